//! The webhook receiver: the only thing reachable through the tunnel (`DESIGN.md` §3.8–3.9).
//!
//! `GET /webhook` answers Meta's verification; `POST /webhook` checks `X-Hub-Signature-256`
//! (HMAC-SHA256 of the raw bytes with the app secret, compared in constant time), stores the
//! raw body in the inbox, and answers 200 — before any parsing, and without waiting for the
//! dispatcher. A missing, malformed or wrong signature gets 401 and nothing is stored. Every
//! other path is 404.

use std::sync::Arc;

use axum::Router;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;
use subtle::ConstantTimeEq;

use crate::engine::Engine;

/// Meta's bodies are up to 3 MB; a little room on top.
pub const MAX_BODY: usize = 4 * 1024 * 1024;

/// What the receiver checks requests against.
#[derive(Clone)]
pub struct WebhookSecrets {
    /// The Meta app's secret: signs every POST.
    pub app_secret: String,
    /// The verify token given to Meta with the callback URL.
    pub verify_token: String,
}

impl std::fmt::Debug for WebhookSecrets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("WebhookSecrets([redacted])")
    }
}

#[derive(Clone)]
struct Receiver {
    engine: Arc<Engine>,
    secrets: Arc<WebhookSecrets>,
}

/// The receiver's routes: `/webhook` only.
pub fn router(engine: Arc<Engine>, secrets: WebhookSecrets) -> Router {
    Router::new()
        .route("/webhook", get(verify).post(receive))
        .fallback(|| async { StatusCode::NOT_FOUND })
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .with_state(Receiver {
            engine,
            secrets: Arc::new(secrets),
        })
}

async fn verify(
    State(receiver): State<Receiver>,
    Query(query): Query<Vec<(String, String)>>,
) -> Response {
    let get = |key: &str| {
        query
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    };
    let token_ok = get("hub.verify_token").is_some_and(|token| {
        !receiver.secrets.verify_token.is_empty()
            && bool::from(
                token
                    .as_bytes()
                    .ct_eq(receiver.secrets.verify_token.as_bytes()),
            )
    });
    match (get("hub.mode"), get("hub.challenge")) {
        (Some("subscribe"), Some(challenge)) if token_ok => {
            (StatusCode::OK, challenge.to_owned()).into_response()
        }
        _ => (StatusCode::FORBIDDEN, "verification failed").into_response(),
    }
}

/// Whether `header` is `sha256=<hex>` of the HMAC of `body` with `secret`.
pub fn signature_valid(secret: &[u8], body: &[u8], header: Option<&str>) -> bool {
    let Some(hex_digest) = header.and_then(|h| h.strip_prefix("sha256=")) else {
        return false;
    };
    let Ok(expected) = hex::decode(hex_digest.trim()) else {
        return false;
    };
    let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(secret) else {
        return false;
    };
    mac.update(body);
    // verify_slice compares in constant time and rejects a digest of the wrong length.
    mac.verify_slice(&expected).is_ok()
}

async fn receive(
    State(receiver): State<Receiver>,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let body = match body {
        Ok(body) => body,
        Err(rejection) => {
            return (rejection.status(), "body too large or unreadable").into_response();
        }
    };
    let header = headers
        .get("x-hub-signature-256")
        .and_then(|v| v.to_str().ok());
    if !signature_valid(receiver.secrets.app_secret.as_bytes(), &body, header) {
        return (StatusCode::UNAUTHORIZED, "invalid signature").into_response();
    }
    match receiver.engine.store_webhook(body.to_vec()).await {
        Ok(_) => StatusCode::OK.into_response(),
        Err(e) => {
            // Meta retries anything but 200, for days: nothing is lost.
            tracing::error!("a webhook could not be stored: {e}");
            (StatusCode::SERVICE_UNAVAILABLE, "cannot store now").into_response()
        }
    }
}
