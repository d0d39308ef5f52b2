//! The ledger: one SQLite file that is the truth about every message (`docs/sending.md#ledger`).
//!
//! Writes go through one writer thread that commits in groups: whatever jobs are waiting when
//! it finishes a commit go into the next transaction (each inside its own savepoint, so one
//! failing job does not undo the others), and every caller is answered only after the commit.
//! That is what lets the dispatcher commit `sending` before a request leaves without the
//! ledger becoming the bottleneck. `synchronous=FULL`: a commit survives a power cut, not just
//! a crash. Reads use their own connection (WAL lets them run beside the writer); reads that
//! take seconds (a campaign's whole audience, a report of every recipient) use a second one
//! ([`Ledger::read_long`]), so the short reads that must answer at once (the webhook inbox, a
//! message, Home's figures) never wait behind them.
//!
//! SQLite's automatic checkpoint would run inside a commit and stall the writer for tens of
//! milliseconds (long enough to miss send slots); it is off on the writer, and a background
//! thread checkpoints passively instead, which never blocks writes. The writer cuts the log
//! file back to [`WAL_SIZE_LIMIT`] when it starts it over after a checkpoint.
//!
//! A panic in a write (a bug) ends the writer thread: the group it was committing is rolled
//! back (the connection closes with the transaction open), every caller waiting on it hears
//! [`LedgerError::Closed`], and [`Ledger::writer_ended`] says why, so the engine can show it and
//! refuse new work instead of queueing into a void.

pub mod messages;
pub mod state;
pub mod templates;

use std::any::Any;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use rusqlite::Connection;
use rusqlite::config::DbConfig;
use rusqlite_migration::{M, Migrations};
use tokio::sync::{oneshot, watch};

/// The schema versions this build knows, in order. Never edit one that has shipped.
const MIGRATIONS: &[&str] = &[
    include_str!("../../../../migrations/0001_ledger.sql"),
    include_str!("../../../../migrations/0002_tracking.sql"),
    include_str!("../../../../migrations/0003_contacts_campaigns.sql"),
    include_str!("../../../../migrations/0004_launch_speed.sql"),
    include_str!("../../../../migrations/0005_inbox_once.sql"),
    include_str!("../../../../migrations/0006_preferences_in_order.sql"),
    include_str!("../../../../migrations/0007_failure_kinds.sql"),
    include_str!("../../../../migrations/0008_expiry.sql"),
];

/// The size the write-ahead log is cut back to once a checkpoint has copied it into the
/// database (SQLite's `journal_size_limit`). A burst (a 100,000-message launch, a backlog of
/// webhooks after an outage) may grow the log past it while it lasts; without a limit the file
/// would keep that size for good.
pub const WAL_SIZE_LIMIT: u64 = 64 * 1024 * 1024;

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

    fn commit(error: &rusqlite::Error) -> LedgerError {
        LedgerError::Commit {
            problem: WriteProblem::of_sql(error),
            detail: error.to_string(),
        }
    }
}

type Output = Box<dyn Any + Send>;
type Reply = oneshot::Sender<Result<Output, LedgerError>>;
type JobFn = Box<dyn FnOnce(&Connection) -> rusqlite::Result<Output> + Send>;

struct Job {
    run: JobFn,
    reply: Option<oneshot::Sender<Result<Output, LedgerError>>>,
}

enum Command {
    Job(Job),
    /// Runs on the writing connection outside any transaction (connection settings), after
    /// the jobs before it.
    Configure(Job),
    Stop,
}

/// How the writer thread ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WriterEnd {
    /// It was closed ([`Ledger::close`]).
    Closed,
    /// A write panicked; the panic's message.
    Panicked(String),
}

/// The open ledger. Cheap to clone.
#[derive(Clone)]
pub struct Ledger {
    jobs: Sender<Command>,
    writer_end: watch::Receiver<Option<WriterEnd>>,
    reader: Arc<Mutex<Connection>>,
    long_reader: Arc<Mutex<Connection>>,
    writer: Arc<Mutex<Option<JoinHandle<()>>>>,
    checkpointer: Arc<Mutex<Option<JoinHandle<()>>>>,
    stop_checkpoints: Arc<AtomicBool>,
    path: PathBuf,
}

impl std::fmt::Debug for Ledger {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ledger")
            .field("path", &self.path)
            .finish_non_exhaustive()
    }
}

