//! Trust between the office Pacer and a desk (`docs/office.md`), over real TLS on loopback:
//! a desk that pinned the office Pacer's fingerprint talks to it; the same desk refuses an
//! office Pacer with another certificate and says which fingerprints differ, even one a single
//! digit away. Then the office listener itself (TLS, a ledger on disk): pairing with the shown
//! code, a wrong code refused, a revoked desk refused at its next request. And a desk's
//! downloads ([`DeskLink::download`]): streamed to the chosen file, and nothing left under its
//! name when the office refuses, the file is too large or the line breaks halfway.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};

use pacer_engine::clock::Clock;
use pacer_engine::ledger::Ledger;
use pacer_engine::listener::{self, Limits};
use pacer_engine::sharing::desks::{self, Desk, Role};
use pacer_engine::sharing::office_api::{self, OfficeState};
use pacer_engine::sharing::{
    CertificateChanged, DeskError, DeskLink, Fingerprint, Identity, OfficeAddress, Pairings,
    desk_link, pinned_client,
};
use rustls::pki_types::ServerName;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_rustls::{TlsAcceptor, TlsConnector};
use tokio_util::sync::CancellationToken;

/// An office listener with `identity` that answers each line it reads with "office: <line>".
async fn office(identity: &Identity) -> std::net::SocketAddr {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let acceptor = TlsAcceptor::from(identity.server_config().unwrap());
    tokio::spawn(async move {
        while let Ok((stream, _)) = listener.accept().await {
            let acceptor = acceptor.clone();
            tokio::spawn(async move {
                // A refused handshake ends here, as it should.
                let Ok(mut tls) = acceptor.accept(stream).await else {
                    return;
                };
                let mut buffer = [0u8; 64];
                let read = tls.read(&mut buffer).await.unwrap_or(0);
                let mut answer = b"office: ".to_vec();
                answer.extend_from_slice(&buffer[..read]);
                let _ = tls.write_all(&answer).await;
                let _ = tls.shutdown().await;
            });
        }
    });
    address
}

/// A desk that pinned `pinned` says "hello" to `address`; what the office answered.
async fn desk_says_hello(
    address: std::net::SocketAddr,
    pinned: Fingerprint,
) -> std::io::Result<String> {
    let connector = TlsConnector::from(pinned_client(pinned).unwrap());
    let stream = TcpStream::connect(address).await?;
    // The name is not what is checked: the pinned certificate is.
    let name = ServerName::try_from("pacer-office.local").unwrap();
    let mut tls = connector.connect(name, stream).await?;
    tls.write_all(b"hello").await?;
    let mut answer = String::new();
    tls.read_to_string(&mut answer).await?;
    Ok(answer)
}

#[tokio::test]
async fn a_desk_talks_to_the_office_pacer_whose_fingerprint_it_pinned() {
    let identity = Identity::generate().unwrap();
    let address = office(&identity).await;
    let answer = desk_says_hello(address, identity.fingerprint())
        .await
        .unwrap();
    assert_eq!(answer, "office: hello");
    // Kept and read back (as after a restart), it is the same office to the desk.
    let kept = Identity::from_pem(&identity.certificate_pem(), &identity.key_pem()).unwrap();
    let address = office(&kept).await;
    assert_eq!(
        desk_says_hello(address, identity.fingerprint())
            .await
            .unwrap(),
        "office: hello"
    );
}

#[tokio::test]
async fn a_changed_certificate_is_refused_with_both_fingerprints_in_plain_words() {
    let paired_with = Identity::generate().unwrap();
    let reinstalled = Identity::generate().unwrap();
    let address = office(&reinstalled).await;
    let error = desk_says_hello(address, paired_with.fingerprint())
        .await
        .expect_err("a certificate other than the pinned one must be refused");
    let changed = CertificateChanged::in_error(&error)
        .unwrap_or_else(|| panic!("not read as a changed certificate: {error:?}"));
    assert_eq!(
        changed,
        CertificateChanged {
            pinned: paired_with.fingerprint(),
            presented: reinstalled.fingerprint(),
        }
    );
    let said = changed.said().to_string();
    assert!(
        said.contains(&paired_with.fingerprint().to_string()),
        "{said}"
    );
    assert!(
        said.contains(&reinstalled.fingerprint().to_string()),
        "{said}"
    );
    assert!(said.contains("pair this desk again"), "{said}");
}

#[tokio::test]
async fn a_fingerprint_is_all_of_the_certificate_not_a_part() {
    // A desk that pinned a fingerprint one digit away from the office's is refused too.
    let identity = Identity::generate().unwrap();
    let address = office(&identity).await;
    let mut shown = identity.fingerprint().to_string();
    let last = shown.pop().unwrap();
    shown.push(if last == '0' { '1' } else { '0' });
    let almost: Fingerprint = shown.parse().unwrap();
    let error = desk_says_hello(address, almost).await.unwrap_err();
    assert!(CertificateChanged::in_error(&error).is_some(), "{error:?}");
}

