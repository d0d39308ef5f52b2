//! Message rows: inserting, claiming for a send, recording what happened, reading back.
//!
//! Every state change is rank-guarded in SQL: `sent < delivered < read`, and `failed` only
//! from a message not yet delivered, so a late or repeated answer never moves a message back.
//!
//! This module owns the `messages` and `message_events` tables; its parts follow a message's
//! life: `insert` (added, then claimed for a send), `open` (what the dispatcher loads),
//! `transitions` (what the dispatcher decided), `statuses` (what Meta's webhooks said),
//! `events` (each row's history) and `views` (reading back). Here are the names they
//! share: a message's [`State`], its [`Lane`] and what a failure rests on.

use serde::Serialize;

mod events;
mod insert;
mod open;
mod shape;
mod statuses;
mod transitions;
mod views;

pub use events::{Event, events_of};
pub use insert::{Claim, Inserted, NewMessage, claim, insert, insert_many};
pub use open::{OpenRow, open_row, open_rows, open_rows_except, sending_to_in_doubt, shift_waits};
pub use shape::{Payload, Shape, Shapes};
pub use statuses::{
    MessageStatus, StatusEffect, StatusUpdate, apply_status, failed_status_applied,
};
pub use transitions::{Transition, apply, reopen_failed, set_batch_parked};
pub use views::{MessageView, counts, sent_at, view};

/// The states of a message still to be sent, as SQL. Written with OR, as the partial index
/// `messages_open` is (migration 0010): a query says it the same way to use that index.
pub(crate) const OPEN: &str =
    "(state = 'queued' OR state = 'sending' OR state = 'deferred' OR state = 'in_doubt')";

/// A message's state (`docs/sending.md#ledger`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum State {
    /// Waiting for a send slot.
    Queued,
    /// Claimed for a send: committed before the request leaves.
    Sending,
    /// Meta accepted it.
    Sent,
    /// Delivered to the phone.
    Delivered,
    /// Read.
    Read,
    /// Failed for good, with a reason.
    Failed,
    /// The request may have reached Meta; the answer is unknown.
    InDoubt,
    /// Waiting for a time: pair pacing, the tier, a retry, or a paused batch.
    Deferred,
    /// Cancelled before it was sent.
    Cancelled,
    /// Not sent on purpose (opted out, invalid).
    Skipped,
    /// Not sent because it could not leave within its time limit (`crate::expiry`).
    Expired,
}

impl State {
    /// The name stored in the ledger.
    pub fn as_str(self) -> &'static str {
        match self {
            State::Queued => "queued",
            State::Sending => "sending",
            State::Sent => "sent",
            State::Delivered => "delivered",
            State::Read => "read",
            State::Failed => "failed",
            State::InDoubt => "in_doubt",
            State::Deferred => "deferred",
            State::Cancelled => "cancelled",
            State::Skipped => "skipped",
            State::Expired => "expired",
        }
    }

    /// Reads a stored name.
    pub fn parse(text: &str) -> Option<State> {
        Some(match text {
            "queued" => State::Queued,
            "sending" => State::Sending,
            "sent" => State::Sent,
            "delivered" => State::Delivered,
            "read" => State::Read,
            "failed" => State::Failed,
            "in_doubt" => State::InDoubt,
            "deferred" => State::Deferred,
            "cancelled" => State::Cancelled,
            "skipped" => State::Skipped,
            "expired" => State::Expired,
            _ => return None,
        })
    }

    /// Whether the message is still Pacer's to send.
    pub fn is_open(self) -> bool {
        matches!(
            self,
            State::Queued | State::Sending | State::InDoubt | State::Deferred
        )
    }
}

/// What a failure rests on: Meta's code, or what Pacer itself saw. Pacer's own outcomes never
/// borrow a Meta code — Meta's code 0 is an authentication error, and a lost connection read
/// as one sent people to replace a token that was fine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FailureCause {
    /// Meta refused the message, with this code (an answer or a `failed` status).
    Meta(i64),
    /// Pacer's own outcome, without a Meta code.
    Pacer(FailureKind),
}

/// The kind of a failure, as stored (`messages.failure_kind`) and shown.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, serde::Deserialize,
)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum FailureKind {
    /// Meta refused the message; its code says why.
    Meta,
    /// The internet connection failed: the request never reached Meta. Only messages failed
    /// before Pacer held them through outages carry it (Pacer now waits for the connection).
    Network,
    /// Meta never answered, twice, and sent no status: delivery cannot be known.
    NoAnswer,
    /// Meta did not take the message and gave no reason Pacer can read: its servers kept
    /// answering with a bare error (a 5xx without Meta's error object), or a `failed` status
    /// came without an error.
    UnexpectedAnswer,
    /// Pacer could not build or read back the message.
    Internal,
}

