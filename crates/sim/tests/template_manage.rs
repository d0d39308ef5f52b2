//! Template management as Meta does it, over real HTTP: creation refused on the spot for each
//! mistake Meta refuses, PENDING then APPROVED or REJECTED after the review with Meta's status
//! webhook, edits sent back to review, deletion by name, and a created template listed and
//! sent once approved.

mod support;

use std::time::Duration;

use pacer_sim::SimConfig;
use serde_json::{Value, json};
use support::{Post, Receiver, Sim, body_params, changes, quiet_config, start, template};

/// A simulator whose reviews take 5 simulated seconds (the default) at a hundredth of real
/// time, posting webhooks to `receiver`.
fn config_with(receiver: &Receiver) -> SimConfig {
    let mut config = quiet_config();
    config.time_scale = 0.01;
    config.webhooks.url = Some(receiver.url.clone());
    config
}

fn valid() -> Value {
    json!({
        "name": "order_ready",
        "language": "en_US",
        "category": "UTILITY",
        "components": [
            {"type": "BODY", "text": "Hello {{1}}, your order {{2}} is ready for pickup.",
             "example": {"body_text": [["Ayesha", "A-42"]]}}
        ]
    })
}

fn with_body(text: &str, example: Value) -> Value {
    let mut body = valid();
    body["components"] = json!([{"type": "BODY", "text": text, "example": example}]);
    body
}

fn with_components(extra: Value) -> Value {
    let mut body = valid();
    let mut components = body["components"].as_array().cloned().unwrap_or_default();
    components.extend(extra.as_array().cloned().unwrap_or_default());
    body["components"] = json!(components);
    body
}

fn buttons(list: Value) -> Value {
    with_components(json!([{"type": "BUTTONS", "buttons": list}]))
}

fn quick(text: &str) -> Value {
    json!({"type": "QUICK_REPLY", "text": text})
}

fn link(text: &str) -> Value {
    json!({"type": "URL", "text": text, "url": "https://example.com/track"})
}

fn phone(text: &str) -> Value {
    json!({"type": "PHONE_NUMBER", "text": text, "phone_number": "+923001234567"})
}

impl Sim {
    fn templates_url(&self) -> String {
        self.url(&format!(
            "{}/message_templates",
            self.handle.config().waba_id
        ))
    }

