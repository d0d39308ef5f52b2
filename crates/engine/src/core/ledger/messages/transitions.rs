//! Writing what happened to sends and deferrals ([`Transition`]s, in groups), and the
//! batch-wide changes: parking a paused batch, reopening its failed messages.

use rusqlite::{Connection, params};

use super::FailureCause;
use super::events::event;
use super::open::{OpenRow, open_row};
use crate::clock::Millis;
/// What happened to a message, to be written.
#[derive(Debug, Clone, PartialEq)]
pub enum Transition {
    /// Meta accepted it.
    Sent {
        /// Row.
        id: i64,
        /// Meta's message id.
        wamid: String,
        /// Meta's id of the recipient.
        wa_id: Option<String>,
    },
    /// Back to the queue (throttled, or held by the circuit breaker): not an attempt.
    Requeued {
        /// Row.
        id: i64,
        /// Why, for the history.
        reason: String,
    },
    /// Meta failed a message it had accepted (a `failed` status for the wamid it holds): it
    /// is Pacer's to decide again, as a new send with its own statuses.
    Reopened {
        /// Row.
        id: i64,
        /// The wamid the failure is about; a failure of an older attempt reopens nothing.
        wamid: String,
    },
    /// Waits until `until`.
    Deferred {
        /// Row.
        id: i64,
        /// When it may go.
        until: Millis,
        /// pacing, tier, retry, paused.
        reason: &'static str,
        /// Whether the failed send counts as an attempt.
        attempt: bool,
        /// A 131056 answer (the next wait is longer).
        pair_failure: bool,
        /// The error behind a retry: Meta's code when Meta gave one, and the text.
        error: Option<(Option<i64>, String)>,
    },
    /// Failed for good.
    Failed {
        /// Row.
        id: i64,
        /// What the failure rests on.
        cause: FailureCause,
        /// Plain-language reason with Meta's text.
        text: String,
        /// Whether the failed send counts as an attempt.
        attempt: bool,
    },
    /// Cancelled before it was sent.
    Cancelled {
        /// Row.
        id: i64,
    },
    /// Not sent on purpose (the customer opted out of marketing, …), with the reason.
    Skipped {
        /// Row.
        id: i64,
        /// What the person reads.
        reason: String,
    },
    /// Not sent because it could not leave within its time limit, with the reason. Only a
    /// message that has certainly not left (queued, deferred, or claimed and not sent).
    Expired {
        /// Row.
        id: i64,
        /// What the person reads.
        reason: String,
    },
    /// The request may have gone out; the answer is unknown.
    InDoubt {
        /// Row.
        id: i64,
        /// What went wrong.
        detail: String,
    },
}

impl Transition {
    /// The message it is about.
    pub fn id(&self) -> i64 {
        match self {
            Transition::Sent { id, .. }
            | Transition::Requeued { id, .. }
            | Transition::Reopened { id, .. }
            | Transition::Deferred { id, .. }
            | Transition::Failed { id, .. }
            | Transition::Cancelled { id }
            | Transition::Skipped { id, .. }
            | Transition::Expired { id, .. }
            | Transition::InDoubt { id, .. } => *id,
        }
    }
}

const OPEN: &str = "('queued', 'sending', 'deferred', 'in_doubt')";

