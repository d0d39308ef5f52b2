//! The office Pacer's certificate: made once, at its first start, by `rcgen` (ECDSA P-256,
//! self-signed), kept by its owner (the desktop's keyring, or the environment for `pacer
//! serve`) and shown as a fingerprint. No certificate authority vouches for it; a desk trusts
//! it because a person compared its fingerprint when pairing ([`super::pin`]).

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

use pacer_words::{Said, ids};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};
use sha2::{Digest, Sha256};

/// The name the certificate is made for. Desks reach the office Pacer by address or by what
/// discovery found, and check the pinned fingerprint, not the name.
const SUBJECT: &str = "pacer-office.local";

/// The office Pacer's certificate and private key. `Debug` shows the fingerprint only.
pub struct Identity {
    certificate: CertificateDer<'static>,
    key: PrivatePkcs8KeyDer<'static>,
}

impl Clone for Identity {
    fn clone(&self) -> Identity {
        Identity {
            certificate: self.certificate.clone(),
            key: self.key.clone_key(),
        }
    }
}

impl fmt::Debug for Identity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Identity")
            .field("fingerprint", &self.fingerprint())
            .field("key", &"(kept out of logs)")
            .finish()
    }
}

/// Why an identity could not be made or read back.
#[derive(Debug, thiserror::Error)]
pub enum IdentityError {
    /// Making the key or the certificate failed (the system's random source, most likely).
    #[error("Pacer could not make the office certificate: {0}")]
    Make(String),
    /// What was kept is not a certificate and key Pacer made.
    #[error("the kept office certificate cannot be read: {0}")]
    Unreadable(String),
    /// TLS refused the certificate and key together.
    #[error("the office certificate cannot be used for TLS: {0}")]
    Tls(String),
}

impl IdentityError {
    /// What happened and what to do, as a catalogue message.
    pub fn said(&self) -> Said {
        match self {
            IdentityError::Make(_) | IdentityError::Tls(_) => {
                Said::new(ids::SHARING_IDENTITY_NOT_MADE)
            }
            IdentityError::Unreadable(_) => Said::new(ids::SHARING_IDENTITY_UNREADABLE),
        }
    }
}

impl Identity {
    /// A new certificate and key, valid from now for as long as the office keeps it (rcgen's
    /// default validity reaches to 4096, so it never expires under a running office).
    pub fn generate() -> Result<Identity, IdentityError> {
        let key = rcgen::KeyPair::generate().map_err(|e| IdentityError::Make(e.to_string()))?;
        let mut params = rcgen::CertificateParams::new(vec![SUBJECT.to_owned()])
            .map_err(|e| IdentityError::Make(e.to_string()))?;
        params
            .distinguished_name
            .push(rcgen::DnType::CommonName, "Pacer office");
        let certificate = params
            .self_signed(&key)
            .map_err(|e| IdentityError::Make(e.to_string()))?;
        Ok(Identity {
            certificate: certificate.der().clone(),
            key: PrivatePkcs8KeyDer::from(key.serialize_der()),
        })
    }

    /// The identity kept as PEM ([`Identity::certificate_pem`], [`Identity::key_pem`]).
    pub fn from_pem(certificate: &str, key: &str) -> Result<Identity, IdentityError> {
        let certificate = CertificateDer::from_pem_slice(certificate.as_bytes())
            .map_err(|e| IdentityError::Unreadable(format!("certificate: {e}")))?;
        let key = PrivatePkcs8KeyDer::from_pem_slice(key.as_bytes())
            .map_err(|e| IdentityError::Unreadable(format!("key: {e}")))?;
        let identity = Identity { certificate, key };
        // The two must belong together: TLS checks that when it takes them.
        identity.server_config()?;
        Ok(identity)
    }

    /// The certificate as PEM (not secret: every desk sees it).
    pub fn certificate_pem(&self) -> String {
        pem("CERTIFICATE", self.certificate.as_ref())
    }

    /// The private key as PEM: a secret, for the keyring only.
    pub fn key_pem(&self) -> String {
        pem("PRIVATE KEY", self.key.secret_pkcs8_der())
    }

    /// The certificate's fingerprint: what a desk pins.
    pub fn fingerprint(&self) -> Fingerprint {
        Fingerprint::of(&self.certificate)
    }

    /// The certificate, as a desk receives it in the handshake.
    pub fn certificate(&self) -> &CertificateDer<'static> {
        &self.certificate
    }

    /// The office listener's TLS settings: this certificate, TLS 1.2 and 1.3, HTTP/1.1.
    pub fn server_config(&self) -> Result<Arc<rustls::ServerConfig>, IdentityError> {
        let mut config = rustls::ServerConfig::builder_with_provider(Arc::new(
            rustls::crypto::aws_lc_rs::default_provider(),
        ))
        .with_safe_default_protocol_versions()
        .map_err(|e| IdentityError::Tls(e.to_string()))?
        .with_no_client_auth()
        .with_single_cert(
            vec![self.certificate.clone()],
            PrivateKeyDer::Pkcs8(self.key.clone_key()),
        )
        .map_err(|e| IdentityError::Tls(e.to_string()))?;
        config.alpn_protocols = vec![b"http/1.1".to_vec()];
        Ok(Arc::new(config))
    }
}

