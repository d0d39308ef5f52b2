//! The window's commands: each converts between the window's types and the engine's and calls
//! the same engine function the `pacer` commands and the local API call. Nothing here decides
//! anything the engine decides.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use pacer_cloud::GraphError;
use pacer_engine::campaigns::{
    self, Campaign, CampaignError, CampaignSpec, Check, Progress, RecipientPreview, RetryReport,
};
use pacer_engine::contacts::{self, ContactPage, ContactQuery, ListSummary};
use pacer_engine::import::{self, ImportOptions, ImportRecord, ImportReport};
use pacer_engine::ledger::messages::Event;
use pacer_engine::reports::{self, RecipientPage, RecipientQuery, Report};
use pacer_engine::templates::{self, Preview, SyncReport, TemplateInfo};
use pacer_engine::{Engine, reasons};
use serde::{Deserialize, Serialize};
use tauri::State;

use crate::chosen::{self, Picked, Refusal, TokenDestination};
use crate::dialogs::{self, DialogError, FileQuestion};
use crate::home::{self, HomeView};
use crate::runtime;
use crate::secrets::Secret;
use crate::settings::{Account, EXPIRES_AFTER_MINUTES, INBOX_RETENTION_DAYS, Mode, Settings};
use crate::state::{AppInfo, AppState};
use crate::tunnel_setting;

/// What kind of error it is, for the window to branch on (never on the words).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The engine is starting, switching mode, or did not start.
    NotRunning,
    /// Something typed or chosen is not usable.
    Input,
    /// A file could not be read or written.
    File,
    /// Meta refused or could not be reached.
    Meta,
    /// The OS keyring failed.
    Keyring,
    /// The database failed.
    Database,
    /// A campaign cannot do that (state, template, audience…).
    Campaign,
    /// A contact file could not be imported.
    Import,
    /// A file or folder the person did not choose in Pacer's own dialog.
    NotChosen,
}

/// An error as the window shows it: what happened and what to do, and the technical detail
/// for whoever the person forwards it to.
#[derive(Debug, Clone, Serialize, ts_rs::TS)]
pub struct UiError {
    /// What kind of error.
    pub code: ErrorCode,
    /// What happened and what to do, in plain words.
    pub message: String,
    /// Technical detail (Meta's code and text, a file path…), if any.
    pub details: Option<String>,
}

impl UiError {
    fn new(message: impl Into<String>) -> Self {
        UiError::of(ErrorCode::Input, message)
    }

    fn of(code: ErrorCode, message: impl Into<String>) -> Self {
        UiError {
            code,
            message: message.into(),
            details: None,
        }
    }

    fn with(code: ErrorCode, message: impl Into<String>, details: impl ToString) -> Self {
        UiError {
            code,
            message: message.into(),
            details: Some(details.to_string()),
        }
    }
}

impl From<CampaignError> for UiError {
    fn from(e: CampaignError) -> Self {
        UiError::of(ErrorCode::Campaign, e.to_string())
    }
}

impl std::fmt::Display for UiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.details {
            Some(details) => write!(f, "{} ({details})", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for UiError {}

impl From<Refusal> for UiError {
    fn from(e: Refusal) -> Self {
        let code = match e {
            Refusal::FileNotChosen | Refusal::FolderNotChosen => ErrorCode::NotChosen,
            Refusal::Missing(_) | Refusal::WrongKind(..) => ErrorCode::File,
        };
        UiError::of(code, e.to_string())
    }
}

impl From<DialogError> for UiError {
    fn from(e: DialogError) -> Self {
        UiError::of(ErrorCode::Input, e.to_string())
    }
}

impl From<import::ImportError> for UiError {
    fn from(e: import::ImportError) -> Self {
        UiError::with(ErrorCode::Import, e.to_string(), e.code())
    }
}

impl From<pacer_engine::ledger::LedgerError> for UiError {
    fn from(e: pacer_engine::ledger::LedgerError) -> Self {
        UiError::with(
            ErrorCode::Database,
            "Pacer couldn't read or write its database. Check that the disk is not full, then try again.",
            e,
        )
    }
}

impl From<pacer_engine::EngineError> for UiError {
    fn from(e: pacer_engine::EngineError) -> Self {
        match e {
            // A part stopped by an internal error: its words say what and to restart Pacer.
            pacer_engine::EngineError::Halted(fault) => {
                UiError::with(ErrorCode::NotRunning, fault.text, fault.message)
            }
            e => UiError::with(
                ErrorCode::Database,
                "Pacer couldn't do that: its engine is stopping or its database failed. Try again in a moment.",
                e,
            ),
        }
    }
}

/// Result of a command.
pub type Answer<T> = Result<T, UiError>;

/// The running engine, or why there is none.
async fn engine(state: &AppState) -> Answer<Arc<Engine>> {
    if let Some(runtime) = state.runtime.read().await.as_ref() {
        return Ok(Arc::clone(runtime.engine()));
    }
    Err(UiError::new(
        state
            .problem
            .read()
            .await
            .clone()
            .unwrap_or_else(|| "Pacer is still starting. Try again in a moment.".into()),
    ))
}

async fn launcher(state: &AppState) -> Answer<campaigns::Launcher> {
    if let Some(runtime) = state.runtime.read().await.as_ref() {
        return Ok(runtime.launcher().clone());
    }
    Err(UiError::new(
        state
            .problem
            .read()
            .await
            .clone()
            .unwrap_or_else(|| "Pacer is still starting. Try again in a moment.".into()),
    ))
}

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

// ---- the app ----------------------------------------------------------------------------

/// Mode, addresses, and why the engine is not running (if it is not).
#[tauri::command]
pub async fn app_info(state: State<'_, AppState>) -> Answer<AppInfo> {
    Ok(state.info().await)
}

/// What the Home screen shows (also pushed every second as the `home` event).
#[tauri::command]
pub async fn home(state: State<'_, AppState>) -> Answer<HomeView> {
    let engine = engine(&state).await?;
    let launcher = launcher(&state).await?;
    Ok(home::view(&engine, &launcher).await)
}

/// Resumes sending after the circuit breaker stopped it (the person fixed the cause).
#[tauri::command]
pub async fn resume_sending(state: State<'_, AppState>) -> Answer<bool> {
    Ok(engine(&state).await?.resume().await?)
}

// ---- contacts ---------------------------------------------------------------------------

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
        title: "Choose a contact list to import",
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
        return Err(UiError::new(
            "Choose a file to import first: press Choose….",
        ));
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
        .map_err(|_| UiError::new("The preview stopped unexpectedly. Try again."))??;
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
    let engine = engine(&state).await?;
    let progress = |p| {
        let _ = app.emit(crate::events::IMPORT_PROGRESS, p);
    };
    Ok(import::import_file_reporting(engine.ledger(), &path, &options, now_ms(), progress).await?)
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
        title: "Save the rows to fix",
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
            UiError::with(
                ErrorCode::File,
                format!(
                    "Pacer couldn't write {}. Choose another folder.",
                    path.display()
                ),
                e,
            )
        })?;
        report
            .write_problem_rows(std::io::BufWriter::new(file))
            .map_err(|e| {
                UiError::with(
                    ErrorCode::File,
                    "Pacer couldn't finish writing the file. Check the disk has room.",
                    e,
                )
            })?;
        Ok(())
    })
    .await
    .map_err(|_| UiError::new("Saving stopped unexpectedly. Try again."))??;
    Ok(Some(written.display().to_string()))
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

