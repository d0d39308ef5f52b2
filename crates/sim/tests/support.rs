//! Shared by the simulator's integration tests: a running simulator with an HTTP client, and
//! a webhook receiver that records what Meta (the simulator) posts.
#![allow(dead_code, clippy::unwrap_used)] // test support: a poisoned lock or bad fixture should fail the test loudly

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::get;
use pacer_sim::{SimConfig, SimHandle};
use serde_json::{Value, json};

pub const VERSION: &str = "v25.0";

/// A simulator and a client that talks to it.
#[derive(Debug)]
pub struct Sim {
    pub handle: SimHandle,
    pub client: reqwest::Client,
}

pub async fn start(config: SimConfig) -> Sim {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind loopback");
    let handle = pacer_sim::start(listener, config)
        .await
        .expect("the simulator starts");
    Sim {
        handle,
        client: reqwest::Client::new(),
    }
}

/// A configuration with fast, fully deterministic webhooks (every rate zero, read rate one).
pub fn quiet_config() -> SimConfig {
    let mut config = SimConfig::default();
    config.webhooks.duplicate_rate = 0.0;
    config.webhooks.reorder_rate = 0.0;
    config.webhooks.skip_delivered_rate = 0.0;
    config.webhooks.read_rate = 1.0;
    config.webhooks.sent_after = (Duration::from_millis(1), Duration::from_millis(5));
    config.webhooks.delivered_after = (Duration::from_millis(1), Duration::from_millis(5));
    config.webhooks.read_after = (Duration::from_millis(1), Duration::from_millis(5));
    config.webhooks.batch_window = Duration::from_millis(5);
    config
}

impl Sim {
    pub fn url(&self, path: &str) -> String {
        format!("{}/{VERSION}/{path}", self.handle.base_url())
    }

    pub fn messages_url(&self) -> String {
        self.url(&format!(
            "{}/messages",
            self.handle.config().phone_number_id
        ))
    }

    pub fn token(&self) -> String {
        format!("Bearer {}", self.handle.config().access_token)
    }

    /// POSTs a send request; returns the status and the JSON answer.
    pub async fn send(&self, body: &Value) -> (u16, Value) {
        self.send_raw(body.to_string().into_bytes()).await
    }

    pub async fn send_raw(&self, body: Vec<u8>) -> (u16, Value) {
        let response = self
            .client
            .post(self.messages_url())
            .header("authorization", self.token())
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .expect("the simulator answers");
        let status = response.status().as_u16();
        let text = response.text().await.expect("a body");
        (
            status,
            serde_json::from_str(&text).unwrap_or(Value::String(text)),
        )
    }

