//! Meta's webhooks as types: reading a webhook body into what Pacer acts on.
//!
//! Every `entry[]`, every `changes[]`, every element of `statuses[]`, `messages[]` and
//! `user_preferences[]` is read; template, capability and quality updates too. Fields and kinds
//! Pacer does not use are ignored here (the engine keeps the raw body in its inbox), never an
//! error; only a body that is not a WhatsApp webhook at all is refused
//! (`docs/meta-cloud-api.md#webhooks`).
//!
//! The values Meta writes as strings (a message's status, what a customer sent, a marketing
//! choice, a template event, an account update's field) are `open_enum!` types: a value Meta
//! adds later is kept as `Other`, never an error.

use serde_json::Value;

use crate::meta_error::MetaError;
use crate::templates::TemplateCategory;

open_enum! {
    /// A status of an outbound message (`statuses[].status`).
    pub enum MessageStatus {
        /// Meta's servers took it and it left for the customer's phone.
        Sent => "sent",
        /// The customer's phone has it.
        Delivered => "delivered",
        /// The customer opened it.
        Read => "read",
        /// Meta could not deliver it; the status carries Meta's error.
        Failed => "failed",
        /// The customer played a voice message.
        Played => "played",
    }
}

open_enum! {
    /// What a customer's message is (`messages[].type`).
    pub enum InboundKind {
        /// Text the customer wrote.
        Text => "text",
        /// A quick-reply button of a template, tapped.
        Button => "button",
        /// A reply button or list row of an interactive message, tapped.
        Interactive => "interactive",
        /// A picture.
        Image => "image",
        /// A video.
        Video => "video",
        /// A voice note or sound.
        Audio => "audio",
        /// A file.
        Document => "document",
        /// A sticker.
        Sticker => "sticker",
        /// A place.
        Location => "location",
        /// A contact card.
        Contacts => "contacts",
        /// A reaction to a message.
        Reaction => "reaction",
        /// A kind Meta does not pass on to businesses.
        Unsupported => "unsupported",
        /// A message Meta could not read, or one without a `type`.
        Unknown => "unknown",
    }
}

open_enum! {
    /// A customer's marketing choice (`user_preferences[].value`).
    pub enum MarketingPreference {
        /// No more marketing messages.
        Stop => "stop",
        /// Marketing messages again.
        Resume => "resume",
    }
}

open_enum! {
    /// What happened to a template (`message_template_status_update`'s `event`).
    pub enum TemplateEventKind {
        /// Approved: it can be sent.
        Approved => "APPROVED",
        /// In review.
        Pending => "PENDING",
        /// Refused in review.
        Rejected => "REJECTED",
        /// Paused for low quality.
        Paused => "PAUSED",
        /// Disabled after repeated pauses.
        Disabled => "DISABLED",
        /// Approved again after a pause.
        Reinstated => "REINSTATED",
        /// Still approved, but at risk of a pause.
        Flagged => "FLAGGED",
        /// The rejection is being appealed.
        InAppeal => "IN_APPEAL",
        /// Deleted while messages using it are still pending.
        PendingDeletion => "PENDING_DELETION",
        /// Deleted.
        Deleted => "DELETED",
        /// Archived after 12 months unused.
        Archived => "ARCHIVED",
        /// Over the template count limit.
        LimitExceeded => "LIMIT_EXCEEDED",
        /// Locked: it cannot be edited.
        Locked => "LOCKED",
    }
}

impl TemplateEventKind {
    /// The event takes the template out of use: batches sending it stop.
    pub fn stops_sending(&self) -> bool {
        matches!(
            self,
            Self::Paused
                | Self::Disabled
                | Self::Rejected
                | Self::Deleted
                | Self::PendingDeletion
                | Self::Archived
                | Self::LimitExceeded
        )
    }

    /// The event makes the template sendable again.
    pub fn approves(&self) -> bool {
        matches!(self, Self::Approved | Self::Reinstated)
    }
}

open_enum! {
    /// The account-level webhook fields Pacer reads (`changes[].field`).
    pub enum AccountField {
        /// The messaging limit (`max_daily_conversations_per_business`) changed.
        BusinessCapabilityUpdate => "business_capability_update",
        /// The number's quality rating or messaging limit changed.
        PhoneNumberQualityUpdate => "phone_number_quality_update",
        /// Something about the business account changed.
        AccountUpdate => "account_update",
        /// An alert about the account.
        AccountAlerts => "account_alerts",
    }
}

