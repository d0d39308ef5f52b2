//! A reply from the Inbox: free text, a file or an approved template, sent through the express
//! lane and the ledger like every message. Inside the customer's 24-hour window anything may
//! go; outside it only a template (Meta refuses the rest with 131047), so Pacer refuses before
//! sending and the window offers a template instead.

use std::collections::BTreeMap;
use std::path::Path;

use pacer_cloud::{Media, MessageContent, TextContent};
use pacer_words::{Said, ids};
use rusqlite::OptionalExtension;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::list::WINDOW_MS;
use crate::clock::Millis;
use crate::engine::{Engine, EngineError, Submission};
use crate::ledger::messages::Lane;
use crate::templates::ValueProblem;

/// What a person answers with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Reply {
    /// Words (and emoji).
    Text {
        /// What it says (at most 4,096 characters).
        body: String,
    },
    /// A picture, video, sound or file from this computer, with words under it.
    File {
        /// The file, as the person chose it.
        path: String,
        /// Words shown under it (not for a sound).
        caption: Option<String>,
    },
    /// An approved template, with its values (by variable key: `body.1`).
    Template {
        /// Its name.
        name: String,
        /// Its language (Meta's code).
        language: String,
        /// Its values.
        values: BTreeMap<String, String>,
    },
}

/// The longest text WhatsApp takes in one message.
pub const TEXT_MAX_CHARS: usize = 4096;

/// Why a reply was not sent. Nothing is queued when it is refused.
#[derive(Debug)]
pub enum ReplyRefused {
    /// The number is not one Pacer can message.
    NotAPhone(String),
    /// Nothing to send.
    Empty,
    /// Longer than WhatsApp takes.
    TooLong {
        /// Characters given.
        length: usize,
    },
    /// The customer's 24-hour window is closed: only a template may go.
    WindowClosed,
    /// The file could not be read.
    FileUnreadable {
        /// Its name.
        name: String,
        /// What the system said.
        why: String,
    },
    /// The file is empty.
    FileEmpty {
        /// Its name.
        name: String,
    },
    /// Larger than WhatsApp takes for its kind.
    FileTooBig {
        /// Its name.
        name: String,
        /// The kind it was sent as.
        kind: FileKind,
    },
    /// Meta did not take the upload.
    Upload {
        /// The file's name.
        name: String,
        /// What Meta or the network said.
        why: String,
    },
    /// Pacer does not know this template (sync templates).
    UnknownTemplate {
        /// Its name.
        name: String,
        /// Its language.
        language: String,
    },
    /// The template's values are not right; the first problem says what to fix.
    TemplateValues(Vec<ValueProblem>),
    /// The engine could not take it.
    Engine(EngineError),
    /// The database.
    Database(rusqlite::Error),
}

impl ReplyRefused {
    /// What happened and what to do, as a catalogue message.
    pub fn said(&self) -> Said {
        match self {
            ReplyRefused::NotAPhone(raw) => {
                Said::new(ids::INBOX_REPLY_NOT_A_PHONE).with("number", raw.as_str())
            }
            ReplyRefused::Empty => Said::new(ids::INBOX_REPLY_EMPTY),
            ReplyRefused::TooLong { length } => Said::new(ids::INBOX_REPLY_TOO_LONG)
                .with("length", *length)
                .with("max", TEXT_MAX_CHARS),
            ReplyRefused::WindowClosed => Said::new(ids::INBOX_REPLY_WINDOW_CLOSED),
            ReplyRefused::FileUnreadable { name, why } => {
                Said::new(ids::INBOX_REPLY_FILE_UNREADABLE)
                    .with("file", name.as_str())
                    .with("why", why.as_str())
            }
            ReplyRefused::FileEmpty { name } => {
                Said::new(ids::INBOX_REPLY_FILE_EMPTY).with("file", name.as_str())
            }
            ReplyRefused::FileTooBig { name, kind } => Said::new(ids::INBOX_REPLY_FILE_TOO_BIG)
                .with("file", name.as_str())
                .with("kind", kind.as_str())
                .with("mb", kind.max_bytes() / (1024 * 1024)),
            ReplyRefused::Upload { name, why } => Said::new(ids::INBOX_REPLY_UPLOAD_FAILED)
                .with("file", name.as_str())
                .with("why", why.as_str()),
            ReplyRefused::UnknownTemplate { name, language } => {
                Said::new(ids::INBOX_REPLY_UNKNOWN_TEMPLATE)
                    .with("name", name.as_str())
                    .with("language", language.as_str())
            }
            ReplyRefused::TemplateValues(problems) => match problems.first() {
                Some(first) => first.problem_said.clone(),
                None => Said::new(ids::INBOX_REPLY_EMPTY),
            },
            ReplyRefused::Engine(_) => Said::new(ids::INBOX_REPLY_NOT_TAKEN),
            ReplyRefused::Database(_) => Said::new(ids::INBOX_REPLY_NOT_TAKEN),
        }
    }

