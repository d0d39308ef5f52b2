//! The engine as one handle: start it on a ledger and a Graph client, hand it messages, read
//! its state, stop it. The local API, `pacer serve` and the desktop app all use this. How
//! messages are taken in (`submit`, `retry_failed`) is in [`intake`].

use std::sync::{Arc, Mutex};

use pacer_cloud::GraphClient;
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

use crate::clock::Clock;
use crate::config::EngineConfig;
use crate::dispatcher::{Command, Dispatcher, ExpressSamples, PersonChoices, Stats};
use crate::ledger::messages::{self, MessageView, State};
use crate::ledger::state as saved;
use crate::ledger::state::PersonChoiceOutcome;
use crate::ledger::{Ledger, LedgerError, WriteProblem, WriterEnd};
use crate::supervision::{Fault, Part, PlantedPanics, Supervisor};
use crate::webhook::{self, applier::Applier};

mod intake;

pub use intake::{ShapedItem, ShapedSubmissions, Submission, Submitted};

/// Why the engine could not do something.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// The ledger failed.
    #[error(transparent)]
    Ledger(#[from] LedgerError),
    /// The engine is stopping or stopped.
    #[error("Pacer is shutting down")]
    Stopped,
    /// A part that cannot be restarted (the dispatcher, the ledger writer) stopped because of
    /// an internal error: nothing new is taken until Pacer is restarted.
    #[error("{}", .0.text)]
    Halted(Box<Fault>),
}

/// The running engine.
#[derive(Debug)]
pub struct Engine {
    config: EngineConfig,
    clock: Clock,
    ledger: Ledger,
    commands: mpsc::UnboundedSender<Command>,
    stats: watch::Receiver<Stats>,
    samples: Arc<Mutex<ExpressSamples>>,
    inbox: Arc<tokio::sync::Notify>,
    /// Counts the batches of webhooks applied: what waits on new customer messages (the
    /// fetcher of their files) watches it instead of polling.
    applied: watch::Sender<u64>,
    shutdown: CancellationToken,
    tasks: Mutex<Vec<JoinHandle<()>>>,
    client: Mutex<Arc<GraphClient>>,
    media: MediaLimiter,
    supervisor: Supervisor,
    planted: PlantedPanics,
}

/// Paces media uploads across every launch (`EngineConfig::media_rate`).
pub struct MediaLimiter(governor::DefaultDirectRateLimiter);

impl MediaLimiter {
    fn new(per_second: u32) -> Self {
        let rate = std::num::NonZeroU32::new(per_second).unwrap_or(std::num::NonZeroU32::MIN);
        let burst =
            std::num::NonZeroU32::new(per_second.min(8)).unwrap_or(std::num::NonZeroU32::MIN);
        MediaLimiter(governor::RateLimiter::direct(
            governor::Quota::per_second(rate).allow_burst(burst),
        ))
    }

    /// Waits for the next upload's turn.
    pub async fn until_ready(&self) {
        self.0.until_ready().await;
    }
}

impl std::fmt::Debug for MediaLimiter {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("MediaLimiter")
    }
}

/// Pacer's clock for this run, from the clock's anchor (kept in the ledger for scaled test
/// runs). When the system clock was set back since the latest time an earlier run saw, the
/// saved waits move back with it. The first write of a start: when another program holds the
/// database, Pacer waits for it up to `lock_patience`, then says so.
async fn start_clock(config: &EngineConfig, ledger: &Ledger) -> Result<Clock, LedgerError> {
    let wall = config.wall_clock.clone();
    let anchor_default = wall.now_ms().to_string();
    let patience_ends = Instant::now() + config.lock_patience;
    let (anchor, seen) = loop {
        let anchor_default = anchor_default.clone();
        let read = ledger
            .write(move |c| {
                Ok((
                    saved::setting_or_init(c, "clock_anchor_ms", &anchor_default)?,
                    saved::clock_seen(c)?,
                ))
            })
            .await;
        match read {
            Ok(read) => break read,
            // Each try already waited the busy timeout.
            Err(e)
                if e.write_problem() == Some(WriteProblem::Locked)
                    && Instant::now() < patience_ends =>
            {
                tracing::warn!(
                    "another program is holding Pacer's database {}: waiting for it to let go",
                    ledger.path().display()
                );
            }
            Err(e) => return Err(e),
        }
    };
    let clock = Clock::scaled_from(
        &wall,
        config.time_scale,
        anchor.parse().unwrap_or_else(|_| wall.now_ms()),
    );
    let now = clock.now_ms();
    if let Some(behind) = seen.map(|seen| seen - now).filter(|behind| *behind > 0) {
        // Every saved wait (pair pacing, retries, doubt windows, the tier's 24 h, service
        // windows, a circuit's probe, media re-use) was reckoned on the old clock: it moves
        // back with the clock, as if no time had passed while Pacer was stopped. Times shown
        // to people and campaign schedules follow the system clock as it is now.
        tracing::warn!(
            "the system clock is {:.1} s behind the last time Pacer ran (it was set back while Pacer was stopped): every wait Pacer saved moves back with it, so none grows by the jump",
            behind as f64 / 1000.0
        );
        ledger
            .write(move |c| {
                saved::shift_waits(c, -behind)?;
                saved::save_clock_seen(c, now)
            })
            .await?;
    }
    Ok(clock)
}

