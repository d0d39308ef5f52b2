//! Starting from the ledger (every open message adopted as it was left) and stopping cleanly
//! (what is in flight finishes; claims not sent are taken back).

use super::*;

impl Dispatcher {
    /// Loads the ledger's open messages and saved state. `sending` rows left by a crash become
    /// `in_doubt` first.
    #[allow(clippy::too_many_arguments)]
    pub async fn load(
        config: EngineConfig,
        clock: Clock,
        ledger: Ledger,
        client: Arc<GraphClient>,
        commands: mpsc::UnboundedReceiver<Command>,
        stats: watch::Sender<Stats>,
        samples: Arc<Mutex<ExpressSamples>>,
    ) -> Result<Self, LedgerError> {
        let now = clock.now_ms();
        let recovered = ledger
            .write(move |c| messages::sending_to_in_doubt(c, now))
            .await?;
        if recovered > 0 {
            tracing::warn!(
                "{recovered} messages were being sent when Pacer stopped; they are held until Meta's status says whether they went out"
            );
        }
        let (open, state) = ledger
            .read(move |c| Ok((messages::open_rows(c)?, saved::load(c, now)?)))
            .await?;
        let (events_tx, events) = mpsc::unbounded_channel();
        let mut pacing = Pacing::new(config.pair);
        for (recipient, tat) in customers(&state.pacing) {
            pacing.restore(recipient, tat);
        }
        let mut tier = TierBudget::new(config.tier_limit);
        for (recipient, at) in customers(&state.tier_usage) {
            tier.restore(recipient, at);
        }
        for (recipient, at) in customers(&state.windows) {
            tier.open_window(recipient, at);
        }
        let limiter = Limiter::new(config.target_rate(), clock.scale(), config.max_in_flight);
        let inbound = InboundMeter::new(clock.scale());
        // A first status normally comes within seconds; a quarter of the window is generous.
        let statuses = StatusWatch::new(
            now,
            millis(config.reconcile_after) / 4,
            millis(config.reconcile_after),
            state.webhooks_seen,
            state.silence,
        );
        let mut dispatcher = Dispatcher {
            paused_batches: state
                .paused_batches
                .iter()
                .map(|(b, r)| (Arc::from(b.as_str()), r.clone()))
                .collect(),
            batch_hours: state
                .batch_hours
                .iter()
                .filter_map(|(batch, stored)| match SendHours::from_stored(stored) {
                    Ok(hours) => Some((Arc::from(batch.as_str()), hours)),
                    Err(e) => {
                        tracing::warn!(%batch, "sending hours not read ({e}): it sends at any time");
                        None
                    }
                })
                .collect(),
            circuit: state.circuit.clone(),
            offline: None,
            unavailable: UnavailableStreak::default(),
            connection_losses: 0,
            config,
            clock,
            ledger,
            client: own_connections(client),
            rows: Rows::default(),
            names: SharedNames::default(),
            express: VecDeque::new(),
            bulk: VecDeque::new(),
            claimed_express: VecDeque::new(),
            claimed_bulk: VecDeque::new(),
            claiming: 0,
            timers: BinaryHeap::new(),
            deadlines: Deadlines::default(),
            parked: HashMap::new(),
            probe_in_flight: false,
            pacing,
            tier,
            limiter,
            inbound,
            bulk_departures: VecDeque::new(),
            recent_departures: VecDeque::new(),
            in_flight: 0,
            departures: 0,
            throttled: 0,
            transitions: Vec::new(),
            extras: Vec::new(),
            events_tx,
            events,
            commands,
            stats,
            samples,
            ledger_failure: None,
            unwritten: std::collections::BTreeMap::new(),
            batch_seq: 0,
            writes_pending: 0,
            claim_undo: HashMap::new(),
            clock_saved: Millis::MIN,
            opted_out: state
                .opted_out
                .iter()
                .filter_map(|r| E164::from_exact(r))
                .collect(),
            categories: state
                .categories
                .iter()
                .cloned()
                .map(|(k, c)| (k, c.to_ascii_uppercase()))
                .collect(),
            paused_by_template: HashMap::new(),
            published_at: None,
            publish_owed: false,
            counts: Census::default(),
            statuses,
            asleep_seen: Duration::ZERO,
            wire: Wire::start(),
        };
        for row in open {
            dispatcher.adopt(row, None);
        }
        dispatcher.publish();
        Ok(dispatcher)
    }

