//! Injected faults: 5xx (not sent), timeouts and resets after accepting (sent, answer lost),
//! outages, latency and latency spikes — drawn from the seed, so a run can be repeated exactly.

mod support;

use std::time::{Duration, Instant};

use pacer_sim::{Outage, SimConfig, Tier};
use serde_json::Value;
use support::{quiet_config, start, template};

fn hello(to: &str) -> Value {
    template(to, "hello_world", "en_US", Value::Null)
}

fn unlimited(mut config: SimConfig) -> SimConfig {
    config.mps = None;
    config.pair = None;
    config.tier = Tier::Unlimited;
    config
}

#[tokio::test]
async fn server_errors_send_nothing() -> anyhow::Result<()> {
    let mut config = unlimited(quiet_config());
    config.faults.server_error_rate = 1.0;
    let sim = start(config).await;
    let mut statuses = Vec::new();
    for i in 0..40 {
        let (status, answer) = sim.send(&hello(&format!("+1555400{i:04}"))).await;
        assert!(status >= 500, "every request gets a 5xx: {status} {answer}");
        statuses.push(status);
        if let Some(code) = answer["error"]["code"].as_i64() {
            assert!(
                [1, 2, 131000].contains(&code),
                "5xx bodies carry Meta's transient codes, got {code}"
            );
        }
    }
    assert!(
        statuses.contains(&502),
        "some 5xx come without a Meta body, like a proxy's error page"
    );
    assert_eq!(
        sim.handle.stats().counters.accepted,
        0,
        "a 5xx means nothing was sent"
    );
    assert!(sim.handle.records().is_empty());
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_timeout_after_accepting_sends_the_message_but_never_answers() -> anyhow::Result<()> {
    let mut config = unlimited(quiet_config());
    config.faults.timeout_after_accept_rate = 1.0;
    let sim = start(config).await;
    let client = reqwest::Client::builder()
        .timeout(Duration::from_millis(300))
        .build()?;
    let error = client
        .post(sim.messages_url())
        .header("authorization", sim.token())
        .json(&hello("+923001234567"))
        .send()
        .await
        .expect_err("the answer never comes");
    assert!(error.is_timeout(), "the caller sees a timeout: {error}");
    let records = sim.handle.records();
    assert_eq!(records.len(), 1, "yet Meta accepted the message");
    assert_eq!(sim.handle.stats().counters.timeouts_after_accept, 1);
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_reset_after_accepting_sends_the_message_and_breaks_the_connection() -> anyhow::Result<()>
{
    let mut config = unlimited(quiet_config());
    config.faults.reset_after_accept_rate = 1.0;
    let sim = start(config).await;
    let error = sim
        .client
        .post(sim.messages_url())
        .header("authorization", sim.token())
        .json(&hello("+923001234567"))
        .send()
        .await
        .expect_err("the connection is reset instead of answered");
    assert!(
        !error.is_timeout() && !error.is_connect(),
        "a reset after connecting, not a refusal to connect: {error:?}"
    );
    assert_eq!(
        sim.handle.records().len(),
        1,
        "Meta accepted the message before the reset"
    );
    assert_eq!(sim.handle.stats().counters.resets_after_accept, 1);
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn outages_refuse_with_503_code_2_and_end() -> anyhow::Result<()> {
    let mut config = unlimited(quiet_config());
    config.time_scale = 0.01;
    config.faults.outages = vec![Outage::parse("0+3600")?];
    let sim = start(config).await;
    let (status, code, _) = sim.refused(&hello("+923001234567")).await;
    assert_eq!(
        (status, code),
        (503, 2),
        "a planned outage answers 503 with code 2"
    );
    sim.handle.shutdown().await?;

    let mut config = unlimited(quiet_config());
    config.time_scale = 0.01;
    let sim = start(config).await;
    sim.handle.start_outage(Duration::from_secs(10));
    let (status, code, _) = sim.refused(&hello("+923001234567")).await;
    assert_eq!(
        (status, code),
        (503, 2),
        "an outage started through the controls refuses too"
    );
    tokio::time::sleep(sim.handle.real(Duration::from_secs(11))).await;
    sim.accepted(&hello("+923001234567")).await;
    assert_eq!(sim.handle.stats().counters.outage_refusals, 1);
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn answers_take_at_least_the_configured_latency() -> anyhow::Result<()> {
    let mut config = unlimited(quiet_config());
    config.latency = Duration::from_millis(150);
    config.latency_jitter = Duration::from_millis(20);
    let sim = start(config).await;
    for i in 0..3 {
        let started = Instant::now();
        sim.accepted(&hello(&format!("+155550000{i}"))).await;
        assert!(
            started.elapsed() >= Duration::from_millis(130),
            "no answer comes sooner than latency minus jitter"
        );
    }
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn latency_spikes_delay_some_answers_but_not_the_decision() -> anyhow::Result<()> {
    let mut config = unlimited(quiet_config());
    config.faults.latency_spike_rate = 0.25;
    config.faults.latency_spike = Duration::from_secs(1);
    let log = tempfile::tempdir()?;
    config.log = Some(log.path().join("sim.jsonl"));
    let sim = std::sync::Arc::new(start(config).await);
    let mut sends = tokio::task::JoinSet::new();
    for i in 0..40 {
        let sim = std::sync::Arc::clone(&sim);
        sends.spawn(async move {
            let started = Instant::now();
            sim.accepted(&hello(&format!("+1555600{i:04}"))).await;
            started.elapsed()
        });
    }
    // A spike is 0.5 to 1.5 s; an ordinary answer is immediate.
    let mut late = 0;
    while let Some(elapsed) = sends.join_next().await {
        if elapsed? >= Duration::from_millis(450) {
            late += 1;
        }
    }
    let spikes = sim.handle.stats().counters.latency_spikes;
    assert!(
        (3..=20).contains(&spikes),
        "about a quarter of 40 answers spike: {spikes}"
    );
    assert_eq!(
        late, spikes,
        "exactly the answers counted as spikes are late, each by at least half the spike length"
    );
    assert_eq!(
        sim.handle.records().len(),
        40,
        "a spike delays the answer, never the decision: every message was accepted"
    );
    let sim = std::sync::Arc::into_inner(sim).expect("every send has finished");
    sim.handle.shutdown().await?;
    let report = pacer_sim::CheckReport::from_log(&log.path().join("sim.jsonl"))?;
    assert_eq!(
        report.faults.get("latency spike").copied(),
        Some(spikes),
        "the log names every spike, so `pacer sim check` counts them:\n{report}"
    );
    Ok(())
}

async fn fates(seed: u64) -> Vec<String> {
    let mut config = unlimited(quiet_config());
    config.seed = seed;
    config.faults.server_error_rate = 0.2;
    config.faults.reset_after_accept_rate = 0.2;
    config.recipients.not_on_whatsapp_rate = 0.2;
    let sim = start(config).await;
    let mut out = Vec::new();
    for i in 0..40 {
        let answer = sim
            .client
            .post(sim.messages_url())
            .header("authorization", sim.token())
            .json(&hello(&format!("+1555500{i:04}")))
            .send()
            .await;
        out.push(match answer {
            Ok(response) => response.status().to_string(),
            Err(_) => "reset".into(),
        });
    }
    for record in sim.handle.records() {
        out.push(format!("{} {:?}", record.to, record.failure_code));
    }
    sim.handle.shutdown().await.expect("the simulator stops");
    out
}

#[tokio::test]
async fn the_same_seed_gives_the_same_run() -> anyhow::Result<()> {
    let first = fates(7).await;
    assert_eq!(first, fates(7).await, "a seeded run repeats exactly");
    assert_ne!(first, fates(8).await, "another seed gives another run");
    assert!(
        first.iter().any(|f| f == "reset") && first.iter().any(|f| f.starts_with("5")),
        "the faults fire: {first:?}"
    );
    Ok(())
}

#[tokio::test]
async fn forced_errors_and_a_rotated_token_refuse_until_cleared() -> anyhow::Result<()> {
    let sim = start(unlimited(quiet_config())).await;
    sim.handle.force_errors(131042, 2);
    for _ in 0..2 {
        let (_, code, _) = sim.refused(&hello("+923001234567")).await;
        assert_eq!(code, 131042, "the forced error answers the next requests");
    }
    sim.accepted(&hello("+923001234567")).await;
    sim.handle.set_access_token("a-new-token");
    let (status, code, _) = sim.refused(&hello("+923001234567")).await;
    assert_eq!((status, code), (401, 190), "the old token has expired");
    assert_eq!(
        sim.handle.stats().counters.accepted,
        1,
        "refusals send nothing"
    );
    sim.handle.shutdown().await?;
    Ok(())
}
