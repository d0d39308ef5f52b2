//! The soak's verdict: Pacer's ledger against what the local API accepted and against the
//! simulator's own record, message by message.
//!
//! - *final*: every message in the ledger is delivered, read, failed, skipped or cancelled;
//! - *lost*: every id the local API answered with, and every customer of every campaign's
//!   list, has a row in the ledger;
//! - *duplicates*: the simulator accepted no message twice (same `biz_opaque_callback_data`, or
//!   same recipient and content), and no idempotency key was answered with two ids;
//! - *limit*: the simulator never saw more than the limit in any sliding second (requests,
//!   retries included), and refused nothing for throughput (130429) or pair rate (131056);
//! - *statuses*: each message's final state (and error code) in the ledger is exactly what
//!   the simulator decided for it: its last planned status if Meta accepted it, `failed` with
//!   Meta's code if Meta refused every attempt, and never sent if Meta never saw it.
//!
//! The limit is measured in `limit.rs`; the figures and their table are `figures.rs`.

mod figures;
mod limit;

use std::collections::HashMap;
use std::io::BufRead;
use std::path::Path;

use pacer_engine::ledger::Ledger;
use pacer_sim::log::{LogRecord, SendRecord};
use pacer_sim::{CheckReport, MessageRecord};

use super::load::Submitted;
use super::simulator::Pause;

pub use figures::Figures;
use limit::{Handled, limit};

/// One message as the ledger has it at the end.
#[derive(Debug, Clone)]
pub struct Row {
    key: String,
    idempotency_key: Option<String>,
    batch: Option<String>,
    lane: String,
    state: String,
    error_code: Option<i64>,
    resent: bool,
}

/// Reads every message of the ledger (Pacer must be stopped).
pub fn read_ledger(db: &Path) -> anyhow::Result<(Vec<Row>, u64)> {
    let ledger = Ledger::open(db)?;
    let rows = ledger.read_now(|c| {
        c.prepare(
            "SELECT key, idempotency_key, batch, lane, state, error_code, resent_after_no_answer
               FROM messages ORDER BY id",
        )?
        .query_map([], |r| {
            Ok(Row {
                key: r.get(0)?,
                idempotency_key: r.get(1)?,
                batch: r.get(2)?,
                lane: r.get(3)?,
                state: r.get(4)?,
                error_code: r.get(5)?,
                resent: r.get::<_, i64>(6)? > 0,
            })
        })?
        .collect::<Result<Vec<_>, _>>()
    })?;
    let in_doubt: i64 = ledger.read_now(|c| {
        c.query_row(
            "SELECT COUNT(DISTINCT message_id) FROM message_events WHERE state = 'in_doubt'",
            [],
            |r| r.get(0),
        )
    })?;
    ledger.close();
    Ok((rows, u64::try_from(in_doubt).unwrap_or(0)))
}

/// Callback data → the last refusal's Meta code.
type Refusals = HashMap<String, Option<i64>>;

/// Every send the simulator refused, by callback data (the last refusal's Meta code, `None`
/// for a bare 5xx without Meta's body), and every send request in the order handled.
fn read_sends(log: &Path) -> anyhow::Result<(Refusals, Vec<Handled>)> {
    let mut refused = HashMap::new();
    let mut handled = Vec::new();
    let file = std::io::BufReader::new(std::fs::File::open(log)?);
    for line in file.lines() {
        if let Ok(LogRecord::Send(SendRecord {
            t_us,
            accepted,
            callback_data,
            code,
            ..
        })) = serde_json::from_str::<LogRecord>(&line?)
        {
            handled.push((t_us, accepted, code));
            if let (false, Some(key)) = (accepted, callback_data) {
                refused.insert(key, code);
            }
        }
    }
    handled.sort_by_key(|h| h.0);
    Ok((refused, handled))
}

const FINAL: &[&str] = &[
    "delivered",
    "read",
    "failed",
    "skipped",
    "cancelled",
    "expired",
];

