//! The simulator's customers: they write in with any kind of message Meta delivers, and —
//! when `customer_replies` is set — answer some of the business's template messages on their
//! own, so a demo's Inbox is alive.
//!
//! `POST /_sim/inbound` (`control.rs`) and the replies below both go through
//! [`Shared::customer_sends`]: the customer's service window opens, a media kind gets a small
//! real file behind a media id (`customer_files.rs`), and the message is posted by webhook in
//! Meta's shape (`webhooks.rs`).

use std::time::Duration;

use bytes::Bytes;
use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::clock::{SimTime, micros};
use crate::control::ControlError;
use crate::customer_files::{CustomerFile, MEDIA_KINDS, padded, sample};
use crate::fate::Fate;
use crate::log::LogRecord;
use crate::messages::phone_digits;
use crate::shared::Shared;
use crate::webhook_queue::Update;

/// What a customer sends: `{from, name?, type, <type>?: object, context?: {id}, file?}`.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct CustomerMessage {
    /// The customer's number, with its country code.
    pub from: String,
    /// Their profile name.
    #[serde(default)]
    pub name: String,
    /// Meta's `messages[].type` (default `text`).
    #[serde(rename = "type", default = "text_kind")]
    pub kind: String,
    /// Shortcut for a text's body (what `/_sim/inbound` took before it knew other kinds).
    #[serde(default)]
    pub text: Option<String>,
    /// The business's message this one answers (`context.id`).
    #[serde(default)]
    pub context: Option<ContextRef>,
    /// For a media kind: the file the simulator makes.
    #[serde(default)]
    pub file: Option<FileRequest>,
    /// The typed object under the kind's name (`"image": {…}`), and anything else given.
    #[serde(flatten)]
    pub objects: Map<String, Value>,
}

fn text_kind() -> String {
    "text".into()
}

/// `context: {id}`.
#[derive(Debug, Clone, Deserialize)]
pub struct ContextRef {
    /// The wamid of the business's message.
    pub id: String,
}

/// How the file of a media message is made.
#[derive(Debug, Clone, Copy, Default, Deserialize)]
pub struct FileRequest {
    /// Its size in bytes: the sample file padded with zeros (at most 32 MiB).
    pub size: Option<u64>,
    /// What `GET /{media-id}` says its `file_size` is (to make Meta's answer lie).
    pub declared_size: Option<u64>,
}

/// What the customer's message became.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CustomerSent {
    /// Its wamid.
    pub wamid: String,
    /// The media id of its file, for a media kind.
    pub media_id: Option<String>,
}

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
        let wamid = {
            let mut state = self.lock();
            state.seq += 1;
            state.last_inbound.insert(from.clone(), now);
            // Meta counts inbound messages against the number's throughput.
            if let Some(window) = state.throughput.as_mut() {
                window.record(now);
            }
            state.counters.inbound += 1;
            format!(
                "wamid.IN{}",
                self.fate.bits("inbound", &[&state.seq.to_le_bytes()])
            )
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

/// A customer's answer to a delivered template message, waiting for its time.
#[derive(Debug, Clone)]
pub struct PlannedReply {
    /// When the customer sends it (simulated time).
    pub due: SimTime,
    /// What they send.
    pub message: CustomerMessage,
    /// Whether it is a "STOP": their marketing preference changes with it.
    pub stops_marketing: bool,
}

/// Short texts customers answer an invoice or a reminder with (their own words, in English).
const SHORT_TEXTS: [&str; 4] = [
    "Paid, thank you",
    "Wrong amount?",
    "Price?",
    "Can you send it again?",
];

/// Whether the customer answers template message `wamid` sent to `to`, and how: drawn from the
/// seed, so a run with the same seed gets the same answers. `rate` is the share of template
/// messages answered; `quick_replies` are the template's buttons.
pub fn plan_reply(
    fate: &Fate,
    rate: f64,
    wamid: &str,
    to: &str,
    quick_replies: &[String],
    delivered_by: SimTime,
) -> Option<PlannedReply> {
    let w = wamid.as_bytes();
    if !fate.chance(rate, "customer-reply", &[w]) {
        return None;
    }
    // Between half a minute and ten minutes after the message arrived.
    let delay = Duration::from_secs(30)
        + Duration::from_secs(570).mul_f64(fate.unit("customer-reply-delay", &[w]));
    let mut message = CustomerMessage {
        from: to.to_owned(),
        ..CustomerMessage::default()
    };
    let mut stops_marketing = false;
    let pick = fate.unit("customer-reply-kind", &[w]);
    if !quick_replies.is_empty() && pick < 0.25 {
        let index =
            (fate.bits("customer-reply-button", &[w]) % quick_replies.len() as u64) as usize;
        let text = &quick_replies[index];
        message.kind = "button".into();
        message
            .objects
            .insert("button".into(), json!({"payload": text, "text": text}));
        message.context = Some(ContextRef {
            id: wamid.to_owned(),
        });
    } else if pick < 0.4 {
        message.kind = "image".into();
        message
            .objects
            .insert("image".into(), json!({"caption": "Bank slip"}));
    } else if pick < 0.5 {
        message.kind = "text".into();
        message.text = Some("STOP".into());
        stops_marketing = true;
    } else {
        message.kind = "text".into();
        let index = (fate.bits("customer-reply-text", &[w]) % SHORT_TEXTS.len() as u64) as usize;
        message.text = Some(SHORT_TEXTS[index].into());
        // A typed answer quotes the invoice half the time, as people do.
        if fate.chance(0.5, "customer-reply-quotes", &[w]) {
            message.context = Some(ContextRef {
                id: wamid.to_owned(),
            });
        }
    }
    Some(PlannedReply {
        due: delivered_by + delay,
        message,
        stops_marketing,
    })
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_are_deterministic_and_about_as_frequent_as_asked() {
        let fate = Fate::new(7);
        let buttons = vec!["Pay now".to_owned(), "Stop promotions".to_owned()];
        let mut answered = 0;
        let mut kinds = std::collections::BTreeSet::new();
        for i in 0..2_000 {
            let wamid = format!("wamid.{i}");
            let a = plan_reply(&fate, 0.1, &wamid, "923001234567", &buttons, Duration::ZERO);
            let b = plan_reply(&fate, 0.1, &wamid, "923001234567", &buttons, Duration::ZERO);
            assert_eq!(a.is_some(), b.is_some(), "the same seed answers the same");
            if let Some(reply) = a {
                answered += 1;
                assert!(reply.due >= Duration::from_secs(30));
                kinds.insert((reply.message.kind.clone(), reply.stops_marketing));
                if reply.message.kind == "button" {
                    assert_eq!(
                        reply.message.context.as_ref().map(|c| c.id.as_str()),
                        Some(wamid.as_str())
                    );
                }
            }
        }
        assert!(
            (120..=280).contains(&answered),
            "about 10 % of 2000: {answered}"
        );
        for kind in [
            ("button", false),
            ("image", false),
            ("text", true),
            ("text", false),
        ] {
            assert!(
                kinds.contains(&(kind.0.to_owned(), kind.1)),
                "{kind:?} among {kinds:?}"
            );
        }
    }

    #[test]
    fn no_rate_no_replies_and_no_buttons_no_taps() {
        let fate = Fate::new(1);
        for i in 0..500 {
            let wamid = format!("wamid.{i}");
            assert!(plan_reply(&fate, 0.0, &wamid, "1", &[], Duration::ZERO).is_none());
            if let Some(reply) = plan_reply(&fate, 1.0, &wamid, "1", &[], Duration::ZERO) {
                assert_ne!(reply.message.kind, "button");
            }
        }
    }
}
