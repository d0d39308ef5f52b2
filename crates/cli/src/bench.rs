//! `pacer bench`: the speed figures of `docs/sending.md#targets`, measured on loopback and printed against
//! their targets. A benchmark reports its figure; it never fails on timing.
//!
//! Today: the simulator's capacity with limits lifted (it must never be the bottleneck of the
//! engine's own benchmarks), and how exactly it holds a throughput limit under a flood.

use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use anyhow::Context;
use clap::Args;
use pacer_sim::{CheckReport, SimConfig, SimHandle};
use serde_json::json;

/// Options of `pacer bench`.
#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Seconds each measurement runs.
    #[arg(long, default_value_t = 5.0)]
    seconds: f64,
    /// Concurrent connections of the load generator.
    #[arg(long, default_value_t = 32)]
    connections: usize,
    /// Run only these figures (repeatable): capacity, flood, bulk, ceiling, intake, naive,
    /// import, launch, push.
    #[arg(long, value_name = "FIGURE")]
    only: Vec<String>,
    /// Rows of the generated file for the import figure.
    #[arg(long, default_value_t = 1_000_000)]
    import_rows: usize,
    /// Size of the generated file for the import figure, in MB (instead of --import-rows;
    /// about 15,000 rows a MB): 1000 measures a 1 GB list.
    #[arg(long, value_name = "MB", conflicts_with = "import_rows")]
    import_mb: Option<u64>,
    /// Recipients of the campaign for the launch figure.
    #[arg(long, default_value_t = 100_000)]
    launch_recipients: usize,
}

const CAPACITY_TARGET: f64 = 5_000.0;

/// Runs the import figure as `pacer bench --only import` in a fresh process and prints its
/// rows (not its heading) in this table. The child gets no environment but what finding
/// programs and temporary files needs: nothing of this process's settings or secrets.
fn import_in_child(args: &BenchArgs) -> anyhow::Result<()> {
    let mut command = std::process::Command::new(std::env::current_exe()?);
    command.args(["bench", "--only", "import"]);
    match args.import_mb {
        Some(mb) => command.args(["--import-mb", &mb.to_string()]),
        None => command.args(["--import-rows", &args.import_rows.to_string()]),
    };
    command.env_clear();
    for kept in ["PATH", "HOME", "TMPDIR"] {
        if let Some(value) = std::env::var_os(kept) {
            command.env(kept, value);
        }
    }
    let output = command
        .stderr(std::process::Stdio::inherit())
        .output()
        .context("the import figure's process could not start")?;
    anyhow::ensure!(
        output.status.success(),
        "the import figure's process failed ({})",
        output.status
    );
    let text = String::from_utf8_lossy(&output.stdout);
    // Its heading (up to the column titles) is the one this table already printed.
    for line in text
        .lines()
        .skip_while(|line| !line.starts_with("figure"))
        .skip(1)
    {
        println!("{line}");
    }
    Ok(())
}

