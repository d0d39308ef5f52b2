//! Whether Meta can be reached from here: a state of Pacer, not a failure of messages.
//!
//! When a send cannot reach Meta — no connection, a name that does not resolve, a TLS
//! handshake that fails, or something on the network answering in Meta's place (a Wi-Fi login
//! page, a proxy's refusal) — nothing was sent and nothing is wrong with the message. The
//! dispatcher then holds every lane: it claims nothing, sends one message at a time as a probe
//! at a growing interval (1 s, 2 s, 4 s … at most 60 s), and resumes by itself at the limiter's
//! pace when a probe reaches Meta. Messages held this way use no attempt and move no closer to
//! failing; an office's ten-minute outage ends with every message sent, none failed.
//!
//! Meta saying it is unavailable (a bare 503, codes 2, 131016, 133004) is weaker evidence:
//! Meta's front doors answer one request in a few hundred that way while the rest go through.
//! Holding every lane for each of those would stall sending for a probe's wait every few
//! seconds. So one such answer only hands its own message back (without using an attempt);
//! [`UNAVAILABLE_IN_A_ROW`] of them with nothing else between — what a real outage looks like
//! with several requests in flight — hold every lane as above. A message Meta turns away this
//! way [`HANDED_BACK_AT_MOST`] times while others go through is retried as any temporary
//! failure, with an attempt, so no message can loop for ever.
//!
//! This module is the pure part: the state, the probe schedule and what Home shows. The
//! dispatcher owns when it changes.

use std::time::Duration;

use pacer_cloud::{TransportKind, Unreachable};
use serde::Serialize;

use crate::clock::Millis;

/// The longest wait between two probes.
pub const LONGEST_PROBE_WAIT: Duration = Duration::from_secs(60);

/// "Unavailable" answers from Meta in a row, with no other answer between them, that mean
/// Meta is down rather than one request unlucky.
pub const UNAVAILABLE_IN_A_ROW: u32 = 3;

/// How often one message is handed back, without an attempt, for an "unavailable" answer
/// while Meta takes other messages; after that such an answer counts as an attempt.
pub const HANDED_BACK_AT_MOST: u8 = 3;

/// Meta's "unavailable" answers in a row: when they mean Meta is down.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct UnavailableStreak {
    in_a_row: u32,
}

impl UnavailableStreak {
    /// Meta said it is unavailable: true when that makes [`UNAVAILABLE_IN_A_ROW`] in a row.
    pub fn unavailable(&mut self) -> bool {
        self.in_a_row = self.in_a_row.saturating_add(1);
        self.in_a_row >= UNAVAILABLE_IN_A_ROW
    }

    /// Meta answered something else (took the message, or refused it for a reason of its
    /// own): the streak is over.
    pub fn answered(&mut self) {
        self.in_a_row = 0;
    }
}

/// Meta cannot be reached: since when, why, and when the next probe may go.
#[derive(Debug, Clone, PartialEq)]
pub struct Offline {
    since: Millis,
    cause: Unreachable,
    failed_probes: u32,
    probe_at: Millis,
}

impl Offline {
    /// The connection was just found lost; the first probe goes a second later.
    pub fn lost(cause: Unreachable, now: Millis) -> Offline {
        Offline {
            since: now,
            cause,
            failed_probes: 0,
            probe_at: now + wait_before_probe(now, 0),
        }
    }

    /// A probe met the same wall: the next one waits longer (up to a minute).
    pub fn probe_failed(&mut self, cause: Unreachable, now: Millis) {
        self.cause = cause;
        self.failed_probes = self.failed_probes.saturating_add(1);
        self.probe_at = now + wait_before_probe(self.since, self.failed_probes);
    }

    /// When the connection was lost.
    pub fn since(&self) -> Millis {
        self.since
    }

    /// Why Meta cannot be reached, as last seen.
    pub fn cause(&self) -> Unreachable {
        self.cause
    }

    /// When the next probe may go.
    pub fn probe_at(&self) -> Millis {
        self.probe_at
    }

    /// What Home and `/v1/stats` show, with the number of messages that wait.
    pub fn view(&self, waiting: usize) -> ConnectionView {
        ConnectionView {
            state: ConnectionState::Offline,
            since: Some(self.since),
            cause: Some(cause_in_words(self.cause)),
            waiting,
            next_try_at: Some(self.probe_at),
        }
    }
}

/// The wait before probe number `failed_probes + 1`: 1 s, then doubling up to a minute, each
/// wait drawn between its half and its whole (at least a second). The jitter is drawn from the
/// moment the outage began, so many Pacers cut off by the same outage do not all knock at once
/// when it ends, while one Pacer's schedule stays reproducible in tests.
pub fn wait_before_probe(since: Millis, failed_probes: u32) -> Millis {
    let ceiling_ms = (1_000u64 << failed_probes.min(16)).min(LONGEST_PROBE_WAIT.as_millis() as u64);
    if failed_probes == 0 {
        return ceiling_ms as Millis;
    }
    let unit = unit_interval(since as u64 ^ u64::from(failed_probes).rotate_left(32));
    let floor_ms = (ceiling_ms / 2).max(1_000);
    (floor_ms + ((ceiling_ms - floor_ms) as f64 * unit) as u64) as Millis
}

