//! Status webhooks and the rest of what the applier hands over: statuses moving messages on,
//! customers' messages counted against the limit, marketing choices, template events.

use pacer_cloud::webhook::{MarketingPreference, MessageStatus, TemplateEventKind};
use pacer_words::{Said, ids};

use super::*;

/// What a stored webhook means for the dispatcher.
pub(super) enum Applied {
    /// The message moved to sent or beyond; for its `sent` status, how long after Meta
    /// accepted it the status reached the receiver; and when Meta accepted it, looked up only
    /// while the start hold waits for a status of a message from before the start.
    Moved(i64, Option<Millis>, Option<Millis>),
    /// The message failed; the row as stored, to take it back if needed.
    Failed {
        id: i64,
        /// The webhook body that said so.
        inbox_id: i64,
        /// When Meta accepted it, as for `Moved`.
        accepted: Option<Millis>,
        wamid: String,
        error: Option<Box<pacer_cloud::MetaError>>,
        row: Option<Box<OpenRow>>,
    },
    /// A customer's message Pacer had not seen before: it counts towards the inbound rate
    /// (Meta's time `sent_ms`, arrived at `arrived`), and what it changed in the ledger.
    Inbound {
        wamid: String,
        sent_ms: Option<Millis>,
        arrived: std::time::Instant,
        effect: saved::InboundEffect,
    },
    /// A customer's marketing choice (`user_preferences`) that took effect: no older one.
    Marketing {
        recipient: String,
        choice: saved::MarketingChoice,
    },
}

impl Dispatcher {
    /// A template's status changed: remember its category, pause the batches using it when
    /// Meta paused or withdrew it, and resume the batches it paused once it is approved again.
    pub(super) fn template_changed(&mut self, event: &TemplateEvent, now: Millis) {
        let key = (event.name.clone(), event.language.clone());
        if let Some(category) = &event.category {
            self.categories
                .insert(key.clone(), category.as_str().to_ascii_uppercase());
        }
        let stops = event.event.stops_sending();
        let back = event.event.approves();
        if stops {
            let batches: std::collections::HashSet<Arc<str>> = self
                .rows
                .values()
                .filter(|r| {
                    r.template
                        .as_ref()
                        .is_some_and(|(n, l)| **n == *event.name && **l == *event.language)
                })
                .filter_map(|r| r.batch.clone())
                .collect();
            let reason = match &event.event {
                TemplateEventKind::Paused => {
                    Said::new(ids::REASON_TEMPLATE_PAUSED).with("template", event.name.as_str())
                }
                TemplateEventKind::Disabled => {
                    Said::new(ids::REASON_TEMPLATE_DISABLED).with("template", event.name.as_str())
                }
                other => Said::new(ids::REASON_TEMPLATE_NOT_APPROVED)
                    .with("template", event.name.as_str())
                    .with("status", other.as_str().to_ascii_lowercase()),
            }
            .to_string();
            for batch in batches {
                self.paused_by_template
                    .insert(Arc::clone(&batch), key.clone());
                self.pause_batch(batch, reason.clone(), 0, now);
            }
        } else if back {
            let waiting: Vec<Arc<str>> = self
                .paused_by_template
                .iter()
                .filter(|(_, template)| **template == key)
                .map(|(batch, _)| Arc::clone(batch))
                .collect();
            for batch in waiting {
                self.paused_by_template.remove(&batch);
                tracing::info!(%batch, "template approved again: resuming the batch");
                self.resume_batch_now(&batch, now);
            }
        }
    }

