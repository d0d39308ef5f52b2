//! A campaign's header files: the picture, video or document (an invoice PDF) of a template's
//! media header — one file for everyone, or one per customer found in a folder by a column's
//! value, only inside that folder — checked against Meta's types and size limits, and uploaded
//! to Meta's media endpoint at a gentle pace, each file once: an upload is re-used by content
//! (SHA-256) for 29 days (Meta keeps a media id for 30).
//!
//! A file is checked when the campaign is checked ([`find`], [`check_file`]) and read when it
//! is uploaded, maybe much later. Between the two the file could be replaced — by a link to a
//! private key, by a pipe that never ends, by a file grown past Meta's limit. So both open the
//! file without following links, confirm from the open handle that it is a regular file (and,
//! when uploading, the very file the check saw: same device and inode), read at most the
//! kind's limit from that handle and check its type on the bytes read (`%PDF-`, a JPEG's or a
//! PNG's signature, an MP4's `ftyp` box); the upload hashes and sends exactly those bytes. A
//! pipe or a device is never waited on: it is looked at before it is opened, and opened
//! without waiting.

use std::collections::HashMap;
use std::fs::{File, Metadata};
use std::io::Read;
use std::path::{Path, PathBuf};

use futures::StreamExt;
use pacer_cloud::Media;
use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::clock::Millis;
use crate::engine::Engine;
use crate::import::quote::quote;
use crate::templates::VariableKind;

const MB: u64 = 1024 * 1024;
/// What a media header carries, with the types and sizes Meta takes for it in a template
/// (Meta's "Supported media types": JPEG or PNG up to 5 MB, MP4 or 3GPP up to 16 MB; a
/// template's document header takes only PDF, up to 100 MB).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum HeaderKind {
    /// A picture: JPEG or PNG.
    Image,
    /// A video: MP4 or 3GPP.
    Video,
    /// A document: PDF.
    Document,
}

impl HeaderKind {
    /// The kind a header variable takes a file of (`None`: text, a place or a button).
    pub fn of(variable: VariableKind) -> Option<HeaderKind> {
        match variable {
            VariableKind::Image => Some(HeaderKind::Image),
            VariableKind::Video => Some(HeaderKind::Video),
            VariableKind::Document => Some(HeaderKind::Document),
            _ => None,
        }
    }

    /// Meta's size limit for it.
    pub fn max_bytes(self) -> u64 {
        match self {
            HeaderKind::Image => 5 * MB,
            HeaderKind::Video => 16 * MB,
            HeaderKind::Document => 100 * MB,
        }
    }

    /// Endings tried after a column's bare value (`INV-0042` finds `INV-0042.pdf`).
    pub fn endings(self) -> &'static [&'static str] {
        match self {
            HeaderKind::Image => &["jpg", "jpeg", "png"],
            HeaderKind::Video => &["mp4", "3gp"],
            HeaderKind::Document => &["pdf"],
        }
    }

    /// The MIME type of a file of this kind, from its first [`HEAD`] bytes (its content, not
    /// its name: a renamed file is caught); `None` when they are not a type this kind takes.
    pub fn sniff(self, head: &[u8]) -> Option<&'static str> {
        match self {
            HeaderKind::Document => head.starts_with(b"%PDF-").then_some("application/pdf"),
            HeaderKind::Image if head.starts_with(&[0xFF, 0xD8, 0xFF]) => Some("image/jpeg"),
            HeaderKind::Image if head.starts_with(b"\x89PNG\r\n\x1a\n") => Some("image/png"),
            HeaderKind::Image => None,
            // An ISO media file opens with a box whose type is `ftyp`, then its brand: 3GPP's
            // start `3g`; every other brand is sent as MP4 (Meta takes H.264 and AAC in it).
            HeaderKind::Video if head.len() >= 11 && &head[4..8] == b"ftyp" => {
                Some(if &head[8..10] == b"3g" {
                    "video/3gpp"
                } else {
                    "video/mp4"
                })
            }
            HeaderKind::Video => None,
        }
    }

    /// Its name in the catalogue's selectors and the API: `image`, `video`, `document`.
    pub fn as_str(self) -> &'static str {
        match self {
            HeaderKind::Image => "image",
            HeaderKind::Video => "video",
            HeaderKind::Document => "document",
        }
    }
}

