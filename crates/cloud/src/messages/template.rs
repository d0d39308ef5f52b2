//! `template`: the template object of a send and its components (header, body, buttons), with
//! the tagged reading and writing that keeps component types Meta adds.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::ExtraFields;
use super::parameters::Parameter;
use super::wire::{fields_as, rejoin_tag, serialize_tagged, split_tag};

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
