//! Every customer opted out of marketing: a page for a table or the local API, and the whole
//! list as CSV or XLSX (number, name, since, source, by, reason), guarded against formulas like
//! a campaign's report ([`crate::reports::escape_formula`]). Times are UTC.

use std::io::Write;
use std::path::Path;

use pacer_words::Said;
use rusqlite::{Connection, params};
use rust_xlsxwriter::{ExcelDateTime, Format, FormatAlign, Workbook};
use serde::{Deserialize, Serialize};

use super::history::{reason_said, source_said};
use crate::clock::Millis;
use crate::reports::{ExportError, escape_formula};

/// The most rows one page carries.
pub const PAGE_MAX: u32 = 1_000;

/// One customer opted out of marketing.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OptOutRow {
    /// Their number (E.164).
    pub phone: String,
    /// Their name, when a contact list has them.
    pub name: Option<String>,
    /// Since when (Unix milliseconds).
    pub since: Millis,
    /// Where the opt-out came from, as stored.
    pub source: String,
    /// `source` in plain words.
    pub source_said: Said,
    /// Who made it, when a person did.
    pub by: Option<String>,
    /// Why, when a person said.
    pub reason: Option<String>,
    /// `reason` as a catalogue message when Pacer wrote it.
    pub reason_said: Option<Said>,
}

/// Which page of opt-outs.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default)]
pub struct OptOutQuery {
    /// Rows to skip.
    pub offset: u32,
    /// Rows to return (1 to 1,000; 0 means 100).
    pub limit: u32,
}

/// A page of opt-outs, newest first, with how many there are in all.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OptOutPage {
    /// Customers opted out, in all.
    pub total: u64,
    /// Where this page starts.
    pub offset: u32,
    /// The page.
    pub rows: Vec<OptOutRow>,
}

/// The latest choice's source, person and reason explain the opt-out when that choice is the
/// stop; an opt-out recorded before choices were kept has only its own source.
const ROW_SQL: &str = "SELECT o.recipient, c.name, o.at,
        CASE WHEN p.value = 'stop' THEN p.source ELSE o.source END,
        CASE WHEN p.value = 'stop' THEN p.by_person END,
        CASE WHEN p.value = 'stop' THEN p.reason END
     FROM marketing_opt_outs o
     LEFT JOIN marketing_preferences p ON p.recipient = o.recipient
     LEFT JOIN contacts c ON c.phone = o.recipient
     ORDER BY o.at DESC, o.recipient";

fn row_of(r: &rusqlite::Row<'_>) -> rusqlite::Result<OptOutRow> {
    let source: String = r.get(3)?;
    let reason: Option<String> = r.get(5)?;
    Ok(OptOutRow {
        phone: r.get(0)?,
        name: r.get(1)?,
        since: r.get(2)?,
        source_said: source_said(&source),
        source,
        by: r.get(4)?,
        reason_said: reason_said(reason.as_deref()),
        reason,
    })
}

/// A page of the customers opted out of marketing.
pub fn opt_outs_page(conn: &Connection, query: OptOutQuery) -> rusqlite::Result<OptOutPage> {
    let total: i64 = conn.query_row("SELECT COUNT(*) FROM marketing_opt_outs", [], |r| r.get(0))?;
    let limit = if query.limit == 0 {
        100
    } else {
        query.limit.min(PAGE_MAX)
    };
    let rows = conn
        .prepare_cached(&format!("{ROW_SQL} LIMIT ?1 OFFSET ?2"))?
        .query_map(params![limit, query.offset], row_of)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(OptOutPage {
        total: total.max(0) as u64,
        offset: query.offset,
        rows,
    })
}

/// Every opt-out, newest first (one row each: a list of 100,000 is a few megabytes).
pub fn all_opt_outs(conn: &Connection) -> rusqlite::Result<Vec<OptOutRow>> {
    conn.prepare_cached(ROW_SQL)?
        .query_map([], row_of)?
        .collect()
}

