//! The global send limiter of one phone number (`docs/sending.md#throughput-limiter`).
//!
//! A `governor` GCRA: sends leave evenly spaced at the target rate (the limit less a small
//! headroom), so that even with jitter between Pacer and Meta no second of Meta's ever holds
//! one message too many. Each send takes `k` cells of a quota `k` times finer with room for
//! `k + 1`: a send that wakes a little late (timers have millisecond granularity) may catch up
//! by one fine cell (at most 2 ms, at most half a period) instead of pushing every later send
//! back — the average reaches the target, and any 81 consecutive sends still span at least
//! 80 periods less that catch-up, well inside the headroom.
//!
//! The rate is AIMD: a throttling answer halves it and pauses sending briefly; every quiet
//! second adds back a twentieth of the target. The number of requests in flight is bounded by
//! what the rate and the observed latency need (rate × latency × 2, plus a little), so a slow
//! API still reaches the full rate without a flood of open requests.
//!
//! Meta counts the messages customers send to the number against the same limit (inbound +
//! outbound). [`InboundMeter`] measures them — the most that arrived in any one second of the
//! last ten — and the limiter leaves that much of the rate free ([`Limiter::set_inbound`]).
//!
//! The clock is injected (governor's clock trait): real time in the engine, a fake clock in
//! the property tests.

use std::collections::{HashSet, VecDeque};
use std::num::NonZeroU32;
use std::sync::Arc;
use std::time::{Duration, Instant};

use governor::clock::{Clock, DefaultClock, Reference};
use governor::middleware::NoOpMiddleware;
use governor::state::{InMemoryState, NotKeyed};
use governor::{Quota, RateLimiter};
use pacer_cloud::Throttle;

/// The lowest rate AIMD goes down to, as a fraction of the target.
const FLOOR: f64 = 0.05;

/// How much a late send may catch up (real time).
pub const CATCH_UP: Duration = Duration::from_millis(2);

type Gcra<C> = RateLimiter<NotKeyed, InMemoryState, C, NoOpMiddleware<<C as Clock>::Instant>>;

/// Rate limit, AIMD and in-flight bound for one sender.
pub struct Limiter<C: Clock = DefaultClock> {
    target: Option<f64>,
    current: f64,
    scale: f64,
    clock: C,
    gcra: Option<(Gcra<C>, NonZeroU32)>,
    not_before: Option<C::Instant>,
    paused_until: Option<C::Instant>,
    last_change: C::Instant,
    last_departure: Option<C::Instant>,
    latency: Option<Duration>,
    max_in_flight: usize,
    inbound: f64,
}

impl<C: Clock> std::fmt::Debug for Limiter<C> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Limiter")
            .field("target", &self.target)
            .field("current", &self.current)
            .finish_non_exhaustive()
    }
}

impl Limiter<DefaultClock> {
    /// A limiter at `target` sends per Pacer second (`None`: unlimited), `scale` real seconds
    /// per Pacer second, on the real clock.
    pub fn new(target: Option<f64>, scale: f64, max_in_flight: usize) -> Self {
        Self::with_clock(target, scale, max_in_flight, DefaultClock::default())
    }
}

impl<C: Clock + Clone> Limiter<C> {
    /// A limiter on the given clock.
    pub fn with_clock(target: Option<f64>, scale: f64, max_in_flight: usize, clock: C) -> Self {
        let now = clock.now();
        let mut limiter = Self {
            target,
            current: target.unwrap_or(f64::INFINITY),
            scale,
            clock,
            gcra: None,
            not_before: None,
            paused_until: None,
            last_change: now,
            last_departure: None,
            latency: None,
            max_in_flight: max_in_flight.max(1),
            inbound: 0.0,
        };
        limiter.rebuild();
        limiter
    }

    /// The rate aimed for now, in sends per Pacer second (`None`: unlimited).
    pub fn rate(&self) -> Option<f64> {
        self.target.map(|_| self.current)
    }

    /// The most Pacer may aim for now: the target less what customers send (never below a
    /// twentieth of the target, so OTPs still leave while customers write in bulk).
    fn ceiling(&self) -> Option<f64> {
        self.target
            .map(|target| (target - self.inbound).max(target * FLOOR))
    }

