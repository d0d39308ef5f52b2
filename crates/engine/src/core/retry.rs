//! The retry policy (`docs/sending.md#retry-policy`): what to do after a failed send, decided by Meta's error
//! class — the same function for an HTTP answer and for a `failed` status webhook.

use std::time::Duration;

use pacer_cloud::{ErrorClass, MetaError, RecipientWait, Throttle, pair_rate_wait};
use sha2::{Digest, Sha256};

use crate::clock::Millis;
use crate::config::RetrySettings;
use crate::ledger::messages::{FailureCause, FailureKind};
use crate::reasons;

/// What the dispatcher does with a message after a failure.
#[derive(Debug, Clone, PartialEq)]
pub enum Verdict {
    /// Over a rate limit: back to the head of its lane, not an attempt; the limiter slows.
    Throttled(Throttle),
    /// Try again at this time (an attempt was used).
    RetryAt(Millis),
    /// Only this recipient waits until then; `pair` for a 131056.
    RecipientLater {
        /// When.
        until: Millis,
        /// Whether it was the pair limit (pacing holds the recipient).
        pair: bool,
    },
    /// The message's batch pauses with this reason; the message waits in it.
    PauseBatch(String),
    /// Every send stops until someone fixes the account; `probe_after` for codes that lift by
    /// themselves.
    PauseAll {
        /// What the person reads.
        reason: String,
        /// One probe may go after this long.
        probe_after: Option<Duration>,
    },
    /// Failed for good.
    Fail {
        /// What the person reads.
        reason: String,
        /// Also mark the customer opted out of marketing (131050).
        opt_out: bool,
    },
    /// The request may have gone out: hold it for reconciliation, never resend blindly.
    InDoubt,
}

/// The facts about a message the policy needs.
#[derive(Debug, Clone, Copy)]
pub struct Attempt<'a> {
    /// The message key (seeds the jitter).
    pub key: &'a str,
    /// Attempts before this one.
    pub attempts: u32,
    /// 131056 answers before this one.
    pub pair_failures: u32,
    /// Whether the message belongs to a batch that can pause.
    pub in_batch: bool,
}

/// Decides what happens after a failure of class `class` (with Meta's error, if any).
pub fn decide(
    class: ErrorClass,
    error: Option<&MetaError>,
    attempt: Attempt<'_>,
    now: Millis,
    settings: &RetrySettings,
    probe_cooldown: Duration,
) -> Verdict {
    // Only the classes Meta's own errors produce read these; a failure without Meta's error
    // is worded by `reasons::no_usable_answer`.
    let code = error.map_or(0, |e| e.code);
    let text = error.map_or("", MetaError::explanation);
    let attempts = attempt.attempts + 1;
    match class {
        ErrorClass::Throttled(kind) => Verdict::Throttled(kind),
        ErrorClass::Transient if attempts < settings.max_attempts => {
            Verdict::RetryAt(now + backoff(attempt.key, attempts, settings))
        }
        ErrorClass::Unknown if attempts < settings.unknown_max_attempts => {
            Verdict::RetryAt(now + backoff(attempt.key, attempts, settings))
        }
        ErrorClass::Transient | ErrorClass::Unknown => Verdict::Fail {
            reason: match error {
                Some(_) => reasons::gave_up_said(attempts, code, text).to_string(),
                // Never Meta's code 0 (an authentication error): Meta gave no code at all.
                None => reasons::no_usable_answer(attempts),
            },
            opt_out: false,
        },
        ErrorClass::RecipientLater(RecipientWait::PairRate) => Verdict::RecipientLater {
            until: now + millis(pair_rate_wait(attempt.pair_failures)),
            pair: true,
        },
        ErrorClass::RecipientLater(RecipientWait::MarketingCap)
            if settings.marketing_cap_retry && attempt.attempts == 0 =>
        {
            Verdict::RecipientLater {
                until: now + millis(pacer_cloud::MARKETING_CAP_WAIT),
                pair: false,
            }
        }
        ErrorClass::RecipientLater(RecipientWait::MarketingCap) => Verdict::Fail {
            reason: reasons::describe(code, text),
            opt_out: false,
        },
        ErrorClass::PauseCampaign if attempt.in_batch => {
            Verdict::PauseBatch(reasons::describe(code, text))
        }
        ErrorClass::PauseCampaign => Verdict::Fail {
            reason: reasons::describe(code, text),
            opt_out: false,
        },
        ErrorClass::PauseAll {
            probe_after_cooldown,
        } => Verdict::PauseAll {
            reason: reasons::describe(code, text),
            probe_after: probe_after_cooldown.then_some(probe_cooldown),
        },
        ErrorClass::Permanent { opts_out_marketing } => Verdict::Fail {
            reason: reasons::describe(code, text),
            opt_out: opts_out_marketing,
        },
        ErrorClass::InDoubt => Verdict::InDoubt,
    }
}

/// Whether trying a failed message again can turn out differently: "Retry failed" resends
/// only these. Meta's permanent reasons (not on WhatsApp, opted out, invalid number …) cannot
/// change; neither can a message Meta never answered twice (it may have been delivered) or
/// one Pacer could not prepare. A connection that failed, or Meta's servers failing without
/// a reason, can.
pub fn worth_retrying(cause: Option<FailureCause>) -> bool {
    match cause {
        Some(FailureCause::Meta(code)) => !matches!(
            pacer_cloud::classify_code(code, None, None),
            ErrorClass::Permanent { .. }
        ),
        Some(FailureCause::Pacer(kind)) => match kind {
            FailureKind::Network | FailureKind::UnexpectedAnswer => true,
            FailureKind::NoAnswer | FailureKind::Internal | FailureKind::Meta => false,
        },
        None => false,
    }
}

