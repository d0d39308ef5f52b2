//! A list uploaded with the request instead of named by its path: `POST /v1/imports` as
//! `multipart/form-data`, with a `file` part and the same fields as the JSON form (`list`,
//! `country`, `columns` as JSON text, `tags` once per tag as text or together as a JSON list
//! in a part marked `application/json`).
//!
//! Uploading needs no folder the person allowed: the caller hands over the file it has, and
//! Pacer reads nothing else. The file is streamed, never held in memory, into a private
//! temporary folder in the data folder (readable by the user alone, like the database), kept
//! under its own name so the import's report names it, and deleted once the import is done —
//! also when it fails or the caller goes away.

use std::path::{Path, PathBuf};

use axum::extract::Multipart;
use axum::extract::multipart::MultipartError;
use axum::http::{HeaderMap, StatusCode, header};
use tokio::io::AsyncWriteExt;

use super::ApiError;
use crate::import::{ColumnOverrides, ImportOptions};

/// Largest file an upload may carry: 2 GB, beyond the largest list an office exports.
pub const MAX_UPLOAD_BYTES: u64 = 2 << 30;
/// Room for the form's other parts and boundaries beside the file.
pub(super) const FORM_OVERHEAD: u64 = 4 << 20;
/// Largest text part (`list`, `country`, `columns`, one tag).
const MAX_TEXT_PART: usize = 16 << 10;
/// Most parts in one form (a tag is a part).
const MAX_PARTS: usize = 1_000;
/// Longest file name kept for the report (characters).
const MAX_FILE_NAME: usize = 120;

/// An uploaded list, on disk until this is dropped.
#[derive(Debug)]
pub(super) struct Upload {
    /// The file.
    pub path: PathBuf,
    /// The import's settings from the form.
    pub options: ImportOptions,
    /// The private folder holding the file; dropping it deletes both.
    _folder: tempfile::TempDir,
}

/// 413 before anything is read, when the request says it is larger than an upload may be.
pub(super) fn refuse_declared_size(headers: &HeaderMap) -> Result<(), ApiError> {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok());
    match declared {
        Some(length) if length > MAX_UPLOAD_BYTES + FORM_OVERHEAD => Err(too_large()),
        _ => Ok(()),
    }
}

pub(super) fn too_large() -> ApiError {
    ApiError {
        status: StatusCode::PAYLOAD_TOO_LARGE,
        ..ApiError::invalid(
            "file",
            format!(
                "The file is larger than the {} GB Pacer accepts in an upload. Split the list into smaller files and import each into the same list.",
                MAX_UPLOAD_BYTES >> 30
            ),
        )
    }
}

/// What a broken form is answered with: too large stays 413; the rest (a form cut short, a
/// bad boundary) is the caller's to fix, never a server fault.
pub(super) fn unreadable(error: &MultipartError) -> ApiError {
    if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
        return too_large();
    }
    ApiError::invalid(
        "body",
        format!(
            "Pacer could not read the uploaded form ({}). Send `multipart/form-data` with a `file` part (and, for an import, a `list` part).",
            error.body_text()
        ),
    )
}

/// The name the uploaded file is kept under: the last part of what the caller called it,
/// without control characters; `upload` when nothing usable is left.
pub(super) fn file_name(given: Option<&str>) -> String {
    let last = given
        .unwrap_or_default()
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or_default();
    let clean: String = last
        .chars()
        .filter(|c| !c.is_control())
        // Characters some file systems do not take in a name.
        .map(|c| {
            if matches!(c, '<' | '>' | ':' | '"' | '|' | '?' | '*') {
                '_'
            } else {
                c
            }
        })
        .take(MAX_FILE_NAME)
        .collect();
    let clean = clean.trim();
    if clean.is_empty() || clean.chars().all(|c| c == '.') {
        "upload".to_owned()
    } else {
        clean.to_owned()
    }
}

/// The name every upload's private folder starts with.
const UPLOAD_PREFIX: &str = ".upload-";

