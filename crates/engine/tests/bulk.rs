//! Scenario 1: a bulk run at the simulator's limit.

mod support;

use std::time::Duration;

use pacer_engine::ledger::messages::{Lane, State};
use pacer_sim::{CheckReport, Tier};
use support::{Rig, recipients, sim_config, template};

#[tokio::test]
async fn a_bulk_run_reaches_the_limit_and_never_exceeds_it() -> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(80);
    sim.tier = Tier::Unlimited;
    let log = tempfile::tempdir()?;
    sim.log = Some(log.path().join("sim.jsonl"));
    let rig = Rig::start(sim, |_| {}).await;
    let ids = rig
        .submit(
            recipients(400, 0)
                .iter()
                .map(|to| template(to, Lane::Bulk, Some("run-1")))
                .collect(),
        )
        .await;
    assert_eq!(ids.len(), 400);
    rig.wait_settled(Duration::from_secs(60)).await;
    assert_eq!(
        rig.count(State::Sent).await + rig.count(State::Delivered).await,
        400,
        "every message was sent: {:?}",
        rig.counts().await
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    let report = CheckReport::from_log(&log.path().join("sim.jsonl"))?;
    println!("{report}");
    assert_eq!(
        report.accepted, 400,
        "every recipient accepted exactly once"
    );
    assert_eq!(report.rejected_by_code.get(&130429), None, "zero 130429");
    assert!(
        report.max_accepted_in_one_second <= 80,
        "never above the limit in any second: {}",
        report.max_accepted_in_one_second
    );
    assert_eq!(report.duplicates_same_callback_data, 0);
    Ok(())
}
