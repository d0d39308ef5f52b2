//! The push stream (`GET /v1/events`, Server-Sent Events) of a running `Node`, over real HTTP on
//! loopback and over the office listener: the figures at once and as they change (a burst is
//! coalesced), a customer's message pushed with its number, readers following over the office
//! listener (viewers without the Inbox) and a system key refused, a revoked desk's stream
//! ended, the node stopping with streams open, and the stream after the 64th refused.

use std::net::SocketAddr;
use std::pin::Pin;
use std::time::Duration;

use bytes::Bytes;
use futures::{Stream, StreamExt};
use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::config::EngineConfig;
use pacer_engine::node::{Node, NodeConfig, OfficeConfig};
use pacer_engine::sharing::{Identity, pinned_client};
use pacer_engine::webhook_receiver::WebhookSecrets;
use pacer_sim::{CustomerMessage, SimConfig};
use reqwest::{Method, StatusCode};
use serde_json::{Value, json};

const KEY: &str = "events-test-key-0123456789abcdef";
/// Generous: a slow machine, never a figure.
const PATIENCE: Duration = Duration::from_secs(60);

struct Office {
    node: Node,
    sim: pacer_sim::SimHandle,
    _dir: tempfile::TempDir,
    desk_http: reqwest::Client,
    local: reqwest::Client,
}

/// An address nobody listens on yet (the simulator must know where to post webhooks before
/// the node starts).
fn free_addr() -> anyhow::Result<SocketAddr> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?)
}

