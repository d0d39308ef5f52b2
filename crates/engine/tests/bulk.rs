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
    Ok(())
}
