//! The background loop that fetches customers' files: it wakes when webhooks were applied (new
//! customer messages), when told (a person's "Try again") or every `poll`, turns new media
//! messages into waiting rows, and fetches what is due, one file at a time (a small business
//! receives a few a minute; one at a time keeps a slow file from crowding the connection the
//! sends use).
//!
//! Waiting rows survive a restart: the loop starts by looking at every message again, and
//! whatever was waiting is due at once.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Notify;
use tokio::task::JoinHandle;
use tokio_util::sync::CancellationToken;

use crate::Engine;
use crate::clock::Millis;
use crate::ledger::LedgerError;

use super::fetch::{fetch_file, remove_partials};
use super::problem::MediaProblem;
use super::store::{self, DueFile};

/// How the fetcher paces itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FetchSettings {
    /// Longest wait for the next bytes of a download before it counts as stalled.
    pub read_timeout: Duration,
    /// Wait before the first retry; each further retry waits twice as long.
    pub first_retry_after: Duration,
    /// Longest wait between retries.
    pub longest_retry_after: Duration,
    /// Attempts before a file is `failed` (a person may still ask again).
    pub max_attempts: u32,
    /// How often (real time) to look for new media messages when nothing wakes the loop.
    pub poll: Duration,
}

impl Default for FetchSettings {
    fn default() -> Self {
        FetchSettings {
            read_timeout: Duration::from_secs(30),
            first_retry_after: Duration::from_secs(30),
            longest_retry_after: Duration::from_secs(30 * 60),
            // 30 s, 1, 2, 4, 8 min …: about an hour and a half of trying, well inside the
            // seven days Meta keeps a file.
            max_attempts: 8,
            poll: Duration::from_secs(2),
        }
    }
}

impl FetchSettings {
    /// The wait before attempt `attempts + 1`, after `attempts` failed ones.
    fn retry_after(&self, attempts: u32) -> Duration {
        let doubling = 2u32.saturating_pow(attempts.saturating_sub(1).min(16));
        self.first_retry_after
            .saturating_mul(doubling)
            .min(self.longest_retry_after)
    }
}

/// The running fetcher. Cheap to clone; the loop stops with the token it was started with.
#[derive(Debug, Clone)]
pub struct MediaFetcher {
    engine: Arc<Engine>,
    wake: Arc<Notify>,
}

impl MediaFetcher {
    /// Starts the loop: files go under `data_folder`, requests through the engine's current
    /// Graph client (so a new token is used as soon as the person saves it).
    pub fn start(
        engine: Arc<Engine>,
        data_folder: PathBuf,
        settings: FetchSettings,
        stop: CancellationToken,
    ) -> (MediaFetcher, JoinHandle<()>) {
        let fetcher = MediaFetcher {
            engine,
            wake: Arc::new(Notify::new()),
        };
        let task = tokio::spawn(fetcher.clone().run(data_folder, settings, stop));
        (fetcher, task)
    }

    /// New customer messages may have arrived: look now instead of at the next poll.
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// A person's "Try again": a file that failed (or waits for its retry) is fetched now.
    /// Returns whether there was such a file; a stored, expired or too-big one is left as it is.
    pub async fn fetch_now(&self, media_id: &str) -> Result<bool, LedgerError> {
        let now = self.engine.clock().now_ms();
        let media_id = media_id.to_owned();
        let again = self
            .engine
            .ledger()
            .write(move |conn| store::fetch_again(conn, &media_id, now))
            .await?;
        if again {
            self.wake();
        }
        Ok(again)
    }

