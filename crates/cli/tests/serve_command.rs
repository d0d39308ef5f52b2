//! `pacer serve` as a process: killed with SIGKILL mid-run and restarted, it still gets every
//! recipient exactly one message; stopped with SIGTERM, it leaves nothing half-sent.

use std::process::{Child, Command, Stdio};
use std::time::Duration;

use pacer_sim::{CheckReport, SimConfig, SimHandle, Tier};
use serde_json::{Value, json};

const API_KEY: &str = "test-api-key-0123456789";

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

/// A `pacer serve` process, killed and reaped if a test ends early.
struct Running(Child);

impl Running {
    fn id(&self) -> u32 {
        self.0.id()
    }

    fn wait(&mut self) -> std::io::Result<std::process::ExitStatus> {
        self.0.wait()
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        // Already exited in the normal course of a test; otherwise stop it now.
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

struct Serve {
    db: std::path::PathBuf,
    api: String,
    hook_port: u16,
    api_port: u16,
    graph: String,
    reconcile_s: f64,
}

impl Serve {
    fn spawn(&self) -> Running {
        self.spawn_with(Stdio::inherit())
    }

    fn spawn_with(&self, stderr: Stdio) -> Running {
        Running(
            Command::new(env!("CARGO_BIN_EXE_pacer"))
                .args([
                    "serve",
                    "--phone-number-id",
                    "106540352242922",
                    "--mps",
                    "100",
                    "--tier",
                    "unlimited",
                ])
                .args(["--graph-url", &self.graph, "--db"])
                .arg(&self.db)
                .args([
                    "--api-addr",
                    &format!("127.0.0.1:{}", self.api_port),
                    "--webhook-addr",
                    &format!("127.0.0.1:{}", self.hook_port),
                ])
                .args([
                    "--reconcile-after-s",
                    &self.reconcile_s.to_string(),
                    "--request-timeout-s",
                    "2",
                ])
                .env("PACER_ACCESS_TOKEN", "sim-access-token")
                .env("PACER_APP_SECRET", "sim-app-secret")
                .env("PACER_API_KEY", API_KEY)
                .env("PACER_LOG", "warn")
                .stdout(Stdio::null())
                .stderr(stderr)
                .spawn()
                .expect("pacer serve starts"),
        )
    }

    async fn api_ready(&self, client: &reqwest::Client) {
        for _ in 0..500 {
            if let Ok(r) = client
                .get(format!("{}/v1/stats", self.api))
                .bearer_auth(API_KEY)
                .send()
                .await
                && r.status().is_success()
            {
                return;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("pacer serve did not come up");
    }

    async fn open_messages(&self, client: &reqwest::Client) -> Option<u64> {
        let stats: Value = client
            .get(format!("{}/v1/stats", self.api))
            .bearer_auth(API_KEY)
            .send()
            .await
            .ok()?
            .json()
            .await
            .ok()?;
        let by_state = stats["messages_by_state"].as_object()?;
        Some(
            ["queued", "sending", "deferred", "in_doubt"]
                .iter()
                .map(|s| by_state.get(*s).and_then(Value::as_u64).unwrap_or(0))
                .sum(),
        )
    }
}

async fn sim_for(hook_port: u16, log: &std::path::Path) -> SimHandle {
    let mut config = SimConfig {
        mps: Some(100),
        tier: Tier::Unlimited,
        log: Some(log.to_owned()),
        ..SimConfig::default()
    };
    config.webhooks.url = Some(format!("http://127.0.0.1:{hook_port}/webhook"));
    config.webhooks.sent_after = (Duration::from_millis(20), Duration::from_millis(100));
    config.webhooks.delivered_after = (Duration::from_millis(20), Duration::from_millis(100));
    config.webhooks.read_rate = 0.0;
    config.webhooks.duplicate_rate = 0.0;
    config.webhooks.retry_max_interval = Duration::from_millis(500);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    pacer_sim::start(listener, config)
        .await
        .expect("the simulator starts")
}

fn batch(n: usize) -> Value {
    let messages: Vec<Value> = (0..n)
        .map(|i| json!({"to": format!("+1650555{:04}", i), "lane": "bulk", "template": {"name": "hello_world", "language": {"code": "en_US"}}}))
        .collect();
    json!({ "messages": messages })
}

fn signal(child: &Running, signal: &str) {
    let status = Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(status.success());
}

// Several threads: the simulator in this process must keep answering while the test blocks
// on the child process.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_three_times_mid_run_every_recipient_still_gets_exactly_one_message()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let hook_port = free_port();
    let sim = sim_for(hook_port, &dir.path().join("sim.jsonl")).await;
    let api_port = free_port();
    let serve = Serve {
        db: dir.path().join("pacer.db"),
        api: format!("http://127.0.0.1:{api_port}"),
        hook_port,
        api_port,
        graph: sim.base_url(),
        reconcile_s: 4.0,
    };
    let client = reqwest::Client::new();
    let mut child = serve.spawn();
    serve.api_ready(&client).await;
    let answer = client
        .post(format!("{}/v1/messages", serve.api))
        .bearer_auth(API_KEY)
        .json(&batch(600))
        .send()
        .await?;
    assert_eq!(answer.status(), 202, "the batch is accepted");

    // Kill at moments spread over the run (a fixed pseudo-random sequence, so runs repeat).
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for kill in 0..3 {
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let wait = 400 + (seed >> 33) % 900;
        tokio::time::sleep(Duration::from_millis(wait)).await;
        let before = sim.stats().counters.accepted;
        signal(&child, "-KILL");
        child.wait()?;
        assert!(
            before < 600,
            "kill {kill} happened mid-run ({before} accepted)"
        );
        child = serve.spawn();
        serve.api_ready(&client).await;
    }
    let mut open = u64::MAX;
    for _ in 0..1_200 {
        open = serve.open_messages(&client).await.unwrap_or(u64::MAX);
        if open == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(open, 0, "every message settled after the restarts");
    signal(&child, "-TERM");
    assert!(child.wait()?.success(), "SIGTERM stops it cleanly");
    sim.shutdown().await?;

    let report = CheckReport::from_log(&dir.path().join("sim.jsonl"))?;
    assert_eq!(
        report.accepted, 600,
        "every recipient was accepted exactly once despite three SIGKILLs:\n{report}"
    );
    assert_eq!(
        report.duplicates_same_callback_data + report.duplicates_same_content,
        0,
        "nothing was sent twice:\n{report}"
    );
    // Read by `make proof` (scripts/proof_table.py).
    eprintln!("proof: pacer serve SIGKILLed 3 times mid-run: 600 messages each accepted once");
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_leaves_nothing_sending_and_a_restart_finishes_the_run() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let hook_port = free_port();
    let sim = sim_for(hook_port, &dir.path().join("sim.jsonl")).await;
    let api_port = free_port();
    let serve = Serve {
        db: dir.path().join("pacer.db"),
        api: format!("http://127.0.0.1:{api_port}"),
        hook_port,
        api_port,
        graph: sim.base_url(),
        reconcile_s: 900.0,
    };
    let client = reqwest::Client::new();
    let mut child = serve.spawn();
    serve.api_ready(&client).await;
    client
        .post(format!("{}/v1/messages", serve.api))
        .bearer_auth(API_KEY)
        .json(&batch(300))
        .send()
        .await?;
    while sim.stats().counters.accepted < 60 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    signal(&child, "-TERM");
    assert!(child.wait()?.success(), "SIGTERM stops it cleanly");
    let ledger = pacer_engine::ledger::Ledger::open(&serve.db)?;
    let sending: i64 = ledger.read_now(|c| {
        c.query_row(
            "SELECT COUNT(*) FROM messages WHERE state IN ('sending', 'in_doubt')",
            [],
            |r| r.get(0),
        )
    })?;
    ledger.close();
    assert_eq!(
        sending, 0,
        "a graceful stop finishes or hands back every send: nothing is left sending or in doubt"
    );

    child = serve.spawn();
    serve.api_ready(&client).await;
    for _ in 0..600 {
        if serve.open_messages(&client).await == Some(0) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(
        serve.open_messages(&client).await,
        Some(0),
        "the restart finished the run"
    );
    signal(&child, "-TERM");
    child.wait()?;
    sim.shutdown().await?;
    let report = CheckReport::from_log(&dir.path().join("sim.jsonl"))?;
    assert_eq!(report.accepted, 300, "each accepted once:\n{report}");
    Ok(())
}

#[test]
fn secrets_come_from_the_environment_with_a_clear_message_when_missing() {
    let output = Command::new(env!("CARGO_BIN_EXE_pacer"))
        .args(["serve", "--phone-number-id", "1", "--tier", "250"])
        .env_remove("PACER_ACCESS_TOKEN")
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(
        stderr.contains("PACER_ACCESS_TOKEN is not set"),
        "names the missing variable: {stderr}"
    );
    let help = Command::new(env!("CARGO_BIN_EXE_pacer"))
        .args(["serve", "--help"])
        .output()
        .expect("runs");
    let help = String::from_utf8_lossy(&help.stdout);
    for flag in [
        "--db",
        "--graph-url",
        "--api-version",
        "--phone-number-id",
        "--waba-id",
        "--mps",
        "--tier",
        "--api-addr",
        "--webhook-addr",
    ] {
        assert!(help.contains(flag), "`pacer serve --help` documents {flag}");
    }
    assert!(
        !help.contains("--access-token") && !help.contains("--app-secret"),
        "secrets are never flags"
    );
    let remote = Command::new(env!("CARGO_BIN_EXE_pacer"))
        .args([
            "serve",
            "--phone-number-id",
            "1",
            "--tier",
            "250",
            "--api-addr",
            "0.0.0.0:8091",
        ])
        .env("PACER_ACCESS_TOKEN", "t")
        .env("PACER_APP_SECRET", "s")
        .env("PACER_API_KEY", "k")
        .output()
        .expect("runs");
    assert!(
        String::from_utf8_lossy(&remote.stderr).contains("loopback"),
        "the local API refuses a non-loopback address"
    );
}

#[test]
fn a_webhook_address_beyond_loopback_is_refused_unless_asked_for_and_the_inbox_retention_is_a_setting()
 {
    let dir = tempfile::tempdir().expect("a folder");
    let remote = Command::new(env!("CARGO_BIN_EXE_pacer"))
        .args(["serve", "--phone-number-id", "1", "--tier", "250"])
        .arg("--db")
        .arg(dir.path().join("pacer.db"))
        .args(["--api-addr", "127.0.0.1:0", "--webhook-addr", "0.0.0.0:0"])
        .env("PACER_ACCESS_TOKEN", "t")
        .env("PACER_APP_SECRET", "s")
        .env("PACER_API_KEY", "k")
        .env_remove("PACER_WEBHOOK_BEYOND_LOOPBACK")
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&remote.stderr);
    assert!(!remote.status.success(), "pacer serve does not start");
    assert!(
        stderr.contains("not a loopback address")
            && stderr.contains("everyone on it")
            && stderr.contains("--webhook-beyond-loopback"),
        "the refusal says why and which flag allows it: {stderr}"
    );
    let help = Command::new(env!("CARGO_BIN_EXE_pacer"))
        .args(["serve", "--help"])
        .output()
        .expect("runs");
    let help = String::from_utf8_lossy(&help.stdout);
    for setting in [
        "--webhook-beyond-loopback",
        "PACER_WEBHOOK_BEYOND_LOOPBACK",
        "--inbox-retention-days",
        "PACER_INBOX_RETENTION_DAYS",
    ] {
        assert!(
            help.contains(setting),
            "`pacer serve --help` documents {setting}"
        );
    }
    eprintln!(
        "proof: pacer serve --webhook-addr 0.0.0.0 refused without --webhook-beyond-loopback, saying why"
    );
}

#[test]
fn a_setting_the_window_refuses_is_refused_at_start_in_the_same_words() {
    let dir = tempfile::tempdir().expect("a folder");
    use pacer_engine::settings_rules::SettingRefused;
    for (flag, value, words) in [
        (
            "--inbox-retention-days",
            "0",
            SettingRefused::InboxRetention,
        ),
        ("--mps", "5000", SettingRefused::MessagesPerSecond),
        ("--media-rate", "0", SettingRefused::MediaRate),
    ] {
        let refused = Command::new(env!("CARGO_BIN_EXE_pacer"))
            .args(["serve", "--phone-number-id", "1", "--tier", "250"])
            .arg("--db")
            .arg(dir.path().join("pacer.db"))
            .args([flag, value])
            .env("PACER_ACCESS_TOKEN", "t")
            .env("PACER_APP_SECRET", "s")
            .env("PACER_API_KEY", "k")
            .output()
            .expect("runs");
        let stderr = String::from_utf8_lossy(&refused.stderr);
        assert!(!refused.status.success(), "pacer serve does not start");
        assert!(
            stderr.contains(&format!("{flag} {value}: {words}")),
            "the refusal names the flag and says what the window says: {stderr}"
        );
    }
    assert!(
        !dir.path().join("pacer.db").exists(),
        "nothing is started with a refused setting"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_a_tunnel_and_registration_meta_reaches_pacer_through_the_tunnel() -> anyhow::Result<()>
{
    let dir = tempfile::tempdir()?;
    // The simulator starts with no callback URL: Pacer registers the tunnel's.
    let mut config = SimConfig {
        tier: Tier::Unlimited,
        ..SimConfig::default()
    };
    config.webhooks.sent_after = (Duration::from_millis(20), Duration::from_millis(100));
    config.webhooks.delivered_after = (Duration::from_millis(20), Duration::from_millis(100));
    config.webhooks.read_rate = 0.0;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let sim = pacer_sim::start(listener, config).await?;
    let (api_port, hook_port) = (free_port(), free_port());
    let script = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/tools/fake_tunnel.py"
    );
    let child = Command::new(env!("CARGO_BIN_EXE_pacer"))
        .args([
            "serve",
            "--phone-number-id",
            "106540352242922",
            "--waba-id",
            "102290129340398",
            "--tier",
            "unlimited",
        ])
        .args(["--graph-url", &sim.base_url(), "--db"])
        .arg(dir.path().join("pacer.db"))
        .args([
            "--api-addr",
            &format!("127.0.0.1:{api_port}"),
            "--webhook-addr",
            &format!("127.0.0.1:{hook_port}"),
        ])
        .args([
            "--tunnel",
            &format!("command:python3 {script} {{port}}"),
            "--register-callback",
        ])
        .env("PACER_ACCESS_TOKEN", "sim-access-token")
        .env("PACER_APP_SECRET", "sim-app-secret")
        .env("PACER_VERIFY_TOKEN", "my-verify-token")
        .env("PACER_API_KEY", API_KEY)
        .stdout(Stdio::null())
        .spawn()?;
    let mut child = Running(child);
    let client = reqwest::Client::new();
    let api = format!("http://127.0.0.1:{api_port}");
    let mut stats = Value::Null;
    for _ in 0..1_000 {
        if let Ok(r) = client
            .get(format!("{api}/v1/stats"))
            .bearer_auth(API_KEY)
            .send()
            .await
        {
            stats = r.json().await.unwrap_or(Value::Null);
            if stats["tunnel"]["registration"]["verified"] == true {
                break;
            }
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let tunnel = &stats["tunnel"];
    assert_eq!(tunnel["status"], "up", "the tunnel is up: {tunnel}");
    assert_eq!(
        tunnel["registration"]["verified"], true,
        "Meta verified the tunnel's callback URL: {tunnel}"
    );
    let callback = tunnel["callback_url"]
        .as_str()
        .expect("a callback URL")
        .to_owned();
    assert_eq!(
        sim.stats().webhook_url.as_deref(),
        Some(callback.as_str()),
        "Meta now posts to the tunnel"
    );
    assert!(
        !callback.contains(&hook_port.to_string()),
        "the public URL is the tunnel's, not the receiver's own address"
    );

    let answer: Value = client
        .post(format!("{api}/v1/messages"))
        .bearer_auth(API_KEY)
        .json(&json!({"to": "+923001234567", "lane": "express", "template": {"name": "hello_world", "language": {"code": "en_US"}}}))
        .send()
        .await?
        .json()
        .await?;
    let id = answer["id"].as_str().expect("an id").to_owned();
    let mut state = String::new();
    for _ in 0..500 {
        let view: Value = client
            .get(format!("{api}/v1/messages/{id}"))
            .bearer_auth(API_KEY)
            .send()
            .await?
            .json()
            .await?;
        state = view["state"].as_str().unwrap_or_default().to_owned();
        if state == "delivered" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(
        state, "delivered",
        "the delivery update came back through the tunnel"
    );
    let through_tunnel = client
        .get(callback.replace("/webhook", "/v1/stats"))
        .bearer_auth(API_KEY)
        .send()
        .await?;
    // The webhook listener's other paths answer only programs on this computer: through the
    // tunnel the request names another address, and is refused for it.
    assert_eq!(
        through_tunnel.status(),
        403,
        "the local API is not reachable through the tunnel"
    );
    signal(&child, "-TERM");
    assert!(child.wait()?.success());
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_pacer_on_the_same_database_is_refused_and_the_first_keeps_sending() {
    let dir = tempfile::tempdir().expect("temp dir");
    let first = Serve {
        db: dir.path().join("pacer.db"),
        api: String::new(),
        hook_port: free_port(),
        api_port: free_port(),
        graph: "http://127.0.0.1:9".into(),
        reconcile_s: 900.0,
    };
    let first = Serve {
        api: format!("http://127.0.0.1:{}", first.api_port),
        ..first
    };
    let _running = first.spawn();
    let client = reqwest::Client::new();
    first.api_ready(&client).await;

    let second = Serve {
        hook_port: free_port(),
        api_port: free_port(),
        api: String::new(),
        db: first.db.clone(),
        graph: first.graph.clone(),
        reconcile_s: 900.0,
    };
    let refused = tokio::task::spawn_blocking(move || {
        let mut child = second.spawn_with(Stdio::piped());
        let mut stderr = String::new();
        if let Some(mut err) = child.0.stderr.take() {
            use std::io::Read;
            let _ = err.read_to_string(&mut stderr);
        }
        (child.wait().expect("exits"), stderr)
    });
    let (status, stderr) = tokio::time::timeout(Duration::from_secs(30), refused)
        .await
        .expect("the second Pacer exits instead of running")
        .expect("joins");
    assert!(!status.success(), "the second Pacer fails");
    assert!(
        stderr.contains("another Pacer is already running with the database"),
        "it says why: {stderr}"
    );
    // The first still answers.
    let stats = client
        .get(format!("{}/v1/stats", first.api))
        .bearer_auth(API_KEY)
        .send()
        .await
        .expect("the first Pacer still answers");
    assert!(stats.status().is_success());
}
