//! Reading a template definition once: its variables, and the pieces [`super::render`] and
//! [`super::build`] fill in for every recipient.
//!
//! Meta counts a template's parameters from the definition (`docs/meta-cloud-api.md#templates`): the header text's
//! `{{…}}`, the body's, a media header, and a URL button's suffix variable. Variables are found
//! the way Meta (and the simulator) finds them: `{{` … `}}` around a name of lowercase letters,
//! digits and underscores; positional ones (`{{1}}`) are filled in numeric order whatever order
//! the text uses them in, named ones (`{{first_name}}`) in the order they first appear.

use std::ops::Range;

use pacer_cloud::{ButtonKind, ComponentKind, HeaderFormat, TemplateButton, TemplateComponent};
use serde::Serialize;
use serde_json::Value;

/// Longest header text value (`docs/meta-cloud-api.md#common-body`).
pub const HEADER_TEXT_MAX_CHARS: usize = 60;
/// Longest body value when the template also has a header, footer or buttons.
pub const BODY_VALUE_MAX_CHARS: usize = 1024;
/// Longest body value when the body is the template's only component.
pub const BODY_ONLY_VALUE_MAX_CHARS: usize = 32_768;
/// Longest body text, values filled in, when the template also has a header, footer or
/// buttons (longer: 132005).
pub const RENDERED_BODY_MAX_CHARS: usize = 1024;
/// Longest URL button suffix (a whole URL may have 2,000 characters).
pub const URL_SUFFIX_MAX_CHARS: usize = 2000;
/// Longest one-time password or coupon code of a copy-code button (`docs/meta-cloud-api.md#common-body`).
pub const CODE_MAX_CHARS: usize = 15;

/// Which part of the template a variable belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "component", rename_all = "snake_case")]
pub enum Place {
    /// The header (text variable or media).
    Header,
    /// The body.
    Body,
    /// A button, by its position in the template's buttons (0–9).
    Button {
        /// The button's index, as sent in `index`.
        index: u8,
    },
}

/// What kind of value a variable takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum VariableKind {
    /// Text in the header or body.
    Text,
    /// A PDF in the header (document headers take PDF only).
    Document,
    /// An image in the header.
    Image,
    /// A video in the header.
    Video,
    /// A location in the header: `latitude, longitude`, optionally `| name | address`.
    Location,
    /// The end of a URL button's link.
    UrlSuffix,
    /// The one-time password of an authentication template's copy-code button (sent as a URL
    /// button parameter; usually the same value as the body's code).
    OtpCode,
    /// The coupon code of a marketing template's copy-code button.
    CouponCode,
}

impl VariableKind {
    /// Whether the value is a file or place rather than text.
    pub fn is_media(self) -> bool {
        matches!(
            self,
            VariableKind::Document
                | VariableKind::Image
                | VariableKind::Video
                | VariableKind::Location
        )
    }
}

/// One value a template needs per recipient.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Variable {
    /// Stable key for mappings and values: `header.1`, `header.order_no`, `header.document`,
    /// `body.1`, `body.first_name`, `button.0`.
    pub key: String,
    /// Where it goes.
    pub place: Place,
    /// What kind of value it takes.
    pub kind: VariableKind,
    /// The name between the braces (`1`, `first_name`); the format's name for media
    /// (`document`, `image`, `video`, `location`).
    pub name: String,
    /// What a person calls it: "Body variable {{1}}", "PDF document in the header".
    pub label: String,
    /// The example value from the definition, when it has one. Media headers have none (their
    /// example is an upload handle, not something to send again).
    pub example: Option<String>,
    /// The most characters Meta accepts for the value; `None` for media.
    pub max_chars: Option<usize>,
}

impl Variable {
    /// Whether the value is a file or place rather than text (a campaign can fill a document
    /// header with each recipient's PDF instead of a mapped column).
    pub fn is_media(&self) -> bool {
        self.kind.is_media()
    }
}

/// One piece of a text with variables.
#[derive(Debug, Clone)]
pub(super) enum Piece {
    /// Text as written.
    Literal(Range<usize>),
    /// A variable: its index in the template's variables, and the placeholder as written.
    Var { var: usize, raw: Range<usize> },
}