/// Opens a connection. The first one (`check`) also makes sure the file is one Pacer may
/// use, before anything could change it: not from a newer Pacer, not someone else's, not
/// damaged.
fn connect(path: &Path, check: bool) -> Result<Connection, LedgerError> {
    let open = |source| LedgerError::Open {
        path: path.to_owned(),
        source,
    };
    create_private(path);
    let conn = Connection::open(path).map_err(open)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))
        .map_err(open)?;
    let unusable = |e: rusqlite::Error| match e.sqlite_error_code() {
        Some(rusqlite::ErrorCode::DatabaseCorrupt) => damaged(path, &e.to_string()),
        _ => LedgerError::Unusable {
            path: path.to_owned(),
            detail: e.to_string(),
        },
    };
    // A write-ahead log with content (a Pacer that crashed, or another program writing right
    // now) is part of the database. SQLite folds it into the file when the last connection
    // closes; after a refusal that would change the file Pacer promised to leave alone.
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    let live_wal = check && std::fs::metadata(&wal).is_ok_and(|m| m.len() > 0);
    if live_wal {
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
            .map_err(unusable)?;
    }
    // Checked before any pragma: switching a newer database to WAL would already rewrite its
    // header, and a newer database must not be touched.
    let found: i64 = conn
        .pragma_query_value(None, "user_version", |row| row.get(0))
        .map_err(unusable)?;
    let supported = MIGRATIONS.len() as i64;
    if found > supported {
        return Err(LedgerError::NewerSchema {
            path: path.to_owned(),
            found,
            supported,
        });
    }
    if found == 0 {
        // A database without Pacer's schema version must be empty: anything else is someone
        // else's file, which Pacer must not change.
        let tables: i64 = conn
            .query_row("SELECT COUNT(*) FROM sqlite_master", [], |r| r.get(0))
            .map_err(unusable)?;
        if tables > 0 {
            return Err(LedgerError::Unusable {
                path: path.to_owned(),
                detail: "it is an SQLite database, but not Pacer's".into(),
            });
        }
    }
    if check {
        // Every page read once (a fifth of a second for 140 MB): a file with damaged pages is
        // refused now, not found out half way through a campaign, and is never written to.
        let problems: Vec<String> = conn
            .prepare("PRAGMA quick_check(3)")
            .and_then(|mut s| {
                s.query_map([], |r| r.get::<_, String>(0))?
                    .collect::<rusqlite::Result<_>>()
            })
            .map_err(|e| damaged(path, &e.to_string()))?;
        if problems.first().is_none_or(|p| p != "ok") {
            return Err(damaged(path, &problems.join("; ")));
        }
    }
    if live_wal {
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, false)
            .map_err(unusable)?;
    }
    conn.pragma_update(None, "journal_mode", "WAL")
        .map_err(unusable)?;
    conn.pragma_update(None, "synchronous", "FULL")
        .map_err(unusable)?;
    conn.pragma_update(None, "foreign_keys", "ON")
        .map_err(unusable)?;
    // 32 MB of page cache (SQLite's default is 2 MB): a 100,000-message launch inserts into
    // indexes that outgrow 2 MB, and every miss is a read. The cache fills only as used.
    conn.pragma_update(None, "cache_size", -32_768)
        .map_err(unusable)?;
    // Savepoint sub-journals and sorts in memory, not in temp files.
    conn.pragma_update(None, "temp_store", "MEMORY")
        .map_err(unusable)?;
    Ok(conn)
}

fn damaged(path: &Path, detail: &str) -> LedgerError {
    LedgerError::Damaged {
        path: path.to_owned(),
        detail: detail.to_owned(),
    }
}

/// Creates the database file readable by its owner only, before SQLite creates it with the
/// default permissions. (SQLite gives the -wal and -shm files the same permissions.)
fn create_private(path: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        if !path.exists() {
            // If this fails SQLite reports the real problem when it opens the path.
            let _ = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .open(path);
        }
    }
}

