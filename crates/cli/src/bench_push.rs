//! The push stream's figure for `pacer bench` (`docs/benchmarks.md`, "The push stream"): ten
//! desks follow `GET /v1/events` over the office listener (TLS, each desk paired with a code)
//! while an office Pacer sends 45,000 messages posted through its local API; how late each
//! change of the figures reaches the desks, and the CPU the office Pacer spends on them.
//!
//! - *Update latency*: a monitor in this process watches the engine's figures
//!   (`Engine::watch_stats`) and notes when each new count of messages sent (`departures`) first
//!   appears; for every such change and every desk, the latency is the time until that desk
//!   received a `stats` event showing that count or more. So the wait a change spends in the
//!   stream's coalescing (at most one event every 250 ms) is counted, as a person sees it.
//! - *Added CPU*: the same run twice on fresh ledgers, without followers and with ten; the
//!   office Pacer runs on a Tokio runtime of its own (threads named `pacer-node`), and its CPU
//!   is that of those threads and the engine's own (`ledger-*`, `pacer-wire`), from
//!   `/proc/self/task/*/schedstat`. The desks, the monitor and the simulator run on other
//!   threads: what a desk's own computer does is not the office Pacer's.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::Context;
use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::config::EngineConfig;
use pacer_engine::dispatcher::Percentiles;
use pacer_engine::ledger::messages::State;
use pacer_engine::node::{Node, NodeConfig, OfficeConfig};
use pacer_engine::sharing::{Identity, pinned_client};
use pacer_engine::webhook_receiver::WebhookSecrets;
use pacer_sim::{SimConfig, SimHandle};
use serde_json::{Value, json};
use tokio::runtime::Runtime;
use tokio_util::sync::CancellationToken;

/// Messages of each run.
pub const MESSAGES: usize = 45_000;
/// Desks following in the second run.
pub const DESKS: usize = 10;
/// The runs, by desks following: four of each, in the order A B B A B A A B, so that a drift
/// over the figure (the machine warming, or quieting as other programs finish) falls on both
/// sides alike. On a shared 2-core machine one run's CPU differs from the next by up to a
/// fifth, more than the stream costs: the added CPU is the difference of the means, shown with
/// every run's figure.
const ROUNDS: [usize; 8] = [0, DESKS, DESKS, 0, DESKS, 0, 0, DESKS];
/// Messages per POST to the local API.
const BATCH: usize = 1_000;
const KEY: &str = "bench-push-local-api-key-0123456789";

/// What the push benchmark measured.
#[derive(Debug, Clone, Default)]
pub struct PushBench {
    /// From a change of the figures to a desk showing it (ms).
    pub latency_ms: Percentiles,
    /// Changes of the count sent the monitor saw in the run with followers.
    pub changes: usize,
    /// `stats` events each desk received, on average.
    pub events_per_desk: f64,
    /// The office Pacer's CPU over a run without followers, the mean of the runs (s).
    pub cpu_alone_s: f64,
    /// The same with the desks following (s).
    pub cpu_followed_s: f64,
    /// Each run's CPU (s): without followers, with them.
    pub cpu_runs: (Vec<f64>, Vec<f64>),
    /// Wall time of a run, the mean (s): without followers, with them.
    pub run_s: (f64, f64),
    /// One count of the messages by state once all are in the ledger, the median (ms): the
    /// stream's costliest part, done at most once a second.
    pub count_ms: f64,
    /// Whether CPU was read per thread (Linux); otherwise no CPU figure.
    pub cpu_measured: bool,
}

impl PushBench {
    /// CPU the followers added to a run (s).
    pub fn added_cpu_s(&self) -> f64 {
        self.cpu_followed_s - self.cpu_alone_s
    }

