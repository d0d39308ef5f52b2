//! How messages come in: a [`Submission`] is committed to the ledger as `queued` with its
//! deadline (`crate::expiry`), then handed to the dispatcher; failed messages the person chose
//! go back the same way. Once a row is durable the caller is told it was accepted, whatever
//! happens to the dispatcher next.

use std::sync::Arc;
use std::time::Duration;

use pacer_cloud::{MessageContent, OutboundMessage};
use tokio::time::Instant;

use super::{Engine, EngineError};
use crate::dispatcher::{Command, Queued};
use crate::expiry;
use crate::ledger::messages::{self, Lane, NewMessage, OpenRow, Payload, Shape, State};
use crate::phone::E164;

/// One message to send.
#[derive(Debug, Clone)]
pub struct Submission {
    /// Recipient, as the normaliser wrote it (`crate::import::normalise_phone`).
    pub to: E164,
    /// Lane.
    pub lane: Lane,
    /// Text or template, as Meta takes it.
    pub content: MessageContent,
    /// The caller's key: the same key twice is one message.
    pub idempotency_key: Option<String>,
    /// A campaign or posted batch that pauses as one.
    pub batch: Option<String>,
    /// How long it may wait to leave before it expires unsent (`crate::expiry`); `None`: its
    /// lane's default from [`EngineConfig::expiry`].
    pub expires_in: Option<Duration>,
}

/// Many messages sharing one body: a campaign's template with each customer's values.
#[derive(Debug, Clone)]
pub struct ShapedSubmissions {
    /// The body with its gaps (`Shape::cut` from a body built with markers).
    pub shape: Arc<Shape>,
    /// Lane.
    pub lane: Lane,
    /// Meta's message type (`template`).
    pub kind: String,
    /// Template name and language, for templates.
    pub template: Option<(String, String)>,
    /// A campaign or posted batch that pauses as one.
    pub batch: Option<String>,
    /// As [`Submission::expires_in`].
    pub expires_in: Option<Duration>,
    /// The messages.
    pub items: Vec<ShapedItem>,
}

/// One message of [`ShapedSubmissions`].
#[derive(Debug, Clone)]
pub struct ShapedItem {
    /// Recipient.
    pub to: E164,
    /// The values for the shape's gaps, in the order its markers were numbered (the recipient's
    /// number among them where the body says `to`).
    pub values: Vec<String>,
    /// The caller's key: the same key twice is one message.
    pub idempotency_key: Option<String>,
}

/// What a submission became.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Submitted {
    /// The message's id.
    pub id: String,
    /// True when its idempotency key was seen before: the earlier message is returned and
    /// nothing new is sent.
    pub duplicate: bool,
}

/// Meta's time-to-live of each template a submission uses ([`expiry::template_ttl`]), read
/// from the template cache once per template.
#[derive(Default)]
struct TemplateTtls(std::collections::HashMap<(String, String), Option<Duration>>);

impl TemplateTtls {
    fn of(
        &mut self,
        conn: &rusqlite::Connection,
        template: &(String, String),
    ) -> rusqlite::Result<Option<Duration>> {
        if let Some(ttl) = self.0.get(template) {
            return Ok(*ttl);
        }
        let (category, seconds) =
            crate::ledger::templates::category_and_ttl(conn, &template.0, &template.1)?;
        let ttl = expiry::template_ttl(category.as_deref(), seconds);
        self.0.insert(template.clone(), ttl);
        Ok(ttl)
    }
}

/// A new message id: `msg_` and 26 hex digits (unique without coordination). Time-ordered
/// (UUID v7: milliseconds first, then random bits), so a launch of 100,000 messages appends to
/// the key index instead of scattering over it.
fn new_key() -> String {
    format!("msg_{}", &uuid::Uuid::now_v7().simple().to_string()[..26])
}

impl Engine {
    /// Hands committed messages to the dispatcher. When it is gone they stay `queued` in the
    /// ledger and are sent after the next start (`Dispatcher::load` reloads every open
    /// message), so the caller is still told they were accepted — never "nothing was done"
    /// about rows that are durable.
    fn hand_over(&self, queued: Vec<Queued>) {
        if queued.is_empty() {
            return;
        }
        let count = queued.len();
        if self.commands.send(Command::Enqueued(queued)).is_err() {
            tracing::error!(
                "{count} messages are saved but the sender has stopped; they go out after Pacer is restarted"
            );
        }
    }

