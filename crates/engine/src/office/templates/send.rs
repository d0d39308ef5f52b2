//! Filling a template in for one recipient: the preview a person reads, and the exact
//! parameters Meta expects, checked the way Meta checks them before anything is sent.
//!
//! A campaign calls [`build`] once per recipient while validating (`docs/sending.md#templates-and-campaigns`, `docs/wording.md`
//! "protect before, not after"), so it works from the layout read once from the definition and
//! allocates only what the send itself holds.

use std::collections::BTreeMap;

use pacer_cloud::{
    ButtonSubType, ComponentParameters, ExtraFields, HeaderFormat, Media, MediaSource, Parameter,
    ParameterFormat, TemplateContent,
};
use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::TemplateInfo;
use super::definition::{Header, Piece, RENDERED_BODY_MAX_CHARS, Text, Variable, VariableKind};

mod media;
mod shaped;

use media::media_parameter;
#[cfg(test)]
use media::{link_file_name, location};
pub use shaped::TemplateShape;

/// A file for a media header (an uploaded id or a link, with a file name for documents). The
/// same type the Graph client sends.
pub type MediaRef = Media;

/// Longest part of an offending value kept in a [`ValueProblem`].
const VALUE_EXCERPT_CHARS: usize = 120;

/// The message as a recipient will see it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Preview {
    /// The header text, values filled in.
    pub header: Option<String>,
    /// The body, values filled in.
    pub body: String,
    /// The footer.
    pub footer: Option<String>,
    /// The buttons as they read: `Pay now (https://pay.example.com/i/INV-1)`, `Stop promotions`.
    pub buttons: Vec<String>,
    /// A media or location header: its format and the value given for it ("" when missing).
    #[cfg_attr(feature = "ts", ts(type = "[string, string] | null"))]
    pub media: Option<(HeaderFormat, String)>,
    /// Keys of the variables without a value; they show as written (`{{1}}`).
    pub missing: Vec<String>,
}

/// What is wrong with one value (or with the template), found before sending.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ValueProblem {
    /// The variable's key (`body.1`); `template` for the template itself, `body` for the whole
    /// message text, `header.media` for a file given to a template without a media header.
    pub key: String,
    /// What a person calls it.
    pub label: String,
    /// What is wrong, for code to branch on.
    pub kind: ProblemKind,
    /// What is wrong and what to do, in plain words.
    pub problem: String,
    /// `problem` as a catalogue message: the window shows it in the person's language.
    pub problem_said: Said,
    /// The value (its first 120 characters, with `…` when longer).
    pub value: String,
    /// The Meta error code the send would have been refused with.
    pub code: i64,
}

/// What is wrong with a value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ProblemKind {
    /// The template is not approved (paused 132015, disabled 132016, other 132001).
    NotApproved,
    /// Pacer has only heard of the template from a webhook and does not know its variables:
    /// sync templates first.
    NotSynced,
    /// No value, or only spaces (131008; 132000 for a media header, which Meta counts as a
    /// parameter left out).
    Missing,
    /// Longer than Meta accepts here (100).
    TooLong {
        /// Characters given.
        length: usize,
        /// Characters allowed.
        max: usize,
    },
    /// A line break (132018).
    LineBreak,
    /// A tab (132018).
    Tab,
    /// More than four spaces in a row (132018).
    TooManySpaces,
    /// The body with its values filled in is too long (132005).
    MessageTooLong {
        /// Characters of the filled-in body.
        length: usize,
        /// Characters allowed.
        max: usize,
    },
    /// A document header's file is not a PDF.
    NotPdf,
    /// Neither a usable link nor a media id.
    BadMedia,
    /// Not `latitude, longitude`.
    BadLocation,
    /// A file was given, but the template has no media header to carry it.
    NoMediaHeader,
}

