//! What the tunnel is doing, as the health view, `GET /v1/stats` and the window read it:
//! [`TunnelState`], its [`TunnelStatus`], and a [`TunnelFailure`] worded for the person
//! (`docs/wording.md`).

use std::time::Duration;

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
/// [`TunnelState::last_error`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum TunnelFailure {
    /// The tunnel program is not installed or not on `PATH`.
    #[error(
        "{program} is not installed or not on PATH: install it{} or choose another tunnel in \
         Settings",
        install_hint(.program)
    )]
    NotInstalled {
        /// The program's name as given in the command.
        program: String,
    },
    /// The tunnel program exists but could not be started.
    #[error("Pacer could not start {program}: {reason}")]
    CannotStart {
        /// The program's name as given in the command.
        program: String,
        /// The operating system's reason.
        reason: String,
    },
    /// The tunnel program stopped.
    #[error("The tunnel stopped ({})", exit_words(*.exit_code))]
    Exited {
        /// Its exit code, if it exited by itself.
        exit_code: Option<i32>,
        /// The last line it printed (its own words, bounded), for the details line.
        last_output: Option<String>,
    },
    /// The tunnel program ran but showed no public URL in time.
    #[error("The tunnel started but showed no public address within {waited_secs} s")]
    NoPublicUrl {
        /// How long Pacer waited, in seconds.
        waited_secs: u64,
        /// The last line it printed (its own words, bounded), for the details line.
        last_output: Option<String>,
    },
    /// The tunnel setting is not usable; nothing is retried until it is changed.
    #[error("{reason}")]
    Setting {
        /// What is wrong with the setting.
        reason: String,
    },
}

fn install_hint(program: &str) -> &'static str {
    let name = std::path::Path::new(program)
        .file_stem()
        .and_then(|n| n.to_str())
        .unwrap_or(program);
    match name {
        "cloudflared" => {
            " (https://developers.cloudflare.com/cloudflare-one/connections/connect-networks/downloads/)"
        }
        "ngrok" => " (https://ngrok.com/download)",
        _ => "",
    }
}

fn exit_words(code: Option<i32>) -> String {
    match code {
        Some(code) => format!("exit code {code}"),
        None => "it was ended by the system".to_owned(),
    }
}

/// A delay as a person reads it: "4 s", "1 min", "2 min 30 s".
pub(super) fn spoken(delay: Duration) -> String {
    let secs = delay.as_secs().max(1);
    match (secs / 60, secs % 60) {
        (0, s) => format!("{s} s"),
        (m, 0) => format!("{m} min"),
        (m, s) => format!("{m} min {s} s"),
    }
}

impl TunnelFailure {
    /// The full sentence for the person: what happened, and what Pacer does next.
    pub(super) fn sentence(&self, retry_in: Option<Duration>) -> String {
        let Some(delay) = retry_in else {
            return format!("{self}. Change the tunnel in Settings to receive delivery updates.");
        };
        let next = match self {
            TunnelFailure::Exited { .. } | TunnelFailure::NoPublicUrl { .. } => {
                format!("Pacer restarts it in {}", spoken(delay))
            }
            _ => format!("Pacer tries again in {}", spoken(delay)),
        };
        format!("{self}. {next}. Messages still go out; delivery updates catch up when it is back.")
    }
}

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
    state.last_error = Some(failure.sentence(None));
    state.failure = Some(failure);
    state.next_retry_at = None;
}

#[cfg(test)]
mod tests {
    use super::*;

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
