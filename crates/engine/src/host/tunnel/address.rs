//! The tunnel's public address: found in a tunnel program's output, checked when the person
//! gives one, and turned into the callback URL Meta posts to.

use super::provider::{ProviderError, UrlFault};
/// The path the receiver serves, appended to the public URL to make the callback URL.
const WEBHOOK_PATH: &str = "/webhook";

/// Checks a fixed public URL and returns it without a trailing `/`.
pub(super) fn checked_public_url(url: &str) -> Result<String, ProviderError> {
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
    let bad = |fault| ProviderError::BadUrl {
        url: url.to_owned(),
        fault,
    };
    if url.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return Err(bad(UrlFault::Spaces));
    }
    if url.contains(['?', '#']) {
        return Err(bad(UrlFault::QueryOrFragment));
    }
    let rest = &url[scheme_len..];
    let authority = rest.split('/').next().unwrap_or_default();
    if authority.contains('@') {
        return Err(bad(UrlFault::UserInfo));
    }
    if host_and_port(authority, 443).is_none() {
        return Err(bad(UrlFault::NoHost));
    }
    Ok(url.trim_end_matches('/').to_owned())
}

/// Checks a named tunnel's public host name (`hooks.example.com`, or pasted as
/// `https://hooks.example.com/`) and returns it in lower case.
pub(super) fn checked_hostname(given: &str) -> Result<String, ProviderError> {
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
