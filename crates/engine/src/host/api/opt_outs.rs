//! The local API for opt-outs (`crate::opt_outs`):
//!
//! - `GET /v1/opt-outs?offset=&limit=` — customers opted out of marketing, newest first, a page
//!   at a time (JSON), or every one of them as CSV (`Accept: text/csv` or `format=csv`) or
//!   Excel (`format=xlsx`).
//! - `POST /v1/contacts/{phone}/opt-out` and `…/opt-in` `{"reason"?}` — stop or allow marketing
//!   messages to a customer at once, by "local API". Allowing again a customer who turned
//!   marketing off themselves needs a `reason` (their own request is the only one that counts).
//! - `POST /v1/contacts/{phone}/opt-in` `{"consent": {"source", "at"?}}` — the customer agreed
//!   somewhere (the business's website form): recorded as their opt-in, and marketing allowed
//!   again when they had stopped it before agreeing.

use std::collections::HashMap;

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Extension, Path, Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;

use super::work::{body, download, export};
use super::{Api, ApiError};
use crate::opt_outs::{
    self, Consent, LOCAL_API_PERSON, Marketing, OptOutError, SOURCE_LOCAL_API, export::OptOutQuery,
};
use crate::sharing::desks::Desk;

/// The routes (JSON bodies).
pub(super) fn routes() -> Router<Api> {
    Router::new()
        .route("/v1/opt-outs", get(get_opt_outs))
        .route("/v1/contacts/{phone}/opt-out", post(opt_out))
        .route("/v1/contacts/{phone}/opt-in", post(opt_in))
}

impl From<OptOutError> for ApiError {
    fn from(error: OptOutError) -> Self {
        let message = error.to_string();
        match error {
            OptOutError::ReasonNeeded { .. } => ApiError {
                status: StatusCode::CONFLICT,
                code: "reason_needed",
                field: Some("reason".into()),
                message,
                details: None,
            },
            OptOutError::ReasonTooLong { .. } => ApiError::invalid("reason", message),
            OptOutError::BadPhone { .. } => ApiError::invalid("phone", message),
            OptOutError::PersonMissing => ApiError::invalid("by", message),
            OptOutError::ConsentSource { .. } => ApiError::invalid("consent.source", message),
            OptOutError::ConsentInFuture => ApiError::invalid("consent.at", message),
            OptOutError::Ledger(e) => e.into(),
            OptOutError::Engine(e) => e.into(),
            // The list could not be read: the same answer an import's file gets.
            OptOutError::Import(e) => e.into(),
            OptOutError::Export(_) => {
                ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "export", message)
            }
        }
    }
}

fn number(query: &HashMap<String, String>, name: &str, max: u32) -> Result<u32, ApiError> {
    match query.get(name) {
        None => Ok(0),
        Some(text) => text
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|n| *n <= max)
            .ok_or_else(|| {
                ApiError::invalid(name, format!("\"{text}\" is not a number from 0 to {max}"))
            }),
    }
}

/// Whether the caller asked for CSV (`Accept: text/csv`).
pub(super) fn wants_csv(headers: &HeaderMap) -> bool {
    headers
        .get(header::ACCEPT)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|accept| {
            accept
                .split(',')
                .any(|t| t.trim().to_ascii_lowercase().starts_with("text/csv"))
        })
}

async fn get_opt_outs(
    State(api): State<Api>,
    headers: HeaderMap,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let format = match query.get("format").map(|f| f.trim().to_ascii_lowercase()) {
        None => None,
        Some(f) if f == "json" => None,
        Some(f) if f == "csv" || f == "xlsx" => Some(f),
        Some(_) => {
            return Err(ApiError::invalid("format", "format is json, csv or xlsx"));
        }
    };
    let format = format.or_else(|| wants_csv(&headers).then(|| "csv".to_owned()));
    if let Some(format) = format {
        let rows = api
            .engine
            .ledger()
            .read_long(opt_outs::export::all_opt_outs)
            .await?;
        if format == "xlsx" {
            let bytes = export(move || opt_outs::export::to_xlsx(&rows)).await?;
            return Ok(download(
                bytes,
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                "opt-outs.xlsx",
            ));
        }
        let bytes = export(move || opt_outs::export::to_csv(&rows)).await?;
        return Ok(download(bytes, "text/csv; charset=utf-8", "opt-outs.csv"));
    }
    let query = OptOutQuery {
        offset: number(&query, "offset", u32::MAX)?,
        limit: number(&query, "limit", opt_outs::export::PAGE_MAX)?,
    };
    let page = api
        .engine
        .ledger()
        .read(move |c| opt_outs::opt_outs_page(c, query))
        .await?;
    Ok(Json(page).into_response())
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct ChoiceBody {
    reason: Option<String>,
}

async fn opt_out(
    State(api): State<Api>,
    desk: Option<Extension<Desk>>,
    Path(phone): Path<String>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let request: ChoiceBody = body(&bytes)?;
    choose(api, desk, &phone, request.reason, Marketing::Stop).await
}

/// The opt-in's body: a person's choice, or the customer's own agreement.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct OptInBody {
    reason: Option<String>,
    consent: Option<ConsentBody>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ConsentBody {
    source: String,
    /// RFC 3339 (`2026-11-30T10:00:00Z`); absent: now.
    at: Option<String>,
}

async fn opt_in(
    State(api): State<Api>,
    desk: Option<Extension<Desk>>,
    Path(phone): Path<String>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let request: OptInBody = body(&bytes)?;
    let Some(consent) = request.consent else {
        return choose(api, desk, &phone, request.reason, Marketing::Resume).await;
    };
    let at = match consent.at.as_deref() {
        None => None,
        Some(text) => Some(
            chrono::DateTime::parse_from_rfc3339(text.trim())
                .map_err(|_| {
                    ApiError::invalid(
                        "consent.at",
                        format!(
                            "\"{}\" is not a time Pacer can read: write it as RFC 3339, for example 2026-11-30T10:00:00Z",
                            text.chars().take(40).collect::<String>()
                        ),
                    )
                })?
                .timestamp_millis(),
        ),
    };
    let phone = opt_outs::customer_number(&phone)?;
    let done = opt_outs::record_consent(
        &api.engine,
        &phone,
        Consent {
            source: consent.source,
            at,
        },
        request.reason.as_deref(),
    )
    .await?;
    Ok(Json(done).into_response())
}

async fn choose(
    api: Api,
    desk: Option<Extension<Desk>>,
    phone: &str,
    reason: Option<String>,
    choice: Marketing,
) -> Result<Response, ApiError> {
    let phone = opt_outs::customer_number(phone)?;
    let done = opt_outs::set_choice(
        &api.engine,
        &phone,
        choice,
        SOURCE_LOCAL_API,
        // Over the office listener, the desk that asked; on this machine, "local API".
        desk.as_ref().map_or(LOCAL_API_PERSON, |d| d.name.as_str()),
        reason.as_deref(),
    )
    .await?;
    Ok(Json(done).into_response())
}
