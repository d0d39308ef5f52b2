//! Templates on a desk: syncing them from Meta, writing, editing and deleting them, and a
//! media header's sample — all done by the office Pacer, which holds the Meta account. A
//! sample is chosen on the desk, handed to the office (`POST /v1/files`) and uploaded to Meta
//! from there (`POST /v1/templates/samples`).

use std::path::Path;

use pacer_engine::campaigns::HeaderKind;
use pacer_engine::sharing::{DeskError, DeskLink};
use pacer_engine::templates::{SampleUpload, SyncReport, TemplateDraftSpec, TemplateInfo};
use serde::Deserialize;
use serde_json::json;

/// Reads every template from Meta again, at the office.
pub async fn sync(link: &DeskLink) -> Result<SyncReport, DeskError> {
    link.post("/v1/templates/sync", &json!({})).await
}

/// Submits a draft to Meta for review, from the office.
pub async fn create(link: &DeskLink, spec: &TemplateDraftSpec) -> Result<TemplateInfo, DeskError> {
    link.post("/v1/templates", spec).await
}

/// Replaces template `name` in `language` with `spec`, from the office.
pub async fn edit(
    link: &DeskLink,
    name: &str,
    language: &str,
    spec: &TemplateDraftSpec,
) -> Result<TemplateInfo, DeskError> {
    let path = format!("/v1/templates/{}/{}", name_part(name), name_part(language));
    link.put(&path, spec).await
}

/// Deletes template `name` in every language; how many went.
pub async fn delete(link: &DeskLink, name: &str) -> Result<usize, DeskError> {
    #[derive(Deserialize)]
    struct Deleted {
        deleted_languages: usize,
    }
    let path = format!("/v1/templates/{}", name_part(name));
    let deleted: Deleted = link.delete_answering(&path).await?;
    Ok(deleted.deleted_languages)
}

/// Hands the sample in `file` to the office, which checks it and uploads it to Meta.
pub async fn upload_sample(
    link: &DeskLink,
    file: &Path,
    kind: HeaderKind,
) -> Result<SampleUpload, DeskError> {
    let on_office = super::hand_over_one(link, file, |_, _| {}).await?;
    link.post(
        "/v1/templates/samples",
        &json!({ "path": on_office, "kind": kind }),
    )
    .await
}

/// A template's name or language made safe for a path: Meta's names are lower-case letters,
/// digits and `_`, its languages letters and `_` (`en_US`). Anything else is dropped.
fn name_part(text: &str) -> String {
    text.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '_')
        .collect()
}
