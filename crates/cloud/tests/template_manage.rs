//! Template management against the simulator over loopback: a draft created, reviewed and
//! then sendable; Meta's refusals reaching the caller with their subcode and the words for a
//! person; an edit sent back to review; a deletion.

use std::time::Duration;

use pacer_cloud::{
    ComponentParameters, ErrorClass, GraphClient, GraphConfig, GraphError, MessageContent,
    MessageTemplate, MetaError, NamedSample, OutboundMessage, Parameter, TemplateButton,
    TemplateCategory, TemplateComponent, TemplateContent, TemplateDraft, TemplateStatus,
    VariableSamples,
};
use pacer_sim::{SimConfig, SimHandle};

/// A simulator whose reviews (5 simulated seconds) take 50 ms.
async fn start_sim() -> SimHandle {
    let config = SimConfig {
        time_scale: 0.01,
        ..SimConfig::default()
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind loopback");
    pacer_sim::start(listener, config)
        .await
        .expect("the simulator starts")
}

fn client_for(sim: &SimHandle) -> GraphClient {
    let mut config = GraphConfig::new(sim.config().access_token.as_str());
    config.base_url = sim.base_url();
    config.request_timeout = Duration::from_secs(10);
    GraphClient::new(config).expect("a valid client configuration")
}

fn positional(values: &[&str]) -> Option<VariableSamples> {
    Some(VariableSamples::Positional(
        values.iter().map(|v| (*v).to_owned()).collect(),
    ))
}

fn order_ready(body: &str) -> TemplateDraft {
    TemplateDraft::new("order_ready", "en_US", TemplateCategory::Utility)
        .with_component(TemplateComponent::body(
            body,
            positional(&["Ayesha", "A-42"]),
        ))
        .with_component(TemplateComponent::footer("Reply STOP to opt out"))
        .with_component(TemplateComponent::buttons(vec![
            TemplateButton::quick_reply("Thanks"),
            TemplateButton::url(
                "Track",
                "https://example.com/t/{{1}}",
                Some("https://example.com/t/A-42".into()),
            ),
        ]))
}

/// Lists until `name` has `status` (the review takes 50 ms of real time).
async fn wait_status(
    client: &GraphClient,
    sim: &SimHandle,
    name: &str,
    status: TemplateStatus,
) -> MessageTemplate {
    for _ in 0..500 {
        let templates = client
            .list_templates(&sim.config().waba_id)
            .await
            .expect("the listing");
        if let Some(template) = templates
            .into_iter()
            .find(|t| t.name == name && t.status == status)
        {
            return template;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("{name} never became {status}");
}

fn refused(result: Result<impl std::fmt::Debug, GraphError>) -> MetaError {
    match result {
        Err(GraphError::Api { error, .. }) => *error,
        other => panic!("expected Meta's refusal, got {other:?}"),
    }
}

#[tokio::test]
async fn a_created_draft_is_pending_then_approved_listed_and_sendable() -> anyhow::Result<()> {
    let sim = start_sim().await;
    let client = client_for(&sim);
    let waba = sim.config().waba_id.clone();
    let created = client
        .create_template(
            &waba,
            &order_ready("Hello {{1}}, your order {{2}} is ready for pickup."),
        )
        .await?;
    assert_eq!(created.status, TemplateStatus::Pending);
    assert_eq!(created.category, TemplateCategory::Utility);

    let approved = wait_status(&client, &sim, "order_ready", TemplateStatus::Approved).await;
    assert_eq!(approved.id, created.id);
    assert_eq!(approved.components.len(), 3);

    let message = OutboundMessage::to_phone(
        "+923001234567",
        MessageContent::Template(
            TemplateContent::new("order_ready", "en_US")
                .with_component(ComponentParameters::body(vec![
                    Parameter::text("Ayesha"),
                    Parameter::text("A-42"),
                ]))
                .with_component(ComponentParameters::button(
                    pacer_cloud::ButtonSubType::Url,
                    1,
                    vec![Parameter::text("A-42")],
                )),
        ),
    );
    client
        .send_message(&sim.config().phone_number_id, &message)
        .await?;

    let named = TemplateDraft::new("payment_due", "en_US", TemplateCategory::Utility)
        .named()
        .with_component(TemplateComponent::body(
            "Hi {{customer_name}}, your payment of {{amount}} is due tomorrow.",
            Some(VariableSamples::Named(vec![
                NamedSample::new("customer_name", "Ayesha"),
                NamedSample::new("amount", "PKR 4,500"),
            ])),
        ));
    let created = client.create_template(&waba, &named).await?;
    assert_eq!(created.status, TemplateStatus::Pending);
    wait_status(&client, &sim, "payment_due", TemplateStatus::Approved).await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn metas_refusals_reach_the_caller_with_subcode_and_words_for_a_person() -> anyhow::Result<()>
{
    let sim = start_sim().await;
    let client = client_for(&sim);
    let waba = sim.config().waba_id.clone();
    for (body, subcode) in [
        ("Your order is ready for pickup, {{1}} {{2}}", 2_388_299),
        ("Hi {{1}}, {{2}} ok.", 2_388_293),
    ] {
        let error = refused(client.create_template(&waba, &order_ready(body)).await);
        assert_eq!(error.code, 100, "{error:?}");
        assert_eq!(error.subcode, Some(subcode), "{error:?}");
        assert!(error.user_title.is_some(), "{error:?}");
        assert!(
            error.user_message.as_deref().is_some_and(|m| !m.is_empty()),
            "{error:?}"
        );
        assert!(
            matches!(error.classify(), ErrorClass::Permanent { .. }),
            "a refused template is not retried: {:?}",
            error.classify()
        );
    }
    let mut duplicate = order_ready("Hello {{1}}, your order {{2}} is ready for pickup.");
    duplicate.name = "hello_world".into();
    assert_eq!(
        refused(client.create_template(&waba, &duplicate).await).subcode,
        Some(2_388_024)
    );
    let mut bad_name = duplicate.clone();
    bad_name.name = "Hello World".into();
    let error = refused(client.create_template(&waba, &bad_name).await);
    assert_eq!(error.code, 100);
    assert!(error.user_message.is_some(), "{error:?}");
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_rejected_template_is_edited_back_to_review_and_deleted() -> anyhow::Result<()> {
    let sim = start_sim().await;
    let client = client_for(&sim);
    let waba = sim.config().waba_id.clone();
    let created = client
        .create_template(
            &waba,
            &order_ready("Hello {{1}}, order {{2}} is ready: 20% off your next visit."),
        )
        .await?;
    let rejected = wait_status(&client, &sim, "order_ready", TemplateStatus::Rejected).await;
    assert_eq!(
        rejected
            .extra
            .get("rejected_reason")
            .and_then(|r| r.as_str()),
        Some("PROMOTIONAL")
    );

    let mut fixed = rejected.components.clone();
    fixed[0] = TemplateComponent::body(
        "Hello {{1}}, your order {{2}} is ready for pickup.",
        positional(&["Ayesha", "A-42"]),
    );
    client.edit_template(&created.id, &fixed).await?;
    wait_status(&client, &sim, "order_ready", TemplateStatus::Approved).await;

    client.delete_template(&waba, "order_ready", None).await?;
    let left = client.list_templates(&waba).await?;
    assert!(left.iter().all(|t| t.name != "order_ready"));
    let error = refused(client.delete_template(&waba, "order_ready", None).await);
    assert_eq!(error.code, 100);
    assert!(error.user_message.is_some(), "{error:?}");

    let spanish = client
        .list_templates(&waba)
        .await?
        .into_iter()
        .find(|t| t.name == "order_shipped" && t.language == "es")
        .map(|t| t.id)
        .unwrap_or_default();
    client
        .delete_template(&waba, "order_shipped", Some(&spanish))
        .await?;
    let languages: Vec<String> = client
        .list_templates(&waba)
        .await?
        .into_iter()
        .filter(|t| t.name == "order_shipped")
        .map(|t| t.language)
        .collect();
    assert_eq!(languages, ["en_US"]);
    sim.shutdown().await?;
    Ok(())
}
