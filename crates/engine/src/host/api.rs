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
//! - `GET /v1/opt-outs`, `POST /v1/contacts/{phone}/opt-out`, `…/opt-in` — customers opted out
//!   of marketing, and a switch that holds at once ([`opt_outs`]).
//! - `GET /v1/templates`, `POST /v1/templates` (a draft: 422 with every problem, nothing
//!   sent), `PUT /v1/templates/{name}/{language}`, `DELETE /v1/templates/{name}`,
//!   `POST /v1/templates/sync` ([`templates`]).
//! - `GET /v1/rate-card`, `PUT /v1/rate-card` `{"csv"}` — Meta's prices the check's estimate
//!   and the reports' cost use ([`prices`]).
//! - `POST /v1/office/pairing-code`, `GET /v1/office/desks`, `POST /v1/office/desks/{id}/revoke`,
//!   `PUT /v1/office/desks/{id}/role`, `POST /v1/office/system-keys` — sharing this Pacer with
//!   the office's desks ([`office`], `docs/office.md`).
//! - `GET /v1/audit` — who did what, newest first; all of it as CSV with `Accept: text/csv`
//!   ([`audit`]).
//! - `GET /v1/events` — the live figures and the Inbox pushed as they change, as Server-Sent
//!   Events (`stats`, `inbox`) instead of polling ([`events`]).
//! - `POST /v1/files` — files a desk hands over for a request that names one (a campaign's
//!   header file or PDF folder, a template's sample, a reply's file); answers the paths to
//!   name ([`files`]).
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
use axum::extract::{DefaultBodyLimit, Path, Request, State};
use axum::http::{StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::{Map, Value, json};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;
use tokio::sync::watch;

use crate::campaigns::Launcher;
use crate::doors;
use crate::engine::Engine;
use crate::readable::{self, ReadableFolders};
use crate::tunnel::TunnelState;

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

mod audit;
mod body_type;
mod contacts;
mod conversations;
mod error;
mod events;
mod files;
mod inbox_extras;
mod messages;
mod office;
mod opt_outs;
mod prices;
mod templates;
mod upload;
mod versions;
mod work;

pub use error::ApiError;
use error::{json_errors, storage_status};
pub use files::{KeptFile, KeptFiles, remove_unused as remove_unused_desk_files};
pub use messages::normalise_phone;
use messages::{get_message, post_messages};
pub use office::{OfficeLink, ShownCode, SystemKey};
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
    /// The tunnel's state for `GET /v1/stats`, when the node runs one.
    tunnel: Option<watch::Receiver<TunnelState>>,
    /// The office listener's pairing and desks, when this Pacer is shared with the office.
    office: Option<office::OfficeLink>,
    /// The push streams open on this router and the feed they share ([`events`]).
    events: Arc<events::Hub>,
}

/// The API's routes, behind the door and the bearer key; files may be named in the data
/// folder's `imports/` only.
pub fn router(engine: Arc<Engine>, key: String) -> Router {
    router_with(Launcher::new(engine), key, &[], None)
}

/// The API's routes, launching campaigns through `launcher` (the one whose scheduler runs);
/// files may be named in the data folder's `imports/` and in `readable_folders`; `tunnel` is
/// the state `GET /v1/stats` shows (`off` without one).
pub fn router_with(
    launcher: Launcher,
    key: String,
    readable_folders: &[PathBuf],
    tunnel: Option<watch::Receiver<TunnelState>>,
) -> Router {
    router_for(
        launcher,
        Door::Local {
            key,
            readable_folders: readable_folders.to_vec(),
        },
        tunnel,
        None,
    )
}

/// Who a router of the API serves, which decides who is let in and which files it may name.
pub enum Door {
    /// Programs on this machine, with the local API key (Pacer's loopback listener); files may
    /// be named in the data folder's `imports/` and in `readable_folders`.
    Local {
        /// The local API key.
        key: String,
        /// Folders besides `imports/` a request may name files in.
        readable_folders: Vec<PathBuf>,
    },
    /// Paired desks and systems over the office listener. The router it makes lets every
    /// request in: the office listener puts its own checks in front
    /// (`sharing::office_api::router`: the desk's credential, its role for the route). No path
    /// on the office Pacer's computer may be named: a desk uploads its files.
    Office,
}

