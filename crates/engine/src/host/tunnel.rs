//! The tunnel: how Meta's delivery webhooks reach the receiver on this computer
//! (`docs/sending.md#the-flow-of-one-message` "Meta ─► webhook POST ─► tunnel ─► receiver", `#tunnel`).
//!
//! Meta posts webhooks to a public HTTPS URL; the receiver ([`crate::webhook_receiver`])
//! listens on a loopback port and serves only `/webhook`. A [`TunnelProvider`] says how that
//! port becomes public:
//!
//! - [`TunnelProvider::Command`]: a tunnel program (cloudflared, ngrok, or any command with a
//!   `{port}` placeholder) run as a child process. Its public URL is read from its output; if
//!   it exits, or never shows a URL, it is restarted with backoff ([`RESTART_BACKOFF`]) until
//!   shutdown.
//! - [`TunnelProvider::CloudflaredNamed`]: a cloudflared named tunnel on the person's own
//!   domain, run with its token. It prints no URL: its public URL is the hostname the person
//!   routed to it, and it is up once cloudflared says it registered a connection.
//! - [`TunnelProvider::Fixed`]: a public URL the person already has (their own reverse proxy).
//! - [`TunnelProvider::Off`]: no tunnel; delivery updates only arrive if something else
//!   forwards them.
//!
//! What the tunnel is doing is a [`TunnelState`] on a `watch` channel, serialisable for
//! `GET /v1/stats` and the health view, worded for the person who reads it (`docs/wording.md`).
//!
//! When a new public URL appears — the first time, or a different one after a restart
//! (cloudflared quick tunnels get a new address every time) — and the person agreed, the
//! callback URL `<public>/webhook` is registered for the WABA with
//! [`GraphClient::override_callback`]; Meta verifies it with a GET that the receiver answers.
//! Whether that worked is recorded as a [`Registration`]; a failed registration is retried
//! with backoff ([`REGISTRATION_BACKOFF`]) and never stops the tunnel.
//!
//! Secrets stay out of it: the verify token and the access token never appear in the state,
//! logs or errors, and the tunnel command's arguments are never logged. The tunnel service's
//! own token ([`TunnelToken`]) reaches the program only through its own environment variable,
//! never its command line ([`token`]); the program gets none of Pacer's environment but what
//! it needs, and dies with Pacer ([`program`]).
//!
//! ```no_run
//! # async fn example() -> Result<(), pacer_engine::tunnel::ProviderError> {
//! use pacer_engine::tunnel::{self, TunnelConfig, TunnelProvider};
//! use tokio_util::sync::CancellationToken;
//!
//! let provider: TunnelProvider = "cloudflared".parse()?;
//! let shutdown = CancellationToken::new();
//! let handle = tunnel::start(TunnelConfig::new(provider, 8092), shutdown.clone());
//! let mut changes = handle.watch();
//! let up = changes.wait_for(|s| s.public_url.is_some()).await.map(|s| (*s).clone());
//! shutdown.cancel();
//! handle.stopped().await;
//! # drop(up);
//! # Ok(())
//! # }
//! ```

use std::fmt;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use futures::StreamExt;
use pacer_cloud::{GraphClient, OVERRIDE_URI_MAX_CHARS};
use serde::{Deserialize, Serialize};
use tokio::io::AsyncRead;
use tokio::process::Child;
use tokio::sync::watch;
use tokio::task::JoinHandle;
use tokio::time::{Instant, sleep, sleep_until};
use tokio_util::codec::{FramedRead, LinesCodec, LinesCodecError};
use tokio_util::sync::CancellationToken;

use crate::clock::{Clock, Millis};

pub mod program;
pub mod token;

pub use token::{CLOUDFLARED_TOKEN_VARIABLE, NGROK_TOKEN_VARIABLE, TunnelToken};

/// The cloudflared quick tunnel: a new `https://….trycloudflare.com` address on every start.
pub const CLOUDFLARED_TEMPLATE: &str =
    "cloudflared tunnel --no-autoupdate --url http://127.0.0.1:{port}";

/// ngrok with a random address, logging in logfmt on stdout so its URL can be read. For a
/// static domain the person gives their own command (`command:ngrok http --url=… {port} …`).
pub const NGROK_TEMPLATE: &str = "ngrok http {port} --log stdout --log-format logfmt";

/// A cloudflared named tunnel, run with its token in [`CLOUDFLARED_TOKEN_VARIABLE`]. A tunnel
/// made in Cloudflare's dashboard takes its routes from there; `--url` is the route for one
/// configured locally.
pub const CLOUDFLARED_NAMED_TEMPLATE: &str =
    "cloudflared tunnel --no-autoupdate run --url http://127.0.0.1:{port}";

/// What cloudflared logs once a named tunnel is connected to Cloudflare's edge (a named tunnel
/// prints no URL: this line is its sign of being up).
pub const CLOUDFLARED_CONNECTED: &str = "Registered tunnel connection";

/// Where the receiver's port goes in a command template.
pub const PORT_PLACEHOLDER: &str = "{port}";

/// How long a started tunnel program may take to show its public URL before it counts as
/// down and is restarted.
pub const DEFAULT_URL_TIMEOUT: Duration = Duration::from_secs(30);

/// A tunnel that stayed up this long starts its restart backoff from the beginning again.
pub const STABLE_AFTER: Duration = Duration::from_secs(60);

/// Delays between restarts of a tunnel program: 1 s, 2 s, 4 s … at most 60 s.
pub const RESTART_BACKOFF: Backoff = Backoff {
    first: Duration::from_secs(1),
    cap: Duration::from_secs(60),
};

