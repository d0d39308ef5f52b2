//! Fetching a file a customer sent: `GET /{media-id}` for its short-lived URL, then a
//! streaming download of that URL.
//!
//! A webhook carries only the media id. Meta answers `GET /{media-id}` with a URL on its CDN
//! (`lookaside.fbsbx.com`, valid about five minutes), the MIME type, the SHA-256 and the size;
//! the URL itself wants the same bearer token. An inbound media id lives seven days; after
//! that Meta answers with a Graph error (code 100, HTTP 400).
//!
//! The download never holds the file in memory: chunks go to the caller's writer as they come,
//! hashed on the way, and the download stops as soon as more bytes arrive than the cap allows.
//! Each read has its own timeout, so a server that stalls ends the download with a retryable
//! failure instead of a hang. The token goes only to Meta's hosts or the configured base URL's
//! origin (the simulator); a URL anywhere else is refused before anything is sent.

use std::time::Duration;

use base64::Engine as _;
use reqwest::Method;
use serde::Deserialize;
use sha2::{Digest, Sha256};
use tokio::io::{AsyncWrite, AsyncWriteExt};
use url::Url;

use crate::classification::ErrorClass;
use crate::client::GraphClient;
use crate::failures::GraphError;
use crate::media::MediaId;
use crate::meta_error::MetaError;
use crate::transport::{self, Stage, TransportFailure};

/// Meta's domains a media URL may point to: the bearer token may go there.
const META_DOMAINS: [&str; 3] = ["fbsbx.com", "facebook.com", "whatsapp.net"];

/// The Graph code Meta answers a media id it no longer has (or never had) with.
const UNKNOWN_OBJECT_CODE: i64 = 100;

/// Longest a whole download may take however steadily bytes arrive (a 100 MB document on a
/// slow line); a stall is caught much sooner by the per-read timeout.
const DOWNLOAD_CEILING: Duration = Duration::from_secs(60 * 60);

/// Where a customer's file can be downloaded, as `GET /{media-id}` answers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MediaInfo {
    /// The download URL (lives about five minutes).
    pub url: Url,
    /// The MIME type Meta gives.
    pub mime_type: String,
    /// SHA-256 of the file, lowercase hex, when Meta gives it.
    pub sha256: Option<String>,
    /// The size Meta declares, in bytes (a string in Meta's answer).
    pub file_size: Option<u64>,
}

#[derive(Deserialize)]
struct InfoAnswer {
    url: Option<String>,
    mime_type: Option<String>,
    sha256: Option<String>,
    file_size: Option<serde_json::Value>,
}

/// What a finished download wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Downloaded {
    /// Bytes written.
    pub size: u64,
    /// SHA-256 of those bytes, lowercase hex.
    pub sha256: String,
}

/// How a download is bounded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DownloadLimits {
    /// Most bytes accepted; one more ends the download with [`MediaFetchError::TooBig`].
    pub max_bytes: u64,
    /// Longest wait for the answer's head or for the next chunk of its body.
    pub read_timeout: Duration,
}

