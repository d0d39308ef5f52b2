//! A desk's TLS client for its office Pacer: it trusts the one certificate whose fingerprint
//! was pinned when the desk was paired, and nothing else. No certificate authority is asked
//! and no name is checked (an office Pacer is reached by address or by what discovery found);
//! the handshake's signatures are still verified, so only the holder of the pinned
//! certificate's key can answer.
//!
//! A different certificate is refused with [`CertificateChanged`], which says both
//! fingerprints: the office Pacer was reinstalled (pair the desk again), or something on the
//! network is pretending to be it.

use std::sync::Arc;

use pacer_words::{Said, ids};
use rustls::DigitallySignedStruct;
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::{CryptoProvider, verify_tls12_signature, verify_tls13_signature};
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};

use super::Fingerprint;

/// The office Pacer answered with a certificate other than the one this desk pinned.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "the office Pacer's certificate changed: this desk was paired with {pinned}, it now shows {presented}. \
     If the office Pacer was set up again, pair this desk again; if not, do not connect: \
     something on the network may be pretending to be it"
)]
pub struct CertificateChanged {
    /// What the desk pinned.
    pub pinned: Fingerprint,
    /// What it was shown.
    pub presented: Fingerprint,
}

impl CertificateChanged {
    /// What happened and what to do, as a catalogue message.
    pub fn said(&self) -> Said {
        Said::new(ids::SHARING_CERTIFICATE_CHANGED)
            .with("pinned", self.pinned.to_string())
            .with("presented", self.presented.to_string())
    }

    /// The refusal inside a TLS error (as reqwest or tokio-rustls hands it back), if that is
    /// what it is.
    pub fn in_error(error: &(dyn std::error::Error + 'static)) -> Option<CertificateChanged> {
        let mut next = Some(error);
        while let Some(error) = next {
            if let Some(rustls::Error::Other(other)) = error.downcast_ref::<rustls::Error>()
                && let Some(changed) = other.0.downcast_ref::<CertificateChanged>()
            {
                return Some(changed.clone());
            }
            if let Some(changed) = error.downcast_ref::<CertificateChanged>() {
                return Some(changed.clone());
            }
            // An I/O error's source is its inner error's source, not the inner error itself.
            next = match error.downcast_ref::<std::io::Error>() {
                Some(io) => io
                    .get_ref()
                    .map(|inner| inner as &(dyn std::error::Error + 'static)),
                None => error.source(),
            };
        }
        None
    }
}

/// TLS client settings that trust only the certificate with `pinned` fingerprint. Fails
/// only if the TLS library lacks TLS 1.2 and 1.3 (it has both).
pub fn pinned_client(pinned: Fingerprint) -> Result<Arc<rustls::ClientConfig>, rustls::Error> {
    let provider = Arc::new(rustls::crypto::aws_lc_rs::default_provider());
    let verifier = Arc::new(Pinned {
        pinned,
        provider: provider.clone(),
    });
    let mut config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()?
        .dangerous()
        .with_custom_certificate_verifier(verifier)
        .with_no_client_auth();
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    Ok(Arc::new(config))
}

#[derive(Debug)]
struct Pinned {
    pinned: Fingerprint,
    provider: Arc<CryptoProvider>,
}

impl ServerCertVerifier for Pinned {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        let presented = Fingerprint::of(end_entity);
        if presented == self.pinned {
            Ok(ServerCertVerified::assertion())
        } else {
            Err(rustls::Error::Other(rustls::OtherError(Arc::new(
                CertificateChanged {
                    pinned: self.pinned,
                    presented,
                },
            ))))
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls12_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls13_signature(
            message,
            cert,
            dss,
            &self.provider.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<rustls::SignatureScheme> {
        self.provider
            .signature_verification_algorithms
            .supported_schemes()
    }
}