/// The data folder's `exports/`, made if missing: where save dialogs open.
fn exports_folder(state: &AppState) -> PathBuf {
    let folder = state.exports_folder();
    if std::fs::create_dir_all(&folder).is_ok() {
        crate::settings::restrict(&folder);
    }
    folder
}

/// The latest imports.
#[tauri::command]
pub async fn imports(state: State<'_, AppState>) -> Answer<Vec<ImportRecord>> {
    let engine = engine(&state).await?;
    Ok(engine
        .ledger()
        .read(|c| import::recent_imports(c, 50))
        .await?)
}

/// A page of contacts (the table fetches what is on screen).
#[tauri::command]
pub async fn contacts_page(state: State<'_, AppState>, query: ContactQuery) -> Answer<ContactPage> {
    let engine = engine(&state).await?;
    Ok(engine
        .ledger()
        .read(move |c| contacts::page(c, &query))
        .await?)
}

/// Every list with its size.
#[tauri::command]
pub async fn lists(state: State<'_, AppState>) -> Answer<Vec<ListSummary>> {
    let engine = engine(&state).await?;
    Ok(engine.ledger().read(contacts::lists).await?)
}

/// Every tag in use.
#[tauri::command]
pub async fn tags(state: State<'_, AppState>) -> Answer<Vec<String>> {
    let engine = engine(&state).await?;
    Ok(engine.ledger().read(contacts::tags).await?)
}

/// Replaces a contact's tags.
#[tauri::command]
pub async fn set_contact_tags(
    state: State<'_, AppState>,
    contact_id: i64,
    tags: Vec<String>,
) -> Answer<()> {
    let engine = engine(&state).await?;
    let tags: Vec<String> = tags
        .into_iter()
        .map(|t| t.trim().to_owned())
        .filter(|t| !t.is_empty())
        .collect();
    Ok(engine
        .ledger()
        .write(move |c| contacts::set_tags(c, contact_id, &tags))
        .await?)
}

// ---- templates --------------------------------------------------------------------------

/// The templates Pacer knows (synced from Meta).
#[tauri::command]
pub async fn templates(state: State<'_, AppState>) -> Answer<Vec<TemplateInfo>> {
    let engine = engine(&state).await?;
    Ok(engine.ledger().read(templates::list).await?)
}

/// Reads every template from Meta again.
#[tauri::command]
pub async fn sync_templates(state: State<'_, AppState>) -> Answer<SyncReport> {
    let engine = engine(&state).await?;
    engine.sync_templates().await.map_err(|e| UiError {
            code: ErrorCode::Meta,
        message: "Pacer couldn't read your templates from Meta. Check the connection in Settings → Meta account, then try again.".into(),
        details: Some(e.to_string()),
    })
}

/// A template with sample values filled in.
#[tauri::command]
pub async fn preview_template(
    state: State<'_, AppState>,
    name: String,
    language: String,
    values: BTreeMap<String, String>,
) -> Answer<Preview> {
    let engine = engine(&state).await?;
    let (n, l) = (name.clone(), language.clone());
    let info = engine
        .ledger()
        .read(move |c| templates::get(c, &n, &l))
        .await?
        .ok_or_else(|| {
            UiError::new(format!(
                "There is no template \"{name}\" in {language}. Sync the templates and try again."
            ))
        })?;
    Ok(templates::render(&info, &values))
}

// ---- campaigns --------------------------------------------------------------------------

/// A campaign with its progress, for the list.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct CampaignRow {
    /// The campaign.
    pub campaign: Campaign,
    /// Where its messages are.
    pub progress: Progress,
}

/// Every campaign with its progress, newest first.
#[tauri::command]
pub async fn campaigns(state: State<'_, AppState>) -> Answer<Vec<CampaignRow>> {
    let launcher = launcher(&state).await?;
    rows(&launcher).await
}

