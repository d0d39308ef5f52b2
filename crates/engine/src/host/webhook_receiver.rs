//! The webhook receiver: the only thing reachable through the tunnel (`docs/sending.md#webhooks`, `#tunnel`),
//! so it faces the internet.
//!
//! `GET /webhook` answers Meta's verification. `POST /webhook` is taken in this order, each
//! step cheaper than the next, so that a stranger costs Pacer as little as possible:
//!
//! 1. `X-Hub-Signature-256` must be there and look like one (`sha256=` and 64 hex digits),
//!    and a declared length must be within [`MAX_BODY`]: otherwise 401 (or 413) before a byte
//!    of the body is read — fifty strangers posting 4 MB each cost nothing.
//! 2. At most [`IntakeLimits::in_flight`] bodies are read and stored at once; beyond that 503
//!    at once (Meta retries).
//! 3. The body is read within [`IntakeLimits::body_deadline`] (408 for a sender slower than
//!    that) and up to [`MAX_BODY`] (413).
//! 4. The signature is checked: HMAC-SHA256 of the raw bytes with the app secret, compared
//!    in constant time (401 if wrong).
//! 5. The raw body is stored in the inbox (once: the same body again stores nothing) and the
//!    answer is 200 — before any parsing, and without waiting for the dispatcher.
//!
//! Both `/webhook` routes are Meta's and carry the tunnel's public name in `Host`, so they are
//! not held to the loopback rules. Every other path is for this computer's programs only: it
//! goes through [`doors::local_only`] (403 for a web page or a foreign name) and then 404.

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use futures::StreamExt as _;
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;
use subtle::ConstantTimeEq;
use tokio::sync::Semaphore;

use crate::doors;
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

/// How much of Pacer a webhook POST may take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IntakeLimits {
    /// POSTs whose bodies are read and stored at once; one more is answered 503 at once.
    /// 32 bounds the memory held by bodies being read to 128 MB at worst (32 × [`MAX_BODY`];
    /// Meta's bodies are usually a few kB), while storing takes milliseconds, so 32 at once
    /// still takes in thousands of webhooks a second.
    pub in_flight: usize,
    /// How long reading a body may take. 10 s is 400 kB/s for the largest body Meta sends:
    /// Meta's servers send far faster; only a sender holding a slot on purpose is slower.
    pub body_deadline: Duration,
}

impl Default for IntakeLimits {
    fn default() -> Self {
        IntakeLimits {
            in_flight: 32,
            body_deadline: Duration::from_secs(10),
        }
    }
}

#[derive(Clone)]
struct Receiver {
    engine: Arc<Engine>,
    secrets: Arc<WebhookSecrets>,
    slots: Arc<Semaphore>,
    body_deadline: Duration,
}

/// The receiver's routes with the default [`IntakeLimits`].
pub fn router(engine: Arc<Engine>, secrets: WebhookSecrets) -> Router {
    router_with(engine, secrets, IntakeLimits::default())
}

/// The receiver's routes: `/webhook` for Meta; any other path is checked by
/// [`doors::local_only`], then 404.
pub fn router_with(engine: Arc<Engine>, secrets: WebhookSecrets, limits: IntakeLimits) -> Router {
    let elsewhere = Router::new()
        .fallback(|| async { StatusCode::NOT_FOUND })
        .layer(axum::middleware::from_fn(doors::local_only));
    Router::new()
        .route("/webhook", get(verify).post(receive))
        .fallback_service(elsewhere)
        .with_state(Receiver {
            engine,
            secrets: Arc::new(secrets),
            slots: Arc::new(Semaphore::new(limits.in_flight)),
            body_deadline: limits.body_deadline,
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

/// Whether `header` looks like a signature: `sha256=` and 64 hex digits. Checked before the
/// body is read; whether it is the right one is [`signature_valid`]'s question.
pub fn signature_well_formed(header: Option<&str>) -> bool {
    header
        .and_then(|h| h.strip_prefix("sha256="))
        .is_some_and(|hex| hex.len() == 64 && hex.bytes().all(|b| b.is_ascii_hexdigit()))
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

/// Why a body was not read whole.
enum Unread {
    /// Longer than [`MAX_BODY`].
    TooLarge,
    /// The connection broke off.
    Broken,
}

/// Reads a body of at most [`MAX_BODY`] bytes, growing the buffer as bytes arrive (never by
/// what a sender declares).
async fn read_body(body: Body) -> Result<Vec<u8>, Unread> {
    let mut chunks = body.into_data_stream();
    let mut read = Vec::new();
    while let Some(chunk) = chunks.next().await {
        let chunk = chunk.map_err(|_| Unread::Broken)?;
        if read.len() + chunk.len() > MAX_BODY {
            return Err(Unread::TooLarge);
        }
        read.extend_from_slice(&chunk);
    }
    Ok(read)
}

async fn receive(State(receiver): State<Receiver>, headers: HeaderMap, body: Body) -> Response {
    let signature = headers
        .get("x-hub-signature-256")
        .and_then(|v| v.to_str().ok());
    if !signature_well_formed(signature) {
        return (StatusCode::UNAUTHORIZED, "invalid signature").into_response();
    }
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|length| length > MAX_BODY as u64) {
        return (StatusCode::PAYLOAD_TOO_LARGE, "body too large").into_response();
    }
    let Ok(_slot) = Arc::clone(&receiver.slots).try_acquire_owned() else {
        // Meta retries anything but 200: a busy moment loses nothing.
        return (StatusCode::SERVICE_UNAVAILABLE, "busy, try again").into_response();
    };
    let body = match tokio::time::timeout(receiver.body_deadline, read_body(body)).await {
        Ok(Ok(body)) => body,
        Ok(Err(Unread::TooLarge)) => {
            return (StatusCode::PAYLOAD_TOO_LARGE, "body too large").into_response();
        }
        Ok(Err(Unread::Broken)) => {
            return (StatusCode::BAD_REQUEST, "body unreadable").into_response();
        }
        Err(_) => {
            return (StatusCode::REQUEST_TIMEOUT, "body too slow").into_response();
        }
    };
    if !signature_valid(receiver.secrets.app_secret.as_bytes(), &body, signature) {
        return (StatusCode::UNAUTHORIZED, "invalid signature").into_response();
    }
    match receiver.engine.store_webhook(body).await {
        // Stored now, or stored before (a replay): either way Meta may forget it.
        Ok(_) => StatusCode::OK.into_response(),
        Err(e) => {
            // Meta retries anything but 200, for days: nothing is lost.
            tracing::error!("a webhook could not be stored: {e}");
            (StatusCode::SERVICE_UNAVAILABLE, "cannot store now").into_response()
        }
    }
}
