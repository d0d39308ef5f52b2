//! Meta's answer to a request, through the retry policy: sent, later, only this recipient
//! later, pause the batch, pause everything (the circuit), failed, in doubt — or Meta
//! unreachable, which holds every lane.

use super::*;

impl Dispatcher {
    /// Meta's answer to a send.
    pub(super) fn answered(&mut self, id: i64, result: Result<SendAccepted, SendFailure>) {
        let now = self.clock.now_ms();
        let Some(row) = self.rows.get_mut(&id) else {
            return;
        };
        // What the flight knew; the row leaves `InFlight` below, whatever the answer.
        let (was_probe, status_seen, pending) = match &mut row.at {
            Where::InFlight {
                probe,
                status_seen,
                failed_status,
            } => (*probe, *status_seen, failed_status.take()),
            _ => (false, false, None),
        };
        let attempt_facts = (
            row.key.clone(),
            row.attempts,
            row.pair_failures,
            row.batch.is_some(),
        );
        if was_probe {
            self.probe_in_flight = false;
        }
        match &result {
            Err(failure) if let Some(cause) = failure.unreachable() => {
                self.unreachable(cause, was_probe, now);
            }
            Ok(_) | Err(SendFailure::Rejected { .. } | SendFailure::Unexpected { .. }) => {
                // Meta answered: the connection is there.
                self.unavailable.answered();
                self.connection_back(now);
            }
            Err(_) => {
                if was_probe && let Some(offline) = &mut self.offline {
                    // A probe lost on the way proves nothing either way: wait longer.
                    let cause = offline.cause();
                    offline.probe_failed(cause, now);
                }
            }
        }
        let hand_back = match &result {
            Err(failure) if failure.unreachable().is_some() && !failure.is_in_doubt() => {
                self.may_hand_back(id)
            }
            _ => false,
        };
        match result {
            Ok(accepted) => {
                if was_probe {
                    self.close_circuit();
                }
                self.transitions.push(Transition::Sent {
                    id,
                    wamid: accepted.wamid,
                    wa_id: accepted.wa_id,
                });
                match pending {
                    // Meta accepted it and its webhook had already said it failed.
                    Some(failed) => self.decide_held_failure(id, *failed, now),
                    None => {
                        if !status_seen {
                            self.statuses.accepted(id, now);
                        }
                        self.forget(id);
                    }
                }
            }
            // The answer was lost, but Meta's webhook already said the message failed after
            // accepting it: that is the outcome, not the lost answer.
            Err(_) if pending.is_some() => {
                if let Some(failed) = pending {
                    self.decide_held_failure(id, *failed, now);
                }
            }
            Err(failure) if hand_back => {
                // Nothing reached Meta: the message waits at the head of its lane (for the
                // connection, or for its next turn if Meta was only briefly unavailable), and
                // this try was not an attempt.
                let reason = if self.offline.is_some() {
                    format!("held until WhatsApp can be reached ({failure})")
                } else {
                    format!(
                        "WhatsApp was unavailable for a moment ({failure}): sent again, no attempt used"
                    )
                };
                self.transitions.push(Transition::Requeued { id, reason });
                self.make_ready(id, true);
            }
            Err(failure) => {
                let class = failure.class();
                let error = failure.meta_error().cloned();
                let cause = match &failure {
                    SendFailure::NotSent(_) => FailureCause::INTERNAL,
                    _ => FailureCause::UNEXPECTED_ANSWER,
                };
                let (key, attempts, pair_failures, in_batch) = attempt_facts;
                let attempt = Attempt {
                    key: &key,
                    attempts,
                    pair_failures,
                    in_batch,
                };
                let verdict = retry::decide(
                    class,
                    error.as_ref(),
                    attempt,
                    now,
                    &self.config.retry,
                    self.config.probe_cooldown,
                );
                let detail = failure.to_string();
                self.apply_verdict(
                    id,
                    verdict,
                    error.map(|e| (e.code, e.explanation().to_owned())),
                    (cause, detail),
                    now,
                );
            }
        }
    }

    /// The answer came for a message whose failed status came first: the failure is decided
    /// now, and the status and the bodies that carried it are marked applied in the same write
    /// as the decision.
    fn decide_held_failure(&mut self, id: i64, failed: FailedStatus, now: Millis) {
        self.set_where(id, Where::Ready);
        let FailedStatus {
            error,
            wamid,
            inbox_ids,
        } = failed;
        if let Some(wamid) = wamid.clone() {
            self.extras.push(Box::new(move |c| {
                crate::ledger::messages::failed_status_applied(c, &wamid)
            }));
        }
        if !inbox_ids.is_empty() {
            self.extras.push(Box::new(move |c| {
                crate::webhook::inbox::mark_applied(c, &inbox_ids, now)
            }));
        }
        self.failed_status(id, error, wamid, None, now);
    }