/// Removes the private folders of uploads that a Pacer which stopped mid-import (killed, a
/// power cut) left in `data_folder`, and says how many went. Call it only while holding the
/// database's lock: then no import of this data folder is running. Symbolic links and files
/// named like an upload are left alone; a folder that cannot be removed stays (it is retried
/// at the next start).
pub fn remove_leftover_uploads(data_folder: &Path) -> usize {
    let Ok(entries) = std::fs::read_dir(data_folder) else {
        return 0;
    };
    let mut removed = 0;
    for entry in entries.flatten() {
        let is_upload = entry
            .file_name()
            .to_str()
            .is_some_and(|name| name.starts_with(UPLOAD_PREFIX));
        // `file_type` does not follow a symbolic link: a link named like an upload is not ours.
        let is_folder = entry.file_type().is_ok_and(|kind| kind.is_dir());
        if !(is_upload && is_folder) {
            continue;
        }
        match std::fs::remove_dir_all(entry.path()) {
            Ok(()) => removed += 1,
            Err(e) => tracing::warn!(
                folder = %entry.path().display(),
                error = %e,
                "could not remove an upload left by an earlier run"
            ),
        }
    }
    removed
}

/// A private folder for one upload in `data_folder`, and the file in it, both the user's alone.
fn private_file(
    data_folder: &Path,
    name: &str,
) -> Result<(tempfile::TempDir, PathBuf, std::fs::File), ApiError> {
    let cannot = |e: std::io::Error| {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "storage",
            format!(
                "Pacer could not keep the uploaded file in its data folder {} ({e}). Check that the disk has room and the folder can be written.",
                data_folder.display()
            ),
        )
    };
    let mut builder = tempfile::Builder::new();
    builder.prefix(UPLOAD_PREFIX);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        builder.permissions(std::fs::Permissions::from_mode(0o700));
    }
    let folder = builder.tempdir_in(data_folder).map_err(cannot)?;
    let path = folder.path().join(name);
    let mut options = std::fs::File::options();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let file = options.open(&path).map_err(cannot)?;
    Ok((folder, path, file))
}

/// Streams a `file` part to `file`, refusing more than `cap` bytes with 413; how many bytes
/// were written.
pub(super) async fn stream_to(
    field: &mut axum::extract::multipart::Field<'_>,
    file: std::fs::File,
    cap: u64,
) -> Result<u64, ApiError> {
    let not_written = |e: std::io::Error| {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "storage",
            format!(
                "Pacer could not write the uploaded file in its data folder ({e}); is the disk full? Nothing was kept."
            ),
        )
    };
    let mut file = tokio::fs::File::from_std(file);
    let mut written: u64 = 0;
    while let Some(chunk) = field.chunk().await.map_err(|e| unreadable(&e))? {
        written += chunk.len() as u64;
        if written > cap {
            return Err(too_large());
        }
        file.write_all(&chunk).await.map_err(not_written)?;
    }
    file.flush().await.map_err(not_written)?;
    Ok(written)
}

/// Reads a text part whole, up to [`MAX_TEXT_PART`] bytes.
async fn text(
    field: &mut axum::extract::multipart::Field<'_>,
    name: &str,
) -> Result<String, ApiError> {
    let mut bytes = Vec::new();
    while let Some(chunk) = field.chunk().await.map_err(|e| unreadable(&e))? {
        if bytes.len() + chunk.len() > MAX_TEXT_PART {
            return Err(ApiError::invalid(
                name,
                format!("the {name} part is longer than {} KB", MAX_TEXT_PART >> 10),
            ));
        }
        bytes.extend_from_slice(&chunk);
    }
    String::from_utf8(bytes)
        .map_err(|_| ApiError::invalid(name, format!("the {name} part is not UTF-8 text")))
}

