//! Who did what: the `audit` table, which this module owns (one owner per table,
//! `docs/architecture.md`). Once several desks share an office Pacer (`docs/office.md`), the
//! owner needs to see who launched, paused or cancelled a campaign, imported a list, changed
//! an opt-out, replied or changed a setting, and when. The record is append-only: this module
//! adds rows and reads them, and nothing changes or deletes one. Each text kept is cut to a
//! bound, so no caller can make a row grow without limit. No secret is ever written here:
//! `who` is a name as shown, subjects are names, ids and numbers, details say what changed,
//! never a token, a key or a credential.

use std::fmt;
use std::io::Write;
use std::str::FromStr;

use chrono::SecondsFormat;
use rusqlite::types::{Type, Value};
use rusqlite::{Connection, params, params_from_iter};
use serde::{Deserialize, Serialize};

use crate::clock::Millis;
use crate::reports::escape_formula;

/// The longest `who` kept, in characters (a desk's name is at most this long).
pub const WHO_MAX_CHARS: usize = 60;
/// The longest subject kept, in characters.
pub const SUBJECT_MAX_CHARS: usize = 200;
/// The longest detail kept, in characters.
pub const DETAIL_MAX_CHARS: usize = 1_000;
/// The most entries one page carries.
pub const PAGE_MAX: u32 = 500;
/// The entries a page carries when the filter asks for 0.
pub const PAGE_DEFAULT: u32 = 100;

/// What was done. Stored as its `as_str`; the table's CHECK (`migrations/0017_audit.sql`)
/// lists exactly these, so a new one needs a migration too.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// A campaign was launched (or its schedule reached).
    CampaignLaunched,
    /// A campaign was paused.
    CampaignPaused,
    /// A paused campaign was resumed.
    CampaignResumed,
    /// A campaign was cancelled.
    CampaignCancelled,
    /// A campaign was created (or cloned).
    CampaignCreated,
    /// A campaign was changed before its launch.
    CampaignEdited,
    /// A campaign that sent nothing was deleted.
    CampaignDeleted,
    /// A contact list was imported.
    ContactsImported,
    /// A customer was opted out of marketing (one, or a do-not-contact list).
    OptedOut,
    /// A customer's opt-out was lifted.
    OptedIn,
    /// A reply was sent from the inbox.
    ReplySent,
    /// A setting was changed (the detail names which, never a secret's value).
    SettingsChanged,
    /// A template was submitted to Meta.
    TemplateCreated,
    /// A template was changed.
    TemplateEdited,
    /// A template was deleted.
    TemplateDeleted,
    /// A rate card was loaded.
    RateCardLoaded,
    /// A desk was paired.
    DeskPaired,
    /// A desk's access was withdrawn.
    DeskRevoked,
    /// A desk's role was changed.
    RoleChanged,
    /// A key for a business's system was made.
    SystemKeyMade,
}

impl Action {
    /// Every action, in the order of the enum.
    pub const ALL: [Action; 20] = [
        Action::CampaignLaunched,
        Action::CampaignPaused,
        Action::CampaignResumed,
        Action::CampaignCancelled,
        Action::CampaignCreated,
        Action::CampaignEdited,
        Action::CampaignDeleted,
        Action::ContactsImported,
        Action::OptedOut,
        Action::OptedIn,
        Action::ReplySent,
        Action::SettingsChanged,
        Action::TemplateCreated,
        Action::TemplateEdited,
        Action::TemplateDeleted,
        Action::RateCardLoaded,
        Action::DeskPaired,
        Action::DeskRevoked,
        Action::RoleChanged,
        Action::SystemKeyMade,
    ];

