//! What a campaign's report is made of: the [`Funnel`], the failure and skip groups, one
//! row per recipient, the timeline and the whole [`Report`], as the window and the local API
//! receive them.

use pacer_words::Said;
use serde::{Deserialize, Serialize};

use super::cost::CostEstimate;
use crate::clock::Millis;
use crate::ledger::messages::{FailureKind, State};
/// How many of a campaign's messages are where.
///
/// The counts are by each message's current state, and `sent` and `delivered` are cumulative:
/// **`sent` includes delivered and read; `delivered` includes read.** So `total = queued +
/// sending + deferred + in_doubt + sent + failed + skipped + cancelled + expired`, and
/// `sent ≥ delivered ≥ read`. A message Meta accepted and later failed counts as failed only.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Funnel {
    /// Every message of the campaign.
    pub total: u64,
    /// Waiting for a send slot.
    pub queued: u64,
    /// Being sent right now.
    pub sending: u64,
    /// Accepted by Meta and not failed since: sent, delivered or read.
    pub sent: u64,
    /// Delivered to the phone: delivered or read.
    pub delivered: u64,
    /// Read.
    pub read: u64,
    /// Failed for good.
    pub failed: u64,
    /// Not sent on purpose (opted out, invalid).
    pub skipped: u64,
    /// Cancelled before they were sent.
    pub cancelled: u64,
    /// Not sent because they could not leave within their time limit (`crate::expiry`).
    pub expired: u64,
    /// Sent without an answer from Meta; Pacer is finding out whether they went out.
    pub in_doubt: u64,
    /// Waiting for a time: pair pacing, the daily limit, a retry, or a pause.
    pub deferred: u64,
}

impl Funnel {
    /// Messages Pacer still has to send: queued, sending, deferred or in doubt.
    pub fn still_to_send(&self) -> u64 {
        self.queued + self.sending + self.deferred + self.in_doubt
    }
}

/// Failed messages with the same Meta code.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FailureGroup {
    /// What the failures rest on; `None` when nothing was recorded.
    pub kind: Option<FailureKind>,
    /// Meta's code, when the failures are Meta's refusals.
    pub code: Option<i64>,
    /// How many messages.
    pub count: u64,
    /// What happened, in plain words.
    pub meaning: String,
    /// `meaning` as a catalogue message: the window shows it in the person's language (`None`
    /// when `meaning` is a reason stored by an older Pacer, shown as it is).
    pub meaning_said: Option<Said>,
    /// What to do about it.
    pub what_to_do: String,
    /// `what_to_do` as a catalogue message: the window shows it in the person's language.
    pub what_to_do_said: Said,
    /// Whether "retry failed" can change the outcome.
    pub retryable: bool,
    /// One message's recorded reason, with Meta's own words (the "details" line).
    pub example: Option<String>,
}

/// Skipped messages with the same reason.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SkipGroup {
    /// Why they were not sent.
    pub reason: String,
    /// `reason` as a catalogue message: the window shows it in the person's language (`None`
    /// for a reason stored as text only, shown as it is).
    pub reason_said: Option<Said>,
    /// How many.
    pub count: u64,
}

/// One recipient's message.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RecipientRow {
    /// The message's public id (for [`history`]).
    pub key: String,
    /// The number it went to (E.164).
    pub recipient: String,
    /// The contact's name, when the contact list knows the number.
    pub name: Option<String>,
    /// Where the message is.
    pub state: State,
    /// When Meta accepted it.
    pub sent_at: Option<Millis>,
    /// When it was delivered.
    pub delivered_at: Option<Millis>,
    /// When it was read.
    pub read_at: Option<Millis>,
    /// When it failed.
    pub failed_at: Option<Millis>,
    /// Meta's code of the last failure (none when Meta gave none).
    pub error_code: Option<i64>,
    /// What a failure rests on, when the message failed.
    pub failure_kind: Option<FailureKind>,
    /// Why it failed, was skipped or is waiting, in plain words.
    pub reason: Option<String>,
    /// `reason` as a catalogue message: the window shows it in the person's language (`None`
    /// also when `reason` is a text stored by an older Pacer or another part, shown as it is).
    pub reason_said: Option<Said>,
    /// Send attempts so far.
    pub attempts: u32,
    /// Sent once more after an attempt Meta did not answer.
    pub resent_after_no_answer: bool,
    /// Meta's message id.
    pub wamid: Option<String>,
}

/// Messages per minute, by the ledger's timestamps: when Meta accepted them, when they were
/// delivered, when they were read. These count events, so a message accepted and later failed
/// still counts in `sent` for its minute. Minutes without any are left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MinutePoint {
    /// Start of the minute (Unix milliseconds).
    pub minute: Millis,
    /// Accepted by Meta in this minute.
    pub sent: u64,
    /// Delivered in this minute.
    pub delivered: u64,
    /// Read in this minute.
    pub read: u64,
}

/// Everything about one campaign.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Report {
    /// The campaign's id (the ledger's `batch`).
    pub batch: String,
    /// The campaign's name, when it is a campaign Pacer created.
    pub campaign_name: Option<String>,
    /// Where the messages are.
    pub funnel: Funnel,
    /// Failed messages by Meta code, most first.
    pub failures: Vec<FailureGroup>,
    /// Skipped messages by reason, most first.
    pub skipped: Vec<SkipGroup>,
    /// One row per message, in the order they were queued.
    pub recipients: Vec<RecipientRow>,
    /// Send rate and delivery over time, per minute.
    pub timeline: Vec<MinutePoint>,
    /// Keys of the messages sent again after an attempt Meta did not answer.
    pub resent_after_no_answer: Vec<String>,
    /// Estimated cost.
    pub cost: CostEstimate,
    /// One line for a person: "1,180 of 1,250 messages delivered, 31 read so far; …".
    pub summary: String,
    /// `summary` as a catalogue message: the window shows it in the person's language.
    pub summary_said: Said,
    /// Its customers not sent it because they had opted out, and the opt-outs it caused
    /// (`crate::opt_outs::campaign`).
    pub opt_outs: crate::opt_outs::CampaignOptOuts,
    /// Who answered the campaign, the reply rate and its buttons tapped
    /// (`crate::inbox::campaign_replies`).
    pub replies: crate::inbox::CampaignReplies,
}
