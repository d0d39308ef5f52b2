//! What the app holds while it runs: the data folder, the settings, the keyring, and the
//! engine (a [`Runtime`]) once it has started. Commands read it through Tauri's managed state.

use std::path::PathBuf;
use std::sync::Arc;

use pacer_words::{Said, ids};
use serde::Serialize;
use tokio::sync::{Mutex, RwLock};

use std::sync::OnceLock;

use crate::chosen::{Chosen, OwnFiles};
use crate::demo::Samples;
use crate::desk::{DeskRuntime, DeskView, Emit, OfficeLink};
use crate::runtime::{self, Runtime, StartError};
use crate::secrets::{self, SecretStore};
use crate::settings::{Mode, Settings};

/// The app's state. Its `Debug` leaves out the local API's key.
pub struct AppState {
    /// The app's data folder (databases, settings, logs, demo files).
    pub data_dir: PathBuf,
    /// The settings (saved on every change).
    pub settings: RwLock<Settings>,
    /// The keyring.
    pub secrets: Arc<dyn SecretStore>,
    /// The engine, once started; `None` while starting, switching or after a failed start.
    pub runtime: RwLock<Option<Runtime>>,
    /// Why the engine is not running (or what else is wrong with it), as a catalogue message:
    /// [`AppInfo`] gives its English and the message itself.
    pub problem: RwLock<Option<Said>>,
    /// The local API's key (read from the keyring at the first start).
    pub api_key: RwLock<String>,
    /// Serialises starts and stops.
    pub switching: Mutex<()>,
    /// What the person picked in Pacer's dialogs this session (the only files the window may
    /// name), and the addresses they agreed to send the stored token to.
    pub chosen: Chosen,
    /// The office Pacer this PC works through, when it is a desk (then `runtime` is `None`).
    pub desk: RwLock<Option<DeskRuntime>>,
    /// How the desk tells the window what the office pushed (set once the window exists).
    window: OnceLock<Emit>,
    /// The window's language (its tag, as Settings → Language chose it), for the few words
    /// Pacer shows outside the window: a native dialog's title. `None`: English.
    pub language: std::sync::RwLock<Option<String>>,
}

/// Shows the folder, the store and the engine, never the local API's key; fields added later
/// stay hidden until listed here.
impl std::fmt::Debug for AppState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppState")
            .field("data_dir", &self.data_dir)
            .field("settings", &self.settings)
            .field("secrets", &self.secrets)
            .field("runtime", &self.runtime)
            .field("desk", &self.desk)
            .field("problem", &self.problem)
            .field("api_key", &"[redacted]")
            .finish_non_exhaustive()
    }
}

/// What the window shows about the app itself.
#[derive(Clone, Serialize, ts_rs::TS)]
pub struct AppInfo {
    /// Demo or live.
    pub mode: Mode,
    /// True while the engine runs.
    pub running: bool,
    /// Why it does not run, in words.
    pub problem: Option<String>,
    /// `problem` as a catalogue message: the window shows it in the person's language.
    pub problem_said: Option<Said>,
    /// Pacer's version.
    pub version: String,
    /// The data folder.
    pub data_dir: String,
    /// The database in use.
    pub database: Option<String>,
    /// The local API's address (`http://127.0.0.1:8091`).
    pub api_url: String,
    /// The local API's key (shown in Settings with a copy button).
    pub api_key: String,
    /// The webhook receiver's local address.
    pub webhook_url: String,
    /// The demo's sample files (demo only).
    pub samples: Option<Samples>,
    /// The office Pacer this PC is a desk of, when it is one: no engine runs here then.
    pub desk: Option<DeskView>,
    /// The connected account's phone number id and WABA id (live only).
    pub phone_number_id: Option<String>,
    /// The WhatsApp Business Account id.
    pub waba_id: Option<String>,
    /// The default country for imports.
    pub default_country: String,
    /// The mode's `imports/` (beside its database): programs calling the local API may always
    /// name files in it, and the window may import from it without a dialog.
    pub imports_folder: String,
}

/// The window is given the local API's key (to show and copy); `Debug` leaves it out.
impl std::fmt::Debug for AppInfo {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AppInfo")
            .field("mode", &self.mode)
            .field("running", &self.running)
            .field("problem", &self.problem)
            .field("version", &self.version)
            .field("data_dir", &self.data_dir)
            .field("database", &self.database)
            .field("api_url", &self.api_url)
            .field("api_key", &"[redacted]")
            .field("webhook_url", &self.webhook_url)
            .field("phone_number_id", &self.phone_number_id)
            .field("waba_id", &self.waba_id)
            .finish_non_exhaustive()
    }
}

