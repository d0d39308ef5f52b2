//! This PC as a desk of the office Pacer (`docs/office.md`): no engine runs here and nothing
//! is sent from here. The window's commands ask the office Pacer over its office listener
//! ([`DeskLink`]: TLS with the pinned certificate, the desk's credential from the keyring), and
//! the office's push stream (`GET /v1/events`) feeds the window's live events — Home's figures,
//! the campaigns' progress, the Inbox — as they happen.
//!
//! While the office cannot be reached the desk says so ([`DeskView::reachable`]) and follows
//! again by itself, waiting a little longer each time up to [`RETRY_AT_MOST`]; a desk whose
//! access was withdrawn, or that meets another certificate, stops asking until it is paired
//! again.

use std::sync::Arc;
use std::time::Duration;

use pacer_engine::campaigns::{Campaign, CampaignState, Progress};
use pacer_engine::dispatcher::Stats;
use pacer_engine::import::{ImportOptions, ImportReport};
use pacer_engine::inbox::{
    ConversationPage, ConversationQuery, MAX_CONVERSATIONS, MAX_THREAD_PAGE, Reply, ThreadPage,
    ThreadQuery,
};
use pacer_engine::sharing::desks::Role;
use pacer_engine::sharing::{DeskError, DeskLink, OfficeAddress, PushEvent};
use pacer_engine::tunnel::TunnelState;
use pacer_words::Said;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Mutex;

use tokio::sync::Notify;
use tokio::task::JoinHandle;

use crate::commands::CampaignRow;
use crate::home::{HomeView, tier_warning};

pub mod campaigns;
pub mod contacts;
pub mod inbox;
pub mod office;
pub mod reports;
pub mod templates;

/// The longest wait between two tries to reach the office again.
pub const RETRY_AT_MOST: Duration = Duration::from_secs(5);
/// How long a desk that was locked out (withdrawn, another certificate) waits before looking
/// again: the owner may have restored it, but asking every second would only fill logs.
const LOCKED_OUT_RETRY: Duration = Duration::from_secs(30);
/// The campaigns' progress is read again at most this often while figures move.
const CAMPAIGNS_EVERY: Duration = Duration::from_secs(1);
/// Campaigns whose progress is read at once.
const CAMPAIGN_READS_AT_ONCE: usize = 8;

/// Where this PC's office Pacer is, as the settings keep it (the credential is in the
/// keyring).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ts_rs::TS)]
pub struct OfficeLink {
    /// `https://host:port`.
    #[ts(type = "string")]
    pub address: OfficeAddress,
    /// The office certificate's fingerprint, pinned when the desk was paired.
    pub fingerprint: String,
    /// The office's name, as it announced itself (or its address).
    pub office_name: String,
    /// This desk's name in the office's Settings → People.
    pub desk_name: String,
}

/// The desk as the window shows it.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct DeskView {
    /// `https://host:port`.
    pub address: String,
    /// The office's name.
    pub office_name: String,
    /// This desk's name.
    pub desk_name: String,
    /// The pinned fingerprint.
    pub fingerprint: String,
    /// What this desk may do, as the office said it last.
    pub role: Option<Role>,
    /// True while the push stream is open.
    pub reachable: bool,
    /// True when the office no longer accepts this desk (withdrawn, another certificate):
    /// pair again.
    pub locked_out: bool,
    /// Why the office cannot be used, when it cannot.
    pub problem: Option<Said>,
}

/// Tells the window something (an event name and its payload); `lib.rs` makes it Tauri's
/// `emit`, tests record it.
pub type Emit = Arc<dyn Fn(&'static str, Value) + Send + Sync>;

/// What the follower learned, for the commands and the window. Held briefly, never across
/// an await.
#[derive(Debug, Default)]
struct Seen {
    reachable: bool,
    locked_out: bool,
    problem: Option<Said>,
    role: Option<Role>,
    home: Option<HomeView>,
    /// The campaigns Home lists, as the last read of the campaigns found them.
    active: Vec<Progress>,
}

type Shared = Arc<Mutex<Seen>>;

fn lock(seen: &Shared) -> std::sync::MutexGuard<'_, Seen> {
    // A panic elsewhere while holding it leaves figures, not invariants: use them.
    seen.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The desk while it runs: its line to the office and the task following the push stream.
pub struct DeskRuntime {
    /// The line to the office Pacer.
    pub link: DeskLink,
    /// Where it is, as the settings keep it.
    pub office: OfficeLink,
    seen: Shared,
    follower: JoinHandle<()>,
    refresher: JoinHandle<()>,
}

impl std::fmt::Debug for DeskRuntime {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DeskRuntime")
            .field("link", &self.link)
            .field("office", &self.office)
            .finish_non_exhaustive()
    }
}

