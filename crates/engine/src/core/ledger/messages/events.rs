//! A message's history: the `message_events` table, one line per state it entered or status
//! it got, written beside every change of its row and read back for [`MessageView`](super::MessageView).

use rusqlite::{Connection, params};
use serde::Serialize;

use crate::clock::Millis;
/// One line of a message's history.
#[derive(Debug, Clone, PartialEq, Serialize)]
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

/// Message `id`'s history, oldest first.
pub(super) fn history(conn: &Connection, id: i64) -> rusqlite::Result<Vec<Event>> {
    let mut events = conn.prepare_cached(
        "SELECT at, state, code, detail FROM message_events WHERE message_id = ?1 ORDER BY id",
    )?;
    events
        .query_map([id], |r| {
            Ok(Event {
                at: r.get(0)?,
                state: r.get(1)?,
                code: r.get(2)?,
                detail: r.get(3)?,
            })
        })?
        .collect()
}
