//! A template as the person writes it in Pacer, before Meta has seen it: a
//! [`TemplateDraftSpec`], checked as it is typed by [`check_draft`] (every problem names its
//! field and says what to do), and turned into Meta's creation body by [`TemplateDraftSpec::to_cloud`]
//! once nothing is wrong.
//!
//! The rules are Meta's, as the simulator enforces them (`crates/sim/src/templates/rules.rs`):
//! a draft that passes here is not refused on the spot by Meta for its shape, so the person
//! fixes everything in one place instead of one refusal at a time.

mod check;
mod variables;

use std::collections::BTreeMap;

use pacer_cloud::{
    HeaderFormat, NamedSample, ParameterFormat, TemplateButton, TemplateCategory,
    TemplateComponent, TemplateDraft, VariableSamples,
};
use pacer_words::Said;
use serde::{Deserialize, Serialize};

pub use check::{
    BODY_MAX_CHARS, BUTTON_TEXT_MAX_CHARS, BUTTONS_MAX, FOOTER_MAX_CHARS, NAME_MAX_CHARS,
    PHONE_BUTTONS_MAX, URL_BUTTONS_MAX, WORDS_PER_VARIABLE, check_draft,
};

/// A template being written: what the builder shows and `POST /v1/templates` takes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct TemplateDraftSpec {
    /// Lowercase letters, digits and underscores.
    pub name: String,
    /// The language code, e.g. `en_US`.
    pub language: String,
    /// What the template is for (and what its messages cost).
    pub category: DraftCategory,
    /// How variables are written; when left out, the kind of the first variable decides.
    #[serde(default)]
    pub parameter_format: Option<DraftFormat>,
    /// The header, if any.
    #[serde(default)]
    pub header: DraftHeader,
    /// The message, with its variables.
    pub body: String,
    /// A sample value for each of the body's variables, by name (`"1"`, `"customer_name"`).
    #[serde(default)]
    pub samples: BTreeMap<String, String>,
    /// Fixed text under the message.
    #[serde(default)]
    pub footer: Option<String>,
    /// The buttons, in order.
    #[serde(default)]
    pub buttons: Vec<DraftButton>,
}

/// A template's category.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DraftCategory {
    /// Offers and news.
    Marketing,
    /// Order updates, invoices, reminders.
    Utility,
    /// One-time passwords.
    Authentication,
}

/// How a draft's variables are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DraftFormat {
    /// `{{1}}`, `{{2}}` …
    Positional,
    /// `{{customer_name}}` …
    Named,
}

/// A draft's header.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum DraftHeader {
    /// No header.
    #[default]
    None,
    /// A line of text, with at most one variable and its sample.
    Text {
        /// The text.
        text: String,
        /// The sample of its variable.
        #[serde(default)]
        sample: Option<String>,
    },
    /// An image; `handle` is the sample file's upload handle (Meta's Resumable Upload API).
    Image {
        /// The sample's handle.
        handle: String,
    },
    /// A video.
    Video {
        /// The sample's handle.
        handle: String,
    },
    /// A PDF.
    Document {
        /// The sample's handle.
        handle: String,
    },
}

/// One button of a draft.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum DraftButton {
    /// A reply the customer taps.
    QuickReply {
        /// The label.
        text: String,
    },
    /// A link; `url` may end with `{{1}}`, filled in per customer, with `sample` its sample.
    Url {
        /// The label.
        text: String,
        /// The address.
        url: String,
        /// A sample of the `{{1}}` at the end of the address.
        #[serde(default)]
        sample: Option<String>,
    },
    /// Calls the business.
    Phone {
        /// The label.
        text: String,
        /// The number, international format.
        phone_number: String,
    },
    /// Copies a code (an offer's, or an authentication template's password).
    CopyCode {
        /// A sample code.
        sample: String,
    },
}

