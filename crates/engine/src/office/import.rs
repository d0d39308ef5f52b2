//! Importing contact lists (`docs/sending.md#import-and-dedupe`): the first step of `docs/sending.md#the-flow-of-one-message`, from the
//! CSV or Excel file a billing system exported to contacts in a list that a campaign can
//! target.
//!
//! [`import_file`] reads the file ([`source`]: format, encoding and delimiter found on their
//! own), decides the columns ([`columns`]: phone, name, the rest kept as attributes),
//! normalises every number to E.164 ([`phone`]: default country for local numbers, each
//! different spelling parsed once, on every core), merges rows with the same number (later
//! cells win), and writes the contacts in batches through the ledger's writer ([`store`]):
//! known numbers are updated, not duplicated, and people who turned off marketing stay
//! opted out. The [`ImportReport`] says what happened to every row, and is kept in the
//! `imports` table so it can be downloaded later; it lists the first problem rows, and every
//! one of them goes to a CSV in the data folder as it is found ([`problems`]).
//!
//! Memory stays bounded however big the file: rows stream through in batches, the parse
//! cache starts again when full, and the numbers already met take 8 bytes each ([`seen`]).
//!
//! [`read_and_normalise`] is the same work without the database (the UI's preview: the
//! report and a page of contacts); [`check_file`] only reports (a dry run of any size).
//!
//! Nothing here panics on a file, however broken: each problem a person can meet is an
//! [`ImportError`] saying what happened and what to do.

pub mod columns;
pub mod phone;
mod problems;
pub mod quote;
pub mod report;
mod seen;
pub mod source;
mod store;

use std::collections::hash_map::Entry as MapEntry;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::clock::Millis;
use crate::ledger::{Ledger, LedgerError};

pub use columns::{DetectedColumns, FoundBy};
pub use phone::{InvalidReason, normalise_phone};
pub use report::{DuplicateRow, ImportReport, InvalidRow, MAX_LISTED, ReasonCount, Saved};
pub use source::FileFormat;

use columns::{NameFrom, Plan};
use phone::{Compact, Country, Key, Outcome};
use problems::{FileCsv, ProblemsFile};
use seen::SeenNumbers;
use store::{Entry, WriteState};

/// Which columns to use when the guess is wrong: a header text (any case) or a column
/// number (`3`, `column 3`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ColumnOverrides {
    /// The phone column.
    pub phone: Option<String>,
    /// The name column.
    pub name: Option<String>,
}

impl ColumnOverrides {
    /// Reads `phone=<header>` and `name=<header>` (the CLI's `--column`).
    ///
    /// ```
    /// use pacer_engine::import::ColumnOverrides;
    /// let o = ColumnOverrides::parse(["phone=Mobile No", "name = Customer"]).unwrap();
    /// assert_eq!(o.phone.as_deref(), Some("Mobile No"));
    /// assert_eq!(o.name.as_deref(), Some("Customer"));
    /// assert!(ColumnOverrides::parse(["city=Town"]).is_err());
    /// ```
    pub fn parse<S: AsRef<str>>(
        items: impl IntoIterator<Item = S>,
    ) -> Result<ColumnOverrides, ImportError> {
        let mut overrides = ColumnOverrides::default();
        for item in items {
            let item = item.as_ref();
            let Some((role, header)) = item.split_once('=') else {
                return Err(ImportError::BadOverride { text: item.into() });
            };
            let header = header.trim();
            if header.is_empty() {
                return Err(ImportError::BadOverride { text: item.into() });
            }
            match role.trim().to_ascii_lowercase().as_str() {
                "phone" | "number" | "mobile" => overrides.phone = Some(header.into()),
                "name" => overrides.name = Some(header.into()),
                _ => return Err(ImportError::BadOverride { text: item.into() }),
            }
        }
        Ok(overrides)
    }
}

/// How to import one file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ImportOptions {
    /// The list the contacts go into (created if missing).
    pub list: String,
    /// ISO code of the country for numbers written without a country code (`PK`).
    pub default_country: String,
    /// Columns named by the person, over the guess.
    pub columns: ColumnOverrides,
    /// Tags given to every imported contact.
    pub tags: Vec<String>,
}

