//! A campaign's sending hours in its plan (`docs/sending.md`, "Send hours"): how many of its
//! messages go before the hours close, and when the rest go ("the other 4,500 go tomorrow
//! from 09:00"), said before launch so nobody is surprised by a campaign that stops at 20:00.
//!
//! The estimate walks the recipients in the order the launch queues them, one message every
//! `1 / rate` seconds while their hours are open: the dispatcher sends in that order at that
//! rate when nothing else holds a message (pair pacing, the tier plan, express traffic take
//! their own share, so the real figure can only be smaller before the close).

use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};

use super::plan::when_parts;
use crate::clock::Millis;
use crate::send_hours::{HoursAt, SendHours};

/// What the hours do to a campaign launched now.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct HoursPlan {
    /// The hours, `09:00–20:00 Asia/Karachi`.
    pub hours: String,
    /// Messages that go before the hours close.
    pub before_close: usize,
    /// Messages that wait for an opening.
    pub waiting: usize,
    /// The first opening the waiting ones go at (Unix ms), when some wait.
    pub opens_at: Option<Millis>,
    /// What a person reads.
    pub summary: String,
    /// `summary` as a catalogue message: the window shows it in the person's language.
    pub summary_said: Said,
}

/// Plans `phones` (in launch order) against `hours` at `now`, sending at `rate` messages a
/// second (`None`: no limit).
pub fn plan_hours(hours: &SendHours, phones: &[&str], rate: Option<f64>, now: Millis) -> HoursPlan {
    let gap_ms = match rate {
        Some(rate) if rate > 0.0 => 1_000.0 / rate,
        _ => 0.0,
    };
    let (mut before_close, mut waiting) = (0usize, 0usize);
    let mut opens_at: Option<Millis> = None;
    let mut closes_at: Option<Millis> = None;
    for phone in phones {
        let departs = now + (before_close as f64 * gap_ms) as Millis;
        let next_opening = match hours.at_for(phone, now) {
            HoursAt::Open { closes_at: close } if departs < close => {
                before_close += 1;
                closes_at = Some(closes_at.map_or(close, |c| c.min(close)));
                continue;
            }
            // Its turn comes after the close: it goes at the opening after that.
            HoursAt::Open { closes_at: close } => match hours.at_for(phone, close) {
                HoursAt::Closed { opens_at } => opens_at,
                HoursAt::Open { .. } => close,
            },
            HoursAt::Closed { opens_at } => opens_at,
        };
        waiting += 1;
        opens_at = Some(opens_at.map_or(next_opening, |o| o.min(next_opening)));
    }
    let zone = hours.zone();
    let zone_name = Some(zone.name());
    let said = match (before_close, opens_at) {
        (_, None) => Said::new(ids::ENGINE_HOURS_PLAN_ALL_FIT)
            .with("count", before_close)
            .with("close", time_of(closes_at, now, zone_name)),
        (0, Some(opens)) => {
            let (day, time, date) = when_parts(opens, now, zone_name);
            Said::new(ids::ENGINE_HOURS_PLAN_CLOSED)
                .with("count", waiting)
                .with("day", day)
                .with("time", time)
                .with("date", date)
        }
        (_, Some(opens)) => {
            let (day, time, date) = when_parts(opens, now, zone_name);
            Said::new(ids::ENGINE_HOURS_PLAN_SPLIT)
                .with("now", before_close)
                .with("close", time_of(closes_at, now, zone_name))
                .with("rest", waiting)
                .with("day", day)
                .with("time", time)
                .with("date", date)
        }
    }
    .with("zone", zone.name())
    .with("customer", if hours.customer_zone() { "yes" } else { "no" });
    HoursPlan {
        hours: hours.describe(),
        before_close,
        waiting,
        opens_at,
        summary: said.to_string(),
        summary_said: said,
    }
}

