//! Meta's limits as the simulator enforces them: throughput per number (130429), the pair
//! limit per recipient (131056), the messaging tier, the 24 h service window (131047), numbers
//! not on WhatsApp (131026) and marketing opt-outs (131050).
//!
//! "Refused" assertions run the simulated clock slower than life (a simulated second lasts
//! several real ones), so a busy machine cannot make a burst look spread out; "allowed later"
//! assertions run it faster, so they finish quickly.

mod support;

use std::time::Duration;

use pacer_sim::{PairLimit, SimConfig, Tier};
use serde_json::json;
use support::{quiet_config, start, template, text};

fn hello(to: &str) -> serde_json::Value {
    template(to, "hello_world", "en_US", serde_json::Value::Null)
}

#[tokio::test]
async fn the_throughput_limit_accepts_exactly_the_limit_per_second_then_130429()
-> anyhow::Result<()> {
    let config = SimConfig {
        mps: Some(5),
        pair: None,
        tier: Tier::Unlimited,
        time_scale: 20.0,
        ..quiet_config()
    };
    let sim = start(config).await;
    let mut codes = Vec::new();
    for i in 0..8 {
        let (status, answer) = sim.send(&hello(&format!("+1555000{i:04}"))).await;
        codes.push(if status == 200 {
            0
        } else {
            answer["error"]["code"].as_i64().unwrap_or(-1)
        });
    }
    assert_eq!(
        codes,
        vec![0, 0, 0, 0, 0, 130429, 130429, 130429],
        "5 mps means the first 5 in a second are sent and the rest refused with 130429"
    );
    let (_, answer) = sim.send(&hello("+15559999999")).await;
    assert!(
        answer["error"]["message"]
            .as_str()
            .unwrap()
            .starts_with("(#130429)"),
        "message is \"(#code) title\": {answer}"
    );
    assert_eq!(
        sim.handle.stats().counters.accepted,
        5,
        "refused requests are not sent"
    );
    sim.handle.shutdown().await?;

    // Faster than life: the window frees after one simulated second.
    let sim = start(SimConfig {
        mps: Some(5),
        pair: None,
        tier: Tier::Unlimited,
        time_scale: 0.01,
        ..quiet_config()
    })
    .await;
    for i in 0..5 {
        sim.send(&hello(&format!("+1555000{i:04}"))).await;
    }
    tokio::time::sleep(sim.handle.real(Duration::from_millis(1_100))).await;
    sim.accepted(&hello("+15550009999")).await;
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn inbound_messages_count_against_throughput() -> anyhow::Result<()> {
    let config = SimConfig {
        mps: Some(3),
        pair: None,
        tier: Tier::Unlimited,
        time_scale: 20.0,
        ..quiet_config()
    };
    let sim = start(config).await;
    sim.handle.inject_inbound("+15550001111", "hi", "A")?;
    sim.handle.inject_inbound("+15550002222", "hi", "B")?;
    sim.accepted(&hello("+15550003333")).await;
    let (_, code, _) = sim.refused(&hello("+15550004444")).await;
    assert_eq!(
        code, 130429,
        "Meta counts inbound and outbound messages against the same limit"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn the_pair_limit_allows_a_burst_of_45_then_131056_for_that_recipient_only()
-> anyhow::Result<()> {
    let config = SimConfig {
        mps: None,
        tier: Tier::Unlimited,
        time_scale: 10.0,
        ..quiet_config()
    };
    let sim = start(config).await;
    for i in 0..45 {
        sim.accepted(&text("+923001234567", &format!("message {i}")))
            .await;
    }
    let (status, code, details) = sim.refused(&text("+923001234567", "one too many")).await;
    assert_eq!(
        (status, code),
        (400, 131056),
        "the 46th message within 6 s breaks the pair limit"
    );
    assert!(
        details.contains("same phone number"),
        "details explain the pair limit: {details}"
    );
    sim.accepted(&text("+923009999999", "someone else")).await;
    sim.handle.shutdown().await?;

    let config = SimConfig {
        mps: None,
        tier: Tier::Unlimited,
        pair: Some(PairLimit {
            period: Duration::from_secs(6),
            burst: 1,
        }),
        time_scale: 0.01,
        ..quiet_config()
    };
    let sim = start(config).await;
    sim.accepted(&text("+923001234567", "first")).await;
    tokio::time::sleep(sim.handle.real(Duration::from_millis(6_100))).await;
    sim.accepted(&text("+923001234567", "six seconds later"))
        .await;
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn templates_beyond_the_tier_fail_asynchronously_and_open_windows_do_not_count()
-> anyhow::Result<()> {
    let config = SimConfig {
        mps: None,
        pair: None,
        tier: Tier::Custom(2),
        tier_error_code: 131049,
        ..quiet_config()
    };
    let sim = start(config).await;
    sim.handle
        .inject_inbound("+15550000009", "hello", "Has a window")?;
    let first = sim.accepted(&hello("+15550000001")).await;
    let second = sim.accepted(&hello("+15550000002")).await;
    let again = sim.accepted(&hello("+15550000001")).await;
    let in_window = sim.accepted(&hello("+15550000009")).await;
    let third = sim.accepted(&hello("+15550000003")).await;
    for wamid in [&first, &second, &again, &in_window] {
        let record = sim.wait_record(wamid, |r| !r.planned.is_empty()).await;
        assert_eq!(
            record.planned_final(),
            Some("read"),
            "within the tier a template is delivered: {record:?}"
        );
    }
    let record = sim.wait_record(&third, |r| !r.planned.is_empty()).await;
    assert_eq!(
        (record.planned_final(), record.failure_code),
        (Some("failed"), Some(131049)),
        "a third unique customer outside a window is beyond a tier of 2; Meta accepts, then fails it"
    );
    assert_eq!(
        sim.handle.stats().tier_used,
        2,
        "the tier counts unique customers, not messages"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn free_form_messages_need_the_customers_24_hour_window() -> anyhow::Result<()> {
    let config = SimConfig {
        time_scale: 0.000_01,
        ..quiet_config()
    };
    let sim = start(config).await;
    let closed = sim.accepted(&text("+923001234567", "hello?")).await;
    let record = sim.wait_record(&closed, |r| !r.planned.is_empty()).await;
    assert_eq!(
        record.failure_code,
        Some(131047),
        "text outside a service window fails with 131047"
    );

    sim.handle
        .inject_inbound("+923001234567", "hi, question about my bill", "Ayesha")?;
    let open = sim.accepted(&text("+923001234567", "happy to help")).await;
    let record = sim.wait_record(&open, |r| !r.planned.is_empty()).await;
    assert_eq!(
        record.failure_code, None,
        "after the customer writes, free-form text goes through"
    );

    // 24 simulated hours pass in under a second at this scale.
    tokio::time::sleep(sim.handle.real(Duration::from_secs(24 * 3600 + 60))).await;
    let expired = sim.accepted(&text("+923001234567", "anything else?")).await;
    let record = sim.wait_record(&expired, |r| !r.planned.is_empty()).await;
    assert_eq!(
        record.failure_code,
        Some(131047),
        "the window closes 24 h after the customer's last message"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn numbers_not_on_whatsapp_are_sent_then_fail_with_131026() -> anyhow::Result<()> {
    let mut config = quiet_config();
    config
        .recipients
        .not_on_whatsapp
        .insert("923000000000".into());
    let sim = start(config).await;
    let wamid = sim.accepted(&hello("+92 300 0000000")).await;
    let record = sim.wait_record(&wamid, |r| !r.planned.is_empty()).await;
    assert_eq!(
        record.planned,
        vec!["sent", "failed"],
        "Meta reports sent, then failed"
    );
    assert_eq!(record.failure_code, Some(131026));
    sim.handle.shutdown().await?;

    let mut config = quiet_config();
    config.recipients.not_on_whatsapp_rate = 0.3;
    config.tier = Tier::Unlimited;
    config.mps = None;
    let sim = start(config).await;
    let mut failed = 0;
    for i in 0..200 {
        let wamid = sim.accepted(&hello(&format!("+1555100{i:04}"))).await;
        if sim
            .wait_record(&wamid, |r| !r.planned.is_empty())
            .await
            .failure_code
            == Some(131026)
        {
            failed += 1;
        }
    }
    assert!(
        (35..=85).contains(&failed),
        "about 30 % of 200 numbers are not on WhatsApp, got {failed}"
    );
    let again = sim.accepted(&hello("+15551000000")).await;
    let first = sim
        .handle
        .records()
        .into_iter()
        .find(|r| r.to == "15551000000")
        .unwrap();
    let second = sim.wait_record(&again, |r| !r.planned.is_empty()).await;
    assert_eq!(
        first.failure_code, second.failure_code,
        "whether a number is on WhatsApp does not change between sends"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn marketing_to_a_customer_who_stopped_it_fails_with_131050_but_utility_goes_through()
-> anyhow::Result<()> {
    let sim = start(quiet_config()).await;
    let sale = |to: &str| {
        template(
            to,
            "spring_sale",
            "en_US",
            json!([
        {"type": "header", "parameters": [{"type": "image", "image": {"link": "https://f.example/sale.jpg"}}]},
        {"type": "body", "parameters": [{"type": "text", "text": "Ayesha"}, {"type": "text", "text": "20%"}, {"type": "text", "text": "31 March"}]}]),
        )
    };
    let before = sim.accepted(&sale("+923001234567")).await;
    sim.handle.set_marketing_preference("+923001234567", true)?;
    let after = sim.accepted(&sale("+923001234567")).await;
    let utility = sim
        .accepted(&template(
            "+923001234567",
            "payment_reminder",
            "en_US",
            json!([{"type": "body", "parameters": [
        {"type": "text", "parameter_name": "customer_name", "text": "A"},
        {"type": "text", "parameter_name": "amount", "text": "1"},
        {"type": "text", "parameter_name": "due_date", "text": "x"}]}]),
        ))
        .await;
    assert_eq!(
        sim.wait_record(&before, |r| !r.planned.is_empty())
            .await
            .failure_code,
        None
    );
    assert_eq!(
        sim.wait_record(&after, |r| !r.planned.is_empty())
            .await
            .failure_code,
        Some(131050),
        "after the customer stops marketing, marketing templates fail with 131050"
    );
    assert_eq!(
        sim.wait_record(&utility, |r| !r.planned.is_empty())
            .await
            .failure_code,
        None,
        "utility templates are not affected by the marketing opt-out"
    );
    sim.handle
        .set_marketing_preference("+923001234567", false)?;
    let resumed = sim.accepted(&sale("+923001234567")).await;
    assert_eq!(
        sim.wait_record(&resumed, |r| !r.planned.is_empty())
            .await
            .failure_code,
        None,
        "resume lifts the opt-out"
    );
    sim.handle.shutdown().await?;
    Ok(())
}
