//! Webhooks from Meta: the receiver that stores them and the applier that turns them into
//! message states (`docs/sending.md#webhooks`).

pub mod applier;
pub mod payload;
pub mod retention;

use serde::Serialize;

use crate::clock::Millis;

/// Whether Meta's webhooks are arriving: when the last one came, and how many wait to be
/// applied (a backlog after an outage drains in seconds).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct InboxSummary {
    /// When the latest webhook was stored (Unix ms); `None` before the first.
    pub last_received_at: Option<Millis>,
    /// Stored and not applied yet.
    pub waiting: u64,
}

/// The inbox now. Two indexed lookups: cheap enough for a view refreshed every second.
pub fn inbox_summary(conn: &rusqlite::Connection) -> rusqlite::Result<InboxSummary> {
    use rusqlite::OptionalExtension as _;
    let last_received_at = conn
        .query_row(
            "SELECT received_at FROM webhook_inbox ORDER BY id DESC LIMIT 1",
            [],
            |r| r.get(0),
        )
        .optional()?;
    let waiting: i64 = conn.query_row(
        "SELECT count(*) FROM webhook_inbox WHERE state = 'new'",
        [],
        |r| r.get(0),
    )?;
    Ok(InboxSummary {
        last_received_at,
        waiting: u64::try_from(waiting).unwrap_or(0),
    })
}
