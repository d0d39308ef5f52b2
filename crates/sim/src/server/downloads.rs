//! `GET /lookaside/{media-id}?expires=…`: the download URL `GET /{media-id}` answers for a file
//! a customer sent, standing in for `lookaside.fbsbx.com`. Like Meta's, it wants the bearer
//! token and works for five minutes (simulated); a test can make the next downloads trickle.

use std::sync::Arc;
use std::time::Duration;

use axum::body::{Body, Bytes};
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::request::query_map;
use crate::shared::Shared;

/// How often a slow download sends its next few bytes (real time).
const TRICKLE_EVERY: Duration = Duration::from_millis(100);

pub(super) async fn download(
    State(sim): State<Arc<Shared>>,
    Path(id): Path<String>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    let path = format!("/lookaside/{id}");
    // The CDN checks the same token as the Graph API (its version segment is not part of
    // this URL, so any valid one does for the check).
    if let Err(error) = sim.authorize(&headers, None, "v25.0") {
        sim.log_request("GET", &path, error.http_status, Some(error.code));
        return sim.refuse(error);
    }
    let now = sim.clock.now();
    let url_alive = query_map(query.as_deref())
        .get("expires")
        .and_then(|e| e.parse::<u128>().ok())
        .is_some_and(|expires| now.as_millis() < expires);
    let (file, slow) = {
        let mut state = sim.lock();
        let file = state
            .customer_files
            .get(&id)
            .filter(|f| f.alive(now))
            .map(|f| (f.bytes.clone(), f.mime_type.clone()));
        let slow = file
            .is_some()
            .then(|| state.download_faults.take_slow())
            .flatten();
        (file, slow)
    };
    let Some((bytes, mime_type)) = file.filter(|_| url_alive) else {
        sim.log_request("GET", &path, StatusCode::NOT_FOUND, None);
        return (StatusCode::NOT_FOUND, "URL signature expired").into_response();
    };
    sim.log_request("GET", &path, StatusCode::OK, None);
    let length = bytes.len();
    let body = match slow {
        None => Body::from(bytes),
        Some(bytes_per_second) => Body::from_stream(trickle(bytes, bytes_per_second)),
    };
    (
        StatusCode::OK,
        [
            (header::CONTENT_TYPE, mime_type),
            (header::CONTENT_LENGTH, length.to_string()),
        ],
        body,
    )
        .into_response()
}

/// The bytes at about `bytes_per_second`: a tenth of a second's worth every
/// [`TRICKLE_EVERY`], or one byte every `1 / bytes_per_second` seconds when that is slower.
fn trickle(
    bytes: Bytes,
    bytes_per_second: u64,
) -> impl futures::Stream<Item = Result<Bytes, std::io::Error>> + Send {
    let bytes_per_second = bytes_per_second.max(1);
    let step = usize::try_from((bytes_per_second / 10).max(1)).unwrap_or(usize::MAX);
    let every = TRICKLE_EVERY
        .max(Duration::from_secs(1) / u32::try_from(bytes_per_second).unwrap_or(u32::MAX));
    futures::stream::unfold(bytes, move |mut rest| async move {
        if rest.is_empty() {
            return None;
        }
        tokio::time::sleep(every).await;
        let chunk = rest.split_to(step.min(rest.len()));
        Some((Ok(chunk), rest))
    })
}
