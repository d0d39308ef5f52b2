//! What can go wrong with an opt-out, in words a person can act on (`opt-outs-error-…`).

use pacer_words::{Said, ids};

use crate::engine::EngineError;
use crate::import::ImportError;
use crate::ledger::LedgerError;
use crate::reports::ExportError;

/// Why an opt-out could not be made, read or written.
#[derive(Debug, thiserror::Error)]
pub enum OptOutError {
    /// Allowing marketing again to a customer who turned it off themselves needs a reason.
    #[error("{}", self.said_or_empty())]
    ReasonNeeded {
        /// The customer.
        phone: String,
    },
    /// The reason is longer than [`super::REASON_MAX_CHARS`].
    #[error("{}", self.said_or_empty())]
    ReasonTooLong {
        /// The most characters allowed.
        max: usize,
    },
    /// The number is not one Pacer can use.
    #[error("{}", self.said_or_empty())]
    BadPhone {
        /// What was given (at most 40 characters).
        phone: String,
    },
    /// Nobody was named as making the change.
    #[error("{}", self.said_or_empty())]
    PersonMissing,
    /// A customer's agreement came without where it was given, or with too long a text.
    #[error("{}", self.said_or_empty())]
    ConsentSource {
        /// The most characters allowed.
        max: usize,
    },
    /// A customer's agreement is dated in the future.
    #[error("{}", self.said_or_empty())]
    ConsentInFuture,
    /// The do-not-contact file could not be read.
    #[error(transparent)]
    Import(#[from] ImportError),
    /// The export could not be written.
    #[error(transparent)]
    Export(#[from] ExportError),
    /// The ledger failed.
    #[error(transparent)]
    Ledger(#[from] LedgerError),
    /// The engine failed (stopping, or halted).
    #[error(transparent)]
    Engine(#[from] EngineError),
}

impl OptOutError {
    /// The error as a catalogue message, for the window in the person's language; `None` for
    /// the ledger's and the engine's own errors, which are shown as they are.
    pub fn said(&self) -> Option<Said> {
        Some(match self {
            Self::ReasonNeeded { phone } => {
                Said::new(ids::OPT_OUTS_ERROR_REASON_NEEDED).with("phone", phone.as_str())
            }
            Self::ReasonTooLong { max } => {
                Said::new(ids::OPT_OUTS_ERROR_REASON_TOO_LONG).with("max", *max)
            }
            Self::BadPhone { phone } => {
                Said::new(ids::OPT_OUTS_ERROR_BAD_PHONE).with("phone", phone.as_str())
            }
            Self::PersonMissing => Said::new(ids::OPT_OUTS_ERROR_PERSON_MISSING),
            Self::ConsentSource { max } => {
                Said::new(ids::OPT_OUTS_ERROR_CONSENT_SOURCE).with("max", *max)
            }
            Self::ConsentInFuture => Said::new(ids::OPT_OUTS_ERROR_CONSENT_IN_FUTURE),
            Self::Import(e) => e.said(),
            Self::Export(_) | Self::Ledger(_) | Self::Engine(_) => return None,
        })
    }

    fn said_or_empty(&self) -> String {
        self.said().map(|s| s.to_string()).unwrap_or_default()
    }

    /// Whether the caller's input is at fault (the local API answers 400), not Pacer.
    pub fn is_bad_input(&self) -> bool {
        matches!(
            self,
            Self::ReasonNeeded { .. }
                | Self::ReasonTooLong { .. }
                | Self::BadPhone { .. }
                | Self::PersonMissing
                | Self::ConsentSource { .. }
                | Self::ConsentInFuture
        )
    }
}

impl From<rusqlite::Error> for OptOutError {
    fn from(error: rusqlite::Error) -> Self {
        OptOutError::Ledger(LedgerError::Sql(error))
    }
}
