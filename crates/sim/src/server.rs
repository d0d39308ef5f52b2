//! The Graph API routes and what they answer.
//!
//! Paths are Meta's: `/{version}/{phone_number_id}/messages`, `/{version}/{phone_number_id}/media`,
//! `/{version}/{waba_id}/message_templates`, `/{version}/{waba_id}/subscribed_apps`,
//! `/{version}/{node_id}`. Every request needs the bearer token (or `access_token` in the
//! query, which Graph also accepts). Anything else gets Meta's "Unsupported request" error.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, Extension, Multipart, Path, RawQuery, State};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use base64::Engine as _;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use tokio_util::sync::CancellationToken;
use tokio_util::task::TaskTracker;

use crate::clock::{SimClock, SimTime};
use crate::config::SimConfig;
use crate::connections::ConnControl;
use crate::errors::MetaError;
use crate::fate::Fate;
use crate::log::{Fault, LogRecord, LogSink, SendRecord};
use crate::messages::{self, Kind};
use crate::state::{MediaItem, MessageRecord, State as SimState};
use crate::templates::{Category, ListQuery};
use crate::webhooks::{WebhookQueue, micros, schedule_statuses};

/// What every handler and background task shares.
#[derive(Debug)]
pub struct Shared {
    /// The settings.
    pub config: SimConfig,
    /// Simulated time.
    pub clock: SimClock,
    /// Seeded randomness.
    pub fate: Fate,
    state: Mutex<SimState>,
    /// The JSON-lines log.
    pub log: LogSink,
    /// Webhook updates waiting for their time.
    pub webhooks: WebhookQueue,
    /// Cancelled when the simulator stops.
    pub shutdown: CancellationToken,
    /// Background tasks (webhook POSTs) to wait for at shutdown.
    pub tasks: TaskTracker,
    /// HTTP client for webhooks and callback verification.
    pub http: reqwest::Client,
    /// `http://host:port` of this simulator.
    pub base_url: String,
}

impl Shared {
    /// Builds the shared state.
    pub fn new(
        config: SimConfig,
        state: SimState,
        log: LogSink,
        http: reqwest::Client,
        base_url: String,
    ) -> Self {
        Self {
            clock: SimClock::start(config.time_scale),
            fate: Fate::new(config.seed),
            state: Mutex::new(state),
            log,
            webhooks: WebhookQueue::default(),
            shutdown: CancellationToken::new(),
            tasks: TaskTracker::new(),
            http,
            base_url,
            config,
        }
    }

    /// The state, even if a panicking thread poisoned the lock (the state stays consistent:
    /// no decision panics half-way on purpose, and a simulator must keep answering).
    pub fn lock(&self) -> MutexGuard<'_, SimState> {
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A stable business-scoped user id for a number (`CC.digits`, `docs/meta-cloud-api.md#other-production-facts`).
    pub fn bsuid(&self, digits: &str) -> String {
        let bits = self.fate.bits("bsuid", &[digits.as_bytes()]);
        format!("{}.{}", country_of(digits), bits % 10u64.pow(19))
    }

    fn trace_id(&self, n: u64) -> String {
        format!(
            "A{}",
            URL_SAFE_NO_PAD.encode(self.fate.bits("fbtrace", &[&n.to_le_bytes()]).to_le_bytes())
        )
    }

    fn refuse(&self, error: MetaError) -> Response {
        let n = self.lock().counters.requests;
        error.into_response_with(&self.trace_id(n))
    }

    /// Logs a non-send request and answers it: 200 with the body, or Meta's error.
    fn answer(&self, method: &str, path: &str, result: Result<Value, MetaError>) -> Response {
        match result {
            Ok(body) => {
                self.log_request(method, path, StatusCode::OK, None);
                (StatusCode::OK, axum::Json(body)).into_response()
            }
            Err(error) => {
                self.log_request(method, path, error.http_status, Some(error.code));
                self.refuse(error)
            }
        }
    }

    fn log_request(&self, method: &str, path: &str, status: StatusCode, code: Option<i64>) {
        self.log.write(LogRecord::Request {
            t_us: micros(self.clock.now()),
            method: method.into(),
            path: path.into(),
            http_status: status.as_u16(),
            code,
        });
    }

