//! When a message in doubt may be sent once more (`docs/sending.md#in-doubt-requests`).
//!
//! A message whose answer was lost is held until Meta's status settles it; if none comes within
//! the reconciliation window, it is sent once more. "No status, so Meta never had it" only
//! holds while Meta's statuses reach Pacer. When the webhook receiver is unreachable (the
//! tunnel is down, the computer slept, Pacer was stopped), Meta keeps the statuses and retries
//! for days; a message sent again meanwhile reaches the customer twice.
//!
//! So Pacer watches the flow of statuses. Meta posts the first status of every message it
//! accepted within seconds; when a message Meta accepted more than a grace period ago still
//! has none, statuses are not arriving — a *silence* — and no message in doubt is sent again.
//! When statuses arrive again, Meta's retries of what it could not deliver come back less and
//! less often, so Pacer keeps holding for as long again as the silence lasted before it
//! trusts a missing status. A silence is kept in the ledger, so a restart in the middle of one
//! holds too, until statuses are seen again. And a Pacer that has just started knows nothing
//! yet of what the one before it was waiting for: until it hears a status, or a whole window
//! has passed, a missing status says nothing either. Last, a silence Pacer did not see (it
//! was stopped through most of it) shows afterwards: a `sent` status that reaches the receiver
//! long after Meta accepted its message comes from Meta's retries, and the rest of what Meta
//! kept may come as late again.
//!
//! Pacer only reasons this way once it has received a status at all: without a receiver
//! (no tunnel set up), a missing status says nothing, and the window alone decides, as before.
//!
//! The window is long (15 minutes) because a missing status is weak evidence when statuses
//! are slow. When they are quick it is strong: if Meta's first statuses have been coming
//! within seconds, statuses for messages accepted *after* this one went into doubt have
//! arrived, statuses are arriving right now, and still none came for it after several times
//! the slowest of them (at least a minute), Meta never had it. Then it goes again without
//! waiting out the window — after a crash, the few messages Pacer had claimed but not sent
//! wait a minute or two, not a quarter of an hour ([`StatusWatch::may_resend_early`]).

use std::collections::{BTreeSet, HashMap, VecDeque};

use crate::clock::Millis;

/// Longest a missing status counts as evidence, and longest a silence holds afterwards.
pub const EVIDENCE_FOR: Millis = 24 * 60 * 60 * 1000;

/// The shortest wait before a missing status counts, however quick statuses are.
pub const EARLIEST_RESEND: Millis = 60_000;

/// How many times the slowest recent first status a message in doubt waits.
const TIMES_THE_SLOWEST: Millis = 4;

/// First-status delays kept to judge how quick statuses are, and how many it takes to judge.
const DELAYS_KEPT: usize = 512;
const DELAYS_NEEDED: usize = 20;

/// What Pacer keeps in its ledger about silences, so a restart holds too.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Silence {
    /// While statuses are not arriving: since when (the oldest message still waiting for its
    /// first status was accepted then).
    pub since: Option<Millis>,
    /// After statuses came back: until when messages in doubt stay held, for Meta's retries
    /// of what it could not deliver.
    pub hold_until: Option<Millis>,
}

impl Silence {
    /// Nothing to remember.
    pub fn is_empty(self) -> bool {
        self.since.is_none() && self.hold_until.is_none()
    }

    /// As stored in the ledger's settings: `since,hold_until`, either possibly empty.
    pub fn to_setting(self) -> String {
        let text = |t: Option<Millis>| t.map(|t| t.to_string()).unwrap_or_default();
        format!("{},{}", text(self.since), text(self.hold_until))
    }

    /// Reads [`Silence::to_setting`]'s text back.
    pub fn from_setting(text: &str) -> Option<Silence> {
        let (since, hold_until) = text.split_once(',')?;
        let time = |t: &str| -> Option<Option<Millis>> {
            if t.is_empty() {
                Some(None)
            } else {
                t.parse().ok().map(Some)
            }
        };
        Some(Silence {
            since: time(since)?,
            hold_until: time(hold_until)?,
        })
    }
}

