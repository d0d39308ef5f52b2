//! A desk's line to its office Pacer: the address, the pinned certificate and the desk's
//! credential, and the few things a desk does over them — look at the certificate before
//! pairing, pair, ask, upload and download a file, and follow the push stream. The window's
//! desk mode and its tests use it; every answer is the local API's own JSON, read into the
//! engine's own types (a download is the file itself, written to disk as it comes).
//!
//! Every failure is a [`DeskError`] that says, as a catalogue message, whether the office
//! Pacer could not be reached (keep trying), showed another certificate (stop: pair again or
//! look for an impostor), or refused (the desk's access was withdrawn, its role may not, or
//! the office said why).

use std::fmt;
use std::str::FromStr;
use std::time::Duration;

use futures::StreamExt;
use pacer_words::{Said, ids};
use reqwest::{Method, StatusCode};
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

use super::desks::Desk;
use super::office_api::Paired;
use super::{CertificateChanged, Fingerprint, pinned_client};

/// The port an office Pacer listens on when nobody chose another (Settings → Share with the
/// office, `pacer serve --office-addr`).
pub const DEFAULT_OFFICE_PORT: u16 = 8093;
/// How long a desk waits for the office Pacer to accept a connection: on a local network an
/// answer comes in milliseconds, and a PC that is off should be said at once.
const CONNECT_PATIENCE: Duration = Duration::from_secs(5);
/// How long one question may take (a report of a large campaign is read in seconds).
const ANSWER_PATIENCE: Duration = Duration::from_secs(60);
/// How long the push stream may stay silent: the office sends a keep-alive every 15 s, so
/// twice that without a byte means the line is gone.
const STREAM_SILENCE: Duration = Duration::from_secs(35);
/// How much of a file an upload reads at a time.
const UPLOAD_CHUNK: usize = 256 << 10;
/// The largest event a desk reads; a larger one is the stream going wrong, not news.
const MAX_EVENT_BYTES: usize = 1 << 20;
/// The largest file a desk downloads from its office Pacer ([`DeskLink::download`]): a report
/// of 100,000 recipients is a few tens of MB as CSV and less as Excel, so a file larger than
/// this is not one Pacer made, and would only fill the disk.
pub const MAX_DOWNLOAD_BYTES: u64 = 512 << 20;
/// How long a desk waits for a download to begin: the office builds a large report whole
/// before it sends the first byte, seconds on most PCs and a minute or two on a slow one.
const DOWNLOAD_PATIENCE: Duration = Duration::from_secs(300);

/// An office Pacer's address as a desk keeps it: `https://host:port`, nothing after.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct OfficeAddress(String);

impl OfficeAddress {
    /// `https://host:port`.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The port it names.
    pub fn port(&self) -> Option<u16> {
        self.0.rsplit(':').next().and_then(|p| p.parse().ok())
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.0)
    }
}

