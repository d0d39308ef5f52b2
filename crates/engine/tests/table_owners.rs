//! Each table of the ledger has one owning module (`docs/architecture.md`, "Who owns which
//! table"): every statement that writes the table is in that module, and the rest of Pacer
//! calls it. This test reads the product code (the engine, the CLI, the desktop shell) and
//! fails when a write to a table appears anywhere else, or when a table of the schema has no
//! owner on the list below.
//!
//! Reads may join other modules' tables (a campaign's audience reads contacts, lists and
//! opt-outs in one query); only writes are held to one place.

mod source_files;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use anyhow::Context;
use source_files::rust_files;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../..");

/// Table → the file or folder (relative to the repository) that owns it.
const OWNERS: &[(&str, &str)] = &[
    ("messages", "crates/engine/src/core/ledger/messages"),
    ("message_events", "crates/engine/src/core/ledger/messages"),
    ("message_shapes", "crates/engine/src/core/ledger/messages"),
    ("statuses_applied", "crates/engine/src/core/ledger/messages"),
    ("foreign_statuses", "crates/engine/src/core/ledger/messages"),
    ("pair_pacing", "crates/engine/src/core/ledger/state.rs"),
    ("tier_usage", "crates/engine/src/core/ledger/state.rs"),
    ("service_windows", "crates/engine/src/core/ledger/state.rs"),
    (
        "marketing_preferences",
        "crates/engine/src/core/ledger/state.rs",
    ),
    (
        "marketing_opt_outs",
        "crates/engine/src/core/ledger/state.rs",
    ),
    ("inbound_messages", "crates/engine/src/core/ledger/state.rs"),
    ("account_events", "crates/engine/src/core/ledger/state.rs"),
    ("batches", "crates/engine/src/core/ledger/state.rs"),
    ("circuit", "crates/engine/src/core/ledger/state.rs"),
    ("settings", "crates/engine/src/core/ledger/state.rs"),
    ("templates", "crates/engine/src/core/ledger/templates.rs"),
    ("media_uploads", "crates/engine/src/core/ledger/media.rs"),
    ("webhook_inbox", "crates/engine/src/core/webhook/inbox.rs"),
    ("contacts", "crates/engine/src/office/import/store.rs"),
    ("lists", "crates/engine/src/office/import/store.rs"),
    ("list_members", "crates/engine/src/office/import/store.rs"),
    ("imports", "crates/engine/src/office/import/history.rs"),
    ("contact_tags", "crates/engine/src/office/contacts.rs"),
    ("campaigns", "crates/engine/src/office/campaigns/store.rs"),
    ("desks", "crates/engine/src/host/sharing/desks.rs"),
    ("audit", "crates/engine/src/office/audit.rs"),
    ("rate_card", "crates/engine/src/office/prices/store.rs"),
    (
        "campaign_estimates",
        "crates/engine/src/office/prices/store.rs",
    ),
    (
        "marketing_choices",
        "crates/engine/src/core/ledger/state.rs",
    ),
    (
        "conversation_reads",
        "crates/engine/src/office/inbox/reads.rs",
    ),
    ("inbound_media", "crates/engine/src/office/inbox/media"),
    (
        "quick_replies",
        "crates/engine/src/office/inbox/quick_replies.rs",
    ),
];

/// Writes that are not a module's business, each with its reason.
const EXCEPTIONS: &[(&str, &str)] = &[
    // The writer checks the disk has room by writing a scratch row and deleting it again in
    // the same transaction: nothing is ever kept.
    ("settings", "crates/engine/src/core/ledger/writer.rs"),
];

/// The product's source folders.
const PRODUCT: &[&str] = &["crates/engine/src", "crates/cli/src", "src-tauri/src"];

/// The tables a piece of product code writes: `INSERT [OR …] INTO t`, `REPLACE INTO t`,
/// `UPDATE t`, `DELETE FROM t` (Pacer writes SQL keywords in capitals). A file's tests (from
/// its `#[cfg(test)]` on) and comments are left out: tests build their own fixtures.
fn tables_written(source: &str) -> BTreeSet<String> {
    let product = source.split("#[cfg(test)]").next().unwrap_or_default();
    let code: String = product
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let words: Vec<&str> = code
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    let mut written = BTreeSet::new();
    for (i, word) in words.iter().enumerate() {
        let table = match *word {
            "UPDATE" => words.get(i + 1),
            "INTO" if i > 0 && matches!(words[i - 1], "INSERT" | "REPLACE") => words.get(i + 1),
            "INTO" if i > 2 && words[i - 3] == "INSERT" && words[i - 2] == "OR" => words.get(i + 1),
            "FROM" if i > 0 && words[i - 1] == "DELETE" => words.get(i + 1),
            _ => None,
        };
        if let Some(table) = table
            && table.chars().all(|c| c.is_ascii_lowercase() || c == '_')
        {
            written.insert((*table).to_owned());
        }
    }
    written
}

