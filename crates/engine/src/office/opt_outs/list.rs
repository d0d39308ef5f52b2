//! A do-not-contact list: a file of numbers (any format the importer reads, the phone column
//! found as an import finds it) whose every valid number stops receiving marketing at once,
//! by the person who imported it, with the reason "do-not-contact list <file name>".

use std::path::Path;

use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};

use super::{OptOutError, SOURCE_STAFF, history::list_reason, person};
use crate::dispatcher::PersonChoices;
use crate::engine::Engine;
use crate::import::{ColumnOverrides, DetectedColumns, ImportOptions, InvalidRow, ReasonCount};
use crate::ledger::state::{MarketingChoice, PersonChoiceOutcome};
use crate::phone::E164;

/// Customers handed to the dispatcher in one command (one ledger transaction): a list of
/// 100,000 numbers goes in steps, and each step holds as soon as it is written.
const NUMBERS_PER_STEP: usize = 5_000;

/// How to read a do-not-contact list.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DoNotContactOptions {
    /// ISO code of the country for numbers written without a country code (`PK`).
    pub default_country: String,
    /// The phone column, when the guess is wrong.
    #[serde(default)]
    pub columns: ColumnOverrides,
}

/// What a do-not-contact list did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DoNotContactReport {
    /// The file's name.
    pub file_name: String,
    /// Rows read (without the header).
    pub rows_read: u64,
    /// Different valid numbers in it.
    pub numbers: u64,
    /// Of those, opted out now.
    pub opted_out_now: u64,
    /// Of those, already opted out before (left as they were).
    pub already_opted_out: u64,
    /// Rows whose phone cell is not a usable number.
    pub invalid_count: u64,
    /// The first of those rows, with why.
    pub invalid: Vec<InvalidRow>,
    /// Every reason with its count.
    pub invalid_reasons: Vec<ReasonCount>,
    /// The columns used (the phone column, how it was found).
    pub columns: DetectedColumns,
    /// One line: "1,200 rows read: 1,180 customers opted out now, 15 already opted out, …".
    pub summary: String,
    /// `summary` as a catalogue message.
    pub summary_said: Said,
}

/// Reads `path` and opts out every valid number in it, by `by`, at once (through the
/// dispatcher, so marketing already queued for them is skipped). The file is read before
/// anything changes: a file that cannot be read changes nothing.
pub async fn import_do_not_contact(
    engine: &Engine,
    path: &Path,
    options: &DoNotContactOptions,
    by: &str,
) -> Result<DoNotContactReport, OptOutError> {
    let by = person(by)?;
    let read_path = path.to_owned();
    let import_options = ImportOptions {
        list: String::new(),
        default_country: options.default_country.clone(),
        columns: options.columns.clone(),
        tags: Vec::new(),
    };
    // Reading is CPU and disk work: off the async threads.
    let (numbers, report) = tokio::task::spawn_blocking(move || {
        let mut numbers: Vec<E164> = Vec::new();
        let report = crate::import::read_numbers(&read_path, &import_options, &mut |n| {
            numbers.push(n);
        })?;
        Ok::<_, OptOutError>((numbers, report))
    })
    .await
    .map_err(|_| OptOutError::Engine(crate::EngineError::Stopped))??;
    let reason = list_reason(&report.file_name).to_string();
    let mut opted_out_now = 0u64;
    let mut already = 0u64;
    for step in numbers.chunks(NUMBERS_PER_STEP) {
        let outcomes = engine
            .set_marketing_choices(PersonChoices {
                recipients: step.to_vec(),
                choice: MarketingChoice::Stop,
                source: SOURCE_STAFF.to_owned(),
                by: by.clone(),
                reason: Some(reason.clone()),
            })
            .await?;
        for outcome in outcomes {
            match outcome {
                PersonChoiceOutcome::Changed => opted_out_now += 1,
                PersonChoiceOutcome::AlreadySo => already += 1,
            }
        }
    }
    let summary_said = Said::new(ids::OPT_OUTS_IMPORT_SUMMARY)
        .with("rows", report.rows_read)
        .with("opted_out", opted_out_now)
        .with("already", already)
        .with("invalid", report.invalid_count);
    Ok(DoNotContactReport {
        file_name: report.file_name,
        rows_read: report.rows_read,
        numbers: numbers.len() as u64,
        opted_out_now,
        already_opted_out: already,
        invalid_count: report.invalid_count,
        invalid: report.invalid,
        invalid_reasons: report.invalid_reasons,
        columns: report.columns,
        summary: summary_said.to_string(),
        summary_said,
    })
}