/// The message with `values` (variable key → value) filled in. Missing values show as the
/// placeholder (`{{1}}`) and are listed in [`Preview::missing`]. A media header's value is read
/// from `values` under its key (a link, a media id, or a file name for the preview).
pub fn render(info: &TemplateInfo, values: &BTreeMap<String, String>) -> Preview {
    let mut missing = vec![false; info.variables.len()];
    let Some(layout) = info.layout() else {
        return Preview {
            header: None,
            body: String::new(),
            footer: None,
            buttons: Vec::new(),
            media: None,
            missing: Vec::new(),
        };
    };
    let mut header = None;
    let mut media = None;
    match &layout.header {
        Header::Text(text) => header = Some(fill(text, &info.variables, values, &mut missing)),
        Header::Media { format, var } => {
            let value = value_of(&info.variables, values, *var);
            if value.is_none() {
                missing[*var] = true;
            }
            media = Some((format.clone(), value.unwrap_or_default().to_owned()));
        }
        Header::None | Header::Unknown => {}
    }
    let body = fill(&layout.body, &info.variables, values, &mut missing);
    let buttons = layout
        .buttons
        .iter()
        .map(|button| {
            let var = button.var.map(|var| (var, &info.variables[var]));
            match (&button.url, var) {
                (Some(url), Some((_, variable))) if variable.kind == VariableKind::OtpCode => {
                    let code = fill_var(url, &info.variables, values, &mut missing, variable);
                    format!("{} ({code})", button.label)
                }
                (Some(url), _) => {
                    format!(
                        "{} ({})",
                        button.label,
                        fill(url, &info.variables, values, &mut missing)
                    )
                }
                (None, Some((var, variable))) => {
                    let code = match value_of(&info.variables, values, var) {
                        Some(code) => code.to_owned(),
                        None => {
                            missing[var] = true;
                            format!("{{{{{}}}}}", variable.name)
                        }
                    };
                    format!("{} ({code})", button.label)
                }
                (None, None) => match &button.phone {
                    Some(phone) => format!("{} ({phone})", button.label),
                    None => button.label.clone(),
                },
            }
        })
        .collect();
    Preview {
        header,
        body,
        footer: layout.footer.clone(),
        buttons,
        media,
        missing: info
            .variables
            .iter()
            .zip(&missing)
            .filter(|(_, missing)| **missing)
            .map(|(variable, _)| variable.key.clone())
            .collect(),
    }
}

/// A value that is present and not blank.
fn value_of<'a>(
    variables: &[Variable],
    values: &'a BTreeMap<String, String>,
    var: usize,
) -> Option<&'a str> {
    values
        .get(variables.get(var)?.key.as_str())
        .map(String::as_str)
        .filter(|value| !value.trim().is_empty())
}

fn fill(
    text: &Text,
    variables: &[Variable],
    values: &BTreeMap<String, String>,
    missing: &mut [bool],
) -> String {
    let mut out = String::with_capacity(text.source.len() + 16);
    for piece in &text.pieces {
        match piece {
            Piece::Literal(range) => out.push_str(text.slice(range)),
            Piece::Var { var, raw } => match value_of(variables, values, *var) {
                Some(value) => out.push_str(value),
                None => {
                    missing[*var] = true;
                    out.push_str(text.slice(raw));
                }
            },
        }
    }
    out
}

/// The value of a one-time-password button (its link is WhatsApp's, not worth showing).
fn fill_var(
    url: &Text,
    variables: &[Variable],
    values: &BTreeMap<String, String>,
    missing: &mut [bool],
    variable: &Variable,
) -> String {
    for piece in &url.pieces {
        if let Piece::Var { var, raw } = piece {
            return match value_of(variables, values, *var) {
                Some(value) => value.to_owned(),
                None => {
                    missing[*var] = true;
                    url.slice(raw).to_owned()
                }
            };
        }
    }
    format!("{{{{{}}}}}", variable.name)
}

