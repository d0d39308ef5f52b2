//! The figures of a run and the proof table they print as.

use std::collections::BTreeMap;

use serde::Serialize;

use super::limit::Limit;
use crate::soak::chaos::Chaos;

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
