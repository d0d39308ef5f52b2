//! `/{version}/{waba_id}/subscribed_apps`: where the WABA's webhooks go. A POST with
//! `override_callback_uri` is accepted only after Meta's GET verification of that URL
//! succeeds; a POST without one returns to the app's own callback.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Path, RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use serde_json::{Value, json};

use super::request::{body_error, query_map};
use crate::errors::MetaError;
use crate::shared::Shared;

pub(super) async fn list_subscriptions(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    let path = format!("/{version}/{id}/subscribed_apps");
    let result = sim
        .authorize(&headers, query.as_deref(), &version)
        .and_then(|()| {
            if id != sim.config.waba_id {
                return Err(MetaError::unsupported_request("GET", &id));
            }
            let mut app = json!({"whatsapp_business_api_data": super::uploads::app()});
            if let Some(url) = sim.lock().webhook_url.clone() {
                app["override_callback_uri"] = json!(url);
            }
            Ok(json!({"data": [app]}))
        });
    sim.answer("GET", &path, result)
}

pub(super) async fn subscribe(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let path = format!("/{version}/{id}/subscribed_apps");
    let result = async {
        sim.authorize(&headers, query.as_deref(), &version)?;
        if id != sim.config.waba_id {
            return Err(MetaError::unsupported_request("POST", &id));
        }
        let body = body.map_err(|r| body_error(&r, sim.config.max_body_bytes))?;
        // Graph takes parameters as JSON, as a form, or in the query.
        let mut params = query_map(query.as_deref());
        if !body.is_empty() {
            match serde_json::from_slice::<Value>(&body) {
                Ok(Value::Object(object)) => {
                    for (k, v) in object {
                        match v {
                            Value::String(s) => params.insert(k, s),
                            other => {
                                return Err(MetaError::invalid_parameter(format!(
                                    "Param {k} must be a string - got {other}."
                                )));
                            }
                        };
                    }
                }
                _ => params.extend(url::form_urlencoded::parse(&body).into_owned()),
            }
        }
        let Some(uri) = params.get("override_callback_uri").cloned() else {
            // No override: the app's own callback applies again.
            sim.lock().webhook_url = sim.config.webhooks.url.clone();
            return Ok(json!({"success": true}));
        };
        let token = params
            .get("verify_token")
            .filter(|t| !t.is_empty())
            .ok_or_else(|| {
                MetaError::invalid_parameter(
                    "The parameter verify_token is required when override_callback_uri is set.",
                )
            })?;
        if uri.chars().count() > 200 {
            return Err(MetaError::invalid_parameter(
                "Param override_callback_uri must be at most 200 characters long.",
            ));
        }
        match url::Url::parse(&uri) {
            Ok(u) if matches!(u.scheme(), "http" | "https") => {}
            _ => {
                return Err(MetaError::invalid_parameter(format!(
                    "Param override_callback_uri must be a valid URL - got \"{uri}\"."
                )));
            }
        }
        verify_callback(&sim, &uri, token).await?;
        sim.lock().webhook_url = Some(uri);
        Ok(json!({"success": true}))
    }
    .await;
    sim.answer("POST", &path, result)
}

/// Meta's GET verification of a callback URL before it is accepted (`docs/meta-cloud-api.md#verification`).
async fn verify_callback(sim: &Shared, uri: &str, token: &str) -> Result<(), MetaError> {
    let challenge = (sim.fate.bits(
        "challenge",
        &[
            uri.as_bytes(),
            token.as_bytes(),
            &sim.clock.now().as_nanos().to_le_bytes(),
        ],
    ) % 1_000_000_000)
        .to_string();
    let failed = |why: String| {
        let mut error = MetaError::new(2200, "Callback verification failed");
        error.message =
            format!("(#2200) Callback verification failed with the following errors: {why}");
        error
    };
    let response = sim
        .http
        .get(uri)
        .query(&[
            ("hub.mode", "subscribe"),
            ("hub.challenge", challenge.as_str()),
            ("hub.verify_token", token),
        ])
        .timeout(Duration::from_secs(10))
        .send()
        .await
        .map_err(|e| {
            failed(if e.is_timeout() {
                "curl_errno = 28; curl_error = Operation timed out".into()
            } else {
                "curl_errno = 7; curl_error = Couldn't connect to server".into()
            })
        })?;
    let status = response.status();
    if status != StatusCode::OK {
        return Err(failed(format!(
            "HTTP Status Code = {}; HTTP Message = {}",
            status.as_u16(),
            status.canonical_reason().unwrap_or("Unknown")
        )));
    }
    let body = response
        .text()
        .await
        .map_err(|e| failed(format!("could not read the answer: {}", e.without_url())))?;
    if body.trim() != challenge {
        let shown: String = body.chars().take(64).collect();
        return Err(failed(format!(
            "Response does not match challenge, expected value=\"{challenge}\", received=\"{shown}\""
        )));
    }
    Ok(())
}
