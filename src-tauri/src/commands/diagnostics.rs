//! Diagnostics: the text to paste into a support request, every secret removed.

use tauri::State;

use super::{Answer, engine, tunnel};
use crate::secrets::Secret;
use crate::state::AppState;
use crate::tunnel_setting;

/// A text to paste into a support request: versions, mode, paths, settings, the engine's
/// state and the last log lines, with every secret removed.
#[tauri::command]
pub async fn diagnostics(state: State<'_, AppState>) -> Answer<String> {
    Ok(diagnostics_text(&state).await)
}

/// The text of [`diagnostics`]: the tunnel setting without its arguments, and every stored
/// secret (the tunnel token among them) removed.
pub async fn diagnostics_text(state: &AppState) -> String {
    let info = state.info().await;
    let mut settings = state.settings.read().await.clone();
    settings.tunnel = tunnel_setting::for_diagnostics(&settings.tunnel);
    let mut text = format!(
        "Pacer {} ({} {})\nmode: {:?}, running: {}\nproblem: {}\ndata folder: {}\ndatabase: {}\nlocal API: {}\nwebhooks: {}\n",
        info.version,
        std::env::consts::OS,
        std::env::consts::ARCH,
        info.mode,
        info.running,
        info.problem.as_deref().unwrap_or("none"),
        info.data_dir,
        info.database.as_deref().unwrap_or("-"),
        info.api_url,
        info.webhook_url,
    );
    text.push_str(&format!(
        "settings: {}\n",
        serde_json::to_string(&settings).unwrap_or_default()
    ));
    if let Ok(engine) = engine(state).await {
        let stats = engine.stats();
        text.push_str(&format!(
            "engine: {}\n",
            serde_json::to_string(&stats).unwrap_or_default()
        ));
        if let Some(tunnel) = tunnel(state).await {
            text.push_str(&format!(
                "tunnel: {}\n",
                serde_json::to_string(&tunnel).unwrap_or_default()
            ));
        }
    }
    text.push_str("\nlast log lines:\n");
    // Reading the log is file work: on a blocking thread, off the async threads.
    let data_dir = state.data_dir.clone();
    let tail = tokio::task::spawn_blocking(move || crate::logs::tail(&data_dir, 200))
        .await
        .unwrap_or_else(|e| format!("(the log could not be read: {e})"));
    text.push_str(&tail);
    redact(state, text).await
}

/// Removes every stored secret from a text.
async fn redact(state: &AppState, mut text: String) -> String {
    for which in [
        Secret::AccessToken,
        Secret::AppSecret,
        Secret::VerifyToken,
        Secret::ApiKey,
        Secret::TunnelToken,
    ] {
        if let Ok(Some(secret)) = crate::secrets::read(&state.secrets, which).await
            && secret.len() >= 4
        {
            text = text.replace(&secret, "[removed]");
        }
    }
    let api_key = state.api_key.read().await.clone();
    if api_key.is_empty() {
        text
    } else {
        text.replace(&api_key, "[removed]")
    }
}
