//! A report in plain words (`docs/wording.md`): why a message waits or failed, failure
//! groups with what to do, the one-line summary, and the word for each state.

use super::model::{FailureGroup, Funnel};
use crate::ledger::messages::{FailureCause, FailureKind, State};
use crate::numbers::thousands;
use crate::reasons;
use crate::retry;
/// What a person reads beside a message's state.
pub(super) fn row_reason(
    state: State,
    error_text: Option<String>,
    defer_reason: Option<&str>,
) -> Option<String> {
    match state {
        State::Failed => Some(error_text.unwrap_or_else(|| "No reason was recorded.".to_owned())),
        State::Skipped | State::Expired => error_text,
        State::Cancelled => Some("Cancelled before it was sent.".to_owned()),
        State::InDoubt => Some(
            "Meta did not answer when this message was sent; Pacer is finding out whether it went out before sending it again."
                .to_owned(),
        ),
        State::Deferred => Some(match defer_reason {
            Some("pacing") => "Waiting a few seconds: WhatsApp limits how often one customer can receive messages.".to_owned(),
            Some("tier") => "Waiting for room in Meta's daily limit of customers you can message.".to_owned(),
            Some("paused") => "Waiting: the campaign is paused.".to_owned(),
            Some("retry") => match error_text {
                Some(text) => format!("Waiting to try again after a temporary problem: {text}"),
                None => "Waiting to try again after a temporary problem.".to_owned(),
            },
            Some(other) => format!("Waiting ({other})."),
            None => "Waiting.".to_owned(),
        }),
        State::Queued | State::Sending | State::Sent | State::Delivered | State::Read => None,
    }
}

pub(super) fn failure_group(
    cause: Option<FailureCause>,
    count: u64,
    example: Option<String>,
) -> FailureGroup {
    let retryable = retry::worth_retrying(cause);
    let fallback_action = if retryable {
        "Press Retry failed to send them again."
    } else {
        "Trying again won't change this; see the details to fix the cause."
    };
    let pacers_own =
        |(meaning, what_to_do): (&str, &str)| (meaning.to_owned(), what_to_do.to_owned());
    let (meaning, what_to_do) = match cause {
        None | Some(FailureCause::Pacer(FailureKind::Meta)) => (
            example
                .clone()
                .unwrap_or_else(|| "Pacer gave up on these messages.".to_owned()),
            "See each message's history for what happened.".to_owned(),
        ),
        Some(FailureCause::Pacer(FailureKind::Network)) => pacers_own(reasons::NETWORK),
        Some(FailureCause::Pacer(FailureKind::NoAnswer)) => pacers_own(reasons::NO_ANSWER),
        Some(FailureCause::Pacer(FailureKind::UnexpectedAnswer)) => {
            pacers_own(reasons::UNEXPECTED_ANSWER)
        }
        Some(FailureCause::Pacer(FailureKind::Internal)) => pacers_own(reasons::INTERNAL),
        Some(FailureCause::Meta(code)) => match reasons::plain(code) {
            Some(plain) => {
                let (meaning, action) = match plain.find(". ") {
                    Some(end) => (&plain[..=end], plain[end + 2..].trim()),
                    None => (plain, ""),
                };
                let action = if action.is_empty() {
                    match code {
                        131049 => "Pacer can try again after 24 hours: press Retry failed then.",
                        131047 => "Send an approved template instead.",
                        131051 => "Send a template or a text message instead.",
                        131021 => "Remove your own business number from the list.",
                        132018 => {
                            "Fix the values in your list (no line breaks, tabs or long runs of spaces), then send to these customers again."
                        }
                        131063 => {
                            "Turn marketing messages back on for the Cloud API in WhatsApp Manager."
                        }
                        _ => fallback_action,
                    }
                } else {
                    action
                };
                (meaning.trim().to_owned(), action.to_owned())
            }
            None => (
                format!("Meta refused these messages with code {code}."),
                fallback_action.to_owned(),
            ),
        },
    };
    FailureGroup {
        kind: cause.map(FailureCause::kind),
        code: cause.and_then(FailureCause::meta_code),
        count,
        meaning,
        what_to_do,
        retryable,
        example,
    }
}

pub(super) fn report_summary(funnel: &Funnel) -> String {
    if funnel.total == 0 {
        return "No messages in this campaign yet.".to_owned();
    }
    let mut summary = format!(
        "{} of {} {} delivered, {} read so far",
        thousands(funnel.delivered),
        thousands(funnel.total),
        if funnel.total == 1 {
            "message"
        } else {
            "messages"
        },
        thousands(funnel.read)
    );
    let waiting = funnel.sent - funnel.delivered;
    let parts: Vec<String> = [
        (waiting, "sent and waiting for delivery"),
        (funnel.failed, "failed"),
        (funnel.skipped, "skipped"),
        (funnel.still_to_send(), "still to send"),
        (funnel.cancelled, "cancelled"),
        (funnel.expired, "expired (not sent in time)"),
    ]
    .into_iter()
    .filter(|(n, _)| *n > 0)
    .map(|(n, what)| format!("{} {what}", thousands(n)))
    .collect();
    if !parts.is_empty() {
        summary.push_str("; ");
        summary.push_str(&parts.join(", "));
    }
    summary.push('.');
    summary
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
}
