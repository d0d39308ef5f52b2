//! Invoice PDFs: found in a folder by a column's value — only inside that folder — and uploaded
//! to Meta's media endpoint at a gentle pace, each file once: an upload is re-used by content
//! (SHA-256) for 29 days (Meta keeps a media id for 30).
//!
//! A file is checked when the campaign is checked ([`find`]) and read when it is uploaded,
//! maybe much later. Between the two the file could be replaced — by a link to a private key,
//! by a pipe that never ends, by a file grown past Meta's limit. So both open the file
//! without following links, confirm from the open handle that it is a regular file (and,
//! when uploading, the very file the check saw: same device and inode), read at most
//! [`MAX_PDF`] bytes from that handle and check `%PDF-` on the bytes read; the upload hashes
//! and sends exactly those bytes. A pipe or a device is never waited on: it is looked at
//! before it is opened, and opened without waiting.

use std::collections::HashMap;
use std::fs::{File, Metadata};
use std::io::Read;
use std::path::{Path, PathBuf};

use futures::StreamExt;
use pacer_cloud::Media;
use pacer_words::{Said, ids};
use sha2::{Digest, Sha256};

use crate::clock::Millis;
use crate::engine::Engine;
use crate::import::quote::quote;

/// Meta's size limit for documents.
pub const MAX_PDF: u64 = 100 * 1024 * 1024;
/// How long an upload is re-used (Meta keeps a media id 30 days).
const REUSE_FOR: Millis = 29 * 24 * 60 * 60 * 1000;
/// Uploads at once (the rate is `EngineConfig::media_rate`).
const UPLOADS_AT_ONCE: usize = 8;

