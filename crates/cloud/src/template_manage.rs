//! Creating, editing and deleting templates: `POST /{WABA_ID}/message_templates`,
//! `POST /{TEMPLATE_ID}` and `DELETE /{WABA_ID}/message_templates` (Meta, Templates
//! documentation).
//!
//! A template made in Pacer is a [`TemplateDraft`]: its name, language, category, parameter
//! format and components. The components are the same [`TemplateComponent`] /
//! [`TemplateButton`] types the listing reads, so what Meta lists can be edited and sent back
//! unchanged, and anything this crate does not model (a field, a button kind, a header format)
//! is kept in their open enums and `extra` fields. Constructors build each part in the shape
//! Meta asks for at creation, samples included: a variable without a sample is refused.
//!
//! Meta accepts a new or edited template as `PENDING` and reviews it later; the outcome comes
//! as a `message_template_status_update` webhook ([`crate::webhook::parse`]) and in the
//! listing. What Meta refuses on the spot (a bad name, a variable at the start or end of the
//! body, too many variables for the length …) is a [`GraphError::Api`] whose [`MetaError`]
//! carries Meta's code (100), its subcode (e.g. 2388299, 2388293) and the `user_title` /
//! `user_message` to show the person who wrote the template.
//!
//! [`MetaError`]: crate::MetaError

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use crate::client::GraphClient;
use crate::failures::GraphError;
use crate::messages::ExtraFields;
use crate::templates::{
    ButtonKind, ComponentKind, HeaderFormat, ParameterFormat, TemplateButton, TemplateCategory,
    TemplateComponent, TemplateStatus,
};

/// A template to create, serialising to exactly Meta's creation body.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TemplateDraft {
    /// Lowercase letters, digits and underscores, at most 512 characters.
    pub name: String,
    /// The language code, e.g. `en_US`.
    pub language: String,
    /// The category asked for (Meta may re-categorise it).
    pub category: TemplateCategory,
    /// How the variables are written: `{{1}}` or `{{first_name}}`.
    pub parameter_format: ParameterFormat,
    /// The components: at most one header, one body, an optional footer and buttons.
    pub components: Vec<TemplateComponent>,
    /// Other creation fields (`message_send_ttl_seconds`, `allow_category_change` …), sent as
    /// they are.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

impl TemplateDraft {
    /// A draft with positional variables and no components yet.
    pub fn new(
        name: impl Into<String>,
        language: impl Into<String>,
        category: TemplateCategory,
    ) -> Self {
        TemplateDraft {
            name: name.into(),
            language: language.into(),
            category,
            parameter_format: ParameterFormat::Positional,
            components: Vec::new(),
            extra: ExtraFields::new(),
        }
    }

    /// The same draft with named variables (`{{first_name}}`).
    pub fn named(mut self) -> Self {
        self.parameter_format = ParameterFormat::Named;
        self
    }

    /// The same draft with one more component.
    pub fn with_component(mut self, component: TemplateComponent) -> Self {
        self.components.push(component);
        self
    }
}

/// Sample values for a text's variables, which Meta requires at creation.
#[derive(Debug, Clone, PartialEq)]
pub enum VariableSamples {
    /// One value per `{{1}}`, `{{2}}` …, in order.
    Positional(Vec<String>),
    /// One value per named variable.
    Named(Vec<NamedSample>),
}

/// The sample of one named variable: `{"param_name": …, "example": …}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NamedSample {
    /// The variable's name, without braces.
    pub param_name: String,
    /// A sample value.
    pub example: String,
}

impl NamedSample {
    /// The sample `example` of variable `param_name`.
    pub fn new(param_name: impl Into<String>, example: impl Into<String>) -> Self {
        NamedSample {
            param_name: param_name.into(),
            example: example.into(),
        }
    }
}

impl VariableSamples {
    /// The `example` object of a header (`nested` false) or a body (`nested` true: Meta wants
    /// the body's positional samples as one row inside an array). `None` without samples.
    fn example(&self, place: &str, nested: bool) -> Option<Value> {
        match self {
            VariableSamples::Positional(values) if values.is_empty() => None,
            VariableSamples::Positional(values) => {
                let samples = if nested {
                    json!([values])
                } else {
                    json!(values)
                };
                Some(json!({ format!("{place}_text"): samples }))
            }
            VariableSamples::Named(samples) if samples.is_empty() => None,
            VariableSamples::Named(samples) => {
                Some(json!({ format!("{place}_text_named_params"): samples }))
            }
        }
    }
}

impl TemplateComponent {
    fn of_kind(kind: ComponentKind) -> Self {
        TemplateComponent {
            kind,
            format: None,
            text: None,
            buttons: Vec::new(),
            example: None,
            extra: ExtraFields::new(),
        }
    }

    /// A text header (at most 60 characters, at most one variable, with its sample).
    pub fn text_header(text: impl Into<String>, samples: Option<VariableSamples>) -> Self {
        TemplateComponent {
            format: Some(HeaderFormat::Text),
            text: Some(text.into()),
            example: samples.and_then(|s| s.example("header", false)),
            ..Self::of_kind(ComponentKind::Header)
        }
    }

