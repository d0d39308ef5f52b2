//! Reading messages back for people and the local API: one message with its history
//! ([`view`]), how many are in each state ([`counts`]), and when one was sent ([`sent_at`]).

use rusqlite::{Connection, OptionalExtension};
use serde::Serialize;

use super::events::{Event, history};
use super::{FailureCause, FailureKind, Lane, State};
use crate::clock::Millis;
/// A message as the local API shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MessageView {
    /// Public id.
    pub id: String,
    /// The caller's idempotency key.
    pub idempotency_key: Option<String>,
    /// Lane.
    pub lane: Lane,
    /// Batch.
    pub batch: Option<String>,
    /// Recipient.
    pub to: String,
    /// State.
    pub state: State,
    /// Why it waits, when deferred.
    pub defer_reason: Option<String>,
    /// When it may go next.
    pub next_attempt_at: Option<Millis>,
    /// Attempts so far.
    pub attempts: u32,
    /// Whether it was sent again after an unanswered attempt.
    pub resent_after_no_answer: bool,
    /// Meta's message id.
    pub wamid: Option<String>,
    /// Meta's error code of the last failure (none when Meta gave none).
    pub error_code: Option<i64>,
    /// What a failed message's failure rests on (Meta's code is `error_code`).
    pub failure_kind: Option<FailureKind>,
    /// The last failure, in words.
    pub error: Option<String>,
    /// When it was created.
    pub created_at: Millis,
    /// When it expires if it has not left by then (`None`: no limit).
    pub expires_at: Option<Millis>,
    /// When it was sent.
    pub sent_at: Option<Millis>,
    /// When it was delivered.
    pub delivered_at: Option<Millis>,
    /// When it was read.
    pub read_at: Option<Millis>,
    /// When it failed.
    pub failed_at: Option<Millis>,
    /// Its history.
    pub events: Vec<Event>,
}

/// When Meta accepted message `id` (its answer read); `None` when it never was, or for no
/// such message.
pub fn sent_at(conn: &Connection, id: i64) -> rusqlite::Result<Option<Millis>> {
    conn.prepare_cached("SELECT sent_at FROM messages WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()
        .map(Option::flatten)
}

/// A message by its public id.
pub fn view(conn: &Connection, key: &str) -> rusqlite::Result<Option<MessageView>> {
    let row = conn
        .prepare_cached(
            "SELECT id, key, idempotency_key, lane, batch, recipient, state, defer_reason, next_attempt_at, attempts,
                    resent_after_no_answer, wamid, error_code, error_text, created_at, sent_at, delivered_at, read_at, failed_at,
                    failure_kind, expires_at
             FROM messages WHERE key = ?1",
        )?
        .query_row([key], |r| {
            let state: State = r.get(6)?;
            Ok((
                r.get::<_, i64>(0)?,
                MessageView {
                    id: r.get(1)?,
                    idempotency_key: r.get(2)?,
                    lane: r.get(3)?,
                    batch: r.get(4)?,
                    to: r.get(5)?,
                    state,
                    defer_reason: r.get(7)?,
                    next_attempt_at: r.get(8)?,
                    attempts: r.get(9)?,
                    resent_after_no_answer: r.get::<_, i64>(10)? > 0,
                    wamid: r.get(11)?,
                    error_code: r.get(12)?,
                    failure_kind: FailureCause::shown_kind(
            state,
            r.get::<_, Option<String>>(19)?.as_deref(),
            r.get(12)?,
        ),
                    error: r.get(13)?,
                    created_at: r.get(14)?,
                    sent_at: r.get(15)?,
                    delivered_at: r.get(16)?,
                    read_at: r.get(17)?,
                    failed_at: r.get(18)?,
                    expires_at: r.get(20)?,
                    events: Vec::new(),
                },
            ))
        })
        .optional()?;
    let Some((id, mut view)) = row else {
        return Ok(None);
    };
    view.events = history(conn, id)?;
    Ok(Some(view))
}

/// How many messages are in each state.
pub fn counts(conn: &Connection) -> rusqlite::Result<Vec<(State, u64)>> {
    let mut statement =
        conn.prepare_cached("SELECT state, COUNT(*) FROM messages GROUP BY state")?;
    let rows = statement.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))?;
    let mut out = Vec::new();
    for row in rows {
        let (state, count) = row?;
        if let Some(state) = State::parse(&state) {
            out.push((state, u64::try_from(count).unwrap_or(0)));
        }
    }
    Ok(out)
}
