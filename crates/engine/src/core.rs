//! The sending engine: what takes a message from the ledger to Meta at the limit's pace and
//! back to a final state — nothing here knows about spreadsheets, campaigns or HTTP listeners.

pub mod clock;
pub mod config;
pub mod connection;
pub mod dispatcher;
pub(crate) mod engine;
pub mod expiry;
pub mod ledger;
pub mod limiter;
pub mod numbers;
pub mod pacing;
pub mod phone;
pub mod reasons;
pub mod reconcile;
pub mod retry;
pub mod send_hours;
pub mod supervision;
pub mod tier;
pub mod webhook;
pub mod wire;
