//! The screens of a desk that need files or the office's own tables, without a window: an
//! office Pacer (the demo, shared) and a desk paired to it on loopback. The desk's files —
//! a campaign's folder of invoice PDFs and its poster, a template's sample, a file sent as a
//! reply, a do-not-contact list — are handed to the office (`POST /v1/files`) and used there;
//! the contacts table, tags and marketing switch, the quick replies and a customer's photo are
//! the office's, read and changed from the desk; the audit log says the desk did it.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use pacer_desktop::commands;
use pacer_desktop::desk as desk_mode;
use pacer_desktop::secrets::MemoryStore;
use pacer_engine::audiences::Audience;
use pacer_engine::audit::{self, Action};
use pacer_engine::campaigns::{CampaignSpec, HeaderFolder, HeaderKind, Source};
use pacer_engine::contacts::ContactQuery;
use pacer_engine::import::ImportOptions;
use pacer_engine::inbox::{QuickReply, Reply};
use pacer_engine::opt_outs::{DoNotContactOptions, Marketing};
use pacer_engine::sharing::desks::Role;
use pacer_engine::templates::TemplateDraftSpec;
use pacer_sim::{CustomerMessage, FileRequest};

mod office_fixture;
use office_fixture::{Office, free_port, now, pair_desk, until};

const AYESHA: &str = "+16505550101";

/// The office's audit entries of `action`, as (who, subject).
async fn audited(office: &Office, action: Action) -> Vec<(String, Option<String>)> {
    office
        .engine()
        .await
        .ledger()
        .read(move |c| {
            audit::page(
                c,
                &audit::Filter {
                    action: Some(action),
                    ..audit::Filter::default()
                },
            )
        })
        .await
        .expect("the audit log")
        .into_iter()
        .map(|e| (e.who, e.subject))
        .collect()
}

/// A campaign's spec for the demo's invoice template, its PDFs from `folder`.
fn invoices(folder: PathBuf) -> CampaignSpec {
    let column = |c: &str| Source::Column(c.into());
    CampaignSpec {
        name: "December invoices".into(),
        template_name: "invoice_ready".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["December".into()],
            ..Audience::default()
        },
        mapping: [
            ("body.1", column("Customer")),
            ("body.2", column("Invoice")),
            ("body.3", column("Amount")),
            ("body.4", column("Due date")),
            ("button.0", column("Invoice")),
        ]
        .into_iter()
        .map(|(k, s)| (k.to_owned(), s))
        .collect(),
        language_column: None,
        header_file: None,
        pdf: Some(HeaderFolder {
            folder,
            column: "Invoice".into(),
        }),
        schedule: None,
        send_hours: None,
    }
}