impl Ledger {
    /// Opens (or creates) the ledger and brings its schema up to date. A database from a newer
    /// Pacer is refused and left untouched.
    pub fn open(path: &Path) -> Result<Ledger, LedgerError> {
        let mut conn = connect(path, true)?;
        let unusable = |e: &dyn std::fmt::Display| LedgerError::Unusable {
            path: path.to_owned(),
            detail: e.to_string(),
        };
        // Foreign keys are off while migrating: a migration that rebuilds a table (SQLite's
        // only way to change a CHECK constraint) drops the old one while other tables still
        // point at it. Each migration checks them before it commits instead, so none is left
        // dangling. (The pragma does nothing inside a transaction, hence here.)
        conn.pragma_update(None, "foreign_keys", "OFF")
            .map_err(|e| unusable(&e))?;
        let migrations = Migrations::new(
            MIGRATIONS
                .iter()
                .map(|sql| M::up(sql).foreign_key_check())
                .collect(),
        );
        migrations.to_latest(&mut conn).map_err(|e| unusable(&e))?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(|e| unusable(&e))?;
        conn.pragma_update(None, "wal_autocheckpoint", 0)
            .and_then(|()| {
                // The writer is the connection that starts the log over after a checkpoint,
                // and cuts the file back then.
                conn.query_row(
                    &format!("PRAGMA journal_size_limit = {WAL_SIZE_LIMIT}"),
                    [],
                    |_| Ok(()),
                )
            })
            .map_err(|e| LedgerError::Unusable {
                path: path.to_owned(),
                detail: e.to_string(),
            })?;
        let reader = connect(path, false)?;
        let long_reader = connect(path, false)?;
        let checkpoints = connect(path, false)?;
        let stop_checkpoints = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&stop_checkpoints);
        let checkpointer = std::thread::Builder::new()
            .name("ledger-checkpoint".into())
            .spawn(move || checkpoint_loop(checkpoints, stop))
            .map_err(|e| LedgerError::Unusable {
                path: path.to_owned(),
                detail: format!("cannot start the checkpoint thread: {e}"),
            })?;
        let (jobs, queue) = mpsc::channel();
        let (ended, writer_end) = watch::channel(None);
        let writer = std::thread::Builder::new()
            .name("ledger-writer".into())
            .spawn(move || {
                // The connection and the queue are dropped while unwinding: the open
                // transaction rolls back, and every waiting caller hears "closed".
                let end = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    write_loop(conn, queue)
                })) {
                    Ok(()) => WriterEnd::Closed,
                    Err(panic) => WriterEnd::Panicked(crate::supervision::panic_message(&*panic)),
                };
                ended.send_replace(Some(end));
            })
            .map_err(|e| LedgerError::Unusable {
                path: path.to_owned(),
                detail: format!("cannot start the writer thread: {e}"),
            })?;
        Ok(Ledger {
            jobs,
            writer_end,
            reader: Arc::new(Mutex::new(reader)),
            long_reader: Arc::new(Mutex::new(long_reader)),
            writer: Arc::new(Mutex::new(Some(writer))),
            checkpointer: Arc::new(Mutex::new(Some(checkpointer))),
            stop_checkpoints,
            path: path.to_owned(),
        })
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Whether the writer thread still takes writes (false once closed or after a panic).
    pub fn writer_running(&self) -> bool {
        self.writer_end.borrow().is_none()
    }

    /// Resolves when the writer thread ends, saying how.
    pub async fn writer_ended(&self) -> WriterEnd {
        let mut end = self.writer_end.clone();
        match end.wait_for(Option::is_some).await {
            Ok(end) => end.clone().unwrap_or(WriterEnd::Closed),
            // The thread is gone without a word: it can only have been closed.
            Err(_) => WriterEnd::Closed,
        }
    }

    /// Runs `f` in the next group commit; resolves after the commit.
    pub async fn write<R: Send + 'static>(
        &self,
        f: impl FnOnce(&Connection) -> rusqlite::Result<R> + Send + 'static,
    ) -> Result<R, LedgerError> {
        self.submit(f).await
    }

    /// Queues `f` for the next group commit now (so writes keep the order they were submitted
    /// in) and returns a future that resolves after its commit.
    pub fn submit<R: Send + 'static>(
        &self,
        f: impl FnOnce(&Connection) -> rusqlite::Result<R> + Send + 'static,
    ) -> impl std::future::Future<Output = Result<R, LedgerError>> + Send + 'static {
        let (reply, answer) = oneshot::channel();
        let job = Job {
            run: Box::new(move |conn| f(conn).map(|r| Box::new(r) as Output)),
            reply: Some(reply),
        };
        let sent = self.jobs.send(Command::Job(job));
        async move {
            sent.map_err(|_| LedgerError::Closed)?;
            let output = answer.await.map_err(|_| LedgerError::Closed)??;
            output
                .downcast::<R>()
                .map(|r| *r)
                .map_err(|_| LedgerError::Closed)
        }
    }

    /// Caps the database at its present size plus `extra_pages` pages (`None`: lifts the cap),
    /// on the writing connection (SQLite's `max_page_count`): a write that needs more room
    /// then fails exactly as on a full disk (`SQLITE_FULL`). This is how the tests and the
    /// soak fill the disk without filling one. Returns the database's size in pages.
    pub async fn cap_size(&self, extra_pages: Option<u64>) -> Result<u64, LedgerError> {
        self.configure(move |c| {
            let pages: i64 = c.query_row("PRAGMA page_count", [], |r| r.get(0))?;
            let pages = u64::try_from(pages).unwrap_or(0);
            // SQLite's own largest value: no cap.
            let max = extra_pages.map_or(4_294_967_294, |extra| pages.saturating_add(extra));
            c.query_row(&format!("PRAGMA max_page_count = {max}"), [], |_| Ok(()))?;
            Ok(pages)
        })
        .await
    }

    /// Makes the writing connection refuse every write (`true`) as a file system gone
    /// read-only does (SQLite's `query_only`), or take them again (`false`). For the tests
    /// and the soak: how Pacer behaves when its database cannot be written for a reason other
    /// than a full disk.
    pub async fn refuse_writes(&self, refuse: bool) -> Result<(), LedgerError> {
        self.configure(move |c| c.pragma_update(None, "query_only", refuse))
            .await
    }

    /// Runs `f` on the writing connection outside any transaction, after the writes queued
    /// before it.
    async fn configure<R: Send + 'static>(
        &self,
        f: impl FnOnce(&Connection) -> rusqlite::Result<R> + Send + 'static,
    ) -> Result<R, LedgerError> {
        let (reply, answer) = oneshot::channel();
        let job = Job {
            run: Box::new(move |conn| f(conn).map(|r| Box::new(r) as Output)),
            reply: Some(reply),
        };
        self.jobs
            .send(Command::Configure(job))
            .map_err(|_| LedgerError::Closed)?;
        let output = answer.await.map_err(|_| LedgerError::Closed)??;
        output
            .downcast::<R>()
            .map(|r| *r)
            .map_err(|_| LedgerError::Closed)
    }

    /// Runs a read on the reading connection, off the async threads.
    pub async fn read<R: Send + 'static>(
        &self,
        f: impl FnOnce(&Connection) -> rusqlite::Result<R> + Send + 'static,
    ) -> Result<R, LedgerError> {
        let reader = Arc::clone(&self.reader);
        tokio::task::spawn_blocking(move || {
            let conn = reader.lock().unwrap_or_else(|p| p.into_inner());
            f(&conn).map_err(LedgerError::from)
        })
        .await
        .map_err(|_| LedgerError::Closed)?
    }

    /// Runs a read that takes seconds (every recipient of a campaign, a whole report) on a
    /// reading connection of its own, off the async threads: the short reads on the other one
    /// go on meanwhile. Long reads wait for each other.
    pub async fn read_long<R: Send + 'static>(
        &self,
        f: impl FnOnce(&Connection) -> rusqlite::Result<R> + Send + 'static,
    ) -> Result<R, LedgerError> {
        let reader = Arc::clone(&self.long_reader);
        tokio::task::spawn_blocking(move || {
            let conn = reader.lock().unwrap_or_else(|p| p.into_inner());
            f(&conn).map_err(LedgerError::from)
        })
        .await
        .map_err(|_| LedgerError::Closed)?
    }

    /// Runs a read on the calling thread (start-up, tests).
    pub fn read_now<R>(
        &self,
        f: impl FnOnce(&Connection) -> rusqlite::Result<R>,
    ) -> Result<R, LedgerError> {
        let conn = self.reader.lock().unwrap_or_else(|p| p.into_inner());
        f(&conn).map_err(LedgerError::from)
    }

    /// Waits for every queued write to commit, then stops the writer.
    pub fn close(&self) {
        // A closed channel means the writer is already gone; nothing is left to flush.
        let _ = self.jobs.send(Command::Stop);
        let handle = self.writer.lock().ok().and_then(|mut w| w.take());
        if let Some(handle) = handle {
            // A panicked writer has nothing left to flush.
            let _ = handle.join();
        }
        self.stop_checkpoints.store(true, Ordering::SeqCst);
        let handle = self.checkpointer.lock().ok().and_then(|mut c| c.take());
        if let Some(handle) = handle {
            // The last checkpoint is an optimisation; the WAL is complete either way.
            let _ = handle.join();
        }
    }
}

