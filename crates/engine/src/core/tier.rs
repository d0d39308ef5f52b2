//! The messaging-limit budget (`docs/sending.md#messaging-limit-budget`, dispatcher part).
//!
//! Meta caps the unique customers a business reaches with business-initiated messages (a
//! template to someone without an open 24 h service window) per moving 24 h. The budget knows
//! every customer counted in the last 24 h and when each was counted. A message that would be
//! one customer too many is deferred to the exact time a place frees up: the k-th waiting
//! message gets the k-th expiry.
//!
//! Customers are [`E164`] numbers, so two spellings of one customer are one customer to the
//! count, as they are to Meta.

use std::collections::HashMap;

use crate::clock::Millis;
use crate::phone::E164;

/// 24 hours in milliseconds.
pub const DAY_MS: Millis = 24 * 60 * 60 * 1000;

/// What the budget says about one business-initiated message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admission {
    /// Send it now; the recipient counts (again) from now.
    Now,
    /// Not before this time.
    Later(Millis),
}

/// Unique recipients counted in the moving 24 h, and who has an open service window.
#[derive(Debug, Default)]
pub struct TierBudget {
    limit: Option<u32>,
    counted: HashMap<E164, Millis>,
    windows: HashMap<E164, Millis>,
    waiting: usize,
    expiries: Option<Vec<Millis>>,
}

impl TierBudget {
    /// A budget of `limit` unique recipients per 24 h (`None`: unlimited).
    pub fn new(limit: Option<u32>) -> Self {
        Self {
            limit,
            ..Self::default()
        }
    }

    /// The limit.
    pub fn limit(&self) -> Option<u32> {
        self.limit
    }

    /// Changes the limit (Meta moved the portfolio to another tier).
    pub fn set_limit(&mut self, limit: Option<u32>) {
        self.limit = limit;
        self.expiries = None;
    }

    /// Restores a recipient counted at `at`.
    pub fn restore(&mut self, recipient: E164, at: Millis) {
        self.counted.insert(recipient, at);
        self.expiries = None;
    }

    /// A customer wrote at `at`: their window is open for 24 h.
    pub fn open_window(&mut self, recipient: E164, at: Millis) {
        let entry = self.windows.entry(recipient).or_insert(at);
        *entry = (*entry).max(at);
    }

    /// Whether `recipient` has an open service window at `now`.
    pub fn window_open(&self, recipient: &E164, now: Millis) -> bool {
        self.windows
            .get(recipient)
            .is_some_and(|&at| at + DAY_MS > now)
    }

    /// Unique recipients counted in the 24 h ending at `now`.
    pub fn used(&mut self, now: Millis) -> usize {
        self.expire(now);
        self.counted.len()
    }

    /// Whether a business-initiated message to `recipient` may go at `now`. Does not count it.
    pub fn admit(&mut self, recipient: &E164, now: Millis) -> Admission {
        self.expire(now);
        let Some(limit) = self.limit else {
            return Admission::Now;
        };
        if self.counted.contains_key(recipient)
            || self.counted.len() + self.waiting < limit as usize
        {
            return Admission::Now;
        }
        Admission::Later(self.next_free_slot())
    }

    /// Counts `recipient` at `now` (the message is being sent).
    pub fn record(&mut self, recipient: &E164, now: Millis) {
        self.counted.insert(recipient.clone(), now);
        self.expiries = None;
    }

    /// When `recipient` was last counted, if in the budget's memory.
    pub fn counted_at(&self, recipient: &E164) -> Option<Millis> {
        self.counted.get(recipient).copied()
    }

    /// Takes back a [`TierBudget::record`] at `at` whose send was never made: the count
    /// goes back to `before`, unless the recipient was counted again since.
    pub fn uncount(&mut self, recipient: &E164, at: Millis, before: Option<Millis>) {
        if self.counted.get(recipient) != Some(&at) {
            return;
        }
        match before {
            Some(before) => {
                self.counted.insert(recipient.clone(), before);
            }
            None => {
                self.counted.remove(recipient);
            }
        }
        self.expiries = None;
    }