/// A text with `{{…}}` variables, cut into pieces once.
#[derive(Debug, Clone, Default)]
pub(super) struct Text {
    pub(super) source: String,
    pub(super) pieces: Vec<Piece>,
    /// Characters of the literal pieces, for the rendered-length check.
    pub(super) literal_chars: usize,
    /// The variables of this text (header or body), in sending order.
    pub(super) vars: Range<usize>,
}

impl Text {
    /// The text of a piece range.
    pub(super) fn slice(&self, range: &Range<usize>) -> &str {
        self.source.get(range.clone()).unwrap_or_default()
    }
}

/// A header as the send fills it.
#[derive(Debug, Clone)]
pub(super) enum Header {
    /// No header.
    None,
    /// A text header (with or without variables).
    Text(Text),
    /// A media or location header, with its variable.
    Media { format: HeaderFormat, var: usize },
    /// A header format Pacer does not know: nothing is sent for it.
    Unknown,
}

/// A button as the preview shows it and the send fills it.
#[derive(Debug, Clone)]
pub(super) struct Button {
    pub(super) index: u8,
    pub(super) label: String,
    /// The link of a URL button.
    pub(super) url: Option<Text>,
    /// The number of a call button.
    pub(super) phone: Option<String>,
    /// The button's variable.
    pub(super) var: Option<usize>,
}

/// The definition, read for sending.
#[derive(Debug, Clone)]
pub(super) struct Layout {
    pub(super) header: Header,
    pub(super) body: Text,
    pub(super) footer: Option<String>,
    pub(super) buttons: Vec<Button>,
    /// A header, footer or buttons exist: the body's limits are 1,024 characters.
    pub(super) has_other_components: bool,
}

/// Reads a definition's components. `category` tells an authentication template's copy-code
/// button (read back as a URL button) from an ordinary link.
pub(super) fn read(components: &[TemplateComponent], category: &str) -> (Layout, Vec<Variable>) {
    let first = |kind: ComponentKind| components.iter().find(|c| c.kind == kind);
    let header = first(ComponentKind::Header);
    let body = first(ComponentKind::Body);
    let footer = first(ComponentKind::Footer);
    let buttons = first(ComponentKind::Buttons);
    let has_other_components = header.is_some() || footer.is_some() || buttons.is_some();
    let mut variables = Vec::new();

    let header = match header {
        None => Header::None,
        Some(component) => read_header(component, &mut variables),
    };
    let body_max = if has_other_components {
        BODY_VALUE_MAX_CHARS
    } else {
        BODY_ONLY_VALUE_MAX_CHARS
    };
    let body = match body {
        Some(component) => read_text(
            component.text.as_deref().unwrap_or_default(),
            Place::Body,
            body_max,
            |name| text_example(component.example.as_ref(), "body", name),
            &mut variables,
        ),
        None => Text::default(),
    };
    let authentication = category.eq_ignore_ascii_case("AUTHENTICATION");
    let buttons = buttons
        .map(|component| {
            component
                .buttons
                .iter()
                .enumerate()
                .filter_map(|(index, button)| {
                    let index = u8::try_from(index).ok()?;
                    Some(read_button(index, button, authentication, &mut variables))
                })
                .collect()
        })
        .unwrap_or_default();
    let layout = Layout {
        header,
        body,
        footer: footer.and_then(|c| c.text.clone()),
        buttons,
        has_other_components,
    };
    (layout, variables)
}

fn read_header(component: &TemplateComponent, variables: &mut Vec<Variable>) -> Header {
    let format = component.format.clone().unwrap_or(HeaderFormat::Text);
    let (name, label) = match &format {
        HeaderFormat::Text => {
            return Header::Text(read_text(
                component.text.as_deref().unwrap_or_default(),
                Place::Header,
                HEADER_TEXT_MAX_CHARS,
                |name| text_example(component.example.as_ref(), "header", name),
                variables,
            ));
        }
        HeaderFormat::Document => ("document", "PDF document in the header"),
        HeaderFormat::Image => ("image", "Image in the header"),
        HeaderFormat::Video => ("video", "Video in the header"),
        HeaderFormat::Location => ("location", "Location in the header (latitude, longitude)"),
        HeaderFormat::Other(_) => return Header::Unknown,
    };
    let kind = match format {
        HeaderFormat::Document => VariableKind::Document,
        HeaderFormat::Image => VariableKind::Image,
        HeaderFormat::Video => VariableKind::Video,
        _ => VariableKind::Location,
    };
    variables.push(Variable {
        key: format!("header.{name}"),
        place: Place::Header,
        kind,
        name: name.to_owned(),
        label: label.to_owned(),
        example: None,
        max_chars: None,
    });
    Header::Media {
        format,
        var: variables.len() - 1,
    }
}

