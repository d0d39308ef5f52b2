//! The webhook target's engine: a real engine on a temp ledger holding messages that the real
//! payloads (and the corpus) talk about, so statuses move real messages, failures reach the
//! retry policy and template updates pause a real batch.

use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use hmac::{Hmac, KeyInit, Mac};
use pacer_cloud::webhook as payload;
use pacer_engine::Engine;
use pacer_engine::clock::Clock;
use pacer_engine::ledger::messages::{self, Lane, NewMessage, Payload};
use pacer_engine::templates;
use pacer_engine::webhook_receiver::{self, WebhookSecrets};
use rusqlite::params;
use sha2::{Digest, Sha256};
use tower::ServiceExt;

use crate::{SAMPLE_TEMPLATES, runtime, start_engine};

/// Messages Meta has accepted, by the wamids the fixtures' statuses carry (and a few of the
/// corpus's own).
const SENT: &[(&str, &str)] = &[
    ("msg_fuzz_sent_1", "wamid.ID"),
    ("msg_fuzz_sent_2", "wamid.gvwegfretge=="),
    ("msg_fuzz_sent_3", "wamid.wegrchytvwcggt="),
    ("msg_fuzz_sent_4", "wamid.xyzxyz"),
    ("msg_fuzz_sent_5", "wamid.xyzxyz=="),
    ("msg_fuzz_sent_6", "wamid.FUZZ1"),
    ("msg_fuzz_sent_7", "wamid.FUZZ2"),
];

/// A message whose send was never answered: a status finds it by its key
/// (`biz_opaque_callback_data`).
const IN_DOUBT: &str = "msg_fuzz_doubt";

fn seed(ledger: &pacer_engine::ledger::Ledger) {
    let templates: Vec<pacer_cloud::MessageTemplate> =
        serde_json::from_str(SAMPLE_TEMPLATES).expect("the sample templates");
    let now = Clock::real_time().now_ms();
    let seeded = ledger.write(move |c| {
        templates::store(c, &templates, now)?;
        let mut all: Vec<&str> = SENT.iter().map(|(key, _)| *key).collect();
        all.push(IN_DOUBT);
        for (n, key) in all.into_iter().enumerate() {
            let message = NewMessage {
                key: key.to_owned(),
                idempotency_key: None,
                lane: if n % 2 == 0 { Lane::Bulk } else { Lane::Express },
                batch: (n % 2 == 0).then(|| "batch_fuzz".to_owned()),
                recipient: pacer_engine::import::normalise_phone(&format!("+1631555{:04}", 1234 + n), None)
                    .expect("a valid seed number"),
                kind: "template".into(),
                template: Some(("invoice_ready".into(), "en_US".into())),
                payload: Payload::Whole(r#"{"messaging_product":"whatsapp","to":"+16315551234","type":"template","template":{"name":"invoice_ready","language":{"code":"en_US"}}}"#.into()),
                deadline: None,
            };
            messages::insert(c, &message, now)?;
        }
        for (key, wamid) in SENT {
            c.execute(
                "UPDATE messages SET state = 'sent', wamid = ?1, attempts = 1, sent_at = ?2, sending_at = ?2
                 WHERE key = ?3",
                params![wamid, now, key],
            )?;
        }
        c.execute(
            "UPDATE messages SET state = 'in_doubt', attempts = 1, sending_at = ?1 WHERE key = ?2",
            params![now, IN_DOUBT],
        )?;
        Ok(())
    });
    runtime().block_on(seeded).expect("seeding the ledger");
}

/// The Meta app's secret the receiver checks signatures with.
const APP_SECRET: &str = "fuzz-app-secret";

/// The engine, started once per process, and the receiver in front of it.
fn rig() -> &'static (Arc<Engine>, Router) {
    static RIG: OnceLock<(Arc<Engine>, Router)> = OnceLock::new();
    RIG.get_or_init(|| {
        let engine = start_engine("webhook", |_| {}, seed);
        let secrets = WebhookSecrets {
            app_secret: APP_SECRET.into(),
            verify_token: "fuzz-verify".into(),
        };
        let router = webhook_receiver::router(Arc::clone(&engine), secrets);
        (engine, router)
    })
}

/// `X-Hub-Signature-256` as Meta computes it.
fn signature(body: &[u8]) -> String {
    let mut mac =
        Hmac::<Sha256>::new_from_slice(APP_SECRET.as_bytes()).expect("HMAC takes any key");
    mac.update(body);
    format!("sha256={}", hex::encode(mac.finalize().into_bytes()))
}

/// How long the applier may take with one body before it counts as hung (libFuzzer's own
/// `-timeout` is the backstop).
const APPLY_LIMIT: Duration = Duration::from_secs(5);

/// Posts `body`, signed, to the receiver and waits for the applier: a body the parser reads
/// must end `applied`, any other `unparseable`; the applier must go on.
pub fn exercise(body: &[u8]) {
    let (engine, router) = rig();
    let expected = match payload::parse(body) {
        Ok(_) => "applied",
        Err(_) => "unparseable",
    };
    let request = Request::post("/webhook")
        .header("x-hub-signature-256", signature(body))
        .header("content-type", "application/json")
        .body(Body::from(body.to_vec()))
        .expect("a request");
    let answer = runtime()
        .block_on(router.clone().oneshot(request))
        .expect("the receiver answers");
    assert_eq!(
        answer.status(),
        StatusCode::OK,
        "the receiver stores every signed body"
    );
    // The inbox keeps each body once, by its SHA-256: a body libFuzzer tries again is the
    // row stored the first time, not the newest row.
    let digest = Sha256::digest(body).to_vec();
    let id: i64 = engine
        .ledger()
        .read_now(|c| {
            c.query_row(
                "SELECT id FROM webhook_inbox WHERE digest = ?1",
                [&digest],
                |r| r.get(0),
            )
        })
        .expect("the stored body");
    let started = Instant::now();
    let state = loop {
        let state: String = engine
            .ledger()
            .read_now(|c| {
                c.query_row("SELECT state FROM webhook_inbox WHERE id = ?1", [id], |r| {
                    r.get(0)
                })
            })
            .expect("the inbox row");
        if state != "new" {
            break state;
        }
        assert!(
            started.elapsed() < APPLY_LIMIT,
            "the applier left webhook {id} unapplied for {APPLY_LIMIT:?}: it has stopped"
        );
        std::thread::sleep(Duration::from_micros(50));
    };
    assert_eq!(
        state, expected,
        "a body the parser reads is applied, any other is kept aside as unparseable"
    );
    // The raw body has done its work; dropping it keeps the ledger small over a long run.
    runtime()
        .block_on(
            engine.ledger().write(move |c| {
                c.execute("UPDATE webhook_inbox SET body = x'' WHERE id = ?1", [id])
            }),
        )
        .expect("trimming the inbox");
}
