//! The engine's figures for `pacer bench` (`docs/sending.md#targets`): bulk throughput against the limit,
//! express latency under saturating bulk, the engine's ceiling with limits lifted, and a naive
//! sender against the same simulator, side by side.

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use anyhow::Context;
use pacer_cloud::{
    ButtonSubType, ComponentParameters, GraphClient, GraphConfig, MessageContent, OutboundMessage,
    Parameter, TemplateContent,
};
use pacer_engine::config::EngineConfig;
use pacer_engine::dispatcher::Percentiles;
use pacer_engine::import::normalise_phone;
use pacer_engine::ledger::messages::{Lane, State};
use pacer_engine::webhook_receiver::{self, WebhookSecrets};
use pacer_engine::{E164, Engine, Submission};
use pacer_sim::{CheckReport, SimConfig, SimHandle, Tier};
use tokio_util::sync::CancellationToken;

/// One side of the comparison with a naive sender.
#[derive(Debug, Clone, Default)]
pub struct Side {
    /// Accepted per second over the run, as a fraction of the limit.
    pub fraction_of_limit: f64,
    /// Most accepted in any sliding second.
    pub max_in_second: u64,
    /// 130429 answers.
    pub throttled: u64,
    /// Messages accepted twice.
    pub duplicates: u64,
    /// Accepted messages.
    pub accepted: u64,
}

/// The bulk + express run's figures.
#[derive(Debug, Clone, Default)]
pub struct BulkRun {
    /// Pacer's side.
    pub pacer: Side,
    /// Express latency (ms).
    pub express_ms: Percentiles,
    /// Bulk sends that left between an express message's arrival and its departure.
    pub express_slots: Percentiles,
}

fn quiet_sim(mps: Option<u32>, latency_ms: u64, log: &std::path::Path) -> SimConfig {
    let mut config = SimConfig {
        mps,
        pair: None,
        tier: Tier::Unlimited,
        log: Some(log.to_owned()),
        ..SimConfig::default()
    };
    config.latency = Duration::from_millis(latency_ms);
    config.latency_jitter = Duration::from_millis(latency_ms / 10);
    config.webhooks.read_rate = 0.0;
    config.webhooks.duplicate_rate = 0.0;
    config.webhooks.sent_after = (Duration::from_millis(20), Duration::from_millis(200));
    config.webhooks.delivered_after = (Duration::from_millis(20), Duration::from_millis(200));
    config
}

async fn start_sim(config: SimConfig) -> anyhow::Result<SimHandle> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    Ok(pacer_sim::start(listener, config).await?)
}

fn client(sim: &SimHandle, timeout: Duration) -> anyhow::Result<GraphClient> {
    let mut config = GraphConfig::new(sim.config().access_token.clone());
    config.base_url = sim.base_url();
    config.request_timeout = timeout;
    Ok(GraphClient::new(config)?)
}

/// An engine on `sim` with webhooks wired back; returns it with the token stopping the receiver.
async fn engine_on(
    sim_config: SimConfig,
    dir: &tempfile::TempDir,
    tune: impl FnOnce(&mut EngineConfig),
) -> anyhow::Result<(SimHandle, Arc<Engine>, CancellationToken)> {
    let hooks = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let mut sim_config = sim_config;
    sim_config.webhooks.url = Some(format!("http://{}/webhook", hooks.local_addr()?));
    let sim = start_sim(sim_config).await?;
    let mut config = EngineConfig::new(
        dir.path().join("bench.db"),
        sim.config().phone_number_id.clone(),
    );
    config.mps = sim.config().mps.map(f64::from);
    config.tier_limit = None;
    tune(&mut config);
    let engine = Engine::start(config, client(&sim, Duration::from_secs(5))?).await?;
    let stop = CancellationToken::new();
    let router = webhook_receiver::router(
        Arc::clone(&engine),
        WebhookSecrets {
            app_secret: sim.config().app_secret.clone(),
            verify_token: String::new(),
        },
    );
    let token = stop.clone();
    tokio::spawn(async move {
        let served = axum::serve(hooks, router)
            .with_graceful_shutdown(token.cancelled_owned())
            .await;
        if let Err(e) = served {
            eprintln!("bench webhook receiver stopped: {e}");
        }
    });
    Ok((sim, engine, stop))
}

