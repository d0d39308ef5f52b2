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

use std::time::Duration;

use tokio_util::sync::CancellationToken;

use super::inbox;
use crate::clock::{Clock, Millis};
use crate::ledger::{Ledger, LedgerError};

/// How often the inbox is pruned while Pacer runs.
pub const EVERY: Duration = Duration::from_secs(60 * 60);

/// Rows looked at per write: small enough that a batch holds the writer for milliseconds.
pub const BATCH: usize = 200;

pub use super::inbox::Pruned;

/// Prunes once now, then every [`EVERY`], until `stop` is cancelled: bodies applied more than
/// `retention` ago on Pacer's `clock` (`EngineConfig::inbox_retention`).
pub async fn run(ledger: Ledger, clock: Clock, retention: Duration, stop: CancellationToken) {
    let retention = Millis::try_from(retention.as_millis()).unwrap_or(Millis::MAX);
    loop {
        let before = clock.now_ms().saturating_sub(retention);
        tokio::select! {
            () = stop.cancelled() => return,
            pruned = prune(&ledger, before) => match pruned {
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
            .write(move |c| inbox::prune_batch(c, applied_before, BATCH))
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