/// Every campaign with its progress (also pushed as the `campaigns` event).
pub async fn rows(launcher: &campaigns::Launcher) -> Answer<Vec<CampaignRow>> {
    let list = campaigns::list(launcher.engine()).await?;
    let mut rows = Vec::with_capacity(list.len());
    for campaign in list {
        let progress = launcher.progress(&campaign.id).await?;
        rows.push(CampaignRow { campaign, progress });
    }
    Ok(rows)
}

/// Opens a folder dialog for a campaign's invoice PDFs; the folder picked may then be named in
/// a campaign. `None` when the person cancelled.
#[tauri::command]
pub async fn choose_invoice_folder(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
) -> Answer<Option<Picked>> {
    let question = FileQuestion {
        title: "Choose the folder of invoice PDFs",
        ..FileQuestion::default()
    };
    match dialogs::pick_folder(&app, question).await? {
        Some(path) => Ok(Some(state.chosen.remember_folder(&path)?)),
        None => Ok(None),
    }
}

/// Creates a draft campaign (checked at once: template, mapping, lists, PDF folder). Its PDF
/// folder must be one the person picked in Pacer's dialog this session, or the demo's sample
/// invoices: the page never names a folder for Pacer to read by itself.
pub async fn create_campaign_from_window(
    state: &AppState,
    mut spec: CampaignSpec,
) -> Answer<Campaign> {
    if let Some(pdf) = spec.pdf.as_mut() {
        let folder = pdf.folder.to_string_lossy().into_owned();
        pdf.folder = state
            .chosen
            .folder_to_read(&folder, &state.own_files().await)?;
    }
    Ok(campaigns::create(&*engine(state).await?, spec).await?)
}

/// [`create_campaign_from_window`] for the window.
#[tauri::command]
pub async fn create_campaign(state: State<'_, AppState>, spec: CampaignSpec) -> Answer<Campaign> {
    create_campaign_from_window(&state, spec).await
}

/// Checks every recipient and plans the daily limit.
#[tauri::command]
pub async fn check_campaign(state: State<'_, AppState>, id: String) -> Answer<Check> {
    Ok(campaigns::check(&*engine(&state).await?, &id).await?)
}

/// What one recipient (the first, unless a number is given) will get.
#[tauri::command]
pub async fn preview_campaign(
    state: State<'_, AppState>,
    id: String,
    phone: Option<String>,
) -> Answer<RecipientPreview> {
    let phone = phone.filter(|p| !p.trim().is_empty());
    Ok(campaigns::preview(&*engine(&state).await?, &id, phone.as_deref()).await?)
}

/// Sends the campaign's message to one number now; returns the message id.
#[tauri::command]
pub async fn test_campaign(
    state: State<'_, AppState>,
    id: String,
    to: String,
    sample: Option<String>,
) -> Answer<String> {
    let sample = sample.filter(|p| !p.trim().is_empty());
    Ok(campaigns::test_send(&*engine(&state).await?, &id, to.trim(), sample.as_deref()).await?)
}

/// Starts the launch in the background; refuses while recipients have problems unless
/// `skip_problems`.
#[tauri::command]
pub async fn launch_campaign(
    state: State<'_, AppState>,
    id: String,
    skip_problems: bool,
) -> Answer<Check> {
    Ok(launcher(&state).await?.start(&id, skip_problems).await?)
}

/// Pauses a campaign (OTPs and other campaigns go on).
#[tauri::command]
pub async fn pause_campaign(state: State<'_, AppState>, id: String) -> Answer<Campaign> {
    Ok(campaigns::pause(&*engine(&state).await?, &id).await?)
}

/// Resumes a paused campaign.
#[tauri::command]
pub async fn resume_campaign(state: State<'_, AppState>, id: String) -> Answer<Campaign> {
    Ok(campaigns::resume(&*engine(&state).await?, &id).await?)
}

/// Cancels what has not left yet; returns how many messages were cancelled.
#[tauri::command]
pub async fn cancel_campaign(state: State<'_, AppState>, id: String) -> Answer<u64> {
    Ok(campaigns::cancel(&*engine(&state).await?, &id).await?)
}

/// Deletes a campaign that never sent anything (a draft, or scheduled and not launched).
#[tauri::command]
pub async fn discard_campaign(state: State<'_, AppState>, id: String) -> Answer<()> {
    Ok(campaigns::discard(&*engine(&state).await?, &id).await?)
}

/// Sends the failed messages whose reason can change again.
#[tauri::command]
pub async fn retry_campaign(state: State<'_, AppState>, id: String) -> Answer<RetryReport> {
    Ok(campaigns::retry_failed(&*engine(&state).await?, &id).await?)
}

/// Copies a campaign as a new draft.
#[tauri::command]
pub async fn clone_campaign(
    state: State<'_, AppState>,
    id: String,
    name: Option<String>,
) -> Answer<Campaign> {
    let name = name.filter(|n| !n.trim().is_empty());
    Ok(campaigns::clone_campaign(&*engine(&state).await?, &id, name).await?)
}

/// One campaign's progress.
#[tauri::command]
pub async fn campaign_progress(state: State<'_, AppState>, id: String) -> Answer<Progress> {
    Ok(launcher(&state).await?.progress(&id).await?)
}

// ---- reports ----------------------------------------------------------------------------

