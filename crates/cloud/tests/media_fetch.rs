//! Fetching a customer's file: `GET /{media-id}` and the download, against the simulator on
//! loopback, and against a fake Meta whose download URL points somewhere else — where the
//! token must never go.

#![allow(clippy::unwrap_used)]

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use axum::Router;
use axum::extract::State;
use axum::http::HeaderMap;
use axum::routing::get;
use pacer_cloud::{
    DownloadLimits, GraphClient, GraphConfig, MediaFetchError, MediaId, TransportKind,
};
use pacer_sim::{CustomerMessage, FileRequest, SimConfig, SimHandle};
use serde_json::json;

async fn start_sim() -> SimHandle {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    pacer_sim::start(listener, SimConfig::default())
        .await
        .unwrap()
}

fn client_at(base_url: String, token: &str) -> GraphClient {
    let mut config = GraphConfig::new(token);
    config.base_url = base_url;
    GraphClient::new(config).unwrap()
}

fn photo(file: Option<FileRequest>) -> CustomerMessage {
    CustomerMessage {
        from: "+923001234567".into(),
        kind: "image".into(),
        file,
        ..CustomerMessage::default()
    }
}

fn limits(max_bytes: u64) -> DownloadLimits {
    DownloadLimits {
        max_bytes,
        read_timeout: Duration::from_millis(300),
    }
}