/// Why a file could not be imported, in words for the person importing it.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file could not be opened.
    #[error(
        "Pacer couldn't open {path}: {source}. Check that the file exists and is not open in another program."
    )]
    Open {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The path is a folder, a device or a pipe, not a file.
    #[error(
        "{path} is not a file Pacer can import (it is a folder, a device or a pipe). Choose the CSV or Excel file itself."
    )]
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// Reading stopped half-way.
    #[error(
        "Pacer couldn't read the whole file ({source}). Copy it to this computer and import it again."
    )]
    Read {
        /// Why.
        source: std::io::Error,
    },
    /// Nothing in it.
    #[error(
        "The file is empty. Export the list again from your billing system and import the new file."
    )]
    Empty,
    /// A header but no rows.
    #[error(
        "The file has a header row but no contacts under it. Export the list again with its rows."
    )]
    NoData,
    /// Not a list at all.
    #[error(
        "This file is not a contact list Pacer can read (it looks like {looks_like}). Save the list from Excel as .xlsx or .csv and import that."
    )]
    NotAList {
        /// What it seems to be.
        looks_like: &'static str,
    },
    /// An encrypted workbook.
    #[error(
        "This file is password-protected. Open it in Excel, remove the password (File → Info → Protect Workbook), save it and import it again."
    )]
    PasswordProtected,
    /// A broken spreadsheet.
    #[error(
        "This file is damaged or incomplete ({}). Open it in Excel and save it again, or export the list again.",
        quote::quote(detail)
    )]
    Damaged {
        /// What the reader said (a reader's words can quote the file: the message shows
        /// their start).
        detail: String,
    },
    /// A spreadsheet that would unpack to more than any contact list when opened (a "ZIP
    /// bomb", or a damaged file): refused before anything in it is unpacked.
    #[error(
        "This spreadsheet would expand to {} when opened, far more than any contact list: it may be damaged, or made to crash programs. Save it again from your spreadsheet program, or export the list as CSV.",
        source::size_text(*expanded)
    )]
    ExpandsTooFar {
        /// Bytes its parts declare once unpacked.
        expanded: u64,
    },
    /// A spreadsheet with a part packed far more tightly than spreadsheet programs pack.
    #[error(
        "This spreadsheet is packed far more tightly than spreadsheet programs pack (a part of {} would expand to {} when opened): it may be damaged, or made to crash programs. Save it again from your spreadsheet program, or export the list as CSV.",
        source::size_text(*packed),
        source::size_text(*unpacked)
    )]
    PackedTooTightly {
        /// The part's bytes in the file.
        packed: u64,
        /// Its bytes once unpacked.
        unpacked: u64,
    },
    /// A spreadsheet made of more parts than any workbook has.
    #[error(
        "This spreadsheet is made of {parts} parts, where a contact list has a few dozen: it may be damaged, or made to crash programs. Save it again from your spreadsheet program, or export the list as CSV."
    )]
    TooManyParts {
        /// Its parts.
        parts: usize,
    },
    /// A quote that never closes swallows the rest of the file.
    #[error(
        "Row {row} opens a quote (\") that is never closed, so the rest of the file would be read as one cell. Fix the quote in row {row} and import again."
    )]
    UnclosedQuote {
        /// Where the quote opens.
        row: u64,
    },
    /// A binary file or a broken export.
    #[error(
        "Row {row} is longer than 8 MB, so this is not a contact list Pacer can read. Check that you picked the right file."
    )]
    LineTooLong {
        /// The row.
        row: u64,
    },
    /// No phone column found.
    #[error(
        "No column looks like phone numbers: name it with --column phone=<header>{}.",
        if columns.is_empty() { String::new() } else { format!(" (the columns are: {columns})") }
    )]
    NoPhoneColumn {
        /// The header cells, for the message.
        columns: String,
    },
    /// A column named by the person is not in the file.
    #[error(
        "There is no column \"{}\" in this file{}. Check the spelling in --column {role}=<header>.",
        quote::quote(wanted),
        if columns.is_empty() { String::new() } else { format!(" (the columns are: {columns})") }
    )]
    ColumnNotFound {
        /// `phone` or `name`.
        role: &'static str,
        /// What was asked for.
        wanted: String,
        /// The header cells.
        columns: String,
    },
    /// A `--column` that is not `phone=` or `name=`.
    #[error(
        "--column takes phone=<header> or name=<header>, not \"{}\".",
        quote::quote(text)
    )]
    BadOverride {
        /// What was given.
        text: String,
    },
    /// The default country is not known.
    #[error(
        "\"{}\" is not a country Pacer knows. Use a two-letter country code such as PK, IN or GB.",
        quote::quote(code)
    )]
    UnknownCountry {
        /// What was given.
        code: String,
    },
    /// No list name.
    #[error("Give the list a name, so a campaign can find these contacts later.")]
    NoListName,
    /// The contacts could not be saved.
    #[error("The contacts could not be saved: {0}")]
    Save(#[from] LedgerError),
    /// The import was stopped before the end (the database side gave up).
    #[error("The import stopped before the end; nothing after the last saved row was saved.")]
    Stopped,
    /// The list of rows to fix could not be written beside the database.
    #[error(
        "Pacer couldn't save the list of rows to fix in {path} ({source}). Check that the disk has room, then import the file again."
    )]
    RowsToFix {
        /// The file or folder.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

impl ImportError {
    /// A stable code for the UI, which never matches on messages.
    pub fn code(&self) -> &'static str {
        match self {
            ImportError::Open { .. } => "cannot_open",
            ImportError::NotAFile { .. } => "not_a_file",
            ImportError::Read { .. } => "cannot_read",
            ImportError::Empty => "empty_file",
            ImportError::NoData => "no_rows",
            ImportError::NotAList { .. } => "not_a_list",
            ImportError::PasswordProtected => "password_protected",
            ImportError::Damaged { .. } => "damaged_file",
            ImportError::ExpandsTooFar { .. } => "expands_too_far",
            ImportError::PackedTooTightly { .. } => "packed_too_tightly",
            ImportError::TooManyParts { .. } => "too_many_parts",
            ImportError::UnclosedQuote { .. } => "unclosed_quote",
            ImportError::LineTooLong { .. } => "line_too_long",
            ImportError::NoPhoneColumn { .. } => "no_phone_column",
            ImportError::ColumnNotFound { .. } => "column_not_found",
            ImportError::BadOverride { .. } => "bad_column_option",
            ImportError::UnknownCountry { .. } => "unknown_country",
            ImportError::NoListName => "no_list_name",
            ImportError::Save(_) => "cannot_save",
            ImportError::Stopped => "stopped",
            ImportError::RowsToFix { .. } => "cannot_save_rows_to_fix",
        }
    }
}