    /// Technical detail for the log and the "details" fold, when there is any.
    pub fn details(&self) -> Option<String> {
        match self {
            ReplyRefused::Engine(e) => Some(e.to_string()),
            ReplyRefused::Database(e) => Some(e.to_string()),
            _ => None,
        }
    }
}

impl std::fmt::Display for ReplyRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.said())
    }
}

impl std::error::Error for ReplyRefused {}

impl From<rusqlite::Error> for ReplyRefused {
    fn from(e: rusqlite::Error) -> Self {
        ReplyRefused::Database(e)
    }
}

impl From<crate::ledger::LedgerError> for ReplyRefused {
    fn from(e: crate::ledger::LedgerError) -> Self {
        ReplyRefused::Engine(EngineError::Ledger(e))
    }
}

/// How a file goes to WhatsApp, by its type; each has Meta's size limit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// JPEG or PNG, at most 5 MB.
    Image,
    /// MP4 or 3GP, at most 16 MB.
    Video,
    /// AAC, AMR, MP3, M4A or OGG, at most 16 MB.
    Audio,
    /// Any other file, at most 100 MB.
    Document,
}

impl FileKind {
    /// The kind and MIME type a file is sent as, by its name's ending.
    pub fn of(name: &str) -> (FileKind, &'static str) {
        let ending = name
            .rsplit_once('.')
            .map(|(_, e)| e.to_ascii_lowercase())
            .unwrap_or_default();
        match ending.as_str() {
            "jpg" | "jpeg" => (FileKind::Image, "image/jpeg"),
            "png" => (FileKind::Image, "image/png"),
            "mp4" => (FileKind::Video, "video/mp4"),
            "3gp" => (FileKind::Video, "video/3gpp"),
            "aac" => (FileKind::Audio, "audio/aac"),
            "amr" => (FileKind::Audio, "audio/amr"),
            "mp3" => (FileKind::Audio, "audio/mpeg"),
            "m4a" => (FileKind::Audio, "audio/mp4"),
            "ogg" | "opus" => (FileKind::Audio, "audio/ogg"),
            "pdf" => (FileKind::Document, "application/pdf"),
            "doc" => (FileKind::Document, "application/msword"),
            "docx" => (
                FileKind::Document,
                "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            ),
            "xls" => (FileKind::Document, "application/vnd.ms-excel"),
            "xlsx" => (
                FileKind::Document,
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            ),
            "ppt" => (FileKind::Document, "application/vnd.ms-powerpoint"),
            "pptx" => (
                FileKind::Document,
                "application/vnd.openxmlformats-officedocument.presentationml.presentation",
            ),
            "txt" | "csv" => (FileKind::Document, "text/plain"),
            _ => (FileKind::Document, "application/octet-stream"),
        }
    }

    /// Meta's size limit for the kind.
    pub fn max_bytes(self) -> u64 {
        const MB: u64 = 1024 * 1024;
        match self {
            FileKind::Image => 5 * MB,
            FileKind::Video | FileKind::Audio => 16 * MB,
            FileKind::Document => 100 * MB,
        }
    }

    /// Meta's `type` for it.
    pub fn as_str(self) -> &'static str {
        match self {
            FileKind::Image => "image",
            FileKind::Video => "video",
            FileKind::Audio => "audio",
            FileKind::Document => "document",
        }
    }
}

/// How long an uploaded file's media id is re-used (Meta keeps it 30 days).
const REUSE_FOR: Millis = 29 * 24 * 60 * 60 * 1000;