fn hello(to: E164, lane: Lane) -> Submission {
    Submission {
        to,
        lane,
        content: MessageContent::Template(TemplateContent::new("hello_world", "en_US")),
        idempotency_key: None,
        batch: None,
        expires_in: None,
    }
}

fn otp(to: E164, code: u32) -> Submission {
    let content = TemplateContent::new("login_code", "en_US")
        .with_component(ComponentParameters::body(vec![Parameter::text(format!(
            "{code:06}"
        ))]))
        .with_component(ComponentParameters::button(
            ButtonSubType::Url,
            0,
            vec![Parameter::text(format!("{code:06}"))],
        ));
    Submission {
        to,
        lane: Lane::Express,
        content: MessageContent::Template(content),
        idempotency_key: None,
        batch: None,
        expires_in: None,
    }
}

/// Customer `i` of a run: ten million distinct valid numbers (Pakistani mobiles, +92 300).
fn number(i: usize) -> String {
    format!("+92300{:07}", i % 10_000_000)
}

/// Customer `i` as the engine takes a number (normalised before the clock starts).
fn customer(i: usize) -> anyhow::Result<E164> {
    let raw = number(i);
    normalise_phone(&raw, None).map_err(|why| anyhow::anyhow!("{raw} is not a valid number: {why}"))
}

/// `count` bulk messages to as many customers.
fn hellos(count: usize) -> anyhow::Result<Vec<Submission>> {
    (0..count)
        .map(|i| Ok(hello(customer(i)?, Lane::Bulk)))
        .collect()
}

async fn wait_open_zero(engine: &Engine, limit: Duration) -> anyhow::Result<()> {
    let deadline = Instant::now() + limit;
    loop {
        let counts = engine.state_counts().await?;
        if counts.iter().all(|(s, n)| !s.is_open() || *n == 0) {
            return Ok(());
        }
        anyhow::ensure!(
            Instant::now() < deadline,
            "the run did not finish within {limit:?}: {counts:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn side(report: &CheckReport, limit: f64, accepted_span_s: f64) -> Side {
    Side {
        fraction_of_limit: if accepted_span_s > 0.0 {
            (report.accepted.saturating_sub(1)) as f64 / accepted_span_s / limit
        } else {
            0.0
        },
        max_in_second: report.max_accepted_in_one_second,
        throttled: report.rejected_by_code.get(&130429).copied().unwrap_or(0),
        duplicates: report
            .duplicates_same_callback_data
            .max(report.duplicates_same_content),
        accepted: report.accepted,
    }
}

/// Seconds between the first and the last accepted message of a simulator.
fn accepted_span(sim: &SimHandle) -> f64 {
    let records = sim.records();
    match (records.first(), records.last()) {
        (Some(first), Some(last)) => last.accepted_at_s - first.accepted_at_s,
        _ => 0.0,
    }
}

/// Bulk at 80 mps with 150 ms latency, with an OTP every 100 ms on top.
pub async fn bulk_and_express(seconds: f64) -> anyhow::Result<BulkRun> {
    let dir = tempfile::tempdir()?;
    let log = dir.path().join("bulk.jsonl");
    let mut sim = quiet_sim(Some(80), 150, &log);
    sim.faults.timeout_after_accept_rate = 0.01;
    let (sim, engine, stop) =
        engine_on(sim, &dir, |c| c.reconcile_after = Duration::from_secs(60)).await?;
    let bulk = (80.0 * seconds) as usize;
    engine.submit(hellos(bulk)?).await?;
    let otps = (seconds * 8.0) as u32;
    tokio::time::sleep(Duration::from_secs(1)).await;
    for i in 0..otps {
        engine
            .submit(vec![otp(customer(5_000_000 + i as usize)?, 100_000 + i)])
            .await?;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    wait_open_zero(&engine, Duration::from_secs_f64(seconds * 4.0 + 60.0)).await?;
    let stats = engine.stats();
    let span = accepted_span(&sim);
    engine.shutdown().await;
    stop.cancel();
    sim.shutdown().await?;
    if let Ok(keep) = std::env::var("PACER_BENCH_KEEP_LOG") {
        std::fs::copy(&log, keep)?;
    }
    let report = CheckReport::from_log(&log)?;
    Ok(BulkRun {
        pacer: side(&report, 80.0, span),
        express_ms: stats.express_latency_ms,
        express_slots: stats.express_slots_waited,
    })
}

/// A naive sender: fixed concurrency, no limiter, every failure retried at once (up to 3 times).
pub async fn naive(seconds: f64, concurrency: usize) -> anyhow::Result<Side> {
    let dir = tempfile::tempdir()?;
    let log = dir.path().join("naive.jsonl");
    let mut sim_config = quiet_sim(Some(80), 150, &log);
    sim_config.faults.timeout_after_accept_rate = 0.01;
    let sim = start_sim(sim_config).await?;
    let client = Arc::new(client(&sim, Duration::from_secs(1))?);
    let total = (80.0 * seconds) as usize;
    let next = Arc::new(AtomicU64::new(0));
    let phone = sim.config().phone_number_id.clone();
    let mut tasks = Vec::new();
    for _ in 0..concurrency {
        let (client, next, phone) = (Arc::clone(&client), Arc::clone(&next), phone.clone());
        tasks.push(tokio::spawn(async move {
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed) as usize;
                if i >= total {
                    return;
                }
                let message = OutboundMessage::to_phone(
                    number(i),
                    MessageContent::Template(TemplateContent::new("hello_world", "en_US")),
                )
                .with_callback_data(format!("naive:{i}"));
                for _ in 0..4 {
                    if client.send_message(&phone, &message).await.is_ok() {
                        break;
                    }
                }
            }
        }));
    }
    for task in tasks {
        task.await.context("a naive sender task failed")?;
    }
    let span = accepted_span(&sim);
    sim.shutdown().await?;
    let report = CheckReport::from_log(&log)?;
    let mut naive = side(&report, 80.0, span);
    let unique: HashSet<String> = report_recipients(&log)?;
    naive.duplicates = naive
        .duplicates
        .max(report.accepted.saturating_sub(unique.len() as u64));
    Ok(naive)
}

fn report_recipients(log: &std::path::Path) -> anyhow::Result<HashSet<String>> {
    let text = std::fs::read_to_string(log)?;
    Ok(text
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|v| v["kind"] == "send" && v["accepted"] == true)
        .filter_map(|v| v["to"].as_str().map(str::to_owned))
        .collect())
}

