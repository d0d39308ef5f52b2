//! The JSON-lines log and `CheckReport`: what `pacer sim check` reports about a run.

mod support;

use pacer_sim::{CheckReport, Tier};
use serde_json::{Value, json};
use support::{quiet_config, start, template, text};

#[tokio::test]
async fn the_report_counts_accepted_refused_busiest_second_and_duplicates() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let log = dir.path().join("sim.jsonl");
    let mut config = quiet_config();
    config.log = Some(log.clone());
    config.mps = Some(10);
    config.tier = Tier::Unlimited;
    config.time_scale = 20.0;
    let sim = start(config).await;
    let mut once = template("+923001234567", "hello_world", "en_US", Value::Null);
    once["biz_opaque_callback_data"] = json!("msg-1");
    sim.accepted(&once).await;
    sim.accepted(&once).await; // the same message twice: a duplicate by content and by key
    for i in 0..12 {
        sim.send(&template(
            &format!("+1555600{i:04}"),
            "hello_world",
            "en_US",
            Value::Null,
        ))
        .await;
    }
    sim.refused(&text("not a number", "x")).await;
    sim.handle.shutdown().await?;

    let report = CheckReport::from_log(&log)?;
    assert_eq!(report.mps_limit, Some(10));
    assert_eq!(report.sends, 15);
    assert_eq!(
        report.accepted, 10,
        "10 mps: ten accepted in the one simulated second the test takes"
    );
    assert_eq!(
        report.rejected_by_code.get(&130429),
        Some(&4),
        "the rest refused for throughput"
    );
    assert_eq!(
        report.rejected_by_code.get(&131009),
        Some(&1),
        "and the bad number for its value"
    );
    assert_eq!(
        report.max_accepted_in_one_second, 10,
        "never more than the limit in a second"
    );
    assert_eq!(
        report.duplicates_same_content, 1,
        "the same message to the same recipient was accepted twice"
    );
    assert_eq!(
        report.duplicates_same_callback_data, 1,
        "the same callback data was accepted twice"
    );
    assert_eq!(report.unreadable_lines, 0);
    let problems = report.problems();
    assert!(
        problems.iter().any(|p| p.contains("130429")),
        "going over the limit is a problem: {problems:?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("sent twice")),
        "duplicates are a problem: {problems:?}"
    );
    Ok(())
}

#[test]
fn unreadable_lines_are_counted_not_fatal() -> anyhow::Result<()> {
    let log = "{\"kind\":\"start\",\"unix_ms\":0,\"mps\":80,\"pair_period_s\":6.0,\"pair_burst\":45,\"tier\":250,\"time_scale\":1.0,\"seed\":1}\n\
               not json at all\n\
               {\"kind\":\"from_the_future\",\"x\":1}\n\
               {\"kind\":\"send\",\"t_us\":5,\"to\":\"1555\",\"accepted\":true,\"code\":null,\"http_status\":200,\"wamid\":\"w\",\"callback_data\":null,\"content_hash\":\"h\",\"fault\":null,\"fate\":\"read\"}\n";
    let report = CheckReport::from_reader(log.as_bytes())?;
    assert_eq!(report.unreadable_lines, 1, "a garbled line is counted");
    assert_eq!(report.accepted, 1, "and the rest is still read");
    assert!(report.problems().is_empty());
    Ok(())
}
