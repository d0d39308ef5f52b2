//! Templates against the simulator (`docs/sending.md#templates-and-campaigns`): every page of Meta's listing lands in
//! the cache, templates Meta drops stop being usable, variables are read exactly from each
//! definition, previews fill them in, and `build` makes sends the simulator (which checks
//! parameters like Meta) accepts — while every value Meta would refuse is caught before
//! sending, with the code Meta answers for it.

use std::collections::BTreeMap;
use std::time::Duration;

use anyhow::{Context as _, bail};
use pacer_cloud::{
    GraphClient, GraphConfig, HeaderFormat, Media, MessageContent, OutboundMessage,
    ParameterFormat, SendFailure, TemplateContent,
};
use pacer_engine::ledger::Ledger;
use pacer_engine::templates::{
    self, Place, ProblemKind, TemplateInfo, ValueProblem, Variable, VariableKind,
};
use pacer_sim::{SimConfig, SimHandle};
use serde_json::{Value, json};

const SAMPLES: &str = include_str!("../../sim/src/sample_templates.json");

struct Setup {
    sim: SimHandle,
    client: GraphClient,
    ledger: Ledger,
    _dir: tempfile::TempDir,
}

async fn start_sim(config: SimConfig) -> anyhow::Result<(SimHandle, GraphClient)> {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let sim = pacer_sim::start(listener, config).await?;
    let mut graph = GraphConfig::new(sim.config().access_token.clone());
    graph.base_url = sim.base_url();
    graph.request_timeout = Duration::from_secs(5);
    let client = GraphClient::new(graph)?;
    Ok((sim, client))
}

async fn setup(config: SimConfig) -> anyhow::Result<Setup> {
    let (sim, client) = start_sim(config).await?;
    let dir = tempfile::tempdir()?;
    let ledger = Ledger::open(&dir.path().join("pacer.db"))?;
    Ok(Setup {
        sim,
        client,
        ledger,
        _dir: dir,
    })
}

impl Setup {
    fn waba(&self) -> String {
        self.sim.config().waba_id.clone()
    }

    async fn sync(&self) -> anyhow::Result<templates::SyncReport> {
        Ok(templates::sync(&self.client, &self.waba(), &self.ledger).await?)
    }

    fn get(&self, name: &str, language: &str) -> anyhow::Result<TemplateInfo> {
        self.ledger
            .read_now(|c| templates::get(c, name, language))?
            .with_context(|| format!("{name} ({language}) is in the cache"))
    }

    /// Sends `content` to `to`; Meta's code when refused.
    async fn send(&self, to: &str, content: TemplateContent) -> anyhow::Result<Result<(), i64>> {
        let message = OutboundMessage::to_phone(to, MessageContent::Template(content));
        match self
            .client
            .send_message(&self.sim.config().phone_number_id, &message)
            .await
        {
            Ok(_) => Ok(Ok(())),
            Err(SendFailure::Rejected { error, .. }) => Ok(Err(error.code)),
            Err(other) => bail!("the simulator did not answer with Meta's error: {other}"),
        }
    }
}

fn values(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
    pairs
        .iter()
        .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
        .collect()
}

/// Every variable's example as its value.
fn example_values(info: &TemplateInfo) -> BTreeMap<String, String> {
    info.variables
        .iter()
        .filter_map(|v| Some((v.key.clone(), v.example.clone()?)))
        .collect()
}

fn samples() -> anyhow::Result<Vec<Value>> {
    Ok(serde_json::from_str(SAMPLES)?)
}