    /// The standard error of [`PushBench::added_cpu_s`] from the runs' spread (s): what the
    /// difference of means can tell apart from nothing.
    pub fn added_cpu_error_s(&self) -> f64 {
        let variance_of_mean = |runs: &[f64]| {
            let n = runs.len() as f64;
            if n < 2.0 {
                return 0.0;
            }
            let mean = runs.iter().sum::<f64>() / n;
            runs.iter().map(|r| (r - mean).powi(2)).sum::<f64>() / (n - 1.0) / n
        };
        (variance_of_mean(&self.cpu_runs.0) + variance_of_mean(&self.cpu_runs.1)).sqrt()
    }

    /// The same as a share of the run without them (%).
    pub fn added_cpu_percent(&self) -> f64 {
        if self.cpu_alone_s > 0.0 {
            self.added_cpu_s() / self.cpu_alone_s * 100.0
        } else {
            0.0
        }
    }
}

/// Runs the figure: runs without followers and with [`DESKS`] ([`ROUNDS`]).
pub async fn push() -> anyhow::Result<PushBench> {
    let node_runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("pacer-node")
        // Threads that end take their CPU time with them: keep them for the whole figure.
        .thread_keep_alive(Duration::from_secs(600))
        .enable_all()
        .build()?;
    let sim_runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .thread_name("bench-sim")
        .enable_all()
        .build()?;
    let result = async {
        let mut runs = Vec::new();
        for desks in ROUNDS {
            runs.push(run(&node_runtime, &sim_runtime, desks).await?);
        }
        Ok::<_, anyhow::Error>(runs)
    }
    .await;
    node_runtime.shutdown_background();
    sim_runtime.shutdown_background();
    let runs = result?;
    let (alone, followed): (Vec<&Run>, Vec<&Run>) =
        runs.iter().partition(|r| r.receipts.is_empty());
    let mut latencies = Vec::new();
    let mut missing = 0;
    for run in &followed {
        for receipts in &run.receipts {
            for (count, changed_at) in &run.changes {
                // The first event showing this count or more.
                let first = receipts.partition_point(|(shown, _)| shown < count);
                match receipts.get(first) {
                    Some((_, received_at)) => latencies.push(
                        received_at
                            .saturating_duration_since(*changed_at)
                            .as_secs_f64()
                            * 1000.0,
                    ),
                    None => missing += 1,
                }
            }
        }
    }
    anyhow::ensure!(
        missing == 0,
        "{missing} changes of the figures never reached a desk"
    );
    let events: usize = followed
        .iter()
        .flat_map(|r| r.receipts.iter())
        .map(Vec::len)
        .sum();
    let changes: usize = followed.iter().map(|r| r.changes.len()).sum();
    let cpu = |runs: &[&Run]| -> Option<Vec<f64>> { runs.iter().map(|r| r.cpu_s).collect() };
    let mean = |values: &[f64]| values.iter().sum::<f64>() / values.len().max(1) as f64;
    let seconds = |runs: &[&Run]| mean(&runs.iter().map(|r| r.seconds).collect::<Vec<_>>());
    let (cpu_alone, cpu_followed) = (cpu(&alone), cpu(&followed));
    let cpu_measured = cpu_alone.is_some() && cpu_followed.is_some() && !alone.is_empty();
    Ok(PushBench {
        latency_ms: Percentiles::of(&latencies),
        changes: changes / followed.len().max(1),
        events_per_desk: events as f64 / (DESKS * followed.len().max(1)) as f64,
        cpu_alone_s: cpu_alone.as_deref().map_or(0.0, mean),
        cpu_followed_s: cpu_followed.as_deref().map_or(0.0, mean),
        cpu_runs: (
            cpu_alone.unwrap_or_default(),
            cpu_followed.unwrap_or_default(),
        ),
        run_s: (seconds(&alone), seconds(&followed)),
        count_ms: Percentiles::of(&runs.iter().map(|r| r.count_ms).collect::<Vec<_>>()).p50,
        cpu_measured,
    })
}

/// One run's measurements.
struct Run {
    /// Each new count sent and when the monitor first saw it.
    changes: Vec<(u64, Instant)>,
    /// Per desk: each `stats` event's count sent and when it arrived.
    receipts: Vec<Vec<(u64, Instant)>>,
    /// The office Pacer's CPU over the run (s); `None` where threads cannot be read.
    cpu_s: Option<f64>,
    /// From the first POST to every message delivered (s).
    seconds: f64,
    /// One count of the ledger's messages by state at the end (ms).
    count_ms: f64,
}

