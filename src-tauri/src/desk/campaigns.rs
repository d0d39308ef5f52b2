//! Making and checking a campaign on a desk, and what a report offers to do next: asked of
//! the office Pacer and read into the engine's own types, so the wizard and the report work on
//! a desk as on the office PC. A campaign's header files are on the desk: [`create`] hands
//! them to the office first (`POST /v1/files`: the one file, or every file of the invoice
//! folder) and names where the office keeps them.
//!
//! - the wizard's choices: `GET /v1/templates`, `GET /v1/lists`, `GET /v1/tags`,
//!   `POST /v1/audiences/count`;
//! - making one: `POST /v1/campaigns`, `POST /v1/campaigns/{id}/check`,
//!   `GET /v1/campaigns/{id}/preview?phone=`, `POST /v1/campaigns/{id}/test`,
//!   `DELETE /v1/campaigns/{id}` (a draft the person gave up);
//! - from a report or the list: `POST /v1/campaigns/{id}/retry` and `…/clone`.

use pacer_engine::E164;
use pacer_engine::audiences::{Audience, AudienceCount};
use pacer_engine::campaigns::{Campaign, CampaignSpec, Check, RecipientPreview, RetryReport};
use pacer_engine::contacts::ListSummary;
use pacer_engine::sharing::{DeskError, DeskLink};
use pacer_engine::templates::TemplateInfo;
use serde::Deserialize;
use serde_json::json;
use std::path::{Path, PathBuf};

use super::path_part;

/// Every template the office Pacer knows, as its own window lists them.
pub async fn templates(link: &DeskLink) -> Result<Vec<TemplateInfo>, DeskError> {
    link.get("/v1/templates").await
}

/// Every list at the office, with its size and opt-outs.
pub async fn lists(link: &DeskLink) -> Result<Vec<ListSummary>, DeskError> {
    link.get("/v1/lists").await
}

/// Every tag in use at the office.
pub async fn tags(link: &DeskLink) -> Result<Vec<String>, DeskError> {
    link.get("/v1/tags").await
}

/// How many contacts at the office an audience selects.
pub async fn count(link: &DeskLink, audience: &Audience) -> Result<AudienceCount, DeskError> {
    link.post("/v1/audiences/count", audience).await
}

/// A draft made at the office from `spec`. Its header file, or its folder's files, are handed
/// to the office first (`progress(sent, total)` as the bytes leave), and the draft names
/// where the office keeps them.
pub async fn create(
    link: &DeskLink,
    spec: &CampaignSpec,
    progress: impl Fn(u64, u64) + Send + Sync + 'static,
) -> Result<Campaign, DeskError> {
    let mut spec = spec.clone();
    if let Some(file) = spec.header_file.as_mut() {
        *file = super::hand_over_one(link, file, progress).await?;
    } else if let Some(pdf) = spec.pdf.as_mut() {
        let files = files_in(&pdf.folder)?;
        pdf.folder = link.hand_over(&files, progress).await?.folder;
    }
    link.post("/v1/campaigns", &spec).await
}

/// The files a recipient's value may name in `folder`: its regular files (not links, not
/// hidden ones), as the office will look them up by name.
fn files_in(folder: &Path) -> Result<Vec<PathBuf>, DeskError> {
    let unreadable = |e: std::io::Error| DeskError::File {
        path: folder.display().to_string(),
        detail: e.to_string(),
    };
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder).map_err(unreadable)? {
        let entry = entry.map_err(unreadable)?;
        let hidden = entry.file_name().to_string_lossy().starts_with('.');
        // `file_type` does not follow a link: a link is not sent, as the office would refuse it.
        if !hidden && entry.file_type().is_ok_and(|kind| kind.is_file()) {
            files.push(entry.path());
        }
    }
    files.sort();
    Ok(files)
}

/// Every recipient checked at the office, with the daily limit's plan.
pub async fn check(link: &DeskLink, id: &str) -> Result<Check, DeskError> {
    link.post(&campaign_path(id, "/check"), &json!({})).await
}

/// What one recipient (the first, unless a number is given) will get.
pub async fn preview(
    link: &DeskLink,
    id: &str,
    phone: Option<&E164>,
) -> Result<RecipientPreview, DeskError> {
    let path = campaign_path(id, "/preview");
    match phone {
        Some(phone) => link.get_with(&path, &[("phone", phone.as_str())]).await,
        None => link.get(&path).await,
    }
}

/// Sends the campaign's message to `to` now, from the office; the message's id.
pub async fn test_send(
    link: &DeskLink,
    id: &str,
    to: &E164,
    sample: Option<&E164>,
) -> Result<String, DeskError> {
    #[derive(Deserialize)]
    struct Sent {
        id: String,
    }
    let body = json!({ "to": to.as_str(), "sample": sample.map(E164::as_str) });
    let sent: Sent = link.post(&campaign_path(id, "/test"), &body).await?;
    Ok(sent.id)
}

/// Sends again the failed messages whose reason can change.
pub async fn retry(link: &DeskLink, id: &str) -> Result<RetryReport, DeskError> {
    link.post(&campaign_path(id, "/retry"), &json!({})).await
}

/// A copy of the campaign as a new draft, named `name` or after the original.
pub async fn clone(link: &DeskLink, id: &str, name: Option<String>) -> Result<Campaign, DeskError> {
    link.post(&campaign_path(id, "/clone"), &json!({ "name": name }))
        .await
}

/// Deletes a campaign that never sent anything.
pub async fn discard(link: &DeskLink, id: &str) -> Result<(), DeskError> {
    link.delete(&campaign_path(id, "")).await
}

fn campaign_path(id: &str, action: &str) -> String {
    format!("/v1/campaigns/{}{action}", path_part(id))
}
