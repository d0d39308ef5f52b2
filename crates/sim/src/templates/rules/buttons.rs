//! The buttons of a template being created: how many, in what order, their labels and URLs
//! (Meta, Templates documentation).

use serde_json::{Map, Value};

use super::variables::placeholders;
use super::*;
use crate::errors::MetaError;

pub(super) fn check_buttons(component: &Map<String, Value>) -> Result<(), MetaError> {
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
