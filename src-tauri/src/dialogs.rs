//! The native dialogs Pacer opens for the window: choosing a file or folder, saving a file,
//! and the yes-or-no question before a token leaves for an address that is not Meta's. The
//! page cannot open them itself (its capabilities grant no dialog), so whatever path a command
//! gets from here is what the person picked. What they picked is remembered by
//! [`crate::chosen`].
//!
//! Each dialog waits for the person on a blocking thread, never on the async threads (the
//! engine keeps sending meanwhile) nor on the main thread (GTK draws the dialog there). One
//! Pacer dialog is open at a time.

use std::path::{Path, PathBuf};

use tauri::{AppHandle, Manager};
use tauri_plugin_dialog::{DialogExt, FileDialogBuilder, MessageDialogButtons, MessageDialogKind};

/// Why no dialog was shown. Its words are the catalogue's: [`DialogError::said`] in the
/// person's language, `Display` in English.
#[derive(Debug, Clone)]
pub enum DialogError {
    /// Another of Pacer's dialogs is waiting for an answer.
    Busy,
    /// The dialog stopped without an answer.
    Failed,
}

impl DialogError {
    /// What to tell the person.
    pub fn said(&self) -> pacer_words::Said {
        use pacer_words::{Said, ids};
        match self {
            DialogError::Busy => Said::new(ids::APP_DIALOG_BUSY),
            DialogError::Failed => Said::new(ids::APP_DIALOG_FAILED),
        }
    }
}

impl std::fmt::Display for DialogError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for DialogError {}

/// Only one dialog at a time: a second request (a double click, or a script in the page) is
/// refused rather than stacking windows.
static OPEN: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// A list of extensions shown as one choice in a file dialog.
pub type Filter = (&'static str, &'static [&'static str]);

/// What the person is asked to choose.
#[derive(Debug, Clone, Default)]
pub struct FileQuestion {
    /// The dialog's title (says what the file is for): a catalogue id (`ids::DIALOG_…`), said
    /// in the window's language.
    pub title: &'static str,
    /// The kinds of file offered.
    pub filters: Vec<Filter>,
    /// The folder it opens in.
    pub folder: Option<PathBuf>,
    /// The file name offered (save dialogs).
    pub file_name: Option<String>,
}

fn builder(app: &AppHandle, question: FileQuestion) -> FileDialogBuilder<tauri::Wry> {
    let title = in_window_language(app, &pacer_words::Said::new(question.title));
    let mut dialog = app.dialog().file().set_title(title);
    for (name, extensions) in question.filters {
        dialog = dialog.add_filter(name, extensions);
    }
    // A folder to open in: without one GTK opens on "Recent", where a typed folder path is
    // not taken.
    let folder = question
        .folder
        .filter(|f| f.is_dir())
        .or_else(|| app.path().home_dir().ok());
    if let Some(folder) = folder {
        dialog = dialog.set_directory(folder);
    }
    if let Some(name) = question.file_name {
        dialog = dialog.set_file_name(name);
    }
    if let Some(window) = app.get_webview_window("main") {
        dialog = dialog.set_parent(&window);
    }
    dialog
}

/// Runs `ask` on a blocking thread, one dialog at a time.
async fn one_at_a_time<T: Send + 'static>(
    ask: impl FnOnce() -> T + Send + 'static,
) -> Result<T, DialogError> {
    let _open = OPEN.try_lock().map_err(|_| DialogError::Busy)?;
    tokio::task::spawn_blocking(ask)
        .await
        .map_err(|_| DialogError::Failed)
}

fn local(path: tauri_plugin_dialog::FilePath) -> Option<PathBuf> {
    path.into_path().ok()
}

/// The file the person picked, or `None` when they cancelled.
pub async fn pick_file(
    app: &AppHandle,
    question: FileQuestion,
) -> Result<Option<PathBuf>, DialogError> {
    let dialog = builder(app, question);
    one_at_a_time(move || dialog.blocking_pick_file().and_then(local)).await
}

/// The folder the person picked, or `None` when they cancelled.
pub async fn pick_folder(
    app: &AppHandle,
    question: FileQuestion,
) -> Result<Option<PathBuf>, DialogError> {
    let dialog = builder(app, question);
    one_at_a_time(move || dialog.blocking_pick_folder().and_then(local)).await
}

/// Where the person chose to save, or `None` when they cancelled. The dialog itself asks
/// before replacing a file that is there.
pub async fn save_file(
    app: &AppHandle,
    question: FileQuestion,
) -> Result<Option<PathBuf>, DialogError> {
    let dialog = builder(app, question);
    one_at_a_time(move || dialog.blocking_save_file().and_then(local)).await
}

/// A button of a question: its words, as a message of the catalogue.
#[derive(Debug, Clone, Copy)]
pub struct Button(pub &'static str);

/// A button's words as the toolkit takes them. GTK underlines the letter after `_` and presses
/// the button on Alt and that letter: its question dialog has no default button, and its
/// selectable text takes the focus, so Return alone presses nothing. So the first letter is
/// marked (Alt+R for "Run this program", in each language its own), and an `_` in the words
/// is doubled to stay an underscore. Elsewhere the words are shown as they are.
fn label(words: &str) -> String {
    if cfg!(target_os = "linux") {
        format!("_{}", words.replace('_', "__"))
    } else {
        words.to_owned()
    }
}

/// `said` in the language the person chose in the window (English until it said).
pub fn in_window_language(app: &AppHandle, said: &pacer_words::Said) -> String {
    match app.try_state::<crate::state::AppState>() {
        Some(state) => state.in_window_language(said),
        None => pacer_words::english(said),
    }
}

/// Asks a yes-or-no question in the window's language; true only when the person pressed
/// `yes` (closing the dialog or pressing Escape is no). `title` names a catalogue message;
/// `message` is already in the window's language.
pub async fn confirm(
    app: &AppHandle,
    title: &'static str,
    message: String,
    yes: Button,
    no: Button,
) -> Result<bool, DialogError> {
    let say = |id: &'static str| in_window_language(app, &pacer_words::Said::new(id));
    let mut dialog = app
        .dialog()
        .message(message)
        .title(say(title))
        .kind(MessageDialogKind::Warning)
        .buttons(MessageDialogButtons::OkCancelCustom(
            label(&say(yes.0)),
            label(&say(no.0)),
        ));
    if let Some(window) = app.get_webview_window("main") {
        dialog = dialog.parent(&window);
    }
    one_at_a_time(move || dialog.blocking_show()).await
}

/// A file name offered in a save dialog: only the last part of what was suggested, so a
/// suggestion never moves the dialog somewhere else.
pub fn file_name_only(suggested: &str, fallback: &str) -> String {
    Path::new(suggested.trim())
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .filter(|n| !n.is_empty())
        .unwrap_or_else(|| fallback.to_owned())
}
