//! The window's commands: each converts between the window's types and the engine's and calls
//! the same engine function the `pacer` commands and the local API call. Nothing here decides
//! anything the engine decides.
//!
//! One file per area in `commands/`; this file keeps what they share: the error the window
//! sees ([`UiError`]), the running engine or why there is none, and the data folder's
//! `exports/`. [`registry`] lists every command once: it registers them with Tauri and gives
//! the window their names as a TypeScript type.

pub mod account;
pub mod app;
pub mod campaigns;
pub mod contacts;
pub mod desk;
pub mod diagnostics;
pub mod inbox;
pub mod office;
pub mod prices;
pub mod readable_folders;
pub mod registry;
pub mod reports;
pub mod settings;
pub mod templates;
pub mod tunnel_token;

pub use account::{AccountInput, ConnectionTest, test_account};
pub use campaigns::{CampaignRow, create_campaign_from_window, create_campaign_reporting, rows};
pub use contacts::preview_import;
pub use diagnostics::diagnostics_text;

use std::path::PathBuf;
use std::sync::Arc;

use pacer_engine::campaigns::{CampaignError, Launcher};
use pacer_engine::sharing::DeskLink;
use pacer_engine::tunnel::TunnelState;
use pacer_engine::{Engine, import};
use pacer_words::ids;
use serde::Serialize;

use crate::chosen::Refusal;
use crate::dialogs::DialogError;
use crate::secrets::{Secret, SecretError};
use crate::state::AppState;

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
    /// This PC is a desk, and the office Pacer could not be reached, refused, or is the only
    /// place this can be done.
    Office,
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
    /// `message` as a catalogue message, when the engine said it as one: the window shows it
    /// in the person's language (`message` is its English). Optional in TypeScript: most
    /// errors are not catalogue messages yet, and the window's tests build errors without one.
    #[ts(optional = nullable)]
    pub said: Option<pacer_words::Said>,
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
            said: None,
        }
    }

    fn with(code: ErrorCode, message: impl Into<String>, details: impl ToString) -> Self {
        UiError {
            code,
            message: message.into(),
            details: Some(details.to_string()),
            said: None,
        }
    }

    /// An error said as a catalogue message (`message` is its English).
    pub fn said(code: ErrorCode, said: pacer_words::Said) -> Self {
        UiError {
            code,
            message: said.to_string(),
            details: None,
            said: Some(said),
        }
    }

    /// [`UiError::said`] with technical detail.
    pub fn said_with(code: ErrorCode, said: pacer_words::Said, details: impl ToString) -> Self {
        UiError {
            details: Some(details.to_string()),
            ..UiError::said(code, said)
        }
    }
}

impl From<pacer_words::Said> for UiError {
    /// A refusal the engine said as a catalogue message.
    fn from(said: pacer_words::Said) -> Self {
        UiError {
            code: ErrorCode::Input,
            message: said.to_string(),
            details: None,
            said: Some(said),
        }
    }
}

impl From<CampaignError> for UiError {
    fn from(e: CampaignError) -> Self {
        UiError {
            said: e.said(),
            ..UiError::of(ErrorCode::Campaign, e.to_string())
        }
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
        UiError::said(code, e.said())
    }
}

impl From<DialogError> for UiError {
    fn from(e: DialogError) -> Self {
        UiError::said(ErrorCode::Input, e.said())
    }
}

impl From<import::ImportError> for UiError {
    fn from(e: import::ImportError) -> Self {
        UiError {
            said: Some(e.said()),
            ..UiError::with(ErrorCode::Import, e.to_string(), e.code())
        }
    }
}

impl From<pacer_engine::opt_outs::OptOutError> for UiError {
    fn from(e: pacer_engine::opt_outs::OptOutError) -> Self {
        use pacer_engine::opt_outs::OptOutError;
        match e {
            OptOutError::Import(e) => e.into(),
            OptOutError::Ledger(e) => e.into(),
            OptOutError::Engine(e) => e.into(),
            e => match e.said() {
                Some(said) => UiError::said(ErrorCode::Input, said),
                None => UiError::with(ErrorCode::File, e.to_string(), &e),
            },
        }
    }
}

impl From<pacer_engine::ledger::LedgerError> for UiError {
    fn from(e: pacer_engine::ledger::LedgerError) -> Self {
        UiError::said_with(
            ErrorCode::Database,
            pacer_words::Said::new(ids::APP_DATABASE_FAILED),
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
            e => UiError::said_with(
                ErrorCode::Database,
                pacer_words::Said::new(ids::APP_ENGINE_STOPPING),
                e,
            ),
        }
    }
}

impl From<SecretError> for UiError {
    fn from(e: SecretError) -> Self {
        UiError::said(ErrorCode::Keyring, e.said())
    }
}

impl From<crate::settings::SettingsError> for UiError {
    fn from(e: crate::settings::SettingsError) -> Self {
        UiError::said(ErrorCode::Input, e.said())
    }
}

/// Result of a command.
pub type Answer<T> = Result<T, UiError>;

impl From<pacer_engine::sharing::DeskError> for UiError {
    fn from(e: pacer_engine::sharing::DeskError) -> Self {
        UiError::said_with(ErrorCode::Office, e.said(), &e)
    }
}

