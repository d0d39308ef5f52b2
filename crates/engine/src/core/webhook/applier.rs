//! The applier: reads the webhook inbox in order and applies every body.
//!
//! A body it cannot read is flagged in the inbox and the rest goes on. What a body says
//! ([`payload::Payload`], read by `pacer_cloud::webhook`) goes to the dispatcher, which applies it to the ledger (idempotently,
//! never moving a message back) and to the messages it still holds; only then is the body
//! marked applied, so a crash in between applies it again on the next start.

use std::sync::Arc;
use std::time::Duration;

use tokio_util::sync::CancellationToken;

use crate::engine::{Engine, EngineError};
use crate::supervision::Part;
use pacer_cloud::webhook as payload;

use crate::webhook::inbox;

/// Applies the inbox until `shutdown` (or until the dispatcher is gone). Supervised: started
/// again after a panic (`crate::supervision`); a body is marked applied only after it is, so
/// a restart applies again exactly what was not.
pub async fn run(engine: Arc<Engine>, shutdown: CancellationToken) {
    let notify = engine.inbox_notify();
    loop {
        engine.planted_panic(Part::WebhookApplier);
        let next = engine.ledger().read(|c| inbox::next_new(c, 64)).await;
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
                () = notify.notified() => continue,
                () = tokio::time::sleep(Duration::from_secs(5)) => continue,
            }
        }
        if shutdown.is_cancelled() {
            return;
        }
        // Everything readable in this batch is applied in one go, in inbox order; a body that
        // cannot be read is flagged and kept aside.
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
            let flagged = engine
                .ledger()
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
                if wait(&engine, &shutdown).await {
                    return;
                }
                continue;
            }
        }
        if !readable.is_empty()
            && let Err(e) = engine.apply_webhooks(readable).await
        {
            if matches!(e, EngineError::Stopped | EngineError::Halted(_)) {
                // The bodies wait in the inbox for the next start.
                return;
            }
            // The bodies stay in the inbox, unapplied: applied again (idempotently) once the
            // database takes writes.
            tracing::error!("webhooks could not be applied (tried again shortly): {e}");
            if wait(&engine, &shutdown).await {
                return;
            }
        }
    }
}

/// Waits before trying the inbox again after a failed write; true when Pacer is stopping.
async fn wait(engine: &Engine, shutdown: &CancellationToken) -> bool {
    tokio::select! {
        () = shutdown.cancelled() => true,
        () = tokio::time::sleep(engine.config().ledger_retry) => false,
    }
}
