//! Contacts, lists and tags as campaigns and screens read them (`docs/sending.md#import-and-dedupe`, `#templates-and-campaigns`).
//!
//! [`crate::import`] writes contacts, lists and their members; this module owns their tags
//! (`contact_tags`: every write is here) and reads a campaign's audience (who is in it is
//! `crate::audiences`' to say), "which lists are there", "find a contact" (paged, for a
//! table of 100,000), and changes a contact's tags. Whether someone opted out of marketing is
//! read from `marketing_opt_outs` — the one place that knows — never copied onto the contact.

use std::collections::BTreeMap;

use rusqlite::{Connection, OptionalExtension, Row, params};
use serde::{Deserialize, Serialize};

use crate::audiences::{Audience, Selection};
use crate::phone::E164;

/// A customer Pacer can message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Contact {
    /// Row id.
    pub id: i64,
    /// Their number, in E.164 (`+923001234567`).
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub phone: E164,
    /// Name, when an import had one.
    pub name: Option<String>,
    /// Every other column of the imports (newest value wins).
    pub attributes: BTreeMap<String, String>,
    /// They turned off marketing messages (131050 or a stop reply): no marketing for them.
    pub opted_out: bool,
    /// Tags, sorted.
    pub tags: Vec<String>,
}

/// A list with its size.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ListSummary {
    /// Its name.
    pub name: String,
    /// Contacts in it.
    pub members: u64,
    /// Of those, how many turned off marketing.
    pub opted_out: u64,
}

/// The columns [`contact_of`] reads, for a contact aliased `c`.
const CONTACT_COLUMNS: &str = "c.id, c.phone, c.name, c.attributes,
     EXISTS (SELECT 1 FROM marketing_opt_outs o WHERE o.recipient = c.phone),
     (SELECT json_group_array(tag) FROM (SELECT tag FROM contact_tags t WHERE t.contact_id = c.id ORDER BY tag))";
/// [`CONTACT_COLUMNS`] without the tags (NULL: none read).
const CONTACT_COLUMNS_UNTAGGED: &str = "c.id, c.phone, c.name, c.attributes,
     EXISTS (SELECT 1 FROM marketing_opt_outs o WHERE o.recipient = c.phone), NULL";

/// Whether a read fills in each contact's tags. A launch does not: who gets a campaign is
/// chosen in SQL, and its messages never show tags (reading them was a tenth of reading the
/// audience).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tags {
    /// Each contact's tags, sorted.
    Read,
    /// `tags` left empty.
    Skipped,
}

fn contact_of(row: &Row<'_>) -> rusqlite::Result<Contact> {
    let attributes: String = row.get(3)?;
    let tags: Option<String> = row.get(5)?;
    Ok(Contact {
        id: row.get(0)?,
        phone: row.get(1)?,
        name: row.get(2)?,
        attributes: parse_attributes(&attributes),
        opted_out: row.get(4)?,
        tags: tags
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default(),
    })
}

/// Attributes as text, whatever JSON a past version stored (non-text values as their JSON).
fn parse_attributes(json: &str) -> BTreeMap<String, String> {
    let map: BTreeMap<String, AttributeText> = serde_json::from_str(json).unwrap_or_default();
    map.into_iter().map(|(k, v)| (k, v.0)).collect()
}

/// One attribute's value as text: a string as it is (read straight into a `String`, as a
/// launch reads 100,000 contacts' attributes), anything else as its JSON.
struct AttributeText(String);

