//! Transport failures, split by whether the request may have reached Meta.
//!
//! Meta has no idempotency key for `/messages` (`docs/meta-cloud-api.md#no-idempotency`). A failure before the request
//! left (connection refused, DNS, connect timeout, a request that could not be built) is safe
//! to retry; a failure after it may have been written (timeout while waiting, connection reset
//! or closed mid-exchange, an answer that cannot be read) is *in doubt*: Meta may have sent the
//! message. `docs/sending.md#in-doubt-requests` handles such rows by reconciling through
//! `biz_opaque_callback_data`, never by retrying blindly. When unsure, this module says in
//! doubt.

use std::error::Error as _;
use std::fmt;

/// Whether a failed request may have reached Meta.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reach {
    /// The request certainly did not reach Meta: safe to send again.
    NotSent,
    /// The request may have reached Meta (and, for a send, the message may have gone out).
    InDoubt,
}

/// What went wrong in the transport.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TransportKind {
    /// The request could not be built (e.g. an invalid MIME type); nothing was sent.
    Build,
    /// The host name could not be resolved.
    Dns,
    /// No connection could be opened (refused, unreachable, TLS handshake failed).
    Connect,
    /// Opening the connection took longer than the connect timeout.
    ConnectTimeout,
    /// The request timeout passed after the connection was open.
    Timeout,
    /// The connection was reset or closed after the request was (perhaps partly) written.
    ConnectionLost,
    /// The answer's status arrived but its body could not be read.
    BodyRead,
    /// The answer's body was larger than this client accepts.
    AnswerTooLarge,
    /// A success answer came back, but not one this client can read (no message id …).
    UnreadableAnswer,
    /// A success answer that is a web page, not Meta's JSON: something on the network (a
    /// login page) answered in Meta's place. In doubt all the same: no answer proves where the
    /// request went.
    PageInsteadOfMeta,
}

impl fmt::Display for TransportKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TransportKind::Build => "the request could not be built",
            TransportKind::Dns => "the host name could not be resolved",
            TransportKind::Connect => "could not connect",
            TransportKind::ConnectTimeout => "connecting timed out",
            TransportKind::Timeout => "no answer before the timeout",
            TransportKind::ConnectionLost => "the connection was lost",
            TransportKind::BodyRead => "the answer could not be read",
            TransportKind::AnswerTooLarge => "the answer was too large",
            TransportKind::UnreadableAnswer => "the answer could not be understood",
            TransportKind::PageInsteadOfMeta => "a web page answered instead of Meta",
        })
    }
}

/// A request that got no usable answer. The detail never contains the access token.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{kind}: {detail}")]
pub struct TransportFailure {
    reach: Reach,
    kind: TransportKind,
    detail: String,
}

impl TransportFailure {
    pub(crate) fn new(reach: Reach, kind: TransportKind, detail: String) -> Self {
        TransportFailure {
            reach,
            kind,
            detail,
        }
    }

    /// Whether the request may have reached Meta.
    pub fn reach(&self) -> Reach {
        self.reach
    }

    /// What went wrong.
    pub fn kind(&self) -> TransportKind {
        self.kind
    }

    /// The underlying error text, bounded and with the access token removed.
    pub fn detail(&self) -> &str {
        &self.detail
    }
}

/// Where the exchange was when reqwest failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stage {
    /// Building, connecting, writing the request, or waiting for the answer's head.
    Exchange,
    /// Reading the body of an answer whose status already arrived.
    ReadingBody,
}

/// Maps a reqwest error to a [`TransportFailure`]. `scrub` removes secrets from the text.
///
/// Only errors reqwest reports as builder or connect errors are [`Reach::NotSent`]: those
/// happen before a single byte of the request is written (TLS is part of connecting). A timeout
/// that is not a connect timeout, a reset, or anything unrecognised is [`Reach::InDoubt`].
pub(crate) fn from_reqwest(
    error: &reqwest::Error,
    stage: Stage,
    scrub: impl Fn(&str) -> String,
) -> TransportFailure {
    let detail = scrub(&error_chain(error));
    let (reach, kind) = match stage {
        Stage::ReadingBody if error.is_timeout() => (Reach::InDoubt, TransportKind::Timeout),
        Stage::ReadingBody => (Reach::InDoubt, TransportKind::BodyRead),
        Stage::Exchange if error.is_builder() => (Reach::NotSent, TransportKind::Build),
        Stage::Exchange if error.is_connect() => {
            if error.is_dns() {
                (Reach::NotSent, TransportKind::Dns)
            } else if error.is_timeout() {
                (Reach::NotSent, TransportKind::ConnectTimeout)
            } else {
                (Reach::NotSent, TransportKind::Connect)
            }
        }
        Stage::Exchange if error.is_timeout() => (Reach::InDoubt, TransportKind::Timeout),
        Stage::Exchange => (Reach::InDoubt, TransportKind::ConnectionLost),
    };
    TransportFailure::new(reach, kind, detail)
}

/// The error and all its sources, joined: reqwest's own text says little ("error sending
/// request"); the cause ("connection reset by peer") is in the chain.
fn error_chain(error: &reqwest::Error) -> String {
    let mut text = error.to_string();
    let mut source = error.source();
    while let Some(cause) = source {
        let cause_text = cause.to_string();
        if !text.contains(&cause_text) {
            text.push_str(": ");
            text.push_str(&cause_text);
        }
        source = cause.source();
    }
    text
}