/// A number in [0, 1) from `seed` (SplitMix64's finaliser).
fn unit_interval(seed: u64) -> f64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^= z >> 31;
    (z >> 11) as f64 / (1u64 << 53) as f64
}

/// Why Meta cannot be reached, in plain words.
pub fn cause_in_words(cause: Unreachable) -> String {
    match cause {
        Unreachable::Network(TransportKind::Dns) => {
            "This computer cannot look up WhatsApp's address: the internet connection or its DNS is down.".into()
        }
        Unreachable::Network(TransportKind::ConnectTimeout) => {
            "WhatsApp's servers do not answer from this computer: the internet connection is down or very slow.".into()
        }
        Unreachable::Network(_) => {
            "This computer cannot connect to WhatsApp's servers: the internet connection is down, or a firewall blocks it.".into()
        }
        Unreachable::MetaDown { code: Some(code) } => format!(
            "WhatsApp's servers say they are unavailable for now (Meta code {code}). Nothing is wrong on your side."
        ),
        Unreachable::MetaDown { code: None } => {
            "WhatsApp's servers say they are unavailable for now (HTTP 503). Nothing is wrong on your side.".into()
        }
        Unreachable::NotMeta { http_status } => format!(
            "The network answers instead of WhatsApp (HTTP {http_status}): a Wi-Fi login page or a company proxy is in the way. Log in to the Wi-Fi or ask whoever runs the network to let graph.facebook.com through."
        ),
    }
}

/// Whether sending reaches Meta.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum ConnectionState {
    /// Requests reach Meta (or none has been tried yet).
    #[default]
    Online,
    /// Requests cannot reach Meta: every lane is held, nothing is lost.
    Offline,
}

/// The connection to Meta as shown on Home and in `/v1/stats`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ConnectionView {
    /// `online` or `offline`.
    pub state: ConnectionState,
    /// When the connection was lost (Unix milliseconds), while offline.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub since: Option<Millis>,
    /// Why, in plain words, while offline.
    pub cause: Option<String>,
    /// Messages that wait for the connection (every one not yet sent, of both lanes).
    pub waiting: usize,
    /// When Pacer tries again (Unix milliseconds), while offline.
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub next_try_at: Option<Millis>,
}

#[cfg(test)]
mod tests {
    use super::*;

    const REFUSED: Unreachable = Unreachable::Network(TransportKind::Connect);

    #[test]
    fn probes_wait_longer_each_time_up_to_a_minute() {
        let mut offline = Offline::lost(REFUSED, 10_000);
        assert_eq!(offline.probe_at(), 11_000, "the first probe a second later");
        let mut last_ceiling = 1_000;
        for n in 1..40 {
            let now = offline.probe_at();
            offline.probe_failed(REFUSED, now);
            let wait = offline.probe_at() - now;
            let ceiling = (1_000i64 << n.min(16)).min(60_000);
            assert!(
                (1_000.max(ceiling / 2)..=ceiling).contains(&wait),
                "probe {n}: {wait} ms within [max(1 s, half), {ceiling}]"
            );
            assert!(ceiling >= last_ceiling);
            last_ceiling = ceiling;
        }
        assert_eq!(offline.since(), 10_000, "the outage keeps its start");
    }

    #[test]
    fn only_unavailable_answers_in_a_row_mean_meta_is_down() {
        let mut streak = UnavailableStreak::default();
        for _ in 0..10 {
            for _ in 1..UNAVAILABLE_IN_A_ROW {
                assert!(
                    !streak.unavailable(),
                    "fewer than {UNAVAILABLE_IN_A_ROW} in a row"
                );
            }
            streak.answered();
        }
        for _ in 1..UNAVAILABLE_IN_A_ROW {
            assert!(!streak.unavailable());
        }
        assert!(streak.unavailable(), "{UNAVAILABLE_IN_A_ROW} in a row");
        assert!(streak.unavailable(), "and every one after");
    }

    #[test]
    fn outages_that_start_apart_probe_apart() {
        let waits: std::collections::HashSet<Millis> = (0..50)
            .map(|i| wait_before_probe(1_700_000_000_000 + i * 37, 6))
            .collect();
        assert!(waits.len() > 40, "jittered: {} distinct of 50", waits.len());
    }

    #[test]
    fn the_view_says_since_when_why_and_how_many_wait() {
        let offline = Offline::lost(Unreachable::NotMeta { http_status: 302 }, 5_000);
        let view = offline.view(1_234);
        assert_eq!(view.state, ConnectionState::Offline);
        assert_eq!(view.since, Some(5_000));
        assert_eq!(view.waiting, 1_234);
        assert!(
            view.cause
                .as_deref()
                .is_some_and(|c| c.contains("Wi-Fi login page")),
            "{view:?}"
        );
        assert!(
            cause_in_words(Unreachable::Network(TransportKind::Dns)).contains("DNS"),
            "a DNS failure says so"
        );
    }
}
