//! Two people working on one campaign never overwrite each other's change silently
//! (`docs/office.md`): `GET /v1/campaigns/{id}` answers with the campaign's version as its
//! `ETag`, and a request that changes the campaign (launch, pause, resume, cancel, retry) may
//! say which version its sender saw in `If-Match`. When the campaign changed since, nothing is
//! done: 412 `campaign_changed` says who changed it and when (from the audit log), with the
//! campaign as it is now, so the person looks again and decides. Without `If-Match` a request
//! is taken as before (programs that do not follow versions keep working).

use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use serde_json::json;

use super::{Api, ApiError};
use crate::audit::{self, Action};
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

/// What a campaign action is, in words for the refusal.
fn done(action: Action) -> &'static str {
    match action {
        Action::CampaignLaunched => "launched it",
        Action::CampaignPaused => "paused it",
        Action::CampaignResumed => "resumed it",
        Action::CampaignCancelled => "cancelled it",
        Action::CampaignCreated => "created it",
        _ => "changed it",
    }
}

/// Refuses the request when it says it saw another version of campaign `id` than it has now.
pub(super) async fn unchanged(api: &Api, id: &str, headers: &HeaderMap) -> Result<(), ApiError> {
    let Some(seen) = expected(headers)? else {
        return Ok(());
    };
    let campaign = campaigns::get(&api.engine, id).await?;
    if campaign.version == seen {
        return Ok(());
    }
    let subject = id.to_owned();
    let last = api
        .engine
        .ledger()
        .read(move |c| audit::last_about(c, &subject))
        .await?;
    let by = match last {
        Some(entry) => {
            let at = chrono::DateTime::from_timestamp_millis(entry.at)
                .map(|t| t.format("%H:%M UTC on %-d %B").to_string())
                .unwrap_or_default();
            format!("{} {} at {at}", entry.who, done(entry.action))
        }
        None => "Pacer changed it (a launch going on, or a schedule)".to_owned(),
    };
    Err(ApiError {
        status: StatusCode::PRECONDITION_FAILED,
        code: "campaign_changed",
        field: None,
        message: format!(
            "\"{}\" changed since you looked at it: {by}. Nothing was done; look at it again, then choose.",
            campaign.spec.name
        ),
        details: Some(("campaign", json!(campaign))),
    })
}
