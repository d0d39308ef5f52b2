//! Sending: a slot from the limiter, the in-flight bound, and the request handed to the wire
//! thread; the rate the limiter aims for.

use super::*;

/// The engine's client with connections of the dispatcher's own: requests leave from the
/// wire's thread, and a connection opened by a template sync or an upload on the shared
/// runtime would do its writing there, where other work can hold it up (see `wire.rs`).
pub(super) fn own_connections(client: Arc<GraphClient>) -> Arc<GraphClient> {
    match client.with_own_connections() {
        Ok(own) => Arc::new(own),
        Err(e) => {
            tracing::warn!("sends share the engine's connections ({e})");
            client
        }
    }
}

/// Parses a stored payload and adds the message key as `biz_opaque_callback_data`.
fn outbound(key: &str, payload: &messages::Payload) -> Option<OutboundMessage> {
    let message: OutboundMessage = serde_json::from_str(&payload.json()?).ok()?;
    Some(message.with_callback_data(key.to_owned()))
}

impl Dispatcher {
    /// Message `id`'s body, read from its stored payload the first time it is asked for. A
    /// body that cannot be read (a damaged row) ends the message `failed` before it is
    /// claimed: it never leaves, and nothing else waits for it. `None` then.
    pub(super) fn body(&mut self, id: i64) -> Option<Arc<OutboundMessage>> {
        let row = self.rows.get_mut(&id)?;
        let read = match &row.body {
            Body::Read(message) => return Some(Arc::clone(message)),
            Body::Stored(payload) => outbound(&row.key, payload).map(Arc::new),
        };
        if let Some(message) = read {
            row.body = Body::Read(Arc::clone(&message));
            return Some(message);
        }
        tracing::error!(key = %row.key, "a stored message could not be read back; it is marked failed");
        self.transitions.push(Transition::Failed {
            id,
            cause: FailureCause::INTERNAL,
            text: "Pacer could not read this message back from its database.".into(),
            attempt: false,
        });
        self.forget(id);
        None
    }

    /// Sends claimed messages while slots and the in-flight bound allow; returns when the next
    /// slot frees if messages are waiting for one.
    pub(super) fn depart(&mut self) -> Option<Instant> {
        let now_ms = self.clock.now_ms();
        self.refresh_inbound();
        loop {
            if self.claimed_express.is_empty() && self.claimed_bulk.is_empty() {
                return None;
            }
            if !self.sending_allowed(now_ms) {
                return None;
            }
            if self.in_flight >= self.limiter.in_flight_limit() {
                return None;
            }
            let bulk_blocked = self.claimed_express.is_empty() && self.bulk_capped();
            if bulk_blocked {
                return self
                    .bulk_departures
                    .front()
                    .map(|t| *t + self.clock.real(Duration::from_secs(1)));
            }
            let next = self
                .claimed_express
                .front()
                .or(self.claimed_bulk.front())
                .copied();
            if next.is_some_and(|id| self.expire_if_due(id, now_ms)) {
                continue;
            }
            // A bulk message claimed just before its batch's hours closed goes back to wait
            // for the next opening rather than leave after closing time.
            if self.claimed_express.is_empty()
                && let Some(id) = next
                && let Some(opens_at) = self.closed_until(id, now_ms)
            {
                self.claimed_bulk.pop_front();
                self.defer(id, opens_at, "hours", false, false, None);
                continue;
            }
            if let Err(wait) = self.limiter.try_acquire() {
                return Some(Instant::now() + wait);
            }
            let id = match self.claimed_express.pop_front() {
                Some(id) => id,
                None => self.claimed_bulk.pop_front()?,
            };
            self.send(id);
        }
    }

    pub(super) fn bulk_capped(&mut self) -> bool {
        let (Some(cap), Some(rate)) = (self.config.bulk_cap, self.limiter.rate()) else {
            return false;
        };
        let window = self.clock.real(Duration::from_secs(1));
        let now = Instant::now();
        while self
            .bulk_departures
            .front()
            .is_some_and(|t| now.duration_since(*t) >= window)
        {
            self.bulk_departures.pop_front();
        }
        self.bulk_departures.len() as f64 >= (cap * rate).floor().max(1.0)
    }

    pub(super) fn send(&mut self, id: i64) {
        let now = Instant::now();
        let Some(row) = self.rows.get(&id) else {
            return;
        };
        // Only claimed messages wait in the claimed queues, and a probe is decided when it is
        // claimed.
        let probe = matches!(row.at, Where::Claimed { probe: true });
        self.set_where(
            id,
            Where::InFlight {
                probe,
                status_seen: false,
                failed_status: None,
            },
        );
        let Some(row) = self.rows.get_mut(&id) else {
            return;
        };
        let lane = row.lane;
        if let Some(arrival) = row.arrival.take()
            && lane == Lane::Express
        {
            let latency = now.duration_since(arrival.at).as_secs_f64() * 1000.0;
            let slots = self.departures.saturating_sub(arrival.departures) as f64;
            if let Ok(mut samples) = self.samples.lock() {
                samples.push(latency, slots);
            }
        }
        if probe {
            self.probe_in_flight = true;
        }
        tracing::trace!(key = %row.key, id, "request leaves");
        // Read when it was picked ([`Dispatcher::pick`]); a body that cannot be read was ended
        // there.
        let Some(message) = self.body(id) else {
            return;
        };
        self.in_flight += 1;
        self.departures += 1;
        self.recent_departures.push_back(now);
        if lane == Lane::Bulk {
            self.bulk_departures.push_back(now);
        }
        let client = Arc::clone(&self.client);
        let phone = self.config.phone_number_id.clone();
        let events = self.events_tx.clone();
        self.wire.set_period(self.limiter.period());
        self.wire.send(async move {
            let started = Instant::now();
            tracing::trace!(id, "request starts");
            let result = client.send_message(&phone, &message).await;
            // The dispatcher waits for every request in flight before it stops.
            let _ = events.send(Event::Answered {
                id,
                result,
                took: started.elapsed(),
            });
        });
    }

    /// Sets the limiter to a new limit (Meta raised the number's throughput).
    pub(super) fn set_rate(&mut self, mps: f64) {
        if self.config.mps.is_none() {
            return;
        }
        self.config.mps = Some(mps);
        self.limiter = Limiter::new(
            self.config.target_rate(),
            self.clock.scale(),
            self.config.max_in_flight,
        );
        self.refresh_inbound();
    }

    /// Leaves room in the rate for the messages customers send to the number: Meta counts
    /// them against the same limit (`docs/sending.md#throughput-limiter`).
    pub(super) fn refresh_inbound(&mut self) {
        let peak = self.inbound.peak(Instant::now().into_std());
        let before = self.limiter.inbound();
        self.limiter.set_inbound(peak as f64);
        if before != self.limiter.inbound() {
            tracing::debug!(
                per_second = peak,
                rate = ?self.limiter.rate(),
                "customers' messages: the send rate leaves them room"
            );
        }
    }
}
