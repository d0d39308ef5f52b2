//! The send call, `POST /{phone_number_id}/messages`, and what Meta's answer means: accepted
//! with a wamid, or one of [`SendFailure`]'s kinds.

use serde_json::Value;

use super::OutboundMessage;
use crate::client::GraphClient;
use crate::failures::SendFailure;
use crate::meta_error::MetaError;
use crate::transport::{Reach, TransportFailure, TransportKind};

open_enum! {
    /// `messages[0].message_status` of a send answer.
    pub enum AcceptedStatus {
        /// Accepted for sending.
        Accepted => "accepted",
        /// Held by template pacing; later sent, or dropped with a 132015 `failed` webhook.
        HeldForQualityAssessment => "held_for_quality_assessment",
    }
}

/// Meta accepted the message (`docs/meta-cloud-api.md#success-response`). Accepted is not delivered: delivery arrives by
/// webhook.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SendAccepted {
    /// `messages[0].id`: the key for the ledger and for status webhooks.
    pub wamid: String,
    /// `contacts[0].wa_id`: digits, may differ from the input (Brazil, Mexico); absent for
    /// user-id recipients.
    pub wa_id: Option<String>,
    /// `contacts[0].input`: the recipient as sent.
    pub input: Option<String>,
    /// `messages[0].message_status`, present for paced template sends.
    pub message_status: Option<AcceptedStatus>,
}

impl SendAccepted {
    /// Reads a 2xx answer; `None` if it has no non-empty `messages[0].id`. Only the wamid is
    /// required, so an answer with odd extra or mistyped fields still yields the wamid.
    fn from_answer(body: &[u8]) -> Option<SendAccepted> {
        let answer: Value = serde_json::from_slice(body).ok()?;
        let message = answer.get("messages")?.get(0)?;
        let wamid = message.get("id")?.as_str()?.trim();
        if wamid.is_empty() {
            return None;
        }
        let contact = answer.get("contacts").and_then(|contacts| contacts.get(0));
        let contact_field = |key: &str| {
            contact
                .and_then(|c| c.get(key))
                .and_then(Value::as_str)
                .map(str::to_owned)
        };
        Some(SendAccepted {
            wamid: wamid.to_owned(),
            wa_id: contact_field("wa_id"),
            input: contact_field("input"),
            message_status: message
                .get("message_status")
                .and_then(Value::as_str)
                .map(AcceptedStatus::from),
        })
    }
}

impl GraphClient {
    /// `POST /{phone_number_id}/messages`.
    ///
    /// The outcome is exactly one of: accepted (with the wamid), [`SendFailure::Rejected`] by
    /// Meta (classify its error), [`SendFailure::NotSent`] (safe to send again),
    /// [`SendFailure::InDoubt`] (may have gone out: reconcile, never resend blindly), or
    /// [`SendFailure::Unexpected`] (a non-Meta answer such as a proxy error page).
    pub async fn send_message(
        &self,
        phone_number_id: &str,
        message: &OutboundMessage,
    ) -> Result<SendAccepted, SendFailure> {
        let url = self.node_url(phone_number_id, Some("messages"));
        let request = self.request(reqwest::Method::POST, url).json(message);
        let answer = self
            .execute(request)
            .await
            .map_err(SendFailure::from_transport)?;
        let status = answer.status;
        let success = (200..300).contains(&status);
        match answer.body {
            Ok(body) if success => SendAccepted::from_answer(&body).ok_or_else(|| {
                let kind = if looks_like_a_page(&body) {
                    TransportKind::PageInsteadOfMeta
                } else {
                    TransportKind::UnreadableAnswer
                };
                SendFailure::InDoubt(TransportFailure::new(
                    Reach::InDoubt,
                    kind,
                    format!(
                        "HTTP {status} without messages[0].id: {}",
                        self.excerpt(&body)
                    ),
                ))
            }),
            Err(failure) if success => Err(SendFailure::InDoubt(failure)),
            Ok(body) => Err(match MetaError::from_http_body(&body) {
                Ok(error) => SendFailure::Rejected {
                    error: Box::new(self.scrub_meta_error(error, "")),
                    http_status: status,
                },
                Err(_) if answered_in_metas_place(status) => SendFailure::NotMeta {
                    http_status: status,
                    body_excerpt: self.excerpt(&body),
                },
                Err(_) => SendFailure::Unexpected {
                    http_status: status,
                    body_excerpt: self.excerpt(&body),
                },
            }),
            // A non-2xx head arrived, so Meta (or whatever answered) did not accept the message;
            // only the explanation is missing.
            Err(failure) if answered_in_metas_place(status) => Err(SendFailure::NotMeta {
                http_status: status,
                body_excerpt: format!("(body unreadable: {failure})"),
            }),
            Err(failure) => Err(SendFailure::Unexpected {
                http_status: status,
                body_excerpt: format!("(body unreadable: {failure})"),
            }),
        }
    }
}

/// Whether an answer without Meta's error object, with this status, came from something on the
/// network rather than from Meta: Meta never redirects and refuses with its error object, so a
/// bare 3xx or 4xx is a login page or a proxy. A bare 429 is still read as throttling and a
/// bare 5xx as Meta's servers in trouble.
fn answered_in_metas_place(status: u16) -> bool {
    matches!(status, 300..=399 | 400..=428 | 430..=499)
}

/// Whether a body is markup (an HTML page) rather than Meta's JSON.
fn looks_like_a_page(body: &[u8]) -> bool {
    body.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'<')
}