impl fmt::Display for OfficeAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What was typed is not an office Pacer's address.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{typed:?} is not an office Pacer's address (like https://192.168.1.20:8093)")]
pub struct NotAnAddress {
    /// What was typed.
    pub typed: String,
}

impl NotAnAddress {
    /// What happened and what to do.
    pub fn said(&self) -> Said {
        Said::new(ids::DESK_NOT_AN_ADDRESS).with("address", self.typed.clone())
    }
}

/// Accepts what people copy: `https://192.168.1.20:8093`, `192.168.1.20:8093`,
/// `192.168.1.20` (the default port), `office-pc.local:8093`, `[fe80::1]:8093`, with or
/// without a trailing `/`. Refuses `http://` (the office listener speaks only TLS), paths,
/// credentials in the address, and anything that is not a host.
impl FromStr for OfficeAddress {
    type Err = NotAnAddress;

    fn from_str(typed: &str) -> Result<Self, Self::Err> {
        let refused = || NotAnAddress {
            typed: typed.to_owned(),
        };
        let trimmed = typed.trim();
        let rest = match trimmed.split_once("://") {
            Some((scheme, rest)) if scheme.eq_ignore_ascii_case("https") => rest,
            Some(_) => return Err(refused()),
            None => trimmed,
        }
        .trim_end_matches('/');
        let url = reqwest::Url::parse(&format!("https://{rest}")).map_err(|_| refused())?;
        let host = url
            .host_str()
            .filter(|h| !h.is_empty())
            .ok_or_else(refused)?;
        if url.path() != "/"
            || url.query().is_some()
            || url.fragment().is_some()
            || !url.username().is_empty()
            || url.password().is_some()
        {
            return Err(refused());
        }
        let port = url.port().unwrap_or(DEFAULT_OFFICE_PORT);
        Ok(OfficeAddress(format!("https://{host}:{port}")))
    }
}

impl TryFrom<String> for OfficeAddress {
    type Error = NotAnAddress;

    fn try_from(value: String) -> Result<Self, Self::Error> {
        value.parse()
    }
}

impl From<OfficeAddress> for String {
    fn from(address: OfficeAddress) -> String {
        address.0
    }
}

/// Why a desk's question to its office Pacer got no answer it can use.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum DeskError {
    /// Nothing answered at the address: the office PC is off, asleep, or not on this network.
    #[error("the office Pacer cannot be reached at {address}: {detail}")]
    Unreachable {
        /// Where the desk knocked.
        address: OfficeAddress,
        /// The network's own words.
        detail: String,
    },
    /// Something answered with a certificate other than the pinned one.
    #[error(transparent)]
    CertificateChanged(CertificateChanged),
    /// The office Pacer answered and said no.
    #[error("the office Pacer refused ({status} {code}): {message}")]
    Refused {
        /// The HTTP status.
        status: u16,
        /// The local API's error code (`revoked`, `not_allowed`, `campaign_changed`…).
        code: String,
        /// Its words, in English.
        message: String,
        /// Its words as a catalogue message, when the office said them as one.
        said: Option<Said>,
    },
    /// A file to upload could not be read on this PC.
    #[error("cannot read {path}: {detail}")]
    File {
        /// The file.
        path: String,
        /// The system's words.
        detail: String,
    },
    /// The answer came but is not what this version of Pacer reads.
    #[error("the office Pacer's answer could not be read: {detail}")]
    Unreadable {
        /// What did not fit.
        detail: String,
    },
    /// A file the office sent is larger than a desk downloads.
    #[error("the office Pacer's file is larger than {limit} bytes, more than a desk downloads")]
    TooLarge {
        /// The most a desk takes, in bytes.
        limit: u64,
    },
    /// A file downloaded from the office could not be written on this PC.
    #[error("cannot write {path}: {detail}")]
    Write {
        /// Where it was to go.
        path: String,
        /// The system's words.
        detail: String,
    },
}

impl DeskError {
    /// What happened and what to do, as a catalogue message.
    pub fn said(&self) -> Said {
        match self {
            DeskError::Unreachable { address, .. } => {
                Said::new(ids::DESK_UNREACHABLE).with("address", address.to_string())
            }
            DeskError::CertificateChanged(changed) => changed.said(),
            DeskError::Refused {
                code, said, status, ..
            } => match (said, code.as_str()) {
                (Some(said), _) => said.clone(),
                (None, "revoked") => Said::new(ids::SHARING_DESK_REVOKED),
                (None, "not_paired") => Said::new(ids::SHARING_DESK_NOT_PAIRED),
                _ => Said::new(ids::DESK_REFUSED)
                    .with("status", i64::from(*status))
                    .with("message", self.english_message()),
            },
            DeskError::File { path, .. } => Said::new(ids::APP_MISSING).with("path", path.clone()),
            DeskError::Unreadable { .. } => Said::new(ids::DESK_ANSWER_UNREADABLE),
            DeskError::TooLarge { limit } => Said::new(ids::DESK_DOWNLOAD_TOO_LARGE)
                .with("megabytes", i64::try_from(limit >> 20).unwrap_or(i64::MAX)),
            DeskError::Write { path, .. } => {
                Said::new(ids::APP_EXPORT_WRITE_FAILED).with("path", path.clone())
            }
        }
    }

    /// The office's own words, when it refused.
    fn english_message(&self) -> String {
        match self {
            DeskError::Refused { message, .. } => message.clone(),
            other => other.to_string(),
        }
    }

    /// True when the office Pacer was not reached at all: the desk says so and tries again by
    /// itself; nothing was done.
    pub fn is_unreachable(&self) -> bool {
        matches!(self, DeskError::Unreachable { .. })
    }

    /// True when the office no longer knows this desk (withdrawn, or never paired): asking
    /// again will not help; the person must pair again.
    pub fn is_locked_out(&self) -> bool {
        matches!(self, DeskError::Refused { code, .. } if code == "revoked" || code == "not_paired")
            || matches!(self, DeskError::CertificateChanged(_))
    }

