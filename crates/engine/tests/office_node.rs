//! A running Pacer shared with the office (`Node` with `office`): the local API's routes over
//! the office listener, each desk's role deciding what it may call, the local API key worth
//! nothing there, no path on the office Pacer's computer readable by a desk, and every change
//! recorded in the audit log under the desk's name (`GET /v1/audit`, also as CSV).

use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::config::EngineConfig;
use pacer_engine::node::{Node, NodeConfig, OfficeConfig};
use pacer_engine::sharing::{Identity, pinned_client};
use pacer_engine::webhook_receiver::WebhookSecrets;
use pacer_sim::SimConfig;
use reqwest::StatusCode;
use serde_json::{Value, json};

const KEY: &str = "office-node-test-key-0123456789";

struct Office {
    node: Node,
    sim: pacer_sim::SimHandle,
    _dir: tempfile::TempDir,
    /// A client that pinned the office Pacer's certificate.
    desk_http: reqwest::Client,
    local: reqwest::Client,
}

impl Office {
    async fn start() -> anyhow::Result<Office> {
        let dir = tempfile::tempdir()?;
        let sim = pacer_sim::start(
            tokio::net::TcpListener::bind("127.0.0.1:0").await?,
            SimConfig::default(),
        )
        .await?;
        let mut graph = GraphConfig::new(sim.config().access_token.clone());
        graph.base_url = sim.base_url();
        let mut config = EngineConfig::new(
            dir.path().join("pacer.db"),
            sim.config().phone_number_id.clone(),
        );
        config.waba_id = sim.config().waba_id.clone();
        let identity = Identity::generate()?;
        let fingerprint = identity.fingerprint();
        let node = Node::start(NodeConfig {
            config,
            client: GraphClient::new(graph)?,
            api_key: KEY.into(),
            secrets: WebhookSecrets {
                app_secret: sim.config().app_secret.clone(),
                verify_token: "verify".into(),
            },
            api_addr: "127.0.0.1:0".parse()?,
            webhook_addr: "127.0.0.1:0".parse()?,
            webhook_beyond_loopback: false,
            readable_folders: Vec::new(),
            tunnel: None,
            office: Some(OfficeConfig {
                addr: "127.0.0.1:0".parse()?,
                identity,
                name: "Back office".into(),
                discovery: None,
            }),
        })
        .await?;
        let desk_http = reqwest::Client::builder()
            .tls_backend_preconfigured((*pinned_client(fingerprint)?).clone())
            .build()?;
        Ok(Office {
            node,
            sim,
            _dir: dir,
            desk_http,
            local: reqwest::Client::new(),
        })
    }

    fn office_url(&self, path: &str) -> String {
        let office = self.node.office().expect("shared with the office");
        format!("https://{}{path}", office.addr())
    }

    fn local_url(&self, path: &str) -> String {
        format!("http://{}{path}", self.node.api_addr())
    }

