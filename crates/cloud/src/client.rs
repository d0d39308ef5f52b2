//! The Graph API client: configuration, the access token, URLs, and the one place a request
//! is executed and its answer read.
//!
//! Each endpoint lives in its domain module (`messages`, `templates`, `phone`, `media`,
//! `webhook_override`) as an `impl GraphClient` block built on the plumbing here. The base URL
//! is configurable so every test and benchmark can point the client at the simulator
//! (`docs/sending.md#local-api-and-headless-binary`, `#simulator-and-demo-mode`).

use std::fmt;
use std::time::{Duration, Instant};

use bytes::{Bytes, BytesMut};
use reqwest::header::{AUTHORIZATION, HeaderValue};
use reqwest::{Method, RequestBuilder};
use serde::de::DeserializeOwned;
use url::Url;

use crate::failures::GraphError;
use crate::meta_error::MetaError;
use crate::transport::{self, Reach, Stage, TransportFailure, TransportKind};

/// Meta's Graph API host.
pub const DEFAULT_BASE_URL: &str = "https://graph.facebook.com";
/// The Graph API version used unless configured (`docs/meta-cloud-api.md#endpoint-auth-and-versions` recommends pinning v24.0 or
/// v25.0).
pub const DEFAULT_API_VERSION: &str = "v25.0";
/// Whole-request timeout used unless configured.
pub const DEFAULT_REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// Connect timeout used unless configured.
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// Longest body excerpt kept in an error.
pub const BODY_EXCERPT_LIMIT: usize = 512;
/// Largest answer body read (a page of 100 templates is far below this).
const MAX_ANSWER_BYTES: usize = 16 * 1024 * 1024;
/// What secrets are replaced with in texts.
const REDACTED: &str = "[redacted]";

/// The Graph API access token. Its `Debug` and `Display` print `[redacted]`, so it cannot leak
/// through logs or error messages by formatting.
#[derive(Clone, PartialEq, Eq)]
pub struct AccessToken(String);

impl AccessToken {
    /// Wraps a token.
    pub fn new(token: impl Into<String>) -> Self {
        AccessToken(token.into())
    }

    /// The token itself, for the `Authorization` header only.
    pub(crate) fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for AccessToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(REDACTED)
    }
}

impl fmt::Display for AccessToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(REDACTED)
    }
}

impl From<String> for AccessToken {
    fn from(token: String) -> Self {
        AccessToken(token)
    }
}

impl From<&str> for AccessToken {
    fn from(token: &str) -> Self {
        AccessToken(token.to_owned())
    }
}

/// How to reach the Graph API.
#[derive(Debug, Clone)]
pub struct GraphConfig {
    /// Scheme, host and optional path prefix, with or without a trailing slash
    /// (default [`DEFAULT_BASE_URL`]; the simulator's address in tests).
    pub base_url: String,
    /// Path segment of the API version (default [`DEFAULT_API_VERSION`]).
    pub api_version: String,
    /// System-user access token, sent as `Authorization: Bearer`.
    pub access_token: AccessToken,
    /// Whole-request timeout (default 30 s). A send that times out after connecting is in
    /// doubt.
    pub request_timeout: Duration,
    /// Connect timeout (default 10 s). A send that times out connecting was not sent.
    pub connect_timeout: Duration,
}

impl GraphConfig {
    /// Meta's defaults with this token.
    pub fn new(access_token: impl Into<AccessToken>) -> Self {
        GraphConfig {
            base_url: DEFAULT_BASE_URL.to_owned(),
            api_version: DEFAULT_API_VERSION.to_owned(),
            access_token: access_token.into(),
            request_timeout: DEFAULT_REQUEST_TIMEOUT,
            connect_timeout: DEFAULT_CONNECT_TIMEOUT,
        }
    }
}

/// Why a [`GraphClient`] could not be built from a [`GraphConfig`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    /// The base URL is not an `http`/`https` URL usable as a prefix.
    #[error("the Graph API base URL `{url}` cannot be used: {reason}")]
    BaseUrl {
        /// The URL as configured.
        url: String,
        /// Why.
        reason: String,
    },
    /// The API version is empty or not a single path segment.
    #[error(
        "the Graph API version `{0}` cannot be used: expected one path segment such as `v25.0`"
    )]
    ApiVersion(String),
    /// The access token is empty.
    #[error("the access token is empty")]
    EmptyToken,
    /// The access token has characters that cannot go into an HTTP header.
    #[error("the access token contains characters that cannot be sent in an HTTP header")]
    TokenNotHeaderSafe,
    /// The HTTP client could not start (TLS setup).
    #[error("the HTTP client could not start: {0}")]
    HttpClient(String),
}

/// Typed client for the Graph API endpoints Pacer uses. Cheap to clone (one connection pool).
#[derive(Clone)]
pub struct GraphClient {
    http: reqwest::Client,
    /// (request, connect) timeouts, to build another pool like this one.
    timeouts: (Duration, Duration),
    base: Url,
    api_version: String,
    authorization: HeaderValue,
    token: AccessToken,
}

