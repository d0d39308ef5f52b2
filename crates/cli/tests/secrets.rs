//! Security probe: after a whole working day of `pacer serve` against the simulator — an import,
//! a template sync, an invoice campaign launched to the end with delivered and read receipts
//! coming back through signed webhooks, OTPs over the local API, a revoked token, Meta's 5xx,
//! failed messages, a customer who writes STOP, report exports, a SIGKILL in the middle of a
//! batch and a restart — no file anywhere in the run holds the access token, the app secret,
//! the verify token or the local API key, neither as they are nor in the encodings a secret
//! lands in when a program writes it carelessly (base64, hex, URL-encoding, JSON, UTF-16).
//! The database, its lock, its journals and the folder Pacer made for them are readable by the
//! user alone.
//!
//! There is no supported way to make `pacer serve` panic, so a panic message is not part of
//! the run; the logs of a process killed with SIGKILL are.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command};
use std::time::Duration;

use pacer_sim::{SimConfig, SimHandle, Tier};
use serde_json::{Value, json};

// Distinctive values, with the characters URL-encoding, JSON and base64 treat specially, so an
// encoded copy differs from the raw one and is searched for separately.
const ACCESS_TOKEN: &str = "EAAPr0beT0ken+Zq7/Jd9xWq41=";
const APP_SECRET: &str = "app-s3cret/Hk2+PwProbe9";
const VERIFY_TOKEN: &str = "verify-T0k/en+Vb8Probe";
const API_KEY: &str = "local-api-key+Qm5/Rt8Probe";

const SECRETS: [(&str, &str); 4] = [
    ("the access token", ACCESS_TOKEN),
    ("the app secret", APP_SECRET),
    ("the verify token", VERIFY_TOKEN),
    ("the local API key", API_KEY),
];

fn free_addr() -> String {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    format!("127.0.0.1:{port}")
}

// ---------------------------------------------------------------------------------------------
// The scan

const BASE64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

fn base64(bytes: &[u8]) -> String {
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..=chunk.len() {
            out.push(char::from(BASE64[((n >> (18 - 6 * i)) & 63) as usize]));
        }
        for _ in chunk.len()..3 {
            out.push('=');
        }
    }
    out
}

/// The forms a secret takes when written raw, URL-encoded, JSON-escaped, as hex, UTF-16 or
/// base64. Base64 depends on where the secret starts in what is encoded (`user:token` in a
/// Basic header, a token inside a JSON blob): each of the three alignments is searched for,
/// as the part of the encoding that depends on the secret's bytes alone.
fn encodings(secret: &str) -> Vec<(String, Vec<u8>)> {
    let bytes = secret.as_bytes();
    let mut forms: Vec<(String, Vec<u8>)> = vec![("raw".into(), bytes.to_vec())];
    let percent = |upper: bool| -> String {
        bytes
            .iter()
            .map(|&b| {
                if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                    char::from(b).to_string()
                } else if upper {
                    format!("%{b:02X}")
                } else {
                    format!("%{b:02x}")
                }
            })
            .collect()
    };
    forms.push(("URL-encoded".into(), percent(true).into_bytes()));
    forms.push((
        "URL-encoded (lower case)".into(),
        percent(false).into_bytes(),
    ));
    forms.push((
        "JSON with escaped slashes".into(),
        secret.replace('/', "\\/").into_bytes(),
    ));
    let hex: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    forms.push(("hex".into(), hex.clone().into_bytes()));
    forms.push(("hex (upper case)".into(), hex.to_uppercase().into_bytes()));
    forms.push((
        "UTF-16".into(),
        secret.encode_utf16().flat_map(u16::to_le_bytes).collect(),
    ));
    for offset in 0..3 {
        let mut shifted = vec![0u8; offset];
        shifted.extend_from_slice(bytes);
        let encoded = base64(&shifted);
        // Whole groups only: the first holds the prefix's bits, the last what follows.
        let start = if offset == 0 { 0 } else { 4 };
        let end = shifted.len() / 3 * 4;
        let core = &encoded[start..end];
        forms.push((
            format!("base64 (offset {offset})"),
            core.as_bytes().to_vec(),
        ));
        let url_safe = core.replace('+', "-").replace('/', "_");
        forms.push((
            format!("URL-safe base64 (offset {offset})"),
            url_safe.into_bytes(),
        ));
    }
    forms
}

