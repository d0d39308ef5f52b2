//! Reports: a campaign's report and recipients, one message's history, and the export.

use std::path::Path;

use pacer_engine::ledger::messages::Event;
use pacer_engine::prices;
use pacer_engine::reports::{self, RecipientPage, RecipientQuery, Report};
use pacer_words::{Said, ids};
use tauri::State;

use super::{Answer, ErrorCode, UiError, engine, exports_folder};
use crate::dialogs::{self, FileQuestion};
use crate::state::AppState;

/// A campaign's report: funnel, failure reasons with what to do, timeline, cost. The
/// recipients come in pages from [`campaign_recipients`] (`recipients` is empty here).
#[tauri::command]
pub async fn campaign_report(state: State<'_, AppState>, id: String) -> Answer<Report> {
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
    let engine = engine(&state).await?;
    Ok(engine
        .ledger()
        .read(move |c| reports::recipients(c, &id, &query))
        .await?)
}

/// One message's history (every state it went through, with Meta's codes).
#[tauri::command]
pub async fn message_history(state: State<'_, AppState>, key: String) -> Answer<Vec<Event>> {
    let engine = engine(&state).await?;
    Ok(engine
        .ledger()
        .read(move |c| reports::history(c, &key))
        .await?)
}

/// Asks where to save a campaign's report, then writes it there as CSV or XLSX (safe to open
/// in Excel); returns where it was saved, or `None` when the person cancelled. The save dialog
/// opens in the data folder's `exports/` with a file named after the campaign (`name`).
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
    let engine = engine(&state).await?;
    let question = FileQuestion {
        title: "Save the report",
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
