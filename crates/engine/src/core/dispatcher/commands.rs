//! What the rest of the engine asks of the dispatcher: new messages, pause, resume, cancel.

use super::*;

/// What the rest of the engine asks of the dispatcher.
#[derive(Debug)]
pub enum Command {
    /// Messages just committed to the ledger.
    Enqueued(Vec<Queued>),
    /// Close the circuit breaker.
    Resume(oneshot::Sender<bool>),
    /// Stop sending for a reason of Pacer's own (not Meta's): the circuit opens with `reason`
    /// until the person resumes.
    Hold(String),
    /// Resume a paused batch.
    ResumeBatch(String, oneshot::Sender<bool>),
    /// Pause a batch because the person asked (the reason is shown).
    PauseBatch(String, String, oneshot::Sender<bool>),
    /// A batch's sending hours from now on (`None`: any time); answered once kept.
    SetBatchHours(String, Option<SendHours>, oneshot::Sender<()>),
    /// Cancel every message of a batch not yet sent; answers how many.
    CancelBatch(String, oneshot::Sender<u64>),
    /// Use another Graph client from now on (a new access token).
    ReplaceClient(Arc<GraphClient>),
    /// The template cache changed (a sync): every template's category, (name, language) → category.
    Categories(Vec<((String, String), String)>),
    /// One webhook body (already stored in the inbox).
    Webhook {
        /// Stored bodies (inbox row, what it says), in order.
        bodies: Vec<(i64, Payload)>,
        /// Answered once everything is committed, with the bodies left unapplied until a
        /// decision they wait for is written ([`super::HeldBodies`]).
        done: oneshot::Sender<Result<super::HeldBodies, LedgerError>>,
    },
    /// Marketing choices a person made for customers; answered once written.
    PersonChoices(super::PersonChoices, super::choices::ChoicesAnswer),
    /// Panics, as a bug would: only a test sends it (`Engine::plant_panic`), to prove the
    /// dispatcher is supervised.
    #[doc(hidden)]
    Panic,
}

/// A message the engine has just committed, for the dispatcher.
#[derive(Debug, Clone)]
pub struct Queued {
    /// The ledger row.
    pub row: OpenRow,
    /// When the caller handed it over (real time), for the express latency figure.
    pub accepted_at: Instant,
    /// Sends made before it was accepted (for "send slots waited").
    pub departures_at_accept: u64,
}

impl Dispatcher {
    pub(super) fn command(&mut self, command: Command) {
        match command {
            Command::Enqueued(list) => {
                // Room for a launch's page at once, not grown (and rehashed) as it comes.
                self.rows.reserve(list.len());
                for queued in list {
                    if self.rows.contains_key(&queued.row.id) {
                        // Already taken back from the ledger after a write failure.
                        continue;
                    }
                    let arrival = Arrival {
                        at: queued.accepted_at,
                        departures: queued.departures_at_accept,
                    };
                    self.adopt(queued.row, Some(arrival));
                }
            }
            Command::Resume(done) => {
                let was_open = self.circuit.is_some() || self.ledger_failure.is_some();
                self.close_circuit();
                if let Some(failure) = &mut self.ledger_failure {
                    // The person says the cause is fixed: try the database now.
                    failure.retry_at = Instant::now();
                }
                let _ = done.send(was_open);
            }
            Command::Hold(reason) => self.open_circuit(reason, None, None),
            Command::PauseBatch(batch, reason, done) => {
                let now = self.clock.now_ms();
                let batch: Arc<str> = Arc::from(batch.as_str());
                let was_running = !self.paused_batches.contains_key(&batch);
                self.pause_batch(batch, reason, 0, now);
                let _ = done.send(was_running);
            }
            Command::SetBatchHours(batch, hours, done) => {
                let batch: Arc<str> = Arc::from(batch.as_str());
                match hours {
                    Some(hours) => self.batch_hours.insert(batch, hours),
                    None => self.batch_hours.remove(&batch),
                };
                let _ = done.send(());
            }
            Command::CancelBatch(batch, done) => {
                let cancelled = self.cancel_batch(&batch);
                let _ = done.send(cancelled);
            }
            Command::ResumeBatch(batch, done) => {
                let now = self.clock.now_ms();
                let was_paused = self.resume_batch_now(&Arc::from(batch.as_str()), now);
                let _ = done.send(was_paused);
            }
            Command::ReplaceClient(client) => self.client = own_connections(client),
            Command::Categories(categories) => {
                self.categories = categories
                    .into_iter()
                    .map(|(key, category)| (key, category.to_ascii_uppercase()))
                    .collect();
            }
            Command::Webhook { bodies, done } => self.webhook(bodies, done),
            Command::PersonChoices(choices, done) => self.person_choices(choices, done),
            Command::Panic => panic!("a panic planted by a test in the dispatcher"),
        }
    }

    /// Cancels every message of a batch that has not left: queued, deferred, paused or claimed
    /// (a message in flight or in doubt may already be with Meta and is left to finish).
    pub(super) fn cancel_batch(&mut self, batch: &str) -> u64 {
        let ids: Vec<i64> = self
            .rows
            .iter()
            .filter(|(_, r)| r.batch.as_deref() == Some(batch))
            .filter(|(_, r)| {
                matches!(
                    r.at,
                    Where::Ready
                        | Where::Deferred { .. }
                        | Where::Parked
                        | Where::Claimed { .. }
                        | Where::Claiming { .. }
                )
            })
            .map(|(id, _)| *id)
            .collect();
        self.claimed_express.retain(|id| !ids.contains(id));
        self.claimed_bulk.retain(|id| !ids.contains(id));
        let mut cancelled = 0;
        for id in ids {
            if let Some(Row {
                at: Where::Claiming { withdrawn, .. },
                ..
            }) = self.rows.get_mut(&id)
            {
                // Its claim is being committed; it is dropped when the commit is confirmed.
                *withdrawn = Some(Withdrawn::Cancelled);
            } else {
                self.forget(id);
            }
            self.transitions.push(Transition::Cancelled { id });
            cancelled += 1;
        }
        let key: Arc<str> = Arc::from(batch);
        self.paused_batches.remove(&key);
        self.parked.remove(&key);
        cancelled
    }

    /// Resumes a paused batch; true if it was paused.
    pub(super) fn resume_batch_now(&mut self, batch: &Arc<str>, now: Millis) -> bool {
        let was_paused = self.paused_batches.remove(batch).is_some();
        self.paused_by_template.remove(batch);
        if was_paused {
            let name = batch.to_string();
            self.extras.push(Box::new(move |c| {
                saved::save_batch(c, &name, None, now)?;
                messages::set_batch_parked(c, &name, false, now).map(|_| ())
            }));
            for id in self.parked.remove(batch).unwrap_or_default() {
                if self
                    .rows
                    .get(&id)
                    .is_some_and(|r| matches!(r.at, Where::Parked))
                {
                    self.make_ready(id, false);
                }
            }
        }
        was_paused
    }
}
