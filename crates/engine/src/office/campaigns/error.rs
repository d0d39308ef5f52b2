//! What can go wrong with a campaign, in words a person can act on.

use super::{Check, PdfError};
use crate::engine::EngineError;
use crate::ledger::LedgerError;

/// What can go wrong, in words a person can act on.
#[derive(Debug, thiserror::Error)]
pub enum CampaignError {
    /// No such campaign.
    #[error("There is no campaign \"{0}\". `pacer campaign list` shows them.")]
    NotFound(String),
    /// A number asked for (a preview) is not one of the campaign's recipients.
    #[error(
        "{0} is not among this campaign's customers (the members of its lists and tags). Give one of them, or no number for the first."
    )]
    NotInAudience(String),
    /// The template is not in the template list.
    #[error(
        "The template \"{name}\" ({language}) is not in Pacer's template list. Sync templates from Meta, then check the name and language."
    )]
    UnknownTemplate {
        /// Name.
        name: String,
        /// Language.
        language: String,
    },
    /// The template cannot be sent.
    #[error(
        "The template \"{name}\" is {status}, not approved: only templates Meta approved can be sent. Check it in WhatsApp Manager, then sync templates."
    )]
    NotApproved {
        /// Name.
        name: String,
        /// Meta's status.
        status: String,
    },
    /// A variable has no source.
    #[error(
        "{label} has no value: map it to a column or a fixed text ({key}=column:<header> or {key}=text:<words>)."
    )]
    Unmapped {
        /// Variable key.
        key: String,
        /// What the person calls it.
        label: String,
    },
    /// A mapping names a variable the template does not have.
    #[error("The template has no variable \"{key}\". Its variables are: {known}.")]
    UnknownVariable {
        /// The key given.
        key: String,
        /// The keys it has.
        known: String,
    },
    /// A list does not exist.
    #[error(
        "There is no list \"{0}\". Import contacts into it first (`pacer import FILE --list \"{0}\"`)."
    )]
    UnknownList(String),
    /// Nobody to send to.
    #[error("The campaign has no audience: choose at least one list or tag.")]
    NoAudience,
    /// The name is empty.
    #[error(
        "Give the campaign a name, such as \"December invoices\": it is how you find it in the campaign list and its report."
    )]
    NoName,
    /// The schedule cannot be read.
    #[error(
        "The schedule \"{0}\" cannot be read: write it like 2026-12-01 09:00 with a time zone such as Asia/Karachi."
    )]
    BadSchedule(String),
    /// The PDF folder is unusable.
    #[error(transparent)]
    Pdf(#[from] PdfError),
    /// The campaign is not in a state that allows this.
    #[error("The campaign \"{name}\" is {state}: {what}")]
    WrongState {
        /// Campaign name.
        name: String,
        /// Its state.
        state: &'static str,
        /// What cannot be done and why.
        what: String,
    },
    /// Some recipients cannot be sent to as the campaign stands.
    #[error("{} of the {} recipients cannot be sent to as the campaign stands (the list shows who and why). Fix them, or launch anyway to send to the other {}.", .0.problem_count, .0.audience, .0.ready)]
    HasProblems(Box<Check>),
    /// Nobody can be sent to.
    #[error("{0} There is nobody to send to.")]
    NobodyReady(String),
    /// The ledger failed.
    #[error(transparent)]
    Ledger(#[from] LedgerError),
    /// The engine failed.
    #[error(transparent)]
    Engine(#[from] EngineError),
}

impl From<rusqlite::Error> for CampaignError {
    fn from(error: rusqlite::Error) -> Self {
        CampaignError::Ledger(LedgerError::Sql(error))
    }
}
