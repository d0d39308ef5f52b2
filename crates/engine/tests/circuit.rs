//! Scenario 6: an expired token (190) or a payment problem (131042) stops every request until
//! the person resumes; a template problem (132001) pauses only its batch while express
//! messages keep flowing.

mod support;

use std::time::Duration;

use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::ledger::messages::{Lane, State};
use pacer_sim::Tier;
use support::{Rig, recipients, sim_config, template, text};

async fn wait_for(what: &str, mut done: impl FnMut() -> bool) {
    for _ in 0..3_000 {
        if done() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("waited in vain for {what}");
}

fn rig_sim() -> pacer_sim::SimConfig {
    let mut sim = sim_config(1.0);
    sim.mps = Some(100);
    sim.tier = Tier::Unlimited;
    sim
}

#[tokio::test]
async fn an_expired_token_stops_every_request_until_resumed_with_a_new_one() -> anyhow::Result<()> {
    let rig = Rig::start(rig_sim(), |_| {}).await;
    rig.submit(
        recipients(400, 0)
            .iter()
            .map(|to| template(to, Lane::Bulk, Some("b")))
            .collect(),
    )
    .await;
    wait_for("the run to start", || {
        rig.sim.stats().counters.accepted >= 50
    })
    .await;
    rig.sim.set_access_token("the-new-token");
    wait_for("the circuit to open", || {
        rig.engine.stats().circuit.state == "open"
    })
    .await;
    let stats = rig.engine.stats();
    let reason = stats.circuit.reason.clone().unwrap_or_default();
    assert!(
        reason.contains("access token") && reason.contains("Resume"),
        "the reason says what to fix: {reason}"
    );
    assert_eq!(stats.circuit.code, Some(190));
    // The window says the same reason in the person's language: Meta's code as text.
    let said = stats
        .circuit
        .reason_said
        .clone()
        .expect("a reason Pacer says");
    assert_eq!(said.to_string(), reason);
    assert_eq!(said.args["row"], "token-expired".into());
    assert_eq!(said.args["code"], "190".into());
    tokio::time::sleep(Duration::from_millis(300)).await;
    let requests = rig.sim.stats().counters.sends;
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(
        rig.sim.stats().counters.sends,
        requests,
        "no request leaves while the circuit is open"
    );
    assert!(
        rig.count(State::Queued).await > 0,
        "the rest waits, nothing is lost"
    );

    let mut config = GraphConfig::new("the-new-token");
    config.base_url = rig.sim.base_url();
    rig.engine.replace_client(GraphClient::new(config)?)?;
    assert!(rig.engine.resume().await?, "resume closes an open circuit");
    rig.wait_settled(Duration::from_secs(60)).await;
    let accepted: std::collections::HashSet<String> =
        rig.sim.records().into_iter().map(|r| r.to).collect();
    assert_eq!(
        (accepted.len(), rig.sim.records().len()),
        (400, 400),
        "after resuming, every recipient got exactly one message"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_payment_problem_stops_every_request_until_resumed() -> anyhow::Result<()> {
    let rig = Rig::start(rig_sim(), |_| {}).await;
    rig.submit(
        recipients(300, 0)
            .iter()
            .map(|to| template(to, Lane::Bulk, None))
            .collect(),
    )
    .await;
    wait_for("the run to start", || {
        rig.sim.stats().counters.accepted >= 50
    })
    .await;
    rig.sim.force_errors(131042, 1);
    wait_for("the circuit to open", || {
        rig.engine.stats().circuit.state == "open"
    })
    .await;
    let reason = rig.engine.stats().circuit.reason.unwrap_or_default();
    assert!(
        reason.contains("payment method"),
        "the reason names the payment problem: {reason}"
    );
    tokio::time::sleep(Duration::from_millis(300)).await;
    let requests = rig.sim.stats().counters.sends;
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert_eq!(
        rig.sim.stats().counters.sends,
        requests,
        "no request leaves while payment is broken"
    );
    rig.engine.resume().await?;
    rig.wait_settled(Duration::from_secs(60)).await;
    assert_eq!(
        rig.sim.records().len(),
        300,
        "after resuming, every message went out once"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_template_problem_pauses_its_batch_while_express_keeps_flowing() -> anyhow::Result<()> {
    let rig = Rig::start(rig_sim(), |_| {}).await;
    rig.sim
        .inject_inbound("+923001112222", "hi", "Customer")
        .expect("inbound");
    rig.submit(
        recipients(400, 0)
            .iter()
            .map(|to| template(to, Lane::Bulk, Some("invoices")))
            .collect(),
    )
    .await;
    wait_for("the run to start", || {
        rig.sim.stats().counters.accepted >= 50
    })
    .await;
    rig.sim
        .set_template_status("hello_world", "en_US", "PENDING", "NONE")
        .expect("template exists");
    wait_for("the batch to pause", || {
        !rig.engine.stats().paused_batches.is_empty()
    })
    .await;
    let paused = rig.engine.stats().paused_batches;
    assert_eq!(paused[0].batch, "invoices");
    assert!(
        paused[0].reason.contains("template"),
        "the reason says what is wrong: {}",
        paused[0].reason
    );
    let said = paused[0].reason_said.clone().expect("a reason Pacer says");
    assert_eq!(
        said.to_string(),
        paused[0].reason,
        "the same words, for the window"
    );
    assert_eq!(
        rig.engine.stats().circuit.state,
        "closed",
        "other messages go on"
    );

    let bulk_accepted = rig.sim.records().len();
    rig.submit(
        (0..5)
            .map(|i| text("+923001112222", Lane::Express, &format!("alert {i}")))
            .collect(),
    )
    .await;
    wait_for("the express messages", || {
        rig.sim
            .records()
            .iter()
            .filter(|r| r.to == "923001112222")
            .count()
            == 5
    })
    .await;
    assert_eq!(
        rig.sim.records().len(),
        bulk_accepted + 5,
        "only express went out while the batch was paused"
    );
    assert!(
        rig.count(State::Deferred).await > 0,
        "the batch's messages wait, none failed"
    );
    assert_eq!(rig.count(State::Failed).await, 0);

    rig.sim
        .set_template_status("hello_world", "en_US", "APPROVED", "NONE")
        .expect("template exists");
    assert!(
        rig.engine.resume_batch("invoices").await?,
        "the batch was paused and resumes"
    );
    rig.wait_settled(Duration::from_secs(60)).await;
    let to_bulk = rig
        .sim
        .records()
        .iter()
        .filter(|r| r.to.starts_with("1650555"))
        .count();
    assert_eq!(
        to_bulk, 400,
        "after resuming, every invoice went out exactly once"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_spam_limit_pauses_then_one_probe_after_the_cool_down_resumes_by_itself()
-> anyhow::Result<()> {
    let rig = Rig::start(rig_sim(), |c| c.probe_cooldown = Duration::from_secs(1)).await;
    rig.submit(
        recipients(200, 0)
            .iter()
            .map(|to| template(to, Lane::Bulk, None))
            .collect(),
    )
    .await;
    wait_for("the run to start", || {
        rig.sim.stats().counters.accepted >= 20
    })
    .await;
    rig.sim.force_errors(131_048, 1);
    wait_for("the circuit to open", || {
        rig.engine.stats().circuit.state == "open"
    })
    .await;
    let stats = rig.engine.stats();
    assert!(
        stats.circuit.probe_at.is_some(),
        "131048 lifts by itself: a probe is planned"
    );
    assert!(
        stats.circuit.reason.unwrap_or_default().contains("spam"),
        "the reason names it"
    );
    rig.wait_settled(Duration::from_secs(60)).await;
    assert_eq!(
        rig.engine.stats().circuit.state,
        "closed",
        "the probe succeeded and sending resumed without anyone pressing Resume"
    );
    assert_eq!(rig.sim.records().len(), 200, "every message went out once");
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}
