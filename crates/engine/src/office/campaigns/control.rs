//! What a person does to a campaign once it exists: pause, resume, cancel, discard, and send
//! its failed messages again.

use std::collections::BTreeMap;

use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};

use super::store::{delete_unsent, get, set_state};
use super::{Campaign, CampaignError, CampaignState, Refused};
use crate::engine::Engine;
use crate::ledger::messages::FailureCause;
use crate::retry;

/// Pauses a running campaign.
pub async fn pause(engine: &Engine, id: &str) -> Result<Campaign, CampaignError> {
    let campaign = get(engine, id).await?;
    refuse_when_over(&campaign, "pause")?;
    engine
        .pause_batch(
            &campaign.id,
            &Said::new(ids::REASON_PAUSED_BY_YOU).to_string(),
        )
        .await?;
    let (key, now) = (campaign.id.clone(), engine.clock().now_ms());
    engine
        .ledger()
        .write(move |c| set_state(c, &key, CampaignState::Paused, now))
        .await?;
    get(engine, id).await
}

/// Resumes a paused campaign.
pub async fn resume(engine: &Engine, id: &str) -> Result<Campaign, CampaignError> {
    let campaign = get(engine, id).await?;
    refuse_when_over(&campaign, "resume")?;
    engine.resume_batch(&campaign.id).await?;
    if campaign.state != CampaignState::Paused {
        return get(engine, id).await;
    }
    let batch = campaign.id.clone();
    let queued: i64 = engine
        .ledger()
        .read(move |c| {
            c.query_row(
                "SELECT COUNT(*) FROM messages WHERE batch = ?1",
                [&batch],
                |r| r.get(0),
            )
        })
        .await?;
    // Paused before its launch finished (even across a restart): the scheduler finishes it.
    let next = match (campaign.launched_at, queued) {
        (Some(_), _) => CampaignState::Running,
        (None, 0) if campaign.schedule_at.is_some() => CampaignState::Scheduled,
        (None, 0) => CampaignState::Draft,
        (None, _) => CampaignState::Launching,
    };
    let (key, now) = (campaign.id.clone(), engine.clock().now_ms());
    engine
        .ledger()
        .write(move |c| set_state(c, &key, next, now))
        .await?;
    get(engine, id).await
}

fn refuse_when_over(campaign: &Campaign, what: &'static str) -> Result<(), CampaignError> {
    match campaign.state {
        state @ (CampaignState::Cancelled | CampaignState::Done) => {
            Err(CampaignError::WrongState {
                name: campaign.spec.name.clone(),
                state: state.as_str(),
                why: Refused::Over(what),
            })
        }
        _ => Ok(()),
    }
}

/// Cancels a campaign: what has not been sent is cancelled; returns how many.
pub async fn cancel(engine: &Engine, id: &str) -> Result<u64, CampaignError> {
    let campaign = get(engine, id).await?;
    refuse_when_over(&campaign, "cancel")?;
    let cancelled = engine.cancel_batch(&campaign.id).await?;
    let (key, now) = (campaign.id.clone(), engine.clock().now_ms());
    engine
        .ledger()
        .write(move |c| set_state(c, &key, CampaignState::Cancelled, now))
        .await?;
    Ok(cancelled)
}

/// Deletes a campaign that never sent anything (a draft, or scheduled and not launched yet):
/// a wizard's earlier version, or one the person changed their mind about. A campaign with
/// messages is kept for its report; cancel it instead.
pub async fn discard(engine: &Engine, id: &str) -> Result<(), CampaignError> {
    let campaign = get(engine, id).await?;
    if !matches!(
        campaign.state,
        CampaignState::Draft | CampaignState::Scheduled
    ) {
        return Err(CampaignError::WrongState {
            name: campaign.spec.name.clone(),
            state: campaign.state.as_str(),
            why: Refused::DeleteSent,
        });
    }
    let key = campaign.id.clone();
    let deleted = engine
        .ledger()
        // Checked again inside the write: a scheduled campaign may have launched since.
        .write(move |c| delete_unsent(c, &key))
        .await?;
    if !deleted {
        let now = get(engine, id).await?;
        return Err(CampaignError::WrongState {
            name: now.spec.name,
            state: now.state.as_str(),
            why: Refused::DeleteStarted,
        });
    }
    Ok(())
}

/// What "retry failed" did.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RetryReport {
    /// Messages sent again.
    pub retried: usize,
    /// Failed messages left as they are, by reason (retrying cannot change them).
    pub not_retried: BTreeMap<String, u64>,
    /// One line for a person.
    pub summary: String,
    /// `summary` as a catalogue message: the window shows it in the person's language.
    pub summary_said: Said,
}

/// Sends the campaign's failed messages again, only those whose reason can change.
pub async fn retry_failed(engine: &Engine, id: &str) -> Result<RetryReport, CampaignError> {
    let campaign = get(engine, id).await?;
    let batch = campaign.id.clone();
    let failed: Vec<(i64, Option<FailureCause>, Option<String>)> = engine
        .ledger()
        .read(move |c| {
            c.prepare("SELECT id, failure_kind, error_code, error_text FROM messages WHERE batch = ?1 AND state = 'failed'")?
                .query_map([&batch], |r| {
                    let cause = FailureCause::from_stored(r.get::<_, Option<String>>(1)?.as_deref(), r.get(2)?);
                    Ok((r.get(0)?, cause, r.get(3)?))
                })?
                .collect()
        })
        .await?;
    let mut ids = Vec::new();
    let mut not_retried: BTreeMap<String, u64> = BTreeMap::new();
    for (id, cause, text) in failed {
        if retry::worth_retrying(cause) {
            ids.push(id);
        } else {
            let reason = text.unwrap_or_else(|| "No reason was recorded.".to_owned());
            *not_retried.entry(reason).or_default() += 1;
        }
    }
    let retried = engine.retry_failed(ids).await?;
    let left: u64 = not_retried.values().sum();
    let said = Said::new(ids::ENGINE_CAMPAIGN_RETRIED)
        .with("retried", retried)
        .with("left", left);
    Ok(RetryReport {
        retried,
        not_retried,
        summary: said.to_string(),
        summary_said: said,
    })
}
