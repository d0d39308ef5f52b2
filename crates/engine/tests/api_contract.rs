//! The local API against its contract: the OpenAPI document in the repository
//! (`openapi/local-api.yaml`) and the promises about the key and the address.
//!
//! What is protected here: the document the API serves is the reviewed file, and it names
//! every route of the router and no other; nothing is let in without the key sent as
//! `Authorization: Bearer`, however else it is offered, and the key is never echoed; the API
//! never listens beyond this machine; every answer is JSON in the documented error shape, axum's
//! own refusals included; and the faults the contract run (`scripts/contract.sh`) found stay
//! fixed: office requests refuse a body that is not a JSON object (serde would read `[true]` as
//! `{"skip_problems": true}` and launch a campaign) and fields the document does not name (a
//! misspelt `"shedule"` was dropped, and the campaign would never have launched by itself), and
//! previewing a number that is not among a campaign's customers says so instead of naming a
//! campaign that does not exist.

mod support;

use std::collections::BTreeSet;
use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use anyhow::Context as _;
use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::api;
use pacer_engine::config::EngineConfig;
use pacer_engine::node::{Node, NodeConfig, NodeError};
use pacer_engine::webhook_receiver::WebhookSecrets;
use reqwest::StatusCode;
use reqwest::header::HeaderMap;
use serde_json::{Value, json};
use support::{Rig, sim_config};
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

const KEY: &str = "contract-key-9d41e07b";

/// The document as the repository keeps it.
fn document() -> anyhow::Result<String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../openapi/local-api.yaml");
    std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))
}

/// Every operation (`GET`, `/v1/messages/{id}`) of the document's `paths`, read by its layout:
/// paths indented by two spaces, their methods by four.
fn documented_operations(document: &str) -> anyhow::Result<BTreeSet<(String, String)>> {
    const METHODS: [&str; 7] = ["get", "post", "put", "patch", "delete", "head", "options"];
    let mut operations = BTreeSet::new();
    let mut in_paths = false;
    let mut path: Option<String> = None;
    for line in document.lines() {
        if !line.starts_with(' ') && !line.trim().is_empty() {
            in_paths = line.trim_end() == "paths:";
            path = None;
        } else if !in_paths {
            continue;
        } else if let Some(rest) = line.strip_prefix("  /") {
            path = Some(format!("/{}", rest.trim_end().trim_end_matches(':')));
        } else if let Some(key) = line.strip_prefix("    ").filter(|k| !k.starts_with(' ')) {
            let key = key.trim_end().trim_end_matches(':');
            if METHODS.contains(&key) {
                let path = path
                    .clone()
                    .with_context(|| format!("the method {key} stands outside a path"))?;
                operations.insert((key.to_uppercase(), path));
            }
        }
    }
    Ok(operations)
}

