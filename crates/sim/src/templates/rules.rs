//! What Meta refuses on the spot when a template is created (`POST /{waba_id}/message_templates`)
//! or edited (`POST /{template_id}`), before any review: a bad name, language, category or
//! parameter format, components that break a structural limit, and variables Meta cannot
//! review. Everything else is accepted as PENDING and judged later (`review`).
//!
//! Refusals are Graph's code 100 with Meta's template subcode where one is known and the
//! `error_user_title` / `error_user_msg` a person reads (Meta, Templates documentation). The
//! limits are Meta's: names of at most 512 lowercase letters, digits and underscores; one
//! header; a body of at most 1,024 characters; header text and footer of at most 60; at most
//! 10 buttons with the quick replies together, at most 2 URL buttons and 1 phone button;
//! positional variables `{{1}}`… numbered in order, named ones in lowercase; a sample for
//! every variable; no variable at the very start or end of the body, and not too many for
//! the length of the text.
//!
//! The input is an untrusted request body: every shape is checked and nothing here panics.

use serde_json::{Map, Value};

use super::Category;
use crate::errors::MetaError;

mod buttons;
mod variables;

use buttons::check_buttons;
use variables::{check_samples, check_variables, fixed_words};

/// Longest template name.
pub const NAME_MAX_CHARS: usize = 512;
/// Longest body text.
pub const BODY_MAX_CHARS: usize = 1_024;
/// Longest text header.
pub const HEADER_TEXT_MAX_CHARS: usize = 60;
/// Longest footer.
pub const FOOTER_MAX_CHARS: usize = 60;
/// Longest button label.
pub const BUTTON_TEXT_MAX_CHARS: usize = 25;
/// Most buttons in a template.
pub const BUTTONS_MAX: usize = 10;
/// Most URL buttons in a template.
pub const URL_BUTTONS_MAX: usize = 2;
/// Most phone-number buttons in a template.
pub const PHONE_BUTTONS_MAX: usize = 1;
/// Words of fixed text the body needs per variable. Meta refuses templates with too many
/// variables for their length but does not publish the ratio; two words per variable lets
/// Meta's own samples through and refuses a body that is mostly variables.
pub const WORDS_PER_VARIABLE: usize = 2;

/// Meta's subcode for a name that already exists in this language.
pub const SUBCODE_DUPLICATE: i32 = 2_388_024;
/// Meta's subcode for a text over its character limit.
pub const SUBCODE_TOO_LONG: i32 = 2_388_040;
/// Meta's subcode for a header in the wrong format.
pub const SUBCODE_HEADER_FORMAT: i32 = 2_388_047;
/// Meta's subcode for a body in the wrong format (its variables, mostly).
pub const SUBCODE_BODY_FORMAT: i32 = 2_388_072;
/// Meta's subcode for a footer in the wrong format.
pub const SUBCODE_FOOTER_FORMAT: i32 = 2_388_073;
/// Meta's subcode for too many variables for the length of the text.
pub const SUBCODE_VARIABLE_RATIO: i32 = 2_388_293;
/// Meta's subcode for a variable at the very start or end of the body.
pub const SUBCODE_VARIABLE_AT_EDGE: i32 = 2_388_299;

/// Longest piece of a refused value repeated in an error.
const QUOTE_LIMIT: usize = 64;

/// A creation request that passed the rules.
#[derive(Debug, Clone)]
pub struct Draft {
    /// The name.
    pub name: String,
    /// The language code.
    pub language: String,
    /// The category asked for.
    pub category: Category,
    /// Whether the variables are named (`{{first_name}}`) rather than positional.
    pub named: bool,
    /// The components, as sent.
    pub components: Vec<Value>,
}

/// An edit request that passed the rules.
#[derive(Debug, Clone)]
pub struct Edit {
    /// The new components (all of them: an edit replaces every component), if sent.
    pub components: Option<Vec<Value>>,
    /// The new category, if sent.
    pub category: Option<Category>,
}

