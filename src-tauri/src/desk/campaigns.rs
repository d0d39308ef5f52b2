//! Making and checking a campaign on a desk, and what a report offers to do next: asked of
//! the office Pacer and read into the engine's own types, so the wizard and the report work on
//! a desk as on the office PC. Files for a campaign's header stay on the PC where they were
//! chosen, so a campaign with one is made on the office PC ([`create`] refuses it in words).
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
use pacer_words::{Said, ids};
use serde::Deserialize;
use serde_json::json;

use super::path_part;

/// Why a campaign was not made from a desk: its header file would have to be on the office PC.
#[derive(Debug)]
pub enum NotMade {
    /// A header file or a folder of them was chosen on this desk.
    FilesHere,
    /// The office refused or could not be reached.
    Office(DeskError),
}

impl NotMade {
    /// What to tell the person.
    pub fn said(&self) -> Said {
        match self {
            NotMade::FilesHere => Said::new(ids::DESK_CAMPAIGN_FILES_AT_OFFICE),
            NotMade::Office(e) => e.said(),
        }
    }
}

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

/// A draft made at the office from `spec`; refused before asking when it names a file.
pub async fn create(link: &DeskLink, spec: &CampaignSpec) -> Result<Campaign, NotMade> {
    if spec.pdf.is_some() || spec.header_file.is_some() {
        return Err(NotMade::FilesHere);
    }
    link.post("/v1/campaigns", spec)
        .await
        .map_err(NotMade::Office)
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
