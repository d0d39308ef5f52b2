//! A report in plain words (`docs/wording.md`): why a message waits or failed, failure
//! groups with what to do, the one-line summary, and the word for each state.

use pacer_words::{Said, ids};

use super::model::{FailureGroup, Funnel};
use crate::ledger::messages::{FailureCause, FailureKind, State};
use crate::reasons;
use crate::retry;
/// What a person reads beside a message's state: in English (as stored, for the local API and
/// exports) and as a catalogue message when there is one (`None` for a text stored by an older
/// Pacer or another part, which the window shows as it is).
pub(crate) fn row_reason(
    state: State,
    error_text: Option<String>,
    defer_reason: Option<&str>,
) -> (Option<String>, Option<Said>) {
    let said = |said: Said| (Some(said.to_string()), Some(said));
    let stored = |text: String| {
        let said = reasons::said_of_stored(&text);
        (Some(text), said)
    };
    match state {
        State::Failed => match error_text {
            Some(text) => stored(text),
            None => said(Said::new(ids::REASON_NONE_RECORDED)),
        },
        State::Skipped | State::Expired => match error_text {
            Some(text) => stored(text),
            None => (None, None),
        },
        State::Cancelled => said(Said::new(ids::REASON_CANCELLED)),
        State::InDoubt => said(Said::new(ids::REASON_IN_DOUBT)),
        State::Deferred => said(match defer_reason {
            Some("pacing") => Said::new(ids::REASON_WAITING_PACING),
            Some("tier") => Said::new(ids::REASON_WAITING_TIER),
            Some("paused") => Said::new(ids::REASON_WAITING_PAUSED),
            Some("hours") => Said::new(ids::REASON_WAITING_HOURS),
            // The temporary problem as it was stored, in English: the details.
            Some("retry") => match error_text {
                Some(text) => Said::new(ids::REASON_WAITING_RETRY_DETAILS).with("details", text),
                None => Said::new(ids::REASON_WAITING_RETRY),
            },
            Some(other) => Said::new(ids::REASON_WAITING_OTHER).with("reason", other),
            None => Said::new(ids::REASON_WAITING),
        }),
        State::Queued | State::Sending | State::Sent | State::Delivered | State::Read => {
            (None, None)
        }
    }
}

/// What to do about a Meta code whose words are one sentence, when Pacer knows better than
/// the general advice.
fn action_for(code: i64) -> Option<&'static str> {
    Some(match code {
        131049 => ids::REASON_ACTION_MARKETING_CAP,
        131047 => ids::REASON_ACTION_WINDOW_CLOSED,
        131051 => ids::REASON_ACTION_UNSUPPORTED,
        131021 => ids::REASON_ACTION_OWN_NUMBER,
        132018 => ids::REASON_ACTION_VALUE_SPACES,
        131063 => ids::REASON_ACTION_MARKETING_OFF,
        _ => return None,
    })
}

pub(super) fn failure_group(
    cause: Option<FailureCause>,
    count: u64,
    example: Option<String>,
) -> FailureGroup {
    let retryable = retry::worth_retrying(cause);
    let fallback_action = Said::new(if retryable {
        ids::REASON_GROUP_RETRY
    } else {
        ids::REASON_GROUP_NO_RETRY
    });
    let pacers_own = |(meaning, what_to_do): (&'static str, &'static str)| {
        (Some(Said::new(meaning)), Said::new(what_to_do))
    };
    let (meaning_said, what_to_do_said) = match cause {
        // One message's reason as it was stored stands for the group.
        None | Some(FailureCause::Pacer(FailureKind::Meta)) => (
            match &example {
                Some(example) => reasons::said_of_stored(example),
                None => Some(Said::new(ids::REASON_GROUP_GAVE_UP)),
            },
            Said::new(ids::REASON_GROUP_SEE_HISTORY),
        ),
        Some(FailureCause::Pacer(FailureKind::Network)) => pacers_own(reasons::NETWORK_SAID),
        Some(FailureCause::Pacer(FailureKind::NoAnswer)) => pacers_own(reasons::NO_ANSWER_SAID),
        Some(FailureCause::Pacer(FailureKind::UnexpectedAnswer)) => {
            pacers_own(reasons::UNEXPECTED_ANSWER_SAID)
        }
        Some(FailureCause::Pacer(FailureKind::Internal)) => pacers_own(reasons::INTERNAL_SAID),
        Some(FailureCause::Meta(code)) => match pacer_cloud::plain_parts(code) {
            Some((meaning, Some(action))) => (Some(meaning), action),
            Some((meaning, None)) => (
                Some(meaning),
                action_for(code).map_or(fallback_action, Said::new),
            ),
            None => (
                Some(Said::new(ids::REASON_GROUP_META_CODE).with("code", code.to_string())),
                fallback_action,
            ),
        },
    };
    let meaning = match (&meaning_said, &example) {
        (Some(said), _) => said.to_string(),
        (None, example) => example.clone().unwrap_or_default(),
    };
    FailureGroup {
        kind: cause.map(FailureCause::kind),
        code: cause.and_then(FailureCause::meta_code),
        count,
        meaning,
        meaning_said,
        what_to_do: what_to_do_said.to_string(),
        what_to_do_said,
        retryable,
        example,
    }
}

