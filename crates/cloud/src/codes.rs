//! Meta's error codes, one row each: the class Pacer acts on and the words a person reads.
//!
//! The class decides what the dispatcher does (`docs/sending.md#retry-policy`); the words are
//! what a failed message, a paused campaign or the paused account says to a person
//! (`docs/wording.md`), with Meta's own text kept beside them as the details. Both come from
//! Meta's table in `docs/meta-cloud-api.md#error-codes`, and they sit in one row so a code
//! cannot be given a class without words: [`classify_code`](crate::classify_code) and
//! [`plain_words`] read the same rows.
//!
//! Where a code's row in Meta's table and the ranges in `docs/sending.md#retry-policy`
//! disagree, Meta's row wins; each such choice is noted at its row.

use std::ops::RangeInclusive;

use pacer_words::{Said, ids};

use crate::classification::{ErrorClass, RecipientWait, Throttle};

/// How a row's codes are classified.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Treatment {
    /// Always this class.
    Class(ErrorClass),
    /// 131053: permanent unless `error_data.details` shows the media host failed for a while.
    MediaFetch,
}

/// Meta's codes that share a treatment and the same words.
#[derive(Debug)]
pub(crate) struct CodeRow {
    /// The codes (a single code is `c..=c`).
    pub(crate) codes: &'static [RangeInclusive<i64>],
    /// What Pacer does about them.
    pub(crate) treatment: Treatment,
    /// What they mean to a person and what to do.
    pub(crate) words: Words,
}

/// A row's words: messages of the catalogue (`meta-code-…` in `locales/*.ftl`), so the window
/// says them in the person's language and the command line in English.
#[derive(Debug)]
pub(crate) struct Words {
    /// The row's name in the catalogue (`meta-code-<key>`, and `$row` of `reason-meta`).
    pub(crate) key: &'static str,
    /// What the codes mean to a person and what to do, as one text.
    pub(crate) whole: &'static str,
    /// What happened and what to do, apart, when the words have both (`-meaning`, `-action`).
    pub(crate) parts: Option<(&'static str, &'static str)>,
}

impl Words {
    const fn one(key: &'static str, whole: &'static str) -> Self {
        Words {
            key,
            whole,
            parts: None,
        }
    }

    const fn two(
        key: &'static str,
        whole: &'static str,
        meaning: &'static str,
        action: &'static str,
    ) -> Self {
        Words {
            key,
            whole,
            parts: Some((meaning, action)),
        }
    }
}

const PAUSE_ALL: Treatment = Treatment::Class(ErrorClass::PauseAll {
    probe_after_cooldown: false,
});
const PAUSE_ALL_PROBE: Treatment = Treatment::Class(ErrorClass::PauseAll {
    probe_after_cooldown: true,
});
const PAUSE_CAMPAIGN: Treatment = Treatment::Class(ErrorClass::PauseCampaign);
const PERMANENT: Treatment = Treatment::Class(ErrorClass::Permanent {
    opts_out_marketing: false,
});
const TRANSIENT: Treatment = Treatment::Class(ErrorClass::Transient);

