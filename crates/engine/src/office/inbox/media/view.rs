//! What the thread view reads about the files of some customer messages.

use std::collections::HashMap;
use std::path::Path;

use pacer_words::Said;
use rusqlite::{Connection, params_from_iter};
use serde::{Deserialize, Serialize};

use super::problem::MediaProblem;

/// Where a customer's file is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum MediaState {
    /// Not fetched yet (or waiting to try again: see `problem`).
    Waiting,
    /// In the data folder, at `path`.
    Stored,
    /// Meta no longer has it; it cannot be fetched.
    Expired,
    /// Larger than Meta allows for its kind; not downloaded.
    TooBig,
    /// Fetching failed several times; a person may try again.
    Failed,
}

impl MediaState {
    fn parse(state: &str) -> MediaState {
        match state {
            "stored" => MediaState::Stored,
            "expired" => MediaState::Expired,
            "too_big" => MediaState::TooBig,
            "failed" => MediaState::Failed,
            _ => MediaState::Waiting,
        }
    }
}

/// The file of one customer message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct InboundMediaView {
    /// Meta's media id (what "Try again" names).
    pub media_id: String,
    /// Where it is.
    pub state: MediaState,
    /// Its MIME type, when known.
    pub mime_type: Option<String>,
    /// Its size in bytes, once stored (or the size that made it too big).
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub size: Option<u64>,
    /// The name the customer gave a document, as they gave it (never used on disk).
    pub file_name: Option<String>,
    /// The stored file, absolute, once `stored`.
    pub path: Option<String>,
    /// Why it is not here (or why the last attempt failed), in English.
    pub problem: Option<String>,
    /// `problem` as a catalogue message, when Pacer recognises it.
    pub problem_said: Option<Said>,
}

/// The files of the messages `wamids`, by wamid (messages without a file are absent). Paths
/// are absolute: the data folder is the database's folder, as everywhere in Pacer.
pub fn media_for(
    conn: &Connection,
    wamids: &[String],
) -> rusqlite::Result<HashMap<String, InboundMediaView>> {
    let data_folder = conn
        .path()
        .filter(|p| !p.is_empty())
        .and_then(|p| Path::new(p).parent())
        .map(Path::to_path_buf)
        .unwrap_or_default();
    let mut out = HashMap::new();
    // SQLite allows 32,766 parameters; a thread shows far fewer messages at once.
    for chunk in wamids.chunks(500) {
        let marks = vec!["?"; chunk.len()].join(", ");
        let mut stmt = conn.prepare(&format!(
            "SELECT wamid, media_id, state, mime_type, size, file_name, path, error
             FROM inbound_media WHERE wamid IN ({marks})"
        ))?;
        let rows = stmt.query_map(params_from_iter(chunk.iter()), |r| {
            let state: String = r.get(2)?;
            let size: Option<i64> = r.get(4)?;
            let path: Option<String> = r.get(6)?;
            let error: Option<String> = r.get(7)?;
            let problem = error
                .as_deref()
                .map(|text| match MediaProblem::from_stored(text) {
                    Some(problem) => (problem.to_string(), Some(problem.said())),
                    None => (text.to_owned(), None),
                });
            let (problem, problem_said) = problem.unzip();
            Ok((
                r.get::<_, String>(0)?,
                InboundMediaView {
                    media_id: r.get(1)?,
                    state: MediaState::parse(&state),
                    mime_type: r.get(3)?,
                    size: size.and_then(|s| u64::try_from(s).ok()),
                    file_name: r.get(5)?,
                    path: path.map(|p| data_folder.join(p).to_string_lossy().into_owned()),
                    problem,
                    problem_said: problem_said.flatten(),
                },
            ))
        })?;
        for row in rows {
            let (wamid, view) = row?;
            out.insert(wamid, view);
        }
    }
    Ok(out)
}