/// Copies the WAL into the database every quarter second without blocking writers, and
/// truncates it at the end.
fn checkpoint_loop(conn: Connection, stop: Arc<AtomicBool>) {
    let mut idle = 0;
    while !stop.load(Ordering::SeqCst) {
        std::thread::sleep(std::time::Duration::from_millis(50));
        idle += 1;
        if idle < 5 {
            continue;
        }
        idle = 0;
        if let Err(e) = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(())) {
            tracing::warn!("ledger checkpoint failed (it will be retried): {e}");
        }
    }
    // Writes have stopped: fold the WAL back into the database file.
    if let Err(e) = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(())) {
        tracing::warn!("final ledger checkpoint failed (the WAL is kept and used next time): {e}");
    }
}

fn write_loop(conn: Connection, queue: Receiver<Command>) {
    let mut stop = false;
    while !stop {
        let Ok(first) = queue.recv() else { return };
        let mut jobs = Vec::new();
        let mut configure = None;
        let mut next = Some(first);
        while let Some(command) = next.take() {
            match command {
                Command::Job(job) => jobs.push(job),
                Command::Configure(job) => {
                    configure = Some(job);
                    break;
                }
                Command::Stop => {
                    stop = true;
                    break;
                }
            }
            if jobs.len() < 2048 {
                next = queue.try_recv().ok();
            }
        }
        if !jobs.is_empty() {
            commit_group(&conn, jobs);
        }
        if let Some(job) = configure {
            let outcome = (job.run)(&conn).map_err(LedgerError::Sql);
            reply(job.reply, outcome);
        }
    }
}

