//! Pair pacing: Meta allows one message per 6 s to the same recipient (error 131056).
//!
//! A GCRA per recipient: one number, the theoretical arrival time (TAT). A message fits at
//! `now` when `TAT - tolerance <= now`, where `tolerance = (burst - 1) × period`; sending moves
//! the TAT to `max(TAT, now) + period`. The TAT is written to the ledger in the same
//! transaction as the send claim, so a restart keeps the spacing. A recipient who is not ready
//! is deferred to the time they are; nobody else waits for them.
//!
//! Recipients are [`E164`] numbers, so two spellings of one customer are one pair to Meta and
//! to the pacing alike.

use std::collections::HashMap;

use crate::clock::Millis;
use crate::config::PairSettings;
use crate::phone::E164;

/// GCRA state of every recipient with a TAT in the future.
#[derive(Debug)]
pub struct Pacing {
    period: Millis,
    tolerance: Millis,
    tat: HashMap<E164, Millis>,
    records_since_sweep: usize,
}

impl Pacing {
    /// Pacing with these settings.
    pub fn new(settings: PairSettings) -> Self {
        let period = Millis::try_from(settings.period.as_millis())
            .unwrap_or(Millis::MAX / 4)
            .max(1);
        Self {
            period,
            tolerance: period * Millis::from(settings.burst.max(1) - 1),
            tat: HashMap::new(),
            records_since_sweep: 0,
        }
    }

    /// Restores a saved TAT.
    pub fn restore(&mut self, recipient: E164, tat: Millis) {
        self.tat.insert(recipient, tat);
    }

    /// The earliest time a message to `recipient` fits (at or before `now`: ready).
    pub fn ready_at(&self, recipient: &E164) -> Millis {
        self.tat
            .get(recipient)
            .map_or(Millis::MIN, |tat| tat - self.tolerance)
    }

    /// Counts a message to `recipient` at `now`; returns the new TAT (to be saved).
    pub fn record(&mut self, recipient: &E164, now: Millis) -> Millis {
        let tat = self.tat.get(recipient).copied().unwrap_or(now).max(now) + self.period;
        self.tat.insert(recipient.clone(), tat);
        self.records_since_sweep += 1;
        if self.records_since_sweep >= 50_000 {
            self.tat.retain(|_, tat| *tat > now);
            self.records_since_sweep = 0;
        }
        tat
    }

    /// Takes back a [`Pacing::record`] whose send was never made (its claim did not commit):
    /// the TAT steps back one period if it is still the one that record returned (a later
    /// record keeps its own, which is only ever later than needed).
    pub fn unrecord(&mut self, recipient: &E164, tat: Millis) {
        if let Some(current) = self.tat.get_mut(recipient)
            && *current == tat
        {
            *current = tat - self.period;
        }
    }

    /// After a 131056: no message to `recipient` before `until`.
    pub fn hold_until(&mut self, recipient: &E164, until: Millis) {
        let held = until + self.tolerance;
        let tat = self.tat.entry(recipient.clone()).or_insert(held);
        *tat = (*tat).max(held);
    }

    /// The saved TAT of a recipient, if any.
    pub fn tat(&self, recipient: &E164) -> Option<Millis> {
        self.tat.get(recipient).copied()
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use proptest::prelude::*;

    use super::*;

    fn pacing(burst: u32) -> Pacing {
        Pacing::new(PairSettings {
            period: Duration::from_secs(6),
            burst,
        })
    }

    /// A customer's number, as the normaliser would have written it.
    fn customer(n: u32) -> E164 {
        E164::from_normalised(format!("+92300{n:07}"))
    }

    #[test]
    fn a_recipient_waits_one_period_after_the_burst_and_others_do_not_wait() {
        let mut p = pacing(3);
        let (a, b) = (customer(1), customer(2));
        for _ in 0..3 {
            assert!(p.ready_at(&a) <= 0, "the burst of 3 goes at once");
            p.record(&a, 0);
        }
        assert_eq!(p.ready_at(&a), 6_000, "the fourth waits one period");
        assert!(p.ready_at(&b) <= 0, "another recipient is ready");
        p.hold_until(&a, 60_000);
        assert_eq!(
            p.ready_at(&a),
            60_000,
            "after a 131056, nothing before the wait ends"
        );
    }

    proptest! {
        /// Whatever the arrival pattern, messages the pacing lets through to one recipient in
        /// any stretch never exceed burst + stretch / period — Meta's pair rule with Pacer's burst.
        #[test]
        fn paced_sends_keep_the_pair_rule(burst in 1u32..10, gaps in proptest::collection::vec(0i64..9_000, 1..200)) {
            let mut p = pacing(burst);
            let r = customer(1);
            let mut now = 0;
            let mut sent = Vec::new();
            for gap in gaps {
                now += gap;
                if p.ready_at(&r) <= now {
                    p.record(&r, now);
                    sent.push(now);
                }
            }
            for i in 0..sent.len() {
                for j in i..sent.len() {
                    let count = (j - i + 1) as i64;
                    prop_assert!(count <= i64::from(burst) + (sent[j] - sent[i]) / 6_000);
                }
            }
        }
    }
}
