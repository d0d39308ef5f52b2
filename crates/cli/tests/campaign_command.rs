//! The office commands as people run them: `pacer import`, `lists`, `templates`, `campaign`
//! and `report` against a running Pacer — the demo for a whole invoice run, and `pacer serve`
//! killed with SIGKILL in the middle of a launch that uploads a PDF per customer.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::time::Duration;

use pacer_sim::{CheckReport, SimConfig, SimHandle, Tier};

const API_KEY: &str = "campaign-test-key-0123456789";

fn free_addr() -> String {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port");
    format!("127.0.0.1:{port}")
}

/// A child process, killed and reaped if the test ends early.
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Runs `pacer <args>` against the API at `api` and returns what it printed.
fn pacer(api: &str, key: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pacer"))
        .args(args)
        .env("PACER_API_URL", format!("http://{api}"))
        .env("PACER_API_KEY", key)
        .env("PACER_LOG", "warn")
        .output()
        .expect("pacer runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn both(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

fn ok(output: Output) -> String {
    assert!(output.status.success(), "pacer failed: {}", both(&output));
    stdout(&output)
}

async fn api_ready(api: &str, key: &str) {
    let client = reqwest::Client::new();
    for _ in 0..1_000 {
        if let Ok(r) = client
            .get(format!("http://{api}/v1/templates"))
            .bearer_auth(key)
            .send()
            .await
            && r.status().is_success()
            && r.text().await.is_ok_and(|t| t.contains("invoice_ready"))
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("pacer did not come up with its templates at {api}");
}

/// `customers` customers in a `;`-separated export with local numbers in `dir`, and one invoice
/// PDF each (except `missing`) in `folder`.
fn invoice_run(
    dir: &Path,
    folder: &Path,
    customers: usize,
    missing: &[usize],
) -> (PathBuf, PathBuf) {
    let folder = folder.to_path_buf();
    std::fs::create_dir_all(&folder).expect("folder");
    let mut csv = String::from("Customer;Mobile No;Invoice;Amount;Due date\r\n");
    for i in 0..customers {
        // A customer whose name would run as a formula in Excel if exported carelessly.
        let name = if i == 1 {
            "=HYPERLINK(\"http://evil\")".to_owned()
        } else {
            format!("Customer {i}")
        };
        csv.push_str(&format!(
            "\"{}\";0300 13{i:05};INV-{i:05};PKR {}00;15 December\r\n",
            name.replace('"', "\"\""),
            i + 1
        ));
        if !missing.contains(&i) {
            std::fs::write(
                folder.join(format!("INV-{i:05}.pdf")),
                format!("%PDF-1.4\n% invoice {i}\n%%EOF\n"),
            )
            .expect("pdf");
        }
    }
    let list = dir.join("customers.csv");
    std::fs::write(&list, csv).expect("csv");
    (list, folder)
}

fn create_args(folder: &str) -> Vec<&str> {
    vec![
        "campaign",
        "create",
        "--name",
        "December invoices",
        "--template",
        "invoice_ready",
        "--list",
        "December",
        "--map",
        "body.1=column:Customer",
        "--map",
        "body.2=column:Invoice",
        "--map",
        "body.3=column:Amount",
        "--map",
        "body.4=column:Due date",
        "--map",
        "button.0=column:Invoice",
        "--pdf-folder",
        folder,
        "--pdf-column",
        "Invoice",
    ]
}

fn campaign_id(created: &str) -> String {
    created
        .split_whitespace()
        .find(|w| w.starts_with("cmp_"))
        .expect("the campaign's id is printed")
        .trim_end_matches(|c: char| !c.is_ascii_alphanumeric())
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invoice_run_from_spreadsheet_to_report_with_the_commands() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let (sim, api, hook) = (free_addr(), free_addr(), free_addr());
    let _demo = Running(
        Command::new(env!("CARGO_BIN_EXE_pacer"))
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
            // The test's own key: the demo makes a random one when none is given.
            .env("PACER_API_KEY", "demo-key")
            .stdout(Stdio::null())
            .spawn()?,
    );
    api_ready(&api, "demo-key").await;
    // The list stays where it was exported (`pacer import` uploads it); the invoices are
    // in the data folder's imports/, which the API may read.
    let (list, folder) = invoice_run(dir.path(), &dir.path().join("imports/invoices"), 40, &[5]);
    let key = "demo-key";

    let imported = ok(pacer(
        &api,
        key,
        &[
            "import",
            list.to_str().unwrap_or_default(),
            "--list",
            "December",
            "--country",
            "PK",
        ],
    ));
    assert!(imported.contains("40 contacts added"), "{imported}");
    let lists = ok(pacer(&api, key, &["lists"]));
    assert!(
        lists.contains("December") && lists.contains("40"),
        "{lists}"
    );

    // The demo prices with a card clearly not Meta's; a rate card file replaces it, and a
    // wrong one is refused in plain words.
    let demo_card = ok(pacer(&api, key, &["prices", "show"]));
    assert!(demo_card.contains("Demo prices, not Meta's"), "{demo_card}");
    let fixture =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/prices/rate-card.csv");
    let loaded = ok(pacer(
        &api,
        key,
        &["prices", "load", fixture.to_str().unwrap_or_default()],
    ));
    assert!(
        loaded.contains("in USD, from 2026-10-01") && loaded.contains("Rest of Asia Pacific"),
        "{loaded}"
    );
    let wrong = dir.path().join("wrong-card.csv");
    std::fs::write(
        &wrong,
        "Effective date,2026-10-01\nCurrency,USD\nMarket,Marketing,Utility\nIndia,0.01,0.001\n",
    )?;
    let refused = pacer(
        &api,
        key,
        &["prices", "load", wrong.to_str().unwrap_or_default()],
    );
    assert!(
        !refused.status.success() && both(&refused).contains("no \"Authentication\" column"),
        "{}",
        both(&refused)
    );
    let templates = ok(pacer(&api, key, &["templates", "list"]));
    assert!(
        templates.contains("invoice_ready") && templates.contains("body.1"),
        "{templates}"
    );

    // An invoice folder outside the folders Pacer may read is refused, saying how to allow it.
    let elsewhere = dir.path().join("Documents/invoices");
    std::fs::create_dir_all(&elsewhere)?;
    let refused = pacer(
        &api,
        key,
        &create_args(elsewhere.to_str().unwrap_or_default()),
    );
    assert!(!refused.status.success(), "{}", both(&refused));
    assert!(
        both(&refused).contains("Folders Pacer may read")
            && both(&refused).contains("--readable-folder"),
        "the refusal says how to allow the folder: {}",
        both(&refused)
    );

    // A missing variable is refused when the campaign is made.
    let mut partial = create_args(folder.to_str().unwrap_or_default());
    let at = partial
        .iter()
        .position(|a| *a == "body.4=column:Due date")
        .unwrap_or_default();
    partial.drain(at - 1..=at);
    let refused = pacer(&api, key, &partial);
    assert!(!refused.status.success());
    assert!(both(&refused).contains("body.4"), "{}", both(&refused));

    // The missing invoice is named before launch, and launch refuses until told to skip it.
    let created = ok(pacer(
        &api,
        key,
        &create_args(folder.to_str().unwrap_or_default()),
    ));
    let id = campaign_id(&created);
    assert!(
        created.contains("INV-00005"),
        "the check names the missing PDF: {created}"
    );
    assert!(
        created.contains("Estimated cost: USD 0.21 for 39 messages")
            && created.contains("Pakistan"),
        "the check prices the 39 ready customers with the card loaded above, by country: {created}"
    );
    let preview = ok(pacer(
        &api,
        key,
        &["campaign", "preview", &id, "--phone", "+923001300003"],
    ));
    assert!(
        preview.contains("Hello Customer 3, your invoice INV-00003 for PKR 400"),
        "{preview}"
    );
    let refused = pacer(&api, key, &["campaign", "launch", &id]);
    assert!(!refused.status.success(), "{}", both(&refused));
    assert!(
        both(&refused).contains("--skip-problems"),
        "says how to go on: {}",
        both(&refused)
    );

    let test = ok(pacer(
        &api,
        key,
        &["campaign", "test", &id, "--to", "+923009999999"],
    ));
    assert!(test.contains("queued to +923009999999"), "{test}");

    let launched = ok(pacer(
        &api,
        key,
        &[
            "campaign",
            "launch",
            "December invoices",
            "--skip-problems",
            "--wait",
        ],
    ));
    assert!(launched.contains(" of 39 delivered"), "{launched}");
    let status = ok(pacer(&api, key, &["campaign", "status", &id]));
    assert!(status.contains("done"), "{status}");

    // Launching again queues nobody twice.
    let again = pacer(&api, key, &["campaign", "launch", &id, "--skip-problems"]);
    assert!(
        !again.status.success(),
        "a finished campaign is not launched again: {}",
        both(&again)
    );
    assert!(both(&again).contains("clone"), "{}", both(&again));

    // A new campaign to the report's customers who did not read, narrowed by a column; a
    // number test whose value is not a number is refused in the engine's words.
    let retarget = |filter: &'static str| {
        pacer(
            &api,
            key,
            &[
                "campaign",
                "create",
                "--name",
                "Reminder",
                "--template",
                "hello_world",
                "--from-report",
                "December invoices",
                "--who",
                "not-read",
                "--where",
                filter,
                "--except-tag",
                "staff",
            ],
        )
    };
    let created = ok(retarget("Customer~Customer"));
    assert!(
        created.contains("contacts in the audience") || created.contains("contact in the audience"),
        "{created}"
    );
    let refused = retarget("Amount>lots");
    assert!(!refused.status.success(), "{}", both(&refused));
    assert!(
        both(&refused).contains("\"lots\" is not a number"),
        "{}",
        both(&refused)
    );

    // The report, as CSV and XLSX: every recipient, nothing Excel would run.
    let csv_path = dir.path().join("report.csv");
    ok(pacer(
        &api,
        key,
        &[
            "report",
            &id,
            "--format",
            "csv",
            "--out",
            csv_path.to_str().unwrap_or_default(),
        ],
    ));
    let csv = std::fs::read_to_string(&csv_path)?;
    assert!(csv.contains("+923001300000"));
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .from_reader(csv.trim_start_matches('\u{feff}').as_bytes());
    let mut cells = 0;
    for record in reader.records() {
        for cell in record?.iter() {
            cells += 1;
            assert!(
                !cell.starts_with(['=', '+', '-', '@']),
                "a cell Excel would run: {cell:?}"
            );
        }
    }
    assert!(cells > 39 * 5);
    assert!(csv.contains("'=HYPERLINK"), "the formula is kept as text");
    let xlsx = dir.path().join("report.xlsx");
    ok(pacer(
        &api,
        key,
        &[
            "report",
            &id,
            "--format",
            "xlsx",
            "--out",
            xlsx.to_str().unwrap_or_default(),
        ],
    ));
    assert!(
        std::fs::read(&xlsx)?.starts_with(b"PK"),
        "an XLSX (zip) file"
    );
    let json = ok(pacer(&api, key, &["report", &id]));
    let report: serde_json::Value = serde_json::from_str(&json)?;
    assert_eq!(report["recipients"].as_array().map(Vec::len), Some(39));

    // Clone gives a new draft; a wrong key or a stopped Pacer are explained.
    let cloned = ok(pacer(
        &api,
        key,
        &["campaign", "clone", &id, "--name", "January invoices"],
    ));
    assert!(cloned.contains("January invoices"), "{cloned}");
    let wrong_key = pacer(&api, "nope", &["lists"]);
    assert!(
        both(&wrong_key).contains("refused the API key"),
        "{}",
        both(&wrong_key)
    );
    let nobody = pacer(&free_addr(), key, &["lists"]);
    assert!(
        both(&nobody).contains("Pacer is not running"),
        "{}",
        both(&nobody)
    );
    Ok(())
}

async fn sim_for(hook: &str, log: &Path) -> SimHandle {
    let mut config = SimConfig {
        mps: Some(200),
        tier: Tier::Unlimited,
        log: Some(log.to_owned()),
        ..SimConfig::default()
    };
    config.webhooks.url = Some(format!("http://{hook}/webhook"));
    config.webhooks.sent_after = (Duration::from_millis(20), Duration::from_millis(100));
    config.webhooks.delivered_after = (Duration::from_millis(20), Duration::from_millis(100));
    config.webhooks.duplicate_rate = 0.0;
    config.webhooks.retry_max_interval = Duration::from_millis(500);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    pacer_sim::start(listener, config)
        .await
        .expect("the simulator starts")
}

/// `pacer serve` on `db`, its callers allowed to name files in `readable`.
fn serve(sim: &SimHandle, db: &Path, readable: &Path, api: &str, hook: &str) -> Running {
    Running(
        Command::new(env!("CARGO_BIN_EXE_pacer"))
            .args([
                "serve",
                "--phone-number-id",
                &sim.config().phone_number_id,
                "--waba-id",
                &sim.config().waba_id,
            ])
            .args([
                "--mps",
                "200",
                "--tier",
                "unlimited",
                "--media-rate",
                "40",
                "--graph-url",
                &sim.base_url(),
                "--db",
            ])
            .arg(db)
            .arg("--readable-folder")
            .arg(readable)
            .args([
                "--api-addr",
                api,
                "--webhook-addr",
                hook,
                "--reconcile-after-s",
                "4",
                "--request-timeout-s",
                "2",
            ])
            .env("PACER_ACCESS_TOKEN", &sim.config().access_token)
            .env("PACER_APP_SECRET", &sim.config().app_secret)
            .env("PACER_API_KEY", API_KEY)
            .env("PACER_LOG", "warn")
            .stdout(Stdio::null())
            .spawn()
            .expect("pacer serve starts"),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn killed_in_the_middle_of_a_launch_pacer_finishes_it_without_sending_anyone_two_invoices()
-> anyhow::Result<()> {
    const CUSTOMERS: usize = 300;
    let dir = tempfile::tempdir()?;
    let (api, hook) = (free_addr(), free_addr());
    let sim = sim_for(&hook, &dir.path().join("sim.jsonl")).await;
    let db = dir.path().join("pacer.db");
    // The invoices in a folder the person allows with --readable-folder.
    let (list, folder) = invoice_run(dir.path(), &dir.path().join("invoices"), CUSTOMERS, &[]);
    let mut child = serve(&sim, &db, &folder, &api, &hook);
    api_ready(&api, API_KEY).await;
    ok(pacer(
        &api,
        API_KEY,
        &[
            "import",
            list.to_str().unwrap_or_default(),
            "--list",
            "December",
            "--country",
            "PK",
        ],
    ));
    let id = campaign_id(&ok(pacer(
        &api,
        API_KEY,
        &create_args(folder.to_str().unwrap_or_default()),
    )));
    ok(pacer(&api, API_KEY, &["campaign", "launch", &id]));

    // Kill while PDFs are still going up (40 a second): some customers queued, most not.
    while sim.stats().counters.media_uploads < 100 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    child.0.kill()?;
    child.0.wait()?;
    let uploaded_before = sim.stats().counters.media_uploads;
    assert!(
        uploaded_before < CUSTOMERS as u64,
        "killed mid-launch ({uploaded_before} uploaded)"
    );

    // Restarted, the unfinished launch is finished by itself; launching again changes nothing.
    child = serve(&sim, &db, &folder, &api, &hook);
    api_ready(&api, API_KEY).await;
    let waited = ok(pacer(&api, API_KEY, &["campaign", "launch", &id, "--wait"]));
    assert!(
        waited.contains(&format!(" of {CUSTOMERS} delivered")),
        "{waited}"
    );
    Command::new("kill")
        .args(["-TERM", &child.0.id().to_string()])
        .status()?;
    child.0.wait()?;
    let uploads = sim.stats().counters.media_uploads;
    sim.shutdown().await?;

    let report = CheckReport::from_log(&dir.path().join("sim.jsonl"))?;
    assert_eq!(
        report.accepted, CUSTOMERS as u64,
        "every customer exactly once:\n{report}"
    );
    assert_eq!(
        report.duplicates_same_callback_data + report.duplicates_same_content,
        0,
        "nobody got two invoices:\n{report}"
    );
    // Each PDF went up once; at most the few in flight at the kill went up twice.
    assert!(
        uploads <= CUSTOMERS as u64 + 8,
        "{uploads} uploads for {CUSTOMERS} invoices"
    );
    Ok(())
}
