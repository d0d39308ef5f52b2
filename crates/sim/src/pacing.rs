//! The pair rate limit: messages from one business number to one recipient (error 131056).
//!
//! Meta allows one message every 6 seconds to the same recipient, with a burst of up to 45
//! borrowed from future quota. This is a GCRA per recipient: one number, the theoretical
//! arrival time (TAT). A message at `now` fits when `TAT - now <= (burst - 1) * period`; a
//! message that fits moves the TAT one period later than `max(TAT, now)`.

use std::collections::HashMap;
use std::time::Duration;

use crate::clock::SimTime;

/// GCRA state for every recipient.
#[derive(Debug)]
pub struct PairPacing {
    period: Duration,
    tolerance: Duration,
    tat: HashMap<String, SimTime>,
    checks_since_sweep: usize,
}

impl PairPacing {
    /// One message per `period`, bursts of up to `burst` (at least 1).
    pub fn new(period: Duration, burst: u32) -> Self {
        Self {
            period,
            tolerance: period * burst.max(1).saturating_sub(1),
            tat: HashMap::new(),
            checks_since_sweep: 0,
        }
    }

    /// `Ok` when a message to `recipient` fits at `now`, else the time until it would.
    pub fn check(&self, recipient: &str, now: SimTime) -> Result<(), Duration> {
        let Some(&tat) = self.tat.get(recipient) else {
            return Ok(());
        };
        let earliest = tat.saturating_sub(self.tolerance);
        if earliest <= now {
            Ok(())
        } else {
            Err(earliest - now)
        }
    }

    /// Records a message to `recipient` at `now` (after [`PairPacing::check`] allowed it).
    pub fn record(&mut self, recipient: &str, now: SimTime) {
        let tat = self.tat.get(recipient).copied().unwrap_or(now).max(now) + self.period;
        self.tat.insert(recipient.to_owned(), tat);
        self.checks_since_sweep += 1;
        if self.checks_since_sweep >= 100_000 {
            // A TAT in the past carries no state: forget it so memory tracks active recipients.
            self.tat.retain(|_, tat| *tat > now);
            self.checks_since_sweep = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    const SIX: Duration = Duration::from_secs(6);

    #[test]
    fn a_burst_of_45_fits_and_the_46th_waits_one_period() {
        let mut pacing = PairPacing::new(SIX, 45);
        for _ in 0..45 {
            assert!(
                pacing.check("a", Duration::ZERO).is_ok(),
                "Meta allows a burst of 45"
            );
            pacing.record("a", Duration::ZERO);
        }
        assert_eq!(
            pacing.check("a", Duration::ZERO),
            Err(SIX),
            "the 46th message in the burst must wait one period"
        );
        assert!(
            pacing.check("b", Duration::ZERO).is_ok(),
            "other recipients are not affected"
        );
        assert!(pacing.check("a", SIX).is_ok(), "after 6 s one more fits");
    }

    #[test]
    fn without_burst_messages_are_six_seconds_apart() {
        let mut pacing = PairPacing::new(SIX, 1);
        pacing.record("a", Duration::ZERO);
        assert!(
            pacing.check("a", Duration::from_millis(5_999)).is_err(),
            "5.999 s is too soon"
        );
        assert!(pacing.check("a", SIX).is_ok(), "6 s later is allowed");
    }

    proptest! {
        /// Over any stretch of time, what the pacing allows to one recipient never exceeds
        /// burst + elapsed / period.
        #[test]
        fn allowed_messages_never_exceed_burst_plus_elapsed_periods(
            burst in 1u32..50,
            gaps in proptest::collection::vec(0u64..8_000, 1..300),
        ) {
            let mut pacing = PairPacing::new(SIX, burst);
            let mut now = 0u64;
            let mut allowed = Vec::new();
            for gap in gaps {
                now += gap;
                let at = Duration::from_millis(now);
                if pacing.check("r", at).is_ok() {
                    pacing.record("r", at);
                    allowed.push(now);
                }
            }
            for (i, &start) in allowed.iter().enumerate() {
                for (j, &end) in allowed.iter().enumerate().skip(i) {
                    let count = (j - i + 1) as u64;
                    let budget = u64::from(burst) + (end - start) / 6_000;
                    prop_assert!(count <= budget, "{count} messages between {start} and {end} ms exceed burst {burst}");
                }
            }
        }
    }
}
