//! The throughput limit of one business phone number (error 130429).
//!
//! Meta states the limit as "80 messages per second" and counts inbound and outbound messages
//! alike. The simulator enforces the strictest reading of that sentence: at most `limit`
//! messages in *any* sliding one-second window. A token bucket of the same rate would let up
//! to twice the rate through in some one-second windows; a sender that passes this simulator
//! passes Meta whatever shape Meta's own bucket has.

use std::collections::VecDeque;
use std::time::Duration;

use crate::clock::SimTime;

const WINDOW: Duration = Duration::from_secs(1);

/// Messages counted in the last simulated second.
#[derive(Debug)]
pub struct ThroughputWindow {
    limit: usize,
    recent: VecDeque<SimTime>,
}

impl ThroughputWindow {
    /// A window allowing `limit` messages per second.
    pub fn new(limit: u32) -> Self {
        Self {
            limit: limit as usize,
            recent: VecDeque::with_capacity(limit as usize),
        }
    }

    /// Whether one more message fits at `now`.
    pub fn has_room(&mut self, now: SimTime) -> bool {
        self.expire(now);
        self.recent.len() < self.limit
    }

    /// Counts a message at `now` whether or not it fits (inbound messages always arrive).
    pub fn record(&mut self, now: SimTime) {
        self.expire(now);
        self.recent.push_back(now);
    }

    /// Messages counted in the window ending at `now`.
    pub fn in_window(&mut self, now: SimTime) -> usize {
        self.expire(now);
        self.recent.len()
    }

    /// Changes the limit (a throughput upgrade).
    pub fn set_limit(&mut self, limit: u32) {
        self.limit = limit as usize;
    }

    fn expire(&mut self, now: SimTime) {
        // The window is (now - 1 s, now]: a message exactly one second old no longer counts.
        while let Some(&oldest) = self.recent.front() {
            if oldest + WINDOW <= now {
                self.recent.pop_front();
            } else {
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn ms(n: u64) -> SimTime {
        Duration::from_millis(n)
    }

    #[test]
    fn the_limit_is_reached_and_then_refused_until_the_oldest_message_is_a_second_old() {
        let mut window = ThroughputWindow::new(3);
        for t in [0, 10, 20] {
            assert!(window.has_room(ms(t)), "the first three messages fit");
            window.record(ms(t));
        }
        assert!(
            !window.has_room(ms(999)),
            "a fourth within the second is refused"
        );
        assert!(
            window.has_room(ms(1000)),
            "one second after the first, one slot frees"
        );
    }

    proptest! {
        /// Whatever the arrival pattern, what the window accepts never exceeds the limit in
        /// any sliding second.
        #[test]
        fn accepted_messages_never_exceed_the_limit_in_any_second(
            limit in 1u32..50,
            gaps in proptest::collection::vec(0u64..200, 1..400),
        ) {
            let mut window = ThroughputWindow::new(limit);
            let mut now = 0u64;
            let mut accepted = Vec::new();
            for gap in gaps {
                now += gap;
                if window.has_room(ms(now)) {
                    window.record(ms(now));
                    accepted.push(now);
                }
            }
            for (i, &start) in accepted.iter().enumerate() {
                let in_second = accepted[i..].iter().take_while(|&&t| t < start + 1000).count();
                prop_assert!(in_second <= limit as usize, "{in_second} accepted in the second from {start} ms, limit {limit}");
            }
        }
    }
}
