//! Scenario 4: 5 % 5xx, 1 % timeouts and 1 % resets after acceptance, and an outage. The run
//! completes, nothing is lost, in-doubt messages are held until a status resolves them (never
//! sent again before their reconciliation window), nothing is sent twice, and retries never
//! push the request rate over the limit.

mod support;

use std::time::Duration;

use pacer_engine::ledger::messages::{Lane, State};
use pacer_sim::{CheckReport, Outage, Tier};
use support::{Rig, recipients, sim_config, template};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn faults_lose_nothing_and_send_nothing_twice() -> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(100);
    sim.tier = Tier::Unlimited;
    sim.seed = 4;
    sim.faults.server_error_rate = 0.05;
    sim.faults.timeout_after_accept_rate = 0.01;
    sim.faults.reset_after_accept_rate = 0.01;
    sim.faults.outages = vec![Outage {
        start: Duration::from_millis(1_500),
        length: Duration::from_secs(2),
    }];
    let log = tempfile::tempdir()?;
    sim.log = Some(log.path().join("sim.jsonl"));
    let rig = Rig::start(sim, |c| {
        c.reconcile_after = Duration::from_secs(30);
        c.retry.base = Duration::from_millis(500);
    })
    .await;
    let total = 600;
    rig.submit(
        recipients(total, 0)
            .iter()
            .map(|to| template(to, Lane::Bulk, Some("faults")))
            .collect(),
    )
    .await;
    rig.wait_settled(Duration::from_secs(180)).await;

    let counts = rig.counts().await;
    let done = rig.count(State::Sent).await + rig.count(State::Delivered).await;
    assert_eq!(
        done, total as u64,
        "every message ends sent or delivered, none lost or failed: {counts:?}"
    );
    let in_doubt_seen: i64 = rig.engine.ledger().read_now(|c| {
        c.query_row(
            "SELECT COUNT(DISTINCT message_id) FROM message_events WHERE state = 'in_doubt'",
            [],
            |r| r.get(0),
        )
    })?;
    let resent: i64 = rig.engine.ledger().read_now(|c| {
        c.query_row(
            "SELECT COUNT(*) FROM messages WHERE resent_after_no_answer > 0",
            [],
            |r| r.get(0),
        )
    })?;
    assert!(
        in_doubt_seen > 0,
        "timeouts and resets after acceptance made some messages in doubt"
    );
    assert_eq!(
        resent, 0,
        "no in-doubt message was sent again: status webhooks resolved each within its window"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    let report = CheckReport::from_log(&log.path().join("sim.jsonl"))?;
    assert!(
        report.faults.len() >= 3,
        "5xx, timeouts, resets and the outage all happened:\n{report}"
    );
    assert_eq!(
        report.accepted, total as u64,
        "each message accepted exactly once:\n{report}"
    );
    assert_eq!(
        report.duplicates_same_callback_data + report.duplicates_same_content,
        0,
        "no duplicates:\n{report}"
    );
    assert!(
        report.max_requests_in_one_second <= 100,
        "retries included, never more requests than the limit in a second:\n{report}"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn failures_after_acceptance_go_through_the_same_retry_policy() -> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.tier = Tier::Unlimited;
    let rig = Rig::start(sim, |c| c.retry.base = Duration::from_millis(200)).await;
    // A temporary failure after acceptance: sent again, and delivered the second time.
    rig.sim.force_async_failures(131_000, 1);
    let retried = rig
        .submit(vec![template("+923001234567", Lane::Bulk, None)])
        .await
        .remove(0);
    for _ in 0..3_000 {
        if rig
            .sim
            .records()
            .iter()
            .filter(|r| r.to == "923001234567")
            .count()
            == 2
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    rig.wait_settled(Duration::from_secs(30)).await;
    let view = rig.engine.message(&retried).await?.expect("the message");
    assert!(
        matches!(view.state, State::Sent | State::Delivered),
        "a transient failure after acceptance is retried: {view:?}"
    );
    assert!(
        view.events.iter().any(|e| e.state == "failed (webhook)"),
        "the history shows the failure: {:?}",
        view.events
    );
    assert_eq!(
        rig.sim
            .records()
            .iter()
            .filter(|r| r.to == "923001234567")
            .count(),
        2,
        "it was sent twice: once failed, once delivered"
    );

    // A permanent failure after acceptance: failed, with a reason a person understands.
    rig.sim.force_async_failures(131_026, 1);
    let failed = rig
        .submit(vec![template("+923007654321", Lane::Bulk, None)])
        .await
        .remove(0);
    let mut view = rig.engine.message(&failed).await?.expect("the message");
    for _ in 0..3_000 {
        if view.state == State::Failed {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
        view = rig.engine.message(&failed).await?.expect("the message");
    }
    assert_eq!(
        view.state,
        State::Failed,
        "a permanent failure after acceptance ends failed"
    );
    assert_eq!(view.error_code, Some(131_026));
    assert!(
        view.error
            .as_deref()
            .unwrap_or_default()
            .contains("can't receive WhatsApp messages"),
        "the reason is in plain words: {:?}",
        view.error
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn without_any_answer_or_status_a_message_is_held_sent_once_more_then_failed()
-> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.tier = Tier::Unlimited;
    sim.faults.timeout_after_accept_rate = 1.0;
    sim.webhooks.enabled = false;
    let rig = Rig::start(sim, |c| c.reconcile_after = Duration::from_secs(2)).await;
    let id = rig
        .submit(vec![template("+923001234567", Lane::Express, None)])
        .await
        .remove(0);
    // The client gives up after 5 s: in doubt from then on.
    let mut view = rig.engine.message(&id).await?.expect("the message");
    for _ in 0..2_000 {
        view = rig.engine.message(&id).await?.expect("the message");
        if view.state == State::InDoubt {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        view.state,
        State::InDoubt,
        "no answer: the message is in doubt, not failed and not resent"
    );
    assert_eq!(
        rig.sim.records().len(),
        1,
        "and held: not sent again before its reconciliation window"
    );
    for _ in 0..3_000 {
        view = rig.engine.message(&id).await?.expect("the message");
        if view.state == State::Failed {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        rig.sim.records().len(),
        2,
        "after the window with no status it was sent exactly once more"
    );
    assert!(
        view.resent_after_no_answer,
        "and the message says it was re-sent after no answer: {view:?}"
    );
    assert_eq!(
        view.state,
        State::Failed,
        "after a second silence it is failed, never sent a third time"
    );
    assert!(
        view.error
            .as_deref()
            .unwrap_or_default()
            .contains("cannot tell whether"),
        "the reason says what is unknown: {:?}",
        view.error
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}