impl DeskRuntime {
    /// Starts following the office Pacer at once; `emit` carries the events to the window.
    pub fn start(link: DeskLink, office: OfficeLink, emit: Emit) -> DeskRuntime {
        let seen: Shared = Arc::default();
        let figures_moved = Arc::new(Notify::new());
        let follower = tokio::spawn(follow(
            link.clone(),
            Arc::clone(&seen),
            Arc::clone(&figures_moved),
            Arc::clone(&emit),
        ));
        let refresher = tokio::spawn(refresh_campaigns(
            link.clone(),
            Arc::clone(&seen),
            figures_moved,
            emit,
        ));
        DeskRuntime {
            link,
            office,
            seen,
            follower,
            refresher,
        }
    }

    /// The desk as the window shows it.
    pub fn view(&self) -> DeskView {
        let seen = lock(&self.seen);
        DeskView {
            address: self.office.address.to_string(),
            office_name: self.office.office_name.clone(),
            desk_name: self.office.desk_name.clone(),
            fingerprint: self.office.fingerprint.clone(),
            role: seen.role,
            reachable: seen.reachable,
            locked_out: seen.locked_out,
            problem: seen.problem.clone(),
        }
    }

    /// Home's view as the office's last pushed figures showed it.
    pub fn last_home(&self) -> Option<HomeView> {
        lock(&self.seen).home.clone()
    }

    /// Stops following.
    pub fn stop(self) {
        self.follower.abort();
        self.refresher.abort();
    }
}

/// Follows the office's push stream for as long as the desk runs.
async fn follow(link: DeskLink, seen: Shared, figures_moved: Arc<Notify>, emit: Emit) {
    let mut wait = Duration::from_millis(250);
    loop {
        let ended = match link.who_am_i().await {
            Ok(desk) => {
                lock(&seen).role = Some(desk.role);
                link.follow(|event| on_event(event, &seen, &figures_moved, &emit))
                    .await
            }
            Err(e) => Err(e),
        };
        let e = match ended {
            // The office stopped or restarted: knock again soon.
            Ok(()) => {
                wait = Duration::from_millis(250);
                DeskError::Unreachable {
                    address: link.address().clone(),
                    detail: "the office Pacer closed the stream".into(),
                }
            }
            Err(e) => {
                wait = if e.is_locked_out() {
                    LOCKED_OUT_RETRY
                } else {
                    (wait * 2).min(RETRY_AT_MOST)
                };
                e
            }
        };
        tracing::info!("the office Pacer: {e}");
        {
            let mut seen = lock(&seen);
            seen.reachable = false;
            seen.locked_out = e.is_locked_out();
            seen.problem = Some(e.said());
            seen.home = None;
        }
        tokio::time::sleep(wait).await;
    }
}

/// One event of the office's stream, passed on to the window.
fn on_event(event: PushEvent, seen: &Shared, figures_moved: &Notify, emit: &Emit) {
    match event.name.as_str() {
        "stats" => {
            let active = lock(seen).active.clone();
            let Some(home) = home_view(&event.data, active) else {
                tracing::warn!("the office Pacer's figures could not be read");
                return;
            };
            {
                let mut seen = lock(seen);
                seen.reachable = true;
                seen.locked_out = false;
                seen.problem = None;
                seen.home = Some(home.clone());
            }
            emit(
                crate::events::HOME,
                serde_json::to_value(&home).unwrap_or_default(),
            );
            figures_moved.notify_one();
        }
        // The same keys the window's own Inbox event has (and `partial`, which it ignores).
        "inbox" => emit(crate::inbox_notices::INBOX, event.data),
        _ => {}
    }
}

/// Reads the campaigns again when the figures moved, at most every [`CAMPAIGNS_EVERY`], and
/// pushes them to the window when they changed.
async fn refresh_campaigns(link: DeskLink, seen: Shared, figures_moved: Arc<Notify>, emit: Emit) {
    let mut last = Value::Null;
    loop {
        figures_moved.notified().await;
        if let Ok(rows) = rows(&link).await {
            // Home lists the active campaigns too; an idle office sends no new figures, so
            // Home is shown again with them here.
            let home = {
                let mut seen = lock(&seen);
                seen.active = active(&rows);
                let active = seen.active.clone();
                seen.home.as_mut().and_then(|home| {
                    (home.active != active).then(|| {
                        home.active = active;
                        home.clone()
                    })
                })
            };
            if let Some(home) = home {
                emit(
                    crate::events::HOME,
                    serde_json::to_value(&home).unwrap_or_default(),
                );
            }
            let now = serde_json::to_value(&rows).unwrap_or_default();
            if now != last {
                emit(crate::events::CAMPAIGNS, now.clone());
                last = now;
            }
        }
        tokio::time::sleep(CAMPAIGNS_EVERY).await;
    }
}

