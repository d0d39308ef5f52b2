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

use std::collections::{BTreeMap, HashMap};
use std::io::BufRead;
use std::path::Path;

use pacer_engine::ledger::Ledger;
use pacer_sim::log::{LogRecord, SendRecord};
use pacer_sim::{CheckReport, MessageRecord};
use serde::Serialize;

use super::load::Submitted;
use super::simulator::Pause;

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

/// A send request as the simulator handled it: when (simulated µs), accepted, its code.
type Handled = (u64, bool, Option<i64>);

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

/// The limit, measured fairly: a request the simulator handled just after its own thread was
/// paused may have arrived any time during the pause, so it is not counted in a second that
/// starts after the pause began. What remains is what Pacer certainly sent in that second.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Limit {
    /// Most requests handled in any sliding second (raw).
    pub max_requests_raw: u64,
    /// Most requests Pacer certainly sent in any sliding second.
    pub max_requests: u64,
    /// 130429 answers (raw).
    pub throttled_raw: u64,
    /// 130429 answers that a pause of the simulator does not explain.
    pub throttled: u64,
    /// Pauses of the simulator's thread of 20 ms or more (real time), and the longest (ms).
    pub pauses_20ms: usize,
    /// The longest pause, in real milliseconds.
    pub longest_pause_ms: f64,
    /// Where Pacer certainly went over, in words (the first few).
    pub over: Vec<String>,
}

/// Earliest simulated time (µs) each handled request may have arrived: a request handled
/// within a pause's length of its end may have been waiting since the pause began.
fn earliest(handled: &[Handled], pauses: &[Pause]) -> Vec<u64> {
    let micros = |s: f64| (s.max(0.0) * 1e6) as u64;
    let mut early: Vec<u64> = handled.iter().map(|h| h.0).collect();
    for pause in pauses {
        let from = micros(pause.end_s - pause.length_s);
        let to = micros(pause.end_s + pause.length_s);
        let since = micros(pause.end_s - 2.0 * pause.length_s);
        let first = handled.partition_point(|h| h.0 < from);
        for (h, e) in handled[first..].iter().zip(&mut early[first..]) {
            if h.0 > to {
                break;
            }
            *e = (*e).min(since);
        }
    }
    early
}

/// Measures the limit from the simulator's log and its pauses.
pub fn limit(handled: &[Handled], pauses: &[Pause], limit: u64, time_scale: f64) -> Limit {
    const SECOND: u64 = 1_000_000;
    let early = earliest(handled, pauses);
    let mut out = Limit {
        pauses_20ms: pauses
            .iter()
            .filter(|p| p.length_s * time_scale >= 0.020)
            .count(),
        longest_pause_ms: pauses
            .iter()
            .map(|p| p.length_s * time_scale * 1000.0)
            .fold(0.0, f64::max),
        ..Limit::default()
    };
    let mut right = 0;
    for (left, (w, ..)) in handled.iter().enumerate() {
        while right < handled.len() && handled[right].0 < w + SECOND {
            right += 1;
        }
        out.max_requests_raw = out.max_requests_raw.max((right - left) as u64);
        let certain = (left..right).filter(|&j| early[j] >= *w).count() as u64;
        out.max_requests = out.max_requests.max(certain);
        if certain > limit && out.over.len() < 5 {
            out.over.push(format!(
                "{certain} requests certainly sent in the second from {:.3} s (simulated; {} handled)",
                *w as f64 / 1e6,
                right - left
            ));
        }
    }
    // A 130429 means the simulator had already accepted the limit in the second before it.
    for (i, (t, _, code)) in handled.iter().enumerate() {
        if *code != Some(130429) {
            continue;
        }
        out.throttled_raw += 1;
        let from = t.saturating_sub(SECOND);
        let accepted = handled[..i]
            .iter()
            .zip(&early[..i])
            .rev()
            .take_while(|((at, ..), _)| *at > from)
            .filter(|((_, accepted, _), e)| *accepted && **e > from)
            .count() as u64;
        if accepted >= limit {
            out.throttled += 1;
            if out.over.len() < 10 {
                out.over.push(format!(
                    "130429 at {:.3} s (simulated): {accepted} accepted certainly in the second before",
                    *t as f64 / 1e6
                ));
            }
        }
    }
    out
}

