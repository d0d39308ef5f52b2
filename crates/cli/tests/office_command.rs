//! A real office on this machine, every part its own process: the office Pacer (`pacer serve
//! --office-addr`, its certificate from `pacer share identity`), three desks that pair with
//! codes from `pacer share code` and then use the ordinary commands with `--office`, and a
//! system with a system key posting OTPs. A campaign launched from one desk while another
//! replies to a customer and the system sends codes; the office Pacer killed mid-run and
//! started again; a wrong code, a viewer's refused launch, a revoked desk and a changed
//! certificate refused in words. The simulator sees one sender: every message once, the
//! limits held.

use std::collections::HashMap;
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};
use std::time::Duration;

use pacer_engine::numbers::thousands;
use pacer_engine::sharing::{Fingerprint, pinned_client};
use pacer_sim::{CheckReport, CustomerMessage, SimConfig, SimHandle, Tier};

const API_KEY: &str = "office-test-key-0123456789";
const CUSTOMERS: usize = 1_200;
const OTPS: usize = 30;

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

fn both(output: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
}

fn ok(output: Output) -> String {
    assert!(output.status.success(), "pacer failed: {}", both(&output));
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn refused(output: Output) -> String {
    assert!(
        !output.status.success(),
        "pacer should have refused: {}",
        both(&output)
    );
    both(&output)
}

/// `pacer <args>` on the office Pacer's computer, against its local API.
fn on_the_office(api: &str, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pacer"))
        .args(args)
        .env("PACER_API_URL", format!("http://{api}"))
        .env("PACER_API_KEY", API_KEY)
        .env("PACER_LOG", "warn")
        .output()
        .expect("pacer runs")
}

/// A desk: where the office Pacer is, the fingerprint it pinned, its credential (if paired).
#[derive(Clone)]
struct Desk {
    office: String,
    fingerprint: String,
    credential: Option<String>,
}

/// Never shows the credential (a failed assertion prints what it is given).
impl std::fmt::Debug for Desk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Desk")
            .field("office", &self.office)
            .finish_non_exhaustive()
    }
}

impl Desk {
    fn command(&self, args: &[&str]) -> Command {
        let mut command = Command::new(env!("CARGO_BIN_EXE_pacer"));
        command
            .args(args)
            .env("PACER_OFFICE_URL", format!("https://{}", self.office))
            .env("PACER_OFFICE_FINGERPRINT", &self.fingerprint)
            .env("PACER_LOG", "warn")
            // Nothing of the office's own: a desk has no API key.
            .env_remove("PACER_API_KEY");
        if let Some(credential) = &self.credential {
            command.env("PACER_DESK_CREDENTIAL", credential);
        }
        command
    }

    fn run(&self, args: &[&str]) -> Output {
        self.command(args).output().expect("pacer runs")
    }

    /// Pairs with `code` as `name`; the desk with its credential, or what pacer said.
    fn pair(&self, name: &str, code: &str) -> Result<Desk, String> {
        let output = self
            .command(&["desk", "pair", "--name", name])
            .env("PACER_PAIRING_CODE", code)
            .output()
            .expect("pacer runs");
        if !output.status.success() {
            return Err(both(&output));
        }
        let printed = String::from_utf8_lossy(&output.stdout).into_owned();
        let credential = printed
            .lines()
            .find_map(|l| l.trim().strip_prefix("export PACER_DESK_CREDENTIAL="))
            .expect("the credential is printed")
            .to_owned();
        Ok(Desk {
            credential: Some(credential),
            ..self.clone()
        })
    }
}