/// A contact as read from the file (after merging its duplicate rows), for a preview.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NormalisedContact {
    /// The first row with this number.
    pub row: u64,
    /// E.164.
    pub phone: String,
    /// The name, if the file has one.
    pub name: Option<String>,
    /// Every other column (empty cells left out).
    pub attributes: BTreeMap<String, String>,
}

/// The result of [`read_and_normalise`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Normalised {
    /// The report, without `saved`.
    pub report: ImportReport,
    /// The first contacts (at most the number asked for), in the order of their first row,
    /// with their later duplicate rows merged in. `report.contacts` counts all of them.
    pub contacts: Vec<NormalisedContact>,
}

/// A hasher for the importer's integer keys (number keys and E.164 digits): a few
/// multiplications instead of SipHash, which showed in profiles. Keys come from the file being
/// imported, so there is nobody to guard against hash flooding.
#[derive(Debug, Default, Clone, Copy)]
struct IntHasher(u64);

impl std::hash::Hasher for IntHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u128(&mut self, n: u128) {
        self.write_u64(n as u64);
        self.write_u64((n >> 64) as u64);
    }

    fn finish(&self) -> u64 {
        let mut x = self.0;
        x ^= x >> 33;
        x = x.wrapping_mul(0xff51_afd7_ed55_8ccd);
        x ^ (x >> 33)
    }
}

type IntMap<K, V> = HashMap<K, V, std::hash::BuildHasherDefault<IntHasher>>;

/// Rows looked at before deciding the columns.
const SAMPLE_ROWS: usize = 200;
/// Rows normalised together (in parallel, while the next ones are read).
const BATCH_ROWS: usize = 8_192;
/// Contacts written in one ledger job while the file's first [`SMALL_JOBS_AFTER`] contacts
/// are read. Each commit rewrites every page of the phone index it touched, and numbers are
/// spread all over that index, so fewer, larger commits write less while the index is small.
const WRITE_ROWS: usize = 16_384;
/// Contacts written in one ledger job after that. The writer keeps a copy of every index page
/// a job touches (its savepoint's journal, in memory), and once the index is much bigger
/// than a job each contact touches a page of its own: a job of 16,384 then holds 64 MB, when
/// the numbers already met hold the most too. A job this size holds at most 16 MB, and the
/// writer a quarter as long (an express message submitted meanwhile waits for it).
const WRITE_ROWS_LATER: usize = 4_096;
/// Contacts read before jobs get smaller ([`WRITE_ROWS_LATER`]).
const SMALL_JOBS_AFTER: u64 = 1_000_000;
/// Keys each parallel task normalises with its own metadata copy.
const KEYS_PER_TASK: usize = 256;
/// Spellings the parse cache holds at most (about 4.5 MB) before it starts again: it only
/// saves parsing a spelling twice (most repeats are near each other), and a file of
/// millions of different numbers would otherwise grow it by 16 bytes a number.
const CACHE_KEYS: usize = 220_000;

/// One row read, waiting for its number to be normalised with the rest of its batch.
struct Pending {
    row: u64,
    raw: String,
    compact: Compact,
    name: Option<String>,
    /// The other cells, as a JSON object (one allocation, ready for the database).
    attributes: String,
}

/// Rows whose keys are being normalised in the background.
struct Chunk {
    rows: Vec<Pending>,
    outcomes: Option<std::sync::mpsc::Receiver<Vec<(Key, u64)>>>,
}

/// What reading a file found, before anything is saved.
struct FileOutcome {
    info: source::SourceInfo,
    plan: Plan,
    rows_read: u64,
    contacts: u64,
    empty_rows: u64,
    duplicate_count: u64,
    duplicates: Vec<DuplicateRow>,
    invalid_count: u64,
    invalid: Vec<InvalidRow>,
    reasons: HashMap<InvalidReason, u64>,
}

