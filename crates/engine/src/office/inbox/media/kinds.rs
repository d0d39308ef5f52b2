//! The media kinds a customer can send, the most Meta lets each weigh, and the extension a
//! stored file gets.

use serde::{Deserialize, Serialize};

const MB: u64 = 1024 * 1024;
const KB: u64 = 1024;

/// A kind of customer message that carries a file (Meta's `messages[].type`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MediaKind {
    /// A photo (JPEG, PNG).
    Image,
    /// A video (MP4, 3GPP).
    Video,
    /// A voice note or an audio file.
    Audio,
    /// A document (PDF, Word, Excel, text …).
    Document,
    /// A sticker (WEBP).
    Sticker,
}

impl MediaKind {
    /// Every kind, as `inbound_messages.kind` names them.
    pub const ALL: [MediaKind; 5] = [
        MediaKind::Image,
        MediaKind::Video,
        MediaKind::Audio,
        MediaKind::Document,
        MediaKind::Sticker,
    ];

    /// The kind Meta's `type` names, if it carries a file.
    pub fn parse(kind: &str) -> Option<MediaKind> {
        MediaKind::ALL.into_iter().find(|k| k.as_str() == kind)
    }

    /// Meta's name for it.
    pub fn as_str(self) -> &'static str {
        match self {
            MediaKind::Image => "image",
            MediaKind::Video => "video",
            MediaKind::Audio => "audio",
            MediaKind::Document => "document",
            MediaKind::Sticker => "sticker",
        }
    }

    /// A guess from the MIME type, for a row whose message is no longer at hand.
    pub fn from_mime(mime_type: &str) -> MediaKind {
        let essence = essence(mime_type);
        if essence == "image/webp" {
            MediaKind::Sticker
        } else if essence.starts_with("image/") {
            MediaKind::Image
        } else if essence.starts_with("video/") {
            MediaKind::Video
        } else if essence.starts_with("audio/") {
            MediaKind::Audio
        } else {
            MediaKind::Document
        }
    }
}

/// Meta's size limit for a kind (`animated` matters for stickers only): image 5 MB, video and
/// audio 16 MB, document 100 MB, sticker 500 KB animated or 100 KB static.
pub fn limit_for(kind: MediaKind, animated: bool) -> u64 {
    match kind {
        MediaKind::Image => 5 * MB,
        MediaKind::Video | MediaKind::Audio => 16 * MB,
        MediaKind::Document => 100 * MB,
        MediaKind::Sticker if animated => 500 * KB,
        MediaKind::Sticker => 100 * KB,
    }
}

/// `audio/ogg; codecs=opus` → `audio/ogg`, lower case.
fn essence(mime_type: &str) -> String {
    mime_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase()
}

/// The extension a stored file gets from its MIME type (`bin` when unknown): never from the
/// customer's file name, which could say anything.
pub fn extension(mime_type: &str) -> &'static str {
    match essence(mime_type).as_str() {
        "image/jpeg" => "jpg",
        "image/png" => "png",
        "image/webp" => "webp",
        "video/mp4" => "mp4",
        "video/3gpp" => "3gp",
        "audio/ogg" => "ogg",
        "audio/mpeg" => "mp3",
        "audio/mp4" => "m4a",
        "audio/aac" => "aac",
        "audio/amr" => "amr",
        "application/pdf" => "pdf",
        "application/msword" => "doc",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document" => "docx",
        "application/vnd.ms-excel" => "xls",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" => "xlsx",
        "application/vnd.ms-powerpoint" => "ppt",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation" => "pptx",
        "text/plain" => "txt",
        _ => "bin",
    }
}

/// A size as a person reads it: "6.2 MB", "480 KB", "312 bytes".
pub fn human_size(bytes: u64) -> String {
    #[allow(clippy::cast_precision_loss)] // sizes far below 2^52
    let b = bytes as f64;
    if bytes >= MB && bytes.is_multiple_of(MB) {
        format!("{} MB", bytes / MB)
    } else if bytes >= MB {
        format!("{:.1} MB", b / MB as f64)
    } else if bytes >= KB {
        format!("{:.0} KB", b / KB as f64)
    } else {
        format!("{bytes} bytes")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn limits_are_metas() {
        assert_eq!(limit_for(MediaKind::Image, false), 5 * 1024 * 1024);
        assert_eq!(limit_for(MediaKind::Audio, false), 16 * 1024 * 1024);
        assert_eq!(limit_for(MediaKind::Document, false), 100 * 1024 * 1024);
        assert_eq!(limit_for(MediaKind::Sticker, true), 500 * 1024);
        assert_eq!(limit_for(MediaKind::Sticker, false), 100 * 1024);
    }

    #[test]
    fn extensions_come_from_the_mime_type_alone() {
        assert_eq!(extension("audio/ogg; codecs=opus"), "ogg");
        assert_eq!(extension("IMAGE/JPEG"), "jpg");
        assert_eq!(extension("application/x-evil"), "bin");
        assert_eq!(MediaKind::from_mime("image/webp"), MediaKind::Sticker);
        assert_eq!(MediaKind::parse("voice"), None);
    }

    #[test]
    fn sizes_read_like_a_person_says_them() {
        assert_eq!(human_size(5 * 1024 * 1024), "5 MB");
        assert_eq!(human_size(6_500_000), "6.2 MB");
        assert_eq!(human_size(100 * 1024), "100 KB");
        assert_eq!(human_size(312), "312 bytes");
    }
}
