//! A hostile environment (issue 7, "Prove it"): the disk fills up while Pacer sends, another
//! program holds the database, the database file is damaged or from a newer Pacer, the system
//! clock is set forwards and backwards, and a second Pacer starts on the same data folder.
//! Real SQLite files on disk and the real simulator over loopback. What must hold each time:
//! the person is told what happened and what to do, nothing is lost, nothing is sent twice,
//! no file Pacer cannot use is changed, and waits keep their length.
//!
//! Newer-schema databases left cleanly or by a crash are in `ledger.rs`
//! (`a_database_from_a_newer_pacer_is_refused_and_left_untouched`), as is a file that is not a
//! database at all; `pacer serve` refusing a second instance is in the CLI's `serve_command.rs`.

mod support;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};
use std::time::Duration;

use anyhow::Context;
use pacer_engine::clock::{Millis, WallClock};
use pacer_engine::config::EngineConfig;
use pacer_engine::ledger::WriteProblem;
use pacer_engine::ledger::messages::{Lane, State};
use pacer_engine::node::{Node, NodeConfig, NodeError};
use pacer_engine::webhook_receiver::WebhookSecrets;
use pacer_engine::{Engine, EngineError};
use pacer_sim::log::SendRecord;
use pacer_sim::{CheckReport, LogRecord, Tier};
use sha2::{Digest, Sha256};
use support::{Rig, client_for, engine_config, recipients, sim_config, template};

/// What the person reads while the disk is full (Home and `GET /v1/stats`).
const DISK_FULL: &str =
    "The disk is full: Pacer paused sending. Free some space; Pacer carries on by itself.";

/// Polls `check` every 25 ms until it holds, or fails after `limit` saying `what`.
async fn wait_for(what: &str, limit: Duration, mut check: impl AsyncFnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + limit;
    while !check().await {
        assert!(
            tokio::time::Instant::now() < deadline,
            "waited {limit:?} for: {what}"
        );
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

/// Every send request the simulator logged, in order.
fn sends(log: &Path) -> anyhow::Result<Vec<SendRecord>> {
    let text =
        std::fs::read_to_string(log).with_context(|| format!("reading {}", log.display()))?;
    Ok(text
        .lines()
        .filter_map(|line| serde_json::from_str::<LogRecord>(line).ok())
        .filter_map(|record| match record {
            LogRecord::Send(send) => Some(send),
            _ => None,
        })
        .collect())
}

/// The simulator's verdict on a finished run: `total` messages accepted, each exactly once.
fn assert_each_sent_once(log: &Path, total: usize) -> anyhow::Result<()> {
    let report = CheckReport::from_log(log)?;
    assert_eq!(
        report.duplicates_same_callback_data + report.duplicates_same_content,
        0,
        "nothing is sent twice:\n{report}"
    );
    assert_eq!(
        report.accepted, total as u64,
        "every message reaches Meta exactly once, none lost:\n{report}"
    );
    let mut per_recipient: HashMap<String, usize> = HashMap::new();
    for send in sends(log)?.into_iter().filter(|s| s.accepted) {
        *per_recipient
            .entry(send.to.unwrap_or_default())
            .or_default() += 1;
    }
    let twice: Vec<_> = per_recipient.iter().filter(|(_, n)| **n > 1).collect();
    assert!(
        twice.is_empty(),
        "no customer receives their message twice: {twice:?}"
    );
    Ok(())
}

/// Every message in the ledger (read after Pacer stopped, so every answer is written) went
/// out and is recorded as sent exactly once.
fn assert_ledger_all_sent_once(db: &Path, total: usize) -> anyhow::Result<()> {
    let conn = rusqlite::Connection::open(db)?;
    let states: Vec<(String, i64)> = conn
        .prepare("SELECT state, COUNT(*) FROM messages GROUP BY state")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let done: i64 = states
        .iter()
        .filter(|(s, _)| s == "sent" || s == "delivered" || s == "read")
        .map(|(_, n)| n)
        .sum();
    assert_eq!(
        done, total as i64,
        "every message ends sent or delivered, none lost, failed or left over: {states:?}"
    );
    // No Meta error in these runs: one attempt each, so an answer recorded twice (a batch
    // written again after it had in fact been written) would show as a second attempt, and
    // one never recorded as none.
    let attempts: Vec<(i64, i64)> = conn
        .prepare("SELECT attempts, COUNT(*) FROM messages GROUP BY attempts")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    assert_eq!(
        attempts,
        vec![(1, total as i64)],
        "Meta's answer to each message is recorded once, even when it was written late"
    );
    Ok(())
}

/// Waits until Meta's delivery updates for all `total` messages are applied: the webhook
/// applier kept going through the failure.
async fn wait_all_delivered(rig: &Rig, total: usize) {
    wait_for(
        "every delivery update applied after the database took writes again",
        Duration::from_secs(60),
        async || rig.count(State::Delivered).await == total as u64,
    )
    .await;
}

fn bulk(to: &[String], batch: &str) -> Vec<pacer_engine::Submission> {
    to.iter()
        .map(|to| template(to, Lane::Bulk, Some(batch)))
        .collect()
}

/// Posts a batch of alerts to `to` through the local API, served on loopback for this call, and
/// returns the answer's status and body.
async fn post_through_api(rig: &Rig, to: &[String]) -> anyhow::Result<(u16, serde_json::Value)> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}/v1/messages", listener.local_addr()?);
    let router = pacer_engine::api::router(Arc::clone(&rig.engine), "hostile-key".into());
    let server = tokio::spawn(async move { axum::serve(listener, router).await });
    let answer = reqwest::Client::new()
        .post(url)
        .bearer_auth("hostile-key")
        .json(
            &serde_json::json!({"messages": to.iter().map(|to| serde_json::json!({
            "to": to,
            "lane": "bulk",
            "template": {"name": "hello_world", "language": {"code": "en_US"}},
        })).collect::<Vec<_>>()}),
        )
        .send()
        .await?;
    let status = answer.status().as_u16();
    let body = answer.json().await?;
    server.abort();
    Ok((status, body))
}