/// Records what happened to sends and deferrals.
pub fn apply(conn: &Connection, transitions: &[Transition], now: Millis) -> rusqlite::Result<()> {
    for transition in transitions {
        match transition {
            Transition::Sent { id, wamid, wa_id } => {
                let changed = conn
                    .prepare_cached(&format!(
                        "UPDATE messages SET state = CASE WHEN state IN {OPEN} THEN 'sent' ELSE state END,
                                wamid = ?1, wa_id = COALESCE(?2, wa_id), sent_at = COALESCE(sent_at, ?3),
                                error_code = NULL, failure_kind = NULL, error_text = NULL, defer_reason = NULL,
                                next_attempt_at = NULL, attempts = attempts + 1, updated_at = ?3
                         WHERE id = ?4"
                    ))?
                    .execute(params![wamid, wa_id, now, id])?;
                if changed > 0 {
                    event(conn, *id, now, "sent", None, Some(wamid))?;
                }
            }
            Transition::Reopened { id, wamid } => {
                let changed = conn
                    .prepare_cached(
                        "UPDATE messages SET state = 'queued', updated_at = ?1 WHERE id = ?2 AND state = 'sent' AND wamid = ?3",
                    )?
                    .execute(params![now, id, wamid])?;
                if changed > 0 {
                    event(
                        conn,
                        *id,
                        now,
                        "queued",
                        None,
                        Some("Meta failed the message after accepting it"),
                    )?;
                }
            }
            Transition::Requeued { id, reason } => {
                let changed = conn
                    .prepare_cached(&format!(
                        "UPDATE messages SET state = 'queued', defer_reason = NULL, next_attempt_at = NULL, updated_at = ?1
                         WHERE id = ?2 AND state IN {OPEN}"
                    ))?
                    .execute(params![now, id])?;
                if changed > 0 {
                    event(conn, *id, now, "queued", None, Some(reason))?;
                }
            }
            Transition::Deferred {
                id,
                until,
                reason,
                attempt,
                pair_failure,
                error,
            } => {
                let (code, text) = match error {
                    Some((code, text)) => (*code, Some(text.as_str())),
                    None => (None, None),
                };
                // A new error replaces the last one whole (its code may be none).
                let changed = conn
                    .prepare_cached(&format!(
                        "UPDATE messages SET state = 'deferred', deferred_at = ?1, next_attempt_at = ?2, defer_reason = ?3,
                                attempts = attempts + ?4, pair_failures = pair_failures + ?5,
                                error_code = CASE WHEN ?7 IS NULL THEN error_code ELSE ?6 END,
                                error_text = COALESCE(?7, error_text), updated_at = ?1
                         WHERE id = ?8 AND state IN {OPEN}"
                    ))?
                    .execute(params![now, until, reason, i64::from(*attempt), i64::from(*pair_failure), code, text, id])?;
                if changed > 0 {
                    event(conn, *id, now, "deferred", code, Some(reason))?;
                }
            }
            Transition::Failed {
                id,
                cause,
                text,
                attempt,
            } => {
                let changed = conn
                    .prepare_cached(&format!(
                        "UPDATE messages SET state = 'failed', failed_at = ?1, error_code = ?2, failure_kind = ?6,
                                error_text = ?3, attempts = attempts + ?4, next_attempt_at = NULL, updated_at = ?1
                         WHERE id = ?5 AND (state IN {OPEN} OR state = 'sent')"
                    ))?
                    .execute(params![now, cause.meta_code(), text, i64::from(*attempt), id, cause.kind().as_str()])?;
                if changed > 0 {
                    event(conn, *id, now, "failed", cause.meta_code(), Some(text))?;
                }
            }
            Transition::Cancelled { id } => {
                let changed = conn
                    .prepare_cached(
                        "UPDATE messages SET state = 'cancelled', cancelled_at = ?1, next_attempt_at = NULL, updated_at = ?1
                         WHERE id = ?2 AND state IN ('queued', 'deferred', 'sending')",
                    )?
                    .execute(params![now, id])?;
                if changed > 0 {
                    event(conn, *id, now, "cancelled", None, None)?;
                }
            }
            Transition::Skipped { id, reason } => {
                let changed = conn
                    .prepare_cached(&format!(
                        "UPDATE messages SET state = 'skipped', skipped_at = ?1, error_text = ?2, next_attempt_at = NULL, updated_at = ?1
                         WHERE id = ?3 AND state IN {OPEN}"
                    ))?
                    .execute(params![now, reason, id])?;
                if changed > 0 {
                    event(conn, *id, now, "skipped", None, Some(reason))?;
                }
            }
            Transition::Expired { id, reason } => {
                // Never from in_doubt, sent or beyond: only a message that has not left.
                let changed = conn
                    .prepare_cached(
                        "UPDATE messages SET state = 'expired', expired_at = ?1, error_text = ?2, next_attempt_at = NULL, updated_at = ?1
                         WHERE id = ?3 AND state IN ('queued', 'deferred', 'sending')",
                    )?
                    .execute(params![now, reason, id])?;
                if changed > 0 {
                    event(conn, *id, now, "expired", None, Some(reason))?;
                }
            }
            Transition::InDoubt { id, detail } => {
                let changed = conn
                    .prepare_cached(
                        "UPDATE messages SET state = 'in_doubt', in_doubt_at = ?1, attempts = attempts + 1,
                                defer_reason = NULL, updated_at = ?1
                         WHERE id = ?2 AND state = 'sending'",
                    )?
                    .execute(params![now, id])?;
                if changed > 0 {
                    event(conn, *id, now, "in_doubt", None, Some(detail))?;
                }
            }
        }
    }
    Ok(())
}

/// Parks every queued message of a batch (paused) or puts them back (resumed).
pub fn set_batch_parked(
    conn: &Connection,
    batch: &str,
    parked: bool,
    now: Millis,
) -> rusqlite::Result<usize> {
    if parked {
        conn.execute(
            "UPDATE messages SET state = 'deferred', defer_reason = 'paused', deferred_at = ?1, next_attempt_at = NULL, updated_at = ?1
             WHERE batch = ?2 AND state IN ('queued', 'deferred')",
            params![now, batch],
        )
    } else {
        conn.execute(
            "UPDATE messages SET state = 'queued', defer_reason = NULL, updated_at = ?1
             WHERE batch = ?2 AND state = 'deferred' AND defer_reason = 'paused'",
            params![now, batch],
        )
    }
}

/// Failed messages of a batch go back to the queue for another try (the caller chose which:
/// only those whose reason can change). Returns the rows reopened.
pub fn reopen_failed(
    conn: &Connection,
    ids: &[i64],
    now: Millis,
) -> rusqlite::Result<Vec<OpenRow>> {
    let mut reopened = Vec::with_capacity(ids.len());
    for id in ids {
        let changed = conn
            .prepare_cached(
                "UPDATE messages SET state = 'queued', attempts = 0, pair_failures = 0, error_code = NULL, failure_kind = NULL,
                        error_text = NULL, failed_at = NULL, next_attempt_at = NULL, defer_reason = NULL, queued_at = ?1, updated_at = ?1,
                        expires_at = ?1 + expires_after_ms
                 WHERE id = ?2 AND state = 'failed'",
            )?
            .execute(params![now, id])?;
        if changed > 0 {
            event(conn, *id, now, "queued", None, Some("tried again"))?;
            if let Some(row) = open_row(conn, *id)? {
                reopened.push(row);
            }
        }
    }
    Ok(reopened)
}