impl<'de> serde::Deserialize<'de> for AttributeText {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Text;
        impl<'de> serde::de::Visitor<'de> for Text {
            type Value = AttributeText;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("an attribute's value")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<AttributeText, E> {
                Ok(AttributeText(v.to_owned()))
            }
            fn visit_string<E: serde::de::Error>(self, v: String) -> Result<AttributeText, E> {
                Ok(AttributeText(v))
            }
            fn visit_bool<E: serde::de::Error>(self, v: bool) -> Result<AttributeText, E> {
                Ok(AttributeText(v.to_string()))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<AttributeText, E> {
                Ok(AttributeText(v.to_string()))
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<AttributeText, E> {
                Ok(AttributeText(v.to_string()))
            }
            fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<AttributeText, E> {
                Ok(AttributeText(serde_json::Value::from(v).to_string()))
            }
            fn visit_unit<E: serde::de::Error>(self) -> Result<AttributeText, E> {
                Ok(AttributeText("null".to_owned()))
            }
            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                seq: A,
            ) -> Result<AttributeText, A::Error> {
                let value = serde_json::Value::deserialize(
                    serde::de::value::SeqAccessDeserializer::new(seq),
                )?;
                Ok(AttributeText(value.to_string()))
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                map: A,
            ) -> Result<AttributeText, A::Error> {
                let value = serde_json::Value::deserialize(
                    serde::de::value::MapAccessDeserializer::new(map),
                )?;
                Ok(AttributeText(value.to_string()))
            }
        }
        deserializer.deserialize_any(Text)
    }
}

/// Everyone `audience` selects (`crate::audiences`), once each, ordered by id. Opted-out
/// contacts are included and marked: whether to skip them depends on the template's category,
/// which the caller knows.
pub fn audience(conn: &Connection, audience: &Audience) -> rusqlite::Result<Vec<Contact>> {
    let mut everyone = Vec::new();
    audience_pages(conn, audience, Tags::Read, usize::MAX, |page| {
        everyone = page;
        true
    })?;
    Ok(everyone)
}

/// [`audience`] a page of `page` contacts at a time, each handed to `each` as soon as it is
/// read (a launch queues one page while the next is read); `each` answers false to stop.
pub fn audience_pages(
    conn: &Connection,
    audience: &Audience,
    tags: Tags,
    page: usize,
    mut each: impl FnMut(Vec<Contact>) -> bool,
) -> rusqlite::Result<()> {
    let selection = Selection::of(conn, audience)?;
    let columns = match tags {
        Tags::Read => CONTACT_COLUMNS,
        Tags::Skipped => CONTACT_COLUMNS_UNTAGGED,
    };
    let sql = format!(
        "SELECT {columns} FROM contacts c WHERE {} ORDER BY c.id",
        selection.sql()
    );
    let mut stmt = conn.prepare(&sql)?;
    let mut rows = stmt.query_map(rusqlite::params_from_iter(selection.values()), contact_of)?;
    loop {
        // A launch's page is 10,000 contacts: made room for once, not grown 14 times.
        let mut contacts = Vec::with_capacity(page.min(10_000));
        for row in rows.by_ref() {
            contacts.push(row?);
            if contacts.len() == page {
                break;
            }
        }
        let last = contacts.len() < page;
        if (!contacts.is_empty() || last) && !each(contacts) {
            return Ok(());
        }
        if last {
            return Ok(());
        }
    }
}

/// Every list, by name, with its size and how many of its contacts opted out.
pub fn lists(conn: &Connection) -> rusqlite::Result<Vec<ListSummary>> {
    let mut stmt = conn.prepare(
        "SELECT l.name, COUNT(m.contact_id), COUNT(o.recipient)
         FROM lists l
         LEFT JOIN list_members m ON m.list_id = l.id
         LEFT JOIN contacts c ON c.id = m.contact_id
         LEFT JOIN marketing_opt_outs o ON o.recipient = c.phone
         GROUP BY l.id
         ORDER BY l.name",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok(ListSummary {
            name: r.get(0)?,
            members: r.get::<_, i64>(1)?.max(0) as u64,
            opted_out: r.get::<_, i64>(2)?.max(0) as u64,
        })
    })?;
    rows.collect()
}