/// Whether `path` is in the office's `desk-files/` (in its data folder, the demo's here).
fn in_desk_files(office_dir: &Path, path: &Path) -> bool {
    let office = office_dir.canonicalize().expect("the office's folder");
    path.starts_with(office) && path.components().any(|c| c.as_os_str() == "desk-files")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_desk_hands_its_files_to_the_office_and_works_on_the_office_s_tables() {
    let office_dir = tempfile::tempdir().expect("temp dir");
    let desk_dir = tempfile::tempdir().expect("temp dir");
    let port = free_port();
    let office = Office::start(office_dir.path(), port, Arc::new(MemoryStore::default())).await;

    // The desk starts as a PC of its own (its demo writes the sample files), then pairs.
    let paired = pair_desk(&office, port, desk_dir.path(), Role::Staff).await;
    let (desk, link, keyring) = (&paired.state, paired.link.clone(), &paired.keyring);
    let samples = paired.samples.clone();

    // The sample customers, imported from the desk into the office's "December".
    desk_mode::import(
        &link,
        Path::new(&samples.contacts),
        &ImportOptions {
            list: "December".into(),
            default_country: "PK".into(),
            ..ImportOptions::default()
        },
        |_, _| {},
    )
    .await
    .expect("imported at the office");

    // A campaign with the desk's folder of invoices, made from the desk's window: every PDF
    // goes to the office (with progress), and the office finds each recipient's file there.
    // A page never names a folder by itself: this one is chosen in the desk's dialog.
    let refused =
        commands::create_campaign_from_window(desk, invoices(PathBuf::from(&samples.invoices)))
            .await
            .expect_err("not chosen on the desk");
    assert_eq!(refused.code, commands::ErrorCode::NotChosen);
    desk.chosen
        .remember_folder(Path::new(&samples.invoices))
        .expect("chosen");
    let sent = Arc::new(Mutex::new(Vec::new()));
    let seen = Arc::clone(&sent);
    let campaign = commands::create_campaign_reporting(
        desk,
        invoices(PathBuf::from(&samples.invoices)),
        move |sent, total| seen.lock().expect("progress").push((sent, total)),
    )
    .await
    .unwrap_or_else(|e| panic!("made at the office: {}", e.message));
    let folder = campaign
        .spec
        .pdf
        .as_ref()
        .expect("a PDF folder")
        .folder
        .clone();
    assert!(
        in_desk_files(office_dir.path(), &folder),
        "the office reads its own copy: {}",
        folder.display()
    );
    let bytes: u64 = std::fs::read_dir(&samples.invoices)
        .expect("the invoices")
        .map(|e| e.expect("entry").metadata().expect("size").len())
        .sum();
    assert_eq!(
        sent.lock().expect("progress").last().copied(),
        Some((bytes, bytes)),
        "the window saw every byte of the folder leave"
    );
    let check = desk_mode::campaigns::check(&link, &campaign.id)
        .await
        .expect("checked at the office");
    assert!(check.audience > 0);
    assert_eq!(
        check.ready, check.audience,
        "every invoice found: {check:?}"
    );

    // One poster for everyone, the same way.
    let poster = CampaignSpec {
        name: "Spring sale".into(),
        template_name: "spring_sale".into(),
        mapping: [
            ("body.1", Source::Column("Customer".into())),
            ("body.2", Source::Text("20%".into())),
            ("body.3", Source::Text("31 March".into())),
        ]
        .into_iter()
        .map(|(k, s)| (k.to_owned(), s))
        .collect(),
        header_file: Some(PathBuf::from(&samples.poster)),
        pdf: None,
        ..invoices(PathBuf::new())
    };
    let sale = desk_mode::campaigns::create(&link, &poster, |_, _| {})
        .await
        .expect("made at the office");
    let file = sale.spec.header_file.clone().expect("the poster");
    assert!(in_desk_files(office_dir.path(), &file));
    assert_eq!(
        std::fs::read(&file).expect("the office's copy"),
        std::fs::read(&samples.poster).expect("the desk's poster"),
        "byte for byte"
    );

    // A template's sample picture, chosen on the desk and uploaded to Meta by the office.
    let sample =
        desk_mode::templates::upload_sample(&link, Path::new(&samples.poster), HeaderKind::Image)
            .await
            .expect("uploaded by the office");
    assert!(!sample.handle.is_empty());
    assert_eq!(
        Some(sample.name.as_str()),
        Path::new(&samples.poster)
            .file_name()
            .and_then(|n| n.to_str()),
        "named as on the desk"
    );

    // A template written on the desk goes to Meta from the office, and is deleted from there.
    let draft: TemplateDraftSpec = serde_json::from_value(serde_json::json!({
        "name": "order_ready", "language": "en_US", "category": "UTILITY",
        "body": "Hi {{1}}, your order is ready for pickup.", "samples": {"1": "Ayesha"}
    }))
    .expect("a draft");
    let made = desk_mode::templates::create(&link, &draft)
        .await
        .expect("submitted by the office");
    assert_eq!(
        (made.name.as_str(), made.status.as_str()),
        ("order_ready", "PENDING")
    );
    let deleted = desk_mode::templates::delete(&link, "order_ready")
        .await
        .expect("deleted by the office");
    assert_eq!(deleted, 1);
    let templates = audited(&office, Action::TemplateCreated).await;
    assert_eq!(
        templates,
        [("Front desk".to_owned(), None)],
        "{templates:?}"
    );

    // The contacts table is the office's: the same page, tags set from the desk.
    let query = ContactQuery {
        limit: 100,
        ..ContactQuery::default()
    };
    let page = desk_mode::contacts::page(&link, &query)
        .await
        .expect("a page");
    let at_office = office
        .engine()
        .await
        .ledger()
        .read({
            let query = query.clone();
            move |c| pacer_engine::contacts::page(c, &query)
        })
        .await
        .expect("the office's page");
    assert_eq!(page, at_office);
    let first = page.rows[0].phone.as_str().to_owned();
    let tagged = desk_mode::contacts::set_tags(&link, &first, &["VIP".into(), " ".into()])
        .await
        .expect("tagged at the office");
    assert_eq!(tagged.tags, ["VIP"]);
    assert_eq!(
        desk_mode::campaigns::tags(&link).await.expect("tags"),
        ["VIP"]
    );

    // The marketing switch, by the desk's name, in the office's history and audit log.
    let done = desk_mode::contacts::set_marketing(
        &link,
        &first,
        Marketing::Stop,
        Some("Asked on the phone"),
    )
    .await
    .expect("stopped at the office");
    assert!(done.changed && done.status.opted_out);
    assert_eq!(done.status.by.as_deref(), Some("Front desk"));
    let status = desk_mode::contacts::marketing_status(&link, &first)
        .await
        .expect("the status");
    assert!(status.opted_out);

    // A do-not-contact list from the desk: handed over, every number opted out there.
    let second = page.rows[1].phone.as_str().to_owned();
    let list = desk_dir.path().join("do not contact.csv");
    std::fs::write(&list, format!("Phone\n{first}\n{second}\nnot a number\n")).expect("list");
    let report = desk_mode::contacts::import_do_not_contact(
        &link,
        &list,
        &DoNotContactOptions {
            default_country: "PK".into(),
            ..DoNotContactOptions::default()
        },
    )
    .await
    .expect("opted out at the office");
    assert_eq!(
        (
            report.opted_out_now,
            report.already_opted_out,
            report.invalid_count
        ),
        (1, 1, 1),
        "{report:?}"
    );
    let opted_out = audited(&office, Action::OptedOut).await;
    assert!(
        opted_out.iter().any(|(who, subject)| who == "Front desk"
            && subject.as_deref() == Some("do not contact.csv")),
        "{opted_out:?}"
    );
    // The opt-outs' export is the office's file, in the format asked.
    for format in ["csv", "xlsx"] {
        let chosen = desk_dir.path().join(format!("opt-outs.{format}"));
        desk_mode::contacts::export_opt_outs(&link, format, &chosen)
            .await
            .expect("downloaded");
        let bytes = std::fs::read(&chosen).expect("the file");
        match format {
            "csv" => assert!(String::from_utf8_lossy(&bytes).contains(&second)),
            _ => assert!(bytes.starts_with(b"PK"), "an XLSX is a zip"),
        }
    }

    // Quick replies are the office's, shared by every desk.
    let saved = desk_mode::inbox::save_quick_reply(
        &link,
        &QuickReply {
            id: None,
            title: "Opening hours".into(),
            body: "We are open 9 to 6, Monday to Saturday.".into(),
        },
    )
    .await
    .expect("saved at the office");
    let at_office = office
        .engine()
        .await
        .ledger()
        .read(pacer_engine::inbox::quick_replies)
        .await
        .expect("the office's quick replies");
    assert_eq!(
        desk_mode::inbox::quick_replies(&link)
            .await
            .expect("listed"),
        at_office
    );
    assert!(at_office.contains(&saved));
    let id = saved.id.expect("an id");
    assert!(
        desk_mode::inbox::delete_quick_reply(&link, id)
            .await
            .expect("deleted")
    );
    assert!(
        !desk_mode::inbox::delete_quick_reply(&link, id)
            .await
            .expect("gone already")
    );

    // A customer sends a photo: the desk opens the office's copy, and answers with a file of
    // its own (the customer's window is open now).
    let photo = {
        let runtime = office.state.runtime.read().await;
        let sim = runtime
            .as_ref()
            .and_then(|r| r.sim.as_ref())
            .expect("the demo's simulated Meta");
        sim.customer_sends(CustomerMessage {
            from: AYESHA.into(),
            name: "Ayesha".into(),
            kind: "image".into(),
            file: Some(FileRequest::default()),
            ..CustomerMessage::default()
        })
        .expect("sent by the customer")
    };
    let media_id = photo.media_id.expect("a media id");
    let folder = desk_dir.path().join("office-media");
    // The office fetches it from Meta first: until then the desk hears "not found".
    until("the office stored the photo", || async {
        link.get::<serde_json::Value>("/v1/conversations/%2B16505550101")
            .await
            .is_ok_and(|thread| thread.to_string().contains("\"stored\""))
    })
    .await;
    let here = desk_mode::inbox::media_here(&link, &media_id, &folder)
        .await
        .expect("a copy on the desk");
    let stored = office
        .engine()
        .await
        .ledger()
        .read({
            let id = media_id.clone();
            move |c| pacer_engine::inbox::stored_media_path(c, &id)
        })
        .await
        .expect("the office's path")
        .expect("stored");
    assert_eq!(
        std::fs::read(&here).expect("the copy"),
        std::fs::read(&stored).expect("the office's file"),
        "the desk's copy is the office's file"
    );
    assert!(
        !desk_mode::inbox::fetch_again(&link, &media_id)
            .await
            .expect("asked"),
        "a stored file is not fetched again"
    );
    let key = desk_mode::inbox::reply_with_file(
        &link,
        AYESHA,
        Path::new(&samples.poster),
        Some("Our spring sale".into()),
    )
    .await
    .expect("sent from the office");
    assert!(!key.is_empty());
    let replies = audited(&office, Action::ReplySent).await;
    assert!(
        replies.iter().any(|(who, _)| who == "Front desk"),
        "{replies:?}"
    );
    // A desk never names a file of the office's own: only what was handed over.
    let elsewhere = link
        .post::<serde_json::Value>(
            &format!("/v1/conversations/{}/reply", AYESHA.replace('+', "%2B")),
            &Reply::File {
                path: office_dir
                    .path()
                    .join("settings.json")
                    .display()
                    .to_string(),
                caption: None,
            },
        )
        .await
        .expect_err("the office's own files are not a desk's to send");
    assert_eq!(elsewhere.code(), Some("path_not_allowed"));
    let pdfs = std::fs::read_dir(&samples.invoices)
        .expect("the invoices")
        .count();
    println!(
        "proof: {pdfs} invoice PDFs ({bytes} bytes) and a poster handed from a desk to the office and used there byte for byte; a sample, a reply's file and a do-not-contact list too; a path on the office's own disk refused"
    );

    // The office's people are the owner's: a staff desk is refused, an owner's desk manages
    // them and reads who did what, as on the office PC.
    let refused = desk_mode::office::desks(&link)
        .await
        .expect_err("a staff desk does not manage people");
    assert_eq!(refused.code(), Some("not_allowed"));
    let engine = office.engine().await;
    engine
        .ledger()
        .write(|c| {
            for paired in pacer_engine::sharing::desks::list(c)? {
                pacer_engine::sharing::desks::set_role(c, paired.id, Role::Owner)?;
            }
            Ok(())
        })
        .await
        .expect("made an owner at the office");
    let people = desk_mode::office::desks(&link)
        .await
        .expect("the office's people");
    assert_eq!(people.len(), 1);
    assert_eq!(
        (people[0].name.as_str(), people[0].role),
        ("Front desk", Role::Owner)
    );
    let shown = desk_mode::office::open_pairing_code(&link, Role::Viewer)
        .await
        .expect("a code at the office");
    assert_eq!(shown.role, Role::Viewer);
    assert_eq!(
        shown.fingerprint,
        office.handle().await.fingerprint().to_string(),
        "the office's own fingerprint"
    );
    assert!(
        office.handle().await.pairing_open(now()),
        "the code is the office's"
    );
    desk_mode::office::close_pairing_code(&link)
        .await
        .expect("closed at the office");
    assert!(!office.handle().await.pairing_open(now()));
    let log = desk_mode::office::audit_log(&link, None)
        .await
        .expect("the log");
    assert!(log.iter().any(|e| e.who == "Front desk"), "{log:?}");
    let exported = desk_dir.path().join("audit-log.csv");
    desk_mode::office::export_audit_log(&link, &exported)
        .await
        .expect("downloaded");
    assert!(
        std::fs::read_to_string(&exported)
            .expect("the file")
            .contains("Front desk")
    );

    desk.stop().await;
    office.state.stop().await;
    let _ = keyring.delete(pacer_desktop::secrets::Secret::DeskCredential);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_folder_of_more_files_than_the_pc_may_hold_open_is_handed_over() {
    let office_dir = tempfile::tempdir().expect("temp dir");
    let desk_dir = tempfile::tempdir().expect("temp dir");
    let port = free_port();
    let office = Office::start(office_dir.path(), port, Arc::new(MemoryStore::default())).await;
    let paired = pair_desk(&office, port, desk_dir.path(), Role::Staff).await;
    // This test runs in a process of its own (nextest): at most 256 files open at once here.
    let limit = rustix::process::getrlimit(rustix::process::Resource::Nofile);
    rustix::process::setrlimit(
        rustix::process::Resource::Nofile,
        rustix::process::Rlimit {
            current: Some(256),
            maximum: limit.maximum,
        },
    )
    .expect("a lower limit");
    let folder = desk_dir.path().join("invoices");
    std::fs::create_dir_all(&folder).expect("folder");
    let files: Vec<PathBuf> = (0..1_000)
        .map(|n| {
            let file = folder.join(format!("INV-{n:04}.pdf"));
            std::fs::write(&file, format!("%PDF-1.4 invoice {n}")).expect("file");
            file
        })
        .collect();
    let kept = paired
        .link
        .hand_over(&files, |_, _| {})
        .await
        .expect("every file handed over, never all open at once");
    assert_eq!(kept.files.len(), 1_000);
    assert_eq!(
        std::fs::read_to_string(&kept.files[999].path).expect("at the office"),
        "%PDF-1.4 invoice 999"
    );
    paired.state.stop().await;
    office.state.stop().await;
    let _ = paired
        .keyring
        .delete(pacer_desktop::secrets::Secret::DeskCredential);
}
