//! The dispatcher: one loop that decides which message goes next, and when (`docs/sending.md#lanes`, `#throughput-limiter`, `#pair-pacing`, `#retry-policy`, `#in-doubt-requests`, `#messaging-limit-budget`).
//!
//! Each turn it takes in what happened (new messages, answers from Meta, commits, status
//! webhooks), brings due messages back, claims the next messages and sends them:
//!
//! 1. **Pick** — express before bulk (strict priority); a message whose recipient is not ready
//!    (pair pacing) or who would be one customer too many for the tier is deferred to the exact
//!    time it fits, and the next message is considered: nobody waits behind them. A message
//!    whose time limit has passed is never claimed: it ends expired (`crate::expiry`), also
//!    while it waits and nothing else happens.
//! 2. **Claim** — `sending` is committed to the ledger (with the recipient's new pacing time and
//!    tier count) before anything leaves. Claims run a little ahead of the send slots so the
//!    commit never costs a slot.
//! 3. **Send** — when the limiter gives a slot and the in-flight bound allows, the most urgent
//!    claimed message leaves (express first). Slots are evenly spaced, so Meta never sees one
//!    message too many in any second.
//! 4. **Answer** — the retry policy decides from Meta's error class: sent, retry later, only
//!    this recipient later, pause the batch, pause everything, failed, or in doubt.
//!
//! The loop owns all of this state; nothing else mutates it.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use pacer_cloud::{GraphClient, OutboundMessage, SendAccepted, SendFailure, Unreachable};
use rusqlite::Connection;
use serde::Serialize;
use tokio::sync::{mpsc, oneshot, watch};
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

use crate::clock::{Clock, Millis, meta_time};
use crate::config::EngineConfig;
use crate::connection::{self, ConnectionView, Offline};
use crate::expiry::{Deadline, Deadlines};
use crate::ledger::messages::{
    self, Claim, FailureCause, Lane, OpenRow, State, StatusEffect, Transition,
};
use crate::ledger::state::{self as saved, MarketingChoice, OpenCircuit};
use crate::ledger::{Ledger, LedgerError, WriteProblem};
use crate::limiter::{InboundMeter, Limiter};
use crate::pacing::Pacing;
use crate::reconcile::{Silence, StatusWatch};
use crate::retry::{self, Attempt, Verdict};
use crate::supervision::Fault;
use crate::tier::{Admission, TierBudget};
use crate::webhook::payload::{Inbound, Payload, TemplateEvent};
use crate::wire::Wire;

/// What the rest of the engine asks of the dispatcher.
#[derive(Debug)]
pub enum Command {
    /// Messages just committed to the ledger.
    Enqueued(Vec<Queued>),
    /// Close the circuit breaker.
    Resume(oneshot::Sender<bool>),
    /// Resume a paused batch.
    ResumeBatch(String, oneshot::Sender<bool>),
    /// Pause a batch because the person asked (the reason is shown).
    PauseBatch(String, String, oneshot::Sender<bool>),
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
        /// Answered once everything is committed.
        done: oneshot::Sender<Result<(), LedgerError>>,
    },
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

/// A snapshot of the dispatcher, for `GET /v1/stats` and the UI.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Stats {
    /// Messages ready to go, per lane (claimed ones included).
    pub queued_express: usize,
    /// Bulk messages ready to go.
    pub queued_bulk: usize,
    /// Messages waiting for a time (pacing, tier, retry).
    pub deferred: usize,
    /// Messages of paused batches.
    pub paused: usize,
    /// Messages whose answer was lost, waiting for a status.
    pub in_doubt: usize,
    /// Requests in flight.
    pub in_flight: usize,
    /// The in-flight bound now.
    pub in_flight_limit: usize,
    /// Meta's limit for the number (messages per second); `None`: unlimited.
    pub rate_limit: Option<f64>,
    /// The rate Pacer aims for now (AIMD, less the customers' messages); `None`: unlimited.
    pub rate_target: Option<f64>,
    /// Messages customers sent to the number, the most in one second of the last ten: Meta
    /// counts them against the same limit, so Pacer leaves them room.
    pub rate_inbound: f64,
    /// Messages sent per second over the last 10 seconds.
    pub rate_sent: f64,
    /// Requests sent since start.
    pub departures: u64,
    /// Throttling answers since start.
    pub throttled: u64,
    /// The circuit breaker.
    pub circuit: CircuitView,
    /// Whether requests reach Meta; while they do not, every message waits, none fails.
    pub connection: ConnectionView,
    /// Paused batches and why.
    pub paused_batches: Vec<PausedBatch>,
    /// Unique customers counted against the tier in the moving 24 h.
    pub tier_used: usize,
    /// The tier's limit (`None`: unlimited).
    pub tier_limit: Option<u32>,
    /// Messages waiting for the tier.
    pub tier_waiting: usize,
    /// Express latency from accepted to request out, in milliseconds.
    pub express_latency_ms: Percentiles,
    /// Bulk sends that left between an express message's arrival and its own departure.
    pub express_slots_waited: Percentiles,
    /// A part of Pacer that stopped for good because of an internal error: Pacer sends
    /// nothing and takes no new messages until it is restarted. `None` while everything runs.
    pub fatal: Option<Fault>,
    /// Internal errors Pacer recovered from in this run (a part started again by itself, a
    /// campaign launch to launch again), newest first.
    pub recovered: Vec<Fault>,
}

/// The circuit breaker as shown.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CircuitView {
    /// `closed` (sending) or `open` (stopped).
    pub state: String,
    /// Why it is open, in words.
    pub reason: Option<String>,
    /// Meta's code.
    pub code: Option<i64>,
    /// When one probe may go.
    pub probe_at: Option<Millis>,
}

/// A paused batch as shown.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PausedBatch {
    /// Batch id.
    pub batch: String,
    /// Why.
    pub reason: String,
}

/// p50 / p99 / max of a sample.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Percentiles {
    /// Samples.
    pub count: usize,
    /// Median.
    pub p50: f64,
    /// 99th percentile.
    pub p99: f64,
    /// Largest.
    pub max: f64,
}

impl Percentiles {
    /// Percentiles of `samples`.
    pub fn of(samples: &[f64]) -> Self {
        if samples.is_empty() {
            return Self::default();
        }
        let mut sorted = samples.to_vec();
        sorted.sort_by(f64::total_cmp);
        let at = |q: f64| sorted[((sorted.len() - 1) as f64 * q).round() as usize];
        Self {
            count: sorted.len(),
            p50: at(0.5),
            p99: at(0.99),
            max: at(1.0),
        }
    }
}

/// Samples of express latency, shared with the stats reader.
#[derive(Debug, Default)]
pub struct ExpressSamples {
    latency_ms: VecDeque<f64>,
    slots: VecDeque<f64>,
}

impl ExpressSamples {
    const KEEP: usize = 20_000;

    fn push(&mut self, latency_ms: f64, slots: f64) {
        if self.latency_ms.len() == Self::KEEP {
            self.latency_ms.pop_front();
            self.slots.pop_front();
        }
        self.latency_ms.push_back(latency_ms);
        self.slots.push_back(slots);
    }

