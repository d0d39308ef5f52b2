//! `POST /{version}/{phone_number_id}/messages`: Meta's answers to good and bad requests, over
//! real HTTP on loopback.

mod support;

use serde_json::{Value, json};
use support::{body_params, quiet_config, start, template, text};

#[tokio::test]
async fn a_text_message_gets_metas_success_shape() -> anyhow::Result<()> {
    let sim = start(quiet_config()).await;
    let (status, answer) = sim.send(&text("+92 300 123-4567", "hello")).await;
    assert_eq!(status, 200);
    assert_eq!(
        answer["messaging_product"], "whatsapp",
        "success carries messaging_product"
    );
    assert_eq!(
        answer["contacts"][0]["input"], "+92 300 123-4567",
        "contacts echo the input as sent"
    );
    assert_eq!(
        answer["contacts"][0]["wa_id"], "923001234567",
        "wa_id is digits without +"
    );
    let wamid = answer["messages"][0]["id"].as_str().unwrap();
    assert!(
        wamid.starts_with("wamid.") && wamid.len() <= 128,
        "a wamid like Meta's: {wamid}"
    );
    assert!(
        answer["messages"][0].get("message_status").is_none(),
        "message_status is only for templates"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn templates_are_accepted_with_exactly_the_parameters_their_definition_needs()
-> anyhow::Result<()> {
    let sim = start(quiet_config()).await;
    let to = "+923001234567";
    // Positional, with a PDF header by link and a URL button suffix.
    let invoice = template(
        to,
        "invoice_ready",
        "en_US",
        json!([
            {"type": "header", "parameters": [{"type": "document", "document": {"link": "https://files.example.com/INV-1.pdf", "filename": "INV-1.pdf"}}]},
            {"type": "body", "parameters": [
                {"type": "text", "text": "Ayesha"}, {"type": "text", "text": "INV-1"},
                {"type": "currency", "currency": {"fallback_value": "PKR 4,500", "code": "PKR", "amount_1000": 4500000}},
                {"type": "date_time", "date_time": {"fallback_value": "15 December"}}]},
            {"type": "button", "sub_type": "url", "index": "0", "parameters": [{"type": "text", "text": "INV-1"}]}
        ]),
    );
    let (status, answer) = sim.send(&invoice).await;
    assert_eq!(
        status, 200,
        "a complete invoice template is accepted: {answer}"
    );
    assert_eq!(
        answer["messages"][0]["message_status"], "accepted",
        "template sends report message_status"
    );

    // Named parameters in any order.
    let reminder = template(
        to,
        "payment_reminder",
        "en_US",
        json!([{"type": "body", "parameters": [
        {"type": "text", "parameter_name": "due_date", "text": "15 December"},
        {"type": "text", "parameter_name": "customer_name", "text": "Ayesha"},
        {"type": "text", "parameter_name": "amount", "text": "PKR 4,500"}]}]),
    );
    sim.accepted(&reminder).await;

    // Header text variable, second language, OTP copy-code button, no-parameter template.
    sim.accepted(&template(to, "order_shipped", "es", json!([
        {"type": "header", "parameters": [{"type": "text", "text": "#10234"}]},
        {"type": "body", "parameters": [{"type": "text", "text": "Ana"}, {"type": "text", "text": "viernes"}]}]))).await;
    sim.accepted(&template(to, "login_code", "en_US", json!([
        {"type": "body", "parameters": [{"type": "text", "text": "482913"}]},
        {"type": "button", "sub_type": "url", "index": 0, "parameters": [{"type": "text", "text": "482913"}]}]))).await;
    sim.accepted(&template(to, "hello_world", "en_US", Value::Null))
        .await;
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn template_mistakes_get_metas_template_codes() -> anyhow::Result<()> {
    let sim = start(quiet_config()).await;
    let to = "+923001234567";
    let cases: Vec<(&str, Value, i64)> = vec![
        (
            "unknown name",
            template(to, "no_such_template", "en_US", Value::Null),
            132001,
        ),
        (
            "wrong language",
            template(to, "hello_world", "fr", Value::Null),
            132001,
        ),
        (
            "pending template",
            template(to, "loyalty_welcome", "en_US", body_params(&["A"])),
            132001,
        ),
        (
            "rejected template",
            template(to, "flash_deal", "en_US", body_params(&["A"])),
            132001,
        ),
        (
            "paused template",
            template(to, "autumn_promo", "en_US", body_params(&["A"])),
            132015,
        ),
        (
            "disabled template",
            template(to, "winter_promo", "en_US", body_params(&["A"])),
            132016,
        ),
        (
            "too few body parameters",
            template(
                to,
                "payment_reminder",
                "en_US",
                json!([{"type": "body", "parameters": [
            {"type": "text", "parameter_name": "amount", "text": "1"}]}]),
            ),
            132000,
        ),
        (
            "too many body parameters",
            template(
                to,
                "order_shipped",
                "en_US",
                json!([
            {"type": "header", "parameters": [{"type": "text", "text": "#1"}]},
            {"type": "body", "parameters": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}, {"type": "text", "text": "c"}]}]),
            ),
            132000,
        ),
        (
            "missing document header",
            template(
                to,
                "invoice_ready",
                "en_US",
                json!([
            {"type": "body", "parameters": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}, {"type": "text", "text": "c"}, {"type": "text", "text": "d"}]},
            {"type": "button", "sub_type": "url", "index": "0", "parameters": [{"type": "text", "text": "x"}]}]),
            ),
            132000,
        ),
        (
            "missing URL button suffix",
            template(
                to,
                "invoice_ready",
                "en_US",
                json!([
            {"type": "header", "parameters": [{"type": "document", "document": {"link": "https://f.example/a.pdf"}}]},
            {"type": "body", "parameters": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}, {"type": "text", "text": "c"}, {"type": "text", "text": "d"}]}]),
            ),
            132000,
        ),
        (
            "image where the header is a document",
            template(
                to,
                "invoice_ready",
                "en_US",
                json!([
            {"type": "header", "parameters": [{"type": "image", "image": {"link": "https://f.example/a.jpg"}}]},
            {"type": "body", "parameters": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}, {"type": "text", "text": "c"}, {"type": "text", "text": "d"}]},
            {"type": "button", "sub_type": "url", "index": "0", "parameters": [{"type": "text", "text": "x"}]}]),
            ),
            132012,
        ),
        (
            "unknown parameter name",
            template(
                to,
                "payment_reminder",
                "en_US",
                json!([{"type": "body", "parameters": [
            {"type": "text", "parameter_name": "customer_name", "text": "A"},
            {"type": "text", "parameter_name": "amount", "text": "1"},
            {"type": "text", "parameter_name": "due", "text": "x"}]}]),
            ),
            132000,
        ),
        (
            "named template without names",
            template(
                to,
                "payment_reminder",
                "en_US",
                body_params(&["A", "1", "x"]),
            ),
            131008,
        ),
        (
            "newline in a parameter",
            template(
                to,
                "spring_sale",
                "en_US",
                json!([
            {"type": "header", "parameters": [{"type": "image", "image": {"link": "https://f.example/a.jpg"}}]},
            {"type": "body", "parameters": [{"type": "text", "text": "Ay\nesha"}, {"type": "text", "text": "20%"}, {"type": "text", "text": "May"}]}]),
            ),
            132018,
        ),
        (
            "five spaces in a parameter",
            template(
                to,
                "order_shipped",
                "en_US",
                json!([
            {"type": "header", "parameters": [{"type": "text", "text": "#1"}]},
            {"type": "body", "parameters": [{"type": "text", "text": "a     b"}, {"type": "text", "text": "b"}]}]),
            ),
            132018,
        ),
        (
            "header parameter over 60 characters",
            template(
                to,
                "order_shipped",
                "en_US",
                json!([
            {"type": "header", "parameters": [{"type": "text", "text": "x".repeat(61)}]},
            {"type": "body", "parameters": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]}]),
            ),
            100,
        ),
        (
            "empty text parameter",
            template(
                to,
                "order_shipped",
                "en_US",
                json!([
            {"type": "header", "parameters": [{"type": "text", "text": "#1"}]},
            {"type": "body", "parameters": [{"type": "text", "text": ""}, {"type": "text", "text": "b"}]}]),
            ),
            131008,
        ),
        (
            "template without language",
            json!({"messaging_product": "whatsapp", "to": to, "type": "template", "template": {"name": "hello_world"}}),
            131008,
        ),
    ];
    for (case, body, code) in cases {
        let (status, got, details) = sim.refused(&body).await;
        assert_eq!(
            got, code,
            "{case}: Meta answers {code} (details: {details})"
        );
        assert_eq!(status, 400, "{case}: template errors come with HTTP 400");
        assert!(
            !details.is_empty(),
            "{case}: error_data.details says what is wrong"
        );
    }
    assert_eq!(
        sim.handle.stats().counters.accepted,
        0,
        "nothing refused was sent"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn malformed_requests_get_validation_codes_never_a_crash() -> anyhow::Result<()> {
    let sim = start(quiet_config()).await;
    let cases: Vec<(&str, Vec<u8>, i64)> = vec![
        ("not JSON", b"{\"messaging_product\": ".to_vec(), 100),
        ("a JSON array", b"[1, 2]".to_vec(), 100),
        ("empty body", Vec::new(), 100),
        ("binary garbage", vec![0xff, 0xfe, 0x00, 0x13], 100),
        ("no messaging_product", json!({"to": "+923001234567", "text": {"body": "x"}}).to_string().into_bytes(), 100),
        ("wrong messaging_product", json!({"messaging_product": "sms", "to": "+923001234567", "text": {"body": "x"}}).to_string().into_bytes(), 100),
        ("no recipient", json!({"messaging_product": "whatsapp", "text": {"body": "x"}}).to_string().into_bytes(), 131008),
        ("recipient is a number", json!({"messaging_product": "whatsapp", "to": 923001234567u64, "text": {"body": "x"}}).to_string().into_bytes(), 100),
        ("recipient is not a phone number", text("call me maybe", "x").to_string().into_bytes(), 131009),
        ("recipient too short", text("+92 300", "x").to_string().into_bytes(), 131009),
        ("no text object", json!({"messaging_product": "whatsapp", "to": "+923001234567", "type": "text"}).to_string().into_bytes(), 131008),
        ("text body is an object", json!({"messaging_product": "whatsapp", "to": "+923001234567", "text": {"body": {"a": 1}}}).to_string().into_bytes(), 100),
        ("text body too long", text("+923001234567", &"x".repeat(4097)).to_string().into_bytes(), 100),
        ("unknown type", json!({"messaging_product": "whatsapp", "to": "+923001234567", "type": "fax"}).to_string().into_bytes(), 100),
        ("callback data too long", {
            let mut body = text("+923001234567", "x");
            body["biz_opaque_callback_data"] = json!("k".repeat(513));
            body.to_string().into_bytes()
        }, 100),
        ("document without id or link", json!({"messaging_product": "whatsapp", "to": "+923001234567", "type": "document", "document": {"filename": "a.pdf"}}).to_string().into_bytes(), 131008),
        ("document link not http", json!({"messaging_product": "whatsapp", "to": "+923001234567", "type": "document", "document": {"link": "file:///etc/passwd"}}).to_string().into_bytes(), 131009),
    ];
    for (case, body, code) in cases {
        let (status, answer) = sim.send_raw(body).await;
        assert_eq!(
            answer["error"]["code"].as_i64(),
            Some(code),
            "{case}: expected code {code}, got {answer}"
        );
        assert_eq!(status, 400, "{case}: validation errors are HTTP 400");
    }
    // 4,096 characters is the limit, not beyond it.
    sim.accepted(&text("+923001234567", &"é".repeat(4096)))
        .await;
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_huge_body_gets_a_meta_error_and_the_connection_is_not_left_hanging() -> anyhow::Result<()>
{
    let mut config = quiet_config();
    config.max_body_bytes = 64 * 1024;
    let sim = start(config).await;
    let mut body = text("+923001234567", "x");
    body["padding"] = json!("p".repeat(512 * 1024));
    let (status, answer) = sim.send(&body).await;
    assert_eq!(status, 413, "a body over the limit is refused as too large");
    assert_eq!(
        answer["error"]["code"], 100,
        "with Meta's invalid-parameter code: {answer}"
    );
    // The simulator still answers afterwards.
    sim.accepted(&text("+923001234567", "still here")).await;
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn tokens_ids_and_versions_are_checked_like_graph() -> anyhow::Result<()> {
    let sim = start(quiet_config()).await;
    let body = text("+923001234567", "x").to_string();
    let post = |url: String, auth: Option<&str>| {
        let mut request = sim
            .client
            .post(url)
            .header("content-type", "application/json")
            .body(body.clone());
        if let Some(auth) = auth {
            request = request.header("authorization", auth);
        }
        request.send()
    };
    let wrong = post(sim.messages_url(), Some("Bearer wrong-token")).await?;
    assert_eq!(wrong.status(), 401);
    let wrong: Value = wrong.json().await?;
    assert_eq!(wrong["error"]["code"], 190, "a wrong token is error 190");
    let missing: Value = post(sim.messages_url(), None).await?.json().await?;
    assert_eq!(
        missing["error"]["code"], 190,
        "a missing token is error 190"
    );
    let query_token = post(
        format!(
            "{}?access_token={}",
            sim.messages_url(),
            sim.handle.config().access_token
        ),
        None,
    )
    .await?;
    assert_eq!(
        query_token.status(),
        200,
        "Graph also takes the token from the query"
    );

    let other_number: Value = post(sim.url("999999999/messages"), Some(&sim.token()))
        .await?
        .json()
        .await?;
    assert_eq!(
        (
            other_number["error"]["code"].as_i64(),
            other_number["error"]["error_subcode"].as_i64()
        ),
        (Some(100), Some(33)),
        "an unknown phone number id is Graph's unsupported request: {other_number}"
    );
    let bad_version: Value = post(
        format!(
            "{}/v2x/{}/messages",
            sim.handle.base_url(),
            sim.handle.config().phone_number_id
        ),
        Some(&sim.token()),
    )
    .await?
    .json()
    .await?;
    assert_eq!(
        bad_version["error"]["code"], 2500,
        "an unknown version is an unknown path: {bad_version}"
    );
    let deleted = sim
        .client
        .delete(sim.messages_url())
        .header("authorization", sim.token())
        .send()
        .await?;
    assert_eq!(
        deleted.status(),
        400,
        "a method the edge does not support is refused like Graph"
    );
    assert_eq!(
        sim.handle.stats().counters.accepted,
        1,
        "only the request with a valid token was sent"
    );
    sim.handle.shutdown().await?;
    Ok(())
}
