//! Everything that shapes a simulated Cloud API: identity, limits, webhooks, faults.
//!
//! Defaults are Meta's documented behaviour (80 mps, 1 message per 6 s per recipient with a
//! burst of 45, tier 250 for a new portfolio, webhooks signed with the app secret). Every
//! duration here is in simulated time (see [`crate::clock`]).

use std::collections::HashSet;
use std::path::PathBuf;
use std::time::Duration;

use crate::SimError;

/// The simulator's settings. Start from [`SimConfig::default`] (Meta's limits) or
/// [`SimConfig::unlimited`] (limits lifted, for measuring capacity). Its `Debug` leaves out
/// the access token and the app secret.
#[derive(Clone)]
pub struct SimConfig {
    /// The bearer token requests must carry (anything else: error 190).
    pub access_token: String,
    /// The app secret that signs webhooks (`X-Hub-Signature-256`).
    pub app_secret: String,
    /// The business phone number's id (the `{phone_number_id}` path segment).
    pub phone_number_id: String,
    /// The WhatsApp Business Account id (the `{waba_id}` path segment).
    pub waba_id: String,
    /// The business number as digits, as webhooks' `metadata.display_phone_number` shows it.
    pub display_phone_number: String,
    /// The display name Meta approved for the number.
    pub verified_name: String,
    /// `quality_rating` of the number: GREEN, YELLOW, RED, UNKNOWN.
    pub quality_rating: String,
    /// Messages per second for the number (inbound counts too); `None` lifts the limit.
    pub mps: Option<u32>,
    /// The per-recipient pair limit; `None` lifts it.
    pub pair: Option<PairLimit>,
    /// The messaging limit of the portfolio.
    pub tier: Tier,
    /// The error code of a business-initiated message beyond the tier. Meta documents none;
    /// the default, 131049, is the documented asynchronous "not delivered" code whose remedy
    /// (wait 24 h) matches what a sender over its tier has to do.
    pub tier_error_code: i64,
    /// Real seconds per simulated second (`0.001` = a thousand times faster than life).
    pub time_scale: f64,
    /// Seed of every random decision.
    pub seed: u64,
    /// Time to answer a request (simulated), plus or minus `latency_jitter`.
    pub latency: Duration,
    /// Uniform jitter around `latency`.
    pub latency_jitter: Duration,
    /// Injected failures.
    pub faults: Faults,
    /// How status and other webhooks are sent.
    pub webhooks: WebhookBehaviour,
    /// Which recipients exist on WhatsApp and which stopped marketing.
    pub recipients: Recipients,
    /// Message templates of the WABA, in Meta's JSON shape; `None` loads the sample set.
    pub templates: Option<Vec<serde_json::Value>>,
    /// JSON-lines log of every request and decision.
    pub log: Option<PathBuf>,
    /// Largest JSON request body accepted (bigger: error 100 with HTTP 413).
    pub max_body_bytes: usize,
    /// Largest media upload accepted.
    pub max_media_bytes: usize,
    /// How long Meta's review of a created or edited template takes before it is approved or
    /// rejected (simulated time, so the time scale shortens it; Meta: up to 24 h, mostly
    /// minutes).
    pub template_review: Duration,
}

/// Every setting but the two secrets, which print as `[redacted]`; fields added later stay
/// hidden until listed here.
impl std::fmt::Debug for SimConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SimConfig")
            .field("access_token", &"[redacted]")
            .field("app_secret", &"[redacted]")
            .field("phone_number_id", &self.phone_number_id)
            .field("waba_id", &self.waba_id)
            .field("display_phone_number", &self.display_phone_number)
            .field("verified_name", &self.verified_name)
            .field("quality_rating", &self.quality_rating)
            .field("mps", &self.mps)
            .field("pair", &self.pair)
            .field("tier", &self.tier)
            .field("tier_error_code", &self.tier_error_code)
            .field("time_scale", &self.time_scale)
            .field("seed", &self.seed)
            .field("latency", &self.latency)
            .field("latency_jitter", &self.latency_jitter)
            .field("faults", &self.faults)
            .field("webhooks", &self.webhooks)
            .field("recipients", &self.recipients)
            .field("templates", &self.templates)
            .field("log", &self.log)
            .field("max_body_bytes", &self.max_body_bytes)
            .field("max_media_bytes", &self.max_media_bytes)
            .field("template_review", &self.template_review)
            .finish_non_exhaustive()
    }
}

