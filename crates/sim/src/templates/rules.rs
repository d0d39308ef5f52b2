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

fn check_buttons(component: &Map<String, Value>) -> Result<(), MetaError> {
    let buttons = match component.get("buttons") {
        Some(Value::Array(list)) if !list.is_empty() => list,
        _ => {
            return Err(MetaError::invalid_parameter(
                "The parameter components[BUTTONS]['buttons'] is required and must be a non-empty array.",
            ));
        }
    };
    if buttons.len() > BUTTONS_MAX {
        return Err(MetaError::template_refused(
            None,
            "Too many buttons",
            format!(
                "A template has at most {BUTTONS_MAX} buttons; this one has {}.",
                buttons.len()
            ),
        ));
    }
    let (mut urls, mut phones) = (0, 0);
    // Quick replies must sit together: once a run of them has ended, another one is refused.
    let (mut in_replies, mut replies_ended) = (false, false);
    for button in buttons {
        let button = object(button, "Each button")?;
        let kind = required_text(button, "type")?.to_ascii_uppercase();
        if kind == "QUICK_REPLY" {
            if replies_ended {
                return Err(MetaError::template_refused(
                    None,
                    "Quick reply buttons must be grouped together",
                    "Put all quick reply buttons next to each other, before or after the other buttons.",
                ));
            }
            in_replies = true;
        } else if in_replies {
            replies_ended = true;
        }
        match kind.as_str() {
            "QUICK_REPLY" => {
                button_label(button)?;
            }
            "URL" => {
                urls += 1;
                button_label(button)?;
                check_url_button(button)?;
            }
            "PHONE_NUMBER" => {
                phones += 1;
                button_label(button)?;
                let number = required_text(button, "phone_number")?;
                let digits = number.trim().trim_start_matches('+');
                if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    return Err(MetaError::template_refused(
                        None,
                        "Invalid phone number",
                        format!(
                            "\"{}\" is not a phone number in international format.",
                            quote(number)
                        ),
                    ));
                }
            }
            "COPY_CODE" => {
                if button
                    .get("example")
                    .and_then(Value::as_str)
                    .is_none_or(|e| e.trim().is_empty())
                {
                    return Err(MetaError::template_refused(
                        None,
                        "Sample missing",
                        "A copy-code button needs a sample code in example.",
                    ));
                }
            }
            // Kinds the simulator accepts without checking their own fields.
            "OTP" | "FLOW" | "CATALOG" | "MPM" | "SPM" | "VOICE_CALL" => {}
            other => {
                return Err(MetaError::invalid_parameter(format!(
                    "Param buttons[]['type'] is not a button type - got \"{}\".",
                    quote(other)
                )));
            }
        }
    }
    if urls > URL_BUTTONS_MAX {
        return Err(MetaError::template_refused(
            None,
            "Too many URL buttons",
            format!("A template has at most {URL_BUTTONS_MAX} URL buttons; this one has {urls}."),
        ));
    }
    if phones > PHONE_BUTTONS_MAX {
        return Err(MetaError::template_refused(
            None,
            "Too many phone number buttons",
            format!(
                "A template has at most {PHONE_BUTTONS_MAX} phone number button; this one has {phones}."
            ),
        ));
    }
    Ok(())
}

fn button_label(button: &Map<String, Value>) -> Result<(), MetaError> {
    let text = required_text(button, "text")?;
    check_length("button", text, BUTTON_TEXT_MAX_CHARS)
}

