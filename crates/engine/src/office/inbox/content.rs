//! What a customer sent, read from the typed object Meta put in the webhook
//! (`messages[].<type>`, kept in `inbound_messages.detail`). Every kind Meta sends has a shape
//! here; a kind Pacer does not know is kept as [`InboundContent::Unknown`] with Meta's name for
//! it, never dropped. Reading is forgiving: a field missing or of the wrong type is `None`,
//! because the row is already stored and the person must still see what it was.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// The most contact cards, order lines or phone numbers read from one message: a thread shows
/// a customer's message, not a database dump.
const MAX_LISTED: usize = 50;

/// What a customer's message is and says.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum InboundContent {
    /// Text they wrote.
    Text {
        /// What it says.
        body: String,
    },
    /// A picture, video, voice note or sound, file or sticker.
    Media {
        /// Which.
        media: MediaKind,
        /// The caption they wrote under it.
        caption: Option<String>,
        /// Its type, as Meta said (`image/jpeg`).
        mime_type: Option<String>,
        /// A document's file name.
        file_name: Option<String>,
        /// A voice note recorded in WhatsApp (not a sound file).
        voice: bool,
    },
    /// A place.
    Location {
        /// Degrees north.
        latitude: Option<f64>,
        /// Degrees east.
        longitude: Option<f64>,
        /// The place's name.
        name: Option<String>,
        /// Its address.
        address: Option<String>,
    },
    /// Contact cards.
    Contacts {
        /// The cards.
        cards: Vec<ContactCard>,
    },
    /// A template's quick-reply button, tapped.
    Button {
        /// The button's words.
        text: String,
        /// What the template said the button means (its payload).
        payload: Option<String>,
    },
    /// A reply button or a list row of an interactive message, chosen.
    Choice {
        /// The id the business gave it.
        id: Option<String>,
        /// Its words.
        title: String,
        /// A list row's description.
        description: Option<String>,
    },
    /// A form (WhatsApp Flow) sent back.
    Form {
        /// What the customer filled in, as Meta sent it (JSON text).
        response: Option<String>,
    },
    /// A reaction to a message.
    Reaction {
        /// The emoji; `None` when the customer took their reaction back.
        emoji: Option<String>,
        /// The message reacted to.
        message_id: Option<String>,
    },
    /// An order from the business's catalogue.
    Order {
        /// The catalogue's id.
        catalog_id: Option<String>,
        /// The customer's note.
        text: Option<String>,
        /// What they ordered.
        items: Vec<OrderItem>,
    },
    /// A notice from WhatsApp about the customer (they changed their number …).
    System {
        /// What WhatsApp said.
        body: Option<String>,
    },
    /// A kind WhatsApp does not pass on to businesses (a poll, a view-once photo …).
    Unsupported {
        /// What Meta called it, when it did.
        title: Option<String>,
    },
    /// A kind Pacer does not know yet, by Meta's name for it.
    Unknown {
        /// Meta's `type`.
        type_name: String,
        /// Any text it carried.
        text: Option<String>,
    },
}

/// Which kind of file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum MediaKind {
    /// A picture.
    Image,
    /// A video.
    Video,
    /// A voice note or sound.
    Audio,
    /// A file.
    Document,
    /// A sticker.
    Sticker,
}

impl MediaKind {
    /// The kind for Meta's `type`, when it is a file.
    pub fn of(kind: &str) -> Option<MediaKind> {
        Some(match kind {
            "image" => MediaKind::Image,
            "video" => MediaKind::Video,
            "audio" => MediaKind::Audio,
            "document" => MediaKind::Document,
            "sticker" => MediaKind::Sticker,
            _ => return None,
        })
    }
}

/// One contact card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ContactCard {
    /// The name as written on the card.
    pub name: Option<String>,
    /// Its phone numbers.
    pub phones: Vec<String>,
    /// Its email addresses.
    pub emails: Vec<String>,
    /// Its company.
    pub organisation: Option<String>,
}

/// One line of an order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OrderItem {
    /// The product's id in the catalogue.
    pub product: Option<String>,
    /// How many.
    pub quantity: Option<f64>,
    /// Price of one.
    pub price: Option<f64>,
    /// Its currency (`PKR`).
    pub currency: Option<String>,
}

