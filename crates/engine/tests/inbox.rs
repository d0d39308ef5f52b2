//! Conversations (`docs/inbox.md`): what customers write is listed newest first with unread
//! counts that survive a restart, every kind Meta sends reads into its own shape, a thread
//! pages back through 10,000 messages without loading them whole, and the filters find the
//! customers they name.

mod support;

use std::time::Duration;

use pacer_engine::inbox::{self, ConversationQuery, InboundContent, Side, ThreadItem, ThreadQuery};
use pacer_engine::ledger::messages::Lane;
use pacer_sim::sign;
use serde_json::{Value, json};
use support::{Rig, sim_config, template, text};

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/fixtures/meta");

async fn post_signed(rig: &Rig, body: &Value) {
    let body = body.to_string();
    let signature = format!(
        "sha256={}",
        sign(rig.sim.config().app_secret.as_bytes(), body.as_bytes())
    );
    let status = reqwest::Client::new()
        .post(&rig.webhook_url)
        .header("x-hub-signature-256", signature)
        .header("content-type", "application/json")
        .body(body)
        .send()
        .await
        .expect("the receiver answers")
        .status();
    assert_eq!(status, 200, "a signed webhook is taken");
}

fn count(rig: &Rig, sql: &str) -> i64 {
    rig.engine
        .ledger()
        .read_now(|c| c.query_row(sql, [], |r| r.get(0)))
        .expect("a count")
}

