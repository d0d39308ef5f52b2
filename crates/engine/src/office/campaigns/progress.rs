//! Where a campaign stands, with its messages counted by state.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::store::{get, set_state};
use super::{CampaignError, CampaignState, LaunchView};
use crate::engine::Engine;
use crate::ledger::messages::State;
use pacer_words::{Said, ids};

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
    /// `paused_reason` as a catalogue message: the window shows it in the person's language
    /// (`None` also when it is a text Pacer cannot say again, shown as it is).
    pub paused_reason_said: Option<Said>,
    /// The launch, while it runs (uploading PDFs, queueing).
    pub launch: Option<LaunchView>,
    /// One line for a person.
    pub summary: String,
    /// `summary` as a catalogue message: the window shows it in the person's language.
    pub summary_said: Said,
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
    let (paused_reason, paused_reason_said) = engine
        .stats()
        .paused_batches
        .into_iter()
        .find(|p| p.batch == campaign.id)
        .map_or((None, None), |p| (Some(p.reason), p.reason_said));
    if paused_reason.is_some() && state == CampaignState::Running {
        // Meta paused its template (or the person paused it before a restart): it is paused.
        state = CampaignState::Paused;
    }
    let delivered = count(&[State::Delivered, State::Read]);
    let read = count(&[State::Read]);
    let failed = count(&[State::Failed]);
    let expired = count(&[State::Expired]);
    let summary_said = summary(delivered, total, read, failed, expired, waiting);
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
        paused_reason_said,
        launch: None,
        summary: summary_said.to_string(),
        summary_said,
    })
}

/// "904 of 1,250 delivered, 104 read so far, 0 failed.", with what expired and what waits
/// when there is any.
fn summary(delivered: u64, total: u64, read: u64, failed: u64, expired: u64, waiting: u64) -> Said {
    Said::new(ids::ENGINE_CAMPAIGN_PROGRESS)
        .with("delivered", delivered)
        .with("total", total)
        .with("read", read)
        .with("failed", failed)
        .with("expired", expired)
        .with("waiting", waiting)
}

#[cfg(test)]
mod tests {
    use super::summary;

    #[test]
    fn the_summary_reads_as_it_always_has_in_english() {
        assert_eq!(
            summary(904, 1_250, 104, 0, 0, 0).to_string(),
            "904 of 1,250 delivered, 104 read so far, 0 failed."
        );
        assert_eq!(
            summary(10, 2_000, 3, 1, 5, 1_200).to_string(),
            "10 of 2,000 delivered, 3 read so far, 1 failed, 5 expired (not sent in time), \
             1,200 waiting for their time."
        );
        let said = summary(1, 2, 0, 0, 0, 1);
        assert_eq!(said.args["waiting"], pacer_words::Arg::Number(1.0));
    }
}