/// Everything one webhook body says, in order within each kind.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Payload {
    /// Statuses of outbound messages.
    pub statuses: Vec<StatusUpdate>,
    /// Messages customers sent.
    pub inbound: Vec<Inbound>,
    /// Marketing preference changes (`user_preferences`).
    pub preferences: Vec<Preference>,
    /// Template status changes (`message_template_status_update`).
    pub templates: Vec<TemplateEvent>,
    /// Account updates: messaging limit, quality, throughput.
    pub account: Vec<AccountEvent>,
}

/// One status of an outbound message.
#[derive(Debug, Clone, PartialEq)]
pub struct StatusUpdate {
    /// Meta's message id.
    pub wamid: String,
    /// sent, delivered, read, failed (others are kept as history only).
    pub status: MessageStatus,
    /// `biz_opaque_callback_data`: Pacer's message key, if Meta echoed it.
    pub callback: Option<String>,
    /// `recipient_id` (digits).
    pub recipient_id: Option<String>,
    /// `recipient_user_id` (business-scoped user id).
    pub user_id: Option<String>,
    /// Meta's `timestamp` (Unix seconds).
    pub timestamp: Option<i64>,
    /// The error of a failed status.
    pub error: Option<MetaError>,
}

/// A message from a customer.
#[derive(Debug, Clone, PartialEq)]
pub struct Inbound {
    /// Its id.
    pub wamid: String,
    /// The sender as `+digits`, when Meta gives a number (2026 users may have none).
    pub from: Option<String>,
    /// The sender's business-scoped user id.
    pub user_id: Option<String>,
    /// The sender's profile name.
    pub name: Option<String>,
    /// What the customer sent: text, a tapped button, a picture …
    pub kind: InboundKind,
    /// The text the customer wrote or tapped, when there is one.
    pub text: Option<String>,
    /// Meta's time (Unix seconds).
    pub timestamp: Option<i64>,
    /// Meta's typed object (`messages[].<type>`: a picture's media id and caption, a place's
    /// coordinates, an order's lines …), or the message's `errors` when it has no object; `None`
    /// when it is larger than [`MAX_DETAIL_BYTES`] (the kind and text still tell what it was).
    pub detail: Option<Value>,
    /// The business message this one answers (`context.id`: a tapped button's template).
    pub context: Option<String>,
    /// A tapped quick-reply button's payload, or a chosen reply button's or list row's id.
    pub payload: Option<String>,
}

/// The largest typed object kept with a customer's message, as JSON text. Meta's objects are
/// small (an order of many lines is a few KiB); a body that says more is not kept whole.
pub const MAX_DETAIL_BYTES: usize = 64 * 1024;

/// A marketing preference change.
#[derive(Debug, Clone, PartialEq)]
pub struct Preference {
    /// The customer as `+digits`.
    pub recipient: String,
    /// `stop`, `resume`, or another value Meta adds (kept as is).
    pub value: MarketingPreference,
    /// When the customer made the choice (Unix seconds): choices apply in this order.
    pub timestamp: Option<i64>,
}

/// A template's new status.
#[derive(Debug, Clone, PartialEq)]
pub struct TemplateEvent {
    /// Template name.
    pub name: String,
    /// Language code.
    pub language: String,
    /// What happened (an event Meta adds is kept upper-cased, as Meta writes the others).
    pub event: TemplateEventKind,
    /// Meta's reason.
    pub reason: Option<String>,
    /// The category, when Meta includes it.
    pub category: Option<TemplateCategory>,
    /// Meta's template id.
    pub id: Option<String>,
}

/// An account-level update.
#[derive(Debug, Clone, PartialEq)]
pub struct AccountEvent {
    /// The webhook field it came in.
    pub field: AccountField,
    /// The messaging limit it announces: `Some(None)` = unlimited.
    pub tier: Option<Option<u32>>,
    /// Meta raised the number's throughput (to 1,000 messages per second).
    pub throughput_upgrade: bool,
    /// The update as Meta sent it.
    pub detail: Value,
}

