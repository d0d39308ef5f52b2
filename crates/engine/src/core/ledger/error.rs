//! What can go wrong with the ledger ([`LedgerError`]), and why a write failed
//! ([`WriteProblem`]), in words a person can act on.

use std::path::PathBuf;
/// What can go wrong with the ledger, in words a person can act on.
#[derive(Debug, thiserror::Error)]
pub enum LedgerError {
    /// The file could not be opened or created.
    #[error(
        "cannot open the database {path}: {source}. Check that the folder exists and that you may write to it."
    )]
    Open {
        /// The database file.
        path: PathBuf,
        /// Why.
        source: rusqlite::Error,
    },
    /// A newer Pacer wrote this database.
    #[error(
        "the database {path} was written by a newer version of Pacer (schema {found}; this version knows up to {supported}). Update Pacer, or start it with another database. Nothing in the file was changed."
    )]
    NewerSchema {
        /// The database file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The newest this build knows.
        supported: i64,
    },
    /// The file is not a Pacer database (or is damaged).
    #[error(
        "the database {path} cannot be used: {detail}. Nothing in the file was changed; restore a backup or start with another database."
    )]
    Unusable {
        /// The database file.
        path: PathBuf,
        /// What SQLite said.
        detail: String,
    },
    /// The file is a Pacer database, but SQLite's check finds it damaged.
    #[error(
        "the database {path} is damaged ({detail}). Nothing in the file was changed: restore a backup, or move the file away to start Pacer with a new, empty database (a copy of the damaged one may still be rescued with SQLite's .recover)."
    )]
    Damaged {
        /// The database file.
        path: PathBuf,
        /// The first problems SQLite's check found.
        detail: String,
    },
    /// A statement failed.
    #[error("{}", words(WriteProblem::of_sql(.0), &.0.to_string()))]
    Sql(#[from] rusqlite::Error),
    /// A transaction could not begin or commit (disk full, file locked …).
    #[error("{}", words(*.problem, .detail))]
    Commit {
        /// What kind of problem, from SQLite's code.
        problem: WriteProblem,
        /// What SQLite said.
        detail: String,
    },
    /// The writer has stopped (the engine is shutting down).
    #[error("the database is closed")]
    Closed,
}

/// Why a write failed, as far as it matters for what Pacer says and does next: a full disk
/// and another program holding the database pass by themselves (Pacer tries again), anything
/// else may need a person.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WriteProblem {
    /// The disk (or the database's size limit) is full: `SQLITE_FULL`.
    DiskFull,
    /// Another program holds a lock on the database: `SQLITE_BUSY` / `SQLITE_LOCKED`.
    Locked,
    /// Anything else (an I/O error, a damaged file, a read-only folder …).
    Other,
}

impl WriteProblem {
    /// The kind of problem behind an SQLite error.
    pub fn of_sql(error: &rusqlite::Error) -> WriteProblem {
        match error.sqlite_error_code() {
            Some(rusqlite::ErrorCode::DiskFull) => WriteProblem::DiskFull,
            Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked) => {
                WriteProblem::Locked
            }
            _ => WriteProblem::Other,
        }
    }
}

/// What a failed write says to whoever asked for it (the local API passes it on).
fn words(problem: WriteProblem, detail: &str) -> String {
    match problem {
        WriteProblem::DiskFull => format!(
            "the disk holding Pacer's database is full ({detail}): free some space, then try again"
        ),
        WriteProblem::Locked => format!(
            "another program is holding Pacer's database ({detail}): close it (a database viewer, a backup or sync tool), then try again"
        ),
        WriteProblem::Other => format!("the database could not be updated: {detail}"),
    }
}

impl LedgerError {
    /// The kind of write problem, for errors that come from a write (`None` for refusals at
    /// opening and for a closed ledger).
    pub fn write_problem(&self) -> Option<WriteProblem> {
        match self {
            LedgerError::Sql(error) => Some(WriteProblem::of_sql(error)),
            LedgerError::Commit { problem, .. } => Some(*problem),
            _ => None,
        }
    }

    pub(super) fn commit(error: &rusqlite::Error) -> LedgerError {
        LedgerError::Commit {
            problem: WriteProblem::of_sql(error),
            detail: error.to_string(),
        }
    }
}
