//! Meta's statuses for a message can reach Pacer before Meta's answer to the send does (the
//! answer was slow on its way back). A `failed` status that comes first is the message's
//! outcome once the answer comes — and it stays the outcome when Pacer stops before the
//! answer: the webhook that said so is applied again on the next start, so the message does
//! not stay `sent` for ever. (Found by the chaos soak: seed 25872 left one message `sent`
//! that Meta had failed with 131026, after a latency spike and a SIGKILL.)
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::collections::HashSet;
use std::time::Duration;

use pacer_engine::Engine;
use pacer_engine::ledger::messages::{Lane, State};
use pacer_sim::Tier;
use support::network::{Mode, Network};
use support::{Rig, sim_config, template};

const CUSTOMER: &str = "+923001234567";

/// A rig whose answers from Meta can be held on the way back, and whose one customer is not
/// on WhatsApp: Meta accepts the message, then posts `sent` and `failed` (131026).
async fn rig_with_slow_answers() -> (Rig, std::sync::Arc<Network>) {
    let mut sim = sim_config(1.0);
    sim.tier = Tier::Unlimited;
    sim.recipients.not_on_whatsapp = HashSet::from([CUSTOMER.trim_start_matches('+').to_owned()]);
    let network = Network::start().await;
    let routed = std::sync::Arc::clone(&network);
    let rig = Rig::start_through(
        tempfile::tempdir().unwrap(),
        sim,
        |config| config.shutdown_grace = Duration::from_millis(300),
        move |sim| routed.route_to(sim),
    )
    .await
    .unwrap();
    (rig, network)
}

fn events(engine: &Engine, id: &str, state: &str) -> i64 {
    let (id, state) = (id.to_owned(), state.to_owned());
    engine
        .ledger()
        .read_now(move |c| {
            c.query_row(
                "SELECT count(*) FROM message_events e JOIN messages m ON m.id = e.message_id
                 WHERE m.key = ?1 AND e.state = ?2",
                [&id, &state],
                |r| r.get(0),
            )
        })
        .unwrap()
}

fn waiting_bodies(engine: &Engine) -> i64 {
    engine
        .ledger()
        .read_now(|c| {
            c.query_row(
                "SELECT count(*) FROM webhook_inbox WHERE state = 'new'",
                [],
                |r| r.get(0),
            )
        })
        .unwrap()
}

/// Sends one message with its answer held, and returns once the dispatcher has taken in
/// Meta's `failed` status for it (the applier counted the batch that carried it).
async fn send_and_hear_it_failed(rig: &Rig, network: &Network) -> String {
    network.set(Mode::HoldAnswer).await;
    let applied = rig.engine.webhooks_applied();
    let id = rig
        .submit(vec![template(CUSTOMER, Lane::Express, None)])
        .await
        .remove(0);
    // The count of applied batches read before a look that did not find the status yet: the
    // batch that carries it is counted after that.
    let mut before_it = *applied.borrow();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        assert!(
            tokio::time::Instant::now() < deadline,
            "Meta's failed status reached Pacer"
        );
        let counted = *applied.borrow();
        if events(&rig.engine, &id, "failed (webhook)") > 0 {
            let mut applied = applied.clone();
            tokio::time::timeout(
                Duration::from_secs(10),
                applied.wait_for(|count| *count > before_it),
            )
            .await
            .expect("the batch with the failed status is applied")
            .unwrap();
            break;
        }
        before_it = counted;
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(rig.sim.records().len(), 1, "Meta has the message");
    let view = rig.engine.message(&id).await.unwrap().unwrap();
    assert!(
        view.state.is_open() || view.state == State::Sent,
        "the answer is still on its way: {:?}",
        view.state
    );
    id
}

async fn wait_for(engine: &Engine, id: &str, state: State) -> State {
    let mut now = State::Queued;
    for _ in 0..1_000 {
        now = engine
            .message(id)
            .await
            .unwrap()
            .map_or(State::Queued, |v| v.state);
        if now == state {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    now
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failure_meta_reports_before_its_answer_is_the_outcome_once_the_answer_comes() {
    let (rig, network) = rig_with_slow_answers().await;
    let id = send_and_hear_it_failed(&rig, &network).await;
    assert_eq!(
        waiting_bodies(&rig.engine),
        1,
        "the body with the failure waits for the decision, unapplied"
    );

    network.set(Mode::Through).await;
    assert_eq!(
        wait_for(&rig.engine, &id, State::Failed).await,
        State::Failed,
        "the failure Meta reported first is the outcome"
    );
    let view = rig.engine.message(&id).await.unwrap().unwrap();
    assert_eq!(view.error_code, Some(131_026));
    // Every webhook body is applied once the decision it waited for is written.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while waiting_bodies(&rig.engine) > 0 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the body that carried the failure is marked applied"
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(rig.sim.records().len(), 1, "sent once");
    rig.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failure_meta_reports_before_its_answer_survives_pacer_stopping_before_the_answer() {
    let (rig, network) = rig_with_slow_answers().await;
    let id = send_and_hear_it_failed(&rig, &network).await;
    let db = rig.db();

    // Pacer stops while the answer is still held (as a SIGKILL would leave it).
    let (sim, dir) = rig.stop().await;
    network.set(Mode::Through).await;
    let mut config = support::engine_config(&dir, sim.config());
    config.db_path = db;
    let engine = Engine::start(config, support::client_for(&sim))
        .await
        .unwrap();
    assert_eq!(
        wait_for(&engine, &id, State::Failed).await,
        State::Failed,
        "after the restart, Meta's failure is still the outcome, not `sent` for ever"
    );
    let view = engine.message(&id).await.unwrap().unwrap();
    assert_eq!(view.error_code, Some(131_026));
    assert_eq!(sim.records().len(), 1, "never sent again");
    engine.shutdown().await;
    sim.shutdown().await.unwrap();
}