fn circuit_reason(rig: &Rig) -> Option<String> {
    rig.engine.stats().circuit.reason
}

// ---------------------------------------------------------------------------------------
// A full disk
// ---------------------------------------------------------------------------------------

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_disk_pauses_sending_says_why_and_carries_on_by_itself_once_space_is_back()
-> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.mps = Some(40);
    sim.tier = Tier::Unlimited;
    sim.latency = Duration::from_millis(150);
    let logs = tempfile::tempdir()?;
    let log = logs.path().join("sim.jsonl");
    sim.log = Some(log.clone());
    let rig = Rig::start(sim, |c| c.ledger_retry = Duration::from_millis(250)).await;
    let first = recipients(300, 0);
    rig.submit(bulk(&first, "invoices")).await;
    wait_for("80 messages out", Duration::from_secs(30), async || {
        rig.sim.records().len() >= 80
    })
    .await;

    // The disk fills up: the database cannot grow by a single page from here on.
    let pages = rig.engine.ledger().cap_size(Some(0)).await?;
    wait_for(
        "the full disk shown as the reason sending stopped",
        Duration::from_secs(20),
        async || circuit_reason(&rig).as_deref() == Some(DISK_FULL),
    )
    .await;
    let stats = rig.engine.stats();
    assert_eq!(
        stats.circuit.state, "open",
        "Home shows sending as stopped while the disk is full: {stats:?}"
    );
    assert_eq!(
        stats.circuit.code, None,
        "a full disk is not a Meta error: no Meta code is shown"
    );
    // Requests already on their way land; after that nothing leaves.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let held_at = rig.sim.records().len();
    assert!(
        held_at < first.len(),
        "the disk filled up before the run ended ({held_at} of {} out)",
        first.len()
    );

    // Another system posts messages meanwhile: it is told why, and nothing of it is kept.
    let late = recipients(100, 1_000);
    let refused = rig
        .engine
        .submit(bulk(&late, "alerts"))
        .await
        .expect_err("messages cannot be accepted while the database cannot store them");
    match &refused {
        EngineError::Ledger(error) => assert_eq!(
            error.write_problem(),
            Some(WriteProblem::DiskFull),
            "the refusal is about the full disk: {error}"
        ),
        other => panic!("the refusal comes from the database, not {other:?}"),
    }
    assert!(
        refused
            .to_string()
            .contains("the disk holding Pacer's database is full"),
        "the caller reads what happened: {refused}"
    );
    // The same batch through the local API, as the business's systems post it: 503 (try
    // again later), the reason in words, nothing queued.
    let (status, body) = post_through_api(&rig, &late).await?;
    assert_eq!(
        status, 503,
        "a full disk is answered 503, for a client to retry later: {body}"
    );
    assert_eq!(body["error"]["code"], "storage", "{body}");
    let words = body["error"]["message"].as_str().unwrap_or_default();
    assert!(
        words.contains("the disk holding Pacer's database is full")
            && words.contains("free some space"),
        "the API's answer says what happened and what to do: {words}"
    );
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    assert_eq!(
        rig.sim.records().len(),
        held_at,
        "no message leaves while the disk is full: a claim that did not commit is not sent"
    );
    assert_eq!(
        circuit_reason(&rig).as_deref(),
        Some(DISK_FULL),
        "Pacer keeps trying and keeps saying why while the disk stays full"
    );

    // Space comes back: Pacer notices by itself (nobody presses anything).
    rig.engine.ledger().cap_size(None).await?;
    wait_for(
        "sending carrying on by itself once there is space",
        Duration::from_secs(10),
        async || rig.engine.stats().circuit.state == "closed",
    )
    .await;
    let ids = rig.submit(bulk(&late, "alerts")).await;
    assert_eq!(ids.len(), late.len(), "accepted again once there is space");
    rig.wait_settled(Duration::from_secs(120)).await;
    wait_all_delivered(&rig, first.len() + late.len()).await;

    let rows: i64 = rig
        .engine
        .ledger()
        .read_now(|c| c.query_row("SELECT COUNT(*) FROM messages", [], |r| r.get(0)))?;
    assert_eq!(
        rows as usize,
        first.len() + late.len(),
        "the batch refused while the disk was full left no rows behind"
    );
    let grown: i64 = rig
        .engine
        .ledger()
        .read_now(|c| c.query_row("PRAGMA page_count", [], |r| r.get(0)))?;
    assert!(
        grown as u64 > pages,
        "the database grew again once the disk had room ({pages} → {grown} pages)"
    );
    let (sim, dir) = rig.stop().await;
    sim.shutdown().await?;
    assert_ledger_all_sent_once(&dir.path().join("pacer.db"), first.len() + late.len())?;
    assert_each_sent_once(&log, first.len() + late.len())?;
    // Read by `make proof` (scripts/proof_table.py).
    eprintln!(
        "proof: disk full after {held_at} of {} sent: paused with the reason, carried on by itself; {} messages each sent once, 0 lost",
        first.len(),
        first.len() + late.len()
    );
    Ok(())
}

