//! The local API target's rig: a real engine on a temp ledger with templates, an imported
//! list, two draft campaigns and a message, and the API's router in front of it, driven
//! in-process with `oneshot`.
//!
//! A request is written as text, like HTTP/1.1: `METHOD /path?query`, header lines
//! `name: value`, an empty line, the body. An input holds up to four requests separated by
//! 0x1E, run in order. Placeholders let a request name what exists: `$CAMPAIGN` and
//! `$PDF_CAMPAIGN` (the seeded campaigns), `$MESSAGE` (a seeded message), `$LAST` (the `id` of
//! the previous answer, e.g. a campaign just created). `Authorization: Bearer <key>`,
//! `Host: 127.0.0.1:8091` (the door refuses a request without a loopback Host) and, for a body,
//! `Content-Type: application/json` are added unless the request has its own.
//!
//! Paths in bodies (`path` of an import, `folder` of a campaign's PDFs) are moved into the
//! data folder's `imports/` (the one folder the API may read), which holds the real fixture
//! lists and a few invoices: the API reads the files it is told to, and a fuzzer must not point
//! it at `/dev/stdin` or a FIFO.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderName, HeaderValue, Method, Request, Uri, header};
use http_body_util::BodyExt;
use pacer_cloud::{MessageContent, TextContent};
use pacer_engine::Engine;
use pacer_engine::campaigns::{self, Audience, CampaignSpec, HeaderFolder, Source};
use pacer_engine::clock::Clock;
use pacer_engine::import::{self, ImportOptions};
use pacer_engine::ledger::messages::Lane;
use pacer_engine::{Submission, api, templates};
use serde_json::Value;
use tower::ServiceExt;

use crate::{SAMPLE_TEMPLATES, runtime, scratch, start_engine};

/// The API key.
const KEY: &str = "fuzz-api-key";

/// The contact lists the fixtures hold, placed where imports can find them.
const LISTS: &[(&str, &[u8])] = &[
    (
        "pk_billing.csv",
        include_bytes!("../../tests/fixtures/lists/pk_billing.csv"),
    ),
    (
        "europe_semicolon.csv",
        include_bytes!("../../tests/fixtures/lists/europe_semicolon.csv"),
    ),
    (
        "urdu_bom.csv",
        include_bytes!("../../tests/fixtures/lists/urdu_bom.csv"),
    ),
    (
        "contacts.ods",
        include_bytes!("../../tests/fixtures/lists/contacts.ods"),
    ),
];

/// What the seeded rig holds.
struct Rig {
    router: Router,
    campaign: String,
    pdf_campaign: String,
    message: String,
}

/// The data folder's `imports/`: the engines' databases are in the scratch folder.
fn files() -> PathBuf {
    scratch().join("imports")
}

fn seed(ledger: &pacer_engine::ledger::Ledger) {
    let folder = files();
    let invoices = folder.join("invoices");
    std::fs::create_dir_all(&invoices).expect("the files folder");
    for (name, bytes) in LISTS {
        std::fs::write(folder.join(name), bytes).expect("a list file");
    }
    for invoice in ["INV-001", "INV-002", "INV-003"] {
        std::fs::write(
            invoices.join(format!("{invoice}.pdf")),
            b"%PDF-1.4\n%fuzz\n%%EOF\n",
        )
        .expect("an invoice");
    }
    let listed: Vec<pacer_cloud::MessageTemplate> =
        serde_json::from_str(SAMPLE_TEMPLATES).expect("the sample templates");
    let now = Clock::real_time().now_ms();
    runtime().block_on(async {
        ledger
            .write(move |c| templates::store(c, &listed, now).map(|_| ()))
            .await
            .expect("templates stored");
        let options = ImportOptions {
            list: "Customers".into(),
            default_country: "PK".into(),
            ..ImportOptions::default()
        };
        import::import_file(ledger, &folder.join("pk_billing.csv"), &options, now)
            .await
            .expect("the fixture list imports");
    });
}

