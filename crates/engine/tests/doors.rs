//! The local API is for this machine's programs, never for a web page — through a real
//! [`Node`] listening on loopback, as `pacer serve`, `pacer demo` and the app run it.
//!
//! What is protected here:
//! - a request a browser sent for a web page (a foreign `Host` after DNS rebinding, any
//!   `Origin`, a `Sec-Fetch-Site` other than `none`) is refused with 403 `not_local` naming the
//!   rule, before the key is looked at, and does nothing — the attack the issue found (a page
//!   importing `~/.aws/credentials` with `columns.phone=1` and reading it back) included;
//! - a body that is not JSON (plain text and forms, which a page can send anywhere without
//!   asking) is refused with 415, except a file upload where a route takes one;
//! - programs on this machine (curl, the business's systems, `pacer`) still get in;
//! - a caller with the key reads only what the person offered: a named file or invoice folder
//!   must lie in an allowed folder (the data folder's `imports/`, and the folders the person
//!   added), links and `..` leading out are refused, and an uploaded file is imported, then
//!   deleted; an upload over 2 GB is refused before it is read.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context as _;
use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::config::EngineConfig;
use pacer_engine::node::{Node, NodeConfig};
use pacer_engine::readable;
use pacer_engine::webhook_receiver::WebhookSecrets;
use pacer_sim::{SimConfig, SimHandle};
use reqwest::StatusCode;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

const KEY: &str = "doors-key-7c1e9a40";

/// What a `~/.aws/credentials` file looks like: what the issue's attack read back.
const CREDENTIALS: &str = "[default]\n\
aws_access_key_id = AKIAIOSFODNN7EXAMPLE\n\
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n\
region = eu-west-1\n\
\n\
[billing]\n\
aws_access_key_id = AKIAI44QH8DHBEXAMPLE\n\
aws_secret_access_key = je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY\n";

/// A Pacer running for real on loopback (its Graph API the simulator), in its own data folder.
struct Pacer {
    node: Node,
    sim: SimHandle,
    dir: tempfile::TempDir,
    base: String,
    http: reqwest::Client,
}

impl Pacer {
    /// Starts a Pacer whose callers may also name files in `readable_folders`.
    async fn start(
        dir: tempfile::TempDir,
        readable_folders: Vec<PathBuf>,
    ) -> anyhow::Result<Pacer> {
        let sim = pacer_sim::start(
            tokio::net::TcpListener::bind("127.0.0.1:0").await?,
            SimConfig::default(),
        )
        .await?;
        let mut graph = GraphConfig::new(sim.config().access_token.clone());
        graph.base_url = sim.base_url();
        let mut config = EngineConfig::new(
            dir.path().join("data").join("pacer.db"),
            sim.config().phone_number_id.clone(),
        );
        config.waba_id = sim.config().waba_id.clone();
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
            readable_folders,
            tunnel: None,
            office: None,
        })
        .await?;
        let base = format!("http://{}", node.api_addr());
        Ok(Pacer {
            node,
            sim,
            dir,
            base,
            http: reqwest::Client::new(),
        })
    }

    fn addr(&self) -> SocketAddr {
        self.node.api_addr()
    }

    fn port(&self) -> u16 {
        self.addr().port()
    }

    fn data(&self) -> PathBuf {
        self.dir.path().join("data")
    }

    fn imports(&self) -> PathBuf {
        readable::imports_folder(&self.data().join("pacer.db"))
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// A request as a program on this machine sends it: the key, nothing a browser adds.
    fn program(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        self.http.request(method, self.url(path)).bearer_auth(KEY)
    }

    /// What a program on this machine reads at `path`.
    async fn read(&self, path: &str) -> anyhow::Result<Value> {
        let (status, body) = answer(self.program(reqwest::Method::GET, path)).await?;
        anyhow::ensure!(status == StatusCode::OK, "GET {path}: {status} {body}");
        Ok(body)
    }

    /// Imports, lists, messages in the ledger and messages Meta (the simulator) received.
    async fn what_was_done(&self) -> anyhow::Result<(usize, usize, u64, usize)> {
        let imports = self
            .read("/v1/imports")
            .await?
            .as_array()
            .map_or(0, Vec::len);
        let lists = self.read("/v1/lists").await?.as_array().map_or(0, Vec::len);
        let counts = self.node.engine().state_counts().await?;
        let messages = counts.iter().map(|(_, n)| *n).sum();
        Ok((imports, lists, messages, self.sim.records().len()))
    }

    /// Files left in the data folder by uploads (their private folders).
    fn uploads_left(&self) -> anyhow::Result<Vec<String>> {
        let mut left = Vec::new();
        for entry in std::fs::read_dir(self.data())? {
            let name = entry?.file_name().to_string_lossy().into_owned();
            if name.starts_with(".upload") {
                left.push(name);
            }
        }
        Ok(left)
    }

    async fn stop(self) -> anyhow::Result<()> {
        self.node.stop().await;
        self.sim.shutdown().await?;
        Ok(())
    }
}