fn read_button(
    index: u8,
    button: &TemplateButton,
    authentication: bool,
    variables: &mut Vec<Variable>,
) -> Button {
    let label = button
        .text
        .clone()
        .unwrap_or_else(|| format!("Button {}", u16::from(index) + 1));
    let mut out = Button {
        index,
        label,
        url: None,
        phone: button.phone_number.clone(),
        var: None,
    };
    let key = format!("button.{index}");
    match &button.kind {
        ButtonKind::Url => {
            let Some(url) = button.url.as_deref() else {
                return out;
            };
            let first = placeholders(url).next();
            if let Some((raw, name)) = first {
                let otp = authentication || url.contains("otp_type=");
                let example = first_example(button.example.as_ref()).and_then(|example| {
                    example
                        .strip_prefix(&url[..raw.start])?
                        .strip_suffix(&url[raw.end..])
                        .map(str::to_owned)
                });
                let (kind, label, max) = if otp {
                    (
                        VariableKind::OtpCode,
                        format!(
                            "Code for the \"{}\" button (usually the same as the body's code)",
                            out.label
                        ),
                        CODE_MAX_CHARS,
                    )
                } else {
                    (
                        VariableKind::UrlSuffix,
                        format!(
                            "End of the link of the \"{}\" button ({{{{{name}}}}})",
                            out.label
                        ),
                        URL_SUFFIX_MAX_CHARS,
                    )
                };
                variables.push(Variable {
                    key,
                    place: Place::Button { index },
                    kind,
                    name: name.to_owned(),
                    label,
                    example,
                    max_chars: Some(max),
                });
                let var = variables.len() - 1;
                out.var = Some(var);
                // Every placeholder of the link is this one variable (Meta allows one).
                out.url = Some(cut(url, |_| Some(var)));
            } else {
                out.url = Some(cut(url, |_| None));
            }
        }
        ButtonKind::Otp => {
            variables.push(Variable {
                key,
                place: Place::Button { index },
                kind: VariableKind::OtpCode,
                name: "1".to_owned(),
                label: format!(
                    "Code for the \"{}\" button (usually the same as the body's code)",
                    out.label
                ),
                example: None,
                max_chars: Some(CODE_MAX_CHARS),
            });
            out.var = Some(variables.len() - 1);
        }
        ButtonKind::CopyCode => {
            variables.push(Variable {
                key,
                place: Place::Button { index },
                kind: VariableKind::CouponCode,
                name: "coupon_code".to_owned(),
                label: format!("Coupon code for the \"{}\" button", out.label),
                example: first_example(button.example.as_ref()).map(str::to_owned),
                max_chars: Some(CODE_MAX_CHARS),
            });
            out.var = Some(variables.len() - 1);
        }
        _ => {}
    }
    out
}

/// Reads a header or body text: adds its variables (positional in numeric order, named in
/// order of appearance) and cuts it into pieces.
fn read_text<'a>(
    text: &'a str,
    place: Place,
    max_chars: usize,
    example: impl Fn(&str) -> Option<String>,
    variables: &mut Vec<Variable>,
) -> Text {
    let mut names: Vec<&'a str> = Vec::new();
    for (_, name) in placeholders(text) {
        if !names.contains(&name) {
            names.push(name);
        }
    }
    if names.iter().all(|name| is_positional(name)) {
        names.sort_by_key(|name| name.parse::<u32>().unwrap_or(u32::MAX));
    }
    let (prefix, what) = match place {
        Place::Header => ("header", "Header"),
        _ => ("body", "Body"),
    };
    let first = variables.len();
    for name in &names {
        variables.push(Variable {
            key: format!("{prefix}.{name}"),
            place,
            kind: VariableKind::Text,
            name: (*name).to_owned(),
            label: format!("{what} variable {{{{{name}}}}}"),
            example: example(name),
            max_chars: Some(max_chars),
        });
    }
    let mut text = cut(text, |name| {
        names
            .iter()
            .position(|known| *known == name)
            .map(|at| first + at)
    });
    text.vars = first..variables.len();
    text
}

