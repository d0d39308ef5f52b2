//! A template's media sample: Meta asks, when a template with a picture, video or document
//! header is created, for the handle of a sample file uploaded with its Resumable Upload API
//! (`example.header_handle`). Two requests: `POST /{app-id}/uploads` opens a session for the
//! file's name, length and type (`{"id": "upload:…"}`), and `POST /{session}` with a
//! `file_offset` header and the bytes answers the handle (`{"h": …}`). The app is the access
//! token's own (`GET /app`). Meta's guide sends the token as `Authorization: OAuth …`; Graph
//! takes the bearer form every other request uses.

use bytes::Bytes;
use serde::Deserialize;

use crate::client::GraphClient;
use crate::failures::GraphError;

#[derive(Deserialize)]
struct Node {
    id: String,
}

#[derive(Deserialize)]
struct Handle {
    h: String,
}

impl GraphClient {
    /// The id of the app the access token belongs to (`GET /app`).
    pub async fn app_id(&self) -> Result<String, GraphError> {
        let request = self.request(reqwest::Method::GET, self.node_url("app", None));
        let app: Node = self.call(request, "app").await?;
        non_empty(app.id, "app")
    }

    /// Uploads a template's sample file with the Resumable Upload API, for `app_id`; returns
    /// the handle a media header's example names.
    pub async fn upload_template_sample(
        &self,
        app_id: &str,
        bytes: impl Into<Bytes>,
        mime_type: &str,
        file_name: &str,
    ) -> Result<String, GraphError> {
        let bytes = bytes.into();
        let mut url = self.node_url(app_id, Some("uploads"));
        url.query_pairs_mut()
            .append_pair("file_name", file_name)
            .append_pair("file_length", &bytes.len().to_string())
            .append_pair("file_type", mime_type);
        let request = self.request(reqwest::Method::POST, url);
        let session: Node = self.call(request, "upload session").await?;
        let session = non_empty(session.id, "upload session")?;
        let request = self
            .request(reqwest::Method::POST, self.node_url(&session, None))
            .header("file_offset", "0")
            .body(bytes);
        let handle: Handle = self.call(request, "template sample upload").await?;
        non_empty(handle.h, "template sample upload")
    }
}

/// `value`, or a decoding error when Meta answered an empty one.
fn non_empty(value: String, what: &'static str) -> Result<String, GraphError> {
    if value.trim().is_empty() {
        return Err(GraphError::Decode {
            what,
            detail: "Meta answered an empty id".to_owned(),
        });
    }
    Ok(value)
}
