//! The local API (`docs/sending.md#local-api-and-headless-binary`) served for real on a loopback port, with an engine that
//! sends to the simulator: the way a business's own systems hand Pacer OTPs and batches.
//!
//! What is protected here: nothing is queued without the key; a request is either queued
//! whole or refused with the field that is wrong; an idempotency key sends one message however
//! often it is posted; and what the API answers is what the ledger holds.

mod support;

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use pacer_engine::api;
use reqwest::StatusCode;
use serde_json::{Value, json};
use support::{Rig, sim_config};
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

const KEY: &str = "test-api-key-5f0c2a";

/// How long a message may take to be sent: generous, so a slow machine never fails a test.
const SEND_LIMIT: Duration = Duration::from_secs(30);

/// A rig with the local API served in front of its engine.
struct Served {
    rig: Rig,
    base: String,
    http: reqwest::Client,
    stop: CancellationToken,
    server: JoinHandle<std::io::Result<()>>,
}

async fn serve() -> anyhow::Result<Served> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
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
    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// POSTs a JSON body with the key.
    async fn post(&self, body: &Value) -> anyhow::Result<(StatusCode, Value)> {
        let response = self
            .http
            .post(self.url("/v1/messages"))
            .bearer_auth(KEY)
            .json(body)
            .send()
            .await?;
        answer(response).await
    }

    /// POSTs raw bytes with the key.
    async fn post_raw(&self, body: &str) -> anyhow::Result<(StatusCode, Value)> {
        let response = self
            .http
            .post(self.url("/v1/messages"))
            .bearer_auth(KEY)
            .header("content-type", "application/json")
            .body(body.to_owned())
            .send()
            .await?;
        answer(response).await
    }

    /// GETs a path with the key.
    async fn get(&self, path: &str) -> anyhow::Result<(StatusCode, Value)> {
        let response = self
            .http
            .get(self.url(path))
            .bearer_auth(KEY)
            .send()
            .await?;
        answer(response).await
    }

    /// Polls `GET /v1/messages/{id}` until `done` holds, or fails after `limit`.
    async fn wait_for(
        &self,
        id: &str,
        limit: Duration,
        done: impl Fn(&Value) -> bool,
    ) -> anyhow::Result<Value> {
        let deadline = tokio::time::Instant::now() + limit;
        loop {
            let (status, view) = self.get(&format!("/v1/messages/{id}")).await?;
            anyhow::ensure!(
                status == StatusCode::OK,
                "a message the API accepted must stay readable by its id: {status} {view}"
            );
            if done(&view) {
                return Ok(view);
            }
            anyhow::ensure!(
                tokio::time::Instant::now() < deadline,
                "message {id} did not reach the expected state within {limit:?}: {view}"
            );
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// How many messages the ledger holds, in any state.
    async fn messages_in_ledger(&self) -> anyhow::Result<u64> {
        let counts = self.rig.engine.state_counts().await?;
        Ok(counts.iter().map(|(_, n)| n).sum())
    }

    async fn finish(self) -> anyhow::Result<()> {
        self.stop.cancel();
        self.server.await??;
        let (sim, _dir) = self.rig.stop().await;
        sim.shutdown().await?;
        Ok(())
    }
}

/// The status and JSON body of an answer; every answer of the API is JSON.
async fn answer(response: reqwest::Response) -> anyhow::Result<(StatusCode, Value)> {
    let status = response.status();
    let text = response.text().await?;
    let body = serde_json::from_str(&text)
        .with_context(|| format!("every answer of the local API is JSON; got {status} {text:?}"))?;
    Ok((status, body))
}

/// A message that is valid in every respect: the cases below break one thing at a time.
fn valid_template(to: &str) -> Value {
    json!({
        "to": to,
        "lane": "express",
        "template": {"name": "hello_world", "language": {"code": "en_US"}},
    })
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

fn is_sent_or_further(view: &Value) -> bool {
    matches!(view["state"].as_str(), Some("sent" | "delivered" | "read"))
}

fn event_states(view: &Value) -> Vec<String> {
    view["events"]
        .as_array()
        .map(|events| {
            events
                .iter()
                .filter_map(|e| e["state"].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

/// Reads the id of a 202 answer to one message.
fn accepted_id(status: StatusCode, body: &Value) -> anyhow::Result<String> {
    anyhow::ensure!(
        status == StatusCode::ACCEPTED,
        "a valid message is accepted with 202 once it is durable: {status} {body}"
    );
    let id = body["id"]
        .as_str()
        .with_context(|| format!("an accepted message answers with its id: {body}"))?;
    anyhow::ensure!(
        id.starts_with("msg_"),
        "message ids are `msg_…`, the form callers store: {id}"
    );
    Ok(id.to_owned())
}

#[tokio::test]
async fn requests_without_the_right_key_are_refused_and_queue_nothing() -> anyhow::Result<()> {
    let served = serve().await?;
    let body = valid_template("+923001234567");
    let url = served.url("/v1/messages");
    let attempts = [
        ("no key", served.http.post(&url).json(&body)),
        (
            "wrong key",
            served
                .http
                .post(&url)
                .bearer_auth("not-the-key")
                .json(&body),
        ),
        (
            "key with a different case",
            served
                .http
                .post(&url)
                .bearer_auth(KEY.to_uppercase())
                .json(&body),
        ),
        (
            "key without the Bearer scheme",
            served
                .http
                .post(&url)
                .header("authorization", KEY)
                .json(&body),
        ),
        (
            "key only in the query string",
            served
                .http
                .post(format!("{url}?key={KEY}&api_key={KEY}&access_token={KEY}"))
                .json(&body),
        ),
        (
            "reading a message without a key",
            served.http.get(served.url("/v1/messages/msg_anything")),
        ),
        (
            "stats without a key",
            served.http.get(served.url("/v1/stats")),
        ),
        (
            "an unknown path without a key",
            served.http.get(served.url("/v1/no-such-thing")),
        ),
    ];
    for (case, request) in attempts {
        let (status, answer) = answer(request.send().await?).await?;
        assert_eq!(
            status,
            StatusCode::UNAUTHORIZED,
            "{case}: only the bearer key opens the API: {answer}"
        );
        assert_eq!(
            answer["error"]["code"], "unauthorized",
            "{case}: a refused key has the typed code callers branch on: {answer}"
        );
        assert!(
            answer["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("Authorization: Bearer")),
            "{case}: the refusal says how to send the key: {answer}"
        );
    }
    assert_eq!(
        served.messages_in_ledger().await?,
        0,
        "a request without the right key must queue nothing"
    );
    assert!(
        served.rig.sim.records().is_empty(),
        "a request without the right key must send nothing"
    );
    served.finish().await
}

#[tokio::test]
async fn a_template_message_is_accepted_then_sent_with_its_history() -> anyhow::Result<()> {
    let served = serve().await?;
    for (case, body) in [
        (
            "template without parameters",
            valid_template("+92 300 1234567"),
        ),
        (
            "template with body and button parameters",
            login_code("+923001234568", "482913"),
        ),
    ] {
        let (status, answer) = served.post(&body).await?;
        let id = accepted_id(status, &answer)?;
        assert_eq!(
            answer.as_object().map(|o| o.len()),
            Some(1),
            "{case}: a fresh message answers only its id (no duplicate flag): {answer}"
        );
        let (status, view) = served.get(&format!("/v1/messages/{id}")).await?;
        assert_eq!(
            status,
            StatusCode::OK,
            "{case}: a message is readable as soon as it is accepted: {view}"
        );
        assert_eq!(
            view["id"],
            id.as_str(),
            "{case}: the view is of that message"
        );
        let view = served.wait_for(&id, SEND_LIMIT, is_sent_or_further).await?;
        assert!(
            view["wamid"]
                .as_str()
                .is_some_and(|w| w.starts_with("wamid.")),
            "{case}: a sent message carries Meta's message id: {view}"
        );
        assert!(
            view["to"]
                .as_str()
                .is_some_and(|t| t.starts_with("+92300123456")),
            "{case}: the recipient is stored in E.164: {view}"
        );
        let states = event_states(&view);
        for expected in ["queued", "sending", "sent"] {
            assert!(
                states.iter().any(|s| s == expected),
                "{case}: the history shows every step the message took, {expected} missing: {states:?}"
            );
        }
        assert_eq!(
            states.first().map(String::as_str),
            Some("queued"),
            "{case}: history is in order, starting where the message started: {states:?}"
        );
    }
    served.finish().await
}

#[tokio::test]
async fn a_text_message_inside_the_customers_window_is_sent() -> anyhow::Result<()> {
    let served = serve().await?;
    let to = "+923001234569";
    // Free-form text needs the customer's open 24 h window.
    served.rig.sim.inject_inbound(to, "hello", "Ayesha")?;
    let body = json!({"to": to, "lane": "express", "text": {"body": "Your order has shipped."}});
    let (status, answer) = served.post(&body).await?;
    let id = accepted_id(status, &answer)?;
    let view = served.wait_for(&id, SEND_LIMIT, is_sent_or_further).await?;
    assert!(
        view["wamid"].as_str().is_some_and(|w| !w.is_empty()),
        "a sent text carries Meta's message id: {view}"
    );
    assert!(
        event_states(&view).iter().any(|s| s == "sent"),
        "the history shows the send: {view}"
    );
    served.finish().await
}

#[tokio::test]
async fn the_same_idempotency_key_is_one_message_however_often_it_is_posted() -> anyhow::Result<()>
{
    let served = serve().await?;
    let mut body = valid_template("+923001234570");
    body["idempotency_key"] = json!("otp-2024-000017");
    let (status, first) = served.post(&body).await?;
    let id = accepted_id(status, &first)?;

    let (status, second) = served.post(&body).await?;
    assert_eq!(
        status,
        StatusCode::OK,
        "a repeated idempotency key answers 200, not 202: nothing new was queued: {second}"
    );
    assert_eq!(
        second,
        json!({"id": id, "duplicate": true}),
        "a repeated idempotency key returns the first message's id, flagged as a duplicate"
    );

    let view = served.wait_for(&id, SEND_LIMIT, is_sent_or_further).await?;
    assert_eq!(
        view["idempotency_key"], "otp-2024-000017",
        "the caller's key is kept with the message"
    );
    // Posted again after the send: still the same message, still nothing new.
    let (status, third) = served.post(&body).await?;
    assert_eq!(
        (status, third),
        (StatusCode::OK, json!({"id": id, "duplicate": true})),
        "a key stays bound to its message after the message was sent"
    );

    served.rig.wait_settled(SEND_LIMIT).await;
    assert_eq!(
        served.messages_in_ledger().await?,
        1,
        "one idempotency key is one row in the ledger"
    );
    let records = served.rig.sim.records();
    assert_eq!(
        records
            .iter()
            .filter(|r| r.callback_data.as_deref() == Some(id.as_str()))
            .count(),
        1,
        "Meta accepted the message exactly once: {records:?}"
    );
    assert_eq!(
        records.len(),
        1,
        "nothing else was sent for the repeated key: {records:?}"
    );
    served.finish().await
}

#[tokio::test]
async fn the_same_idempotency_key_posted_at_once_is_still_one_message() -> anyhow::Result<()> {
    let served = serve().await?;
    let mut body = valid_template("+923001234571");
    body["idempotency_key"] = json!("alert-race");
    let (a, b) = tokio::join!(served.post(&body), served.post(&body));
    let mut answers = [a?, b?];
    answers.sort_by_key(|(status, _)| status.as_u16());
    let [(first_status, first), (second_status, second)] = answers;
    assert_eq!(
        (first_status, second_status),
        (StatusCode::OK, StatusCode::ACCEPTED),
        "of two simultaneous posts with one key, exactly one queues a message: {first} {second}"
    );
    assert_eq!(
        first["id"], second["id"],
        "both answers name the one message"
    );
    served.rig.wait_settled(SEND_LIMIT).await;
    assert_eq!(
        served.rig.sim.records().len(),
        1,
        "two simultaneous posts with one key send one message"
    );
    served.finish().await
}

/// A request body: JSON, or bytes that are not.
enum Body {
    Json(Value),
    Raw(&'static str),
}

#[tokio::test]
async fn malformed_messages_are_refused_naming_the_wrong_field() -> anyhow::Result<()> {
    let served = serve().await?;
    let to = "+923001234572";
    let with = |field: &str, value: Value| {
        let mut body = valid_template(to);
        body[field] = value;
        Body::Json(body)
    };
    let without = |field: &str| {
        let mut body = valid_template(to);
        if let Some(object) = body.as_object_mut() {
            object.remove(field);
        }
        Body::Json(body)
    };
    let text = |value: Value| {
        let mut body = valid_template(to);
        if let Some(object) = body.as_object_mut() {
            object.remove("template");
            object.insert("text".into(), value);
        }
        Body::Json(body)
    };
    let cases: Vec<(&str, Body, Option<&str>)> = vec![
        ("missing to", without("to"), Some("to")),
        (
            "to without a country code",
            with("to", json!("03001234567")),
            Some("to"),
        ),
        (
            "to too short to be a number",
            with("to", json!("+92 300")),
            Some("to"),
        ),
        (
            "to too long to be a number",
            with("to", json!("+1 555 0000 0000 0000")),
            Some("to"),
        ),
        (
            "to as a number",
            with("to", json!(923_001_234_567_u64)),
            Some("to"),
        ),
        ("missing lane", without("lane"), Some("lane")),
        ("unknown lane", with("lane", json!("urgent")), Some("lane")),
        (
            "lane with another case",
            with("lane", json!("Express")),
            Some("lane"),
        ),
        (
            "both template and text",
            with("text", json!({"body": "hi"})),
            Some("template"),
        ),
        (
            "neither template nor text",
            without("template"),
            Some("template"),
        ),
        (
            "template without a name",
            with("template", json!({"language": {"code": "en_US"}})),
            Some("template.name"),
        ),
        (
            "template with a blank name",
            with(
                "template",
                json!({"name": " ", "language": {"code": "en_US"}}),
            ),
            Some("template.name"),
        ),
        (
            "template without a language",
            with("template", json!({"name": "hello_world"})),
            Some("template.language.code"),
        ),
        (
            "template without language.code",
            with("template", json!({"name": "hello_world", "language": {}})),
            Some("template.language.code"),
        ),
        (
            "template as text",
            with("template", json!("hello_world")),
            Some("template"),
        ),
        (
            "empty text.body",
            text(json!({"body": ""})),
            Some("text.body"),
        ),
        (
            "blank text.body",
            text(json!({"body": " \n "})),
            Some("text.body"),
        ),
        ("text without a body", text(json!({})), Some("text.body")),
        (
            "text.body over 4,096 characters",
            text(json!({"body": "é".repeat(4097)})),
            Some("text.body"),
        ),
        (
            "unknown field (camelCase idempotency key)",
            with("idempotencyKey", json!("k-1")),
            Some("idempotencyKey"),
        ),
        (
            "idempotency_key over 200 characters",
            with("idempotency_key", json!("k".repeat(201))),
            Some("idempotency_key"),
        ),
        (
            "empty idempotency_key",
            with("idempotency_key", json!("")),
            Some("idempotency_key"),
        ),
        (
            "idempotency_key as a number",
            with("idempotency_key", json!(17)),
            Some("idempotency_key"),
        ),
        // The whole body is wrong here: the field named is the body itself.
        (
            "not JSON",
            Body::Raw("to=+923001234572&lane=express"),
            Some("body"),
        ),
        (
            "truncated JSON",
            Body::Raw("{\"to\": \"+9230"),
            Some("body"),
        ),
        ("empty body", Body::Raw(""), Some("body")),
        (
            "a JSON array",
            Body::Json(json!([valid_template(to)])),
            Some("body"),
        ),
        ("a JSON string", Body::Json(json!("hello")), Some("body")),
    ];
    for (case, body, field) in cases {
        let (status, answer) = match &body {
            Body::Json(value) => served.post(value).await?,
            Body::Raw(raw) => served.post_raw(raw).await?,
        };
        assert_eq!(
            status,
            StatusCode::BAD_REQUEST,
            "{case}: a malformed message is refused with 400: {answer}"
        );
        assert_eq!(
            answer["error"]["code"], "invalid_request",
            "{case}: a malformed message has the typed code callers branch on: {answer}"
        );
        assert_eq!(
            answer["error"]["field"].as_str(),
            field,
            "{case}: the answer names the field the caller has to fix: {answer}"
        );
        assert!(
            answer["error"]["message"]
                .as_str()
                .is_some_and(|m| !m.trim().is_empty()),
            "{case}: the answer says in words what is wrong: {answer}"
        );
    }
    assert_eq!(
        served.messages_in_ledger().await?,
        0,
        "a refused request must queue nothing"
    );
    assert!(
        served.rig.sim.records().is_empty(),
        "a refused request must send nothing"
    );
    served.finish().await
}

#[tokio::test]
async fn the_length_limits_themselves_are_allowed() -> anyhow::Result<()> {
    let served = serve().await?;
    // Characters, not bytes: 4,096 two-byte characters are within WhatsApp's limit.
    let longest_text = json!({
        "to": "+923001234573",
        "lane": "bulk",
        "text": {"body": "é".repeat(4096)},
    });
    let (status, answer) = served.post(&longest_text).await?;
    accepted_id(status, &answer).context("a text of exactly 4,096 characters is accepted")?;

    let mut longest_key = valid_template("+923001234574");
    longest_key["idempotency_key"] = json!("k".repeat(200));
    let (status, answer) = served.post(&longest_key).await?;
    accepted_id(status, &answer)
        .context("an idempotency key of exactly 200 characters is accepted")?;

    let mut null_key = valid_template("+923001234575");
    null_key["idempotency_key"] = Value::Null;
    let (status, answer) = served.post(&null_key).await?;
    accepted_id(status, &answer).context("a null idempotency key means none")?;
    served.finish().await
}

#[tokio::test]
async fn a_batch_is_queued_whole_with_one_id_per_message() -> anyhow::Result<()> {
    let served = serve().await?;
    let mut items = vec![
        valid_template("+923001234576"),
        login_code("+923001234577", "193847"),
        valid_template("+923001234578"),
    ];
    items[1]["lane"] = json!("bulk");
    let (status, answer) = served.post(&json!({ "messages": items })).await?;
    assert_eq!(
        status,
        StatusCode::ACCEPTED,
        "a valid batch is accepted with 202 once every message is durable: {answer}"
    );
    let batch = answer["batch"]
        .as_str()
        .with_context(|| format!("a batch answers with its id, to resume it by: {answer}"))?
        .to_owned();
    assert!(
        batch.starts_with("batch_"),
        "batch ids are `batch_…`: {batch}"
    );
    let ids: Vec<String> = answer["messages"]
        .as_array()
        .map(|messages| {
            messages
                .iter()
                .filter_map(|m| m["id"].as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(
        ids.len(),
        3,
        "a batch answers one id per message, in order: {answer}"
    );
    assert!(
        answer["messages"]
            .as_array()
            .is_some_and(|m| m.iter().all(|m| m["duplicate"] == json!(false))),
        "messages without an idempotency key are never duplicates: {answer}"
    );
    let unique: std::collections::HashSet<&String> = ids.iter().collect();
    assert_eq!(
        unique.len(),
        3,
        "each message of a batch has its own id: {ids:?}"
    );
    for (i, id) in ids.iter().enumerate() {
        let view = served.wait_for(id, SEND_LIMIT, is_sent_or_further).await?;
        assert_eq!(
            view["batch"],
            batch.as_str(),
            "message {i} belongs to its batch (it pauses and resumes with it): {view}"
        );
        assert_eq!(
            view["to"],
            format!("+9230012345{}", 76 + i),
            "message {i} of the answer is message {i} of the request: {view}"
        );
    }
    served.finish().await
}

#[tokio::test]
async fn a_batch_with_one_bad_message_queues_nothing() -> anyhow::Result<()> {
    let served = serve().await?;
    let mut items: Vec<Value> = (0..5)
        .map(|i| valid_template(&format!("+92300123458{i}")))
        .collect();
    items[2]["to"] = json!("03001234567");
    let (status, answer) = served.post(&json!({ "messages": items })).await?;
    assert_eq!(
        status,
        StatusCode::BAD_REQUEST,
        "a batch with a bad message is refused: {answer}"
    );
    assert_eq!(
        answer["error"]["field"], "messages[2].to",
        "the answer names the message and its field, so the caller can fix that one: {answer}"
    );
    for (case, body, field) in [
        ("an empty batch", json!({"messages": []}), "messages"),
        (
            "messages that are not a list",
            json!({"messages": {}}),
            "messages",
        ),
        (
            "a field next to messages",
            json!({"messages": [valid_template("+923001234585")], "lane": "bulk"}),
            "lane",
        ),
        (
            "a message that is not an object",
            json!({"messages": [7]}),
            "messages[0]",
        ),
    ] {
        let (status, answer) = served.post(&body).await?;
        assert_eq!(
            (status, answer["error"]["field"].as_str()),
            (StatusCode::BAD_REQUEST, Some(field)),
            "{case}: refused, naming the field: {answer}"
        );
    }
    assert_eq!(
        served.messages_in_ledger().await?,
        0,
        "a batch is queued whole or not at all: none of its good messages may be queued"
    );
    assert!(
        served.rig.sim.records().is_empty(),
        "nothing of a refused batch is sent"
    );
    served.finish().await
}

#[tokio::test]
async fn lanes_are_stored_as_given() -> anyhow::Result<()> {
    let served = serve().await?;
    for lane in ["express", "bulk"] {
        let mut body = valid_template("+923001234590");
        body["lane"] = json!(lane);
        let (status, answer) = served.post(&body).await?;
        let id = accepted_id(status, &answer)?;
        let (_, view) = served.get(&format!("/v1/messages/{id}")).await?;
        assert_eq!(
            view["lane"], lane,
            "a message keeps the lane it was posted with (express goes first): {view}"
        );
    }
    served.finish().await
}

#[tokio::test]
async fn unknown_ids_and_paths_are_404_in_json() -> anyhow::Result<()> {
    let served = serve().await?;
    for (case, path, code) in [
        ("unknown message id", "/v1/messages/unknown", "not_found"),
        (
            "well-formed but unknown id",
            "/v1/messages/msg_00000000000000000000000000",
            "not_found",
        ),
        ("unknown path", "/v1/no-such-endpoint", "not_found"),
        ("unversioned path", "/messages", "not_found"),
    ] {
        let (status, answer) = served.get(path).await?;
        assert_eq!(
            status,
            StatusCode::NOT_FOUND,
            "{case}: what does not exist is 404: {answer}"
        );
        assert_eq!(
            answer["error"]["code"], code,
            "{case}: a 404 carries the typed code in the usual error shape: {answer}"
        );
    }
    served.finish().await
}

#[tokio::test]
async fn stats_show_queues_flight_circuit_rate_and_states() -> anyhow::Result<()> {
    let served = serve().await?;
    let (status, answer) = served.post(&valid_template("+923001234591")).await?;
    let id = accepted_id(status, &answer)?;
    served.wait_for(&id, SEND_LIMIT, is_sent_or_further).await?;

    let (status, stats) = served.get("/v1/stats").await?;
    assert_eq!(
        status,
        StatusCode::OK,
        "stats are readable with the key: {stats}"
    );
    for key in ["queued_express", "queued_bulk", "in_flight"] {
        assert!(
            stats[key].is_u64(),
            "stats carry {key} as a count, for dashboards and alerts: {stats}"
        );
    }
    assert_eq!(
        stats["circuit"]["state"], "closed",
        "after a successful send the circuit is shown closed: {stats}"
    );
    assert_eq!(
        stats["rate_limit"].as_f64(),
        served.rig.engine.config().mps,
        "stats show the rate limit the engine runs with: {stats}"
    );
    let by_state = stats["messages_by_state"]
        .as_object()
        .with_context(|| format!("stats carry messages_by_state as an object: {stats}"))?;
    let total: u64 = by_state.values().filter_map(Value::as_u64).sum();
    assert_eq!(
        total, 1,
        "messages_by_state counts every message in the ledger: {stats}"
    );
    assert!(
        ["sent", "delivered", "read"]
            .iter()
            .any(|s| by_state.get(*s).and_then(Value::as_u64) == Some(1)),
        "the sent message is counted in its state: {stats}"
    );
    assert!(
        stats["webhooks"]["waiting"].is_u64()
            && (stats["webhooks"]["last_received_at"].is_null()
                || stats["webhooks"]["last_received_at"].is_i64()),
        "stats say how Meta's webhooks stand, for a desk's Home: {stats}"
    );
    served.finish().await
}
