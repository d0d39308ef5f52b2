//! Who may knock on Pacer's loopback listeners: programs on this machine, never a web page.
//!
//! The local API (and every path of the webhook listener but `/webhook`) listens on 127.0.0.1,
//! and a web page the person happens to visit can still send requests there. Two tricks make
//! such a request look local: a page on `127.0.0.1` itself, and DNS rebinding (the page's own
//! name, say `evil.example`, is made to resolve to 127.0.0.1, so the browser treats Pacer as
//! the page's own origin and lets it read the answers). A browser cannot hide what it is
//! doing, though: after rebinding it sends the page's name in `Host`; a page always sends
//! `Origin` on a cross-origin or non-GET request; modern browsers add `Sec-Fetch-Site`. A
//! program on this machine (curl, the business's own systems, `pacer`) sends none of them, or
//! `Sec-Fetch-Site: none`. So a request passes only when:
//!
//! - `Host` is `127.0.0.1`, `localhost` or `[::1]`, with the listener's own port
//!   ([`ListenerAddr`], when the listener says which one it is);
//! - it carries no `Origin`, and no `Sec-Fetch-Site` other than `none`.
//!
//! A refusal is `403` with `{"error": {"code": "not_local", "rule", "message"}}` naming the
//! rule, so whoever wrote the caller knows what to change. The check on the body's type
//! (`application/json`, or multipart where a route takes a file) belongs to each router,
//! which knows what its routes take.

use std::net::SocketAddr;

use axum::Json;
use axum::extract::Request;
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use serde_json::json;

/// The address a request came in on, put in the request's extensions by Pacer's own
/// listeners, so the `Host` check can ask for the exact port. A router served some other way
/// (a test's plain `axum::serve`) has none, and any port on a loopback name passes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ListenerAddr(pub SocketAddr);

/// Which rule a request broke.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    /// `Host` is missing or names something other than this machine's loopback address.
    Host,
    /// The request carries `Origin`: a web page sent it.
    Origin,
    /// `Sec-Fetch-Site` says a web page sent it.
    FetchSite,
}

impl Rule {
    /// The rule's name in the error answer.
    pub fn name(self) -> &'static str {
        match self {
            Rule::Host => "host",
            Rule::Origin => "origin",
            Rule::FetchSite => "sec_fetch_site",
        }
    }

    /// What happened and what to do, in plain words.
    pub fn message(self, port: Option<u16>) -> String {
        let host = match port {
            Some(port) => format!("127.0.0.1:{port}, localhost:{port} or [::1]:{port}"),
            None => "127.0.0.1, localhost or [::1] with the listener's port".to_owned(),
        };
        match self {
            Rule::Host => format!(
                "Pacer answers only programs on this computer: the Host header must be {host}. Call it at http://127.0.0.1:<port>/, not through another name."
            ),
            Rule::Origin => "Pacer does not answer web pages: this request carries an Origin header, which browsers add. Call Pacer from a program on this computer (a server, a script, curl), not from a browser.".to_owned(),
            Rule::FetchSite => "Pacer does not answer web pages: this request's Sec-Fetch-Site header says a browser sent it for a page. Call Pacer from a program on this computer, not from a browser.".to_owned(),
        }
    }
}

/// Whether `host` (a `Host` header's value) names this machine's loopback address, with
/// `port` when one is given.
fn loopback_host(host: &str, port: Option<u16>) -> bool {
    let (name, given_port) = match host.rsplit_once(':') {
        // `[::1]:8091`, `127.0.0.1:8091`, `localhost:8091`; a bare `[::1]` has its colons
        // inside the brackets.
        Some((name, digits)) if !digits.contains(']') => (name, digits.parse::<u16>().ok()),
        _ => (host, None),
    };
    let name_ok = name.eq_ignore_ascii_case("localhost") || name == "127.0.0.1" || name == "[::1]";
    let port_ok = match (port, given_port) {
        (Some(expected), Some(given)) => expected == given,
        // The listener's port is not known: a loopback name with a port is enough.
        (None, Some(_)) => true,
        // A browser always sends the port when it is not 80; Pacer never listens on 80, so a
        // Host without a port did not come to this listener the ordinary way.
        (_, None) => false,
    };
    name_ok && port_ok
}