    async fn post_json(&self, url: &str, body: Vec<u8>) -> (u16, Value) {
        let response = self
            .client
            .post(url)
            .header("authorization", self.token())
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .expect("the simulator answers");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    async fn create(&self, body: &Value) -> (u16, Value) {
        self.post_json(&self.templates_url(), body.to_string().into_bytes())
            .await
    }

    async fn edit(&self, id: &str, body: &Value) -> (u16, Value) {
        self.post_json(&self.url(id), body.to_string().into_bytes())
            .await
    }

    async fn delete(&self, query: &str) -> (u16, Value) {
        let response = self
            .client
            .delete(format!("{}?{query}", self.templates_url()))
            .header("authorization", self.token())
            .send()
            .await
            .expect("the simulator answers");
        let status = response.status().as_u16();
        (status, response.json().await.unwrap_or(Value::Null))
    }

    /// The listed templates called `name`, in every language.
    async fn listed(&self, name: &str) -> Vec<Value> {
        let (status, page) = self
            .get(&format!(
                "{}/message_templates?name={name}&limit=100",
                self.handle.config().waba_id
            ))
            .await;
        assert_eq!(status, 200, "{page}");
        page["data"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|t| t["name"] == name)
            .cloned()
            .collect()
    }
}

/// Every `message_template_status_update` value received so far.
fn template_updates(posts: &[Post]) -> Vec<Value> {
    posts
        .iter()
        .flat_map(|p| changes(&p.json, "message_template_status_update"))
        .collect()
}

async fn wait_event(receiver: &Receiver, name: &str, event: &str, count: usize) -> Value {
    let posts = receiver
        .wait_for(&format!("{name} {event}"), |posts| {
            template_updates(posts)
                .iter()
                .filter(|u| u["message_template_name"] == name && u["event"] == event)
                .count()
                >= count
        })
        .await;
    template_updates(&posts)
        .into_iter()
        .rfind(|u| u["message_template_name"] == name && u["event"] == event)
        .unwrap_or_default()
}

/// Asserts Meta's error shape and returns (code, subcode).
fn refusal(status: u16, answer: &Value, case: &str) -> (i64, Option<i64>) {
    assert_eq!(status, 400, "{case}: {answer}");
    let error = &answer["error"];
    assert!(
        error["message"].is_string()
            && error["type"].is_string()
            && error["fbtrace_id"].is_string(),
        "{case}: Meta's error shape: {answer}"
    );
    (
        error["code"].as_i64().unwrap_or_default(),
        error["error_subcode"].as_i64(),
    )
}

#[tokio::test]
async fn each_mistake_meta_refuses_on_the_spot_is_refused_with_its_error() -> anyhow::Result<()> {
    let sim = start(quiet_config()).await;
    let long = |n: usize| "word ".repeat(n / 5 + 1)[..n].to_owned();
    let mut bad_name = valid();
    bad_name["name"] = json!("Order Ready");
    let mut long_name = valid();
    long_name["name"] = json!("a".repeat(513));
    let mut duplicate = valid();
    duplicate["name"] = json!("hello_world");
    let mut unknown_category = valid();
    unknown_category["category"] = json!("PROMOTIONS");
    let mut no_body = valid();
    no_body["components"] = json!([{"type": "FOOTER", "text": "Thanks"}]);
    let mut named_upper = with_body(
        "Hi {{FirstName}}, your order is ready now.",
        json!({"body_text_named_params": [{"param_name": "FirstName", "example": "Ayesha"}]}),
    );
    named_upper["parameter_format"] = json!("NAMED");
    let header = |text: &str| json!({"type": "HEADER", "format": "TEXT", "text": text});
    let cases: Vec<(&str, Value, Option<i64>)> = vec![
        ("a name with capitals and a space", bad_name, None),
        ("a name of 513 characters", long_name, None),
        ("a name and language that exist", duplicate, Some(2_388_024)),
        ("an unknown category", unknown_category, None),
        ("no body", no_body, None),
        (
            "two headers",
            with_components(json!([header("One"), header("Two")])),
            Some(2_388_047),
        ),
        (
            "a body of 1,025 characters",
            with_body(&long(1_025), json!({})),
            Some(2_388_040),
        ),
        (
            "a header of 61 characters",
            with_components(json!([header(&long(61))])),
            Some(2_388_040),
        ),
        (
            "a footer of 61 characters",
            with_components(json!([{"type": "FOOTER", "text": long(61)}])),
            Some(2_388_040),
        ),
        (
            "eleven buttons",
            buttons(json!(
                (0..11)
                    .map(|i| quick(&format!("Choice {i}")))
                    .collect::<Vec<_>>()
            )),
            None,
        ),
        (
            "quick replies not together",
            buttons(json!([quick("Yes"), link("Track"), quick("No")])),
            None,
        ),
        (
            "three URL buttons",
            buttons(json!([link("One"), link("Two"), link("Three")])),
            None,
        ),
        (
            "two phone buttons",
            buttons(json!([phone("Call us"), phone("Call again")])),
            None,
        ),
        (
            "a variable at the start",
            with_body(
                "{{1}}, your order is ready for pickup.",
                json!({"body_text": [["Ayesha"]]}),
            ),
            Some(2_388_299),
        ),
        (
            "a variable at the end",
            with_body(
                "Your order is ready for pickup, {{1}}",
                json!({"body_text": [["Ayesha"]]}),
            ),
            Some(2_388_299),
        ),
        (
            "too many variables for the length",
            with_body(
                "Hi {{1}}, {{2}}, {{3}} and {{4}} now.",
                json!({"body_text": [["a", "b", "c", "d"]]}),
            ),
            Some(2_388_293),
        ),
        (
            "no samples for the variables",
            with_body("Hello {{1}}, your order is ready for pickup.", json!({})),
            None,
        ),
        (
            "positional variables out of order",
            with_body(
                "Hello {{2}}, your order {{1}} is ready for pickup.",
                json!({"body_text": [["a", "b"]]}),
            ),
            Some(2_388_072),
        ),
        ("a named variable in capitals", named_upper, Some(2_388_072)),
    ];
    for (case, body, subcode) in cases {
        let (status, answer) = sim.create(&body).await;
        let (code, got_subcode) = refusal(status, &answer, case);
        assert_eq!(code, 100, "{case}: {answer}");
        assert_eq!(got_subcode, subcode, "{case}: {answer}");
        if case != "no body" {
            assert!(
                answer["error"]["error_user_msg"].is_string()
                    || answer["error"]["error_data"]["details"].is_string(),
                "{case}: a person is told what to change: {answer}"
            );
        }
    }
    assert!(
        sim.listed("order_ready").await.is_empty(),
        "nothing refused was kept"
    );

    let (status, answer) = sim
        .post_json(&sim.templates_url(), b"{not json".to_vec())
        .await;
    assert_eq!(refusal(status, &answer, "garbage").0, 100);
    let (status, answer) = sim
        .post_json(&sim.templates_url(), b"[1, 2, 3]".to_vec())
        .await;
    assert_eq!(refusal(status, &answer, "an array").0, 100);
    let (status, answer) = sim
        .post_json(
            &sim.url(&format!(
                "{}/message_templates",
                sim.handle.config().phone_number_id
            )),
            valid().to_string().into_bytes(),
        )
        .await;
    assert_eq!(
        refusal(status, &answer, "not the WABA").1,
        Some(33),
        "only the WABA has templates"
    );
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn an_oversized_body_is_refused_in_metas_shape() -> anyhow::Result<()> {
    let mut config = quiet_config();
    config.max_body_bytes = 4 * 1024;
    let sim = start(config).await;
    let body = with_body(&"x".repeat(8 * 1024), json!({})).to_string();
    let (status, answer) = sim.post_json(&sim.templates_url(), body.into_bytes()).await;
    assert_eq!(status, 413, "{answer}");
    assert_eq!(answer["error"]["code"], 100);
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_created_template_is_pending_then_approved_by_webhook_then_listed_and_sendable()
-> anyhow::Result<()> {
    let receiver = Receiver::start(0).await;
    let sim = start(config_with(&receiver)).await;
    let (status, created) = sim.create(&valid()).await;
    assert_eq!(status, 200, "{created}");
    assert_eq!(created["status"], "PENDING");
    assert_eq!(created["category"], "UTILITY");
    let id = created["id"].as_str().unwrap_or_default().to_owned();
    assert!(
        !id.is_empty() && id.bytes().all(|b| b.is_ascii_digit()),
        "{created}"
    );

    let send = template(
        "+923001234567",
        "order_ready",
        "en_US",
        body_params(&["Ayesha", "A-42"]),
    );
    let (_, code, _) = sim.refused(&send).await;
    assert_eq!(code, 132001, "a pending template cannot be sent");
    assert_eq!(sim.listed("order_ready").await[0]["status"], "PENDING");

    let update = wait_event(&receiver, "order_ready", "APPROVED", 1).await;
    assert_eq!(update["message_template_id"].to_string(), id);
    assert_eq!(update["message_template_language"], "en_US");
    assert_eq!(update["reason"], "NONE");
    let listed = sim.listed("order_ready").await;
    assert_eq!(listed.len(), 1);
    assert_eq!(listed[0]["status"], "APPROVED");
    assert_eq!(listed[0]["id"], json!(id));
    assert_eq!(listed[0]["components"], valid()["components"]);
    sim.accepted(&send).await;
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn reviews_reject_with_metas_reasons() -> anyhow::Result<()> {
    let receiver = Receiver::start(0).await;
    let sim = start(config_with(&receiver)).await;
    let mut promotional = with_body(
        "Hello {{1}}, enjoy 20% off everything in our spring sale this week.",
        json!({"body_text": [["Ayesha"]]}),
    );
    promotional["name"] = json!("spring_note");
    let mut side_by_side = with_body(
        "Hello {{1}} {{2}}, your order is ready for pickup today.",
        json!({"body_text": [["Ayesha", "Khan"]]}),
    );
    side_by_side["name"] = json!("pickup_note");
    let mut not_a_code = with_body(
        "Hello {{1}}, thank you for shopping with us today.",
        json!({"body_text": [["Ayesha"]]}),
    );
    not_a_code["name"] = json!("login_note");
    not_a_code["category"] = json!("AUTHENTICATION");
    for (body, reason, values) in [
        (&promotional, "PROMOTIONAL", &["Ayesha"][..]),
        (&side_by_side, "INVALID_FORMAT", &["Ayesha", "Khan"][..]),
        (&not_a_code, "TAG_CONTENT_MISMATCH", &["Ayesha"][..]),
    ] {
        let (status, answer) = sim.create(body).await;
        assert_eq!(status, 200, "{answer}");
        let name = body["name"].as_str().unwrap_or_default();
        let update = wait_event(&receiver, name, "REJECTED", 1).await;
        assert_eq!(update["reason"], reason, "{update}");
        assert!(
            update["rejection_info"]["recommendation"].is_string(),
            "{update}"
        );
        let listed = sim.listed(name).await;
        assert_eq!(listed[0]["status"], "REJECTED");
        assert_eq!(listed[0]["rejected_reason"], reason);
        let (_, code, _) = sim
            .refused(&template(
                "+923001234567",
                name,
                "en_US",
                body_params(values),
            ))
            .await;
        assert_eq!(code, 132001, "a rejected template cannot be sent");
    }
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn an_edit_goes_back_to_review_and_only_reviewed_templates_can_be_edited()
-> anyhow::Result<()> {
    let receiver = Receiver::start(0).await;
    let sim = start(config_with(&receiver)).await;
    let mut promotional = with_body(
        "Hello {{1}}, our big sale ends soon, so hurry in today.",
        json!({"body_text": [["Ayesha"]]}),
    );
    promotional["name"] = json!("store_note");
    let (_, created) = sim.create(&promotional).await;
    let id = created["id"].as_str().unwrap_or_default().to_owned();

    let fixed = json!({"components": [{"type": "BODY",
        "text": "Hello {{1}}, your store visit is booked for tomorrow.",
        "example": {"body_text": [["Ayesha"]]}}]});
    let (status, answer) = sim.edit(&id, &fixed).await;
    let (code, _) = refusal(status, &answer, "editing a pending template");
    assert_eq!(code, 100);
    assert!(answer["error"]["error_user_msg"].is_string(), "{answer}");

    wait_event(&receiver, "store_note", "REJECTED", 1).await;
    let (status, answer) = sim.edit(&id, &fixed).await;
    assert_eq!((status, &answer), (200, &json!({"success": true})));
    assert_eq!(sim.listed("store_note").await[0]["status"], "PENDING");
    wait_event(&receiver, "store_note", "APPROVED", 1).await;
    let listed = sim.listed("store_note").await;
    assert_eq!(listed[0]["status"], "APPROVED");
    assert_eq!(listed[0]["components"], fixed["components"]);
    sim.accepted(&template(
        "+923001234567",
        "store_note",
        "en_US",
        body_params(&["Ayesha"]),
    ))
    .await;

    let (status, answer) = sim.edit(&id, &json!({"category": "MARKETING"})).await;
    refusal(status, &answer, "changing an approved template's category");
    let (status, answer) = sim
        .edit(
            &id,
            &json!({"components": [{"type": "FOOTER", "text": "No body"}]}),
        )
        .await;
    refusal(status, &answer, "an edit that breaks the rules");
    assert_eq!(
        sim.listed("store_note").await[0]["status"],
        "APPROVED",
        "a refused edit changes nothing"
    );
    let (status, answer) = sim.edit("999999", &fixed).await;
    assert_eq!(refusal(status, &answer, "an unknown id").1, Some(33));
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn deleting_by_name_removes_every_language_and_by_id_only_one() -> anyhow::Result<()> {
    let sim = start(quiet_config()).await;
    let languages = sim.listed("order_shipped").await;
    assert_eq!(languages.len(), 2, "the samples have it in two languages");

    let spanish = languages
        .iter()
        .find(|t| t["language"] == "es")
        .and_then(|t| t["id"].as_str())
        .unwrap_or_default()
        .to_owned();
    let (status, answer) = sim
        .delete(&format!("name=order_shipped&hsm_id={spanish}"))
        .await;
    assert_eq!((status, &answer), (200, &json!({"success": true})));
    let left = sim.listed("order_shipped").await;
    assert_eq!(left.len(), 1);
    assert_eq!(left[0]["language"], "en_US");

    sim.create(&{
        let mut body = valid();
        body["name"] = json!("order_shipped");
        body["language"] = json!("fr");
        body
    })
    .await;
    assert_eq!(sim.listed("order_shipped").await.len(), 2);
    let (status, answer) = sim.delete("name=order_shipped").await;
    assert_eq!((status, &answer), (200, &json!({"success": true})));
    assert!(sim.listed("order_shipped").await.is_empty());

    let (status, answer) = sim.delete("name=order_shipped").await;
    let (code, _) = refusal(status, &answer, "an unknown name");
    assert_eq!(code, 100);
    assert!(answer["error"]["error_user_msg"].is_string(), "{answer}");
    let (status, answer) = sim.delete("hsm_id=1").await;
    assert_eq!(refusal(status, &answer, "no name").0, 100);
    sim.handle.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_review_is_scaled_by_the_clock_and_ends_at_shutdown() -> anyhow::Result<()> {
    let receiver = Receiver::start(0).await;
    let mut config = config_with(&receiver);
    config.template_review = Duration::from_secs(3_600);
    let sim = start(config).await;
    sim.create(&valid()).await;
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(
        sim.listed("order_ready").await[0]["status"],
        "PENDING",
        "an hour of review is 36 s at this scale"
    );
    tokio::time::timeout(Duration::from_secs(5), sim.handle.shutdown()).await??;
    Ok(())
}