/// What the chaos did.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Chaos {
    /// SIGKILLs of `pacer serve`.
    pub kills: u32,
    /// Starts of `pacer serve` (first start and restarts).
    pub starts: u32,
    /// Meta outages started, and their total simulated length in seconds.
    pub outages: u32,
    /// Simulated seconds of outage.
    pub outage_seconds: f64,
    /// Real and simulated seconds the webhook receiver was unreachable.
    pub receiver_down_s: f64,
    /// The same, in simulated time.
    pub receiver_down_sim_s: f64,
    /// Webhook POSTs answered 502 by the relay because Pacer was dead.
    pub webhook_posts_while_pacer_dead: u64,
    /// `pacer serve` exits the soak did not cause.
    pub crashes: Vec<String>,
    /// Panics in `pacer serve`'s log.
    pub panics: Vec<String>,
    /// Whether the last stop (SIGTERM) was clean.
    pub clean_stop: bool,
    /// Seconds from the end of the chaos until every message was final (`None`: never).
    pub drained_after_s: Option<f64>,
    /// What happened when, in the simulator's time (for reading its log).
    pub timeline: Vec<String>,
}

impl Chaos {
    /// Notes an event at the simulator's current time.
    pub fn log(&mut self, sim: &pacer_sim::SimHandle, what: &str) {
        self.timeline
            .push(format!("{:10.3} s  {what}", sim.sim_time().as_secs_f64()));
    }
}

/// The figures of a run.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Figures {
    /// Seed of the run.
    pub seed: u64,
    /// Seconds of chaos, and of the whole run.
    pub chaos_s: f64,
    /// Wall time of the whole run.
    pub wall_s: f64,
    /// Real seconds per simulated second.
    pub time_scale: f64,
    /// OTPs accepted by the local API.
    pub otps: usize,
    /// Bulk messages accepted by the local API in batches.
    pub bulk: usize,
    /// Campaigns launched and their customers.
    pub campaigns: usize,
    /// Customers in the campaigns' lists.
    pub campaign_recipients: usize,
    /// Requests sent again on purpose (a client retrying with the same idempotency key).
    pub repeats: usize,
    /// Messages in the ledger.
    pub messages: usize,
    /// By final state.
    pub by_state: BTreeMap<String, usize>,
    /// Rows not final at the end.
    pub not_final: usize,
    /// Accepted by the API (or in a campaign's list) but not in the ledger.
    pub missing: usize,
    /// Messages Meta accepted twice (same callback data) or same recipient and content twice.
    pub duplicates: u64,
    /// Idempotency keys answered with two ids, or repeats not recognised.
    pub idempotency_problems: usize,
    /// The simulator's limit.
    pub mps_limit: u32,
    /// The limit measured with the simulator's own pauses taken into account.
    pub limit: Limit,
    /// Most messages accepted in any sliding second.
    pub max_accepted_in_one_second: u64,
    /// Most requests (retries included) in any sliding second.
    pub max_requests_in_one_second: u64,
    /// 130429 answers.
    pub throttled: u64,
    /// 131056 answers.
    pub pair_limit_refusals: u64,
    /// Accepted messages closer than Meta's pair rule.
    pub pair_rule_breaches: u64,
    /// Faults the simulator injected, by kind.
    pub faults: BTreeMap<String, u64>,
    /// Webhook POST attempts and those not answered 200 (retried by the simulator).
    pub webhook_posts: u64,
    /// Webhook POST attempts that failed.
    pub webhook_failures: u64,
    /// Messages that were in doubt at some point.
    pub in_doubt: u64,
    /// Messages sent once more after no answer within the reconciliation window.
    pub resent_after_no_answer: usize,
    /// Messages whose final state equals the simulator's.
    pub statuses_equal: usize,
    /// Messages whose final state differs.
    pub statuses_different: usize,
    /// The first differences, in words.
    pub first_differences: Vec<String>,
    /// The chaos.
    pub chaos: Chaos,
    /// Every broken promise, in words; empty when the run passed.
    pub violations: Vec<String>,
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

