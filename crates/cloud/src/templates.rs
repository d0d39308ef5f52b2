//! Template definitions as Meta lists them, and the paged listing call.
//!
//! `docs/sending.md#templates-and-campaigns` syncs templates from `GET /{WABA_ID}/message_templates` and detects their
//! variables from the components. Meta adds statuses, categories, component and button types
//! over time, so every enum here is open (`Other`) and unknown fields land in `extra`: a new
//! field must never make a template, let alone the whole listing, unreadable.

use std::collections::HashSet;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::client::GraphClient;
use crate::failures::GraphError;
use crate::messages::ExtraFields;

/// Templates requested per page.
pub const TEMPLATE_PAGE_SIZE: u32 = 100;
/// The fields asked for each template: Meta's default fields, the reason for a rejection, and
/// `message_send_ttl_seconds`, which Meta lists only when asked.
pub const TEMPLATE_FIELDS: &str = "id,name,language,status,category,sub_category,parameter_format,components,quality_score,rejected_reason,message_send_ttl_seconds";
/// Most pages followed before giving up: 500 × 100 templates, far above Meta's 6,000 cap per
/// WABA, so only a misbehaving server reaches it.
pub const TEMPLATE_PAGE_CAP: usize = 500;

open_enum! {
    /// A template's review / lifecycle status (`docs/meta-cloud-api.md#templates`). Only `APPROVED` can be sent.
    pub enum TemplateStatus {
        /// Can be sent.
        Approved => "APPROVED",
        /// In review.
        Pending => "PENDING",
        /// Refused in review.
        Rejected => "REJECTED",
        /// Paused for low quality (3 h, then 6 h).
        Paused => "PAUSED",
        /// Disabled after repeated pauses.
        Disabled => "DISABLED",
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
    }
}

open_enum! {
    /// A template's category, which decides its price (`docs/meta-cloud-api.md#templates`).
    pub enum TemplateCategory {
        /// Marketing.
        Marketing => "MARKETING",
        /// Utility (invoices, order updates).
        Utility => "UTILITY",
        /// Authentication (OTP).
        Authentication => "AUTHENTICATION",
    }
}

open_enum! {
    /// How the template's variables are written; positional when Meta omits it (older
    /// templates).
    #[derive(Default)]
    pub enum ParameterFormat {
        /// `{{first_name}}`: send text parameters with `parameter_name`.
        Named => "NAMED",
        /// `{{1}}`, `{{2}}`: send parameters in order.
        #[default]
        Positional => "POSITIONAL",
    }
}

open_enum! {
    /// A definition component's `type`.
    pub enum ComponentKind {
        /// One header at most.
        Header => "HEADER",
        /// The body.
        Body => "BODY",
        /// The footer (no variables).
        Footer => "FOOTER",
        /// The buttons.
        Buttons => "BUTTONS",
    }
}

open_enum! {
    /// A header's `format`.
    pub enum HeaderFormat {
        /// Text, possibly with one variable.
        Text => "TEXT",
        /// Image.
        Image => "IMAGE",
        /// Video.
        Video => "VIDEO",
        /// Document (PDF only at send time).
        Document => "DOCUMENT",
        /// Location.
        Location => "LOCATION",
    }
}

open_enum! {
    /// A definition button's `type`. An OTP copy-code button reads back as `URL`.
    pub enum ButtonKind {
        /// Quick reply.
        QuickReply => "QUICK_REPLY",
        /// URL, possibly with a suffix variable.
        Url => "URL",
        /// Call a phone number.
        PhoneNumber => "PHONE_NUMBER",
        /// One-time password.
        Otp => "OTP",
        /// Copy a code.
        CopyCode => "COPY_CODE",
        /// Open a flow.
        Flow => "FLOW",
        /// Open the catalog.
        Catalog => "CATALOG",
        /// Multi-product message.
        Mpm => "MPM",
        /// Voice call.
        VoiceCall => "VOICE_CALL",
    }
}

/// One template in one language, as listed by Meta.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MessageTemplate {
    /// The template id (`hsm_id`).
    pub id: String,
    /// The name; the same name exists once per language.
    pub name: String,
    /// The language code, e.g. `en_US`.
    pub language: String,
    /// Review / lifecycle status.
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub status: TemplateStatus,
    /// Category.
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub category: TemplateCategory,
    /// `sub_category`, e.g. `ORDER_STATUS`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sub_category: Option<String>,
    /// Named or positional variables; positional when Meta omits it.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub parameter_format: ParameterFormat,
    /// The definition's components.
    #[serde(default)]
    pub components: Vec<TemplateComponent>,
    /// `message_send_ttl_seconds`: how long Meta keeps trying to deliver a message of this
    /// template before it drops it (authentication: 30 to 900 s, ten minutes by default);
    /// `None` when Meta did not say.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        deserialize_with = "lenient_seconds"
    )]
    pub message_send_ttl_seconds: Option<i64>,
    /// Fields not modelled here (`quality_score`, `rejected_reason` …).
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// A number of seconds as Meta gives it, a number or a numeric string; anything else is `None`
/// rather than a listing Pacer cannot read.
fn lenient_seconds<'de, D: serde::Deserializer<'de>>(
    deserializer: D,
) -> Result<Option<i64>, D::Error> {
    Ok(match Value::deserialize(deserializer)? {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    })
}