/// Every code Pacer knows.
pub(crate) const CODES: &[CodeRow] = &[
    // ── Throttled: not a failure of the message; the limiter slows down.
    CodeRow {
        codes: &[130429..=130429],
        treatment: Treatment::Class(ErrorClass::Throttled(Throttle::Throughput)),
        words: Words::two(
            "throughput",
            ids::META_CODE_THROUGHPUT,
            ids::META_CODE_THROUGHPUT_MEANING,
            ids::META_CODE_THROUGHPUT_ACTION,
        ),
    },
    // 17 is not in `docs/sending.md#retry-policy`'s throttled list; the reference row says
    // "RETRY (minutes)", the same treatment as 4 and 80007, so it shares their class.
    CodeRow {
        codes: &[4..=4, 17..=17, 80007..=80007],
        treatment: Treatment::Class(ErrorClass::Throttled(Throttle::CallVolume)),
        words: Words::two(
            "call-volume",
            ids::META_CODE_CALL_VOLUME,
            ids::META_CODE_CALL_VOLUME_MEANING,
            ids::META_CODE_CALL_VOLUME_ACTION,
        ),
    },
    // Meta's table says "retry after about a minute"; Pacer's rules list it as throttled. Both
    // agree it is not a failure of the message, so it is throttling with its own kind.
    CodeRow {
        codes: &[131057..=131057],
        treatment: Treatment::Class(ErrorClass::Throttled(Throttle::Maintenance)),
        words: Words::two(
            "maintenance",
            ids::META_CODE_MAINTENANCE,
            ids::META_CODE_MAINTENANCE_MEANING,
            ids::META_CODE_MAINTENANCE_ACTION,
        ),
    },
    // ── Transient. 1 and 131000: the reference says "retry a few times, then permanent",
    // which is what bounded transient attempts already do.
    CodeRow {
        codes: &[
            1..=1,
            2..=2,
            131000..=131000,
            131016..=131016,
            133004..=133004,
        ],
        treatment: TRANSIENT,
        words: Words::one("temporary", ids::META_CODE_TEMPORARY),
    },
    // ── Only this recipient waits.
    CodeRow {
        codes: &[131056..=131056],
        treatment: Treatment::Class(ErrorClass::RecipientLater(RecipientWait::PairRate)),
        words: Words::two(
            "pair-rate",
            ids::META_CODE_PAIR_RATE,
            ids::META_CODE_PAIR_RATE_MEANING,
            ids::META_CODE_PAIR_RATE_ACTION,
        ),
    },
    CodeRow {
        codes: &[131049..=131049],
        treatment: Treatment::Class(ErrorClass::RecipientLater(RecipientWait::MarketingCap)),
        words: Words::one("marketing-cap", ids::META_CODE_MARKETING_CAP),
    },
    // ── Pause the campaign. `docs/sending.md#retry-policy` says "132000–132016"; the
    // reference has rows for 132000, 132001, 132007, 132012, 132015, 132016 as PAUSE-TEMPLATE,
    // but 132005 and 132018 as PERMANENT for the row (below). 132068/132069 (flows) and 131063
    // (marketing disabled on the WABA) are PAUSE-TEMPLATE in the reference.
    CodeRow {
        codes: &[132000..=132000],
        treatment: PAUSE_CAMPAIGN,
        words: Words::two(
            "template-values",
            ids::META_CODE_TEMPLATE_VALUES,
            ids::META_CODE_TEMPLATE_VALUES_MEANING,
            ids::META_CODE_TEMPLATE_VALUES_ACTION,
        ),
    },
    CodeRow {
        codes: &[132001..=132001],
        treatment: PAUSE_CAMPAIGN,
        words: Words::two(
            "template-missing",
            ids::META_CODE_TEMPLATE_MISSING,
            ids::META_CODE_TEMPLATE_MISSING_MEANING,
            ids::META_CODE_TEMPLATE_MISSING_ACTION,
        ),
    },
    CodeRow {
        codes: &[132007..=132007],
        treatment: PAUSE_CAMPAIGN,
        words: Words::two(
            "template-policy",
            ids::META_CODE_TEMPLATE_POLICY,
            ids::META_CODE_TEMPLATE_POLICY_MEANING,
            ids::META_CODE_TEMPLATE_POLICY_ACTION,
        ),
    },
    CodeRow {
        codes: &[132012..=132012],
        treatment: PAUSE_CAMPAIGN,
        words: Words::one("value-format", ids::META_CODE_VALUE_FORMAT),
    },
    CodeRow {
        codes: &[132015..=132015],
        treatment: PAUSE_CAMPAIGN,
        words: Words::two(
            "template-paused",
            ids::META_CODE_TEMPLATE_PAUSED,
            ids::META_CODE_TEMPLATE_PAUSED_MEANING,
            ids::META_CODE_TEMPLATE_PAUSED_ACTION,
        ),
    },
    CodeRow {
        codes: &[132016..=132016],
        treatment: PAUSE_CAMPAIGN,
        words: Words::two(
            "template-disabled",
            ids::META_CODE_TEMPLATE_DISABLED,
            ids::META_CODE_TEMPLATE_DISABLED_MEANING,
            ids::META_CODE_TEMPLATE_DISABLED_ACTION,
        ),
    },
    CodeRow {
        codes: &[132068..=132068],
        treatment: PAUSE_CAMPAIGN,
        words: Words::two(
            "flow-blocked",
            ids::META_CODE_FLOW_BLOCKED,
            ids::META_CODE_FLOW_BLOCKED_MEANING,
            ids::META_CODE_FLOW_BLOCKED_ACTION,
        ),
    },
    CodeRow {
        codes: &[132069..=132069],
        treatment: PAUSE_CAMPAIGN,
        words: Words::two(
            "flow-too-often",
            ids::META_CODE_FLOW_TOO_OFTEN,
            ids::META_CODE_FLOW_TOO_OFTEN_MEANING,
            ids::META_CODE_FLOW_TOO_OFTEN_ACTION,
        ),
    },
    CodeRow {
        codes: &[131063..=131063],
        treatment: PAUSE_CAMPAIGN,
        words: Words::one("marketing-off", ids::META_CODE_MARKETING_OFF),
    },
    // ── Pause everything, with one probe after a cool-down: the reference says these lift by
    // themselves (spam limit, template-classification limit).
    CodeRow {
        codes: &[131048..=131048],
        treatment: PAUSE_ALL_PROBE,
        words: Words::two(
            "spam-limit",
            ids::META_CODE_SPAM_LIMIT,
            ids::META_CODE_SPAM_LIMIT_MEANING,
            ids::META_CODE_SPAM_LIMIT_ACTION,
        ),
    },
    CodeRow {
        codes: &[131064..=131064],
        treatment: PAUSE_ALL_PROBE,
        words: Words::two(
            "category-limit",
            ids::META_CODE_CATEGORY_LIMIT,
            ids::META_CODE_CATEGORY_LIMIT_MEANING,
            ids::META_CODE_CATEGORY_LIMIT_ACTION,
        ),
    },
    // ── Pause everything until someone fixes the account, token or number. 131037, 134011
    // (payments only) and 139200 (Direct Send only) are pause-all in Meta's table but absent
    // from the retry policy's list; Meta's table wins. 2200 is outside 200–299.
    CodeRow {
        codes: &[0..=0, 190..=190],
        treatment: PAUSE_ALL,
        words: Words::two(
            "token-expired",
            ids::META_CODE_TOKEN_EXPIRED,
            ids::META_CODE_TOKEN_EXPIRED_MEANING,
            ids::META_CODE_TOKEN_EXPIRED_ACTION,
        ),
    },
    CodeRow {
        codes: &[3..=3, 10..=10, 200..=299, 131005..=131005],
        treatment: PAUSE_ALL,
        words: Words::two(
            "permission",
            ids::META_CODE_PERMISSION,
            ids::META_CODE_PERMISSION_MEANING,
            ids::META_CODE_PERMISSION_ACTION,
        ),
    },
    CodeRow {
        codes: &[368..=368],
        treatment: PAUSE_ALL,
        words: Words::two(
            "restricted",
            ids::META_CODE_RESTRICTED,
            ids::META_CODE_RESTRICTED_MEANING,
            ids::META_CODE_RESTRICTED_ACTION,
        ),
    },
    CodeRow {
        codes: &[131031..=131031],
        treatment: PAUSE_ALL,
        words: Words::two(
            "locked",
            ids::META_CODE_LOCKED,
            ids::META_CODE_LOCKED_MEANING,
            ids::META_CODE_LOCKED_ACTION,
        ),
    },
    CodeRow {
        codes: &[131042..=131042],
        treatment: PAUSE_ALL,
        words: Words::two(
            "payment",
            ids::META_CODE_PAYMENT,
            ids::META_CODE_PAYMENT_MEANING,
            ids::META_CODE_PAYMENT_ACTION,
        ),
    },
    CodeRow {
        codes: &[131045..=131045, 133010..=133010],
        treatment: PAUSE_ALL,
        words: Words::two(
            "not-registered",
            ids::META_CODE_NOT_REGISTERED,
            ids::META_CODE_NOT_REGISTERED_MEANING,
            ids::META_CODE_NOT_REGISTERED_ACTION,
        ),
    },
    CodeRow {
        codes: &[33..=33],
        treatment: PAUSE_ALL,
        words: Words::two(
            "number-deleted",
            ids::META_CODE_NUMBER_DELETED,
            ids::META_CODE_NUMBER_DELETED_MEANING,
            ids::META_CODE_NUMBER_DELETED_ACTION,
        ),
    },
    CodeRow {
        codes: &[131037..=131037],
        treatment: PAUSE_ALL,
        words: Words::two(
            "display-name",
            ids::META_CODE_DISPLAY_NAME,
            ids::META_CODE_DISPLAY_NAME_MEANING,
            ids::META_CODE_DISPLAY_NAME_ACTION,
        ),
    },
    CodeRow {
        codes: &[134011..=134011],
        treatment: PAUSE_ALL,
        words: Words::two(
            "payments-terms",
            ids::META_CODE_PAYMENTS_TERMS,
            ids::META_CODE_PAYMENTS_TERMS_MEANING,
            ids::META_CODE_PAYMENTS_TERMS_ACTION,
        ),
    },
    CodeRow {
        codes: &[139200..=139200],
        treatment: PAUSE_ALL,
        words: Words::two(
            "direct-send",
            ids::META_CODE_DIRECT_SEND,
            ids::META_CODE_DIRECT_SEND_MEANING,
            ids::META_CODE_DIRECT_SEND_ACTION,
        ),
    },
    // ── This message failed for good.
    CodeRow {
        codes: &[131050..=131050],
        treatment: Treatment::Class(ErrorClass::Permanent {
            opts_out_marketing: true,
        }),
        words: Words::two(
            "stopped-marketing",
            ids::META_CODE_STOPPED_MARKETING,
            ids::META_CODE_STOPPED_MARKETING_MEANING,
            ids::META_CODE_STOPPED_MARKETING_ACTION,
        ),
    },
    // Reference: permanent unless `details` shows a transient error of the media host.
    CodeRow {
        codes: &[131053..=131053],
        treatment: Treatment::MediaFetch,
        words: Words::two(
            "media",
            ids::META_CODE_MEDIA,
            ids::META_CODE_MEDIA_MEANING,
            ids::META_CODE_MEDIA_ACTION,
        ),
    },
    CodeRow {
        codes: &[100..=100, 131008..=131008, 131009..=131009],
        treatment: PERMANENT,
        words: Words::two(
            "invalid-value",
            ids::META_CODE_INVALID_VALUE,
            ids::META_CODE_INVALID_VALUE_MEANING,
            ids::META_CODE_INVALID_VALUE_ACTION,
        ),
    },
    CodeRow {
        codes: &[131021..=131021],
        treatment: PERMANENT,
        words: Words::one("own-number", ids::META_CODE_OWN_NUMBER),
    },
    CodeRow {
        codes: &[131026..=131026],
        treatment: PERMANENT,
        words: Words::two(
            "unreachable",
            ids::META_CODE_UNREACHABLE,
            ids::META_CODE_UNREACHABLE_MEANING,
            ids::META_CODE_UNREACHABLE_ACTION,
        ),
    },
    CodeRow {
        codes: &[131030..=131030],
        treatment: PERMANENT,
        words: Words::two(
            "not-allowed-test",
            ids::META_CODE_NOT_ALLOWED_TEST,
            ids::META_CODE_NOT_ALLOWED_TEST_MEANING,
            ids::META_CODE_NOT_ALLOWED_TEST_ACTION,
        ),
    },
    CodeRow {
        codes: &[131047..=131047],
        treatment: PERMANENT,
        words: Words::one("window-closed", ids::META_CODE_WINDOW_CLOSED),
    },
    CodeRow {
        codes: &[131051..=131051],
        treatment: PERMANENT,
        words: Words::one("unsupported", ids::META_CODE_UNSUPPORTED),
    },
    // Inbound-only: the user's media could not be downloaded.
    CodeRow {
        codes: &[131052..=131052],
        treatment: PERMANENT,
        words: Words::two(
            "download-failed",
            ids::META_CODE_DOWNLOAD_FAILED,
            ids::META_CODE_DOWNLOAD_FAILED_MEANING,
            ids::META_CODE_DOWNLOAD_FAILED_ACTION,
        ),
    },
    CodeRow {
        codes: &[131062..=131062],
        treatment: PERMANENT,
        words: Words::two(
            "user-id",
            ids::META_CODE_USER_ID,
            ids::META_CODE_USER_ID_MEANING,
            ids::META_CODE_USER_ID_ACTION,
        ),
    },
    CodeRow {
        codes: &[130403..=130403],
        treatment: PERMANENT,
        words: Words::two(
            "blocked",
            ids::META_CODE_BLOCKED,
            ids::META_CODE_BLOCKED_MEANING,
            ids::META_CODE_BLOCKED_ACTION,
        ),
    },
    CodeRow {
        codes: &[130472..=130472],
        treatment: PERMANENT,
        words: Words::two(
            "experiment",
            ids::META_CODE_EXPERIMENT,
            ids::META_CODE_EXPERIMENT_MEANING,
            ids::META_CODE_EXPERIMENT_ACTION,
        ),
    },
    CodeRow {
        codes: &[130497..=130497],
        treatment: PERMANENT,
        words: Words::one("country", ids::META_CODE_COUNTRY),
    },
    // 132005 (hydrated text too long) and 132018 (parameter content) are per-row problems in
    // Meta's table, so permanent, although the retry policy's 132000–132016 range would pause
    // the campaign.
    CodeRow {
        codes: &[132005..=132005],
        treatment: PERMANENT,
        words: Words::two(
            "too-long",
            ids::META_CODE_TOO_LONG,
            ids::META_CODE_TOO_LONG_MEANING,
            ids::META_CODE_TOO_LONG_ACTION,
        ),
    },
    CodeRow {
        codes: &[132018..=132018],
        treatment: PERMANENT,
        words: Words::one("value-spaces", ids::META_CODE_VALUE_SPACES),
    },
    // 133000, 133005–133009, 133015, 133016 (registration/PIN) and 2388019 (template count)
    // are "not send errors" in the reference: if one ever comes back from a send, retrying the
    // same request cannot help.
    CodeRow {
        codes: &[133000..=133000, 133005..=133009, 133015..=133015],
        treatment: PERMANENT,
        words: Words::two(
            "registration",
            ids::META_CODE_REGISTRATION,
            ids::META_CODE_REGISTRATION_MEANING,
            ids::META_CODE_REGISTRATION_ACTION,
        ),
    },
    CodeRow {
        codes: &[133016..=133016],
        treatment: PERMANENT,
        words: Words::two(
            "deregistered-often",
            ids::META_CODE_DEREGISTERED_OFTEN,
            ids::META_CODE_DEREGISTERED_OFTEN_MEANING,
            ids::META_CODE_DEREGISTERED_OFTEN_ACTION,
        ),
    },
    CodeRow {
        codes: &[2388019..=2388019],
        treatment: PERMANENT,
        words: Words::two(
            "template-count",
            ids::META_CODE_TEMPLATE_COUNT,
            ids::META_CODE_TEMPLATE_COUNT_MEANING,
            ids::META_CODE_TEMPLATE_COUNT_ACTION,
        ),
    },
    CodeRow {
        codes: &[135000..=135000],
        treatment: PERMANENT,
        words: Words::two(
            "unnamed-value",
            ids::META_CODE_UNNAMED_VALUE,
            ids::META_CODE_UNNAMED_VALUE_MEANING,
            ids::META_CODE_UNNAMED_VALUE_ACTION,
        ),
    },
    CodeRow {
        codes: &[137000..=137000],
        treatment: PERMANENT,
        words: Words::two(
            "identity-changed",
            ids::META_CODE_IDENTITY_CHANGED,
            ids::META_CODE_IDENTITY_CHANGED_MEANING,
            ids::META_CODE_IDENTITY_CHANGED_ACTION,
        ),
    },
    // Callback verification failure on a webhook override, which only a new URL or token
    // fixes.
    CodeRow {
        codes: &[2200..=2200],
        treatment: PERMANENT,
        words: Words::two(
            "callback",
            ids::META_CODE_CALLBACK,
            ids::META_CODE_CALLBACK_MEANING,
            ids::META_CODE_CALLBACK_ACTION,
        ),
    },
];

