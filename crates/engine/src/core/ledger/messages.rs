//! Message rows: inserting, claiming for a send, recording what happened, reading back.
//!
//! Every state change is rank-guarded in SQL: `sent < delivered < read`, and `failed` only
//! from a message not yet delivered, so a late or repeated answer never moves a message back.

use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;

use crate::clock::Millis;
use crate::expiry::Deadline;
use crate::phone::E164;

/// A message's state (`docs/sending.md#ledger`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum State {
    /// Waiting for a send slot.
    Queued,
    /// Claimed for a send: committed before the request leaves.
    Sending,
    /// Meta accepted it.
    Sent,
    /// Delivered to the phone.
    Delivered,
    /// Read.
    Read,
    /// Failed for good, with a reason.
    Failed,
    /// The request may have reached Meta; the answer is unknown.
    InDoubt,
    /// Waiting for a time: pair pacing, the tier, a retry, or a paused batch.
    Deferred,
    /// Cancelled before it was sent.
    Cancelled,
    /// Not sent on purpose (opted out, invalid).
    Skipped,
    /// Not sent because it could not leave within its time limit (`crate::expiry`).
    Expired,
}

impl State {
    /// The name stored in the ledger.
    pub fn as_str(self) -> &'static str {
        match self {
            State::Queued => "queued",
            State::Sending => "sending",
            State::Sent => "sent",
            State::Delivered => "delivered",
            State::Read => "read",
            State::Failed => "failed",
            State::InDoubt => "in_doubt",
            State::Deferred => "deferred",
            State::Cancelled => "cancelled",
            State::Skipped => "skipped",
            State::Expired => "expired",
        }
    }

    /// Reads a stored name.
    pub fn parse(text: &str) -> Option<State> {
        Some(match text {
            "queued" => State::Queued,
            "sending" => State::Sending,
            "sent" => State::Sent,
            "delivered" => State::Delivered,
            "read" => State::Read,
            "failed" => State::Failed,
            "in_doubt" => State::InDoubt,
            "deferred" => State::Deferred,
            "cancelled" => State::Cancelled,
            "skipped" => State::Skipped,
            "expired" => State::Expired,
            _ => return None,
        })
    }

    /// Whether the message is still Pacer's to send.
    pub fn is_open(self) -> bool {
        matches!(
            self,
            State::Queued | State::Sending | State::InDoubt | State::Deferred
        )
    }
}

/// What a failure rests on: Meta's code, or what Pacer itself saw. Pacer's own outcomes never
/// borrow a Meta code — Meta's code 0 is an authentication error, and a lost connection read
/// as one sent people to replace a token that was fine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FailureCause {
    /// Meta refused the message, with this code (an answer or a `failed` status).
    Meta(i64),
    /// Pacer's own outcome, without a Meta code.
    Pacer(FailureKind),
}

/// The kind of a failure, as stored (`messages.failure_kind`) and shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum FailureKind {
    /// Meta refused the message; its code says why.
    Meta,
    /// The internet connection failed: the request never reached Meta. Only messages failed
    /// before Pacer held them through outages carry it (Pacer now waits for the connection).
    Network,
    /// Meta never answered, twice, and sent no status: delivery cannot be known.
    NoAnswer,
    /// Meta did not take the message and gave no reason Pacer can read: its servers kept
    /// answering with a bare error (a 5xx without Meta's error object), or a `failed` status
    /// came without an error.
    UnexpectedAnswer,
    /// Pacer could not build or read back the message.
    Internal,
}

impl FailureKind {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            FailureKind::Meta => "meta",
            FailureKind::Network => "network",
            FailureKind::NoAnswer => "no_answer",
            FailureKind::UnexpectedAnswer => "unexpected_answer",
            FailureKind::Internal => "internal",
        }
    }
}

