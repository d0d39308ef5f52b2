//! The applier: reads the webhook inbox in order and applies every body.
//!
//! A body it cannot read is flagged in the inbox and the rest goes on. What a body says
//! ([`payload::Payload`], read by `pacer_cloud::webhook`) goes to the dispatcher, which applies it to the ledger (idempotently,
//! never moving a message back) and to the messages it still holds; only then is the body
//! marked applied, so a crash in between applies it again on the next start. A body whose
//! failed status waits for Meta's answer to the send ([`crate::dispatcher::HeldBodies`]) stays
//! unapplied until the dispatcher decides; the applier passes it by meanwhile.
//!
//! The applier holds only the handles it works with ([`Applier`]), never the whole `Engine`:
//! the engine starts it, and nothing here reaches back into the engine.

use std::collections::HashSet;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::{Notify, mpsc, oneshot, watch};
use tokio_util::sync::CancellationToken;

use crate::dispatcher::{Command, HeldBodies};
use crate::ledger::{Ledger, LedgerError};
use crate::supervision::{Part, PlantedPanics};
use crate::webhook::inbox;
use pacer_cloud::webhook as payload;

/// What the applier works with: the inbox's table (through the ledger), the dispatcher that
/// applies what a body says, and the bell the receiver rings when a body is stored.
#[derive(Debug, Clone)]
pub(crate) struct Applier {
    /// The ledger, where the inbox is.
    pub(crate) ledger: Ledger,
    /// The dispatcher's commands: it applies the bodies, in its one loop.
    pub(crate) dispatcher: mpsc::UnboundedSender<Command>,
    /// Rung when a new body is stored.
    pub(crate) stored: Arc<Notify>,
    /// Counted up after each batch is applied (`Engine::webhooks_applied`).
    pub(crate) applied: watch::Sender<u64>,
    /// How long to wait before trying again after a failed write (`EngineConfig::ledger_retry`).
    pub(crate) ledger_retry: Duration,
    /// Panics a test planted (`Engine::plant_panic`).
    pub(crate) planted: PlantedPanics,
}

/// Why a batch of bodies was not applied.
enum NotApplied {
    /// The dispatcher is gone (Pacer is stopping, or it stopped on an internal error): the
    /// bodies wait in the inbox for the next start.
    DispatcherGone,
    /// The ledger refused the write: tried again shortly.
    Ledger(LedgerError),
}

impl Applier {
    /// Applies the inbox until `shutdown` (or until the dispatcher is gone). Supervised:
    /// started again after a panic (`crate::supervision`); a body is marked applied only after
    /// it is, so a restart applies again exactly what was not.
    pub(crate) async fn run(self, shutdown: CancellationToken) {
        // Bodies the dispatcher took in and holds for a decision (they are still `new`).
        let mut held: HashSet<i64> = HashSet::new();
        loop {
            self.planted.here(Part::WebhookApplier);
            let passed_by = held.clone();
            let next = self
                .ledger
                .read(move |c| {
                    let still_held = inbox::still_new(c, &passed_by)?;
                    let next = inbox::next_new_except(c, 64, &still_held)?;
                    Ok((still_held, next))
                })
                .await;
            let next = next.map(|(still_held, next)| {
                held = still_held;
                next
            });
            let batch = match next {
                Ok(batch) => batch,
                Err(e) => {
                    tracing::error!("cannot read the webhook inbox: {e}");
                    Vec::new()
                }
            };
            if batch.is_empty() {
                tokio::select! {
                    () = shutdown.cancelled() => return,
                    () = self.stored.notified() => continue,
                    () = tokio::time::sleep(Duration::from_secs(5)) => continue,
                }
            }
            if shutdown.is_cancelled() {
                return;
            }
            // Everything readable in this batch is applied in one go, in inbox order; a body
            // that cannot be read is flagged and kept aside.
            let mut readable = Vec::with_capacity(batch.len());
            let mut unreadable = Vec::new();
            for (id, body) in batch {
                match payload::parse(&body) {
                    Ok(payload) => readable.push((id, payload)),
                    Err(reason) => {
                        tracing::warn!("webhook {id} cannot be read and is kept aside: {reason}");
                        unreadable.push((id, reason));
                    }
                }
            }
            if !unreadable.is_empty() {
                let flagged = self
                    .ledger
                    .write(move |c| {
                        for (id, reason) in &unreadable {
                            inbox::set_aside(c, *id, reason)?;
                        }
                        Ok(())
                    })
                    .await;
                if let Err(e) = flagged {
                    tracing::error!(
                        "unreadable webhooks could not be flagged (tried again shortly): {e}"
                    );
                    if self.wait(&shutdown).await {
                        return;
                    }
                    continue;
                }
            }
            if readable.is_empty() {
                continue;
            }
            match self.apply(readable).await {
                Ok(waiting) => {
                    held.extend(waiting);
                    self.applied
                        .send_modify(|batches| *batches = batches.wrapping_add(1));
                }
                // The bodies wait in the inbox for the next start.
                Err(NotApplied::DispatcherGone) => return,
                Err(NotApplied::Ledger(e)) => {
                    // The bodies stay in the inbox, unapplied: applied again (idempotently)
                    // once the database takes writes.
                    tracing::error!("webhooks could not be applied (tried again shortly): {e}");
                    if self.wait(&shutdown).await {
                        return;
                    }
                }
            }
        }
    }

    /// Hands stored bodies, in order, to the dispatcher, and waits until they are committed.
    async fn apply(&self, bodies: Vec<(i64, payload::Payload)>) -> Result<HeldBodies, NotApplied> {
        let (done, answer) = oneshot::channel();
        self.dispatcher
            .send(Command::Webhook { bodies, done })
            .map_err(|_| NotApplied::DispatcherGone)?;
        match answer.await {
            Ok(applied) => applied.map_err(NotApplied::Ledger),
            Err(_) => Err(NotApplied::DispatcherGone),
        }
    }

    /// Waits before trying the inbox again after a failed write; true when Pacer is stopping.
    async fn wait(&self, shutdown: &CancellationToken) -> bool {
        tokio::select! {
            () = shutdown.cancelled() => true,
            () = tokio::time::sleep(self.ledger_retry) => false,
        }
    }
}
