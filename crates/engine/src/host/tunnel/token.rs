//! A tunnel service's own token — cloudflared's named-tunnel token, ngrok's authtoken — and
//! where it may go.
//!
//! It goes to the tunnel program only through the program's own environment variable
//! ([`CLOUDFLARED_TOKEN_VARIABLE`], [`NGROK_TOKEN_VARIABLE`]), never on its command line:
//! every user of the computer can read a command line (`ps`, `/proc/<pid>/cmdline`), and
//! Pacer logs which program it starts. A `command:` setting that carries a token on its
//! command line is refused ([`token_in_command`]) with the advice to give the token to Pacer
//! instead (the keyring in the app, `PACER_TUNNEL_TOKEN` for `pacer serve`).

use std::fmt;
use std::path::Path;

/// What a token prints as in `Debug` and `Display`.
const REDACTED: &str = "[redacted]";

/// The variable `cloudflared tunnel run` reads its token from (its `--token` flag's variable).
pub const CLOUDFLARED_TOKEN_VARIABLE: &str = "TUNNEL_TOKEN";

/// The variable the ngrok agent reads its authtoken from.
pub const NGROK_TOKEN_VARIABLE: &str = "NGROK_AUTHTOKEN";

/// A tunnel service's token. It prints as `[redacted]`, so formatting a config, a state or an
/// error can never show it.
#[derive(Clone, PartialEq, Eq)]
pub struct TunnelToken(String);

impl TunnelToken {
    /// The token without surrounding blanks; `None` when nothing is left (an empty field or an
    /// unset variable means "no token").
    pub fn new(token: impl AsRef<str>) -> Option<TunnelToken> {
        let token = token.as_ref().trim();
        (!token.is_empty()).then(|| TunnelToken(token.to_owned()))
    }

    /// The token itself, for the tunnel program's environment only.
    pub(crate) fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for TunnelToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(REDACTED)
    }
}

impl fmt::Display for TunnelToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(REDACTED)
    }
}

/// The variable a tunnel program reads its token from, known by the program's file name:
/// `cloudflared` reads [`CLOUDFLARED_TOKEN_VARIABLE`], `ngrok` [`NGROK_TOKEN_VARIABLE`].
/// Other programs are given no token: Pacer does not know where they would look for it.
pub(crate) fn variable_for(program: &str) -> Option<&'static str> {
    let name = Path::new(program)
        .file_stem()
        .and_then(|n| n.to_str())
        .unwrap_or(program)
        .to_ascii_lowercase();
    match name.as_str() {
        "cloudflared" => Some(CLOUDFLARED_TOKEN_VARIABLE),
        "ngrok" => Some(NGROK_TOKEN_VARIABLE),
        _ => None,
    }
}

/// Option names (without their dashes) that carry a secret as their value.
const SECRET_OPTIONS: [&str; 8] = [
    "token",
    "authtoken",
    "auth-token",
    "auth_token",
    "credentials-contents",
    "cred-contents",
    "api-key",
    "password",
];

/// The first word of a command line that looks like it carries a token, as it can be shown
/// (the option's or variable's name, never its value): `--token`, `--authtoken=…`,
/// `TUNNEL_TOKEN=…`, a URL with `?token=…`, ngrok's `add-authtoken`.
pub(crate) fn token_in_command(words: &[String]) -> Option<String> {
    words.iter().find_map(|word| {
        let (name, assigned) = match word.split_once('=') {
            Some((name, _)) => (name, true),
            None => (word.as_str(), false),
        };
        let lower = name.to_ascii_lowercase();
        let option = lower.trim_start_matches('-');
        let is_option = lower.starts_with('-') && SECRET_OPTIONS.contains(&option);
        // `NAME=value` where the name ends in TOKEN or SECRET: an environment assignment
        // through `env`, a `key=value` argument, or a URL's query.
        let is_assignment = assigned && (lower.ends_with("token") || lower.ends_with("secret"));
        let is_login = lower == "add-authtoken";
        (is_option || is_assignment || is_login).then(|| {
            if assigned {
                format!("{name}=")
            } else {
                name.to_owned()
            }
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(line: &str) -> Vec<String> {
        line.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn a_token_on_the_command_line_is_found_by_its_name_never_shown_by_its_value() {
        let found: &[(&str, &str)] = &[
            ("cloudflared tunnel run --token eyJhIjoi {port}", "--token"),
            ("cloudflared tunnel run --token=eyJhIjoi {port}", "--token="),
            ("ngrok http {port} --authtoken 2abc", "--authtoken"),
            ("ngrok http {port} --AuthToken=2abc", "--AuthToken="),
            (
                "env TUNNEL_TOKEN=eyJhIjoi cloudflared tunnel run",
                "TUNNEL_TOKEN=",
            ),
            (
                "env NGROK_AUTHTOKEN=2abc ngrok http {port}",
                "NGROK_AUTHTOKEN=",
            ),
            (
                "mytunnel https://x.example/?token=abc {port}",
                "https://x.example/?token=",
            ),
            ("mytunnel --client-secret=abc {port}", "--client-secret="),
            ("ngrok config add-authtoken 2abc", "add-authtoken"),
            (
                "cloudflared tunnel run --credentials-contents {} {port}",
                "--credentials-contents",
            ),
        ];
        for (line, name) in found {
            assert_eq!(
                token_in_command(&words(line)).as_deref(),
                Some(*name),
                "{line:?} carries a token on its command line"
            );
        }
        for line in [
            "cloudflared tunnel --no-autoupdate --url http://127.0.0.1:{port}",
            "cloudflared tunnel run --token-file /home/me/.cloudflared/token --url {port}",
            "ngrok http --url=shop.ngrok.app {port} --log stdout",
            "python3 tokenizer.py {port}",
        ] {
            assert_eq!(
                token_in_command(&words(line)),
                None,
                "{line:?} carries no token"
            );
        }
    }

    #[test]
    fn each_program_reads_its_token_from_its_own_variable() {
        assert_eq!(variable_for("cloudflared"), Some("TUNNEL_TOKEN"));
        assert_eq!(
            variable_for("/usr/local/bin/cloudflared"),
            Some("TUNNEL_TOKEN")
        );
        assert_eq!(variable_for("ngrok.exe"), Some("NGROK_AUTHTOKEN"));
        assert_eq!(variable_for("ngrok"), Some("NGROK_AUTHTOKEN"));
        assert_eq!(
            variable_for("python3"),
            None,
            "an unknown program gets no token"
        );
    }

    #[test]
    fn a_token_prints_redacted_and_a_blank_one_is_none() {
        let token = TunnelToken::new(" eyJ-secret ").expect("a token");
        assert_eq!(token.expose(), "eyJ-secret");
        assert_eq!(format!("{token:?} {token}"), "[redacted] [redacted]");
        assert_eq!(TunnelToken::new("  "), None);
    }
}
