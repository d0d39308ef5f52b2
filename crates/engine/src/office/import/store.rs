//! Writing imported contacts into the ledger's tables (`migrations/0003`): one batch of rows
//! per `ledger.write` job, so a big import commits in steps and never holds the writer for
//! long (express messages commit in between).
//!
//! A batch is written with a handful of set-based statements (rows passed as one JSON
//! array), not a few statements per row: inside the ledger's per-job savepoint every
//! row-by-row statement opens a statement journal and copies the pages it touches into it,
//! which made row-by-row writing several times slower than reading and normalising.

use std::collections::{BTreeMap, HashMap};

use rusqlite::{Connection, params};

use crate::clock::Millis;

/// One valid row on its way to the contacts table.
#[derive(Debug, Clone)]
pub(crate) struct Entry {
    /// Its row in the file.
    pub row: u64,
    /// E.164.
    pub phone: String,
    /// The first row of the file with this number (later rows only merge into it).
    pub first: bool,
    pub name: Option<String>,
    /// The row's other cells as a JSON object of text values.
    pub attributes: String,
}

/// What an import did to the contacts table.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Written {
    pub new: u64,
    pub updated: u64,
    pub unchanged: u64,
    pub opted_out: u64,
}

/// The list's id, created if missing.
pub(crate) fn ensure_list(conn: &Connection, name: &str, now: Millis) -> rusqlite::Result<i64> {
    conn.prepare_cached(
        "INSERT INTO lists (name, created_at) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING",
    )?
    .execute(params![name, now])?;
    conn.prepare_cached("SELECT id FROM lists WHERE name = ?1")?
        .query_row([name], |r| r.get(0))
}

/// Appends `text` as a JSON string.
pub(crate) fn push_json_string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                use std::fmt::Write;
                let _ = write!(out, "\\u{:04x}", c as u32); // writing to a String cannot fail
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Attributes as text values (any JSON a past version wrote is accepted).
pub(crate) fn parse_attributes(json: &str) -> BTreeMap<String, String> {
    let map: BTreeMap<String, serde_json::Value> = serde_json::from_str(json).unwrap_or_default();
    map.into_iter()
        .map(|(k, v)| match v {
            serde_json::Value::String(s) => (k, s),
            other => (k, other.to_string()),
        })
        .collect()
}

/// A fingerprint of a contact's name and attributes.
fn fingerprint(name: Option<&str>, attributes: &BTreeMap<String, String>) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    name.hash(&mut h);
    attributes.hash(&mut h);
    h.finish()
}

/// A contact that existed before this import, as it was.
#[derive(Debug, Clone, Copy)]
struct Before {
    fingerprint: u64,
    updated_at: Millis,
    /// Counted as updated (else unchanged) so far.
    updated: bool,
}

/// What one import's batches share: the counts, and the contacts it found already saved.
///
/// A number's later rows in the file may come in a later batch than its first row, so a
/// known contact may change at its first row and change back at a later one (a re-import of
/// a file with duplicates). Whether it was "updated" is decided against how it was before the
/// import, and a contact that ends as it began keeps its `updated_at`.
#[derive(Debug, Default)]
pub(crate) struct WriteState {
    pub written: Written,
    before: HashMap<i64, Before>,
    /// The writer's page cache setting before the import set its own.
    pub original_cache_size: Option<i64>,
}

impl WriteState {
    fn recount(&mut self, id: i64, differs: bool) {
        let Some(before) = self.before.get_mut(&id) else {
            return;
        };
        if before.updated != differs {
            if differs {
                self.written.updated += 1;
                self.written.unchanged = self.written.unchanged.saturating_sub(1);
            } else {
                self.written.unchanged += 1;
                self.written.updated = self.written.updated.saturating_sub(1);
            }
            before.updated = differs;
        }
    }
}

/// A contact as it is saved, and as this batch leaves it.
#[derive(Debug)]
struct Stored {
    id: i64,
    name: Option<String>,
    attributes: BTreeMap<String, String>,
    updated_at: Millis,
}

#[derive(Debug)]
struct Merged<'a> {
    phone: &'a str,
    name: Option<String>,
    /// The attributes of each of the batch's rows with this number, oldest first.
    rows: Vec<&'a str>,
    /// This batch holds the number's first row in the file.
    first: bool,
}

