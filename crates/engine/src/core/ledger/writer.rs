//! The writer thread: it commits waiting jobs in groups, each in its own savepoint, and
//! answers every caller only after the commit; and the thread beside it that checkpoints the
//! write-ahead log without blocking writes.

use std::any::Any;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Receiver;

use rusqlite::Connection;
use tokio::sync::oneshot;

use super::LedgerError;
pub(super) type Output = Box<dyn Any + Send>;
pub(super) type Reply = oneshot::Sender<Result<Output, LedgerError>>;
pub(super) type JobFn = Box<dyn FnOnce(&Connection) -> rusqlite::Result<Output> + Send>;

pub(super) struct Job {
    pub(super) run: JobFn,
    pub(super) reply: Option<oneshot::Sender<Result<Output, LedgerError>>>,
}

pub(super) enum Command {
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

/// Copies the WAL into the database every quarter second without blocking writers, and
/// truncates it at the end.
pub(super) fn checkpoint_loop(conn: Connection, stop: Arc<AtomicBool>) {
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

pub(super) fn write_loop(conn: Connection, queue: Receiver<Command>) {
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
