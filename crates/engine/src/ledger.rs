//! The ledger: one SQLite file that is the truth about every message (`DESIGN.md` §3.1).
//!
//! Writes go through one writer thread that commits in groups: whatever jobs are waiting when
//! it finishes a commit go into the next transaction (each inside its own savepoint, so one
//! failing job does not undo the others), and every caller is answered only after the commit.
//! That is what lets the dispatcher commit `sending` before a request leaves without the
//! ledger becoming the bottleneck. `synchronous=FULL`: a commit survives a power cut, not just
//! a crash. Reads use their own connection (WAL lets them run beside the writer).
//!
//! SQLite's automatic checkpoint would run inside a commit and stall the writer for tens of
//! milliseconds (long enough to miss send slots); it is off on the writer, and a background
//! thread checkpoints passively instead, which never blocks writes.

pub mod messages;
pub mod state;

use std::any::Any;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use rusqlite::Connection;
use rusqlite_migration::{M, Migrations};
use tokio::sync::oneshot;

/// The schema versions this build knows, in order. Never edit one that has shipped.
const MIGRATIONS: &[&str] = &[
    include_str!("../../../migrations/0001_ledger.sql"),
    include_str!("../../../migrations/0002_tracking.sql"),
    include_str!("../../../migrations/0003_contacts_campaigns.sql"),
    include_str!("../../../migrations/0004_launch_speed.sql"),
];

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
    /// A statement failed.
    #[error("the database could not be updated: {0}")]
    Sql(#[from] rusqlite::Error),
    /// A transaction could not begin or commit (disk full, file locked …).
    #[error("the database could not commit: {0}")]
    Commit(String),
    /// The writer has stopped (the engine is shutting down).
    #[error("the database is closed")]
    Closed,
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
    Stop,
}

/// The open ledger. Cheap to clone.
#[derive(Clone)]
pub struct Ledger {
    jobs: Sender<Command>,
    reader: Arc<Mutex<Connection>>,
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

fn connect(path: &Path) -> Result<Connection, LedgerError> {
    let open = |source| LedgerError::Open {
        path: path.to_owned(),
        source,
    };
    create_private(path);
    let conn = Connection::open(path).map_err(open)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))
        .map_err(open)?;
    let unusable = |e: rusqlite::Error| LedgerError::Unusable {
        path: path.to_owned(),
        detail: e.to_string(),
    };
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
        let mut conn = connect(path)?;
        let migrations = Migrations::new(MIGRATIONS.iter().map(|sql| M::up(sql)).collect());
        migrations
            .to_latest(&mut conn)
            .map_err(|e| LedgerError::Unusable {
                path: path.to_owned(),
                detail: e.to_string(),
            })?;
        conn.pragma_update(None, "wal_autocheckpoint", 0)
            .map_err(|e| LedgerError::Unusable {
                path: path.to_owned(),
                detail: e.to_string(),
            })?;
        let reader = connect(path)?;
        let checkpoints = connect(path)?;
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
        let writer = std::thread::Builder::new()
            .name("ledger-writer".into())
            .spawn(move || write_loop(conn, queue))
            .map_err(|e| LedgerError::Unusable {
                path: path.to_owned(),
                detail: format!("cannot start the writer thread: {e}"),
            })?;
        Ok(Ledger {
            jobs,
            reader: Arc::new(Mutex::new(reader)),
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
        let mut next = Some(first);
        while let Some(command) = next.take() {
            match command {
                Command::Job(job) => jobs.push(job),
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
    }
}

fn commit_group(conn: &Connection, jobs: Vec<Job>) {
    let mut results: Vec<(Option<Reply>, rusqlite::Result<Output>)> =
        Vec::with_capacity(jobs.len());
    if let Err(e) = conn.execute_batch("BEGIN IMMEDIATE") {
        let text = e.to_string();
        for job in jobs {
            reply(job.reply, Err(LedgerError::Commit(text.clone())));
        }
        tracing::error!("ledger: cannot begin a transaction: {text}");
        return;
    }
    for job in jobs {
        let outcome = match conn.execute_batch("SAVEPOINT job") {
            Ok(()) => {
                let outcome = (job.run)(conn);
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
    match conn.execute_batch("COMMIT") {
        Ok(()) => {
            for (to, outcome) in results {
                reply(to, outcome.map_err(LedgerError::Sql));
            }
        }
        Err(e) => {
            let text = e.to_string();
            tracing::error!("ledger: commit failed: {text}");
            // The transaction is gone; make sure the connection is usable for the next group.
            let _ = conn.execute_batch("ROLLBACK");
            for (to, _) in results {
                reply(to, Err(LedgerError::Commit(text.clone())));
            }
        }
    }
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