/// The template object of a send: exactly the parameters Meta expects (named ones with
/// `parameter_name`, positional ones in order, the header's media, a `url` button per button
/// variable), or every problem Meta would refuse the send for.
///
/// A media header takes `media` when given (a campaign's per-recipient PDF), otherwise the
/// value under its key: a link (`https://…`) or an uploaded media id. Checked, as Meta checks
/// them: the template is approved; every value is present; header text ≤ 60 characters; a
/// body value ≤ 1,024 characters when the template has a header, footer or buttons (32,768
/// otherwise) and the filled-in body ≤ 1,024 then (132005); no line break, tab or more than
/// four spaces in a row in any text value (132018); a copy-code ≤ 15 characters; a document
/// header gets a PDF.
pub fn build(
    info: &TemplateInfo,
    values: &BTreeMap<String, String>,
    media: Option<MediaRef>,
) -> Result<TemplateContent, Vec<ValueProblem>> {
    let mut problems = Vec::new();
    if info.status != "APPROVED" {
        problems.push(not_approved(info));
    }
    let Some(layout) = info.layout() else {
        let said = Said::new(ids::ENGINE_CAMPAIGN_VALUE_NOT_SYNCED)
            .with("name", info.name.as_str())
            .with("language", info.language.as_str());
        problems.push(ValueProblem {
            key: "template".into(),
            label: "Template".into(),
            kind: ProblemKind::NotSynced,
            problem: said.to_string(),
            problem_said: said,
            value: String::new(),
            code: 132000,
        });
        return Err(problems);
    };
    let named = info.parameter_format == ParameterFormat::Named;
    let variables = &info.variables;
    let mut content = TemplateContent::new(info.name.as_str(), info.language.as_str());

    let mut media = media;
    match &layout.header {
        Header::Text(text) => {
            let parameters = text_parameters(text, variables, values, named, &mut problems);
            if !parameters.is_empty() {
                content
                    .components
                    .push(ComponentParameters::header(parameters));
            }
        }
        Header::Media { format, var } => {
            let variable = &variables[*var];
            if let Some(parameter) =
                media_parameter(format, variable, values, media.take(), &mut problems)
            {
                content
                    .components
                    .push(ComponentParameters::header(vec![parameter]));
            }
        }
        Header::None | Header::Unknown => {}
    }
    if let Some(file) = media {
        let said =
            Said::new(ids::ENGINE_CAMPAIGN_VALUE_NO_MEDIA_HEADER).with("name", info.name.as_str());
        problems.push(ValueProblem {
            key: "header.media".into(),
            label: "File for the header".into(),
            kind: ProblemKind::NoMediaHeader,
            problem: said.to_string(),
            problem_said: said,
            value: excerpt(media_text(&file.source)),
            code: 132000,
        });
    }

    let problems_before_body = problems.len();
    let parameters = text_parameters(&layout.body, variables, values, named, &mut problems);
    if problems.len() == problems_before_body && layout.has_other_components {
        let length = rendered_chars(&layout.body, variables, values);
        if length > RENDERED_BODY_MAX_CHARS {
            let said = Said::new(ids::ENGINE_CAMPAIGN_VALUE_MESSAGE_TOO_LONG)
                .with("length", length)
                .with("max", RENDERED_BODY_MAX_CHARS);
            problems.push(ValueProblem {
                key: "body".into(),
                label: "Message text".into(),
                kind: ProblemKind::MessageTooLong {
                    length,
                    max: RENDERED_BODY_MAX_CHARS,
                },
                problem: said.to_string(),
                problem_said: said,
                value: String::new(),
                code: 132005,
            });
        }
    }
    if !parameters.is_empty() {
        content
            .components
            .push(ComponentParameters::body(parameters));
    }

    for button in &layout.buttons {
        let Some(var) = button.var else { continue };
        let variable = &variables[var];
        let Some(value) = check_text(variable, values.get(variable.key.as_str()), &mut problems)
        else {
            continue;
        };
        let component = match variable.kind {
            VariableKind::CouponCode => {
                let mut coupon = ExtraFields::new();
                coupon.insert("type".into(), Value::from("coupon_code"));
                coupon.insert("coupon_code".into(), Value::from(value));
                ComponentParameters::button(
                    ButtonSubType::CopyCode,
                    button.index,
                    vec![Parameter::Other(coupon)],
                )
            }
            _ => ComponentParameters::button(
                ButtonSubType::Url,
                button.index,
                vec![Parameter::text(value)],
            ),
        };
        content.components.push(component);
    }

    if problems.is_empty() {
        Ok(content)
    } else {
        Err(problems)
    }
}

fn not_approved(info: &TemplateInfo) -> ValueProblem {
    let name = info.name.as_str();
    let (code, id) = match info.status.as_str() {
        "PAUSED" => (132015, ids::ENGINE_CAMPAIGN_VALUE_PAUSED),
        "DISABLED" => (132016, ids::ENGINE_CAMPAIGN_VALUE_DISABLED),
        "PENDING" | "IN_APPEAL" => (132001, ids::ENGINE_CAMPAIGN_VALUE_IN_REVIEW),
        "REJECTED" => (132001, ids::ENGINE_CAMPAIGN_VALUE_REJECTED),
        "DELETED" | "PENDING_DELETION" => (132001, ids::ENGINE_CAMPAIGN_VALUE_DELETED),
        _ => (132001, ids::ENGINE_CAMPAIGN_VALUE_STATUS),
    };
    let mut said = Said::new(id).with("name", name);
    if id == ids::ENGINE_CAMPAIGN_VALUE_STATUS {
        // Meta's status, as it is ("in review" for IN_REVIEW).
        said = said.with("status", info.status.to_ascii_lowercase().replace('_', " "));
    }
    ValueProblem {
        key: "template".into(),
        label: "Template".into(),
        kind: ProblemKind::NotApproved,
        problem: said.to_string(),
        problem_said: said,
        value: excerpt(&info.status),
        code,
    }
}