/// The row of `code`, if Pacer knows it.
pub(crate) fn row(code: i64) -> Option<&'static CodeRow> {
    CODES
        .iter()
        .find(|row| row.codes.iter().any(|codes| codes.contains(&code)))
}

/// What Meta's error `code` means to a person and what to do, in English, if Pacer knows the
/// code (`docs/wording.md`). Every code [`classify_code`](crate::classify_code) gives a class
/// has words: they are one row. The same words as a catalogue message: [`plain_said`].
///
/// ```
/// assert!(pacer_cloud::plain_words(131026).is_some_and(|w| w.contains("can't receive")));
/// assert_eq!(pacer_cloud::plain_words(999_999), None);
/// ```
pub fn plain_words(code: i64) -> Option<String> {
    plain_said(code).map(|said| said.to_string())
}

/// [`plain_words`] as a catalogue message (`meta-code-…`): the window shows it in the
/// person's language.
pub fn plain_said(code: i64) -> Option<Said> {
    row(code).map(|row| Said::new(row.words.whole))
}

/// [`plain_words`] in two parts, when they have two: what happened (`meta-code-…-meaning`)
/// and what to do (`meta-code-…-action`). A row of one sentence gives it alone, with `None`.
pub fn plain_parts(code: i64) -> Option<(Said, Option<Said>)> {
    row(code).map(|row| match row.words.parts {
        Some((meaning, action)) => (Said::new(meaning), Some(Said::new(action))),
        None => (Said::new(row.words.whole), None),
    })
}

