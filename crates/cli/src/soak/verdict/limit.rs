//! The limit, measured fairly from the simulator's log: how many requests Pacer certainly
//! sent in any sliding second, and which 130429 refusals no pause of the simulator explains.

use serde::Serialize;

use crate::soak::simulator::Pause;

/// A send request as the simulator handled it: when (simulated µs), accepted, its code.
pub type Handled = (u64, bool, Option<i64>);

/// The limit, measured fairly: a request the simulator handled just after its own thread was
/// paused may have arrived any time during the pause, so it is not counted in a second that
/// starts after the pause began. What remains is what Pacer certainly sent in that second.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Limit {
    /// Most requests handled in any sliding second (raw).
    pub max_requests_raw: u64,
    /// Most requests Pacer certainly sent in any sliding second.
    pub max_requests: u64,
    /// 130429 answers (raw).
    pub throttled_raw: u64,
    /// 130429 answers that a pause of the simulator does not explain.
    pub throttled: u64,
    /// Pauses of the simulator's thread of 20 ms or more (real time), and the longest (ms).
    pub pauses_20ms: usize,
    /// The longest pause, in real milliseconds.
    pub longest_pause_ms: f64,
    /// Where Pacer certainly went over, in words (the first few).
    pub over: Vec<String>,
}

/// Earliest simulated time (µs) each handled request may have arrived: a request handled
/// within a pause's length of its end may have been waiting since the pause began.
fn earliest(handled: &[Handled], pauses: &[Pause]) -> Vec<u64> {
    let micros = |s: f64| (s.max(0.0) * 1e6) as u64;
    let mut early: Vec<u64> = handled.iter().map(|h| h.0).collect();
    for pause in pauses {
        let from = micros(pause.end_s - pause.length_s);
        let to = micros(pause.end_s + pause.length_s);
        let since = micros(pause.end_s - 2.0 * pause.length_s);
        let first = handled.partition_point(|h| h.0 < from);
        for (h, e) in handled[first..].iter().zip(&mut early[first..]) {
            if h.0 > to {
                break;
            }
            *e = (*e).min(since);
        }
    }
    early
}

/// Measures the limit from the simulator's log and its pauses.
pub fn limit(handled: &[Handled], pauses: &[Pause], limit: u64, time_scale: f64) -> Limit {
    const SECOND: u64 = 1_000_000;
    let early = earliest(handled, pauses);
    let mut out = Limit {
        pauses_20ms: pauses
            .iter()
            .filter(|p| p.length_s * time_scale >= 0.020)
            .count(),
        longest_pause_ms: pauses
            .iter()
            .map(|p| p.length_s * time_scale * 1000.0)
            .fold(0.0, f64::max),
        ..Limit::default()
    };
    let mut right = 0;
    for (left, (w, ..)) in handled.iter().enumerate() {
        while right < handled.len() && handled[right].0 < w + SECOND {
            right += 1;
        }
        out.max_requests_raw = out.max_requests_raw.max((right - left) as u64);
        let certain = (left..right).filter(|&j| early[j] >= *w).count() as u64;
        out.max_requests = out.max_requests.max(certain);
        if certain > limit && out.over.len() < 5 {
            out.over.push(format!(
                "{certain} requests certainly sent in the second from {:.3} s (simulated; {} handled)",
                *w as f64 / 1e6,
                right - left
            ));
        }
    }
    // A 130429 means the simulator had already accepted the limit in the second before it.
    for (i, (t, _, code)) in handled.iter().enumerate() {
        if *code != Some(130429) {
            continue;
        }
        out.throttled_raw += 1;
        let from = t.saturating_sub(SECOND);
        let accepted = handled[..i]
            .iter()
            .zip(&early[..i])
            .rev()
            .take_while(|((at, ..), _)| *at > from)
            .filter(|((_, accepted, _), e)| *accepted && **e > from)
            .count() as u64;
        if accepted >= limit {
            out.throttled += 1;
            if out.over.len() < 10 {
                out.over.push(format!(
                    "130429 at {:.3} s (simulated): {accepted} accepted certainly in the second before",
                    *t as f64 / 1e6
                ));
            }
        }
    }
    out
}
