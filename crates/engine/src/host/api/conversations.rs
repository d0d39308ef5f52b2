//! The local API for conversations (`docs/inbox.md`): what customers wrote, beside what Pacer
//! sent them. Replies are ordinary `POST /v1/messages` with `text` or `media`.
//!
//! - `GET /v1/conversations?search=&campaign=&waiting=&offset=&limit=` — newest first, with
//!   unread counts.
//! - `GET /v1/conversations/{phone}?before_at=&before_order=&limit=` — one thread, a page at a
//!   time from the newest back (`older` in the answer is the next page's `before_*`).
//! - `POST /v1/conversations/{phone}/read` — marks it read; answers how many were unread.

use axum::Json;
use axum::Router;
use axum::extract::{Path, Query, State};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde_json::json;

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