    /// As stored (and as serde writes it).
    pub fn as_str(self) -> &'static str {
        match self {
            Action::CampaignLaunched => "campaign_launched",
            Action::CampaignPaused => "campaign_paused",
            Action::CampaignResumed => "campaign_resumed",
            Action::CampaignCancelled => "campaign_cancelled",
            Action::CampaignCreated => "campaign_created",
            Action::CampaignEdited => "campaign_edited",
            Action::CampaignDeleted => "campaign_deleted",
            Action::ContactsImported => "contacts_imported",
            Action::OptedOut => "opted_out",
            Action::OptedIn => "opted_in",
            Action::ReplySent => "reply_sent",
            Action::SettingsChanged => "settings_changed",
            Action::TemplateCreated => "template_created",
            Action::TemplateEdited => "template_edited",
            Action::TemplateDeleted => "template_deleted",
            Action::RateCardLoaded => "rate_card_loaded",
            Action::DeskPaired => "desk_paired",
            Action::DeskRevoked => "desk_revoked",
            Action::RoleChanged => "role_changed",
            Action::SystemKeyMade => "system_key_made",
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A text that names no [`Action`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("`{0}` is not an action of the audit log")]
pub struct UnknownAction(pub String);

impl FromStr for Action {
    type Err = UnknownAction;

    fn from_str(text: &str) -> Result<Action, UnknownAction> {
        Action::ALL
            .into_iter()
            .find(|action| action.as_str() == text)
            .ok_or_else(|| UnknownAction(text.chars().take(40).collect()))
    }
}

/// Why the log could not be exported.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// Reading the log failed.
    #[error("the audit log could not be read: {0}")]
    Database(#[from] rusqlite::Error),
    /// Writing the CSV failed.
    #[error("the audit log could not be written as CSV: {0}")]
    Csv(#[from] csv::Error),
    /// Writing the file failed (disk full, no permission …).
    #[error("the audit log could not be written: {0}")]
    Io(#[from] std::io::Error),
}

/// Who did it: the name as shown at the time, and the desk when a desk did it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Who {
    /// "Front desk", "This PC", "Local API".
    pub name: String,
    /// The `desks` row, when a desk did it.
    pub desk_id: Option<i64>,
}

impl Who {
    /// A paired desk, by its row and its name.
    pub fn desk(id: i64, name: impl Into<String>) -> Who {
        Who {
            name: name.into(),
            desk_id: Some(id),
        }
    }

    /// The person at the office Pacer's own window.
    pub fn this_pc() -> Who {
        Who {
            name: "This PC".to_owned(),
            desk_id: None,
        }
    }

    /// A program calling the local API on this computer.
    pub fn local_api() -> Who {
        Who {
            name: "Local API".to_owned(),
            desk_id: None,
        }
    }
}

/// One recorded action.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Entry {
    /// Row id (the page's key: newer entries have larger ids).
    pub id: i64,
    /// When (Unix milliseconds, the ledger's clock).
    pub at: Millis,
    /// Who, as shown at the time.
    pub who: String,
    /// The desk, when a desk did it.
    pub desk_id: Option<i64>,
    /// What.
    pub action: Action,
    /// To what: a campaign's name or id, a list's name, a phone number.
    pub subject: Option<String>,
    /// More words on it (which setting, how many contacts).
    pub detail: Option<String>,
}

/// Which page of the log.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Filter {
    /// Only entries older than this one (the last id of the page before); `None`: the newest.
    pub before_id: Option<i64>,
    /// Entries to return (at most [`PAGE_MAX`]; 0 means [`PAGE_DEFAULT`]).
    pub limit: u32,
    /// Only this action.
    pub action: Option<Action>,
    /// Only what this desk did.
    pub desk_id: Option<i64>,
    /// Only entries from this moment on.
    pub since: Option<Millis>,
}

/// `text` cut to at most `max` characters, on a character boundary.
fn bounded(text: &str, max: usize) -> &str {
    match text.char_indices().nth(max) {
        Some((end, _)) => &text[..end],
        None => text,
    }
}

/// Records that `who` did `action` at `at`; returns the entry's id. Texts longer than their
/// bound ([`WHO_MAX_CHARS`], [`SUBJECT_MAX_CHARS`], [`DETAIL_MAX_CHARS`]) are cut. Never pass
/// a secret as subject or detail.
pub fn record(
    conn: &Connection,
    at: Millis,
    who: &Who,
    action: Action,
    subject: Option<&str>,
    detail: Option<&str>,
) -> rusqlite::Result<i64> {
    conn.prepare_cached(
        "INSERT INTO audit (at, who, desk_id, action, subject, detail)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?
    .execute(params![
        at,
        bounded(&who.name, WHO_MAX_CHARS),
        who.desk_id,
        action.as_str(),
        subject.map(|s| bounded(s, SUBJECT_MAX_CHARS)),
        detail.map(|d| bounded(d, DETAIL_MAX_CHARS)),
    ])?;
    Ok(conn.last_insert_rowid())
}

const COLUMNS: &str = "id, at, who, desk_id, action, subject, detail";

fn entry_of(row: &rusqlite::Row<'_>) -> rusqlite::Result<Entry> {
    let action: String = row.get(4)?;
    Ok(Entry {
        id: row.get(0)?,
        at: row.get(1)?,
        who: row.get(2)?,
        desk_id: row.get(3)?,
        // The table's CHECK admits only known actions; a row from a newer Pacer is an error,
        // not a guess.
        action: action
            .parse()
            .map_err(|e| rusqlite::Error::FromSqlConversionFailure(4, Type::Text, Box::new(e)))?,
        subject: row.get(5)?,
        detail: row.get(6)?,
    })
}

/// A page of the log, newest first. The next page is the one `before_id` the last entry's id
/// (ids only grow, so a page never repeats or skips an entry recorded meanwhile).
pub fn page(conn: &Connection, filter: &Filter) -> rusqlite::Result<Vec<Entry>> {
    // Only the conditions asked for are in the query, so SQLite walks the ids (or the `at`
    // index) and stops after one page.
    let mut conditions = Vec::new();
    let mut values = Vec::new();
    if let Some(id) = filter.before_id {
        conditions.push("id < ?");
        values.push(Value::Integer(id));
    }
    if let Some(action) = filter.action {
        conditions.push("action = ?");
        values.push(Value::Text(action.as_str().to_owned()));
    }
    if let Some(desk) = filter.desk_id {
        conditions.push("desk_id = ?");
        values.push(Value::Integer(desk));
    }
    if let Some(since) = filter.since {
        conditions.push("at >= ?");
        values.push(Value::Integer(since));
    }
    let limit = match filter.limit {
        0 => PAGE_DEFAULT,
        n => n.min(PAGE_MAX),
    };
    values.push(Value::Integer(i64::from(limit)));
    let clause = if conditions.is_empty() {
        String::new()
    } else {
        format!("WHERE {}", conditions.join(" AND "))
    };
    conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM audit {clause} ORDER BY id DESC LIMIT ?"
    ))?
    .query_map(params_from_iter(values), entry_of)?
    .collect()
}

