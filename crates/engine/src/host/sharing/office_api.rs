//! The office listener's own routes (`docs/office.md`): pairing a desk, and who a desk is.
//! Served over TLS by `listener::serve_tls` with the office Pacer's [`super::Identity`].
//!
//! - `POST /office/v1/pair` `{"code": "4821-0937", "desk": "Front desk"}`: the pairing code
//!   the office Pacer shows ([`super::Pairings`]); answers the desk's credential once.
//! - `GET /office/v1/desk` with `Authorization: Bearer <credential>`: the desk and its role.
//!   A revoked desk is refused at its next request, in words that say so.
//! - Every route of the local API (`/v1/…`), for a paired desk or a system key whose role may
//!   call it ([`super::roles`]); 403 `not_allowed` otherwise. Each request looks the
//!   credential up again, so a revoked desk or a changed role counts from the next request;
//!   the request goes on with its [`Desk`] in its extensions, so what it does is recorded
//!   under the desk's name.
//!
//! A request a browser made for a web page (`Origin`, or `Sec-Fetch-Site` other than `none`)
//! is refused first, as the local API refuses it (`doors::from_a_page`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use axum::extract::{MatchedPath, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};
use serde_json::json;

use super::desks::{self, Credential, Desk, Role};
use super::{Fingerprint, Pairings, roles};
use crate::audit::{self, Action, Who};
use crate::clock::{Clock, Millis};
use crate::ledger::Ledger;

/// What the office routes work with.
#[derive(Clone)]
pub struct OfficeState {
    /// The office Pacer's ledger (the `desks` table).
    pub ledger: Ledger,
    /// Pacer's clock (codes expire on it).
    pub clock: Clock,
    /// The open pairing code, shared with the screen that shows it.
    pub pairings: Arc<Mutex<Pairings>>,
    /// The office Pacer's fingerprint, sent back so a desk can show what it pinned.
    pub fingerprint: Fingerprint,
    /// The office's name as people know it ("Back office"), sent back so a desk that typed
    /// the address shows the name too.
    pub name: String,
    /// When each desk's last request was written down (`desks.last_seen_at`): at most once a
    /// minute per desk, so following a live run does not become a write per request.
    pub seen: Arc<Mutex<HashMap<i64, Millis>>>,
}

impl OfficeState {
    /// The state for an office Pacer with `ledger`, `clock`, the shared `pairings` and its
    /// `fingerprint`.
    pub fn new(
        ledger: Ledger,
        clock: Clock,
        pairings: Arc<Mutex<Pairings>>,
        fingerprint: Fingerprint,
    ) -> OfficeState {
        OfficeState {
            ledger,
            clock,
            pairings,
            fingerprint,
            name: "Pacer".to_owned(),
            seen: Arc::default(),
        }
    }

    /// The same, with the office's name as people know it.
    pub fn named(self, name: &str) -> OfficeState {
        let name = name.trim();
        OfficeState {
            name: if name.is_empty() { "Pacer" } else { name }.to_owned(),
            ..self
        }
    }
}

/// How often a desk's `last_seen_at` is written at most.
const SEEN_EVERY_MS: Millis = 60_000;

impl std::fmt::Debug for OfficeState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OfficeState")
            .field("fingerprint", &self.fingerprint)
            .finish_non_exhaustive()
    }
}

/// A pairing request.
#[derive(Debug, Deserialize)]
pub struct PairRequest {
    /// The code the office Pacer shows.
    pub code: String,
    /// The name the desk goes by in Settings → People.
    pub desk: String,
}

/// A pairing's answer: the desk's own credential, shown this once.
#[derive(Debug, Serialize, Deserialize)]
pub struct Paired {
    /// What the desk keeps in its keyring and sends as `Authorization: Bearer …`.
    pub credential: String,
    /// The desk as the office records it.
    pub desk: Desk,
    /// The office Pacer's fingerprint.
    pub fingerprint: String,
    /// The office's name as people know it (absent from an office Pacer older than this).
    #[serde(default)]
    pub office: String,
}

/// The office routes, and `api` (the local API's routes made for the office listener:
/// `api::router_for` with `api::Door::Office`) behind each desk's credential and role. A
/// request from a web page is refused before any route sees it: desks and systems are
/// programs, and a page on the office network must not pair or use a desk.
pub fn router(state: OfficeState, api: Router) -> Router {
    // (axum refuses a route layer on a router without routes: the pairing tests pass one.)
    let api = if api.has_routes() {
        api.route_layer(middleware::from_fn(permit))
    } else {
        api
    }
    .layer(middleware::from_fn_with_state(state.clone(), identify));
    Router::new()
        .route("/office/v1/pair", post(pair))
        .route("/office/v1/desk", get(who_am_i))
        .with_state(state)
        .merge(api)
        .layer(middleware::from_fn(no_pages))
}

