//! This PC as a desk of an office Pacer, without a window: two app states on loopback, one
//! shared with the office (the demo), one paired to it. The desk looks at the office's
//! certificate, is refused with a wrong code, pairs with the right one (its credential in the
//! real keyring), runs no engine of its own, follows the office's push stream, imports a
//! list by uploading it, lists, pauses and answers through the office, reads a campaign's
//! report (the summary, a page of recipients, a message's history) and downloads its export
//! as the office has them, says when the office cannot be reached and follows again when it
//! is back, is locked out once its access is withdrawn, and becomes a PC of its own again
//! when it leaves.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use pacer_desktop::commands::desk::{self, Pairing};
use pacer_desktop::desk as desk_mode;
use pacer_desktop::secrets::{Keyring, MemoryStore, Secret, SecretStore};
use pacer_desktop::settings::Settings;
use pacer_desktop::state::AppState;
use pacer_engine::audiences::Audience;
use pacer_engine::audit::{self, Action, Who};
use pacer_engine::campaigns::CampaignSpec;
use pacer_engine::import::ImportOptions;
use pacer_engine::inbox::{ConversationQuery, Reply};
use pacer_engine::reports::{self, RecipientQuery};
use pacer_engine::sharing::desks;
use pacer_words::ids;
use serde_json::{Value, json};

mod office_fixture;
use office_fixture::{Office, Window, free_port, now, until};

