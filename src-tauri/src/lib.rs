//! Pacer's desktop shell: Tauri commands and events over the engine (`README.md#layout`). The shell
//! converts between the window's types and the engine's and forwards events; the engine runs
//! in the app's process with its database in the app's data folder.
//!
//! - [`state`]: the data folder, settings, keyring and the running engine.
//! - [`runtime`]: demo mode (the simulator in-process, sample files) or live mode;
//!   [`desk`]: this PC as a desk of the office Pacer, where no engine runs.
//! - [`commands`]: what the window can ask; [`events`]: what is pushed to it.
//! - [`dialogs`]: the native dialogs, the only way the window names a file;
//!   [`chosen`]: what the person picked in them, and what may be read because of it.
//! - [`secrets`]: the OS keyring; [`settings`]: everything else, as JSON.
//! - [`tunnel_setting`]: a `command:` tunnel runs only once the person confirmed it natively.

pub mod chosen;
pub mod commands;
pub mod demo;
pub mod desk;
pub mod dialogs;
pub mod events;
pub mod home;
pub mod inbox_notices;
pub mod logs;
pub mod runtime;
pub mod secrets;
pub mod settings;
pub mod state;
pub mod tunnel_setting;
pub mod webview;

use std::path::PathBuf;
use std::sync::Arc;

use tauri::{Manager, RunEvent};

use crate::secrets::{Keyring, SecretStore};
use crate::state::AppState;

/// The keyring service Pacer's secrets are stored under (`PACER_KEYRING_SERVICE` overrides it,
/// so tests never touch a real installation's secrets).
pub const KEYRING_SERVICE: &str = "app.pacer.desktop";

struct LogGuard(#[allow(dead_code)] Option<tracing_appender::non_blocking::WorkerGuard>);

fn data_dir(app: &tauri::App) -> PathBuf {
    match std::env::var_os("PACER_DATA_DIR") {
        Some(dir) if !dir.is_empty() => PathBuf::from(dir),
        _ => app
            .path()
            .app_data_dir()
            .unwrap_or_else(|_| PathBuf::from(".pacer-desktop")),
    }
}

/// Makes every file and folder the app creates from now on readable by the user alone (umask
/// 077), before any thread starts. The data folder holds the business's contacts, messages and
/// logs, and WebKit keeps the window's storage (caches, local storage) in the same folder;
/// WebKit's processes inherit the mask. Exports the user saves elsewhere are owner-only too,
/// as [`settings::restrict`] already made them.
fn private_files() {
    #[cfg(unix)]
    rustix::process::umask(rustix::fs::Mode::from_bits_truncate(0o077));
}

/// Starts the app: one instance only (a second launch focuses the first, so two Pacers never
/// both send), the engine in the background, live updates to the window.
pub fn run() {
    private_files();
    let app = tauri::Builder::default()
        .plugin(tauri_plugin_single_instance::init(|app, _args, _cwd| {
            if let Some(window) = app.get_webview_window("main") {
                let _ = window.unminimize();
                let _ = window.show();
                let _ = window.set_focus();
            }
        }))
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_opener::init())
        .plugin(tauri_plugin_notification::init())
        .setup(|app| {
            let data_dir = data_dir(app);
            app.manage(LogGuard(logs::init(&data_dir)));
            if let Some(window) = app.get_webview_window("main") {
                webview::tune(&window);
            }
            let service =
                std::env::var("PACER_KEYRING_SERVICE").unwrap_or_else(|_| KEYRING_SERVICE.into());
            let secrets: Arc<dyn SecretStore> = Arc::new(Keyring::new(service));
            let state = AppState::new(data_dir, secrets);
            let window = app.handle().clone();
            state.tell_window_with(std::sync::Arc::new(move |event, payload| {
                use tauri::Emitter;
                let _ = window.emit(event, payload);
            }));
            app.manage(state);
            app.manage(inbox_notices::Watch::default());
            let handle = app.handle().clone();
            tauri::async_runtime::spawn(async move {
                let state = handle.state::<AppState>();
                if let Err(problem) = state.start().await {
                    tracing::warn!("the engine did not start: {problem}");
                }
                events::pump(handle.clone()).await;
            });
            Ok(())
        })
        .invoke_handler(commands::registry::invoke_handler())
        .build(tauri::generate_context!());
    let app = match app {
        Ok(app) => app,
        Err(e) => {
            eprintln!("Pacer could not open its window: {e}");
            std::process::exit(1);
        }
    };
    app.run(|handle, event| {
        if let RunEvent::Exit = event {
            // Closing the window never loses a message: requests in flight finish, and
            // anything still queued is sent on the next start.
            let state = handle.state::<AppState>();
            tauri::async_runtime::block_on(state.stop());
        }
    });
}
