//! The Inbox's helpers over the local API, so a desk answers customers as the office PC does:
//!
//! - `GET /v1/quick-replies`, `POST /v1/quick-replies` (`{"id"?, "title", "body"}`: a new one,
//!   or a change to `id`), `DELETE /v1/quick-replies/{id}` — the office's shared answers;
//! - `GET /v1/media/{id}` — a file a customer sent, as the office stored it (streamed);
//! - `POST /v1/media/{id}/fetch` — "Try again" for one that failed or waits for its retry
//!   (the office's fetcher takes it at its next look, within seconds).

use axum::body::{Body, Bytes};
use axum::extract::{Path, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::json;

use super::work::body;
use super::{Api, ApiError};
use crate::inbox::{self, QuickReply};

/// The routes (JSON bodies).
pub(super) fn routes() -> Router<Api> {
    Router::new()
        .route("/v1/quick-replies", get(list).post(save))
        .route("/v1/quick-replies/{id}", axum::routing::delete(remove))
        .route("/v1/media/{id}", get(media))
        .route("/v1/media/{id}/fetch", post(fetch_again))
}

async fn list(State(api): State<Api>) -> Result<Response, ApiError> {
    let replies = api.engine.ledger().read(inbox::quick_replies).await?;
    Ok(Json(replies).into_response())
}

async fn save(State(api): State<Api>, bytes: Bytes) -> Result<Response, ApiError> {
    let reply: QuickReply = body(&bytes)?;
    let now = api.engine.clock().now_ms();
    let saved = api
        .engine
        .ledger()
        .write(move |c| Ok(inbox::save_quick_reply(c, &reply, now)))
        .await?;
    match saved {
        Ok(saved) => Ok(Json(saved).into_response()),
        Err(e) => Err(ApiError {
            details: Some(("said", json!(e.said()))),
            ..ApiError::invalid("body", e.to_string())
        }),
    }
}

async fn remove(State(api): State<Api>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let id: i64 = id
        .trim()
        .parse()
        .map_err(|_| ApiError::invalid("id", format!("\"{id}\" is not a quick reply's id")))?;
    let deleted = api
        .engine
        .ledger()
        .write(move |c| inbox::delete_quick_reply(c, id))
        .await?;
    Ok(Json(json!({ "deleted": deleted })).into_response())
}

/// A media id as Meta gives them: digits (and, in the simulator, letters), never a path.
fn media_id(id: &str) -> Result<String, ApiError> {
    let ok = !id.is_empty()
        && id.len() <= 128
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    if ok {
        Ok(id.to_owned())
    } else {
        Err(ApiError::invalid("id", "not a media id Meta gives"))
    }
}

async fn media(State(api): State<Api>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let id = media_id(&id)?;
    let path = api
        .engine
        .ledger()
        .read(move |c| inbox::stored_media_path(c, &id))
        .await?;
    let not_here = || {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            "The office Pacer does not have this file (yet): it may still be on its way from Meta, or it failed.",
        )
    };
    let path = path.ok_or_else(not_here)?;
    let file = tokio::fs::File::open(&path).await.map_err(|_| not_here())?;
    let length = file.metadata().await.map(|m| m.len()).unwrap_or_default();
    let name = std::path::Path::new(&path)
        .file_name()
        .map(|n| n.to_string_lossy().replace(['"', '\\', '\r', '\n'], "_"))
        .unwrap_or_else(|| "file".into());
    let stream = tokio_util::io::ReaderStream::new(file);
    Ok((
        [
            (header::CONTENT_TYPE, "application/octet-stream".to_owned()),
            (header::CONTENT_LENGTH, length.to_string()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{name}\""),
            ),
        ],
        Body::from_stream(stream),
    )
        .into_response())
}

async fn fetch_again(State(api): State<Api>, Path(id): Path<String>) -> Result<Response, ApiError> {
    let id = media_id(&id)?;
    let now = api.engine.clock().now_ms();
    let again = api
        .engine
        .ledger()
        .write(move |c| inbox::media::fetch_again(c, &id, now))
        .await?;
    Ok(Json(json!({ "again": again })).into_response())
}
