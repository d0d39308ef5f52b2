//! A template send, checked against its definition the way Meta checks it
//! (`docs/meta-cloud-api.md#common-body`, `#templates`): the template must exist in that
//! language (132001) and be approved (paused 132015, disabled 132016); each component gets
//! exactly the parameters its variables need (132000); a media header gets a media parameter
//! of its format (132012); named templates name every parameter; text parameters stay within
//! their lengths (100) and carry no newline, tab or run of more than four spaces (132018).

use serde_json::{Map, Value};

use super::{Category, Header, TemplateDef, TemplateStore};
use crate::errors::MetaError;

/// What a valid template send resolved to.
#[derive(Debug, Clone)]
pub struct TemplateSend {
    /// The template's category.
    pub category: Category,
    /// Media ids referenced (checked when the message goes out).
    pub media_ids: Vec<String>,
    /// The body with parameters filled in.
    pub rendered_body: String,
    /// The texts of its quick-reply buttons, in order (what a customer can tap).
    pub quick_replies: Vec<String>,
}

impl TemplateStore {
    /// Checks a send's `template` object against the definitions.
    pub fn check_send(&self, template: &Value) -> Result<TemplateSend, MetaError> {
        let template = template
            .as_object()
            .ok_or_else(|| MetaError::invalid_parameter("Param template must be a JSON object."))?;
        let name = required_str(template, "name", "template['name']")?;
        let language = template
            .get("language")
            .ok_or_else(|| MetaError::missing("The parameter template['language'] is required."))?;
        let code = match language {
            Value::Object(l) => required_str(l, "code", "template['language']['code']")?,
            _ => {
                return Err(MetaError::invalid_parameter(
                    "Param template['language'] must be a JSON object.",
                ));
            }
        };
        let def = self
            .templates
            .iter()
            .find(|t| t.name == name && t.language == code)
            .ok_or_else(|| {
                MetaError::new(132001, "Template name does not exist in the translation")
                    .details(format!("template name ({name}) does not exist in {code}"))
            })?;
        match def.status.as_str() {
            "APPROVED" => {}
            "PAUSED" => {
                return Err(MetaError::new(132015, "Template is Paused")
                    .details(format!("Template {name} is paused due to low quality so it cannot be sent in a template message")));
            }
            "DISABLED" => {
                return Err(MetaError::new(132016, "Template is Disabled")
                    .details(format!("Template {name} has been paused too many times due to low quality and is now permanently disabled")));
            }
            _ => {
                return Err(MetaError::new(
                    132001,
                    "Template name does not exist in the translation",
                )
                .details(format!(
                    "template name ({name}) does not exist in {code} or is not approved"
                )));
            }
        }
        def.check_components(template.get("components"))
    }
}

