//! A message's way in: [`insert`] adds it (once per idempotency key), and [`claim`] marks it
//! `sending`, with the customer's pacing time and tier count, in one commit before the
//! request leaves.

use std::collections::HashMap;
use std::sync::Arc;

use rusqlite::types::{ToSqlOutput, ValueRef};
use rusqlite::{Connection, OptionalExtension, params, params_from_iter};

use super::Lane;
use super::events::event;
use super::open::STOPPED_WHILE_SENDING;
use super::shape::{Payload, Shape};
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
    /// The Graph request body, whole or as a shared shape and this message's values.
    pub payload: Payload,
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
    let mut inserted = insert_many(conn, std::slice::from_ref(message), now)?;
    Ok(inserted.remove(0))
}

/// Messages added per statement: a statement is bound, started and finished once for all its
/// rows (a 100,000-message launch runs 1,000 statements, not 100,000).
const ROWS_PER_STATEMENT: usize = 100;
/// The columns [`insert_many`] binds per message.
const INSERT_COLUMNS: &str = "key, idempotency_key, lane, batch, recipient, kind, template_name, template_language,
                              payload, shape_id, expires_at, expires_after_ms, state, created_at, queued_at, updated_at";

/// Adds messages (each once per idempotency key), in order; says for each the row it became
/// or already was. Shapes are stored once per call.
pub fn insert_many(
    conn: &Connection,
    messages: &[NewMessage],
    now: Millis,
) -> rusqlite::Result<Vec<Inserted>> {
    let mut shape_rows: HashMap<*const Shape, i64> = HashMap::new();
    let mut out = Vec::with_capacity(messages.len());
    // The full statement's text (8 kB) is made once per process and looked up in the
    // statement cache once per call, not once per hundred rows: making and hashing it each
    // time was a tenth of a launch's writing.
    static FULL: std::sync::LazyLock<String> =
        std::sync::LazyLock::new(|| insert_statement(ROWS_PER_STATEMENT));
    let mut full = None;
    for chunk in messages.chunks(ROWS_PER_STATEMENT) {
        // Borrowed, not copied: a launch binds 1.2 million values.
        let mut values: Vec<ToSqlOutput<'_>> = Vec::with_capacity(chunk.len() * 12 + 1);
        const NULL: ToSqlOutput<'static> = ToSqlOutput::Borrowed(ValueRef::Null);
        fn text(t: &str) -> ToSqlOutput<'_> {
            ToSqlOutput::Borrowed(ValueRef::Text(t.as_bytes()))
        }
        let integer =
            |i: Option<i64>| i.map_or(NULL, |i| ToSqlOutput::Borrowed(ValueRef::Integer(i)));
        values.push(integer(Some(now)));
        for message in chunk {
            let (payload, shape_id) = match &message.payload {
                Payload::Whole(json) => (json.as_str(), None),
                Payload::Shaped { shape, values } => {
                    let id = match shape_rows.get(&Arc::as_ptr(shape)) {
                        Some(id) => *id,
                        None => {
                            let id = shape.store(conn, now)?;
                            shape_rows.insert(Arc::as_ptr(shape), id);
                            id
                        }
                    };
                    (values.as_str(), Some(id))
                }
                // Nothing builds one to insert; kept as an empty body the sender refuses.
                Payload::Unreadable => ("", None),
            };
            let template = message.template.as_ref();
            values.extend([
                text(&message.key),
                message.idempotency_key.as_deref().map_or(NULL, text),
                text(message.lane.as_str()),
                message.batch.as_deref().map_or(NULL, text),
                text(message.recipient.as_str()),
                text(&message.kind),
                template.map_or(NULL, |(name, _)| text(name)),
                template.map_or(NULL, |(_, language)| text(language)),
                text(payload),
                integer(shape_id),
                integer(message.deadline.map(|d| d.at)),
                integer(message.deadline.map(|d| d.after)),
            ]);
        }
        let added = if chunk.len() == ROWS_PER_STATEMENT {
            let statement = match &mut full {
                Some(statement) => statement,
                None => full.insert(conn.prepare_cached(&FULL)?),
            };
            statement.execute(params_from_iter(values))?
        } else {
            conn.prepare_cached(&insert_statement(chunk.len()))?
                .execute(params_from_iter(values))?
        };
        out.extend(rows_of(conn, chunk, added)?);
    }
    let fresh: Vec<i64> = out
        .iter()
        .zip(messages)
        .filter(|(inserted, message)| {
            !inserted.existing && !matches!(message.payload, Payload::Shaped { .. })
        })
        .map(|(inserted, _)| inserted.id)
        .collect();
    super::events::queued(conn, &fresh, now)?;
    Ok(out)
}

/// The rows one statement's messages became, `added` of them new. When all are new, SQLite
/// gave them consecutive ids ending at the last one it inserted (one more than the table's
/// largest, each); checked on the first, and read one by one otherwise.
fn rows_of(
    conn: &Connection,
    chunk: &[NewMessage],
    added: usize,
) -> rusqlite::Result<Vec<Inserted>> {
    let by_key = |key: &str| -> rusqlite::Result<Option<i64>> {
        conn.prepare_cached("SELECT id FROM messages WHERE key = ?1")?
            .query_row([key], |r| r.get(0))
            .optional()
    };
    if added == chunk.len() {
        let first = conn.last_insert_rowid() - added as i64 + 1;
        if by_key(&chunk[0].key)? == Some(first) {
            return Ok(chunk
                .iter()
                .zip(first..)
                .map(|(message, id)| Inserted {
                    id,
                    key: message.key.clone(),
                    existing: false,
                })
                .collect());
        }
    }
    chunk
        .iter()
        .map(|message| match by_key(&message.key)? {
            Some(id) => Ok(Inserted {
                id,
                key: message.key.clone(),
                existing: false,
            }),
            // A key seen before (in an earlier call, or earlier in this one).
            None => conn
                .prepare_cached("SELECT id, key FROM messages WHERE idempotency_key = ?1")?
                .query_row([&message.idempotency_key], |r| {
                    Ok(Inserted {
                        id: r.get(0)?,
                        key: r.get(1)?,
                        existing: true,
                    })
                }),
        })
        .collect()
}

/// `INSERT … VALUES (…), (…) …` for `rows` messages; `?1` is the time. `OR IGNORE` leaves out
/// a message whose idempotency key is taken (it is one message however often it is queued),
/// and makes a statement that cannot fail half-way, which SQLite then runs without keeping an
/// undo copy of the pages it touches (`migrations/0015_launch_checks.sql`). Any row it leaves
/// out for another reason is not found afterwards, and [`rows_of`] fails the whole write.
fn insert_statement(rows: usize) -> String {
    let row = |i: usize| {
        let first = 2 + i * 12;
        let binds: Vec<String> = (first..first + 12).map(|n| format!("?{n}")).collect();
        format!("({}, 'queued', ?1, ?1, ?1)", binds.join(", "))
    };
    format!(
        "INSERT OR IGNORE INTO messages ({INSERT_COLUMNS}) VALUES {}",
        (0..rows).map(row).collect::<Vec<_>>().join(",\n")
    )
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