    /// Commits messages to the ledger and hands them to the dispatcher. Answers once every
    /// message is durable; a repeated idempotency key returns the first message. Refuses
    /// (writing nothing) when the engine could not send them; once they are committed, the
    /// answer is their ids, whatever happens next.
    pub async fn submit(&self, items: Vec<Submission>) -> Result<Vec<Submitted>, EngineError> {
        self.taking_work()?;
        let accepted_at = Instant::now();
        let expiry = self.config.expiry;
        let rows: Vec<(NewMessage, Option<Duration>)> = items
            .into_iter()
            .map(|item| {
                let template = match &item.content {
                    MessageContent::Template(t) => Some((t.name.clone(), t.language.code.clone())),
                    _ => None,
                };
                let limit = item.expires_in.or_else(|| expiry.for_lane(item.lane));
                let kind = item.content.kind().to_owned();
                let payload = serde_json::to_string(&OutboundMessage::to_phone(
                    item.to.to_string(),
                    item.content,
                ))
                .unwrap_or_default();
                let message = NewMessage {
                    key: new_key(),
                    idempotency_key: item.idempotency_key,
                    lane: item.lane,
                    batch: item.batch,
                    recipient: item.to,
                    kind,
                    template,
                    payload: Payload::Whole(payload),
                    deadline: None,
                };
                (message, limit)
            })
            .collect();
        self.queue_rows(rows, accepted_at).await
    }

    /// Queues many messages that share one body ([`ShapedSubmissions`]): each message keeps
    /// only its values, the body is stored once. Otherwise as [`Engine::submit`].
    pub async fn submit_shaped(
        &self,
        batch: ShapedSubmissions,
    ) -> Result<Vec<Submitted>, EngineError> {
        self.taking_work()?;
        let accepted_at = Instant::now();
        let limit = batch
            .expires_in
            .or_else(|| self.config.expiry.for_lane(batch.lane));
        let rows = batch
            .items
            .into_iter()
            .map(|item| {
                let message = NewMessage {
                    key: new_key(),
                    idempotency_key: item.idempotency_key,
                    lane: batch.lane,
                    batch: batch.batch.clone(),
                    recipient: item.to,
                    kind: batch.kind.clone(),
                    template: batch.template.clone(),
                    payload: Payload::Shaped {
                        shape: batch.shape.clone(),
                        values: serde_json::to_string(&item.values).unwrap_or_default(),
                    },
                    deadline: None,
                };
                (message, limit)
            })
            .collect();
        self.queue_rows(rows, accepted_at).await
    }

    /// Commits new rows as `queued`, each with its deadline, and hands the new ones to the
    /// dispatcher.
    async fn queue_rows(
        &self,
        rows: Vec<(NewMessage, Option<Duration>)>,
        accepted_at: Instant,
    ) -> Result<Vec<Submitted>, EngineError> {
        let departures_at_accept = self.stats.borrow().departures;
        let now = self.clock.now_ms();
        let built = accepted_at.elapsed();
        let inserted = self
            .ledger
            .write(move |c| {
                let writing = std::time::Instant::now();
                let mut ttls = TemplateTtls::default();
                let mut messages = Vec::with_capacity(rows.len());
                for (mut row, limit) in rows {
                    let ttl = match &row.template {
                        Some(template) => ttls.of(c, template)?,
                        None => None,
                    };
                    row.deadline = expiry::deadline(now, limit, None, ttl);
                    messages.push(row);
                }
                let inserted = messages::insert_many(c, &messages, now)?;
                tracing::trace!(messages = messages.len(), elapsed = ?writing.elapsed(), "inserted");
                Ok(inserted.into_iter().zip(messages).collect::<Vec<_>>())
            })
            .await?;
        tracing::trace!(messages = inserted.len(), ?built, committed = ?accepted_at.elapsed(), "submitted");
        let mut fresh = Vec::new();
        let mut answer = Vec::with_capacity(inserted.len());
        for (inserted, row) in inserted {
            answer.push(Submitted {
                id: inserted.key.clone(),
                duplicate: inserted.existing,
            });
            if inserted.existing {
                continue;
            }
            fresh.push(Queued {
                row: OpenRow {
                    id: inserted.id,
                    key: inserted.key,
                    lane: row.lane,
                    batch: row.batch,
                    recipient: row.recipient,
                    kind: row.kind,
                    template: row.template,
                    payload: row.payload,
                    state: State::Queued,
                    attempts: 0,
                    pair_failures: 0,
                    resent: false,
                    next_attempt_at: None,
                    in_doubt_at: None,
                    stopped_while_sending: false,
                    deadline: row.deadline,
                },
                accepted_at,
                departures_at_accept,
            });
        }
        self.hand_over(fresh);
        Ok(answer)
    }

    /// Sends failed messages again (the caller chose which); returns how many went back to the
    /// queue.
    pub async fn retry_failed(&self, ids: Vec<i64>) -> Result<usize, EngineError> {
        self.taking_work()?;
        let now = self.clock.now_ms();
        let rows = self
            .ledger
            .write(move |c| messages::reopen_failed(c, &ids, now))
            .await?;
        let count = rows.len();
        let departures_at_accept = self.stats.borrow().departures;
        let queued = rows
            .into_iter()
            .map(|row| Queued {
                row,
                accepted_at: Instant::now(),
                departures_at_accept,
            })
            .collect::<Vec<_>>();
        self.hand_over(queued);
        Ok(count)
    }
}