/// `text` for LIKE, with its wildcards taken literally.
fn like_pattern(text: &str) -> String {
    let mut pattern = String::with_capacity(text.len() + 2);
    pattern.push('%');
    for c in text.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

/// Contacts whose name contains `text` (any case) or whose number contains its digits
/// ("0300 123" finds +92300123…; the leading 0 of a local number is ignored), ordered by id,
/// `limit` from `offset`. Empty `text` pages through everyone.
pub fn search(
    conn: &Connection,
    text: &str,
    limit: u32,
    offset: u32,
) -> rusqlite::Result<Vec<Contact>> {
    let text = text.trim();
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    let looks_numeric = !digits.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_digit() || " +-().".contains(c));
    let digits = if looks_numeric {
        digits.trim_start_matches('0').to_owned()
    } else {
        String::new()
    };
    let sql = format!(
        "SELECT {CONTACT_COLUMNS} FROM contacts c
         WHERE ?1 = ''
            OR c.name LIKE ?2 ESCAPE '\\'
            OR (?3 <> '' AND c.phone LIKE ?4 ESCAPE '\\')
         ORDER BY c.id
         LIMIT ?5 OFFSET ?6"
    );
    let mut stmt = conn.prepare_cached(&sql)?;
    let rows = stmt.query_map(
        params![
            text,
            like_pattern(text),
            digits,
            like_pattern(&digits),
            limit,
            offset
        ],
        contact_of,
    )?;
    rows.collect()
}

/// Which contacts a table shows.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(default)]
pub struct ContactQuery {
    /// Name or number contains this (see [`search`]); empty: everyone.
    pub text: String,
    /// Only members of this list.
    pub list: Option<String>,
    /// Only contacts with this tag.
    pub tag: Option<String>,
    /// Only opted-out (`true`) or only reachable (`false`) contacts.
    pub opted_out: Option<bool>,
    /// Rows to skip.
    pub offset: u32,
    /// Rows to return (at most 1,000).
    pub limit: u32,
}

/// One page of contacts and how many match in all.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ContactPage {
    /// Contacts matching the query, in all.
    pub total: u64,
    /// Where this page starts.
    pub offset: u32,
    /// The page, ordered by id.
    pub rows: Vec<Contact>,
}

/// A page of the contacts matching `query`, with the total (for a virtualised table of
/// 100,000+ contacts that fetches only what is on screen).
pub fn page(conn: &Connection, query: &ContactQuery) -> rusqlite::Result<ContactPage> {
    let text = query.text.trim();
    let digits: String = text.chars().filter(char::is_ascii_digit).collect();
    let looks_numeric = !digits.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_digit() || " +-().".contains(c));
    let digits = if looks_numeric {
        digits.trim_start_matches('0').to_owned()
    } else {
        String::new()
    };
    let filter = "FROM contacts c
         WHERE (?1 = '' OR c.name LIKE ?2 ESCAPE '\\' OR (?3 <> '' AND c.phone LIKE ?4 ESCAPE '\\'))
           AND (?5 IS NULL OR c.id IN (SELECT m.contact_id FROM list_members m JOIN lists l ON l.id = m.list_id WHERE l.name = ?5))
           AND (?6 IS NULL OR c.id IN (SELECT t.contact_id FROM contact_tags t WHERE t.tag = ?6))
           AND (?7 IS NULL OR ?7 = EXISTS (SELECT 1 FROM marketing_opt_outs o WHERE o.recipient = c.phone))";
    let text_pattern = like_pattern(text);
    let digit_pattern = like_pattern(&digits);
    let opted_out = query.opted_out.map(i64::from);
    let total: i64 = conn
        .prepare_cached(&format!("SELECT COUNT(*) {filter}"))?
        .query_row(
            params![
                text,
                text_pattern,
                digits,
                digit_pattern,
                query.list,
                query.tag,
                opted_out
            ],
            |r| r.get(0),
        )?;
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT {CONTACT_COLUMNS} {filter} ORDER BY c.id LIMIT ?8 OFFSET ?9"
    ))?;
    let rows = stmt
        .query_map(
            params![
                text,
                text_pattern,
                digits,
                digit_pattern,
                query.list,
                query.tag,
                opted_out,
                query.limit.clamp(1, 1_000),
                query.offset
            ],
            contact_of,
        )?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(ContactPage {
        total: total.max(0) as u64,
        offset: query.offset,
        rows,
    })
}

