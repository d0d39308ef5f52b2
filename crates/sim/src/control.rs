//! The simulator's own controls under `/_sim`: what a test or a demo does to the fake
//! world (a customer writes in, stops marketing, Meta pauses a template, an outage starts),
//! and what it reads back (counters, the record of every message).
//!
//! Meta has no such endpoints; they carry no token. Bind the simulator to loopback.

use std::sync::Arc;
use std::time::Duration;

use axum::Json;
use axum::Router;
use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::{Deserialize, Serialize};
use serde_json::json;

use crate::clock::micros;
use crate::config::Tier;
use crate::customer_files::SlowDownloads;
use crate::customer_messages::CustomerMessage;
use crate::log::LogRecord;
use crate::messages::phone_digits;
use crate::shared::Shared;
use crate::state::{Counters, MessageRecord};
use crate::webhook_queue::Update;

/// A control request the simulator cannot carry out, in plain words.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ControlError(pub String);

impl IntoResponse for ControlError {
    fn into_response(self) -> Response {
        (StatusCode::BAD_REQUEST, Json(json!({"error": self.0}))).into_response()
    }
}

/// A snapshot for `GET /_sim/stats`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stats {
    /// Live counts.
    #[serde(flatten)]
    pub counters: Counters,
    /// Messages accepted in the last simulated second.
    pub accepted_last_second: usize,
    /// Unique users counted against the tier in the moving 24 h.
    pub tier_used: usize,
    /// The tier's limit (`None`: unlimited).
    pub tier_limit: Option<u32>,
    /// Webhook updates not yet posted.
    pub webhooks_pending: usize,
    /// Where webhooks go.
    pub webhook_url: Option<String>,
    /// Simulated seconds since the start.
    pub sim_seconds: f64,
}

impl Shared {
    /// Current counters and gauges.
    pub fn stats(&self) -> Stats {
        let now = self.clock.now();
        let pending = self.webhooks.pending();
        let mut state = self.lock();
        Stats {
            accepted_last_second: state.throughput.as_mut().map_or(0, |w| w.in_window(now)),
            tier_used: state.tier.used(now),
            tier_limit: state.tier.limit(),
            webhooks_pending: pending,
            webhook_url: state.webhook_url.clone(),
            sim_seconds: now.as_secs_f64(),
            counters: state.counters.clone(),
        }
    }

    /// Every accepted message, in acceptance order.
    pub fn records(&self) -> Vec<MessageRecord> {
        let state = self.lock();
        state
            .record_order
            .iter()
            .filter_map(|w| state.records.get(w).cloned())
            .collect()
    }

    /// Messages whose planned final status the receiver has not yet acknowledged. Counted in
    /// place: cloning every record under the lock, as [`Shared::records`] does, stalls the
    /// simulator's thread long enough to bunch the requests waiting behind it.
    pub fn unacknowledged(&self) -> usize {
        let state = self.lock();
        state
            .records
            .values()
            .filter(|r| r.acknowledged_final() != r.planned_final())
            .count()
    }

    /// A customer writes a text: opens their 24 h window and posts an inbound webhook.
    pub fn inject_inbound(
        &self,
        from: &str,
        text: &str,
        name: &str,
    ) -> Result<String, ControlError> {
        let message = CustomerMessage {
            from: from.to_owned(),
            name: name.to_owned(),
            kind: "text".into(),
            text: Some(text.to_owned()),
            ..CustomerMessage::default()
        };
        self.customer_sends(message).map(|sent| sent.wamid)
    }

    /// Meta forgets a file a customer sent, as it does after seven days.
    pub fn expire_media(&self, media_id: &str) -> Result<(), ControlError> {
        let mut state = self.lock();
        let file = state.customer_files.get_mut(media_id).ok_or_else(|| {
            ControlError(format!("no customer sent a file with id \"{media_id}\""))
        })?;
        file.expired = true;
        Ok(())
    }

    /// The next `count` downloads trickle at `bytes_per_second` (real time).
    pub fn slow_downloads(&self, bytes_per_second: u64, count: u32) {
        self.lock().download_faults.slow = (count > 0).then_some(SlowDownloads {
            bytes_per_second: bytes_per_second.max(1),
            count,
        });
    }

