//! Messages that must not arrive late, through the local API against the simulator on loopback:
//! an OTP that could not leave within `expires_in_s` ends `expired` and never reaches Meta —
//! during an outage, while sending is held, across a restart — and one that could leave in
//! time is sent once. A limit out of range is refused with the field to fix.
//!
//! Meta's clock and Pacer's run faster than life (the simulator's and the engine's time scale),
//! so a minute's limit takes seconds; every assertion is about what happened, never how long
//! it took.

mod support;

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use pacer_engine::api;
use pacer_engine::config::EngineConfig;
use pacer_sim::{SimConfig, Tier};
use reqwest::StatusCode;
use serde_json::{Value, json};
use support::{Rig, sim_config};
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

const KEY: &str = "test-api-key-expiry";

/// How long (real time) a message may take to reach its end: generous, so a slow machine never
/// fails a test; the outcome, not the time, is what is checked.
const PATIENCE: Duration = Duration::from_secs(60);

/// A rig with the local API served in front of its engine.
struct Served {
    rig: Rig,
    base: String,
    http: reqwest::Client,
    stop: CancellationToken,
    server: JoinHandle<std::io::Result<()>>,
}

/// The simulator at `time_scale`, without Meta's daily customer limit.
fn sim_at(time_scale: f64) -> SimConfig {
    let mut sim = sim_config(time_scale);
    sim.tier = Tier::Unlimited;
    sim
}

/// Retries close together and without end: what is tested is the time limit, not the number
/// of tries (Pacer's own would give up after 8).
fn retry_often(config: &mut EngineConfig) {
    config.retry.base = Duration::from_millis(500);
    config.retry.cap = Duration::from_secs(2);
    config.retry.max_attempts = 10_000;
}

async fn serve(rig: Rig) -> anyhow::Result<Served> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let base = format!("http://{}", listener.local_addr()?);
    let router = api::router(Arc::clone(&rig.engine), KEY.to_owned());
    let stop = CancellationToken::new();
    let shutdown = stop.clone().cancelled_owned();
    let server = tokio::spawn(async move {
        axum::serve(listener, router)
            .with_graceful_shutdown(shutdown)
            .await
    });
    Ok(Served {
        rig,
        base,
        http: reqwest::Client::new(),
        stop,
        server,
    })
}

impl Served {
    async fn post(&self, body: &Value) -> anyhow::Result<(StatusCode, Value)> {
        let response = self
            .http
            .post(format!("{}/v1/messages", self.base))
            .bearer_auth(KEY)
            .json(body)
            .send()
            .await?;
        answer(response).await
    }

    /// Posts one message and returns its id.
    async fn post_one(&self, body: &Value) -> anyhow::Result<String> {
        let (status, answer) = self.post(body).await?;
        anyhow::ensure!(
            status == StatusCode::ACCEPTED,
            "a valid message with a time limit is accepted: {status} {answer}"
        );
        Ok(answer["id"]
            .as_str()
            .context("an accepted message answers with its id")?
            .to_owned())
    }

    async fn message(&self, id: &str) -> anyhow::Result<Value> {
        let response = self
            .http
            .get(format!("{}/v1/messages/{id}", self.base))
            .bearer_auth(KEY)
            .send()
            .await?;
        let (status, view) = answer(response).await?;
        anyhow::ensure!(status == StatusCode::OK, "{status} {view}");
        Ok(view)
    }

