//! Who did what through the local API and the office listener ([`crate::audit`]).
//!
//! - [`trail`] records each request that changed something the owner wants to see later
//!   (launches, pauses, cancels, imports, opt-out changes, replies, settings, templates, the
//!   office's desks), with who made it: the paired desk or system key over the office
//!   listener, "Local API" on this machine. One table ([`AUDITED`]) says which routes count,
//!   so a route cannot be forgotten in one handler and remembered in another; a handler that
//!   knows better (a text message is a reply, an OTP is not) says so with [`Noted`].
//! - `GET /v1/audit?before=&limit=&action=&desk=` — the log, newest first, a page at a time;
//!   with `Accept: text/csv` (or `format=csv`), all of it as CSV, oldest first.

use std::collections::HashMap;

use axum::Json;
use axum::Router;
use axum::extract::{FromRequestParts, MatchedPath, Query, RawPathParams, Request, State};
use axum::http::{HeaderMap, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use super::work::download;
use super::{Api, ApiError};
use crate::audit::{self, Action, Filter, Who};
use crate::sharing::desks::Desk;

/// The routes whose success is recorded, and as what. The subject is the route's `{…}` part
/// (a campaign's id, a template's name, a customer's number, a desk's number).
pub const AUDITED: &[(&str, &str, Action)] = &[
    ("POST", "/v1/campaigns", Action::CampaignCreated),
    ("POST", "/v1/campaigns/{id}/clone", Action::CampaignCreated),
    ("DELETE", "/v1/campaigns/{id}", Action::CampaignDeleted),
    (
        "POST",
        "/v1/campaigns/{id}/launch",
        Action::CampaignLaunched,
    ),
    ("POST", "/v1/campaigns/{id}/pause", Action::CampaignPaused),
    ("POST", "/v1/campaigns/{id}/resume", Action::CampaignResumed),
    (
        "POST",
        "/v1/campaigns/{id}/cancel",
        Action::CampaignCancelled,
    ),
    ("POST", "/v1/campaigns/{id}/retry", Action::CampaignResumed),
    ("POST", "/v1/imports", Action::ContactsImported),
    ("POST", "/v1/conversations/{phone}/reply", Action::ReplySent),
    ("POST", "/v1/contacts/{phone}/opt-out", Action::OptedOut),
    ("POST", "/v1/contacts/{phone}/opt-in", Action::OptedIn),
    ("POST", "/v1/opt-outs/imports", Action::OptedOut),
    ("PUT", "/v1/rate-card", Action::RateCardLoaded),
    ("POST", "/v1/templates", Action::TemplateCreated),
    (
        "PUT",
        "/v1/templates/{name}/{language}",
        Action::TemplateEdited,
    ),
    ("DELETE", "/v1/templates/{name}", Action::TemplateDeleted),
    ("POST", "/v1/office/desks/{id}/revoke", Action::DeskRevoked),
    ("PUT", "/v1/office/desks/{id}/role", Action::RoleChanged),
    ("POST", "/v1/office/system-keys", Action::SystemKeyMade),
];

/// What a handler says it did, when its route alone does not tell (put in the response's
/// extensions; [`trail`] records it).
#[derive(Debug, Clone)]
pub(super) struct Noted {
    pub action: Action,
    pub subject: Option<String>,
}

/// The routes.
pub(super) fn routes() -> Router<Api> {
    Router::new().route("/v1/audit", get(get_audit))
}

/// Who made `request`: its desk over the office listener, else a program on this machine.
fn who(desk: Option<&Desk>) -> Who {
    desk.map_or_else(Who::local_api, |d| Who::desk(d.id, d.name.clone()))
}

/// Records a successful request of [`AUDITED`], or what its handler [`Noted`]. A record that
/// cannot be written is logged, never turned into a failure of what was already done.
pub(super) async fn trail(State(api): State<Api>, request: Request, next: Next) -> Response {
    let path = request
        .extensions()
        .get::<MatchedPath>()
        .map(|p| p.as_str().to_owned())
        .unwrap_or_default();
    let audited = AUDITED
        .iter()
        .find(|(m, p, _)| *p == path && request.method().as_str() == *m)
        .map(|(_, _, action)| *action);
    let is_message = request.method() == Method::POST && path == "/v1/messages";
    if audited.is_none() && !is_message {
        return next.run(request).await;
    }
    let who = who(request.extensions().get::<Desk>());
    let (mut parts, body) = request.into_parts();
    let subject = RawPathParams::from_request_parts(&mut parts, &())
        .await
        .ok()
        .and_then(|params| {
            let values: Vec<&str> = params.iter().map(|(_, value)| value).collect();
            (!values.is_empty()).then(|| values.join(" "))
        });
    let response = next.run(Request::from_parts(parts, body)).await;
    if !response.status().is_success() {
        return response;
    }
    let noted = response.extensions().get::<Noted>().cloned();
    let entry = match (noted, audited) {
        (Some(noted), _) => Some((noted.action, noted.subject)),
        (None, Some(action)) => Some((action, subject)),
        (None, None) => None,
    };
    if let Some((action, subject)) = entry {
        let now = api.engine.clock().now_ms();
        let written = api
            .engine
            .ledger()
            .write(move |c| audit::record(c, now, &who, action, subject.as_deref(), None))
            .await;
        if let Err(e) = written {
            tracing::warn!("what was done could not be added to the audit log: {e}");
        }
    }
    response
}

async fn get_audit(
    State(api): State<Api>,
    headers: HeaderMap,
    Query(query): Query<HashMap<String, String>>,
) -> Result<Response, ApiError> {
    let csv = match query.get("format").map(|f| f.trim().to_ascii_lowercase()) {
        None => super::opt_outs::wants_csv(&headers),
        Some(f) if f == "csv" => true,
        Some(f) if f == "json" => false,
        Some(_) => return Err(ApiError::invalid("format", "format is json or csv")),
    };
    if csv {
        // A database failure is the ledger's error (its status says whether to try again);
        // one writing the CSV into memory is the export's.
        let written = api
            .engine
            .ledger()
            .read_long(|c| {
                let mut bytes = Vec::new();
                match audit::export_csv(c, &mut bytes) {
                    Ok(_) => Ok(Ok(bytes)),
                    Err(audit::ExportError::Database(e)) => Err(e),
                    Err(other) => Ok(Err(other.to_string())),
                }
            })
            .await?;
        let bytes = written
            .map_err(|why| ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "export", why))?;
        return Ok(download(bytes, "text/csv; charset=utf-8", "audit-log.csv"));
    }
    let number = |name: &str| -> Result<Option<i64>, ApiError> {
        query
            .get(name)
            .map(|text| {
                text.trim().parse::<i64>().map_err(|_| {
                    ApiError::invalid(name, format!("\"{text}\" is not a whole number"))
                })
            })
            .transpose()
    };
    let action = query
        .get("action")
        .map(|text| {
            text.parse::<Action>()
                .map_err(|e| ApiError::invalid("action", e.to_string()))
        })
        .transpose()?;
    let filter = Filter {
        before_id: number("before")?,
        limit: match number("limit")? {
            None => 0,
            Some(n) => u32::try_from(n)
                .ok()
                .filter(|n| *n <= audit::PAGE_MAX)
                .ok_or_else(|| {
                    ApiError::invalid(
                        "limit",
                        format!(
                            "limit is how many entries to return: 0 to {}",
                            audit::PAGE_MAX
                        ),
                    )
                })?,
        },
        action,
        desk_id: number("desk")?,
        since: number("since")?,
    };
    let entries = api
        .engine
        .ledger()
        .read(move |c| audit::page(c, &filter))
        .await?;
    Ok(Json(entries).into_response())
}