impl Merged<'_> {
    /// The rows' attributes merged over `base` (later rows win).
    fn merged_over(&self, mut base: BTreeMap<String, String>) -> BTreeMap<String, String> {
        for row in &self.rows {
            base.extend(parse_attributes(row));
        }
        base
    }

    /// The rows' attributes as one JSON object.
    fn json(&self) -> String {
        match self.rows.as_slice() {
            [one] => (*one).to_owned(),
            _ => json_text(&self.merged_over(BTreeMap::new())),
        }
    }
}

/// The saved contacts among `phones`.
fn stored_contacts(
    conn: &Connection,
    phones: &[&str],
) -> rusqlite::Result<HashMap<String, Stored>> {
    let mut stmt = conn.prepare_cached(
        "SELECT c.phone, c.id, c.name, c.attributes, c.updated_at
         FROM json_each(?1) j JOIN contacts c ON c.phone = j.value",
    )?;
    let list = serde_json::to_string(phones).unwrap_or_else(|_| "[]".into());
    let rows = stmt.query_map([list], |r| {
        let attributes: String = r.get(3)?;
        Ok((
            r.get::<_, String>(0)?,
            Stored {
                id: r.get(1)?,
                name: r.get(2)?,
                attributes: parse_attributes(&attributes),
                updated_at: r.get(4)?,
            },
        ))
    })?;
    rows.collect()
}

fn json_text<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_else(|_| "[]".into())
}

/// Page cache for the writer while an import runs (KiB, as SQLite's negative `cache_size`).
/// A batch touches thousands of pages spread over the whole phone index, so a bigger cache
/// barely helps once the index outgrows it (a million contacts make about 25 MB of index,
/// a 1 GB list ten times that), while every megabyte counts against the import's memory
/// budget; SQLite's default 2 MB read pages back and spilled them over and over, and writing
/// took twice as long.
const IMPORT_CACHE_KIB: i64 = 16 * 1024;

/// Sets the writer's page cache for the import; returns the setting to restore.
fn set_import_cache_size(conn: &Connection) -> rusqlite::Result<i64> {
    let original: i64 = conn.pragma_query_value(None, "cache_size", |r| r.get(0))?;
    // Negative: KiB; positive: pages (of 4 KiB by default).
    let kib = if original < 0 {
        -original
    } else {
        original * 4
    };
    if kib != IMPORT_CACHE_KIB {
        conn.pragma_update(None, "cache_size", -IMPORT_CACHE_KIB)?;
    }
    Ok(original)
}

/// Gives the writer its page cache setting back after an import.
pub(crate) fn restore_cache_size(conn: &Connection, original: Option<i64>) -> rusqlite::Result<()> {
    match original {
        Some(original) => conn.pragma_update(None, "cache_size", original),
        None => Ok(()),
    }
}

