//! A template's send body as a shape ([`Shape`]): the JSON Meta takes, built once with
//! markers for the recipient and each variable, so that a campaign's messages store only their
//! values and the ledger keeps the body once (`docs/sending.md#ledger`).

use std::collections::BTreeMap;
use std::sync::Arc;

use pacer_cloud::{MessageContent, OutboundMessage, TemplateContent};

use super::super::TemplateInfo;
use super::super::definition::Header;
use super::build;
use crate::ledger::messages::Shape;
use crate::phone::E164;

/// A template's body with gaps for the recipient (value 0) and each variable's value.
#[derive(Debug, Clone)]
pub struct TemplateShape {
    /// The body with its gaps.
    pub shape: Arc<Shape>,
    /// The variable whose value goes in gap `i + 1`.
    keys: Vec<String>,
}

impl TemplateShape {
    /// The template's shape, or `None` when a value would not reach the body as written: a
    /// media or location header's value is read (a link trimmed, a place parsed), not copied,
    /// so those templates keep a whole body per message.
    pub fn of(info: &TemplateInfo) -> Option<TemplateShape> {
        let layout = info.layout()?;
        if !matches!(layout.header, Header::Text(_) | Header::None) {
            return None;
        }
        let keys: Vec<String> = info.variables.iter().map(|v| v.key.clone()).collect();
        let markers = keys
            .iter()
            .enumerate()
            .map(|(i, key)| (key.clone(), Shape::marker(i + 1)))
            .collect();
        let content = build(info, &markers, None).ok()?;
        let shape = Shape::cut(&body(Shape::marker(0), content)?, keys.len() + 1)?;
        Some(TemplateShape {
            shape: Arc::new(shape),
            keys,
        })
    }

    /// A recipient's values in the shape's order: their number, then each variable's value.
    pub fn values(&self, to: &E164, values: &BTreeMap<String, String>) -> Vec<String> {
        std::iter::once(to.to_string())
            .chain(
                self.keys
                    .iter()
                    .map(|key| values.get(key).cloned().unwrap_or_default()),
            )
            .collect()
    }

    /// Whether the shape filled with `values` is exactly the body `content` would be sent as:
    /// the launch checks its first recipient (every one in a debug build) before trusting it.
    pub fn fills_as(&self, to: &E164, values: &[String], content: &TemplateContent) -> bool {
        let whole = body(to.to_string(), content.clone());
        whole.is_some() && self.shape.fill(values) == whole
    }
}

/// The body of a template send, as the engine serialises it for the ledger.
fn body(to: String, content: TemplateContent) -> Option<String> {
    serde_json::to_string(&OutboundMessage::to_phone(
        to,
        MessageContent::Template(content),
    ))
    .ok()
}
