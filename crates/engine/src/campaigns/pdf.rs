//! Invoice PDFs: found in a folder by a column's value — only inside that folder — and uploaded
//! to Meta's media endpoint at a gentle pace, each file once: an upload is re-used by content
//! (SHA-256) for 29 days (Meta keeps a media id for 30).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use futures::StreamExt;
use pacer_cloud::Media;
use rusqlite::{OptionalExtension, params};
use sha2::{Digest, Sha256};

use crate::clock::Millis;
use crate::engine::Engine;

/// Meta's size limit for documents.
pub const MAX_PDF: u64 = 100 * 1024 * 1024;
/// How long an upload is re-used (Meta keeps a media id 30 days).
const REUSE_FOR: Millis = 29 * 24 * 60 * 60 * 1000;
/// Uploads at once (the rate is `EngineConfig::media_rate`).
const UPLOADS_AT_ONCE: usize = 8;

/// Why a recipient's PDF cannot be used.
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
        "\"{name}\" is not a file name in the invoice folder ({why}); Pacer only sends files from inside that folder."
    )]
    Unsafe {
        /// The value from the column.
        name: String,
        /// Why it is refused.
        why: &'static str,
    },
    /// No such file.
    #[error("There is no file \"{name}\" (or \"{name}.pdf\") in the invoice folder.")]
    NotFound {
        /// The value from the column.
        name: String,
    },
    /// Not a PDF.
    #[error("\"{name}\" is not a PDF: WhatsApp only takes PDF documents in templates.")]
    NotPdf {
        /// The file.
        name: String,
    },
    /// Too big.
    #[error("\"{name}\" is {size} bytes; WhatsApp takes documents up to 100 MB.")]
    TooBig {
        /// The file.
        name: String,
        /// Its size.
        size: u64,
    },
    /// Reading it failed.
    #[error("\"{name}\" cannot be read: {why}")]
    Unreadable {
        /// The file.
        name: String,
        /// The system's words.
        why: String,
    },
    /// Meta refused the upload.
    #[error("Meta did not take \"{name}\": {why}")]
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

/// Finds a recipient's PDF in the (canonical) folder by the column's value: `INV-0042` or
/// `INV-0042.pdf`. Refuses anything that is not a plain file name inside the folder: `..`,
/// separators, absolute paths, and links that lead elsewhere.
pub fn find(folder: &Path, value: &str) -> Result<PathBuf, PdfError> {
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
    for candidate in candidates {
        let Ok(real) = candidate.canonicalize() else {
            continue;
        };
        if !real.starts_with(folder) {
            return Err(unsafe_name("it is a link to a file outside the folder"));
        }
        let metadata = std::fs::metadata(&real).map_err(|e| PdfError::Unreadable {
            name: name.to_owned(),
            why: e.to_string(),
        })?;
        if !metadata.is_file() {
            continue;
        }
        if metadata.len() > MAX_PDF {
            return Err(PdfError::TooBig {
                name: name.to_owned(),
                size: metadata.len(),
            });
        }
        let mut head = [0u8; 5];
        let read = std::fs::File::open(&real)
            .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut head));
        if read.is_err() || &head != b"%PDF-" {
            return Err(PdfError::NotPdf {
                name: name.to_owned(),
            });
        }
        return Ok(real);
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
    pub media: HashMap<PathBuf, Result<Media, PdfError>>,
    /// Files uploaded now.
    pub uploaded: usize,
    /// Files re-used from an earlier upload.
    pub reused: usize,
}

impl PdfUploads {
    /// Uploads each file once (re-using earlier uploads of the same content), a few at a time.
    pub async fn upload_all(engine: &Engine, files: Vec<PathBuf>) -> PdfUploads {
        let results: Vec<(PathBuf, Uploaded)> = futures::stream::iter(files)
            .map(|path| async move {
                let result = upload_one(engine, &path).await;
                (path, result)
            })
            .buffer_unordered(UPLOADS_AT_ONCE)
            .collect()
            .await;
        let mut uploads = PdfUploads::default();
        for (path, result) in results {
            match result {
                Ok((media, fresh)) => {
                    if fresh {
                        uploads.uploaded += 1;
                    } else {
                        uploads.reused += 1;
                    }
                    uploads.media.insert(path, Ok(media));
                }
                Err(e) => {
                    uploads.media.insert(path, Err(e));
                }
            }
        }
        uploads
    }
}

/// Uploads one file (or re-uses its earlier upload); true when uploaded now.
pub async fn upload_one(engine: &Engine, path: &Path) -> Result<(Media, bool), PdfError> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "invoice.pdf".into());
    let bytes = tokio::fs::read(path)
        .await
        .map_err(|e| PdfError::Unreadable {
            name: name.clone(),
            why: e.to_string(),
        })?;
    let sha = hex::encode(Sha256::digest(&bytes));
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

        assert_eq!(find(&folder, "INV-1")?, folder.join("INV-1.pdf"));
        assert_eq!(find(&folder, " INV-1.pdf ")?, folder.join("INV-1.pdf"));
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
}
