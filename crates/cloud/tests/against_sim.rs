//! The client against the simulator over loopback: every call Pacer makes, the error classes
//! Meta's answers fall into, and the split between "not sent" and "in doubt" — checked
//! against what the simulator actually did.

use std::time::Duration;

use pacer_cloud::{
    ButtonSubType, ComponentParameters, ErrorClass, GraphClient, GraphConfig, Media,
    MessageContent, MessagingLimit, MetaError, OutboundMessage, Parameter, QualityRating, Reach,
    RecipientWait, SendFailure, TemplateContent, TemplateStatus, TextContent, Throttle,
    ThroughputLevel,
};
use pacer_sim::{SimConfig, SimHandle, Tier};
use serde_json::{Value, json};

async fn start_sim(config: SimConfig) -> SimHandle {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind loopback");
    pacer_sim::start(listener, config)
        .await
        .expect("the simulator starts")
}

fn client_for(sim: &SimHandle) -> GraphClient {
    client_with(sim, &sim.config().access_token, Duration::from_secs(10))
}

fn client_with(sim: &SimHandle, token: &str, timeout: Duration) -> GraphClient {
    let mut config = GraphConfig::new(token);
    config.base_url = sim.base_url();
    config.request_timeout = timeout;
    GraphClient::new(config).expect("a valid client configuration")
}

fn hello(to: &str) -> OutboundMessage {
    OutboundMessage::to_phone(
        to,
        MessageContent::Template(TemplateContent::new("hello_world", "en_US")),
    )
}

fn invoice(to: &str, document: Media) -> OutboundMessage {
    let template = TemplateContent::new("invoice_ready", "en_US")
        .with_component(ComponentParameters::header(vec![Parameter::document(
            document,
        )]))
        .with_component(ComponentParameters::body(vec![
            Parameter::text("Ayesha"),
            Parameter::text("INV-2026-0042"),
            Parameter::currency("PKR 4,500", "PKR", 4_500_000),
            Parameter::date_time("15 December"),
        ]))
        .with_component(ComponentParameters::button(
            ButtonSubType::Url,
            0,
            vec![Parameter::text("INV-2026-0042")],
        ));
    OutboundMessage::to_phone(to, MessageContent::Template(template))
}

fn quiet() -> SimConfig {
    let mut config = SimConfig::default();
    config.webhooks.sent_after = (Duration::from_millis(1), Duration::from_millis(2));
    config.webhooks.delivered_after = (Duration::from_millis(1), Duration::from_millis(2));
    config.webhooks.read_after = (Duration::from_millis(1), Duration::from_millis(2));
    config
}

