//! What a campaign's customers answered: how many replied (within a week of its message, or
//! to it directly), the reply rate among those it reached, and the template's quick-reply
//! buttons counted by what was tapped. The campaign report shows it.

use pacer_words::{Said, ids};
use rusqlite::{Connection, params};
use serde::{Deserialize, Serialize};

use super::list::ANSWER_WITHIN_MS;

/// The customers of batch `?1` who replied: an answer to its message (Meta named it), or any
/// message within `?2` ms of it. The report counts them and a retargeted audience
/// ([`replied_recipients`]) selects them: one definition for both.
const REPLIED: &str = "SELECT DISTINCT m.recipient FROM messages m
     JOIN inbound_messages i ON i.from_number = m.recipient
     WHERE m.batch = ?1 AND m.sent_at IS NOT NULL
       AND ((i.context_wamid IS NOT NULL AND i.context_wamid = m.wamid)
            OR (i.received_at >= m.sent_at AND i.received_at < m.sent_at + ?2))";

/// The quick-reply taps on batch `?1`'s messages (`i` the tap, `m` the message).
const TAPS: &str = "FROM inbound_messages i JOIN messages m ON m.wamid = i.context_wamid
     WHERE m.batch = ?1 AND i.kind IN ('button', 'interactive')";

/// A tapped button's words, as the report lists them.
const BUTTON: &str = "COALESCE(i.text, i.payload, '')";

/// The numbers of the customers of `batch` who replied, as [`campaign_replies`] counts them.
pub fn replied_recipients(conn: &Connection, batch: &str) -> rusqlite::Result<Vec<String>> {
    conn.prepare_cached(REPLIED)?
        .query_map(params![batch, ANSWER_WITHIN_MS], |r| r.get(0))?
        .collect()
}

/// The numbers of the customers of `batch` who tapped the button whose words are `button`
/// ([`ButtonTaps::button`]).
pub fn tapped_recipients(
    conn: &Connection,
    batch: &str,
    button: &str,
) -> rusqlite::Result<Vec<String>> {
    conn.prepare_cached(&format!(
        "SELECT DISTINCT m.recipient {TAPS} AND {BUTTON} = ?2"
    ))?
    .query_map(params![batch, button], |r| r.get(0))?
    .collect()
}

/// A campaign's replies.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CampaignReplies {
    /// Customers the campaign's message reached (delivered or read, or who answered it).
    pub reached: u64,
    /// Of its customers, those who wrote back within 7 days of its message or answered it.
    pub replied: u64,
    /// `replied` per hundred `reached`; `None` before anyone was reached.
    pub rate_percent: Option<f64>,
    /// Each quick-reply button tapped on the campaign's message, most tapped first.
    pub buttons: Vec<ButtonTaps>,
    /// The counts in one sentence.
    pub line: String,
    /// `line` as a catalogue message: the window shows it in the person's language.
    pub line_said: Said,
}

/// Taps of one quick-reply button.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ButtonTaps {
    /// The button's words.
    pub button: String,
    /// The payload the template gave it, when there is one.
    pub payload: Option<String>,
    /// Taps (a customer tapping twice counts twice).
    pub taps: u64,
}

/// The replies to the campaign whose ledger batch is `batch`.
pub fn campaign_replies(conn: &Connection, batch: &str) -> rusqlite::Result<CampaignReplies> {
    // A customer who answered has the message, whatever status Meta has told so far: they
    // count as reached too, so the rate never passes 100 %.
    let (reached, replied): (i64, i64) = conn
        .prepare_cached(&format!(
            "WITH replied AS ({REPLIED}),
             reached AS (
                SELECT recipient FROM messages WHERE batch = ?1 AND state IN ('delivered', 'read')
                UNION SELECT recipient FROM replied
             )
             SELECT (SELECT COUNT(*) FROM reached), (SELECT COUNT(*) FROM replied)"
        ))?
        .query_row(params![batch, ANSWER_WITHIN_MS], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })?;
    let buttons = conn
        .prepare_cached(&format!(
            "SELECT {BUTTON}, i.payload, COUNT(*) {TAPS} GROUP BY 1, 2 ORDER BY 3 DESC, 1"
        ))?
        .query_map([batch], |r| {
            Ok(ButtonTaps {
                button: r.get(0)?,
                payload: r.get(1)?,
                taps: u64::try_from(r.get::<_, i64>(2)?).unwrap_or(0),
            })
        })?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    let reached = u64::try_from(reached).unwrap_or(0);
    let replied = u64::try_from(replied).unwrap_or(0);
    let rate_percent = (reached > 0).then(|| replied as f64 * 100.0 / reached as f64);
    let line_said = Said::new(ids::INBOX_CAMPAIGN_REPLIES)
        .with("replied", replied)
        .with("reached", reached)
        .with("taps", buttons.iter().map(|b| b.taps).sum::<u64>());
    Ok(CampaignReplies {
        reached,
        replied,
        rate_percent,
        buttons,
        line: line_said.to_string(),
        line_said,
    })
}
