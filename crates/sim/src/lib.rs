//! A faithful fake of Meta's WhatsApp Cloud API, so that everything Pacer does can be tested
//! and measured without Meta (`docs/sending.md#simulator-and-demo-mode`).
//!
//! It answers the Graph endpoints Pacer uses with Meta's exact success and error shapes,
//! enforces Meta's limits (throughput per number, the pair limit per recipient, the messaging
//! tier, the 24 h service window), posts signed status webhooks with Meta's batching,
//! duplicates, reordering and retries, and injects faults (5xx, timeouts and resets after
//! accepting, outages, latency) from a seed. A time scale runs all of it faster than life.
//!
//! The modules depend on each other in one direction only. At the bottom are the pure
//! pieces: `clock`, `fate`, `errors`, `config`, the limits (`throughput`, `pacing`, `tier`),
//! `templates` (with the rules and the review of created ones), `messages` (reading a send's
//! body), `customer_files` and `customer_messages` (what customers send, and the answers the
//! seed has them give) and `log`; `state` holds what the fake Meta knows and decides with
//! them; `webhook_queue` holds what Meta will post and when; `shared` (`Shared`: the
//! settings, the clock, the state's lock, the queue, the shutdown token) is built from those.
//! On `shared` stand the webhook emitter (`webhooks`), the controls under `/_sim` (`control`)
//! with the customers who write in through them (`customers`, which shares the controls'
//! `ControlError` and their marketing choice), Meta's delayed review of created templates
//! (`template_review`), and the Graph routes (`server`, one module per group of endpoints,
//! which also mounts the controls); `start` below puts them together. No module reaches back
//! up to `server`.
//!
//! ```no_run
//! # async fn demo() -> Result<(), pacer_sim::SimError> {
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
//! let sim = pacer_sim::start(listener, pacer_sim::SimConfig::default()).await?;
//! println!("Graph API at {}/v25.0/", sim.base_url());
//! sim.shutdown().await?;
//! # Ok(())
//! # }
//! ```

pub mod check;
pub mod clock;
mod config;
mod connections;
mod control;
mod customer_files;
mod customer_messages;
mod customers;
pub mod errors;
pub mod fate;
pub mod log;
mod messages;
pub mod pacing;
mod server;
mod shared;
mod state;
mod template_review;
pub mod templates;
pub mod throughput;
pub mod tier;
mod webhook_queue;
mod webhooks;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use tokio::net::TcpListener;
use tokio::task::JoinHandle;

pub use check::CheckReport;
pub use config::{Faults, Outage, PairLimit, Recipients, SimConfig, Tier, WebhookBehaviour};
pub use control::{ControlError, Stats};
pub use customer_messages::{ContextRef, CustomerMessage, CustomerSent, FileRequest};
pub use log::LogRecord;
pub use messages::phone_digits;
pub use state::{Counters, MessageRecord, status_rank};
pub use webhooks::{escape_non_ascii, sign};

use crate::log::LogSink;
use crate::shared::Shared;
use crate::state::State;
use crate::templates::TemplateStore;