/// Delays between attempts to register a callback URL Meta could not verify: 5 s, 10 s,
/// 20 s … at most 10 min. A fresh quick tunnel is often not reachable for a few seconds
/// after it prints its address, so the first retry comes soon.
pub const REGISTRATION_BACKOFF: Backoff = Backoff {
    first: Duration::from_secs(5),
    cap: Duration::from_secs(600),
};

/// The path the receiver serves, appended to the public URL to make the callback URL.
const WEBHOOK_PATH: &str = "/webhook";

/// The most of a tunnel program's last output line kept as a detail.
const OUTPUT_DETAIL_CHARS: usize = 300;

/// How long to keep reading a stopped program's last words before giving up on them.
const DRAIN_AFTER_EXIT: Duration = Duration::from_millis(500);

/// A doubling delay schedule with a ceiling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Backoff {
    /// The delay after the first failure.
    pub first: Duration,
    /// The longest delay.
    pub cap: Duration,
}

impl Backoff {
    /// How long to wait after a failure when `failures` attempts in a row had already failed
    /// before it (0 after the first failure): `first × 2^failures`, at most `cap`.
    pub fn delay(&self, failures: u32) -> Duration {
        let factor = 1u32.checked_shl(failures.min(31)).unwrap_or(u32::MAX);
        self.first.saturating_mul(factor).min(self.cap)
    }
}

/// How the receiver's port is made public.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TunnelProvider {
    /// Run a tunnel program and read its public URL from its output.
    Command {
        /// The command line with `{port}` where the receiver's port goes: a program and its
        /// arguments separated by spaces, double quotes grouping an argument with spaces. It
        /// is run directly, never through a shell.
        template: String,
    },
    /// A cloudflared named tunnel ([`CLOUDFLARED_NAMED_TEMPLATE`]) whose public address is
    /// `https://<hostname>`, routed to it in Cloudflare's dashboard.
    CloudflaredNamed {
        /// The public host name, such as `hooks.example.com`.
        hostname: String,
    },
    /// A public URL the person already has, forwarding to the receiver's port.
    Fixed {
        /// `https://…` (or `http://…`): the callback URL is this plus `/webhook`, unless it
        /// already ends in `/webhook`.
        url: String,
    },
    /// No tunnel.
    Off,
}

/// Why a tunnel setting could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ProviderError {
    /// Not one of the forms Pacer knows.
    #[error(
        "\"{given}\" is not a tunnel setting Pacer knows. Choose cloudflared, ngrok, \
         cloudflared-named:<your.host.name>, command:<your command with {{port}}>, \
         url:<https://your.address> or off."
    )]
    Unknown {
        /// What was given.
        given: String,
    },
    /// `command:` with nothing after it.
    #[error(
        "The tunnel command is empty. Give the program and its arguments, with {{port}} where \
         Pacer's webhook port goes."
    )]
    EmptyCommand,
    /// The command has no `{port}`, so the tunnel could not know where to forward.
    #[error(
        "The tunnel command has no {{port}}. Put {{port}} where Pacer's webhook port goes, for \
         example: cloudflared tunnel --url http://127.0.0.1:{{port}}"
    )]
    MissingPort,
    /// A `"` that is never closed.
    #[error("The tunnel command has a \" that is never closed.")]
    UnclosedQuote,
    /// The command carries a token on its command line, which every user of the computer can
    /// read.
    #[error(
        "The tunnel command carries a token ({option}…), which any program on this computer \
         can read in the list of running programs. Remove it from the command and enter the \
         token in the tunnel token field instead (Settings → Delivery updates; \
         PACER_TUNNEL_TOKEN for pacer serve): Pacer hands it to the tunnel program privately."
    )]
    TokenInCommand {
        /// The option or variable that carries it (`--token`, `TUNNEL_TOKEN=`), never its value.
        option: String,
    },
    /// The named tunnel's host name is not a host name.
    #[error(
        "\"{given}\" is not a host name. Give the public host name you routed to the tunnel in \
         Cloudflare, such as hooks.example.com."
    )]
    BadHostname {
        /// What was given.
        given: String,
    },
    /// The fixed URL is not `http(s)://`.
    #[error("The public URL must start with https:// (or http://), and \"{url}\" does not.")]
    NotHttpUrl {
        /// What was given.
        url: String,
    },
    /// The fixed URL starts well but is not a usable address.
    #[error("\"{url}\" is not a usable public URL: {reason}.")]
    BadUrl {
        /// What was given.
        url: String,
        /// What is wrong with it.
        reason: &'static str,
    },
}

impl TunnelProvider {
    /// The cloudflared quick tunnel ([`CLOUDFLARED_TEMPLATE`]).
    pub fn cloudflared() -> Self {
        TunnelProvider::Command {
            template: CLOUDFLARED_TEMPLATE.to_owned(),
        }
    }

    /// ngrok with a random address ([`NGROK_TEMPLATE`]).
    pub fn ngrok() -> Self {
        TunnelProvider::Command {
            template: NGROK_TEMPLATE.to_owned(),
        }
    }

