//! The dispatcher's writes to the ledger: groups of changes committed by the writer thread, and
//! what happens when a commit fails (claims taken back, the ledger tried again).

use super::*;

/// A write besides the transitions (a saved circuit, an opt-out …). `Fn`, not `FnOnce`: a
/// batch whose write failed is written again.
pub(super) type Extra = Box<dyn Fn(&Connection) -> rusqlite::Result<()> + Send + Sync>;

/// One turn's decisions, written in one group commit. Kept until written: when the database
/// cannot take them (a full disk, another program holding it), they are written again, in
/// order, once it can, so an answer Meta gave is never lost and never sent for again.
pub(super) struct Batch {
    pub(super) transitions: Vec<Transition>,
    pub(super) extras: Vec<Extra>,
    pub(super) now: Millis,
}

impl Batch {
    pub(super) fn write(&self, c: &Connection) -> rusqlite::Result<()> {
        messages::apply(c, &self.transitions, self.now)?;
        for extra in &self.extras {
            extra(c)?;
        }
        Ok(())
    }

    /// [`Batch::write`], except that a change the ledger refuses for good (a constraint: a
    /// wamid Meta gave twice …) is left out and named in `skipped`, so one bad decision cannot
    /// hold up every message behind it (its message is then handled as after a crash). A full
    /// disk or a lock still fails the whole write, to be tried again.
    pub(super) fn write_or_skip(
        &self,
        c: &Connection,
        skipped: &mut Vec<String>,
    ) -> rusqlite::Result<()> {
        match in_savepoint(c, |c| self.write(c)) {
            Err(e) if is_constraint(&e) => {}
            other => return other,
        }
        for transition in &self.transitions {
            let one = std::slice::from_ref(transition);
            match in_savepoint(c, |c| messages::apply(c, one, self.now)) {
                Err(e) if is_constraint(&e) => skipped.push(format!("{transition:?}: {e}")),
                other => other?,
            }
        }
        for extra in &self.extras {
            match in_savepoint(c, |c| extra(c)) {
                Err(e) if is_constraint(&e) => skipped.push(format!("a saved setting: {e}")),
                other => other?,
            }
        }
        Ok(())
    }

    /// Whether the batch changes this message.
    pub(super) fn touches(&self, id: i64) -> bool {
        self.transitions.iter().any(|t| t.id() == id)
    }
}

pub(super) fn is_constraint(error: &rusqlite::Error) -> bool {
    error.sqlite_error_code() == Some(rusqlite::ErrorCode::ConstraintViolation)
}

/// Runs `f` inside a savepoint of the current transaction: undone alone if it fails.
pub(super) fn in_savepoint(
    c: &Connection,
    f: impl FnOnce(&Connection) -> rusqlite::Result<()>,
) -> rusqlite::Result<()> {
    c.execute_batch("SAVEPOINT one")?;
    match f(c) {
        Ok(()) => c.execute_batch("RELEASE one"),
        Err(e) => {
            if !c.is_autocommit() {
                c.execute_batch("ROLLBACK TO one; RELEASE one")?;
            }
            Err(e)
        }
    }
}

/// Sending is paused because the ledger cannot be written.
#[derive(Debug)]
pub(super) struct LedgerFailure {
    /// What the person reads.
    pub(super) reason: String,
    pub(super) problem: WriteProblem,
    /// When to try the database again (real time).
    pub(super) retry_at: Instant,
    /// A recovery write is on its way.
    pub(super) trying: bool,
}

/// What a claim changed in memory, undone if its commit fails.
#[derive(Debug)]
pub(super) struct ClaimUndo {
    pub(super) recipient: E164,
    pub(super) tat: Millis,
    /// When the recipient was counted against the tier by this claim, and the count before.
    pub(super) tier: Option<(Millis, Option<Millis>)>,
}

impl Dispatcher {
    /// A write failed: sending pauses (nothing is claimed or sent) until the database takes
    /// writes again, which the dispatcher tries every `ledger_retry` by itself.
    pub(super) fn ledger_failed(&mut self, error: &LedgerError) {
        let problem = error.write_problem().unwrap_or(WriteProblem::Other);
        if self
            .ledger_failure
            .as_ref()
            .is_some_and(|f| f.problem == problem)
        {
            tracing::debug!("the database still cannot be written: {error}");
            return;
        }
        let reason = match problem {
            WriteProblem::DiskFull => {
                "The disk is full: Pacer paused sending. Free some space; Pacer carries on by itself.".to_owned()
            }
            WriteProblem::Locked => {
                "Another program is holding Pacer's database, so Pacer paused sending. Close that program (a database viewer, a backup or sync tool); Pacer carries on by itself when it lets go.".to_owned()
            }
            WriteProblem::Other => {
                let said = match error {
                    LedgerError::Sql(e) => e.to_string(),
                    LedgerError::Commit { detail, .. } => detail.clone(),
                    other => other.to_string(),
                };
                format!(
                    "Pacer could not write to its database, so it paused sending (SQLite said: {said}). It tries again every few seconds and carries on by itself; if this stays, check the disk and restart Pacer. Nothing already queued is lost."
                )
            }
        };
        tracing::error!("{reason} (details: {error})");
        match &mut self.ledger_failure {
            Some(failure) => {
                failure.reason = reason;
                failure.problem = problem;
            }
            None => {
                self.ledger_failure = Some(LedgerFailure {
                    reason,
                    problem,
                    retry_at: Instant::now() + self.config.ledger_retry,
                    trying: false,
                });
            }
        }
    }