/// The tables the schema creates (the migrations, newest state).
fn schema_tables() -> anyhow::Result<BTreeSet<String>> {
    let folder = Path::new(ROOT).join("migrations");
    let mut tables = BTreeSet::new();
    for entry in std::fs::read_dir(&folder).with_context(|| format!("{}", folder.display()))? {
        let sql = std::fs::read_to_string(entry?.path())?;
        let words: Vec<&str> = sql.split_whitespace().collect();
        for (i, pair) in words.windows(2).enumerate() {
            if pair == ["CREATE", "TABLE"] {
                let mut name = words.get(i + 2).copied().unwrap_or_default();
                if name == "IF" {
                    name = words.get(i + 5).copied().unwrap_or_default();
                }
                tables.insert(name.trim_end_matches('(').to_owned());
            }
        }
        for pair in sql.split("RENAME TO").skip(1) {
            // A table rebuilt under a temporary name ends under the old one.
            if let Some(name) = pair.split_whitespace().next() {
                tables.insert(name.trim_end_matches(';').to_owned());
            }
        }
    }
    Ok(tables)
}

#[test]
fn every_table_is_written_only_by_its_owner() -> anyhow::Result<()> {
    let owners: BTreeMap<&str, &str> = OWNERS.iter().copied().collect();
    let mut files = Vec::new();
    for folder in PRODUCT {
        rust_files(&Path::new(ROOT).join(folder), &mut files)?;
    }
    assert!(files.len() > 100, "the product's files are read");

    let mut strays = Vec::new();
    let mut owners_seen_writing = BTreeSet::new();
    for file in &files {
        let relative = file
            .strip_prefix(ROOT)
            .unwrap_or(file)
            .to_string_lossy()
            .replace('\\', "/");
        for table in tables_written(&std::fs::read_to_string(file)?) {
            let Some(owner) = owners.get(table.as_str()) else {
                continue;
            };
            let owns = relative == *owner || relative.starts_with(&format!("{owner}/"));
            let excepted = EXCEPTIONS.contains(&(table.as_str(), relative.as_str()));
            if owns {
                owners_seen_writing.insert(table);
            } else if !excepted {
                strays.push(format!("{relative} writes `{table}`, owned by {owner}"));
            }
        }
    }
    assert!(
        strays.is_empty(),
        "write through the owning module's functions instead (add one there if it is missing):\n{}",
        strays.join("\n")
    );
    let silent: Vec<&str> = owners
        .keys()
        .copied()
        .filter(|t| !owners_seen_writing.contains(*t))
        .collect();
    assert!(
        silent.is_empty(),
        "these owners were not seen writing their table (moved? update OWNERS): {silent:?}"
    );
    Ok(())
}

#[test]
fn every_table_of_the_schema_has_an_owner() -> anyhow::Result<()> {
    let tables = schema_tables()?;
    assert!(tables.contains("messages"), "the migrations are read");
    let owners: BTreeSet<&str> = OWNERS.iter().map(|(table, _)| *table).collect();
    let orphans: Vec<&String> = tables
        .iter()
        .filter(|t| !owners.contains(t.as_str()) && !t.ends_with("_new"))
        .collect();
    assert!(
        orphans.is_empty(),
        "give each new table one owning module, and add it to OWNERS: {orphans:?}"
    );
    Ok(())
}

#[test]
fn writes_are_recognised_in_every_form_and_reads_are_not() {
    let source = r#"
        c.execute("INSERT INTO lists (name) VALUES (?1)", []);
        c.execute("INSERT OR IGNORE INTO contacts (phone) VALUES (?1)", []);
        c.execute("UPDATE campaigns SET state = ?1", []);
        c.execute("DELETE FROM batches WHERE id = ?1", []);
        c.query_row("SELECT name FROM templates", [], |r| r.get(0));
        // c.execute("DELETE FROM circuit")
        #[cfg(test)]
        mod tests { fn f() { c.execute("DELETE FROM messages", []); } }
    "#;
    assert_eq!(
        tables_written(source),
        BTreeSet::from(["batches", "campaigns", "contacts", "lists"].map(String::from)),
    );
}
