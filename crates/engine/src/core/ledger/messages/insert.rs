//! A message's way in: [`insert`] adds it (once per idempotency key), and [`claim`] marks it
//! `sending`, with the customer's pacing time and tier count, in one commit before the
//! request leaves.

use rusqlite::{Connection, params};

use super::Lane;
use super::events::event;
use super::open::STOPPED_WHILE_SENDING;
use crate::clock::Millis;
use crate::expiry::Deadline;
use crate::phone::E164;
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
        crate::ledger::state::save_claimed_recipient(
            conn,
            &claim.recipient,
            claim.tat,
            claim.tier,
            now,
        )?;
        event(conn, claim.id, now, "sending", None, None)?;
        claimed.push(claim.id);
    }
    Ok(claimed)
}
