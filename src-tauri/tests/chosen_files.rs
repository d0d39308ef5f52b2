//! The window names no file by itself: a contact file is read, and a campaign's invoice folder
//! used, only when the person picked it in Pacer's own dialog this session or it is one of
//! Pacer's own (the demo's samples, the data folder's `imports/`). A script in the page (an XSS
//! in a contact's name) asking for any other path gets a refusal and none of the file.
//!
//! The dialogs themselves are driven in the end-to-end suite; here the commands' bodies run
//! on an app state without a window, over real files on disk.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{Context, Result, ensure};
use pacer_desktop::commands::{ErrorCode, create_campaign_from_window, preview_import};
use pacer_desktop::secrets::MemoryStore;
use pacer_desktop::settings::Settings;
use pacer_desktop::state::AppState;
use pacer_engine::campaigns::{self, Audience, CampaignSpec, HeaderFolder, Source};
use pacer_engine::import::ImportOptions;

/// Looks like a credentials file; a refusal must never carry any of it.
const SECRET_LINE: &str = "aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";

fn free_port() -> Result<u16> {
    Ok(std::net::TcpListener::bind("127.0.0.1:0")?
        .local_addr()?
        .port())
}

fn state(dir: &Path) -> Result<AppState> {
    let settings = Settings {
        api_port: free_port()?,
        webhook_port: free_port()?,
        ..Settings::default()
    };
    settings.save(dir)?;
    Ok(AppState::new(
        dir.to_path_buf(),
        Arc::new(MemoryStore::default()),
    ))
}

fn options() -> ImportOptions {
    ImportOptions {
        list: "December".into(),
        default_country: "PK".into(),
        ..ImportOptions::default()
    }
}

/// A contact list that imports, with a credentials-like line in it.
fn contact_file(path: &Path) -> Result<()> {
    std::fs::write(
        path,
        format!("Name,Phone\nAyesha Khan,+923001234567\n{SECRET_LINE},0300 12\n"),
    )?;
    Ok(())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_window_reads_no_contact_file_the_person_did_not_choose() -> Result<()> {
    let dir = tempfile::tempdir()?;
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data)?;
    let state = state(&data)?;
    let outside = dir.path().join("outside");
    std::fs::create_dir_all(&outside)?;
    let credentials = outside.join("credentials.csv");
    contact_file(&credentials)?;
    let imports = state.imports_folder().await;
    std::fs::create_dir_all(&imports)?;
    #[cfg(unix)]
    std::os::unix::fs::symlink(&credentials, imports.join("link.csv"))?;

    let unchosen: Vec<String> = vec![
        credentials.display().to_string(),
        // The same file written another way.
        format!("{}/../outside/./credentials.csv", data.display()),
        format!("{}/../../outside/credentials.csv", imports.display()),
        // A link inside imports/ to a file outside it.
        #[cfg(unix)]
        imports.join("link.csv").display().to_string(),
        // Relative: read from wherever Pacer started.
        "outside/credentials.csv".into(),
        "/etc/passwd".into(),
        // A file that is not there gets the same answer: no way to learn what exists.
        dir.path()
            .join("outside/no-such-file.csv")
            .display()
            .to_string(),
    ];
    for path in &unchosen {
        let refused = preview_import(&state, path, options())
            .await
            .err()
            .with_context(|| format!("{path} was read though nobody chose it"))?;
        ensure!(
            refused.code == ErrorCode::NotChosen,
            "a file nobody chose is refused as not chosen: {path} → {refused:?}"
        );
        ensure!(
            refused.message.contains("Choose…") && !refused.message.contains("aws_secret"),
            "the refusal says what to do and carries nothing of the file: {}",
            refused.message
        );
        ensure!(
            refused.details.is_none(),
            "the refusal carries no details of the file: {refused:?}"
        );
    }

    // Pacer's own: a file put in the data folder's imports/ is read without a dialog.
    let own = imports.join("customers.csv");
    contact_file(&own)?;
    let report = preview_import(&state, &own.display().to_string(), options()).await?;
    ensure!(
        report.contacts == 1,
        "a file in imports/ is Pacer's own to read: {report:?}"
    );

    // Chosen in the dialog: the same outside file is read now.
    let picked = state.chosen.remember_file(&credentials)?;
    ensure!(
        picked.name == "credentials.csv",
        "the window is told the file's name: {picked:?}"
    );
    let report = preview_import(&state, &credentials.display().to_string(), options()).await?;
    ensure!(
        report.contacts == 1,
        "a file the person chose is read: {report:?}"
    );
    eprintln!(
        "proof: {} of {} paths the person did not choose were refused with nothing of the file; the chosen file and a file in imports/ were read",
        unchosen.len(),
        unchosen.len()
    );
    Ok(())
}

