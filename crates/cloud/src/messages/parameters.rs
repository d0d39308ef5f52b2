//! Parameter values of a template's components (`docs/meta-cloud-api.md#common-body`): text,
//! currency, date and time, media, payload, and any type Meta adds kept whole.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::ExtraFields;
use super::media::Media;
use super::wire::{fields_as, rejoin_tag, serialize_tagged, split_tag};

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
