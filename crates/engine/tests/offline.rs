//! Meta unreachable is a state of Pacer, not a failure of messages: an office's lost internet,
//! a name that does not resolve, a TLS handshake that fails, a proxy's page or a Wi-Fi login in
//! the way, and Meta's own half-hour outage. In each, every message waits — no attempt used,
//! none failed — Home's figures say so, and when the way is open again each is sent once,
//! never over the limit.

#![allow(clippy::unwrap_used)] // a scenario test: a failure should be loud

mod support;

use std::time::Duration;

use pacer_engine::connection::ConnectionState;
use pacer_engine::ledger::messages::{Lane, State};
use pacer_sim::{CheckReport, SimConfig, Tier};
use support::network::{Mode, Network};
use support::{Rig, recipients, sim_config, template};

/// Pacer time runs 100 times faster than life: ten minutes of outage take six seconds.
const SCALE: f64 = 0.01;

/// The engine as these tests run it: no time limit on either lane (OTPs default to ten
/// minutes, and would rightly expire in these outages; `expiry.rs` tests the limits).
fn unlimited(config: &mut pacer_engine::config::EngineConfig) {
    config.expiry.express = None;
    config.expiry.bulk = None;
}

fn sim(log: &tempfile::TempDir) -> SimConfig {
    let mut sim = sim_config(SCALE);
    sim.mps = Some(20);
    sim.tier = Tier::Unlimited;
    sim.log = Some(log.path().join("sim.jsonl"));
    sim
}

/// Half express (OTPs), half bulk, to distinct customers, as templates (none of them has
/// written in, so free text could not go).
fn messages(n: usize, offset: usize) -> Vec<pacer_engine::Submission> {
    recipients(n, offset)
        .iter()
        .enumerate()
        .map(|(i, to)| {
            let lane = if i % 2 == 0 {
                Lane::Express
            } else {
                Lane::Bulk
            };
            template(to, lane, None)
        })
        .collect()
}

