//! Every struct of the engine, the Graph client and the simulator that holds a token, a
//! secret or a key prints it as `[redacted]` in `Debug`: a `{:?}` in a log line, a panic
//! message or an error's context can never show it.

use std::sync::Arc;

use pacer_cloud::{AccessToken, GraphClient, GraphConfig};
use pacer_engine::config::EngineConfig;
use pacer_engine::node::{NodeConfig, OfficeConfig};
use pacer_engine::sharing::Identity;
use pacer_engine::tunnel::{RegistrationConfig, TunnelConfig, TunnelProvider, TunnelToken};
use pacer_engine::webhook_receiver::WebhookSecrets;
use pacer_sim::SimConfig;

const ACCESS_TOKEN: &str = "EAAG-access-DebugProbe-1";
const APP_SECRET: &str = "app-secret-DebugProbe-2";
const VERIFY_TOKEN: &str = "verify-DebugProbe-3";
const API_KEY: &str = "api-key-DebugProbe-4";
const TUNNEL_TOKEN: &str = "eyJ-tunnel-DebugProbe-5";

/// Asserts `shown` (a struct's `Debug`) holds none of the secrets and says it left them out.
fn redacted(what: &str, shown: &str) {
    for secret in [
        ACCESS_TOKEN,
        APP_SECRET,
        VERIFY_TOKEN,
        API_KEY,
        TUNNEL_TOKEN,
    ] {
        assert!(
            !shown.contains(secret),
            "{what} must never print a secret in Debug: {shown}"
        );
    }
    assert!(
        shown.contains("[redacted]"),
        "{what} says a secret was left out: {shown}"
    );
}

fn client() -> anyhow::Result<GraphClient> {
    let mut graph = GraphConfig::new(ACCESS_TOKEN);
    graph.base_url = "http://127.0.0.1:9".into();
    Ok(GraphClient::new(graph)?)
}

fn secrets() -> WebhookSecrets {
    WebhookSecrets {
        app_secret: APP_SECRET.into(),
        verify_token: VERIFY_TOKEN.into(),
    }
}

#[tokio::test]
async fn structs_holding_secrets_print_them_redacted() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let registration = RegistrationConfig {
        client: Arc::new(client()?),
        waba_id: "102290129340398".into(),
        verify_token: VERIFY_TOKEN.into(),
    };
    let identity = Identity::generate()?;
    let mut tunnel = TunnelConfig::new("cloudflared-named:hooks.example.com".parse()?, 8092);
    tunnel.token = TunnelToken::new(TUNNEL_TOKEN);
    tunnel.registration = Some(registration.clone());
    let node = NodeConfig {
        config: EngineConfig::new(dir.path().join("pacer.db"), "106540352242922"),
        client: client()?,
        api_key: API_KEY.into(),
        secrets: secrets(),
        api_addr: "127.0.0.1:8091".parse()?,
        webhook_addr: "127.0.0.1:8092".parse()?,
        webhook_beyond_loopback: false,
        readable_folders: Vec::new(),
        tunnel: Some(tunnel.clone()),
        office: Some(OfficeConfig {
            addr: "0.0.0.0:8093".parse()?,
            identity: identity.clone(),
            name: "Back office".into(),
            discovery: None,
        }),
    };
    // The office certificate's key, as its PEM's base64 lines: none may show.
    let key_pem = identity.key_pem();
    let key_lines: Vec<&str> = key_pem
        .lines()
        .filter(|line| !line.starts_with("-----") && line.len() > 16)
        .collect();
    assert!(!key_lines.is_empty(), "the key's PEM has a body");
    let sim_config = SimConfig {
        access_token: ACCESS_TOKEN.into(),
        app_secret: APP_SECRET.into(),
        ..SimConfig::default()
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let sim = pacer_sim::start(listener, sim_config.clone()).await?;

    let shown: Vec<(&str, String)> = vec![
        (
            "AccessToken",
            format!("{:?}", AccessToken::new(ACCESS_TOKEN)),
        ),
        (
            "GraphConfig",
            format!("{:?}", GraphConfig::new(ACCESS_TOKEN)),
        ),
        ("GraphClient", format!("{:?}", client()?)),
        ("WebhookSecrets", format!("{:?}", secrets())),
        ("RegistrationConfig", format!("{registration:?}")),
        (
            "TunnelToken",
            format!("{:?}", TunnelToken::new(TUNNEL_TOKEN)),
        ),
        ("TunnelConfig", format!("{tunnel:?}")),
        ("NodeConfig", format!("{node:?}")),
        ("SimConfig", format!("{sim_config:?}")),
        ("SimHandle (the simulator's state)", format!("{sim:?}")),
    ];
    for (what, text) in &shown {
        redacted(what, text);
        for line in &key_lines {
            assert!(
                !text.contains(line),
                "{what} must never print the office certificate's key: {text}"
            );
        }
    }
    assert!(
        shown[7].1.contains(&identity.fingerprint().to_string()),
        "NodeConfig shows the office certificate by its fingerprint: {}",
        shown[7].1
    );
    assert!(
        shown[7].1.contains("127.0.0.1:8091") && shown[7].1.contains("hooks.example.com"),
        "a redacted NodeConfig still shows what tells one node from another: {}",
        shown[7].1
    );
    assert_eq!(
        TunnelProvider::CloudflaredNamed {
            hostname: "hooks.example.com".into()
        }
        .token_variable(),
        Some("TUNNEL_TOKEN")
    );
    sim.shutdown().await?;
    eprintln!(
        "proof: {} structs holding secrets print [redacted] in Debug (engine, Graph client, \
         simulator)",
        shown.len()
    );
    Ok(())
}
