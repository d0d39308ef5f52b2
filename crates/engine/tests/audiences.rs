//! Audiences (`docs/campaigns.md#audiences`) on the fixture lists
//! `tests/fixtures/lists/audiences.csv` and `audiences_staff.csv`: every filter, tags all and
//! any, exclusions and retargeting from a real campaign's report (sent to the simulator, its
//! statuses, replies and taps coming back as signed webhooks) select exactly the customers
//! expected; the check, the preview, the launch, the count and the report's opt-out line read
//! the same people.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::time::Duration;

use pacer_engine::audiences::{
    self, Audience, AudienceProblem, ColumnFilter, FilterOp, FromReport, TagMatch, Who,
};
use pacer_engine::campaigns::{self, CampaignError, CampaignSpec, CampaignState, Launcher, Source};
use pacer_engine::import::{self, ImportOptions};
use pacer_engine::opt_outs::{self, Marketing, SOURCE_STAFF};
use pacer_engine::{contacts, reports, templates};
use pacer_sim::{ContextRef, CustomerMessage};
use serde_json::json;
use support::{Rig, sim_config};

/// The fixture's customer `i` (1–9) in E.164.
fn n(i: u8) -> String {
    format!("+92300100000{i}")
}

/// The customers `ids`, as a sorted set of numbers.
fn people(ids: &[u8]) -> BTreeSet<String> {
    ids.iter().map(|i| n(*i)).collect()
}

fn filter(column: &str, op: FilterOp, value: &str) -> ColumnFilter {
    ColumnFilter {
        column: column.into(),
        op,
        value: value.into(),
    }
}

/// Everyone in both fixture lists (customers 1–9) who passes `filters`.
fn everyone_where(filters: Vec<ColumnFilter>) -> Audience {
    Audience {
        filters,
        ..Audience::of(&["Customers", "Staff"], &[])
    }
}

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures/lists")
        .join(name)
}

/// An engine sending to the simulator (`read_rate` of delivered messages read), with both
/// fixture lists imported, tags set (vip: 1 2 8; late: 2 3 6; wholesale: 3) and Meta's
/// templates read.
async fn rig(read_rate: f64) -> Rig {
    let mut sim = sim_config(1.0);
    sim.webhooks.read_rate = read_rate;
    sim.recipients.not_on_whatsapp.insert("923001000004".into());
    let rig = Rig::start(sim, |_| {}).await;
    for (file, list, count) in [
        ("audiences.csv", "Customers", 8),
        ("audiences_staff.csv", "Staff", 2),
    ] {
        let options = ImportOptions {
            list: list.into(),
            default_country: "PK".into(),
            ..ImportOptions::default()
        };
        let report = import::import_file(
            rig.engine.ledger(),
            &fixture(file),
            &options,
            rig.engine.clock().now_ms(),
        )
        .await
        .unwrap();
        assert_eq!(report.contacts, count, "{}", report.summary);
    }
    for (tag, ids) in [
        ("vip", &[1u8, 2, 8][..]),
        ("late", &[2, 3, 6]),
        ("wholesale", &[3]),
    ] {
        let phones: Vec<String> = ids.iter().map(|i| n(*i)).collect();
        let tag = vec![tag.to_owned()];
        rig.engine
            .ledger()
            .write(move |c| {
                let ids = phones
                    .iter()
                    .map(|p| {
                        Ok(contacts::contact_by_phone(c, p)?
                            .expect("a fixture contact")
                            .id)
                    })
                    .collect::<rusqlite::Result<Vec<i64>>>()?;
                contacts::add_tags(c, &ids, &tag)
            })
            .await
            .unwrap();
    }
    templates::sync_into(&rig.engine).await.unwrap();
    rig
}