    /// Checks the token and the API version; counts the request.
    fn authorize(
        &self,
        headers: &HeaderMap,
        query: Option<&str>,
        version: &str,
    ) -> Result<(), MetaError> {
        let expected = {
            let mut state = self.lock();
            state.counters.requests += 1;
            state.access_token.clone()
        };
        let bearer = headers
            .get("authorization")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split_once(' '))
            .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
            .map(|(_, token)| token.trim().to_owned());
        let from_query = query.and_then(|q| {
            url::form_urlencoded::parse(q.as_bytes())
                .find(|(k, _)| k == "access_token")
                .map(|(_, v)| v.into_owned())
        });
        match bearer.or(from_query) {
            None => return Err(MetaError::bad_token(true)),
            Some(token) if token != expected => {
                return Err(MetaError::bad_token(false));
            }
            Some(_) => {}
        }
        api_version(version).map(|_| ())
    }

    fn latency(&self, key: &[u8]) -> Duration {
        let base = self.config.latency;
        let jitter = self.config.latency_jitter;
        let offset = jitter.mul_f64(2.0 * self.fate.unit("latency", &[key]));
        self.clock.real((base + offset).saturating_sub(jitter))
    }
}

/// `v25.0` → (25, 0); anything else is Graph's "Unknown path components".
fn api_version(version: &str) -> Result<(u32, u32), MetaError> {
    let unknown = || {
        let mut error = MetaError::new(2500, "Unknown path components");
        error.message = format!("Unknown path components: /{version}");
        error
    };
    let (major, minor) = version
        .strip_prefix('v')
        .and_then(|v| v.split_once('.'))
        .ok_or_else(unknown)?;
    Ok((
        major.parse().map_err(|_| unknown())?,
        minor.parse().map_err(|_| unknown())?,
    ))
}

/// ISO country of a number, for business-scoped ids (a small table; `ZZ` when unknown).
fn country_of(digits: &str) -> &'static str {
    const CODES: &[(&str, &str)] = &[
        ("1", "US"),
        ("20", "EG"),
        ("27", "ZA"),
        ("33", "FR"),
        ("34", "ES"),
        ("39", "IT"),
        ("44", "GB"),
        ("49", "DE"),
        ("52", "MX"),
        ("55", "BR"),
        ("62", "ID"),
        ("91", "IN"),
        ("92", "PK"),
        ("234", "NG"),
        ("880", "BD"),
        ("966", "SA"),
        ("971", "AE"),
        ("972", "IL"),
    ];
    CODES
        .iter()
        .filter(|(code, _)| digits.starts_with(code))
        .max_by_key(|(code, _)| code.len())
        .map_or("ZZ", |(_, iso)| iso)
}

/// The Graph routes plus the control routes under `/_sim`.
pub fn router(shared: Arc<Shared>) -> Router {
    let media_limit = shared.config.max_media_bytes + 64 * 1024;
    Router::new()
        .route("/{version}/{id}/messages", post(send_message))
        .route(
            "/{version}/{id}/media",
            post(upload_media).layer(DefaultBodyLimit::max(media_limit)),
        )
        .route("/{version}/{id}/message_templates", get(list_templates))
        .route(
            "/{version}/{id}/subscribed_apps",
            get(list_subscriptions).post(subscribe),
        )
        .route("/{version}/{id}", get(node))
        .nest("/_sim", crate::control::routes())
        .fallback(unsupported)
        .method_not_allowed_fallback(unsupported)
        .layer(DefaultBodyLimit::max(shared.config.max_body_bytes))
        .with_state(shared)
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

/// A too-large or unreadable body, as Meta words it.
fn body_error(rejection: &BytesRejection, limit: usize) -> MetaError {
    if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
        MetaError::invalid_parameter(format!("The request body is larger than {limit} bytes."))
            .status(StatusCode::PAYLOAD_TOO_LARGE)
    } else {
        MetaError::invalid_parameter(format!("The request body could not be read: {rejection}"))
    }
}

