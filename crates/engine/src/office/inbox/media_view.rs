//! Where a stored customer file is, for opening it with the system's viewer.

use std::path::Path;

use rusqlite::{Connection, OptionalExtension};

/// The absolute path of a stored customer file, when it is stored (`inbound_media.path` is
/// relative to the data folder, the database's folder).
pub fn stored_media_path(conn: &Connection, media_id: &str) -> rusqlite::Result<Option<String>> {
    let relative: Option<String> = conn
        .prepare_cached("SELECT path FROM inbound_media WHERE media_id = ?1 AND state = 'stored'")?
        .query_row([media_id], |r| r.get(0))
        .optional()?
        .flatten();
    let data_folder = conn
        .path()
        .filter(|p| !p.is_empty())
        .and_then(|p| Path::new(p).parent())
        .map(Path::to_path_buf)
        .unwrap_or_default();
    Ok(relative.map(|p| data_folder.join(p).to_string_lossy().into_owned()))
}
