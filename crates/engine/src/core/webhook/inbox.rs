//! The webhook inbox, `webhook_inbox`: every body Meta posted, stored before the receiver
//! answers, applied in order, pruned after the retention. This module is the only one that
//! reads or writes the table; the receiver ([`crate::Engine::store_webhook`]), the applier,
//! the dispatcher (marking bodies applied) and the retention call it.
//!
//! A row is `new` until the dispatcher has applied it (`applied`, with when), or `unparseable`
//! when Pacer could not read it (kept for a person, with the reason). A row whose failed
//! status waits for Meta's answer to its send stays `new` until that answer is decided, so a
//! restart in between applies it again (`crate::dispatcher::HeldBodies`).

use std::collections::HashSet;

use pacer_cloud::webhook::NotAWebhook;
use rusqlite::{Connection, OptionalExtension, params};
use sha2::Digest as _;

use super::InboxSummary;
use crate::clock::Millis;

/// Stores `body`, received at `received_at`, once: the same bytes again (Meta retrying, or a
/// replay of a recorded delivery) store nothing and give `None`. The row's id otherwise.
pub fn store(c: &Connection, received_at: Millis, body: &[u8]) -> rusqlite::Result<Option<i64>> {
    let digest = sha2::Sha256::digest(body).to_vec();
    let stored = c
        .prepare_cached(
            "INSERT INTO webhook_inbox (received_at, body, digest) VALUES (?1, ?2, ?3)
             ON CONFLICT (digest) DO NOTHING",
        )?
        .execute(params![received_at, body, digest])?;
    Ok((stored > 0).then(|| c.last_insert_rowid()))
}

