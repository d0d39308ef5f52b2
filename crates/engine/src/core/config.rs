//! The engine's settings. Defaults are Meta's limits with Pacer's safety margins.

use std::path::PathBuf;
use std::time::Duration;

/// Everything the engine needs besides the Graph client.
#[derive(Debug, Clone)]
pub struct EngineConfig {
    /// The ledger's SQLite file.
    pub db_path: PathBuf,
    /// The sender's phone number id.
    pub phone_number_id: String,
    /// The WhatsApp Business Account id (templates, callback registration); empty when unknown.
    pub waba_id: String,
    /// Media uploads (invoice PDFs) per second at most: Meta does not publish the media
    /// endpoint's limit, so Pacer stays well below the message rate.
    pub media_rate: u32,
    /// Messages per second Meta allows the number (80 by default; 20 for numbers shared with
    /// the WhatsApp Business app; up to 1,000). `None` lifts the limit (benchmarks only).
    pub mps: Option<f64>,
    /// Fraction of `mps` kept unused, so that jitter between Pacer and Meta never puts one
    /// message too many into one of Meta's seconds.
    pub headroom: f64,
    /// Largest share of the rate bulk may use (e.g. 0.9), keeping room for inbound traffic;
    /// `None`: bulk uses every slot express leaves free.
    pub bulk_cap: Option<f64>,
    /// Unique customers Meta lets the business reach per moving 24 h outside service windows;
    /// `None` = unlimited.
    pub tier_limit: Option<u32>,
    /// Pair pacing: one message per `period` to the same recipient, bursts of `burst`.
    pub pair: PairSettings,
    /// Retry settings.
    pub retry: RetrySettings,
    /// How long a message may wait to leave, per lane, when its sender gave no limit of its
    /// own (`crate::expiry`).
    pub expiry: ExpirySettings,
    /// How long an in-doubt message waits for a status webhook before it is sent once more.
    pub reconcile_after: Duration,
    /// Cool-down before the one probe allowed after 131048 / 131064.
    pub probe_cooldown: Duration,
    /// Real seconds per Pacer second (1 in production; tests run faster).
    pub time_scale: f64,
    /// At shutdown, how long requests in flight may take to finish (real time).
    pub shutdown_grace: Duration,
    /// After a write to the ledger failed (a full disk, another program holding the
    /// database), how often Pacer tries it again (real time). Sending is paused meanwhile.
    pub ledger_retry: Duration,
    /// At start, how long Pacer waits for another program to let go of its database before
    /// it gives up with a message saying so (real time).
    pub lock_patience: Duration,
    /// Where the time of day comes from (the system's clock; tests set their own).
    pub wall_clock: crate::clock::WallClock,
    /// Upper bound of the adaptive in-flight limit.
    pub max_in_flight: usize,
    /// Replies that opt a customer out of marketing, matched whole, in any case (add words in
    /// your customers' languages).
    pub opt_out_keywords: Vec<String>,
    /// How long a webhook body stays in the inbox after it was applied (30 days by default):
    /// long enough to look into what Meta said, short enough that the file does not grow
    /// without end.
    pub inbox_retention: Duration,
}

/// The opt-out replies Pacer knows without being told.
pub const DEFAULT_OPT_OUT_KEYWORDS: &[&str] = &[
    "stop",
    "unsubscribe",
    "stop promotions",
    "opt out",
    "opt-out",
];

/// Per-recipient pacing.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PairSettings {
    /// Meta: one message per 6 s to the same user.
    pub period: Duration,
    /// Messages that may go at once. Meta allows 45 borrowed from the future; Pacer keeps it
    /// small so a burst never costs minutes of silence.
    pub burst: u32,
}

/// How failed sends are retried (`docs/sending.md#retry-policy`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RetrySettings {
    /// First backoff (full jitter up to base × 2^attempt).
    pub base: Duration,
    /// Longest backoff.
    pub cap: Duration,
    /// Attempts of a transient error before the message fails.
    pub max_attempts: u32,
    /// Attempts of an unknown error code before the message fails.
    pub unknown_max_attempts: u32,
    /// Retry a 131049 (per-user marketing cap) once after 24 h. Off by default: Meta extends
    /// the block when a business retries too soon, and most marketing is stale a day later.
    pub marketing_cap_retry: bool,
}

