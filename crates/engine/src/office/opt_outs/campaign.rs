//! What a campaign has to do with opt-outs: its customers it was not sent to because they had
//! opted out, and the opt-outs it caused — its customers who stopped marketing (any way)
//! within 7 days after its message reached them.

use pacer_words::{Said, ids};
use rusqlite::types::Value as SqlValue;
use rusqlite::{Connection, OptionalExtension};
use serde::{Deserialize, Serialize};

use crate::audiences::Selection;
use crate::clock::Millis;

/// How long after a campaign's message reached a customer their stop still counts as caused
/// by it.
pub const CAUSED_WITHIN_MS: Millis = 7 * 24 * 60 * 60 * 1000;

/// Meta stamps a customer's reply and choices in whole seconds, Pacer its delivery times in
/// milliseconds: a STOP in the very second the message arrived can read up to a second
/// "before" it, and still came after it.
const SAME_SECOND_MS: Millis = 1_000;

/// A campaign's opt-out counts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CampaignOptOuts {
    /// Customers of the campaign not sent it because they had opted out: left out at launch
    /// (its audience, opted out when it was launched) or skipped when their message's turn
    /// came.
    pub skipped: u64,
    /// Customers whose stop came within 7 days after the campaign's message reached them.
    pub caused: u64,
    /// Both in one sentence.
    pub line: String,
    /// `line` as a catalogue message.
    pub line_said: Said,
}

/// The opt-out counts of the campaign (the ledger's `batch`) `batch`.
pub fn campaign_opt_outs(conn: &Connection, batch: &str) -> rusqlite::Result<CampaignOptOuts> {
    let skipped_at_turn: i64 = conn
        .prepare_cached(
            "SELECT COUNT(*) FROM messages WHERE batch = ?1 AND state = 'skipped' AND error_text = ?2",
        )?
        .query_row(
            rusqlite::params![batch, Said::new(ids::REASON_SKIPPED_OPTED_OUT).to_string()],
            |r| r.get(0),
        )?;
    let skipped = skipped_at_turn.max(0) as u64 + left_out_at_launch(conn, batch)?;
    let caused: i64 = conn
        .prepare_cached(
            "SELECT COUNT(DISTINCT m.recipient) FROM messages m
             WHERE m.batch = ?1 AND COALESCE(m.delivered_at, m.read_at) IS NOT NULL
               AND EXISTS (SELECT 1 FROM marketing_choices h
                   WHERE h.recipient = m.recipient AND h.value = 'stop'
                     AND h.at > COALESCE(m.delivered_at, m.read_at) - ?3
                     AND h.at <= COALESCE(m.delivered_at, m.read_at) + ?2)",
        )?
        .query_row(
            rusqlite::params![batch, CAUSED_WITHIN_MS, SAME_SECOND_MS],
            |r| r.get(0),
        )?;
    let caused = caused.max(0) as u64;
    let line_said = Said::new(ids::OPT_OUTS_CAMPAIGN_LINE)
        .with("skipped", skipped)
        .with("caused", caused);
    Ok(CampaignOptOuts {
        skipped,
        caused,
        line: line_said.to_string(),
        line_said,
    })
}

/// Customers a marketing campaign left out at launch because they had opted out: the launch
/// queues no message for them, so they are its audience's contacts without a message in the
/// batch whose latest choice before the launch was a stop (read from the history, so a
/// customer who opted out later is not counted). The audience is read by the same selection
/// the launch used (`crate::audiences`), now: someone who joined its lists (or, for an
/// audience from a report, replied) after the launch and had stopped before it would count;
/// a utility campaign leaves nobody out.
fn left_out_at_launch(conn: &Connection, batch: &str) -> rusqlite::Result<u64> {
    let campaign: Option<(Option<Millis>, String, String)> = conn
        .prepare_cached(
            "SELECT launched_at, template_name, template_language FROM campaigns WHERE id = ?1",
        )?
        .query_row([batch], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?;
    let Some((Some(launched), name, language)) = campaign else {
        return Ok(0);
    };
    let marketing =
        crate::ledger::templates::categories(conn)?
            .into_iter()
            .any(|((n, l), category)| {
                n == name && l == language && category.eq_ignore_ascii_case("MARKETING")
            });
    if !marketing {
        return Ok(0);
    }
    // The audience as the launch read it: the same selection (`crate::audiences`).
    let Some(audience) = crate::campaigns::audience_of(conn, batch)? else {
        return Ok(0);
    };
    let selection = Selection::of(conn, &audience)?;
    let (batch_at, launched_at) = (selection.next(), selection.next() + 1);
    let mut values = selection.values().to_vec();
    values.push(SqlValue::Text(batch.to_owned()));
    values.push(SqlValue::Integer(launched));
    let count: i64 = conn.query_row(
        &format!(
            "SELECT COUNT(*) FROM contacts c
             WHERE ({}) AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.batch = ?{batch_at} AND m.recipient = c.phone)
               AND (SELECT h.value FROM marketing_choices h
                    WHERE h.recipient = c.phone AND h.at <= ?{launched_at}
                    ORDER BY h.at DESC, h.id DESC LIMIT 1) = 'stop'",
            selection.sql()
        ),
        rusqlite::params_from_iter(values),
        |r| r.get(0),
    )?;
    Ok(count.max(0) as u64)
}