    /// Polls the message until its state is final (not queued, sending, deferred or in doubt).
    async fn final_state(&self, id: &str) -> anyhow::Result<Value> {
        let deadline = tokio::time::Instant::now() + PATIENCE;
        loop {
            let view = self.message(id).await?;
            let open = matches!(
                view["state"].as_str(),
                Some("queued" | "sending" | "deferred" | "in_doubt")
            );
            if !open {
                return Ok(view);
            }
            anyhow::ensure!(
                tokio::time::Instant::now() < deadline,
                "message {id} never reached a final state: {view}"
            );
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    async fn finish(self) -> anyhow::Result<(pacer_sim::SimHandle, tempfile::TempDir)> {
        self.stop.cancel();
        self.server.await??;
        Ok(self.rig.stop().await)
    }
}

async fn answer(response: reqwest::Response) -> anyhow::Result<(StatusCode, Value)> {
    let status = response.status();
    let text = response.text().await?;
    let body = serde_json::from_str(&text)
        .with_context(|| format!("every answer of the local API is JSON; got {status} {text:?}"))?;
    Ok((status, body))
}

/// An OTP with Meta's authentication template (`login_code`) and a time limit.
fn otp(to: &str, code: &str, expires_in_s: u64) -> Value {
    json!({
        "to": to,
        "lane": "express",
        "expires_in_s": expires_in_s,
        "template": {
            "name": "login_code",
            "language": {"code": "en_US"},
            "components": [
                {"type": "body", "parameters": [{"type": "text", "text": code}]},
                {"type": "button", "sub_type": "url", "index": "0",
                 "parameters": [{"type": "text", "text": code}]},
            ],
        },
    })
}

fn event_states(view: &Value) -> Vec<String> {
    view["events"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|e| e["state"].as_str().map(str::to_owned))
        .collect()
}

/// How many messages to `to` (digits) Meta accepted.
fn accepted_for(sim: &pacer_sim::SimHandle, to: &str) -> usize {
    sim.records().iter().filter(|r| r.to == to).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_otp_posted_during_an_outage_longer_than_its_limit_expires_and_is_never_sent()
-> anyhow::Result<()> {
    let rig = Rig::start(sim_at(0.07), retry_often).await;
    rig.sim.start_outage(Duration::from_secs(180));
    let served = serve(rig).await?;
    let id = served.post_one(&otp("+923001234567", "482913", 60)).await?;

    let view = served.final_state(&id).await?;
    assert_eq!(
        view["state"], "expired",
        "an OTP that could not leave within its 60 s ends expired, not sent late: {view}"
    );
    let reason = view["error"].as_str().unwrap_or_default();
    assert!(
        reason.starts_with("Not sent") && reason.contains("1 minute"),
        "the reason says it was not sent and the limit in words: {reason}"
    );
    assert_eq!(
        view["expires_at"].as_i64(),
        view["created_at"].as_i64().map(|t| t + 60_000),
        "the limit is counted from when the message was queued: {view}"
    );
    assert_eq!(
        event_states(&view).last().map(String::as_str),
        Some("expired"),
        "the history ends with the expiry: {view}"
    );
    assert!(
        served.rig.sim.stats().counters.outage_refusals > 0,
        "Pacer did try to send it during the outage (so the limit, not a lack of trying, stopped it)"
    );
    assert_eq!(
        view["attempts"].as_u64(),
        Some(0),
        "waiting for Meta's service to come back uses no attempt: {view}"
    );
    assert_eq!(
        accepted_for(&served.rig.sim, "923001234567"),
        0,
        "Meta never received the expired OTP"
    );
    let (sim, _dir) = served.finish().await?;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_otp_posted_during_an_outage_shorter_than_its_limit_is_sent_once() -> anyhow::Result<()>
{
    let rig = Rig::start(sim_at(0.15), retry_often).await;
    rig.sim.start_outage(Duration::from_secs(30));
    let served = serve(rig).await?;
    let id = served.post_one(&otp("+923001234567", "482913", 60)).await?;

    let view = served.final_state(&id).await?;
    assert!(
        matches!(view["state"].as_str(), Some("sent" | "delivered" | "read")),
        "an OTP whose outage ended within its limit is sent: {view}"
    );
    assert!(
        !event_states(&view).iter().any(|s| s == "expired"),
        "it never expired: {view}"
    );
    assert!(
        served.rig.sim.stats().counters.outage_refusals > 0,
        "the first tries met the outage"
    );
    assert_eq!(
        accepted_for(&served.rig.sim, "923001234567"),
        1,
        "Meta received it exactly once"
    );
    let (sim, _dir) = served.finish().await?;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_otp_held_while_sending_is_paused_expires_at_its_limit() -> anyhow::Result<()> {
    let rig = Rig::start(sim_at(0.1), |_| {}).await;
    // A payment problem stops every send until someone presses Resume: nothing else happens
    // to the OTP, and its time limit alone must end it.
    rig.sim.force_errors(131_042, 1);
    let served = serve(rig).await?;
    let id = served.post_one(&otp("+923001234567", "482913", 30)).await?;

    let view = served.final_state(&id).await?;
    assert_eq!(
        view["state"], "expired",
        "an OTP held by the paused sending ends expired at its limit: {view}"
    );
    assert_eq!(
        served.rig.engine.stats().circuit.state,
        "open",
        "sending was still paused when it expired"
    );
    let resumed = served.rig.engine.resume().await?;
    assert!(resumed, "sending was paused until Resume");
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        served.message(&id).await?["state"],
        "expired",
        "resuming does not bring an expired message back"
    );
    assert_eq!(
        accepted_for(&served.rig.sim, "923001234567"),
        0,
        "Meta never received it"
    );
    let (sim, _dir) = served.finish().await?;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_otp_whose_limit_passed_while_pacer_was_stopped_expires_at_start() -> anyhow::Result<()>
{
    let rig = Rig::start(sim_at(0.1), retry_often).await;
    rig.sim.start_outage(Duration::from_secs(600));
    let served = serve(rig).await?;
    let id = served.post_one(&otp("+923001234567", "482913", 20)).await?;
    // Stopped before its limit, with the OTP waiting for its next try.
    let (sim, dir) = served.finish().await?;
    sim.shutdown().await?;
    let queued: String = {
        let ledger = pacer_engine::ledger::Ledger::open(&dir.path().join("pacer.db"))?;
        let (state, expires_at): (String, Option<i64>) = ledger.read_now(|c| {
            c.query_row(
                "SELECT state, expires_at FROM messages WHERE key = ?1",
                [&id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
        })?;
        ledger.close();
        assert!(
            expires_at.is_some(),
            "its limit is kept in the ledger across the stop"
        );
        state
    };
    assert!(
        matches!(queued.as_str(), "queued" | "deferred"),
        "it had not left when Pacer stopped: {queued}"
    );
    // 20 s of Pacer's time pass while it is stopped (2 s at this scale).
    tokio::time::sleep(Duration::from_millis(2_500)).await;

    // Meta is reachable again: anything Pacer sent now would be accepted.
    let rig = Rig::start_in(dir, sim_at(0.1), retry_often)
        .await
        .map_err(|(e, _)| e)?;
    let served = serve(rig).await?;
    let view = served.final_state(&id).await?;
    assert_eq!(
        view["state"], "expired",
        "an OTP whose limit passed while Pacer was stopped ends expired at start: {view}"
    );
    assert_eq!(
        accepted_for(&served.rig.sim, "923001234567"),
        0,
        "it is not sent after the restart"
    );
    let (sim, _dir) = served.finish().await?;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn an_authentication_template_never_waits_longer_than_metas_time_to_live()
-> anyhow::Result<()> {
    let mut sim = sim_at(1.0);
    sim.templates = Some(vec![
        json!({
            "id": "1500000000000004", "name": "login_code", "language": "en_US",
            "status": "APPROVED", "category": "AUTHENTICATION", "parameter_format": "POSITIONAL",
            "message_send_ttl_seconds": 120,
            "components": [
                {"type": "BODY", "text": "*{{1}}* is your verification code.",
                 "example": {"body_text": [["123456"]]}},
                {"type": "BUTTONS", "buttons": [{"type": "URL", "text": "Copy code",
                  "url": "https://www.whatsapp.com/otp/code/?otp_type=COPY_CODE&code=otp{{1}}",
                  "example": ["https://www.whatsapp.com/otp/code/?otp_type=COPY_CODE&code=otp123456"]}]}
            ]
        }),
        json!({
            "id": "1500000000000001", "name": "hello_world", "language": "en_US",
            "status": "APPROVED", "category": "UTILITY", "parameter_format": "POSITIONAL",
            "components": [{"type": "BODY", "text": "Hello World"}]
        }),
    ]);
    let rig = Rig::start(sim, |_| {}).await;
    pacer_engine::templates::sync_into(&rig.engine).await?;
    let served = serve(rig).await?;
    let limit_of = |view: &Value| {
        view["expires_at"]
            .as_i64()
            .zip(view["created_at"].as_i64())
            .map(|(at, created)| at - created)
    };

    let id = served.post_one(&otp("+923001234567", "1", 3_600)).await?;
    assert_eq!(
        limit_of(&served.message(&id).await?),
        Some(120_000),
        "an hour asked for an authentication template is cut to Meta's 120 s: Meta drops it then anyway"
    );
    let mut default_limit = otp("+923001234568", "2", 1);
    default_limit
        .as_object_mut()
        .context("an object")?
        .remove("expires_in_s");
    let id = served.post_one(&default_limit).await?;
    assert_eq!(
        limit_of(&served.message(&id).await?),
        Some(120_000),
        "the express lane's ten minutes are cut to Meta's 120 s too"
    );
    default_limit["lane"] = json!("bulk");
    default_limit["to"] = json!("+923001234569");
    let id = served.post_one(&default_limit).await?;
    assert_eq!(
        limit_of(&served.message(&id).await?),
        Some(120_000),
        "in the bulk lane, which has no limit of its own, Meta's still applies"
    );
    let id = served
        .post_one(&json!({
            "to": "+923001234570",
            "lane": "express",
            "expires_in_s": 3_600,
            "template": {"name": "hello_world", "language": {"code": "en_US"}},
        }))
        .await?;
    assert_eq!(
        limit_of(&served.message(&id).await?),
        Some(3_600_000),
        "a utility template keeps the limit it was given"
    );
    let (sim, _dir) = served.finish().await?;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_limit_out_of_range_is_refused_naming_the_field() -> anyhow::Result<()> {
    let rig = Rig::start(sim_at(1.0), |_| {}).await;
    let served = serve(rig).await?;
    let with = |limit: Value| {
        json!({
            "to": "+923001234567",
            "lane": "express",
            "expires_in_s": limit,
            "template": {"name": "hello_world", "language": {"code": "en_US"}},
        })
    };
    for limit in [
        json!(0),
        json!(-60),
        json!(2_592_001),
        json!(1.5),
        json!("600"),
        json!(true),
        json!({"seconds": 60}),
    ] {
        let (status, body) = served.post(&with(limit.clone())).await?;
        assert_eq!(
            status,
            StatusCode::BAD_REQUEST,
            "expires_in_s {limit} is refused: {body}"
        );
        assert_eq!(body["error"]["code"], "invalid_request");
        assert_eq!(
            body["error"]["field"], "expires_in_s",
            "the answer names the field to fix: {body}"
        );
        let message = body["error"]["message"].as_str().unwrap_or_default();
        assert!(
            message.contains("1 to 2592000"),
            "the message gives the range: {message}"
        );
    }
    let (status, body) = served
        .post(&json!({"messages": [with(json!(60)), with(json!(0))]}))
        .await?;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(
        body["error"]["field"], "messages[1].expires_in_s",
        "in a batch, the answer names the message: {body}"
    );
    let counts = served.rig.engine.state_counts().await?;
    assert!(
        counts.iter().all(|(_, n)| *n == 0),
        "a refused request queued nothing: {counts:?}"
    );

    let id = served.post_one(&with(json!(600.0))).await?;
    let view = served.message(&id).await?;
    assert_eq!(
        view["expires_at"].as_i64(),
        view["created_at"].as_i64().map(|t| t + 600_000),
        "600.0 is a whole number of seconds too: {view}"
    );
    for limit in [1, 2_592_000] {
        let id = served.post_one(&with(json!(limit))).await?;
        let view = served.message(&id).await?;
        assert_eq!(
            view["expires_at"].as_i64(),
            view["created_at"].as_i64().map(|t| t + limit * 1000),
            "the limits themselves are accepted: {view}"
        );
    }
    let id = served
        .post_one(&json!({
            "to": "+923001234567",
            "lane": "bulk",
            "template": {"name": "hello_world", "language": {"code": "en_US"}},
        }))
        .await?;
    assert_eq!(
        served.message(&id).await?["expires_at"],
        Value::Null,
        "a bulk message without a limit has none (the bulk lane's default)"
    );
    let id = served
        .post_one(&json!({
            "to": "+923001234567",
            "lane": "express",
            "template": {"name": "hello_world", "language": {"code": "en_US"}},
        }))
        .await?;
    let view = served.message(&id).await?;
    assert_eq!(
        view["expires_at"].as_i64(),
        view["created_at"].as_i64().map(|t| t + 600_000),
        "an express message without a limit gets the express lane's ten minutes: {view}"
    );
    let (sim, _dir) = served.finish().await?;
    sim.shutdown().await?;
    Ok(())
}