/// Every route of the router as its source declares it: each `.route("PATH", get(…).post(…))`
/// in `api.rs` and `api/work.rs`, the two files that build it.
fn routed_operations() -> anyhow::Result<BTreeSet<(String, String)>> {
    let mut operations = BTreeSet::new();
    // api.rs and every file of api/: a new group of routes gets its own file there.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = vec![root.join("src/host/api.rs")];
    for entry in std::fs::read_dir(root.join("src/host/api"))? {
        let path = entry?.path();
        if path.extension().is_some_and(|e| e == "rs") {
            files.push(path);
        }
    }
    files.sort();
    for path in &files {
        let file = path.display();
        let source = std::fs::read_to_string(path)?;
        for call in source.split(".route(").skip(1) {
            let mut depth = 1;
            let end = call
                .char_indices()
                .find(|&(_, c)| {
                    match c {
                        '(' => depth += 1,
                        ')' => depth -= 1,
                        _ => {}
                    }
                    depth == 0
                })
                .map(|(i, _)| i)
                .with_context(|| format!("an unclosed .route( in {file}"))?;
            let arguments = &call[..end];
            let route = arguments
                .split('"')
                .nth(1)
                .with_context(|| format!("a .route( without a path in {file}: {arguments}"))?;
            for method in ["get", "post", "put", "patch", "delete"] {
                // `get(handler)` or `.get(handler)`, never the end of a name (`get_message(`).
                let calls = arguments
                    .match_indices(&format!("{method}("))
                    .any(|(i, _)| {
                        !arguments[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_')
                    });
                if calls {
                    operations.insert((method.to_uppercase(), route.to_owned()));
                }
            }
        }
    }
    Ok(operations)
}

/// The local API served on a loopback port in front of an engine sending to the simulator.
struct Served {
    rig: Rig,
    base: String,
    http: reqwest::Client,
    stop: CancellationToken,
    server: JoinHandle<std::io::Result<()>>,
}

/// An answer: status, headers and body text.
struct Answer {
    status: StatusCode,
    headers: HeaderMap,
    text: String,
}

impl Answer {
    fn json(&self) -> anyhow::Result<Value> {
        serde_json::from_str(&self.text).with_context(|| {
            format!(
                "every refusal of the local API is JSON; got {} {:?}",
                self.status, self.text
            )
        })
    }

    /// The `{"error": {…}}` of a refusal, checked against the documented shape.
    fn error(&self) -> anyhow::Result<Value> {
        let body = self.json()?;
        let content_type = self
            .headers
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default();
        anyhow::ensure!(
            content_type.starts_with("application/json"),
            "a refusal says it is JSON (content-type): {content_type:?} {body}"
        );
        let error = body["error"].clone();
        anyhow::ensure!(
            error["code"].is_string()
                && error["message"]
                    .as_str()
                    .is_some_and(|m| !m.trim().is_empty()),
            "a refusal is {{\"error\": {{\"code\", \"message\"}}}} with words in the message: {body}"
        );
        Ok(error)
    }
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
    /// A request with the key; `body` is sent as JSON bytes when given.
    async fn call(&self, method: &str, path: &str, body: Option<&str>) -> anyhow::Result<Answer> {
        let mut request = self
            .http
            .request(method.parse()?, format!("{}{path}", self.base))
            .bearer_auth(KEY);
        if let Some(body) = body {
            request = request
                .header("content-type", "application/json")
                .body(body.to_owned());
        }
        answer(request.send().await?).await
    }

    async fn finish(self) -> anyhow::Result<()> {
        self.stop.cancel();
        self.server.await??;
        let (sim, _dir) = self.rig.stop().await;
        sim.shutdown().await?;
        Ok(())
    }
}

async fn answer(response: reqwest::Response) -> anyhow::Result<Answer> {
    Ok(Answer {
        status: response.status(),
        headers: response.headers().clone(),
        text: response.text().await?,
    })
}

/// Syncs the templates, imports the customer list fixture into "December" and creates a
/// draft campaign of `hello_world` to it; returns its id.
async fn draft_campaign(served: &Served) -> anyhow::Result<String> {
    pacer_engine::templates::sync_into(&served.rig.engine).await?;
    // Named files are read only in a folder the person allowed: the data folder's imports/.
    let imports = pacer_engine::readable::imports_folder(&served.rig.dir.path().join("pacer.db"));
    std::fs::create_dir_all(&imports)?;
    let list = imports.join("pk_billing.csv");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/lists/pk_billing.csv"),
        &list,
    )?;
    let import = json!({"path": list, "list": "December", "country": "PK"}).to_string();
    let imported = served.call("POST", "/v1/imports", Some(&import)).await?;
    anyhow::ensure!(
        imported.status == StatusCode::OK,
        "the fixture list imports: {} {}",
        imported.status,
        imported.text
    );
    let spec = json!({
        "name": "December invoices",
        "template_name": "hello_world",
        "template_language": "en_US",
        "audience": {"lists": ["December"]},
        "mapping": {},
    });
    let created = served
        .call("POST", "/v1/campaigns", Some(&spec.to_string()))
        .await?;
    anyhow::ensure!(
        created.status == StatusCode::CREATED,
        "a valid campaign is created: {} {}",
        created.status,
        created.text
    );
    Ok(created.json()?["id"]
        .as_str()
        .context("a created campaign answers its id")?
        .to_owned())
}

#[tokio::test]
async fn the_document_names_every_route_of_the_router_and_no_other() -> anyhow::Result<()> {
    let documented = documented_operations(&document()?)?;
    let routed = routed_operations()?;
    anyhow::ensure!(
        routed.len() >= 20,
        "the router's source was read (every .route( in api.rs and api/): {routed:?}"
    );
    let undocumented: Vec<_> = routed.difference(&documented).collect();
    let absent: Vec<_> = documented.difference(&routed).collect();
    assert!(
        undocumented.is_empty(),
        "every route must be in openapi/local-api.yaml (paths at two spaces, methods at four); missing: {undocumented:?}"
    );
    assert!(
        absent.is_empty(),
        "the document must describe only routes the API has; not routed: {absent:?}"
    );
    Ok(())
}