impl Office {
    async fn start() -> anyhow::Result<Office> {
        let dir = tempfile::tempdir()?;
        let hook = free_addr()?;
        let mut sim_config = SimConfig::unlimited();
        sim_config.webhooks.url = Some(format!("http://{hook}/webhook"));
        sim_config.webhooks.sent_after = (Duration::from_millis(10), Duration::from_millis(50));
        sim_config.webhooks.delivered_after =
            (Duration::from_millis(10), Duration::from_millis(50));
        sim_config.webhooks.duplicate_rate = 0.0;
        sim_config.webhooks.read_rate = 0.0;
        let sim = pacer_sim::start(
            tokio::net::TcpListener::bind("127.0.0.1:0").await?,
            sim_config,
        )
        .await?;
        let mut graph = GraphConfig::new(sim.config().access_token.clone());
        graph.base_url = sim.base_url();
        let mut config = EngineConfig::new(
            dir.path().join("pacer.db"),
            sim.config().phone_number_id.clone(),
        );
        config.waba_id = sim.config().waba_id.clone();
        config.mps = None;
        config.tier_limit = None;
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
            webhook_addr: hook,
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

    /// The owner, through the local API.
    async fn owner(
        &self,
        method: Method,
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

    /// Pairs a desk called `name`; its credential and id.
    async fn pair(&self, name: &str) -> anyhow::Result<(String, i64)> {
        let (status, shown) = self
            .owner(Method::POST, "/v1/office/pairing-code", None)
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
        Ok((
            paired["credential"].as_str().unwrap_or_default().to_owned(),
            paired["desk"]["id"].as_i64().unwrap_or_default(),
        ))
    }

    /// Follows the stream through the local API.
    async fn follow_local(&self) -> anyhow::Result<reqwest::Response> {
        Ok(self
            .local
            .get(self.local_url("/v1/events"))
            .bearer_auth(KEY)
            .send()
            .await?)
    }

    /// Follows the stream over the office listener with a desk's `credential`.
    async fn follow_office(&self, credential: &str) -> anyhow::Result<reqwest::Response> {
        Ok(self
            .desk_http
            .get(self.office_url("/v1/events"))
            .bearer_auth(credential)
            .send()
            .await?)
    }

    /// Posts `count` bulk messages to as many customers, from number `first` on.
    async fn post_messages(&self, first: usize, count: usize) -> anyhow::Result<()> {
        let messages: Vec<Value> = (first..first + count)
            .map(|i| {
                json!({
                    "to": format!("+92300{:07}", 1_000_000 + i),
                    "lane": "bulk",
                    "template": {"name": "hello_world", "language": {"code": "en_US"}},
                })
            })
            .collect();
        let (status, answer) = self
            .owner(
                Method::POST,
                "/v1/messages",
                Some(json!({"messages": messages})),
            )
            .await?;
        anyhow::ensure!(status == StatusCode::ACCEPTED, "{status} {answer}");
        Ok(())
    }

    async fn stop(self) -> anyhow::Result<()> {
        self.node.stop().await;
        self.sim.shutdown().await?;
        Ok(())
    }
}

/// One event of a stream.
#[derive(Debug, Clone, Default)]
struct Received {
    event: String,
    id: String,
    data: String,
}

impl Received {
    fn json(&self) -> Value {
        serde_json::from_str(&self.data).unwrap_or(Value::Null)
    }
}

/// A small reader of `text/event-stream`: blocks separated by a blank line, `field: value`
/// lines, comments starting with `:`.
struct Events {
    body: Pin<Box<dyn Stream<Item = reqwest::Result<Bytes>> + Send>>,
    buffer: Vec<u8>,
}

impl Events {
    fn of(response: reqwest::Response) -> anyhow::Result<Events> {
        anyhow::ensure!(
            response.status() == StatusCode::OK,
            "the stream was refused: {}",
            response.status()
        );
        let kind = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned();
        anyhow::ensure!(kind.starts_with("text/event-stream"), "{kind}");
        Ok(Events {
            body: Box::pin(response.bytes_stream()),
            buffer: Vec::new(),
        })
    }

    /// The next event; `None` when the stream ended cleanly; an error when it broke or
    /// nothing came within `PATIENCE`.
    async fn next(&mut self) -> anyhow::Result<Option<Received>> {
        self.next_within(PATIENCE)
            .await?
            .ok_or_else(|| anyhow::anyhow!("no event within {PATIENCE:?}"))
    }

    /// Like [`Events::next`], but `Ok(None)` when nothing came within `wait` (and
    /// `Ok(Some(None))` when the stream ended).
    async fn next_within(&mut self, wait: Duration) -> anyhow::Result<Option<Option<Received>>> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            while let Some(end) = self.buffer.windows(2).position(|w| w == b"\n\n") {
                let block: Vec<u8> = self.buffer.drain(..end + 2).collect();
                let block = String::from_utf8(block)?;
                let mut received = Received::default();
                let mut fields = false;
                for line in block.lines() {
                    if line.starts_with(':') {
                        continue;
                    }
                    let (name, value) = line.split_once(':').unwrap_or((line, ""));
                    let value = value.strip_prefix(' ').unwrap_or(value);
                    fields = true;
                    match name {
                        "event" => received.event = value.to_owned(),
                        "id" => received.id = value.to_owned(),
                        "data" => {
                            if !received.data.is_empty() {
                                received.data.push('\n');
                            }
                            received.data.push_str(value);
                        }
                        _ => {}
                    }
                }
                if fields {
                    return Ok(Some(Some(received)));
                }
            }
            let chunk = match tokio::time::timeout_at(deadline, self.body.next()).await {
                Err(_) => return Ok(None),
                Ok(None) => return Ok(Some(None)),
                Ok(Some(chunk)) => chunk?,
            };
            self.buffer.extend_from_slice(&chunk);
        }
    }

    /// Reads events until one of kind `event` for which `wanted` holds; the events read on
    /// the way are returned too (last the one found).
    async fn until(
        &mut self,
        event: &str,
        wanted: impl Fn(&Value) -> bool,
    ) -> anyhow::Result<Vec<Received>> {
        let mut read = Vec::new();
        loop {
            let Some(next) = self.next().await? else {
                anyhow::bail!("the stream ended before a `{event}` event came: {read:?}");
            };
            let found = next.event == event && wanted(&next.json());
            read.push(next);
            if found {
                return Ok(read);
            }
        }
    }
}

