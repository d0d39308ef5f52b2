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

use std::fmt;

use serde::de::{DeserializeOwned, Error as _};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::{Map, Value};

use crate::client::GraphClient;
use crate::failures::SendFailure;
use crate::meta_error::MetaError;
use crate::transport::{Reach, TransportFailure, TransportKind};

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

/// `template`: an approved template with its parameters.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TemplateContent {
    /// The template's name.
    pub name: String,
    /// `language: {code}`.
    pub language: TemplateLanguage,
    /// Parameter values per component; omitted from the JSON when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub components: Vec<ComponentParameters>,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

impl TemplateContent {
    /// A template by name and language code (`en` or `en_US` style), no components yet.
    pub fn new(name: impl Into<String>, language_code: impl Into<String>) -> Self {
        TemplateContent {
            name: name.into(),
            language: TemplateLanguage {
                code: language_code.into(),
                policy: None,
                extra: ExtraFields::new(),
            },
            components: Vec::new(),
            extra: ExtraFields::new(),
        }
    }

    /// Appends a component.
    pub fn with_component(mut self, component: ComponentParameters) -> Self {
        self.components.push(component);
        self
    }
}

/// `template.language`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TemplateLanguage {
    /// `en` or `en_US` style.
    pub code: String,
    /// `deterministic`, the only documented value; Cloud API examples omit it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub policy: Option<String>,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// One entry of `template.components`: the parameter values for a header, the body or a
/// button.
#[derive(Debug, Clone, PartialEq)]
pub enum ComponentParameters {
    /// `type: "header"`.
    Header(ParameterList),
    /// `type: "body"`.
    Body(ParameterList),
    /// `type: "button"` with `sub_type` and `index`.
    Button(ButtonParameters),
    /// Any other component type (`carousel`, `limited_time_offer` …), kept whole, `type`
    /// included.
    Other(ExtraFields),
}

impl ComponentParameters {
    /// A header with these parameters.
    pub fn header(parameters: Vec<Parameter>) -> Self {
        ComponentParameters::Header(ParameterList {
            parameters,
            extra: ExtraFields::new(),
        })
    }

    /// A body with these parameters.
    pub fn body(parameters: Vec<Parameter>) -> Self {
        ComponentParameters::Body(ParameterList {
            parameters,
            extra: ExtraFields::new(),
        })
    }

    /// A button at `index` (0–9) with these parameters.
    pub fn button(sub_type: ButtonSubType, index: u8, parameters: Vec<Parameter>) -> Self {
        ComponentParameters::Button(ButtonParameters {
            sub_type,
            index,
            parameters,
            extra: ExtraFields::new(),
        })
    }
}

/// `parameters` of a header or body component.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ParameterList {
    /// The values, in order for positional templates.
    #[serde(default)]
    pub parameters: Vec<Parameter>,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// A `button` component.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ButtonParameters {
    /// `sub_type`: `quick_reply`, `url`, `copy_code` …
    pub sub_type: ButtonSubType,
    /// `index`: the button's position, sent as a string (`"0"`–`"9"`); a number is accepted on
    /// input.
    #[serde(with = "index_as_string")]
    pub index: u8,
    /// The values: a `payload` for quick replies, a `text` URL suffix for URL buttons.
    #[serde(default)]
    pub parameters: Vec<Parameter>,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

open_enum! {
    /// A template button's `sub_type` at send time.
    pub enum ButtonSubType {
        /// Quick-reply button (parameter: `payload`).
        QuickReply => "quick_reply",
        /// URL button (parameter: `text`, the URL suffix; also the OTP copy-code button).
        Url => "url",
        /// Catalog button.
        Catalog => "catalog",
        /// Coupon copy-code button.
        CopyCode => "copy_code",
        /// Flow button.
        Flow => "flow",
        /// Multi-product message button.
        Mpm => "mpm",
        /// Voice-call button.
        VoiceCall => "voice_call",
    }
}