    /// The owner, on the office Pacer's computer, through the local API.
    async fn owner(
        &self,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> anyhow::Result<(StatusCode, Value)> {
        let mut request = self
            .local
            .request(method, self.local_url(path))
            .bearer_auth(KEY);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let answer = request.send().await?;
        let status = answer.status();
        Ok((status, answer.json().await?))
    }

    /// A desk with `credential`, over the office listener.
    async fn desk(
        &self,
        credential: &str,
        method: reqwest::Method,
        path: &str,
        body: Option<Value>,
    ) -> anyhow::Result<(StatusCode, Value)> {
        let mut request = self
            .desk_http
            .request(method, self.office_url(path))
            .bearer_auth(credential);
        if let Some(body) = body {
            request = request.json(&body);
        }
        let answer = request.send().await?;
        let status = answer.status();
        let text = answer.text().await?;
        Ok((
            status,
            serde_json::from_str(&text).unwrap_or(Value::String(text)),
        ))
    }

    /// Pairs a desk called `name` with a code the owner asks for; its credential.
    async fn pair(&self, name: &str) -> anyhow::Result<String> {
        let (status, shown) = self
            .owner(reqwest::Method::POST, "/v1/office/pairing-code", None)
            .await?;
        anyhow::ensure!(status == StatusCode::OK, "{status} {shown}");
        let answer = self
            .desk_http
            .post(self.office_url("/office/v1/pair"))
            .json(&json!({"code": shown["code"], "desk": name}))
            .send()
            .await?;
        anyhow::ensure!(answer.status().is_success(), "{}", answer.text().await?);
        let paired: Value = answer.json().await?;
        Ok(paired["credential"].as_str().unwrap_or_default().to_owned())
    }

    async fn stop(self) -> anyhow::Result<()> {
        self.node.stop().await;
        self.sim.shutdown().await?;
        Ok(())
    }
}

fn id_of(desks: &Value, name: &str) -> i64 {
    desks
        .as_array()
        .and_then(|all| all.iter().find(|d| d["name"] == name))
        .and_then(|d| d["id"].as_i64())
        .expect("the desk is listed")
}

#[tokio::test]
async fn each_role_calls_what_it_may_and_the_audit_log_names_the_desk() -> anyhow::Result<()> {
    use reqwest::Method;
    let office = Office::start().await?;
    let front = office.pair("Front desk").await?;
    let reports = office.pair("Reports").await?;
    let (status, key) = office
        .owner(
            Method::POST,
            "/v1/office/system-keys",
            Some(json!({"name": "Website"})),
        )
        .await?;
    assert_eq!(status, StatusCode::CREATED, "{key}");
    let website = key["credential"].as_str().unwrap_or_default().to_owned();
    let (_, desks) = office.owner(Method::GET, "/v1/office/desks", None).await?;
    let (status, _) = office
        .owner(
            Method::PUT,
            &format!("/v1/office/desks/{}/role", id_of(&desks, "Reports")),
            Some(json!({"role": "viewer"})),
        )
        .await?;
    assert_eq!(status, StatusCode::OK);

    // Staff change an opt-out, recorded as theirs; a viewer reads but changes nothing.
    let customer = "/v1/contacts/+923001234567/opt-out";
    let (status, body) = office
        .desk(&front, Method::POST, customer, Some(json!({})))
        .await?;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = office
        .desk(&reports, Method::POST, customer, Some(json!({})))
        .await?;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["error"]["code"], "not_allowed");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .contains("viewer"),
        "{body}"
    );
    let (status, _) = office
        .desk(&reports, Method::GET, "/v1/lists", None)
        .await?;
    assert_eq!(status, StatusCode::OK);
    // Only the owner loads prices or sees the desks.
    let (status, _) = office
        .desk(
            &front,
            Method::PUT,
            "/v1/rate-card",
            Some(json!({"csv": ""})),
        )
        .await?;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = office
        .desk(&front, Method::GET, "/v1/office/desks", None)
        .await?;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = office.desk(&front, Method::GET, "/v1/audit", None).await?;
    assert_eq!(status, StatusCode::FORBIDDEN);

    // A system sends and follows its messages, and reads no customer's conversation.
    let otp = json!({
        "to": "+923001234568", "lane": "express",
        "template": {"name": "hello_world", "language": {"code": "en_US"}},
    });
    let (status, body) = office
        .desk(&website, Method::POST, "/v1/messages", Some(otp))
        .await?;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");
    let message = body["id"].as_str().unwrap_or_default().to_owned();
    let (status, _) = office
        .desk(
            &website,
            Method::GET,
            &format!("/v1/messages/{message}"),
            None,
        )
        .await?;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = office
        .desk(&website, Method::GET, "/v1/conversations", None)
        .await?;
    assert_eq!(status, StatusCode::FORBIDDEN);

    // The local API's key opens nothing on the office listener.
    let (status, body) = office.desk(KEY, Method::GET, "/v1/lists", None).await?;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    let (status, _) = office.desk("", Method::GET, "/v1/lists", None).await?;
    assert_eq!(status, StatusCode::UNAUTHORIZED);

    // A desk cannot make the office Pacer read a path on its own computer: it uploads.
    let (status, body) = office
        .desk(
            &front,
            Method::POST,
            "/v1/imports",
            Some(json!({"path": "/etc/passwd", "list": "x", "country": "PK"})),
        )
        .await?;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["error"]["code"], "path_not_allowed");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .contains("upload it first (POST /v1/files)"),
        "{body}"
    );

    // The opt-out is recorded as the desk's, in the customer's history and in the audit log.
    let (_, status_of) = office.owner(Method::GET, "/v1/opt-outs", None).await?;
    assert_eq!(status_of["rows"][0]["by"], "Front desk", "{status_of}");
    let (status, log) = office.owner(Method::GET, "/v1/audit", None).await?;
    assert_eq!(status, StatusCode::OK, "{log}");
    let entries = log.as_array().cloned().unwrap_or_default();
    let has = |who: &str, action: &str| {
        entries
            .iter()
            .any(|e| e["who"] == who && e["action"] == action)
    };
    assert!(has("Front desk", "opted_out"), "{log}");
    assert!(has("Front desk", "desk_paired"), "{log}");
    assert!(has("Local API", "system_key_made"), "{log}");
    assert!(has("Local API", "role_changed"), "{log}");
    assert!(
        !entries
            .iter()
            .any(|e| e["who"] == "Reports" && e["action"] == "opted_out"),
        "a refused request is not something done: {log}"
    );
    assert!(
        !entries.iter().any(|e| e["who"] == "Website"),
        "an OTP is not a reply: {log}"
    );
    let csv = office
        .local
        .get(office.local_url("/v1/audit"))
        .bearer_auth(KEY)
        .header("accept", "text/csv")
        .send()
        .await?
        .text()
        .await?;
    assert!(
        csv.contains("Front desk") && csv.contains("opted_out"),
        "{csv}"
    );

    // Revoked: refused at the next request. The desks list says when it was last seen.
    let (_, desks) = office.owner(Method::GET, "/v1/office/desks", None).await?;
    let front_row = desks
        .as_array()
        .and_then(|all| all.iter().find(|d| d["name"] == "Front desk"))
        .cloned()
        .unwrap_or_default();
    assert!(front_row["last_seen_at"].is_i64(), "{front_row}");
    let (status, _) = office
        .owner(
            Method::POST,
            &format!("/v1/office/desks/{}/revoke", id_of(&desks, "Front desk")),
            None,
        )
        .await?;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = office.desk(&front, Method::GET, "/v1/lists", None).await?;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    assert_eq!(body["error"]["code"], "revoked");
    eprintln!(
        "proof: staff, viewer, system and a revoked desk each refused what their role does not allow; the API key and a path on the office PC refused; {} changes in the audit log under their desks' names",
        entries.len()
    );
    office.stop().await
}

