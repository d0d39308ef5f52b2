//! Meta's error shapes, as the simulator answers them.
//!
//! Synchronous errors are `{"error": {message, type, code, error_data, fbtrace_id}}` with an
//! HTTP status; asynchronous ones are objects in a `failed` status webhook's `errors[]`
//! (`{code, title, message, error_data: {details}, href}`), `docs/meta-cloud-api.md#error-shape`.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

const ERROR_CODES_HREF: &str =
    "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/";

/// One error as Meta reports it.
#[derive(Debug, Clone, PartialEq)]
pub struct MetaError {
    /// HTTP status of a synchronous answer.
    pub http_status: StatusCode,
    /// Meta's error code, the only thing a client should branch on (with `details`).
    pub code: i64,
    /// Graph's subcode, when Meta sends one.
    pub subcode: Option<i32>,
    /// The short title.
    pub title: String,
    /// The `message` field; defaults to `(#code) title`.
    pub message: String,
    /// `error_data.details`.
    pub details: Option<String>,
    /// Graph's `is_transient` hint.
    pub is_transient: Option<bool>,
    /// `type`, almost always `OAuthException`.
    pub error_type: &'static str,
    /// Graph's `error_user_title` and `error_user_msg`, which template management errors
    /// carry (boxed: most errors have none, and every `Result` carries the error's size).
    pub user_text: Option<Box<UserText>>,
}

/// The texts Graph writes for a person: `error_user_title` and `error_user_msg`.
#[derive(Debug, Clone, PartialEq)]
pub struct UserText {
    /// `error_user_title`: a short heading.
    pub title: String,
    /// `error_user_msg`: what to change.
    pub message: String,
}

impl MetaError {
    /// An error with Meta's usual `(#code) title` message and HTTP 400.
    pub fn new(code: i64, title: &str) -> Self {
        Self {
            http_status: StatusCode::BAD_REQUEST,
            code,
            subcode: None,
            title: title.to_owned(),
            message: format!("(#{code}) {title}"),
            details: None,
            is_transient: None,
            error_type: "OAuthException",
            user_text: None,
        }
    }

    /// A refused template creation, edit or deletion: Graph's code 100 ("Invalid parameter")
    /// with Meta's template subcode when it has one, and the heading and advice a person
    /// reads in `error_user_title` / `error_user_msg` (Meta, Templates documentation).
    pub fn template_refused(
        subcode: Option<i32>,
        user_title: &str,
        user_message: impl Into<String>,
    ) -> Self {
        let mut error = Self::new(100, "Invalid parameter");
        error.subcode = subcode;
        error.is_transient = Some(false);
        error.user_text = Some(Box::new(UserText {
            title: user_title.to_owned(),
            message: user_message.into(),
        }));
        error
    }

    /// Sets `error_data.details`.
    pub fn details(mut self, details: impl Into<String>) -> Self {
        self.details = Some(details.into());
        self
    }

    /// Sets the HTTP status.
    pub fn status(mut self, status: StatusCode) -> Self {
        self.http_status = status;
        self
    }

    /// The synchronous body, with a trace id like Meta's.
    pub fn body(&self, fbtrace_id: &str) -> Value {
        let mut error = json!({
            "message": self.message,
            "type": self.error_type,
            "code": self.code,
            "fbtrace_id": fbtrace_id,
        });
        if let Some(details) = &self.details {
            error["error_data"] = json!({"messaging_product": "whatsapp", "details": details});
        }
        if let Some(subcode) = self.subcode {
            error["error_subcode"] = json!(subcode);
        }
        if let Some(transient) = self.is_transient {
            error["is_transient"] = json!(transient);
        }
        if let Some(text) = &self.user_text {
            error["error_user_title"] = json!(text.title);
            error["error_user_msg"] = json!(text.message);
        }
        json!({ "error": error })
    }

    /// The object Meta puts in a `failed` status's `errors[]`.
    pub fn webhook_object(&self) -> Value {
        json!({
            "code": self.code,
            "title": self.title,
            "message": self.title,
            "error_data": {"details": self.details.clone().unwrap_or_else(|| self.title.clone())},
            "href": ERROR_CODES_HREF,
        })
    }

    /// The answer to send, given a trace id.
    pub fn into_response_with(self, fbtrace_id: &str) -> Response {
        (self.http_status, axum::Json(self.body(fbtrace_id))).into_response()
    }

    // The errors the simulator produces, with Meta's titles.

    /// 190: a missing or wrong access token.
    pub fn bad_token(missing: bool) -> Self {
        let mut error = Self::new(190, "Invalid OAuth access token");
        error.message = if missing {
            "An access token is required to request this resource.".into()
        } else {
            "Invalid OAuth access token - Cannot parse access token".into()
        };
        error.http_status = StatusCode::UNAUTHORIZED;
        error
    }

    /// 100: an invalid parameter (wrong type, over a length limit, unknown value).
    pub fn invalid_parameter(details: impl Into<String>) -> Self {
        Self::new(100, "Invalid parameter").details(details)
    }

    /// 100 / subcode 33: an id or edge that does not exist for this method.
    pub fn unsupported_request(method: &str, id: &str) -> Self {
        let mut error = Self::new(100, "Unsupported request");
        error.message = format!(
            "Unsupported {} request. Object with ID '{id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api",
            method.to_ascii_lowercase()
        );
        error.subcode = Some(33);
        error
    }

    /// 131008: a required parameter is missing.
    pub fn missing(details: impl Into<String>) -> Self {
        Self::new(131008, "Required parameter is missing").details(details)
    }

    /// 131009: a parameter's value is not valid.
    pub fn invalid_value(details: impl Into<String>) -> Self {
        Self::new(131009, "Parameter value is not valid").details(details)
    }

    /// 130429: the number's throughput is used up.
    pub fn throughput() -> Self {
        Self::new(130429, "Rate limit hit").details(
            "Cloud API message throughput has been reached. Try again later, or reduce the rate at which messages are sent.",
        )
    }

    /// 131056: too many messages to one recipient.
    pub fn pair_rate() -> Self {
        Self::new(131056, "(Business Account, Consumer Account) pair rate limit hit").details(
            "Message failed to send because there were too many messages sent from this phone number to the same phone number in a short period of time.",
        )
    }

    /// An error forced through the controls, with Meta's title where the simulator knows it.
    pub fn forced(code: i64) -> Self {
        let title = match code {
            0 => "AuthException",
            3 => "API Method",
            10 => "Permission Denied",
            190 => return Self::bad_token(false),
            368 => "Temporarily blocked for policies violations",
            131031 => "Account has been locked",
            131042 => "Business eligibility payment issue",
            131045 => "Incorrect certificate",
            131048 => "Spam rate limit hit",
            131064 => "Messaging limit hit due to template classification violations",
            133010 => "Phone number Not Registered",
            132001 => "Template name does not exist in the translation",
            131057 => "Account in maintenance mode",
            80007 => "Rate limit issues",
            4 => "API Too Many Calls",
            _ => "Error",
        };
        Self::new(code, title).details(format!("Simulated error {code}."))
    }

    /// 2: the service is down (an outage).
    pub fn service_unavailable() -> Self {
        let mut error = Self::new(2, "Service temporarily unavailable")
            .status(StatusCode::SERVICE_UNAVAILABLE)
            .details("The service is temporarily unavailable. Please retry your request later.");
        error.is_transient = Some(true);
        error
    }
}
