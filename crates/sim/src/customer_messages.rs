//! What a customer sends, and the answers customers give template messages on their own,
//! drawn from the seed. Pure: `customers.rs` carries them out.

use std::time::Duration;

use serde::Deserialize;
use serde_json::{Map, Value, json};

use crate::clock::SimTime;
use crate::fate::Fate;

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

/// Profile names the simulator's customers answer with, from the markets Pacer serves.
const CUSTOMER_NAMES: [&str; 8] = [
    "Ayesha Khan",
    "Rahul Sharma",
    "Siti Rahmawati",
    "João Pereira",
    "María González",
    "Omar Al-Farsi",
    "Fatima Noor",
    "Carlos Ramírez",
];

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
    let names = CUSTOMER_NAMES.len() as u64;
    let mut message = CustomerMessage {
        from: to.to_owned(),
        // The same number always has the same profile name.
        name: CUSTOMER_NAMES[(fate.bits("customer-name", &[to.as_bytes()]) % names) as usize]
            .into(),
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
