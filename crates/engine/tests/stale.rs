//! Stale and repeated deliveries change nothing they should not. Meta retries a webhook for
//! days and may deliver the same customer message again in another body; a customer's 24 h
//! window runs from when they wrote, not from when the webhook came; and marketing stop and
//! resume apply in the order customers chose them, whatever order they arrive in. Every body
//! here is signed and posted to the real receiver on loopback.

mod support;

use std::time::{Duration, SystemTime, UNIX_EPOCH};

use pacer_engine::Submission;
use pacer_engine::clock::WallClock;
use pacer_engine::ledger::messages::{Lane, State};
use pacer_sim::sign;
use serde_json::{Value, json};
use support::{Rig, sim_config, template};

const HOUR_MS: i64 = 60 * 60 * 1000;
const DAY_MS: i64 = 24 * HOUR_MS;

async fn post_signed(rig: &Rig, body: &Value) -> anyhow::Result<()> {
    let bytes = body.to_string().into_bytes();
    let signature = format!(
        "sha256={}",
        sign(rig.sim.config().app_secret.as_bytes(), &bytes)
    );
    let status = reqwest::Client::new()
        .post(&rig.webhook_url)
        .header("x-hub-signature-256", signature)
        .header("content-type", "application/json")
        .body(bytes)
        .send()
        .await?
        .status();
    anyhow::ensure!(status == 200, "a signed webhook is accepted: {status}");
    inbox_applied(rig).await
}

fn count(rig: &Rig, sql: &str) -> anyhow::Result<i64> {
    Ok(rig
        .engine
        .ledger()
        .read_now(|c| c.query_row(sql, [], |r| r.get(0)))?)
}

