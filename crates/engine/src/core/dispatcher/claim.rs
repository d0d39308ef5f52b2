//! Which message goes next: bringing due messages back, expiring late ones, picking express
//! before bulk with pair pacing and the tier budget, and claiming a little ahead of the slots.

use super::*;
use pacer_words::{Said, ids};

impl Dispatcher {
    /// Ends the messages whose time limit passed, brings due deferred messages back and ends
    /// doubt windows.
    pub(super) fn promote(&mut self, now: Millis) {
        for id in self.deadlines.due(now) {
            self.expire_if_due(id, now);
        }
        if let Some(silence) = self.statuses.check(now) {
            match silence {
                Silence {
                    since: Some(since), ..
                } => tracing::warn!(
                    "Meta's delivery updates are not arriving (a message sent {} s ago has none yet): messages whose answer was lost are held, not sent again, until they arrive",
                    (now - since) / 1000
                ),
                Silence {
                    hold_until: Some(until),
                    ..
                } => tracing::info!(
                    "Meta's delivery updates arrive again; messages whose answer was lost wait {} s more for Meta's retries before they may be sent again",
                    (until - now) / 1000
                ),
                _ => {}
            }
            self.extras
                .push(Box::new(move |c| saved::save_silence(c, silence)));
        }
        while let Some(Reverse((at, kind, id, generation))) = self.timers.peek().copied() {
            if at > now {
                break;
            }
            self.timers.pop();
            let Some(row) = self.rows.get_mut(&id) else {
                continue;
            };
            if row.generation != generation {
                continue;
            }
            match (kind, &row.at) {
                // A place it held in the tier is given back as it leaves (`set_where`).
                (TimerKind::Due, Where::Deferred { .. }) => self.make_ready(id, false),
                (
                    TimerKind::DoubtEnds,
                    &Where::InDoubt {
                        since,
                        stopped_while_sending,
                    },
                ) => {
                    let window_ends = since + millis(self.config.reconcile_after);
                    // A message Pacer stopped while sending may have left before the stop:
                    // its status, if any, comes on Meta's retry schedule, not quickly.
                    let early =
                        !stopped_while_sending && self.statuses.may_resend_early(since, now);
                    if !early {
                        if now < window_ends {
                            // Statuses may yet prove it sooner; at the latest the window ends.
                            let again = (now + DOUBT_LOOK_EVERY).min(window_ends);
                            self.timers.push(Reverse((
                                again,
                                TimerKind::DoubtEnds,
                                id,
                                generation,
                            )));
                            continue;
                        }
                        if let Err(again) = self.statuses.may_resend(now) {
                            // No status may only mean none can reach Pacer now: look again later.
                            self.timers.push(Reverse((
                                again,
                                TimerKind::DoubtEnds,
                                id,
                                generation,
                            )));
                            continue;
                        }
                    }
                    if row.resent && !stopped_while_sending {
                        self.transitions.push(Transition::Failed {
                            id,
                            cause: FailureCause::NO_ANSWER,
                            text: "Meta never answered, twice, and sent no status: Pacer cannot tell whether this message was delivered, so it will not send it a third time.".into(),
                            attempt: false,
                        });
                        self.forget(id);
                    } else if stopped_while_sending {
                        // Pacer stopped before it knew whether the request had left, and no
                        // status came for it: Meta did not leave an answer unsaid, so this does
                        // not count towards "never answered, twice".
                        tracing::info!(key = %row.key, "no status for a message Pacer stopped while sending: sending it again");
                        self.make_ready(id, true);
                    } else {
                        row.resent = true;
                        tracing::info!(key = %row.key, "no status for an unanswered message within the reconciliation window: sending it once more");
                        self.make_ready(id, true);
                    }
                }
                _ => {}
            }
        }
    }

    /// Ends message `id` as `expired` if its time limit has passed and it has not left: waiting
    /// (ready, deferred, in a paused batch) or claimed and not sent. True if it did.
    pub(super) fn expire_if_due(&mut self, id: i64, now: Millis) -> bool {
        let Some(row) = self.rows.get(&id) else {
            return false;
        };
        let Some(deadline) = row.deadline.filter(|d| d.passed(now)) else {
            return false;
        };
        match row.at {
            Where::Ready | Where::Deferred { .. } | Where::Parked => {}
            Where::Claimed { .. } => {
                self.claimed_express.retain(|x| *x != id);
                self.claimed_bulk.retain(|x| *x != id);
            }
            // On its way, or it may have reached Meta: not Pacer's to drop now.
            Where::Claiming { .. } | Where::InFlight { .. } | Where::InDoubt { .. } => {
                return false;
            }
        }
        tracing::info!(key = %row.key, "not sent within its time limit: expired");
        self.transitions.push(Transition::Expired {
            id,
            reason: deadline.reason(),
        });
        self.forget(id);
        true
    }