/// Reads a stored customer message: its kind, the text Pacer kept, and Meta's typed object
/// (`None` for rows stored before Pacer kept it).
pub fn read(kind: &str, text: Option<&str>, detail: Option<&Value>) -> InboundContent {
    let empty = Value::Null;
    let d = detail.unwrap_or(&empty);
    let owned = |v: Option<&str>| v.map(str::to_owned);
    if let Some(media) = MediaKind::of(kind) {
        return InboundContent::Media {
            media,
            caption: str_of(d, "caption").or_else(|| owned(text)),
            mime_type: str_of(d, "mime_type"),
            file_name: str_of(d, "filename"),
            voice: d.get("voice").and_then(Value::as_bool).unwrap_or(false),
        };
    }
    match kind {
        "text" => InboundContent::Text {
            body: str_of(d, "body")
                .or_else(|| owned(text))
                .unwrap_or_default(),
        },
        "location" => InboundContent::Location {
            latitude: number_of(d, "latitude"),
            longitude: number_of(d, "longitude"),
            name: str_of(d, "name"),
            address: str_of(d, "address"),
        },
        "contacts" => InboundContent::Contacts {
            cards: d
                .as_array()
                .map(|cards| cards.iter().take(MAX_LISTED).map(card).collect())
                .unwrap_or_default(),
        },
        "button" => InboundContent::Button {
            text: str_of(d, "text")
                .or_else(|| owned(text))
                .or_else(|| str_of(d, "payload"))
                .unwrap_or_default(),
            payload: str_of(d, "payload"),
        },
        "interactive" => interactive(d, text),
        "reaction" => InboundContent::Reaction {
            emoji: str_of(d, "emoji").filter(|e| !e.is_empty()),
            message_id: str_of(d, "message_id"),
        },
        "order" => InboundContent::Order {
            catalog_id: str_of(d, "catalog_id"),
            text: str_of(d, "text"),
            items: d
                .get("product_items")
                .and_then(Value::as_array)
                .map(|items| items.iter().take(MAX_LISTED).map(order_item).collect())
                .unwrap_or_default(),
        },
        "system" => InboundContent::System {
            body: str_of(d, "body").or_else(|| owned(text)),
        },
        "unsupported" => InboundContent::Unsupported {
            title: str_of(d, "type").or_else(|| {
                d.get("errors")
                    .and_then(|e| e.get(0))
                    .and_then(|e| str_of(e, "title"))
            }),
        },
        other => InboundContent::Unknown {
            type_name: other.to_owned(),
            text: owned(text),
        },
    }
}

fn interactive(d: &Value, text: Option<&str>) -> InboundContent {
    let reply = d.get("button_reply").or_else(|| d.get("list_reply"));
    if let Some(reply) = reply {
        return InboundContent::Choice {
            id: str_of(reply, "id"),
            title: str_of(reply, "title")
                .or_else(|| text.map(str::to_owned))
                .unwrap_or_default(),
            description: str_of(reply, "description"),
        };
    }
    if let Some(form) = d.get("nfm_reply") {
        return InboundContent::Form {
            response: str_of(form, "response_json").or_else(|| str_of(form, "body")),
        };
    }
    InboundContent::Unknown {
        type_name: format!(
            "interactive/{}",
            str_of(d, "type").unwrap_or_else(|| "unknown".into())
        ),
        text: text.map(str::to_owned),
    }
}

fn card(value: &Value) -> ContactCard {
    let listed = |key: &str, field: &str| -> Vec<String> {
        value
            .get(key)
            .and_then(Value::as_array)
            .map(|items| {
                items
                    .iter()
                    .take(MAX_LISTED)
                    .filter_map(|i| str_of(i, field))
                    .collect()
            })
            .unwrap_or_default()
    };
    ContactCard {
        name: value
            .get("name")
            .and_then(|n| str_of(n, "formatted_name").or_else(|| str_of(n, "first_name"))),
        phones: listed("phones", "phone"),
        emails: listed("emails", "email"),
        organisation: value.get("org").and_then(|o| str_of(o, "company")),
    }
}