/// Checks a creation body.
pub fn check_create(body: &Value) -> Result<Draft, MetaError> {
    let body = object(body, "The request body")?;
    let name = required_text(body, "name")?;
    check_name(name)?;
    let language = required_text(body, "language")?;
    check_language(language)?;
    let category = parse_category(required_text(body, "category")?)?;
    let named = parse_format(body.get("parameter_format"))?;
    let components = check_components(body.get("components"), named)?;
    Ok(Draft {
        name: name.to_owned(),
        language: language.to_owned(),
        category,
        named,
        components,
    })
}

/// Checks an edit body for a template whose variables are `named` or positional.
pub fn check_edit(body: &Value, named: bool) -> Result<Edit, MetaError> {
    let body = object(body, "The request body")?;
    let category = match body.get("category") {
        None | Some(Value::Null) => None,
        Some(Value::String(text)) => Some(parse_category(text)?),
        Some(_) => {
            return Err(MetaError::invalid_parameter(
                "Param category must be a string.",
            ));
        }
    };
    let components = match body.get("components") {
        None | Some(Value::Null) if category.is_some() => None,
        value => Some(check_components(value, named)?),
    };
    Ok(Edit {
        components,
        category,
    })
}

fn check_name(name: &str) -> Result<(), MetaError> {
    let valid = !name.is_empty()
        && name.chars().count() <= NAME_MAX_CHARS
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    if valid {
        return Ok(());
    }
    Err(MetaError::template_refused(
        None,
        "Invalid template name",
        format!(
            "A template name has only lowercase letters, digits and underscores, and at most {NAME_MAX_CHARS} characters; \"{}\" does not fit.",
            quote(name)
        ),
    ))
}

fn check_language(language: &str) -> Result<(), MetaError> {
    let valid = (2..=15).contains(&language.len())
        && language
            .bytes()
            .all(|b| b.is_ascii_alphabetic() || b == b'_');
    if valid {
        return Ok(());
    }
    Err(MetaError::template_refused(
        None,
        "Invalid language",
        format!(
            "\"{}\" is not a language code such as en or en_US.",
            quote(language)
        ),
    ))
}

fn parse_category(text: &str) -> Result<Category, MetaError> {
    match text.to_ascii_uppercase().as_str() {
        "MARKETING" => Ok(Category::Marketing),
        "UTILITY" => Ok(Category::Utility),
        "AUTHENTICATION" => Ok(Category::Authentication),
        _ => Err(MetaError::template_refused(
            None,
            "Invalid category",
            format!(
                "Param category must be one of {{MARKETING, UTILITY, AUTHENTICATION}} - got \"{}\".",
                quote(text)
            ),
        )),
    }
}

/// Whether the variables are named; positional when the field is left out, as Meta does.
fn parse_format(value: Option<&Value>) -> Result<bool, MetaError> {
    match value {
        None | Some(Value::Null) => Ok(false),
        Some(Value::String(text)) if text.eq_ignore_ascii_case("POSITIONAL") => Ok(false),
        Some(Value::String(text)) if text.eq_ignore_ascii_case("NAMED") => Ok(true),
        Some(other) => Err(MetaError::invalid_parameter(format!(
            "Param parameter_format must be one of {{POSITIONAL, NAMED}} - got {}.",
            quote(&other.to_string())
        ))),
    }
}

/// The components as a list: a JSON array, or (as Graph also takes it) a string holding one.
fn component_list(value: Option<&Value>) -> Result<Vec<Value>, MetaError> {
    match value {
        None | Some(Value::Null) => Err(MetaError::invalid_parameter(
            "The parameter components is required.",
        )),
        Some(Value::Array(list)) => Ok(list.clone()),
        Some(Value::String(text)) => match serde_json::from_str::<Value>(text) {
            Ok(Value::Array(list)) => Ok(list),
            _ => Err(MetaError::invalid_parameter(
                "Param components must be a JSON array.",
            )),
        },
        Some(_) => Err(MetaError::invalid_parameter(
            "Param components must be a JSON array.",
        )),
    }
}

