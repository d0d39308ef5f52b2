//! The messages still to be sent, as the dispatcher loads them: at start-up (after turning
//! every row a crash left `sending` into `in_doubt`), after the ledger failed under it, and
//! one by one when a failed status brings a message back.

use rusqlite::{Connection, OptionalExtension, params};

use super::shape::{Payload, Shapes};
use super::{Lane, OPEN, State};
use crate::clock::Millis;
use crate::expiry::Deadline;
use crate::phone::E164;
/// A message still to be sent, as the dispatcher loads it at start-up.
#[derive(Debug, Clone)]
pub struct OpenRow {
    /// Row id.
    pub id: i64,
    /// Public id.
    pub key: String,
    /// Lane.
    pub lane: Lane,
    /// Batch.
    pub batch: Option<String>,
    /// Recipient.
    pub recipient: E164,
    /// Message type.
    pub kind: String,
    /// Template name and language.
    pub template: Option<(String, String)>,
    /// Request body.
    pub payload: Payload,
    /// Queued, deferred or in doubt.
    pub state: State,
    /// Attempts so far.
    pub attempts: u32,
    /// 131056 answers so far.
    pub pair_failures: u32,
    /// Already sent once more after an unanswered attempt.
    pub resent: bool,
    /// When it may go next (deferred) or when its doubt window ends (in doubt).
    pub next_attempt_at: Option<Millis>,
    /// When it became in doubt.
    pub in_doubt_at: Option<Millis>,
    /// In doubt because Pacer stopped while it was being sent (it may never have left), not
    /// because Meta's answer was lost.
    pub stopped_while_sending: bool,
    /// When it expires if it has not left by then (`None`: no limit).
    pub deadline: Option<Deadline>,
}

/// Why an in-doubt row waits when Pacer stopped while sending it (it may never have left):
/// kept in `defer_reason`, so that only answers Meta really left unanswered count as
/// "Meta never answered".
pub(super) const STOPPED_WHILE_SENDING: &str = "stopped";

/// After a crash or kill: every `sending` row may have gone out, so it becomes `in_doubt`.
pub fn sending_to_in_doubt(conn: &Connection, now: Millis) -> rusqlite::Result<usize> {
    conn.execute(
        "INSERT INTO message_events (message_id, at, state, detail)
         SELECT id, ?1, 'in_doubt', 'Pacer stopped while this message was being sent' FROM messages WHERE state = 'sending'",
        [now],
    )?;
    conn.execute(
        "UPDATE messages SET state = 'in_doubt', in_doubt_at = ?1, defer_reason = ?2, updated_at = ?1 WHERE state = 'sending'",
        params![now, STOPPED_WHILE_SENDING],
    )
}

/// A row as read, before its body is made from its shape: (the row, `shape_id`, `payload`).
type RawOpenRow = (OpenRow, Option<i64>, String);

fn open_row_from(r: &rusqlite::Row<'_>) -> rusqlite::Result<RawOpenRow> {
    let name: Option<String> = r.get(6)?;
    let language: Option<String> = r.get(7)?;
    let state: State = r.get(9)?;
    let row = OpenRow {
        id: r.get(0)?,
        key: r.get(1)?,
        lane: r.get(2)?,
        batch: r.get(3)?,
        recipient: r.get(4)?,
        kind: r.get(5)?,
        template: name.zip(language),
        payload: Payload::Unreadable,
        state,
        attempts: r.get(10)?,
        pair_failures: r.get(11)?,
        resent: r.get::<_, i64>(12)? > 0,
        next_attempt_at: r.get(13)?,
        in_doubt_at: r.get(14)?,
        stopped_while_sending: state == State::InDoubt
            && r.get::<_, Option<String>>(15)?.as_deref() == Some(STOPPED_WHILE_SENDING),
        deadline: r
            .get::<_, Option<Millis>>(16)?
            .zip(r.get::<_, Option<Millis>>(17)?)
            .map(|(at, after)| Deadline { at, after }),
    };
    Ok((row, r.get(18)?, r.get(8)?))
}

/// Rows as read, with their bodies made (each shape loaded once).
fn with_payloads(
    conn: &Connection,
    raw: impl IntoIterator<Item = rusqlite::Result<RawOpenRow>>,
) -> rusqlite::Result<Vec<OpenRow>> {
    let mut shapes = Shapes::default();
    raw.into_iter()
        .map(|raw| {
            let (mut row, shape_id, stored) = raw?;
            row.payload = shapes.payload(conn, shape_id, stored)?;
            Ok(row)
        })
        .collect()
}

const OPEN_ROW_COLUMNS: &str =
    "id, key, lane, batch, recipient, kind, template_name, template_language, payload, state,
                attempts, pair_failures, resent_after_no_answer, next_attempt_at, in_doubt_at, defer_reason,
                expires_at, expires_after_ms, shape_id";

/// Every message still to be sent, oldest first.
pub fn open_rows(conn: &Connection) -> rusqlite::Result<Vec<OpenRow>> {
    let mut statement = conn.prepare(&format!(
        "SELECT {OPEN_ROW_COLUMNS} FROM messages WHERE {OPEN} ORDER BY id"
    ))?;
    let raw: Vec<_> = statement.query_map([], open_row_from)?.collect();
    with_payloads(conn, raw)
}

/// Every message still to be sent except those in `held`, oldest first: what the dispatcher
/// takes back after the ledger failed under it.
pub fn open_rows_except(
    conn: &Connection,
    held: &std::collections::HashSet<i64>,
) -> rusqlite::Result<Vec<OpenRow>> {
    let ids: Vec<i64> = conn
        .prepare_cached(&format!("SELECT id FROM messages WHERE {OPEN} ORDER BY id"))?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    let mut rows = Vec::new();
    for id in ids.into_iter().filter(|id| !held.contains(id)) {
        if let Some(row) = open_row(conn, id)? {
            rows.push(row);
        }
    }
    Ok(rows)
}

/// One message still to send, by row id (to bring a message back after a failed status).
pub fn open_row(conn: &Connection, id: i64) -> rusqlite::Result<Option<OpenRow>> {
    let raw = conn
        .prepare_cached(&format!(
            "SELECT {OPEN_ROW_COLUMNS} FROM messages WHERE id = ?1"
        ))?
        .query_row([id], open_row_from)
        .optional()?;
    Ok(with_payloads(conn, raw.map(Ok))?.pop())
}

/// Moves the waits of every message still to be sent by `by` milliseconds (the clock was set
/// back while Pacer was stopped: see [`crate::ledger::state::shift_waits`]).
pub fn shift_waits(conn: &Connection, by: Millis) -> rusqlite::Result<()> {
    conn.execute(
        &format!("UPDATE messages SET next_attempt_at = next_attempt_at + ?1 WHERE {OPEN} AND next_attempt_at IS NOT NULL"),
        [by],
    )?;
    conn.execute(
        &format!("UPDATE messages SET in_doubt_at = in_doubt_at + ?1 WHERE {OPEN} AND in_doubt_at IS NOT NULL"),
        [by],
    )?;
    // A message's time limit is a wait too: one due to expire in 10 minutes still has 10.
    conn.execute(
        &format!("UPDATE messages SET expires_at = expires_at + ?1 WHERE {OPEN} AND expires_at IS NOT NULL"),
        [by],
    )?;
    Ok(())
}
