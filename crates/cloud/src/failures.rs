//! The errors this crate's calls return, and their retry class.
//!
//! Sends return [`SendFailure`], whose variants are exactly the outcomes the dispatcher
//! branches on (`docs/sending.md#the-flow-of-one-message`: retry later, recipient later, in doubt, failed, pause all).
//! Every other call returns [`GraphError`]. Both say their [`ErrorClass`]. Neither ever
//! contains the access token: body excerpts and transport details are scrubbed and bounded.

use crate::classification::ErrorClass;
use crate::meta_error::MetaError;
use crate::transport::{Reach, TransportFailure, TransportKind};

/// Why `send_message` did not return a wamid.
#[derive(Debug, Clone, thiserror::Error)]
pub enum SendFailure {
    /// Meta answered with its error object: the message was not accepted.
    #[error("Meta refused the message (HTTP {http_status}): {error}")]
    Rejected {
        /// Meta's error; classify with [`MetaError::classify`]. Boxed to keep the `Result` small
        /// on the success path.
        error: Box<MetaError>,
        /// The HTTP status it came with (informational only; classification ignores it).
        http_status: u16,
    },
    /// The request certainly did not reach Meta (connection refused, DNS failure, connect
    /// timeout): safe to send again.
    #[error("the request did not reach Meta: {0}")]
    NotSent(TransportFailure),
    /// The request may have reached Meta and the answer is unknown (timeout after connecting,
    /// connection reset after writing, a 2xx answer without a readable wamid). Never retry
    /// blindly: resolve with status webhooks by `biz_opaque_callback_data` (`docs/sending.md#in-doubt-requests`).
    #[error("the request may have reached Meta, but no answer could be read: {0}")]
    InDoubt(TransportFailure),
    /// A 5xx or 429 answer without Meta's error object (e.g. an HTML 502 from Meta's edge).
    #[error("unexpected answer (HTTP {http_status}): {body_excerpt}")]
    Unexpected {
        /// The HTTP status.
        http_status: u16,
        /// The first bytes of the body, bounded, without the access token.
        body_excerpt: String,
    },
    /// Something on the network answered in Meta's place: a redirect or a 4xx without Meta's
    /// error object (a hotel Wi-Fi's login page, a company proxy's "blocked" page). Meta answers
    /// every refusal with its JSON error object and never redirects, so the request did not
    /// reach it: safe to send again once the network lets requests through.
    #[error("the network answered instead of Meta (HTTP {http_status}): {body_excerpt}")]
    NotMeta {
        /// The HTTP status.
        http_status: u16,
        /// The first bytes of the body, bounded, without the access token.
        body_excerpt: String,
    },
}

/// Why a send could not reach Meta at all: the state of the connection, not of the message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unreachable {
    /// The network failed before the request left (no connection, DNS, TLS, connect timeout).
    Network(TransportKind),
    /// Something on the network answered instead of Meta (a login page, a proxy's refusal).
    NotMeta {
        /// The status it answered with.
        http_status: u16,
    },
    /// Meta answered that its service is down for now (codes 2, 131016, 133004, or a bare
    /// 503): nothing was accepted. Alone it may be one unlucky request; several in a row
    /// mean Meta is down and the next message would meet the same.
    MetaDown {
        /// Meta's code; `None` for a bare 503.
        code: Option<i64>,
    },
}

/// Meta's codes for "the service is temporarily unavailable" (Meta's error-code table: 2
/// temporary downtime or overload, 131016 a service unavailable, 133004 server unavailable).
const SERVICE_DOWN_CODES: [i64; 3] = [2, 131016, 133004];

impl SendFailure {
    /// What to do about this failure. In-doubt answers are [`ErrorClass::InDoubt`], never a
    /// retryable class; not-sent ones are [`ErrorClass::Transient`].
    pub fn class(&self) -> ErrorClass {
        match self {
            SendFailure::Rejected { error, .. } => error.classify(),
            SendFailure::NotSent(_) => ErrorClass::Transient,
            SendFailure::InDoubt(_) => ErrorClass::InDoubt,
            SendFailure::Unexpected { http_status, .. } => {
                ErrorClass::from_http_status(*http_status)
            }
            SendFailure::NotMeta { .. } => ErrorClass::Transient,
        }
    }

    /// Meta's error, when Meta answered with one.
    pub fn meta_error(&self) -> Option<&MetaError> {
        match self {
            SendFailure::Rejected { error, .. } => Some(error),
            _ => None,
        }
    }

