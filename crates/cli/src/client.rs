//! The office commands (`import`, `templates`, `campaign`, `report`) talk to the Pacer that is
//! running — `pacer serve`, `pacer demo` or the app — through its local API, so one process
//! owns the ledger and sends; a second one never sends the same message.
//!
//! On a desk (`docs/office.md`) the same commands talk to the office Pacer instead, over its
//! office listener: `--office` (PACER_OFFICE_URL) names it, the fingerprint `pacer desk pair`
//! showed is pinned (PACER_OFFICE_FINGERPRINT), and the desk's credential (PACER_DESK_CREDENTIAL,
//! from the environment only) takes the API key's place.

use anyhow::{Context, bail};
use clap::Args;
use pacer_engine::campaigns::{Campaign, Check};
use reqwest::{Method, StatusCode};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::demo;
use pacer_engine::sharing::{CertificateChanged, Fingerprint, pinned_client};

/// Where the running Pacer is. Its `Debug` leaves out the key.
#[derive(Clone, Args)]
pub struct Connection {
    /// The running Pacer's local API (`pacer serve --api-addr`).
    #[arg(
        long = "api",
        env = "PACER_API_URL",
        default_value = "http://127.0.0.1:8091",
        global = true
    )]
    pub url: String,
    /// The local API key (`pacer serve`'s PACER_API_KEY; when unset, the key `pacer demo`
    /// keeps in .pacer/api-key, if it runs from this folder).
    #[arg(
        long = "api-key",
        env = "PACER_API_KEY",
        hide_env_values = true,
        global = true
    )]
    pub key: Option<String>,
    /// The office Pacer, when this computer is a desk: its address as `pacer desk pair` showed
    /// it (https://192.168.1.20:8093). The desk's credential then goes in PACER_DESK_CREDENTIAL.
    #[arg(long = "office", env = "PACER_OFFICE_URL", global = true)]
    pub office: Option<String>,
    /// The office Pacer's certificate fingerprint, as `pacer desk pair` showed it: only that
    /// certificate is trusted.
    #[arg(
        long = "office-fingerprint",
        env = "PACER_OFFICE_FINGERPRINT",
        global = true
    )]
    pub office_fingerprint: Option<String>,
}

impl std::fmt::Debug for Connection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connection")
            .field("url", &self.url)
            .field("key", &self.key.as_ref().map(|_| "[redacted]"))
            .field("office", &self.office)
            .field("office_fingerprint", &self.office_fingerprint)
            .finish()
    }
}

/// The variable a desk's credential is read from (never a flag: `ps` shows flags).
pub const DESK_CREDENTIAL: &str = "PACER_DESK_CREDENTIAL";

/// A client that trusts exactly the office Pacer's certificate with `fingerprint`.
pub fn pinned_http(fingerprint: &str) -> anyhow::Result<reqwest::Client> {
    let pinned: Fingerprint = fingerprint.parse().map_err(|e| {
        anyhow::anyhow!(
            "--office-fingerprint {fingerprint:?}: {e}; copy it as `pacer desk pair` or the office Pacer's Settings → Share with the office shows it"
        )
    })?;
    let tls = pinned_client(pinned).context("cannot set up TLS for the office Pacer")?;
    reqwest::Client::builder()
        .tls_backend_preconfigured((*tls).clone())
        .timeout(std::time::Duration::from_secs(600))
        .build()
        .context("cannot start an HTTP client")
}

/// A client of the local API.
pub struct Client {
    http: reqwest::Client,
    base: String,
    key: String,
    /// Whether `base` is an office Pacer reached as a desk (its refusals read differently).
    desk: bool,
}

/// A file the API answered with.
pub struct Download {
    /// The bytes.
    pub bytes: Vec<u8>,
    /// The name the API suggests.
    pub file_name: Option<String>,
}

impl Client {
    pub fn new(connection: &Connection) -> anyhow::Result<Client> {
        if let Some(office) = &connection.office {
            let fingerprint = connection.office_fingerprint.as_deref().context(
                "--office needs --office-fingerprint (PACER_OFFICE_FINGERPRINT): the fingerprint `pacer desk pair` showed, so that only the office Pacer is trusted",
            )?;
            let key = std::env::var(DESK_CREDENTIAL)
                .ok()
                .map(|k| k.trim().to_owned())
                .filter(|k| !k.is_empty())
                .with_context(|| format!(
                    "{DESK_CREDENTIAL} is not set: set it to the credential `pacer desk pair` printed (secrets are read from the environment only, never from flags)"
                ))?;
            return Ok(Client {
                http: pinned_http(fingerprint)?,
                base: office.trim_end_matches('/').to_owned(),
                key,
                desk: true,
            });
        }
        let http = reqwest::Client::builder()
            .timeout(std::time::Duration::from_secs(600))
            .build()
            .context("cannot start an HTTP client")?;
        let key = match &connection.key {
            Some(key) => key.clone(),
            // Without a key the API answers 401, and the error says where to find one.
            None => demo::key::saved(&demo::default_folder())
                .ok()
                .flatten()
                .unwrap_or_default(),
        };
        Ok(Client {
            http,
            base: connection.url.trim_end_matches('/').to_owned(),
            key,
            desk: false,
        })
    }

