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
use rusqlite::{OptionalExtension, params};
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
/// imported file): messages show at most 64 characters of one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PdfError {
    /// No folder was given.
    #[error("Choose the folder that holds the invoice PDFs.")]
    NoFolder,
    /// The folder does not exist.
    #[error("The invoice folder {0} does not exist. Check the path.")]
    FolderMissing(String),
    /// The path is not a folder.
    #[error("{0} is a file, not a folder: give the folder that holds the invoices.")]
    NotAFolder(String),
    /// The name would reach outside the folder.
    #[error(
        "\"{}\" is not a file name in the invoice folder ({why}); Pacer only sends files from inside that folder.",
        quote(name)
    )]
    Unsafe {
        /// The value from the column.
        name: String,
        /// Why it is refused.
        why: &'static str,
    },
    /// No such file.
    #[error(
        "There is no file \"{shown}\" (or \"{shown}.pdf\") in the invoice folder.",
        shown = quote(name)
    )]
    NotFound {
        /// The value from the column.
        name: String,
    },
    /// A folder, a pipe or a device by that name, no file.
    #[error(
        "\"{}\" in the invoice folder is not a file (it is a folder, a pipe or a device). Put the invoice PDF there under that name.",
        quote(name)
    )]
    NotAFile {
        /// The value from the column.
        name: String,
    },
    /// Not a PDF.
    #[error(
        "\"{}\" is not a PDF: WhatsApp only takes PDF documents in templates.",
        quote(name)
    )]
    NotPdf {
        /// The file.
        name: String,
    },
    /// Too big.
    #[error(
        "\"{}\" is {size} bytes; WhatsApp takes documents up to 100 MB.",
        quote(name)
    )]
    TooBig {
        /// The file.
        name: String,
        /// Its size (at least this many bytes, when it grew while being read).
        size: u64,
    },
    /// Replaced (or turned into a link) after the campaign's check found it.
    #[error(
        "\"{}\" was replaced after Pacer checked it (by another file or a link), so it was not sent. Check the invoice folder, then launch again.",
        quote(name)
    )]
    Changed {
        /// The file.
        name: String,
    },
    /// Reading it failed.
    #[error("\"{}\" cannot be read: {why}", quote(name))]
    Unreadable {
        /// The file.
        name: String,
        /// The system's words.
        why: String,
    },
    /// Meta refused the upload.
    #[error("Meta did not take \"{}\": {why}", quote(name))]
    Upload {
        /// The file.
        name: String,
        /// Meta's words.
        why: String,
    },
}

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
        return Err(unsafe_name("it contains a folder separator"));
    }
    if name == "." || name == ".." || name.contains(':') || name.contains('\0') {
        return Err(unsafe_name("it is not a plain file name"));
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
            return Err(unsafe_name("it is a link to a file outside the folder"));
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
        .read(move |c| {
            c.prepare_cached(
                "SELECT media_id FROM media_uploads WHERE sha256 = ?1 AND uploaded_at > ?2",
            )?
            .query_row(params![key, now - REUSE_FOR], |r| r.get(0))
            .optional()
        })
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
            c.execute(
                "INSERT INTO media_uploads (sha256, media_id, mime_type, file_name, size, uploaded_at) VALUES (?1, ?2, 'application/pdf', ?3, ?4, ?5)
                 ON CONFLICT (sha256) DO UPDATE SET media_id = excluded.media_id, uploaded_at = excluded.uploaded_at",
                params![sha, stored_id, stored_name, i64::try_from(size).unwrap_or(i64::MAX), now],
            )
            .map(|_| ())
        })
        .await
        .map_err(|e| PdfError::Unreadable { name: name.clone(), why: e.to_string() })?;
    Ok((Media::id(media_id.as_str()).with_filename(name), true))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_folder_is_named_or_asked_for() {
        assert_eq!(check_folder(Path::new("")), Err(PdfError::NoFolder));
        assert_eq!(
            PdfError::NoFolder.to_string(),
            "Choose the folder that holds the invoice PDFs."
        );
        let missing = check_folder(Path::new("/no/such/invoices")).unwrap_err();
        assert_eq!(
            missing.to_string(),
            "The invoice folder /no/such/invoices does not exist. Check the path."
        );
    }

    /// A name in the spreadsheet can only ever pick a file inside the invoice folder: never
    /// one beside it, above it, elsewhere on the disk, or behind a link that leaves it.
    #[test]
    fn names_that_leave_the_folder_are_refused() -> Result<(), Box<dyn std::error::Error>> {
        let dir = tempfile::tempdir()?;
        let folder = dir.path().join("invoices");
        std::fs::create_dir(&folder)?;
        let pdf = b"%PDF-1.4\n%%EOF\n";
        std::fs::write(folder.join("INV-1.pdf"), pdf)?;
        std::fs::write(dir.path().join("secret.pdf"), pdf)?;
        std::fs::create_dir(dir.path().join("elsewhere"))?;
        std::fs::write(dir.path().join("elsewhere").join("other.pdf"), pdf)?;
        std::os::unix::fs::symlink(dir.path().join("secret.pdf"), folder.join("link.pdf"))?;
        std::os::unix::fs::symlink(dir.path().join("elsewhere"), folder.join("out"))?;
        let folder = check_folder(&folder)?;

        assert_eq!(find(&folder, "INV-1")?.path(), folder.join("INV-1.pdf"));
        assert_eq!(
            find(&folder, " INV-1.pdf ")?.path(),
            folder.join("INV-1.pdf")
        );
        let secret = dir.path().join("secret.pdf");
        let names = [
            "../secret",
            "../secret.pdf",
            "..",
            ".",
            secret.to_str().ok_or("a UTF-8 temp path")?,
            "/etc/passwd",
            "..\\secret",
            "C:\\invoices\\INV-1.pdf",
            "C:INV-1.pdf",
            "out/other",
            "INV-1\0.pdf",
        ];
        for name in names {
            let refused = find(&folder, name);
            assert!(
                matches!(refused, Err(PdfError::Unsafe { .. })),
                "{name:?} must be refused as unsafe, got {refused:?}"
            );
        }
        let linked = find(&folder, "link");
        assert!(
            matches!(&linked, Err(PdfError::Unsafe { why, .. }) if why.contains("outside")),
            "a link to a file outside the folder is refused, got {linked:?}"
        );
        assert_eq!(
            find(&folder, "missing"),
            Err(PdfError::NotFound {
                name: "missing".into()
            })
        );
        // Read by `make proof` (scripts/proof_table.py).
        eprintln!(
            "proof: {} invoice names leaving the folder (.., absolute, drive, separators) and a link out of it refused",
            names.len()
        );
        Ok(())
    }

    /// An invoice folder with `INV-1.pdf`, and a private key beside it.
    #[cfg(unix)]
    fn folder_with_a_key() -> Result<(tempfile::TempDir, PathBuf, PathBuf), std::io::Error> {
        let dir = tempfile::tempdir()?;
        let folder = dir.path().join("invoices");
        std::fs::create_dir(&folder)?;
        std::fs::write(folder.join("INV-1.pdf"), b"%PDF-1.4\n% invoice 1\n%%EOF\n")?;
        let key = dir.path().join("id_ed25519");
        std::fs::write(
            &key,
            b"-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n",
        )?;
        let folder = folder.canonicalize()?;
        Ok((dir, folder, key))
    }

    /// Runs `work` on its own thread and gives its answer, or fails after 10 s: a pipe must
    /// never make the check or the upload wait.
    #[cfg(unix)]
    fn within_seconds<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
        let (done, answer) = std::sync::mpsc::channel();
        std::thread::spawn(move || done.send(work()));
        answer
            .recv_timeout(std::time::Duration::from_secs(10))
            .expect("a pipe named like an invoice is refused at once, never waited on")
    }

    #[cfg(unix)]
    fn mkfifo(path: &Path) -> Result<(), Box<dyn std::error::Error>> {
        let made = std::process::Command::new("mkfifo").arg(path).status()?;
        if !made.success() {
            return Err(format!("mkfifo {} failed", path.display()).into());
        }
        Ok(())
    }

    /// The file is swapped after the check found it: for a link to a private key, a link to
    /// another invoice of the folder, another file moved over it, or a pipe. The upload's
    /// read refuses each from the open handle and never hands on a byte of the key.
    #[cfg(unix)]
    #[test]
    fn an_invoice_replaced_after_its_check_is_refused_when_read()
    -> Result<(), Box<dyn std::error::Error>> {
        let (dir, folder, key) = folder_with_a_key()?;
        let invoice = folder.join("INV-1.pdf");
        let found = find(&folder, "INV-1")?;
        assert!(found.read()?.starts_with(b"%PDF-"), "unchanged, it reads");

        std::fs::remove_file(&invoice)?;
        std::os::unix::fs::symlink(&key, &invoice)?;
        let read = found.read();
        assert_eq!(
            read,
            Err(PdfError::Changed {
                name: "INV-1.pdf".into()
            }),
            "a link to a private key put in the invoice's place is never read"
        );

        std::fs::write(folder.join("INV-2.pdf"), b"%PDF-1.4\n% invoice 2\n")?;
        std::fs::remove_file(&invoice)?;
        std::os::unix::fs::symlink(folder.join("INV-2.pdf"), &invoice)?;
        assert!(
            matches!(found.read(), Err(PdfError::Changed { .. })),
            "a link, even to a file inside the folder, is not the file checked"
        );

        let other = dir.path().join("other.pdf");
        std::fs::write(&other, b"%PDF-1.4\n% someone else's document\n")?;
        std::fs::remove_file(&invoice)?;
        std::fs::rename(&other, &invoice)?;
        assert!(
            matches!(found.read(), Err(PdfError::Changed { .. })),
            "another file moved over the invoice is not the file checked"
        );

        std::fs::remove_file(&invoice)?;
        mkfifo(&invoice)?;
        let reading = found.clone();
        let read = within_seconds(move || reading.read());
        // A file system may give the pipe the removed file's inode: then it is refused as
        // what it is, not a file.
        assert!(
            matches!(
                read,
                Err(PdfError::Changed { .. } | PdfError::NotAFile { .. })
            ),
            "a pipe put in the invoice's place is refused without waiting: {read:?}"
        );
        Ok(())
    }

    /// A pipe or a device named like an invoice is refused by the check, never waited on or
    /// read (`/dev/zero` would read forever).
    #[cfg(unix)]
    #[test]
    fn a_pipe_or_a_device_named_like_an_invoice_is_refused_without_waiting()
    -> Result<(), Box<dyn std::error::Error>> {
        let (_dir, folder, _key) = folder_with_a_key()?;
        mkfifo(&folder.join("INV-7.pdf"))?;
        let pipe = folder.clone();
        let found = within_seconds(move || find(&pipe, "INV-7"));
        assert_eq!(
            found,
            Err(PdfError::NotAFile {
                name: "INV-7".into()
            }),
            "a pipe is not an invoice"
        );
        let devices = check_folder(Path::new("/dev"))?;
        for device in ["zero", "null", "urandom"] {
            let at = devices.clone();
            let found = within_seconds(move || find(&at, device));
            assert!(
                matches!(found, Err(PdfError::NotAFile { .. })),
                "the device {device} is not an invoice: {found:?}"
            );
        }
        Ok(())
    }

    /// A file that grows past the limit after it was looked at (between the handle's size and
    /// the read) is caught by the read itself, which stops one byte past the limit.
    #[cfg(unix)]
    #[test]
    fn a_file_growing_past_the_limit_while_read_is_caught_by_the_bounded_read()
    -> Result<(), Box<dyn std::error::Error>> {
        use std::io::Write;
        let (_dir, folder, _key) = folder_with_a_key()?;
        let found = find(&folder, "INV-1")?;
        let (file, metadata) = found.open()?;
        let limit = metadata.len() + 100;
        std::fs::OpenOptions::new()
            .append(true)
            .open(found.path())?
            .write_all(&[b'x'; 10_000])?;
        let read = found.read_opened(file, limit);
        assert!(
            matches!(read, Err(PdfError::TooBig { size, .. }) if size > limit),
            "bytes past the limit are never taken: {read:?}"
        );
        // Within the limit it reads, and the bytes are the file's.
        let (file, metadata) = found.open()?;
        let bytes = found.read_opened(file, metadata.len())?;
        assert_eq!(bytes.len() as u64, metadata.len());
        Ok(())
    }

    /// A name quoted in an error shows at most 64 characters of the column's value.
    #[test]
    fn errors_quote_at_most_64_characters_of_a_name() {
        let long = format!("aws_secret_access_key = {}", "k".repeat(200));
        for error in [
            PdfError::NotFound { name: long.clone() },
            PdfError::Unsafe {
                name: long.clone(),
                why: "it contains a folder separator",
            },
            PdfError::NotPdf { name: long.clone() },
            PdfError::Changed { name: long.clone() },
        ] {
            let message = error.to_string();
            assert!(
                !message.contains(&long[..65]),
                "no more than 64 characters of the value: {message}"
            );
        }
    }
}