/// How many of a file's first bytes [`HeaderKind::sniff`] reads.
pub const HEAD: usize = 12;

/// How long an upload is re-used (Meta keeps a media id 30 days).
const REUSE_FOR: Millis = 29 * 24 * 60 * 60 * 1000;
/// Uploads at once (the rate is `EngineConfig::media_rate`).
const UPLOADS_AT_ONCE: usize = 8;

/// Why a header file cannot be used. Names come from the contact's column (a cell of an
/// imported file): messages show at most 64 characters of one. Its words are the catalogue's
/// (`engine-pdf-…`, `engine-header-file-…`): [`HeaderFileError::said`] for the window,
/// `Display` in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeaderFileError {
    /// No folder was given.
    NoFolder,
    /// The folder does not exist.
    FolderMissing(String),
    /// The path is not a folder.
    NotAFolder(String),
    /// The name would reach outside the folder.
    Unsafe {
        /// The value from the column.
        name: String,
        /// Why it is refused ([`SEPARATOR`], [`NOT_PLAIN`] or [`OUTSIDE`]).
        why: &'static str,
    },
    /// The one file for everyone is gone (the path as given).
    FileMissing(String),
    /// No such file.
    NotFound {
        /// The value from the column.
        name: String,
        /// What the header takes (the endings tried).
        kind: HeaderKind,
    },
    /// A folder, a pipe or a device by that name, no file.
    NotAFile {
        /// The value from the column.
        name: String,
    },
    /// Not a type the header takes (a PDF for a document, JPEG or PNG for an image, MP4 or
    /// 3GPP for a video), whatever its name says.
    WrongType {
        /// The file.
        name: String,
        /// What the header takes.
        kind: HeaderKind,
    },
    /// Over Meta's limit for the kind.
    TooBig {
        /// The file.
        name: String,
        /// Its size (at least this many bytes, when it grew while being read).
        size: u64,
        /// What the header takes (its limit).
        kind: HeaderKind,
    },
    /// Replaced (or turned into a link) after the campaign's check found it.
    Changed {
        /// The file.
        name: String,
    },
    /// Reading it failed.
    Unreadable {
        /// The file.
        name: String,
        /// The system's words.
        why: String,
    },
    /// Meta refused the upload.
    Upload {
        /// The file.
        name: String,
        /// Meta's words.
        why: String,
    },
}

/// [`HeaderFileError::Unsafe`]: the name holds `/` or `\`.
pub const SEPARATOR: &str = "it contains a folder separator";
/// [`HeaderFileError::Unsafe`]: `.`, `..`, a drive letter or a NUL.
pub const NOT_PLAIN: &str = "it is not a plain file name";
/// [`HeaderFileError::Unsafe`]: a link leading out of the folder.
pub const OUTSIDE: &str = "it is a link to a file outside the folder";