/// An office listener (TLS, the office routes) on loopback with a fresh ledger on disk; its
/// address, identity and shared state.
async fn office_listener() -> (
    std::net::SocketAddr,
    Identity,
    OfficeState,
    tempfile::TempDir,
    CancellationToken,
) {
    // The office's own routes only: the local API's behind them are the node's tests'.
    office_listener_with(axum::Router::new()).await
}

/// [`office_listener`] with `api` behind the office's checks, as the local API is.
async fn office_listener_with(
    api: axum::Router,
) -> (
    std::net::SocketAddr,
    Identity,
    OfficeState,
    tempfile::TempDir,
    CancellationToken,
) {
    let dir = tempfile::tempdir().unwrap();
    let ledger = Ledger::open(&dir.path().join("pacer.db")).unwrap();
    let identity = Identity::generate().unwrap();
    let state = OfficeState::new(
        ledger,
        Clock::real_time(),
        Arc::new(Mutex::new(Pairings::default())),
        identity.fingerprint(),
    );
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let address = listener.local_addr().unwrap();
    let stop = CancellationToken::new();
    tokio::spawn(listener::serve_tls(
        listener,
        office_api::router(state.clone(), api),
        Limits::default(),
        stop.clone(),
        identity.server_config().unwrap(),
    ));
    (address, identity, state, dir, stop)
}

/// A desk's HTTP client that pinned `pinned`.
fn desk_client(pinned: Fingerprint) -> reqwest::Client {
    reqwest::Client::builder()
        .tls_backend_preconfigured((*pinned_client(pinned).unwrap()).clone())
        .build()
        .unwrap()
}

#[tokio::test]
async fn a_desk_pairs_with_the_shown_code_and_a_revoked_desk_is_refused_at_its_next_request() {
    let (address, identity, state, _dir, stop) = office_listener().await;
    let desk = desk_client(identity.fingerprint());
    let url = |path: &str| format!("https://{address}{path}");
    let pair = |code: String| {
        desk.post(url("/office/v1/pair"))
            .json(&serde_json::json!({ "code": code, "desk": "Front desk" }))
            .send()
    };

    // Nobody asked the office Pacer for a code yet.
    let answer = pair("1234-5678".into()).await.unwrap();
    assert_eq!(answer.status(), 403);
    let body: serde_json::Value = answer.json().await.unwrap();
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("not showing a pairing code"),
        "{body}"
    );

    // The office Pacer shows a code; a wrong one is refused, saying how many tries are left.
    let code = state
        .pairings
        .lock()
        .unwrap()
        .open(state.clock.now_ms(), Role::Staff);
    let shown = code.to_string();
    let wrong: String = shown
        .chars()
        .map(|c| match c.to_digit(10) {
            Some(d) => char::from_digit((d + 1) % 10, 10).unwrap(),
            None => c,
        })
        .collect();
    let answer = pair(wrong).await.unwrap();
    assert_eq!(answer.status(), 403);
    let body: serde_json::Value = answer.json().await.unwrap();
    assert_eq!(body["error"]["code"], "pairing_refused");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("4 more tries"),
        "{body}"
    );

    // Not paired yet: no way in.
    let answer = desk.get(url("/office/v1/desk")).send().await.unwrap();
    assert_eq!(answer.status(), 401);

    // The right code pairs the desk, once.
    let answer = pair(shown.clone()).await.unwrap();
    assert_eq!(answer.status(), 200);
    let paired: office_api::Paired = answer.json().await.unwrap();
    assert_eq!(paired.fingerprint, identity.fingerprint().to_string());
    assert_eq!(paired.desk.role, Role::Staff);
    assert!(paired.credential.starts_with("pcd_"));
    assert_eq!(
        pair(shown).await.unwrap().status(),
        403,
        "a code pairs one desk"
    );

    let who = |credential: String| {
        desk.get(url("/office/v1/desk"))
            .bearer_auth(credential)
            .send()
    };
    let answer = who(paired.credential.clone()).await.unwrap();
    assert_eq!(answer.status(), 200);
    let me: Desk = answer.json().await.unwrap();
    assert_eq!((me.name.as_str(), me.role), ("Front desk", Role::Staff));

    // A code the owner asked for a viewer pairs a viewer: the role travels with the code.
    let viewer_code = state
        .pairings
        .lock()
        .unwrap()
        .open(state.clock.now_ms(), Role::Viewer);
    let answer = pair(viewer_code.to_string()).await.unwrap();
    assert_eq!(answer.status(), 200);
    let viewer: office_api::Paired = answer.json().await.unwrap();
    assert_eq!(viewer.desk.role, Role::Viewer);
    // The office keeps only the credential's digest.
    let kept: Vec<String> = state
        .ledger
        .read(|c| {
            c.prepare("SELECT credential_sha256 FROM desks")?
                .query_map([], |r| r.get(0))?
                .collect()
        })
        .await
        .unwrap();
    assert_eq!(kept.len(), 2);
    assert!(
        kept.iter()
            .all(|digest| !digest.contains(&paired.credential[4..])
                && !digest.contains(&viewer.credential[4..]))
    );

    // Revoked in Settings → People: refused at its very next request, in words that say why.
    let id = me.id;
    let now = state.clock.now_ms();
    assert!(
        state
            .ledger
            .write(move |c| desks::revoke(c, id, now))
            .await
            .unwrap()
    );
    let answer = who(paired.credential.clone()).await.unwrap();
    assert_eq!(answer.status(), 401);
    let body: serde_json::Value = answer.json().await.unwrap();
    assert_eq!(body["error"]["code"], "revoked");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("withdrawn"),
        "{body}"
    );
    // A made-up credential is not a desk.
    assert_eq!(who("pcd_madeup".into()).await.unwrap().status(), 401);
    stop.cancel();
}

