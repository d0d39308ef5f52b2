//! The local API's messages: `POST /v1/messages` (one message, or a batch that pauses as one)
//! and `GET /v1/messages/{id}`. Each message of a request is checked field by field and turned
//! into a [`Submission`]; a refusal names the field that is wrong and what to write instead.

use axum::Json;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use pacer_cloud::{Media, MessageContent, TemplateContent, TextContent};
use serde_json::{Value, json};

use super::audit::Noted;
use super::{Api, ApiError, MAX_BATCH, MAX_EXPIRES_IN_S, MAX_IDEMPOTENCY_KEY};
use crate::audit::Action;
use crate::engine::{EngineError, Submission};
use crate::import::InvalidReason;
use crate::ledger::messages::Lane;
use crate::phone::E164;

pub(super) async fn post_messages(
    State(api): State<Api>,
    body: Bytes,
) -> Result<Response, ApiError> {
    let value: Value = serde_json::from_slice(&body).map_err(|e| ApiError {
        status: StatusCode::BAD_REQUEST,
        code: "invalid_request",
        field: Some("body".into()),
        message: format!("The body is not valid JSON: {e}"),
        details: None,
    })?;
    match value {
        Value::Object(object) if object.contains_key("messages") => {
            let Some(Value::Array(items)) = object.get("messages") else {
                return Err(ApiError::invalid(
                    "messages",
                    "messages must be a list of messages",
                ));
            };
            if let Some(other) = object.keys().find(|k| *k != "messages") {
                return Err(ApiError::invalid(
                    other.clone(),
                    format!("unknown field \"{other}\" next to messages"),
                ));
            }
            if items.is_empty() || items.len() > MAX_BATCH {
                return Err(ApiError::invalid(
                    "messages",
                    format!(
                        "a batch holds 1 to {MAX_BATCH} messages, this one has {}",
                        items.len()
                    ),
                ));
            }
            let batch = format!("batch_{}", &uuid::Uuid::new_v4().simple().to_string()[..20]);
            let submissions = items
                .iter()
                .enumerate()
                .map(|(i, item)| submission(item, &format!("messages[{i}]"), Some(batch.clone())))
                .collect::<Result<Vec<_>, _>>()?;
            let results = api.engine.submit(submissions).await?;
            let messages: Vec<Value> = results
                .iter()
                .map(|r| json!({"id": r.id, "duplicate": r.duplicate}))
                .collect();
            Ok((
                StatusCode::ACCEPTED,
                Json(json!({"batch": batch, "messages": messages})),
            )
                .into_response())
        }
        Value::Object(_) => {
            let submission = submission(&value, "", None)?;
            // A text or a file to one customer is someone answering them (a template is an
            // OTP or an alert, which the audit log leaves to the message's own record).
            let reply = match &submission.content {
                MessageContent::Template(_) => None,
                _ => Some(Noted {
                    action: Action::ReplySent,
                    subject: Some(submission.to.to_string()),
                }),
            };
            let result = api.engine.submit(vec![submission]).await?;
            let Some(result) = result.into_iter().next() else {
                return Err(EngineError::Stopped.into());
            };
            if result.duplicate {
                Ok((
                    StatusCode::OK,
                    Json(json!({"id": result.id, "duplicate": true})),
                )
                    .into_response())
            } else {
                let mut response =
                    (StatusCode::ACCEPTED, Json(json!({"id": result.id}))).into_response();
                if let Some(reply) = reply {
                    response.extensions_mut().insert(reply);
                }
                Ok(response)
            }
        }
        _ => Err(ApiError {
            status: StatusCode::BAD_REQUEST,
            code: "invalid_request",
            field: Some("body".into()),
            message: "The body must be a message object, or {\"messages\": [...]} for a batch."
                .into(),
            details: None,
        }),
    }
}

const FIELDS: &[&str] = &[
    "to",
    "lane",
    "template",
    "text",
    "media",
    "idempotency_key",
    "expires_in_s",
];

