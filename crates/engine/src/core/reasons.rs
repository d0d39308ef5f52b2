//! What Meta's codes mean to a person: what happened and what to do (`docs/wording.md`).
//!
//! Used for failed messages, paused batches and the circuit breaker's reason. Meta's own text
//! is kept beside it as the "details" for whoever the person forwards it to.

/// The plain-language reason for a Meta error code, if Pacer knows it.
pub fn plain(code: i64) -> Option<&'static str> {
    Some(match code {
        0 | 190 => {
            "Your Meta access token has expired or was revoked. Paste a new one in Settings → Meta account, then press Resume. Sending is paused until then; nothing is lost."
        }
        3 | 10 | 200..=299 | 131005 => {
            "Meta says your access token lacks a permission this needs. Give the system user whatsapp_business_messaging and whatsapp_business_management in Meta Business Manager, then press Resume."
        }
        368 => {
            "Meta restricted your WhatsApp account for a policy violation. Check Account Quality in WhatsApp Manager, then press Resume."
        }
        131031 => {
            "Meta locked your WhatsApp account. Check its status in WhatsApp Manager, then press Resume."
        }
        131042 => {
            "Meta reports a problem with your payment method. Fix it in Meta Business Manager → Billing, then press Resume."
        }
        131045 | 133010 => {
            "Your business phone number is not registered with the Cloud API. Register it in WhatsApp Manager, then press Resume."
        }
        33 => {
            "Your business phone number was deleted from the WhatsApp account. Check the phone number id in Settings."
        }
        131037 => {
            "Your business number has no approved display name yet. Get it approved in WhatsApp Manager, then press Resume."
        }
        131048 => {
            "Meta limited sending because recent messages were blocked or reported as spam. Check your number's quality in WhatsApp Manager; Pacer will try one message after a pause."
        }
        131064 => {
            "Meta limited sending because of template category violations. Review your templates' categories; Pacer will try one message after a pause."
        }
        131026 => {
            "This number can't receive WhatsApp messages. Check the number, or reach this customer another way."
        }
        131047 => {
            "It has been more than 24 hours since this customer last wrote to you, so only an approved template can be sent."
        }
        131049 => {
            "WhatsApp held back this marketing message because the customer has received many lately."
        }
        131050 => {
            "This customer turned off marketing messages from your business. Pacer won't send them marketing again."
        }
        131051 => "WhatsApp does not support this kind of message.",
        131053 => {
            "Meta could not fetch or use the attached file. Check that it is a valid PDF or image and try again."
        }
        131021 => "The recipient is your own business number.",
        131030 => {
            "This number is not on your test number's list of allowed recipients. Add it in the App Dashboard, or use your live number."
        }
        130472 => {
            "Meta kept this customer out of marketing messages as part of an experiment. Nothing to fix."
        }
        137000 => {
            "The customer's WhatsApp identity changed (new phone or reinstall). Confirm it is still them before sending again."
        }
        131008 | 131009 | 100 => {
            "Meta refused the message as written (a missing or invalid value). The details say which field."
        }
        132000 => {
            "The number of values does not match the template's variables. Check the column mapping of the campaign."
        }
        132001 => {
            "This template does not exist in that language, or is not approved. Check it in WhatsApp Manager and sync templates."
        }
        132005 => {
            "With its values filled in, this message is longer than WhatsApp allows. Shorten the values."
        }
        132007 => {
            "Meta found the template's content against its policy. Edit the template in WhatsApp Manager."
        }
        132012 => {
            "A value does not have the format the template expects (for example an image where a PDF belongs)."
        }
        132015 => {
            "Meta paused this template because of low quality. Campaigns using it are paused; other messages continue."
        }
        132016 => {
            "Meta disabled this template for good after repeated low quality. Create a new template."
        }
        132018 => {
            "A value contains a line break, a tab or more than four spaces in a row, which templates don't allow."
        }
        131063 => {
            "Marketing templates are switched off for the Cloud API on this WhatsApp account."
        }
        1 | 2 | 131000 | 131016 | 133004 => "Meta had a temporary problem.",
        4 | 17 | 80007 => {
            "Meta asked Pacer to make fewer requests for a while (its hourly limit on calls). Pacer slows down and sends the rest by itself; nothing is lost."
        }
        130429 => {
            "Meta's limit of messages per second was reached. Pacer slows down and sends the rest by itself; nothing is lost."
        }
        131056 => {
            "Too many messages went to this customer in a short time. Pacer waits before sending them the next one; other customers are not held up."
        }
        131057 => {
            "Your WhatsApp account is in maintenance for a moment (for example while Meta raises its limit). Pacer waits about a minute and goes on by itself."
        }
        2200 => {
            "Meta could not verify the address Pacer gave it for delivery updates. Check the tunnel in Settings → Delivery updates, then register the address again."
        }
        130403 => {
            "Your business has blocked this customer. Unblock them in WhatsApp Manager to send them messages."
        }
        130497 => "Your WhatsApp account may not message customers in this customer's country.",
        131052 => {
            "WhatsApp could not download a file the customer sent. Ask them to send it again."
        }
        131062 => {
            "This kind of message cannot be sent to a WhatsApp user id. Send it to the customer's phone number instead."
        }
        132068 => {
            "The WhatsApp Flow in this template is blocked. Check the Flow in WhatsApp Manager, then resume the campaign."
        }
        132069 => {
            "This WhatsApp Flow was sent too often (Meta allows 10 sends an hour per Flow). The campaign is paused; resume it later."
        }
        133000 | 133005 | 133006 | 133007 | 133008 | 133009 | 133015 => {
            "Meta refused a registration step for your business phone number (its PIN or registration). Check the number in WhatsApp Manager."
        }
        133016 => {
            "Your business phone number was registered and deregistered too often; Meta blocks it for a while. Wait, then try again."
        }
        134011 => {
            "WhatsApp Payments terms are not accepted for this account. Accept them in WhatsApp Manager, then press Resume."
        }
        135000 => {
            "Meta refused the message because of a problem with its values it did not name. The details may say more."
        }
        139200 => {
            "Direct Send is blocked for this account. Check the account in WhatsApp Manager, then press Resume."
        }
        2388019 => {
            "Your account has as many templates as Meta allows. Delete templates you no longer use in WhatsApp Manager."
        }
        _ => return None,
    })
}

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