type Sink<'a> = dyn FnMut(Vec<Entry>) -> Result<(), ImportError> + 'a;

/// Rows in, batches of entries out.
struct Pipeline<'a, S> {
    country: &'a Arc<Country>,
    overrides: &'a ColumnOverrides,
    sink: S,
    sample: Vec<(u64, Vec<String>)>,
    sample_with_data: usize,
    plan: Option<Plan>,
    last_row: u64,
    /// Keys met lately and their packed outcome (0 while it is being parsed): a spelling
    /// met again is not parsed again. At most [`CACHE_KEYS`].
    cache: IntMap<Key, u64>,
    /// E.164 digits → first row with them.
    seen: SeenNumbers,
    /// Every problem row, as it is found (an import; a preview keeps only the listed ones).
    problems: Option<FileCsv>,
    pending: Vec<Pending>,
    /// The previous batch, normalising while this one is read.
    in_flight: Option<Chunk>,
    /// Contacts waiting to be handed on.
    ready: Vec<Entry>,
    rows_read: u64,
    contacts: u64,
    empty_rows: u64,
    duplicate_count: u64,
    duplicates: Vec<DuplicateRow>,
    invalid_count: u64,
    invalid: Vec<InvalidRow>,
    reasons: HashMap<InvalidReason, u64>,
}

fn is_empty_row(cells: &[String]) -> bool {
    cells.iter().all(|c| c.trim().is_empty())
}

impl<'a, S: FnMut(Vec<Entry>) -> Result<(), ImportError>> Pipeline<'a, S> {
    fn new(
        country: &'a Arc<Country>,
        overrides: &'a ColumnOverrides,
        problems: Option<FileCsv>,
        sink: S,
    ) -> Self {
        Pipeline {
            country,
            overrides,
            sink,
            sample: Vec::new(),
            sample_with_data: 0,
            plan: None,
            last_row: 0,
            cache: IntMap::default(),
            seen: SeenNumbers::default(),
            problems,
            pending: Vec::with_capacity(BATCH_ROWS),
            in_flight: None,
            ready: Vec::new(),
            rows_read: 0,
            contacts: 0,
            empty_rows: 0,
            duplicate_count: 0,
            duplicates: Vec::new(),
            invalid_count: 0,
            invalid: Vec::new(),
            reasons: HashMap::new(),
        }
    }

    fn on_row(&mut self, row: u64, cells: &[String]) -> Result<(), ImportError> {
        if self.plan.is_some() {
            return self.take(row, cells);
        }
        if !is_empty_row(cells) {
            self.sample_with_data += 1;
        }
        self.sample.push((row, cells.to_vec()));
        if self.sample_with_data >= SAMPLE_ROWS {
            self.decide()?;
        }
        Ok(())
    }

    /// Decides the columns from the sample, then processes the sampled rows.
    fn decide(&mut self) -> Result<(), ImportError> {
        let plan = columns::plan(&self.sample, self.overrides)?;
        self.last_row = plan.data_after;
        self.plan = Some(plan);
        let sample = std::mem::take(&mut self.sample);
        let data_after = self.last_row;
        for (row, cells) in sample {
            if row > data_after {
                self.take(row, &cells)?;
            }
        }
        Ok(())
    }

    fn take(&mut self, row: u64, cells: &[String]) -> Result<(), ImportError> {
        let Some(plan) = self.plan.as_mut() else {
            return Ok(());
        };
        // Rows the reader skipped (blank lines, empty sheet rows) are empty rows too.
        if row > self.last_row + 1 {
            let gap = row - self.last_row - 1;
            self.empty_rows += gap;
            self.rows_read += gap;
        }
        self.last_row = row;
        self.rows_read += 1;
        if is_empty_row(cells) {
            self.empty_rows += 1;
            return Ok(());
        }
        let raw = cells.get(plan.phone).map_or("", |c| c.trim());
        let compact = phone::compact(raw);
        let cell = |i: usize| {
            cells
                .get(i)
                .map(|c| c.trim())
                .filter(|c| !c.is_empty())
                .map(str::to_owned)
        };
        let name = match plan.name {
            NameFrom::None => None,
            NameFrom::Column(i) => cell(i),
            NameFrom::FirstLast(f, l) => {
                let joined = [cell(f), l.and_then(cell)]
                    .into_iter()
                    .flatten()
                    .collect::<Vec<_>>()
                    .join(" ");
                (!joined.is_empty()).then_some(joined)
            }
        };
        let mut attributes = String::with_capacity(96);
        attributes.push('{');
        for (i, value) in cells.iter().enumerate() {
            let value = value.trim();
            if value.is_empty() {
                continue;
            }
            if let Some(key) = plan.key(i) {
                if attributes.len() > 1 {
                    attributes.push(',');
                }
                store::push_json_string(&mut attributes, &key);
                attributes.push(':');
                store::push_json_string(&mut attributes, value);
            }
        }
        attributes.push('}');
        self.pending.push(Pending {
            row,
            raw: raw.to_owned(),
            compact,
            name,
            attributes,
        });
        if self.pending.len() >= BATCH_ROWS {
            self.flush()?;
        }
        Ok(())
    }