fn path(prefix: &str, field: &str) -> String {
    if prefix.is_empty() {
        field.to_owned()
    } else {
        format!("{prefix}.{field}")
    }
}

/// Checks one message of a request and turns it into a submission.
fn submission(value: &Value, prefix: &str, batch: Option<String>) -> Result<Submission, ApiError> {
    let Value::Object(object) = value else {
        return Err(ApiError::invalid(
            if prefix.is_empty() { "body" } else { prefix },
            "each message must be a JSON object",
        ));
    };
    if let Some(unknown) = object.keys().find(|k| !FIELDS.contains(&k.as_str())) {
        return Err(ApiError::invalid(
            path(prefix, unknown),
            format!(
                "unknown field \"{unknown}\"; a message has to, lane, template, text or media, and optionally idempotency_key and expires_in_s"
            ),
        ));
    }
    let to = match object.get("to") {
        Some(Value::String(to)) => {
            normalise_phone(to).map_err(|why| ApiError::invalid(path(prefix, "to"), why))?
        }
        Some(_) => {
            return Err(ApiError::invalid(
                path(prefix, "to"),
                "to must be a phone number as text, e.g. \"+923001234567\"",
            ));
        }
        None => {
            return Err(ApiError::invalid(
                path(prefix, "to"),
                "to is required: the recipient's phone number with its country code, e.g. \"+923001234567\"",
            ));
        }
    };
    let lane = match object.get("lane").and_then(Value::as_str) {
        Some("express") => Lane::Express,
        Some("bulk") => Lane::Bulk,
        _ => {
            return Err(ApiError::invalid(
                path(prefix, "lane"),
                "lane is required: \"express\" for OTPs and alerts (sent first), \"bulk\" for everything else",
            ));
        }
    };
    let given: Vec<&str> = ["template", "text", "media"]
        .into_iter()
        .filter(|k| object.contains_key(*k))
        .collect();
    let content = match given.as_slice() {
        ["template"] => MessageContent::Template(template_content(
            &object["template"],
            &path(prefix, "template"),
        )?),
        ["text"] => MessageContent::Text(text_content(&object["text"], &path(prefix, "text"))?),
        ["media"] => media_content(&object["media"], &path(prefix, "media"))?,
        [] => {
            return Err(ApiError::invalid(
                path(prefix, "template"),
                "a message needs a template (Meta's template object), text ({\"body\": \"…\"}) or media ({\"type\": \"image\", \"id\": \"…\"})",
            ));
        }
        _ => {
            return Err(ApiError::invalid(
                path(prefix, given[0]),
                "give one of template, text or media, not several",
            ));
        }
    };
    let idempotency_key = match object.get("idempotency_key") {
        None | Some(Value::Null) => None,
        Some(Value::String(key))
            if !key.is_empty() && key.chars().count() <= MAX_IDEMPOTENCY_KEY =>
        {
            Some(key.clone())
        }
        Some(_) => {
            return Err(ApiError::invalid(
                path(prefix, "idempotency_key"),
                format!("idempotency_key must be text of 1 to {MAX_IDEMPOTENCY_KEY} characters"),
            ));
        }
    };
    let expires_in = match object.get("expires_in_s") {
        None | Some(Value::Null) => None,
        Some(Value::Number(seconds)) => match seconds
            .as_u64()
            // `600.0` is a whole number too (JSON Schema's `integer`); `1.5` is not.
            .or_else(|| {
                seconds
                    .as_f64()
                    .filter(|s| s.fract() == 0.0 && *s >= 0.0 && *s <= MAX_EXPIRES_IN_S as f64)
                    .map(|s| s as u64)
            })
            .filter(|s| (1..=MAX_EXPIRES_IN_S).contains(s))
        {
            Some(seconds) => Some(std::time::Duration::from_secs(seconds)),
            None => return Err(expires_in_invalid(prefix)),
        },
        Some(_) => return Err(expires_in_invalid(prefix)),
    };
    Ok(Submission {
        to,
        lane,
        content,
        idempotency_key,
        batch,
        expires_in,
    })
}