fn commit_group(conn: &Connection, jobs: Vec<Job>) {
    let mut results: Vec<(Option<Reply>, rusqlite::Result<Output>)> =
        Vec::with_capacity(jobs.len());
    if let Err(e) = conn.execute_batch("BEGIN IMMEDIATE") {
        tracing::error!("ledger: cannot begin a transaction: {e}");
        for job in jobs {
            reply(job.reply, Err(LedgerError::commit(&e)));
        }
        return;
    }
    let mut jobs = jobs.into_iter();
    let mut lost: Option<rusqlite::Error> = None;
    for job in jobs.by_ref() {
        let outcome = match conn.execute_batch("SAVEPOINT job") {
            Ok(()) => {
                let outcome = (job.run)(conn);
                if conn.is_autocommit() {
                    // SQLite rolled the whole transaction back (it does on a full disk and on
                    // some I/O errors): every job of the group is undone. Running the next
                    // jobs now would commit each on its own while its caller hears "failed".
                    lost = Some(match outcome {
                        Err(e) => e,
                        Ok(_) => rusqlite::Error::SqliteFailure(
                            rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_ABORT),
                            Some("the transaction was rolled back".into()),
                        ),
                    });
                    results.push((job.reply, Ok(Box::new(()))));
                    break;
                }
                let end = if outcome.is_ok() {
                    "RELEASE job"
                } else {
                    "ROLLBACK TO job; RELEASE job"
                };
                match conn.execute_batch(end) {
                    Ok(()) => outcome,
                    Err(e) => Err(e),
                }
            }
            Err(e) => Err(e),
        };
        if let Err(e) = &outcome
            && job.reply.is_none()
        {
            tracing::error!("ledger: a background write failed: {e}");
        }
        results.push((job.reply, outcome));
    }
    if let Some(error) = lost {
        tracing::error!("ledger: a write failed and undid its group: {error}");
        for job in jobs {
            results.push((job.reply, Ok(Box::new(()))));
        }
        for (to, _) in results {
            reply(to, Err(LedgerError::commit(&error)));
        }
        return;
    }
    match conn.execute_batch("COMMIT") {
        Ok(()) => {
            for (to, outcome) in results {
                reply(to, outcome.map_err(LedgerError::Sql));
            }
        }
        Err(e) => {
            tracing::error!("ledger: commit failed: {e}");
            if !conn.is_autocommit() {
                // The transaction is still open; end it so the next group starts clean. (If
                // this fails too, the next BEGIN says so.)
                let _ = conn.execute_batch("ROLLBACK");
            }
            for (to, _) in results {
                reply(to, Err(LedgerError::commit(&e)));
            }
        }
    }
}