/// Why a body is not a WhatsApp webhook.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NotAWebhook {
    /// The body is not JSON at all.
    #[error("not JSON: {0}")]
    NotJson(String),
    /// JSON without the `entry` list every WhatsApp webhook has.
    #[error("no entry list: not a WhatsApp webhook")]
    NoEntries,
}

fn text(v: &Value, key: &str) -> Option<String> {
    v.get(key).and_then(Value::as_str).map(str::to_owned)
}

fn number(v: &Value, key: &str) -> Option<i64> {
    match v.get(key) {
        Some(Value::String(s)) => s.parse().ok(),
        Some(Value::Number(n)) => n.as_i64(),
        _ => None,
    }
}

fn list<'a>(v: &'a Value, key: &str) -> impl Iterator<Item = &'a Value> {
    v.get(key).and_then(Value::as_array).into_iter().flatten()
}

/// A messaging limit as Meta writes it: `TIER_10K`, `10000`, `TIER_UNLIMITED`, `-1`.
pub fn tier_limit(value: &Value) -> Option<Option<u32>> {
    let text = match value {
        Value::Number(n) => {
            return n
                .as_i64()
                .map(|n| if n < 0 { None } else { u32::try_from(n).ok() });
        }
        Value::String(s) => s.trim().to_ascii_uppercase(),
        _ => return None,
    };
    let bare = text.trim_start_matches("TIER_");
    match bare {
        "UNLIMITED" => Some(None),
        "NOT_SET" | "" => None,
        _ => {
            let (digits, scale) = match bare.strip_suffix('K') {
                Some(d) => (d, 1_000),
                None => match bare.strip_suffix('M') {
                    Some(d) => (d, 1_000_000),
                    None => (bare, 1),
                },
            };
            digits
                .parse::<u32>()
                .ok()
                .map(|n| Some(n.saturating_mul(scale)))
        }
    }
}

/// Reads a webhook body.
pub fn parse(body: &[u8]) -> Result<Payload, NotAWebhook> {
    let value: Value =
        serde_json::from_slice(body).map_err(|e| NotAWebhook::NotJson(e.to_string()))?;
    let entries = value
        .get("entry")
        .and_then(Value::as_array)
        .ok_or(NotAWebhook::NoEntries)?;
    let mut payload = Payload::default();
    for entry in entries {
        for change in list(entry, "changes") {
            let field = text(change, "field").unwrap_or_default();
            let value = change.get("value").unwrap_or(&Value::Null);
            read_statuses(value, &mut payload);
            read_inbound(value, &mut payload);
            read_preferences(value, &mut payload);
            read_template_event(value, &mut payload);
            read_account_event(&field, value, &mut payload);
        }
    }
    Ok(payload)
}

fn read_statuses(value: &Value, payload: &mut Payload) {
    for status in list(value, "statuses") {
        let (Some(wamid), Some(state)) = (text(status, "id"), text(status, "status")) else {
            continue;
        };
        let error = list(status, "errors")
            .next()
            .and_then(|e| MetaError::from_error_object(e).ok());
        payload.statuses.push(StatusUpdate {
            wamid,
            status: MessageStatus::from(state.as_str()),
            callback: text(status, "biz_opaque_callback_data"),
            recipient_id: text(status, "recipient_id"),
            user_id: text(status, "recipient_user_id"),
            timestamp: number(status, "timestamp"),
            error,
        });
    }
}

fn read_inbound(value: &Value, payload: &mut Payload) {
    let contacts: Vec<&Value> = list(value, "contacts").collect();
    for message in list(value, "messages") {
        let Some(wamid) = text(message, "id") else {
            continue;
        };
        let from = text(message, "from");
        let user_id = text(message, "from_user_id");
        let contact = contacts.iter().find(|c| {
            (from.is_some() && text(c, "wa_id") == from)
                || (user_id.is_some() && text(c, "user_id") == user_id)
        });
        let type_key = text(message, "type").unwrap_or_else(|| "unknown".into());
        let typed = message.get(&type_key).unwrap_or(&Value::Null);
        let kind = InboundKind::from(type_key.as_str());
        let written = match kind {
            InboundKind::Text => text(typed, "body"),
            InboundKind::Button => text(typed, "text").or_else(|| text(typed, "payload")),
            InboundKind::Interactive => typed
                .get("button_reply")
                .or_else(|| typed.get("list_reply"))
                .and_then(|reply| text(reply, "title")),
            _ => text(typed, "caption"),
        };
        payload.inbound.push(Inbound {
            wamid,
            from: from.map(|f| format!("+{}", f.trim_start_matches('+'))),
            user_id: user_id.or_else(|| contact.and_then(|c| text(c, "user_id"))),
            name: contact
                .and_then(|c| c.get("profile"))
                .and_then(|p| text(p, "name")),
            payload: match kind {
                InboundKind::Button => text(typed, "payload"),
                InboundKind::Interactive => typed
                    .get("button_reply")
                    .or_else(|| typed.get("list_reply"))
                    .and_then(|reply| text(reply, "id")),
                _ => None,
            },
            context: message.get("context").and_then(|c| text(c, "id")),
            detail: detail_of(typed, message),
            kind,
            text: written,
            timestamp: number(message, "timestamp"),
        });
    }
}