/// Why a customer's file could not be fetched. Nothing here contains the access token.
#[derive(Debug, Clone, thiserror::Error)]
pub enum MediaFetchError {
    /// Meta no longer has the file (an inbound media id lives seven days) or never had it.
    /// Trying again cannot help.
    #[error("Meta no longer has this file: {detail}")]
    Expired {
        /// Meta's words.
        detail: String,
    },
    /// Larger than allowed, by Meta's declared size or by the bytes that arrived.
    #[error("the file is larger than {limit} bytes ({size} bytes{})", if *.declared { " declared" } else { " or more arrived" })]
    TooBig {
        /// The cap.
        limit: u64,
        /// The declared size, or the bytes received when the cap was passed.
        size: u64,
        /// Whether `size` is Meta's declaration (nothing was downloaded).
        declared: bool,
    },
    /// The network failed or a read timed out: try again later.
    #[error("the file could not be fetched: {0}")]
    Network(TransportFailure),
    /// Meta answered with its error object.
    #[error("Meta refused the request (HTTP {http_status}): {error}")]
    Meta {
        /// Meta's error.
        error: Box<MetaError>,
        /// Its HTTP status.
        http_status: u16,
    },
    /// A non-2xx answer without Meta's error object (a bare 5xx, 429, a redirect).
    #[error("unexpected answer (HTTP {http_status}): {body_excerpt}")]
    Unexpected {
        /// The HTTP status.
        http_status: u16,
        /// The first bytes of the body, without the access token.
        body_excerpt: String,
    },
    /// Meta's answer could not be read (no URL, a URL that is not one …).
    #[error("Meta's answer about the file could not be read: {detail}")]
    BadAnswer {
        /// What was wrong.
        detail: String,
    },
    /// The download URL points to a host that is not Meta's: the token was not sent.
    #[error("the file's address is not Meta's ({host}); it was not fetched")]
    ForeignHost {
        /// The host named.
        host: String,
    },
    /// The bytes that arrived do not have the SHA-256 Meta gave.
    #[error("the file arrived damaged: its SHA-256 is {actual}, Meta said {expected}")]
    Damaged {
        /// What Meta said.
        expected: String,
        /// What arrived.
        actual: String,
    },
    /// Writing the file here failed (a full disk, a folder gone).
    #[error("the file could not be written: {0}")]
    Write(String),
}

impl MediaFetchError {
    /// Whether trying again later may succeed: the network, a stall, Meta's temporary errors,
    /// a bare 5xx or 429, a damaged transfer, a local write. An expired id, a file too big, a
    /// foreign host and Meta's permanent refusals are final.
    pub fn is_retryable(&self) -> bool {
        match self {
            MediaFetchError::Expired { .. }
            | MediaFetchError::TooBig { .. }
            | MediaFetchError::ForeignHost { .. }
            | MediaFetchError::BadAnswer { .. } => false,
            MediaFetchError::Network(_)
            | MediaFetchError::Damaged { .. }
            | MediaFetchError::Write(_) => true,
            MediaFetchError::Meta { error, .. } => matches!(
                error.classify(),
                ErrorClass::Transient | ErrorClass::Throttled(_) | ErrorClass::Unknown
            ),
            MediaFetchError::Unexpected { http_status, .. } => {
                matches!(*http_status, 404 | 429) || (500..600).contains(http_status)
            }
        }
    }

    /// Meta's error code, when Meta answered with one.
    pub fn meta_code(&self) -> Option<i64> {
        match self {
            MediaFetchError::Meta { error, .. } => Some(error.code),
            _ => None,
        }
    }

    fn from_graph(error: GraphError) -> Self {
        match error {
            GraphError::Api { error, http_status } => {
                if error.code == UNKNOWN_OBJECT_CODE {
                    MediaFetchError::Expired {
                        detail: error.explanation_or_message(),
                    }
                } else {
                    MediaFetchError::Meta { error, http_status }
                }
            }
            GraphError::Transport(failure) => MediaFetchError::Network(failure),
            GraphError::Unexpected {
                http_status,
                body_excerpt,
            } => MediaFetchError::Unexpected {
                http_status,
                body_excerpt,
            },
            GraphError::Decode { detail, .. } | GraphError::Paging { detail, .. } => {
                MediaFetchError::BadAnswer { detail }
            }
        }
    }
}

impl MetaError {
    fn explanation_or_message(&self) -> String {
        self.details.clone().unwrap_or_else(|| self.message.clone())
    }
}

/// A SHA-256 as lowercase hex, from hex or from base64 (webhooks carry it in base64); `None`
/// when it is neither (then nothing can be checked against it).
pub fn sha256_hex(text: &str) -> Option<String> {
    let text = text.trim();
    if text.len() == 64 && text.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Some(text.to_ascii_lowercase());
    }
    let raw = base64::engine::general_purpose::STANDARD
        .decode(text)
        .ok()?;
    (raw.len() == 32).then(|| hex::encode(raw))
}