    /// A customer stops (`stop = true`) or resumes marketing messages.
    pub fn set_marketing_preference(&self, wa_id: &str, stop: bool) -> Result<(), ControlError> {
        let wa_id = phone_digits(wa_id).ok_or_else(|| {
            ControlError(format!(
                "\"{wa_id}\" is not a phone number with its country code"
            ))
        })?;
        let now = self.clock.now();
        {
            let mut state = self.lock();
            if stop {
                state.opted_out.insert(wa_id.clone());
            } else {
                state.opted_out.remove(&wa_id);
            }
        }
        let value = if stop { "stop" } else { "resume" }.to_owned();
        self.webhooks.push(
            now,
            Update::Preference {
                wa_id: wa_id.clone(),
                value: value.clone(),
            },
        );
        self.log.write(LogRecord::Preference {
            t_us: micros(now),
            wa_id,
            value,
        });
        Ok(())
    }

    /// Meta changes a template's status (PAUSED, DISABLED, APPROVED …) and says so by webhook.
    pub fn set_template_status(
        &self,
        name: &str,
        language: &str,
        status: &str,
        reason: &str,
    ) -> Result<(), ControlError> {
        let status = status.to_ascii_uppercase();
        let now = self.clock.now();
        let (id, category) = {
            let mut state = self.lock();
            let def = state
                .templates
                .set_status(name, language, &status)
                .ok_or_else(|| {
                    ControlError(format!("there is no template \"{name}\" in {language}"))
                })?;
            (def.id.clone(), def.category.meta_name())
        };
        self.webhooks.push(
            now,
            Update::TemplateStatus {
                id,
                name: name.into(),
                language: language.into(),
                event: status.clone(),
                reason: reason.into(),
                category: category.into(),
                rejection_info: None,
            },
        );
        self.log.write(LogRecord::TemplateStatus {
            t_us: micros(now),
            name: name.into(),
            language: language.into(),
            status,
        });
        Ok(())
    }

    /// Meta stops accepting the current token (as when it expires) and accepts `token` instead.
    pub fn set_access_token(&self, token: &str) {
        self.lock().access_token = token.to_owned();
    }

    /// The next `count` send requests that pass validation are refused with Meta error `code`
    /// (nothing is sent); `count` 0 clears it.
    pub fn force_errors(&self, code: i64, count: u32) {
        self.lock().forced_errors = (count > 0).then_some((code, count));
    }

    /// The next `count` accepted messages are sent and then fail by webhook with Meta error
    /// `code`; `count` 0 clears it.
    pub fn force_async_failures(&self, code: i64, count: u32) {
        self.lock().forced_async_failures = (count > 0).then_some((code, count));
    }

    /// Every send is refused with 503 / code 2 for `length` (simulated).
    pub fn start_outage(&self, length: Duration) {
        let now = self.clock.now();
        self.lock().outage_until = Some(now + length);
    }

    /// Meta moves the portfolio to another tier (posts `business_capability_update`).
    pub fn set_tier(&self, tier: Tier) {
        let now = self.clock.now();
        {
            let mut state = self.lock();
            state.tier.set_limit(tier.limit());
            state.tier_name = tier;
        }
        self.webhooks.push(
            now,
            Update::Capability {
                tier: tier.meta_name(),
            },
        );
    }

    /// The number's quality changes (posts `phone_number_quality_update`).
    pub fn set_quality(&self, rating: &str) {
        let now = self.clock.now();
        let rating = rating.to_ascii_uppercase();
        let (event, tier) = {
            let mut state = self.lock();
            let event = if rating_rank(&rating) < rating_rank(&state.quality_rating) {
                "DOWNGRADE"
            } else {
                "UPGRADE"
            };
            state.quality_rating = rating;
            (event, state.tier_name.meta_name())
        };
        self.webhooks.push(
            now,
            Update::Quality {
                event: event.into(),
                tier,
            },
        );
    }

