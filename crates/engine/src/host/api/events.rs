//! The push stream (`docs/office.md`, "Every screen from a desk"): `GET /v1/events`, Server-Sent
//! Events, so a desk (or a program on this machine) sees the live figures and the Inbox move
//! as they happen instead of asking again and again.
//!
//! - `event: stats` — the body `GET /v1/stats` answers: at once when the stream opens, then
//!   whenever the figures change, at most every [`STATS_EVERY`]. A burst of changes (a run of
//!   45,000 messages) is one event with the newest figures, not one per message. Its
//!   `messages_by_state` is counted from the ledger at most every [`COUNT_EVERY`] (less often
//!   on a ledger so large that counting would take more than a [`COUNT_SHARE`]th of the
//!   time); the events between carry the last count with the newest dispatcher figures.
//! - `event: inbox` — `{"unread_total", "phones", "arrived", "arrived_count", "partial"}` when
//!   customer messages arrive, a customer's file is fetched, or the unread count moves (a
//!   person read a conversation): looked for once every [`INBOX_EVERY`], only while someone
//!   follows. `phones` are the conversations to show again; `arrived` the newest of the new
//!   messages (at most 20; `arrived_count` counts them all); `partial` says `phones` may not name
//!   every conversation that changed (many arrived at once, or the stream fell behind): read the
//!   list again. Only to who may read conversations: over the office listener owner and staff,
//!   not viewers, who follow the figures without customers' numbers and words.
//! - `: keep-alive` every [`KEEP_ALIVE`] when nothing else was sent, so a proxy keeps the
//!   stream open and a desk that went away is noticed.
//!
//! Each event has an `id:`, its number on this stream from 1. Nothing is replayed: a desk that
//! connects again gets the figures as they are then, and reads again what it shows.
//!
//! One feed per router does the work however many follow: it reads the figures and the Inbox
//! only while a stream is open, and each stream reads the newest of it through a watch, so a
//! slow desk makes the office Pacer keep nothing for it beyond the newest figures and the last
//! few Inbox changes. At most [`MAX_STREAMS`] streams are open at once (503
//! `too_many_streams` beyond). A stream ends when Pacer stops (stopping does not wait for it),
//! and, over the office listener, within [`DESK_EVERY`] of its desk being revoked or given
//! another role: the desk connects again and is let in, or refused, as that role is.

use std::collections::VecDeque;
use std::convert::Infallible;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;

use axum::Extension;
use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, Method, StatusCode, header};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Serialize;
use serde_json::json;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, watch};
use tokio::time::{Instant, Interval, MissedTickBehavior};
use tokio_util::sync::{CancellationToken, DropGuard};

use super::{Api, ApiError};
use crate::engine::EngineError;
use crate::inbox::{self, Arrived};
use crate::ledger::Ledger;
use crate::sharing::desks::{self, Desk};
use crate::sharing::roles;
use crate::tunnel::TunnelState;

/// Most streams open at once on one listener.
pub const MAX_STREAMS: usize = 64;
/// Least time between two `stats` events.
pub const STATS_EVERY: Duration = Duration::from_millis(250);
/// Least time between two counts of the messages by state (`messages_by_state`), a read of
/// every message in the ledger: the `stats` events between carry the last count.
pub const COUNT_EVERY: Duration = Duration::from_secs(1);
/// Counting the messages takes at most this share of the time (1/20): on a ledger large enough
/// that a count takes 100 ms, they are counted every 2 s.
pub const COUNT_SHARE: u32 = 20;
/// How often the Inbox is looked at while someone follows.
pub const INBOX_EVERY: Duration = Duration::from_secs(1);
/// Longest silence on a stream: a comment is sent then.
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// How often a desk's stream checks that the desk is still paired with the same role.
pub const DESK_EVERY: Duration = Duration::from_secs(5);
/// The most new messages one `inbox` event lists (a burst is counted, not listed).
const MAX_LISTED: usize = 20;
/// Inbox changes kept for streams that fell behind; one further behind gets `partial`.
const INBOX_KEPT: usize = 32;