impl TemplateDef {
    fn check_components(&self, components: Option<&Value>) -> Result<TemplateSend, MetaError> {
        let components = match components {
            None | Some(Value::Null) => Vec::new(),
            Some(Value::Array(list)) => list.iter().collect(),
            Some(_) => {
                return Err(MetaError::invalid_parameter(
                    "Param template['components'] must be an array.",
                ));
            }
        };
        let mut header = None;
        let mut body = None;
        let mut buttons: Vec<(usize, &Value)> = Vec::new();
        for component in components {
            let kind = component
                .get("type")
                .and_then(Value::as_str)
                .ok_or_else(|| {
                    MetaError::missing(
                        "The parameter template['components'][]['type'] is required.",
                    )
                })?;
            match kind.to_ascii_lowercase().as_str() {
                "header" => header = Some(component),
                "body" => body = Some(component),
                "button" => {
                    let index = match component.get("index") {
                        Some(Value::String(s)) => s.parse::<usize>().ok(),
                        Some(Value::Number(n)) => n.as_u64().map(|n| n as usize),
                        _ => None,
                    }
                    .ok_or_else(|| MetaError::missing("The parameter template['components'][]['index'] is required for buttons and must be \"0\" to \"9\"."))?;
                    buttons.push((index, component));
                }
                other => {
                    return Err(MetaError::invalid_parameter(format!(
                        "Param template['components'][]['type'] must be one of {{HEADER, BODY, BUTTON}} - got \"{other}\"."
                    )));
                }
            }
        }

        let mut media_ids = Vec::new();
        match &self.header {
            Some(Header::Text(vars)) => {
                let params = parameters(header, "header")?;
                self.check_text_params("header", vars, &params, 60)?;
            }
            Some(Header::Media(format)) => {
                let params = parameters(header, "header")?;
                if params.len() != 1 {
                    return Err(count_mismatch("header", params.len(), 1));
                }
                let param = params[0];
                let kind = param_type(param)?;
                if kind != *format {
                    return Err(MetaError::new(
                        132012,
                        "Parameter format does not match format in the created template",
                    )
                    .details(format!(
                        "header: Format mismatch, expected {}, received {}",
                        format.to_ascii_uppercase(),
                        kind.to_ascii_uppercase()
                    )));
                }
                if let Some(id) = media_param(param, format)? {
                    media_ids.push(id);
                }
            }
            Some(Header::Other) | None => {
                let params = parameters(header, "header")?;
                if !params.is_empty() {
                    return Err(count_mismatch("header", params.len(), 0));
                }
            }
        }

        let body_limit = if self.has_other_components {
            1024
        } else {
            32_768
        };
        let params = parameters(body, "body")?;
        let values = self.check_text_params("body", &self.body, &params, body_limit)?;
        let rendered_body = render(&self.body_text, &self.body, &values);
        if self.has_other_components && rendered_body.chars().count() > 1024 {
            return Err(MetaError::new(132005, "Translated text too long")
                .details("body: the message with its parameters is longer than 1024 characters"));
        }

        for button in &self.buttons {
            let sent = buttons
                .iter()
                .find(|(index, _)| *index == button.index)
                .map(|(_, c)| *c);
            let params = parameters(sent, "button")?;
            let expected = usize::from(button.has_variable);
            if button.has_variable || (!params.is_empty() && button.kind == "URL") {
                if params.len() != expected {
                    return Err(MetaError::new(132000, "Number of parameters does not match the expected number of params")
                        .details(format!("button: number of parameters ({}) for the {} button at index {} does not match the expected number of params ({expected})", params.len(), button.kind, button.index)));
                }
                for param in params {
                    text_value(param, "button", 2000)?;
                }
            }
        }
        if let Some((index, _)) = buttons
            .iter()
            .find(|(index, _)| !self.buttons.iter().any(|b| b.index == *index))
        {
            return Err(MetaError::invalid_parameter(format!(
                "Button at index {index} does not exist in template {}",
                self.name
            )));
        }

        Ok(TemplateSend {
            category: self.category,
            media_ids,
            rendered_body,
            quick_replies: self.quick_replies(),
        })
    }

    /// Checks text parameters against variables; returns the values in variable order.
    fn check_text_params(
        &self,
        place: &str,
        vars: &[String],
        params: &[&Value],
        max_len: usize,
    ) -> Result<Vec<String>, MetaError> {
        if params.len() != vars.len() {
            return Err(count_mismatch(place, params.len(), vars.len()));
        }
        let mut values = vec![String::new(); vars.len()];
        for (position, param) in params.iter().enumerate() {
            let value = text_value(param, place, max_len)?;
            let slot = if self.named {
                let name = param.get("parameter_name").and_then(Value::as_str).ok_or_else(|| {
                    MetaError::missing(format!("{place}: parameter_name is required for every parameter of template {} (it uses named parameters)", self.name))
                })?;
                vars.iter().position(|v| v == name).ok_or_else(|| {
                    MetaError::new(
                        132000,
                        "Number of parameters does not match the expected number of params",
                    )
                    .details(format!(
                        "{place}: parameter name '{name}' does not exist in template {}",
                        self.name
                    ))
                })?
            } else {
                position
            };
            values[slot] = value;
        }
        Ok(values)
    }
}

fn count_mismatch(place: &str, got: usize, expected: usize) -> MetaError {
    MetaError::new(132000, "Number of parameters does not match the expected number of params").details(format!(
        "{place}: number of localizable_params ({got}) does not match the expected number of params ({expected})"
    ))
}

fn required_str<'a>(
    object: &'a Map<String, Value>,
    key: &str,
    path: &str,
) -> Result<&'a str, MetaError> {
    match object.get(key) {
        None | Some(Value::Null) => Err(MetaError::missing(format!(
            "The parameter {path} is required."
        ))),
        Some(Value::String(s)) if s.is_empty() => Err(MetaError::missing(format!(
            "The parameter {path} is required."
        ))),
        Some(Value::String(s)) => Ok(s),
        Some(_) => Err(MetaError::invalid_parameter(format!(
            "Param {path} must be a string."
        ))),
    }
}