/// Every tag in use, sorted.
pub fn tags(conn: &Connection) -> rusqlite::Result<Vec<String>> {
    let mut stmt = conn.prepare("SELECT DISTINCT tag FROM contact_tags ORDER BY tag")?;
    let rows = stmt.query_map([], |r| r.get(0))?;
    rows.collect()
}

/// The contact with this number (E.164), if any.
pub fn contact_by_phone(conn: &Connection, phone: &str) -> rusqlite::Result<Option<Contact>> {
    let sql = format!("SELECT {CONTACT_COLUMNS} FROM contacts c WHERE c.phone = ?1");
    conn.prepare_cached(&sql)?
        .query_row([phone], contact_of)
        .optional()
}

/// Replaces a contact's tags (blank tags ignored, duplicates once).
pub fn set_tags(conn: &Connection, contact_id: i64, tags: &[String]) -> rusqlite::Result<()> {
    conn.execute(
        "DELETE FROM contact_tags WHERE contact_id = ?1",
        [contact_id],
    )?;
    let mut insert = conn.prepare_cached(
        "INSERT INTO contact_tags (contact_id, tag) VALUES (?1, ?2) ON CONFLICT DO NOTHING",
    )?;
    for tag in tags {
        let tag = tag.trim();
        if !tag.is_empty() {
            insert.execute(params![contact_id, tag])?;
        }
    }
    Ok(())
}

/// Gives every one of `contact_ids` each of `tags` (those they have already are kept once).
/// One set-based statement, so an import's batch of thousands costs one write, not one per
/// contact and tag.
pub fn add_tags(conn: &Connection, contact_ids: &[i64], tags: &[String]) -> rusqlite::Result<()> {
    if tags.is_empty() || contact_ids.is_empty() {
        return Ok(());
    }
    conn.prepare_cached(
        "INSERT INTO contact_tags (contact_id, tag)
         SELECT i.value, t.value FROM json_each(?1) i, json_each(?2) t WHERE true
         ON CONFLICT DO NOTHING",
    )?
    .execute([
        serde_json::to_string(contact_ids)
            .map_err(|e| rusqlite::Error::ToSqlConversionFailure(e.into()))?,
        serde_json::to_string(tags)
            .map_err(|e| rusqlite::Error::ToSqlConversionFailure(e.into()))?,
    ])?;
    Ok(())
}

/// How many contacts there are (for a table's pager).
pub fn count(conn: &Connection) -> rusqlite::Result<u64> {
    conn.query_row("SELECT COUNT(*) FROM contacts", [], |r| r.get::<_, i64>(0))
        .map(|n| n.max(0) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wildcards_are_literal() {
        assert_eq!(like_pattern("50%_off"), "%50\\%\\_off%");
    }

    #[test]
    fn attributes_of_any_json_read_as_text() {
        let a = parse_attributes(r#"{"City":"Lahore","Due":1500}"#);
        assert_eq!(a.get("City").map(String::as_str), Some("Lahore"));
        assert_eq!(a.get("Due").map(String::as_str), Some("1500"));
        assert!(parse_attributes("not json").is_empty());
    }

    /// Each value reads as the JSON value it is would print: the way attributes were read
    /// before they were read straight into text.
    #[test]
    fn attributes_read_as_their_json_values_print() {
        let json = r#"{"a":"Lahore \"old\" city","b":-15,"c":1.5,"d":true,"e":null,
            "f":[1,"x",{"y":2}],"g":{"h":[true]},"i":18446744073709551615,"j":"","k":"\u00e9"}"#;
        let map: BTreeMap<String, serde_json::Value> = serde_json::from_str(json).unwrap();
        let expected: BTreeMap<String, String> = map
            .into_iter()
            .map(|(k, v)| match v {
                serde_json::Value::String(s) => (k, s),
                other => (k, other.to_string()),
            })
            .collect();
        assert_eq!(parse_attributes(json), expected);
        assert!(parse_attributes(r#"["a"]"#).is_empty());
    }
}
