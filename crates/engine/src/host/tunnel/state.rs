//! What the tunnel is doing, as the health view, `GET /v1/stats` and the window read it:
//! [`TunnelState`], its [`TunnelStatus`], and a [`TunnelFailure`] worded for the person
//! (`docs/wording.md`).

use std::time::Duration;

use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};

use super::address::callback_url_for;
use super::provider::{ProviderError, TunnelProvider};
use crate::clock::Millis;
/// What the tunnel is doing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum TunnelStatus {
    /// No tunnel (configured off, or stopped at shutdown).
    Off,
    /// The tunnel program is starting and has not shown its public URL yet.
    Starting,
    /// The tunnel program is running and showed its public URL.
    Up,
    /// The tunnel is not working; see `last_error` and `next_retry_at`.
    Down,
    /// A fixed public URL: nothing runs here.
    Fixed,
}

/// Why the tunnel is down, as a typed code for the UI (the sentence is in
/// [`TunnelState::last_error`], and as catalogue messages in `last_error_said`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum TunnelFailure {
    /// The tunnel program is not installed or not on `PATH`.
    NotInstalled {
        /// The program's name as given in the command.
        program: String,
    },
    /// The tunnel program exists but could not be started.
    CannotStart {
        /// The program's name as given in the command.
        program: String,
        /// The operating system's reason.
        reason: String,
    },
    /// The tunnel program stopped.
    Exited {
        /// Its exit code, if it exited by itself.
        exit_code: Option<i32>,
        /// The last line it printed (its own words, bounded), for the details line.
        last_output: Option<String>,
    },
    /// The tunnel program ran but showed no public URL in time.
    NoPublicUrl {
        /// How long Pacer waited, in seconds.
        waited_secs: u64,
        /// The last line it printed (its own words, bounded), for the details line.
        last_output: Option<String>,
    },
    /// The tunnel setting is not usable; nothing is retried until it is changed.
    Setting {
        /// What is wrong with the setting.
        reason: String,
    },
}

/// Where to download a tunnel program Pacer knows, for the "not installed" sentence.
fn install_link(program: &str) -> Option<&'static str> {
    let name = std::path::Path::new(program)
        .file_stem()
        .and_then(|n| n.to_str())
        .unwrap_or(program);
    match name {
        "cloudflared" => Some(
            "https://developers.cloudflare.com/cloudflare-one/connections/connect-networks/downloads/",
        ),
        "ngrok" => Some("https://ngrok.com/download"),
        _ => None,
    }
}

/// A delay as a person reads it: "4 s", "1 min", "2 min 30 s" (in English; each language
/// words the same minutes and seconds its way, see [`with_delay`]).
pub(super) fn spoken(delay: Duration) -> String {
    let (minutes, seconds) = minutes_and_seconds(delay);
    match (minutes, seconds) {
        (0, s) => format!("{s} s"),
        (m, 0) => format!("{m} min"),
        (m, s) => format!("{m} min {s} s"),
    }
}

/// A delay in whole minutes and seconds, never "0 s".
fn minutes_and_seconds(delay: Duration) -> (u64, u64) {
    let secs = delay.as_secs().max(1);
    (secs / 60, secs % 60)
}

/// `said` with a delay's `$minutes` and `$seconds`.
pub(super) fn with_delay(said: Said, delay: Duration) -> Said {
    let (minutes, seconds) = minutes_and_seconds(delay);
    said.with("minutes", minutes).with("seconds", seconds)
}