/// A URL button's address: http(s), with at most one variable, `{{1}}`, at its very end,
/// and then a sample of the whole address.
fn check_url_button(button: &Map<String, Value>) -> Result<(), MetaError> {
    let url = required_text(button, "url")?;
    let variables = placeholders(url);
    let dynamic = !variables.is_empty();
    let well_formed = match variables.as_slice() {
        [] => true,
        [only] => only.inner == "1" && only.end == url.len(),
        _ => false,
    };
    let fixed = url.replace("{{1}}", "x");
    let parsed = url::Url::parse(&fixed)
        .ok()
        .filter(|u| matches!(u.scheme(), "http" | "https"));
    if !well_formed || parsed.is_none() {
        return Err(MetaError::template_refused(
            None,
            "Invalid URL",
            format!(
                "\"{}\" is not an http(s) address, optionally ending in one variable {{{{1}}}}.",
                quote(url)
            ),
        ));
    }
    let has_sample = match button.get("example") {
        Some(Value::Array(list)) => list
            .first()
            .and_then(Value::as_str)
            .is_some_and(|s| !s.trim().is_empty()),
        Some(Value::String(s)) => !s.trim().is_empty(),
        _ => false,
    };
    if dynamic && !has_sample {
        return Err(MetaError::template_refused(
            None,
            "Sample missing",
            "A URL button with a variable needs a sample of the whole address in example.",
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

/// One `{{…}}` in a text.
#[derive(Debug, Clone, PartialEq)]
struct Placeholder<'a> {
    inner: &'a str,
    /// Where its `{{` starts.
    start: usize,
    /// Just after its `}}` (the text's end when unclosed).
    end: usize,
    /// Whether its `}}` was found.
    closed: bool,
}

/// Every `{{…}}`, left to right. An opening `{{` without a closing `}}` is returned with
/// everything after it, so it is refused as a malformed variable.
fn placeholders(text: &str) -> Vec<Placeholder<'_>> {
    let mut found = Vec::new();
    let mut offset = 0;
    while let Some(start) = text[offset..].find("{{") {
        let start = offset + start;
        let open = start + 2;
        match text[open..].find("}}") {
            Some(length) => {
                let end = open + length + 2;
                found.push(Placeholder {
                    inner: &text[open..open + length],
                    start,
                    end,
                    closed: true,
                });
                offset = end;
            }
            None => {
                found.push(Placeholder {
                    inner: &text[open..],
                    start,
                    end: text.len(),
                    closed: false,
                });
                break;
            }
        }
    }
    found
}

/// The distinct variables of a text in order of first appearance, refusing names that do not
/// fit the parameter format and positional numbers out of order.
fn check_variables(
    place: &str,
    text: &str,
    named: bool,
    subcode: i32,
) -> Result<Vec<String>, MetaError> {
    let mut seen: Vec<String> = Vec::new();
    for placeholder in placeholders(text) {
        let inner = placeholder.inner;
        if !placeholder.closed {
            return Err(MetaError::template_refused(
                Some(subcode),
                "Variable not closed",
                format!(
                    "A variable is written between {{{{ and }}}}; the {place} has {{{{{} without its }}}}.",
                    quote(inner)
                ),
            ));
        }
        if named {
            let valid = inner
                .bytes()
                .next()
                .is_some_and(|b| b.is_ascii_lowercase() || b == b'_')
                && inner
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
            if !valid {
                return Err(MetaError::template_refused(
                    Some(subcode),
                    "Invalid variable name",
                    format!(
                        "Named variables are written in lowercase letters, digits and underscores, like {{{{first_name}}}}; the {place} has {{{{{}}}}}.",
                        quote(inner)
                    ),
                ));
            }
        } else {
            let number = inner
                .parse::<usize>()
                .ok()
                .filter(|_| inner.bytes().all(|b| b.is_ascii_digit()));
            let expected = seen.len() + 1;
            let is_new = !seen.iter().any(|s| s == inner);
            match number {
                Some(_) if !is_new => {}
                Some(n) if n == expected => {}
                _ => {
                    return Err(MetaError::template_refused(
                        Some(subcode),
                        "Variables must be numbered in order",
                        format!(
                            "Positional variables are {{{{1}}}}, {{{{2}}}}, … numbered in the order they first appear; the {place} has {{{{{}}}}} where {{{{{expected}}}}} was expected.",
                            quote(inner)
                        ),
                    ));
                }
            }
        }
        if !seen.iter().any(|s| s == inner) {
            seen.push(inner.to_owned());
        }
    }
    Ok(seen)
}

/// Words of the text outside its variables (tokens with at least one letter or digit).
fn fixed_words(text: &str) -> usize {
    let mut fixed = String::with_capacity(text.len());
    let mut offset = 0;
    for placeholder in placeholders(text) {
        fixed.push_str(text.get(offset..placeholder.start).unwrap_or(""));
        fixed.push(' ');
        offset = placeholder.end;
    }
    fixed.push_str(text.get(offset..).unwrap_or(""));
    fixed
        .split_whitespace()
        .filter(|word| word.chars().any(char::is_alphanumeric))
        .count()
}

/// A sample for every variable: positional ones in `example.<positional>` (the body's as a
/// nested array, the header's flat), named ones in `example.<named>` as
/// `[{param_name, example}]`.
fn check_samples(
    component: &Map<String, Value>,
    place: &str,
    variables: &[String],
    named: bool,
    (positional_key, named_key): (&str, &str),
) -> Result<(), MetaError> {
    if variables.is_empty() {
        return Ok(());
    }
    let example = component.get("example");
    let filled = |value: &Value| value.as_str().is_some_and(|s| !s.trim().is_empty());
    let complete = if named {
        let params = example
            .and_then(|e| e.get(named_key))
            .and_then(Value::as_array);
        variables.iter().all(|name| {
            params.into_iter().flatten().any(|param| {
                param.get("param_name").and_then(Value::as_str) == Some(name.as_str())
                    && param.get("example").is_some_and(filled)
            })
        })
    } else {
        let samples = example
            .and_then(|e| e.get(positional_key))
            .and_then(Value::as_array);
        // The body's samples are one row of values inside an outer array.
        let row = match samples.and_then(|s| s.first()) {
            Some(Value::Array(row)) => Some(row),
            _ => samples,
        };
        row.is_some_and(|row| row.len() >= variables.len() && row.iter().all(filled))
    };
    if complete {
        return Ok(());
    }
    let key = if named { named_key } else { positional_key };
    Err(MetaError::template_refused(
        None,
        "Sample missing",
        format!(
            "Add a sample value for each variable of the {place} in example.{key} ({} needed).",
            variables.len()
        ),
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