/// The route.
pub(super) fn routes() -> Router<Api> {
    Router::new().route("/v1/events", get(follow))
}

/// The streams of one router, and the feed they share while any is open.
#[derive(Debug)]
pub(super) struct Hub {
    slots: Arc<Semaphore>,
    feed: Mutex<Weak<Feed>>,
}

impl Default for Hub {
    fn default() -> Self {
        Hub {
            slots: Arc::new(Semaphore::new(MAX_STREAMS)),
            feed: Mutex::new(Weak::new()),
        }
    }
}

impl Hub {
    /// The running feed, or a new one for `api` when nobody follows yet.
    fn join(&self, api: &Api) -> Arc<Feed> {
        let mut feed = self.feed.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(running) = feed.upgrade() {
            return running;
        }
        let stop = CancellationToken::new();
        let (stats_tx, stats) = watch::channel(None);
        let (inbox_tx, inbox) = watch::channel(InboxLog::default());
        tokio::spawn(produce(api.clone(), stats_tx, inbox_tx, stop.clone()));
        let running = Arc::new(Feed {
            stats,
            inbox,
            _stop: stop.drop_guard(),
        });
        *feed = Arc::downgrade(&running);
        running
    }
}

/// What the open streams read: the newest figures and the last Inbox changes. The last stream
/// to close stops its producer.
#[derive(Debug)]
struct Feed {
    /// The newest `stats` body as JSON text (`None` until first read).
    stats: watch::Receiver<Option<Arc<str>>>,
    inbox: watch::Receiver<InboxLog>,
    _stop: DropGuard,
}

/// What changed in the Inbox (the `inbox` event's data).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
struct InboxChange {
    /// Customer messages nobody has opened yet, in every conversation.
    unread_total: u32,
    /// The conversations that changed (customers' numbers).
    phones: Vec<String>,
    /// The newest of the customer messages that arrived (at most 20), oldest first.
    arrived: Vec<Arrived>,
    /// All customer messages that arrived.
    arrived_count: u32,
    /// `phones` may not name every conversation that changed: read the list again.
    partial: bool,
}

/// The Inbox's last changes, numbered from 1.
#[derive(Debug, Default)]
struct InboxLog {
    /// The newest change's number (0: none yet).
    newest: u64,
    recent: VecDeque<(u64, InboxChange)>,
}

impl InboxLog {
    fn push(&mut self, change: InboxChange) {
        self.newest += 1;
        self.recent.push_back((self.newest, change));
        while self.recent.len() > INBOX_KEPT {
            self.recent.pop_front();
        }
    }

    /// The changes after number `after`, as one.
    fn since(&self, after: u64) -> Option<InboxChange> {
        if self.newest <= after {
            return None;
        }
        let oldest_kept = self.recent.front().map_or(self.newest + 1, |(n, _)| *n);
        let mut merged = InboxChange {
            partial: oldest_kept > after + 1,
            ..InboxChange::default()
        };
        for (_, change) in self.recent.iter().filter(|(n, _)| *n > after) {
            merged.unread_total = change.unread_total;
            merged.phones.extend(change.phones.iter().cloned());
            merged.arrived.extend(change.arrived.iter().cloned());
            merged.arrived_count = merged.arrived_count.saturating_add(change.arrived_count);
            merged.partial |= change.partial;
        }
        merged.phones.sort();
        merged.phones.dedup();
        let extra = merged.arrived.len().saturating_sub(MAX_LISTED);
        merged.arrived.drain(..extra);
        Some(merged)
    }
}

