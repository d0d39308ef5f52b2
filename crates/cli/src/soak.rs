//! `pacer soak`: the chaos soak (issue 7, "Prove it").
//!
//! Runs the Cloud API simulator in this process with its faults on (5xx, timeouts and resets
//! after acceptance, outages, latency spikes), a stand-in tunnel between it and Pacer's
//! webhook receiver, and `pacer serve` as a child process on a fresh data folder. Then, for
//! `--duration` seconds, drives OTP bursts, API batches and campaigns through the local API
//! while it SIGKILLs `pacer serve` at seeded moments (and starts it again on the same ledger),
//! starts Meta outages and makes the webhook receiver unreachable for a stretch — the
//! simulator retries undelivered webhooks as Meta does. Afterwards it waits until every
//! message is final, stops Pacer, and checks the ledger against what the local API accepted
//! and against the simulator's record: every message final, none lost, none sent twice, never
//! more than the limit in any second, and each message's final status exactly the
//! simulator's. It prints one line per figure and exits non-zero on any violation.
//!
//! This file sets the run up and runs it in order; the parts are `plan` (the seeded schedule),
//! `simulator` (Meta on its own thread), `relay` (the stand-in tunnel), `process` (`pacer
//! serve` as a child), `load` (the traffic), `chaos` (kills, outages, the receiver down),
//! `watch` (progress and the drain) and `verdict` (the checks and the figures).

mod chaos;
mod load;
mod plan;
mod process;
mod relay;
mod simulator;
mod verdict;
mod watch;

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use clap::Args;
use pacer_sim::{CheckReport, SimConfig, Tier};
use tokio::time::Instant;

use chaos::{Chaos, run_chaos};
use load::{Api, Ledgered};
use plan::{Dice, Plan, Shape};
use process::{ServeProcess, ServeSettings};
use relay::Relay;
use simulator::SimThread;
use verdict::Figures;

const API_KEY: &str = "soak-api-key-0123456789abcdef";

/// Settings of `pacer soak`.
#[derive(Debug, Args)]
pub struct SoakArgs {
    /// Seconds of chaos (load, kills, outages, the receiver unreachable). Pacer then gets up
    /// to --drain-timeout seconds to make every message final.
    #[arg(long, default_value_t = 60.0)]
    duration: f64,
    /// Seed of the schedule and of the simulator's faults (print it to replay a run).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Messages in all (a tenth OTPs, two fifths API batches, half campaigns). Default: half
    /// of what the limit allows in the duration.
    #[arg(long)]
    messages: Option<usize>,
    /// SIGKILLs of `pacer serve` during the chaos. Default: one per 12 s.
    #[arg(long)]
    kills: Option<usize>,
    /// Real seconds per simulated second: 0.25 runs Meta's (and Pacer's) clocks four times
    /// faster than life, so a minute of soak is four minutes of traffic.
    #[arg(long, default_value_t = 0.25)]
    time_scale: f64,
    /// Messages per second Meta allows the number (simulated time).
    #[arg(long, default_value_t = 80)]
    mps: u32,
    /// Real seconds the webhook receiver is unreachable (default: a third of the duration).
    #[arg(long)]
    receiver_down: Option<f64>,
    /// Meta outages during the chaos (default: one per 20 s).
    #[arg(long)]
    outages: Option<usize>,
    /// Pacer's reconciliation window, in simulated seconds: how long a message in doubt
    /// waits for Meta's status before it is sent once more. Shorter than the receiver's
    /// outage on purpose: a missing status must not be taken for "Meta never had it" while
    /// statuses cannot arrive.
    #[arg(long, default_value_t = 40.0)]
    reconcile_after_s: f64,
    /// Real seconds Pacer gets after the chaos to make every message final (default: 120,
    /// or half the duration when that is longer).
    #[arg(long)]
    drain_timeout: Option<f64>,
    /// Where to keep the run's files (ledger, simulator log, Pacer's log). Default: a
    /// temporary folder, kept only when the run fails.
    #[arg(long)]
    dir: Option<PathBuf>,
    /// Also write the figures as JSON to this file.
    #[arg(long)]
    json: Option<PathBuf>,
    /// The `pacer` binary to run as `pacer serve` (default: this one).
    #[arg(long, hide = true)]
    pacer: Option<PathBuf>,
}

fn drain_timeout(args: &SoakArgs) -> f64 {
    args.drain_timeout
        .unwrap_or((args.duration / 2.0).max(120.0))
}

fn free_port() -> anyhow::Result<String> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0")?;
    Ok(listener.local_addr()?.to_string())
}

