//! Templates written in Pacer, against the simulator on loopback: a draft with a common
//! mistake is refused before any request (the simulator never lists it); a good one is cached
//! PENDING at once, Meta's review webhook makes it APPROVED, and a campaign with it is
//! delivered; one Meta rejects ends REJECTED with a reason a person can read, is edited,
//! reviewed again and approved; and a deleted one is gone from Meta and marked in Pacer.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::collections::BTreeMap;
use std::time::Duration;

use pacer_engine::campaigns::{self, Audience, CampaignSpec, Source};
use pacer_engine::import::{self, ImportOptions};
use pacer_engine::ledger::messages::State;
use pacer_engine::templates::{
    self, DraftButton, DraftCategory, DraftHeader, TemplateChangeError, TemplateDraftSpec,
    TemplateInfo,
};
use pacer_words::ids;
use support::{Rig, client_for, sim_config};

async fn rig() -> Rig {
    let mut sim = sim_config(1.0);
    sim.template_review = Duration::from_millis(200);
    Rig::start(sim, |_| {}).await
}

fn good(name: &str) -> TemplateDraftSpec {
    TemplateDraftSpec {
        name: name.into(),
        language: "en_US".into(),
        category: DraftCategory::Utility,
        parameter_format: None,
        header: DraftHeader::Text {
            text: "Order {{1}}".into(),
            sample: Some("A-42".into()),
        },
        body: "Hi {{1}}, your order is ready for pickup at the shop today.".into(),
        samples: BTreeMap::from([("1".into(), "Ayesha".into())]),
        footer: Some("Reply STOP to opt out".into()),
        buttons: vec![DraftButton::QuickReply {
            text: "Thanks".into(),
        }],
    }
}

/// The names the simulator (Meta) lists.
async fn listed(rig: &Rig) -> Vec<String> {
    client_for(&rig.sim)
        .list_templates(&rig.sim.config().waba_id)
        .await
        .unwrap()
        .into_iter()
        .map(|t| t.name)
        .collect()
}

async fn cached(rig: &Rig, name: &str) -> Option<TemplateInfo> {
    let name = name.to_owned();
    rig.engine
        .ledger()
        .read(move |c| templates::get(c, &name, "en_US"))
        .await
        .unwrap()
}