impl Engine {
    /// Opens the ledger, reloads what is still to be sent, and starts the dispatcher and the
    /// webhook applier.
    pub async fn start(
        config: EngineConfig,
        client: GraphClient,
    ) -> Result<Arc<Engine>, EngineError> {
        let path = config.db_path.clone();
        let ledger = tokio::task::spawn_blocking(move || Ledger::open(&path))
            .await
            .map_err(|_| EngineError::Stopped)??;
        let client = Arc::new(client);
        let (commands, command_rx) = mpsc::unbounded_channel();
        let (stats_tx, stats) = watch::channel(Stats::default());
        let samples = Arc::new(Mutex::new(ExpressSamples::default()));
        let loaded = async {
            let clock = start_clock(&config, &ledger).await?;
            let dispatcher = Dispatcher::load(
                config.clone(),
                clock.clone(),
                ledger.clone(),
                Arc::clone(&client),
                command_rx,
                stats_tx,
                Arc::clone(&samples),
            )
            .await?;
            Ok::<_, LedgerError>((clock, dispatcher))
        }
        .await;
        let (clock, dispatcher) = match loaded {
            Ok(loaded) => loaded,
            Err(error) => {
                // Nothing may keep the file open after a refused start.
                let closing = ledger.clone();
                let _ = tokio::task::spawn_blocking(move || closing.close()).await;
                return Err(error.into());
            }
        };
        let shutdown = CancellationToken::new();
        let media = MediaLimiter::new(config.media_rate);
        let supervisor = Supervisor::new(config.wall_clock.clone());
        let engine = Arc::new(Engine {
            supervisor: supervisor.clone(),
            planted: PlantedPanics::default(),
            config,
            clock,
            ledger,
            commands,
            stats,
            samples,
            inbox: Arc::new(tokio::sync::Notify::new()),
            applied: watch::Sender::new(0),
            shutdown: shutdown.clone(),
            tasks: Mutex::new(Vec::new()),
            client: Mutex::new(client),
            media,
        });
        // Each part is watched (crate::supervision): the dispatcher and the writer stay stopped
        // after a panic and the engine refuses new work; the applier is started again. The
        // applier gets the handles it works with, not the engine: it never calls back.
        let run = tokio::spawn(dispatcher.run(shutdown.clone()));
        let dispatcher = tokio::spawn(supervisor.clone().watch(Part::Dispatcher, run));
        let applier = Applier {
            ledger: engine.ledger.clone(),
            dispatcher: engine.commands.clone(),
            stored: Arc::clone(&engine.inbox),
            applied: engine.applied.clone(),
            ledger_retry: engine.config.ledger_retry,
            planted: engine.planted.clone(),
        };
        let apply = tokio::spawn(supervisor.clone().keep_running(
            Part::WebhookApplier,
            shutdown.clone(),
            {
                let shutdown = shutdown.clone();
                move || applier.clone().run(shutdown.clone())
            },
        ));
        let writer = tokio::spawn({
            let (ledger, shutdown) = (engine.ledger.clone(), shutdown.clone());
            async move {
                tokio::select! {
                    // Closing the ledger at shutdown ends the writer as it should.
                    () = shutdown.cancelled() => {}
                    end = ledger.writer_ended() => match end {
                        WriterEnd::Panicked(message) => {
                            supervisor.record(Part::LedgerWriter, None, message);
                        }
                        WriterEnd::Closed => {}
                    }
                }
            }
        });
        if let Ok(mut tasks) = engine.tasks.lock() {
            tasks.extend([dispatcher, apply, writer]);
        }
        Ok(engine)
    }

    /// The settings it runs with.
    pub fn config(&self) -> &EngineConfig {
        &self.config
    }

    /// Pacer's clock.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The ledger.
    pub fn ledger(&self) -> &Ledger {
        &self.ledger
    }

    /// Refuses new work when it could not be sent: Pacer is stopping, or the dispatcher or the
    /// ledger writer stopped because of an internal error.
    fn taking_work(&self) -> Result<(), EngineError> {
        if self.shutdown.is_cancelled() {
            return Err(EngineError::Stopped);
        }
        if let Some(fault) = self.supervisor.fatal() {
            return Err(EngineError::Halted(Box::new(fault)));
        }
        if self.commands.is_closed() || !self.ledger.writer_running() {
            // Ended a moment ago; the supervisor is about to record why.
            return Err(self.gone());
        }
        Ok(())
    }

