//! The local API for templates: the list Pacer keeps, a sync with Meta, and templates written
//! in Pacer (`crate::templates::create` …).
//!
//! - `GET /v1/templates`, `POST /v1/templates/sync`.
//! - `POST /v1/templates` (a [`TemplateDraftSpec`]): 201 with the template, `PENDING` until
//!   Meta's review; 422 `draft_has_problems` with `problems` (each naming its field) when the
//!   draft breaks Meta's rules and nothing was sent; 422 `meta_refused` with `meta` (Meta's
//!   code, subcode and words) when Meta refuses it.
//! - `PUT /v1/templates/{name}/{language}` (a draft: its components replace the template's),
//!   `DELETE /v1/templates/{name}` (every language).
//! - `POST /v1/templates/samples` (`{"path", "kind"}`, a file in an allowed folder): a media
//!   header's sample, checked and uploaded to Meta; 201 with its `name` and `handle`.

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post, put};
use serde_json::json;

use super::work::body;
use super::{Api, ApiError};
use crate::campaigns::{HeaderFileError, HeaderKind};
use crate::templates::{self, TemplateChangeError, TemplateDraftSpec, TemplateError};

/// What `POST /v1/templates/samples` takes.
#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct SampleRequest {
    /// The file, on this computer, in an allowed folder.
    path: std::path::PathBuf,
    /// The header it is for.
    kind: HeaderKind,
}

/// The template routes (JSON bodies).
pub(super) fn routes() -> Router<Api> {
    Router::new()
        .route("/v1/templates", get(get_templates).post(create_template))
        .route("/v1/templates/sync", post(sync_templates))
        .route("/v1/templates/samples", post(upload_sample))
        .route("/v1/templates/{name}/{language}", put(edit_template))
        .route("/v1/templates/{name}", delete(delete_template))
}

impl From<TemplateError> for ApiError {
    fn from(error: TemplateError) -> Self {
        match error {
            TemplateError::Ledger(e) => e.into(),
            other => ApiError::new(StatusCode::BAD_GATEWAY, "meta_refused", other.to_string()),
        }
    }
}

impl From<TemplateChangeError> for ApiError {
    fn from(error: TemplateChangeError) -> Self {
        let message = error.to_string();
        match error {
            TemplateChangeError::Draft(problems) => ApiError {
                details: Some(("problems", json!(problems))),
                ..ApiError::new(
                    StatusCode::UNPROCESSABLE_ENTITY,
                    "draft_has_problems",
                    message,
                )
            },
            TemplateChangeError::Refused(refusal) => ApiError {
                details: Some(("meta", json!(refusal))),
                ..ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, "meta_refused", message)
            },
            TemplateChangeError::Unreachable(_) => {
                ApiError::new(StatusCode::BAD_GATEWAY, "meta_unreachable", message)
            }
            TemplateChangeError::NotFound { .. } => {
                ApiError::new(StatusCode::NOT_FOUND, "not_found", message)
            }
            TemplateChangeError::NotEditable { .. } => {
                ApiError::new(StatusCode::CONFLICT, "template_state", message)
            }
            TemplateChangeError::NoAccount => {
                ApiError::new(StatusCode::CONFLICT, "not_configured", message)
            }
            TemplateChangeError::NotSaved(e) => ApiError {
                message,
                ..e.into()
            },
            TemplateChangeError::Ledger(e) => e.into(),
        }
    }
}

async fn get_templates(State(api): State<Api>) -> Result<Response, ApiError> {
    let templates = api.engine.ledger().read(templates::list).await?;
    Ok(Json(templates).into_response())
}

async fn sync_templates(State(api): State<Api>) -> Result<Response, ApiError> {
    if api.engine.config().waba_id.is_empty() {
        return Err(TemplateChangeError::NoAccount.into());
    }
    let report = templates::sync_into(&api.engine).await?;
    Ok(Json(report).into_response())
}

async fn create_template(State(api): State<Api>, bytes: Bytes) -> Result<Response, ApiError> {
    let spec: TemplateDraftSpec = body(&bytes)?;
    let created = templates::create(&api.engine, &spec).await?;
    Ok((StatusCode::CREATED, Json(created)).into_response())
}

async fn edit_template(
    State(api): State<Api>,
    Path((name, language)): Path<(String, String)>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let spec: TemplateDraftSpec = body(&bytes)?;
    let edited = templates::edit(&api.engine, &name, &language, &spec).await?;
    Ok(Json(edited).into_response())
}

async fn delete_template(
    State(api): State<Api>,
    Path(name): Path<String>,
) -> Result<Response, ApiError> {
    let languages = templates::delete(&api.engine, &name).await?;
    Ok(Json(json!({"name": name, "deleted_languages": languages})).into_response())
}

async fn upload_sample(State(api): State<Api>, bytes: Bytes) -> Result<Response, ApiError> {
    let request: SampleRequest = body(&bytes)?;
    // The file as resolved is what is read: a link out of the allowed folders is refused.
    let path = api
        .folders
        .resolve(&request.path)
        .map_err(|refusal| ApiError::not_allowed("path", refusal))?;
    let sample = templates::upload_sample(&api.engine, &path, request.kind)
        .await
        .map_err(|error| match error {
            HeaderFileError::Upload { .. } => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "meta_refused",
                error.to_string(),
            ),
            other => ApiError::invalid("path", other.to_string()),
        })?;
    Ok((StatusCode::CREATED, Json(sample)).into_response())
}
