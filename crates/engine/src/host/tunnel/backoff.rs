//! How long the tunnel waits before trying again: the doubling schedules for restarting a
//! tunnel program and for registering a callback URL Meta could not verify.

use std::time::Duration;

use crate::clock::Millis;
/// Delays between restarts of a tunnel program: 1 s, 2 s, 4 s … at most 60 s.
pub const RESTART_BACKOFF: Backoff = Backoff {
    first: Duration::from_secs(1),
    cap: Duration::from_secs(60),
};

/// Delays between attempts to register a callback URL Meta could not verify: 5 s, 10 s,
/// 20 s … at most 10 min. A fresh quick tunnel is often not reachable for a few seconds
/// after it prints its address, so the first retry comes soon.
pub const REGISTRATION_BACKOFF: Backoff = Backoff {
    first: Duration::from_secs(5),
    cap: Duration::from_secs(600),
};

/// A doubling delay schedule with a ceiling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backoff {
    /// The delay after the first failure.
    pub first: Duration,
    /// The longest delay.
    pub cap: Duration,
}

impl Backoff {
    /// How long to wait after a failure when `failures` attempts in a row had already failed
    /// before it (0 after the first failure): `first × 2^failures`, at most `cap`.
    pub fn delay(&self, failures: u32) -> Duration {
        let factor = 1u32.checked_shl(failures.min(31)).unwrap_or(u32::MAX);
        self.first.saturating_mul(factor).min(self.cap)
    }
}

/// `delay` after `now`, in Unix ms.
pub(super) fn later(now: Millis, delay: Duration) -> Millis {
    now.saturating_add(Millis::try_from(delay.as_millis()).unwrap_or(Millis::MAX))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn restart_backoff_doubles_from_one_second_up_to_a_minute() {
        let delays: Vec<u64> = (0..9).map(|n| RESTART_BACKOFF.delay(n).as_secs()).collect();
        assert_eq!(
            delays,
            [1, 2, 4, 8, 16, 32, 60, 60, 60],
            "restarts must back off 1, 2, 4 … s and never wait more than 60 s"
        );
        assert_eq!(
            RESTART_BACKOFF.delay(u32::MAX),
            Duration::from_secs(60),
            "a tunnel down for days still retries every minute"
        );
    }

    #[test]
    fn registration_backoff_starts_soon_and_caps_at_ten_minutes() {
        assert_eq!(REGISTRATION_BACKOFF.delay(0), Duration::from_secs(5));
        assert_eq!(REGISTRATION_BACKOFF.delay(1), Duration::from_secs(10));
        assert_eq!(REGISTRATION_BACKOFF.delay(40), Duration::from_secs(600));
    }
}