/// Every file under `root`, folders followed, links not.
fn files_under(root: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder)? {
            let entry = entry?;
            let kind = entry.file_type()?;
            if kind.is_dir() {
                folders.push(entry.path());
            } else {
                files.push(entry.path());
            }
        }
    }
    files.sort();
    Ok(files)
}

/// The secrets found in the files, as "what (which form) in which file".
fn find_secrets(files: &[PathBuf]) -> std::io::Result<Vec<String>> {
    let mut needles: Vec<(String, Vec<u8>)> = Vec::new();
    for (name, secret) in SECRETS {
        for (form, bytes) in encodings(secret) {
            needles.push((format!("{name} ({form})"), bytes));
        }
    }
    // Needles by their first two bytes: one look-up per byte of a file, however many needles.
    let mut by_start: Vec<Vec<usize>> = vec![Vec::new(); 1 << 16];
    for (i, (_, needle)) in needles.iter().enumerate() {
        by_start[usize::from(needle[0]) << 8 | usize::from(needle[1])].push(i);
    }
    let mut found = Vec::new();
    for file in files {
        let Ok(bytes) = std::fs::read(file) else {
            // A link to nowhere, a socket: nothing written there to search.
            continue;
        };
        let mut seen = vec![false; needles.len()];
        for at in 0..bytes.len().saturating_sub(1) {
            for &i in &by_start[usize::from(bytes[at]) << 8 | usize::from(bytes[at + 1])] {
                if !seen[i] && bytes[at..].starts_with(&needles[i].1) {
                    seen[i] = true;
                    found.push(format!("{} in {}", needles[i].0, file.display()));
                }
            }
        }
    }
    Ok(found)
}

/// Files and folders under `root` (and `root` itself) that others than the owner may read,
/// write or enter, with their modes.
#[cfg(unix)]
fn shared_with_others(root: &Path) -> std::io::Result<Vec<String>> {
    use std::os::unix::fs::PermissionsExt;
    let mut open = Vec::new();
    let mut paths = vec![root.to_path_buf()];
    paths.extend(files_under(root)?);
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder)? {
            let entry = entry?;
            if entry.file_type()?.is_dir() {
                paths.push(entry.path());
                folders.push(entry.path());
            }
        }
    }
    for path in paths {
        let mode = std::fs::symlink_metadata(&path)?.permissions().mode();
        if mode & 0o077 != 0 {
            open.push(format!("{} ({:o})", path.display(), mode & 0o777));
        }
    }
    Ok(open)
}

#[test]
fn the_scan_finds_a_secret_planted_in_any_of_its_forms_and_a_file_others_can_read()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let clean = dir.path().join("clean.log");
    std::fs::write(
        &clean,
        "nothing to see: EAAPr0be local-api-key Hk2 app-s3cret\n",
    )?;
    assert!(
        find_secrets(&[clean])?.is_empty(),
        "parts of a secret are not the secret"
    );
    for (name, secret) in SECRETS {
        for (form, bytes) in encodings(secret) {
            let planted = dir.path().join("planted.bin");
            let mut content = b"some log line before ".to_vec();
            content.extend_from_slice(&bytes);
            content.extend_from_slice(b" and after\n");
            std::fs::write(&planted, content)?;
            let found = find_secrets(&[planted])?;
            assert!(
                found.iter().any(|f| f.starts_with(name)),
                "{name} written as {form} must be found: {found:?}"
            );
        }
        // Base64 of a secret inside a longer value, at every alignment.
        for prefix in ["", "u:", "ab:"] {
            let planted = dir.path().join("basic.txt");
            let value = format!("{prefix}{secret}");
            std::fs::write(
                &planted,
                format!("Authorization: Basic {}\n", base64(value.as_bytes())),
            )?;
            let found = find_secrets(&[planted])?;
            assert!(
                found.iter().any(|f| f.starts_with(name)),
                "{name} base64-encoded after {prefix:?} must be found: {found:?}"
            );
        }
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let data = dir.path().join("data");
        std::fs::create_dir(&data)?;
        std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o700))?;
        let open = data.join("open.db");
        std::fs::write(&open, "x")?;
        std::fs::set_permissions(&open, std::fs::Permissions::from_mode(0o644))?;
        let found = shared_with_others(&data)?;
        assert_eq!(
            found.len(),
            1,
            "a file others can read is reported: {found:?}"
        );
        std::fs::set_permissions(&open, std::fs::Permissions::from_mode(0o600))?;
        std::fs::set_permissions(&data, std::fs::Permissions::from_mode(0o755))?;
        assert_eq!(
            shared_with_others(&data)?.len(),
            1,
            "a folder others can enter is reported"
        );
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// The run

