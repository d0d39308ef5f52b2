//! One customer's file from Meta to the data folder.
//!
//! The size Meta declares is checked against the kind's limit before a byte is downloaded, and
//! the download itself stops at the limit (a declaration may lie). The bytes go to a temporary
//! file beside the destination and are renamed into place only when complete and, if Meta gave
//! a SHA-256, matching it: a crash or a failure never leaves a half file under a real name.
//! Files are named by their SHA-256, so the same photo sent twice is stored once.

use std::path::{Path, PathBuf};
use std::time::Duration;

use pacer_cloud::{DownloadLimits, GraphClient, MediaFetchError, MediaId, MediaInfo, sha256_hex};
use tokio::io::AsyncWriteExt;

use super::INBOUND_FOLDER;
use super::kinds::{extension, limit_for};
use super::store::{DueFile, StoredFile};

/// How a download's temporary file is named (then the media id): hidden, never a real name.
const PARTIAL: &str = ".partial-";

/// Fetches `file` into `<data_folder>/media/inbound/`.
pub(super) async fn fetch_file(
    client: &GraphClient,
    data_folder: &Path,
    file: &DueFile,
    read_timeout: Duration,
) -> Result<StoredFile, MediaFetchError> {
    let info = client.media_info(&MediaId(file.media_id.clone())).await?;
    let limit = limit_for(file.kind, file.animated);
    if let Some(declared) = info.file_size
        && declared > limit
    {
        return Err(MediaFetchError::TooBig {
            limit,
            size: declared,
            declared: true,
        });
    }
    let folder = data_folder.join(INBOUND_FOLDER);
    create_folder(&folder).await?;
    let partial = folder.join(format!("{PARTIAL}{}", safe_name(&file.media_id)));
    let result = download_into(client, &info, &partial, limit, read_timeout).await;
    let downloaded = match result {
        Ok(downloaded) => downloaded,
        Err(error) => {
            remove_quietly(&partial).await;
            return Err(error);
        }
    };
    // Meta's node gives the SHA-256 in hex; the webhook gave it in base64. Either will do.
    let expected = info
        .sha256
        .clone()
        .or_else(|| file.webhook_sha256.as_deref().and_then(sha256_hex));
    if let Some(expected) = expected
        && expected != downloaded.sha256
    {
        remove_quietly(&partial).await;
        return Err(MediaFetchError::Damaged {
            expected,
            actual: downloaded.sha256,
        });
    }
    let mime_type = file
        .mime_type
        .clone()
        .filter(|m| !m.trim().is_empty())
        .unwrap_or(info.mime_type);
    let name = format!("{}.{}", downloaded.sha256, extension(&mime_type));
    let destination = folder.join(&name);
    if let Err(error) = tokio::fs::rename(&partial, &destination).await {
        remove_quietly(&partial).await;
        return Err(MediaFetchError::Write(error.to_string()));
    }
    Ok(StoredFile {
        mime_type,
        sha256: downloaded.sha256,
        size: downloaded.size,
        path: format!("{INBOUND_FOLDER}/{name}"),
    })
}

async fn download_into(
    client: &GraphClient,
    info: &MediaInfo,
    partial: &Path,
    limit: u64,
    read_timeout: Duration,
) -> Result<pacer_cloud::Downloaded, MediaFetchError> {
    let write = |error: std::io::Error| MediaFetchError::Write(error.to_string());
    let mut out = open_private(partial).await.map_err(write)?;
    let downloaded = client
        .download_media(
            &info.url,
            DownloadLimits {
                max_bytes: limit,
                read_timeout,
            },
            &mut out,
        )
        .await?;
    // On disk before the rename makes it the file's real name.
    out.sync_all().await.map_err(write)?;
    out.shutdown().await.map_err(write)?;
    Ok(downloaded)
}

/// The folder, readable by the user alone (the business's customers' files).
async fn create_folder(folder: &Path) -> Result<(), MediaFetchError> {
    let folder: PathBuf = folder.to_path_buf();
    let mut builder = tokio::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    builder.mode(0o700);
    builder
        .create(&folder)
        .await
        .map_err(|error| MediaFetchError::Write(error.to_string()))
}

/// A new file (replacing a partial one an earlier attempt left), the user's alone.
async fn open_private(path: &Path) -> std::io::Result<tokio::fs::File> {
    let mut options = tokio::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    options.mode(0o600);
    options.open(path).await
}

/// Removes what downloads cut short by a crash left behind (`.partial-…`). Run before the
/// fetcher starts: one Pacer per data folder, so no download is running then.
pub(super) async fn remove_partials(data_folder: &Path) {
    let folder = data_folder.join(INBOUND_FOLDER);
    let Ok(mut entries) = tokio::fs::read_dir(&folder).await else {
        return; // No folder yet: nothing was ever downloaded.
    };
    while let Ok(Some(entry)) = entries.next_entry().await {
        if entry.file_name().to_string_lossy().starts_with(PARTIAL) {
            remove_quietly(&entry.path()).await;
        }
    }
}

async fn remove_quietly(path: &Path) {
    // Nothing to do if it is already gone; a leftover is overwritten by the next attempt.
    let _ = tokio::fs::remove_file(path).await;
}

/// A media id as a file name: Meta's are digits; anything else is reduced to what is safe.
fn safe_name(media_id: &str) -> String {
    media_id
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
        .take(64)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_media_id_cannot_leave_the_folder() {
        assert_eq!(safe_name("../../etc/passwd"), "etcpasswd");
        assert_eq!(safe_name("1234567890"), "1234567890");
    }
}
