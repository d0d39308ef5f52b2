//! A template message as the customer saw it: the template's text (as last synced) with the
//! values the message carried, read back from the parameters Pacer sent to Meta.

use std::collections::{BTreeMap, HashMap};

use rusqlite::Connection;
use serde_json::Value;

use crate::templates::{self, Place, Preview, TemplateInfo};

/// Templates read once per thread page: a page of a campaign's customer has the same template
/// many times.
pub(super) struct Templates<'c> {
    conn: &'c Connection,
    known: HashMap<(String, String), Option<TemplateInfo>>,
}

impl<'c> Templates<'c> {
    pub(super) fn new(conn: &'c Connection) -> Self {
        Templates {
            conn,
            known: HashMap::new(),
        }
    }

    /// The message filled in; `None` when Pacer does not know the template's text.
    pub(super) fn preview(
        &mut self,
        name: &str,
        language: &str,
        sent: &Value,
    ) -> rusqlite::Result<Option<Preview>> {
        let key = (name.to_owned(), language.to_owned());
        if !self.known.contains_key(&key) {
            let info = templates::get(self.conn, name, language)?;
            self.known.insert(key.clone(), info);
        }
        Ok(self.known[&key]
            .as_ref()
            .filter(|info| !info.components.is_empty())
            .map(|info| templates::render(info, &values_sent(info, sent))))
    }
}

/// The values a template message carried, by variable key (`body.1`, `header.media`,
/// `button.0`), read from its `components[].parameters[]`. A parameter Pacer cannot place is
/// left out: the preview then shows the placeholder, never a wrong value.
pub(super) fn values_sent(info: &TemplateInfo, sent: &Value) -> BTreeMap<String, String> {
    let mut values = BTreeMap::new();
    let Some(components) = sent["components"].as_array() else {
        return values;
    };
    for component in components {
        let place = match component["type"].as_str() {
            Some("header") => Place::Header,
            Some("body") => Place::Body,
            Some("button") => {
                let index = match &component["index"] {
                    Value::String(s) => s.parse().ok(),
                    Value::Number(n) => n.as_u64().and_then(|n| u8::try_from(n).ok()),
                    _ => None,
                };
                let Some(index) = index else { continue };
                Place::Button { index }
            }
            _ => continue,
        };
        let slots: Vec<_> = info.variables.iter().filter(|v| v.place == place).collect();
        let Some(parameters) = component["parameters"].as_array() else {
            continue;
        };
        for (i, parameter) in parameters.iter().enumerate() {
            let slot = match parameter["parameter_name"].as_str() {
                Some(name) => slots.iter().find(|v| v.name == name),
                None => slots.get(i),
            };
            if let (Some(slot), Some(value)) = (slot, parameter_value(parameter)) {
                values.insert(slot.key.clone(), value);
            }
        }
    }
    values
}

/// What one parameter says: its text, or a file's name or link.
fn parameter_value(parameter: &Value) -> Option<String> {
    let kind = parameter["type"].as_str()?;
    let object = &parameter[kind];
    match kind {
        "text" => parameter["text"].as_str().map(str::to_owned),
        "payload" => parameter["payload"].as_str().map(str::to_owned),
        "currency" => object["fallback_value"].as_str().map(str::to_owned),
        "date_time" => object["fallback_value"].as_str().map(str::to_owned),
        "document" | "image" | "video" => object["filename"]
            .as_str()
            .or_else(|| object["link"].as_str())
            .or_else(|| object["id"].as_str())
            .map(str::to_owned),
        "location" => match (object["latitude"].as_f64(), object["longitude"].as_f64()) {
            (Some(lat), Some(long)) => Some(format!("{lat}, {long}")),
            _ => None,
        },
        _ => None,
    }
}