async fn follow(
    State(api): State<Api>,
    desk: Option<Extension<Desk>>,
) -> Result<Response, ApiError> {
    let stop = api.engine.shutdown_token();
    if stop.is_cancelled() {
        return Err(EngineError::Stopped.into());
    }
    let Ok(slot) = Arc::clone(&api.events.slots).try_acquire_owned() else {
        let mut busy = ApiError {
            details: Some(("max_streams", json!(MAX_STREAMS))),
            ..ApiError::new(
                StatusCode::SERVICE_UNAVAILABLE,
                "too_many_streams",
                format!(
                    "{MAX_STREAMS} event streams are already open here, the most Pacer keeps. Close one and try again (a desk that went away is noticed within {} s).",
                    KEEP_ALIVE.as_secs()
                ),
            )
        }
        .into_response();
        busy.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from(KEEP_ALIVE.as_secs()));
        return Ok(busy);
    };
    let feed = api.events.join(&api);
    let mut stats = feed.stats.clone();
    // The figures as they are now, at once.
    stats.mark_changed();
    let desk = desk.map(|Extension(desk)| desk);
    let reads_inbox = desk
        .as_ref()
        .is_none_or(|d| roles::may(d.role, &Method::GET, "/v1/conversations"));
    let inbox = reads_inbox.then(|| feed.inbox.clone());
    let inbox_seen = feed.inbox.borrow().newest;
    let mut desk_check = tokio::time::interval_at(Instant::now() + DESK_EVERY, DESK_EVERY);
    desk_check.set_missed_tick_behavior(MissedTickBehavior::Delay);
    let follower = Follower {
        stats,
        inbox,
        inbox_seen,
        desk,
        desk_check,
        ledger: api.engine.ledger().clone(),
        stop,
        sent: 0,
        _feed: feed,
        _slot: slot,
    };
    let stream = futures::stream::unfold(follower, next);
    let mut response = Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(KEEP_ALIVE).text(" keep-alive"))
        .into_response();
    // A proxy in front (nginx) must pass each event on as it comes.
    response
        .headers_mut()
        .insert("x-accel-buffering", HeaderValue::from_static("no"));
    Ok(response)
}

/// One open stream.
struct Follower {
    stats: watch::Receiver<Option<Arc<str>>>,
    /// `None`: this caller may not read conversations.
    inbox: Option<watch::Receiver<InboxLog>>,
    inbox_seen: u64,
    /// The desk following, over the office listener.
    desk: Option<Desk>,
    desk_check: Interval,
    ledger: Ledger,
    /// Cancelled when the engine stops.
    stop: CancellationToken,
    /// Events sent on this stream (the next one's `id` is one more).
    sent: u64,
    _feed: Arc<Feed>,
    _slot: OwnedSemaphorePermit,
}

enum Step {
    End,
    Stats(Arc<str>),
    Inbox,
    CheckDesk,
    Nothing,
}

/// Waits for a change of the Inbox log; false when the feed ended. Never, without one.
async fn inbox_changed(inbox: &mut Option<watch::Receiver<InboxLog>>) -> bool {
    match inbox {
        Some(inbox) => inbox.changed().await.is_ok(),
        None => std::future::pending().await,
    }
}

/// The stream's next event, or its end.
async fn next(mut f: Follower) -> Option<(Result<Event, Infallible>, Follower)> {
    loop {
        let Follower {
            stats,
            inbox,
            desk,
            desk_check,
            stop,
            ..
        } = &mut f;
        let step = tokio::select! {
            biased;
            () = stop.cancelled() => Step::End,
            changed = stats.changed() => match changed {
                Err(_) => Step::End,
                Ok(()) => stats.borrow_and_update().clone().map_or(Step::Nothing, Step::Stats),
            },
            changed = inbox_changed(inbox) => if changed { Step::Inbox } else { Step::End },
            _ = desk_check.tick(), if desk.is_some() => Step::CheckDesk,
        };
        let event = match step {
            Step::End => return None,
            Step::Nothing => continue,
            Step::CheckDesk => {
                if desk_changed(&f).await {
                    return None;
                }
                continue;
            }
            Step::Stats(body) => Event::default().event("stats").data(&*body),
            Step::Inbox => {
                let Some(inbox) = &mut f.inbox else {
                    continue;
                };
                let change = {
                    let log = inbox.borrow_and_update();
                    let change = log.since(f.inbox_seen);
                    f.inbox_seen = log.newest;
                    change
                };
                let Some(change) = change else {
                    continue;
                };
                let data = serde_json::to_string(&change).unwrap_or_default();
                Event::default().event("inbox").data(data)
            }
        };
        f.sent += 1;
        let event = event.id(f.sent.to_string());
        return Some((Ok(event), f));
    }
}

