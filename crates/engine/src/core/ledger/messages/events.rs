//! A message's history: the `message_events` table, one line per state it entered or status
//! it got, written beside every change of its row and read back for [`MessageView`](super::MessageView).

use rusqlite::{Connection, params};
use serde::{Deserialize, Serialize};

use crate::clock::Millis;
/// One line of a message's history.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Event {
    /// When.
    pub at: Millis,
    /// The state it entered, or a status.
    pub state: String,
    /// An error code.
    pub code: Option<i64>,
    /// Detail.
    pub detail: Option<String>,
}

/// Adds a line to message `id`'s history.
pub(super) fn event(
    conn: &Connection,
    id: i64,
    at: Millis,
    state: &str,
    code: Option<i64>,
    detail: Option<&str>,
) -> rusqlite::Result<()> {
    conn.prepare_cached("INSERT INTO message_events (message_id, at, state, code, detail) VALUES (?1, ?2, ?3, ?4, ?5)")?
        .execute(params![id, at, state, code, detail])?;
    Ok(())
}

/// The `queued` event of messages just added with a whole body, many rows to a statement (a
/// shaped message's is implied: [`IMPLIED_QUEUED`]).
pub(super) fn queued(conn: &Connection, ids: &[i64], at: Millis) -> rusqlite::Result<()> {
    const ROWS: usize = 100;
    for chunk in ids.chunks(ROWS) {
        let rows: Vec<String> = (0..chunk.len())
            .map(|i| format!("(?{}, ?1, 'queued')", i + 2))
            .collect();
        let sql = format!(
            "INSERT INTO message_events (message_id, at, state) VALUES {}",
            rows.join(", ")
        );
        let values = std::iter::once(at).chain(chunk.iter().copied());
        conn.prepare_cached(&sql)?
            .execute(rusqlite::params_from_iter(values))?;
    }
    Ok(())
}

/// A shaped message's first line (a campaign's, since 0010) is not a row: it was queued when
/// its row was created, and a 100,000-message launch spares 100,000 rows that would say only
/// that. This part of a query gives it back, for the messages `WHERE` picks.
const IMPLIED_QUEUED: &str =
    "SELECT created_at AS at, 'queued' AS state, NULL AS code, NULL AS detail, 0 AS line
                              FROM messages WHERE shape_id IS NOT NULL AND";

/// Message `id`'s history, oldest first.
pub(super) fn history(conn: &Connection, id: i64) -> rusqlite::Result<Vec<Event>> {
    conn.prepare_cached(&format!(
        "SELECT at, state, code, detail FROM (
             {IMPLIED_QUEUED} id = ?1
             UNION ALL
             SELECT at, state, code, detail, id AS line FROM message_events WHERE message_id = ?1)
         ORDER BY line"
    ))?
    .query_map([id], event_from)?
    .collect()
}

/// The history of the message whose public id is `key`, oldest first (every state change and
/// every webhook status); empty when there is no such message.
pub fn events_of(conn: &Connection, key: &str) -> rusqlite::Result<Vec<Event>> {
    conn.prepare_cached(&format!(
        "SELECT at, state, code, detail FROM (
             {IMPLIED_QUEUED} key = ?1
             UNION ALL
             SELECT e.at, e.state, e.code, e.detail, e.id AS line
             FROM message_events e JOIN messages m ON m.id = e.message_id WHERE m.key = ?1)
         ORDER BY line"
    ))?
    .query_map([key], event_from)?
    .collect()
}

/// An [`Event`] from a row of `at, state, code, detail`.
fn event_from(r: &rusqlite::Row<'_>) -> rusqlite::Result<Event> {
    Ok(Event {
        at: r.get(0)?,
        state: r.get(1)?,
        code: r.get(2)?,
        detail: r.get(3)?,
    })
}
