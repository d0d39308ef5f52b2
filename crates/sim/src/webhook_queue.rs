//! Webhook updates waiting for their simulated time: what Meta will post, and when.
//!
//! Whoever decides something Meta would report (a send accepted, a customer writing in, a
//! template paused) pushes an [`Update`] at the simulated time it is due; the emitter in
//! `webhooks.rs` wakes at the earliest one and posts what is due. The queue knows nothing of
//! the rest of the simulator, so [`crate::shared::Shared`] can own it and everyone can push.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use tokio::sync::Notify;
use tokio::sync::futures::Notified;

use crate::clock::SimTime;
use crate::errors::MetaError;

/// One update Meta would post.
#[derive(Debug, Clone)]
pub enum Update {
    /// A message status.
    Status {
        /// The message.
        wamid: String,
        /// sent, delivered, read, failed.
        status: &'static str,
        /// Recipient digits.
        to: String,
        /// Echo of `biz_opaque_callback_data`.
        callback_data: Option<String>,
        /// The error of a failed status.
        error: Option<MetaError>,
        /// `pricing.category` for the `sent` status.
        pricing: Option<(&'static str, &'static str)>,
        /// A deliberate repeat.
        duplicate: bool,
    },
    /// A message from a user.
    Inbound {
        /// Sender digits.
        from: String,
        /// Profile name.
        name: String,
        /// Its id.
        wamid: String,
        /// Meta's `messages[].type`: text, image, button, reaction, unsupported, …
        kind: String,
        /// The typed object Meta puts under `messages[].<type>` (`{"body": …}` for text).
        object: Option<serde_json::Value>,
        /// `context.id`: the business's message this one answers (a quick-reply tap).
        context: Option<String>,
        /// `errors[]`, which Meta adds to a message of a kind it does not support.
        errors: Option<serde_json::Value>,
    },
    /// A marketing preference change (`user_preferences`).
    Preference {
        /// The user.
        wa_id: String,
        /// stop or resume.
        value: String,
    },
    /// `message_template_status_update`.
    TemplateStatus {
        /// Template id.
        id: String,
        /// Template name.
        name: String,
        /// Language code.
        language: String,
        /// The new status (APPROVED, PAUSED, DISABLED, …).
        event: String,
        /// Why.
        reason: String,
        /// MARKETING, UTILITY or AUTHENTICATION.
        category: String,
        /// A rejection's `rejection_info`: (reason, recommendation), for a person.
        rejection_info: Option<(String, String)>,
    },
    /// `business_capability_update` with the portfolio's new limit.
    Capability {
        /// e.g. `TIER_10K`.
        tier: String,
    },
    /// `phone_number_quality_update`.
    Quality {
        /// UPGRADE, DOWNGRADE, THROUGHPUT_UPGRADE, …
        event: String,
        /// The limit now in force.
        tier: String,
    },
}

#[derive(Debug)]
struct Scheduled {
    due: SimTime,
    seq: u64,
    update: Update,
}

impl PartialEq for Scheduled {
    fn eq(&self, other: &Self) -> bool {
        (self.due, self.seq) == (other.due, other.seq)
    }
}
impl Eq for Scheduled {}
impl PartialOrd for Scheduled {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl Ord for Scheduled {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        (self.due, self.seq).cmp(&(other.due, other.seq))
    }
}

/// Updates waiting for their time.
#[derive(Debug, Default)]
pub struct WebhookQueue {
    heap: Mutex<BinaryHeap<Reverse<Scheduled>>>,
    seq: AtomicU64,
    wake: Notify,
}

impl WebhookQueue {
    /// Schedules `update` at simulated time `due`.
    pub fn push(&self, due: SimTime, update: Update) {
        let seq = self.seq.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut heap) = self.heap.lock() {
            heap.push(Reverse(Scheduled { due, seq, update }));
        }
        self.wake.notify_one();
    }

    /// Updates not yet posted.
    pub fn pending(&self) -> usize {
        self.heap.lock().map(|h| h.len()).unwrap_or(0)
    }

    /// Resolves when an update is pushed (the emitter's wake-up).
    pub(crate) fn notified(&self) -> Notified<'_> {
        self.wake.notified()
    }

    /// When the earliest update is due.
    pub(crate) fn next_due(&self) -> Option<SimTime> {
        self.heap.lock().ok()?.peek().map(|s| s.0.due)
    }

    /// Takes up to `max` updates due by `now`, earliest first.
    pub(crate) fn pop_due(&self, now: SimTime, max: usize) -> Vec<(SimTime, Update)> {
        let mut out = Vec::new();
        if let Ok(mut heap) = self.heap.lock() {
            while out.len() < max && heap.peek().is_some_and(|s| s.0.due <= now) {
                if let Some(Reverse(s)) = heap.pop() {
                    out.push((s.due, s.update));
                }
            }
        }
        out
    }
}