/// How much of a file has gone to the office Pacer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ts_rs::TS)]
pub struct UploadProgress {
    /// Bytes sent.
    #[ts(type = "number")]
    pub sent: u64,
    /// Bytes in all.
    #[ts(type = "number")]
    pub total: u64,
}

/// Imports a contact file from this PC into the office Pacer: the file is uploaded (streamed,
/// `progress` told as it goes) and imported there with `options`.
pub async fn import(
    link: &DeskLink,
    file: &std::path::Path,
    options: &ImportOptions,
    progress: impl Fn(u64, u64) + Send + Sync + 'static,
) -> Result<ImportReport, DeskError> {
    let mut fields = vec![("list", options.list.clone())];
    if !options.default_country.trim().is_empty() {
        fields.push(("country", options.default_country.clone()));
    }
    if options.columns.phone.is_some() || options.columns.name.is_some() {
        fields.push((
            "columns",
            serde_json::to_string(&options.columns).unwrap_or_default(),
        ));
    }
    for tag in &options.tags {
        fields.push(("tags", tag.clone()));
    }
    link.upload("/v1/imports", fields, file, progress).await
}

/// Hands one file on this PC to the office Pacer (`POST /v1/files`); where the office keeps
/// it, to name in the request that uses it (a sample, a reply's file, a list, a poster).
pub async fn hand_over_one(
    link: &DeskLink,
    file: &std::path::Path,
    progress: impl Fn(u64, u64) + Send + Sync + 'static,
) -> Result<std::path::PathBuf, DeskError> {
    let kept = link.hand_over(&[file.to_path_buf()], progress).await?;
    kept.files
        .into_iter()
        .next()
        .map(|f| f.path)
        .ok_or_else(|| DeskError::Unreadable {
            detail: "POST /v1/files kept no file".into(),
        })
}

/// A page of conversations, as the office Pacer has them.
pub async fn conversations(
    link: &DeskLink,
    query: &ConversationQuery,
) -> Result<ConversationPage, DeskError> {
    let mut pairs: Vec<(&str, String)> = vec![
        ("offset", query.offset.to_string()),
        ("limit", query.limit.clamp(1, MAX_CONVERSATIONS).to_string()),
    ];
    if let Some(search) = query.search.as_ref().filter(|s| !s.trim().is_empty()) {
        pairs.push(("search", search.clone()));
    }
    if let Some(campaign) = &query.campaign {
        pairs.push(("campaign", campaign.clone()));
    }
    if query.waiting {
        pairs.push(("waiting", "true".into()));
    }
    link.get_with("/v1/conversations", &pairs).await
}

/// A page of one customer's thread, from the newest back.
pub async fn thread(link: &DeskLink, query: &ThreadQuery) -> Result<ThreadPage, DeskError> {
    let mut pairs: Vec<(&str, String)> =
        vec![("limit", query.limit.clamp(1, MAX_THREAD_PAGE).to_string())];
    if let Some(before) = query.before {
        pairs.push(("before_at", before.at.to_string()));
        pairs.push(("before_order", before.order.to_string()));
    }
    let path = format!("/v1/conversations/{}", phone_part(&query.phone));
    link.get_with(&path, &pairs).await
}

/// Marks a conversation read at the office; how many were unread.
pub async fn mark_read(link: &DeskLink, phone: &str) -> Result<u32, DeskError> {
    #[derive(Deserialize)]
    struct Read {
        was_unread: u32,
    }
    let path = format!("/v1/conversations/{}/read", phone_part(phone));
    let answer: Read = link.post(&path, &serde_json::json!({})).await?;
    Ok(answer.was_unread)
}

/// Answers a customer through the office Pacer (words or a template); the message's key.
pub async fn reply(link: &DeskLink, phone: &str, reply: &Reply) -> Result<String, DeskError> {
    #[derive(Deserialize)]
    struct Queued {
        key: String,
    }
    let path = format!("/v1/conversations/{}/reply", phone_part(phone));
    let answer: Queued = link.post(&path, reply).await?;
    Ok(answer.key)
}

/// A customer's number made safe for a path: `+` and digits only.
fn phone_part(phone: &str) -> String {
    phone
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '+')
        .collect::<String>()
        .replace('+', "%2B")
}