/// One thing wrong with a draft: where, and what to do, in the catalogue's words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DraftProblem {
    /// The field: `name`, `body`, `header`, `header.sample`, `footer`, `buttons[2]`,
    /// `samples.customer_name` …
    pub field: String,
    /// The problem in English (the command line's and the API's words).
    pub message: String,
    /// The same, for the window in the person's language.
    pub message_said: Said,
}

impl DraftProblem {
    fn new(field: impl Into<String>, said: Said) -> Self {
        DraftProblem {
            field: field.into(),
            message: said.to_string(),
            message_said: said,
        }
    }
}

impl DraftCategory {
    /// The category Meta names `text` (`MARKETING` …), if it is one of these.
    pub fn from_meta(text: &str) -> Option<Self> {
        match text.to_ascii_uppercase().as_str() {
            "MARKETING" => Some(DraftCategory::Marketing),
            "UTILITY" => Some(DraftCategory::Utility),
            "AUTHENTICATION" => Some(DraftCategory::Authentication),
            _ => None,
        }
    }

    fn to_cloud(self) -> TemplateCategory {
        match self {
            DraftCategory::Marketing => TemplateCategory::Marketing,
            DraftCategory::Utility => TemplateCategory::Utility,
            DraftCategory::Authentication => TemplateCategory::Authentication,
        }
    }
}

impl TemplateDraftSpec {
    /// How the variables are written: as said, else as the first variable is written,
    /// positional when there is none.
    pub fn format(&self) -> DraftFormat {
        if let Some(format) = self.parameter_format {
            return format;
        }
        let header = match &self.header {
            DraftHeader::Text { text, .. } => text.as_str(),
            _ => "",
        };
        variables::placeholders(header)
            .into_iter()
            .chain(variables::placeholders(&self.body))
            .find(|p| p.closed)
            .map_or(DraftFormat::Positional, |p| {
                if p.inner.bytes().all(|b| b.is_ascii_digit()) {
                    DraftFormat::Positional
                } else {
                    DraftFormat::Named
                }
            })
    }

    /// Meta's creation body for this draft. Meant for a draft [`check_draft`] found nothing
    /// wrong with; any other is sent as it is and Meta refuses it.
    pub fn to_cloud(&self) -> TemplateDraft {
        let named = self.format() == DraftFormat::Named;
        let mut draft = TemplateDraft::new(
            self.name.trim(),
            self.language.trim(),
            self.category.to_cloud(),
        );
        draft.parameter_format = if named {
            ParameterFormat::Named
        } else {
            ParameterFormat::Positional
        };
        for component in self.components() {
            draft = draft.with_component(component);
        }
        draft
    }

    /// The draft's components in Meta's shape, samples included (an edit sends these).
    pub fn components(&self) -> Vec<TemplateComponent> {
        let named = self.format() == DraftFormat::Named;
        let mut components = Vec::new();
        match &self.header {
            DraftHeader::None => {}
            DraftHeader::Text { text, sample } => {
                let names = variables::distinct(text);
                let samples = names.first().map(|name| {
                    let value = sample.clone().unwrap_or_default();
                    if named {
                        VariableSamples::Named(vec![NamedSample::new(name.clone(), value)])
                    } else {
                        VariableSamples::Positional(vec![value])
                    }
                });
                components.push(TemplateComponent::text_header(text.clone(), samples));
            }
            DraftHeader::Image { handle } => components.push(TemplateComponent::media_header(
                HeaderFormat::Image,
                handle.clone(),
            )),
            DraftHeader::Video { handle } => components.push(TemplateComponent::media_header(
                HeaderFormat::Video,
                handle.clone(),
            )),
            DraftHeader::Document { handle } => components.push(TemplateComponent::media_header(
                HeaderFormat::Document,
                handle.clone(),
            )),
        }
        let names = variables::distinct(&self.body);
        let sample = |name: &str| self.samples.get(name).cloned().unwrap_or_default();
        let samples = (!names.is_empty()).then(|| {
            if named {
                VariableSamples::Named(
                    names
                        .iter()
                        .map(|name| NamedSample::new(name.clone(), sample(name)))
                        .collect(),
                )
            } else {
                VariableSamples::Positional(names.iter().map(|name| sample(name)).collect())
            }
        });
        components.push(TemplateComponent::body(self.body.clone(), samples));
        if let Some(footer) = self.footer.as_ref().filter(|f| !f.trim().is_empty()) {
            components.push(TemplateComponent::footer(footer.clone()));
        }
        if !self.buttons.is_empty() {
            components.push(TemplateComponent::buttons(
                self.buttons.iter().map(DraftButton::to_cloud).collect(),
            ));
        }
        components
    }
}