/// Watches whether Meta's statuses are arriving.
#[derive(Debug)]
pub struct StatusWatch {
    /// Messages Meta accepted (its answer read) still without a first status, by when.
    awaiting: BTreeSet<(Millis, i64)>,
    accepted_at: HashMap<i64, Millis>,
    /// How long a first status may take before its absence means a silence.
    grace: Millis,
    /// Whether a status has ever reached this ledger.
    seen_any: bool,
    /// A status has arrived since the current silence began (after a restart, the first one
    /// is what ends a silence the ledger remembered).
    heard_since_silence: bool,
    silence: Silence,
    /// What the ledger has (what [`StatusWatch::check`] last returned).
    saved: Silence,
    /// Until then (a window after the start), messages in doubt wait for a first status to
    /// show that statuses arrive; `None` once one has.
    start_hold: Option<Millis>,
    /// When this watch (this run of Pacer) started.
    started: Millis,
    /// How long recent first statuses took after Meta accepted their message, newest last.
    delays: VecDeque<Millis>,
    /// The latest time Meta accepted a message whose first status has arrived.
    newest_settled: Option<Millis>,
    /// When a status last arrived.
    last_heard: Option<Millis>,
}

impl StatusWatch {
    /// A watch started at `now` with a grace period of `grace` and the reconciliation window
    /// `window`; `seen_any` and `silence` as the ledger has them.
    pub fn new(
        now: Millis,
        grace: Millis,
        window: Millis,
        seen_any: bool,
        silence: Silence,
    ) -> Self {
        Self {
            awaiting: BTreeSet::new(),
            accepted_at: HashMap::new(),
            grace: grace.max(1),
            seen_any,
            heard_since_silence: false,
            silence,
            saved: silence,
            start_hold: seen_any.then_some(now + window),
            delays: VecDeque::new(),
            newest_settled: None,
            last_heard: None,
            started: now,
        }
    }

    /// The first status of message `id` arrived at `now`: how long it took counts towards how
    /// quick statuses are.
    pub fn settled(&mut self, id: i64, now: Millis) {
        if let Some(&at) = self.accepted_at.get(&id) {
            if self.delays.len() == DELAYS_KEPT {
                self.delays.pop_front();
            }
            self.delays.push_back((now - at).max(0));
            self.newest_settled = Some(self.newest_settled.map_or(at, |n| n.max(at)));
        }
        self.status_for(id);
    }

    /// A status webhook arrived at `now`.
    pub fn heard_at(&mut self, now: Millis) {
        self.last_heard = Some(now);
        self.heard();
    }

    /// How long a message in doubt waits when statuses are quick: several times the slowest
    /// of the recent first statuses (the 99th percentile), at least a minute; `None` until
    /// enough have been seen.
    pub fn quick_window(&self) -> Option<Millis> {
        if self.delays.len() < DELAYS_NEEDED {
            return None;
        }
        let mut sorted: Vec<Millis> = self.delays.iter().copied().collect();
        sorted.sort_unstable();
        let p99 = sorted[(sorted.len() * 99 / 100).min(sorted.len() - 1)];
        Some((p99 * TIMES_THE_SLOWEST).max(EARLIEST_RESEND))
    }

    /// Whether a message in doubt since `since` may be sent again at `now` before the
    /// reconciliation window ends: statuses are quick ([`StatusWatch::quick_window`] has
    /// passed since `since`), a status came for a message Meta accepted after `since`, one
    /// arrived within that wait, and no silence (or the hold after one) keeps messages in doubt
    /// waiting. The start hold is for messages from before this start, refused here anyway.
    ///
    /// Never for a message in doubt since before this watch started (Pacer was stopped since):
    /// Meta kept the statuses it could not deliver while Pacer was down and retries them on its
    /// own, slower schedule, so quick statuses for newer sends prove nothing about it.
    pub fn may_resend_early(&self, since: Millis, now: Millis) -> bool {
        let Some(wait) = self.quick_window() else {
            return false;
        };
        since >= self.started
            && now - since >= wait
            && self.newest_settled.is_some_and(|at| at > since)
            && self.last_heard.is_some_and(|at| now - at <= wait)
            && self.silence_allows(now).is_ok()
    }

