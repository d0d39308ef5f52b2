//! The local API's error answer: `{"error": {"code", "message", "field"?}}` with the status
//! that says what happened, made from the engine's errors, and axum's own plain-text refusals
//! rewritten into the same shape (so every answer but a report download and the document is
//! JSON).

use axum::Json;
use axum::extract::Request;
use axum::http::{StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::{MAX_BATCH, MAX_BODY_BYTES};
use crate::engine::EngineError;
use crate::ledger::{LedgerError, WriteProblem};
use crate::readable::NotAllowed;

/// An error answer.
#[derive(Debug)]
pub struct ApiError {
    pub(super) status: StatusCode,
    pub(super) code: &'static str,
    pub(super) field: Option<String>,
    pub(super) message: String,
    pub(super) details: Option<(&'static str, Value)>,
}

impl ApiError {
    pub(super) fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::BAD_REQUEST,
            code: "invalid_request",
            field: Some(field.into()),
            message: message.into(),
            details: None,
        }
    }

    pub(super) fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            field: None,
            message: message.into(),
            details: None,
        }
    }

    /// A body over [`MAX_BODY_BYTES`].
    pub(super) fn too_large() -> Self {
        ApiError {
            status: StatusCode::PAYLOAD_TOO_LARGE,
            ..ApiError::invalid(
                "body",
                format!(
                    "The request is larger than the {} MB Pacer accepts: send at most {MAX_BATCH} messages in one batch.",
                    MAX_BODY_BYTES >> 20
                ),
            )
        }
    }

    /// A path outside the folders the person allowed; `field` names it.
    pub(super) fn not_allowed(field: &str, refusal: NotAllowed) -> Self {
        let allowed: Vec<String> = refusal
            .allowed
            .iter()
            .map(|f| f.display().to_string())
            .collect();
        ApiError {
            field: Some(field.to_owned()),
            details: Some(("allowed_folders", json!(allowed))),
            ..ApiError::new(
                StatusCode::FORBIDDEN,
                "path_not_allowed",
                refusal.to_string(),
            )
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let mut error = json!({"code": self.code, "message": self.message});
        if let Some(field) = self.field {
            error["field"] = json!(field);
        }
        if let Some((name, value)) = self.details {
            error[name] = value;
        }
        (self.status, Json(json!({ "error": error }))).into_response()
    }
}

impl From<EngineError> for ApiError {
    fn from(error: EngineError) -> Self {
        let (status, code) = match &error {
            EngineError::Stopped => (StatusCode::SERVICE_UNAVAILABLE, "stopping"),
            // Nothing was done; the message says what stopped and to restart Pacer.
            EngineError::Halted(_) => (StatusCode::SERVICE_UNAVAILABLE, "halted"),
            EngineError::Ledger(e) => (storage_status(e), "storage"),
        };
        Self {
            status,
            code,
            field: None,
            message: error.to_string(),
            details: None,
        }
    }
}

/// How a database problem is answered: a full disk or another program's lock passes once the
/// person acts, so it is 503 (try again later; nothing was done); anything else is 500.
pub(super) fn storage_status(error: &LedgerError) -> StatusCode {
    match error.write_problem() {
        Some(WriteProblem::DiskFull | WriteProblem::Locked) => StatusCode::SERVICE_UNAVAILABLE,
        _ => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// Rewrites axum's own refusals, which are plain text (a path it cannot read, a method the
/// path does not take, a body over [`MAX_BODY_BYTES`]), into the API's JSON error, keeping
/// their status and headers (axum adds `Allow` to a 405 outside this layer).
pub(super) async fn json_errors(request: Request, next: Next) -> Response {
    let method = request.method().clone();
    let path = request.uri().path().to_owned();
    let response = next.run(request).await;
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if is_json || !status.is_client_error() {
        return response;
    }
    let (parts, body) = response.into_parts();
    let said = match axum::body::to_bytes(body, 64 * 1024).await {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        // The words are only a detail; the status says what happened.
        Err(_) => String::new(),
    };
    let error = match status {
        // `Allow` is not there yet, so the words point to the document for what the path takes.
        StatusCode::METHOD_NOT_ALLOWED => ApiError::new(
            status,
            "method_not_allowed",
            format!(
                "{path} does not take {method} requests. The API's document (GET /v1/openapi.yaml) lists what each address takes."
            ),
        ),
        StatusCode::PAYLOAD_TOO_LARGE => ApiError::too_large(),
        _ => ApiError::new(
            status,
            "invalid_request",
            format!(
                "Pacer could not read this request ({}). Check the address and the body.",
                said.trim().trim_start_matches("Invalid URL: ")
            ),
        ),
    };
    let mut answer = error.into_response();
    for (name, value) in &parts.headers {
        if name != header::CONTENT_TYPE && name != header::CONTENT_LENGTH {
            answer.headers_mut().append(name.clone(), value.clone());
        }
    }
    answer
}