impl GraphClient {
    /// `GET /{media-id}`: where a customer's file can be downloaded, its type, hash and size.
    /// An id Meta no longer has is [`MediaFetchError::Expired`].
    pub async fn media_info(&self, id: &MediaId) -> Result<MediaInfo, MediaFetchError> {
        let url = self.node_url(id.as_str(), None);
        let request = self.request(Method::GET, url);
        let answer: InfoAnswer = self
            .call(request, "media information")
            .await
            .map_err(MediaFetchError::from_graph)?;
        let bad = |detail: &str| MediaFetchError::BadAnswer {
            detail: detail.to_owned(),
        };
        let url = answer
            .url
            .filter(|u| !u.trim().is_empty())
            .ok_or_else(|| bad("no download URL"))?;
        let url = Url::parse(&url).map_err(|_| bad("the download URL is not a URL"))?;
        if !matches!(url.scheme(), "http" | "https") {
            return Err(bad("the download URL is not http(s)"));
        }
        let file_size = match answer.file_size {
            None | Some(serde_json::Value::Null) => None,
            Some(serde_json::Value::Number(n)) => n.as_u64(),
            Some(serde_json::Value::String(s)) => s.trim().parse().ok(),
            Some(_) => None,
        };
        let sha256 = answer.sha256.as_deref().and_then(sha256_hex);
        Ok(MediaInfo {
            url,
            mime_type: answer
                .mime_type
                .map(|m| m.trim().to_owned())
                .filter(|m| !m.is_empty())
                .unwrap_or_else(|| "application/octet-stream".to_owned()),
            sha256,
            file_size,
        })
    }

    /// Whether the bearer token may go to `url`: Meta's own domains over https, or the
    /// configured base URL's origin (the simulator in tests and the demo).
    pub fn may_carry_token(&self, url: &Url) -> bool {
        if url.origin() == self.base_url().origin() {
            return true;
        }
        let Some(host) = url.host_str() else {
            return false;
        };
        let host = host.trim_end_matches('.').to_ascii_lowercase();
        url.scheme() == "https"
            && META_DOMAINS
                .iter()
                .any(|domain| host == *domain || host.ends_with(&format!(".{domain}")))
    }

    /// Downloads `url` into `out`, with the bearer token, within `limits`, returning the size
    /// and SHA-256 of what was written. Stops at the first byte past the cap
    /// ([`MediaFetchError::TooBig`]) and when a read stalls ([`MediaFetchError::Network`]).
    /// `out` is flushed; a failure may leave part of the file in it (write to a temporary
    /// file and rename on success).
    pub async fn download_media(
        &self,
        url: &Url,
        limits: DownloadLimits,
        out: &mut (impl AsyncWrite + Unpin),
    ) -> Result<Downloaded, MediaFetchError> {
        if !self.may_carry_token(url) {
            return Err(MediaFetchError::ForeignHost {
                host: url.host_str().unwrap_or_default().to_owned(),
            });
        }
        let request = self
            .request(Method::GET, url.clone())
            .timeout(DOWNLOAD_CEILING);
        let stalled = || {
            MediaFetchError::Network(TransportFailure::new(
                crate::transport::Reach::InDoubt,
                crate::transport::TransportKind::Timeout,
                format!("no data for {} ms", limits.read_timeout.as_millis()),
            ))
        };
        let mut response = match tokio::time::timeout(limits.read_timeout, request.send()).await {
            Err(_) => return Err(stalled()),
            Ok(Err(error)) => {
                return Err(MediaFetchError::Network(transport::from_reqwest(
                    &error,
                    Stage::Exchange,
                    |text| self.scrub(text),
                )));
            }
            Ok(Ok(response)) => response,
        };
        let status = response.status().as_u16();
        if !(200..300).contains(&status) {
            return Err(self.refusal(status, response, limits.read_timeout).await);
        }
        if let Some(length) = response.content_length()
            && length > limits.max_bytes
        {
            return Err(MediaFetchError::TooBig {
                limit: limits.max_bytes,
                size: length,
                declared: false,
            });
        }
        let mut hasher = Sha256::new();
        let mut size: u64 = 0;
        loop {
            let chunk = match tokio::time::timeout(limits.read_timeout, response.chunk()).await {
                Err(_) => return Err(stalled()),
                Ok(Err(error)) => {
                    return Err(MediaFetchError::Network(transport::from_reqwest(
                        &error,
                        Stage::ReadingBody,
                        |text| self.scrub(text),
                    )));
                }
                Ok(Ok(None)) => break,
                Ok(Ok(Some(chunk))) => chunk,
            };
            size = size.saturating_add(chunk.len() as u64);
            if size > limits.max_bytes {
                return Err(MediaFetchError::TooBig {
                    limit: limits.max_bytes,
                    size,
                    declared: false,
                });
            }
            hasher.update(&chunk);
            out.write_all(&chunk)
                .await
                .map_err(|error| MediaFetchError::Write(error.to_string()))?;
        }
        out.flush()
            .await
            .map_err(|error| MediaFetchError::Write(error.to_string()))?;
        Ok(Downloaded {
            size,
            sha256: hex::encode(hasher.finalize()),
        })
    }

