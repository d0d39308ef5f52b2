//! Applying Meta's statuses from webhooks to message rows, idempotently per (wamid, status)
//! and never moving a message back (`sent < delivered < read`; `failed` only before
//! `delivered`).

use rusqlite::{Connection, OptionalExtension, params};

use super::State;
use super::events::event;
use crate::clock::Millis;

/// One status from a webhook, as `pacer_cloud::webhook` reads it: the ledger stores its status
/// in Meta's spelling.
pub use pacer_cloud::webhook::{MessageStatus, StatusUpdate};

/// What applying a status did.
#[derive(Debug, Clone, PartialEq)]
pub enum StatusEffect {
    /// This (wamid, status) was applied before: nothing changed.
    Duplicate,
    /// No message of Pacer's has this wamid or key: kept in `foreign_statuses`.
    Foreign,
    /// The message moved forward (or already was further along).
    Applied {
        /// Row.
        id: i64,
        /// Public id.
        key: String,
    },
    /// A failure for a message not yet delivered: the retry policy decides what follows.
    Failed {
        /// Row.
        id: i64,
        /// Public id.
        key: String,
        /// The message id the failure is about.
        wamid: String,
        /// Meta's error.
        error: Option<Box<pacer_cloud::MetaError>>,
    },
}

fn status_rank(status: &MessageStatus) -> i64 {
    match status {
        MessageStatus::Sent => 1,
        MessageStatus::Delivered => 2,
        MessageStatus::Read => 3,
        _ => 0,
    }
}

/// A `failed` status for `wamid` has been acted on (its retry decision written): the same
/// status again is a duplicate. `apply_status` leaves this to the caller for a failure it
/// must still decide on, so a crash in between applies it again.
pub fn failed_status_applied(conn: &Connection, wamid: &str) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT OR IGNORE INTO statuses_applied (wamid, status) VALUES (?1, 'failed')",
    )?
    .execute([wamid])?;
    Ok(())
}

/// Applies one status, idempotently per (wamid, status) and never moving a message back.
///
/// A `failed` status is not marked applied here: the dispatcher marks it in the same commit as
/// the retry decision it takes, so a crash in between re-applies it.
pub fn apply_status(
    conn: &Connection,
    update: &StatusUpdate,
    inbox_id: i64,
    now: Millis,
) -> rusqlite::Result<StatusEffect> {
    let seen = if update.status == MessageStatus::Failed {
        conn.prepare_cached(
            "SELECT COUNT(*) FROM statuses_applied WHERE wamid = ?1 AND status = 'failed'",
        )?
        .query_row([&update.wamid], |r| r.get::<_, i64>(0))?
            > 0
    } else {
        conn.prepare_cached(
            "INSERT OR IGNORE INTO statuses_applied (wamid, status) VALUES (?1, ?2)",
        )?
        .execute(params![update.wamid, update.status.as_str()])?
            == 0
    };
    if seen {
        return Ok(StatusEffect::Duplicate);
    }
    let by_wamid: Option<(i64, String, State)> = conn
        .prepare_cached("SELECT id, key, state FROM messages WHERE wamid = ?1")?
        .query_row([&update.wamid], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?;
    let found = match by_wamid {
        Some(found) => Some(found),
        None => match &update.callback {
            Some(key) => conn
                .prepare_cached("SELECT id, key, state FROM messages WHERE key = ?1 AND (wamid IS NULL OR wamid = ?2)")?
                .query_row(params![key, update.wamid], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
                .optional()?,
            None => None,
        },
    };
    let Some((id, key, state)) = found else {
        conn.prepare_cached("INSERT OR IGNORE INTO foreign_statuses (wamid, status, at, inbox_id) VALUES (?1, ?2, ?3, ?4)")?
            .execute(params![update.wamid, update.status.as_str(), now, inbox_id])?;
        return Ok(StatusEffect::Foreign);
    };
    let detail = match update.timestamp {
        Some(ts) => format!("{} (Meta time {ts})", update.wamid),
        None => update.wamid.clone(),
    };
    match &update.status {
        MessageStatus::Failed => {
            let code = update.error.as_ref().map(|e| e.code);
            event(conn, id, now, "failed (webhook)", code, Some(&detail))?;
            // Once delivered, a late failure changes nothing; a failure of a message Pacer
            // already gave up on, neither.
            if matches!(
                state,
                State::Delivered
                    | State::Read
                    | State::Failed
                    | State::Cancelled
                    | State::Skipped
                    | State::Expired
            ) {
                // No retry decision follows, so it is applied now: a repeat is a duplicate.
                failed_status_applied(conn, &update.wamid)?;
                return Ok(StatusEffect::Applied { id, key });
            }
            conn.prepare_cached(
                "UPDATE messages SET wamid = COALESCE(wamid, ?1), updated_at = ?2 WHERE id = ?3",
            )?
            .execute(params![update.wamid, now, id])?;
            Ok(StatusEffect::Failed {
                id,
                key,
                wamid: update.wamid.clone(),
                error: update.error.clone().map(Box::new),
            })
        }
        status @ (MessageStatus::Sent | MessageStatus::Delivered | MessageStatus::Read) => {
            let rank = status_rank(status);
            let column = format!("{status}_at");
            let changed = conn
                .prepare_cached(&format!(
                    "UPDATE messages SET state = ?1, {column} = COALESCE({column}, ?2), sent_at = COALESCE(sent_at, ?2),
                            delivered_at = CASE WHEN ?3 >= 2 THEN COALESCE(delivered_at, ?2) ELSE delivered_at END,
                            wamid = COALESCE(wamid, ?4), wa_id = COALESCE(wa_id, ?5), user_id = COALESCE(user_id, ?6),
                            defer_reason = NULL, next_attempt_at = NULL, updated_at = ?2
                     WHERE id = ?7 AND (CASE state WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'read' THEN 3
                                        WHEN 'failed' THEN 9 WHEN 'cancelled' THEN 9 WHEN 'skipped' THEN 9
                                        WHEN 'expired' THEN 9 ELSE 0 END) < ?3"
                ))?
                .execute(params![status.as_str(), now, rank, update.wamid, update.recipient_id, update.user_id, id])?;
            event(
                conn,
                id,
                now,
                status.as_str(),
                None,
                Some(&if changed > 0 {
                    detail
                } else {
                    format!("{detail}, arrived late: no change")
                }),
            )?;
            Ok(StatusEffect::Applied { id, key })
        }
        other => {
            event(conn, id, now, other.as_str(), None, Some(&detail))?;
            Ok(StatusEffect::Applied { id, key })
        }
    }
}