/// Up to `limit` bodies not applied yet, oldest first, with their ids.
pub fn next_new(c: &Connection, limit: usize) -> rusqlite::Result<Vec<(i64, Vec<u8>)>> {
    c.prepare_cached("SELECT id, body FROM webhook_inbox WHERE state = 'new' ORDER BY id LIMIT ?1")?
        .query_map([limit as i64], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect()
}

/// Up to `limit` bodies not applied yet, oldest first, except those in `held` (taken in
/// already and waiting for a decision: `crate::dispatcher::HeldBodies`).
pub fn next_new_except(
    c: &Connection,
    limit: usize,
    held: &HashSet<i64>,
) -> rusqlite::Result<Vec<(i64, Vec<u8>)>> {
    if held.is_empty() {
        return next_new(c, limit);
    }
    let mut next = next_new(c, limit + held.len())?;
    next.retain(|(id, _)| !held.contains(id));
    next.truncate(limit);
    Ok(next)
}

/// Those of `ids` that are still not applied.
pub fn still_new(c: &Connection, ids: &HashSet<i64>) -> rusqlite::Result<HashSet<i64>> {
    let mut statement =
        c.prepare_cached("SELECT state = 'new' FROM webhook_inbox WHERE id = ?1")?;
    let mut still = HashSet::new();
    for &id in ids {
        let new: Option<bool> = statement.query_row([id], |r| r.get(0)).optional()?;
        if new == Some(true) {
            still.insert(id);
        }
    }
    Ok(still)
}

/// Keeps body `id` aside as unreadable, with the `reason` in words.
pub fn set_aside(c: &Connection, id: i64, reason: &NotAWebhook) -> rusqlite::Result<()> {
    c.prepare_cached("UPDATE webhook_inbox SET state = 'unparseable', error = ?1 WHERE id = ?2")?
        .execute(params![reason.to_string(), id])?;
    Ok(())
}

/// Bodies `ids` were applied at `at`.
pub fn mark_applied(c: &Connection, ids: &[i64], at: Millis) -> rusqlite::Result<()> {
    let mut statement = c.prepare_cached(
        "UPDATE webhook_inbox SET state = 'applied', applied_at = ?1 WHERE id = ?2",
    )?;
    for id in ids {
        statement.execute(params![at, id])?;
    }
    Ok(())
}

/// When body `id` reached the receiver; `None` for no such row.
pub fn received_at(c: &Connection, id: i64) -> rusqlite::Result<Option<Millis>> {
    c.prepare_cached("SELECT received_at FROM webhook_inbox WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()
}

/// Whether any webhook ever reached this ledger.
pub fn any_stored(c: &Connection) -> rusqlite::Result<bool> {
    c.query_row("SELECT EXISTS (SELECT 1 FROM webhook_inbox)", [], |r| {
        r.get(0)
    })
}

/// The inbox now. Two indexed lookups: cheap enough for a view refreshed every second.
pub fn summary(c: &Connection) -> rusqlite::Result<InboxSummary> {
    let last_received_at = c
        .query_row(
            "SELECT received_at FROM webhook_inbox ORDER BY id DESC LIMIT 1",
            [],
            |r| r.get(0),
        )
        .optional()?;
    let waiting: i64 = c.query_row(
        "SELECT count(*) FROM webhook_inbox WHERE state = 'new'",
        [],
        |r| r.get(0),
    )?;
    Ok(InboxSummary {
        last_received_at,
        waiting: u64::try_from(waiting).unwrap_or(0),
    })
}

/// What one pruning did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Pruned {
    /// Rows deleted: nothing referred to them.
    pub deleted: u64,
    /// Rows kept with their body emptied: another table refers to them.
    pub emptied: u64,
}

/// Lets go of up to `batch` bodies applied before `applied_before`: deletes the rows nothing
/// refers to and empties the body of the others (`super::retention` says why and when); also
/// returns how many rows it looked at.
pub(crate) fn prune_batch(
    c: &Connection,
    applied_before: Millis,
    batch: usize,
) -> rusqlite::Result<(Pruned, usize)> {
    let referenced = references_query(c)?;
    let ids = c
        .prepare_cached(
            "SELECT id FROM webhook_inbox
             WHERE state = 'applied' AND length(body) > 0 AND applied_at < ?1
             ORDER BY applied_at LIMIT ?2",
        )?
        .query_map(params![applied_before, batch as i64], |r| {
            r.get::<_, i64>(0)
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let mut pruned = Pruned::default();
    for &id in &ids {
        let kept = match &referenced {
            Some(sql) => c
                .prepare_cached(sql)?
                .query_row([id], |r| r.get::<_, bool>(0))?,
            None => false,
        };
        if kept {
            c.prepare_cached("UPDATE webhook_inbox SET body = x'' WHERE id = ?1")?
                .execute([id])?;
            pruned.emptied += 1;
        } else {
            c.prepare_cached("DELETE FROM webhook_inbox WHERE id = ?1")?
                .execute([id])?;
            pruned.deleted += 1;
        }
    }
    Ok((pruned, ids.len()))
}

/// A query telling whether any row refers to inbox row `?1`, built from the schema's own
/// foreign keys, so a table that comes to refer to the inbox later is respected without
/// anyone remembering to list it here. `None` when nothing refers to the inbox.
fn references_query(c: &Connection) -> rusqlite::Result<Option<String>> {
    let references = c
        .prepare_cached(
            "SELECT m.name, f.\"from\" FROM sqlite_master m, pragma_foreign_key_list(m.name) f
             WHERE m.type = 'table' AND f.\"table\" = 'webhook_inbox'
             ORDER BY m.name, f.\"from\"",
        )?
        .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    if references.is_empty() {
        return Ok(None);
    }
    let quote = |name: &str| format!("\"{}\"", name.replace('"', "\"\""));
    let exists: Vec<String> = references
        .iter()
        .map(|(table, column)| {
            format!(
                "EXISTS (SELECT 1 FROM {} WHERE {} = ?1)",
                quote(table),
                quote(column)
            )
        })
        .collect();
    Ok(Some(format!("SELECT {}", exists.join(" OR "))))
}