/// Sentences said one after another, in English, each ending in a full stop (a sentence
/// that ends in an example, such as the tunnel command's, gets one).
pub(super) fn english(sentences: &[Said]) -> String {
    sentences
        .iter()
        .map(|said| {
            let text = said.to_string();
            if text.ends_with(['.', '!', '?']) {
                text
            } else {
                format!("{text}.")
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

impl TunnelFailure {
    /// What happened, as a catalogue message; `None` for a refused setting, whose words are
    /// the setting's own refusal ([`ProviderError::said`], said by [`setting_failed`]).
    pub fn said(&self) -> Option<Said> {
        Some(match self {
            TunnelFailure::NotInstalled { program } => match install_link(program) {
                Some(link) => Said::new(ids::TUNNEL_NOT_INSTALLED_LINK).with("link", link),
                None => Said::new(ids::TUNNEL_NOT_INSTALLED),
            }
            .with("program", program.as_str()),
            TunnelFailure::CannotStart { program, reason } => Said::new(ids::TUNNEL_CANNOT_START)
                .with("program", program.as_str())
                .with("reason", reason.trim_end_matches('.')),
            TunnelFailure::Exited {
                exit_code: Some(code),
                ..
            } => Said::new(ids::TUNNEL_STOPPED_CODE).with("code", *code),
            TunnelFailure::Exited {
                exit_code: None, ..
            } => Said::new(ids::TUNNEL_STOPPED_BY_SYSTEM),
            TunnelFailure::NoPublicUrl { waited_secs, .. } => {
                Said::new(ids::TUNNEL_NO_PUBLIC_ADDRESS).with("seconds", *waited_secs)
            }
            TunnelFailure::Setting { .. } => return None,
        })
    }

    /// The full account for the person, sentence by sentence: what happened, and what Pacer
    /// does next.
    pub(super) fn sentences(&self, retry_in: Option<Duration>) -> Vec<Said> {
        let next = match retry_in {
            None => Said::new(ids::TUNNEL_NEXT_CHANGE_SETTING),
            Some(delay) => match self {
                TunnelFailure::Exited { .. } | TunnelFailure::NoPublicUrl { .. } => {
                    with_delay(Said::new(ids::TUNNEL_NEXT_RESTART), delay)
                }
                _ => with_delay(Said::new(ids::TUNNEL_NEXT_RETRY), delay),
            },
        };
        self.said().into_iter().chain([next]).collect()
    }

    /// The same in English, one string (`last_error`).
    #[cfg(test)]
    pub(super) fn sentence(&self, retry_in: Option<Duration>) -> String {
        english(&self.sentences(retry_in))
    }
}

impl std::fmt::Display for TunnelFailure {
    /// English without the final full stop (it is said inside other sentences and logs).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match (self, self.said()) {
            (TunnelFailure::Setting { reason }, _) => reason.clone(),
            (_, Some(said)) => said.to_string(),
            (_, None) => String::new(),
        };
        f.write_str(text.strip_suffix('.').unwrap_or(&text))
    }
}

impl std::error::Error for TunnelFailure {}

/// The outcome of registering a callback URL for the WABA.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Registration {
    /// The callback URL Pacer asked Meta to use.
    pub callback_url: String,
    /// Whether Meta verified it and accepted it.
    pub verified: bool,
    /// What happened, in plain words.
    pub message: String,
    /// `message` as catalogue messages, sentence by sentence: the window shows them in the
    /// person's language.
    #[serde(default)]
    pub message_said: Vec<Said>,
    /// When Meta answered (Unix ms).
    pub at: Millis,
    /// When Pacer asks again, if it was not verified (Unix ms).
    pub next_attempt_at: Option<Millis>,
}

/// What the tunnel is doing, for the health view and `GET /v1/stats`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TunnelState {
    /// What it is doing.
    pub status: TunnelStatus,
    /// [`TunnelProvider::name`].
    pub provider: String,
    /// The public URL, while there is one.
    pub public_url: Option<String>,
    /// The URL Meta should post to (`<public>/webhook`), while there is one.
    pub callback_url: Option<String>,
    /// When `status` last changed (Unix ms).
    pub since: Millis,
    /// How often the tunnel program was started again after it went down.
    pub restarts: u32,
    /// Why it last went down, in plain words; cleared when it is up again.
    pub last_error: Option<String>,
    /// `last_error` as catalogue messages, sentence by sentence (empty when there is none):
    /// the window shows them in the person's language.
    #[serde(default)]
    pub last_error_said: Vec<Said>,
    /// The same as a typed code.
    pub failure: Option<TunnelFailure>,
    /// When the next start is due while it is down (Unix ms).
    pub next_retry_at: Option<Millis>,
    /// The latest callback registration, when registration is on.
    pub registration: Option<Registration>,
}

