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
use crate::connection::{self, ConnectionView, Offline, UnavailableStreak};
use crate::expiry::{Deadline, Deadlines};
use crate::ledger::messages::{
    self, Claim, FailureCause, Lane, OpenRow, State, StatusEffect, Transition,
};
use crate::ledger::state::{self as saved, MarketingChoice, OpenCircuit};
use crate::ledger::{Ledger, LedgerError, WriteProblem};
use crate::limiter::{InboundMeter, Limiter};
use crate::pacing::Pacing;
use crate::phone::E164;
use crate::reconcile::{Silence, StatusWatch};
use crate::retry::{self, Attempt, Verdict};
use crate::send_hours::{HoursAt, SendHours};
use crate::supervision::Fault;
use crate::tier::{Admission, TierBudget};
use crate::wire::Wire;
use pacer_cloud::webhook::{Inbound, Payload, TemplateEvent};

mod answers;
mod choices;
mod claim;
mod commands;
mod lifecycle;
mod persistence;
mod send;
mod stats;
mod statuses;

pub use choices::PersonChoices;
pub use commands::{Command, Queued};
use persistence::{Batch, ClaimUndo, Extra, LedgerFailure};
use send::own_connections;
pub use stats::{CircuitView, ExpressSamples, PausedBatch, Percentiles, Stats};
use statuses::Applied;

/// Webhook bodies (inbox rows) the dispatcher took in but left unapplied: each carries a
/// `failed` status for a message whose request is still in flight, and is marked applied in
/// the same write as the decision taken when the answer comes. Until then the applier passes
/// them by; a Pacer stopped in between applies them again on its next start.
pub type HeldBodies = Vec<i64>;

/// Where a message the dispatcher holds is, with what only that phase knows: a flag that means
/// something in one phase lives in its variant, so it cannot outlive the phase or be read in
/// another. Small and allocation-free to move between (the one boxed part is made only when a
/// failed status overtakes a request).
#[derive(Debug)]
enum Where {
    /// In its lane's queue (`express` or `bulk`), to be picked.
    Ready,
    /// Waiting for a time: pair pacing, a retry, or a place in the tier.
    Deferred {
        /// It holds a place [`TierBudget::admit`] reserved for it, given back when it stops
        /// waiting ([`Dispatcher::set_where`], [`Dispatcher::forget`]).
        tier_waiting: bool,
    },
    /// Picked: its `sending` (with pacing and tier) is being committed.
    Claiming {
        /// Sent as the one probe while the circuit is open or Meta unreachable.
        probe: bool,
        /// Why it must not be sent once the commit is confirmed, if something said so meanwhile.
        withdrawn: Option<Withdrawn>,
    },
    /// `sending` is committed; it waits in `claimed_express` / `claimed_bulk` for a slot.
    Claimed {
        /// Sent as the one probe (decided when it was claimed).
        probe: bool,
    },
    /// Its request is on the wire; Meta's answer decides what comes next.
    InFlight {
        /// The one probe: its answer opens or closes the way for the others.
        probe: bool,
        /// A status moved it to sent or beyond before the answer came (the ledger has it):
        /// the answer needs no status watched for.
        status_seen: bool,
        /// A failed status that came before the answer, applied after it.
        failed_status: Option<Box<FailedStatus>>,
    },
    /// Meta's answer was lost; held until a status settles it or its window ends.
    InDoubt {
        /// When it went into doubt (Pacer time).
        since: Millis,
        /// In doubt because Pacer stopped while it was being sent, not because an answer was
        /// lost: sending it again does not count as "sent once more after no answer".
        stopped_while_sending: bool,
    },
    /// Its batch is paused; it waits in `parked` for the batch to resume.
    Parked,
}

/// Why a message whose claim is being committed is not sent when the commit is confirmed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Withdrawn {
    /// Its batch was cancelled (the `Cancelled` transition already follows the claim). Wins
    /// over `Resolved`: a cancelled message needs nothing more.
    Cancelled,
    /// A status said Meta has it.
    Resolved,
}