/// Limits lifted, no latency: how many sends per second the engine makes durable.
pub async fn ceiling(messages: usize) -> anyhow::Result<f64> {
    let dir = tempfile::tempdir()?;
    let log = dir.path().join("ceiling.jsonl");
    let mut sim = quiet_sim(None, 0, &log);
    sim.log = None;
    sim.webhooks.url = None;
    // Only Pacer's work is measured here: the simulator posts no statuses.
    sim.webhooks.enabled = false;
    let sim_handle = start_sim(sim).await?;
    let mut config = EngineConfig::new(
        dir.path().join("ceiling.db"),
        sim_handle.config().phone_number_id.clone(),
    );
    config.mps = None;
    config.tier_limit = None;
    config.max_in_flight = 256;
    let engine = Engine::start(config, client(&sim_handle, Duration::from_secs(10))?).await?;
    let items = hellos(messages)?;
    let started = Instant::now();
    engine.submit(items).await?;
    wait_open_zero(&engine, Duration::from_secs(300)).await?;
    let elapsed = started.elapsed().as_secs_f64();
    let sent = engine
        .state_counts()
        .await?
        .iter()
        .filter(|(s, _)| *s == State::Sent)
        .map(|(_, n)| *n)
        .sum::<u64>();
    engine.shutdown().await;
    sim_handle.shutdown().await?;
    anyhow::ensure!(
        sent as usize == messages,
        "the ceiling run sent {sent} of {messages}"
    );
    Ok(messages as f64 / elapsed)
}

/// Webhook intake figures.
#[derive(Debug, Clone, Default)]
pub struct Intake {
    /// Statuses stored durably per second (answered 200).
    pub stored_per_s: f64,
    /// POST answer time, p50 / p99 (ms).
    pub answer_ms: Percentiles,
    /// Statuses applied per second by the applier, from the first POST to an empty inbox.
    pub applied_per_s: f64,
}