    /// (latency, slots) percentiles.
    pub fn percentiles(&self) -> (Percentiles, Percentiles) {
        let latency: Vec<f64> = self.latency_ms.iter().copied().collect();
        let slots: Vec<f64> = self.slots.iter().copied().collect();
        (Percentiles::of(&latency), Percentiles::of(&slots))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(usize)]
enum Where {
    Ready,
    Deferred,
    Claiming,
    Claimed,
    InFlight,
    InDoubt,
    Parked,
}

#[derive(Debug)]
struct Row {
    key: Arc<str>,
    lane: Lane,
    batch: Option<Arc<str>>,
    recipient: Arc<str>,
    /// Template name and language (business-initiated when the window is closed).
    template: Option<(Arc<str>, Arc<str>)>,
    message: Arc<OutboundMessage>,
    attempts: u32,
    pair_failures: u32,
    resent: bool,
    at: Where,
    generation: u32,
    tier_waiting: bool,
    /// A status that came while the request was in flight, applied after its answer.
    pending_failure: Option<(Option<pacer_cloud::MetaError>, Option<String>)>,
    accepted_at: Option<Instant>,
    departures_at_accept: u64,
    probe: bool,
    /// A status said Meta has it while its claim was being committed: do not send.
    resolved: bool,
    /// A status for it arrived while its request was in flight.
    status_seen: bool,
    /// In doubt because Pacer stopped while it was being sent, not because an answer was
    /// lost: sending it again does not count as "sent once more after no answer".
    stopped_while_sending: bool,
    /// Cancelled while its claim was being committed: do not send.
    cancelled: bool,
    /// When it went into doubt (Pacer time), while it is in doubt.
    in_doubt_since: Millis,
    /// When it expires if it has not left (`crate::expiry`); `None` once it may have reached
    /// Meta (in doubt).
    deadline: Option<Deadline>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum TimerKind {
    Due,
    DoubtEnds,
}

enum Event {
    Claimed(Vec<i64>, Result<Vec<i64>, LedgerError>),
    Answered {
        id: i64,
        result: Result<SendAccepted, SendFailure>,
        took: Duration,
    },
    Applied(
        Vec<i64>,
        Result<Vec<Applied>, LedgerError>,
        oneshot::Sender<Result<(), LedgerError>>,
    ),
    /// A turn's decisions were written (or not: they are kept and written again).
    Wrote(u64, Arc<Batch>, Result<(), LedgerError>),
    /// The database took writes again: what was left unwritten up to this batch is written,
    /// and these are the open messages the dispatcher did not hold when it looked.
    Recovered(u64, Result<Vec<OpenRow>, LedgerError>),
}

/// What a stored webhook means for the dispatcher.
enum Applied {
    /// The message moved to sent or beyond; for its `sent` status, how long after Meta
    /// accepted it the status reached the receiver.
    Moved(i64, Option<Millis>),
    /// The message failed; the row as stored, to take it back if needed.
    Failed {
        id: i64,
        wamid: String,
        error: Option<Box<pacer_cloud::MetaError>>,
        row: Option<Box<OpenRow>>,
    },
    /// A customer's message Pacer had not seen before: it counts towards the inbound rate
    /// (Meta's time `sent_ms`, arrived at `arrived`), and what it changed in the ledger.
    Inbound {
        wamid: String,
        sent_ms: Option<Millis>,
        arrived: std::time::Instant,
        effect: saved::InboundEffect,
    },
    /// A customer's marketing choice (`user_preferences`) that took effect: no older one.
    Marketing {
        recipient: String,
        choice: saved::MarketingChoice,
    },
}

/// A write besides the transitions (a saved circuit, an opt-out …). `Fn`, not `FnOnce`: a
/// batch whose write failed is written again.
type Extra = Box<dyn Fn(&Connection) -> rusqlite::Result<()> + Send + Sync>;

/// One turn's decisions, written in one group commit. Kept until written: when the database
/// cannot take them (a full disk, another program holding it), they are written again, in
/// order, once it can, so an answer Meta gave is never lost and never sent for again.
struct Batch {
    transitions: Vec<Transition>,
    extras: Vec<Extra>,
    now: Millis,
}

impl Batch {
    fn write(&self, c: &Connection) -> rusqlite::Result<()> {
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
    fn write_or_skip(&self, c: &Connection, skipped: &mut Vec<String>) -> rusqlite::Result<()> {
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
    fn touches(&self, id: i64) -> bool {
        self.transitions.iter().any(|t| t.id() == id)
    }
}

/// The engine's client with connections of the dispatcher's own: requests leave from the
/// wire's thread, and a connection opened by a template sync or an upload on the shared
/// runtime would do its writing there, where other work can hold it up (see `wire.rs`).
fn own_connections(client: Arc<GraphClient>) -> Arc<GraphClient> {
    match client.with_own_connections() {
        Ok(own) => Arc::new(own),
        Err(e) => {
            tracing::warn!("sends share the engine's connections ({e})");
            client
        }
    }
}

fn is_constraint(error: &rusqlite::Error) -> bool {
    error.sqlite_error_code() == Some(rusqlite::ErrorCode::ConstraintViolation)
}

/// Runs `f` inside a savepoint of the current transaction: undone alone if it fails.
fn in_savepoint(
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
struct LedgerFailure {
    /// What the person reads.
    reason: String,
    problem: WriteProblem,
    /// When to try the database again (real time).
    retry_at: Instant,
    /// A recovery write is on its way.
    trying: bool,
}

/// What a claim changed in memory, undone if its commit fails.
#[derive(Debug)]
struct ClaimUndo {
    recipient: Arc<str>,
    tat: Millis,
    /// When the recipient was counted against the tier by this claim, and the count before.
    tier: Option<(Millis, Option<Millis>)>,
}

/// The dispatcher's state; see the module docs.
pub struct Dispatcher {
    config: EngineConfig,
    clock: Clock,
    ledger: Ledger,
    client: Arc<GraphClient>,
    rows: HashMap<i64, Row>,
    express: VecDeque<i64>,
    bulk: VecDeque<i64>,
    claimed_express: VecDeque<i64>,
    claimed_bulk: VecDeque<i64>,
    claiming: usize,
    timers: BinaryHeap<Reverse<(Millis, TimerKind, i64, u32)>>,
    /// When messages expire unless they have left (`crate::expiry`).
    deadlines: Deadlines,
    parked: HashMap<Arc<str>, Vec<i64>>,
    paused_batches: HashMap<Arc<str>, String>,
    circuit: Option<OpenCircuit>,
    /// Set while requests cannot reach Meta: every lane is held, one probe at a time.
    offline: Option<Offline>,
    probe_in_flight: bool,
    pacing: Pacing,
    tier: TierBudget,
    limiter: Limiter,
    inbound: InboundMeter,
    bulk_departures: VecDeque<Instant>,
    recent_departures: VecDeque<Instant>,
    in_flight: usize,
    departures: u64,
    throttled: u64,
    transitions: Vec<Transition>,
    extras: Vec<Extra>,
    events_tx: mpsc::UnboundedSender<Event>,
    events: mpsc::UnboundedReceiver<Event>,
    commands: mpsc::UnboundedReceiver<Command>,
    stats: watch::Sender<Stats>,
    samples: Arc<Mutex<ExpressSamples>>,
    /// Set while the ledger cannot be written: no message is claimed or sent.
    ledger_failure: Option<LedgerFailure>,
    /// Batches whose write failed or that were decided while the ledger failed, by sequence:
    /// written, in order, once it takes writes again.
    unwritten: std::collections::BTreeMap<u64, Arc<Batch>>,
    /// The next batch's sequence number.
    batch_seq: u64,
    /// Batch writes submitted and not yet answered.
    writes_pending: usize,
    /// Claims being committed, with what to undo if the commit fails.
    claim_undo: HashMap<i64, ClaimUndo>,
    /// The Pacer time last saved as the latest Pacer has shown (`clock_seen_ms`).
    clock_saved: Millis,
    /// Customers who stopped marketing messages.
    opted_out: std::collections::HashSet<Arc<str>>,
    /// Template (name, language) → category (MARKETING, UTILITY, AUTHENTICATION).
    categories: HashMap<(String, String), String>,
    /// Batches paused because Meta paused their template, resumed when it is approved again.
    paused_by_template: HashMap<Arc<str>, (String, String)>,
    /// When the stats were last published (at most every 20 ms of real time).
    published_at: Option<Instant>,
    /// A snapshot was skipped (too soon after the last): one is owed.
    publish_owed: bool,
    /// Messages in memory by where they are (indexed by `Where as usize`).
    counts: [usize; 7],
    /// Whether Meta's statuses are arriving: a message in doubt is not sent again while they
    /// are not.
    statuses: StatusWatch,
    /// How long the machine had slept (since the clock was made) when last looked at.
    asleep_seen: Duration,
    /// Where requests start, a send period apart.
    wire: Wire,
}

/// How often a message in doubt is looked at again before its window ends (Pacer time): the
/// statuses of later messages may show sooner that Meta never had it.
const DOUBT_LOOK_EVERY: Millis = 15_000;

/// How often the stats snapshot is refreshed while busy.
const PUBLISH_EVERY: Duration = Duration::from_millis(20);

impl std::fmt::Debug for Dispatcher {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Dispatcher")
            .field("rows", &self.rows.len())
            .finish_non_exhaustive()
    }
}

/// Parses a stored payload and adds the message key as `biz_opaque_callback_data`.
fn outbound(row: &OpenRow) -> Option<OutboundMessage> {
    let message: OutboundMessage = serde_json::from_str(&row.payload).ok()?;
    Some(message.with_callback_data(row.key.clone()))
}

impl Dispatcher {
    /// Loads the ledger's open messages and saved state. `sending` rows left by a crash become
    /// `in_doubt` first.
    #[allow(clippy::too_many_arguments)]
    pub async fn load(
        config: EngineConfig,
        clock: Clock,
        ledger: Ledger,
        client: Arc<GraphClient>,
        commands: mpsc::UnboundedReceiver<Command>,
        stats: watch::Sender<Stats>,
        samples: Arc<Mutex<ExpressSamples>>,
    ) -> Result<Self, LedgerError> {
        let now = clock.now_ms();
        let recovered = ledger
            .write(move |c| messages::sending_to_in_doubt(c, now))
            .await?;
        if recovered > 0 {
            tracing::warn!(
                "{recovered} messages were being sent when Pacer stopped; they are held until Meta's status says whether they went out"
            );
        }
        let (open, state) = ledger
            .read(move |c| Ok((messages::open_rows(c)?, saved::load(c, now)?)))
            .await?;
        let (events_tx, events) = mpsc::unbounded_channel();
        let mut pacing = Pacing::new(config.pair);
        for (recipient, tat) in &state.pacing {
            pacing.restore(recipient, *tat);
        }
        let mut tier = TierBudget::new(config.tier_limit);
        for (recipient, at) in &state.tier_usage {
            tier.restore(recipient, *at);
        }
        for (recipient, at) in &state.windows {
            tier.open_window(recipient, *at);
        }
        let limiter = Limiter::new(config.target_rate(), clock.scale(), config.max_in_flight);
        let inbound = InboundMeter::new(clock.scale());
        // A first status normally comes within seconds; a quarter of the window is generous.
        let statuses = StatusWatch::new(
            now,
            millis(config.reconcile_after) / 4,
            millis(config.reconcile_after),
            state.webhooks_seen,
            state.silence,
        );
        let mut dispatcher = Dispatcher {
            paused_batches: state
                .paused_batches
                .iter()
                .map(|(b, r)| (Arc::from(b.as_str()), r.clone()))
                .collect(),
            circuit: state.circuit.clone(),
            offline: None,
            config,
            clock,
            ledger,
            client: own_connections(client),
            rows: HashMap::new(),
            express: VecDeque::new(),
            bulk: VecDeque::new(),
            claimed_express: VecDeque::new(),
            claimed_bulk: VecDeque::new(),
            claiming: 0,
            timers: BinaryHeap::new(),
            deadlines: Deadlines::default(),
            parked: HashMap::new(),
            probe_in_flight: false,
            pacing,
            tier,
            limiter,
            inbound,
            bulk_departures: VecDeque::new(),
            recent_departures: VecDeque::new(),
            in_flight: 0,
            departures: 0,
            throttled: 0,
            transitions: Vec::new(),
            extras: Vec::new(),
            events_tx,
            events,
            commands,
            stats,
            samples,
            ledger_failure: None,
            unwritten: std::collections::BTreeMap::new(),
            batch_seq: 0,
            writes_pending: 0,
            claim_undo: HashMap::new(),
            clock_saved: Millis::MIN,
            opted_out: state
                .opted_out
                .iter()
                .map(|r| Arc::from(r.as_str()))
                .collect(),
            categories: state
                .categories
                .iter()
                .cloned()
                .map(|(k, c)| (k, c.to_ascii_uppercase()))
                .collect(),
            paused_by_template: HashMap::new(),
            published_at: None,
            publish_owed: false,
            counts: [0; 7],
            statuses,
            asleep_seen: Duration::ZERO,
            wire: Wire::start(),
        };
        for row in open {
            dispatcher.adopt(row, None, 0);
        }
        dispatcher.publish();
        Ok(dispatcher)
    }

    /// Takes a loaded or new message into memory, where its state says.
    fn adopt(&mut self, row: OpenRow, accepted_at: Option<Instant>, departures_at_accept: u64) {
        let Some(message) = outbound(&row) else {
            tracing::error!(key = %row.key, "a stored message could not be read back; it is marked failed");
            self.transitions.push(Transition::Failed {
                id: row.id,
                cause: FailureCause::INTERNAL,
                text: "Pacer could not read this message back from its database.".into(),
                attempt: false,
            });
            return;
        };
        let id = row.id;
        let batch: Option<Arc<str>> = row.batch.as_deref().map(Arc::from);
        let now = self.clock.now_ms();
        // A message in doubt may have reached Meta: it is never expired.
        let deadline = row.deadline.filter(|_| row.state != State::InDoubt);
        if let Some(deadline) = deadline {
            self.deadlines.push(deadline.at, id);
        }
        let entry = Row {
            key: Arc::from(row.key.as_str()),
            lane: row.lane,
            batch: batch.clone(),
            recipient: Arc::from(row.recipient.as_str()),
            template: row
                .template
                .as_ref()
                .map(|(n, l)| (Arc::from(n.as_str()), Arc::from(l.as_str()))),
            message: Arc::new(message),
            attempts: row.attempts,
            pair_failures: row.pair_failures,
            resent: row.resent,
            at: Where::Ready,
            generation: 0,
            tier_waiting: false,
            pending_failure: None,
            accepted_at,
            departures_at_accept,
            probe: false,
            resolved: false,
            status_seen: false,
            stopped_while_sending: row.stopped_while_sending,
            in_doubt_since: row.in_doubt_at.unwrap_or(now),
            cancelled: false,
            deadline,
        };
        if let Some(old) = self.rows.insert(id, entry) {
            self.counts[old.at as usize] -= 1;
        }
        self.counts[Where::Ready as usize] += 1;
        match row.state {
            State::InDoubt => {
                let started = row.in_doubt_at.unwrap_or(now);
                self.set_where(id, Where::InDoubt);
                self.timer(
                    self.next_doubt_check(started, now),
                    TimerKind::DoubtEnds,
                    id,
                );
            }
            State::Deferred
                if batch
                    .as_ref()
                    .is_some_and(|b| self.paused_batches.contains_key(b)) =>
            {
                self.park(id);
            }
            State::Deferred => {
                let until = row.next_attempt_at.unwrap_or(now);
                self.set_where(id, Where::Deferred);
                self.timer(until, TimerKind::Due, id);
            }
            _ => self.make_ready(id, false),
        }
    }

    fn set_where(&mut self, id: i64, at: Where) -> u32 {
        match self.rows.get_mut(&id) {
            Some(row) => {
                if let (Where::Claiming | Where::InFlight, Some(deadline)) = (row.at, row.deadline)
                {
                    // Its deadline may have come while it could not be expired: look again.
                    self.deadlines.push(deadline.at, id);
                }
                self.counts[row.at as usize] -= 1;
                self.counts[at as usize] += 1;
                row.at = at;
                row.generation = row.generation.wrapping_add(1);
                row.generation
            }
            None => 0,
        }
    }

    fn timer(&mut self, at: Millis, kind: TimerKind, id: i64) {
        let generation = self.rows.get(&id).map_or(0, |r| r.generation);
        self.timers.push(Reverse((at, kind, id, generation)));
    }

    /// A template's status changed: remember its category, pause the batches using it when
    /// Meta paused or withdrew it, and resume the batches it paused once it is approved again.
    fn template_changed(&mut self, event: &TemplateEvent, now: Millis) {
        let key = (event.name.clone(), event.language.clone());
        if let Some(category) = &event.category {
            self.categories
                .insert(key.clone(), category.to_ascii_uppercase());
        }
        let stops = matches!(
            event.event.as_str(),
            "PAUSED"
                | "DISABLED"
                | "REJECTED"
                | "DELETED"
                | "PENDING_DELETION"
                | "ARCHIVED"
                | "LIMIT_EXCEEDED"
        );
        let back = matches!(event.event.as_str(), "APPROVED" | "REINSTATED");
        if stops {
            let batches: std::collections::HashSet<Arc<str>> = self
                .rows
                .values()
                .filter(|r| {
                    r.template
                        .as_ref()
                        .is_some_and(|(n, l)| **n == *event.name && **l == *event.language)
                })
                .filter_map(|r| r.batch.clone())
                .collect();
            let reason = match event.event.as_str() {
                "PAUSED" => format!(
                    "Meta paused the template \"{}\" because of low quality. This campaign is paused; other messages continue. It resumes when Meta approves the template again.",
                    event.name
                ),
                "DISABLED" => format!(
                    "Meta disabled the template \"{}\" for good. This campaign is paused; create a new template and use it instead.",
                    event.name
                ),
                other => format!(
                    "The template \"{}\" is no longer approved ({}). This campaign is paused; other messages continue.",
                    event.name,
                    other.to_ascii_lowercase()
                ),
            };
            for batch in batches {
                self.paused_by_template
                    .insert(Arc::clone(&batch), key.clone());
                self.pause_batch(batch, reason.clone(), 0, now);
            }
        } else if back {
            let waiting: Vec<Arc<str>> = self
                .paused_by_template
                .iter()
                .filter(|(_, template)| **template == key)
                .map(|(batch, _)| Arc::clone(batch))
                .collect();
            for batch in waiting {
                self.paused_by_template.remove(&batch);
                tracing::info!(%batch, "template approved again: resuming the batch");
                self.resume_batch_now(&batch, now);
            }
        }
    }

    /// Sets the limiter to a new limit (Meta raised the number's throughput).
    fn set_rate(&mut self, mps: f64) {
        if self.config.mps.is_none() {
            return;
        }
        self.config.mps = Some(mps);
        self.limiter = Limiter::new(
            self.config.target_rate(),
            self.clock.scale(),
            self.config.max_in_flight,
        );
        self.refresh_inbound();
    }

    /// Leaves room in the rate for the messages customers send to the number: Meta counts
    /// them against the same limit (`docs/sending.md#throughput-limiter`).
    fn refresh_inbound(&mut self) {
        let peak = self.inbound.peak(Instant::now().into_std());
        let before = self.limiter.inbound();
        self.limiter.set_inbound(peak as f64);
        if before != self.limiter.inbound() {
            tracing::debug!(
                per_second = peak,
                rate = ?self.limiter.rate(),
                "customers' messages: the send rate leaves them room"
            );
        }
    }

    fn make_ready(&mut self, id: i64, front: bool) {
        let Some(row) = self.rows.get(&id) else {
            return;
        };
        if let Some(batch) = &row.batch
            && self.paused_batches.contains_key(batch)
        {
            self.park(id);
            return;
        }
        let lane = row.lane;
        self.set_where(id, Where::Ready);
        let queue = if lane == Lane::Express {
            &mut self.express
        } else {
            &mut self.bulk
        };
        if front {
            queue.push_front(id);
        } else {
            queue.push_back(id);
        }
    }

    fn park(&mut self, id: i64) {
        let Some(batch) = self.rows.get(&id).and_then(|r| r.batch.clone()) else {
            return;
        };
        self.set_where(id, Where::Parked);
        self.parked.entry(batch).or_default().push(id);
    }

    fn defer(
        &mut self,
        id: i64,
        until: Millis,
        reason: &'static str,
        attempt: bool,
        pair_failure: bool,
        error: Option<(Option<i64>, String)>,
    ) {
        self.set_where(id, Where::Deferred);
        self.timer(until, TimerKind::Due, id);
        self.transitions.push(Transition::Deferred {
            id,
            until,
            reason,
            attempt,
            pair_failure,
            error,
        });
    }

    fn forget(&mut self, id: i64) {
        if let Some(row) = self.rows.remove(&id) {
            self.counts[row.at as usize] -= 1;
            if row.tier_waiting {
                self.tier.release_waiting();
            }
        }
    }

    /// Runs until `shutdown`, then lets requests in flight finish (up to the grace period).
    pub async fn run(mut self, shutdown: CancellationToken) {
        loop {
            self.drain();
            if shutdown.is_cancelled() {
                break;
            }
            self.try_ledger_again();
            let now = self.clock.now_ms();
            self.notice_sleep(now);
            self.promote(now);
            self.claim_ahead(now);
            let slot_wait = self.depart();
            self.flush();
            self.publish();
            // At least once a second: a machine that slept wakes with its timers late (they run
            // on the monotonic clock, which stopped), and Pacer's clock, which did not, says
            // what is due.
            let look_again = Instant::now() + Duration::from_secs(1);
            let wake = [slot_wait, self.next_timer_instant(), Some(look_again)]
                .into_iter()
                .flatten()
                .min();
            let sleep = async {
                match wake {
                    Some(at) => tokio::time::sleep_until(at).await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                () = shutdown.cancelled() => {}
                Some(command) = self.commands.recv() => self.command(command),
                Some(event) = self.events.recv() => self.event(event),
                () = sleep => {}
            }
        }
        self.stop().await;
    }

    /// When a message in doubt since `since` is first looked at again: after the shortest wait
    /// that quick statuses allow, or when its window ends.
    fn next_doubt_check(&self, since: Millis, now: Millis) -> Millis {
        let window_ends = since + millis(self.config.reconcile_after);
        (since + crate::reconcile::EARLIEST_RESEND)
            .max(now)
            .min(window_ends)
    }

    /// Notices that the machine slept since the last turn: the sleep counts as a silence of
    /// Meta's statuses (nothing could reach Pacer), so messages in doubt are held until
    /// statuses arrive again rather than sent again the moment the machine wakes.
    fn notice_sleep(&mut self, now: Millis) {
        let asleep = self.clock.asleep();
        let slept = asleep.saturating_sub(self.asleep_seen);
        if slept < Duration::from_secs(1) {
            return;
        }
        self.asleep_seen = asleep;
        let pacer_ms = millis(slept.div_f64(self.clock.scale()));
        tracing::warn!(
            "this computer slept for {} s: messages whose answer was lost wait for Meta's delivery updates before any is sent again",
            pacer_ms / 1000
        );
        self.statuses.slept(now - pacer_ms, now);
    }

    /// Handles everything already waiting, without blocking.
    fn drain(&mut self) {
        while let Ok(event) = self.events.try_recv() {
            self.event(event);
        }
        while let Ok(command) = self.commands.try_recv() {
            self.command(command);
        }
    }

    fn next_timer_instant(&self) -> Option<Instant> {
        let probe = self
            .circuit
            .as_ref()
            .and_then(|c| c.probe_at)
            .into_iter()
            .chain(self.offline.as_ref().map(Offline::probe_at))
            .max()
            .map(|at| self.clock.instant_at(at));
        let timer = self
            .timers
            .peek()
            .map(|Reverse((at, ..))| self.clock.instant_at(*at));
        let ledger = self
            .ledger_failure
            .as_ref()
            .filter(|f| !f.trying)
            .map(|f| f.retry_at);
        let publish = self
            .published_at
            .filter(|_| self.publish_owed)
            .map(|at| at + PUBLISH_EVERY);
        let deadline = self.deadlines.next().map(|at| self.clock.instant_at(at));
        [probe, timer, ledger, publish, deadline]
            .into_iter()
            .flatten()
            .min()
    }

    /// Ends the messages whose time limit passed, brings due deferred messages back and ends
    /// doubt windows.
    fn promote(&mut self, now: Millis) {
        for id in self.deadlines.due(now) {
            self.expire_if_due(id, now);
        }
        if let Some(silence) = self.statuses.check(now) {
            match silence {
                Silence {
                    since: Some(since), ..
                } => tracing::warn!(
                    "Meta's delivery updates are not arriving (a message sent {} s ago has none yet): messages whose answer was lost are held, not sent again, until they arrive",
                    (now - since) / 1000
                ),
                Silence {
                    hold_until: Some(until),
                    ..
                } => tracing::info!(
                    "Meta's delivery updates arrive again; messages whose answer was lost wait {} s more for Meta's retries before they may be sent again",
                    (until - now) / 1000
                ),
                _ => {}
            }
            self.extras
                .push(Box::new(move |c| saved::save_silence(c, silence)));
        }
        while let Some(Reverse((at, kind, id, generation))) = self.timers.peek().copied() {
            if at > now {
                break;
            }
            self.timers.pop();
            let Some(row) = self.rows.get_mut(&id) else {
                continue;
            };
            if row.generation != generation {
                continue;
            }
            match (kind, row.at) {
                (TimerKind::Due, Where::Deferred) => {
                    if row.tier_waiting {
                        row.tier_waiting = false;
                        self.tier.release_waiting();
                    }
                    self.make_ready(id, false);
                }
                (TimerKind::DoubtEnds, Where::InDoubt) => {
                    let since = row.in_doubt_since;
                    let window_ends = since + millis(self.config.reconcile_after);
                    if !self.statuses.may_resend_early(since, now) {
                        if now < window_ends {
                            // Statuses may yet prove it sooner; at the latest the window ends.
                            let again = (now + DOUBT_LOOK_EVERY).min(window_ends);
                            self.timers.push(Reverse((
                                again,
                                TimerKind::DoubtEnds,
                                id,
                                generation,
                            )));
                            continue;
                        }
                        if let Err(again) = self.statuses.may_resend(now) {
                            // No status may only mean none can reach Pacer now: look again later.
                            self.timers.push(Reverse((
                                again,
                                TimerKind::DoubtEnds,
                                id,
                                generation,
                            )));
                            continue;
                        }
                    }
                    if row.resent && !row.stopped_while_sending {
                        self.transitions.push(Transition::Failed {
                            id,
                            cause: FailureCause::NO_ANSWER,
                            text: "Meta never answered, twice, and sent no status: Pacer cannot tell whether this message was delivered, so it will not send it a third time.".into(),
                            attempt: false,
                        });
                        self.forget(id);
                    } else if row.stopped_while_sending {
                        // Pacer stopped before it knew whether the request had left, and no
                        // status came for it: Meta did not leave an answer unsaid, so this does
                        // not count towards "never answered, twice".
                        row.stopped_while_sending = false;
                        tracing::info!(key = %row.key, "no status for a message Pacer stopped while sending: sending it again");
                        self.make_ready(id, true);
                    } else {
                        row.resent = true;
                        tracing::info!(key = %row.key, "no status for an unanswered message within the reconciliation window: sending it once more");
                        self.make_ready(id, true);
                    }
                }
                _ => {}
            }
        }
    }

    /// Ends message `id` as `expired` if its time limit has passed and it has not left: waiting
    /// (ready, deferred, in a paused batch) or claimed and not sent. True if it did.
    fn expire_if_due(&mut self, id: i64, now: Millis) -> bool {
        let Some(row) = self.rows.get(&id) else {
            return false;
        };
        let Some(deadline) = row.deadline.filter(|d| d.passed(now)) else {
            return false;
        };
        match row.at {
            Where::Ready | Where::Deferred | Where::Parked => {}
            Where::Claimed => {
                self.claimed_express.retain(|x| *x != id);
                self.claimed_bulk.retain(|x| *x != id);
            }
            // On its way, or it may have reached Meta: not Pacer's to drop now.
            Where::Claiming | Where::InFlight | Where::InDoubt => return false,
        }
        tracing::info!(key = %row.key, "not sent within its time limit: expired");
        self.transitions.push(Transition::Expired {
            id,
            reason: deadline.reason(),
        });
        self.forget(id);
        true
    }

    fn sending_allowed(&self, now: Millis) -> bool {
        if self.ledger_failure.is_some() {
            return false;
        }
        let circuit_lets = self
            .circuit
            .as_ref()
            .is_none_or(|c| c.probe_at.is_some_and(|at| at <= now));
        let connection_lets = self.offline.as_ref().is_none_or(|o| o.probe_at() <= now);
        circuit_lets && connection_lets && !(self.probing() && self.probe_in_flight)
    }

    /// Whether sends go one at a time, as probes: the circuit is open or Meta is unreachable.
    fn probing(&self) -> bool {
        self.circuit.is_some() || self.offline.is_some()
    }

    /// How many bulk messages to keep claimed ahead of the send slots.
    fn lookahead(&self) -> usize {
        match self.limiter.rate() {
            None => self.config.max_in_flight,
            // 50 ms of sends, at least 4: a slow commit never leaves a slot without a message.
            Some(rate) => ((rate / self.clock.scale()) * 0.05)
                .ceil()
                .clamp(4.0, 1024.0) as usize,
        }
    }

    /// Picks and claims messages: every ready express one, and bulk up to the lookahead.
    fn claim_ahead(&mut self, now: Millis) {
        if !self.sending_allowed(now) {
            return;
        }
        let probing = self.probing();
        let mut claims = Vec::new();
        let mut express_claims = 0;
        let claimed = |d: &Self| d.claimed_express.len() + d.claimed_bulk.len() + d.claiming;
        loop {
            if probing && (claimed(self) > 0 || !claims.is_empty()) {
                break;
            }
            // Express messages are claimed ahead of bulk ones, but no further ahead of their
            // send slots than bulk: a claimed message that Pacer dies holding is in doubt when
            // it starts again, and an OTP must not wait out a reconciliation behind a crash.
            let express_waiting = !self.express.is_empty();
            let room = if express_waiting {
                self.claimed_express.len() + express_claims < self.lookahead()
            } else {
                claimed(self) + claims.len() < self.lookahead()
            };
            if !room {
                break;
            }
            let Some(id) = self.pick(now) else { break };
            let Some(row) = self.rows.get_mut(&id) else {
                continue;
            };
            if row.lane == Lane::Express {
                express_claims += 1;
            }
            let tier = row.template.is_some() && !self.tier.window_open(&row.recipient, now);
            let recipient = Arc::clone(&row.recipient);
            row.probe = probing;
            let tat = self.pacing.record(&recipient, now);
            let counted = tier.then(|| {
                let before = self.tier.counted_at(&recipient);
                self.tier.record(&recipient, now);
                (now, before)
            });
            self.claim_undo.insert(
                id,
                ClaimUndo {
                    recipient: Arc::clone(&recipient),
                    tat,
                    tier: counted,
                },
            );
            self.set_where(id, Where::Claiming);
            claims.push(Claim {
                id,
                recipient: recipient.to_string(),
                tat,
                tier,
            });
        }
        if claims.is_empty() {
            return;
        }
        self.flush();
        self.claiming += claims.len();
        let ids: Vec<i64> = claims.iter().map(|c| c.id).collect();
        let committed = self
            .ledger
            .submit(move |c| messages::claim(c, &claims, now));
        let events = self.events_tx.clone();
        tokio::spawn(async move {
            // The dispatcher outlives every task it spawns, so the channel is open.
            let _ = events.send(Event::Claimed(ids, committed.await));
        });
    }

    /// The next message that may be claimed now: express first; recipients not ready for pair
    /// pacing or the tier are deferred to the time they are, without blocking the others.
    fn pick(&mut self, now: Millis) -> Option<i64> {
        for lane in [Lane::Express, Lane::Bulk] {
            loop {
                let queue = if lane == Lane::Express {
                    &mut self.express
                } else {
                    &mut self.bulk
                };
                let Some(id) = queue.pop_front() else { break };
                if self.expire_if_due(id, now) {
                    continue;
                }
                let Some(row) = self.rows.get(&id) else {
                    continue;
                };
                if row.at != Where::Ready {
                    continue;
                }
                if row
                    .batch
                    .as_ref()
                    .is_some_and(|b| self.paused_batches.contains_key(b))
                {
                    self.park(id);
                    continue;
                }
                if self.opted_out.contains(&row.recipient)
                    && row.template.as_ref().is_some_and(|(n, l)| {
                        self.categories
                            .get(&(n.to_string(), l.to_string()))
                            .is_some_and(|c| c == "MARKETING")
                    })
                {
                    self.transitions.push(Transition::Skipped {
                        id,
                        reason: "This customer turned off marketing messages from your business, so Pacer did not send this marketing template.".into(),
                    });
                    self.forget(id);
                    continue;
                }
                let ready_at = self.pacing.ready_at(&row.recipient);
                if ready_at > now {
                    self.defer(id, ready_at, "pacing", false, false, None);
                    continue;
                }
                if row.template.is_some() && !self.tier.window_open(&row.recipient, now) {
                    let recipient = Arc::clone(&row.recipient);
                    if let Admission::Later(at) = self.tier.admit(&recipient, now) {
                        if let Some(row) = self.rows.get_mut(&id) {
                            row.tier_waiting = true;
                        }
                        self.defer(id, at, "tier", false, false, None);
                        continue;
                    }
                }
                return Some(id);
            }
        }
        None
    }

    /// Sends claimed messages while slots and the in-flight bound allow; returns when the next
    /// slot frees if messages are waiting for one.
    fn depart(&mut self) -> Option<Instant> {
        let now_ms = self.clock.now_ms();
        self.refresh_inbound();
        loop {
            if self.claimed_express.is_empty() && self.claimed_bulk.is_empty() {
                return None;
            }
            if !self.sending_allowed(now_ms) {
                return None;
            }
            if self.in_flight >= self.limiter.in_flight_limit() {
                return None;
            }
            let bulk_blocked = self.claimed_express.is_empty() && self.bulk_capped();
            if bulk_blocked {
                return self
                    .bulk_departures
                    .front()
                    .map(|t| *t + self.clock.real(Duration::from_secs(1)));
            }
            let next = self
                .claimed_express
                .front()
                .or(self.claimed_bulk.front())
                .copied();
            if next.is_some_and(|id| self.expire_if_due(id, now_ms)) {
                continue;
            }
            if let Err(wait) = self.limiter.try_acquire() {
                return Some(Instant::now() + wait);
            }
            let id = match self.claimed_express.pop_front() {
                Some(id) => id,
                None => self.claimed_bulk.pop_front()?,
            };
            self.send(id);
        }
    }

    fn bulk_capped(&mut self) -> bool {
        let (Some(cap), Some(rate)) = (self.config.bulk_cap, self.limiter.rate()) else {
            return false;
        };
        let window = self.clock.real(Duration::from_secs(1));
        let now = Instant::now();
        while self
            .bulk_departures
            .front()
            .is_some_and(|t| now.duration_since(*t) >= window)
        {
            self.bulk_departures.pop_front();
        }
        self.bulk_departures.len() as f64 >= (cap * rate).floor().max(1.0)
    }

    fn send(&mut self, id: i64) {
        let now = Instant::now();
        if !self.rows.contains_key(&id) {
            return;
        }
        self.set_where(id, Where::InFlight);
        let Some(row) = self.rows.get_mut(&id) else {
            return;
        };
        let lane = row.lane;
        if let Some(accepted_at) = row.accepted_at.take()
            && lane == Lane::Express
        {
            let latency = now.duration_since(accepted_at).as_secs_f64() * 1000.0;
            let slots = self.departures.saturating_sub(row.departures_at_accept) as f64;
            if let Ok(mut samples) = self.samples.lock() {
                samples.push(latency, slots);
            }
        }
        if row.probe {
            self.probe_in_flight = true;
        }
        tracing::trace!(key = %row.key, id, "request leaves");
        let message = Arc::clone(&row.message);
        self.in_flight += 1;
        self.departures += 1;
        self.recent_departures.push_back(now);
        if lane == Lane::Bulk {
            self.bulk_departures.push_back(now);
        }
        let client = Arc::clone(&self.client);
        let phone = self.config.phone_number_id.clone();
        let events = self.events_tx.clone();
        self.wire.set_period(self.limiter.period());
        self.wire.send(async move {
            let started = Instant::now();
            tracing::trace!(id, "request starts");
            let result = client.send_message(&phone, &message).await;
            // The dispatcher waits for every request in flight before it stops.
            let _ = events.send(Event::Answered {
                id,
                result,
                took: started.elapsed(),
            });
        });
    }

    fn event(&mut self, event: Event) {
        match event {
            Event::Claimed(ids, result) => {
                self.claiming = self.claiming.saturating_sub(ids.len());
                let undo: Vec<ClaimUndo> = ids
                    .iter()
                    .filter_map(|id| self.claim_undo.remove(id))
                    .collect();
                match result {
                    Ok(claimed) => {
                        let claimed: std::collections::HashSet<i64> = claimed.into_iter().collect();
                        for id in ids {
                            if !claimed.contains(&id) {
                                // Cancelled or finished meanwhile: nothing to send.
                                self.forget(id);
                                continue;
                            }
                            let Some(row) = self.rows.get_mut(&id) else {
                                continue;
                            };
                            if row.at != Where::Claiming {
                                continue;
                            }
                            if row.cancelled {
                                // The Cancelled transition already follows the claim in the
                                // ledger's order.
                                self.forget(id);
                                continue;
                            }
                            if row.resolved {
                                self.transitions.push(Transition::Requeued {
                                    id,
                                    reason: "resolved by a status".into(),
                                });
                                self.forget(id);
                                continue;
                            }
                            self.set_where(id, Where::Claimed);
                            let Some(row) = self.rows.get(&id) else {
                                continue;
                            };
                            if row.lane == Lane::Express {
                                self.claimed_express.push_back(id);
                            } else {
                                self.claimed_bulk.push_back(id);
                            }
                        }
                    }
                    Err(error) => {
                        // Nothing was claimed: none of these left, and none may until a claim
                        // commits. Their recipients' pacing and tier counts go back as they
                        // were (latest claim first), unless a later claim moved them since.
                        for undo in undo.into_iter().rev() {
                            self.pacing.unrecord(&undo.recipient, undo.tat);
                            if let Some((at, before)) = undo.tier {
                                self.tier.uncount(&undo.recipient, at, before);
                            }
                        }
                        for id in ids.into_iter().rev() {
                            let Some(row) = self.rows.get(&id) else {
                                continue;
                            };
                            if row.at != Where::Claiming {
                                continue;
                            }
                            if row.cancelled || row.resolved {
                                // Cancelled (the transition follows), or Meta has it already.
                                self.forget(id);
                            } else {
                                self.make_ready(id, true);
                            }
                        }
                        self.ledger_failed(&error);
                    }
                }
            }
            Event::Answered { id, result, took } => {
                self.in_flight = self.in_flight.saturating_sub(1);
                self.limiter.observe_latency(took);
                self.answered(id, result);
            }
            Event::Applied(inbox_ids, result, done) => match result {
                Ok(outcomes) => self.applied(inbox_ids, outcomes, done),
                Err(error) => {
                    self.ledger_failed(&error);
                    // The applier tries the same bodies again later.
                    let _ = done.send(Err(error));
                }
            },
            Event::Wrote(seq, batch, result) => {
                self.writes_pending = self.writes_pending.saturating_sub(1);
                if let Err(error) = result {
                    // Kept, and written again before anything decided after it.
                    self.unwritten.insert(seq, batch);
                    self.ledger_failed(&error);
                }
            }
            Event::Recovered(written_below, result) => self.recovered(written_below, result),
        }
    }

    /// A write failed: sending pauses (nothing is claimed or sent) until the database takes
    /// writes again, which the dispatcher tries every `ledger_retry` by itself.
    fn ledger_failed(&mut self, error: &LedgerError) {
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
    fn try_ledger_again(&mut self) {
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
    fn recovered(&mut self, written_below: u64, result: Result<Vec<OpenRow>, LedgerError>) {
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
            self.adopt(row, None, 0);
        }
        // Decided while the recovery was being written: written now, before anything newer.
        for (seq, batch) in newer {
            self.submit_batch(seq, batch);
        }
        self.flush();
    }

    /// Meta's answer to a send.
    fn answered(&mut self, id: i64, result: Result<SendAccepted, SendFailure>) {
        let now = self.clock.now_ms();
        let Some(row) = self.rows.get_mut(&id) else {
            return;
        };
        let was_probe = std::mem::take(&mut row.probe);
        let pending = row.pending_failure.take();
        let status_seen = row.status_seen;
        let attempt_facts = (
            row.key.clone(),
            row.attempts,
            row.pair_failures,
            row.batch.is_some(),
        );
        if was_probe {
            self.probe_in_flight = false;
        }
        match &result {
            Err(failure) if let Some(cause) = failure.unreachable() => {
                self.connection_lost(cause, was_probe, now);
            }
            Ok(_) | Err(SendFailure::Rejected { .. } | SendFailure::Unexpected { .. }) => {
                // Meta answered: the connection is there.
                self.connection_back(now);
            }
            Err(_) => {
                if was_probe && let Some(offline) = &mut self.offline {
                    // A probe lost on the way proves nothing either way: wait longer.
                    let cause = offline.cause();
                    offline.probe_failed(cause, now);
                }
            }
        }
        match result {
            Ok(accepted) => {
                if was_probe {
                    self.close_circuit();
                }
                self.transitions.push(Transition::Sent {
                    id,
                    wamid: accepted.wamid,
                    wa_id: accepted.wa_id,
                });
                match pending {
                    // Meta accepted it and its webhook had already said it failed.
                    Some((error, wamid)) => {
                        self.set_where(id, Where::Ready);
                        self.failed_status(id, error, wamid, now);
                    }
                    None => {
                        if !status_seen {
                            self.statuses.accepted(id, now);
                        }
                        self.forget(id);
                    }
                }
            }
            // The answer was lost, but Meta's webhook already said the message failed after
            // accepting it: that is the outcome, not the lost answer.
            Err(_) if pending.is_some() => {
                if let Some((error, wamid)) = pending {
                    self.set_where(id, Where::Ready);
                    self.failed_status(id, error, wamid, now);
                }
            }
            Err(failure) if failure.unreachable().is_some() && !failure.is_in_doubt() => {
                // Nothing reached Meta: the message waits at the head of its lane for the
                // connection, and this try was not an attempt.
                self.transitions.push(Transition::Requeued {
                    id,
                    reason: format!("held until WhatsApp can be reached ({failure})"),
                });
                self.make_ready(id, true);
            }
            Err(failure) => {
                let class = failure.class();
                let error = failure.meta_error().cloned();
                let cause = match &failure {
                    SendFailure::NotSent(_) => FailureCause::INTERNAL,
                    _ => FailureCause::UNEXPECTED_ANSWER,
                };
                let (key, attempts, pair_failures, in_batch) = attempt_facts;
                let attempt = Attempt {
                    key: &key,
                    attempts,
                    pair_failures,
                    in_batch,
                };
                let verdict = retry::decide(
                    class,
                    error.as_ref(),
                    attempt,
                    now,
                    &self.config.retry,
                    self.config.probe_cooldown,
                );
                let detail = failure.to_string();
                self.apply_verdict(
                    id,
                    verdict,
                    error.map(|e| (e.code, e.explanation().to_owned())),
                    (cause, detail),
                    now,
                );
            }
        }
    }

    /// Carries out `verdict` for a message whose send failed with Meta's `error` (code and
    /// explanation) or, when Meta gave none, what Pacer saw (`without_meta`: the cause to
    /// record and the detail).
    fn apply_verdict(
        &mut self,
        id: i64,
        verdict: Verdict,
        error: Option<(i64, String)>,
        without_meta: (FailureCause, String),
        now: Millis,
    ) {
        let Some(row) = self.rows.get_mut(&id) else {
            return;
        };
        let (fallback_cause, detail) = without_meta;
        let code = error.as_ref().map_or(0, |(code, _)| *code);
        let cause = error
            .as_ref()
            .map_or(fallback_cause, |(code, _)| FailureCause::Meta(*code));
        let error = error.map(|(code, text)| (Some(code), text));
        match verdict {
            Verdict::Throttled(kind) => {
                self.throttled += 1;
                let jitter = (id.unsigned_abs() % 1000) as f64 / 1000.0;
                self.limiter.throttled(kind, jitter);
                self.transitions.push(Transition::Requeued {
                    id,
                    reason: format!("throttled by Meta (code {code}): sending slowed down"),
                });
                self.make_ready(id, true);
            }
            Verdict::RetryAt(until) => {
                row.attempts += 1;
                self.defer(
                    id,
                    until,
                    "retry",
                    true,
                    false,
                    error.or(Some((None, detail))),
                );
            }
            Verdict::RecipientLater { until, pair } => {
                row.attempts += 1;
                if pair {
                    row.pair_failures += 1;
                    let recipient = Arc::clone(&row.recipient);
                    self.pacing.hold_until(&recipient, until);
                }
                self.defer(
                    id,
                    until,
                    if pair { "pacing" } else { "retry" },
                    true,
                    pair,
                    error,
                );
            }
            Verdict::PauseBatch(reason) => {
                let batch = row.batch.clone();
                if let (Some(batch), Some((name, language))) = (&batch, &row.template) {
                    // When Meta approves the template again, the batch resumes by itself.
                    self.paused_by_template
                        .insert(Arc::clone(batch), (name.to_string(), language.to_string()));
                }
                self.transitions.push(Transition::Requeued {
                    id,
                    reason: format!("batch paused: {reason}"),
                });
                match batch {
                    Some(batch) => {
                        self.park(id);
                        self.pause_batch(batch, reason, code, now);
                    }
                    None => self.make_ready(id, true),
                }
            }
            Verdict::PauseAll {
                reason,
                probe_after,
            } => {
                self.transitions.push(Transition::Requeued {
                    id,
                    reason: "held: sending is paused".into(),
                });
                self.make_ready(id, true);
                self.open_circuit(reason, code, probe_after.map(|d| now + millis(d)));
            }
            Verdict::Fail { reason, opt_out } => {
                if opt_out {
                    // Meta says the customer stopped marketing: no more marketing to them.
                    self.opted_out.insert(Arc::clone(&row.recipient));
                    let recipient = row.recipient.to_string();
                    self.extras.push(Box::new(move |c| {
                        saved::save_opt_out(c, &recipient, now, "meta 131050")
                    }));
                }
                self.transitions.push(Transition::Failed {
                    id,
                    cause,
                    text: reason,
                    attempt: true,
                });
                self.forget(id);
            }
            Verdict::InDoubt => {
                tracing::warn!(key = %row.key, "no answer from Meta ({detail}); holding the message until a status says whether it went out");
                row.stopped_while_sending = false;
                row.in_doubt_since = now;
                // It may have reached Meta: it is never expired now.
                row.deadline = None;
                self.set_where(id, Where::InDoubt);
                self.timer(self.next_doubt_check(now, now), TimerKind::DoubtEnds, id);
                self.transitions.push(Transition::InDoubt { id, detail });
            }
        }
    }

    fn pause_batch(&mut self, batch: Arc<str>, reason: String, code: i64, now: Millis) {
        if self.paused_batches.contains_key(&batch) {
            return;
        }
        tracing::warn!(%batch, "batch paused: {reason}");
        self.paused_batches
            .insert(Arc::clone(&batch), reason.clone());
        let name = batch.to_string();
        self.extras.push(Box::new(move |c| {
            saved::save_batch(c, &name, Some((&reason, code)), now)?;
            messages::set_batch_parked(c, &name, true, now).map(|_| ())
        }));
        // Claimed messages of the batch go back too: nothing of it leaves.
        let of_batch = |rows: &HashMap<i64, Row>, id: &i64| {
            rows.get(id)
                .is_some_and(|r| r.batch.as_ref() == Some(&batch))
        };
        let back: Vec<i64> = self
            .claimed_express
            .iter()
            .chain(self.claimed_bulk.iter())
            .copied()
            .filter(|id| of_batch(&self.rows, id))
            .collect();
        self.claimed_express.retain(|id| !back.contains(id));
        self.claimed_bulk.retain(|id| !back.contains(id));
        for id in back {
            self.transitions.push(Transition::Requeued {
                id,
                reason: "batch paused".into(),
            });
            self.park(id);
        }
    }

    fn open_circuit(&mut self, reason: String, code: i64, probe_at: Option<Millis>) {
        let now = self.clock.now_ms();
        if self
            .circuit
            .as_ref()
            .is_some_and(|c| c.code == Some(code) && c.probe_at.is_none_or(|p| p > now))
        {
            return;
        }
        tracing::error!("sending paused: {reason}");
        let circuit = OpenCircuit {
            reason,
            code: Some(code),
            probe_at,
        };
        let stored = circuit.clone();
        self.extras.push(Box::new(move |c| {
            saved::save_circuit(c, Some(&stored), now)
        }));
        self.circuit = Some(circuit);
        // Claimed messages have not left: hand them back so a stop now does not leave them in
        // doubt.
        for id in self.unclaim("held: sending is paused") {
            self.make_ready(id, true);
        }
    }

    /// A send could not reach Meta. The first such answer holds every lane (claimed messages
    /// go back unsent); a failed probe pushes the next one further out. Answers of requests
    /// that left before the outage was noticed change nothing more.
    fn connection_lost(&mut self, cause: Unreachable, was_probe: bool, now: Millis) {
        match &mut self.offline {
            Some(offline) => {
                if was_probe {
                    offline.probe_failed(cause, now);
                }
            }
            None => {
                tracing::warn!(
                    "no connection to WhatsApp: {} Every message waits and goes when it is back; nothing is lost.",
                    connection::cause_in_words(cause)
                );
                self.offline = Some(Offline::lost(cause, now));
                for id in self.unclaim("held until WhatsApp can be reached") {
                    self.make_ready(id, true);
                }
            }
        }
    }

    /// Meta answered: if the connection was lost, sending resumes, at the limiter's pace.
    fn connection_back(&mut self, now: Millis) {
        if let Some(offline) = self.offline.take() {
            tracing::info!(
                "the connection to WhatsApp is back after {} s; sending resumes",
                (now - offline.since()).max(0) / 1000
            );
        }
    }

    fn close_circuit(&mut self) {
        if self.circuit.take().is_some() {
            let now = self.clock.now_ms();
            tracing::info!("sending resumed");
            self.extras
                .push(Box::new(move |c| saved::save_circuit(c, None, now)));
        }
    }

    fn command(&mut self, command: Command) {
        match command {
            Command::Enqueued(list) => {
                for queued in list {
                    if self.rows.contains_key(&queued.row.id) {
                        // Already taken back from the ledger after a write failure.
                        continue;
                    }
                    self.adopt(
                        queued.row,
                        Some(queued.accepted_at),
                        queued.departures_at_accept,
                    );
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
            Command::PauseBatch(batch, reason, done) => {
                let now = self.clock.now_ms();
                let batch: Arc<str> = Arc::from(batch.as_str());
                let was_running = !self.paused_batches.contains_key(&batch);
                self.pause_batch(batch, reason, 0, now);
                let _ = done.send(was_running);
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
            Command::Panic => panic!("a panic planted by a test in the dispatcher"),
        }
    }

    /// Cancels every message of a batch that has not left: queued, deferred, paused or claimed
    /// (a message in flight or in doubt may already be with Meta and is left to finish).
    fn cancel_batch(&mut self, batch: &str) -> u64 {
        let ids: Vec<i64> = self
            .rows
            .iter()
            .filter(|(_, r)| r.batch.as_deref() == Some(batch))
            .filter(|(_, r)| {
                matches!(
                    r.at,
                    Where::Ready
                        | Where::Deferred
                        | Where::Parked
                        | Where::Claimed
                        | Where::Claiming
                )
            })
            .map(|(id, _)| *id)
            .collect();
        self.claimed_express.retain(|id| !ids.contains(id));
        self.claimed_bulk.retain(|id| !ids.contains(id));
        let mut cancelled = 0;
        for id in ids {
            if self.rows.get(&id).is_some_and(|r| r.at == Where::Claiming) {
                // Its claim is being committed; it is dropped when the commit is confirmed.
                if let Some(row) = self.rows.get_mut(&id) {
                    row.cancelled = true;
                }
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
    fn resume_batch_now(&mut self, batch: &Arc<str>, now: Millis) -> bool {
        let was_paused = self.paused_batches.remove(batch).is_some();
        self.paused_by_template.remove(batch);
        if was_paused {
            let name = batch.to_string();
            self.extras.push(Box::new(move |c| {
                saved::save_batch(c, &name, None, now)?;
                messages::set_batch_parked(c, &name, false, now).map(|_| ())
            }));
            for id in self.parked.remove(batch).unwrap_or_default() {
                if self.rows.get(&id).is_some_and(|r| r.at == Where::Parked) {
                    self.make_ready(id, false);
                }
            }
        }
        was_paused
    }

    /// Applies a webhook body: in the ledger first (statuses idempotent and rank-guarded,
    /// inbound messages once per wamid, marketing choices in the order customers made them,
    /// template and account updates), then to what the dispatcher holds: batches whose
    /// template Meta paused, the tier and the rate now; service windows, opted-out customers
    /// and the inbound rate once the ledger says what took effect (`applied`); and to messages
    /// still in memory (in doubt, claimed, in flight) or to take back (a failure after `sent`
    /// that the policy retries). The inbox row is marked applied only after the decisions are
    /// committed, so a crash in between re-applies it.
    fn webhook(
        &mut self,
        bodies: Vec<(i64, Payload)>,
        done: oneshot::Sender<Result<(), LedgerError>>,
    ) {
        let now = self.clock.now_ms();
        let inbox_ids: Vec<i64> = bodies.iter().map(|(id, _)| *id).collect();
        if bodies.iter().any(|(_, p)| !p.statuses.is_empty()) {
            self.statuses.heard_at(now);
        }
        let mut updates = Vec::new();
        let mut inbound = Vec::new();
        let mut preferences = Vec::new();
        let mut templates = Vec::new();
        let mut account = Vec::new();
        for (inbox_id, payload) in bodies {
            updates.extend(payload.statuses.into_iter().map(|u| (inbox_id, u)));
            inbound.extend(payload.inbound.into_iter().map(|m| (inbox_id, m)));
            preferences.extend(payload.preferences);
            templates.extend(payload.templates);
            account.extend(payload.account.into_iter().map(|a| (inbox_id, a)));
        }
        // What customers wrote and chose is decided in the ledger, in the same write as the
        // rows: a message whose wamid is already there (Meta retried it, or this body is
        // applied again after a crash) changes nothing, a window opens from when the customer
        // wrote, and marketing choices apply in the order customers made them. `applied`
        // then holds in memory exactly what took effect.
        let arrived = Instant::now().into_std();
        let inbound: Vec<(i64, Inbound, bool)> = inbound
            .into_iter()
            .map(|(inbox_id, message)| {
                let asks_to_stop = message
                    .text
                    .as_deref()
                    .is_some_and(|t| self.config.is_opt_out(t));
                (inbox_id, message, asks_to_stop)
            })
            .collect();
        for event in &templates {
            self.template_changed(event, now);
        }
        for (_, event) in &account {
            if let Some(limit) = event.tier {
                tracing::info!(
                    "Meta reports a messaging limit of {}",
                    limit.map_or("unlimited".into(), |l| l.to_string())
                );
                self.tier.set_limit(limit);
            }
            if event.throughput_upgrade {
                tracing::info!("Meta raised the number's throughput to 1,000 messages per second");
                self.set_rate(1_000.0);
            }
        }
        self.flush();
        let write = self.ledger.submit(move |c| {
            let mut heard = Vec::new();
            for (inbox_id, message, asks_to_stop) in &inbound {
                let at = meta_time(message.timestamp, now);
                let effect = saved::save_inbound(c, message, at, *asks_to_stop, now, *inbox_id)?;
                if let Some(effect) = effect {
                    heard.push(Applied::Inbound {
                        wamid: message.wamid.clone(),
                        sent_ms: message.timestamp.map(|s| s.saturating_mul(1000)),
                        arrived,
                        effect,
                    });
                }
            }
            for preference in &preferences {
                let (choice, source) = match preference.value.as_str() {
                    "stop" => (MarketingChoice::Stop, "user_preferences stop"),
                    "resume" => (MarketingChoice::Resume, "user_preferences resume"),
                    _ => continue,
                };
                let at = meta_time(preference.timestamp, now);
                if saved::save_marketing_choice(c, &preference.recipient, choice, at, source)? {
                    heard.push(Applied::Marketing {
                        recipient: preference.recipient.clone(),
                        choice,
                    });
                }
            }
            for event in &templates {
                saved::save_template_status(c, event, now)?;
            }
            for (inbox_id, event) in &account {
                saved::save_account_event(c, event, now, *inbox_id)?;
            }
            let statuses = updates
                .iter()
                .map(|(inbox_id, u)| {
                    let effect = messages::apply_status(c, u, *inbox_id, now)?;
                    let late = match (&effect, u.status.as_str()) {
                        (StatusEffect::Applied { id, .. }, "sent") => {
                            crate::reconcile::lateness(c, *id, *inbox_id)?
                        }
                        _ => None,
                    };
                    Ok((effect, late))
                })
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok((heard, statuses))
        });
        let events = self.events_tx.clone();
        let ledger = self.ledger.clone();
        tokio::spawn(async move {
            let result = async {
                let (mut outcomes, statuses) = write.await?;
                for (effect, late) in statuses {
                    match effect {
                        StatusEffect::Applied { id, .. } => outcomes.push(Applied::Moved(id, late)),
                        StatusEffect::Failed {
                            id, wamid, error, ..
                        } => {
                            let row = ledger.read(move |c| messages::open_row(c, id)).await?;
                            outcomes.push(Applied::Failed {
                                id,
                                wamid,
                                error,
                                row: row.map(Box::new),
                            });
                        }
                        StatusEffect::Duplicate | StatusEffect::Foreign => {}
                    }
                }
                Ok(outcomes)
            }
            .await;
            // The dispatcher outlives the tasks it spawns.
            let _ = events.send(Event::Applied(inbox_ids, result, done));
        });
    }

    fn applied(
        &mut self,
        inbox_ids: Vec<i64>,
        outcomes: Vec<Applied>,
        done: oneshot::Sender<Result<(), LedgerError>>,
    ) {
        let now = self.clock.now_ms();
        let mut failed_seen = std::collections::HashSet::new();
        let mut heard_inbound = false;
        for outcome in outcomes {
            match outcome {
                Applied::Inbound {
                    wamid,
                    sent_ms,
                    arrived,
                    effect,
                } => {
                    heard_inbound = true;
                    self.inbound.record(arrived, &wamid, sent_ms, now);
                    if let Some((recipient, at)) = effect.window {
                        self.tier.open_window(&recipient, at);
                    }
                    if let Some(recipient) = effect.opted_out {
                        tracing::info!(%recipient, "opted out of marketing (reply)");
                        self.opted_out.insert(Arc::from(recipient.as_str()));
                    }
                }
                Applied::Marketing { recipient, choice } => match choice {
                    MarketingChoice::Stop => {
                        tracing::info!(%recipient, "opted out of marketing (user_preferences stop)");
                        self.opted_out.insert(Arc::from(recipient.as_str()));
                    }
                    MarketingChoice::Resume => {
                        tracing::info!(%recipient, "opted in to marketing again (user_preferences resume)");
                        self.opted_out.remove(recipient.as_str());
                    }
                },
                Applied::Moved(id, late) => {
                    self.statuses.settled(id, now);
                    if let Some(late) = late {
                        self.statuses.late(now, late);
                    }
                    self.resolved(id);
                }
                Applied::Failed {
                    id,
                    wamid,
                    error,
                    row,
                } => {
                    self.statuses.settled(id, now);
                    if !failed_seen.insert(wamid.clone()) {
                        continue;
                    }
                    let wamid_for_row = wamid.clone();
                    self.extras.push(Box::new(move |c| {
                        c.execute("INSERT OR IGNORE INTO statuses_applied (wamid, status) VALUES (?1, 'failed')", [&wamid]).map(|_| ())
                    }));
                    if !self.rows.contains_key(&id) {
                        match row {
                            Some(row) => self.adopt(*row, None, 0),
                            None => continue,
                        }
                    }
                    self.failed_status(id, error.map(|e| *e), Some(wamid_for_row), now);
                }
            }
        }
        if heard_inbound {
            self.refresh_inbound();
        }
        self.flush();
        let mark = self.ledger.submit(move |c| {
            let mut statement = c.prepare_cached(
                "UPDATE webhook_inbox SET state = 'applied', applied_at = ?1 WHERE id = ?2",
            )?;
            for inbox_id in &inbox_ids {
                statement.execute(rusqlite::params![now, inbox_id])?;
            }
            Ok(())
        });
        tokio::spawn(async move {
            // The applier may have stopped waiting; the inbox row is marked either way.
            let _ = done.send(mark.await);
        });
    }

    /// A status moved a message the dispatcher may still hold to sent or beyond.
    fn resolved(&mut self, id: i64) {
        let Some(row) = self.rows.get_mut(&id) else {
            return;
        };
        match row.at {
            // Meta had it after all: the doubt is resolved, nothing more to send.
            Where::InDoubt | Where::Ready | Where::Deferred | Where::Parked => self.forget(id),
            Where::Claimed => {
                self.claimed_express.retain(|x| *x != id);
                self.claimed_bulk.retain(|x| *x != id);
                self.forget(id);
            }
            Where::Claiming => row.resolved = true,
            // Its own answer is on the way; the ledger already has the status.
            Where::InFlight => row.status_seen = true,
        }
    }

    /// A failed status for a message the dispatcher holds, or has taken back.
    fn failed_status(
        &mut self,
        id: i64,
        error: Option<pacer_cloud::MetaError>,
        wamid: Option<String>,
        now: Millis,
    ) {
        let Some(row) = self.rows.get_mut(&id) else {
            return;
        };
        if row.at == Where::InFlight {
            row.pending_failure = Some((error, wamid));
            return;
        }
        if let Some(wamid) = wamid {
            // If Meta had accepted it, the message is open again for the decision below.
            self.transitions.push(Transition::Reopened { id, wamid });
        }
        let Some(row) = self.rows.get_mut(&id) else {
            return;
        };
        let class = error.as_ref().map_or(
            pacer_cloud::ErrorClass::Unknown,
            pacer_cloud::MetaError::classify,
        );
        let attempt = Attempt {
            key: &row.key,
            attempts: row.attempts,
            pair_failures: row.pair_failures,
            in_batch: row.batch.is_some(),
        };
        let verdict = retry::decide(
            class,
            error.as_ref(),
            attempt,
            now,
            &self.config.retry,
            self.config.probe_cooldown,
        );
        let verdict = match verdict {
            // Already accepted once: throttling and doubt do not apply to a status; retry later.
            Verdict::Throttled(_) | Verdict::InDoubt => Verdict::RetryAt(
                now + retry::backoff(&row.key, row.attempts + 1, &self.config.retry),
            ),
            other => other,
        };
        let meta = error.as_ref().map(|e| (e.code, e.explanation().to_owned()));
        self.apply_verdict(
            id,
            verdict,
            meta,
            (
                FailureCause::UNEXPECTED_ANSWER,
                "failed status from Meta".into(),
            ),
            now,
        );
    }

    /// Writes what this turn decided, in one group commit, after earlier writes. While the
    /// ledger fails, the batch waits with the others left unwritten.
    fn flush(&mut self) {
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

    fn submit_batch(&mut self, seq: u64, batch: Arc<Batch>) {
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

    fn publish(&mut self) {
        let now = Instant::now();
        if self.published_at.is_some_and(|at| now < at + PUBLISH_EVERY) {
            // Published again when the interval ends (`next_timer_instant`), so a change made
            // just after a snapshot (the circuit opening) is never left unshown while idle.
            self.publish_owed = true;
            return;
        }
        self.published_at = Some(now);
        self.publish_owed = false;
        let ten_seconds = self.clock.real(Duration::from_secs(10));
        while self
            .recent_departures
            .front()
            .is_some_and(|t| now.duration_since(*t) > ten_seconds)
        {
            self.recent_departures.pop_front();
        }
        let now_ms = self.clock.now_ms();
        self.refresh_inbound();
        let circuit = match (&self.circuit, &self.ledger_failure) {
            (_, Some(failure)) => CircuitView {
                state: "open".into(),
                reason: Some(failure.reason.clone()),
                code: None,
                probe_at: None,
            },
            (Some(c), None) => CircuitView {
                state: "open".into(),
                reason: Some(c.reason.clone()),
                code: c.code,
                probe_at: c.probe_at,
            },
            (None, None) => CircuitView {
                state: "closed".into(),
                ..CircuitView::default()
            },
        };
        let stats = Stats {
            queued_express: self.express.len() + self.claimed_express.len(),
            queued_bulk: self.bulk.len() + self.claimed_bulk.len(),
            deferred: self.counts[Where::Deferred as usize],
            paused: self.counts[Where::Parked as usize],
            in_doubt: self.counts[Where::InDoubt as usize],
            in_flight: self.in_flight,
            in_flight_limit: self.limiter.in_flight_limit(),
            rate_limit: self.config.mps,
            rate_target: self.limiter.rate(),
            rate_inbound: self.limiter.inbound(),
            rate_sent: self.recent_departures.len() as f64 / 10.0,
            departures: self.departures,
            throttled: self.throttled,
            circuit,
            connection: self
                .offline
                .as_ref()
                .map_or_else(ConnectionView::default, |o| {
                    let unsent = self.counts[Where::InDoubt as usize] + self.in_flight;
                    o.view(self.rows.len().saturating_sub(unsent))
                }),
            paused_batches: self
                .paused_batches
                .iter()
                .map(|(b, r)| PausedBatch {
                    batch: b.to_string(),
                    reason: r.clone(),
                })
                .collect(),
            tier_used: self.tier.used(now_ms),
            tier_limit: self.tier.limit(),
            tier_waiting: self.tier.waiting(),
            // Computed when read (Engine::stats): sorting samples here would cost every turn.
            express_latency_ms: Percentiles::default(),
            express_slots_waited: Percentiles::default(),
            // Filled in by Engine::stats from its supervisor: a dead dispatcher publishes nothing.
            fatal: None,
            recovered: Vec::new(),
        };
        let changed = self.stats.send_if_modified(|old| {
            if *old == stats {
                false
            } else {
                *old = stats;
                true
            }
        });
        if !changed {
            // Nothing moved: no need to wake up again just to publish.
            self.published_at = None;
        }
    }

    /// Hands every claimed (committed `sending`, not yet sent) message back to the queue in the
    /// ledger; returns their ids.
    fn unclaim(&mut self, reason: &str) -> Vec<i64> {
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

    /// Stops: claimed messages go back to the queue, requests in flight get the grace period.
    async fn stop(&mut self) {
        self.unclaim("Pacer stopped before sending it");
        self.flush();
        let deadline = Instant::now() + self.config.shutdown_grace;
        let recovering = |d: &Self| d.ledger_failure.as_ref().is_some_and(|f| f.trying);
        while self.in_flight > 0 || self.claiming > 0 || recovering(self) {
            tokio::select! {
                Some(event) = self.events.recv() => {
                    if let Event::Claimed(ids, Ok(claimed)) = event {
                        // Claimed during shutdown: not sent, so back to the queue.
                        self.claiming = self.claiming.saturating_sub(ids.len());
                        for id in claimed {
                            self.transitions.push(Transition::Requeued { id, reason: "Pacer stopped before sending it".into() });
                        }
                    } else {
                        self.event(event);
                    }
                    self.flush();
                }
                () = tokio::time::sleep_until(deadline) => break,
            }
        }
        let now = self.clock.now_ms();
        self.extras
            .push(Box::new(move |c| saved::save_clock_seen(c, now)));
        self.flush();
        if !self.unwritten.is_empty() {
            // One last try for what the database would not take. If it still fails, the next
            // start holds every message left `sending` until Meta's status settles it.
            let batches: Vec<Arc<Batch>> =
                std::mem::take(&mut self.unwritten).into_values().collect();
            let count = batches.len();
            let write = self.ledger.submit(move |c| {
                for batch in &batches {
                    batch.write(c)?;
                }
                Ok(())
            });
            match write.await {
                Ok(()) => tracing::info!("what the database would not take earlier is written"),
                Err(e) => tracing::error!(
                    "{count} turns of decisions could not be written before Pacer stopped ({e}); on the next start the messages they were about are held until Meta's status settles them, so none is sent twice"
                ),
            }
        }
        self.published_at = None;
        self.publish();
    }
}

fn millis(d: Duration) -> Millis {
    Millis::try_from(d.as_millis()).unwrap_or(Millis::MAX / 4)
}