/// Runs the benchmarks and prints one table.
pub async fn run(args: BenchArgs) -> anyhow::Result<ExitCode> {
    let seconds =
        Duration::try_from_secs_f64(args.seconds).context("--seconds must be a positive number")?;
    let connections = args.connections.max(1);
    println!(
        "Pacer benchmarks: loopback, {} build, {} cores, {} s per figure, {connections} connections",
        if cfg!(debug_assertions) {
            "DEBUG (numbers are not representative)"
        } else {
            "release"
        },
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        args.seconds
    );
    println!();
    println!(
        "{:<52} {:>16} {:>14} {:>8}",
        "figure", "measured", "target", "ratio"
    );

    let wanted = |figure: &str| args.only.is_empty() || args.only.iter().any(|o| o == figure);
    let mut capacity = None;
    let mut flood = None;
    if wanted("capacity") {
        let measured = simulator_capacity(seconds, connections).await?;
        println!(
            "{:<52} {:>16} {:>14} {:>7.3}×",
            "simulator capacity, limits lifted (req/s)",
            thousands(measured.rate),
            format!("≥ {}", thousands(CAPACITY_TARGET)),
            measured.rate / CAPACITY_TARGET
        );
        capacity = Some(measured);
    }
    if wanted("flood") {
        let measured = limit_fidelity(seconds.min(Duration::from_secs(3)), connections).await?;
        println!(
            "{:<52} {:>16} {:>14} {:>7.3}×",
            "simulator at 80 mps under a flood: most in any 1 s",
            measured.max_in_second.to_string(),
            "= 80",
            measured.max_in_second as f64 / 80.0
        );
        flood = Some(measured);
    }
    let engine_seconds = args.seconds.max(5.0) * 2.0;
    let mut bulk = None;
    if wanted("bulk") || wanted("naive") {
        let run = crate::bench_engine::bulk_and_express(engine_seconds).await?;
        println!(
            "{:<52} {:>16} {:>14} {:>7.3}×",
            "bulk at 80 mps, 150 ms latency: share of the limit",
            format!("{:.3}", run.pacer.fraction_of_limit),
            "≥ 0.99",
            run.pacer.fraction_of_limit / 0.99
        );
        println!(
            "{:<52} {:>16} {:>14} {:>8}",
            "  most accepted in any 1 s / 130429 answers",
            format!("{} / {}", run.pacer.max_in_second, run.pacer.throttled),
            "≤ 80 / 0",
            if run.pacer.max_in_second <= 80 && run.pacer.throttled == 0 {
                "ok"
            } else {
                "OVER"
            }
        );
        println!(
            "{:<52} {:>16} {:>14} {:>7.3}×",
            "express latency under saturating bulk, p50 / p99 (ms)",
            format!("{:.1} / {:.1}", run.express_ms.p50, run.express_ms.p99),
            "p99 ≤ 15",
            15.0 / run.express_ms.p99.max(0.001)
        );
        println!(
            "{:<52} {:>16} {:>14} {:>8}",
            "  in send slots waited, p50 / p99 / max",
            format!(
                "{:.0} / {:.0} / {:.0}",
                run.express_slots.p50, run.express_slots.p99, run.express_slots.max
            ),
            "",
            ""
        );
        bulk = Some(run);
    }
    if wanted("ceiling") {
        let ceiling = crate::bench_engine::ceiling(20_000).await?;
        println!(
            "{:<52} {:>16} {:>14} {:>7.3}×",
            "engine ceiling, limits lifted, 0 ms (durable sends/s)",
            thousands(ceiling),
            "≥ 10,000",
            ceiling / 10_000.0
        );
    }
    for (posts, per_post) in [(20_000, 1), (5_000, 10)] {
        if !wanted("intake") {
            break;
        }
        let intake = crate::bench_engine::webhook_intake(posts, per_post, 32).await?;
        let label = if per_post == 1 {
            "single-status POSTs"
        } else {
            "10-status POSTs"
        };
        println!(
            "{:<52} {:>16} {:>14} {:>7.3}×",
            format!("webhook intake, {label} (statuses/s)"),
            thousands(intake.stored_per_s),
            "≥ 10,000",
            intake.stored_per_s / 10_000.0
        );
        println!(
            "{:<52} {:>16} {:>14} {:>7.3}×",
            "  answer p50 / p99 (ms)",
            format!("{:.1} / {:.1}", intake.answer_ms.p50, intake.answer_ms.p99),
            "p99 ≤ 20",
            20.0 / intake.answer_ms.p99.max(0.001)
        );
        println!(
            "{:<52} {:>16} {:>14} {:>8}",
            "  applied by the applier (statuses/s)",
            thousands(intake.applied_per_s),
            "",
            ""
        );
    }
    if wanted("import") && args.only.len() != 1 {
        // Earlier figures leave memory with the allocator that a reset high-water mark still
        // counts: the import's peak is measured in a process of its own.
        import_in_child(&args)?;
    } else if wanted("import") {
        let length = match args.import_mb {
            Some(mb) => crate::bench_import::FileLength::Bytes(mb.saturating_mul(1_000_000)),
            None => crate::bench_import::FileLength::Rows(args.import_rows),
        };
        let import = crate::bench_import::import_million(length).await?;
        println!(
            "{:<52} {:>16} {:>14} {:>7.3}×",
            format!("import {} messy rows (s)", thousands(import.rows as f64)),
            format!("{:.2}", import.seconds),
            "≤ 10",
            10.0 / import.seconds.max(0.001)
        );
        println!(
            "{:<52} {:>16} {:>14} {:>7.3}×",
            if import.peak_is_import_only {
                "  peak memory (MB)"
            } else {
                "  peak memory, whole run so far (MB)"
            },
            format!("{:.0}", import.peak_mb),
            "≤ 300",
            300.0 / import.peak_mb.max(0.001)
        );
        println!(
            "{:<52} {:>16} {:>14} {:>8}",
            "  file size (MB)",
            format!("{:.0}", import.file_mb),
            "",
            ""
        );
        println!(
            "{:<52} {:>16} {:>14} {:>8}",
            "  read, normalise and dedupe only (s)",
            format!("{:.2}", import.normalise_seconds),
            "",
            ""
        );
        println!(
            "{:<52} {:>16} {:>14} {:>8}",
            "    its peak memory (MB)",
            format!("{:.0}", import.normalise_peak_mb),
            "",
            ""
        );
        println!("  {}", import.summary);
    }
    if wanted("launch") {
        let launch = crate::bench_campaign::launch(args.launch_recipients).await?;
        println!(
            "{:<52} {:>16} {:>14} {:>7.3}×",
            format!(
                "launch a {}-recipient campaign (s)",
                thousands(launch.queued as f64)
            ),
            format!("{:.2}", launch.seconds),
            "≤ 1",
            1.0 / launch.seconds.max(0.001)
        );
    }
    if wanted("push") {
        let push = crate::bench_push::push().await?;
        println!(
            "{:<52} {:>16} {:>14} {:>7.3}×",
            format!(
                "push stream, {} desks, {} messages: p50 / p99 (ms)",
                crate::bench_push::DESKS,
                thousands(crate::bench_push::MESSAGES as f64)
            ),
            format!("{:.0} / {:.0}", push.latency_ms.p50, push.latency_ms.p99),
            "p99 ≤ 500",
            500.0 / push.latency_ms.p99.max(0.001)
        );
        println!(
            "{:<52} {:>16} {:>14} {:>8}",
            "  stats events per desk / changes of the figures",
            format!("{:.0} / {}", push.events_per_desk, push.changes),
            "",
            ""
        );
        if push.cpu_measured {
            println!(
                "{:<52} {:>16} {:>14} {:>8}",
                "  office Pacer CPU per run, alone / followed (s)",
                format!("{:.2} / {:.2}", push.cpu_alone_s, push.cpu_followed_s),
                "",
                ""
            );
            let added = push.added_cpu_percent();
            println!(
                "{:<52} {:>16} {:>14} {:>8}",
                "  added CPU per run (% of the run alone)",
                format!("{:.2} s ({added:.1} %)", push.added_cpu_s()),
                "≤ 10 %",
                // Below zero is the runs' own spread: the followed runs happened to cost less.
                if added <= 0.0 {
                    "ok".to_owned()
                } else {
                    format!("{:.3}×", 10.0 / added)
                }
            );
            let each = |runs: &[f64]| {
                runs.iter()
                    .map(|s| format!("{s:.2}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            println!(
                "    each run (s): alone {}; followed {}",
                each(&push.cpu_runs.0),
                each(&push.cpu_runs.1)
            );
            println!(
                "    the difference of the means is known to ± {:.2} s (one standard error)",
                push.added_cpu_error_s()
            );
        } else {
            println!("  added CPU: not measured (threads' CPU is read from /proc on Linux)");
        }
        println!(
            "{:<52} {:>16} {:>14} {:>8}",
            format!(
                "  a count by state of {} messages (ms)",
                thousands(crate::bench_push::MESSAGES as f64)
            ),
            format!("{:.1}", push.count_ms),
            "",
            ""
        );
        println!(
            "{:<52} {:>16} {:>14} {:>8}",
            "  run length, alone / followed (s)",
            format!("{:.1} / {:.1}", push.run_s.0, push.run_s.1),
            "",
            ""
        );
    }
    let (Some(run), true) = (bulk, wanted("naive")) else {
        return Ok(ExitCode::SUCCESS);
    };
    let naive = crate::bench_engine::naive(engine_seconds, 32).await?;
    println!();
    println!(
        "Same workload (80 mps, 150 ms latency, 1 % timeouts after acceptance), Pacer beside a naive sender"
    );
    println!("(32 concurrent requests, no limiter, every failure retried at once):");
    println!("{:<40} {:>14} {:>14}", "", "Pacer", "naive");
    println!(
        "{:<40} {:>14} {:>14}",
        "messages accepted", run.pacer.accepted, naive.accepted
    );
    println!(
        "{:<40} {:>14.3} {:>14.3}",
        "accepted per second / limit", run.pacer.fraction_of_limit, naive.fraction_of_limit
    );
    println!(
        "{:<40} {:>14} {:>14}",
        "most accepted in any 1 s (limit 80)", run.pacer.max_in_second, naive.max_in_second
    );
    println!(
        "{:<40} {:>14} {:>14}",
        "130429 answers (over the limit)", run.pacer.throttled, naive.throttled
    );
    println!(
        "{:<40} {:>14} {:>14}",
        "messages sent twice", run.pacer.duplicates, naive.duplicates
    );
    if let (Some(capacity), Some(flood)) = (capacity, flood) {
        println!();
        println!(
            "capacity run: {} messages accepted, {} webhook updates acknowledged; flood run: {} offered, {} refused with 130429",
            thousands(capacity.accepted as f64),
            thousands(capacity.statuses as f64),
            thousands(flood.offered as f64),
            thousands(flood.throttled as f64)
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// A measured figure, rounded to a whole number and grouped: `81234.6` → `81,235`.
fn thousands(value: f64) -> String {
    pacer_engine::numbers::thousands(value.round() as u64)
}

struct Capacity {
    rate: f64,
    accepted: u64,
    statuses: u64,
}

/// A webhook receiver that answers 200 to everything, as fast as it can.
async fn webhook_sink() -> anyhow::Result<(String, tokio_util::sync::CancellationToken)> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}/webhook", listener.local_addr()?);
    let stop = tokio_util::sync::CancellationToken::new();
    let app = axum::Router::new().route("/webhook", axum::routing::post(|| async { "" }));
    let token = stop.clone();
    tokio::spawn(async move {
        let served = axum::serve(listener, app)
            .with_graceful_shutdown(async move { token.cancelled().await })
            .await;
        if let Err(e) = served {
            eprintln!("bench webhook receiver stopped: {e}");
        }
    });
    Ok((url, stop))
}

async fn start_sim(config: SimConfig) -> anyhow::Result<SimHandle> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    Ok(pacer_sim::start(listener, config).await?)
}

/// Sends template messages to distinct recipients from `connections` tasks until `deadline`;
/// returns how many got a 200 before it, and how many were offered.
async fn load(sim: &SimHandle, connections: usize, length: Duration) -> anyhow::Result<(u64, u64)> {
    let client = reqwest::Client::builder()
        .pool_max_idle_per_host(connections)
        .build()?;
    let url = format!(
        "{}/v25.0/{}/messages",
        sim.base_url(),
        sim.config().phone_number_id
    );
    let token = format!("Bearer {}", sim.config().access_token);
    let next = Arc::new(AtomicU64::new(0));
    let ok = Arc::new(AtomicU64::new(0));
    let deadline = Instant::now() + length;
    let mut tasks = Vec::new();
    for _ in 0..connections {
        let (client, url, token, next, ok) = (
            client.clone(),
            url.clone(),
            token.clone(),
            Arc::clone(&next),
            Arc::clone(&ok),
        );
        tasks.push(tokio::spawn(async move {
            while Instant::now() < deadline {
                let n = next.fetch_add(1, Ordering::Relaxed);
                let body = json!({
                    "messaging_product": "whatsapp",
                    "to": format!("+1555{:07}", n % 10_000_000),
                    "type": "template",
                    "template": {"name": "hello_world", "language": {"code": "en_US"}},
                    "biz_opaque_callback_data": format!("bench:{n}"),
                });
                let sent = client
                    .post(&url)
                    .header("authorization", &token)
                    .json(&body)
                    .send()
                    .await;
                if let Ok(response) = sent {
                    let success = response.status().is_success();
                    // Reading the body keeps the connection reusable; its content is not needed.
                    let _ = response.bytes().await;
                    if success && Instant::now() <= deadline {
                        ok.fetch_add(1, Ordering::Relaxed);
                    }
                }
            }
        }));
    }
    for task in tasks {
        task.await.context("a load task failed")?;
    }
    Ok((ok.load(Ordering::Relaxed), next.load(Ordering::Relaxed)))
}

async fn simulator_capacity(length: Duration, connections: usize) -> anyhow::Result<Capacity> {
    let (url, stop_sink) = webhook_sink().await?;
    let dir = tempfile::tempdir()?;
    let mut config = SimConfig::unlimited();
    config.log = Some(dir.path().join("capacity.jsonl"));
    config.webhooks.url = Some(url);
    config.webhooks.sent_after = (Duration::ZERO, Duration::from_millis(10));
    config.webhooks.delivered_after = (Duration::ZERO, Duration::from_millis(10));
    config.webhooks.read_after = (Duration::ZERO, Duration::from_millis(10));
    let sim = start_sim(config).await?;
    // Warm up connections and caches before measuring.
    load(&sim, connections, Duration::from_millis(300)).await?;
    let started = Instant::now();
    let (ok, _) = load(&sim, connections, length).await?;
    let rate = ok as f64 / started.elapsed().as_secs_f64().max(length.as_secs_f64());
    tokio::time::sleep(Duration::from_millis(500)).await;
    let stats = sim.stats();
    sim.shutdown().await?;
    stop_sink.cancel();
    Ok(Capacity {
        rate,
        accepted: stats.counters.accepted,
        statuses: stats.counters.statuses_acknowledged,
    })
}

struct Flood {
    max_in_second: u64,
    offered: u64,
    throttled: u64,
}

async fn limit_fidelity(length: Duration, connections: usize) -> anyhow::Result<Flood> {
    let dir = tempfile::tempdir()?;
    let log = dir.path().join("flood.jsonl");
    let config = SimConfig {
        pair: None,
        tier: pacer_sim::Tier::Unlimited,
        log: Some(log.clone()),
        ..SimConfig::default()
    };
    let sim = start_sim(config).await?;
    let (_, offered) = load(&sim, connections, length).await?;
    sim.shutdown().await?;
    let report = CheckReport::from_log(&log)?;
    Ok(Flood {
        max_in_second: report.max_accepted_in_one_second,
        offered,
        throttled: report.rejected_by_code.get(&130429).copied().unwrap_or(0),
    })
}