    /// The local API's error code, when the office refused.
    pub fn code(&self) -> Option<&str> {
        match self {
            DeskError::Refused { code, .. } => Some(code),
            _ => None,
        }
    }
}

/// A paired desk's line to its office Pacer. `Debug` leaves out the credential.
#[derive(Clone)]
pub struct DeskLink {
    http: reqwest::Client,
    streaming: reqwest::Client,
    address: OfficeAddress,
    fingerprint: Fingerprint,
    credential: String,
}

impl fmt::Debug for DeskLink {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DeskLink")
            .field("address", &self.address)
            .field("fingerprint", &self.fingerprint)
            .field("credential", &"[redacted]")
            .finish_non_exhaustive()
    }
}

/// One event of the push stream: its name (`stats`, `inbox`) and its JSON.
#[derive(Debug, Clone, PartialEq)]
pub struct PushEvent {
    /// `event:`.
    pub name: String,
    /// `data:`, read as JSON.
    pub data: Value,
}

/// The certificate the office Pacer at `address` shows, to compare by eye with the one its
/// screen shows before pairing. Nothing is sent: the handshake stops at the certificate.
/// Pairing then pins it, and the pinned client checks the office holds its key.
pub async fn look_at_certificate(address: &OfficeAddress) -> Result<Fingerprint, DeskError> {
    // A fingerprint no certificate has: the pinned client refuses whatever it is shown and
    // says what that was.
    let nobody = Fingerprint::from_bytes([0; 32]);
    let http = client(nobody, Some(ANSWER_PATIENCE))?;
    match http.get(address.url("/office/v1/desk")).send().await {
        Err(e) => match CertificateChanged::in_error(&e) {
            Some(changed) => Ok(changed.presented),
            None => Err(unreachable(address, &e)),
        },
        Ok(_) => Err(DeskError::Unreadable {
            detail: "the office accepted a certificate no office has".into(),
        }),
    }
}

/// Pairs this desk with the office Pacer at `address`, trusting only the certificate with
/// `fingerprint`, with the `code` it shows; the desk is named `desk_name` in its Settings →
/// People. The answer's credential is shown this once: keep it in the keyring.
pub async fn pair(
    address: &OfficeAddress,
    fingerprint: Fingerprint,
    code: &str,
    desk_name: &str,
) -> Result<(DeskLink, Paired), DeskError> {
    let http = client(fingerprint, Some(ANSWER_PATIENCE))?;
    let answer = http
        .post(address.url("/office/v1/pair"))
        .json(&serde_json::json!({ "code": code.trim(), "desk": desk_name.trim() }))
        .send()
        .await
        .map_err(|e| sent_error(address, &e))?;
    let paired: Paired = read(answer).await?;
    let link = DeskLink::new(address.clone(), fingerprint, paired.credential.clone())?;
    Ok((link, paired))
}

impl DeskLink {
    /// The line of a desk paired before: the office's address, the pinned fingerprint and the
    /// desk's credential from the keyring.
    pub fn new(
        address: OfficeAddress,
        fingerprint: Fingerprint,
        credential: String,
    ) -> Result<DeskLink, DeskError> {
        Ok(DeskLink {
            http: client(fingerprint, Some(ANSWER_PATIENCE))?,
            streaming: client(fingerprint, None)?,
            address,
            fingerprint,
            credential,
        })
    }

    /// The office Pacer's address.
    pub fn address(&self) -> &OfficeAddress {
        &self.address
    }

    /// The pinned certificate's fingerprint.
    pub fn fingerprint(&self) -> Fingerprint {
        self.fingerprint
    }

    /// This desk as the office records it (name, role); refused once its access is withdrawn.
    pub async fn who_am_i(&self) -> Result<Desk, DeskError> {
        self.ask(Method::GET, "/office/v1/desk", None::<&()>, None)
            .await
    }

    /// `GET path`, read as `T`.
    pub async fn get<T: DeserializeOwned>(&self, path: &str) -> Result<T, DeskError> {
        self.ask(Method::GET, path, None::<&()>, None).await
    }

