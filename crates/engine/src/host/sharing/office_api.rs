//! The office listener's own routes (`docs/office.md`): pairing a desk, and who a desk is.
//! Served over TLS by `listener::serve_tls` with the office Pacer's [`super::Identity`].
//!
//! - `POST /office/v1/pair` `{"code": "4821-0937", "desk": "Front desk"}`: the pairing code
//!   the office Pacer shows ([`super::Pairings`]); answers the desk's credential once.
//! - `GET /office/v1/desk` with `Authorization: Bearer <credential>`: the desk and its role.
//!   A revoked desk is refused at its next request, in words that say so.
//!
//! A request a browser made for a web page (`Origin`, or `Sec-Fetch-Site` other than `none`)
//! is refused first, as the local API refuses it (`doors::from_a_page`).

use std::sync::{Arc, Mutex};

use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};
use serde_json::json;

use super::desks::{self, Credential, Desk, Role};
use super::{Fingerprint, Pairings};
use crate::clock::Clock;
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
}

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
}

/// The office routes. A request from a web page is refused before any route sees it: desks
/// and systems are programs, and a page on the office network must not pair or use a desk.
pub fn router(state: OfficeState) -> Router {
    Router::new()
        .route("/office/v1/pair", post(pair))
        .route("/office/v1/desk", get(who_am_i))
        .layer(axum::middleware::from_fn(no_pages))
        .with_state(state)
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

/// The longest desk name kept.
const NAME_LIMIT: usize = 60;

async fn pair(State(state): State<OfficeState>, Json(request): Json<PairRequest>) -> Response {
    let now = state.clock.now_ms();
    let taken = state
        .pairings
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .take(&request.code, now);
    if let Err(refused) = taken {
        return refusal(StatusCode::FORBIDDEN, "pairing_refused", refused.said());
    }
    let name: String = request.desk.trim().chars().take(NAME_LIMIT).collect();
    let name = if name.is_empty() {
        "Desk".to_owned()
    } else {
        name
    };
    let credential = Credential::generate();
    let kept = credential.clone();
    // A new desk is staff; the owner changes roles in Settings → People.
    let desk = state
        .ledger
        .write(move |c| desks::pair(c, &name, Role::Staff, &kept, now))
        .await;
    match desk {
        Ok(desk) => Json(Paired {
            credential: credential.as_str().to_owned(),
            desk,
            fingerprint: state.fingerprint.to_string(),
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

fn refusal(status: StatusCode, error: &str, said: Said) -> Response {
    (
        status,
        Json(json!({ "error": error, "message": said.to_string() })),
    )
        .into_response()
}