/// Checks every component; returns them as sent.
pub fn check_components(value: Option<&Value>, named: bool) -> Result<Vec<Value>, MetaError> {
    let list = component_list(value)?;
    let (mut headers, mut bodies, mut footers, mut button_groups) = (0, 0, 0, 0);
    for component in &list {
        let component = object(component, "Each component")?;
        let kind = required_text(component, "type")?;
        match kind.to_ascii_uppercase().as_str() {
            "HEADER" => {
                headers += 1;
                if headers > 1 {
                    return Err(MetaError::template_refused(
                        Some(SUBCODE_HEADER_FORMAT),
                        "Too many headers",
                        "A template has at most one header.",
                    ));
                }
                check_header(component, named)?;
            }
            "BODY" => {
                bodies += 1;
                if bodies > 1 {
                    return Err(MetaError::template_refused(
                        Some(SUBCODE_BODY_FORMAT),
                        "Too many bodies",
                        "A template has exactly one body.",
                    ));
                }
                check_body(component, named)?;
            }
            "FOOTER" => {
                footers += 1;
                if footers > 1 {
                    return Err(MetaError::template_refused(
                        Some(SUBCODE_FOOTER_FORMAT),
                        "Too many footers",
                        "A template has at most one footer.",
                    ));
                }
                check_footer(component)?;
            }
            "BUTTONS" => {
                button_groups += 1;
                if button_groups > 1 {
                    return Err(MetaError::template_refused(
                        None,
                        "Too many button groups",
                        "All of a template's buttons go in one BUTTONS component.",
                    ));
                }
                check_buttons(component)?;
            }
            other => {
                return Err(MetaError::invalid_parameter(format!(
                    "Param components[]['type'] must be one of {{HEADER, BODY, FOOTER, BUTTONS}} - got \"{}\".",
                    quote(other)
                )));
            }
        }
    }
    if bodies == 0 {
        return Err(MetaError::template_refused(
            None,
            "Body required",
            "Every template needs a BODY component with its text.",
        ));
    }
    Ok(list)
}

fn check_header(header: &Map<String, Value>, named: bool) -> Result<(), MetaError> {
    let format = required_text(header, "format")?;
    match format.to_ascii_uppercase().as_str() {
        "TEXT" => {
            let text = required_text(header, "text")?;
            check_length("header", text, HEADER_TEXT_MAX_CHARS)?;
            let variables = check_variables("header", text, named, SUBCODE_HEADER_FORMAT)?;
            if variables.len() > 1 {
                return Err(MetaError::template_refused(
                    Some(SUBCODE_HEADER_FORMAT),
                    "Too many header variables",
                    "A text header has at most one variable.",
                ));
            }
            check_samples(
                header,
                "header",
                &variables,
                named,
                ("header_text", "header_text_named_params"),
            )
        }
        "IMAGE" | "VIDEO" | "DOCUMENT" => {
            let handles = header
                .get("example")
                .and_then(|e| e.get("header_handle"))
                .and_then(Value::as_array);
            let has_handle = handles.is_some_and(|list| {
                list.first()
                    .and_then(Value::as_str)
                    .is_some_and(|h| !h.trim().is_empty())
            });
            if has_handle {
                Ok(())
            } else {
                Err(MetaError::template_refused(
                    None,
                    "Sample missing",
                    "A media header needs a sample: the handle of a file uploaded with the Resumable Upload API, in example.header_handle.",
                ))
            }
        }
        "LOCATION" => Ok(()),
        other => Err(MetaError::template_refused(
            Some(SUBCODE_HEADER_FORMAT),
            "Invalid header format",
            format!(
                "A header's format is TEXT, IMAGE, VIDEO, DOCUMENT or LOCATION - got \"{}\".",
                quote(other)
            ),
        )),
    }
}

