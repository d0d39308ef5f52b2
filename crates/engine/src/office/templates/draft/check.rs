//! Meta's rules for a new template, checked on a draft as it is typed. Each broken rule is one
//! [`DraftProblem`] naming its field; the checks go on after a problem, so the person sees
//! everything at once.

use pacer_words::{Said, ids};

use super::variables::{self, Placeholder, braced};
use super::{
    DraftButton, DraftCategory, DraftFormat, DraftHeader, DraftProblem, TemplateDraftSpec,
};

/// Longest template name.
pub const NAME_MAX_CHARS: usize = 512;
/// Longest body.
pub const BODY_MAX_CHARS: usize = 1_024;
/// Longest text header.
pub const HEADER_MAX_CHARS: usize = 60;
/// Longest footer.
pub const FOOTER_MAX_CHARS: usize = 60;
/// Longest button label.
pub const BUTTON_TEXT_MAX_CHARS: usize = 25;
/// Most buttons.
pub const BUTTONS_MAX: usize = 10;
/// Most link buttons.
pub const URL_BUTTONS_MAX: usize = 2;
/// Most call buttons.
pub const PHONE_BUTTONS_MAX: usize = 1;
/// Words of fixed text the body needs per variable. Meta does not publish its ratio; the
/// simulator's is two words (`pacer_sim` `WORDS_PER_VARIABLE`), and Pacer says no more and no
/// less than it, so what passes here passes there.
pub const WORDS_PER_VARIABLE: usize = 2;

/// Everything wrong with `draft`; empty when Meta would take it for review.
pub fn check_draft(draft: &TemplateDraftSpec) -> Vec<DraftProblem> {
    let mut problems = Vec::new();
    let format = draft.format();
    check_name(&draft.name, &mut problems);
    let language = draft.language.trim();
    if !(2..=15).contains(&language.len())
        || !language
            .bytes()
            .all(|b| b.is_ascii_alphabetic() || b == b'_')
    {
        problems.push(DraftProblem::new(
            "language",
            Said::new(ids::TEMPLATE_DRAFT_LANGUAGE),
        ));
    }
    check_header(draft, format, &mut problems);
    check_body(draft, format, &mut problems);
    if let Some(footer) = &draft.footer {
        too_long("footer", footer, FOOTER_MAX_CHARS, &mut problems);
        if footer.contains("{{") {
            problems.push(DraftProblem::new(
                "footer",
                Said::new(ids::TEMPLATE_DRAFT_FOOTER_VARIABLES),
            ));
        }
    }
    check_buttons(draft, &mut problems);
    problems
}

fn check_name(name: &str, problems: &mut Vec<DraftProblem>) {
    let valid = !name.is_empty()
        && name.chars().count() <= NAME_MAX_CHARS
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    if !valid {
        problems.push(DraftProblem::new(
            "name",
            Said::new(ids::TEMPLATE_DRAFT_NAME).with("max", NAME_MAX_CHARS),
        ));
    }
}

fn too_long(field: &str, text: &str, max: usize, problems: &mut Vec<DraftProblem>) {
    let length = text.chars().count();
    if length > max {
        problems.push(DraftProblem::new(
            field,
            Said::new(ids::TEMPLATE_DRAFT_TOO_LONG)
                .with("length", length)
                .with("max", max),
        ));
    }
}

fn missing_text(field: &str, text: &str, problems: &mut Vec<DraftProblem>) -> bool {
    let missing = text.trim().is_empty();
    if missing {
        problems.push(DraftProblem::new(
            field,
            Said::new(ids::TEMPLATE_DRAFT_TEXT_MISSING),
        ));
    }
    missing
}

fn missing_sample(field: String, variable: &str, problems: &mut Vec<DraftProblem>) {
    problems.push(DraftProblem::new(
        field,
        Said::new(ids::TEMPLATE_DRAFT_SAMPLE_MISSING).with("variable", braced(variable)),
    ));
}