    /// An image, video or document header. Its sample is `handle`, the handle of a file
    /// uploaded with Meta's Resumable Upload API (not a media id).
    pub fn media_header(format: HeaderFormat, handle: impl Into<String>) -> Self {
        TemplateComponent {
            format: Some(format),
            example: Some(json!({ "header_handle": [handle.into()] })),
            ..Self::of_kind(ComponentKind::Header)
        }
    }

    /// The body (at most 1,024 characters), with a sample for each variable.
    pub fn body(text: impl Into<String>, samples: Option<VariableSamples>) -> Self {
        TemplateComponent {
            text: Some(text.into()),
            example: samples.and_then(|s| s.example("body", true)),
            ..Self::of_kind(ComponentKind::Body)
        }
    }

    /// The footer (at most 60 characters, no variables).
    pub fn footer(text: impl Into<String>) -> Self {
        TemplateComponent {
            text: Some(text.into()),
            ..Self::of_kind(ComponentKind::Footer)
        }
    }

    /// The buttons (at most 10; quick replies next to each other).
    pub fn buttons(buttons: Vec<TemplateButton>) -> Self {
        TemplateComponent {
            buttons,
            ..Self::of_kind(ComponentKind::Buttons)
        }
    }
}

impl TemplateButton {
    fn of_kind(kind: ButtonKind, text: Option<String>) -> Self {
        TemplateButton {
            kind,
            text,
            url: None,
            phone_number: None,
            example: None,
            extra: ExtraFields::new(),
        }
    }

    /// A quick-reply button labelled `text`.
    pub fn quick_reply(text: impl Into<String>) -> Self {
        Self::of_kind(ButtonKind::QuickReply, Some(text.into()))
    }

    /// A link button. When `url` ends in the variable `{{1}}`, `sample_url` is a whole
    /// address with a sample in its place (Meta requires one).
    pub fn url(
        text: impl Into<String>,
        url: impl Into<String>,
        sample_url: Option<String>,
    ) -> Self {
        TemplateButton {
            url: Some(url.into()),
            example: sample_url.map(|sample| json!([sample])),
            ..Self::of_kind(ButtonKind::Url, Some(text.into()))
        }
    }

    /// A button that calls `phone_number` (international format).
    pub fn phone_number(text: impl Into<String>, phone_number: impl Into<String>) -> Self {
        TemplateButton {
            phone_number: Some(phone_number.into()),
            ..Self::of_kind(ButtonKind::PhoneNumber, Some(text.into()))
        }
    }

    /// A button that copies a code; `sample_code` is the sample Meta requires.
    pub fn copy_code(sample_code: impl Into<String>) -> Self {
        TemplateButton {
            example: Some(json!(sample_code.into())),
            ..Self::of_kind(ButtonKind::CopyCode, None)
        }
    }
}

/// Meta's answer to a creation: the new template's id, its status (`PENDING` while in review;
/// some templates are approved at once) and the category it was filed under.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CreatedTemplate {
    /// The template id (`hsm_id`), for edits and `delete_template`.
    #[serde(deserialize_with = "id_text")]
    pub id: String,
    /// Its status.
    pub status: TemplateStatus,
    /// Its category.
    pub category: TemplateCategory,
    /// Fields not modelled here.
    #[serde(flatten)]
    pub extra: ExtraFields,
}

/// An id as a string, whether Meta sends it as a string or a number.
fn id_text<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<String, D::Error> {
    match Value::deserialize(deserializer)? {
        Value::String(id) if !id.is_empty() => Ok(id),
        Value::Number(id) => Ok(id.to_string()),
        other => Err(serde::de::Error::custom(format!(
            "a template id must be a string or a number, found {other}"
        ))),
    }
}

#[derive(Serialize)]
struct EditRequest<'a> {
    components: &'a [TemplateComponent],
}

impl GraphClient {
    /// `POST /{waba_id}/message_templates`: submits `draft` for review.
    pub async fn create_template(
        &self,
        waba_id: &str,
        draft: &TemplateDraft,
    ) -> Result<CreatedTemplate, GraphError> {
        let url = self.node_url(waba_id, Some("message_templates"));
        let request = self.request(reqwest::Method::POST, url).json(draft);
        self.call(request, "created template").await
    }

    /// `POST /{template_id}`: replaces every component of an approved, rejected or paused
    /// template, which goes back to review.
    pub async fn edit_template(
        &self,
        template_id: &str,
        components: &[TemplateComponent],
    ) -> Result<(), GraphError> {
        let url = self.node_url(template_id, None);
        let request = self
            .request(reqwest::Method::POST, url)
            .json(&EditRequest { components });
        self.expect_success(request, "").await
    }