/// Meta's pair rate limit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PairLimit {
    /// One message per this period (Meta: 6 s).
    pub period: Duration,
    /// Messages that may be borrowed from future periods (Meta: 45).
    pub burst: u32,
}

impl Default for PairLimit {
    fn default() -> Self {
        Self {
            period: Duration::from_secs(6),
            burst: 45,
        }
    }
}

/// A portfolio's messaging limit, as Meta names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tier {
    /// `TIER_50`
    Tier50,
    /// `TIER_250`, a new portfolio.
    Tier250,
    /// `TIER_2K`
    Tier2K,
    /// `TIER_10K`
    Tier10K,
    /// `TIER_100K`
    Tier100K,
    /// `TIER_UNLIMITED`
    Unlimited,
    /// Any other number of unique users (not a Meta tier; useful in tests).
    Custom(u32),
}

impl Tier {
    /// Unique users per moving 24 h; `None` when unlimited.
    pub fn limit(self) -> Option<u32> {
        match self {
            Tier::Tier50 => Some(50),
            Tier::Tier250 => Some(250),
            Tier::Tier2K => Some(2_000),
            Tier::Tier10K => Some(10_000),
            Tier::Tier100K => Some(100_000),
            Tier::Unlimited => None,
            Tier::Custom(n) => Some(n),
        }
    }

    /// The value of `whatsapp_business_manager_messaging_limit`.
    pub fn meta_name(self) -> String {
        match self {
            Tier::Tier50 => "TIER_50".into(),
            Tier::Tier250 => "TIER_250".into(),
            Tier::Tier2K => "TIER_2K".into(),
            Tier::Tier10K => "TIER_10K".into(),
            Tier::Tier100K => "TIER_100K".into(),
            Tier::Unlimited => "TIER_UNLIMITED".into(),
            Tier::Custom(n) => format!("TIER_{n}"),
        }
    }

    /// Reads `250`, `2k`, `2000`, `TIER_2K`, `unlimited`, or any other count.
    pub fn parse(text: &str) -> Result<Tier, SimError> {
        let upper = text.trim().to_ascii_uppercase();
        let bare = upper.strip_prefix("TIER_").unwrap_or(&upper);
        Ok(match bare {
            "50" => Tier::Tier50,
            "250" => Tier::Tier250,
            "2K" | "2000" => Tier::Tier2K,
            "10K" | "10000" => Tier::Tier10K,
            "100K" | "100000" => Tier::Tier100K,
            "UNLIMITED" => Tier::Unlimited,
            other => Tier::Custom(other.parse().map_err(|_| {
                SimError::Config(format!(
                    "tier \"{text}\" is not a tier: use 250, 2k, 10k, 100k, unlimited or a number"
                ))
            })?),
        })
    }
}

/// Injected failures, drawn per request from the seed.
#[derive(Debug, Clone, Default)]
pub struct Faults {
    /// Fraction of send requests answered with a 5xx; the message is not sent.
    pub server_error_rate: f64,
    /// Fraction of send requests accepted (the message goes out) whose answer never comes.
    pub timeout_after_accept_rate: f64,
    /// Fraction of send requests accepted whose connection is then reset before the answer.
    pub reset_after_accept_rate: f64,
    /// Windows in which every send request gets 503 with code 2 and nothing is sent.
    pub outages: Vec<Outage>,
    /// Fraction of send requests answered after a latency spike instead of the usual
    /// latency. The decision (accept or refuse) is taken when the request arrives, as before;
    /// only the answer is late, so a spike longer than the caller's timeout is a timeout after
    /// acceptance from the caller's side.
    pub latency_spike_rate: f64,
    /// How long a spike lasts (simulated): each one takes between half and one and a half
    /// times this, drawn from the seed.
    pub latency_spike: Duration,
}

/// A planned outage, in simulated time from the simulator's start.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Outage {
    /// When it starts.
    pub start: Duration,
    /// How long it lasts.
    pub length: Duration,
}

