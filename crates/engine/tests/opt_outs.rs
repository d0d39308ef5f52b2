//! Opt-outs in the staff's hands, against the simulator with signed webhooks: a member of
//! staff's switch and a do-not-contact list stop marketing to those customers at once — a
//! marketing message already queued for them is skipped and Meta never sees it, a campaign
//! launched afterwards leaves them out, while a utility template still goes; their history
//! says who and why; a campaign's report counts the opted-out it skipped and the opt-outs it
//! caused; allowing a customer's own opt-out again needs a reason; and the local API does the
//! same over HTTP, and records a form's opt-in.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::sync::Arc;
use std::time::Duration;

use pacer_cloud::{ComponentParameters, Media, MessageContent, Parameter, TemplateContent};
use pacer_engine::campaigns::{self, Audience, CampaignSpec, Source};
use pacer_engine::import::{self, ImportOptions};
use pacer_engine::ledger::messages::{Lane, State};
use pacer_engine::opt_outs::{self, DoNotContactOptions, Marketing, OptOutError, SOURCE_STAFF};
use pacer_engine::{Submission, api, reports, templates};
use pacer_sim::Tier;
use serde_json::{Value, json};
use support::{Rig, phone, sim_config};
use tokio_util::sync::CancellationToken;

/// Four customers of the "Spring" list, as a shop's export writes them.
const AYESHA: &str = "+923001230001";
const BILAL: &str = "+923001230002";
const SANA: &str = "+923001230003";
const USMAN: &str = "+923001230004";

fn sale(to: &str, batch: &str) -> Submission {
    Submission {
        to: phone(to),
        lane: Lane::Bulk,
        content: MessageContent::Template(
            TemplateContent::new("spring_sale", "en_US")
                .with_component(ComponentParameters::header(vec![Parameter::image(
                    Media::link("https://shop.example.com/sale.jpg"),
                )]))
                .with_component(ComponentParameters::body(vec![
                    Parameter::text("friend"),
                    Parameter::text("20%"),
                    Parameter::text("Friday"),
                ])),
        ),
        idempotency_key: None,
        batch: Some(batch.to_owned()),
        expires_in: None,
    }
}

fn receipt(to: &str, batch: &str) -> Submission {
    Submission {
        batch: Some(batch.to_owned()),
        ..support::template(to, Lane::Bulk, None)
    }
}

async fn state_of(rig: &Rig, id: &str) -> State {
    rig.engine
        .message(id)
        .await
        .unwrap()
        .expect("in the ledger")
        .state
}

/// How many messages Meta (the simulator) accepted for `to`.
fn meta_got(rig: &Rig, to: &str) -> usize {
    rig.sim
        .records()
        .iter()
        .filter(|r| r.to == to.trim_start_matches('+'))
        .count()
}