#[tokio::test]
async fn a_desk_that_pinned_another_office_reaches_nothing_and_is_told_why() {
    let (address, _identity, state, _dir, stop) = office_listener().await;
    let code = state
        .pairings
        .lock()
        .unwrap()
        .open(state.clock.now_ms(), Role::Staff);
    let elsewhere = Identity::generate().unwrap();
    let error = desk_client(elsewhere.fingerprint())
        .post(format!("https://{address}/office/v1/pair"))
        .json(&serde_json::json!({ "code": code.to_string(), "desk": "Intruder" }))
        .send()
        .await
        .expect_err("a desk that pinned another certificate must not be answered");
    let changed = CertificateChanged::in_error(&error)
        .unwrap_or_else(|| panic!("not read as a changed certificate: {error:?}"));
    assert_eq!(changed.pinned, elsewhere.fingerprint());
    // The code was never spent: the handshake failed before any request.
    assert!(state.pairings.lock().unwrap().is_open(state.clock.now_ms()));
    stop.cancel();
}

#[tokio::test]
async fn a_web_page_on_the_office_network_can_neither_pair_nor_ask() {
    let (address, identity, state, _dir, stop) = office_listener().await;
    let code = state
        .pairings
        .lock()
        .unwrap()
        .open(state.clock.now_ms(), Role::Staff);
    let desk = desk_client(identity.fingerprint());
    for (name, value) in [
        ("origin", "http://shop.example"),
        ("sec-fetch-site", "cross-site"),
    ] {
        let answer = desk
            .post(format!("https://{address}/office/v1/pair"))
            .header(name, value)
            .json(&serde_json::json!({ "code": code.to_string(), "desk": "A page" }))
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 403, "{name}");
        let body: serde_json::Value = answer.json().await.unwrap();
        assert_eq!(body["error"]["code"], "web_page");
        assert!(
            body["error"]["message"]
                .as_str()
                .unwrap()
                .contains("does not answer web pages"),
            "{body}"
        );
        let answer = desk
            .get(format!("https://{address}/office/v1/desk"))
            .header(name, value)
            .send()
            .await
            .unwrap();
        assert_eq!(answer.status(), 403, "{name}");
    }
    // Refused before the pairing route: the code is still there for the real desk.
    let answer = desk
        .post(format!("https://{address}/office/v1/pair"))
        .json(&serde_json::json!({ "code": code.to_string(), "desk": "Front desk" }))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200);
    stop.cancel();
}

/// A report file of `size` bytes that no two positions repeat soon (a wrong offset shows).
fn report_bytes(size: usize) -> Vec<u8> {
    (0..size).map(|i| (i * 7 + i / 251) as u8).collect()
}

