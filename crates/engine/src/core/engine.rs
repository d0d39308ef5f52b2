//! The engine as one handle: start it on a ledger and a Graph client, hand it messages, read
//! its state, stop it. The local API, `pacer serve` and (later) the desktop app all use this.

use std::sync::{Arc, Mutex};

use pacer_cloud::{GraphClient, MessageContent, OutboundMessage};
use tokio::sync::{mpsc, oneshot, watch};
use tokio::task::JoinHandle;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

use crate::clock::Clock;
use crate::config::EngineConfig;
use crate::dispatcher::{Command, Dispatcher, ExpressSamples, Queued, Stats};
use crate::expiry;
use crate::ledger::messages::{self, Lane, MessageView, NewMessage, OpenRow, State};
use crate::ledger::state as saved;
use crate::ledger::{Ledger, LedgerError, WriteProblem, WriterEnd};
use crate::phone::E164;
use crate::supervision::{Fault, Part, PlantedPanics, Supervisor};
use crate::tunnel::TunnelState;
use crate::webhook::{self, applier};
use pacer_cloud::webhook::Payload;

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

/// One message to send.
#[derive(Debug, Clone)]
pub struct Submission {
    /// Recipient, as the normaliser wrote it (`crate::import::normalise_phone`).
    pub to: E164,
    /// Lane.
    pub lane: Lane,
    /// Text or template, as Meta takes it.
    pub content: MessageContent,
    /// The caller's key: the same key twice is one message.
    pub idempotency_key: Option<String>,
    /// A campaign or posted batch that pauses as one.
    pub batch: Option<String>,
    /// How long it may wait to leave before it expires unsent (`crate::expiry`); `None`: its
    /// lane's default from [`EngineConfig::expiry`].
    pub expires_in: Option<std::time::Duration>,
}

/// What a submission became.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Submitted {
    /// The message's id.
    pub id: String,
    /// True when its idempotency key was seen before: the earlier message is returned and
    /// nothing new is sent.
    pub duplicate: bool,
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
    shutdown: CancellationToken,
    tasks: Mutex<Vec<JoinHandle<()>>>,
    tunnel: Mutex<Option<watch::Receiver<TunnelState>>>,
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

/// Meta's time-to-live of each template a submission uses ([`expiry::template_ttl`]), read
/// from the template cache once per template.
#[derive(Default)]
struct TemplateTtls(std::collections::HashMap<(String, String), Option<std::time::Duration>>);

impl TemplateTtls {
    fn of(
        &mut self,
        conn: &rusqlite::Connection,
        template: &(String, String),
    ) -> rusqlite::Result<Option<std::time::Duration>> {
        if let Some(ttl) = self.0.get(template) {
            return Ok(*ttl);
        }
        let (category, seconds) =
            crate::ledger::templates::category_and_ttl(conn, &template.0, &template.1)?;
        let ttl = expiry::template_ttl(category.as_deref(), seconds);
        self.0.insert(template.clone(), ttl);
        Ok(ttl)
    }
}