    /// Customers' messages per Pacer second (the peak [`InboundMeter`] saw): the rate leaves
    /// them room, since Meta counts them against the same limit. A rate AIMD lowered stays
    /// where it is unless the new ceiling is lower still.
    pub fn set_inbound(&mut self, per_second: f64) {
        let per_second = if per_second.is_finite() {
            per_second.max(0.0)
        } else {
            0.0
        };
        if self.target.is_none() || per_second == self.inbound {
            return;
        }
        let before = self.ceiling().unwrap_or(f64::INFINITY);
        self.inbound = per_second;
        let ceiling = self.ceiling().unwrap_or(f64::INFINITY);
        if self.current > ceiling || self.current >= before {
            self.current = ceiling;
            self.rebuild();
        }
    }

    /// The customers' rate the limiter leaves room for.
    pub fn inbound(&self) -> f64 {
        self.inbound
    }

    /// Real time between two sends at the current rate.
    pub fn period(&self) -> Option<Duration> {
        self.target
            .map(|_| Duration::from_secs_f64(self.scale / self.current))
    }

    fn rebuild(&mut self) {
        self.gcra = self.period().and_then(|period| {
            let cells = (period.as_secs_f64() / CATCH_UP.as_secs_f64())
                .ceil()
                .clamp(2.0, 64.0) as u32;
            let cell = (period / cells).max(Duration::from_nanos(1));
            let per_send = NonZeroU32::new(cells)?;
            let burst = NonZeroU32::new(cells + 1)?;
            let quota = Quota::with_period(cell)?.allow_burst(burst);
            Some((
                RateLimiter::direct_with_clock(quota, self.clock.clone()),
                per_send,
            ))
        });
        // A fresh GCRA would allow a send at once; keep the spacing from the last one.
        self.not_before = match (self.last_departure, self.period()) {
            (Some(last), Some(period)) => Some(last + period.into()),
            _ => None,
        };
    }

    /// Takes a send slot if one is free now; otherwise says how long until one may be.
    pub fn try_acquire(&mut self) -> Result<(), Duration> {
        let now = self.clock.now();
        self.recover(now);
        if let Some(until) = self.paused_until {
            if now < until {
                return Err(until.duration_since(now).into());
            }
            self.paused_until = None;
        }
        if let Some(not_before) = self.not_before {
            if now < not_before {
                return Err(not_before.duration_since(now).into());
            }
            self.not_before = None;
        }
        if let Some((gcra, per_send)) = &self.gcra {
            match gcra.check_n(*per_send) {
                Ok(Ok(())) => {}
                Ok(Err(not_until)) => return Err(not_until.wait_time_from(now)),
                // Cannot happen: the burst is one cell larger than a send.
                Err(_) => return Err(self.period().unwrap_or_default()),
            }
        }
        self.last_departure = Some(now);
        Ok(())
    }

    /// A throttling answer: halve the rate and pause (seconds for throughput, a minute for call
    /// volume or maintenance). `jitter` in [0, 1) spreads the pause.
    pub fn throttled(&mut self, kind: Throttle, jitter: f64) {
        let now = self.clock.now();
        if let Some(target) = self.target {
            self.current = (self.current * 0.5).max(target * FLOOR);
            self.last_change = now;
            self.rebuild();
        }
        let pause = match kind {
            Throttle::Throughput => Duration::from_secs_f64(1.0 + jitter),
            Throttle::CallVolume | Throttle::Maintenance => {
                Duration::from_secs_f64(60.0 + 30.0 * jitter)
            }
        };
        let until = now + pause.mul_f64(self.scale).into();
        self.paused_until = Some(
            self.paused_until
                .map_or(until, |p| if p > until { p } else { until }),
        );
    }

    /// Additive increase: each quiet Pacer second adds a twentieth of the target back.
    fn recover(&mut self, now: C::Instant) {
        let (Some(target), Some(ceiling)) = (self.target, self.ceiling()) else {
            return;
        };
        if self.current >= ceiling {
            return;
        }
        let second = Duration::from_secs_f64(self.scale);
        let quiet: Duration = now.duration_since(self.last_change).into();
        if quiet >= second {
            let steps = (quiet.as_secs_f64() / second.as_secs_f64()).floor();
            self.current = (self.current + steps * target / 20.0).min(ceiling);
            self.last_change = now;
            self.rebuild();
        }
    }

