//! New customer messages reach the window as they arrive: the `inbox` event (the unread
//! count, the conversations that changed and what was new), the window's badge, and — shown
//! by the window in the person's language through [`show_notice`] — a desktop notification.
//! Off in Settings for those who want quiet.
//!
//! The applier writes customer messages on the engine's side; the shell notices them by the
//! newest row id, once a second from the event pump, and a reply's statuses by the row's
//! `updated_at` while the reply is recent.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use pacer_engine::Engine;
use pacer_engine::inbox::{self, Arrived};
use serde::Serialize;
use tauri::{AppHandle, Emitter, Manager};
use tokio::sync::Mutex;

use crate::state::AppState;

/// The event's name, as the window listens for it.
pub const INBOX: &str = "inbox";

/// How long after a reply its statuses are still pushed: long enough for sent, delivered
/// and read to arrive while someone looks at the thread.
const FOLLOW_REPLY_FOR: Duration = Duration::from_secs(15 * 60);

/// The most new messages one event carries (a burst after an outage is counted, not listed).
const MAX_LISTED: usize = 20;

/// What changed in the Inbox.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct InboxChange {
    /// Customer messages nobody has opened yet, in every conversation.
    pub unread_total: u32,
    /// The conversations that changed.
    pub phones: Vec<String>,
    /// Customer messages that arrived since the last event (at most 20), newest last.
    pub arrived: Vec<Arrived>,
    /// All customer messages that arrived since the last event.
    pub arrived_count: u32,
}

/// What the watch has seen so far.
#[derive(Debug, Default)]
pub struct InboxWatch {
    /// The newest customer message already announced (`None`: not looked yet).
    last_inbound: Option<i64>,
    /// Phones replied to lately, with when and the newest status time seen.
    replies: HashMap<String, (Instant, i64)>,
    /// The newest change to a customer's file already announced (`None`: not looked yet).
    last_media: Option<i64>,
}

/// Shared by the pump and the commands.
pub type Watch = Mutex<InboxWatch>;

/// Tells the window these conversations changed (a reply sent, a thread read), with the
/// unread count as it is now.
pub async fn changed(app: &AppHandle, phones: Vec<String>) {
    if let Some(watch) = app.try_state::<Watch>() {
        let mut watch = watch.lock().await;
        for phone in &phones {
            watch.replies.insert(phone.clone(), (Instant::now(), 0));
        }
    }
    let Some(engine) = running_engine(app).await else {
        return;
    };
    let unread = engine.ledger().read(inbox::unread_total).await.unwrap_or(0);
    announce(
        app,
        InboxChange {
            unread_total: unread,
            phones,
            arrived: Vec::new(),
            arrived_count: 0,
        },
    )
    .await;
}

/// Looks for new customer messages and fresh statuses of recent replies; announces them.
pub async fn tick(app: &AppHandle, engine: &Engine) {
    let Some(watch) = app.try_state::<Watch>() else {
        return;
    };
    let mut watch = watch.lock().await;
    watch
        .replies
        .retain(|_, (since, _)| since.elapsed() < FOLLOW_REPLY_FOR);
    let after = watch.last_inbound;
    let media_after = watch.last_media;
    let followed: Vec<(String, i64)> = watch
        .replies
        .iter()
        .map(|(phone, (_, seen))| (phone.clone(), *seen))
        .collect();
    let found = engine
        .ledger()
        .read(move |c| {
            let arrivals = inbox::arrivals(c, after, MAX_LISTED)?;
            let mut moved = Vec::new();
            for (phone, seen) in followed {
                let latest = inbox::replies_changed_at(c, &phone)?;
                if latest != seen {
                    moved.push((phone, latest));
                }
            }
            let unread = inbox::unread_total(c)?;
            let media = inbox::media_changed(c, media_after)?;
            Ok((
                arrivals.newest,
                arrivals.listed,
                arrivals.count,
                moved,
                unread,
                media,
            ))
        })
        .await;
    let Ok((newest, arrived, count, moved, unread, (media_newest, media_phones))) = found else {
        return;
    };
    let first_look = watch.last_inbound.is_none();
    watch.last_inbound = Some(newest);
    watch.last_media = Some(media_newest);
    let mut phones: Vec<String> = arrived.iter().map(|a| a.phone.clone()).collect();
    phones.extend(media_phones);
    for (phone, latest) in moved {
        if let Some(entry) = watch.replies.get_mut(&phone) {
            entry.1 = latest;
        }
        phones.push(phone);
    }
    phones.sort();
    phones.dedup();
    drop(watch);
    if first_look {
        // The count as it stands at start (the badge), nothing announced as new.
        set_badge(app, unread).await;
        return;
    }
    if phones.is_empty() && count == 0 {
        return;
    }
    announce(
        app,
        InboxChange {
            unread_total: unread,
            phones,
            arrived,
            arrived_count: count,
        },
    )
    .await;
}

async fn announce(app: &AppHandle, change: InboxChange) {
    set_badge(app, change.unread_total).await;
    let _ = app.emit(INBOX, &change);
}

/// The window's badge: the unread count, or none when notices are off or nothing is unread.
async fn set_badge(app: &AppHandle, unread: u32) {
    let on = match app.try_state::<AppState>() {
        Some(state) => state.settings.read().await.notify_new_messages,
        None => false,
    };
    if let Some(window) = app.get_webview_window("main") {
        let count = (on && unread > 0).then_some(i64::from(unread));
        // Not every desktop shows badges; nothing to tell the person when it does not.
        let _ = window.set_badge_count(count);
    }
}

async fn running_engine(app: &AppHandle) -> Option<std::sync::Arc<Engine>> {
    let state = app.try_state::<AppState>()?;
    let runtime = state.runtime.read().await;
    runtime.as_ref().map(|r| std::sync::Arc::clone(r.engine()))
}
