//! `pacer serve` as the soak runs it: a child process on a fixed data folder and fixed ports,
//! killed with SIGKILL and started again on the same ledger.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use anyhow::{Context, bail};
use tokio::process::{Child, Command};
use tokio::time::Instant;

/// How `pacer serve` is started each time. Its `Debug` leaves out the secrets.
#[derive(Clone)]
pub struct ServeSettings {
    /// The `pacer` binary.
    pub program: PathBuf,
    /// The ledger.
    pub db: PathBuf,
    /// The simulator's Graph URL.
    pub graph_url: String,
    /// Phone number and WABA ids.
    pub phone_number_id: String,
    /// The WABA (templates for campaigns).
    pub waba_id: String,
    /// The simulator's token and app secret.
    pub access_token: String,
    /// Signs webhooks.
    pub app_secret: String,
    /// The local API's key.
    pub api_key: String,
    /// Local API and webhook receiver addresses.
    pub api_addr: String,
    /// The webhook receiver.
    pub webhook_addr: String,
    /// Messages per second.
    pub mps: u32,
    /// Real seconds per Pacer second.
    pub time_scale: f64,
    /// Reconciliation window (Pacer seconds).
    pub reconcile_after_s: f64,
    /// Request timeout (real seconds).
    pub request_timeout_s: f64,
    /// Where its standard error goes (appended across restarts).
    pub log: PathBuf,
}

/// Everything but the access token, the app secret and the API key; fields added later stay
/// hidden until listed here.
impl std::fmt::Debug for ServeSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ServeSettings")
            .field("program", &self.program)
            .field("db", &self.db)
            .field("graph_url", &self.graph_url)
            .field("phone_number_id", &self.phone_number_id)
            .field("waba_id", &self.waba_id)
            .field("access_token", &"[redacted]")
            .field("app_secret", &"[redacted]")
            .field("api_key", &"[redacted]")
            .field("api_addr", &self.api_addr)
            .field("webhook_addr", &self.webhook_addr)
            .field("mps", &self.mps)
            .field("time_scale", &self.time_scale)
            .field("reconcile_after_s", &self.reconcile_after_s)
            .field("request_timeout_s", &self.request_timeout_s)
            .field("log", &self.log)
            .finish_non_exhaustive()
    }
}

/// The running (or dead) `pacer serve`.
#[derive(Debug)]
pub struct ServeProcess {
    settings: ServeSettings,
    child: Option<Child>,
    /// Times it was started.
    pub starts: u32,
    /// Times it exited without being told to (neither SIGKILL nor SIGTERM from the soak).
    pub crashes: Vec<String>,
}

impl ServeProcess {
    /// Not started yet.
    pub fn new(settings: ServeSettings) -> Self {
        Self {
            settings,
            child: None,
            starts: 0,
            crashes: Vec::new(),
        }
    }

    /// The local API's base URL.
    pub fn api_url(&self) -> String {
        format!("http://{}", self.settings.api_addr)
    }

