//! Supervision: the engine's parts that run on their own — the dispatcher, the ledger's writer
//! thread, the webhook applier, the campaign scheduler and each campaign launch — are watched,
//! so a panic (a bug) in one is never a silent stop while Home still says all is well.
//!
//! A panic is caught where the part runs (tokio's `JoinError` for a task, `catch_unwind` on the
//! writer thread), logged with its message and recorded as a [`Fault`], which
//! `Engine::stats` carries to `GET /v1/stats` and the desktop's Home, in words for a person.
//! What happens next depends on what the part holds:
//!
//! - the webhook applier and the campaign scheduler hold nothing a restart could lose (their
//!   work waits in the ledger), so they are started again by themselves after a pause that
//!   doubles from a second up to a minute ([`Supervisor::keep_running`]);
//! - a campaign launch that panicked is recorded as failed; launching again is safe, because a
//!   launch never queues anyone twice;
//! - the dispatcher and the ledger writer hold messages being sent and groups being committed:
//!   restarting them mid-flight could lose track of a message or send it twice. They stay
//!   stopped, and the engine refuses new work until Pacer is restarted (which recovers exactly
//!   as after a crash: every message is in the ledger). That is [`Supervisor::fatal`].

use std::any::Any;
use std::future::Future;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use serde::Serialize;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

use crate::clock::{Millis, WallClock};

/// The first pause before a part that panicked is started again.
const FIRST_PAUSE: Duration = Duration::from_secs(1);
/// The longest pause; a part that ran this long without a panic starts over at the first.
const LONGEST_PAUSE: Duration = Duration::from_secs(60);
/// Recovered faults kept for Home (one per part, or per campaign for launches).
const KEPT: usize = 8;

/// A part of the engine that runs on its own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Part {
    /// The dispatcher: decides what goes next and sends it. Not restarted.
    Dispatcher,
    /// The ledger's writer thread: commits every write. Not restarted.
    LedgerWriter,
    /// Applies Meta's stored webhooks. Restarted.
    WebhookApplier,
    /// Launches scheduled campaigns at their time. Restarted.
    CampaignScheduler,
    /// One campaign's launch. Recorded as failed; launching again is safe.
    CampaignLaunch,
}

impl Part {
    /// Whether the part is started again after a panic (or launched again by the person).
    /// The others stop the engine taking new work.
    pub fn recovers(self) -> bool {
        !matches!(self, Part::Dispatcher | Part::LedgerWriter)
    }
}

/// An internal error (a panic) in one of the engine's parts, as shown to people.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Fault {
    /// Which part.
    pub part: Part,
    /// The campaign, for a launch (its name).
    pub campaign: Option<String>,
    /// The panic's own message, for whoever reads the diagnostics.
    pub message: String,
    /// When it happened (Unix ms, the system's clock).
    pub since: Millis,
    /// How often it happened in this run of Pacer.
    pub times: u32,
    /// What happened, what it means and what to do, in words for a person.
    pub text: String,
}

/// The local time of day `at`, as a person reads it on their clock (`10:42`).
fn time_of_day(at: Millis) -> String {
    use chrono::TimeZone as _;
    chrono::Local.timestamp_millis_opt(at).single().map_or_else(
        || "an unknown time".to_owned(),
        |t| t.format("%H:%M").to_string(),
    )
}

