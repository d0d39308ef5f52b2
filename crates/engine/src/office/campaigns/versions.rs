//! Two people working on one campaign never overwrite each other's change silently
//! (`docs/office.md`). Every campaign carries a version that each change raises; an action
//! that names the version its person was looking at is refused when the campaign has changed
//! since, with who changed it and when (from the audit log) and the campaign as it is now, so
//! the person looks again and decides. The office's API (`If-Match`), a desk and the office
//! PC's own window all ask here; an action that names no version is taken as it comes
//! (programs that do not follow versions keep working).

use super::{Campaign, CampaignError, get};
use crate::audit::{self, Action};
use crate::clock::Millis;
use crate::engine::Engine;

/// The last change the audit log knows of a campaign.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastChange {
    /// Who, as the audit log shows them.
    pub who: String,
    /// What they did.
    pub action: Action,
    /// When (the ledger's clock).
    pub at: Millis,
}

/// Why an action was refused: the campaign is no longer at the version its person saw.
#[derive(Debug, Clone)]
pub struct Changed {
    /// The campaign as it is now.
    pub campaign: Box<Campaign>,
    /// Its last change in the audit log; `None` when Pacer changed it itself (a launch going
    /// on, a schedule reached).
    pub last: Option<LastChange>,
}

/// Refuses with [`CampaignError::Changed`] when campaign `id` is no longer at `seen`, the
/// version its person was looking at. `None` (no version named) is always taken.
pub async fn unchanged(engine: &Engine, id: &str, seen: Option<i64>) -> Result<(), CampaignError> {
    let Some(seen) = seen else {
        return Ok(());
    };
    let campaign = get(engine, id).await?;
    if campaign.version == seen {
        return Ok(());
    }
    let subject = id.to_owned();
    let last = engine
        .ledger()
        .read(move |c| audit::last_about(c, &subject))
        .await?
        .map(|entry| LastChange {
            who: entry.who,
            action: entry.action,
            at: entry.at,
        });
    Err(CampaignError::Changed(Box::new(Changed {
        campaign: Box::new(campaign),
        last,
    })))
}

/// How an audit action reads in the refusal (the catalogue's `$action`).
pub(super) fn action_word(action: Action) -> &'static str {
    match action {
        Action::CampaignLaunched => "launched",
        Action::CampaignPaused => "paused",
        Action::CampaignResumed => "resumed",
        Action::CampaignCancelled => "cancelled",
        Action::CampaignCreated => "created",
        _ => "changed",
    }
}

/// A time for the refusal, the same in every language: "2026-12-04 14:05 UTC".
pub(super) fn time_of(at: Millis) -> String {
    chrono::DateTime::from_timestamp_millis(at)
        .map(|t| t.format("%Y-%m-%d %H:%M UTC").to_string())
        .unwrap_or_default()
}
