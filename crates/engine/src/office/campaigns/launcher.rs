//! Launches in the background, watched while they run, and the scheduler that starts scheduled
//! campaigns at their time and finishes launches a crash interrupted.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use pacer_words::{Said, ids};
use tokio_util::sync::CancellationToken;

use super::check::check;
use super::launch::launch_with;
use super::progress::progress;
use super::store::{due, get, set_state};
use super::{
    CampaignError, CampaignState, Check, LaunchProgress, LaunchReport, LaunchView, Progress,
    Refused,
};
use crate::engine::Engine;
use crate::ledger::LedgerError;
use crate::supervision::{self, Part};

/// Runs launches in the background — one at a time per campaign, watched while they run — and
/// the scheduler that launches scheduled campaigns at their time and finishes launches a crash
/// interrupted.
///
/// A launch that panics (a bug) is recorded as failed and shown (`crate::supervision`); the
/// scheduler leaves it alone for the rest of this run — a bug that panics once would panic
/// every second — until the person launches it again, which is safe: a launch never queues
/// anyone twice. The next start of Pacer finishes it as after a crash.
#[derive(Debug, Clone)]
pub struct Launcher {
    engine: Arc<Engine>,
    running: Arc<Mutex<HashMap<String, Arc<LaunchProgress>>>>,
    finished: Arc<Mutex<HashMap<String, Result<LaunchReport, String>>>>,
    /// Campaigns whose launch panicked in this run: launched again only by the person.
    panicked: Arc<Mutex<std::collections::HashSet<String>>>,
}

impl Launcher {
    /// A launcher for the engine's campaigns.
    pub fn new(engine: Arc<Engine>) -> Launcher {
        Launcher {
            engine,
            running: Arc::default(),
            finished: Arc::default(),
            panicked: Arc::default(),
        }
    }

    /// The engine.
    pub fn engine(&self) -> &Arc<Engine> {
        &self.engine
    }