enum SendAnswer {
    Refused(MetaError),
    ServerError(u64),
    Accepted { body: Value, fault: Option<Fault> },
}

/// Counts a send as in flight until dropped (also when the client goes away mid-answer).
struct InFlight<'a>(&'a Shared);

impl Drop for InFlight<'_> {
    fn drop(&mut self) {
        let mut state = self.0.lock();
        state.counters.in_flight = state.counters.in_flight.saturating_sub(1);
    }
}

async fn send_message(
    State(sim): State<Arc<Shared>>,
    conn: Option<Extension<ConnControl>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let request = {
        let mut state = sim.lock();
        state.counters.sends += 1;
        state.counters.in_flight += 1;
        state.counters.sends
    };
    let _in_flight = InFlight(&sim);
    let (answer, latency) = decide_send(
        &sim,
        request,
        &version,
        &id,
        &headers,
        query.as_deref(),
        body,
    );
    if !latency.is_zero() {
        tokio::time::sleep(latency).await;
    }
    match answer {
        SendAnswer::Refused(error) => sim.refuse(error),
        SendAnswer::ServerError(n) => server_error(&sim, n),
        SendAnswer::Accepted { body, fault: None } => {
            (StatusCode::OK, axum::Json(body)).into_response()
        }
        SendAnswer::Accepted {
            body,
            fault: Some(Fault::ResetAfterAccept),
        } if conn.is_some() => {
            if let Some(Extension(conn)) = conn {
                conn.reset();
            }
            (StatusCode::OK, axum::Json(body)).into_response()
        }
        SendAnswer::Accepted { .. } => {
            // The message went out; the answer never comes (until the simulator stops).
            sim.shutdown.cancelled().await;
            MetaError::service_unavailable().into_response_with("shutdown")
        }
    }
}

fn server_error(sim: &Shared, n: u64) -> Response {
    match sim.fate.bits("server-error-kind", &[&n.to_le_bytes()]) % 4 {
        0 => sim.refuse({
            let mut e = MetaError::new(1, "An unknown error occurred").status(StatusCode::INTERNAL_SERVER_ERROR);
            e.is_transient = Some(true);
            e
        }),
        1 => sim.refuse(
            MetaError::new(131000, "Something went wrong")
                .status(StatusCode::INTERNAL_SERVER_ERROR)
                .details("Message failed to send due to an unknown error. Please try again later."),
        ),
        2 => sim.refuse(MetaError::service_unavailable()),
        _ => (
            StatusCode::BAD_GATEWAY,
            [("content-type", "text/html")],
            "<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>",
        )
            .into_response(),
    }
}

/// Decides a send when it arrives, and how long its answer takes.
#[allow(clippy::too_many_arguments)]
fn decide_send(
    sim: &Shared,
    request: u64,
    version: &str,
    id: &str,
    headers: &HeaderMap,
    query: Option<&str>,
    body: Result<Bytes, BytesRejection>,
) -> (SendAnswer, Duration) {
    let now = sim.clock.now();
    let mut entry = SendRecord {
        t_us: micros(now),
        ..SendRecord::default()
    };
    let answer = decide_send_logged(sim, version, id, headers, query, body, now, &mut entry);
    let key: &[u8] = match &answer {
        SendAnswer::Accepted { body, .. } => body["messages"][0]["id"]
            .as_str()
            .unwrap_or_default()
            .as_bytes(),
        _ => b"refused",
    };
    let mut latency = sim.latency(key);
    let spike = sim.fate.chance(
        sim.config.faults.latency_spike_rate,
        "latency-spike",
        &[key, &request.to_le_bytes()],
    );
    if spike {
        let factor = 0.5
            + sim
                .fate
                .unit("latency-spike-length", &[key, &request.to_le_bytes()]);
        latency += sim
            .clock
            .real(sim.config.faults.latency_spike.mul_f64(factor));
    }
    let mut state = sim.lock();
    if spike && entry.fault.is_none() {
        state.counters.latency_spikes += 1;
        entry.fault = Some(Fault::LatencySpike);
    }
    match &answer {
        SendAnswer::Refused(error) => {
            state.count_refusal(error.code);
            entry.code = Some(error.code);
            entry.http_status = error.http_status.as_u16();
        }
        SendAnswer::ServerError(_) => {
            state.count_refusal(0);
            entry.http_status = 500;
        }
        SendAnswer::Accepted { .. } => entry.http_status = 200,
    }
    drop(state);
    if matches!(
        entry.fault,
        Some(Fault::TimeoutAfterAccept | Fault::ResetAfterAccept)
    ) {
        entry.http_status = 0; // no answer reached the caller
    }
    sim.log.write(LogRecord::Send(entry));
    (answer, latency)
}

