//! Nothing said twice, nothing lost in a crash of a task: a whole Pacer (`Node`: the engine,
//! the local API and the webhook receiver on real loopback listeners, the campaign scheduler)
//! sending to the simulator, with a panic planted in each of its parts in turn.
//!
//! What is protected here:
//! - a panic in any part is shown on `GET /v1/stats` in plain words (never a silent stop that
//!   still says all is well);
//! - the parts that can be restarted are (the webhook applier, the campaign scheduler), and
//!   work goes on; a launch that panicked is launched again without queueing anyone twice;
//! - after the sender or the database writer died, `POST /v1/messages` answers 503 and writes
//!   nothing; a message committed as the sender died is answered 202 with its id and sent
//!   after the restart;
//! - a check of 100,000 invoices runs off the async threads and off the read connection:
//!   webhooks, the API and Home's figures are answered meanwhile.
//!
//! Panics are planted with `Engine::plant_panic`, a hidden method no API reaches: the
//! dispatcher gets a command that panics, the ledger writer a write that panics, and the
//! applier, the scheduler and a launch panic at their next turn, exactly where a bug would.

mod support;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use hmac::{Hmac, KeyInit, Mac};
use pacer_engine::campaigns::{self, Audience, CampaignSpec, HeaderFolder, Schedule, Source};
use pacer_engine::import::{self, ImportOptions};
use pacer_engine::node::{Node, NodeConfig};
use pacer_engine::supervision::Part;
use pacer_engine::webhook_receiver::WebhookSecrets;
use pacer_sim::{SimHandle, Tier};
use reqwest::StatusCode;
use serde_json::{Value, json};
use sha2::Sha256;
use support::{client_for, sim_config};
use tokio::time::Instant;

const KEY: &str = "test-api-key-supervision";

/// How long a part may take to show its fault, restart, or send: generous, so a slow machine
/// never fails a test (a restart waits one second by design).
const LIMIT: Duration = Duration::from_secs(20);

/// A Pacer running on a data folder, sending to the simulator; the simulator posts no webhooks
/// (the tests post the ones they need, signed, to the receiver).
struct Pacer {
    node: Node,
    sim: SimHandle,
    folder: tempfile::TempDir,
    http: reqwest::Client,
}

fn node_config(folder: &tempfile::TempDir, sim: &SimHandle, readable: Vec<PathBuf>) -> NodeConfig {
    let mut config = support::engine_config(folder, sim.config());
    config.tier_limit = None;
    NodeConfig {
        config,
        client: client_for(sim),
        api_key: KEY.into(),
        secrets: WebhookSecrets {
            app_secret: sim.config().app_secret.clone(),
            verify_token: "verify".into(),
        },
        api_addr: "127.0.0.1:0".parse().expect("an address"),
        webhook_addr: "127.0.0.1:0".parse().expect("an address"),
        webhook_beyond_loopback: false,
        readable_folders: readable,
        tunnel: None,
        office: None,
    }
}

impl Pacer {
    async fn start() -> anyhow::Result<Pacer> {
        Self::start_reading(Vec::new()).await
    }

    /// A Pacer that may read `readable` (invoice folders).
    async fn start_reading(readable: Vec<PathBuf>) -> anyhow::Result<Pacer> {
        let mut config = sim_config(1.0);
        config.tier = Tier::Unlimited;
        config.webhooks.enabled = false;
        let sim =
            pacer_sim::start(tokio::net::TcpListener::bind("127.0.0.1:0").await?, config).await?;
        let folder = tempfile::tempdir()?;
        let node = Node::start(node_config(&folder, &sim, readable)).await?;
        Ok(Pacer {
            node,
            sim,
            folder,
            http: reqwest::Client::new(),
        })
    }

    /// Stops Pacer and starts it again on the same data folder (as a person restarting it).
    async fn restart(self) -> anyhow::Result<Pacer> {
        let Pacer {
            node,
            sim,
            folder,
            http,
        } = self;
        node.stop().await;
        let node = Node::start(node_config(&folder, &sim, Vec::new())).await?;
        Ok(Pacer {
            node,
            sim,
            folder,
            http,
        })
    }

