//! Which tunnel the person chose: the [`TunnelProvider`] setting, read from and written to
//! its text form, and the command line each one runs.

use std::fmt;
use std::str::FromStr;

use pacer_words::{Said, ids};

use super::address::{checked_hostname, checked_public_url};
use super::token::{self, CLOUDFLARED_TOKEN_VARIABLE};

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

/// Why a tunnel setting could not be read (its words: [`ProviderError::said`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProviderError {
    /// Not one of the forms Pacer knows.
    Unknown {
        /// What was given.
        given: String,
    },
    /// `command:` with nothing after it.
    EmptyCommand,
    /// The command has no `{port}`, so the tunnel could not know where to forward.
    MissingPort,
    /// A `"` that is never closed.
    UnclosedQuote,
    /// The command carries a token on its command line, which every user of the computer can
    /// read.
    TokenInCommand {
        /// The option or variable that carries it (`--token`, `TUNNEL_TOKEN=`), never its value.
        option: String,
    },
    /// The named tunnel's host name is not a host name.
    BadHostname {
        /// What was given.
        given: String,
    },
    /// The fixed URL is not `http(s)://`.
    NotHttpUrl {
        /// What was given.
        url: String,
    },
    /// The fixed URL starts well but is not a usable address.
    BadUrl {
        /// What was given.
        url: String,
        /// What is wrong with it.
        fault: UrlFault,
    },
}

/// What is wrong with a fixed public URL that starts with `http(s)://`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UrlFault {
    /// It has spaces or control characters.
    Spaces,
    /// It has a `?query` or `#fragment`.
    QueryOrFragment,
    /// It has `user:password@`.
    UserInfo,
    /// Its host (and port) cannot be read.
    NoHost,
}

impl ProviderError {
    /// What is wrong and what to type, as a catalogue message (`tunnel-setting-…`).
    pub fn said(&self) -> Said {
        match self {
            ProviderError::Unknown { given } => {
                Said::new(ids::TUNNEL_SETTING_UNKNOWN).with("given", given.as_str())
            }
            ProviderError::EmptyCommand => Said::new(ids::TUNNEL_SETTING_EMPTY_COMMAND),
            ProviderError::MissingPort => Said::new(ids::TUNNEL_SETTING_MISSING_PORT),
            ProviderError::UnclosedQuote => Said::new(ids::TUNNEL_SETTING_UNCLOSED_QUOTE),
            ProviderError::TokenInCommand { option } => {
                Said::new(ids::TUNNEL_SETTING_TOKEN_IN_COMMAND).with("option", option.as_str())
            }
            ProviderError::BadHostname { given } => {
                Said::new(ids::TUNNEL_SETTING_BAD_HOSTNAME).with("given", given.as_str())
            }
            ProviderError::NotHttpUrl { url } => {
                Said::new(ids::TUNNEL_SETTING_NOT_HTTP).with("url", url.as_str())
            }
            ProviderError::BadUrl { url, fault } => {
                let fault = match fault {
                    UrlFault::Spaces => "spaces",
                    UrlFault::QueryOrFragment => "query",
                    UrlFault::UserInfo => "user",
                    UrlFault::NoHost => "host",
                };
                Said::new(ids::TUNNEL_SETTING_BAD_URL)
                    .with("url", url.as_str())
                    .with("fault", fault)
            }
        }
    }
}

impl std::fmt::Display for ProviderError {
    /// English, as `pacer serve` and the local API say it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for ProviderError {}

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

#[cfg(test)]
mod tests {
    use super::*;

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
