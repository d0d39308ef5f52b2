//! Campaign reports (`docs/sending.md#reports`): what happened to every message of one campaign, read
//! from the ledger — the last step of the flow in `docs/sending.md#the-flow-of-one-message` ("ledger ─► reports, UI").
//!
//! A campaign's messages are the ledger rows whose `batch` is the campaign's id. [`report`]
//! gives the funnel, the failure reasons in plain words with what to do, one row per recipient,
//! the send and delivery rate per minute, the messages sent again after Meta did not answer, and
//! the estimated cost; [`history`] gives one message's full history. [`export_csv`] and
//! [`export_xlsx`] write the recipients and a summary for a spreadsheet, safe against formula
//! injection (a contact's name is whatever the imported file said).
//!
//! Everything is read in one pass over the batch's rows, on the caller's connection (a ledger
//! read), so a report is consistent with itself even while messages are still moving.
//!
//! The parts: `build` (the one pass), `recipients` (pages of rows), `cost`, `words` (plain
//! words for all of it), `model` (the types), [`export`], and `retarget` (the customers a
//! report names, for a new campaign's audience: [`chosen`]).

mod build;
mod cost;
pub mod export;
mod model;
mod recipients;
mod retarget;
mod words;

use rusqlite::Connection;

use crate::ledger::messages::{self, Event};

pub use build::{report, summary};
pub use cost::{CostEstimate, CostLine};
pub use export::{
    ExportError, escape_formula, export_csv, export_xlsx, file_stem, to_csv, to_xlsx,
};
pub use model::{FailureGroup, Funnel, MinutePoint, RecipientRow, Report, SkipGroup};
pub(crate) use recipients::like_escape;
pub use recipients::{
    MAX_RECIPIENT_PAGE, RecipientFilter, RecipientPage, RecipientQuery, recipients,
};
pub use retarget::{NOT_READ, chosen};
pub(crate) use words::row_reason;
pub use words::state_word;
/// One message's history, oldest first (every state change and every webhook status); empty
/// when there is no message with this key.
pub fn history(conn: &Connection, message_key: &str) -> rusqlite::Result<Vec<Event>> {
    messages::events_of(conn, message_key)
}
