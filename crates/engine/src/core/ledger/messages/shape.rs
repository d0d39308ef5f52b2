//! A request body shared by many messages: a campaign's 100,000 messages carry the same
//! template, language and components, and differ only in the recipient and their values. The
//! ledger keeps the body once ([`Shape`], table `message_shapes`) and, per message, the JSON
//! array of its values; [`Payload`] is what a message's body is made of, filled in when it is
//! sent or shown.
//!
//! A shape is cut from a body built with markers in place of the values ([`Shape::marker`]),
//! so it is exactly what serialising that body would give: the caller checks a filled shape
//! against a fully built body before trusting it ([`Shape::fill`]).

use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Arc;

use rusqlite::{Connection, OptionalExtension, params};

use crate::clock::Millis;

/// Meta's JSON cut where each message's own values go.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Shape {
    /// The text between the gaps: one more than there are gaps.
    parts: Vec<String>,
    /// For each gap, the index of the message's value that fills it.
    holes: Vec<usize>,
}

/// A body's values are JSON strings; a marker is a string no value Pacer builds a body from
/// can hold (a NUL), so finding one in the serialised body can only mean a gap.
const MARKER_EDGE: &str = "\\u0000";

impl Shape {
    /// The value to build a body with where value `index` goes: serialised, it reads
    /// `\u0000<index>\u0000`, which [`Shape::cut`] finds again.
    pub fn marker(index: usize) -> String {
        format!("\u{0}{index}\u{0}")
    }

    /// Cuts a serialised body built with [`Shape::marker`]s into a shape. `None` when the
    /// body holds no marker or something that looks like a broken one: the caller then keeps
    /// whole bodies.
    pub fn cut(json: &str, values: usize) -> Option<Shape> {
        let mut parts = Vec::new();
        let mut holes = Vec::new();
        let mut rest = json;
        while let Some(start) = rest.find(MARKER_EDGE) {
            let after = &rest[start + MARKER_EDGE.len()..];
            let digits = after.bytes().take_while(u8::is_ascii_digit).count();
            let index: usize = after[..digits].parse().ok()?;
            let tail = after[digits..].strip_prefix(MARKER_EDGE)?;
            if index >= values {
                return None;
            }
            parts.push(rest[..start].to_owned());
            holes.push(index);
            rest = tail;
        }
        parts.push(rest.to_owned());
        (!holes.is_empty()).then_some(Shape { parts, holes })
    }

    /// The body with `values` in its gaps (each escaped as the inside of a JSON string).
    /// `None` when there are fewer values than the shape needs.
    pub fn fill<S: AsRef<str>>(&self, values: &[S]) -> Option<String> {
        let mut out = String::with_capacity(
            self.parts.iter().map(String::len).sum::<usize>()
                + self
                    .holes
                    .iter()
                    .map(|&i| values.get(i).map_or(0, |v| v.as_ref().len() + 2))
                    .sum::<usize>(),
        );
        for (part, &hole) in self.parts.iter().zip(&self.holes) {
            out.push_str(part);
            let value = serde_json::to_string(values.get(hole)?.as_ref()).ok()?;
            // A JSON string's inside: the quotes are the body's own.
            out.push_str(&value[1..value.len() - 1]);
        }
        out.push_str(self.parts.last()?);
        Some(out)
    }

    /// Keeps the shape (once: the same shape is one row) and says its row.
    pub fn store(&self, conn: &Connection, now: Millis) -> rusqlite::Result<i64> {
        let parts = serde_json::to_string(&self.parts).unwrap_or_default();
        let holes = serde_json::to_string(&self.holes).unwrap_or_default();
        conn.prepare_cached(
            "INSERT INTO message_shapes (parts, holes, created_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (parts, holes) DO NOTHING",
        )?
        .execute(params![parts, holes, now])?;
        conn.prepare_cached("SELECT id FROM message_shapes WHERE parts = ?1 AND holes = ?2")?
            .query_row(params![parts, holes], |r| r.get(0))
    }

    fn load(conn: &Connection, id: i64) -> rusqlite::Result<Option<Shape>> {
        let stored: Option<(String, String)> = conn
            .prepare_cached("SELECT parts, holes FROM message_shapes WHERE id = ?1")?
            .query_row([id], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?;
        Ok(stored.and_then(|(parts, holes)| {
            let shape = Shape {
                parts: serde_json::from_str(&parts).ok()?,
                holes: serde_json::from_str(&holes).ok()?,
            };
            (shape.parts.len() == shape.holes.len() + 1).then_some(shape)
        }))
    }
}

/// What a message's body is made of, as the ledger keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Payload {
    /// The whole body.
    Whole(String),
    /// A shared shape and this message's values (a JSON array of strings).
    Shaped {
        /// The shape.
        shape: Arc<Shape>,
        /// The values, as stored.
        values: String,
    },
    /// A shaped body whose shape or values cannot be read (a damaged row): sending it fails
    /// as a body Pacer cannot read, never as a wrong message.
    Unreadable,
}