/// The distinct variables of a text, with a problem for each one written wrong: unclosed,
/// not of the draft's kind, badly named, or (positional) not numbered 1, 2, 3 … in order.
fn check_variables(
    field: &str,
    text: &str,
    format: DraftFormat,
    problems: &mut Vec<DraftProblem>,
) -> Vec<String> {
    let mut seen: Vec<String> = Vec::new();
    for Placeholder { inner, closed, .. } in variables::placeholders(text) {
        let said = if !closed {
            Some(
                Said::new(ids::TEMPLATE_DRAFT_VARIABLE_UNCLOSED)
                    .with("open", "{{")
                    .with("close", "}}"),
            )
        } else if seen.iter().any(|s| s == inner) {
            None
        } else {
            match format {
                DraftFormat::Positional if variables::is_number(inner) => {
                    let expected = (seen.len() + 1).to_string();
                    (inner != expected).then(|| {
                        Said::new(ids::TEMPLATE_DRAFT_VARIABLE_ORDER)
                            .with("found", braced(inner))
                            .with("expected", braced(&expected))
                    })
                }
                DraftFormat::Positional if variables::is_name(inner) => Some(mixed(inner)),
                DraftFormat::Named if variables::is_number(inner) => Some(mixed(inner)),
                DraftFormat::Named if variables::is_name(inner) => None,
                _ => Some(
                    Said::new(ids::TEMPLATE_DRAFT_VARIABLE_NAME)
                        .with("found", braced(inner))
                        .with("example", "{{customer_name}}"),
                ),
            }
        };
        match said {
            Some(said) => {
                problems.push(DraftProblem::new(field, said));
                // One problem per text: the next variables' numbers follow from this one.
                break;
            }
            None if closed && !seen.iter().any(|s| s == inner) => seen.push(inner.to_owned()),
            None => {}
        }
    }
    seen
}

fn mixed(inner: &str) -> Said {
    Said::new(ids::TEMPLATE_DRAFT_VARIABLE_MIXED).with("found", braced(inner))
}

fn check_header(draft: &TemplateDraftSpec, format: DraftFormat, problems: &mut Vec<DraftProblem>) {
    match &draft.header {
        DraftHeader::None => {}
        DraftHeader::Text { text, sample } => {
            if missing_text("header", text, problems) {
                return;
            }
            too_long("header", text, HEADER_MAX_CHARS, problems);
            let found = check_variables("header", text, format, problems);
            if found.len() > 1 {
                problems.push(DraftProblem::new(
                    "header",
                    Said::new(ids::TEMPLATE_DRAFT_HEADER_ONE_VARIABLE),
                ));
            }
            if let Some(first) = found.first()
                && sample.as_deref().is_none_or(|s| s.trim().is_empty())
            {
                missing_sample("header.sample".into(), first, problems);
            }
        }
        DraftHeader::Image { handle }
        | DraftHeader::Video { handle }
        | DraftHeader::Document { handle } => {
            if draft.category == DraftCategory::Authentication {
                problems.push(DraftProblem::new(
                    "header",
                    Said::new(ids::TEMPLATE_DRAFT_AUTH_HEADER),
                ));
            } else if handle.trim().is_empty() {
                problems.push(DraftProblem::new(
                    "header.handle",
                    Said::new(ids::TEMPLATE_DRAFT_HEADER_FILE_MISSING),
                ));
            }
        }
    }
}

fn check_body(draft: &TemplateDraftSpec, format: DraftFormat, problems: &mut Vec<DraftProblem>) {
    let body = &draft.body;
    if body.trim().is_empty() {
        problems.push(DraftProblem::new(
            "body",
            Said::new(ids::TEMPLATE_DRAFT_BODY_MISSING),
        ));
        return;
    }
    too_long("body", body, BODY_MAX_CHARS, problems);
    let found = check_variables("body", body, format, problems);
    if found.is_empty() {
        return;
    }
    let trimmed = body.trim();
    if trimmed.starts_with("{{") || trimmed.ends_with("}}") {
        problems.push(DraftProblem::new(
            "body",
            Said::new(ids::TEMPLATE_DRAFT_VARIABLE_AT_EDGE),
        ));
    }
    let words = variables::fixed_words(body);
    if words < WORDS_PER_VARIABLE * found.len() {
        problems.push(DraftProblem::new(
            "body",
            Said::new(ids::TEMPLATE_DRAFT_TOO_MANY_VARIABLES)
                .with("per", WORDS_PER_VARIABLE)
                .with("words", words)
                .with("variables", found.len()),
        ));
    }
    for name in &found {
        let has_sample = draft
            .samples
            .get(name)
            .is_some_and(|sample| !sample.trim().is_empty());
        if !has_sample {
            missing_sample(format!("samples.{name}"), name, problems);
        }
    }
}