/// The running engine, or why there is none.
async fn engine(state: &AppState) -> Answer<Arc<Engine>> {
    if let Some(runtime) = state.runtime.read().await.as_ref() {
        return Ok(Arc::clone(runtime.engine()));
    }
    Err(not_running(state).await)
}

/// Adds what the person did in this window to the audit log as "This PC" (`docs/office.md`,
/// who did what), as the API's trail does for desks and programs: a desk that is refused
/// because a campaign changed is told who changed it, and the owner's log has every hand. A
/// record that cannot be written is logged, never turned into a failure of what was done.
async fn record_here(
    engine: &Engine,
    action: pacer_engine::audit::Action,
    subject: Option<String>,
    detail: Option<String>,
) {
    let now = engine.clock().now_ms();
    let written = engine
        .ledger()
        .write(move |c| {
            pacer_engine::audit::record(
                c,
                now,
                &pacer_engine::audit::Who::this_pc(),
                action,
                subject.as_deref(),
                detail.as_deref(),
            )
        })
        .await;
    if let Err(e) = written {
        tracing::warn!("what was done could not be added to the audit log: {e}");
    }
}

/// The office Pacer's line, when this PC is a desk: the commands a desk can do ask it
/// instead of an engine here.
async fn desk_link(state: &AppState) -> Option<DeskLink> {
    state
        .desk
        .read()
        .await
        .as_ref()
        .map(|desk| desk.link.clone())
}

/// The running node's tunnel state, when it runs one.
async fn tunnel(state: &AppState) -> Option<TunnelState> {
    state.runtime.read().await.as_ref()?.node.tunnel_state()
}

/// The campaigns' launcher of the running engine, or why there is none.
async fn launcher(state: &AppState) -> Answer<Launcher> {
    if let Some(runtime) = state.runtime.read().await.as_ref() {
        return Ok(runtime.launcher().clone());
    }
    Err(not_running(state).await)
}

/// Why there is no engine to ask: this PC is a desk (do it at the office), the problem that
/// stopped it, or that it is still starting.
pub(crate) async fn not_running(state: &AppState) -> UiError {
    if let Some(desk) = state.desk.read().await.as_ref() {
        return UiError::said(
            ErrorCode::Office,
            pacer_words::Said::new(ids::DESK_NOT_HERE)
                .with("office", desk.office.office_name.clone()),
        );
    }
    let why = state.problem.read().await.clone();
    UiError::said(
        ErrorCode::NotRunning,
        why.unwrap_or_else(|| pacer_words::Said::new(ids::APP_STILL_STARTING)),
    )
}

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// The data folder's `exports/`, made if missing: where save dialogs open.
fn exports_folder(state: &AppState) -> PathBuf {
    let folder = state.exports_folder();
    if std::fs::create_dir_all(&folder).is_ok() {
        crate::settings::restrict(&folder);
    }
    folder
}

/// Stores a secret in the keyring off the async threads.
async fn store_secret(state: &AppState, which: Secret, value: String) -> Answer<()> {
    let store = Arc::clone(&state.secrets);
    let write = tokio::task::spawn_blocking(move || store.set(which, &value));
    match tokio::time::timeout(crate::secrets::KEYRING_PATIENCE, write).await {
        Ok(Ok(Ok(()))) => Ok(()),
        Ok(Ok(Err(e))) => Err(UiError::from(e)),
        _ => Err(UiError::said(
            ErrorCode::Keyring,
            pacer_words::Said::new(ids::APP_KEYRING_NO_ANSWER),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_app_s_own_errors_reach_the_window_as_catalogue_messages_with_their_english() {
        let refused = UiError::from(Refusal::Missing("/home/a/list.csv".into()));
        assert_eq!(refused.code, ErrorCode::File);
        assert_eq!(
            refused.message,
            "Pacer can't find /home/a/list.csv any more. Check that it is still there, then choose it again."
        );
        let said = refused.said.expect("a catalogue message");
        assert_eq!(said.id, ids::APP_MISSING);
        assert_eq!(
            said.args.get("path"),
            Some(&pacer_words::Arg::Text("/home/a/list.csv".into()))
        );

        let busy = UiError::from(DialogError::Busy);
        assert_eq!(
            busy.message,
            "Another Pacer window is open and waiting for you: finish it first."
        );
        assert_eq!(
            busy.said.map(|s| s.id),
            Some(ids::APP_DIALOG_BUSY.to_owned())
        );

        let keyring = UiError::from(SecretError::refused("DBus error"));
        assert_eq!(keyring.code, ErrorCode::Keyring);
        assert_eq!(
            keyring.said.map(|s| s.id),
            Some(ids::APP_KEYRING_FAILED.to_owned())
        );

        let database = UiError::said_with(
            ErrorCode::Database,
            pacer_words::Said::new(ids::APP_DATABASE_FAILED),
            "disk I/O error",
        );
        assert_eq!(
            database.message,
            "Pacer couldn't read or write its database. Check that the disk is not full, then try again."
        );
        assert_eq!(database.details.as_deref(), Some("disk I/O error"));
    }
}
