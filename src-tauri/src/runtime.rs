//! The engine running inside the app: in demo mode with the simulator in-process and sample
//! files, in live mode with the connected Meta account. One [`Runtime`] at a time; switching
//! mode stops one and starts the other on its own database.

use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::Engine;
use pacer_engine::campaigns::Launcher;
use pacer_engine::config::{EngineConfig, ExpirySettings};
use pacer_engine::node::{Node, NodeConfig, OfficeConfig};
use pacer_engine::sharing::Discovery;
use pacer_engine::tunnel::{RegistrationConfig, TunnelConfig, TunnelProvider, TunnelToken};
use pacer_engine::webhook_receiver::WebhookSecrets;
use pacer_sim::{SimConfig, SimHandle};
use pacer_words::{Said, ids};

use crate::demo;
use crate::secrets::{Secret, SecretStore};
use crate::settings::{Mode, Settings};
use pacer_engine::settings_rules::INBOX_RETENTION_DAYS;

/// Why Pacer could not start sending. Its words are the catalogue's (`app-…`):
/// [`StartError::said`] in the person's language, `Display` in English.
#[derive(Debug)]
pub enum StartError {
    /// Live mode without an account.
    NoAccount,
    /// A secret is missing from the keyring ("Meta access token" or "Meta app secret").
    MissingSecret(&'static str),
    /// The keyring failed.
    Keyring(crate::secrets::SecretError),
    /// The engine or a listener did not start.
    Node(pacer_engine::node::NodeError),
    /// The simulator did not start.
    Simulator(String),
    /// The Graph settings are not usable.
    Graph(String),
    /// A file of the data folder.
    DataFolder {
        /// The folder.
        path: PathBuf,
        /// Why.
        detail: String,
    },
}

impl StartError {
    /// What to tell the person (paths and the system's own words as they are).
    pub fn said(&self) -> Said {
        match self {
            StartError::NoAccount => Said::new(ids::APP_NO_ACCOUNT),
            StartError::MissingSecret(secret) => Said::new(ids::APP_MISSING_SECRET).with(
                "secret",
                if secret.contains("token") {
                    "access-token"
                } else {
                    "app-secret"
                },
            ),
            StartError::Keyring(e) => e.said(),
            StartError::Node(e) => e.said(),
            StartError::Simulator(detail) => {
                Said::new(ids::APP_SIMULATOR_FAILED).with("detail", detail.as_str())
            }
            StartError::Graph(detail) => {
                Said::new(ids::APP_GRAPH_UNUSABLE).with("detail", detail.as_str())
            }
            StartError::DataFolder { path, detail } => Said::new(ids::APP_DATA_FOLDER_FAILED)
                .with("path", path.display().to_string())
                .with("detail", detail.as_str()),
        }
    }
}

impl std::fmt::Display for StartError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for StartError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StartError::Keyring(e) => e.source(),
            StartError::Node(e) => e.source(),
            _ => None,
        }
    }
}

impl From<crate::secrets::SecretError> for StartError {
    fn from(e: crate::secrets::SecretError) -> Self {
        StartError::Keyring(e)
    }
}

impl From<pacer_engine::node::NodeError> for StartError {
    fn from(e: pacer_engine::node::NodeError) -> Self {
        StartError::Node(e)
    }
}

/// The running engine and what it runs with.
#[derive(Debug)]
pub struct Runtime {
    /// Demo or live.
    pub mode: Mode,
    /// The engine, local API, webhook receiver and scheduler.
    pub node: Node,
    /// The simulated Meta (demo only).
    pub sim: Option<SimHandle>,
    /// The database.
    pub database: PathBuf,
    /// The demo's sample files (demo only).
    pub samples: Option<demo::Samples>,
}

impl Runtime {
    /// The engine.
    pub fn engine(&self) -> &Arc<Engine> {
        self.node.engine()
    }

    /// The campaign launcher.
    pub fn launcher(&self) -> &Launcher {
        self.node.launcher()
    }