    /// What to answer when the dispatcher does not take a command: why it stopped.
    fn gone(&self) -> EngineError {
        match self.supervisor.fatal() {
            Some(fault) => EngineError::Halted(Box::new(fault)),
            None => EngineError::Stopped,
        }
    }

    /// Hands a command to the dispatcher.
    fn to_dispatcher(&self, command: Command) -> Result<(), EngineError> {
        self.commands.send(command).map_err(|_| self.gone())
    }

    /// A message by id, with its history.
    pub async fn message(&self, id: &str) -> Result<Option<MessageView>, EngineError> {
        let id = id.to_owned();
        Ok(self.ledger.read(move |c| messages::view(c, &id)).await?)
    }

    /// The dispatcher's state now, with any part stopped by an internal error.
    pub fn stats(&self) -> Stats {
        let mut stats = self.stats.borrow().clone();
        if let Ok(samples) = self.samples.lock() {
            (stats.express_latency_ms, stats.express_slots_waited) = samples.percentiles();
        }
        stats.fatal = self.supervisor.fatal();
        stats.recovered = self.supervisor.recovered();
        stats
    }

    /// Watches the engine's parts and keeps their faults (crate::supervision).
    pub fn supervisor(&self) -> &Supervisor {
        &self.supervisor
    }

    /// For tests: makes `part` panic at its next turn, as a bug would, to prove it is
    /// supervised. The dispatcher gets a command that panics, the ledger writer a write that
    /// panics; the applier, the scheduler and the next launch look for the planted panic each
    /// turn. Nothing outside the process can call it (no API does), and without a call every
    /// part runs as always.
    #[doc(hidden)]
    pub fn plant_panic(&self, part: Part) {
        match part {
            Part::Dispatcher => {
                // A dispatcher already gone has nothing left to panic.
                let _ = self.commands.send(Command::Panic);
            }
            Part::LedgerWriter => {
                let write = self.ledger.submit(|_| -> rusqlite::Result<()> {
                    panic!("a panic planted by a test in the ledger writer")
                });
                // Queued now; its answer ("closed") is not needed.
                drop(write);
            }
            Part::WebhookApplier => {
                self.planted.plant(part);
                self.inbox.notify_one();
            }
            Part::CampaignScheduler | Part::CampaignLaunch => self.planted.plant(part),
        }
    }

    /// Panics here if a test planted a panic for `part` ([`Engine::plant_panic`]).
    pub(crate) fn planted_panic(&self, part: Part) {
        self.planted.here(part);
    }

    /// Changes of the dispatcher's state, as they happen (for the desktop app's live view).
    /// Without `fatal` and `recovered`: [`Engine::stats`] adds those.
    pub fn watch_stats(&self) -> watch::Receiver<Stats> {
        self.stats.clone()
    }

    /// Counts of messages in each state, from the ledger.
    pub async fn state_counts(&self) -> Result<Vec<(State, u64)>, EngineError> {
        Ok(self.ledger.read(messages::counts).await?)
    }

    /// Closes the circuit breaker after the person fixed what opened it. True if it was open.
    pub async fn resume(&self) -> Result<bool, EngineError> {
        let (done, answer) = oneshot::channel();
        self.to_dispatcher(Command::Resume(done))?;
        answer.await.map_err(|_| self.gone())
    }

    /// Stops sending for a reason of Pacer's own, said in the catalogue's words (`said`, shown
    /// as the circuit's reason, without a Meta code), until the person resumes: what is queued
    /// waits, nothing is lost.
    pub fn hold(&self, said: &pacer_words::Said) -> Result<(), EngineError> {
        self.to_dispatcher(Command::Hold(said.to_string()))
    }

    /// Sends with another Graph client from now on (the person pasted a new access token).
    /// Requests already in flight finish with the old one.
    pub fn replace_client(&self, client: GraphClient) -> Result<(), EngineError> {
        let client = Arc::new(client);
        if let Ok(mut current) = self.client.lock() {
            *current = Arc::clone(&client);
        }
        self.to_dispatcher(Command::ReplaceClient(client))
    }

    /// The Graph client in use (templates sync, media uploads).
    pub fn client(&self) -> Arc<GraphClient> {
        match self.client.lock() {
            Ok(client) => Arc::clone(&client),
            Err(poisoned) => Arc::clone(&poisoned.into_inner()),
        }
    }

    /// Resumes a paused batch. True if it was paused.
    pub async fn resume_batch(&self, batch: &str) -> Result<bool, EngineError> {
        let (done, answer) = oneshot::channel();
        self.to_dispatcher(Command::ResumeBatch(batch.to_owned(), done))?;
        answer.await.map_err(|_| self.gone())
    }