/// Waits until Pacer's cache shows `name` with `status` (the review's webhook).
async fn wait_status(rig: &Rig, name: &str, status: &str) -> TemplateInfo {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    loop {
        let template = cached(rig, name).await;
        if let Some(template) = template.as_ref().filter(|t| t.status == status) {
            return template.clone();
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "{name} never became {status}: {template:?}"
        );
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn drafts_with_common_mistakes_are_refused_before_any_request() {
    let rig = rig().await;
    let mut mistakes: Vec<(TemplateDraftSpec, &str, &str)> = Vec::new();
    let mut draft = good("Order Ready");
    mistakes.push((draft.clone(), "name", ids::TEMPLATE_DRAFT_NAME));
    draft = good("edge_start");
    draft.body = "{{1}}, your order is ready for pickup at the shop today.".into();
    mistakes.push((draft, "body", ids::TEMPLATE_DRAFT_VARIABLE_AT_EDGE));
    draft = good("no_sample");
    draft.samples.clear();
    mistakes.push((draft, "samples.1", ids::TEMPLATE_DRAFT_SAMPLE_MISSING));
    draft = good("gap");
    draft.body = "Hi {{1}}, your order {{3}} is ready for pickup at the shop.".into();
    mistakes.push((draft, "body", ids::TEMPLATE_DRAFT_VARIABLE_ORDER));
    draft = good("crowded");
    draft.body = "Hi {{1}} {{2}} {{3}} ok".into();
    mistakes.push((draft, "body", ids::TEMPLATE_DRAFT_TOO_MANY_VARIABLES));
    draft = good("footer_variable");
    draft.footer = Some("For {{1}}".into());
    mistakes.push((draft, "footer", ids::TEMPLATE_DRAFT_FOOTER_VARIABLES));

    for (draft, field, id) in mistakes {
        let refused = templates::create(&rig.engine, &draft).await.unwrap_err();
        let TemplateChangeError::Draft(problems) = &refused else {
            panic!("{} was not refused as a draft: {refused}", draft.name);
        };
        assert!(
            problems
                .iter()
                .any(|p| p.field == field && p.message_said.id == id),
            "{}: {problems:?}",
            draft.name
        );
        assert!(refused.to_string().contains("did not send"), "{refused}");
        assert!(cached(&rig, &draft.name).await.is_none());
    }
    assert!(
        !listed(&rig).await.iter().any(|n| [
            "edge_start",
            "no_sample",
            "gap",
            "crowded",
            "footer_variable"
        ]
        .contains(&n.as_str())),
        "Meta never heard of them"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_good_draft_is_pending_at_once_then_approved_and_a_campaign_with_it_is_delivered() {
    let rig = rig().await;
    let created = templates::create(&rig.engine, &good("pickup_ready"))
        .await
        .unwrap();
    assert_eq!(created.status, "PENDING");
    assert!(!created.usable, "not before Meta approves it");
    assert!(created.template_id.is_some());
    assert!(listed(&rig).await.contains(&"pickup_ready".to_owned()));

    let approved = wait_status(&rig, "pickup_ready", "APPROVED").await;
    assert!(approved.usable, "{approved:?}");
    assert_eq!(approved.reason, None);
    let keys: Vec<&str> = approved.variables.iter().map(|v| v.key.as_str()).collect();
    assert_eq!(keys, ["header.1", "body.1"]);

    // The same name again is Meta's refusal, in words that say what to do.
    let again = templates::create(&rig.engine, &good("pickup_ready"))
        .await
        .unwrap_err();
    assert!(
        matches!(&again, TemplateChangeError::Refused(r) if r.subcode == Some(2_388_024)),
        "{again:?}"
    );
    assert!(again.to_string().contains("already exists"), "{again}");

    let files = tempfile::tempdir().unwrap();
    let csv = files.path().join("customers.csv");
    std::fs::write(
        &csv,
        "Name,Phone\r\nAyesha,+923001200001\r\nBilal,+923001200002\r\nChand,+923001200003\r\n",
    )
    .unwrap();
    let options = ImportOptions {
        list: "Pickup".into(),
        default_country: "PK".into(),
        ..ImportOptions::default()
    };
    import::import_file(
        rig.engine.ledger(),
        &csv,
        &options,
        rig.engine.clock().now_ms(),
    )
    .await
    .unwrap();
    let spec = CampaignSpec {
        name: "Pickups".into(),
        template_name: "pickup_ready".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["Pickup".into()],
            tags: Vec::new(),
            ..Audience::default()
        },
        mapping: [
            ("header.1".to_owned(), Source::Text("A-42".into())),
            ("body.1".to_owned(), Source::Column("name".into())),
        ]
        .into_iter()
        .collect(),
        language_column: None,
        header_file: None,
        pdf: None,
        schedule: None,
        send_hours: None,
    };
    let campaign = campaigns::create(&rig.engine, spec).await.unwrap();
    let launched = campaigns::launch(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(launched.queued, 3, "{}", launched.summary);
    rig.wait_settled(Duration::from_secs(30)).await;
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while rig.count(State::Delivered).await + rig.count(State::Read).await < 3 {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{:?}",
            rig.counts().await
        );
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    let records = rig.sim.records();
    assert_eq!(records.len(), 3);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rejected_template_says_why_is_edited_approved_and_deleted() {
    let rig = rig().await;
    let mut promo = good("big_sale");
    promo.body = "Hi {{1}}, everything in the shop is 50% off in our sale this week.".into();
    let created = templates::create(&rig.engine, &promo).await.unwrap();
    assert_eq!(created.status, "PENDING");

    let rejected = wait_status(&rig, "big_sale", "REJECTED").await;
    assert!(!rejected.usable);
    let reason = rejected.reason.clone().unwrap_or_default();
    assert_eq!(reason, "PROMOTIONAL", "{rejected:?}");
    let said = templates::reason_said(&reason);
    assert_eq!(said.id, ids::TEMPLATE_REASON_PROMOTIONAL);
    assert!(said.to_string().contains("Marketing"), "{said}");

    // An edit with a mistake is refused before Meta sees it, and changes nothing.
    let mut broken = promo.clone();
    broken.samples.clear();
    let refused = templates::edit(&rig.engine, "big_sale", "en_US", &broken)
        .await
        .unwrap_err();
    assert!(
        matches!(&refused, TemplateChangeError::Draft(p) if p[0].field == "samples.1"),
        "{refused:?}"
    );
    assert_eq!(cached(&rig, "big_sale").await.unwrap().status, "REJECTED");

    // Edited into a plain notice, it goes back to review and is approved.
    let mut notice = promo.clone();
    notice.body = "Hi {{1}}, the shop opens at nine tomorrow after the holiday.".into();
    let edited = templates::edit(&rig.engine, "big_sale", "en_US", &notice)
        .await
        .unwrap();
    assert_eq!(edited.status, "PENDING");
    assert_eq!(edited.reason, None, "the old reason went with the old text");
    let approved = wait_status(&rig, "big_sale", "APPROVED").await;
    assert!(approved.usable);
    assert!(
        serde_json::to_string(&approved.components)
            .unwrap()
            .contains("opens at nine")
    );

    // While it is in review, it cannot be edited. (Webhooks are held from here on, so the
    // review cannot conclude in between, nor land after the deletion.)
    rig.receiver_down
        .store(true, std::sync::atomic::Ordering::SeqCst);
    let _ = templates::edit(&rig.engine, "big_sale", "en_US", &promo)
        .await
        .unwrap();
    let busy = templates::edit(&rig.engine, "big_sale", "en_US", &notice)
        .await
        .unwrap_err();
    assert!(
        matches!(&busy, TemplateChangeError::NotEditable { status, .. } if status == "PENDING"),
        "{busy:?}"
    );

    let deleted = templates::delete(&rig.engine, "big_sale").await.unwrap();
    assert_eq!(deleted, 1);
    assert!(!listed(&rig).await.contains(&"big_sale".to_owned()));
    let gone = cached(&rig, "big_sale").await.unwrap();
    assert_eq!(gone.status, templates::DELETED);
    assert!(!gone.usable);
    let unknown = templates::delete(&rig.engine, "big_sale")
        .await
        .unwrap_err();
    assert!(
        matches!(unknown, TemplateChangeError::NotFound { .. }),
        "{unknown:?}"
    );
}

/// A picture header written in Pacer: its sample is a file from the computer, checked and
/// uploaded with Meta's Resumable Upload API; the draft names the handle, Meta approves it,
/// and a made-up handle is refused as Meta refuses one.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_picture_header_s_sample_is_uploaded_from_a_file_and_the_template_approved() {
    use pacer_engine::campaigns::{HeaderFileError, HeaderKind};
    let rig = rig().await;
    let dir = tempfile::tempdir().unwrap();
    let poster = dir.path().join("spring.png");
    std::fs::write(
        &poster,
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR a spring poster",
    )
    .unwrap();
    let gif = dir.path().join("spring.gif");
    std::fs::write(&gif, "GIF89a a moving picture").unwrap();

    let refused = templates::upload_sample(&rig.engine, &gif, HeaderKind::Image)
        .await
        .unwrap_err();
    assert!(
        matches!(refused, HeaderFileError::WrongType { .. }),
        "a GIF is refused before any upload: {refused}"
    );
    let sample = templates::upload_sample(&rig.engine, &poster, HeaderKind::Image)
        .await
        .unwrap();
    assert_eq!(sample.name, "spring.png");
    assert!(sample.handle.starts_with("4::"), "{sample:?}");

    let draft = |handle: &str| TemplateDraftSpec {
        category: DraftCategory::Marketing,
        header: DraftHeader::Image {
            handle: handle.into(),
        },
        body: "Hi {{1}}, our spring sale starts today: everything is 20% off in the shop.".into(),
        footer: Some("Tap Stop promotions to opt out".into()),
        buttons: vec![DraftButton::QuickReply {
            text: "Stop promotions".into(),
        }],
        ..good("spring_poster")
    };
    let made_up = templates::create(&rig.engine, &draft("4::aW1hZ2UvcG5n:made-up"))
        .await
        .unwrap_err();
    assert!(
        made_up.to_string().contains("Resumable Upload API"),
        "Meta's refusal of a handle it never gave: {made_up}"
    );
    templates::create(&rig.engine, &draft(&sample.handle))
        .await
        .unwrap();
    let approved = wait_status(&rig, "spring_poster", "APPROVED").await;
    let keys: Vec<&str> = approved.variables.iter().map(|v| v.key.as_str()).collect();
    assert_eq!(keys, ["header.image", "body.1"]);
}
