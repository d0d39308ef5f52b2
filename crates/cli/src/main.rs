//! `pacer`: Pacer without a window.
//!
//! `pacer serve` sends (engine + local API + webhook receiver); `pacer sim` runs the Cloud API
//! simulator and `pacer sim check` reads its log back; `pacer bench` measures; `pacer soak`
//! runs the chaos soak. `import`, `lists`, `templates`, `campaign` and `report` work on the
//! running Pacer through its local API.

mod bench;
mod bench_campaign;
mod bench_engine;
mod bench_import;
mod bench_push;
mod client;
mod demo;
mod office;
mod serve;
mod sharing;
mod sim;
mod soak;

use std::process::ExitCode;

/// mimalloc rather than glibc's malloc: the launch, import and webhook paths allocate many
/// small strings on several threads at once, where glibc's arenas spent a fifth of a launch's
/// CPU (`docs/benchmarks.md`, *launch*).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use clap::{Parser, Subcommand};

/// Pacer sends WhatsApp Business messages as fast as Meta allows, and accounts for every one.
#[derive(Debug, Parser)]
#[command(name = "pacer", version, about, propagate_version = true)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Try Pacer without a Meta account: a simulated Cloud API with Pacer sending to it.
    Demo(demo::DemoArgs),
    /// Send: run the engine, the local API and the webhook receiver (secrets from PACER_*).
    Serve(Box<serve::ServeArgs>),
    /// Run a simulator of Meta's WhatsApp Cloud API on this machine (no Meta account needed).
    Sim(Box<sim::SimCommand>),
    /// Measure Pacer's speed figures (`docs/sending.md#targets`) and print them against their targets.
    Bench(bench::BenchArgs),
    /// The chaos soak: `pacer serve` under load, killed and restarted, against a simulated
    /// Meta with faults; then every message checked against the simulator's record.
    Soak(Box<soak::SoakArgs>),
    /// Import contacts from a spreadsheet (CSV, XLSX, XLS, ODS) into a list.
    Import(Box<office::ImportArgs>),
    /// Show the contact lists.
    Lists(office::ListsArgs),
    /// Sync and show message templates; create, edit and delete them with Meta.
    Templates(office::TemplatesArgs),
    /// Create, check, preview, test, launch and follow campaigns.
    Campaign(Box<office::CampaignArgs>),
    /// A campaign's delivery report (JSON, CSV or XLSX).
    Report(office::ReportArgs),
    /// Meta's rate card, for the cost before launch and in reports: load a file, show it.
    Prices(office::PricesArgs),
    /// Answer a customer who wrote in (within WhatsApp's 24-hour window).
    Reply(Box<office::ReplyArgs>),
    /// Share this Pacer with the office (run on the office Pacer's computer): its certificate,
    /// pairing codes, desks, roles and system keys.
    Share(sharing::ShareArgs),
    /// Use the office Pacer from this computer: pair with it, ask who this desk is.
    Desk(sharing::DeskArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_env("PACER_LOG")
                .unwrap_or_else(|_| "warn".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let runtime = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(runtime) => runtime,
        Err(e) => {
            eprintln!("pacer: could not start: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(async {
        match cli.command {
            Command::Demo(args) => demo::run(args).await,
            Command::Serve(args) => serve::run(*args).await,
            Command::Sim(command) => sim::run(*command).await,
            Command::Bench(args) => bench::run(args).await,
            Command::Soak(args) => soak::run(*args).await,
            Command::Import(args) => office::import(*args).await,
            Command::Lists(args) => office::lists(args).await,
            Command::Templates(args) => office::templates(args).await,
            Command::Campaign(args) => office::campaign(*args).await,
            Command::Report(args) => office::report(args).await,
            Command::Prices(args) => office::prices(args).await,
            Command::Reply(args) => office::reply(*args).await,
            Command::Share(args) => sharing::share(args).await,
            Command::Desk(args) => sharing::desk(args).await,
        }
    });
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("pacer: {e:#}");
            ExitCode::FAILURE
        }
    }
}
