//! The WABA's message templates: the listing endpoint and the check of every template send.
//!
//! A template send is checked against the definition the way Meta checks it (`docs/meta-cloud-api.md#common-body`,
//! `#templates`): the template must exist in that language (132001) and be approved (paused 132015,
//! disabled 132016); each component gets exactly the parameters its variables need (132000);
//! a media header gets a media parameter of its format (132012); named templates name every
//! parameter; text parameters stay within their lengths (100) and carry no newline, tab or
//! run of more than four spaces (132018).

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Map, Value, json};

use crate::SimError;
use crate::errors::MetaError;

/// A template's category, which decides opt-out checks and pricing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Category {
    /// MARKETING: refused to opted-out users (131050).
    Marketing,
    /// UTILITY
    Utility,
    /// AUTHENTICATION
    Authentication,
}

impl Category {
    /// Meta's name: MARKETING, UTILITY, AUTHENTICATION.
    pub fn meta_name(self) -> &'static str {
        match self {
            Category::Marketing => "MARKETING",
            Category::Utility => "UTILITY",
            Category::Authentication => "AUTHENTICATION",
        }
    }

    /// The lowercase name webhooks use in `pricing.category`.
    pub fn pricing_name(self) -> &'static str {
        match self {
            Category::Marketing => "marketing",
            Category::Utility => "utility",
            Category::Authentication => "authentication",
        }
    }
}

#[derive(Debug, Clone)]
enum Header {
    Text(Vec<String>),
    Media(&'static str),
    Other,
}

#[derive(Debug, Clone)]
struct Button {
    index: usize,
    kind: String,
    has_variable: bool,
}

/// One template (a name in one language) and what its variables need.
#[derive(Debug, Clone)]
pub struct TemplateDef {
    /// Meta's id.
    pub id: String,
    /// The name (not unique: one per language).
    pub name: String,
    /// Language code, e.g. `en_US`.
    pub language: String,
    /// APPROVED, PAUSED, DISABLED, PENDING, REJECTED, …
    pub status: String,
    /// The category.
    pub category: Category,
    named: bool,
    header: Option<Header>,
    body: Vec<String>,
    body_text: String,
    has_other_components: bool,
    buttons: Vec<Button>,
    json: Value,
}

/// What a valid template send resolved to.
#[derive(Debug, Clone)]
pub struct TemplateSend {
    /// The template's category.
    pub category: Category,
    /// Media ids referenced (checked when the message goes out).
    pub media_ids: Vec<String>,
    /// The body with parameters filled in.
    pub rendered_body: String,
}

/// Every template of the WABA.
#[derive(Debug, Clone)]
pub struct TemplateStore {
    templates: Vec<TemplateDef>,
}

const SAMPLES: &str = include_str!("sample_templates.json");

impl TemplateStore {
    /// The built-in sample set: an invoice with a PDF header, a named reminder, an OTP with a
    /// copy-code button, a marketing template with an image header, a two-language template,
    /// and paused, disabled, pending and rejected ones.
    pub fn samples() -> Result<Self, SimError> {
        let json: Vec<Value> = serde_json::from_str(SAMPLES)
            .map_err(|e| SimError::Config(format!("built-in sample templates: {e}")))?;
        Self::from_json(json)
    }

