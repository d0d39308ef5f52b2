//! *Copy diagnostics*: the text a person pastes into a support request shows the tunnel by its
//! provider only — a `command:` line's arguments may name private hosts or, saved by an older
//! version, hold a token — and every stored secret, the tunnel token among them, is removed
//! from it, also where a log line repeated one.

use std::sync::Arc;

use pacer_desktop::commands::diagnostics_text;
use pacer_desktop::secrets::{MemoryStore, Secret, SecretStore};
use pacer_desktop::settings::Settings;
use pacer_desktop::state::AppState;

const TUNNEL_TOKEN: &str = "eyJhIjoiDiagnosticsProbe-77c1";
const ACCESS_TOKEN: &str = "EAAG-DiagnosticsProbe-3e90";
const API_KEY: &str = "api-key-DiagnosticsProbe-5b12";

fn state_with(dir: &std::path::Path, tunnel: &str) -> anyhow::Result<AppState> {
    Settings {
        tunnel: tunnel.into(),
        ..Settings::default()
    }
    .save(dir)?;
    let store = MemoryStore::default();
    store.set(Secret::TunnelToken, TUNNEL_TOKEN)?;
    store.set(Secret::AccessToken, ACCESS_TOKEN)?;
    store.set(Secret::ApiKey, API_KEY)?;
    Ok(AppState::new(dir.to_path_buf(), Arc::new(store)))
}

#[tokio::test]
async fn copy_diagnostics_shows_the_tunnel_without_arguments_and_no_secret() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    // A log line that repeated the token (as a tunnel program's own output might).
    std::fs::create_dir_all(dir.path().join("logs"))?;
    std::fs::write(
        dir.path().join("logs").join("pacer.2026-01-10.log"),
        format!("INF cloudflared: using token {TUNNEL_TOKEN}\nINF key {API_KEY}\n"),
    )?;

    let state = state_with(
        dir.path(),
        "command:/opt/tunnels/mytunnel --host intranet.shop.lan {port}",
    )?;
    *state.api_key.write().await = API_KEY.into();
    let text = diagnostics_text(&state).await;
    assert!(
        text.contains("command:mytunnel [arguments removed]"),
        "the tunnel is shown by its program's name: {text}"
    );
    assert!(
        !text.contains("intranet.shop.lan") && !text.contains("/opt/tunnels"),
        "the command's arguments and folder are not shown: {text}"
    );
    for secret in [TUNNEL_TOKEN, ACCESS_TOKEN, API_KEY] {
        assert!(
            !text.contains(secret),
            "no stored secret appears in the diagnostics: {text}"
        );
    }
    assert!(
        text.contains("using token [removed]"),
        "a log line that repeated the tunnel token is kept, without it: {text}"
    );

    // A setting saved before tokens were refused on the command line, with a token in it.
    let old = tempfile::tempdir()?;
    let legacy_token = "eyJhIjoiLegacyCommandProbe-19";
    let state = state_with(
        old.path(),
        &format!("command:cloudflared tunnel run --token {legacy_token} --url {{port}}"),
    )?;
    let text = diagnostics_text(&state).await;
    assert!(
        !text.contains(legacy_token),
        "a token left in an old command line is not shown: {text}"
    );
    assert!(
        text.contains("command [not usable; arguments removed]"),
        "the old setting is shown by its kind: {text}"
    );
    eprintln!(
        "proof: Copy diagnostics shows the tunnel without arguments; 0 of 4 secrets (tunnel \
         token, access token, API key, a token in an old command) in the text"
    );
    Ok(())
}
