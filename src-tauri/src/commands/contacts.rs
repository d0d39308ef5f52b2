//! Contacts: choosing, previewing and importing a contact file, saving the rows to fix, and
//! the contacts, lists and tags.

use std::path::{Path, PathBuf};

use pacer_engine::audit::Action;
use pacer_engine::contacts::{self, ContactPage, ContactQuery, ListSummary};
use pacer_engine::import::{self, ImportOptions, ImportRecord, ImportReport};
use pacer_engine::opt_outs::{
    self, ChoiceDone, DoNotContactOptions, DoNotContactReport, Marketing, MarketingStatus,
};
use pacer_words::{Said, ids};
use tauri::State;

use super::{Answer, ErrorCode, UiError, engine, exports_folder, now_ms};
use crate::chosen::Picked;
use crate::dialogs::{self, FileQuestion};
use crate::state::AppState;

/// The contact files Pacer imports.
const CONTACT_FILES: crate::dialogs::Filter = (
    "Contact lists (CSV, Excel, OpenDocument)",
    &["csv", "xlsx", "xls", "ods"],
);

/// Opens a file dialog for a contact list; the file picked may then be previewed and
/// imported. `None` when the person cancelled.
#[tauri::command]
pub async fn choose_contact_file(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
) -> Answer<Option<Picked>> {
    let question = FileQuestion {
        title: ids::DIALOG_CONTACT_LIST,
        filters: vec![CONTACT_FILES],
        ..FileQuestion::default()
    };
    match dialogs::pick_file(&app, question).await? {
        Some(path) => Ok(Some(state.chosen.remember_file(&path)?)),
        None => Ok(None),
    }
}

/// The file the window asks to import, if the person picked it (or it is Pacer's own).
async fn file_to_import(state: &AppState, path: &str) -> Answer<PathBuf> {
    if path.trim().is_empty() {
        return Err(Said::new(ids::ENGINE_IMPORT_CHOOSE_FILE_FIRST).into());
    }
    Ok(state.chosen.file_to_read(path, &state.own_files().await)?)
}

/// Reads a file without saving anything: the columns found, and every row that would be
/// added, merged or refused, with the reason. Only a file the person picked in Pacer's dialog
/// this session, the demo's sample list or a file in the data folder's `imports/`.
pub async fn preview_import(
    state: &AppState,
    path: &str,
    options: ImportOptions,
) -> Answer<ImportReport> {
    let path = file_to_import(state, path).await?;
    let report = tokio::task::spawn_blocking(move || import::check_file(&path, &options))
        .await
        .map_err(|_| UiError::from(Said::new(ids::ENGINE_IMPORT_PREVIEW_STOPPED)))??;
    Ok(report)
}

/// [`preview_import`] for the window.
#[tauri::command]
pub async fn import_preview(
    state: State<'_, AppState>,
    path: String,
    options: ImportOptions,
) -> Answer<ImportReport> {
    preview_import(&state, &path, options).await
}

/// Imports a file into a list (the same files as [`preview_import`]).
#[tauri::command]
pub async fn import_contacts(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    path: String,
    options: ImportOptions,
) -> Answer<ImportReport> {
    use tauri::Emitter as _;
    let path = file_to_import(&state, &path).await?;
    if let Some(office) = super::desk_link(&state).await {
        // A desk uploads the file to the office Pacer, which imports it: the window sees the
        // bytes leave, then the report.
        let window = app.clone();
        let progress = move |sent, total| {
            let _ = window.emit(
                crate::events::UPLOAD_PROGRESS,
                crate::desk::UploadProgress { sent, total },
            );
        };
        let report = crate::desk::import(&office, &path, &options, progress).await?;
        return Ok(report);
    }
    let engine = engine(&state).await?;
    let progress = |p| {
        let _ = app.emit(crate::events::IMPORT_PROGRESS, p);
    };
    let report =
        import::import_file_reporting(engine.ledger(), &path, &options, now_ms(), progress).await?;
    let list = Some(options.list.clone()).filter(|l| !l.is_empty());
    super::record_here(&engine, Action::ContactsImported, list, None).await;
    Ok(report)
}