    async fn finish(self) -> anyhow::Result<()> {
        self.node.stop().await;
        self.sim.shutdown().await?;
        Ok(())
    }

    fn db(&self) -> PathBuf {
        self.folder.path().join("pacer.db")
    }

    /// A request to the local API, through its listener; the status and the JSON answer.
    async fn api(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<&Value>,
    ) -> anyhow::Result<(StatusCode, Value)> {
        let url = format!("http://{}{path}", self.node.api_addr());
        let mut request = self.http.request(method, url).bearer_auth(KEY);
        if let Some(body) = body {
            request = request.json(body);
        }
        let response = request.send().await?;
        let status = response.status();
        let text = response.text().await?;
        let value = serde_json::from_str(&text)
            .with_context(|| format!("every answer of the API is JSON: {status} {text}"))?;
        Ok((status, value))
    }

    async fn get(&self, path: &str) -> anyhow::Result<(StatusCode, Value)> {
        self.api(reqwest::Method::GET, path, None).await
    }

    async fn post(&self, path: &str, body: &Value) -> anyhow::Result<(StatusCode, Value)> {
        self.api(reqwest::Method::POST, path, Some(body)).await
    }

    /// Posts a webhook body signed as Meta signs it to the receiver, through its listener.
    async fn webhook(&self, body: &Value) -> anyhow::Result<StatusCode> {
        let bytes = body.to_string().into_bytes();
        let mut mac = Hmac::<Sha256>::new_from_slice(self.sim.config().app_secret.as_bytes())?;
        mac.update(&bytes);
        let signature = format!("sha256={}", hex::encode(mac.finalize().into_bytes()));
        let response = self
            .http
            .post(format!("http://{}/webhook", self.node.webhook_addr()))
            .header("content-type", "application/json")
            .header("x-hub-signature-256", signature)
            .body(bytes)
            .send()
            .await?;
        Ok(response.status())
    }

    /// Posts one express text to `to` and waits until Meta took it; its id and Meta's id.
    async fn send_one(&self, to: &str) -> anyhow::Result<(String, String)> {
        let (status, answer) = self
            .post(
                "/v1/messages",
                &json!({"to": to, "lane": "express", "text": {"body": "Your code is 4711"}}),
            )
            .await?;
        anyhow::ensure!(status == StatusCode::ACCEPTED, "accepted: {answer}");
        let id = answer["id"].as_str().context("an id")?.to_owned();
        let view = self
            .wait_message(&id, |v| v["wamid"].is_string())
            .await
            .context("the message reaches Meta")?;
        let wamid = view["wamid"].as_str().context("Meta's id")?.to_owned();
        Ok((id, wamid))
    }