/// The status and JSON body of an answer.
async fn answer(request: reqwest::RequestBuilder) -> anyhow::Result<(StatusCode, Value)> {
    let response = request.send().await?;
    let status = response.status();
    let text = response.text().await?;
    let body = serde_json::from_str(&text)
        .with_context(|| format!("every answer of the local API is JSON; got {status} {text:?}"))?;
    Ok((status, body))
}

/// Sends raw bytes to `addr` and reads the answer until the server closes: the status and the
/// body as text.
async fn raw(addr: SocketAddr, request: &[u8]) -> anyhow::Result<(u16, String)> {
    let mut stream = tokio::net::TcpStream::connect(addr).await?;
    stream.write_all(request).await?;
    let mut bytes = Vec::new();
    tokio::time::timeout(Duration::from_secs(30), async {
        let mut buffer = [0u8; 4096];
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(n) => bytes.extend_from_slice(&buffer[..n]),
            }
            if answer_complete(&bytes) {
                break;
            }
        }
    })
    .await
    .context("the answer came within 30 s")?;
    let text = String::from_utf8_lossy(&bytes).into_owned();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .with_context(|| format!("an HTTP answer: {text:?}"))?;
    let body = text.split("\r\n\r\n").nth(1).unwrap_or_default().to_owned();
    Ok((status, body))
}

/// Whether `bytes` hold a whole answer (headers and a body of its `content-length`).
fn answer_complete(bytes: &[u8]) -> bool {
    let text = String::from_utf8_lossy(bytes);
    let Some((head, body)) = text.split_once("\r\n\r\n") else {
        return false;
    };
    let length = head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("content-length:")
                .map(|v| v.trim().parse::<usize>().unwrap_or(0))
        })
        .unwrap_or(0);
    body.len() >= length
}

/// A message that is valid in every respect: let in, it would be queued and sent.
fn message() -> Value {
    json!({
        "to": "+923001234567",
        "lane": "express",
        "template": {"name": "hello_world", "language": {"code": "en_US"}},
    })
}

/// Checks a refusal by the door: 403, `not_local`, the rule named, words saying what to do.
fn assert_door_refused(case: &str, status: StatusCode, body: &Value, rule: &str) {
    assert_eq!(
        status,
        StatusCode::FORBIDDEN,
        "{case}: a web page is refused with 403: {body}"
    );
    assert_eq!(
        (
            body["error"]["code"].as_str(),
            body["error"]["rule"].as_str()
        ),
        (Some("not_local"), Some(rule)),
        "{case}: the refusal names the door's rule it broke: {body}"
    );
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("this computer")),
        "{case}: the refusal says who may call Pacer: {body}"
    );
}

