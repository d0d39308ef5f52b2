//! The webhook receiver faces the internet: strangers, slow clients and replays, tried against
//! a real Pacer (`Node`) on loopback, through its own listener, with a real database on disk.
//!
//! What is protected here: a POST without a well-formed signature costs Pacer nothing (it is
//! refused before its body is read); slow clients cannot hold Pacer's connections or keep
//! Meta's webhooks waiting (header-read timeout, connection cap, body deadline, a cap on
//! bodies read at once); the inbox keeps each body once and lets applied bodies go after the
//! retention without breaking what refers to them; the write-ahead log is cut back after a
//! burst; the receiver listens beyond this computer only when asked; and the receiver's other
//! paths answer only programs on this computer. Time limits in the assertions are the issue's
//! own ("answered within a second") or generous polling limits, never measured durations.

use std::io::{Read as _, Write as _};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::{Context as _, bail, ensure};
use pacer_cloud::{GraphClient, GraphConfig};
use pacer_engine::config::EngineConfig;
use pacer_engine::ledger::{Ledger, WAL_SIZE_LIMIT};
use pacer_engine::listener::Limits;
use pacer_engine::node::{Node, NodeConfig, NodeError};
use pacer_engine::webhook::retention;
use pacer_engine::webhook_receiver::{IntakeLimits, MAX_BODY, WebhookSecrets};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::TcpStream;

const APP_SECRET: &str = "intake-test-app-secret";

/// How long any awaited state may take: generous, so a slow machine never fails a test.
const LIMIT: Duration = Duration::from_secs(60);

fn node_config(db: &Path) -> anyhow::Result<NodeConfig> {
    let mut config = EngineConfig::new(db, "106540352242922");
    config.tier_limit = None;
    // Nothing is sent in these tests: the Graph API is an address where nobody listens.
    let mut graph = GraphConfig::new("intake-test-token");
    graph.base_url = "http://127.0.0.1:9".into();
    Ok(NodeConfig {
        config,
        client: GraphClient::new(graph)?,
        api_key: "intake-test-key".into(),
        secrets: WebhookSecrets {
            app_secret: APP_SECRET.into(),
            verify_token: "intake-verify".into(),
        },
        api_addr: "127.0.0.1:0".parse()?,
        webhook_addr: "127.0.0.1:0".parse()?,
        webhook_beyond_loopback: false,
        readable_folders: Vec::new(),
        tunnel: None,
        office: None,
    })
}

async fn start(dir: &tempfile::TempDir) -> anyhow::Result<Node> {
    Ok(Node::start(node_config(&dir.path().join("pacer.db"))?).await?)
}

fn signature(body: &[u8]) -> String {
    format!("sha256={}", pacer_sim::sign(APP_SECRET.as_bytes(), body))
}

fn webhook_url(node: &Node) -> String {
    format!("http://{}/webhook", node.webhook_addr())
}

async fn post_signed(http: &reqwest::Client, node: &Node, body: &[u8]) -> anyhow::Result<u16> {
    Ok(http
        .post(webhook_url(node))
        .header("content-type", "application/json")
        .header("x-hub-signature-256", signature(body))
        .body(body.to_vec())
        .send()
        .await?
        .status()
        .as_u16())
}

fn count(node: &Node, sql: &str) -> anyhow::Result<i64> {
    Ok(node
        .engine()
        .ledger()
        .read_now(|c| c.query_row(sql, [], |r| r.get(0)))?)
}

async fn wait_until(
    what: &str,
    limit: Duration,
    mut check: impl FnMut() -> anyhow::Result<bool>,
) -> anyhow::Result<()> {
    let deadline = Instant::now() + limit;
    while !check()? {
        if Instant::now() > deadline {
            bail!("{what}: not after {limit:?}");
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    Ok(())
}

/// A request head for POST /webhook, as a raw client writes it.
fn post_head(port: u16, length: usize, signature: Option<&str>) -> String {
    let signature = signature
        .map(|s| format!("X-Hub-Signature-256: {s}\r\n"))
        .unwrap_or_default();
    format!(
        "POST /webhook HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n{signature}Content-Length: {length}\r\n\r\n"
    )
}

/// Reads an answer's status line, or `None` when none came within `limit`.
async fn status_within(stream: &mut TcpStream, limit: Duration) -> anyhow::Result<Option<u16>> {
    let mut head = Vec::new();
    let read = tokio::time::timeout(limit, async {
        let mut byte = [0u8; 1];
        while !head.ends_with(b"\r\n") {
            if stream.read(&mut byte).await? == 0 {
                break;
            }
            head.push(byte[0]);
        }
        Ok::<_, std::io::Error>(())
    })
    .await;
    match read {
        Err(_) => Ok(None),
        Ok(result) => {
            result?;
            let line = String::from_utf8_lossy(&head);
            let status = line
                .split_whitespace()
                .nth(1)
                .with_context(|| format!("a status line, not {line:?}"))?;
            Ok(Some(status.parse()?))
        }
    }
}

/// Reads until the server closes the connection (or resets it); `false` if it is still open
/// after `limit`.
async fn closed_within(stream: &mut TcpStream, limit: Duration) -> bool {
    let mut buffer = [0u8; 1024];
    tokio::time::timeout(limit, async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => return,
                Ok(_) => {}
            }
        }
    })
    .await
    .is_ok()
}