fn expires_in_invalid(prefix: &str) -> ApiError {
    ApiError::invalid(
        path(prefix, "expires_in_s"),
        format!(
            "expires_in_s must be a whole number of seconds from 1 to {MAX_EXPIRES_IN_S} (30 days): how long the message may wait to leave before Pacer drops it unsent (e.g. 600 for a 10-minute login code)"
        ),
    )
}

fn template_content(value: &Value, field: &str) -> Result<TemplateContent, ApiError> {
    let Value::Object(object) = value else {
        return Err(ApiError::invalid(
            field,
            "template must be Meta's template object: {\"name\", \"language\": {\"code\"}, \"components\"}",
        ));
    };
    match object.get("name") {
        Some(Value::String(name)) if !name.trim().is_empty() => {}
        _ => {
            return Err(ApiError::invalid(
                format!("{field}.name"),
                "template.name is required: the approved template's name",
            ));
        }
    }
    match object.get("language").and_then(|l| l.get("code")) {
        Some(Value::String(code)) if !code.trim().is_empty() => {}
        _ => {
            return Err(ApiError::invalid(
                format!("{field}.language.code"),
                "template.language.code is required, e.g. \"en_US\"",
            ));
        }
    }
    serde_json::from_value(value.clone()).map_err(|e| {
        ApiError::invalid(
            field,
            format!("template is not Meta's template object: {e}"),
        )
    })
}

fn text_content(value: &Value, field: &str) -> Result<TextContent, ApiError> {
    let body = value.get("body").and_then(Value::as_str);
    match body {
        Some(body) if body.trim().is_empty() => Err(ApiError::invalid(
            format!("{field}.body"),
            "text.body is empty",
        )),
        Some(body) if body.chars().count() > 4096 => Err(ApiError::invalid(
            format!("{field}.body"),
            "text.body is longer than WhatsApp's 4,096 characters",
        )),
        Some(_) => serde_json::from_value(value.clone())
            .map_err(|e| ApiError::invalid(field, format!("text is not valid: {e}"))),
        None => Err(ApiError::invalid(
            format!("{field}.body"),
            "text.body is required: {\"text\": {\"body\": \"…\"}}",
        )),
    }
}

