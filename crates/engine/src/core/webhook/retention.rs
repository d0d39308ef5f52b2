//! Pruning the webhook inbox: applied bodies are kept for the retention the person chose
//! (`EngineConfig::inbox_retention`, 30 days by default), then let go, so the database does
//! not grow with every delivery update for as long as Pacer runs.
//!
//! What stays:
//! - rows not applied yet (`new`): the applier still needs them;
//! - rows Pacer could not read (`unparseable`): they are few (each one is signed by Meta) and
//!   they are what a person forwards when Meta's format changed, so they wait for a person;
//! - rows something else refers to (an inbound message, a status for a message Pacer did not
//!   send, an account update name the inbox row they came in): the row stays with its id and
//!   times, and only its body is emptied, so every reference still points at a row. Rebuilding
//!   those tables to drop the reference would rewrite all of them in one transaction on
//!   upgrade; storing nothing would lose where a customer's message came from.
//!
//! Status updates for Pacer's own messages — nearly all the inbox — refer to nothing and are
//! deleted. The work goes in batches of [`BATCH`] rows, one group commit each, so the ledger's
//! writer is never held for long and sending goes on meanwhile. [`run`] prunes once at start
//! and then every [`EVERY`].

use std::sync::Arc;
use std::time::Duration;

use rusqlite::{Connection, params};
use tokio_util::sync::CancellationToken;

use crate::clock::Millis;
use crate::engine::Engine;
use crate::ledger::{Ledger, LedgerError};

/// How often the inbox is pruned while Pacer runs.
pub const EVERY: Duration = Duration::from_secs(60 * 60);

/// Rows looked at per write: small enough that a batch holds the writer for milliseconds.
pub const BATCH: usize = 200;

/// What one pruning did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Pruned {
    /// Rows deleted: nothing referred to them.
    pub deleted: u64,
    /// Rows kept with their body emptied: another table refers to them.
    pub emptied: u64,
}

/// Prunes once now, then every [`EVERY`], until `stop` is cancelled.
pub async fn run(engine: Arc<Engine>, stop: CancellationToken) {
    loop {
        let retention =
            Millis::try_from(engine.config().inbox_retention.as_millis()).unwrap_or(Millis::MAX);
        let before = engine.clock().now_ms().saturating_sub(retention);
        tokio::select! {
            () = stop.cancelled() => return,
            pruned = prune(engine.ledger(), before) => match pruned {
                Ok(pruned) if pruned.deleted + pruned.emptied > 0 => tracing::info!(
                    deleted = pruned.deleted,
                    emptied = pruned.emptied,
                    "webhook inbox pruned of bodies applied before the retention"
                ),
                Ok(_) => {}
                // Nothing is lost by waiting: the rows are pruned next time.
                Err(e) => tracing::warn!("the webhook inbox could not be pruned (tried again in an hour): {e}"),
            },
        }
        tokio::select! {
            () = stop.cancelled() => return,
            () = tokio::time::sleep(EVERY) => {}
        }
    }
}

/// Lets go of the bodies of rows applied before `applied_before` (Pacer's clock, Unix ms):
/// deletes the rows nothing refers to, empties the body of the others.
pub async fn prune(ledger: &Ledger, applied_before: Millis) -> Result<Pruned, LedgerError> {
    let mut total = Pruned::default();
    loop {
        let (pruned, looked_at) = ledger
            .write(move |c| prune_batch(c, applied_before))
            .await?;
        total.deleted += pruned.deleted;
        total.emptied += pruned.emptied;
        if looked_at < BATCH {
            return Ok(total);
        }
        // Let the writes that queued meanwhile go first.
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
}

/// One batch; also returns how many rows it looked at.
fn prune_batch(c: &Connection, applied_before: Millis) -> rusqlite::Result<(Pruned, usize)> {
    let referenced = references_query(c)?;
    let ids = c
        .prepare_cached(
            "SELECT id FROM webhook_inbox
             WHERE state = 'applied' AND length(body) > 0 AND applied_at < ?1
             ORDER BY applied_at LIMIT ?2",
        )?
        .query_map(params![applied_before, BATCH as i64], |r| {
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