    /// Applies a webhook body: in the ledger first (statuses idempotent and rank-guarded,
    /// inbound messages once per wamid, marketing choices in the order customers made them,
    /// template and account updates), then to what the dispatcher holds: batches whose
    /// template Meta paused, the tier and the rate now; service windows, opted-out customers
    /// and the inbound rate once the ledger says what took effect (`applied`); and to messages
    /// still in memory (in doubt, claimed, in flight) or to take back (a failure after `sent`
    /// that the policy retries). The inbox row is marked applied only after the decisions are
    /// committed, so a crash in between re-applies it.
    pub(super) fn webhook(
        &mut self,
        bodies: Vec<(i64, Payload)>,
        done: oneshot::Sender<Result<HeldBodies, LedgerError>>,
    ) {
        let now = self.clock.now_ms();
        let inbox_ids: Vec<i64> = bodies.iter().map(|(id, _)| *id).collect();
        if bodies.iter().any(|(_, p)| !p.statuses.is_empty()) {
            self.statuses.heard_at(now);
        }
        let mut updates = Vec::new();
        let mut inbound = Vec::new();
        let mut preferences = Vec::new();
        let mut templates = Vec::new();
        let mut account = Vec::new();
        for (inbox_id, payload) in bodies {
            updates.extend(payload.statuses.into_iter().map(|u| (inbox_id, u)));
            inbound.extend(payload.inbound.into_iter().map(|m| (inbox_id, m)));
            preferences.extend(payload.preferences);
            templates.extend(payload.templates);
            account.extend(payload.account.into_iter().map(|a| (inbox_id, a)));
        }
        // What customers wrote and chose is decided in the ledger, in the same write as the
        // rows: a message whose wamid is already there (Meta retried it, or this body is
        // applied again after a crash) changes nothing, a window opens from when the customer
        // wrote, and marketing choices apply in the order customers made them. `applied`
        // then holds in memory exactly what took effect.
        let arrived = Instant::now().into_std();
        let inbound: Vec<(i64, Inbound, bool)> = inbound
            .into_iter()
            .map(|(inbox_id, message)| {
                let asks_to_stop = message
                    .text
                    .as_deref()
                    .is_some_and(|t| self.config.is_opt_out(t));
                (inbox_id, message, asks_to_stop)
            })
            .collect();
        for event in &templates {
            self.template_changed(event, now);
        }
        for (_, event) in &account {
            if let Some(limit) = event.tier {
                tracing::info!(
                    "Meta reports a messaging limit of {}",
                    limit.map_or("unlimited".into(), |l| l.to_string())
                );
                self.tier.set_limit(limit);
            }
            if event.throughput_upgrade {
                tracing::info!("Meta raised the number's throughput to 1,000 messages per second");
                self.set_rate(1_000.0);
            }
        }
        self.flush();
        // While the start hold waits, a status for a message Meta accepted before this start
        // is what ends it; looking up when each was accepted costs a read only until then.
        let hold_after_start = self.statuses.holds_earlier_messages();
        let write = self.ledger.submit(move |c| {
            let mut heard = Vec::new();
            for (inbox_id, message, asks_to_stop) in &inbound {
                let at = meta_time(message.timestamp, now);
                let effect = saved::save_inbound(c, message, at, *asks_to_stop, now, *inbox_id)?;
                if let Some(effect) = effect {
                    heard.push(Applied::Inbound {
                        wamid: message.wamid.clone(),
                        sent_ms: message.timestamp.map(|s| s.saturating_mul(1000)),
                        arrived,
                        effect,
                    });
                }
            }
            for preference in &preferences {
                let (choice, source) = match preference.value {
                    MarketingPreference::Stop => (MarketingChoice::Stop, "user_preferences stop"),
                    MarketingPreference::Resume => {
                        (MarketingChoice::Resume, "user_preferences resume")
                    }
                    MarketingPreference::Other(_) => continue,
                };
                let at = meta_time(preference.timestamp, now);
                if saved::save_marketing_choice(c, &preference.recipient, choice, at, source)? {
                    heard.push(Applied::Marketing {
                        recipient: preference.recipient.clone(),
                        choice,
                    });
                }
            }
            for event in &templates {
                crate::ledger::templates::save_event(c, event, now)?;
            }
            for (inbox_id, event) in &account {
                saved::save_account_event(c, event, now, *inbox_id)?;
            }
            let statuses = updates
                .iter()
                .map(|(inbox_id, u)| {
                    let effect = messages::apply_status(c, u, *inbox_id, now)?;
                    let late = match (&effect, &u.status) {
                        // How long after Meta accepted it (its answer read) the status reached
                        // the receiver; none when the answer was never read.
                        (StatusEffect::Applied { id, .. }, MessageStatus::Sent) => {
                            messages::sent_at(c, *id)?
                                .zip(crate::webhook::inbox::received_at(c, *inbox_id)?)
                                .map(|(sent, received)| received - sent)
                        }
                        _ => None,
                    };
                    // Only a message's `sent` status counts as the sign: it follows Meta's
                    // acceptance within seconds unless Meta kept it, so it also says how late
                    // the rest may come (`late`); `delivered` and `read` come whenever the
                    // customer's phone does.
                    let accepted = match (&effect, &u.status) {
                        (StatusEffect::Applied { id, .. }, MessageStatus::Sent)
                        | (StatusEffect::Failed { id, .. }, _)
                            if hold_after_start =>
                        {
                            messages::sent_at(c, *id)?
                        }
                        _ => None,
                    };
                    Ok((effect, late, accepted, *inbox_id))
                })
                .collect::<rusqlite::Result<Vec<_>>>()?;
            Ok((heard, statuses))
        });
        let events = self.events_tx.clone();
        let ledger = self.ledger.clone();
        tokio::spawn(async move {
            let result = async {
                let (mut outcomes, statuses) = write.await?;
                for (effect, late, accepted, inbox_id) in statuses {
                    match effect {
                        StatusEffect::Applied { id, .. } => {
                            outcomes.push(Applied::Moved(id, late, accepted));
                        }
                        StatusEffect::Failed {
                            id, wamid, error, ..
                        } => {
                            let row = ledger.read(move |c| messages::open_row(c, id)).await?;
                            outcomes.push(Applied::Failed {
                                id,
                                inbox_id,
                                accepted,
                                wamid,
                                error,
                                row: row.map(Box::new),
                            });
                        }
                        StatusEffect::Duplicate | StatusEffect::Foreign => {}
                    }
                }
                Ok(outcomes)
            }
            .await;
            // The dispatcher outlives the tasks it spawns.
            let _ = events.send(Event::Applied(inbox_ids, result, done));
        });
    }