/// Whether the following desk was revoked, unpaired or given another role since the stream
/// opened (a failed look changes nothing: the next one tells).
async fn desk_changed(f: &Follower) -> bool {
    let Some(desk) = &f.desk else {
        return false;
    };
    let id = desk.id;
    match f.ledger.read(move |c| desks::by_id(c, id)).await {
        Ok(Some(now)) => now.revoked_at.is_some() || now.role != desk.role,
        Ok(None) => true,
        Err(e) => {
            tracing::debug!("a desk following the push stream could not be looked up: {e}");
            false
        }
    }
}

/// Waits for a change of the tunnel's state; never without a tunnel, or once it is gone.
async fn tunnel_changed(tunnel: &mut Option<watch::Receiver<TunnelState>>) {
    if let Some(rx) = tunnel
        && rx.changed().await.is_ok()
    {
        return;
    }
    std::future::pending().await
}

/// The feed's work while anyone follows: the figures when they change (at most every
/// [`STATS_EVERY`]; the messages counted by state at most every [`COUNT_EVERY`], and never for
/// more than a [`COUNT_SHARE`]th of the time) and the Inbox every [`INBOX_EVERY`]. Ends when
/// `stop` is cancelled (the last stream closed) or the engine stops; its streams end with it.
async fn produce(
    api: Api,
    stats_tx: watch::Sender<Option<Arc<str>>>,
    inbox_tx: watch::Sender<InboxLog>,
    stop: CancellationToken,
) {
    let ended = api.engine.shutdown_token();
    let mut figures = api.engine.watch_stats();
    let mut applied = api.engine.webhooks_applied();
    let mut tunnel = api.tunnel.clone();
    let mut inbox_tick = tokio::time::interval(INBOX_EVERY);
    inbox_tick.set_missed_tick_behavior(MissedTickBehavior::Delay);
    let mut inbox_look = InboxLook::default();
    // Something changed since the last `stats` event; since the last count.
    let (mut due, mut uncounted) = (true, true);
    let now = Instant::now();
    let (mut send_from, mut count_from) = (now, now);
    let mut counts = None;
    let mut webhooks = crate::webhook::InboxSummary::default();
    loop {
        let wake = if due {
            Some(send_from)
        } else if uncounted {
            Some(count_from.max(send_from))
        } else {
            None
        };
        tokio::select! {
            biased;
            () = stop.cancelled() => return,
            () = ended.cancelled() => return,
            () = sleep_until(wake) => {
                due = false;
                send_from = Instant::now() + STATS_EVERY;
                // What changed until now is in what is read next.
                figures.borrow_and_update();
                applied.borrow_and_update();
                if let Some(tunnel) = &mut tunnel {
                    tunnel.borrow_and_update();
                }
                if uncounted && (counts.is_none() || Instant::now() >= count_from) {
                    uncounted = false;
                    let started = Instant::now();
                    match api.engine.state_counts().await {
                        Ok(counted) => counts = Some(counted),
                        Err(e) => {
                            uncounted = true;
                            tracing::debug!("messages could not be counted for the push stream: {e}");
                        }
                    }
                    // Read with the counts, as often: two indexed lookups.
                    if let Ok(summary) = api.engine.ledger().read(crate::webhook::inbox::summary).await {
                        webhooks = summary;
                    }
                    count_from = Instant::now() + COUNT_EVERY.max(started.elapsed() * COUNT_SHARE);
                }
                let Some(counted) = &counts else {
                    continue;
                };
                let text: Arc<str> = super::stats_body(&api, counted.clone(), webhooks).to_string().into();
                stats_tx.send_if_modified(|old| {
                    if old.as_deref() == Some(&*text) {
                        return false;
                    }
                    *old = Some(text);
                    true
                });
            }
            Ok(()) = figures.changed(), if !due => (due, uncounted) = (true, true),
            Ok(()) = applied.changed(), if !due => (due, uncounted) = (true, true),
            () = tunnel_changed(&mut tunnel), if !due => due = true,
            _ = inbox_tick.tick() => {
                if let Some(change) = inbox_look.look(&api).await {
                    inbox_tx.send_modify(|log| log.push(change));
                }
            }
        }
    }
}