    /// A short name for the state and the health view: `cloudflared` and `ngrok` for the
    /// presets, `command` for any other command, `url` for a fixed URL, `off`.
    pub fn name(&self) -> &'static str {
        match self {
            TunnelProvider::Command { template } if template == CLOUDFLARED_TEMPLATE => {
                "cloudflared"
            }
            TunnelProvider::Command { template } if template == NGROK_TEMPLATE => "ngrok",
            TunnelProvider::Command { .. } => "command",
            TunnelProvider::CloudflaredNamed { .. } => "cloudflared-named",
            TunnelProvider::Fixed { .. } => "url",
            TunnelProvider::Off => "off",
        }
    }

    /// The setting as it may be shown to someone else (a support request): the provider's name,
    /// and for a `command:` only its program's file name — its arguments may hold private
    /// host names or, from an older version, a token. Public addresses are kept.
    pub fn without_arguments(&self) -> String {
        match self {
            TunnelProvider::Command { template } if self.name() == "command" => {
                let program = command_line(template, 0)
                    .ok()
                    .and_then(|words| words.into_iter().next())
                    .map(|program| {
                        std::path::Path::new(&program)
                            .file_name()
                            .map_or(program.clone(), |n| n.to_string_lossy().into_owned())
                    })
                    .unwrap_or_default();
                format!("command:{program} [arguments removed]")
            }
            other => other.to_string(),
        }
    }

    /// The environment variable the tunnel program reads the tunnel token from, if this tunnel
    /// takes one: a named tunnel's `TUNNEL_TOKEN`, ngrok's `NGROK_AUTHTOKEN`, or by the program
    /// of a `command:` (`cloudflared` or `ngrok`). A quick cloudflared tunnel has no account
    /// and takes none.
    pub fn token_variable(&self) -> Option<&'static str> {
        match self {
            TunnelProvider::CloudflaredNamed { .. } => Some(CLOUDFLARED_TOKEN_VARIABLE),
            TunnelProvider::Command { template } if template == CLOUDFLARED_TEMPLATE => None,
            TunnelProvider::Command { template } => command_line(template, 0)
                .ok()
                .and_then(|words| words.first().and_then(|p| token::variable_for(p))),
            TunnelProvider::Fixed { .. } | TunnelProvider::Off => None,
        }
    }

    /// The program and its arguments for a receiver on `port`, or why the template is not
    /// usable. `None` when this provider runs no program.
    pub fn command_line(&self, port: u16) -> Option<Result<Vec<String>, ProviderError>> {
        match self {
            TunnelProvider::Command { template } => Some(command_line(template, port)),
            TunnelProvider::CloudflaredNamed { .. } => {
                Some(command_line(CLOUDFLARED_NAMED_TEMPLATE, port))
            }
            TunnelProvider::Fixed { .. } | TunnelProvider::Off => None,
        }
    }
}

/// Splits `template` into a program and its arguments and puts `port` in place of every
/// `{port}`. Words are separated by whitespace; a double-quoted part may hold spaces (the
/// quotes are removed). There is no shell: no variables, globs, pipes or escapes.
fn command_line(template: &str, port: u16) -> Result<Vec<String>, ProviderError> {
    if !template.contains(PORT_PLACEHOLDER) {
        return Err(if template.trim().is_empty() {
            ProviderError::EmptyCommand
        } else {
            ProviderError::MissingPort
        });
    }
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_word = false;
    let mut quoted = false;
    for c in template.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                in_word = true;
            }
            c if c.is_whitespace() && !quoted => {
                if in_word {
                    words.push(std::mem::take(&mut word));
                    in_word = false;
                }
            }
            c => {
                word.push(c);
                in_word = true;
            }
        }
    }
    if quoted {
        return Err(ProviderError::UnclosedQuote);
    }
    if in_word {
        words.push(word);
    }
    if words.first().is_none_or(String::is_empty) {
        return Err(ProviderError::EmptyCommand);
    }
    if let Some(option) = token::token_in_command(&words) {
        return Err(ProviderError::TokenInCommand { option });
    }
    let port = port.to_string();
    Ok(words
        .into_iter()
        .map(|w| w.replace(PORT_PLACEHOLDER, &port))
        .collect())
}

/// Checks a fixed public URL and returns it without a trailing `/`.
fn checked_public_url(url: &str) -> Result<String, ProviderError> {
    let url = url.trim();
    let lower = url.to_ascii_lowercase();
    let Some(scheme_len) = ["https://", "http://"]
        .into_iter()
        .find(|scheme| lower.starts_with(scheme))
        .map(str::len)
    else {
        return Err(ProviderError::NotHttpUrl {
            url: url.to_owned(),
        });
    };
    let bad = |reason| ProviderError::BadUrl {
        url: url.to_owned(),
        reason,
    };
    if url.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(bad("it contains spaces"));
    }
    if url.contains(['?', '#']) {
        return Err(bad("give the address without ? or #"));
    }
    let rest = &url[scheme_len..];
    let authority = rest.split('/').next().unwrap_or_default();
    if authority.contains('@') {
        return Err(bad("give the address without a user name or password"));
    }
    if host_and_port(authority, 443).is_none() {
        return Err(bad("it has no valid host name"));
    }
    Ok(url.trim_end_matches('/').to_owned())
}

/// Checks a named tunnel's public host name (`hooks.example.com`, or pasted as
/// `https://hooks.example.com/`) and returns it in lower case.
fn checked_hostname(given: &str) -> Result<String, ProviderError> {
    let bad = || ProviderError::BadHostname {
        given: given.to_owned(),
    };
    let trimmed = given.trim();
    let lower = trimmed.to_ascii_lowercase();
    let host = lower
        .strip_prefix("https://")
        .unwrap_or(&lower)
        .trim_end_matches('/');
    let labels_ok = !host.is_empty()
        && host.contains('.')
        && host.split('.').all(|label| {
            !label.is_empty()
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        });
    if labels_ok {
        Ok(host.to_owned())
    } else {
        Err(bad())
    }
}