    async fn send(
        &self,
        method: Method,
        path: &str,
        body: Option<&impl Serialize>,
    ) -> anyhow::Result<reqwest::Response> {
        let mut request = self
            .http
            .request(method, format!("{}{path}", self.base))
            .bearer_auth(&self.key);
        if let Some(body) = body {
            request = request.json(body);
        }
        self.answer(request).await
    }

    /// Sends `request` and turns a refusal into its words.
    async fn answer(&self, request: reqwest::RequestBuilder) -> anyhow::Result<reqwest::Response> {
        let response = request.send().await.map_err(|e| {
            if let Some(changed) = CertificateChanged::in_error(&e) {
                anyhow::anyhow!("{}", changed.said())
            } else if self.desk && (e.is_connect() || e.is_timeout()) {
                anyhow::anyhow!(
                    "The office Pacer cannot be reached at {}: check that this computer is on the office network and that the office Pacer is running, then try again.",
                    self.base
                )
            } else if e.is_connect() {
                anyhow::anyhow!(
                    "Pacer is not running at {}: start it with `pacer serve` (or `make run` for the demo, or open the app), then try again.",
                    self.base
                )
            } else if e.is_timeout() {
                anyhow::anyhow!("Pacer at {} did not answer in time; it may be busy. Try again.", self.base)
            } else {
                anyhow::anyhow!("cannot reach Pacer at {}: {e}", self.base)
            }
        })?;
        if response.status().is_success() {
            return Ok(response);
        }
        let status = response.status();
        let bytes = response.bytes().await.unwrap_or_default();
        // Read twice: a check that could not be read must not lose the message.
        let ErrorBody { error } = serde_json::from_slice(&bytes).unwrap_or_default();
        let check = serde_json::from_slice::<CheckBody>(&bytes)
            .ok()
            .and_then(|body| body.error.check);
        let problems = serde_json::from_slice::<ProblemsBody>(&bytes)
            .map(|body| body.error.problems)
            .unwrap_or_default();
        let message = error
            .message
            .unwrap_or_else(|| "no explanation given".to_owned());
        if self.desk && matches!(status, StatusCode::UNAUTHORIZED | StatusCode::FORBIDDEN) {
            // The office Pacer says why in words: not paired, revoked, not this desk's role.
            bail!("{message}");
        }
        if status == StatusCode::UNAUTHORIZED {
            bail!(
                "Pacer at {} refused the API key: set PACER_API_KEY (or --api-key) to the key it was started with (`pacer demo` prints its key and keeps it in {}).",
                self.base,
                demo::key::path(&demo::default_folder()).display()
            );
        }
        Err(ApiFailure {
            message,
            code: error.code,
            field: error.field,
            check,
            problems,
        }
        .into())
    }

    /// GET a JSON answer, read as `T` (the engine's own type for it).
    pub async fn get<T: DeserializeOwned>(&self, path: &str) -> anyhow::Result<T> {
        read(self.send(Method::GET, path, None::<&()>).await?).await
    }

    /// POST JSON, read the answer as `T`.
    pub async fn post<T: DeserializeOwned>(
        &self,
        path: &str,
        body: &impl Serialize,
    ) -> anyhow::Result<T> {
        read(self.send(Method::POST, path, Some(body)).await?).await
    }

    /// PUT JSON, read the answer as `T`.
    pub async fn put<T: DeserializeOwned>(
        &self,
        path: &str,
        body: &impl Serialize,
    ) -> anyhow::Result<T> {
        read(self.send(Method::PUT, path, Some(body)).await?).await
    }

    /// DELETE, read the answer as `T`.
    pub async fn delete<T: DeserializeOwned>(&self, path: &str) -> anyhow::Result<T> {
        read(self.send(Method::DELETE, path, None::<&()>).await?).await
    }

    /// POST a multipart form (a file upload), read JSON. The file parts stream from disk.
    pub async fn upload(
        &self,
        path: &str,
        form: reqwest::multipart::Form,
    ) -> anyhow::Result<Value> {
        let request = self
            .http
            .post(format!("{}{path}", self.base))
            .bearer_auth(&self.key)
            .multipart(form);
        read(self.answer(request).await?).await
    }

    /// GET a file.
    pub async fn download(&self, path: &str) -> anyhow::Result<Download> {
        let response = self.send(Method::GET, path, None::<&()>).await?;
        let file_name = response
            .headers()
            .get(reqwest::header::CONTENT_DISPOSITION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split("filename=\"").nth(1))
            .and_then(|v| v.split('"').next())
            .map(str::to_owned);
        let bytes = response
            .bytes()
            .await
            .context("the download stopped")?
            .to_vec();
        Ok(Download { bytes, file_name })
    }

