//! A message in doubt is sent once more only when a missing status means Meta never had it.
//!
//! - With the webhook receiver unreachable for longer than the reconciliation window, Meta
//!   keeps the statuses and retries them; a message sent again meanwhile would reach the
//!   customer twice. (Found by the chaos soak: `pacer soak --receiver-down 25
//!   --reconcile-after-s 60` had Meta accept 25 messages twice.)
//! - After a restart, the new Pacer does not know yet that statuses stopped arriving; a message
//!   whose window ran out while Pacer was down must not be sent again before it can tell.
//!   (Found by the chaos soak: `pacer soak --duration 60 --seed 21 --kills 10` had Meta accept
//!   16 messages twice.)
//! - A silence Pacer was stopped through, and so never saw, shows afterwards in statuses that
//!   arrive long after their messages were accepted; until the rest of what Meta kept has
//!   come in, nothing in doubt is sent again. (Found by the chaos soak: `pacer soak --duration
//!   60 --seed 25 --kills 10` had Meta accept 17 messages twice.)
//! - A message Pacer was stopped while sending, twice, was failed as "Meta never answered,
//!   twice" although Meta had never seen it: the customer never got it. (Found by the chaos
//!   soak: `pacer soak --duration 60 --seed 22 --kills 10` ended 31 messages that way.)

mod support;

use std::sync::atomic::Ordering;

use axum::response::IntoResponse;
use std::time::Duration;

use pacer_engine::Engine;
use pacer_engine::ledger::Ledger;
use pacer_engine::ledger::messages::{Lane, State};
use pacer_sim::Tier;
use support::{Rig, recipients, sim_config, template};