/// `pacer serve`, killed and reaped if the test ends early.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        // Already stopped in the normal course of the test; otherwise stop it now.
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

struct Run {
    /// `$XDG_DATA_HOME`: Pacer makes its data folder, `pacer/`, inside.
    data_home: PathBuf,
    /// What serve and every command printed, and every API answer.
    logs: PathBuf,
    /// `$TMPDIR` of every process.
    temp: PathBuf,
    /// The invoice PDFs, in a folder the person allows (`PACER_READABLE_FOLDERS`).
    invoices: PathBuf,
    api: String,
    hook: String,
    sim: SimHandle,
    http: reqwest::Client,
}

impl Run {
    fn log_file(&self, name: &str) -> File {
        File::options()
            .create(true)
            .append(true)
            .open(self.logs.join(name))
            .expect("a log file")
    }

    fn serve(&self) -> Running {
        let log = self.log_file("serve.log");
        let sim = self.sim.config();
        Running(
            Command::new(env!("CARGO_BIN_EXE_pacer"))
                .args(["serve", "--phone-number-id", &sim.phone_number_id])
                .args([
                    "--waba-id",
                    &sim.waba_id,
                    "--mps",
                    "200",
                    "--tier",
                    "unlimited",
                ])
                .args(["--graph-url", &self.sim.base_url()])
                .args(["--api-addr", &self.api, "--webhook-addr", &self.hook])
                .args(["--reconcile-after-s", "2", "--request-timeout-s", "2"])
                .env_remove("PACER_DB")
                .env("XDG_DATA_HOME", &self.data_home)
                // Anything written to a temporary file lands in the run, and is scanned.
                .env("TMPDIR", &self.temp)
                .env("PACER_ACCESS_TOKEN", ACCESS_TOKEN)
                .env("PACER_APP_SECRET", APP_SECRET)
                .env("PACER_VERIFY_TOKEN", VERIFY_TOKEN)
                .env("PACER_API_KEY", API_KEY)
                .env("PACER_READABLE_FOLDERS", &self.invoices)
                // Everything every crate logs, its HTTP clients and servers included.
                .env("PACER_LOG", "trace")
                .env("RUST_BACKTRACE", "full")
                .stdout(log.try_clone().expect("log handle"))
                .stderr(log)
                .spawn()
                .expect("pacer serve starts"),
        )
    }

