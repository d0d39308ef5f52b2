//! What every Graph request goes through: the token and the API version, the answer in
//! Meta's shape (with its `fbtrace_id`) and the log line of a request that is not a send.

use std::collections::HashMap;

use axum::extract::rejection::BytesRejection;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::Value;

use crate::clock::micros;
use crate::errors::MetaError;
use crate::log::LogRecord;
use crate::shared::Shared;

impl Shared {
    fn trace_id(&self, n: u64) -> String {
        format!(
            "A{}",
            URL_SAFE_NO_PAD.encode(self.fate.bits("fbtrace", &[&n.to_le_bytes()]).to_le_bytes())
        )
    }

    /// Meta's error as the answer, with a trace id drawn from the seed.
    pub(super) fn refuse(&self, error: MetaError) -> Response {
        let n = self.lock().counters.requests;
        error.into_response_with(&self.trace_id(n))
    }

    /// Logs a non-send request and answers it: 200 with the body, or Meta's error.
    pub(super) fn answer(
        &self,
        method: &str,
        path: &str,
        result: Result<Value, MetaError>,
    ) -> Response {
        match result {
            Ok(body) => {
                self.log_request(method, path, StatusCode::OK, None);
                (StatusCode::OK, axum::Json(body)).into_response()
            }
            Err(error) => {
                self.log_request(method, path, error.http_status, Some(error.code));
                self.refuse(error)
            }
        }
    }

    /// The log line of a request that is not a send.
    pub(super) fn log_request(
        &self,
        method: &str,
        path: &str,
        status: StatusCode,
        code: Option<i64>,
    ) {
        self.log.write(LogRecord::Request {
            t_us: micros(self.clock.now()),
            method: method.into(),
            path: path.into(),
            http_status: status.as_u16(),
            code,
        });
    }

    /// Checks the token and the API version; counts the request.
    pub(super) fn authorize(
        &self,
        headers: &HeaderMap,
        query: Option<&str>,
        version: &str,
    ) -> Result<(), MetaError> {
        let expected = {
            let mut state = self.lock();
            state.counters.requests += 1;
            state.access_token.clone()
        };
        let bearer = headers
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split_once(' '))
            .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
            .map(|(_, token)| token.trim().to_owned());
        let from_query = query.and_then(|q| {
            url::form_urlencoded::parse(q.as_bytes())
                .find(|(k, _)| k == "access_token")
                .map(|(_, v)| v.into_owned())
        });
        match bearer.or(from_query) {
            None => return Err(MetaError::bad_token(true)),
            Some(token) if token != expected => {
                return Err(MetaError::bad_token(false));
            }
            Some(_) => {}
        }
        api_version(version).map(|_| ())
    }
}

/// `v25.0` → (25, 0); anything else is Graph's "Unknown path components".
pub(super) fn api_version(version: &str) -> Result<(u32, u32), MetaError> {
    let unknown = || {
        let mut error = MetaError::new(2500, "Unknown path components");
        error.message = format!("Unknown path components: /{version}");
        error
    };
    let (major, minor) = version
        .strip_prefix('v')
        .and_then(|v| v.split_once('.'))
        .ok_or_else(unknown)?;
    Ok((
        major.parse().map_err(|_| unknown())?,
        minor.parse().map_err(|_| unknown())?,
    ))
}

/// The query's parameters (the last of a repeated name wins).
pub(super) fn query_map(query: Option<&str>) -> HashMap<String, String> {
    query
        .map(|q| {
            url::form_urlencoded::parse(q.as_bytes())
                .into_owned()
                .collect()
        })
        .unwrap_or_default()
}

/// A too-large or unreadable body, as Meta words it.
pub(super) fn body_error(rejection: &BytesRejection, limit: usize) -> MetaError {
    if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
        MetaError::invalid_parameter(format!("The request body is larger than {limit} bytes."))
            .status(StatusCode::PAYLOAD_TOO_LARGE)
    } else {
        MetaError::invalid_parameter(format!("The request body could not be read: {rejection}"))
    }
}