fn count(rig: &Rig, sql: &str) -> i64 {
    rig.engine
        .ledger()
        .read_now(|c| c.query_row(sql, [], |r| r.get(0)))
        .expect("a count")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_the_receiver_unreachable_longer_than_the_window_nothing_in_doubt_is_sent_twice()
-> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(100);
    sim.tier = Tier::Unlimited;
    sim.seed = 11;
    // A reset after accepting: Meta has the message, Pacer never reads the answer.
    sim.faults.reset_after_accept_rate = 0.15;
    sim.webhooks.retry_max_interval = Duration::from_millis(500);
    let window = Duration::from_secs(2);
    let rig = Rig::start(sim, |c| c.reconcile_after = window).await;

    // Statuses have reached this Pacer before: it knows it has a working receiver.
    rig.submit(vec![template("+923001234567", Lane::Bulk, None)])
        .await;
    rig.wait_settled(Duration::from_secs(30)).await;
    for _ in 0..1_000 {
        if rig.count(State::Delivered).await == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        rig.count(State::Delivered).await,
        1,
        "the first message is delivered"
    );

    // The tunnel goes down; 100 messages go out, some of their answers are lost.
    rig.receiver_down.store(true, Ordering::SeqCst);
    let total = 100;
    rig.submit(
        recipients(total, 100)
            .iter()
            .map(|to| template(to, Lane::Bulk, None))
            .collect(),
    )
    .await;
    // Every message sent and every answer read (or lost): none still waiting for one, so the
    // count of those in doubt is final (on a busy machine the last answers come late).
    for _ in 0..1_000 {
        if rig.sim.records().len() > total
            && rig.count(State::Queued).await == 0
            && rig.count(State::Sending).await == 0
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let in_doubt = rig.count(State::InDoubt).await;
    assert!(
        in_doubt > 0,
        "resets after acceptance left messages in doubt"
    );
    // Four windows without a single status.
    tokio::time::sleep(window * 4).await;
    assert_eq!(
        rig.sim.records().len(),
        total + 1,
        "while Meta's statuses cannot arrive, no message in doubt is sent again"
    );
    assert_eq!(
        rig.count(State::InDoubt).await,
        in_doubt,
        "they are held, not failed"
    );

    // The tunnel is back: Meta's retries settle every one of them.
    rig.receiver_down.store(false, Ordering::SeqCst);
    rig.wait_settled(Duration::from_secs(60)).await;
    let records = rig.sim.records();
    let mut keys: Vec<&str> = records
        .iter()
        .filter_map(|r| r.callback_data.as_deref())
        .collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(
        (records.len(), keys.len()),
        (total + 1, total + 1),
        "Meta accepted each message exactly once"
    );
    assert_eq!(
        count(
            &rig,
            "SELECT COUNT(*) FROM messages WHERE resent_after_no_answer > 0"
        ),
        0,
        "no message was re-sent after no answer: each in-doubt one was settled by its status"
    );
    for _ in 0..1_000 {
        if rig.count(State::Delivered).await == total as u64 + 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        rig.count(State::Delivered).await,
        total as u64 + 1,
        "every message ends delivered, as Meta said: {:?}",
        rig.counts().await
    );
    // Read by `make proof` (scripts/proof_table.py).
    eprintln!(
        "proof: webhooks unreachable for 4 reconciliation windows: {in_doubt} messages in doubt held, none sent again; {} each accepted once",
        total + 1
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_during_the_silence_still_holds_messages_in_doubt() -> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(100);
    sim.tier = Tier::Unlimited;
    sim.seed = 12;
    sim.faults.reset_after_accept_rate = 0.15;
    sim.webhooks.retry_max_interval = Duration::from_millis(500);
    let window = Duration::from_secs(2);
    let rig = Rig::start(sim, |c| c.reconcile_after = window).await;
    rig.submit(vec![template("+923001234567", Lane::Bulk, None)])
        .await;
    for _ in 0..3_000 {
        if rig.count(State::Delivered).await == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    rig.receiver_down.store(true, Ordering::SeqCst);
    let total = 60;
    rig.submit(
        recipients(total, 200)
            .iter()
            .map(|to| template(to, Lane::Bulk, None))
            .collect(),
    )
    .await;
    // Long enough for the silence to be noticed (a quarter of the window) and kept.
    tokio::time::sleep(window).await;
    let in_doubt = rig.count(State::InDoubt).await;
    assert!(in_doubt > 0, "some answers were lost");
    let silence: i64 = count(
        &rig,
        "SELECT COUNT(*) FROM settings WHERE key = 'status_silence'",
    );
    assert_eq!(silence, 1, "the silence is kept in the ledger");

    // Pacer stops and starts again on the same ledger while the receiver is still down.
    let db = rig.db();
    let webhook_down = std::sync::Arc::clone(&rig.receiver_down);
    let (sim, dir) = rig.stop().await;
    let mut config = support::engine_config(&dir, sim.config());
    config.db_path = db;
    config.reconcile_after = window;
    let engine = pacer_engine::Engine::start(config, support::client_for(&sim)).await?;
    tokio::time::sleep(window * 3).await;
    assert_eq!(
        sim.records().len(),
        total + 1,
        "after the restart, a silence the ledger remembers still holds every message in doubt"
    );
    assert!(webhook_down.load(Ordering::SeqCst));
    engine.shutdown().await;
    sim.shutdown().await?;
    Ok(())
}

/// What a SIGKILL leaves behind when it hits while a message is claimed: the row `sending`.
async fn killed_while_sending(db: &std::path::Path) -> anyhow::Result<()> {
    let ledger = Ledger::open(db)?;
    ledger
        .write(|c| {
            c.execute(
                "UPDATE messages SET state = 'sending' WHERE state IN ('queued', 'deferred')",
                [],
            )
            .map(|_| ())
        })
        .await?;
    ledger.close();
    Ok(())
}

async fn wait_for(engine: &Engine, id: &str, state: State) -> anyhow::Result<State> {
    let mut now = State::Queued;
    for _ in 0..1_000 {
        now = engine.message(id).await?.map_or(State::Queued, |v| v.state);
        if now == state {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    Ok(now)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_pacer_was_stopped_while_sending_twice_is_still_sent_not_failed()
-> anyhow::Result<()> {
    let mut config = sim_config(1.0);
    config.tier = Tier::Unlimited;
    config.webhooks.enabled = false;
    let sim = pacer_sim::start(tokio::net::TcpListener::bind("127.0.0.1:0").await?, config).await?;
    let dir = tempfile::tempdir()?;
    let engine_config = || {
        let mut c = support::engine_config(&dir, sim.config());
        c.reconcile_after = Duration::from_millis(300);
        c
    };

    // First run: Meta refuses the message (a temporary error); Pacer is killed as it claims it
    // again, before the request leaves.
    sim.force_errors(131_000, 1);
    let engine = Engine::start(engine_config(), support::client_for(&sim)).await?;
    let id = engine
        .submit(vec![template("+923001234567", Lane::Bulk, None)])
        .await?
        .remove(0)
        .id;
    assert_eq!(
        wait_for(&engine, &id, State::Deferred).await?,
        State::Deferred
    );
    engine.shutdown().await;
    killed_while_sending(&dir.path().join("pacer.db")).await?;

    // Second run: in doubt; no status comes, so it is sent again, refused again, and Pacer is
    // killed again as it claims it.
    sim.force_errors(131_000, 1);
    let engine = Engine::start(engine_config(), support::client_for(&sim)).await?;
    assert_eq!(
        wait_for(&engine, &id, State::Deferred).await?,
        State::Deferred
    );
    engine.shutdown().await;
    killed_while_sending(&dir.path().join("pacer.db")).await?;

    // Third run: Pacer stopping twice is not Meta leaving two answers unsaid.
    let engine = Engine::start(engine_config(), support::client_for(&sim)).await?;
    let state = wait_for(&engine, &id, State::Sent).await?;
    let view = engine.message(&id).await?.expect("the message");
    assert_eq!(
        state,
        State::Sent,
        "a message Pacer was stopped while sending is sent, never failed as unanswered: {:?}",
        view.error
    );
    assert_eq!(
        sim.records().len(),
        1,
        "Meta accepted it once (it refused the two tries before)"
    );
    engine.shutdown().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pacer_just_started_does_not_resend_before_it_can_tell_whether_statuses_arrive()
-> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(100);
    sim.tier = Tier::Unlimited;
    sim.seed = 13;
    sim.faults.reset_after_accept_rate = 0.2;
    let window = Duration::from_secs(4);
    let rig = Rig::start(sim, |c| c.reconcile_after = window).await;
    rig.submit(vec![template("+923001234567", Lane::Bulk, None)])
        .await;
    for _ in 0..3_000 {
        if rig.count(State::Delivered).await == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // The tunnel goes down, messages go out, some answers are lost, and Pacer stops before a
    // first status is overdue (a quarter of the window): it has not noticed the silence.
    rig.receiver_down.store(true, Ordering::SeqCst);
    let first = 40;
    rig.submit(
        recipients(first, 300)
            .iter()
            .map(|to| template(to, Lane::Bulk, None))
            .collect(),
    )
    .await;
    for _ in 0..1_000 {
        if rig.sim.records().len() > first {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let in_doubt = rig.count(State::InDoubt).await;
    assert!(in_doubt > 0, "some answers were lost");
    assert_eq!(
        count(
            &rig,
            "SELECT COUNT(*) FROM settings WHERE key = 'status_silence'"
        ),
        0,
        "stopped before the silence was noticed"
    );
    let db = rig.db();
    let (sim, dir) = rig.stop().await;

    // Down for a whole window: when Pacer starts again, their windows have run out.
    tokio::time::sleep(window).await;
    let mut config = support::engine_config(&dir, sim.config());
    config.db_path = db;
    config.reconcile_after = window;
    let engine = Engine::start(config, support::client_for(&sim)).await?;
    let more = 20;
    engine
        .submit(
            recipients(more, 400)
                .iter()
                .map(|to| template(to, Lane::Bulk, None))
                .collect(),
        )
        .await?;
    tokio::time::sleep(window * 2).await;
    let records = sim.records();
    let mut keys: Vec<&str> = records
        .iter()
        .filter_map(|r| r.callback_data.as_deref())
        .collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(
        (records.len(), keys.len()),
        (1 + first + more, 1 + first + more),
        "no message in doubt was sent again while statuses could not arrive"
    );
    engine.shutdown().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_silence_pacer_slept_through_shows_in_late_statuses_and_holds_until_they_are_in()
-> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(100);
    sim.tier = Tier::Unlimited;
    sim.seed = 14;
    sim.faults.reset_after_accept_rate = 0.2;
    // Meta's retries of what it could not deliver come back over several seconds.
    sim.webhooks.retry_max_interval = Duration::from_secs(4);
    let window = Duration::from_secs(2);
    let rig = Rig::start(sim, |c| c.reconcile_after = window).await;
    rig.submit(vec![template("+923001234567", Lane::Bulk, None)])
        .await;
    for _ in 0..3_000 {
        if rig.count(State::Delivered).await == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    // The tunnel goes down, messages go out, some answers are lost, and Pacer stops at once:
    // it never sees that statuses stopped arriving.
    rig.receiver_down.store(true, Ordering::SeqCst);
    let total = 40;
    rig.submit(
        recipients(total, 500)
            .iter()
            .map(|to| template(to, Lane::Bulk, None))
            .collect(),
    )
    .await;
    for _ in 0..1_000 {
        if rig.sim.records().len() > total {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert!(
        rig.count(State::InDoubt).await > 0,
        "some answers were lost"
    );
    let db = rig.db();
    let address = rig
        .webhook_url
        .trim_start_matches("http://")
        .trim_end_matches("/webhook")
        .to_owned();
    let (sim, dir) = rig.stop().await;

    // Three windows later Pacer starts again, its receiver reachable where it was: Meta's
    // retries come back, the oldest last.
    tokio::time::sleep(window * 3).await;
    let mut config = support::engine_config(&dir, sim.config());
    config.db_path = db;
    config.reconcile_after = window;
    let engine = Engine::start(config, support::client_for(&sim)).await?;
    let secrets = pacer_engine::webhook_receiver::WebhookSecrets {
        app_secret: sim.config().app_secret.clone(),
        verify_token: "verify".into(),
    };
    let router = pacer_engine::webhook_receiver::router(std::sync::Arc::clone(&engine), secrets);
    let listener = tokio::net::TcpListener::bind(&address).await?;
    let stop = tokio_util::sync::CancellationToken::new();
    let server = tokio::spawn(
        axum::serve(listener, router)
            .with_graceful_shutdown(stop.clone().cancelled_owned())
            .into_future(),
    );
    tokio::time::sleep(window * 5).await;
    let records = sim.records();
    let mut keys: Vec<&str> = records
        .iter()
        .filter_map(|r| r.callback_data.as_deref())
        .collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(
        (records.len(), keys.len()),
        (total + 1, total + 1),
        "no message in doubt was sent again before Meta's late statuses were all in"
    );
    let open = engine
        .state_counts()
        .await?
        .into_iter()
        .filter(|(s, _)| s.is_open())
        .map(|(_, n)| n)
        .sum::<u64>();
    assert_eq!(open, 0, "and every one was settled by its status");
    engine.shutdown().await;
    stop.cancel();
    server.await??;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_statuses_for_new_messages_do_not_release_the_old_ones_in_doubt()
-> anyhow::Result<()> {
    // Found by the chaos soak under heavy load (`pacer soak` seed 333496): after a restart,
    // the first status of a message sent since ended the start hold, and messages in doubt
    // from before the restart went out again before Meta's retried statuses for them came in.
    let mut sim = sim_config(1.0);
    sim.mps = Some(100);
    sim.tier = Tier::Unlimited;
    sim.seed = 15;
    sim.faults.reset_after_accept_rate = 0.2;
    sim.webhooks.retry_max_interval = Duration::from_secs(2);
    let window = Duration::from_secs(8);
    let rig = Rig::start(sim, |c| c.reconcile_after = window).await;
    rig.submit(vec![template("+923001234567", Lane::Bulk, None)])
        .await;
    for _ in 0..3_000 {
        if rig.count(State::Delivered).await == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    rig.receiver_down.store(true, Ordering::SeqCst);
    let before = 40;
    let old: Vec<String> = recipients(before, 600);
    rig.submit(
        old.iter()
            .map(|to| template(to, Lane::Bulk, None))
            .collect(),
    )
    .await;
    for _ in 0..1_000 {
        if rig.sim.records().len() > before {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert!(
        rig.count(State::InDoubt).await > 0,
        "some answers were lost"
    );
    let db = rig.db();
    let address = rig
        .webhook_url
        .trim_start_matches("http://")
        .trim_end_matches("/webhook")
        .to_owned();
    let (sim, dir) = rig.stop().await;

    // A window later Pacer starts again with its receiver where it was, and new messages go
    // out at once. Their statuses arrive; what Meta kept for the earlier messages comes back
    // only after 4 s (the receiver turns those POSTs away until then, as Meta's slower
    // retries would leave them out), well inside the window after the start.
    tokio::time::sleep(window).await;
    let mut config = support::engine_config(&dir, sim.config());
    config.db_path = db;
    config.reconcile_after = window;
    let engine = Engine::start(config, support::client_for(&sim)).await?;
    let secrets = pacer_engine::webhook_receiver::WebhookSecrets {
        app_secret: sim.config().app_secret.clone(),
        verify_token: "verify".into(),
    };
    let kept_until = std::time::Instant::now() + Duration::from_secs(4);
    let old_ids: std::sync::Arc<Vec<String>> = std::sync::Arc::new(
        old.iter()
            .map(|to| to.trim_start_matches('+').to_owned())
            .collect(),
    );
    let router = pacer_engine::webhook_receiver::router(std::sync::Arc::clone(&engine), secrets)
        .layer(axum::middleware::from_fn(
            move |request: axum::extract::Request, next: axum::middleware::Next| {
                let old_ids = std::sync::Arc::clone(&old_ids);
                async move {
                    let (parts, body) = request.into_parts();
                    let bytes = axum::body::to_bytes(body, usize::MAX)
                        .await
                        .unwrap_or_default();
                    let text = String::from_utf8_lossy(&bytes);
                    if std::time::Instant::now() < kept_until
                        && old_ids.iter().any(|id| text.contains(id.as_str()))
                    {
                        return axum::http::StatusCode::SERVICE_UNAVAILABLE.into_response();
                    }
                    next.run(axum::extract::Request::from_parts(parts, bytes.into()))
                        .await
                }
            },
        ));
    let listener = tokio::net::TcpListener::bind(&address).await?;
    let stop = tokio_util::sync::CancellationToken::new();
    let server = tokio::spawn(
        axum::serve(listener, router)
            .with_graceful_shutdown(stop.clone().cancelled_owned())
            .into_future(),
    );
    let after = 20;
    engine
        .submit(
            recipients(after, 700)
                .iter()
                .map(|to| template(to, Lane::Bulk, None))
                .collect(),
        )
        .await?;
    tokio::time::sleep(window * 2).await;
    let records = sim.records();
    let mut keys: Vec<&str> = records
        .iter()
        .filter_map(|r| r.callback_data.as_deref())
        .collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(
        (records.len(), keys.len()),
        (1 + before + after, 1 + before + after),
        "no message in doubt from before the restart was sent again"
    );
    engine.shutdown().await;
    stop.cancel();
    server.await??;
    sim.shutdown().await?;
    Ok(())
}