/// Why a recipient's PDF cannot be used. Names come from the contact's column (a cell of an
/// imported file): messages show at most 64 characters of one. Its words are the catalogue's
/// (`engine-pdf-…`): [`PdfError::said`] for the window, `Display` in English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PdfError {
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
    /// No such file.
    NotFound {
        /// The value from the column.
        name: String,
    },
    /// A folder, a pipe or a device by that name, no file.
    NotAFile {
        /// The value from the column.
        name: String,
    },
    /// Not a PDF.
    NotPdf {
        /// The file.
        name: String,
    },
    /// Too big.
    TooBig {
        /// The file.
        name: String,
        /// Its size (at least this many bytes, when it grew while being read).
        size: u64,
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

/// [`PdfError::Unsafe`]: the name holds `/` or `\`.
pub const SEPARATOR: &str = "it contains a folder separator";
/// [`PdfError::Unsafe`]: `.`, `..`, a drive letter or a NUL.
pub const NOT_PLAIN: &str = "it is not a plain file name";
/// [`PdfError::Unsafe`]: a link leading out of the folder.
pub const OUTSIDE: &str = "it is a link to a file outside the folder";

impl PdfError {
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
            Self::NotFound { name } => {
                Said::new(ids::ENGINE_PDF_NOT_FOUND).with("file", quote(name))
            }
            Self::NotAFile { name } => {
                Said::new(ids::ENGINE_PDF_NOT_A_FILE).with("file", quote(name))
            }
            Self::NotPdf { name } => Said::new(ids::ENGINE_PDF_NOT_PDF).with("file", quote(name)),
            // The size as digits, as the command line has always written it.
            Self::TooBig { name, size } => Said::new(ids::ENGINE_PDF_TOO_BIG)
                .with("file", quote(name))
                .with("size", size.to_string()),
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

impl std::fmt::Display for PdfError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for PdfError {}

/// Checks the invoice folder; returns its canonical path.
pub fn check_folder(folder: &Path) -> Result<PathBuf, PdfError> {
    if folder.as_os_str().is_empty() {
        return Err(PdfError::NoFolder);
    }
    let shown = folder.display().to_string();
    let canonical = folder
        .canonicalize()
        .map_err(|_| PdfError::FolderMissing(shown.clone()))?;
    if !canonical.is_dir() {
        return Err(PdfError::NotAFolder(shown));
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

/// A recipient's invoice as [`find`] checked it: where it is and which file it was.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct InvoicePdf {
    path: PathBuf,
    seen: FileIdentity,
}

impl InvoicePdf {
    /// Where it is (inside the invoice folder, links resolved).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The file's name, for messages and for Meta.
    fn name(&self) -> String {
        self.path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "invoice.pdf".into())
    }

    /// Its bytes, for hashing and upload: opened once, without following a link, confirmed
    /// to be the regular file [`find`] saw, read up to [`MAX_PDF`] and checked to be a PDF.
    pub fn read(&self) -> Result<Vec<u8>, PdfError> {
        let (file, _) = self.open()?;
        self.read_opened(file, MAX_PDF)
    }

    /// Opens the file and confirms from the open handle that it is still the one checked.
    fn open(&self) -> Result<(File, Metadata), PdfError> {
        let name = self.name();
        let (file, metadata) = match open_no_follow(&self.path) {
            Ok(opened) => opened,
            Err(Opening::Link) => return Err(PdfError::Changed { name }),
            Err(Opening::Failed(e)) => {
                return Err(PdfError::Unreadable {
                    name,
                    why: e.to_string(),
                });
            }
        };
        if FileIdentity::of(&metadata) != self.seen {
            return Err(PdfError::Changed { name });
        }
        if !metadata.is_file() {
            return Err(PdfError::NotAFile { name });
        }
        if metadata.len() > MAX_PDF {
            return Err(PdfError::TooBig {
                name,
                size: metadata.len(),
            });
        }
        Ok((file, metadata))
    }

    /// Reads at most `limit` bytes of the opened file (one more tells a file that grew past
    /// it since it was looked at) and checks they are a PDF.
    fn read_opened(&self, file: File, limit: u64) -> Result<Vec<u8>, PdfError> {
        let name = self.name();
        let mut bytes = Vec::new();
        let mut bounded = (&file).take(limit.saturating_add(1));
        bounded
            .read_to_end(&mut bytes)
            .map_err(|e| PdfError::Unreadable {
                name: name.clone(),
                why: e.to_string(),
            })?;
        if bytes.len() as u64 > limit {
            let size = file
                .metadata()
                .map_or(bytes.len() as u64, |m| m.len().max(bytes.len() as u64));
            return Err(PdfError::TooBig { name, size });
        }
        if !bytes.starts_with(b"%PDF-") {
            return Err(PdfError::NotPdf { name });
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

/// Finds a recipient's PDF in the (canonical) folder by the column's value: `INV-0042` or
/// `INV-0042.pdf`. Refuses anything that is not a plain file name inside the folder: `..`,
/// separators, absolute paths, and links that lead elsewhere; and anything there that is not
/// a regular file (a folder, a pipe, a device), too big, or not a PDF.
pub fn find(folder: &Path, value: &str) -> Result<InvoicePdf, PdfError> {
    let name = value.trim();
    let unsafe_name = |why| PdfError::Unsafe {
        name: name.to_owned(),
        why,
    };
    if name.is_empty() {
        return Err(PdfError::NotFound {
            name: String::new(),
        });
    }
    if name.contains(['/', '\\']) {
        return Err(unsafe_name(SEPARATOR));
    }
    if name == "." || name == ".." || name.contains(':') || name.contains('\0') {
        return Err(unsafe_name(NOT_PLAIN));
    }
    let mut candidates = vec![folder.join(name)];
    if !name.to_ascii_lowercase().ends_with(".pdf") {
        candidates.insert(0, folder.join(format!("{name}.pdf")));
    }
    let mut not_a_file = false;
    for candidate in candidates {
        let Ok(real) = candidate.canonicalize() else {
            continue;
        };
        if !real.starts_with(folder) {
            return Err(unsafe_name(OUTSIDE));
        }
        // Looked at before it is opened: a pipe or a device is never opened at all.
        let looked = std::fs::symlink_metadata(&real).map_err(|e| PdfError::Unreadable {
            name: name.to_owned(),
            why: e.to_string(),
        })?;
        if !looked.is_file() {
            not_a_file = true;
            continue;
        }
        let (mut file, metadata) = match open_no_follow(&real) {
            Ok(opened) => opened,
            // Turned into a link since it was resolved.
            Err(Opening::Link) => return Err(unsafe_name("it is a link")),
            Err(Opening::Failed(e)) => {
                return Err(PdfError::Unreadable {
                    name: name.to_owned(),
                    why: e.to_string(),
                });
            }
        };
        // What was opened, not what was looked at, decides.
        if !metadata.is_file() {
            not_a_file = true;
            continue;
        }
        if metadata.len() > MAX_PDF {
            return Err(PdfError::TooBig {
                name: name.to_owned(),
                size: metadata.len(),
            });
        }
        let mut head = [0u8; 5];
        if file.read_exact(&mut head).is_err() || &head != b"%PDF-" {
            return Err(PdfError::NotPdf {
                name: name.to_owned(),
            });
        }
        return Ok(InvoicePdf {
            path: real,
            seen: FileIdentity::of(&metadata),
        });
    }
    if not_a_file {
        return Err(PdfError::NotAFile {
            name: name.to_owned(),
        });
    }
    Err(PdfError::NotFound {
        name: name.to_owned(),
    })
}

/// One file's upload: Meta's reference and whether it was uploaded now (not re-used).
type Uploaded = Result<(Media, bool), PdfError>;

/// What uploading a set of files did.
#[derive(Debug, Default)]
pub struct PdfUploads {
    /// File → Meta's media reference (or why not).
    pub media: HashMap<InvoicePdf, Result<Media, PdfError>>,
    /// Files uploaded now.
    pub uploaded: usize,
    /// Files re-used from an earlier upload.
    pub reused: usize,
}

impl PdfUploads {
    /// Uploads each file once (re-using earlier uploads of the same content), a few at a time.
    pub async fn upload_all(engine: &Engine, files: Vec<InvoicePdf>) -> PdfUploads {
        let results: Vec<(InvoicePdf, Uploaded)> = futures::stream::iter(files)
            .map(|file| async move {
                let result = upload_one(engine, &file).await;
                (file, result)
            })
            .buffer_unordered(UPLOADS_AT_ONCE)
            .collect()
            .await;
        let mut uploads = PdfUploads::default();
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
/// and sent are the ones [`InvoicePdf::read`] read from the file the check saw.
pub async fn upload_one(engine: &Engine, file: &InvoicePdf) -> Result<(Media, bool), PdfError> {
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
    .map_err(|e| PdfError::Unreadable {
        name: name.clone(),
        why: e.to_string(),
    })??;
    let now = engine.clock().now_ms();
    let key = sha.clone();
    let cached: Option<String> = engine
        .ledger()
        .read(move |c| crate::ledger::media::reusable(c, &key, now - REUSE_FOR))
        .await
        .map_err(|e| PdfError::Unreadable {
            name: name.clone(),
            why: e.to_string(),
        })?;
    if let Some(media_id) = cached {
        return Ok((Media::id(media_id).with_filename(name), false));
    }
    engine.media_limiter().until_ready().await;
    let client = engine.client();
    let size = bytes.len();
    let media_id = client
        .upload_media(
            &engine.config().phone_number_id,
            bytes,
            "application/pdf",
            &name,
        )
        .await
        .map_err(|e| PdfError::Upload {
            name: name.clone(),
            why: e.to_string(),
        })?;
    let (stored_id, stored_name) = (media_id.as_str().to_owned(), name.clone());
    engine
        .ledger()
        .write(move |c| {
            crate::ledger::media::remember(
                c,
                &crate::ledger::media::Uploaded {
                    sha256: &sha,
                    media_id: &stored_id,
                    mime_type: "application/pdf",
                    file_name: &stored_name,
                    size: size as u64,
                    at: now,
                },
            )
        })
        .await
        .map_err(|e| PdfError::Unreadable {
            name: name.clone(),
            why: e.to_string(),
        })?;
    Ok((Media::id(media_id.as_str()).with_filename(name), true))
}

#[cfg(test)]
mod tests;
