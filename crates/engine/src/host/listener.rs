//! Serving a router on a bound listener with deadlines and caps: Pacer's own accept loop, used
//! for the local API and for the webhook receiver (which the tunnel exposes to the internet).
//!
//! `axum::serve` sets no header-read timeout (hyper's timer is off), no idle keep-alive limit
//! and no cap on connections, so a few hundred clients that connect and say nothing, or send
//! a header one byte at a time, would hold sockets and memory for as long as they like. This
//! loop serves HTTP/1.1 with hyper directly:
//!
//! - at most [`Limits::max_connections`] connections are open at once; a connection beyond
//!   that is closed as soon as it is accepted (see [`Limits::max_connections`] for why it is
//!   not kept waiting);
//! - a request's head must arrive within [`Limits::header_read_timeout`], counted from the
//!   moment the connection is ready for a request: hyper starts that clock when a connection
//!   opens and again whenever it goes idle between requests, so the same deadline is also the
//!   idle keep-alive limit, and a client that trickles bytes does not reset it;
//! - every request carries [`ListenerAddr`] in its extensions, so the loopback check
//!   (`doors::local_only`) knows the exact port;
//! - when `stop` is cancelled, no new connection is accepted, open ones finish the request in
//!   hand (hyper's graceful shutdown), and whatever is still open after
//!   [`Limits::shutdown_grace`] is closed.
//!
//! Reading a request's body is the handler's business: the webhook receiver reads it with its
//! own deadline and size cap.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use axum::{Extension, Router};
use hyper::server::conn::http1;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tokio::task::JoinSet;
use tokio_util::sync::CancellationToken;

use crate::doors::ListenerAddr;

/// What one listener allows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Connections open at once. A connection beyond the cap is closed as soon as it is
    /// accepted, not kept waiting: a waiting connection still costs a file descriptor and
    /// tells its sender nothing, while a closed one is an answer at once (Meta retries a
    /// delivery that failed; a program on this computer can try again). 256 keeps both
    /// listeners and the outbound connections to Meta within a common limit of 1,024 open
    /// files, and is far more than Meta or a local program opens at once.
    pub max_connections: usize,
    /// How long a client may take to send a request's head (request line and headers),
    /// counted from when the connection opens or last went idle. Also the idle keep-alive
    /// limit (see the module's documentation).
    pub header_read_timeout: Duration,
    /// At shutdown, how long open connections may take to finish the request in hand.
    pub shutdown_grace: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_connections: 256,
            header_read_timeout: Duration::from_secs(10),
            shutdown_grace: Duration::from_secs(10),
        }
    }
}

/// Serves `router` on `listener` until `stop` is cancelled, within `limits`. Returns once
/// every connection has finished (or was closed after the grace period).
pub async fn serve(listener: TcpListener, router: Router, limits: Limits, stop: CancellationToken) {
    serve_with(listener, router, limits, stop, None).await;
}

/// [`serve`] over TLS with `tls` (the office listener, `crate::sharing`). The handshake must
/// end within [`Limits::header_read_timeout`] too, and holds a connection slot while it runs: a
/// client that opens connections and never says hello is capped like one that never sends a
/// request.
pub async fn serve_tls(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    stop: CancellationToken,
    tls: Arc<rustls::ServerConfig>,
) {
    serve_with(
        listener,
        router,
        limits,
        stop,
        Some(tokio_rustls::TlsAcceptor::from(tls)),
    )
    .await;
}

