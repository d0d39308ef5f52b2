//! A campaign's messages share one stored body (`message_shapes`) and keep only each
//! customer's values: what Meta receives must still be, byte for byte, the body built for
//! that customer alone, whatever their values hold (quotes, backslashes, scripts, emoji,
//! something that looks like one of the body's gaps), when the dispatcher sends it and after
//! it reloads the queue.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::collections::{BTreeMap, HashMap};
use std::time::Duration;

use pacer_cloud::{MessageContent, OutboundMessage};
use pacer_engine::campaigns::{self, Audience, CampaignSpec, Source};
use pacer_engine::import::{self, ImportOptions};
use pacer_engine::ledger::messages::{self, Shapes, State};
use support::{Rig, sim_config};

const CUSTOMERS: usize = 24;

/// A message as stored: recipient, shape, payload.
type StoredRow = (String, Option<i64>, String);

/// Names a body must carry exactly; the rest are ordinary.
const AWKWARD: &[&str] = &[
    "Ayesha \"Ash\" Khan",
    "C:\\Users\\back\\slash",
    "Zoë 😀 ناصر",
    "</script><b>&amp;",
    "\\u00001\\u0000 is not a gap",
    "\u{1}control",
    "Ümit   three spaces",
];

fn name(i: usize) -> String {
    AWKWARD
        .get(i)
        .map_or_else(|| format!("Customer {i}"), |n| (*n).to_owned())
}

fn phone(i: usize) -> String {
    format!("+9230012{i:05}")
}

fn csv_field(value: &str) -> String {
    format!("\"{}\"", value.replace('"', "\"\""))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_campaigns_messages_keep_one_body_and_each_customers_values() {
    let mut sim = sim_config(1.0);
    // Slow enough that most messages are still queued when the campaign is paused.
    sim.mps = Some(4);
    let rig = Rig::start(sim, |_| {}).await;
    let files = tempfile::tempdir().unwrap();
    let mut csv = String::from("Name,Phone,Amount,Due\n");
    for i in 0..CUSTOMERS {
        csv.push_str(&format!(
            "{},{},{},15 December\n",
            csv_field(&name(i)),
            phone(i),
            csv_field(&format!("PKR {},{:03}", 1 + i, i * 7))
        ));
    }
    let list = files.path().join("customers.csv");
    std::fs::write(&list, csv).unwrap();
    let options = ImportOptions {
        list: "Everyone".into(),
        default_country: "PK".into(),
        ..ImportOptions::default()
    };
    let report = import::import_file(
        rig.engine.ledger(),
        &list,
        &options,
        rig.engine.clock().now_ms(),
    )
    .await
    .unwrap();
    assert_eq!(report.contacts, CUSTOMERS as u64, "{}", report.summary);
    pacer_engine::templates::sync_into(&rig.engine)
        .await
        .unwrap();
    let spec = CampaignSpec {
        name: "Reminders".into(),
        template_name: "payment_reminder".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["Everyone".into()],
            tags: Vec::new(),
            ..Audience::default()
        },
        mapping: [
            ("body.customer_name", "Name"),
            ("body.amount", "Amount"),
            ("body.due_date", "Due"),
        ]
        .into_iter()
        .map(|(k, c)| (k.to_owned(), Source::Column(c.into())))
        .collect(),
        language_column: None,
        header_file: None,
        pdf: None,
        schedule: None,
        send_hours: None,
    };
    let campaign = campaigns::create(&rig.engine, spec).await.unwrap();
    let launched = campaigns::launch(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(launched.queued, CUSTOMERS, "{}", launched.summary);
    campaigns::pause(&rig.engine, &campaign.id).await.unwrap();

    // Each customer's body, as it would be built for them alone.
    let expected: HashMap<String, String> = rig
        .engine
        .ledger()
        .read(|c| {
            let info = pacer_engine::templates::get(c, "payment_reminder", "en_US")?.unwrap();
            Ok((0..CUSTOMERS)
                .map(|i| {
                    let values: BTreeMap<String, String> = [
                        ("body.customer_name", name(i)),
                        ("body.amount", format!("PKR {},{:03}", 1 + i, i * 7)),
                        ("body.due_date", "15 December".to_owned()),
                    ]
                    .into_iter()
                    .map(|(k, v)| (k.to_owned(), v))
                    .collect();
                    let content = pacer_engine::templates::build(&info, &values, None).unwrap();
                    let body = serde_json::to_string(&OutboundMessage::to_phone(
                        phone(i),
                        MessageContent::Template(content),
                    ))
                    .unwrap();
                    (phone(i), body)
                })
                .collect())
        })
        .await
        .unwrap();

    // The ledger keeps the body once and, per message, only the values.
    let (shapes, unshaped, stored): (i64, i64, Vec<StoredRow>) = rig
        .engine
        .ledger()
        .read(|c| {
            let shapes = c.query_row("SELECT COUNT(*) FROM message_shapes", [], |r| r.get(0))?;
            let unshaped = c.query_row(
                "SELECT COUNT(*) FROM messages WHERE shape_id IS NULL",
                [],
                |r| r.get(0),
            )?;
            let stored = c
                .prepare("SELECT recipient, shape_id, payload FROM messages")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect::<rusqlite::Result<_>>()?;
            Ok((shapes, unshaped, stored))
        })
        .await
        .unwrap();
    assert_eq!((shapes, unshaped), (1, 0));
    for (to, _, payload) in &stored {
        let values: Vec<String> = serde_json::from_str(payload).expect("values, not a body");
        assert_eq!(&values[0], to);
        assert!(!payload.contains("payment_reminder"), "{payload}");
    }
    // A shaped message's history still starts with its queueing.
    let history = rig
        .engine
        .ledger()
        .read(|c| {
            let key: String = c.query_row(
                "SELECT key FROM messages ORDER BY id DESC LIMIT 1",
                [],
                |r| r.get(0),
            )?;
            messages::events_of(c, &key)
        })
        .await
        .unwrap();
    assert_eq!(
        history.first().map(|e| e.state.as_str()),
        Some("queued"),
        "{history:?}"
    );
    assert_eq!(
        history.iter().filter(|e| e.state == "queued").count(),
        1,
        "{history:?}"
    );

    // Read back through the ledger's own reader, and as the dispatcher reloads the queue.
    let bodies: Vec<(String, String)> = rig
        .engine
        .ledger()
        .read(move |c| {
            let mut shapes = Shapes::default();
            stored
                .into_iter()
                .map(|(to, shape, payload)| Ok((to, shapes.payload(c, shape, payload)?.shown())))
                .collect()
        })
        .await
        .unwrap();
    for (to, body) in &bodies {
        assert_eq!(body, &expected[to], "the body read back for {to}");
    }
    let reloaded = rig.engine.ledger().read(messages::open_rows).await.unwrap();
    assert!(
        reloaded.len() > CUSTOMERS / 2,
        "most are still waiting: {}",
        reloaded.len()
    );
    for row in &reloaded {
        let to = row.recipient.to_string();
        assert_eq!(row.payload.json().unwrap(), expected[&to], "reloaded {to}");
    }

    // Sent, every one is taken by Meta's rules and arrives once.
    campaigns::resume(&rig.engine, &campaign.id).await.unwrap();
    rig.wait_settled(Duration::from_secs(60)).await;
    assert_eq!(rig.count(State::Failed).await, 0);
    let (sim, _dir) = rig.stop().await;
    let mut to: Vec<String> = sim.records().into_iter().map(|r| r.to).collect();
    to.sort_unstable();
    to.dedup();
    assert_eq!(to.len(), CUSTOMERS, "each customer once");
}