impl FromStr for TunnelProvider {
    type Err = ProviderError;

    /// Reads a tunnel setting: `cloudflared`, `ngrok`, `cloudflared-named:<host name>`,
    /// `command:<template with {port}>`, `url:<https://…>` or `off` (keywords in any case). A bare `https://…` is taken as
    /// `url:https://…`, since that is what people paste.
    fn from_str(given: &str) -> Result<Self, Self::Err> {
        let given = given.trim();
        let lower = given.to_ascii_lowercase();
        if lower.starts_with("https://") || lower.starts_with("http://") {
            return Ok(TunnelProvider::Fixed {
                url: checked_public_url(given)?,
            });
        }
        let (keyword, value) = match given.split_once(':') {
            Some((keyword, value)) => (keyword.trim().to_ascii_lowercase(), Some(value.trim())),
            None => (given.to_ascii_lowercase(), None),
        };
        match (keyword.as_str(), value) {
            ("cloudflared", None) => Ok(TunnelProvider::cloudflared()),
            ("ngrok", None) => Ok(TunnelProvider::ngrok()),
            ("off", None) => Ok(TunnelProvider::Off),
            ("cloudflared-named", Some(hostname)) => Ok(TunnelProvider::CloudflaredNamed {
                hostname: checked_hostname(hostname)?,
            }),
            ("command", Some(template)) => {
                command_line(template, 0)?;
                Ok(TunnelProvider::Command {
                    template: template.to_owned(),
                })
            }
            ("url", Some(url)) => Ok(TunnelProvider::Fixed {
                url: checked_public_url(url)?,
            }),
            _ => Err(ProviderError::Unknown {
                given: given.to_owned(),
            }),
        }
    }
}

impl fmt::Display for TunnelProvider {
    /// The setting as [`FromStr`] reads it back: presets by name, others as `command:…` or
    /// `url:…`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TunnelProvider::Command { template } => match self.name() {
                "command" => write!(f, "command:{template}"),
                preset => f.write_str(preset),
            },
            TunnelProvider::CloudflaredNamed { hostname } => {
                write!(f, "cloudflared-named:{hostname}")
            }
            TunnelProvider::Fixed { url } => write!(f, "url:{url}"),
            TunnelProvider::Off => f.write_str("off"),
        }
    }
}

/// The first public URL in a line of a tunnel program's output, without a trailing `/`.
///
/// Public means: an `https://` or `http://` origin (no path — links to terms and docs have
/// one) whose host and port are not the receiver's own origin (`127.0.0.1`, `localhost` or
/// `[::1]` on `local_port`), which cloudflared and ngrok also print. Trailing punctuation and
/// the `|` of cloudflared's box are not part of the URL.
pub fn public_url_in(line: &str, local_port: u16) -> Option<String> {
    for (at, _) in line.match_indices("http") {
        let candidate = &line[at..];
        let (scheme, after) = if let Some(after) = candidate.strip_prefix("https://") {
            ("https", after)
        } else if let Some(after) = candidate.strip_prefix("http://") {
            ("http", after)
        } else {
            continue;
        };
        let end = after
            .find(|c: char| {
                c.is_whitespace()
                    || c.is_control()
                    || matches!(c, '"' | '\'' | '`' | '<' | '>' | '|' | '(' | ')' | ',')
            })
            .unwrap_or(after.len());
        let token = after[..end].trim_end_matches(['.', ',', ';', ':', '!', '?', ']', '}', '/']);
        if token.contains(['/', '?', '#', '@']) {
            continue;
        }
        let default_port = if scheme == "https" { 443 } else { 80 };
        let Some((host, port)) = host_and_port(token, default_port) else {
            continue;
        };
        let loopback = matches!(
            host.to_ascii_lowercase().as_str(),
            "127.0.0.1" | "localhost" | "[::1]"
        );
        if loopback && port == local_port {
            continue;
        }
        return Some(format!("{scheme}://{token}"));
    }
    None
}