    /// Templates in Meta's listing shape.
    pub fn from_json(templates: Vec<Value>) -> Result<Self, SimError> {
        let templates = templates
            .into_iter()
            .enumerate()
            .map(|(i, t)| {
                TemplateDef::parse(t)
                    .map_err(|e| SimError::Config(format!("template #{}: {e}", i + 1)))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Self { templates })
    }

    /// All templates.
    pub fn all(&self) -> &[TemplateDef] {
        &self.templates
    }

    /// Sets a template's status; returns it, or `None` when no such template exists.
    pub fn set_status(&mut self, name: &str, language: &str, status: &str) -> Option<&TemplateDef> {
        let def = self
            .templates
            .iter_mut()
            .find(|t| t.name == name && t.language == language)?;
        def.status = status.to_owned();
        def.json["status"] = json!(status);
        Some(def)
    }

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

    /// One page of the listing. `fields` limits each template's keys (plus `id`); `status` and
    /// `name` filter; `after` is a cursor from an earlier page.
    pub fn page(&self, query: &ListQuery) -> Result<Value, MetaError> {
        let matching: Vec<&TemplateDef> = self
            .templates
            .iter()
            .filter(|t| {
                query
                    .status
                    .as_ref()
                    .is_none_or(|s| t.status.eq_ignore_ascii_case(s))
            })
            .filter(|t| {
                query
                    .name
                    .as_ref()
                    .is_none_or(|n| t.name.contains(n.as_str()))
            })
            .collect();
        let start = match &query.after {
            Some(cursor) => decode_cursor(cursor)? + 1,
            None => 0,
        };
        let limit = query.limit.clamp(1, 1000);
        let end = (start + limit).min(matching.len());
        let data = matching
            .get(start..end)
            .unwrap_or_default()
            .iter()
            .map(|t| t.listing(query.fields.as_deref()))
            .collect::<Result<Vec<_>, _>>()?;
        let mut paging = json!({});
        if start < end {
            paging["cursors"] =
                json!({"before": encode_cursor(start), "after": encode_cursor(end - 1)});
        }
        if end < matching.len() {
            paging["next"] = json!(query.next_url(&encode_cursor(end - 1)));
        }
        Ok(json!({"data": data, "paging": paging}))
    }
}

/// Query parameters of `GET /{waba}/message_templates`.
#[derive(Debug, Clone)]
pub struct ListQuery {
    /// Page size (Meta's default is 25).
    pub limit: usize,
    /// Cursor of the last item of the previous page.
    pub after: Option<String>,
    /// Comma-separated field names.
    pub fields: Option<String>,
    /// Only templates with this status.
    pub status: Option<String>,
    /// Only templates whose name contains this.
    pub name: Option<String>,
    /// The URL of this listing without query, for `paging.next`.
    pub base_url: String,
}

impl ListQuery {
    fn next_url(&self, after: &str) -> String {
        let mut url = format!("{}?limit={}&after={after}", self.base_url, self.limit);
        for (key, value) in [
            ("fields", &self.fields),
            ("status", &self.status),
            ("name", &self.name),
        ] {
            if let Some(value) = value {
                url.push_str(&format!("&{key}={}", url_encode(value)));
            }
        }
        url
    }
}

fn url_encode(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

fn encode_cursor(index: usize) -> String {
    URL_SAFE_NO_PAD.encode(format!("template:{index}"))
}

fn decode_cursor(cursor: &str) -> Result<usize, MetaError> {
    let invalid = || MetaError::invalid_parameter(format!("Invalid cursor: {cursor}"));
    let bytes = URL_SAFE_NO_PAD
        .decode(cursor.trim_end_matches('='))
        .map_err(|_| invalid())?;
    let text = String::from_utf8(bytes).map_err(|_| invalid())?;
    text.strip_prefix("template:")
        .and_then(|n| n.parse().ok())
        .ok_or_else(invalid)
}

/// An authentication template's time-to-live when its definition sets none (Meta's default).
pub const AUTHENTICATION_TTL_SECONDS: u64 = 600;

const LISTABLE_FIELDS: &[&str] = &[
    "id",
    "name",
    "language",
    "status",
    "category",
    "sub_category",
    "parameter_format",
    "components",
    "quality_score",
    "rejected_reason",
    "previous_category",
    "correct_category",
    "message_send_ttl_seconds",
    "library_template_name",
];

impl TemplateDef {
    fn parse(json: Value) -> Result<Self, String> {
        let text = |key: &str| json.get(key).and_then(Value::as_str).map(str::to_owned);
        let name = text("name").ok_or("no name")?;
        let language = text("language").ok_or(format!("{name}: no language"))?;
        let category = match text("category")
            .unwrap_or_default()
            .to_ascii_uppercase()
            .as_str()
        {
            "MARKETING" => Category::Marketing,
            "UTILITY" => Category::Utility,
            "AUTHENTICATION" => Category::Authentication,
            other => {
                return Err(format!(
                    "{name}: category \"{other}\" is not MARKETING, UTILITY or AUTHENTICATION"
                ));
            }
        };
        let named = text("parameter_format").is_some_and(|f| f.eq_ignore_ascii_case("NAMED"));
        let mut def = TemplateDef {
            id: text("id")
                .unwrap_or_else(|| format!("{}", 1_600_000_000_000_000u64 + name.len() as u64)),
            status: text("status")
                .unwrap_or_else(|| "APPROVED".into())
                .to_ascii_uppercase(),
            name,
            language,
            category,
            named,
            header: None,
            body: Vec::new(),
            body_text: String::new(),
            has_other_components: false,
            buttons: Vec::new(),
            json: Value::Null,
        };
        let components = json
            .get("components")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        for component in &components {
            let kind = component
                .get("type")
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_ascii_uppercase();
            let text = component
                .get("text")
                .and_then(Value::as_str)
                .unwrap_or_default();
            match kind.as_str() {
                "HEADER" => {
                    def.has_other_components = true;
                    let format = component
                        .get("format")
                        .and_then(Value::as_str)
                        .unwrap_or("TEXT")
                        .to_ascii_uppercase();
                    def.header = Some(match format.as_str() {
                        "TEXT" => Header::Text(variables(text)),
                        "DOCUMENT" => Header::Media("document"),
                        "IMAGE" => Header::Media("image"),
                        "VIDEO" => Header::Media("video"),
                        _ => Header::Other,
                    });
                }
                "BODY" => {
                    def.body = variables(text);
                    def.body_text = text.to_owned();
                }
                "FOOTER" => def.has_other_components = true,
                "BUTTONS" => {
                    def.has_other_components = true;
                    for (index, button) in component
                        .get("buttons")
                        .and_then(Value::as_array)
                        .into_iter()
                        .flatten()
                        .enumerate()
                    {
                        let url = button
                            .get("url")
                            .and_then(Value::as_str)
                            .unwrap_or_default();
                        def.buttons.push(Button {
                            index,
                            kind: button
                                .get("type")
                                .and_then(Value::as_str)
                                .unwrap_or_default()
                                .to_ascii_uppercase(),
                            has_variable: !variables(url).is_empty(),
                        });
                    }
                }
                other => return Err(format!("{}: unknown component type \"{other}\"", def.name)),
            }
        }
        def.json = json;
        def.json["status"] = json!(def.status);
        Ok(def)
    }

    fn listing(&self, fields: Option<&str>) -> Result<Value, MetaError> {
        let Some(fields) = fields else {
            return Ok(self.json.clone());
        };
        let mut out = Map::new();
        out.insert("id".into(), json!(self.id));
        for field in fields.split(',').map(str::trim).filter(|f| !f.is_empty()) {
            if !LISTABLE_FIELDS.contains(&field) {
                return Err(MetaError::invalid_parameter(format!(
                    "Tried accessing nonexisting field ({field}) on node type (WhatsAppBusinessHSM)"
                )));
            }
            if let Some(value) = self.json.get(field) {
                out.insert(field.into(), value.clone());
            } else if field == "message_send_ttl_seconds"
                && self.category == Category::Authentication
            {
                // Meta's default time-to-live of an authentication template: ten minutes.
                out.insert(field.into(), json!(AUTHENTICATION_TTL_SECONDS));
            }
        }
        Ok(Value::Object(out))
    }

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

/// Variables (`{{1}}`, `{{first_name}}`) in order of first appearance.
fn variables(text: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find("{{") {
        let after = &rest[start + 2..];
        let Some(end) = after.find("}}") else { break };
        let name = after[..end].trim();
        if !name.is_empty()
            && name
                .bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
            && !found.iter().any(|f| f == name)
        {
            found.push(name.to_owned());
        }
        rest = &after[end + 2..];
    }
    // Positional variables are filled in numeric order, whatever order the text uses them in.
    if found.iter().all(|v| v.bytes().all(|b| b.is_ascii_digit())) {
        found.sort_by_key(|v| v.parse::<u32>().unwrap_or(u32::MAX));
    }
    found
}

fn render(text: &str, vars: &[String], values: &[String]) -> String {
    let mut out = text.to_owned();
    for (var, value) in vars.iter().zip(values) {
        out = out.replace(&format!("{{{{{var}}}}}"), value);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variables_are_found_positional_in_numeric_order_and_named_in_text_order() {
        assert_eq!(variables("{{2}} and {{1}} and {{2}}"), vec!["1", "2"]);
        assert_eq!(
            variables("Hi {{first_name}}, {{amount}}"),
            vec!["first_name", "amount"]
        );
        assert!(variables("no variables {here}").is_empty());
    }

    #[test]
    fn cursors_round_trip_and_garbage_cursors_are_refused() {
        assert_eq!(decode_cursor(&encode_cursor(41)).ok(), Some(41));
        assert!(decode_cursor("not-a-cursor!").is_err());
    }
}
