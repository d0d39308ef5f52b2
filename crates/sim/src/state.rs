//! The simulator's mutable state and the decisions taken under its lock.
//!
//! One mutex guards everything a send decision reads or writes (limits, windows, opt-outs,
//! media, the record of messages), so a decision is atomic and cheap: no I/O and no `.await`
//! happens while it is held.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::time::Duration;

use serde::Serialize;

use crate::clock::SimTime;
use crate::config::{SimConfig, Tier};
use crate::customer_files::{CustomerFile, DownloadFaults};
use crate::customer_messages::PlannedReply;
use crate::errors::MetaError;
use crate::fate::Fate;
use crate::messages::{Kind, Outbound};
use crate::pacing::PairPacing;
use crate::templates::{Category, TemplateStore};
use crate::throughput::ThroughputWindow;
use crate::tier::{DAY, TierBudget};

/// How long Meta keeps an uploaded media id (`docs/meta-cloud-api.md#other-production-facts`).
pub const MEDIA_LIFETIME: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// Live counts, readable while the simulator runs.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Counters {
    /// Graph requests of every kind.
    pub requests: u64,
    /// `POST …/messages` requests.
    pub sends: u64,
    /// Messages accepted (Meta sent them, whether or not the answer reached the caller).
    pub accepted: u64,
    /// Refusals by Meta error code (0: a 5xx without a code).
    pub rejected_by_code: BTreeMap<i64, u64>,
    /// Injected 5xx answers (nothing sent).
    pub server_errors: u64,
    /// Accepted messages whose answer was withheld.
    pub timeouts_after_accept: u64,
    /// Accepted messages whose connection was reset before the answer.
    pub resets_after_accept: u64,
    /// Requests refused during an outage.
    pub outage_refusals: u64,
    /// Answers held back by a latency spike.
    pub latency_spikes: u64,
    /// Send requests being answered right now.
    pub in_flight: u64,
    /// Inbound messages injected.
    pub inbound: u64,
    /// Media uploads accepted.
    pub media_uploads: u64,
    /// Webhook POST attempts.
    pub webhook_posts: u64,
    /// Webhook POST attempts not answered with 200.
    pub webhook_failures: u64,
    /// Webhook POSTs given up.
    pub webhooks_dropped: u64,
    /// Status updates acknowledged by the receiver (repeats included).
    pub statuses_acknowledged: u64,
}

/// What the simulator did with one accepted message, and what the receiver acknowledged.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MessageRecord {
    /// Meta's message id.
    pub wamid: String,
    /// Recipient digits.
    pub to: String,
    /// `biz_opaque_callback_data` of the send.
    pub callback_data: Option<String>,
    /// Simulated seconds since the start, when accepted.
    pub accepted_at_s: f64,
    /// Statuses the simulator will post, in their logical order (`sent`, `delivered`, `read`,
    /// or `failed`).
    pub planned: Vec<String>,
    /// The error code of a planned failure.
    pub failure_code: Option<i64>,
    /// Statuses the receiver acknowledged with 200, each once, in the order acknowledged.
    pub acknowledged: Vec<String>,
}

impl MessageRecord {
    /// The status the message ends in once every planned update is posted.
    pub fn planned_final(&self) -> Option<&str> {
        final_of(&self.planned)
    }

    /// The furthest status the receiver has acknowledged: what a correct receiver must show.
    pub fn acknowledged_final(&self) -> Option<&str> {
        final_of(&self.acknowledged)
    }
}

/// `failed` outranks everything (Meta may fail a sent message); then read > delivered > sent.
fn final_of(statuses: &[String]) -> Option<&str> {
    statuses
        .iter()
        .map(String::as_str)
        .max_by_key(|s| status_rank(s))
}

/// Rank of a status for "never goes down".
pub fn status_rank(status: &str) -> u8 {
    match status {
        "sent" => 1,
        "delivered" => 2,
        "read" => 3,
        "failed" => 4,
        _ => 0,
    }
}

/// An uploaded media file.
#[derive(Debug, Clone)]
pub struct MediaItem {
    /// Its MIME type.
    pub mime_type: String,
    /// Size in bytes.
    pub size: usize,
    /// SHA-256 of the bytes, hex.
    pub sha256: String,
    /// When it was uploaded.
    pub uploaded_at: SimTime,
}