/// What the simulator says a message's final state must be.
fn expected(
    key: &str,
    accepted: &HashMap<&str, Vec<&MessageRecord>>,
    refused: &Refusals,
) -> Result<(String, Option<i64>), String> {
    match accepted.get(key).map(Vec::as_slice) {
        Some([one]) => {
            let planned = one.planned_final().unwrap_or("none");
            if one.acknowledged_final() != Some(planned) {
                return Err(format!(
                    "Meta's {planned} for it was never acknowledged by the receiver (acknowledged: {:?})",
                    one.acknowledged
                ));
            }
            Ok((planned.to_owned(), one.failure_code))
        }
        Some(several) if several.len() > 1 => {
            Err(format!("Meta accepted it {} times", several.len()))
        }
        _ => match refused.get(key) {
            Some(code) => Ok(("failed".into(), *code)),
            None => Ok(("never sent".into(), None)),
        },
    }
}

/// Compares everything; fills the figures and the violations.
#[allow(clippy::too_many_arguments)]
pub fn judge(
    figures: &mut Figures,
    rows: &[Row],
    in_doubt: u64,
    records: &[MessageRecord],
    report: &CheckReport,
    sim_log: &Path,
    pauses: &[Pause],
    submitted: &Submitted,
) -> anyhow::Result<()> {
    let (refused, handled) = read_sends(sim_log)?;
    let mut accepted: HashMap<&str, Vec<&MessageRecord>> = HashMap::new();
    for record in records {
        if let Some(key) = record.callback_data.as_deref() {
            accepted.entry(key).or_default().push(record);
        }
    }
    figures.otps = submitted.otps;
    figures.bulk = submitted.bulk;
    figures.campaigns = submitted.campaigns.len();
    figures.campaign_recipients = submitted.campaigns.iter().map(|c| c.recipients).sum();
    figures.repeats = submitted.repeats;
    figures.messages = rows.len();
    figures.in_doubt = in_doubt;
    figures.resent_after_no_answer = rows.iter().filter(|r| r.resent).count();
    for row in rows {
        *figures.by_state.entry(row.state.clone()).or_default() += 1;
    }
    let open: Vec<&Row> = rows
        .iter()
        .filter(|r| !FINAL.contains(&r.state.as_str()))
        .collect();
    figures.not_final = open.len();
    let v = &mut figures.violations;
    if !open.is_empty() {
        v.push(format!(
            "{} messages are not final, e.g. {}",
            open.len(),
            open.iter()
                .take(5)
                .map(|r| format!("{} ({})", r.key, r.state))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }

    // Lost: every id the API answered with, and every campaign customer.
    let by_key: HashMap<&str, &Row> = rows.iter().map(|r| (r.key.as_str(), r)).collect();
    let missing_ids: Vec<&str> = submitted
        .ids
        .values()
        .map(String::as_str)
        .filter(|id| !by_key.contains_key(id))
        .collect();
    let mut per_campaign: HashMap<&str, usize> = HashMap::new();
    for row in rows {
        if let Some(batch) = row.batch.as_deref() {
            *per_campaign.entry(batch).or_default() += 1;
        }
    }
    let mut missing = missing_ids.len();
    if !missing_ids.is_empty() {
        v.push(format!(
            "{} messages the local API accepted are not in the ledger, e.g. {:?}",
            missing_ids.len(),
            &missing_ids[..missing_ids.len().min(5)]
        ));
    }
    for campaign in &submitted.campaigns {
        let rows = per_campaign.get(campaign.id.as_str()).copied().unwrap_or(0);
        if rows != campaign.recipients {
            missing += campaign.recipients.saturating_sub(rows);
            v.push(format!(
                "campaign {} ({}) has {rows} messages for {} customers",
                campaign.name, campaign.id, campaign.recipients
            ));
        }
    }
    figures.missing = missing;
    let api_keys = rows.iter().filter(|r| r.idempotency_key.is_some()).count();
    let expected_keyed = submitted.ids.len() + figures.campaign_recipients;
    if api_keys < expected_keyed {
        v.push(format!(
            "the ledger holds {api_keys} keyed messages, fewer than the {expected_keyed} accepted"
        ));
    }

    // Duplicates.
    figures.duplicates = report.duplicates_same_callback_data + report.duplicates_same_content;
    if figures.duplicates > 0 {
        v.push(format!(
            "Meta received messages twice: {} with the same callback data, {} with the same recipient and content",
            report.duplicates_same_callback_data, report.duplicates_same_content
        ));
    }
    figures.idempotency_problems = submitted.idempotency_problems.len();
    for problem in submitted.idempotency_problems.iter().take(5) {
        v.push(problem.clone());
    }
    for error in submitted.driver_errors.iter().take(5) {
        v.push(format!("the soak's own request failed: {error}"));
    }

    // The limit.
    figures.mps_limit = report.mps_limit.unwrap_or(0);
    figures.max_accepted_in_one_second = report.max_accepted_in_one_second;
    figures.max_requests_in_one_second = report.max_requests_in_one_second;
    figures.throttled = report.rejected_by_code.get(&130429).copied().unwrap_or(0);
    figures.pair_limit_refusals = report.pair_limit_violations;
    figures.pair_rule_breaches = report.pair_spacing_breaches;
    figures.faults = report.faults.clone();
    figures.webhook_posts = report.webhook_posts;
    figures.webhook_failures = report.webhook_failures;
    if let Some(mps) = report.mps_limit {
        let mps = u64::from(mps);
        figures.limit = limit(&handled, pauses, mps, figures.time_scale);
        let l = &figures.limit;
        if l.max_requests > mps {
            v.push(format!(
                "Pacer sent {} requests in one second, over the limit of {mps}",
                l.max_requests
            ));
        }
        if l.throttled > 0 {
            v.push(format!(
                "{} requests went over the throughput limit (130429) that no pause of the simulator explains",
                l.throttled
            ));
        }
        for over in &l.over {
            v.push(format!("  over the limit: {over}"));
        }
    }
    if report.pair_limit_violations > 0 || report.pair_spacing_breaches > 0 {
        v.push(format!(
            "the pair limit was broken: {} refusals (131056), {} messages closer than Meta's rule",
            report.pair_limit_violations, report.pair_spacing_breaches
        ));
    }

    // Final statuses, message by message.
    let mut differences = Vec::new();
    for row in rows {
        let outcome = expected(&row.key, &accepted, &refused);
        let equal = match &outcome {
            // Expired: it could not leave within its time limit (Meta refused every try, or
            // failed the one it took and the retry came too late), so no copy was delivered.
            Ok((state, _)) if row.state == "expired" => state == "never sent" || state == "failed",
            Ok((state, code)) if state == "never sent" => {
                matches!(row.state.as_str(), "skipped" | "cancelled") && code.is_none()
            }
            Ok((state, code)) => {
                *state == row.state
                    && (state != "failed" || code.is_none() || *code == row.error_code)
            }
            Err(_) => false,
        };
        if equal {
            figures.statuses_equal += 1;
        } else {
            figures.statuses_different += 1;
            if differences.len() < 10 {
                let sim = match outcome {
                    Ok((state, Some(code))) => format!("{state} ({code})"),
                    Ok((state, None)) => state,
                    Err(why) => why,
                };
                differences.push(format!(
                    "{} ({} lane{}): Pacer {}{}, simulator {sim}",
                    row.key,
                    row.lane,
                    row.batch
                        .as_deref()
                        .map(|b| format!(", batch {b}"))
                        .unwrap_or_default(),
                    row.state,
                    row.error_code
                        .map(|c| format!(" ({c})"))
                        .unwrap_or_default()
                ));
            }
        }
    }
    let unknown: Vec<&str> = accepted
        .keys()
        .copied()
        .filter(|k| !by_key.contains_key(k))
        .collect();
    if !unknown.is_empty() {
        figures.statuses_different += unknown.len();
        differences.push(format!(
            "Meta accepted {} messages the ledger does not have, e.g. {:?}",
            unknown.len(),
            &unknown[..unknown.len().min(3)]
        ));
    }
    if figures.statuses_different > 0 {
        v.push(format!(
            "{} messages end differently in Pacer and in the simulator",
            figures.statuses_different
        ));
    }
    figures.first_differences = differences;
    Ok(())
}