/// `pacer share identity`'s two variables and the fingerprint it announces.
fn identity() -> (HashMap<String, String>, String) {
    let printed = ok(Command::new(env!("CARGO_BIN_EXE_pacer"))
        .args(["share", "identity"])
        .output()
        .expect("pacer runs"));
    let mut variables = HashMap::new();
    let mut fingerprint = String::new();
    for line in printed.lines() {
        if let Some(shown) = line.split("this fingerprint: ").nth(1) {
            fingerprint = shown.trim().to_owned();
        } else if let Some((name, value)) = line.split_once('=')
            && !line.starts_with('#')
        {
            variables.insert(name.to_owned(), value.trim_matches('"').to_owned());
        }
    }
    assert_eq!(variables.len(), 2, "{printed}");
    assert!(fingerprint.parse::<Fingerprint>().is_ok(), "{printed}");
    (variables, fingerprint)
}

/// A pairing code from `pacer share code` on the office Pacer.
fn code(api: &str) -> String {
    let shown = ok(on_the_office(api, &["share", "code"]));
    shown
        .lines()
        .find_map(|l| l.strip_prefix("Pairing code: "))
        .expect("a code is shown")
        .trim()
        .to_owned()
}

async fn sim_for(hook: &str, log: &Path) -> SimHandle {
    let mut config = SimConfig {
        mps: Some(80),
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

struct Addresses {
    api: String,
    hook: String,
    office: String,
}

/// `pacer serve` sharing itself with the office on `office`, with the certificate in `tls`.
fn serve(sim: &SimHandle, db: &Path, at: &Addresses, tls: &HashMap<String, String>) -> Running {
    Running(
        Command::new(env!("CARGO_BIN_EXE_pacer"))
            .args([
                "serve",
                "--phone-number-id",
                &sim.config().phone_number_id,
                "--waba-id",
                &sim.config().waba_id,
                "--mps",
                "80",
                "--tier",
                "unlimited",
                "--graph-url",
                &sim.base_url(),
                "--db",
            ])
            .arg(db)
            .args([
                "--api-addr",
                &at.api,
                "--webhook-addr",
                &at.hook,
                "--office-addr",
                &at.office,
                // Found by address here: discovery has its own tests, in a network of their own.
                "--office-discovery",
                "off",
                "--reconcile-after-s",
                "4",
                "--request-timeout-s",
                "2",
            ])
            .envs(tls)
            .env("PACER_ACCESS_TOKEN", &sim.config().access_token)
            .env("PACER_APP_SECRET", &sim.config().app_secret)
            .env("PACER_API_KEY", API_KEY)
            .env("PACER_LOG", "warn")
            .stdout(Stdio::null())
            .spawn()
            .expect("pacer serve starts"),
    )
}

async fn ready(api: &str) {
    let client = reqwest::Client::new();
    for _ in 0..1_000 {
        if let Ok(r) = client
            .get(format!("http://{api}/v1/templates"))
            .bearer_auth(API_KEY)
            .send()
            .await
            && r.status().is_success()
            && r.text().await.is_ok_and(|t| t.contains("payment_reminder"))
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("pacer did not come up with its templates at {api}");
}

fn customers(dir: &Path) -> std::path::PathBuf {
    let mut csv = String::from("Customer,Phone,Amount,Due\n");
    for i in 0..CUSTOMERS {
        csv.push_str(&format!(
            "Customer {i},+1650555{i:04},USD {}.00,15 December\n",
            i + 1
        ));
    }
    let list = dir.join("customers.csv");
    std::fs::write(&list, csv).expect("csv");
    list
}

/// The system: OTPs posted with its key over the office listener, each with an idempotency
/// key (posted twice, sent once).
async fn system_posts_otps(office: &str, fingerprint: &str, key: &str) {
    let pinned: Fingerprint = fingerprint.parse().expect("fingerprint");
    let http = reqwest::Client::builder()
        .tls_backend_preconfigured((*pinned_client(pinned).expect("tls")).clone())
        .build()
        .expect("client");
    for i in 0..OTPS {
        let code = format!("{:06}", 100_000 + i);
        let body = serde_json::json!({
            "to": format!("+1650777{i:04}"),
            "lane": "express",
            "idempotency_key": format!("login-{i}"),
            "template": {
                "name": "login_code",
                "language": {"code": "en_US"},
                "components": [
                    {"type": "body", "parameters": [{"type": "text", "text": code}]},
                    {"type": "button", "sub_type": "url", "index": "0",
                     "parameters": [{"type": "text", "text": code}]},
                ],
            },
        });
        for _ in 0..2 {
            let answer = http
                .post(format!("https://{office}/v1/messages"))
                .bearer_auth(key)
                .json(&body)
                .send()
                .await
                .expect("the office Pacer answers the system");
            assert!(
                answer.status().is_success(),
                "the system's OTP is taken: {}",
                answer.text().await.unwrap_or_default()
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_office_of_desks_and_a_system_sends_through_one_pacer() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let at = Addresses {
        api: free_addr(),
        hook: free_addr(),
        office: free_addr(),
    };
    let sim = sim_for(&at.hook, &dir.path().join("sim.jsonl")).await;
    let db = dir.path().join("pacer.db");
    let (tls, fingerprint) = identity();
    let mut office = serve(&sim, &db, &at, &tls);
    ready(&at.api).await;
    let unpaired = Desk {
        office: at.office.clone(),
        fingerprint: fingerprint.clone(),
        credential: None,
    };

    // Pairing: a wrong code is refused with the tries left; the right one pairs once.
    let shown = code(&at.api);
    let wrong: String = shown
        .chars()
        .map(|c| {
            c.to_digit(10)
                .map_or(c, |d| char::from_digit((d + 1) % 10, 10).unwrap_or(c))
        })
        .collect();
    let said = unpaired
        .pair("Front desk", &wrong)
        .expect_err("a wrong code");
    assert!(
        said.contains("not the code") && said.contains("4"),
        "{said}"
    );
    let front = unpaired
        .pair("Front desk", &shown)
        .expect("the shown code pairs");
    let said = unpaired.pair("Someone else", &shown).expect_err("used up");
    assert!(said.contains("not showing a pairing code"), "{said}");
    let back = unpaired.pair("Back office", &code(&at.api)).expect("pairs");
    let accounts = unpaired.pair("Accounts", &code(&at.api)).expect("pairs");
    let who = ok(front.run(&["desk", "whoami"]));
    assert!(who.contains("Front desk") && who.contains("staff"), "{who}");
    let printed = ok(on_the_office(&at.api, &["share", "system-key", "Website"]));
    let system_key = printed
        .lines()
        .find(|l| l.starts_with("pcd_"))
        .expect("the key is printed")
        .to_owned();

    // A viewer reads but does not launch; a revoked desk is refused at its next request.
    let listed = ok(on_the_office(&at.api, &["share", "desks"]));
    let id_of = |name: &str| -> String {
        listed
            .lines()
            .find(|l| l.contains(name))
            .and_then(|l| l.split_whitespace().next())
            .expect("listed")
            .to_owned()
    };
    ok(on_the_office(
        &at.api,
        &["share", "role", &id_of("Accounts"), "viewer"],
    ));

    // Front desk imports the customers (the file is uploaded: the office Pacer reads no path
    // of a desk's) and launches; the viewer cannot.
    let list = customers(dir.path());
    ok(front.run(&[
        "import",
        list.to_str().unwrap_or_default(),
        "--list",
        "December",
        "--country",
        "US",
    ]));
    let created = ok(front.run(&[
        "campaign",
        "create",
        "--name",
        "December reminders",
        "--template",
        "payment_reminder",
        "--list",
        "December",
        "--map",
        "body.customer_name=column:Customer",
        "--map",
        "body.amount=column:Amount",
        "--map",
        "body.due_date=column:Due",
    ]));
    let id = created
        .split_whitespace()
        .find(|w| w.starts_with("cmp_"))
        .expect("the campaign's id is printed")
        .trim_end_matches(|c: char| !c.is_ascii_alphanumeric())
        .to_owned();
    let said = refused(accounts.run(&["campaign", "launch", &id]));
    assert!(
        said.contains("viewer") && said.contains("Settings → People"),
        "{said}"
    );
    ok(accounts.run(&["lists"]));

    // A customer writes in just before the launch. Meta counts her message against the
    // number's 80 a second; Pacer learns of it from the webhook and leaves it room from then
    // on. (Written while the number already sends at full speed, the first such message can
    // cost one 130429, retried: nothing is lost, but the sim's check counts it. That is the
    // engine's limiter's concern, not the office's; `docs/sending.md#throughput-limiter`.)
    let customer = "+16505559999";
    let message: CustomerMessage = serde_json::from_value(serde_json::json!({
        "from": customer, "name": "Ayesha", "text": "Is my order on its way?"
    }))?;
    sim.customer_sends(message)?;
    ok(front.run(&["campaign", "launch", &id]));

    // While it goes: the back office answers the customer; the system sends codes.
    // The back office answers once the customer's message is in the inbox (WhatsApp's window
    // opens with it).
    let inbox = reqwest::Client::new();
    let mut arrived = false;
    for _ in 0..500 {
        let conversations = inbox
            .get(format!("http://{}/v1/conversations", at.api))
            .bearer_auth(API_KEY)
            .send()
            .await?
            .text()
            .await?;
        if conversations.contains(customer.trim_start_matches('+')) {
            arrived = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(
        arrived,
        "the customer's message reached the office Pacer's inbox"
    );
    let replied = ok(back.run(&["reply", customer, "Yes, it left this morning."]));
    assert!(replied.contains("Reply queued"), "{replied}");
    system_posts_otps(&at.office, &fingerprint, &system_key).await;

    // Accounts loses its access: refused at its next request, in words.
    ok(on_the_office(
        &at.api,
        &["share", "revoke", &id_of("Accounts")],
    ));
    let said = refused(accounts.run(&["lists"]));
    assert!(said.contains("withdrawn"), "{said}");

    // The office Pacer dies mid-run (80 a second: 15 s of reminders). While it is down a desk
    // says so, and sends nothing.
    office.0.kill()?;
    office.0.wait()?;
    let accepted_before = sim.stats().counters.accepted;
    assert!(
        accepted_before < CUSTOMERS as u64,
        "killed in the middle of the run ({accepted_before} sent)"
    );
    let said = refused(front.run(&["lists"]));
    assert!(said.contains("cannot be reached"), "{said}");
    // Started again with the same certificate, the desks carry on with their credentials.
    office = serve(&sim, &db, &at, &tls);
    ready(&at.api).await;
    let waited = ok(front.run(&["campaign", "launch", &id, "--wait"]));
    assert!(
        waited.contains(&format!(" of {} delivered", thousands(CUSTOMERS as u64))),
        "{waited}"
    );
    ok(back.run(&["lists"]));

    // Set up again with a new certificate: every desk refuses it and says why.
    Command::new("kill")
        .args(["-TERM", &office.0.id().to_string()])
        .status()?;
    office.0.wait()?;
    let (new_tls, new_fingerprint) = identity();
    office = serve(&sim, &db, &at, &new_tls);
    ready(&at.api).await;
    let said = refused(front.run(&["lists"]));
    assert!(
        said.contains("certificate has changed") && said.contains(&new_fingerprint),
        "{said}"
    );
    Command::new("kill")
        .args(["-TERM", &office.0.id().to_string()])
        .status()?;
    office.0.wait()?;
    sim.shutdown().await?;

    let report = CheckReport::from_log(&dir.path().join("sim.jsonl"))?;
    assert_eq!(
        report.accepted,
        (CUSTOMERS + OTPS + 1) as u64,
        "every customer's reminder, every code and the reply, once each:\n{report}"
    );
    assert_eq!(
        report.duplicates_same_callback_data + report.duplicates_same_content,
        0,
        "nothing twice:\n{report}"
    );
    assert!(report.problems().is_empty(), "the limits held:\n{report}");
    eprintln!(
        "proof: {} messages from 3 desks and a system through one office Pacer killed mid-run: each once, the limits held; wrong code, revoked desk, changed certificate refused",
        report.accepted
    );
    Ok(())
}