impl fmt::Debug for GraphClient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GraphClient")
            .field("base", &self.base.as_str())
            .field("api_version", &self.api_version)
            .field("token", &self.token)
            .finish_non_exhaustive()
    }
}

/// An answer whose head arrived; the body may still have failed to arrive.
#[derive(Debug)]
pub(crate) struct Answer {
    pub(crate) status: u16,
    pub(crate) body: Result<Bytes, TransportFailure>,
}

fn http_client((request, connect): (Duration, Duration)) -> Result<reqwest::Client, ConfigError> {
    reqwest::Client::builder()
        .timeout(request)
        .connect_timeout(connect)
        .user_agent(concat!("pacer/", env!("CARGO_PKG_VERSION")))
        // Retrying is the engine's decision: only it knows whether a request was in doubt.
        .retry(reqwest::retry::never())
        // The Graph API does not redirect; following one would resend a message body to a
        // place nobody configured. A 3xx comes back as the network answering in Meta's place.
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .map_err(|error| ConfigError::HttpClient(error.to_string()))
}

impl GraphClient {
    /// Builds a client. Fails on an unusable base URL, version or token; nothing is sent.
    pub fn new(config: GraphConfig) -> Result<GraphClient, ConfigError> {
        let base = parse_base_url(&config.base_url)?;
        let api_version = config.api_version.trim().to_owned();
        if api_version.is_empty()
            || api_version.contains(['/', '?', '#'])
            || api_version.contains(char::is_whitespace)
        {
            return Err(ConfigError::ApiVersion(config.api_version));
        }
        let token = config.access_token;
        if token.expose().trim().is_empty() {
            return Err(ConfigError::EmptyToken);
        }
        let mut authorization = HeaderValue::from_str(&format!("Bearer {}", token.expose()))
            .map_err(|_| ConfigError::TokenNotHeaderSafe)?;
        authorization.set_sensitive(true);
        let timeouts = (config.request_timeout, config.connect_timeout);
        Ok(GraphClient {
            http: http_client(timeouts)?,
            timeouts,
            base,
            api_version,
            authorization,
            token,
        })
    }

    /// The same client with a connection pool of its own. A connection's reading and writing
    /// run on the runtime that opened it, so a caller whose requests must leave from its own
    /// thread (the engine's sends) opens its connections there, never sharing one opened on
    /// a busier runtime.
    pub fn with_own_connections(&self) -> Result<GraphClient, ConfigError> {
        Ok(GraphClient {
            http: http_client(self.timeouts)?,
            ..self.clone()
        })
    }

    /// The base URL requests are built on.
    pub fn base_url(&self) -> &Url {
        &self.base
    }

    /// The API version path segment.
    pub fn api_version(&self) -> &str {
        &self.api_version
    }

    /// `{base}/{version}/{node}[/{edge}]`. Each part is one percent-encoded path segment, so an
    /// id can never change the path's shape.
    pub(crate) fn node_url(&self, node: &str, edge: Option<&str>) -> Url {
        let mut url = self.base.clone();
        // `parse_base_url` refused URLs that cannot be a base, so this always succeeds.
        if let Ok(mut segments) = url.path_segments_mut() {
            segments.pop_if_empty().push(&self.api_version).push(node);
            if let Some(edge) = edge {
                segments.push(edge);
            }
        }
        url
    }

    /// A request with the bearer token.
    pub(crate) fn request(&self, method: Method, url: Url) -> RequestBuilder {
        self.http
            .request(method, url)
            .header(AUTHORIZATION, self.authorization.clone())
    }

    /// Sends a request and reads its answer (bounded). Errors before the answer's head are
    /// transport failures split by [`Reach`]; a body that fails to arrive is kept in
    /// [`Answer::body`] so callers can still use the status.
    pub(crate) async fn execute(
        &self,
        request: RequestBuilder,
    ) -> Result<Answer, TransportFailure> {
        let started = Instant::now();
        let mut response = match request.send().await {
            Ok(response) => response,
            Err(error) => {
                let failure =
                    transport::from_reqwest(&error, Stage::Exchange, |text| self.scrub(text));
                tracing::debug!(kind = ?failure.kind(), reach = ?failure.reach(), "graph request failed");
                return Err(failure);
            }
        };
        let status = response.status().as_u16();
        let path = response.url().path().to_owned();
        let mut body = BytesMut::new();
        let body = loop {
            match response.chunk().await {
                Ok(Some(chunk)) if body.len() + chunk.len() > MAX_ANSWER_BYTES => {
                    break Err(TransportFailure::new(
                        Reach::InDoubt,
                        TransportKind::AnswerTooLarge,
                        format!("HTTP {status} answer larger than {MAX_ANSWER_BYTES} bytes"),
                    ));
                }
                Ok(Some(chunk)) => body.extend_from_slice(&chunk),
                Ok(None) => break Ok(body.freeze()),
                Err(error) => {
                    break Err(transport::from_reqwest(
                        &error,
                        Stage::ReadingBody,
                        |text| self.scrub(text),
                    ));
                }
            }
        };
        tracing::debug!(%path, status, elapsed_ms = started.elapsed().as_millis() as u64, "graph answer");
        Ok(Answer { status, body })
    }

