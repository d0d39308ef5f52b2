//! The local API for what office staff do: imports, lists, templates, campaigns and reports.
//! The `pacer` commands and the desktop app call these; every answer is JSON except report
//! downloads (CSV, XLSX).
//!
//! - `POST /v1/imports` `{"path", "list", "country"?, "columns"?: {"phone"?, "name"?}, "tags"?}`
//!   imports a file in a folder the person allowed into a list, or the same as
//!   `multipart/form-data` with the file uploaded in a `file` part; `GET /v1/imports`,
//!   `GET /v1/imports/{id}`.
//! - `GET /v1/lists`, `GET /v1/tags`; `POST /v1/audiences/count` (an audience: how many contacts, how many
//!   of them opted out of marketing).
//! - Templates: [`super::templates`].
//! - `POST /v1/campaigns` (a campaign spec; its `pdf.folder` in an allowed folder),
//!   `GET /v1/campaigns`, `GET /v1/campaigns/{id}`
//!   (with progress), `POST /v1/campaigns/{id}/check`, `GET /v1/campaigns/{id}/preview?phone=`,
//!   `POST /v1/campaigns/{id}/test` `{"to", "sample"?}`, `POST /v1/campaigns/{id}/launch`
//!   `{"skip_problems"?}`, `…/pause`, `…/resume`, `…/cancel`, `…/retry`, `…/clone` `{"name"?}`.
//! - `GET /v1/campaigns/{id}/report?format=json|csv|xlsx` (every recipient's row), or
//!   `?recipients=none` for the summary alone (funnel, reasons, timeline, cost: what a window
//!   reads often); `GET /v1/campaigns/{id}/recipients?filter=&text=&offset=&limit=` for the
//!   recipients a page at a time.

use std::collections::HashMap;
use std::path::PathBuf;

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Path, Query, Request, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use super::{Api, ApiError, MAX_BODY_BYTES, body_type, upload, versions};
use crate::audiences::{self, Audience, AudienceProblem};
use crate::campaigns::{self, CampaignError, CampaignSpec};
use crate::import::{self, ColumnOverrides, ImportError, ImportOptions};
use crate::ledger::LedgerError;
use crate::{contacts, reports};

/// The routes whose bodies are JSON.
pub(super) fn routes() -> Router<Api> {
    Router::new()
        .route("/v1/imports", get(get_imports))
        .route("/v1/imports/{id}", get(get_import))
        .route("/v1/lists", get(get_lists))
        .route("/v1/tags", get(get_tags))
        .route("/v1/audiences/count", post(count_audience))
        .route("/v1/campaigns", post(create_campaign).get(list_campaigns))
        .route(
            "/v1/campaigns/{id}",
            get(get_campaign).delete(discard_campaign),
        )
        .route("/v1/campaigns/{id}/check", post(check_campaign))
        .route("/v1/campaigns/{id}/preview", get(preview_campaign))
        .route("/v1/campaigns/{id}/test", post(test_campaign))
        .route("/v1/campaigns/{id}/launch", post(launch_campaign))
        .route("/v1/campaigns/{id}/pause", post(pause_campaign))
        .route("/v1/campaigns/{id}/resume", post(resume_campaign))
        .route("/v1/campaigns/{id}/cancel", post(cancel_campaign))
        .route("/v1/campaigns/{id}/retry", post(retry_campaign))
        .route("/v1/campaigns/{id}/clone", post(clone_campaign))
        .route("/v1/campaigns/{id}/report", get(campaign_report))
        .route("/v1/campaigns/{id}/recipients", get(campaign_recipients))
}

/// The routes that also take a file upload (`multipart/form-data`). Their bodies are read by
/// the handler, which holds JSON to [`MAX_BODY_BYTES`] and a file to
/// [`upload::MAX_UPLOAD_BYTES`].
pub(super) fn file_routes() -> Router<Api> {
    Router::new().route(
        "/v1/imports",
        post(post_import).layer(DefaultBodyLimit::disable()),
    )
}

/// Reads a JSON object body into `T`, naming what is wrong; an empty body reads as `{}`.
///
/// The body must be an object: serde would also read a struct from a JSON array by position
/// (`["/path", "list"]`, `[true]`), which nobody means and the API does not document.
pub(super) fn body<T: DeserializeOwned>(bytes: &Bytes) -> Result<T, ApiError> {
    let bytes: &[u8] = if bytes.iter().all(u8::is_ascii_whitespace) {
        b"{}"
    } else {
        bytes
    };
    let not_taken = |e: serde_json::Error| {
        ApiError::invalid(
            "body",
            format!("The request is not what this endpoint takes: {e}"),
        )
    };
    match serde_json::from_slice(bytes).map_err(not_taken)? {
        object @ Value::Object(_) => serde_json::from_value(object).map_err(not_taken),
        _ => Err(ApiError::invalid(
            "body",
            "The body must be a JSON object ({\"name\": value, …}), as in the API's document.",
        )),
    }
}