/// The name of `code`'s row in the catalogue (`$row` of `reason-meta`), if Pacer knows it.
pub fn plain_key(code: i64) -> Option<&'static str> {
    row(code).map(|row| row.words.key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_has_words_and_every_code_one_row() {
        for (at, row) in CODES.iter().enumerate() {
            let words = Said::new(row.words.whole).to_string();
            assert!(
                !words.trim().is_empty() && words != row.words.whole,
                "a code with a class has words for a person: row {at}"
            );
            for code in row.codes.iter().flat_map(|c| [*c.start(), *c.end()]) {
                let rows: Vec<usize> = CODES
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| r.codes.iter().any(|c| c.contains(&code)))
                    .map(|(i, _)| i)
                    .collect();
                assert_eq!(rows, vec![at], "a code is in one row only: {code}");
            }
        }
    }

    /// The words as Pacer has always said them, row by row (the English of the catalogue).
    const ENGLISH: &[(i64, &str)] = &[
        (
            130429,
            "Meta's limit of messages per second was reached. Pacer slows down and sends the rest by itself; nothing is lost.",
        ),
        (
            4,
            "Meta asked Pacer to make fewer requests for a while (its hourly limit on calls). Pacer slows down and sends the rest by itself; nothing is lost.",
        ),
        (
            131057,
            "Your WhatsApp account is in maintenance for a moment (for example while Meta raises its limit). Pacer waits about a minute and goes on by itself.",
        ),
        (1, "Meta had a temporary problem."),
        (
            131056,
            "Too many messages went to this customer in a short time. Pacer waits before sending them the next one; other customers are not held up.",
        ),
        (
            131049,
            "WhatsApp held back this marketing message because the customer has received many lately.",
        ),
        (
            132000,
            "The number of values does not match the template's variables. Check the column mapping of the campaign.",
        ),
        (
            132001,
            "This template does not exist in that language, or is not approved. Check it in WhatsApp Manager and sync templates.",
        ),
        (
            132007,
            "Meta found the template's content against its policy. Edit the template in WhatsApp Manager.",
        ),
        (
            132012,
            "A value does not have the format the template expects (for example an image where a PDF belongs).",
        ),
        (
            132015,
            "Meta paused this template because of low quality. Campaigns using it are paused; other messages continue.",
        ),
        (
            132016,
            "Meta disabled this template for good after repeated low quality. Create a new template.",
        ),
        (
            132068,
            "The WhatsApp Flow in this template is blocked. Check the Flow in WhatsApp Manager, then resume the campaign.",
        ),
        (
            132069,
            "This WhatsApp Flow was sent too often (Meta allows 10 sends an hour per Flow). The campaign is paused; resume it later.",
        ),
        (
            131063,
            "Marketing templates are switched off for the Cloud API on this WhatsApp account.",
        ),
        (
            131048,
            "Meta limited sending because recent messages were blocked or reported as spam. Check your number's quality in WhatsApp Manager; Pacer will try one message after a pause.",
        ),
        (
            131064,
            "Meta limited sending because of template category violations. Review your templates' categories; Pacer will try one message after a pause.",
        ),
        (
            0,
            "Your Meta access token has expired or was revoked. Paste a new one in Settings → Meta account, then press Resume. Sending is paused until then; nothing is lost.",
        ),
        (
            3,
            "Meta says your access token lacks a permission this needs. Give the system user whatsapp_business_messaging and whatsapp_business_management in Meta Business Manager, then press Resume.",
        ),
        (
            368,
            "Meta restricted your WhatsApp account for a policy violation. Check Account Quality in WhatsApp Manager, then press Resume.",
        ),
        (
            131031,
            "Meta locked your WhatsApp account. Check its status in WhatsApp Manager, then press Resume.",
        ),
        (
            131042,
            "Meta reports a problem with your payment method. Fix it in Meta Business Manager → Billing, then press Resume.",
        ),
        (
            131045,
            "Your business phone number is not registered with the Cloud API. Register it in WhatsApp Manager, then press Resume.",
        ),
        (
            33,
            "Your business phone number was deleted from the WhatsApp account. Check the phone number id in Settings.",
        ),
        (
            131037,
            "Your business number has no approved display name yet. Get it approved in WhatsApp Manager, then press Resume.",
        ),
        (
            134011,
            "WhatsApp Payments terms are not accepted for this account. Accept them in WhatsApp Manager, then press Resume.",
        ),
        (
            139200,
            "Direct Send is blocked for this account. Check the account in WhatsApp Manager, then press Resume.",
        ),
        (
            131050,
            "This customer turned off marketing messages from your business. Pacer won't send them marketing again.",
        ),
        (
            131053,
            "Meta could not fetch or use the attached file. Check that it is a valid PDF or image and try again.",
        ),
        (
            100,
            "Meta refused the message as written (a missing or invalid value). The details say which field.",
        ),
        (131021, "The recipient is your own business number."),
        (
            131026,
            "This number can't receive WhatsApp messages. Check the number, or reach this customer another way.",
        ),
        (
            131030,
            "This number is not on your test number's list of allowed recipients. Add it in the App Dashboard, or use your live number.",
        ),
        (
            131047,
            "It has been more than 24 hours since this customer last wrote to you, so only an approved template can be sent.",
        ),
        (131051, "WhatsApp does not support this kind of message."),
        (
            131052,
            "WhatsApp could not download a file the customer sent. Ask them to send it again.",
        ),
        (
            131062,
            "This kind of message cannot be sent to a WhatsApp user id. Send it to the customer's phone number instead.",
        ),
        (
            130403,
            "Your business has blocked this customer. Unblock them in WhatsApp Manager to send them messages.",
        ),
        (
            130472,
            "Meta kept this customer out of marketing messages as part of an experiment. Nothing to fix.",
        ),
        (
            130497,
            "Your WhatsApp account may not message customers in this customer's country.",
        ),
        (
            132005,
            "With its values filled in, this message is longer than WhatsApp allows. Shorten the values.",
        ),
        (
            132018,
            "A value contains a line break, a tab or more than four spaces in a row, which templates don't allow.",
        ),
        (
            133000,
            "Meta refused a registration step for your business phone number (its PIN or registration). Check the number in WhatsApp Manager.",
        ),
        (
            133016,
            "Your business phone number was registered and deregistered too often; Meta blocks it for a while. Wait, then try again.",
        ),
        (
            2388019,
            "Your account has as many templates as Meta allows. Delete templates you no longer use in WhatsApp Manager.",
        ),
        (
            135000,
            "Meta refused the message because of a problem with its values it did not name. The details may say more.",
        ),
        (
            137000,
            "The customer's WhatsApp identity changed (new phone or reinstall). Confirm it is still them before sending again.",
        ),
        (
            2200,
            "Meta could not verify the address Pacer gave it for delivery updates. Check the tunnel in Settings → Delivery updates, then register the address again.",
        ),
    ];

    #[test]
    fn in_english_every_row_reads_as_pacer_has_always_said_it() {
        assert_eq!(ENGLISH.len(), CODES.len(), "one sentence per row");
        for (code, english) in ENGLISH {
            assert_eq!(plain_words(*code).as_deref(), Some(*english), "code {code}");
        }
    }

    #[test]
    fn a_row_of_two_parts_is_what_happened_then_what_to_do() {
        for row in CODES {
            let code = *row.codes[0].start();
            let whole = plain_words(code).expect("words");
            let (meaning, action) = plain_parts(code).expect("parts");
            match action {
                Some(action) => {
                    assert_eq!(format!("{meaning} {action}"), whole, "code {code}");
                    assert!(meaning.to_string().ends_with('.'), "code {code}");
                }
                None => assert_eq!(meaning.to_string(), whole, "code {code}"),
            }
        }
        let said = plain_said(131026).expect("known");
        assert_eq!(said.id, ids::META_CODE_UNREACHABLE);
        assert!(said.args.is_empty());
        assert_eq!(plain_key(131026), Some("unreachable"));
        assert_eq!(plain_said(999_999), None);
    }
}
