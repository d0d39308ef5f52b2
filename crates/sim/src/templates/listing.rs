//! `GET /{waba_id}/message_templates` as Meta answers it: filtered by status and name, a page
//! at a time with opaque cursors, each template with all its fields or only those asked for.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde_json::{Map, Value, json};

use super::{Category, TemplateDef, TemplateStore};
use crate::errors::MetaError;

impl TemplateStore {
    /// One page of the listing. `fields` limits each template's keys (plus `id`); `status` and
    /// `name` filter; `after` is a cursor from an earlier page.
    pub fn page(&self, query: &ListQuery) -> Result<Value, MetaError> {
        let matching: Vec<&TemplateDef> = self
            .templates
            .iter()
            .filter(|t| {
                query
                    .status
                    .as_ref()
                    .is_none_or(|s| t.status.eq_ignore_ascii_case(s))
            })
            .filter(|t| {
                query
                    .name
                    .as_ref()
                    .is_none_or(|n| t.name.contains(n.as_str()))
            })
            .collect();
        let start = match &query.after {
            Some(cursor) => decode_cursor(cursor)? + 1,
            None => 0,
        };
        let limit = query.limit.clamp(1, 1000);
        let end = (start + limit).min(matching.len());
        let data = matching
            .get(start..end)
            .unwrap_or_default()
            .iter()
            .map(|t| t.listing(query.fields.as_deref()))
            .collect::<Result<Vec<_>, _>>()?;
        let mut paging = json!({});
        if start < end {
            paging["cursors"] =
                json!({"before": encode_cursor(start), "after": encode_cursor(end - 1)});
        }
        if end < matching.len() {
            paging["next"] = json!(query.next_url(&encode_cursor(end - 1)));
        }
        Ok(json!({"data": data, "paging": paging}))
    }
}

/// Query parameters of `GET /{waba}/message_templates`.
#[derive(Debug, Clone)]
pub struct ListQuery {
    /// Page size (Meta's default is 25).
    pub limit: usize,
    /// Cursor of the last item of the previous page.
    pub after: Option<String>,
    /// Comma-separated field names.
    pub fields: Option<String>,
    /// Only templates with this status.
    pub status: Option<String>,
    /// Only templates whose name contains this.
    pub name: Option<String>,
    /// The URL of this listing without query, for `paging.next`.
    pub base_url: String,
}

impl ListQuery {
    fn next_url(&self, after: &str) -> String {
        let mut url = format!("{}?limit={}&after={after}", self.base_url, self.limit);
        for (key, value) in [
            ("fields", &self.fields),
            ("status", &self.status),
            ("name", &self.name),
        ] {
            if let Some(value) = value {
                url.push_str(&format!("&{key}={}", url_encode(value)));
            }
        }
        url
    }
}

fn url_encode(text: &str) -> String {
    url::form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

fn encode_cursor(index: usize) -> String {
    URL_SAFE_NO_PAD.encode(format!("template:{index}"))
}

fn decode_cursor(cursor: &str) -> Result<usize, MetaError> {
    let invalid = || MetaError::invalid_parameter(format!("Invalid cursor: {cursor}"));
    let bytes = URL_SAFE_NO_PAD
        .decode(cursor.trim_end_matches('='))
        .map_err(|_| invalid())?;
    let text = String::from_utf8(bytes).map_err(|_| invalid())?;
    text.strip_prefix("template:")
        .and_then(|n| n.parse().ok())
        .ok_or_else(invalid)
}

/// An authentication template's time-to-live when its definition sets none (Meta's default).
pub const AUTHENTICATION_TTL_SECONDS: u64 = 600;

const LISTABLE_FIELDS: &[&str] = &[
    "id",
    "name",
    "language",
    "status",
    "category",
    "sub_category",
    "parameter_format",
    "components",
    "quality_score",
    "rejected_reason",
    "previous_category",
    "correct_category",
    "message_send_ttl_seconds",
    "library_template_name",
];

impl TemplateDef {
    fn listing(&self, fields: Option<&str>) -> Result<Value, MetaError> {
        let Some(fields) = fields else {
            return Ok(self.json.clone());
        };
        let mut out = Map::new();
        out.insert("id".into(), json!(self.id));
        for field in fields.split(',').map(str::trim).filter(|f| !f.is_empty()) {
            if !LISTABLE_FIELDS.contains(&field) {
                return Err(MetaError::invalid_parameter(format!(
                    "Tried accessing nonexisting field ({field}) on node type (WhatsAppBusinessHSM)"
                )));
            }
            if let Some(value) = self.json.get(field) {
                out.insert(field.into(), value.clone());
            } else if field == "message_send_ttl_seconds"
                && self.category == Category::Authentication
            {
                // Meta's default time-to-live of an authentication template: ten minutes.
                out.insert(field.into(), json!(AUTHENTICATION_TTL_SECONDS));
            }
        }
        Ok(Value::Object(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cursors_round_trip_and_garbage_cursors_are_refused() {
        assert_eq!(decode_cursor(&encode_cursor(41)).ok(), Some(41));
        assert!(decode_cursor("not-a-cursor!").is_err());
    }
}