/// The text parameters of a header or body, in the order Meta expects.
fn text_parameters(
    text: &Text,
    variables: &[Variable],
    values: &BTreeMap<String, String>,
    named: bool,
    problems: &mut Vec<ValueProblem>,
) -> Vec<Parameter> {
    let Some(own) = variables.get(text.vars.clone()) else {
        return Vec::new();
    };
    let mut parameters = Vec::with_capacity(own.len());
    for variable in own {
        if let Some(value) = check_text(variable, values.get(variable.key.as_str()), problems) {
            parameters.push(if named {
                Parameter::named_text(variable.name.as_str(), value)
            } else {
                Parameter::text(value)
            });
        }
    }
    parameters
}

/// Characters of a text with its (checked) values filled in.
fn rendered_chars(text: &Text, variables: &[Variable], values: &BTreeMap<String, String>) -> usize {
    text.literal_chars
        + text
            .pieces
            .iter()
            .map(|piece| match piece {
                Piece::Var { var, .. } => values
                    .get(variables[*var].key.as_str())
                    .map_or(0, |value| value.chars().count()),
                Piece::Literal(_) => 0,
            })
            .sum::<usize>()
}

/// Checks a text value as Meta does, in Meta's order (presence, length, content); returns it
/// when it is fine, or records the first problem.
fn check_text<'a>(
    variable: &Variable,
    value: Option<&'a String>,
    problems: &mut Vec<ValueProblem>,
) -> Option<&'a str> {
    let label = &variable.label;
    let Some(value) = value.filter(|value| !value.trim().is_empty()) else {
        problems.push(problem(
            variable,
            ProblemKind::Missing,
            Said::new(ids::ENGINE_CAMPAIGN_VALUE_EMPTY).with("label", label.as_str()),
            value.map_or("", String::as_str),
            131008,
        ));
        return None;
    };
    if let Some(max) = variable.max_chars
        // More bytes than allowed characters is the only way to have too many characters.
        && value.len() > max
    {
        let length = value.chars().count();
        if length > max {
            problems.push(problem(
                variable,
                ProblemKind::TooLong { length, max },
                Said::new(ids::ENGINE_CAMPAIGN_VALUE_TOO_LONG)
                    .with("label", label.as_str())
                    .with("length", length)
                    .with("max", max),
                value,
                100,
            ));
            return None;
        }
    }
    let found = if value.contains('\n') {
        Some((ProblemKind::LineBreak, "line-break"))
    } else if value.contains('\t') {
        Some((ProblemKind::Tab, "tab"))
    } else if value.contains("     ") {
        Some((ProblemKind::TooManySpaces, "spaces"))
    } else {
        None
    };
    if let Some((kind, what)) = found {
        problems.push(problem(
            variable,
            kind,
            Said::new(ids::ENGINE_CAMPAIGN_VALUE_CHARACTER)
                .with("label", label.as_str())
                .with("what", what),
            value,
            132018,
        ));
        return None;
    }
    Some(value)
}

fn problem(
    variable: &Variable,
    kind: ProblemKind,
    said: Said,
    value: &str,
    code: i64,
) -> ValueProblem {
    ValueProblem {
        key: variable.key.clone(),
        label: variable.label.clone(),
        kind,
        problem: said.to_string(),
        problem_said: said,
        value: excerpt(value),
        code,
    }
}

fn excerpt(value: &str) -> String {
    match value.char_indices().nth(VALUE_EXCERPT_CHARS) {
        Some((cut, _)) => format!("{}…", &value[..cut]),
        None => value.to_owned(),
    }
}

fn media_text(source: &MediaSource) -> &str {
    match source {
        MediaSource::Id(id) => id,
        MediaSource::Link(link) => link,
    }
}

#[cfg(test)]
mod tests;
