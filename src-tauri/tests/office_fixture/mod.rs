//! What the tests of a desk share: an office Pacer (the demo, shared with the office) on
//! loopback, a record of what a desk told its window, and a patient wait.

// Each test file uses what it needs of this.
#![allow(dead_code)]

use std::sync::{Arc, Mutex};
use std::time::Duration;

use pacer_desktop::secrets::MemoryStore;
use pacer_desktop::settings::Settings;
use pacer_desktop::state::AppState;
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
