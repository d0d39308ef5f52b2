//! The tier plan before launch (`docs/sending.md#messaging-limit-budget`): how many *new* customers a campaign needs
//! (not messaged in the last 24 h and without an open service window), how many Meta still
//! allows today, and when the rest can go — the k-th beyond today's allowance at the time the
//! k-th customer counted today leaves the moving 24 hours.

use std::collections::{HashMap, HashSet};

use chrono::{TimeZone as _, Utc};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use pacer_words::{Said, ids};

use crate::clock::Millis;
use crate::tier::DAY_MS;

/// The plan.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TierPlan {
    /// Unique customers per 24 h Meta allows (`None`: unlimited).
    pub limit: Option<u32>,
    /// Customers already counted in the last 24 h.
    pub used_today: usize,
    /// Customers this campaign counts as new.
    pub new_customers: usize,
    /// New customers that can be messaged now.
    pub send_now: usize,
    /// The rest, by hour they can go (Unix ms of the hour's first place, how many).
    pub later: Vec<(Millis, usize)>,
    /// What a person reads.
    pub summary: String,
    /// `summary` as a catalogue message: the window shows it in the person's language.
    pub summary_said: Said,
}

/// "today at 09:12", "tomorrow at 09:12", "on Thu 3 Dec at 09:12" in the time zone (UTC when none).
#[cfg(test)]
fn when(at: Millis, now: Millis, zone: Option<&str>) -> String {
    let (day, time, date) = when_parts(at, now, zone);
    match day {
        "today" => format!("today at {time}"),
        "tomorrow" => format!("tomorrow at {time}"),
        "later" => "later".into(),
        _ => format!("on {date} at {time}"),
    }
}

/// [`when`] in parts, for a catalogue message: the day (`today`, `tomorrow`, `other`, or
/// `later` when the time cannot be read), the time ("09:12") and the date ("Thu 3 Dec").
pub(super) fn when_parts(
    at: Millis,
    now: Millis,
    zone: Option<&str>,
) -> (&'static str, String, String) {
    let tz: chrono_tz::Tz = zone.and_then(|z| z.parse().ok()).unwrap_or(chrono_tz::UTC);
    let (Some(at), Some(now)) = (
        Utc.timestamp_millis_opt(at).single(),
        Utc.timestamp_millis_opt(now).single(),
    ) else {
        return ("later", String::new(), String::new());
    };
    let (at, now) = (at.with_timezone(&tz), now.with_timezone(&tz));
    let days = (at.date_naive() - now.date_naive()).num_days();
    let time = at.format("%H:%M").to_string();
    let date = at.format("%a %-d %b").to_string();
    let day = match days {
        0 => "today",
        1 => "tomorrow",
        _ => "other",
    };
    (day, time, date)
}

