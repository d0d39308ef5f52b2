//! What to do about an error: Meta's codes mapped to Pacer's retry classes.
//!
//! `docs/sending.md#retry-policy` names the classes; the table in `docs/meta-cloud-api.md#error-codes` is the
//! source for each code. The decision is made from Meta's `code` (plus `error_data.details`
//! for 131053 only), never from the HTTP status or the message text when a code exists — Meta
//! says to branch on the code, and it publishes no per-code HTTP status. Only answers that carry
//! no Meta error at all fall back to the HTTP status ([`ErrorClass::from_http_status`]).
//!
//! The codes themselves, each with its class and its words for a person, are the rows of
//! `codes.rs`; where Meta's table and `docs/sending.md#retry-policy` disagree, the choice is
//! noted at the row.

use std::time::Duration;

use crate::codes::{self, Treatment};

/// Which limit was hit, for a [`ErrorClass::Throttled`] error. The limiter reacts differently:
/// throughput recovers within seconds, call volume within the rolling hour, maintenance within
/// about a minute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Throttle {
    /// 130429 (messages per second of the number), or a bare HTTP 429 with no Meta body.
    Throughput,
    /// 4 (app call rate), 17 (user request limit), 80007 (WABA rate limit): minute-scale waits.
    CallVolume,
    /// 131057: the account is in maintenance mode (e.g. a throughput upgrade, about a minute).
    Maintenance,
}

/// Why only this recipient has to wait, for a [`ErrorClass::RecipientLater`] error.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RecipientWait {
    /// 131056: pair rate limit; wait [`pair_rate_wait`] before the next try to this recipient.
    PairRate,
    /// 131049: per-user marketing cap; at most one retry after at least [`MARKETING_CAP_WAIT`]
    /// (off by default in Pacer; repeated retries within 24 h extend Meta's block).
    MarketingCap,
}

/// What Pacer does about a failed request or a `failed` status (`docs/sending.md#retry-policy`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorClass {
    /// Over a rate limit: not an attempt; the message goes back to the head of its lane and the
    /// limiter slows down.
    Throttled(Throttle),
    /// Temporary on Meta's side (or the request never left): exponential backoff with jitter,
    /// bounded attempts, then failed.
    Transient,
    /// Only this recipient waits; other recipients go on.
    RecipientLater(RecipientWait),
    /// The template or campaign is broken: pause that campaign, others go on.
    PauseCampaign,
    /// Nothing will succeed until someone fixes the account, token or number: open the circuit
    /// breaker. With `probe_after_cooldown` (131048, 131064) one probe may be sent after a
    /// cool-down, because these lift on their own.
    PauseAll {
        /// One probe request is allowed after a cool-down.
        probe_after_cooldown: bool,
    },
    /// This message failed for good. `opts_out_marketing` (131050): also mark the contact as
    /// opted out of marketing.
    Permanent {
        /// The recipient stopped marketing messages from this business.
        opts_out_marketing: bool,
    },
    /// The request may have reached Meta and the answer is unknown (`docs/sending.md#in-doubt-requests`). Never
    /// safe to retry blindly: resolve by `biz_opaque_callback_data` from status webhooks first.
    InDoubt,
    /// A code Pacer does not know: transient a few times, then failed with Meta's text kept.
    Unknown,
}

/// Least wait Meta asks for before retrying a 131049 (per-user marketing cap).
pub const MARKETING_CAP_WAIT: Duration = Duration::from_secs(24 * 60 * 60);

/// Exponent at which [`pair_rate_wait`] stops growing: 4^5 s ≈ 17 min, beyond the ≈ 4.5 min a
/// full 45-message burst borrows (45 × 6 s).
const PAIR_RATE_MAX_EXPONENT: u32 = 5;

/// How long a recipient waits after a 131056 (pair rate limit): 4^X seconds where X is the
/// number of 131056 failures for this recipient before this one (0 → 1 s, 1 → 4 s, 2 → 16 s,
/// 3 → 64 s, 4 → 256 s), capped at 4^5 s = 1024 s (`docs/meta-cloud-api.md#throughput`).
///
/// ```
/// use std::time::Duration;
/// assert_eq!(pacer_cloud::pair_rate_wait(0), Duration::from_secs(1));
/// assert_eq!(pacer_cloud::pair_rate_wait(3), Duration::from_secs(64));
/// assert_eq!(pacer_cloud::pair_rate_wait(u32::MAX), Duration::from_secs(1024));
/// ```
pub fn pair_rate_wait(attempt: u32) -> Duration {
    Duration::from_secs(4u64.pow(attempt.min(PAIR_RATE_MAX_EXPONENT)))
}

impl ErrorClass {
    /// The class of an answer that carries no Meta error object (a proxy page, an empty body):
    /// 429 → throttled (throughput), 5xx → transient, 401/403 → pause all, anything else →
    /// unknown. Never used when a Meta error code is present.
    pub fn from_http_status(http_status: u16) -> ErrorClass {
        match http_status {
            429 => ErrorClass::Throttled(Throttle::Throughput),
            500..=599 => ErrorClass::Transient,
            401 | 403 => ErrorClass::PauseAll {
                probe_after_cooldown: false,
            },
            _ => ErrorClass::Unknown,
        }
    }

    /// Whether this failure consumes one of the message's bounded attempts. Throttling does
    /// not: the message simply waits for capacity (`docs/sending.md#retry-policy`).
    pub fn counts_as_attempt(&self) -> bool {
        !matches!(self, ErrorClass::Throttled(_))
    }
}

/// Classifies Meta's error `code` (`docs/meta-cloud-api.md#error-codes`, one row each in
/// `codes.rs`). `details` is `error_data.details` and only matters for 131053; `is_transient`
/// is Graph's hint and only matters for unknown codes.
pub fn classify_code(code: i64, details: Option<&str>, is_transient: Option<bool>) -> ErrorClass {
    match codes::row(code).map(|row| row.treatment) {
        Some(Treatment::Class(class)) => class,
        Some(Treatment::MediaFetch) if details.is_some_and(media_host_error_is_transient) => {
            ErrorClass::Transient
        }
        Some(Treatment::MediaFetch) => ErrorClass::Permanent {
            opts_out_marketing: false,
        },
        None if is_transient == Some(true) => ErrorClass::Transient,
        None => ErrorClass::Unknown,
    }
}

/// Whether a 131053 `details` text shows the media host failed temporarily: it answered 429 or
/// 5xx (pywa's real example: "Downloading media from weblink failed with http code 429, status
/// message Too Many Requests"), or the download timed out. A 4xx such as 404 stays permanent.
fn media_host_error_is_transient(details: &str) -> bool {
    let lower = details.to_ascii_lowercase();
    if lower.contains("timed out") || lower.contains("timeout") {
        return true;
    }
    http_codes_in(&lower).any(|status| status == 429 || (500..=599).contains(&status))
}

/// Every number that follows "http code" or "status code" in a lower-cased text.
fn http_codes_in(lower: &str) -> impl Iterator<Item = u16> + '_ {
    ["http code", "status code"]
        .into_iter()
        .flat_map(move |marker| {
            lower.match_indices(marker).filter_map(move |(at, _)| {
                let rest = lower[at + marker.len()..].trim_start_matches([' ', ':', '=']);
                let digits: String = rest
                    .chars()
                    .take_while(char::is_ascii_digit)
                    .take(4)
                    .collect();
                if digits.len() == 3 {
                    digits.parse().ok()
                } else {
                    None
                }
            })
        })
}
