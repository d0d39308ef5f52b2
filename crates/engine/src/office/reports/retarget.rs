//! The customers of a campaign a report names, for a new campaign to them: who did not read,
//! whose message failed for a reason that can change, who replied, who tapped a button. Each is
//! read with the report's own definition (its funnel, its failure groups' "retry", its replies
//! and button taps), so the number the report shows is the number of people selected.

use rusqlite::{Connection, params};

use crate::audiences::Who;
use crate::ledger::messages::{FailureCause, State};
use crate::retry;

/// The states of a message that went out and was not read: the report's "sent" less its
/// "read" (a read message counts as sent, delivered and read).
pub const NOT_READ: [State; 2] = [State::Sent, State::Delivered];

/// The numbers (E.164) of `batch`'s customers that `who` names, each once, sorted.
pub fn chosen(conn: &Connection, batch: &str, who: &Who) -> rusqlite::Result<Vec<String>> {
    let mut phones: Vec<String> = match who {
        Who::NotRead => conn
            .prepare_cached(
                "SELECT recipient FROM messages WHERE batch = ?1 AND state IN (?2, ?3)",
            )?
            .query_map(
                params![batch, NOT_READ[0].as_str(), NOT_READ[1].as_str()],
                |r| r.get(0),
            )?
            .collect::<rusqlite::Result<_>>()?,
        Who::FailedCanChange => {
            let mut statement = conn.prepare_cached(
                "SELECT recipient, failure_kind, error_code FROM messages
                 WHERE batch = ?1 AND state = ?2",
            )?;
            let rows = statement.query_map(params![batch, State::Failed.as_str()], |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, Option<String>>(1)?,
                    r.get::<_, Option<i64>>(2)?,
                ))
            })?;
            let mut phones = Vec::new();
            for row in rows {
                let (phone, kind, code) = row?;
                // The failure group's `retryable`, message by message.
                if retry::worth_retrying(FailureCause::from_stored(kind.as_deref(), code)) {
                    phones.push(phone);
                }
            }
            phones
        }
        Who::Replied => crate::inbox::replied_recipients(conn, batch)?,
        Who::Tapped { button } => crate::inbox::tapped_recipients(conn, batch, button)?,
    };
    phones.sort();
    phones.dedup();
    Ok(phones)
}
