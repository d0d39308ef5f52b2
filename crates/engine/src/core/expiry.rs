//! Messages that must not arrive late: a message may carry a time limit, and one that could not
//! leave within it is not sent but ends `expired`, with the reason in words — a login code an
//! hour late is worse than none.
//!
//! Where a limit comes from, in order: the caller's own (`expires_in_s` on the local API), else
//! its lane's default ([`crate::config::ExpirySettings`]: ten minutes for express, none for
//! bulk and campaigns); an authentication template's is never longer than Meta's time-to-live
//! for it ([`template_ttl`]). [`deadline`] turns that into a [`Deadline`] when the message is
//! written to the ledger. From then on the dispatcher keeps the deadlines of the messages that
//! have not left in [`Deadlines`] and wakes up at each, so a message ends `expired` on time even
//! while nothing else happens (Meta down, sending paused, a batch paused); and it never claims or
//! sends a message whose deadline has passed. A message that may have reached Meta (in flight,
//! in doubt, sent) is never expired: only one that has certainly not left.
//!
//! This module is the pure part (no clock, no ledger), tested here.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::time::Duration;

use crate::clock::Millis;

/// The longest limit a caller may give (`expires_in_s`): 30 days, the longest Meta itself keeps
/// trying to deliver a message.
pub const MAX_LIMIT: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// Meta's time-to-live of an authentication template when Pacer does not know the template's
/// own (`message_send_ttl_seconds`): Meta's default, ten minutes.
pub const AUTHENTICATION_TTL: Duration = Duration::from_secs(10 * 60);

/// When a message expires, and the limit it was given (for the words, and to start the limit
/// again when a person sends a failed message once more).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Deadline {
    /// The moment it expires, on Pacer's clock.
    pub at: Millis,
    /// How long after it was queued that is, in milliseconds.
    pub after: Millis,
}

impl Deadline {
    /// Whether the moment has come.
    pub fn passed(&self, now: Millis) -> bool {
        now >= self.at
    }

    /// What the person reads on an expired message.
    pub fn reason(&self) -> String {
        format!(
            "Not sent: it could not leave within {} of being queued (its time limit), so Pacer dropped it — a late login code is worse than none.",
            human(Duration::from_millis(
                u64::try_from(self.after).unwrap_or(0)
            ))
        )
    }
}

/// The limit of an authentication template: Meta's time-to-live for it. Other templates and
/// text messages have none.
///
/// Meta drops an authentication template it could not deliver within the template's
/// time-to-live, so Pacer holding one longer only sends what Meta will drop. The Cloud API takes
/// no time-to-live per message on `/messages`: the template's `message_send_ttl_seconds` (read
/// from Meta with the templates, 30 to 900 s; ten minutes by default) is the one that applies.
/// When Pacer has not read it (the template was never synced, or Meta did not say), Meta's
/// default of ten minutes is assumed.
pub fn template_ttl(category: Option<&str>, ttl_seconds: Option<i64>) -> Option<Duration> {
    if !category.is_some_and(|c| c.eq_ignore_ascii_case("AUTHENTICATION")) {
        return None;
    }
    Some(
        ttl_seconds
            .and_then(|s| u64::try_from(s).ok())
            .filter(|s| *s > 0)
            .map_or(AUTHENTICATION_TTL, Duration::from_secs),
    )
}

/// A message's deadline, queued at `queued_at`: the caller's limit (`asked`) or else the
/// lane's default, at most the template's time-to-live; `None` when it has no limit at all.
pub fn deadline(
    queued_at: Millis,
    asked: Option<Duration>,
    lane_default: Option<Duration>,
    template_ttl: Option<Duration>,
) -> Option<Deadline> {
    let limit = match (asked.or(lane_default), template_ttl) {
        (Some(limit), Some(ttl)) => limit.min(ttl),
        (limit, ttl) => limit.or(ttl)?,
    };
    let after = Millis::try_from(limit.as_millis()).unwrap_or(Millis::MAX / 4);
    Some(Deadline {
        at: queued_at.saturating_add(after),
        after,
    })
}

/// A duration in words: "10 minutes", "1 hour and 30 minutes", "45 seconds" (the two largest
/// units, rounded down).
pub fn human(duration: Duration) -> String {
    let seconds = duration.as_secs();
    let units = [
        (seconds / 86_400, "day", "days"),
        (seconds / 3_600 % 24, "hour", "hours"),
        (seconds / 60 % 60, "minute", "minutes"),
        (seconds % 60, "second", "seconds"),
    ];
    let Some(first) = units.iter().position(|(n, ..)| *n > 0) else {
        return "less than a second".to_owned();
    };
    let words: Vec<String> = units[first..]
        .iter()
        .take(2)
        .filter(|(n, ..)| *n > 0)
        .map(|(n, one, many)| format!("{n} {}", if *n == 1 { one } else { many }))
        .collect();
    words.join(" and ")
}

/// The deadlines of the messages the dispatcher holds, soonest first. An entry is only a
/// reminder to look: the dispatcher checks the message is still there, still has that
/// deadline and has not left before it expires it, so entries of messages that were sent or
/// changed meanwhile need no removal.
#[derive(Debug, Default)]
pub struct Deadlines {
    heap: BinaryHeap<Reverse<(Millis, i64)>>,
}

