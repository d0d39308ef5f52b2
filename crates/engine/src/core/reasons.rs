//! What Meta's codes mean to a person: what happened and what to do (`docs/wording.md`).
//!
//! Used for failed messages, paused batches and the circuit breaker's reason. Meta's own text
//! is kept beside it as the "details" for whoever the person forwards it to. The words for
//! Meta's codes are in the same table as their classes (`crates/cloud/src/codes.rs`); the words
//! for Pacer's own outcomes are here. Each is a catalogue message (`meta-code-…`, `reason-…` in
//! `locales/*.ftl`): a [`Said`] the window shows in the person's language; its English
//! (`to_string()`) is what the ledger stores and the command line and the local API say.

use pacer_words::{Said, ids};

/// The plain-language reason for a Meta error code, if Pacer knows it: the words stand in the
/// same row as the code's class, in `pacer_cloud`'s table of Meta's codes.
pub use pacer_cloud::plain_words as plain;

/// The `$row` of `reason-meta` for a code Pacer has no words for.
const UNKNOWN_ROW: &str = "unknown";

/// A reason for a person: Pacer's words when it knows the code, then Meta's details.
pub fn describe(code: i64, meta_text: &str) -> String {
    describe_said(code, meta_text).to_string()
}

/// [`describe`] as a catalogue message: Meta's code and Meta's own text are said as they are.
pub fn describe_said(code: i64, meta_text: &str) -> Said {
    let row = pacer_cloud::plain_key(code).unwrap_or(UNKNOWN_ROW);
    // A code is an identifier, not an amount: text, so no language groups its digits.
    let said = if meta_text.is_empty() {
        Said::new(ids::REASON_META)
    } else {
        Said::new(ids::REASON_META_DETAILS).with("details", meta_text)
    };
    said.with("row", row).with("code", code.to_string())
}

/// Why Pacer gave up on a message after `tries` of Meta's temporary or unknown errors:
/// "Meta could not take the message after 3 tries. " and [`describe`].
pub fn gave_up_said(tries: u32, code: i64, meta_text: &str) -> Said {
    let described = describe_said(code, meta_text);
    let id = if meta_text.is_empty() {
        ids::REASON_META_GAVE_UP
    } else {
        ids::REASON_META_GAVE_UP_DETAILS
    };
    Said {
        id: id.to_owned(),
        ..described
    }
    .with("tries", tries)
}

/// Why Pacer gave up on a message Meta kept answering without a reason it could read (its
/// servers' bare errors, a `failed` status with no error). Never worded as a Meta code: Meta
/// gave none.
pub fn no_usable_answer(tries: u32) -> String {
    no_usable_answer_said(tries).to_string()
}

/// [`no_usable_answer`] as a catalogue message.
pub fn no_usable_answer_said(tries: u32) -> Said {
    Said::new(ids::REASON_NO_USABLE_ANSWER).with("tries", tries)
}

/// What the report says of messages that failed because the internet connection failed
/// (before Pacer waited for the connection by itself).
pub const NETWORK: (&str, &str) = (
    "The internet connection failed: these messages never reached WhatsApp.",
    "Nothing is wrong with the customers or your account. Press Retry failed; Pacer now waits for the connection by itself.",
);

/// What the report says of messages Meta never answered, twice, without a status.
pub const NO_ANSWER: (&str, &str) = (
    "Meta never answered, twice, and sent no delivery update: Pacer cannot tell whether these arrived.",
    "Check with the customers before sending again; Pacer does not resend them by itself.",
);

/// What the report says of messages Meta would not take and gave no reason for.
pub const UNEXPECTED_ANSWER: (&str, &str) = (
    "Meta's servers did not take these messages and gave no reason.",
    "Nothing is wrong with the customers or your account. Press Retry failed to send them again.",
);

/// What the report says of messages Pacer could not build or read back.
pub const INTERNAL: (&str, &str) = (
    "Pacer could not prepare these messages (an internal error).",
    "Send them again from a new campaign; if it happens again, send Pacer's diagnostics to its developers.",
);

/// [`NETWORK`] as catalogue messages (what happened, what to do): the window shows them in
/// the person's language. The English of each is the constant's (tested).
pub const NETWORK_SAID: (&str, &str) = (ids::REASON_NETWORK, ids::REASON_NETWORK_ACTION);

/// [`NO_ANSWER`] as catalogue messages.
pub const NO_ANSWER_SAID: (&str, &str) = (ids::REASON_NO_ANSWER, ids::REASON_NO_ANSWER_ACTION);

