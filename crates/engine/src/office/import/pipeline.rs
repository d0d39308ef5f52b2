//! The import's pipeline: rows from [`source`](super::source) in, contacts out in batches.
//! It decides the columns from a sample ([`columns`](super::columns)), normalises each batch
//! of numbers on every core while the next is read ([`phone`](super::phone)), sets duplicate
//! rows apart ([`seen`](super::seen)) and counts what happened to every row for the report.

use std::collections::HashMap;
use std::collections::hash_map::Entry as MapEntry;
use std::path::Path;
use std::sync::Arc;

use pacer_words::Said;
use rayon::prelude::*;

use super::columns::{self, NameFrom, Plan};
use super::phone::{self, Compact, Country, Key, Outcome};
use super::problems::FileCsv;
use super::quote;
use super::report::{DuplicateRow, InvalidRow, MAX_LISTED};
use super::seen::SeenNumbers;
use super::source;
use super::store::{self, Entry};
use super::{ColumnOverrides, ImportError, InvalidReason};
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
pub(super) struct FileOutcome {
    pub(super) info: source::SourceInfo,
    pub(super) plan: Plan,
    pub(super) rows_read: u64,
    pub(super) contacts: u64,
    pub(super) empty_rows: u64,
    pub(super) duplicate_count: u64,
    pub(super) duplicates: Vec<DuplicateRow>,
    pub(super) invalid_count: u64,
    pub(super) invalid: Vec<InvalidRow>,
    pub(super) reasons: HashMap<InvalidReason, u64>,
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
    /// Each reason met, in English and as a catalogue message, said once (a file of a million
    /// bad rows says a handful of reasons).
    words: HashMap<InvalidReason, (String, Said)>,
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
            words: HashMap::new(),
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
                    let (message, message_said) = self
                        .words
                        .entry(reason.clone())
                        .or_insert_with(|| {
                            let said = reason.said();
                            (said.to_string(), said)
                        })
                        .clone();
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
                            message_said,
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

/// Reads `path` through the pipeline, handing its contacts to `sink` batch by batch and
/// writing every problem row to `problems` (when given).
pub(super) fn read_file(
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
