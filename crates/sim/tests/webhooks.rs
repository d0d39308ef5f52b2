//! Status and other webhooks as Meta posts them: signed over the raw bytes, batched, with
//! duplicates, reordering and retries.

mod support;

use std::collections::{BTreeSet, HashMap};
use std::time::Duration;

use pacer_sim::{SimConfig, Tier, sign};
use serde_json::{Value, json};
use support::{Receiver, changes, quiet_config, start, template};

fn hello(to: &str) -> Value {
    template(to, "hello_world", "en_US", Value::Null)
}

fn with_receiver(mut config: SimConfig, receiver: &Receiver) -> SimConfig {
    config.webhooks.url = Some(receiver.url.clone());
    config
}

#[tokio::test]
async fn every_post_is_signed_with_the_app_secret_over_the_raw_bytes() -> anyhow::Result<()> {
    let receiver = Receiver::start(0).await;
    let sim = start(with_receiver(quiet_config(), &receiver)).await;
    sim.handle
        .inject_inbound("+4915112345678", "Grüße aus München 😀", "Zoë Ærøskøbing")?;
    let mut body = hello("+923001234567");
    body["biz_opaque_callback_data"] = json!("ledger:42");
    sim.accepted(&body).await;
    let posts = receiver
        .wait_for("the inbound message and a read status", |posts| {
            posts.iter().any(|p| {
                !changes(&p.json, "messages")
                    .iter()
                    .all(|v| v["messages"].is_null())
            }) && posts
                .iter()
                .flat_map(|p| changes(&p.json, "messages"))
                .any(|v| {
                    v["statuses"]
                        .as_array()
                        .is_some_and(|s| s.iter().any(|s| s["status"] == "read"))
                })
        })
        .await;
    let secret = sim.handle.config().app_secret.as_bytes();
    for post in &posts {
        let expected = format!("sha256={}", sign(secret, &post.body));
        assert_eq!(
            post.signature.as_deref(),
            Some(expected.as_str()),
            "X-Hub-Signature-256 is the HMAC of the exact bytes posted"
        );
        assert!(
            post.body.is_ascii(),
            "Meta escapes non-ASCII as \\uXXXX: {}",
            String::from_utf8_lossy(&post.body)
        );
        assert_eq!(post.json["object"], "whatsapp_business_account");
        assert_eq!(
            post.json["entry"][0]["id"],
            sim.handle.config().waba_id.as_str(),
            "entries are per WABA"
        );
    }
    let inbound = posts
        .iter()
        .flat_map(|p| changes(&p.json, "messages"))
        .find(|v| v["messages"].is_array())
        .unwrap();
    assert_eq!(
        inbound["messages"][0]["text"]["body"], "Grüße aus München 😀",
        "the text survives the escaping"
    );
    assert_eq!(inbound["contacts"][0]["profile"]["name"], "Zoë Ærøskøbing");
    assert_eq!(inbound["messages"][0]["from"], "4915112345678");
    assert!(
        inbound["contacts"][0]["user_id"]
            .as_str()
            .unwrap()
            .starts_with("DE."),
        "2026 webhooks carry a business-scoped user id"
    );
    let statuses = receiver.statuses();
    assert!(
        statuses
            .iter()
            .all(|s| s["biz_opaque_callback_data"] == "ledger:42"),
        "every status echoes biz_opaque_callback_data"
    );
    let sent = statuses.iter().find(|s| s["status"] == "sent").unwrap();
    assert_eq!(
        sent["pricing"]["category"], "utility",
        "the sent status carries pricing by template category"
    );
    assert!(
        sent["timestamp"].as_str().unwrap().parse::<u64>().is_ok(),
        "timestamps are unix seconds as strings"
    );
    assert_eq!(sent["recipient_id"], "923001234567");
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn each_message_ends_delivered_read_or_failed_as_planned_and_the_record_says_what_was_acknowledged()
-> anyhow::Result<()> {
    let receiver = Receiver::start(0).await;
    let mut config = with_receiver(quiet_config(), &receiver);
    config.mps = None;
    config.tier = Tier::Unlimited;
    config.webhooks.read_rate = 0.5;
    config.webhooks.skip_delivered_rate = 0.3;
    config.recipients.not_on_whatsapp_rate = 0.1;
    let sim = start(config).await;
    let mut wamids = Vec::new();
    for i in 0..100 {
        wamids.push(sim.accepted(&hello(&format!("+1555200{i:04}"))).await);
    }
    let records = loop {
        let records = sim.handle.records();
        if records
            .iter()
            .all(|r| r.acknowledged_final() == r.planned_final())
        {
            break records;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    let finals: BTreeSet<_> = records
        .iter()
        .filter_map(|r| r.planned_final().map(str::to_owned))
        .collect();
    assert_eq!(
        finals,
        ["delivered", "failed", "read"]
            .into_iter()
            .map(String::from)
            .collect(),
        "with these rates, messages end in every final state"
    );
    assert!(
        records
            .iter()
            .any(|r| r.planned_final() == Some("read")
                && !r.planned.iter().any(|s| s == "delivered")),
        "with a skip rate, some read messages never get a delivered status"
    );
    let mut seen: HashMap<String, Vec<String>> = HashMap::new();
    for status in receiver.statuses() {
        seen.entry(status["id"].as_str().unwrap().to_owned())
            .or_default()
            .push(status["status"].as_str().unwrap().to_owned());
    }
    for record in &records {
        let got: BTreeSet<_> = seen[&record.wamid].iter().cloned().collect();
        let planned: BTreeSet<_> = record.planned.iter().cloned().collect();
        assert_eq!(
            got, planned,
            "the receiver got exactly the planned statuses of {}",
            record.wamid
        );
        if record.planned_final() == Some("read")
            && !record.planned.contains(&"delivered".to_owned())
        {
            assert!(
                !got.contains("delivered"),
                "a skipped delivered is never posted"
            );
        }
    }
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn statuses_are_batched_duplicated_and_reordered_as_configured() -> anyhow::Result<()> {
    let receiver = Receiver::start(0).await;
    let mut config = with_receiver(quiet_config(), &receiver);
    config.mps = None;
    config.tier = Tier::Unlimited;
    config.webhooks.duplicate_rate = 1.0;
    config.webhooks.reorder_rate = 1.0;
    config.webhooks.read_rate = 1.0;
    config.webhooks.batch_window = Duration::from_millis(200);
    config.webhooks.sent_after = (Duration::from_millis(50), Duration::from_millis(50));
    let sim = start(config).await;
    for i in 0..20 {
        sim.accepted(&hello(&format!("+1555300{i:04}"))).await;
    }
    let posts = receiver
        .wait_for("every status twice", |posts| {
            posts
                .iter()
                .flat_map(|p| changes(&p.json, "messages"))
                .map(|v| v["statuses"].as_array().map_or(0, Vec::len))
                .sum::<usize>()
                >= 20 * 3 * 2
        })
        .await;
    let biggest = posts
        .iter()
        .map(|p| {
            changes(&p.json, "messages")
                .iter()
                .map(|v| v["statuses"].as_array().map_or(0, Vec::len))
                .sum::<usize>()
        })
        .max()
        .unwrap();
    assert!(
        biggest > 1,
        "statuses due together arrive batched in one POST"
    );
    let statuses = receiver.statuses();
    let mut per_message: HashMap<&str, Vec<&str>> = HashMap::new();
    for s in &statuses {
        per_message
            .entry(s["id"].as_str().unwrap())
            .or_default()
            .push(s["status"].as_str().unwrap());
    }
    for (wamid, arrived) in &per_message {
        for status in ["sent", "delivered", "read"] {
            assert_eq!(
                arrived.iter().filter(|s| **s == status).count(),
                2,
                "{wamid}: with a duplicate rate of 1, {status} arrives twice"
            );
        }
        let first: Vec<&str> = arrived.iter().fold(Vec::new(), |mut acc, s| {
            if !acc.contains(s) {
                acc.push(*s);
            }
            acc
        });
        assert_ne!(
            first,
            vec!["sent", "delivered", "read"],
            "{wamid}: with a reorder rate of 1, statuses arrive out of order"
        );
    }
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_post_the_receiver_refuses_is_retried_with_the_same_bytes_until_it_gets_200()
-> anyhow::Result<()> {
    let receiver = Receiver::start(3).await;
    let mut config = with_receiver(quiet_config(), &receiver);
    config.time_scale = 0.01;
    config.webhooks.read_rate = 0.0;
    config.webhooks.delivered_after = (Duration::from_secs(3600), Duration::from_secs(3600));
    let sim = start(config).await;
    let wamid = sim.accepted(&hello("+923001234567")).await;
    receiver
        .wait_for("the sent status after three refusals", |posts| {
            !posts.is_empty()
        })
        .await;
    let stats = sim.handle.stats();
    assert_eq!(
        stats.counters.webhook_failures, 3,
        "the first three POSTs were refused by the receiver"
    );
    assert_eq!(
        stats.counters.webhook_posts, 4,
        "and retried until the fourth succeeded"
    );
    let record = sim
        .wait_record(&wamid, |r| !r.acknowledged.is_empty())
        .await;
    assert_eq!(
        record.acknowledged,
        vec!["sent"],
        "only acknowledged statuses count as emitted"
    );
    let attempts = receiver.all_posts();
    assert_eq!(attempts.len(), 4);
    assert!(
        attempts
            .iter()
            .all(|p| p.body == attempts[0].body && p.signature == attempts[0].signature),
        "a retry carries the same bytes and signature as the first try"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_post_never_acknowledged_is_dropped_after_the_retry_period() -> anyhow::Result<()> {
    let receiver = Receiver::start(u32::MAX).await;
    let mut config = with_receiver(quiet_config(), &receiver);
    config.time_scale = 0.001;
    config.webhooks.read_rate = 0.0;
    config.webhooks.delivered_after = (Duration::from_secs(10_000), Duration::from_secs(10_000));
    config.webhooks.retry_for = Duration::from_secs(60);
    config.webhooks.retry_max_interval = Duration::from_secs(8);
    let sim = start(config).await;
    let wamid = sim.accepted(&hello("+923001234567")).await;
    for _ in 0..1_000 {
        if sim.handle.stats().counters.webhooks_dropped == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let stats = sim.handle.stats();
    assert_eq!(
        stats.counters.webhooks_dropped, 1,
        "after the retry period Meta gives up: {stats:?}"
    );
    assert!(
        stats.counters.webhook_posts >= 8,
        "it retried many times first, less and less often: {stats:?}"
    );
    let record = sim
        .handle
        .records()
        .into_iter()
        .find(|r| r.wamid == wamid)
        .unwrap();
    assert!(
        record.acknowledged.is_empty(),
        "a dropped status was never emitted"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn preferences_and_template_changes_arrive_as_their_own_webhooks() -> anyhow::Result<()> {
    let receiver = Receiver::start(0).await;
    let sim = start(with_receiver(quiet_config(), &receiver)).await;
    sim.handle.set_marketing_preference("+923001234567", true)?;
    sim.handle
        .set_template_status("spring_sale", "en_US", "PAUSED", "LOW_QUALITY")?;
    sim.handle.set_tier(Tier::Tier10K);
    sim.handle.set_quality("YELLOW");
    let posts = receiver
        .wait_for("four kinds of updates", |posts| {
            [
                "user_preferences",
                "message_template_status_update",
                "business_capability_update",
                "phone_number_quality_update",
            ]
            .iter()
            .all(|field| posts.iter().any(|p| !changes(&p.json, field).is_empty()))
        })
        .await;
    let find = |field: &str| {
        posts
            .iter()
            .flat_map(|p| changes(&p.json, field))
            .next()
            .unwrap()
    };
    let preference = find("user_preferences");
    assert_eq!(preference["user_preferences"][0]["value"], "stop");
    assert_eq!(
        preference["user_preferences"][0]["category"],
        "marketing_messages"
    );
    assert_eq!(preference["user_preferences"][0]["wa_id"], "923001234567");
    let template_update = find("message_template_status_update");
    assert_eq!(template_update["event"], "PAUSED");
    assert_eq!(template_update["message_template_name"], "spring_sale");
    assert_eq!(template_update["reason"], "LOW_QUALITY");
    assert_eq!(
        find("business_capability_update")["max_daily_conversations_per_business"],
        "TIER_10K"
    );
    assert_eq!(find("phone_number_quality_update")["event"], "DOWNGRADE");
    let (_, code, _) = sim
        .refused(&template(
            "+923001234567",
            "spring_sale",
            "en_US",
            json!([]),
        ))
        .await;
    assert_eq!(code, 132015, "sends to the paused template are refused");
    let (_, phone) = sim
        .get(&format!(
            "{}?fields=whatsapp_business_manager_messaging_limit,quality_rating",
            sim.handle.config().phone_number_id
        ))
        .await;
    assert_eq!(
        phone["whatsapp_business_manager_messaging_limit"],
        "TIER_10K"
    );
    assert_eq!(phone["quality_rating"], "YELLOW");
    sim.handle.shutdown().await?;
    Ok(())
}