/// A new message id: `msg_` and 26 hex digits (unique without coordination). Time-ordered
/// (UUID v7: milliseconds first, then random bits), so a launch of 100,000 messages appends to
/// the key index instead of scattering over it.
fn new_key() -> String {
    format!("msg_{}", &uuid::Uuid::now_v7().simple().to_string()[..26])
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
            shutdown: shutdown.clone(),
            tasks: Mutex::new(Vec::new()),
            tunnel: Mutex::new(None),
            client: Mutex::new(client),
            media,
        });
        // Each part is watched (crate::supervision): the dispatcher and the writer stay stopped
        // after a panic and the engine refuses new work; the applier is started again.
        let run = tokio::spawn(dispatcher.run(shutdown.clone()));
        let dispatcher = tokio::spawn(supervisor.clone().watch(Part::Dispatcher, run));
        let apply = tokio::spawn(supervisor.clone().keep_running(
            Part::WebhookApplier,
            shutdown.clone(),
            {
                let (engine, shutdown) = (Arc::clone(&engine), shutdown.clone());
                move || applier::run(Arc::clone(&engine), shutdown.clone())
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

    /// Hands committed messages to the dispatcher. When it is gone they stay `queued` in the
    /// ledger and are sent after the next start (`Dispatcher::load` reloads every open
    /// message), so the caller is still told they were accepted — never "nothing was done"
    /// about rows that are durable.
    fn hand_over(&self, queued: Vec<Queued>) {
        if queued.is_empty() {
            return;
        }
        let count = queued.len();
        if self.commands.send(Command::Enqueued(queued)).is_err() {
            tracing::error!(
                "{count} messages are saved but the sender has stopped; they go out after Pacer is restarted"
            );
        }
    }

    /// Commits messages to the ledger and hands them to the dispatcher. Answers once every
    /// message is durable; a repeated idempotency key returns the first message. Refuses
    /// (writing nothing) when the engine could not send them; once they are committed, the
    /// answer is their ids, whatever happens next.
    pub async fn submit(&self, items: Vec<Submission>) -> Result<Vec<Submitted>, EngineError> {
        self.taking_work()?;
        let accepted_at = Instant::now();
        let departures_at_accept = self.stats.borrow().departures;
        let expiry = self.config.expiry;
        let rows: Vec<(NewMessage, Option<std::time::Duration>)> = items
            .into_iter()
            .map(|item| {
                let template = match &item.content {
                    MessageContent::Template(t) => Some((t.name.clone(), t.language.code.clone())),
                    _ => None,
                };
                let limit = item.expires_in.or_else(|| expiry.for_lane(item.lane));
                let kind = item.content.kind().to_owned();
                let payload = serde_json::to_string(&OutboundMessage::to_phone(
                    item.to.to_string(),
                    item.content,
                ))
                .unwrap_or_default();
                let message = NewMessage {
                    key: new_key(),
                    idempotency_key: item.idempotency_key,
                    lane: item.lane,
                    batch: item.batch,
                    recipient: item.to,
                    kind,
                    template,
                    payload,
                    deadline: None,
                };
                (message, limit)
            })
            .collect();
        let now = self.clock.now_ms();
        let built = accepted_at.elapsed();
        let inserted = self
            .ledger
            .write(move |c| {
                let mut ttls = TemplateTtls::default();
                let mut out = Vec::with_capacity(rows.len());
                for (mut row, limit) in rows {
                    let ttl = match &row.template {
                        Some(template) => ttls.of(c, template)?,
                        None => None,
                    };
                    row.deadline = expiry::deadline(now, limit, None, ttl);
                    let inserted = messages::insert(c, &row, now)?;
                    out.push((inserted, row));
                }
                Ok(out)
            })
            .await?;
        tracing::trace!(messages = inserted.len(), ?built, committed = ?accepted_at.elapsed(), "submitted");
        let mut fresh = Vec::new();
        let mut answer = Vec::with_capacity(inserted.len());
        for (inserted, row) in inserted {
            answer.push(Submitted {
                id: inserted.key.clone(),
                duplicate: inserted.existing,
            });
            if inserted.existing {
                continue;
            }
            fresh.push(Queued {
                row: OpenRow {
                    id: inserted.id,
                    key: inserted.key,
                    lane: row.lane,
                    batch: row.batch,
                    recipient: row.recipient,
                    kind: row.kind,
                    template: row.template,
                    payload: row.payload,
                    state: State::Queued,
                    attempts: 0,
                    pair_failures: 0,
                    resent: false,
                    next_attempt_at: None,
                    in_doubt_at: None,
                    stopped_while_sending: false,
                    deadline: row.deadline,
                },
                accepted_at,
                departures_at_accept,
            });
        }
        self.hand_over(fresh);
        Ok(answer)
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

    /// Shows this tunnel's state in the engine's stats.
    pub fn attach_tunnel(&self, state: watch::Receiver<TunnelState>) {
        if let Ok(mut tunnel) = self.tunnel.lock() {
            *tunnel = Some(state);
        }
    }

    /// The tunnel's state, if one is attached.
    pub fn tunnel(&self) -> Option<TunnelState> {
        self.tunnel
            .lock()
            .ok()?
            .as_ref()
            .map(|t| t.borrow().clone())
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

    /// Cancels every message of a batch that has not been sent; returns how many.
    pub async fn cancel_batch(&self, batch: &str) -> Result<u64, EngineError> {
        let (done, answer) = oneshot::channel();
        self.to_dispatcher(Command::CancelBatch(batch.to_owned(), done))?;
        answer.await.map_err(|_| self.gone())
    }

    /// Reads every template from Meta into the cache (`templates::sync`) and tells the
    /// dispatcher their categories (marketing messages are skipped for opted-out customers).
    pub async fn sync_templates(
        &self,
    ) -> Result<crate::templates::SyncReport, crate::templates::TemplateError> {
        let report =
            crate::templates::sync(&self.client(), &self.config.waba_id, &self.ledger).await?;
        let categories = self
            .ledger
            .read(crate::ledger::templates::categories)
            .await?;
        let _ = self.commands.send(Command::Categories(categories));
        Ok(report)
    }

    /// The pace of media uploads.
    pub fn media_limiter(&self) -> &MediaLimiter {
        &self.media
    }

    /// Sends failed messages again (the caller chose which); returns how many went back to the
    /// queue.
    pub async fn retry_failed(&self, ids: Vec<i64>) -> Result<usize, EngineError> {
        self.taking_work()?;
        let now = self.clock.now_ms();
        let rows = self
            .ledger
            .write(move |c| messages::reopen_failed(c, &ids, now))
            .await?;
        let count = rows.len();
        let departures_at_accept = self.stats.borrow().departures;
        let queued = rows
            .into_iter()
            .map(|row| Queued {
                row,
                accepted_at: Instant::now(),
                departures_at_accept,
            })
            .collect::<Vec<_>>();
        self.hand_over(queued);
        Ok(count)
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

    pub(crate) fn inbox_notify(&self) -> Arc<tokio::sync::Notify> {
        Arc::clone(&self.inbox)
    }

    /// Applies stored webhook bodies, in order, in one go.
    pub(crate) async fn apply_webhooks(
        &self,
        bodies: Vec<(i64, Payload)>,
    ) -> Result<(), EngineError> {
        let (done, answer) = oneshot::channel();
        self.to_dispatcher(Command::Webhook { bodies, done })?;
        Ok(answer.await.map_err(|_| self.gone())??)
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