impl FailureKind {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            FailureKind::Meta => "meta",
            FailureKind::Network => "network",
            FailureKind::NoAnswer => "no_answer",
            FailureKind::UnexpectedAnswer => "unexpected_answer",
            FailureKind::Internal => "internal",
        }
    }
}

impl FailureCause {
    /// The connection failed.
    pub const NETWORK: FailureCause = FailureCause::Pacer(FailureKind::Network);
    /// Meta never answered, twice.
    pub const NO_ANSWER: FailureCause = FailureCause::Pacer(FailureKind::NoAnswer);
    /// Meta gave no reason Pacer can read.
    pub const UNEXPECTED_ANSWER: FailureCause = FailureCause::Pacer(FailureKind::UnexpectedAnswer);
    /// Pacer could not prepare the message.
    pub const INTERNAL: FailureCause = FailureCause::Pacer(FailureKind::Internal);

    /// Its kind.
    pub fn kind(self) -> FailureKind {
        match self {
            FailureCause::Meta(_) => FailureKind::Meta,
            FailureCause::Pacer(kind) => kind,
        }
    }

    /// Meta's code, when Meta gave one.
    pub fn meta_code(self) -> Option<i64> {
        match self {
            FailureCause::Meta(code) => Some(code),
            FailureCause::Pacer(_) => None,
        }
    }

    /// Reads the stored kind and code back. Rows failed before kinds were stored have no kind:
    /// their code is Meta's.
    pub fn from_stored(kind: Option<&str>, code: Option<i64>) -> Option<FailureCause> {
        Some(match kind {
            Some("network") => FailureCause::NETWORK,
            Some("no_answer") => FailureCause::NO_ANSWER,
            Some("unexpected_answer") => FailureCause::UNEXPECTED_ANSWER,
            Some("internal") => FailureCause::INTERNAL,
            _ => FailureCause::Meta(code?),
        })
    }

    /// The kind shown beside a message in `state`, read from what is stored: only a failed
    /// message has one.
    pub fn shown_kind(state: State, kind: Option<&str>, code: Option<i64>) -> Option<FailureKind> {
        Self::from_stored(kind, code)
            .filter(|_| state == State::Failed)
            .map(FailureCause::kind)
    }
}

/// The two lanes (`docs/sending.md#lanes`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Lane {
    /// OTPs, alerts: strict priority.
    Express,
    /// Campaigns, invoices: every slot express leaves free.
    Bulk,
}

impl Lane {
    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Lane::Express => "express",
            Lane::Bulk => "bulk",
        }
    }

    fn parse(text: &str) -> Option<Lane> {
        match text {
            "express" => Some(Lane::Express),
            "bulk" => Some(Lane::Bulk),
            _ => None,
        }
    }
}

/// A stored name Pacer does not know is a damaged or foreign file, never a default: a
/// message read as the wrong state or lane would be sent, or counted, wrongly.
pub(crate) fn unknown_stored(what: &str, text: &str) -> rusqlite::types::FromSqlError {
    rusqlite::types::FromSqlError::Other(format!("unknown {what} {text:?} in the database").into())
}

impl rusqlite::types::FromSql for Lane {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        let text = value.as_str()?;
        Lane::parse(text).ok_or_else(|| unknown_stored("lane", text))
    }
}

impl rusqlite::types::FromSql for State {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        let text = value.as_str()?;
        State::parse(text).ok_or_else(|| unknown_stored("message state", text))
    }
}

#[cfg(test)]
mod tests {
    use super::{Lane, State};

    fn read<T: rusqlite::types::FromSql>(stored: &str) -> rusqlite::Result<T> {
        let conn = rusqlite::Connection::open_in_memory()?;
        conn.query_row("SELECT ?1", [stored], |r| r.get(0))
    }

    #[test]
    fn every_state_and_lane_reads_back_as_itself() {
        for state in [
            State::Queued,
            State::Sending,
            State::Sent,
            State::Delivered,
            State::Read,
            State::Failed,
            State::InDoubt,
            State::Deferred,
            State::Cancelled,
            State::Skipped,
            State::Expired,
        ] {
            assert_eq!(read::<State>(state.as_str()).ok(), Some(state));
        }
        for lane in [Lane::Express, Lane::Bulk] {
            assert_eq!(read::<Lane>(lane.as_str()).ok(), Some(lane));
        }
    }

    #[test]
    fn an_unknown_stored_name_is_an_error_not_a_default() {
        let error = read::<State>("posted").expect_err("no such state");
        assert!(
            error
                .to_string()
                .contains("unknown message state \"posted\""),
            "{error}"
        );
        let error = read::<Lane>("fast").expect_err("no such lane");
        assert!(
            error.to_string().contains("unknown lane \"fast\""),
            "{error}"
        );
    }
}