    async fn run(self, data_folder: PathBuf, settings: FetchSettings, stop: CancellationToken) {
        let mut seen_up_to = 0;
        // Customer messages arriving through webhooks wake the loop at once; the poll is only
        // the backstop.
        let mut applied = self.engine.webhooks_applied();
        let mut engine_alive = true;
        remove_partials(&data_folder).await;
        let now = self.engine.clock().now_ms();
        if let Err(error) = self
            .engine
            .ledger()
            .write(move |conn| store::resume(conn, now))
            .await
        {
            tracing::warn!(%error, "the files waiting from an earlier run were not made due");
        }
        while !stop.is_cancelled() {
            // Stopping does not wait for a download: a partial file is overwritten next time.
            let round = tokio::select! {
                () = stop.cancelled() => return,
                round = self.round(&data_folder, &settings, seen_up_to, &stop) => round,
            };
            match round {
                Ok(newest) => seen_up_to = newest,
                // The ledger is closing or broken: the engine says so elsewhere; try again
                // after the pause rather than spin.
                Err(error) => tracing::warn!(%error, "fetching customers' files paused"),
            }
            let pause = self.pause(&settings).await;
            tokio::select! {
                () = stop.cancelled() => return,
                () = self.wake.notified() => {}
                changed = applied.changed(), if engine_alive => engine_alive = changed.is_ok(),
                () = tokio::time::sleep(pause) => {}
            }
        }
    }

    /// Discovers new media messages, then fetches every due file. Returns the newest
    /// message id looked at.
    async fn round(
        &self,
        data_folder: &std::path::Path,
        settings: &FetchSettings,
        seen_up_to: i64,
        stop: &CancellationToken,
    ) -> Result<i64, LedgerError> {
        let ledger = self.engine.ledger();
        let now = self.engine.clock().now_ms();
        let newest = ledger
            .write(move |conn| store::discover(conn, seen_up_to, now))
            .await?;
        loop {
            let now = self.engine.clock().now_ms();
            let due = ledger.read(move |conn| store::due(conn, now, 16)).await?;
            if due.is_empty() {
                return Ok(newest);
            }
            for file in due {
                if stop.is_cancelled() {
                    return Ok(newest);
                }
                self.fetch_one(data_folder, settings, file).await?;
            }
        }
    }

    async fn fetch_one(
        &self,
        data_folder: &std::path::Path,
        settings: &FetchSettings,
        file: DueFile,
    ) -> Result<(), LedgerError> {
        let client = self.engine.client();
        let result = fetch_file(&client, data_folder, &file, settings.read_timeout).await;
        let now = self.engine.clock().now_ms();
        let media_id = file.media_id.clone();
        match result {
            Ok(stored) => {
                tracing::debug!(media_id = %file.media_id, size = stored.size, "customer's file stored");
                self.engine
                    .ledger()
                    .write(move |conn| store::mark_stored(conn, &media_id, &stored, now))
                    .await
            }
            Err(failure) => {
                let problem = MediaProblem::from_failure(&failure);
                let attempts = file.attempts.saturating_add(1);
                let retry_at = (failure.is_retryable() && attempts < settings.max_attempts)
                    .then(|| now.saturating_add(millis(settings.retry_after(attempts))));
                tracing::info!(media_id = %file.media_id, attempts, retry = retry_at.is_some(), %failure, "customer's file not fetched");
                self.engine
                    .ledger()
                    .write(move |conn| store::mark_failed(conn, &media_id, &problem, retry_at, now))
                    .await
            }
        }
    }

    /// Until the next waiting row is due, at most `poll`.
    async fn pause(&self, settings: &FetchSettings) -> Duration {
        let next = self
            .engine
            .ledger()
            .read(store::next_due)
            .await
            .ok()
            .flatten();
        let now = self.engine.clock().now_ms();
        let pacer_wait = next.map_or(settings.poll, |at| {
            Duration::from_millis(u64::try_from(at.saturating_sub(now)).unwrap_or(0))
        });
        // Pacer's clock may run faster than life (the demo, tests): wait in real time.
        self.engine.clock().real(pacer_wait).min(settings.poll)
    }
}

fn millis(duration: Duration) -> Millis {
    Millis::try_from(duration.as_millis()).unwrap_or(Millis::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retries_wait_longer_and_longer_up_to_the_cap() {
        let settings = FetchSettings::default();
        let waits: Vec<u64> = (1..=9).map(|a| settings.retry_after(a).as_secs()).collect();
        assert_eq!(waits, vec![30, 60, 120, 240, 480, 960, 1800, 1800, 1800]);
    }
}
