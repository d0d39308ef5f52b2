//! What the dispatcher shows: the figures `Engine::stats` carries to `GET /v1/stats` and Home,
//! published on a watch channel at most every [`PUBLISH_EVERY`](super::PUBLISH_EVERY).

use super::*;
use pacer_words::Said;

/// A snapshot of the dispatcher, for `GET /v1/stats` and the UI.
#[derive(Debug, Clone, Default, PartialEq, Serialize, serde::Deserialize)]
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
    /// Times since start that Meta could not be reached and every lane was held.
    pub connection_losses: u64,
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
#[derive(Debug, Clone, Default, PartialEq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CircuitView {
    /// `closed` (sending) or `open` (stopped).
    pub state: String,
    /// Why it is open, in words.
    pub reason: Option<String>,
    /// `reason` as a catalogue message: the window shows it in the person's language (`None`
    /// also when the reason is a text Pacer cannot say again, shown as it is).
    pub reason_said: Option<Said>,
    /// Meta's code.
    pub code: Option<i64>,
    /// When one probe may go.
    pub probe_at: Option<Millis>,
}

/// A paused batch as shown.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PausedBatch {
    /// Batch id.
    pub batch: String,
    /// Why.
    pub reason: String,
    /// `reason` as a catalogue message: the window shows it in the person's language (`None`
    /// when the reason is a text Pacer cannot say again, shown as it is).
    pub reason_said: Option<Said>,
}

/// p50 / p99 / max of a sample.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, serde::Deserialize)]
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
    pub(super) latency_ms: VecDeque<f64>,
    pub(super) slots: VecDeque<f64>,
}

impl ExpressSamples {
    const KEEP: usize = 20_000;

    pub(super) fn push(&mut self, latency_ms: f64, slots: f64) {
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

impl Dispatcher {
    pub(super) fn publish(&mut self) {
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
                reason_said: crate::reasons::said_of_stored(&failure.reason),
                code: None,
                probe_at: None,
            },
            (Some(c), None) => CircuitView {
                state: "open".into(),
                reason: Some(c.reason.clone()),
                reason_said: crate::reasons::said_of_stored(&c.reason),
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
            deferred: self.counts.deferred,
            paused: self.counts.parked,
            in_doubt: self.counts.in_doubt,
            in_flight: self.in_flight,
            in_flight_limit: self.limiter.in_flight_limit(),
            rate_limit: self.config.mps,
            rate_target: self.limiter.rate(),
            rate_inbound: self.limiter.inbound(),
            rate_sent: self.recent_departures.len() as f64 / 10.0,
            departures: self.departures,
            throttled: self.throttled,
            connection_losses: self.connection_losses,
            circuit,
            connection: self
                .offline
                .as_ref()
                .map_or_else(ConnectionView::default, |o| {
                    let unsent = self.counts.in_doubt + self.in_flight;
                    o.view(self.rows.len().saturating_sub(unsent))
                }),
            paused_batches: self
                .paused_batches
                .iter()
                .map(|(b, r)| PausedBatch {
                    batch: b.to_string(),
                    reason: r.clone(),
                    reason_said: crate::reasons::said_of_stored(r),
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
}