impl Outage {
    /// Reads `START+LENGTH` in seconds, e.g. `30+10` (30 s after start, for 10 s).
    pub fn parse(text: &str) -> Result<Outage, SimError> {
        let bad = || {
            SimError::Config(format!(
                "outage \"{text}\" is not START+LENGTH in seconds, e.g. 30+10"
            ))
        };
        let (start, length) = text.split_once('+').ok_or_else(bad)?;
        let seconds = |s: &str| -> Result<Duration, SimError> {
            let v: f64 = s.trim().parse().map_err(|_| bad())?;
            Duration::try_from_secs_f64(v).map_err(|_| bad())
        };
        Ok(Outage {
            start: seconds(start)?,
            length: seconds(length)?,
        })
    }

    /// Whether simulated time `at` falls inside the outage.
    pub fn covers(&self, at: Duration) -> bool {
        at >= self.start && at < self.start + self.length
    }
}

/// How webhooks behave.
#[derive(Debug, Clone)]
pub struct WebhookBehaviour {
    /// Where webhooks go; `None` records them without posting. A successful
    /// `POST /{waba}/subscribed_apps` override replaces it.
    pub url: Option<String>,
    /// Delay from acceptance to `sent` (or to `failed` for asynchronous failures).
    pub sent_after: (Duration, Duration),
    /// Further delay from `sent` to `delivered`.
    pub delivered_after: (Duration, Duration),
    /// Further delay from `delivered` to `read`.
    pub read_after: (Duration, Duration),
    /// Fraction of read messages whose `delivered` is skipped (read implies delivered).
    pub skip_delivered_rate: f64,
    /// Fraction of delivered messages that get read.
    pub read_rate: f64,
    /// Fraction of statuses posted twice (in two separate POSTs), as Meta does.
    pub duplicate_rate: f64,
    /// Fraction of messages whose statuses are posted out of order.
    pub reorder_rate: f64,
    /// Most updates in one POST (Meta: up to 1,000).
    pub batch_max: usize,
    /// How long updates wait to be batched together.
    pub batch_window: Duration,
    /// POSTs in flight at once (Meta delivers webhooks concurrently).
    pub concurrency: usize,
    /// Longest wait between two retries of a POST the receiver did not answer with 200.
    pub retry_max_interval: Duration,
    /// How long a POST is retried before it is dropped (Meta: 7 days).
    pub retry_for: Duration,
    /// Real-time limit on one POST.
    pub request_timeout: Duration,
    /// Whether `failed` statuses echo `biz_opaque_callback_data`. Meta's 2026 reference says
    /// it is echoed whenever it was set; whether `failed` carries it is unconfirmed
    /// (`docs/meta-cloud-api.md#biz-opaque-callback-data`), so a receiver must cope with both.
    pub echo_callback_data_on_failed: bool,
    /// Whether statuses are posted at all. Off, messages still get their planned statuses in
    /// the record, but nothing is queued or posted (for measuring a sender alone).
    pub enabled: bool,
}

impl Default for WebhookBehaviour {
    fn default() -> Self {
        Self {
            url: None,
            sent_after: (Duration::from_millis(200), Duration::from_millis(1_000)),
            delivered_after: (Duration::from_millis(300), Duration::from_secs(3)),
            read_after: (Duration::from_secs(2), Duration::from_secs(30)),
            skip_delivered_rate: 0.05,
            read_rate: 0.7,
            duplicate_rate: 0.01,
            reorder_rate: 0.02,
            batch_max: 1_000,
            batch_window: Duration::from_millis(50),
            concurrency: 4,
            retry_max_interval: Duration::from_secs(300),
            retry_for: Duration::from_secs(7 * 24 * 60 * 60),
            request_timeout: Duration::from_secs(10),
            echo_callback_data_on_failed: true,
            enabled: true,
        }
    }
}

/// Which recipients can receive what.
#[derive(Debug, Clone, Default)]
pub struct Recipients {
    /// Fraction of numbers (chosen by the seed, stable per number) not on WhatsApp (131026).
    pub not_on_whatsapp_rate: f64,
    /// Numbers (digits, no `+`) not on WhatsApp.
    pub not_on_whatsapp: HashSet<String>,
    /// Numbers (digits, no `+`) that stopped marketing messages (131050).
    pub opted_out: HashSet<String>,
    /// Fraction of delivered template messages a customer answers on their own (0: none),
    /// chosen by the seed: a short text, a photo of a bank slip, a tap on one of the
    /// template's quick-reply buttons, or "STOP" (`customers.rs`).
    pub customer_replies: f64,
}

