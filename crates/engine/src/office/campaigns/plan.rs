//! The tier plan before launch (`docs/sending.md#messaging-limit-budget`): how many *new* customers a campaign needs
//! (not messaged in the last 24 h and without an open service window), how many Meta still
//! allows today, and when the rest can go — the k-th beyond today's allowance at the time the
//! k-th customer counted today leaves the moving 24 hours.

use std::collections::{HashMap, HashSet};

use chrono::{TimeZone as _, Utc};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};

use crate::clock::Millis;
use crate::numbers::thousands;
use crate::tier::DAY_MS;

/// The plan.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
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
}

/// "1 is used", "3 are used".
fn used(n: usize) -> String {
    if n == 1 {
        "1 is used".into()
    } else {
        format!("{} are used", thousands(n))
    }
}

/// "today at 09:12", "tomorrow at 09:12", "on Thu 3 Dec at 09:12" in the time zone (UTC when none).
pub fn when(at: Millis, now: Millis, zone: Option<&str>) -> String {
    let tz: chrono_tz::Tz = zone.and_then(|z| z.parse().ok()).unwrap_or(chrono_tz::UTC);
    let (Some(at), Some(now)) = (
        Utc.timestamp_millis_opt(at).single(),
        Utc.timestamp_millis_opt(now).single(),
    ) else {
        return "later".into();
    };
    let (at, now) = (at.with_timezone(&tz), now.with_timezone(&tz));
    let days = (at.date_naive() - now.date_naive()).num_days();
    let time = at.format("%H:%M");
    match days {
        0 => format!("today at {time}"),
        1 => format!("tomorrow at {time}"),
        _ => format!("on {} at {time}", at.format("%a %-d %b")),
    }
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
        return Ok(TierPlan {
            limit: None,
            used_today,
            new_customers,
            send_now: new_customers,
            later: Vec::new(),
            summary: format!(
                "Meta does not limit how many customers your account reaches: all {} go now.",
                thousands(phones.len())
            ),
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
    let summary = if rest == 0 {
        format!(
            "This campaign reaches {} new customers. Meta lets your account start conversations with {} customers a day, and {} today: all of them go now.",
            thousands(new_customers),
            thousands(limit as usize),
            used(used_today)
        )
    } else {
        format!(
            "This campaign reaches {} new customers. Meta lets your account start conversations with {} customers a day, and {} today. Pacer will send {} now and the remaining {} from {}.",
            thousands(new_customers),
            thousands(limit as usize),
            used(used_today),
            thousands(send_now),
            thousands(rest),
            when(first, now, zone)
        )
    };
    Ok(TierPlan {
        limit: Some(limit),
        used_today,
        new_customers,
        send_now,
        later,
        summary,
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