impl DraftButton {
    fn to_cloud(&self) -> TemplateButton {
        match self {
            DraftButton::QuickReply { text } => TemplateButton::quick_reply(text.clone()),
            DraftButton::Url { text, url, sample } => {
                // Meta wants a sample of the whole address, not only of its variable.
                let sample_url = sample
                    .as_ref()
                    .filter(|_| url.contains(variables::URL_VARIABLE))
                    .map(|sample| url.replace(variables::URL_VARIABLE, sample));
                TemplateButton::url(text.clone(), url.clone(), sample_url)
            }
            DraftButton::Phone { text, phone_number } => {
                TemplateButton::phone_number(text.clone(), phone_number.trim())
            }
            DraftButton::CopyCode { sample } => TemplateButton::copy_code(sample.clone()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn spec(value: serde_json::Value) -> TemplateDraftSpec {
        serde_json::from_value(value).unwrap_or_else(|e| panic!("spec: {e}"))
    }

    #[test]
    fn a_draft_becomes_metas_creation_body() {
        let draft = spec(json!({
            "name": "order_update", "language": "en_US", "category": "UTILITY",
            "header": {"kind": "text", "text": "Order {{1}}", "sample": "A-42"},
            "body": "Hi {{1}}, your order {{2}} has shipped.",
            "samples": {"1": "Ayesha", "2": "A-42"},
            "footer": "Reply STOP to opt out",
            "buttons": [
                {"kind": "quick_reply", "text": "Thanks"},
                {"kind": "url", "text": "Track", "url": "https://example.com/t/{{1}}", "sample": "A-42"},
                {"kind": "phone", "text": "Call us", "phone_number": "+923001234567"}
            ]
        }));
        let body = serde_json::to_value(draft.to_cloud()).unwrap_or_default();
        assert_eq!(body["parameter_format"], "POSITIONAL");
        assert_eq!(
            body["components"][0]["example"],
            json!({"header_text": ["A-42"]})
        );
        assert_eq!(
            body["components"][1]["example"],
            json!({"body_text": [["Ayesha", "A-42"]]})
        );
        assert_eq!(
            body["components"][3]["buttons"][1]["example"],
            json!(["https://example.com/t/A-42"])
        );
    }

    #[test]
    fn named_variables_are_found_without_being_told() {
        let draft = spec(json!({
            "name": "hello", "language": "en", "category": "MARKETING",
            "body": "Hi {{customer_name}}, new arrivals are in store.",
            "samples": {"customer_name": "Ayesha"}
        }));
        assert_eq!(draft.format(), DraftFormat::Named);
        let body = serde_json::to_value(draft.to_cloud()).unwrap_or_default();
        assert_eq!(body["parameter_format"], "NAMED");
        assert_eq!(
            body["components"][0]["example"],
            json!({"body_text_named_params": [{"param_name": "customer_name", "example": "Ayesha"}]})
        );
    }

    #[test]
    fn unknown_fields_are_refused() {
        let value = json!({"name": "x", "language": "en", "category": "UTILITY", "body": "x", "bodyy": "y"});
        assert!(serde_json::from_value::<TemplateDraftSpec>(value).is_err());
    }
}