// ---------------------------------------------------------------------------------------
// Strangers: refused before their bodies are read
// ---------------------------------------------------------------------------------------

const SERVER_PROCESS: &str = "PACER_INTAKE_SERVER_DIR";

/// The server of the memory test, run by that test as a process of its own (this test binary
/// again, with this test selected), so its memory is the server's alone. It prints where the
/// receiver listens and runs until its standard input closes.
#[test]
#[ignore = "started by fifty_unsigned_4_mb_posts_are_refused_before_their_bodies_are_read"]
fn intake_server_process() -> anyhow::Result<()> {
    let Some(dir) = std::env::var_os(SERVER_PROCESS) else {
        return Ok(());
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    runtime.block_on(async {
        let node = Node::start(node_config(&Path::new(&dir).join("pacer.db"))?).await?;
        println!("webhook receiver at {}", node.webhook_addr());
        std::io::stdout().flush()?;
        // The parent closes standard input when it is done.
        tokio::task::spawn_blocking(|| {
            let mut rest = Vec::new();
            std::io::stdin().read_to_end(&mut rest)
        })
        .await??;
        node.stop().await;
        Ok(())
    })
}

/// A field of `/proc/<pid>/status` in kB (Linux).
fn proc_status_kb(pid: u32, field: &str) -> anyhow::Result<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status"))?;
    let line = status
        .lines()
        .find(|l| l.starts_with(field))
        .with_context(|| format!("{field} in /proc/{pid}/status"))?;
    Ok(line
        .split_whitespace()
        .nth(1)
        .context("a number of kB")?
        .parse()?)
}

/// The child process of the memory test; killed if the test ends early.
struct ServerProcess(std::process::Child);

