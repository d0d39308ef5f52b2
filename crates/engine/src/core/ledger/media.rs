//! Files uploaded to Meta's media endpoint, `media_uploads`: which content (by SHA-256) already
//! has a media id, so the same bytes are uploaded once and the id re-used while Meta keeps it.
//! The one module that writes the table; invoice PDFs (and any later upload) come here.

use rusqlite::{Connection, OptionalExtension, params};

use crate::clock::Millis;

/// An upload Meta accepted, to be remembered.
#[derive(Debug, Clone, Copy)]
pub struct Uploaded<'a> {
    /// SHA-256 of the bytes sent, in hex.
    pub sha256: &'a str,
    /// The id Meta gave them.
    pub media_id: &'a str,
    /// Their type, as sent.
    pub mime_type: &'a str,
    /// The file's name, as sent.
    pub file_name: &'a str,
    /// Their size in bytes.
    pub size: u64,
    /// When Meta accepted them.
    pub at: Millis,
}

/// The media id of content with this SHA-256 uploaded after `after`, if any.
pub fn reusable(
    conn: &Connection,
    sha256: &str,
    after: Millis,
) -> rusqlite::Result<Option<String>> {
    conn.prepare_cached(
        "SELECT media_id FROM media_uploads WHERE sha256 = ?1 AND uploaded_at > ?2",
    )?
    .query_row(params![sha256, after], |r| r.get(0))
    .optional()
}

/// Remembers an upload (a newer upload of the same content replaces the older one).
pub fn remember(conn: &Connection, upload: &Uploaded<'_>) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO media_uploads (sha256, media_id, mime_type, file_name, size, uploaded_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (sha256) DO UPDATE SET media_id = excluded.media_id, uploaded_at = excluded.uploaded_at",
    )?
    .execute(params![
        upload.sha256,
        upload.media_id,
        upload.mime_type,
        upload.file_name,
        i64::try_from(upload.size).unwrap_or(i64::MAX),
        upload.at
    ])?;
    Ok(())
}

/// Moves every upload's time by `by` (the clock was set back while Pacer was stopped: an id
/// Meta still keeps for 10 more days must still count as 10 days from expiry).
pub(super) fn shift(conn: &Connection, by: Millis) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE media_uploads SET uploaded_at = uploaded_at + ?1",
        [by],
    )?;
    Ok(())
}
