//! The tunnel token: whether one is stored, and storing or forgetting it (in the keyring, never
//! in the settings file).

use std::sync::Arc;

use pacer_words::{Said, ids};
use tauri::State;

use super::{Answer, ErrorCode, UiError, store_secret};
use crate::secrets::Secret;
use crate::settings::Mode;
use crate::state::{AppInfo, AppState};

/// Whether a tunnel token is stored in the keyring (the window never reads it back).
#[tauri::command]
pub async fn tunnel_token_stored(state: State<'_, AppState>) -> Answer<bool> {
    Ok(crate::secrets::read(&state.secrets, Secret::TunnelToken)
        .await
        .map_err(UiError::from)?
        .is_some_and(|token| !token.trim().is_empty()))
}

/// Stores the tunnel token (a named tunnel's token, ngrok's authtoken) in the keyring, or
/// forgets it when `token` is empty, and restarts a live tunnel that uses it. It never goes
/// into the settings file.
#[tauri::command]
pub async fn save_tunnel_token(state: State<'_, AppState>, token: String) -> Answer<AppInfo> {
    let token = token.trim().to_owned();
    if token.chars().any(char::is_whitespace) {
        return Err(UiError::from(Said::new(ids::APP_TUNNEL_TOKEN_SPACES)));
    }
    if token.is_empty() {
        let store = Arc::clone(&state.secrets);
        tokio::task::spawn_blocking(move || store.delete(Secret::TunnelToken))
            .await
            .map_err(|_| {
                UiError::said(ErrorCode::Keyring, Said::new(ids::APP_KEYRING_CALL_STOPPED))
            })?
            .map_err(UiError::from)?;
    } else {
        store_secret(&state, Secret::TunnelToken, token).await?;
    }
    let (mode, uses_token) = {
        let settings = state.settings.read().await;
        let uses_token = settings
            .tunnel
            .parse::<pacer_engine::tunnel::TunnelProvider>()
            .is_ok_and(|p| p.token_variable().is_some());
        (settings.mode, uses_token)
    };
    if mode == Mode::Live && uses_token {
        // The failure, if any, is the app's problem, shown with the answer below.
        let _ = state.start().await;
    }
    Ok(state.info().await)
}