/// A campaign's report: funnel, failure reasons with what to do, timeline, cost. The
/// recipients come in pages from [`campaign_recipients`] (`recipients` is empty here).
#[tauri::command]
pub async fn campaign_report(state: State<'_, AppState>, id: String) -> Answer<Report> {
    let engine = engine(&state).await?;
    let prices = state.settings.read().await.prices.clone();
    Ok(engine
        .ledger()
        .read(move |c| reports::summary(c, &id, prices.as_ref()))
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
            return Err(UiError::new(format!(
                "Pacer exports CSV or XLSX, not \"{other}\"."
            )));
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
    let prices = state.settings.read().await.prices.clone();
    // A report of 100,000 recipients takes seconds to read: on the long-read connection, so
    // webhooks, the local API and Home keep the other one; building and writing it run on a
    // blocking thread, off the engine's async threads.
    let report = engine
        .ledger()
        .read_long(move |c| reports::report(c, &id, prices.as_ref()))
        .await?;
    tokio::task::spawn_blocking(move || write_report(&report, &format, &path))
        .await
        .map_err(|_| UiError::new("Saving stopped unexpectedly. Try again."))?
        .map(Some)
}

/// Builds the export and writes it; returns where.
fn write_report(report: &Report, format: &str, path: &Path) -> Answer<String> {
    let bytes = if format == "csv" {
        reports::export::to_csv(report)
    } else {
        reports::export::to_xlsx(report)
    }
    .map_err(|e| UiError::with(ErrorCode::File, "Pacer couldn't build the export.", e))?;
    std::fs::write(path, bytes).map_err(|e| {
        UiError::with(
            ErrorCode::File,
            format!(
                "Pacer couldn't write {}. Choose another folder, or close the file if it is open in Excel.",
                path.display()
            ),
            e,
        )
    })?;
    crate::settings::restrict(path);
    Ok(path.display().to_string())
}

// ---- settings and account ---------------------------------------------------------------

/// The settings.
#[tauri::command]
pub async fn settings(state: State<'_, AppState>) -> Answer<Settings> {
    Ok(state.settings.read().await.clone())
}

/// Saves the settings and restarts the engine with them (messages in flight finish first;
/// nothing queued is lost). A new `command:` tunnel is run only once the person confirmed it
/// in a native dialog; otherwise nothing is saved and the answer says so.
#[tauri::command]
pub async fn save_settings(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    settings: Settings,
) -> Answer<AppInfo> {
    validate(&settings)?;
    let saved_tunnel = state.settings.read().await.tunnel.clone();
    if let Some(program) =
        tunnel_setting::to_confirm(&saved_tunnel, &settings.tunnel, settings.webhook_port)
        && !tunnel_setting::confirm(&app, &program).await
    {
        return Err(UiError::new(format!(
            "Nothing was saved: you chose not to run the tunnel program, so the tunnel stays \
             as it was ({}). Save again and choose \"Run this program\" to use it, or choose \
             another tunnel.",
            tunnel_setting::for_diagnostics(&saved_tunnel)
        )));
    }
    let restart = {
        let mut current = state.settings.write().await;
        let mut next = settings;
        // Mode and account change only through connect/demo; the folders Pacer may read
        // only through a folder dialog (add_readable_folder).
        next.mode = current.mode;
        next.account.clone_from(&current.account);
        next.readable_folders.clone_from(&current.readable_folders);
        let restart = engine_settings_differ(&current, &next);
        next.save(&state.data_dir)
            .map_err(|e| UiError::new(e.to_string()))?;
        *current = next;
        restart
    };
    if restart {
        let _ = state.start().await;
    }
    Ok(state.info().await)
}

/// Whether a tunnel token is stored in the keyring (the window never reads it back).
#[tauri::command]
pub async fn tunnel_token_stored(state: State<'_, AppState>) -> Answer<bool> {
    Ok(crate::secrets::read(&state.secrets, Secret::TunnelToken)
        .await
        .map_err(|e| UiError::of(ErrorCode::Keyring, e.to_string()))?
        .is_some_and(|token| !token.trim().is_empty()))
}

/// Stores the tunnel token (a named tunnel's token, ngrok's authtoken) in the keyring, or
/// forgets it when `token` is empty, and restarts a live tunnel that uses it. It never goes
/// into the settings file.
#[tauri::command]
pub async fn save_tunnel_token(state: State<'_, AppState>, token: String) -> Answer<AppInfo> {
    let token = token.trim().to_owned();
    if token.chars().any(char::is_whitespace) {
        return Err(UiError::new(
            "A tunnel token has no spaces. Copy it again from Cloudflare or ngrok, then paste it here.",
        ));
    }
    if token.is_empty() {
        let store = Arc::clone(&state.secrets);
        tokio::task::spawn_blocking(move || store.delete(Secret::TunnelToken))
            .await
            .map_err(|_| {
                UiError::of(
                    ErrorCode::Keyring,
                    "The keyring call stopped unexpectedly. Try again.",
                )
            })?
            .map_err(|e| UiError::of(ErrorCode::Keyring, e.to_string()))?;
    } else {
        store_secret(&state, Secret::TunnelToken, token).await?;
    }
    let (mode, uses_token) = {
        let settings = state.settings.read().await;
        let uses_token = settings
            .tunnel
            .parse::<pacer_engine::tunnel::TunnelProvider>()
            .is_ok_and(|p| p.token_variable().is_some());
        (settings.mode, uses_token)
    };
    if mode == Mode::Live && uses_token {
        // The failure, if any, is the app's problem, shown with the answer below.
        let _ = state.start().await;
    }
    Ok(state.info().await)
}

fn engine_settings_differ(a: &Settings, b: &Settings) -> bool {
    a.messages_per_second != b.messages_per_second
        || a.bulk_share_percent != b.bulk_share_percent
        || a.media_per_second != b.media_per_second
        || a.opt_out_keywords != b.opt_out_keywords
        || a.tunnel != b.tunnel
        || a.register_callback != b.register_callback
        || a.api_port != b.api_port
        || a.webhook_port != b.webhook_port
        || a.readable_folders != b.readable_folders
        || a.inbox_retention_days != b.inbox_retention_days
        || a.express_expires_after_minutes != b.express_expires_after_minutes
        || a.bulk_expires_after_minutes != b.bulk_expires_after_minutes
}

fn validate(settings: &Settings) -> Answer<()> {
    if !(settings.messages_per_second >= 1.0 && settings.messages_per_second <= 1_000.0) {
        return Err(UiError::new(
            "Messages per second must be between 1 and 1,000 (Meta's default is 80).",
        ));
    }
    if !(10..=100).contains(&settings.bulk_share_percent) {
        return Err(UiError::new(
            "The share campaigns may use must be between 10 % and 100 %.",
        ));
    }
    if settings.api_port == settings.webhook_port || settings.api_port == 0 {
        return Err(UiError::new(
            "The local API and the webhook receiver need two different ports.",
        ));
    }
    if let Err(e) = settings
        .tunnel
        .parse::<pacer_engine::tunnel::TunnelProvider>()
    {
        // The tunnel's own words: what is wrong and what to type (a token goes in its field).
        return Err(UiError::new(e.to_string()));
    }
    if let Some(prices) = &settings.prices {
        validate_prices(prices)?;
    }
    if settings.default_country.len() != 2 {
        return Err(UiError::new(
            "The default country is a two-letter code, such as PK, GB or US.",
        ));
    }
    if !INBOX_RETENTION_DAYS.contains(&settings.inbox_retention_days) {
        return Err(UiError::new(
            "Delivery updates are kept between 1 and 365 days (30 unless you change it).",
        ));
    }
    for minutes in [
        settings.express_expires_after_minutes,
        settings.bulk_expires_after_minutes,
    ] {
        if !EXPIRES_AFTER_MINUTES.contains(&minutes) {
            return Err(UiError::new(
                "A time limit is a number of minutes from 1 to 43,200 (30 days), or 0 for no limit.",
            ));
        }
    }
    Ok(())
}

/// Changes the folders Pacer may read, saves the settings and restarts the engine with them
/// (requests in flight finish first; nothing queued is lost).
async fn change_readable_folders(
    state: &AppState,
    change: impl FnOnce(&mut Vec<String>),
) -> Answer<Settings> {
    let changed = {
        let mut settings = state.settings.write().await;
        let mut next = settings.clone();
        change(&mut next.readable_folders);
        if next.readable_folders == settings.readable_folders {
            return Ok(next);
        }
        next.save(&state.data_dir)
            .map_err(|e| UiError::new(e.to_string()))?;
        *settings = next.clone();
        next
    };
    if let Err(problem) = state.start().await {
        tracing::warn!("the engine did not start again with the new folders: {problem}");
    }
    Ok(changed)
}

/// Settings → Folders Pacer may read: opens a folder dialog and adds the folder picked (the
/// only way a folder joins the list). Returns the settings, or `None` when the person
/// cancelled.
#[tauri::command]
pub async fn add_readable_folder(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
) -> Answer<Option<Settings>> {
    let question = FileQuestion {
        title: "Add a folder Pacer may read",
        ..FileQuestion::default()
    };
    let Some(path) = dialogs::pick_folder(&app, question).await? else {
        return Ok(None);
    };
    let picked = state.chosen.remember_folder(&path)?;
    let imports = std::fs::canonicalize(state.imports_folder().await).ok();
    let settings = change_readable_folders(&state, |folders| {
        let already =
            folders.contains(&picked.path) || imports.is_some_and(|i| i == Path::new(&picked.path));
        if !already {
            folders.push(picked.path);
        }
    })
    .await?;
    Ok(Some(settings))
}

/// Settings → Folders Pacer may read: removes a folder from the list (the data folder's
/// `imports/` is not in it and stays allowed).
#[tauri::command]
pub async fn remove_readable_folder(state: State<'_, AppState>, path: String) -> Answer<Settings> {
    change_readable_folders(&state, |folders| folders.retain(|f| *f != path)).await
}

/// The categories Meta prices template messages by (`docs/meta-cloud-api.md#templates` "Pricing").
const PRICED_CATEGORIES: [&str; 3] = ["MARKETING", "UTILITY", "AUTHENTICATION"];

fn validate_prices(prices: &reports::RateCard) -> Answer<()> {
    let currency = &prices.currency;
    if currency.len() != 3 || !currency.bytes().all(|b| b.is_ascii_uppercase()) {
        return Err(UiError::new(format!(
            "\"{currency}\" is not a currency code: use three capital letters, such as USD, EUR or PKR."
        )));
    }
    for (category, price) in &prices.per_category {
        if !PRICED_CATEGORIES.contains(&category.as_str()) {
            return Err(UiError::new(format!(
                "Meta prices marketing, utility and authentication messages; \"{category}\" is none of them."
            )));
        }
        if !(price.is_finite() && *price >= 0.0 && *price < 1_000.0) {
            return Err(UiError::new(format!(
                "The price of a {} message must be a number from 0 up to 1,000 {currency}.",
                category.to_lowercase()
            )));
        }
    }
    Ok(())
}

/// A Meta account as typed into the connect form. Secrets left empty keep the stored ones.
#[derive(Clone, Deserialize, ts_rs::TS)]
pub struct AccountInput {
    /// The business phone number's id.
    pub phone_number_id: String,
    /// The WhatsApp Business Account id.
    pub waba_id: String,
    /// The Graph API address (Meta's unless testing against a simulator).
    pub graph_url: String,
    /// The Graph API version.
    pub api_version: String,
    /// The system user's access token.
    pub access_token: String,
    /// The app secret.
    pub app_secret: String,
    /// The verify token for the callback URL.
    pub verify_token: String,
}

/// The ids and addresses, never the three secrets (shown only as typed or left empty).
impl std::fmt::Debug for AccountInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let typed = |secret: &str| {
            if secret.trim().is_empty() {
                "(empty: keep the stored one)"
            } else {
                "[redacted]"
            }
        };
        f.debug_struct("AccountInput")
            .field("phone_number_id", &self.phone_number_id)
            .field("waba_id", &self.waba_id)
            .field("graph_url", &self.graph_url)
            .field("api_version", &self.api_version)
            .field("access_token", &typed(&self.access_token))
            .field("app_secret", &typed(&self.app_secret))
            .field("verify_token", &typed(&self.verify_token))
            .finish()
    }
}

