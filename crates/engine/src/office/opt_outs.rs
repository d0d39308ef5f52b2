//! Opt-outs in the staff's hands (`docs/opt-outs.md`): a customer's marketing status with its
//! history (who, when, why, where from), a person's switch, do-not-contact lists, the export,
//! and what a campaign has to do with opt-outs.
//!
//! Customers opt out themselves (a STOP reply, WhatsApp's own setting, Meta refusing with
//! 131050); staff can too, for them, when they hear it on the phone. Every choice goes through
//! [`crate::Engine::set_marketing_choices`], the dispatcher's command, so it holds from the
//! next message picked: marketing already queued for that customer is skipped like after
//! their own STOP, and utility and authentication messages still go. The tables are
//! `core/ledger/state.rs`'s; this module only reads them and asks the engine.

pub mod campaign;
mod error;
pub mod export;
mod history;
pub mod list;

use serde::{Deserialize, Serialize};

pub use campaign::{CampaignOptOuts, campaign_opt_outs};
pub use error::OptOutError;
pub use export::{OptOutPage, OptOutRow, opt_outs_page};
pub use history::{ChoiceEntry, MarketingStatus, OptIn, marketing_status, source_said};
pub use list::{DoNotContactOptions, DoNotContactReport, import_do_not_contact};

use crate::clock::Millis;
use crate::dispatcher::PersonChoices;
use crate::engine::Engine;
use crate::import::normalise_phone;
use crate::ledger::state::{MarketingChoice, PersonChoiceOutcome};
use crate::phone::E164;

/// Where a choice a person made in Pacer's window is stored as coming from.
pub const SOURCE_STAFF: &str = "staff";
/// Where a choice made through the local API is stored as coming from.
pub const SOURCE_LOCAL_API: &str = "local_api";
/// The person the local API's choices are made by.
pub const LOCAL_API_PERSON: &str = "local API";
/// The longest reason kept, in characters: a sentence or two, not a file.
pub const REASON_MAX_CHARS: usize = 500;
/// The longest name of a person kept, in characters.
const PERSON_MAX_CHARS: usize = 100;
/// The longest "where they agreed" kept, in characters.
pub const CONSENT_SOURCE_MAX_CHARS: usize = 100;
/// How far ahead of Pacer's clock an agreement's time may be (another machine's clock).
const CONSENT_CLOCK_SKEW_MS: Millis = 5 * 60 * 1000;

/// Stop or allow marketing messages, as a person asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Marketing {
    /// No more marketing messages.
    Stop,
    /// Marketing messages again.
    Resume,
}

impl From<Marketing> for MarketingChoice {
    fn from(value: Marketing) -> Self {
        match value {
            Marketing::Stop => MarketingChoice::Stop,
            Marketing::Resume => MarketingChoice::Resume,
        }
    }
}

/// Whether a stored source is the customer's own choice (or Meta's word for it), as opposed
/// to one a person made for them.
pub fn is_customers_own(source: &str) -> bool {
    !matches!(source, SOURCE_STAFF | SOURCE_LOCAL_API)
}

/// The person's name, tidied and checked.
fn person(by: &str) -> Result<String, OptOutError> {
    let by: String = by.trim().chars().take(PERSON_MAX_CHARS).collect();
    if by.is_empty() {
        return Err(OptOutError::PersonMissing);
    }
    Ok(by)
}

/// The reason, tidied: `None` when blank; refused when longer than [`REASON_MAX_CHARS`].
pub fn tidy_reason(reason: Option<&str>) -> Result<Option<String>, OptOutError> {
    let Some(reason) = reason.map(str::trim).filter(|r| !r.is_empty()) else {
        return Ok(None);
    };
    if reason.chars().count() > REASON_MAX_CHARS {
        return Err(OptOutError::ReasonTooLong {
            max: REASON_MAX_CHARS,
        });
    }
    Ok(Some(reason.to_owned()))
}

/// A customer's number as a person or a program wrote it: E.164 or an international form
/// (`+92 300 1234567`, `00923001234567`).
pub fn customer_number(raw: &str) -> Result<E164, OptOutError> {
    normalise_phone(raw, None).map_err(|_| OptOutError::BadPhone {
        phone: raw.chars().take(40).collect(),
    })
}

