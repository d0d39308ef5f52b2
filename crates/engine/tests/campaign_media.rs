//! Pictures in a campaign's header from files on the computer, against the simulator: one
//! poster for everyone goes up to Meta once (and again never, while Meta keeps it), a folder
//! of pictures gives each customer their own, and a file that is not what the header takes is
//! named before launch, not after.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use base64::Engine as _;
use pacer_engine::campaigns::{
    self, Audience, CampaignError, CampaignSpec, CampaignState, HeaderFileError, HeaderFolder,
    HeaderKind, Launcher, Source,
};
use pacer_engine::import::{self, ImportOptions};
use serde_json::Value;
use sha2::{Digest, Sha256};
use support::{Rig, sim_config};

const CUSTOMERS: usize = 12;

/// A real PNG (one pixel), as a poster.
fn png() -> Vec<u8> {
    base64::engine::general_purpose::STANDARD
        .decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")
        .unwrap()
}

/// The start of a JPEG, then the customer's own bytes: a different picture each.
fn jpeg(i: usize) -> Vec<u8> {
    let mut bytes = b"\xFF\xD8\xFF\xE0\x00\x10JFIF\x00\x01".to_vec();
    bytes.extend(format!("the picture of customer {i}").bytes());
    bytes
}

fn phone(i: usize) -> String {
    format!("+9230055{i:05}")
}

/// A list with a Poster column naming each customer's picture.
async fn import_list(rig: &Rig, dir: &Path) {
    let mut csv = String::from("Customer,Mobile,Poster\n");
    for i in 0..CUSTOMERS {
        csv.push_str(&format!("Customer {i},{},poster-{i}\n", phone(i)));
    }
    let file = dir.join("customers.csv");
    std::fs::write(&file, csv).unwrap();
    let options = ImportOptions {
        list: "Spring".into(),
        default_country: "PK".into(),
        ..ImportOptions::default()
    };
    let report = import::import_file(
        rig.engine.ledger(),
        &file,
        &options,
        rig.engine.clock().now_ms(),
    )
    .await
    .unwrap();
    assert_eq!(report.contacts, CUSTOMERS as u64, "{}", report.summary);
    pacer_engine::templates::sync_into(&rig.engine)
        .await
        .unwrap();
}

/// The spring sale (an image header) to the list, its picture to be chosen by the caller.
fn spring_sale(name: &str) -> CampaignSpec {
    CampaignSpec {
        name: name.into(),
        template_name: "spring_sale".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["Spring".into()],
            ..Audience::default()
        },
        mapping: [
            ("body.1", Source::Column("Customer".into())),
            ("body.2", Source::Text("20%".into())),
            ("body.3", Source::Text("31 March".into())),
        ]
        .into_iter()
        .map(|(k, s)| (k.to_owned(), s))
        .collect(),
        language_column: None,
        header_file: None,
        pdf: None,
        schedule: None,
        send_hours: None,
    }
}