/// Sends `reply` to `phone` through the express lane; answers the message's key. Free text and
/// files go only inside the customer's 24-hour window; a template goes any time. The file's
/// path must already be one the person chose (the caller checks that).
pub async fn send_reply(
    engine: &Engine,
    phone: &str,
    reply: Reply,
) -> Result<String, ReplyRefused> {
    let to = crate::import::normalise_phone(phone, None)
        .map_err(|_| ReplyRefused::NotAPhone(phone.to_owned()))?;
    let window_open = {
        let recipient = to.to_string();
        let now = engine.clock().now_ms();
        engine
            .ledger()
            .read(move |c| {
                Ok(c.prepare_cached(
                    "SELECT last_inbound_at FROM service_windows WHERE recipient = ?1",
                )?
                .query_row([recipient], |r| r.get::<_, Millis>(0))
                .optional()?
                .is_some_and(|from| from + WINDOW_MS > now))
            })
            .await?
    };
    let content = match reply {
        Reply::Text { body } => {
            let body = body.trim().to_owned();
            if body.is_empty() {
                return Err(ReplyRefused::Empty);
            }
            let length = body.chars().count();
            if length > TEXT_MAX_CHARS {
                return Err(ReplyRefused::TooLong { length });
            }
            if !window_open {
                return Err(ReplyRefused::WindowClosed);
            }
            MessageContent::Text(TextContent::new(body))
        }
        Reply::File { path, caption } => {
            if !window_open {
                return Err(ReplyRefused::WindowClosed);
            }
            file_content(engine, Path::new(&path), caption).await?
        }
        Reply::Template {
            name,
            language,
            values,
        } => {
            let (n, l) = (name.clone(), language.clone());
            let info = engine
                .ledger()
                .read(move |c| crate::templates::get(c, &n, &l))
                .await?
                .ok_or(ReplyRefused::UnknownTemplate { name, language })?;
            let built = crate::templates::build(&info, &values, None)
                .map_err(ReplyRefused::TemplateValues)?;
            MessageContent::Template(built)
        }
    };
    let submitted = engine
        .submit(vec![Submission {
            to,
            lane: Lane::Express,
            content,
            idempotency_key: None,
            batch: None,
            expires_in: None,
        }])
        .await
        .map_err(ReplyRefused::Engine)?;
    Ok(submitted
        .into_iter()
        .next()
        .map(|s| s.id)
        .unwrap_or_default())
}

/// A file as a message: checked against Meta's limit for its kind, uploaded once (the same
/// bytes again re-use the media id) and named.
async fn file_content(
    engine: &Engine,
    path: &Path,
    caption: Option<String>,
) -> Result<MessageContent, ReplyRefused> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| path.display().to_string());
    let (kind, mime) = FileKind::of(&name);
    let unreadable = |e: std::io::Error| ReplyRefused::FileUnreadable {
        name: name.clone(),
        why: e.to_string(),
    };
    let size = tokio::fs::metadata(path).await.map_err(unreadable)?.len();
    if size == 0 {
        return Err(ReplyRefused::FileEmpty { name });
    }
    if size > kind.max_bytes() {
        return Err(ReplyRefused::FileTooBig { name, kind });
    }
    let bytes = tokio::fs::read(path).await.map_err(unreadable)?;
    if bytes.len() as u64 > kind.max_bytes() {
        // It grew between the two looks.
        return Err(ReplyRefused::FileTooBig { name, kind });
    }
    let (bytes, sha) = tokio::task::spawn_blocking(move || {
        let sha = hex::encode(Sha256::digest(&bytes));
        (bytes, sha)
    })
    .await
    .map_err(|e| ReplyRefused::FileUnreadable {
        name: name.clone(),
        why: e.to_string(),
    })?;
    let now = engine.clock().now_ms();
    let key = sha.clone();
    let cached = engine
        .ledger()
        .read(move |c| crate::ledger::media::reusable(c, &key, now - REUSE_FOR))
        .await?;
    let media_id = match cached {
        Some(id) => id,
        None => {
            engine.media_limiter().until_ready().await;
            let id = engine
                .client()
                .upload_media(&engine.config().phone_number_id, bytes, mime, &name)
                .await
                .map_err(|e| ReplyRefused::Upload {
                    name: name.clone(),
                    why: e.to_string(),
                })?;
            let (stored, file_name) = (id.as_str().to_owned(), name.clone());
            engine
                .ledger()
                .write(move |c| {
                    crate::ledger::media::remember(
                        c,
                        &crate::ledger::media::Uploaded {
                            sha256: &sha,
                            media_id: &stored,
                            mime_type: mime,
                            file_name: &file_name,
                            size,
                            at: now,
                        },
                    )?;
                    Ok(())
                })
                .await?;
            id.as_str().to_owned()
        }
    };
    let caption = caption
        .map(|c| c.trim().to_owned())
        .filter(|c| !c.is_empty());
    let mut media = Media::id(media_id);
    if kind == FileKind::Document {
        media = media.with_filename(name);
    }
    if let Some(caption) = caption.filter(|_| kind != FileKind::Audio) {
        media = media.with_caption(caption);
    }
    Ok(match kind {
        FileKind::Image => MessageContent::Image(media),
        FileKind::Video => MessageContent::Video(media),
        FileKind::Document => MessageContent::Document(media),
        FileKind::Audio => MessageContent::Other {
            kind: "audio".into(),
            body: serde_json::to_value(&media).unwrap_or_default(),
        },
    })
}