    /// Stops the engine (finishing requests in flight), then the simulator.
    pub async fn stop(self) {
        self.node.stop().await;
        if let Some(sim) = self.sim {
            let _ = sim.shutdown().await;
        }
    }
}

/// Where a mode keeps its data.
pub fn mode_folder(data_dir: &Path, mode: Mode) -> PathBuf {
    data_dir.join(match mode {
        Mode::Demo => "demo",
        Mode::Live => "live",
    })
}

fn loopback(port: u16) -> SocketAddr {
    SocketAddr::V4(SocketAddrV4::new(Ipv4Addr::LOCALHOST, port))
}

fn free_port() -> u16 {
    std::net::TcpListener::bind(loopback(0))
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .unwrap_or(0)
}

fn folder(path: &Path) -> Result<(), StartError> {
    std::fs::create_dir_all(path).map_err(|e| StartError::DataFolder {
        path: path.to_path_buf(),
        detail: e.to_string(),
    })?;
    crate::settings::restrict(path);
    Ok(())
}

fn engine_config(settings: &Settings, db: &Path, phone_number_id: &str) -> EngineConfig {
    let mut config = EngineConfig::new(db, phone_number_id);
    config.mps = Some(settings.messages_per_second.clamp(1.0, 10_000.0));
    config.bulk_cap = (settings.bulk_share_percent < 100)
        .then(|| f64::from(settings.bulk_share_percent.max(10)) / 100.0);
    config.media_rate = settings.media_per_second.max(1);
    config.opt_out_keywords.extend(
        settings
            .opt_out_keywords
            .iter()
            .map(|k| k.trim().to_owned())
            .filter(|k| !k.is_empty()),
    );
    let days = settings
        .inbox_retention_days
        .clamp(*INBOX_RETENTION_DAYS.start(), *INBOX_RETENTION_DAYS.end());
    config.inbox_retention = Duration::from_secs(u64::from(days) * 24 * 60 * 60);
    let minutes = |m: u32| ExpirySettings::seconds(u64::from(m) * 60);
    config.expiry = ExpirySettings {
        express: minutes(settings.express_expires_after_minutes),
        bulk: minutes(settings.bulk_expires_after_minutes),
    };
    config
}

/// How this Pacer shares itself with the office, when Settings say so: the office listener on
/// every address of this PC at `office_port`, with the certificate kept in the keyring, and
/// announced on the network under `office_name`.
pub async fn office_config(
    settings: &Settings,
    secrets: &Arc<dyn SecretStore>,
) -> Result<Option<OfficeConfig>, StartError> {
    if !settings.share_with_office {
        return Ok(None);
    }
    let identity = crate::secrets::load_office_identity(secrets)
        .await
        .map_err(StartError::Keyring)?;
    Ok(Some(OfficeConfig {
        addr: SocketAddr::from((Ipv4Addr::UNSPECIFIED, settings.office_port)),
        identity,
        name: settings.office_name.clone(),
        // Announced on the network (desks find it; a second office Pacer for the number is
        // noticed) unless the settings file says not to.
        discovery: settings.announce_office.then(Discovery::on_the_network),
    }))
}

/// A mode's `imports/` (beside its database): files put there are Pacer's to read, for the
/// window and for programs calling the local API. The engine makes it at each start and always
/// lets the local API read it; demo and live each have their own, as they have their own data.
pub fn imports_folder(data_dir: &Path, mode: Mode) -> PathBuf {
    pacer_engine::readable::imports_folder(&mode_folder(data_dir, mode).join("pacer.db"))
}

/// The folders, besides the mode's `imports/`, that programs calling the local API may name
/// files in: those the person added in Settings.
fn readable_folders(settings: &Settings) -> Vec<PathBuf> {
    let mut folders: Vec<PathBuf> = Vec::new();
    for added in settings.readable_folders.iter().map(PathBuf::from) {
        if !folders.contains(&added) {
            folders.push(added);
        }
    }
    folders
}