impl AppState {
    /// The state for a data folder; the engine is not started yet.
    pub fn new(data_dir: PathBuf, secrets: Arc<dyn SecretStore>) -> AppState {
        let _ = std::fs::create_dir_all(&data_dir);
        crate::settings::restrict(&data_dir);
        let (settings, settings_problem) = Settings::load(&data_dir);
        AppState {
            data_dir,
            settings: RwLock::new(settings),
            secrets,
            runtime: RwLock::new(None),
            problem: RwLock::new(settings_problem.map(|e| e.said())),
            api_key: RwLock::new(String::new()),
            switching: Mutex::new(()),
            chosen: Chosen::default(),
            desk: RwLock::new(None),
            window: OnceLock::new(),
            language: std::sync::RwLock::new(None),
        }
    }

    /// `said` in the window's language (English until the window has said which).
    pub fn in_window_language(&self, said: &pacer_words::Said) -> String {
        let language = self
            .language
            .read()
            .map(|tag| tag.clone())
            .unwrap_or_default();
        match language {
            Some(tag) => pacer_words::in_language(&tag, said),
            None => pacer_words::english(said),
        }
    }

    /// How a desk passes what the office pushes on to the window (`lib.rs` gives Tauri's
    /// `emit`; tests give a recorder). Only the first one counts.
    pub fn tell_window_with(&self, emit: Emit) {
        let _ = self.window.set(emit);
    }

    /// The `imports/` of the mode in use (made at each start).
    pub async fn imports_folder(&self) -> PathBuf {
        runtime::imports_folder(&self.data_dir, self.settings.read().await.mode)
    }

    /// The data folder's `exports/`, where save dialogs open (made when first needed).
    pub fn exports_folder(&self) -> PathBuf {
        self.data_dir.join("exports")
    }

    /// Pacer's own files, which the window may name without a dialog.
    pub async fn own_files(&self) -> OwnFiles {
        let samples = self
            .runtime
            .read()
            .await
            .as_ref()
            .and_then(|r| r.samples.clone());
        OwnFiles {
            imports: Some(self.imports_folder().await),
            sample_list: samples.as_ref().map(|s| PathBuf::from(&s.contacts)),
            sample_invoices: samples.as_ref().map(|s| PathBuf::from(&s.invoices)),
            sample_poster: samples.as_ref().map(|s| PathBuf::from(&s.poster)),
        }
    }

    /// Starts the engine in the mode of the settings (stopping the one running first). A
    /// failure is kept as the app's problem and also returned, in English.
    pub async fn start(&self) -> Result<(), String> {
        self.start_said().await.map_err(|said| said.to_string())
    }

    /// [`AppState::start`], its failure as a catalogue message.
    pub async fn start_said(&self) -> Result<(), Said> {
        let _switching = self.switching.lock().await;
        if let Some(old) = self.runtime.write().await.take() {
            old.stop().await;
        }
        if let Some(old) = self.desk.write().await.take() {
            old.stop();
        }
        let settings = self.settings.read().await.clone();
        if let Some(office) = settings.desk_of {
            return self.start_desk(office).await;
        }
        let mut key_problem = None;
        if self.api_key.read().await.is_empty() {
            let (key, problem) = secrets::load_api_key(&self.secrets).await;
            *self.api_key.write().await = key;
            key_problem = problem.map(|e| e.said());
        }
        let api_key = self.api_key.read().await.clone();
        let started = match runtime::office_config(&settings, &self.secrets).await {
            Err(e) => Err(e),
            Ok(office) => match settings.mode {
                Mode::Demo => runtime::start_demo(&self.data_dir, &settings, api_key, office).await,
                Mode::Live => {
                    runtime::start_live(&self.data_dir, &settings, &self.secrets, api_key, office)
                        .await
                }
            },
        };
        match started {
            Ok(runtime) => {
                crate::commands::prices::carry_over(
                    runtime.engine(),
                    settings.prices.as_ref(),
                    settings.mode == Mode::Demo,
                )
                .await;
                *self.runtime.write().await = Some(runtime);
                // Running; a keyring that did not answer is still worth saying.
                *self.problem.write().await = key_problem;
                Ok(())
            }
            Err(e) => {
                let said = describe(&e);
                *self.problem.write().await = Some(said.clone());
                Err(said)
            }
        }
    }