#[tokio::test]
async fn a_photo_is_described_and_downloaded_with_its_sha256() -> anyhow::Result<()> {
    let sim = start_sim().await;
    let client = client_at(sim.base_url(), &sim.config().access_token);
    let sent = sim.customer_sends(photo(None))?;
    let info = client.media_info(&MediaId(sent.media_id.unwrap())).await?;
    assert_eq!(info.mime_type, "image/jpeg");
    let mut out = Vec::new();
    let downloaded = client
        .download_media(&info.url, limits(5 << 20), &mut out)
        .await?;
    assert_eq!(
        downloaded.size,
        out.len() as u64,
        "the size is what was written"
    );
    assert_eq!(
        info.file_size,
        Some(downloaded.size),
        "Meta's size is a string; it is read as a number"
    );
    assert_eq!(
        info.sha256.as_deref(),
        Some(downloaded.sha256.as_str()),
        "the hash is of the bytes written"
    );
    assert!(
        out.starts_with(&[0xff, 0xd8]),
        "the simulator's customer sends a real JPEG"
    );
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn an_expired_id_is_told_apart_and_final() -> anyhow::Result<()> {
    let sim = start_sim().await;
    let client = client_at(sim.base_url(), &sim.config().access_token);
    let id = sim.customer_sends(photo(None))?.media_id.unwrap();
    sim.expire_media(&id)?;
    let error = client.media_info(&MediaId(id)).await.unwrap_err();
    assert!(
        matches!(error, MediaFetchError::Expired { .. }),
        "code 100 means gone: {error:?}"
    );
    assert!(!error.is_retryable(), "an expired id is never tried again");
    let unknown = client
        .media_info(&MediaId("424242".into()))
        .await
        .unwrap_err();
    assert!(
        matches!(unknown, MediaFetchError::Expired { .. }),
        "an id Meta never had reads the same: {unknown:?}"
    );
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_download_stops_at_the_cap_without_reading_the_rest() -> anyhow::Result<()> {
    let sim = start_sim().await;
    let client = client_at(sim.base_url(), &sim.config().access_token);
    let sent = sim.customer_sends(photo(Some(FileRequest {
        size: Some(6 << 20),
        declared_size: Some(1_000),
    })))?;
    let info = client.media_info(&MediaId(sent.media_id.unwrap())).await?;
    assert_eq!(
        info.file_size,
        Some(1_000),
        "the simulator can make Meta's size lie"
    );
    let mut out = Vec::new();
    let error = client
        .download_media(&info.url, limits(5 << 20), &mut out)
        .await
        .unwrap_err();
    assert!(
        matches!(error, MediaFetchError::TooBig { limit, .. } if limit == 5 << 20),
        "{error:?}"
    );
    assert!(out.len() <= 5 << 20, "never more than the cap is written");
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_stalled_download_fails_retryably_instead_of_hanging() -> anyhow::Result<()> {
    let sim = start_sim().await;
    let client = client_at(sim.base_url(), &sim.config().access_token);
    let sent = sim.customer_sends(photo(None))?;
    let info = client.media_info(&MediaId(sent.media_id.unwrap())).await?;
    sim.slow_downloads(1, 1);
    let mut out = Vec::new();
    let error = client
        .download_media(&info.url, limits(5 << 20), &mut out)
        .await
        .unwrap_err();
    assert!(
        matches!(&error, MediaFetchError::Network(f) if f.kind() == TransportKind::Timeout),
        "a stall is a timeout: {error:?}"
    );
    assert!(error.is_retryable(), "a stall may pass");
    out.clear();
    let again = client
        .download_media(&info.url, limits(5 << 20), &mut out)
        .await?;
    assert_eq!(
        Some(again.size),
        info.file_size,
        "the next download is whole"
    );
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_wrong_token_is_refused_by_the_download_url_too() -> anyhow::Result<()> {
    let sim = start_sim().await;
    let good = client_at(sim.base_url(), &sim.config().access_token);
    let info = good
        .media_info(&MediaId(sim.customer_sends(photo(None))?.media_id.unwrap()))
        .await?;
    let wrong = client_at(sim.base_url(), "someone-else");
    let error = wrong
        .download_media(&info.url, limits(5 << 20), &mut Vec::new())
        .await
        .unwrap_err();
    assert!(
        matches!(error, MediaFetchError::Meta { ref error, .. } if error.code == 190),
        "{error:?}"
    );
    sim.shutdown().await?;
    Ok(())
}

/// How many requests reached the foreign host, and how many carried a token.
#[derive(Default)]
struct Seen {
    requests: AtomicUsize,
    with_token: AtomicUsize,
}

async fn foreign(State(seen): State<Arc<Seen>>, headers: HeaderMap) -> &'static str {
    seen.requests.fetch_add(1, Ordering::SeqCst);
    if headers.contains_key("authorization") {
        seen.with_token.fetch_add(1, Ordering::SeqCst);
    }
    "not a file"
}

#[tokio::test]
async fn the_token_never_goes_to_a_host_that_is_not_metas() -> anyhow::Result<()> {
    let seen = Arc::new(Seen::default());
    let foreign_listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let foreign_url = format!("http://{}/file.jpg", foreign_listener.local_addr()?);
    let app = Router::new()
        .route("/file.jpg", get(foreign))
        .with_state(Arc::clone(&seen));
    tokio::spawn(async move { axum::serve(foreign_listener, app).await });
    // A "Meta" whose media node points to the foreign host.
    let meta_listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let meta_base = format!("http://{}", meta_listener.local_addr()?);
    let answer = json!({"messaging_product": "whatsapp", "url": foreign_url,
        "mime_type": "image/jpeg", "file_size": "10", "id": "1"});
    let meta = Router::new().route(
        "/v25.0/1",
        get(move || {
            let answer = answer.clone();
            async move { axum::Json(answer) }
        }),
    );
    tokio::spawn(async move { axum::serve(meta_listener, meta).await });

    let client = client_at(meta_base, "the-secret-token");
    let info = client.media_info(&MediaId("1".into())).await?;
    let error = client
        .download_media(&info.url, limits(1 << 20), &mut Vec::new())
        .await
        .unwrap_err();
    assert!(
        matches!(error, MediaFetchError::ForeignHost { .. }),
        "{error:?}"
    );
    assert!(!error.is_retryable(), "a foreign address stays foreign");
    assert!(
        !error.to_string().contains("the-secret-token"),
        "the error never carries the token"
    );
    assert_eq!(
        seen.requests.load(Ordering::SeqCst),
        0,
        "nothing is sent to a foreign host"
    );
    assert_eq!(
        seen.with_token.load(Ordering::SeqCst),
        0,
        "the token never reaches it"
    );
    Ok(())
}

/// Serves one endless chunked answer (no `Content-Length`) of zeros on loopback.
async fn endless_server() -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut head = [0u8; 4096];
                // The request head fits in one read on loopback; its content does not matter.
                let _ = socket.read(&mut head).await;
                let mut out = b"HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nTransfer-Encoding: chunked\r\n\r\n".to_vec();
                let chunk = vec![0u8; 64 * 1024];
                loop {
                    out.extend_from_slice(format!("{:x}\r\n", chunk.len()).as_bytes());
                    out.extend_from_slice(&chunk);
                    out.extend_from_slice(b"\r\n");
                    if socket.write_all(&out).await.is_err() {
                        return;
                    }
                    out.clear();
                }
            });
        }
    });
    base
}

#[tokio::test]
async fn an_answer_without_a_length_is_cut_at_the_cap() -> anyhow::Result<()> {
    let base = endless_server().await;
    let client = client_at(base.clone(), "token");
    let url = url::Url::parse(&format!("{base}/file"))?;
    let mut out = Vec::new();
    let error = client
        .download_media(&url, limits(1 << 20), &mut out)
        .await
        .unwrap_err();
    assert!(
        matches!(error, MediaFetchError::TooBig { declared: false, size, .. } if size > 1 << 20),
        "an endless file is stopped once past the cap: {error:?}"
    );
    assert!(out.len() <= 1 << 20, "nothing past the cap is written");
    Ok(())
}