impl From<LedgerError> for ApiError {
    fn from(error: LedgerError) -> Self {
        ApiError::new(super::storage_status(&error), "storage", error.to_string())
    }
}

impl From<CampaignError> for ApiError {
    fn from(error: CampaignError) -> Self {
        let message = error.to_string();
        match error {
            CampaignError::NotFound(_) | CampaignError::NotInAudience(_) => {
                ApiError::new(StatusCode::NOT_FOUND, "not_found", message)
            }
            CampaignError::Changed(changed) => ApiError {
                details: Some((
                    "campaign",
                    serde_json::to_value(&*changed.campaign).unwrap_or_default(),
                )),
                ..ApiError::new(StatusCode::PRECONDITION_FAILED, "campaign_changed", message)
            },
            CampaignError::HasProblems(check) => ApiError {
                details: Some(("check", serde_json::to_value(&*check).unwrap_or_default())),
                ..ApiError::new(StatusCode::CONFLICT, "campaign_has_problems", message)
            },
            CampaignError::WrongState { .. } | CampaignError::NobodyReady(_) => {
                ApiError::new(StatusCode::CONFLICT, "campaign_state", message)
            }
            CampaignError::UnknownTemplate { .. } | CampaignError::NotApproved { .. } => {
                ApiError::invalid("template_name", message)
            }
            CampaignError::Unmapped { key, .. } | CampaignError::UnknownVariable { key, .. } => {
                ApiError::invalid(format!("mapping.{key}"), message)
            }
            CampaignError::UnknownList(_) => ApiError::invalid("audience.lists", message),
            CampaignError::NoAudience => ApiError::invalid("audience", message),
            CampaignError::BadAudience(problem) => ApiError::invalid(
                match problem {
                    AudienceProblem::UnknownCampaign(_) | AudienceProblem::NoButton => {
                        "audience.from_report"
                    }
                    _ => "audience.filters",
                },
                message,
            ),
            CampaignError::NoName => ApiError::invalid("name", message),
            CampaignError::BadSchedule(_) => ApiError::invalid("schedule", message),
            CampaignError::BadHours(_) => ApiError::invalid("send_hours", message),
            CampaignError::HeaderFile(_) => ApiError::invalid("pdf", message),
            CampaignError::TwoHeaderSources | CampaignError::NoMediaHeader { .. } => {
                ApiError::invalid("header_file", message)
            }
            CampaignError::Ledger(e) => e.into(),
            CampaignError::Engine(e) => e.into(),
        }
    }
}

