//! The simulator's customers: they write in with any kind of message Meta delivers, and —
//! when `customer_replies` is set — answer some of the business's template messages on their
//! own, so a demo's Inbox is alive.
//!
//! `POST /_sim/inbound` (`control.rs`) and the replies (`customer_messages.rs` plans them) both
//! go through [`Shared::customer_sends`]: the customer's service window opens, a media kind gets
//! a small real file behind a media id (`customer_files.rs`), and the message is posted by
//! webhook in Meta's shape (`webhooks.rs`).

use std::time::Duration;

use bytes::Bytes;
use serde_json::{Map, Value, json};

use crate::clock::{SimTime, micros};
use crate::control::ControlError;
use crate::customer_files::{CustomerFile, MEDIA_KINDS, padded, sample};
use crate::customer_messages::{CustomerMessage, CustomerSent, FileRequest, PlannedReply};
use crate::log::LogRecord;
use crate::messages::phone_digits;
use crate::shared::Shared;
use crate::webhook_queue::Update;

/// Kinds Meta delivers that the simulator knows how to fill in.
const KINDS: [&str; 14] = [
    "text",
    "image",
    "video",
    "audio",
    "document",
    "sticker",
    "location",
    "contacts",
    "button",
    "interactive",
    "reaction",
    "order",
    "unsupported",
    "unknown",
];

impl Shared {
    /// A customer sends a message of any kind: opens their 24 h window, stores a media kind's
    /// file behind a new media id, and posts the inbound webhook.
    pub fn customer_sends(&self, message: CustomerMessage) -> Result<CustomerSent, ControlError> {
        let from = phone_digits(&message.from).ok_or_else(|| {
            ControlError(format!(
                "\"{}\" is not a phone number with its country code",
                message.from
            ))
        })?;
        let kind = message.kind.trim().to_ascii_lowercase();
        if !KINDS.contains(&kind.as_str()) {
            return Err(ControlError(format!(
                "type \"{kind}\" is not one Meta sends; use one of {}",
                KINDS.join(", ")
            )));
        }
        let mut objects = message.objects;
        let given = objects.remove(&kind);
        if given.as_ref().is_some_and(|v| !v.is_object()) && kind != "contacts" {
            return Err(ControlError(format!("\"{kind}\" must be a JSON object")));
        }
        let now = self.clock.now();
        let mut media_id = None;
        let mut errors = None;
        let object = match kind.as_str() {
            "text" => Some(given.unwrap_or_else(|| {
                json!({"body": message.text.clone().unwrap_or_else(|| "Hi".into())})
            })),
            k if MEDIA_KINDS.contains(&k) => {
                let (object, id) = self.make_file(k, given, message.file, now)?;
                media_id = id;
                Some(object)
            }
            "location" => Some(given.unwrap_or_else(|| {
                json!({"latitude": 24.8607, "longitude": 67.0011, "name": "Saddar", "address": "Saddar, Karachi"})
            })),
            "contacts" => Some(given.unwrap_or_else(|| {
                json!([{"name": {"formatted_name": "Ayesha Khan", "first_name": "Ayesha"},
                        "phones": [{"phone": "+92 300 1234567", "wa_id": "923001234567", "type": "CELL"}]}])
            })),
            "button" => {
                let button = given.ok_or_else(|| {
                    ControlError("a button tap needs \"button\": {\"text\": …, \"payload\": …}".into())
                })?;
                let text = button.get("text").and_then(Value::as_str).unwrap_or_default();
                if text.is_empty() {
                    return Err(ControlError("\"button\" needs its \"text\"".into()));
                }
                let payload = button.get("payload").and_then(Value::as_str).unwrap_or(text);
                Some(json!({"payload": payload, "text": text}))
            }
            "interactive" => {
                let reply = given.ok_or_else(|| {
                    ControlError("an interactive reply needs \"interactive\": {\"type\": \"button_reply\", \"button_reply\": {\"id\": …, \"title\": …}}".into())
                })?;
                let reply_type = reply.get("type").and_then(Value::as_str).unwrap_or_default();
                if !matches!(reply_type, "button_reply" | "list_reply") || reply.get(reply_type).is_none() {
                    return Err(ControlError("\"interactive\" needs \"type\": \"button_reply\" or \"list_reply\" and that object".into()));
                }
                Some(reply)
            }
            "reaction" => {
                let reaction = given.ok_or_else(|| {
                    ControlError("a reaction needs \"reaction\": {\"message_id\": …, \"emoji\": …}".into())
                })?;
                if reaction.get("message_id").and_then(Value::as_str).is_none() {
                    return Err(ControlError("\"reaction\" needs its \"message_id\"".into()));
                }
                Some(reaction)
            }
            "order" => Some(given.unwrap_or_else(|| {
                json!({"catalog_id": "354160437058781", "text": "", "product_items": [
                    {"product_retailer_id": "INVOICE-BOOK", "quantity": 2, "item_price": 450, "currency": "PKR"}]})
            })),
            // "unsupported" and "unknown": Meta names the kind and says why it cannot show it.
            _ => {
                errors = Some(json!([{
                    "code": 131051,
                    "title": "Message type unknown",
                    "message": "Message type unknown",
                    "error_data": {"details": "Message type is currently not supported."},
                }]));
                given
            }
        };
        let (wamid, now) = {
            let mut state = self.lock();
            // Counted at the time read under the lock, in order with the sends (see
            // `decide_send_logged`).
            let now = self.clock.now();
            state.seq += 1;
            state.last_inbound.insert(from.clone(), now);
            // Meta counts inbound messages against the number's throughput.
            if let Some(window) = state.throughput.as_mut() {
                window.record(now);
            }
            state.counters.inbound += 1;
            let wamid = format!(
                "wamid.IN{}",
                self.fate.bits("inbound", &[&state.seq.to_le_bytes()])
            );
            (wamid, now)
        };
        self.webhooks.push(
            now + self.config.webhooks.sent_after.0,
            Update::Inbound {
                from: from.clone(),
                name: message.name,
                wamid: wamid.clone(),
                kind,
                object,
                context: message.context.map(|c| c.id),
                errors,
            },
        );
        self.log.write(LogRecord::Inbound {
            t_us: micros(now),
            from,
            wamid: wamid.clone(),
        });
        Ok(CustomerSent { wamid, media_id })
    }