#[tokio::test]
async fn a_write_that_finds_the_disk_full_undoes_its_whole_group_and_every_caller_hears_so()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = pacer_engine::ledger::Ledger::open(&dir.path().join("pacer.db"))?;
    ledger
        .write(|c| {
            c.execute_batch(
                "CREATE TABLE probe (id INTEGER PRIMARY KEY, v TEXT);
                 INSERT INTO probe (v) VALUES ('before');",
            )
        })
        .await?;
    ledger.cap_size(Some(0)).await?;
    // Three writes in one group commit (queued while the writer is busy with a slow one): a
    // small change, a write that needs more room than there is, another small change. SQLite
    // undoes the whole transaction on a full disk.
    let slow = ledger.submit(|_| {
        std::thread::sleep(Duration::from_millis(300));
        Ok(())
    });
    tokio::time::sleep(Duration::from_millis(50)).await;
    let first = ledger.submit(|c| c.execute("UPDATE probe SET v = 'first' WHERE id = 1", []));
    let big = ledger.submit(|c| {
        c.execute(
            "INSERT INTO probe (v) VALUES (zeroblob(1000000))",
            rusqlite::params![],
        )
    });
    let after = ledger.submit(|c| c.execute("INSERT INTO probe (v) VALUES ('after')", []));
    slow.await?;
    let (first, big, after) = (first.await, big.await, after.await);
    assert_eq!(
        big.as_ref().err().and_then(|e| e.write_problem()),
        Some(WriteProblem::DiskFull),
        "the write that needs room fails as a full disk: {big:?}"
    );
    let rows: Vec<String> = ledger.read_now(|c| {
        c.prepare("SELECT v FROM probe ORDER BY id")?
            .query_map([], |r| r.get(0))?
            .collect()
    })?;
    // What each caller heard must be what the file holds: a write reported as failed must not
    // be in the file (an API caller would post it again: a message sent twice), and one
    // reported as done must be.
    assert_eq!(
        first.is_ok(),
        rows.first().map(String::as_str) == Some("first"),
        "the change before the full write: answered {first:?}, the file holds {rows:?}"
    );
    assert_eq!(
        after.is_ok(),
        rows.iter().any(|v| v == "after"),
        "the write after the full one: answered {after:?}, the file holds {rows:?}"
    );
    ledger.close();
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_database_that_refuses_every_write_is_told_apart_and_meta_answers_from_meanwhile_are_recorded_once()
-> anyhow::Result<()> {
    // As when the file system goes read-only under Pacer (Linux does that after a disk error):
    // every write fails, so the answers to requests already on their way cannot be recorded.
    let mut sim = sim_config(1.0);
    sim.mps = Some(40);
    sim.tier = Tier::Unlimited;
    // 400 ms on the way: about 16 requests are in flight when writes start failing.
    sim.latency = Duration::from_millis(400);
    let logs = tempfile::tempdir()?;
    let log = logs.path().join("sim.jsonl");
    sim.log = Some(log.clone());
    let rig = Rig::start(sim, |c| c.ledger_retry = Duration::from_millis(250)).await;
    let to = recipients(240, 0);
    rig.submit(bulk(&to, "statements")).await;
    wait_for("60 messages out", Duration::from_secs(30), async || {
        rig.sim.records().len() >= 60
    })
    .await;

    let refused_from = rig.engine.clock().now_ms();
    rig.engine.ledger().refuse_writes(true).await?;
    wait_for(
        "the refused writes shown as the reason sending stopped",
        Duration::from_secs(10),
        async || circuit_reason(&rig).is_some(),
    )
    .await;
    let reason = circuit_reason(&rig).unwrap_or_default();
    assert!(
        reason.starts_with("Pacer could not write to its database")
            && reason.contains("readonly")
            && reason.contains("carries on by itself"),
        "another write problem is named as what it is, not as a full disk: {reason}"
    );
    assert_ne!(reason, DISK_FULL);
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let held_at = rig.sim.records().len();
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    assert_eq!(
        rig.sim.records().len(),
        held_at,
        "nothing leaves while no write can be recorded"
    );

    rig.engine.ledger().refuse_writes(false).await?;
    let refused_until = rig.engine.clock().now_ms();
    wait_for(
        "sending carrying on by itself",
        Duration::from_secs(10),
        async || rig.engine.stats().circuit.state == "closed",
    )
    .await;
    rig.wait_settled(Duration::from_secs(120)).await;
    wait_all_delivered(&rig, to.len()).await;

    // Meta accepted the requests that were in flight while no write could be made: their
    // answers were kept and written once the database took writes again (with the time they
    // arrived, inside the window no write could be committed), not lost and not sent again.
    let recorded_late: i64 = rig.engine.ledger().read_now(|c| {
        c.query_row(
            "SELECT COUNT(*) FROM message_events WHERE state = 'sent' AND at > ?1 AND at < ?2",
            [refused_from + 50, refused_until],
            |r| r.get(0),
        )
    })?;
    assert!(
        recorded_late > 0,
        "answers that came while the database refused writes were recorded afterwards"
    );
    let (sim, dir) = rig.stop().await;
    sim.shutdown().await?;
    assert_ledger_all_sent_once(&dir.path().join("pacer.db"), to.len())?;
    assert_each_sent_once(&log, to.len())?;
    eprintln!(
        "proof: every write refused mid-run: paused, carried on by itself; {} messages each sent once, Meta's answers from meanwhile recorded once",
        to.len()
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn delivery_updates_stored_before_writes_failed_are_applied_once_the_database_takes_them()
-> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.tier = Tier::Unlimited;
    // Only the update this test stores reaches Pacer.
    sim.webhooks.enabled = false;
    let rig = Rig::start(sim, |c| c.ledger_retry = Duration::from_millis(250)).await;
    let id = rig
        .submit(vec![template("+16505550042", Lane::Express, None)])
        .await
        .remove(0);
    rig.wait_settled(Duration::from_secs(10)).await;
    let view = rig.engine.message(&id).await?.context("the message")?;
    let wamid = view.wamid.context("Meta's id for the message")?;

    // Writes fail; a delivery update is in the inbox (stored just before), waiting to be
    // applied: applying it fails.
    rig.engine.ledger().refuse_writes(true).await?;
    let body = serde_json::json!({"object": "whatsapp_business_account", "entry": [{"changes": [{"field": "messages", "value": {"statuses": [
        {"id": wamid, "status": "delivered", "timestamp": "1796000000", "recipient_id": "16505550042", "biz_opaque_callback_data": id}]}}]}]});
    let other = rusqlite::Connection::open(rig.db())?;
    other.execute(
        "INSERT INTO webhook_inbox (received_at, body) VALUES (1, ?1)",
        [body.to_string().into_bytes()],
    )?;
    drop(other);
    // The applier looks at the inbox at least every 5 s.
    wait_for(
        "the failed application shown as the reason sending stopped",
        Duration::from_secs(10),
        async || circuit_reason(&rig).is_some(),
    )
    .await;
    tokio::time::sleep(Duration::from_millis(500)).await;
    rig.engine.ledger().refuse_writes(false).await?;
    wait_for(
        "the delivery update applied once the database takes writes",
        Duration::from_secs(15),
        async || {
            rig.engine
                .message(&id)
                .await
                .ok()
                .flatten()
                .is_some_and(|v| v.state == State::Delivered)
        },
    )
    .await;
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

// ---------------------------------------------------------------------------------------
// Another program holding the database
// ---------------------------------------------------------------------------------------

/// Another program's connection holding the database's write lock (`BEGIN EXCLUSIVE`) until
/// [`Holder::release`] or until `hold` has passed.
struct Holder {
    release: std::sync::mpsc::Sender<()>,
    thread: std::thread::JoinHandle<()>,
}

impl Holder {
    fn take(db: &Path, hold: Duration) -> anyhow::Result<Holder> {
        let conn = rusqlite::Connection::open(db)?;
        conn.execute_batch("BEGIN EXCLUSIVE")?;
        let (release, asked) = std::sync::mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            // Released when asked, or when the time is up.
            let _ = asked.recv_timeout(hold);
            conn.execute_batch("ROLLBACK")
                .expect("the other program lets go");
        });
        Ok(Holder { release, thread })
    }

    fn release(self) {
        // The thread may already have let go by itself.
        let _ = self.release.send(());
        self.thread.join().expect("the other program ends");
    }
}

