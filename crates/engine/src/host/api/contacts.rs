//! The local API for the Contacts screen, so a desk shows and edits the office's contacts:
//!
//! - `GET /v1/contacts?text=&list=&tag=&opted_out=&offset=&limit=` — a page of contacts and
//!   how many match (the table fetches what is on screen);
//! - `PUT /v1/contacts/{phone}/tags` `{"tags": [...]}` — replaces a contact's tags; answers
//!   the contact;
//! - `GET /v1/contacts/{phone}/marketing` — their marketing status with its history;
//! - `POST /v1/opt-outs/imports` `{"path", "default_country"?, "columns"?}` — opts out every
//!   number of a do-not-contact list at once (a file in an allowed folder, or one a desk
//!   uploaded with `POST /v1/files`), by the desk that asked.

use std::collections::HashMap;

use axum::body::Bytes;
use axum::extract::{Extension, Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post, put};
use axum::{Json, Router};
use serde::Deserialize;

use super::audit::Noted;
use super::work::body;
use super::{Api, ApiError};
use crate::audit::Action;
use crate::contacts::{self, ContactQuery};
use crate::import::ColumnOverrides;
use crate::opt_outs::{self, DoNotContactOptions, LOCAL_API_PERSON};
use crate::sharing::desks::Desk;

/// Most contacts in one page, as the window's table asks.
pub const MAX_CONTACT_PAGE: u32 = 1_000;

/// The routes (JSON bodies).
pub(super) fn routes() -> Router<Api> {
    Router::new()
        .route("/v1/contacts", get(page))
        .route("/v1/contacts/{phone}/tags", put(set_tags))
        .route("/v1/contacts/{phone}/marketing", get(marketing))
        .route("/v1/opt-outs/imports", post(import_do_not_contact))
}

fn text(query: &HashMap<String, String>, name: &str) -> Option<String> {
    query
        .get(name)
        .map(|v| v.trim().to_owned())
        .filter(|v| !v.is_empty())
}

fn number(query: &HashMap<String, String>, name: &str, max: u32) -> Result<u32, ApiError> {
    match query.get(name) {
        None => Ok(0),
        Some(given) => given
            .trim()
            .parse::<u32>()
            .ok()
            .filter(|n| *n <= max)
            .ok_or_else(|| {
                ApiError::invalid(name, format!("\"{given}\" is not a number from 0 to {max}"))
            }),
    }
}

async fn page(
    State(api): State<Api>,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let opted_out = match query.get("opted_out").map(|v| v.trim()) {
        None | Some("") => None,
        Some("true") => Some(true),
        Some("false") => Some(false),
        Some(other) => {
            return Err(ApiError::invalid(
                "opted_out",
                format!("\"{other}\" is neither true nor false"),
            ));
        }
    };
    let limit = match number(&query, "limit", MAX_CONTACT_PAGE)? {
        0 => 100,
        n => n,
    };
    let query = ContactQuery {
        text: text(&query, "text").unwrap_or_default(),
        list: text(&query, "list"),
        tag: text(&query, "tag"),
        opted_out,
        offset: number(&query, "offset", u32::MAX)?,
        limit,
    };
    let page = api
        .engine
        .ledger()
        .read(move |c| contacts::page(c, &query))
        .await?;
    Ok(Json(page).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TagsBody {
    tags: Vec<String>,
}

/// Most tags on one contact, and the longest tag: a typing slip, not a plan.
const MAX_TAGS: usize = 100;
const MAX_TAG_CHARS: usize = 100;

async fn set_tags(
    State(api): State<Api>,
    Path(phone): Path<String>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let phone = opt_outs::customer_number(&phone)?;
    let request: TagsBody = body(&bytes)?;
    let tags: Vec<String> = request
        .tags
        .into_iter()
        .map(|t| t.trim().to_owned())
        .filter(|t| !t.is_empty())
        .collect();
    if tags.len() > MAX_TAGS || tags.iter().any(|t| t.chars().count() > MAX_TAG_CHARS) {
        return Err(ApiError::invalid(
            "tags",
            format!("a contact takes at most {MAX_TAGS} tags of {MAX_TAG_CHARS} characters each"),
        ));
    }
    let contact = api
        .engine
        .ledger()
        .write(move |c| {
            let Some(contact) = contacts::contact_by_phone(c, phone.as_str())? else {
                return Ok(None);
            };
            contacts::set_tags(c, contact.id, &tags)?;
            contacts::contact_by_phone(c, phone.as_str())
        })
        .await?;
    match contact {
        Some(contact) => Ok(Json(contact).into_response()),
        None => Err(ApiError::new(
            StatusCode::NOT_FOUND,
            "not_found",
            "No contact has this number: import it first.",
        )),
    }
}

async fn marketing(
    State(api): State<Api>,
    Path(phone): Path<String>,
) -> Result<Response, ApiError> {
    let phone = opt_outs::customer_number(&phone)?;
    let status = api
        .engine
        .ledger()
        .read(move |c| opt_outs::marketing_status(c, &phone))
        .await?;
    Ok(Json(status).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct DoNotContactBody {
    path: std::path::PathBuf,
    #[serde(default)]
    default_country: String,
    #[serde(default)]
    columns: ColumnOverrides,
}

async fn import_do_not_contact(
    State(api): State<Api>,
    desk: Option<Extension<Desk>>,
    bytes: Bytes,
) -> Result<Response, ApiError> {
    let request: DoNotContactBody = body(&bytes)?;
    let path = api
        .folders
        .resolve(&request.path)
        .map_err(|refusal| ApiError::not_allowed("path", refusal))?;
    let options = DoNotContactOptions {
        default_country: request.default_country,
        columns: request.columns,
    };
    // Over the office listener, the desk that asked; on this machine, "local API".
    let by = desk.as_ref().map_or(LOCAL_API_PERSON, |d| d.name.as_str());
    let report = opt_outs::import_do_not_contact(&api.engine, &path, &options, by).await?;
    // The audit log names the list by its file, not by the route.
    let noted = Noted {
        action: Action::OptedOut,
        subject: Some(report.file_name.clone()),
    };
    let mut response = Json(report).into_response();
    response.extensions_mut().insert(noted);
    Ok(response)
}
