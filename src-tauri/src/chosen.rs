//! What the person chose in a native dialog during this session, and the decisions that rest
//! on it. The window's page never names a file by itself: a script in it (an XSS in a
//! contact's name, say) could otherwise read or write any file the user can. So every command
//! that reads a file takes only a path the person picked in one of Pacer's own dialogs
//! ([`crate::dialogs`]) or one of Pacer's own files (the demo's samples, the data folder's
//! `imports/`); commands that write a file open their save dialog themselves and take no path
//! at all. The stored Meta access token goes to an address other than Meta's only after the
//! person said yes in a dialog naming that address.
//!
//! Nothing here opens a window: the decisions are plain functions over paths, so they are
//! tested without one.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use pacer_words::{Said, ids};
use serde::Serialize;

/// A file or folder the person picked, as the window shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct Picked {
    /// The full path (what later commands are given back).
    pub path: String,
    /// The file's or folder's own name, for display.
    pub name: String,
}

impl Picked {
    /// The window's view of a path.
    pub fn of(path: &Path) -> Picked {
        Picked {
            path: path.display().to_string(),
            name: path.file_name().map_or_else(
                || path.display().to_string(),
                |n| n.to_string_lossy().into_owned(),
            ),
        }
    }
}

/// Pacer's own files and folders, which the window may name without a dialog.
#[derive(Debug, Clone, Default)]
pub struct OwnFiles {
    /// The data folder's `imports/`: files put there are Pacer's to read.
    pub imports: Option<PathBuf>,
    /// The demo's sample customer list (demo only).
    pub sample_list: Option<PathBuf>,
    /// The demo's folder of sample invoices (demo only).
    pub sample_invoices: Option<PathBuf>,
    /// The demo's sample poster (demo only).
    pub sample_poster: Option<PathBuf>,
}

/// Why a path from the window is not read. Its words are the catalogue's (`app-…`):
/// [`Refusal::said`] in the person's language, `Display` in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The window named a file nobody picked.
    FileNotChosen,
    /// The window named a folder nobody picked.
    FolderNotChosen,
    /// It was picked, but is gone or cannot be looked at now.
    Missing(String),
    /// A folder was asked for and this is a file, or the other way round ("file" or "folder":
    /// what was asked for).
    WrongKind(String, &'static str),
}

