//! Where a campaign stands, with its messages counted by state.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::store::{get, set_state};
use super::{CampaignError, CampaignState, LaunchView};
use crate::engine::Engine;
use crate::ledger::messages::State;
use crate::numbers::thousands;

/// A campaign's progress.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Progress {
    /// The campaign.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Where it is.
    pub state: CampaignState,
    /// Messages queued in all.
    pub total: u64,
    /// Messages by state.
    pub by_state: BTreeMap<String, u64>,
    /// Messages with their final status (delivered, read, failed, skipped, cancelled, expired).
    pub finished: u64,
    /// Messages sent so far (sent, delivered or read).
    pub sent: u64,
    /// Messages waiting for a later time (pacing, tier, retry, paused).
    pub waiting: u64,
    /// Why it is paused, if it is.
    pub paused_reason: Option<String>,
    /// The launch, while it runs (uploading PDFs, queueing).
    pub launch: Option<LaunchView>,
    /// One line for a person.
    pub summary: String,
}

/// Where a campaign stands, with counts. A running campaign whose every message has its final
/// status becomes done.
pub async fn progress(engine: &Engine, id: &str) -> Result<Progress, CampaignError> {
    let campaign = get(engine, id).await?;
    let batch = campaign.id.clone();
    let counts: Vec<(String, u64)> = engine
        .ledger()
        .read(move |c| {
            c.prepare("SELECT state, COUNT(*) FROM messages WHERE batch = ?1 GROUP BY state")?
                .query_map([&batch], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64)))?
                .collect()
        })
        .await?;
    let by_state: BTreeMap<String, u64> = counts.into_iter().collect();
    let count = |states: &[State]| {
        states
            .iter()
            .map(|s| by_state.get(s.as_str()).copied().unwrap_or(0))
            .sum::<u64>()
    };
    let total: u64 = by_state.values().sum();
    let finished = count(&[
        State::Delivered,
        State::Read,
        State::Failed,
        State::Skipped,
        State::Cancelled,
        State::Expired,
    ]);
    let sent = count(&[State::Sent, State::Delivered, State::Read]);
    let waiting = count(&[State::Deferred]);
    let mut state = campaign.state;
    if state == CampaignState::Running
        && total > 0
        && count(&[
            State::Queued,
            State::Sending,
            State::Deferred,
            State::InDoubt,
        ]) == 0
    {
        // Sent messages may still get delivered or read; the campaign is done sending.
        state = CampaignState::Done;
        let (key, now) = (campaign.id.clone(), engine.clock().now_ms());
        engine
            .ledger()
            .write(move |c| set_state(c, &key, CampaignState::Done, now))
            .await?;
    }
    let paused_reason = engine
        .stats()
        .paused_batches
        .into_iter()
        .find(|p| p.batch == campaign.id)
        .map(|p| p.reason);
    if paused_reason.is_some() && state == CampaignState::Running {
        // Meta paused its template (or the person paused it before a restart): it is paused.
        state = CampaignState::Paused;
    }
    let delivered = count(&[State::Delivered, State::Read]);
    let read = count(&[State::Read]);
    let failed = count(&[State::Failed]);
    let expired = count(&[State::Expired]);
    let summary = format!(
        "{} of {} delivered, {} read so far, {} failed{}{}.",
        thousands(delivered as usize),
        thousands(total as usize),
        thousands(read as usize),
        thousands(failed as usize),
        if expired > 0 {
            format!(
                ", {} expired (not sent in time)",
                thousands(expired as usize)
            )
        } else {
            String::new()
        },
        if waiting > 0 {
            format!(", {} waiting for their time", thousands(waiting as usize))
        } else {
            String::new()
        }
    );
    Ok(Progress {
        id: campaign.id,
        name: campaign.spec.name,
        state,
        total,
        by_state,
        finished,
        sent,
        waiting,
        paused_reason,
        launch: None,
        summary,
    })
}
