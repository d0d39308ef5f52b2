//! A campaign's sending hours, on a scaled clock: launched in the evening in Karachi about two
//! minutes before its hours close (09:00 until then), it sends about two minutes of messages,
//! none at night, and the rest from 09:00 the next morning; an OTP posted at night still goes
//! at once.
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

fn karachi(local: &str) -> Millis {
    let naive = chrono::NaiveDateTime::parse_from_str(local, "%Y-%m-%d %H:%M").unwrap();
    chrono_tz::Asia::Karachi
        .from_local_datetime(&naive)
        .single()
        .unwrap()
        .timestamp_millis()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_campaign_launched_two_minutes_before_its_hours_close_sends_then_waits_for_nine() {
    // Setting up (the import, the template sync) takes a few Pacer minutes at this scale: the
    // hours are set to close about two minutes after the launch, whenever that is.
    let start = karachi("2026-12-03 19:30");
    let opens = karachi("2026-12-04 09:00");
    let mut sim = sim_config(SCALE);
    sim.tier = Tier::Unlimited;
    sim.mps = None;
    let rig = Rig::start(sim, |config| {
        config.wall_clock = WallClock::from_fn(move || start);
        config.tier_limit = None;
        // One message every four seconds (250 a second of real time at this scale): about 30
        // fit in two minutes.
        config.mps = Some(0.25);
    })
    .await;
    let files = tempfile::tempdir().unwrap();
    let mut csv = String::from("Name,Phone\n");
    for i in 0..CUSTOMERS {
        csv.push_str(&format!("Customer {i},+9230012{i:05}\n"));
    }
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
        },
        mapping: [
            ("body.customer_name", Source::Column("Name".into())),
            ("body.amount", Source::Text("PKR 4,500".into())),
            ("body.due_date", Source::Text("15 December".into())),
        ]
        .into_iter()
        .map(|(k, s)| (k.to_owned(), s))
        .collect(),
        pdf: None,
        schedule: None,
        send_hours: Some(Hours {
            from: "09:00".into(),
            until: "20:00".into(),
            time_zone: "Asia/Karachi".into(),
        }),
    };
    let now = rig.engine.clock().now_ms();
    let closes = (now / 60_000 + 2) * 60_000;
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
    let launched = campaigns::launch(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(launched.queued, CUSTOMERS, "{}", launched.summary);

    // At 23:00 the rest wait for 09:00, said as such; an OTP posted now goes at once.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while rig.engine.clock().now_ms() < karachi("2026-12-03 23:00") {
        assert!(tokio::time::Instant::now() < deadline, "the clock runs");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let waiting: Vec<(Option<String>, Option<Millis>)> = rig
        .engine
        .ledger()
        .read(|c| {
            c.prepare(
                "SELECT defer_reason, next_attempt_at FROM messages WHERE state = 'deferred'",
            )?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect()
        })
        .await
        .unwrap();
    assert!(!waiting.is_empty(), "some wait for the morning");
    assert!(
        waiting
            .iter()
            .all(|(reason, at)| reason.as_deref() == Some("hours") && *at == Some(opens)),
        "every one waits for the hours, until 09:00: {waiting:?}"
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
    let sent: Vec<(String, Millis)> = rig
        .engine
        .ledger()
        .read(|c| {
            c.prepare("SELECT key, sent_at FROM messages WHERE sent_at IS NOT NULL")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect()
        })
        .await
        .unwrap();
    assert_eq!(sent.len(), CUSTOMERS + 1, "every message went out once");
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
    // From the first send to the closing, one every four seconds.
    let first = campaign_sent.iter().min().copied().unwrap_or(closes);
    let expected = ((closes - first) / 4_000) as usize;
    assert!(
        expected >= 10 && (expected / 2..=expected + 3).contains(&evening),
        "about {expected} at one every four seconds before the hours closed: {evening}"
    );
    assert_eq!(
        campaign_sent.iter().filter(|at| **at >= opens).count(),
        CUSTOMERS - evening,
        "the rest from 09:00"
    );
    assert_eq!(rig.count(State::Failed).await, 0);
    rig.stop().await;
}