async fn wait_for(what: &str, mut done: impl AsyncFnMut() -> bool) {
    for _ in 0..3_000 {
        if done().await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("{what} never happened");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn staff_and_do_not_contact_opt_outs_stop_marketing_at_once_but_never_utility()
-> anyhow::Result<()> {
    let mut sim = sim_config(1.0);
    sim.tier = Tier::Unlimited;
    let rig = Rig::start(sim, |_| {}).await;
    templates::sync_into(&rig.engine).await?;
    let dir = rig.dir.path().to_owned();

    // The customer list, with where each agreed to hear from the shop.
    let list = dir.join("spring.csv");
    std::fs::write(
        &list,
        "Name,Mobile,Opt-in source,Opt-in date\r\nAyesha,0300 1230001,website form,10/01/2026\r\nBilal,0300 1230002,,\r\nSana,0300 1230003,shop counter,\r\nUsman,0300 1230004,,\r\n",
    )?;
    let options = ImportOptions {
        list: "Spring".into(),
        default_country: "PK".into(),
        ..ImportOptions::default()
    };
    import::import_file(
        rig.engine.ledger(),
        &list,
        &options,
        rig.engine.clock().now_ms(),
    )
    .await?;

    // Marketing already queued for Ayesha and Sana (their batch held back), and a receipt.
    rig.engine
        .pause_batch("held", "waiting for the shop")
        .await?;
    let queued = rig
        .submit(vec![
            sale(AYESHA, "held"),
            sale(SANA, "held"),
            receipt(AYESHA, "held"),
            sale(USMAN, "held"),
        ])
        .await;

    // Ayesha said "stop sending me these" on the phone.
    let done = opt_outs::set_choice(
        &rig.engine,
        &phone(AYESHA),
        Marketing::Stop,
        SOURCE_STAFF,
        "Amina",
        Some("asked on the phone"),
    )
    .await?;
    assert!(done.changed && done.status.opted_out, "{done:?}");
    assert_eq!(done.status.name.as_deref(), Some("Ayesha"));
    let opt_in = done
        .status
        .opt_in
        .clone()
        .expect("the list said where and when");
    assert_eq!(
        (opt_in.source.as_str(), opt_in.at, opt_in.by_reply),
        ("website form", Some(1_768_003_200_000), false),
        "the list's opt-in columns are kept on the contact"
    );
    assert_eq!(done.status.by.as_deref(), Some("Amina"));
    assert_eq!(done.status.reason.as_deref(), Some("asked on the phone"));
    assert!(
        !done.status.customers_own,
        "a person's stop is not the customer's own"
    );
    let entry = &done.status.history[0];
    assert_eq!(
        (entry.choice, entry.source.as_str(), entry.by.as_deref()),
        (Marketing::Stop, "staff", Some("Amina"))
    );
    assert_eq!(entry.source_said.to_string(), "Staff, in Pacer");

    // A do-not-contact list: Sana in a local spelling, Ayesha again, and a row that is no number.
    let dnc = dir.join("do not contact.csv");
    std::fs::write(
        &dnc,
        "Phone\r\n0300-123 0003\r\n+92 300 1230001\r\nno number\r\n",
    )?;
    let report = opt_outs::import_do_not_contact(
        &rig.engine,
        &dnc,
        &DoNotContactOptions {
            default_country: "PK".into(),
            ..DoNotContactOptions::default()
        },
        "Amina",
    )
    .await?;
    assert_eq!(
        (
            report.rows_read,
            report.opted_out_now,
            report.already_opted_out,
            report.invalid_count
        ),
        (3, 1, 1, 1),
        "{}",
        report.summary
    );
    assert_eq!(report.invalid[0].value, "no number");
    assert_eq!(
        report.summary,
        "3 rows read: 1 customer opted out now, 1 already opted out, 1 row is not a phone number."
    );
    let sana = rig
        .engine
        .ledger()
        .read(|c| opt_outs::marketing_status(c, &phone(SANA)))
        .await?;
    assert!(sana.opted_out);
    assert_eq!(sana.by.as_deref(), Some("Amina"));
    assert_eq!(
        sana.reason.as_deref(),
        Some("do-not-contact list do not contact.csv")
    );
    assert!(
        sana.reason_said.is_some(),
        "Pacer's own reason is said in the person's language"
    );
    let ayesha = rig
        .engine
        .ledger()
        .read(|c| opt_outs::marketing_status(c, &phone(AYESHA)))
        .await?;
    assert_eq!(
        ayesha.history.len(),
        1,
        "a list naming her again adds no history"
    );

    // The held batch goes on: the marketing already queued for them is skipped, Usman's goes,
    // and Ayesha's receipt (a utility template) still goes.
    rig.engine.resume_batch("held").await?;
    rig.wait_settled(Duration::from_secs(30)).await;
    assert_eq!(state_of(&rig, &queued[0]).await, State::Skipped);
    assert_eq!(state_of(&rig, &queued[1]).await, State::Skipped);
    assert!(matches!(
        state_of(&rig, &queued[2]).await,
        State::Sent | State::Delivered | State::Read
    ));
    assert!(matches!(
        state_of(&rig, &queued[3]).await,
        State::Sent | State::Delivered | State::Read
    ));
    assert_eq!(
        (meta_got(&rig, AYESHA), meta_got(&rig, SANA)),
        (1, 0),
        "Meta saw Ayesha's receipt and no marketing"
    );

    // A marketing campaign launched afterwards leaves them out.
    let spec = CampaignSpec {
        name: "Spring sale".into(),
        template_name: "spring_sale".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["Spring".into()],
            tags: Vec::new(),
            ..Audience::default()
        },
        mapping: [
            (
                "header.image",
                Source::Text("https://shop.example.com/sale.jpg".into()),
            ),
            ("body.1", Source::Column("name".into())),
            ("body.2", Source::Text("20%".into())),
            ("body.3", Source::Text("Friday".into())),
        ]
        .into_iter()
        .map(|(k, s)| (k.to_owned(), s))
        .collect(),
        language_column: None,
        header_file: None,
        pdf: None,
        schedule: None,
        send_hours: None,
    };
    let campaign = campaigns::create(&rig.engine, spec).await?;
    let launched = campaigns::launch(&rig.engine, &campaign.id).await?;
    assert_eq!(
        (launched.queued, launched.opted_out),
        (2, 2),
        "{}",
        launched.summary
    );
    wait_for("the campaign's delivery", async || {
        let report = rig
            .engine
            .ledger()
            .read({
                let id = campaign.id.clone();
                move |c| reports::summary(c, &id, None)
            })
            .await
            .unwrap();
        report.funnel.delivered == 2
    })
    .await;

    // Bilal answers the sale with STOP: an opt-out the campaign caused.
    rig.sim.inject_inbound(BILAL, "STOP", "Bilal")?;
    wait_for("Bilal's stop", async || {
        rig.engine
            .ledger()
            .read(|c| opt_outs::marketing_status(c, &phone(BILAL)))
            .await
            .unwrap()
            .opted_out
    })
    .await;
    let id = campaign.id.clone();
    let report = rig
        .engine
        .ledger()
        .read(move |c| reports::summary(c, &id, None))
        .await?;
    assert_eq!(
        (report.opt_outs.skipped, report.opt_outs.caused),
        (2, 1),
        "{}",
        report.opt_outs.line
    );
    assert_eq!(
        report.opt_outs.line,
        "2 customers skipped because they had opted out; 1 customer opted out within 7 days after it reached them."
    );
    let id = campaign.id.clone();
    let full = rig
        .engine
        .ledger()
        .read(move |c| reports::report(c, &id, None))
        .await?;
    let csv = String::from_utf8(reports::to_csv(&full)?)?;
    assert!(csv.contains("Not sent: opted out of marketing,2"), "{csv}");

    // Allowing Bilal again needs his own request, written down; Ayesha's staff stop does not.
    let refused = opt_outs::set_choice(
        &rig.engine,
        &phone(BILAL),
        Marketing::Resume,
        SOURCE_STAFF,
        "Amina",
        Some("   "),
    )
    .await;
    assert!(
        matches!(refused, Err(OptOutError::ReasonNeeded { .. })),
        "{refused:?}"
    );
    let allowed = opt_outs::set_choice(
        &rig.engine,
        &phone(BILAL),
        Marketing::Resume,
        SOURCE_STAFF,
        "Amina",
        Some("He called on 3 May to ask for offers again"),
    )
    .await?;
    assert!(allowed.changed && !allowed.status.opted_out);
    let history: Vec<_> = allowed
        .status
        .history
        .iter()
        .map(|e| (e.choice, e.source.as_str()))
        .collect();
    assert_eq!(
        history,
        [(Marketing::Resume, "staff"), (Marketing::Stop, "reply")]
    );
    let ayesha = opt_outs::set_choice(
        &rig.engine,
        &phone(AYESHA),
        Marketing::Resume,
        SOURCE_STAFF,
        "Amina",
        None,
    )
    .await?;
    assert!(ayesha.changed && !ayesha.status.opted_out);
    // …and marketing goes to her again at once.
    let again = rig.submit(vec![sale(AYESHA, "again")]).await.remove(0);
    rig.wait_settled(Duration::from_secs(30)).await;
    assert_ne!(state_of(&rig, &again).await, State::Skipped);

    // The export: Sana is the one left opted out.
    let rows = rig
        .engine
        .ledger()
        .read(opt_outs::export::all_opt_outs)
        .await?;
    let phones: Vec<_> = rows.iter().map(|r| r.phone.as_str()).collect();
    assert_eq!(phones, [SANA]);
    let csv = String::from_utf8(opt_outs::export::to_csv(&rows)?)?;
    assert!(csv.contains("+923001230003,Sana,"), "{csv}");
    assert!(
        csv.contains("do-not-contact list do not contact.csv"),
        "{csv}"
    );
    assert!(!opt_outs::export::to_xlsx(&rows)?.is_empty());
    rig.stop().await;
    Ok(())
}

const KEY: &str = "opt-outs-key-51b0";

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_local_api_lists_exports_and_switches_opt_outs() -> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let base = format!("http://{}", listener.local_addr()?);
    let router = api::router(Arc::clone(&rig.engine), KEY.to_owned());
    let stop = CancellationToken::new();
    let shutdown = stop.clone().cancelled_owned();
    let server = tokio::spawn(async move {
        axum::serve(listener, router)
            .with_graceful_shutdown(shutdown)
            .await
    });
    let http = reqwest::Client::new();
    let post = |path: String, body: Value| {
        http.post(format!("{base}{path}"))
            .bearer_auth(KEY)
            .json(&body)
            .send()
    };

    let answer = post(
        "/v1/contacts/+92%20300%201230001/opt-out".into(),
        json!({"reason": "asked by email"}),
    )
    .await?;
    assert_eq!(answer.status(), 200);
    let done: Value = answer.json().await?;
    assert_eq!(done["changed"], true);
    assert_eq!(done["status"]["opted_out"], true);
    assert_eq!(done["status"]["by"], "local API");
    assert_eq!(done["status"]["history"][0]["source"], "local_api");

    let again = post(format!("/v1/contacts/{AYESHA}/opt-out"), json!({})).await?;
    assert_eq!(
        again.json::<Value>().await?["changed"],
        false,
        "already opted out"
    );

    let bad = post("/v1/contacts/call-me/opt-out".into(), json!({})).await?;
    assert_eq!(bad.status(), 400);
    assert_eq!(bad.json::<Value>().await?["error"]["field"], "phone");
    let long = post(
        format!("/v1/contacts/{BILAL}/opt-out"),
        json!({"reason": "x".repeat(501)}),
    )
    .await?;
    assert_eq!(long.status(), 400);
    let unknown = post(format!("/v1/contacts/{BILAL}/opt-out"), json!({"why": "x"})).await?;
    assert_eq!(
        unknown.status(),
        400,
        "a field the document does not name is refused"
    );

    let page: Value = http
        .get(format!("{base}/v1/opt-outs?limit=10"))
        .bearer_auth(KEY)
        .send()
        .await?
        .json()
        .await?;
    assert_eq!(page["total"], 1);
    assert_eq!(page["rows"][0]["phone"], AYESHA);
    assert_eq!(page["rows"][0]["reason"], "asked by email");
    let csv = http
        .get(format!("{base}/v1/opt-outs"))
        .bearer_auth(KEY)
        .header("accept", "text/csv")
        .send()
        .await?;
    assert!(
        csv.headers()["content-type"]
            .to_str()?
            .starts_with("text/csv")
    );
    let text = csv.text().await?;
    assert!(
        text.contains(AYESHA) && text.contains("asked by email"),
        "{text}"
    );
    let bad_limit = http
        .get(format!("{base}/v1/opt-outs?limit=5000"))
        .bearer_auth(KEY)
        .send()
        .await?;
    assert_eq!(bad_limit.status(), 400);

    // The customer's own STOP cannot be undone by a program without a reason.
    rig.sim.inject_inbound(SANA, "stop", "Sana")?;
    wait_for("Sana's stop", async || {
        rig.engine
            .ledger()
            .read(|c| opt_outs::marketing_status(c, &phone(SANA)))
            .await
            .unwrap()
            .opted_out
    })
    .await;
    let sana = rig
        .engine
        .ledger()
        .read(|c| opt_outs::marketing_status(c, &phone(SANA)))
        .await?
        .opt_in
        .expect("she wrote first");
    assert!(sana.by_reply && sana.source == "reply", "{sana:?}");
    let refused = post(format!("/v1/contacts/{SANA}/opt-in"), json!({})).await?;
    assert_eq!(refused.status(), 409);
    assert_eq!(
        refused.json::<Value>().await?["error"]["code"],
        "reason_needed"
    );
    let allowed = post(
        format!("/v1/contacts/{SANA}/opt-in"),
        json!({"reason": "she asked in the shop on 3 May"}),
    )
    .await?;
    assert_eq!(allowed.status(), 200);
    assert_eq!(allowed.json::<Value>().await?["status"]["opted_out"], false);
    let ayesha_in = post(format!("/v1/contacts/{AYESHA}/opt-in"), json!({})).await?;
    assert_eq!(
        ayesha_in.status(),
        200,
        "a program's own stop needs no reason to undo"
    );

    stop.cancel();
    server.await??;
    let _ = USMAN;
    rig.stop().await;
    Ok(())
}

