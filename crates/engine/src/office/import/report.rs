//! The import report: what happened to every row, in numbers and in one sentence (`docs/wording.md`:
//! numbers before adjectives, nothing silently dropped), the first problem rows to show, and
//! every problem row as a CSV a person can open in Excel and fix ([`super::problems`]).

use std::collections::HashMap;
use std::io::Write;

use serde::{Deserialize, Serialize};

use super::columns::DetectedColumns;
use super::phone::InvalidReason;
use super::problems::{ProblemCsv, is_problems_file};
use super::quote;
use super::source::FileFormat;
use crate::numbers::thousands;

/// A row whose number could not be used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct InvalidRow {
    /// Row number as a spreadsheet program shows it.
    pub row: u64,
    /// The phone cell as it was in the file.
    pub value: String,
    /// The row's name, to help find the customer.
    pub name: Option<String>,
    /// Why (typed, for the UI).
    pub reason: InvalidReason,
    /// Why, in words ("too short").
    pub message: String,
}

/// A row whose number appeared earlier in the file; its cells were merged into that row's
/// contact (later cells win).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DuplicateRow {
    /// Row number as a spreadsheet program shows it.
    pub row: u64,
    /// The first row with the same number.
    pub merged_into: u64,
    /// The number, E.164.
    pub phone: String,
    /// The phone cell as it was in the file.
    pub value: String,
    /// The row's name.
    pub name: Option<String>,
}

/// How many numbers were not valid for one reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ReasonCount {
    /// The reason.
    pub reason: InvalidReason,
    /// Rows with it.
    pub count: u64,
}

/// Rows listed in [`ImportReport::duplicates`] and [`ImportReport::invalid`] at most (each);
/// the counts cover every row, and an import's problem-row file
/// ([`ImportReport::problems_file`]) has every one. A file of millions of bad rows must not
/// make a report of hundreds of megabytes, kept in memory, stored and sent to the window whole.
pub const MAX_LISTED: usize = 10_000;

/// What the import did to the saved contacts (absent in a preview).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Saved {
    /// Numbers Pacer did not know before.
    pub new: u64,
    /// Known numbers whose name or attributes changed.
    pub updated: u64,
    /// Known numbers the file had nothing new for.
    pub unchanged: u64,
    /// Contacts of this file who turned off marketing messages; they stay opted out.
    pub opted_out: u64,
}

/// Everything an import (or a preview) found out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ImportReport {
    /// The file's name (without its folder).
    pub file_name: String,
    /// The list the contacts went into.
    pub list: String,
    /// CSV, XLSX, XLS or ODS.
    pub format: FileFormat,
    /// Text files: the encoding found.
    pub encoding: Option<String>,
    /// Text files: the delimiter found.
    pub delimiter: Option<char>,
    /// Spreadsheets: the sheet read.
    pub sheet: Option<String>,
    /// The header row's number, when the file has one.
    pub header_row: Option<u64>,
    /// The columns used.
    pub columns: DetectedColumns,
    /// Country for numbers written without a country code.
    pub default_country: String,
    /// Rows below the header (or from the first row of data), empty ones included.
    /// `rows_read = contacts + duplicate_count + invalid_count + empty_rows`.
    pub rows_read: u64,
    /// Different valid numbers in the file.
    pub contacts: u64,
    /// Rows merged into an earlier row with the same number.
    pub duplicate_count: u64,
    /// Those rows (the first [`MAX_LISTED`]; see `truncated`).
    pub duplicates: Vec<DuplicateRow>,
    /// Rows whose number could not be used.
    pub invalid_count: u64,
    /// Those rows (the first [`MAX_LISTED`]; see `truncated`).
    pub invalid: Vec<InvalidRow>,
    /// How many for each reason, commonest first.
    pub invalid_reasons: Vec<ReasonCount>,
    /// Rows with no cell filled, skipped.
    pub empty_rows: u64,
    /// What happened to the saved contacts; `None` for a preview.
    pub saved: Option<Saved>,
    /// One sentence for the person ("1,250 rows read: …").
    pub summary: String,
    /// `duplicates` or `invalid` lists fewer rows than it counts (only the first
    /// [`MAX_LISTED`] of each are listed); `problems_file` has every one.
    #[serde(default)]
    pub truncated: bool,
    /// Every row to fix (invalid numbers and merged duplicates, in row order) as a CSV in
    /// Pacer's data folder, written by an import. `None` for a preview, when there was
    /// nothing to fix, and in reports of Pacer versions before it.
    #[serde(default)]
    pub problems_file: Option<String>,
}

fn count(n: u64, one: &str, many: &str) -> String {
    format!("{} {}", thousands(n), if n == 1 { one } else { many })
}

