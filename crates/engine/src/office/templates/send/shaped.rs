//! A template's send body as a shape ([`Shape`]): the JSON Meta takes, built once with
//! markers for the recipient and each variable (and, for a campaign with header files, the
//! uploaded file's id, and a document's name), so that a campaign's messages store only their
//! values and the ledger keeps the body once (`docs/sending.md#ledger`).

use std::collections::BTreeMap;
use std::sync::Arc;

use pacer_cloud::{HeaderFormat, Media, MediaSource, MessageContent, OutboundMessage};

use super::super::TemplateInfo;
use super::super::definition::Header;
use super::build;
use crate::ledger::messages::Shape;
use crate::phone::E164;

/// A template's body with gaps for the recipient (value 0), each variable's value, and the
/// file's id (and a document's name) when it is sent with one.
#[derive(Debug, Clone)]
pub struct TemplateShape {
    /// The body with its gaps.
    pub shape: Arc<Shape>,
    /// The variable whose value goes in gap `i + 1`.
    keys: Vec<String>,
    /// What of a file given with the message the body carries, after the variables.
    file: FileValues,
}

/// What of a header file given with a message a shape carries as values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum FileValues {
    /// No file.
    None,
    /// A document's upload: its id, then its name (the customer sees the name).
    IdAndName,
    /// A picture's or a video's upload: its id (they carry no name).
    Id,
}

impl FileValues {
    /// How many values it adds.
    fn count(self) -> usize {
        match self {
            FileValues::None => 0,
            FileValues::Id => 1,
            FileValues::IdAndName => 2,
        }
    }
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
        Self::cut(info, FileValues::None)
    }

    /// The shape of a picture, video or document template sent with an uploaded file (an
    /// invoice run: the file's id and name are the message's own values; a poster run: the
    /// id, the same for everyone).
    pub fn with_file(info: &TemplateInfo) -> Option<TemplateShape> {
        let layout = info.layout()?;
        let file = match layout.header {
            Header::Media {
                format: HeaderFormat::Document,
                ..
            } => FileValues::IdAndName,
            Header::Media {
                format: HeaderFormat::Image | HeaderFormat::Video,
                ..
            } => FileValues::Id,
            _ => return None,
        };
        Self::cut(info, file)
    }

    fn cut(info: &TemplateInfo, file: FileValues) -> Option<TemplateShape> {
        let keys: Vec<String> = info.variables.iter().map(|v| v.key.clone()).collect();
        let markers = keys
            .iter()
            .enumerate()
            .map(|(i, key)| (key.clone(), Shape::marker(i + 1)))
            .collect();
        let id = || Media::id(Shape::marker(keys.len() + 1));
        let media = match file {
            FileValues::None => None,
            FileValues::Id => Some(id()),
            FileValues::IdAndName => Some(id().with_filename(Shape::marker(keys.len() + 2))),
        };
        let content = build(info, &markers, media).ok()?;
        let values = keys.len() + 1 + file.count();
        let shape = Shape::cut(&body(Shape::marker(0), content)?, values)?;
        Some(TemplateShape {
            shape: Arc::new(shape),
            keys,
            file,
        })
    }

    /// A recipient's values in the shape's order: their number, each variable's value, and
    /// the file's id (and a document's name) for a shape [`with_file`](Self::with_file).
    /// `None` when the file is missing, or not an upload of the shape's kind.
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
            (FileValues::None, None) => {}
            (
                FileValues::IdAndName,
                Some(Media {
                    source: MediaSource::Id(id),
                    filename: Some(name),
                    caption: None,
                    extra,
                }),
            ) if extra.is_empty() => out.extend([id.clone(), name.clone()]),
            (
                FileValues::Id,
                Some(Media {
                    source: MediaSource::Id(id),
                    filename: None,
                    caption: None,
                    extra,
                }),
            ) if extra.is_empty() => out.push(id.clone()),
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
            (FileValues::IdAndName, Some([id, name])) => {
                Some(Media::id(id.as_str()).with_filename(name.as_str()))
            }
            (FileValues::Id, Some([id])) => Some(Media::id(id.as_str())),
            (FileValues::None, _) => None,
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