impl Payload {
    /// The body as Meta takes it; `None` when it cannot be made.
    pub fn json(&self) -> Option<Cow<'_, str>> {
        match self {
            Payload::Whole(json) => Some(Cow::Borrowed(json)),
            Payload::Shaped { shape, values } => {
                let values: Vec<String> = serde_json::from_str(values).ok()?;
                shape.fill(&values).map(Cow::Owned)
            }
            Payload::Unreadable => None,
        }
    }

    /// The body, or an empty object when it cannot be made (for showing, not for sending).
    pub fn shown(&self) -> String {
        self.json().map_or_else(|| "{}".to_owned(), Cow::into_owned)
    }
}

/// The shapes read so far while reading many rows: each is loaded once.
#[derive(Debug, Default)]
pub struct Shapes {
    loaded: HashMap<i64, Option<Arc<Shape>>>,
}

impl Shapes {
    /// A message's body from its `shape_id` and `payload` columns.
    pub fn payload(
        &mut self,
        conn: &Connection,
        shape_id: Option<i64>,
        stored: String,
    ) -> rusqlite::Result<Payload> {
        let Some(id) = shape_id else {
            return Ok(Payload::Whole(stored));
        };
        let shape = match self.loaded.get(&id) {
            Some(shape) => shape.clone(),
            None => {
                let shape = Shape::load(conn, id)?.map(Arc::new);
                self.loaded.insert(id, shape.clone());
                shape
            }
        };
        Ok(match shape {
            Some(shape) => Payload::Shaped {
                shape,
                values: stored,
            },
            None => Payload::Unreadable,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(values: &[&str]) -> String {
        serde_json::json!({
            "messaging_product": "whatsapp",
            "to": values[0],
            "type": "template",
            "template": {"name": "invoice", "components": [{"type": "body", "parameters": [
                {"type": "text", "text": values[1]}, {"type": "text", "text": values[2]},
                {"type": "text", "text": values[1]}
            ]}]}
        })
        .to_string()
    }

    #[test]
    fn a_filled_shape_is_the_body_built_with_the_same_values() {
        let markers: Vec<String> = (0..3).map(Shape::marker).collect();
        let markers: Vec<&str> = markers.iter().map(String::as_str).collect();
        let shape = Shape::cut(&body(&markers), 3).expect("a shape");
        // json! writes keys in order: "template" (1, 2, 1) before "to" (0).
        assert_eq!(shape.holes, vec![1, 2, 1, 0]);
        for values in [
            ["+16505550100", "Asha", "USD 10.00"],
            ["+923001234567", "\"Quoted\" \\ back\u{7f} é 😀", "\u{1}"],
            ["", "", ""],
        ] {
            assert_eq!(shape.fill(&values).unwrap(), body(&values));
        }
        assert_eq!(shape.fill(&["only one"]), None, "too few values");
    }

    #[test]
    fn a_body_without_markers_or_with_a_broken_one_is_not_a_shape() {
        assert_eq!(Shape::cut(r#"{"to":"+1"}"#, 1), None);
        assert_eq!(Shape::cut(r#"{"to":"\u00001"}"#, 2), None, "unclosed");
        assert_eq!(Shape::cut(r#"{"to":"\u0000x\u0000"}"#, 1), None, "no index");
        assert_eq!(
            Shape::cut(r#"{"to":"\u00003\u0000"}"#, 2),
            None,
            "beyond the values"
        );
    }

    #[test]
    fn a_stored_shape_is_one_row_and_reads_back() -> anyhow::Result<()> {
        let conn = Connection::open_in_memory()?;
        conn.execute_batch(
            "CREATE TABLE message_shapes (id INTEGER PRIMARY KEY, parts TEXT NOT NULL, holes TEXT NOT NULL,
                                          created_at INTEGER NOT NULL, UNIQUE (parts, holes));",
        )?;
        let shape = Shape::cut(&format!(r#"{{"to":"{}"}}"#, "\\u00000\\u0000"), 1).unwrap();
        let id = shape.store(&conn, 1)?;
        assert_eq!(shape.store(&conn, 2)?, id, "the same shape is one row");
        let mut shapes = Shapes::default();
        let payload = shapes.payload(&conn, Some(id), r#"["+16505550100"]"#.into())?;
        assert_eq!(payload.json().unwrap(), r#"{"to":"+16505550100"}"#);
        assert_eq!(
            shapes.payload(&conn, Some(id + 1), "[]".into())?,
            Payload::Unreadable
        );
        assert_eq!(
            shapes.payload(&conn, None, "{}".into())?.json().unwrap(),
            "{}"
        );
        Ok(())
    }
}
