//! Campaigns end to end against the simulator with signed webhooks: a messy customer list is
//! imported, an invoice campaign with one PDF per customer is checked (problems caught before
//! launch, not after), launched, and followed until every message has its final status; the
//! report must equal the simulator's record message for message, and every customer must get
//! their own invoice.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::time::Duration;

use pacer_engine::campaigns::{
    self, Audience, CampaignError, CampaignSpec, CampaignState, HeaderFolder, Launcher, Source,
};
use pacer_engine::import::{self, ImportOptions};
use pacer_engine::ledger::messages::State;
use pacer_engine::reports;
use sha2::{Digest, Sha256};
use support::{Rig, sim_config};

const CUSTOMERS: usize = 60;

/// The phone as a customer list writes it (local Pakistani mobile form), and its E.164 form.
fn phone(i: usize) -> (String, String) {
    (format!("0300 12{i:05}"), format!("+9230012{i:05}"))
}

/// A customer list like an accounts package exports it, with three customers who cannot be
/// sent to yet: a missing invoice file, an empty amount, and a file name reaching outside the
/// folder. Returns the file and each customer's invoice file (when it exists).
fn write_list(dir: &Path) -> (PathBuf, PathBuf, HashMap<String, PathBuf>) {
    let invoices = dir.join("invoices");
    std::fs::create_dir_all(&invoices).unwrap();
    let mut csv = String::from("Customer;Mobile No;Invoice;Amount;Due\r\n");
    let mut files = HashMap::new();
    for i in 0..CUSTOMERS {
        let (local, e164) = phone(i);
        let invoice = match i {
            7 => "INV-2026-MISSING".to_owned(),
            9 => "../secret".to_owned(),
            _ => format!("INV-2026-{i:04}"),
        };
        let amount = if i == 8 {
            String::new()
        } else {
            format!("PKR {},{:03}", 1 + i, i * 7 % 1000)
        };
        csv.push_str(&format!(
            "\"Customer {i}\";{local};{invoice};\"{amount}\";15 December\r\n"
        ));
        if i != 7 && i != 9 {
            let path = invoices.join(format!("{invoice}.pdf"));
            std::fs::write(
                &path,
                format!("%PDF-1.4\n% invoice {invoice} for customer {i}\n%%EOF\n"),
            )
            .unwrap();
            files.insert(e164, path);
        }
    }
    // A secret beside the folder: the campaign must never send it.
    std::fs::write(dir.join("secret.pdf"), "%PDF-1.4\n% not an invoice\n").unwrap();
    let path = dir.join("customers.csv");
    std::fs::write(&path, csv).unwrap();
    (path, invoices, files)
}

fn spec(invoices: &Path, mapping: &[(&str, Source)]) -> CampaignSpec {
    CampaignSpec {
        name: "December invoices".into(),
        template_name: "invoice_ready".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["December".into()],
            tags: Vec::new(),
            ..Audience::default()
        },
        mapping: mapping
            .iter()
            .map(|(k, s)| ((*k).to_owned(), s.clone()))
            .collect(),
        language_column: None,
        header_file: None,
        pdf: Some(HeaderFolder {
            folder: invoices.to_owned(),
            column: "Invoice".into(),
        }),
        schedule: None,
        send_hours: None,
    }
}

fn full_mapping() -> Vec<(&'static str, Source)> {
    vec![
        ("body.1", Source::Column("Customer".into())),
        ("body.2", Source::Column("Invoice".into())),
        ("body.3", Source::Column("Amount".into())),
        ("body.4", Source::Column("Due".into())),
        ("button.0", Source::Column("Invoice".into())),
    ]
}

async fn import_list(rig: &Rig, file: &Path) {
    let options = ImportOptions {
        list: "December".into(),
        default_country: "PK".into(),
        ..ImportOptions::default()
    };
    let report = import::import_file(
        rig.engine.ledger(),
        file,
        &options,
        rig.engine.clock().now_ms(),
    )
    .await
    .unwrap();
    assert_eq!(report.contacts, CUSTOMERS as u64, "{}", report.summary);
}