/// A failed status for a message whose request was still in flight.
#[derive(Debug)]
struct FailedStatus {
    error: Option<pacer_cloud::MetaError>,
    wamid: Option<String>,
    /// The webhook bodies that carried it: left unapplied in the inbox until the decision is
    /// written, so a Pacer stopped before the answer applies them again on its next start.
    inbox_ids: Vec<i64>,
}

/// How many messages the dispatcher holds in each phase (the ones [`Stats`] shows).
#[derive(Debug, Default)]
struct Census {
    ready: usize,
    deferred: usize,
    claiming: usize,
    claimed: usize,
    in_flight: usize,
    in_doubt: usize,
    parked: usize,
}

impl Census {
    /// The count of messages where `at` is.
    fn of(&mut self, at: &Where) -> &mut usize {
        match at {
            Where::Ready => &mut self.ready,
            Where::Deferred { .. } => &mut self.deferred,
            Where::Claiming { .. } => &mut self.claiming,
            Where::Claimed { .. } => &mut self.claimed,
            Where::InFlight { .. } => &mut self.in_flight,
            Where::InDoubt { .. } => &mut self.in_doubt,
            Where::Parked => &mut self.parked,
        }
    }
}

/// When a caller handed a message over, for the express latency figures: taken when it first
/// leaves. It lives from adoption across every phase before the first departure, so it is the
/// row's, not a phase's.
#[derive(Debug, Clone, Copy)]
struct Arrival {
    /// Real time it was accepted.
    at: Instant,
    /// Requests sent before it was accepted (for "send slots waited").
    departures: u64,
}

/// A message the dispatcher holds. What it knows in every phase is here; what only one phase
/// knows is in [`Where`].
#[derive(Debug)]
struct Row {
    key: Arc<str>,
    lane: Lane,
    batch: Option<Arc<str>>,
    recipient: E164,
    /// Template name and language (business-initiated when the window is closed).
    template: Option<(Arc<str>, Arc<str>)>,
    body: Body,
    attempts: u32,
    pair_failures: u32,
    resent: bool,
    at: Where,
    /// Bumped at every move, so a timer set in an earlier phase finds itself stale.
    generation: u32,
    /// `None` once it has left (and for a message taken in from the ledger).
    arrival: Option<Arrival>,
    /// Times Meta said "unavailable" to this message while taking others, and it was handed
    /// back without an attempt (`connection::HANDED_BACK_AT_MOST`). Counts over its whole
    /// life, across phases.
    handed_back: u8,
    /// When it expires if it has not left (`crate::expiry`); `None` once it may have reached
    /// Meta (in doubt), and from then on in every phase: a message that may be with Meta is
    /// never expired, even when it is sent again.
    deadline: Option<Deadline>,
}

/// The messages the dispatcher holds, by ledger id. Each row is boxed: a launch adopts
/// 100,000 rows, and growing the map then moves 16-byte entries instead of 240-byte rows
/// into freshly allocated tables (it was a sixth of a launch's CPU, most of it the kernel
/// zeroing the new tables' pages).
#[derive(Debug, Default)]
struct Rows(HashMap<i64, Box<Row>>);

impl Rows {
    fn get(&self, id: &i64) -> Option<&Row> {
        self.0.get(id).map(|row| &**row)
    }

    fn get_mut(&mut self, id: &i64) -> Option<&mut Row> {
        self.0.get_mut(id).map(|row| &mut **row)
    }

    fn contains_key(&self, id: &i64) -> bool {
        self.0.contains_key(id)
    }

    /// Holds `row` as `id`; the row it replaces, if any.
    fn insert(&mut self, id: i64, row: Row) -> Option<Box<Row>> {
        self.0.insert(id, Box::new(row))
    }

    fn remove(&mut self, id: &i64) -> Option<Box<Row>> {
        self.0.remove(id)
    }

    fn reserve(&mut self, more: usize) {
        self.0.reserve(more);
    }

    fn keys(&self) -> impl Iterator<Item = &i64> {
        self.0.keys()
    }

    fn iter(&self) -> impl Iterator<Item = (&i64, &Row)> {
        self.0.iter().map(|(id, row)| (id, &**row))
    }