/// Splits `host[:port]` (host may be a bracketed IPv6 address); `None` if it is not an
/// address.
fn host_and_port(authority: &str, default_port: u16) -> Option<(&str, u16)> {
    let (host, port) = if authority.starts_with('[') {
        let close = authority.find(']')?;
        let (host, rest) = authority.split_at(close + 1);
        let inner = &host[1..host.len() - 1];
        if inner.is_empty()
            || !inner
                .chars()
                .all(|c| c.is_ascii_hexdigit() || c == ':' || c == '.')
        {
            return None;
        }
        let port = if rest.is_empty() {
            ""
        } else {
            rest.strip_prefix(':')?
        };
        (host, port)
    } else {
        match authority.rsplit_once(':') {
            Some((host, port)) => (host, port),
            None => (authority, ""),
        }
    };
    let host_ok = host.starts_with('[')
        || (!host.is_empty()
            && host
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_')));
    if !host_ok {
        return None;
    }
    let port = if port.is_empty() {
        default_port
    } else {
        port.parse().ok()?
    };
    Some((host, port))
}

/// The URL Meta posts to for a public URL: `<public>/webhook`, or the URL itself when it
/// already ends in `/webhook`.
pub fn callback_url_for(public_url: &str) -> String {
    let base = public_url.trim_end_matches('/');
    if base.ends_with(WEBHOOK_PATH) {
        base.to_owned()
    } else {
        format!("{base}{WEBHOOK_PATH}")
    }
}

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
fn spoken(delay: Duration) -> String {
    let secs = delay.as_secs().max(1);
    match (secs / 60, secs % 60) {
        (0, s) => format!("{s} s"),
        (m, 0) => format!("{m} min"),
        (m, s) => format!("{m} min {s} s"),
    }
}

impl TunnelFailure {
    /// The full sentence for the person: what happened, and what Pacer does next.
    fn sentence(&self, retry_in: Option<Duration>) -> String {
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
    fn new(status: TunnelStatus, provider: &TunnelProvider, now: Millis) -> Self {
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

    fn set_status(&mut self, status: TunnelStatus, now: Millis) {
        if self.status != status {
            self.since = now;
        }
        self.status = status;
    }

    fn set_public_url(&mut self, public_url: Option<String>) {
        self.callback_url = public_url.as_deref().map(callback_url_for);
        self.public_url = public_url;
    }
}

/// What registering the callback URL needs. The person must have agreed to it: it changes
/// where Meta sends the WABA's webhooks.
#[derive(Clone)]
pub struct RegistrationConfig {
    /// The Graph client (its access token never leaves it).
    pub client: Arc<GraphClient>,
    /// The WhatsApp Business Account whose callback is overridden.
    pub waba_id: String,
    /// The verify token the receiver answers Meta's GET with.
    pub verify_token: String,
}

impl fmt::Debug for RegistrationConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RegistrationConfig")
            .field("waba_id", &self.waba_id)
            .field("verify_token", &"[redacted]")
            .finish_non_exhaustive()
    }
}

/// How to run the tunnel.
#[derive(Debug, Clone)]
pub struct TunnelConfig {
    /// How the port is made public.
    pub provider: TunnelProvider,
    /// The receiver's loopback port.
    pub local_port: u16,
    /// Register new callback URLs with Meta (`None`: never).
    pub registration: Option<RegistrationConfig>,
    /// How long a started program may take to show its public URL.
    pub url_timeout: Duration,
    /// The tunnel service's token, handed to the program in its own variable
    /// ([`TunnelProvider::token_variable`]); unused by tunnels that take none.
    pub token: Option<TunnelToken>,
    /// The time of day and the machine's sleep (the system's; tests set their own): after a
    /// sleep the program is started again at once.
    pub wall_clock: crate::clock::WallClock,
}

impl TunnelConfig {
    /// `provider` for a receiver on `local_port`, without registration, with the default URL
    /// timeout.
    pub fn new(provider: TunnelProvider, local_port: u16) -> Self {
        TunnelConfig {
            provider,
            local_port,
            registration: None,
            url_timeout: DEFAULT_URL_TIMEOUT,
            token: None,
            wall_clock: crate::clock::WallClock::system(),
        }
    }
}

/// The running tunnel.
#[derive(Debug)]
pub struct TunnelHandle {
    state: watch::Receiver<TunnelState>,
    task: JoinHandle<()>,
}

impl TunnelHandle {
    /// The state now.
    pub fn state(&self) -> TunnelState {
        self.state.borrow().clone()
    }

    /// Changes of the state, as they happen.
    pub fn watch(&self) -> watch::Receiver<TunnelState> {
        self.state.clone()
    }

    /// Waits until the tunnel has stopped after shutdown: the program is killed and reaped.
    pub async fn stopped(self) {
        if let Err(e) = self.task.await {
            tracing::error!("the tunnel task ended abnormally: {e}");
        }
    }
}

/// Starts the tunnel on the current tokio runtime. It runs until `shutdown` is cancelled;
/// then the tunnel program is killed and [`TunnelHandle::stopped`] returns.
pub fn start(config: TunnelConfig, shutdown: CancellationToken) -> TunnelHandle {
    let clock = Clock::scaled_from(&config.wall_clock, 1.0, config.wall_clock.now_ms());
    let now = clock.now_ms();
    let initial = match &config.provider {
        TunnelProvider::Command { .. } | TunnelProvider::CloudflaredNamed { .. } => {
            TunnelState::new(TunnelStatus::Starting, &config.provider, now)
        }
        TunnelProvider::Fixed { url } => {
            let mut state = TunnelState::new(TunnelStatus::Fixed, &config.provider, now);
            match checked_public_url(url) {
                Ok(url) => state.set_public_url(Some(url)),
                Err(e) => setting_failed(&mut state, &e, now),
            }
            state
        }
        TunnelProvider::Off => TunnelState::new(TunnelStatus::Off, &config.provider, now),
    };
    let (sender, state) = watch::channel(initial);
    let task = tokio::spawn(run(config, sender, shutdown, clock));
    TunnelHandle { state, task }
}

fn setting_failed(state: &mut TunnelState, error: &ProviderError, now: Millis) {
    let failure = TunnelFailure::Setting {
        reason: error.to_string().trim_end_matches('.').to_owned(),
    };
    state.set_status(TunnelStatus::Down, now);
    state.set_public_url(None);
    state.last_error = Some(failure.sentence(None));
    state.failure = Some(failure);
    state.next_retry_at = None;
}

async fn run(
    config: TunnelConfig,
    state: watch::Sender<TunnelState>,
    shutdown: CancellationToken,
    clock: Clock,
) {
    let supervise = async {
        match &config.provider {
            TunnelProvider::Command { .. } | TunnelProvider::CloudflaredNamed { .. } => {
                Supervisor {
                    config: &config,
                    state: &state,
                    shutdown: &shutdown,
                    clock: &clock,
                }
                .run()
                .await;
            }
            TunnelProvider::Fixed { .. } => shutdown.cancelled().await,
            TunnelProvider::Off => {}
        }
    };
    let register = async {
        if let (Some(registration), false) = (
            &config.registration,
            matches!(config.provider, TunnelProvider::Off),
        ) {
            Registrar {
                config: registration,
                state: &state,
                shutdown: &shutdown,
                clock: &clock,
            }
            .run()
            .await;
        }
    };
    tokio::join!(supervise, register);
}

/// Runs a tunnel program, restarting it while it is down.
struct Supervisor<'a> {
    config: &'a TunnelConfig,
    state: &'a watch::Sender<TunnelState>,
    shutdown: &'a CancellationToken,
    clock: &'a Clock,
}