    /// `pacer <args>` as a person runs it (key in the environment); its output is logged.
    fn pacer(&self, args: &[&str]) -> String {
        let output = Command::new(env!("CARGO_BIN_EXE_pacer"))
            .args(args)
            .env("PACER_API_URL", format!("http://{}", self.api))
            .env("PACER_API_KEY", API_KEY)
            .env("PACER_LOG", "trace")
            .env("TMPDIR", &self.temp)
            .output()
            .expect("pacer runs");
        let printed = format!(
            "$ pacer {}\n{}{}\n",
            args.join(" "),
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        use std::io::Write as _;
        self.log_file("commands.log")
            .write_all(printed.as_bytes())
            .expect("logged");
        assert!(output.status.success(), "pacer failed: {printed}");
        String::from_utf8_lossy(&output.stdout).into_owned()
    }

    /// A local API call; its answer is logged (answers must not hold a secret either).
    async fn call(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> Value {
        let mut request = self
            .http
            .request(method, format!("http://{}{path}", self.api))
            .bearer_auth(API_KEY);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let answer = request.send().await.expect("the local API answers");
        let status = answer.status();
        let text = answer.text().await.unwrap_or_default();
        use std::io::Write as _;
        self.log_file("api-answers.log")
            .write_all(format!("{path} {status}\n{text}\n").as_bytes())
            .expect("logged");
        serde_json::from_str(&text).unwrap_or(Value::String(text))
    }

    async fn get(&self, path: &str) -> Value {
        self.call(reqwest::Method::GET, path, None).await
    }

    async fn post(&self, path: &str, body: Value) -> Value {
        self.call(reqwest::Method::POST, path, Some(body)).await
    }

    async fn ready(&self) {
        for _ in 0..1_500 {
            if let Ok(r) = self
                .http
                .get(format!("http://{}/v1/templates", self.api))
                .bearer_auth(API_KEY)
                .send()
                .await
                && r.text().await.is_ok_and(|t| t.contains("invoice_ready"))
            {
                return;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        panic!("pacer serve did not come up with its templates");
    }

    /// Waits until `done` holds for a message's view, and returns it.
    async fn message_until(&self, id: &str, done: impl Fn(&str) -> bool) -> Value {
        let mut view = Value::Null;
        for _ in 0..600 {
            view = self.get(&format!("/v1/messages/{id}")).await;
            if done(view["state"].as_str().unwrap_or_default()) {
                return view;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("message {id} never got there: {view}");
    }

    async fn open_messages(&self) -> u64 {
        let stats = self.get("/v1/stats").await;
        ["queued", "sending", "deferred", "in_doubt", "sent"]
            .iter()
            .map(|s| stats["messages_by_state"][s].as_u64().unwrap_or(0))
            .sum()
    }
}

fn login_code(to: &str, code: &str) -> Value {
    json!({
        "to": to,
        "lane": "express",
        "template": {
            "name": "login_code",
            "language": {"code": "en_US"},
            "components": [
                {"type": "body", "parameters": [{"type": "text", "text": code}]},
                {"type": "button", "sub_type": "url", "index": 0,
                 "parameters": [{"type": "text", "text": code}]},
            ],
        },
    })
}

/// A `;`-separated billing export with local numbers, one bad number and one duplicate, and an
/// invoice PDF per customer.
fn invoice_run(dir: &Path, customers: usize) -> anyhow::Result<(PathBuf, PathBuf)> {
    let folder = dir.join("invoices");
    std::fs::create_dir_all(&folder)?;
    let mut csv = String::from("Customer;Mobile No;Invoice;Amount;Due date\r\n");
    for i in 0..customers {
        csv.push_str(&format!(
            "Customer {i};0300 14{i:05};INV-{i:05};PKR {}00;15 December\r\n",
            i + 1
        ));
        std::fs::write(
            folder.join(format!("INV-{i:05}.pdf")),
            format!("%PDF-1.4\n% invoice {i}\n%%EOF\n"),
        )?;
    }
    csv.push_str("Nobody;12;INV-X;PKR 1;15 December\r\n");
    csv.push_str("Customer 0 again;0300 1400000;INV-00000;PKR 100;15 December\r\n");
    let list = dir.join("customers.csv");
    std::fs::write(&list, csv)?;
    Ok((list, folder))
}

async fn simulator(hook: &str) -> anyhow::Result<SimHandle> {
    let mut config = SimConfig {
        access_token: ACCESS_TOKEN.into(),
        app_secret: APP_SECRET.into(),
        mps: Some(200),
        tier: Tier::Unlimited,
        ..SimConfig::default()
    };
    // Meta's bad days: one send in ten answered 5xx, a few connections reset after Meta took
    // the message.
    config.faults.server_error_rate = 0.1;
    config.faults.reset_after_accept_rate = 0.02;
    config.webhooks.url = Some(format!("http://{hook}/webhook"));
    config.webhooks.sent_after = (Duration::from_millis(20), Duration::from_millis(100));
    config.webhooks.delivered_after = (Duration::from_millis(20), Duration::from_millis(100));
    config.webhooks.read_after = (Duration::from_millis(20), Duration::from_millis(200));
    config.webhooks.read_rate = 0.5;
    config.webhooks.retry_max_interval = Duration::from_millis(500);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    Ok(pacer_sim::start(listener, config).await?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_whole_run_no_file_log_or_export_holds_a_secret_and_the_data_is_private()
-> anyhow::Result<()> {
    const CUSTOMERS: usize = 30;
    let dir = tempfile::tempdir()?;
    let (data_home, logs, exports, temp) = (
        dir.path().join("xdg-data"),
        dir.path().join("logs"),
        dir.path().join("exports"),
        dir.path().join("tmp"),
    );
    let invoices = dir.path().join("invoices");
    for folder in [&data_home, &logs, &exports, &temp, &invoices] {
        std::fs::create_dir(folder)?;
    }
    let (api, hook) = (free_addr(), free_addr());
    let run = Run {
        sim: simulator(&hook).await?,
        data_home,
        logs,
        temp,
        invoices,
        api,
        hook,
        http: reqwest::Client::new(),
    };
    let mut serve = run.serve();
    run.ready().await;

    // Meta checks the callback URL with the verify token, as when it is registered.
    let challenge = run
        .http
        .get(format!("http://{}/webhook", run.hook))
        .query(&[
            ("hub.mode", "subscribe"),
            ("hub.verify_token", VERIFY_TOKEN),
            ("hub.challenge", "1158201444"),
        ])
        .send()
        .await?
        .text()
        .await?;
    assert_eq!(challenge, "1158201444", "the verification is answered");

    // The office work, with the commands.
    run.pacer(&["templates", "sync"]);
    run.pacer(&["templates", "list"]);
    let (list, folder) = invoice_run(dir.path(), CUSTOMERS)?;
    let problems = exports.join("problems.csv");
    let imported = run.pacer(&[
        "import",
        &list.to_string_lossy(),
        "--list",
        "December",
        "--country",
        "PK",
        "--problems-out",
        &problems.to_string_lossy(),
    ]);
    assert!(
        imported.contains(&format!("{CUSTOMERS} contacts added")),
        "{imported}"
    );
    run.pacer(&["lists"]);

    // OTPs over the local API, one while Meta has revoked the token: sending pauses until the
    // token is good again and someone resumes.
    let first = run
        .post("/v1/messages", login_code("+923001234567", "482913"))
        .await;
    let first = first["id"].as_str().expect("an id").to_owned();
    run.message_until(&first, |s| matches!(s, "delivered" | "read"))
        .await;
    run.sim.set_access_token("a-token-meta-revoked");
    let blocked = run
        .post("/v1/messages", login_code("+923001234568", "193847"))
        .await;
    let blocked = blocked["id"].as_str().expect("an id").to_owned();
    // Held, not failed. (Read from the message, not from /v1/stats: the circuit shown there
    // can lag while the dispatcher idles.)
    let mut held = false;
    for _ in 0..400 {
        let view = run.get(&format!("/v1/messages/{blocked}")).await;
        held = view["events"].as_array().is_some_and(|events| {
            events
                .iter()
                .any(|e| e["detail"].as_str().is_some_and(|d| d.contains("paused")))
        });
        if held {
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let refused = run.sim.stats().counters.rejected_by_code.get(&190).copied();
    assert!(
        held && refused.is_some_and(|n| n >= 1),
        "the revoked token is refused ({refused:?}) and the OTP is held until resumed"
    );
    run.sim.set_access_token(ACCESS_TOKEN);
    run.post("/v1/resume", json!({})).await;
    run.message_until(&blocked, |s| matches!(s, "delivered" | "read"))
        .await;

    // The invoice campaign: a test message, then the launch to the end, with two refusals and
    // two failures by webhook on the way (besides the 5xx).
    let mut create = vec![
        "campaign",
        "create",
        "--name",
        "December invoices",
        "--template",
        "invoice_ready",
        "--list",
        "December",
    ];
    for map in [
        "body.1=column:Customer",
        "body.2=column:Invoice",
        "body.3=column:Amount",
        "body.4=column:Due date",
        "button.0=column:Invoice",
    ] {
        create.extend(["--map", map]);
    }
    let folder = folder.to_string_lossy();
    create.extend(["--pdf-folder", &folder, "--pdf-column", "Invoice"]);
    let created = run.pacer(&create);
    let id = created
        .split_whitespace()
        .find(|w| w.starts_with("cmp_"))
        .expect("the campaign's id is printed")
        .trim_end_matches(|c: char| !c.is_ascii_alphanumeric())
        .to_owned();
    run.pacer(&["campaign", "preview", &id]);
    run.pacer(&["campaign", "test", &id, "--to", "+923009999999"]);
    run.sim.force_errors(131000, 2);
    run.sim.force_async_failures(131026, 2);
    let launched = run.pacer(&["campaign", "launch", &id, "--wait"]);
    assert!(launched.contains("delivered"), "{launched}");
    run.pacer(&["campaign", "status", &id]);
    let status = run.get(&format!("/v1/campaigns/{id}")).await;
    let by_state = &status["progress"]["by_state"];
    assert!(
        by_state["failed"].as_u64().unwrap_or(0) >= 2 && by_state["read"].as_u64().unwrap_or(0) > 0,
        "the run had failures and read receipts: {by_state}"
    );

    // A customer writes in, another stops marketing.
    run.sim
        .inject_inbound("+923001400003", "Thanks, paid", "Customer 3")?;
    run.sim
        .inject_inbound("+923001400004", "STOP", "Customer 4")?;

    // The reports, exported as a person would.
    let csv = exports.join("report.csv");
    let xlsx = exports.join("report.xlsx");
    let json_report = exports.join("report.json");
    for (format, out) in [("csv", &csv), ("xlsx", &xlsx), ("json", &json_report)] {
        run.pacer(&[
            "report",
            &id,
            "--format",
            format,
            "--out",
            &out.to_string_lossy(),
        ]);
    }
    run.pacer(&["report", &id]);
    for path in [
        "/v1/stats",
        "/v1/campaigns",
        "/v1/imports",
        "/v1/lists",
        "/v1/templates",
    ] {
        run.get(path).await;
    }
    run.get(&format!("/v1/messages/{first}")).await;
    run.get(&format!("/v1/campaigns/{id}/report?format=json"))
        .await;

    // Killed in the middle of a batch, then started again to finish it.
    let batch: Vec<Value> = (0..300)
        .map(|i| json!({"to": format!("+1650555{i:04}"), "lane": "bulk", "template": {"name": "hello_world", "language": {"code": "en_US"}}}))
        .collect();
    let accepted_before = run.sim.stats().counters.accepted;
    run.post("/v1/messages", json!({ "messages": batch })).await;
    while run.sim.stats().counters.accepted < accepted_before + 60 {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    serve.0.kill()?;
    serve.0.wait()?;
    // What a crash leaves: the journals beside the database, as they were at the kill.
    let data = run.data_home.join("pacer");
    let crashed = files_under(&data)?;
    assert!(
        ["-wal", "-shm", ".lock"]
            .iter()
            .all(|end| crashed.iter().any(|f| f.to_string_lossy().ends_with(end))),
        "the kill left the journals and the lock: {crashed:?}"
    );
    let leaks = find_secrets(&crashed)?;
    assert!(
        leaks.is_empty(),
        "no secret in what a crash leaves; found:\n{}",
        leaks.join("\n")
    );
    #[cfg(unix)]
    {
        let open = shared_with_others(&data)?;
        assert!(
            open.is_empty(),
            "after a crash the database, its journals and its lock are the user's alone; others may read:\n{}",
            open.join("\n")
        );
    }
    serve = run.serve();
    run.ready().await;
    let mut open = u64::MAX;
    for _ in 0..1_200 {
        open = run.open_messages().await;
        if open == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(open, 0, "the restart finished the batch");
    Command::new("kill")
        .args(["-TERM", &serve.0.id().to_string()])
        .status()?;
    assert!(serve.0.wait()?.success(), "SIGTERM stops it cleanly");
    run.sim.shutdown().await?;

    // Every file of the run: Pacer's data folder, the exports, the logs, the inputs.
    let files = files_under(dir.path())?;
    let in_data = files.iter().filter(|f| f.starts_with(&data)).count();
    assert!(
        in_data >= 2 && files.len() >= CUSTOMERS + 10,
        "the scan covers the run's files ({} files, {in_data} in the data folder): {files:#?}",
        files.len()
    );
    let leaks = find_secrets(&files)?;
    assert!(
        leaks.is_empty(),
        "no file, log, export or API answer may hold a secret; found:\n{}",
        leaks.join("\n")
    );
    let log_size = std::fs::metadata(run.logs.join("serve.log"))?.len();
    assert!(
        log_size > 100_000,
        "serve logged at trace level ({log_size} bytes)"
    );
    let scanned = format!(
        "{} files ({} bytes: ledger, logs at trace level, exports, API answers) hold none of {} secrets in any of {} forms",
        files.len(),
        files
            .iter()
            .filter_map(|f| std::fs::metadata(f).ok())
            .map(|m| m.len())
            .sum::<u64>(),
        SECRETS.len(),
        encodings(ACCESS_TOKEN).len()
    );
    eprintln!("scanned {in_data} in the data folder: {scanned}");

    #[cfg(unix)]
    {
        let open = shared_with_others(&data)?;
        assert!(
            open.is_empty(),
            "the database, its journals, its lock and their folder are the user's alone; others may read:\n{}",
            open.join("\n")
        );
        // The folder is the user's choice (made by this test); the reports in it hold the
        // customers' numbers.
        let mut open = shared_with_others(&exports)?;
        open.retain(|p| !p.starts_with(&format!("{} (", exports.display())));
        assert!(
            open.is_empty(),
            "the reports and problem rows Pacer wrote are readable by the user alone; others may read:\n{}",
            open.join("\n")
        );
    }
    // Read by `make proof` (scripts/proof_table.py).
    eprintln!(
        "proof: after a whole run with a crash, {scanned}; the data folder and exports are the user's alone"
    );
    Ok(())
}