impl Deadlines {
    /// Remembers that message `id` expires at `at`.
    pub fn push(&mut self, at: Millis, id: i64) {
        self.heap.push(Reverse((at, id)));
    }

    /// The soonest deadline.
    pub fn next(&self) -> Option<Millis> {
        self.heap.peek().map(|Reverse((at, _))| *at)
    }

    /// Takes every message whose deadline is `now` or earlier, soonest first.
    pub fn due(&mut self, now: Millis) -> Vec<i64> {
        let mut due = Vec::new();
        while let Some(Reverse((at, id))) = self.heap.peek().copied() {
            if at > now {
                break;
            }
            self.heap.pop();
            due.push(id);
        }
        due
    }

    /// How many reminders are kept.
    pub fn len(&self) -> usize {
        self.heap.len()
    }

    /// Whether none is kept.
    pub fn is_empty(&self) -> bool {
        self.heap.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINUTE: Duration = Duration::from_secs(60);

    #[test]
    fn the_callers_limit_comes_first_then_the_lanes() {
        assert_eq!(
            deadline(1_000, Some(MINUTE), Some(10 * MINUTE), None),
            Some(Deadline {
                at: 61_000,
                after: 60_000
            }),
            "expires_in_s overrides the lane's default, also when it is longer"
        );
        assert_eq!(
            deadline(1_000, Some(20 * MINUTE), Some(10 * MINUTE), None).map(|d| d.after),
            Some(1_200_000)
        );
        assert_eq!(
            deadline(1_000, None, Some(10 * MINUTE), None).map(|d| d.at),
            Some(601_000),
            "without one, the lane's default applies"
        );
        assert_eq!(
            deadline(1_000, None, None, None),
            None,
            "no limit anywhere: the message waits as long as it takes"
        );
    }

    #[test]
    fn an_authentication_template_never_outlives_metas_time_to_live() {
        let ttl = template_ttl(Some("AUTHENTICATION"), Some(300));
        assert_eq!(ttl, Some(Duration::from_secs(300)));
        assert_eq!(
            deadline(0, Some(20 * MINUTE), None, ttl).map(|d| d.after),
            Some(300_000),
            "a limit longer than Meta's time-to-live is cut to it: Meta drops the code then anyway"
        );
        assert_eq!(
            deadline(0, Some(MINUTE), None, ttl).map(|d| d.after),
            Some(60_000),
            "a shorter limit stays"
        );
        assert_eq!(
            deadline(0, None, None, ttl).map(|d| d.after),
            Some(300_000),
            "an authentication template in a lane without a default still has Meta's limit"
        );
    }

    #[test]
    fn metas_default_applies_when_the_templates_own_is_unknown() {
        for unknown in [None, Some(0), Some(-1)] {
            assert_eq!(
                template_ttl(Some("authentication"), unknown),
                Some(AUTHENTICATION_TTL),
                "{unknown:?}: Meta's default of ten minutes"
            );
        }
        for other in [Some("MARKETING"), Some("UTILITY"), Some(""), None] {
            assert_eq!(
                template_ttl(other, Some(300)),
                None,
                "{other:?}: only authentication templates are limited by Pacer"
            );
        }
    }

    #[test]
    fn a_deadline_passes_at_its_moment_not_before() {
        let d = deadline(1_000, Some(MINUTE), None, None).expect("a deadline");
        assert!(!d.passed(60_999));
        assert!(d.passed(61_000));
        assert!(d.passed(61_001));
    }

    #[test]
    fn durations_read_as_people_say_them() {
        assert_eq!(human(Duration::from_secs(600)), "10 minutes");
        assert_eq!(human(Duration::from_secs(60)), "1 minute");
        assert_eq!(human(Duration::from_secs(45)), "45 seconds");
        assert_eq!(human(Duration::from_secs(90)), "1 minute and 30 seconds");
        assert_eq!(human(Duration::from_secs(5_400)), "1 hour and 30 minutes");
        assert_eq!(human(Duration::from_secs(3_601)), "1 hour");
        assert_eq!(
            human(Duration::from_secs(2 * 86_400 + 7_200)),
            "2 days and 2 hours"
        );
        assert_eq!(human(MAX_LIMIT), "30 days");
        assert_eq!(human(Duration::from_millis(400)), "less than a second");
    }

    #[test]
    fn the_reason_says_what_happened_with_the_limit_in_words() {
        let reason = deadline(0, Some(10 * MINUTE), None, None)
            .expect("a deadline")
            .reason();
        assert!(
            reason.starts_with("Not sent: it could not leave within 10 minutes of being queued"),
            "{reason}"
        );
    }

    #[test]
    fn deadlines_come_due_soonest_first_and_only_once() {
        let mut deadlines = Deadlines::default();
        deadlines.push(300, 3);
        deadlines.push(100, 1);
        deadlines.push(200, 2);
        assert_eq!(deadlines.next(), Some(100));
        assert_eq!(
            deadlines.due(99),
            Vec::<i64>::new(),
            "nothing before its time"
        );
        assert_eq!(deadlines.due(200), vec![1, 2]);
        assert_eq!(deadlines.due(200), Vec::<i64>::new(), "each reminder once");
        assert_eq!(deadlines.next(), Some(300));
        assert_eq!(deadlines.len(), 1);
    }
}
