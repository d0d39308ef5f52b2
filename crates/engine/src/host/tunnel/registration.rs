//! Registering the tunnel's callback URL with Meta: each new public URL is handed to
//! [`GraphClient::override_callback`] for the WABA, retried with [`REGISTRATION_BACKOFF`]
//! until Meta verifies it, without ever stopping the tunnel.

use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use pacer_cloud::{GraphClient, OVERRIDE_URI_MAX_CHARS};
use pacer_words::{Said, ids};
use tokio::sync::watch;
use tokio::time::{Instant, sleep_until};
use tokio_util::sync::CancellationToken;

use super::backoff::{REGISTRATION_BACKOFF, later};
use super::state::{Registration, TunnelState, english, with_delay};
use crate::clock::Clock;
/// What registering the callback URL needs. The person must have agreed to it: it changes
/// where Meta sends the WABA's webhooks.
#[derive(Clone)]
pub struct RegistrationConfig {
    /// The Graph client (its access token never leaves it).
    pub client: Arc<GraphClient>,
    /// The WhatsApp Business Account whose callback is overridden.
    pub waba_id: String,
    /// The verify token the receiver answers Meta's GET with.
    pub verify_token: String,
}

impl fmt::Debug for RegistrationConfig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RegistrationConfig")
            .field("waba_id", &self.waba_id)
            .field("verify_token", &"[redacted]")
            .finish_non_exhaustive()
    }
}

/// Registers each new callback URL with Meta, retrying until Meta verifies it.
pub(super) struct Registrar<'a> {
    pub(super) config: &'a RegistrationConfig,
    pub(super) state: &'a watch::Sender<TunnelState>,
    pub(super) shutdown: &'a CancellationToken,
    pub(super) clock: &'a Clock,
}

impl Registrar<'_> {
    pub(super) async fn run(self) {
        let mut changes = self.state.subscribe();
        // The URL Meta last verified: the same URL after a restart is not registered again.
        let mut verified: Option<String> = None;
        // The URL wanting registration, and when to try next.
        let mut target: Option<String> = None;
        let mut due: Option<Instant> = None;
        let mut failures: u32 = 0;
        loop {
            let current = changes.borrow_and_update().callback_url.clone();
            if current != target {
                target = current;
                failures = 0;
                due = target
                    .as_ref()
                    .filter(|url| verified.as_ref() != Some(*url))
                    .map(|_| Instant::now());
            }
            tokio::select! {
                () = self.shutdown.cancelled() => return,
                changed = changes.changed() => {
                    if changed.is_err() {
                        return;
                    }
                }
                () = sleep_until(due.unwrap_or_else(Instant::now)), if due.is_some() => {
                    let Some(url) = target.clone() else {
                        due = None;
                        continue;
                    };
                    let (registration, retry_in) = tokio::select! {
                        () = self.shutdown.cancelled() => return,
                        outcome = self.register(url, failures) => outcome,
                    };
                    if registration.verified {
                        verified = Some(registration.callback_url.clone());
                    }
                    if retry_in.is_some() {
                        failures = failures.saturating_add(1);
                    }
                    due = retry_in.map(|delay| Instant::now() + delay);
                    self.state.send_modify(|s| s.registration = Some(registration));
                }
            }
        }
    }

    /// Registers `url` (after `failures` failed attempts for it) and says how it went, and
    /// when to try again if it is worth trying again.
    async fn register(&self, url: String, failures: u32) -> (Registration, Option<Duration>) {
        let attempt = self.ask_meta(&url).await;
        let now = self.clock.now_ms();
        let (verified, sentences, retry_in) = match attempt {
            Attempt::Verified => (
                true,
                vec![Said::new(ids::TUNNEL_REGISTRATION_VERIFIED).with("url", url.as_str())],
                None,
            ),
            Attempt::Failed { said, retry: true } => {
                let delay = REGISTRATION_BACKOFF.delay(failures);
                let again = with_delay(Said::new(ids::TUNNEL_REGISTRATION_ASKS_AGAIN), delay);
                (false, vec![said, again], Some(delay))
            }
            Attempt::Failed { said, retry: false } => (false, vec![said], None),
        };
        let message = english(&sentences);
        if verified {
            tracing::info!("{message}");
        } else {
            tracing::warn!("{message}");
        }
        let registration = Registration {
            callback_url: url,
            verified,
            message,
            message_said: sentences,
            at: now,
            next_attempt_at: retry_in.map(|delay| later(now, delay)),
        };
        (registration, retry_in)
    }

    /// Asks Meta to send the WABA's webhooks to `url`.
    async fn ask_meta(&self, url: &str) -> Attempt {
        if url.chars().count() > OVERRIDE_URI_MAX_CHARS {
            return Attempt::Failed {
                said: Said::new(ids::TUNNEL_REGISTRATION_TOO_LONG)
                    .with("url", url)
                    .with("max", OVERRIDE_URI_MAX_CHARS),
                retry: false,
            };
        }
        let answer = self
            .config
            .client
            .override_callback(&self.config.waba_id, url, &self.config.verify_token)
            .await;
        let said = match answer {
            Ok(()) => return Attempt::Verified,
            Err(error) => match error.callback_verification_failure() {
                Some(meta) => Said::new(ids::TUNNEL_REGISTRATION_NOT_VERIFIED).with(
                    "explanation",
                    self.without_secrets(sentence_end(meta.explanation())),
                ),
                None => Said::new(ids::TUNNEL_REGISTRATION_FAILED)
                    .with("url", url)
                    .with(
                        "error",
                        self.without_secrets(sentence_end(&error.to_string())),
                    ),
            },
        };
        Attempt::Failed { said, retry: true }
    }

    /// Meta's words are shown as they come, but never with the verify token in them.
    fn without_secrets(&self, message: String) -> String {
        let token = self.config.verify_token.as_str();
        if token.is_empty() {
            message
        } else {
            message.replace(token, "[verify token]")
        }
    }
}

/// `text` ending in a full stop.
fn sentence_end(text: &str) -> String {
    let text = text.trim();
    if text.ends_with(['.', '!', '?']) {
        text.to_owned()
    } else {
        format!("{text}.")
    }
}

/// What one registration attempt came to.
enum Attempt {
    Verified,
    Failed { said: Said, retry: bool },
}