    fn values(&self) -> impl Iterator<Item = &Row> {
        self.0.values().map(|row| &**row)
    }

    fn len(&self) -> usize {
        self.0.len()
    }
}

/// A message's request body. Kept as stored (a campaign's values for its shape, a few dozen
/// bytes) until the message is first picked to be sent, and read then: a launch hands over
/// 100,000 messages in about a second, and reading every body as it arrives took the CPU the
/// launch's writing needed, and memory for bodies that go out over minutes or hours.
#[derive(Debug)]
enum Body {
    Stored(messages::Payload),
    Read(Arc<OutboundMessage>),
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
        oneshot::Sender<Result<HeldBodies, LedgerError>>,
    ),
    /// A turn's decisions were written (or not: they are kept and written again).
    Wrote(u64, Arc<Batch>, Result<(), LedgerError>),
    /// The database took writes again: what was left unwritten up to this batch is written,
    /// and these are the open messages the dispatcher did not hold when it looked.
    Recovered(u64, Result<Vec<OpenRow>, LedgerError>),
    /// A person's marketing choices were written (or not).
    ChoicesSaved {
        choices: choices::PersonChoices,
        /// Customers the stop put in `opted_out` (taken out again if the write failed).
        newly_held: Vec<E164>,
        result: Result<Vec<saved::PersonChoiceOutcome>, LedgerError>,
        done: choices::ChoicesAnswer,
    },
}

/// The dispatcher's state; see the module docs.
pub struct Dispatcher {
    config: EngineConfig,
    clock: Clock,
    ledger: Ledger,
    client: Arc<GraphClient>,
    rows: Rows,
    /// Names shared by the rows (`lifecycle::SharedNames`).
    names: lifecycle::SharedNames,
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
    /// Batches that may send only in their hours (`crate::send_hours`): their bulk messages
    /// wait outside them.
    batch_hours: HashMap<Arc<str>, SendHours>,
    circuit: Option<OpenCircuit>,
    /// Set while requests cannot reach Meta: every lane is held, one probe at a time.
    offline: Option<Offline>,
    /// Meta's "unavailable" answers in a row: enough of them hold every lane.
    unavailable: UnavailableStreak,
    /// Times this run found Meta unreachable and held every lane.
    connection_losses: u64,
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
    opted_out: std::collections::HashSet<E164>,
    /// Template (name, language) → category (MARKETING, UTILITY, AUTHENTICATION).
    categories: HashMap<(String, String), String>,
    /// Batches paused because Meta paused their template, resumed when it is approved again.
    paused_by_template: HashMap<Arc<str>, (String, String)>,
    /// When the stats were last published (at most every 20 ms of real time).
    published_at: Option<Instant>,
    /// A snapshot was skipped (too soon after the last): one is owed.
    publish_owed: bool,
    /// Messages in memory by where they are.
    counts: Census,
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

impl Dispatcher {
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
                            let Some(Row {
                                at: Where::Claiming { probe, withdrawn },
                                ..
                            }) = self.rows.get(&id)
                            else {
                                continue;
                            };
                            let probe = *probe;
                            match withdrawn {
                                Some(Withdrawn::Cancelled) => {
                                    // The Cancelled transition already follows the claim in the
                                    // ledger's order.
                                    self.forget(id);
                                    continue;
                                }
                                Some(Withdrawn::Resolved) => {
                                    self.transitions.push(Transition::Requeued {
                                        id,
                                        reason: "resolved by a status".into(),
                                    });
                                    self.forget(id);
                                    continue;
                                }
                                None => {}
                            }
                            self.set_where(id, Where::Claimed { probe });
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
                            let Some(Row {
                                at: Where::Claiming { withdrawn, .. },
                                ..
                            }) = self.rows.get(&id)
                            else {
                                continue;
                            };
                            if withdrawn.is_some() {
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
            Event::ChoicesSaved {
                choices,
                newly_held,
                result,
                done,
            } => self.choices_saved(choices, newly_held, result, done),
        }
    }
}

fn millis(d: Duration) -> Millis {
    Millis::try_from(d.as_millis()).unwrap_or(Millis::MAX / 4)
}
