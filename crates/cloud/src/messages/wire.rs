//! The message as it is on the wire: `type` names the key its content object sits under. Also
//! the helpers the open tagged enums (components, parameters) share to read and write
//! `{"type": …, …}` objects.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize, Serializer};
use serde_json::Value;

use super::{
    ExtraFields, MESSAGING_PRODUCT, MessageContent, OutboundMessage, Recipient, RecipientType,
    ReplyContext,
};

/// The message as it is on the wire: the content object sits under the key named by `type`.
#[derive(Serialize, Deserialize)]
pub(super) struct WireMessage {
    #[serde(default = "messaging_product")]
    messaging_product: String,
    #[serde(default)]
    recipient_type: RecipientType,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    to: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    recipient: Option<String>,
    /// Meta's default type is `text`.
    #[serde(rename = "type", default = "text_kind")]
    kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    context: Option<ReplyContext>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    biz_opaque_callback_data: Option<String>,
    #[serde(flatten)]
    rest: ExtraFields,
}

fn messaging_product() -> String {
    MESSAGING_PRODUCT.to_owned()
}

fn text_kind() -> String {
    "text".to_owned()
}

impl TryFrom<WireMessage> for OutboundMessage {
    type Error = String;

    fn try_from(mut wire: WireMessage) -> Result<Self, Self::Error> {
        if wire.messaging_product != MESSAGING_PRODUCT {
            return Err(format!(
                "`messaging_product` must be \"{MESSAGING_PRODUCT}\", not {:?}",
                wire.messaging_product
            ));
        }
        let recipient = match (wire.to, wire.recipient) {
            (Some(to), None) => Recipient::Phone(to),
            (None, Some(user_id)) => Recipient::UserId(user_id),
            (Some(_), Some(_)) => {
                return Err("a message takes `to` or `recipient`, not both".to_owned());
            }
            (None, None) => {
                return Err(
                    "a message needs `to` (phone number) or `recipient` (user id)".to_owned(),
                );
            }
        };
        let Some(body) = wire.rest.remove(&wire.kind) else {
            return Err(format!("a `{0}` message needs a `{0}` object", wire.kind));
        };
        let content = match wire.kind.as_str() {
            "text" => MessageContent::Text(typed(body, "text")?),
            "template" => MessageContent::Template(typed(body, "template")?),
            "document" => MessageContent::Document(typed(body, "document")?),
            "image" => MessageContent::Image(typed(body, "image")?),
            "video" => MessageContent::Video(typed(body, "video")?),
            _ => MessageContent::Other {
                kind: wire.kind,
                body,
            },
        };
        Ok(OutboundMessage {
            recipient,
            recipient_type: wire.recipient_type,
            content,
            context: wire.context,
            biz_opaque_callback_data: wire.biz_opaque_callback_data,
            extra: wire.rest,
        })
    }
}

impl From<OutboundMessage> for WireMessage {
    fn from(message: OutboundMessage) -> Self {
        let (to, recipient) = match message.recipient {
            Recipient::Phone(phone) => (Some(phone), None),
            Recipient::UserId(user_id) => (None, Some(user_id)),
        };
        let kind = message.content.kind().to_owned();
        let body = match message.content {
            MessageContent::Text(text) => to_value(&text),
            MessageContent::Template(template) => to_value(&template),
            MessageContent::Document(media)
            | MessageContent::Image(media)
            | MessageContent::Video(media) => to_value(&media),
            MessageContent::Other { body, .. } => body,
        };
        let mut rest = message.extra;
        rest.insert(kind.clone(), body);
        WireMessage {
            messaging_product: messaging_product(),
            recipient_type: message.recipient_type,
            to,
            recipient,
            kind,
            context: message.context,
            biz_opaque_callback_data: message.biz_opaque_callback_data,
            rest,
        }
    }
}

/// Serialises one of this module's types. They hold only strings, numbers, booleans, vectors
/// and string-keyed maps, which serde_json always serialises; `Null` would only ever stand for
/// an impossible failure.
fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// Reads `value` as `T`, naming `what` in the error.
pub(super) fn typed<T: DeserializeOwned>(value: Value, what: &str) -> Result<T, String> {
    serde_json::from_value(value).map_err(|error| format!("`{what}` object: {error}"))
}

/// Reads the fields of a tagged object (its `type` already taken off) as `T`.
pub(super) fn fields_as<T: DeserializeOwned, E: serde::de::Error>(
    fields: ExtraFields,
    what: &str,
) -> Result<T, E> {
    typed(Value::Object(fields), what).map_err(E::custom)
}

/// Serialises a known variant of an open tagged enum: `{"type": kind, …inner's fields}`.
pub(super) fn serialize_tagged<S: Serializer, T: Serialize>(
    serializer: S,
    kind: &str,
    inner: &T,
) -> Result<S::Ok, S::Error> {
    #[derive(Serialize)]
    struct Tagged<'a, T> {
        #[serde(rename = "type")]
        kind: &'a str,
        #[serde(flatten)]
        inner: &'a T,
    }
    Tagged { kind, inner }.serialize(serializer)
}

/// Reads an object with a `type` key: `Ok((kind, fields without type))`, or the whole map back
/// in `Err` when `type` is missing or not a string.
pub(super) fn split_tag(mut map: ExtraFields) -> Result<(String, ExtraFields), ExtraFields> {
    match map.remove("type") {
        Some(Value::String(kind)) => Ok((kind, map)),
        Some(other) => {
            map.insert("type".to_owned(), other);
            Err(map)
        }
        None => Err(map),
    }
}

/// Puts `type` back into fields taken apart by [`split_tag`], for the `Other` variants.
pub(super) fn rejoin_tag(kind: String, mut fields: ExtraFields) -> ExtraFields {
    fields.insert("type".to_owned(), Value::String(kind));
    fields
}