#[tokio::test]
async fn every_documented_operation_reaches_a_handler() -> anyhow::Result<()> {
    let served = serve().await?;
    for (method, path) in documented_operations(&document()?)? {
        // Any id: the operation must answer for itself (404 "no such message" at most), never
        // the router's "no such endpoint" or "method not allowed".
        let concrete = path.replace("{id}", "1");
        if path == "/v1/events" {
            // A stream that stays open: its head says it is one; the rest is never read here.
            let head = served
                .http
                .get(format!("{}{concrete}", served.base))
                .bearer_auth(KEY)
                .send()
                .await?;
            assert_eq!(
                head.status(),
                StatusCode::OK,
                "GET /v1/events opens a stream"
            );
            assert_eq!(
                head.headers()
                    .get("content-type")
                    .and_then(|v| v.to_str().ok()),
                Some("text/event-stream"),
                "GET /v1/events is Server-Sent Events"
            );
            drop(head);
            continue;
        }
        let body = (method == "POST").then_some("{}");
        let answer = served.call(&method, &concrete, body).await?;
        let routed_elsewhere = answer.status == StatusCode::METHOD_NOT_ALLOWED
            || (answer.status == StatusCode::NOT_FOUND && answer.text.contains("No such endpoint"));
        assert!(
            !routed_elsewhere,
            "{method} {path} is in the document, so the API must have it: {} {}",
            answer.status, answer.text
        );
        assert!(
            !answer.status.is_server_error(),
            "{method} {concrete} must not fail on the server: {} {}",
            answer.status,
            answer.text
        );
    }
    served.finish().await
}

#[tokio::test]
async fn the_served_document_is_the_repository_file() -> anyhow::Result<()> {
    let served = serve().await?;
    let file = document()?;
    assert_eq!(
        api::OPENAPI,
        file,
        "the built-in document is openapi/local-api.yaml (include_str!)"
    );
    let answer = served.call("GET", "/v1/openapi.yaml", None).await?;
    assert_eq!(
        answer.status,
        StatusCode::OK,
        "the document is served with the key"
    );
    assert_eq!(
        answer
            .headers
            .get("content-type")
            .and_then(|v| v.to_str().ok()),
        Some("application/yaml"),
        "the document says it is YAML"
    );
    assert!(
        answer.text == file,
        "GET /v1/openapi.yaml answers the repository's file byte for byte"
    );
    let without_key =
        answer_of(served.http.get(format!("{}/v1/openapi.yaml", served.base))).await?;
    assert_eq!(
        (without_key.status, without_key.error()?["code"].clone()),
        (StatusCode::UNAUTHORIZED, json!("unauthorized")),
        "the document needs the key like every other request: one rule, no exceptions"
    );
    served.finish().await
}

async fn answer_of(request: reqwest::RequestBuilder) -> anyhow::Result<Answer> {
    answer(request.send().await?).await
}

