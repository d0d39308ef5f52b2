//! The accept loop: HTTP/1.1 connections that the simulator can reset on purpose.
//!
//! A connection reset *after* Meta accepted a message is the hardest case a sender meets (the
//! message went out; the answer never arrives). axum's own server cannot reset a connection
//! from a handler, so the simulator accepts connections itself and wraps each stream: a
//! handler that pulls the [`ConnControl`] switch makes the next write fail after setting
//! `SO_LINGER` to zero, so the socket closes with a TCP RST instead of an answer.

use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::TokioIo;
use hyper_util::server::graceful::GracefulShutdown;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio_util::sync::CancellationToken;
use tower::ServiceExt;

/// A handler's switch to reset its connection instead of answering.
#[derive(Debug, Clone, Default)]
pub struct ConnControl {
    reset: Arc<AtomicBool>,
}

impl ConnControl {
    /// The connection closes with a reset at its next write.
    pub fn reset(&self) {
        self.reset.store(true, Ordering::SeqCst);
    }
}

struct ResettableStream {
    inner: TcpStream,
    reset: Arc<AtomicBool>,
}

impl ResettableStream {
    fn reset_now(&self) -> io::Error {
        // Linger zero makes the close a reset; if the option cannot be set the close is an
        // ordinary FIN, which the caller still sees as a connection closed without an answer.
        let _ = socket2::SockRef::from(&self.inner).set_linger(Some(Duration::ZERO));
        io::Error::new(
            io::ErrorKind::ConnectionReset,
            "simulated reset after accepting",
        )
    }
}

impl AsyncRead for ResettableStream {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_read(cx, buf)
    }
}

impl AsyncWrite for ResettableStream {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        if this.reset.load(Ordering::SeqCst) {
            return Poll::Ready(Err(this.reset_now()));
        }
        Pin::new(&mut this.inner).poll_write(cx, buf)
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if this.reset.load(Ordering::SeqCst) {
            return Poll::Ready(Err(this.reset_now()));
        }
        Pin::new(&mut this.inner).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.get_mut().inner).poll_shutdown(cx)
    }
}

/// Serves `router` on `listener` until `shutdown`, then lets open requests finish (up to
/// `grace`).
pub async fn serve(
    listener: TcpListener,
    router: Router,
    shutdown: CancellationToken,
    grace: Duration,
) {
    let graceful = GracefulShutdown::new();
    loop {
        let accepted = tokio::select! {
            () = shutdown.cancelled() => break,
            accepted = listener.accept() => accepted,
        };
        let stream = match accepted {
            Ok((stream, _)) => stream,
            Err(e) => {
                // Out of file descriptors and similar: wait a little rather than spin.
                tracing::warn!("simulator could not accept a connection: {e}");
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        // Small answers go out at once rather than waiting for Nagle's algorithm.
        let _ = stream.set_nodelay(true);
        let control = ConnControl::default();
        let io = TokioIo::new(ResettableStream {
            inner: stream,
            reset: Arc::clone(&control.reset),
        });
        let router = router.clone();
        let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
            request.extensions_mut().insert(control.clone());
            router.clone().oneshot(request)
        });
        // No header timeout: an idle keep-alive connection closed by the server while the
        // client reuses it would look to the client like a reset after sending, an in-doubt
        // outcome the simulator did not choose.
        let connection = hyper::server::conn::http1::Builder::new().serve_connection(io, service);
        let watched = graceful.watch(connection);
        tokio::spawn(async move {
            // A connection ends with an error whenever a client goes away mid-request or a
            // reset is simulated; neither is the simulator's problem to report.
            let _ = watched.await;
        });
    }
    drop(listener);
    tokio::select! {
        () = graceful.shutdown() => {}
        () = tokio::time::sleep(grace) => {}
    }
}