/// [`UNEXPECTED_ANSWER`] as catalogue messages.
pub const UNEXPECTED_ANSWER_SAID: (&str, &str) = (
    ids::REASON_UNEXPECTED_ANSWER,
    ids::REASON_UNEXPECTED_ANSWER_ACTION,
);

/// [`INTERNAL`] as catalogue messages.
pub const INTERNAL_SAID: (&str, &str) = (ids::REASON_INTERNAL, ids::REASON_INTERNAL_ACTION);

/// A reason the ledger stored in English (a failed message's `error_text`, a paused batch's or
/// the circuit's reason) as the catalogue message it was said from, when it is one of the
/// sentences of this module (or a pause's): the window then shows it in the person's
/// language. `None` for any other text (an older Pacer's words, another part's), which the
/// window shows as it was stored. The message is rebuilt only when its English is exactly
/// `text`.
pub fn said_of_stored(text: &str) -> Option<Said> {
    let said = stored_candidate(text)?;
    (said.to_string() == text).then_some(said)
}

fn stored_candidate(text: &str) -> Option<Said> {
    for id in [
        ids::SHARING_ANOTHER_OFFICE_SENDS,
        ids::REASON_PAUSED_BY_YOU,
        ids::REASON_SKIPPED_OPTED_OUT,
        ids::REASON_NONE_RECORDED,
    ] {
        if Said::new(id).to_string() == text {
            return Some(Said::new(id));
        }
    }
    if let Some(rest) = text.strip_prefix("Meta could not take the message after ") {
        let (tries, described) = rest.split_once(" tries. ")?;
        let tries: u32 = tries.parse().ok()?;
        let inner = described_candidate(described)?;
        let code = code_of(&inner)?;
        let details = text_arg(&inner, "details").unwrap_or_default();
        return Some(gave_up_said(tries, code, &details));
    }
    if text.starts_with("Meta's servers did not take the message after ") {
        let tries: u32 = first_number(text)?;
        return Some(no_usable_answer_said(tries));
    }
    if let Some(said) = template_candidate(text) {
        return Some(said);
    }
    described_candidate(text)
}

/// [`describe_said`] for a text it may have said: the code is read from the text itself.
fn described_candidate(text: &str) -> Option<Said> {
    let code: i64 = ["(Meta code ", "Meta refused the message with code "]
        .iter()
        .find_map(|marker| {
            let at = text.rfind(marker)? + marker.len();
            let digits: String = text[at..]
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '-')
                .collect();
            digits.parse().ok()
        })?;
    let bare = describe_said(code, "");
    if bare.to_string() == text {
        return Some(bare);
    }
    let details = between(&describe_said(code, "\u{1}").to_string(), text)?;
    Some(describe_said(code, &details))
}

/// The template events' pauses (`dispatcher::statuses`).
fn template_candidate(text: &str) -> Option<Said> {
    let (_, rest) = text.split_once('"')?;
    let (template, rest) = rest.rsplit_once('"')?;
    for id in [ids::REASON_TEMPLATE_PAUSED, ids::REASON_TEMPLATE_DISABLED] {
        let said = Said::new(id).with("template", template);
        if said.to_string() == text {
            return Some(said);
        }
    }
    let status = rest.split_once('(')?.1.split_once(')')?.0;
    Some(
        Said::new(ids::REASON_TEMPLATE_NOT_APPROVED)
            .with("template", template)
            .with("status", status),
    )
}

/// What stands in `text` where `pattern` has its one `\u{1}`.
fn between(pattern: &str, text: &str) -> Option<String> {
    let (before, after) = pattern.split_once('\u{1}')?;
    let middle = text.strip_prefix(before)?.strip_suffix(after)?;
    (!middle.is_empty()).then(|| middle.to_owned())
}