/// The office's report route as a download test needs it, by campaign id: `streamed` (3 MB in
/// chunks, its size not said up front), `sized` (the same with its length), `broken` (1 MB,
/// then the line breaks), anything else 404 in the local API's words.
fn report_route() -> axum::Router {
    use axum::body::{Body, Bytes};
    use axum::extract::Path;
    use axum::response::IntoResponse;
    async fn report(Path(id): Path<String>) -> axum::response::Response {
        let whole = report_bytes(3 << 20);
        let chunks = |bytes: Vec<u8>| -> Vec<Result<Bytes, std::io::Error>> {
            bytes
                .chunks(64 << 10)
                .map(|c| Ok(Bytes::copy_from_slice(c)))
                .collect()
        };
        match id.as_str() {
            "streamed" => Body::from_stream(futures::stream::iter(chunks(whole))).into_response(),
            "sized" => whole.into_response(),
            "broken" => {
                let mut parts = chunks(whole[..1 << 20].to_vec());
                parts.push(Err(std::io::Error::other("the office PC went off")));
                Body::from_stream(futures::stream::iter(parts)).into_response()
            }
            _ => (
                axum::http::StatusCode::NOT_FOUND,
                axum::Json(serde_json::json!({"error": {
                    "code": "not_found", "message": format!("No campaign has the id \"{id}\".")
                }})),
            )
                .into_response(),
        }
    }
    axum::Router::new().route("/v1/campaigns/{id}/report", axum::routing::get(report))
}

/// A desk paired (as staff) with the office listener at `address`.
async fn paired_desk(
    address: std::net::SocketAddr,
    identity: &Identity,
    state: &OfficeState,
) -> DeskLink {
    let code = state
        .pairings
        .lock()
        .unwrap()
        .open(state.clock.now_ms(), Role::Staff);
    let office: OfficeAddress = address.to_string().parse().unwrap();
    let (link, _) = desk_link::pair(
        &office,
        identity.fingerprint(),
        &code.to_string(),
        "Front desk",
    )
    .await
    .unwrap();
    link
}

/// The names in `folder`, sorted.
fn names_in(folder: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[tokio::test]
async fn a_desk_downloads_a_file_whole_or_leaves_nothing_under_its_name() {
    let (address, identity, state, _dir, stop) = office_listener_with(report_route()).await;
    let link = paired_desk(address, &identity, &state).await;
    let saved = tempfile::tempdir().unwrap();
    let chosen = saved.path().join("December.csv");
    let expected = report_bytes(3 << 20);
    let none: [(&str, &str); 0] = [];

    // Whole, whether or not the office says the size first.
    for id in ["streamed", "sized"] {
        let written = link
            .download(
                &format!("/v1/campaigns/{id}/report"),
                &[("format", "csv")],
                &chosen,
                desk_link::MAX_DOWNLOAD_BYTES,
            )
            .await
            .unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(written, expected.len() as u64, "{id}");
        assert!(
            std::fs::read(&chosen).unwrap() == expected,
            "{id}: every byte, in order"
        );
        assert_eq!(
            names_in(saved.path()),
            ["December.csv"],
            "{id}: nothing else left"
        );
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&chosen).unwrap().permissions().mode();
            assert_eq!(
                mode & 0o077,
                0,
                "{id}: readable by this user alone ({mode:o})"
            );
        }
    }

    // Every failure leaves the file that was there as it was, and nothing beside it.
    std::fs::write(&chosen, b"the report saved yesterday").unwrap();
    let failures = [
        ("missing", desk_link::MAX_DOWNLOAD_BYTES),
        ("streamed", 1 << 20),
        ("sized", 1 << 20),
        ("broken", desk_link::MAX_DOWNLOAD_BYTES),
    ];
    for (id, at_most) in failures {
        let error = link
            .download(
                &format!("/v1/campaigns/{id}/report"),
                &none,
                &chosen,
                at_most,
            )
            .await
            .expect_err(id);
        match (id, &error) {
            ("missing", DeskError::Refused { status: 404, .. }) => {}
            ("streamed" | "sized", DeskError::TooLarge { limit }) => {
                assert_eq!(*limit, 1 << 20);
                assert!(
                    error.said().to_string().contains("larger than 1 MB"),
                    "{error}"
                );
            }
            ("broken", DeskError::Unreachable { .. }) => {}
            _ => panic!("{id}: not the error expected: {error:?}"),
        }
        assert_eq!(
            std::fs::read(&chosen).unwrap(),
            b"the report saved yesterday",
            "{id}: the chosen file is untouched"
        );
        assert_eq!(
            names_in(saved.path()),
            ["December.csv"],
            "{id}: no part left"
        );
    }

    // A folder that cannot be written is said as such, naming the file.
    let nowhere = saved.path().join("no-such-folder").join("December.csv");
    let error = link
        .download(
            "/v1/campaigns/sized/report",
            &none,
            &nowhere,
            desk_link::MAX_DOWNLOAD_BYTES,
        )
        .await
        .expect_err("no folder to write in");
    assert!(matches!(error, DeskError::Write { .. }), "{error:?}");
    assert!(
        error.said().to_string().contains("no-such-folder"),
        "{}",
        error.said()
    );
    stop.cancel();
}