/// The rows-to-fix file an import report names, if it is one Pacer wrote in its data folder
/// (a report comes back from the window, so the name is checked, never trusted).
fn own_problems_file(state: &AppState, report: &mut ImportReport) {
    let inside = report.problems_file.as_deref().is_some_and(|file| {
        match (
            std::fs::canonicalize(file),
            std::fs::canonicalize(&state.data_dir),
        ) {
            (Ok(file), Ok(data)) => file.starts_with(data),
            _ => false,
        }
    });
    if !inside {
        report.problems_file = None;
    }
}

/// Asks where to save an import report's problem rows (invalid and duplicate rows) and writes
/// them there as CSV: every one, copied from the list the import kept in the data folder (the
/// report itself lists only the first 10,000 of each kind). Returns where it was saved, or
/// `None` when the person cancelled.
#[tauri::command]
pub async fn save_import_problems(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    mut report: ImportReport,
    import_path: Option<String>,
) -> Answer<Option<String>> {
    own_problems_file(&state, &mut report);
    let own = state.own_files().await;
    // Offered beside the imported file when the person picked it, else in exports/.
    let folder = import_path
        .and_then(|p| state.chosen.file_to_read(&p, &own).ok())
        .and_then(|p| p.parent().map(Path::to_path_buf))
        .unwrap_or_else(|| exports_folder(&state));
    let question = FileQuestion {
        title: ids::DIALOG_ROWS_TO_FIX,
        filters: vec![("CSV", &["csv"])],
        folder: Some(folder),
        file_name: Some(rows_to_fix_name(&report.file_name)),
    };
    let Some(path) = dialogs::save_file(&app, question).await? else {
        return Ok(None);
    };
    let written = path.clone();
    tokio::task::spawn_blocking(move || -> Answer<()> {
        let file = std::fs::File::create(&path).map_err(|e| {
            file_error(
                Said::new(ids::ENGINE_IMPORT_ROWS_TO_FIX_NOT_WRITTEN)
                    .with("path", path.display().to_string()),
                e,
            )
        })?;
        report
            .write_problem_rows(std::io::BufWriter::new(file))
            .map_err(|e| file_error(Said::new(ids::ENGINE_IMPORT_ROWS_TO_FIX_UNFINISHED), e))?;
        Ok(())
    })
    .await
    .map_err(|_| UiError::from(Said::new(ids::ENGINE_IMPORT_SAVING_STOPPED)))??;
    Ok(Some(written.display().to_string()))
}

/// A file that could not be written: what to do, in the person's language, and the
/// computer's own words as the details.
fn file_error(said: Said, e: std::io::Error) -> UiError {
    UiError {
        said: Some(said.clone()),
        ..UiError::with(ErrorCode::File, said.to_string(), e)
    }
}

/// [`file_error`] for an export that could not be built.
fn file_error_of(said: Said, e: impl ToString) -> UiError {
    UiError::said_with(ErrorCode::File, said, e)
}

/// The name offered for an import's rows to fix: the imported file's, with " - rows to fix".
fn rows_to_fix_name(imported: &str) -> String {
    let stem = Path::new(imported.trim())
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "import".into());
    dialogs::file_name_only(&format!("{stem} - rows to fix.csv"), "rows to fix.csv")
}

/// The latest imports.
#[tauri::command]
pub async fn imports(state: State<'_, AppState>) -> Answer<Vec<ImportRecord>> {
    if let Some(office) = super::desk_link(&state).await {
        let mut imports = crate::desk::contacts::imports(&office).await?;
        imports.truncate(50);
        return Ok(imports);
    }
    let engine = engine(&state).await?;
    Ok(engine
        .ledger()
        .read(|c| import::recent_imports(c, 50))
        .await?)
}

