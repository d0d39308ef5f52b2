//! A campaign's sending hours, on a scaled clock: launched in the evening in Karachi minutes
//! before its hours close (09:00 until then), it sends until the close, none at night, and the rest from 09:00 the next morning; an OTP posted at night still goes
//! at once. The hours follow each customer's own time: the one customer in Tokyo gets the
//! message at 09:00 Tokyo time (05:00 in Karachi), not in Karachi's evening.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::time::Duration;

use chrono::TimeZone;
use pacer_engine::campaigns::{self, Audience, CampaignSpec, Hours, Source};
use pacer_engine::clock::{Millis, WallClock};
use pacer_engine::import::{self, ImportOptions};
use pacer_engine::ledger::messages::{Lane, State};
use pacer_sim::Tier;
use support::{Rig, sim_config};

/// Real seconds per Pacer second: the 13 hours of night pass in about 47 s.
const SCALE: f64 = 0.001;
const CUSTOMERS: usize = 100;
/// A customer in Tokyo (09:00 there is 05:00 in Karachi).
const TOKYO: &str = "+81312345678";

fn karachi(local: &str) -> Millis {
    let naive = chrono::NaiveDateTime::parse_from_str(local, "%Y-%m-%d %H:%M").unwrap();
    chrono_tz::Asia::Karachi
        .from_local_datetime(&naive)
        .single()
        .unwrap()
        .timestamp_millis()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_campaign_launched_minutes_before_its_hours_close_sends_then_waits_for_nine() {
    // Setting up (the import, the template sync) takes a few Pacer minutes at this scale: the
    // hours are set to close about ten minutes after the set-up, whenever that is. Creating,
    // checking and launching then take Pacer minutes too (a real millisecond is a Pacer second;
    // CI once took over 100), so the window is wide enough that the evening is never only a
    // few sends.
    let start = karachi("2026-12-03 19:30");
    let opens = karachi("2026-12-04 09:00");
    let mut sim = sim_config(SCALE);
    sim.tier = Tier::Unlimited;
    sim.mps = None;
    let rig = Rig::start(sim, |config| {
        config.wall_clock = WallClock::from_fn(move || start);
        config.tier_limit = None;
        // One message every twenty seconds (50 a second of real time at this scale): about 30
        // fit in ten minutes, fewer than the customers, so some always wait for the morning.
        config.mps = Some(0.05);
    })
    .await;
    let files = tempfile::tempdir().unwrap();
    let mut csv = String::from("Name,Phone\n");
    for i in 0..CUSTOMERS {
        csv.push_str(&format!("Customer {i},+9230012{i:05}\n"));
    }
    csv.push_str(&format!("Customer in Tokyo,{TOKYO}\n"));
    let list = files.path().join("customers.csv");
    std::fs::write(&list, csv).unwrap();
    let options = ImportOptions {
        list: "Everyone".into(),
        default_country: "PK".into(),
        ..ImportOptions::default()
    };
    import::import_file(
        rig.engine.ledger(),
        &list,
        &options,
        rig.engine.clock().now_ms(),
    )
    .await
    .unwrap();
    pacer_engine::templates::sync_into(&rig.engine)
        .await
        .unwrap();
    let spec = CampaignSpec {
        name: "Evening reminders".into(),
        template_name: "payment_reminder".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["Everyone".into()],
            tags: Vec::new(),
            ..Audience::default()
        },
        mapping: [
            ("body.customer_name", Source::Column("Name".into())),
            ("body.amount", Source::Text("PKR 4,500".into())),
            ("body.due_date", Source::Text("15 December".into())),
        ]
        .into_iter()
        .map(|(k, s)| (k.to_owned(), s))
        .collect(),
        language_column: None,
        header_file: None,
        pdf: None,
        schedule: None,
        send_hours: Some(Hours {
            from: "09:00".into(),
            until: "20:00".into(),
            time_zone: "Asia/Karachi".into(),
            customer_zone: true,
        }),
    };
    let now = rig.engine.clock().now_ms();
    let closes = (now / 60_000 + 10) * 60_000;
    let until = chrono_tz::Asia::Karachi
        .timestamp_millis_opt(closes)
        .unwrap()
        .format("%H:%M")
        .to_string();
    assert!(until.as_str() < "23:00", "set up by 23:00: {until}");
    let spec = CampaignSpec {
        send_hours: Some(Hours {
            until,
            ..spec.send_hours.unwrap()
        }),
        ..spec
    };
    let campaign = campaigns::create(&rig.engine, spec).await.unwrap();
    // The check says who goes before the close and when the rest go.
    let check = campaigns::check(&rig.engine, &campaign.id).await.unwrap();
    let hours = check.hours.expect("the check plans the hours");
    assert_eq!(hours.before_close + hours.waiting, CUSTOMERS + 1);
    assert!(hours.before_close > 0 && hours.waiting > 0, "{hours:?}");
    assert_eq!(
        hours.opens_at,
        Some(karachi("2026-12-04 05:00")),
        "Tokyo opens first"
    );
    assert!(
        hours.summary.contains("wait and go tomorrow from 05:00"),
        "{}",
        hours.summary
    );
    let launched = campaigns::launch(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(launched.queued, CUSTOMERS + 1, "{}", launched.summary);
    let tokyo_opens = karachi("2026-12-04 05:00");

    // At 23:00 the rest wait for 09:00, said as such; an OTP posted now goes at once.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while rig.engine.clock().now_ms() < karachi("2026-12-03 23:00") {
        assert!(tokio::time::Instant::now() < deadline, "the clock runs");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let waiting: Vec<(String, Option<String>, Option<Millis>)> = rig
        .engine
        .ledger()
        .read(|c| {
            c.prepare(
                "SELECT recipient, defer_reason, next_attempt_at FROM messages WHERE state = 'deferred'",
            )?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect()
        })
        .await
        .unwrap();
    assert!(!waiting.is_empty(), "some wait for the morning");
    assert!(
        waiting
            .iter()
            .all(|(to, reason, at)| reason.as_deref() == Some("hours")
                && *at == Some(if to == TOKYO { tokyo_opens } else { opens })),
        "every one waits for the hours, until 09:00 in their own time: {waiting:?}"
    );
    assert!(
        waiting.iter().any(|(to, _, _)| to == TOKYO),
        "it is night in Tokyo in Karachi's evening: {waiting:?}"
    );
    let otp = rig
        .submit(vec![support::template(
            "+923009999999",
            Lane::Express,
            None,
        )])
        .await;

    // By the morning's end every message is out.
    rig.wait_settled(Duration::from_secs(120)).await;
    let everyone: Vec<(String, String, Millis)> = rig
        .engine
        .ledger()
        .read(|c| {
            c.prepare("SELECT key, recipient, sent_at FROM messages WHERE sent_at IS NOT NULL")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect()
        })
        .await
        .unwrap();
    assert_eq!(everyone.len(), CUSTOMERS + 2, "every message went out once");
    let tokyo_at = everyone.iter().find(|(_, to, _)| to == TOKYO).unwrap().2;
    assert!(
        (tokyo_opens..opens).contains(&tokyo_at),
        "the customer in Tokyo got it from 09:00 Tokyo time, before Karachi's 09:00"
    );
    let sent: Vec<(String, Millis)> = everyone
        .into_iter()
        .filter(|(_, to, _)| to != TOKYO)
        .map(|(key, _, at)| (key, at))
        .collect();
    let otp_at = sent.iter().find(|(key, _)| *key == otp[0]).unwrap().1;
    assert!(
        otp_at < opens,
        "the OTP did not wait for the campaign's hours"
    );
    let campaign_sent: Vec<Millis> = sent
        .iter()
        .filter(|(key, _)| *key != otp[0])
        .map(|(_, at)| *at)
        .collect();
    // A message claimed just before 20:00 may leave in the next slot (a few seconds).
    let evening = campaign_sent
        .iter()
        .filter(|at| **at < closes + 5_000)
        .count();
    let night = campaign_sent
        .iter()
        .filter(|at| **at >= closes + 5_000 && **at < opens)
        .count();
    assert_eq!(night, 0, "nothing of the campaign at night");
    // From the first send to the closing, one every twenty seconds. The launch itself takes
    // simulated time (the clock runs fast), so the first send comes some minutes before the
    // close, not ten.
    let first = campaign_sent.iter().min().copied().unwrap_or(closes);
    let expected = ((closes - first) / 20_000) as usize;
    assert!(
        expected >= 5 && (expected / 2..=expected + 3).contains(&evening),
        "about {expected} at one every twenty seconds before the hours closed: {evening}"
    );
    assert_eq!(
        campaign_sent.iter().filter(|at| **at >= opens).count(),
        CUSTOMERS - evening,
        "the rest from 09:00"
    );
    assert_eq!(rig.count(State::Failed).await, 0);
    // Read by `make proof` (scripts/proof_table.py).
    eprintln!(
        "proof: sending hours 09:00–20:00 (Asia/Karachi), first message {} s before closing: {evening} of {CUSTOMERS} sent before 20:00, 0 between 20:00 and 09:00, {} from 09:00; the customer in Tokyo at 09:00 Tokyo time; an OTP posted at 23:00 sent at once",
        (closes - first) / 1_000,
        CUSTOMERS - evening
    );
    rig.stop().await;
}
