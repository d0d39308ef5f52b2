//! Files customers send, fetched from the simulator as from Meta (`office/inbox/media`): a
//! photo arrives byte for byte; an expired id is said so and left alone; a file too big — by
//! Meta's word or by the bytes that arrive — is refused; a stalled download is tried again; a
//! restart picks up what was waiting; a file arriving by webhook is fetched at once.
//!
//! The customer's message is written into `inbound_messages` here, with the detail the webhook
//! stores (Meta's typed object), so these tests do not depend on the webhook's own path.

#![allow(clippy::unwrap_used)]

mod support;

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use pacer_engine::Engine;
use pacer_engine::inbox::media::{
    FetchSettings, InboundMediaView, MediaFetcher, MediaState, media_for,
};
use pacer_sim::{CustomerMessage, FileRequest, SimHandle};
use pacer_words::ids;
use rusqlite::{OptionalExtension, params};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use tokio_util::sync::CancellationToken;

use support::{client_for, engine_config, sim_config};

const CUSTOMER: &str = "923001234567";

struct Setup {
    sim: SimHandle,
    engine: Arc<Engine>,
    dir: tempfile::TempDir,
    stop: CancellationToken,
    fetcher: MediaFetcher,
}

/// Fast settings: a stall is noticed in a quarter second, retries come at once.
fn quick() -> FetchSettings {
    FetchSettings {
        read_timeout: Duration::from_millis(250),
        first_retry_after: Duration::from_millis(10),
        longest_retry_after: Duration::from_millis(10),
        max_attempts: 4,
        poll: Duration::from_millis(50),
    }
}

async fn start_sim() -> SimHandle {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    pacer_sim::start(listener, sim_config(1.0)).await.unwrap()
}

async fn start_engine(sim: &SimHandle, dir: &tempfile::TempDir) -> Arc<Engine> {
    Engine::start(engine_config(dir, sim.config()), client_for(sim))
        .await
        .unwrap()
}

impl Setup {
    async fn new(settings: FetchSettings) -> Setup {
        let sim = start_sim().await;
        let dir = tempfile::tempdir().unwrap();
        let engine = start_engine(&sim, &dir).await;
        let stop = CancellationToken::new();
        let (fetcher, _task) = MediaFetcher::start(
            Arc::clone(&engine),
            dir.path().to_path_buf(),
            settings,
            stop.child_token(),
        );
        Setup {
            sim,
            engine,
            dir,
            stop,
            fetcher,
        }
    }

    async fn finish(self) {
        self.stop.cancel();
        self.engine.shutdown().await;
        self.sim.shutdown().await.unwrap();
    }
}

/// The customer sends a file of `kind`; the message is stored as the webhook would store it.
/// Returns (wamid, media id).
async fn customer_sends(
    sim: &SimHandle,
    engine: &Engine,
    kind: &str,
    file: Option<FileRequest>,
) -> (String, String) {
    let mut message = CustomerMessage {
        from: format!("+{CUSTOMER}"),
        kind: kind.into(),
        file,
        ..CustomerMessage::default()
    };
    message
        .objects
        .insert(kind.into(), json!({"caption": "Bank slip"}));
    let sent = sim.customer_sends(message).unwrap();
    let media_id = sent.media_id.unwrap();
    let mime = match kind {
        "image" => "image/jpeg",
        "document" => "application/pdf",
        _ => "application/octet-stream",
    };
    let detail = json!({"id": media_id, "mime_type": mime, "caption": "Bank slip"});
    store_inbound(engine, &sent.wamid, kind, &detail).await;
    (sent.wamid, media_id)
}

async fn store_inbound(engine: &Engine, wamid: &str, kind: &str, detail: &Value) {
    store_inbound_raw(engine, wamid, kind, &detail.to_string()).await;
}

async fn store_inbound_raw(engine: &Engine, wamid: &str, kind: &str, detail: &str) {
    let (wamid, kind, detail) = (wamid.to_owned(), kind.to_owned(), detail.to_owned());
    engine
        .ledger()
        .write(move |c| {
            c.execute(
                "INSERT INTO webhook_inbox (received_at, body, state) VALUES (0, x'7b7d', 'applied')",
                [],
            )?;
            let inbox = c.last_insert_rowid();
            c.execute(
                "INSERT INTO inbound_messages (wamid, from_number, kind, received_at, inbox_id, detail)
                 VALUES (?1, ?2, ?3, 0, ?4, ?5)
                 ON CONFLICT (wamid) DO UPDATE SET detail = excluded.detail",
                params![wamid, CUSTOMER, kind, inbox, detail],
            )?;
            Ok(())
        })
        .await
        .unwrap();
}