    /// Works as a desk of `office`: no engine starts; the desk's credential comes from the
    /// keyring and the office's push stream is followed.
    async fn start_desk(&self, office: OfficeLink) -> Result<(), Said> {
        let started = match secrets::read(&self.secrets, secrets::Secret::DeskCredential).await {
            Err(e) => Err(e.said()),
            Ok(None) => Err(Said::new(ids::DESK_NO_CREDENTIAL)),
            Ok(Some(credential)) => match office.fingerprint.parse() {
                Err(_) => Err(Said::new(ids::DESK_NO_CREDENTIAL)),
                Ok(fingerprint) => pacer_engine::sharing::DeskLink::new(
                    office.address.clone(),
                    fingerprint,
                    credential,
                )
                .map_err(|e| e.said()),
            },
        };
        match started {
            Ok(link) => {
                let emit = self
                    .window
                    .get()
                    .cloned()
                    .unwrap_or_else(|| std::sync::Arc::new(|_, _| {}));
                *self.desk.write().await = Some(DeskRuntime::start(link, office, emit));
                *self.problem.write().await = None;
                Ok(())
            }
            Err(said) => {
                *self.problem.write().await = Some(said.clone());
                Err(said)
            }
        }
    }

    /// Stops the engine (finishing requests in flight), or stops following the office.
    pub async fn stop(&self) {
        let _switching = self.switching.lock().await;
        if let Some(old) = self.runtime.write().await.take() {
            old.stop().await;
        }
        if let Some(old) = self.desk.write().await.take() {
            old.stop();
        }
    }

    /// What the window shows about the app.
    pub async fn info(&self) -> AppInfo {
        let settings = self.settings.read().await;
        let runtime = self.runtime.read().await;
        let problem = self.problem.read().await.clone();
        let desk = self.desk.read().await.as_ref().map(DeskRuntime::view);
        let (api_url, webhook_url) = match runtime.as_ref() {
            Some(r) => (
                format!("http://{}", r.node.api_addr()),
                format!("http://{}/webhook", r.node.webhook_addr()),
            ),
            None => (
                format!("http://127.0.0.1:{}", settings.api_port),
                format!("http://127.0.0.1:{}/webhook", settings.webhook_port),
            ),
        };
        AppInfo {
            mode: runtime.as_ref().map_or(settings.mode, |r| r.mode),
            running: runtime.is_some() || desk.is_some(),
            problem: problem.as_ref().map(ToString::to_string),
            problem_said: problem,
            version: env!("CARGO_PKG_VERSION").to_owned(),
            data_dir: self.data_dir.display().to_string(),
            database: runtime.as_ref().map(|r| r.database.display().to_string()),
            api_url,
            api_key: self.api_key.read().await.clone(),
            webhook_url,
            samples: runtime.as_ref().and_then(|r| r.samples.clone()),
            desk,
            phone_number_id: settings.account.as_ref().map(|a| a.phone_number_id.clone()),
            waba_id: settings.account.as_ref().map(|a| a.waba_id.clone()),
            default_country: settings.default_country.clone(),
            imports_folder: self.imports_folder().await.display().to_string(),
        }
    }
}

/// A start failure in words; a port in use gets what to do about it.
pub fn describe(e: &StartError) -> Said {
    match e {
        StartError::Node(node @ pacer_engine::node::NodeError::Bind { addr, source, .. }) => {
            Said::new(ids::APP_START_PORT_IN_USE)
                .with("what", node.listener())
                .with("addr", addr.to_string())
                .with("detail", source.to_string())
        }
        e => e.said(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_port_in_use_says_what_to_do_in_one_sentence() {
        let refused = pacer_engine::node::NodeError::Bind {
            what: "local API",
            addr: "127.0.0.1:8091".parse().expect("address"),
            source: std::io::Error::new(std::io::ErrorKind::AddrInUse, "Address in use"),
        };
        let said = describe(&StartError::Node(refused));
        assert_eq!(
            said.to_string(),
            "cannot listen on 127.0.0.1:8091 for the local API (Address in use); is another program using that port? Another Pacer (or `pacer serve`) may be running: close it, or change the ports in Settings → Advanced."
        );
        assert_eq!(said.id, ids::APP_START_PORT_IN_USE);
        assert_eq!(
            said.args.get("what"),
            Some(&pacer_words::Arg::Text("api".into()))
        );
        assert_eq!(describe(&StartError::NoAccount).id, ids::APP_NO_ACCOUNT);
    }
}