async fn wait_for(rig: &Rig, sql: &str, want: i64) {
    for _ in 0..2_000 {
        if count(rig, sql) == want {
            return;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("never reached {want}: {sql} = {}", count(rig, sql));
}

fn list(rig: &Rig, query: ConversationQuery) -> inbox::ConversationPage {
    let now = rig.engine.clock().now_ms();
    rig.engine
        .ledger()
        .read_now(move |c| inbox::conversations(c, &query, now))
        .expect("conversations")
}

fn page(
    rig: &Rig,
    phone: &str,
    before: Option<inbox::ThreadCursor>,
    limit: u32,
) -> inbox::ThreadPage {
    let now = rig.engine.clock().now_ms();
    let query = ThreadQuery {
        phone: phone.into(),
        before,
        limit,
    };
    rig.engine
        .ledger()
        .read_now(move |c| inbox::thread(c, &query, now))
        .expect("a thread page")
}

/// One customer message of each kind, shaped as Meta sends them (`docs/meta-cloud-api.md`).
fn every_kind(from: &str) -> Vec<Value> {
    let m = |id: &str, kind: &str, object: Value| {
        let mut message = json!({"from": from, "id": id, "timestamp": "1764590000", "type": kind});
        message[kind] = object;
        message
    };
    let mut button = m(
        "wamid.k.button",
        "button",
        json!({"payload": "PAID", "text": "I have paid"}),
    );
    button["context"] = json!({"from": "15550783881", "id": "wamid.template.1"});
    vec![
        m(
            "wamid.k.text",
            "text",
            json!({"body": "Wrong amount on my invoice"}),
        ),
        m(
            "wamid.k.image",
            "image",
            json!({"id": "m-img", "mime_type": "image/jpeg", "sha256": "x", "caption": "Bank slip"}),
        ),
        m(
            "wamid.k.video",
            "video",
            json!({"id": "m-vid", "mime_type": "video/mp4"}),
        ),
        m(
            "wamid.k.audio",
            "audio",
            json!({"id": "m-aud", "mime_type": "audio/ogg; codecs=opus", "voice": true}),
        ),
        m(
            "wamid.k.document",
            "document",
            json!({"id": "m-doc", "mime_type": "application/pdf", "filename": "slip.pdf"}),
        ),
        m(
            "wamid.k.sticker",
            "sticker",
            json!({"id": "m-st", "mime_type": "image/webp", "animated": false}),
        ),
        m(
            "wamid.k.location",
            "location",
            json!({"latitude": 24.8607, "longitude": 67.0011, "name": "Shop", "address": "Karachi"}),
        ),
        m(
            "wamid.k.contacts",
            "contacts",
            json!([{"name": {"formatted_name": "Ali Raza"}, "phones": [{"phone": "+92 300 1234567"}]}]),
        ),
        button,
        m(
            "wamid.k.choice",
            "interactive",
            json!({"type": "list_reply", "list_reply": {"id": "size-m", "title": "Medium", "description": "Chest 40"}}),
        ),
        m(
            "wamid.k.reaction",
            "reaction",
            json!({"message_id": "wamid.template.1", "emoji": "👍"}),
        ),
        m(
            "wamid.k.order",
            "order",
            json!({"catalog_id": "c1", "text": "Deliver Friday", "product_items": [{"product_retailer_id": "shirt-m", "quantity": 2, "item_price": 1500, "currency": "PKR"}]}),
        ),
        m(
            "wamid.k.system",
            "system",
            json!({"body": "Customer changed their number", "type": "user_changed_number"}),
        ),
        json!({"from": from, "id": "wamid.k.unsupported", "timestamp": "1764590000", "type": "unsupported",
               "errors": [{"code": 131051, "title": "Message type unknown"}]}),
        m("wamid.k.poll", "poll", json!({"question": "Which day?"})),
    ]
}

fn webhook(messages: Vec<Value>, name: &str, from: &str) -> Value {
    json!({"object": "whatsapp_business_account", "entry": [{"id": "waba", "changes": [{"field": "messages", "value": {
        "messaging_product": "whatsapp",
        "metadata": {"display_phone_number": "15550783881", "phone_number_id": "106540352242922"},
        "contacts": [{"profile": {"name": name}, "wa_id": from.trim_start_matches('+')}],
        "messages": messages}}]}]})
}

#[tokio::test]
async fn every_kind_a_customer_sends_is_kept_and_read_in_its_own_shape() -> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let from = "923001112222";
    let messages = every_kind(from);
    let kinds = messages.len() as i64;
    post_signed(&rig, &webhook(messages, "Ayesha", from)).await;
    wait_for(&rig, "SELECT COUNT(*) FROM inbound_messages", kinds).await;

    let thread = page(&rig, "+923001112222", None, 50);
    assert_eq!(thread.items.len() as i64, kinds, "nothing is dropped");
    assert_eq!(thread.name.as_deref(), Some("Ayesha"));
    let content = |wamid: &str| {
        thread
            .items
            .iter()
            .find_map(|item| match item {
                ThreadItem::Customer(r) if r.wamid == wamid => Some(r.content.clone()),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{wamid} is in the thread"))
    };
    assert!(
        matches!(content("wamid.k.text"), InboundContent::Text { body } if body == "Wrong amount on my invoice")
    );
    assert!(
        matches!(content("wamid.k.image"), InboundContent::Media { caption: Some(c), .. } if c == "Bank slip")
    );
    assert!(matches!(
        content("wamid.k.audio"),
        InboundContent::Media { voice: true, .. }
    ));
    assert!(
        matches!(content("wamid.k.document"), InboundContent::Media { file_name: Some(f), .. } if f == "slip.pdf")
    );
    assert!(
        matches!(content("wamid.k.location"), InboundContent::Location { name: Some(n), .. } if n == "Shop")
    );
    assert!(
        matches!(content("wamid.k.contacts"), InboundContent::Contacts { cards } if cards[0].phones == ["+92 300 1234567"])
    );
    assert!(
        matches!(content("wamid.k.button"), InboundContent::Button { payload: Some(p), .. } if p == "PAID")
    );
    assert!(
        matches!(content("wamid.k.choice"), InboundContent::Choice { id: Some(i), .. } if i == "size-m")
    );
    assert!(
        matches!(content("wamid.k.reaction"), InboundContent::Reaction { emoji: Some(e), .. } if e == "👍")
    );
    assert!(
        matches!(content("wamid.k.order"), InboundContent::Order { items, .. } if items[0].price == Some(1500.0))
    );
    assert!(matches!(
        content("wamid.k.system"),
        InboundContent::System { body: Some(_) }
    ));
    assert!(
        matches!(content("wamid.k.unsupported"), InboundContent::Unsupported { title: Some(t) } if t == "Message type unknown")
    );
    assert!(
        matches!(content("wamid.k.poll"), InboundContent::Unknown { type_name, .. } if type_name == "poll")
    );
    assert_eq!(
        count(
            &rig,
            "SELECT COUNT(*) FROM inbound_messages WHERE context_wamid = 'wamid.template.1' AND payload = 'PAID'"
        ),
        1,
        "a tapped button keeps the template it answers and its payload"
    );

    // The public fixtures' inbound messages read too, none as an unknown kind.
    let mut fixture_messages = 0;
    for path in ["pywa/message.json", "whatsapp-api-js/incoming.json"] {
        let value: Value = serde_json::from_slice(&std::fs::read(format!("{FIXTURES}/{path}"))?)?;
        let bodies: Vec<Value> = if value.get("entry").is_some() {
            vec![value]
        } else {
            value
                .as_object()
                .map(|o| o.values().cloned().collect())
                .unwrap_or_default()
        };
        for body in bodies {
            fixture_messages += body["entry"][0]["changes"][0]["value"]["messages"]
                .as_array()
                .map_or(0, Vec::len);
            post_signed(&rig, &body).await;
        }
    }
    assert!(
        fixture_messages >= 5,
        "the fixtures hold customer messages: {fixture_messages}"
    );
    wait_for(
        &rig,
        "SELECT COUNT(*) FROM webhook_inbox WHERE state = 'new'",
        0,
    )
    .await;
    let conversations = list(
        &rig,
        ConversationQuery {
            limit: 100,
            ..Default::default()
        },
    );
    for row in &conversations.rows {
        let thread = page(&rig, &row.phone, None, 200);
        for item in thread.items {
            if let ThreadItem::Customer(r) = item {
                // pywa's "interactive_message_with_err" has no object at all: unknown is right.
                let known = !matches!(r.content, InboundContent::Unknown { ref type_name, .. }
                    if type_name != "poll" && type_name != "interactive/unknown");
                assert!(
                    known,
                    "{}: a fixture's kind reads into its shape: {:?}",
                    r.wamid, r.content
                );
            }
        }
    }
    rig.stop().await;
    Ok(())
}

#[tokio::test]
async fn conversations_come_newest_first_with_unread_counts_that_survive_a_restart()
-> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    rig.sim
        .inject_inbound("+923001230001", "Is my order ready?", "Ayesha")?;
    wait_for(&rig, "SELECT COUNT(*) FROM inbound_messages", 1).await;
    rig.sim
        .inject_inbound("+923001230002", "Price of the blue one?", "Bilal")?;
    rig.sim
        .inject_inbound("+923001230002", "And delivery to Lahore?", "Bilal")?;
    wait_for(&rig, "SELECT COUNT(*) FROM inbound_messages", 3).await;

    let page1 = list(
        &rig,
        ConversationQuery {
            limit: 10,
            ..Default::default()
        },
    );
    let phones: Vec<&str> = page1.rows.iter().map(|r| r.phone.as_str()).collect();
    assert_eq!(phones, ["+923001230002", "+923001230001"], "newest first");
    assert_eq!(page1.rows[0].unread, 2);
    assert_eq!(page1.unread_total, 3);
    assert!(
        page1
            .rows
            .iter()
            .all(|r| r.waiting && r.window_ends_at.is_some())
    );
    assert_eq!(
        page1.rows[0].last_text.as_deref(),
        Some("And delivery to Lahore?")
    );
    assert_eq!(page1.rows[0].last_side, Side::Customer);

    // Read one; a reply (any message outside a campaign) answers it.
    let read = rig
        .engine
        .ledger()
        .write(|c| inbox::mark_read(c, "+923001230002", 1))
        .await?;
    assert_eq!(read, 2, "two were unread");
    rig.submit(vec![text(
        "+923001230002",
        Lane::Express,
        "Blue is PKR 2,500; delivery 2 days.",
    )])
    .await;
    wait_for(
        &rig,
        "SELECT COUNT(*) FROM messages WHERE state IN ('sent', 'delivered', 'read')",
        1,
    )
    .await;
    let after = list(
        &rig,
        ConversationQuery {
            limit: 10,
            ..Default::default()
        },
    );
    let bilal = after
        .rows
        .iter()
        .find(|r| r.phone == "+923001230002")
        .expect("listed");
    assert_eq!(
        (bilal.unread, bilal.waiting, bilal.last_side),
        (0, false, Side::Business)
    );
    assert_eq!(
        after.rows[0].phone, "+923001230002",
        "the reply made it the newest"
    );
    let waiting = list(
        &rig,
        ConversationQuery {
            waiting: true,
            limit: 10,
            ..Default::default()
        },
    );
    assert_eq!(waiting.rows.len(), 1);
    assert_eq!(waiting.rows[0].phone, "+923001230001");

    // Search: by name, by text, by digits as people type them.
    for (words, phone) in [
        ("ayesha", "+923001230001"),
        ("lahore", "+923001230002"),
        ("0300 1230001", "+923001230001"),
        ("PKR 2,500", "+923001230002"),
    ] {
        let found = list(
            &rig,
            ConversationQuery {
                search: Some(words.into()),
                limit: 10,
                ..Default::default()
            },
        );
        let phones: Vec<&str> = found.rows.iter().map(|r| r.phone.as_str()).collect();
        assert_eq!(phones, [phone], "searching {words:?}");
    }

    // After a restart, what was unread still is.
    let (sim, dir) = rig.stop().await;
    sim.shutdown().await?;
    let rig = Rig::start_in(dir, sim_config(1.0), |_| {})
        .await
        .map_err(|(e, _)| e)?;
    let again = list(
        &rig,
        ConversationQuery {
            limit: 10,
            ..Default::default()
        },
    );
    assert_eq!(
        again.unread_total, 1,
        "Ayesha's message is still unread after a restart"
    );
    rig.stop().await;
    Ok(())
}

#[tokio::test]
async fn the_campaign_filter_finds_who_answered_that_campaign() -> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    rig.submit(vec![
        template("+923001230011", Lane::Bulk, Some("december-invoices")),
        template("+923001230012", Lane::Bulk, Some("december-invoices")),
    ])
    .await;
    rig.wait_settled(Duration::from_secs(20)).await;
    rig.sim
        .inject_inbound("+923001230011", "Paid, thank you", "Chand")?;
    rig.sim
        .inject_inbound("+923001230099", "Who is this?", "Dua")?;
    wait_for(&rig, "SELECT COUNT(*) FROM inbound_messages", 2).await;
    let answered = list(
        &rig,
        ConversationQuery {
            campaign: Some("december-invoices".into()),
            limit: 10,
            ..Default::default()
        },
    );
    let phones: Vec<&str> = answered.rows.iter().map(|r| r.phone.as_str()).collect();
    assert_eq!(phones, ["+923001230011"], "only who answered the campaign");
    // The template is part of the thread, before the answer.
    let thread = page(&rig, "+923001230011", None, 10);
    assert!(matches!(thread.items[0], ThreadItem::Business(_)));
    assert!(matches!(thread.items[1], ThreadItem::Customer(_)));

    // Taps on the template's buttons are counted per button; the reply rate is of those reached.
    let wamid: String = rig.engine.ledger().read_now(|c| {
        c.query_row(
            "SELECT wamid FROM messages WHERE recipient = '+923001230012'",
            [],
            |r| r.get(0),
        )
    })?;
    let tap = |id: &str, text: &str, payload: &str| {
        json!({"from": "923001230012", "id": id, "timestamp": "1764590000", "type": "button",
               "button": {"text": text, "payload": payload}, "context": {"id": wamid}})
    };
    post_signed(
        &rig,
        &webhook(
            vec![
                tap("wamid.t1", "Pay now", "PAY"),
                tap("wamid.t2", "Pay now", "PAY"),
                tap("wamid.t3", "Wrong amount", "WRONG"),
            ],
            "Gul",
            "923001230012",
        ),
    )
    .await;
    wait_for(&rig, "SELECT COUNT(*) FROM inbound_messages", 5).await;
    let replies = rig
        .engine
        .ledger()
        .read_now(|c| inbox::campaign_replies(c, "december-invoices"))?;
    assert_eq!((replies.reached, replies.replied), (2, 2), "{replies:?}");
    assert_eq!(replies.rate_percent, Some(100.0));
    let taps: Vec<(&str, u64)> = replies
        .buttons
        .iter()
        .map(|b| (b.button.as_str(), b.taps))
        .collect();
    assert_eq!(taps, [("Pay now", 2), ("Wrong amount", 1)]);
    assert_eq!(
        replies.line,
        "2 customers replied of 2 reached; 3 button taps."
    );
    rig.stop().await;
    Ok(())
}

#[tokio::test]
async fn a_thread_of_ten_thousand_messages_is_read_a_page_at_a_time_each_message_once()
-> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let phone = "+923001239999";
    // Written straight into the file: 5,000 each way, interleaved, some in the same millisecond.
    {
        let conn = rusqlite::Connection::open(rig.db())?;
        conn.execute_batch("BEGIN")?;
        for i in 0..5_000_i64 {
            let at = 1_700_000_000_000 + (i / 2) * 1_000;
            conn.execute(
                "INSERT INTO webhook_inbox (id, body, received_at, state) VALUES (?1, x'', ?2, 'applied')",
                rusqlite::params![900_000 + i, at],
            )
            .ok();
            conn.execute(
                "INSERT INTO inbound_messages (wamid, from_number, kind, text, received_at, inbox_id, detail)
                 VALUES (?1, ?2, 'text', ?3, ?4, (SELECT MIN(id) FROM webhook_inbox), ?5)",
                rusqlite::params![format!("wamid.in.{i}"), phone, format!("customer {i}"), at, json!({"body": format!("customer {i}")}).to_string()],
            )?;
            conn.execute(
                "INSERT INTO messages (key, lane, recipient, kind, payload, state, created_at, updated_at)
                 VALUES (?1, 'express', ?2, 'text', ?3, 'read', ?4, ?4)",
                rusqlite::params![format!("k{i}"), phone, json!({"type": "text", "text": {"body": format!("business {i}")}}).to_string(), at],
            )?;
        }
        conn.execute_batch("COMMIT")?;
    }
    let mut seen = std::collections::HashSet::new();
    let mut before = None;
    let mut pages = 0;
    let mut last_cursor: Option<inbox::ThreadCursor> = None;
    loop {
        let p = page(&rig, phone, before, 200);
        pages += 1;
        assert!(p.items.len() <= 200, "a page is never more than asked for");
        assert_eq!(p.total, 10_000);
        // Oldest first within a page, and every page older than the one before.
        let cursors: Vec<_> = p.items.iter().map(ThreadItem::cursor).collect();
        assert!(
            cursors.windows(2).all(|w| w[0] < w[1]),
            "a page reads oldest first"
        );
        if let (Some(newest_here), Some(oldest_before)) = (cursors.last(), last_cursor) {
            assert!(
                *newest_here < oldest_before,
                "pages go back in time without overlap"
            );
        }
        last_cursor = cursors.first().copied();
        for item in &p.items {
            let id = match item {
                ThreadItem::Customer(r) => r.wamid.clone(),
                ThreadItem::Business(s) => s.key.clone(),
            };
            assert!(seen.insert(id), "each message once");
        }
        match p.older {
            Some(cursor) => before = Some(cursor),
            None => break,
        }
    }
    assert_eq!(seen.len(), 10_000, "every message, once");
    assert_eq!(pages, 50);
    rig.stop().await;
    Ok(())
}