/// `20:00`: the time of `at` in the zone (empty when there is none).
fn time_of(at: Option<Millis>, now: Millis, zone: Option<&str>) -> String {
    at.map(|at| when_parts(at, now, zone).1).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use chrono::TimeZone as _;

    fn at(local: &str) -> Millis {
        let naive = chrono::NaiveDateTime::parse_from_str(local, "%Y-%m-%d %H:%M").unwrap();
        chrono_tz::Asia::Karachi
            .from_local_datetime(&naive)
            .earliest()
            .unwrap()
            .timestamp_millis()
    }

    fn karachi(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("+92300{i:07}")).collect()
    }

    fn refs(phones: &[String]) -> Vec<&str> {
        phones.iter().map(String::as_str).collect()
    }

    #[test]
    fn two_minutes_before_closing_two_minutes_of_messages_go_and_the_rest_tomorrow() {
        let hours = SendHours::parse("09:00", "20:00", "Asia/Karachi").unwrap();
        let phones = karachi(15_000);
        let plan = plan_hours(&hours, &refs(&phones), Some(79.2), at("2026-12-03 19:58"));
        // 120 s × 79.2 a second.
        assert_eq!(plan.before_close, 9_504);
        assert_eq!(plan.waiting, 15_000 - 9_504);
        assert_eq!(plan.opens_at, Some(at("2026-12-04 09:00")));
        assert_eq!(
            plan.summary,
            "9,504 go before the campaign's sending hours close at 20:00; the other 5,496 wait and go tomorrow from 09:00."
        );
        assert_eq!(plan.summary_said.id, ids::ENGINE_HOURS_PLAN_SPLIT);
        assert_eq!(
            plan.summary_said.args["rest"],
            pacer_words::Arg::Number(5_496.0)
        );
    }

    #[test]
    fn a_campaign_that_fits_goes_before_the_close() {
        let hours = SendHours::parse("09:00", "20:00", "Asia/Karachi").unwrap();
        let phones = karachi(4_500);
        let plan = plan_hours(&hours, &refs(&phones), Some(79.2), at("2026-12-03 10:00"));
        assert_eq!((plan.before_close, plan.waiting), (4_500, 0));
        assert_eq!(
            plan.summary,
            "All 4,500 go before the campaign's sending hours close at 20:00."
        );
    }

    #[test]
    fn launched_at_night_everything_waits_for_the_morning() {
        let hours = SendHours::parse("09:00", "20:00", "Asia/Karachi").unwrap();
        let phones = karachi(4_500);
        let plan = plan_hours(&hours, &refs(&phones), Some(79.2), at("2026-12-03 23:10"));
        assert_eq!((plan.before_close, plan.waiting), (0, 4_500));
        assert_eq!(
            plan.summary,
            "The campaign's sending hours are closed now: all 4,500 go tomorrow from 09:00."
        );
        let early = plan_hours(&hours, &refs(&phones), None, at("2026-12-04 06:00"));
        assert_eq!(
            early.summary,
            "The campaign's sending hours are closed now: all 4,500 go today from 09:00."
        );
    }

    #[test]
    fn hours_in_each_customers_time_hold_only_those_whose_hours_are_closed() {
        let hours = SendHours::parse("09:00", "20:00", "Asia/Karachi")
            .unwrap()
            .in_customer_zone(true);
        // 19:45 in Karachi: 20:15 in Delhi (closed), 15:45 in Berlin (open).
        let phones = ["+919812345670", "+4915112345670", "+919812345671"];
        let plan = plan_hours(&hours, &phones, None, at("2026-12-03 19:45"));
        assert_eq!((plan.before_close, plan.waiting), (1, 2));
        // Delhi opens at 09:00 there, 08:30 in Karachi.
        assert_eq!(plan.opens_at, Some(at("2026-12-04 08:30")));
        assert!(
            plan.summary.ends_with(
                "wait and go tomorrow from 08:30. Each customer's hours are read in their own time where their country keeps one; the times here are Asia/Karachi time."
            ),
            "{}",
            plan.summary
        );
    }
}