/// Starts the demo: the simulator in-process (Meta's limits, sample templates, status
/// webhooks), the sample files written once, and the engine on the demo's own database.
pub async fn start_demo(
    data_dir: &Path,
    settings: &Settings,
    api_key: String,
    office: Option<OfficeConfig>,
) -> Result<Runtime, StartError> {
    let home = mode_folder(data_dir, Mode::Demo);
    folder(&home)?;
    let samples = demo::write_samples(&home).map_err(|e| StartError::DataFolder {
        path: home.clone(),
        detail: e.to_string(),
    })?;
    let readable_folders = readable_folders(settings);
    let webhook_addr = loopback(free_port());
    let mut sim_config = SimConfig::default();
    sim_config.webhooks.url = Some(format!("http://{webhook_addr}/webhook"));
    sim_config.log = Some(home.join("simulator.jsonl"));
    // The demo's customers answer a few per cent of what they get (a text, a bank slip, a
    // tapped button, a STOP), so the Inbox is alive.
    sim_config.recipients.customer_replies = 0.04;
    let listener = tokio::net::TcpListener::bind(loopback(0))
        .await
        .map_err(|e| StartError::Simulator(e.to_string()))?;
    let sim = pacer_sim::start(listener, sim_config)
        .await
        .map_err(|e| StartError::Simulator(e.to_string()))?;
    let mut graph = GraphConfig::new(sim.config().access_token.clone());
    graph.base_url = sim.base_url();
    let client = GraphClient::new(graph).map_err(|e| StartError::Graph(e.to_string()))?;
    let database = home.join("pacer.db");
    let mut config = engine_config(settings, &database, &sim.config().phone_number_id);
    config.tier_limit = sim.config().tier.limit();
    config.waba_id = sim.config().waba_id.clone();
    config.reconcile_after = Duration::from_secs(60);
    let started = Node::start(NodeConfig {
        config,
        client,
        api_key,
        secrets: WebhookSecrets {
            app_secret: sim.config().app_secret.clone(),
            verify_token: "demo-verify-token".into(),
        },
        api_addr: loopback(settings.api_port),
        webhook_addr,
        webhook_beyond_loopback: false,
        readable_folders,
        tunnel: None,
        office,
    })
    .await;
    let node = match started {
        Ok(node) => node,
        Err(e) => {
            let _ = sim.shutdown().await;
            return Err(e.into());
        }
    };
    let _ = node.sync_templates().await;
    Ok(Runtime {
        mode: Mode::Demo,
        node,
        sim: Some(sim),
        database,
        samples: Some(samples),
    })
}

/// The Graph client for an account and token.
pub fn graph_client(
    graph_url: &str,
    api_version: &str,
    token: String,
) -> Result<GraphClient, StartError> {
    let mut graph = GraphConfig::new(token);
    graph.base_url = graph_url.trim_end_matches('/').to_owned();
    graph.api_version = api_version.to_owned();
    GraphClient::new(graph).map_err(|e| StartError::Graph(e.to_string()))
}

