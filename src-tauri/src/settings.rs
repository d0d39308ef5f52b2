//! The app's settings that are not secret, as a JSON file in the app's data folder. Secrets
//! (access token, app secret, verify token, local API key) are in the OS keyring
//! ([`crate::secrets`]), never here.

use std::path::{Path, PathBuf};

use pacer_engine::settings_rules::{
    DEFAULT_EXPRESS_EXPIRES_AFTER_MINUTES, DEFAULT_INBOX_RETENTION_DAYS,
};
use serde::{Deserialize, Serialize};

/// Demo (a simulated Meta, sample data) or live (a real Meta account). Their data never mix:
/// each has its own database.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default, ts_rs::TS)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    /// The simulator in-process, sample contacts and templates.
    #[default]
    Demo,
    /// A connected Meta account.
    Live,
}

/// The Meta account's ids and addresses (the secrets are in the keyring).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct Account {
    /// The business phone number's id.
    pub phone_number_id: String,
    /// The WhatsApp Business Account id.
    pub waba_id: String,
    /// Graph API address (Meta's, or a simulator's for testing).
    pub graph_url: String,
    /// Graph API version.
    pub api_version: String,
}

/// Every setting, with Meta's defaults.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ts_rs::TS)]
#[serde(default)]
pub struct Settings {
    /// Demo or live.
    pub mode: Mode,
    /// The live account, once connected.
    pub account: Option<Account>,
    /// Messages per second Meta allows the number (80 unless Meta raised it).
    pub messages_per_second: f64,
    /// Largest share of that rate campaigns may use, in per cent (100: every free slot).
    pub bulk_share_percent: u8,
    /// Invoice PDFs uploaded per second at most.
    pub media_per_second: u32,
    /// Country for numbers written without a country code (ISO code, e.g. `PK`).
    pub default_country: String,
    /// Replies that opt a customer out of marketing (besides STOP and friends).
    pub opt_out_keywords: Vec<String>,
    /// How Meta's webhooks reach this computer: `off`, `cloudflared`, `ngrok`,
    /// `url:<fixed address>` or `command:<program {port}>`.
    pub tunnel: String,
    /// Register the tunnel's address with Meta as the callback URL.
    pub register_callback: bool,
    /// Port of the local API (on 127.0.0.1).
    pub api_port: u16,
    /// Port of the webhook receiver (what the tunnel exposes).
    pub webhook_port: u16,
    /// What Meta charges per delivered template message, one price per category for every
    /// country, as Settings held it before rate cards had markets. The rate card now lives in
    /// the ledger (`pacer_engine::prices`): prices saved here are carried into it as a
    /// one-market card (`commands/settings.rs`); `None` leaves the card as it is.
    pub prices: Option<pacer_engine::settings_rules::CategoryPrices>,
    /// Folders whose files programs calling the local API may name (imports, invoice PDFs),
    /// besides the data folder's `imports/`. Added only through a folder dialog.
    pub readable_folders: Vec<String>,
    /// Days a delivery update (webhook) stays in Pacer's inbox after it was applied.
    pub inbox_retention_days: u16,
    /// Minutes an OTP or alert (express) may wait to leave when the program that posted it
    /// gave no limit: one that could not leave in time is not sent and shows as expired. 0:
    /// never.
    pub express_expires_after_minutes: u32,
    /// The same for campaign messages (bulk); 0, the default: they wait as long as it takes.
    pub bulk_expires_after_minutes: u32,
    /// A desktop notification and the window's badge when customers write (off for quiet).
    pub notify_new_messages: bool,
    /// Share this Pacer with the office (`docs/office.md`): paired desks and system keys reach
    /// it over the local network, with TLS, on `office_port`.
    pub share_with_office: bool,
    /// The office listener's port (on every address of this PC).
    pub office_port: u16,
    /// The name desks see when they look for this Pacer on the network.
    pub office_name: String,
    /// Announce the office Pacer on the network (DNS-SD), so desks find it and a second office
    /// Pacer for the same number is noticed. Only in the settings file for now: an office that
    /// allows no multicast sets it to false, and desks type the address.
    pub announce_office: bool,
    /// The office Pacer this PC is a desk of (`desk.rs`): while set, no engine runs here and
    /// the window works through the office Pacer. Set by pairing, cleared by leaving.
    pub desk_of: Option<crate::desk::OfficeLink>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            mode: Mode::Demo,
            account: None,
            messages_per_second: 80.0,
            bulk_share_percent: 100,
            media_per_second: 40,
            default_country: "PK".into(),
            opt_out_keywords: Vec::new(),
            tunnel: "off".into(),
            register_callback: false,
            api_port: 8091,
            webhook_port: 8092,
            prices: None,
            readable_folders: Vec::new(),
            inbox_retention_days: DEFAULT_INBOX_RETENTION_DAYS,
            express_expires_after_minutes: DEFAULT_EXPRESS_EXPIRES_AFTER_MINUTES,
            bulk_expires_after_minutes: 0,
            notify_new_messages: true,
            share_with_office: false,
            office_port: 8093,
            office_name: "Office Pacer".into(),
            announce_office: true,
            desk_of: None,
        }
    }
}