#[tokio::test]
async fn the_key_opens_the_api_only_as_a_bearer_header_and_is_never_echoed() -> anyhow::Result<()> {
    let served = serve().await?;
    let url = format!("{}/v1/messages", served.base);
    let message = json!({
        "to": "+923001234567", "lane": "express",
        "template": {"name": "hello_world", "language": {"code": "en_US"}},
    });
    let same_length_wrong = format!("{}X", &KEY[..KEY.len() - 1]);
    let basic = format!("Basic {KEY}");
    let attempts: Vec<(&str, reqwest::RequestBuilder)> = vec![
        ("no key", served.http.post(&url).json(&message)),
        (
            "the key only in the query string",
            served
                .http
                .post(format!(
                    "{url}?key={KEY}&api_key={KEY}&access_token={KEY}&token={KEY}"
                ))
                .json(&message),
        ),
        (
            "the key in a cookie",
            served
                .http
                .post(&url)
                .header("cookie", format!("key={KEY}; api_key={KEY}"))
                .json(&message),
        ),
        (
            "the key in X-API-Key",
            served
                .http
                .post(&url)
                .header("x-api-key", KEY)
                .json(&message),
        ),
        (
            "the key as Basic credentials",
            served
                .http
                .post(&url)
                .header("authorization", &basic)
                .json(&message),
        ),
        (
            "a wrong key of the same length",
            served
                .http
                .post(&url)
                .bearer_auth(&same_length_wrong)
                .json(&message),
        ),
        (
            "the key's first half",
            served
                .http
                .post(&url)
                .bearer_auth(&KEY[..KEY.len() / 2])
                .json(&message),
        ),
        (
            "the key with more after it",
            served
                .http
                .post(&url)
                .bearer_auth(format!("{KEY}0"))
                .json(&message),
        ),
        (
            "an empty bearer",
            served
                .http
                .post(&url)
                .header("authorization", "Bearer ")
                .json(&message),
        ),
    ];
    let key_probes = attempts.len();
    for (case, request) in attempts {
        let answer = answer_of(request).await?;
        assert_eq!(
            answer.status,
            StatusCode::UNAUTHORIZED,
            "{case}: only `Authorization: Bearer <key>` opens the API: {}",
            answer.text
        );
        assert_eq!(
            answer.error()?["code"],
            "unauthorized",
            "{case}: the refusal has its typed code"
        );
        let headers = format!("{:?}", answer.headers);
        for secret in [KEY, &same_length_wrong, &KEY[..KEY.len() / 2]] {
            assert!(
                !answer.text.contains(secret) && !headers.contains(secret),
                "{case}: a refusal never repeats a key, right or wrong: {headers} {}",
                answer.text
            );
        }
    }
    // Every operation of the document, not only sending, is closed without the key.
    let operations = documented_operations(&document()?)?;
    let closed = operations.len();
    for (method, path) in operations {
        let url = format!("{}{}", served.base, path.replace("{id}", "1"));
        let answer = answer_of(served.http.request(method.parse()?, url).body("{}")).await?;
        assert_eq!(
            answer.status,
            StatusCode::UNAUTHORIZED,
            "{method} {path} without the key is refused: {}",
            answer.text
        );
    }
    let counts = served.rig.engine.state_counts().await?;
    assert!(
        counts.iter().all(|(_, n)| *n == 0),
        "nothing refused for its key may be queued: {counts:?}"
    );
    assert!(
        served.rig.sim.records().is_empty(),
        "nothing refused for its key may be sent"
    );
    // Read by `make proof` (scripts/proof_table.py).
    eprintln!(
        "proof: {key_probes} wrong ways to give the key (none, wrong, part, longer, in the query, a cookie, other headers) refused, never echoed; all {closed} operations closed without it; 0 queued, 0 sent"
    );
    served.finish().await
}

#[tokio::test]
async fn an_api_without_a_key_lets_nobody_in() -> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let base = format!("http://{}", listener.local_addr()?);
    let router = api::router(Arc::clone(&rig.engine), String::new());
    let stop = CancellationToken::new();
    let shutdown = stop.clone().cancelled_owned();
    let server = tokio::spawn(async move {
        axum::serve(listener, router)
            .with_graceful_shutdown(shutdown)
            .await
    });
    let http = reqwest::Client::new();
    for (case, request) in [
        ("no header", http.get(format!("{base}/v1/stats"))),
        (
            "an empty bearer",
            http.get(format!("{base}/v1/stats"))
                .header("authorization", "Bearer "),
        ),
        (
            "a blank bearer",
            http.get(format!("{base}/v1/stats"))
                .header("authorization", "Bearer    "),
        ),
    ] {
        assert_eq!(
            request.send().await?.status(),
            StatusCode::UNAUTHORIZED,
            "{case}: an empty key matches nothing; it never opens the API"
        );
    }
    stop.cancel();
    server.await??;
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

/// A Node's settings with the local API on `api_addr`; its Graph address is never called.
fn node_config(dir: &Path, api_addr: SocketAddr) -> anyhow::Result<NodeConfig> {
    let mut graph = GraphConfig::new("unused-token");
    graph.base_url = "http://127.0.0.1:9".into();
    Ok(NodeConfig {
        config: EngineConfig::new(dir.join("pacer.db"), "106540352242922"),
        client: GraphClient::new(graph)?,
        api_key: KEY.into(),
        secrets: WebhookSecrets {
            app_secret: "secret".into(),
            verify_token: "verify".into(),
        },
        api_addr,
        webhook_addr: "127.0.0.1:0".parse()?,
        webhook_beyond_loopback: false,
        readable_folders: Vec::new(),
        tunnel: None,
        office: None,
    })
}

