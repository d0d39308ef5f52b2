//! The tunnel: how Meta's delivery webhooks reach the receiver on this computer
//! (`docs/sending.md#the-flow-of-one-message` "Meta ─► webhook POST ─► tunnel ─► receiver", `#tunnel`).
//!
//! Meta posts webhooks to a public HTTPS URL; the receiver ([`crate::webhook_receiver`])
//! listens on a loopback port and serves only `/webhook`. A [`TunnelProvider`] says how that
//! port becomes public:
//!
//! - [`TunnelProvider::Command`]: a tunnel program (cloudflared, ngrok, or any command with a
//!   `{port}` placeholder) run as a child process. Its public URL is read from its output; if
//!   it exits, or never shows a URL, it is restarted with backoff ([`RESTART_BACKOFF`]) until
//!   shutdown.
//! - [`TunnelProvider::CloudflaredNamed`]: a cloudflared named tunnel on the person's own
//!   domain, run with its token. It prints no URL: its public URL is the hostname the person
//!   routed to it, and it is up once cloudflared says it registered a connection.
//! - [`TunnelProvider::Fixed`]: a public URL the person already has (their own reverse proxy).
//! - [`TunnelProvider::Off`]: no tunnel; delivery updates only arrive if something else
//!   forwards them.
//!
//! What the tunnel is doing is a [`TunnelState`] on a `watch` channel, serialisable for
//! `GET /v1/stats` and the health view, worded for the person who reads it (`docs/wording.md`).
//!
//! When a new public URL appears — the first time, or a different one after a restart
//! (cloudflared quick tunnels get a new address every time) — and the person agreed, the
//! callback URL `<public>/webhook` is registered for the WABA with
//! [`GraphClient::override_callback`]; Meta verifies it with a GET that the receiver answers.
//! Whether that worked is recorded as a [`Registration`]; a failed registration is retried
//! with backoff ([`REGISTRATION_BACKOFF`]) and never stops the tunnel.
//!
//! Secrets stay out of it: the verify token and the access token never appear in the state,
//! logs or errors, and the tunnel command's arguments are never logged. The tunnel service's
//! own token ([`TunnelToken`]) reaches the program only through its own environment variable,
//! never its command line ([`token`]); the program gets none of Pacer's environment but what
//! it needs, and dies with Pacer ([`program`]).
//!
//! ```no_run
//! # async fn example() -> Result<(), pacer_engine::tunnel::ProviderError> {
//! use pacer_engine::tunnel::{self, TunnelConfig, TunnelProvider};
//! use tokio_util::sync::CancellationToken;
//!
//! let provider: TunnelProvider = "cloudflared".parse()?;
//! let shutdown = CancellationToken::new();
//! let handle = tunnel::start(TunnelConfig::new(provider, 8092), shutdown.clone());
//! let mut changes = handle.watch();
//! let up = changes.wait_for(|s| s.public_url.is_some()).await.map(|s| (*s).clone());
//! shutdown.cancel();
//! handle.stopped().await;
//! # drop(up);
//! # Ok(())
//! # }
//! ```

use std::time::Duration;

use tokio::sync::watch;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

use crate::clock::Clock;

mod address;
mod backoff;
pub mod program;
mod provider;
mod registration;
mod state;
mod supervisor;
pub mod token;

pub use address::{callback_url_for, public_url_in};
pub use backoff::{Backoff, REGISTRATION_BACKOFF, RESTART_BACKOFF};
pub use provider::{
    CLOUDFLARED_CONNECTED, CLOUDFLARED_NAMED_TEMPLATE, CLOUDFLARED_TEMPLATE, NGROK_TEMPLATE,
    PORT_PLACEHOLDER, ProviderError, TunnelProvider, UrlFault,
};
pub use registration::RegistrationConfig;
pub use state::{Registration, TunnelFailure, TunnelState, TunnelStatus};
pub use supervisor::STABLE_AFTER;
pub use token::{CLOUDFLARED_TOKEN_VARIABLE, NGROK_TOKEN_VARIABLE, TunnelToken};

