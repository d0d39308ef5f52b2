//! The cost before launch (`docs/prices.md`): a rate card file read or refused in plain words,
//! the check's estimate equal to the sum of the per-message prices of its recipients'
//! countries, and the report comparing the estimate made at launch with the cost of what the
//! simulator delivered.

mod support;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use pacer_engine::campaigns::{self, Audience, CampaignSpec, CampaignState, Launcher};
use pacer_engine::import::{self, ImportOptions};
use pacer_engine::prices::{self, CardRefused, Category};
use pacer_engine::reports;
use support::{Rig, sim_config};

fn fixture(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures")
        .join(path)
}

fn fixture_card() -> prices::RateCard {
    let bytes = std::fs::read(fixture("prices/rate-card.csv")).expect("the fixture card");
    prices::read_card(&bytes, "rate-card.csv").expect("the fixture card reads")
}

/// `tests/fixtures/lists/countries.csv`, number by number: its country, and the fixture card's
/// utility price there (written out by hand from the file, not looked up by Pacer's code).
const RECIPIENTS: &[(&str, &str, f64)] = &[
    ("+923001234567", "PK", 0.0054),
    ("+923217654321", "PK", 0.0054),
    ("+919871234567", "IN", 0.0014),
    ("+919910012345", "IN", 0.0014),
    ("+5511912345678", "BR", 0.0068),
    ("+6281234567890", "ID", 0.0250),
    // A +44 07911 number is a Guernsey mobile: priced with the UK, whose calling code it has.
    ("+447911123456", "GG", 0.0220),
    // Iceland is in no market of the card: it is priced as "Other".
    ("+3546111234", "IS", 0.0077),
];

fn expected_total() -> f64 {
    RECIPIENTS.iter().map(|(_, _, price)| price).sum()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

#[test]
fn the_fixture_card_reads_with_its_date_currency_source_and_markets() {
    let card = fixture_card();
    assert_eq!(
        (card.currency.as_str(), card.effective.as_str()),
        ("USD", "2026-10-01"),
        "the currency and the effective date come from the rows above the table"
    );
    assert!(card.source.starts_with("Fixture card"), "{}", card.source);
    let names: Vec<&str> = card.markets.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(names.len(), 7, "one market per row: {names:?}");
    let apac = card.market_of(Some("JP")).expect("Japan has a market");
    assert_eq!(
        apac.name, "Rest of Asia Pacific",
        "a region's countries come from the markets Pacer knows when the file lists none"
    );
    assert_eq!(
        card.market_of(Some("IS")).map(|m| m.name.as_str()),
        Some("Other"),
        "a country no market names is priced as Other"
    );
    assert_eq!(
        card.market_of(Some("BR"))
            .and_then(|m| m.authentication_international),
        None,
        "an empty cell is no price, not zero"
    );
}

#[test]
fn a_rate_card_file_with_a_mistake_is_refused_saying_what_to_change() {
    let head = "Effective date,2026-10-01\nCurrency,USD\n";
    let table = "Market,Marketing,Utility,Authentication\n";
    let refused = |text: &str| {
        prices::read_card(text.as_bytes(), "card.csv")
            .err()
            .map(|e| (e.clone(), e.to_string()))
    };
    let cases: Vec<(String, CardRefused, &str)> = vec![
        (
            format!("{head}Market,Marketing,Authentication\nIndia,0.01,0.001\n"),
            CardRefused::MissingColumn("Utility"),
            "The rate card file has no \"Utility\" column.",
        ),
        (
            format!("{head}{table}India,0.01,abc,0.001\n"),
            CardRefused::NotANumber {
                market: "India".into(),
                category: "Utility".into(),
                text: "abc".into(),
            },
            "The utility price of India is \"abc\", which is not a number.",
        ),
        (
            format!("{head}{table}India,-0.01,0.001,0.001\n"),
            CardRefused::Negative {
                market: "India".into(),
                category: "Marketing".into(),
            },
            "The marketing price of India is below zero.",
        ),
        (
            format!("Effective date,2026-10-01\nCurrency,XYZ\n{table}India,0.01,0.001,0.001\n"),
            CardRefused::UnknownCurrency("XYZ".into()),
            "\"XYZ\" is not a currency code.",
        ),
        (
            format!("{head}{table}India,0.01,0.001,0.001\nindia,0.02,0.001,0.001\n"),
            CardRefused::DuplicateMarket("india".into()),
            "The market \"india\" is in the rate card twice.",
        ),
        (
            format!(
                "{head}Market,Marketing,Utility,Authentication,Countries\nSouth Asia,0.01,0.001,0.001,IN PK\nPakistan,0.04,0.005,0.005,PK\n"
            ),
            CardRefused::CountryTwice {
                country: "PK".into(),
                first: "South Asia".into(),
                second: "Pakistan".into(),
            },
            "The country PK is in two markets, South Asia and Pakistan.",
        ),
        (
            format!("Currency,USD\n{table}India,0.01,0.001,0.001\n"),
            CardRefused::NoDate,
            "Add a row \"Effective date,YYYY-MM-DD\" above the table",
        ),
        (
            format!("{head}{table}Atlantis,0.01,0.001,0.001\n"),
            CardRefused::UnknownMarket("Atlantis".into()),
            "Add a \"Countries\" column",
        ),
        (
            "Effective date,2026-10-01\nIndia,0.01\n".to_owned(),
            CardRefused::NoTable,
            "no row starts with \"Market\"",
        ),
    ];
    for (text, kind, words) in cases {
        let (got, said) = refused(&text).unwrap_or_else(|| panic!("refused: {text}"));
        assert_eq!(got, kind, "each mistake is refused as what it is: {text}");
        assert!(
            said.contains(words),
            "the refusal says what is wrong in plain words: {said}"
        );
    }
}

#[test]
fn every_refusal_is_in_the_catalogue_of_every_language() {
    let refusal = CardRefused::NotANumber {
        market: "India".into(),
        category: "Utility".into(),
        text: "abc".into(),
    };
    let said = refusal.said();
    for language in ["en", "ar", "es-419", "hi-IN", "id-ID", "pt-BR", "ur-PK"] {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../locales/{language}.ftl"));
        let text = std::fs::read_to_string(&path).expect("the catalogue");
        assert!(
            text.contains(&format!("\n{} =", said.id)),
            "{language} says the refusal in its own words"
        );
    }
}

fn spec(list: &str) -> CampaignSpec {
    CampaignSpec {
        name: "Welcome".into(),
        template_name: "hello_world".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec![list.into()],
            ..Audience::default()
        },
        mapping: BTreeMap::new(),
        language_column: None,
        header_file: None,
        pdf: None,
        schedule: None,
        send_hours: None,
    }
}