    /// The number's throughput changes (posts `THROUGHPUT_UPGRADE` when it rises above 80).
    pub fn set_throughput(&self, mps: u32) {
        let now = self.clock.now();
        let tier = {
            let mut state = self.lock();
            match state.throughput.as_mut() {
                Some(window) => window.set_limit(mps),
                None => state.throughput = Some(crate::throughput::ThroughputWindow::new(mps)),
            }
            state.throughput_level = if mps > 80 { "HIGH" } else { "STANDARD" }.into();
            state.tier_name.meta_name()
        };
        if mps > 80 {
            self.webhooks.push(
                now,
                Update::Quality {
                    event: "THROUGHPUT_UPGRADE".into(),
                    tier,
                },
            );
        }
    }
}

fn rating_rank(rating: &str) -> u8 {
    match rating {
        "GREEN" => 3,
        "YELLOW" => 2,
        "RED" => 1,
        _ => 0,
    }
}

/// The `/_sim` routes.
pub fn routes() -> Router<Arc<Shared>> {
    Router::new()
        .route("/stats", get(stats))
        .route("/messages", get(records))
        .route("/inbound", post(inbound))
        .route("/media/expire", post(expire_media))
        .route("/media/slow", post(slow_media))
        .route("/user_preferences", post(preference))
        .route("/templates/status", post(template_status))
        .route("/outage", post(outage))
        .route("/phone", post(phone))
        .route("/errors", post(errors))
        .route("/token", post(token))
}

async fn stats(State(sim): State<Arc<Shared>>) -> Json<Stats> {
    Json(sim.stats())
}

#[derive(Debug, Deserialize)]
struct RecordsQuery {
    wamid: Option<String>,
    callback_data: Option<String>,
}

async fn records(
    State(sim): State<Arc<Shared>>,
    Query(q): Query<RecordsQuery>,
) -> Json<Vec<MessageRecord>> {
    let mut records = sim.records();
    records.retain(|r| {
        q.wamid.as_ref().is_none_or(|w| &r.wamid == w)
            && q.callback_data
                .as_ref()
                .is_none_or(|c| r.callback_data.as_ref() == Some(c))
    });
    Json(records)
}

async fn inbound(
    State(sim): State<Arc<Shared>>,
    body: Result<Json<CustomerMessage>, axum::extract::rejection::JsonRejection>,
) -> Result<Json<serde_json::Value>, ControlError> {
    let Json(request) = body.map_err(|e| {
        ControlError(format!(
            "expected {{\"from\": \"+923001234567\", \"type\": \"text\", \"text\": \"…\", \"name\": \"…\"}}: {e}"
        ))
    })?;
    let sent = sim.customer_sends(request)?;
    let mut answer = json!({"id": sent.wamid});
    if let Some(media_id) = sent.media_id {
        answer["media_id"] = json!(media_id);
    }
    Ok(Json(answer))
}

#[derive(Debug, Deserialize)]
struct ExpireMediaRequest {
    id: String,
}

async fn expire_media(
    State(sim): State<Arc<Shared>>,
    body: Result<Json<ExpireMediaRequest>, axum::extract::rejection::JsonRejection>,
) -> Result<StatusCode, ControlError> {
    let Json(request) =
        body.map_err(|e| ControlError(format!("expected {{\"id\": \"<media id>\"}}: {e}")))?;
    sim.expire_media(&request.id)?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Deserialize)]
struct SlowMediaRequest {
    bytes_per_second: u64,
    #[serde(default = "one")]
    count: u32,
}

async fn slow_media(
    State(sim): State<Arc<Shared>>,
    body: Result<Json<SlowMediaRequest>, axum::extract::rejection::JsonRejection>,
) -> Result<StatusCode, ControlError> {
    let Json(request) = body.map_err(|e| {
        ControlError(format!(
            "expected {{\"bytes_per_second\": 100, \"count\": 1}}: {e}"
        ))
    })?;
    sim.slow_downloads(request.bytes_per_second, request.count);
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Deserialize)]
struct PreferenceRequest {
    wa_id: String,
    value: String,
}

async fn preference(
    State(sim): State<Arc<Shared>>,
    body: Result<Json<PreferenceRequest>, axum::extract::rejection::JsonRejection>,
) -> Result<StatusCode, ControlError> {
    let Json(request) = body.map_err(|e| {
        ControlError(format!(
            "expected {{\"wa_id\": \"923001234567\", \"value\": \"stop\" or \"resume\"}}: {e}"
        ))
    })?;
    let stop = match request.value.as_str() {
        "stop" => true,
        "resume" => false,
        other => {
            return Err(ControlError(format!(
                "value \"{other}\" must be stop or resume"
            )));
        }
    };
    sim.set_marketing_preference(&request.wa_id, stop)?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Deserialize)]