    /// `DELETE /{waba_id}/message_templates?name=…`: deletes the template `name` in every
    /// language, or with `hsm_id` only that one.
    pub async fn delete_template(
        &self,
        waba_id: &str,
        name: &str,
        hsm_id: Option<&str>,
    ) -> Result<(), GraphError> {
        let url = self.node_url(waba_id, Some("message_templates"));
        let mut request = self
            .request(reqwest::Method::DELETE, url)
            .query(&[("name", name)]);
        if let Some(hsm_id) = hsm_id {
            request = request.query(&[("hsm_id", hsm_id)]);
        }
        self.expect_success(request, "").await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_draft_serialises_to_metas_creation_body() {
        let draft = TemplateDraft::new("order_update", "en_US", TemplateCategory::Utility)
            .with_component(TemplateComponent::text_header(
                "Order {{1}}",
                Some(VariableSamples::Positional(vec!["A-42".into()])),
            ))
            .with_component(TemplateComponent::body(
                "Hi {{1}}, your order {{2}} has shipped.",
                Some(VariableSamples::Positional(vec![
                    "Ayesha".into(),
                    "A-42".into(),
                ])),
            ))
            .with_component(TemplateComponent::footer("Reply STOP to opt out"))
            .with_component(TemplateComponent::buttons(vec![
                TemplateButton::quick_reply("Thanks"),
                TemplateButton::url(
                    "Track",
                    "https://example.com/t/{{1}}",
                    Some("https://example.com/t/A-42".into()),
                ),
                TemplateButton::phone_number("Call us", "+923001234567"),
                TemplateButton::copy_code("SAVE10"),
            ]));
        assert_eq!(
            serde_json::to_value(&draft).ok(),
            Some(json!({
                "name": "order_update",
                "language": "en_US",
                "category": "UTILITY",
                "parameter_format": "POSITIONAL",
                "components": [
                    {"type": "HEADER", "format": "TEXT", "text": "Order {{1}}",
                     "example": {"header_text": ["A-42"]}},
                    {"type": "BODY", "text": "Hi {{1}}, your order {{2}} has shipped.",
                     "example": {"body_text": [["Ayesha", "A-42"]]}},
                    {"type": "FOOTER", "text": "Reply STOP to opt out"},
                    {"type": "BUTTONS", "buttons": [
                        {"type": "QUICK_REPLY", "text": "Thanks"},
                        {"type": "URL", "text": "Track", "url": "https://example.com/t/{{1}}",
                         "example": ["https://example.com/t/A-42"]},
                        {"type": "PHONE_NUMBER", "text": "Call us", "phone_number": "+923001234567"},
                        {"type": "COPY_CODE", "example": "SAVE10"}
                    ]}
                ]
            }))
        );
    }

    #[test]
    fn named_samples_and_media_headers_take_metas_keys() {
        let draft = TemplateDraft::new("promo", "en", TemplateCategory::Marketing)
            .named()
            .with_component(TemplateComponent::media_header(
                HeaderFormat::Image,
                "4::aW1hZ2U=:ARb",
            ))
            .with_component(TemplateComponent::body(
                "Hi {{first_name}}, new arrivals are in.",
                Some(VariableSamples::Named(vec![NamedSample::new(
                    "first_name",
                    "Ayesha",
                )])),
            ));
        let value = serde_json::to_value(&draft).unwrap_or_default();
        assert_eq!(value["parameter_format"], "NAMED");
        assert_eq!(
            value["components"][0],
            json!({"type": "HEADER", "format": "IMAGE", "example": {"header_handle": ["4::aW1hZ2U=:ARb"]}})
        );
        assert_eq!(
            value["components"][1]["example"],
            json!({"body_text_named_params": [{"param_name": "first_name", "example": "Ayesha"}]})
        );
    }

    #[test]
    fn unknown_fields_and_kinds_are_kept() {
        let text = r#"{"name":"x","language":"en","category":"SOMETHING_NEW","parameter_format":"POSITIONAL",
            "components":[{"type":"CAROUSEL","cards":[]}],"allow_category_change":true}"#;
        let draft: TemplateDraft = serde_json::from_str(text)
            .unwrap_or_else(|_| TemplateDraft::new("failed", "en", TemplateCategory::Utility));
        assert_eq!(
            draft.category,
            TemplateCategory::Other("SOMETHING_NEW".into())
        );
        let back = serde_json::to_value(&draft).unwrap_or_default();
        assert_eq!(back["allow_category_change"], true);
        assert_eq!(back["components"][0]["cards"], json!([]));
        assert_eq!(back["components"][0]["type"], "CAROUSEL");
    }

    #[test]
    fn a_created_template_reads_a_string_or_numeric_id() {
        for text in [
            r#"{"id":"1627019861106475","status":"PENDING","category":"UTILITY"}"#,
            r#"{"id":1627019861106475,"status":"PENDING","category":"UTILITY"}"#,
        ] {
            let created: Result<CreatedTemplate, _> = serde_json::from_str(text);
            let created = created.ok();
            assert_eq!(
                created.as_ref().map(|c| c.id.as_str()),
                Some("1627019861106475")
            );
            assert_eq!(created.map(|c| c.status), Some(TemplateStatus::Pending));
        }
    }
}
