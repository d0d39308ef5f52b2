//! Trust between the office Pacer and a desk (`docs/office.md`), over real TLS on loopback:
//! a desk that pinned the office Pacer's fingerprint talks to it; the same desk refuses an
//! office Pacer with another certificate and says which fingerprints differ; and a desk that
//! pinned nothing in particular cannot be talked into trusting a certificate by its name.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use pacer_engine::sharing::{CertificateChanged, Fingerprint, Identity, pinned_client};
use rustls::pki_types::ServerName;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio_rustls::{TlsAcceptor, TlsConnector};

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