/// What the desk read (`desk`), checked against what the office reads (`office`) at the same
/// moment: the office is read before and after the desk, and when nothing moved in between
/// (the office's Meta may still be telling deliveries), the desk's must be the same.
async fn as_the_office_has_it<T, D, DF, O, OF>(what: &str, mut desk: D, mut office: O) -> T
where
    T: PartialEq + std::fmt::Debug,
    D: FnMut() -> DF,
    DF: std::future::Future<Output = T>,
    O: FnMut() -> OF,
    OF: std::future::Future<Output = T>,
{
    for _ in 0..100 {
        let before = office().await;
        let seen = desk().await;
        if office().await == before {
            assert_eq!(seen, before, "{what}: the desk reads what the office has");
            return seen;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{what}: the office's figures never stood still for a moment");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_desk_pairs_works_through_the_office_and_says_when_it_cannot() {
    let office_dir = tempfile::tempdir().expect("temp dir");
    let desk_dir = tempfile::tempdir().expect("temp dir");
    let office_store = Arc::new(MemoryStore::default());
    let port = free_port();
    let office = Office::start(office_dir.path(), port, Arc::clone(&office_store)).await;
    let fingerprint = office.handle().await.fingerprint();

    // The desk: its own data folder and the real keyring, under a service of its own.
    let service = format!("pacer-test-desk-{}", std::process::id());
    let keyring: Arc<dyn SecretStore> = Arc::new(Keyring::new(&service));
    let desk_settings = Settings {
        api_port: free_port(),
        webhook_port: free_port(),
        ..Settings::default()
    };
    desk_settings.save(desk_dir.path()).expect("settings saved");
    let desk = AppState::new(desk_dir.path().to_path_buf(), Arc::clone(&keyring));
    let window = Arc::new(Window::default());
    let seen = Arc::clone(&window);
    desk.tell_window_with(Arc::new(move |event, payload| {
        seen.0.lock().expect("window").push((event, payload));
    }));
    desk.start()
        .await
        .expect("the desk's own demo starts first");

    // The address as people type it; the certificate shown is the office's.
    let typed = format!("127.0.0.1:{port}");
    let shown = desk::look_at_office(typed.clone())
        .await
        .expect("the office shows its certificate");
    assert_eq!(shown.address, format!("https://127.0.0.1:{port}"));
    assert_eq!(shown.fingerprint, fingerprint.to_string());
    let not_an_address = desk::look_at_office("http://127.0.0.1:1".into())
        .await
        .expect_err("plain HTTP is not an office");
    assert_eq!(
        not_an_address.said.map(|s| s.id),
        Some(ids::DESK_NOT_AN_ADDRESS.to_owned())
    );

    // A wrong code is refused, in words the desk can say in its person's language.
    let code = office
        .handle()
        .await
        .open_pairing(now(), pacer_engine::sharing::desks::Role::Staff);
    let pairing = |code: String| Pairing {
        address: typed.clone(),
        fingerprint: shown.fingerprint.clone(),
        code,
        desk_name: "Front desk".into(),
        // Typed, not found on the network: the office says its name when paired.
        office_name: None,
        announced_prefix: Some(fingerprint.short()),
    };
    let wrong = desk::connect(&desk, pairing("0000-0000".into()))
        .await
        .expect_err("a wrong code is refused");
    assert_eq!(
        wrong.said.map(|s| s.id),
        Some(ids::SHARING_PAIRING_WRONG.to_owned()),
        "{}",
        wrong.message
    );
    // A certificate other than the one the office announced is never paired with.
    let impostor = desk::connect(
        &desk,
        Pairing {
            announced_prefix: Some("0000-0000".into()),
            ..pairing(code.to_string())
        },
    )
    .await
    .expect_err("not the announced certificate");
    assert_eq!(
        impostor.said.map(|s| s.id),
        Some(ids::DESK_FINGERPRINT_NOT_ANNOUNCED.to_owned())
    );
    assert!(desk.settings.read().await.desk_of.is_none());

    // The right code: a desk, with no engine of its own.
    let info = desk::connect(&desk, pairing(code.to_string()))
        .await
        .expect("paired");
    let view = info.desk.expect("a desk now");
    assert_eq!(view.office_name, "Back office");
    assert_eq!(view.desk_name, "Front desk");
    assert!(info.running);
    assert!(desk.runtime.read().await.is_none(), "a desk never sends");
    let credential = keyring
        .get(Secret::DeskCredential)
        .expect("the keyring answers")
        .expect("the credential is kept in the keyring");
    let saved = std::fs::read_to_string(desk_dir.path().join("settings.json")).expect("settings");
    assert!(
        !saved.contains(&credential),
        "the credential is never in the settings file"
    );
    assert!(saved.contains(&fingerprint.to_string()), "the pin is");

    // It follows the office's push stream: Home's figures arrive without asking.
    until("the desk follows the office", || async {
        desk.info().await.desk.is_some_and(|d| d.reachable) && window.count("home") > 0
    })
    .await;
    let link = desk.desk.read().await.as_ref().expect("desk").link.clone();

    // A list imported from the desk is uploaded to the office and imported there.
    let list = desk_dir.path().join("december.csv");
    std::fs::write(
        &list,
        "Name,Phone\nAyesha,+16505550101\nBilal,+16505550102\n",
    )
    .expect("list");
    let sent = Arc::new(Mutex::new(Vec::new()));
    let progress = Arc::clone(&sent);
    let report = desk_mode::import(
        &link,
        &list,
        &ImportOptions {
            list: "December".into(),
            default_country: "US".into(),
            ..ImportOptions::default()
        },
        move |sent, total| progress.lock().expect("progress").push((sent, total)),
    )
    .await
    .expect("imported at the office");
    assert_eq!(report.contacts, 2);
    let total = std::fs::metadata(&list).expect("list").len();
    assert_eq!(
        sent.lock().expect("progress").last().copied(),
        Some((total, total)),
        "the window saw every byte leave"
    );

    // A campaign made at the office shows on the desk, and a change made since the desk
    // looked is never overwritten: the desk is told who did what.
    let created: Value = link
        .post(
            "/v1/campaigns",
            &json!({"name": "Hello all", "template_name": "hello_world",
                    "template_language": "en_US", "audience": {"lists": ["December"]},
                    "mapping": {}}),
        )
        .await
        .expect("created");
    let id = created["id"].as_str().expect("an id").to_owned();
    let rows = desk_mode::rows(&link).await.expect("the campaigns");
    let row = rows
        .iter()
        .find(|r| r.campaign.id == id)
        .expect("listed on the desk");
    let seen_version = row.campaign.version;
    let _: Value = link
        .post_if_unchanged(
            &format!("/v1/campaigns/{id}/launch"),
            &json!({"skip_problems": false}),
            seen_version,
        )
        .await
        .expect("launched from the desk, as it was when looked at");
    let refused = link
        .post_if_unchanged::<Value>(
            &format!("/v1/campaigns/{id}/cancel"),
            &json!({}),
            seen_version,
        )
        .await
        .expect_err("it changed since the desk looked");
    assert_eq!(refused.code(), Some("campaign_changed"));

    // The campaign wizard on a desk: the office's templates (rebuilt from their definitions,
    // as the office PC lists them) and lists, the audience counted at the office, a draft
    // made, checked, previewed, copied and given up there.
    let office_engine = office.engine().await;
    let templates = desk_mode::campaigns::templates(&link)
        .await
        .expect("the office's templates");
    let at_office = office_engine
        .ledger()
        .read(pacer_engine::templates::list)
        .await
        .expect("the office's own list");
    let facts = |list: &[pacer_engine::templates::TemplateInfo]| -> Vec<(String, bool, usize)> {
        list.iter()
            .map(|t| (t.name.clone(), t.usable, t.variables.len()))
            .collect()
    };
    assert_eq!(facts(&templates), facts(&at_office));
    let lists = desk_mode::campaigns::lists(&link).await.expect("lists");
    assert!(
        lists.iter().any(|l| l.name == "December" && l.members == 2),
        "{lists:?}"
    );
    office_engine
        .ledger()
        .write(|c| {
            let first: i64 = c.query_row("SELECT MIN(id) FROM contacts", [], |r| r.get(0))?;
            pacer_engine::contacts::set_tags(c, first, &["VIP".to_owned(), "Lahore".to_owned()])
        })
        .await
        .expect("tagged at the office");
    let tags = desk_mode::campaigns::tags(&link).await.expect("tags");
    assert_eq!(tags.len(), 2, "{tags:?}");
    let tags_at_office = office_engine
        .ledger()
        .read(pacer_engine::contacts::tags)
        .await
        .expect("the office's tags");
    assert_eq!(tags, tags_at_office);
    let audience = Audience {
        lists: vec!["December".into()],
        ..Audience::default()
    };
    let counted = desk_mode::campaigns::count(&link, &audience)
        .await
        .expect("counted at the office");
    assert_eq!(counted.total, 2);
    let spec = CampaignSpec {
        name: "Hello again".into(),
        template_name: "hello_world".into(),
        template_language: "en_US".into(),
        audience,
        mapping: Default::default(),
        language_column: None,
        header_file: None,
        pdf: None,
        schedule: None,
        send_hours: None,
    };
    let draft = desk_mode::campaigns::create(&link, &spec, |_, _| {})
        .await
        .expect("made at the office");
    let check = desk_mode::campaigns::check(&link, &draft.id)
        .await
        .expect("checked at the office");
    assert_eq!((check.audience, check.ready), (2, 2));
    let preview = desk_mode::campaigns::preview(&link, &draft.id, None)
        .await
        .expect("previewed");
    assert!(preview.problems.is_empty(), "{preview:?}");
    let copy = desk_mode::campaigns::clone(&link, &draft.id, Some("Hello, third time".into()))
        .await
        .expect("copied at the office");
    assert_eq!(copy.spec.name, "Hello, third time");
    for given_up in [&copy.id, &draft.id] {
        desk_mode::campaigns::discard(&link, given_up)
            .await
            .expect("a draft the desk gave up is deleted");
    }
    let left = desk_mode::rows(&link).await.expect("the campaigns");
    assert!(
        left.iter()
            .all(|r| r.campaign.id != draft.id && r.campaign.id != copy.id),
        "the drafts are gone at the office"
    );
    let deleted_by_desk = office_engine
        .ledger()
        .read(|c| {
            audit::page(
                c,
                &audit::Filter {
                    action: Some(Action::CampaignDeleted),
                    ..audit::Filter::default()
                },
            )
        })
        .await
        .expect("the audit log");
    assert!(
        deleted_by_desk.len() == 2 && deleted_by_desk.iter().all(|e| e.who == "Front desk"),
        "{deleted_by_desk:?}"
    );
    // Replies go through the office's Inbox rules: nobody wrote, so the window is closed.
    let closed = desk_mode::reply(
        &link,
        "+16505550101",
        &Reply::Text {
            body: "Hello".into(),
        },
    )
    .await
    .expect_err("no customer message, no free-form reply");
    assert_eq!(closed.said().id, ids::INBOX_REPLY_WINDOW_CLOSED);
    let page = desk_mode::conversations(
        &link,
        &ConversationQuery {
            limit: 50,
            ..ConversationQuery::default()
        },
    )
    .await
    .expect("the conversations");
    assert_eq!(page.unread_total, 0);

    // The campaign's report, read on the desk as the office has it: once both messages went.
    until("the desk's report shows both messages sent", || async {
        desk_mode::reports::summary(&link, &id)
            .await
            .is_ok_and(|r| r.funnel.total == 2 && r.funnel.still_to_send() == 0)
    })
    .await;
    let engine = office.engine().await;
    let summary = as_the_office_has_it(
        "the summary",
        || async {
            desk_mode::reports::summary(&link, &id)
                .await
                .expect("summary")
        },
        || async {
            let id = id.clone();
            engine
                .ledger()
                .read(move |c| reports::summary(c, &id, pacer_engine::prices::card(c)?.as_ref()))
                .await
                .expect("the office's summary")
        },
    )
    .await;
    assert!(
        summary.recipients.is_empty(),
        "the summary leaves the rows out"
    );
    let everyone = RecipientQuery {
        limit: 50,
        ..RecipientQuery::default()
    };
    let page = as_the_office_has_it(
        "a page of recipients",
        || async {
            desk_mode::reports::recipients(&link, &id, &everyone)
                .await
                .expect("recipients")
        },
        || async {
            let (id, query) = (id.clone(), everyone.clone());
            engine
                .ledger()
                .read(move |c| reports::recipients(c, &id, &query))
                .await
                .expect("the office's page")
        },
    )
    .await;
    assert_eq!(page.total, 2);
    let key = page.rows[0].key.clone();
    let history = as_the_office_has_it(
        "a message's history",
        || async {
            desk_mode::reports::history(&link, &key)
                .await
                .expect("history")
        },
        || async {
            let key = key.clone();
            engine
                .ledger()
                .read(move |c| reports::history(c, &key))
                .await
                .expect("the office's history")
        },
    )
    .await;
    assert_eq!(history.first().map(|e| e.state.as_str()), Some("queued"));
    // "Retry failed" from the report: asked of the office, which found nothing to send again.
    let retried = desk_mode::campaigns::retry(&link, &id)
        .await
        .expect("retried at the office");
    assert_eq!(retried.retried, 0, "{retried:?}");
    assert!(
        desk_mode::reports::history(&link, "msg_nobody")
            .await
            .expect("no such message")
            .is_empty(),
        "no message, no history, as on the office PC"
    );
    // The export is the office's own file, downloaded to the place chosen on the desk.
    let chosen = desk_dir.path().join("Hello all.csv");
    let exported = as_the_office_has_it(
        "the CSV export",
        || async {
            desk_mode::reports::export(&link, &id, "csv", &chosen)
                .await
                .expect("downloaded");
            std::fs::read(&chosen).expect("the file is there")
        },
        || async {
            let id = id.clone();
            let report = engine
                .ledger()
                .read(move |c| reports::report(c, &id, pacer_engine::prices::card(c)?.as_ref()))
                .await
                .expect("the office's report");
            reports::to_csv(&report).expect("the office's export")
        },
    )
    .await;
    assert!(
        String::from_utf8_lossy(&exported).contains("+16505550102"),
        "the rows are in it"
    );

    // The office goes away: the desk says it cannot be reached, and never starts sending.
    office.state.stop().await;
    until("the desk says the office cannot be reached", || async {
        desk.info().await.desk.is_some_and(|d| {
            !d.reachable && d.problem.is_some_and(|p| p.id == ids::DESK_UNREACHABLE)
        })
    })
    .await;
    assert!(desk.runtime.read().await.is_none(), "a desk never sends");

    // Back on the same port with the same certificate: the desk follows again by itself.
    office.state.start().await.expect("the office starts again");
    until("the desk follows the office again", || async {
        desk.info().await.desk.is_some_and(|d| d.reachable)
    })
    .await;

    // The owner withdraws the desk: it is locked out, and says so.
    let engine = office.engine().await;
    let at = now();
    engine
        .ledger()
        .write(move |c| {
            for paired in desks::list(c)? {
                desks::revoke(c, paired.id, at)?;
                audit::record(c, at, &Who::this_pc(), Action::DeskRevoked, None, None)?;
            }
            Ok(())
        })
        .await
        .expect("withdrawn");
    until("the desk is locked out", || async {
        desk.info().await.desk.is_some_and(|d| {
            d.locked_out && d.problem.is_some_and(|p| p.id == ids::SHARING_DESK_REVOKED)
        })
    })
    .await;

    // Leaving: the credential leaves the keyring and this PC's own engine runs again.
    let info = desk::leave(&desk).await.expect("left the office");
    assert!(info.desk.is_none());
    assert!(desk.runtime.read().await.is_some(), "its own engine again");
    assert_eq!(keyring.get(Secret::DeskCredential).expect("keyring"), None);
    desk.stop().await;
    office.state.stop().await;
}