    /// The error a non-2xx download answer stands for (its body read bounded, briefly).
    async fn refusal(
        &self,
        status: u16,
        mut response: reqwest::Response,
        read_timeout: Duration,
    ) -> MediaFetchError {
        let mut body = Vec::new();
        while body.len() < 64 * 1024 {
            match tokio::time::timeout(read_timeout, response.chunk()).await {
                Ok(Ok(Some(chunk))) => body.extend_from_slice(&chunk),
                _ => break,
            }
        }
        match MetaError::from_http_body(&body) {
            Ok(error) if error.code == UNKNOWN_OBJECT_CODE => MediaFetchError::Expired {
                detail: self.scrub(&error.explanation_or_message()),
            },
            Ok(error) => MediaFetchError::Meta {
                error: Box::new(self.scrub_meta_error(error, "")),
                http_status: status,
            },
            // The CDN answers an address past its five minutes with a bare 404: the file may
            // still be there behind a fresh address, so this stays retryable.
            Err(_) => MediaFetchError::Unexpected {
                http_status: status,
                body_excerpt: self.excerpt(&body),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::client::GraphConfig;

    fn client(base: &str) -> GraphClient {
        let mut config = GraphConfig::new("secret-token");
        config.base_url = base.to_owned();
        GraphClient::new(config).expect("client")
    }

    #[test]
    fn the_token_goes_only_to_meta_or_the_configured_origin() {
        let c = client("http://127.0.0.1:4010");
        let ok = [
            "https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1",
            "https://fbsbx.com/x",
            "https://scontent.whatsapp.net/v/t61",
            "https://graph.facebook.com/v25.0/1",
            "http://127.0.0.1:4010/_sim/media/1",
        ];
        for url in ok {
            assert!(c.may_carry_token(&Url::parse(url).unwrap()), "{url}");
        }
        let refused = [
            "http://lookaside.fbsbx.com/x",
            "https://fbsbx.com.evil.example/x",
            "https://evilfbsbx.com/x",
            "http://127.0.0.1:4011/_sim/media/1",
            "https://127.0.0.1:4010/x",
            "https://example.com/lookaside.fbsbx.com",
        ];
        for url in refused {
            assert!(!c.may_carry_token(&Url::parse(url).unwrap()), "{url}");
        }
    }

    #[test]
    fn a_sha256_reads_as_hex_from_hex_or_base64() {
        let hex = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        assert_eq!(sha256_hex(&hex.to_uppercase()).as_deref(), Some(hex));
        assert_eq!(
            sha256_hex("47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=").as_deref(),
            Some(hex)
        );
        assert_eq!(sha256_hex("4654+8g="), None);
        assert_eq!(sha256_hex(""), None);
    }

    #[test]
    fn final_and_retryable_failures_are_told_apart() {
        assert!(
            !MediaFetchError::Expired {
                detail: String::new()
            }
            .is_retryable()
        );
        assert!(
            !MediaFetchError::TooBig {
                limit: 1,
                size: 2,
                declared: true
            }
            .is_retryable()
        );
        assert!(
            MediaFetchError::Unexpected {
                http_status: 503,
                body_excerpt: String::new()
            }
            .is_retryable()
        );
        assert!(
            MediaFetchError::Unexpected {
                http_status: 429,
                body_excerpt: String::new()
            }
            .is_retryable()
        );
        assert!(
            !MediaFetchError::Unexpected {
                http_status: 403,
                body_excerpt: String::new()
            }
            .is_retryable()
        );
    }
}
