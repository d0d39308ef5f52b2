//! `GET /{version}/{id}`: the phone number's fields, the WABA, an uploaded media item, or a
//! file a customer sent (with the URL `downloads.rs` serves it at).

use std::sync::Arc;

use axum::extract::{Path, RawQuery, State};
use axum::http::HeaderMap;
use axum::response::Response;
use serde_json::{Value, json};

use super::request::{api_version, query_map};
use crate::customer_files::DOWNLOAD_URL_LIFETIME;
use crate::errors::MetaError;
use crate::shared::Shared;

const PHONE_DEFAULT_FIELDS: &[&str] = &[
    "verified_name",
    "code_verification_status",
    "display_phone_number",
    "quality_rating",
    "platform_type",
    "throughput",
    "id",
];

pub(super) async fn node(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    let path = format!("/{version}/{id}");
    let result = node_fields(&sim, &version, &id, &headers, query.as_deref());
    sim.answer("GET", &path, result)
}

fn node_fields(
    sim: &Shared,
    version: &str,
    id: &str,
    headers: &HeaderMap,
    query: Option<&str>,
) -> Result<Value, MetaError> {
    sim.authorize(headers, query, version)?;
    let (major, _) = api_version(version)?;
    let params = query_map(query);
    let requested: Vec<String> = params
        .get("fields")
        .map(|f| {
            f.split(',')
                .map(|s| s.trim().to_owned())
                .filter(|s| !s.is_empty())
                .collect()
        })
        .unwrap_or_default();
    let state = sim.lock();
    let config = &sim.config;
    if id == config.phone_number_id {
        let fields: Vec<&str> = if requested.is_empty() {
            PHONE_DEFAULT_FIELDS.to_vec()
        } else {
            requested.iter().map(String::as_str).collect()
        };
        let mut out = serde_json::Map::new();
        for field in fields {
            let value = match field {
                "id" => json!(config.phone_number_id),
                "verified_name" => json!(config.verified_name),
                "code_verification_status" => json!("VERIFIED"),
                "display_phone_number" => json!(format!("+{}", config.display_phone_number)),
                "quality_rating" => json!(state.quality_rating),
                "platform_type" => json!("CLOUD_API"),
                "throughput" => json!({"level": state.throughput_level}),
                "whatsapp_business_manager_messaging_limit" if major >= 24 => {
                    json!(state.tier_name.meta_name())
                }
                "messaging_limit_tier" if major <= 23 => json!(state.tier_name.meta_name()),
                "status" => json!("CONNECTED"),
                "name_status" => json!("APPROVED"),
                "is_on_biz_app" => json!(false),
                "webhook_configuration" => {
                    json!({"application": state.webhook_url.clone().unwrap_or_default(), "whatsapp_business_account": state.webhook_url.clone().unwrap_or_default()})
                }
                other => {
                    return Err(MetaError::invalid_parameter(format!(
                        "Tried accessing nonexisting field ({other}) on node type (WhatsAppBusinessPhoneNumber)"
                    )));
                }
            };
            out.insert(field.to_owned(), value);
        }
        out.entry("id")
            .or_insert_with(|| json!(config.phone_number_id));
        return Ok(Value::Object(out));
    }
    if id == "app" {
        return Ok(super::uploads::app());
    }
    if id == config.waba_id {
        return Ok(json!({
            "id": config.waba_id,
            "name": config.verified_name,
            "timezone_id": "1",
            "message_template_namespace": "pacer_sim_namespace",
            "currency": "USD",
        }));
    }
    if let Some(file) = state.customer_files.get(id) {
        let now = sim.clock.now();
        if !file.alive(now) {
            // Meta answers a media id past its seven days as an object that does not exist.
            return Err(MetaError::unsupported_request("GET", id));
        }
        let expires = (now + DOWNLOAD_URL_LIFETIME).as_millis();
        return Ok(json!({
            "messaging_product": "whatsapp",
            "url": format!("{}/lookaside/{id}?expires={expires}", sim.base_url),
            "mime_type": file.mime_type,
            "sha256": file.sha256,
            // Meta sends the size as a string.
            "file_size": file.declared_size.to_string(),
            "id": id,
        }));
    }
    if let Some(media) = state.media.get(id) {
        return Ok(json!({
            "messaging_product": "whatsapp",
            "url": format!("{}/_sim/media/{id}", sim.base_url),
            "mime_type": media.mime_type,
            "sha256": media.sha256,
            "file_size": media.size,
            "id": id,
        }));
    }
    Err(MetaError::unsupported_request("GET", id))
}