    /// Records how long a request took (real time), for the in-flight bound.
    pub fn observe_latency(&mut self, took: Duration) {
        self.latency = Some(match self.latency {
            None => took,
            Some(avg) => avg.mul_f64(0.9) + took.mul_f64(0.1),
        });
    }

    /// How many requests may be in flight: enough for the rate at the observed latency.
    pub fn in_flight_limit(&self) -> usize {
        if self.target.is_none() {
            return self.max_in_flight;
        }
        // Before the first answer, assume a slow API (500 ms): the rate limit, not this bound,
        // keeps the pace, and a low guess would hold back the first second.
        let latency = self.latency.unwrap_or(Duration::from_millis(500));
        let per_real_second = self.current / self.scale;
        let needed = (per_real_second * latency.as_secs_f64() * 2.0).ceil() as usize + 4;
        needed.clamp(4, self.max_in_flight)
    }
}

/// Customers' messages as they arrive: the most in any one (Pacer) second of the last ten.
/// The same message delivered twice (Meta retries webhooks) counts once; one Meta sent more
/// than a minute ago (a backlog delivered after the receiver was down) counts not at all —
/// it was counted against a second long past.
#[derive(Debug)]
pub struct InboundMeter {
    second: Duration,
    window: Duration,
    arrivals: VecDeque<(Instant, Arc<str>)>,
    seen: HashSet<Arc<str>>,
    /// The last peak, while no message arrived or left the window since.
    cached: Option<usize>,
}

/// How far back a message's own time may lie and still count (Unix ms).
const INBOUND_STALE_MS: i64 = 60_000;

impl InboundMeter {
    /// A meter whose second lasts `scale` real seconds.
    pub fn new(scale: f64) -> Self {
        let scale = if scale.is_finite() && scale > 0.0 {
            scale
        } else {
            1.0
        };
        Self {
            second: Duration::from_secs_f64(scale),
            window: Duration::from_secs_f64(10.0 * scale),
            arrivals: VecDeque::new(),
            seen: HashSet::new(),
            cached: Some(0),
        }
    }

    /// A customer's message `wamid` arrived at `now`; `sent_ms` is Meta's time for it and
    /// `now_ms` Pacer's (both Unix ms). Returns whether it counted.
    pub fn record(&mut self, now: Instant, wamid: &str, sent_ms: Option<i64>, now_ms: i64) -> bool {
        self.forget(now);
        if sent_ms.is_some_and(|sent| sent < now_ms.saturating_sub(INBOUND_STALE_MS))
            || self.seen.contains(wamid)
        {
            return false;
        }
        let wamid: Arc<str> = Arc::from(wamid);
        self.seen.insert(Arc::clone(&wamid));
        self.arrivals.push_back((now, wamid));
        self.cached = None;
        true
    }

    /// The most messages that arrived within any one second of the last ten.
    pub fn peak(&mut self, now: Instant) -> usize {
        self.forget(now);
        if let Some(peak) = self.cached {
            return peak;
        }
        let mut most = 0;
        let mut start = 0;
        for end in 0..self.arrivals.len() {
            let t = self.arrivals[end].0;
            while t.duration_since(self.arrivals[start].0) >= self.second {
                start += 1;
            }
            most = most.max(end + 1 - start);
        }
        self.cached = Some(most);
        most
    }