impl FailureCause {
    /// The connection failed.
    pub const NETWORK: FailureCause = FailureCause::Pacer(FailureKind::Network);
    /// Meta never answered, twice.
    pub const NO_ANSWER: FailureCause = FailureCause::Pacer(FailureKind::NoAnswer);
    /// Meta gave no reason Pacer can read.
    pub const UNEXPECTED_ANSWER: FailureCause = FailureCause::Pacer(FailureKind::UnexpectedAnswer);
    /// Pacer could not prepare the message.
    pub const INTERNAL: FailureCause = FailureCause::Pacer(FailureKind::Internal);

    /// Its kind.
    pub fn kind(self) -> FailureKind {
        match self {
            FailureCause::Meta(_) => FailureKind::Meta,
            FailureCause::Pacer(kind) => kind,
        }
    }

    /// Meta's code, when Meta gave one.
    pub fn meta_code(self) -> Option<i64> {
        match self {
            FailureCause::Meta(code) => Some(code),
            FailureCause::Pacer(_) => None,
        }
    }

    /// Reads the stored kind and code back. Rows failed before kinds were stored have no kind:
    /// their code is Meta's.
    pub fn from_stored(kind: Option<&str>, code: Option<i64>) -> Option<FailureCause> {
        Some(match kind {
            Some("network") => FailureCause::NETWORK,
            Some("no_answer") => FailureCause::NO_ANSWER,
            Some("unexpected_answer") => FailureCause::UNEXPECTED_ANSWER,
            Some("internal") => FailureCause::INTERNAL,
            _ => FailureCause::Meta(code?),
        })
    }
}

/// The two lanes (`docs/sending.md#lanes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Lane {
    /// OTPs, alerts: strict priority.
    Express,
    /// Campaigns, invoices: every slot express leaves free.
    Bulk,
}

impl Lane {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Lane::Express => "express",
            Lane::Bulk => "bulk",
        }
    }

    fn parse(text: &str) -> Option<Lane> {
        match text {
            "express" => Some(Lane::Express),
            "bulk" => Some(Lane::Bulk),
            _ => None,
        }
    }
}

/// A stored name Pacer does not know is a damaged or foreign file, never a default: a
/// message read as the wrong state or lane would be sent, or counted, wrongly.
pub(crate) fn unknown_stored(what: &str, text: &str) -> rusqlite::types::FromSqlError {
    rusqlite::types::FromSqlError::Other(format!("unknown {what} {text:?} in the database").into())
}

impl rusqlite::types::FromSql for Lane {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        let text = value.as_str()?;
        Lane::parse(text).ok_or_else(|| unknown_stored("lane", text))
    }
}

impl rusqlite::types::FromSql for State {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        let text = value.as_str()?;
        State::parse(text).ok_or_else(|| unknown_stored("message state", text))
    }
}

/// A message to add to the ledger.
#[derive(Debug, Clone)]
pub struct NewMessage {
    /// Public id (also the callback data sent to Meta).
    pub key: String,
    /// The caller's idempotency key: the same key twice is one message.
    pub idempotency_key: Option<String>,
    /// Lane.
    pub lane: Lane,
    /// Campaign or posted batch, if any.
    pub batch: Option<String>,
    /// Recipient.
    pub recipient: E164,
    /// Meta's message type (`text`, `template`, …).
    pub kind: String,
    /// Template name and language, for templates.
    pub template: Option<(String, String)>,
    /// The Graph request body.
    pub payload: String,
    /// When it expires if it has not left by then (`None`: no limit).
    pub deadline: Option<Deadline>,
}

/// The row a new message became (or already was, for a repeated idempotency key).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inserted {
    /// Row id.
    pub id: i64,
    /// Public id.
    pub key: String,
    /// True when the idempotency key was seen before: nothing new was queued.
    pub existing: bool,
}

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
    pub payload: String,
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

/// A send about to be made: written before the request leaves.
#[derive(Debug, Clone, PartialEq)]
pub struct Claim {
    /// Row.
    pub id: i64,
    /// Recipient.
    pub recipient: String,
    /// The recipient's new pair-pacing time.
    pub tat: Millis,
    /// Whether this send counts the recipient against the tier.
    pub tier: bool,
}

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