    /// Starts it and waits until its local API answers.
    pub async fn start(&mut self) -> anyhow::Result<()> {
        let s = &self.settings;
        let mut log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&s.log)
            .with_context(|| format!("cannot open {}", s.log.display()))?;
        {
            use std::io::Write as _;
            writeln!(log, "--- pacer serve, start {} ---", self.starts + 1)?;
        }
        let child = Command::new(&s.program)
            .arg("serve")
            .args(["--phone-number-id", &s.phone_number_id])
            .args(["--waba-id", &s.waba_id])
            .args(["--graph-url", &s.graph_url])
            .arg("--db")
            .arg(&s.db)
            .args(["--api-addr", &s.api_addr])
            .args(["--webhook-addr", &s.webhook_addr])
            .args(["--mps", &s.mps.to_string()])
            .args(["--tier", "unlimited"])
            .args(["--reconcile-after-s", &s.reconcile_after_s.to_string()])
            .args(["--request-timeout-s", &s.request_timeout_s.to_string()])
            .args(["--tunnel", "off"])
            .env("PACER_ACCESS_TOKEN", &s.access_token)
            .env("PACER_APP_SECRET", &s.app_secret)
            .env("PACER_API_KEY", &s.api_key)
            .env("PACER_TIME_SCALE", s.time_scale.to_string())
            // PACER_SOAK_SERVE_LOG="warn,pacer_engine::dispatcher=trace" logs every request as
            // it leaves, to tell Pacer's timing from the simulator's.
            .env(
                "PACER_LOG",
                std::env::var("PACER_SOAK_SERVE_LOG").unwrap_or_else(|_| "warn".into()),
            )
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::from(log))
            .kill_on_drop(true)
            .spawn()
            .with_context(|| format!("cannot start {}", s.program.display()))?;
        self.child = Some(child);
        self.starts += 1;
        self.ready().await
    }

    async fn ready(&mut self) -> anyhow::Result<()> {
        let http = reqwest::Client::builder()
            .timeout(Duration::from_secs(2))
            .build()?;
        let url = format!("{}/v1/stats", self.api_url());
        let deadline = Instant::now() + Duration::from_secs(60);
        while Instant::now() < deadline {
            if let Some(status) = self.exited()? {
                bail!(
                    "pacer serve exited while starting ({status}); see {}",
                    self.settings.log.display()
                );
            }
            if let Ok(answer) = http
                .get(&url)
                .bearer_auth(&self.settings.api_key)
                .send()
                .await
                && answer.status().is_success()
            {
                return Ok(());
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        bail!("pacer serve did not answer within 60 s of starting")
    }

    /// `Some(status)` if the process has exited.
    fn exited(&mut self) -> anyhow::Result<Option<std::process::ExitStatus>> {
        match self.child.as_mut() {
            Some(child) => Ok(child.try_wait()?),
            None => Ok(None),
        }
    }

    /// If it died on its own since the last look, says so, records it and starts it again.
    pub async fn revive_if_dead(&mut self) -> anyhow::Result<()> {
        if let Some(status) = self.exited()? {
            self.crashes.push(format!(
                "pacer serve exited by itself ({status}) after start {}",
                self.starts
            ));
            self.child = None;
            self.start().await?;
        }
        Ok(())
    }

    /// SIGKILL, and waits until it is gone.
    pub async fn kill(&mut self) -> anyhow::Result<()> {
        self.revive_if_dead().await?;
        if let Some(mut child) = self.child.take() {
            child.kill().await.context("SIGKILL pacer serve")?;
        }
        Ok(())
    }

    /// SIGTERM (a graceful stop); true when it exited cleanly within a minute.
    pub async fn stop(&mut self) -> anyhow::Result<bool> {
        let Some(mut child) = self.child.take() else {
            return Ok(false);
        };
        let Some(pid) = child.id() else {
            return Ok(false);
        };
        // The workspace forbids unsafe code, so the signal goes through kill(1).
        let sent = Command::new("kill")
            .args(["-TERM", &pid.to_string()])
            .status()
            .await
            .context("run kill -TERM")?;
        if !sent.success() {
            bail!("kill -TERM {pid} failed");
        }
        match tokio::time::timeout(Duration::from_secs(60), child.wait()).await {
            Ok(status) => Ok(status?.success()),
            Err(_) => {
                child.kill().await?;
                Ok(false)
            }
        }
    }

    /// The log's lines that report a panic.
    pub fn panics(&self) -> Vec<String> {
        std::fs::read_to_string(&self.settings.log)
            .unwrap_or_default()
            .lines()
            .filter(|l| l.contains("panicked"))
            .map(str::to_owned)
            .collect()
    }
}

#[cfg(test)]
mod redaction_tests {
    use std::path::PathBuf;

    use super::ServeSettings;

    #[test]
    fn the_soaks_serve_settings_print_without_secrets() {
        let settings = ServeSettings {
            program: PathBuf::from("pacer"),
            db: PathBuf::from("pacer.db"),
            graph_url: "http://127.0.0.1:8090".into(),
            phone_number_id: "1".into(),
            waba_id: "2".into(),
            access_token: "access-Probe-45".into(),
            app_secret: "secret-Probe-46".into(),
            api_key: "key-Probe-47".into(),
            api_addr: "127.0.0.1:8091".into(),
            webhook_addr: "127.0.0.1:8092".into(),
            mps: 80,
            time_scale: 1.0,
            reconcile_after_s: 900.0,
            request_timeout_s: 30.0,
            log: PathBuf::from("serve.log"),
        };
        let shown = format!("{settings:?}");
        for probe in ["Probe-45", "Probe-46", "Probe-47"] {
            assert!(
                !shown.contains(probe),
                "printed soak settings never show a secret: {shown}"
            );
        }
    }
}
