//! Pacer's clock: Unix milliseconds, optionally running faster than life.
//!
//! Every time the engine stores or compares (queue times, pacing, retry times, the moving 24 h
//! of the tier, reconciliation windows) is read from this clock, so tests can run the same
//! rules in fast-forward against a simulator running at the same scale. `scale` is real seconds
//! per Pacer second (1 in production). The clock is anchored at a moment kept in the ledger, so
//! a restarted process continues the same timeline.
//!
//! The time of day is read once, when the clock is made; from then on it advances with the
//! monotonic clock plus the time the machine spent asleep (suspended): a laptop that slept two
//! hours wakes two hours later on Pacer's clock too, so the tier's moving 24 hours, pair pacing
//! and reconciliation windows count real elapsed time. The monotonic clock alone stops while
//! the machine sleeps; the boot-time clock does not, and the difference is the time asleep. Setting the system clock forwards or backwards while Pacer runs therefore
//! moves no wait: pair pacing, retries and doubt windows keep their length. When it was set
//! back while Pacer was stopped, `Engine::start` moves the saved waits back with it
//! (`ledger::state::shift_waits`), so none grows by the jump.

use std::sync::Arc;
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
    wall: WallClock,
    /// The machine's time asleep when the clock was made.
    origin_asleep: Duration,
}

/// Where the time of day comes from, and how long the machine has slept: the system's, or
/// what a test sets (to set the clock forwards or backwards as a person or a time server would,
/// or to put the machine to sleep for two hours in a second).
#[derive(Clone, Default)]
pub struct WallClock {
    now: Option<Arc<dyn Fn() -> Millis + Send + Sync>>,
    asleep: Option<Arc<dyn Fn() -> Duration + Send + Sync>>,
}

impl WallClock {
    /// The system's clock.
    pub fn system() -> Self {
        Self::default()
    }

    /// A clock reading `now`.
    pub fn from_fn(now: impl Fn() -> Millis + Send + Sync + 'static) -> Self {
        Self {
            now: Some(Arc::new(now)),
            asleep: None,
        }
    }

    /// This clock, with the machine's time asleep read from `asleep` (real time, growing).
    pub fn with_asleep(mut self, asleep: impl Fn() -> Duration + Send + Sync + 'static) -> Self {
        self.asleep = Some(Arc::new(asleep));
        self
    }

    /// The time of day, in Unix milliseconds.
    pub fn now_ms(&self) -> Millis {
        match &self.now {
            Some(now) => now(),
            None => unix_now_ms(),
        }
    }

    /// How long the machine has been asleep (suspended) since it started, in real time.
    pub fn asleep(&self) -> Duration {
        match &self.asleep {
            Some(asleep) => asleep(),
            None => system_asleep(),
        }
    }
}

impl std::fmt::Debug for WallClock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match (&self.now, &self.asleep) {
            (None, None) => "WallClock(system)",
            _ => "WallClock(set by the caller)",
        })
    }
}