/// What a person's switch did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ChoiceDone {
    /// Whether it changed anything (false: the customer already stood there).
    pub changed: bool,
    /// The customer's status afterwards, with the history.
    pub status: MarketingStatus,
}

/// Stops or allows marketing messages to one customer because a person said so, at once
/// (through the dispatcher). Allowing again a customer who turned marketing off themselves
/// needs a reason: only the customer's own request justifies it, and the reason is what shows
/// it was theirs. `source` is [`SOURCE_STAFF`] or [`SOURCE_LOCAL_API`].
pub async fn set_choice(
    engine: &Engine,
    phone: &E164,
    choice: Marketing,
    source: &str,
    by: &str,
    reason: Option<&str>,
) -> Result<ChoiceDone, OptOutError> {
    let by = person(by)?;
    let reason = tidy_reason(reason)?;
    let number = phone.clone();
    let before = engine
        .ledger()
        .read(move |c| marketing_status(c, &number))
        .await?;
    if choice == Marketing::Resume
        && reason.is_none()
        && before.opted_out
        && before.source.as_deref().is_some_and(is_customers_own)
    {
        return Err(OptOutError::ReasonNeeded {
            phone: phone.to_string(),
        });
    }
    let outcomes = engine
        .set_marketing_choices(PersonChoices {
            recipients: vec![phone.clone()],
            choice: choice.into(),
            source: source.to_owned(),
            by,
            reason,
        })
        .await?;
    let number = phone.clone();
    let status = engine
        .ledger()
        .read(move |c| marketing_status(c, &number))
        .await?;
    Ok(ChoiceDone {
        changed: outcomes.first() == Some(&PersonChoiceOutcome::Changed),
        status,
    })
}

/// Where and when a customer agreed to hear from the business, as a form on the business's
/// website (or another of its systems) recorded it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Consent {
    /// Where they agreed (`website form`, `shop counter`).
    pub source: String,
    /// When (Unix milliseconds); `None`: now.
    pub at: Option<Millis>,
}

/// Records a customer's agreement to hear from the business (`contacts.opt_in_*`, shown in the
/// contact's marketing status) and, when they had stopped marketing before they agreed,
/// allows it again: an agreement is their own request. An agreement older than their latest
/// stop is recorded but allows nothing (`changed` is false and the status stays stopped).
/// `reason` overrides the reason stored with the choice ("agreed again through …").
pub async fn record_consent(
    engine: &Engine,
    phone: &E164,
    consent: Consent,
    reason: Option<&str>,
) -> Result<ChoiceDone, OptOutError> {
    let source = consent.source.trim().to_owned();
    if source.is_empty() || source.chars().count() > CONSENT_SOURCE_MAX_CHARS {
        return Err(OptOutError::ConsentSource {
            max: CONSENT_SOURCE_MAX_CHARS,
        });
    }
    let reason = tidy_reason(reason)?;
    let now = engine.clock().now_ms();
    let at = consent.at.unwrap_or(now);
    if at > now.saturating_add(CONSENT_CLOCK_SKEW_MS) {
        return Err(OptOutError::ConsentInFuture);
    }
    let (number, stored) = (phone.to_string(), source.clone());
    engine
        .ledger()
        .write(move |c| crate::import::record_consent(c, &number, &stored, at, now))
        .await?;
    let number = phone.clone();
    let status = engine
        .ledger()
        .read(move |c| marketing_status(c, &number))
        .await?;
    let stopped_before_agreeing = status.opted_out && status.since.is_none_or(|since| since <= at);
    if !stopped_before_agreeing {
        return Ok(ChoiceDone {
            changed: false,
            status,
        });
    }
    let reason = reason.unwrap_or_else(|| history::consent_reason(&source).to_string());
    set_choice(
        engine,
        phone,
        Marketing::Resume,
        SOURCE_LOCAL_API,
        LOCAL_API_PERSON,
        Some(&reason),
    )
    .await
}
