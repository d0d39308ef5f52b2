//! `pacer demo` (what `make run` starts): a message posted to its local API is delivered by
//! the simulated Meta, with its history, and Ctrl-C stops it cleanly. Its key is no fixed
//! value anybody could know: each data folder gets its own random key, kept in a file only the
//! user can read and printed in the banner.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use anyhow::Context as _;
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

/// Starts `pacer demo` with its database in `folder`, without PACER_API_KEY unless `key` is
/// given; returns the child and its API's address.
fn demo(folder: &Path, key: Option<&str>) -> anyhow::Result<(Child, String)> {
    let (sim, api, hook) = (free_addr(), free_addr(), free_addr());
    let mut command = Command::new(env!("CARGO_BIN_EXE_pacer"));
    command
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
        .arg(folder.join("demo.db"))
        .env_remove("PACER_API_KEY")
        .stdout(Stdio::piped());
    if let Some(key) = key {
        command.env("PACER_API_KEY", key);
    }
    Ok((command.spawn()?, api))
}

/// Reads the demo's banner up to its key line; returns the key it prints. The rest of its
/// output is read on (and dropped) by a thread, so the demo never writes to a closed pipe.
fn printed_key(child: &mut Child) -> anyhow::Result<String> {
    let stdout = child.stdout.take().context("the demo's output")?;
    let mut lines = BufReader::new(stdout).lines();
    let mut key = None;
    for line in lines.by_ref() {
        if let Some(rest) = line?.split("key: ").nth(1) {
            key = Some(
                rest.split_whitespace()
                    .next()
                    .unwrap_or_default()
                    .to_owned(),
            );
            break;
        }
    }
    std::thread::spawn(move || lines.for_each(drop));
    key.context("the demo's banner printed no key")
}

/// Stops the demo with Ctrl-C and says whether it stopped cleanly.
fn interrupt(mut child: Child) -> anyhow::Result<bool> {
    Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()?;
    Ok(child.wait()?.success())
}

/// Waits for the API at `api` to answer; returns the status `GET /v1/stats` gets with `key`.
async fn status_with(api: &str, key: &str) -> anyhow::Result<reqwest::StatusCode> {
    let client = reqwest::Client::new();
    for _ in 0..500 {
        if let Ok(r) = client
            .get(format!("http://{api}/v1/stats"))
            .bearer_auth(key)
            .send()
            .await
        {
            return Ok(r.status());
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    anyhow::bail!("the demo never answered at {api}")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_demo_delivers_a_message_posted_to_its_api() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let (mut child, api) = demo(dir.path(), None)?;
    let _guard = Stop(child.id());
    let key = printed_key(&mut child)?;
    let client = reqwest::Client::new();
    let base = format!("http://{api}");
    let mut answer: Option<Value> = None;
    for _ in 0..500 {
        if let Ok(r) = client
            .post(format!("{base}/v1/messages"))
            .bearer_auth(&key)
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
            .bearer_auth(&key)
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
    let stopped_cleanly = interrupt(child)?;
    assert!(
        matches!(state.as_str(), "delivered" | "read"),
        "the simulated Meta delivered it, and its webhook said so: {state}"
    );
    assert!(stopped_cleanly, "Ctrl-C stops the demo cleanly");
    assert!(
        dir.path().join("demo.db").exists(),
        "demo data lives in its own database"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_demo_data_folder_gets_its_own_private_key_kept_across_restarts() -> anyhow::Result<()>
{
    let (a, b) = (tempfile::tempdir()?, tempfile::tempdir()?);

    let (mut child, api) = demo(a.path(), None)?;
    let guard = Stop(child.id());
    let first = printed_key(&mut child)?;
    let kept = std::fs::read_to_string(a.path().join("api-key"))?;
    assert_eq!(
        kept.trim(),
        first,
        "the printed key is the one kept beside the database"
    );
    assert!(
        first.len() == 64 && first.bytes().all(|b| b.is_ascii_hexdigit()),
        "the key is 32 random bytes in hex: {first}"
    );
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(a.path().join("api-key"))?
            .permissions()
            .mode()
            & 0o777;
        assert_eq!(
            mode, 0o600,
            "the key file is readable by the user alone: {mode:o}"
        );
    }
    assert_eq!(
        status_with(&api, &first).await?,
        reqwest::StatusCode::OK,
        "the printed key opens the API"
    );
    assert_eq!(
        status_with(&api, "demo-key").await?,
        reqwest::StatusCode::UNAUTHORIZED,
        "the old fixed key opens nothing"
    );
    assert!(interrupt(child)?, "the demo stops cleanly");
    drop(guard);

    // Started again in the same folder: the same key, so scripts keep working.
    let (mut child, api) = demo(a.path(), None)?;
    let guard = Stop(child.id());
    let again = printed_key(&mut child)?;
    assert_eq!(again, first, "a restart keeps the data folder's key");
    assert_eq!(status_with(&api, &first).await?, reqwest::StatusCode::OK);
    assert!(interrupt(child)?);
    drop(guard);

    // Another data folder: another key.
    let (mut child, api) = demo(b.path(), None)?;
    let guard = Stop(child.id());
    let other = printed_key(&mut child)?;
    assert_ne!(other, first, "two data folders get two keys");
    assert_eq!(
        status_with(&api, &first).await?,
        reqwest::StatusCode::UNAUTHORIZED,
        "one folder's key does not open another's demo"
    );
    assert!(interrupt(child)?);
    drop(guard);

    // PACER_API_KEY sets the key instead, and leaves the kept one alone.
    let (mut child, api) = demo(a.path(), Some("a-key-from-the-environment"))?;
    let guard = Stop(child.id());
    assert_eq!(printed_key(&mut child)?, "a-key-from-the-environment");
    assert_eq!(
        status_with(&api, "a-key-from-the-environment").await?,
        reqwest::StatusCode::OK,
        "PACER_API_KEY overrides the kept key"
    );
    assert!(interrupt(child)?);
    drop(guard);
    assert_eq!(
        std::fs::read_to_string(a.path().join("api-key"))?.trim(),
        first,
        "the kept key is unchanged by an override"
    );
    eprintln!(
        "proof: 2 data folders, 2 different 64-hex-digit keys in 0600 files; a restart kept the key; demo-key refused"
    );
    Ok(())
}

/// Every `.rs` file under `folder`.
fn sources(folder: &Path, found: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(folder)? {
        let path = entry?.path();
        if path.is_dir() {
            sources(&path, found)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
    Ok(())
}

#[test]
fn no_fixed_key_is_left_in_the_programs_sources() -> anyhow::Result<()> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut folders = vec![root.join("src-tauri/src")];
    for krate in std::fs::read_dir(root.join("crates"))? {
        folders.push(krate?.path().join("src"));
    }
    let mut files = Vec::new();
    for folder in folders.iter().filter(|f| f.is_dir()) {
        sources(folder, &mut files)?;
    }
    assert!(
        files.len() > 50,
        "the sources were found: {} files",
        files.len()
    );
    let fixed = ["demo", "key"].join("-");
    let holding: Vec<String> = files
        .iter()
        .filter(|f| std::fs::read_to_string(f).is_ok_and(|text| text.contains(&fixed)))
        .map(|f| f.display().to_string())
        .collect();
    assert!(
        holding.is_empty(),
        "\"{fixed}\" may stay only in tests and test scripts; found in {holding:?}"
    );
    eprintln!(
        "proof: 0 of {} source files of crates/*/src and src-tauri/src hold the old fixed key",
        files.len()
    );
    Ok(())
}