    /// Starts normalising the batch's new keys on every core, in the background, and
    /// finishes the previous batch meanwhile: reading the file and parsing numbers overlap.
    fn flush(&mut self) -> Result<(), ImportError> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let rows = std::mem::replace(&mut self.pending, Vec::with_capacity(BATCH_ROWS));
        if self.cache.len() + rows.len() > CACHE_KEYS {
            // The batch in flight reads its outcomes from the cache: finish it first.
            if let Some(previous) = self.in_flight.take() {
                self.resolve(previous)?;
            }
            self.cache.clear();
        }
        let mut todo: Vec<Key> = Vec::new();
        for p in &rows {
            if let Compact::Key(key) = p.compact
                && let MapEntry::Vacant(v) = self.cache.entry(key)
            {
                v.insert(0);
                todo.push(key);
            }
        }
        let outcomes = (!todo.is_empty()).then(|| {
            let (send, receive) = std::sync::mpsc::channel();
            let country = Arc::clone(self.country);
            rayon::spawn(move || {
                let outcomes = normalise_all(&todo, &country);
                let packed = todo.into_iter().zip(outcomes.iter().map(Outcome::pack));
                // The importer may have stopped (an error); then nobody needs the answer.
                let _ = send.send(packed.collect());
            });
            receive
        });
        match self.in_flight.replace(Chunk { rows, outcomes }) {
            Some(previous) => self.resolve(previous),
            None => Ok(()),
        }
    }

    /// Sorts a normalised batch's rows into contacts, duplicates and invalid numbers, in
    /// row order, and hands its contacts on.
    fn resolve(&mut self, chunk: Chunk) -> Result<(), ImportError> {
        if let Some(outcomes) = chunk.outcomes {
            let outcomes = outcomes.recv().map_err(|_| ImportError::Stopped)?;
            for (key, packed) in outcomes {
                self.cache.insert(key, packed);
            }
        }
        let batch = &mut self.ready;
        for p in chunk.rows {
            let outcome = match p.compact {
                Compact::Key(key) => self
                    .cache
                    .get(&key)
                    .and_then(|&packed| Outcome::unpack(packed))
                    .unwrap_or(Outcome::Invalid(InvalidReason::NotANumber)),
                Compact::Invalid(reason) => Outcome::Invalid(reason),
            };
            match outcome {
                Outcome::Invalid(reason) => {
                    self.invalid_count += 1;
                    let message = reason.to_string();
                    if let Some(csv) = &mut self.problems {
                        csv.invalid(p.row, p.name.as_deref(), &p.raw, &message)?;
                    }
                    *self.reasons.entry(reason.clone()).or_default() += 1;
                    if self.invalid.len() < MAX_LISTED {
                        // Text where a number should be is shown shorter than any other cell:
                        // it is what a file that is not a list at all is made of.
                        let not_a_number = reason == InvalidReason::NotANumber;
                        self.invalid.push(InvalidRow {
                            row: p.row,
                            value: quote::phone_cell(&p.raw, not_a_number),
                            name: p.name.as_deref().map(quote::quote),
                            message,
                            reason,
                        });
                    }
                }
                Outcome::Valid(digits) => {
                    let phone = phone::e164(digits);
                    let first = match self.seen.first_row_or_insert(digits, p.row) {
                        None => {
                            self.contacts += 1;
                            true
                        }
                        Some(merged_into) => {
                            self.duplicate_count += 1;
                            if let Some(csv) = &mut self.problems {
                                csv.duplicate(
                                    p.row,
                                    p.name.as_deref(),
                                    &p.raw,
                                    merged_into,
                                    &phone,
                                )?;
                            }
                            if self.duplicates.len() < MAX_LISTED {
                                self.duplicates.push(DuplicateRow {
                                    row: p.row,
                                    merged_into,
                                    phone: phone.clone(),
                                    value: quote::quote(&p.raw),
                                    name: p.name.as_deref().map(quote::quote),
                                });
                            }
                            false
                        }
                    };
                    batch.push(Entry {
                        row: p.row,
                        phone,
                        first,
                        name: p.name,
                        attributes: p.attributes,
                    });
                }
            }
        }
        let job = if self.contacts < SMALL_JOBS_AFTER {
            WRITE_ROWS
        } else {
            WRITE_ROWS_LATER
        };
        if self.ready.len() >= job {
            let batch = std::mem::take(&mut self.ready);
            (self.sink)(batch)?;
        }
        Ok(())
    }

    fn finish(mut self, info: source::SourceInfo) -> Result<FileOutcome, ImportError> {
        if self.plan.is_none() {
            if self.sample_with_data == 0 {
                return Err(ImportError::Empty);
            }
            self.decide()?;
        }
        self.flush()?;
        if let Some(last) = self.in_flight.take() {
            self.resolve(last)?;
        }
        if !self.ready.is_empty() {
            let batch = std::mem::take(&mut self.ready);
            (self.sink)(batch)?;
        }
        let Some(plan) = self.plan else {
            return Err(ImportError::Empty);
        };
        if self.rows_read == self.empty_rows {
            return Err(ImportError::NoData);
        }
        if let Some(csv) = self.problems.take() {
            csv.finish()?;
        }
        Ok(FileOutcome {
            info,
            plan,
            rows_read: self.rows_read,
            contacts: self.contacts,
            empty_rows: self.empty_rows,
            duplicate_count: self.duplicate_count,
            duplicates: self.duplicates,
            invalid_count: self.invalid_count,
            invalid: self.invalid,
            reasons: self.reasons,
        })
    }
}