/// One parameter value (`docs/meta-cloud-api.md#common-body`).
#[derive(Debug, Clone, PartialEq)]
pub enum Parameter {
    /// `type: "text"`, with `parameter_name` for named templates.
    Text(TextParameter),
    /// `type: "currency"`.
    Currency(CurrencyParameter),
    /// `type: "date_time"`.
    DateTime(DateTimeParameter),
    /// `type: "image"`.
    Image(ImageParameter),
    /// `type: "document"` (document headers accept PDF only).
    Document(DocumentParameter),
    /// `type: "video"`.
    Video(VideoParameter),
    /// `type: "payload"`: a quick-reply button's payload.
    Payload(PayloadParameter),
    /// Any other parameter type (`coupon_code`, `action`, `location` …), kept whole, `type`
    /// included.
    Other(ExtraFields),
}

impl Parameter {
    /// A positional text parameter.
    pub fn text(text: impl Into<String>) -> Self {
        Parameter::Text(TextParameter {
            text: text.into(),
            parameter_name: None,
            extra: ExtraFields::new(),
        })
    }

    /// A named text parameter (`{{first_name}}` style templates).
    pub fn named_text(name: impl Into<String>, text: impl Into<String>) -> Self {
        Parameter::Text(TextParameter {
            text: text.into(),
            parameter_name: Some(name.into()),
            extra: ExtraFields::new(),
        })
    }

    /// A currency parameter; `amount_1000` is the amount × 1000.
    pub fn currency(
        fallback_value: impl Into<String>,
        code: impl Into<String>,
        amount_1000: i64,
    ) -> Self {
        Parameter::Currency(CurrencyParameter {
            currency: Currency {
                fallback_value: fallback_value.into(),
                code: code.into(),
                amount_1000,
                extra: ExtraFields::new(),
            },
            parameter_name: None,
            extra: ExtraFields::new(),
        })
    }

    /// A date-time parameter (the Cloud API always renders the fallback value).
    pub fn date_time(fallback_value: impl Into<String>) -> Self {
        Parameter::DateTime(DateTimeParameter {
            date_time: DateTime {
                fallback_value: fallback_value.into(),
                extra: ExtraFields::new(),
            },
            parameter_name: None,
            extra: ExtraFields::new(),
        })
    }

    /// An image parameter.
    pub fn image(image: Media) -> Self {
        Parameter::Image(ImageParameter {
            image,
            extra: ExtraFields::new(),
        })
    }

    /// A document parameter (set `filename` on the media for invoices).
    pub fn document(document: Media) -> Self {
        Parameter::Document(DocumentParameter {
            document,
            extra: ExtraFields::new(),
        })
    }

    /// A video parameter.
    pub fn video(video: Media) -> Self {
        Parameter::Video(VideoParameter {
            video,
            extra: ExtraFields::new(),
        })
    }

    /// A quick-reply payload.
    pub fn payload(payload: impl Into<String>) -> Self {
        Parameter::Payload(PayloadParameter {
            payload: payload.into(),
            extra: ExtraFields::new(),
        })
    }
}

/// `{"type": "text", "text": …}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TextParameter {
    /// The value.
    pub text: String,
    /// The variable's name in a named template.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameter_name: Option<String>,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// `{"type": "currency", "currency": …}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CurrencyParameter {
    /// The amount.
    pub currency: Currency,
    /// The variable's name in a named template.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameter_name: Option<String>,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// A currency amount.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Currency {
    /// Text shown where localisation is not possible.
    pub fallback_value: String,
    /// ISO 4217 code.
    pub code: String,
    /// Amount × 1000.
    pub amount_1000: i64,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// `{"type": "date_time", "date_time": …}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DateTimeParameter {
    /// The date and time.
    pub date_time: DateTime,
    /// The variable's name in a named template.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parameter_name: Option<String>,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// A date and time, rendered by its fallback value.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DateTime {
    /// The text shown.
    pub fallback_value: String,
    /// Fields not modelled here (the legacy `day_of_week`, `year` … components).
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// `{"type": "image", "image": …}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ImageParameter {
    /// The image.
    pub image: Media,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// `{"type": "document", "document": …}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DocumentParameter {
    /// The document.
    pub document: Media,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// `{"type": "video", "video": …}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct VideoParameter {
    /// The video.
    pub video: Media,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// `{"type": "payload", "payload": …}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PayloadParameter {
    /// What Meta echoes back when the button is tapped.
    pub payload: String,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// Where a media object's bytes come from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MediaSource {
    /// `id`: an uploaded media id (preferred; valid 30 days).
    Id(String),
    /// `link`: a public URL Meta downloads (cached by Meta 10 minutes per URL).
    Link(String),
}