#[tokio::test]
async fn the_local_api_never_listens_beyond_this_machine() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    // Nothing is bound or sent to these: the refusal comes before any listener exists.
    for address in ["0.0.0.0:0", "[::]:0", "192.168.1.20:8091", "10.0.0.7:8091"] {
        let addr: SocketAddr = address.parse()?;
        match Node::start(node_config(dir.path(), addr)?).await {
            Err(NodeError::NotLoopback(refused)) => assert_eq!(refused, addr),
            Err(other) => panic!("{address}: refused for the wrong reason: {other}"),
            Ok(node) => {
                node.stop().await;
                panic!("{address}: the local API must refuse to listen beyond loopback");
            }
        }
        assert!(
            !dir.path().join("pacer.db").exists(),
            "{address}: a refused start touches nothing, not even the database"
        );
    }
    let node = Node::start(node_config(dir.path(), "127.0.0.1:0".parse()?)?).await?;
    let bound = node.api_addr();
    assert!(
        bound.ip().is_loopback(),
        "the local API listens on loopback: {bound}"
    );
    let status = reqwest::Client::new()
        .get(format!("http://{bound}/v1/stats"))
        .bearer_auth(KEY)
        .send()
        .await?
        .status();
    assert_eq!(status, StatusCode::OK, "and answers there with the key");
    node.stop().await;
    eprintln!(
        "proof: 4 addresses beyond this machine (0.0.0.0, ::, two LAN) refused before anything opened"
    );
    Ok(())
}

#[tokio::test]
async fn axum_s_own_refusals_are_json_in_the_documented_shape() -> anyhow::Result<()> {
    let served = serve().await?;
    // A method the path does not take: 405, with Allow kept.
    let answer = served.call("DELETE", "/v1/stats", None).await?;
    assert_eq!(
        answer.status,
        StatusCode::METHOD_NOT_ALLOWED,
        "{}",
        answer.text
    );
    assert_eq!(answer.error()?["code"], "method_not_allowed");
    assert!(
        answer
            .headers
            .get("allow")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|allow| allow.contains("GET")),
        "a 405 still says which methods the path takes: {:?}",
        answer.headers
    );
    // An id that is not text.
    let answer = served.call("GET", "/v1/messages/%FF%FE", None).await?;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.text);
    assert_eq!(answer.error()?["code"], "invalid_request");
    // An import id that is not a number names no import.
    let answer = served.call("GET", "/v1/imports/abc", None).await?;
    assert_eq!(answer.status, StatusCode::NOT_FOUND, "{}", answer.text);
    assert_eq!(answer.error()?["code"], "not_found");
    // One byte over the limit, on an endpoint that reads its body whole and on sending.
    let too_big = " ".repeat(api::MAX_BODY_BYTES + 1);
    for path in ["/v1/campaigns", "/v1/messages"] {
        let answer = served.call("POST", path, Some(&too_big)).await?;
        assert_eq!(
            answer.status,
            StatusCode::PAYLOAD_TOO_LARGE,
            "{path}: a body over the limit is too large"
        );
        let error = answer.error()?;
        assert_eq!(
            (error["code"].as_str(), error["field"].as_str()),
            (Some("invalid_request"), Some("body")),
            "{path}: the same shape as every refusal of the body: {error}"
        );
    }
    served.finish().await
}

#[tokio::test]
async fn office_requests_take_only_a_json_object() -> anyhow::Result<()> {
    let served = serve().await?;
    let id = draft_campaign(&served).await?;
    let list =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/lists/pk_billing.csv");
    let by_position = json!([list, "Other"]).to_string();
    let cases = [
        ("/v1/imports".to_owned(), by_position.as_str()),
        ("/v1/campaigns".to_owned(), "[]"),
        (format!("/v1/campaigns/{id}/launch"), "[true]"),
        (format!("/v1/campaigns/{id}/launch"), "true"),
        (format!("/v1/campaigns/{id}/test"), "[\"+923001234599\"]"),
        (format!("/v1/campaigns/{id}/clone"), "[]"),
        (format!("/v1/campaigns/{id}/clone"), "\"copy\""),
    ];
    for (path, body) in cases {
        let answer = served.call("POST", &path, Some(body)).await?;
        assert_eq!(
            answer.status,
            StatusCode::BAD_REQUEST,
            "POST {path} {body}: a body that is not a JSON object is refused, not read by position: {}",
            answer.text
        );
        assert_eq!(
            answer.error()?["field"],
            "body",
            "POST {path} {body}: the refusal names the body"
        );
    }
    let campaigns = served.call("GET", "/v1/campaigns", None).await?.json()?;
    assert_eq!(
        campaigns.as_array().map(Vec::len),
        Some(1),
        "no campaign was created or cloned by a refused body: {campaigns}"
    );
    assert_eq!(
        campaigns[0]["state"], "draft",
        "`[true]` did not launch the campaign (skipping problems): {campaigns}"
    );
    let lists = served.call("GET", "/v1/lists", None).await?.json()?;
    assert_eq!(
        lists.as_array().map(Vec::len),
        Some(1),
        "no list was imported by a refused body: {lists}"
    );
    assert!(
        served.rig.sim.records().is_empty(),
        "nothing was test-sent by a refused body"
    );
    // An empty body still means "no options", as documented for launch and clone.
    let cloned = served
        .call("POST", &format!("/v1/campaigns/{id}/clone"), Some(""))
        .await?;
    assert_eq!(cloned.status, StatusCode::CREATED, "{}", cloned.text);
    served.finish().await
}

