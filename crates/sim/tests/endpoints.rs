//! The other Graph endpoints Pacer uses: template listing with paging, phone-number fields,
//! media upload, and the webhook override with Meta's verification request.

mod support;

use std::time::Duration;

use serde_json::{Value, json};
use support::{Receiver, quiet_config, start, template};

#[tokio::test]
async fn templates_list_in_pages_that_follow_to_the_end() -> anyhow::Result<()> {
    let sim = start(quiet_config()).await;
    let waba = sim.handle.config().waba_id.clone();
    let mut names = Vec::new();
    let mut pages = 0;
    let mut next = Some(sim.url(&format!("{waba}/message_templates?limit=4")));
    while let Some(url) = next {
        let page: Value = sim
            .client
            .get(&url)
            .header("authorization", sim.token())
            .send()
            .await?
            .json()
            .await?;
        pages += 1;
        for t in page["data"].as_array().unwrap() {
            names.push(format!(
                "{}/{}",
                t["name"].as_str().unwrap(),
                t["language"].as_str().unwrap()
            ));
            assert!(
                t["components"].is_array() && t["status"].is_string() && t["category"].is_string(),
                "default fields include components, status, category: {t}"
            );
        }
        assert!(
            page["paging"]["cursors"]["after"].is_string(),
            "every page has cursors"
        );
        next = page["paging"]["next"].as_str().map(str::to_owned);
    }
    assert_eq!(pages, 3, "11 templates in pages of 4");
    assert_eq!(names.len(), 11, "every template is listed once: {names:?}");
    assert!(
        names.contains(&"order_shipped/es".to_owned()),
        "one name in two languages is two templates"
    );

    let (_, approved) = sim
        .get(&format!(
            "{waba}/message_templates?status=APPROVED&fields=name,status&limit=100"
        ))
        .await;
    let approved = approved["data"].as_array().unwrap();
    assert_eq!(
        approved.len(),
        7,
        "filtering by status keeps the approved ones"
    );
    assert!(
        approved.iter().all(|t| t
            .as_object()
            .unwrap()
            .keys()
            .all(|k| ["id", "name", "status"].contains(&k.as_str()))),
        "fields limits the keys (plus id): {approved:?}"
    );
    let (status, bad) = sim
        .get(&format!("{waba}/message_templates?after=garbage!"))
        .await;
    assert_eq!(
        (status, bad["error"]["code"].as_i64()),
        (400, Some(100)),
        "a bad cursor is an invalid parameter"
    );
    let (_, ttls) = sim
        .get(&format!(
            "{waba}/message_templates?fields=name,category,message_send_ttl_seconds&limit=100"
        ))
        .await;
    for t in ttls["data"].as_array().unwrap() {
        let expected = if t["category"] == "AUTHENTICATION" {
            json!(600)
        } else {
            Value::Null
        };
        assert_eq!(
            t["message_send_ttl_seconds"], expected,
            "an authentication template's time-to-live is listed when asked (Meta's default ten minutes); others have none: {t}"
        );
    }
    let (_, bad) = sim
        .get(&format!(
            "{waba}/message_templates?fields=name,secret_sauce"
        ))
        .await;
    assert_eq!(
        bad["error"]["code"], 100,
        "unknown fields are refused like Graph"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn phone_number_fields_report_tier_quality_throughput_and_name() -> anyhow::Result<()> {
    let sim = start(quiet_config()).await;
    let id = sim.handle.config().phone_number_id.clone();
    let (status, phone) = sim.get(&format!("{id}?fields=whatsapp_business_manager_messaging_limit,quality_rating,throughput,verified_name,display_phone_number")).await;
    assert_eq!(status, 200);
    assert_eq!(
        phone["whatsapp_business_manager_messaging_limit"], "TIER_250",
        "a new portfolio starts at 250"
    );
    assert_eq!(phone["quality_rating"], "GREEN");
    assert_eq!(phone["throughput"]["level"], "STANDARD");
    assert_eq!(phone["verified_name"], "Pacer Demo");
    assert_eq!(phone["id"], id.as_str(), "Graph always returns the id");
    let (_, old) = sim
        .client
        .get(format!(
            "{}/v23.0/{id}?fields=messaging_limit_tier",
            sim.handle.base_url()
        ))
        .header("authorization", sim.token())
        .send()
        .await
        .map(|r| (r.status(), r))?;
    let old: Value = old.json().await?;
    assert_eq!(
        old["messaging_limit_tier"], "TIER_250",
        "v23 and older still have messaging_limit_tier"
    );
    let (_, gone) = sim.get(&format!("{id}?fields=messaging_limit_tier")).await;
    assert_eq!(
        gone["error"]["code"], 100,
        "v24+ no longer has messaging_limit_tier"
    );
    sim.handle.set_throughput(1000);
    let (_, phone) = sim.get(&format!("{id}?fields=throughput")).await;
    assert_eq!(
        phone["throughput"]["level"], "HIGH",
        "an upgraded number reports HIGH"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

fn upload_form(bytes: Vec<u8>, mime: &str) -> reqwest::multipart::Form {
    reqwest::multipart::Form::new()
        .text("messaging_product", "whatsapp")
        .text("type", mime.to_owned())
        .part(
            "file",
            reqwest::multipart::Part::bytes(bytes)
                .file_name("INV-1.pdf")
                .mime_str(mime)
                .expect("a valid MIME type"),
        )
}

#[tokio::test]
async fn media_uploads_return_an_id_a_template_can_use_and_bad_files_are_refused()
-> anyhow::Result<()> {
    let mut config = quiet_config();
    config.time_scale = 0.000_000_5; // 30 days pass in about 1.3 s
    let sim = start(config).await;
    let url = sim.url(&format!("{}/media", sim.handle.config().phone_number_id));
    let upload = |form| {
        sim.client
            .post(&url)
            .header("authorization", sim.token())
            .multipart(form)
            .send()
    };
    let answer: Value = upload(upload_form(
        b"%PDF-1.7\n%fake invoice\n".to_vec(),
        "application/pdf",
    ))
    .await?
    .json()
    .await?;
    let media_id = answer["id"]
        .as_str()
        .expect("an upload answers with an id")
        .to_owned();
    assert!(
        media_id.bytes().all(|b| b.is_ascii_digit()),
        "media ids are digits like Meta's"
    );

    let invoice = |id: &str| {
        template(
            "+923001234567",
            "invoice_ready",
            "en_US",
            json!([
        {"type": "header", "parameters": [{"type": "document", "document": {"id": id, "filename": "INV-1.pdf"}}]},
        {"type": "body", "parameters": [{"type": "text", "text": "A"}, {"type": "text", "text": "INV-1"}, {"type": "text", "text": "1"}, {"type": "text", "text": "x"}]},
        {"type": "button", "sub_type": "url", "index": "0", "parameters": [{"type": "text", "text": "INV-1"}]}]),
        )
    };
    let good = sim.accepted(&invoice(&media_id)).await;
    let unknown = sim.accepted(&invoice("123456789")).await;
    assert_eq!(
        sim.wait_record(&good, |r| !r.planned.is_empty())
            .await
            .failure_code,
        None,
        "an uploaded PDF header is delivered"
    );
    assert_eq!(
        sim.wait_record(&unknown, |r| !r.planned.is_empty())
            .await
            .failure_code,
        Some(131053),
        "an unknown media id fails with 131053"
    );

    for (case, form, code) in [
        (
            "not a PDF",
            upload_form(b"<html>".to_vec(), "application/pdf"),
            131053,
        ),
        (
            "unsupported type",
            upload_form(b"MZ".to_vec(), "application/x-msdownload"),
            131053,
        ),
        (
            "empty file",
            upload_form(Vec::new(), "application/pdf"),
            131053,
        ),
        (
            "no messaging_product",
            reqwest::multipart::Form::new()
                .text("type", "application/pdf")
                .part(
                    "file",
                    reqwest::multipart::Part::bytes(b"%PDF-".to_vec()).file_name("a.pdf"),
                ),
            100,
        ),
        (
            "no file",
            reqwest::multipart::Form::new()
                .text("messaging_product", "whatsapp")
                .text("type", "application/pdf"),
            131008,
        ),
    ] {
        let answer: Value = upload(form).await?.json().await?;
        assert_eq!(
            answer["error"]["code"].as_i64(),
            Some(code),
            "{case}: {answer}"
        );
    }
    let (_, node) = sim.get(&media_id).await;
    assert_eq!(
        node["mime_type"], "application/pdf",
        "a media id can be looked up"
    );

    tokio::time::sleep(sim.handle.real(Duration::from_secs(30 * 24 * 3600 + 60))).await;
    let expired = sim.accepted(&invoice(&media_id)).await;
    assert_eq!(
        sim.wait_record(&expired, |r| !r.planned.is_empty())
            .await
            .failure_code,
        Some(131053),
        "an uploaded media id expires after 30 days"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_webhook_override_is_accepted_only_after_metas_verification_succeeds()
-> anyhow::Result<()> {
    let receiver = Receiver::start(0).await;
    let sim = start(quiet_config()).await;
    let url = sim.url(&format!("{}/subscribed_apps", sim.handle.config().waba_id));
    let subscribe = |body: Value| {
        sim.client
            .post(&url)
            .header("authorization", sim.token())
            .json(&body)
            .send()
    };

    let wrong: Value =
        subscribe(json!({"override_callback_uri": receiver.url, "verify_token": "not-the-token"}))
            .await?
            .json()
            .await?;
    assert_eq!(
        wrong["error"]["code"], 2200,
        "a wrong verify token fails Meta's verification: {wrong}"
    );
    assert!(
        wrong["error"]["message"].as_str().unwrap().contains("403"),
        "the message says what the callback answered"
    );
    let unreachable: Value = subscribe(
        json!({"override_callback_uri": "http://127.0.0.1:9/webhook", "verify_token": "verify-me"}),
    )
    .await?
    .json()
    .await?;
    assert_eq!(
        unreachable["error"]["code"], 2200,
        "an unreachable callback fails verification"
    );
    let no_token: Value = subscribe(json!({"override_callback_uri": receiver.url}))
        .await?
        .json()
        .await?;
    assert_eq!(
        no_token["error"]["code"], 100,
        "verify_token is required with an override"
    );
    assert_eq!(
        sim.handle.stats().webhook_url,
        None,
        "failed verifications change nothing"
    );

    let ok: Value =
        subscribe(json!({"override_callback_uri": receiver.url, "verify_token": "verify-me"}))
            .await?
            .json()
            .await?;
    assert_eq!(ok, json!({"success": true}));
    let (_, listed) = sim
        .get(&format!("{}/subscribed_apps", sim.handle.config().waba_id))
        .await;
    assert_eq!(
        listed["data"][0]["override_callback_uri"],
        receiver.url.as_str()
    );
    sim.accepted(&template(
        "+923001234567",
        "hello_world",
        "en_US",
        Value::Null,
    ))
    .await;
    receiver
        .wait_for("statuses at the new callback", |posts| !posts.is_empty())
        .await;

    let removed: Value = sim
        .client
        .post(&url)
        .header("authorization", sim.token())
        .send()
        .await?
        .json()
        .await?;
    assert_eq!(
        removed,
        json!({"success": true}),
        "a POST without a body removes the override"
    );
    assert_eq!(sim.handle.stats().webhook_url, None);
    sim.handle.shutdown().await?;
    Ok(())
}