/// How one run of the tunnel program ended.
enum RunEnd {
    Shutdown,
    /// The machine slept: the program was stopped, to be started again at once (its
    /// connection to the tunnel service is most likely gone, and its address with it).
    Woke,
    Down {
        failure: TunnelFailure,
        /// How long it had a public URL, if it got one.
        up_for: Option<Duration>,
    },
}

/// A tunnel program's output, line by line; a line longer than [`MAX_LINE`] is cut off rather
/// than held in memory whole (a program printing without newlines cannot grow Pacer's memory).
type OutputLines = FramedRead<Box<dyn AsyncRead + Send + Unpin>, LinesCodec>;

/// The longest output line kept.
const MAX_LINE: usize = 8 * 1024;

impl Supervisor<'_> {
    async fn run(self) {
        let argv = match self
            .config
            .provider
            .command_line(self.config.local_port)
            .unwrap_or(Err(ProviderError::EmptyCommand))
        {
            Ok(argv) => argv,
            Err(e) => {
                tracing::warn!("the tunnel setting is not usable: {e}");
                let now = self.clock.now_ms();
                self.state.send_modify(|s| setting_failed(s, &e, now));
                self.shutdown.cancelled().await;
                return;
            }
        };
        let mut failures: u32 = 0;
        loop {
            match self.run_once(&argv).await {
                RunEnd::Shutdown => break,
                RunEnd::Woke => {
                    self.state
                        .send_modify(|s| s.restarts = s.restarts.saturating_add(1));
                }
                RunEnd::Down { failure, up_for } => {
                    if up_for.is_some_and(|up| up >= STABLE_AFTER) {
                        failures = 0;
                    }
                    let delay = RESTART_BACKOFF.delay(failures);
                    failures = failures.saturating_add(1);
                    tracing::warn!(
                        "the tunnel is down ({failure}); restarting in {}",
                        spoken(delay)
                    );
                    let now = self.clock.now_ms();
                    self.state.send_modify(|s| {
                        s.set_status(TunnelStatus::Down, now);
                        s.set_public_url(None);
                        s.last_error = Some(failure.sentence(Some(delay)));
                        s.failure = Some(failure);
                        s.next_retry_at = Some(later(now, delay));
                    });
                    tokio::select! {
                        () = self.shutdown.cancelled() => break,
                        () = sleep(delay) => {}
                    }
                    self.state.send_modify(|s| {
                        s.restarts = s.restarts.saturating_add(1);
                        s.next_retry_at = None;
                    });
                }
            }
        }
        let now = self.clock.now_ms();
        self.state.send_modify(|s| {
            s.set_status(TunnelStatus::Off, now);
            s.set_public_url(None);
            s.next_retry_at = None;
        });
    }

    /// Starts the program once and follows it until it stops, shows no URL in time, or
    /// shutdown.
    async fn run_once(&self, argv: &[String]) -> RunEnd {
        let Some((program, args)) = argv.split_first() else {
            return RunEnd::Down {
                failure: TunnelFailure::Setting {
                    reason: ProviderError::EmptyCommand.to_string(),
                },
                up_for: None,
            };
        };
        let now = self.clock.now_ms();
        self.state.send_modify(|s| {
            s.set_status(TunnelStatus::Starting, now);
            s.set_public_url(None);
        });
        let environment = program::environment(std::env::vars_os(), self.token());
        let mut started = match program::start(program, args, environment).await {
            Ok(started) => started,
            Err(e) => {
                let failure = if e.kind() == std::io::ErrorKind::NotFound {
                    TunnelFailure::NotInstalled {
                        program: program.clone(),
                    }
                } else {
                    TunnelFailure::CannotStart {
                        program: program.clone(),
                        reason: e.to_string(),
                    }
                };
                return RunEnd::Down {
                    failure,
                    up_for: None,
                };
            }
        };
        let child = &mut started.child;
        tracing::info!(
            "started the tunnel program {program} (pid {})",
            child.id().unwrap_or_default()
        );
        let mut stdout = child.stdout.take().map(lines_of);
        let mut stderr = child.stderr.take().map(lines_of);
        let url_deadline = Instant::now() + self.config.url_timeout;
        let mut up_since: Option<Instant> = None;
        let mut last_output: Option<String> = None;
        let woke = self.clock.woke();
        tokio::pin!(woke);
        loop {
            let line = tokio::select! {
                () = self.shutdown.cancelled() => {
                    stop(child, program).await;
                    return RunEnd::Shutdown;
                }
                slept = &mut woke => {
                    tracing::info!(
                        "this computer slept for {} s: starting the tunnel again at once",
                        slept.as_secs()
                    );
                    stop(child, program).await;
                    return RunEnd::Woke;
                }
                status = child.wait() => {
                    drain(&mut stdout, &mut stderr, &mut last_output, program).await;
                    let exit_code = match status {
                        Ok(status) => status.code(),
                        Err(e) => {
                            tracing::warn!("could not wait for {program}: {e}");
                            None
                        }
                    };
                    return RunEnd::Down {
                        failure: TunnelFailure::Exited { exit_code, last_output },
                        up_for: up_since.map(|t| t.elapsed()),
                    };
                }
                () = sleep_until(url_deadline), if up_since.is_none() => {
                    stop(child, program).await;
                    return RunEnd::Down {
                        failure: TunnelFailure::NoPublicUrl {
                            waited_secs: self.config.url_timeout.as_secs(),
                            last_output,
                        },
                        up_for: None,
                    };
                }
                line = next_line(&mut stdout), if stdout.is_some() => line,
                line = next_line(&mut stderr), if stderr.is_some() => line,
            };
            let Some(line) = line else { continue };
            note_output(&line, program, &mut last_output);
            if up_since.is_none()
                && let Some(url) = self.public_url_from(&line)
            {
                up_since = Some(Instant::now());
                tracing::info!("the tunnel is up at {url}");
                let now = self.clock.now_ms();
                self.state.send_modify(|s| {
                    s.set_status(TunnelStatus::Up, now);
                    s.set_public_url(Some(url));
                    s.last_error = None;
                    s.failure = None;
                    s.next_retry_at = None;
                });
            }
        }
    }
}

