//! The Contacts screen on a desk: the office's contacts a page at a time, their tags, a
//! customer's marketing status and switch, a do-not-contact list (handed to the office with
//! `POST /v1/files`, then opted out there) and the opt-outs' export (downloaded as the office
//! writes it), and the recent imports.

use std::path::Path;

use pacer_engine::contacts::{Contact, ContactPage, ContactQuery};
use pacer_engine::import::ImportRecord;
use pacer_engine::opt_outs::{
    ChoiceDone, DoNotContactOptions, DoNotContactReport, Marketing, MarketingStatus,
};
use pacer_engine::sharing::desk_link::MAX_DOWNLOAD_BYTES;
use pacer_engine::sharing::{DeskError, DeskLink};
use serde_json::json;

/// The most contacts one page asks for (the office's limit).
const MAX_PAGE: u32 = 1_000;

/// A page of the office's contacts.
pub async fn page(link: &DeskLink, query: &ContactQuery) -> Result<ContactPage, DeskError> {
    let mut pairs: Vec<(&str, String)> = vec![
        ("offset", query.offset.to_string()),
        ("limit", query.limit.clamp(1, MAX_PAGE).to_string()),
    ];
    if !query.text.trim().is_empty() {
        pairs.push(("text", query.text.clone()));
    }
    if let Some(list) = &query.list {
        pairs.push(("list", list.clone()));
    }
    if let Some(tag) = &query.tag {
        pairs.push(("tag", tag.clone()));
    }
    if let Some(opted_out) = query.opted_out {
        pairs.push(("opted_out", opted_out.to_string()));
    }
    link.get_with("/v1/contacts", &pairs).await
}

/// Replaces a contact's tags at the office; the contact as it is now.
pub async fn set_tags(link: &DeskLink, phone: &str, tags: &[String]) -> Result<Contact, DeskError> {
    let path = format!("/v1/contacts/{}/tags", super::phone_part(phone));
    link.put(&path, &json!({ "tags": tags })).await
}

/// A customer's marketing status, as the office has it.
pub async fn marketing_status(link: &DeskLink, phone: &str) -> Result<MarketingStatus, DeskError> {
    let path = format!("/v1/contacts/{}/marketing", super::phone_part(phone));
    link.get(&path).await
}

/// Stops or allows marketing to a customer, at the office, as this desk.
pub async fn set_marketing(
    link: &DeskLink,
    phone: &str,
    choice: Marketing,
    reason: Option<&str>,
) -> Result<ChoiceDone, DeskError> {
    let action = match choice {
        Marketing::Stop => "opt-out",
        Marketing::Resume => "opt-in",
    };
    let path = format!("/v1/contacts/{}/{action}", super::phone_part(phone));
    link.post(&path, &json!({ "reason": reason })).await
}

/// Hands a do-not-contact list to the office, which opts out every number in it as this desk.
pub async fn import_do_not_contact(
    link: &DeskLink,
    file: &Path,
    options: &DoNotContactOptions,
) -> Result<DoNotContactReport, DeskError> {
    let on_office = super::hand_over_one(link, file, |_, _| {}).await?;
    let body = json!({
        "path": on_office,
        "default_country": options.default_country,
        "columns": options.columns,
    });
    link.post("/v1/opt-outs/imports", &body).await
}

/// Downloads every opt-out as `format` (`csv` or `xlsx`) into `destination`, readable by this
/// PC's user alone; the bytes written.
pub async fn export_opt_outs(
    link: &DeskLink,
    format: &str,
    destination: &Path,
) -> Result<u64, DeskError> {
    let written = link
        .download(
            "/v1/opt-outs",
            &[("format", format)],
            destination,
            MAX_DOWNLOAD_BYTES,
        )
        .await?;
    crate::settings::restrict(destination);
    Ok(written)
}

/// The office's latest imports.
pub async fn imports(link: &DeskLink) -> Result<Vec<ImportRecord>, DeskError> {
    link.get("/v1/imports").await
}