/// The simulator as the soak runs it: Meta's limits and every fault on.
fn sim_config(args: &SoakArgs, log: PathBuf, webhook_url: String) -> SimConfig {
    let mut config = SimConfig {
        mps: Some(args.mps),
        tier: Tier::Unlimited,
        time_scale: args.time_scale,
        seed: args.seed,
        latency: Duration::from_millis(120),
        latency_jitter: Duration::from_millis(80),
        log: Some(log),
        ..SimConfig::default()
    };
    config.faults.server_error_rate = 0.02;
    config.faults.timeout_after_accept_rate = 0.003;
    config.faults.reset_after_accept_rate = 0.003;
    config.faults.latency_spike_rate = 0.005;
    // 4 to 12 simulated seconds: some answers come after Pacer has stopped waiting.
    config.faults.latency_spike = Duration::from_secs(8);
    config.recipients.not_on_whatsapp_rate = 0.01;
    let hooks = &mut config.webhooks;
    hooks.url = Some(webhook_url);
    hooks.duplicate_rate = 0.02;
    hooks.reorder_rate = 0.05;
    hooks.read_rate = 0.6;
    // Meta retries for days, less and less often; the soak caps the wait between retries at
    // 30 s (simulated) so a receiver back after minutes is caught up within the run.
    hooks.retry_max_interval = Duration::from_secs(30);
    config
}

