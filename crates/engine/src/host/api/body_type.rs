//! The body-type rule: a request's body is `Content-Type: application/json`, or
//! `multipart/form-data` on a route that takes a file. Anything else is refused with 415.
//!
//! Why it matters: a web page can make a browser send plain text or a form
//! (`text/plain`, `application/x-www-form-urlencoded`, `multipart/form-data`) to any address
//! without asking the server first, and a JSON document fits inside such a body. The door
//! (`crate::doors`) refuses what browsers mark as theirs; this rule closes the same hole again
//! for a browser that marks nothing. A request without a body (GET, a bare POST) passes.
//!
//! It runs after the key check, as a route layer, so only a caller with the key learns which
//! bodies a route takes.

use axum::body::{Body, HttpBody as _};
use axum::extract::{Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::ApiError;

/// What a route's body may be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Takes {
    /// JSON only.
    Json,
    /// JSON, or a multipart form carrying a file.
    JsonOrFile,
}

/// Whether the request carries a body, by its headers: a non-zero `Content-Length`, or any
/// `Transfer-Encoding` (chunked: its length is not known before it is read).
fn has_body(headers: &HeaderMap) -> bool {
    if headers.contains_key(header::TRANSFER_ENCODING) {
        return true;
    }
    headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|length| length.trim() != "0")
}

/// Whether the body itself may hold bytes (a request made in the process, not read off a
/// connection, has a body but may have no header saying so).
fn body_may_hold_bytes(body: &Body) -> bool {
    !body.is_end_stream() && body.size_hint().exact() != Some(0)
}

/// The media type of `Content-Type` (`application/json` of `application/json; charset=utf-8`),
/// lower-cased; `None` when there is none or it is not text.
pub(super) fn media_type(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::CONTENT_TYPE)?.to_str().ok()?;
    let media = value.split(';').next().unwrap_or_default().trim();
    Some(media.to_ascii_lowercase())
}

/// Checks a request's body type against what the route takes; `has_body` says whether there
/// is a body to check.
fn check(headers: &HeaderMap, has_body: bool, takes: Takes) -> Result<(), ApiError> {
    if !has_body {
        return Ok(());
    }
    let media = media_type(headers);
    match (media.as_deref(), takes) {
        (Some("application/json"), _) | (Some("multipart/form-data"), Takes::JsonOrFile) => Ok(()),
        (given, takes) => {
            let given = match given {
                Some(media) if !media.is_empty() => format!("this one is {media}"),
                _ => "this one says no type".to_owned(),
            };
            let wanted = match takes {
                Takes::Json => "a JSON body sent with `Content-Type: application/json`",
                Takes::JsonOrFile => {
                    "a JSON body sent with `Content-Type: application/json`, or a file uploaded as `multipart/form-data`"
                }
            };
            Err(ApiError {
                details: Some(("rule", "content_type".into())),
                ..ApiError::new(
                    StatusCode::UNSUPPORTED_MEDIA_TYPE,
                    "unsupported_body",
                    format!(
                        "Pacer takes only {wanted}; {given}. Browsers send plain text and forms to any address, so Pacer reads neither. Send the body as JSON with that header."
                    ),
                )
            })
        }
    }
}

/// Route layer: refuses a body the route does not take.
pub(super) async fn only(State(takes): State<Takes>, request: Request, next: Next) -> Response {
    let body = has_body(request.headers()) || body_may_hold_bytes(request.body());
    match check(request.headers(), body, takes) {
        Ok(()) => next.run(request).await,
        Err(refusal) => refusal.into_response(),
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use axum::http::HeaderValue;

    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.insert(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn json_bodies_and_no_body_pass() {
        for (pairs, takes) in [
            (&[][..], Takes::Json),
            (&[("content-length", "0")][..], Takes::Json),
            (
                &[("content-length", "0"), ("content-type", "text/plain")][..],
                Takes::Json,
            ),
            (
                &[
                    ("content-length", "2"),
                    ("content-type", "application/json"),
                ][..],
                Takes::Json,
            ),
            (
                &[
                    ("content-length", "2"),
                    ("content-type", "Application/JSON; charset=utf-8"),
                ][..],
                Takes::Json,
            ),
            (
                &[
                    ("transfer-encoding", "chunked"),
                    ("content-type", "multipart/form-data; boundary=x"),
                ][..],
                Takes::JsonOrFile,
            ),
        ] {
            let map = headers(pairs);
            assert!(
                check(&map, has_body(&map), takes).is_ok(),
                "{pairs:?} passes"
            );
        }
    }

    #[test]
    fn other_bodies_are_refused_with_415() {
        for (pairs, takes) in [
            (&[("content-length", "2")][..], Takes::Json),
            (
                &[("content-length", "2"), ("content-type", "text/plain")][..],
                Takes::Json,
            ),
            (
                &[
                    ("content-length", "2"),
                    ("content-type", "application/x-www-form-urlencoded"),
                ][..],
                Takes::JsonOrFile,
            ),
            (
                &[
                    ("content-length", "2"),
                    ("content-type", "multipart/form-data; boundary=x"),
                ][..],
                Takes::Json,
            ),
            (
                &[
                    ("transfer-encoding", "chunked"),
                    ("content-type", "text/plain"),
                ][..],
                Takes::Json,
            ),
            (
                &[
                    ("content-length", "2"),
                    ("content-type", "application/json-seq"),
                ][..],
                Takes::Json,
            ),
        ] {
            let map = headers(pairs);
            let refusal = check(&map, has_body(&map), takes).unwrap_err();
            assert_eq!(
                (refusal.status, refusal.code),
                (StatusCode::UNSUPPORTED_MEDIA_TYPE, "unsupported_body"),
                "{pairs:?} is refused"
            );
        }
    }

    #[test]
    fn a_body_made_in_the_process_is_checked_without_a_length_header() {
        assert!(body_may_hold_bytes(&Body::from("hello")));
        assert!(!body_may_hold_bytes(&Body::empty()));
        assert!(!body_may_hold_bytes(&Body::from("")));
    }
}