fn invoice_spec(folder: PathBuf) -> CampaignSpec {
    let column = |c: &str| Source::Column(c.into());
    CampaignSpec {
        name: "December invoices".into(),
        template_name: "invoice_ready".into(),
        template_language: "en_US".into(),
        audience: Audience {
            lists: vec!["December".into()],
            tags: Vec::new(),
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_campaign_from_the_window_takes_invoices_only_from_a_chosen_folder() -> Result<()> {
    let dir = tempfile::tempdir()?;
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data)?;
    let state = state(&data)?;
    state
        .start()
        .await
        .map_err(anyhow::Error::msg)
        .context("the demo starts")?;
    let samples = state.info().await.samples.context("the demo has samples")?;
    let engine = {
        let runtime = state.runtime.read().await;
        Arc::clone(runtime.as_ref().context("running")?.engine())
    };
    pacer_engine::import::import_file_reporting(
        engine.ledger(),
        Path::new(&samples.contacts),
        &options(),
        0,
        |_| {},
    )
    .await?;

    // A copy of the invoices elsewhere: every file the campaign would need is there.
    let elsewhere = dir.path().join("private");
    std::fs::create_dir_all(&elsewhere)?;
    for entry in std::fs::read_dir(&samples.invoices)? {
        let entry = entry?;
        std::fs::copy(entry.path(), elsewhere.join(entry.file_name()))?;
    }
    let tricks = [
        elsewhere.clone(),
        PathBuf::from(format!(
            "{}/../../samples/invoices/../../..",
            samples.invoices
        )),
    ];
    for folder in &tricks {
        let refused = create_campaign_from_window(&state, invoice_spec(folder.clone()))
            .await
            .err()
            .with_context(|| format!("{} was used though nobody chose it", folder.display()))?;
        ensure!(
            refused.code == ErrorCode::NotChosen,
            "a folder nobody chose is refused as not chosen: {refused:?}"
        );
    }
    ensure!(
        campaigns::list(&engine).await?.is_empty(),
        "a refused campaign is not created"
    );

    let sample =
        create_campaign_from_window(&state, invoice_spec(PathBuf::from(&samples.invoices))).await?;
    ensure!(
        sample.spec.pdf.is_some(),
        "the demo's sample invoices are Pacer's own: {sample:?}"
    );
    state.chosen.remember_folder(&elsewhere)?;
    create_campaign_from_window(&state, invoice_spec(elsewhere.clone())).await?;
    ensure!(
        campaigns::list(&engine).await?.len() == 2,
        "a folder the person chose is used"
    );
    eprintln!(
        "proof: {} campaign folders nobody chose were refused and no campaign made; the sample invoices and a chosen folder were used",
        tricks.len()
    );
    state.stop().await;
    Ok(())
}

/// The spring sale (an image header) with one picture for everyone.
fn poster_spec(poster: PathBuf) -> CampaignSpec {
    CampaignSpec {
        name: "Spring sale".into(),
        template_name: "spring_sale".into(),
        template_language: "en_US".into(),
        mapping: [
            ("body.1", Source::Column("Customer".into())),
            ("body.2", Source::Text("20%".into())),
            ("body.3", Source::Text("31 March".into())),
        ]
        .into_iter()
        .map(|(k, s)| (k.to_owned(), s))
        .collect(),
        header_file: Some(poster),
        pdf: None,
        ..invoice_spec(PathBuf::new())
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_campaign_from_the_window_takes_a_header_file_only_when_chosen() -> Result<()> {
    let dir = tempfile::tempdir()?;
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data)?;
    let state = state(&data)?;
    state
        .start()
        .await
        .map_err(anyhow::Error::msg)
        .context("the demo starts")?;
    let samples = state.info().await.samples.context("the demo has samples")?;
    let engine = {
        let runtime = state.runtime.read().await;
        Arc::clone(runtime.as_ref().context("running")?.engine())
    };
    pacer_engine::import::import_file_reporting(
        engine.ledger(),
        Path::new(&samples.contacts),
        &options(),
        0,
        |_| {},
    )
    .await?;

    // The same picture elsewhere, and a private file named like one.
    let elsewhere = dir.path().join("private");
    std::fs::create_dir_all(&elsewhere)?;
    let copy = elsewhere.join("poster.png");
    std::fs::copy(&samples.poster, &copy)?;
    std::fs::write(elsewhere.join("key.png"), SECRET_LINE)?;
    for poster in [
        copy.clone(),
        elsewhere.join("key.png"),
        elsewhere.join("none.png"),
    ] {
        let refused = create_campaign_from_window(&state, poster_spec(poster.clone()))
            .await
            .err()
            .with_context(|| format!("{} was used though nobody chose it", poster.display()))?;
        ensure!(
            refused.code == ErrorCode::NotChosen,
            "a file nobody chose is refused as not chosen: {refused:?}"
        );
        ensure!(
            !format!("{refused:?}").contains("aws_secret"),
            "the refusal carries nothing of the file"
        );
    }
    ensure!(campaigns::list(&engine).await?.is_empty(), "nothing made");

    let sample =
        create_campaign_from_window(&state, poster_spec(PathBuf::from(&samples.poster))).await?;
    ensure!(
        sample.spec.header_file.is_some(),
        "the demo's poster is Pacer's own: {sample:?}"
    );
    state.chosen.remember_file(&copy)?;
    create_campaign_from_window(&state, poster_spec(copy)).await?;
    ensure!(
        campaigns::list(&engine).await?.len() == 2,
        "a file the person chose is used"
    );
    state.stop().await;
    Ok(())
}