async fn serve_with(
    listener: TcpListener,
    router: Router,
    limits: Limits,
    stop: CancellationToken,
    tls: Option<tokio_rustls::TlsAcceptor>,
) {
    let local = match listener.local_addr() {
        Ok(addr) => addr,
        Err(e) => {
            tracing::error!("a listener has no address, so it cannot serve: {e}");
            return;
        }
    };
    let service = TowerToHyperService::new(router.layer(Extension(ListenerAddr(local))));
    let mut http = http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_read_timeout)
        .keep_alive(true);
    let slots = Arc::new(Semaphore::new(limits.max_connections));
    let mut connections = JoinSet::new();
    let mut turned_away = TurnedAway::default();
    loop {
        let accepted = tokio::select! {
            () = stop.cancelled() => break,
            // Reap finished connections as they end, so the set holds only open ones.
            Some(_) = connections.join_next(), if !connections.is_empty() => continue,
            accepted = listener.accept() => accepted,
        };
        let (stream, peer) = match accepted {
            Ok(accepted) => accepted,
            Err(e) => {
                if !is_per_connection(&e) {
                    // Out of file descriptors or memory: accepting again at once would spin.
                    tracing::warn!("the listener on {local} cannot accept connections now: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                continue;
            }
        };
        let Ok(slot) = Arc::clone(&slots).try_acquire_owned() else {
            drop(stream);
            turned_away.one(local, limits.max_connections);
            continue;
        };
        // Answers are small; waiting to fill a packet only adds latency.
        if let Err(e) = stream.set_nodelay(true) {
            tracing::debug!("cannot set TCP_NODELAY for {peer}: {e}");
        }
        let (http, service, stop, tls) = (http.clone(), service.clone(), stop.clone(), tls.clone());
        connections.spawn(async move {
            let _slot = slot;
            let Some(tls) = tls else {
                return drive(&http, TokioIo::new(stream), service, stop, peer).await;
            };
            let handshake = tokio::select! {
                () = stop.cancelled() => return,
                done = tokio::time::timeout(limits.header_read_timeout, tls.accept(stream)) => done,
            };
            match handshake {
                Ok(Ok(stream)) => drive(&http, TokioIo::new(stream), service, stop, peer).await,
                // A desk that pinned another certificate, or not a TLS client at all.
                Ok(Err(e)) => tracing::debug!("TLS handshake with {peer} failed: {e}"),
                Err(_) => tracing::debug!("TLS handshake with {peer} took too long"),
            }
        });
    }
    drop(listener);
    let drained = tokio::time::timeout(limits.shutdown_grace, async {
        while connections.join_next().await.is_some() {}
    })
    .await;
    if drained.is_err() {
        tracing::warn!(
            "{} connections to {local} were still open {:?} after shutdown began; they are closed",
            connections.len(),
            limits.shutdown_grace
        );
        connections.shutdown().await;
    }
}

/// Serves HTTP/1.1 on one accepted connection until it ends, finishing the request in hand
/// when `stop` is cancelled.
async fn drive<I>(
    http: &http1::Builder,
    io: TokioIo<I>,
    service: Service,
    stop: CancellationToken,
    peer: SocketAddr,
) where
    I: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    let connection = http.serve_connection(io, service);
    let mut connection = std::pin::pin!(connection);
    let ended = tokio::select! {
        ended = connection.as_mut() => ended,
        () = stop.cancelled() => {
            connection.as_mut().graceful_shutdown();
            connection.await
        }
    };
    if let Err(e) = ended {
        // A client that went away or was too slow: nothing for the person to do.
        tracing::debug!("connection from {peer} ended: {e}");
    }
}

/// The router as hyper serves it.
type Service = TowerToHyperService<Router>;

/// Errors of `accept` that concern one connection only (it was reset before it was accepted):
/// the listener is fine and can accept the next at once.
fn is_per_connection(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::ConnectionRefused
            | std::io::ErrorKind::ConnectionAborted
            | std::io::ErrorKind::ConnectionReset
    )
}

/// Counts connections closed at the cap, and says so at most once a minute: a flood must not
/// become a flood of log lines.
#[derive(Debug, Default)]
struct TurnedAway {
    since_last_word: u64,
    last_word: Option<tokio::time::Instant>,
}

impl TurnedAway {
    fn one(&mut self, local: SocketAddr, cap: usize) {
        self.since_last_word += 1;
        let now = tokio::time::Instant::now();
        if self
            .last_word
            .is_none_or(|at| now.duration_since(at) >= Duration::from_secs(60))
        {
            tracing::warn!(
                "{} connections to {local} were closed at once: {cap} were already open, the most Pacer keeps",
                self.since_last_word
            );
            self.since_last_word = 0;
            self.last_word = Some(now);
        }
    }
}