fn order_item(value: &Value) -> OrderItem {
    OrderItem {
        product: str_of(value, "product_retailer_id"),
        quantity: number_of(value, "quantity"),
        price: number_of(value, "item_price"),
        currency: str_of(value, "currency"),
    }
}

/// A text field; Meta writes a few numbers as strings and strings as numbers, so both read.
fn str_of(value: &Value, key: &str) -> Option<String> {
    match value.get(key)? {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn number_of(value: &Value, key: &str) -> Option<f64> {
    match value.get(key)? {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
    .filter(|n: &f64| n.is_finite())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_kind_meta_sends_reads_into_its_shape() {
        let text = read(
            "text",
            Some("hi"),
            Some(&json!({"body": "Paid, thank you"})),
        );
        assert_eq!(
            text,
            InboundContent::Text {
                body: "Paid, thank you".into()
            }
        );
        let voice = read(
            "audio",
            None,
            Some(&json!({"id": "1", "mime_type": "audio/ogg; codecs=opus", "voice": true})),
        );
        assert!(matches!(
            voice,
            InboundContent::Media {
                media: MediaKind::Audio,
                voice: true,
                ..
            }
        ));
        let place = read(
            "location",
            None,
            Some(&json!({"latitude": 24.86, "longitude": "67.01", "name": "Shop"})),
        );
        assert_eq!(
            place,
            InboundContent::Location {
                latitude: Some(24.86),
                longitude: Some(67.01),
                name: Some("Shop".into()),
                address: None
            }
        );
        let cards = read(
            "contacts",
            None,
            Some(&json!([{"name": {"formatted_name": "Ali"}, "phones": [{"phone": "+92 300"}]}])),
        );
        assert_eq!(
            cards,
            InboundContent::Contacts {
                cards: vec![ContactCard {
                    name: Some("Ali".into()),
                    phones: vec!["+92 300".into()],
                    emails: vec![],
                    organisation: None
                }]
            }
        );
        let tap = read(
            "button",
            Some("Pay now"),
            Some(&json!({"payload": "PAY", "text": "Pay now"})),
        );
        assert_eq!(
            tap,
            InboundContent::Button {
                text: "Pay now".into(),
                payload: Some("PAY".into())
            }
        );
        let row = read(
            "interactive",
            None,
            Some(
                &json!({"type": "list_reply", "list_reply": {"id": "r1", "title": "Red", "description": "Size M"}}),
            ),
        );
        assert_eq!(
            row,
            InboundContent::Choice {
                id: Some("r1".into()),
                title: "Red".into(),
                description: Some("Size M".into())
            }
        );
        let taken_back = read(
            "reaction",
            None,
            Some(&json!({"message_id": "wamid.1", "emoji": ""})),
        );
        assert_eq!(
            taken_back,
            InboundContent::Reaction {
                emoji: None,
                message_id: Some("wamid.1".into())
            }
        );
        let order = read(
            "order",
            None,
            Some(
                &json!({"catalog_id": "c", "product_items": [{"product_retailer_id": "p1", "quantity": "2", "item_price": 450, "currency": "PKR"}]}),
            ),
        );
        assert!(
            matches!(order, InboundContent::Order { ref items, .. } if items[0].quantity == Some(2.0))
        );
    }

    #[test]
    fn a_kind_pacer_does_not_know_is_kept_by_name_and_rows_from_before_still_read() {
        assert_eq!(
            read("poll", Some("Which day?"), None),
            InboundContent::Unknown {
                type_name: "poll".into(),
                text: Some("Which day?".into())
            }
        );
        assert_eq!(
            read(
                "unsupported",
                None,
                Some(&json!({"errors": [{"title": "Message type unknown"}]}))
            ),
            InboundContent::Unsupported {
                title: Some("Message type unknown".into())
            }
        );
        // Stored before 0009: no detail, the text Pacer kept.
        assert_eq!(
            read("text", Some("price?"), None),
            InboundContent::Text {
                body: "price?".into()
            }
        );
        // Wrong types inside Meta's object never fail the read.
        assert!(matches!(
            read("location", None, Some(&json!({"latitude": "north"}))),
            InboundContent::Location { latitude: None, .. }
        ));
    }
}