    /// While the ledger fails: once its time has come and no earlier write is still on its
    /// way, writes everything left unwritten, in order, with a little room to spare (a full
    /// disk that frees a few bytes is not yet room to work in).
    pub(super) fn try_ledger_again(&mut self) {
        let Some(failure) = &mut self.ledger_failure else {
            return;
        };
        if failure.trying
            || Instant::now() < failure.retry_at
            || self.writes_pending > 0
            || self.claiming > 0
        {
            return;
        }
        failure.trying = true;
        let written_below = self.batch_seq;
        let batches: Vec<Arc<Batch>> = self.unwritten.values().cloned().collect();
        let held: std::collections::HashSet<i64> = self.rows.keys().copied().collect();
        let write = self.ledger.submit(move |c| {
            let mut skipped = Vec::new();
            for batch in &batches {
                batch.write_or_skip(c, &mut skipped)?;
            }
            for change in &skipped {
                tracing::error!("a change the database refuses for good was left out: {change}");
            }
            crate::ledger::check_room(c)?;
            messages::open_rows_except(c, &held)
        });
        let events = self.events_tx.clone();
        tokio::spawn(async move {
            // The dispatcher outlives the tasks it spawns.
            let _ = events.send(Event::Recovered(written_below, write.await));
        });
    }

    /// The answer to [`Dispatcher::try_ledger_again`]. On success every batch before
    /// `written_below` is in the ledger; `missing` are the open messages the dispatcher did
    /// not hold when the write was made. A message the dispatcher lost track of while claims
    /// failed is taken back; one the ledger says is being sent may have left, so it is held
    /// until Meta's status says whether it did, as after a crash.
    pub(super) fn recovered(
        &mut self,
        written_below: u64,
        result: Result<Vec<OpenRow>, LedgerError>,
    ) {
        let Some(failure) = &mut self.ledger_failure else {
            return;
        };
        failure.trying = false;
        let missing = match result {
            Ok(missing) => missing,
            Err(error) => {
                failure.retry_at = Instant::now() + self.config.ledger_retry;
                self.ledger_failed(&error);
                return;
            }
        };
        let newer = self.unwritten.split_off(&written_below);
        self.unwritten.clear();
        self.ledger_failure = None;
        tracing::info!("Pacer can write to its database again: sending carries on");
        let now = self.clock.now_ms();
        for mut row in missing {
            if self.rows.contains_key(&row.id) || newer.values().any(|b| b.touches(row.id)) {
                // Taken in, or decided about, since the ledger was read.
                continue;
            }
            if row.state == State::Sending {
                self.transitions.push(Transition::InDoubt {
                    id: row.id,
                    detail:
                        "Pacer lost track of this message while its database could not be written"
                            .into(),
                });
                row.state = State::InDoubt;
                row.in_doubt_at = Some(now);
            }
            tracing::warn!(key = %row.key, state = row.state.as_str(), "taking back a message the dispatcher lost track of while the database failed");
            self.adopt(row, None);
        }
        // Decided while the recovery was being written: written now, before anything newer.
        for (seq, batch) in newer {
            self.submit_batch(seq, batch);
        }
        self.flush();
    }

    /// Writes what this turn decided, in one group commit, after earlier writes. While the
    /// ledger fails, the batch waits with the others left unwritten.
    pub(super) fn flush(&mut self) {
        if self.transitions.is_empty() && self.extras.is_empty() {
            return;
        }
        let now = self.clock.now_ms();
        if now >= self.clock_saved.saturating_add(1_000) {
            // The latest time Pacer's clock showed, at most a second behind: a clock set back
            // while Pacer is stopped moves the saved waits back with it (`Engine::start`).
            self.clock_saved = now;
            self.extras
                .push(Box::new(move |c| saved::save_clock_seen(c, now)));
        }
        let batch = Arc::new(Batch {
            transitions: std::mem::take(&mut self.transitions),
            extras: std::mem::take(&mut self.extras),
            now,
        });
        let seq = self.batch_seq;
        self.batch_seq += 1;
        if self.ledger_failure.is_some() {
            self.unwritten.insert(seq, batch);
            return;
        }
        self.submit_batch(seq, batch);
    }

    pub(super) fn submit_batch(&mut self, seq: u64, batch: Arc<Batch>) {
        self.writes_pending += 1;
        let job = Arc::clone(&batch);
        let write = self.ledger.submit(move |c| job.write(c));
        let events = self.events_tx.clone();
        tokio::spawn(async move {
            let result = write.await;
            // The dispatcher outlives the tasks it spawns.
            let _ = events.send(Event::Wrote(seq, batch, result));
        });
    }

    /// Hands every claimed (committed `sending`, not yet sent) message back to the queue in the
    /// ledger; returns their ids.
    pub(super) fn unclaim(&mut self, reason: &str) -> Vec<i64> {
        let ids: Vec<i64> = self
            .claimed_express
            .drain(..)
            .chain(self.claimed_bulk.drain(..))
            .collect();
        for &id in &ids {
            self.transitions.push(Transition::Requeued {
                id,
                reason: reason.to_owned(),
            });
        }
        ids
    }
}