/// A page of contacts (the table fetches what is on screen).
#[tauri::command]
pub async fn contacts_page(state: State<'_, AppState>, query: ContactQuery) -> Answer<ContactPage> {
    if let Some(office) = super::desk_link(&state).await {
        return Ok(crate::desk::contacts::page(&office, &query).await?);
    }
    let engine = engine(&state).await?;
    Ok(engine
        .ledger()
        .read(move |c| contacts::page(c, &query))
        .await?)
}

/// Every list with its size.
#[tauri::command]
pub async fn lists(state: State<'_, AppState>) -> Answer<Vec<ListSummary>> {
    if let Some(office) = super::desk_link(&state).await {
        return Ok(crate::desk::campaigns::lists(&office).await?);
    }
    let engine = engine(&state).await?;
    Ok(engine.ledger().read(contacts::lists).await?)
}

/// Every tag in use.
#[tauri::command]
pub async fn tags(state: State<'_, AppState>) -> Answer<Vec<String>> {
    if let Some(office) = super::desk_link(&state).await {
        return Ok(crate::desk::campaigns::tags(&office).await?);
    }
    let engine = engine(&state).await?;
    Ok(engine.ledger().read(contacts::tags).await?)
}

/// Replaces the tags of the contact with number `phone`.
#[tauri::command]
pub async fn set_contact_tags(
    state: State<'_, AppState>,
    phone: String,
    tags: Vec<String>,
) -> Answer<()> {
    let tags: Vec<String> = tags
        .into_iter()
        .map(|t| t.trim().to_owned())
        .filter(|t| !t.is_empty())
        .collect();
    if let Some(office) = super::desk_link(&state).await {
        crate::desk::contacts::set_tags(&office, &phone, &tags).await?;
        return Ok(());
    }
    let engine = engine(&state).await?;
    let phone = customer(&phone)?;
    Ok(engine
        .ledger()
        .write(move |c| {
            if let Some(contact) = contacts::contact_by_phone(c, phone.as_str())? {
                contacts::set_tags(c, contact.id, &tags)?;
            }
            Ok(())
        })
        .await?)
}

/// Who is at the computer, for the history of a marketing choice: the desktop has no sign-in,
/// so the computer's user name (`USER`, or `USERNAME` on Windows), else "this computer".
fn person_at_computer() -> String {
    ["USER", "USERNAME"]
        .iter()
        .filter_map(|name| std::env::var(name).ok())
        .map(|name| name.trim().to_owned())
        .find(|name| !name.is_empty())
        .unwrap_or_else(|| "this computer".to_owned())
}

/// The number a window sends back (a contact's E.164, as Pacer gave it).
fn customer(phone: &str) -> Answer<pacer_engine::E164> {
    Ok(opt_outs::customer_number(phone)?)
}

/// A customer's marketing status with its history and where they agreed to hear from the
/// business.
#[tauri::command]
pub async fn marketing_status(
    state: State<'_, AppState>,
    phone: String,
) -> Answer<MarketingStatus> {
    if let Some(office) = super::desk_link(&state).await {
        return Ok(crate::desk::contacts::marketing_status(&office, &phone).await?);
    }
    let engine = engine(&state).await?;
    let phone = customer(&phone)?;
    Ok(engine
        .ledger()
        .read(move |c| opt_outs::marketing_status(c, &phone))
        .await?)
}

/// Stops or allows marketing messages to a customer, at once, by the person at the computer,
/// with their reason (needed to allow again a customer who turned marketing off themselves).
#[tauri::command]
pub async fn set_marketing(
    state: State<'_, AppState>,
    phone: String,
    choice: Marketing,
    reason: Option<String>,
) -> Answer<ChoiceDone> {
    if let Some(office) = super::desk_link(&state).await {
        return Ok(crate::desk::contacts::set_marketing(
            &office,
            &phone,
            choice,
            reason.as_deref(),
        )
        .await?);
    }
    let engine = engine(&state).await?;
    let phone = customer(&phone)?;
    let done = opt_outs::set_choice(
        &engine,
        &phone,
        choice,
        opt_outs::SOURCE_STAFF,
        &person_at_computer(),
        reason.as_deref(),
    )
    .await?;
    let action = match choice {
        Marketing::Stop => Action::OptedOut,
        Marketing::Resume => Action::OptedIn,
    };
    super::record_here(&engine, action, Some(phone.as_str().to_owned()), reason).await;
    Ok(done)
}