    /// Carries out `verdict` for a message whose send failed with Meta's `error` (code and
    /// explanation) or, when Meta gave none, what Pacer saw (`without_meta`: the cause to
    /// record and the detail).
    pub(super) fn apply_verdict(
        &mut self,
        id: i64,
        verdict: Verdict,
        error: Option<(i64, String)>,
        without_meta: (FailureCause, String),
        now: Millis,
    ) {
        let Some(row) = self.rows.get_mut(&id) else {
            return;
        };
        let (fallback_cause, detail) = without_meta;
        let code = error.as_ref().map_or(0, |(code, _)| *code);
        let cause = error
            .as_ref()
            .map_or(fallback_cause, |(code, _)| FailureCause::Meta(*code));
        let error = error.map(|(code, text)| (Some(code), text));
        match verdict {
            Verdict::Throttled(kind) => {
                self.throttled += 1;
                let jitter = (id.unsigned_abs() % 1000) as f64 / 1000.0;
                self.limiter.throttled(kind, jitter);
                self.transitions.push(Transition::Requeued {
                    id,
                    reason: format!("throttled by Meta (code {code}): sending slowed down"),
                });
                self.make_ready(id, true);
            }
            Verdict::RetryAt(until) => {
                row.attempts += 1;
                self.defer(
                    id,
                    until,
                    "retry",
                    true,
                    false,
                    error.or(Some((None, detail))),
                );
            }
            Verdict::RecipientLater { until, pair } => {
                row.attempts += 1;
                if pair {
                    row.pair_failures += 1;
                    let recipient = row.recipient.clone();
                    self.pacing.hold_until(&recipient, until);
                }
                self.defer(
                    id,
                    until,
                    if pair { "pacing" } else { "retry" },
                    true,
                    pair,
                    error,
                );
            }
            Verdict::PauseBatch(reason) => {
                let batch = row.batch.clone();
                if let (Some(batch), Some((name, language))) = (&batch, &row.template) {
                    // When Meta approves the template again, the batch resumes by itself.
                    self.paused_by_template
                        .insert(Arc::clone(batch), (name.to_string(), language.to_string()));
                }
                self.transitions.push(Transition::Requeued {
                    id,
                    reason: format!("batch paused: {reason}"),
                });
                match batch {
                    Some(batch) => {
                        self.park(id);
                        self.pause_batch(batch, reason, code, now);
                    }
                    None => self.make_ready(id, true),
                }
            }
            Verdict::PauseAll {
                reason,
                probe_after,
            } => {
                self.transitions.push(Transition::Requeued {
                    id,
                    reason: "held: sending is paused".into(),
                });
                self.make_ready(id, true);
                self.open_circuit(reason, Some(code), probe_after.map(|d| now + millis(d)));
            }
            Verdict::Fail { reason, opt_out } => {
                if opt_out {
                    // Meta says the customer stopped marketing: no more marketing to them.
                    self.opted_out.insert(row.recipient.clone());
                    let recipient = row.recipient.clone();
                    self.extras.push(Box::new(move |c| {
                        saved::save_opt_out(c, &recipient, now, "meta 131050")
                    }));
                }
                self.transitions.push(Transition::Failed {
                    id,
                    cause,
                    text: reason,
                    attempt: true,
                });
                self.forget(id);
            }
            Verdict::InDoubt => {
                tracing::warn!(key = %row.key, "no answer from Meta ({detail}); holding the message until a status says whether it went out");
                // It may have reached Meta: it is never expired now.
                row.deadline = None;
                self.set_where(
                    id,
                    Where::InDoubt {
                        since: now,
                        stopped_while_sending: false,
                    },
                );
                self.timer(self.next_doubt_check(now, now), TimerKind::DoubtEnds, id);
                self.transitions.push(Transition::InDoubt { id, detail });
            }
        }
    }

