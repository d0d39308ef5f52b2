//! The app itself: what runs and where, Home, and which mode (the demo or the connected
//! account) the engine runs in.

use pacer_words::{Said, ids};
use tauri::State;

use super::{Answer, ErrorCode, UiError, engine, launcher, tunnel};
use crate::home::{self, HomeView};
use crate::settings::{Mode, Settings};
use crate::state::{AppInfo, AppState};

/// Mode, addresses, and why the engine is not running (if it is not).
#[tauri::command]
pub async fn app_info(state: State<'_, AppState>) -> Answer<AppInfo> {
    Ok(state.info().await)
}

/// What the Home screen shows (also pushed every second as the `home` event).
/// The window's language, as the person chose it (`tag`, or `None` for English): native
/// dialogs' titles follow it. A tag Pacer does not speak counts as English.
#[tauri::command]
pub fn set_window_language(state: State<'_, AppState>, tag: Option<String>) {
    let spoken = tag.as_deref().and_then(pacer_words::spoken);
    if let Ok(mut language) = state.language.write() {
        *language = spoken.map(str::to_owned);
    }
}

#[tauri::command]
pub async fn home(state: State<'_, AppState>) -> Answer<HomeView> {
    let desk = state
        .desk
        .read()
        .await
        .as_ref()
        .map(|desk| (desk.last_home(), desk.link.clone()));
    if let Some((last, link)) = desk {
        return match last {
            Some(home) => Ok(home),
            None => Ok(crate::desk::home(&link).await?),
        };
    }
    let engine = engine(&state).await?;
    let launcher = launcher(&state).await?;
    Ok(home::view(&engine, &launcher, tunnel(&state).await).await)
}

/// Resumes sending after the circuit breaker stopped it (the person fixed the cause).
#[tauri::command]
pub async fn resume_sending(state: State<'_, AppState>) -> Answer<bool> {
    if let Some(office) = super::desk_link(&state).await {
        #[derive(serde::Deserialize)]
        struct Resumed {
            resumed: bool,
        }
        let answer: Resumed = office.post("/v1/resume", &serde_json::json!({})).await?;
        return Ok(answer.resumed);
    }
    Ok(engine(&state).await?.resume().await?)
}

/// Switches to the demo (the live account stays connected for later).
#[tauri::command]
pub async fn use_demo(state: State<'_, AppState>) -> Answer<AppInfo> {
    switch_mode(&state, Mode::Demo).await
}

/// Switches back to the connected account.
#[tauri::command]
pub async fn use_live(state: State<'_, AppState>) -> Answer<AppInfo> {
    if state.settings.read().await.account.is_none() {
        return Err(UiError::from(Said::new(ids::APP_USE_LIVE_NO_ACCOUNT)));
    }
    switch_mode(&state, Mode::Live).await
}

async fn switch_mode(state: &AppState, mode: Mode) -> Answer<AppInfo> {
    save_and_restart(state, |settings| settings.mode = mode).await
}

/// Changes the settings, saves them and restarts the engine with them: how the window moves
/// between demo and live, and how a connected account takes effect.
pub(super) async fn save_and_restart(
    state: &AppState,
    change: impl FnOnce(&mut Settings),
) -> Answer<AppInfo> {
    {
        let mut settings = state.settings.write().await;
        change(&mut settings);
        settings.save(&state.data_dir)?;
    }
    state
        .start_said()
        .await
        .map_err(|e| UiError::said(ErrorCode::NotRunning, e))?;
    Ok(state.info().await)
}

/// Starts the engine again after a failed start (e.g. a port was in use).
#[tauri::command]
pub async fn restart_engine(state: State<'_, AppState>) -> Answer<AppInfo> {
    state
        .start_said()
        .await
        .map_err(|e| UiError::said(ErrorCode::NotRunning, e))?;
    Ok(state.info().await)
}
