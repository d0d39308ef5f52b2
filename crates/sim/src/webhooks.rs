//! Webhooks as Meta sends them: statuses and other updates, batched, signed, retried.
//!
//! Every update is scheduled at a simulated time. The emitter wakes at the earliest one,
//! gathers what is due (up to `batch_max`), and posts it as one signed body
//! (`X-Hub-Signature-256: sha256=<hex HMAC of the raw bytes with the app secret>`, non-ASCII
//! escaped as `\uXXXX` the way Meta serialises). POSTs run concurrently; one the receiver does
//! not answer with 200 is retried with the same bytes, immediately and then less and less
//! often, for `retry_for` (Meta: 7 days), then dropped. Duplicates and reordering are planned
//! when a message is accepted, from the seed.

use std::sync::Arc;
use std::time::Duration;

use hmac::{Hmac, KeyInit, Mac};
use serde_json::{Value, json};
use sha2::Sha256;
use tokio::sync::Semaphore;

use crate::clock::{SimTime, micros};
use crate::errors::MetaError;
use crate::log::LogRecord;
use crate::shared::Shared;
use crate::state::{MessageRecord, Plan};
use crate::webhook_queue::Update;

/// Plans the statuses of an accepted message and schedules them.
pub fn schedule_statuses(
    shared: &Shared,
    record: &mut MessageRecord,
    plan: &Plan,
    now: SimTime,
    pricing: (&'static str, &'static str),
) {
    let hooks = &shared.config.webhooks;
    let w = record.wamid.clone();
    let wb = w.as_bytes();
    let delay = |label: &str, (low, high): (Duration, Duration)| {
        low + (high - low).mul_f64(shared.fate.unit(label, &[wb]))
    };
    let mut steps: Vec<(SimTime, &'static str, Option<MetaError>)> = Vec::new();
    let sent_at = now + delay("sent-delay", hooks.sent_after);
    match plan {
        Plan::Deliver {
            read,
            skip_delivered,
        } => {
            steps.push((sent_at, "sent", None));
            let delivered_at = sent_at + delay("delivered-delay", hooks.delivered_after);
            if !skip_delivered {
                steps.push((delivered_at, "delivered", None));
            }
            if *read {
                steps.push((
                    delivered_at + delay("read-delay", hooks.read_after),
                    "read",
                    None,
                ));
            }
        }
        Plan::Fail { error, after_sent } => {
            if *after_sent {
                steps.push((sent_at, "sent", None));
                steps.push((
                    sent_at + delay("fail-delay", hooks.delivered_after),
                    "failed",
                    Some(error.clone()),
                ));
            } else {
                steps.push((sent_at, "failed", Some(error.clone())));
            }
            record.failure_code = Some(error.code);
        }
    }
    record.planned = steps.iter().map(|(_, s, _)| (*s).to_owned()).collect();
    if steps.len() >= 2 && shared.fate.chance(hooks.reorder_rate, "reorder", &[wb]) {
        // Swap the times of two neighbouring updates: `delivered` after `read`, `sent` after
        // `failed` — the orders Meta's webhooks are known to arrive in.
        let i = (shared.fate.bits("reorder-which", &[wb]) % (steps.len() as u64 - 1)) as usize;
        let (a, b) = (steps[i].0, steps[i + 1].0);
        steps[i].0 = b;
        steps[i + 1].0 = a;
    }
    if !hooks.enabled {
        return;
    }
    for (at, status, error) in steps {
        let with_callback = error.is_none() || hooks.echo_callback_data_on_failed;
        let update = |duplicate| Update::Status {
            wamid: w.clone(),
            status,
            to: record.to.clone(),
            callback_data: record.callback_data.clone().filter(|_| with_callback),
            error: error.clone(),
            pricing: (status == "sent").then_some(pricing),
            duplicate,
        };
        shared.webhooks.push(at, update(false));
        if shared
            .fate
            .chance(hooks.duplicate_rate, "duplicate", &[wb, status.as_bytes()])
        {
            let later = delay(
                &format!("duplicate-delay-{status}"),
                (Duration::from_millis(100), Duration::from_secs(2)),
            );
            shared.webhooks.push(at + later, update(true));
        }
    }
}

/// Posts due updates until shutdown.
pub async fn run_emitter(shared: Arc<Shared>) {
    let permits = Arc::new(Semaphore::new(shared.config.webhooks.concurrency));
    loop {
        let wake = shared.webhooks.notified();
        let sleep = match shared.webhooks.next_due() {
            Some(due) => tokio::time::sleep_until(shared.clock.instant_at(due)),
            None => tokio::time::sleep(Duration::from_secs(3600)),
        };
        tokio::select! {
            () = shared.shutdown.cancelled() => return,
            () = wake => continue,
            () = sleep => {}
        }
        let window = shared.clock.real(shared.config.webhooks.batch_window);
        if !window.is_zero() {
            tokio::select! {
                () = shared.shutdown.cancelled() => return,
                () = tokio::time::sleep(window) => {}
            }
        }
        loop {
            let batch = shared
                .webhooks
                .pop_due(shared.clock.now(), shared.config.webhooks.batch_max);
            if batch.is_empty() {
                break;
            }
            let shared = Arc::clone(&shared);
            let permits = Arc::clone(&permits);
            shared
                .tasks
                .clone()
                .spawn(async move { post_batch(&shared, batch, &permits).await });
        }
    }
}

async fn post_batch(shared: &Shared, batch: Vec<(SimTime, Update)>, permits: &Semaphore) {
    let body = escape_non_ascii(&payload(shared, &batch).to_string());
    let signature = format!(
        "sha256={}",
        sign(shared.config.app_secret.as_bytes(), body.as_bytes())
    );
    let first_try = shared.clock.now();
    let mut attempt = 0u32;
    loop {
        attempt += 1;
        let url = shared.lock().webhook_url.clone();
        let Some(url) = url else {
            shared.log.write(LogRecord::WebhookPost {
                t_us: micros(shared.clock.now()),
                url: None,
                attempt,
                updates: batch.len(),
                http_status: None,
                error: Some("no webhook URL configured".into()),
                dropped: false,
            });
            acknowledge(shared, &batch, false);
            return;
        };
        let outcome = {
            let Ok(_permit) = permits.acquire().await else {
                return;
            };
            let request = shared
                .http
                .post(&url)
                .header("content-type", "application/json")
                .header("x-hub-signature-256", &signature)
                .timeout(shared.config.webhooks.request_timeout)
                .body(body.clone())
                .send();
            tokio::select! {
                () = shared.shutdown.cancelled() => return,
                result = request => match result {
                    Ok(response) => Ok(response.status().as_u16()),
                    Err(e) => Err(e.without_url().to_string()),
                },
            }
        };
        let (status, error) = match outcome {
            Ok(status) => (
                Some(status),
                (status != 200).then(|| format!("answered {status}")),
            ),
            Err(e) => (None, Some(e)),
        };
        let given_up = error.is_some()
            && shared.clock.now().saturating_sub(first_try) >= shared.config.webhooks.retry_for;
        shared.log.write(LogRecord::WebhookPost {
            t_us: micros(shared.clock.now()),
            url: Some(url),
            attempt,
            updates: batch.len(),
            http_status: status,
            error: error.clone(),
            dropped: given_up,
        });
        {
            let mut state = shared.lock();
            state.counters.webhook_posts += 1;
            if error.is_some() {
                state.counters.webhook_failures += 1;
            }
            if given_up {
                state.counters.webhooks_dropped += 1;
            }
        }
        if error.is_none() {
            acknowledge(shared, &batch, true);
            return;
        }
        if given_up {
            return;
        }
        let wait = shared.clock.real(retry_delay(
            attempt,
            shared.config.webhooks.retry_max_interval,
        ));
        tokio::select! {
            () = shared.shutdown.cancelled() => return,
            () = tokio::time::sleep(wait) => {}
        }
    }
}

/// Wait before retry number `attempt + 1`: immediately, then 1 s, 2 s, 4 s … up to `max`.
fn retry_delay(attempt: u32, max: Duration) -> Duration {
    if attempt <= 1 {
        return Duration::ZERO;
    }
    Duration::from_secs(1u64 << (attempt - 2).min(30)).min(max)
}

fn acknowledge(shared: &Shared, batch: &[(SimTime, Update)], posted: bool) {
    let now = micros(shared.clock.now());
    let mut state = shared.lock();
    for (_, update) in batch {
        let Update::Status {
            wamid,
            status,
            error,
            duplicate,
            ..
        } = update
        else {
            continue;
        };
        if posted {
            state.counters.statuses_acknowledged += 1;
            if let Some(record) = state.records.get_mut(wamid)
                && !record.acknowledged.iter().any(|s| s == status)
            {
                record.acknowledged.push((*status).to_owned());
            }
        }
        shared.log.write(LogRecord::Status {
            t_us: now,
            wamid: wamid.clone(),
            status: (*status).to_owned(),
            code: error.as_ref().map(|e| e.code),
            duplicate: *duplicate,
            posted,
        });
    }
}

/// The JSON body of one POST: one entry for the WABA, one change per kind of update.
fn payload(shared: &Shared, batch: &[(SimTime, Update)]) -> Value {
    let config = &shared.config;
    let metadata = json!({
        "display_phone_number": config.display_phone_number,
        "phone_number_id": config.phone_number_id,
    });
    let mut statuses = Vec::new();
    let mut inbound_contacts = Vec::new();
    let mut inbound_messages = Vec::new();
    let mut preference_contacts = Vec::new();
    let mut preferences = Vec::new();
    let mut changes = Vec::new();
    for (due, update) in batch {
        let timestamp = shared.clock.unix_seconds(*due);
        match update {
            Update::Status { wamid, status, to, callback_data, error, pricing, .. } => {
                let mut object = json!({
                    "id": wamid,
                    "status": status,
                    "timestamp": timestamp.to_string(),
                    "recipient_id": to,
                    "recipient_user_id": shared.bsuid(to),
                });
                if let Some(data) = callback_data {
                    object["biz_opaque_callback_data"] = json!(data);
                }
                if let Some((pricing_type, category)) = pricing {
                    object["pricing"] = json!({
                        "billable": *pricing_type == "regular",
                        "pricing_model": "PMP",
                        "type": pricing_type,
                        "category": category,
                    });
                }
                if let Some(error) = error {
                    object["errors"] = json!([error.webhook_object()]);
                }
                statuses.push(object);
            }
            Update::Inbound { from, name, wamid, kind, object, context, errors } => {
                inbound_contacts.push(json!({"profile": {"name": name}, "wa_id": from, "user_id": shared.bsuid(from)}));
                let mut message = json!({
                    "from": from,
                    "from_user_id": shared.bsuid(from),
                    "id": wamid,
                    "timestamp": timestamp.to_string(),
                    "type": kind,
                });
                if let Some(object) = object {
                    message[kind.as_str()] = object.clone();
                }
                if let Some(id) = context {
                    message["context"] = json!({"from": config.display_phone_number, "id": id});
                }
                if let Some(errors) = errors {
                    message["errors"] = errors.clone();
                }
                inbound_messages.push(message);
            }
            Update::Preference { wa_id, value } => {
                preference_contacts.push(json!({"profile": {"name": ""}, "wa_id": wa_id, "user_id": shared.bsuid(wa_id)}));
                preferences.push(json!({
                    "wa_id": wa_id,
                    "detail": if value == "stop" { "User requested to stop marketing messages" } else { "User requested to resume marketing messages" },
                    "category": "marketing_messages",
                    "value": value,
                    "timestamp": timestamp,
                }));
            }
            Update::TemplateStatus { id, name, language, event, reason, category, rejection_info } => {
                let mut value = json!({
                    "event": event,
                    "message_template_id": id.parse::<u64>().map(Value::from).unwrap_or_else(|_| json!(id)),
                    "message_template_name": name,
                    "message_template_language": language,
                    "reason": reason,
                    "message_template_category": category,
                });
                if let Some((why, recommendation)) = rejection_info {
                    value["rejection_info"] = json!({"reason": why, "recommendation": recommendation});
                }
                changes.push(json!({"field": "message_template_status_update", "value": value}));
            }
            Update::Capability { tier } => changes.push(json!({
                "field": "business_capability_update",
                "value": {"max_daily_conversations_per_business": tier, "max_phone_numbers_per_business": 2},
            })),
            Update::Quality { event, tier } => changes.push(json!({
                "field": "phone_number_quality_update",
                "value": {
                    "display_phone_number": config.display_phone_number,
                    "event": event,
                    "max_daily_conversations_per_business": tier,
                },
            })),
        }
    }
    if !statuses.is_empty() {
        changes.insert(
            0,
            json!({"field": "messages", "value": {
            "messaging_product": "whatsapp", "metadata": metadata, "statuses": statuses}}),
        );
    }
    if !inbound_messages.is_empty() {
        changes.push(json!({"field": "messages", "value": {
            "messaging_product": "whatsapp", "metadata": metadata,
            "contacts": inbound_contacts, "messages": inbound_messages}}));
    }
    if !preferences.is_empty() {
        changes.push(json!({"field": "user_preferences", "value": {
            "messaging_product": "whatsapp", "metadata": metadata,
            "contacts": preference_contacts, "user_preferences": preferences}}));
    }
    json!({"object": "whatsapp_business_account", "entry": [{"id": config.waba_id, "changes": changes}]})
}

/// Hex HMAC-SHA256 of `body` with `secret`, as in `X-Hub-Signature-256`.
pub fn sign(secret: &[u8], body: &[u8]) -> String {
    // HMAC accepts keys of any length, so this cannot fail.
    let mut mac = Hmac::<Sha256>::new_from_slice(secret)
        .unwrap_or_else(|_| unreachable!("HMAC takes any key length"));
    mac.update(body);
    hex::encode(mac.finalize().into_bytes())
}

/// Escapes every non-ASCII character as `\uXXXX` (surrogate pairs beyond the BMP), as Meta
/// serialises webhook bodies. Valid on serialised JSON: non-ASCII only occurs inside strings.
pub fn escape_non_ascii(json: &str) -> String {
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        if c.is_ascii() {
            out.push(c);
        } else {
            let mut units = [0u16; 2];
            for unit in c.encode_utf16(&mut units) {
                out.push_str(&format!("\\u{unit:04x}"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_ascii_is_escaped_like_meta_and_stays_the_same_json() {
        let original = json!({"name": "Zoë 😀 محمد"}).to_string();
        let escaped = escape_non_ascii(&original);
        assert!(escaped.is_ascii(), "Meta's bodies are ASCII: {escaped}");
        assert!(
            escaped.contains("\\u00eb"),
            "ë is escaped lowercase as Meta does"
        );
        let a: Value = serde_json::from_str(&original).unwrap();
        let b: Value = serde_json::from_str(&escaped).unwrap();
        assert_eq!(a, b, "escaping must not change the JSON's meaning");
    }

    #[test]
    fn retries_start_immediately_and_slow_down_to_the_cap() {
        let cap = Duration::from_secs(300);
        let waits: Vec<u64> = (1..=12).map(|a| retry_delay(a, cap).as_secs()).collect();
        assert_eq!(waits, vec![0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    }

    #[test]
    fn signature_is_the_hex_hmac_of_the_raw_bytes() {
        // RFC 4231 test case 2.
        assert_eq!(
            sign(b"Jefe", b"what do ya want for nothing?"),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }
}