/// Exponential backoff with full jitter: a uniform wait in [base/2, min(cap, base × 2^attempt)],
/// the jitter drawn from the message key so that retries of many messages spread out.
pub fn backoff(key: &str, attempt: u32, settings: &RetrySettings) -> Millis {
    let ceiling = settings
        .base
        .saturating_mul(1u32 << attempt.min(20))
        .min(settings.cap);
    let floor = settings.base / 2;
    let digest = Sha256::new()
        .chain_update(key.as_bytes())
        .chain_update(attempt.to_le_bytes())
        .finalize();
    let mut bytes = [0u8; 8];
    bytes.copy_from_slice(&digest[..8]);
    let unit = (u64::from_le_bytes(bytes) >> 11) as f64 / (1u64 << 53) as f64;
    millis(floor + ceiling.saturating_sub(floor).mul_f64(unit))
}

fn millis(d: Duration) -> Millis {
    Millis::try_from(d.as_millis()).unwrap_or(Millis::MAX / 4)
}

#[cfg(test)]
mod tests {
    use pacer_cloud::classify_code;

    use super::*;

    fn attempt(attempts: u32) -> Attempt<'static> {
        Attempt {
            key: "m1",
            attempts,
            pair_failures: 0,
            in_batch: true,
        }
    }

    fn verdict(code: i64, attempts: u32) -> Verdict {
        let error = MetaError::from_error_object(
            &serde_json::json!({"code": code, "title": "t", "message": "m"}),
        )
        .expect("a Meta error");
        decide(
            classify_code(code, None, None),
            Some(&error),
            attempt(attempts),
            0,
            &RetrySettings::default(),
            Duration::from_secs(900),
        )
    }

    #[test]
    fn each_class_gets_its_treatment() {
        assert_eq!(
            verdict(130429, 0),
            Verdict::Throttled(Throttle::Throughput),
            "throttling is not an attempt"
        );
        assert!(
            matches!(verdict(131000, 0), Verdict::RetryAt(at) if (1_000..=4_000).contains(&at)),
            "transient backs off"
        );
        assert!(
            matches!(verdict(131000, 7), Verdict::Fail { .. }),
            "the eighth transient failure is final"
        );
        assert_eq!(
            verdict(131056, 0),
            Verdict::RecipientLater {
                until: 1_000,
                pair: true
            },
            "131056: 4^0 s"
        );
        assert!(
            matches!(verdict(131049, 0), Verdict::Fail { .. }),
            "131049 is not retried by default"
        );
        assert!(matches!(verdict(132001, 0), Verdict::PauseBatch(_)));
        assert!(matches!(
            verdict(190, 0),
            Verdict::PauseAll {
                probe_after: None,
                ..
            }
        ));
        assert!(matches!(
            verdict(131048, 0),
            Verdict::PauseAll {
                probe_after: Some(_),
                ..
            }
        ));
        assert_eq!(
            verdict(131050, 0),
            Verdict::Fail {
                reason: reasons::describe(131050, "m"),
                opt_out: true
            },
            "131050 fails and opts the customer out"
        );
        assert!(
            matches!(verdict(999_999, 0), Verdict::RetryAt(_)),
            "unknown codes are retried a few times"
        );
        assert!(
            matches!(verdict(999_999, 2), Verdict::Fail { .. }),
            "then failed"
        );
    }

    #[test]
    fn giving_up_without_metas_error_never_borrows_a_meta_code() {
        let settings = RetrySettings::default();
        let verdict = decide(
            ErrorClass::Transient,
            None,
            attempt(settings.max_attempts - 1),
            0,
            &settings,
            Duration::from_secs(900),
        );
        let Verdict::Fail { reason, .. } = verdict else {
            panic!("the last try fails: {verdict:?}");
        };
        assert!(!reason.contains("code 0"), "{reason}");
        assert!(!reason.contains("token"), "no token advice: {reason}");
        assert!(reason.contains("Retry"), "says what to do: {reason}");
    }

    #[test]
    fn only_reasons_that_can_change_are_worth_retrying() {
        let meta = |code| Some(FailureCause::Meta(code));
        assert!(worth_retrying(meta(131000)), "something went wrong at Meta");
        assert!(worth_retrying(meta(130429)), "throttled");
        assert!(!worth_retrying(meta(131026)), "not on WhatsApp");
        assert!(!worth_retrying(meta(131050)), "stopped marketing");
        assert!(
            worth_retrying(Some(FailureCause::NETWORK)),
            "the connection failed"
        );
        assert!(worth_retrying(Some(FailureCause::UNEXPECTED_ANSWER)));
        assert!(
            !worth_retrying(Some(FailureCause::NO_ANSWER)),
            "no answer twice: it may have been delivered"
        );
        assert!(!worth_retrying(Some(FailureCause::INTERNAL)));
        assert!(!worth_retrying(None), "nothing recorded");
    }

    #[test]
    fn backoff_grows_is_capped_and_spreads_out() {
        let settings = RetrySettings::default();
        for attempt in 1..30 {
            let wait = backoff("k", attempt, &settings);
            assert!(
                (1_000..=300_000).contains(&wait),
                "attempt {attempt}: {wait} ms within [base/2, cap]"
            );
        }
        let spread: std::collections::HashSet<Millis> = (0..50)
            .map(|i| backoff(&format!("m{i}"), 5, &settings))
            .collect();
        assert!(
            spread.len() > 40,
            "different messages retry at different times"
        );
    }
}
