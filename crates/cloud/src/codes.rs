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
    pub(crate) words: &'static str,
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
        words: "Meta's limit of messages per second was reached. Pacer slows down and sends the rest by itself; nothing is lost.",
    },
    // 17 is not in `docs/sending.md#retry-policy`'s throttled list; the reference row says
    // "RETRY (minutes)", the same treatment as 4 and 80007, so it shares their class.
    CodeRow {
        codes: &[4..=4, 17..=17, 80007..=80007],
        treatment: Treatment::Class(ErrorClass::Throttled(Throttle::CallVolume)),
        words: "Meta asked Pacer to make fewer requests for a while (its hourly limit on calls). Pacer slows down and sends the rest by itself; nothing is lost.",
    },
    // Meta's table says "retry after about a minute"; Pacer's rules list it as throttled. Both
    // agree it is not a failure of the message, so it is throttling with its own kind.
    CodeRow {
        codes: &[131057..=131057],
        treatment: Treatment::Class(ErrorClass::Throttled(Throttle::Maintenance)),
        words: "Your WhatsApp account is in maintenance for a moment (for example while Meta raises its limit). Pacer waits about a minute and goes on by itself.",
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
        words: "Meta had a temporary problem.",
    },
    // ── Only this recipient waits.
    CodeRow {
        codes: &[131056..=131056],
        treatment: Treatment::Class(ErrorClass::RecipientLater(RecipientWait::PairRate)),
        words: "Too many messages went to this customer in a short time. Pacer waits before sending them the next one; other customers are not held up.",
    },
    CodeRow {
        codes: &[131049..=131049],
        treatment: Treatment::Class(ErrorClass::RecipientLater(RecipientWait::MarketingCap)),
        words: "WhatsApp held back this marketing message because the customer has received many lately.",
    },
    // ── Pause the campaign. `docs/sending.md#retry-policy` says "132000–132016"; the
    // reference has rows for 132000, 132001, 132007, 132012, 132015, 132016 as PAUSE-TEMPLATE,
    // but 132005 and 132018 as PERMANENT for the row (below). 132068/132069 (flows) and 131063
    // (marketing disabled on the WABA) are PAUSE-TEMPLATE in the reference.
    CodeRow {
        codes: &[132000..=132000],
        treatment: PAUSE_CAMPAIGN,
        words: "The number of values does not match the template's variables. Check the column mapping of the campaign.",
    },
    CodeRow {
        codes: &[132001..=132001],
        treatment: PAUSE_CAMPAIGN,
        words: "This template does not exist in that language, or is not approved. Check it in WhatsApp Manager and sync templates.",
    },
    CodeRow {
        codes: &[132007..=132007],
        treatment: PAUSE_CAMPAIGN,
        words: "Meta found the template's content against its policy. Edit the template in WhatsApp Manager.",
    },
    CodeRow {
        codes: &[132012..=132012],
        treatment: PAUSE_CAMPAIGN,
        words: "A value does not have the format the template expects (for example an image where a PDF belongs).",
    },
    CodeRow {
        codes: &[132015..=132015],
        treatment: PAUSE_CAMPAIGN,
        words: "Meta paused this template because of low quality. Campaigns using it are paused; other messages continue.",
    },
    CodeRow {
        codes: &[132016..=132016],
        treatment: PAUSE_CAMPAIGN,
        words: "Meta disabled this template for good after repeated low quality. Create a new template.",
    },
    CodeRow {
        codes: &[132068..=132068],
        treatment: PAUSE_CAMPAIGN,
        words: "The WhatsApp Flow in this template is blocked. Check the Flow in WhatsApp Manager, then resume the campaign.",
    },
    CodeRow {
        codes: &[132069..=132069],
        treatment: PAUSE_CAMPAIGN,
        words: "This WhatsApp Flow was sent too often (Meta allows 10 sends an hour per Flow). The campaign is paused; resume it later.",
    },
    CodeRow {
        codes: &[131063..=131063],
        treatment: PAUSE_CAMPAIGN,
        words: "Marketing templates are switched off for the Cloud API on this WhatsApp account.",
    },
    // ── Pause everything, with one probe after a cool-down: the reference says these lift by
    // themselves (spam limit, template-classification limit).
    CodeRow {
        codes: &[131048..=131048],
        treatment: PAUSE_ALL_PROBE,
        words: "Meta limited sending because recent messages were blocked or reported as spam. Check your number's quality in WhatsApp Manager; Pacer will try one message after a pause.",
    },
    CodeRow {
        codes: &[131064..=131064],
        treatment: PAUSE_ALL_PROBE,
        words: "Meta limited sending because of template category violations. Review your templates' categories; Pacer will try one message after a pause.",
    },
    // ── Pause everything until someone fixes the account, token or number. 131037, 134011
    // (payments only) and 139200 (Direct Send only) are pause-all in Meta's table but absent
    // from the retry policy's list; Meta's table wins. 2200 is outside 200–299.
    CodeRow {
        codes: &[0..=0, 190..=190],
        treatment: PAUSE_ALL,
        words: "Your Meta access token has expired or was revoked. Paste a new one in Settings → Meta account, then press Resume. Sending is paused until then; nothing is lost.",
    },
    CodeRow {
        codes: &[3..=3, 10..=10, 200..=299, 131005..=131005],
        treatment: PAUSE_ALL,
        words: "Meta says your access token lacks a permission this needs. Give the system user whatsapp_business_messaging and whatsapp_business_management in Meta Business Manager, then press Resume.",
    },
    CodeRow {
        codes: &[368..=368],
        treatment: PAUSE_ALL,
        words: "Meta restricted your WhatsApp account for a policy violation. Check Account Quality in WhatsApp Manager, then press Resume.",
    },
    CodeRow {
        codes: &[131031..=131031],
        treatment: PAUSE_ALL,
        words: "Meta locked your WhatsApp account. Check its status in WhatsApp Manager, then press Resume.",
    },
    CodeRow {
        codes: &[131042..=131042],
        treatment: PAUSE_ALL,
        words: "Meta reports a problem with your payment method. Fix it in Meta Business Manager → Billing, then press Resume.",
    },
    CodeRow {
        codes: &[131045..=131045, 133010..=133010],
        treatment: PAUSE_ALL,
        words: "Your business phone number is not registered with the Cloud API. Register it in WhatsApp Manager, then press Resume.",
    },
    CodeRow {
        codes: &[33..=33],
        treatment: PAUSE_ALL,
        words: "Your business phone number was deleted from the WhatsApp account. Check the phone number id in Settings.",
    },
    CodeRow {
        codes: &[131037..=131037],
        treatment: PAUSE_ALL,
        words: "Your business number has no approved display name yet. Get it approved in WhatsApp Manager, then press Resume.",
    },
    CodeRow {
        codes: &[134011..=134011],
        treatment: PAUSE_ALL,
        words: "WhatsApp Payments terms are not accepted for this account. Accept them in WhatsApp Manager, then press Resume.",
    },
    CodeRow {
        codes: &[139200..=139200],
        treatment: PAUSE_ALL,
        words: "Direct Send is blocked for this account. Check the account in WhatsApp Manager, then press Resume.",
    },
    // ── This message failed for good.
    CodeRow {
        codes: &[131050..=131050],
        treatment: Treatment::Class(ErrorClass::Permanent {
            opts_out_marketing: true,
        }),
        words: "This customer turned off marketing messages from your business. Pacer won't send them marketing again.",
    },
    // Reference: permanent unless `details` shows a transient error of the media host.
    CodeRow {
        codes: &[131053..=131053],
        treatment: Treatment::MediaFetch,
        words: "Meta could not fetch or use the attached file. Check that it is a valid PDF or image and try again.",
    },
    CodeRow {
        codes: &[100..=100, 131008..=131008, 131009..=131009],
        treatment: PERMANENT,
        words: "Meta refused the message as written (a missing or invalid value). The details say which field.",
    },
    CodeRow {
        codes: &[131021..=131021],
        treatment: PERMANENT,
        words: "The recipient is your own business number.",
    },
    CodeRow {
        codes: &[131026..=131026],
        treatment: PERMANENT,
        words: "This number can't receive WhatsApp messages. Check the number, or reach this customer another way.",
    },
    CodeRow {
        codes: &[131030..=131030],
        treatment: PERMANENT,
        words: "This number is not on your test number's list of allowed recipients. Add it in the App Dashboard, or use your live number.",
    },
    CodeRow {
        codes: &[131047..=131047],
        treatment: PERMANENT,
        words: "It has been more than 24 hours since this customer last wrote to you, so only an approved template can be sent.",
    },
    CodeRow {
        codes: &[131051..=131051],
        treatment: PERMANENT,
        words: "WhatsApp does not support this kind of message.",
    },
    // Inbound-only: the user's media could not be downloaded.
    CodeRow {
        codes: &[131052..=131052],
        treatment: PERMANENT,
        words: "WhatsApp could not download a file the customer sent. Ask them to send it again.",
    },
    CodeRow {
        codes: &[131062..=131062],
        treatment: PERMANENT,
        words: "This kind of message cannot be sent to a WhatsApp user id. Send it to the customer's phone number instead.",
    },
    CodeRow {
        codes: &[130403..=130403],
        treatment: PERMANENT,
        words: "Your business has blocked this customer. Unblock them in WhatsApp Manager to send them messages.",
    },
    CodeRow {
        codes: &[130472..=130472],
        treatment: PERMANENT,
        words: "Meta kept this customer out of marketing messages as part of an experiment. Nothing to fix.",
    },
    CodeRow {
        codes: &[130497..=130497],
        treatment: PERMANENT,
        words: "Your WhatsApp account may not message customers in this customer's country.",
    },
    // 132005 (hydrated text too long) and 132018 (parameter content) are per-row problems in
    // Meta's table, so permanent, although the retry policy's 132000–132016 range would pause
    // the campaign.
    CodeRow {
        codes: &[132005..=132005],
        treatment: PERMANENT,
        words: "With its values filled in, this message is longer than WhatsApp allows. Shorten the values.",
    },
    CodeRow {
        codes: &[132018..=132018],
        treatment: PERMANENT,
        words: "A value contains a line break, a tab or more than four spaces in a row, which templates don't allow.",
    },
    // 133000, 133005–133009, 133015, 133016 (registration/PIN) and 2388019 (template count)
    // are "not send errors" in the reference: if one ever comes back from a send, retrying the
    // same request cannot help.
    CodeRow {
        codes: &[133000..=133000, 133005..=133009, 133015..=133015],
        treatment: PERMANENT,
        words: "Meta refused a registration step for your business phone number (its PIN or registration). Check the number in WhatsApp Manager.",
    },
    CodeRow {
        codes: &[133016..=133016],
        treatment: PERMANENT,
        words: "Your business phone number was registered and deregistered too often; Meta blocks it for a while. Wait, then try again.",
    },
    CodeRow {
        codes: &[2388019..=2388019],
        treatment: PERMANENT,
        words: "Your account has as many templates as Meta allows. Delete templates you no longer use in WhatsApp Manager.",
    },
    CodeRow {
        codes: &[135000..=135000],
        treatment: PERMANENT,
        words: "Meta refused the message because of a problem with its values it did not name. The details may say more.",
    },
    CodeRow {
        codes: &[137000..=137000],
        treatment: PERMANENT,
        words: "The customer's WhatsApp identity changed (new phone or reinstall). Confirm it is still them before sending again.",
    },
    // Callback verification failure on a webhook override, which only a new URL or token
    // fixes.
    CodeRow {
        codes: &[2200..=2200],
        treatment: PERMANENT,
        words: "Meta could not verify the address Pacer gave it for delivery updates. Check the tunnel in Settings → Delivery updates, then register the address again.",
    },
];

/// The row of `code`, if Pacer knows it.
pub(crate) fn row(code: i64) -> Option<&'static CodeRow> {
    CODES
        .iter()
        .find(|row| row.codes.iter().any(|codes| codes.contains(&code)))
}

/// What Meta's error `code` means to a person and what to do, if Pacer knows the code
/// (`docs/wording.md`). Every code [`classify_code`](crate::classify_code) gives a class has
/// words: they are one row.
///
/// ```
/// assert!(pacer_cloud::plain_words(131026).is_some_and(|w| w.contains("can't receive")));
/// assert_eq!(pacer_cloud::plain_words(999_999), None);
/// ```
pub fn plain_words(code: i64) -> Option<&'static str> {
    row(code).map(|row| row.words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_has_words_and_every_code_one_row() {
        for (at, row) in CODES.iter().enumerate() {
            assert!(
                !row.words.trim().is_empty(),
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
}
