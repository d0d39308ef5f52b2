//! `POST /{version}/{phone_number_id}/media`: an upload, checked as Meta checks it (the
//! product, the type and its size limit, a PDF that is one), and kept for sends to name.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::{Multipart, Path, RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde_json::json;
use sha2::{Digest, Sha256};

use crate::errors::MetaError;
use crate::shared::Shared;
use crate::state::MediaItem;

/// MIME types Meta accepts, with their size limits (`docs/meta-cloud-api.md#common-body`, Meta's media page).
const MEDIA_LIMITS: &[(&str, usize)] = &[
    ("application/pdf", 100 << 20),
    ("application/msword", 100 << 20),
    (
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        100 << 20,
    ),
    ("application/vnd.ms-excel", 100 << 20),
    (
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        100 << 20,
    ),
    ("text/plain", 100 << 20),
    ("image/jpeg", 5 << 20),
    ("image/png", 5 << 20),
    ("image/webp", 500 << 10),
    ("video/mp4", 16 << 20),
    ("video/3gpp", 16 << 20),
    ("audio/mpeg", 16 << 20),
    ("audio/ogg", 16 << 20),
];

pub(super) async fn upload_media(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Response {
    let path = format!("/{version}/{id}/media");
    let result = async {
        sim.authorize(&headers, query.as_deref(), &version)?;
        if id != sim.config.phone_number_id {
            return Err(MetaError::unsupported_request("POST", &id));
        }
        let mut multipart = multipart.map_err(|e| MetaError::invalid_parameter(format!("The upload must be multipart/form-data: {e}")))?;
        let mut product = None;
        let mut declared_type = None;
        let mut file: Option<(Bytes, Option<String>)> = None;
        loop {
            let field = match multipart.next_field().await {
                Ok(Some(field)) => field,
                Ok(None) => break,
                Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                    return Err(MetaError::invalid_parameter(format!("The upload is larger than {} bytes.", sim.config.max_media_bytes))
                        .status(StatusCode::PAYLOAD_TOO_LARGE));
                }
                Err(e) => return Err(MetaError::invalid_parameter(format!("The upload could not be read: {e}"))),
            };
            let name = field.name().unwrap_or_default().to_owned();
            let content_type = field.content_type().map(str::to_owned);
            let bytes = field.bytes().await.map_err(|e| MetaError::invalid_parameter(format!("The upload could not be read: {e}")))?;
            match name.as_str() {
                "messaging_product" => product = Some(String::from_utf8_lossy(&bytes).into_owned()),
                "type" => declared_type = Some(String::from_utf8_lossy(&bytes).into_owned()),
                "file" => file = Some((bytes, content_type)),
                _ => {}
            }
        }
        match product.as_deref() {
            Some("whatsapp") => {}
            None => return Err(MetaError::invalid_parameter("The parameter messaging_product is required.")),
            Some(other) => return Err(MetaError::invalid_parameter(format!("Param messaging_product must be one of {{WHATSAPP}} - got \"{other}\"."))),
        }
        let (bytes, part_type) = file.ok_or_else(|| MetaError::missing("The parameter file is required."))?;
        let mime_type = declared_type.or(part_type).ok_or_else(|| MetaError::missing("The parameter type is required."))?;
        let media_error = |details: String| MetaError::new(131053, "Media upload error").details(details);
        let limit = MEDIA_LIMITS
            .iter()
            .find(|(t, _)| *t == mime_type)
            .map(|(_, l)| *l)
            .ok_or_else(|| media_error(format!("Param file must be a file with one of the supported types; \"{mime_type}\" is not supported.")))?;
        if bytes.is_empty() {
            return Err(media_error("The uploaded file is empty.".into()));
        }
        if bytes.len() > limit {
            return Err(media_error(format!("The file is {} bytes; {mime_type} files may be at most {limit} bytes.", bytes.len())));
        }
        if mime_type == "application/pdf" && !bytes.starts_with(b"%PDF-") {
            return Err(media_error("The file was declared application/pdf but is not a PDF document.".into()));
        }
        let now = sim.clock.now();
        let mut state = sim.lock();
        state.seq += 1;
        let media_id = format!("{}", 1_000_000_000_000_000 + sim.fate.bits("media", &[&state.seq.to_le_bytes()]) % 9_000_000_000_000_000);
        state.media.insert(
            media_id.clone(),
            MediaItem {
                mime_type,
                size: bytes.len(),
                sha256: hex::encode(Sha256::digest(&bytes)),
                uploaded_at: now,
            },
        );
        state.counters.media_uploads += 1;
        Ok(json!({"id": media_id}))
    }
    .await;
    sim.answer("POST", &path, result)
}
