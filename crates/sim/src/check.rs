//! `pacer sim check LOG`: what a simulator run saw, read back from its log.
//!
//! The report answers the questions every scenario test and benchmark asks: how many messages
//! were accepted and refused (by code), the most accepted in any one-second window, whether
//! any recipient was paced too tightly, and whether anything was accepted twice.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::time::Duration;

use serde::Serialize;

use crate::SimError;
use crate::log::{Fault, LogRecord, SendRecord};
use crate::pacing::PairPacing;

/// What a run saw.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct CheckReport {
    /// The throughput limit in force (`None`: lifted).
    pub mps_limit: Option<u32>,
    /// Send requests.
    pub sends: u64,
    /// Messages accepted (Meta sent them).
    pub accepted: u64,
    /// Requests refused.
    pub rejected: u64,
    /// Refusals by Meta error code (0: a 5xx without a code).
    pub rejected_by_code: BTreeMap<i64, u64>,
    /// The most messages accepted in any sliding one-second window (simulated time).
    pub max_accepted_in_one_second: u64,
    /// Where that window starts, in simulated seconds since the start.
    pub busiest_second_at_s: f64,
    /// The most send requests (accepted or not) in any sliding one-second window.
    pub max_requests_in_one_second: u64,
    /// Requests refused with 131056: the sender broke the pair limit.
    pub pair_limit_violations: u64,
    /// Accepted messages that would have broken Meta's pair rule (1 per 6 s, burst 45) had
    /// the simulator not been enforcing it (non-zero only for runs with the pair limit lifted).
    pub pair_spacing_breaches: u64,
    /// Accepted messages with the same recipient and content as an earlier accepted one.
    pub duplicates_same_content: u64,
    /// Accepted messages with the same `biz_opaque_callback_data` as an earlier accepted one.
    pub duplicates_same_callback_data: u64,
    /// Injected faults by kind.
    pub faults: BTreeMap<String, u64>,
    /// Status updates acknowledged by the receiver, by status (repeats not counted).
    pub statuses: BTreeMap<String, u64>,
    /// Deliberate repeats of status updates.
    pub duplicate_statuses: u64,
    /// Status updates that had nowhere to go (no webhook URL).
    pub statuses_not_posted: u64,
    /// Webhook POST attempts, failed attempts, and POSTs given up.
    pub webhook_posts: u64,
    /// Webhook POST attempts the receiver did not answer with 200.
    pub webhook_failures: u64,
    /// Webhook POSTs given up after the retry period.
    pub webhooks_dropped: u64,
    /// Lines that were not valid log records.
    pub unreadable_lines: u64,
}

impl CheckReport {
    /// Reads a log file.
    pub fn from_log(path: &Path) -> Result<Self, SimError> {
        let file = std::fs::File::open(path).map_err(|e| {
            SimError::Config(format!("cannot open the log {}: {e}", path.display()))
        })?;
        Self::from_reader(BufReader::new(file))
    }

    /// Reads log lines.
    pub fn from_reader(reader: impl BufRead) -> Result<Self, SimError> {
        let mut report = CheckReport::default();
        let mut accepted_at: Vec<u64> = Vec::new();
        let mut requested_at: Vec<u64> = Vec::new();
        let mut contents: HashSet<(String, String)> = HashSet::new();
        let mut callbacks: HashSet<String> = HashSet::new();
        // Meta's pair rule, unless the run enforced other numbers.
        let mut pair = (Duration::from_secs(6), 45);
        let mut sends_by_recipient: HashMap<String, Vec<u64>> = HashMap::new();
        for line in reader.lines() {
            let line = line.map_err(SimError::Io)?;
            if line.trim().is_empty() {
                continue;
            }
            let Ok(record) = serde_json::from_str::<LogRecord>(&line) else {
                report.unreadable_lines += 1;
                continue;
            };
            match record {
                LogRecord::Start {
                    mps,
                    pair_period_s,
                    pair_burst,
                    ..
                } => {
                    report.mps_limit = mps;
                    if let (Some(period), Some(burst)) = (pair_period_s, pair_burst) {
                        pair = (Duration::try_from_secs_f64(period).unwrap_or(pair.0), burst);
                    }
                }
                LogRecord::Send(SendRecord {
                    t_us,
                    to,
                    accepted,
                    code,
                    callback_data,
                    content_hash,
                    fault,
                    ..
                }) => {
                    report.sends += 1;
                    requested_at.push(t_us);
                    if let Some(fault) = fault {
                        *report.faults.entry(fault_name(fault).into()).or_default() += 1;
                    }
                    if !accepted {
                        report.rejected += 1;
                        *report
                            .rejected_by_code
                            .entry(code.unwrap_or(0))
                            .or_default() += 1;
                        if code == Some(131056) {
                            report.pair_limit_violations += 1;
                        }
                        continue;
                    }
                    report.accepted += 1;
                    accepted_at.push(t_us);
                    if let (Some(to), Some(hash)) = (&to, content_hash)
                        && !contents.insert((to.clone(), hash))
                    {
                        report.duplicates_same_content += 1;
                    }
                    if let Some(data) = callback_data
                        && !callbacks.insert(data)
                    {
                        report.duplicates_same_callback_data += 1;
                    }
                    if let Some(to) = to {
                        sends_by_recipient.entry(to).or_default().push(t_us);
                    }
                }
                LogRecord::WebhookPost { url: None, .. } => {}
                LogRecord::WebhookPost {
                    http_status,
                    dropped,
                    ..
                } => {
                    report.webhook_posts += 1;
                    if http_status != Some(200) {
                        report.webhook_failures += 1;
                    }
                    if dropped {
                        report.webhooks_dropped += 1;
                    }
                }
                LogRecord::Status { posted: false, .. } => report.statuses_not_posted += 1,
                LogRecord::Status {
                    status, duplicate, ..
                } => {
                    if duplicate {
                        report.duplicate_statuses += 1;
                    } else {
                        *report.statuses.entry(status).or_default() += 1;
                    }
                }
                _ => {}
            }
        }
        (
            report.max_accepted_in_one_second,
            report.busiest_second_at_s,
        ) = busiest_second(&mut accepted_at);
        (report.max_requests_in_one_second, _) = busiest_second(&mut requested_at);
        let mut pacing = PairPacing::new(pair.0, pair.1);
        for (to, mut times) in sends_by_recipient {
            times.sort_unstable();
            for t in times {
                let at = Duration::from_micros(t);
                if pacing.check(&to, at).is_err() {
                    report.pair_spacing_breaches += 1;
                }
                pacing.record(&to, at);
            }
        }
        Ok(report)
    }

