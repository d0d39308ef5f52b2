//! The Home screen's view: what is sending now, the queues per lane, the rate against the
//! limit, the daily customer limit with its warnings, the circuit breaker, the tunnel.

use std::collections::BTreeMap;

use pacer_engine::Engine;
use pacer_engine::campaigns::{CampaignState, Launcher, Progress};
use pacer_engine::dispatcher::Stats;
use pacer_engine::tunnel::TunnelState;
use pacer_engine::webhook::InboxSummary;
use pacer_engine::webhook::inbox::summary as inbox_summary;
use pacer_words::{Said, ids};
use serde::Serialize;

/// How close the business is to Meta's daily customer limit.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct TierWarning {
    /// `near` (80 % or more used) or `reached` (100 %).
    pub level: String,
    /// What it means and what to do.
    pub text: String,
    /// `text` as a catalogue message: the window shows it in the person's language.
    pub text_said: Said,
}

/// Everything Home shows, pushed every second as the `home` event.
#[derive(Debug, Clone, PartialEq, Serialize, ts_rs::TS)]
pub struct HomeView {
    /// When (Unix ms).
    pub at: i64,
    /// The engine's counters (queues, rate, limit, tier, circuit, express latency).
    pub stats: Stats,
    /// The tunnel, when one is configured.
    pub tunnel: Option<TunnelState>,
    /// Meta's webhooks: when the last came, how many wait to be applied.
    pub webhooks: InboxSummary,
    /// Messages by state, all time.
    pub messages_by_state: BTreeMap<String, u64>,
    /// The daily limit warning, if any.
    pub tier_warning: Option<TierWarning>,
    /// Campaigns launching, sending, paused or scheduled.
    pub active: Vec<Progress>,
}

/// The warning for `used` of `limit` customers today.
pub fn tier_warning(used: usize, limit: Option<u32>) -> Option<TierWarning> {
    let limit = usize::try_from(limit?).ok()?.max(1);
    let (level, said) = if used >= limit {
        (
            "reached",
            Said::new(ids::ENGINE_PLAN_LIMIT_REACHED)
                .with("used", used)
                .with("limit", limit),
        )
    } else if used * 10 >= limit * 8 {
        (
            "near",
            Said::new(ids::ENGINE_PLAN_LIMIT_NEAR)
                .with("used", used)
                .with("limit", limit)
                .with("percent", used * 100 / limit),
        )
    } else {
        return None;
    };
    Some(TierWarning {
        level: level.into(),
        text: said.to_string(),
        text_said: said,
    })
}

/// The view now; `tunnel` is the node's tunnel, when it runs one (`Node::tunnel_state`).
pub async fn view(engine: &Engine, launcher: &Launcher, tunnel: Option<TunnelState>) -> HomeView {
    let stats = engine.stats();
    let messages_by_state = engine
        .state_counts()
        .await
        .map(|counts| {
            counts
                .into_iter()
                .map(|(state, n)| (pacer_engine::reports::state_word(state).to_owned(), n))
                .collect()
        })
        .unwrap_or_default();
    let webhooks = engine
        .ledger()
        .read(inbox_summary)
        .await
        .unwrap_or_default();
    let mut active = Vec::new();
    if let Ok(list) = pacer_engine::campaigns::list(engine).await {
        for campaign in list.into_iter().filter(|c| {
            matches!(
                c.state,
                CampaignState::Launching
                    | CampaignState::Running
                    | CampaignState::Paused
                    | CampaignState::Scheduled
            )
        }) {
            if let Ok(progress) = launcher.progress(&campaign.id).await {
                active.push(progress);
            }
        }
    }
    HomeView {
        at: chrono::Utc::now().timestamp_millis(),
        tier_warning: tier_warning(stats.tier_used, stats.tier_limit),
        stats,
        tunnel,
        webhooks,
        messages_by_state,
        active,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tier_warning_starts_at_80_per_cent_and_says_when_the_limit_is_reached() {
        assert_eq!(tier_warning(199, Some(250)), None);
        let near = tier_warning(200, Some(250)).expect("80 %");
        assert_eq!(near.level, "near");
        assert!(
            near.text
                .starts_with("200 of 250 customers used today (80 %)")
        );
        let reached = tier_warning(250, Some(250)).expect("100 %");
        assert_eq!(reached.level, "reached");
        assert_eq!(tier_warning(5_000, None), None, "no limit, no warning");
    }

    #[test]
    fn the_tier_warning_is_a_catalogue_message_with_its_counts_as_numbers() {
        let near = tier_warning(200, Some(250)).expect("80 %");
        assert_eq!(near.text_said.id, ids::ENGINE_PLAN_LIMIT_NEAR);
        assert_eq!(
            near.text_said.args["percent"],
            pacer_words::Arg::Number(80.0)
        );
        assert_eq!(near.text, near.text_said.to_string());
        let reached = tier_warning(300, Some(250)).expect("over 100 %");
        assert_eq!(reached.text_said.id, ids::ENGINE_PLAN_LIMIT_REACHED);
        assert_eq!(
            reached.text_said.args["used"],
            pacer_words::Arg::Number(300.0)
        );
        assert!(
            reached
                .text
                .starts_with("Meta's daily limit is reached: 300 of 250 customers today."),
            "{}",
            reached.text
        );
    }
}