/// A media object: `id` or `link`, plus `filename` for documents and `caption` for standalone
/// messages (captions are not supported in template headers).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(try_from = "WireMedia", into = "WireMedia")]
pub struct Media {
    /// `id` or `link`.
    pub source: MediaSource,
    /// `filename` (documents).
    pub filename: Option<String>,
    /// `caption` (standalone messages).
    pub caption: Option<String>,
    /// Fields not modelled here.
    pub extra: ExtraFields,
}

impl Media {
    /// Media by uploaded id.
    pub fn id(id: impl Into<String>) -> Self {
        Media {
            source: MediaSource::Id(id.into()),
            filename: None,
            caption: None,
            extra: ExtraFields::new(),
        }
    }

    /// Media by public link.
    pub fn link(link: impl Into<String>) -> Self {
        Media {
            source: MediaSource::Link(link.into()),
            filename: None,
            caption: None,
            extra: ExtraFields::new(),
        }
    }

    /// Sets `filename`.
    pub fn with_filename(mut self, filename: impl Into<String>) -> Self {
        self.filename = Some(filename.into());
        self
    }

    /// Sets `caption`.
    pub fn with_caption(mut self, caption: impl Into<String>) -> Self {
        self.caption = Some(caption.into());
        self
    }
}

/// Media as it is on the wire.
#[derive(Serialize, Deserialize)]
struct WireMedia {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    id: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    link: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    caption: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    filename: Option<String>,
    #[serde(flatten)]
    extra: ExtraFields,
}

impl TryFrom<WireMedia> for Media {
    type Error = String;

    fn try_from(wire: WireMedia) -> Result<Self, Self::Error> {
        let source = match (wire.id, wire.link) {
            (Some(id), None) => MediaSource::Id(id),
            (None, Some(link)) => MediaSource::Link(link),
            (Some(_), Some(_)) => {
                return Err("a media object takes `id` or `link`, not both".to_owned());
            }
            (None, None) => return Err("a media object needs `id` or `link`".to_owned()),
        };
        Ok(Media {
            source,
            filename: wire.filename,
            caption: wire.caption,
            extra: wire.extra,
        })
    }
}

impl From<Media> for WireMedia {
    fn from(media: Media) -> Self {
        let (id, link) = match media.source {
            MediaSource::Id(id) => (Some(id), None),
            MediaSource::Link(link) => (None, Some(link)),
        };
        WireMedia {
            id,
            link,
            caption: media.caption,
            filename: media.filename,
            extra: media.extra,
        }
    }
}

/// The message as it is on the wire: the content object sits under the key named by `type`.
#[derive(Serialize, Deserialize)]
struct WireMessage {
    #[serde(default = "messaging_product")]
    messaging_product: String,
    #[serde(default)]
    recipient_type: RecipientType,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    to: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    recipient: Option<String>,
    /// Meta's default type is `text`.
    #[serde(rename = "type", default = "text_kind")]
    kind: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    context: Option<ReplyContext>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    biz_opaque_callback_data: Option<String>,
    #[serde(flatten)]
    rest: ExtraFields,
}

fn messaging_product() -> String {
    MESSAGING_PRODUCT.to_owned()
}

fn text_kind() -> String {
    "text".to_owned()
}

impl TryFrom<WireMessage> for OutboundMessage {
    type Error = String;