/// Every line of the credentials file, none of which may appear in an answer to a web page.
fn credential_lines() -> Vec<&'static str> {
    CREDENTIALS
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_web_page_after_dns_rebinding_cannot_import_the_credentials_file_even_with_the_key()
-> anyhow::Result<()> {
    let pacer = Pacer::start(tempfile::tempdir()?, Vec::new()).await?;
    // The file where the person keeps it, and a copy in the folder Pacer may read, so the
    // door alone has to stop the page.
    let home = pacer.dir.path().join("home/.aws");
    std::fs::create_dir_all(&home)?;
    std::fs::write(home.join("credentials"), CREDENTIALS)?;
    std::fs::write(pacer.imports().join("credentials"), CREDENTIALS)?;

    // After DNS rebinding the page's own name resolves to 127.0.0.1: the browser sends that
    // name in Host, and Origin, and lets the page read the answer.
    let page = format!("evil.example:{}", pacer.port());
    let origin = format!("http://{page}");
    let import = |path: &Path| json!({"path": path, "list": "stolen", "country": "PK", "columns": {"phone": "1"}});
    let from_page = |request: reqwest::RequestBuilder| {
        request
            .bearer_auth(KEY)
            .header("host", &page)
            .header("origin", &origin)
    };
    let upload = Form::new()
        .text("list", "stolen")
        .text("country", "PK")
        .text("columns", r#"{"phone": "1"}"#)
        .part(
            "file",
            Part::bytes(CREDENTIALS.as_bytes().to_vec()).file_name("credentials"),
        );
    let attempts = vec![
        (
            "the copy in imports/, named as JSON",
            from_page(pacer.http.post(pacer.url("/v1/imports")))
                .json(&import(&pacer.imports().join("credentials"))),
        ),
        (
            "~/.aws/credentials, named as JSON",
            from_page(pacer.http.post(pacer.url("/v1/imports")))
                .json(&import(&home.join("credentials"))),
        ),
        (
            "the file uploaded as a form",
            from_page(pacer.http.post(pacer.url("/v1/imports"))).multipart(upload),
        ),
        (
            "as text/plain, which a page sends without asking first",
            from_page(pacer.http.post(pacer.url("/v1/imports")))
                .header("content-type", "text/plain")
                .body(import(&pacer.imports().join("credentials")).to_string()),
        ),
        (
            "reading the imports back",
            from_page(pacer.http.get(pacer.url("/v1/imports"))),
        ),
    ];
    let refused = attempts.len();
    let mut bytes_leaked = 0;
    for (case, request) in attempts {
        let response = request.send().await?;
        let status = response.status();
        let text = response.text().await?;
        let body: Value = serde_json::from_str(&text)
            .with_context(|| format!("{case}: a JSON refusal; got {status} {text:?}"))?;
        assert_door_refused(case, status, &body, "host");
        for line in credential_lines() {
            if text.contains(line) {
                bytes_leaked += line.len();
            }
        }
        for secret in ["AKIA", "EXAMPLEKEY", "aws_"] {
            assert!(
                !text.contains(secret),
                "{case}: nothing of the file reaches a web page: {text}"
            );
        }
    }
    let (imports, lists, _, _) = pacer.what_was_done().await?;
    assert_eq!(
        (imports, lists),
        (0, 0),
        "a web page's import did nothing: no import, no list"
    );
    assert_eq!(
        bytes_leaked, 0,
        "no line of the file in any answer to the page"
    );

    // The same import from a program on this machine is let in: the door, not the file,
    // stopped the page. And outside the folders the person allowed, even a program is refused.
    let (status, _) = answer(
        pacer
            .program(reqwest::Method::POST, "/v1/imports")
            .json(&import(&pacer.imports().join("credentials"))),
    )
    .await?;
    assert_eq!(
        status,
        StatusCode::OK,
        "a program may import what is in imports/"
    );
    let (status, body) = answer(
        pacer
            .program(reqwest::Method::POST, "/v1/imports")
            .json(&import(&home.join("credentials"))),
    )
    .await?;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("path_not_allowed")),
        "~/.aws is no folder the person offered, whoever asks: {body}"
    );
    assert!(
        !body.to_string().contains("AKIA"),
        "the refusal quotes nothing of the file: {body}"
    );
    pacer.stop().await?;
    eprintln!(
        "proof: the issue's attack (DNS rebinding, the right key, ~/.aws/credentials with columns.phone=1) refused {refused} ways with 403 not_local; 0 imports, 0 lists, {bytes_leaked} bytes of the file in any answer; ~/.aws refused to a program too (403 path_not_allowed)"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_rule_of_the_door_refuses_a_web_page_on_its_own_before_the_key() -> anyhow::Result<()>
{
    let pacer = Pacer::start(tempfile::tempdir()?, Vec::new()).await?;
    let port = pacer.port();
    let loopback = format!("127.0.0.1:{port}");
    // A case: what it is, the headers a browser would send, the rule that refuses it.
    type Case = (&'static str, Vec<(&'static str, String)>, &'static str);
    let cases: Vec<Case> = vec![
        (
            "a foreign name in Host (DNS rebinding)",
            vec![("host", format!("evil.example:{port}"))],
            "host",
        ),
        (
            "a name that starts like loopback",
            vec![("host", format!("127.0.0.1.evil.example:{port}"))],
            "host",
        ),
        (
            "another port in Host",
            vec![("host", format!("127.0.0.1:{}", port.wrapping_add(1)))],
            "host",
        ),
        (
            "the machine's name without the port",
            vec![("host", "localhost".into())],
            "host",
        ),
        (
            "a page's Origin",
            vec![
                ("host", loopback.clone()),
                ("origin", "http://evil.example".into()),
            ],
            "origin",
        ),
        (
            "a sandboxed page's Origin: null",
            vec![("host", loopback.clone()), ("origin", "null".into())],
            "origin",
        ),
        (
            "Origin of a page on 127.0.0.1 itself",
            vec![
                ("host", loopback.clone()),
                ("origin", format!("http://{loopback}")),
            ],
            "origin",
        ),
        (
            "Sec-Fetch-Site: cross-site",
            vec![
                ("host", loopback.clone()),
                ("sec-fetch-site", "cross-site".into()),
            ],
            "sec_fetch_site",
        ),
        (
            "Sec-Fetch-Site: same-site",
            vec![
                ("host", loopback.clone()),
                ("sec-fetch-site", "same-site".into()),
            ],
            "sec_fetch_site",
        ),
        (
            "Sec-Fetch-Site: same-origin",
            vec![
                ("host", loopback.clone()),
                ("sec-fetch-site", "same-origin".into()),
            ],
            "sec_fetch_site",
        ),
    ];
    let mut refused = 0;
    for (case, headers, rule) in &cases {
        for (method, path) in [("POST", "/v1/messages"), ("GET", "/v1/stats")] {
            let mut request = pacer.program(method.parse()?, path);
            if method == "POST" {
                request = request.json(&message());
            }
            for (name, value) in headers {
                request = request.header(*name, value);
            }
            let (status, body) = answer(request).await?;
            assert_door_refused(&format!("{case}, {method} {path}"), status, &body, rule);
            refused += 1;
        }
    }
    // Without Host at all (HTTP/1.0, as a hand-made request).
    let (status, body) = raw(
        pacer.addr(),
        format!("GET /v1/stats HTTP/1.0\r\nAuthorization: Bearer {KEY}\r\n\r\n").as_bytes(),
    )
    .await?;
    assert_door_refused(
        "no Host",
        StatusCode::from_u16(status)?,
        &serde_json::from_str(&body)?,
        "host",
    );
    refused += 1;
    // A page learns nothing, not even whether its key is right: a wrong key or none is
    // answered as the right one is.
    for key in [Some("not-the-key"), None] {
        let mut request = pacer
            .http
            .post(pacer.url("/v1/messages"))
            .header("origin", "http://evil.example")
            .json(&message());
        if let Some(key) = key {
            request = request.bearer_auth(key);
        }
        let (status, body) = answer(request).await?;
        assert_door_refused(&format!("key {key:?} from a page"), status, &body, "origin");
        refused += 1;
    }
    let (imports, lists, queued, sent) = pacer.what_was_done().await?;
    assert_eq!(
        (imports, lists, queued, sent),
        (0, 0, 0, 0),
        "nothing a web page asked for was done: no import, no list, nothing queued or sent"
    );
    pacer.stop().await?;
    eprintln!(
        "proof: {refused} requests from web pages refused with 403 naming the rule ({} cases: Host, Origin, Sec-Fetch-Site, no Host, wrong or no key), 0 queued, 0 sent",
        cases.len() + 3
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn programs_on_this_machine_still_get_in() -> anyhow::Result<()> {
    let pacer = Pacer::start(tempfile::tempdir()?, Vec::new()).await?;
    let port = pacer.port();
    let mut let_in = 0;
    // The way curl and most HTTP libraries call: the address as typed, nothing else.
    let (status, body) = answer(
        pacer
            .program(reqwest::Method::POST, "/v1/messages")
            .header("user-agent", "curl/8.5.0")
            .json(&message()),
    )
    .await?;
    assert_eq!(
        status,
        StatusCode::ACCEPTED,
        "a message from a program is queued: {body}"
    );
    let_in += 1;
    for host in [
        format!("127.0.0.1:{port}"),
        format!("localhost:{port}"),
        format!("LocalHost:{port}"),
        format!("[::1]:{port}"),
    ] {
        let (status, body) = answer(
            pacer
                .program(reqwest::Method::GET, "/v1/stats")
                .header("host", &host),
        )
        .await?;
        assert_eq!(
            status,
            StatusCode::OK,
            "Host {host} names this machine: {body}"
        );
        let_in += 1;
    }
    // Typing the address in a browser's bar is the person, not a page.
    let (status, body) = answer(
        pacer
            .program(reqwest::Method::GET, "/v1/stats")
            .header("sec-fetch-site", "none"),
    )
    .await?;
    assert_eq!(
        status,
        StatusCode::OK,
        "Sec-Fetch-Site: none passes: {body}"
    );
    let_in += 1;
    // Bodies: none at all, an empty one, JSON with a charset.
    let (status, body) = answer(pacer.program(reqwest::Method::POST, "/v1/resume")).await?;
    assert_eq!(
        status,
        StatusCode::OK,
        "a POST without a body passes: {body}"
    );
    let (status, body) = answer(
        pacer
            .program(reqwest::Method::POST, "/v1/resume")
            .header("content-type", "text/plain")
            .header("content-length", "0"),
    )
    .await?;
    assert_eq!(
        status,
        StatusCode::OK,
        "an empty body has no type to check: {body}"
    );
    let (status, body) = answer(
        pacer
            .program(reqwest::Method::POST, "/v1/messages")
            .header("content-type", "application/json; charset=utf-8")
            .body(json!({"to": "+923001234568", "lane": "bulk", "template": {"name": "hello_world", "language": {"code": "en_US"}}}).to_string()),
    )
    .await?;
    assert_eq!(
        status,
        StatusCode::ACCEPTED,
        "JSON with its charset passes: {body}"
    );
    let_in += 3;
    // A hand-made request, as `curl -H 'Content-Type: application/json' -d …` sends it.
    let payload = message().to_string();
    let (status, body) = raw(
        pacer.addr(),
        format!(
            "POST /v1/messages HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUser-Agent: curl/8.5.0\r\nAccept: */*\r\nAuthorization: Bearer {KEY}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{payload}",
            payload.len()
        )
        .as_bytes(),
    )
    .await?;
    assert_eq!(status, 202, "a curl-like request is queued: {body}");
    let_in += 1;
    let (_, _, queued, _) = pacer.what_was_done().await?;
    assert_eq!(queued, 3, "every message a program posted was queued");
    pacer.stop().await?;
    eprintln!(
        "proof: {let_in} requests from programs on this machine let in (curl-like, 127.0.0.1, localhost, [::1], Sec-Fetch-Site: none, no body, JSON with a charset)"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn plain_text_and_form_bodies_are_refused_with_415_and_do_nothing() -> anyhow::Result<()> {
    let pacer = Pacer::start(tempfile::tempdir()?, Vec::new()).await?;
    std::fs::write(
        pacer.imports().join("list.csv"),
        "Name,Phone\nA,+923001234567\n",
    )?;
    let import = json!({"path": pacer.imports().join("list.csv"), "list": "December"}).to_string();
    let spec = json!({
        "name": "December", "template_name": "hello_world", "template_language": "en_US",
        "audience": {"lists": ["December"]}, "mapping": {},
    })
    .to_string();
    let cases: Vec<(&str, &str, Option<&str>, String)> = vec![
        (
            "/v1/messages",
            "a message as text/plain",
            Some("text/plain"),
            message().to_string(),
        ),
        (
            "/v1/messages",
            "a message as a form",
            Some("application/x-www-form-urlencoded"),
            message().to_string(),
        ),
        (
            "/v1/messages",
            "a message saying no type",
            None,
            message().to_string(),
        ),
        (
            "/v1/messages",
            "a message as multipart, on a route that takes no file",
            Some("multipart/form-data; boundary=x"),
            "--x
Content-Disposition: form-data; name=\"to\"

+923001234567
--x--
"
            .to_owned(),
        ),
        (
            "/v1/imports",
            "an import as text/plain",
            Some("text/plain"),
            import.clone(),
        ),
        (
            "/v1/imports",
            "an import as a form",
            Some("application/x-www-form-urlencoded"),
            format!(
                "path={}&list=December",
                pacer.imports().join("list.csv").display()
            ),
        ),
        (
            "/v1/campaigns",
            "a campaign as text/plain",
            Some("text/plain; charset=utf-8"),
            spec,
        ),
        (
            "/v1/resume",
            "a resume with a text body",
            Some("text/plain"),
            "please".into(),
        ),
    ];
    for (path, case, content_type, body) in &cases {
        let mut request = pacer
            .program(reqwest::Method::POST, path)
            .body(body.clone());
        if let Some(content_type) = content_type {
            request = request.header("content-type", *content_type);
        }
        let (status, answer) = answer(request).await?;
        assert_eq!(
            status,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "{case}: a body that is not JSON is refused with 415: {answer}"
        );
        assert_eq!(
            (
                answer["error"]["code"].as_str(),
                answer["error"]["rule"].as_str()
            ),
            (Some("unsupported_body"), Some("content_type")),
            "{case}: the refusal names the rule: {answer}"
        );
        assert!(
            answer["error"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("application/json")),
            "{case}: the refusal says what to send: {answer}"
        );
    }
    let (imports, lists, queued, sent) = pacer.what_was_done().await?;
    assert_eq!(
        (imports, lists, queued, sent),
        (0, 0, 0, 0),
        "a refused body did nothing: no import, no list, nothing queued or sent"
    );
    pacer.stop().await?;
    eprintln!(
        "proof: {} bodies that are not JSON (text/plain, forms, no type, multipart where no file is taken) refused with 415; 0 imports, 0 queued",
        cases.len()
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_import_reads_a_named_file_only_inside_the_folders_the_person_allowed()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let shared = dir.path().join("shared");
    let outside = dir.path().join("private");
    std::fs::create_dir_all(&shared)?;
    std::fs::create_dir_all(&outside)?;
    let pacer = Pacer::start(dir, vec![shared.clone()]).await?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(pacer.imports())?.permissions().mode() & 0o777;
        assert_eq!(
            mode, 0o700,
            "the data folder's imports/ is made at start, the user's alone"
        );
    }
    let list = "Name,Phone\nAyesha,+923001234567\n";
    std::fs::write(pacer.imports().join("list.csv"), list)?;
    std::fs::write(shared.join("list.csv"), list)?;
    std::fs::write(outside.join("list.csv"), list)?;
    let mut refusals = vec![
        ("a file in no allowed folder", outside.join("list.csv")),
        (
            "a missing file in no allowed folder",
            outside.join("missing.csv"),
        ),
        (
            "climbing out of imports/ with ..",
            pacer.imports().join("../../private/list.csv"),
        ),
        ("the database itself", pacer.data().join("pacer.db")),
    ];
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(outside.join("list.csv"), pacer.imports().join("link.csv"))?;
        std::os::unix::fs::symlink(&outside, pacer.imports().join("door"))?;
        refusals.push((
            "a link in imports/ to a file outside",
            pacer.imports().join("link.csv"),
        ));
        refusals.push((
            "a linked folder leading out",
            pacer.imports().join("door/list.csv"),
        ));
    }
    let import = |path: &Path| json!({"path": path, "list": "December", "country": "PK"});
    let mut first_refusal: Option<Value> = None;
    for (case, path) in &refusals {
        let (status, body) = answer(
            pacer
                .program(reqwest::Method::POST, "/v1/imports")
                .json(&import(path)),
        )
        .await?;
        assert_eq!(
            (
                status,
                body["error"]["code"].as_str(),
                body["error"]["field"].as_str()
            ),
            (
                StatusCode::FORBIDDEN,
                Some("path_not_allowed"),
                Some("path")
            ),
            "{case}: refused with 403 path_not_allowed: {body}"
        );
        // The same answer whether the file exists or not: it tells nothing about the disk.
        match &first_refusal {
            None => first_refusal = Some(body.clone()),
            Some(first) => assert_eq!(first, &body, "{case}: every refusal is the same answer"),
        }
    }
    let refusal = first_refusal.context("refusals were made")?;
    let message = refusal["error"]["message"].as_str().unwrap_or_default();
    for words in [
        "Settings → Folders Pacer may read",
        "--readable-folder",
        "upload",
    ] {
        assert!(
            message.contains(words),
            "the refusal says how to go on ({words}): {message}"
        );
    }
    let allowed: Vec<PathBuf> = refusal["error"]["allowed_folders"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|f| f.as_str().map(PathBuf::from))
        .collect();
    assert_eq!(
        allowed,
        [
            pacer.imports(),
            pacer.imports().with_file_name("desk-files"),
            shared.clone()
        ],
        "the refusal names the allowed folders, imports/ and what desks uploaded first: {refusal}"
    );
    let (imports, lists, _, _) = pacer.what_was_done().await?;
    assert_eq!((imports, lists), (0, 0), "a refused path imports nothing");

    for (case, path) in [
        (
            "the data folder's imports/",
            pacer.imports().join("list.csv"),
        ),
        ("a folder the person added", shared.join("list.csv")),
    ] {
        let (status, body) = answer(
            pacer
                .program(reqwest::Method::POST, "/v1/imports")
                .json(&import(&path)),
        )
        .await?;
        assert_eq!(
            status,
            StatusCode::OK,
            "{case}: a file there is imported: {body}"
        );
        assert_eq!(
            body["contacts"], 1,
            "{case}: the file's one contact is read: {body}"
        );
    }
    let (status, body) = answer(
        pacer
            .program(reqwest::Method::POST, "/v1/imports")
            .json(&import(&pacer.imports().join("not-there.csv"))),
    )
    .await?;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("import_failed")),
        "a missing file inside an allowed folder is the import's to report: {body}"
    );
    let (imports, _, _, _) = pacer.what_was_done().await?;
    assert_eq!(
        imports, 2,
        "the two allowed files were imported, nothing else"
    );
    pacer.stop().await?;
    eprintln!(
        "proof: {} named paths outside the allowed folders (a private folder, a missing file, .., the database{}) refused with 403 path_not_allowed, the same answer each time; 2 files in allowed folders imported",
        refusals.len(),
        if cfg!(unix) {
            ", two links leading out"
        } else {
            ""
        }
    );
    Ok(())
}

/// A list for the invoice template: customer, number, invoice, amount, due date.
const INVOICE_LIST: &str = "Customer,Mobile No,Invoice,Amount,Due date\n\
Ayesha Khan,+923001234567,INV-00001,PKR 1200,15 December\n\
Bilal Ahmed,+923001234568,INV-00002,PKR 800,15 December\n";

fn invoice_campaign(folder: &Path) -> Value {
    json!({
        "name": "December invoices",
        "template_name": "invoice_ready",
        "template_language": "en_US",
        "audience": {"lists": ["December"]},
        "mapping": {
            "body.1": {"column": "Customer"},
            "body.2": {"column": "Invoice"},
            "body.3": {"column": "Amount"},
            "body.4": {"column": "Due date"},
            "button.0": {"column": "Invoice"},
        },
        "pdf": {"folder": folder, "column": "Invoice"},
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_campaign_s_invoice_folder_must_lie_in_an_allowed_folder() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let outside = dir.path().join("Documents/invoices");
    std::fs::create_dir_all(&outside)?;
    let pacer = Pacer::start(dir, Vec::new()).await?;
    pacer_engine::templates::sync_into(pacer.node.engine()).await?;
    let inside = pacer.imports().join("invoices");
    std::fs::create_dir_all(&inside)?;
    for folder in [&inside, &outside] {
        for invoice in ["INV-00001", "INV-00002"] {
            std::fs::write(folder.join(format!("{invoice}.pdf")), "%PDF-1.4\n%%EOF\n")?;
        }
    }
    std::fs::write(pacer.imports().join("december.csv"), INVOICE_LIST)?;
    let (status, body) = answer(pacer.program(reqwest::Method::POST, "/v1/imports").json(
        &json!({"path": pacer.imports().join("december.csv"), "list": "December", "country": "PK"}),
    ))
    .await?;
    assert_eq!(status, StatusCode::OK, "the list imports: {body}");

    let mut refusals = vec![
        outside.clone(),
        pacer.imports().join("../../Documents/invoices"),
    ];
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(&outside, pacer.imports().join("linked-invoices"))?;
        refusals.push(pacer.imports().join("linked-invoices"));
    }
    for folder in &refusals {
        let (status, body) = answer(
            pacer
                .program(reqwest::Method::POST, "/v1/campaigns")
                .json(&invoice_campaign(folder)),
        )
        .await?;
        assert_eq!(
            (
                status,
                body["error"]["code"].as_str(),
                body["error"]["field"].as_str()
            ),
            (
                StatusCode::FORBIDDEN,
                Some("path_not_allowed"),
                Some("pdf.folder")
            ),
            "{}: an invoice folder outside the allowed ones is refused: {body}",
            folder.display()
        );
    }
    let campaigns = pacer.read("/v1/campaigns").await?;
    assert_eq!(
        campaigns.as_array().map(Vec::len),
        Some(0),
        "no campaign was made with a refused folder: {campaigns}"
    );
    let (status, body) = answer(
        pacer
            .program(reqwest::Method::POST, "/v1/campaigns")
            .json(&invoice_campaign(&inside)),
    )
    .await?;
    assert_eq!(
        status,
        StatusCode::CREATED,
        "a folder inside imports/ is used: {body}"
    );
    pacer.stop().await?;
    eprintln!(
        "proof: {} invoice folders outside the allowed ones (a private folder, .., a link) refused with 403 path_not_allowed; 0 campaigns made from them; 1 made from imports/invoices",
        refusals.len()
    );
    Ok(())
}

/// The spring sale (an image header) with one poster for everyone.
fn poster_campaign(poster: &Path) -> Value {
    json!({
        "name": "Spring sale",
        "template_name": "spring_sale",
        "template_language": "en_US",
        "audience": {"lists": ["December"]},
        "mapping": {
            "body.1": {"column": "Customer"},
            "body.2": {"text": "20%"},
            "body.3": {"text": "31 March"},
        },
        "header_file": poster,
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_campaign_s_header_file_must_lie_in_an_allowed_folder_and_be_what_the_header_takes()
-> anyhow::Result<()> {
    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR a poster";
    let dir = tempfile::tempdir()?;
    let outside = dir.path().join("Pictures");
    std::fs::create_dir_all(&outside)?;
    std::fs::write(outside.join("poster.png"), PNG)?;
    let pacer = Pacer::start(dir, Vec::new()).await?;
    pacer_engine::templates::sync_into(pacer.node.engine()).await?;
    std::fs::write(pacer.imports().join("poster.png"), PNG)?;
    std::fs::write(
        pacer.imports().join("poster.gif"),
        "GIF89a a moving picture",
    )?;
    std::fs::write(pacer.imports().join("december.csv"), INVOICE_LIST)?;
    let (status, body) = answer(pacer.program(reqwest::Method::POST, "/v1/imports").json(
        &json!({"path": pacer.imports().join("december.csv"), "list": "December", "country": "PK"}),
    ))
    .await?;
    assert_eq!(status, StatusCode::OK, "the list imports: {body}");

    let mut refusals = vec![
        outside.join("poster.png"),
        pacer.imports().join("../Pictures/poster.png"),
    ];
    #[cfg(unix)]
    {
        std::os::unix::fs::symlink(
            outside.join("poster.png"),
            pacer.imports().join("linked.png"),
        )?;
        refusals.push(pacer.imports().join("linked.png"));
    }
    for poster in &refusals {
        let (status, body) = answer(
            pacer
                .program(reqwest::Method::POST, "/v1/campaigns")
                .json(&poster_campaign(poster)),
        )
        .await?;
        assert_eq!(
            (
                status,
                body["error"]["code"].as_str(),
                body["error"]["field"].as_str()
            ),
            (
                StatusCode::FORBIDDEN,
                Some("path_not_allowed"),
                Some("header_file")
            ),
            "{}: a poster outside the allowed folders is refused: {body}",
            poster.display()
        );
    }
    let (status, body) = answer(
        pacer
            .program(reqwest::Method::POST, "/v1/campaigns")
            .json(&poster_campaign(&pacer.imports().join("poster.gif"))),
    )
    .await?;
    assert_eq!(
        (status, body["error"]["field"].as_str()),
        (StatusCode::BAD_REQUEST, Some("header_file")),
        "a GIF is not what an image header takes: {body}"
    );
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("is not a JPEG or PNG picture")),
        "{body}"
    );
    let campaigns = pacer.read("/v1/campaigns").await?;
    assert_eq!(campaigns.as_array().map(Vec::len), Some(0), "{campaigns}");
    let (status, body) = answer(
        pacer
            .program(reqwest::Method::POST, "/v1/campaigns")
            .json(&poster_campaign(&pacer.imports().join("poster.png"))),
    )
    .await?;
    assert_eq!(
        status,
        StatusCode::CREATED,
        "a poster inside imports/ is used: {body}"
    );
    pacer.stop().await?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_uploaded_list_is_imported_and_deleted_afterwards() -> anyhow::Result<()> {
    let pacer = Pacer::start(tempfile::tempdir()?, Vec::new()).await?;
    let list = "Customer;Mobile No;City\nAyesha Khan;0300 1234567;Karachi\nBilal;0300 1234568;Lahore\nNobody;12;Quetta\n";
    let form = Form::new()
        .text("list", "December")
        .text("country", "PK")
        .text("columns", r#"{"phone": "Mobile No", "name": "Customer"}"#)
        .text("tags", "vip")
        .text("tags", "karachi")
        .part(
            "file",
            Part::bytes(list.as_bytes().to_vec())
                .file_name("december export.csv")
                .mime_str("text/csv")?,
        );
    let (status, report) = answer(
        pacer
            .program(reqwest::Method::POST, "/v1/imports")
            .multipart(form),
    )
    .await?;
    assert_eq!(
        status,
        StatusCode::OK,
        "an uploaded list is imported: {report}"
    );
    assert_eq!(
        report["file_name"], "december export.csv",
        "the report names the file as the caller called it: {report}"
    );
    assert_eq!(
        (
            report["contacts"].as_u64(),
            report["invalid_count"].as_u64()
        ),
        (Some(2), Some(1)),
        "the upload is read like a named file: {report}"
    );
    assert_eq!(
        report["columns"]["phone_found_by"], "override",
        "the columns part is used: {report}"
    );
    let lists = pacer.read("/v1/lists").await?;
    assert_eq!(
        lists[0]["name"], "December",
        "the list part is used: {lists}"
    );
    assert!(
        pacer.uploads_left()?.is_empty(),
        "the uploaded file is deleted once imported: {:?}",
        pacer.uploads_left()?
    );

    // An upload that cannot be imported is deleted too.
    let form = Form::new()
        .text("list", "December")
        .text("country", "PK")
        .part(
            "file",
            Part::bytes(b"%PDF-1.4\n%%EOF\n".to_vec()).file_name("invoice.pdf"),
        );
    let (status, body) = answer(
        pacer
            .program(reqwest::Method::POST, "/v1/imports")
            .multipart(form),
    )
    .await?;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("import_failed")),
        "a PDF is not a list: {body}"
    );
    assert!(
        pacer.uploads_left()?.is_empty(),
        "a failed upload leaves nothing behind"
    );
    let (imports, _, _, _) = pacer.what_was_done().await?;
    assert_eq!(imports, 1, "one import recorded");
    pacer.stop().await?;
    eprintln!(
        "proof: 1 list uploaded as multipart imported (2 contacts, 1 invalid), 0 uploaded files left in the data folder after a good and a failed upload"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_upload_declared_larger_than_2_gb_is_refused_before_it_is_read() -> anyhow::Result<()> {
    let pacer = Pacer::start(tempfile::tempdir()?, Vec::new()).await?;
    let declared: u64 = 3 << 30;
    let head = format!(
        "POST /v1/imports HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nAuthorization: Bearer {KEY}\r\nContent-Type: multipart/form-data; boundary=XyZ\r\nContent-Length: {declared}\r\nConnection: close\r\n\r\n--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"huge.csv\"\r\n\r\n",
        pacer.port()
    );
    let (status, body) = raw(pacer.addr(), head.as_bytes()).await?;
    let body: Value = serde_json::from_str(&body).with_context(|| format!("JSON: {body}"))?;
    assert_eq!(status, 413, "an upload over the cap is refused: {body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("2 GB")),
        "the refusal says the cap and what to do: {body}"
    );
    assert!(pacer.uploads_left()?.is_empty(), "nothing of it was kept");
    pacer.stop().await?;
    eprintln!(
        "proof: an upload declaring {} GB refused with 413 before its body was read; 0 bytes kept",
        declared >> 30
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_template_sample_is_read_only_in_an_allowed_folder_and_its_handle_makes_a_template()
-> anyhow::Result<()> {
    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR a sample poster";
    let dir = tempfile::tempdir()?;
    let outside = dir.path().join("Pictures");
    std::fs::create_dir_all(&outside)?;
    std::fs::write(outside.join("poster.png"), PNG)?;
    let pacer = Pacer::start(dir, Vec::new()).await?;
    std::fs::write(pacer.imports().join("poster.png"), PNG)?;
    std::fs::write(
        pacer.imports().join("poster.gif"),
        "GIF89a a moving picture",
    )?;
    let sample = |path: &Path| {
        pacer
            .program(reqwest::Method::POST, "/v1/templates/samples")
            .json(&json!({"path": path, "kind": "image"}))
    };

    let (status, body) = answer(sample(&outside.join("poster.png"))).await?;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (StatusCode::FORBIDDEN, Some("path_not_allowed")),
        "a sample outside the allowed folders: {body}"
    );
    let (status, body) = answer(sample(&pacer.imports().join("poster.gif"))).await?;
    assert_eq!(
        (status, body["error"]["field"].as_str()),
        (StatusCode::BAD_REQUEST, Some("path")),
        "a GIF is not a picture header's sample: {body}"
    );
    let (status, body) = answer(sample(&pacer.imports().join("poster.png"))).await?;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let handle = body["handle"].as_str().unwrap_or_default().to_owned();
    assert_eq!(body["name"], "poster.png");

    let draft = json!({
        "name": "spring_poster",
        "language": "en_US",
        "category": "MARKETING",
        "header": {"kind": "image", "handle": handle},
        "body": "Hi {{1}}, our spring sale starts today: everything is 20% off in the shop.",
        "samples": {"1": "Ayesha"},
        "buttons": [],
    });
    let (status, body) = answer(
        pacer
            .program(reqwest::Method::POST, "/v1/templates")
            .json(&draft),
    )
    .await?;
    assert_eq!(
        status,
        StatusCode::CREATED,
        "the handle makes a template: {body}"
    );
    pacer.stop().await?;
    Ok(())
}
