//! Meta's error object, parsed from both places it appears.
//!
//! An error about one message can come back synchronously in the HTTP answer
//! (`{"error": {message, type, code, error_subcode, error_data, fbtrace_id, …}}`, `docs/meta-cloud-api.md#error-shape`) or later inside a webhook (`statuses[].errors[]`, `messages[].errors[]`,
//! `value.errors[]`: `{code, title, message, error_data: {details}, href}`). `docs/sending.md#retry-policy`
//! applies one classification to both, so both shapes parse into the same [`MetaError`].
//!
//! Parsing is deliberately lenient about everything except `code`, because `code` is the only
//! thing the classification branches on: a number or a numeric string is accepted; a float, a
//! value outside `i64`, or no code at all is a [`MetaErrorParseError`]. No input panics.

use std::fmt;

use serde::Deserialize;
use serde_json::{Map, Value};

use crate::classification::{ErrorClass, classify_code};

/// Meta's code for "Callback verification failed" on `POST /{WABA_ID}/subscribed_apps`: Meta's
/// GET verification against the override URI did not succeed.
pub const CALLBACK_VERIFICATION_FAILED: i64 = 2200;

/// Longest piece of a rejected value quoted in a [`MetaErrorParseError`].
const QUOTE_LIMIT: usize = 64;

/// One error reported by Meta, from an HTTP answer or a webhook.
///
/// Branch on [`MetaError::classify`], never on `message` or `title` (Meta says titles will be
/// removed). Keep `message` and `details` for the people reading the report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MetaError {
    /// Meta's error code, the only field classification branches on (with `details` for 131053).
    pub code: i64,
    /// `error_subcode` (HTTP shape only; deprecated by Meta for WhatsApp but still sent by
    /// Graph-level errors such as 190/463).
    pub subcode: Option<i64>,
    /// `title` (webhook shape, sometimes HTTP).
    pub title: Option<String>,
    /// `message`: "(#code) title" in the HTTP shape; empty if Meta sent none.
    pub message: String,
    /// `error_data.details`: Meta's longer explanation, the most useful text for a person.
    pub details: Option<String>,
    /// `type` (HTTP shape), e.g. `OAuthException`.
    pub error_type: Option<String>,
    /// `fbtrace_id` (HTTP shape), what Meta support asks for.
    pub fbtrace_id: Option<String>,
    /// `is_transient` (Graph-generic, HTTP shape).
    pub is_transient: Option<bool>,
    /// `href` (webhook shape): link to Meta's error-code page.
    pub href: Option<String>,
    /// `error_user_title` (Graph-generic, localised).
    pub user_title: Option<String>,
    /// `error_user_msg` (Graph-generic, localised).
    pub user_message: Option<String>,
}

/// Why a value could not be read as a [`MetaError`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MetaErrorParseError {
    /// The body is not JSON at all (an HTML error page, an empty body …).
    #[error("the answer is not JSON: {0}")]
    NotJson(String),
    /// The JSON is not an object where an error object was expected.
    #[error("expected a JSON object with Meta's error, found {0}")]
    NotAnObject(&'static str),
    /// The HTTP body has no `error` object.
    #[error("the answer has no `error` object")]
    NoErrorObject,
    /// The error object has no `code`.
    #[error("Meta's error object has no `code`")]
    MissingCode,
    /// `code` is present but not an integer that fits `i64` (a float, a word, a huge number).
    #[error("Meta's error `code` is not an integer: {0}")]
    BadCode(String),
}

impl MetaError {
    /// Parses the body of a non-2xx Graph API answer: `{"error": {…}}` (`docs/meta-cloud-api.md#error-shape`).
    ///
    /// ```
    /// use pacer_cloud::{ErrorClass, MetaError, RecipientWait};
    ///
    /// let body = br#"{"error": {"message": "(#131056) (Business Account, Consumer Account) pair rate limit hit",
    ///     "type": "OAuthException", "code": 131056, "fbtrace_id": "Az8or2yhqkZfEZ-_4Qn_Bam"}}"#;
    /// let error = MetaError::from_http_body(body)?;
    /// assert_eq!(error.code, 131056);
    /// assert_eq!(error.classify(), ErrorClass::RecipientLater(RecipientWait::PairRate));
    /// # Ok::<(), pacer_cloud::MetaErrorParseError>(())
    /// ```
    pub fn from_http_body(body: &[u8]) -> Result<Self, MetaErrorParseError> {
        let value: Value = serde_json::from_slice(body)
            .map_err(|error| MetaErrorParseError::NotJson(error.to_string()))?;
        let Value::Object(mut outer) = value else {
            return Err(MetaErrorParseError::NotAnObject(json_kind(&value)));
        };
        match outer.remove("error") {
            Some(Value::Object(inner)) => Self::from_map(&inner),
            Some(_) | None => Err(MetaErrorParseError::NoErrorObject),
        }
    }