fn check_buttons(draft: &TemplateDraftSpec, problems: &mut Vec<DraftProblem>) {
    if draft.buttons.len() > BUTTONS_MAX {
        problems.push(DraftProblem::new(
            "buttons",
            Said::new(ids::TEMPLATE_DRAFT_TOO_MANY_BUTTONS).with("max", BUTTONS_MAX),
        ));
    }
    let (mut urls, mut phones) = (0, 0);
    // Quick replies sit together: once a run of them has ended, another one is refused.
    let (mut in_replies, mut replies_ended) = (false, false);
    for (index, button) in draft.buttons.iter().enumerate() {
        let field = format!("buttons[{index}]");
        let is_reply = matches!(button, DraftButton::QuickReply { .. });
        if is_reply && replies_ended {
            problems.push(DraftProblem::new(
                field.clone(),
                Said::new(ids::TEMPLATE_DRAFT_QUICK_REPLIES_APART),
            ));
        }
        if is_reply {
            in_replies = true;
        } else if in_replies {
            replies_ended = true;
        }
        if draft.category == DraftCategory::Authentication
            && !matches!(button, DraftButton::CopyCode { .. })
        {
            problems.push(DraftProblem::new(
                field,
                Said::new(ids::TEMPLATE_DRAFT_AUTH_BUTTONS),
            ));
            continue;
        }
        match button {
            DraftButton::QuickReply { text } => label(&field, text, problems),
            DraftButton::Url { text, url, sample } => {
                label(&field, text, problems);
                urls += 1;
                if urls > URL_BUTTONS_MAX {
                    problems.push(DraftProblem::new(
                        field.clone(),
                        Said::new(ids::TEMPLATE_DRAFT_TOO_MANY_URL_BUTTONS)
                            .with("max", URL_BUTTONS_MAX),
                    ));
                }
                check_url(&field, url, sample.as_deref(), problems);
            }
            DraftButton::Phone { text, phone_number } => {
                label(&field, text, problems);
                phones += 1;
                if phones > PHONE_BUTTONS_MAX {
                    problems.push(DraftProblem::new(
                        field.clone(),
                        Said::new(ids::TEMPLATE_DRAFT_TOO_MANY_PHONE_BUTTONS)
                            .with("max", PHONE_BUTTONS_MAX),
                    ));
                }
                let digits = phone_number.trim().trim_start_matches('+');
                if digits.len() < 7 || !digits.bytes().all(|b| b.is_ascii_digit()) {
                    problems.push(DraftProblem::new(
                        format!("{field}.phone_number"),
                        Said::new(ids::TEMPLATE_DRAFT_PHONE_INVALID)
                            .with("phone", phone_number.chars().take(40).collect::<String>()),
                    ));
                }
            }
            DraftButton::CopyCode { sample } => {
                if sample.trim().is_empty() {
                    missing_sample(format!("{field}.sample"), "code", problems);
                }
            }
        }
    }
}

fn label(field: &str, text: &str, problems: &mut Vec<DraftProblem>) {
    if !missing_text(field, text, problems) {
        too_long(field, text, BUTTON_TEXT_MAX_CHARS, problems);
    }
}

/// An http(s) address with a host, optionally ending in `{{1}}` (and then with a sample).
fn check_url(field: &str, url: &str, sample: Option<&str>, problems: &mut Vec<DraftProblem>) {
    let url = url.trim();
    let found = variables::placeholders(url);
    let dynamic = !found.is_empty();
    let variable_fits = match found.as_slice() {
        [] => true,
        [only] => only.closed && only.inner == "1" && only.end == url.len(),
        _ => false,
    };
    let host = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"))
        .and_then(|rest| rest.split(['/', '?', '#']).next())
        .unwrap_or("");
    let well_formed = !host.is_empty()
        && !host.contains("{{")
        && !url.chars().any(char::is_whitespace)
        && variable_fits;
    if !well_formed {
        problems.push(DraftProblem::new(
            format!("{field}.url"),
            Said::new(ids::TEMPLATE_DRAFT_URL_INVALID).with("variable", variables::URL_VARIABLE),
        ));
    } else if dynamic && sample.is_none_or(|s| s.trim().is_empty()) {
        missing_sample(format!("{field}.sample"), "1", problems);
    }
}

#[cfg(test)]
#[path = "check_tests.rs"]
mod tests;