impl HeaderFileError {
    /// What to tell the person, as a catalogue message: the file's name (at most 64 characters
    /// of it), Meta's and the system's words go in as they are.
    pub fn said(&self) -> Said {
        match self {
            Self::NoFolder => Said::new(ids::ENGINE_PDF_NO_FOLDER),
            Self::FolderMissing(folder) => {
                Said::new(ids::ENGINE_PDF_FOLDER_MISSING).with("folder", folder.as_str())
            }
            Self::NotAFolder(folder) => {
                Said::new(ids::ENGINE_PDF_NOT_A_FOLDER).with("folder", folder.as_str())
            }
            Self::Unsafe { name, why } => {
                let reason = match *why {
                    SEPARATOR => "separator",
                    NOT_PLAIN => "not-plain",
                    OUTSIDE => "outside",
                    _ => "other",
                };
                Said::new(ids::ENGINE_PDF_UNSAFE)
                    .with("file", quote(name))
                    .with("reason", reason)
                    .with("why", *why)
            }
            Self::FileMissing(path) => {
                Said::new(ids::ENGINE_HEADER_FILE_MISSING).with("file", path.as_str())
            }
            Self::NotFound { name, kind } => Said::new(ids::ENGINE_HEADER_FILE_NOT_FOUND)
                .with("file", quote(name))
                .with("kind", kind.as_str()),
            Self::NotAFile { name } => {
                Said::new(ids::ENGINE_PDF_NOT_A_FILE).with("file", quote(name))
            }
            Self::WrongType { name, kind } => Said::new(ids::ENGINE_HEADER_FILE_WRONG_TYPE)
                .with("file", quote(name))
                .with("kind", kind.as_str()),
            // The size as digits, as the command line has always written it.
            Self::TooBig { name, size, kind } => Said::new(ids::ENGINE_HEADER_FILE_TOO_BIG)
                .with("file", quote(name))
                .with("size", size.to_string())
                .with("kind", kind.as_str()),
            Self::Changed { name } => Said::new(ids::ENGINE_PDF_CHANGED).with("file", quote(name)),
            Self::Unreadable { name, why } => Said::new(ids::ENGINE_PDF_UNREADABLE)
                .with("file", quote(name))
                .with("why", why.as_str()),
            Self::Upload { name, why } => Said::new(ids::ENGINE_PDF_UPLOAD)
                .with("file", quote(name))
                .with("why", why.as_str()),
        }
    }
}

impl std::fmt::Display for HeaderFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for HeaderFileError {}

/// Checks the invoice folder; returns its canonical path.
pub fn check_folder(folder: &Path) -> Result<PathBuf, HeaderFileError> {
    if folder.as_os_str().is_empty() {
        return Err(HeaderFileError::NoFolder);
    }
    let shown = folder.display().to_string();
    let canonical = folder
        .canonicalize()
        .map_err(|_| HeaderFileError::FolderMissing(shown.clone()))?;
    if !canonical.is_dir() {
        return Err(HeaderFileError::NotAFolder(shown));
    }
    Ok(canonical)
}

/// Which file a path led to when it was checked. On Unix its device and inode; elsewhere
/// nothing is compared (std has no stable file id there; links are still refused just
/// before the file is opened).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
struct FileIdentity {
    device: u64,
    inode: u64,
}

impl FileIdentity {
    #[cfg(unix)]
    fn of(metadata: &Metadata) -> FileIdentity {
        use std::os::unix::fs::MetadataExt;
        FileIdentity {
            device: metadata.dev(),
            inode: metadata.ino(),
        }
    }

    #[cfg(not(unix))]
    fn of(_metadata: &Metadata) -> FileIdentity {
        FileIdentity {
            device: 0,
            inode: 0,
        }
    }
}

/// A header file as [`find`] or [`check_file`] checked it: where it is, which file it was,
/// and what it holds.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct HeaderFile {
    path: PathBuf,
    seen: FileIdentity,
    kind: HeaderKind,
    mime_type: &'static str,
    size: u64,
}

impl HeaderFile {
    /// Where it is (inside the chosen folder, links resolved).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// What the header takes.
    pub fn kind(&self) -> HeaderKind {
        self.kind
    }