/// What "Test connection" found.
#[derive(Debug, Clone, Default, Serialize, ts_rs::TS)]
pub struct ConnectionTest {
    /// Meta answered and the number and templates could be read.
    pub ok: bool,
    /// What is wrong, in plain words.
    pub problem: Option<String>,
    /// Meta's code and text.
    pub details: Option<String>,
    /// The number's approved name.
    pub verified_name: Option<String>,
    /// The number as shown.
    pub display_phone_number: Option<String>,
    /// GREEN, YELLOW or RED.
    pub quality_rating: Option<String>,
    /// Customers a day (e.g. `TIER_1K`).
    pub messaging_limit: Option<String>,
    /// Messages per second Meta allows (`STANDARD` = 80).
    pub throughput: Option<String>,
    /// Templates in the account (and how many approved).
    pub templates: Option<String>,
}

fn graph_problem(e: &GraphError, url: &str) -> (String, String) {
    match e {
        GraphError::Api { error, .. } if matches!(error.code, 0 | 190) => (
            "Meta refused this access token: it has expired or was revoked, or only part of it was pasted. Generate a new one (Business Settings → Users → System users → Generate token) and paste it here.".into(),
            error.to_string(),
        ),
        GraphError::Api { error, .. } => {
            let words = reasons::plain(error.code).map_or_else(
                || match error.code {
                    100 => "Meta doesn't know that phone number id or WABA id, or the token cannot see it. Check both ids in WhatsApp Manager.".to_owned(),
                    _ => format!("Meta refused the request: {}", error.message),
                },
                str::to_owned,
            );
            (words, error.to_string())
        }
        GraphError::Transport(_) => (
            format!(
                "Pacer couldn't reach Meta at {url}. Check this computer's internet connection (and the Graph address under Advanced)."
            ),
            e.to_string(),
        ),
        other => (
            "Meta answered in a way Pacer did not expect. Check the Graph address under Advanced."
                .into(),
            other.to_string(),
        ),
    }
}