    pub(super) fn sending_allowed(&self, now: Millis) -> bool {
        if self.ledger_failure.is_some() {
            return false;
        }
        let circuit_lets = self
            .circuit
            .as_ref()
            .is_none_or(|c| c.probe_at.is_some_and(|at| at <= now));
        let connection_lets = self.offline.as_ref().is_none_or(|o| o.probe_at() <= now);
        circuit_lets && connection_lets && !(self.probing() && self.probe_in_flight)
    }

    /// Whether sends go one at a time, as probes: the circuit is open or Meta is unreachable.
    pub(super) fn probing(&self) -> bool {
        self.circuit.is_some() || self.offline.is_some()
    }

    /// How many bulk messages to keep claimed ahead of the send slots.
    pub(super) fn lookahead(&self) -> usize {
        match self.limiter.rate() {
            None => self.config.max_in_flight,
            // 50 ms of sends, at least 4: a slow commit never leaves a slot without a message.
            Some(rate) => ((rate / self.clock.scale()) * 0.05)
                .ceil()
                .clamp(4.0, 1024.0) as usize,
        }
    }

    /// Picks and claims messages: every ready express one, and bulk up to the lookahead.
    pub(super) fn claim_ahead(&mut self, now: Millis) {
        if !self.sending_allowed(now) {
            return;
        }
        let probing = self.probing();
        let mut claims = Vec::new();
        let mut express_claims = 0;
        let claimed = |d: &Self| d.claimed_express.len() + d.claimed_bulk.len() + d.claiming;
        loop {
            if probing && (claimed(self) > 0 || !claims.is_empty()) {
                break;
            }
            // Express messages are claimed ahead of bulk ones, but no further ahead of their
            // send slots than bulk: a claimed message that Pacer dies holding is in doubt when
            // it starts again, and an OTP must not wait out a reconciliation behind a crash.
            let express_waiting = !self.express.is_empty();
            let room = if express_waiting {
                self.claimed_express.len() + express_claims < self.lookahead()
            } else {
                claimed(self) + claims.len() < self.lookahead()
            };
            if !room {
                break;
            }
            let Some(id) = self.pick(now) else { break };
            let Some(row) = self.rows.get(&id) else {
                continue;
            };
            if row.lane == Lane::Express {
                express_claims += 1;
            }
            let tier = row.template.is_some() && !self.tier.window_open(&row.recipient, now);
            let recipient = row.recipient.clone();
            let tat = self.pacing.record(&recipient, now);
            let counted = tier.then(|| {
                let before = self.tier.counted_at(&recipient);
                self.tier.record(&recipient, now);
                (now, before)
            });
            self.claim_undo.insert(
                id,
                ClaimUndo {
                    recipient: recipient.clone(),
                    tat,
                    tier: counted,
                },
            );
            self.set_where(
                id,
                Where::Claiming {
                    probe: probing,
                    withdrawn: None,
                },
            );
            claims.push(Claim {
                id,
                recipient: recipient.to_string(),
                tat,
                tier,
            });
        }
        if claims.is_empty() {
            return;
        }
        self.flush();
        self.claiming += claims.len();
        let ids: Vec<i64> = claims.iter().map(|c| c.id).collect();
        let committed = self
            .ledger
            .submit(move |c| messages::claim(c, &claims, now));
        let events = self.events_tx.clone();
        tokio::spawn(async move {
            // The dispatcher outlives every task it spawns, so the channel is open.
            let _ = events.send(Event::Claimed(ids, committed.await));
        });
    }

    /// The next message that may be claimed now: express first; recipients not ready for pair
    /// pacing or the tier are deferred to the time they are, without blocking the others.
    pub(super) fn pick(&mut self, now: Millis) -> Option<i64> {
        for lane in [Lane::Express, Lane::Bulk] {
            loop {
                let queue = if lane == Lane::Express {
                    &mut self.express
                } else {
                    &mut self.bulk
                };
                let Some(id) = queue.pop_front() else { break };
                if self.expire_if_due(id, now) {
                    continue;
                }
                let Some(row) = self.rows.get(&id) else {
                    continue;
                };
                if !matches!(row.at, Where::Ready) {
                    continue;
                }
                if row
                    .batch
                    .as_ref()
                    .is_some_and(|b| self.paused_batches.contains_key(b))
                {
                    self.park(id);
                    continue;
                }
                if let Some(opens_at) = self.closed_until(id, now) {
                    self.defer(id, opens_at, "hours", false, false, None);
                    continue;
                }
                if self.opted_out.contains(&row.recipient)
                    && row.template.as_ref().is_some_and(|(n, l)| {
                        self.categories
                            .get(&(n.to_string(), l.to_string()))
                            .is_some_and(|c| c == "MARKETING")
                    })
                {
                    self.transitions.push(Transition::Skipped {
                        id,
                        reason: Said::new(ids::REASON_SKIPPED_OPTED_OUT).to_string(),
                    });
                    self.forget(id);
                    continue;
                }
                let ready_at = self.pacing.ready_at(&row.recipient);
                if ready_at > now {
                    self.defer(id, ready_at, "pacing", false, false, None);
                    continue;
                }
                if row.template.is_some()
                    && !self.tier.window_open(&row.recipient, now)
                    && let Admission::Later(at) = self.tier.admit(&row.recipient, now)
                {
                    self.defer(id, at, "tier", false, false, None);
                    self.hold_tier_place(id);
                    continue;
                }
                // Read now, not when it was queued (`Body`); one that cannot be read ends here.
                if self.body(id).is_none() {
                    continue;
                }
                return Some(id);
            }
        }
        None
    }