const LOCKED: &str = "Another program is holding Pacer's database";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_program_holding_the_database_pauses_sending_until_it_lets_go() -> anyhow::Result<()>
{
    let mut sim = sim_config(1.0);
    sim.mps = Some(40);
    sim.tier = Tier::Unlimited;
    let logs = tempfile::tempdir()?;
    let log = logs.path().join("sim.jsonl");
    sim.log = Some(log.clone());
    let rig = Rig::start(sim, |c| c.ledger_retry = Duration::from_millis(250)).await;
    let to = recipients(300, 0);
    rig.submit(bulk(&to, "reminders")).await;
    wait_for("60 messages out", Duration::from_secs(30), async || {
        rig.sim.records().len() >= 60
    })
    .await;

    // A database viewer or a backup tool takes the write lock for 12 s: longer than the 5 s
    // SQLite waits for a lock.
    let other = Holder::take(&rig.db(), Duration::from_secs(12))?;
    let posted = tokio::time::Instant::now();
    let refused = rig
        .engine
        .submit(bulk(&recipients(10, 2_000), "otp"))
        .await
        .expect_err("a caller is answered, not kept waiting, while the lock is held");
    assert!(
        posted.elapsed() >= Duration::from_secs(4),
        "Pacer waits for a lock a moment before it gives up"
    );
    assert!(
        refused
            .to_string()
            .contains("another program is holding Pacer's database"),
        "the caller reads what happened: {refused}"
    );
    wait_for(
        "the lock shown as the reason sending stopped",
        Duration::from_secs(12),
        async || circuit_reason(&rig).is_some_and(|r| r.starts_with(LOCKED)),
    )
    .await;
    let held_at = rig.sim.records().len();

    other.release();
    wait_for(
        "sending carrying on once the other program let go",
        Duration::from_secs(15),
        async || rig.engine.stats().circuit.state == "closed",
    )
    .await;
    assert!(
        rig.sim.records().len() < to.len() || held_at < to.len(),
        "the lock came while messages were still to send"
    );
    rig.wait_settled(Duration::from_secs(120)).await;
    wait_all_delivered(&rig, to.len()).await;
    let (sim, dir) = rig.stop().await;
    sim.shutdown().await?;
    assert_ledger_all_sent_once(&dir.path().join("pacer.db"), to.len())?;
    assert_each_sent_once(&log, to.len())?;
    eprintln!(
        "proof: another program held the database mid-run: paused, named, carried on once it let go; {} messages each sent once",
        to.len()
    );
    Ok(())
}

