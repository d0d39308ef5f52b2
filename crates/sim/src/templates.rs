//! The WABA's message templates: their definitions as Meta lists them, the built-in samples,
//! and the store a status change or a send reads.
//!
//! What is done with them is in the children: `send` checks a template send against its
//! definition the way Meta does, `listing` answers `GET /{waba_id}/message_templates` a page
//! at a time, `rules` refuses a creation or an edit Meta refuses on the spot, `review`
//! decides what Meta's later review says, and `manage` adds, edits and removes templates.

mod listing;
mod manage;
pub mod review;
pub mod rules;
mod send;

use serde_json::{Value, json};

use crate::SimError;

pub use listing::{AUTHENTICATION_TTL_SECONDS, ListQuery};
pub use manage::{Concluded, Reviewing};
pub use send::{TemplateSend, media_reference};

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
    /// Bumped at each creation or edit, so a review started for an older version of the
    /// template finds it changed and decides nothing.
    review_round: u64,
}

/// Every template of the WABA.
#[derive(Debug, Clone)]
pub struct TemplateStore {
    templates: Vec<TemplateDef>,
    /// The id the next created template gets.
    next_id: u64,
}

const SAMPLES: &str = include_str!("sample_templates.json");

/// The first id a created template gets (Meta's template ids are 15 to 16 digits).
const FIRST_CREATED_ID: u64 = 1_700_000_000_000_001;

impl TemplateDef {
    /// The texts of its `QUICK_REPLY` buttons, in order, from Meta's listing shape.
    pub fn quick_replies(&self) -> Vec<String> {
        let components = self.json.get("components").and_then(Value::as_array);
        components
            .into_iter()
            .flatten()
            .filter_map(|c| c.get("buttons").and_then(Value::as_array))
            .flatten()
            .filter(|b| b.get("type").and_then(Value::as_str) == Some("QUICK_REPLY"))
            .filter_map(|b| b.get("text").and_then(Value::as_str).map(str::to_owned))
            .collect()
    }
}

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
        // Created templates get ids above every configured one, so none is ever reused.
        let next_id = templates
            .iter()
            .filter_map(|t| t.id.parse::<u64>().ok())
            .max()
            .map_or(FIRST_CREATED_ID, |max| {
                max.saturating_add(1).max(FIRST_CREATED_ID)
            });
        Ok(Self { templates, next_id })
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
}

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
            review_round: 0,
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
}

/// Variables (`{{1}}`, `{{first_name}}`) in order of first appearance.
pub(crate) fn variables(text: &str) -> Vec<String> {
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
}