/// What happens to an accepted message.
#[derive(Debug, Clone)]
pub enum Plan {
    /// Sent, then delivered (unless skipped), maybe read.
    Deliver {
        /// Whether the recipient reads it.
        read: bool,
        /// Whether `delivered` is skipped (read right away).
        skip_delivered: bool,
    },
    /// Fails asynchronously, after a `sent` status or without one.
    Fail {
        /// The error in the `failed` status.
        error: MetaError,
        /// Whether `sent` comes first.
        after_sent: bool,
    },
}

/// Everything a decision needs. Its `Debug` leaves out the access token and shows the
/// collections by size.
pub struct State {
    /// Throughput limit (`None`: lifted).
    pub throughput: Option<ThroughputWindow>,
    /// Pair limit (`None`: lifted).
    pub pacing: Option<PairPacing>,
    /// Messaging limit.
    pub tier: TierBudget,
    /// The current tier.
    pub tier_name: Tier,
    /// When each user last wrote (opens the 24 h service window).
    pub last_inbound: HashMap<String, SimTime>,
    /// Users who stopped marketing messages.
    pub opted_out: HashSet<String>,
    /// Templates.
    pub templates: TemplateStore,
    /// Uploaded media by id.
    pub media: HashMap<String, MediaItem>,
    /// Resumable upload sessions opened and not yet given their bytes, by id (`upload:…`).
    pub upload_sessions: HashMap<String, crate::server::UploadSession>,
    /// Handles of template samples uploaded (what a media header's example names).
    pub sample_handles: std::collections::HashSet<String>,
    /// Files customers sent, by media id.
    pub customer_files: HashMap<String, CustomerFile>,
    /// Download faults a test asked for.
    pub download_faults: DownloadFaults,
    /// Customers' answers waiting for their time.
    pub planned_replies: Vec<PlannedReply>,
    /// How many times each request body was seen (fault draws are per body and attempt).
    pub seen: HashMap<[u8; 32], u32>,
    /// Accepted messages by wamid.
    pub records: HashMap<String, MessageRecord>,
    /// Wamids in acceptance order.
    pub record_order: Vec<String>,
    /// Live counts.
    pub counters: Counters,
    /// Where webhooks go now.
    pub webhook_url: Option<String>,
    /// An outage started through the control API lasts until then.
    pub outage_until: Option<SimTime>,
    /// Messages and uploads numbered in order (wamids and media ids derive from it).
    pub seq: u64,
    /// The number's quality rating.
    pub quality_rating: String,
    /// The number's throughput level (STANDARD or HIGH).
    pub throughput_level: String,
    /// The access token requests must carry (it can be rotated to simulate an expired one).
    pub access_token: String,
    /// Errors to answer the next send requests with, instead of sending: (code, how many).
    pub forced_errors: Option<(i64, u32)>,
    /// Errors the next accepted messages fail with after `sent`, by webhook: (code, how many).
    pub forced_async_failures: Option<(i64, u32)>,
}

/// The scalars, the collections' sizes and never the access token; fields added later stay
/// hidden until listed here.
impl std::fmt::Debug for State {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("State")
            .field("tier_name", &self.tier_name)
            .field("counters", &self.counters)
            .field("records", &self.records.len())
            .field("media", &self.media.len())
            .field("customer_files", &self.customer_files.len())
            .field("planned_replies", &self.planned_replies.len())
            .field("last_inbound", &self.last_inbound.len())
            .field("opted_out", &self.opted_out.len())
            .field("webhook_url", &self.webhook_url)
            .field("outage_until", &self.outage_until)
            .field("seq", &self.seq)
            .field("quality_rating", &self.quality_rating)
            .field("throughput_level", &self.throughput_level)
            .field("access_token", &"[redacted]")
            .field("forced_errors", &self.forced_errors)
            .field("forced_async_failures", &self.forced_async_failures)
            .finish_non_exhaustive()
    }
}

impl State {
    /// The starting state for a configuration.
    pub fn new(config: &SimConfig, templates: TemplateStore) -> Self {
        Self {
            throughput: config.mps.map(ThroughputWindow::new),
            pacing: config.pair.map(|p| PairPacing::new(p.period, p.burst)),
            tier: TierBudget::new(config.tier.limit()),
            tier_name: config.tier,
            last_inbound: HashMap::new(),
            opted_out: config.recipients.opted_out.clone(),
            templates,
            media: HashMap::new(),
            upload_sessions: HashMap::new(),
            sample_handles: std::collections::HashSet::new(),
            customer_files: HashMap::new(),
            download_faults: DownloadFaults::default(),
            planned_replies: Vec::new(),
            seen: HashMap::new(),
            records: HashMap::new(),
            record_order: Vec::new(),
            counters: Counters::default(),
            webhook_url: config.webhooks.url.clone(),
            outage_until: None,
            seq: 0,
            quality_rating: config.quality_rating.clone(),
            throughput_level: if config.mps.is_some_and(|m| m > 80) {
                "HIGH"
            } else {
                "STANDARD"
            }
            .into(),
            access_token: config.access_token.clone(),
            forced_errors: None,
            forced_async_failures: None,
        }
    }