async fn planned(sim: &SimHandle, wamid: &str) -> pacer_sim::MessageRecord {
    for _ in 0..1000 {
        if let Some(r) = sim
            .records()
            .into_iter()
            .find(|r| r.wamid == wamid && !r.planned.is_empty())
        {
            return r;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    panic!("no record of {wamid}");
}

#[tokio::test]
async fn messages_sent_through_the_client_are_accepted_and_carry_their_callback_data()
-> anyhow::Result<()> {
    let sim = start_sim(quiet()).await;
    let client = client_for(&sim);
    let number = sim.config().phone_number_id.clone();

    let text = OutboundMessage::to_phone(
        "+923001234567",
        MessageContent::Text(TextContent::new("Your order shipped")),
    )
    .with_callback_data("ledger:1");
    let accepted = client.send_message(&number, &text).await?;
    assert!(
        accepted.wamid.starts_with("wamid."),
        "the wamid is Meta's message id"
    );
    assert_eq!(
        accepted.wa_id.as_deref(),
        Some("923001234567"),
        "wa_id is the recipient's digits"
    );

    let media = client
        .upload_media(
            &number,
            b"%PDF-1.7\ninvoice\n".to_vec(),
            "application/pdf",
            "INV-2026-0042.pdf",
        )
        .await?;
    let with_pdf = client
        .send_message(
            &number,
            &invoice(
                "+923001234567",
                Media::id(media.as_str()).with_filename("INV-2026-0042.pdf"),
            )
            .with_callback_data("ledger:2"),
        )
        .await?;
    assert!(
        with_pdf.message_status.is_some(),
        "template sends report message_status"
    );
    let record = planned(&sim, &with_pdf.wamid).await;
    assert_eq!(
        record.callback_data.as_deref(),
        Some("ledger:2"),
        "biz_opaque_callback_data reaches Meta"
    );
    assert_eq!(
        record.failure_code, None,
        "an invoice with an uploaded PDF header is delivered: {record:?}"
    );
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn metas_refusals_classify_by_code() -> anyhow::Result<()> {
    let mut config = quiet();
    config.mps = Some(2);
    config.pair = Some(pacer_sim::PairLimit {
        period: Duration::from_secs(6),
        burst: 1,
    });
    config.time_scale = 20.0;
    let sim = start_sim(config).await;
    let number = sim.config().phone_number_id.clone();
    let client = client_for(&sim);

    let class_of = |result: Result<_, SendFailure>| match result {
        Err(SendFailure::Rejected { error, .. }) => (error.code, error.classify()),
        other => panic!("expected Meta to refuse, got {other:?}"),
    };
    // Pair limit: a second message to the same customer at once.
    client
        .send_message(&number, &hello("+923001234567"))
        .await?;
    assert_eq!(
        class_of(client.send_message(&number, &hello("+923001234567")).await),
        (131056, ErrorClass::RecipientLater(RecipientWait::PairRate)),
        "131056 makes only that recipient wait"
    );
    // Throughput: 2 per second, the second already used above plus one more.
    client
        .send_message(&number, &hello("+923001111111"))
        .await?;
    assert_eq!(
        class_of(client.send_message(&number, &hello("+923002222222")).await),
        (130429, ErrorClass::Throttled(Throttle::Throughput)),
        "130429 slows the sender down"
    );
    sim.shutdown().await?;

    let sim = start_sim(quiet()).await;
    let number = sim.config().phone_number_id.clone();
    let good = client_for(&sim);
    let cases: Vec<(OutboundMessage, i64, ErrorClass)> = vec![
        (
            OutboundMessage::to_phone(
                "+923001234567",
                MessageContent::Template(TemplateContent::new("no_such_template", "en_US")),
            ),
            132001,
            ErrorClass::PauseCampaign,
        ),
        (
            OutboundMessage::to_phone(
                "+923001234567",
                MessageContent::Template(TemplateContent::new("autumn_promo", "en_US")),
            ),
            132015,
            ErrorClass::PauseCampaign,
        ),
        (
            OutboundMessage::to_phone(
                "+923001234567",
                MessageContent::Template(TemplateContent::new("invoice_ready", "en_US")),
            ),
            132000,
            ErrorClass::PauseCampaign,
        ),
        (
            OutboundMessage::to_phone("not a number", MessageContent::Text(TextContent::new("x"))),
            131009,
            ErrorClass::Permanent {
                opts_out_marketing: false,
            },
        ),
        (
            OutboundMessage::to_phone(
                "+923001234567",
                MessageContent::Text(TextContent::new("x".repeat(5000))),
            ),
            100,
            ErrorClass::Permanent {
                opts_out_marketing: false,
            },
        ),
    ];
    for (message, code, class) in cases {
        let failure = good
            .send_message(&number, &message)
            .await
            .expect_err("Meta refuses");
        let error = failure.meta_error().expect("a Meta error");
        assert_eq!(
            (error.code, failure.class()),
            (code, class),
            "code {code} classifies as {class:?}"
        );
    }
    let wrong_token = client_with(&sim, "expired-token", Duration::from_secs(10));
    let failure = wrong_token
        .send_message(&number, &hello("+923001234567"))
        .await
        .expect_err("a bad token is refused");
    assert_eq!(
        failure.class(),
        ErrorClass::PauseAll {
            probe_after_cooldown: false
        },
        "190 stops all sending"
    );
    assert!(
        !format!("{failure:?}{failure}").contains("expired-token"),
        "the token never shows in an error"
    );

    sim.start_outage(Duration::from_secs(60));
    let failure = good
        .send_message(&number, &hello("+923001234567"))
        .await
        .expect_err("an outage refuses");
    assert_eq!(
        (failure.meta_error().map(|e| e.code), failure.class()),
        (Some(2), ErrorClass::Transient),
        "an outage is transient"
    );
    assert_eq!(sim.stats().counters.accepted, 0, "none of these were sent");
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn server_errors_are_transient_and_were_not_sent() -> anyhow::Result<()> {
    let mut config = quiet();
    config.faults.server_error_rate = 1.0;
    config.pair = None;
    config.tier = Tier::Unlimited;
    let sim = start_sim(config).await;
    let number = sim.config().phone_number_id.clone();
    let client = client_for(&sim);
    let mut unexpected = 0;
    for i in 0..20 {
        let failure = client
            .send_message(&number, &hello(&format!("+1555800{i:04}")))
            .await
            .expect_err("a 5xx");
        assert_eq!(
            failure.class(),
            ErrorClass::Transient,
            "a 5xx is transient: {failure:?}"
        );
        assert!(
            !failure.is_in_doubt(),
            "a 5xx is an answer: the message was not sent"
        );
        if matches!(failure, SendFailure::Unexpected { .. }) {
            unexpected += 1;
        }
    }
    assert!(
        unexpected > 0,
        "some 5xx answers are not Meta-shaped (a proxy's page) and still classify"
    );
    assert_eq!(sim.stats().counters.accepted, 0);
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn timeouts_and_resets_after_accepting_are_in_doubt_and_the_message_really_went_out()
-> anyhow::Result<()> {
    for (rate, label) in [(0, "timeout"), (1, "reset")] {
        let mut config = quiet();
        if rate == 0 {
            config.faults.timeout_after_accept_rate = 1.0;
        } else {
            config.faults.reset_after_accept_rate = 1.0;
        }
        let sim = start_sim(config).await;
        let number = sim.config().phone_number_id.clone();
        let client = client_with(
            &sim,
            &sim.config().access_token.clone(),
            Duration::from_millis(400),
        );
        let failure = client
            .send_message(
                &number,
                &hello("+923001234567").with_callback_data("ledger:77"),
            )
            .await
            .expect_err("no answer arrives");
        assert!(
            failure.is_in_doubt(),
            "{label} after accepting is in doubt: {failure:?}"
        );
        assert_eq!(failure.class(), ErrorClass::InDoubt);
        let records = sim.records();
        assert_eq!(
            records.len(),
            1,
            "{label}: and Meta did send it — which is why it must never be resent blindly"
        );
        assert_eq!(
            records[0].callback_data.as_deref(),
            Some("ledger:77"),
            "the callback data will resolve the doubt"
        );
        sim.shutdown().await?;
    }
    Ok(())
}

#[tokio::test]
async fn a_simulator_that_is_gone_means_not_sent() -> anyhow::Result<()> {
    let sim = start_sim(quiet()).await;
    let number = sim.config().phone_number_id.clone();
    let client = client_for(&sim);
    sim.shutdown().await?;
    let failure = client
        .send_message(&number, &hello("+923001234567"))
        .await
        .expect_err("nothing listens");
    match &failure {
        SendFailure::NotSent(transport) => assert_eq!(transport.reach(), Reach::NotSent),
        other => panic!("connection refused must be not-sent, got {other:?}"),
    }
    assert_eq!(
        failure.class(),
        ErrorClass::Transient,
        "not sent is safe to retry"
    );
    Ok(())
}

#[tokio::test]
async fn templates_are_listed_across_every_page() -> anyhow::Result<()> {
    let mut config = quiet();
    config.templates = Some(
        (0..250)
            .map(|i| json!({"id": format!("{}", 1_700_000_000_000_000u64 + i), "name": format!("template_{i:03}"), "language": "en_US",
                            "status": if i % 10 == 0 { "PAUSED" } else { "APPROVED" }, "category": "UTILITY",
                            "components": [{"type": "BODY", "text": "Hello {{1}}"}]}))
            .collect(),
    );
    let sim = start_sim(config).await;
    let templates = client_for(&sim)
        .list_templates(&sim.config().waba_id)
        .await?;
    assert_eq!(
        templates.len(),
        250,
        "250 templates come back across three pages of 100"
    );
    assert_eq!(
        templates
            .iter()
            .filter(|t| t.status == TemplateStatus::Paused)
            .count(),
        25
    );
    assert!(
        templates.iter().all(|t| !t.components.is_empty()),
        "components come with each template"
    );

    let sim2 = start_sim(quiet()).await;
    let samples = client_for(&sim2)
        .list_templates(&sim2.config().waba_id)
        .await?;
    let names: Vec<_> = samples
        .iter()
        .map(|t| format!("{}/{}", t.name, t.language))
        .collect();
    assert!(
        names.contains(&"order_shipped/es".to_owned()) && names.len() == 11,
        "{names:?}"
    );
    sim.shutdown().await?;
    sim2.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn phone_number_info_reads_tier_quality_and_throughput() -> anyhow::Result<()> {
    let sim = start_sim(quiet()).await;
    let client = client_for(&sim);
    let info = client
        .phone_number_info(&sim.config().phone_number_id)
        .await?;
    assert_eq!(info.messaging_limit, Some(MessagingLimit::Tier250));
    assert_eq!(
        info.messaging_limit
            .as_ref()
            .and_then(MessagingLimit::unique_recipients_per_day),
        Some(250)
    );
    assert_eq!(info.quality_rating, Some(QualityRating::Green));
    assert_eq!(info.throughput_level(), Some(&ThroughputLevel::Standard));
    assert_eq!(info.verified_name.as_deref(), Some("Pacer Demo"));
    sim.set_tier(Tier::Unlimited);
    sim.set_throughput(1000);
    let info = client
        .phone_number_info(&sim.config().phone_number_id)
        .await?;
    assert!(
        info.messaging_limit
            .as_ref()
            .is_some_and(MessagingLimit::is_unlimited)
    );
    assert_eq!(info.throughput_level(), Some(&ThroughputLevel::High));
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_webhook_override_reports_whether_metas_verification_passed() -> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}/webhook", listener.local_addr()?);
    let app = axum::Router::new().route(
        "/webhook",
        axum::routing::get(
            |q: axum::extract::Query<std::collections::HashMap<String, String>>| async move {
                if q.get("hub.verify_token").map(String::as_str) == Some("right-token") {
                    (
                        axum::http::StatusCode::OK,
                        q.get("hub.challenge").cloned().unwrap_or_default(),
                    )
                } else {
                    (axum::http::StatusCode::FORBIDDEN, String::new())
                }
            },
        ),
    );
    tokio::spawn(async move { axum::serve(listener, app).await });
    let sim = start_sim(quiet()).await;
    let client = client_for(&sim);
    let waba = sim.config().waba_id.clone();
    let failure = client
        .override_callback(&waba, &url, "wrong-token")
        .await
        .expect_err("verification fails");
    assert!(
        failure.callback_verification_failure().is_some(),
        "code 2200 is recognisable: {failure:?}"
    );
    assert!(
        !format!("{failure:?}").contains("wrong-token"),
        "the verify token is not echoed in errors"
    );
    client.override_callback(&waba, &url, "right-token").await?;
    assert_eq!(
        sim.stats().webhook_url.as_deref(),
        Some(url.as_str()),
        "after verification, webhooks go to the new URL"
    );
    client.clear_callback_override(&waba).await?;
    assert_eq!(sim.stats().webhook_url, None);
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn failed_statuses_posted_by_the_simulator_parse_and_classify_like_http_errors()
-> anyhow::Result<()> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let url = format!("http://{}/webhook", listener.local_addr()?);
    let bodies = std::sync::Arc::new(std::sync::Mutex::new(Vec::<Value>::new()));
    let store = bodies.clone();
    let app = axum::Router::new().route(
        "/webhook",
        axum::routing::post(move |body: axum::Json<Value>| {
            let store = store.clone();
            async move {
                store.lock().unwrap().push(body.0);
                "ok"
            }
        }),
    );
    tokio::spawn(async move { axum::serve(listener, app).await });
    let mut config = quiet();
    config.webhooks.url = Some(url);
    config
        .recipients
        .not_on_whatsapp
        .insert("923000000000".into());
    let sim = start_sim(config).await;
    let client = client_for(&sim);
    let number = sim.config().phone_number_id.clone();
    client
        .send_message(&number, &hello("+923000000000"))
        .await?;
    client
        .send_message(
            &number,
            &OutboundMessage::to_phone(
                "+923001234567",
                MessageContent::Text(TextContent::new("hi")),
            ),
        )
        .await?;
    let mut errors = Vec::new();
    for _ in 0..1000 {
        errors = bodies
            .lock()
            .unwrap()
            .iter()
            .flat_map(|b| {
                b["entry"][0]["changes"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default()
            })
            .flat_map(|c| {
                c["value"]["statuses"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default()
            })
            .flat_map(|s| s["errors"].as_array().cloned().unwrap_or_default())
            .collect();
        if errors.len() >= 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let mut classes: Vec<(i64, ErrorClass)> = errors
        .iter()
        .map(|e| MetaError::from_error_object(e).map(|m| (m.code, m.classify())))
        .collect::<Result<_, _>>()?;
    classes.sort_by_key(|(code, _)| *code);
    assert_eq!(
        classes,
        vec![
            (
                131026,
                ErrorClass::Permanent {
                    opts_out_marketing: false
                }
            ),
            (
                131047,
                ErrorClass::Permanent {
                    opts_out_marketing: false
                }
            ),
        ],
        "webhook errors use the same classification as HTTP errors"
    );
    sim.shutdown().await?;
    Ok(())
}