/// Normalises `keys` (in order) on every core.
fn normalise_all(keys: &[Key], country: &Country) -> Vec<Outcome> {
    if keys.len() <= KEYS_PER_TASK {
        return normalise_keys(keys, country);
    }
    keys.par_chunks(KEYS_PER_TASK)
        .map(|keys| normalise_keys(keys, country))
        .collect::<Vec<_>>()
        .concat()
}

/// Normalises `keys` in order with one metadata copy, replacing the copy if the phone
/// number crate panics (its cache may be poisoned then).
fn normalise_keys(keys: &[Key], country: &Country) -> Vec<Outcome> {
    let mut out = Vec::with_capacity(keys.len());
    let mut rest = keys;
    while !rest.is_empty() {
        let done = phone::with_database(|db| {
            let normaliser = phone::Normaliser::new(db, country);
            let mut done = Vec::new();
            for &key in rest {
                match phone::normalise_guarded(&normaliser, key) {
                    Ok(outcome) => done.push(outcome),
                    Err(()) => {
                        done.push(Outcome::Invalid(InvalidReason::NotANumber));
                        return (done, false);
                    }
                }
            }
            (done, true)
        });
        match done {
            Some(done) if !done.is_empty() => {
                rest = &rest[done.len()..];
                out.extend(done);
            }
            // No metadata copy could be made: nothing can be checked.
            _ => {
                out.extend(
                    rest.iter()
                        .map(|_| Outcome::Invalid(InvalidReason::NotANumber)),
                );
                rest = &[];
            }
        }
    }
    out
}

/// The options checked, with the list name and tags tidied.
fn checked(options: &ImportOptions) -> Result<(Country, String, Vec<String>), ImportError> {
    let country =
        Country::parse(&options.default_country).ok_or_else(|| ImportError::UnknownCountry {
            code: options.default_country.clone(),
        })?;
    let list = options.list.trim().to_owned();
    let mut tags: Vec<String> = Vec::new();
    for tag in &options.tags {
        let tag = tag.trim();
        if !tag.is_empty() && !tags.iter().any(|t| t == tag) {
            tags.push(tag.to_owned());
        }
    }
    Ok((country, list, tags))
}

/// Reads `path` through the pipeline, handing its contacts to `sink` batch by batch and
/// writing every problem row to `problems` (when given).
fn read_file(
    path: &Path,
    country: &Arc<Country>,
    overrides: &ColumnOverrides,
    problems: Option<FileCsv>,
    sink: &mut Sink<'_>,
) -> Result<FileOutcome, ImportError> {
    // A pipe or a device would be read forever (or block on its first byte): only files.
    match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() => {
            return Err(ImportError::NotAFile {
                path: path.to_owned(),
            });
        }
        Ok(_) => {}
        Err(source) => {
            return Err(ImportError::Open {
                path: path.to_owned(),
                source,
            });
        }
    }
    let mut pipeline = Pipeline::new(country, overrides, problems, sink);
    let info = source::read_rows(path, &mut |row, cells| pipeline.on_row(row, cells))?;
    pipeline.finish(info)
}

fn report_of(
    path: &Path,
    list: &str,
    country: &Country,
    file: FileOutcome,
    saved: Option<Saved>,
) -> ImportReport {
    let mut report = ImportReport {
        file_name: path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        list: list.to_owned(),
        format: file.info.format,
        encoding: file.info.encoding,
        delimiter: file.info.delimiter,
        sheet: file.info.sheet.as_deref().map(quote::quote),
        header_row: file.plan.header_row,
        columns: file.plan.detected,
        default_country: country.iso().to_owned(),
        rows_read: file.rows_read,
        contacts: file.contacts,
        duplicate_count: file.duplicate_count,
        duplicates: file.duplicates,
        invalid_count: file.invalid_count,
        invalid: file.invalid,
        invalid_reasons: ImportReport::reasons_of(file.reasons),
        empty_rows: file.empty_rows,
        saved,
        summary: String::new(),
        truncated: false,
        problems_file: None,
    };
    report.truncated = (report.invalid.len() as u64) < report.invalid_count
        || (report.duplicates.len() as u64) < report.duplicate_count;
    report.summary = report.summarise();
    report
}