    fn try_from(mut wire: WireMessage) -> Result<Self, Self::Error> {
        if wire.messaging_product != MESSAGING_PRODUCT {
            return Err(format!(
                "`messaging_product` must be \"{MESSAGING_PRODUCT}\", not {:?}",
                wire.messaging_product
            ));
        }
        let recipient = match (wire.to, wire.recipient) {
            (Some(to), None) => Recipient::Phone(to),
            (None, Some(user_id)) => Recipient::UserId(user_id),
            (Some(_), Some(_)) => {
                return Err("a message takes `to` or `recipient`, not both".to_owned());
            }
            (None, None) => {
                return Err(
                    "a message needs `to` (phone number) or `recipient` (user id)".to_owned(),
                );
            }
        };
        let Some(body) = wire.rest.remove(&wire.kind) else {
            return Err(format!("a `{0}` message needs a `{0}` object", wire.kind));
        };
        let content = match wire.kind.as_str() {
            "text" => MessageContent::Text(typed(body, "text")?),
            "template" => MessageContent::Template(typed(body, "template")?),
            "document" => MessageContent::Document(typed(body, "document")?),
            "image" => MessageContent::Image(typed(body, "image")?),
            "video" => MessageContent::Video(typed(body, "video")?),
            _ => MessageContent::Other {
                kind: wire.kind,
                body,
            },
        };
        Ok(OutboundMessage {
            recipient,
            recipient_type: wire.recipient_type,
            content,
            context: wire.context,
            biz_opaque_callback_data: wire.biz_opaque_callback_data,
            extra: wire.rest,
        })
    }
}

impl From<OutboundMessage> for WireMessage {
    fn from(message: OutboundMessage) -> Self {
        let (to, recipient) = match message.recipient {
            Recipient::Phone(phone) => (Some(phone), None),
            Recipient::UserId(user_id) => (None, Some(user_id)),
        };
        let kind = message.content.kind().to_owned();
        let body = match message.content {
            MessageContent::Text(text) => to_value(&text),
            MessageContent::Template(template) => to_value(&template),
            MessageContent::Document(media)
            | MessageContent::Image(media)
            | MessageContent::Video(media) => to_value(&media),
            MessageContent::Other { body, .. } => body,
        };
        let mut rest = message.extra;
        rest.insert(kind.clone(), body);
        WireMessage {
            messaging_product: messaging_product(),
            recipient_type: message.recipient_type,
            to,
            recipient,
            kind,
            context: message.context,
            biz_opaque_callback_data: message.biz_opaque_callback_data,
            rest,
        }
    }
}

/// Serialises one of this module's types. They hold only strings, numbers, booleans, vectors
/// and string-keyed maps, which serde_json always serialises; `Null` would only ever stand for
/// an impossible failure.
fn to_value<T: Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap_or(Value::Null)
}

/// Reads `value` as `T`, naming `what` in the error.
fn typed<T: DeserializeOwned>(value: Value, what: &str) -> Result<T, String> {
    serde_json::from_value(value).map_err(|error| format!("`{what}` object: {error}"))
}

/// Reads the fields of a tagged object (its `type` already taken off) as `T`.
fn fields_as<T: DeserializeOwned, E: serde::de::Error>(
    fields: ExtraFields,
    what: &str,
) -> Result<T, E> {
    typed(Value::Object(fields), what).map_err(E::custom)
}

/// Serialises a known variant of an open tagged enum: `{"type": kind, …inner's fields}`.
fn serialize_tagged<S: Serializer, T: Serialize>(
    serializer: S,
    kind: &str,
    inner: &T,
) -> Result<S::Ok, S::Error> {
    #[derive(Serialize)]
    struct Tagged<'a, T> {
        #[serde(rename = "type")]
        kind: &'a str,
        #[serde(flatten)]
        inner: &'a T,
    }
    Tagged { kind, inner }.serialize(serializer)
}

/// Reads an object with a `type` key: `Ok((kind, fields without type))`, or the whole map back
/// in `Err` when `type` is missing or not a string.
fn split_tag(mut map: ExtraFields) -> Result<(String, ExtraFields), ExtraFields> {
    match map.remove("type") {
        Some(Value::String(kind)) => Ok((kind, map)),
        Some(other) => {
            map.insert("type".to_owned(), other);
            Err(map)
        }
        None => Err(map),
    }
}

