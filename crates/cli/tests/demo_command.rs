//! `pacer demo` (what `make run` starts): a message posted to its local API is delivered by
//! the simulated Meta, with its history, and Ctrl-C stops it cleanly.

use std::process::{Command, Stdio};
use std::time::Duration;

use serde_json::{Value, json};

/// Stops the demo if the test ends early.
struct Stop(u32);

impl Drop for Stop {
    fn drop(&mut self) {
        // Already stopped in the normal course of the test.
        let _ = Command::new("kill")
            .args(["-KILL", &self.0.to_string()])
            .status();
    }
}

fn free_addr() -> String {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    format!("127.0.0.1:{port}")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_demo_delivers_a_message_posted_to_its_api() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let (sim, api, hook) = (free_addr(), free_addr(), free_addr());
    let mut child = Command::new(env!("CARGO_BIN_EXE_pacer"))
        .args([
            "demo",
            "--sim-addr",
            &sim,
            "--api-addr",
            &api,
            "--webhook-addr",
            &hook,
            "--db",
        ])
        .arg(dir.path().join("demo.db"))
        .stdout(Stdio::null())
        .spawn()?;
    let _guard = Stop(child.id());
    let client = reqwest::Client::new();
    let base = format!("http://{api}");
    let mut answer: Option<Value> = None;
    for _ in 0..500 {
        if let Ok(r) = client
            .post(format!("{base}/v1/messages"))
            .bearer_auth("demo-key")
            .json(&json!({"to": "+923001234567", "lane": "express", "template": {"name": "hello_world", "language": {"code": "en_US"}}}))
            .send()
            .await
        {
            answer = Some(r.json().await?);
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let id = answer
        .as_ref()
        .and_then(|a| a["id"].as_str())
        .expect("the demo accepted a message")
        .to_owned();
    let mut state = String::new();
    for _ in 0..500 {
        let view: Value = client
            .get(format!("{base}/v1/messages/{id}"))
            .bearer_auth("demo-key")
            .send()
            .await?
            .json()
            .await?;
        state = view["state"].as_str().unwrap_or_default().to_owned();
        if state == "delivered" || state == "read" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let stopped = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()?;
    assert!(stopped.success());
    let status = child.wait()?;
    assert!(
        matches!(state.as_str(), "delivered" | "read"),
        "the simulated Meta delivered it, and its webhook said so: {state}"
    );
    assert!(status.success(), "Ctrl-C stops the demo cleanly");
    assert!(
        dir.path().join("demo.db").exists(),
        "demo data lives in its own database"
    );
    Ok(())
}