    /// What breaks Meta's rules or Pacer's promises, in plain words; empty when nothing does.
    pub fn problems(&self) -> Vec<String> {
        let mut problems = Vec::new();
        if let Some(limit) = self.mps_limit
            && self.max_accepted_in_one_second > u64::from(limit)
        {
            problems.push(format!(
                "{} messages were accepted in one second, over the limit of {limit}",
                self.max_accepted_in_one_second
            ));
        }
        let throttled = self.rejected_by_code.get(&130429).copied().unwrap_or(0);
        if throttled > 0 {
            problems.push(format!(
                "{throttled} requests went over the throughput limit (130429)"
            ));
        }
        if self.pair_limit_violations > 0 {
            problems.push(format!(
                "{} requests broke the pair limit (131056)",
                self.pair_limit_violations
            ));
        }
        if self.pair_spacing_breaches > 0 {
            problems.push(format!(
                "{} messages reached a recipient faster than Meta's pair rule allows",
                self.pair_spacing_breaches
            ));
        }
        if self.duplicates_same_content > 0 || self.duplicates_same_callback_data > 0 {
            problems.push(format!(
                "messages sent twice: {} with the same recipient and content, {} with the same callback data",
                self.duplicates_same_content, self.duplicates_same_callback_data
            ));
        }
        problems
    }
}

/// The most events in any sliding second, and where that second starts (seconds).
fn busiest_second(times: &mut [u64]) -> (u64, f64) {
    times.sort_unstable();
    let (mut best, mut at, mut left) = (0u64, 0.0, 0);
    for right in 0..times.len() {
        while times[left] + 1_000_000 <= times[right] {
            left += 1;
        }
        let count = (right - left + 1) as u64;
        if count > best {
            best = count;
            at = times[left] as f64 / 1e6;
        }
    }
    (best, at)
}

fn fault_name(fault: Fault) -> &'static str {
    match fault {
        Fault::ServerError => "server error (5xx, not sent)",
        Fault::TimeoutAfterAccept => "timeout after accepting",
        Fault::ResetAfterAccept => "reset after accepting",
        Fault::Outage => "outage (503, not sent)",
        Fault::LatencySpike => "latency spike",
    }
}

impl fmt::Display for CheckReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let limit = self
            .mps_limit
            .map_or("no limit".to_owned(), |l| format!("limit {l}"));
        writeln!(f, "{:<46}{:>10}", "send requests", self.sends)?;
        writeln!(f, "{:<46}{:>10}", "accepted", self.accepted)?;
        writeln!(f, "{:<46}{:>10}", "refused", self.rejected)?;
        for (code, count) in &self.rejected_by_code {
            let name = if *code == 0 {
                "5xx without a code".to_owned()
            } else {
                format!("code {code}")
            };
            writeln!(f, "{:<46}{:>10}", format!("  {name}"), count)?;
        }
        writeln!(
            f,
            "{:<46}{:>10}   ({limit}, at {:.3} s)",
            "most accepted in any 1 s", self.max_accepted_in_one_second, self.busiest_second_at_s
        )?;
        writeln!(
            f,
            "{:<46}{:>10}",
            "pair-limit violations (131056)", self.pair_limit_violations
        )?;
        writeln!(
            f,
            "{:<46}{:>10}",
            "pair-rule breaches among accepted", self.pair_spacing_breaches
        )?;
        writeln!(
            f,
            "{:<46}{:>10}",
            "duplicates (same recipient + content)", self.duplicates_same_content
        )?;
        writeln!(
            f,
            "{:<46}{:>10}",
            "duplicates (same callback data)", self.duplicates_same_callback_data
        )?;
        for (fault, count) in &self.faults {
            writeln!(f, "{:<46}{:>10}", format!("fault: {fault}"), count)?;
        }
        for (status, count) in &self.statuses {
            writeln!(
                f,
                "{:<46}{:>10}",
                format!("status {status} acknowledged"),
                count
            )?;
        }
        writeln!(
            f,
            "{:<46}{:>10}",
            "repeated statuses (deliberate duplicates)", self.duplicate_statuses
        )?;
        if self.statuses_not_posted > 0 {
            writeln!(
                f,
                "{:<46}{:>10}   (no webhook URL)",
                "statuses not posted", self.statuses_not_posted
            )?;
        }
        writeln!(
            f,
            "{:<46}{:>10}   ({} not answered with 200, {} given up)",
            "webhook POSTs", self.webhook_posts, self.webhook_failures, self.webhooks_dropped
        )?;
        if self.unreadable_lines > 0 {
            writeln!(
                f,
                "{:<46}{:>10}",
                "unreadable log lines", self.unreadable_lines
            )?;
        }
        Ok(())
    }
}
