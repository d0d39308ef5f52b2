//! The local API for conversations (`docs/inbox.md`): what customers wrote, beside what Pacer
//! sent them. A program may also answer with an ordinary `POST /v1/messages`.
//!
//! - `GET /v1/conversations?search=&campaign=&waiting=&offset=&limit=` — newest first, with
//!   unread counts.
//! - `GET /v1/conversations/{phone}?before_at=&before_order=&limit=` — one thread, a page at a
//!   time from the newest back (`older` in the answer is the next page's `before_*`).
//! - `POST /v1/conversations/{phone}/read` — marks it read; answers how many were unread.
//! - `POST /v1/conversations/{phone}/reply` — answers the customer as the Inbox does (words
//!   or an approved template; the same checks: the 24-hour window, an opted-out customer,
//!   the template's values), so a desk's Inbox works through the office Pacer. A file is
//!   sent from the window of the PC that has it.

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::json;

use super::work::body;
use super::{Api, ApiError, normalise_phone};
use crate::inbox::{
    self, ConversationQuery, MAX_CONVERSATIONS, MAX_THREAD_PAGE, ThreadCursor, ThreadQuery,
};

/// The routes.
pub(super) fn routes() -> Router<Api> {
    Router::new()
        .route("/v1/conversations", get(list))
        .route("/v1/conversations/{phone}", get(thread))
        .route("/v1/conversations/{phone}/read", post(read))
        .route("/v1/conversations/{phone}/reply", post(reply))
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ListParams {
    search: Option<String>,
    campaign: Option<String>,
    waiting: Option<bool>,
    offset: Option<u32>,
    limit: Option<u32>,
}

async fn list(
    State(api): State<Api>,
    params: Result<Query<ListParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(params) = params.map_err(|e| ApiError::invalid("query", e.body_text()))?;
    let limit = params.limit.unwrap_or(50);
    if limit == 0 || limit > MAX_CONVERSATIONS {
        return Err(ApiError::invalid(
            "limit",
            format!("limit must be 1 to {MAX_CONVERSATIONS}"),
        ));
    }
    let query = ConversationQuery {
        search: params.search,
        campaign: params.campaign,
        waiting: params.waiting.unwrap_or(false),
        offset: params.offset.unwrap_or(0),
        limit,
    };
    let now = api.engine.clock().now_ms();
    let page = api
        .engine
        .ledger()
        .read(move |c| inbox::conversations(c, &query, now))
        .await?;
    Ok(Json(page).into_response())
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ThreadParams {
    before_at: Option<i64>,
    before_order: Option<i64>,
    limit: Option<u32>,
}

/// The customer's number as stored (`+` and digits), from any way of writing it.
fn customer(raw: &str) -> Result<String, ApiError> {
    normalise_phone(raw)
        .map(|p| p.to_string())
        .map_err(|why| ApiError::invalid("phone", why))
}

async fn thread(
    State(api): State<Api>,
    Path(phone): Path<String>,
    params: Result<Query<ThreadParams>, axum::extract::rejection::QueryRejection>,
) -> Result<Response, ApiError> {
    let Query(params) = params.map_err(|e| ApiError::invalid("query", e.body_text()))?;
    let phone = customer(&phone)?;
    let limit = params.limit.unwrap_or(50);
    if limit == 0 || limit > MAX_THREAD_PAGE {
        return Err(ApiError::invalid(
            "limit",
            format!("limit must be 1 to {MAX_THREAD_PAGE}"),
        ));
    }
    let before = match (params.before_at, params.before_order) {
        (Some(at), Some(order)) => Some(ThreadCursor { at, order }),
        (None, None) => None,
        _ => {
            return Err(ApiError::invalid(
                "before_at",
                "give before_at and before_order together (from the previous page's older), or neither",
            ));
        }
    };
    let query = ThreadQuery {
        phone,
        before,
        limit,
    };
    let now = api.engine.clock().now_ms();
    let page = api
        .engine
        .ledger()
        .read(move |c| inbox::thread(c, &query, now))
        .await?;
    Ok(Json(page).into_response())
}

async fn read(State(api): State<Api>, Path(phone): Path<String>) -> Result<Response, ApiError> {
    let phone = customer(&phone)?;
    let now = api.engine.clock().now_ms();
    let was = api
        .engine
        .ledger()
        .write(move |c| inbox::mark_read(c, &phone, now))
        .await?;
    Ok(Json(json!({ "was_unread": was })).into_response())
}

async fn reply(
    State(api): State<Api>,
    Path(phone): Path<String>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let phone = customer(&phone)?;
    let reply = match body(&bytes)? {
        // A file is read only where a path may lie: an allowed folder, or what a desk
        // uploaded (`POST /v1/files`).
        inbox::Reply::File { path, caption } => {
            let resolved = api
                .folders
                .resolve(std::path::Path::new(&path))
                .map_err(|refusal| ApiError::not_allowed("path", refusal))?;
            inbox::Reply::File {
                path: resolved.display().to_string(),
                caption,
            }
        }
        other => other,
    };
    let key = inbox::send_reply(&api.engine, &phone, reply)
        .await
        .map_err(|refused| ApiError {
            details: Some(("said", json!(refused.said()))),
            ..ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "reply_refused",
                refused.to_string(),
            )
        })?;
    Ok(Json(json!({ "key": key })).into_response())
}