/// Writes one batch: new numbers are inserted, known numbers merged (later cells win, empty
/// cells never erase), every contact joins the list and gets the tags. A number is counted
/// once, at its first row in the file (later rows are duplicates, counted as such).
pub(crate) fn write_batch(
    conn: &Connection,
    list: &str,
    tags: &[String],
    now: Millis,
    entries: &[Entry],
    state: &mut WriteState,
) -> rusqlite::Result<()> {
    let list_id = ensure_list(conn, list, now)?;
    if state.original_cache_size.is_none() {
        state.original_cache_size = Some(set_import_cache_size(conn)?);
    }

    // The batch per number, in the order of first appearance.
    let mut merged: Vec<Merged<'_>> = Vec::new();
    let mut index: HashMap<&str, usize> = HashMap::with_capacity(entries.len());
    for entry in entries {
        let at = *index.entry(entry.phone.as_str()).or_insert_with(|| {
            merged.push(Merged {
                phone: &entry.phone,
                name: None,
                rows: Vec::new(),
                first: false,
            });
            merged.len() - 1
        });
        let m = &mut merged[at];
        m.first |= entry.first;
        if entry.name.is_some() {
            m.name.clone_from(&entry.name);
        }
        m.rows.push(&entry.attributes);
    }

    // Numbers not saved yet go in as they are (one index probe each); the rest are known.
    // In phone order: the index pages are then visited once each, in order.
    let mut rows: Vec<(&str, Option<&str>, String)> = merged
        .iter()
        .map(|m| (m.phone, m.name.as_deref(), m.json()))
        .collect();
    rows.sort_unstable_by(|a, b| a.0.cmp(b.0));
    let mut ids: Vec<i64> = Vec::with_capacity(merged.len());
    let mut inserted: HashMap<String, i64> = HashMap::with_capacity(merged.len());
    {
        let mut insert = conn.prepare_cached(
            "INSERT INTO contacts (phone, name, attributes, created_at, updated_at)
             SELECT value ->> 0, value ->> 1, value ->> 2, ?2, ?2 FROM json_each(?1) WHERE true
             ON CONFLICT (phone) DO NOTHING
             RETURNING phone, id",
        )?;
        let returned = insert.query_map(params![json_text(&rows), now], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?))
        })?;
        for row in returned {
            let (phone, id) = row?;
            ids.push(id);
            inserted.insert(phone, id);
        }
    }
    drop(rows);
    let mut firsts: Vec<&str> = Vec::new();
    let mut known: Vec<Merged<'_>> = Vec::new();
    for m in merged {
        if m.first {
            firsts.push(m.phone);
        }
        if inserted.contains_key(m.phone) {
            if m.first {
                state.written.new += 1;
            }
        } else {
            known.push(m);
        }
    }

    let mut updates: Vec<(i64, Option<String>, String, Millis)> = Vec::new();
    if !known.is_empty() {
        let phones: Vec<&str> = known.iter().map(|m| m.phone).collect();
        let mut stored = stored_contacts(conn, &phones)?;
        for m in known {
            let Some(before) = stored.remove(m.phone) else {
                continue;
            };
            ids.push(before.id);
            let attributes = m.merged_over(before.attributes.clone());
            let name = m.name.or_else(|| before.name.clone());
            let changed = attributes != before.attributes || name != before.name;
            let mut updated_at = now;
            if m.first {
                // Saved before this import (its first row did not create it).
                state.before.insert(
                    before.id,
                    Before {
                        fingerprint: fingerprint(before.name.as_deref(), &before.attributes),
                        updated_at: before.updated_at,
                        updated: changed,
                    },
                );
                if changed {
                    state.written.updated += 1;
                } else {
                    state.written.unchanged += 1;
                }
            } else if let Some(original) = state.before.get(&before.id).copied() {
                let differs = fingerprint(name.as_deref(), &attributes) != original.fingerprint;
                if !differs {
                    updated_at = original.updated_at;
                }
                state.recount(before.id, differs);
            }
            if changed {
                updates.push((before.id, name, json_text(&attributes), updated_at));
            }
        }
    }
    if !updates.is_empty() {
        conn.prepare_cached(
            "UPDATE contacts SET name = j.value ->> 1, attributes = j.value ->> 2,
                 updated_at = j.value ->> 3
             FROM json_each(?1) j WHERE contacts.id = j.value ->> 0",
        )?
        .execute([json_text(&updates)])?;
    }
    let ids_json = json_text(&ids);
    conn.prepare_cached(
        "INSERT INTO list_members (list_id, contact_id, added_at)
         SELECT ?1, value, ?2 FROM json_each(?3) WHERE true ON CONFLICT DO NOTHING",
    )?
    .execute(params![list_id, now, ids_json])?;
    crate::contacts::add_tags(conn, &ids, tags)?;
    save_opt_ins(conn, entries)?;
    if !firsts.is_empty() {
        let opted: i64 = conn
            .prepare_cached(
                "SELECT COUNT(*) FROM json_each(?1) j
                 JOIN marketing_opt_outs o ON o.recipient = j.value",
            )?
            .query_row([json_text(&firsts)], |r| r.get(0))?;
        state.written.opted_out += opted.max(0) as u64;
    }
    Ok(())
}

