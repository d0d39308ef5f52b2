//! The applier: reads the webhook inbox in order and applies every status and inbound message.
//!
//! A body it cannot read is flagged in the inbox and the rest goes on. Statuses go to the
//! dispatcher, which applies them to the ledger (idempotently, never moving a message back)
//! and to the messages it still holds; only then is the body marked applied, so a crash in
//! between applies it again on the next start.

use std::sync::Arc;
use std::time::Duration;

use pacer_cloud::MetaError;
use serde_json::Value;
use tokio_util::sync::CancellationToken;

use crate::clock::Millis;
use crate::engine::Engine;
use crate::ledger::messages::StatusUpdate;

/// What one webhook body holds for the dispatcher.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Parsed {
    /// Statuses, in order.
    pub statuses: Vec<StatusUpdate>,
    /// Customers who wrote: (`+digits`, Meta's time in seconds).
    pub inbound: Vec<(String, Option<i64>)>,
}

/// Reads a webhook body. Unknown fields and kinds are ignored; a body that is not a WhatsApp
/// webhook at all is an error.
pub fn parse(body: &[u8]) -> Result<Parsed, String> {
    let value: Value = serde_json::from_slice(body).map_err(|e| format!("not JSON: {e}"))?;
    let entries = value
        .get("entry")
        .and_then(Value::as_array)
        .ok_or("no entry list: not a WhatsApp webhook")?;
    let text = |v: &Value, key: &str| v.get(key).and_then(Value::as_str).map(str::to_owned);
    let number = |v: &Value, key: &str| match v.get(key) {
        Some(Value::String(s)) => s.parse().ok(),
        Some(Value::Number(n)) => n.as_i64(),
        _ => None,
    };
    let mut parsed = Parsed::default();
    for entry in entries {
        for change in entry
            .get("changes")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let value = change.get("value").unwrap_or(&Value::Null);
            for status in value
                .get("statuses")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                let (Some(wamid), Some(state)) = (text(status, "id"), text(status, "status"))
                else {
                    continue;
                };
                let error = status
                    .get("errors")
                    .and_then(Value::as_array)
                    .and_then(|e| e.first())
                    .and_then(|e| MetaError::from_error_object(e).ok());
                parsed.statuses.push(StatusUpdate {
                    wamid,
                    status: state,
                    callback: text(status, "biz_opaque_callback_data"),
                    recipient_id: text(status, "recipient_id"),
                    user_id: text(status, "recipient_user_id"),
                    timestamp: number(status, "timestamp"),
                    error,
                });
            }
            for message in value
                .get("messages")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
            {
                if let Some(from) = text(message, "from") {
                    parsed
                        .inbound
                        .push((format!("+{from}"), number(message, "timestamp")));
                }
            }
        }
    }
    Ok(parsed)
}

/// Applies the inbox until `shutdown`.
pub async fn run(engine: Arc<Engine>, shutdown: CancellationToken) {
    let notify = engine.inbox_notify();
    loop {
        let next = engine
            .ledger()
            .read(|c| {
                let mut statement = c.prepare_cached(
                    "SELECT id, body FROM webhook_inbox WHERE state = 'new' ORDER BY id LIMIT 64",
                )?;
                let rows = statement
                    .query_map([], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, Vec<u8>>(1)?)))?;
                rows.collect::<rusqlite::Result<Vec<_>>>()
            })
            .await;
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
        for (id, body) in batch {
            if shutdown.is_cancelled() {
                return;
            }
            let now: Millis = engine.clock().now_ms();
            match parse(&body) {
                Ok(parsed) => {
                    // Service windows start when Pacer hears of them (Meta's clock may differ
                    // from Pacer's, which runs faster in tests).
                    let inbound = parsed
                        .inbound
                        .into_iter()
                        .map(|(from, _)| (from, now))
                        .collect();
                    if let Err(e) = engine.apply_webhook(id, parsed.statuses, inbound).await {
                        tracing::error!("webhook {id} could not be applied: {e}");
                        return;
                    }
                }
                Err(reason) => {
                    tracing::warn!("webhook {id} cannot be read and is kept aside: {reason}");
                    let flagged = engine
                        .ledger()
                        .write(move |c| {
                            c.execute("UPDATE webhook_inbox SET state = 'unparseable', error = ?1 WHERE id = ?2", rusqlite::params![reason, id])
                                .map(|_| ())
                        })
                        .await;
                    if let Err(e) = flagged {
                        tracing::error!("webhook {id} could not be flagged: {e}");
                        return;
                    }
                }
            }
        }
    }
}
