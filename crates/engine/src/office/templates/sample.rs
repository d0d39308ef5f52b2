//! A media header's sample, for a template written in Pacer: Meta reviews a picture, video or
//! document header with a sample file, named by the handle its Resumable Upload API gives. The
//! file the person chose is checked as a campaign's header file is (its type by its content,
//! Meta's size limit for the kind, no link, no pipe), read from the very file checked, and
//! uploaded for the access token's app; the handle goes into the draft's header.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::campaigns::{HeaderFileError, HeaderKind, header_files};
use crate::engine::Engine;

/// A sample uploaded: its file's name (for the person) and Meta's handle (for the draft).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SampleUpload {
    /// The file's name.
    pub name: String,
    /// What Meta's Resumable Upload API answered, for `example.header_handle`.
    pub handle: String,
}

/// Checks the file at `path` for a `kind` header and uploads it as a template's sample.
pub async fn upload_sample(
    engine: &Engine,
    path: &Path,
    kind: HeaderKind,
) -> Result<SampleUpload, HeaderFileError> {
    let path = path.to_owned();
    // File work off the async threads: a picture is small, a sample video or PDF may not be.
    let read = tokio::task::spawn_blocking(move || {
        let file = header_files::check_file(&path, kind)?;
        let bytes = file.read()?;
        Ok::<_, HeaderFileError>((file, bytes))
    })
    .await
    .map_err(|e| HeaderFileError::Unreadable {
        name: String::new(),
        why: e.to_string(),
    })?;
    let (file, bytes) = read?;
    let name = file.name();
    let refused = |e: pacer_cloud::GraphError| HeaderFileError::Upload {
        name: name.clone(),
        why: e.to_string(),
    };
    engine.media_limiter().until_ready().await;
    let client = engine.client();
    let app = client.app_id().await.map_err(refused)?;
    let handle = client
        .upload_template_sample(&app, bytes, file.mime_type(), &name)
        .await
        .map_err(refused)?;
    Ok(SampleUpload { name, handle })
}
