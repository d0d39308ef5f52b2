//! Pacer's clock: Unix milliseconds, optionally running faster than life.
//!
//! Every time the engine stores or compares (queue times, pacing, retry times, the moving 24 h
//! of the tier, reconciliation windows) is read from this clock, so tests can run the same
//! rules in fast-forward against a simulator running at the same scale. `scale` is real seconds
//! per Pacer second (1 in production). The clock is anchored at a moment kept in the ledger, so
//! a restarted process continues the same timeline.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::time::Instant;

/// Milliseconds since the Unix epoch, on Pacer's clock.
pub type Millis = i64;

/// Converts between real time and Pacer's (possibly scaled) time.
#[derive(Debug, Clone)]
pub struct Clock {
    scale: f64,
    anchor_ms: Millis,
    origin: Instant,
    origin_unix_ms: Millis,
}

fn unix_now_ms() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

impl Clock {
    /// Real time.
    pub fn real_time() -> Self {
        Self::scaled(1.0, unix_now_ms())
    }

    /// Time running `1 / scale` times faster than life, counted from `anchor_ms` (a real Unix
    /// time at which Pacer time and real time agreed).
    pub fn scaled(scale: f64, anchor_ms: Millis) -> Self {
        Self {
            scale: if scale.is_finite() && scale > 0.0 {
                scale
            } else {
                1.0
            },
            anchor_ms,
            origin: Instant::now(),
            origin_unix_ms: unix_now_ms(),
        }
    }

    /// Real seconds per Pacer second.
    pub fn scale(&self) -> f64 {
        self.scale
    }

    /// Now, in Pacer milliseconds.
    pub fn now_ms(&self) -> Millis {
        let real_ms = self.origin_unix_ms as f64 + self.origin.elapsed().as_secs_f64() * 1000.0;
        self.anchor_ms + ((real_ms - self.anchor_ms as f64) / self.scale) as Millis
    }

    /// How long a Pacer duration takes in real time.
    pub fn real(&self, pacer: Duration) -> Duration {
        pacer.mul_f64(self.scale)
    }

    /// The real instant at which the Pacer time `at` is reached (now if it has passed).
    pub fn instant_at(&self, at: Millis) -> Instant {
        let wait = at.saturating_sub(self.now_ms()).max(0);
        Instant::now() + self.real(Duration::from_millis(wait as u64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scaled_clock_runs_faster_and_continues_across_restarts() {
        let anchor = unix_now_ms() - 10_000;
        let clock = Clock::scaled(0.01, anchor);
        let now = clock.now_ms();
        // 10 real seconds since the anchor are 1,000 Pacer seconds.
        assert!(
            (now - anchor - 1_000_000).abs() < 5_000,
            "10 s real at scale 0.01 is ~1000 s: {}",
            now - anchor
        );
        let again = Clock::scaled(0.01, anchor);
        assert!(
            (again.now_ms() - now).abs() < 5_000,
            "a new process with the same anchor continues the same time"
        );
        assert_eq!(
            clock.real(Duration::from_secs(6)),
            Duration::from_millis(60)
        );
    }
}
