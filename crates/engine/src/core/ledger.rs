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

mod error;
mod file;
pub mod media;
pub mod messages;
pub mod state;
pub mod templates;
mod writer;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use rusqlite::Connection;
use rusqlite_migration::{M, Migrations};
use tokio::sync::{oneshot, watch};

pub use error::{LedgerError, WriteProblem};
pub use file::WAL_SIZE_LIMIT;
pub use writer::WriterEnd;
pub(crate) use writer::check_room;

use file::{MIGRATIONS, connect};
use writer::{Command, Job, Output, checkpoint_loop, write_loop};
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