impl MessageTemplate {
    /// Only approved templates can be sent.
    pub fn is_sendable(&self) -> bool {
        self.status == TemplateStatus::Approved
    }

    /// The first component of this kind.
    pub fn component(&self, kind: &ComponentKind) -> Option<&TemplateComponent> {
        self.components
            .iter()
            .find(|component| &component.kind == kind)
    }
}

/// One component of a template definition.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TemplateComponent {
    /// `type`.
    #[serde(rename = "type")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub kind: ComponentKind,
    /// `format` (headers).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub format: Option<HeaderFormat>,
    /// `text`, with `{{1}}` / `{{name}}` variables.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// `buttons` (BUTTONS component).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub buttons: Vec<TemplateButton>,
    /// `example`, kept as JSON (`body_text`, `body_text_named_params`, `header_handle` …).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub example: Option<Value>,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// One button of a BUTTONS component.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TemplateButton {
    /// `type`.
    #[serde(rename = "type")]
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub kind: ButtonKind,
    /// The label.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// The URL, possibly ending in a `{{1}}` suffix variable.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// The number to call.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub phone_number: Option<String>,
    /// `example`, kept as JSON.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub example: Option<Value>,
    /// Fields not modelled here (`otp_type`, `flow_id` …).
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// One page of the listing. Templates are read one by one so a bad one can be named.
#[derive(Deserialize)]
struct TemplatePage {
    #[serde(default)]
    data: Vec<Value>,
    #[serde(default)]
    paging: Option<Paging>,
}

#[derive(Deserialize)]
struct Paging {
    #[serde(default)]
    cursors: Option<Cursors>,
    /// Present while more pages exist. It is a full URL that embeds the access token and
    /// Meta's host, so it is only tested for presence, never followed or logged: the next page
    /// is requested with the `after` cursor on the configured base URL.
    #[serde(default)]
    next: Option<Value>,
}

#[derive(Deserialize)]
struct Cursors {
    #[serde(default)]
    after: Option<String>,
}

const WHAT: &str = "message templates";

impl GraphClient {
    /// `GET /{waba_id}/message_templates?limit=100&fields=…` ([`TEMPLATE_FIELDS`]), following `paging.cursors.after` while
    /// `paging.next` is present. A cursor that repeats, a next page without a cursor, or more
    /// than [`TEMPLATE_PAGE_CAP`] pages is a [`GraphError::Paging`], never an endless loop.
    pub async fn list_templates(&self, waba_id: &str) -> Result<Vec<MessageTemplate>, GraphError> {
        let url = self.node_url(waba_id, Some("message_templates"));
        let mut templates = Vec::new();
        let mut seen_cursors = HashSet::new();
        let mut after: Option<String> = None;
        for page_number in 1..=TEMPLATE_PAGE_CAP {
            let mut request = self
                .request(reqwest::Method::GET, url.clone())
                .query(&[("limit", TEMPLATE_PAGE_SIZE)])
                .query(&[("fields", TEMPLATE_FIELDS)]);
            if let Some(cursor) = &after {
                request = request.query(&[("after", cursor)]);
            }
            let page: TemplatePage = self.call(request, "template page").await?;
            for (index, raw) in page.data.into_iter().enumerate() {
                let name = raw
                    .get("name")
                    .and_then(Value::as_str)
                    .unwrap_or("?")
                    .to_owned();
                let template = serde_json::from_value(raw).map_err(|error| GraphError::Decode {
                    what: "message template",
                    detail: self.scrub(&format!(
                        "template {name:?} (page {page_number}, item {index}): {error}"
                    )),
                })?;
                templates.push(template);
            }
            let Some(paging) = page
                .paging
                .filter(|paging| paging.next.as_ref().is_some_and(|next| !next.is_null()))
            else {
                return Ok(templates);
            };
            let Some(cursor) = paging
                .cursors
                .and_then(|cursors| cursors.after)
                .filter(|cursor| !cursor.is_empty())
            else {
                return Err(GraphError::Paging {
                    what: WHAT,
                    detail: format!(
                        "page {page_number} announces a next page but has no `after` cursor"
                    ),
                });
            };
            if !seen_cursors.insert(cursor.clone()) {
                return Err(GraphError::Paging {
                    what: WHAT,
                    detail: format!(
                        "page {page_number} repeats an earlier cursor ({} templates read so far)",
                        templates.len()
                    ),
                });
            }
            after = Some(cursor);
        }
        Err(GraphError::Paging {
            what: WHAT,
            detail: format!("more than {TEMPLATE_PAGE_CAP} pages of {TEMPLATE_PAGE_SIZE}"),
        })
    }
}