/// The stored secret when the form left it empty.
async fn secret_or_stored(state: &AppState, typed: &str, which: Secret) -> Answer<String> {
    let typed = typed.trim();
    if !typed.is_empty() {
        return Ok(typed.to_owned());
    }
    Ok(crate::secrets::read(&state.secrets, which)
        .await
        .map_err(|e| UiError::of(ErrorCode::Keyring, e.to_string()))?
        .unwrap_or_default())
}

/// Stores a secret in the keyring off the async threads.
async fn store_secret(state: &AppState, which: Secret, value: String) -> Answer<()> {
    let store = Arc::clone(&state.secrets);
    let write = tokio::task::spawn_blocking(move || store.set(which, &value));
    match tokio::time::timeout(crate::secrets::KEYRING_PATIENCE, write).await {
        Ok(Ok(Ok(()))) => Ok(()),
        Ok(Ok(Err(e))) => Err(UiError::of(ErrorCode::Keyring, e.to_string())),
        _ => Err(UiError::of(
            ErrorCode::Keyring,
            "This computer's keyring did not answer within 30 seconds (it may be locked). Unlock it, then try again.",
        )),
    }
}

/// What the person reads before the stored token goes to an address that is not Meta's.
fn token_question(address: &str) -> String {
    format!(
        "The Graph address is {address}, which is not Meta's ({}).\n\nTesting the connection sends your stored Meta access token to that address. Send it only if you trust it, for example a test server of your own.",
        pacer_cloud::DEFAULT_BASE_URL
    )
}

/// Asks, in a native dialog, whether the stored token may go to `address`.
async fn ask_to_send_token(app: &tauri::AppHandle, address: String) -> Answer<bool> {
    Ok(dialogs::confirm(
        app,
        "Send your access token to another address?",
        token_question(&address),
        dialogs::Button("Send the token", 'S'),
        dialogs::Button("Cancel", 'C'),
    )
    .await?)
}