    /// A campaign's id from its id or its exact name.
    pub async fn campaign_id(&self, id_or_name: &str) -> anyhow::Result<String> {
        if id_or_name.starts_with("cmp_") {
            return Ok(id_or_name.to_owned());
        }
        let campaigns: Vec<Campaign> = self.get("/v1/campaigns").await?;
        let matches: Vec<&Campaign> = campaigns
            .iter()
            .filter(|c| c.spec.name == id_or_name)
            .collect();
        match matches.as_slice() {
            [one] => Ok(one.id.clone()),
            [] => bail!("There is no campaign \"{id_or_name}\". `pacer campaign list` shows them."),
            several => bail!(
                "{} campaigns are called \"{id_or_name}\"; give the id instead ({}).",
                several.len(),
                several
                    .iter()
                    .map(|c| c.id.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }
}

/// Reads an answer as `T`: an answer of another shape (a Pacer of another version) is an
/// error, never zeros and blanks.
async fn read<T: DeserializeOwned>(response: reqwest::Response) -> anyhow::Result<T> {
    let bytes = response.bytes().await.context("Pacer's answer stopped")?;
    serde_json::from_slice(&bytes).context(
        "Pacer's answer could not be read: is the running Pacer the same version as this `pacer`?",
    )
}

/// A refusal's body: `{"error": {"code", "message", "field"?, …}}`.
#[derive(Debug, Default, Deserialize)]
struct ErrorBody {
    #[serde(default)]
    error: ErrorDetail,
}

#[derive(Debug, Default, Deserialize)]
struct ErrorDetail {
    #[serde(default)]
    code: Option<String>,
    #[serde(default)]
    message: Option<String>,
    #[serde(default)]
    field: Option<String>,
}

/// A refusal's check, when a launch was refused for recipients' problems.
#[derive(Debug, Deserialize)]
struct CheckBody {
    error: CheckDetail,
}

#[derive(Debug, Deserialize)]
struct CheckDetail {
    #[serde(default)]
    check: Option<Box<Check>>,
}

/// A refused template draft's problems (`draft_has_problems`).
#[derive(Debug, Default, Deserialize)]
struct ProblemsBody {
    error: ProblemsDetail,
}

#[derive(Debug, Default, Deserialize)]
struct ProblemsDetail {
    #[serde(default)]
    problems: Vec<Problem>,
}

/// One problem of a refused request, on one field.
#[derive(Debug, Clone, Deserialize)]
pub struct Problem {
    /// The field (`body`, `buttons[2]` …).
    pub field: String,
    /// What is wrong and what to do.
    pub message: String,
}

/// The API said no; its words are the error.
#[derive(Debug)]
pub struct ApiFailure {
    /// What it said.
    pub message: String,
    /// Its code (`campaign_has_problems`, `not_found` …).
    pub code: Option<String>,
    /// The request's field at fault, if one is.
    pub field: Option<String>,
    /// The check, when a launch was refused for recipients' problems.
    pub check: Option<Box<Check>>,
    /// Each problem, when a template draft was refused.
    pub problems: Vec<Problem>,
}

impl std::fmt::Display for ApiFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)?;
        if let Some(field) = &self.field {
            write!(f, " (field: {field})")?;
        }
        for problem in &self.problems {
            write!(f, "\n  {}: {}", problem.field, problem.message)?;
        }
        Ok(())
    }
}

impl std::error::Error for ApiFailure {}

/// Prints rows as aligned columns under a header.
pub fn table(header: &[&str], rows: &[Vec<String>]) {
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for row in rows {
        for (i, cell) in row.iter().enumerate() {
            if let Some(w) = widths.get_mut(i) {
                *w = (*w).max(cell.chars().count());
            }
        }
    }
    let line = |cells: Vec<String>| {
        let text: Vec<String> = cells
            .iter()
            .enumerate()
            .map(|(i, c)| format!("{c:<width$}", width = widths.get(i).copied().unwrap_or(0)))
            .collect();
        println!("{}", text.join("  ").trim_end());
    };
    line(header.iter().map(|h| (*h).to_owned()).collect());
    for row in rows {
        line(row.clone());
    }
}

#[cfg(test)]
mod tests {
    use super::Connection;

    #[test]
    fn a_connection_prints_without_its_api_key() {
        let connection = Connection {
            url: "http://127.0.0.1:8091".into(),
            key: Some("api-key-Probe-43".into()),
            office: Some("https://192.168.1.20:8093".into()),
            office_fingerprint: None,
        };
        let shown = format!("{connection:?}");
        assert!(
            !shown.contains("Probe-43") && shown.contains("[redacted]"),
            "a printed Connection never shows the API key: {shown}"
        );
    }
}
