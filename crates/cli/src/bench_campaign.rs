//! The campaign-launch figure for `pacer bench` (`docs/sending.md#targets`): a 100,000-recipient campaign
//! (a named-variable template filled from three columns) is launched into a fresh ledger while
//! the engine is running; the figure is the time from "launch" to every message durable in the
//! ledger and handed to the dispatcher.

use std::sync::Arc;
use std::time::Instant;

use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::Engine;
use pacer_engine::campaigns::{self, Audience, CampaignSpec, Source};
use pacer_engine::config::EngineConfig;
use pacer_engine::import::{ImportOptions, import_file};
use pacer_sim::{SimConfig, Tier};

/// What the launch benchmark measured.
#[derive(Debug, Clone)]
pub struct LaunchBench {
    /// Recipients queued.
    pub queued: usize,
    /// Wall time of the launch (s): check every recipient, build every message, commit.
    pub seconds: f64,
}

/// Launches a campaign to `recipients` contacts and times it.
pub async fn launch(recipients: usize) -> anyhow::Result<LaunchBench> {
    let dir = tempfile::tempdir()?;
    let sim_config = SimConfig {
        tier: Tier::Unlimited,
        ..SimConfig::default()
    };
    let sim = pacer_sim::start(
        tokio::net::TcpListener::bind("127.0.0.1:0").await?,
        sim_config,
    )
    .await?;
    let mut graph = GraphConfig::new(sim.config().access_token.clone());
    graph.base_url = sim.base_url();
    let mut config = EngineConfig::new(
        dir.path().join("pacer.db"),
        sim.config().phone_number_id.clone(),
    );
    config.waba_id = sim.config().waba_id.clone();
    config.tier_limit = None;
    let engine: Arc<Engine> = Engine::start(config, GraphClient::new(graph)?).await?;

    let list = dir.path().join("customers.csv");
    let mut csv = String::with_capacity(recipients * 48);
    csv.push_str("Name,Phone,Amount,Due\n");
    for i in 0..recipients {
        csv.push_str(&format!(
            "Customer {i},+1650{:07},\"USD {}.{:02}\",15 December\n",
            2_000_000 + i,
            10 + i % 990,
            i % 100
        ));
    }
    std::fs::write(&list, csv)?;
    let options = ImportOptions {
        list: "Everyone".into(),
        default_country: "US".into(),
        ..ImportOptions::default()
    };
    import_file(engine.ledger(), &list, &options, engine.clock().now_ms()).await?;
    pacer_engine::templates::sync_into(&engine).await?;
    // With a rate card in use, as a business that loaded Meta's has: the launch then also
    // keeps its cost estimate, and the figure includes that.
    let card = pacer_engine::prices::demo_card();
    let now = engine.clock().now_ms();
    engine
        .ledger()
        .write(move |c| pacer_engine::prices::adopt_card(c, &card, now))
        .await?;
    let spec = CampaignSpec {
        name: "Bench".into(),
        template_name: "payment_reminder".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["Everyone".into()],
            ..Audience::default()
        },
        mapping: [
            ("body.customer_name", "Name"),
            ("body.amount", "Amount"),
            ("body.due_date", "Due"),
        ]
        .into_iter()
        .map(|(k, c)| (k.to_owned(), Source::Column(c.into())))
        .collect(),
        language_column: None,
        header_file: None,
        pdf: None,
        schedule: None,
        send_hours: None,
    };
    let campaign = campaigns::create(&engine, spec).await?;
    let started = Instant::now();
    let report = campaigns::launch(&engine, &campaign.id).await?;
    let seconds = started.elapsed().as_secs_f64();
    anyhow::ensure!(
        report.queued == recipients,
        "the launch queued {} of {recipients}: {}",
        report.queued,
        report.summary
    );
    // Stop sending right away: the figure is the launch.
    campaigns::cancel(&engine, &campaign.id).await?;
    engine.shutdown().await;
    sim.shutdown().await?;
    Ok(LaunchBench {
        queued: report.queued,
        seconds,
    })
}
