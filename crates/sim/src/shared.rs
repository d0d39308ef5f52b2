//! What every handler and background task of the simulator shares: the settings, simulated
//! time, seeded randomness, the state behind its one lock, the log, the webhook queue and the
//! shutdown token.
//!
//! It sits below everything that uses it — the Graph routes (`server`), the controls
//! (`control`) and the webhook emitter (`webhooks`) — and depends on none of them: each adds
//! its own methods in its own module (`impl Shared` in `control.rs`, `server/request.rs`).

use std::sync::{Mutex, MutexGuard};

use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::clock::SimClock;
use crate::config::SimConfig;
use crate::fate::Fate;
use crate::log::LogSink;
use crate::state::State as SimState;
use crate::webhook_queue::WebhookQueue;

/// What every handler and background task shares.
#[derive(Debug)]
pub struct Shared {
    /// The settings.
    pub config: SimConfig,
    /// Simulated time.
    pub clock: SimClock,
    /// Seeded randomness.
    pub fate: Fate,
    state: Mutex<SimState>,
    /// The JSON-lines log.
    pub log: LogSink,
    /// Webhook updates waiting for their time.
    pub webhooks: WebhookQueue,
    /// Cancelled when the simulator stops.
    pub shutdown: CancellationToken,
    /// Background tasks (webhook POSTs) to wait for at shutdown.
    pub tasks: TaskTracker,
    /// HTTP client for webhooks and callback verification.
    pub http: reqwest::Client,
    /// `http://host:port` of this simulator.
    pub base_url: String,
}

impl Shared {
    /// Builds the shared state.
    pub fn new(
        config: SimConfig,
        state: SimState,
        log: LogSink,
        http: reqwest::Client,
        base_url: String,
    ) -> Self {
        Self {
            clock: SimClock::start(config.time_scale),
            fate: Fate::new(config.seed),
            state: Mutex::new(state),
            log,
            webhooks: WebhookQueue::default(),
            shutdown: CancellationToken::new(),
            tasks: TaskTracker::new(),
            http,
            base_url,
            config,
        }
    }

    /// The state, even if a panicking thread poisoned the lock (the state stays consistent:
    /// no decision panics half-way on purpose, and a simulator must keep answering).
    pub fn lock(&self) -> MutexGuard<'_, SimState> {
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A stable business-scoped user id for a number (`CC.digits`, `docs/meta-cloud-api.md#other-production-facts`).
    pub fn bsuid(&self, digits: &str) -> String {
        let bits = self.fate.bits("bsuid", &[digits.as_bytes()]);
        format!("{}.{}", country_of(digits), bits % 10u64.pow(19))
    }
}

/// ISO country of a number, for business-scoped ids (a small table; `ZZ` when unknown).
fn country_of(digits: &str) -> &'static str {
    const CODES: &[(&str, &str)] = &[
        ("1", "US"),
        ("20", "EG"),
        ("27", "ZA"),
        ("33", "FR"),
        ("34", "ES"),
        ("39", "IT"),
        ("44", "GB"),
        ("49", "DE"),
        ("52", "MX"),
        ("55", "BR"),
        ("62", "ID"),
        ("91", "IN"),
        ("92", "PK"),
        ("234", "NG"),
        ("880", "BD"),
        ("966", "SA"),
        ("971", "AE"),
        ("972", "IL"),
    ];
    CODES
        .iter()
        .filter(|(code, _)| digits.starts_with(code))
        .max_by_key(|(code, _)| code.len())
        .map_or("ZZ", |(_, iso)| iso)
}
