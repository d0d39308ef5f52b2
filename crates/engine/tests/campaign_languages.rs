//! A language per customer, against the simulator: a list's Language column chooses between
//! the template's approved English and Spanish. The check counts each language and who fell
//! back, the preview shows a Spanish customer the Spanish text, and the launch sends each
//! customer exactly one message in their language, which Meta (the simulator, which refuses a
//! language the template does not have) accepts and delivers.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::collections::BTreeMap;
use std::time::Duration;

use pacer_engine::campaigns::{self, Audience, CampaignSpec, Source};
use pacer_engine::import::{self, ImportOptions};
use pacer_engine::ledger::messages::State;
use support::{Rig, sim_config};

/// (name, phone, the Language column as people wrote it, the language they must get).
const CUSTOMERS: &[(&str, &str, &str, &str)] = &[
    ("Ayesha", "+923001110001", "en", "en_US"),
    ("Bilal", "+923001110002", "es", "es"),
    ("Carmen", "+923001110003", "Español", "es"),
    ("Diego", "+923001110004", "ES-mx", "es"),
    ("Emma", "+923001110005", "English", "en_US"),
    // Nothing said, and a language the template is not approved in: the campaign's own.
    ("Farah", "+923001110006", "", "en_US"),
    ("Gilles", "+923001110007", "fr", "en_US"),
    ("Hina", "+923001110008", "Spanish", "es"),
];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_customer_gets_the_template_in_their_own_language_or_the_campaigns() {
    let rig = Rig::start(sim_config(0.01), |_| {}).await;
    let files = tempfile::tempdir().unwrap();
    let mut csv = String::from("Name,Phone,Language,Arrives\n");
    for (name, phone, language, _) in CUSTOMERS {
        csv.push_str(&format!("{name},{phone},{language},Friday\n"));
    }
    let list = files.path().join("customers.csv");
    std::fs::write(&list, csv).unwrap();
    let options = ImportOptions {
        list: "Orders".into(),
        default_country: "PK".into(),
        ..ImportOptions::default()
    };
    import::import_file(
        rig.engine.ledger(),
        &list,
        &options,
        rig.engine.clock().now_ms(),
    )
    .await
    .unwrap();
    pacer_engine::templates::sync_into(&rig.engine)
        .await
        .unwrap();
    let spec = CampaignSpec {
        name: "Shipped".into(),
        template_name: "order_shipped".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["Orders".into()],
            ..Audience::default()
        },
        mapping: [
            ("header.1", Source::Text("#10234".into())),
            ("body.1", Source::Column("Name".into())),
            ("body.2", Source::Column("Arrives".into())),
        ]
        .into_iter()
        .map(|(k, s)| (k.to_owned(), s))
        .collect(),
        language_column: Some("Language".into()),
        header_file: None,
        pdf: None,
        schedule: None,
        send_hours: None,
    };
    let campaign = campaigns::create(&rig.engine, spec).await.unwrap();
    // Kept with the campaign.
    let stored = campaigns::get(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(stored.spec.language_column.as_deref(), Some("Language"));

    let check = campaigns::check(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(check.ready, CUSTOMERS.len(), "{}", check.summary);
    let languages = check.languages.expect("the check counts the languages");
    assert_eq!(
        languages.ready,
        vec![("en_US".to_owned(), 4), ("es".to_owned(), 4)]
    );
    assert_eq!(languages.fell_back, 2, "Farah (nothing) and Gilles (fr)");
    assert_eq!(
        languages.summary,
        "By language (column Language): en_US 4 · es 4. 2 of them get en_US because their Language is empty or names a language this template is not approved in."
    );

    let carmen = support::phone("+923001110003");
    let preview = campaigns::preview(&rig.engine, &campaign.id, Some(&carmen))
        .await
        .unwrap();
    assert_eq!(preview.language, "es");
    assert_eq!(
        preview.preview.body,
        "¡Buenas noticias Carmen! Tu pedido fue enviado y llegará el Friday."
    );

    let launched = campaigns::launch(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(launched.queued, CUSTOMERS.len(), "{}", launched.summary);
    rig.wait_settled(Duration::from_secs(60)).await;
    let sent: BTreeMap<String, String> = rig
        .engine
        .ledger()
        .read(|c| {
            c.prepare("SELECT recipient, template_language FROM messages")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect()
        })
        .await
        .unwrap();
    let expected: BTreeMap<String, String> = CUSTOMERS
        .iter()
        .map(|(_, phone, _, language)| ((*phone).to_owned(), (*language).to_owned()))
        .collect();
    assert_eq!(sent, expected, "one message each, in their language");
    assert_eq!(
        rig.count(State::Failed).await,
        0,
        "Meta accepted every language"
    );
    assert_eq!(rig.sim.records().len(), CUSTOMERS.len());
    rig.stop().await;
}