#[tokio::test]
async fn without_sharing_the_office_routes_say_so() -> anyhow::Result<()> {
    let office = Office::start().await?;
    // The same node's local API, asked about an office it has: answers.
    let (status, _) = office
        .owner(reqwest::Method::GET, "/v1/office/desks", None)
        .await?;
    assert_eq!(status, StatusCode::OK);
    office.stop().await?;
    // A Pacer that is not shared: 409 with what to do.
    let dir = tempfile::tempdir()?;
    let sim = pacer_sim::start(
        tokio::net::TcpListener::bind("127.0.0.1:0").await?,
        SimConfig::default(),
    )
    .await?;
    let config = EngineConfig::new(
        dir.path().join("pacer.db"),
        sim.config().phone_number_id.clone(),
    );
    let mut graph = GraphConfig::new(sim.config().access_token.clone());
    graph.base_url = sim.base_url();
    let router = pacer_engine::api::router(
        pacer_engine::Engine::start(config, GraphClient::new(graph)?).await?,
        KEY.into(),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let addr = listener.local_addr()?;
    tokio::spawn(async move { axum::serve(listener, router).await });
    let answer = reqwest::Client::new()
        .post(format!("http://{addr}/v1/office/pairing-code"))
        .bearer_auth(KEY)
        .send()
        .await?;
    assert_eq!(answer.status(), StatusCode::CONFLICT);
    let body: Value = answer.json().await?;
    assert_eq!(body["error"]["code"], "not_shared");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .contains("Share with the office"),
        "{body}"
    );
    sim.shutdown().await?;
    Ok(())
}

