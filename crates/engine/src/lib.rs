//! Pacer's engine: everything that sends, paces and accounts for messages, with no window.
//!
//! The flow is `DESIGN.md` §2: a message is committed to the [`ledger`] as `queued`; the
//! [`dispatcher`] picks it (express before bulk, [`pacing`] per recipient, the [`tier`]
//! budget), commits `sending`, takes a slot from the [`limiter`] and sends it with the Graph
//! client (`pacer-cloud`) on the [`wire`] thread; Meta's answer goes through the [`retry`] policy; status webhooks
//! arrive through the [`webhook`] receiver and move messages to delivered, read or failed; a
//! message whose answer was lost is sent once more only as [`reconcile`] allows; one that could
//! not leave within its time limit ends expired ([`expiry`]).
//! [`Engine`] ties it together; [`api`] is the local HTTP API; [`supervision`] watches the
//! parts that run on their own, so a panic in one is shown and never a silent stop. The engine
//! never depends on Tauri.

pub mod api;
pub mod campaigns;
pub mod clock;
pub mod config;
pub mod connection;
pub mod contacts;
pub mod dispatcher;
pub mod doors;
mod engine;
pub mod expiry;
pub mod import;
pub mod ledger;
pub mod limiter;
pub mod listener;
pub mod node;
pub mod pacing;
pub mod readable;
pub mod reasons;
pub mod reconcile;
pub mod reports;
pub mod retry;
pub mod supervision;
pub mod templates;
pub mod tier;
pub mod tunnel;
pub mod webhook;
pub mod wire;

pub use engine::{Engine, EngineError, Submission, Submitted};
pub use pacer_cloud as cloud;
