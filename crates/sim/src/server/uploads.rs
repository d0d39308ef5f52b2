//! Meta's Resumable Upload API, as a template's media sample uses it: `POST
//! /{app-id}/uploads?file_name&file_length&file_type` opens a session (`{"id": "upload:…"}`),
//! `POST /upload:…` with a `file_offset` header and the bytes answers the handle (`{"h": …}`)
//! that a media header's `example.header_handle` carries. `GET /app` names the token's app.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, RawQuery, State};
use axum::http::HeaderMap;
use axum::response::Response;
use base64::Engine as _;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::request::query_map;
use crate::errors::MetaError;
use crate::shared::Shared;

/// The simulated app the access token belongs to.
pub const APP_ID: &str = "1000000000000001";

/// The types a session takes (Meta's "Upload a file" guide) and the most each may weigh
/// (a template's header limits: 5 MB pictures, 16 MB videos, 100 MB PDFs).
const SAMPLE_TYPES: &[(&str, u64)] = &[
    ("application/pdf", 100 << 20),
    ("image/jpeg", 5 << 20),
    ("image/jpg", 5 << 20),
    ("image/png", 5 << 20),
    ("video/mp4", 16 << 20),
];

/// An upload session opened and not yet given its bytes.
#[derive(Debug, Clone)]
pub struct UploadSession {
    /// The file's MIME type, as declared.
    pub file_type: String,
    /// Its length in bytes, as declared.
    pub file_length: u64,
}

/// `GET /app`: the app of the token.
pub(super) fn app() -> Value {
    json!({"id": APP_ID, "name": "Pacer", "link": format!("https://www.facebook.com/games/?app_id={APP_ID}")})
}

/// `POST /{app-id}/uploads`.
pub(super) async fn open_session(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    let path = format!("/{version}/{id}/uploads");
    let result = (|| {
        sim.authorize(&headers, query.as_deref(), &version)?;
        if id != APP_ID {
            return Err(MetaError::unsupported_request("POST", &id));
        }
        let params = query_map(query.as_deref());
        let required = |name: &str| {
            params
                .get(name)
                .filter(|v| !v.trim().is_empty())
                .cloned()
                .ok_or_else(|| MetaError::missing(format!("The parameter {name} is required.")))
        };
        let file_type = required("file_type")?;
        required("file_name")?;
        let file_length: u64 = required("file_length")?.parse().map_err(|_| {
            MetaError::invalid_parameter("Param file_length must be a whole number of bytes.")
        })?;
        let Some((_, limit)) = SAMPLE_TYPES.iter().find(|(t, _)| *t == file_type) else {
            return Err(MetaError::invalid_parameter(format!(
                "Param file_type must be one of {{application/pdf, image/jpeg, image/jpg, image/png, video/mp4}} - got \"{file_type}\"."
            )));
        };
        if file_length == 0 || file_length > *limit {
            return Err(MetaError::invalid_parameter(format!(
                "Param file_length must be between 1 and {limit} for {file_type}."
            )));
        }
        let mut state = sim.lock();
        state.seq += 1;
        let session = format!(
            "upload:{}",
            hex::encode(Sha256::digest(state.seq.to_le_bytes()))[..24].to_owned()
        );
        state.upload_sessions.insert(
            session.clone(),
            UploadSession {
                file_type,
                file_length,
            },
        );
        Ok(json!({"id": session}))
    })();
    sim.answer("POST", &path, result)
}

/// `POST /upload:…`: the session's bytes, all at once from offset 0; answers the handle.
pub(super) fn upload_bytes(
    sim: &Shared,
    version: &str,
    id: &str,
    headers: &HeaderMap,
    query: Option<&str>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Value, MetaError> {
    sim.authorize(headers, query, version)?;
    let session = sim
        .lock()
        .upload_sessions
        .get(id)
        .cloned()
        .ok_or_else(|| MetaError::unsupported_request("POST", id))?;
    let offset = headers
        .get("file_offset")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse::<u64>().ok())
        .ok_or_else(|| MetaError::missing("The header file_offset is required."))?;
    if offset != 0 {
        return Err(MetaError::invalid_parameter(
            "file_offset must be where the session stands (0: nothing was received yet).",
        ));
    }
    let bytes = body
        .map_err(|e| MetaError::invalid_parameter(format!("The upload could not be read: {e}")))?;
    if bytes.len() as u64 != session.file_length {
        return Err(MetaError::invalid_parameter(format!(
            "The upload has {} bytes; the session was opened for {}.",
            bytes.len(),
            session.file_length
        )));
    }
    if session.file_type == "application/pdf" && !bytes.starts_with(b"%PDF-") {
        return Err(MetaError::invalid_parameter(
            "The file was declared application/pdf but is not a PDF document.",
        ));
    }
    let mut state = sim.lock();
    state.upload_sessions.remove(id);
    let handle = format!(
        "4::{}:{}",
        base64::engine::general_purpose::STANDARD.encode(&session.file_type),
        hex::encode(Sha256::digest(&bytes))
    );
    state.sample_handles.insert(handle.clone());
    Ok(json!({"h": handle}))
}