/// Signed status webhooks POSTed to the receiver as fast as `concurrency` senders can, each
/// carrying `per_post` statuses.
pub async fn webhook_intake(
    posts: usize,
    per_post: usize,
    concurrency: usize,
) -> anyhow::Result<Intake> {
    let dir = tempfile::tempdir()?;
    let mut graph = GraphConfig::new("unused");
    graph.base_url = "http://127.0.0.1:9".into();
    let mut config = EngineConfig::new(dir.path().join("intake.db"), "106540352242922");
    config.tier_limit = None;
    let engine = Engine::start(config, GraphClient::new(graph)?).await?;
    let secret = "intake-secret".to_owned();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}/webhook", listener.local_addr()?);
    let stop = CancellationToken::new();
    let router = webhook_receiver::router(
        Arc::clone(&engine),
        WebhookSecrets {
            app_secret: secret.clone(),
            verify_token: String::new(),
        },
    );
    // Pacer's own accept loop, as `pacer serve` runs the receiver: the figure includes its
    // deadlines, caps and the receiver's checks before the body is read.
    tokio::spawn(pacer_engine::listener::serve(
        listener,
        router,
        pacer_engine::listener::Limits::default(),
        stop.clone(),
    ));
    let bodies: Vec<(Vec<u8>, String)> = (0..posts)
        .map(|p| {
            let statuses: Vec<serde_json::Value> = (0..per_post)
                .map(|s| {
                    serde_json::json!({"id": format!("wamid.bench{p}x{s}"), "status": "delivered", "timestamp": "1796000000",
                                       "recipient_id": "16505550000", "biz_opaque_callback_data": format!("msg_bench{p}x{s}")})
                })
                .collect();
            let body = serde_json::json!({"object": "whatsapp_business_account", "entry": [{"id": "1", "changes": [{"field": "messages",
                "value": {"messaging_product": "whatsapp", "metadata": {"display_phone_number": "15550783881", "phone_number_id": "106540352242922"},
                          "statuses": statuses}}]}]})
            .to_string()
            .into_bytes();
            let signature = format!("sha256={}", pacer_sim::sign(secret.as_bytes(), &body));
            (body, signature)
        })
        .collect();
    let bodies = Arc::new(bodies);
    let next = Arc::new(AtomicU64::new(0));
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(concurrency)
        .build()?;
    let started = Instant::now();
    let mut tasks = Vec::new();
    for _ in 0..concurrency {
        let (bodies, next, client, url) = (
            Arc::clone(&bodies),
            Arc::clone(&next),
            client.clone(),
            url.clone(),
        );
        tasks.push(tokio::spawn(async move {
            let mut times = Vec::new();
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed) as usize;
                let Some((body, signature)) = bodies.get(i) else {
                    return times;
                };
                let sent = Instant::now();
                let answer = client
                    .post(&url)
                    .header("x-hub-signature-256", signature)
                    .body(body.clone())
                    .send()
                    .await;
                if answer.is_ok_and(|a| a.status().is_success()) {
                    times.push(sent.elapsed().as_secs_f64() * 1000.0);
                }
            }
        }));
    }
    let mut times = Vec::new();
    for task in tasks {
        times.extend(task.await.context("an intake sender failed")?);
    }
    let stored = started.elapsed().as_secs_f64();
    anyhow::ensure!(
        times.len() == posts,
        "only {} of {posts} webhook POSTs were answered 200",
        times.len()
    );
    loop {
        let left = engine
            .ledger()
            .read(pacer_engine::webhook::inbox::summary)
            .await?
            .waiting;
        if left == 0 {
            break;
        }
        anyhow::ensure!(
            started.elapsed() < Duration::from_secs(300),
            "the applier did not finish"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let applied = started.elapsed().as_secs_f64();
    stop.cancel();
    engine.shutdown().await;
    let statuses = (posts * per_post) as f64;
    Ok(Intake {
        stored_per_s: statuses / stored,
        answer_ms: Percentiles::of(&times),
        applied_per_s: statuses / applied,
    })
}