/// Home's view with the office's figures as they are now.
pub async fn home(link: &DeskLink) -> Result<HomeView, DeskError> {
    let stats: Value = link.get("/v1/stats").await?;
    let active = active(&rows(link).await?);
    home_view(&stats, active).ok_or_else(|| DeskError::Unreadable {
        detail: "GET /v1/stats is not the figures this Pacer reads".into(),
    })
}

/// Every campaign with its progress, newest first, as the office Pacer has them.
pub async fn rows(link: &DeskLink) -> Result<Vec<CampaignRow>, DeskError> {
    let campaigns: Vec<Campaign> = link.get("/v1/campaigns").await?;
    let mut rows = Vec::with_capacity(campaigns.len());
    for chunk in campaigns.chunks(CAMPAIGN_READS_AT_ONCE) {
        let read = chunk.iter().map(|c| one(link, &c.id));
        for row in futures::future::join_all(read).await {
            rows.push(row?);
        }
    }
    Ok(rows)
}

/// One campaign with its progress.
pub async fn one(link: &DeskLink, id: &str) -> Result<CampaignRow, DeskError> {
    #[derive(Deserialize)]
    struct Answer {
        campaign: Campaign,
        progress: Progress,
    }
    let answer: Answer = link
        .get(&format!("/v1/campaigns/{}", path_part(id)))
        .await?;
    Ok(CampaignRow {
        campaign: answer.campaign,
        progress: answer.progress,
    })
}

/// The campaigns launching, sending, paused or scheduled, for Home.
fn active(rows: &[CampaignRow]) -> Vec<Progress> {
    rows.iter()
        .filter(|row| {
            matches!(
                row.campaign.state,
                CampaignState::Launching
                    | CampaignState::Running
                    | CampaignState::Paused
                    | CampaignState::Scheduled
            )
        })
        .map(|row| row.progress.clone())
        .collect()
}

/// Home's view from the office's figures (`GET /v1/stats`, the stream's `stats`).
fn home_view(figures: &Value, active: Vec<Progress>) -> Option<HomeView> {
    let stats: Stats = serde_json::from_value(figures.clone()).ok()?;
    // The API counts by its state names (`delivered`); Home by the words reports use.
    let by_name: std::collections::BTreeMap<String, u64> =
        serde_json::from_value(figures["messages_by_state"].clone()).ok()?;
    let messages_by_state = by_name
        .into_iter()
        .map(|(name, n)| {
            let word = pacer_engine::ledger::messages::State::parse(&name).map_or(name, |state| {
                pacer_engine::reports::state_word(state).to_owned()
            });
            (word, n)
        })
        .collect();
    let tunnel: Option<TunnelState> = serde_json::from_value(figures["tunnel"].clone()).ok();
    // An office Pacer from before the figures carried its webhooks shows none.
    let webhooks = serde_json::from_value(figures["webhooks"].clone()).unwrap_or_default();
    let warning = tier_warning(stats.tier_used, stats.tier_limit);
    Some(HomeView {
        at: chrono::Utc::now().timestamp_millis(),
        stats,
        tunnel,
        webhooks,
        messages_by_state,
        tier_warning: warning,
        active,
    })
}

/// `id` made safe to put in a path (campaign ids are the office's own, but a desk never
/// builds a URL from text it did not check).
pub fn path_part(id: &str) -> String {
    id.chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
        .collect()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    /// The office's figures as `GET /v1/stats` and the push stream carry them.
    fn figures(webhooks: Option<Value>) -> Value {
        let mut body = serde_json::to_value(Stats::default()).expect("stats");
        body["messages_by_state"] = json!({"delivered": 3, "failed": 1});
        body["tunnel"] = json!({"status": "off"});
        if let Some(webhooks) = webhooks {
            body["webhooks"] = webhooks;
        }
        body
    }

    #[test]
    fn a_desk_home_shows_when_the_office_last_heard_from_meta_and_what_waits() {
        let view = home_view(
            &figures(Some(
                json!({"last_received_at": 1_764_000_000_000_i64, "waiting": 2}),
            )),
            Vec::new(),
        )
        .expect("the office's figures are read");
        assert_eq!(view.webhooks.last_received_at, Some(1_764_000_000_000));
        assert_eq!(view.webhooks.waiting, 2);
        assert_eq!(view.messages_by_state.get("Delivered"), Some(&3));
    }

    #[test]
    fn an_office_pacer_from_before_webhook_figures_still_gives_a_home() {
        let view = home_view(&figures(None), Vec::new()).expect("still read");
        assert_eq!(view.webhooks.last_received_at, None);
        assert_eq!(view.webhooks.waiting, 0);
    }
}
