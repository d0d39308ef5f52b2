//! `POST /v1/files`: files a desk (or a program) hands the office Pacer, for the requests
//! that name a file — a campaign's header file or its folder of invoice PDFs, a template's
//! media sample, a file sent as a reply, a do-not-contact list.
//!
//! A desk's files are on the desk, and the office Pacer reads only its own disk. So a desk
//! uploads them first (`multipart/form-data`, one `file` part per file, streamed to disk and
//! never held in memory), gets back where the office keeps them, and names that path in the
//! request as a program on the office PC would name a file in an allowed folder. Over the office
//! listener that folder, `desk-files/` in the data folder ([`readable::desk_files_folder`]), is
//! the only one a path may lie in.
//!
//! Each upload is a folder of its own (the user's alone, like the database). A folder no
//! campaign names is removed a day after it came ([`remove_unused`], at start): a sample, a
//! reply's file or a list is read at once; a campaign's header files stay while it exists.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Request, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Json, Router};
use serde::{Deserialize, Serialize};

use super::upload::{self, MAX_UPLOAD_BYTES};
use super::{Api, ApiError};
use crate::readable;

/// Most files in one upload: a month's invoices for a large customer list.
pub const MAX_FILES: usize = 20_000;
/// How long an upload no campaign names is kept.
pub const UNUSED_KEPT_FOR: Duration = Duration::from_secs(24 * 60 * 60);

/// One file as the office Pacer keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptFile {
    /// Its name, as the caller called it (made safe for a file name).
    pub name: String,
    /// Where it is on the office Pacer's computer: the path to name in a request.
    pub path: PathBuf,
    /// Its size.
    pub bytes: u64,
}

/// What `POST /v1/files` answers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptFiles {
    /// The upload's folder: the path to name for a folder of files (`pdf.folder`).
    pub folder: PathBuf,
    /// Each file, in the order sent.
    pub files: Vec<KeptFile>,
}

/// The route (its body is a file upload, read by the handler up to [`MAX_UPLOAD_BYTES`]).
pub(super) fn routes() -> Router<Api> {
    Router::new().route(
        "/v1/files",
        post(post_files).layer(DefaultBodyLimit::disable()),
    )
}

async fn post_files(State(api): State<Api>, request: Request) -> Result<Response, ApiError> {
    upload::refuse_declared_size(request.headers())?;
    let form = Multipart::from_request(request, &api)
        .await
        .map_err(|e| ApiError::invalid("body", e.body_text()))?;
    let folder = readable::desk_files_folder(&api.engine.config().db_path);
    let kept = receive(&folder, form, MAX_UPLOAD_BYTES).await?;
    Ok((StatusCode::CREATED, Json(kept)).into_response())
}

/// Reads every `file` part into a new private folder in `desk_files`, at most `cap` bytes in
/// all; the folder is removed again when anything is refused.
async fn receive(desk_files: &Path, mut form: Multipart, cap: u64) -> Result<KeptFiles, ApiError> {
    create_private_folder(desk_files).map_err(|e| cannot_keep(desk_files, &e))?;
    let upload = private_folder(desk_files).map_err(|e| cannot_keep(desk_files, &e))?;
    let mut files: Vec<KeptFile> = Vec::new();
    let mut total: u64 = 0;
    while let Some(mut field) = form
        .next_field()
        .await
        .map_err(|e| upload::unreadable(&e))?
    {
        let name = field.name().unwrap_or_default().to_owned();
        if name != "file" {
            return Err(ApiError::invalid(
                name.clone(),
                format!("unknown part \"{name}\": an upload has only `file` parts, one per file"),
            ));
        }
        if files.len() == MAX_FILES {
            return Err(ApiError::invalid(
                "file",
                format!("an upload holds at most {MAX_FILES} files: send the rest in another"),
            ));
        }
        let file_name = upload::file_name(field.file_name());
        if files.iter().any(|f| f.name == file_name) {
            return Err(ApiError::invalid(
                "file",
                format!("two files are called \"{file_name}\": a folder holds each name once"),
            ));
        }
        let path = upload.path().join(&file_name);
        let file = new_private_file(&path).map_err(|e| cannot_keep(desk_files, &e))?;
        let bytes = upload::stream_to(&mut field, file, cap - total).await?;
        total += bytes;
        files.push(KeptFile {
            name: file_name,
            path,
            bytes,
        });
    }
    if files.is_empty() {
        return Err(ApiError::invalid(
            "file",
            "the form needs at least one `file` part",
        ));
    }
    // Kept from here on: the answer names it.
    let folder = upload.keep();
    Ok(KeptFiles { folder, files })
}

/// Removes the uploads in `desk_files` older than [`UNUSED_KEPT_FOR`] that no path in
/// `in_use` lies in (a campaign's header file or PDF folder); how many went. Links and files
/// are left alone; a folder that cannot be removed is tried again at the next start.
pub fn remove_unused(desk_files: &Path, in_use: &[PathBuf], now: SystemTime) -> usize {
    let Ok(entries) = std::fs::read_dir(desk_files) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let folder = entry.path();
        if !entry.file_type().is_ok_and(|kind| kind.is_dir()) {
            continue;
        }
        let young = entry
            .metadata()
            .and_then(|m| m.modified())
            .is_ok_and(|at| now.duration_since(at).unwrap_or_default() < UNUSED_KEPT_FOR);
        // A campaign keeps the path as resolved (links followed): compare both spellings.
        let real = folder.canonicalize().unwrap_or_else(|_| folder.clone());
        let used = in_use
            .iter()
            .any(|path| path.starts_with(&folder) || path.starts_with(&real));
        if young || used {
            continue;
        }
        match std::fs::remove_dir_all(&folder) {
            Ok(()) => removed += 1,
            Err(e) => tracing::warn!(
                folder = %folder.display(),
                error = %e,
                "could not remove a desk's upload no campaign uses"
            ),
        }
    }
    removed
}

