//! The `{{…}}` variables of a template's texts: numbered or named as Meta wants them, not at
//! the body's edges, not too many for the text, each with a sample.

use serde_json::{Map, Value};

use super::*;
use crate::errors::MetaError;

/// One `{{…}}` in a text.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Placeholder<'a> {
    /// What is between the braces.
    pub(super) inner: &'a str,
    /// Where its `{{` starts.
    pub(super) start: usize,
    /// Just after its `}}` (the text's end when unclosed).
    pub(super) end: usize,
    /// Whether its `}}` was found.
    pub(super) closed: bool,
}

/// Every `{{…}}`, left to right. An opening `{{` without a closing `}}` is returned with
/// everything after it, so it is refused as a malformed variable.
pub(super) fn placeholders(text: &str) -> Vec<Placeholder<'_>> {
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
pub(super) fn check_variables(
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
pub(super) fn fixed_words(text: &str) -> usize {
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
pub(super) fn check_samples(
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
