//! Reports: a campaign's report and recipients, one message's history, and the export. On a
//! desk each asks the office Pacer instead ([`crate::desk::reports`]) and answers the same
//! types, so the Reports screen is the same on both.

use std::path::Path;
use std::sync::Arc;

use pacer_engine::Engine;
use pacer_engine::ledger::messages::Event;
use pacer_engine::prices;
use pacer_engine::reports::{self, RecipientPage, RecipientQuery, Report};
use pacer_engine::sharing::{DeskError, DeskLink};
use pacer_words::{Said, ids};
use tauri::State;

use super::{Answer, ErrorCode, UiError, desk_link, engine, exports_folder};
use crate::desk;
use crate::dialogs::{self, FileQuestion};
use crate::state::AppState;

/// A campaign's report: funnel, failure reasons with what to do, timeline, cost. The
/// recipients come in pages from [`campaign_recipients`] (`recipients` is empty here).
#[tauri::command]
pub async fn campaign_report(state: State<'_, AppState>, id: String) -> Answer<Report> {
    if let Some(office) = desk_link(&state).await {
        return Ok(desk::reports::summary(&office, &id).await?);
    }
    let engine = engine(&state).await?;
    Ok(engine
        .ledger()
        .read(move |c| reports::summary(c, &id, prices::card(c)?.as_ref()))
        .await?)
}

/// A page of a campaign's recipients, filtered and searched.
#[tauri::command]
pub async fn campaign_recipients(
    state: State<'_, AppState>,
    id: String,
    query: RecipientQuery,
) -> Answer<RecipientPage> {
    if let Some(office) = desk_link(&state).await {
        return Ok(desk::reports::recipients(&office, &id, &query).await?);
    }
    let engine = engine(&state).await?;
    Ok(engine
        .ledger()
        .read(move |c| reports::recipients(c, &id, &query))
        .await?)
}

/// One message's history (every state it went through, with Meta's codes).
#[tauri::command]
pub async fn message_history(state: State<'_, AppState>, key: String) -> Answer<Vec<Event>> {
    if let Some(office) = desk_link(&state).await {
        return Ok(desk::reports::history(&office, &key).await?);
    }
    let engine = engine(&state).await?;
    Ok(engine
        .ledger()
        .read(move |c| reports::history(c, &key))
        .await?)
}

/// Where a report comes from: this PC's engine, or the office Pacer when this PC is a desk.
enum ReportSource {
    Engine(Arc<Engine>),
    Office(DeskLink),
}

/// Asks where to save a campaign's report, then writes it there as CSV or XLSX (safe to open
/// in Excel); returns where it was saved, or `None` when the person cancelled. The save dialog
/// opens in the data folder's `exports/` with a file named after the campaign (`name`). On a
/// desk the office Pacer writes the file and this PC downloads it to the chosen place.
#[tauri::command]
pub async fn export_report(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    id: String,
    name: String,
    format: String,
) -> Answer<Option<String>> {
    let (kind, extensions): (&str, &'static [&'static str]) = match format.as_str() {
        "csv" => ("CSV", &["csv"]),
        "xlsx" => ("Excel workbook", &["xlsx"]),
        other => {
            return Err(UiError::from(
                Said::new(ids::APP_EXPORT_FORMAT).with("format", other),
            ));
        }
    };
    // Known before the dialog: a Pacer that cannot export says so before asking where.
    let source = match desk_link(&state).await {
        Some(office) => ReportSource::Office(office),
        None => ReportSource::Engine(engine(&state).await?),
    };
    let question = FileQuestion {
        title: ids::DIALOG_REPORT,
        filters: vec![(kind, extensions)],
        folder: Some(exports_folder(&state)),
        file_name: Some(dialogs::file_name_only(
            &format!("{}.{format}", reports::export::file_stem(&name)),
            &format!("report.{format}"),
        )),
    };
    let Some(mut path) = dialogs::save_file(&app, question).await? else {
        return Ok(None);
    };
    // A name typed without its ending gets it, unless that would replace a file the dialog
    // did not ask about.
    if path.extension().is_none() && !path.with_extension(&format).exists() {
        path.set_extension(&format);
    }
    let engine = match source {
        ReportSource::Engine(engine) => engine,
        ReportSource::Office(office) => return download_report(&office, &id, &format, &path).await,
    };
    // A report of 100,000 recipients takes seconds to read: on the long-read connection, so
    // webhooks, the local API and Home keep the other one; building and writing it run on a
    // blocking thread, off the engine's async threads.
    let report = engine
        .ledger()
        .read_long(move |c| reports::report(c, &id, prices::card(c)?.as_ref()))
        .await?;
    tokio::task::spawn_blocking(move || write_report(&report, &format, &path))
        .await
        .map_err(|_| UiError::from(Said::new(ids::APP_SAVING_STOPPED)))?
        .map(Some)
}

/// Downloads the office Pacer's export of a campaign's report to `path`; returns where.
async fn download_report(
    office: &DeskLink,
    id: &str,
    format: &str,
    path: &Path,
) -> Answer<Option<String>> {
    match desk::reports::export(office, id, format, path).await {
        Ok(_) => Ok(Some(path.display().to_string())),
        // This PC's disk, not the office, refused: the same words as a local export's.
        Err(e @ DeskError::Write { .. }) => Err(UiError::said_with(ErrorCode::File, e.said(), &e)),
        Err(e) => Err(e.into()),
    }
}

/// Builds the export and writes it; returns where.
fn write_report(report: &Report, format: &str, path: &Path) -> Answer<String> {
    let bytes = if format == "csv" {
        reports::export::to_csv(report)
    } else {
        reports::export::to_xlsx(report)
    }
    .map_err(|e| UiError::said_with(ErrorCode::File, Said::new(ids::APP_EXPORT_BUILD_FAILED), e))?;
    std::fs::write(path, bytes).map_err(|e| {
        UiError::said_with(
            ErrorCode::File,
            Said::new(ids::APP_EXPORT_WRITE_FAILED).with("path", path.display().to_string()),
            e,
        )
    })?;
    crate::settings::restrict(path);
    Ok(path.display().to_string())
}