#[tokio::test]
async fn the_figures_come_at_once_and_as_they_change_a_burst_coalesced() -> anyhow::Result<()> {
    let office = Office::start().await?;
    let mut events = Events::of(office.follow_local().await?)?;
    let first = events.next().await?.expect("an event at connect");
    assert_eq!(first.event, "stats", "{first:?}");
    assert_eq!(first.id, "1");
    let figures = first.json();
    assert_eq!(figures["departures"], 0, "{figures}");
    assert!(figures["messages_by_state"].is_object(), "{figures}");
    assert_eq!(
        figures["tunnel"]["status"], "off",
        "the body of GET /v1/stats"
    );

    let messages = 3_000;
    for batch in 0..3 {
        office.post_messages(batch * 1_000, 1_000).await?;
    }
    let read = events
        .until("stats", |f| f["departures"] == messages)
        .await?;
    let stats: Vec<&Received> = read.iter().filter(|e| e.event == "stats").collect();
    let departures: Vec<u64> = stats
        .iter()
        .map(|e| e.json()["departures"].as_u64().unwrap_or_default())
        .collect();
    assert!(
        departures.windows(2).all(|w| w[0] <= w[1]),
        "the count only grows: {departures:?}"
    );
    assert!(
        stats.len() < messages / 10,
        "{} events for {messages} messages: a burst is coalesced",
        stats.len()
    );
    // Every event numbered, one after the other, on this stream.
    let ids: Vec<u64> = std::iter::once(&first)
        .chain(read.iter())
        .map(|e| e.id.parse().unwrap_or_default())
        .collect();
    assert!(
        ids.windows(2).all(|w| w[1] == w[0] + 1),
        "ids count up: {ids:?}"
    );
    // The statuses the simulator posts back move the figures too.
    events
        .until("stats", |f| {
            f["messages_by_state"]["delivered"].as_u64() == Some(messages as u64)
        })
        .await?;
    // The same figures as GET /v1/stats.
    let (status, now) = office.owner(Method::GET, "/v1/stats", None).await?;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(now["messages_by_state"]["delivered"], messages);
    office.stop().await
}

#[tokio::test]
async fn a_customer_message_is_pushed_with_the_customers_number() -> anyhow::Result<()> {
    let office = Office::start().await?;
    let mut events = Events::of(office.follow_local().await?)?;
    events.until("stats", |_| true).await?;
    // The feed's first look at the Inbox only learns where it stands.
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let customer = "+923001234567";
    let message: CustomerMessage = serde_json::from_value(json!({
        "from": customer, "name": "Ayesha", "text": "Is my order on its way?"
    }))?;
    office.sim.customer_sends(message)?;
    let read = events.until("inbox", |_| true).await?;
    let inbox = read.last().expect("found").json();
    assert_eq!(inbox["phones"], json!([customer]), "{inbox}");
    assert_eq!(inbox["unread_total"], 1, "{inbox}");
    assert_eq!(inbox["arrived_count"], 1, "{inbox}");
    assert_eq!(inbox["arrived"][0]["text"], "Is my order on its way?");
    assert_eq!(inbox["partial"], false);

    // Reading the conversation moves the unread count: pushed too.
    let (status, _) = office
        .owner(
            Method::POST,
            &format!("/v1/conversations/{customer}/read"),
            Some(json!({})),
        )
        .await?;
    assert_eq!(status, StatusCode::OK);
    let read = events.until("inbox", |_| true).await?;
    let inbox = read.last().expect("found").json();
    assert_eq!(inbox["unread_total"], 0, "{inbox}");
    assert_eq!(inbox["arrived_count"], 0, "{inbox}");
    office.stop().await
}