/// Plans `phones` against the tier at `now`.
pub fn plan(
    conn: &Connection,
    phones: &[&str],
    limit: Option<u32>,
    now: Millis,
    zone: Option<&str>,
) -> rusqlite::Result<TierPlan> {
    let since = now - DAY_MS;
    let counted: HashMap<String, Millis> = crate::ledger::state::tier_counted_since(conn, since)?;
    let open: HashSet<String> = crate::ledger::state::windows_opened_since(conn, since)?;
    let new: HashSet<&str> = phones
        .iter()
        .copied()
        .filter(|p| !counted.contains_key(*p) && !open.contains(*p))
        .collect();
    let new_customers = new.len();
    let used_today = counted.len();
    let Some(limit) = limit else {
        let said = Said::new(ids::ENGINE_PLAN_UNLIMITED).with("count", phones.len());
        return Ok(TierPlan {
            limit: None,
            used_today,
            new_customers,
            send_now: new_customers,
            later: Vec::new(),
            summary: said.to_string(),
            summary_said: said,
        });
    };
    let remaining = (limit as usize).saturating_sub(used_today);
    let send_now = new_customers.min(remaining);
    let rest = new_customers - send_now;
    let mut expiries: Vec<Millis> = counted.values().map(|at| at + DAY_MS).collect();
    expiries.sort_unstable();
    let mut later: Vec<(Millis, usize)> = Vec::new();
    for k in 0..rest {
        let at = if expiries.is_empty() {
            now + DAY_MS * (k / (limit.max(1) as usize) + 1) as Millis
        } else {
            expiries[k % expiries.len()] + DAY_MS * (k / expiries.len()) as Millis
        };
        let hour = at - at.rem_euclid(3_600_000);
        match later.last_mut() {
            Some((h, n)) if *h == hour => *n += 1,
            _ => later.push((hour, 1)),
        }
    }
    let first = if expiries.is_empty() {
        now + DAY_MS
    } else {
        expiries[0]
    };
    let said = if rest == 0 {
        Said::new(ids::ENGINE_PLAN_ALL_NOW)
    } else {
        let (day, time, date) = when_parts(first, now, zone);
        Said::new(ids::ENGINE_PLAN_SPLIT)
            .with("now", send_now)
            .with("rest", rest)
            .with("day", day)
            .with("time", time)
            .with("date", date)
    }
    .with("new", new_customers)
    .with("limit", limit)
    .with("used", used_today);
    Ok(TierPlan {
        limit: Some(limit),
        used_today,
        new_customers,
        send_now,
        later,
        summary: said.to_string(),
        summary_said: said,
    })
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use rusqlite::params;

    const HOUR: Millis = 3_600_000;
    /// 2026-12-01 04:00 UTC = 09:00 in Karachi.
    const NOW: Millis = 1_796_097_600_000;

    fn ledger() -> Connection {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch(
            "CREATE TABLE tier_usage (recipient TEXT PRIMARY KEY, counted_at INTEGER NOT NULL);
             CREATE TABLE service_windows (recipient TEXT PRIMARY KEY, last_inbound_at INTEGER NOT NULL);",
        )
        .unwrap();
        conn
    }

    #[test]
    fn customers_beyond_the_days_allowance_go_when_places_free_up() {
        let conn = ledger();
        // 240 of 250 places used: 200 an hour ago (free again 23 h from now), 40 just now.
        for i in 0..240 {
            let at = if i < 200 { NOW - HOUR } else { NOW };
            conn.execute(
                "INSERT INTO tier_usage VALUES (?1, ?2)",
                params![format!("+1650000{i:04}"), at],
            )
            .unwrap();
        }
        // One customer wrote to us today: their window is open and they do not count.
        conn.execute(
            "INSERT INTO service_windows VALUES ('+923000000001', ?1)",
            [NOW - 2 * HOUR],
        )
        .unwrap();
        let mut phones: Vec<String> = (0..30).map(|i| format!("+9230000001{i:02}")).collect();
        phones.push("+923000000001".into());
        phones.push("+16500000005".into()); // already counted today: not new
        let refs: Vec<&str> = phones.iter().map(String::as_str).collect();
        let plan = plan(&conn, &refs, Some(250), NOW, Some("Asia/Karachi")).unwrap();
        assert_eq!(
            (plan.used_today, plan.new_customers, plan.send_now),
            (240, 30, 10)
        );
        assert_eq!(
            plan.later,
            vec![(NOW - HOUR + DAY_MS, 20)],
            "the other 20 go when the first places free up"
        );
        assert_eq!(
            plan.summary,
            "This campaign reaches 30 new customers. Meta lets your account start conversations with 250 customers a day, and 240 are used today. Pacer will send 10 now and the remaining 20 from tomorrow at 08:00."
        );
    }

    #[test]
    fn an_unlimited_account_sends_everyone_now() {
        let conn = ledger();
        let unlimited = plan(&conn, &["+923000000001", "+923000000002"], None, NOW, None).unwrap();
        assert_eq!((unlimited.send_now, unlimited.later.len()), (2, 0));
        assert!(
            unlimited.summary.contains("does not limit"),
            "{}",
            unlimited.summary
        );
        let one = {
            conn.execute("INSERT INTO tier_usage VALUES ('+1', ?1)", [NOW])
                .unwrap();
            plan(&conn, &["+923000000001"], Some(1_000), NOW, None).unwrap()
        };
        assert!(
            one.summary.contains("and 1 is used today"),
            "{}",
            one.summary
        );
    }

    #[test]
    fn times_read_in_the_campaigns_time_zone() {
        assert_eq!(
            when(NOW + HOUR, NOW, Some("Asia/Karachi")),
            "today at 10:00"
        );
        assert_eq!(
            when(NOW + 20 * HOUR, NOW, Some("Asia/Karachi")),
            "tomorrow at 05:00"
        );
        assert_eq!(
            when(NOW + 60 * HOUR, NOW, Some("Asia/Karachi")),
            "on Thu 3 Dec at 21:00"
        );
        assert_eq!(
            when(NOW + HOUR, NOW, None),
            "today at 05:00",
            "UTC without a zone"
        );
    }
}