/// Who `audience` selects, read as the launch reads it; the count must say as many.
async fn selected(rig: &Rig, audience: &Audience) -> BTreeSet<String> {
    let read = audience.clone();
    let contacts = rig
        .engine
        .ledger()
        .read_long(move |c| contacts::audience(c, &read))
        .await
        .unwrap();
    let phones: BTreeSet<String> = contacts.iter().map(|c| c.phone.to_string()).collect();
    assert_eq!(phones.len(), contacts.len(), "each contact once");
    // A launch reads the same people a page at a time, without their tags.
    let read = audience.clone();
    let paged = rig
        .engine
        .ledger()
        .read_long(move |c| {
            let mut paged = Vec::new();
            contacts::audience_pages(c, &read, contacts::Tags::Skipped, 2, |page| {
                paged.extend(page);
                true
            })?;
            Ok(paged)
        })
        .await
        .unwrap();
    let untagged: Vec<contacts::Contact> = contacts
        .iter()
        .cloned()
        .map(|contact| contacts::Contact {
            tags: Vec::new(),
            ..contact
        })
        .collect();
    assert_eq!(paged, untagged, "the launch's read, page by page");
    let count = audiences::count(&rig.engine, audience.clone())
        .await
        .unwrap();
    assert_eq!(
        count.total as usize,
        phones.len(),
        "the count is the number of people read"
    );
    phones
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_filter_selects_exactly_the_customers_whose_column_passes() {
    let rig = rig(0.0).await;
    let cases: Vec<(&str, Vec<ColumnFilter>, &[u8])> = vec![
        (
            "no filter: both lists",
            vec![],
            &[1, 2, 3, 4, 5, 6, 7, 8, 9],
        ),
        (
            "equals ignores case and spaces",
            vec![filter("City", FilterOp::Equals, "lahore")],
            &[1, 3, 8],
        ),
        (
            "not equals keeps those without the column",
            vec![filter("City", FilterOp::NotEquals, "Lahore")],
            &[2, 4, 5, 6, 7, 9],
        ),
        (
            "contains, any case, column named in any case",
            vec![filter("city", FilterOp::Contains, "HOR")],
            &[1, 3, 8],
        ),
        (
            "is empty: blank or missing",
            vec![filter("City", FilterOp::IsEmpty, "")],
            &[5, 9],
        ),
        (
            "is not empty",
            vec![filter("City", FilterOp::IsNotEmpty, "")],
            &[1, 2, 3, 4, 6, 7, 8],
        ),
        (
            "greater than reads 1,250.50 and 12,000; n/a is not a number",
            vec![filter("Balance", FilterOp::GreaterThan, "1,000")],
            &[1, 3],
        ),
        (
            "less than: 0, -50 and 999.99 are numbers",
            vec![filter("Balance", FilterOp::LessThan, "1000")],
            &[2, 5, 6, 8],
        ),
        (
            "before: ISO and day-first dates; 2026-02-29 is no day",
            vec![filter("Joined", FilterOp::Before, "2026-03-01")],
            &[1, 3],
        ),
        (
            "after: a time after the date is ignored, the same day is not after",
            vec![filter("Joined", FilterOp::After, "01/06/2026")],
            &[8],
        ),
        (
            "equals is the whole value (Gold Plus is not gold)",
            vec![filter("Plan", FilterOp::Equals, "gold")],
            &[1, 4, 8],
        ),
        (
            "the name column",
            vec![filter("name", FilterOp::Contains, "ali")],
            &[4],
        ),
        (
            "the phone column",
            vec![filter("phone", FilterOp::Equals, "+923001000009")],
            &[9],
        ),
        (
            "every filter must pass",
            vec![
                filter("City", FilterOp::Equals, "Lahore"),
                filter("Balance", FilterOp::GreaterThan, "1000"),
            ],
            &[1, 3],
        ),
    ];
    for (rule, filters, expected) in cases {
        assert_eq!(
            selected(&rig, &everyone_where(filters)).await,
            people(expected),
            "{rule}"
        );
    }
    rig.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tags_any_or_all_and_exclusions_select_exactly_who_they_say() {
    let rig = rig(0.0).await;
    let tags = |tags: &[&str], all: bool| Audience {
        tags_match: Some(if all { TagMatch::All } else { TagMatch::Any }),
        ..Audience::of(&[], tags)
    };
    let cases: Vec<(&str, Audience, &[u8])> = vec![
        (
            "any of the tags",
            tags(&["vip", "late"], false),
            &[1, 2, 3, 6, 8],
        ),
        ("all of the tags", tags(&["vip", "late"], true), &[2]),
        (
            "all of two other tags",
            tags(&["late", "wholesale"], true),
            &[3],
        ),
        (
            "a list left out",
            Audience {
                except_lists: vec!["Staff".into()],
                ..Audience::of(&["Customers", "Staff"], &[])
            },
            &[1, 2, 3, 4, 5, 6, 8],
        ),
        (
            "a tag left out",
            Audience {
                except_tags: vec!["late".into()],
                ..Audience::of(&["Customers"], &[])
            },
            &[1, 4, 5, 7, 8],
        ),
        (
            "(lists ∪ tags) ∩ filters − exclusions",
            Audience {
                filters: vec![filter("City", FilterOp::Equals, "Lahore")],
                except_tags: vec!["late".into()],
                ..Audience::of(&["Staff"], &["vip"])
            },
            &[1, 8],
        ),
        ("nothing brings anyone in", Audience::default(), &[]),
    ];
    for (rule, audience, expected) in cases {
        assert_eq!(selected(&rig, &audience).await, people(expected), "{rule}");
    }
    // An audience stored before filters existed reads as it did.
    let old: Audience =
        serde_json::from_value(json!({"lists": ["Staff"], "tags": ["wholesale"]})).unwrap();
    assert_eq!(
        selected(&rig, &old).await,
        people(&[3, 7, 9]),
        "an old audience still reads"
    );
    rig.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_audience_that_cannot_be_read_is_refused_in_plain_words() {
    let rig = rig(0.0).await;
    let bad = |f: ColumnFilter| everyone_where(vec![f]);
    let cases: Vec<(Audience, AudienceProblem, &str)> = vec![
        (bad(filter(" ", FilterOp::Equals, "x")), AudienceProblem::EmptyColumn, "names no column"),
        (
            serde_json::from_value(json!({"lists": ["Customers"], "filters": [{"column": "City", "op": "sounds_like", "value": "x"}]}))
                .unwrap(),
            AudienceProblem::UnknownOp { column: "City".into() },
            "a test Pacer does not know",
        ),
        (
            bad(filter("Balance", FilterOp::GreaterThan, "a lot")),
            AudienceProblem::NotANumber {
                column: "Balance".into(),
                value: "a lot".into(),
            },
            "\"a lot\" is not a number",
        ),
        (
            bad(filter("Joined", FilterOp::Before, "2026-02-30")),
            AudienceProblem::NotADate {
                column: "Joined".into(),
                value: "2026-02-30".into(),
            },
            "is not a date",
        ),
        (bad(filter("City", FilterOp::Contains, " ")), AudienceProblem::NoValue { column: "City".into() }, "nothing to compare"),
        (
            Audience {
                from_report: Some(FromReport {
                    campaign: "cmp_nope".into(),
                    who: Who::Replied,
                }),
                ..Audience::default()
            },
            AudienceProblem::UnknownCampaign("cmp_nope".into()),
            "no campaign \"cmp_nope\"",
        ),
    ];
    for (audience, problem, words) in cases {
        let refused = audiences::count(&rig.engine, audience.clone())
            .await
            .unwrap_err();
        assert!(
            matches!(&refused, CampaignError::BadAudience(p) if *p == problem),
            "the count refuses it: {refused}"
        );
        assert!(
            refused.to_string().contains(words),
            "it says why: {refused}"
        );
        assert!(refused.said().is_some(), "in the person's language too");
        let refused = campaigns::create(&rig.engine, hello(audience))
            .await
            .unwrap_err();
        assert!(
            matches!(&refused, CampaignError::BadAudience(p) if *p == problem),
            "a campaign is refused the same: {refused}"
        );
    }
    let unknown_list = Audience {
        except_lists: vec!["Nope".into()],
        ..Audience::of(&["Customers"], &[])
    };
    assert!(matches!(
        audiences::count(&rig.engine, unknown_list).await.unwrap_err(),
        CampaignError::UnknownList(list) if list == "Nope"
    ));
    rig.stop().await;
}

/// A campaign of the simulator's `hello_world` (no variables) to `audience`.
fn hello(audience: Audience) -> CampaignSpec {
    CampaignSpec {
        name: "Hello".into(),
        template_name: "hello_world".into(),
        template_language: "en_US".into(),
        audience,
        mapping: Default::default(),
        language_column: None,
        header_file: None,
        pdf: None,
        schedule: None,
        send_hours: None,
    }
}

/// Polls `done` until it holds (at most 60 s).
async fn wait_until(what: &str, mut done: impl AsyncFnMut() -> bool) {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    while !done().await {
        assert!(
            tokio::time::Instant::now() < deadline,
            "{what} did not happen"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_audience_from_a_report_is_exactly_the_customers_the_report_counts() {
    // Half the delivered messages are read; customer 4 is not on WhatsApp (a failure that
    // cannot change); the first two messages Meta accepts fail with 131049, Meta's cap on
    // marketing per customer (one that can: Pacer does not retry it by itself).
    let rig = rig(0.5).await;
    rig.sim.force_async_failures(131049, 2);
    let campaign = campaigns::create(&rig.engine, hello(Audience::of(&["Customers"], &[])))
        .await
        .unwrap();
    let launcher = Launcher::new(std::sync::Arc::clone(&rig.engine));
    launcher.start(&campaign.id, false).await.unwrap();
    wait_until("every status", async || {
        let progress = launcher.progress(&campaign.id).await.unwrap();
        progress.state == CampaignState::Done
            && rig.sim.records().len() == 8
            && rig.sim.unacknowledged() == 0
    })
    .await;

    // Customer 2 writes back; 8 taps "Pay now" on the message; 6 taps "Call me".
    let wamid_of = |i: u8| {
        let digits = n(i).trim_start_matches('+').to_owned();
        rig.sim
            .records()
            .into_iter()
            .find(|r| r.to == digits)
            .expect("a message to them")
            .wamid
    };
    rig.sim.inject_inbound(&n(2), "Thank you", "Bilal").unwrap();
    for (i, button) in [(8, "Pay now"), (6, "Call me")] {
        let mut tap = CustomerMessage {
            from: n(i),
            kind: "button".into(),
            context: Some(ContextRef { id: wamid_of(i) }),
            ..CustomerMessage::default()
        };
        tap.objects.insert(
            "button".into(),
            json!({"text": button, "payload": button.to_uppercase()}),
        );
        rig.sim.customer_sends(tap).unwrap();
    }
    wait_until("the replies", async || {
        rig.engine
            .ledger()
            .read(|c| {
                c.query_row("SELECT COUNT(*) FROM inbound_messages", [], |r| {
                    r.get::<_, i64>(0)
                })
            })
            .await
            .unwrap()
            == 3
    })
    .await;

    // What the simulator (Meta) did, message by message: the expected people.
    let records = rig.sim.records();
    let plus = |to: &str| format!("+{to}");
    let not_read: BTreeSet<String> = records
        .iter()
        .filter(|r| matches!(r.planned_final(), Some("sent" | "delivered")))
        .map(|r| plus(&r.to))
        .collect();
    let can_change: BTreeSet<String> = records
        .iter()
        .filter(|r| r.failure_code == Some(131049))
        .map(|r| plus(&r.to))
        .collect();
    assert_eq!(can_change.len(), 2, "two forced failures");
    assert!(
        !not_read.is_empty() && not_read.len() < 5,
        "some read, some not: {not_read:?}"
    );

    let id = campaign.id.clone();
    let report = rig
        .engine
        .ledger()
        .read(move |c| reports::report(c, &id, None))
        .await
        .unwrap();
    let from = |who: Who| Audience {
        from_report: Some(FromReport {
            campaign: campaign.id.clone(),
            who,
        }),
        ..Audience::default()
    };

    let chosen = selected(&rig, &from(Who::NotRead)).await;
    assert_eq!(chosen, not_read, "who did not read: Meta's record");
    assert_eq!(
        chosen.len() as u64,
        report.funnel.sent - report.funnel.read,
        "the report's sent less read"
    );

    let chosen = selected(&rig, &from(Who::FailedCanChange)).await;
    assert_eq!(
        chosen, can_change,
        "failed for a reason that can change: not customer 4's 131026"
    );
    let retryable: u64 = report
        .failures
        .iter()
        .filter(|g| g.retryable)
        .map(|g| g.count)
        .sum();
    assert_eq!(
        chosen.len() as u64,
        retryable,
        "the report's failure groups marked retry"
    );
    assert_eq!(
        report.funnel.failed, 3,
        "and customer 4's failure is not among them"
    );

    let chosen = selected(&rig, &from(Who::Replied)).await;
    assert_eq!(chosen, people(&[2, 6, 8]), "who replied: a text or a tap");
    assert_eq!(
        chosen.len() as u64,
        report.replies.replied,
        "the report's replies"
    );

    let tapped = |button: &str| {
        from(Who::Tapped {
            button: button.into(),
        })
    };
    assert_eq!(
        selected(&rig, &tapped("Pay now")).await,
        people(&[8]),
        "who tapped Pay now"
    );
    assert_eq!(
        selected(&rig, &tapped("Call me")).await,
        people(&[6]),
        "who tapped Call me"
    );
    assert_eq!(
        selected(&rig, &tapped("Nobody's button")).await,
        people(&[]),
        "a button nobody tapped"
    );

    // A report's selection combines with filters and exclusions like lists do.
    let replied_not_vip = Audience {
        except_tags: vec!["vip".into()],
        ..from(Who::Replied)
    };
    assert_eq!(
        selected(&rig, &replied_not_vip).await,
        people(&[6]),
        "replied, not vip"
    );
    let replied_or_staff = Audience {
        lists: vec!["Staff".into()],
        ..from(Who::Replied)
    };
    assert_eq!(
        selected(&rig, &replied_or_staff).await,
        people(&[2, 6, 7, 8, 9]),
        "replied, or staff"
    );

    // A campaign can be made from the report alone.
    campaigns::create(&rig.engine, hello(from(Who::Replied)))
        .await
        .unwrap();
    rig.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_check_the_preview_the_launch_the_count_and_the_opt_out_line_agree() {
    let rig = rig(0.0).await;
    // Everyone with a city, but not the late payers: 1, 4, 7, 8; 4 and 8 stopped marketing.
    for i in [4, 8] {
        opt_outs::set_choice(
            &rig.engine,
            &support::phone(&n(i)),
            Marketing::Stop,
            SOURCE_STAFF,
            "Amina",
            None,
        )
        .await
        .unwrap();
    }
    let audience = Audience {
        filters: vec![filter("City", FilterOp::IsNotEmpty, "")],
        except_tags: vec!["late".into()],
        ..Audience::of(&["Customers", "Staff"], &[])
    };
    let count = audiences::count(&rig.engine, audience.clone())
        .await
        .unwrap();
    assert_eq!((count.total, count.opted_out), (4, 2), "the count");
    assert_eq!(selected(&rig, &audience).await, people(&[1, 4, 7, 8]));

    let spec = CampaignSpec {
        name: "Spring sale".into(),
        template_name: "spring_sale".into(),
        template_language: "en_US".into(),
        audience,
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
    let campaign = campaigns::create(&rig.engine, spec).await.unwrap();
    let check = campaigns::check(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(
        (check.audience, check.opted_out, check.ready),
        (4, 2, 2),
        "the check: {}",
        check.summary
    );

    let preview = campaigns::preview(&rig.engine, &campaign.id, Some(&support::phone(&n(7))))
        .await
        .unwrap();
    assert!(
        preview.preview.body.contains("Ghulam Abbas"),
        "{:?}",
        preview.preview
    );
    let refused = campaigns::preview(&rig.engine, &campaign.id, Some(&support::phone(&n(2))))
        .await
        .unwrap_err();
    assert!(
        matches!(refused, CampaignError::NotInAudience(_)),
        "a late payer is not in it: {refused}"
    );

    let launched = campaigns::launch(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(
        (launched.queued, launched.opted_out),
        (2, 2),
        "the launch: {}",
        launched.summary
    );
    let queued: BTreeSet<String> = rig
        .engine
        .ledger()
        .read({
            let id = campaign.id.clone();
            move |c| {
                c.prepare("SELECT recipient FROM messages WHERE batch = ?1")?
                    .query_map([id], |r| r.get(0))?
                    .collect()
            }
        })
        .await
        .unwrap();
    assert_eq!(
        queued,
        people(&[1, 7]),
        "the launch queued the audience less who stopped"
    );

    let id = campaign.id.clone();
    let report = rig
        .engine
        .ledger()
        .read(move |c| reports::summary(c, &id, None))
        .await
        .unwrap();
    assert_eq!(
        report.opt_outs.skipped, 2,
        "the report's opt-out line: {}",
        report.opt_outs.line
    );
    rig.stop().await;
}