use address::checked_public_url;
use registration::Registrar;
use state::setting_failed;
use supervisor::Supervisor;
/// How long a started tunnel program may take to show its public URL before it counts as
/// down and is restarted.
pub const DEFAULT_URL_TIMEOUT: Duration = Duration::from_secs(30);

/// How to run the tunnel.
#[derive(Debug, Clone)]
pub struct TunnelConfig {
    /// How the port is made public.
    pub provider: TunnelProvider,
    /// The receiver's loopback port.
    pub local_port: u16,
    /// Register new callback URLs with Meta (`None`: never).
    pub registration: Option<RegistrationConfig>,
    /// How long a started program may take to show its public URL.
    pub url_timeout: Duration,
    /// The tunnel service's token, handed to the program in its own variable
    /// ([`TunnelProvider::token_variable`]); unused by tunnels that take none.
    pub token: Option<TunnelToken>,
    /// The time of day and the machine's sleep (the system's; tests set their own): after a
    /// sleep the program is started again at once.
    pub wall_clock: crate::clock::WallClock,
}

impl TunnelConfig {
    /// `provider` for a receiver on `local_port`, without registration, with the default URL
    /// timeout.
    pub fn new(provider: TunnelProvider, local_port: u16) -> Self {
        TunnelConfig {
            provider,
            local_port,
            registration: None,
            url_timeout: DEFAULT_URL_TIMEOUT,
            token: None,
            wall_clock: crate::clock::WallClock::system(),
        }
    }
}

/// The running tunnel.
#[derive(Debug)]
pub struct TunnelHandle {
    state: watch::Receiver<TunnelState>,
    task: JoinHandle<()>,
}

impl TunnelHandle {
    /// The state now.
    pub fn state(&self) -> TunnelState {
        self.state.borrow().clone()
    }

    /// Changes of the state, as they happen.
    pub fn watch(&self) -> watch::Receiver<TunnelState> {
        self.state.clone()
    }

    /// Waits until the tunnel has stopped after shutdown: the program is killed and reaped.
    pub async fn stopped(self) {
        if let Err(e) = self.task.await {
            tracing::error!("the tunnel task ended abnormally: {e}");
        }
    }
}

/// Starts the tunnel on the current tokio runtime. It runs until `shutdown` is cancelled;
/// then the tunnel program is killed and [`TunnelHandle::stopped`] returns.
pub fn start(config: TunnelConfig, shutdown: CancellationToken) -> TunnelHandle {
    let clock = Clock::scaled_from(&config.wall_clock, 1.0, config.wall_clock.now_ms());
    let now = clock.now_ms();
    let initial = match &config.provider {
        TunnelProvider::Command { .. } | TunnelProvider::CloudflaredNamed { .. } => {
            TunnelState::new(TunnelStatus::Starting, &config.provider, now)
        }
        TunnelProvider::Fixed { url } => {
            let mut state = TunnelState::new(TunnelStatus::Fixed, &config.provider, now);
            match checked_public_url(url) {
                Ok(url) => state.set_public_url(Some(url)),
                Err(e) => setting_failed(&mut state, &e, now),
            }
            state
        }
        TunnelProvider::Off => TunnelState::new(TunnelStatus::Off, &config.provider, now),
    };
    let (sender, state) = watch::channel(initial);
    let task = tokio::spawn(run(config, sender, shutdown, clock));
    TunnelHandle { state, task }
}

async fn run(
    config: TunnelConfig,
    state: watch::Sender<TunnelState>,
    shutdown: CancellationToken,
    clock: Clock,
) {
    let supervise = async {
        match &config.provider {
            TunnelProvider::Command { .. } | TunnelProvider::CloudflaredNamed { .. } => {
                Supervisor {
                    config: &config,
                    state: &state,
                    shutdown: &shutdown,
                    clock: &clock,
                }
                .run()
                .await;
            }
            TunnelProvider::Fixed { .. } => shutdown.cancelled().await,
            TunnelProvider::Off => {}
        }
    };
    let register = async {
        if let (Some(registration), false) = (
            &config.registration,
            matches!(config.provider, TunnelProvider::Off),
        ) {
            Registrar {
                config: registration,
                state: &state,
                shutdown: &shutdown,
                clock: &clock,
            }
            .run()
            .await;
        }
    };
    tokio::join!(supervise, register);
}
