//! `pacer-cloud`: the typed client for Meta's WhatsApp Cloud (Graph) API, and Meta's error
//! classification.
//!
//! This crate sits at the "Graph API client ─► Meta (or the simulator) ─► HTTP result" step of
//! `docs/sending.md#the-flow-of-one-message`. It owns Meta's wire format and nothing else: no ledger, no pacing, no
//! retries. What it gives the engine:
//!
//! - [`GraphClient`] with the calls Pacer needs: [`GraphClient::send_message`],
//!   [`GraphClient::list_templates`], template management ([`GraphClient::create_template`]
//!   from a [`TemplateDraft`], [`GraphClient::edit_template`],
//!   [`GraphClient::delete_template`]), [`GraphClient::phone_number_info`],
//!   [`GraphClient::upload_media`], a template's sample ([`GraphClient::app_id`],
//!   [`GraphClient::upload_template_sample`]), [`GraphClient::media_info`] and
//!   [`GraphClient::download_media`] (a file a customer sent), [`GraphClient::override_callback`] and
//!   [`GraphClient::clear_callback_override`]. The base URL is configurable so the simulator
//!   can stand in for Meta.
//! - [`OutboundMessage`] and its parts, which serialise to exactly Meta's JSON and read it back.
//! - A send outcome the dispatcher can branch on without guessing: [`SendFailure::Rejected`]
//!   (Meta said no, with its [`MetaError`]), [`SendFailure::NotSent`] (safe to resend),
//!   [`SendFailure::InDoubt`] (may have gone out — never resend blindly, `docs/sending.md#in-doubt-requests`),
//!   [`SendFailure::Unexpected`] (a bare 5xx), [`SendFailure::NotMeta`] (something on the
//!   network answered in Meta's place); [`SendFailure::unreachable`] says when the network,
//!   not the message, is the trouble.
//! - [`webhook::parse`]: a webhook body read into typed statuses, customers' messages,
//!   marketing choices, template events and account updates.
//! - [`MetaError`], parsed from the HTTP body and from webhook `errors[]` alike, and
//!   [`ErrorClass`], decided by Meta's code as `docs/sending.md#retry-policy` and `docs/meta-cloud-api.md#error-codes` say.
//!   Each code Pacer knows is one row of a table with its class and the plain words a person
//!   reads ([`plain_words`]), so no code has a class without words.
//!
//! The access token never appears in `Debug` output, errors or logs.

#[macro_use]
mod open_enum;

mod classification;
mod client;
mod codes;
mod failures;
mod media;
mod media_fetch;
mod messages;
mod meta_error;
mod phone;
mod template_manage;
mod template_samples;
mod templates;
mod transport;
pub mod webhook;
mod webhook_override;

pub use classification::{
    ErrorClass, MARKETING_CAP_WAIT, RecipientWait, Throttle, classify_code, pair_rate_wait,
};
pub use client::{
    AccessToken, BODY_EXCERPT_LIMIT, ConfigError, DEFAULT_API_VERSION, DEFAULT_BASE_URL,
    DEFAULT_CONNECT_TIMEOUT, DEFAULT_REQUEST_TIMEOUT, GraphClient, GraphConfig,
};
pub use codes::{plain_key, plain_parts, plain_said, plain_words};
pub use failures::{GraphError, SendFailure, Unreachable};
pub use media::MediaId;
pub use media_fetch::{DownloadLimits, Downloaded, MediaFetchError, MediaInfo, sha256_hex};
pub use messages::{
    AcceptedStatus, ButtonParameters, ButtonSubType, ComponentParameters, Currency,
    CurrencyParameter, DateTime, DateTimeParameter, DocumentParameter, ExtraFields, ImageParameter,
    MESSAGING_PRODUCT, Media, MediaSource, MessageContent, OutboundMessage, Parameter,
    ParameterList, PayloadParameter, Recipient, RecipientType, ReplyContext, SendAccepted,
    TemplateContent, TemplateLanguage, TextContent, TextParameter, VideoParameter,
};
pub use meta_error::{CALLBACK_VERIFICATION_FAILED, MetaError, MetaErrorParseError};
pub use phone::{
    MessagingLimit, PHONE_NUMBER_FIELDS, PhoneNumberInfo, QualityRating, Throughput,
    ThroughputLevel,
};
pub use template_manage::{CreatedTemplate, NamedSample, TemplateDraft, VariableSamples};
pub use templates::{
    ButtonKind, ComponentKind, HeaderFormat, MessageTemplate, ParameterFormat, TEMPLATE_FIELDS,
    TEMPLATE_PAGE_CAP, TEMPLATE_PAGE_SIZE, TemplateButton, TemplateCategory, TemplateComponent,
    TemplateStatus,
};
pub use transport::{Reach, TransportFailure, TransportKind};
pub use webhook_override::OVERRIDE_URI_MAX_CHARS;
