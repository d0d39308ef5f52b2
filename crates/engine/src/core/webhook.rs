//! Webhooks from Meta: the receiver that stores them and the applier that turns them into
//! message states (`docs/sending.md#webhooks`).

pub mod applier;
pub mod inbox;
pub mod retention;

use serde::{Deserialize, Serialize};

use crate::clock::Millis;

/// Whether Meta's webhooks are arriving: when the last one came, and how many wait to be
/// applied (a backlog after an outage drains in seconds).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct InboxSummary {
    /// When the latest webhook was stored (Unix ms); `None` before the first.
    pub last_received_at: Option<Millis>,
    /// Stored and not applied yet.
    pub waiting: u64,
}
