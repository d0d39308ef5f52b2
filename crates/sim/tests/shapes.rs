//! Meta's exact JSON shapes, pinned as snapshots: a success, a refusal, and a webhook POST.
//! Ids and times that change from run to run are redacted; everything else must not drift.

mod support;

use std::time::Duration;

use serde_json::{Value, json};
use support::{Receiver, quiet_config, start, template, text};

#[tokio::test]
async fn success_refusal_and_status_webhook_shapes() -> anyhow::Result<()> {
    let receiver = Receiver::start(0).await;
    let mut config = quiet_config();
    config.webhooks.url = Some(receiver.url.clone());
    config.webhooks.read_rate = 0.0;
    config.webhooks.delivered_after = (Duration::from_secs(3600), Duration::from_secs(3600));
    config.pair = Some(pacer_sim::PairLimit {
        period: Duration::from_secs(6),
        burst: 1,
    });
    config.time_scale = 10.0;
    let sim = start(config).await;

    let mut message = template("+92 300 1234567", "hello_world", "en_US", Value::Null);
    message["biz_opaque_callback_data"] = json!("ledger:42");
    let (_, success) = sim.send(&message).await;
    insta::assert_json_snapshot!("template_accepted", success, { ".messages[0].id" => "[wamid]" });

    let (_, refusal) = sim.send(&text("+923001234567", "again, at once")).await;
    insta::assert_json_snapshot!("pair_limit_refusal", refusal, { ".error.fbtrace_id" => "[trace]" });

    let posts = receiver
        .wait_for("the sent status", |posts| !posts.is_empty())
        .await;
    insta::assert_json_snapshot!("sent_status_webhook", posts[0].json, {
        ".entry[0].changes[0].value.statuses[0].id" => "[wamid]",
        ".entry[0].changes[0].value.statuses[0].timestamp" => "[unix seconds]",
    });
    sim.handle.shutdown().await?;
    Ok(())
}