    /// Polls `GET /v1/messages/{id}` until `done` holds.
    async fn wait_message(&self, id: &str, done: impl Fn(&Value) -> bool) -> anyhow::Result<Value> {
        let deadline = Instant::now() + LIMIT;
        loop {
            let (status, view) = self.get(&format!("/v1/messages/{id}")).await?;
            anyhow::ensure!(status == StatusCode::OK, "{status} {view}");
            if done(&view) {
                return Ok(view);
            }
            anyhow::ensure!(Instant::now() < deadline, "waited {LIMIT:?}: {view}");
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// Polls `GET /v1/stats` until it shows a fault of `part` under `field` (`fatal` or
    /// `recovered`); returns it.
    async fn wait_fault(&self, field: &str, part: &str) -> anyhow::Result<Value> {
        let deadline = Instant::now() + LIMIT;
        loop {
            let (status, stats) = self.get("/v1/stats").await?;
            anyhow::ensure!(status == StatusCode::OK, "{status} {stats}");
            let found = match &stats[field] {
                Value::Array(faults) => faults.iter().find(|f| f["part"] == part).cloned(),
                fault if fault["part"] == part => Some(fault.clone()),
                _ => None,
            };
            if let Some(fault) = found {
                return Ok(fault);
            }
            anyhow::ensure!(
                Instant::now() < deadline,
                "waited {LIMIT:?} for a {part} fault under {field} on /v1/stats: {stats}"
            );
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }
}

/// Messages in the ledger, read from the file by another connection (as a person would check).
fn rows_in(db: &Path) -> anyhow::Result<i64> {
    let conn = rusqlite::Connection::open(db)?;
    Ok(conn.query_row("SELECT count(*) FROM messages", [], |r| r.get(0))?)
}

/// A delivery update for one message, as Meta posts it.
fn status_update(wamid: &str, id: &str, status: &str, to: &str) -> Value {
    let now = chrono::Utc::now().timestamp().to_string();
    json!({"object": "whatsapp_business_account", "entry": [{"id": "1", "changes": [{"field": "messages", "value": {
        "messaging_product": "whatsapp",
        "statuses": [{"id": wamid, "status": status, "timestamp": now,
                      "recipient_id": to.trim_start_matches('+'), "biz_opaque_callback_data": id}]}}]}]})
}

/// The time of day a fault's text names, as the person's clock shows it.
fn shown_time(fault: &Value) -> String {
    use chrono::TimeZone as _;
    let since = fault["since"].as_i64().unwrap_or_default();
    chrono::Local
        .timestamp_millis_opt(since)
        .single()
        .map(|t| t.format("%H:%M").to_string())
        .unwrap_or_default()
}

/// Checks a fault reads as the issue asks: what stopped, when, that nothing is lost, what to do.
fn assert_plain_words(fault: &Value, starts: &str) -> anyhow::Result<String> {
    let text = fault["text"]
        .as_str()
        .context("the fault's words")?
        .to_owned();
    assert!(
        text.starts_with(starts),
        "the fault says what stopped: {text}"
    );
    assert!(
        text.contains(&format!(
            "because of an internal error at {}",
            shown_time(fault)
        )),
        "the fault says why and when, on the person's clock: {text}"
    );
    assert!(
        text.contains("Nothing is lost") && text.contains("Copy diagnostics"),
        "the fault says nothing is lost and what to do if it happens again: {text}"
    );
    assert!(
        fault["message"]
            .as_str()
            .is_some_and(|m| m.contains("planted by a test")),
        "the panic's own message is kept for the diagnostics: {fault}"
    );
    Ok(text)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panic_in_the_webhook_applier_is_shown_in_plain_words_and_it_restarts_and_applies_the_next_update()
-> anyhow::Result<()> {
    let pacer = Pacer::start().await?;
    let to = "+16505550101";
    let (id, wamid) = pacer.send_one(to).await?;

    pacer.node.engine().plant_panic(Part::WebhookApplier);
    let fault = pacer.wait_fault("recovered", "webhook_applier").await?;
    let text = assert_plain_words(
        &fault,
        "Pacer's reader of delivery updates stopped because of an internal error",
    )?;
    assert!(
        text.contains("started again by itself"),
        "a restarted part says so: {text}"
    );
    let (_, stats) = pacer.get("/v1/stats").await?;
    assert!(
        stats["fatal"].is_null(),
        "a part that restarts is not fatal: {stats}"
    );

    // Stored after the panic: applied by the applier started again.
    let stored = Instant::now();
    let status = pacer
        .webhook(&status_update(&wamid, &id, "delivered", to))
        .await?;
    assert_eq!(status, StatusCode::OK, "a signed webhook is stored");
    pacer
        .wait_message(&id, |v| v["state"] == "delivered")
        .await
        .context("the delivery update stored after the panic is applied")?;
    let applied = stored.elapsed();
    let (status, _) = pacer
        .post(
            "/v1/messages",
            &json!({"to": "+16505550102", "lane": "express", "text": {"body": "hello"}}),
        )
        .await?;
    assert_eq!(
        status,
        StatusCode::ACCEPTED,
        "new messages are taken after a part restarted"
    );
    eprintln!(
        "proof: a panic in the webhook applier shown on /v1/stats in plain words; restarted by itself; the next webhook applied {:.1} s after it was stored",
        applied.as_secs_f64()
    );
    pacer.finish().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_the_sender_stops_with_an_internal_error_new_messages_get_503_and_nothing_is_written()
-> anyhow::Result<()> {
    let pacer = Pacer::start().await?;
    pacer.send_one("+16505550201").await?;

    pacer.node.engine().plant_panic(Part::Dispatcher);
    let fault = pacer.wait_fault("fatal", "dispatcher").await?;
    let text = assert_plain_words(
        &fault,
        "Pacer's sender stopped because of an internal error",
    )?;
    assert!(
        text.contains("Restart Pacer") && text.contains("takes no new messages"),
        "a part that cannot restart says to restart Pacer: {text}"
    );

    let before = rows_in(&pacer.db())?;
    let single =
        json!({"to": "+16505550202", "lane": "express", "text": {"body": "Your code is 1234"}});
    let batch = json!({"messages": [
        {"to": "+16505550203", "lane": "bulk", "text": {"body": "a"}},
        {"to": "+16505550204", "lane": "bulk", "text": {"body": "b"}},
    ]});
    let mut refused = 0;
    for body in [&single, &batch] {
        let (status, answer) = pacer.post("/v1/messages", body).await?;
        assert_eq!(
            status,
            StatusCode::SERVICE_UNAVAILABLE,
            "nothing is queued into a stopped sender: {answer}"
        );
        assert_eq!(answer["error"]["code"], "halted", "{answer}");
        assert_eq!(
            answer["error"]["message"], text,
            "the refusal says what stopped and what to do"
        );
        refused += 1;
    }
    let after = rows_in(&pacer.db())?;
    assert_eq!(after, before, "a refused message writes no row");
    eprintln!(
        "proof: POST /v1/messages after the sender died: 503 ({refused} of {refused} refused), {} rows written",
        after - before
    );
    pacer.finish().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_the_database_writer_stops_with_an_internal_error_new_messages_get_503_and_nothing_is_written()
-> anyhow::Result<()> {
    let pacer = Pacer::start().await?;
    pacer.send_one("+16505550301").await?;

    pacer.node.engine().plant_panic(Part::LedgerWriter);
    let fault = pacer.wait_fault("fatal", "ledger_writer").await?;
    let text = assert_plain_words(
        &fault,
        "Pacer stopped writing to its database because of an internal error",
    )?;
    assert!(text.contains("Restart Pacer"), "{text}");

    let before = rows_in(&pacer.db())?;
    let (status, answer) = pacer
        .post(
            "/v1/messages",
            &json!({"to": "+16505550302", "lane": "express", "text": {"body": "Your code is 1234"}}),
        )
        .await?;
    assert_eq!(
        status,
        StatusCode::SERVICE_UNAVAILABLE,
        "nothing is taken when it cannot be written: {answer}"
    );
    assert_eq!(answer["error"]["code"], "halted", "{answer}");
    let after = rows_in(&pacer.db())?;
    assert_eq!(after, before, "a refused message writes no row");
    eprintln!(
        "proof: POST /v1/messages after the database writer died: 503, {} rows written",
        after - before
    );
    pacer.finish().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_committed_as_the_sender_stops_is_answered_202_with_its_id_and_sent_after_a_restart()
-> anyhow::Result<()> {
    let pacer = Pacer::start().await?;
    let engine = Arc::clone(pacer.node.engine());
    // One message first: the first request also loads the phone number rules, which takes a
    // while on a debug build.
    pacer.send_one("+16505550400").await?;

    // A write that holds the writer until released: the message's commit waits behind it.
    let (release, held) = std::sync::mpsc::channel::<()>();
    let holding = engine.ledger().submit(move |_| {
        // Released by the test, or after a minute if the test failed before.
        let _ = held.recv_timeout(Duration::from_secs(60));
        Ok(())
    });
    let posting = tokio::spawn({
        let (url, http) = (
            format!("http://{}/v1/messages", pacer.node.api_addr()),
            pacer.http.clone(),
        );
        async move {
            let response = http
                .post(url)
                .bearer_auth(KEY)
                .json(&json!({"to": "+16505550401", "lane": "express", "text": {"body": "Your code is 4711"}}))
                .send()
                .await?;
            Ok::<_, anyhow::Error>((response.status(), response.json::<Value>().await?))
        }
    });
    // The request passes the "is the sender running" check at once and then waits for its
    // commit; a second is ample for that on any machine (a late request would be refused
    // with 503 and fail the test, never pass it wrongly).
    tokio::time::sleep(Duration::from_secs(1)).await;
    engine.plant_panic(Part::Dispatcher);
    pacer.wait_fault("fatal", "dispatcher").await?;
    release.send(())?;
    holding.await?;

    let (status, answer) = posting.await??;
    assert_eq!(
        status,
        StatusCode::ACCEPTED,
        "a message whose row is committed is answered with its id, never 'nothing was done': {answer}"
    );
    let id = answer["id"]
        .as_str()
        .context("the message's id")?
        .to_owned();
    let state: String = rusqlite::Connection::open(pacer.db())?.query_row(
        "SELECT state FROM messages WHERE key = ?1",
        [&id],
        |r| r.get(0),
    )?;
    assert_eq!(
        state, "queued",
        "the message is durable, waiting to be sent"
    );
    let sent_to_meta = |sim: &SimHandle| {
        sim.records()
            .iter()
            .filter(|r| r.callback_data.as_deref() == Some(id.as_str()))
            .count()
    };
    assert_eq!(
        sent_to_meta(&pacer.sim),
        0,
        "the stopped sender sent nothing"
    );

    let pacer = pacer.restart().await?;
    let (_, stats) = pacer.get("/v1/stats").await?;
    assert!(stats["fatal"].is_null(), "a restart starts clean: {stats}");
    pacer
        .wait_message(&id, |v| v["wamid"].is_string())
        .await
        .context("the message is sent after the restart")?;
    assert_eq!(sent_to_meta(&pacer.sim), 1, "sent once, after the restart");
    eprintln!(
        "proof: a message committed as the sender died: answered 202 with its id, sent once after the restart"
    );
    pacer.finish().await
}

/// Imports `count` customers into the list "Customers", each with an invoice number; the CSV is
/// written into `folder`.
async fn import_customers(pacer: &Pacer, folder: &Path, count: usize) -> anyhow::Result<()> {
    let list = folder.join("customers.csv");
    let mut csv = String::with_capacity(count * 64);
    csv.push_str("Customer,Mobile No,Invoice,Amount,Due\n");
    for i in 0..count {
        csv.push_str(&format!(
            "Customer {i},+1650{:07},INV-{i:06},\"USD {}.00\",15 December\n",
            2_000_000 + i,
            10 + i % 990
        ));
    }
    std::fs::write(&list, csv)?;
    let options = ImportOptions {
        list: "Customers".into(),
        default_country: "US".into(),
        ..ImportOptions::default()
    };
    let engine = pacer.node.engine();
    let report =
        import::import_file(engine.ledger(), &list, &options, engine.clock().now_ms()).await?;
    anyhow::ensure!(report.contacts == count as u64, "{}", report.summary);
    Ok(())
}

/// Writes `count` customers into the list "Customers" straight into the ledger, as an import
/// leaves them (name, number, the other columns as attributes). The import itself is tested
/// elsewhere; reading 100,000 numbers through it takes a minute in a debug build.
async fn write_customers(pacer: &Pacer, count: usize) -> anyhow::Result<()> {
    let now = pacer.node.engine().clock().now_ms();
    pacer
        .node
        .engine()
        .ledger()
        .write(move |c| {
            c.execute(
                "INSERT INTO lists (name, created_at) VALUES ('Customers', ?1)",
                [now],
            )?;
            let list = c.last_insert_rowid();
            let mut contact = c.prepare(
                "INSERT INTO contacts (phone, name, attributes, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?4)",
            )?;
            let mut member = c.prepare(
                "INSERT INTO list_members (list_id, contact_id, added_at) VALUES (?1, ?2, ?3)",
            )?;
            for i in 0..count {
                let attributes = json!({
                    "Customer": format!("Customer {i}"),
                    "Invoice": format!("INV-{i:06}"),
                    "Amount": format!("USD {}.00", 10 + i % 990),
                    "Due": "15 December",
                });
                contact.execute(rusqlite::params![
                    format!("+1650{:07}", 2_000_000 + i),
                    format!("Customer {i}"),
                    attributes.to_string(),
                    now
                ])?;
                member.execute(rusqlite::params![list, c.last_insert_rowid(), now])?;
            }
            Ok(())
        })
        .await?;
    Ok(())
}

/// Writes an invoice PDF per customer into `folder/invoices`; returns the folder.
fn write_invoices(folder: &Path, count: usize) -> anyhow::Result<PathBuf> {
    let invoices = folder.join("invoices");
    std::fs::create_dir_all(&invoices)?;
    for i in 0..count {
        std::fs::write(
            invoices.join(format!("INV-{i:06}.pdf")),
            format!("%PDF-1.4\n% invoice {i}\n%%EOF\n"),
        )?;
    }
    Ok(invoices)
}

/// An invoice campaign to the list "Customers" with a PDF per customer from `invoices`.
fn invoice_campaign(invoices: &Path) -> CampaignSpec {
    CampaignSpec {
        name: "December invoices".into(),
        template_name: "invoice_ready".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["Customers".into()],
            tags: Vec::new(),
            ..Audience::default()
        },
        mapping: [
            ("body.1", "Customer"),
            ("body.2", "Invoice"),
            ("body.3", "Amount"),
            ("body.4", "Due"),
            ("button.0", "Invoice"),
        ]
        .into_iter()
        .map(|(k, c)| (k.to_owned(), Source::Column(c.into())))
        .collect(),
        language_column: None,
        header_file: None,
        pdf: Some(HeaderFolder {
            folder: invoices.to_owned(),
            column: "Invoice".into(),
        }),
        schedule: None,
        send_hours: None,
    }
}

/// How many of the campaign's messages the ledger holds.
async fn queued_for(pacer: &Pacer, campaign: &str) -> anyhow::Result<i64> {
    let campaign = campaign.to_owned();
    Ok(pacer
        .node
        .engine()
        .ledger()
        .read(move |c| {
            c.query_row(
                "SELECT count(*) FROM messages WHERE batch = ?1",
                [&campaign],
                |r| r.get(0),
            )
        })
        .await?)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_launch_that_panics_midway_is_shown_as_failed_and_launching_again_queues_the_rest_once()
-> anyhow::Result<()> {
    const CUSTOMERS: usize = 100;
    let files = tempfile::tempdir()?;
    let invoices = write_invoices(files.path(), CUSTOMERS)?;
    let pacer = Pacer::start_reading(vec![files.path().to_owned()]).await?;
    import_customers(&pacer, files.path(), CUSTOMERS).await?;
    pacer_engine::templates::sync_into(pacer.node.engine()).await?;
    let campaign = campaigns::create(pacer.node.engine(), invoice_campaign(&invoices)).await?;
    let launch = format!("/v1/campaigns/{}/launch", campaign.id);

    // The launch panics after its first round of invoices is queued.
    pacer.node.engine().plant_panic(Part::CampaignLaunch);
    let (status, answer) = pacer.post(&launch, &json!({})).await?;
    assert_eq!(status, StatusCode::ACCEPTED, "the launch starts: {answer}");
    let fault = pacer.wait_fault("recovered", "campaign_launch").await?;
    let text = assert_plain_words(
        &fault,
        "Pacer stopped launching the campaign \"December invoices\" because of an internal error",
    )?;
    assert!(
        text.contains("nobody gets a message twice") && text.contains("Launch it again"),
        "{text}"
    );
    let (_, shown) = pacer.get(&format!("/v1/campaigns/{}", campaign.id)).await?;
    assert_eq!(
        shown["last_launch"]["error"], text,
        "the campaign shows its launch failed, and why"
    );
    let queued_by_first = queued_for(&pacer, &campaign.id).await?;
    assert!(
        queued_by_first > 0 && queued_by_first < CUSTOMERS as i64,
        "the panic struck midway: {queued_by_first} of {CUSTOMERS} queued"
    );
    // The scheduler finishes interrupted launches every second, but not one that panicked:
    // it would panic again every second.
    tokio::time::sleep(Duration::from_secs(3)).await;
    assert_eq!(
        queued_for(&pacer, &campaign.id).await?,
        queued_by_first,
        "a launch that panicked is left for the person to launch again"
    );

    let (status, answer) = pacer.post(&launch, &json!({})).await?;
    assert_eq!(status, StatusCode::ACCEPTED, "launched again: {answer}");
    let deadline = Instant::now() + LIMIT;
    let report = loop {
        let (_, shown) = pacer.get(&format!("/v1/campaigns/{}", campaign.id)).await?;
        if shown["last_launch"]["ok"].is_object() {
            break shown["last_launch"]["ok"].clone();
        }
        anyhow::ensure!(Instant::now() < deadline, "the second launch ends: {shown}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert_eq!(
        queued_for(&pacer, &campaign.id).await?,
        CUSTOMERS as i64,
        "every customer is queued once: {report}"
    );
    assert_eq!(
        report["already_queued"], queued_by_first,
        "the second launch re-queued nobody: {report}"
    );
    eprintln!(
        "proof: a launch that panicked after {queued_by_first} of {CUSTOMERS} shown as failed in plain words; launched again: {} more queued, 0 twice",
        CUSTOMERS as i64 - queued_by_first
    );
    pacer.finish().await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panic_in_the_campaign_scheduler_is_shown_and_a_campaign_due_after_it_still_launches()
-> anyhow::Result<()> {
    const CUSTOMERS: usize = 5;
    let files = tempfile::tempdir()?;
    let pacer = Pacer::start().await?;
    import_customers(&pacer, files.path(), CUSTOMERS).await?;
    pacer_engine::templates::sync_into(pacer.node.engine()).await?;

    pacer.node.engine().plant_panic(Part::CampaignScheduler);
    let fault = pacer.wait_fault("recovered", "campaign_scheduler").await?;
    let text = assert_plain_words(
        &fault,
        "Pacer's campaign scheduler stopped because of an internal error",
    )?;
    assert!(text.contains("started again by itself"), "{text}");

    // Due now (this very minute): only a running scheduler launches it.
    let now = chrono::Utc::now().format("%Y-%m-%d %H:%M").to_string();
    let spec = CampaignSpec {
        name: "Reminder".into(),
        template_name: "hello_world".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["Customers".into()],
            tags: Vec::new(),
            ..Audience::default()
        },
        mapping: Default::default(),
        language_column: None,
        header_file: None,
        pdf: None,
        schedule: Some(Schedule {
            at: now,
            time_zone: "UTC".into(),
        }),
        send_hours: None,
    };
    let campaign = campaigns::create(pacer.node.engine(), spec).await?;
    let deadline = Instant::now() + LIMIT;
    while queued_for(&pacer, &campaign.id).await? < CUSTOMERS as i64 {
        anyhow::ensure!(
            Instant::now() < deadline,
            "the restarted scheduler launches the campaign due now"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    eprintln!(
        "proof: a panic in the campaign scheduler shown on /v1/stats in plain words; restarted; a campaign due after it launched ({CUSTOMERS} of {CUSTOMERS} queued)"
    );
    pacer.finish().await
}

/// A folder for 100,000 invoices: in memory (`/dev/shm`) where the system has it. On a disk
/// other programs keep busy, creating and deleting 100,000 files takes minutes, and this test
/// is about Pacer's check, not about the disk.
fn folder_in_memory() -> std::io::Result<tempfile::TempDir> {
    let shm = Path::new("/dev/shm");
    if shm.is_dir() {
        tempfile::tempdir_in(shm)
    } else {
        tempfile::tempdir()
    }
}

/// The slowest of a series of answers, and how many there were.
#[derive(Debug, Default)]
struct Slowest {
    count: usize,
    max: Duration,
}

impl Slowest {
    fn add(&mut self, took: Duration) {
        self.count += 1;
        self.max = self.max.max(took);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_100000_recipient_invoice_check_leaves_webhooks_the_api_and_home_answering_promptly()
-> anyhow::Result<()> {
    const CUSTOMERS: usize = 100_000;
    // The bound: answered within a second. A round trip on loopback takes a few
    // milliseconds even on a loaded machine, so a second is generous; what it catches is a
    // request waiting for the check, which takes many seconds.
    const BOUND: Duration = Duration::from_secs(1);
    let files = folder_in_memory()?;
    let invoices = write_invoices(files.path(), CUSTOMERS)?;
    let pacer = Pacer::start_reading(vec![files.path().to_owned()]).await?;
    write_customers(&pacer, CUSTOMERS).await?;
    pacer_engine::templates::sync_into(pacer.node.engine()).await?;
    let campaign = campaigns::create(pacer.node.engine(), invoice_campaign(&invoices)).await?;
    let to = "+16505550501";
    let (id, wamid) = pacer.send_one(to).await?;

    let check = tokio::spawn({
        let (url, http) = (
            format!(
                "http://{}/v1/campaigns/{}/check",
                pacer.node.api_addr(),
                campaign.id
            ),
            pacer.http.clone(),
        );
        async move {
            let started = Instant::now();
            let response = http
                .post(url)
                .bearer_auth(KEY)
                .json(&json!({}))
                .send()
                .await?;
            let status = response.status();
            let answer: Value = response.json().await?;
            Ok::<_, anyhow::Error>((status, answer, started.elapsed()))
        }
    });
    // The check reads the audience first (on the read connection), then looks at the files.
    tokio::time::sleep(Duration::from_millis(500)).await;

    let (mut webhooks, mut stats, mut messages) =
        (Slowest::default(), Slowest::default(), Slowest::default());
    let mut applied_within = None;
    let statuses = ["delivered", "read"];
    while !check.is_finished() {
        let round = webhooks.count;
        if let Some(status) = statuses.get(round) {
            let started = Instant::now();
            let answer = pacer
                .webhook(&status_update(&wamid, &id, status, to))
                .await?;
            webhooks.add(started.elapsed());
            assert_eq!(
                answer,
                StatusCode::OK,
                "a webhook is stored while the check runs"
            );
            // Applied too (the applier reads the inbox on the read connection).
            pacer
                .wait_message(&id, |v| v["state"] == *status)
                .await
                .context("the update is applied while the check runs")?;
            applied_within = applied_within.max(Some(started.elapsed()));
        } else {
            let started = Instant::now();
            let answer = pacer
                .webhook(&status_update(&wamid, &id, "read", to))
                .await?;
            webhooks.add(started.elapsed());
            assert_eq!(answer, StatusCode::OK);
        }
        let started = Instant::now();
        let (status, _) = pacer.get("/v1/stats").await?;
        stats.add(started.elapsed());
        assert_eq!(status, StatusCode::OK);
        let started = Instant::now();
        let (status, _) = pacer.get(&format!("/v1/messages/{id}")).await?;
        messages.add(started.elapsed());
        assert_eq!(status, StatusCode::OK);
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (status, answer, took) = check.await??;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(
        (answer["audience"].as_u64(), answer["ready"].as_u64()),
        (Some(CUSTOMERS as u64), Some(CUSTOMERS as u64)),
        "every invoice was found: {}",
        answer["summary"]
    );
    assert!(
        webhooks.count > statuses.len(),
        "the check ran long enough to prove something ({took:?}, {} rounds)",
        webhooks.count
    );
    let applied_within = applied_within.context("updates applied while the check ran")?;
    for (what, slowest) in [
        ("a webhook", &webhooks),
        ("GET /v1/stats", &stats),
        ("GET /v1/messages/{id}", &messages),
    ] {
        assert!(
            slowest.max <= BOUND,
            "{what} is answered within {BOUND:?} while the check runs: the slowest of {} took {:?}",
            slowest.count,
            slowest.max
        );
    }
    assert!(
        applied_within <= BOUND,
        "a delivery update is applied within {BOUND:?} while the check runs: {applied_within:?}"
    );
    eprintln!(
        "proof: {CUSTOMERS}-recipient PDF check running ({:.1} s); webhooks answered in ≤ {} ms and applied in ≤ {} ms, /v1/stats in ≤ {} ms, /v1/messages/{{id}} in ≤ {} ms ({} rounds)",
        took.as_secs_f64(),
        webhooks.max.as_millis(),
        applied_within.as_millis(),
        stats.max.as_millis(),
        messages.max.as_millis(),
        webhooks.count
    );
    pacer.finish().await
}