    /// Meta accepted message `id` at `at` (its answer was read).
    pub fn accepted(&mut self, id: i64, at: Millis) {
        if let Some(before) = self.accepted_at.insert(id, at) {
            self.awaiting.remove(&(before, id));
        }
        self.awaiting.insert((at, id));
    }

    /// A status for message `id` arrived.
    pub fn status_for(&mut self, id: i64) {
        if let Some(at) = self.accepted_at.remove(&id) {
            self.awaiting.remove(&(at, id));
        }
    }

    /// A status webhook arrived (for any message, even one already settled). It ends a
    /// silence, not the start hold ([`StatusWatch::heard_from`] does).
    pub fn heard(&mut self) {
        self.seen_any = true;
        self.heard_since_silence = true;
    }

    /// Whether messages in doubt from before this start still wait for a sign that their
    /// statuses arrive (the dispatcher then looks up when Meta accepted each message a status
    /// moves, for [`StatusWatch::heard_from`]).
    pub fn holds_earlier_messages(&self) -> bool {
        self.start_hold.is_some()
    }

    /// A status arrived at `now` for a message Meta accepted at `accepted` (its answer read).
    /// One accepted before this start is the sign the start hold waits for: what Meta kept for
    /// the earlier messages is arriving. A status for a message sent since proves only that
    /// statuses reach Pacer now; Meta retries what it kept on its own, slower schedule.
    pub fn heard_from(&mut self, accepted: Millis, now: Millis) {
        if accepted < self.started {
            self.start_hold = None;
            self.last_heard = Some(self.last_heard.map_or(now, |at| at.max(now)));
        }
    }

    /// What to remember.
    pub fn silence(&self) -> Silence {
        self.silence
    }

    /// A `sent` status reached the receiver `late_by` after Meta accepted its message (its
    /// answer read). Much later than a first status takes means Meta kept it through a silence
    /// and retried; what else it kept may come as late again.
    pub fn late(&mut self, now: Millis, late_by: Millis) {
        if late_by <= self.grace {
            return;
        }
        let hold = now + late_by.min(EVIDENCE_FOR);
        self.silence.hold_until = Some(self.silence.hold_until.map_or(hold, |h| h.max(hold)));
    }

    /// The machine slept from `from` to `now` (Pacer time): nothing could reach Pacer, so it
    /// counts as a silence from `from` — messages in doubt are held until statuses arrive
    /// again, then as long again as the sleep, for what Meta kept and retries. Without a
    /// receiver (no status ever seen) the window alone decides, as always.
    pub fn slept(&mut self, from: Millis, now: Millis) {
        if !self.seen_any || from >= now {
            return;
        }
        self.silence.since = Some(self.silence.since.map_or(from, |since| since.min(from)));
        self.heard_since_silence = false;
    }

    /// Brings the silence up to date at `now`; returns the new value when it changed since
    /// the last call (to be saved in the ledger).
    pub fn check(&mut self, now: Millis) -> Option<Silence> {
        while let Some(&(at, id)) = self.awaiting.first() {
            if at > now - EVIDENCE_FOR {
                break;
            }
            self.awaiting.pop_first();
            self.accepted_at.remove(&id);
        }
        let overdue = self
            .awaiting
            .first()
            .map(|(at, _)| *at)
            .filter(|at| *at <= now - self.grace);
        match (self.silence.since, overdue) {
            // A first status is overdue: statuses are not arriving.
            (None, Some(since)) if self.seen_any => {
                self.silence.since = Some(since);
                self.heard_since_silence = false;
            }
            // Statuses arrive again and none is overdue (or a day has passed): the silence is
            // over. Meta retries what it kept less and less often, so the next try of the
            // oldest may come as long after now as the silence lasted.
            (Some(since), overdue)
                if (overdue.is_none() && self.heard_since_silence)
                    || now - since >= EVIDENCE_FOR =>
            {
                let hold = now + (now - since).clamp(0, EVIDENCE_FOR);
                self.silence = Silence {
                    since: None,
                    hold_until: Some(self.silence.hold_until.map_or(hold, |h| h.max(hold))),
                };
            }
            _ => {}
        }
        if self.silence.since.is_none() && self.silence.hold_until.is_some_and(|h| now >= h) {
            self.silence.hold_until = None;
        }
        if self.silence == self.saved {
            return None;
        }
        self.saved = self.silence;
        Some(self.silence)
    }

