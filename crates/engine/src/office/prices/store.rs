//! The `rate_card` and `campaign_estimates` tables (`migrations/0013_prices.sql`): the one
//! card in use, and each campaign's estimate made at launch.

use rusqlite::{Connection, OptionalExtension, params};

use super::card::RateCard;
use super::estimate::Estimate;
use crate::clock::Millis;

fn json_error(e: serde_json::Error) -> rusqlite::Error {
    rusqlite::Error::ToSqlConversionFailure(Box::new(e))
}

/// The card in use, if one was loaded.
pub fn card(conn: &Connection) -> rusqlite::Result<Option<RateCard>> {
    let text: Option<String> = conn
        .query_row("SELECT card FROM rate_card WHERE id = 1", [], |r| r.get(0))
        .optional()?;
    // A card this build cannot read (written by a newer Pacer) counts as none: the cost is
    // then "unknown", never wrong.
    Ok(text.and_then(|t| serde_json::from_str(&t).ok()))
}

/// Puts `card` in use, replacing the one before.
pub fn put_card(conn: &Connection, card: &RateCard, now: Millis) -> rusqlite::Result<()> {
    let text = serde_json::to_string(card).map_err(json_error)?;
    conn.execute(
        "INSERT INTO rate_card (id, card, loaded_at) VALUES (1, ?1, ?2)
         ON CONFLICT (id) DO UPDATE SET card = excluded.card, loaded_at = excluded.loaded_at",
        params![text, now],
    )?;
    Ok(())
}

/// Puts `card` in use only when none is: how the prices typed in Settings before cards had
/// markets are carried over without replacing a card loaded since. Whether it was put.
pub fn adopt_card(conn: &Connection, card: &RateCard, now: Millis) -> rusqlite::Result<bool> {
    let text = serde_json::to_string(card).map_err(json_error)?;
    Ok(conn.execute(
        "INSERT OR IGNORE INTO rate_card (id, card, loaded_at) VALUES (1, ?1, ?2)",
        params![text, now],
    )? == 1)
}

/// The estimate of `campaign` made at its launch.
pub fn estimate_at_launch(conn: &Connection, campaign: &str) -> rusqlite::Result<Option<Estimate>> {
    let text: Option<String> = conn
        .query_row(
            "SELECT estimate FROM campaign_estimates WHERE campaign = ?1",
            params![campaign],
            |r| r.get(0),
        )
        .optional()?;
    Ok(text.and_then(|t| serde_json::from_str(&t).ok()))
}

/// Keeps `campaign`'s estimate made at launch for the report. A launch run again (after a
/// crash or a pause) replaces it: it is the same campaign, maybe with more recipients queued.
pub fn keep_estimate(
    conn: &Connection,
    campaign: &str,
    made: &Estimate,
    now: Millis,
) -> rusqlite::Result<()> {
    let text = serde_json::to_string(made).map_err(json_error)?;
    conn.execute(
        "INSERT INTO campaign_estimates (campaign, estimate, made_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (campaign) DO UPDATE SET estimate = excluded.estimate, made_at = excluded.made_at",
        params![campaign, text, now],
    )?;
    Ok(())
}
