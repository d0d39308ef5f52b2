//! The simulator's virtual clock.
//!
//! Every duration the simulator enforces (the 1-second throughput window, the 6-second pair
//! period, the moving 24 hours of the messaging tier and of the service window, webhook delays,
//! response latency) is measured on this clock. `time_scale` is the number of real seconds one
//! simulated second takes: `0.001` runs a 6-second pair period in 6 ms, so tests of 6-second
//! rules finish in milliseconds while every rule keeps its proportions.

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use tokio::time::Instant;

/// A point in simulated time, as the simulated duration since the simulator started.
pub type SimTime = Duration;

/// Maps real time to simulated time and back.
#[derive(Debug, Clone)]
pub struct SimClock {
    origin: Instant,
    unix_origin: Duration,
    scale: f64,
}

impl SimClock {
    /// A clock starting now. `scale` must be finite and positive (checked by [`crate::SimConfig`]).
    pub fn start(scale: f64) -> Self {
        let unix_origin = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap_or(Duration::ZERO);
        Self {
            origin: Instant::now(),
            unix_origin,
            scale,
        }
    }

    /// Simulated time elapsed since the start.
    pub fn now(&self) -> SimTime {
        self.origin.elapsed().div_f64(self.scale)
    }

    /// How long a simulated duration takes in real time.
    pub fn real(&self, simulated: Duration) -> Duration {
        simulated.mul_f64(self.scale)
    }

    /// The real instant at which simulated time `at` is reached.
    pub fn instant_at(&self, at: SimTime) -> Instant {
        self.origin + self.real(at)
    }

    /// Unix time (seconds) of a simulated moment, as Meta writes it in webhooks.
    pub fn unix_seconds(&self, at: SimTime) -> u64 {
        (self.unix_origin + at).as_secs()
    }

    /// Unix time (milliseconds) of the start, for the log's header.
    pub fn unix_origin_ms(&self) -> u128 {
        self.unix_origin.as_millis()
    }
}

/// Simulated microseconds, for log lines.
pub(crate) fn micros(at: SimTime) -> u64 {
    u64::try_from(at.as_micros()).unwrap_or(u64::MAX)
}