/// Puts `type` back into fields taken apart by [`split_tag`], for the `Other` variants.
fn rejoin_tag(kind: String, mut fields: ExtraFields) -> ExtraFields {
    fields.insert("type".to_owned(), Value::String(kind));
    fields
}

impl Serialize for ComponentParameters {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            ComponentParameters::Header(list) => serialize_tagged(serializer, "header", list),
            ComponentParameters::Body(list) => serialize_tagged(serializer, "body", list),
            ComponentParameters::Button(button) => serialize_tagged(serializer, "button", button),
            ComponentParameters::Other(fields) => fields.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for ComponentParameters {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let map = ExtraFields::deserialize(deserializer)?;
        let (kind, fields) = split_tag(map)
            .map_err(|_| D::Error::custom("a template component needs a string `type`"))?;
        let component = match kind.as_str() {
            "header" => ComponentParameters::Header(fields_as(fields, "header component")?),
            "body" => ComponentParameters::Body(fields_as(fields, "body component")?),
            "button" => ComponentParameters::Button(fields_as(fields, "button component")?),
            _ => ComponentParameters::Other(rejoin_tag(kind, fields)),
        };
        Ok(component)
    }
}

impl Serialize for Parameter {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Parameter::Text(inner) => serialize_tagged(serializer, "text", inner),
            Parameter::Currency(inner) => serialize_tagged(serializer, "currency", inner),
            Parameter::DateTime(inner) => serialize_tagged(serializer, "date_time", inner),
            Parameter::Image(inner) => serialize_tagged(serializer, "image", inner),
            Parameter::Document(inner) => serialize_tagged(serializer, "document", inner),
            Parameter::Video(inner) => serialize_tagged(serializer, "video", inner),
            Parameter::Payload(inner) => serialize_tagged(serializer, "payload", inner),
            Parameter::Other(fields) => fields.serialize(serializer),
        }
    }
}

impl<'de> Deserialize<'de> for Parameter {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let map = ExtraFields::deserialize(deserializer)?;
        let (kind, fields) =
            split_tag(map).map_err(|_| D::Error::custom("a parameter needs a string `type`"))?;
        let parameter = match kind.as_str() {
            "text" => Parameter::Text(fields_as(fields, "text parameter")?),
            "currency" => Parameter::Currency(fields_as(fields, "currency parameter")?),
            "date_time" => Parameter::DateTime(fields_as(fields, "date_time parameter")?),
            "image" => Parameter::Image(fields_as(fields, "image parameter")?),
            "document" => Parameter::Document(fields_as(fields, "document parameter")?),
            "video" => Parameter::Video(fields_as(fields, "video parameter")?),
            "payload" => Parameter::Payload(fields_as(fields, "payload parameter")?),
            _ => Parameter::Other(rejoin_tag(kind, fields)),
        };
        Ok(parameter)
    }
}

/// `index` goes out as a string; a number or a string comes in.
mod index_as_string {
    use serde::de::Error as _;
    use serde::{Deserialize, Deserializer, Serializer};
    use serde_json::Value;

    pub(super) fn serialize<S: Serializer>(index: &u8, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(index)
    }

    pub(super) fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<u8, D::Error> {
        let value = Value::deserialize(deserializer)?;
        let parsed = match &value {
            Value::String(text) => text.trim().parse::<u8>().ok(),
            Value::Number(number) => number.as_u64().and_then(|n| u8::try_from(n).ok()),
            _ => None,
        };
        parsed.ok_or_else(|| {
            D::Error::custom(format!(
                "a button `index` must be a small whole number such as \"0\", not {value}"
            ))
        })
    }
}

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

impl fmt::Display for Recipient {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Recipient::Phone(phone) => f.write_str(phone),
            Recipient::UserId(user_id) => f.write_str(user_id),
        }
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