impl TunnelState {
    pub(super) fn new(status: TunnelStatus, provider: &TunnelProvider, now: Millis) -> Self {
        TunnelState {
            status,
            provider: provider.name().to_owned(),
            public_url: None,
            callback_url: None,
            since: now,
            restarts: 0,
            last_error: None,
            last_error_said: Vec::new(),
            failure: None,
            next_retry_at: None,
            registration: None,
        }
    }

    pub(super) fn set_status(&mut self, status: TunnelStatus, now: Millis) {
        if self.status != status {
            self.since = now;
        }
        self.status = status;
    }

    pub(super) fn set_public_url(&mut self, public_url: Option<String>) {
        self.callback_url = public_url.as_deref().map(callback_url_for);
        self.public_url = public_url;
    }
}

pub(super) fn setting_failed(state: &mut TunnelState, error: &ProviderError, now: Millis) {
    let failure = TunnelFailure::Setting {
        reason: error.to_string().trim_end_matches('.').to_owned(),
    };
    state.set_status(TunnelStatus::Down, now);
    state.set_public_url(None);
    let sentences = vec![error.said(), Said::new(ids::TUNNEL_NEXT_CHANGE_SETTING)];
    state.last_error = Some(english(&sentences));
    state.last_error_said = sentences;
    state.failure = Some(failure);
    state.next_retry_at = None;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_setting_says_its_refusal_and_what_to_change() {
        let mut state = TunnelState::new(TunnelStatus::Starting, &TunnelProvider::cloudflared(), 0);
        setting_failed(&mut state, &ProviderError::MissingPort, 5);
        assert_eq!(
            state.last_error.as_deref(),
            Some(
                "The tunnel command has no {port}. Put {port} where Pacer's webhook port goes, \
                 for example: cloudflared tunnel --url http://127.0.0.1:{port}. Change the tunnel \
                 in Settings to receive delivery updates."
            )
        );
        let ids: Vec<&str> = state
            .last_error_said
            .iter()
            .map(|s| s.id.as_str())
            .collect();
        assert_eq!(
            ids,
            [
                ids::TUNNEL_SETTING_MISSING_PORT,
                ids::TUNNEL_NEXT_CHANGE_SETTING
            ]
        );
    }

    #[test]
    fn delays_are_spoken_in_seconds_and_minutes() {
        assert_eq!(spoken(Duration::from_secs(4)), "4 s");
        assert_eq!(spoken(Duration::from_secs(60)), "1 min");
        assert_eq!(spoken(Duration::from_secs(150)), "2 min 30 s");
        assert_eq!(spoken(Duration::from_millis(200)), "1 s", "never \"0 s\"");
    }

    #[test]
    fn a_stopped_tunnel_is_explained_with_what_pacer_does_next() {
        let failure = TunnelFailure::Exited {
            exit_code: Some(1),
            last_output: None,
        };
        assert_eq!(
            failure.sentence(Some(Duration::from_secs(4))),
            "The tunnel stopped (exit code 1). Pacer restarts it in 4 s. Messages still go \
             out; delivery updates catch up when it is back."
        );
        let said = failure.sentences(Some(Duration::from_secs(150)));
        let ids: Vec<&str> = said.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, [ids::TUNNEL_STOPPED_CODE, ids::TUNNEL_NEXT_RESTART]);
        assert_eq!(
            said[1],
            Said::new(ids::TUNNEL_NEXT_RESTART)
                .with("minutes", 2u64)
                .with("seconds", 30u64),
            "the window words the wait in its own language, from numbers"
        );
        assert_eq!(
            english(&said),
            "The tunnel stopped (exit code 1). Pacer restarts it in 2 min 30 s. Messages still \
             go out; delivery updates catch up when it is back."
        );
        let missing = TunnelFailure::NotInstalled {
            program: "cloudflared".into(),
        };
        assert!(
            missing
                .to_string()
                .starts_with("cloudflared is not installed or not on PATH: install it (https://"),
            "a missing program says how to install it: {missing}"
        );
    }
}