async fn view(engine: &Engine, wamid: &str) -> Option<InboundMediaView> {
    let wamids = vec![wamid.to_owned()];
    let mut found: HashMap<String, InboundMediaView> = engine
        .ledger()
        .read(move |c| media_for(c, &wamids))
        .await
        .unwrap();
    found.remove(wamid)
}

/// Waits until the file is no longer waiting (or `want` is reached), at most ten seconds.
async fn settled(engine: &Engine, wamid: &str, want: MediaState) -> InboundMediaView {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        if let Some(v) = view(engine, wamid).await
            && (v.state == want || (v.state != MediaState::Waiting && want != MediaState::Waiting))
        {
            return v;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the file should reach {want:?} within ten seconds: {:?}",
            view(engine, wamid).await
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

async fn attempts(engine: &Engine, media_id: &str) -> i64 {
    let media_id = media_id.to_owned();
    engine
        .ledger()
        .read(move |c| {
            c.query_row(
                "SELECT attempts FROM inbound_media WHERE media_id = ?1",
                [media_id],
                |r| r.get(0),
            )
            .optional()
            .map(Option::unwrap_or_default)
        })
        .await
        .unwrap()
}

fn files_in(dir: &tempfile::TempDir) -> Vec<String> {
    let folder = dir.path().join("media/inbound");
    std::fs::read_dir(folder)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default()
}

#[tokio::test]
async fn a_photo_is_stored_with_its_bytes_and_sha256() -> anyhow::Result<()> {
    let setup = Setup::new(quick()).await;
    let (wamid, media_id) = customer_sends(&setup.sim, &setup.engine, "image", None).await;
    setup.fetcher.wake();
    let stored = settled(&setup.engine, &wamid, MediaState::Stored).await;
    assert_eq!(
        stored.state,
        MediaState::Stored,
        "a photo within the limit is stored: {stored:?}"
    );
    assert_eq!(stored.media_id, media_id);
    assert_eq!(stored.problem, None, "a stored file has no problem");
    let path = std::path::PathBuf::from(stored.path.clone().unwrap());
    assert!(path.is_absolute(), "the view gives an absolute path");
    let bytes = std::fs::read(&path)?;
    assert!(
        bytes.starts_with(&[0xff, 0xd8, 0xff]),
        "the bytes are the customer's JPEG"
    );
    let sha = hex::encode(Sha256::digest(&bytes));
    let info = client_for(&setup.sim)
        .media_info(&pacer_engine::cloud::MediaId(media_id.clone()))
        .await?;
    assert_eq!(
        info.sha256.as_deref(),
        Some(sha.as_str()),
        "the stored bytes have Meta's SHA-256"
    );
    assert_eq!(
        path.file_name().unwrap().to_string_lossy(),
        format!("{sha}.jpg"),
        "a file is named by its SHA-256 and its type"
    );
    assert_eq!(stored.size, Some(bytes.len() as u64));
    assert_eq!(
        files_in(&setup.dir),
        vec![format!("{sha}.jpg")],
        "no temporary file is left"
    );
    setup.finish().await;
    Ok(())
}

#[tokio::test]
async fn an_expired_id_is_said_so_and_not_tried_again() -> anyhow::Result<()> {
    let setup = Setup::new(quick()).await;
    let (wamid, media_id) = customer_sends(&setup.sim, &setup.engine, "document", None).await;
    setup.sim.expire_media(&media_id)?;
    setup.fetcher.wake();
    let expired = settled(&setup.engine, &wamid, MediaState::Expired).await;
    assert_eq!(
        expired.state,
        MediaState::Expired,
        "Meta's code 100 means the file is gone: {expired:?}"
    );
    assert_eq!(
        expired.problem_said.as_ref().map(|s| s.id.as_str()),
        Some(ids::INBOX_MEDIA_EXPIRED),
        "the person reads why, in their language"
    );
    assert!(
        expired.problem.unwrap().contains("7 days"),
        "the English says why"
    );
    // Several polls later, still one attempt: an expired file is never asked for again.
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(
        attempts(&setup.engine, &media_id).await,
        1,
        "an expired id is not retried"
    );
    assert!(
        !setup.fetcher.fetch_now(&media_id).await?,
        "\"Try again\" cannot bring back an expired file"
    );
    setup.finish().await;
    Ok(())
}

#[tokio::test]
async fn a_file_declared_too_big_is_refused_before_downloading() -> anyhow::Result<()> {
    let setup = Setup::new(quick()).await;
    let six_mb = 6 * 1024 * 1024;
    let (wamid, media_id) = customer_sends(
        &setup.sim,
        &setup.engine,
        "image",
        Some(FileRequest {
            size: None,
            declared_size: Some(six_mb),
        }),
    )
    .await;
    setup.fetcher.wake();
    let refused = settled(&setup.engine, &wamid, MediaState::TooBig).await;
    assert_eq!(
        refused.state,
        MediaState::TooBig,
        "a photo over 5 MB is refused: {refused:?}"
    );
    assert_eq!(refused.size, Some(six_mb), "the view says how big it was");
    assert_eq!(
        refused.problem_said.as_ref().map(|s| s.id.as_str()),
        Some(ids::INBOX_MEDIA_TOO_BIG)
    );
    assert!(files_in(&setup.dir).is_empty(), "nothing was downloaded");
    tokio::time::sleep(Duration::from_millis(200)).await;
    assert_eq!(
        attempts(&setup.engine, &media_id).await,
        1,
        "too big is final"
    );
    setup.finish().await;
    Ok(())
}

#[tokio::test]
async fn a_file_whose_size_lies_is_stopped_at_the_limit() -> anyhow::Result<()> {
    let setup = Setup::new(quick()).await;
    let (wamid, _) = customer_sends(
        &setup.sim,
        &setup.engine,
        "image",
        Some(FileRequest {
            size: Some(6 * 1024 * 1024),
            declared_size: Some(1_000),
        }),
    )
    .await;
    setup.fetcher.wake();
    let refused = settled(&setup.engine, &wamid, MediaState::TooBig).await;
    assert_eq!(
        refused.state,
        MediaState::TooBig,
        "the download stops past 5 MB whatever Meta declared: {refused:?}"
    );
    assert!(refused.size.unwrap() > 5 * 1024 * 1024);
    assert!(
        files_in(&setup.dir).is_empty(),
        "the partial download is removed"
    );
    setup.finish().await;
    Ok(())
}

#[tokio::test]
async fn a_stalled_download_times_out_and_the_retry_succeeds() -> anyhow::Result<()> {
    let setup = Setup::new(quick()).await;
    // One byte a second: the quarter-second read timeout ends the first download.
    setup.sim.slow_downloads(1, 1);
    let (wamid, media_id) = customer_sends(&setup.sim, &setup.engine, "image", None).await;
    setup.fetcher.wake();
    let stored = settled(&setup.engine, &wamid, MediaState::Stored).await;
    assert_eq!(
        stored.state,
        MediaState::Stored,
        "the second, fast download stores the file: {stored:?}"
    );
    assert_eq!(
        attempts(&setup.engine, &media_id).await,
        2,
        "the stall cost one attempt"
    );
    setup.finish().await;
    Ok(())
}

#[tokio::test]
async fn a_restart_fetches_what_was_waiting() -> anyhow::Result<()> {
    let sim = start_sim().await;
    let dir = tempfile::tempdir().unwrap();
    let engine = start_engine(&sim, &dir).await;
    // Every download stalls, and a retry would wait an hour.
    sim.slow_downloads(1, 100);
    let patient = FetchSettings {
        first_retry_after: Duration::from_secs(3600),
        longest_retry_after: Duration::from_secs(3600),
        ..quick()
    };
    let stop = CancellationToken::new();
    let (fetcher, task) = MediaFetcher::start(
        Arc::clone(&engine),
        dir.path().to_path_buf(),
        patient,
        stop.clone(),
    );
    let (wamid, media_id) = customer_sends(&sim, &engine, "image", None).await;
    fetcher.wake();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while attempts(&engine, &media_id).await < 1 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "the first attempt should fail within ten seconds"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let waiting = view(&engine, &wamid).await.unwrap();
    assert_eq!(
        waiting.state,
        MediaState::Waiting,
        "a stall is tried again later"
    );
    assert_eq!(
        waiting.problem_said.as_ref().map(|s| s.id.as_str()),
        Some(ids::INBOX_MEDIA_NETWORK),
        "a waiting file says what went wrong last"
    );
    stop.cancel();
    task.await?;
    engine.shutdown().await;
    drop(engine);

    sim.slow_downloads(1, 0);
    // A crash in the middle of a download leaves its temporary file behind.
    let stray = dir.path().join("media/inbound/.partial-123");
    std::fs::write(&stray, b"half a file")?;
    let engine = start_engine(&sim, &dir).await;
    let stop = CancellationToken::new();
    let (_fetcher, _task) = MediaFetcher::start(
        Arc::clone(&engine),
        dir.path().to_path_buf(),
        patient,
        stop.clone(),
    );
    let stored = settled(&engine, &wamid, MediaState::Stored).await;
    assert_eq!(
        stored.state,
        MediaState::Stored,
        "after a restart a waiting file is fetched at once, not an hour later: {stored:?}"
    );
    assert!(
        !stray.exists(),
        "a download cut short by a crash is cleared at start"
    );
    stop.cancel();
    engine.shutdown().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn try_again_fetches_a_failed_file_now() -> anyhow::Result<()> {
    let setup = Setup::new(FetchSettings {
        max_attempts: 1,
        ..quick()
    })
    .await;
    setup.sim.slow_downloads(1, 1);
    let (wamid, media_id) = customer_sends(&setup.sim, &setup.engine, "image", None).await;
    setup.fetcher.wake();
    let failed = settled(&setup.engine, &wamid, MediaState::Failed).await;
    assert_eq!(
        failed.state,
        MediaState::Failed,
        "out of attempts, the file is failed: {failed:?}"
    );
    assert!(
        setup.fetcher.fetch_now(&media_id).await?,
        "a failed file can be asked for again"
    );
    let stored = settled(&setup.engine, &wamid, MediaState::Stored).await;
    assert_eq!(stored.state, MediaState::Stored, "\"Try again\" fetches it");
    setup.finish().await;
    Ok(())
}

#[tokio::test]
async fn messages_without_a_usable_media_id_are_left_alone() -> anyhow::Result<()> {
    let setup = Setup::new(quick()).await;
    store_inbound_raw(&setup.engine, "wamid.notjson", "image", "{not json").await;
    store_inbound(
        &setup.engine,
        "wamid.noid",
        "image",
        &json!({"caption": "x"}),
    )
    .await;
    store_inbound(&setup.engine, "wamid.numberid", "image", &json!({"id": 42})).await;
    store_inbound(
        &setup.engine,
        "wamid.text",
        "text",
        &json!({"id": "1", "body": "hi"}),
    )
    .await;
    let (wamid, _) = customer_sends(&setup.sim, &setup.engine, "image", None).await;
    setup.fetcher.wake();
    let stored = settled(&setup.engine, &wamid, MediaState::Stored).await;
    assert_eq!(
        stored.state,
        MediaState::Stored,
        "a broken neighbour does not stop a good file: {stored:?}"
    );
    for other in [
        "wamid.notjson",
        "wamid.noid",
        "wamid.numberid",
        "wamid.text",
    ] {
        assert!(
            view(&setup.engine, other).await.is_none(),
            "{other} has no file to fetch"
        );
    }
    setup.finish().await;
    Ok(())
}

#[tokio::test]
async fn a_photo_arriving_by_webhook_is_fetched_without_waiting_for_the_poll() -> anyhow::Result<()>
{
    // The poll is an hour: only the applier's signal can start this download in time.
    let setup = Setup::new(FetchSettings {
        poll: Duration::from_secs(3600),
        ..quick()
    })
    .await;
    // Let the loop's first round (at start) pass, so it is waiting when the webhook comes.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let sent = setup.sim.customer_sends(CustomerMessage {
        from: format!("+{CUSTOMER}"),
        kind: "image".into(),
        ..CustomerMessage::default()
    })?;
    let media_id = sent.media_id.clone().unwrap();
    let body = json!({"object": "whatsapp_business_account", "entry": [{"id": "waba", "changes": [{"field": "messages", "value": {
        "messaging_product": "whatsapp",
        "metadata": {"display_phone_number": "15550783881", "phone_number_id": "106540352242922"},
        "contacts": [{"profile": {"name": "Ayesha"}, "wa_id": CUSTOMER}],
        "messages": [{"from": CUSTOMER, "id": sent.wamid, "timestamp": "1767225600", "type": "image",
                      "image": {"id": media_id, "mime_type": "image/jpeg", "sha256": "x"}}]}}]}]});
    setup
        .engine
        .store_webhook(serde_json::to_vec(&body)?)
        .await?;
    let stored = settled(&setup.engine, &sent.wamid, MediaState::Stored).await;
    assert_eq!(
        stored.state,
        MediaState::Stored,
        "the photo is fetched as soon as its webhook is applied, not at the next poll: {stored:?}"
    );
    setup.finish().await;
    Ok(())
}