    /// Starts launching (unless it is already launching) and returns at once. Refuses a campaign
    /// with problems unless `skip_problems`: a person decides to leave recipients out.
    pub async fn start(&self, id: &str, skip_problems: bool) -> Result<Check, CampaignError> {
        let checked = check(&self.engine, id).await?;
        let campaign = get(&self.engine, id).await?;
        if matches!(
            campaign.state,
            CampaignState::Cancelled | CampaignState::Done
        ) {
            return Err(CampaignError::WrongState {
                name: campaign.spec.name,
                state: campaign.state.as_str(),
                why: Refused::LaunchAgain,
            });
        }
        if checked.problem_count > 0 && !skip_problems {
            return Err(CampaignError::HasProblems(Box::new(checked)));
        }
        if checked.ready == 0 {
            return Err(CampaignError::NobodyReady(Box::new(checked)));
        }
        let (key, now) = (campaign.id.clone(), self.engine.clock().now_ms());
        if campaign.state != CampaignState::Paused {
            self.engine
                .ledger()
                .write(move |c| set_state(c, &key, CampaignState::Launching, now))
                .await?;
        }
        // The person launches it: a launch that panicked earlier may go again.
        self.panicked
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&campaign.id);
        self.spawn(&campaign.id);
        Ok(checked)
    }

    fn spawn(&self, id: &str) {
        let progress = {
            let mut running = self
                .running
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            if running.contains_key(id) {
                return;
            }
            let progress = Arc::new(LaunchProgress::default());
            running.insert(id.to_owned(), Arc::clone(&progress));
            progress
        };
        let launcher = self.clone();
        let id = id.to_owned();
        tokio::spawn(async move {
            let launch = {
                let (engine, id) = (Arc::clone(&launcher.engine), id.clone());
                async move { launch_with(&engine, &id, &progress).await }
            };
            let result = match supervision::caught(launch).await {
                Ok(Ok(report)) => {
                    tracing::info!(campaign = %id, "{}", report.summary);
                    Ok(report)
                }
                Ok(Err(e)) => {
                    tracing::error!(campaign = %id, "the campaign could not be launched: {e}");
                    Err(e.to_string())
                }
                Err(panic) => Err(launcher.launch_panicked(&id, panic).await),
            };
            launcher
                .finished
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .insert(id.clone(), result);
            launcher
                .running
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .remove(&id);
        });
    }

    /// Records a launch that panicked; returns what the person reads.
    async fn launch_panicked(&self, id: &str, message: String) -> String {
        let name = match get(&self.engine, id).await {
            Ok(campaign) => campaign.spec.name,
            Err(_) => id.to_owned(),
        };
        self.panicked
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(id.to_owned());
        self.engine
            .supervisor()
            .record(Part::CampaignLaunch, Some(name), message)
            .text
    }

    /// How far a running launch has got.
    pub fn launching(&self, id: &str) -> Option<LaunchView> {
        self.running
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(id)
            .map(|p| p.view())
    }

    /// What the last launch of this campaign (in this run of Pacer) did.
    pub fn last_launch(&self, id: &str) -> Option<Result<LaunchReport, String>> {
        self.finished
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(id)
            .cloned()
    }

    /// The campaign's progress, with the launch's while it runs.
    pub async fn progress(&self, id: &str) -> Result<Progress, CampaignError> {
        let mut progress = progress(&self.engine, id).await?;
        progress.launch = self.launching(&progress.id);
        if let Some(launch) = progress.launch
            && launch.pdfs_total > 0
        {
            // The same sentence with the upload's counts before it.
            let mut said = Said::new(ids::ENGINE_CAMPAIGN_UPLOADING)
                .with("pdfs_done", launch.pdfs_done)
                .with("pdfs_total", launch.pdfs_total)
                .with("queued", launch.queued)
                .with("recipients", launch.recipients);
            said.args.extend(progress.summary_said.args.clone());
            progress.summary = said.to_string();
            progress.summary_said = said;
        }
        Ok(progress)
    }

    /// Launches scheduled campaigns when their time comes and finishes launches a crash
    /// interrupted, every second until `shutdown`. Supervised: started again after a panic
    /// ([`Launcher::keep_scheduling`]).
    pub async fn run_scheduler(self, shutdown: CancellationToken) {
        loop {
            self.engine.planted_panic(Part::CampaignScheduler);
            let now = self.engine.clock().now_ms();
            let due: Result<Vec<(String, CampaignState)>, LedgerError> =
                self.engine.ledger().read(move |c| due(c, now)).await;
            match due {
                Ok(due) => {
                    for (id, state) in due {
                        if state == CampaignState::Scheduled {
                            let (key, now) = (id.clone(), now);
                            if let Err(e) = self
                                .engine
                                .ledger()
                                .write(move |c| set_state(c, &key, CampaignState::Launching, now))
                                .await
                            {
                                tracing::error!(campaign = %id, "cannot start the scheduled campaign: {e}");
                                continue;
                            }
                            tracing::info!(campaign = %id, "the scheduled campaign's time has come: launching");
                        }
                        let panicked = self
                            .panicked
                            .lock()
                            .unwrap_or_else(std::sync::PoisonError::into_inner)
                            .contains(&id);
                        if !panicked {
                            self.spawn(&id);
                        }
                    }
                }
                Err(e) => tracing::error!("cannot read scheduled campaigns: {e}"),
            }
            tokio::select! {
                () = shutdown.cancelled() => return,
                () = tokio::time::sleep(self.engine.clock().real(Duration::from_secs(1))) => {}
            }
        }
    }

    /// The scheduler until `shutdown`, started again after a pause whenever it panics.
    pub async fn keep_scheduling(self, shutdown: CancellationToken) {
        let supervisor = self.engine.supervisor().clone();
        supervisor
            .keep_running(Part::CampaignScheduler, shutdown.clone(), move || {
                self.clone().run_scheduler(shutdown.clone())
            })
            .await;
    }
}