/// The words a person reads for a fault.
fn words(part: Part, campaign: Option<&str>, at: Millis, times: u32) -> String {
    let at = time_of_day(at);
    let again = "if it happens again, use Copy diagnostics in Settings and send the text to us";
    let repeated = if times > 1 {
        format!(" ({times} times since Pacer started)")
    } else {
        String::new()
    };
    match part {
        Part::Dispatcher => format!(
            "Pacer's sender stopped because of an internal error at {at}, so Pacer sends nothing and takes no new messages until it is restarted. Nothing is lost: every message is in the database and goes out after the restart. Restart Pacer; {again}."
        ),
        Part::LedgerWriter => format!(
            "Pacer stopped writing to its database because of an internal error at {at}, so it sends nothing and takes no new messages until it is restarted. Nothing is lost: everything saved before is in the database. Restart Pacer; {again}."
        ),
        Part::WebhookApplier => format!(
            "Pacer's reader of delivery updates stopped because of an internal error at {at} and started again by itself{repeated}. Nothing is lost: updates wait in the database until they are read. Pacer carries on; {again}."
        ),
        Part::CampaignScheduler => format!(
            "Pacer's campaign scheduler stopped because of an internal error at {at} and started again by itself{repeated}. Nothing is lost: scheduled campaigns still launch at their time. Pacer carries on; {again}."
        ),
        Part::CampaignLaunch => format!(
            "Pacer stopped launching the campaign \"{}\" because of an internal error at {at}{repeated}. Nothing is lost and nobody gets a message twice: what was queued stays queued. Launch it again to queue the rest; {again}.",
            campaign.unwrap_or("(unnamed)")
        ),
    }
}

/// The message a panic carried (`panic!("…")` gives a `&str` or a `String`).
pub fn panic_message(payload: &(dyn Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_owned())
}

/// Runs `task` as its own tokio task and waits for it: what it returns, or the message of the
/// panic that ended it.
pub async fn caught<T: Send + 'static>(
    task: impl Future<Output = T> + Send + 'static,
) -> Result<T, String> {
    match tokio::spawn(task).await {
        Ok(value) => Ok(value),
        Err(error) if error.is_panic() => Err(panic_message(&*error.into_panic())),
        // Only a runtime shutting down cancels it.
        Err(_) => Err("it was cancelled because Pacer is stopping".to_owned()),
    }
}

#[derive(Debug, Default)]
struct Record {
    fatal: Option<Fault>,
    recovered: Vec<Fault>,
}

/// Keeps the faults of this run. Cheap to clone.
#[derive(Debug, Clone)]
pub struct Supervisor {
    record: Arc<Mutex<Record>>,
    wall: WallClock,
}

impl Supervisor {
    /// A supervisor that dates faults by `wall`.
    pub fn new(wall: WallClock) -> Supervisor {
        Supervisor {
            record: Arc::default(),
            wall,
        }
    }

    /// Records a panic in `part` (with its campaign's name, for a launch), logs it, and returns
    /// the fault as shown.
    pub fn record(&self, part: Part, campaign: Option<String>, message: String) -> Fault {
        let since = self.wall.now_ms();
        let mut record = self.record.lock().unwrap_or_else(PoisonError::into_inner);
        let times = 1 + record
            .recovered
            .iter()
            .find(|f| f.part == part && f.campaign == campaign)
            .map_or(0, |f| f.times);
        let fault = Fault {
            text: words(part, campaign.as_deref(), since, times),
            part,
            campaign,
            message,
            since,
            times,
        };
        tracing::error!(
            part = ?fault.part,
            campaign = fault.campaign.as_deref().unwrap_or("-"),
            "internal error (a panic): {}. {}",
            fault.message,
            fault.text
        );
        if part.recovers() {
            record
                .recovered
                .retain(|f| !(f.part == fault.part && f.campaign == fault.campaign));
            record.recovered.insert(0, fault.clone());
            record.recovered.truncate(KEPT);
        } else if record.fatal.is_none() {
            // The first stop is the cause; what fails after it follows from it.
            record.fatal = Some(fault.clone());
        }
        fault
    }

    /// The part that stopped for good, if one did: the engine takes no new work.
    pub fn fatal(&self) -> Option<Fault> {
        self.record
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .fatal
            .clone()
    }

    /// Internal errors Pacer recovered from in this run, newest first.
    pub fn recovered(&self) -> Vec<Fault> {
        self.record
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .recovered
            .clone()
    }