    /// Its MIME type, from its content.
    pub fn mime_type(&self) -> &'static str {
        self.mime_type
    }

    /// Its size in bytes when it was checked.
    pub fn size(&self) -> u64 {
        self.size
    }

    /// The file's name, for messages and for Meta.
    pub fn name(&self) -> String {
        self.path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| format!("{}.{}", self.kind.as_str(), self.kind.endings()[0]))
    }

    /// Meta's reference to its upload: a document carries its name (the customer sees it on
    /// the attachment); a picture or a video has none to carry.
    fn media(&self, media_id: String) -> Media {
        let media = Media::id(media_id);
        match self.kind {
            HeaderKind::Document => media.with_filename(self.name()),
            HeaderKind::Image | HeaderKind::Video => media,
        }
    }

    /// Its bytes, for hashing and upload: opened once, without following a link, confirmed
    /// to be the regular file the check saw, read up to the kind's limit and checked to be of
    /// the type the check found.
    pub fn read(&self) -> Result<Vec<u8>, HeaderFileError> {
        let (file, _) = self.open()?;
        self.read_opened(file, self.kind.max_bytes())
    }

    /// Opens the file and confirms from the open handle that it is still the one checked.
    fn open(&self) -> Result<(File, Metadata), HeaderFileError> {
        let name = self.name();
        let (file, metadata) = match open_no_follow(&self.path) {
            Ok(opened) => opened,
            Err(Opening::Link) => return Err(HeaderFileError::Changed { name }),
            Err(Opening::Failed(e)) => {
                return Err(HeaderFileError::Unreadable {
                    name,
                    why: e.to_string(),
                });
            }
        };
        if FileIdentity::of(&metadata) != self.seen {
            return Err(HeaderFileError::Changed { name });
        }
        if !metadata.is_file() {
            return Err(HeaderFileError::NotAFile { name });
        }
        if metadata.len() > self.kind.max_bytes() {
            return Err(HeaderFileError::TooBig {
                name,
                size: metadata.len(),
                kind: self.kind,
            });
        }
        Ok((file, metadata))
    }

    /// Reads at most `limit` bytes of the opened file (one more tells a file that grew past
    /// it since it was looked at) and checks they are still of the type the check found.
    fn read_opened(&self, file: File, limit: u64) -> Result<Vec<u8>, HeaderFileError> {
        let name = self.name();
        let mut bytes = Vec::new();
        let mut bounded = (&file).take(limit.saturating_add(1));
        bounded
            .read_to_end(&mut bytes)
            .map_err(|e| HeaderFileError::Unreadable {
                name: name.clone(),
                why: e.to_string(),
            })?;
        if bytes.len() as u64 > limit {
            let size = file
                .metadata()
                .map_or(bytes.len() as u64, |m| m.len().max(bytes.len() as u64));
            return Err(HeaderFileError::TooBig {
                name,
                size,
                kind: self.kind,
            });
        }
        if self.kind.sniff(&bytes) != Some(self.mime_type) {
            return Err(HeaderFileError::WrongType {
                name,
                kind: self.kind,
            });
        }
        Ok(bytes)
    }
}

/// Why a file could not be opened.
enum Opening {
    /// The path is a link (or became one).
    Link,
    /// Anything else the system said.
    Failed(std::io::Error),
}

/// Opens `path` for reading without following a link in its last part and without waiting
/// (a pipe would wait for a writer), and returns the handle with its metadata (from the
/// handle, not the path).
fn open_no_follow(path: &Path) -> Result<(File, Metadata), Opening> {
    let mut options = File::options();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    // Elsewhere (Windows) the best that is safe: a link is refused just before the open.
    // Opening with FILE_FLAG_OPEN_REPARSE_POINT would also open OneDrive's placeholders
    // without their content, and an invoice folder is often in OneDrive.
    #[cfg(not(unix))]
    if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
        return Err(Opening::Link);
    }
    let file = options.open(path).map_err(|e| {
        // Linux and macOS say ELOOP for a link opened with O_NOFOLLOW, FreeBSD EMLINK.
        #[cfg(unix)]
        if matches!(e.raw_os_error(), Some(libc::ELOOP) | Some(libc::EMLINK)) {
            return Opening::Link;
        }
        Opening::Failed(e)
    })?;
    let metadata = file.metadata().map_err(Opening::Failed)?;
    if metadata.file_type().is_symlink() {
        return Err(Opening::Link);
    }
    Ok((file, metadata))
}

