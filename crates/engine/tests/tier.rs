//! Scenario 7: a tier of 250 and 400 new recipients: 250 are sent, 150 wait for the exact
//! times their places free up in the moving 24 hours.

mod support;

use std::time::Duration;

use pacer_engine::ledger::messages::{Lane, State};
use pacer_sim::Tier;
use support::{Rig, recipients, sim_config, template};

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

#[tokio::test]
async fn beyond_the_tier_messages_wait_for_their_places() -> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(500);
    sim.tier = Tier::Tier250;
    let rig = Rig::start(sim, |c| c.tier_limit = Some(250)).await;
    rig.submit(
        recipients(400, 0)
            .iter()
            .map(|to| template(to, Lane::Bulk, Some("launch")))
            .collect(),
    )
    .await;
    for _ in 0..3_000 {
        if rig.count(State::Deferred).await == 150 && rig.sim.records().len() == 250 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        rig.sim.records().len(),
        250,
        "exactly the tier's 250 customers were messaged"
    );
    assert_eq!(
        rig.count(State::Deferred).await,
        150,
        "the other 150 wait: {:?}",
        rig.counts().await
    );
    assert!(
        rig.sim.records().iter().all(|r| r.failure_code.is_none()),
        "Meta failed none of them for the tier"
    );

    let (counted, waiting) = rig.engine.ledger().read_now(|c| {
        let counted: Vec<i64> = c.prepare("SELECT counted_at FROM tier_usage ORDER BY counted_at")?.query_map([], |r| r.get(0))?.collect::<Result<_, _>>()?;
        let waiting: Vec<(i64, String)> = c
            .prepare("SELECT next_attempt_at, defer_reason FROM messages WHERE state = 'deferred' ORDER BY next_attempt_at")?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<Result<_, _>>()?;
        Ok((counted, waiting))
    })?;
    assert_eq!(counted.len(), 250);
    assert!(
        waiting.iter().all(|(_, reason)| reason == "tier"),
        "they wait for the tier"
    );
    for (k, (at, _)) in waiting.iter().enumerate() {
        assert_eq!(
            *at,
            counted[k] + DAY_MS,
            "waiting message {k} goes when the {k}th counted customer leaves the moving 24 h"
        );
    }
    assert_eq!(rig.engine.stats().tier_used, 250);
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}