fn check_body(body: &Map<String, Value>, named: bool) -> Result<(), MetaError> {
    let text = required_text(body, "text")?;
    check_length("body", text, BODY_MAX_CHARS)?;
    let variables = check_variables("body", text, named, SUBCODE_BODY_FORMAT)?;
    if variables.is_empty() {
        return Ok(());
    }
    let trimmed = text.trim();
    if trimmed.starts_with("{{") || trimmed.ends_with("}}") {
        return Err(MetaError::template_refused(
            Some(SUBCODE_VARIABLE_AT_EDGE),
            "Variables can't be at the start or end of the template",
            "Put some text before the first variable and after the last one.",
        ));
    }
    let words = fixed_words(text);
    if words < WORDS_PER_VARIABLE * variables.len() {
        return Err(MetaError::template_refused(
            Some(SUBCODE_VARIABLE_RATIO),
            "Too many variables for the message length",
            format!(
                "The body has {} variables and only {words} words of text around them: write more text or use fewer variables.",
                variables.len()
            ),
        ));
    }
    check_samples(
        body,
        "body",
        &variables,
        named,
        ("body_text", "body_text_named_params"),
    )
}

fn check_footer(footer: &Map<String, Value>) -> Result<(), MetaError> {
    let text = required_text(footer, "text")?;
    check_length("footer", text, FOOTER_MAX_CHARS)?;
    if text.contains("{{") {
        return Err(MetaError::template_refused(
            Some(SUBCODE_FOOTER_FORMAT),
            "Variables aren't allowed in the footer",
            "A footer is fixed text without variables.",
        ));
    }
    Ok(())
}

fn check_length(place: &str, text: &str, max: usize) -> Result<(), MetaError> {
    let length = text.chars().count();
    if length <= max {
        return Ok(());
    }
    Err(MetaError::template_refused(
        Some(SUBCODE_TOO_LONG),
        "Character limit exceeded",
        format!("The {place} text has {length} characters; the most is {max}."),
    ))
}

fn object<'a>(value: &'a Value, what: &str) -> Result<&'a Map<String, Value>, MetaError> {
    value
        .as_object()
        .ok_or_else(|| MetaError::invalid_parameter(format!("{what} must be a JSON object.")))
}

fn required_text<'a>(object: &'a Map<String, Value>, key: &str) -> Result<&'a str, MetaError> {
    match object.get(key) {
        Some(Value::String(text)) if !text.trim().is_empty() => Ok(text),
        None | Some(Value::Null) | Some(Value::String(_)) => Err(MetaError::invalid_parameter(
            format!("The parameter {key} is required."),
        )),
        Some(_) => Err(MetaError::invalid_parameter(format!(
            "Param {key} must be a string."
        ))),
    }
}

/// At most [`QUOTE_LIMIT`] characters of a refused value.
fn quote(text: &str) -> String {
    let mut shown: String = text.chars().take(QUOTE_LIMIT).collect();
    if shown.len() < text.len() {
        shown.push('…');
    }
    shown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixed_words_skip_the_variables() {
        assert_eq!(fixed_words("Hi {{1}}, your order {{2}} shipped."), 4);
        assert_eq!(fixed_words("{{1}} {{2}} ok"), 1);
        assert_eq!(fixed_words("no variables here"), 3);
    }

    #[test]
    fn positional_variables_must_come_in_order() {
        assert!(check_variables("body", "a {{1}} b {{2}} c {{1}}", false, 1).is_ok());
        assert!(check_variables("body", "a {{2}} b {{1}}", false, 1).is_err());
        assert!(check_variables("body", "a {{1}} b {{3}}", false, 1).is_err());
        assert!(check_variables("body", "a {{ 1 }} b", false, 1).is_err());
        assert!(check_variables("body", "a {{1", false, 1).is_err());
    }

    #[test]
    fn named_variables_are_lowercase_with_underscores() {
        assert!(check_variables("body", "Hi {{first_name}}", true, 1).is_ok());
        assert!(check_variables("body", "Hi {{FirstName}}", true, 1).is_err());
        assert!(check_variables("body", "Hi {{1}}", true, 1).is_err());
    }

    #[test]
    fn odd_texts_never_panic() {
        for text in ["{{", "}}{{", "{{{{}}}}", "é{{é}}é", "{{}}", "a}}b{{c"] {
            let _ = check_variables("body", text, false, 1);
            let _ = check_variables("body", text, true, 1);
            let _ = fixed_words(text);
        }
    }
}