    pub async fn get(&self, path_and_query: &str) -> (u16, Value) {
        let response = self
            .client
            .get(self.url(path_and_query))
            .header("authorization", self.token())
            .send()
            .await
            .expect("the simulator answers");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// Sends and expects acceptance; returns the wamid.
    pub async fn accepted(&self, body: &Value) -> String {
        let (status, answer) = self.send(body).await;
        assert_eq!(status, 200, "expected Meta to accept {body}, got {answer}");
        answer["messages"][0]["id"]
            .as_str()
            .expect("a wamid")
            .to_owned()
    }

    /// Sends and expects a refusal; returns (HTTP status, Meta code, details).
    pub async fn refused(&self, body: &Value) -> (u16, i64, String) {
        let (status, answer) = self.send(body).await;
        assert_ne!(status, 200, "expected Meta to refuse {body}, got {answer}");
        let error = &answer["error"];
        assert!(
            error["message"].is_string()
                && error["type"].is_string()
                && error["fbtrace_id"].is_string(),
            "every refusal has Meta's error shape (message, type, code, fbtrace_id): {answer}"
        );
        (
            status,
            error["code"].as_i64().expect("a numeric code"),
            error["error_data"]["details"]
                .as_str()
                .unwrap_or_default()
                .to_owned(),
        )
    }

    /// Waits until the simulator's record of `wamid` satisfies `done`.
    pub async fn wait_record(
        &self,
        wamid: &str,
        done: impl Fn(&pacer_sim::MessageRecord) -> bool,
    ) -> pacer_sim::MessageRecord {
        for _ in 0..2_000 {
            if let Some(record) = self.handle.records().into_iter().find(|r| r.wamid == wamid)
                && done(&record)
            {
                return record;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!(
            "the record of {wamid} never reached the expected state: {:?}",
            self.handle.records()
        );
    }
}

pub fn text(to: &str, body: &str) -> Value {
    json!({"messaging_product": "whatsapp", "to": to, "type": "text", "text": {"body": body}})
}

pub fn template(to: &str, name: &str, language: &str, components: Value) -> Value {
    json!({"messaging_product": "whatsapp", "to": to, "type": "template",
           "template": {"name": name, "language": {"code": language}, "components": components}})
}

pub fn body_params(values: &[&str]) -> Value {
    json!([{"type": "body", "parameters": values.iter().map(|v| json!({"type": "text", "text": v})).collect::<Vec<_>>()}])
}

/// One webhook POST as received.
#[derive(Debug, Clone)]
pub struct Post {
    pub accepted: bool,
    pub body: Bytes,
    pub signature: Option<String>,
    pub json: Value,
}

#[derive(Debug, Clone)]
struct ReceiverState {
    posts: Arc<Mutex<Vec<Post>>>,
    failures_left: Arc<AtomicU32>,
    verify_token: Arc<Mutex<String>>,
}

/// A webhook receiver on loopback.
#[derive(Debug)]
pub struct Receiver {
    pub url: String,
    state: ReceiverState,
}

impl Receiver {
    /// Answers 200 to every POST, except the first `fail_first`, which get 500.
    pub async fn start(fail_first: u32) -> Receiver {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind loopback");
        let url = format!(
            "http://{}/webhook",
            listener.local_addr().expect("an address")
        );
        let state = ReceiverState {
            posts: Arc::default(),
            failures_left: Arc::new(AtomicU32::new(fail_first)),
            verify_token: Arc::new(Mutex::new("verify-me".into())),
        };
        let app = axum::Router::new()
            .route("/webhook", get(verify).post(receive))
            .with_state(state.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.expect("receiver serves") });
        Receiver { url, state }
    }

    /// POSTs answered with 200.
    pub fn posts(&self) -> Vec<Post> {
        self.state
            .posts
            .lock()
            .unwrap()
            .iter()
            .filter(|p| p.accepted)
            .cloned()
            .collect()
    }

    /// Every POST, refused ones included.
    pub fn all_posts(&self) -> Vec<Post> {
        self.state.posts.lock().unwrap().clone()
    }

    /// Every status object received, across all POSTs, in arrival order.
    pub fn statuses(&self) -> Vec<Value> {
        self.posts()
            .iter()
            .flat_map(|p| changes(&p.json, "messages"))
            .flat_map(|v| v["statuses"].as_array().cloned().unwrap_or_default())
            .collect()
    }

    /// Waits until `done` holds for the posts received so far.
    pub async fn wait_for(&self, what: &str, done: impl Fn(&[Post]) -> bool) -> Vec<Post> {
        for _ in 0..2_000 {
            let posts = self.posts();
            if done(&posts) {
                return posts;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        panic!(
            "waited in vain for {what}; received: {:#?}",
            self.posts().iter().map(|p| &p.json).collect::<Vec<_>>()
        );
    }
}

/// The `value` of every change with `field` in a webhook body.
pub fn changes(body: &Value, field: &str) -> Vec<Value> {
    body["entry"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|e| e["changes"].as_array().cloned().unwrap_or_default())
        .filter(|c| c["field"] == field)
        .map(|c| c["value"].clone())
        .collect()
}

async fn receive(
    State(state): State<ReceiverState>,
    headers: HeaderMap,
    body: Bytes,
) -> StatusCode {
    let failing = state
        .failures_left
        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
        .is_ok();
    let json = serde_json::from_slice(&body).unwrap_or(Value::Null);
    let signature = headers
        .get("x-hub-signature-256")
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned);
    state.posts.lock().unwrap().push(Post {
        accepted: !failing,
        body,
        signature,
        json,
    });
    if failing {
        StatusCode::INTERNAL_SERVER_ERROR
    } else {
        StatusCode::OK
    }
}

async fn verify(
    State(state): State<ReceiverState>,
    Query(q): Query<std::collections::HashMap<String, String>>,
) -> (StatusCode, String) {
    let expected = state.verify_token.lock().unwrap().clone();
    if q.get("hub.mode").map(String::as_str) == Some("subscribe")
        && q.get("hub.verify_token") == Some(&expected)
    {
        (
            StatusCode::OK,
            q.get("hub.challenge").cloned().unwrap_or_default(),
        )
    } else {
        (StatusCode::FORBIDDEN, "wrong verify token".into())
    }
}