    /// `GET path?query`, read as `T`; `query` is a list of pairs or a struct of them.
    pub async fn get_with<T: DeserializeOwned>(
        &self,
        path: &str,
        query: &impl Serialize,
    ) -> Result<T, DeskError> {
        let answer = self
            .http
            .get(self.address.url(path))
            .query(query)
            .bearer_auth(&self.credential)
            .send()
            .await
            .map_err(|e| sent_error(&self.address, &e))?;
        read(answer).await
    }

    /// `POST path` with `body` as JSON, read as `T`.
    pub async fn post<T: DeserializeOwned>(
        &self,
        path: &str,
        body: &impl Serialize,
    ) -> Result<T, DeskError> {
        self.ask(Method::POST, path, Some(body), None).await
    }

    /// `PUT path` with `body`, read into `T`.
    pub async fn put<T: DeserializeOwned>(
        &self,
        path: &str,
        body: &impl Serialize,
    ) -> Result<T, DeskError> {
        self.ask(Method::PUT, path, Some(body), None).await
    }

    /// `DELETE path`, its answer read into `T`.
    pub async fn delete_answering<T: DeserializeOwned>(&self, path: &str) -> Result<T, DeskError> {
        self.ask(Method::DELETE, path, None::<&()>, None).await
    }

    /// `DELETE path`; nothing to read back (`204 No Content`).
    pub async fn delete(&self, path: &str) -> Result<(), DeskError> {
        let answer = self
            .http
            .delete(self.address.url(path))
            .bearer_auth(&self.credential)
            .send()
            .await
            .map_err(|e| sent_error(&self.address, &e))?;
        if !answer.status().is_success() {
            return Err(refusal(answer).await);
        }
        Ok(())
    }

    /// `POST path` with `body`, only if the thing is still at `version` (`If-Match`): refused
    /// with `campaign_changed` when someone changed it since.
    pub async fn post_if_unchanged<T: DeserializeOwned>(
        &self,
        path: &str,
        body: &impl Serialize,
        version: i64,
    ) -> Result<T, DeskError> {
        self.ask(Method::POST, path, Some(body), Some(version))
            .await
    }

    async fn ask<T: DeserializeOwned>(
        &self,
        method: Method,
        path: &str,
        body: Option<&impl Serialize>,
        version: Option<i64>,
    ) -> Result<T, DeskError> {
        let mut request = self
            .http
            .request(method, self.address.url(path))
            .bearer_auth(&self.credential);
        if let Some(body) = body {
            request = request.json(body);
        }
        if let Some(version) = version {
            request = request.header(reqwest::header::IF_MATCH, format!("\"{version}\""));
        }
        let answer = request
            .send()
            .await
            .map_err(|e| sent_error(&self.address, &e))?;
        read(answer).await
    }

