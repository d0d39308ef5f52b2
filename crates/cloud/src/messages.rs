//! Outbound messages: Meta's `/messages` request body as types, and the send call.
//!
//! The types serialise to exactly the JSON of `docs/meta-cloud-api.md#common-body` and deserialise from it, because
//! the local API (`docs/sending.md#local-api-and-headless-binary`) accepts Meta's own message and template objects from the
//! business's other systems and the ledger stores the exact request payload.
//!
//! **Unknown fields are kept, not rejected.** Every object carries an `extra` map that holds
//! fields this crate does not model (`recipient_identity_key_hash`, a new parameter option …)
//! and writes them back unchanged; message, component and parameter *types* this crate does
//! not model are kept whole in an `Other` variant. Meta evolves these objects often, and a
//! caller's field silently dropped would change what is sent without anyone noticing, while
//! rejecting it would break callers whenever Meta adds something. Meta remains the validator of
//! record; this crate only refuses what it cannot represent at all (no recipient, a `type`
//! without its object, a media object with neither `id` nor `link`).
//!
//! The parts, one file each: the template object and its components (`template.rs`), the
//! parameter values inside them (`parameters.rs`), media objects (`media.rs`), the wire shape
//! every message is read from and written to (`wire.rs`), and the send call with Meta's answer
//! (`send.rs`).

mod media;
mod parameters;
mod send;
mod template;
mod wire;

use std::fmt;

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

pub use media::{Media, MediaSource};
pub use parameters::{
    Currency, CurrencyParameter, DateTime, DateTimeParameter, DocumentParameter, ImageParameter,
    Parameter, PayloadParameter, TextParameter, VideoParameter,
};
pub use send::{AcceptedStatus, SendAccepted};
pub use template::{
    ButtonParameters, ButtonSubType, ComponentParameters, ParameterList, TemplateContent,
    TemplateLanguage,
};
use wire::WireMessage;

/// Extra JSON fields kept as sent.
pub type ExtraFields = Map<String, Value>;

/// The value of `messaging_product`; always this.
pub const MESSAGING_PRODUCT: &str = "whatsapp";

open_enum! {
    /// `recipient_type`.
    #[derive(Default)]
    pub enum RecipientType {
        /// One person (the default).
        #[default]
        Individual => "individual",
        /// A group (Groups API).
        Group => "group",
    }
}

/// Who receives the message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Recipient {
    /// `to`: a phone number, best in E.164 with `+` (`docs/meta-cloud-api.md#other-production-facts`), or a group id.
    Phone(String),
    /// `recipient`: a business-scoped user id (`US.1349…`, `docs/meta-cloud-api.md#other-production-facts`).
    UserId(String),
}

/// One message for `POST /{PHONE_NUMBER_ID}/messages` (`docs/meta-cloud-api.md#common-body`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "WireMessage", into = "WireMessage")]
pub struct OutboundMessage {
    /// Who receives it.
    pub recipient: Recipient,
    /// `recipient_type`, `individual` unless set.
    pub recipient_type: RecipientType,
    /// The `type` and its object.
    pub content: MessageContent,
    /// `context`: the message this one quotes.
    pub context: Option<ReplyContext>,
    /// `biz_opaque_callback_data` (max 512 characters): Pacer puts the ledger's message key
    /// here so a status webhook can resolve a row whose HTTP answer was lost (`docs/sending.md#in-doubt-requests`).
    pub biz_opaque_callback_data: Option<String>,
    /// Top-level fields not modelled here (e.g. `recipient_identity_key_hash`), kept as sent.
    pub extra: ExtraFields,
}

impl OutboundMessage {
    /// A message to a phone number with no callback data, context or extra fields.
    pub fn to_phone(phone: impl Into<String>, content: MessageContent) -> Self {
        OutboundMessage {
            recipient: Recipient::Phone(phone.into()),
            recipient_type: RecipientType::Individual,
            content,
            context: None,
            biz_opaque_callback_data: None,
            extra: ExtraFields::new(),
        }
    }

    /// Sets `biz_opaque_callback_data`.
    pub fn with_callback_data(mut self, data: impl Into<String>) -> Self {
        self.biz_opaque_callback_data = Some(data.into());
        self
    }
}

/// `context`: quote an earlier message.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReplyContext {
    /// The quoted message's wamid.
    pub message_id: String,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// The message's `type` and the object under the key of the same name.
#[derive(Debug, Clone, PartialEq)]
pub enum MessageContent {
    /// `type: "text"`.
    Text(TextContent),
    /// `type: "template"`.
    Template(TemplateContent),
    /// `type: "document"` (e.g. an invoice PDF inside a service window).
    Document(Media),
    /// `type: "image"`.
    Image(Media),
    /// `type: "video"`.
    Video(Media),
    /// Any other type (`interactive`, `location`, `reaction` …), passed through unchanged.
    Other {
        /// The `type` value.
        kind: String,
        /// The object under the key named by `kind`.
        body: Value,
    },
}

impl MessageContent {
    /// The `type` value.
    pub fn kind(&self) -> &str {
        match self {
            MessageContent::Text(_) => "text",
            MessageContent::Template(_) => "template",
            MessageContent::Document(_) => "document",
            MessageContent::Image(_) => "image",
            MessageContent::Video(_) => "video",
            MessageContent::Other { kind, .. } => kind,
        }
    }
}

/// `text`: a free-form text message (only inside the 24 h service window).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TextContent {
    /// Up to 4096 characters.
    pub body: String,
    /// Render a preview of the first URL.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preview_url: Option<bool>,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

impl TextContent {
    /// A text body without preview setting.
    pub fn new(body: impl Into<String>) -> Self {
        TextContent {
            body: body.into(),
            preview_url: None,
            extra: ExtraFields::new(),
        }
    }
}

impl fmt::Display for Recipient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Recipient::Phone(phone) => f.write_str(phone),
            Recipient::UserId(user_id) => f.write_str(user_id),
        }
    }
}