/// Why the simulator could not start or stop cleanly.
#[derive(Debug, thiserror::Error)]
pub enum SimError {
    /// A setting is wrong; the message says which and why.
    #[error("{0}")]
    Config(String),
    /// Reading or writing a file or socket failed.
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

/// A running simulator.
#[derive(Debug)]
pub struct SimHandle {
    shared: Arc<Shared>,
    addr: SocketAddr,
    server: JoinHandle<()>,
    emitter: JoinHandle<()>,
}

/// Starts a simulator on an already-bound listener.
pub async fn start(listener: TcpListener, config: SimConfig) -> Result<SimHandle, SimError> {
    config.validate()?;
    let templates = match &config.templates {
        Some(list) => TemplateStore::from_json(list.clone())?,
        None => TemplateStore::samples()?,
    };
    let addr = listener.local_addr()?;
    let log = match &config.log {
        Some(path) => LogSink::to_file(path)?,
        None => LogSink::off(),
    };
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(config.webhooks.concurrency)
        .build()
        .map_err(|e| SimError::Config(format!("cannot build the webhook HTTP client: {e}")))?;
    let state = State::new(&config, templates);
    let shared = Arc::new(Shared::new(
        config,
        state,
        log,
        http,
        format!("http://{addr}"),
    ));
    shared.log.write(LogRecord::Start {
        unix_ms: u64::try_from(shared.clock.unix_origin_ms()).unwrap_or(u64::MAX),
        mps: shared.config.mps,
        pair_period_s: shared.config.pair.map(|p| p.period.as_secs_f64()),
        pair_burst: shared.config.pair.map(|p| p.burst),
        tier: shared.config.tier.limit(),
        time_scale: shared.config.time_scale,
        seed: shared.config.seed,
    });
    let router = server::router(Arc::clone(&shared));
    let server = tokio::spawn(connections::serve(
        listener,
        router,
        shared.shutdown.clone(),
        Duration::from_secs(5),
    ));
    let emitter = tokio::spawn(webhooks::run_emitter(Arc::clone(&shared)));
    shared
        .tasks
        .spawn(customers::run_replies(Arc::clone(&shared)));
    Ok(SimHandle {
        shared,
        addr,
        server,
        emitter,
    })
}

impl SimHandle {
    /// `http://127.0.0.1:PORT`: the Graph base URL to give a client.
    pub fn base_url(&self) -> String {
        self.shared.base_url.clone()
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// The settings it runs with.
    pub fn config(&self) -> &SimConfig {
        &self.shared.config
    }

    /// Live counters and gauges.
    pub fn stats(&self) -> Stats {
        self.shared.stats()
    }

    /// Every accepted message with its planned and acknowledged statuses.
    pub fn records(&self) -> Vec<MessageRecord> {
        self.shared.records()
    }

    /// Messages whose planned final status the receiver has not acknowledged yet (cheaper
    /// than reading every record).
    pub fn unacknowledged(&self) -> usize {
        self.shared.unacknowledged()
    }

    /// A customer writes in (opens their 24 h window); returns the inbound message's id.
    pub fn inject_inbound(
        &self,
        from: &str,
        text: &str,
        name: &str,
    ) -> Result<String, ControlError> {
        self.shared.inject_inbound(from, text, name)
    }

    /// A customer sends a message of any kind Meta delivers (a photo, a voice note, a button
    /// tap …); a media kind gets a small real file behind a media id.
    pub fn customer_sends(&self, message: CustomerMessage) -> Result<CustomerSent, ControlError> {
        self.shared.customer_sends(message)
    }

    /// Meta forgets a file a customer sent, as after its seven days.
    pub fn expire_media(&self, media_id: &str) -> Result<(), ControlError> {
        self.shared.expire_media(media_id)
    }

    /// The next `count` downloads of customers' files trickle at `bytes_per_second` (real
    /// time); `count` 0 makes them fast again.
    pub fn slow_downloads(&self, bytes_per_second: u64, count: u32) {
        self.shared.slow_downloads(bytes_per_second, count);
    }

    /// A customer stops or resumes marketing messages.
    pub fn set_marketing_preference(&self, wa_id: &str, stop: bool) -> Result<(), ControlError> {
        self.shared.set_marketing_preference(wa_id, stop)
    }

    /// Meta changes a template's status.
    pub fn set_template_status(
        &self,
        name: &str,
        language: &str,
        status: &str,
        reason: &str,
    ) -> Result<(), ControlError> {
        self.shared
            .set_template_status(name, language, status, reason)
    }

    /// Meta stops accepting the current token (as when it expires) and accepts `token` instead.
    pub fn set_access_token(&self, token: &str) {
        self.shared.set_access_token(token);
    }

    /// The next `count` valid send requests are refused with Meta error `code`.
    pub fn force_errors(&self, code: i64, count: u32) {
        self.shared.force_errors(code, count);
    }

    /// The next `count` accepted messages are sent and then fail by webhook with `code`.
    pub fn force_async_failures(&self, code: i64, count: u32) {
        self.shared.force_async_failures(code, count);
    }

    /// Sends are refused (503, code 2) for `length` of simulated time.
    pub fn start_outage(&self, length: Duration) {
        self.shared.start_outage(length);
    }

    /// Meta moves the portfolio to another tier.
    pub fn set_tier(&self, tier: Tier) {
        self.shared.set_tier(tier);
    }

    /// The number's quality rating changes.
    pub fn set_quality(&self, rating: &str) {
        self.shared.set_quality(rating);
    }

    /// The number's throughput changes.
    pub fn set_throughput(&self, mps: u32) {
        self.shared.set_throughput(mps);
    }

    /// Simulated time since the start.
    pub fn sim_time(&self) -> Duration {
        self.shared.clock.now()
    }

    /// Real time that a simulated duration takes.
    pub fn real(&self, simulated: Duration) -> Duration {
        self.shared.clock.real(simulated)
    }

    /// Resolves when the simulator is asked to stop (from another task, or by `shutdown`).
    pub async fn stopped(&self) {
        self.shared.shutdown.cancelled().await;
    }

    /// A token that stops the simulator when cancelled.
    pub fn shutdown_token(&self) -> tokio_util::sync::CancellationToken {
        self.shared.shutdown.clone()
    }

    /// Stops serving, ends webhook delivery and writes the log out.
    pub async fn shutdown(self) -> Result<(), SimError> {
        self.shared.shutdown.cancel();
        // Both tasks end on the token; a panic inside one is reported by its JoinError.
        let server = self.server.await;
        let emitter = self.emitter.await;
        self.shared.tasks.close();
        self.shared.tasks.wait().await;
        for result in [server, emitter] {
            if let Err(e) = result {
                return Err(SimError::Config(format!("a simulator task failed: {e}")));
            }
        }
        self.shared.log.close()
    }
}