#[tokio::test]
async fn previewing_a_number_outside_the_campaign_says_so() -> anyhow::Result<()> {
    let served = serve().await?;
    let id = draft_campaign(&served).await?;
    let answer = served
        .call(
            "GET",
            &format!("/v1/campaigns/{id}/preview?phone=%2B923009999999"),
            None,
        )
        .await?;
    assert_eq!(answer.status, StatusCode::NOT_FOUND, "{}", answer.text);
    let error = answer.error()?;
    let message = error["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("+923009999999")
            && message.contains("not among this campaign's customers"),
        "the refusal names the number and why: {error}"
    );
    assert!(
        !message.contains("There is no campaign"),
        "the campaign exists; the refusal must not say it does not: {error}"
    );
    let first = served
        .call("GET", &format!("/v1/campaigns/{id}/preview"), None)
        .await?;
    assert_eq!(
        first.status,
        StatusCode::OK,
        "without a number, the first customer: {}",
        first.text
    );
    served.finish().await
}

#[tokio::test]
async fn office_requests_refuse_fields_the_document_does_not_name() -> anyhow::Result<()> {
    let served = serve().await?;
    let id = draft_campaign(&served).await?;
    let valid = json!({
        "name": "January invoices",
        "template_name": "hello_world",
        "template_language": "en_US",
        "audience": {"lists": ["December"]},
        "mapping": {},
    });
    let with = |pointer: &str, field: &str, value: Value| -> anyhow::Result<String> {
        let mut spec = valid.clone();
        spec.pointer_mut(pointer)
            .and_then(Value::as_object_mut)
            .with_context(|| format!("{pointer} is an object of the campaign"))?
            .insert(field.to_owned(), value);
        Ok(spec.to_string())
    };
    let list =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/lists/pk_billing.csv");
    let cases = [
        (
            "a misspelt schedule (the campaign would never launch by itself)",
            "/v1/campaigns".to_owned(),
            with("", "shedule", json!({"at": "2099-01-01 09:00", "time_zone": "UTC"}))?,
        ),
        (
            "an unknown field in the audience",
            "/v1/campaigns".to_owned(),
            with("/audience", "list", json!(["December"]))?,
        ),
        (
            "an unknown field in the PDF source",
            "/v1/campaigns".to_owned(),
            with("", "pdf", json!({"folder": "/tmp", "column": "Invoice No", "pages": 1}))?,
        ),
        (
            "an unknown field in the schedule",
            "/v1/campaigns".to_owned(),
            with("", "schedule", json!({"at": "2099-01-01 09:00", "time_zone": "UTC", "repeat": true}))?,
        ),
        (
            "a misspelt column override (the guess would be used instead)",
            "/v1/imports".to_owned(),
            json!({"path": list, "list": "January", "country": "PK", "columns": {"mobile": "Mobile No"}})
                .to_string(),
        ),
    ];
    for (case, path, body) in cases {
        let answer = served.call("POST", &path, Some(&body)).await?;
        assert_eq!(
            answer.status,
            StatusCode::BAD_REQUEST,
            "{case}: a field the document does not name is refused, not dropped: {}",
            answer.text
        );
        assert_eq!(
            answer.error()?["field"],
            "body",
            "{case}: the refusal names the body"
        );
    }
    let campaigns = served.call("GET", "/v1/campaigns", None).await?.json()?;
    assert_eq!(
        campaigns.as_array().map(Vec::len),
        Some(1),
        "no campaign was created from a refused request: {campaigns}"
    );
    let lists = served.call("GET", "/v1/lists", None).await?.json()?;
    assert_eq!(
        lists.as_array().map(Vec::len),
        Some(1),
        "no list was imported from a refused request: {lists}"
    );
    // The campaign's own draft stays as it was.
    let draft = served
        .call("GET", &format!("/v1/campaigns/{id}"), None)
        .await?
        .json()?;
    assert_eq!(draft["campaign"]["state"], "draft");
    served.finish().await
}

