//! `GET /{version}/{waba_id}/message_templates`: the WABA's templates, a page at a time
//! (the store and its paging are `crate::templates`).

use std::sync::Arc;

use axum::extract::{Path, RawQuery, State};
use axum::http::HeaderMap;
use axum::response::Response;

use super::request::query_map;
use crate::errors::MetaError;
use crate::shared::Shared;
use crate::templates::ListQuery;

pub(super) async fn list_templates(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    let path = format!("/{version}/{id}/message_templates");
    let result = (|| {
        sim.authorize(&headers, query.as_deref(), &version)?;
        if id != sim.config.waba_id {
            return Err(MetaError::unsupported_request("GET", &id));
        }
        let params = query_map(query.as_deref());
        let limit = match params.get("limit") {
            None => 25,
            Some(l) => l.parse::<usize>().map_err(|_| {
                MetaError::invalid_parameter(format!("Param limit must be a number - got \"{l}\"."))
            })?,
        };
        let list = ListQuery {
            limit,
            after: params.get("after").cloned(),
            fields: params.get("fields").cloned(),
            status: params.get("status").cloned(),
            name: params.get("name").cloned(),
            base_url: format!("{}{path}", sim.base_url),
        };
        sim.lock().templates.page(&list)
    })();
    sim.answer("GET", &path, result)
}
