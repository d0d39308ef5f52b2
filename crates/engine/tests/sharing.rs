//! Trust between the office Pacer and a desk (`docs/office.md`), over real TLS on loopback:
//! a desk that pinned the office Pacer's fingerprint talks to it; the same desk refuses an
//! office Pacer with another certificate and says which fingerprints differ, even one a single
//! digit away. Then the office listener itself (TLS, a ledger on disk): pairing with the shown
//! code, a wrong code refused, a revoked desk refused at its next request.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, Mutex};

use pacer_engine::clock::Clock;
use pacer_engine::ledger::Ledger;
use pacer_engine::listener::{self, Limits};
use pacer_engine::sharing::desks::{self, Desk, Role};
use pacer_engine::sharing::office_api::{self, OfficeState};
use pacer_engine::sharing::{CertificateChanged, Fingerprint, Identity, Pairings, pinned_client};
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
        // The office's own routes only: the local API's behind them are the node's tests'.
        office_api::router(state.clone(), axum::Router::new()),
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
    let code = state.pairings.lock().unwrap().open(state.clock.now_ms());
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
    assert_eq!(kept.len(), 1);
    assert!(!kept[0].contains(&paired.credential[4..]));

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
    let code = state.pairings.lock().unwrap().open(state.clock.now_ms());
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
    let code = state.pairings.lock().unwrap().open(state.clock.now_ms());
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