/// Lets in a request whose credential belongs to a desk that is not revoked, with the desk in
/// its extensions; notes when the desk was last seen.
async fn identify(State(state): State<OfficeState>, mut request: Request, next: Next) -> Response {
    let desk = match desk_of(&state, request.headers()).await {
        Ok(desk) => desk,
        Err(refused) => return refused,
    };
    let now = state.clock.now_ms();
    let due = {
        let mut seen = state.seen.lock().unwrap_or_else(|p| p.into_inner());
        let last = seen.get(&desk.id).copied();
        let due = last.is_none_or(|last| now - last >= SEEN_EVERY_MS);
        if due {
            seen.insert(desk.id, now);
        }
        due
    };
    if due {
        let id = desk.id;
        // Not worth failing a request over: the figure is for Settings → People.
        if let Err(e) = state.ledger.write(move |c| desks::seen(c, id, now)).await {
            tracing::warn!("a desk's last request could not be noted: {e}");
        }
    }
    request.extensions_mut().insert(desk);
    next.run(request).await
}

/// Lets the request reach its route only when the desk's role may call it
/// ([`super::roles`]).
async fn permit(request: Request, next: Next) -> Response {
    let role = request.extensions().get::<Desk>().map(|desk| desk.role);
    let path = request
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_owned())
        .unwrap_or_default();
    match role {
        Some(role) if roles::may(role, request.method(), &path) => next.run(request).await,
        _ => refusal(
            StatusCode::FORBIDDEN,
            "not_allowed",
            Said::new(ids::SHARING_ROLE_NOT_ALLOWED)
                .with("role", role.map_or("none", Role::as_str)),
        ),
    }
}

async fn no_pages(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    match crate::doors::from_a_page(request.headers()) {
        None => next.run(request).await,
        Some(rule) => {
            tracing::warn!(
                rule = rule.name(),
                "the office listener refused a request from a web page"
            );
            refusal(
                StatusCode::FORBIDDEN,
                "web_page",
                Said::new(ids::SHARING_NOT_FOR_PAGES),
            )
        }
    }
}

async fn pair(State(state): State<OfficeState>, Json(request): Json<PairRequest>) -> Response {
    let now = state.clock.now_ms();
    let taken = state
        .pairings
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .take(&request.code, now);
    let role = match taken {
        Ok(role) => role,
        Err(refused) => return refusal(StatusCode::FORBIDDEN, "pairing_refused", refused.said()),
    };
    let name = desks::kept_name(&request.desk).unwrap_or_else(|| "Desk".to_owned());
    let credential = Credential::generate();
    let kept = credential.clone();
    // The role the owner chose when asking for the code (staff unless they chose another);
    // they change it later in Settings → People.
    let desk = state
        .ledger
        .write(move |c| {
            let desk = desks::pair(c, &name, role, &kept, now)?;
            let who = Who::desk(desk.id, desk.name.clone());
            audit::record(c, now, &who, Action::DeskPaired, Some(&desk.name), None)?;
            Ok(desk)
        })
        .await;
    match desk {
        Ok(desk) => Json(Paired {
            credential: credential.as_str().to_owned(),
            desk,
            fingerprint: state.fingerprint.to_string(),
            office: state.name.clone(),
        })
        .into_response(),
        Err(e) => {
            tracing::error!("a paired desk could not be recorded: {e}");
            refusal(
                StatusCode::SERVICE_UNAVAILABLE,
                "not_recorded",
                Said::new(ids::SHARING_DESK_NOT_RECORDED),
            )
        }
    }
}

async fn who_am_i(State(state): State<OfficeState>, headers: HeaderMap) -> Response {
    match desk_of(&state, &headers).await {
        Ok(desk) => Json(desk).into_response(),
        Err(refused) => refused,
    }
}

/// The desk making this request, or the refusal to answer it with.
async fn desk_of(state: &OfficeState, headers: &HeaderMap) -> Result<Desk, Response> {
    let presented = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(str::to_owned);
    let not_paired = || {
        refusal(
            StatusCode::UNAUTHORIZED,
            "not_paired",
            Said::new(ids::SHARING_DESK_NOT_PAIRED),
        )
    };
    let Some(presented) = presented else {
        return Err(not_paired());
    };
    let found = state
        .ledger
        .read(move |c| desks::by_credential(c, &presented))
        .await;
    match found {
        Ok(Some(desk)) if desk.revoked_at.is_none() => Ok(desk),
        Ok(Some(_)) => Err(refusal(
            StatusCode::UNAUTHORIZED,
            "revoked",
            Said::new(ids::SHARING_DESK_REVOKED),
        )),
        Ok(None) => Err(not_paired()),
        Err(e) => {
            tracing::error!("a desk's credential could not be looked up: {e}");
            Err(refusal(
                StatusCode::SERVICE_UNAVAILABLE,
                "not_recorded",
                Said::new(ids::SHARING_DESK_NOT_RECORDED),
            ))
        }
    }
}

/// A refusal in the local API's shape (`{"error": {"code", "message"}}`), so a desk reads the
/// office listener's own refusals and the API's the same way; `said` carries the words as a
/// catalogue message, so a desk's window says them in its person's language.
fn refusal(status: StatusCode, code: &str, said: Said) -> Response {
    (
        status,
        Json(json!({ "error": { "code": code, "message": said.to_string(), "said": said } })),
    )
        .into_response()
}