impl Default for SimConfig {
    fn default() -> Self {
        Self {
            access_token: "sim-access-token".into(),
            app_secret: "sim-app-secret".into(),
            phone_number_id: "106540352242922".into(),
            waba_id: "102290129340398".into(),
            display_phone_number: "15550783881".into(),
            verified_name: "Pacer Demo".into(),
            quality_rating: "GREEN".into(),
            mps: Some(80),
            pair: Some(PairLimit::default()),
            tier: Tier::Tier250,
            tier_error_code: 131049,
            time_scale: 1.0,
            seed: 1,
            latency: Duration::ZERO,
            latency_jitter: Duration::ZERO,
            faults: Faults::default(),
            webhooks: WebhookBehaviour::default(),
            recipients: Recipients::default(),
            templates: None,
            log: None,
            max_body_bytes: 1024 * 1024,
            max_media_bytes: 100 * 1024 * 1024,
            template_review: Duration::from_secs(5),
        }
    }
}

impl SimConfig {
    /// Meta's behaviour with every limit lifted: no throughput, pair or tier limit.
    pub fn unlimited() -> Self {
        Self {
            mps: None,
            pair: None,
            tier: Tier::Unlimited,
            ..Self::default()
        }
    }

    /// Checks the settings make sense, with a message saying which one does not.
    pub fn validate(&self) -> Result<(), SimError> {
        let rate = |name: &str, v: f64| {
            if (0.0..=1.0).contains(&v) {
                Ok(())
            } else {
                Err(SimError::Config(format!(
                    "{name} is {v}: a rate is a fraction between 0 and 1"
                )))
            }
        };
        rate("server error rate", self.faults.server_error_rate)?;
        rate("timeout rate", self.faults.timeout_after_accept_rate)?;
        rate("reset rate", self.faults.reset_after_accept_rate)?;
        rate("latency spike rate", self.faults.latency_spike_rate)?;
        rate("skip-delivered rate", self.webhooks.skip_delivered_rate)?;
        rate("read rate", self.webhooks.read_rate)?;
        rate("duplicate rate", self.webhooks.duplicate_rate)?;
        rate("reorder rate", self.webhooks.reorder_rate)?;
        rate("not-on-WhatsApp rate", self.recipients.not_on_whatsapp_rate)?;
        rate("customer reply rate", self.recipients.customer_replies)?;
        if !(self.time_scale.is_finite() && self.time_scale > 0.0) {
            return Err(SimError::Config(format!(
                "time scale {} must be a positive number (1 = real time, 0.01 = 100 times faster)",
                self.time_scale
            )));
        }
        if self.mps == Some(0) {
            return Err(SimError::Config(
                "throughput of 0 messages per second would refuse everything; leave it unset to lift the limit".into(),
            ));
        }
        if let Some(pair) = self.pair
            && pair.period.is_zero()
        {
            return Err(SimError::Config(
                "pair period must be longer than zero".into(),
            ));
        }
        for (name, id) in [
            ("phone number id", &self.phone_number_id),
            ("WABA id", &self.waba_id),
        ] {
            if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
                return Err(SimError::Config(format!(
                    "{name} \"{id}\" must be digits, as Meta's ids are"
                )));
            }
        }
        if self.phone_number_id == self.waba_id {
            return Err(SimError::Config(
                "the phone number id and the WABA id must differ".into(),
            ));
        }
        if self.webhooks.batch_max == 0 || self.webhooks.concurrency == 0 {
            return Err(SimError::Config(
                "webhook batch size and concurrency must be at least 1".into(),
            ));
        }
        for (name, (low, high)) in [
            ("sent delay", self.webhooks.sent_after),
            ("delivered delay", self.webhooks.delivered_after),
            ("read delay", self.webhooks.read_after),
        ] {
            if low > high {
                return Err(SimError::Config(format!(
                    "{name}: the shortest delay is longer than the longest"
                )));
            }
        }
        Ok(())
    }
}