    pub(super) fn pause_batch(&mut self, batch: Arc<str>, reason: String, code: i64, now: Millis) {
        if self.paused_batches.contains_key(&batch) {
            return;
        }
        tracing::warn!(%batch, "batch paused: {reason}");
        self.paused_batches
            .insert(Arc::clone(&batch), reason.clone());
        let name = batch.to_string();
        self.extras.push(Box::new(move |c| {
            saved::save_batch(c, &name, Some((&reason, code)), now)?;
            messages::set_batch_parked(c, &name, true, now).map(|_| ())
        }));
        // Claimed messages of the batch go back too: nothing of it leaves.
        let of_batch = |rows: &Rows, id: &i64| {
            rows.get(id)
                .is_some_and(|r| r.batch.as_ref() == Some(&batch))
        };
        let back: Vec<i64> = self
            .claimed_express
            .iter()
            .chain(self.claimed_bulk.iter())
            .copied()
            .filter(|id| of_batch(&self.rows, id))
            .collect();
        self.claimed_express.retain(|id| !back.contains(id));
        self.claimed_bulk.retain(|id| !back.contains(id));
        for id in back {
            self.transitions.push(Transition::Requeued {
                id,
                reason: "batch paused".into(),
            });
            self.park(id);
        }
    }

    /// Stops sending with `reason`: Meta's `code`, or `None` for a reason of Pacer's own.
    pub(super) fn open_circuit(
        &mut self,
        reason: String,
        code: Option<i64>,
        probe_at: Option<Millis>,
    ) {
        let now = self.clock.now_ms();
        if self.circuit.as_ref().is_some_and(|c| {
            c.code == code
                && (code.is_some() || c.reason == reason)
                && c.probe_at.is_none_or(|p| p > now)
        }) {
            return;
        }
        tracing::error!("sending paused: {reason}");
        let circuit = OpenCircuit {
            reason,
            code,
            probe_at,
        };
        let stored = circuit.clone();
        self.extras.push(Box::new(move |c| {
            saved::save_circuit(c, Some(&stored), now)
        }));
        self.circuit = Some(circuit);
        // Claimed messages have not left: hand them back so a stop now does not leave them in
        // doubt.
        for id in self.unclaim("held: sending is paused") {
            self.make_ready(id, true);
        }
    }

    /// A send met no Meta to take it. The network failing, or something answering in Meta's
    /// place, holds every lane at once; Meta's own "unavailable" only when it answers a probe,
    /// comes while lanes are already held, or comes [`connection::UNAVAILABLE_IN_A_ROW`] times
    /// in a row — alone it is one unlucky request, and only its message is handed back.
    fn unreachable(&mut self, cause: Unreachable, was_probe: bool, now: Millis) {
        let meta_says_unavailable = matches!(cause, Unreachable::MetaDown { .. });
        if meta_says_unavailable
            && self.offline.is_none()
            && !was_probe
            && !self.unavailable.unavailable()
        {
            return;
        }
        self.connection_lost(cause, was_probe, now);
    }

    /// Whether a message whose request did not reach Meta goes back to its lane without an
    /// attempt: always while every lane is held; while Meta takes other messages, at most
    /// [`connection::HANDED_BACK_AT_MOST`] times (then its next such answer is an attempt,
    /// so no message can go round for ever).
    fn may_hand_back(&mut self, id: i64) -> bool {
        if self.offline.is_some() {
            return true;
        }
        let Some(row) = self.rows.get_mut(&id) else {
            return false;
        };
        row.handed_back = row.handed_back.saturating_add(1);
        row.handed_back <= connection::HANDED_BACK_AT_MOST
    }

    /// A send could not reach Meta. The first such answer holds every lane (claimed messages
    /// go back unsent); a failed probe pushes the next one further out. Answers of requests
    /// that left before the outage was noticed change nothing more.
    pub(super) fn connection_lost(&mut self, cause: Unreachable, was_probe: bool, now: Millis) {
        match &mut self.offline {
            Some(offline) => {
                if was_probe {
                    offline.probe_failed(cause, now);
                }
            }
            None => {
                tracing::warn!(
                    "no connection to WhatsApp: {} Every message waits and goes when it is back; nothing is lost.",
                    connection::cause_in_words(cause)
                );
                self.offline = Some(Offline::lost(cause, now));
                self.connection_losses += 1;
                for id in self.unclaim("held until WhatsApp can be reached") {
                    self.make_ready(id, true);
                }
            }
        }
    }

    /// Meta answered: if the connection was lost, sending resumes, at the limiter's pace.
    pub(super) fn connection_back(&mut self, now: Millis) {
        if let Some(offline) = self.offline.take() {
            tracing::info!(
                "the connection to WhatsApp is back after {} s; sending resumes",
                (now - offline.since()).max(0) / 1000
            );
        }
    }

    pub(super) fn close_circuit(&mut self) {
        if self.circuit.take().is_some() {
            let now = self.clock.now_ms();
            tracing::info!("sending resumed");
            self.extras
                .push(Box::new(move |c| saved::save_circuit(c, None, now)));
        }
    }
}