    /// Whether a message in doubt may be sent once more at `now` (its window has passed);
    /// if not, when to look again.
    pub fn may_resend(&self, now: Millis) -> Result<(), Millis> {
        if let Some(until) = self.start_hold
            && now < until
        {
            return Err((now + self.grace).min(until));
        }
        self.silence_allows(now)
    }

    /// Whether a silence, or the hold after one, keeps messages in doubt waiting at `now`.
    fn silence_allows(&self, now: Millis) -> Result<(), Millis> {
        match self.silence {
            Silence { since: Some(_), .. } => Err(now + self.grace),
            Silence {
                hold_until: Some(until),
                ..
            } if now < until => Err(until),
            _ => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GRACE: Millis = 1_000;

    fn silent(since: Millis) -> Silence {
        Silence {
            since: Some(since),
            hold_until: None,
        }
    }

    fn holding(until: Millis) -> Silence {
        Silence {
            since: None,
            hold_until: Some(until),
        }
    }

    #[test]
    fn statuses_that_keep_coming_never_hold_a_message() {
        let mut watch = StatusWatch::new(0, GRACE, 0, true, Silence::default());
        for t in 0..100 {
            watch.accepted(t, t * 100);
            watch.heard();
            watch.status_for(t);
            assert_eq!(watch.check(t * 100 + 50), None);
        }
        assert_eq!(
            watch.may_resend(20_000),
            Ok(()),
            "every accepted message got its status: a missing one means Meta never had it"
        );
    }

    #[test]
    fn a_silence_holds_messages_in_doubt_until_statuses_come_back_and_as_long_again() {
        let mut watch = StatusWatch::new(0, GRACE, 0, true, Silence::default());
        watch.accepted(1, 10_000);
        assert_eq!(
            watch.check(10_500),
            None,
            "within the grace period, no verdict"
        );
        assert_eq!(
            watch.check(11_000),
            Some(silent(10_000)),
            "a first status overdue: statuses are not arriving since the message was accepted"
        );
        assert!(
            watch.may_resend(50_000).is_err(),
            "while statuses are not arriving, nothing in doubt is sent again"
        );
        watch.heard();
        watch.status_for(1);
        assert_eq!(
            watch.check(60_000),
            Some(holding(110_000)),
            "statuses arrive again; Meta's retries may take as long again as the silence lasted"
        );
        assert_eq!(watch.may_resend(60_000), Err(110_000));
        assert_eq!(watch.may_resend(110_000), Ok(()));
        assert_eq!(
            watch.check(110_000),
            Some(Silence::default()),
            "then it is forgotten"
        );
    }

    #[test]
    fn silences_do_not_add_up_a_hold_is_the_longest_of_them() {
        let mut watch = StatusWatch::new(0, GRACE, 0, true, Silence::default());
        watch.accepted(1, 0);
        watch.check(1_000);
        watch.heard();
        watch.status_for(1);
        assert_eq!(watch.check(10_000), Some(holding(20_000)));
        // A short silence during the hold.
        watch.accepted(2, 12_000);
        watch.check(13_000);
        watch.heard();
        watch.status_for(2);
        assert_eq!(
            watch.check(14_000),
            Some(holding(20_000)),
            "a short silence inside a hold does not lengthen it beyond its own length"
        );
        watch.accepted(3, 15_000);
        watch.check(16_000);
        watch.heard();
        watch.status_for(3);
        assert_eq!(watch.check(25_000), Some(holding(35_000)));
    }

    #[test]
    fn a_silence_remembered_across_a_restart_holds_until_a_status_arrives() {
        let stored = Silence::from_setting(&silent(5_000).to_setting()).unwrap();
        let mut watch = StatusWatch::new(0, GRACE, 0, true, stored);
        assert_eq!(
            watch.check(100_000),
            None,
            "nothing accepted since the restart is overdue, but no status has come either"
        );
        assert!(watch.may_resend(100_000).is_err());
        watch.heard();
        assert_eq!(watch.check(100_001), Some(holding(195_002)));
    }

    #[test]
    fn a_fresh_start_waits_for_a_first_status_or_a_window_before_trusting_a_missing_one() {
        let window = 4 * GRACE;
        let watch = StatusWatch::new(100_000, GRACE, window, true, Silence::default());
        assert!(
            watch.may_resend(100_000 + GRACE).is_err(),
            "just started: what the Pacer before was waiting for is unknown"
        );
        assert_eq!(
            watch.may_resend(100_000 + window),
            Ok(()),
            "a window with no sign of a silence is enough"
        );
        let mut watch = StatusWatch::new(100_000, GRACE, window, true, Silence::default());
        watch.heard();
        watch.heard_from(99_000, 100_001);
        assert_eq!(
            watch.may_resend(100_001),
            Ok(()),
            "a status for a message sent before the start has arrived: statuses are arriving"
        );
        let watch = StatusWatch::new(100_000, GRACE, window, false, Silence::default());
        assert_eq!(
            watch.may_resend(100_000),
            Ok(()),
            "without a receiver there is nothing to wait for"
        );
    }

    #[test]
    fn after_a_restart_only_a_status_for_an_earlier_message_shows_the_earlier_ones_arrive() {
        // Restarted at 100 s with a window of 4 s. A message sent before the restart is in
        // doubt and its own window has passed.
        let window = 4 * GRACE;
        let mut watch = StatusWatch::new(100_000, GRACE, window, true, Silence::default());
        watch.accepted(7, 100_500);
        watch.settled(7, 101_000);
        watch.heard_at(101_000);
        assert!(
            watch.may_resend(101_500).is_err(),
            "a status for a message sent since the restart says nothing of what Meta kept \
             for the messages sent before it, which it retries on its own schedule"
        );
        watch.heard_from(99_000, 102_000);
        assert_eq!(
            watch.may_resend(102_000),
            Ok(()),
            "a status for a message Meta accepted before the restart: those statuses arrive"
        );
    }

    #[test]
    fn a_status_arriving_late_holds_for_as_long_again_even_without_a_seen_silence() {
        let mut watch = StatusWatch::new(0, GRACE, 0, true, Silence::default());
        watch.heard();
        watch.late(50_000, GRACE);
        assert_eq!(
            watch.check(50_000),
            None,
            "a status within the grace is on time"
        );
        watch.late(50_000, 30_000);
        assert_eq!(
            watch.check(50_000),
            Some(holding(80_000)),
            "a status 30 s late: Meta kept it; the rest of what it kept may come 30 s later"
        );
        assert_eq!(watch.may_resend(79_999), Err(80_000));
        assert_eq!(watch.may_resend(80_000), Ok(()));
    }

    #[test]
    fn without_a_receiver_the_window_alone_decides() {
        let mut watch = StatusWatch::new(0, GRACE, 0, false, Silence::default());
        watch.accepted(1, 0);
        assert_eq!(
            watch.check(1_000_000),
            None,
            "no status ever came: a missing one says nothing about a silence"
        );
        assert_eq!(watch.may_resend(1_000_000), Ok(()));
    }

    #[test]
    fn a_status_that_never_comes_stops_counting_after_a_day() {
        let mut watch = StatusWatch::new(0, GRACE, 0, true, Silence::default());
        watch.accepted(1, 0);
        assert_eq!(watch.check(2_000), Some(silent(0)));
        assert!(watch.check(EVIDENCE_FOR - 1).is_none());
        assert_eq!(
            watch.check(EVIDENCE_FOR),
            Some(holding(2 * EVIDENCE_FOR)),
            "a lost status makes a silence of a day at most, even without another status"
        );
    }

    #[test]
    fn a_sleep_holds_messages_in_doubt_until_statuses_come_back_and_as_long_again() {
        let hour = 3_600_000;
        let mut watch = StatusWatch::new(0, 30_000, 900_000, true, Silence::default());
        watch.heard();
        assert_eq!(watch.check(hour), None);
        assert!(watch.may_resend(hour).is_ok(), "statuses were arriving");
        // Two hours asleep: nothing could arrive, so a missing status says nothing.
        watch.slept(hour, 3 * hour);
        assert_eq!(watch.check(3 * hour), Some(silent(hour)));
        assert!(watch.may_resend(3 * hour).is_err(), "held after the sleep");
        assert!(
            watch.may_resend(4 * hour).is_err(),
            "held until a status arrives"
        );
        // Statuses arrive again: held as long again as the silence lasted.
        watch.heard();
        assert_eq!(watch.check(4 * hour), Some(holding(7 * hour)));
        assert!(watch.may_resend(6 * hour).is_err());
        assert!(watch.may_resend(7 * hour).is_ok());
    }

    #[test]
    fn without_a_receiver_a_sleep_changes_nothing() {
        let mut watch = StatusWatch::new(0, 30_000, 900_000, false, Silence::default());
        watch.slept(1_000, 7_200_000);
        assert_eq!(watch.check(7_200_000), None);
    }

    /// A watch that has seen `n` first statuses, each `delay` after acceptance, the last
    /// message accepted at `last`.
    fn quick(n: i64, delay: Millis, last: Millis) -> StatusWatch {
        let mut watch = StatusWatch::new(0, 30_000, 900_000, true, Silence::default());
        for i in 0..n {
            let at = last - (n - 1 - i) * 100;
            watch.accepted(i, at);
            watch.settled(i, at + delay);
            watch.heard_at(at + delay);
        }
        watch
    }

    #[test]
    fn when_statuses_are_quick_a_missing_one_counts_after_a_minute_not_the_window() {
        // 50 first statuses, each 2 s after acceptance; the last message accepted at 100 s.
        let watch = quick(50, 2_000, 100_000);
        assert_eq!(
            watch.quick_window(),
            Some(EARLIEST_RESEND),
            "4 × 2 s is under a minute"
        );
        // In doubt since 90 s: later messages got statuses, the last one at 102 s.
        assert!(
            !watch.may_resend_early(90_000, 102_000),
            "not before a minute"
        );
        assert!(!watch.may_resend_early(90_000, 149_000), "59 s");
        assert!(
            watch.may_resend_early(90_000, 150_000),
            "a minute, statuses flowing"
        );
        assert!(
            !watch.may_resend_early(90_000, 170_000),
            "no status for 68 s, more than the wait: statuses may have stopped"
        );
        let mut flowing = quick(50, 2_000, 148_000);
        flowing.heard_at(209_000);
        assert!(
            !flowing.may_resend_early(148_500, 210_000),
            "no status yet for anything accepted after it went into doubt"
        );
    }

    #[test]
    fn a_message_in_doubt_from_before_a_restart_waits_the_whole_window() {
        // Pacer restarted at 200 s; statuses for the sends since then come 2 s after each.
        let mut watch = StatusWatch::new(200_000, 30_000, 900_000, true, Silence::default());
        for i in 0..50 {
            let at = 200_000 + i * 100;
            watch.accepted(i, at);
            watch.settled(i, at + 2_000);
            watch.heard_at(at + 2_000);
        }
        assert!(
            !watch.may_resend_early(150_000, 262_000),
            "in doubt since before the restart: Meta retries its status on its own schedule"
        );
        assert!(
            watch.may_resend_early(201_000, 262_000),
            "in doubt since this start, statuses quick and flowing"
        );
    }

    #[test]
    fn slow_or_few_statuses_keep_the_whole_window() {
        let few = quick(10, 2_000, 100_000);
        assert_eq!(few.quick_window(), None, "ten are not enough to judge");
        assert!(!few.may_resend_early(0, 800_000));
        let slow = quick(50, 60_000, 100_000);
        assert_eq!(slow.quick_window(), Some(240_000), "4 × a minute");
    }

    #[test]
    fn a_silence_stops_early_resends() {
        let mut watch = quick(50, 2_000, 148_000);
        watch.heard_at(150_000);
        watch.slept(150_000, 151_000);
        assert_eq!(watch.check(151_000), Some(silent(150_000)));
        assert!(!watch.may_resend_early(90_000, 151_000));
    }

    #[test]
    fn settings_round_trip() {
        for silence in [
            silent(12),
            holding(34),
            Silence {
                since: Some(12),
                hold_until: Some(34),
            },
        ] {
            assert_eq!(Silence::from_setting(&silence.to_setting()), Some(silence));
        }
        assert_eq!(Silence::from_setting("nonsense"), None);
    }
}
