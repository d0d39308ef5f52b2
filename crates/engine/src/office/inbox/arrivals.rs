//! What arrived since a person last heard: new customer messages (for the notification and
//! the badge) and the newest status of the business's replies to a customer.

use rusqlite::{Connection, params};
use serde::Serialize;

/// A customer message that just arrived.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Arrived {
    /// The customer's number.
    pub phone: String,
    /// Their name, when known.
    pub name: Option<String>,
    /// Its kind (`text`, `image` …).
    pub kind: String,
    /// Its words, when it has some.
    pub text: Option<String>,
}

/// Customer messages after row `after`, newest last.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Arrivals {
    /// The newest customer message's row id (where to look from next time).
    pub newest: i64,
    /// How many arrived after `after`.
    pub count: u32,
    /// The newest of them (at most the number asked for), oldest first.
    pub listed: Vec<Arrived>,
}

/// The customer messages after row `after` (none when `after` is `None`: the first look only
/// learns where to start).
pub fn arrivals(conn: &Connection, after: Option<i64>, max: usize) -> rusqlite::Result<Arrivals> {
    let newest: i64 = conn.query_row(
        "SELECT COALESCE(MAX(id), 0) FROM inbound_messages",
        [],
        |r| r.get(0),
    )?;
    let Some(after) = after else {
        return Ok(Arrivals {
            newest,
            count: 0,
            listed: Vec::new(),
        });
    };
    let count: i64 = conn
        .prepare_cached(
            "SELECT COUNT(*) FROM inbound_messages WHERE id > ?1 AND from_number IS NOT NULL",
        )?
        .query_row([after], |r| r.get(0))?;
    let mut listed = conn
        .prepare_cached(
            "SELECT from_number, name, kind, text FROM inbound_messages
             WHERE id > ?1 AND from_number IS NOT NULL ORDER BY id DESC LIMIT ?2",
        )?
        .query_map(params![after, max as i64], |r| {
            Ok(Arrived {
                phone: r.get(0)?,
                name: r.get(1)?,
                kind: r.get(2)?,
                text: r.get(3)?,
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    listed.reverse();
    Ok(Arrivals {
        newest,
        count: u32::try_from(count).unwrap_or(u32::MAX),
        listed,
    })
}

/// When the newest change to a message the business sent this customer outside a campaign
/// happened (Unix ms; 0 when none): a reply's statuses move it.
pub fn replies_changed_at(conn: &Connection, phone: &str) -> rusqlite::Result<i64> {
    conn.prepare_cached(
        "SELECT COALESCE(MAX(updated_at), 0) FROM messages WHERE recipient = ?1 AND batch IS NULL",
    )?
    .query_row([phone], |r| r.get(0))
}

/// Customers whose files changed state (fetched, expired, failed) after `after` (Unix ms on
/// Pacer's clock), and the newest change's time: a thread on screen shows "Open" once the
/// file is here. `after` `None`: only where to look from.
pub fn media_changed(
    conn: &Connection,
    after: Option<i64>,
) -> rusqlite::Result<(i64, Vec<String>)> {
    let newest: i64 = conn.query_row(
        "SELECT COALESCE(MAX(updated_at), 0) FROM inbound_media",
        [],
        |r| r.get(0),
    )?;
    let Some(after) = after else {
        return Ok((newest, Vec::new()));
    };
    let phones = conn
        .prepare_cached(
            "SELECT DISTINCT i.from_number FROM inbound_media f
             JOIN inbound_messages i ON i.wamid = f.wamid
             WHERE f.updated_at > ?1 AND f.state != 'waiting' AND i.from_number IS NOT NULL",
        )?
        .query_map([after], |r| r.get(0))?
        .collect::<rusqlite::Result<Vec<String>>>()?;
    Ok((newest, phones))
}