/// The time limit a message gets from its lane when its sender gave none: one that could not
/// leave within it is not sent and ends `expired` (`crate::expiry`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExpirySettings {
    /// Express (OTPs, alerts): ten minutes by default, the life of a typical login code.
    pub express: Option<Duration>,
    /// Bulk (campaigns, invoices): none by default; an invoice is still worth sending late.
    pub bulk: Option<Duration>,
}

impl ExpirySettings {
    /// The limit of a message of `lane` whose sender gave none.
    pub fn for_lane(&self, lane: crate::ledger::messages::Lane) -> Option<Duration> {
        match lane {
            crate::ledger::messages::Lane::Express => self.express,
            crate::ledger::messages::Lane::Bulk => self.bulk,
        }
    }

    /// A limit given in seconds, as `pacer serve`'s flags and the window's settings take it: 0
    /// means no limit, anything longer than [`crate::expiry::MAX_LIMIT`] is that.
    pub fn seconds(seconds: u64) -> Option<Duration> {
        (seconds > 0).then(|| Duration::from_secs(seconds).min(crate::expiry::MAX_LIMIT))
    }
}

impl Default for ExpirySettings {
    fn default() -> Self {
        Self {
            express: Some(Duration::from_secs(10 * 60)),
            bulk: None,
        }
    }
}

impl Default for PairSettings {
    fn default() -> Self {
        Self {
            period: Duration::from_secs(6),
            burst: 3,
        }
    }
}

impl Default for RetrySettings {
    fn default() -> Self {
        Self {
            base: Duration::from_secs(2),
            cap: Duration::from_secs(300),
            max_attempts: 8,
            unknown_max_attempts: 3,
            marketing_cap_retry: false,
        }
    }
}

impl EngineConfig {
    /// Meta's defaults for a database and a phone number.
    pub fn new(db_path: impl Into<PathBuf>, phone_number_id: impl Into<String>) -> Self {
        Self {
            db_path: db_path.into(),
            phone_number_id: phone_number_id.into(),
            waba_id: String::new(),
            media_rate: 40,
            mps: Some(80.0),
            headroom: 0.01,
            bulk_cap: None,
            tier_limit: Some(250),
            pair: PairSettings::default(),
            retry: RetrySettings::default(),
            expiry: ExpirySettings::default(),
            reconcile_after: Duration::from_secs(15 * 60),
            probe_cooldown: Duration::from_secs(15 * 60),
            time_scale: 1.0,
            shutdown_grace: Duration::from_secs(10),
            ledger_retry: Duration::from_secs(2),
            lock_patience: Duration::from_secs(30),
            wall_clock: crate::clock::WallClock::system(),
            max_in_flight: 512,
            opt_out_keywords: DEFAULT_OPT_OUT_KEYWORDS
                .iter()
                .map(|k| (*k).to_owned())
                .collect(),
            inbox_retention: Duration::from_secs(30 * 24 * 60 * 60),
        }
    }

    /// Whether a customer's reply is an opt-out keyword (whole reply, any case, surrounding
    /// spaces and punctuation ignored).
    pub fn is_opt_out(&self, reply: &str) -> bool {
        let reply = reply
            .trim()
            .trim_matches(|c: char| c.is_ascii_punctuation())
            .trim()
            .to_lowercase();
        !reply.is_empty()
            && self
                .opt_out_keywords
                .iter()
                .any(|k| k.trim().to_lowercase() == reply)
    }

    /// The rate the limiter aims for: the limit less the headroom. Below a time scale of 1
    /// the headroom grows in proportion: timers and networks do not run faster, so the same
    /// real-time margin is a larger share of a shortened second.
    pub fn target_rate(&self) -> Option<f64> {
        let scale = if self.time_scale.is_finite() && self.time_scale > 0.0 {
            self.time_scale.min(1.0)
        } else {
            1.0
        };
        let headroom = (self.headroom / scale).clamp(0.0, 0.5);
        self.mps.map(|m| m * (1.0 - headroom))
    }
}
