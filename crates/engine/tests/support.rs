//! Shared by the engine's scenario tests: a simulator, an engine pointed at it, the webhook
//! receiver wired between them, and helpers to post messages and wait for outcomes.
#![allow(dead_code, clippy::unwrap_used)] // test support: failures should be loud

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use axum::extract::{Request, State as Extract};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use pacer_cloud::{GraphClient, GraphConfig, MessageContent, TemplateContent, TextContent};
use pacer_engine::config::EngineConfig;
use pacer_engine::ledger::messages::{Lane, State};
use pacer_engine::webhook_receiver::{self, WebhookSecrets};
use pacer_engine::{Engine, Submission};
use pacer_sim::{SimConfig, SimHandle};
use tokio_util::sync::CancellationToken;

#[path = "support/network.rs"]
pub mod network;

/// A simulator and an engine sending to it, with webhooks flowing back.
#[derive(Debug)]
pub struct Rig {
    pub sim: SimHandle,
    pub engine: Arc<Engine>,
    pub dir: tempfile::TempDir,
    pub webhook_url: String,
    /// While set, the receiver answers 503 to everything, as when the tunnel is down: Meta
    /// (the simulator) keeps the webhooks and retries them.
    pub receiver_down: Arc<AtomicBool>,
    servers: CancellationToken,
}