impl ImportReport {
    /// The one-line summary, `docs/wording.md` style: "1,250 rows read: 1,180 contacts added, 38
    /// duplicates merged, 32 numbers not valid (see the list — most are missing a digit)."
    pub fn summarise(&self) -> String {
        let mut parts: Vec<String> = Vec::new();
        match self.saved {
            Some(saved) => {
                parts.push(count(saved.new, "contact added", "contacts added"));
                if saved.updated > 0 {
                    parts.push(count(saved.updated, "contact updated", "contacts updated"));
                }
                if saved.unchanged > 0 {
                    parts.push(count(
                        saved.unchanged,
                        "contact already up to date",
                        "contacts already up to date",
                    ));
                }
            }
            None => parts.push(count(self.contacts, "contact", "contacts")),
        }
        if self.duplicate_count > 0 {
            parts.push(count(
                self.duplicate_count,
                "duplicate merged",
                "duplicates merged",
            ));
        }
        if self.invalid_count > 0 {
            parts.push(format!(
                "{} ({})",
                count(self.invalid_count, "number not valid", "numbers not valid"),
                self.commonest_problem()
            ));
        }
        if self.empty_rows > 0 {
            parts.push(count(
                self.empty_rows,
                "empty row skipped",
                "empty rows skipped",
            ));
        }
        let mut summary = format!(
            "{} read: {}.",
            count(self.rows_read, "row", "rows"),
            parts.join(", ")
        );
        if let Some(saved) = self.saved
            && saved.opted_out > 0
        {
            summary.push_str(&if saved.opted_out == 1 {
                " 1 of them turned off marketing messages earlier and stays opted out.".to_owned()
            } else {
                format!(
                    " {} of them turned off marketing messages earlier and stay opted out.",
                    thousands(saved.opted_out)
                )
            });
        }
        summary
    }

    /// The report with every piece of the file it quotes cut to the quoting rule
    /// ([`super::quote`]): a report an import makes is already; one saved by an earlier
    /// Pacer may hold whole cells.
    pub fn quoted(mut self) -> ImportReport {
        for row in &mut self.invalid {
            row.value = quote::phone_cell(&row.value, row.reason == InvalidReason::NotANumber);
            row.name = row.name.as_deref().map(quote::quote);
        }
        for row in &mut self.duplicates {
            row.value = quote::quote(&row.value);
            row.name = row.name.as_deref().map(quote::quote);
        }
        let columns = &mut self.columns;
        columns.phone = quote::quote(&columns.phone);
        for label in columns.name.iter_mut().chain(columns.attributes.iter_mut()) {
            *label = quote::quote(label);
        }
        self.sheet = self.sheet.as_deref().map(quote::quote);
        self
    }

    /// "see the list — most are missing a digit".
    fn commonest_problem(&self) -> String {
        let Some(ReasonCount { reason, count: n }) = self.invalid_reasons.first() else {
            return "see the list".into();
        };
        let (n, total) = (*n, self.invalid_count);
        if total == 1 {
            format!("see the list — it {}", reason.of_one())
        } else if n == total {
            format!("see the list — all {}", reason.of_many())
        } else if n * 2 > total {
            format!("see the list — most {}", reason.of_many())
        } else if n == 1 {
            format!("see the list — 1 {}", reason.of_one())
        } else {
            format!("see the list — {} {}", thousands(n), reason.of_many())
        }
    }

    /// Counts per reason, commonest first (ties in the order of [`InvalidReason`]).
    pub(crate) fn reasons_of(tally: HashMap<InvalidReason, u64>) -> Vec<ReasonCount> {
        let mut reasons: Vec<ReasonCount> = tally
            .into_iter()
            .map(|(reason, count)| ReasonCount { reason, count })
            .collect();
        reasons.sort_by(|a, b| b.count.cmp(&a.count).then(a.reason.cmp(&b.reason)));
        reasons
    }

    /// Writes the rows that need a person's attention — invalid numbers and merged
    /// duplicates, in row order — as CSV (row, name, number, problem), safe to open in a
    /// spreadsheet: a cell starting with `=`, `+`, `-`, `@`, tab or carriage return gets a
    /// leading `'` so it is never run as a formula.
    ///
    /// Every one of them when the import saved them ([`ImportReport::problems_file`]), else
    /// the rows this report lists (a preview, or a file removed since). Returns how many rows
    /// were written: fewer than `invalid_count + duplicate_count` means only the listed ones.
    pub fn write_problem_rows(&self, mut out: impl Write) -> std::io::Result<u64> {
        if let Some(path) = &self.problems_file {
            let file = if is_problems_file(std::path::Path::new(path)) {
                std::fs::File::open(path)
            } else {
                Err(std::io::Error::other(
                    "not a list of rows to fix Pacer wrote",
                ))
            };
            match file {
                Ok(file) => {
                    std::io::copy(&mut std::io::BufReader::new(file), &mut out)?;
                    out.flush()?;
                    return Ok(self.invalid_count + self.duplicate_count);
                }
                Err(e) => tracing::warn!(
                    "the import's rows to fix ({path}) could not be read, so only the rows its report lists are written: {e}"
                ),
            }
        }
        let mut csv = ProblemCsv::new(out)?;
        let (mut invalid, mut duplicates) = (
            self.invalid.iter().peekable(),
            self.duplicates.iter().peekable(),
        );
        let mut written = 0;
        loop {
            let invalid_first = match (invalid.peek(), duplicates.peek()) {
                (Some(i), Some(d)) => i.row <= d.row,
                (Some(_), None) => true,
                (None, Some(_)) => false,
                (None, None) => break,
            };
            if invalid_first && let Some(r) = invalid.next() {
                csv.invalid(r.row, r.name.as_deref(), &r.value, &r.message)?;
            } else if let Some(d) = duplicates.next() {
                csv.duplicate(d.row, d.name.as_deref(), &d.value, d.merged_into, &d.phone)?;
            }
            written += 1;
        }
        csv.flush()?;
        Ok(written)
    }
}