/// Reads the form: streams the file to a private temporary file in `data_folder` (refusing
/// more than `cap` bytes with 413) and collects the other parts.
pub(super) async fn receive(
    data_folder: &Path,
    mut form: Multipart,
    cap: u64,
) -> Result<Upload, ApiError> {
    let mut upload: Option<(tempfile::TempDir, PathBuf)> = None;
    let mut list: Option<String> = None;
    let mut country: Option<String> = None;
    let mut columns: Option<ColumnOverrides> = None;
    let mut tags: Vec<String> = Vec::new();
    let mut parts = 0;
    while let Some(mut field) = form.next_field().await.map_err(|e| unreadable(&e))? {
        parts += 1;
        if parts > MAX_PARTS {
            return Err(ApiError::invalid(
                "body",
                format!("the form has more than {MAX_PARTS} parts"),
            ));
        }
        let name = field.name().unwrap_or_default().to_owned();
        let twice = || ApiError::invalid(name.clone(), format!("the {name} part is given twice"));
        match name.as_str() {
            "file" => {
                if upload.is_some() {
                    return Err(twice());
                }
                let (folder, path, file) =
                    private_file(data_folder, &file_name(field.file_name()))?;
                stream_to(&mut field, file, cap).await?;
                upload = Some((folder, path));
            }
            "list" => {
                if list.is_some() {
                    return Err(twice());
                }
                list = Some(text(&mut field, "list").await?);
            }
            "country" => {
                if country.is_some() {
                    return Err(twice());
                }
                country = Some(text(&mut field, "country").await?);
            }
            "columns" => {
                if columns.is_some() {
                    return Err(twice());
                }
                let json = text(&mut field, "columns").await?;
                columns = Some(serde_json::from_str(&json).map_err(|e| {
                    ApiError::invalid(
                        "columns",
                        format!(
                            "columns must be JSON text like {{\"phone\": \"Mobile No\", \"name\": \"Customer\"}}: {e}"
                        ),
                    )
                })?);
            }
            "tags" => {
                // One tag as text (`-F tags=vip`, repeatable), or several as a JSON list when
                // the part says it is JSON (what the document's encoding asks for).
                let is_json = field.content_type().is_some_and(|t| {
                    t.split(';')
                        .next()
                        .unwrap_or_default()
                        .trim()
                        .eq_ignore_ascii_case("application/json")
                });
                let given = text(&mut field, "tags").await?;
                if is_json {
                    let list: Vec<String> = serde_json::from_str(&given).map_err(|_| {
                        ApiError::invalid(
                            "tags",
                            "a tags part sent as JSON must be a list of texts, like [\"vip\", \"karachi\"]",
                        )
                    })?;
                    tags.extend(list);
                } else {
                    tags.push(given);
                }
            }
            other => {
                return Err(ApiError::invalid(
                    other.to_owned(),
                    format!(
                        "unknown part \"{other}\": an upload has file, list, and optionally country, columns and tags"
                    ),
                ));
            }
        }
    }
    let Some((folder, path)) = upload else {
        return Err(ApiError::invalid(
            "file",
            "the form needs a `file` part holding the list (CSV, XLSX, XLS or ODS)",
        ));
    };
    let Some(list) = list else {
        return Err(ApiError::invalid(
            "list",
            "the form needs a `list` part: the list the contacts go into",
        ));
    };
    Ok(Upload {
        path,
        options: ImportOptions {
            list,
            default_country: country.unwrap_or_default(),
            columns: columns.unwrap_or_default(),
            tags,
        },
        _folder: folder,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use axum::body::Body;
    use axum::extract::FromRequest;
    use axum::http::Request;

    use super::*;

    /// A form of `(name, file name, bytes)` parts; a name ending in `:json` marks the part
    /// `Content-Type: application/json`.
    fn form(parts: &[(&str, Option<&str>, &[u8])]) -> Request<Body> {
        let mut body = Vec::new();
        for (name, file, bytes) in parts {
            body.extend_from_slice(b"--XyZ\r\n");
            let (name, json) = name
                .strip_suffix(":json")
                .map_or((*name, false), |n| (n, true));
            let disposition = match file {
                Some(file) => format!(
                    "Content-Disposition: form-data; name=\"{name}\"; filename=\"{file}\"\r\n"
                ),
                None => format!("Content-Disposition: form-data; name=\"{name}\"\r\n"),
            };
            body.extend_from_slice(disposition.as_bytes());
            if json {
                body.extend_from_slice(b"Content-Type: application/json\r\n");
            }
            body.extend_from_slice(b"\r\n");
            body.extend_from_slice(bytes);
            body.extend_from_slice(b"\r\n");
        }
        body.extend_from_slice(b"--XyZ--\r\n");
        Request::builder()
            .header("content-type", "multipart/form-data; boundary=XyZ")
            .body(Body::from(body))
            .unwrap()
    }

    async fn received(request: Request<Body>, folder: &Path, cap: u64) -> Result<Upload, ApiError> {
        let multipart = Multipart::from_request(request, &()).await.unwrap();
        receive(folder, multipart, cap).await
    }

    #[tokio::test]
    async fn an_upload_is_kept_privately_under_its_name_until_dropped() {
        let dir = tempfile::tempdir().unwrap();
        let upload = received(
            form(&[
                ("list", None, b"December"),
                (
                    "file",
                    Some("C:\\Users\\ayesha\\december.csv"),
                    b"Name,Phone\nA,+923001234567\n",
                ),
                ("country", None, b"PK"),
                ("columns", None, br#"{"phone": "Phone"}"#),
                ("tags", None, b"vip"),
                ("tags:json", None, br#"["karachi", "december"]"#),
            ]),
            dir.path(),
            1 << 20,
        )
        .await
        .unwrap();
        assert_eq!(upload.path.file_name().unwrap(), "december.csv");
        assert_eq!(upload.options.list, "December");
        assert_eq!(upload.options.default_country, "PK");
        assert_eq!(upload.options.tags, ["vip", "karachi", "december"]);
        assert_eq!(
            std::fs::read(&upload.path).unwrap(),
            b"Name,Phone\nA,+923001234567\n"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode(&upload.path), 0o600, "the file is the user's alone");
            assert_eq!(
                mode(upload.path.parent().unwrap()),
                0o700,
                "so is its folder"
            );
        }
        drop(upload);
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            0,
            "nothing of an upload is left once it is dropped"
        );
    }

    #[tokio::test]
    async fn a_file_over_the_cap_is_refused_with_413_and_not_kept() {
        let dir = tempfile::tempdir().unwrap();
        let big = vec![b'9'; 4096];
        let refused = received(
            form(&[("list", None, b"December"), ("file", Some("big.csv"), &big)]),
            dir.path(),
            4095,
        )
        .await
        .unwrap_err();
        assert_eq!(refused.status, StatusCode::PAYLOAD_TOO_LARGE, "{refused:?}");
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            0,
            "nothing is kept"
        );
    }

    #[tokio::test]
    async fn a_form_without_its_file_or_list_or_with_strangers_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        for (parts, field) in [
            (vec![("list", None, &b"December"[..])], "file"),
            (vec![("file", Some("a.csv"), &b"x"[..])], "list"),
            (
                vec![
                    ("file", Some("a.csv"), &b"x"[..]),
                    ("list", None, b"D"),
                    ("path", None, b"/etc/passwd"),
                ],
                "path",
            ),
            (
                vec![
                    ("file", Some("a.csv"), &b"x"[..]),
                    ("list", None, b"D"),
                    ("columns", None, b"{\"mobile\": 1}"),
                ],
                "columns",
            ),
            (
                vec![
                    ("file", Some("a.csv"), &b"x"[..]),
                    ("list", None, b"D"),
                    ("tags:json", None, b"{}"),
                ],
                "tags",
            ),
        ] {
            let refused = received(form(&parts), dir.path(), 1 << 20)
                .await
                .unwrap_err();
            assert_eq!(
                (refused.status, refused.field.as_deref()),
                (StatusCode::BAD_REQUEST, Some(field)),
                "{refused:?}"
            );
        }
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            0,
            "nothing is kept"
        );
    }

    #[test]
    fn only_the_last_part_of_a_file_name_is_kept() {
        assert_eq!(file_name(Some("../../etc/passwd")), "passwd");
        assert_eq!(file_name(Some("..")), "upload");
        assert_eq!(file_name(None), "upload");
        assert_eq!(file_name(Some("list\n.csv")), "list.csv");
    }

    #[test]
    fn leftover_uploads_are_removed_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let left = dir.path().join(".upload-abc123");
        std::fs::create_dir(&left).unwrap();
        std::fs::write(left.join("list.csv"), "Phone\n+923001234567\n").unwrap();
        std::fs::write(dir.path().join(".upload-file"), "a file, not ours").unwrap();
        std::fs::create_dir(dir.path().join("imports")).unwrap();
        let outside = tempfile::tempdir().unwrap();
        #[cfg(unix)]
        std::os::unix::fs::symlink(outside.path(), dir.path().join(".upload-link")).unwrap();

        assert_eq!(remove_leftover_uploads(dir.path()), 1);
        assert!(!left.exists());
        assert!(dir.path().join(".upload-file").is_file());
        assert!(dir.path().join("imports").is_dir());
        assert!(outside.path().is_dir());
        // A second start finds nothing to do; a missing folder is not an error.
        assert_eq!(remove_leftover_uploads(dir.path()), 0);
        assert_eq!(remove_leftover_uploads(&dir.path().join("missing")), 0);
    }
}