/// Waits until the campaign is done: launched, nothing left to send, every status in.
async fn wait_done(launcher: &Launcher, id: &str, expected_final: u64) -> campaigns::Progress {
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        let progress = launcher.progress(id).await.unwrap();
        if progress.state == CampaignState::Done
            && progress.finished >= expected_final
            && progress.launch.is_none()
        {
            return progress;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the campaign did not finish: {progress:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invoice_run_ends_with_every_message_final_and_the_report_equals_the_simulator() {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let files_dir = tempfile::tempdir().unwrap();
    let (list, invoices, files) = write_list(files_dir.path());
    import_list(&rig, &list).await;
    let synced = pacer_engine::templates::sync_into(&rig.engine)
        .await
        .unwrap();
    assert!(synced.listed >= 7, "{}", synced.summary);

    // A variable without a source is refused when the campaign is made, not at send time.
    let mut partial = full_mapping();
    partial.retain(|(k, _)| *k != "body.4");
    let refused = campaigns::create(&rig.engine, spec(&invoices, &partial))
        .await
        .unwrap_err();
    assert!(
        matches!(refused, CampaignError::Unmapped { ref key, .. } if key == "body.4"),
        "{refused}"
    );
    assert!(
        refused.to_string().contains("body.4=column:"),
        "the error says how to map it: {refused}"
    );

    let campaign = campaigns::create(&rig.engine, spec(&invoices, &full_mapping()))
        .await
        .unwrap();
    assert_eq!(campaign.state, CampaignState::Draft);

    // The check names each recipient who cannot be sent to, and why.
    let check = campaigns::check(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(
        (check.audience, check.ready, check.problem_count),
        (CUSTOMERS, CUSTOMERS - 3, 3),
        "{}",
        check.summary
    );
    let why: BTreeMap<&str, &str> = check
        .problems
        .iter()
        .map(|p| (p.phone.as_str(), p.problem.as_str()))
        .collect();
    assert!(
        why[phone(7).1.as_str()].contains("no file \"INV-2026-MISSING\""),
        "{why:?}"
    );
    assert!(
        why[phone(8).1.as_str()].to_lowercase().contains("empty"),
        "{why:?}"
    );
    assert!(
        why[phone(9).1.as_str()].contains("folder separator"),
        "{why:?}"
    );

    // Launching with problems is refused until the person chooses to leave them out.
    let launcher = Launcher::new(std::sync::Arc::clone(&rig.engine));
    let refused = launcher.start(&campaign.id, false).await.unwrap_err();
    assert!(
        matches!(refused, CampaignError::HasProblems(_)),
        "{refused}"
    );
    assert_eq!(
        rig.engine
            .state_counts()
            .await
            .unwrap()
            .iter()
            .map(|(_, n)| n)
            .sum::<u64>(),
        0,
        "nothing was queued"
    );
    assert_eq!(
        rig.sim.stats().counters.media_uploads,
        0,
        "nothing was uploaded"
    );

    // The preview shows a customer's own values.
    let preview = campaigns::preview(
        &rig.engine,
        &campaign.id,
        Some(&support::phone(&phone(3).1)),
    )
    .await
    .unwrap();
    assert!(
        preview
            .preview
            .body
            .contains("Hello Customer 3, your invoice INV-2026-0003 for PKR 4,021"),
        "{:?}",
        preview.preview
    );
    assert_eq!(preview.pdf.as_deref(), Some("INV-2026-0003"));

    // Two customers are not on WhatsApp: Meta fails their messages after accepting them.
    rig.sim.force_async_failures(131026, 2);
    launcher.start(&campaign.id, true).await.unwrap();
    let progress = wait_done(&launcher, &campaign.id, (CUSTOMERS - 3) as u64).await;
    assert_eq!(progress.total, (CUSTOMERS - 3) as u64);
    assert_eq!(
        rig.sim.stats().counters.media_uploads,
        (CUSTOMERS - 3) as u64,
        "each invoice uploaded once"
    );

    // The report equals the simulator's record, message for message.
    let batch = campaign.id.clone();
    let report = rig
        .engine
        .ledger()
        .read(move |c| reports::report(c, &batch, None))
        .await
        .unwrap();
    let records = rig.sim.records();
    assert_eq!(
        records.len(),
        CUSTOMERS - 3,
        "one message per ready customer"
    );
    let by_wamid: HashMap<&str, &reports::RecipientRow> = report
        .recipients
        .iter()
        .filter_map(|r| Some((r.wamid.as_deref()?, r)))
        .collect();
    for record in &records {
        let row = by_wamid
            .get(record.wamid.as_str())
            .unwrap_or_else(|| panic!("{} is in the report", record.wamid));
        let expected = record.acknowledged_final().unwrap();
        assert_eq!(
            row.state.as_str(),
            expected,
            "{}: the report says what Meta said",
            row.recipient
        );
        assert_eq!(format!("+{}", record.to), row.recipient);
    }
    let failed: Vec<&reports::RecipientRow> = report
        .recipients
        .iter()
        .filter(|r| r.state == State::Failed)
        .collect();
    assert_eq!(failed.len(), 2);
    assert!(
        failed
            .iter()
            .all(|r| r.error_code == Some(131026) && r.reason.is_some())
    );
    assert_eq!(report.funnel.failed, 2);
    assert_eq!(
        report.funnel.delivered,
        (CUSTOMERS - 5) as u64,
        "{:?}",
        report.funnel
    );
    let group = report
        .failures
        .iter()
        .find(|g| g.code == Some(131026))
        .expect("the failure reason is grouped");
    assert_eq!(group.count, 2);

    // Every customer got their own invoice: the media in their message is their file's bytes.
    let sent: Vec<(String, String)> = rig
        .engine
        .ledger()
        .read(|c| {
            let mut shapes = pacer_engine::ledger::messages::Shapes::default();
            let rows: Vec<(String, Option<i64>, String)> = c
                .prepare("SELECT recipient, shape_id, payload FROM messages")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect::<rusqlite::Result<_>>()?;
            // One body for the run: each message keeps its customer's values and file.
            assert!(rows.iter().all(|(_, shape, _)| shape.is_some()), "{rows:?}");
            rows.into_iter()
                .map(|(to, shape, stored)| Ok((to, shapes.payload(c, shape, stored)?.shown())))
                .collect()
        })
        .await
        .unwrap();
    let http = reqwest::Client::new();
    for (recipient, payload) in sent {
        let payload: serde_json::Value = serde_json::from_str(&payload).unwrap();
        let document = &payload["template"]["components"][0]["parameters"][0]["document"];
        let media_id = document["id"].as_str().expect("sent by media id");
        let file = &files[&recipient];
        assert_eq!(
            document["filename"].as_str(),
            file.file_name().and_then(|n| n.to_str())
        );
        let node: serde_json::Value = http
            .get(format!("{}/v23.0/{media_id}", rig.sim.base_url()))
            .bearer_auth(&rig.sim.config().access_token)
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        assert_eq!(
            node["sha256"].as_str().unwrap(),
            hex::encode(Sha256::digest(std::fs::read(file).unwrap())),
            "{recipient} got their own invoice"
        );
    }
    rig.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn launching_twice_or_again_after_a_crash_never_queues_anyone_twice() {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let files_dir = tempfile::tempdir().unwrap();
    let (list, invoices, _) = write_list(files_dir.path());
    import_list(&rig, &list).await;
    pacer_engine::templates::sync_into(&rig.engine)
        .await
        .unwrap();
    let campaign = campaigns::create(&rig.engine, spec(&invoices, &full_mapping()))
        .await
        .unwrap();

    // Two launches at once (a double click), then a third.
    let (a, b) = tokio::join!(
        campaigns::launch(&rig.engine, &campaign.id),
        campaigns::launch(&rig.engine, &campaign.id)
    );
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(
        a.queued + b.queued,
        CUSTOMERS - 3,
        "together they queued each ready customer once"
    );
    assert_eq!(
        a.already_queued + b.already_queued,
        CUSTOMERS - 3,
        "and each found the other's"
    );
    let third = campaigns::launch(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(
        (third.queued, third.already_queued),
        (0, CUSTOMERS - 3),
        "{}",
        third.summary
    );
    assert_eq!(third.pdfs_uploaded, 0, "the uploads are re-used");
    assert!(
        third
            .summary
            .contains("already queued by an earlier launch"),
        "{}",
        third.summary
    );
    rig.wait_settled(Duration::from_secs(60)).await;
    let (sim, dir) = rig.stop().await;
    let records = sim.records();
    assert_eq!(records.len(), CUSTOMERS - 3);
    let mut to: Vec<&str> = records.iter().map(|r| r.to.as_str()).collect();
    to.sort_unstable();
    to.dedup();
    assert_eq!(to.len(), CUSTOMERS - 3, "nobody got two messages");
    drop(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_launch_cut_short_by_a_crash_is_finished_by_the_scheduler_without_duplicates() {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let files_dir = tempfile::tempdir().unwrap();
    let (list, invoices, _) = write_list(files_dir.path());
    import_list(&rig, &list).await;
    pacer_engine::templates::sync_into(&rig.engine)
        .await
        .unwrap();
    let mut spec = spec(&invoices, &full_mapping());
    spec.pdf = None;
    spec.template_name = "order_shipped".into();
    spec.mapping = [
        ("header.1", "Invoice"),
        ("body.1", "Customer"),
        ("body.2", "Due"),
    ]
    .into_iter()
    .map(|(k, c)| (k.to_owned(), Source::Column(c.into())))
    .collect();
    let campaign = campaigns::create(&rig.engine, spec).await.unwrap();

    // The crash: the launch had queued the first 20 customers and was still "launching" when
    // the process died. Build exactly that state: launch while the batch is held (so nothing
    // leaves), then forget the last 40 messages and mark the campaign launching again.
    campaigns::pause(&rig.engine, &campaign.id).await.unwrap();
    let first = campaigns::launch(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(first.queued, CUSTOMERS, "{first:?}");
    let id = campaign.id.clone();
    rig.engine
        .ledger()
        .write(move |c| {
            let keep = "SELECT id FROM messages WHERE batch = ?1 ORDER BY id LIMIT 20";
            c.execute(&format!("DELETE FROM message_events WHERE message_id IN (SELECT id FROM messages WHERE batch = ?1 AND id NOT IN ({keep}))"), [&id])?;
            c.execute(&format!("DELETE FROM messages WHERE batch = ?1 AND id NOT IN ({keep})"), [&id])?;
            c.execute("UPDATE campaigns SET state = 'launching' WHERE id = ?1", [&id])?;
            Ok(())
        })
        .await
        .unwrap();
    assert_eq!(
        rig.sim.stats().counters.accepted,
        0,
        "nothing left before the crash"
    );
    let (sim, dir) = rig.stop().await;
    let records_before = sim.records().len();

    // Restart on the same database: the scheduler sees the unfinished launch and finishes it.
    let config = support::engine_config(&dir, sim.config());
    let engine = pacer_engine::Engine::start(config, support::client_for(&sim))
        .await
        .unwrap();
    let launcher = Launcher::new(std::sync::Arc::clone(&engine));
    let stop = tokio_util::sync::CancellationToken::new();
    let scheduler = tokio::spawn(launcher.clone().run_scheduler(stop.clone()));
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        let progress = launcher.progress(&campaign.id).await.unwrap();
        if progress.state != CampaignState::Launching && progress.launch.is_none() {
            assert_eq!(
                progress.state,
                CampaignState::Paused,
                "the person's pause holds across the restart"
            );
            assert_eq!(
                progress.total, CUSTOMERS as u64,
                "the relaunch queued only the 40 missing"
            );
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the launch was not finished: {progress:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // The person's pause still holds after the restart; resuming sends the rest.
    campaigns::resume(&engine, &campaign.id).await.unwrap();
    loop {
        let progress = launcher.progress(&campaign.id).await.unwrap();
        if progress.state == CampaignState::Done {
            assert_eq!(progress.total, CUSTOMERS as u64);
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "not finished: {progress:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    stop.cancel();
    scheduler.await.unwrap();
    engine.shutdown().await;
    let records = sim.records();
    assert_eq!(records_before, 0);
    let mut to: Vec<&str> = records.iter().map(|r| r.to.as_str()).collect();
    to.sort_unstable();
    let all = to.len();
    to.dedup();
    assert_eq!(
        (all, to.len()),
        (CUSTOMERS, CUSTOMERS),
        "every customer exactly once"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pause_resume_cancel_retry_and_clone_do_what_they_say() {
    let mut sim = sim_config(1.0);
    sim.mps = Some(5);
    let rig = Rig::start(sim, |c| c.mps = Some(5.0)).await;
    let files_dir = tempfile::tempdir().unwrap();
    let (list, invoices, _) = write_list(files_dir.path());
    import_list(&rig, &list).await;
    pacer_engine::templates::sync_into(&rig.engine)
        .await
        .unwrap();
    let mut spec = spec(&invoices, &full_mapping());
    spec.pdf = None;
    spec.template_name = "payment_reminder".into();
    spec.mapping = [
        ("body.customer_name", "Customer"),
        ("body.amount", "Amount"),
        ("body.due_date", "Due"),
    ]
    .into_iter()
    .map(|(k, c)| (k.to_owned(), Source::Column(c.into())))
    .collect();
    let campaign = campaigns::create(&rig.engine, spec).await.unwrap();
    rig.sim.force_async_failures(131026, 1);
    let launched = campaigns::launch(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(
        launched.queued,
        CUSTOMERS - 1,
        "the empty amount is left out: {}",
        launched.summary
    );

    // Pause: nothing more leaves.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let paused = campaigns::pause(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(paused.state, CampaignState::Paused);
    tokio::time::sleep(Duration::from_millis(300)).await;
    let at_pause = rig.sim.stats().counters.accepted;
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    assert_eq!(
        rig.sim.stats().counters.accepted,
        at_pause,
        "a paused campaign sends nothing"
    );
    assert!(at_pause < (CUSTOMERS - 1) as u64);
    let progress = campaigns::progress(&rig.engine, &campaign.id)
        .await
        .unwrap();
    assert!(
        progress
            .paused_reason
            .as_deref()
            .unwrap_or_default()
            .contains("Paused by you"),
        "{progress:?}"
    );

    // Resume: it continues; then cancel: what has not left is cancelled.
    let resumed = campaigns::resume(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(resumed.state, CampaignState::Running);
    tokio::time::sleep(Duration::from_millis(1_000)).await;
    assert!(rig.sim.stats().counters.accepted > at_pause, "resumed");
    let cancelled = campaigns::cancel(&rig.engine, &campaign.id).await.unwrap();
    assert!(cancelled > 0);
    tokio::time::sleep(Duration::from_millis(1_500)).await;
    let accepted = rig.sim.stats().counters.accepted;
    assert_eq!(rig.count(State::Cancelled).await, cancelled);
    assert_eq!(
        accepted + cancelled,
        (CUSTOMERS - 1) as u64,
        "every message either left before the cancel or was cancelled"
    );
    let again = campaigns::launch(&rig.engine, &campaign.id)
        .await
        .unwrap_err();
    assert!(
        matches!(again, CampaignError::WrongState { .. }),
        "a cancelled campaign is not launched again: {again}"
    );

    // Retry failed: only reasons that can change. "Not on WhatsApp" cannot.
    rig.wait_settled(Duration::from_secs(30)).await;
    let retry = campaigns::retry_failed(&rig.engine, &campaign.id)
        .await
        .unwrap();
    assert_eq!(retry.retried, 0, "{}", retry.summary);
    assert_eq!(
        retry.not_retried.values().sum::<u64>(),
        rig.count(State::Failed).await
    );

    // Clone: a new draft with the same parts.
    let copy = campaigns::clone_campaign(&rig.engine, &campaign.id, None)
        .await
        .unwrap();
    assert_eq!(copy.state, CampaignState::Draft);
    assert_eq!(copy.spec.name, "December invoices (copy)");
    assert_eq!(copy.spec.mapping, campaign.spec.mapping);
    assert_eq!(copy.cloned_from.as_deref(), Some(campaign.id.as_str()));
    // A copy needs a name too (found by the local API's contract run: `{"name": ""}` made a
    // campaign nobody could find in the list).
    for blank in ["", "   "] {
        let refused = campaigns::clone_campaign(&rig.engine, &campaign.id, Some(blank.into()))
            .await
            .expect_err("a blank name is refused");
        assert!(
            matches!(refused, campaigns::CampaignError::NoName),
            "{refused}"
        );
    }

    // Delete: a draft that never sent goes; a campaign with messages stays for its report.
    let kept = campaigns::discard(&rig.engine, &campaign.id)
        .await
        .unwrap_err();
    assert!(
        kept.to_string().contains("cancel it instead"),
        "a sent campaign is not deleted: {kept}"
    );
    assert!(campaigns::get(&rig.engine, &campaign.id).await.is_ok());
    campaigns::discard(&rig.engine, &copy.id).await.unwrap();
    assert!(matches!(
        campaigns::get(&rig.engine, &copy.id).await,
        Err(CampaignError::NotFound(_))
    ));
    rig.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_scheduled_campaign_launches_by_itself_at_its_time_and_not_before() {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let files_dir = tempfile::tempdir().unwrap();
    let (list, invoices, _) = write_list(files_dir.path());
    import_list(&rig, &list).await;
    pacer_engine::templates::sync_into(&rig.engine)
        .await
        .unwrap();
    let mut spec = spec(&invoices, &full_mapping());
    let due = chrono::Utc::now() + chrono::Duration::seconds(3);
    spec.schedule = Some(campaigns::Schedule {
        at: due.format("%Y-%m-%d %H:%M:%S").to_string(),
        time_zone: "UTC".into(),
    });
    let campaign = campaigns::create(&rig.engine, spec).await.unwrap();
    assert_eq!(campaign.state, CampaignState::Scheduled);
    let schedule_at = campaign.schedule_at.unwrap();

    let launcher = Launcher::new(std::sync::Arc::clone(&rig.engine));
    let stop = tokio_util::sync::CancellationToken::new();
    let scheduler = tokio::spawn(launcher.clone().run_scheduler(stop.clone()));
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        let progress = launcher.progress(&campaign.id).await.unwrap();
        if rig.engine.clock().now_ms() < schedule_at - 200 {
            assert_eq!(
                progress.state,
                CampaignState::Scheduled,
                "nothing before its time"
            );
            assert_eq!(progress.total, 0);
        }
        if progress.state == CampaignState::Done {
            assert_eq!(
                progress.total,
                (CUSTOMERS - 3) as u64,
                "launched with the problems left out"
            );
            break;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "it did not launch: {progress:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let launched = campaigns::get(&rig.engine, &campaign.id).await.unwrap();
    assert!(
        launched.launched_at.unwrap() >= schedule_at,
        "launched at or after its time"
    );
    stop.cancel();
    scheduler.await.unwrap();
    rig.stop().await;
}
