//! The app's state without a window: the demo starts on its own database with the sample
//! files and the simulator's templates; live mode without an account says what to do; the two
//! modes never share a database.

use std::sync::Arc;

use pacer_desktop::secrets::MemoryStore;
use pacer_desktop::settings::{Mode, Settings};
use pacer_desktop::state::AppState;

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map(|a| a.port())
        .expect("a free port")
}

fn state(dir: &std::path::Path) -> AppState {
    let settings = Settings {
        api_port: free_port(),
        webhook_port: free_port(),
        ..Settings::default()
    };
    settings.save(dir).expect("settings saved");
    AppState::new(dir.to_path_buf(), Arc::new(MemoryStore::default()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_start_opens_the_demo_with_samples_and_templates() {
    let dir = tempfile::tempdir().expect("temp dir");
    let state = state(dir.path());
    state.start().await.expect("the demo starts");
    let info = state.info().await;
    assert_eq!(info.mode, Mode::Demo, "a first start is the demo");
    assert!(info.running && info.problem.is_none());
    let database = info.database.expect("a database");
    assert!(
        database.contains("/demo/"),
        "the demo keeps its own database: {database}"
    );
    let samples = info.samples.expect("sample files");
    assert!(std::path::Path::new(&samples.contacts).exists());
    let engine = {
        let runtime = state.runtime.read().await;
        Arc::clone(runtime.as_ref().expect("running").engine())
    };
    let templates = engine
        .ledger()
        .read(pacer_engine::templates::list)
        .await
        .expect("templates");
    assert!(
        templates
            .iter()
            .any(|t| t.name == "invoice_ready" && t.usable),
        "the simulator's approved templates are synced at start"
    );
    state.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn live_mode_without_an_account_says_what_to_do_and_keeps_its_own_database() {
    let dir = tempfile::tempdir().expect("temp dir");
    let state = state(dir.path());
    state.settings.write().await.mode = Mode::Live;
    let problem = state.start().await.expect_err("no account yet");
    assert!(
        problem.contains("Connect one in Settings"),
        "the problem says what to do: {problem}"
    );
    let info = state.info().await;
    assert!(!info.running);
    assert_eq!(info.problem.as_deref(), Some(problem.as_str()));
    assert!(
        !dir.path().join("demo").join("pacer.db").exists(),
        "nothing was written to the demo's database"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shared_with_the_office_it_keeps_one_certificate_and_pairs_a_desk() {
    let dir = tempfile::tempdir().expect("temp dir");
    let office_port = free_port();
    let settings = Settings {
        api_port: free_port(),
        webhook_port: free_port(),
        share_with_office: true,
        office_port,
        // Found by address here: announcing on the network has its own tests, in a namespace.
        announce_office: false,
        ..Settings::default()
    };
    settings.save(dir.path()).expect("settings saved");
    let store: Arc<MemoryStore> = Arc::new(MemoryStore::default());
    let state = AppState::new(dir.path().to_path_buf(), store.clone());
    state
        .start()
        .await
        .expect("the demo starts, shared with the office");
    let first = office(&state).await;
    assert_eq!(first.addr().port(), office_port);
    let fingerprint = first.fingerprint();

    // A desk pairs with the code the window shows, trusting only that certificate.
    let code = first.open_pairing(
        chrono::Utc::now().timestamp_millis(),
        pacer_engine::sharing::desks::Role::Staff,
    );
    let desk = reqwest::Client::builder()
        .tls_backend_preconfigured(
            (*pacer_engine::sharing::pinned_client(fingerprint).expect("tls")).clone(),
        )
        .build()
        .expect("client");
    let paired = desk
        .post(format!("https://127.0.0.1:{office_port}/office/v1/pair"))
        .json(&serde_json::json!({"code": code.to_string(), "desk": "Front desk"}))
        .send()
        .await
        .expect("the office Pacer answers");
    assert!(
        paired.status().is_success(),
        "{}",
        paired.text().await.unwrap_or_default()
    );

    // Started again, it shows the same certificate: the desk still trusts it.
    state.start().await.expect("started again");
    assert_eq!(office(&state).await.fingerprint(), fingerprint);
    assert!(
        pacer_desktop::secrets::SecretStore::get(
            &*store,
            pacer_desktop::secrets::Secret::OfficeIdentity
        )
        .expect("store")
        .is_some_and(|kept| kept.contains("PRIVATE KEY")),
        "the certificate and its key are kept in the keyring"
    );
    state.stop().await;
}

/// The running node's office listener.
async fn office(state: &AppState) -> pacer_engine::node::OfficeHandle {
    state
        .runtime
        .read()
        .await
        .as_ref()
        .and_then(|r| r.node.office().cloned())
        .expect("the office listener runs")
}