    pub(super) fn applied(
        &mut self,
        inbox_ids: Vec<i64>,
        outcomes: Vec<Applied>,
        done: oneshot::Sender<Result<HeldBodies, LedgerError>>,
    ) {
        let now = self.clock.now_ms();
        let mut failed_seen = std::collections::HashSet::new();
        let mut held = std::collections::BTreeSet::new();
        let mut heard_inbound = false;
        // Meta names a customer by `wa_id`, which the payload writes as `+` and its digits: E.164.
        // Text of another shape could be no message's recipient, so it changes nothing here.
        let customer = |text: &str| E164::from_exact(text);
        for outcome in outcomes {
            match outcome {
                Applied::Inbound {
                    wamid,
                    sent_ms,
                    arrived,
                    effect,
                } => {
                    heard_inbound = true;
                    self.inbound.record(arrived, &wamid, sent_ms, now);
                    if let Some((recipient, at)) = effect.window
                        && let Some(recipient) = customer(&recipient)
                    {
                        self.tier.open_window(recipient, at);
                    }
                    if let Some(recipient) = effect.opted_out {
                        tracing::info!(%recipient, "opted out of marketing (reply)");
                        self.opted_out.extend(customer(&recipient));
                    }
                }
                Applied::Marketing { recipient, choice } => match choice {
                    MarketingChoice::Stop => {
                        tracing::info!(%recipient, "opted out of marketing (user_preferences stop)");
                        self.opted_out.extend(customer(&recipient));
                    }
                    MarketingChoice::Resume => {
                        tracing::info!(%recipient, "opted in to marketing again (user_preferences resume)");
                        if let Some(recipient) = customer(&recipient) {
                            self.opted_out.remove(&recipient);
                        }
                    }
                },
                Applied::Moved(id, late, accepted) => {
                    self.statuses.settled(id, now);
                    if let Some(accepted) = accepted {
                        self.statuses.heard_from(accepted, now);
                    }
                    if let Some(late) = late {
                        self.statuses.late(now, late);
                    }
                    self.resolved(id);
                }
                Applied::Failed {
                    id,
                    inbox_id,
                    accepted,
                    wamid,
                    error,
                    row,
                } => {
                    self.statuses.settled(id, now);
                    if let Some(accepted) = accepted {
                        self.statuses.heard_from(accepted, now);
                    }
                    if self.in_flight_now(id) {
                        // The decision waits for Meta's answer, and so does the body that
                        // carried the failure: marked applied with the decision, not before,
                        // or a Pacer stopped in between would forget the failure and leave the
                        // message `sent` for ever.
                        held.insert(inbox_id);
                        self.failed_status(id, error.map(|e| *e), Some(wamid), Some(inbox_id), now);
                        continue;
                    }
                    if !failed_seen.insert(wamid.clone()) {
                        continue;
                    }
                    let wamid_for_row = wamid.clone();
                    self.extras.push(Box::new(move |c| {
                        messages::failed_status_applied(c, &wamid)
                    }));
                    if !self.rows.contains_key(&id) {
                        match row {
                            Some(row) => self.adopt(*row, None),
                            None => continue,
                        }
                    }
                    self.failed_status(id, error.map(|e| *e), Some(wamid_for_row), None, now);
                }
            }
        }
        if heard_inbound {
            self.refresh_inbound();
        }
        self.flush();
        let applied: Vec<i64> = inbox_ids
            .into_iter()
            .filter(|id| !held.contains(id))
            .collect();
        let held: HeldBodies = held.into_iter().collect();
        let mark = self
            .ledger
            .submit(move |c| crate::webhook::inbox::mark_applied(c, &applied, now));
        tokio::spawn(async move {
            // The applier may have stopped waiting; the inbox row is marked either way.
            let _ = done.send(mark.await.map(|()| held));
        });
    }

