//! An import into a list: the file is read on a blocking thread while the ledger's writer
//! saves its contacts batch by batch, with checkpoints and progress, then the report is
//! recorded ([`history`](super::history)).

use std::collections::VecDeque;
use std::path::Path;
use std::sync::{Arc, Mutex};

use serde::Serialize;

use super::history::record_import;
use super::pipeline::read_file;
use super::preview::report_of;
use super::problems::ProblemsFile;
use super::report::{ImportReport, Saved};
use super::store::{self, Entry, WriteState};
use super::{ImportError, ImportOptions, checked};
use crate::clock::Millis;
use crate::ledger::Ledger;
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
            record_import(conn, &file_name, &list, &json, now)
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