    /// Whether this failure says Meta cannot be reached from here (the network, something on
    /// it answering in Meta's place, or Meta's service down), and how. A request that could not even be built is not
    /// the network's doing and is `None`. A web page answered with a success status is also
    /// reported here, though the failure itself stays [`SendFailure::InDoubt`].
    pub fn unreachable(&self) -> Option<Unreachable> {
        match self {
            SendFailure::NotSent(t) if t.kind() != TransportKind::Build => {
                Some(Unreachable::Network(t.kind()))
            }
            SendFailure::InDoubt(t) if t.kind() == TransportKind::PageInsteadOfMeta => {
                Some(Unreachable::NotMeta { http_status: 200 })
            }
            SendFailure::NotMeta { http_status, .. } => Some(Unreachable::NotMeta {
                http_status: *http_status,
            }),
            SendFailure::Rejected { error, .. } if SERVICE_DOWN_CODES.contains(&error.code) => {
                Some(Unreachable::MetaDown {
                    code: Some(error.code),
                })
            }
            SendFailure::Unexpected {
                http_status: 503, ..
            } => Some(Unreachable::MetaDown { code: None }),
            _ => None,
        }
    }

    /// Whether the message may have gone out although no wamid came back.
    pub fn is_in_doubt(&self) -> bool {
        matches!(self, SendFailure::InDoubt(_))
    }

    /// Files a transport failure under the right variant.
    pub(crate) fn from_transport(failure: TransportFailure) -> SendFailure {
        match failure.reach() {
            Reach::NotSent => SendFailure::NotSent(failure),
            Reach::InDoubt => SendFailure::InDoubt(failure),
        }
    }
}

/// Why a Graph API call other than a send failed.
#[derive(Debug, Clone, thiserror::Error)]
pub enum GraphError {
    /// Meta answered with its error object.
    #[error("Meta refused the request (HTTP {http_status}): {error}")]
    Api {
        /// Meta's error; classify with [`MetaError::classify`]. Boxed to keep the `Result` small
        /// on the success path.
        error: Box<MetaError>,
        /// The HTTP status it came with (informational only).
        http_status: u16,
    },
    /// No usable answer; [`TransportFailure::reach`] says whether the request may have reached
    /// Meta.
    #[error("the request failed in transport: {0}")]
    Transport(TransportFailure),
    /// A non-2xx answer without Meta's error object.
    #[error("unexpected answer (HTTP {http_status}): {body_excerpt}")]
    Unexpected {
        /// The HTTP status.
        http_status: u16,
        /// The first bytes of the body, bounded, without the access token.
        body_excerpt: String,
    },
    /// A success answer whose content could not be read as `what`.
    #[error("could not read {what} from Meta's answer: {detail}")]
    Decode {
        /// What was being read ("template page", "phone number" …).
        what: &'static str,
        /// Why, without the access token.
        detail: String,
    },
    /// Cursor paging went wrong: a cursor came back twice, a next page had no cursor, or the
    /// page cap was reached. Stopping is safer than looping forever.
    #[error("paging through {what} stopped: {detail}")]
    Paging {
        /// What was being listed.
        what: &'static str,
        /// What went wrong.
        detail: String,
    },
}

impl GraphError {
    /// What to do about this failure, with the same rules as [`SendFailure::class`].
    pub fn class(&self) -> ErrorClass {
        match self {
            GraphError::Api { error, .. } => error.classify(),
            GraphError::Transport(failure) => match failure.reach() {
                Reach::NotSent => ErrorClass::Transient,
                Reach::InDoubt => ErrorClass::InDoubt,
            },
            GraphError::Unexpected { http_status, .. } => {
                ErrorClass::from_http_status(*http_status)
            }
            GraphError::Decode { .. } | GraphError::Paging { .. } => ErrorClass::Unknown,
        }
    }

    /// Meta's error, when Meta answered with one.
    pub fn meta_error(&self) -> Option<&MetaError> {
        match self {
            GraphError::Api { error, .. } => Some(error),
            _ => None,
        }
    }

    /// Meta's error when it is "Callback verification failed" (2200) after
    /// `override_callback`: Meta's GET verification against the URI did not succeed. Show it as
    /// "Meta could not verify your webhook URL: {error.explanation()}".
    pub fn callback_verification_failure(&self) -> Option<&MetaError> {
        self.meta_error()
            .filter(|error| error.is_callback_verification_failure())
    }
}