/// The time this machine spent suspended since it booted: the boot-time clock less the
/// monotonic one (Linux). Where Pacer cannot tell, zero: time asleep then goes unseen, as it
/// did before.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn system_asleep() -> Duration {
    use rustix::time::{ClockId, clock_gettime};
    let since = |t: rustix::time::Timespec| {
        Duration::new(
            u64::try_from(t.tv_sec).unwrap_or(0),
            u32::try_from(t.tv_nsec).unwrap_or(0),
        )
    };
    let boot = since(clock_gettime(ClockId::Boottime));
    let monotonic = since(clock_gettime(ClockId::Monotonic));
    boot.saturating_sub(monotonic)
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn system_asleep() -> Duration {
    Duration::ZERO
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
        Self::scaled_from(&WallClock::system(), scale, anchor_ms)
    }

    /// [`Clock::scaled`], reading the time of day (once, now) from `wall`.
    pub fn scaled_from(wall: &WallClock, scale: f64, anchor_ms: Millis) -> Self {
        Self {
            scale: if scale.is_finite() && scale > 0.0 {
                scale
            } else {
                1.0
            },
            anchor_ms,
            origin: Instant::now(),
            origin_unix_ms: wall.now_ms(),
            wall: wall.clone(),
            origin_asleep: wall.asleep(),
        }
    }

    /// Real seconds per Pacer second.
    pub fn scale(&self) -> f64 {
        self.scale
    }

    /// Now, in Pacer milliseconds.
    pub fn now_ms(&self) -> Millis {
        let elapsed = self.origin.elapsed() + self.asleep();
        let real_ms = self.origin_unix_ms as f64 + elapsed.as_secs_f64() * 1000.0;
        self.anchor_ms + ((real_ms - self.anchor_ms as f64) / self.scale) as Millis
    }

    /// How long the machine has slept since this clock was made (real time).
    pub fn asleep(&self) -> Duration {
        self.wall.asleep().saturating_sub(self.origin_asleep)
    }

    /// Resolves when the machine has just woken from sleep, with how long it slept (real time).
    /// It looks once a second: a sleep shorter than a second is not one.
    pub async fn woke(&self) -> Duration {
        let before = self.asleep();
        loop {
            tokio::time::sleep(Duration::from_secs(1)).await;
            let slept = self.asleep().saturating_sub(before);
            if slept >= Duration::from_secs(1) {
                return slept;
            }
        }
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

/// A time Meta gave (Unix seconds, as in its webhooks) on Pacer's clock: never later than
/// `now`, and `now` when Meta gave none.
///
/// Meta's seconds are taken as they are, not converted. At a time scale of 1 Pacer's clock is
/// the time of day, as Meta's is. In a scaled run Meta is the simulator, which stamps its
/// webhooks on its own clock running at the same scale from when it started, as Pacer's runs
/// from its anchor: the two agree, and converting Meta's time as if it were the time of day
/// would scale it twice. A time ahead of `now` (Meta's clock ahead of this machine's) counts as
/// now: nothing a customer did can be later than when Pacer heard of it.
pub fn meta_time(seconds: Option<i64>, now: Millis) -> Millis {
    seconds.map_or(now, |s| s.saturating_mul(1000).min(now))
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

    #[test]
    fn time_asleep_counts_on_pacers_clock() {
        let asleep = Arc::new(std::sync::Mutex::new(Duration::from_secs(5)));
        let meter = Arc::clone(&asleep);
        let wall = WallClock::system().with_asleep(move || *meter.lock().unwrap());
        let clock = Clock::scaled_from(&wall, 1.0, unix_now_ms());
        let before = clock.now_ms();
        assert_eq!(
            clock.asleep(),
            Duration::ZERO,
            "sleep before Pacer started is not Pacer's"
        );
        *asleep.lock().unwrap() += Duration::from_secs(2 * 3600);
        let after = clock.now_ms();
        assert!(
            (after - before - 2 * 3_600_000).abs() < 1_000,
            "two hours asleep are two hours later on Pacer's clock: {}",
            after - before
        );
        assert_eq!(clock.asleep(), Duration::from_secs(2 * 3600));
    }

    #[test]
    fn metas_time_is_taken_as_it_is_never_later_than_now() {
        let now = 1_700_000_000_500;
        assert_eq!(
            meta_time(Some(1_699_999_000), now),
            1_699_999_000_000,
            "a time in the past is Meta's own"
        );
        assert_eq!(
            meta_time(Some(1_800_000_000), now),
            now,
            "a time in the future counts as now"
        );
        assert_eq!(meta_time(None, now), now, "no time: when Pacer heard it");
    }

    #[test]
    fn the_time_of_day_is_read_once() {
        let set = Arc::new(std::sync::atomic::AtomicI64::new(1_000_000_000_000));
        let read = Arc::clone(&set);
        let wall = WallClock::from_fn(move || read.load(std::sync::atomic::Ordering::SeqCst));
        let clock = Clock::scaled_from(&wall, 1.0, 1_000_000_000_000);
        let start = clock.now_ms();
        set.fetch_sub(3_600_000, std::sync::atomic::Ordering::SeqCst);
        assert!(
            clock.now_ms() >= start,
            "setting the system clock back an hour while Pacer runs moves nothing"
        );
        set.fetch_add(7_200_000, std::sync::atomic::Ordering::SeqCst);
        assert!(
            clock.now_ms() < start + 60_000,
            "nor does setting it forwards"
        );
        let restarted = Clock::scaled_from(&wall, 1.0, 1_000_000_000_000);
        assert!(
            restarted.now_ms() >= start + 3_600_000,
            "a new clock reads the time of day again"
        );
    }
}