    /// Parses one error object as found in webhooks (`statuses[].errors[]`,
    /// `messages[].errors[]`, `value.errors[]`) or inside the HTTP body's `error` key.
    pub fn from_error_object(value: &Value) -> Result<Self, MetaErrorParseError> {
        match value {
            Value::Object(map) => Self::from_map(map),
            other => Err(MetaErrorParseError::NotAnObject(json_kind(other))),
        }
    }

    fn from_map(map: &Map<String, Value>) -> Result<Self, MetaErrorParseError> {
        let code = match map.get("code") {
            None | Some(Value::Null) => return Err(MetaErrorParseError::MissingCode),
            Some(value) => {
                parse_code(value).ok_or_else(|| MetaErrorParseError::BadCode(quote(value)))?
            }
        };
        let error_data = map.get("error_data").and_then(error_data_object);
        Ok(MetaError {
            code,
            // A malformed subcode must not throw away an otherwise usable error.
            subcode: map.get("error_subcode").and_then(parse_code),
            title: string_field(map, "title"),
            message: string_field(map, "message").unwrap_or_default(),
            details: error_data
                .as_ref()
                .and_then(|data| string_field(data, "details")),
            error_type: string_field(map, "type"),
            fbtrace_id: string_field(map, "fbtrace_id"),
            is_transient: map.get("is_transient").and_then(Value::as_bool),
            href: string_field(map, "href"),
            user_title: string_field(map, "error_user_title"),
            user_message: string_field(map, "error_user_msg"),
        })
    }

    /// What Pacer should do about this error (`docs/sending.md#retry-policy`, `docs/meta-cloud-api.md#error-codes`).
    pub fn classify(&self) -> ErrorClass {
        classify_code(self.code, self.details.as_deref(), self.is_transient)
    }

    /// Whether this is Meta's "Callback verification failed" (code 2200) after a webhook
    /// override: Meta could not verify the callback URL.
    pub fn is_callback_verification_failure(&self) -> bool {
        self.code == CALLBACK_VERIFICATION_FAILED
    }

    /// The most explanatory text Meta gave, for a person: `details`, else the localised user
    /// message, else `message`, else `title`.
    pub fn explanation(&self) -> &str {
        [
            self.details.as_deref(),
            self.user_message.as_deref(),
            Some(self.message.as_str()),
            self.title.as_deref(),
        ]
        .into_iter()
        .flatten()
        .find(|text| !text.trim().is_empty())
        .unwrap_or("")
    }
}

impl fmt::Display for MetaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Meta error {}", self.code)?;
        if !self.message.is_empty() {
            write!(f, ": {}", self.message)?;
        } else if let Some(title) = &self.title {
            write!(f, ": {title}")?;
        }
        if let Some(details) = &self.details {
            write!(f, " ({details})")?;
        }
        Ok(())
    }
}

impl std::error::Error for MetaError {}

/// Deserialises one error object (either shape's inner object), so webhook types elsewhere can
/// hold `errors: Vec<MetaError>` directly. The wrapped HTTP body `{"error": …}` is read with
/// [`MetaError::from_http_body`] instead.
impl<'de> Deserialize<'de> for MetaError {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        Self::from_error_object(&value).map_err(serde::de::Error::custom)
    }
}

/// An integer code from a JSON number or a numeric string; `None` for floats, words and values
/// outside `i64`.
fn parse_code(value: &Value) -> Option<i64> {
    match value {
        Value::Number(number) => number.as_i64(),
        Value::String(text) => text.trim().parse::<i64>().ok(),
        _ => None,
    }
}

/// `error_data` is an object in both documented shapes; older Graph errors send it as a
/// JSON-encoded string, which is decoded when possible.
fn error_data_object(value: &Value) -> Option<Map<String, Value>> {
    match value {
        Value::Object(map) => Some(map.clone()),
        Value::String(text) => match serde_json::from_str::<Value>(text) {
            Ok(Value::Object(map)) => Some(map),
            _ => None,
        },
        _ => None,
    }
}

/// A string field; other JSON types are ignored rather than failing the whole error.
fn string_field(map: &Map<String, Value>, key: &str) -> Option<String> {
    map.get(key).and_then(Value::as_str).map(str::to_owned)
}

fn json_kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// A short rendering of a rejected value for an error message.
fn quote(value: &Value) -> String {
    let text = value.to_string();
    if text.len() <= QUOTE_LIMIT {
        return text;
    }
    let mut end = QUOTE_LIMIT;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}