/// Checks an account without saving it: the number's name, quality, limit and throughput,
/// and whether the templates can be read; or what is wrong, in plain words.
///
/// The stored token (the form's token left empty) goes to an address other than Meta's only
/// after `ask` said yes for that address (once per session); on no, nothing is sent. A token
/// typed in the form is the person's own choice for the address beside it: no question.
pub async fn test_account<Ask, Asked>(
    state: &AppState,
    input: &AccountInput,
    ask: Ask,
) -> Answer<ConnectionTest>
where
    Ask: FnOnce(String) -> Asked,
    Asked: std::future::Future<Output = Answer<bool>>,
{
    let token = secret_or_stored(state, &input.access_token, Secret::AccessToken).await?;
    if token.is_empty() {
        return Err(UiError::new(
            "Paste the access token first (Meta Business Manager → System users → Generate token).",
        ));
    }
    if let TokenDestination::Ask(address) =
        chosen::token_destination(&input.access_token, &input.graph_url)
        && !state.chosen.token_may_go_to(&address)
    {
        if !ask(address.clone()).await? {
            return Ok(ConnectionTest {
                problem: Some(format!(
                    "Not tested: nothing was sent to {address}, because you chose not to send your stored access token there. To test that address, paste the access token meant for it."
                )),
                ..ConnectionTest::default()
            });
        }
        state.chosen.allow_token_to(&address);
    }
    let mut test = ConnectionTest::default();
    let client = runtime::graph_client(&input.graph_url, &input.api_version, token)
        .map_err(|e| UiError::new(e.to_string()))?;
    match client.phone_number_info(input.phone_number_id.trim()).await {
        Ok(info) => {
            test.verified_name = info.verified_name.clone();
            test.display_phone_number = info.display_phone_number.clone();
            test.quality_rating = info.quality_rating.as_ref().map(ToString::to_string);
            test.messaging_limit = info.messaging_limit.as_ref().map(ToString::to_string);
            test.throughput = info.throughput_level().map(ToString::to_string);
        }
        Err(e) => {
            let (problem, details) = graph_problem(&e, &input.graph_url);
            test.problem = Some(problem);
            test.details = Some(details);
            return Ok(test);
        }
    }
    match client.list_templates(input.waba_id.trim()).await {
        Ok(list) => {
            let approved = list
                .iter()
                .filter(|t| t.status.as_str() == "APPROVED")
                .count();
            test.templates = Some(format!("{} templates, {approved} approved", list.len()));
            test.ok = true;
        }
        Err(e) => {
            let (problem, details) = graph_problem(&e, &input.graph_url);
            test.problem = Some(format!("The number is fine, but the templates: {problem}"));
            test.details = Some(details);
        }
    }
    Ok(test)
}

/// [`test_account`] for the window: the question is a native dialog naming the address.
#[tauri::command]
pub async fn test_connection(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    input: AccountInput,
) -> Answer<ConnectionTest> {
    test_account(&state, &input, |address| ask_to_send_token(&app, address)).await
}

/// Tests the account, stores its secrets in the keyring and its ids in the settings, and
/// switches to live mode (a new database; the demo's data stays in the demo). The test asks
/// before the stored token goes to an address that is not Meta's, as [`test_connection`] does.
#[tauri::command]
pub async fn connect_account(
    app: tauri::AppHandle,
    state: State<'_, AppState>,
    input: AccountInput,
) -> Answer<AppInfo> {
    let test = test_account(&state, &input, |address| ask_to_send_token(&app, address)).await?;
    if !test.ok {
        return Err(UiError {
            code: ErrorCode::Meta,
            message: test
                .problem
                .unwrap_or_else(|| "Meta did not accept the account.".into()),
            details: test.details,
        });
    }
    let app_secret = secret_or_stored(&state, &input.app_secret, Secret::AppSecret).await?;
    if app_secret.is_empty() {
        return Err(UiError::new(
            "Paste the app secret too (App Dashboard → Settings → Basic): Pacer uses it to check that delivery updates really come from Meta.",
        ));
    }
    let token = secret_or_stored(&state, &input.access_token, Secret::AccessToken).await?;
    store_secret(&state, Secret::AccessToken, token).await?;
    store_secret(&state, Secret::AppSecret, app_secret).await?;
    if !input.verify_token.trim().is_empty() {
        store_secret(
            &state,
            Secret::VerifyToken,
            input.verify_token.trim().to_owned(),
        )
        .await?;
    }
    {
        let mut settings = state.settings.write().await;
        settings.mode = Mode::Live;
        settings.account = Some(Account {
            phone_number_id: input.phone_number_id.trim().to_owned(),
            waba_id: input.waba_id.trim().to_owned(),
            graph_url: input.graph_url.trim().trim_end_matches('/').to_owned(),
            api_version: input.api_version.trim().to_owned(),
        });
        settings
            .save(&state.data_dir)
            .map_err(|e| UiError::new(e.to_string()))?;
    }
    state
        .start()
        .await
        .map_err(|e| UiError::of(ErrorCode::NotRunning, e))?;
    Ok(state.info().await)
}

/// Switches to the demo (the live account stays connected for later).
#[tauri::command]
pub async fn use_demo(state: State<'_, AppState>) -> Answer<AppInfo> {
    switch_mode(&state, Mode::Demo).await
}

/// Switches back to the connected account.
#[tauri::command]
pub async fn use_live(state: State<'_, AppState>) -> Answer<AppInfo> {
    if state.settings.read().await.account.is_none() {
        return Err(UiError::new(
            "No Meta account is connected yet: fill in Settings → Meta account first.",
        ));
    }
    switch_mode(&state, Mode::Live).await
}

async fn switch_mode(state: &AppState, mode: Mode) -> Answer<AppInfo> {
    {
        let mut settings = state.settings.write().await;
        settings.mode = mode;
        settings
            .save(&state.data_dir)
            .map_err(|e| UiError::new(e.to_string()))?;
    }
    state
        .start()
        .await
        .map_err(|e| UiError::of(ErrorCode::NotRunning, e))?;
    Ok(state.info().await)
}

/// Starts the engine again after a failed start (e.g. a port was in use).
#[tauri::command]
pub async fn restart_engine(state: State<'_, AppState>) -> Answer<AppInfo> {
    state
        .start()
        .await
        .map_err(|e| UiError::of(ErrorCode::NotRunning, e))?;
    Ok(state.info().await)
}