/// A picture, video, sound, file or sticker by Meta's media id (uploaded before) or a public
/// `https` link, with a caption (not for sounds and stickers) and a document's file name. Like
/// text, it reaches only a customer whose 24-hour window is open; Meta refuses it otherwise
/// (131047) and the message fails with that reason.
fn media_content(value: &Value, field: &str) -> Result<MessageContent, ApiError> {
    let Value::Object(media) = value else {
        return Err(ApiError::invalid(
            field,
            "media must be an object: {\"type\": \"image\", \"id\": \"…\"} or {\"type\": \"document\", \"link\": \"https://…\", \"filename\": \"…\"}",
        ));
    };
    const KNOWN: &[&str] = &["type", "id", "link", "caption", "filename"];
    if let Some(unknown) = media.keys().find(|k| !KNOWN.contains(&k.as_str())) {
        return Err(ApiError::invalid(
            format!("{field}.{unknown}"),
            format!(
                "unknown field \"{unknown}\"; media has type, id or link, and optionally caption and filename"
            ),
        ));
    }
    let text = |key: &str| -> Result<Option<String>, ApiError> {
        match media.get(key) {
            None | Some(Value::Null) => Ok(None),
            Some(Value::String(s)) if !s.trim().is_empty() && s.chars().count() <= 1024 => {
                Ok(Some(s.clone()))
            }
            Some(_) => Err(ApiError::invalid(
                format!("{field}.{key}"),
                format!("{key} must be text of 1 to 1,024 characters"),
            )),
        }
    };
    let kind = media
        .get("type")
        .and_then(Value::as_str)
        .unwrap_or_default();
    if !["image", "video", "audio", "document", "sticker"].contains(&kind) {
        return Err(ApiError::invalid(
            format!("{field}.type"),
            "media.type is required: image, video, audio, document or sticker",
        ));
    }
    let mut object = match (text("id")?, text("link")?) {
        (Some(id), None) => Media::id(id),
        (None, Some(link)) if link.starts_with("https://") => Media::link(link),
        (None, Some(_)) => {
            return Err(ApiError::invalid(
                format!("{field}.link"),
                "media.link must be an https:// address Meta can fetch",
            ));
        }
        _ => {
            return Err(ApiError::invalid(
                format!("{field}.id"),
                "give media.id (a media id from Meta) or media.link (an https:// address), one of them",
            ));
        }
    };
    if let Some(caption) = text("caption")? {
        if matches!(kind, "audio" | "sticker") {
            return Err(ApiError::invalid(
                format!("{field}.caption"),
                "WhatsApp shows no caption under a sound or a sticker; leave caption out",
            ));
        }
        object = object.with_caption(caption);
    }
    if let Some(name) = text("filename")? {
        if kind != "document" {
            return Err(ApiError::invalid(
                format!("{field}.filename"),
                "only a document has a file name; leave filename out",
            ));
        }
        object = object.with_filename(name);
    }
    Ok(match kind {
        "image" => MessageContent::Image(object),
        "video" => MessageContent::Video(object),
        "document" => MessageContent::Document(object),
        other => MessageContent::Other {
            kind: other.to_owned(),
            body: serde_json::to_value(&object).unwrap_or_default(),
        },
    })
}

/// A phone number in international form, checked and written as E.164.
pub fn normalise_phone(input: &str) -> Result<E164, String> {
    let trimmed = input.trim();
    if !trimmed.starts_with('+') && !trimmed.starts_with("00") {
        return Err(format!(
            "\"{input}\" has no country code: write it as +923001234567"
        ));
    }
    // The importer's normaliser: the same rules as a spreadsheet's numbers, and a panic in the
    // phone-number library reads as "not a phone number" instead of ending the request.
    crate::import::normalise_phone(trimmed, None).map_err(|reason| match reason {
        InvalidReason::TooShort | InvalidReason::TooLong | InvalidReason::NotValidFor { .. } => {
            format!(
                "\"{input}\" is not a valid phone number for its country ({reason}); check the digits"
            )
        }
        other => format!("\"{input}\" is not a phone number ({other})"),
    })
}

pub(super) async fn get_message(
    State(api): State<Api>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    match api.engine.message(&id).await? {
        Some(view) => Ok(Json(view).into_response()),
        None => Err(ApiError {
            status: StatusCode::NOT_FOUND,
            code: "not_found",
            field: None,
            message: format!("No message has the id \"{id}\"."),
            details: None,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phone_numbers_are_checked_and_written_as_e164() {
        assert_eq!(
            normalise_phone("+92 300 1234567").as_deref(),
            Ok("+923001234567")
        );
        assert_eq!(
            normalise_phone("0092 300 1234567").as_deref(),
            Ok("+923001234567")
        );
        assert!(
            normalise_phone("03001234567")
                .unwrap_err()
                .contains("country code")
        );
        assert_eq!(
            normalise_phone("+44 (0) 7400 123456").as_deref(),
            Ok("+447400123456"),
            "written as a spreadsheet would have it"
        );
        assert!(
            normalise_phone("+92 300")
                .unwrap_err()
                .contains("is not a valid phone number for its country (too short)")
        );
        assert!(normalise_phone("+1 555 0000 0000 0000").is_err());
        assert!(
            normalise_phone("+92 300 12ab567")
                .unwrap_err()
                .contains("is not a phone number")
        );
    }
}
