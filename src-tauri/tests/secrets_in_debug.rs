//! The app's structs that hold a token, a secret or a key print it as `[redacted]` in
//! `Debug`: the app state (the local API's key, the keyring stand-in), what the window is
//! told about the app, and the account form as typed.

use std::sync::Arc;

use pacer_desktop::commands::AccountInput;
use pacer_desktop::secrets::{MemoryStore, Secret, SecretStore};
use pacer_desktop::state::AppState;

const ACCESS_TOKEN: &str = "EAAG-DesktopDebugProbe-1";
const APP_SECRET: &str = "app-secret-DesktopDebugProbe-2";
const VERIFY_TOKEN: &str = "verify-DesktopDebugProbe-3";
const API_KEY: &str = "api-key-DesktopDebugProbe-4";
const TUNNEL_TOKEN: &str = "eyJ-DesktopDebugProbe-5";

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

#[tokio::test]
async fn the_apps_structs_holding_secrets_print_them_redacted() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let store = MemoryStore::default();
    for (which, value) in [
        (Secret::AccessToken, ACCESS_TOKEN),
        (Secret::AppSecret, APP_SECRET),
        (Secret::VerifyToken, VERIFY_TOKEN),
        (Secret::ApiKey, API_KEY),
        (Secret::TunnelToken, TUNNEL_TOKEN),
    ] {
        store.set(which, value)?;
    }
    let memory = format!("{store:?}");
    let state = AppState::new(dir.path().to_path_buf(), Arc::new(store));
    *state.api_key.write().await = API_KEY.into();
    let info = state.info().await;
    let input = AccountInput {
        phone_number_id: "106540352242922".into(),
        waba_id: "102290129340398".into(),
        graph_url: "https://graph.facebook.com".into(),
        api_version: "v25.0".into(),
        access_token: ACCESS_TOKEN.into(),
        app_secret: APP_SECRET.into(),
        verify_token: VERIFY_TOKEN.into(),
    };
    let shown = [
        ("MemoryStore", memory),
        ("AppState", format!("{state:?}")),
        ("AppInfo", format!("{info:?}")),
        ("AccountInput", format!("{input:?}")),
    ];
    for (what, text) in &shown {
        redacted(what, text);
    }
    assert_eq!(
        info.api_key, API_KEY,
        "the window itself is still given the key, to show and copy"
    );
    eprintln!(
        "proof: {} structs of the app holding secrets print [redacted] in Debug",
        shown.len()
    );
    Ok(())
}
