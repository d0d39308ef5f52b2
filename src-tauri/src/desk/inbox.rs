//! The Inbox's helpers on a desk: the office's quick replies, a file sent as a reply (handed
//! to the office with `POST /v1/files`, then sent from there), and the files customers sent
//! (downloaded from the office to open here, or fetched from Meta again at the office).

use std::path::{Path, PathBuf};

use pacer_engine::inbox::{QuickReply, Reply};
use pacer_engine::sharing::desk_link::MAX_DOWNLOAD_BYTES;
use pacer_engine::sharing::{DeskError, DeskLink};
use serde::Deserialize;
use serde_json::json;

/// Every quick reply at the office, by title.
pub async fn quick_replies(link: &DeskLink) -> Result<Vec<QuickReply>, DeskError> {
    link.get("/v1/quick-replies").await
}

/// Saves a new quick reply at the office, or changes one.
pub async fn save_quick_reply(
    link: &DeskLink,
    reply: &QuickReply,
) -> Result<QuickReply, DeskError> {
    link.post("/v1/quick-replies", reply).await
}

/// Deletes a quick reply at the office; whether there was one.
pub async fn delete_quick_reply(link: &DeskLink, id: i64) -> Result<bool, DeskError> {
    #[derive(Deserialize)]
    struct Deleted {
        deleted: bool,
    }
    let deleted: Deleted = link
        .delete_answering(&format!("/v1/quick-replies/{id}"))
        .await?;
    Ok(deleted.deleted)
}

/// Sends `file` (on this desk) to a customer with `caption`: handed to the office, then sent
/// from there as any reply; the message's key.
pub async fn reply_with_file(
    link: &DeskLink,
    phone: &str,
    file: &Path,
    caption: Option<String>,
) -> Result<String, DeskError> {
    let on_office = super::hand_over_one(link, file, |_, _| {}).await?;
    let reply = Reply::File {
        path: on_office.display().to_string(),
        caption,
    };
    super::reply(link, phone, &reply).await
}

/// Downloads a customer's file from the office into `folder` (this desk's copy of the office's
/// files, the user's alone), unless it is there already; where it is.
pub async fn media_here(
    link: &DeskLink,
    media_id: &str,
    folder: &Path,
) -> Result<PathBuf, DeskError> {
    let id = super::path_part(media_id);
    let destination = folder.join(&id);
    // A media id names one file for good: a copy made before is the same file.
    if let Some(existing) = first_file_in(&destination) {
        return Ok(existing);
    }
    std::fs::create_dir_all(&destination).map_err(|e| DeskError::Write {
        path: destination.display().to_string(),
        detail: e.to_string(),
    })?;
    crate::settings::restrict(folder);
    let path = link
        .download_named(
            &format!("/v1/media/{id}"),
            &destination,
            &id,
            MAX_DOWNLOAD_BYTES,
        )
        .await?;
    crate::settings::restrict(&path);
    Ok(path)
}

fn first_file_in(folder: &Path) -> Option<PathBuf> {
    std::fs::read_dir(folder)
        .ok()?
        .flatten()
        .map(|e| e.path())
        .find(|p| p.is_file())
}

/// "Try again" for a customer's file, at the office; whether there was such a file.
pub async fn fetch_again(link: &DeskLink, media_id: &str) -> Result<bool, DeskError> {
    #[derive(Deserialize)]
    struct Again {
        again: bool,
    }
    let path = format!("/v1/media/{}/fetch", super::path_part(media_id));
    let answer: Again = link.post(&path, &json!({})).await?;
    Ok(answer.again)
}
