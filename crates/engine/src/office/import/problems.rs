//! The rows to fix of an import — every invalid number and every merged duplicate — as the
//! CSV a person opens in Excel, corrects and imports again (`docs/wording.md`: nothing silently
//! dropped).
//!
//! The report lists only the first [`MAX_LISTED`](super::MAX_LISTED) rows of each kind: a file
//! of millions of bad rows must not make a report of hundreds of megabytes that is kept in
//! memory, stored in the database and sent whole to the window. The CSV has them all: an
//! import writes it row by row while it reads the file, into `import-problems/` beside the
//! database, and names it in its report (`problems_file`); "save the rows to fix" copies it.
//! The files of the latest [`KEPT_FILES`] imports are kept.
//!
//! Names and numbers come from the imported file, so every cell is written with
//! [`escape_formula`]: a cell a spreadsheet could run as a formula gets a leading `'`.
//!
//! Unlike the report, the CSV keeps every cell whole (reports quote at most 64 characters,
//! [`super::quote`]): it is the person's own export, in their own data folder and readable by
//! them alone, and a number can only be fixed when it can be read. It holds the phone and
//! name cells of a row, never the row's other cells, and no answer of the local API carries
//! it (a report names the file; only the window and `pacer` copy it).

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use super::ImportError;
use crate::clock::Millis;
use crate::reports::export::escape_formula;

/// Problem-row files kept in the data folder; older ones are removed after an import (their
/// reports then offer the rows they list).
pub(crate) const KEPT_FILES: usize = 20;

/// The folder of the problem-row files: `import-problems/` beside the database.
const FOLDER: &str = "import-problems";

/// The end of a problem-row file's name.
const SUFFIX: &str = "-rows-to-fix.csv";

/// Whether `path` names a problem-row file an import wrote (a report may come back from the
/// window: only such a file is ever read for it, never any file a report names).
pub(crate) fn is_problems_file(path: &Path) -> bool {
    path.is_absolute()
        && path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().ends_with(SUFFIX))
        && path
            .parent()
            .and_then(Path::file_name)
            .is_some_and(|f| f == FOLDER)
}

/// The rows to fix as CSV (row, name, number, problem), written one at a time.
#[derive(Debug)]
pub(crate) struct ProblemCsv<W: Write> {
    writer: csv::Writer<W>,
}

impl<W: Write> ProblemCsv<W> {
    /// Starts the CSV (its header row).
    pub(crate) fn new(out: W) -> csv::Result<Self> {
        let mut writer = csv::Writer::from_writer(out);
        writer.write_record(["Row", "Name", "Number", "Problem"])?;
        Ok(ProblemCsv { writer })
    }

    fn record(&mut self, cells: [&str; 4]) -> csv::Result<()> {
        for cell in cells {
            self.writer.write_field(escape_formula(cell).as_bytes())?;
        }
        self.writer.write_record(std::iter::empty::<&[u8]>())
    }

    /// A row whose number could not be used; `message` says why ("is missing a digit").
    pub(crate) fn invalid(
        &mut self,
        row: u64,
        name: Option<&str>,
        value: &str,
        message: &str,
    ) -> csv::Result<()> {
        self.record([
            &row.to_string(),
            name.unwrap_or_default(),
            value,
            &format!("number not valid: {message}"),
        ])
    }

    /// A row merged into the earlier row `merged_into` with the same number `phone`.
    pub(crate) fn duplicate(
        &mut self,
        row: u64,
        name: Option<&str>,
        value: &str,
        merged_into: u64,
        phone: &str,
    ) -> csv::Result<()> {
        self.record([
            &row.to_string(),
            name.unwrap_or_default(),
            value,
            &format!("same number as row {merged_into} ({phone}): merged"),
        ])
    }

    /// Writes out what is buffered.
    pub(crate) fn flush(&mut self) -> std::io::Result<()> {
        self.writer.flush()
    }
}

/// A problem-row file being written by an import. Removed when dropped before
/// [`ProblemsFile::keep`] (an import that failed leaves nothing behind).
#[derive(Debug)]
pub(crate) struct ProblemsFile {
    path: PathBuf,
    kept: bool,
}

/// The folder of the problem-row files of the database `database`, as a full path (the
/// report names the file for whoever reads it later, from any folder).
fn folder_of(database: &Path) -> PathBuf {
    let folder = database
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .join(FOLDER);
    std::path::absolute(&folder).unwrap_or(folder)
}

