//! The local API for the rate card (`crate::prices`, `docs/prices.md`):
//!
//! - `GET /v1/rate-card` — the card in use (JSON); 404 `no_rate_card` when none is loaded.
//! - `PUT /v1/rate-card` `{"csv": "<the file's text>", "source"?: "…"}` — reads a rate card
//!   file (the layout of Meta's, `docs/prices.md#the-file`) and puts it in use, replacing the
//!   one before. The file travels as text inside JSON, not as a `text/csv` body: the API takes
//!   only JSON bodies (`body_type.rs`). A file Pacer cannot use is refused with 400 and the
//!   same words the window shows, and nothing changes.

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use pacer_words::{Said, ids};
use serde::Deserialize;

use super::work::body;
use super::{Api, ApiError};
use crate::prices;

/// The routes (JSON bodies).
pub(super) fn routes() -> Router<Api> {
    Router::new().route("/v1/rate-card", get(get_card).put(put_card))
}

async fn get_card(State(api): State<Api>) -> Result<Response, ApiError> {
    match api.engine.ledger().read(prices::card).await? {
        Some(card) => Ok(Json(card).into_response()),
        None => Err(ApiError::new(
            StatusCode::NOT_FOUND,
            "no_rate_card",
            Said::new(ids::PRICES_ESTIMATE_NONE).to_string(),
        )),
    }
}

/// `PUT /v1/rate-card`'s body.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CardFile {
    /// The rate card file's text.
    csv: String,
    /// Where the prices come from, when the file has no `Source` row.
    source: Option<String>,
}

async fn put_card(State(api): State<Api>, bytes: Bytes) -> Result<Response, ApiError> {
    let file: CardFile = body(&bytes)?;
    let source = file.source.as_deref().unwrap_or("local API");
    let card = prices::read_card(file.csv.as_bytes(), source)
        .map_err(|refused| ApiError::invalid("csv", refused.to_string()))?;
    let now = api.engine.clock().now_ms();
    let kept = card.clone();
    api.engine
        .ledger()
        .write(move |c| prices::put_card(c, &kept, now))
        .await?;
    Ok(Json(card).into_response())
}
