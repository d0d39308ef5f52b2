//! `pacer demo`: Pacer with no Meta account. The Cloud API simulator runs in the same process
//! (Meta's limits, sample templates, status webhooks flowing back), and Pacer sends to it
//! through its real engine, local API and webhook receiver. Demo data lives in its own
//! database, never mixed with a live one.
//!
//! The local API's key is random for each data folder ([`key`]): made at the first start,
//! kept in `api-key` beside the database (readable by the user alone), printed in the banner.
//! `PACER_API_KEY` in the environment sets it instead.

pub mod key;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use clap::Args;
use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::config::EngineConfig;
use pacer_engine::node::NodeConfig;
use pacer_engine::webhook_receiver::WebhookSecrets;
use pacer_sim::SimConfig;

use crate::serve::run_until_signal;

/// Where the demo keeps its database unless told otherwise.
pub const DEFAULT_DB: &str = ".pacer/demo.db";

/// The folder of the demo's default database, where its key is kept.
pub fn default_folder() -> PathBuf {
    pacer_engine::readable::data_folder(Path::new(DEFAULT_DB))
}

/// Settings of `pacer demo`.
#[derive(Debug, Args)]
pub struct DemoArgs {
    /// The demo's database (kept apart from a live one).
    #[arg(long, default_value = DEFAULT_DB)]
    db: PathBuf,
    /// Where the simulated Meta listens.
    #[arg(long, default_value = "127.0.0.1:8090")]
    sim_addr: SocketAddr,
    /// The local API's address.
    #[arg(long, default_value = "127.0.0.1:8091")]
    api_addr: SocketAddr,
    /// The webhook receiver's address.
    #[arg(long, default_value = "127.0.0.1:8092")]
    webhook_addr: SocketAddr,
}

/// Runs `pacer demo` until Ctrl-C.
pub async fn run(args: DemoArgs) -> anyhow::Result<ExitCode> {
    let folder = pacer_engine::readable::data_folder(&args.db);
    pacer_engine::node::create_private_folder(&folder)
        .with_context(|| format!("cannot create the folder {}", folder.display()))?;
    let (api_key, key_from) = match std::env::var("PACER_API_KEY") {
        Ok(key) if !key.trim().is_empty() => {
            (key.trim().to_owned(), "from PACER_API_KEY".to_owned())
        }
        _ => (
            key::load_or_create(&folder)?,
            format!("kept in {}", key::path(&folder).display()),
        ),
    };
    let mut sim_config = SimConfig::default();
    sim_config.webhooks.url = Some(format!("http://{}/webhook", args.webhook_addr));
    sim_config.log = args.db.parent().map(|p| p.join("demo-sim.jsonl"));
    // A few customers answer their invoices (a text, a photo of a bank slip, a button tap,
    // now and then a STOP), so the demo's Inbox has conversations in it.
    sim_config.recipients.customer_replies = 0.04;
    let listener = tokio::net::TcpListener::bind(args.sim_addr)
        .await
        .with_context(|| {
            format!(
                "cannot listen on {} for the simulator (is another demo running?)",
                args.sim_addr
            )
        })?;
    let sim = pacer_sim::start(listener, sim_config).await?;

    let mut graph = GraphConfig::new(sim.config().access_token.clone());
    graph.base_url = sim.base_url();
    let client = GraphClient::new(graph)?;
    let mut config = EngineConfig::new(&args.db, sim.config().phone_number_id.clone());
    config.tier_limit = sim.config().tier.limit();
    config.waba_id = sim.config().waba_id.clone();
    config.reconcile_after = Duration::from_secs(60);
    let api = args.api_addr;
    let imports = pacer_engine::readable::imports_folder(&args.db);
    let banner = format!(
        "Pacer demo: a simulated WhatsApp Cloud API, so nothing reaches real phones.\n\
         \x20 local API:  http://{api}/v1/messages   key: {api_key} ({key_from})\n\
         \x20 simulator:  {} (Meta's limits: 80 messages/s, 1 per 6 s per customer, 250 new customers a day)\n\
         \x20 database:   {} (demo only)\n\
         \x20 imports:    {} (lists named by path are read here only; `pacer import` uploads from anywhere)\n\
         Try:\n\
         \x20 curl -s http://{api}/v1/messages -H 'Authorization: Bearer {api_key}' \\\n\
         \x20   -H 'Content-Type: application/json' \\\n\
         \x20   -d '{{\"to\": \"+923001234567\", \"lane\": \"express\", \"template\": {{\"name\": \"hello_world\", \"language\": {{\"code\": \"en_US\"}}}}}}'\n\
         \x20 curl -s http://{api}/v1/messages/<id> -H 'Authorization: Bearer {api_key}'\n\
         \x20 curl -s http://{api}/v1/stats -H 'Authorization: Bearer {api_key}'\n\
         Press Ctrl-C to stop.",
        sim.base_url(),
        args.db.display(),
        imports.display()
    );
    demo_prices(&args.db).await?;
    let node = NodeConfig {
        config,
        client,
        api_key,
        secrets: WebhookSecrets {
            app_secret: sim.config().app_secret.clone(),
            verify_token: "demo-verify".into(),
        },
        api_addr: args.api_addr,
        webhook_addr: args.webhook_addr,
        webhook_beyond_loopback: false,
        readable_folders: Vec::new(),
        tunnel: None,
        office: None,
    };
    let result = run_until_signal(node, &banner).await;
    sim.shutdown().await?;
    result?;
    Ok(ExitCode::SUCCESS)
}

/// Puts the demo rate card in use when the demo database has none, so the campaign check and
/// the reports show a cost (its source says the prices are not Meta's).
async fn demo_prices(db: &Path) -> anyhow::Result<()> {
    let ledger = pacer_engine::ledger::Ledger::open(db)?;
    let card = pacer_engine::prices::demo_card();
    let now = pacer_engine::clock::WallClock::system().now_ms();
    let adopted = ledger
        .write(move |c| pacer_engine::prices::adopt_card(c, &card, now))
        .await;
    ledger.close();
    adopted?;
    Ok(())
}