    /// The media object of a media message, with a real file stored behind its id (unless
    /// the object already names an id).
    fn make_file(
        &self,
        kind: &str,
        given: Option<Value>,
        file: Option<FileRequest>,
        now: SimTime,
    ) -> Result<(Value, Option<String>), ControlError> {
        let mut object = match given {
            Some(Value::Object(map)) => map,
            _ => Map::new(),
        };
        if let Some(id) = object.get("id").and_then(Value::as_str) {
            return Ok((Value::Object(object.clone()), Some(id.to_owned())));
        }
        let voice = object.get("voice").and_then(Value::as_bool).unwrap_or(true);
        let (mime_type, bytes) = sample(kind, voice)
            .ok_or_else(|| ControlError(format!("no sample file for {kind}")))?;
        let request = file.unwrap_or_default();
        let bytes = match request.size {
            Some(size) => padded(bytes, size),
            None => Bytes::from_static(bytes),
        };
        let mut stored = CustomerFile::new(mime_type, bytes, now);
        if let Some(declared) = request.declared_size {
            stored.declared_size = declared;
        }
        let media_id = {
            let mut state = self.lock();
            state.seq += 1;
            let id = format!(
                "{}",
                1_000_000_000_000_000
                    + self
                        .fate
                        .bits("customer-media", &[&state.seq.to_le_bytes()])
                        % 9_000_000_000_000_000
            );
            object.insert("id".into(), json!(id));
            object.insert("mime_type".into(), json!(mime_type));
            object.insert("sha256".into(), json!(stored.sha256_base64()));
            state.customer_files.insert(id.clone(), stored);
            id
        };
        match kind {
            "document" => {
                object
                    .entry("filename")
                    .or_insert_with(|| json!("bank-slip.pdf"));
            }
            "audio" => {
                object.insert("voice".into(), json!(voice));
            }
            "sticker" => {
                object.entry("animated").or_insert(json!(false));
            }
            _ => {}
        }
        Ok((Value::Object(object), Some(media_id)))
    }
}

/// Sends the customers' planned replies when they are due, until the simulator stops. Only
/// runs when `customer_replies` is above zero.
pub async fn run_replies(shared: std::sync::Arc<Shared>) {
    if shared.config.recipients.customer_replies <= 0.0 {
        return;
    }
    loop {
        let now = shared.clock.now();
        let due: Vec<PlannedReply> = {
            let mut state = shared.lock();
            let (due, later) = std::mem::take(&mut state.planned_replies)
                .into_iter()
                .partition(|r| r.due <= now);
            state.planned_replies = later;
            due
        };
        for reply in due {
            let from = reply.message.from.clone();
            match shared.customer_sends(reply.message) {
                Ok(_) if reply.stops_marketing => {
                    // Like tapping "Stop promotions": Meta records the choice and says so.
                    let _ = shared.set_marketing_preference(&from, true);
                }
                Ok(_) => {}
                Err(error) => tracing::debug!(%error, "a planned customer reply was not sent"),
            }
        }
        tokio::select! {
            () = shared.shutdown.cancelled() => return,
            () = tokio::time::sleep(Duration::from_millis(200)) => {}
        }
    }
}