struct TemplateStatusRequest {
    name: String,
    #[serde(default = "default_language")]
    language: String,
    status: String,
    #[serde(default = "default_reason")]
    reason: String,
}

fn default_language() -> String {
    "en_US".into()
}

fn default_reason() -> String {
    "NONE".into()
}

async fn template_status(
    State(sim): State<Arc<Shared>>,
    body: Result<Json<TemplateStatusRequest>, axum::extract::rejection::JsonRejection>,
) -> Result<StatusCode, ControlError> {
    let Json(request) = body.map_err(|e| {
        ControlError(format!(
            "expected {{\"name\": \"…\", \"language\": \"en_US\", \"status\": \"PAUSED\"}}: {e}"
        ))
    })?;
    sim.set_template_status(
        &request.name,
        &request.language,
        &request.status,
        &request.reason,
    )?;
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Deserialize)]
struct OutageRequest {
    seconds: f64,
}

async fn outage(
    State(sim): State<Arc<Shared>>,
    body: Result<Json<OutageRequest>, axum::extract::rejection::JsonRejection>,
) -> Result<StatusCode, ControlError> {
    let Json(request) =
        body.map_err(|e| ControlError(format!("expected {{\"seconds\": 30}}: {e}")))?;
    let length = Duration::try_from_secs_f64(request.seconds)
        .map_err(|_| ControlError(format!("{} is not a number of seconds", request.seconds)))?;
    sim.start_outage(length);
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Deserialize)]
struct PhoneRequest {
    tier: Option<String>,
    quality_rating: Option<String>,
    mps: Option<u32>,
}

async fn phone(
    State(sim): State<Arc<Shared>>,
    body: Result<Json<PhoneRequest>, axum::extract::rejection::JsonRejection>,
) -> Result<StatusCode, ControlError> {
    let Json(request) = body.map_err(|e| {
        ControlError(format!(
            "expected {{\"tier\": \"10k\", \"quality_rating\": \"YELLOW\", \"mps\": 1000}}: {e}"
        ))
    })?;
    if let Some(tier) = request.tier {
        sim.set_tier(Tier::parse(&tier).map_err(|e| ControlError(e.to_string()))?);
    }
    if let Some(rating) = request.quality_rating {
        sim.set_quality(&rating);
    }
    if let Some(mps) = request.mps {
        if mps == 0 {
            return Err(ControlError("mps must be at least 1".into()));
        }
        sim.set_throughput(mps);
    }
    Ok(StatusCode::NO_CONTENT)
}

#[derive(Debug, Deserialize)]
struct ErrorsRequest {
    code: i64,
    #[serde(default = "one")]
    count: u32,
    /// Fail after accepting (by webhook) instead of refusing.
    #[serde(default)]
    after_accept: bool,
}

fn one() -> u32 {
    1
}

async fn errors(
    State(sim): State<Arc<Shared>>,
    body: Result<Json<ErrorsRequest>, axum::extract::rejection::JsonRejection>,
) -> Result<StatusCode, ControlError> {
    let Json(request) = body
        .map_err(|e| ControlError(format!("expected {{\"code\": 131042, \"count\": 5}}: {e}")))?;
    if request.after_accept {
        sim.force_async_failures(request.code, request.count);
    } else {
        sim.force_errors(request.code, request.count);
    }
    Ok(StatusCode::NO_CONTENT)
}

/// A new access token. No `Debug`: it holds the token and is never printed.
#[derive(Deserialize)]
struct TokenRequest {
    token: String,
}

async fn token(
    State(sim): State<Arc<Shared>>,
    body: Result<Json<TokenRequest>, axum::extract::rejection::JsonRejection>,
) -> Result<StatusCode, ControlError> {
    let Json(request) =
        body.map_err(|e| ControlError(format!("expected {{\"token\": \"…\"}}: {e}")))?;
    if request.token.is_empty() {
        return Err(ControlError("the token must not be empty".into()));
    }
    sim.set_access_token(&request.token);
    Ok(StatusCode::NO_CONTENT)
}