#[tokio::test]
async fn readers_follow_over_the_office_listener_and_a_system_key_is_refused() -> anyhow::Result<()>
{
    let office = Office::start().await?;
    let (front, _) = office.pair("Front desk").await?;
    let (reports, reports_id) = office.pair("Reports").await?;
    let (status, body) = office
        .owner(
            Method::PUT,
            &format!("/v1/office/desks/{reports_id}/role"),
            Some(json!({"role": "viewer"})),
        )
        .await?;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, key) = office
        .owner(
            Method::POST,
            "/v1/office/system-keys",
            Some(json!({"name": "Website"})),
        )
        .await?;
    assert_eq!(status, StatusCode::CREATED, "{key}");
    let website = key["credential"].as_str().unwrap_or_default().to_owned();

    let refused = office.follow_office(&website).await?;
    assert_eq!(refused.status(), StatusCode::FORBIDDEN);
    let refusal: Value = refused.json().await?;
    assert_eq!(refusal["error"]["code"], "not_allowed", "{refusal}");
    let refused = office.follow_office("not-a-credential").await?;
    assert_eq!(refused.status(), StatusCode::UNAUTHORIZED);

    let mut staff = Events::of(office.follow_office(&front).await?)?;
    let mut viewer = Events::of(office.follow_office(&reports).await?)?;
    let first = viewer.next().await?.expect("an event at connect");
    assert_eq!(first.event, "stats", "a viewer follows the figures");
    assert!(first.json()["messages_by_state"].is_object());
    staff.until("stats", |_| true).await?;
    tokio::time::sleep(Duration::from_millis(1_500)).await;

    let customer = "+923007654321";
    let message: CustomerMessage = serde_json::from_value(json!({
        "from": customer, "name": "Bilal", "text": "Can I pay on Friday?"
    }))?;
    office.sim.customer_sends(message)?;
    let read = staff.until("inbox", |_| true).await?;
    assert_eq!(
        read.last().expect("found").json()["phones"],
        json!([customer])
    );
    // The viewer's stream goes on without the Inbox: customers' numbers and words are staff's.
    let mut viewer_saw = Vec::new();
    while let Some(next) = viewer.next_within(Duration::from_millis(2_500)).await? {
        viewer_saw.push(next.expect("the stream goes on"));
    }
    assert!(
        viewer_saw.iter().all(|e| e.event != "inbox"),
        "a viewer gets no inbox event: {viewer_saw:?}"
    );

    // A revoked desk's open stream ends (within the desk check's 5 s), cleanly.
    let (status, body) = office
        .owner(
            Method::POST,
            &format!("/v1/office/desks/{reports_id}/revoke"),
            None,
        )
        .await?;
    assert_eq!(status, StatusCode::OK, "{body}");
    loop {
        match viewer.next().await? {
            None => break,
            Some(event) => assert_ne!(event.event, "inbox"),
        }
    }
    let again = office.follow_office(&reports).await?;
    assert_eq!(again.status(), StatusCode::UNAUTHORIZED, "revoked");
    office.stop().await
}

#[tokio::test]
async fn the_node_stops_with_streams_open_and_they_end_cleanly() -> anyhow::Result<()> {
    let office = Office::start().await?;
    let (front, _) = office.pair("Front desk").await?;
    let mut local = Events::of(office.follow_local().await?)?;
    let mut desk = Events::of(office.follow_office(&front).await?)?;
    local.until("stats", |_| true).await?;
    desk.until("stats", |_| true).await?;
    let Office { node, sim, .. } = office;
    // The listeners give open connections 10 s to finish before closing them: a stream that
    // waited for its client would hold `stop` that long and then be cut.
    tokio::time::timeout(Duration::from_secs(9), node.stop())
        .await
        .map_err(|_| anyhow::anyhow!("Node::stop waited for the open streams"))?;
    for events in [&mut local, &mut desk] {
        loop {
            match events.next().await {
                Ok(None) => break,
                Ok(Some(event)) => assert_eq!(event.event, "stats", "{event:?}"),
                Err(e) => panic!("the stream broke instead of ending: {e:#}"),
            }
        }
    }
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn the_stream_after_the_64th_is_refused_until_one_closes() -> anyhow::Result<()> {
    let office = Office::start().await?;
    let mut open = Vec::new();
    for _ in 0..64 {
        let mut events = Events::of(office.follow_local().await?)?;
        let first = events.next().await?.expect("an event at connect");
        assert_eq!(first.event, "stats");
        open.push(events);
    }
    let refused = office.follow_local().await?;
    assert_eq!(refused.status(), StatusCode::SERVICE_UNAVAILABLE);
    assert!(refused.headers().contains_key("retry-after"));
    let refusal: Value = refused.json().await?;
    assert_eq!(refusal["error"]["code"], "too_many_streams", "{refusal}");
    assert_eq!(refusal["error"]["max_streams"], 64, "{refusal}");
    assert!(
        refusal["error"]["message"]
            .as_str()
            .unwrap_or_default()
            .contains("64"),
        "{refusal}"
    );
    // A desk that goes away frees its place (noticed when its connection closes, at the
    // latest at the next keep-alive).
    drop(open.pop());
    let deadline = tokio::time::Instant::now() + PATIENCE;
    loop {
        let answer = office.follow_local().await?;
        if answer.status() == StatusCode::OK {
            let mut events = Events::of(answer)?;
            assert_eq!(events.next().await?.expect("stats").event, "stats");
            break;
        }
        assert_eq!(answer.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert!(
            tokio::time::Instant::now() < deadline,
            "the closed stream's place was never freed"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    drop(open);
    office.stop().await
}