    /// Executes a non-send request and reads a 2xx answer as `T`; anything else becomes the
    /// matching [`GraphError`].
    pub(crate) async fn call<T: DeserializeOwned>(
        &self,
        request: RequestBuilder,
        what: &'static str,
    ) -> Result<T, GraphError> {
        let answer = self.execute(request).await.map_err(GraphError::Transport)?;
        let body = self.success_body(answer, "")?;
        serde_json::from_slice(&body).map_err(|error| GraphError::Decode {
            what,
            detail: self.scrub(&error.to_string()),
        })
    }

    /// The body of a 2xx answer, or the error a non-2xx answer stands for. `other_secret`
    /// (e.g. a verify token that was sent) is removed from excerpts like the access token.
    pub(crate) fn success_body(
        &self,
        answer: Answer,
        other_secret: &str,
    ) -> Result<Bytes, GraphError> {
        let status = answer.status;
        match answer.body {
            Ok(body) if (200..300).contains(&status) => Ok(body),
            Ok(body) => Err(match MetaError::from_http_body(&body) {
                Ok(error) => GraphError::Api {
                    error: Box::new(self.scrub_meta_error(error, other_secret)),
                    http_status: status,
                },
                Err(_) => GraphError::Unexpected {
                    http_status: status,
                    body_excerpt: self.excerpt_hiding(&body, other_secret),
                },
            }),
            Err(failure) if (200..300).contains(&status) => Err(GraphError::Transport(failure)),
            Err(failure) => Err(GraphError::Unexpected {
                http_status: status,
                body_excerpt: format!("(body unreadable: {failure})"),
            }),
        }
    }

    /// Removes the access token (and `other_secret`) from every text of a Meta error. Meta is
    /// not known to echo tokens, but an error is shown and logged (`Debug` too), so no field of
    /// it is trusted.
    pub(crate) fn scrub_meta_error(&self, mut error: MetaError, other_secret: &str) -> MetaError {
        let scrub = |text: &mut String| {
            *text = scrub_secret(&self.scrub(text), other_secret);
        };
        scrub(&mut error.message);
        for text in [
            &mut error.title,
            &mut error.details,
            &mut error.user_title,
            &mut error.user_message,
            &mut error.error_type,
            &mut error.fbtrace_id,
            &mut error.href,
        ]
        .into_iter()
        .flatten()
        {
            scrub(text);
        }
        error
    }

    /// Removes the access token from a text that may echo what was sent.
    pub(crate) fn scrub(&self, text: &str) -> String {
        scrub_secret(text, self.token.expose())
    }

    /// A bounded, token-free excerpt of a body for an error message.
    pub(crate) fn excerpt(&self, body: &[u8]) -> String {
        self.excerpt_hiding(body, "")
    }

    /// Like [`GraphClient::excerpt`], also removing `other_secret`.
    pub(crate) fn excerpt_hiding(&self, body: &[u8], other_secret: &str) -> String {
        excerpt(body, &[self.token.expose(), other_secret])
    }
}

/// Replaces every occurrence of `secret` in `text`.
pub(crate) fn scrub_secret(text: &str, secret: &str) -> String {
    if secret.is_empty() {
        text.to_owned()
    } else {
        text.replace(secret, REDACTED)
    }
}

/// At most [`BODY_EXCERPT_LIMIT`] bytes of `body` as text, with every secret removed.
///
/// The whole body is scrubbed before it is cut (bodies are bounded by the answer size limit and
/// this only runs on failures). Cutting first and scrubbing a window would not be safe: a
/// secret lying across the window's end escapes the scrub, and replacements earlier in the
/// window pull its visible part into the kept bytes.
pub(crate) fn excerpt(body: &[u8], secrets: &[&str]) -> String {
    let mut text = String::from_utf8_lossy(body).into_owned();
    for secret in secrets {
        text = scrub_secret(&text, secret);
    }
    let text = text.trim();
    if text.len() <= BODY_EXCERPT_LIMIT {
        return text.to_owned();
    }
    let mut end = BODY_EXCERPT_LIMIT;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}

fn parse_base_url(raw: &str) -> Result<Url, ConfigError> {
    let refuse = |reason: &str| ConfigError::BaseUrl {
        url: raw.to_owned(),
        reason: reason.to_owned(),
    };
    let url = Url::parse(raw.trim()).map_err(|error| refuse(&error.to_string()))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(refuse("the scheme must be http or https"));
    }
    if url.cannot_be_a_base() {
        return Err(refuse("it cannot be used as a base for paths"));
    }
    if !url.username().is_empty() || url.password().is_some() {
        // The URL itself holds a secret here, so it is not repeated in the error.
        return Err(ConfigError::BaseUrl {
            url: format!("{}://…@{}", url.scheme(), url.host_str().unwrap_or("")),
            reason: "credentials in the URL are not supported; the token is sent as a header"
                .to_owned(),
        });
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err(refuse(
            "a query or fragment cannot be combined with API paths",
        ));
    }
    Ok(url)
}