/// Checks a request's headers against the rules above; `port` is the listener's port when
/// known.
pub fn check(headers: &HeaderMap, port: Option<u16>) -> Result<(), Rule> {
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok());
    if !host.is_some_and(|h| loopback_host(h.trim(), port)) {
        return Err(Rule::Host);
    }
    from_a_page(headers).map_or(Ok(()), Err)
}

/// The rule a request breaks by coming from a web page (a browser adds `Origin`, or a
/// `Sec-Fetch-Site` other than `none`), if it does. The office listener, which answers other
/// PCs and so cannot check `Host`, refuses pages by this alone.
pub fn from_a_page(headers: &HeaderMap) -> Option<Rule> {
    if headers.contains_key(header::ORIGIN) {
        return Some(Rule::Origin);
    }
    match headers.get("sec-fetch-site") {
        Some(site) if !site.as_bytes().eq_ignore_ascii_case(b"none") => Some(Rule::FetchSite),
        _ => None,
    }
}

/// The 403 answer for a broken rule.
pub fn refusal(rule: Rule, port: Option<u16>) -> Response {
    (
        StatusCode::FORBIDDEN,
        Json(json!({"error": {
            "code": "not_local",
            "rule": rule.name(),
            "message": rule.message(port),
        }})),
    )
        .into_response()
}

/// Middleware: lets a request through only when [`check`] passes.
pub async fn local_only(request: Request, next: Next) -> Response {
    let port = request
        .extensions()
        .get::<ListenerAddr>()
        .map(|addr| addr.0.port());
    match check(request.headers(), port) {
        Ok(()) => next.run(request).await,
        Err(rule) => {
            tracing::warn!(
                rule = rule.name(),
                "refused a request that did not come from a program on this computer"
            );
            refusal(rule, port)
        }
    }
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, HeaderValue::from_str(value).expect("a header value"));
        }
        map
    }

    #[test]
    fn programs_on_this_machine_pass() {
        for host in [
            "127.0.0.1:8091",
            "localhost:8091",
            "LOCALHOST:8091",
            "[::1]:8091",
        ] {
            assert_eq!(
                check(&headers(&[("host", host)]), Some(8091)),
                Ok(()),
                "{host} is this machine"
            );
        }
        assert_eq!(
            check(
                &headers(&[("host", "127.0.0.1:8091"), ("sec-fetch-site", "none")]),
                Some(8091)
            ),
            Ok(()),
            "a person typing the address in a browser's bar is not a page"
        );
        assert_eq!(
            check(&headers(&[("host", "127.0.0.1:4000")]), None),
            Ok(()),
            "without the listener's port, any port on a loopback name"
        );
    }

    #[test]
    fn a_web_page_or_a_foreign_name_is_refused_naming_the_rule() {
        let cases: &[(&[(&'static str, &str)], Rule)] = &[
            (&[], Rule::Host),
            (&[("host", "evil.example:8091")], Rule::Host),
            (&[("host", "127.0.0.1.evil.example:8091")], Rule::Host),
            (&[("host", "127.0.0.1")], Rule::Host),
            (&[("host", "[::1]")], Rule::Host),
            (&[("host", "127.0.0.1:8092")], Rule::Host),
            (&[("host", "0.0.0.0:8091")], Rule::Host),
            (
                &[
                    ("host", "127.0.0.1:8091"),
                    ("origin", "http://evil.example"),
                ],
                Rule::Origin,
            ),
            (
                &[("host", "127.0.0.1:8091"), ("origin", "null")],
                Rule::Origin,
            ),
            (
                &[("host", "127.0.0.1:8091"), ("sec-fetch-site", "cross-site")],
                Rule::FetchSite,
            ),
            (
                &[
                    ("host", "127.0.0.1:8091"),
                    ("sec-fetch-site", "same-origin"),
                ],
                Rule::FetchSite,
            ),
        ];
        for (pairs, rule) in cases {
            assert_eq!(
                check(&headers(pairs), Some(8091)),
                Err(*rule),
                "{pairs:?} must be refused by the {} rule",
                rule.name()
            );
        }
    }
}