/// Reads, normalises and dedupes a file without saving or keeping anything: the report an
/// import would give (without `saved`). Memory stays flat however long the file is.
pub fn check_file(path: &Path, options: &ImportOptions) -> Result<ImportReport, ImportError> {
    let (country, list, _) = checked(options)?;
    let country = Arc::new(country);
    let file = read_file(path, &country, &options.columns, None, &mut |_batch| Ok(()))?;
    Ok(report_of(path, &list, &country, file, None))
}

/// Reads and normalises a file without saving anything, for a preview: the report on every
/// row, and the first `keep` contacts it would make (a preview shows a page, and a million
/// contacts as maps would not fit the memory budget; [`check_file`] keeps none).
pub fn read_and_normalise(
    path: &Path,
    options: &ImportOptions,
    keep: usize,
) -> Result<Normalised, ImportError> {
    let (country, list, _) = checked(options)?;
    let country = Arc::new(country);
    let mut contacts: Vec<NormalisedContact> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut collect = |batch: Vec<Entry>| {
        for entry in batch {
            if contacts.len() >= keep && !index.contains_key(&entry.phone) {
                continue;
            }
            let attributes = store::parse_attributes(&entry.attributes).into_iter();
            match index.get(&entry.phone) {
                Some(&i) => {
                    let contact = &mut contacts[i];
                    contact.attributes.extend(attributes);
                    if entry.name.is_some() {
                        contact.name = entry.name;
                    }
                }
                None => {
                    index.insert(entry.phone.clone(), contacts.len());
                    contacts.push(NormalisedContact {
                        row: entry.row,
                        phone: entry.phone,
                        name: entry.name,
                        attributes: attributes.collect(),
                    });
                }
            }
        }
        Ok(())
    };
    let file = read_file(path, &country, &options.columns, None, &mut collect)?;
    Ok(Normalised {
        report: report_of(path, &list, &country, file, None),
        contacts,
    })
}

/// Batches read and normalised ahead of the writer: enough to keep it busy, few enough to
/// bound memory.
const BATCHES_AHEAD: usize = 2;
/// Batches written at a time. One: two batches in the writer's queue are committed in one
/// transaction, which holds a copy of every index page both touched (one savepoint each).
const BATCHES_IN_FLIGHT: usize = 1;
/// Contacts written between two pauses for a checkpoint ([`store::checkpoint`]): the
/// write-ahead log stays within a few hundred megabytes however big the file.
const ROWS_PER_CHECKPOINT: usize = 131_072;

/// Imports `path` into the list `options.list` (created if missing): reads and normalises
/// it, saves the contacts (known numbers are merged, newest wins) and records the report in
/// `imports`. `now` stamps the rows.
///
/// Contacts are written in batches of 16,384 (4,096 after the first million), each its own
/// ledger job, so sending continues while a large list imports (an express message may wait
/// for one batch). If saving fails half-way the contacts saved so far stay; importing the file
/// again completes it (an import never duplicates a contact).
///
/// Every invalid and duplicate row is written, as it is found, to a CSV beside the database
/// that the report names (`problems_file`); the report itself lists the first
/// [`MAX_LISTED`] of each kind.
pub async fn import_file(
    ledger: &Ledger,
    path: &Path,
    options: &ImportOptions,
    now: Millis,
) -> Result<ImportReport, ImportError> {
    import_file_reporting(ledger, path, options, now, |_| {}).await
}

/// How far an import has come: contacts saved so far (new, updated or unchanged). The file's
/// check ([`check_file`]) says how many there will be.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ImportProgress {
    /// Contacts saved so far.
    pub saved: u64,
}