#[allow(clippy::too_many_arguments)]
fn decide_send_logged(
    sim: &Shared,
    version: &str,
    id: &str,
    headers: &HeaderMap,
    query: Option<&str>,
    body: Result<Bytes, BytesRejection>,
    now: SimTime,
    entry: &mut SendRecord,
) -> SendAnswer {
    if let Err(error) = sim.authorize(headers, query, version) {
        return SendAnswer::Refused(error);
    }
    if id != sim.config.phone_number_id {
        return SendAnswer::Refused(MetaError::unsupported_request("POST", id));
    }
    let body = match body {
        Ok(body) => body,
        Err(rejection) => {
            return SendAnswer::Refused(body_error(&rejection, sim.config.max_body_bytes));
        }
    };
    let config = &sim.config;
    let mut state = sim.lock();
    let message = match messages::parse(&body, &state.templates) {
        Ok(message) => message,
        Err(error) => return SendAnswer::Refused(error),
    };
    entry.to = Some(message.to.clone());
    entry.callback_data = message.callback_data.clone();
    entry.content_hash = Some(message.content_hash.clone());

    // Fault draws are per request body and per attempt, so the same request meets the same
    // fate in every run whatever order concurrent requests arrive in.
    let faults = &config.faults;
    let draws_faults = faults.server_error_rate > 0.0
        || faults.timeout_after_accept_rate > 0.0
        || faults.reset_after_accept_rate > 0.0;
    let fingerprint: [u8; 32] = Sha256::digest(&body).into();
    let attempt = if draws_faults {
        let seen = state.seen.entry(fingerprint).or_default();
        *seen += 1;
        *seen
    } else {
        1
    };
    let draw = |label: &str, rate: f64| {
        sim.fate
            .chance(rate, label, &[&fingerprint, &attempt.to_le_bytes()])
    };

    let in_outage = faults.outages.iter().any(|o| o.covers(now))
        || state.outage_until.is_some_and(|until| now < until);
    if in_outage {
        state.counters.outage_refusals += 1;
        entry.fault = Some(Fault::Outage);
        return SendAnswer::Refused(MetaError::service_unavailable());
    }
    if draw("server-error", faults.server_error_rate) {
        state.counters.server_errors += 1;
        entry.fault = Some(Fault::ServerError);
        return SendAnswer::ServerError(
            u64::from(attempt)
                ^ u64::from_le_bytes(fingerprint[..8].try_into().unwrap_or_default()),
        );
    }
    if let Some((code, left)) = state.forced_errors {
        state.forced_errors = (left > 1).then_some((code, left - 1));
        return SendAnswer::Refused(MetaError::forced(code));
    }
    if let Err(error) = state.admit(&message.to, now) {
        return SendAnswer::Refused(error);
    }

    state.seq += 1;
    let seq = state.seq;
    let wamid = make_wamid(&sim.fate, seq);
    let plan = state.plan(&message, now, config, &sim.fate, &wamid);
    let window_open = state.window_open(&message.to, now);
    let pricing = match message.kind.category() {
        Some(Category::Utility) if window_open => ("free_customer_service", "utility"),
        Some(category) => ("regular", category.pricing_name()),
        None => ("free_customer_service", "service"),
    };
    let mut record = MessageRecord {
        wamid: wamid.clone(),
        to: message.to.clone(),
        callback_data: message.callback_data.clone(),
        accepted_at_s: now.as_secs_f64(),
        planned: Vec::new(),
        failure_code: None,
        acknowledged: Vec::new(),
    };
    schedule_statuses(sim, &mut record, &plan, now, pricing);
    entry.fate = Some(match (record.failure_code, record.planned.last()) {
        (Some(code), _) => format!("failed:{code}"),
        (None, Some(last)) => last.clone(),
        (None, None) => "none".into(),
    });
    state.records.insert(wamid.clone(), record);
    state.record_order.push(wamid.clone());
    state.counters.accepted += 1;
    entry.accepted = true;
    entry.wamid = Some(wamid.clone());

    let fault = if draw("timeout-after-accept", faults.timeout_after_accept_rate) {
        state.counters.timeouts_after_accept += 1;
        Some(Fault::TimeoutAfterAccept)
    } else if draw("reset-after-accept", faults.reset_after_accept_rate) {
        state.counters.resets_after_accept += 1;
        Some(Fault::ResetAfterAccept)
    } else {
        None
    };
    entry.fault = fault;
    let mut answer = json!({
        "messaging_product": "whatsapp",
        "contacts": [{"input": message.input, "wa_id": message.to}],
        "messages": [{"id": wamid}],
    });
    if matches!(message.kind, Kind::Template(_)) {
        answer["messages"][0]["message_status"] = json!("accepted");
    }
    SendAnswer::Accepted {
        body: answer,
        fault,
    }
}