fn n(value: impl Into<u64>) -> String {
    pacer_engine::numbers::thousands(value.into())
}

impl Figures {
    /// The proof table: one line per promise, with how it was checked and what was measured.
    pub fn table(&self) -> String {
        let c = &self.chaos;
        let total = self.messages as u64;
        let faults: Vec<String> = self
            .faults
            .iter()
            .map(|(kind, count)| format!("{kind} {}", n(*count)))
            .collect();
        let rows: Vec<(&str, String, String)> = vec![
            (
                "load",
                "OTPs (express) + API batches (bulk) + campaign customers".into(),
                format!(
                    "{} + {} + {} = {} messages in {:.0} s of chaos ({} repeats of a request)",
                    n(self.otps as u64),
                    n(self.bulk as u64),
                    n(self.campaign_recipients as u64),
                    n(total),
                    self.chaos_s,
                    n(self.repeats as u64)
                ),
            ),
            (
                "chaos",
                "SIGKILLs of pacer serve; Meta outages; receiver unreachable".into(),
                format!(
                    "{} kills ({} starts); {} outages ({:.0} s); receiver down {:.0} s ({:.0} s Meta time)",
                    c.kills, c.starts, c.outages, c.outage_seconds, c.receiver_down_s, c.receiver_down_sim_s
                ),
            ),
            (
                "faults",
                "injected by the simulator, by kind".into(),
                if faults.is_empty() { "none".into() } else { faults.join(", ") },
            ),
            (
                "every message final",
                "ledger rows not delivered/read/failed/skipped/cancelled/expired at the end".into(),
                format!(
                    "{} of {} (drained {} after the chaos)",
                    n(self.not_final as u64),
                    n(total),
                    c.drained_after_s
                        .map_or("never".into(), |s| format!("{s:.0} s"))
                ),
            ),
            (
                "nothing lost",
                "ids the API answered and campaign customers missing from the ledger".into(),
                n(self.missing as u64),
            ),
            (
                "nothing sent twice",
                "simulator: same callback data or same recipient+content accepted twice; keys answered twice".into(),
                format!("{} ({} idempotency problems)", n(self.duplicates), self.idempotency_problems),
            ),
            (
                "never over the limit",
                "most requests Pacer sent in any sliding second; 130429; 131056 (simulator's own pauses set apart)".into(),
                format!(
                    "{} of {}; {}; {}",
                    self.limit.max_requests,
                    self.mps_limit,
                    self.limit.throttled,
                    self.pair_limit_refusals
                ),
            ),
            (
                "  as the simulator handled them",
                "raw: most requests / accepted in any sliding second; 130429; its pauses ≥ 20 ms".into(),
                format!(
                    "{} / {}; {}; {} (longest {:.0} ms)",
                    self.limit.max_requests_raw,
                    self.max_accepted_in_one_second,
                    self.limit.throttled_raw,
                    self.limit.pauses_20ms,
                    self.limit.longest_pause_ms
                ),
            ),
            (
                "statuses exact",
                "each message's final state and code, ledger vs simulator".into(),
                format!(
                    "{} equal, {} different",
                    n(self.statuses_equal as u64),
                    n(self.statuses_different as u64)
                ),
            ),
            (
                "in doubt settled",
                "messages in doubt at some point; re-sent after no answer".into(),
                format!("{}; {}", n(self.in_doubt), n(self.resent_after_no_answer as u64)),
            ),
            (
                "webhooks retried",
                "webhook POSTs; not answered 200 (retried by Meta)".into(),
                format!("{}; {}", n(self.webhook_posts), n(self.webhook_failures)),
            ),
            (
                "no crash",
                "panics in pacer serve's log; exits not caused by the soak; clean SIGTERM".into(),
                format!(
                    "{}; {}; {}",
                    c.panics.len(),
                    c.crashes.len(),
                    if c.clean_stop { "yes" } else { "no" }
                ),
            ),
        ];
        let mut out = String::from("| promise | check | figure |\n|---|---|---|\n");
        for (promise, check, figure) in rows {
            out.push_str(&format!("| {promise} | {check} | {figure} |\n"));
        }
        out
    }
}