/// [`import_file`], telling `progress` after each batch is saved (every 16,384 contacts, 4,096
/// after the first million), so a window can show a progress bar for a big file.
pub async fn import_file_reporting(
    ledger: &Ledger,
    path: &Path,
    options: &ImportOptions,
    now: Millis,
    progress: impl Fn(ImportProgress),
) -> Result<ImportReport, ImportError> {
    let (country, list, tags) = checked(options)?;
    if list.is_empty() {
        return Err(ImportError::NoListName);
    }
    let tags = Arc::new(tags);
    let (problems_file, problems) = ProblemsFile::create(ledger.path(), now)?;
    let (batches, mut incoming) = tokio::sync::mpsc::channel::<Vec<Entry>>(BATCHES_AHEAD);
    let reading = {
        let path = path.to_owned();
        let country = Arc::new(country.clone());
        let overrides = options.columns.clone();
        tokio::task::spawn_blocking(move || {
            let mut send = |batch: Vec<Entry>| {
                batches
                    .blocking_send(batch)
                    .map_err(|_| ImportError::Stopped)
            };
            read_file(&path, &country, &overrides, Some(problems), &mut send)
        })
    };
    let state = Arc::new(Mutex::new(WriteState::default()));
    let saved = write_batches(ledger, &mut incoming, &list, &tags, now, &state, &progress).await;
    let (written, cache_size) = {
        let state = state.lock().unwrap_or_else(|p| p.into_inner());
        (state.written, state.original_cache_size)
    };
    let file = match saved {
        Ok(()) => reading.await.unwrap_or(Err(ImportError::Stopped)),
        Err(e) => Err(e),
    };
    let file = match file {
        Ok(file) => file,
        Err(e) => {
            // The writer keeps its own page cache setting, whatever stopped the import.
            if let Err(restore) = ledger
                .write(move |conn| store::restore_cache_size(conn, cache_size))
                .await
            {
                tracing::warn!("the writer's page cache setting was not restored: {restore}");
            }
            return Err(e);
        }
    };
    let mut report = report_of(
        path,
        &list,
        &country,
        file,
        Some(Saved {
            new: written.new,
            updated: written.updated,
            unchanged: written.unchanged,
            opted_out: written.opted_out,
        }),
    );
    let problems_file = if report.invalid_count + report.duplicate_count > 0 {
        report.problems_file = Some(problems_file.path().to_string_lossy().into_owned());
        Some(problems_file)
    } else {
        problems_file.discard();
        None
    };
    let json = serde_json::to_string(&report).unwrap_or_else(|_| "{}".into());
    let file_name = report.file_name.clone();
    ledger
        .write(move |conn| {
            store::restore_cache_size(conn, cache_size)?;
            store::record_import(conn, &file_name, &list, &json, now)
        })
        .await?;
    if let Some(file) = problems_file {
        file.keep();
    }
    Ok(report)
}

/// Saves the batches the reader hands on, [`BATCHES_IN_FLIGHT`] at a time, pausing every
/// [`ROWS_PER_CHECKPOINT`] for a checkpoint.
async fn write_batches(
    ledger: &Ledger,
    incoming: &mut tokio::sync::mpsc::Receiver<Vec<Entry>>,
    list: &str,
    tags: &Arc<Vec<String>>,
    now: Millis,
    state: &Arc<Mutex<WriteState>>,
    progress: &impl Fn(ImportProgress),
) -> Result<(), ImportError> {
    let mut in_flight = VecDeque::new();
    let mut since_checkpoint = 0;
    while let Some(batch) = incoming.recv().await {
        if since_checkpoint >= ROWS_PER_CHECKPOINT {
            since_checkpoint = 0;
            while let Some(oldest) = in_flight.pop_front() {
                oldest.await?;
                progress(saved_so_far(state));
            }
            let database = ledger.path().to_owned();
            match tokio::task::spawn_blocking(move || store::checkpoint(&database)).await {
                Ok(Ok(true)) => {}
                Ok(Ok(false)) => {
                    tracing::debug!("the write-ahead log was in use; it is emptied next time");
                }
                // Only the log's length depends on it; the contacts are saved either way.
                Ok(Err(e)) => tracing::warn!("a checkpoint during an import failed: {e}"),
                Err(e) => tracing::warn!("a checkpoint during an import stopped: {e}"),
            }
        }
        since_checkpoint += batch.len();
        let list = list.to_owned();
        let tags = Arc::clone(tags);
        let shared = Arc::clone(state);
        in_flight.push_back(ledger.submit(move |conn| {
            let mut state = shared.lock().unwrap_or_else(|p| p.into_inner());
            store::write_batch(conn, &list, &tags, now, &batch, &mut state)
        }));
        if in_flight.len() >= BATCHES_IN_FLIGHT
            && let Some(oldest) = in_flight.pop_front()
        {
            oldest.await?;
            progress(saved_so_far(state));
        }
    }
    for pending in in_flight {
        pending.await?;
        progress(saved_so_far(state));
    }
    Ok(())
}

fn saved_so_far(state: &Mutex<WriteState>) -> ImportProgress {
    let state = state.lock().unwrap_or_else(|p| p.into_inner());
    let written = &state.written;
    ImportProgress {
        saved: written.new + written.updated + written.unchanged,
    }
}

/// One past import, for a history list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
}

/// The latest imports, newest first.
pub fn recent_imports(
    conn: &rusqlite::Connection,
    limit: u32,
) -> rusqlite::Result<Vec<ImportRecord>> {
    let mut stmt = conn.prepare(
        "SELECT i.id, i.file_name, l.name, i.created_at, json_extract(i.report, '$.summary')
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