    /// Uploads `file` to `path` as `multipart/form-data` — `fields` as text parts, then the
    /// file as the `file` part under its own name — streamed from disk, never held in memory.
    /// `on_progress(sent, total)` is told as the bytes leave. (`POST /v1/imports` takes a
    /// contact list so.)
    pub async fn upload<T: DeserializeOwned>(
        &self,
        path: &str,
        fields: Vec<(&'static str, String)>,
        file: &std::path::Path,
        on_progress: impl Fn(u64, u64) + Send + Sync + 'static,
    ) -> Result<T, DeskError> {
        self.upload_all(path, fields, &[file.to_path_buf()], on_progress)
            .await
    }

    /// Hands `files` to the office Pacer (`POST /v1/files`, streamed, `on_progress(sent,
    /// total)` over all of them): where it keeps them, to name in the request that uses them.
    pub async fn hand_over(
        &self,
        files: &[std::path::PathBuf],
        on_progress: impl Fn(u64, u64) + Send + Sync + 'static,
    ) -> Result<crate::api::KeptFiles, DeskError> {
        self.upload_all("/v1/files", Vec::new(), files, on_progress)
            .await
    }

    /// [`DeskLink::upload`] with any number of files, each a `file` part.
    async fn upload_all<T: DeserializeOwned>(
        &self,
        path: &str,
        fields: Vec<(&'static str, String)>,
        files: &[std::path::PathBuf],
        on_progress: impl Fn(u64, u64) + Send + Sync + 'static,
    ) -> Result<T, DeskError> {
        use std::sync::atomic::{AtomicU64, Ordering};
        use tokio::io::AsyncReadExt;
        // Each file is opened once here, to say at once which cannot be read, and closed again:
        // a folder of 20,000 invoices must not hold 20,000 files open. Its part opens it again
        // when its turn to be sent comes.
        let mut sized = Vec::with_capacity(files.len());
        let mut total = 0;
        for file in files {
            let unreadable = |e: std::io::Error| DeskError::File {
                path: file.display().to_string(),
                detail: e.to_string(),
            };
            let handle = tokio::fs::File::open(file).await.map_err(unreadable)?;
            let length = handle.metadata().await.map_err(unreadable)?.len();
            total += length;
            sized.push((file.clone(), length));
        }
        let on_progress = std::sync::Arc::new(on_progress);
        let sent = std::sync::Arc::new(AtomicU64::new(0));
        let mut form = reqwest::multipart::Form::new();
        for (field, value) in fields {
            form = form.text(field, value);
        }
        for (file, length) in sized {
            let name = file
                .file_name()
                .map_or_else(|| "upload".to_owned(), |n| n.to_string_lossy().into_owned());
            let (on_progress, sent) = (
                std::sync::Arc::clone(&on_progress),
                std::sync::Arc::clone(&sent),
            );
            // The file, opened once its turn comes; `None` for the file once it failed, so
            // a stream polled again after its error ends instead of trying again.
            let start = Some((file, None::<tokio::fs::File>));
            let chunks = futures::stream::unfold(start, move |state| {
                let (on_progress, sent) = (
                    std::sync::Arc::clone(&on_progress),
                    std::sync::Arc::clone(&sent),
                );
                let mut buffer = vec![0_u8; UPLOAD_CHUNK];
                async move {
                    let (file, handle) = state?;
                    let mut handle = match handle {
                        Some(handle) => handle,
                        None => match tokio::fs::File::open(&file).await {
                            Ok(handle) => handle,
                            Err(e) => return Some((Err(e), None)),
                        },
                    };
                    match handle.read(&mut buffer).await {
                        Ok(0) => None,
                        Ok(n) => {
                            buffer.truncate(n);
                            let now = sent.fetch_add(n as u64, Ordering::Relaxed) + n as u64;
                            on_progress(now, total);
                            Some((Ok::<_, std::io::Error>(buffer), Some((file, Some(handle)))))
                        }
                        Err(e) => Some((Err(e), None)),
                    }
                }
            });
            let part = reqwest::multipart::Part::stream_with_length(
                reqwest::Body::wrap_stream(chunks),
                length,
            )
            .file_name(name);
            form = form.part("file", part);
        }
        let answer = self
            .streaming
            .post(self.address.url(path))
            .bearer_auth(&self.credential)
            .multipart(form)
            .send()
            .await
            .map_err(|e| sent_error(&self.address, &e))?;
        read(answer).await
    }

    /// Downloads `GET path?query` into the file `destination`, streamed to disk as it comes
    /// (never held whole in memory), and refused past `at_most` bytes
    /// ([`MAX_DOWNLOAD_BYTES`] for a report). The bytes go to a temporary file beside
    /// `destination`, which takes its name only once every byte came: a download that is
    /// refused, breaks or is too large leaves nothing under the chosen name, and a file that
    /// was there before stays as it was. Returns how many bytes were written.
    pub async fn download(
        &self,
        path: &str,
        query: &impl Serialize,
        destination: &std::path::Path,
        at_most: u64,
    ) -> Result<u64, DeskError> {
        let answer = self.begin_download(path, query, at_most).await?;
        let partial = PartialFile::beside(destination)?;
        let written = self.stream_into(answer, &partial, at_most).await?;
        partial.finish(destination)?;
        Ok(written)
    }

    /// [`DeskLink::download`] into `folder`, under the name the office gives the file
    /// (`Content-Disposition`, its last part only; `fallback` without one); where it went.
    pub async fn download_named(
        &self,
        path: &str,
        folder: &std::path::Path,
        fallback: &str,
        at_most: u64,
    ) -> Result<std::path::PathBuf, DeskError> {
        let answer = self
            .begin_download(path, &Vec::<(&str, &str)>::new(), at_most)
            .await?;
        let given = answer
            .headers()
            .get(reqwest::header::CONTENT_DISPOSITION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split("filename=\"").nth(1))
            .and_then(|v| v.split('"').next())
            .map(|v| v.rsplit(['/', '\\']).next().unwrap_or_default().to_owned())
            .filter(|v| !v.is_empty() && v != "." && v != ".." && !v.contains('\0'));
        let destination = folder.join(given.as_deref().unwrap_or(fallback));
        let partial = PartialFile::beside(&destination)?;
        self.stream_into(answer, &partial, at_most).await?;
        partial.finish(&destination)?;
        Ok(destination)
    }

    /// `GET path?query`, its body not yet read: refused when the office refuses, does not
    /// begin within [`DOWNLOAD_PATIENCE`], or says up front it is larger than `at_most`.
    async fn begin_download(
        &self,
        path: &str,
        query: &impl Serialize,
        at_most: u64,
    ) -> Result<reqwest::Response, DeskError> {
        let asked = self
            .streaming
            .get(self.address.url(path))
            .query(query)
            .bearer_auth(&self.credential)
            .send();
        let answer = tokio::time::timeout(DOWNLOAD_PATIENCE, asked)
            .await
            .map_err(|_| DeskError::Unreachable {
                address: self.address.clone(),
                detail: format!(
                    "the download did not begin within {} s",
                    DOWNLOAD_PATIENCE.as_secs()
                ),
            })?
            .map_err(|e| sent_error(&self.address, &e))?;
        if !answer.status().is_success() {
            return Err(refusal(answer).await);
        }
        // Said before a byte is written when the office says the size up front.
        if answer
            .content_length()
            .is_some_and(|length| length > at_most)
        {
            return Err(DeskError::TooLarge { limit: at_most });
        }
        Ok(answer)
    }

    /// Writes `answer`'s body into `partial` as it comes; the bytes written.
    async fn stream_into(
        &self,
        answer: reqwest::Response,
        partial: &PartialFile,
        at_most: u64,
    ) -> Result<u64, DeskError> {
        use tokio::io::AsyncWriteExt;
        let mut file = partial.writer()?;
        let mut body = answer.bytes_stream();
        let mut written: u64 = 0;
        loop {
            let chunk = match tokio::time::timeout(STREAM_SILENCE, body.next()).await {
                Err(_) => {
                    return Err(DeskError::Unreachable {
                        address: self.address.clone(),
                        detail: format!(
                            "the download stopped: nothing came for {} s",
                            STREAM_SILENCE.as_secs()
                        ),
                    });
                }
                Ok(None) => break,
                Ok(Some(Err(e))) => return Err(sent_error(&self.address, &e)),
                Ok(Some(Ok(chunk))) => chunk,
            };
            written += chunk.len() as u64;
            if written > at_most {
                return Err(DeskError::TooLarge { limit: at_most });
            }
            file.write_all(&chunk)
                .await
                .map_err(|e| partial.failed(&e))?;
        }
        file.flush().await.map_err(|e| partial.failed(&e))?;
        file.sync_all().await.map_err(|e| partial.failed(&e))?;
        Ok(written)
    }

    /// Follows the office's push stream (`GET /v1/events`) until it ends or goes silent;
    /// `on_event` gets each event as it comes. Returns when the stream ends (the office
    /// stopped, the desk was revoked) — `Ok` — or fails.
    pub async fn follow(&self, mut on_event: impl FnMut(PushEvent)) -> Result<(), DeskError> {
        let answer = self
            .streaming
            .get(self.address.url("/v1/events"))
            .bearer_auth(&self.credential)
            .header(reqwest::header::ACCEPT, "text/event-stream")
            .send()
            .await
            .map_err(|e| sent_error(&self.address, &e))?;
        if !answer.status().is_success() {
            return Err(refusal(answer).await);
        }
        let mut body = answer.bytes_stream();
        let mut pending: Vec<u8> = Vec::new();
        loop {
            let chunk = match tokio::time::timeout(STREAM_SILENCE, body.next()).await {
                Err(_) => {
                    return Err(DeskError::Unreachable {
                        address: self.address.clone(),
                        detail: format!("nothing came for {} s", STREAM_SILENCE.as_secs()),
                    });
                }
                Ok(None) => return Ok(()),
                Ok(Some(Err(e))) => return Err(sent_error(&self.address, &e)),
                Ok(Some(Ok(chunk))) => chunk,
            };
            pending.extend_from_slice(&chunk);
            while let Some(end) = find_blank_line(&pending) {
                let block: Vec<u8> = pending.drain(..end.after).collect();
                if let Some(event) = parse_event(&block[..end.at]) {
                    on_event(event);
                }
            }
            if pending.len() > MAX_EVENT_BYTES {
                return Err(DeskError::Unreadable {
                    detail: format!("an event longer than {MAX_EVENT_BYTES} bytes"),
                });
            }
        }
    }
}

/// A download on its way: a temporary file in the destination's folder (so taking the
/// destination's name is a rename on one disk), removed if dropped before [`Self::finish`].
struct PartialFile {
    temporary: tempfile::NamedTempFile,
    /// Where it goes, for the words of an error.
    destination: String,
}

impl PartialFile {
    /// A new temporary file beside `destination` (readable by this user alone).
    fn beside(destination: &std::path::Path) -> Result<PartialFile, DeskError> {
        let folder = match destination.parent() {
            Some(folder) if !folder.as_os_str().is_empty() => folder,
            _ => std::path::Path::new("."),
        };
        let shown = destination.display().to_string();
        let temporary = tempfile::Builder::new()
            .prefix(".pacer-download-")
            .suffix(".part")
            .tempfile_in(folder)
            .map_err(|e| DeskError::Write {
                path: shown.clone(),
                detail: e.to_string(),
            })?;
        Ok(PartialFile {
            temporary,
            destination: shown,
        })
    }

    /// The file to write into, for async writes.
    fn writer(&self) -> Result<tokio::fs::File, DeskError> {
        let handle = self
            .temporary
            .as_file()
            .try_clone()
            .map_err(|e| self.failed(&e))?;
        Ok(tokio::fs::File::from_std(handle))
    }

    /// A write that failed, as the person sees it: the file they chose could not be written.
    fn failed(&self, e: &std::io::Error) -> DeskError {
        DeskError::Write {
            path: self.destination.clone(),
            detail: e.to_string(),
        }
    }

    /// Gives the whole download the destination's name (replacing a file the person chose to
    /// replace).
    fn finish(self, destination: &std::path::Path) -> Result<(), DeskError> {
        let shown = self.destination.clone();
        self.temporary
            .persist(destination)
            .map(drop)
            .map_err(|e| DeskError::Write {
                path: shown,
                detail: e.error.to_string(),
            })
    }
}

/// Where a block ends in `bytes`: `at` its last byte, `after` past the blank line.
struct BlockEnd {
    at: usize,
    after: usize,
}

fn find_blank_line(bytes: &[u8]) -> Option<BlockEnd> {
    let lf = bytes
        .windows(2)
        .position(|w| w == b"\n\n")
        .map(|at| BlockEnd { at, after: at + 2 });
    let crlf = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .map(|at| BlockEnd { at, after: at + 4 });
    match (lf, crlf) {
        (Some(a), Some(b)) => Some(if a.at <= b.at { a } else { b }),
        (a, b) => a.or(b),
    }
}

/// One Server-Sent Events block as an event; comments (keep-alives) and blocks without JSON
/// data are none.
fn parse_event(block: &[u8]) -> Option<PushEvent> {
    let text = std::str::from_utf8(block).ok()?;
    let mut name = String::from("message");
    let mut data = String::new();
    for line in text.lines() {
        if let Some(value) = line.strip_prefix("event:") {
            name = value.trim().to_owned();
        } else if let Some(value) = line.strip_prefix("data:") {
            if !data.is_empty() {
                data.push('\n');
            }
            data.push_str(value.strip_prefix(' ').unwrap_or(value));
        }
    }
    let data = serde_json::from_str(&data).ok()?;
    Some(PushEvent { name, data })
}

fn client(pinned: Fingerprint, patience: Option<Duration>) -> Result<reqwest::Client, DeskError> {
    let tls = pinned_client(pinned).map_err(|e| DeskError::Unreadable {
        detail: format!("TLS could not be set up: {e}"),
    })?;
    let mut builder = reqwest::Client::builder()
        .tls_backend_preconfigured((*tls).clone())
        .connect_timeout(CONNECT_PATIENCE)
        // A desk asks the office directly: a proxy set for the internet must not see it.
        .no_proxy();
    if let Some(patience) = patience {
        builder = builder.timeout(patience);
    }
    builder.build().map_err(|e| DeskError::Unreadable {
        detail: format!("the HTTP client could not start: {e}"),
    })
}

fn sent_error(address: &OfficeAddress, e: &reqwest::Error) -> DeskError {
    match CertificateChanged::in_error(e) {
        Some(changed) => DeskError::CertificateChanged(changed),
        None => unreachable(address, e),
    }
}

fn unreachable(address: &OfficeAddress, e: &reqwest::Error) -> DeskError {
    let mut detail = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(inner) = source {
        detail = format!("{detail}: {inner}");
        source = inner.source();
    }
    DeskError::Unreachable {
        address: address.clone(),
        detail,
    }
}

async fn read<T: DeserializeOwned>(answer: reqwest::Response) -> Result<T, DeskError> {
    if !answer.status().is_success() {
        return Err(refusal(answer).await);
    }
    let bytes = answer.bytes().await.map_err(|e| DeskError::Unreadable {
        detail: e.to_string(),
    })?;
    serde_json::from_slice(&bytes).map_err(|e| DeskError::Unreadable {
        detail: e.to_string(),
    })
}

async fn refusal(answer: reqwest::Response) -> DeskError {
    let status = answer.status();
    let body: Value = answer.json().await.unwrap_or(Value::Null);
    let error = &body["error"];
    DeskError::Refused {
        status: status.as_u16(),
        code: error["code"]
            .as_str()
            .map_or_else(|| default_code(status), str::to_owned),
        message: error["message"]
            .as_str()
            .unwrap_or("the office Pacer refused without saying why")
            .to_owned(),
        said: serde_json::from_value(error["said"].clone()).ok(),
    }
}

fn default_code(status: StatusCode) -> String {
    status
        .canonical_reason()
        .unwrap_or("refused")
        .to_lowercase()
        .replace(' ', "_")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_is_read_as_people_copy_it() {
        let read = |typed: &str| typed.parse::<OfficeAddress>().map(String::from);
        assert_eq!(
            read("https://192.168.1.20:8093").unwrap(),
            "https://192.168.1.20:8093"
        );
        assert_eq!(
            read(" 192.168.1.20:9000/ ").unwrap(),
            "https://192.168.1.20:9000"
        );
        assert_eq!(read("192.168.1.20").unwrap(), "https://192.168.1.20:8093");
        assert_eq!(
            read("HTTPS://office-pc.local").unwrap(),
            "https://office-pc.local:8093"
        );
        assert_eq!(read("[fe80::1]:8093").unwrap(), "https://[fe80::1]:8093");
        for refused in [
            "",
            "http://192.168.1.20:8093",
            "ftp://x",
            "https://192.168.1.20:8093/v1/stats",
            "https://user:pw@192.168.1.20",
            "192.168.1.20:99999",
            "https://",
            "a b",
        ] {
            let e = read(refused).expect_err(refused);
            assert_eq!(e.said().id, ids::DESK_NOT_AN_ADDRESS, "{refused}");
        }
    }

    #[test]
    fn events_are_read_from_blocks_whatever_the_chunks() {
        let stream = b": keep-alive\n\nid: 1\nevent: stats\ndata: {\"a\":1}\n\r\n\r\nevent: inbox\ndata: {\"b\":\ndata: 2}\n\n";
        // Fed one byte at a time, as the network may.
        let mut pending = Vec::new();
        let mut seen = Vec::new();
        for byte in stream {
            pending.push(*byte);
            while let Some(end) = find_blank_line(&pending) {
                let block: Vec<u8> = pending.drain(..end.after).collect();
                seen.extend(parse_event(&block[..end.at]));
            }
        }
        assert_eq!(
            seen,
            vec![
                PushEvent {
                    name: "stats".into(),
                    data: serde_json::json!({"a": 1})
                },
                PushEvent {
                    name: "inbox".into(),
                    data: serde_json::json!({"b": 2})
                },
            ]
        );
    }

    #[test]
    fn a_refusal_says_what_to_do() {
        let revoked = DeskError::Refused {
            status: 401,
            code: "revoked".into(),
            message: "withdrawn".into(),
            said: None,
        };
        assert_eq!(revoked.said().id, ids::SHARING_DESK_REVOKED);
        assert!(revoked.is_locked_out());
        let other = DeskError::Refused {
            status: 409,
            code: "campaign_state".into(),
            message: "It is already sending.".into(),
            said: None,
        };
        assert_eq!(other.said().id, ids::DESK_REFUSED);
        assert!(!other.is_locked_out());
        let gone = DeskError::Unreachable {
            address: "10.0.0.1".parse().unwrap(),
            detail: "refused".into(),
        };
        assert!(gone.is_unreachable());
        assert_eq!(
            gone.said().args.get("address"),
            Some(&pacer_words::Arg::Text("https://10.0.0.1:8093".into()))
        );
    }
}