    /// Pauses a batch (a campaign) because the person asked. True if it was running.
    pub async fn pause_batch(&self, batch: &str, reason: &str) -> Result<bool, EngineError> {
        let (done, answer) = oneshot::channel();
        self.to_dispatcher(Command::PauseBatch(
            batch.to_owned(),
            reason.to_owned(),
            done,
        ))?;
        answer.await.map_err(|_| self.gone())
    }

    /// Sets a batch's sending hours (`None`: any time): kept in the ledger first, so that a
    /// restart at night sends nothing of it before they open, then applied from the next
    /// message the dispatcher picks. Its bulk messages picked outside them wait, deferred, for
    /// the next opening; express messages never wait.
    pub async fn set_batch_hours(
        &self,
        batch: &str,
        hours: Option<crate::send_hours::SendHours>,
    ) -> Result<(), EngineError> {
        let now = self.clock.now_ms();
        let (key, stored) = (batch.to_owned(), hours.map(|h| h.to_stored()));
        self.ledger
            .write(move |c| crate::ledger::state::save_batch_hours(c, &key, stored.as_deref(), now))
            .await?;
        let (done, answer) = oneshot::channel();
        self.to_dispatcher(Command::SetBatchHours(batch.to_owned(), hours, done))?;
        answer.await.map_err(|_| self.gone())
    }

    /// Cancels every message of a batch that has not been sent; returns how many.
    pub async fn cancel_batch(&self, batch: &str) -> Result<u64, EngineError> {
        let (done, answer) = oneshot::channel();
        self.to_dispatcher(Command::CancelBatch(batch.to_owned(), done))?;
        answer.await.map_err(|_| self.gone())
    }

    /// Stops or resumes marketing messages to customers because a person said so (staff who
    /// heard it on the phone, a do-not-contact list, the local API). It goes through the
    /// dispatcher: a stop holds from the next message it picks, so marketing messages already
    /// queued for them are skipped like after the customer's own STOP; utility and
    /// authentication messages still go. Answers, per customer in order, whether it changed
    /// anything (a customer already opted out stays as they were, with no new history).
    pub async fn set_marketing_choices(
        &self,
        choices: PersonChoices,
    ) -> Result<Vec<PersonChoiceOutcome>, EngineError> {
        if choices.recipients.is_empty() {
            return Ok(Vec::new());
        }
        let (done, answer) = oneshot::channel();
        self.to_dispatcher(Command::PersonChoices(choices, done))?;
        Ok(answer.await.map_err(|_| self.gone())??)
    }

    /// Tells the dispatcher the template categories now in the cache (marketing messages are
    /// skipped for opted-out customers). The office's template sync calls it after writing the
    /// cache (`office/templates.rs`, `sync_into`).
    pub async fn reload_template_categories(&self) -> Result<(), LedgerError> {
        let categories = self
            .ledger
            .read(crate::ledger::templates::categories)
            .await?;
        // A dispatcher already gone reads the categories again when it starts.
        let _ = self.commands.send(Command::Categories(categories));
        Ok(())
    }

    /// The pace of media uploads.
    pub fn media_limiter(&self) -> &MediaLimiter {
        &self.media
    }

    /// Changes each time webhooks were applied to the ledger (new customer messages among
    /// them, perhaps): wait on `changed()` rather than polling the ledger.
    pub fn webhooks_applied(&self) -> watch::Receiver<u64> {
        self.applied.subscribe()
    }

    /// Stores a webhook body durably (the receiver answers 200 after this) and wakes the
    /// applier. The inbox keeps each body once, by its SHA-256: the same body again (Meta
    /// retrying, or someone replaying a delivery they recorded) stores nothing and is `None`.
    pub async fn store_webhook(&self, body: Vec<u8>) -> Result<Option<i64>, EngineError> {
        let now = self.clock.now_ms();
        let id = self
            .ledger
            .write(move |c| webhook::inbox::store(c, now, &body))
            .await?;
        if id.is_some() {
            self.inbox.notify_one();
        }
        Ok(id)
    }

    /// A token cancelled when the engine stops.
    pub fn shutdown_token(&self) -> CancellationToken {
        self.shutdown.clone()
    }

    /// Stops sending (requests in flight get the grace period), applies what is stored, and
    /// closes the ledger. Nothing it could finish is left `sending`.
    pub async fn shutdown(&self) {
        self.shutdown.cancel();
        let tasks = self
            .tasks
            .lock()
            .map(|mut t| std::mem::take(&mut *t))
            .unwrap_or_default();
        for task in tasks {
            // A task that panicked has nothing left to finish.
            let _ = task.await;
        }
        let ledger = self.ledger.clone();
        // Closing joins the writer thread.
        let _ = tokio::task::spawn_blocking(move || ledger.close()).await;
    }
}
