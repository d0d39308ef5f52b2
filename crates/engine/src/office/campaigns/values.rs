//! Each recipient's value for each template variable, read from the mapping: a column of the
//! imported list or a fixed text.

use std::collections::BTreeMap;

use rusqlite::Connection;

use super::{CampaignSpec, Source};
use crate::contacts::Contact;

/// The headers imports used for the name and the phone ("Customer", "Mobile No"): a mapping
/// may name those columns as the file called them.
#[derive(Debug, Default, Clone)]
pub(crate) struct Headers {
    name: Vec<String>,
    phone: Vec<String>,
}

impl Headers {
    /// Whether an import took the name from a column called `column` (any case).
    pub(crate) fn is_name(&self, column: &str) -> bool {
        self.name
            .iter()
            .any(|h| h.eq_ignore_ascii_case(column.trim()))
    }

    /// Whether an import took the phone from a column called `column` (any case).
    pub(crate) fn is_phone(&self, column: &str) -> bool {
        self.phone
            .iter()
            .any(|h| h.eq_ignore_ascii_case(column.trim()))
    }

    pub(crate) fn load(conn: &Connection) -> rusqlite::Result<Headers> {
        let mut headers = Headers::default();
        let mut statement = conn.prepare(
            "SELECT DISTINCT json_extract(report, '$.columns.phone'), json_extract(report, '$.columns.name') FROM imports",
        )?;
        let rows = statement.query_map([], |r| {
            Ok((
                r.get::<_, Option<String>>(0)?,
                r.get::<_, Option<String>>(1)?,
            ))
        })?;
        for row in rows {
            let (phone, names) = row?;
            headers.phone.extend(phone);
            let names: Vec<String> = names
                .and_then(|n| serde_json::from_str(&n).ok())
                .unwrap_or_default();
            // "First name" + "Last name" stay attributes; only a single name column is the name.
            if let [one] = names.as_slice() {
                headers.name.push(one.clone());
            }
        }
        Ok(headers)
    }
}

/// One recipient's values for every variable, from the mapping.
pub(super) fn values_for(
    spec: &CampaignSpec,
    contact: &Contact,
    headers: &Headers,
) -> BTreeMap<String, String> {
    spec.mapping
        .iter()
        .map(|(key, source)| {
            let value = match source {
                Source::Text(text) => text.clone(),
                Source::Column(column) => {
                    column_value(contact, column, headers).unwrap_or_default()
                }
            };
            (key.clone(), value)
        })
        .collect()
}

/// A contact's value for a column: `name`, `phone`, an imported attribute (any case), or the
/// column an import took the name or phone from.
pub(super) fn column_value(contact: &Contact, column: &str, headers: &Headers) -> Option<String> {
    match column.trim().to_ascii_lowercase().as_str() {
        "name" => contact.name.clone().or_else(|| attribute(contact, column)),
        "phone" => Some(contact.phone.to_string()),
        _ => attribute(contact, column)
            .or_else(|| {
                headers
                    .is_name(column)
                    .then(|| contact.name.clone())
                    .flatten()
            })
            .or_else(|| headers.is_phone(column).then(|| contact.phone.to_string())),
    }
    .filter(|v| !v.trim().is_empty())
}

fn attribute(contact: &Contact, column: &str) -> Option<String> {
    contact
        .attributes
        .get(column)
        .or_else(|| {
            contact
                .attributes
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(column))
                .map(|(_, v)| v)
        })
        .cloned()
}

/// A recipient's value for each template variable.
pub(super) type Values = BTreeMap<String, String>;