/// An address nobody listens on yet (the simulator needs the receiver's before it starts).
fn free_addr() -> anyhow::Result<SocketAddr> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?)
}

async fn start_sim(runtime: &Runtime, hook: SocketAddr) -> anyhow::Result<SimHandle> {
    let mut config = SimConfig::unlimited();
    config.webhooks.url = Some(format!("http://{hook}/webhook"));
    config.webhooks.sent_after = (Duration::ZERO, Duration::from_millis(20));
    config.webhooks.delivered_after = (Duration::ZERO, Duration::from_millis(20));
    config.webhooks.skip_delivered_rate = 0.0;
    config.webhooks.read_rate = 0.0;
    config.webhooks.duplicate_rate = 0.0;
    config.webhooks.reorder_rate = 0.0;
    runtime
        .spawn(async move {
            let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
            Ok::<_, anyhow::Error>(pacer_sim::start(listener, config).await?)
        })
        .await?
}

/// Sends [`MESSAGES`] through a fresh office Pacer with `desks` following its push stream.
async fn run(node_runtime: &Runtime, sim_runtime: &Runtime, desks: usize) -> anyhow::Result<Run> {
    let dir = tempfile::tempdir()?;
    let hook = free_addr()?;
    let sim = start_sim(sim_runtime, hook).await?;
    let mut graph = GraphConfig::new(sim.config().access_token.clone());
    graph.base_url = sim.base_url();
    graph.request_timeout = Duration::from_secs(10);
    let mut config = EngineConfig::new(
        dir.path().join("push.db"),
        sim.config().phone_number_id.clone(),
    );
    config.mps = None;
    config.tier_limit = None;
    config.max_in_flight = 256;
    let identity = Identity::generate()?;
    let fingerprint = identity.fingerprint();
    let settings = NodeConfig {
        config,
        client: GraphClient::new(graph)?,
        api_key: KEY.into(),
        secrets: WebhookSecrets {
            app_secret: sim.config().app_secret.clone(),
            verify_token: String::new(),
        },
        api_addr: "127.0.0.1:0".parse()?,
        webhook_addr: hook,
        webhook_beyond_loopback: false,
        readable_folders: Vec::new(),
        tunnel: None,
        office: Some(OfficeConfig {
            addr: "127.0.0.1:0".parse()?,
            identity,
            name: "Bench office".into(),
            discovery: None,
        }),
    };
    let node = node_runtime.spawn(Node::start(settings)).await??;
    let api = format!("http://{}", node.api_addr());
    let office = format!(
        "https://{}",
        node.office().context("the office listener runs")?.addr()
    );
    let local = reqwest::Client::new();
    let desk_http = reqwest::Client::builder()
        .tls_backend_preconfigured((*pinned_client(fingerprint)?).clone())
        .build()?;

    // Ten desks paired and following before the run starts.
    let stop_desks = CancellationToken::new();
    let mut followers = Vec::new();
    for n in 0..desks {
        let credential = pair(&local, &api, &desk_http, &office, n).await?;
        let response = desk_http
            .get(format!("{office}/v1/events"))
            .bearer_auth(&credential)
            .send()
            .await?;
        anyhow::ensure!(
            response.status().is_success(),
            "desk {n} could not follow: {}",
            response.status()
        );
        let (shown_tx, shown) = tokio::sync::watch::channel(None);
        followers.push((
            tokio::spawn(follow(response, stop_desks.clone(), shown_tx)),
            shown,
        ));
    }
    for (_, shown) in &mut followers {
        tokio::time::timeout(Duration::from_secs(30), shown.wait_for(Option::is_some))
            .await
            .context("a desk got no figures at connect")?
            .context("a desk stopped following")?;
    }

    let bodies: Vec<Value> = (0..MESSAGES)
        .collect::<Vec<_>>()
        .chunks(BATCH)
        .map(|chunk| {
            let messages: Vec<Value> = chunk
                .iter()
                .map(|i| {
                    json!({
                        "to": format!("+92300{:07}", 1_000_000 + i),
                        "lane": "bulk",
                        "template": {"name": "hello_world", "language": {"code": "en_US"}},
                    })
                })
                .collect();
            json!({ "messages": messages })
        })
        .collect();

    let engine = Arc::clone(node.engine());
    let changes = Arc::new(Mutex::new(Vec::new()));
    let stop_monitor = CancellationToken::new();
    let monitor = tokio::spawn(watch_departures(
        engine.watch_stats(),
        Arc::clone(&changes),
        stop_monitor.clone(),
    ));
    let cpu_before = node_cpu();
    let started = Instant::now();
    for body in &bodies {
        let answer = local
            .post(format!("{api}/v1/messages"))
            .bearer_auth(KEY)
            .json(body)
            .send()
            .await?;
        anyhow::ensure!(
            answer.status() == reqwest::StatusCode::ACCEPTED,
            "a batch was refused: {} {}",
            answer.status(),
            answer.text().await?
        );
    }
    let deadline = Instant::now() + Duration::from_secs(300);
    loop {
        let counts = engine.state_counts().await?;
        let delivered = counts
            .iter()
            .find(|(s, _)| *s == State::Delivered)
            .map_or(0, |(_, n)| *n);
        if delivered as usize >= MESSAGES {
            break;
        }
        anyhow::ensure!(
            Instant::now() < deadline,
            "the run did not finish: {counts:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let seconds = started.elapsed().as_secs_f64();
    let cpu_s = match (cpu_before, node_cpu()) {
        (Some(before), Some(after)) => Some(cpu_between(&before, &after)),
        _ => None,
    };
    // What the stream does at most once a second, and `GET /v1/stats` at every request.
    let mut count_ms = Vec::new();
    for _ in 0..10 {
        let counting = Instant::now();
        engine.state_counts().await?;
        count_ms.push(counting.elapsed().as_secs_f64() * 1000.0);
    }
    let count_ms = Percentiles::of(&count_ms).p50;
    stop_monitor.cancel();
    monitor.await?;
    let changes = std::mem::take(&mut *changes.lock().unwrap_or_else(|p| p.into_inner()));
    // Every desk shows the last count before it stops following.
    let last = changes.last().map_or(0, |(count, _)| *count);
    for (_, shown) in &mut followers {
        let caught_up = shown.wait_for(|s| s.is_some_and(|count| count >= last));
        // A desk that never catches up is counted below, as changes that never reached it.
        let _ = tokio::time::timeout(Duration::from_secs(30), caught_up).await;
    }
    stop_desks.cancel();
    let mut receipts = Vec::new();
    for (task, _) in followers {
        receipts.push(task.await??);
    }
    node_runtime.spawn(node.stop()).await?;
    sim_runtime.spawn(sim.shutdown()).await??;
    Ok(Run {
        changes,
        receipts,
        cpu_s,
        seconds,
        count_ms,
    })
}

/// Pairs desk `n` with a code opened through the local API; its credential.
async fn pair(
    local: &reqwest::Client,
    api: &str,
    desk_http: &reqwest::Client,
    office: &str,
    n: usize,
) -> anyhow::Result<String> {
    let shown: Value = local
        .post(format!("{api}/v1/office/pairing-code"))
        .bearer_auth(KEY)
        .send()
        .await?
        .error_for_status()?
        .json()
        .await?;
    let paired: Value = desk_http
        .post(format!("{office}/office/v1/pair"))
        .json(&json!({"code": shown["code"], "desk": format!("Desk {}", n + 1)}))
        .send()
        .await?
        .error_for_status()?
        .json()
        .await?;
    paired["credential"]
        .as_str()
        .map(str::to_owned)
        .context("the pairing answered no credential")
}

/// Notes each new count sent and when it was first seen, until `stop`.
async fn watch_departures(
    mut stats: tokio::sync::watch::Receiver<pacer_engine::dispatcher::Stats>,
    changes: Arc<Mutex<Vec<(u64, Instant)>>>,
    stop: CancellationToken,
) {
    let mut last = stats.borrow_and_update().departures;
    loop {
        tokio::select! {
            () = stop.cancelled() => return,
            changed = stats.changed() => {
                if changed.is_err() {
                    return;
                }
                let departures = stats.borrow_and_update().departures;
                if departures > last {
                    last = departures;
                    changes
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .push((departures, Instant::now()));
                }
            }
        }
    }
}

/// A desk following the stream: each `stats` event's count sent and when it arrived, until
/// `stop`. Shows the newest count in `shown`.
async fn follow(
    mut response: reqwest::Response,
    stop: CancellationToken,
    shown: tokio::sync::watch::Sender<Option<u64>>,
) -> anyhow::Result<Vec<(u64, Instant)>> {
    let mut buffer: Vec<u8> = Vec::new();
    let mut receipts = Vec::new();
    loop {
        let chunk = tokio::select! {
            () = stop.cancelled() => return Ok(receipts),
            chunk = response.chunk() => chunk?,
        };
        let Some(chunk) = chunk else {
            anyhow::bail!("the stream ended during the run");
        };
        let arrived = Instant::now();
        buffer.extend_from_slice(&chunk);
        while let Some(end) = buffer.windows(2).position(|w| w == b"\n\n") {
            let block: Vec<u8> = buffer.drain(..end + 2).collect();
            let block = String::from_utf8_lossy(&block);
            if !block.lines().any(|l| l == "event: stats") {
                continue;
            }
            let Some(data) = block.lines().find_map(|l| l.strip_prefix("data: ")) else {
                continue;
            };
            let figures: Value = serde_json::from_str(data)?;
            let count = figures["departures"].as_u64().unwrap_or_default();
            receipts.push((count, arrived));
            shown.send_replace(Some(count));
        }
    }
}

/// CPU time so far of the office Pacer's threads, by thread id (ns); `None` where threads
/// cannot be read (not Linux).
fn node_cpu() -> Option<HashMap<u64, u64>> {
    let mut cpu = HashMap::new();
    for entry in std::fs::read_dir("/proc/self/task").ok()? {
        let Ok(entry) = entry else { continue };
        let Some(tid) = entry.file_name().to_str().and_then(|t| t.parse().ok()) else {
            continue;
        };
        let path = entry.path();
        let Ok(name) = std::fs::read_to_string(path.join("comm")) else {
            continue;
        };
        let name = name.trim();
        let node = ["pacer-node", "ledger-", "pacer-wire"]
            .iter()
            .any(|p| name.starts_with(p));
        if !node {
            continue;
        }
        if let Some(ns) = thread_cpu_ns(&path) {
            cpu.insert(tid, ns);
        }
    }
    Some(cpu)
}

/// A thread's CPU time (ns): from `schedstat`, else `stat`'s user and system ticks.
fn thread_cpu_ns(task: &std::path::Path) -> Option<u64> {
    if let Some(ns) = std::fs::read_to_string(task.join("schedstat"))
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .filter(|ns| *ns > 0)
    {
        return Some(ns);
    }
    let stat = std::fs::read_to_string(task.join("stat")).ok()?;
    // After the name, which may hold spaces: state is field 3, utime 14 and stime 15.
    let fields: Vec<&str> = stat.rsplit_once(')')?.1.split_whitespace().collect();
    let ticks = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // Linux reports them in USER_HZ, 100 a second.
    Some(ticks * 10_000_000)
}

/// CPU spent between two readings (s); threads started since count whole.
fn cpu_between(before: &HashMap<u64, u64>, after: &HashMap<u64, u64>) -> f64 {
    let ns: u64 = after
        .iter()
        .map(|(tid, ns)| ns.saturating_sub(before.get(tid).copied().unwrap_or(0)))
        .sum();
    ns as f64 / 1e9
}