impl Supervisor<'_> {
    /// The token and the variable it goes in, when this tunnel takes one and has one.
    fn token(&self) -> Option<(&'static str, &TunnelToken)> {
        let variable = self.config.provider.token_variable();
        match (variable, &self.config.token) {
            (Some(variable), Some(token)) => Some((variable, token)),
            (None, Some(_)) => {
                tracing::warn!(
                    "a tunnel token is set, but the {} tunnel takes none; it is not passed on",
                    self.config.provider.name()
                );
                None
            }
            (_, None) => None,
        }
    }

    /// The public URL a line of the program's output shows, if it shows one: a URL in it, or
    /// for a named tunnel, its host name once cloudflared says it is connected.
    fn public_url_from(&self, line: &str) -> Option<String> {
        match &self.config.provider {
            TunnelProvider::CloudflaredNamed { hostname } => line
                .contains(CLOUDFLARED_CONNECTED)
                .then(|| format!("https://{hostname}")),
            _ => public_url_in(line, self.config.local_port),
        }
    }
}

fn lines_of(stream: impl AsyncRead + Send + Unpin + 'static) -> OutputLines {
    let boxed: Box<dyn AsyncRead + Send + Unpin> = Box::new(stream);
    FramedRead::new(boxed, LinesCodec::new_with_max_length(MAX_LINE))
}

/// The next line of a stream (lossy UTF-8, without the line end); on end or error the stream
/// is closed (`None` stops it being polled).
async fn next_line(stream: &mut Option<OutputLines>) -> Option<String> {
    let lines = stream.as_mut()?;
    loop {
        match lines.next().await {
            Some(Ok(line)) => return Some(line.trim_end_matches('\r').to_owned()),
            // An overlong line is skipped; the codec resumes at the next newline.
            Some(Err(LinesCodecError::MaxLineLengthExceeded)) => continue,
            Some(Err(e)) => {
                tracing::debug!("stopped reading the tunnel program's output: {e}");
                *stream = None;
                return None;
            }
            None => {
                *stream = None;
                return None;
            }
        }
    }
}

fn note_output(line: &str, program: &str, last_output: &mut Option<String>) {
    let line = line.trim();
    if line.is_empty() {
        return;
    }
    tracing::debug!("{program}: {line}");
    *last_output = Some(line.chars().take(OUTPUT_DETAIL_CHARS).collect());
}

/// Reads what a stopped program still had in its pipes, for its last words, briefly.
async fn drain(
    stdout: &mut Option<OutputLines>,
    stderr: &mut Option<OutputLines>,
    last_output: &mut Option<String>,
    program: &str,
) {
    let deadline = Instant::now() + DRAIN_AFTER_EXIT;
    for stream in [stdout, stderr] {
        while stream.is_some() {
            match tokio::time::timeout_at(deadline, next_line(stream)).await {
                Ok(Some(line)) => note_output(&line, program, last_output),
                Ok(None) => {}
                // Something else holds the pipe open; the last words are not worth waiting for.
                Err(_) => return,
            }
        }
    }
}

/// Kills the program and waits for it, so no tunnel outlives Pacer.
async fn stop(child: &mut Child, program: &str) {
    match child.kill().await {
        Ok(()) => tracing::info!("stopped the tunnel program {program}"),
        Err(e) => tracing::warn!("could not stop the tunnel program {program}: {e}"),
    }
}

/// Registers each new callback URL with Meta, retrying until Meta verifies it.
struct Registrar<'a> {
    config: &'a RegistrationConfig,
    state: &'a watch::Sender<TunnelState>,
    shutdown: &'a CancellationToken,
    clock: &'a Clock,
}