/// A message id shaped like Meta's (`wamid.` + base64), unique per simulator run.
fn make_wamid(fate: &Fate, seq: u64) -> String {
    let mut bytes = Vec::with_capacity(18);
    bytes.extend_from_slice(&seq.to_be_bytes());
    bytes.extend_from_slice(&fate.bits("wamid", &[&seq.to_le_bytes()]).to_le_bytes());
    bytes.extend_from_slice(b"\x15\x02");
    format!("wamid.HBgM{}", STANDARD.encode(bytes))
}

// ---- GET /{version}/{id}: phone number, WABA or media node ----

const PHONE_DEFAULT_FIELDS: &[&str] = &[
    "verified_name",
    "code_verification_status",
    "display_phone_number",
    "quality_rating",
    "platform_type",
    "throughput",
    "id",
];

async fn node(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    let path = format!("/{version}/{id}");
    let result = node_fields(&sim, &version, &id, &headers, query.as_deref());
    sim.answer("GET", &path, result)
}

fn query_map(query: Option<&str>) -> HashMap<String, String> {
    query
        .map(|q| {
            url::form_urlencoded::parse(q.as_bytes())
                .into_owned()
                .collect()
        })
        .unwrap_or_default()
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
    if id == config.waba_id {
        return Ok(json!({
            "id": config.waba_id,
            "name": config.verified_name,
            "timezone_id": "1",
            "message_template_namespace": "pacer_sim_namespace",
            "currency": "USD",
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

// ---- GET /{version}/{waba_id}/message_templates ----

async fn list_templates(
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

// ---- POST /{version}/{phone_number_id}/media ----

/// MIME types Meta accepts, with their size limits (`docs/meta-cloud-api.md#common-body`, Meta's media page).
const MEDIA_LIMITS: &[(&str, usize)] = &[
    ("application/pdf", 100 << 20),
    ("application/msword", 100 << 20),
    (
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        100 << 20,
    ),
    ("application/vnd.ms-excel", 100 << 20),
    (
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        100 << 20,
    ),
    ("text/plain", 100 << 20),
    ("image/jpeg", 5 << 20),
    ("image/png", 5 << 20),
    ("image/webp", 500 << 10),
    ("video/mp4", 16 << 20),
    ("audio/mpeg", 16 << 20),
    ("audio/ogg", 16 << 20),
];

async fn upload_media(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Response {
    let path = format!("/{version}/{id}/media");
    let result = async {
        sim.authorize(&headers, query.as_deref(), &version)?;
        if id != sim.config.phone_number_id {
            return Err(MetaError::unsupported_request("POST", &id));
        }
        let mut multipart = multipart.map_err(|e| MetaError::invalid_parameter(format!("The upload must be multipart/form-data: {e}")))?;
        let mut product = None;
        let mut declared_type = None;
        let mut file: Option<(Bytes, Option<String>)> = None;
        loop {
            let field = match multipart.next_field().await {
                Ok(Some(field)) => field,
                Ok(None) => break,
                Err(e) if e.status() == StatusCode::PAYLOAD_TOO_LARGE => {
                    return Err(MetaError::invalid_parameter(format!("The upload is larger than {} bytes.", sim.config.max_media_bytes))
                        .status(StatusCode::PAYLOAD_TOO_LARGE));
                }
                Err(e) => return Err(MetaError::invalid_parameter(format!("The upload could not be read: {e}"))),
            };
            let name = field.name().unwrap_or_default().to_owned();
            let content_type = field.content_type().map(str::to_owned);
            let bytes = field.bytes().await.map_err(|e| MetaError::invalid_parameter(format!("The upload could not be read: {e}")))?;
            match name.as_str() {
                "messaging_product" => product = Some(String::from_utf8_lossy(&bytes).into_owned()),
                "type" => declared_type = Some(String::from_utf8_lossy(&bytes).into_owned()),
                "file" => file = Some((bytes, content_type)),
                _ => {}
            }
        }
        match product.as_deref() {
            Some("whatsapp") => {}
            None => return Err(MetaError::invalid_parameter("The parameter messaging_product is required.")),
            Some(other) => return Err(MetaError::invalid_parameter(format!("Param messaging_product must be one of {{WHATSAPP}} - got \"{other}\"."))),
        }
        let (bytes, part_type) = file.ok_or_else(|| MetaError::missing("The parameter file is required."))?;
        let mime_type = declared_type.or(part_type).ok_or_else(|| MetaError::missing("The parameter type is required."))?;
        let media_error = |details: String| MetaError::new(131053, "Media upload error").details(details);
        let limit = MEDIA_LIMITS
            .iter()
            .find(|(t, _)| *t == mime_type)
            .map(|(_, l)| *l)
            .ok_or_else(|| media_error(format!("Param file must be a file with one of the supported types; \"{mime_type}\" is not supported.")))?;
        if bytes.is_empty() {
            return Err(media_error("The uploaded file is empty.".into()));
        }
        if bytes.len() > limit {
            return Err(media_error(format!("The file is {} bytes; {mime_type} files may be at most {limit} bytes.", bytes.len())));
        }
        if mime_type == "application/pdf" && !bytes.starts_with(b"%PDF-") {
            return Err(media_error("The file was declared application/pdf but is not a PDF document.".into()));
        }
        let now = sim.clock.now();
        let mut state = sim.lock();
        state.seq += 1;
        let media_id = format!("{}", 1_000_000_000_000_000 + sim.fate.bits("media", &[&state.seq.to_le_bytes()]) % 9_000_000_000_000_000);
        state.media.insert(
            media_id.clone(),
            MediaItem {
                mime_type,
                size: bytes.len(),
                sha256: hex::encode(Sha256::digest(&bytes)),
                uploaded_at: now,
            },
        );
        state.counters.media_uploads += 1;
        Ok(json!({"id": media_id}))
    }
    .await;
    sim.answer("POST", &path, result)
}

// ---- /{version}/{waba_id}/subscribed_apps ----

async fn list_subscriptions(
    State(sim): State<Arc<Shared>>,
    Path((version, id)): Path<(String, String)>,
    headers: HeaderMap,
    RawQuery(query): RawQuery,
) -> Response {
    let path = format!("/{version}/{id}/subscribed_apps");
    let result = sim.authorize(&headers, query.as_deref(), &version).and_then(|()| {
        if id != sim.config.waba_id {
            return Err(MetaError::unsupported_request("GET", &id));
        }
        let mut app = json!({"whatsapp_business_api_data": {"id": "1000000000000001", "link": "https://www.facebook.com/games/?app_id=1000000000000001", "name": "Pacer"}});
        if let Some(url) = sim.lock().webhook_url.clone() {
            app["override_callback_uri"] = json!(url);
        }
        Ok(json!({"data": [app]}))
    });
    sim.answer("GET", &path, result)
}

async fn subscribe(
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