    /// Whether message `id`'s request is on the wire now.
    fn in_flight_now(&self, id: i64) -> bool {
        self.rows
            .get(&id)
            .is_some_and(|row| matches!(row.at, Where::InFlight { .. }))
    }

    /// A status moved a message the dispatcher may still hold to sent or beyond.
    pub(super) fn resolved(&mut self, id: i64) {
        let Some(row) = self.rows.get_mut(&id) else {
            return;
        };
        match &mut row.at {
            // Meta had it after all: the doubt is resolved, nothing more to send.
            Where::InDoubt { .. } | Where::Ready | Where::Deferred { .. } | Where::Parked => {
                self.forget(id);
            }
            Where::Claimed { .. } => {
                self.claimed_express.retain(|x| *x != id);
                self.claimed_bulk.retain(|x| *x != id);
                self.forget(id);
            }
            // A cancel that came first stays the reason.
            Where::Claiming { withdrawn, .. } => {
                withdrawn.get_or_insert(Withdrawn::Resolved);
            }
            // Its own answer is on the way; the ledger already has the status.
            Where::InFlight { status_seen, .. } => *status_seen = true,
        }
    }

    /// A failed status for a message the dispatcher holds, or has taken back; `inbox_id` is
    /// the body that carried it when that body waits for the decision (see [`HeldBodies`]).
    pub(super) fn failed_status(
        &mut self,
        id: i64,
        error: Option<pacer_cloud::MetaError>,
        wamid: Option<String>,
        inbox_id: Option<i64>,
        now: Millis,
    ) {
        let Some(row) = self.rows.get_mut(&id) else {
            return;
        };
        if let Where::InFlight { failed_status, .. } = &mut row.at {
            // Meta may say it again in another body: the last word is kept, and every body
            // that said it waits for the decision.
            let mut inbox_ids = failed_status
                .take()
                .map(|held| held.inbox_ids)
                .unwrap_or_default();
            inbox_ids.extend(inbox_id);
            *failed_status = Some(Box::new(FailedStatus {
                error,
                wamid,
                inbox_ids,
            }));
            return;
        }
        if let Some(wamid) = wamid {
            // If Meta had accepted it, the message is open again for the decision below.
            self.transitions.push(Transition::Reopened { id, wamid });
        }
        let Some(row) = self.rows.get_mut(&id) else {
            return;
        };
        let class = error.as_ref().map_or(
            pacer_cloud::ErrorClass::Unknown,
            pacer_cloud::MetaError::classify,
        );
        let attempt = Attempt {
            key: &row.key,
            attempts: row.attempts,
            pair_failures: row.pair_failures,
            in_batch: row.batch.is_some(),
        };
        let verdict = retry::decide(
            class,
            error.as_ref(),
            attempt,
            now,
            &self.config.retry,
            self.config.probe_cooldown,
        );
        let verdict = match verdict {
            // Already accepted once: throttling and doubt do not apply to a status; retry later.
            Verdict::Throttled(_) | Verdict::InDoubt => Verdict::RetryAt(
                now + retry::backoff(&row.key, row.attempts + 1, &self.config.retry),
            ),
            other => other,
        };
        let meta = error.as_ref().map(|e| (e.code, e.explanation().to_owned()));
        self.apply_verdict(
            id,
            verdict,
            meta,
            (
                FailureCause::UNEXPECTED_ANSWER,
                "failed status from Meta".into(),
            ),
            now,
        );
    }
}