#[tokio::test]
async fn a_form_records_the_customers_agreement_and_allows_marketing_they_stopped_before()
-> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let base = format!("http://{}", listener.local_addr()?);
    let router = api::router(Arc::clone(&rig.engine), KEY.to_owned());
    let stop = CancellationToken::new();
    let shutdown = stop.clone().cancelled_owned();
    let server = tokio::spawn(async move {
        axum::serve(listener, router)
            .with_graceful_shutdown(shutdown)
            .await
    });
    let http = reqwest::Client::new();
    let opt_in = async |phone: &str, body: Value| -> anyhow::Result<(u16, Value)> {
        let answer = http
            .post(format!("{base}/v1/contacts/{phone}/opt-in"))
            .bearer_auth(KEY)
            .json(&body)
            .send()
            .await?;
        Ok((answer.status().as_u16(), answer.json().await?))
    };

    // A number no list has: the form makes the contact and keeps where and when.
    let (status, done) = opt_in(
        USMAN,
        json!({"consent": {"source": "  website form ", "at": "2026-11-30T10:00:00+05:00"}}),
    )
    .await?;
    assert_eq!(status, 200, "{done}");
    assert_eq!(done["changed"], false, "nothing was stopped: {done}");
    assert_eq!(done["status"]["opted_out"], false);
    assert_eq!(done["status"]["opt_in"]["source"], "website form");
    assert_eq!(done["status"]["opt_in"]["at"], 1_796_014_800_000_i64);
    assert_eq!(done["status"]["opt_in"]["by_reply"], false);
    let made = rig
        .engine
        .ledger()
        .read(|c| {
            c.query_row(
                "SELECT COUNT(*) FROM contacts WHERE phone = ?1",
                [USMAN],
                |r| r.get::<_, i64>(0),
            )
        })
        .await?;
    assert_eq!(made, 1, "the customer became a contact");
    // An older agreement does not replace the newer one.
    let (_, older) = opt_in(
        USMAN,
        json!({"consent": {"source": "shop counter", "at": "2025-01-01T00:00:00Z"}}),
    )
    .await?;
    assert_eq!(older["status"]["opt_in"]["source"], "website form");

    // What a form may not say.
    for (body, field) in [
        (json!({"consent": {"source": "   "}}), "consent.source"),
        (
            json!({"consent": {"source": "x".repeat(101)}}),
            "consent.source",
        ),
        (
            json!({"consent": {"source": "website form", "at": "yesterday"}}),
            "consent.at",
        ),
        (
            json!({"consent": {"source": "website form", "at": "2999-01-01T00:00:00Z"}}),
            "consent.at",
        ),
        (
            json!({"consent": {"source": "website form", "ip": "10.0.0.1"}}),
            "body",
        ),
    ] {
        let (status, answer) = opt_in(BILAL, body.clone()).await?;
        assert_eq!(status, 400, "{body} is refused: {answer}");
        assert_eq!(answer["error"]["field"], field, "{body}: {answer}");
        let message = answer["error"]["message"].as_str().unwrap_or_default();
        assert!(
            !message.is_empty() && !message.contains("opt-outs-"),
            "{message}"
        );
    }

    // Sana sent STOP, then signed up on the website: her agreement is her own request.
    rig.sim.inject_inbound(SANA, "stop", "Sana")?;
    let stopped = async |who: &str| {
        let who = phone(who);
        rig.engine
            .ledger()
            .read(move |c| opt_outs::marketing_status(c, &who))
            .await
            .unwrap()
    };
    wait_for("Sana's stop", async || stopped(SANA).await.opted_out).await;
    let (status, done) = opt_in(SANA, json!({"consent": {"source": "website form"}})).await?;
    assert_eq!(status, 200, "{done}");
    assert_eq!(done["changed"], true, "{done}");
    assert_eq!(done["status"]["opted_out"], false);
    assert_eq!(done["status"]["history"][0]["choice"], "resume");
    assert_eq!(done["status"]["history"][0]["by"], "local API");
    assert_eq!(
        done["status"]["history"][0]["reason"],
        "agreed again through website form"
    );
    assert_eq!(
        done["status"]["history"][0]["reason_said"]["id"], "opt-outs-reason-consent",
        "the window says Pacer's reason in the person's language"
    );

    // Ayesha stopped after the time her form says: she stays stopped.
    rig.sim.inject_inbound(AYESHA, "stop", "Ayesha")?;
    wait_for("Ayesha's stop", async || stopped(AYESHA).await.opted_out).await;
    let (status, done) = opt_in(
        AYESHA,
        json!({"consent": {"source": "website form", "at": "2025-06-01T09:00:00Z"}}),
    )
    .await?;
    assert_eq!(status, 200, "{done}");
    assert_eq!(done["changed"], false, "an older agreement allows nothing");
    assert_eq!(done["status"]["opted_out"], true);
    assert_eq!(done["status"]["opt_in"]["source"], "website form");

    stop.cancel();
    server.await??;
    rig.stop().await;
    Ok(())
}