#[cfg(test)]
mod said {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use pacer_words::Arg;

    /// 2026-12-01 04:00 UTC = 09:00 in Karachi.
    const NOW: Millis = 1_796_097_600_000;

    #[test]
    fn the_plan_is_a_catalogue_message_with_its_counts_as_numbers() {
        let conn = Connection::open_in_memory().unwrap();
        conn.execute_batch(
            "CREATE TABLE tier_usage (recipient TEXT PRIMARY KEY, counted_at INTEGER NOT NULL);
             CREATE TABLE service_windows (recipient TEXT PRIMARY KEY, last_inbound_at INTEGER NOT NULL);
             INSERT INTO tier_usage VALUES ('+1', 1796097600000);",
        )
        .unwrap();
        let phones = ["+923000000001", "+923000000002", "+923000000003"];
        let split = plan(&conn, &phones, Some(2), NOW, Some("Asia/Karachi")).unwrap();
        assert_eq!(split.summary_said.id, ids::ENGINE_PLAN_SPLIT);
        assert_eq!(split.summary_said.args["now"], Arg::Number(1.0));
        assert_eq!(split.summary_said.args["rest"], Arg::Number(2.0));
        assert_eq!(split.summary_said.args["used"], Arg::Number(1.0));
        assert_eq!(split.summary_said.args["day"], Arg::Text("tomorrow".into()));
        assert_eq!(split.summary_said.args["time"], Arg::Text("09:00".into()));
        assert_eq!(
            split.summary,
            "This campaign reaches 3 new customers. Meta lets your account start conversations with 2 customers a day, and 1 is used today. Pacer will send 1 now and the remaining 2 from tomorrow at 09:00."
        );
        assert_eq!(split.summary_said.to_string(), split.summary);
        let all = plan(&conn, &phones[..1], Some(1_000), NOW, None).unwrap();
        assert_eq!(all.summary_said.id, ids::ENGINE_PLAN_ALL_NOW);
        assert_eq!(
            all.summary,
            "This campaign reaches 1 new customers. Meta lets your account start conversations with 1,000 customers a day, and 1 is used today: all of them go now."
        );
        let unlimited = plan(&conn, &phones, None, NOW, None).unwrap();
        assert_eq!(unlimited.summary_said.id, ids::ENGINE_PLAN_UNLIMITED);
        assert_eq!(unlimited.summary_said.args["count"], Arg::Number(3.0));
    }

    #[test]
    fn a_later_day_is_said_with_its_date() {
        let (day, time, date) = when_parts(NOW + 60 * 3_600_000, NOW, Some("Asia/Karachi"));
        assert_eq!(
            (day, time.as_str(), date.as_str()),
            ("other", "21:00", "Thu 3 Dec")
        );
        let said = Said::new(ids::ENGINE_PLAN_SPLIT)
            .with("new", 5_000usize)
            .with("limit", 1_000u32)
            .with("used", 0usize)
            .with("now", 1_000usize)
            .with("rest", 4_000usize)
            .with("day", day)
            .with("time", time)
            .with("date", date);
        assert_eq!(
            said.to_string(),
            "This campaign reaches 5,000 new customers. Meta lets your account start conversations with 1,000 customers a day, and 0 are used today. Pacer will send 1,000 now and the remaining 4,000 from on Thu 3 Dec at 21:00."
        );
    }
}