/// Runs `pacer soak`.
pub async fn run(args: SoakArgs) -> anyhow::Result<ExitCode> {
    anyhow::ensure!(
        args.duration >= 10.0,
        "--duration must be at least 10 seconds"
    );
    anyhow::ensure!(
        args.time_scale > 0.0 && args.time_scale <= 1.0,
        "--time-scale must be above 0 and at most 1"
    );
    let started = Instant::now();
    let (dir, temporary) = match &args.dir {
        Some(dir) => {
            std::fs::create_dir_all(dir)?;
            // Pacer imports the campaigns' lists by their full path.
            (std::fs::canonicalize(dir)?, None)
        }
        None => {
            let temp = tempfile::Builder::new().prefix("pacer-soak-").tempdir()?;
            (temp.path().to_owned(), Some(temp))
        }
    };
    let duration = Duration::from_secs_f64(args.duration);
    let messages = args
        .messages
        .unwrap_or((f64::from(args.mps) * 0.5 * args.duration / args.time_scale) as usize);
    let shape = Shape {
        duration,
        messages,
        kills: args
            .kills
            .unwrap_or((args.duration / 12.0).round() as usize),
        receiver_down: Duration::from_secs_f64(args.receiver_down.unwrap_or(args.duration / 3.0)),
        outages: args
            .outages
            .unwrap_or(((args.duration / 20.0).round() as usize).max(1)),
    };
    let plan = Plan::draw(&shape, &mut Dice::new(args.seed));
    println!(
        "Pacer chaos soak, seed {} (replay: pacer soak --duration {} --seed {}): {} messages, {} kills, {} outages, receiver down {:.0} s, time ×{}",
        args.seed,
        args.duration,
        args.seed,
        pacer_engine::numbers::thousands(messages as u64),
        plan.kills.len(),
        plan.outages.len(),
        plan.receiver_down.map_or(0.0, |(_, l)| l.as_secs_f64()),
        1.0 / args.time_scale
    );
    println!("  files: {}", dir.display());

    let outcome = soak(&args, &plan, &dir, started).await;
    let figures = match outcome {
        Ok(figures) => figures,
        Err(e) => {
            if let Some(temp) = temporary {
                let kept = temp.keep();
                eprintln!("pacer soak: the run's files are kept in {}", kept.display());
            }
            return Err(e);
        }
    };
    print!("\n{}", figures.table());
    for difference in &figures.first_differences {
        println!("  differs: {difference}");
    }
    if let Some(path) = &args.json {
        std::fs::write(path, serde_json::to_string_pretty(&figures)?)
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    if figures.violations.is_empty() {
        println!(
            "\nPASS: every promise held ({:.0} s in all).",
            figures.wall_s
        );
        Ok(ExitCode::SUCCESS)
    } else {
        println!();
        for violation in &figures.violations {
            println!("FAIL: {violation}");
        }
        if let Some(temp) = temporary {
            let kept = temp.keep();
            println!("The run's files are kept in {}", kept.display());
        }
        Ok(ExitCode::FAILURE)
    }
}

async fn soak(
    args: &SoakArgs,
    plan: &Plan,
    dir: &std::path::Path,
    started: Instant,
) -> anyhow::Result<Figures> {
    let sim_log = dir.join("sim.jsonl");
    let db = dir.join("pacer.db");
    let (api_addr, webhook_addr) = (free_port()?, free_port()?);
    let relay = Relay::start(
        std::net::TcpListener::bind("127.0.0.1:0")?,
        format!("http://{webhook_addr}/webhook"),
    )?;
    let config = sim_config(args, sim_log.clone(), relay.url());
    let sim_thread = SimThread::start(config).await?;
    let sim = sim_thread.handle();
    let program = match &args.pacer {
        Some(program) => program.clone(),
        None => std::env::current_exe().context("cannot find the pacer binary")?,
    };
    let mut serve = ServeProcess::new(ServeSettings {
        program,
        db: db.clone(),
        graph_url: sim.base_url(),
        phone_number_id: sim.config().phone_number_id.clone(),
        waba_id: sim.config().waba_id.clone(),
        access_token: sim.config().access_token.clone(),
        app_secret: sim.config().app_secret.clone(),
        api_key: API_KEY.into(),
        api_addr,
        webhook_addr,
        mps: args.mps,
        time_scale: args.time_scale,
        reconcile_after_s: args.reconcile_after_s,
        request_timeout_s: 2.0,
        log: dir.join("serve.log"),
    });
    serve.start().await?;
    let api = Api::new(serve.api_url(), API_KEY.into())?;
    // Campaigns need the templates, which Pacer reads from Meta when it starts.
    let ready_by = Instant::now() + Duration::from_secs(30);
    loop {
        let (status, templates) = api.get("/v1/templates", ready_by).await?;
        if status == 200 && templates.to_string().contains("payment_reminder") {
            break;
        }
        anyhow::ensure!(
            Instant::now() < ready_by,
            "Pacer never read the templates from the simulator"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    let start = Instant::now();
    let chaos_end = start + plan.duration;
    let load_deadline = chaos_end + Duration::from_secs_f64(drain_timeout(args));
    let submitted = Ledgered::default();
    // The campaigns' lists go where a caller of the local API may name files: the data
    // folder's own imports/ (the soak allows no other folder).
    let lists = pacer_engine::readable::imports_folder(&db);
    std::fs::create_dir_all(&lists)?;
    let load = {
        let (plan, api, submitted, folder, seed) = (
            plan.clone(),
            api.clone(),
            submitted.clone(),
            lists,
            args.seed,
        );
        tokio::spawn(async move {
            load::run(&plan, &api, start, load_deadline, &folder, seed, &submitted).await;
        })
    };

    let mut chaos = Chaos::default();
    run_chaos(plan, args, start, &mut serve, sim, &relay, &api, &mut chaos).await?;
    println!(
        "  chaos over after {:.0} s: {} kills, {} accepted by Meta so far",
        start.elapsed().as_secs_f64(),
        chaos.kills,
        pacer_engine::numbers::thousands(sim.stats().counters.accepted)
    );
    relay.set_up(true);
    load.await.context("the load task failed")?;

    chaos.drained_after_s = watch::drain(&mut serve, &api, sim, drain_timeout(args)).await?;
    chaos.clean_stop = serve.stop().await?;
    chaos.starts = serve.starts;
    chaos.crashes = serve.crashes.clone();
    chaos.panics = serve.panics();
    chaos.webhook_posts_while_pacer_dead = relay
        .counts
        .pacer_down
        .load(std::sync::atomic::Ordering::Relaxed);
    let records = sim.records();
    let pauses = sim_thread.stop().await?;
    std::fs::write(dir.join("chaos.txt"), chaos.timeline.join("\n") + "\n")?;
    std::fs::write(
        dir.join("sim-pauses.txt"),
        pauses
            .iter()
            .map(|p| format!("{:.6} {:.6}\n", p.end_s, p.length_s))
            .collect::<String>(),
    )?;
    relay.stop();

    let report = CheckReport::from_log(&sim_log)?;
    let (rows, in_doubt) = verdict::read_ledger(&db)?;
    let mut figures = Figures {
        seed: args.seed,
        chaos_s: plan.duration.as_secs_f64(),
        time_scale: args.time_scale,
        ..Figures::default()
    };
    let submitted = submitted.lock();
    verdict::judge(
        &mut figures,
        &rows,
        in_doubt,
        &records,
        &report,
        &sim_log,
        &pauses,
        &submitted,
    )?;
    let v = &mut figures.violations;
    if chaos.drained_after_s.is_none() {
        v.push(format!(
            "not every message was final {:.0} s after the chaos",
            drain_timeout(args)
        ));
    }
    for crash in &chaos.crashes {
        v.push(crash.clone());
    }
    for panic in chaos.panics.iter().take(3) {
        v.push(format!("pacer serve panicked: {panic}"));
    }
    if !chaos.clean_stop {
        v.push("pacer serve did not stop cleanly on SIGTERM".into());
    }
    figures.chaos = chaos;
    figures.wall_s = started.elapsed().as_secs_f64();
    Ok(figures)
}