    fn forget(&mut self, now: Instant) {
        while let Some((at, _)) = self.arrivals.front() {
            if now.saturating_duration_since(*at) <= self.window {
                break;
            }
            if let Some((_, wamid)) = self.arrivals.pop_front() {
                self.seen.remove(&wamid);
                self.cached = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use governor::clock::FakeRelativeClock;
    use proptest::prelude::*;

    use super::*;

    fn fake(target: f64) -> (Limiter<FakeRelativeClock>, FakeRelativeClock) {
        let clock = FakeRelativeClock::default();
        (
            Limiter::with_clock(Some(target), 1.0, 64, clock.clone()),
            clock,
        )
    }

    #[test]
    fn sends_are_spaced_at_the_rate_and_a_throttle_halves_it_and_pauses() {
        let (mut limiter, clock) = fake(100.0);
        assert!(limiter.try_acquire().is_ok(), "the first slot is free");
        let wait = limiter.try_acquire().expect_err("the second waits");
        assert!(
            wait <= Duration::from_millis(10),
            "at most one period: {wait:?}"
        );
        limiter.throttled(Throttle::Throughput, 0.0);
        assert_eq!(limiter.rate(), Some(50.0), "a throttle halves the rate");
        assert!(
            limiter.try_acquire().expect_err("and pauses") >= Duration::from_millis(990),
            "for about a second"
        );
        clock.advance(Duration::from_secs(1));
        assert!(limiter.try_acquire().is_ok());
        clock.advance(Duration::from_secs(12));
        let _ = limiter.try_acquire();
        assert_eq!(
            limiter.rate(),
            Some(100.0),
            "quiet seconds bring the rate back"
        );
    }

    /// Sends whenever a slot is free, waking `lateness` µs late each time; the send times (µs).
    fn send_as_fast_as_allowed(
        limiter: &mut Limiter<FakeRelativeClock>,
        clock: &FakeRelativeClock,
        lateness: &[u64],
    ) -> Vec<u64> {
        let mut sent = Vec::new();
        let mut now = 0u64;
        for late in lateness {
            match limiter.try_acquire() {
                Ok(()) => sent.push(now),
                Err(wait) => {
                    let step = wait.as_micros() as u64 + late;
                    clock.advance(Duration::from_micros(step));
                    now += step;
                    if limiter.try_acquire().is_ok() {
                        sent.push(now);
                    }
                }
            }
        }
        sent
    }

    #[test]
    fn customers_messages_lower_the_rate_and_give_it_back_when_they_stop() {
        let (mut limiter, clock) = fake(79.2);
        limiter.set_inbound(20.0);
        let rate = limiter.rate().unwrap_or_default();
        assert!(
            (rate - 59.2).abs() < 1e-9,
            "20 customers' messages a second leave 59.2 of 79.2: {rate}"
        );
        let _ = limiter.try_acquire();
        let wait = limiter.try_acquire().expect_err("spaced at the lower rate");
        assert!(
            wait > Duration::from_secs_f64(1.0 / 79.2),
            "the spacing is that of 59.2/s: {wait:?}"
        );
        limiter.set_inbound(0.0);
        assert_eq!(
            limiter.rate(),
            Some(79.2),
            "back to the whole rate once customers stop"
        );

        // A throttled (AIMD) rate recovers only up to what the customers leave.
        limiter.throttled(Throttle::Throughput, 0.0);
        limiter.set_inbound(30.0);
        assert_eq!(
            limiter.rate(),
            Some(39.6),
            "below the new ceiling, AIMD's rate stays"
        );
        clock.advance(Duration::from_secs(60));
        let _ = limiter.try_acquire();
        let rate = limiter.rate().unwrap_or_default();
        assert!(
            (rate - 49.2).abs() < 1e-9,
            "recovers to 79.2 - 30, no further: {rate}"
        );

        // Customers writing faster than the limit: OTPs still trickle out.
        limiter.set_inbound(500.0);
        let rate = limiter.rate().unwrap_or_default();
        assert!(
            (rate - 79.2 * FLOOR).abs() < 1e-9,
            "never below a twentieth: {rate}"
        );

        let mut unlimited = Limiter::new(None, 1.0, 64);
        unlimited.set_inbound(50.0);
        assert_eq!(unlimited.rate(), None, "no limit, nothing to leave room in");
    }

    #[test]
    fn the_meter_counts_each_message_once_in_its_busiest_second() {
        let mut meter = InboundMeter::new(1.0);
        let start = Instant::now();
        let now_ms = 1_800_000_000_000;
        let at = |ms: u64| start + Duration::from_millis(ms);
        // 12 messages 50 ms apart (0 … 550 ms), then 5 a second later.
        for i in 0..12 {
            assert!(meter.record(at(i * 50), &format!("in.{i}"), Some(now_ms), now_ms));
        }
        for i in 0..5 {
            meter.record(at(1_600 + i * 100), &format!("late.{i}"), None, now_ms);
        }
        assert_eq!(meter.peak(at(2_100)), 12, "the busiest second");
        assert!(
            !meter.record(at(2_100), "in.3", Some(now_ms), now_ms),
            "a webhook Meta delivers again counts once"
        );
        assert!(
            !meter.record(at(2_100), "old", Some(now_ms - 120_000), now_ms),
            "a message from two minutes ago (a backlog) was counted in its own second"
        );
        assert_eq!(meter.peak(at(2_100)), 12);
        assert_eq!(
            meter.peak(at(11_000)),
            5,
            "after ten seconds the first burst no longer counts"
        );
        assert_eq!(
            meter.peak(at(13_000)),
            0,
            "customers stopped: nothing held back"
        );
        assert!(
            meter.record(at(13_000), "in.3", None, now_ms),
            "forgotten once out of the window"
        );

        let mut scaled = InboundMeter::new(0.1);
        for i in 0..10 {
            scaled.record(at(i * 10), &format!("s.{i}"), None, now_ms);
        }
        assert_eq!(
            scaled.peak(at(95)),
            10,
            "a Pacer second lasts 100 ms at a scale of 0.1"
        );
        assert_eq!(scaled.peak(at(1_200)), 0, "and ten of them 1 s");
    }

    #[test]
    fn unlimited_never_waits() {
        let mut limiter = Limiter::new(None, 1.0, 64);
        for _ in 0..10_000 {
            assert!(limiter.try_acquire().is_ok());
        }
        assert_eq!(limiter.rate(), None);
    }

    #[test]
    fn the_in_flight_bound_follows_rate_and_latency() {
        let mut limiter = Limiter::new(Some(80.0), 1.0, 512);
        limiter.observe_latency(Duration::from_millis(150));
        // 80/s × 0.15 s × 2 + 4 = 28.
        assert_eq!(
            limiter.in_flight_limit(),
            28,
            "enough in flight to keep 80/s at 150 ms"
        );
    }

    proptest! {
        /// However late the sender wakes, no sliding second ever holds more sends than Meta's
        /// limit when Pacer aims 1 % below it (the default headroom), and no two sends are
        /// closer than a period less the catch-up.
        #[test]
        fn the_limiter_never_exceeds_metas_limit(
            limit in 20u32..1000,
            lateness in proptest::collection::vec(0u64..3_000, 200..600),
        ) {
            let rate = f64::from(limit) * 0.99;
            let (mut limiter, clock) = fake(rate);
            let sent = send_as_fast_as_allowed(&mut limiter, &clock, &lateness);
            let period = 1e6 / rate;
            for i in 0..sent.len() {
                let in_window = sent[i..].iter().take_while(|&&t| t < sent[i] + 1_000_000).count();
                prop_assert!(in_window <= limit as usize, "{in_window} sends in one second, limit {limit}");
            }
            for pair in sent.windows(2) {
                prop_assert!((pair[1] - pair[0]) as f64 >= period - CATCH_UP.as_micros() as f64 - 1.0,
                    "two sends closer than a period less the catch-up");
            }
        }

        /// With customers writing in at `inbound` a second, Pacer's own sends leave them room:
        /// no sliding second holds more than the limit less the customers' messages.
        #[test]
        fn customers_messages_and_pacers_together_stay_within_the_limit(
            limit in 20u32..1000,
            share in 0.0f64..0.9,
            lateness in proptest::collection::vec(0u64..3_000, 200..600),
        ) {
            let inbound = (f64::from(limit) * share).floor();
            let (mut limiter, clock) = fake(f64::from(limit) * 0.99);
            limiter.set_inbound(inbound);
            let sent = send_as_fast_as_allowed(&mut limiter, &clock, &lateness);
            let room = limit as usize - inbound as usize;
            for i in 0..sent.len() {
                let in_window = sent[i..].iter().take_while(|&&t| t < sent[i] + 1_000_000).count();
                prop_assert!(in_window <= room, "{in_window} sends in one second beside {inbound} from customers, limit {limit}");
            }
        }

        #[test]
        fn a_prompt_sender_reaches_the_target(rate in 20.0f64..500.0) {
            let (mut limiter, clock) = fake(rate);
            let mut sent = 0u64;
            let mut now = Duration::ZERO;
            while now < Duration::from_secs(10) {
                match limiter.try_acquire() {
                    Ok(()) => sent += 1,
                    Err(wait) => {
                        // Wake up to 1 ms late, like a real timer.
                        let step = wait + Duration::from_micros(700);
                        clock.advance(step);
                        now += step;
                    }
                }
            }
            let achieved = sent as f64 / now.as_secs_f64();
            prop_assert!(achieved >= rate * 0.99, "{achieved:.1}/s of {rate:.1}/s");
        }
    }
}
