//! Delivery tracking: the webhook receiver, the durable inbox and the applier (`docs/sending.md#webhooks`).
//! Every sent message ends delivered, read or failed with a reason; what customers write opens
//! their window and can opt them out; Meta's template and account updates take effect.

mod support;

use std::collections::HashMap;
use std::time::Duration;

use pacer_engine::ledger::messages::{Lane, State};
use pacer_sim::{Tier, sign};
use serde_json::{Value, json};
use support::{Rig, recipients, sim_config, template, text};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/fixtures/meta");

/// Every real payload in the fixtures: pywa files hold several named payloads each.
fn fixture_payloads() -> Vec<(String, Value)> {
    let mut out = Vec::new();
    for folder in ["pywa", "whatsapp-api-js"] {
        let mut files: Vec<_> = std::fs::read_dir(format!("{FIXTURES}/{folder}"))
            .expect("fixtures")
            .flatten()
            .map(|e| e.path())
            .collect();
        files.sort();
        for path in files
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "json"))
        {
            let value: Value = serde_json::from_slice(&std::fs::read(&path).expect("readable"))
                .expect("valid JSON");
            let name = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            if value.get("entry").is_some() {
                out.push((name, value));
            } else if let Value::Object(named) = value {
                for (key, payload) in named {
                    out.push((format!("{name}#{key}"), payload));
                }
            }
        }
    }
    out
}

async fn post_signed(rig: &Rig, body: &[u8]) -> reqwest::StatusCode {
    let signature = format!(
        "sha256={}",
        sign(rig.sim.config().app_secret.as_bytes(), body)
    );
    reqwest::Client::new()
        .post(&rig.webhook_url)
        .header("x-hub-signature-256", signature)
        .header("content-type", "application/json")
        .body(body.to_vec())
        .send()
        .await
        .expect("the receiver answers")
        .status()
}

fn count(rig: &Rig, sql: &str) -> i64 {
    rig.engine
        .ledger()
        .read_now(|c| c.query_row(sql, [], |r| r.get(0)))
        .expect("a count")
}

