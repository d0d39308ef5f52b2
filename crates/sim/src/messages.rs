//! `POST /{version}/{phone_number_id}/messages`: reading and checking one send request.
//!
//! Checks run in Meta's order: the body is JSON, `messaging_product` is `whatsapp`, the
//! recipient is a phone number, the message type's object is complete and within Meta's
//! limits, a template matches its definition. Anything wrong gets Meta's code and a `details`
//! line naming the field. Limits and faults are decided afterwards, in [`crate::server`].

use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

use crate::errors::MetaError;
use crate::templates::{Category, TemplateSend, TemplateStore, media_reference};

/// Longest text body (`docs/meta-cloud-api.md#common-body`).
pub const TEXT_BODY_MAX: usize = 4096;
/// Longest `biz_opaque_callback_data` (`docs/meta-cloud-api.md#biz-opaque-callback-data`).
pub const CALLBACK_DATA_MAX: usize = 512;

const MEDIA_TYPES: &[&str] = &["image", "document", "video", "audio", "sticker"];
const OTHER_TYPES: &[&str] = &["interactive", "location", "contacts", "reaction"];

/// A send request that passed every synchronous check.
#[derive(Debug, Clone)]
pub struct Outbound {
    /// `to` as the caller wrote it.
    pub input: String,
    /// The recipient's digits (Meta's `wa_id`).
    pub to: String,
    /// What is being sent.
    pub kind: Kind,
    /// `biz_opaque_callback_data`, echoed in status webhooks.
    pub callback_data: Option<String>,
    /// Hash of the message without its callback data.
    pub content_hash: String,
}

/// The kinds of message the simulator tells apart.
#[derive(Debug, Clone)]
pub enum Kind {
    /// Free-form text: needs an open service window.
    Text,
    /// A template: may open a conversation; counts toward the tier.
    Template(TemplateSend),
    /// Media by id or link: needs an open service window.
    Media {
        /// An uploaded media id (checked when the message goes out).
        id: Option<String>,
    },
    /// Interactive, location, contacts, reaction: need an open service window.
    Other,
}

impl Kind {
    /// Whether Meta sends this outside a service window (only templates).
    pub fn is_template(&self) -> bool {
        matches!(self, Kind::Template(_))
    }

    /// The template's category, if a template.
    pub fn category(&self) -> Option<Category> {
        match self {
            Kind::Template(send) => Some(send.category),
            _ => None,
        }
    }
}

/// Reads and checks a send request's body.
pub fn parse(body: &[u8], templates: &TemplateStore) -> Result<Outbound, MetaError> {
    let value: Value = serde_json::from_slice(body).map_err(|e| {
        MetaError::invalid_parameter(format!("The request body is not valid JSON: {e}"))
    })?;
    let Value::Object(object) = value else {
        return Err(MetaError::invalid_parameter(
            "The request body must be a JSON object.",
        ));
    };
    match object.get("messaging_product") {
        None | Some(Value::Null) => {
            return Err(MetaError::invalid_parameter(
                "The parameter messaging_product is required.",
            ));
        }
        Some(Value::String(p)) if p == "whatsapp" => {}
        Some(other) => {
            return Err(MetaError::invalid_parameter(format!(
                "Param messaging_product must be one of {{WHATSAPP}} - got {other}."
            )));
        }
    }
    match object.get("recipient_type") {
        None | Some(Value::Null) => {}
        Some(Value::String(t)) if t == "individual" => {}
        Some(Value::String(t)) if t == "group" => {
            return Err(MetaError::invalid_parameter(
                "Param recipient_type \"group\" needs the Groups API, which this simulator does not provide.",
            ));
        }
        Some(other) => {
            return Err(MetaError::invalid_parameter(format!(
                "Param recipient_type must be one of {{INDIVIDUAL, GROUP}} - got {other}."
            )));
        }
    }
    if object.contains_key("recipient") && !object.contains_key("to") {
        return Err(MetaError::invalid_parameter(
            "Param recipient (a business-scoped user id) is not supported by this simulator; address the message with to.",
        ));
    }
    let input = match object.get("to") {
        None | Some(Value::Null) => {
            return Err(MetaError::missing("The parameter to is required."));
        }
        Some(Value::String(to)) => to.clone(),
        Some(_) => return Err(MetaError::invalid_parameter("Param to must be a string.")),
    };
    let to = phone_digits(&input).ok_or_else(|| {
        MetaError::invalid_value(format!(
            "Invalid parameter: to \"{input}\" is not a phone number (country code and number, e.g. +923001234567)"
        ))
    })?;
    let kind_name = match object.get("type") {
        None | Some(Value::Null) => "text",
        Some(Value::String(t)) => t.as_str(),
        Some(_) => return Err(MetaError::invalid_parameter("Param type must be a string.")),
    };
    let kind = match kind_name {
        "text" => {
            text_body(&object)?;
            Kind::Text
        }
        "template" => {
            let template = object
                .get("template")
                .ok_or_else(|| MetaError::missing("The parameter template is required."))?;
            Kind::Template(templates.check_send(template)?)
        }
        media if MEDIA_TYPES.contains(&media) => {
            let object = object
                .get(media)
                .ok_or_else(|| MetaError::missing(format!("The parameter {media} is required.")))?;
            Kind::Media {
                id: media_reference(object, media)?,
            }
        }
        other if OTHER_TYPES.contains(&other) => {
            if !object.get(other).is_some_and(Value::is_object) {
                return Err(MetaError::missing(format!(
                    "The parameter {other} is required."
                )));
            }
            Kind::Other
        }
        other => {
            return Err(MetaError::invalid_parameter(format!(
                "Param type must be one of {{AUDIO, CONTACTS, DOCUMENT, IMAGE, INTERACTIVE, LOCATION, REACTION, STICKER, TEMPLATE, TEXT, VIDEO}} - got \"{other}\"."
            )));
        }
    };
    let callback_data = match object.get("biz_opaque_callback_data") {
        None | Some(Value::Null) => None,
        Some(Value::String(data)) if data.chars().count() > CALLBACK_DATA_MAX => {
            return Err(MetaError::invalid_parameter(format!(
                "Param biz_opaque_callback_data must be at most {CALLBACK_DATA_MAX} characters long."
            )));
        }
        Some(Value::String(data)) => Some(data.clone()),
        Some(_) => {
            return Err(MetaError::invalid_parameter(
                "Param biz_opaque_callback_data must be a string.",
            ));
        }
    };
    Ok(Outbound {
        input,
        content_hash: content_hash(&to, &object),
        to,
        kind,
        callback_data,
    })
}