fn parameters<'a>(component: Option<&'a Value>, place: &str) -> Result<Vec<&'a Value>, MetaError> {
    match component.and_then(|c| c.get("parameters")) {
        None | Some(Value::Null) => Ok(Vec::new()),
        Some(Value::Array(list)) => Ok(list.iter().collect()),
        Some(_) => Err(MetaError::invalid_parameter(format!(
            "Param {place}['parameters'] must be an array."
        ))),
    }
}

fn param_type(param: &Value) -> Result<&str, MetaError> {
    param
        .get("type")
        .and_then(Value::as_str)
        .ok_or_else(|| MetaError::missing("The parameter parameters[]['type'] is required."))
}

/// The text a parameter contributes, checked for length and content.
fn text_value(param: &Value, place: &str, max_len: usize) -> Result<String, MetaError> {
    let kind = param_type(param)?;
    let field = |object: &str, key: &str| -> Result<String, MetaError> {
        let value = param
            .get(object)
            .and_then(|o| if key.is_empty() { Some(o) } else { o.get(key) });
        match value {
            Some(Value::String(s)) if !s.is_empty() => Ok(s.clone()),
            Some(Value::String(_)) | None | Some(Value::Null) => {
                let path = if key.is_empty() {
                    object.to_owned()
                } else {
                    format!("{object}['{key}']")
                };
                Err(MetaError::missing(format!(
                    "{place}: parameter {path} is required"
                )))
            }
            Some(_) => Err(MetaError::invalid_parameter(format!(
                "{place}: parameter {object} must be a string"
            ))),
        }
    };
    let value = match kind {
        "text" => field("text", "")?,
        "payload" => field("payload", "")?,
        "coupon_code" => field("coupon_code", "")?,
        "currency" => {
            let code = field("currency", "code")?;
            if code.len() != 3 {
                return Err(MetaError::invalid_value(format!(
                    "{place}: currency code \"{code}\" is not an ISO 4217 code"
                )));
            }
            if !param
                .get("currency")
                .and_then(|c| c.get("amount_1000"))
                .is_some_and(Value::is_i64)
            {
                return Err(MetaError::missing(format!(
                    "{place}: parameter currency['amount_1000'] is required and must be an integer"
                )));
            }
            field("currency", "fallback_value")?
        }
        "date_time" => field("date_time", "fallback_value")?,
        other => {
            return Err(MetaError::invalid_parameter(format!(
                "{place}: Param type must be one of {{TEXT, CURRENCY, DATE_TIME, PAYLOAD}} here - got \"{other}\"."
            )));
        }
    };
    if value.chars().count() > max_len {
        return Err(MetaError::invalid_parameter(format!(
            "{place}: Param text must be at most {max_len} characters long."
        )));
    }
    if kind == "text" && (value.contains(['\n', '\t']) || value.contains("     ")) {
        return Err(MetaError::new(
            132018,
            "There was an issue with the parameters in your template.",
        )
        .details(
            "Param text cannot have new-line/tab characters or more than 4 consecutive spaces",
        ));
    }
    Ok(value)
}

/// A media parameter's uploaded id (`None` for a link).
fn media_param(param: &Value, format: &str) -> Result<Option<String>, MetaError> {
    let media = param
        .get(format)
        .ok_or_else(|| MetaError::missing(format!("header: parameter {format} is required")))?;
    media_reference(media, &format!("header: {format}"))
}

/// Reads a media object (`id` or `link`); returns the id, or `None` for a valid link.
pub fn media_reference(media: &Value, place: &str) -> Result<Option<String>, MetaError> {
    if !media.is_object() {
        return Err(MetaError::invalid_parameter(format!(
            "{place} must be a JSON object"
        )));
    }
    match (media.get("id"), media.get("link")) {
        (Some(Value::String(id)), _) if !id.is_empty() => Ok(Some(id.clone())),
        (_, Some(Value::String(link))) => match url::Url::parse(link) {
            Ok(url) if matches!(url.scheme(), "http" | "https") => Ok(None),
            _ => Err(MetaError::invalid_value(format!(
                "{place}: link \"{link}\" is not an http(s) URL"
            ))),
        },
        _ => Err(MetaError::missing(format!(
            "{place}: an id or a link is required"
        ))),
    }
}

/// The text with each variable replaced by its value.
fn render(text: &str, vars: &[String], values: &[String]) -> String {
    let mut out = text.to_owned();
    for (var, value) in vars.iter().zip(values) {
        out = out.replace(&format!("{{{{{var}}}}}"), value);
    }
    out
}