#[tokio::test]
async fn a_reply_goes_inside_the_window_and_outside_it_only_a_template_goes() -> anyhow::Result<()>
{
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    pacer_engine::templates::sync_into(&rig.engine).await?;
    rig.sim
        .inject_inbound("+923001230021", "Can you resend my invoice?", "Ehsan")?;
    wait_for(&rig, "SELECT COUNT(*) FROM service_windows", 1).await;

    // Inside the window: text, and a file uploaded once however often it is sent.
    let key = inbox::send_reply(
        &rig.engine,
        "+923001230021",
        inbox::Reply::Text {
            body: "Here it is 👍".into(),
        },
    )
    .await?;
    let folder = tempfile::tempdir()?;
    let pdf = folder.path().join("INV-7.pdf");
    std::fs::write(&pdf, b"%PDF-1.4 invoice seven")?;
    for _ in 0..2 {
        inbox::send_reply(
            &rig.engine,
            "+923001230021",
            inbox::Reply::File {
                path: pdf.display().to_string(),
                caption: Some("Invoice 7".into()),
            },
        )
        .await?;
    }
    rig.wait_settled(Duration::from_secs(20)).await;
    assert_eq!(
        count(&rig, "SELECT COUNT(*) FROM media_uploads"),
        1,
        "the same file is uploaded once"
    );
    let thread = page(&rig, "+923001230021", None, 20);
    let sent: Vec<&inbox::Sent> = thread
        .items
        .iter()
        .filter_map(|i| match i {
            ThreadItem::Business(s) => Some(s),
            ThreadItem::Customer(_) => None,
        })
        .collect();
    assert_eq!(sent.len(), 3);
    assert_eq!(sent[0].key, key);
    assert!(
        matches!(&sent[0].content, inbox::SentContent::Text { body } if body == "Here it is 👍")
    );
    assert!(
        matches!(&sent[1].content, inbox::SentContent::Media { media, file_name: Some(f), .. } if media == "document" && f == "INV-7.pdf")
    );
    assert!(
        sent.iter()
            .all(|s| s.steps.iter().any(|step| step.state == "sent")),
        "each reply's statuses are in the thread"
    );

    // A file larger than WhatsApp takes for its kind is refused before anything is uploaded.
    let big = folder.path().join("poster.png");
    std::fs::write(&big, vec![0_u8; 5 * 1024 * 1024 + 1])?;
    let refused = inbox::send_reply(
        &rig.engine,
        "+923001230021",
        inbox::Reply::File {
            path: big.display().to_string(),
            caption: None,
        },
    )
    .await
    .expect_err("too big");
    assert!(matches!(
        refused,
        inbox::ReplyRefused::FileTooBig {
            kind: inbox::FileKind::Image,
            ..
        }
    ));
    assert!(refused.to_string().contains("5 MB"), "{refused}");

    // Outside the window: words and files are refused with the template offer; a template goes.
    let outside = inbox::send_reply(
        &rig.engine,
        "+923001230022",
        inbox::Reply::Text {
            body: "Hello?".into(),
        },
    )
    .await
    .expect_err("the window is closed");
    assert!(matches!(outside, inbox::ReplyRefused::WindowClosed));
    assert!(
        outside.to_string().contains("approved template"),
        "{outside}"
    );
    let queued_before = count(&rig, "SELECT COUNT(*) FROM messages");
    inbox::send_reply(
        &rig.engine,
        "+923001230022",
        inbox::Reply::Template {
            name: "hello_world".into(),
            language: "en_US".into(),
            values: Default::default(),
        },
    )
    .await?;
    assert_eq!(
        count(&rig, "SELECT COUNT(*) FROM messages"),
        queued_before + 1
    );
    rig.wait_settled(Duration::from_secs(20)).await;
    assert_eq!(
        count(
            &rig,
            "SELECT COUNT(*) FROM messages WHERE recipient = '+923001230022' AND lane = 'express' AND state IN ('sent', 'delivered', 'read')"
        ),
        1,
        "the template went through the express lane"
    );
    rig.stop().await;
    Ok(())
}

