//! Versions over HTTP (`campaigns::unchanged` has the rule): `GET /v1/campaigns/{id}`
//! answers with the campaign's version as its `ETag`, and a request that changes the campaign
//! (launch, pause, resume, cancel, retry) may say which version its sender saw in `If-Match`.
//! When the campaign changed since, nothing is done: 412 `campaign_changed` says who changed it
//! and when, with the campaign as it is now. Without `If-Match` a request is taken as before.

use axum::http::{HeaderMap, HeaderValue, header};

use super::{Api, ApiError};
use crate::campaigns;

/// The `ETag` of a campaign at `version`.
pub(super) fn etag(version: i64) -> HeaderValue {
    HeaderValue::from_str(&format!("\"{version}\"")).unwrap_or(HeaderValue::from_static("\"0\""))
}

/// The version `If-Match` names: `None` without the header or for `*` (any version).
fn expected(headers: &HeaderMap) -> Result<Option<i64>, ApiError> {
    let Some(value) = headers.get(header::IF_MATCH) else {
        return Ok(None);
    };
    let text = value.to_str().unwrap_or_default().trim();
    if text == "*" {
        return Ok(None);
    }
    text.trim_start_matches("W/")
        .trim_matches('"')
        .parse::<i64>()
        .map(Some)
        .map_err(|_| {
            ApiError::invalid(
                "If-Match",
                "If-Match must be the campaign's ETag as GET /v1/campaigns/{id} gave it, e.g. \"3\"",
            )
        })
}

/// Refuses the request when it says it saw another version of campaign `id` than it has now
/// (`campaigns::unchanged`: 412 `campaign_changed`, with the campaign as it is now).
pub(super) async fn unchanged(api: &Api, id: &str, headers: &HeaderMap) -> Result<(), ApiError> {
    Ok(campaigns::unchanged(&api.engine, id, expected(headers)?).await?)
}