async fn rig_with_list() -> Rig {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let options = ImportOptions {
        list: "World".into(),
        default_country: "PK".into(),
        ..ImportOptions::default()
    };
    let report = import::import_file(
        rig.engine.ledger(),
        &fixture("lists/countries.csv"),
        &options,
        rig.engine.clock().now_ms(),
    )
    .await
    .expect("the list imports");
    assert_eq!(
        report.contacts,
        RECIPIENTS.len() as u64,
        "{}",
        report.summary
    );
    pacer_engine::templates::sync_into(&rig.engine)
        .await
        .expect("templates sync");
    rig
}

async fn put(rig: &Rig, card: prices::RateCard) {
    let now = rig.engine.clock().now_ms();
    rig.engine
        .ledger()
        .write(move |c| prices::put_card(c, &card, now))
        .await
        .expect("the card is stored");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_estimate_equals_the_sum_of_the_per_message_prices_and_the_report_compares_it() {
    let rig = rig_with_list().await;
    let campaign = campaigns::create(&rig.engine, spec("World"))
        .await
        .expect("the campaign is made");

    let check = campaigns::check(&rig.engine, &campaign.id)
        .await
        .expect("the check");
    assert_eq!(check.ready, RECIPIENTS.len(), "{}", check.summary);
    assert_eq!(
        check.estimate, None,
        "without a rate card there is no estimate (never a made-up one)"
    );

    put(&rig, fixture_card()).await;
    let check = campaigns::check(&rig.engine, &campaign.id)
        .await
        .expect("the check");
    let estimate = check.estimate.expect("an estimate with a card");
    assert!(
        close(estimate.total, expected_total()),
        "the estimate is the sum of each recipient's price: {} vs {}: {:?}",
        estimate.total,
        expected_total(),
        estimate.lines
    );
    assert_eq!(estimate.messages, RECIPIENTS.len() as u64);
    assert_eq!(estimate.unpriced, 0);
    let by_country: BTreeMap<String, (u64, Option<f64>, Option<String>)> = estimate
        .lines
        .iter()
        .map(|l| {
            assert_eq!(
                l.category,
                Category::Utility,
                "hello_world is a utility template"
            );
            (
                l.country.clone().unwrap_or_default(),
                (l.messages, l.price, l.market.clone()),
            )
        })
        .collect();
    for (_, country, price) in RECIPIENTS {
        let (_, got, _) = &by_country[*country];
        assert_eq!(*got, Some(*price), "{country} is priced by its market");
    }
    assert_eq!(
        by_country["PK"].0, 2,
        "two recipients in Pakistan: one line"
    );
    assert_eq!(by_country["IS"].2.as_deref(), Some("Other"));
    assert_eq!(
        estimate.summary,
        "Estimated cost: USD 0.08 for 8 messages (Fixture card for Pacer's tests, not Meta's prices, prices from 2026-10-01). Utility messages that arrive while the customer's service window is open are free, so the cost may be lower.",
        "one line, said through the catalogue"
    );

    // Launched and delivered by the simulator: the report puts the estimate made at launch
    // beside the cost of what was delivered.
    let launcher = Launcher::new(std::sync::Arc::clone(&rig.engine));
    launcher
        .start(&campaign.id, false)
        .await
        .expect("the launch starts");
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    let report = loop {
        let id = campaign.id.clone();
        let report = rig
            .engine
            .ledger()
            .read(move |c| {
                let card = prices::card(c)?;
                reports::report(c, &id, card.as_ref())
            })
            .await
            .expect("the report");
        let progress = launcher.progress(&report.batch).await.expect("progress");
        if progress.state == CampaignState::Done
            && progress.launch.is_none()
            && report.funnel.delivered + report.funnel.failed == report.funnel.total
            && report.funnel.total == RECIPIENTS.len() as u64
        {
            break report;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the campaign did not finish: {:?}",
            report.funnel
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    let at_launch = report
        .cost
        .at_launch
        .clone()
        .expect("the estimate made at launch");
    assert!(
        close(at_launch.total, expected_total()),
        "the launch estimated the messages it queued"
    );
    let delivered_cost: f64 = report
        .cost
        .lines
        .iter()
        .map(|l| {
            let price = RECIPIENTS
                .iter()
                .find(|(_, country, _)| Some(*country) == l.country.as_deref())
                .map(|(_, _, price)| *price)
                .expect("a known country");
            #[allow(clippy::cast_precision_loss)]
            let amount = price * l.delivered as f64;
            amount
        })
        .sum();
    let total = report
        .cost
        .total
        .expect("every delivered message is priced");
    assert!(
        close(total, delivered_cost),
        "the cost after delivery prices each delivered message by its country: {total} vs {delivered_cost}"
    );
    let csv = String::from_utf8(reports::to_csv(&report).expect("the CSV export")).expect("UTF-8");
    assert!(
        csv.contains("Estimated at launch: USD"),
        "the exported report carries the comparison too"
    );
    assert_eq!(
        report.cost.comparison_said.map(|s| s.to_string()),
        Some(format!(
            "Estimated at launch: {}. Cost of what was delivered: {}.",
            prices::money("USD", expected_total()),
            prices::money("USD", total)
        )),
        "the report compares the two"
    );
}

#[tokio::test]
async fn prices_typed_in_settings_are_carried_over_without_replacing_a_loaded_card()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = pacer_engine::ledger::Ledger::open(&dir.path().join("pacer.db"))?;
    let typed: BTreeMap<String, f64> =
        [("MARKETING".to_owned(), 0.05), ("UTILITY".to_owned(), 0.01)]
            .into_iter()
            .collect();
    let old = prices::RateCard::one_market("USD", &typed, "2026-12-03");
    let kept = old.clone();
    let adopted = ledger
        .write(move |c| prices::adopt_card(c, &kept, 1))
        .await?;
    assert!(adopted, "with no card, the old prices become the card");
    let card = ledger.read(prices::card).await?.expect("a card");
    assert_eq!(
        card.market_of(Some("BR"))
            .and_then(|m| m.price(Category::Marketing)),
        Some(0.05),
        "one market prices every country as Settings did"
    );

    let loaded = fixture_card();
    let kept = loaded.clone();
    ledger.write(move |c| prices::put_card(c, &kept, 2)).await?;
    let again = ledger
        .write(move |c| prices::adopt_card(c, &old, 3))
        .await?;
    assert!(!again, "carrying over again does not replace a loaded card");
    assert_eq!(ledger.read(prices::card).await?, Some(loaded));
    ledger.close();
    Ok(())
}