/// Starts live mode with the connected account and the secrets from the keyring.
pub async fn start_live(
    data_dir: &Path,
    settings: &Settings,
    secrets: &Arc<dyn SecretStore>,
    api_key: String,
    office: Option<OfficeConfig>,
) -> Result<Runtime, StartError> {
    let account = settings.account.clone().ok_or(StartError::NoAccount)?;
    let token = crate::secrets::read(secrets, Secret::AccessToken)
        .await?
        .ok_or(StartError::MissingSecret("Meta access token"))?;
    let app_secret = crate::secrets::read(secrets, Secret::AppSecret)
        .await?
        .ok_or(StartError::MissingSecret("Meta app secret"))?;
    let verify_token = crate::secrets::read(secrets, Secret::VerifyToken)
        .await?
        .unwrap_or_default();
    let tunnel_token = crate::secrets::read(secrets, Secret::TunnelToken)
        .await?
        .and_then(TunnelToken::new);
    let home = mode_folder(data_dir, Mode::Live);
    folder(&home)?;
    let readable_folders = readable_folders(settings);
    let client = graph_client(&account.graph_url, &account.api_version, token)?;
    let database = home.join("pacer.db");
    let mut config = engine_config(settings, &database, &account.phone_number_id);
    config.waba_id = account.waba_id.clone();
    // The tier as Meta reports it; without an answer Pacer assumes the smallest.
    config.tier_limit = match client.phone_number_info(&account.phone_number_id).await {
        Ok(info) => match info.messaging_limit {
            Some(limit) if limit.is_unlimited() => None,
            Some(limit) => Some(
                limit
                    .unique_recipients_per_day()
                    .map_or(250, |n| u32::try_from(n).unwrap_or(u32::MAX)),
            ),
            None => Some(250),
        },
        Err(_) => Some(250),
    };
    let provider: TunnelProvider = settings.tunnel.parse().unwrap_or(TunnelProvider::Off);
    let mut tunnel = TunnelConfig::new(provider, settings.webhook_port);
    tunnel.token = tunnel_token;
    if settings.register_callback && !verify_token.is_empty() {
        tunnel.registration = Some(RegistrationConfig {
            client: Arc::new(client.clone()),
            waba_id: account.waba_id.clone(),
            verify_token: verify_token.clone(),
        });
    }
    let node = Node::start(NodeConfig {
        config,
        client,
        api_key,
        secrets: WebhookSecrets {
            app_secret,
            verify_token,
        },
        api_addr: loopback(settings.api_port),
        webhook_addr: loopback(settings.webhook_port),
        webhook_beyond_loopback: false,
        readable_folders,
        tunnel: Some(tunnel),
        office,
    })
    .await?;
    let sync = node.sync_templates();
    tokio::spawn(sync);
    Ok(Runtime {
        mode: Mode::Live,
        node,
        sim: None,
        database,
        samples: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn in_english_the_start_failures_read_as_they_always_have() {
        let cases = [
            (
                StartError::NoAccount,
                "No Meta account is connected yet. Connect one in Settings → Meta account, or use the demo.",
            ),
            (
                StartError::MissingSecret("Meta access token"),
                "The Meta access token is missing from this computer's keyring. Enter it again in Settings → Meta account.",
            ),
            (
                StartError::MissingSecret("Meta app secret"),
                "The Meta app secret is missing from this computer's keyring. Enter it again in Settings → Meta account.",
            ),
            (
                StartError::Simulator("port taken".into()),
                "The demo's simulated Meta could not start: port taken",
            ),
            (
                StartError::Graph("bad URL".into()),
                "The Meta address in Settings is not usable: bad URL",
            ),
            (
                StartError::DataFolder {
                    path: PathBuf::from("/data/demo"),
                    detail: "Permission denied".into(),
                },
                "Pacer couldn't prepare its data folder /data/demo: Permission denied",
            ),
        ];
        for (error, english) in cases {
            assert_eq!(error.to_string(), english);
        }
        let said = StartError::MissingSecret("Meta app secret").said();
        assert_eq!(said.id, ids::APP_MISSING_SECRET);
        assert_eq!(
            said.args.get("secret"),
            Some(&pacer_words::Arg::Text("app-secret".into()))
        );
    }

    #[test]
    fn the_time_limits_chosen_in_settings_reach_the_engine() {
        let settings = Settings {
            express_expires_after_minutes: 5,
            bulk_expires_after_minutes: 0,
            ..Settings::default()
        };
        let config = engine_config(&settings, Path::new("pacer.db"), "1");
        assert_eq!(
            config.expiry.express,
            Some(Duration::from_secs(300)),
            "5 minutes for OTPs and alerts"
        );
        assert_eq!(config.expiry.bulk, None, "0 minutes: no limit");
        let config = engine_config(&Settings::default(), Path::new("pacer.db"), "1");
        assert_eq!(
            config.expiry,
            pacer_engine::config::ExpirySettings::default(),
            "the window's defaults are the engine's"
        );
    }
}