    /// Takes a loaded or new message into memory, where its state says.
    /// Its body is read when it is first picked to be sent ([`Body`]).
    pub(super) fn adopt(&mut self, row: OpenRow, arrival: Option<Arrival>) {
        let id = row.id;
        let batch = row.batch.as_deref().map(|b| self.names.batch(b));
        let now = self.clock.now_ms();
        // A message in doubt may have reached Meta: it is never expired.
        let deadline = row.deadline.filter(|_| row.state != State::InDoubt);
        if let Some(deadline) = deadline {
            self.deadlines.push(deadline.at, id);
        }
        let entry = Row {
            key: Arc::from(row.key.as_str()),
            lane: row.lane,
            batch: batch.clone(),
            recipient: row.recipient.clone(),
            template: row
                .template
                .as_ref()
                .map(|(name, language)| self.names.template(name, language)),
            body: Body::Stored(row.payload),
            attempts: row.attempts,
            pair_failures: row.pair_failures,
            resent: row.resent,
            at: Where::Ready,
            generation: 0,
            arrival,
            handed_back: 0,
            deadline,
        };
        self.counts.ready += 1;
        if let Some(old) = self.rows.insert(id, entry) {
            self.left(&old.at);
        }
        match row.state {
            State::InDoubt => {
                let started = row.in_doubt_at.unwrap_or(now);
                self.set_where(
                    id,
                    Where::InDoubt {
                        since: started,
                        stopped_while_sending: row.stopped_while_sending,
                    },
                );
                self.timer(
                    self.next_doubt_check(started, now),
                    TimerKind::DoubtEnds,
                    id,
                );
            }
            State::Deferred
                if batch
                    .as_ref()
                    .is_some_and(|b| self.paused_batches.contains_key(b)) =>
            {
                self.park(id);
            }
            State::Deferred => {
                let until = row.next_attempt_at.unwrap_or(now);
                self.set_where(
                    id,
                    Where::Deferred {
                        tier_waiting: false,
                    },
                );
                self.timer(until, TimerKind::Due, id);
            }
            _ => self.make_ready(id, false),
        }
    }

    /// Stops: claimed messages go back to the queue, requests in flight get the grace period.
    pub(super) async fn stop(&mut self) {
        self.unclaim("Pacer stopped before sending it");
        self.flush();
        let deadline = Instant::now() + self.config.shutdown_grace;
        let recovering = |d: &Self| d.ledger_failure.as_ref().is_some_and(|f| f.trying);
        while self.in_flight > 0 || self.claiming > 0 || recovering(self) {
            tokio::select! {
                Some(event) = self.events.recv() => {
                    if let Event::Claimed(ids, Ok(claimed)) = event {
                        // Claimed during shutdown: not sent, so back to the queue.
                        self.claiming = self.claiming.saturating_sub(ids.len());
                        for id in claimed {
                            self.transitions.push(Transition::Requeued { id, reason: "Pacer stopped before sending it".into() });
                        }
                    } else {
                        self.event(event);
                    }
                    self.flush();
                }
                () = tokio::time::sleep_until(deadline) => break,
            }
        }
        let now = self.clock.now_ms();
        self.extras
            .push(Box::new(move |c| saved::save_clock_seen(c, now)));
        self.flush();
        if !self.unwritten.is_empty() {
            // One last try for what the database would not take. If it still fails, the next
            // start holds every message left `sending` until Meta's status settles it.
            let batches: Vec<Arc<Batch>> =
                std::mem::take(&mut self.unwritten).into_values().collect();
            let count = batches.len();
            let write = self.ledger.submit(move |c| {
                for batch in &batches {
                    batch.write(c)?;
                }
                Ok(())
            });
            match write.await {
                Ok(()) => tracing::info!("what the database would not take earlier is written"),
                Err(e) => tracing::error!(
                    "{count} turns of decisions could not be written before Pacer stopped ({e}); on the next start the messages they were about are held until Meta's status settles them, so none is sent twice"
                ),
            }
        }
        self.published_at = None;
        self.publish();
    }
}

/// The saved (customer, time) pairs whose customer is a number in E.164. Pacer saved them from
/// recipients and from what Meta named; text of another shape could never be the recipient of
/// a message (the ledger gives those back only in E.164), so leaving it out changes nothing.
fn customers(saved: &[(String, Millis)]) -> impl Iterator<Item = (E164, Millis)> + '_ {
    saved
        .iter()
        .filter_map(|(number, at)| Some((E164::from_exact(number)?, *at)))
}

/// The batch and template names of the messages adopted last: a campaign's 100,000 messages
/// share one copy of each instead of holding 300,000.
#[derive(Default)]
pub(super) struct SharedNames {
    batch: Option<Arc<str>>,
    template: Option<(Arc<str>, Arc<str>)>,
}

impl SharedNames {
    fn batch(&mut self, name: &str) -> Arc<str> {
        match &self.batch {
            Some(last) if **last == *name => last.clone(),
            _ => self.batch.insert(Arc::from(name)).clone(),
        }
    }

    fn template(&mut self, name: &str, language: &str) -> (Arc<str>, Arc<str>) {
        match &self.template {
            Some((n, l)) if **n == *name && **l == *language => (n.clone(), l.clone()),
            _ => self
                .template
                .insert((Arc::from(name), Arc::from(language)))
                .clone(),
        }
    }
}
