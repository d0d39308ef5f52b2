//! Scenario 1: a bulk run of over a thousand template messages at a fixed simulator limit.

mod support;

use std::time::Duration;

use pacer_engine::ledger::messages::{Lane, State};
use pacer_sim::{CheckReport, Tier};
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
