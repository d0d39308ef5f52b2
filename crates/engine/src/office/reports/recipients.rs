//! A campaign's recipients, one row per message: read in pages with a filter and a search
//! (the window's table), and the row itself, shared with the whole report.

use rusqlite::Connection;
use serde::Serialize;

use super::model::RecipientRow;
use super::words::row_reason;
use crate::ledger::messages::{FailureCause, State};
/// The columns [`recipient_row`] reads, in its order (`m` is `messages`, `c` its contact).
pub(super) const ROW_COLUMNS: &str =
    "m.key, m.recipient, c.name, m.state, m.sent_at, m.delivered_at, m.read_at, m.failed_at,
     m.error_code, m.error_text, m.defer_reason, m.attempts, m.resent_after_no_answer, m.wamid,
     m.failure_kind";

pub(super) fn recipient_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<RecipientRow> {
    let state: State = r.get(3)?;
    let error_text: Option<String> = r.get(9)?;
    let defer_reason: Option<String> = r.get(10)?;
    let (reason, reason_said) = row_reason(state, error_text, defer_reason.as_deref());
    Ok(RecipientRow {
        reason,
        reason_said,
        key: r.get(0)?,
        recipient: r.get(1)?,
        name: r.get(2)?,
        state,
        sent_at: r.get(4)?,
        delivered_at: r.get(5)?,
        read_at: r.get(6)?,
        failed_at: r.get(7)?,
        error_code: r.get(8)?,
        failure_kind: FailureCause::shown_kind(
            state,
            r.get::<_, Option<String>>(14)?.as_deref(),
            r.get(8)?,
        ),
        attempts: r.get(11)?,
        resent_after_no_answer: r.get::<_, i64>(12)? > 0,
        wamid: r.get(13)?,
    })
}

/// Which of a campaign's messages a recipients page shows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum RecipientFilter {
    /// Every message.
    #[default]
    All,
    /// Delivered or read.
    Delivered,
    /// Not final yet: queued, sending, waiting, checking with Meta, or sent and not delivered.
    Waiting,
    /// Failed for good.
    Failed,
    /// Not sent on purpose.
    Skipped,
    /// Cancelled before they were sent.
    Cancelled,
    /// Not sent within their time limit.
    Expired,
}

impl RecipientFilter {
    fn states(self) -> &'static [State] {
        match self {
            RecipientFilter::All => &[],
            RecipientFilter::Delivered => &[State::Delivered, State::Read],
            RecipientFilter::Waiting => &[
                State::Queued,
                State::Sending,
                State::Deferred,
                State::InDoubt,
                State::Sent,
            ],
            RecipientFilter::Failed => &[State::Failed],
            RecipientFilter::Skipped => &[State::Skipped],
            RecipientFilter::Cancelled => &[State::Cancelled],
            RecipientFilter::Expired => &[State::Expired],
        }
    }
}

/// A page of a campaign's recipients: a filter, a search, and where.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RecipientQuery {
    /// Which messages.
    pub filter: RecipientFilter,
    /// A number (any spelling: "0300 3000003" finds +923003000003) or part of a name; empty
    /// for all.
    pub text: String,
    /// Rows to skip.
    pub offset: u32,
    /// Rows at most (capped at 1,000).
    pub limit: u32,
}

/// Recipients matching a query, in the order they were queued.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RecipientPage {
    /// How many match in all.
    pub total: u64,
    /// The first row's position.
    pub offset: u32,
    /// The rows.
    pub rows: Vec<RecipientRow>,
}

/// The largest page [`recipients`] gives.
pub const MAX_RECIPIENT_PAGE: u32 = 1_000;

/// One page of a campaign's recipients ([`RecipientQuery`]).
pub fn recipients(
    conn: &Connection,
    batch: &str,
    query: &RecipientQuery,
) -> rusqlite::Result<RecipientPage> {
    let states: Vec<&str> = query.filter.states().iter().map(|s| s.as_str()).collect();
    let text = query.text.trim();
    // A local number without its leading zeros ("0300 3000003" → "3003000003").
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    let digits = digits.trim_start_matches('0');
    let mut filter = String::from("m.batch = ?1");
    let mut values: Vec<String> = vec![batch.to_owned()];
    if !states.is_empty() {
        let marks: Vec<String> = states
            .iter()
            .map(|state| {
                values.push((*state).to_owned());
                format!("?{}", values.len())
            })
            .collect();
        filter.push_str(&format!(" AND m.state IN ({})", marks.join(", ")));
    }
    if !text.is_empty() {
        values.push(format!("%{}%", like_escape(&text.to_lowercase())));
        let mut either = format!("lower(c.name) LIKE ?{} ESCAPE '\\'", values.len());
        if !digits.is_empty() {
            values.push(format!("%{digits}%"));
            either.push_str(&format!(" OR m.recipient LIKE ?{}", values.len()));
        }
        filter.push_str(&format!(" AND ({either})"));
    }
    let from =
        format!("FROM messages m LEFT JOIN contacts c ON c.phone = m.recipient WHERE {filter}");
    let total: i64 = conn.query_row(
        &format!("SELECT count(*) {from}"),
        rusqlite::params_from_iter(values.iter()),
        |r| r.get(0),
    )?;
    let limit = query.limit.min(MAX_RECIPIENT_PAGE);
    let mut statement = conn.prepare(&format!(
        "SELECT {ROW_COLUMNS} {from} ORDER BY m.id LIMIT {limit} OFFSET {}",
        query.offset
    ))?;
    let rows = statement
        .query_map(rusqlite::params_from_iter(values.iter()), recipient_row)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(RecipientPage {
        total: u64::try_from(total).unwrap_or(0),
        offset: query.offset,
        rows,
    })
}

/// `text` with LIKE's wildcards taken literally (escape character `\`).
pub(crate) fn like_escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}
