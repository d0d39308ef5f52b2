//! The rows of `inbound_media`: every write to the table is here.
//!
//! A row is born `waiting` when a media message is discovered in `inbound_messages`, and ends
//! `stored`, `expired`, `too_big` or `failed`. A waiting row is due at `next_attempt_at`; each
//! failed attempt counts in `attempts` and keeps its problem in `error`.

use rusqlite::{Connection, OptionalExtension, params};

use crate::clock::Millis;

use super::kinds::MediaKind;
use super::problem::MediaProblem;

/// A waiting row that is due, with what fetching it needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct DueFile {
    pub media_id: String,
    pub wamid: String,
    pub kind: MediaKind,
    /// A sticker's `animated` (its limit is five times a static one's).
    pub animated: bool,
    /// The MIME type the webhook gave, if any.
    pub mime_type: Option<String>,
    /// The SHA-256 the webhook gave (base64), if any.
    pub webhook_sha256: Option<String>,
    pub attempts: u32,
}

/// What a stored file is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct StoredFile {
    pub mime_type: String,
    pub sha256: String,
    pub size: u64,
    /// Relative to the data folder.
    pub path: String,
}

/// The kinds that carry a file, as SQL's `IN (…)` list.
const MEDIA_KINDS_SQL: &str = "('image', 'video', 'audio', 'document', 'sticker')";

/// Turns the media messages after `after` (an `inbound_messages.id`) into waiting rows, due
/// now. Returns the newest id looked at, to start from next time. A message without a media id
/// in its detail (stored before Pacer kept details) is left alone.
pub(super) fn discover(conn: &Connection, after: i64, now: Millis) -> rusqlite::Result<i64> {
    let newest: Option<i64> = conn
        .query_row("SELECT MAX(id) FROM inbound_messages", [], |r| r.get(0))
        .optional()?
        .flatten();
    let Some(newest) = newest.filter(|n| *n > after) else {
        return Ok(after);
    };
    conn.execute(
        &format!(
            "INSERT OR IGNORE INTO inbound_media
                 (media_id, wamid, mime_type, file_name, state, attempts, next_attempt_at, updated_at)
             SELECT json_extract(m.detail, '$.id'), m.wamid,
                    json_extract(m.detail, '$.mime_type'), json_extract(m.detail, '$.filename'),
                    'waiting', 0, ?2, ?2
             FROM inbound_messages m
             WHERE m.id > ?1 AND m.id <= ?3
               AND m.kind IN {MEDIA_KINDS_SQL}
               -- SQLite may test the terms in any order: json_type only sees valid JSON.
               AND CASE WHEN json_valid(m.detail) THEN json_type(m.detail, '$.id') END = 'text'"
        ),
        params![after, now, newest],
    )?;
    Ok(newest)
}

/// At start: every waiting row is due now. Pacer may have been closed for days, and what
/// failed then (the network, Meta busy) may well work now; the seven days do not wait.
pub(super) fn resume(conn: &Connection, now: Millis) -> rusqlite::Result<usize> {
    conn.execute(
        "UPDATE inbound_media SET next_attempt_at = ?1
         WHERE state = 'waiting' AND (next_attempt_at IS NULL OR next_attempt_at > ?1)",
        params![now],
    )
}

/// Waiting rows due by `now`, the longest-waiting first.
pub(super) fn due(conn: &Connection, now: Millis, limit: u32) -> rusqlite::Result<Vec<DueFile>> {
    let mut stmt = conn.prepare_cached(
        "SELECT f.media_id, f.wamid, m.kind,
                CASE WHEN json_valid(m.detail) THEN json_extract(m.detail, '$.animated') IS 1 END,
                f.mime_type,
                CASE WHEN json_valid(m.detail) THEN json_extract(m.detail, '$.sha256') END,
                f.attempts
         FROM inbound_media f LEFT JOIN inbound_messages m ON m.wamid = f.wamid
         WHERE f.state = 'waiting' AND f.next_attempt_at <= ?1
         ORDER BY f.next_attempt_at
         LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![now, limit], |r| {
        let kind: Option<String> = r.get(2)?;
        let mime_type: Option<String> = r.get(4)?;
        let animated: Option<i64> = r.get(3)?;
        Ok(DueFile {
            media_id: r.get(0)?,
            wamid: r.get(1)?,
            kind: kind
                .as_deref()
                .and_then(MediaKind::parse)
                .unwrap_or_else(|| MediaKind::from_mime(mime_type.as_deref().unwrap_or_default())),
            animated: animated.unwrap_or(0) != 0,
            mime_type,
            webhook_sha256: r.get::<_, Option<String>>(5).ok().flatten(),
            attempts: u32::try_from(r.get::<_, i64>(6)?).unwrap_or(u32::MAX),
        })
    })?;
    rows.collect()
}

/// When the next waiting row is due, if any.
pub(super) fn next_due(conn: &Connection) -> rusqlite::Result<Option<Millis>> {
    conn.query_row(
        "SELECT MIN(next_attempt_at) FROM inbound_media WHERE state = 'waiting'",
        [],
        |r| r.get(0),
    )
}

/// The file is in the data folder.
pub(super) fn mark_stored(
    conn: &Connection,
    media_id: &str,
    file: &StoredFile,
    now: Millis,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE inbound_media
         SET state = 'stored', mime_type = ?2, sha256 = ?3, size = ?4, path = ?5,
             attempts = attempts + 1, next_attempt_at = NULL, error = NULL, updated_at = ?6
         WHERE media_id = ?1",
        params![
            media_id,
            file.mime_type,
            file.sha256,
            i64::try_from(file.size).unwrap_or(i64::MAX),
            file.path,
            now
        ],
    )?;
    Ok(())
}

/// The attempt failed: wait until `retry_at`, or give up (`None`) as `expired`, `too_big` or
/// `failed` by the problem.
pub(super) fn mark_failed(
    conn: &Connection,
    media_id: &str,
    problem: &MediaProblem,
    retry_at: Option<Millis>,
    now: Millis,
) -> rusqlite::Result<()> {
    let state = match (problem, retry_at) {
        (_, Some(_)) => "waiting",
        (MediaProblem::Expired, None) => "expired",
        (MediaProblem::TooBig { .. }, None) => "too_big",
        (_, None) => "failed",
    };
    let size = match problem {
        MediaProblem::TooBig { size, .. } => Some(i64::try_from(*size).unwrap_or(i64::MAX)),
        _ => None,
    };
    conn.execute(
        "UPDATE inbound_media
         SET state = ?2, attempts = attempts + 1, next_attempt_at = ?3, error = ?4,
             size = COALESCE(?5, size), updated_at = ?6
         WHERE media_id = ?1",
        params![media_id, state, retry_at, problem.stored(), size, now],
    )?;
    Ok(())
}

/// A person asks for the file again: a row that failed (or is waiting) becomes due now with
/// its attempts counted afresh. Returns whether there was such a row. A stored, expired or
/// too-big file is left as it is: asking again cannot change it.
pub fn fetch_again(conn: &Connection, media_id: &str, now: Millis) -> rusqlite::Result<bool> {
    let changed = conn.execute(
        "UPDATE inbound_media
         SET state = 'waiting', attempts = 0, next_attempt_at = ?2, updated_at = ?2
         WHERE media_id = ?1 AND state IN ('waiting', 'failed')",
        params![media_id, now],
    )?;
    Ok(changed > 0)
}