    /// Whether `to` wrote in the last 24 h (an open customer service window).
    pub fn window_open(&self, to: &str, now: SimTime) -> bool {
        self.last_inbound.get(to).is_some_and(|&at| at + DAY > now)
    }

    /// Throughput and pair checks for a send at `now`; records it when it fits.
    pub fn admit(&mut self, to: &str, now: SimTime) -> Result<(), MetaError> {
        if let Some(window) = self.throughput.as_mut()
            && !window.has_room(now)
        {
            return Err(MetaError::throughput());
        }
        if let Some(pacing) = self.pacing.as_ref()
            && pacing.check(to, now).is_err()
        {
            return Err(MetaError::pair_rate());
        }
        if let Some(window) = self.throughput.as_mut() {
            window.record(now);
        }
        if let Some(pacing) = self.pacing.as_mut() {
            pacing.record(to, now);
        }
        Ok(())
    }

    /// Decides what happens to an accepted message, in Meta's order of checks.
    pub fn plan(
        &mut self,
        message: &Outbound,
        now: SimTime,
        config: &SimConfig,
        fate: &Fate,
        wamid: &str,
    ) -> Plan {
        let to = message.to.as_str();
        if let Some((code, left)) = self.forced_async_failures {
            self.forced_async_failures = (left > 1).then_some((code, left - 1));
            return Plan::Fail {
                error: MetaError::forced(code),
                after_sent: true,
            };
        }
        let not_on_whatsapp = config.recipients.not_on_whatsapp.contains(to)
            || fate.chance(
                config.recipients.not_on_whatsapp_rate,
                "not-on-whatsapp",
                &[to.as_bytes()],
            );
        if not_on_whatsapp {
            return Plan::Fail {
                error: MetaError::new(131026, "Message undeliverable").details(
                    "Message Undeliverable: the number is not on WhatsApp, has not accepted the terms of service, or uses an old version of WhatsApp.",
                ),
                after_sent: true,
            };
        }
        let window_open = self.window_open(to, now);
        let media_ids: &[String] = match &message.kind {
            Kind::Template(send) => &send.media_ids,
            Kind::Media { id: Some(id) } => std::slice::from_ref(id),
            _ => &[],
        };
        for id in media_ids {
            let usable = self
                .media
                .get(id)
                .is_some_and(|m| m.uploaded_at + MEDIA_LIFETIME > now);
            if !usable {
                return fail(MetaError::new(131053, "Media upload error").details(format!(
                    "Unable to find media with id {id}: it was never uploaded, or it is more than 30 days old."
                )));
            }
        }
        if !message.kind.is_template() && !window_open {
            return fail(MetaError::new(131047, "Re-engagement message").details(
                "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
            ));
        }
        if message.kind.category() == Some(Category::Marketing) && self.opted_out.contains(to) {
            return fail(MetaError::new(131050, "Unable to deliver the message. This recipient has chosen to stop receiving marketing messages on WhatsApp from your business.").details(
                "The user stopped marketing messages from this business.",
            ));
        }
        if message.kind.is_template() && !window_open && !self.tier.admit(to, now) {
            let title = if config.tier_error_code == 131049 {
                "This message was not delivered to maintain healthy ecosystem engagement."
            } else {
                "Message failed: the business reached its messaging limit"
            };
            return fail(MetaError::new(config.tier_error_code, title).details(format!(
                "The business has reached its messaging limit of {} unique customers in a moving 24 hours.",
                self.tier.limit().map_or("unlimited".into(), |l| l.to_string())
            )));
        }
        let w = wamid.as_bytes();
        let read = fate.chance(config.webhooks.read_rate, "read", &[w]);
        Plan::Deliver {
            read,
            skip_delivered: read
                && fate.chance(config.webhooks.skip_delivered_rate, "skip-delivered", &[w]),
        }
    }

    /// Counts a refusal.
    pub fn count_refusal(&mut self, code: i64) {
        *self.counters.rejected_by_code.entry(code).or_default() += 1;
    }
}

fn fail(error: MetaError) -> Plan {
    Plan::Fail {
        error,
        after_sent: false,
    }
}