impl ProblemsFile {
    /// Creates a new, empty problem-row file beside `database` (readable by its owner only,
    /// like the database: it holds customers' names and numbers).
    pub(crate) fn create(
        database: &Path,
        now: Millis,
    ) -> Result<(ProblemsFile, FileCsv), ImportError> {
        let folder = folder_of(database);
        let failed = |source| ImportError::RowsToFix {
            path: folder.clone(),
            source,
        };
        let mut builder = std::fs::DirBuilder::new();
        builder.recursive(true);
        #[cfg(unix)]
        std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
        builder.create(&folder).map_err(failed)?;
        let path = folder.join(format!("{now}-{}{SUFFIX}", uuid::Uuid::new_v4().simple()));
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
        let file = options.open(&path).map_err(failed)?;
        let done = ProblemsFile {
            path: path.clone(),
            kept: false,
        };
        let csv = ProblemCsv::new(BufWriter::with_capacity(1 << 16, file))
            .map_err(|e| failed(e.into()))?;
        Ok((done, FileCsv { csv, path, rows: 0 }))
    }

    /// Where it is.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// Keeps the file (the import finished), and removes all but the latest [`KEPT_FILES`]
    /// of the folder.
    pub(crate) fn keep(mut self) {
        self.kept = true;
        if let Some(folder) = self.path.parent() {
            prune(folder, &self.path);
        }
    }

    /// Removes the file now (the import had nothing to fix).
    pub(crate) fn discard(self) {}
}

impl Drop for ProblemsFile {
    fn drop(&mut self) {
        if !self.kept
            && let Err(e) = std::fs::remove_file(&self.path)
            && e.kind() != std::io::ErrorKind::NotFound
        {
            tracing::warn!(
                "an unfinished list of rows to fix ({}) could not be removed: {e}",
                self.path.display()
            );
        }
    }
}

/// Removes the oldest problem-row files of `folder` beyond [`KEPT_FILES`], never `newest`.
fn prune(folder: &Path, newest: &Path) {
    let entries = match std::fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(e) => {
            tracing::warn!("old lists of rows to fix were not tidied away: {e}");
            return;
        }
    };
    let mut files: Vec<(std::time::SystemTime, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().ends_with(SUFFIX))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .filter(|(_, path)| path != newest)
        .collect();
    if files.len() < KEPT_FILES {
        return;
    }
    files.sort();
    let remove = files.len() + 1 - KEPT_FILES;
    for (_, path) in files.into_iter().take(remove) {
        if let Err(e) = std::fs::remove_file(&path) {
            tracing::warn!(
                "an old list of rows to fix ({}) could not be removed: {e}",
                path.display()
            );
        }
    }
}

/// The CSV of a [`ProblemsFile`], written while the import reads its file.
#[derive(Debug)]
pub(crate) struct FileCsv {
    csv: ProblemCsv<BufWriter<File>>,
    /// Its file, for the error message.
    path: PathBuf,
    /// Rows written.
    rows: u64,
}

impl FileCsv {
    fn failed(&self, source: impl Into<std::io::Error>) -> ImportError {
        ImportError::RowsToFix {
            path: self.path.clone(),
            source: source.into(),
        }
    }

    /// See [`ProblemCsv::invalid`].
    pub(crate) fn invalid(
        &mut self,
        row: u64,
        name: Option<&str>,
        value: &str,
        message: &str,
    ) -> Result<(), ImportError> {
        self.rows += 1;
        self.csv
            .invalid(row, name, value, message)
            .map_err(|e| self.failed(e))
    }

    /// See [`ProblemCsv::duplicate`].
    pub(crate) fn duplicate(
        &mut self,
        row: u64,
        name: Option<&str>,
        value: &str,
        merged_into: u64,
        phone: &str,
    ) -> Result<(), ImportError> {
        self.rows += 1;
        self.csv
            .duplicate(row, name, value, merged_into, phone)
            .map_err(|e| self.failed(e))
    }

    /// Writes out the rest and closes the file; returns the rows written.
    pub(crate) fn finish(mut self) -> Result<u64, ImportError> {
        match self.csv.flush() {
            Ok(()) => Ok(self.rows),
            Err(e) => Err(self.failed(e)),
        }
    }
}