/// Cuts `text` into literal pieces and variables; `resolve` maps a name to its variable.
fn cut(text: &str, resolve: impl Fn(&str) -> Option<usize>) -> Text {
    let mut pieces = Vec::new();
    let mut literal_chars = 0;
    let mut at = 0;
    for (raw, name) in placeholders(text) {
        let Some(var) = resolve(name) else {
            continue;
        };
        if raw.start > at {
            literal_chars += text[at..raw.start].chars().count();
            pieces.push(Piece::Literal(at..raw.start));
        }
        at = raw.end;
        pieces.push(Piece::Var { var, raw });
    }
    if at < text.len() {
        literal_chars += text[at..].chars().count();
        pieces.push(Piece::Literal(at..text.len()));
    }
    Text {
        source: text.to_owned(),
        pieces,
        literal_chars,
        vars: 0..0,
    }
}

/// `{{name}}` placeholders in order: the placeholder's byte range and its trimmed name. A
/// name must be lowercase letters, digits and underscores; anything else between braces is
/// text.
pub(super) fn placeholders(text: &str) -> impl Iterator<Item = (Range<usize>, &str)> {
    let mut from = 0;
    std::iter::from_fn(move || {
        loop {
            let start = from + text.get(from..)?.find("{{")?;
            let inner_start = start + 2;
            let inner_end = inner_start + text[inner_start..].find("}}")?;
            from = inner_end + 2;
            let name = text[inner_start..inner_end].trim();
            if !name.is_empty()
                && name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
            {
                return Some((start..from, name));
            }
        }
    })
}

fn is_positional(name: &str) -> bool {
    name.bytes().all(|b| b.is_ascii_digit())
}

/// The example of a header or body variable: `header_text` / `body_text` (positional, the
/// body's nested one level deeper) or `…_named_params` (named).
fn text_example(example: Option<&Value>, component: &str, name: &str) -> Option<String> {
    let example = example?;
    if is_positional(name) {
        let position = name.parse::<usize>().ok()?.checked_sub(1)?;
        let list = example.get(format!("{component}_text"))?;
        let list = match list.get(0)? {
            Value::Array(_) => list.get(0)?,
            _ => list,
        };
        list.get(position)?.as_str().map(str::to_owned)
    } else {
        example
            .get(format!("{component}_text_named_params"))?
            .as_array()?
            .iter()
            .find(|param| param.get("param_name").and_then(Value::as_str) == Some(name))?
            .get("example")?
            .as_str()
            .map(str::to_owned)
    }
}

/// A button's example: a string, or the first of a list.
fn first_example(example: Option<&Value>) -> Option<&str> {
    match example? {
        Value::String(text) => Some(text),
        Value::Array(list) => list.first()?.as_str(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(text: &str) -> Vec<&str> {
        placeholders(text).map(|(_, name)| name).collect()
    }

    #[test]
    fn placeholders_are_names_of_lowercase_letters_digits_and_underscores() {
        assert_eq!(
            names("Hi {{1}}, {{ 2 }} and {{first_name}}"),
            ["1", "2", "first_name"]
        );
        assert!(names("{{Name}} {{a-b}} {{}} {single} {{unclosed").is_empty());
        assert_eq!(names("{{{1}}}"), Vec::<&str>::new(), "`{{1` is not a name");
    }

    #[test]
    fn positional_variables_are_numbered_and_named_ones_keep_their_order() {
        let mut variables = Vec::new();
        let text = read_text(
            "{{2}} then {{1}} then {{2}}",
            Place::Body,
            10,
            |_| None,
            &mut variables,
        );
        let keys: Vec<&str> = variables.iter().map(|v| v.key.as_str()).collect();
        assert_eq!(
            keys,
            ["body.1", "body.2"],
            "positional values are sent in numeric order"
        );
        assert_eq!(text.literal_chars, " then  then ".chars().count());
        let mut variables = Vec::new();
        read_text(
            "{{zeta}} {{alpha}} {{zeta}}",
            Place::Header,
            10,
            |_| None,
            &mut variables,
        );
        let keys: Vec<&str> = variables.iter().map(|v| v.key.as_str()).collect();
        assert_eq!(keys, ["header.zeta", "header.alpha"]);
    }
}