/// A text to paste into a support request: versions, mode, paths, settings, the engine's
/// state and the last log lines, with every secret removed.
#[tauri::command]
pub async fn diagnostics(state: State<'_, AppState>) -> Answer<String> {
    Ok(diagnostics_text(&state).await)
}

/// The text of [`diagnostics`]: the tunnel setting without its arguments, and every stored
/// secret (the tunnel token among them) removed.
pub async fn diagnostics_text(state: &AppState) -> String {
    let info = state.info().await;
    let mut settings = state.settings.read().await.clone();
    settings.tunnel = tunnel_setting::for_diagnostics(&settings.tunnel);
    let mut text = format!(
        "Pacer {} ({} {})\nmode: {:?}, running: {}\nproblem: {}\ndata folder: {}\ndatabase: {}\nlocal API: {}\nwebhooks: {}\n",
        info.version,
        std::env::consts::OS,
        std::env::consts::ARCH,
        info.mode,
        info.running,
        info.problem.as_deref().unwrap_or("none"),
        info.data_dir,
        info.database.as_deref().unwrap_or("-"),
        info.api_url,
        info.webhook_url,
    );
    text.push_str(&format!(
        "settings: {}\n",
        serde_json::to_string(&settings).unwrap_or_default()
    ));
    if let Ok(engine) = engine(state).await {
        let stats = engine.stats();
        text.push_str(&format!(
            "engine: {}\n",
            serde_json::to_string(&stats).unwrap_or_default()
        ));
        if let Some(tunnel) = engine.tunnel() {
            text.push_str(&format!(
                "tunnel: {}\n",
                serde_json::to_string(&tunnel).unwrap_or_default()
            ));
        }
    }
    text.push_str("\nlast log lines:\n");
    // Reading the log is file work: on a blocking thread, off the async threads.
    let data_dir = state.data_dir.clone();
    let tail = tokio::task::spawn_blocking(move || crate::logs::tail(&data_dir, 200))
        .await
        .unwrap_or_else(|e| format!("(the log could not be read: {e})"));
    text.push_str(&tail);
    redact(state, text).await
}

/// Removes every stored secret from a text.
async fn redact(state: &AppState, mut text: String) -> String {
    for which in [
        Secret::AccessToken,
        Secret::AppSecret,
        Secret::VerifyToken,
        Secret::ApiKey,
        Secret::TunnelToken,
    ] {
        if let Ok(Some(secret)) = crate::secrets::read(&state.secrets, which).await
            && secret.len() >= 4
        {
            text = text.replace(&secret, "[removed]");
        }
    }
    let api_key = state.api_key.read().await.clone();
    if api_key.is_empty() {
        text
    } else {
        text.replace(&api_key, "[removed]")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn priced(currency: &str, prices: &[(&str, f64)]) -> Settings {
        Settings {
            prices: Some(reports::RateCard {
                currency: currency.into(),
                per_category: prices.iter().map(|(c, p)| ((*c).into(), *p)).collect(),
            }),
            ..Settings::default()
        }
    }

    #[test]
    fn prices_in_a_currency_by_category_are_accepted() {
        assert!(validate(&priced("USD", &[("MARKETING", 0.0475), ("UTILITY", 0.0)])).is_ok());
        assert!(validate(&Settings::default()).is_ok());
    }

    #[test]
    fn prices_that_cannot_be_right_are_refused_with_what_to_type() {
        let message = |s: Settings| validate(&s).err().map(|e| e.message).unwrap_or_default();
        assert!(message(priced("dollars", &[])).contains("three capital letters"));
        assert!(message(priced("USD", &[("SERVICE", 0.01)])).contains("\"SERVICE\" is none"));
        assert!(message(priced("USD", &[("MARKETING", -1.0)])).contains("marketing message"));
        assert!(message(priced("USD", &[("UTILITY", f64::NAN)])).contains("from 0 up to"));
    }

    #[test]
    fn delivery_updates_are_kept_between_1_and_365_days() {
        let keep = |days| Settings {
            inbox_retention_days: days,
            ..Settings::default()
        };
        assert!(validate(&keep(1)).is_ok() && validate(&keep(365)).is_ok());
        for days in [0, 366] {
            let refused = validate(&keep(days)).err().map(|e| e.message);
            assert!(
                refused.as_deref().is_some_and(|m| m.contains("1 and 365")),
                "{days} days is refused with the range: {refused:?}"
            );
        }
        assert!(
            engine_settings_differ(&keep(30), &keep(31)),
            "a new retention restarts the engine with it"
        );
    }

    #[test]
    fn time_limits_are_0_to_30_days_in_minutes_and_restart_the_engine() {
        let limits = |express, bulk| Settings {
            express_expires_after_minutes: express,
            bulk_expires_after_minutes: bulk,
            ..Settings::default()
        };
        for (express, bulk) in [(0, 0), (10, 0), (1, 43_200)] {
            assert!(
                validate(&limits(express, bulk)).is_ok(),
                "{express} and {bulk} minutes are allowed"
            );
        }
        for (express, bulk) in [(43_201, 0), (10, 50_000)] {
            let refused = validate(&limits(express, bulk)).err().map(|e| e.message);
            assert!(
                refused.as_deref().is_some_and(|m| m.contains("43,200")),
                "{express} / {bulk} minutes is refused with the range: {refused:?}"
            );
        }
        assert!(
            engine_settings_differ(&limits(10, 0), &limits(5, 0))
                && engine_settings_differ(&limits(10, 0), &limits(10, 60)),
            "a new limit restarts the engine with it"
        );
    }

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