#[tokio::test]
async fn a_campaign_without_a_name_is_refused_with_what_to_type() -> anyhow::Result<()> {
    let served = serve().await?;
    // The list the other campaigns use, so only the name is wrong.
    draft_campaign(&served).await?;
    for name in ["", "   "] {
        let spec = json!({
            "name": name,
            "template_name": "hello_world",
            "template_language": "en_US",
            "audience": {"lists": ["December"]},
            "mapping": {},
        });
        let answer = served
            .call("POST", "/v1/campaigns", Some(&spec.to_string()))
            .await?;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.text);
        let error = answer.error()?;
        assert_eq!(error["field"], "name", "{error}");
        assert!(
            error["message"]
                .as_str()
                .unwrap_or_default()
                .contains("Give the campaign a name"),
            "{error}"
        );
    }
    served.finish().await
}

#[tokio::test]
async fn an_audience_is_counted_and_a_bad_filter_is_refused_on_its_field() -> anyhow::Result<()> {
    let served = serve().await?;
    let id = draft_campaign(&served).await?;
    let everyone = served
        .call(
            "POST",
            "/v1/audiences/count",
            Some(r#"{"lists": ["December"]}"#),
        )
        .await?;
    assert_eq!(everyone.status, StatusCode::OK, "{}", everyone.text);
    let total = everyone.json()?["total"].as_u64().context("a total")?;
    assert!(total > 1, "the fixture list is counted: {}", everyone.text);
    let nobody = json!({"lists": ["December"], "filters": [{"column": "phone", "op": "equals", "value": "+0"}]});
    let answer = served
        .call("POST", "/v1/audiences/count", Some(&nobody.to_string()))
        .await?;
    assert_eq!(
        answer.json()?,
        json!({"total": 0, "opted_out": 0}),
        "a filter takes people out"
    );
    // Nothing sent is refused, not counted as an audience of nobody.
    let empty = served.call("POST", "/v1/audiences/count", None).await?;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST, "{}", empty.text);
    assert_eq!(empty.error()?["field"], "body");
    let bad = json!({"lists": ["December"], "filters": [{"column": "Amount Due", "op": "greater_than", "value": "lots"}]});
    let answer = served
        .call("POST", "/v1/audiences/count", Some(&bad.to_string()))
        .await?;
    assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{}", answer.text);
    let error = answer.error()?;
    assert_eq!(error["field"], "audience.filters", "{error}");
    assert!(
        error["message"]
            .as_str()
            .unwrap_or_default()
            .contains("\"lots\" is not a number"),
        "{error}"
    );
    // A campaign is made from a report's audience, and refused for a campaign that is not there.
    let retarget = |campaign: &str| {
        json!({
            "name": "Did not read",
            "template_name": "hello_world",
            "template_language": "en_US",
            "audience": {"from_report": {"campaign": campaign, "who": "not_read"}},
            "mapping": {},
        })
        .to_string()
    };
    let created = served
        .call("POST", "/v1/campaigns", Some(&retarget(&id)))
        .await?;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    let refused = served
        .call("POST", "/v1/campaigns", Some(&retarget("cmp_nope")))
        .await?;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.text);
    assert_eq!(refused.error()?["field"], "audience.from_report");
    served.finish().await
}

