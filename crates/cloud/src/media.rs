//! Media upload: `POST /{PHONE_NUMBER_ID}/media`.
//!
//! Campaigns attach a per-recipient PDF (an invoice) as a template's document header
//! (`docs/sending.md#templates-and-campaigns`). Uploading first and sending the media id is what Meta recommends for
//! high throughput; ids live 30 days, so the engine caches them by content hash.

use std::fmt;

use bytes::Bytes;
use reqwest::multipart::{Form, Part};
use serde::{Deserialize, Serialize};

use crate::client::GraphClient;
use crate::failures::GraphError;
use crate::messages::MESSAGING_PRODUCT;
use crate::transport::{Reach, TransportFailure, TransportKind};

/// An uploaded media id, to send as `{"id": …}` in a media object.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(transparent)]
pub struct MediaId(pub String);

impl MediaId {
    /// The id.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for MediaId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

#[derive(Deserialize)]
struct UploadAnswer {
    id: String,
}

impl GraphClient {
    /// Uploads a file as multipart form data with `messaging_product=whatsapp`,
    /// `type=<mime_type>` and a `file` part carrying `filename` and the MIME type.
    pub async fn upload_media(
        &self,
        phone_number_id: &str,
        bytes: impl Into<Bytes>,
        mime_type: &str,
        filename: &str,
    ) -> Result<MediaId, GraphError> {
        let bytes = bytes.into();
        let length = bytes.len() as u64;
        let file = Part::stream_with_length(bytes, length)
            .file_name(filename.to_owned())
            .mime_str(mime_type)
            .map_err(|error| {
                GraphError::Transport(TransportFailure::new(
                    Reach::NotSent,
                    TransportKind::Build,
                    format!("the MIME type {mime_type:?} is not valid: {error}"),
                ))
            })?;
        let form = Form::new()
            .text("messaging_product", MESSAGING_PRODUCT)
            .text("type", mime_type.to_owned())
            .part("file", file);
        let url = self.node_url(phone_number_id, Some("media"));
        let request = self.request(reqwest::Method::POST, url).multipart(form);
        let answer: UploadAnswer = self.call(request, "media upload").await?;
        if answer.id.trim().is_empty() {
            return Err(GraphError::Decode {
                what: "media upload",
                detail: "Meta returned an empty media id".to_owned(),
            });
        }
        Ok(MediaId(answer.id))
    }
}