async fn inbox_drained(rig: &Rig) {
    for _ in 0..3_000 {
        if count(
            rig,
            "SELECT COUNT(*) FROM webhook_inbox WHERE state = 'new'",
        ) == 0
        {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the inbox was never applied");
}

#[tokio::test]
async fn every_real_payload_is_stored_and_applied_and_nothing_unknown_is_an_error()
-> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let payloads = fixture_payloads();
    assert!(
        payloads.len() >= 20,
        "the fixtures hold many payloads: {}",
        payloads.len()
    );
    for (name, payload) in &payloads {
        let status = post_signed(&rig, payload.to_string().as_bytes()).await;
        assert_eq!(status, 200, "{name}: a signed real payload is accepted");
    }
    inbox_drained(&rig).await;
    assert_eq!(
        count(&rig, "SELECT COUNT(*) FROM webhook_inbox"),
        payloads.len() as i64,
        "every body is kept raw"
    );
    assert_eq!(
        count(
            &rig,
            "SELECT COUNT(*) FROM webhook_inbox WHERE state = 'unparseable'"
        ),
        0,
        "every real payload is understood"
    );
    assert!(
        count(&rig, "SELECT COUNT(*) FROM foreign_statuses") > 0,
        "statuses for messages Pacer never sent are kept, not dropped"
    );
    let inbound: std::collections::HashSet<&str> = payloads
        .iter()
        .flat_map(|(_, p)| p["entry"].as_array().into_iter().flatten())
        .flat_map(|e| e["changes"].as_array().into_iter().flatten())
        .flat_map(|c| c["value"]["messages"].as_array().into_iter().flatten())
        .filter_map(|m| m["id"].as_str())
        .collect();
    assert!(inbound.len() >= 5, "the fixtures hold inbound messages");
    assert_eq!(
        count(&rig, "SELECT COUNT(*) FROM inbound_messages") as usize,
        inbound.len(),
        "every customer message is recorded, once per id"
    );
    assert!(
        count(
            &rig,
            "SELECT COUNT(*) FROM inbound_messages WHERE user_id IS NOT NULL"
        ) > 0,
        "with their business-scoped ids"
    );
    // A window runs from when the customer wrote (Meta's timestamp), so only messages written
    // in the last 24 h open one; the published payloads are years old.
    let day_ago = chrono::Utc::now().timestamp() - 24 * 60 * 60;
    let recent_senders: std::collections::HashSet<&str> = payloads
        .iter()
        .flat_map(|(_, p)| p["entry"].as_array().into_iter().flatten())
        .flat_map(|e| e["changes"].as_array().into_iter().flatten())
        .flat_map(|c| c["value"]["messages"].as_array().into_iter().flatten())
        .filter(|m| {
            let stamp = &m["timestamp"];
            let seconds = stamp
                .as_i64()
                .or_else(|| stamp.as_str().and_then(|s| s.parse().ok()));
            seconds.is_none_or(|s| s > day_ago)
        })
        .filter_map(|m| m["from"].as_str())
        .collect();
    assert_eq!(
        count(&rig, "SELECT COUNT(*) FROM service_windows") as usize,
        recent_senders.len(),
        "customers' messages open their 24 h windows only when written in the last 24 h"
    );
    assert!(
        count(
            &rig,
            "SELECT COUNT(*) FROM templates WHERE name = 'order_confirmation'"
        ) == 1,
        "template updates reach the template cache"
    );
    assert!(
        count(&rig, "SELECT COUNT(*) FROM account_events") > 0,
        "account updates are recorded"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn signatures_are_checked_on_the_raw_bytes_exactly_as_meta_signs() -> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let client = reqwest::Client::new();
    let secret = rig.sim.config().app_secret.clone();
    let body = json!({"object": "whatsapp_business_account", "entry": [{"changes": [{"field": "messages", "value": {"messages": [{"from": "4915112345678", "id": "wamid.in1", "type": "text", "text": {"body": "Grüße 😀"}}]}}]}]});
    // Meta escapes non-ASCII; the signature is over those exact bytes.
    let escaped = pacer_sim::escape_non_ascii(&body.to_string());
    let good = format!("sha256={}", sign(secret.as_bytes(), escaped.as_bytes()));
    let post = |sig: Option<String>, bytes: Vec<u8>| {
        let mut request = client.post(&rig.webhook_url).body(bytes);
        if let Some(sig) = sig {
            request = request.header("x-hub-signature-256", sig);
        }
        request.send()
    };
    let cases: Vec<(&str, Option<String>, Vec<u8>)> = vec![
        ("no signature", None, escaped.clone().into_bytes()),
        (
            "signed with another secret",
            Some(format!(
                "sha256={}",
                sign(b"someone-else", escaped.as_bytes())
            )),
            escaped.clone().into_bytes(),
        ),
        (
            "truncated hex",
            Some(good[..good.len() - 2].to_owned()),
            escaped.clone().into_bytes(),
        ),
        (
            "not hex",
            Some("sha256=zzzz".into()),
            escaped.clone().into_bytes(),
        ),
        (
            "no sha256= prefix",
            Some(good.trim_start_matches("sha256=").to_owned()),
            escaped.clone().into_bytes(),
        ),
        (
            "sha1 instead of sha256",
            Some(good.replace("sha256=", "sha1=")),
            escaped.clone().into_bytes(),
        ),
        (
            "body changed after signing",
            Some(good.clone()),
            escaped.replace("wamid.in1", "wamid.in2").into_bytes(),
        ),
        (
            "same JSON re-serialised without escapes",
            Some(good.clone()),
            body.to_string().into_bytes(),
        ),
    ];
    let forged = cases.len();
    for (case, sig, bytes) in cases {
        let status = post(sig, bytes).await?.status();
        assert_eq!(status, 401, "{case}: refused with 401");
    }
    assert_eq!(
        count(&rig, "SELECT COUNT(*) FROM webhook_inbox"),
        0,
        "nothing refused was stored"
    );
    // Read by `make proof` (scripts/proof_table.py).
    eprintln!(
        "proof: {forged} forged webhook POSTs refused (no, wrong, truncated or other signature; body altered), 0 stored"
    );
    assert_eq!(
        post(Some(good.clone()), escaped.clone().into_bytes())
            .await?
            .status(),
        200,
        "the exact bytes Meta signed are accepted"
    );
    assert_eq!(
        post(
            Some(good.to_uppercase().replace("SHA256=", "sha256=")),
            escaped.clone().into_bytes()
        )
        .await?
        .status(),
        200,
        "hex digits in either case"
    );
    let big = vec![b' '; 5 * 1024 * 1024];
    assert_eq!(
        post(
            Some(format!("sha256={}", sign(secret.as_bytes(), &big))),
            big
        )
        .await?
        .status(),
        413,
        "a body over the size limit is refused as too large"
    );
    inbox_drained(&rig).await;
    let stored: String = rig.engine.ledger().read_now(|c| {
        c.query_row(
            "SELECT text FROM inbound_messages WHERE wamid = 'wamid.in1'",
            [],
            |r| r.get(0),
        )
    })?;
    assert_eq!(stored, "Grüße 😀", "the text survives Meta's escaping");

    let verify = |token: &str, mode: &str| {
        client
            .get(format!(
                "{}?hub.mode={mode}&hub.verify_token={token}&hub.challenge=1158201444",
                rig.webhook_url
            ))
            .send()
    };
    let ok = verify("verify", "subscribe").await?;
    assert_eq!(ok.status(), 200);
    assert_eq!(
        ok.text().await?,
        "1158201444",
        "verification answers the challenge itself"
    );
    assert_eq!(
        verify("wrong", "subscribe").await?.status(),
        403,
        "a wrong verify token is refused"
    );
    assert_eq!(
        verify("verify", "unsubscribe").await?.status(),
        403,
        "only subscribe is verified"
    );
    let local_api = client
        .get(rig.webhook_url.replace("/webhook", "/v1/stats"))
        .send()
        .await?;
    assert_eq!(
        local_api.status(),
        404,
        "the webhook listener serves nothing but /webhook"
    );
    // However the path is spelled: raw requests, so no client normalises the dots first.
    let address = rig
        .webhook_url
        .trim_start_matches("http://")
        .trim_end_matches("/webhook")
        .to_owned();
    let paths = [
        ("GET", "/webhook/..%2fv1/stats"),
        ("GET", "/webhook/../v1/stats"),
        ("GET", "/webhook%2f..%2fv1%2fstats"),
        ("GET", "/%2e%2e/v1/stats"),
        ("GET", "/./v1/stats"),
        ("GET", "//v1/stats"),
        ("GET", "/v1/stats?/webhook"),
        ("POST", "/v1/messages"),
        ("GET", "/v1/openapi.yaml"),
        ("GET", "/WEBHOOK/../v1/stats"),
    ];
    for (method, path) in paths {
        let status = raw_status(&address, method, path).await?;
        assert!(
            status == 404 || status == 400 || status == 405,
            "{method} {path} through the webhook listener answered {status}: only /webhook may be served"
        );
    }
    eprintln!(
        "proof: {} other paths on the webhook listener (encoded, dotted, doubled) refused",
        paths.len() + 1
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

/// Waits until every message in the ledger shows the final status the simulator posted and
/// the receiver acknowledged.
async fn matches_simulator(rig: &Rig, limit: Duration) -> Vec<String> {
    let deadline = tokio::time::Instant::now() + limit;
    loop {
        let sim: HashMap<String, String> = rig
            .sim
            .records()
            .into_iter()
            .filter_map(|r| {
                r.callback_data
                    .clone()
                    .zip(r.planned_final().map(str::to_owned))
            })
            .collect();
        let ledger: Vec<(String, String)> = rig
            .engine
            .ledger()
            .read_now(|c| {
                c.prepare("SELECT key, state FROM messages")?
                    .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
                    .collect()
            })
            .expect("ledger");
        let mismatched: Vec<String> = ledger
            .iter()
            .filter(|(key, state)| sim.get(key) != Some(state))
            .map(|(key, state)| format!("{key}: ledger {state}, simulator {:?}", sim.get(key)))
            .collect();
        if mismatched.is_empty() || tokio::time::Instant::now() > deadline {
            return mismatched;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn duplicates_reordering_skipped_deliveries_big_batches_and_replays_end_as_meta_said()
-> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(500);
    sim.tier = Tier::Unlimited;
    sim.webhooks.duplicate_rate = 0.3;
    sim.webhooks.reorder_rate = 0.3;
    sim.webhooks.skip_delivered_rate = 0.3;
    sim.webhooks.read_rate = 0.6;
    sim.webhooks.batch_max = 1_000;
    sim.webhooks.batch_window = Duration::from_secs(2);
    sim.recipients.not_on_whatsapp_rate = 0.05;
    let rig = Rig::start(sim, |_| {}).await;
    rig.submit(
        recipients(1_500, 0)
            .iter()
            .map(|to| template(to, Lane::Bulk, None))
            .collect(),
    )
    .await;
    let mismatched = matches_simulator(&rig, Duration::from_secs(120)).await;
    assert!(
        mismatched.is_empty(),
        "every message ends exactly as the simulator's final status says: {:?}",
        &mismatched[..mismatched.len().min(10)]
    );
    let bodies: Vec<Vec<u8>> = rig.engine.ledger().read_now(|c| {
        c.prepare("SELECT body FROM webhook_inbox")?
            .query_map([], |r| r.get(0))?
            .collect()
    })?;
    let biggest = bodies
        .iter()
        .filter_map(|b| pacer_cloud::webhook::parse(b).ok())
        .map(|p| p.statuses.len())
        .max()
        .unwrap_or(0);
    assert_eq!(
        biggest, 1_000,
        "statuses arrived in batches of Meta's largest size"
    );
    let finals: std::collections::BTreeSet<String> = rig
        .engine
        .state_counts()
        .await?
        .into_iter()
        .map(|(s, _)| s.as_str().to_owned())
        .collect();
    assert!(
        finals.contains("read") && finals.contains("delivered") && finals.contains("failed"),
        "all three endings occurred: {finals:?}"
    );

    // Days later, Meta replays everything: nothing changes.
    let before: Vec<(String, String, i64)> = rig.engine.ledger().read_now(|c| {
        c.prepare("SELECT key, state, (SELECT COUNT(*) FROM message_events e WHERE e.message_id = m.id) FROM messages m ORDER BY id")?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect()
    })?;
    let bodies: Vec<Vec<u8>> = rig.engine.ledger().read_now(|c| {
        c.prepare("SELECT body FROM webhook_inbox ORDER BY id")?
            .query_map([], |r| r.get(0))?
            .collect()
    })?;
    for body in bodies.iter().rev() {
        assert_eq!(post_signed(&rig, body).await, 200);
    }
    inbox_drained(&rig).await;
    let after: Vec<(String, String, i64)> = rig.engine.ledger().read_now(|c| {
        c.prepare("SELECT key, state, (SELECT COUNT(*) FROM message_events e WHERE e.message_id = m.id) FROM messages m ORDER BY id")?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect()
    })?;
    assert_eq!(
        before, after,
        "replaying every webhook, in reverse order, changes no message and adds no history"
    );
    let statuses: usize = bodies
        .iter()
        .filter_map(|b| pacer_cloud::webhook::parse(b).ok())
        .map(|p| p.statuses.len())
        .sum();
    eprintln!(
        "proof: {} messages' statuses (30 % duplicated, 30 % reordered) equal the simulator's; {statuses} statuses in {} bodies replayed in reverse changed nothing",
        before.len(),
        bodies.len()
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_faults_every_message_reaches_its_final_state_including_the_in_doubt_ones()
-> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(200);
    sim.tier = Tier::Unlimited;
    sim.seed = 9;
    sim.faults.timeout_after_accept_rate = 0.03;
    sim.faults.reset_after_accept_rate = 0.03;
    sim.faults.server_error_rate = 0.03;
    sim.webhooks.read_rate = 0.5;
    sim.recipients.not_on_whatsapp_rate = 0.05;
    let rig = Rig::start(sim, |c| {
        c.retry.base = Duration::from_millis(300);
        c.reconcile_after = Duration::from_secs(60);
    })
    .await;
    rig.submit(
        recipients(600, 0)
            .iter()
            .map(|to| template(to, Lane::Bulk, None))
            .collect(),
    )
    .await;
    let mismatched = matches_simulator(&rig, Duration::from_secs(120)).await;
    assert!(
        mismatched.is_empty(),
        "every message, in doubt or not, ends as Meta said: {:?}",
        &mismatched[..mismatched.len().min(10)]
    );
    let in_doubt_resolved = count(
        &rig,
        "SELECT COUNT(DISTINCT message_id) FROM message_events WHERE state = 'in_doubt'",
    );
    assert!(
        in_doubt_resolved > 0,
        "some answers were lost on the way, and their statuses resolved them"
    );
    assert_eq!(
        count(
            &rig,
            "SELECT COUNT(*) FROM messages WHERE state IN ('sent', 'in_doubt', 'queued', 'sending', 'deferred')"
        ),
        0,
        "nothing is left without its final status"
    );
    let failed_without_reason = count(
        &rig,
        "SELECT COUNT(*) FROM messages WHERE state = 'failed' AND (error_text IS NULL OR error_text = '')",
    );
    assert_eq!(failed_without_reason, 0, "every failure has a reason");
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_crash_between_storing_and_applying_loses_nothing() -> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.tier = Tier::Unlimited;
    sim.webhooks.enabled = false;
    let rig = Rig::start(sim, |_| {}).await;
    let ids = rig
        .submit(
            recipients(5, 0)
                .iter()
                .map(|to| template(to, Lane::Bulk, None))
                .collect(),
        )
        .await;
    rig.wait_settled(Duration::from_secs(30)).await;
    let sent: Vec<(String, String)> = rig.engine.ledger().read_now(|c| {
        c.prepare("SELECT key, wamid FROM messages")?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect()
    })?;
    let db = rig.db();
    let (sim, dir) = rig.stop().await;
    // The receiver stored these bodies and answered 200, then Pacer died before applying them.
    let ledger = pacer_engine::ledger::Ledger::open(&db)?;
    for (key, wamid) in &sent {
        let body = json!({"object": "whatsapp_business_account", "entry": [{"changes": [{"field": "messages", "value": {"statuses": [
            {"id": wamid, "status": "read", "timestamp": "1796000000", "recipient_id": "16505550000", "biz_opaque_callback_data": key}]}}]}]});
        ledger
            .write(move |c| {
                c.execute(
                    "INSERT INTO webhook_inbox (received_at, body) VALUES (1, ?1)",
                    [body.to_string().into_bytes()],
                )
                .map(|_| ())
            })
            .await?;
    }
    ledger.close();
    let mut config = support::engine_config(&dir, sim.config());
    config.db_path = db;
    let engine = pacer_engine::Engine::start(config, support::client_for(&sim)).await?;
    for id in &ids {
        let mut view = engine.message(id).await?.expect("the message");
        for _ in 0..2_000 {
            if view.state == State::Read {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
            view = engine.message(id).await?.expect("the message");
        }
        assert_eq!(
            view.state,
            State::Read,
            "after the restart, the stored status was applied"
        );
        assert!(view.delivered_at.is_some(), "read implies delivered");
    }
    engine.shutdown().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn customers_who_write_open_their_window_and_can_opt_out_in_their_own_words()
-> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.tier = Tier::Unlimited;
    let rig = Rig::start(sim, |c| c.opt_out_keywords.push("بند کریں".into())).await;
    // Meta tells Pacer spring_sale is a marketing template.
    rig.sim
        .set_template_status("spring_sale", "en_US", "APPROVED", "NONE")
        .expect("template");
    rig.sim
        .inject_inbound("+923001234567", "Hello, is my order ready?", "Ayesha")
        .expect("inbound");
    rig.sim
        .inject_inbound("+923007654321", "  stop ", "Bilal")
        .expect("inbound");
    rig.sim
        .inject_inbound("+923005550000", "بند کریں", "Sana")
        .expect("inbound");
    for _ in 0..2_000 {
        if count(&rig, "SELECT COUNT(*) FROM inbound_messages") == 3
            && count(&rig, "SELECT COUNT(*) FROM templates") == 1
        {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        count(
            &rig,
            "SELECT COUNT(*) FROM inbound_messages WHERE name = 'Ayesha' AND text LIKE 'Hello%'"
        ),
        1,
        "inbound messages are recorded with the sender's name"
    );
    assert_eq!(
        count(&rig, "SELECT COUNT(*) FROM marketing_opt_outs"),
        2,
        "STOP in any case and a keyword the business added opt customers out"
    );

    let reply = rig
        .submit(vec![text(
            "+923001234567",
            Lane::Express,
            "Yes, it ships today.",
        )])
        .await
        .remove(0);
    let sale = |to: &str| pacer_engine::Submission {
        to: support::phone(to),
        lane: Lane::Bulk,
        content: pacer_cloud::MessageContent::Template(
            pacer_cloud::TemplateContent::new("spring_sale", "en_US")
                .with_component(pacer_cloud::ComponentParameters::header(vec![
                    pacer_cloud::Parameter::image(pacer_cloud::Media::link(
                        "https://shop.example.com/sale.jpg",
                    )),
                ]))
                .with_component(pacer_cloud::ComponentParameters::body(vec![
                    pacer_cloud::Parameter::text("friend"),
                    pacer_cloud::Parameter::text("20%"),
                    pacer_cloud::Parameter::text("Friday"),
                ])),
        ),
        idempotency_key: None,
        batch: None,
        expires_in: None,
    };
    let skipped = rig.submit(vec![sale("+923007654321")]).await.remove(0);
    rig.wait_settled(Duration::from_secs(30)).await;
    let view = rig.engine.message(&reply).await?.expect("message");
    assert!(
        matches!(view.state, State::Sent | State::Delivered),
        "a free-form reply inside the customer's window goes out: {view:?}"
    );
    let view = rig.engine.message(&skipped).await?.expect("message");
    assert_eq!(
        view.state,
        State::Skipped,
        "marketing to a customer who opted out is not sent at all"
    );
    assert!(
        view.error
            .unwrap_or_default()
            .contains("turned off marketing"),
        "and says why"
    );
    assert!(
        !rig.sim.records().iter().any(|r| r.to == "923007654321"),
        "Meta never saw it"
    );

    // Meta's own stop/resume setting.
    rig.sim
        .set_marketing_preference("+923001234567", true)
        .expect("preference");
    for _ in 0..2_000 {
        if count(&rig, "SELECT COUNT(*) FROM marketing_opt_outs") == 3 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        count(
            &rig,
            "SELECT COUNT(*) FROM marketing_opt_outs WHERE recipient = '+923001234567'"
        ),
        1,
        "user_preferences stop opts out"
    );
    rig.sim
        .set_marketing_preference("+923001234567", false)
        .expect("preference");
    for _ in 0..2_000 {
        if count(&rig, "SELECT COUNT(*) FROM marketing_opt_outs") == 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        count(
            &rig,
            "SELECT COUNT(*) FROM marketing_opt_outs WHERE recipient = '+923001234567'"
        ),
        0,
        "resume opts back in"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_template_meta_pauses_pauses_its_campaign_until_approved_again() -> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(40);
    sim.tier = Tier::Unlimited;
    let rig = Rig::start(sim, |_| {}).await;
    rig.submit(
        recipients(200, 0)
            .iter()
            .map(|to| template(to, Lane::Bulk, Some("statements")))
            .collect(),
    )
    .await;
    while rig.sim.records().len() < 20 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    rig.sim
        .set_template_status("hello_world", "en_US", "PAUSED", "LOW_QUALITY")
        .expect("template");
    for _ in 0..2_000 {
        if !rig.engine.stats().paused_batches.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let paused = rig.engine.stats().paused_batches;
    assert_eq!(
        paused.len(),
        1,
        "the campaign using the template is paused by the webhook"
    );
    assert!(
        paused[0].reason.contains("template") && paused[0].reason.contains("low quality"),
        "with Meta's reason in plain words: {}",
        paused[0].reason
    );
    let sent_while_paused = rig.sim.records().len();
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert!(
        rig.sim.records().len() <= sent_while_paused + 2,
        "nothing more of it goes out while paused (at most what was already in flight)"
    );
    rig.sim
        .set_template_status("hello_world", "en_US", "APPROVED", "NONE")
        .expect("template");
    rig.wait_settled(Duration::from_secs(60)).await;
    assert!(
        rig.engine.stats().paused_batches.is_empty(),
        "approved again: the campaign resumed by itself"
    );
    assert_eq!(
        rig.sim.records().len(),
        200,
        "and every message went out once"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn metas_account_updates_change_the_tier_and_the_rate() -> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    assert_eq!(rig.engine.stats().tier_limit, Some(250));
    rig.sim.set_tier(Tier::Tier10K);
    rig.sim.set_throughput(1_000);
    for _ in 0..2_000 {
        let stats = rig.engine.stats();
        if stats.tier_limit == Some(10_000) && stats.rate_limit == Some(1_000.0) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let stats = rig.engine.stats();
    assert_eq!(
        stats.tier_limit,
        Some(10_000),
        "business_capability_update raised the known tier"
    );
    assert_eq!(
        stats.rate_limit,
        Some(1_000.0),
        "THROUGHPUT_UPGRADE raised the rate"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_131050_failure_opts_the_customer_out_and_later_marketing_is_skipped()
-> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.tier = Tier::Unlimited;
    sim.recipients.opted_out.insert("923001234567".into());
    let rig = Rig::start(sim, |_| {}).await;
    rig.sim
        .set_template_status("spring_sale", "en_US", "APPROVED", "NONE")
        .expect("template");
    let sale = || pacer_engine::Submission {
        to: support::phone("+923001234567"),
        lane: Lane::Bulk,
        content: pacer_cloud::MessageContent::Template(
            pacer_cloud::TemplateContent::new("spring_sale", "en_US")
                .with_component(pacer_cloud::ComponentParameters::header(vec![
                    pacer_cloud::Parameter::image(pacer_cloud::Media::link(
                        "https://shop.example.com/sale.jpg",
                    )),
                ]))
                .with_component(pacer_cloud::ComponentParameters::body(vec![
                    pacer_cloud::Parameter::text("friend"),
                    pacer_cloud::Parameter::text("20%"),
                    pacer_cloud::Parameter::text("Friday"),
                ])),
        ),
        idempotency_key: None,
        batch: None,
        expires_in: None,
    };
    for _ in 0..2_000 {
        if count(&rig, "SELECT COUNT(*) FROM templates") == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let first = rig.submit(vec![sale()]).await.remove(0);
    let mut view = rig.engine.message(&first).await?.expect("message");
    for _ in 0..2_000 {
        if view.state == State::Failed {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
        view = rig.engine.message(&first).await?.expect("message");
    }
    assert_eq!(
        (view.state, view.error_code),
        (State::Failed, Some(131_050)),
        "Meta failed it: the customer stopped marketing"
    );
    assert_eq!(
        count(
            &rig,
            "SELECT COUNT(*) FROM marketing_opt_outs WHERE recipient = '+923001234567'"
        ),
        1,
        "Pacer records the opt-out"
    );
    let second = rig.submit(vec![sale()]).await.remove(0);
    rig.wait_settled(Duration::from_secs(30)).await;
    let view = rig.engine.message(&second).await?.expect("message");
    assert_eq!(
        view.state,
        State::Skipped,
        "the next marketing message to them is not sent at all"
    );
    assert_eq!(rig.sim.records().len(), 1, "Meta saw only the first");
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn the_inbox_says_when_the_last_webhook_came_and_how_many_wait() -> anyhow::Result<()> {
    use pacer_engine::ledger::Ledger;
    use pacer_engine::webhook::inbox::summary as inbox_summary;
    let dir = tempfile::tempdir()?;
    let ledger = Ledger::open(&dir.path().join("pacer.db"))?;
    let empty = ledger.read(inbox_summary).await?;
    assert_eq!(empty.last_received_at, None, "no webhook yet");
    assert_eq!(empty.waiting, 0);
    ledger
        .write(|c| {
            c.execute(
                "INSERT INTO webhook_inbox (received_at, body, state) VALUES (1000, x'7b7d', 'applied'), (2000, x'7b7d', 'new'), (3000, x'7b7d', 'new')",
                [],
            )
        })
        .await?;
    let summary = ledger.read(inbox_summary).await?;
    assert_eq!(summary.last_received_at, Some(3000));
    assert_eq!(summary.waiting, 2, "two stored, not applied yet");
    Ok(())
}

/// The status code of a raw HTTP/1.1 request, path sent byte for byte as given.
async fn raw_status(address: &str, method: &str, path: &str) -> anyhow::Result<u16> {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let mut stream = tokio::net::TcpStream::connect(address).await?;
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {address}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await?;
    let head = String::from_utf8_lossy(&answer);
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .ok_or_else(|| anyhow::anyhow!("no HTTP status in {head:?}"))?;
    Ok(status)
}
