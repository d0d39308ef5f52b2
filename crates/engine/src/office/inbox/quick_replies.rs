//! Replies staff save for reuse ("Thank you, we received your payment"). This module owns
//! `quick_replies`.

use pacer_words::{Said, ids};
use rusqlite::{Connection, params};
use serde::{Deserialize, Serialize};

use crate::clock::Millis;

/// The longest title of a quick reply, in characters.
pub const TITLE_MAX_CHARS: usize = 60;
/// The longest quick reply: WhatsApp's limit for a text message.
pub const BODY_MAX_CHARS: usize = 4096;

/// A saved reply.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct QuickReply {
    /// Its id; `None` for one not saved yet.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub id: Option<i64>,
    /// What staff call it in the menu.
    pub title: String,
    /// What it says.
    pub body: String,
}

/// Why a quick reply was not saved.
#[derive(Debug)]
pub enum QuickReplyError {
    /// The title is empty or too long.
    Title,
    /// The text is empty or too long.
    Body,
    /// Another quick reply has this title.
    Taken(String),
    /// The database.
    Database(rusqlite::Error),
}

impl QuickReplyError {
    /// What happened and what to do, as a catalogue message.
    pub fn said(&self) -> Said {
        match self {
            QuickReplyError::Title => {
                Said::new(ids::INBOX_QUICK_REPLY_TITLE).with("max", TITLE_MAX_CHARS)
            }
            QuickReplyError::Body => {
                Said::new(ids::INBOX_QUICK_REPLY_BODY).with("max", BODY_MAX_CHARS)
            }
            QuickReplyError::Taken(title) => {
                Said::new(ids::INBOX_QUICK_REPLY_TAKEN).with("title", title.as_str())
            }
            QuickReplyError::Database(_) => Said::new(ids::INBOX_REPLY_NOT_TAKEN),
        }
    }
}

impl std::fmt::Display for QuickReplyError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            QuickReplyError::Database(e) => write!(f, "{}: {e}", self.said()),
            _ => write!(f, "{}", self.said()),
        }
    }
}

impl std::error::Error for QuickReplyError {}

impl From<rusqlite::Error> for QuickReplyError {
    fn from(e: rusqlite::Error) -> Self {
        QuickReplyError::Database(e)
    }
}

/// Every quick reply, by title.
pub fn quick_replies(conn: &Connection) -> rusqlite::Result<Vec<QuickReply>> {
    conn.prepare_cached("SELECT id, title, body FROM quick_replies ORDER BY title COLLATE NOCASE")?
        .query_map([], |r| {
            Ok(QuickReply {
                id: Some(r.get(0)?),
                title: r.get(1)?,
                body: r.get(2)?,
            })
        })?
        .collect()
}

/// Saves a new quick reply or changes one; answers it with its id.
pub fn save_quick_reply(
    conn: &Connection,
    reply: &QuickReply,
    now: Millis,
) -> Result<QuickReply, QuickReplyError> {
    let title = reply.title.trim();
    let body = reply.body.trim();
    if title.is_empty() || title.chars().count() > TITLE_MAX_CHARS {
        return Err(QuickReplyError::Title);
    }
    if body.is_empty() || body.chars().count() > BODY_MAX_CHARS {
        return Err(QuickReplyError::Body);
    }
    let taken = |e: rusqlite::Error| match e.sqlite_error_code() {
        Some(rusqlite::ErrorCode::ConstraintViolation) => QuickReplyError::Taken(title.to_owned()),
        _ => QuickReplyError::Database(e),
    };
    let id = match reply.id {
        Some(id) => {
            conn.execute(
                "UPDATE quick_replies SET title = ?2, body = ?3, updated_at = ?4 WHERE id = ?1",
                params![id, title, body, now],
            )
            .map_err(taken)?;
            id
        }
        None => {
            conn.execute(
                "INSERT INTO quick_replies (title, body, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)",
                params![title, body, now],
            )
            .map_err(taken)?;
            conn.last_insert_rowid()
        }
    };
    Ok(QuickReply {
        id: Some(id),
        title: title.to_owned(),
        body: body.to_owned(),
    })
}

/// Deletes a quick reply; answers whether there was one.
pub fn delete_quick_reply(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    Ok(conn.execute("DELETE FROM quick_replies WHERE id = ?1", [id])? > 0)
}
