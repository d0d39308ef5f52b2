//! The local API (`docs/sending.md#local-api-and-headless-binary`): how the business's own systems hand Pacer OTPs, alerts
//! and batches. Bound to 127.0.0.1 by `pacer serve`; every request needs
//! `Authorization: Bearer <key>`.
//!
//! - `POST /v1/messages` — one message `{"to", "lane", "template"|"text", "idempotency_key"?,
//!   "expires_in_s"?}`, or a batch `{"messages": [...]}` (a batch pauses as one when its
//!   template is refused). A message not sent within `expires_in_s` (else its lane's default)
//!   ends `expired` ([`crate::expiry`]).
//!   Answers 202 once every message is durable in the ledger; a repeated idempotency key
//!   answers 200 with the first message's id and sends nothing.
//! - `GET /v1/messages/{id}` — state, times, attempts, error, history.
//! - `GET /v1/stats` — queue depth per lane, rate, in flight, circuit, tier.
//! - `POST /v1/resume`, `POST /v1/batches/{id}/resume` — after fixing what paused sending.
//! - `GET /v1/openapi.yaml` — the API's OpenAPI document, `openapi/local-api.yaml` in the
//!   repository, built in (behind the key like everything else: one rule, no exceptions).
//!
//! Errors are `{"error": {"code", "message", "field"?}}`: 401 for a wrong key, 400 naming the
//! field that is wrong, 404 for an unknown id, 503 when nothing was done (`halted`: the sender
//! or the database writer stopped because of an internal error, shown as `fatal` in
//! `GET /v1/stats`; nothing is taken until Pacer is restarted). axum's own refusals (an unreadable path, a method
//! a path does not take, a body over the limit) are rewritten into that shape too, so every
//! answer but a report download and the document is JSON.
//!
//! Who gets in, in order: the door ([`crate::doors`]: programs on this machine, never a web
//! page; 403 `not_local`), then the key (401), then the body's type ([`body_type`]: JSON, or a
//! file upload where a route takes one; 415). A path a request names is read only inside the
//! folders the person allowed ([`crate::readable`]; 403 `path_not_allowed`).

use std::path::PathBuf;
use std::sync::Arc;

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Path, Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use pacer_cloud::{MessageContent, TemplateContent, TextContent};
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::campaigns::Launcher;
use crate::doors;
use crate::engine::{Engine, EngineError, Submission};
use crate::import::InvalidReason;
use crate::ledger::messages::Lane;
use crate::ledger::{LedgerError, WriteProblem};
use crate::phone::E164;
use crate::readable::{self, NotAllowed, ReadableFolders};

/// Most messages in one batch request.
pub const MAX_BATCH: usize = 10_000;
/// Longest idempotency key.
pub const MAX_IDEMPOTENCY_KEY: usize = 200;
/// Longest `expires_in_s`: 30 days ([`crate::expiry::MAX_LIMIT`]).
pub const MAX_EXPIRES_IN_S: u64 = crate::expiry::MAX_LIMIT.as_secs();
/// Largest request body: a full batch of template messages fits with room to spare.
pub const MAX_BODY_BYTES: usize = 32 * 1024 * 1024;

/// The API's OpenAPI 3.1 document, served at `GET /v1/openapi.yaml`. It is the repository's
/// `openapi/local-api.yaml` itself, so what is served is what is reviewed; the engine's tests
/// check that it names every route of [`router`] and nothing else, and `scripts/contract.sh`
/// checks the running API against it.
pub const OPENAPI: &str = include_str!("../../../../openapi/local-api.yaml");

mod body_type;
mod upload;
mod work;

pub use upload::{MAX_UPLOAD_BYTES, remove_leftover_uploads};

#[derive(Clone)]
struct Api {
    engine: Arc<Engine>,
    launcher: Launcher,
    /// Where a path a request names may lie.
    folders: ReadableFolders,
    /// The data folder, where uploads are kept while they are imported.
    data_folder: PathBuf,
    /// The SHA-256 of the key, `None` when no key is set (then nothing is let in). A presented
    /// key is hashed and the digests compared in constant time: neither the key's bytes nor
    /// its length can be learnt from how long a refusal takes.
    key: Option<[u8; 32]>,
}

/// An error answer.
#[derive(Debug)]
pub struct ApiError {
    status: StatusCode,
    code: &'static str,
    field: Option<String>,
    message: String,
    details: Option<(&'static str, Value)>,
}

impl ApiError {
    fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self {
            status: StatusCode::BAD_REQUEST,
            code: "invalid_request",
            field: Some(field.into()),
            message: message.into(),
            details: None,
        }
    }

    fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        Self {
            status,
            code,
            field: None,
            message: message.into(),
            details: None,
        }
    }

    /// A body over [`MAX_BODY_BYTES`].
    fn too_large() -> Self {
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
    fn not_allowed(field: &str, refusal: NotAllowed) -> Self {
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
fn storage_status(error: &LedgerError) -> StatusCode {
    match error.write_problem() {
        Some(WriteProblem::DiskFull | WriteProblem::Locked) => StatusCode::SERVICE_UNAVAILABLE,
        _ => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// The API's routes, behind the door and the bearer key; files may be named in the data
/// folder's `imports/` only.
pub fn router(engine: Arc<Engine>, key: String) -> Router {
    router_with(Launcher::new(engine), key, &[])
}

/// The API's routes, launching campaigns through `launcher` (the one whose scheduler runs);
/// files may be named in the data folder's `imports/` and in `readable_folders`.
pub fn router_with(launcher: Launcher, key: String, readable_folders: &[PathBuf]) -> Router {
    let db = launcher.engine().config().db_path.clone();
    let state = Api {
        engine: Arc::clone(launcher.engine()),
        launcher,
        folders: ReadableFolders::new(&db, readable_folders),
        data_folder: readable::data_folder(&db),
        key: (!key.is_empty()).then(|| Sha256::digest(key.as_bytes()).into()),
    };
    let json_routes = Router::new()
        .merge(work::routes())
        .route("/v1/messages", post(post_messages))
        .route("/v1/messages/{id}", get(get_message))
        .route("/v1/stats", get(stats))
        .route("/v1/resume", post(resume))
        .route("/v1/batches/{id}/resume", post(resume_batch))
        .route("/v1/openapi.yaml", get(openapi))
        .route_layer(middleware::from_fn_with_state(
            body_type::Takes::Json,
            body_type::only,
        ));
    let file_routes = work::file_routes().route_layer(middleware::from_fn_with_state(
        body_type::Takes::JsonOrFile,
        body_type::only,
    ));
    Router::new()
        .merge(json_routes)
        .merge(file_routes)
        .fallback(|| async {
            ApiError {
                status: StatusCode::NOT_FOUND,
                code: "not_found",
                field: None,
                message: "No such endpoint. See the README for the local API.".into(),
                details: None,
            }
        })
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(middleware::from_fn_with_state(state.clone(), authorize))
        .layer(middleware::from_fn(json_errors))
        // Outermost: a web page learns nothing here, not even whether its key is right.
        .layer(middleware::from_fn(doors::local_only))
        .with_state(state)
}

async fn authorize(State(api): State<Api>, request: Request, next: Next) -> Response {
    let presented = request
        .headers()
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim);
    let valid = match (presented, &api.key) {
        (Some(presented), Some(key)) => {
            let presented: [u8; 32] = Sha256::digest(presented.as_bytes()).into();
            bool::from(presented.ct_eq(key))
        }
        _ => false,
    };
    if !valid {
        return ApiError {
            status: StatusCode::UNAUTHORIZED,
            code: "unauthorized",
            field: None,
            message: "Missing or wrong API key. Send it as `Authorization: Bearer <key>` (the key is in Pacer's Settings → Local API, PACER_API_KEY for `pacer serve`, or the key `pacer demo` prints).".into(),
            details: None,
        }
        .into_response();
    }
    next.run(request).await
}

/// Rewrites axum's own refusals, which are plain text (a path it cannot read, a method the
/// path does not take, a body over [`MAX_BODY_BYTES`]), into the API's JSON error, keeping
/// their status and headers (axum adds `Allow` to a 405 outside this layer).
async fn json_errors(request: Request, next: Next) -> Response {
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

async fn openapi() -> Response {
    ([(header::CONTENT_TYPE, "application/yaml")], OPENAPI).into_response()
}

async fn post_messages(State(api): State<Api>, body: Bytes) -> Result<Response, ApiError> {
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
                Ok((StatusCode::ACCEPTED, Json(json!({"id": result.id}))).into_response())
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
                "unknown field \"{unknown}\"; a message has to, lane, template or text, and optionally idempotency_key and expires_in_s"
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
    let content = match (object.get("template"), object.get("text")) {
        (Some(template), None) => {
            MessageContent::Template(template_content(template, &path(prefix, "template"))?)
        }
        (None, Some(text)) => MessageContent::Text(text_content(text, &path(prefix, "text"))?),
        (Some(_), Some(_)) => {
            return Err(ApiError::invalid(
                path(prefix, "template"),
                "give either template or text, not both",
            ));
        }
        (None, None) => {
            return Err(ApiError::invalid(
                path(prefix, "template"),
                "a message needs a template (Meta's template object) or text ({\"body\": \"…\"})",
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

async fn get_message(State(api): State<Api>, Path(id): Path<String>) -> Result<Response, ApiError> {
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

async fn stats(State(api): State<Api>) -> Result<Response, ApiError> {
    let stats = api.engine.stats();
    let counts = api.engine.state_counts().await?;
    let mut body = serde_json::to_value(&stats).unwrap_or_default();
    let states: Map<String, Value> = counts
        .into_iter()
        .map(|(s, n)| (s.as_str().to_owned(), json!(n)))
        .collect();
    body["messages_by_state"] = Value::Object(states);
    body["tunnel"] = match api.engine.tunnel() {
        Some(tunnel) => serde_json::to_value(tunnel).unwrap_or_default(),
        None => json!({"status": "off"}),
    };
    Ok(Json(body).into_response())
}

async fn resume(State(api): State<Api>) -> Result<Response, ApiError> {
    let resumed = api.engine.resume().await?;
    Ok(Json(json!({"resumed": resumed})).into_response())
}

async fn resume_batch(
    State(api): State<Api>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let resumed = api.engine.resume_batch(&id).await?;
    Ok(Json(json!({"resumed": resumed})).into_response())
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
