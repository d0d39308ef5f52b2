//! Past imports: the `imports` table, which this module owns. Each finished import's report
//! is recorded here, so the history list can show it and its report can be read again.

use pacer_words::Said;
use rusqlite::{Connection, params};
use serde::{Deserialize, Serialize};

use super::report::{Counts, ImportReport};
use super::store::ensure_list;
use crate::clock::Millis;
/// One past import, for a history list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ImportRecord {
    /// Its id (for [`import_report`]).
    pub id: i64,
    /// The file's name.
    pub file_name: String,
    /// The list it went into.
    pub list: Option<String>,
    /// When.
    pub created_at: Millis,
    /// The report's one-line summary.
    pub summary: String,
    /// `summary` as a catalogue message: the window shows it in the person's language. Said
    /// again from the stored report's counts; `None` when they cannot be read (the window
    /// then shows `summary`).
    pub summary_said: Option<Said>,
}

/// The latest imports, newest first.
pub fn recent_imports(
    conn: &rusqlite::Connection,
    limit: u32,
) -> rusqlite::Result<Vec<ImportRecord>> {
    let mut stmt = conn.prepare(
        "SELECT i.id, i.file_name, l.name, i.created_at, json_extract(i.report, '$.summary'),
                json_remove(i.report, '$.invalid', '$.duplicates')
         FROM imports i LEFT JOIN lists l ON l.id = i.list_id
         ORDER BY i.id DESC LIMIT ?1",
    )?;
    let rows = stmt.query_map([limit], |r| {
        Ok(ImportRecord {
            id: r.get(0)?,
            file_name: r.get(1)?,
            list: r.get(2)?,
            created_at: r.get(3)?,
            summary: r.get::<_, Option<String>>(4)?.unwrap_or_default(),
            // The counts without the rows (up to 10,000 of each kind).
            summary_said: r
                .get::<_, Option<String>>(5)?
                .and_then(|counts| serde_json::from_str::<Counts>(&counts).ok())
                .map(|counts| counts.said()),
        })
    })?;
    rows.collect()
}

/// The full report of a past import (to show it again or download its problem rows).
pub fn import_report(
    conn: &rusqlite::Connection,
    id: i64,
) -> rusqlite::Result<Option<ImportReport>> {
    use rusqlite::OptionalExtension;
    let json: Option<String> = conn
        .query_row("SELECT report FROM imports WHERE id = ?1", [id], |r| {
            r.get(0)
        })
        .optional()?;
    // Reports saved by Pacer versions before the quoting rule hold whole cells.
    Ok(json
        .and_then(|j| serde_json::from_str::<ImportReport>(&j).ok())
        .map(ImportReport::quoted))
}

/// Records a finished import and its report.
pub(super) fn record_import(
    conn: &Connection,
    file_name: &str,
    list: &str,
    report_json: &str,
    now: Millis,
) -> rusqlite::Result<i64> {
    let list_id = ensure_list(conn, list, now)?;
    conn.prepare_cached(
        "INSERT INTO imports (file_name, list_id, report, created_at) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![file_name, list_id, report_json, now])?;
    Ok(conn.last_insert_rowid())
}