impl Refusal {
    /// What to tell the person (the path as it is).
    pub fn said(&self) -> Said {
        match self {
            Refusal::FileNotChosen => Said::new(ids::APP_FILE_NOT_CHOSEN),
            Refusal::FolderNotChosen => Said::new(ids::APP_FOLDER_NOT_CHOSEN),
            Refusal::Missing(path) => Said::new(ids::APP_MISSING).with("path", path.as_str()),
            Refusal::WrongKind(path, kind) => Said::new(ids::APP_WRONG_KIND)
                .with("path", path.as_str())
                .with("kind", *kind),
        }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for Refusal {}

/// What the person picked this session (canonical paths: links resolved, so a path written
/// another way names the same file) and the Graph addresses they agreed to send the stored
/// token to. Forgotten when Pacer closes.
#[derive(Debug, Default)]
pub struct Chosen {
    files: Mutex<HashSet<PathBuf>>,
    folders: Mutex<HashSet<PathBuf>>,
    token_addresses: Mutex<HashSet<String>>,
}

/// The same file whichever way it is written, or why not.
fn canonical(path: &Path) -> Result<PathBuf, Refusal> {
    std::fs::canonicalize(path).map_err(|_| Refusal::Missing(path.display().to_string()))
}

/// `path` as the window sent it: trimmed, and absolute (a relative path would be read from
/// wherever Pacer happened to start).
fn given(path: &str) -> Option<PathBuf> {
    let path = PathBuf::from(path.trim());
    path.is_absolute().then_some(path)
}

/// The canonical form of a path from the window. A path that cannot be resolved is
/// "missing" only when the person picked it earlier; anything else is `not_chosen`, so a
/// script in the page cannot learn which files exist from the answers.
fn resolve(path: &str, picked: &HashSet<PathBuf>, not_chosen: Refusal) -> Result<PathBuf, Refusal> {
    let path = given(path).ok_or_else(|| not_chosen.clone())?;
    match std::fs::canonicalize(&path) {
        Ok(path) => Ok(path),
        Err(_) if picked.contains(&path) => Err(Refusal::Missing(path.display().to_string())),
        Err(_) => Err(not_chosen),
    }
}

fn same(own: Option<&PathBuf>, path: &Path) -> bool {
    own.and_then(|p| std::fs::canonicalize(p).ok())
        .is_some_and(|p| p == path)
}

impl Chosen {
    /// Remembers a file the person picked in a dialog; returns it as the window shows it.
    pub fn remember_file(&self, path: &Path) -> Result<Picked, Refusal> {
        let path = canonical(path)?;
        if !path.is_file() {
            return Err(Refusal::WrongKind(path.display().to_string(), "file"));
        }
        let picked = Picked::of(&path);
        self.files
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(path);
        Ok(picked)
    }

    /// Remembers a folder the person picked in a dialog; returns it as the window shows it.
    pub fn remember_folder(&self, path: &Path) -> Result<Picked, Refusal> {
        let path = canonical(path)?;
        if !path.is_dir() {
            return Err(Refusal::WrongKind(path.display().to_string(), "folder"));
        }
        let picked = Picked::of(&path);
        self.folders
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(path);
        Ok(picked)
    }

    /// The file the window asks to read, if the person picked it this session or it is one of
    /// Pacer's own (the demo's sample list or poster, a file inside the data folder's
    /// `imports/`).
    pub fn file_to_read(&self, path: &str, own: &OwnFiles) -> Result<PathBuf, Refusal> {
        let files = self.files.lock().unwrap_or_else(PoisonError::into_inner);
        let path = resolve(path, &files, Refusal::FileNotChosen)?;
        let in_imports = own
            .imports
            .as_ref()
            .and_then(|p| std::fs::canonicalize(p).ok())
            .is_some_and(|imports| path.starts_with(imports));
        let sample =
            same(own.sample_list.as_ref(), &path) || same(own.sample_poster.as_ref(), &path);
        if !(files.contains(&path) || in_imports || sample) {
            return Err(Refusal::FileNotChosen);
        }
        if !path.is_file() {
            return Err(Refusal::WrongKind(path.display().to_string(), "file"));
        }
        Ok(path)
    }

    /// The folder the window asks to read from (invoice PDFs), if the person picked it this
    /// session or it is the demo's sample invoices.
    pub fn folder_to_read(&self, path: &str, own: &OwnFiles) -> Result<PathBuf, Refusal> {
        let folders = self.folders.lock().unwrap_or_else(PoisonError::into_inner);
        let path = resolve(path, &folders, Refusal::FolderNotChosen)?;
        if !(folders.contains(&path) || same(own.sample_invoices.as_ref(), &path)) {
            return Err(Refusal::FolderNotChosen);
        }
        if !path.is_dir() {
            return Err(Refusal::WrongKind(path.display().to_string(), "folder"));
        }
        Ok(path)
    }

    /// Whether the person already agreed this session to send the stored token to `address`.
    pub fn token_may_go_to(&self, address: &str) -> bool {
        self.token_addresses
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .contains(address)
    }

    /// Remembers that the person agreed to send the stored token to `address`.
    pub fn allow_token_to(&self, address: &str) {
        self.token_addresses
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(address.to_owned());
    }
}

/// Where a connection test would send the access token, and whether to ask first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TokenDestination {
    /// Meta's own Graph API, or a token the person typed for this address: no question.
    Send,
    /// The stored token to an address that is not Meta's: ask, naming the address.
    Ask(String),
}

/// Whether `graph_url` is Meta's Graph API (`https://graph.facebook.com`, on its usual port):
/// decided on the parsed address, so `https://graph.facebook.com.example.net` or
/// `https://graph.facebook.com@example.net` are not mistaken for it.
pub fn is_meta(graph_url: &str) -> bool {
    let Ok(url) = url::Url::parse(graph_url.trim()) else {
        return false;
    };
    let meta = url::Url::parse(pacer_cloud::DEFAULT_BASE_URL).ok();
    url.scheme() == "https"
        && url.host_str().is_some()
        && url.host_str() == meta.as_ref().and_then(|m| m.host_str())
        && url.port_or_known_default() == Some(443)
        && url.username().is_empty()
        && url.password().is_none()
}

/// What to do before a connection test: a token typed in the form is the person's own
/// choice for the address they typed beside it; the stored token goes only to Meta unless the
/// person agrees.
pub fn token_destination(typed_token: &str, graph_url: &str) -> TokenDestination {
    if !typed_token.trim().is_empty() || is_meta(graph_url) {
        TokenDestination::Send
    } else {
        TokenDestination::Ask(graph_url.trim().trim_end_matches('/').to_owned())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_english_the_refusals_read_as_they_always_have() {
        let cases = [
            (
                Refusal::FileNotChosen,
                "Pacer reads only files you choose yourself: press Choose… and pick the file in the window that opens.",
            ),
            (
                Refusal::FolderNotChosen,
                "Pacer reads only folders you choose yourself: press Choose… and pick the folder in the window that opens.",
            ),
            (
                Refusal::Missing("/home/a/list.csv".into()),
                "Pacer can't find /home/a/list.csv any more. Check that it is still there, then choose it again.",
            ),
            (
                Refusal::WrongKind("/home/a/list.csv".into(), "folder"),
                "/home/a/list.csv is not a folder. Choose a folder.",
            ),
            (
                Refusal::WrongKind("/home/a".into(), "file"),
                "/home/a is not a file. Choose a file.",
            ),
        ];
        for (refusal, english) in cases {
            assert_eq!(refusal.to_string(), english);
        }
        let said = Refusal::WrongKind("/home/a".into(), "file").said();
        assert_eq!(said.id, ids::APP_WRONG_KIND);
        assert_eq!(
            said.args.get("path"),
            Some(&pacer_words::Arg::Text("/home/a".into()))
        );
    }

    #[test]
    fn only_meta_s_own_address_is_meta() {
        for meta in [
            "https://graph.facebook.com",
            "https://graph.facebook.com/",
            " HTTPS://Graph.Facebook.com:443 ",
        ] {
            assert!(is_meta(meta), "{meta} is Meta's Graph API");
        }
        for other in [
            "http://graph.facebook.com",
            "https://graph.facebook.com.example.net",
            "https://graph.facebook.com@example.net",
            "https://user@graph.facebook.com",
            "https://graph.facebook.com:8443",
            "http://127.0.0.1:8090",
            "graph.facebook.com",
            "",
        ] {
            assert!(!is_meta(other), "{other:?} is not Meta's Graph API");
        }
    }

    #[test]
    fn the_stored_token_goes_elsewhere_only_after_a_question() {
        assert_eq!(
            token_destination("", "https://graph.facebook.com"),
            TokenDestination::Send,
            "the stored token goes to Meta without a question"
        );
        assert_eq!(
            token_destination("  ", "http://127.0.0.1:9/"),
            TokenDestination::Ask("http://127.0.0.1:9".into()),
            "the stored token to another address needs a yes, and the question names it"
        );
        assert_eq!(
            token_destination("typed-token", "http://127.0.0.1:9"),
            TokenDestination::Send,
            "a token typed in the form is the person's choice for that address"
        );
    }
}