impl Registrar<'_> {
    async fn run(self) {
        let mut changes = self.state.subscribe();
        // The URL Meta last verified: the same URL after a restart is not registered again.
        let mut verified: Option<String> = None;
        // The URL wanting registration, and when to try next.
        let mut target: Option<String> = None;
        let mut due: Option<Instant> = None;
        let mut failures: u32 = 0;
        loop {
            let current = changes.borrow_and_update().callback_url.clone();
            if current != target {
                target = current;
                failures = 0;
                due = target
                    .as_ref()
                    .filter(|url| verified.as_ref() != Some(*url))
                    .map(|_| Instant::now());
            }
            tokio::select! {
                () = self.shutdown.cancelled() => return,
                changed = changes.changed() => {
                    if changed.is_err() {
                        return;
                    }
                }
                () = sleep_until(due.unwrap_or_else(Instant::now)), if due.is_some() => {
                    let Some(url) = target.clone() else {
                        due = None;
                        continue;
                    };
                    let (registration, retry_in) = tokio::select! {
                        () = self.shutdown.cancelled() => return,
                        outcome = self.register(url, failures) => outcome,
                    };
                    if registration.verified {
                        verified = Some(registration.callback_url.clone());
                    }
                    if retry_in.is_some() {
                        failures = failures.saturating_add(1);
                    }
                    due = retry_in.map(|delay| Instant::now() + delay);
                    self.state.send_modify(|s| s.registration = Some(registration));
                }
            }
        }
    }

    /// Registers `url` (after `failures` failed attempts for it) and says how it went, and
    /// when to try again if it is worth trying again.
    async fn register(&self, url: String, failures: u32) -> (Registration, Option<Duration>) {
        let attempt = self.ask_meta(&url).await;
        let now = self.clock.now_ms();
        let (verified, message, retry_in) = match attempt {
            Attempt::Verified => (
                true,
                format!("Meta verified {url} and will send delivery updates there."),
                None,
            ),
            Attempt::Failed {
                message,
                retry: true,
            } => {
                let delay = REGISTRATION_BACKOFF.delay(failures);
                let message = format!("{message} Pacer asks again in {}.", spoken(delay));
                (false, message, Some(delay))
            }
            Attempt::Failed {
                message,
                retry: false,
            } => (false, message, None),
        };
        if verified {
            tracing::info!("{message}");
        } else {
            tracing::warn!("{message}");
        }
        let registration = Registration {
            callback_url: url,
            verified,
            message,
            at: now,
            next_attempt_at: retry_in.map(|delay| later(now, delay)),
        };
        (registration, retry_in)
    }

    /// Asks Meta to send the WABA's webhooks to `url`.
    async fn ask_meta(&self, url: &str) -> Attempt {
        if url.chars().count() > OVERRIDE_URI_MAX_CHARS {
            return Attempt::Failed {
                message: format!(
                    "{url} is longer than the {OVERRIDE_URI_MAX_CHARS} characters Meta accepts \
                     for a webhook URL. Choose a shorter public URL in Settings."
                ),
                retry: false,
            };
        }
        let answer = self
            .config
            .client
            .override_callback(&self.config.waba_id, url, &self.config.verify_token)
            .await;
        let message = match answer {
            Ok(()) => return Attempt::Verified,
            Err(error) => match error.callback_verification_failure() {
                Some(meta) => format!(
                    "Meta could not verify the webhook URL: {}",
                    sentence_end(meta.explanation())
                ),
                None => format!(
                    "Pacer could not register {url} with Meta: {}",
                    sentence_end(&error.to_string())
                ),
            },
        };
        Attempt::Failed {
            message: self.without_secrets(message),
            retry: true,
        }
    }

    /// Meta's words are shown as they come, but never with the verify token in them.
    fn without_secrets(&self, message: String) -> String {
        let token = self.config.verify_token.as_str();
        if token.is_empty() {
            message
        } else {
            message.replace(token, "[verify token]")
        }
    }
}

/// `delay` after `now`, in Unix ms.
fn later(now: Millis, delay: Duration) -> Millis {
    now.saturating_add(Millis::try_from(delay.as_millis()).unwrap_or(Millis::MAX))
}

/// `text` ending in a full stop.
fn sentence_end(text: &str) -> String {
    let text = text.trim();
    if text.ends_with(['.', '!', '?']) {
        text.to_owned()
    } else {
        format!("{text}.")
    }
}

/// What one registration attempt came to.
enum Attempt {
    Verified,
    Failed { message: String, retry: bool },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn restart_backoff_doubles_from_one_second_up_to_a_minute() {
        let delays: Vec<u64> = (0..9).map(|n| RESTART_BACKOFF.delay(n).as_secs()).collect();
        assert_eq!(
            delays,
            [1, 2, 4, 8, 16, 32, 60, 60, 60],
            "restarts must back off 1, 2, 4 … s and never wait more than 60 s"
        );
        assert_eq!(
            RESTART_BACKOFF.delay(u32::MAX),
            Duration::from_secs(60),
            "a tunnel down for days still retries every minute"
        );
    }

    #[test]
    fn registration_backoff_starts_soon_and_caps_at_ten_minutes() {
        assert_eq!(REGISTRATION_BACKOFF.delay(0), Duration::from_secs(5));
        assert_eq!(REGISTRATION_BACKOFF.delay(1), Duration::from_secs(10));
        assert_eq!(REGISTRATION_BACKOFF.delay(40), Duration::from_secs(600));
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

    #[test]
    fn command_lines_split_on_spaces_and_keep_quoted_words_whole() {
        assert_eq!(
            command_line(r#"python3 "/a dir/tunnel.py" {port} --name="x y""#, 8092),
            Ok(vec![
                "python3".to_owned(),
                "/a dir/tunnel.py".to_owned(),
                "8092".to_owned(),
                "--name=x y".to_owned(),
            ])
        );
        assert_eq!(
            command_line("tunnel \"{port}", 1),
            Err(ProviderError::UnclosedQuote)
        );
        assert_eq!(
            command_line("\"\" {port}", 1),
            Err(ProviderError::EmptyCommand)
        );
    }
}