/// Waits (up to 20 s of real time) until Pacer says Meta cannot be reached.
async fn wait_offline(rig: &Rig) -> pacer_engine::dispatcher::Stats {
    for _ in 0..2_000 {
        let stats = rig.engine.stats();
        if stats.connection.state == ConnectionState::Offline {
            return stats;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!(
        "Pacer never noticed Meta is unreachable: {:?}",
        rig.engine.stats()
    );
}

/// Lets `pacer_minutes` of Pacer time pass while Meta stays unreachable.
async fn hold_for(pacer_minutes: f64) {
    tokio::time::sleep(Duration::from_secs_f64(pacer_minutes * 60.0 * SCALE)).await;
}

/// Nothing failed, nothing was tried as an attempt, everything waits.
async fn assert_all_waiting(rig: &Rig, total: u64, words: &str) {
    let counts = rig.counts().await;
    assert_eq!(rig.count(State::Failed).await, 0, "none failed: {counts:?}");
    let (attempts, waiting): (i64, i64) = rig
        .engine
        .ledger()
        .read_now(|c| {
            c.query_row(
                "SELECT COALESCE(MAX(attempts), 0), COUNT(*) FROM messages WHERE state IN ('queued', 'sending', 'deferred')",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })
        .unwrap();
    assert_eq!(attempts, 0, "waiting for the connection is not an attempt");
    assert_eq!(waiting as u64, total, "every message waits: {counts:?}");
    let connection = rig.engine.stats().connection;
    assert_eq!(connection.state, ConnectionState::Offline);
    assert_eq!(connection.waiting as u64, total, "{connection:?}");
    assert!(connection.since.is_some() && connection.next_try_at.is_some());
    let cause = connection.cause.unwrap_or_default();
    assert!(cause.contains(words), "the cause says {words:?}: {cause}");
}

/// Each message sent exactly once, as its first attempt, none failed, never over the limit.
async fn assert_each_sent_once(rig: Rig, log: &tempfile::TempDir, total: u64) {
    rig.wait_settled(Duration::from_secs(60)).await;
    let counts = rig.counts().await;
    let reasons: Vec<(String, Option<i64>, Option<String>)> = rig
        .engine
        .ledger()
        .read_now(|c| {
            c.prepare("SELECT error_text, error_code, failure_kind FROM messages WHERE state = 'failed' LIMIT 3")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect()
        })
        .unwrap();
    // From one snapshot: two counts read one after the other race the statuses that move
    // messages from sent to delivered between them.
    let sent: u64 = counts
        .iter()
        .filter(|(state, _)| matches!(state, State::Sent | State::Delivered | State::Read))
        .map(|(_, n)| *n)
        .sum();
    assert_eq!(sent, total, "all sent, none failed: {counts:?} {reasons:?}");
    let most_attempts: i64 = rig
        .engine
        .ledger()
        .read_now(|c| c.query_row("SELECT MAX(attempts) FROM messages", [], |r| r.get(0)))
        .unwrap();
    assert_eq!(
        most_attempts, 1,
        "the outage used no attempt of any message"
    );
    assert_eq!(
        rig.engine.stats().connection.state,
        ConnectionState::Online,
        "Pacer says the connection is back"
    );
    let (sim, _dir) = rig.stop().await;
    let limit = u64::from(sim.config().mps.unwrap_or(80));
    sim.shutdown().await.unwrap();
    let report = CheckReport::from_log(&log.path().join("sim.jsonl")).unwrap();
    assert_eq!(report.accepted, total, "each accepted once:\n{report}");
    assert_eq!(
        report.duplicates_same_callback_data + report.duplicates_same_content,
        0,
        "nothing twice:\n{report}"
    );
    assert!(
        report.max_accepted_in_one_second <= limit,
        "no catch-up burst when sending resumes:\n{report}"
    );
}

async fn start_through(network: &std::sync::Arc<Network>, log: &tempfile::TempDir) -> Rig {
    let network = std::sync::Arc::clone(network);
    Rig::start_through(
        tempfile::tempdir().unwrap(),
        sim(log),
        unlimited,
        move |sim| network.route_to(sim),
    )
    .await
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_minutes_without_internet_fail_nothing_and_use_no_attempt() {
    let log = tempfile::tempdir().unwrap();
    let network = Network::start().await;
    let rig = start_through(&network, &log).await;
    network.set(Mode::Refuse).await;
    rig.submit(messages(40, 0)).await;
    wait_offline(&rig).await;
    hold_for(10.0).await;
    // OTPs and bulk posted while offline wait with the rest.
    rig.submit(messages(20, 100)).await;
    hold_for(1.0).await;
    assert_all_waiting(&rig, 60, "cannot connect").await;

    network.set(Mode::Through).await;
    assert_each_sent_once(rig, &log, 60).await;
}

/// The same, in real time: ten minutes of an office without internet (`make proof` runs it).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "ten real minutes: make proof runs it"]
async fn ten_real_minutes_without_internet_fail_nothing() {
    let log = tempfile::tempdir().unwrap();
    let network = Network::start().await;
    let mut config = sim(&log);
    config.time_scale = 1.0;
    let route = std::sync::Arc::clone(&network);
    let rig = Rig::start_through(
        tempfile::tempdir().unwrap(),
        config,
        unlimited,
        move |sim| route.route_to(sim),
    )
    .await
    .unwrap();
    network.set(Mode::Refuse).await;
    let started = std::time::Instant::now();
    rig.submit(messages(100, 0)).await;
    wait_offline(&rig).await;
    // Posted all through the outage, as an office's systems keep posting OTPs.
    for minute in 1..=10 {
        tokio::time::sleep(Duration::from_secs(60)).await;
        rig.submit(messages(10, 1_000 + minute * 10)).await;
    }
    let total = 200;
    let counts = rig.counts().await;
    assert_eq!(rig.count(State::Failed).await, 0, "{counts:?}");
    let offline_for = started.elapsed();
    network.set(Mode::Through).await;
    let back = std::time::Instant::now();
    rig.wait_settled(Duration::from_secs(120)).await;
    println!(
        "proof: {total} messages posted over {} min without internet: 0 failed, 0 attempts used; all sent once {} s after it came back",
        offline_for.as_secs() / 60,
        back.elapsed().as_secs()
    );
    assert_each_sent_once(rig, &log, total).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_proxy_page_or_a_wifi_login_in_the_way_is_not_metas_answer() {
    let log = tempfile::tempdir().unwrap();
    let network = Network::start().await;
    let rig = start_through(&network, &log).await;
    network.set(Mode::ProxyBlock).await;
    rig.submit(messages(20, 0)).await;
    wait_offline(&rig).await;
    hold_for(3.0).await;
    assert_all_waiting(&rig, 20, "company proxy").await;

    network.set(Mode::LoginPage).await;
    hold_for(3.0).await;
    assert_all_waiting(&rig, 20, "HTTP 302").await;

    network.set(Mode::Through).await;
    assert_each_sent_once(rig, &log, 20).await;
}

/// A name that does not resolve, then a TLS handshake that fails, then the right address:
/// the same ledger, restarted between them as an office fixing its settings would.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dns_and_tls_failures_hold_messages_until_the_address_works() {
    let garbage = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let garbage_address = garbage.local_addr().unwrap();
    tokio::spawn(async move {
        use tokio::io::AsyncWriteExt;
        while let Ok((mut socket, _)) = garbage.accept().await {
            let _ = socket.write_all(b"this is not TLS\r\n").await;
            let _ = socket.shutdown().await;
        }
    });
    let log = tempfile::tempdir().unwrap();
    let unreachable = [
        ("http://graph.pacer-test.invalid".to_owned(), "DNS"),
        (format!("https://{garbage_address}"), "cannot connect"),
    ];
    let mut dir = tempfile::tempdir().unwrap();
    for (round, (address, words)) in unreachable.into_iter().enumerate() {
        let rig = Rig::start_through(dir, sim(&log), unlimited, move |_| address)
            .await
            .unwrap();
        if round == 0 {
            rig.submit(messages(10, 0)).await;
        }
        wait_offline(&rig).await;
        hold_for(2.0).await;
        assert_all_waiting(&rig, 10, words).await;
        let (sim, folder) = rig.stop().await;
        sim.shutdown().await.unwrap();
        dir = folder;
    }
    let fresh_log = tempfile::tempdir().unwrap();
    let rig = Rig::start_in(dir, sim(&fresh_log), unlimited)
        .await
        .unwrap();
    assert_each_sent_once(rig, &fresh_log, 10).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metas_half_hour_outage_uses_no_attempt_and_resumes_at_the_limit() {
    let log = tempfile::tempdir().unwrap();
    let rig = Rig::start(sim(&log), unlimited).await;
    rig.sim.start_outage(Duration::from_secs(30 * 60));
    rig.submit(messages(60, 0)).await;
    wait_offline(&rig).await;
    hold_for(5.0).await;
    assert_all_waiting(&rig, 60, "unavailable").await;
    // The rest of the half hour passes; Pacer probes at most a minute apart, then resumes.
    assert_each_sent_once(rig, &log, 60).await;
    let report = CheckReport::from_log(&log.path().join("sim.jsonl")).unwrap();
    let refused = report.rejected_by_code.get(&2).copied().unwrap_or(0);
    assert!(
        // Requests already on their way when it began, then one probe at a time: 1 s, 2 s …
        // then between 30 s and a minute apart over the half hour.
        (1..=80).contains(&refused),
        "one probe at a time, at most a minute apart, met the outage: {refused}\n{report}"
    );
}

/// Meta's front door answers one request in a while "unavailable" (code 2) as a matter of
/// course. That hands back only that message, without using an attempt, and holds nothing
/// else: had it held every lane until a probe, a busy run would stall every few seconds (the
/// chaos soak's injected 5xx did exactly that). Several in a row are an outage (the half-hour
/// test above).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_unavailable_answer_holds_only_its_own_message() {
    let log = tempfile::tempdir().unwrap();
    let rig = Rig::start(sim(&log), unlimited).await;
    rig.sim.force_errors(2, 1);
    rig.submit(messages(30, 0)).await;
    rig.wait_settled(Duration::from_secs(60)).await;
    let stats = rig.engine.stats();
    assert_eq!(
        stats.connection_losses, 0,
        "one unavailable answer did not hold every lane: {stats:?}"
    );
    assert_each_sent_once(rig, &log, 30).await;
    let report = CheckReport::from_log(&log.path().join("sim.jsonl")).unwrap();
    assert_eq!(
        report.rejected_by_code.get(&2).copied(),
        Some(1),
        "Meta said unavailable once:\n{report}"
    );
}

/// A laptop's lid closes for two hours right after five messages left, their answers lost on
/// the way back (Meta has them): nothing can reach Pacer while it sleeps. On waking, Pacer's
/// clock is two hours on — far past the 15-minute reconciliation window — yet the five are not
/// sent again: the sleep counts as a silence of Meta's updates, so they wait for the updates
/// Meta kept, which settle them.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hours_asleep_send_nothing_twice_and_messages_in_doubt_wait_for_metas_updates() {
    let log = tempfile::tempdir().unwrap();
    let network = Network::start().await;
    let asleep = std::sync::Arc::new(std::sync::Mutex::new(Duration::ZERO));
    let meter = std::sync::Arc::clone(&asleep);
    let route = std::sync::Arc::clone(&network);
    let rig = Rig::start_through(
        tempfile::tempdir().unwrap(),
        sim(&log),
        move |c| {
            unlimited(c);
            c.wall_clock = pacer_engine::clock::WallClock::system()
                .with_asleep(move || *meter.lock().unwrap());
        },
        move |sim| route.route_to(sim),
    )
    .await
    .unwrap();
    // Updates flow: Pacer has seen that Meta's statuses reach it.
    rig.submit(messages(10, 0)).await;
    rig.wait_settled(Duration::from_secs(30)).await;

    rig.receiver_down
        .store(true, std::sync::atomic::Ordering::SeqCst);
    network.set(Mode::LoseAnswer).await;
    rig.submit(messages(5, 100)).await;
    for _ in 0..2_000 {
        if rig.count(State::InDoubt).await == 5 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        rig.count(State::InDoubt).await,
        5,
        "{:?}",
        rig.counts().await
    );

    // Two hours asleep, in a moment.
    *asleep.lock().unwrap() += Duration::from_secs_f64(2.0 * 3600.0 * SCALE);
    network.set(Mode::Through).await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        rig.count(State::InDoubt).await,
        5,
        "held after waking, not sent again: {:?}",
        rig.counts().await
    );
    assert_eq!(rig.sim.records().len(), 15, "Meta got each message once");

    // The lid opens for good: Meta's kept updates arrive and settle the five.
    rig.receiver_down
        .store(false, std::sync::atomic::Ordering::SeqCst);
    assert_each_sent_once(rig, &log, 15).await;
}

/// Three messages whose requests never reached Meta, though Pacer cannot know it (the
/// connection broke): while statuses come quickly for the messages sent after them, they go
/// again within minutes, not after the 15-minute window — and still only once each.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_statuses_flowing_a_message_in_doubt_goes_again_within_minutes() {
    let log = tempfile::tempdir().unwrap();
    let network = Network::start().await;
    let rig = start_through(&network, &log).await;
    rig.submit(messages(40, 0)).await;
    rig.wait_settled(Duration::from_secs(30)).await;

    network.set(Mode::DropRequest).await;
    let lost = rig.submit(messages(3, 100)).await;
    for _ in 0..2_000 {
        if rig.count(State::InDoubt).await == 3 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        rig.count(State::InDoubt).await,
        3,
        "{:?}",
        rig.counts().await
    );
    network.set(Mode::Through).await;
    // A run goes on after them, its statuses coming back quickly.
    rig.submit(messages(400, 200)).await;
    rig.wait_settled(Duration::from_secs(60)).await;

    for key in &lost {
        let (doubt, sent): (i64, i64) = rig
            .engine
            .ledger()
            .read_now(|c| {
                c.query_row(
                    "SELECT (SELECT MIN(e.at) FROM message_events e WHERE e.message_id = m.id AND e.state = 'in_doubt'),
                            m.sent_at
                     FROM messages m WHERE m.key = ?1",
                    [key],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
            })
            .unwrap();
        let waited = sent - doubt;
        assert!(
            (60_000..5 * 60_000).contains(&waited),
            "sent again {} s after going into doubt: at least a minute, well inside the 15-minute window",
            waited / 1000
        );
    }
    let total = 443;
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await.unwrap();
    let report = CheckReport::from_log(&log.path().join("sim.jsonl")).unwrap();
    assert_eq!(report.accepted, total, "each accepted once:\n{report}");
    assert_eq!(
        report.duplicates_same_callback_data + report.duplicates_same_content,
        0,
        "nothing twice:\n{report}"
    );
}

/// An OTP waiting for the connection when the laptop's lid closes: two hours later its
/// ten-minute limit has long passed on Pacer's clock (time asleep counts), so on waking it
/// ends `expired` and never reaches the customer.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_otp_waiting_when_the_machine_sleeps_expires_on_waking_and_is_never_sent() {
    let log = tempfile::tempdir().unwrap();
    let network = Network::start().await;
    let asleep = std::sync::Arc::new(std::sync::Mutex::new(Duration::ZERO));
    let meter = std::sync::Arc::clone(&asleep);
    let route = std::sync::Arc::clone(&network);
    let rig = Rig::start_through(
        tempfile::tempdir().unwrap(),
        sim(&log),
        move |c| {
            c.wall_clock = pacer_engine::clock::WallClock::system()
                .with_asleep(move || *meter.lock().unwrap());
        },
        move |sim| route.route_to(sim),
    )
    .await
    .unwrap();
    assert_eq!(
        rig.engine.config().expiry.express,
        Some(Duration::from_secs(600)),
        "OTPs get ten minutes by default"
    );
    network.set(Mode::Refuse).await;
    let otp = rig
        .submit(vec![template("+16505550001", Lane::Express, None)])
        .await
        .remove(0);
    wait_offline(&rig).await;
    *asleep.lock().unwrap() += Duration::from_secs_f64(2.0 * 3600.0 * SCALE);
    network.set(Mode::Through).await;
    rig.wait_settled(Duration::from_secs(30)).await;
    let view = rig.engine.message(&otp).await.unwrap().unwrap();
    assert_eq!(view.state, State::Expired, "{view:?}");
    assert!(rig.sim.records().is_empty(), "never sent");
}