#[test]
fn every_route_of_the_local_api_has_its_roles_decided() {
    // The document names every route (api_contract checks that); each must be in the table,
    // so no route reaches desks by being forgotten (an undecided route is the owner's alone).
    let mut path = String::new();
    let mut undecided = Vec::new();
    let mut seen = 0;
    for line in pacer_engine::api::OPENAPI.lines() {
        if let Some(p) = line
            .strip_prefix("  /v1/")
            .and_then(|p| p.strip_suffix(':'))
        {
            path = format!("/v1/{p}");
        } else if let Some(method) = line
            .strip_prefix("    ")
            .and_then(|m| m.strip_suffix(':'))
            .filter(|m| ["get", "post", "put", "delete", "patch"].contains(m))
            && !path.is_empty()
        {
            seen += 1;
            let method = method.to_uppercase();
            if !pacer_engine::sharing::roles::decided(&method, &path) {
                undecided.push(format!("{method} {path}"));
            }
        } else if !line.starts_with(' ') {
            path.clear();
        }
    }
    assert!(seen >= 40, "the document's operations were read ({seen})");
    assert!(undecided.is_empty(), "decide who may call: {undecided:?}");
    eprintln!(
        "proof: all {seen} operations of the local API have the roles that may call them decided"
    );
}

#[tokio::test]
async fn a_desk_acting_on_a_campaign_someone_changed_since_is_told_who_and_nothing_is_done()
-> anyhow::Result<()> {
    use reqwest::Method;
    let office = Office::start().await?;
    if let Some(synced) = office.node.sync_templates().await {
        synced.map_err(anyhow::Error::msg)?;
    }
    let front = office.pair("Front desk").await?;
    let back = office.pair("Back office").await?;
    // A list, uploaded by a desk, and a campaign for it.
    let form = reqwest::multipart::Form::new()
        .text("list", "December")
        .text("country", "US")
        .part(
            "file",
            reqwest::multipart::Part::bytes(
                b"Name,Phone\nAyesha,+16505550101\nBilal,+16505550102\n".to_vec(),
            )
            .file_name("customers.csv"),
        );
    let answer = office
        .desk_http
        .post(office.office_url("/v1/imports"))
        .bearer_auth(&front)
        .multipart(form)
        .send()
        .await?;
    assert!(answer.status().is_success(), "{}", answer.text().await?);
    let (status, created) = office
        .desk(
            &front,
            Method::POST,
            "/v1/campaigns",
            Some(json!({"name": "Hello all", "template_name": "hello_world",
                        "template_language": "en_US", "audience": {"lists": ["December"]},
                        "mapping": {}})),
        )
        .await?;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let id = created["id"].as_str().unwrap_or_default().to_owned();

    // Both desks look at it: version 1.
    let seen = office
        .desk_http
        .get(office.office_url(&format!("/v1/campaigns/{id}")))
        .bearer_auth(&back)
        .send()
        .await?;
    let etag = seen
        .headers()
        .get("etag")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    assert_eq!(etag, "\"1\"");

    // The front desk launches what it saw; the back office, still looking at version 1, asks
    // to cancel: refused, told who did what, and nothing is done.
    let launched = office
        .desk_http
        .post(office.office_url(&format!("/v1/campaigns/{id}/launch")))
        .bearer_auth(&front)
        .header("if-match", &etag)
        .json(&json!({}))
        .send()
        .await?;
    assert_eq!(
        launched.status(),
        StatusCode::ACCEPTED,
        "{}",
        launched.text().await?
    );
    let refused = office
        .desk_http
        .post(office.office_url(&format!("/v1/campaigns/{id}/cancel")))
        .bearer_auth(&back)
        .header("if-match", &etag)
        .json(&json!({}))
        .send()
        .await?;
    assert_eq!(refused.status(), StatusCode::PRECONDITION_FAILED);
    let body: Value = refused.json().await?;
    assert_eq!(body["error"]["code"], "campaign_changed");
    let message = body["error"]["message"].as_str().unwrap_or_default();
    assert!(
        message.contains("Front desk launched it") && message.contains("Nothing was done"),
        "{message}"
    );
    assert!(
        body["error"]["campaign"]["version"].as_i64().unwrap_or(0) > 1,
        "{body}"
    );
    let (_, now) = office
        .desk(&back, Method::GET, &format!("/v1/campaigns/{id}"), None)
        .await?;
    assert_ne!(now["campaign"]["state"], "cancelled", "{now}");

    // Looking again, the back office may cancel what it now sees.
    let current = format!("\"{}\"", now["campaign"]["version"]);
    let cancelled = office
        .desk_http
        .post(office.office_url(&format!("/v1/campaigns/{id}/cancel")))
        .bearer_auth(&back)
        .header("if-match", current)
        .json(&json!({}))
        .send()
        .await?;
    // (A launch that finished meanwhile changes the version once more: then it is 412 again,
    // and the campaign is done, so there is nothing to cancel either way.)
    assert!(
        cancelled.status().is_success()
            || cancelled.status() == StatusCode::PRECONDITION_FAILED
            || cancelled.status() == StatusCode::CONFLICT,
        "{}",
        cancelled.status()
    );
    // A program that does not follow versions is taken as before.
    let (status, _) = office
        .desk(
            &back,
            Method::POST,
            &format!("/v1/campaigns/{id}/pause"),
            Some(json!({})),
        )
        .await?;
    assert!(status != StatusCode::PRECONDITION_FAILED, "{status}");
    println!(
        "proof: a desk's cancel with the version it saw, after another desk launched: refused (412) naming who and when, the campaign left as it was"
    );
    office.stop().await
}