#[tokio::test]
async fn the_local_api_lists_conversations_pages_a_thread_and_marks_it_read() -> anyhow::Result<()>
{
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    rig.sim.inject_inbound("+923001230031", "Paid", "Farah")?;
    rig.sim
        .inject_inbound("+923001230031", "Please confirm", "Farah")?;
    wait_for(&rig, "SELECT COUNT(*) FROM inbound_messages", 2).await;
    let router = pacer_engine::api::router(std::sync::Arc::clone(&rig.engine), "k".into());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
    let address = listener.local_addr()?;
    tokio::spawn(async move { axum::serve(listener, router).await });
    let client = reqwest::Client::new();
    let get = |path: &str| {
        client
            .get(format!("http://{address}{path}"))
            .bearer_auth("k")
            .send()
    };

    let list: Value = get("/v1/conversations?waiting=true").await?.json().await?;
    assert_eq!(list["rows"][0]["phone"], "+923001230031");
    assert_eq!(list["rows"][0]["unread"], 2);
    let first: Value = get("/v1/conversations/00923001230031?limit=1")
        .await?
        .json()
        .await?;
    assert_eq!(first["items"].as_array().map(Vec::len), Some(1));
    assert_eq!(first["items"][0]["content"]["body"], "Please confirm");
    let older = &first["older"];
    let second: Value = get(&format!(
        "/v1/conversations/+923001230031?limit=1&before_at={}&before_order={}",
        older["at"], older["order"]
    ))
    .await?
    .json()
    .await?;
    assert_eq!(second["items"][0]["content"]["body"], "Paid");
    assert!(second["older"].is_null());
    let bad = get("/v1/conversations/+923001230031?before_at=1").await?;
    assert_eq!(bad.status(), 400, "half a cursor is refused in plain words");
    let read: Value = client
        .post(format!(
            "http://{address}/v1/conversations/%2B923001230031/read"
        ))
        .bearer_auth("k")
        .send()
        .await?
        .json()
        .await?;
    assert_eq!(read["was_unread"], 2);
    let after: Value = get("/v1/conversations").await?.json().await?;
    assert_eq!(after["unread_total"], 0);

    // A reply from a program is an ordinary message with text or media.
    let post = |body: Value| {
        client
            .post(format!("http://{address}/v1/messages"))
            .bearer_auth("k")
            .json(&body)
            .send()
    };
    let sent = post(json!({"to": "+923001230031", "lane": "express",
        "media": {"type": "document", "link": "https://example.com/receipt.pdf", "filename": "receipt.pdf", "caption": "Your receipt"}}))
    .await?;
    assert!(sent.status().is_success(), "{}", sent.text().await?);
    let refused = post(json!({"to": "+923001230031", "lane": "express",
        "media": {"type": "audio", "id": "123", "caption": "no"}}))
    .await?;
    assert_eq!(refused.status(), 400);
    let words: Value = refused.json().await?;
    assert_eq!(words["error"]["field"], "media.caption");

    // The Inbox's own reply (what a desk's Inbox uses): inside the window words go; a file
    // is sent from the PC that has it; outside the window only a template goes, and the
    // refusal carries its words as a catalogue message.
    let reply = |phone: &str, body: Value| {
        client
            .post(format!("http://{address}/v1/conversations/{phone}/reply"))
            .bearer_auth("k")
            .json(&body)
            .send()
    };
    let answered = reply(
        "%2B923001230031",
        json!({"kind": "text", "body": "Confirmed, thank you"}),
    )
    .await?;
    assert_eq!(answered.status(), 200);
    let answered: Value = answered.json().await?;
    assert!(
        answered["key"].as_str().is_some_and(|k| !k.is_empty()),
        "{answered}"
    );
    let file = reply(
        "%2B923001230031",
        json!({"kind": "file", "path": "/etc/passwd", "caption": null}),
    )
    .await?;
    assert_eq!(
        file.status(),
        403,
        "a reply's file is read only in a folder the person allowed"
    );
    let file: Value = file.json().await?;
    assert_eq!(file["error"]["code"], "path_not_allowed");
    let closed = reply("%2B923001239999", json!({"kind": "text", "body": "Hello"})).await?;
    assert_eq!(closed.status(), 422);
    let closed: Value = closed.json().await?;
    assert_eq!(closed["error"]["code"], "reply_refused");
    assert_eq!(closed["error"]["said"]["id"], "inbox-reply-window-closed");
    rig.wait_settled(Duration::from_secs(20)).await;
    let thread: Value = get("/v1/conversations/+923001230031").await?.json().await?;
    let media = &thread["items"][2];
    assert_eq!(media["side"], "business");
    assert_eq!(media["content"]["kind"], "media");
    assert_eq!(media["content"]["file_name"], "receipt.pdf");
    let last = &thread["items"][3];
    assert_eq!(last["side"], "business");
    assert_eq!(last["content"]["body"], "Confirmed, thank you");
    rig.stop().await;
    Ok(())
}