impl Drop for ServerProcess {
    fn drop(&mut self) {
        // Exited already in the normal course of the test; otherwise stop it now.
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fifty_unsigned_4_mb_posts_are_refused_before_their_bodies_are_read() -> anyhow::Result<()>
{
    const POSTS: usize = 50;
    let dir = tempfile::tempdir()?;
    let mut child = ServerProcess(
        std::process::Command::new(std::env::current_exe()?)
            .args([
                "intake_server_process",
                "--exact",
                "--ignored",
                "--nocapture",
            ])
            .env(SERVER_PROCESS, dir.path())
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()?,
    );
    let pid = child.0.id();
    let stdout = child.0.stdout.take().context("the server's output")?;
    let (said, heard) = tokio::sync::oneshot::channel();
    // Reads the server's output to its end, so it never writes into a closed pipe.
    std::thread::spawn(move || {
        let mut said = Some(said);
        for line in std::io::BufRead::lines(std::io::BufReader::new(stdout)).map_while(Result::ok) {
            if let Some(addr) = line.strip_prefix("webhook receiver at ")
                && let Some(said) = said.take()
            {
                // The test may have given up waiting; then nobody needs the address.
                let _ = said.send(addr.to_owned());
            }
        }
    });
    let addr = tokio::time::timeout(LIMIT, heard)
        .await
        .context("the server process starts in time")?
        .context("the server process says where it listens")?;
    let port: u16 = addr.rsplit_once(':').context("a port")?.1.parse()?;

    // One real webhook first, so the server has done everything it does for one.
    let http = reqwest::Client::new();
    let warm_up = br#"{"object":"whatsapp_business_account","entry":[]}"#;
    let answer = http
        .post(format!("http://{addr}/webhook"))
        .header("x-hub-signature-256", signature(warm_up))
        .body(warm_up.to_vec())
        .send()
        .await?;
    ensure!(answer.status() == 200, "a signed webhook is taken");
    let rss_before = proc_status_kb(pid, "VmRSS")?;

    let body: Arc<[u8]> = vec![b'x'; MAX_BODY].into();
    let posts = (0..POSTS).map(|_| {
        let body = Arc::clone(&body);
        tokio::spawn(async move {
            let mut stream = TcpStream::connect(("127.0.0.1", port)).await?;
            stream
                .write_all(post_head(port, MAX_BODY, None).as_bytes())
                .await?;
            // Only the head is sent: an answer now was given without the body.
            let early = status_within(&mut stream, Duration::from_secs(5)).await?;
            // Then the body, as a stranger would send it anyway (the server may have closed).
            let sent = tokio::time::timeout(LIMIT, stream.write_all(&body)).await;
            let status = match early {
                Some(status) => status,
                None => {
                    sent??;
                    status_within(&mut stream, LIMIT)
                        .await?
                        .context("an answer after the body")?
                }
            };
            Ok::<_, anyhow::Error>((status, early.is_some()))
        })
    });
    let answers = futures::future::join_all(posts).await;
    let peak = proc_status_kb(pid, "VmHWM")?;
    let growth_mb = peak.saturating_sub(rss_before) / 1024;
    let bodies_mb = POSTS * MAX_BODY / (1024 * 1024);
    let mut before_body = 0;
    for answer in answers {
        let (status, early) = answer??;
        assert_eq!(status, 401, "an unsigned POST is refused with 401");
        before_body += usize::from(early);
    }
    assert_eq!(
        before_body, POSTS,
        "every unsigned POST is answered while its sender has sent only the head (server peak memory +{growth_mb} MB)"
    );
    assert!(
        growth_mb < 40,
        "the server's peak memory stays flat while {POSTS} strangers post {bodies_mb} MB: +{growth_mb} MB"
    );
    // The server holds the database; a reader beside it is fine (WAL).
    let rows: i64 = rusqlite::Connection::open_with_flags(
        dir.path().join("pacer.db"),
        rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY,
    )?
    .query_row("SELECT COUNT(*) FROM webhook_inbox", [], |r| r.get(0))?;
    assert_eq!(rows, 1, "nothing refused was stored");
    drop(child.0.stdin.take());
    child.0.wait()?;
    eprintln!(
        "proof: {POSTS} unsigned 4 MB posts at once refused before their bodies were read ({before_body} answered 401 on the head alone); server peak memory +{growth_mb} MB for {bodies_mb} MB offered"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_signature_that_is_not_well_formed_is_refused_on_the_head_alone() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let node = start(&dir).await?;
    let port = node.webhook_addr().port();
    let hex64 = "ab".repeat(32);
    let cases = [
        ("no signature", None),
        ("empty", Some(String::new())),
        ("sha1", Some(format!("sha1={}", "ab".repeat(20)))),
        ("no prefix", Some(hex64.clone())),
        ("63 hex digits", Some(format!("sha256={}", &hex64[..63]))),
        ("65 hex digits", Some(format!("sha256={hex64}a"))),
        ("not hex", Some(format!("sha256={}", "zz".repeat(32)))),
    ];
    for (case, header) in &cases {
        let mut stream = TcpStream::connect(node.webhook_addr()).await?;
        stream
            .write_all(post_head(port, 1_000, header.as_deref()).as_bytes())
            .await?;
        let status = status_within(&mut stream, LIMIT).await?;
        assert_eq!(
            status,
            Some(401),
            "{case}: refused with 401 before the body is sent"
        );
    }
    let mut stream = TcpStream::connect(node.webhook_addr()).await?;
    stream
        .write_all(post_head(port, MAX_BODY + 1, Some(&format!("sha256={hex64}"))).as_bytes())
        .await?;
    assert_eq!(
        status_within(&mut stream, LIMIT).await?,
        Some(413),
        "a body declared larger than Meta's is refused before it is read"
    );
    assert_eq!(
        count(&node, "SELECT COUNT(*) FROM webhook_inbox")?,
        0,
        "nothing refused was stored"
    );
    eprintln!(
        "proof: {} POSTs with a missing or malformed signature and 1 declaring {} bytes refused on the head alone, 0 stored",
        cases.len(),
        MAX_BODY + 1
    );
    node.stop().await;
    Ok(())
}

// ---------------------------------------------------------------------------------------
// Slow clients
// ---------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_slow_clients_do_not_keep_a_real_webhook_waiting_and_are_cut_off()
-> anyhow::Result<()> {
    const SLOW: usize = 200;
    let dir = tempfile::tempdir()?;
    let node = start(&dir).await?;
    let addr = node.webhook_addr();
    let head = post_head(addr.port(), 100, None);
    let started = Instant::now();
    let mut slow = Vec::with_capacity(SLOW);
    for i in 0..SLOW {
        let stream = TcpStream::connect(addr).await?;
        let head = head.clone();
        slow.push(tokio::spawn(async move {
            let mut stream = stream;
            if i % 2 == 0 {
                // Connects and says nothing.
                return closed_within(&mut stream, LIMIT).await;
            }
            // Sends its head one byte every two seconds.
            let (mut reader, mut writer) = stream.split();
            let trickle = async {
                for byte in head.as_bytes() {
                    if writer.write_all(&[*byte]).await.is_err() {
                        break;
                    }
                    tokio::time::sleep(Duration::from_secs(2)).await;
                }
                std::future::pending::<()>().await;
            };
            let mut buffer = [0u8; 256];
            let closed = async {
                loop {
                    match reader.read(&mut buffer).await {
                        Ok(0) | Err(_) => return,
                        Ok(_) => {}
                    }
                }
            };
            tokio::time::timeout(LIMIT, async {
                tokio::select! {
                    () = trickle => {}
                    () = closed => {}
                }
            })
            .await
            .is_ok()
        }));
    }
    // And one that asks once, keeps the connection alive, and then says nothing more.
    let mut kept_alive = TcpStream::connect(addr).await?;
    kept_alive
        .write_all(
            format!(
                "GET /webhook?hub.mode=subscribe&hub.verify_token=intake-verify&hub.challenge=7 HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n\r\n",
                addr.port()
            )
            .as_bytes(),
        )
        .await?;
    assert_eq!(
        status_within(&mut kept_alive, LIMIT).await?,
        Some(200),
        "a request on a kept-alive connection is answered"
    );
    let idle = tokio::spawn(async move { closed_within(&mut kept_alive, LIMIT).await });
    // Every slow client is connected and holds its connection.
    tokio::time::sleep(Duration::from_millis(500)).await;

    let http = reqwest::Client::new();
    let body = br#"{"object":"whatsapp_business_account","entry":[],"n":"real"}"#;
    let sent = Instant::now();
    let status = post_signed(&http, &node, body).await?;
    let answered = sent.elapsed();
    assert_eq!(
        status, 200,
        "a real webhook is taken beside the slow clients"
    );
    // The issue's bound: a real webhook is answered within a second while they hold on.
    assert!(
        answered < Duration::from_secs(1),
        "a real webhook is answered within a second beside {SLOW} slow clients: {answered:?}"
    );

    let mut cut = 0;
    for client in slow {
        cut += usize::from(client.await?);
    }
    let all_cut = started.elapsed();
    assert_eq!(
        cut, SLOW,
        "every slow client, silent or trickling its head, is cut off by the header-read timeout"
    );
    assert!(
        idle.await?,
        "a kept-alive connection that goes quiet is closed too"
    );
    eprintln!(
        "proof: {SLOW} slow clients held open; a real webhook answered in {} ms; all {SLOW} and an idle kept-alive one cut off within {:.1} s (header-read timeout {} s)",
        answered.as_millis(),
        all_cut.as_secs_f64(),
        Limits::default().header_read_timeout.as_secs()
    );
    node.stop().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_beyond_the_cap_are_closed_at_once_and_served_again_once_others_leave()
-> anyhow::Result<()> {
    const EXTRA: usize = 10;
    let cap = Limits::default().max_connections;
    let dir = tempfile::tempdir()?;
    let node = start(&dir).await?;
    let addr = node.webhook_addr();
    let mut held = Vec::with_capacity(cap);
    for _ in 0..cap {
        held.push(TcpStream::connect(addr).await?);
    }
    // The server has accepted every one of them.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let mut closed_at_once = 0;
    for _ in 0..EXTRA {
        let mut extra = TcpStream::connect(addr).await?;
        closed_at_once += usize::from(closed_within(&mut extra, Duration::from_secs(2)).await);
    }
    assert_eq!(
        closed_at_once, EXTRA,
        "a connection beyond the cap of {cap} is closed at once, not kept waiting"
    );
    drop(held);
    let http = reqwest::Client::new();
    let body = br#"{"object":"whatsapp_business_account","entry":[],"n":"after"}"#;
    let mut status = 0;
    let deadline = Instant::now() + LIMIT;
    while status != 200 && Instant::now() < deadline {
        status = post_signed(&http, &node, body).await.unwrap_or(0);
        if status != 200 {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    assert_eq!(
        status, 200,
        "once the held connections close, a webhook is served again"
    );
    eprintln!(
        "proof: {cap} connections held; {closed_at_once} more closed at once; after they left a webhook answered 200"
    );
    node.stop().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_body_that_trickles_in_is_answered_408_at_the_deadline_and_not_stored()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let node = start(&dir).await?;
    let addr = node.webhook_addr();
    let body = br#"{"object":"whatsapp_business_account","entry":[],"n":"trickled"}"#;
    let mut stream = TcpStream::connect(addr).await?;
    stream
        .write_all(post_head(addr.port(), body.len(), Some(&signature(body))).as_bytes())
        .await?;
    let started = Instant::now();
    let mut status = None;
    for byte in body.iter().take(body.len() - 1) {
        stream.write_all(&[*byte]).await?;
        // Two bytes a second: the body would take half a minute.
        if let Some(answer) = status_within(&mut stream, Duration::from_millis(500)).await? {
            status = Some(answer);
            break;
        }
    }
    let answered = started.elapsed();
    assert_eq!(
        status,
        Some(408),
        "a body slower than the deadline is answered 408 before it is complete"
    );
    assert_eq!(
        count(&node, "SELECT COUNT(*) FROM webhook_inbox")?,
        0,
        "a body cut off is not stored"
    );
    eprintln!(
        "proof: a signed body trickling at 2 bytes/s answered 408 after {:.1} s (deadline {} s), 0 stored",
        answered.as_secs_f64(),
        IntakeLimits::default().body_deadline.as_secs()
    );
    node.stop().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn posts_beyond_the_cap_on_bodies_read_at_once_are_answered_503_and_nothing_is_lost()
-> anyhow::Result<()> {
    let cap = IntakeLimits::default().in_flight;
    let dir = tempfile::tempdir()?;
    let node = start(&dir).await?;
    let addr = node.webhook_addr();
    // `cap` senders with their head and half their body sent: each holds a slot.
    let mut holders = Vec::with_capacity(cap);
    for i in 0..cap {
        let body = format!(r#"{{"object":"whatsapp_business_account","entry":[],"n":{i}}}"#);
        let mut stream = TcpStream::connect(addr).await?;
        let half = body.len() / 2;
        stream
            .write_all(
                post_head(addr.port(), body.len(), Some(&signature(body.as_bytes()))).as_bytes(),
            )
            .await?;
        stream.write_all(&body.as_bytes()[..half]).await?;
        holders.push((stream, body, half));
    }
    // The holders reach the receiver in their own time.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let http = reqwest::Client::new();
    let mut taken_early = 0;
    let mut busy = None;
    let deadline = Instant::now() + LIMIT;
    while busy.is_none() && Instant::now() < deadline {
        let extra =
            format!(r#"{{"object":"whatsapp_business_account","entry":[],"extra":{taken_early}}}"#);
        let asked = Instant::now();
        match post_signed(&http, &node, extra.as_bytes()).await? {
            503 => busy = Some((asked.elapsed(), extra)),
            // It got in before every holder did (it is stored): ask again with another body.
            200 => taken_early += 1,
            other => bail!("only 200 or 503 are answers here, not {other}"),
        }
    }
    let (busy, extra) = busy.context("a POST is answered 503 while the cap is full")?;
    // The holders finish their bodies: every one is taken.
    for (stream, body, half) in &mut holders {
        stream.write_all(&body.as_bytes()[*half..]).await?;
    }
    for (stream, _, _) in &mut holders {
        assert_eq!(
            status_within(stream, LIMIT).await?,
            Some(200),
            "a POST that held a slot is taken once its body is complete"
        );
    }
    assert_eq!(
        post_signed(&http, &node, extra.as_bytes()).await?,
        200,
        "Meta's retry of the refused POST is taken once slots are free"
    );
    assert_eq!(
        count(&node, "SELECT COUNT(*) FROM webhook_inbox")?,
        (cap + taken_early) as i64 + 1,
        "every POST is stored in the end: the 503 lost nothing"
    );
    eprintln!(
        "proof: {cap} bodies being read; the next POST answered 503 in {} ms; all {} stored once the slots were free",
        busy.as_millis(),
        cap + 1
    );
    node.stop().await;
    Ok(())
}

// ---------------------------------------------------------------------------------------
// The inbox keeps each body once, and lets applied bodies go after the retention
// ---------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_signed_body_ten_thousand_times_is_stored_once() -> anyhow::Result<()> {
    const TIMES: usize = 10_000;
    const SENDERS: usize = 16;
    let dir = tempfile::tempdir()?;
    let node = Arc::new(start(&dir).await?);
    let body: Arc<[u8]> = br#"{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[{"field":"messages","value":{"statuses":[{"id":"wamid.replayed","status":"delivered","timestamp":"1796000000","recipient_id":"923001234567"}]}}]}]}"#.as_slice().into();
    let http = reqwest::Client::new();
    let senders = (0..SENDERS).map(|_| {
        let (node, body, http) = (Arc::clone(&node), Arc::clone(&body), http.clone());
        tokio::spawn(async move {
            let mut answered = Vec::with_capacity(TIMES / SENDERS);
            for _ in 0..TIMES / SENDERS {
                answered.push(post_signed(&http, &node, &body).await?);
            }
            Ok::<_, anyhow::Error>(answered)
        })
    });
    let mut ok = 0;
    for sender in futures::future::join_all(senders).await {
        for status in sender?? {
            assert_eq!(status, 200, "a replay is answered 200, as Meta expects");
            ok += 1;
        }
    }
    assert_eq!(ok, TIMES);
    assert_eq!(
        count(&node, "SELECT COUNT(*) FROM webhook_inbox")?,
        1,
        "a replayed webhook stores nothing"
    );
    let other = br#"{"object":"whatsapp_business_account","entry":[],"n":"another"}"#;
    assert_eq!(post_signed(&http, &node, other).await?, 200);
    assert_eq!(
        count(&node, "SELECT COUNT(*) FROM webhook_inbox")?,
        2,
        "a different body is stored"
    );
    eprintln!("proof: the same signed body 10,000 times → 1 row stored; a different body → 2");
    Arc::into_inner(node)
        .context("the senders are done")?
        .stop()
        .await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_inbox_from_before_this_version_is_kept_and_takes_each_new_body_once()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("pacer.db");
    {
        // The database as the previous version left it (schema 4), with the same body stored
        // twice, as that version did for a retried delivery.
        let conn = rusqlite::Connection::open(&db)?;
        for migration in [
            include_str!("../../../migrations/0001_ledger.sql"),
            include_str!("../../../migrations/0002_tracking.sql"),
            include_str!("../../../migrations/0003_contacts_campaigns.sql"),
            include_str!("../../../migrations/0004_launch_speed.sql"),
        ] {
            conn.execute_batch(migration)?;
        }
        conn.pragma_update(None, "user_version", 4)?;
        conn.execute(
            "INSERT INTO webhook_inbox (received_at, body, state, error)
             VALUES (1, x'7b7d', 'unparseable', 'no entry list'), (2, x'7b7d', 'unparseable', 'no entry list')",
            [],
        )?;
    }
    let node = start(&dir).await?;
    assert_eq!(
        count(
            &node,
            "SELECT COUNT(*) FROM webhook_inbox WHERE digest IS NULL"
        )?,
        2,
        "the rows stored before are kept as they were, without a digest"
    );
    let http = reqwest::Client::new();
    let body = br#"{"object":"whatsapp_business_account","entry":[],"n":"after-upgrade"}"#;
    for _ in 0..3 {
        assert_eq!(post_signed(&http, &node, body).await?, 200);
    }
    assert_eq!(
        count(&node, "SELECT COUNT(*) FROM webhook_inbox")?,
        3,
        "after the upgrade a body posted three times is stored once"
    );
    node.stop().await;
    Ok(())
}

/// One change of a webhook, wrapped as Meta sends it.
fn webhook(field: &str, value: Value) -> Vec<u8> {
    json!({"object": "whatsapp_business_account", "entry": [{"id": "102290129340398", "changes": [{"field": field, "value": value}]}]})
        .to_string()
        .into_bytes()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn applied_bodies_older_than_the_retention_are_let_go_and_what_refers_to_them_stays_intact()
-> anyhow::Result<()> {
    const OLD_ROWS: i64 = 1_000;
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("pacer.db");
    let node = start(&dir).await?;
    let http = reqwest::Client::new();
    let inbound = webhook(
        "messages",
        json!({"messaging_product": "whatsapp", "metadata": {"display_phone_number": "15550000000", "phone_number_id": "106540352242922"},
               "contacts": [{"profile": {"name": "Ayesha Khan"}, "wa_id": "923001234567"}],
               "messages": [{"from": "923001234567", "id": "wamid.inbound1", "timestamp": "1796000000", "type": "text", "text": {"body": "Paid yesterday"}}]}),
    );
    let foreign = webhook(
        "messages",
        json!({"messaging_product": "whatsapp", "statuses": [{"id": "wamid.not-ours", "status": "delivered", "timestamp": "1796000000", "recipient_id": "923001234567"}]}),
    );
    let account = webhook(
        "phone_number_quality_update",
        json!({"display_phone_number": "15550000000", "event": "UPGRADE", "current_limit": "TIER_10K"}),
    );
    let nothing = webhook("messages", json!({"messaging_product": "whatsapp"}));
    let unreadable = b"not json at all".to_vec();
    for body in [&inbound, &foreign, &account, &nothing, &unreadable] {
        assert_eq!(post_signed(&http, &node, body).await?, 200);
    }
    wait_until("every webhook applied", LIMIT, || {
        Ok(count(
            &node,
            "SELECT COUNT(*) FROM webhook_inbox WHERE state = 'new'",
        )? == 0)
    })
    .await?;
    // A year of status updates for Pacer's own messages, applied long ago.
    node.engine()
        .ledger()
        .write(|c| {
            let mut insert = c.prepare(
                "INSERT INTO webhook_inbox (received_at, body, state, applied_at, digest)
                 VALUES (?1, ?2, 'applied', ?1, ?3)",
            )?;
            for i in 0..OLD_ROWS {
                let body =
                    format!(r#"{{"object":"whatsapp_business_account","entry":[],"old":{i}}}"#);
                insert.execute(rusqlite::params![i + 1, body, i.to_be_bytes().to_vec()])?;
            }
            Ok(())
        })
        .await?;
    // The default retention keeps everything applied within the last 30 days.
    let month = i64::try_from(EngineConfig::new(&db, "1").inbox_retention.as_millis())?;
    let kept = retention::prune(
        node.engine().ledger(),
        node.engine().clock().now_ms() - month,
    )
    .await?;
    assert_eq!(
        (kept.deleted, kept.emptied),
        (OLD_ROWS as u64, 0),
        "only what was applied before the retention is let go; nothing from the last 30 days"
    );
    assert_eq!(
        count(&node, "SELECT COUNT(*) FROM webhook_inbox")?,
        5,
        "the recent webhooks stay"
    );
    node.stop().await;

    // The person sets the retention to 0: the next start prunes every applied body.
    let mut config = node_config(&db)?;
    config.config.inbox_retention = Duration::ZERO;
    let node = Node::start(config).await?;
    wait_until("the pruning at start", LIMIT, || {
        Ok(count(
            &node,
            "SELECT COUNT(*) FROM webhook_inbox WHERE state = 'applied' AND length(body) > 0",
        )? == 0)
    })
    .await?;
    let rows: Vec<(i64, String, i64)> = node.engine().ledger().read_now(|c| {
        c.prepare("SELECT id, state, length(body) FROM webhook_inbox ORDER BY id")?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect()
    })?;
    let emptied = rows
        .iter()
        .filter(|(_, s, len)| s == "applied" && *len == 0)
        .count();
    let unparseable = rows
        .iter()
        .filter(|(_, s, len)| s == "unparseable" && *len > 0)
        .count();
    assert_eq!(
        rows.len(),
        4,
        "the body nothing refers to is deleted; three referred to and one unreadable stay: {rows:?}"
    );
    assert_eq!(
        emptied, 3,
        "rows an inbound message, a foreign status and an account update refer to keep their id, with their body let go"
    );
    assert_eq!(
        unparseable, 1,
        "a body Pacer could not read stays whole, for a person to look into"
    );
    let broken: i64 = node.engine().ledger().read_now(|c| {
        c.query_row("SELECT COUNT(*) FROM pragma_foreign_key_check", [], |r| {
            r.get(0)
        })
    })?;
    assert_eq!(broken, 0, "no reference to the inbox is left dangling");
    for (table, what) in [
        ("inbound_messages", "the customer's message"),
        (
            "foreign_statuses",
            "the status of a message Pacer did not send",
        ),
        ("account_events", "the account update"),
    ] {
        let joined = count(
            &node,
            &format!("SELECT COUNT(*) FROM {table} t JOIN webhook_inbox w ON w.id = t.inbox_id"),
        )?;
        assert_eq!(joined, 1, "{what} still points at its inbox row");
    }
    let text = count(
        &node,
        "SELECT COUNT(*) FROM inbound_messages WHERE text = 'Paid yesterday'",
    )?;
    assert_eq!(text, 1, "what the customer wrote is kept with the message");
    assert_eq!(
        post_signed(&http, &node, &inbound).await?,
        200,
        "Meta retrying a pruned body is answered 200"
    );
    assert_eq!(
        count(&node, "SELECT COUNT(*) FROM webhook_inbox")?,
        4,
        "a body whose row was kept for its references is still recognised: nothing stored"
    );
    eprintln!(
        "proof: applied bodies past the retention: {} deleted in batches of {}, 3 emptied and kept for their references (0 dangling), 1 unreadable kept whole; 0 pruned within 30 days",
        OLD_ROWS + 1,
        retention::BATCH
    );
    node.stop().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_wal_file_is_cut_back_to_its_limit_after_a_big_burst() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("pacer.db");
    let wal = dir.path().join("pacer.db-wal");
    let ledger = Ledger::open(&db)?;
    // A burst bigger than the limit, committed at once: 24 bodies of 4 MB.
    let bodies = 24;
    let burst: Vec<_> = (0..bodies)
        .map(|i: i64| {
            ledger.submit(move |c| {
                c.execute(
                    "INSERT INTO webhook_inbox (received_at, body, digest) VALUES (?1, zeroblob(?2), ?3)",
                    rusqlite::params![i, MAX_BODY as i64, i.to_be_bytes().to_vec()],
                )
            })
        })
        .collect();
    for write in burst {
        write.await?;
    }
    let peak = std::fs::metadata(&wal)?.len();
    assert!(
        peak > WAL_SIZE_LIMIT,
        "the burst grew the log beyond the limit ({peak} bytes): the test means something"
    );
    // The checkpoint thread copies the log into the database; the next write starts it over.
    let mut size = peak;
    let deadline = Instant::now() + LIMIT;
    while size > WAL_SIZE_LIMIT && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(300)).await;
        ledger
            .write(|c| {
                c.execute(
                    "INSERT INTO settings (key, value) VALUES ('tick', '1')
                     ON CONFLICT (key) DO UPDATE SET value = value + 1",
                    [],
                )
            })
            .await?;
        size = std::fs::metadata(&wal)?.len();
    }
    assert!(
        size <= WAL_SIZE_LIMIT,
        "after a checkpoint the log is cut back to at most {WAL_SIZE_LIMIT} bytes: {size}"
    );
    eprintln!(
        "proof: a {} MB burst grew the WAL to {} MB; after the next checkpoint it was {} MB (limit {} MB)",
        bodies * 4,
        peak / (1024 * 1024),
        size / (1024 * 1024),
        WAL_SIZE_LIMIT / (1024 * 1024)
    );
    tokio::task::spawn_blocking(move || ledger.close()).await?;
    Ok(())
}

// ---------------------------------------------------------------------------------------
// Where the receiver listens, and who may use its other paths
// ---------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_receiver_listens_beyond_this_computer_only_when_asked() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("pacer.db");
    let mut config = node_config(&db)?;
    config.webhook_addr = "0.0.0.0:0".parse()?;
    let refused = Node::start(config)
        .await
        .expect_err("a webhook address beyond loopback needs the explicit setting");
    assert!(
        matches!(refused, NodeError::WebhookNotLoopback(_)),
        "refused for its address: {refused:?}"
    );
    let message = refused.to_string();
    for words in [
        "not a loopback address",
        "tunnel reaches a receiver on 127.0.0.1",
        "everyone on it",
        "--webhook-beyond-loopback",
    ] {
        assert!(
            message.contains(words),
            "the refusal says why and what to do ({words}): {message}"
        );
    }
    assert!(
        !db.exists(),
        "a refused start touches no database: {}",
        db.display()
    );

    let mut config = node_config(&db)?;
    config.webhook_addr = "0.0.0.0:0".parse()?;
    config.webhook_beyond_loopback = true;
    let node = Node::start(config).await?;
    assert!(
        node.webhook_addr().ip().is_unspecified(),
        "asked for, the receiver listens on every interface: {}",
        node.webhook_addr()
    );
    let body = br#"{"object":"whatsapp_business_account","entry":[],"n":"proxied"}"#;
    let answer = reqwest::Client::new()
        .post(format!(
            "http://127.0.0.1:{}/webhook",
            node.webhook_addr().port()
        ))
        .header("x-hub-signature-256", signature(body))
        .body(body.to_vec())
        .send()
        .await?;
    assert_eq!(answer.status(), 200, "and takes webhooks there");
    eprintln!(
        "proof: a webhook address beyond loopback refused without --webhook-beyond-loopback (saying why), served with it"
    );
    node.stop().await;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_receivers_other_paths_answer_only_programs_on_this_computer() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let node = start(&dir).await?;
    let port = node.webhook_addr().port();
    let base = format!("http://127.0.0.1:{port}");
    let http = reqwest::Client::new();
    let mut refused = 0;
    for (path, header, value, rule) in [
        ("/", "host", "evil.example:8092".to_owned(), "host"),
        (
            "/v1/stats",
            "host",
            format!("127.0.0.1:{}", port.wrapping_add(1)),
            "host",
        ),
        ("/", "origin", "http://evil.example".to_owned(), "origin"),
        (
            "/v1/messages",
            "sec-fetch-site",
            "cross-site".to_owned(),
            "sec_fetch_site",
        ),
    ] {
        let answer = http
            .get(format!("{base}{path}"))
            .header(header, value.as_str())
            .send()
            .await?;
        assert_eq!(
            answer.status(),
            403,
            "{path} with {header}: {value} is refused"
        );
        let error: Value = answer.json().await?;
        assert_eq!(error["error"]["code"], "not_local", "{error}");
        assert_eq!(
            error["error"]["rule"], rule,
            "the refusal names the rule: {error}"
        );
        refused += 1;
    }
    let local = http.get(format!("{base}/v1/stats")).send().await?;
    assert_eq!(
        local.status(),
        404,
        "a program on this computer learns the path is not there"
    );
    // Meta's two routes carry the tunnel's public name and are not held to the loopback rules.
    let body = br#"{"object":"whatsapp_business_account","entry":[],"n":"via-tunnel"}"#;
    let hook = http
        .post(format!("{base}/webhook"))
        .header("host", "pacer-demo.trycloudflare.com")
        .header("x-hub-signature-256", signature(body))
        .body(body.to_vec())
        .send()
        .await?;
    assert_eq!(
        hook.status(),
        200,
        "Meta's POST through the tunnel is taken"
    );
    let verify = http
        .get(format!(
            "{base}/webhook?hub.mode=subscribe&hub.verify_token=intake-verify&hub.challenge=1158201444"
        ))
        .header("host", "pacer-demo.trycloudflare.com")
        .send()
        .await?;
    assert_eq!(
        verify.status(),
        200,
        "Meta's verification through the tunnel is answered"
    );
    assert_eq!(verify.text().await?, "1158201444");
    eprintln!(
        "proof: the webhook listener's other paths: {refused} requests from a web page or a foreign name refused (403 naming the rule); Meta's /webhook taken through a public name"
    );
    node.stop().await;
    Ok(())
}