impl From<ImportError> for ApiError {
    fn from(error: ImportError) -> Self {
        match error {
            ImportError::Save(e) => e.into(),
            ImportError::Stopped => ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "stopping",
                error.to_string(),
            ),
            other => ApiError::new(
                StatusCode::UNPROCESSABLE_ENTITY,
                "import_failed",
                other.to_string(),
            ),
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ImportRequest {
    path: PathBuf,
    list: String,
    #[serde(default)]
    country: Option<String>,
    #[serde(default)]
    columns: ColumnOverrides,
    #[serde(default)]
    tags: Vec<String>,
}

/// Reads a JSON body whole, up to [`MAX_BODY_BYTES`] (for a route whose own limit is lifted).
async fn json_bytes(request: Request) -> Result<Bytes, ApiError> {
    axum::body::to_bytes(request.into_body(), MAX_BODY_BYTES)
        .await
        .map_err(|e| {
            let over_limit = std::error::Error::source(&e)
                .is_some_and(|s| s.is::<http_body_util::LengthLimitError>());
            if over_limit {
                ApiError::too_large()
            } else {
                ApiError::invalid("body", format!("The body could not be read: {e}"))
            }
        })
}

async fn post_import(State(api): State<Api>, request: Request) -> Result<Response, ApiError> {
    let is_upload =
        body_type::media_type(request.headers()).as_deref() == Some("multipart/form-data");
    let now = api.engine.clock().now_ms();
    let ledger = api.engine.ledger();
    let report = if is_upload {
        upload::refuse_declared_size(request.headers())?;
        let form = Multipart::from_request(request, &api)
            .await
            .map_err(|e| ApiError::invalid("body", e.body_text()))?;
        let upload = upload::receive(&api.data_folder, form, upload::MAX_UPLOAD_BYTES).await?;
        // `upload` (the file and its folder) is deleted when it goes out of scope, whatever
        // the import's outcome.
        import::import_file(ledger, &upload.path, &upload.options, now).await?
    } else {
        let request: ImportRequest = body(&json_bytes(request).await?)?;
        if !request.path.is_absolute() {
            return Err(ApiError::invalid(
                "path",
                "path must be the file's full path on this computer (Pacer may run in another folder)",
            ));
        }
        let path = api
            .folders
            .resolve(&request.path)
            .map_err(|refusal| ApiError::not_allowed("path", refusal))?;
        let options = ImportOptions {
            list: request.list,
            default_country: request.country.unwrap_or_default(),
            columns: request.columns,
            tags: request.tags,
        };
        import::import_file(ledger, &path, &options, now).await?
    };
    Ok(Json(report).into_response())
}

async fn get_imports(State(api): State<Api>) -> Result<Response, ApiError> {
    let imports = api
        .engine
        .ledger()
        .read(|c| import::recent_imports(c, 100))
        .await?;
    Ok(Json(imports).into_response())
}

async fn get_import(State(api): State<Api>, Path(id): Path<String>) -> Result<Response, ApiError> {
    // Import ids are numbers; any other id names no import (404, like an unknown number).
    let report = match id.parse::<i64>() {
        Ok(number) => {
            api.engine
                .ledger()
                .read(move |c| import::import_report(c, number))
                .await?
        }
        Err(_) => None,
    };
    report.map(|r| Json(r).into_response()).ok_or_else(|| {
        ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            format!("There is no import \"{id}\". `GET /v1/imports` lists them."),
        )
    })
}

async fn get_lists(State(api): State<Api>) -> Result<Response, ApiError> {
    let lists = api.engine.ledger().read(contacts::lists).await?;
    Ok(Json(lists).into_response())
}

async fn get_tags(State(api): State<Api>) -> Result<Response, ApiError> {
    let tags = api.engine.ledger().read(contacts::tags).await?;
    Ok(Json(tags).into_response())
}

async fn count_audience(State(api): State<Api>, bytes: Bytes) -> Result<Response, ApiError> {
    // Nothing sent is a mistake here, not an audience of nobody (`body` reads it as `{}`).
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(ApiError::invalid(
            "body",
            "Send the audience to count as a JSON object, for example {\"lists\": [\"December\"]}.",
        ));
    }
    let audience: Audience = body(&bytes)?;
    Ok(Json(audiences::count(&api.engine, audience).await?).into_response())
}

async fn create_campaign(State(api): State<Api>, bytes: Bytes) -> Result<Response, ApiError> {
    let mut spec: CampaignSpec = body(&bytes)?;
    if let Some(pdf) = &mut spec.pdf {
        // The folder as resolved is what is kept, so what was checked is what is read.
        pdf.folder = api
            .folders
            .resolve(&pdf.folder)
            .map_err(|refusal| ApiError::not_allowed("pdf.folder", refusal))?;
    }
    if let Some(file) = &mut spec.header_file {
        *file = api
            .folders
            .resolve(file)
            .map_err(|refusal| ApiError::not_allowed("header_file", refusal))?;
    }
    let one_file = spec.header_file.is_some();
    let campaign = campaigns::create(&api.engine, spec)
        .await
        .map_err(|error| match error {
            // The one file for everyone, not the folder, is what is wrong.
            CampaignError::HeaderFile(e) if one_file => {
                ApiError::invalid("header_file", e.to_string())
            }
            other => other.into(),
        })?;
    Ok((StatusCode::CREATED, Json(campaign)).into_response())
}

async fn list_campaigns(State(api): State<Api>) -> Result<Response, ApiError> {
    Ok(Json(campaigns::list(&api.engine).await?).into_response())
}

async fn get_campaign(
    State(api): State<Api>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    let campaign = campaigns::get(&api.engine, &id).await?;
    let progress = api.launcher.progress(&id).await?;
    let last_launch = api.launcher.last_launch(&id).map(|r| match r {
        Ok(report) => json!({"ok": report}),
        Err(e) => json!({"error": e}),
    });
    let version = versions::etag(campaign.version);
    let mut response =
        Json(json!({"campaign": campaign, "progress": progress, "last_launch": last_launch}))
            .into_response();
    response.headers_mut().insert(header::ETAG, version);
    Ok(response)
}

