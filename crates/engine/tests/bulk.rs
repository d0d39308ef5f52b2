//! Scenario 1: a bulk run of over a thousand template messages at a fixed simulator limit.

mod support;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use pacer_engine::ledger::messages::{Lane, State};
use pacer_sim::{CheckReport, LogRecord, Tier};
use support::{Rig, recipients, sim_config, template};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bulk_run_reaches_the_limit_and_never_exceeds_it() -> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(200);
    sim.tier = Tier::Unlimited;
    let log = tempfile::tempdir()?;
    sim.log = Some(log.path().join("sim.jsonl"));
    let rig = Rig::start(sim, |_| {}).await;
    let ids = rig
        .submit(
            recipients(1_200, 0)
                .iter()
                .map(|to| template(to, Lane::Bulk, Some("run-1")))
                .collect(),
        )
        .await;
    assert_eq!(ids.len(), 1_200);
    rig.wait_settled(Duration::from_secs(120)).await;
    let sent = rig.count(State::Sent).await + rig.count(State::Delivered).await;
    assert_eq!(
        sent,
        1_200,
        "every message ends sent or delivered: {:?}",
        rig.counts().await
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    let report = CheckReport::from_log(&log.path().join("sim.jsonl"))?;
    assert_eq!(
        report.accepted, 1_200,
        "every recipient was accepted exactly once:\n{report}"
    );
    assert_eq!(
        report.duplicates_same_callback_data + report.duplicates_same_content,
        0,
        "nothing was sent twice:\n{report}"
    );
    assert_eq!(
        report.rejected_by_code.get(&130429),
        None,
        "Pacer never went over the limit (zero 130429):\n{report}"
    );
    assert!(
        report.max_accepted_in_one_second <= 200,
        "never more than the limit in any sliding second:\n{report}"
    );
    assert!(
        report.max_accepted_in_one_second >= 190,
        "and the limit was reached (≥ 95 % in the busiest second):\n{report}"
    );
    // Read by `make proof` (scripts/proof_table.py).
    eprintln!(
        "proof: 1,200 bulk messages at a limit of 200/s: at most {} accepted in any sliding second, 0 × 130429, 0 duplicates",
        report.max_accepted_in_one_second
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bulk_cap_leaves_the_rest_of_the_rate_free() -> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(100);
    sim.tier = Tier::Unlimited;
    let log = tempfile::tempdir()?;
    sim.log = Some(log.path().join("sim.jsonl"));
    let rig = Rig::start(sim, |c| c.bulk_cap = Some(0.5)).await;
    rig.submit(
        recipients(150, 0)
            .iter()
            .map(|to| template(to, Lane::Bulk, None))
            .collect(),
    )
    .await;
    rig.wait_settled(Duration::from_secs(60)).await;
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    let report = CheckReport::from_log(&log.path().join("sim.jsonl"))?;
    assert_eq!(report.accepted, 150);
    assert!(
        report.max_accepted_in_one_second <= 51,
        "with a bulk cap of 50 %, bulk uses at most half of 100 per second:\n{report}"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn when_meta_allows_less_than_configured_pacer_slows_down_instead_of_storming()
-> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(40);
    sim.tier = Tier::Unlimited;
    let log = tempfile::tempdir()?;
    sim.log = Some(log.path().join("sim.jsonl"));
    // Pacer believes the number may send 80 per second; Meta allows 40.
    let rig = Rig::start(sim, |c| c.mps = Some(80.0)).await;
    rig.submit(
        recipients(300, 0)
            .iter()
            .map(|to| template(to, Lane::Bulk, None))
            .collect(),
    )
    .await;
    rig.wait_settled(Duration::from_secs(120)).await;
    let throttled = rig.engine.stats().throttled;
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    let report = CheckReport::from_log(&log.path().join("sim.jsonl"))?;
    assert_eq!(
        report.accepted, 300,
        "every message got through once:\n{report}"
    );
    assert_eq!(report.duplicates_same_callback_data, 0);
    assert!(throttled > 0, "Meta's 130429 was seen and acted on");
    let refused = report.rejected_by_code.get(&130429).copied().unwrap_or(0);
    assert!(
        refused < 60,
        "AIMD halves the rate at each 130429 instead of retrying into the limit: {refused} refusals for 300 messages\n{report}"
    );
    Ok(())
}

/// Meta counts the messages customers send to the number against the same limit as Pacer's
/// (inbound + outbound). With customers writing in at 25 a second through a whole run, Pacer
/// leaves them their share: the simulator, counting both, never sees more than the limit in
/// any sliding second and refuses nothing — and Home says why Pacer aims lower.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn customers_writing_in_take_their_share_of_the_limit() -> anyhow::Result<()> {
    const LIMIT: u32 = 100;
    const RUN: usize = 1_500;
    let mut sim = sim_config(1.0);
    sim.mps = Some(LIMIT);
    sim.tier = Tier::Unlimited;
    let log = tempfile::tempdir()?;
    let log_file = log.path().join("sim.jsonl");
    sim.log = Some(log_file.clone());
    let rig = Rig::start(sim, |_| {}).await;

    // Customers write in, 25 a second, each from their own number, until the run is over.
    let writing = Arc::new(AtomicBool::new(true));
    let customers = {
        let inbound = format!("{}/_sim/inbound", rig.sim.base_url());
        let writing = Arc::clone(&writing);
        tokio::spawn(async move {
            let http = reqwest::Client::new();
            let mut tick = tokio::time::interval(Duration::from_millis(40));
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
            let mut n = 0usize;
            while writing.load(Ordering::SeqCst) {
                tick.tick().await;
                let from = format!("+1650666{:04}", n % 10_000);
                let message = serde_json::json!({"from": from, "text": "Is my invoice ready?"});
                let answer = http.post(&inbound).json(&message).send().await;
                if answer.is_ok_and(|a| a.status().is_success()) {
                    n += 1;
                }
            }
            n
        })
    };
    let engine = Arc::clone(&rig.engine);
    let noticed = async || {
        let stats = engine.stats();
        stats.rate_inbound >= 20.0
    };
    wait_for_stats("Pacer to notice the customers' messages", noticed).await;

    rig.submit(
        recipients(RUN, 0)
            .iter()
            .map(|to| template(to, Lane::Bulk, Some("run-inbound")))
            .collect(),
    )
    .await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    let during = rig.engine.stats();
    rig.wait_settled(Duration::from_secs(120)).await;
    writing.store(false, Ordering::SeqCst);
    let written = customers.await?;
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;

    let target = during.rate_target.unwrap_or(f64::INFINITY);
    assert!(
        during.rate_inbound >= 20.0
            && target <= f64::from(LIMIT) * 0.99 - during.rate_inbound + 1e-9,
        "while customers write in, Pacer aims that much lower (Home shows both): {during:?}"
    );
    let report = CheckReport::from_log(&log_file)?;
    assert_eq!(
        report.accepted, RUN as u64,
        "every message accepted exactly once:\n{report}"
    );
    assert_eq!(
        report.rejected_by_code.get(&130429),
        None,
        "Meta, counting customers' messages too, never had to refuse one (zero 130429):\n{report}"
    );
    let busiest = busiest_second_in_and_out(&log_file)?;
    assert!(
        busiest <= LIMIT as usize,
        "customers' and Pacer's messages together never exceed {LIMIT} in any sliding second: {busiest}"
    );
    assert!(written > 100, "the customers kept writing ({written})");
    Ok(())
}

/// Polls `check` every 25 ms for up to 20 s.
async fn wait_for_stats(what: &str, mut check: impl AsyncFnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while !check().await {
        assert!(
            tokio::time::Instant::now() < deadline,
            "waited 20 s for {what}"
        );
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// The most messages — accepted sends and customers' messages — the simulator counted in any
/// sliding second.
fn busiest_second_in_and_out(log: &std::path::Path) -> anyhow::Result<usize> {
    let mut times: Vec<u64> = std::fs::read_to_string(log)?
        .lines()
        .filter_map(|line| serde_json::from_str::<LogRecord>(line).ok())
        .filter_map(|record| match record {
            LogRecord::Send(send) if send.accepted => Some(send.t_us),
            LogRecord::Inbound { t_us, .. } => Some(t_us),
            _ => None,
        })
        .collect();
    times.sort_unstable();
    let mut busiest = 0;
    let mut start = 0;
    for end in 0..times.len() {
        while times[end] - times[start] >= 1_000_000 {
            start += 1;
        }
        busiest = busiest.max(end + 1 - start);
    }
    Ok(busiest)
}