async fn launch_and_wait(rig: &Rig, id: &str, ready: u64) {
    let launcher = Launcher::new(std::sync::Arc::clone(&rig.engine));
    launcher.start(id, true).await.unwrap();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(60);
    loop {
        let progress = launcher.progress(id).await.unwrap();
        if progress.state == CampaignState::Done
            && progress.finished >= ready
            && progress.launch.is_none()
        {
            return;
        }
        assert!(
            tokio::time::Instant::now() < deadline,
            "the campaign did not finish: {progress:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Each recipient's header image as sent: recipient → the image object.
async fn sent_images(rig: &Rig) -> HashMap<String, Value> {
    rig.engine
        .ledger()
        .read(|c| {
            let mut shapes = pacer_engine::ledger::messages::Shapes::default();
            let rows: Vec<(String, Option<i64>, String)> = c
                .prepare("SELECT recipient, shape_id, payload FROM messages")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
                .collect::<rusqlite::Result<_>>()?;
            // One body for the run: each message keeps only its customer's values and file id.
            assert!(rows.iter().all(|(_, shape, _)| shape.is_some()), "{rows:?}");
            rows.into_iter()
                .map(|(to, shape, stored)| {
                    let payload: Value =
                        serde_json::from_str(&shapes.payload(c, shape, stored)?.shown())
                            .unwrap_or_default();
                    let image =
                        payload["template"]["components"][0]["parameters"][0]["image"].clone();
                    Ok((to, image))
                })
                .collect()
        })
        .await
        .unwrap()
}

/// The SHA-256 of what the simulated Meta holds under `media_id`.
async fn held(rig: &Rig, media_id: &str) -> String {
    let node: Value = reqwest::Client::new()
        .get(format!("{}/v23.0/{media_id}", rig.sim.base_url()))
        .bearer_auth(&rig.sim.config().access_token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    node["sha256"].as_str().unwrap_or_default().to_owned()
}

#[tokio::test]
async fn one_poster_for_everyone_goes_up_once_and_every_customer_gets_it() {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let dir = tempfile::tempdir().unwrap();
    import_list(&rig, dir.path()).await;
    let poster = dir.path().join("spring-sale.png");
    std::fs::write(&poster, png()).unwrap();

    let campaign = campaigns::create(
        &rig.engine,
        CampaignSpec {
            header_file: Some(poster.clone()),
            ..spring_sale("Spring sale")
        },
    )
    .await
    .unwrap();
    let check = campaigns::check(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(
        (check.ready, check.problem_count),
        (CUSTOMERS, 0),
        "{}",
        check.summary
    );

    // The preview shows the picture itself.
    let preview = campaigns::preview(&rig.engine, &campaign.id, None)
        .await
        .unwrap();
    let file = preview.file.expect("the poster in the preview");
    assert_eq!(
        (file.name.as_str(), file.kind),
        ("spring-sale.png", HeaderKind::Image)
    );
    assert_eq!(file.size, png().len() as u64);
    let picture = file.picture.expect("a picture to show");
    assert_eq!(
        picture,
        format!(
            "data:image/png;base64,{}",
            base64::engine::general_purpose::STANDARD.encode(png())
        )
    );
    assert!(preview.problems.is_empty(), "{:?}", preview.problems);

    launch_and_wait(&rig, &campaign.id, CUSTOMERS as u64).await;
    assert_eq!(
        rig.sim.stats().counters.media_uploads,
        1,
        "one upload for everyone"
    );
    let images = sent_images(&rig).await;
    assert_eq!(images.len(), CUSTOMERS);
    let ids: std::collections::BTreeSet<&str> = images
        .values()
        .map(|image| image["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids.len(),
        1,
        "every customer got the one upload: {images:?}"
    );
    for image in images.values() {
        assert!(
            image.get("filename").is_none(),
            "a picture carries no file name: {image}"
        );
    }
    let media_id = ids.into_iter().next().unwrap();
    assert_eq!(
        held(&rig, media_id).await,
        hex::encode(Sha256::digest(png()))
    );

    // The same picture again, in another campaign (renamed, even): Meta still has it.
    let again = dir.path().join("poster copy.png");
    std::fs::copy(&poster, &again).unwrap();
    let second = campaigns::create(
        &rig.engine,
        CampaignSpec {
            header_file: Some(again),
            audience: Audience {
                lists: vec!["Spring".into()],
                ..Audience::default()
            },
            ..spring_sale("Spring sale, second week")
        },
    )
    .await
    .unwrap();
    let launched = campaigns::launch(&rig.engine, &second.id).await.unwrap();
    assert_eq!(
        (launched.pdfs_uploaded, launched.pdfs_reused),
        (0, 1),
        "re-used by content"
    );
    assert_eq!(
        rig.sim.stats().counters.media_uploads,
        1,
        "still one upload"
    );
}

#[tokio::test]
async fn a_folder_of_pictures_gives_each_customer_their_own_and_names_those_it_cannot() {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let dir = tempfile::tempdir().unwrap();
    import_list(&rig, dir.path()).await;
    let posters = dir.path().join("posters");
    std::fs::create_dir(&posters).unwrap();
    let mut files: HashMap<String, PathBuf> = HashMap::new();
    for i in 0..CUSTOMERS {
        let path = match i {
            // A PDF renamed as a picture, a picture over WhatsApp's 5 MB, and none at all.
            3 => {
                std::fs::write(posters.join("poster-3.jpg"), "%PDF-1.4\n% not a picture\n")
                    .unwrap();
                continue;
            }
            4 => {
                let big = std::fs::File::create(posters.join("poster-4.png")).unwrap();
                big.set_len(HeaderKind::Image.max_bytes() + 1).unwrap();
                continue;
            }
            5 => continue,
            _ if i % 2 == 0 => posters.join(format!("poster-{i}.jpg")),
            _ => posters.join(format!("poster-{i}.jpeg")),
        };
        std::fs::write(&path, jpeg(i)).unwrap();
        files.insert(phone(i), path);
    }
    let campaign = campaigns::create(
        &rig.engine,
        CampaignSpec {
            pdf: Some(HeaderFolder {
                folder: posters.clone(),
                column: "Poster".into(),
            }),
            ..spring_sale("Spring sale, a picture each")
        },
    )
    .await
    .unwrap();
    let check = campaigns::check(&rig.engine, &campaign.id).await.unwrap();
    assert_eq!(
        (check.ready, check.problem_count),
        (CUSTOMERS - 3, 3),
        "{}",
        check.summary
    );
    let why: HashMap<&str, (&str, &str)> = check
        .problems
        .iter()
        .map(|p| (p.phone.as_str(), (p.what.as_str(), p.problem.as_str())))
        .collect();
    assert_eq!(
        why[phone(3).as_str()],
        (
            "Picture \"poster-3\"",
            "\"poster-3\" is not a JPEG or PNG picture: WhatsApp takes only those in image headers."
        )
    );
    assert!(
        why[phone(4).as_str()]
            .1
            .contains("WhatsApp takes pictures up to 5 MB"),
        "{why:?}"
    );
    assert!(
        why[phone(5).as_str()]
            .1
            .contains("ending in .jpg, .jpeg or .png"),
        "{why:?}"
    );

    // The preview of one of them says the same.
    let preview = campaigns::preview(&rig.engine, &campaign.id, Some(&support::phone(&phone(3))))
        .await
        .unwrap();
    assert!(preview.file.is_none());
    assert!(
        preview.problems[0]
            .problem
            .contains("is not a JPEG or PNG picture"),
        "{:?}",
        preview.problems
    );

    launch_and_wait(&rig, &campaign.id, (CUSTOMERS - 3) as u64).await;
    assert_eq!(
        rig.sim.stats().counters.media_uploads,
        (CUSTOMERS - 3) as u64,
        "each picture uploaded once"
    );
    let images = sent_images(&rig).await;
    assert_eq!(images.len(), CUSTOMERS - 3);
    for (recipient, image) in images {
        let file = &files[&recipient];
        assert_eq!(
            held(&rig, image["id"].as_str().unwrap()).await,
            hex::encode(Sha256::digest(std::fs::read(file).unwrap())),
            "{recipient} got their own picture"
        );
    }
}

#[tokio::test]
async fn a_file_the_header_cannot_take_is_refused_when_the_campaign_is_made() {
    let rig = Rig::start(sim_config(1.0), |_| {}).await;
    let dir = tempfile::tempdir().unwrap();
    import_list(&rig, dir.path()).await;
    let gif = dir.path().join("sale.gif");
    std::fs::write(&gif, "GIF89a a moving picture").unwrap();
    let poster = dir.path().join("sale.png");
    std::fs::write(&poster, png()).unwrap();

    let refused = campaigns::create(
        &rig.engine,
        CampaignSpec {
            header_file: Some(gif),
            ..spring_sale("A GIF")
        },
    )
    .await
    .unwrap_err();
    assert!(
        matches!(
            refused,
            CampaignError::HeaderFile(HeaderFileError::WrongType {
                kind: HeaderKind::Image,
                ..
            })
        ),
        "{refused}"
    );

    let refused = campaigns::create(
        &rig.engine,
        CampaignSpec {
            header_file: Some(poster.clone()),
            pdf: Some(HeaderFolder {
                folder: dir.path().to_owned(),
                column: "Poster".into(),
            }),
            ..spring_sale("Both")
        },
    )
    .await
    .unwrap_err();
    assert!(
        matches!(refused, CampaignError::TwoHeaderSources),
        "{refused}"
    );

    // A template whose header is text takes no file.
    let refused = campaigns::create(
        &rig.engine,
        CampaignSpec {
            template_name: "order_shipped".into(),
            mapping: std::collections::BTreeMap::new(),
            header_file: Some(poster),
            ..spring_sale("Shipped")
        },
    )
    .await
    .unwrap_err();
    assert_eq!(
        refused.to_string(),
        "The template \"order_shipped\" has no picture, video or document header, so it takes no file: choose a template with one, or leave the file out."
    );
}
