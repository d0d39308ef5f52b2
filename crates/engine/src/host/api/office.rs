//! The local API for sharing this Pacer with the office (`docs/office.md`): what the owner
//! does on the office Pacer, from its window or `pacer share`, and an owner's desk over the
//! office listener.
//!
//! - `POST /v1/office/pairing-code` `{"role"}` — a new eight-digit code for one desk that
//!   will have `role` (staff when not said), with the office Pacer's fingerprint and address,
//!   to show to the person pairing (any code shown before is closed).
//! - `GET /v1/office/desks` — every desk and system key ever paired, newest first.
//! - `POST /v1/office/desks/{id}/revoke` — withdraws a desk's access; its next request is refused.
//! - `PUT /v1/office/desks/{id}/role` `{"role"}` — owner, staff, viewer or system.
//! - `POST /v1/office/system-keys` `{"name"}` — a key for one of the business's systems
//!   (role system: sending messages only), shown this once.
//!
//! Without the office listener (the Pacer is not shared) each answers 409 `not_shared`.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use serde::{Deserialize, Serialize};

use super::work::body;
use super::{Api, ApiError};
use crate::sharing::desks::{self, Credential, Desk, Role};
use crate::sharing::{Fingerprint, Pairings, pairing};

/// What the `/v1/office/…` routes need of the office listener.
#[derive(Debug, Clone)]
pub struct OfficeLink {
    /// The open pairing code, shared with the office listener that takes it.
    pub pairings: Arc<Mutex<Pairings>>,
    /// The office Pacer's certificate's fingerprint.
    pub fingerprint: Fingerprint,
    /// Where the office listener listens.
    pub addr: SocketAddr,
}

/// The routes (JSON bodies).
pub(super) fn routes() -> Router<Api> {
    Router::new()
        .route(
            "/v1/office/pairing-code",
            post(pairing_code).delete(close_pairing_code),
        )
        .route("/v1/office/desks", get(list))
        .route("/v1/office/desks/{id}/revoke", post(revoke))
        .route("/v1/office/desks/{id}/role", put(set_role))
        .route("/v1/office/system-keys", post(system_key))
}

fn link(api: &Api) -> Result<&OfficeLink, ApiError> {
    api.office.as_ref().ok_or_else(|| {
        ApiError::new(
            StatusCode::CONFLICT,
            "not_shared",
            "This Pacer is not shared with the office: turn on Settings → Share with the office in the app, or start `pacer serve` with --office-addr, then try again.",
        )
    })
}

/// A code to show, with what the person compares it with.
#[derive(Debug, Serialize, Deserialize)]
pub struct ShownCode {
    /// The code, as `4821-0937`.
    pub code: String,
    /// The office Pacer's fingerprint (16 groups of 4 hex digits).
    pub fingerprint: String,
    /// Where desks reach the office Pacer.
    pub addr: String,
    /// When the code stops working (milliseconds since 1970).
    pub expires_at: i64,
    /// What the desk paired with it may do.
    pub role: Role,
}

/// What a pairing code is asked for with: the role of the desk it pairs (staff when not said).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CodeRequest {
    #[serde(default)]
    role: Option<Role>,
}

async fn pairing_code(State(api): State<Api>, bytes: Bytes) -> Result<Response, ApiError> {
    let CodeRequest { role } = body(&bytes)?;
    let role = role.unwrap_or(Role::Staff);
    let link = link(&api)?;
    let now = api.engine.clock().now_ms();
    let code = link
        .pairings
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .open(now, role);
    Ok(Json(ShownCode {
        code: code.to_string(),
        fingerprint: link.fingerprint.to_string(),
        addr: link.addr.to_string(),
        expires_at: now + pairing::CODE_LIFETIME_MS,
        role,
    })
    .into_response())
}

/// Closes the code shown, if one is (the owner closed the pairing window).
async fn close_pairing_code(State(api): State<Api>) -> Result<Response, ApiError> {
    link(&api)?
        .pairings
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .close();
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn list(State(api): State<Api>) -> Result<Response, ApiError> {
    link(&api)?;
    let desks = api.engine.ledger().read(desks::list).await?;
    Ok(Json(desks).into_response())
}

fn desk_id(id: &str) -> Result<i64, ApiError> {
    id.parse::<i64>().map_err(|_| no_desk(id))
}

fn no_desk(id: &str) -> ApiError {
    ApiError::new(
        StatusCode::NOT_FOUND,
        "not_found",
        format!("There is no desk \"{id}\". `GET /v1/office/desks` lists them."),
    )
}

// Each handler reads what it was sent before asking whether the office is shared: a wrong
// request is told what is wrong with it either way.

async fn revoke(State(api): State<Api>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let number = desk_id(&id)?;
    link(&api)?;
    let now = api.engine.clock().now_ms();
    let desk = api
        .engine
        .ledger()
        .write(move |c| {
            desks::revoke(c, number, now)?;
            desks::by_id(c, number)
        })
        .await?;
    desk.map(|d| Json(d).into_response())
        .ok_or_else(|| no_desk(&id))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RoleRequest {
    role: Role,
}

async fn set_role(
    State(api): State<Api>,
    Path(id): Path<String>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let number = desk_id(&id)?;
    let RoleRequest { role } = body(&bytes)?;
    link(&api)?;
    let desk = api
        .engine
        .ledger()
        .write(move |c| {
            desks::set_role(c, number, role)?;
            desks::by_id(c, number)
        })
        .await?;
    desk.map(|d| Json(d).into_response())
        .ok_or_else(|| no_desk(&id))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SystemKeyRequest {
    name: String,
}

/// A system key, shown this once.
#[derive(Debug, Serialize, Deserialize)]
pub struct SystemKey {
    /// What the system sends as `Authorization: Bearer …` to the office listener.
    pub credential: String,
    /// The key as the office records it (role system).
    pub desk: Desk,
}

async fn system_key(State(api): State<Api>, bytes: Bytes) -> Result<Response, ApiError> {
    let SystemKeyRequest { name } = body(&bytes)?;
    let name = desks::kept_name(&name).ok_or_else(|| {
        ApiError::invalid(
            "name",
            "Give the system a name people will recognise in Settings → People, e.g. \"Website\".",
        )
    })?;
    link(&api)?;
    let credential = Credential::generate();
    let kept = credential.clone();
    let now = api.engine.clock().now_ms();
    let desk = api
        .engine
        .ledger()
        .write(move |c| desks::pair(c, &name, Role::System, &kept, now))
        .await?;
    Ok((
        StatusCode::CREATED,
        Json(SystemKey {
            credential: credential.as_str().to_owned(),
            desk,
        }),
    )
        .into_response())
}