/// Finds a recipient's file in the (canonical) folder by the column's value: `INV-0042` or
/// `INV-0042.pdf` (`poster` or `poster.jpg` for an image). Refuses anything that is not a
/// plain file name inside the folder: `..`, separators, absolute paths, and links that lead
/// elsewhere; and anything there that is not a regular file (a folder, a pipe, a device), too
/// big, or not of a type the header takes.
pub fn find(folder: &Path, value: &str, kind: HeaderKind) -> Result<HeaderFile, HeaderFileError> {
    let name = value.trim();
    let unsafe_name = |why| HeaderFileError::Unsafe {
        name: name.to_owned(),
        why,
    };
    let not_found = || HeaderFileError::NotFound {
        name: name.to_owned(),
        kind,
    };
    if name.is_empty() {
        return Err(HeaderFileError::NotFound {
            name: String::new(),
            kind,
        });
    }
    if name.contains(['/', '\\']) {
        return Err(unsafe_name(SEPARATOR));
    }
    if name == "." || name == ".." || name.contains(':') || name.contains('\0') {
        return Err(unsafe_name(NOT_PLAIN));
    }
    let lower = name.to_ascii_lowercase();
    let has_ending = kind
        .endings()
        .iter()
        .any(|ending| lower.ends_with(&format!(".{ending}")));
    let mut candidates: Vec<PathBuf> = Vec::new();
    if !has_ending {
        candidates.extend(
            kind.endings()
                .iter()
                .map(|ending| folder.join(format!("{name}.{ending}"))),
        );
    }
    candidates.push(folder.join(name));
    let mut not_a_file = false;
    for candidate in candidates {
        let Ok(real) = candidate.canonicalize() else {
            continue;
        };
        if !real.starts_with(folder) {
            return Err(unsafe_name(OUTSIDE));
        }
        match inspect(&real, name, kind)? {
            Some(file) => return Ok(file),
            None => not_a_file = true,
        }
    }
    if not_a_file {
        return Err(HeaderFileError::NotAFile {
            name: name.to_owned(),
        });
    }
    Err(not_found())
}

/// Checks one file chosen for everyone (in Pacer's file dialog, or in an allowed folder by the
/// local API): a regular file, not a link, within Meta's limit and of a type the header takes.
pub fn check_file(path: &Path, kind: HeaderKind) -> Result<HeaderFile, HeaderFileError> {
    let shown = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let real = path
        .canonicalize()
        .map_err(|_| HeaderFileError::FileMissing(path.display().to_string()))?;
    inspect(&real, &shown, kind)?.ok_or(HeaderFileError::NotAFile { name: shown })
}

/// Looks at the file at `real` (links resolved), `None` when it is not a regular file: looked
/// at before it is opened, so a pipe or a device is never opened at all; then opened without
/// following a link and judged by what was opened.
fn inspect(
    real: &Path,
    name: &str,
    kind: HeaderKind,
) -> Result<Option<HeaderFile>, HeaderFileError> {
    let unreadable = |e: std::io::Error| HeaderFileError::Unreadable {
        name: name.to_owned(),
        why: e.to_string(),
    };
    let looked = std::fs::symlink_metadata(real).map_err(unreadable)?;
    if !looked.is_file() {
        return Ok(None);
    }
    let (file, metadata) = match open_no_follow(real) {
        Ok(opened) => opened,
        // Turned into a link since it was resolved.
        Err(Opening::Link) => {
            return Err(HeaderFileError::Unsafe {
                name: name.to_owned(),
                why: "it is a link",
            });
        }
        Err(Opening::Failed(e)) => return Err(unreadable(e)),
    };
    // What was opened, not what was looked at, decides.
    if !metadata.is_file() {
        return Ok(None);
    }
    if metadata.len() > kind.max_bytes() {
        return Err(HeaderFileError::TooBig {
            name: name.to_owned(),
            size: metadata.len(),
            kind,
        });
    }
    let mut head = Vec::with_capacity(HEAD);
    (&file)
        .take(HEAD as u64)
        .read_to_end(&mut head)
        .map_err(unreadable)?;
    let Some(mime_type) = kind.sniff(&head) else {
        return Err(HeaderFileError::WrongType {
            name: name.to_owned(),
            kind,
        });
    };
    Ok(Some(HeaderFile {
        path: real.to_path_buf(),
        seen: FileIdentity::of(&metadata),
        kind,
        mime_type,
        size: metadata.len(),
    }))
}

