//! The simulator's customers: every kind of message Meta delivers, in Meta's shape, with real
//! files behind media ids; and customers who answer template messages on their own.

mod support;

use std::collections::{BTreeSet, HashMap};
use std::time::Duration;

use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use support::{Receiver, changes, quiet_config, start, template};

/// Every inbound message posted so far.
fn inbound(receiver: &Receiver) -> Vec<Value> {
    receiver
        .posts()
        .iter()
        .flat_map(|p| changes(&p.json, "messages"))
        .flat_map(|v| v["messages"].as_array().cloned().unwrap_or_default())
        .collect()
}

async fn control(sim: &support::Sim, path: &str, body: Value) -> (u16, Value) {
    let response = sim
        .client
        .post(format!("{}/_sim/{path}", sim.handle.base_url()))
        .json(&body)
        .send()
        .await
        .expect("the simulator answers");
    let status = response.status().as_u16();
    (status, response.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn a_customer_can_send_every_kind_meta_delivers() -> anyhow::Result<()> {
    let receiver = Receiver::start(0).await;
    let mut config = quiet_config();
    config.webhooks.url = Some(receiver.url.clone());
    let sim = start(config).await;
    let from = "+923001234567";
    let requests = [
        json!({"from": from, "type": "text", "text": "Paid, thank you"}),
        json!({"from": from, "type": "image", "image": {"caption": "Bank slip"}}),
        json!({"from": from, "type": "video"}),
        json!({"from": from, "type": "audio"}),
        json!({"from": from, "type": "document", "document": {"filename": "slip.pdf"}}),
        json!({"from": from, "type": "sticker"}),
        json!({"from": from, "type": "location"}),
        json!({"from": from, "type": "contacts"}),
        json!({"from": from, "type": "button", "button": {"text": "Pay now"}, "context": {"id": "wamid.X"}}),
        json!({"from": from, "type": "interactive", "interactive": {"type": "list_reply", "list_reply": {"id": "a", "title": "Card"}}}),
        json!({"from": from, "type": "reaction", "reaction": {"message_id": "wamid.X", "emoji": "👍"}}),
        json!({"from": from, "type": "order"}),
        json!({"from": from, "type": "unsupported"}),
    ];
    let mut media_ids = HashMap::new();
    for request in &requests {
        let (status, answer) = control(&sim, "inbound", request.clone()).await;
        assert_eq!(
            status, 200,
            "every kind Meta delivers can be sent: {request} → {answer}"
        );
        assert!(
            answer["id"]
                .as_str()
                .is_some_and(|id| id.starts_with("wamid."))
        );
        if let Some(media_id) = answer["media_id"].as_str() {
            media_ids.insert(
                request["type"].as_str().unwrap().to_owned(),
                media_id.to_owned(),
            );
        }
    }
    let kinds: BTreeSet<&str> = ["image", "video", "audio", "document", "sticker"].into();
    assert_eq!(
        media_ids
            .keys()
            .map(String::as_str)
            .collect::<BTreeSet<_>>(),
        kinds,
        "every media kind, and only those, gets a file"
    );
    receiver
        .wait_for("every message", |posts| {
            posts
                .iter()
                .flat_map(|p| changes(&p.json, "messages"))
                .flat_map(|v| v["messages"].as_array().cloned().unwrap_or_default())
                .count()
                >= requests.len()
        })
        .await;
    let messages = inbound(&receiver);
    let by_kind: HashMap<&str, &Value> = messages
        .iter()
        .map(|m| (m["type"].as_str().unwrap(), m))
        .collect();
    assert_eq!(by_kind["text"]["text"]["body"], "Paid, thank you");
    let image = &by_kind["image"]["image"];
    assert_eq!(
        image["caption"], "Bank slip",
        "what the customer wrote stays"
    );
    assert_eq!(image["mime_type"], "image/jpeg");
    assert_eq!(image["id"], media_ids["image"].as_str());
    assert_eq!(by_kind["document"]["document"]["filename"], "slip.pdf");
    assert_eq!(
        by_kind["audio"]["audio"]["voice"], true,
        "a customer's audio is a voice note unless said"
    );
    assert_eq!(
        by_kind["button"]["button"]["payload"], "Pay now",
        "a button's payload defaults to its text"
    );
    assert_eq!(
        by_kind["button"]["context"]["id"], "wamid.X",
        "a tap names the message it answers"
    );
    assert_eq!(
        by_kind["interactive"]["interactive"]["list_reply"]["title"],
        "Card"
    );
    assert_eq!(by_kind["reaction"]["reaction"]["emoji"], "👍");
    assert_eq!(
        by_kind["unsupported"]["errors"][0]["code"], 131051,
        "Meta says why it cannot show a kind"
    );
    assert!(by_kind["location"]["location"]["latitude"].is_number());
    assert!(by_kind["contacts"]["contacts"].is_array());
    assert!(by_kind["order"]["order"]["product_items"].is_array());

    // The photo is behind its id, as Meta keeps it: the webhook's base64 SHA-256, the node's
    // hex one and the bytes all agree.
    let (status, node) = sim.get(&media_ids["image"]).await;
    assert_eq!(status, 200, "{node}");
    assert!(
        node["file_size"].as_str().is_some(),
        "Meta sends the size as a string"
    );
    let bytes = sim
        .client
        .get(node["url"].as_str().unwrap())
        .header("authorization", sim.token())
        .send()
        .await?
        .bytes()
        .await?;
    let sha = Sha256::digest(&bytes);
    assert_eq!(
        node["sha256"],
        hex::encode(sha),
        "the node's hash is of the bytes"
    );
    use base64::Engine as _;
    assert_eq!(
        image["sha256"],
        base64::engine::general_purpose::STANDARD.encode(sha),
        "the webhook's hash is the same, in base64"
    );
    let unauthorised = sim.client.get(node["url"].as_str().unwrap()).send().await?;
    assert_eq!(
        unauthorised.status().as_u16(),
        401,
        "the download URL wants the token"
    );

    // Expired through the control: the node answers error 100, like an id Meta never had.
    let (status, _) = control(&sim, "media/expire", json!({"id": media_ids["image"]})).await;
    assert_eq!(status, 204);
    let (status, gone) = sim.get(&media_ids["image"]).await;
    assert_eq!(
        (status, gone["error"]["code"].as_i64()),
        (400, Some(100)),
        "{gone}"
    );

    // Requests that cannot be carried out say why.
    for bad in [
        json!({"from": from, "type": "hologram"}),
        json!({"from": from, "type": "button"}),
        json!({"from": from, "type": "reaction", "reaction": {"emoji": "👍"}}),
        json!({"from": "not a number", "type": "text"}),
    ] {
        let (status, answer) = control(&sim, "inbound", bad.clone()).await;
        assert_eq!(status, 400, "{bad} is refused");
        assert!(
            answer["error"].as_str().is_some_and(|e| !e.is_empty()),
            "with words: {answer}"
        );
    }
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn customers_answer_templates_on_their_own_and_stop_means_stop() -> anyhow::Result<()> {
    let receiver = Receiver::start(0).await;
    let mut config = quiet_config();
    config.webhooks.url = Some(receiver.url.clone());
    config.recipients.customer_replies = 1.0;
    config.pair = None;
    // Replies come half a minute to ten minutes later: a thousand times faster here.
    config.time_scale = 0.001;
    let sim = start(config).await;
    let sale = |to: &str| {
        template(
            to,
            "spring_sale",
            "en_US",
            json!([
                {"type": "header", "parameters": [{"type": "image", "image": {"link": "https://example.com/sale.jpg"}}]},
                {"type": "body", "parameters": [{"type": "text", "text": "Ayesha"}, {"type": "text", "text": "20%"}, {"type": "text", "text": "31 March"}]}
            ]),
        )
    };
    let mut sent = HashMap::new();
    for i in 0..40 {
        let to = format!("9230012340{i:02}");
        sent.insert(to.clone(), sim.accepted(&sale(&to)).await);
    }
    receiver
        .wait_for("an answer from every customer", |_| {
            inbound(&receiver)
                .iter()
                .map(|m| m["from"].as_str().unwrap_or_default().to_owned())
                .collect::<BTreeSet<_>>()
                .len()
                == sent.len()
        })
        .await;
    let answers = inbound(&receiver);
    let names: Vec<String> = receiver
        .posts()
        .iter()
        .flat_map(|p| changes(&p.json, "messages"))
        .flat_map(|v| v["contacts"].as_array().cloned().unwrap_or_default())
        .map(|c| c["profile"]["name"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert!(
        !names.is_empty() && names.iter().all(|n| !n.is_empty()),
        "a customer who answers has a profile name: {names:?}"
    );
    let kinds: BTreeSet<&str> = answers.iter().filter_map(|m| m["type"].as_str()).collect();
    assert!(
        kinds.contains("text") && kinds.contains("image") && kinds.contains("button"),
        "a mix of answers: {kinds:?}"
    );
    for tap in answers.iter().filter(|m| m["type"] == "button") {
        let from = tap["from"].as_str().unwrap();
        assert_eq!(
            tap["context"]["id"].as_str(),
            Some(sent[from].as_str()),
            "a tap answers the message it was on"
        );
        assert_eq!(
            tap["button"]["payload"], "Stop promotions",
            "the template's own quick reply"
        );
    }
    let stopped: Vec<&str> = answers
        .iter()
        .filter(|m| m["text"]["body"] == "STOP")
        .map(|m| m["from"].as_str().unwrap())
        .collect();
    assert!(!stopped.is_empty(), "some customers say STOP");
    // Like Meta: their choice is posted, and marketing to them now fails with 131050.
    receiver
        .wait_for("the marketing choices", |posts| {
            posts
                .iter()
                .flat_map(|p| changes(&p.json, "user_preferences"))
                .count()
                >= 1
        })
        .await;
    let again = sim.accepted(&sale(stopped[0])).await;
    let record = sim.wait_record(&again, |r| r.failure_code.is_some()).await;
    assert_eq!(
        record.failure_code,
        Some(131050),
        "a customer who said STOP gets no more marketing"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_slow_download_trickles_only_as_often_as_asked() -> anyhow::Result<()> {
    let sim = start(quiet_config()).await;
    let sent = sim.handle.customer_sends(pacer_sim::CustomerMessage {
        from: "+923001234567".into(),
        kind: "sticker".into(),
        ..pacer_sim::CustomerMessage::default()
    })?;
    let (_, node) = sim.get(&sent.media_id.unwrap()).await;
    let url = node["url"].as_str().unwrap().to_owned();
    let (status, _) = control(
        &sim,
        "media/slow",
        json!({"bytes_per_second": 1, "count": 1}),
    )
    .await;
    assert_eq!(status, 204);
    let mut slow = sim
        .client
        .get(&url)
        .header("authorization", sim.token())
        .send()
        .await?;
    let first = tokio::time::timeout(Duration::from_secs(3), slow.chunk()).await??;
    assert_eq!(first.map(|c| c.len()), Some(1), "one byte at a time");
    let next = tokio::time::timeout(Duration::from_millis(300), slow.chunk()).await;
    assert!(next.is_err(), "the next byte waits its second");
    let fast = sim
        .client
        .get(&url)
        .header("authorization", sim.token())
        .send()
        .await?
        .bytes()
        .await?;
    assert!(
        fast.starts_with(b"RIFF"),
        "after `count` slow downloads the file comes at once"
    );
    sim.handle.shutdown().await?;
    Ok(())
}
