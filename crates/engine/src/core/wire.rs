//! The thread Pacer's requests to Meta leave on (`docs/sending.md#throughput-limiter`).
//!
//! The dispatcher decides when a message departs, one send period after the one before; the
//! request then still has to be written to the network. Written by a task on the engine's
//! shared runtime, it could be held back by other work there (a restart's backlog of webhook
//! bodies, a campaign launch, the local API) and leave together with the requests departed
//! after it — and Meta counts requests in the second they arrive, so a burst of them is more
//! than the limit. The chaos soak caught exactly that: departures evenly spaced, the requests
//! arriving at the simulator in a bunch.
//!
//! So with a limit, requests start on a thread that does nothing else, over connections of
//! their own opened there (a connection does its reading and writing on the runtime that
//! opened it, so one opened by a template sync would write on the shared runtime), and pass
//! a gate there
//! that keeps them at least one send period apart where they actually start: however late a
//! request starts, it never starts closer to the one before than the period. Without a limit
//! (benchmarks) requests run on the shared runtime as before.

use std::future::Future;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::runtime::Handle;
use tokio::time::Instant;
use tokio_util::sync::CancellationToken;

use crate::limiter::CATCH_UP;

/// Where requests start.
#[derive(Debug)]
pub struct Wire {
    handle: Handle,
    gate: Arc<Mutex<Gate>>,
    stop: CancellationToken,
}

/// A GCRA with the limiter's catch-up: requests start a period apart on average and never
/// more than [`CATCH_UP`] (at most half a period) early, so a send the limiter let out on time
/// is never held here, and a bunch that reaches the gate together leaves spaced.
#[derive(Debug, Default)]
struct Gate {
    /// Real time between two request starts; `None`: no limit.
    period: Option<Duration>,
    /// The theoretical start of the next request.
    next: Option<Instant>,
}

impl Gate {
    /// Reserves the next start: when this request may go.
    fn reserve(&mut self, now: Instant) -> Instant {
        let Some(period) = self.period else {
            return now;
        };
        let theoretical = self.next.map_or(now, |next| next.max(now));
        self.next = Some(theoretical + period);
        let early = CATCH_UP.min(period / 2);
        theoretical.checked_sub(early).map_or(now, |at| at.max(now))
    }
}

impl Wire {
    /// Starts the thread (on the current runtime, gated all the same, if no thread can be
    /// started).
    pub fn start() -> Wire {
        let stop = CancellationToken::new();
        let handle = match own_thread(stop.clone()) {
            Ok(handle) => handle,
            Err(e) => {
                tracing::warn!("requests share the engine's threads (no thread of their own: {e})");
                Handle::current()
            }
        };
        Wire {
            handle,
            gate: Arc::new(Mutex::new(Gate::default())),
            stop,
        }
    }

    /// Real time between two requests from now on (`None`: no limit).
    pub fn set_period(&self, period: Option<Duration>) {
        if let Ok(mut gate) = self.gate.lock() {
            gate.period = period;
        }
    }

    /// Starts `request` on the wire's thread once its turn at the gate comes, or on the
    /// shared runtime when there is no limit.
    pub fn send(&self, request: impl Future<Output = ()> + Send + 'static) {
        let limited = self.gate.lock().map(|g| g.period.is_some()).unwrap_or(true);
        if !limited {
            tokio::spawn(request);
            return;
        }
        let gate = Arc::clone(&self.gate);
        self.handle.spawn(async move {
            let now = Instant::now();
            let at = gate.lock().map(|mut g| g.reserve(now)).unwrap_or(now);
            if at > now {
                tokio::time::sleep_until(at).await;
            }
            request.await;
        });
    }
}

fn own_thread(stop: CancellationToken) -> std::io::Result<Handle> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let handle = runtime.handle().clone();
    std::thread::Builder::new()
        .name("pacer-wire".into())
        // Ends when the dispatcher drops the wire; requests still running then are dropped
        // with the runtime (the dispatcher waits for those in flight before it stops).
        .spawn(move || runtime.block_on(stop.cancelled()))?;
    Ok(handle)
}

impl Drop for Wire {
    fn drop(&mut self) {
        self.stop.cancel();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_released_together_start_a_period_apart() {
        let period = Duration::from_millis(10);
        let mut gate = Gate {
            period: Some(period),
            next: None,
        };
        let now = Instant::now();
        let starts: Vec<Instant> = (0..5).map(|_| gate.reserve(now)).collect();
        assert_eq!(
            starts[1] - starts[0],
            period - CATCH_UP,
            "the second may catch up by what the limiter allows"
        );
        for pair in starts[1..].windows(2) {
            assert_eq!(
                pair[1] - pair[0],
                period,
                "requests that reach the gate at once leave a period apart"
            );
        }
        let later = now + Duration::from_secs(1);
        assert_eq!(
            gate.reserve(later),
            later,
            "after a quiet spell the next one goes at once, with no burst saved up"
        );
        assert_eq!(gate.reserve(later), later + period - CATCH_UP);

        let mut gate = Gate {
            period: Some(period),
            next: None,
        };
        let mut t = Instant::now();
        for _ in 0..100 {
            assert_eq!(
                gate.reserve(t),
                t,
                "requests the limiter lets out a period apart are never held"
            );
            t += period;
        }
    }

    #[test]
    fn without_a_limit_nothing_waits() {
        let mut gate = Gate::default();
        let now = Instant::now();
        assert_eq!(gate.reserve(now), now);
        assert_eq!(gate.reserve(now), now);
    }
}