fn spec(name: &str, template: &str, mapping: &[(&str, Source)], pdf: bool) -> CampaignSpec {
    CampaignSpec {
        name: name.into(),
        template_name: template.into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["Customers".into()],
            tags: Vec::new(),
            ..Audience::default()
        },
        mapping: mapping
            .iter()
            .map(|(key, source)| ((*key).to_owned(), source.clone()))
            .collect::<BTreeMap<_, _>>(),
        language_column: None,
        header_file: None,
        pdf: pdf.then(|| HeaderFolder {
            folder: files().join("invoices"),
            column: "Invoice No".into(),
        }),
        schedule: None,
        send_hours: None,
    }
}

fn rig() -> &'static Rig {
    static RIG: OnceLock<Rig> = OnceLock::new();
    RIG.get_or_init(|| {
        let engine: Arc<Engine> = start_engine("api", |_| {}, seed);
        runtime().block_on(async {
            let reminder = spec(
                "Reminders",
                "payment_reminder",
                &[
                    ("body.customer_name", Source::Column("name".into())),
                    ("body.amount", Source::Column("Amount Due".into())),
                    ("body.due_date", Source::Text("15 December".into())),
                ],
                false,
            );
            let invoices = spec(
                "Invoices",
                "invoice_ready",
                &[
                    ("body.1", Source::Column("name".into())),
                    ("body.2", Source::Column("Invoice No".into())),
                    ("body.3", Source::Column("Amount Due".into())),
                    ("body.4", Source::Text("15 December".into())),
                    ("button.0", Source::Column("Invoice No".into())),
                ],
                true,
            );
            let campaign = campaigns::create(&engine, reminder)
                .await
                .expect("the seeded campaign");
            let pdf_campaign = campaigns::create(&engine, invoices)
                .await
                .expect("the seeded PDF campaign");
            let message = engine
                .submit(vec![Submission {
                    to: pacer_engine::import::normalise_phone("+923001234567", None)
                        .expect("a valid seed number"),
                    lane: Lane::Express,
                    content: MessageContent::Text(TextContent::new("Your code is 123456")),
                    idempotency_key: Some("fuzz-seed".into()),
                    batch: None,
                    expires_in: None,
                }])
                .await
                .expect("the seeded message")
                .remove(0)
                .id;
            Rig {
                router: api::router(Arc::clone(&engine), KEY.into()),
                campaign: campaign.id,
                pdf_campaign: pdf_campaign.id,
                message,
            }
        })
    })
}

/// Replaces the placeholders (see the module's doc).
fn placed(text: &[u8], rig: &Rig, last: &str) -> Vec<u8> {
    let mut text = text.to_vec();
    for (placeholder, value) in [
        ("$PDF_CAMPAIGN", rig.pdf_campaign.as_str()),
        ("$CAMPAIGN", rig.campaign.as_str()),
        ("$MESSAGE", rig.message.as_str()),
        ("$LAST", last),
    ] {
        text = replace(&text, placeholder.as_bytes(), value.as_bytes());
    }
    text
}

fn replace(text: &[u8], from: &[u8], to: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.windows(from.len()).position(|w| w == from) {
        out.extend_from_slice(&rest[..at]);
        out.extend_from_slice(to);
        rest = &rest[at + from.len()..];
    }
    out.extend_from_slice(rest);
    out
}