/// Sleeps until `at`; forever without one.
async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}

/// Where the feed's last look at the Inbox left off.
#[derive(Debug, Default)]
struct InboxLook {
    /// The newest customer message seen (`None`: not looked yet).
    inbound: Option<i64>,
    /// The newest change to a customer's file seen.
    media: Option<i64>,
    unread: Option<u32>,
}

impl InboxLook {
    /// What changed since the last look; the first look only learns where things stand.
    async fn look(&mut self, api: &Api) -> Option<InboxChange> {
        let (after, media_after) = (self.inbound, self.media);
        let found = api
            .engine
            .ledger()
            .read(move |c| {
                Ok((
                    inbox::arrivals(c, after, MAX_LISTED)?,
                    inbox::media_changed(c, media_after)?,
                    inbox::unread_total(c)?,
                ))
            })
            .await;
        let (arrivals, (media_newest, media_phones), unread) = match found {
            Ok(found) => found,
            Err(e) => {
                tracing::debug!("the Inbox could not be read for the push stream: {e}");
                return None;
            }
        };
        let first_look = self.inbound.is_none();
        self.inbound = Some(arrivals.newest);
        self.media = Some(media_newest);
        let unread_before = self.unread.replace(unread);
        if first_look {
            return None;
        }
        let mut phones: Vec<String> = arrivals.listed.iter().map(|a| a.phone.clone()).collect();
        phones.extend(media_phones);
        phones.sort();
        phones.dedup();
        if arrivals.count == 0 && phones.is_empty() && unread_before == Some(unread) {
            return None;
        }
        Some(InboxChange {
            unread_total: unread,
            phones,
            partial: arrivals.count as usize > arrivals.listed.len(),
            arrived: arrivals.listed,
            arrived_count: arrivals.count,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn change(unread: u32, phones: &[&str]) -> InboxChange {
        InboxChange {
            unread_total: unread,
            phones: phones.iter().map(|p| (*p).to_owned()).collect(),
            arrived: Vec::new(),
            arrived_count: phones.len() as u32,
            partial: false,
        }
    }

    #[test]
    fn a_stream_that_fell_behind_gets_what_it_missed_as_one_change() {
        let mut log = InboxLog::default();
        assert_eq!(log.since(0), None);
        log.push(change(1, &["+923001234567"]));
        log.push(change(3, &["+923009999999", "+923001234567"]));
        let merged = log.since(0).expect("two changes");
        assert_eq!(merged.unread_total, 3);
        assert_eq!(merged.phones, ["+923001234567", "+923009999999"]);
        assert_eq!(merged.arrived_count, 3);
        assert!(!merged.partial);
        assert_eq!(log.since(1).map(|c| c.arrived_count), Some(2));
        assert_eq!(log.since(2), None);
    }

    #[test]
    fn a_stream_further_behind_than_what_is_kept_is_told_to_read_again() {
        let mut log = InboxLog::default();
        for i in 0..(INBOX_KEPT as u32 + 5) {
            log.push(change(i, &["+923001234567"]));
        }
        assert_eq!(log.recent.len(), INBOX_KEPT);
        let merged = log.since(0).expect("changes");
        assert!(merged.partial, "five changes were let go");
        assert_eq!(merged.unread_total, INBOX_KEPT as u32 + 4);
        assert!(!log.since(5).expect("changes").partial);
    }
}
