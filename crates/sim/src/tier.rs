//! The messaging limit ("tier"): unique users reached by business-initiated messages in a
//! moving 24 hours.
//!
//! Meta counts a user once per moving 24 h, however many messages they get, and does not count
//! messages sent inside a customer service window the user opened. The simulator counts a
//! recipient when a template reaches them outside such a window; a new recipient beyond the
//! limit fails asynchronously. Meta documents no error code for this, so the code is
//! configurable (`SimConfig::tier_error_code`).

use std::collections::{HashMap, VecDeque};
use std::time::Duration;

use crate::clock::SimTime;

/// The moving 24 hours.
pub const DAY: Duration = Duration::from_secs(24 * 60 * 60);

/// Unique recipients of business-initiated messages in the moving 24 h.
#[derive(Debug)]
pub struct TierBudget {
    limit: Option<u32>,
    last_counted: HashMap<String, SimTime>,
    order: VecDeque<(SimTime, String)>,
}

impl TierBudget {
    /// `None` is an unlimited tier.
    pub fn new(limit: Option<u32>) -> Self {
        Self {
            limit,
            last_counted: HashMap::new(),
            order: VecDeque::new(),
        }
    }

    /// Counts `recipient` at `now` if the tier allows; false when they would be one unique user
    /// too many.
    pub fn admit(&mut self, recipient: &str, now: SimTime) -> bool {
        self.expire(now);
        let already_counted = self.last_counted.contains_key(recipient);
        if !already_counted
            && let Some(limit) = self.limit
            && self.last_counted.len() >= limit as usize
        {
            return false;
        }
        self.last_counted.insert(recipient.to_owned(), now);
        self.order.push_back((now, recipient.to_owned()));
        true
    }

    /// Unique recipients counted in the 24 h ending at `now`.
    pub fn used(&mut self, now: SimTime) -> usize {
        self.expire(now);
        self.last_counted.len()
    }

    /// The current limit (`None`: unlimited).
    pub fn limit(&self) -> Option<u32> {
        self.limit
    }

    /// Changes the limit (Meta moved the portfolio to another tier).
    pub fn set_limit(&mut self, limit: Option<u32>) {
        self.limit = limit;
    }

    fn expire(&mut self, now: SimTime) {
        while let Some((at, _)) = self.order.front() {
            if *at + DAY > now {
                break;
            }
            if let Some((at, recipient)) = self.order.pop_front() {
                // Only the latest count of a recipient keeps them in the set.
                if self.last_counted.get(&recipient) == Some(&at) {
                    self.last_counted.remove(&recipient);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hours(h: u64) -> SimTime {
        Duration::from_secs(h * 3600)
    }

    #[test]
    fn a_new_recipient_beyond_the_tier_is_refused_until_the_moving_day_frees_a_place() {
        let mut tier = TierBudget::new(Some(2));
        assert!(tier.admit("a", hours(0)));
        assert!(tier.admit("b", hours(1)));
        assert!(
            tier.admit("a", hours(2)),
            "a recipient already counted costs nothing"
        );
        assert!(
            !tier.admit("c", hours(3)),
            "a third unique user is beyond a tier of 2"
        );
        assert!(!tier.admit("c", hours(24)), "b still counts until 25 h");
        assert!(tier.admit("c", hours(25)), "after b's 24 h, c fits");
        assert_eq!(
            tier.used(hours(25)),
            2,
            "a (refreshed at 2 h) and c are counted"
        );
        assert_eq!(tier.used(hours(26)), 1, "a's count from 2 h ends at 26 h");
    }

    #[test]
    fn an_unlimited_tier_admits_everyone() {
        let mut tier = TierBudget::new(None);
        assert!((0..10_000).all(|i| tier.admit(&i.to_string(), hours(0))));
    }
}
