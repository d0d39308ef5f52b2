//! What the tests of a desk share: an office Pacer (the demo, shared with the office) on
//! loopback, a record of what a desk told its window, and a patient wait.

// Each test file uses what it needs of this.
#![allow(dead_code)]

use std::sync::{Arc, Mutex};
use std::time::Duration;

use pacer_desktop::commands::desk;
use pacer_desktop::demo::Samples;
use pacer_desktop::secrets::{Keyring, MemoryStore, SecretStore};
use pacer_desktop::settings::Settings;
use pacer_desktop::state::AppState;
use pacer_engine::sharing::DeskLink;
use pacer_engine::sharing::desks::Role;
use serde_json::Value;

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// What the desk told its window.
#[derive(Default)]
pub struct Window(pub Mutex<Vec<(&'static str, Value)>>);

impl Window {
    pub fn count(&self, event: &str) -> usize {
        self.0
            .lock()
            .expect("window")
            .iter()
            .filter(|(name, _)| *name == event)
            .count()
    }
}

/// Waits up to 30 s for `done`, looking every 100 ms; panics with `what` if it never is.
pub async fn until<F, Fut>(what: &str, mut done: F)
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
    while !done().await {
        assert!(tokio::time::Instant::now() < deadline, "never: {what}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

pub struct Office {
    pub state: AppState,
}

impl Office {
    pub async fn start(dir: &std::path::Path, port: u16, store: Arc<MemoryStore>) -> Office {
        let settings = Settings {
            api_port: free_port(),
            webhook_port: free_port(),
            share_with_office: true,
            office_port: port,
            office_name: "Back office".into(),
            announce_office: false,
            ..Settings::default()
        };
        settings.save(dir).expect("settings saved");
        let state = AppState::new(dir.to_path_buf(), store);
        state.start().await.expect("the office Pacer starts");
        Office { state }
    }

    pub async fn handle(&self) -> pacer_engine::node::OfficeHandle {
        self.state
            .runtime
            .read()
            .await
            .as_ref()
            .and_then(|r| r.node.office().cloned())
            .expect("the office listener runs")
    }

    pub async fn engine(&self) -> Arc<pacer_engine::Engine> {
        Arc::clone(
            self.state
                .runtime
                .read()
                .await
                .as_ref()
                .expect("running")
                .engine(),
        )
    }
}

pub fn now() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

/// A PC paired as a desk of `office` (listening on `port`) with `role`, its data in `dir` and
/// its credential in the real keyring under a service of its own.
pub struct PairedDesk {
    pub state: AppState,
    pub link: DeskLink,
    pub keyring: Arc<dyn SecretStore>,
    /// The demo's sample files, written while it was a PC of its own.
    pub samples: Samples,
}

/// Starts a PC in `dir` as a Pacer of its own (its demo writes the sample files), then pairs it
/// with `office` as "Front desk" with `role`.
pub async fn pair_desk(
    office: &Office,
    port: u16,
    dir: &std::path::Path,
    role: Role,
) -> PairedDesk {
    let service = format!(
        "pacer-test-desk-{}-{}",
        std::process::id(),
        dir.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    );
    let keyring: Arc<dyn SecretStore> = Arc::new(Keyring::new(&service));
    Settings {
        api_port: free_port(),
        webhook_port: free_port(),
        ..Settings::default()
    }
    .save(dir)
    .expect("settings saved");
    let state = AppState::new(dir.to_path_buf(), Arc::clone(&keyring));
    state
        .start()
        .await
        .expect("the desk's own demo starts first");
    let samples = state.info().await.samples.expect("the demo's sample files");
    let code = office.handle().await.open_pairing(now(), role);
    let shown = desk::look_at_office(format!("127.0.0.1:{port}"))
        .await
        .expect("the office's certificate");
    desk::connect(
        &state,
        desk::Pairing {
            address: format!("127.0.0.1:{port}"),
            fingerprint: shown.fingerprint,
            code: code.to_string(),
            desk_name: "Front desk".into(),
            office_name: None,
            announced_prefix: None,
        },
    )
    .await
    .expect("paired");
    let link = state
        .desk
        .read()
        .await
        .as_ref()
        .expect("a desk")
        .link
        .clone();
    PairedDesk {
        state,
        link,
        keyring,
        samples,
    }
}