async fn gate(Extract(down): Extract<Arc<AtomicBool>>, request: Request, next: Next) -> Response {
    if down.load(Ordering::SeqCst) {
        return axum::http::StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    next.run(request).await
}

/// Simulator defaults for scenarios: fast webhooks, no randomness in them.
pub fn sim_config(time_scale: f64) -> SimConfig {
    let mut config = SimConfig {
        time_scale,
        ..SimConfig::default()
    };
    config.webhooks.duplicate_rate = 0.0;
    config.webhooks.reorder_rate = 0.0;
    config.webhooks.read_rate = 0.0;
    config.webhooks.sent_after = (Duration::from_millis(50), Duration::from_millis(200));
    config.webhooks.delivered_after = (Duration::from_millis(50), Duration::from_millis(300));
    config.webhooks.read_after = (Duration::from_millis(50), Duration::from_millis(500));
    config.webhooks.batch_window = Duration::from_millis(20);
    config
}

pub fn engine_config(dir: &tempfile::TempDir, sim: &SimConfig) -> EngineConfig {
    let mut config = EngineConfig::new(dir.path().join("pacer.db"), sim.phone_number_id.clone());
    config.time_scale = sim.time_scale;
    config.mps = sim.mps.map(f64::from);
    config.tier_limit = sim.tier.limit();
    config.waba_id = sim.waba_id.clone();
    config
}

pub fn client_for(sim: &SimHandle) -> GraphClient {
    client_at(sim, sim.base_url())
}

/// A client with the simulator's token that sends to `base_url` (a network in between, a
/// name that does not resolve …).
pub fn client_at(sim: &SimHandle, base_url: String) -> GraphClient {
    let mut config = GraphConfig::new(sim.config().access_token.clone());
    config.base_url = base_url;
    config.request_timeout = Duration::from_secs(5);
    GraphClient::new(config).unwrap()
}

impl Rig {
    /// Starts a simulator with `sim`, and an engine configured by `tune` on top of the
    /// simulator's limits.
    pub async fn start(sim: SimConfig, tune: impl FnOnce(&mut EngineConfig)) -> Rig {
        let dir = tempfile::tempdir().unwrap();
        Self::start_in(dir, sim, tune).await.unwrap()
    }

    /// [`Rig::start`] on a data folder the caller prepared (its `pacer.db` may exist). When
    /// the engine refuses to start, the simulator is stopped and the folder handed back.
    pub async fn start_in(
        dir: tempfile::TempDir,
        sim: SimConfig,
        tune: impl FnOnce(&mut EngineConfig),
    ) -> Result<Rig, (pacer_engine::EngineError, tempfile::TempDir)> {
        Self::start_through(dir, sim, tune, SimHandle::base_url).await
    }

    /// [`Rig::start_in`] with the engine sending to the address `route` gives for the
    /// simulator (a network in front of it, or somewhere it cannot reach).
    pub async fn start_through(
        dir: tempfile::TempDir,
        mut sim: SimConfig,
        tune: impl FnOnce(&mut EngineConfig),
        route: impl FnOnce(&SimHandle) -> String,
    ) -> Result<Rig, (pacer_engine::EngineError, tempfile::TempDir)> {
        let hook_listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let webhook_url = format!("http://{}/webhook", hook_listener.local_addr().unwrap());
        sim.webhooks.url = Some(webhook_url.clone());
        let mut config = engine_config(&dir, &sim);
        tune(&mut config);
        let sim_listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let sim = pacer_sim::start(sim_listener, sim).await.unwrap();
        let base_url = route(&sim);
        let engine = match Engine::start(config, client_at(&sim, base_url)).await {
            Ok(engine) => engine,
            Err(error) => {
                sim.shutdown().await.unwrap();
                return Err((error, dir));
            }
        };
        let servers = CancellationToken::new();
        let secrets = WebhookSecrets {
            app_secret: sim.config().app_secret.clone(),
            verify_token: "verify".into(),
        };
        let receiver_down = Arc::new(AtomicBool::new(false));
        let router = webhook_receiver::router(Arc::clone(&engine), secrets).layer(
            axum::middleware::from_fn_with_state(Arc::clone(&receiver_down), gate),
        );
        let stop = servers.clone();
        tokio::spawn(async move {
            axum::serve(hook_listener, router)
                .with_graceful_shutdown(stop.cancelled_owned())
                .await
                .unwrap();
        });
        Ok(Rig {
            sim,
            engine,
            dir,
            webhook_url,
            receiver_down,
            servers,
        })
    }

    pub fn db(&self) -> PathBuf {
        self.dir.path().join("pacer.db")
    }

    /// Posts messages; returns their ids.
    pub async fn submit(&self, items: Vec<Submission>) -> Vec<String> {
        self.engine
            .submit(items)
            .await
            .unwrap()
            .into_iter()
            .map(|s| s.id)
            .collect()
    }

    /// Waits until no message is left to send (queued, sending, deferred, in doubt), or
    /// panics after `limit` of real time.
    pub async fn wait_settled(&self, limit: Duration) {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let counts = self.engine.state_counts().await.unwrap();
            let open: u64 = counts
                .iter()
                .filter(|(s, _)| s.is_open())
                .map(|(_, n)| n)
                .sum();
            if open == 0 {
                return;
            }
            if tokio::time::Instant::now() > deadline {
                panic!(
                    "messages still open after {limit:?}: {counts:?}; stats {:?}",
                    self.engine.stats()
                );
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// Counts of messages by state.
    pub async fn counts(&self) -> Vec<(State, u64)> {
        self.engine.state_counts().await.unwrap()
    }

    pub async fn count(&self, state: State) -> u64 {
        self.counts()
            .await
            .into_iter()
            .find(|(s, _)| *s == state)
            .map_or(0, |(_, n)| n)
    }

    pub async fn stop(self) -> (SimHandle, tempfile::TempDir) {
        self.engine.shutdown().await;
        self.servers.cancel();
        (self.sim, self.dir)
    }
}

/// `raw` as the normaliser writes it (every test number is valid).
pub fn phone(raw: &str) -> pacer_engine::E164 {
    pacer_engine::import::normalise_phone(raw, None)
        .unwrap_or_else(|why| panic!("{raw:?} is not a valid test number: {why}"))
}

pub fn template(to: &str, lane: Lane, batch: Option<&str>) -> Submission {
    Submission {
        to: phone(to),
        lane,
        content: MessageContent::Template(TemplateContent::new("hello_world", "en_US")),
        idempotency_key: None,
        batch: batch.map(str::to_owned),
        expires_in: None,
    }
}

pub fn text(to: &str, lane: Lane, body: &str) -> Submission {
    Submission {
        to: phone(to),
        lane,
        content: MessageContent::Text(TextContent::new(body)),
        idempotency_key: None,
        batch: None,
        expires_in: None,
    }
}

/// `n` distinct valid US-style numbers (+1 650 555 xxxx are fine for the simulator).
pub fn recipients(n: usize, offset: usize) -> Vec<String> {
    (0..n)
        .map(|i| format!("+1650555{:04}", (offset + i) % 10_000))
        .collect()
}
