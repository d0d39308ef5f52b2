//! What Meta's codes mean to a person: what happened and what to do (`docs/wording.md`).
//!
//! Used for failed messages, paused batches and the circuit breaker's reason. Meta's own text
//! is kept beside it as the "details" for whoever the person forwards it to. The words for
//! Meta's codes are in the same table as their classes (`crates/cloud/src/codes.rs`); the words
//! for Pacer's own outcomes are here.

/// The plain-language reason for a Meta error code, if Pacer knows it: the words stand in the
/// same row as the code's class, in `pacer_cloud`'s table of Meta's codes.
pub use pacer_cloud::plain_words as plain;

/// A reason for a person: Pacer's words when it knows the code, then Meta's details.
pub fn describe(code: i64, meta_text: &str) -> String {
    match plain(code) {
        Some(plain) if meta_text.is_empty() => format!("{plain} (Meta code {code})"),
        Some(plain) => format!("{plain} (Meta code {code}: {meta_text})"),
        None if meta_text.is_empty() => format!("Meta refused the message with code {code}."),
        None => format!("Meta refused the message with code {code}: {meta_text}"),
    }
}

/// Why Pacer gave up on a message Meta kept answering without a reason it could read (its
/// servers' bare errors, a `failed` status with no error). Never worded as a Meta code: Meta
/// gave none.
pub fn no_usable_answer(tries: u32) -> String {
    format!(
        "Meta's servers did not take the message after {tries} tries and gave no reason (they answered with a bare error). Nothing is wrong with the customer or your account; press Retry failed later."
    )
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

#[cfg(test)]
mod tests {
    use pacer_cloud::{ErrorClass, classify_code};

    use super::plain;

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
}