fn event(
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

/// Adds a message (or finds the one with the same idempotency key).
pub fn insert(conn: &Connection, message: &NewMessage, now: Millis) -> rusqlite::Result<Inserted> {
    let (template_name, template_language) = match &message.template {
        Some((name, language)) => (Some(name.as_str()), Some(language.as_str())),
        None => (None, None),
    };
    // One index probe for the common case (a new key); a repeated key is looked up after.
    let added = conn
        .prepare_cached(
            "INSERT INTO messages (key, idempotency_key, lane, batch, recipient, kind, template_name, template_language,
                                   payload, state, created_at, queued_at, updated_at, expires_at, expires_after_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'queued', ?10, ?10, ?10, ?11, ?12)
             ON CONFLICT (idempotency_key) DO NOTHING",
        )?
        .execute(params![
            message.key,
            message.idempotency_key,
            message.lane.as_str(),
            message.batch,
            message.recipient,
            message.kind,
            template_name,
            template_language,
            message.payload,
            now,
            message.deadline.map(|d| d.at),
            message.deadline.map(|d| d.after)
        ])?;
    if added == 0 {
        let (id, key) = conn
            .prepare_cached("SELECT id, key FROM messages WHERE idempotency_key = ?1")?
            .query_row([&message.idempotency_key], |r| Ok((r.get(0)?, r.get(1)?)))?;
        return Ok(Inserted {
            id,
            key,
            existing: true,
        });
    }
    let id = conn.last_insert_rowid();
    event(conn, id, now, "queued", None, None)?;
    Ok(Inserted {
        id,
        key: message.key.clone(),
        existing: false,
    })
}

/// Why an in-doubt row waits when Pacer stopped while sending it (it may never have left):
/// kept in `defer_reason`, so that only answers Meta really left unanswered count as
/// "Meta never answered".
const STOPPED_WHILE_SENDING: &str = "stopped";

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

fn open_row_from(r: &rusqlite::Row<'_>) -> rusqlite::Result<OpenRow> {
    let name: Option<String> = r.get(6)?;
    let language: Option<String> = r.get(7)?;
    let state: State = r.get(9)?;
    Ok(OpenRow {
        id: r.get(0)?,
        key: r.get(1)?,
        lane: r.get(2)?,
        batch: r.get(3)?,
        recipient: r.get(4)?,
        kind: r.get(5)?,
        template: name.zip(language),
        payload: r.get(8)?,
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
    })
}

const OPEN_ROW_COLUMNS: &str =
    "id, key, lane, batch, recipient, kind, template_name, template_language, payload, state,
                attempts, pair_failures, resent_after_no_answer, next_attempt_at, in_doubt_at, defer_reason,
                expires_at, expires_after_ms";