    /// Waits for a part that cannot be restarted; a panic is recorded (and the engine then
    /// refuses new work).
    pub async fn watch(self, part: Part, task: JoinHandle<()>) {
        match task.await {
            Ok(()) => {}
            Err(error) if error.is_panic() => {
                self.record(part, None, panic_message(&*error.into_panic()));
            }
            Err(_) => tracing::warn!(?part, "cancelled because Pacer is stopping"),
        }
    }

    /// Runs the task `start` makes until it ends by itself (at `shutdown`); each time it
    /// panics the panic is recorded and a new one is started after a pause.
    pub async fn keep_running<F, Fut>(self, part: Part, shutdown: CancellationToken, mut start: F)
    where
        F: FnMut() -> Fut + Send,
        Fut: Future<Output = ()> + Send + 'static,
    {
        let mut pause = FIRST_PAUSE;
        loop {
            let started = tokio::time::Instant::now();
            match caught(start()).await {
                Ok(()) => return,
                Err(message) => {
                    self.record(part, None, message);
                }
            }
            if started.elapsed() > LONGEST_PAUSE {
                pause = FIRST_PAUSE;
            }
            tracing::info!(?part, "started again in {pause:?}");
            tokio::select! {
                () = shutdown.cancelled() => return,
                () = tokio::time::sleep(pause) => {}
            }
            pause = (pause * 2).min(LONGEST_PAUSE);
        }
    }
}

/// Panics a test plants in a part, to prove it is supervised: each part looks once per turn
/// whether one is planted for it (a lock and a lookup) and, if so, panics as a bug would.
/// Nothing outside the process can plant one: only [`Engine::plant_panic`](crate::Engine)
/// does, and no API calls it. Clones share the plantings, so a part handed one (the webhook
/// applier) sees what the engine plants.
#[derive(Debug, Default, Clone)]
pub(crate) struct PlantedPanics(Arc<Mutex<Vec<Part>>>);

impl PlantedPanics {
    pub(crate) fn plant(&self, part: Part) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(part);
    }

    /// Panics if a panic is planted for `part` (once per planting).
    pub(crate) fn here(&self, part: Part) {
        let planted = {
            let mut planted = self.0.lock().unwrap_or_else(PoisonError::into_inner);
            let found = planted.iter().position(|p| *p == part);
            found.map(|i| planted.remove(i))
        };
        if planted.is_some() {
            panic!("a panic planted by a test in the {part:?}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faults_are_worded_for_a_person_and_counted_per_part() {
        let supervisor = Supervisor::new(WallClock::from_fn(|| 1_700_000_000_000));
        let first = supervisor.record(Part::WebhookApplier, None, "boom".into());
        assert_eq!(first.times, 1);
        assert!(
            first.text.contains("started again by itself.")
                && first.text.contains("Nothing is lost"),
            "a recovered part says so: {}",
            first.text
        );
        let second = supervisor.record(Part::WebhookApplier, None, "boom".into());
        assert_eq!(second.times, 2, "the same part counts up");
        assert!(second.text.contains("(2 times since Pacer started)"));
        assert_eq!(supervisor.recovered().len(), 1, "one entry per part");
        assert_eq!(supervisor.fatal(), None, "a restarted part is not fatal");

        let fatal = supervisor.record(Part::Dispatcher, None, "first".into());
        supervisor.record(Part::LedgerWriter, None, "later".into());
        assert_eq!(
            supervisor.fatal(),
            Some(fatal),
            "the first stop is the one shown"
        );
    }

    #[test]
    fn a_planted_panic_fires_once_in_its_part_only() {
        let planted = PlantedPanics::default();
        planted.plant(Part::CampaignScheduler);
        planted.here(Part::WebhookApplier);
        let fired = std::panic::catch_unwind(|| planted.here(Part::CampaignScheduler));
        assert!(fired.is_err(), "the planted part panics");
        planted.here(Part::CampaignScheduler);
    }
}