fn cannot_keep(folder: &Path, e: &std::io::Error) -> ApiError {
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        "storage",
        format!(
            "Pacer could not keep the uploaded files in {} ({e}). Check that the disk has room and the folder can be written.",
            folder.display()
        ),
    )
}

fn create_private_folder(folder: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::DirBuilderExt;
        builder.mode(0o700);
    }
    builder.create(folder)
}

fn private_folder(parent: &Path) -> std::io::Result<tempfile::TempDir> {
    let mut builder = tempfile::Builder::new();
    builder.prefix("up-");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o700));
    }
    builder.tempdir_in(parent)
}

fn new_private_file(path: &Path) -> std::io::Result<std::fs::File> {
    let mut options = std::fs::File::options();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    options.open(path)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use axum::body::Body;

    use super::*;

    fn form(parts: &[(&str, &str, &[u8])]) -> Request<Body> {
        let mut body = Vec::new();
        for (name, file, bytes) in parts {
            body.extend_from_slice(b"--XyZ\r\n");
            body.extend_from_slice(
                format!(
                    "Content-Disposition: form-data; name=\"{name}\"; filename=\"{file}\"\r\n\r\n"
                )
                .as_bytes(),
            );
            body.extend_from_slice(bytes);
            body.extend_from_slice(b"\r\n");
        }
        body.extend_from_slice(b"--XyZ--\r\n");
        Request::builder()
            .header("content-type", "multipart/form-data; boundary=XyZ")
            .body(Body::from(body))
            .unwrap()
    }

    async fn received(
        request: Request<Body>,
        folder: &Path,
        cap: u64,
    ) -> Result<KeptFiles, ApiError> {
        let multipart = Multipart::from_request(request, &()).await.unwrap();
        receive(folder, multipart, cap).await
    }

    #[tokio::test]
    async fn every_file_is_kept_under_its_name_in_one_private_folder() {
        let dir = tempfile::tempdir().unwrap();
        let kept = received(
            form(&[
                ("file", "C:\\invoices\\INV-1.pdf", b"%PDF-1"),
                ("file", "INV-2.pdf", b"%PDF-22"),
            ]),
            dir.path(),
            1 << 20,
        )
        .await
        .unwrap();
        let names: Vec<&str> = kept.files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, ["INV-1.pdf", "INV-2.pdf"]);
        assert_eq!(kept.files[1].bytes, 7);
        assert_eq!(std::fs::read(&kept.files[0].path).unwrap(), b"%PDF-1");
        assert!(kept.folder.starts_with(dir.path()));
        assert!(
            kept.files
                .iter()
                .all(|f| f.path.parent() == Some(&*kept.folder))
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode(&kept.files[0].path), 0o600);
            assert_eq!(mode(&kept.folder), 0o700);
        }
    }

    #[tokio::test]
    async fn a_refused_upload_leaves_nothing_behind() {
        let dir = tempfile::tempdir().unwrap();
        let twice = received(
            form(&[("file", "a.pdf", b"1"), ("file", "a.pdf", b"2")]),
            dir.path(),
            1 << 20,
        )
        .await
        .unwrap_err();
        assert_eq!(twice.field.as_deref(), Some("file"));
        let too_large = received(form(&[("file", "big.pdf", &[0_u8; 64])]), dir.path(), 10)
            .await
            .unwrap_err();
        assert_eq!(too_large.status, StatusCode::PAYLOAD_TOO_LARGE);
        let other = received(form(&[("list", "x", b"December")]), dir.path(), 1 << 20)
            .await
            .unwrap_err();
        assert_eq!(other.field.as_deref(), Some("list"));
        let empty = Request::builder()
            .header("content-type", "multipart/form-data; boundary=XyZ")
            .body(Body::from("--XyZ--\r\n"))
            .unwrap();
        assert!(received(empty, dir.path(), 10).await.is_err());
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            0,
            "no folder is left by a refused upload"
        );
    }

    #[cfg(unix)]
    #[test]
    fn an_upload_a_campaign_names_through_a_linked_data_folder_stays() {
        let dir = tempfile::tempdir().unwrap();
        let real = dir.path().join("real");
        std::fs::create_dir_all(real.join("up-1")).unwrap();
        let linked = dir.path().join("linked");
        std::os::unix::fs::symlink(&real, &linked).unwrap();
        // The campaign keeps the resolved path; the data folder is named through the link.
        let in_use = [real.canonicalize().unwrap().join("up-1").join("poster.png")];
        let later = SystemTime::now() + UNUSED_KEPT_FOR + Duration::from_secs(60);
        assert_eq!(remove_unused(&linked, &in_use, later), 0);
        assert!(real.join("up-1").is_dir());
    }

    #[test]
    fn only_old_uploads_no_campaign_names_are_removed() {
        let dir = tempfile::tempdir().unwrap();
        for name in ["old-unused", "old-used", "another-unused"] {
            std::fs::create_dir(dir.path().join(name)).unwrap();
        }
        std::fs::write(dir.path().join("a-file"), b"x").unwrap();
        let in_use = [dir.path().join("old-used").join("header.jpg")];
        let later = SystemTime::now() + UNUSED_KEPT_FOR + Duration::from_secs(60);
        // Everything is a day old by `later`, except what is young at `now`.
        assert_eq!(remove_unused(dir.path(), &in_use, SystemTime::now()), 0);
        assert_eq!(remove_unused(dir.path(), &in_use, later), 2);
        let left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect::<std::collections::BTreeSet<_>>()
            .into_iter()
            .collect();
        assert_eq!(left, ["a-file", "old-used"]);
    }
}