/// Every file in a folder with its hash (what "left untouched" compares), without SQLite's
/// shared-memory index (`-shm`), which any reader rebuilds and which holds no data.
fn folder_state(dir: &Path) -> anyhow::Result<Vec<(PathBuf, String)>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.to_string_lossy().ends_with("-shm") {
            continue;
        }
        let bytes = std::fs::read(&path)?;
        files.push((path, hex::encode(Sha256::digest(&bytes))));
    }
    files.sort();
    Ok(files)
}

/// A ledger with `n` messages sent, closed cleanly: a real file of many pages.
async fn real_ledger(n: usize) -> anyhow::Result<tempfile::TempDir> {
    let mut sim = sim_config(1.0);
    sim.mps = None;
    sim.tier = Tier::Unlimited;
    sim.pair = None;
    let rig = Rig::start(sim, |_| {}).await;
    rig.submit(bulk(&recipients(n, 0), "history")).await;
    rig.wait_settled(Duration::from_secs(60)).await;
    let (sim, dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(dir)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lock_held_at_start_is_waited_for_and_one_held_too_long_is_named() -> anyhow::Result<()> {
    let dir = real_ledger(50).await?;
    let db = dir.path().join("pacer.db");

    // Held for 7 s at start (more than one 5 s wait): Pacer waits, starts, and sends.
    let other = Holder::take(&db, Duration::from_secs(7))?;
    let started = tokio::time::Instant::now();
    let mut sim = sim_config(1.0);
    sim.tier = Tier::Unlimited;
    // Another simulated Meta: its message ids must not repeat the first one's.
    sim.seed = 2;
    let rig = Rig::start_in(dir, sim, |_| {})
        .await
        .map_err(|(e, _)| e)
        .context("Pacer starts once the other program lets go")?;
    assert!(
        started.elapsed() >= Duration::from_secs(6),
        "Pacer waited for the lock instead of failing at once ({:?})",
        started.elapsed()
    );
    other.release();
    rig.submit(bulk(&recipients(5, 500), "after")).await;
    rig.wait_settled(Duration::from_secs(30)).await;
    let (sim, dir) = rig.stop().await;
    sim.shutdown().await?;

    // Held for longer than Pacer's patience: it gives up, says why, and changed nothing.
    let other = Holder::take(&db, Duration::from_secs(30))?;
    let before = folder_state(dir.path())?;
    let mut sim = sim_config(1.0);
    sim.tier = Tier::Unlimited;
    let (error, dir) =
        match Rig::start_in(dir, sim, |c| c.lock_patience = Duration::from_secs(1)).await {
            Ok(_) => panic!("Pacer must not start while another program holds its database"),
            Err(refused) => refused,
        };
    let message = error.to_string();
    assert!(
        message.contains("another program is holding Pacer's database")
            && message.contains("close it"),
        "the refusal says what holds the database and what to do: {message}"
    );
    assert_eq!(
        folder_state(dir.path())?,
        before,
        "a refused start changes no file"
    );
    other.release();
    eprintln!("proof: a lock held at start waited for; one held too long named, no file changed");
    Ok(())
}

// ---------------------------------------------------------------------------------------
// A second Pacer on the same data folder
// ---------------------------------------------------------------------------------------

fn node_config(db: &Path, sim: &pacer_sim::SimHandle) -> NodeConfig {
    let mut config = EngineConfig::new(db, sim.config().phone_number_id.clone());
    config.tier_limit = None;
    NodeConfig {
        config,
        client: client_for(sim),
        api_key: "key".into(),
        secrets: WebhookSecrets {
            app_secret: sim.config().app_secret.clone(),
            verify_token: "verify".into(),
        },
        api_addr: "127.0.0.1:0".parse().expect("an address"),
        webhook_addr: "127.0.0.1:0".parse().expect("an address"),
        webhook_beyond_loopback: false,
        readable_folders: Vec::new(),
        tunnel: None,
        office: None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_pacer_on_the_same_data_folder_is_refused_and_never_sends() -> anyhow::Result<()> {
    let sim = pacer_sim::start(
        tokio::net::TcpListener::bind("127.0.0.1:0").await?,
        sim_config(1.0),
    )
    .await?;
    let dir = tempfile::tempdir()?;
    let db = dir.path().join("data").join("pacer.db");
    let first = Node::start(node_config(&db, &sim)).await?;
    first
        .engine()
        .submit(bulk(&recipients(3, 0), "first"))
        .await?;

    let refused = Node::start(node_config(&db, &sim))
        .await
        .expect_err("two Pacers on one database would send every message twice");
    assert!(
        matches!(&refused, NodeError::AlreadyRunning(path) if *path == db),
        "refused because another Pacer runs on that database: {refused:?}"
    );
    let message = refused.to_string();
    assert!(
        message.contains("another Pacer is already running") && message.contains("close it first"),
        "the refusal says what to do: {message}"
    );
    assert!(
        first.engine().stats().circuit.state == "closed",
        "the first Pacer carries on"
    );
    wait_for(
        "the first Pacer's messages out",
        Duration::from_secs(10),
        async || sim.records().len() == 3,
    )
    .await;
    first.stop().await;

    // Once the first has stopped, the folder is free again.
    let again = Node::start(node_config(&db, &sim)).await?;
    again.stop().await;
    sim.shutdown().await?;
    eprintln!("proof: a second Pacer on the same data folder refused; it sent 0");
    Ok(())
}

// ---------------------------------------------------------------------------------------
// Damaged database files
// ---------------------------------------------------------------------------------------

/// Deterministic bytes that are not SQLite's.
fn noise(len: usize, seed: u32) -> Vec<u8> {
    (0..len)
        .map(|i| {
            let x = (i as u32 ^ seed).wrapping_mul(2_654_435_761);
            u8::try_from(x >> 24).unwrap_or(0)
        })
        .collect()
}

async fn refused_unchanged(dir: tempfile::TempDir, what: &str) -> anyhow::Result<String> {
    let before = folder_state(dir.path())?;
    let path = dir.path().join("pacer.db");
    let mut sim = sim_config(1.0);
    sim.tier = Tier::Unlimited;
    let (error, dir) = match Rig::start_in(dir, sim, |_| {}).await {
        Ok(rig) => {
            let counts = rig.counts().await;
            panic!("{what}: Pacer must not run on a damaged database (it did, with {counts:?})")
        }
        Err(refused) => refused,
    };
    let message = error.to_string();
    assert!(
        message.contains(&path.display().to_string()),
        "{what}: the refusal names the file: {message}"
    );
    assert!(
        message.contains("damaged") && message.contains("Nothing in the file was changed"),
        "{what}: the refusal says the file is damaged and was left alone: {message}"
    );
    assert_eq!(
        folder_state(dir.path())?,
        before,
        "{what}: a damaged database is left byte for byte as it was, so it can still be rescued"
    );
    Ok(message)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_damaged_database_is_refused_with_a_clear_message_and_left_as_it_was()
-> anyhow::Result<()> {
    let made = real_ledger(400).await?;
    let original = std::fs::read(made.path().join("pacer.db"))?;
    let pages = original.len() / 4096;
    assert!(pages >= 20, "a real ledger of many pages ({pages})");

    // Random bytes over three pages in the middle of the file (a bad sector, a sync tool
    // writing the wrong blocks).
    let scribbled = tempfile::tempdir()?;
    let mut bytes = original.clone();
    let at = pages / 2 * 4096;
    bytes[at..at + 3 * 4096].copy_from_slice(&noise(3 * 4096, 7));
    std::fs::write(scribbled.path().join("pacer.db"), &bytes)?;
    refused_unchanged(scribbled, "random bytes over pages in the middle").await?;

    // Cut short (a copy that stopped half way, a full disk during a backup).
    let truncated = tempfile::tempdir()?;
    std::fs::write(
        truncated.path().join("pacer.db"),
        &original[..original.len() / 2],
    )?;
    refused_unchanged(truncated, "a file cut in half").await?;

    // Zero bytes long: Pacer makes its new files empty first (owner-only) and lets SQLite fill
    // them, so an empty file is a database that was never written — it is used as a new one.
    let empty = tempfile::tempdir()?;
    std::fs::write(empty.path().join("pacer.db"), b"")?;
    let rig = Rig::start_in(empty, sim_config(1.0), |c| c.tier_limit = None)
        .await
        .map_err(|(e, _)| e)
        .context("an empty file is a new database")?;
    rig.submit(bulk(&recipients(2, 0), "fresh")).await;
    rig.wait_settled(Duration::from_secs(30)).await;
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    eprintln!(
        "proof: a damaged and a cut-short database refused with what to do, byte for byte unchanged"
    );
    Ok(())
}

// ---------------------------------------------------------------------------------------
// The system clock set forwards and backwards
// ---------------------------------------------------------------------------------------

/// A system clock the test sets: real time plus an offset.
#[derive(Clone, Default)]
struct SetClock(Arc<AtomicI64>);

impl SetClock {
    fn wall(&self) -> WallClock {
        let offset = Arc::clone(&self.0);
        WallClock::from_fn(move || WallClock::system().now_ms() + offset.load(Ordering::SeqCst))
    }

    fn set(&self, hours: i64) {
        self.0.store(hours * 3_600_000, Ordering::SeqCst);
    }
}

/// Checks what the simulator saw against pair pacing (at most `burst` + elapsed / period
/// messages to one customer in any stretch) and that nobody waited much longer than pacing
/// needs; and that the retried message's attempts were spaced by their backoff.
fn assert_spacing(
    log: &Path,
    config: &EngineConfig,
    paced: &[String],
    per_recipient: usize,
    retried: Option<(&str, &str, u32)>,
) -> anyhow::Result<()> {
    let period = config.pair.period.as_millis() as i64;
    let burst = i64::from(config.pair.burst);
    let mut at: BTreeMap<String, Vec<Millis>> = BTreeMap::new();
    let all = sends(log)?;
    for send in all.iter().filter(|s| s.accepted) {
        at.entry(send.to.clone().unwrap_or_default())
            .or_default()
            .push((send.t_us / 1000) as Millis);
    }
    for recipient in paced {
        let digits = recipient.trim_start_matches('+');
        let times = at.get(digits).cloned().unwrap_or_default();
        assert_eq!(
            times.len(),
            per_recipient,
            "{recipient}: every message reached the customer once"
        );
        for i in 0..times.len() {
            for j in i..times.len() {
                let count = (j - i + 1) as i64;
                // 150 ms for the two clocks' jitter, in Pacer time.
                assert!(
                    count <= burst + (times[j] - times[i] + 150) / period,
                    "{recipient}: no customer gets more than the pair rule allows ({count} messages in {} ms): {times:?}",
                    times[j] - times[i]
                );
            }
        }
        let spread = times.last().copied().unwrap_or(0) - times.first().copied().unwrap_or(0);
        let needed = (per_recipient as i64 - burst) * period;
        assert!(
            spread <= needed + 12_000,
            "{recipient}: pacing never stalls (last message {spread} ms after the first; pacing needs {needed})"
        );
    }
    if let Some((recipient, key, failures)) = retried {
        let digits = recipient.trim_start_matches('+');
        let attempts: Vec<Millis> = all
            .iter()
            .filter(|s| s.to.as_deref() == Some(digits))
            .map(|s| (s.t_us / 1000) as Millis)
            .collect();
        assert_eq!(
            attempts.len(),
            failures as usize + 1,
            "the retried message was tried {failures} times and then accepted: {attempts:?}"
        );
        for (n, pair) in attempts.windows(2).enumerate() {
            let gap = pair[1] - pair[0];
            let backoff = pacer_engine::retry::backoff(key, n as u32 + 1, &config.retry);
            assert!(
                gap >= backoff - 100 && gap <= backoff + 8_000,
                "retry {} waits its backoff ({backoff} ms), no less and not an hour more: {gap} ms",
                n + 1
            );
        }
    }
    Ok(())
}

/// How many send requests for `to` the simulator has logged (accepted or refused).
fn tries(log: &Path, to: &str) -> usize {
    let digits = to.trim_start_matches('+');
    sends(log)
        .unwrap_or_default()
        .iter()
        .filter(|s| s.to.as_deref() == Some(digits))
        .count()
}

/// Seven messages each to three customers: three go at once, then one every 6 s.
fn paced_messages(paced: &[String]) -> Vec<pacer_engine::Submission> {
    let mut messages = Vec::new();
    for _ in 0..7 {
        messages.extend(bulk(paced, "paced"));
    }
    messages
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn setting_the_system_clock_forwards_and_backwards_while_sending_moves_no_wait()
-> anyhow::Result<()> {
    // A quarter of life's speed: 6 s of pair pacing take 1.5 s.
    let mut sim = sim_config(0.25);
    sim.tier = Tier::Unlimited;
    let logs = tempfile::tempdir()?;
    let log = logs.path().join("sim.jsonl");
    sim.log = Some(log.clone());
    let clock = SetClock::default();
    let wall = clock.wall();
    let mut used = None;
    let rig = Rig::start(sim, |c| {
        c.wall_clock = wall;
        used = Some(c.clone());
    })
    .await;
    let config = used.context("the engine's settings")?;

    // Retries: Meta refuses a message's first three tries with a temporary error; the clock
    // is set an hour forwards during the first backoff and two hours back during the second.
    rig.sim.force_errors(131_000, 3);
    let retried = "+16505550900";
    let key = rig
        .submit(vec![template(retried, Lane::Express, None)])
        .await
        .remove(0);
    wait_for("the first refusal", Duration::from_secs(10), async || {
        tries(&log, retried) >= 1
    })
    .await;
    clock.set(1);
    wait_for("the second refusal", Duration::from_secs(10), async || {
        tries(&log, retried) >= 2
    })
    .await;
    clock.set(-1);
    wait_for(
        "the message accepted",
        Duration::from_secs(20),
        async || tries(&log, retried) >= 4,
    )
    .await;

    // Pair pacing: the clock jumps two hours forwards, then two back, while customers wait
    // for their turns.
    let paced = recipients(3, 100);
    rig.submit(paced_messages(&paced)).await;
    tokio::time::sleep(Duration::from_millis(1_200)).await;
    clock.set(1);
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    clock.set(-1);
    rig.wait_settled(Duration::from_secs(40)).await;

    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    assert_spacing(&log, &config, &paced, 7, Some((retried, &key, 3)))?;
    eprintln!(
        "proof: system clock +1 h, -2 h, +2 h, -2 h while sending: pair pacing and retry backoff kept their spacing"
    );
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_set_back_while_pacer_was_stopped_stretches_no_wait() -> anyhow::Result<()> {
    let mut sim = sim_config(0.25);
    sim.tier = Tier::Unlimited;
    // No webhooks: the restarted engine has no receiver, and none is needed here.
    sim.webhooks.enabled = false;
    let logs = tempfile::tempdir()?;
    let log = logs.path().join("sim.jsonl");
    sim.log = Some(log.clone());
    let sim = pacer_sim::start(tokio::net::TcpListener::bind("127.0.0.1:0").await?, sim).await?;
    let dir = tempfile::tempdir()?;
    let clock = SetClock::default();
    let mut config = engine_config(&dir, sim.config());
    config.wall_clock = clock.wall();
    // A first backoff of 6 to 24 s (1.5 to 6 s of real time here): still pending when
    // Pacer stops.
    config.retry.base = Duration::from_secs(12);

    let engine = Engine::start(config.clone(), client_for(&sim)).await?;
    sim.force_errors(131_000, 1);
    let retried = "+16505550900";
    let key = engine
        .submit(vec![template(retried, Lane::Express, None)])
        .await?
        .remove(0)
        .id;
    wait_for("the refusal", Duration::from_secs(10), async || {
        tries(&log, retried) >= 1
    })
    .await;
    let paced = recipients(3, 100);
    engine.submit(paced_messages(&paced)).await?;
    let accepted_for = |to: &str| {
        let digits = to.trim_start_matches('+').to_owned();
        sim.records().iter().filter(|r| r.to == digits).count()
    };
    // Stop while customers wait for their next turn and the retried message for its backoff.
    wait_for(
        "each customer's first three messages out",
        Duration::from_secs(10),
        async || paced.iter().all(|to| accepted_for(to) >= 3),
    )
    .await;
    engine.shutdown().await;
    assert_eq!(
        tries(&log, retried),
        1,
        "the retry was still waiting for its backoff when Pacer stopped"
    );
    assert!(
        paced.iter().all(|to| accepted_for(to) < 7),
        "customers still had messages waiting for their turn when Pacer stopped"
    );

    let last_time = |db: &Path| -> anyhow::Result<Millis> {
        Ok(rusqlite::Connection::open(db)?.query_row(
            "SELECT at FROM message_events ORDER BY id DESC LIMIT 1",
            [],
            |r| r.get(0),
        )?)
    };
    let before = last_time(&config.db_path)?;

    // The clock is set back an hour while Pacer is stopped; Pacer starts again.
    clock.set(-1);
    let engine = Engine::start(config.clone(), client_for(&sim)).await?;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(40);
    loop {
        let counts = engine.state_counts().await?;
        if counts.iter().all(|(state, n)| !state.is_open() || *n == 0) {
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "after a clock set back an hour, nothing waits an hour: {counts:?}"
        );
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    engine.shutdown().await;
    sim.shutdown().await?;
    let after = last_time(&config.db_path)?;
    assert!(
        after < before - 3 * 3_600_000,
        "the times recorded after the restart follow the system clock, set back an hour (four of Pacer's hours at this speed): {before} → {after}"
    );
    assert_spacing(&log, &config, &paced, 7, Some((retried, &key, 1)))?;
    eprintln!("proof: system clock set back 1 h while Pacer was stopped: no wait stretched");
    Ok(())
}

/// A message whose stored body cannot be read back (a damaged row) is read only when its turn
/// to be sent comes, not when Pacer takes it into memory: it ends `failed` then, saying so,
/// never leaves, and the messages around it are sent.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_damaged_body_fails_at_its_turn_and_the_others_are_sent() -> anyhow::Result<()> {
    let dir = real_ledger(1).await?;
    let db = dir.path().join("pacer.db");
    let to = recipients(3, 700);
    {
        let conn = rusqlite::Connection::open(&db)?;
        for (i, to) in to.iter().enumerate() {
            let body = if i == 1 {
                r#"{"messaging_product":"whatsapp","to":"#.to_owned()
            } else {
                format!(
                    r#"{{"messaging_product":"whatsapp","to":"{to}","type":"template","template":{{"name":"hello_world","language":{{"code":"en_US"}}}}}}"#
                )
            };
            conn.execute(
                "INSERT INTO messages (key, lane, recipient, kind, template_name, template_language,
                        payload, state, created_at, queued_at, updated_at)
                 VALUES (?1, 'bulk', ?2, 'template', 'hello_world', 'en_US', ?3, 'queued', 1, 1, 1)",
                rusqlite::params![format!("damaged-row-test-{i}"), to, body],
            )?;
        }
    }
    let mut sim = sim_config(1.0);
    sim.tier = Tier::Unlimited;
    sim.seed = 3;
    let rig = Rig::start_in(dir, sim, |_| {})
        .await
        .map_err(|(e, _)| e)
        .context("Pacer starts on a ledger with a damaged row")?;
    rig.wait_settled(Duration::from_secs(30)).await;
    let conn = rusqlite::Connection::open(rig.db())?;
    let rows: Vec<(String, String, Option<String>)> = conn
        .prepare("SELECT key, state, error_text FROM messages WHERE key LIKE 'damaged-row-test-%' ORDER BY key")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<rusqlite::Result<_>>()?;
    assert_eq!(rows.len(), 3);
    assert_eq!(rows[1].1, "failed", "{rows:?}");
    assert_eq!(
        rows[1].2.as_deref(),
        Some("Pacer could not read this message back from its database.")
    );
    for (key, state, _) in [&rows[0], &rows[2]] {
        assert!(
            ["sent", "delivered", "read"].contains(&state.as_str()),
            "{key} was sent: {state}"
        );
    }
    let damaged = to[1].trim_start_matches('+');
    assert!(
        rig.sim
            .records()
            .iter()
            .all(|record| record.to.trim_start_matches('+') != damaged),
        "the damaged message never left"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}