#[tokio::test]
async fn sync_stores_every_template_and_marks_the_ones_meta_drops_as_deleted() -> anyhow::Result<()>
{
    let first = setup(SimConfig::default()).await?;
    let report = first.sync().await?;
    assert_eq!(report.listed, 11, "the simulator lists 11 sample templates");
    assert_eq!(report.added.len(), 11, "a first sync adds every template");
    assert!(report.updated.is_empty() && report.removed.is_empty());
    let by_status: Vec<(&str, usize)> = report
        .by_status
        .iter()
        .map(|(s, n)| (s.as_str(), *n))
        .collect();
    assert_eq!(
        by_status,
        [
            ("APPROVED", 7),
            ("DISABLED", 1),
            ("PAUSED", 1),
            ("PENDING", 1),
            ("REJECTED", 1)
        ]
    );
    assert_eq!(
        report.summary,
        "Meta lists 11 templates, 7 of them approved and ready to use (1 disabled, 1 paused, 1 waiting for Meta's review, 1 rejected); 11 new, 0 changed, 0 no longer listed by Meta (marked deleted)."
    );

    let again = first.sync().await?;
    assert_eq!(
        again.unchanged, 11,
        "a second sync of the same listing changes nothing"
    );
    assert!(again.added.is_empty() && again.updated.is_empty() && again.removed.is_empty());
    assert!(
        again
            .summary
            .ends_with("nothing changed since the last sync."),
        "{}",
        again.summary
    );

    let cached = first.ledger.read_now(templates::list)?;
    let usable: Vec<String> = cached
        .iter()
        .filter(|t| t.usable)
        .map(|t| format!("{} {}", t.name, t.language))
        .collect();
    assert_eq!(
        usable,
        [
            "hello_world en_US",
            "invoice_ready en_US",
            "login_code en_US",
            "order_shipped en_US",
            "order_shipped es",
            "payment_reminder en_US",
            "spring_sale en_US"
        ],
        "only approved templates can be chosen"
    );
    let flash = first.get("flash_deal", "en_US")?;
    assert_eq!(
        flash.reason.as_deref(),
        Some("PROMOTIONAL"),
        "Meta's rejection reason is kept"
    );
    assert_eq!(flash.template_id.as_deref(), Some("1500000000000011"));
    assert_eq!(first.get("spring_sale", "en_US")?.category, "MARKETING");

    // A template Pacer only heard of by webhook is known but not usable.
    first
        .ledger
        .write(|c| {
            c.execute(
                "INSERT INTO templates (name, language, status, category, updated_at) VALUES ('from_webhook', 'en_US', 'APPROVED', 'UTILITY', 1)",
                [],
            )
        })
        .await?;
    let heard = first.get("from_webhook", "en_US")?;
    assert!(
        !heard.usable,
        "without its components a template cannot be filled in"
    );
    let problems = templates::build(&heard, &BTreeMap::new(), None)
        .err()
        .context("building an unsynced template is refused")?;
    assert_eq!(problems[0].kind, ProblemKind::NotSynced);

    // Meta drops spring_sale and pauses hello_world.
    let mut listing = samples()?;
    listing.retain(|t| t["name"] != "spring_sale");
    for template in &mut listing {
        if template["name"] == "hello_world" {
            template["status"] = json!("PAUSED");
        }
    }
    let (second_sim, second_client) = start_sim(SimConfig {
        templates: Some(listing),
        ..SimConfig::default()
    })
    .await?;
    let report =
        templates::sync(&second_client, &second_sim.config().waba_id, &first.ledger).await?;
    let names = |list: &[templates::TemplateRef]| -> Vec<String> {
        list.iter().map(|t| t.name.clone()).collect()
    };
    assert_eq!(names(&report.removed), ["from_webhook", "spring_sale"]);
    assert_eq!(names(&report.updated), ["hello_world"]);
    assert_eq!(report.unchanged, 9);
    let dropped = first.get("spring_sale", "en_US")?;
    assert_eq!(dropped.status, templates::DELETED);
    assert!(
        !dropped.usable,
        "a template Meta no longer lists is never usable"
    );
    assert_eq!(
        dropped.reason.as_deref(),
        Some("Meta no longer lists this template")
    );
    assert!(
        !first.get("hello_world", "en_US")?.usable,
        "a paused template is not usable"
    );
    let report =
        templates::sync(&second_client, &second_sim.config().waba_id, &first.ledger).await?;
    assert!(
        report.removed.is_empty(),
        "a deleted template is reported once, not every sync"
    );
    second_sim.shutdown().await?;
    first.sim.shutdown().await?;
    Ok(())
}

/// Template `i` of a generated set: `i % 4 + 1` body variables, named for odd `i`, a text
/// header variable every third.
fn generated(i: usize) -> Value {
    let count = i % 4 + 1;
    let named = i % 2 == 1;
    let names: Vec<String> = (1..=count)
        .map(|n| {
            if named {
                format!("field_{n}")
            } else {
                n.to_string()
            }
        })
        .collect();
    let body: Vec<String> = names.iter().map(|n| format!("{{{{{n}}}}}")).collect();
    let mut components =
        vec![json!({"type": "BODY", "text": format!("Item {i}: {}", body.join(" / "))})];
    if i.is_multiple_of(3) {
        components.insert(
            0,
            json!({"type": "HEADER", "format": "TEXT", "text": "Ref {{1}}"}),
        );
    }
    json!({
        "id": format!("{}", 1_700_000_000_000_000u64 + i as u64),
        "name": format!("generated_{i:03}"),
        "language": "en_US",
        "status": "APPROVED",
        "category": "UTILITY",
        "parameter_format": if named { "NAMED" } else { "POSITIONAL" },
        "components": components,
    })
}