const HEADERS: [&str; 6] = [
    "Phone",
    "Name",
    "Opted out since (UTC)",
    "Source",
    "By",
    "Reason",
];

fn time_text(at: Millis) -> String {
    chrono::DateTime::from_timestamp_millis(at)
        .map(|t| t.format("%Y-%m-%d %H:%M:%S").to_string())
        .unwrap_or_default()
}

/// Writes the opt-outs as CSV (UTF-8 with a byte-order mark, so Excel reads names in any
/// script). Sources and reasons are in English, like every export.
pub fn export_csv<W: Write>(rows: &[OptOutRow], mut writer: W) -> Result<(), ExportError> {
    writer.write_all("\u{feff}".as_bytes())?;
    let mut csv = csv::Writer::from_writer(writer);
    csv.write_record(HEADERS)?;
    for row in rows {
        let cells = [
            row.phone.clone(),
            row.name.clone().unwrap_or_default(),
            time_text(row.since),
            row.source_said.to_string(),
            row.by.clone().unwrap_or_default(),
            row.reason.clone().unwrap_or_default(),
        ];
        csv.write_record(cells.iter().map(|c| escape_formula(c).into_owned()))?;
    }
    csv.flush()?;
    Ok(())
}

/// The opt-outs as CSV in memory (for a download).
pub fn to_csv(rows: &[OptOutRow]) -> Result<Vec<u8>, ExportError> {
    let mut bytes = Vec::new();
    export_csv(rows, &mut bytes)?;
    Ok(bytes)
}

/// The opt-outs as an Excel workbook: one "Opt-outs" sheet, times as Excel dates (UTC), every
/// other cell text (never a formula; a cell a spreadsheet could take for one is quote-prefixed).
pub fn to_xlsx(rows: &[OptOutRow]) -> Result<Vec<u8>, ExportError> {
    let mut workbook = Workbook::new();
    let bold = Format::new().set_bold();
    let guarded = Format::new().set_quote_prefix();
    let time = Format::new()
        .set_num_format("yyyy-mm-dd hh:mm:ss")
        .set_align(FormatAlign::Left);
    let sheet = workbook.add_worksheet();
    sheet.set_name("Opt-outs")?;
    for (col, name) in (0u16..).zip(HEADERS) {
        sheet.write_string_with_format(0, col, name, &bold)?;
    }
    for (index, row) in rows.iter().enumerate() {
        let r = u32::try_from(index + 1).unwrap_or(u32::MAX);
        let texts = [
            (0u16, row.phone.clone()),
            (1, row.name.clone().unwrap_or_default()),
            (3, row.source_said.to_string()),
            (4, row.by.clone().unwrap_or_default()),
            (5, row.reason.clone().unwrap_or_default()),
        ];
        for (col, value) in texts {
            if value.is_empty() {
                continue;
            }
            if escape_formula(&value) != value.as_str() {
                sheet.write_string_with_format(r, col, &value, &guarded)?;
            } else {
                sheet.write_string(r, col, &value)?;
            }
        }
        let when = ExcelDateTime::from_timestamp(row.since.div_euclid(1000))?;
        sheet.write_datetime_with_format(r, 2, when, &time)?;
    }
    sheet.set_column_width(0, 18)?;
    sheet.set_column_width(1, 24)?;
    sheet.set_column_width(2, 20)?;
    sheet.set_column_width(3, 40)?;
    sheet.set_column_width(5, 40)?;
    Ok(workbook.save_to_buffer()?)
}

/// Writes the opt-outs to `path`, as XLSX when it ends in `.xlsx`, else CSV; returns how
/// many rows.
pub fn export_to(conn: &Connection, path: &Path) -> Result<usize, super::OptOutError> {
    let rows = all_opt_outs(conn)?;
    let xlsx = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("xlsx"));
    let bytes = if xlsx {
        to_xlsx(&rows)?
    } else {
        to_csv(&rows)?
    };
    std::fs::write(path, bytes).map_err(ExportError::from)?;
    Ok(rows.len())
}
