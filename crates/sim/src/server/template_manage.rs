//! Template management as Meta answers it: `POST /{version}/{waba_id}/message_templates`
//! creates a template (PENDING, reviewed later), `POST /{version}/{template_id}` edits one,
//! `DELETE /{version}/{waba_id}/message_templates?name=…[&hsm_id=…]` deletes one. The rules a
//! request must pass and the store are `crate::templates`; the review is
//! `crate::template_review`.

use std::sync::Arc;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, RawQuery, State};
use axum::http::HeaderMap;
use axum::response::Response;
use serde_json::{Value, json};

use super::request::{body_error, query_map};
use crate::errors::MetaError;
use crate::shared::Shared;
use crate::templates::rules;

pub(super) async fn create_template(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let path = format!("/{version}/{id}/message_templates");
    let result = (|| {
        sim.authorize(&headers, query.as_deref(), &version)?;
        if id != sim.config.waba_id {
            return Err(MetaError::unsupported_request("POST", &id));
        }
        let body = json_body(body, sim.config.max_body_bytes)?;
        let draft = rules::check_create(&body)?;
        let mut state = sim.lock();
        uploaded_sample(&body, &state.sample_handles)?;
        let (answer, reviewing) = state.templates.create(draft)?;
        drop(state);
        sim.start_review(reviewing);
        Ok(answer)
    })();
    sim.answer("POST", &path, result)
}

/// A media header's sample must be a handle this Meta gave (its Resumable Upload API): one
/// made up, or from another app, is refused as Meta refuses it.
fn uploaded_sample(
    body: &serde_json::Value,
    issued: &std::collections::HashSet<String>,
) -> Result<(), MetaError> {
    let handles = body["components"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|c| {
            c["type"]
                .as_str()
                .is_some_and(|t| t.eq_ignore_ascii_case("HEADER"))
        })
        .filter_map(|c| c["example"]["header_handle"].as_array())
        .flatten()
        .filter_map(serde_json::Value::as_str);
    for handle in handles {
        if !issued.contains(handle) {
            return Err(MetaError::invalid_parameter(format!(
                "The header_handle \"{}\" is not a file uploaded with the Resumable Upload API for this app.",
                handle.chars().take(40).collect::<String>()
            )));
        }
    }
    Ok(())
}

pub(super) async fn delete_template(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    let path = format!("/{version}/{id}/message_templates");
    let result = (|| {
        sim.authorize(&headers, query.as_deref(), &version)?;
        if id != sim.config.waba_id {
            return Err(MetaError::unsupported_request("DELETE", &id));
        }
        let params = query_map(query.as_deref());
        let name = params
            .get("name")
            .filter(|n| !n.is_empty())
            .ok_or_else(|| MetaError::invalid_parameter("The parameter name is required."))?;
        let hsm_id = params.get("hsm_id").map(String::as_str);
        sim.lock().templates.delete(name, hsm_id)?;
        Ok(json!({"success": true}))
    })();
    sim.answer("DELETE", &path, result)
}

/// `POST /{version}/{id}`: an edit when `id` is a template's; no other node takes a POST here.
pub(super) async fn edit_template(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let path = format!("/{version}/{id}");
    let result = (|| {
        sim.authorize(&headers, query.as_deref(), &version)?;
        if !sim.lock().templates.has_id(&id) {
            return Err(MetaError::unsupported_request("POST", &id));
        }
        let body = json_body(body, sim.config.max_body_bytes)?;
        let reviewing = sim.lock().templates.edit(&id, &body)?;
        sim.start_review(reviewing);
        Ok(json!({"success": true}))
    })();
    sim.answer("POST", &path, result)
}

/// The request's JSON body; too large, unreadable or not JSON is Meta's error 100.
fn json_body(body: Result<Bytes, BytesRejection>, limit: usize) -> Result<Value, MetaError> {
    let body = body.map_err(|rejection| body_error(&rejection, limit))?;
    if body.is_empty() {
        return Err(MetaError::invalid_parameter(
            "The request has no body: send the template as JSON.",
        ));
    }
    serde_json::from_slice(&body).map_err(|error| {
        MetaError::invalid_parameter(format!("The request body is not valid JSON: {error}"))
    })
}
