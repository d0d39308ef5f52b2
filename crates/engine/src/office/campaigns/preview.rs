//! What one recipient will see, and a test send of it to one number.

use pacer_cloud::{Media, MessageContent};
use serde::{Deserialize, Serialize};

use super::check::{prepare, template_for};
use super::languages::Languages;
use super::store::get;
use super::values::{Headers, column_value, values_for};
use super::{CampaignError, PdfError, PdfUploads, Problem};
use crate::contacts;
use crate::engine::{Engine, Submission};
use crate::ledger::messages::Lane;
use crate::phone::E164;
use crate::templates::{self, Preview};

/// What one recipient will see.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RecipientPreview {
    /// The recipient.
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub phone: E164,
    /// Their name.
    pub name: Option<String>,
    /// The template's language they get (Meta's code).
    pub language: String,
    /// The message with their values.
    pub preview: Preview,
    /// Their PDF, if any.
    pub pdf: Option<String>,
    /// What is wrong for them, if anything.
    pub problems: Vec<Problem>,
}

/// The message as one recipient will see it (the first of the audience when none is named).
pub async fn preview(
    engine: &Engine,
    id: &str,
    phone: Option<&E164>,
) -> Result<RecipientPreview, CampaignError> {
    let campaign = get(engine, id).await?;
    let wanted = phone.cloned();
    // Reads the whole audience to find one recipient: a long read, beside the short ones.
    engine
        .ledger()
        .read_long(move |c| {
            let result = (|| {
                let languages =
                    Languages::load(c, &campaign.spec, template_for(c, &campaign.spec)?)?;
                let people = contacts::audience(c, &campaign.spec.audience)?;
                let contact = match &wanted {
                    Some(phone) => people
                        .into_iter()
                        .find(|p| &p.phone == phone)
                        .ok_or_else(|| CampaignError::NotInAudience(phone.to_string()))?,
                    None => people.into_iter().next().ok_or(CampaignError::NoAudience)?,
                };
                let headers = Headers::load(c)?;
                let info = languages.pick(&contact, &headers).info;
                let values = values_for(&campaign.spec, &contact, &headers);
                let pdf = campaign
                    .spec
                    .pdf
                    .as_ref()
                    .and_then(|p| column_value(&contact, &p.column, &headers));
                let problems = match templates::build(
                    info,
                    &values,
                    pdf.as_ref().map(|_| Media::id("pending-upload")),
                ) {
                    Ok(_) => Vec::new(),
                    Err(problems) => problems
                        .into_iter()
                        .map(|p| Problem::of_value(&contact, p))
                        .collect(),
                };
                Ok(RecipientPreview {
                    language: info.language.clone(),
                    preview: templates::render(info, &values),
                    phone: contact.phone,
                    name: contact.name,
                    pdf,
                    problems,
                })
            })();
            Ok(result)
        })
        .await?
}

/// Sends the campaign's message to one number now (express), with the values of an audience
/// member (the first, unless named), so the person sees exactly what customers will get.
pub async fn test_send(
    engine: &Engine,
    id: &str,
    to: &E164,
    sample: Option<&E164>,
) -> Result<String, CampaignError> {
    let campaign = get(engine, id).await?;
    let prepared = prepare(engine, campaign).await?;
    let (contact, values, file) = match sample {
        Some(phone) => prepared
            .ready
            .iter()
            .find(|(c, _, _)| &c.phone == phone)
            .cloned(),
        None => prepared.ready.first().cloned(),
    }
    .ok_or(CampaignError::NoAudience)?;
    let info = prepared.info_for(&contact).clone();
    let media = match file {
        Some(path) => {
            let mut uploads = PdfUploads::upload_all(engine, vec![path.clone()]).await;
            Some(uploads.media.remove(&path).unwrap_or_else(|| {
                Err(PdfError::NotFound {
                    name: path.path().display().to_string(),
                })
            })?)
        }
        None => None,
    };
    let content =
        templates::build(&info, &values, media).map_err(|problems| CampaignError::Unmapped {
            key: problems.first().map(|p| p.key.clone()).unwrap_or_default(),
            label: problems
                .first()
                .map(|p| format!("{} ({})", p.label, p.problem))
                .unwrap_or_default(),
        })?;
    let submitted = engine
        .submit(vec![Submission {
            to: to.clone(),
            lane: Lane::Express,
            content: MessageContent::Template(content),
            idempotency_key: None,
            batch: None,
            expires_in: None,
        }])
        .await?;
    Ok(submitted
        .into_iter()
        .next()
        .map(|s| s.id)
        .unwrap_or_default())
}