/// Opens a file dialog for a do-not-contact list. `None` when the person cancelled.
#[tauri::command]
pub async fn choose_do_not_contact_file(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
) -> Answer<Option<Picked>> {
    let question = FileQuestion {
        title: ids::DIALOG_DO_NOT_CONTACT,
        filters: vec![CONTACT_FILES],
        ..FileQuestion::default()
    };
    match dialogs::pick_file(&app, question).await? {
        Some(path) => Ok(Some(state.chosen.remember_file(&path)?)),
        None => Ok(None),
    }
}

/// Opts out every number of a do-not-contact list the person picked, at once, by the person at
/// the computer.
#[tauri::command]
pub async fn import_do_not_contact(
    state: State<'_, AppState>,
    path: String,
    options: DoNotContactOptions,
) -> Answer<DoNotContactReport> {
    let path = file_to_import(&state, &path).await?;
    if let Some(office) = super::desk_link(&state).await {
        return Ok(crate::desk::contacts::import_do_not_contact(&office, &path, &options).await?);
    }
    let engine = engine(&state).await?;
    let report =
        opt_outs::import_do_not_contact(&engine, &path, &options, &person_at_computer()).await?;
    super::record_here(
        &engine,
        Action::OptedOut,
        Some(report.file_name.clone()),
        None,
    )
    .await;
    Ok(report)
}

/// Asks where to save every opt-out (CSV or Excel) and writes them there. Returns where, or
/// `None` when the person cancelled.
#[tauri::command]
pub async fn export_opt_outs(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
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
    let office = super::desk_link(&state).await;
    if office.is_none() {
        // Said before the dialog: nothing to export while the engine is not running.
        engine(&state).await?;
    }
    let question = FileQuestion {
        title: ids::DIALOG_OPT_OUTS,
        filters: vec![(kind, extensions)],
        folder: Some(exports_folder(&state)),
        file_name: Some(format!("opt-outs.{format}")),
    };
    let Some(mut path) = dialogs::save_file(&app, question).await? else {
        return Ok(None);
    };
    if path.extension().is_none() && !path.with_extension(&format).exists() {
        path.set_extension(&format);
    }
    if let Some(office) = office {
        // A desk downloads the office's list, written there as the office PC would write it.
        crate::desk::contacts::export_opt_outs(&office, &format, &path).await?;
        return Ok(Some(path.display().to_string()));
    }
    let engine = engine(&state).await?;
    let rows = engine
        .ledger()
        .read_long(opt_outs::export::all_opt_outs)
        .await?;
    let written = path.clone();
    tokio::task::spawn_blocking(move || -> Answer<()> {
        let bytes = if format == "xlsx" {
            opt_outs::export::to_xlsx(&rows)
        } else {
            opt_outs::export::to_csv(&rows)
        }
        .map_err(|e| file_error_of(Said::new(ids::APP_EXPORT_BUILD_FAILED), e))?;
        std::fs::write(&path, bytes).map_err(|e| {
            file_error(
                Said::new(ids::APP_EXPORT_WRITE_FAILED).with("path", path.display().to_string()),
                e,
            )
        })?;
        // Phone numbers and names of customers: readable by this user only, like a report.
        crate::settings::restrict(&path);
        Ok(())
    })
    .await
    .map_err(|_| UiError::from(Said::new(ids::APP_SAVING_STOPPED)))??;
    Ok(Some(written.display().to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rows_to_fix_are_offered_under_the_imported_file_s_name() {
        assert_eq!(
            rows_to_fix_name("billing export.xlsx"),
            "billing export - rows to fix.csv"
        );
        assert_eq!(
            rows_to_fix_name("/home/ali/customers.csv"),
            "customers - rows to fix.csv"
        );
        assert_eq!(rows_to_fix_name(""), "import - rows to fix.csv");
    }
}
