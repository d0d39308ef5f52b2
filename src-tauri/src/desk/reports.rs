//! The Reports screen on a desk: a campaign's report, its recipients a page at a time, one
//! message's history and the export, asked of the office Pacer and read into the engine's own
//! types, so the window gets on a desk what it gets on the office PC.
//!
//! - the report: `GET /v1/campaigns/{id}/report?recipients=none` (the summary: the window
//!   reads it again as the campaign moves, so never the 100,000 rows);
//! - its recipients: `GET /v1/campaigns/{id}/recipients` (the table's pages);
//! - one message's history: `GET /v1/messages/{id}` (its `events`);
//! - the export: `GET /v1/campaigns/{id}/report?format=csv|xlsx`, streamed to the file the
//!   person chose ([`DeskLink::download`]).

use std::path::Path;

use pacer_engine::ledger::messages::Event;
use pacer_engine::reports::{MAX_RECIPIENT_PAGE, RecipientPage, RecipientQuery, Report};
use pacer_engine::sharing::desk_link::MAX_DOWNLOAD_BYTES;
use pacer_engine::sharing::{DeskError, DeskLink};
use serde::Deserialize;

use super::path_part;

/// A campaign's report without its recipients' rows (`recipients` is empty), as the office
/// Pacer has it now: what the office PC's own `campaign_report` gives.
pub async fn summary(link: &DeskLink, id: &str) -> Result<Report, DeskError> {
    link.get_with(&report_path(id), &[("recipients", "none")])
        .await
}

/// A page of a campaign's recipients, filtered and searched at the office.
pub async fn recipients(
    link: &DeskLink,
    id: &str,
    query: &RecipientQuery,
) -> Result<RecipientPage, DeskError> {
    // The filter's name as the API spells it: its serde name, as the window's own.
    let filter = serde_json::to_value(query.filter)
        .ok()
        .and_then(|name| name.as_str().map(str::to_owned))
        .unwrap_or_else(|| "all".to_owned());
    let mut pairs: Vec<(&str, String)> = vec![
        ("filter", filter),
        ("offset", query.offset.to_string()),
        ("limit", query.limit.min(MAX_RECIPIENT_PAGE).to_string()),
    ];
    if !query.text.trim().is_empty() {
        pairs.push(("text", query.text.clone()));
    }
    let path = format!("/v1/campaigns/{}/recipients", path_part(id));
    link.get_with(&path, &pairs).await
}

/// One message's history, oldest first; empty when the office has no message with this id
/// (as on the office PC).
pub async fn history(link: &DeskLink, key: &str) -> Result<Vec<Event>, DeskError> {
    /// The part of `GET /v1/messages/{id}` a history needs.
    #[derive(Deserialize)]
    struct Message {
        events: Vec<Event>,
    }
    match link
        .get::<Message>(&format!("/v1/messages/{}", path_part(key)))
        .await
    {
        Ok(message) => Ok(message.events),
        Err(e) if e.code() == Some("not_found") => Ok(Vec::new()),
        Err(e) => Err(e),
    }
}

/// Downloads a campaign's report as `format` (`csv` or `xlsx`, as the office writes it) into
/// `destination`, readable by this PC's user alone; the bytes written. A download that fails
/// leaves nothing under that name.
pub async fn export(
    link: &DeskLink,
    id: &str,
    format: &str,
    destination: &Path,
) -> Result<u64, DeskError> {
    let written = link
        .download(
            &report_path(id),
            &[("format", format)],
            destination,
            MAX_DOWNLOAD_BYTES,
        )
        .await?;
    crate::settings::restrict(destination);
    Ok(written)
}

fn report_path(id: &str) -> String {
    format!("/v1/campaigns/{}/report", path_part(id))
}
