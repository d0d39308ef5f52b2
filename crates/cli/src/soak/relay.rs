//! The soak's stand-in for the tunnel between Meta and Pacer's webhook receiver.
//!
//! The simulator posts webhooks here; the relay forwards each POST, bytes and signature
//! unchanged, to `pacer serve`'s receiver and answers with the receiver's status (502 when
//! Pacer is down, as a tunnel does when it cannot reach its origin). Taken down, the relay
//! closes its port: Meta cannot connect at all, and retries later — as it does for days.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use anyhow::Context;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::post;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// Counts of what went through.
#[derive(Debug, Default)]
pub struct RelayCounts {
    /// POSTs forwarded and answered 200 by Pacer.
    pub delivered: AtomicU64,
    /// POSTs answered 502 because Pacer was not there.
    pub pacer_down: AtomicU64,
}

#[derive(Clone)]
struct Forward {
    http: reqwest::Client,
    target: String,
    counts: Arc<RelayCounts>,
}

/// A running relay.
#[derive(Debug)]
pub struct Relay {
    addr: SocketAddr,
    up: watch::Sender<bool>,
    task: JoinHandle<()>,
    /// What went through.
    pub counts: Arc<RelayCounts>,
}

impl Relay {
    /// Listens on `listener` and forwards to `target` (the receiver's `/webhook` URL).
    pub fn start(listener: std::net::TcpListener, target: String) -> anyhow::Result<Relay> {
        let addr = listener.local_addr()?;
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .build()
            .context("cannot build the relay's HTTP client")?;
        let counts = Arc::new(RelayCounts::default());
        let forward = Forward {
            http,
            target,
            counts: Arc::clone(&counts),
        };
        let (up, watch) = watch::channel(true);
        listener.set_nonblocking(true)?;
        let task = tokio::spawn(run(listener, addr, forward, watch));
        Ok(Relay {
            addr,
            up,
            task,
            counts,
        })
    }

    /// The URL Meta (the simulator) posts to.
    pub fn url(&self) -> String {
        format!("http://{}/webhook", self.addr)
    }

    /// Takes the relay down (its port closed) or brings it back.
    pub fn set_up(&self, up: bool) {
        self.up.send_replace(up);
    }

    /// Stops it.
    pub fn stop(self) {
        self.task.abort();
    }
}

async fn run(
    first: std::net::TcpListener,
    addr: SocketAddr,
    forward: Forward,
    mut up: watch::Receiver<bool>,
) {
    let mut listener = tokio::net::TcpListener::from_std(first).ok();
    loop {
        if let Some(bound) = listener.take() {
            let router = Router::new()
                .route("/webhook", post(relay))
                .with_state(forward.clone());
            let mut down = up.clone();
            let served = axum::serve(bound, router)
                .with_graceful_shutdown(async move {
                    // Ends when the relay is taken down (or its owner is gone).
                    let _ = down.wait_for(|up| !up).await;
                })
                .await;
            if let Err(e) = served {
                tracing::warn!("the soak's webhook relay stopped: {e}");
            }
        }
        // Down: the port stays closed until the relay is brought back.
        if up.wait_for(|up| *up).await.is_err() {
            return;
        }
        for _ in 0..100 {
            match tokio::net::TcpListener::bind(addr).await {
                Ok(bound) => {
                    listener = Some(bound);
                    break;
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(20)).await,
            }
        }
        if listener.is_none() {
            tracing::warn!("the soak's webhook relay could not listen on {addr} again");
            return;
        }
    }
}

async fn relay(State(forward): State<Forward>, headers: HeaderMap, body: Bytes) -> StatusCode {
    let mut request = forward.http.post(&forward.target).body(body);
    for name in ["content-type", "x-hub-signature-256"] {
        if let Some(value) = headers.get(name) {
            request = request.header(name, value);
        }
    }
    match request.send().await {
        Ok(response) => {
            let status = response.status();
            if status == StatusCode::OK {
                forward.counts.delivered.fetch_add(1, Ordering::Relaxed);
            }
            StatusCode::from_u16(status.as_u16()).unwrap_or(StatusCode::BAD_GATEWAY)
        }
        Err(_) => {
            forward.counts.pacer_down.fetch_add(1, Ordering::Relaxed);
            StatusCode::BAD_GATEWAY
        }
    }
}