/// Moves every `path` and `folder` in a JSON body into the files folder, keeping only the last
/// component of what was asked for. A body with none is passed on byte for byte.
fn sandboxed(body: Vec<u8>) -> Vec<u8> {
    fn walk(value: &mut Value) -> bool {
        match value {
            Value::Object(map) => {
                let mut moved = false;
                for (key, value) in map.iter_mut() {
                    moved |= match (key.as_str(), &mut *value) {
                        ("path" | "folder", Value::String(path)) => {
                            let name = path
                                .rsplit(['/', '\\'])
                                .find(|part| !part.is_empty() && *part != "." && *part != "..")
                                .unwrap_or("none");
                            *path = files().join(name).to_string_lossy().into_owned();
                            true
                        }
                        (_, value) => walk(value),
                    };
                }
                moved
            }
            Value::Array(items) => items
                .iter_mut()
                .fold(false, |moved, item| walk(item) | moved),
            _ => false,
        }
    }
    // Not JSON: the API refuses it before reading any path.
    let Ok(mut value) = serde_json::from_slice::<Value>(&body) else {
        return body;
    };
    if walk(&mut value) {
        serde_json::to_vec(&value).expect("JSON serialises")
    } else {
        body
    }
}

/// One request from its text form; `None` when it is not a request hyper could deliver.
fn request(text: &[u8]) -> Option<Request<Body>> {
    let (head, body) = match text.windows(2).position(|w| w == b"\n\n") {
        Some(at) => (&text[..at], &text[at + 2..]),
        None => (text, &[][..]),
    };
    let mut lines = head
        .split(|&b| b == b'\n')
        .map(|line| line.strip_suffix(b"\r").unwrap_or(line));
    let first = lines.next()?;
    let mut words = first.splitn(2, |&b| b == b' ');
    let method = Method::from_bytes(words.next()?).ok()?;
    let uri = Uri::try_from(words.next().unwrap_or(b"/")).ok()?;
    // hyper hands the router origin-form targets only.
    uri.path().starts_with('/').then_some(())?;
    let mut request = Request::builder().method(method).uri(uri);
    let (mut authorised, mut hosted, mut typed) = (false, false, false);
    for line in lines {
        let Some(colon) = line.iter().position(|&b| b == b':') else {
            continue;
        };
        let (Ok(name), Ok(value)) = (
            HeaderName::from_bytes(&line[..colon]),
            HeaderValue::from_bytes(line[colon + 1..].trim_ascii()),
        ) else {
            continue;
        };
        authorised |= name == header::AUTHORIZATION;
        hosted |= name == header::HOST;
        typed |= name == header::CONTENT_TYPE;
        request = request.header(name, value);
    }
    if !authorised {
        request = request.header(header::AUTHORIZATION, format!("Bearer {KEY}"));
    }
    if !hosted {
        request = request.header(header::HOST, "127.0.0.1:8091");
    }
    if !typed && !body.is_empty() {
        request = request.header(header::CONTENT_TYPE, "application/json");
    }
    request.body(Body::from(sandboxed(body.to_vec()))).ok()
}

/// Runs the requests of one input and checks each answer.
pub fn exercise(data: &[u8]) {
    let rig = rig();
    let mut last = String::new();
    for text in data.split(|&b| b == 0x1e).take(4) {
        let Some(request) = request(&placed(text, rig, &last)) else {
            continue;
        };
        let described = format!("{} {}", request.method(), request.uri());
        let (status, json, body) = runtime().block_on(async {
            let answer = rig
                .router
                .clone()
                .oneshot(request)
                .await
                .expect("the router answers");
            let status = answer.status();
            let json = answer
                .headers()
                .get(header::CONTENT_TYPE)
                .is_some_and(|t| t.as_bytes().starts_with(b"application/json"));
            let body = answer
                .into_body()
                .collect()
                .await
                .expect("the answer's body")
                .to_bytes();
            (status, json, body)
        });
        let text = String::from_utf8_lossy(&body);
        assert!(
            status != 500 && status != 503,
            "{described}: the API answers a request with a result or the client's mistake, \
             never a failure of its own (HTTP {status}): {text}"
        );
        if json {
            let value: Value = serde_json::from_slice(&body)
                .unwrap_or_else(|e| panic!("{described}: a JSON answer parses ({e}): {text}"));
            last = value
                .get("id")
                .or_else(|| value.get("campaign").and_then(|c| c.get("id")))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned();
        }
    }
}