/// Where and when each customer of the batch agreed to hear from the business, when its rows
/// say (`opt_in`): a later row's word wins, and a row that says nothing erases nothing. Only
/// a list with such a column pays for it (its header is looked at once per batch).
fn save_opt_ins(conn: &Connection, entries: &[Entry]) -> rusqlite::Result<()> {
    let says_opt_in = entries.first().is_some_and(|e| {
        parse_attributes(&e.attributes)
            .keys()
            .any(|header| super::opt_in::column_kind(header).is_some())
    });
    if !says_opt_in {
        return Ok(());
    }
    let mut update = conn.prepare_cached(
        "UPDATE contacts SET opt_in_source = COALESCE(?2, opt_in_source),
             opt_in_at = COALESCE(?3, opt_in_at)
         WHERE phone = ?1",
    )?;
    for entry in entries {
        let (source, at) = super::opt_in::opt_in_of(&parse_attributes(&entry.attributes));
        if source.is_some() || at.is_some() {
            update.execute(params![entry.phone, source, at])?;
        }
    }
    Ok(())
}

/// Records where and when a customer agreed to hear from the business, as a form or another
/// system said through the local API (`opt_outs::record_consent`): the contact is made when no
/// list has them yet; a newer agreement replaces an older one, an older one changes nothing.
pub(crate) fn record_consent(
    conn: &Connection,
    phone: &str,
    source: &str,
    at: Millis,
    now: Millis,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO contacts (phone, attributes, created_at, updated_at, opt_in_source, opt_in_at)
         VALUES (?1, '{}', ?4, ?4, ?2, ?3)
         ON CONFLICT (phone) DO UPDATE SET opt_in_source = excluded.opt_in_source,
             opt_in_at = excluded.opt_in_at, updated_at = excluded.updated_at
         WHERE contacts.opt_in_at IS NULL OR contacts.opt_in_at <= excluded.opt_in_at",
    )?
    .execute(params![phone, source, at, now])?;
    Ok(())
}

/// Folds the write-ahead log back into the database and empties it, while an import pauses
/// between batches, on a connection of its own that only does this. Returns whether the log
/// was emptied.
///
/// The ledger's checkpointer copies the log in the background without ever holding up the
/// writer, so the log only starts again from its beginning when the writer pauses at the
/// right moment. An import of millions of contacts never does: each batch rewrites thousands
/// of index pages, and the log grew by gigabytes (a 1 GB list filled the disk with a log many
/// times its size, and reading pages through a log that long slows every write). Here the
/// checkpoint empties the log itself (`TRUNCATE`). Most of the log is already copied by
/// then, so it holds up other writers (express messages) only for the rest of the copy and
/// a sync; when the ledger's checkpointer is busy it is tried again for up to a second.
pub(crate) fn checkpoint(database: &std::path::Path) -> rusqlite::Result<bool> {
    use rusqlite::OpenFlags;
    let conn = Connection::open_with_flags(
        database,
        OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    // Waiting for the writer or a reader: never long enough to stall sending.
    conn.busy_timeout(std::time::Duration::from_millis(250))?;
    let give_up = std::time::Instant::now() + std::time::Duration::from_secs(1);
    loop {
        let busy: i64 = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| r.get(0))?;
        if busy == 0 {
            return Ok(true);
        }
        if std::time::Instant::now() >= give_up {
            return Ok(false);
        }
        std::thread::sleep(std::time::Duration::from_millis(25));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_attributes_of_any_json_read_as_text() {
        let a = parse_attributes(r#"{"City":"Lahore","Due":1500}"#);
        assert_eq!(a.get("Due").map(String::as_str), Some("1500"));
        assert!(parse_attributes("[1]").is_empty());
    }

    #[test]
    fn json_strings_round_trip() {
        let text = "Ali \"Sunny\" \\ Khan\nLahore\t\u{1}é";
        let mut json = String::from("{");
        push_json_string(&mut json, "Note");
        json.push(':');
        push_json_string(&mut json, text);
        json.push('}');
        assert_eq!(
            parse_attributes(&json).get("Note").map(String::as_str),
            Some(text)
        );
    }

    #[test]
    fn a_fingerprint_sees_names_and_attributes() {
        let a: BTreeMap<String, String> = [("City".to_owned(), "Lahore".to_owned())].into();
        let b: BTreeMap<String, String> = [("City".to_owned(), "Karachi".to_owned())].into();
        assert_eq!(fingerprint(Some("Ali"), &a), fingerprint(Some("Ali"), &a));
        assert_ne!(fingerprint(Some("Ali"), &a), fingerprint(Some("Ali"), &b));
        assert_ne!(fingerprint(Some("Ali"), &a), fingerprint(None, &a));
    }
}