#[tokio::test]
async fn sync_follows_every_page_of_a_large_listing() -> anyhow::Result<()> {
    let setup = setup(SimConfig {
        templates: Some((0..250).map(generated).collect()),
        ..SimConfig::default()
    })
    .await?;
    let report = setup.sync().await?;
    assert_eq!(
        report.listed, 250,
        "three pages of up to 100 templates are all read"
    );
    assert_eq!(report.added.len(), 250);
    let cached = setup.ledger.read_now(templates::list)?;
    assert_eq!(cached.len(), 250);
    for (i, info) in cached.iter().enumerate() {
        let named = i % 2 == 1;
        let mut expected: Vec<String> = Vec::new();
        if i.is_multiple_of(3) {
            expected.push("header.1".into());
        }
        for n in 1..=(i % 4 + 1) {
            expected.push(if named {
                format!("body.field_{n}")
            } else {
                format!("body.{n}")
            });
        }
        let keys: Vec<String> = info.variables.iter().map(|v| v.key.clone()).collect();
        assert_eq!(info.name, format!("generated_{i:03}"));
        assert_eq!(keys, expected, "variables of {}", info.name);
        let format = if named {
            ParameterFormat::Named
        } else {
            ParameterFormat::Positional
        };
        assert_eq!(info.parameter_format, format, "{}", info.name);
        assert!(info.usable);
    }
    // And every one of them builds into a send the simulator accepts.
    for (i, info) in cached.iter().enumerate().step_by(37) {
        let values: BTreeMap<String, String> = info
            .variables
            .iter()
            .map(|v| (v.key.clone(), format!("v{i}")))
            .collect();
        let content =
            templates::build(info, &values, None).map_err(|p| anyhow::anyhow!("{p:?}"))?;
        let to = format!("+92300{:07}", i);
        assert_eq!(
            setup.send(&to, content).await?,
            Ok(()),
            "{} is accepted",
            info.name
        );
    }
    setup.sim.shutdown().await?;
    Ok(())
}

/// (key, place, kind, label, example, max characters)
type Expected<'a> = (
    &'a str,
    Place,
    VariableKind,
    &'a str,
    Option<&'a str>,
    Option<usize>,
);