/// Why the settings file could not be used. Its words are the catalogue's
/// (`app-settings-file-…`): [`SettingsError::said`] in the person's language, `Display` in
/// English.
#[derive(Debug)]
pub enum SettingsError {
    /// It could not be read or written.
    Io {
        /// "read" or "save".
        action: &'static str,
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// It is not Pacer's settings (edited by hand?).
    Damaged {
        /// The file.
        path: PathBuf,
        /// The parser's words.
        detail: String,
        /// Where the damaged file was moved.
        backup: PathBuf,
    },
}

impl SettingsError {
    /// What to tell the person (paths and the system's own words as they are).
    pub fn said(&self) -> pacer_words::Said {
        use pacer_words::{Said, ids};
        match self {
            SettingsError::Io {
                action,
                path,
                source,
            } => Said::new(ids::APP_SETTINGS_FILE_UNUSABLE)
                .with("action", *action)
                .with("path", path.display().to_string())
                .with("detail", source.to_string()),
            SettingsError::Damaged {
                path,
                detail,
                backup,
            } => Said::new(ids::APP_SETTINGS_FILE_DAMAGED)
                .with("path", path.display().to_string())
                .with("detail", detail.as_str())
                .with("backup", backup.display().to_string()),
        }
    }
}

impl std::fmt::Display for SettingsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for SettingsError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SettingsError::Io { source, .. } => Some(source),
            SettingsError::Damaged { .. } => None,
        }
    }
}

impl Settings {
    /// The settings file in a data folder.
    pub fn path(data_dir: &Path) -> PathBuf {
        data_dir.join("settings.json")
    }

    /// Reads the settings; defaults when there is no file yet. A damaged file is moved aside
    /// (never overwritten) and the defaults are used; the error says so.
    pub fn load(data_dir: &Path) -> (Settings, Option<SettingsError>) {
        let path = Settings::path(data_dir);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return (Settings::default(), None);
            }
            Err(source) => {
                return (
                    Settings::default(),
                    Some(SettingsError::Io {
                        action: "read",
                        path,
                        source,
                    }),
                );
            }
        };
        match serde_json::from_str(&text) {
            Ok(settings) => (settings, None),
            Err(e) => {
                let backup = path.with_extension(format!(
                    "damaged-{}.json",
                    chrono::Utc::now().format("%Y%m%d%H%M%S")
                ));
                let _ = std::fs::rename(&path, &backup);
                (
                    Settings::default(),
                    Some(SettingsError::Damaged {
                        path,
                        detail: e.to_string(),
                        backup,
                    }),
                )
            }
        }
    }

    /// Writes the settings (to a temporary file, then renamed over the old one, so a crash
    /// never leaves half a file).
    pub fn save(&self, data_dir: &Path) -> Result<(), SettingsError> {
        let path = Settings::path(data_dir);
        let io = |source| SettingsError::Io {
            action: "save",
            path: path.clone(),
            source,
        };
        std::fs::create_dir_all(data_dir).map_err(io)?;
        let text = serde_json::to_string_pretty(self).unwrap_or_default();
        let temporary = path.with_extension("json.tmp");
        std::fs::write(&temporary, text).map_err(io)?;
        restrict(&temporary);
        std::fs::rename(&temporary, &path).map_err(io)
    }
}