/// Never shows the key.
impl std::fmt::Debug for Door {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Door::Local {
                readable_folders, ..
            } => f
                .debug_struct("Local")
                .field("key", &"[redacted]")
                .field("readable_folders", readable_folders)
                .finish(),
            Door::Office => f.write_str("Office"),
        }
    }
}

/// The API's routes behind `door`. `office` is the office listener's pairing and desks, for
/// the `/v1/office/…` routes (they answer that the office is not shared without it).
pub fn router_for(
    launcher: Launcher,
    door: Door,
    tunnel: Option<watch::Receiver<TunnelState>>,
    office: Option<office::OfficeLink>,
) -> Router {
    let db = launcher.engine().config().db_path.clone();
    let (key, folders) = match &door {
        Door::Local {
            key,
            readable_folders,
        } => (
            (!key.is_empty()).then(|| Sha256::digest(key.as_bytes()).into()),
            ReadableFolders::new(&db, readable_folders),
        ),
        Door::Office => (None, ReadableFolders::for_desks(&db)),
    };
    let state = Api {
        engine: Arc::clone(launcher.engine()),
        launcher,
        folders,
        data_folder: readable::data_folder(&db),
        key,
        tunnel,
        office,
        events: Arc::default(),
    };
    let json_routes = Router::new()
        .merge(work::routes())
        .merge(conversations::routes())
        .merge(contacts::routes())
        .merge(inbox_extras::routes())
        .merge(opt_outs::routes())
        .merge(templates::routes())
        .merge(prices::routes())
        .merge(office::routes())
        .merge(audit::routes())
        .merge(events::routes())
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
    let file_routes =
        work::file_routes()
            .merge(files::routes())
            .route_layer(middleware::from_fn_with_state(
                body_type::Takes::JsonOrFile,
                body_type::only,
            ));
    let routes = Router::new()
        .merge(json_routes)
        .merge(file_routes)
        // Inside every check of who may call a route: only what was let in and done counts.
        .route_layer(middleware::from_fn_with_state(state.clone(), audit::trail))
        .fallback(|| async {
            ApiError {
                status: StatusCode::NOT_FOUND,
                code: "not_found",
                field: None,
                message: "No such endpoint. See the README for the local API.".into(),
                details: None,
            }
        })
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES));
    match door {
        Door::Local { .. } => routes
            .layer(middleware::from_fn_with_state(state.clone(), authorize))
            .layer(middleware::from_fn(json_errors))
            // Outermost: a web page learns nothing here, not even whether its key is right.
            .layer(middleware::from_fn(doors::local_only))
            .with_state(state),
        Door::Office => routes
            .layer(middleware::from_fn(json_errors))
            .with_state(state),
    }
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

async fn openapi() -> Response {
    ([(header::CONTENT_TYPE, "application/yaml")], OPENAPI).into_response()
}

async fn stats(State(api): State<Api>) -> Result<Response, ApiError> {
    let counts = api.engine.state_counts().await?;
    let webhooks = api
        .engine
        .ledger()
        .read(crate::webhook::inbox::summary)
        .await?;
    Ok(Json(stats_body(&api, counts, webhooks)).into_response())
}

/// The figures `GET /v1/stats` answers, with the messages counted by state in `counts`; the
/// push stream's `stats` event too ([`events`], which counts them less often than it sends);
/// with Meta's webhooks as the inbox has them, so a desk's Home says when the last came.
fn stats_body(
    api: &Api,
    counts: Vec<(crate::ledger::messages::State, u64)>,
    webhooks: crate::webhook::InboxSummary,
) -> Value {
    let stats = api.engine.stats();
    let mut body = serde_json::to_value(&stats).unwrap_or_default();
    let states: Map<String, Value> = counts
        .into_iter()
        .map(|(s, n)| (s.as_str().to_owned(), json!(n)))
        .collect();
    body["messages_by_state"] = Value::Object(states);
    body["webhooks"] = serde_json::to_value(webhooks).unwrap_or_default();
    body["tunnel"] = match &api.tunnel {
        Some(tunnel) => serde_json::to_value(&*tunnel.borrow()).unwrap_or_default(),
        None => json!({"status": "off"}),
    };
    body
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
