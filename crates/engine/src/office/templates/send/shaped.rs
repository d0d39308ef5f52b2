//! A template's send body as a shape ([`Shape`]): the JSON Meta takes, built once with
//! markers for the recipient and each variable (and, for an invoice run, the uploaded file's
//! id and name), so that a campaign's messages store only their values and the ledger keeps
//! the body once (`docs/sending.md#ledger`).

use std::collections::BTreeMap;
use std::sync::Arc;

use pacer_cloud::{HeaderFormat, Media, MediaSource, MessageContent, OutboundMessage};

use super::super::TemplateInfo;
use super::super::definition::Header;
use super::build;
use crate::ledger::messages::Shape;
use crate::phone::E164;

/// A template's body with gaps for the recipient (value 0), each variable's value, and the
/// file's id and name when it is sent with one.
#[derive(Debug, Clone)]
pub struct TemplateShape {
    /// The body with its gaps.
    pub shape: Arc<Shape>,
    /// The variable whose value goes in gap `i + 1`.
    keys: Vec<String>,
    /// The body carries a file given with the message (two more values: id, then name).
    file: bool,
}

impl TemplateShape {
    /// The shape of a template sent without a file, or `None` when a value would not reach
    /// the body as written: a media or location header's value is read (a link trimmed, a
    /// place parsed), not copied, so those templates keep a whole body per message.
    pub fn of(info: &TemplateInfo) -> Option<TemplateShape> {
        let layout = info.layout()?;
        if !matches!(layout.header, Header::Text(_) | Header::None) {
            return None;
        }
        Self::cut(info, false)
    }

    /// The shape of a document template sent with an uploaded file (an invoice run: the
    /// file's id and name are the message's own values).
    pub fn with_file(info: &TemplateInfo) -> Option<TemplateShape> {
        let layout = info.layout()?;
        if !matches!(
            layout.header,
            Header::Media {
                format: HeaderFormat::Document,
                ..
            }
        ) {
            return None;
        }
        Self::cut(info, true)
    }

    fn cut(info: &TemplateInfo, file: bool) -> Option<TemplateShape> {
        let keys: Vec<String> = info.variables.iter().map(|v| v.key.clone()).collect();
        let markers = keys
            .iter()
            .enumerate()
            .map(|(i, key)| (key.clone(), Shape::marker(i + 1)))
            .collect();
        let media = file.then(|| {
            Media::id(Shape::marker(keys.len() + 1)).with_filename(Shape::marker(keys.len() + 2))
        });
        let content = build(info, &markers, media).ok()?;
        let values = keys.len() + 1 + if file { 2 } else { 0 };
        let shape = Shape::cut(&body(Shape::marker(0), content)?, values)?;
        Some(TemplateShape {
            shape: Arc::new(shape),
            keys,
            file,
        })
    }

    /// A recipient's values in the shape's order: their number, each variable's value, and
    /// the file's id and name for a shape [`with_file`](Self::with_file). `None` when the file
    /// is missing or not an uploaded one with a name.
    pub fn values(
        &self,
        to: &E164,
        values: &BTreeMap<String, String>,
        file: Option<&Media>,
    ) -> Option<Vec<String>> {
        let mut out: Vec<String> = std::iter::once(to.to_string())
            .chain(
                self.keys
                    .iter()
                    .map(|key| values.get(key).cloned().unwrap_or_default()),
            )
            .collect();
        match (self.file, file) {
            (false, None) => {}
            (
                true,
                Some(Media {
                    source: MediaSource::Id(id),
                    filename: Some(name),
                    caption: None,
                    extra,
                }),
            ) if extra.is_empty() => out.extend([id.clone(), name.clone()]),
            _ => return None,
        }
        Some(out)
    }

    /// The message built the ordinary way from a shaped message's values: the recipient and
    /// the template's content (`None` when the values do not make a message).
    pub fn rebuild(
        &self,
        info: &TemplateInfo,
        values: &[String],
    ) -> Option<(String, pacer_cloud::TemplateContent)> {
        let to = values.first()?;
        let by_key = self
            .keys
            .iter()
            .zip(values.iter().skip(1))
            .map(|(key, value)| (key.clone(), value.clone()))
            .collect();
        let file = match (self.file, values.get(self.keys.len() + 1..)) {
            (true, Some([id, name])) => Some(Media::id(id.as_str()).with_filename(name.as_str())),
            (false, _) => None,
            _ => return None,
        };
        let content = build(info, &by_key, file).ok()?;
        Some((to.clone(), content))
    }

    /// Whether the shape filled with `values` is exactly the body that building the message
    /// from the same values gives: the launch checks its first recipient (every one in a
    /// debug build) before trusting the shape.
    pub fn fills_as_built(&self, info: &TemplateInfo, values: &[String]) -> bool {
        let whole = self
            .rebuild(info, values)
            .and_then(|(to, content)| body(to, content));
        whole.is_some() && self.shape.fill(values) == whole
    }
}

/// The body of a template send, as the engine serialises it for the ledger.
fn body(to: String, content: pacer_cloud::TemplateContent) -> Option<String> {
    serde_json::to_string(&OutboundMessage::to_phone(
        to,
        MessageContent::Template(content),
    ))
    .ok()
}