fn text_body(object: &Map<String, Value>) -> Result<(), MetaError> {
    let text = object
        .get("text")
        .ok_or_else(|| MetaError::missing("The parameter text is required."))?;
    match text.get("body") {
        None | Some(Value::Null) => Err(MetaError::missing(
            "The parameter text['body'] is required.",
        )),
        Some(Value::String(body)) if body.trim().is_empty() => Err(MetaError::missing(
            "The parameter text['body'] is required.",
        )),
        Some(Value::String(body)) if body.chars().count() > TEXT_BODY_MAX => {
            Err(MetaError::invalid_parameter(format!(
                "Param text['body'] must be at most {TEXT_BODY_MAX} characters long."
            )))
        }
        Some(Value::String(_)) => Ok(()),
        Some(_) => Err(MetaError::invalid_parameter(
            "Param text['body'] must be a string.",
        )),
    }
}

/// The digits of a phone number written with `+`, spaces, dashes, dots or parentheses, if it
/// has a plausible length for a number with its country code (8 to 15 digits, E.164).
pub fn phone_digits(input: &str) -> Option<String> {
    let trimmed = input.trim();
    let rest = trimmed.strip_prefix('+').unwrap_or(trimmed);
    let mut digits = String::with_capacity(rest.len());
    for c in rest.chars() {
        match c {
            '0'..='9' => digits.push(c),
            ' ' | '-' | '.' | '(' | ')' => {}
            _ => return None,
        }
    }
    ((8..=15).contains(&digits.len()) && !digits.starts_with('0')).then_some(digits)
}

/// A hash of what the recipient would see: the message without its callback data.
fn content_hash(to: &str, object: &Map<String, Value>) -> String {
    let mut without_callback = object.clone();
    without_callback.remove("biz_opaque_callback_data");
    without_callback.remove("to");
    let mut hash = Sha256::new();
    hash.update(to.as_bytes());
    hash.update([0]);
    // serde_json's map is ordered by key, so equal messages serialise identically.
    hash.update(Value::Object(without_callback).to_string().as_bytes());
    hex::encode(&hash.finalize()[..12])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phone_numbers_are_read_as_meta_reads_them() {
        assert_eq!(
            phone_digits("+92 300 123-4567").as_deref(),
            Some("923001234567")
        );
        assert_eq!(
            phone_digits("(1) 650.555.1234").as_deref(),
            Some("16505551234")
        );
        assert_eq!(phone_digits("+92 300"), None, "too short for a full number");
        assert_eq!(
            phone_digits("0300 1234567"),
            None,
            "a national number has no country code"
        );
        assert_eq!(phone_digits("92300abc4567"), None);
    }
}