/// The typed object to keep, or the message's errors when it has none (an `unsupported`
/// message); `None` when too large to keep.
fn detail_of(typed: &Value, message: &Value) -> Option<Value> {
    let kept = if typed.is_null() {
        let errors = message.get("errors")?;
        serde_json::json!({ "errors": errors })
    } else {
        typed.clone()
    };
    let size = serde_json::to_vec(&kept)
        .map(|b| b.len())
        .unwrap_or(usize::MAX);
    (size <= MAX_DETAIL_BYTES).then_some(kept)
}

fn read_preferences(value: &Value, payload: &mut Payload) {
    for preference in list(value, "user_preferences") {
        if let (Some(wa_id), Some(choice)) = (text(preference, "wa_id"), text(preference, "value"))
        {
            payload.preferences.push(Preference {
                recipient: format!("+{}", wa_id.trim_start_matches('+')),
                value: MarketingPreference::from(choice.as_str()),
                timestamp: number(preference, "timestamp"),
            });
        }
    }
}

/// Meta labels some template updates with another field name: this reads the payload, not the
/// field.
fn read_template_event(value: &Value, payload: &mut Payload) {
    let (Some(name), Some(event)) = (text(value, "message_template_name"), text(value, "event"))
    else {
        return;
    };
    payload.templates.push(TemplateEvent {
        name,
        language: text(value, "message_template_language").unwrap_or_default(),
        event: TemplateEventKind::from(event.to_ascii_uppercase().as_str()),
        reason: text(value, "reason"),
        category: text(value, "message_template_category")
            .map(|category| TemplateCategory::from(category.as_str())),
        id: value.get("message_template_id").map(|id| match id {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        }),
    });
}

fn read_account_event(field: &str, value: &Value, payload: &mut Payload) {
    let field = AccountField::from(field);
    if matches!(field, AccountField::Other(_)) {
        return;
    }
    let tier = value
        .get("max_daily_conversations_per_business")
        .or_else(|| value.get("current_limit"))
        .and_then(tier_limit);
    let throughput_upgrade =
        text(value, "event").is_some_and(|e| e.eq_ignore_ascii_case("THROUGHPUT_UPGRADE"));
    payload.account.push(AccountEvent {
        field,
        tier,
        throughput_upgrade,
        detail: value.clone(),
    });
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn messaging_limits_are_read_in_every_form_meta_uses() {
        assert_eq!(tier_limit(&json!("TIER_10K")), Some(Some(10_000)));
        assert_eq!(tier_limit(&json!("TIER_2K")), Some(Some(2_000)));
        assert_eq!(tier_limit(&json!(2000)), Some(Some(2_000)));
        assert_eq!(tier_limit(&json!("TIER_UNLIMITED")), Some(None));
        assert_eq!(tier_limit(&json!(-1)), Some(None));
        assert_eq!(tier_limit(&json!("TIER_NOT_SET")), None);
        assert_eq!(tier_limit(&json!({"x": 1})), None);
    }

    #[test]
    fn a_body_that_is_not_a_webhook_is_refused_and_unknown_kinds_are_ignored() {
        assert!(parse(b"not json").is_err());
        assert!(parse(br#"{"object": "page"}"#).is_err());
        let odd = json!({"object": "whatsapp_business_account", "entry": [{"changes": [{"field": "something_new", "value": {"whatever": [1, 2]}}]}]});
        assert_eq!(parse(odd.to_string().as_bytes()), Ok(Payload::default()));
    }
}
