//! The import report: what happened to every row, in numbers and in one sentence (`docs/wording.md`:
//! numbers before adjectives, nothing silently dropped), the first problem rows to show, and
//! every problem row as a CSV a person can open in Excel and fix ([`super::problems`]).

use std::collections::HashMap;
use std::io::Write;

use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};

use super::columns::DetectedColumns;
use super::phone::InvalidReason;
use super::problems::{ProblemCsv, is_problems_file};
use super::quote;
use super::source::FileFormat;

/// A row whose number could not be used.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
    /// `message` as a catalogue message: the window shows it in the person's language.
    /// (Reports of Pacer versions before it are given one when read: [`ImportReport::quoted`].)
    #[serde(default = "unsaid")]
    pub message_said: Said,
}

/// A `_said` of a report stored before reports had them, until [`ImportReport::quoted`]
/// says it again from the report's codes and counts.
fn unsaid() -> Said {
    Said::new(ids::ENGINE_IMPORT_REASON)
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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
    /// `summary` as a catalogue message: the window shows it in the person's language.
    /// (Reports of Pacer versions before it are given one when read: [`ImportReport::quoted`].)
    #[serde(default = "unsaid")]
    pub summary_said: Said,
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

/// What a report's one-sentence summary is made of: its counts (a stored report's, read
/// without its rows, for the history list: [`super::history`]).
#[derive(Debug, Clone, Deserialize)]
pub(super) struct Counts {
    rows_read: u64,
    contacts: u64,
    duplicate_count: u64,
    invalid_count: u64,
    invalid_reasons: Vec<ReasonCount>,
    empty_rows: u64,
    saved: Option<Saved>,
}

impl Counts {
    /// See [`ImportReport::summary_said`].
    pub(super) fn said(&self) -> Said {
        summary(
            self.rows_read,
            self.contacts,
            self.duplicate_count,
            (self.invalid_count, self.invalid_reasons.first()),
            self.empty_rows,
            self.saved,
        )
    }
}

/// The one-sentence summary (`engine-import-summary`): every count as a number (a count of
/// 0 leaves its part out), and the commonest reason numbers were not valid
/// (`engine-import-summary-problem`).
fn summary(
    rows_read: u64,
    contacts: u64,
    duplicates: u64,
    (invalid, commonest): (u64, Option<&ReasonCount>),
    empty: u64,
    saved: Option<Saved>,
) -> Said {
    let done = saved.unwrap_or_default();
    let said = Said::new(ids::ENGINE_IMPORT_SUMMARY)
        .with("rows", rows_read)
        .with("saved", if saved.is_some() { "yes" } else { "no" })
        .with("contacts", contacts)
        .with("new", done.new)
        .with("updated", done.updated)
        .with("unchanged", done.unchanged)
        .with("opted_out", done.opted_out)
        .with("duplicates", duplicates)
        .with("invalid", invalid)
        .with("empty", empty);
    let Some(ReasonCount { reason, count: n }) = commonest else {
        return said.with("commonest", "none");
    };
    let n = *n;
    let commonest = if invalid == 1 {
        "it"
    } else if n == invalid {
        "all"
    } else if n * 2 > invalid {
        "most"
    } else if n == 1 {
        "single"
    } else {
        "some"
    };
    reason.fill(said.with("commonest", commonest).with("reason_count", n))
}

impl ImportReport {
    /// The one-line summary, `docs/wording.md` style: "1,250 rows read: 1,180 contacts added, 38
    /// duplicates merged, 32 numbers not valid (see the list — most are missing a digit)."
    /// In English, from [`ImportReport::summary_said`].
    pub fn summarise(&self) -> String {
        self.summary_said().to_string()
    }

    /// The summary as a catalogue message (`engine-import-summary`), for the window.
    pub fn summary_said(&self) -> Said {
        summary(
            self.rows_read,
            self.contacts,
            self.duplicate_count,
            (self.invalid_count, self.invalid_reasons.first()),
            self.empty_rows,
            self.saved,
        )
    }

    /// The report with every piece of the file it quotes cut to the quoting rule
    /// ([`super::quote`]): a report an import makes is already; one saved by an earlier
    /// Pacer may hold whole cells.
    ///
    /// Its catalogue messages (`summary_said`, each row's `message_said`) are said again from
    /// its counts and codes: reports of Pacer versions before them have none.
    pub fn quoted(mut self) -> ImportReport {
        self.summary_said = self.summary_said();
        for row in &mut self.invalid {
            row.message_said = row.reason.said();
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

#[cfg(test)]
mod tests {
    use pacer_words::Arg;

    use super::*;
    use crate::numbers::thousands;

    fn report(
        (rows_read, contacts, duplicate_count, empty_rows): (u64, u64, u64, u64),
        invalid_reasons: Vec<ReasonCount>,
        saved: Option<Saved>,
    ) -> ImportReport {
        ImportReport {
            file_name: "customers.csv".into(),
            list: "Customers".into(),
            format: FileFormat::Csv,
            encoding: None,
            delimiter: Some(','),
            sheet: None,
            header_row: Some(1),
            columns: DetectedColumns {
                phone: "Mobile".into(),
                phone_found_by: super::super::columns::FoundBy::Header,
                name: vec![],
                attributes: vec![],
            },
            default_country: "PK".into(),
            rows_read,
            contacts,
            duplicate_count,
            duplicates: vec![],
            invalid_count: invalid_reasons.iter().map(|r| r.count).sum(),
            invalid: vec![],
            invalid_reasons,
            empty_rows,
            saved,
            summary: String::new(),
            summary_said: unsaid(),
            truncated: false,
            problems_file: None,
        }
    }

    // The summary as Pacer wrote it before its words came from the catalogue, word for word.
    fn count(n: u64, one: &str, many: &str) -> String {
        format!("{} {}", thousands(n), if n == 1 { one } else { many })
    }

    fn of_many(reason: &InvalidReason) -> String {
        match reason {
            InvalidReason::Empty => "are empty".into(),
            InvalidReason::NotANumber => "are not phone numbers".into(),
            InvalidReason::SeveralNumbers => "have more than one number in the cell".into(),
            InvalidReason::ShortenedByExcel => "were shortened by Excel".into(),
            InvalidReason::TooShort => "are missing a digit".into(),
            InvalidReason::TooLong => "have a digit too many".into(),
            InvalidReason::UnknownCountryCode => "have an unknown country code".into(),
            InvalidReason::NotValidFor { country } => {
                format!("are not valid numbers for {country}")
            }
        }
    }

    fn of_one(reason: &InvalidReason) -> String {
        match reason {
            InvalidReason::Empty => "is empty".into(),
            InvalidReason::NotANumber => "is not a phone number".into(),
            InvalidReason::SeveralNumbers => "has more than one number in the cell".into(),
            InvalidReason::ShortenedByExcel => "was shortened by Excel".into(),
            InvalidReason::TooShort => "is missing a digit".into(),
            InvalidReason::TooLong => "has a digit too many".into(),
            InvalidReason::UnknownCountryCode => "has an unknown country code".into(),
            InvalidReason::NotValidFor { country } => {
                format!("is not a valid number for {country}")
            }
        }
    }

    fn commonest_problem_before(r: &ImportReport) -> String {
        let Some(ReasonCount { reason, count: n }) = r.invalid_reasons.first() else {
            return "see the list".into();
        };
        let (n, total) = (*n, r.invalid_count);
        if total == 1 {
            format!("see the list — it {}", of_one(reason))
        } else if n == total {
            format!("see the list — all {}", of_many(reason))
        } else if n * 2 > total {
            format!("see the list — most {}", of_many(reason))
        } else if n == 1 {
            format!("see the list — 1 {}", of_one(reason))
        } else {
            format!("see the list — {} {}", thousands(n), of_many(reason))
        }
    }

    fn summary_before(r: &ImportReport) -> String {
        let mut parts: Vec<String> = Vec::new();
        match r.saved {
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
            None => parts.push(count(r.contacts, "contact", "contacts")),
        }
        if r.duplicate_count > 0 {
            parts.push(count(
                r.duplicate_count,
                "duplicate merged",
                "duplicates merged",
            ));
        }
        if r.invalid_count > 0 {
            parts.push(format!(
                "{} ({})",
                count(r.invalid_count, "number not valid", "numbers not valid"),
                commonest_problem_before(r)
            ));
        }
        if r.empty_rows > 0 {
            parts.push(count(
                r.empty_rows,
                "empty row skipped",
                "empty rows skipped",
            ));
        }
        let mut summary = format!(
            "{} read: {}.",
            count(r.rows_read, "row", "rows"),
            parts.join(", ")
        );
        if let Some(saved) = r.saved
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

    fn every_reason() -> Vec<InvalidReason> {
        vec![
            InvalidReason::Empty,
            InvalidReason::NotANumber,
            InvalidReason::SeveralNumbers,
            InvalidReason::ShortenedByExcel,
            InvalidReason::TooShort,
            InvalidReason::TooLong,
            InvalidReason::UnknownCountryCode,
            InvalidReason::NotValidFor {
                country: "PK".into(),
            },
        ]
    }

    #[test]
    fn in_english_the_summary_reads_as_pacer_has_always_written_it() {
        let counts = [0, 1, 2, 1_250];
        // Each reason counted 1, 2, a majority, all or a minority of the invalid numbers.
        let mut tallies: Vec<Vec<ReasonCount>> = vec![vec![]];
        for reason in every_reason() {
            let other = ReasonCount {
                reason: InvalidReason::TooLong,
                count: 1,
            };
            let of = |count| ReasonCount {
                reason: reason.clone(),
                count,
            };
            tallies.push(vec![of(1)]);
            tallies.push(vec![of(2)]);
            tallies.push(vec![of(1_180)]);
            tallies.push(vec![of(3), other.clone()]);
            tallies.push(vec![of(2), other.clone(), other.clone(), other.clone()]);
            tallies.push(vec![of(1), other.clone()]);
        }
        let mut checked = 0;
        for &n in &counts {
            for &m in &counts {
                for tally in &tallies {
                    for saved in [
                        None,
                        Some(Saved {
                            new: n,
                            updated: m,
                            unchanged: n,
                            opted_out: m,
                        }),
                        Some(Saved {
                            new: m,
                            updated: 0,
                            unchanged: m,
                            opted_out: n,
                        }),
                    ] {
                        let r = report((n + m + 7, n, m, n), tally.clone(), saved);
                        assert_eq!(r.summarise(), summary_before(&r), "{r:?}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 1_000, "{checked}");
        let r = report(
            (1_250, 1_180, 38, 0),
            vec![ReasonCount {
                reason: InvalidReason::TooShort,
                count: 32,
            }],
            None,
        );
        assert_eq!(
            r.summarise(),
            "1,250 rows read: 1,180 contacts, 38 duplicates merged, 32 numbers not valid \
             (see the list — all are missing a digit)."
        );
    }

    #[test]
    fn the_summary_is_said_with_its_counts_as_numbers_and_the_commonest_reason() {
        let r = report(
            (1_250, 1_180, 38, 0),
            vec![
                ReasonCount {
                    reason: InvalidReason::NotValidFor {
                        country: "PK".into(),
                    },
                    count: 30,
                },
                ReasonCount {
                    reason: InvalidReason::TooShort,
                    count: 2,
                },
            ],
            Some(Saved {
                new: 1_100,
                updated: 80,
                unchanged: 0,
                opted_out: 1,
            }),
        );
        let said = r.summary_said();
        assert_eq!(said.id, ids::ENGINE_IMPORT_SUMMARY);
        let arg = |name: &str| said.args.get(name).cloned();
        assert_eq!(arg("rows"), Some(Arg::Number(1_250.0)));
        assert_eq!(arg("new"), Some(Arg::Number(1_100.0)));
        assert_eq!(arg("updated"), Some(Arg::Number(80.0)));
        assert_eq!(arg("invalid"), Some(Arg::Number(32.0)));
        assert_eq!(arg("opted_out"), Some(Arg::Number(1.0)));
        assert_eq!(arg("saved"), Some(Arg::Text("yes".into())));
        assert_eq!(arg("commonest"), Some(Arg::Text("most".into())));
        assert_eq!(arg("reason"), Some(Arg::Text("not_valid_for".into())));
        assert_eq!(arg("country"), Some(Arg::Text("PK".into())));
        assert_eq!(arg("reason_count"), Some(Arg::Number(30.0)));
        // A stored report (without its `_said`s) is given them when read back.
        let mut json = serde_json::to_value(&r).expect("json");
        json.as_object_mut().expect("object").remove("summary_said");
        let stored: ImportReport = serde_json::from_value(json).expect("an older report");
        assert_eq!(stored.quoted().summary_said, said);
    }

    #[test]
    fn a_row_says_why_its_number_is_not_valid_in_english_as_before_and_as_a_message() {
        let before = [
            "empty",
            "not a phone number",
            "more than one number in the cell",
            "shortened by Excel (scientific notation lost digits)",
            "too short",
            "too long",
            "unknown country code",
            "not a valid number for PK",
        ];
        for (reason, english) in every_reason().iter().zip(before) {
            assert_eq!(reason.to_string(), english);
            let said = reason.said();
            assert_eq!(said.id, ids::ENGINE_IMPORT_REASON);
            assert_eq!(
                said.args.get("reason"),
                Some(&Arg::Text(reason.kind().into()))
            );
            // The kind is the reason's `code` in JSON, which the window also reads.
            let json = serde_json::to_value(reason).expect("json");
            assert_eq!(json["code"], reason.kind());
        }
    }
}
