//! `POST /{version}/{phone_number_id}/messages`: a send, decided when it arrives.
//!
//! The request is checked (token, version, number, body), then Meta's limits and the seeded
//! faults decide it (`State::admit`, `State::plan`, `crate::fate`): refused, answered with a
//! server error, or accepted with its statuses scheduled — and, for a fault after acceptance,
//! the answer held back or the connection reset. The answer comes after the simulated
//! latency; every send writes one `send` line to the log.

use std::sync::Arc;
use std::time::Duration;

use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{Extension, Path, RawQuery, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::request::body_error;
use crate::clock::micros;
use crate::connections::ConnControl;
use crate::customer_messages::plan_reply;
use crate::errors::MetaError;
use crate::fate::Fate;
use crate::log::{Fault, LogRecord, SendRecord};
use crate::messages::{self, Kind};
use crate::shared::Shared;
use crate::state::{MessageRecord, Plan};
use crate::templates::Category;
use crate::webhooks::schedule_statuses;

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

pub(super) async fn send_message(
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
    let mut entry = SendRecord::default();
    let answer = decide_send_logged(sim, version, id, headers, query, body, &mut entry);
    let key: &[u8] = match &answer {
        SendAnswer::Accepted { body, .. } => body["messages"][0]["id"]
            .as_str()
            .unwrap_or_default()
            .as_bytes(),
        _ => b"refused",
    };
    let mut latency = latency(sim, key);
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
    entry: &mut SendRecord,
) -> SendAnswer {
    entry.t_us = micros(sim.clock.now());
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
    // The time is read again with the state locked, so the throughput window sees sends in
    // the order it counts them: a time read at arrival and held up before the lock (a busy
    // machine) would be judged against sends that came after it, and refused for a second
    // that its own log never shows as full.
    let mut state = sim.lock();
    let now = sim.clock.now();
    entry.t_us = micros(now);
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
    if let (Kind::Template(send), Plan::Deliver { .. }) = (&message.kind, &plan) {
        // By then the message has surely arrived: the longest sent and delivered delays.
        let hooks = &config.webhooks;
        let delivered_by = now + hooks.sent_after.1 + hooks.delivered_after.1;
        if let Some(reply) = plan_reply(
            &sim.fate,
            config.recipients.customer_replies,
            &wamid,
            &message.to,
            &send.quick_replies,
            delivered_by,
        ) {
            state.planned_replies.push(reply);
        }
    }
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

/// How long an answer takes (real time): the configured latency, jittered by the seed.
fn latency(sim: &Shared, key: &[u8]) -> Duration {
    let base = sim.config.latency;
    let jitter = sim.config.latency_jitter;
    let offset = jitter.mul_f64(2.0 * sim.fate.unit("latency", &[key]));
    sim.clock.real((base + offset).saturating_sub(jitter))
}
