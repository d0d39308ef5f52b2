//! The files customers sent, as a thread shows them (read from `inbound_media`).

use std::collections::HashMap;

use rusqlite::Connection;

use super::model::{InboundMediaState, InboundMediaView};

/// The file of each of these customer messages that carries one, by the message's wamid.
pub fn media_for(
    conn: &Connection,
    wamids: &[&str],
) -> rusqlite::Result<HashMap<String, InboundMediaView>> {
    let mut out = HashMap::new();
    let mut statement = conn.prepare_cached(
        "SELECT media_id, state, mime_type, size, file_name, path, error FROM inbound_media WHERE wamid = ?1",
    )?;
    for wamid in wamids {
        let found = statement
            .query_map([wamid], |r| {
                let state: String = r.get(1)?;
                Ok(InboundMediaView {
                    media_id: r.get(0)?,
                    state: match state.as_str() {
                        "stored" => InboundMediaState::Stored,
                        "expired" => InboundMediaState::Expired,
                        "too_big" => InboundMediaState::TooBig,
                        "failed" => InboundMediaState::Failed,
                        _ => InboundMediaState::Waiting,
                    },
                    mime_type: r.get(2)?,
                    size: r.get(3)?,
                    file_name: r.get(4)?,
                    path: r.get(5)?,
                    problem: r.get(6)?,
                    problem_said: None,
                })
            })?
            .next()
            .transpose()?;
        if let Some(view) = found {
            out.insert((*wamid).to_owned(), view);
        }
    }
    Ok(out)
}

/// Where a stored customer file is, when it is stored.
pub fn stored_media_path(conn: &Connection, media_id: &str) -> rusqlite::Result<Option<String>> {
    use rusqlite::OptionalExtension;
    conn.prepare_cached("SELECT path FROM inbound_media WHERE media_id = ?1 AND state = 'stored'")?
        .query_row([media_id], |r| r.get(0))
        .optional()
        .map(Option::flatten)
}