/// When Meta accepted message `id` (its answer read); `None` when it never was, or for no
/// such message.
pub fn sent_at(conn: &Connection, id: i64) -> rusqlite::Result<Option<Millis>> {
    conn.prepare_cached("SELECT sent_at FROM messages WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()
        .map(Option::flatten)
}

/// Every message still to be sent, oldest first.
pub fn open_rows(conn: &Connection) -> rusqlite::Result<Vec<OpenRow>> {
    let mut statement = conn.prepare(&format!(
        "SELECT {OPEN_ROW_COLUMNS} FROM messages WHERE state IN ('queued', 'deferred', 'in_doubt', 'sending') ORDER BY id"
    ))?;
    let rows = statement.query_map([], open_row_from)?;
    rows.collect()
}

/// Every message still to be sent except those in `held`, oldest first: what the dispatcher
/// takes back after the ledger failed under it.
pub fn open_rows_except(
    conn: &Connection,
    held: &std::collections::HashSet<i64>,
) -> rusqlite::Result<Vec<OpenRow>> {
    let ids: Vec<i64> = conn
        .prepare_cached(
            "SELECT id FROM messages WHERE state IN ('queued', 'deferred', 'in_doubt', 'sending') ORDER BY id",
        )?
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

/// Marks messages `sending`, with their pacing and tier counts, before the requests leave.
/// Returns the ids actually claimed (a message cancelled meanwhile is not).
pub fn claim(conn: &Connection, claims: &[Claim], now: Millis) -> rusqlite::Result<Vec<i64>> {
    let mut claimed = Vec::with_capacity(claims.len());
    for claim in claims {
        let changed = conn
            .prepare_cached(
                "UPDATE messages SET state = 'sending', sending_at = ?1, updated_at = ?1,
                        resent_after_no_answer = resent_after_no_answer
                            + (state = 'in_doubt' AND defer_reason IS NOT ?3)
                 WHERE id = ?2 AND state IN ('queued', 'deferred', 'in_doubt')",
            )?
            .execute(params![now, claim.id, STOPPED_WHILE_SENDING])?;
        if changed == 0 {
            continue;
        }
        conn.prepare_cached(
            "INSERT INTO pair_pacing (recipient, tat) VALUES (?1, ?2) ON CONFLICT (recipient) DO UPDATE SET tat = excluded.tat",
        )?
        .execute(params![claim.recipient, claim.tat])?;
        if claim.tier {
            conn.prepare_cached(
                "INSERT INTO tier_usage (recipient, counted_at) VALUES (?1, ?2)
                 ON CONFLICT (recipient) DO UPDATE SET counted_at = excluded.counted_at",
            )?
            .execute(params![claim.recipient, now])?;
        }
        event(conn, claim.id, now, "sending", None, None)?;
        claimed.push(claim.id);
    }
    Ok(claimed)
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
                    failure_kind: FailureCause::from_stored(
                        r.get::<_, Option<String>>(19)?.as_deref(),
                        r.get(12)?,
                    )
                    .filter(|_| state == State::Failed)
                    .map(FailureCause::kind),
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
    let mut events = conn.prepare_cached(
        "SELECT at, state, code, detail FROM message_events WHERE message_id = ?1 ORDER BY id",
    )?;
    view.events = events
        .query_map([id], |r| {
            Ok(Event {
                at: r.get(0)?,
                state: r.get(1)?,
                code: r.get(2)?,
                detail: r.get(3)?,
            })
        })?
        .collect::<rusqlite::Result<_>>()?;
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

/// One message still to send, by row id (to bring a message back after a failed status).
pub fn open_row(conn: &Connection, id: i64) -> rusqlite::Result<Option<OpenRow>> {
    conn.prepare_cached(&format!(
        "SELECT {OPEN_ROW_COLUMNS} FROM messages WHERE id = ?1"
    ))?
    .query_row([id], open_row_from)
    .optional()
}

#[cfg(test)]
mod tests {
    use super::{Lane, State};

    fn read<T: rusqlite::types::FromSql>(stored: &str) -> rusqlite::Result<T> {
        let conn = rusqlite::Connection::open_in_memory()?;
        conn.query_row("SELECT ?1", [stored], |r| r.get(0))
    }

    #[test]
    fn every_state_and_lane_reads_back_as_itself() {
        for state in [
            State::Queued,
            State::Sending,
            State::Sent,
            State::Delivered,
            State::Read,
            State::Failed,
            State::InDoubt,
            State::Deferred,
            State::Cancelled,
            State::Skipped,
            State::Expired,
        ] {
            assert_eq!(read::<State>(state.as_str()).ok(), Some(state));
        }
        for lane in [Lane::Express, Lane::Bulk] {
            assert_eq!(read::<Lane>(lane.as_str()).ok(), Some(lane));
        }
    }

    #[test]
    fn an_unknown_stored_name_is_an_error_not_a_default() {
        let error = read::<State>("posted").expect_err("no such state");
        assert!(
            error
                .to_string()
                .contains("unknown message state \"posted\""),
            "{error}"
        );
        let error = read::<Lane>("fast").expect_err("no such lane");
        assert!(
            error.to_string().contains("unknown lane \"fast\""),
            "{error}"
        );
    }
}