async fn inbox_applied(rig: &Rig) -> anyhow::Result<()> {
    for _ in 0..3_000 {
        if count(
            rig,
            "SELECT COUNT(*) FROM webhook_inbox WHERE state = 'new'",
        )? == 0
        {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    anyhow::bail!("the inbox was never applied")
}

/// Pacer's time now, in Unix seconds, as Meta stamps its webhooks.
fn meta_now(rig: &Rig) -> i64 {
    rig.engine.clock().now_ms() / 1000
}

fn envelope(field: &str, value: Value) -> Value {
    json!({"object": "whatsapp_business_account", "entry": [{"id": "102290129340398", "changes": [{"field": field, "value": value}]}]})
}

fn metadata() -> Value {
    json!({"display_phone_number": "15550783881", "phone_number_id": "106540352242922"})
}

/// Customers' text messages, each `(from, wamid, text, Meta's time)`, in one body. Meta
/// always gives the time; `None` leaves it out, to see what Pacer falls back to.
fn messages(sent: &[(&str, &str, &str, Option<i64>)]) -> Value {
    let contacts: Vec<Value> = sent
        .iter()
        .map(|(from, ..)| json!({"profile": {"name": "Customer"}, "wa_id": from}))
        .collect();
    let messages: Vec<Value> = sent
        .iter()
        .map(|(from, wamid, text, at)| {
            let mut message =
                json!({"from": from, "id": wamid, "type": "text", "text": {"body": text}});
            if let Some(at) = at {
                message["timestamp"] = json!(at.to_string());
            }
            message
        })
        .collect();
    envelope(
        "messages",
        json!({"messaging_product": "whatsapp", "metadata": metadata(), "contacts": contacts, "messages": messages}),
    )
}

/// A `user_preferences` change as Meta sends it; `detail` tells bodies apart (a retry Meta
/// batches differently is not the same bytes).
fn preference(wa_id: &str, value: &str, at: i64, detail: &str) -> Value {
    envelope(
        "user_preferences",
        json!({
            "messaging_product": "whatsapp",
            "metadata": metadata(),
            "contacts": [{"profile": {"name": ""}, "wa_id": wa_id}],
            "user_preferences": [{"wa_id": wa_id, "detail": detail, "category": "marketing_messages", "value": value, "timestamp": at}],
        }),
    )
}

/// A marketing template (Meta says spring_sale is MARKETING).
fn sale(to: &str) -> Submission {
    use pacer_cloud::{ComponentParameters, Media, MessageContent, Parameter, TemplateContent};
    Submission {
        to: support::phone(to),
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
        batch: None,
        expires_in: None,
    }
}

/// Meta tells Pacer spring_sale is a marketing template; waits until the cache knows.
async fn marketing_template_known(rig: &Rig) -> anyhow::Result<()> {
    rig.sim
        .set_template_status("spring_sale", "en_US", "APPROVED", "NONE")?;
    for _ in 0..2_000 {
        if count(
            rig,
            "SELECT COUNT(*) FROM templates WHERE name = 'spring_sale' AND category = 'MARKETING'",
        )? == 1
        {
            return Ok(());
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    anyhow::bail!("the template update never reached the cache")
}

/// Sends one marketing template to `to` and answers whether it went out (false: skipped
/// because the customer opted out).
async fn marketing_goes_out(rig: &Rig, to: &str) -> anyhow::Result<bool> {
    let id = rig.submit(vec![sale(to)]).await.remove(0);
    rig.wait_settled(Duration::from_secs(30)).await;
    let view = rig
        .engine
        .message(&id)
        .await?
        .ok_or_else(|| anyhow::anyhow!("the message is in the ledger"))?;
    match view.state {
        State::Skipped => Ok(false),
        State::Sent | State::Delivered | State::Read => Ok(true),
        other => anyhow::bail!("a marketing template ends sent or skipped: {other:?} {view:?}"),
    }
}

fn opted_out(rig: &Rig, who: &str) -> anyhow::Result<bool> {
    Ok(count(
        rig,
        &format!("SELECT COUNT(*) FROM marketing_opt_outs WHERE recipient = '{who}'"),
    )? == 1)
}

fn window_from(rig: &Rig, who: &str) -> anyhow::Result<Option<i64>> {
    use rusqlite::OptionalExtension as _;
    let who = who.to_owned();
    Ok(rig.engine.ledger().read_now(move |c| {
        c.query_row(
            "SELECT last_inbound_at FROM service_windows WHERE recipient = ?1",
            [&who],
            |r| r.get(0),
        )
        .optional()
    })?)
}

/// Waits for the dispatcher's published count of customers counted against the tier.
async fn tier_used(rig: &Rig, expected: usize) -> usize {
    for _ in 0..500 {
        if rig.engine.stats().tier_used == expected {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    rig.engine.stats().tier_used
}

fn unix_now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap_or(0)
}

#[tokio::test]
async fn a_customers_window_runs_from_when_they_wrote_not_from_when_the_webhook_came()
-> anyhow::Result<()> {
    // One Pacer hour is 7.2 real seconds: the test waits for a window to close, and the
    // first templates have that long to go out while it is still open, even on a busy machine.
    let rig = Rig::start(sim_config(0.002), |_| {}).await;
    let now = meta_now(&rig);
    let (late, recent) = ("+923001110001", "+923001110002");
    let wrote_25h_ago = now - 25 * 3600;
    let wrote_23h_ago = now - 23 * 3600;
    post_signed(
        &rig,
        &messages(&[
            (
                &late[1..],
                "wamid.late",
                "Is my order ready?",
                Some(wrote_25h_ago),
            ),
            (&recent[1..], "wamid.recent", "Thanks!", Some(wrote_23h_ago)),
        ]),
    )
    .await?;
    assert_eq!(
        window_from(&rig, late)?,
        None,
        "a message written 25 h ago (delivered only now) opens no window"
    );
    assert_eq!(
        window_from(&rig, recent)?,
        Some(wrote_23h_ago * 1000),
        "a message written 23 h ago opens the window from when it was written"
    );

    rig.submit(vec![
        template(late, Lane::Bulk, None),
        template(recent, Lane::Bulk, None),
    ])
    .await;
    rig.wait_settled(Duration::from_secs(30)).await;
    let first = tier_used(&rig, 1).await;
    assert_eq!(
        first, 1,
        "a template to the customer who wrote 25 h ago counts against the tier, one inside the 23 h old window does not"
    );

    // The window written 23 h ago closes one hour later.
    let closes = wrote_23h_ago * 1000 + DAY_MS;
    while rig.engine.clock().now_ms() < closes + 60_000 {
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    rig.submit(vec![template(recent, Lane::Bulk, None)]).await;
    rig.wait_settled(Duration::from_secs(30)).await;
    let after = tier_used(&rig, 2).await;
    assert_eq!(
        after, 2,
        "an hour later the window is closed: the next template counts against the tier"
    );
    eprintln!(
        "proof: a message stamped 25 h ago opened no window ({first} template counted against the tier); one stamped 23 h ago left a window that closed an hour later ({after} counted after it)"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_customer_message_delivered_again_days_later_changes_nothing() -> anyhow::Result<()> {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    marketing_template_known(&rig).await?;
    let (stopped, unstamped, newcomer) = ("+923001110003", "+923001110007", "+923001110004");
    let wrote = meta_now(&rig) - 60;
    let stop = (&stopped[1..], "wamid.stop", "STOP", Some(wrote));
    // A message without Meta's time: its window runs from when Pacer heard it.
    let hello = (&unstamped[1..], "wamid.hello", "Hello?", None);
    post_signed(&rig, &messages(&[stop, hello])).await?;
    let heard = window_from(&rig, unstamped)?;
    assert!(
        heard.is_some_and(|at| at / 1000 >= wrote),
        "a message without Meta's time opens the window from when it arrived: {heard:?}"
    );
    assert!(
        opted_out(&rig, stopped)?,
        "a STOP reply opts the customer out"
    );
    post_signed(
        &rig,
        &preference(&stopped[1..], "resume", wrote + 30, "resumed"),
    )
    .await?;
    assert!(
        !opted_out(&rig, stopped)?,
        "a later resume opts them back in"
    );

    // Three days later (the system clock moved on while Pacer was stopped), Meta delivers the
    // STOP message again, batched with a new message from someone else.
    let (sim, dir) = rig.stop().await;
    sim.shutdown().await?;
    let three_days = 3 * DAY_MS;
    let rig = Rig::start_in(dir, sim_config(1.0), |c| {
        c.wall_clock = WallClock::from_fn(move || unix_now_ms() + three_days);
    })
    .await
    .map_err(|(e, _)| e)?;
    let later = meta_now(&rig);
    assert!(later >= wrote + 3 * 24 * 3600, "Pacer's clock is 3 days on");
    let rows_before = count(&rig, "SELECT COUNT(*) FROM inbound_messages")?;
    post_signed(
        &rig,
        &messages(&[
            stop,
            hello,
            (&newcomer[1..], "wamid.new", "Hello", Some(later)),
        ]),
    )
    .await?;
    let stored = count(&rig, "SELECT COUNT(*) FROM inbound_messages")? - rows_before;
    assert_eq!(
        stored, 1,
        "only the new message is stored; the replayed one has its row already"
    );
    assert_eq!(
        window_from(&rig, stopped)?,
        Some(wrote * 1000),
        "the replayed message reopens no window: it still dates from when it was written"
    );
    assert_eq!(
        window_from(&rig, unstamped)?,
        heard,
        "nor does one without Meta's time: it is the same message, seen before"
    );
    assert_eq!(
        window_from(&rig, newcomer)?,
        Some(later * 1000),
        "the new message in the same body opens its sender's window"
    );
    assert!(
        !opted_out(&rig, stopped)?,
        "the replayed STOP does not opt the customer out again"
    );

    // What the dispatcher holds agrees: the customer is not opted out and has no open window.
    assert!(
        marketing_goes_out(&rig, stopped).await?,
        "marketing to the customer who resumed goes out after the replay"
    );
    rig.submit(vec![template(newcomer, Lane::Bulk, None)]).await;
    rig.wait_settled(Duration::from_secs(30)).await;
    let counted = tier_used(&rig, 1).await;
    assert_eq!(
        counted, 1,
        "the template to the replayed customer counts against the tier (no window), the newcomer's does not"
    );
    eprintln!(
        "proof: replayed wamids changed nothing 3 days later: {stored} new row (the other message's), no window reopened, 0 opt-outs from a STOP again, marketing still sent"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn marketing_stop_and_resume_apply_in_the_order_the_customer_chose_them() -> anyhow::Result<()>
{
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    marketing_template_known(&rig).await?;
    let who = "+923001110005";
    let now = meta_now(&rig);
    let (t1, t2, t3, t4) = (now - 3600, now - 1800, now - 600, now - 60);

    post_signed(&rig, &preference(&who[1..], "stop", t2, "stopped")).await?;
    assert!(opted_out(&rig, who)?, "stop opts the customer out");
    post_signed(&rig, &preference(&who[1..], "resume", t1, "old resume")).await?;
    assert!(
        opted_out(&rig, who)?,
        "a resume made before the stop, arriving after it, leaves the customer out"
    );
    let refused = !marketing_goes_out(&rig, who).await?;
    assert!(refused, "and marketing to them is skipped");

    // Across a restart the order still holds.
    let (sim, dir) = rig.stop().await;
    sim.shutdown().await?;
    let rig = Rig::start_in(dir, sim_config(1.0), |_| {})
        .await
        .map_err(|(e, _)| e)?;
    post_signed(
        &rig,
        &preference(&who[1..], "resume", t1, "old resume, retried"),
    )
    .await?;
    assert!(
        opted_out(&rig, who)?,
        "after a restart the old resume still leaves the customer out"
    );
    assert!(
        !marketing_goes_out(&rig, who).await?,
        "and marketing to them is still skipped"
    );

    post_signed(&rig, &preference(&who[1..], "resume", t3, "new resume")).await?;
    assert!(
        !opted_out(&rig, who)?,
        "a resume made after the stop opts them in"
    );
    post_signed(
        &rig,
        &preference(&who[1..], "stop", t2, "old stop, retried"),
    )
    .await?;
    assert!(
        !opted_out(&rig, who)?,
        "an old stop arriving after a newer resume does not opt them out"
    );
    assert!(
        marketing_goes_out(&rig, who).await?,
        "marketing to them goes out"
    );

    // A STOP reply is a choice too, made when the customer wrote it.
    post_signed(
        &rig,
        &messages(&[(&who[1..], "wamid.stop5", "Stop", Some(t4))]),
    )
    .await?;
    assert!(opted_out(&rig, who)?, "a STOP reply opts them out");
    post_signed(
        &rig,
        &preference(&who[1..], "resume", t4 - 30, "resume before the reply"),
    )
    .await?;
    assert!(
        opted_out(&rig, who)?,
        "a resume made before the STOP reply leaves them out"
    );
    eprintln!(
        "proof: a stale resume after a stop left the customer opted out (before and after a restart, marketing skipped); a newer resume opted them in and an older stop after it changed nothing; a STOP reply outranks an older resume"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}

#[tokio::test]
async fn a_customer_opted_out_before_the_upgrade_stays_out_when_an_older_resume_arrives()
-> anyhow::Result<()> {
    let who = "+923001110006";
    let stopped_at = unix_now_ms() - HOUR_MS;
    let dir = tempfile::tempdir()?;
    {
        // A ledger as the previous version left it: schema 4, with a customer opted out.
        let conn = rusqlite::Connection::open(dir.path().join("pacer.db"))?;
        for migration in [
            include_str!("../../../migrations/0001_ledger.sql"),
            include_str!("../../../migrations/0002_tracking.sql"),
            include_str!("../../../migrations/0003_contacts_campaigns.sql"),
            include_str!("../../../migrations/0004_launch_speed.sql"),
        ] {
            conn.execute_batch(migration)?;
        }
        conn.pragma_update(None, "user_version", 4)?;
        conn.execute(
            "INSERT INTO marketing_opt_outs (recipient, at, source) VALUES (?1, ?2, 'reply')",
            rusqlite::params![who, stopped_at],
        )?;
    }
    let rig = Rig::start_in(dir, sim_config(1.0), |_| {})
        .await
        .map_err(|(e, _)| e)?;
    post_signed(
        &rig,
        &preference(&who[1..], "resume", stopped_at / 1000 - 3600, "old resume"),
    )
    .await?;
    assert!(
        opted_out(&rig, who)?,
        "a resume made before the opt-out Pacer already had leaves the customer out"
    );
    post_signed(
        &rig,
        &preference(&who[1..], "resume", meta_now(&rig), "new resume"),
    )
    .await?;
    assert!(
        !opted_out(&rig, who)?,
        "a resume made after it opts them in"
    );
    eprintln!(
        "proof: after the upgrade an opt-out kept from before outranked an older resume (customer still opted out)"
    );
    let (sim, _dir) = rig.stop().await;
    sim.shutdown().await?;
    Ok(())
}