#[tokio::test]
async fn a_viewer_reads_a_campaign_s_summary_and_its_recipients_over_the_office_listener()
-> anyhow::Result<()> {
    use reqwest::Method;
    let office = Office::start().await?;
    if let Some(synced) = office.node.sync_templates().await {
        synced.map_err(anyhow::Error::msg)?;
    }
    let front = office.pair("Front desk").await?;
    let reports = office.pair("Reports").await?;
    let (_, desks) = office.owner(Method::GET, "/v1/office/desks", None).await?;
    let (status, _) = office
        .owner(
            Method::PUT,
            &format!("/v1/office/desks/{}/role", id_of(&desks, "Reports")),
            Some(json!({"role": "viewer"})),
        )
        .await?;
    assert_eq!(status, StatusCode::OK);
    let (status, key) = office
        .owner(
            Method::POST,
            "/v1/office/system-keys",
            Some(json!({"name": "Website"})),
        )
        .await?;
    assert_eq!(status, StatusCode::CREATED, "{key}");
    let website = key["credential"].as_str().unwrap_or_default().to_owned();

    // Staff import two customers and launch a campaign to them.
    let form = reqwest::multipart::Form::new()
        .text("list", "December")
        .text("country", "US")
        .part(
            "file",
            reqwest::multipart::Part::bytes(
                b"Name,Phone\nAyesha,+16505550101\nBilal,+16505550102\n".to_vec(),
            )
            .file_name("customers.csv"),
        );
    let answer = office
        .desk_http
        .post(office.office_url("/v1/imports"))
        .bearer_auth(&front)
        .multipart(form)
        .send()
        .await?;
    assert!(answer.status().is_success(), "{}", answer.text().await?);
    let (status, created) = office
        .desk(
            &front,
            Method::POST,
            "/v1/campaigns",
            Some(json!({"name": "Hello all", "template_name": "hello_world",
                        "template_language": "en_US", "audience": {"lists": ["December"]},
                        "mapping": {}})),
        )
        .await?;
    assert_eq!(status, StatusCode::CREATED, "{created}");
    let id = created["id"].as_str().unwrap_or_default().to_owned();
    let (status, body) = office
        .desk(
            &front,
            Method::POST,
            &format!("/v1/campaigns/{id}/launch"),
            Some(json!({})),
        )
        .await?;
    assert_eq!(status, StatusCode::ACCEPTED, "{body}");

    // The viewer reads the customers a page at a time once the launch queued them…
    let recipients = format!("/v1/campaigns/{id}/recipients?limit=1");
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(30);
    let page = loop {
        let (status, page) = office
            .desk(&reports, Method::GET, &recipients, None)
            .await?;
        assert_eq!(status, StatusCode::OK, "{page}");
        if page["total"] == 2 {
            break page;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the launch never queued both: {page}"
        );
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    };
    assert_eq!(page["rows"].as_array().map(Vec::len), Some(1), "{page}");
    // …and the summary, which counts them without listing them.
    let (status, summary) = office
        .desk(
            &reports,
            Method::GET,
            &format!("/v1/campaigns/{id}/report?recipients=none"),
            None,
        )
        .await?;
    assert_eq!(status, StatusCode::OK, "{summary}");
    assert_eq!(summary["funnel"]["total"], 2, "{summary}");
    assert_eq!(summary["recipients"], json!([]), "{summary}");

    // A system key sends messages; it reads no campaign's customers.
    let (status, body) = office
        .desk(&website, Method::GET, &recipients, None)
        .await?;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["error"]["code"], "not_allowed");
    office.stop().await
}