/// Fails unless the database can grow by 64 KiB: after a full disk, room for a few rows
/// is not yet room to work in. Writes a scratch row and deletes it again in the same
/// transaction (the pages stay in the file, free for the next writes).
pub(crate) fn check_room(conn: &Connection) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO settings (key, value) VALUES ('room_check', zeroblob(65536))
         ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        [],
    )?;
    conn.execute("DELETE FROM settings WHERE key = 'room_check'", [])?;
    Ok(())
}

fn reply(
    to: Option<oneshot::Sender<Result<Output, LedgerError>>>,
    result: Result<Output, LedgerError>,
) {
    if let Some(to) = to {
        // A caller that stopped waiting does not need the answer.
        let _ = to.send(result);
    }
}

#[cfg(test)]
mod migration_tests {
    #![allow(clippy::unwrap_used)]

    use rusqlite::Connection;
    use rusqlite_migration::{M, Migrations};

    use super::MIGRATIONS;

    /// A failed message as an older Pacer stored it.
    fn failed(c: &Connection, key: &str, state: &str, code: i64, text: &str) {
        c.execute(
            "INSERT INTO messages (key, lane, recipient, kind, payload, state, error_code, error_text, created_at, updated_at)
             VALUES (?1, 'bulk', '+923001234567', 'template', '{}', ?2, ?3, ?4, 0, 0)",
            rusqlite::params![key, state, code, text],
        )
        .unwrap();
    }

    #[test]
    fn pacers_own_failures_stored_under_code_0_lose_the_code_and_gain_their_kind() {
        let mut c = Connection::open_in_memory().unwrap();
        let upto =
            |n: usize| Migrations::new(MIGRATIONS[..n].iter().map(|sql| M::up(sql)).collect());
        upto(6).to_latest(&mut c).unwrap();
        failed(
            &c,
            "network",
            "failed",
            0,
            "Meta could not take the message after 8 tries. Your Meta access token has expired or was revoked. Paste a new one in Settings → Meta account, then press Resume. Sending is paused until then; nothing is lost. (Meta code 0: no answer from Meta)",
        );
        failed(
            &c,
            "twice",
            "failed",
            0,
            "Meta never answered, twice, and sent no status: Pacer cannot tell whether this message was delivered, so it will not send it a third time.",
        );
        failed(
            &c,
            "unreadable",
            "failed",
            0,
            "Pacer could not read this message back from its database.",
        );
        failed(
            &c,
            "meta",
            "failed",
            131026,
            "This number can't receive WhatsApp messages. (Meta code 131026: Message undeliverable)",
        );
        failed(
            &c,
            "waiting",
            "deferred",
            0,
            "the request did not reach Meta: could not connect: connection refused",
        );
        upto(7).to_latest(&mut c).unwrap();

        let row = |c: &Connection, key: &str| -> (Option<i64>, Option<String>) {
            c.query_row(
                "SELECT error_code, failure_kind FROM messages WHERE key = ?1",
                [key],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap()
        };
        assert_eq!(row(&c, "network"), (None, Some("network".into())));
        assert_eq!(row(&c, "twice"), (None, Some("no_answer".into())));
        assert_eq!(row(&c, "unreadable"), (None, Some("internal".into())));
        assert_eq!(row(&c, "meta"), (Some(131026), Some("meta".into())));
        assert_eq!(
            row(&c, "waiting"),
            (None, None),
            "a waiting message keeps no code"
        );
        // Later migrations that rebuild the table keep the kinds.
        upto(MIGRATIONS.len()).to_latest(&mut c).unwrap();
        assert_eq!(row(&c, "network"), (None, Some("network".into())));
        assert_eq!(row(&c, "meta"), (Some(131026), Some("meta".into())));
    }
}