fn check_variables(info: &TemplateInfo, expected: &[Expected<'_>]) {
    let found: Vec<Expected<'_>> = info
        .variables
        .iter()
        .map(|v: &Variable| {
            (
                v.key.as_str(),
                v.place,
                v.kind,
                v.label.as_str(),
                v.example.as_deref(),
                v.max_chars,
            )
        })
        .collect();
    assert_eq!(
        found, expected,
        "variables of {} ({})",
        info.name, info.language
    );
}

#[tokio::test]
async fn variables_are_read_exactly_from_every_sample_template() -> anyhow::Result<()> {
    use Place::{Body, Button, Header};
    use VariableKind::{Document, Image, OtpCode, Text, UrlSuffix};
    let setup = setup(SimConfig::default()).await?;
    setup.sync().await?;
    let cases: Vec<(&str, &str, ParameterFormat, Vec<Expected<'_>>)> = vec![
        ("hello_world", "en_US", ParameterFormat::Positional, vec![]),
        (
            "invoice_ready",
            "en_US",
            ParameterFormat::Positional,
            vec![
                (
                    "header.document",
                    Header,
                    Document,
                    "PDF document in the header",
                    None,
                    None,
                ),
                (
                    "body.1",
                    Body,
                    Text,
                    "Body variable {{1}}",
                    Some("Ayesha"),
                    Some(1024),
                ),
                (
                    "body.2",
                    Body,
                    Text,
                    "Body variable {{2}}",
                    Some("INV-2026-0042"),
                    Some(1024),
                ),
                (
                    "body.3",
                    Body,
                    Text,
                    "Body variable {{3}}",
                    Some("PKR 4,500"),
                    Some(1024),
                ),
                (
                    "body.4",
                    Body,
                    Text,
                    "Body variable {{4}}",
                    Some("15 December"),
                    Some(1024),
                ),
                (
                    "button.0",
                    Button { index: 0 },
                    UrlSuffix,
                    "End of the link of the \"Pay now\" button ({{1}})",
                    Some("INV-2026-0042"),
                    Some(2000),
                ),
            ],
        ),
        (
            "payment_reminder",
            "en_US",
            ParameterFormat::Named,
            vec![
                (
                    "body.customer_name",
                    Body,
                    Text,
                    "Body variable {{customer_name}}",
                    Some("Ayesha"),
                    Some(32_768),
                ),
                (
                    "body.amount",
                    Body,
                    Text,
                    "Body variable {{amount}}",
                    Some("PKR 4,500"),
                    Some(32_768),
                ),
                (
                    "body.due_date",
                    Body,
                    Text,
                    "Body variable {{due_date}}",
                    Some("15 December"),
                    Some(32_768),
                ),
            ],
        ),
        (
            "login_code",
            "en_US",
            ParameterFormat::Positional,
            vec![
                (
                    "body.1",
                    Body,
                    Text,
                    "Body variable {{1}}",
                    Some("123456"),
                    Some(1024),
                ),
                (
                    "button.0",
                    Button { index: 0 },
                    OtpCode,
                    "Code for the \"Copy code\" button (usually the same as the body's code)",
                    Some("123456"),
                    Some(15),
                ),
            ],
        ),
        (
            "spring_sale",
            "en_US",
            ParameterFormat::Positional,
            vec![
                (
                    "header.image",
                    Header,
                    Image,
                    "Image in the header",
                    None,
                    None,
                ),
                (
                    "body.1",
                    Body,
                    Text,
                    "Body variable {{1}}",
                    Some("Ayesha"),
                    Some(1024),
                ),
                (
                    "body.2",
                    Body,
                    Text,
                    "Body variable {{2}}",
                    Some("20%"),
                    Some(1024),
                ),
                (
                    "body.3",
                    Body,
                    Text,
                    "Body variable {{3}}",
                    Some("31 March"),
                    Some(1024),
                ),
            ],
        ),
        (
            "order_shipped",
            "en_US",
            ParameterFormat::Positional,
            vec![
                (
                    "header.1",
                    Header,
                    Text,
                    "Header variable {{1}}",
                    Some("#10234"),
                    Some(60),
                ),
                (
                    "body.1",
                    Body,
                    Text,
                    "Body variable {{1}}",
                    Some("Ayesha"),
                    Some(1024),
                ),
                (
                    "body.2",
                    Body,
                    Text,
                    "Body variable {{2}}",
                    Some("Friday"),
                    Some(1024),
                ),
            ],
        ),
        (
            "order_shipped",
            "es",
            ParameterFormat::Positional,
            vec![
                (
                    "header.1",
                    Header,
                    Text,
                    "Header variable {{1}}",
                    Some("#10234"),
                    Some(60),
                ),
                (
                    "body.1",
                    Body,
                    Text,
                    "Body variable {{1}}",
                    Some("Ayesha"),
                    Some(1024),
                ),
                (
                    "body.2",
                    Body,
                    Text,
                    "Body variable {{2}}",
                    Some("viernes"),
                    Some(1024),
                ),
            ],
        ),
    ];
    for name in [
        "autumn_promo",
        "winter_promo",
        "loyalty_welcome",
        "flash_deal",
    ] {
        let info = setup.get(name, "en_US")?;
        assert!(!info.usable, "{name} is not approved");
        check_variables(
            &info,
            &[(
                "body.1",
                Body,
                Text,
                "Body variable {{1}}",
                Some("Ayesha"),
                Some(32_768),
            )],
        );
    }
    for (name, language, format, expected) in &cases {
        let info = setup.get(name, language)?;
        assert!(info.usable, "{name} ({language}) is approved");
        assert_eq!(&info.parameter_format, format, "{name}");
        check_variables(&info, expected);
    }
    assert!(setup.get("invoice_ready", "en_US")?.variables[0].is_media());

    // Kinds the samples lack: video and location headers, a coupon copy-code button, an OTP
    // button read back as OTP, named header variables with examples.
    let extra = templates::TemplateInfo::from_template(&serde_json::from_value(json!({
        "id": "9", "name": "extras", "language": "en", "status": "APPROVED", "category": "MARKETING",
        "parameter_format": "NAMED",
        "components": [
            {"type": "HEADER", "format": "TEXT", "text": "For {{shop}}",
             "example": {"header_text_named_params": [{"param_name": "shop", "example": "Zaid Mart"}]}},
            {"type": "BODY", "text": "Hello"},
            {"type": "BUTTONS", "buttons": [
                {"type": "COPY_CODE", "example": "SAVE20"},
                {"type": "PHONE_NUMBER", "text": "Call us", "phone_number": "+923001234567"},
                {"type": "URL", "text": "Shop", "url": "https://shop.example.com/"}
            ]}
        ]
    }))?);
    check_variables(
        &extra,
        &[
            (
                "header.shop",
                Header,
                Text,
                "Header variable {{shop}}",
                Some("Zaid Mart"),
                Some(60),
            ),
            (
                "button.0",
                Button { index: 0 },
                VariableKind::CouponCode,
                "Coupon code for the \"Button 1\" button",
                Some("SAVE20"),
                Some(15),
            ),
        ],
    );
    for (format, key, kind) in [
        ("VIDEO", "header.video", VariableKind::Video),
        ("LOCATION", "header.location", VariableKind::Location),
    ] {
        let info = TemplateInfo::from_template(&serde_json::from_value(json!({
            "id": "10", "name": "media", "language": "en", "status": "APPROVED", "category": "UTILITY",
            "components": [{"type": "HEADER", "format": format}, {"type": "BODY", "text": "Hi"},
                           {"type": "BUTTONS", "buttons": [{"type": "OTP", "otp_type": "COPY_CODE", "text": "Copy"}]}]
        }))?);
        let keys: Vec<(&str, VariableKind)> = info
            .variables
            .iter()
            .map(|v| (v.key.as_str(), v.kind))
            .collect();
        assert_eq!(keys, [(key, kind), ("button.0", VariableKind::OtpCode)]);
    }
    setup.sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn previews_fill_in_values_and_show_missing_ones_as_written() -> anyhow::Result<()> {
    let setup = setup(SimConfig::default()).await?;
    setup.sync().await?;
    let invoice = setup.get("invoice_ready", "en_US")?;
    let preview = templates::render(
        &invoice,
        &values(&[
            ("header.document", "INV-2026-0042.pdf"),
            ("body.1", "Ayesha"),
            ("body.2", "INV-2026-0042"),
            ("body.3", "PKR 4,500"),
            ("body.4", "15 December"),
            ("button.0", "INV-2026-0042"),
        ]),
    );
    assert_eq!(preview.header, None);
    assert_eq!(
        preview.body,
        "Hello Ayesha, your invoice INV-2026-0042 for PKR 4,500 is attached. Please pay by 15 December."
    );
    assert_eq!(preview.footer.as_deref(), Some("Reply STOP to opt out"));
    assert_eq!(
        preview.buttons,
        ["Pay now (https://pay.example.com/i/INV-2026-0042)"]
    );
    assert_eq!(
        preview.media,
        Some((HeaderFormat::Document, "INV-2026-0042.pdf".to_owned()))
    );
    assert!(preview.missing.is_empty());

    let partial = templates::render(&invoice, &values(&[("body.1", "Ayesha"), ("body.3", "  ")]));
    assert_eq!(
        partial.body,
        "Hello Ayesha, your invoice {{2}} for {{3}} is attached. Please pay by {{4}}.",
        "missing (or blank) values show as the template writes them"
    );
    assert_eq!(
        partial.buttons,
        ["Pay now (https://pay.example.com/i/{{1}})"]
    );
    assert_eq!(
        partial.missing,
        ["header.document", "body.2", "body.3", "body.4", "button.0"]
    );

    let shipped = templates::render(
        &setup.get("order_shipped", "es")?,
        &values(&[("header.1", "#77"), ("body.1", "Zaid"), ("body.2", "lunes")]),
    );
    assert_eq!(shipped.header.as_deref(), Some("Pedido #77"));
    assert_eq!(
        shipped.body,
        "¡Buenas noticias Zaid! Tu pedido fue enviado y llegará el lunes."
    );

    let otp = templates::render(
        &setup.get("login_code", "en_US")?,
        &values(&[("body.1", "482913"), ("button.0", "482913")]),
    );
    assert_eq!(
        otp.body,
        "*482913* is your verification code. For your security, do not share this code."
    );
    assert_eq!(otp.buttons, ["Copy code (482913)"]);

    let named = templates::render(
        &setup.get("payment_reminder", "en_US")?,
        &values(&[("body.customer_name", "Ayesha"), ("body.due_date", "1 May")]),
    );
    assert_eq!(
        named.body,
        "Hi Ayesha, a friendly reminder that {{amount}} is due on 1 May."
    );
    assert_eq!(named.missing, ["body.amount"]);

    let sale = templates::render(&setup.get("spring_sale", "en_US")?, &BTreeMap::new());
    assert_eq!(sale.buttons, ["Stop promotions"]);
    assert_eq!(sale.media, Some((HeaderFormat::Image, String::new())));
    setup.sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn built_sends_of_every_approved_template_are_accepted() -> anyhow::Result<()> {
    let setup = setup(SimConfig::default()).await?;
    setup.sync().await?;
    let pdf = setup
        .client
        .upload_media(
            &setup.sim.config().phone_number_id,
            b"%PDF-1.4 invoice".to_vec(),
            "application/pdf",
            "INV-2026-0042.pdf",
        )
        .await?;
    let cached = setup.ledger.read_now(templates::list)?;
    let mut sent = 0;
    for (i, info) in cached.iter().filter(|t| t.usable).enumerate() {
        let mut values = example_values(info);
        let media = match info.name.as_str() {
            "invoice_ready" => Some(Media::id(pdf.as_str()).with_filename("INV-2026-0042.pdf")),
            "spring_sale" => {
                values.insert(
                    "header.image".into(),
                    "https://cdn.example.com/sale.jpg".into(),
                );
                None
            }
            _ => None,
        };
        let content = templates::build(info, &values, media)
            .map_err(|p| anyhow::anyhow!("{} does not build: {p:?}", info.name))?;
        let to = format!("+9230012{:05}", i);
        assert_eq!(
            setup.send(&to, content).await?,
            Ok(()),
            "the simulator accepts {} ({}) as built",
            info.name,
            info.language
        );
        sent += 1;
    }
    assert_eq!(sent, 7, "every approved sample template was sent");

    // The exact shapes Meta documents.
    let invoice = setup.get("invoice_ready", "en_US")?;
    let built = templates::build(
        &invoice,
        &example_values(&invoice),
        Some(Media::id("4490709327384033").with_filename("INV-2026-0042.pdf")),
    )
    .map_err(|p| anyhow::anyhow!("{p:?}"))?;
    assert_eq!(
        serde_json::to_value(&built)?,
        json!({"name": "invoice_ready", "language": {"code": "en_US"}, "components": [
            {"type": "header", "parameters": [{"type": "document", "document": {"id": "4490709327384033", "filename": "INV-2026-0042.pdf"}}]},
            {"type": "body", "parameters": [
                {"type": "text", "text": "Ayesha"}, {"type": "text", "text": "INV-2026-0042"},
                {"type": "text", "text": "PKR 4,500"}, {"type": "text", "text": "15 December"}]},
            {"type": "button", "sub_type": "url", "index": "0", "parameters": [{"type": "text", "text": "INV-2026-0042"}]}
        ]})
    );
    let reminder = setup.get("payment_reminder", "en_US")?;
    let built = templates::build(&reminder, &example_values(&reminder), None)
        .map_err(|p| anyhow::anyhow!("{p:?}"))?;
    assert_eq!(
        serde_json::to_value(&built)?["components"],
        json!([{"type": "body", "parameters": [
            {"type": "text", "text": "Ayesha", "parameter_name": "customer_name"},
            {"type": "text", "text": "PKR 4,500", "parameter_name": "amount"},
            {"type": "text", "text": "15 December", "parameter_name": "due_date"}]}]),
        "named parameters carry their names"
    );
    let hello = templates::build(&setup.get("hello_world", "en_US")?, &BTreeMap::new(), None)
        .map_err(|p| anyhow::anyhow!("{p:?}"))?;
    assert!(
        hello.components.is_empty(),
        "a template without variables sends no components"
    );
    let linked = templates::build(
        &invoice,
        &{
            let mut v = example_values(&invoice);
            v.insert(
                "header.document".into(),
                "https://files.example.com/inv/INV-7.pdf?sig=x".into(),
            );
            v
        },
        None,
    )
    .map_err(|p| anyhow::anyhow!("{p:?}"))?;
    assert_eq!(
        serde_json::to_value(&linked)?["components"][0]["parameters"][0]["document"],
        json!({"link": "https://files.example.com/inv/INV-7.pdf?sig=x", "filename": "INV-7.pdf"}),
        "a linked PDF is named after its file"
    );
    setup.sim.shutdown().await?;
    Ok(())
}

const MARKER: &str = "MARKER-VALUE";

/// A value Meta refuses: template, key, value, the file for a media header, what is wrong, and
/// Meta's code.
type BadValue<'a> = (
    &'a TemplateInfo,
    &'a str,
    String,
    Option<Media>,
    ProblemKind,
    i64,
);

/// What `build` says about `bad` as `key`, and what the simulator answers when the same value
/// is sent anyway (the send is built with a marker, which is then replaced).
async fn both_verdicts(
    setup: &Setup,
    info: &TemplateInfo,
    key: &str,
    bad: &str,
    media: Option<Media>,
    to: &str,
) -> anyhow::Result<(Result<(), Vec<ValueProblem>>, Result<(), i64>)> {
    let mut values = example_values(info);
    values.insert(key.to_owned(), bad.to_owned());
    let ours = templates::build(info, &values, media.clone()).map(|_| ());
    values.insert(key.to_owned(), MARKER.to_owned());
    let good = templates::build(info, &values, media).map_err(|p| anyhow::anyhow!("{p:?}"))?;
    let json = serde_json::to_string(&good)?;
    let escaped = serde_json::to_string(bad)?;
    let forced: TemplateContent =
        serde_json::from_str(&json.replace(&format!("\"{MARKER}\""), &escaped))?;
    let theirs = setup.send(to, forced).await?;
    Ok((ours, theirs))
}

fn only(result: Result<(), Vec<ValueProblem>>) -> anyhow::Result<ValueProblem> {
    match result {
        Ok(()) => bail!("build accepted a value Meta refuses"),
        Err(mut problems) if problems.len() == 1 => Ok(problems.remove(0)),
        Err(problems) => bail!("expected one problem, got {problems:?}"),
    }
}

#[tokio::test]
async fn values_meta_refuses_are_caught_before_sending_with_metas_code() -> anyhow::Result<()> {
    let setup = setup(SimConfig::default()).await?;
    setup.sync().await?;
    let pdf = setup
        .client
        .upload_media(
            &setup.sim.config().phone_number_id,
            b"%PDF-1.4".to_vec(),
            "application/pdf",
            "a.pdf",
        )
        .await?;
    let invoice_pdf = || Some(Media::id(pdf.as_str()).with_filename("INV-1.pdf"));
    let invoice = setup.get("invoice_ready", "en_US")?;
    let shipped = setup.get("order_shipped", "en_US")?;
    let reminder = setup.get("payment_reminder", "en_US")?;

    let long_header = "H".repeat(61);
    let long_body = "B".repeat(1025);
    let cases: Vec<BadValue<'_>> = vec![
        (
            &shipped,
            "header.1",
            long_header,
            None,
            ProblemKind::TooLong {
                length: 61,
                max: 60,
            },
            100,
        ),
        (
            &invoice,
            "body.2",
            long_body.clone(),
            invoice_pdf(),
            ProblemKind::TooLong {
                length: 1025,
                max: 1024,
            },
            100,
        ),
        (
            &reminder,
            "body.amount",
            "A".repeat(32_769),
            None,
            ProblemKind::TooLong {
                length: 32_769,
                max: 32_768,
            },
            100,
        ),
        (
            &invoice,
            "button.0",
            "U".repeat(2001),
            invoice_pdf(),
            ProblemKind::TooLong {
                length: 2001,
                max: 2000,
            },
            100,
        ),
        (
            &shipped,
            "body.1",
            "Ayesha\nKhan".into(),
            None,
            ProblemKind::LineBreak,
            132018,
        ),
        (
            &shipped,
            "header.1",
            "#1\t2".into(),
            None,
            ProblemKind::Tab,
            132018,
        ),
        (
            &reminder,
            "body.customer_name",
            "Ayesha     Khan".into(),
            None,
            ProblemKind::TooManySpaces,
            132018,
        ),
        (
            &invoice,
            "button.0",
            "INV\n1".into(),
            invoice_pdf(),
            ProblemKind::LineBreak,
            132018,
        ),
        (
            &shipped,
            "body.2",
            String::new(),
            None,
            ProblemKind::Missing,
            131008,
        ),
    ];
    for (n, (info, key, bad, media, kind, code)) in cases.into_iter().enumerate() {
        let to = format!("+9230013{n:05}");
        let (ours, theirs) = both_verdicts(&setup, info, key, &bad, media, &to).await?;
        let problem = only(ours)?;
        assert_eq!(
            (problem.key.as_str(), problem.kind, problem.code),
            (key, kind, code),
            "{}: {key}",
            info.name
        );
        assert_eq!(
            theirs,
            Err(code),
            "the simulator refuses the same {key} of {} with {code}",
            info.name
        );
    }

    // Values right at Meta's limits go through on both sides.
    let at_limits = [
        (&shipped, "header.1", "H".repeat(60)),
        (&reminder, "body.amount", long_body.clone()),
        (&reminder, "body.customer_name", "Ayesha    Khan".to_owned()),
    ];
    for (n, (info, key, value)) in at_limits.into_iter().enumerate() {
        let to = format!("+9230014{n:05}");
        let (ours, theirs) = both_verdicts(&setup, info, key, &value, None, &to).await?;
        assert!(
            ours.is_ok(),
            "{key} of {} at the limit is fine: {ours:?}",
            info.name
        );
        assert_eq!(
            theirs,
            Ok(()),
            "the simulator accepts {key} of {} at the limit",
            info.name
        );
    }

    // Four values of 300 characters: each fits, the filled-in body does not.
    let mut values = example_values(&invoice);
    for n in 1..=4 {
        values.insert(format!("body.{n}"), "x".repeat(300));
    }
    let problem = only(templates::build(&invoice, &values, invoice_pdf()).map(|_| ()))?;
    assert_eq!((problem.key.as_str(), problem.code), ("body", 132005));
    assert!(matches!(
        problem.kind,
        ProblemKind::MessageTooLong { max: 1024, .. }
    ));
    values.insert("body.1".into(), MARKER.into());
    let good =
        templates::build(&invoice, &values, invoice_pdf()).map_err(|p| anyhow::anyhow!("{p:?}"))?;
    let forced: TemplateContent =
        serde_json::from_str(&serde_json::to_string(&good)?.replace(MARKER, &"x".repeat(300)))?;
    assert_eq!(
        setup.send("+923001500001", forced).await?,
        Err(132005),
        "the simulator refuses the long body too"
    );

    // Templates that are not approved, with Meta's code for each status.
    for (n, (name, code)) in [
        ("autumn_promo", 132015),
        ("winter_promo", 132016),
        ("loyalty_welcome", 132001),
        ("flash_deal", 132001),
    ]
    .into_iter()
    .enumerate()
    {
        let info = setup.get(name, "en_US")?;
        let problem = only(templates::build(&info, &example_values(&info), None).map(|_| ()))?;
        assert_eq!(
            (problem.kind, problem.code),
            (ProblemKind::NotApproved, code),
            "{name}"
        );
        let mut approved = info.clone();
        approved.status = "APPROVED".into();
        let content = templates::build(&approved, &example_values(&info), None)
            .map_err(|p| anyhow::anyhow!("{p:?}"))?;
        assert_eq!(
            setup.send(&format!("+9230016{n:05}"), content).await?,
            Err(code),
            "the simulator refuses {name} with {code}"
        );
    }

    // Checks Pacer makes where the simulator is more lenient than Meta's documentation.
    let login = setup.get("login_code", "en_US")?;
    let mut values = example_values(&login);
    values.insert("button.0".into(), "1234567890123456".into());
    let problem = only(templates::build(&login, &values, None).map(|_| ()))?;
    assert_eq!(
        (problem.key.as_str(), problem.kind),
        (
            "button.0",
            ProblemKind::TooLong {
                length: 16,
                max: 15
            }
        )
    );
    let mut values = example_values(&shipped);
    values.insert("body.1".into(), "   ".into());
    let problem = only(templates::build(&shipped, &values, None).map(|_| ()))?;
    assert_eq!(
        (problem.kind, problem.value.as_str()),
        (ProblemKind::Missing, "   "),
        "only spaces is no value"
    );

    let problem = only(templates::build(&invoice, &example_values(&invoice), None).map(|_| ()))?;
    assert_eq!(
        (problem.key.as_str(), problem.kind, problem.code),
        ("header.document", ProblemKind::Missing, 132000)
    );
    let docx = Some(Media::id("123").with_filename("invoice.docx"));
    let problem = only(templates::build(&invoice, &example_values(&invoice), docx).map(|_| ()))?;
    assert_eq!(
        problem.kind,
        ProblemKind::NotPdf,
        "document headers take PDF only"
    );
    let problem =
        only(templates::build(&shipped, &example_values(&shipped), invoice_pdf()).map(|_| ()))?;
    assert_eq!(
        (problem.key.as_str(), problem.kind),
        ("header.media", ProblemKind::NoMediaHeader)
    );

    // Several problems at once are all reported, each with its label and value.
    let mut values = example_values(&shipped);
    values.insert("header.1".into(), "H".repeat(70));
    values.remove("body.2");
    let problems = templates::build(&shipped, &values, None)
        .err()
        .context("two problems")?;
    let summary: Vec<(&str, &str, i64)> = problems
        .iter()
        .map(|p| (p.key.as_str(), p.label.as_str(), p.code))
        .collect();
    assert_eq!(
        summary,
        [
            ("header.1", "Header variable {{1}}", 100),
            ("body.2", "Body variable {{2}}", 131008)
        ]
    );
    assert_eq!(
        problems[0].problem,
        "Header variable {{1}} is 70 characters long; WhatsApp allows at most 60 here. Shorten it."
    );
    setup.sim.shutdown().await?;
    Ok(())
}