/// Deletes a campaign that never sent anything (a draft, or scheduled and not launched): 204.
async fn discard_campaign(
    State(api): State<Api>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    versions::unchanged(&api, &id, &headers).await?;
    campaigns::discard(&api.engine, &id).await?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

async fn check_campaign(
    State(api): State<Api>,
    Path(id): Path<String>,
) -> Result<Response, ApiError> {
    Ok(Json(campaigns::check(&api.engine, &id).await?).into_response())
}

async fn preview_campaign(
    State(api): State<Api>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let phone = query
        .get("phone")
        .map(|p| super::normalise_phone(p).map_err(|why| ApiError::invalid("phone", why)))
        .transpose()?;
    let preview = campaigns::preview(&api.engine, &id, phone.as_ref()).await?;
    Ok(Json(preview).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TestRequest {
    to: String,
    #[serde(default)]
    sample: Option<String>,
}

async fn test_campaign(
    State(api): State<Api>,
    Path(id): Path<String>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let request: TestRequest = body(&bytes)?;
    let to = super::normalise_phone(&request.to).map_err(|why| ApiError::invalid("to", why))?;
    let sample = request
        .sample
        .as_deref()
        .map(|p| super::normalise_phone(p).map_err(|why| ApiError::invalid("sample", why)))
        .transpose()?;
    let message = campaigns::test_send(&api.engine, &id, &to, sample.as_ref()).await?;
    Ok((StatusCode::ACCEPTED, Json(json!({"id": message, "to": to}))).into_response())
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct LaunchRequest {
    #[serde(default)]
    skip_problems: bool,
}

async fn launch_campaign(
    State(api): State<Api>,
    Path(id): Path<String>,
    headers: HeaderMap,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let request: LaunchRequest = body(&bytes)?;
    versions::unchanged(&api, &id, &headers).await?;
    let check = api.launcher.start(&id, request.skip_problems).await?;
    Ok((
        StatusCode::ACCEPTED,
        Json(json!({"launching": true, "check": check})),
    )
        .into_response())
}

async fn pause_campaign(
    State(api): State<Api>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    versions::unchanged(&api, &id, &headers).await?;
    Ok(Json(campaigns::pause(&api.engine, &id).await?).into_response())
}

async fn resume_campaign(
    State(api): State<Api>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    versions::unchanged(&api, &id, &headers).await?;
    Ok(Json(campaigns::resume(&api.engine, &id).await?).into_response())
}

async fn cancel_campaign(
    State(api): State<Api>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    versions::unchanged(&api, &id, &headers).await?;
    let cancelled = campaigns::cancel(&api.engine, &id).await?;
    Ok(Json(json!({"cancelled": cancelled})).into_response())
}

async fn retry_campaign(
    State(api): State<Api>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    versions::unchanged(&api, &id, &headers).await?;
    Ok(Json(campaigns::retry_failed(&api.engine, &id).await?).into_response())
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct CloneRequest {
    #[serde(default)]
    name: Option<String>,
}

async fn clone_campaign(
    State(api): State<Api>,
    Path(id): Path<String>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let request: CloneRequest = body(&bytes)?;
    Ok((
        StatusCode::CREATED,
        Json(campaigns::clone_campaign(&api.engine, &id, request.name).await?),
    )
        .into_response())
}

async fn campaign_report(
    State(api): State<Api>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    // What was asked is checked before the campaign's rows are read, not after.
    let format = ReportFormat::asked(&query)?;
    let with_rows = with_recipient_rows(&query, format)?;
    let campaign = campaigns::get(&api.engine, &id).await?;
    let batch = campaign.id.clone();
    // Every recipient is read either way (the summary counts them): a long read, beside the
    // short ones.
    let report = api
        .engine
        .ledger()
        .read_long(move |c| {
            let rates = crate::prices::card(c)?;
            if with_rows {
                reports::report(c, &batch, rates.as_ref())
            } else {
                reports::summary(c, &batch, rates.as_ref())
            }
        })
        .await?;
    let file_stem = reports::file_stem(&campaign.spec.name);
    match format {
        ReportFormat::Json => Ok(Json(report).into_response()),
        ReportFormat::Csv => {
            let bytes = export(move || reports::to_csv(&report)).await?;
            Ok(download(
                bytes,
                "text/csv; charset=utf-8",
                &format!("{file_stem}.csv"),
            ))
        }
        ReportFormat::Xlsx => {
            let bytes = export(move || reports::to_xlsx(&report)).await?;
            Ok(download(
                bytes,
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                &format!("{file_stem}.xlsx"),
            ))
        }
    }
}

/// How a report is answered: JSON, or a file to open in Excel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ReportFormat {
    Json,
    Csv,
    Xlsx,
}

impl ReportFormat {
    /// The request's `format`, in any case; JSON when it names none.
    fn asked(query: &HashMap<String, String>) -> Result<ReportFormat, ApiError> {
        let Some(asked) = query.get("format") else {
            return Ok(ReportFormat::Json);
        };
        match asked.to_ascii_lowercase().as_str() {
            "json" => Ok(ReportFormat::Json),
            "csv" => Ok(ReportFormat::Csv),
            "xlsx" => Ok(ReportFormat::Xlsx),
            other => Err(ApiError::invalid(
                "format",
                format!("\"{other}\" is not a report format: use json, csv or xlsx"),
            )),
        }
    }
}

/// Whether a report asked with `query` carries every recipient's row: yes by default, no with
/// `recipients=none` (the summary a window reads often, beside the pages of
/// [`campaign_recipients`]). A file is the whole report, so it always has them.
fn with_recipient_rows(
    query: &HashMap<String, String>,
    format: ReportFormat,
) -> Result<bool, ApiError> {
    let Some(asked) = query.get("recipients") else {
        return Ok(true);
    };
    match asked.to_ascii_lowercase().as_str() {
        "all" => Ok(true),
        "none" if format == ReportFormat::Json => Ok(false),
        "none" => Err(ApiError::invalid(
            "recipients",
            "A CSV or Excel report always lists every recipient: leave out recipients=none, \
             or ask for format=json.",
        )),
        other => Err(ApiError::invalid(
            "recipients",
            format!("\"{other}\" is not a choice for recipients: use all (the default) or none"),
        )),
    }
}

/// Rows a recipients page has when the request does not say (the window always says).
const DEFAULT_RECIPIENT_PAGE: u32 = 100;

/// `GET /v1/campaigns/{id}/recipients`: a page of a campaign's recipients, filtered and
/// searched, as the Reports screen's table reads them ([`reports::recipients`]; at most
/// [`reports::MAX_RECIPIENT_PAGE`] rows, a larger `limit` is capped).
async fn campaign_recipients(
    State(api): State<Api>,
    Path(id): Path<String>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let query = recipient_query(&query)?;
    // An unknown campaign is a 404 like every other campaign route, not an empty page.
    let batch = campaigns::get(&api.engine, &id).await?.id;
    let page = api
        .engine
        .ledger()
        .read(move |c| reports::recipients(c, &batch, &query))
        .await?;
    Ok(Json(page).into_response())
}

/// Reads `filter`, `text`, `offset` and `limit` from a request's query, naming the one that
/// is wrong.
fn recipient_query(query: &HashMap<String, String>) -> Result<reports::RecipientQuery, ApiError> {
    let filter = match query.get("filter") {
        None => reports::RecipientFilter::All,
        // The filter's names are its serde names, so the API and the window spell them alike.
        Some(name) => serde_json::from_value(Value::String(name.clone())).map_err(|_| {
            ApiError::invalid(
                "filter",
                format!(
                    "\"{name}\" is not a filter: use all, delivered, waiting, failed, skipped, \
                     cancelled or expired"
                ),
            )
        })?,
    };
    let rows = |field: &'static str, default: u32| -> Result<u32, ApiError> {
        match query.get(field) {
            None => Ok(default),
            Some(typed) => typed.parse().map_err(|_| {
                ApiError::invalid(
                    field,
                    format!(
                        "{field} must be a whole number of rows from 0 to {}, not \"{typed}\"",
                        u32::MAX
                    ),
                )
            }),
        }
    };
    Ok(reports::RecipientQuery {
        filter,
        text: query.get("text").cloned().unwrap_or_default(),
        offset: rows("offset", 0)?,
        limit: rows("limit", DEFAULT_RECIPIENT_PAGE)?,
    })
}

/// Writes a report file on a blocking thread: a spreadsheet of 100,000 recipients takes
/// seconds of work that must not hold up the async threads (webhooks, the API).
pub(super) async fn export(
    write: impl FnOnce() -> Result<Vec<u8>, reports::ExportError> + Send + 'static,
) -> Result<Vec<u8>, ApiError> {
    let failed = |why: String| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "export", why);
    match tokio::task::spawn_blocking(write).await {
        Ok(written) => written.map_err(|e| failed(e.to_string())),
        Err(e) => Err(failed(format!("the report could not be written: {e}"))),
    }
}

pub(super) fn download(bytes: Vec<u8>, content_type: &'static str, file_name: &str) -> Response {
    let disposition = format!(
        "attachment; filename=\"{}\"",
        file_name.replace(['"', '\\', '\r', '\n'], "_")
    );
    (
        [
            (header::CONTENT_TYPE, content_type.to_owned()),
            (header::CONTENT_DISPOSITION, disposition),
        ],
        bytes,
    )
        .into_response()
}
