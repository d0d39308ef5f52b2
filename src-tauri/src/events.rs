//! Live updates pushed to the window (the window never polls): `home` every second, and
//! `campaigns` whenever a campaign's progress changes, `templates` whenever the cached templates
//! change (a review's verdict arriving by webhook), `import-progress` while contacts are saved.

use std::time::Duration;

use tauri::{AppHandle, Emitter, Manager};

use crate::state::AppState;

/// Event names, as the window listens for them.
pub const HOME: &str = "home";
/// Every campaign with its progress.
pub const CAMPAIGNS: &str = "campaigns";
/// The app's mode, addresses and problem changed.
pub const APP: &str = "app";
/// The cached templates changed: the Templates screen reads them again.
pub const TEMPLATES: &str = "templates";
/// How much of a file a desk has sent to the office Pacer ([`crate::desk::UploadProgress`]).
pub const UPLOAD_PROGRESS: &str = "upload-progress";
/// How far the running import has come ([`pacer_engine::import::ImportProgress`]).
pub const IMPORT_PROGRESS: &str = "import-progress";

/// Pushes the views until the app exits.
pub async fn pump(app: AppHandle) {
    let mut last_campaigns = String::new();
    let mut last_templates = String::new();
    let mut last_app = String::new();
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let state = app.state::<AppState>();
        let info = state.info().await;
        let info_json = serde_json::to_string(&info).unwrap_or_default();
        if info_json != last_app {
            let _ = app.emit(APP, &info);
            last_app = info_json;
        }
        let running = {
            let runtime = state.runtime.read().await;
            runtime.as_ref().map(|r| {
                (
                    std::sync::Arc::clone(r.engine()),
                    r.launcher().clone(),
                    r.node.tunnel_state(),
                )
            })
        };
        let Some((engine, launcher, tunnel)) = running else {
            continue;
        };
        crate::inbox_notices::tick(&app, &engine).await;
        let templates = engine
            .ledger()
            .read(pacer_engine::templates::fingerprint)
            .await;
        if let Ok(templates) = templates
            && templates != last_templates
        {
            let _ = app.emit(TEMPLATES, ());
            last_templates = templates;
        }
        let view = crate::home::view(&engine, &launcher, tunnel).await;
        let _ = app.emit(HOME, &view);
        if let Ok(rows) = crate::commands::rows(&launcher).await {
            let json = serde_json::to_string(&rows).unwrap_or_default();
            if json != last_campaigns {
                let _ = app.emit(CAMPAIGNS, &rows);
                last_campaigns = json;
            }
        }
    }
}