    /// A message deferred by [`TierBudget::admit`] holds a future place; call this when it comes
    /// due (or is dropped) to give the place back before asking again.
    pub fn release_waiting(&mut self) {
        self.waiting = self.waiting.saturating_sub(1);
    }

    /// Messages waiting for a place.
    pub fn waiting(&self) -> usize {
        self.waiting
    }

    fn next_free_slot(&mut self) -> Millis {
        let expiries = self.expiries.get_or_insert_with(|| {
            let mut e: Vec<Millis> = self.counted.values().map(|at| at + DAY_MS).collect();
            e.sort_unstable();
            e
        });
        let k = self.waiting;
        self.waiting += 1;
        if expiries.is_empty() {
            // A limit of zero: nothing ever fits. Try again in a day.
            return Millis::MAX / 4;
        }
        let rounds = (k / expiries.len()) as Millis;
        expiries[k % expiries.len()] + rounds * DAY_MS
    }

    fn expire(&mut self, now: Millis) {
        let before = self.counted.len();
        self.counted.retain(|_, at| *at + DAY_MS > now);
        if self.counted.len() != before {
            self.expiries = None;
        }
        if self.windows.len() > 100_000 {
            self.windows.retain(|_, at| *at + DAY_MS > now);
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    /// A customer's number, as the normaliser would have written it.
    fn customer(n: u32) -> E164 {
        E164::from_normalised(format!("+92300{n:07}"))
    }

    #[test]
    fn beyond_the_limit_each_waiting_message_gets_the_time_its_place_frees() {
        let mut tier = TierBudget::new(Some(3));
        let [a, b, c, d, e, f, g, h] = [1, 2, 3, 4, 5, 6, 7, 8].map(customer);
        for (i, who) in [&a, &b, &c].into_iter().enumerate() {
            assert_eq!(tier.admit(who, i as Millis * 1000), Admission::Now);
            tier.record(who, i as Millis * 1000);
        }
        assert_eq!(
            tier.admit(&a, 5_000),
            Admission::Now,
            "a customer already counted costs nothing"
        );
        assert_eq!(
            tier.admit(&d, 5_000),
            Admission::Later(DAY_MS),
            "d fits when a's count expires"
        );
        assert_eq!(
            tier.admit(&e, 5_000),
            Admission::Later(1_000 + DAY_MS),
            "e when b's does"
        );
        assert_eq!(tier.admit(&f, 5_000), Admission::Later(2_000 + DAY_MS));
        assert_eq!(
            tier.admit(&g, 5_000),
            Admission::Later(2 * DAY_MS),
            "the fourth waiter gets a's place a day later"
        );
        tier.open_window(h.clone(), 4_000);
        assert!(
            tier.window_open(&h, 5_000),
            "a customer who wrote has an open window"
        );
        assert!(!tier.window_open(&h, 4_000 + DAY_MS), "for 24 hours");
    }

    proptest! {
        /// Admitting only what the budget allows never counts more than the limit of unique
        /// recipients in any 24 h.
        #[test]
        fn admitted_recipients_never_exceed_the_limit_in_any_day(
            limit in 1u32..20,
            sends in proptest::collection::vec((0u8..40, 0i64..3_600_000), 1..300),
        ) {
            let mut tier = TierBudget::new(Some(limit));
            let mut now = 0;
            let mut log: Vec<(Millis, u8)> = Vec::new();
            for (who, gap) in sends {
                now += gap;
                let number = customer(u32::from(who));
                if tier.admit(&number, now) == Admission::Now {
                    tier.record(&number, now);
                    log.push((now, who));
                } else {
                    tier.release_waiting();
                }
            }
            for &(at, _) in &log {
                let unique: std::collections::HashSet<u8> =
                    log.iter().filter(|(t, _)| *t <= at && *t > at - DAY_MS).map(|(_, w)| *w).collect();
                prop_assert!(unique.len() <= limit as usize, "{} unique in the day ending {at}", unique.len());
            }
        }
    }
}