/// One file's upload: Meta's reference and whether it was uploaded now (not re-used).
type Uploaded = Result<(Media, bool), HeaderFileError>;

/// What uploading a set of files did.
#[derive(Debug, Default)]
pub struct HeaderUploads {
    /// File → Meta's media reference (or why not).
    pub media: HashMap<HeaderFile, Result<Media, HeaderFileError>>,
    /// Files uploaded now.
    pub uploaded: usize,
    /// Files re-used from an earlier upload.
    pub reused: usize,
}

impl HeaderUploads {
    /// Uploads each file once (re-using earlier uploads of the same content), a few at a time.
    pub async fn upload_all(engine: &Engine, files: Vec<HeaderFile>) -> HeaderUploads {
        let results: Vec<(HeaderFile, Uploaded)> = futures::stream::iter(files)
            .map(|file| async move {
                let result = upload_one(engine, &file).await;
                (file, result)
            })
            .buffer_unordered(UPLOADS_AT_ONCE)
            .collect()
            .await;
        let mut uploads = HeaderUploads::default();
        for (file, result) in results {
            match result {
                Ok((media, fresh)) => {
                    if fresh {
                        uploads.uploaded += 1;
                    } else {
                        uploads.reused += 1;
                    }
                    uploads.media.insert(file, Ok(media));
                }
                Err(e) => {
                    uploads.media.insert(file, Err(e));
                }
            }
        }
        uploads
    }
}

/// Uploads one file (or re-uses its earlier upload); true when uploaded now. The bytes hashed
/// and sent are the ones [`HeaderFile::read`] read from the file the check saw.
pub async fn upload_one(
    engine: &Engine,
    file: &HeaderFile,
) -> Result<(Media, bool), HeaderFileError> {
    let name = file.name();
    let reading = file.clone();
    // Reading and hashing up to 100 MB is file and CPU work: off the async threads.
    let (bytes, sha) = tokio::task::spawn_blocking(move || {
        reading.read().map(|bytes| {
            let sha = hex::encode(Sha256::digest(&bytes));
            (bytes, sha)
        })
    })
    .await
    .map_err(|e| HeaderFileError::Unreadable {
        name: name.clone(),
        why: e.to_string(),
    })??;
    let now = engine.clock().now_ms();
    let key = sha.clone();
    let cached: Option<String> = engine
        .ledger()
        .read(move |c| crate::ledger::media::reusable(c, &key, now - REUSE_FOR))
        .await
        .map_err(|e| HeaderFileError::Unreadable {
            name: name.clone(),
            why: e.to_string(),
        })?;
    if let Some(media_id) = cached {
        return Ok((file.media(media_id), false));
    }
    engine.media_limiter().until_ready().await;
    let client = engine.client();
    let size = bytes.len();
    let media_id = client
        .upload_media(
            &engine.config().phone_number_id,
            bytes,
            file.mime_type(),
            &name,
        )
        .await
        .map_err(|e| HeaderFileError::Upload {
            name: name.clone(),
            why: e.to_string(),
        })?;
    let (stored_id, stored_name) = (media_id.as_str().to_owned(), name.clone());
    let mime_type = file.mime_type();
    engine
        .ledger()
        .write(move |c| {
            crate::ledger::media::remember(
                c,
                &crate::ledger::media::Uploaded {
                    sha256: &sha,
                    media_id: &stored_id,
                    mime_type,
                    file_name: &stored_name,
                    size: size as u64,
                    at: now,
                },
            )
        })
        .await
        .map_err(|e| HeaderFileError::Unreadable {
            name: name.clone(),
            why: e.to_string(),
        })?;
    Ok((file.media(media_id.as_str().to_owned()), true))
}

#[cfg(test)]
mod tests;