fn first_number(text: &str) -> Option<u32> {
    let digits: String = text
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

fn text_arg(said: &Said, name: &str) -> Option<String> {
    match said.args.get(name)? {
        pacer_words::Arg::Text(text) => Some(text.clone()),
        pacer_words::Arg::Number(_) => None,
    }
}

fn code_of(said: &Said) -> Option<i64> {
    text_arg(said, "code")?.parse().ok()
}

#[cfg(test)]
mod tests {
    use pacer_cloud::{ErrorClass, classify_code};

    use super::*;

    /// Every code Meta's table gives a class has Pacer's words: a person never reads a bare
    /// number for a code Pacer knows what to do about.
    #[test]
    fn every_code_the_classifier_knows_has_words_for_a_person() {
        let known: Vec<i64> = (0..=2_400_000)
            .filter(|&code| classify_code(code, None, None) != ErrorClass::Unknown)
            .collect();
        assert!(
            known.len() > 60,
            "the classifier's codes were found: {}",
            known.len()
        );
        let wordless: Vec<i64> = known
            .into_iter()
            .filter(|&code| plain(code).is_none())
            .collect();
        assert!(
            wordless.is_empty(),
            "codes with a class and no words: {wordless:?}"
        );
    }

    #[test]
    fn in_english_the_reasons_read_as_pacer_has_always_said_them() {
        let plain = plain(131026).expect("known");
        assert_eq!(describe(131026, ""), format!("{plain} (Meta code 131026)"));
        assert_eq!(
            describe(131026, "Message undeliverable"),
            format!("{plain} (Meta code 131026: Message undeliverable)")
        );
        assert_eq!(
            describe(999_999, ""),
            "Meta refused the message with code 999999."
        );
        assert_eq!(
            describe(999_999, "odd {thing}"),
            "Meta refused the message with code 999999: odd {thing}"
        );
        assert_eq!(
            gave_up_said(3, 1, "Service unavailable").to_string(),
            format!(
                "Meta could not take the message after 3 tries. {} (Meta code 1: Service unavailable)",
                super::plain(1).expect("known")
            )
        );
        assert_eq!(
            no_usable_answer(4),
            "Meta's servers did not take the message after 4 tries and gave no reason (they answered with a bare error). Nothing is wrong with the customer or your account; press Retry failed later."
        );
        for (english, said) in [
            (NETWORK, NETWORK_SAID),
            (NO_ANSWER, NO_ANSWER_SAID),
            (UNEXPECTED_ANSWER, UNEXPECTED_ANSWER_SAID),
            (INTERNAL, INTERNAL_SAID),
        ] {
            assert_eq!(Said::new(said.0).to_string(), english.0);
            assert_eq!(Said::new(said.1).to_string(), english.1);
        }
    }

    #[test]
    fn a_reason_carries_its_row_and_code_as_text_and_metas_words_as_they_are() {
        let said = describe_said(131026, "Message undeliverable");
        assert_eq!(said.id, ids::REASON_META_DETAILS);
        assert_eq!(said.args["row"], "unreachable".into());
        assert_eq!(said.args["code"], "131026".into(), "no thousands separator");
        assert_eq!(said.args["details"], "Message undeliverable".into());
        assert_eq!(describe_said(999_999, "").args["row"], "unknown".into());
        assert_eq!(no_usable_answer_said(4).args["tries"], 4u32.into());
    }

    #[test]
    fn a_stored_reason_is_said_again_from_what_it_says() {
        for said in [
            describe_said(131026, ""),
            describe_said(131026, "Message undeliverable (twice): see (details)"),
            describe_said(0, "Error validating access token"),
            describe_said(999_999, ""),
            describe_said(999_999, "Something odd"),
            gave_up_said(3, 131000, "Something went wrong"),
            gave_up_said(10, 999_999, ""),
            no_usable_answer_said(1_200),
            Said::new(ids::REASON_PAUSED_BY_YOU),
            Said::new(ids::REASON_SKIPPED_OPTED_OUT),
            Said::new(ids::REASON_TEMPLATE_PAUSED).with("template", "offer \"big\""),
            Said::new(ids::REASON_TEMPLATE_DISABLED).with("template", "invoice"),
            Said::new(ids::REASON_TEMPLATE_NOT_APPROVED)
                .with("template", "invoice")
                .with("status", "rejected"),
        ] {
            let english = said.to_string();
            assert_eq!(said_of_stored(&english), Some(said), "{english}");
        }
        assert_eq!(said_of_stored("Pacer stopped before sending it"), None);
        assert_eq!(said_of_stored(""), None);
        assert_eq!(said_of_stored("Meta code 12 was odd"), None);
    }

    /// The words other parts store, as the catalogue says them: a change there must change the
    /// catalogue too, or the window would show them in English.
    #[test]
    fn the_pauses_stored_elsewhere_are_the_catalogues_words() {
        assert_eq!(
            Said::new(ids::REASON_PAUSED_BY_YOU).to_string(),
            "Paused by you. Press Resume to continue."
        );
        assert_eq!(
            Said::new(ids::REASON_TEMPLATE_NOT_APPROVED)
                .with("template", "invoice")
                .with("status", "rejected")
                .to_string(),
            "The template \"invoice\" is no longer approved (rejected). This campaign is paused; other messages continue."
        );
    }
}
