//! The Graph API routes and what they answer.
//!
//! Paths are Meta's: `/{version}/{phone_number_id}/messages`, `/{version}/{phone_number_id}/media`,
//! `/{version}/{waba_id}/message_templates`, `/{version}/{waba_id}/subscribed_apps`,
//! `/{version}/{node_id}`. Every request needs the bearer token (or `access_token` in the
//! query, which Graph also accepts). Anything else gets Meta's "Unsupported request" error.
//!
//! One module per group of endpoints: `messages` (sends), `media` (uploads), `templates`
//! (the listing), `template_manage` (creating, editing and deleting templates), `nodes` (the phone number, the WABA, a media item), `subscriptions` (the
//! webhook callback and its verification), `uploads` (Meta's Resumable Upload API, for a
//! template's media sample); what every request goes through is `request`.

mod downloads;
mod media;
mod messages;
mod nodes;
mod request;
mod subscriptions;
mod template_manage;
mod templates;
mod uploads;

pub use uploads::UploadSession;

use std::sync::Arc;

use axum::Router;
use axum::extract::{DefaultBodyLimit, Path, RawQuery, State};
use axum::http::{Method, Uri};
use axum::response::Response;
use axum::routing::{get, post};

use crate::errors::MetaError;
use crate::shared::Shared;

/// The Graph routes plus the control routes under `/_sim`.
pub fn router(shared: Arc<Shared>) -> Router {
    let media_limit = shared.config.max_media_bytes + 64 * 1024;
    Router::new()
        .route("/{version}/{id}/messages", post(messages::send_message))
        .route(
            "/{version}/{id}/media",
            post(media::upload_media).layer(DefaultBodyLimit::max(media_limit)),
        )
        .route(
            "/{version}/{id}/message_templates",
            get(templates::list_templates)
                .post(template_manage::create_template)
                .delete(template_manage::delete_template),
        )
        .route(
            "/{version}/{id}/subscribed_apps",
            get(subscriptions::list_subscriptions).post(subscriptions::subscribe),
        )
        .route("/{version}/{id}/uploads", post(uploads::open_session))
        .route(
            "/{version}/{id}",
            get(nodes::node)
                .post(post_node)
                .layer(DefaultBodyLimit::max(media_limit)),
        )
        .route("/lookaside/{id}", get(downloads::download))
        .nest("/_sim", crate::control::routes())
        .fallback(unsupported)
        .method_not_allowed_fallback(unsupported)
        .layer(DefaultBodyLimit::max(shared.config.max_body_bytes))
        .with_state(shared)
}

/// `POST /{node}`: a template edited, or (`upload:…`) a sample's bytes.
async fn post_node(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: axum::http::HeaderMap,
    RawQuery(query): RawQuery,
    body: Result<axum::body::Bytes, axum::extract::rejection::BytesRejection>,
) -> Response {
    if id.starts_with("upload:") {
        let path = format!("/{version}/{id}");
        let result = uploads::upload_bytes(&sim, &version, &id, &headers, query.as_deref(), body);
        return sim.answer("POST", &path, result);
    }
    template_manage::edit_template(
        State(sim),
        Path((version, id)),
        headers,
        RawQuery(query),
        body,
    )
    .await
}

async fn unsupported(State(sim): State<Arc<Shared>>, method: Method, uri: Uri) -> Response {
    sim.lock().counters.requests += 1;
    let id = uri
        .path()
        .trim_matches('/')
        .split('/')
        .nth(1)
        .unwrap_or_default()
        .to_owned();
    let error = MetaError::unsupported_request(method.as_str(), &id);
    sim.log_request(
        method.as_str(),
        uri.path(),
        error.http_status,
        Some(error.code),
    );
    sim.refuse(error)
}