    /// When message `id` may go again if its batch's sending hours are closed at `now`: a
    /// bulk message outside them waits for the next opening; express messages (OTPs, replies)
    /// never do.
    pub(super) fn closed_until(&self, id: i64, now: Millis) -> Option<Millis> {
        let row = self.rows.get(&id)?;
        if row.lane != Lane::Bulk {
            return None;
        }
        match self
            .batch_hours
            .get(row.batch.as_ref()?)?
            .at_for(row.recipient.as_str(), now)
        {
            HoursAt::Closed { opens_at } => Some(opens_at),
            HoursAt::Open { .. } => None,
        }
    }

    pub(super) fn make_ready(&mut self, id: i64, front: bool) {
        let Some(row) = self.rows.get(&id) else {
            return;
        };
        if let Some(batch) = &row.batch
            && self.paused_batches.contains_key(batch)
        {
            self.park(id);
            return;
        }
        let lane = row.lane;
        self.set_where(id, Where::Ready);
        let queue = if lane == Lane::Express {
            &mut self.express
        } else {
            &mut self.bulk
        };
        if front {
            queue.push_front(id);
        } else {
            queue.push_back(id);
        }
    }

    pub(super) fn park(&mut self, id: i64) {
        let Some(batch) = self.rows.get(&id).and_then(|r| r.batch.clone()) else {
            return;
        };
        self.set_where(id, Where::Parked);
        self.parked.entry(batch).or_default().push(id);
    }

    pub(super) fn defer(
        &mut self,
        id: i64,
        until: Millis,
        reason: &'static str,
        attempt: bool,
        pair_failure: bool,
        error: Option<(Option<i64>, String)>,
    ) {
        self.set_where(
            id,
            Where::Deferred {
                tier_waiting: false,
            },
        );
        self.timer(until, TimerKind::Due, id);
        self.transitions.push(Transition::Deferred {
            id,
            until,
            reason,
            attempt,
            pair_failure,
            error,
        });
    }

    /// A message just deferred by [`Dispatcher::defer`] for the tier holds the place
    /// [`TierBudget::admit`] reserved for it while it waits.
    fn hold_tier_place(&mut self, id: i64) {
        if let Some(Row {
            at: Where::Deferred { tier_waiting },
            ..
        }) = self.rows.get_mut(&id)
        {
            *tier_waiting = true;
        }
    }

    pub(super) fn forget(&mut self, id: i64) {
        if let Some(row) = self.rows.remove(&id) {
            self.left(&row.at);
        }
    }

    /// Moves message `id` to `at`; returns its new generation (timers of earlier phases are
    /// stale). What only the phase it leaves knew goes with it.
    pub(super) fn set_where(&mut self, id: i64, at: Where) -> u32 {
        let Some(row) = self.rows.get_mut(&id) else {
            return 0;
        };
        if let (Where::Claiming { .. } | Where::InFlight { .. }, Some(deadline)) =
            (&row.at, row.deadline)
        {
            // Its deadline may have come while it could not be expired: look again.
            self.deadlines.push(deadline.at, id);
        }
        *self.counts.of(&at) += 1;
        let left = std::mem::replace(&mut row.at, at);
        row.generation = row.generation.wrapping_add(1);
        let generation = row.generation;
        self.left(&left);
        generation
    }

    /// A message left `at` (moved on, or forgotten): it is counted there no more, and a place
    /// it held in the tier while waiting is given back.
    pub(super) fn left(&mut self, at: &Where) {
        *self.counts.of(at) -= 1;
        if let Where::Deferred { tier_waiting: true } = at {
            self.tier.release_waiting();
        }
    }

    pub(super) fn timer(&mut self, at: Millis, kind: TimerKind, id: i64) {
        let generation = self.rows.get(&id).map_or(0, |r| r.generation);
        self.timers.push(Reverse((at, kind, id, generation)));
    }
}