fn pem(label: &str, der: &[u8]) -> String {
    use base64::Engine as _;
    let body = base64::engine::general_purpose::STANDARD.encode(der);
    let mut out = format!("-----BEGIN {label}-----\n");
    for line in body.as_bytes().chunks(64) {
        out.push_str(&String::from_utf8_lossy(line));
        out.push('\n');
    }
    out.push_str(&format!("-----END {label}-----\n"));
    out
}

/// The SHA-256 of a certificate, shown as 16 groups of 4 hex digits
/// (`3F2A-9C1B-…`) for a person to compare on two screens.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Fingerprint([u8; 32]);

impl Fingerprint {
    /// The fingerprint of `certificate` (its DER bytes).
    pub fn of(certificate: &CertificateDer<'_>) -> Fingerprint {
        Fingerprint(Sha256::digest(certificate.as_ref()).into())
    }

    /// A fingerprint from its 32 bytes.
    pub const fn from_bytes(bytes: [u8; 32]) -> Fingerprint {
        Fingerprint(bytes)
    }

    /// The first two groups: enough for a person to tell two offices apart in a list, never
    /// enough to pin.
    pub fn short(&self) -> String {
        self.to_string()[..9].to_owned()
    }
}

impl fmt::Display for Fingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, pair) in self.0.chunks(2).enumerate() {
            if i > 0 {
                f.write_str("-")?;
            }
            write!(f, "{:02X}{:02X}", pair[0], pair[1])?;
        }
        Ok(())
    }
}

impl fmt::Debug for Fingerprint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Fingerprint({self})")
    }
}

/// A fingerprint that is not 64 hex digits.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("a fingerprint is 64 hexadecimal digits (0–9, A–F), in groups or not")]
pub struct NotAFingerprint;

impl FromStr for Fingerprint {
    type Err = NotAFingerprint;

    /// Any case, with or without dashes, spaces or colons between the groups.
    fn from_str(text: &str) -> Result<Fingerprint, NotAFingerprint> {
        let digits: String = text
            .chars()
            .filter(|c| !matches!(c, '-' | ' ' | ':'))
            .collect();
        let bytes = hex::decode(digits).map_err(|_| NotAFingerprint)?;
        Ok(Fingerprint(bytes.try_into().map_err(|_| NotAFingerprint)?))
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn a_fingerprint_reads_back_in_any_case_and_grouping() {
        let identity = Identity::generate().unwrap();
        let shown = identity.fingerprint().to_string();
        assert_eq!(shown.len(), 16 * 4 + 15);
        assert!(shown.chars().all(|c| c == '-' || c.is_ascii_hexdigit()));
        for typed in [
            shown.clone(),
            shown.to_lowercase(),
            shown.replace('-', ""),
            shown.replace('-', " "),
            shown.replace('-', ":"),
        ] {
            assert_eq!(typed.parse::<Fingerprint>(), Ok(identity.fingerprint()));
        }
        assert_eq!(shown[..70].parse::<Fingerprint>(), Err(NotAFingerprint));
        let not_hex = format!("{}G", &shown[..shown.len() - 1]);
        assert_eq!(not_hex.parse::<Fingerprint>(), Err(NotAFingerprint));
        assert_eq!(identity.fingerprint().short(), shown[..9]);
    }

    #[test]
    fn an_identity_kept_as_pem_is_the_same_identity() {
        let made = Identity::generate().unwrap();
        let kept = Identity::from_pem(&made.certificate_pem(), &made.key_pem()).unwrap();
        assert_eq!(kept.fingerprint(), made.fingerprint());
        assert_eq!(kept.key_pem(), made.key_pem());
        // Two identities are two certificates.
        assert_ne!(
            Identity::generate().unwrap().fingerprint(),
            made.fingerprint()
        );
    }

    #[test]
    fn a_certificate_with_another_identity_s_key_is_refused() {
        let (one, other) = (Identity::generate().unwrap(), Identity::generate().unwrap());
        let mixed = Identity::from_pem(&one.certificate_pem(), &other.key_pem());
        assert!(matches!(mixed, Err(IdentityError::Tls(_))), "{mixed:?}");
        let garbage = Identity::from_pem("not a certificate", &one.key_pem());
        assert!(
            matches!(garbage, Err(IdentityError::Unreadable(_))),
            "{garbage:?}"
        );
    }

    #[test]
    fn debug_never_shows_the_key() {
        let identity = Identity::generate().unwrap();
        let shown = format!("{identity:?}");
        let key = identity.key_pem();
        let body: String = key.lines().nth(1).unwrap().to_owned();
        assert!(!shown.contains(&body), "{shown}");
        assert!(shown.contains(&identity.fingerprint().to_string()));
    }
}