/// The report's line for a person, in English: "1,180 of 1,250 messages delivered, 31 read so
/// far; …" (the report builds it from [`report_summary_said`]).
#[cfg(test)]
pub(super) fn report_summary(funnel: &Funnel) -> String {
    report_summary_said(funnel).to_string()
}

/// [`report_summary`] as a catalogue message, with each count a number.
pub(super) fn report_summary_said(funnel: &Funnel) -> Said {
    if funnel.total == 0 {
        return Said::new(ids::REASON_SUMMARY_EMPTY);
    }
    let parts = [
        ("waiting", funnel.sent - funnel.delivered),
        ("failed", funnel.failed),
        ("skipped", funnel.skipped),
        ("unsent", funnel.still_to_send()),
        ("cancelled", funnel.cancelled),
        ("expired", funnel.expired),
    ];
    // The first part said follows "; ", the others ", ".
    let first = parts
        .iter()
        .find(|(_, n)| *n > 0)
        .map_or("none", |(name, _)| name);
    parts.into_iter().fold(
        Said::new(ids::REASON_SUMMARY)
            .with("delivered", funnel.delivered)
            .with("total", funnel.total)
            .with("read", funnel.read)
            .with("first", first),
        |said, (name, n)| said.with(name, n),
    )
}

/// The word for a state in reports and exports (`docs/wording.md`: the same word everywhere).
pub fn state_word(state: State) -> &'static str {
    match state {
        State::Queued => "Waiting to send",
        State::Sending => "Sending",
        State::Sent => "Sent",
        State::Delivered => "Delivered",
        State::Read => "Read",
        State::Failed => "Failed",
        State::InDoubt => "Checking with Meta",
        State::Deferred => "Waiting",
        State::Cancelled => "Cancelled",
        State::Skipped => "Skipped",
        State::Expired => "Expired",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failure_reasons_split_into_what_happened_and_what_to_do() {
        let group = failure_group(Some(FailureCause::Meta(131026)), 3, None);
        assert_eq!(
            group.meaning,
            "This number can't receive WhatsApp messages."
        );
        assert_eq!(
            group.what_to_do,
            "Check the number, or reach this customer another way."
        );
        assert!(
            !group.retryable,
            "an undeliverable number stays undeliverable"
        );
        let group = failure_group(Some(FailureCause::Meta(131000)), 1, None);
        assert_eq!(group.meaning, "Meta had a temporary problem.");
        assert_eq!(group.what_to_do, "Press Retry failed to send them again.");
        assert!(group.retryable);
        let group = failure_group(Some(FailureCause::Meta(999_999)), 1, Some("odd".into()));
        assert_eq!(
            group.meaning,
            "Meta refused these messages with code 999999."
        );
        let group = failure_group(None, 1, Some("Pacer stopped trying".into()));
        assert_eq!(group.meaning, "Pacer stopped trying");
        assert!(!group.retryable);
    }

    #[test]
    fn a_failed_connection_is_grouped_as_such_and_can_be_retried() {
        let group = failure_group(Some(FailureCause::NETWORK), 20, None);
        assert_eq!(group.kind, Some(FailureKind::Network));
        assert_eq!(group.code, None, "never a Meta code");
        assert!(
            group.meaning.contains("internet connection failed"),
            "{}",
            group.meaning
        );
        assert!(!group.what_to_do.contains("token"), "{}", group.what_to_do);
        assert!(group.retryable);
        let group = failure_group(Some(FailureCause::NO_ANSWER), 1, None);
        assert!(!group.retryable, "it may have been delivered");
    }

    #[test]
    fn summaries_put_numbers_first() {
        let funnel = Funnel {
            total: 1250,
            sent: 1204,
            delivered: 1180,
            read: 31,
            failed: 20,
            skipped: 6,
            queued: 20,
            ..Funnel::default()
        };
        assert_eq!(
            report_summary(&funnel),
            "1,180 of 1,250 messages delivered, 31 read so far; 24 sent and waiting for delivery, 20 failed, 6 skipped, 20 still to send."
        );
        assert_eq!(
            report_summary(&Funnel::default()),
            "No messages in this campaign yet."
        );
    }

    #[test]
    fn groups_carry_their_words_as_catalogue_messages() {
        let group = failure_group(Some(FailureCause::Meta(131026)), 3, None);
        let meaning = group.meaning_said.clone().expect("Pacer's words");
        assert_eq!(meaning.id, ids::META_CODE_UNREACHABLE_MEANING);
        assert_eq!(meaning.to_string(), group.meaning);
        assert_eq!(group.what_to_do_said.id, ids::META_CODE_UNREACHABLE_ACTION);
        assert_eq!(group.what_to_do_said.to_string(), group.what_to_do);

        let group = failure_group(Some(FailureCause::Meta(132018)), 1, None);
        assert_eq!(group.what_to_do_said.id, ids::REASON_ACTION_VALUE_SPACES);
        let group = failure_group(Some(FailureCause::Meta(999_999)), 1, None);
        let meaning = group.meaning_said.expect("said");
        assert_eq!(meaning.id, ids::REASON_GROUP_META_CODE);
        assert_eq!(
            meaning.args["code"],
            "999999".into(),
            "a code, not an amount"
        );
        assert!(group.retryable);
        assert_eq!(group.what_to_do_said.id, ids::REASON_GROUP_RETRY);
        let group = failure_group(Some(FailureCause::NETWORK), 20, None);
        assert_eq!(
            group.meaning_said.map(|s| s.id).as_deref(),
            Some(ids::REASON_NETWORK)
        );

        // A reason stored by Pacer is said again; one it cannot say again stays as stored.
        let stored = reasons::no_usable_answer(5);
        let group = failure_group(None, 2, Some(stored.clone()));
        assert_eq!(group.meaning, stored);
        let meaning = group.meaning_said.expect("said again");
        assert_eq!(meaning.id, ids::REASON_NO_USABLE_ANSWER);
        assert_eq!(meaning.args["tries"], 5u32.into());
        let group = failure_group(None, 1, Some("Pacer stopped trying".into()));
        assert_eq!(group.meaning_said, None);
        assert_eq!(group.what_to_do_said.id, ids::REASON_GROUP_SEE_HISTORY);
    }

    #[test]
    fn a_rows_reason_is_the_same_in_english_and_as_a_message() {
        let (english, said) = row_reason(State::Deferred, None, Some("tier"));
        let said = said.expect("said");
        assert_eq!(said.id, ids::REASON_WAITING_TIER);
        assert_eq!(
            english.as_deref(),
            Some("Waiting for room in Meta's daily limit of customers you can message.")
        );
        let stored = reasons::describe(131026, "Message undeliverable");
        let (english, said) = row_reason(State::Failed, Some(stored.clone()), None);
        assert_eq!(english, Some(stored));
        let said = said.expect("said again");
        assert_eq!(said.id, ids::REASON_META_DETAILS);
        assert_eq!(said.args["details"], "Message undeliverable".into());
        let (english, said) = row_reason(State::Skipped, Some("Not on WhatsApp".into()), None);
        assert_eq!((english.as_deref(), said), (Some("Not on WhatsApp"), None));
        let (english, said) = row_reason(
            State::Deferred,
            Some("Meta had a hiccup".into()),
            Some("retry"),
        );
        assert_eq!(
            english.as_deref(),
            Some("Waiting to try again after a temporary problem: Meta had a hiccup")
        );
        assert_eq!(
            said.expect("said").args["details"],
            "Meta had a hiccup".into()
        );
        assert_eq!(row_reason(State::Read, None, None), (None, None));
    }

    #[test]
    fn the_summary_gives_its_counts_as_numbers() {
        let funnel = Funnel {
            total: 1,
            sent: 1,
            delivered: 1,
            ..Funnel::default()
        };
        let said = report_summary_said(&funnel);
        assert_eq!(said.id, ids::REASON_SUMMARY);
        assert_eq!(said.args["total"], 1u64.into());
        assert_eq!(said.args["first"], "none".into());
        assert_eq!(said.to_string(), "1 of 1 message delivered, 0 read so far.");
        let funnel = Funnel {
            total: 3,
            cancelled: 2,
            expired: 1,
            ..Funnel::default()
        };
        assert_eq!(
            report_summary_said(&funnel).to_string(),
            "0 of 3 messages delivered, 0 read so far; 2 cancelled, 1 expired (not sent in time)."
        );
    }
}