/// Templates written through the API: a draft with mistakes is answered 422 with each
/// problem on its field (and Meta never sees it); a good one is created 201 `PENDING`; the
/// same name again is Meta's refusal in Meta's words; a template is deleted by name.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn templates_are_written_refused_with_their_problems_and_deleted() -> anyhow::Result<()> {
    let served = serve().await?;
    let bad = json!({
        "name": "Order Ready",
        "language": "en_US",
        "category": "UTILITY",
        "body": "{{1}}, your order is ready.",
        "buttons": [{"kind": "url", "text": "Track", "url": "example.com/{{1}}"}],
    });
    let answer = served
        .call("POST", "/v1/templates", Some(&bad.to_string()))
        .await?;
    assert_eq!(
        answer.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        answer.text
    );
    let error = answer.error()?;
    assert_eq!(error["code"], "draft_has_problems", "{error}");
    let fields: Vec<&str> = error["problems"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| p["field"].as_str())
        .collect();
    for field in ["name", "body", "samples.1", "buttons[0].url"] {
        assert!(fields.contains(&field), "{field} in {error}");
    }
    assert!(
        error["problems"][0]["message_said"]["id"]
            .as_str()
            .is_some_and(|id| id.starts_with("template-draft-")),
        "{error}"
    );

    let good = json!({
        "name": "pickup_ready",
        "language": "en_US",
        "category": "UTILITY",
        "body": "Hi {{1}}, your order is ready for pickup today.",
        "samples": {"1": "Ayesha"},
        "buttons": [{"kind": "quick_reply", "text": "Thanks"}],
    });
    let created = served
        .call("POST", "/v1/templates", Some(&good.to_string()))
        .await?;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text);
    assert_eq!(created.json()?["status"], "PENDING");
    let again = served
        .call("POST", "/v1/templates", Some(&good.to_string()))
        .await?;
    assert_eq!(
        again.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        again.text
    );
    let error = again.error()?;
    assert_eq!(error["code"], "meta_refused", "{error}");
    assert_eq!(error["meta"]["subcode"], 2_388_024, "{error}");
    let mut meta_fields: Vec<&String> = error["meta"]
        .as_object()
        .map(|o| o.keys().collect())
        .unwrap_or_default();
    meta_fields.sort();
    assert_eq!(
        meta_fields,
        ["code", "message", "subcode", "title"],
        "as documented"
    );
    assert!(
        error["message"]
            .as_str()
            .is_some_and(|m| m.contains("already exists")),
        "{error}"
    );

    let deleted = served
        .call("DELETE", "/v1/templates/pickup_ready", None)
        .await?;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.text);
    assert_eq!(deleted.json()?["deleted_languages"], 1);
    let unknown = served
        .call("DELETE", "/v1/templates/never_made", None)
        .await?;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND, "{}", unknown.text);
    unknown.error()?;
    served.finish().await
}

#[tokio::test]
async fn the_rate_card_is_loaded_shown_and_a_wrong_file_refused_through_the_api()
-> anyhow::Result<()> {
    let served = serve().await?;
    let none = served.call("GET", "/v1/rate-card", None).await?;
    assert_eq!(
        none.status,
        StatusCode::NOT_FOUND,
        "no card yet: {}",
        none.text
    );
    assert_eq!(none.error()?["code"], "no_rate_card");

    let csv = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/prices/rate-card.csv"),
    )?;
    let put = served
        .call(
            "PUT",
            "/v1/rate-card",
            Some(&json!({ "csv": csv }).to_string()),
        )
        .await?;
    assert_eq!(put.status, StatusCode::OK, "the file loads: {}", put.text);
    let shown = served.call("GET", "/v1/rate-card", None).await?.json()?;
    assert_eq!(
        (shown["currency"].as_str(), shown["effective"].as_str()),
        (Some("USD"), Some("2026-10-01")),
        "the card in use is the one loaded: {shown}"
    );

    let wrong = csv.replace("0.0054", "-0.0054");
    let refused = served
        .call(
            "PUT",
            "/v1/rate-card",
            Some(&json!({ "csv": wrong }).to_string()),
        )
        .await?;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    let error = refused.error()?;
    assert_eq!(error["field"], "csv", "the refusal names the file");
    assert!(
        error["message"]
            .as_str()
            .is_some_and(|m| m.contains("price of Pakistan is below zero")),
        "the refusal says what to change: {error}"
    );
    let still = served.call("GET", "/v1/rate-card", None).await?.json()?;
    assert_eq!(still, shown, "a refused file changes nothing");

    let as_text = served
        .http
        .put(format!("{}/v1/rate-card", served.base))
        .bearer_auth(KEY)
        .header("content-type", "text/csv")
        .body(csv)
        .send()
        .await?;
    assert_eq!(
        as_text.status(),
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "a bare CSV body is refused like any body that is not JSON"
    );
    served.finish().await
}