/// The newest entry about `subject` (a campaign's id, say): who last did something to it.
/// Asked only when a desk is told that someone changed what it saw, so a scan is fine.
pub fn last_about(conn: &Connection, subject: &str) -> rusqlite::Result<Option<Entry>> {
    use rusqlite::OptionalExtension as _;
    conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM audit WHERE subject = ?1 ORDER BY id DESC LIMIT 1"
    ))?
    .query_row([subject], entry_of)
    .optional()
}

/// An entry's time as ISO 8601 in UTC ("2025-03-03T11:06:40Z").
fn iso_utc(at: Millis) -> String {
    chrono::DateTime::from_timestamp_millis(at)
        .map(|t| t.to_rfc3339_opts(SecondsFormat::Secs, true))
        .unwrap_or_default()
}

/// Writes the whole log as CSV, oldest first: a header `at,who,action,subject,detail`, then
/// one row per entry with its time in ISO 8601 UTC. Like every export, it starts with a UTF-8
/// byte-order mark (so Excel reads names in any script) and a cell a spreadsheet could run as
/// a formula gets a leading apostrophe ([`escape_formula`]): names and subjects come from
/// people and imported files. Returns how many entries were written. Rows are read one at a
/// time, so a long log costs no memory.
pub fn export_csv(conn: &Connection, mut writer: impl Write) -> Result<u64, ExportError> {
    writer.write_all("\u{feff}".as_bytes())?;
    let mut csv = csv::Writer::from_writer(writer);
    csv.write_record(["at", "who", "action", "subject", "detail"])?;
    let mut statement = conn.prepare(&format!("SELECT {COLUMNS} FROM audit ORDER BY id"))?;
    let mut rows = statement.query([])?;
    let mut written = 0u64;
    while let Some(row) = rows.next()? {
        let entry = entry_of(row)?;
        let cells = [
            iso_utc(entry.at),
            entry.who,
            entry.action.as_str().to_owned(),
            entry.subject.unwrap_or_default(),
            entry.detail.unwrap_or_default(),
        ];
        csv.write_record(
            cells
                .iter()
                .map(|c| escape_formula(c))
                .map(|c| c.into_owned()),
        )?;
        written += 1;
    }
    csv.flush()?;
    Ok(written)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table() -> Connection {
        let conn = Connection::open_in_memory().unwrap();
        conn.pragma_update(None, "foreign_keys", "ON").unwrap();
        conn.execute_batch(include_str!("../../../../migrations/0016_desks.sql"))
            .unwrap();
        conn.execute_batch(include_str!("../../../../migrations/0017_audit.sql"))
            .unwrap();
        conn
    }

    #[test]
    fn the_table_takes_every_action_and_refuses_any_other() {
        let conn = table();
        for action in Action::ALL {
            record(&conn, 1, &Who::this_pc(), action, None, None)
                .unwrap_or_else(|e| panic!("{action}: {e}"));
            assert_eq!(action.as_str().parse::<Action>(), Ok(action));
            assert_eq!(
                serde_json::to_value(action).unwrap(),
                serde_json::Value::String(action.as_str().to_owned())
            );
        }
        let count: i64 = conn
            .query_row("SELECT COUNT(*) FROM audit", [], |r| r.get(0))
            .unwrap();
        assert_eq!(count, Action::ALL.len() as i64);
        let refused = conn.execute(
            "INSERT INTO audit (at, who, action) VALUES (1, 'This PC', 'campaign_exploded')",
            [],
        );
        assert!(refused.is_err(), "an unknown action is refused");
        assert!("campaign_exploded".parse::<Action>().is_err());
    }

    #[test]
    fn texts_are_cut_on_a_character_boundary() {
        assert_eq!(bounded("héllo", 2), "hé");
        assert_eq!(bounded("héllo", 5), "héllo");
        assert_eq!(bounded("", 3), "");
        assert_eq!(bounded("سلام", 3), "سلا");
    }
}