/// Makes a file readable by its owner only (the data folder holds the business's contacts).
pub fn restrict(path: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = if path.is_dir() { 0o700 } else { 0o600 };
        let _ = std::fs::set_permissions(path, std::fs::Permissions::from_mode(mode));
    }
    #[cfg(not(unix))]
    let _ = path;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_a_damaged_file_is_kept_aside() {
        let dir = tempfile::tempdir().expect("temp dir");
        let (fresh, problem) = Settings::load(dir.path());
        assert!(problem.is_none());
        assert_eq!(fresh, Settings::default());

        let changed = Settings {
            mode: Mode::Live,
            default_country: "GB".into(),
            account: Some(Account {
                phone_number_id: "1".into(),
                waba_id: "2".into(),
                graph_url: "http://127.0.0.1:1".into(),
                api_version: "v25.0".into(),
            }),
            ..Settings::default()
        };
        changed.save(dir.path()).expect("saved");
        assert_eq!(Settings::load(dir.path()).0, changed);

        std::fs::write(Settings::path(dir.path()), "{ not json").expect("write");
        let (fallback, problem) = Settings::load(dir.path());
        assert_eq!(fallback, Settings::default());
        let problem = problem.expect("the damage is reported").to_string();
        assert!(problem.contains("damaged"), "{problem}");
        let kept = std::fs::read_dir(dir.path())
            .expect("list")
            .filter_map(Result::ok)
            .any(|e| e.file_name().to_string_lossy().contains("damaged"));
        assert!(kept, "the damaged file is kept, not overwritten");
    }

    #[test]
    fn in_english_the_settings_file_s_troubles_read_as_they_always_have() {
        let io = SettingsError::Io {
            action: "save",
            path: PathBuf::from("/data/settings.json"),
            source: std::io::Error::other("No space left on device"),
        };
        assert_eq!(
            io.to_string(),
            "Pacer couldn't save its settings file /data/settings.json: No space left on device"
        );
        let damaged = SettingsError::Damaged {
            path: PathBuf::from("/data/settings.json"),
            detail: "expected value at line 1 column 1".into(),
            backup: PathBuf::from("/data/settings.damaged-1.json"),
        };
        assert_eq!(
            damaged.to_string(),
            "Pacer's settings file /data/settings.json is damaged (expected value at line 1 column 1); it was kept as /data/settings.damaged-1.json and Pacer started with its defaults"
        );
        let said = damaged.said();
        assert_eq!(said.id, pacer_words::ids::APP_SETTINGS_FILE_DAMAGED);
        assert_eq!(
            said.args.get("backup"),
            Some(&pacer_words::Arg::Text(
                "/data/settings.damaged-1.json".into()
            ))
        );
    }

    #[test]
    fn a_settings_file_from_before_the_folder_list_still_loads() {
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(
            Settings::path(dir.path()),
            r#"{"mode":"demo","api_port":9001,"webhook_port":9002,"tunnel":"off"}"#,
        )
        .expect("write");
        let (settings, problem) = Settings::load(dir.path());
        assert!(
            problem.is_none(),
            "an older file is not damaged: {problem:?}"
        );
        assert_eq!(settings.api_port, 9001, "what the file says is kept");
        assert!(
            settings.readable_folders.is_empty(),
            "no folder is allowed beyond imports/ until the person adds one"
        );
        assert_eq!(
            settings.inbox_retention_days, DEFAULT_INBOX_RETENTION_DAYS,
            "delivery updates are kept 30 days unless the person chose otherwise"
        );
        assert_eq!(
            (
                settings.express_expires_after_minutes,
                settings.bulk_expires_after_minutes
            ),
            (10, 0),
            "a file from before time limits gives OTPs ten minutes and campaigns none"
        );
    }
}
