//! The desks paired with this office Pacer (table `desks`: every write is here). A desk's
//! credential is 32 random bytes it keeps in its keyring; the office keeps only their SHA-256,
//! so a copy of the database opens nothing. Revoking a desk takes effect at its next request:
//! every request looks its credential up again.

use std::fmt;

use base64::Engine as _;
use rand::RngCore;
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::clock::Millis;

/// What a desk may do (`docs/office.md`, "People and roles").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The Meta account, secrets, people and settings, and everything staff do.
    Owner,
    /// Contacts, campaigns, the inbox and reports.
    Staff,
    /// Reports only.
    Viewer,
    /// A business's system: sending messages only.
    System,
}

impl Role {
    /// As stored.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Owner => "owner",
            Role::Staff => "staff",
            Role::Viewer => "viewer",
            Role::System => "system",
        }
    }

    fn stored(text: &str) -> Option<Role> {
        [Role::Owner, Role::Staff, Role::Viewer, Role::System]
            .into_iter()
            .find(|role| role.as_str() == text)
    }
}

/// A paired desk.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Desk {
    /// Row id.
    pub id: i64,
    /// The name the person gave it ("Front desk").
    pub name: String,
    /// What it may do.
    pub role: Role,
    /// When it was paired.
    pub paired_at: Millis,
    /// When its access was withdrawn, if it was.
    pub revoked_at: Option<Millis>,
    /// Its last request.
    pub last_seen_at: Option<Millis>,
}

/// A desk's credential, as it is handed to the desk once. `Debug` hides it.
#[derive(Clone, PartialEq, Eq)]
pub struct Credential(String);

impl Credential {
    /// A new random credential (`pcd_` and 43 URL-safe characters).
    pub fn generate() -> Credential {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        Credential(format!(
            "pcd_{}",
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
        ))
    }

    /// The text the desk keeps and sends.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Credential {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Credential(hidden)")
    }
}

/// What the office keeps of a credential presented as `text`.
fn digest(text: &str) -> String {
    hex::encode(Sha256::digest(text.as_bytes()))
}

fn desk_of(row: &rusqlite::Row<'_>) -> rusqlite::Result<Desk> {
    let role: String = row.get(2)?;
    Ok(Desk {
        id: row.get(0)?,
        name: row.get(1)?,
        // The table's CHECK admits only the four.
        role: Role::stored(&role).unwrap_or(Role::Viewer),
        paired_at: row.get(3)?,
        revoked_at: row.get(4)?,
        last_seen_at: row.get(5)?,
    })
}

const COLUMNS: &str = "id, name, role, paired_at, revoked_at, last_seen_at";

/// Records a newly paired desk with its credential's digest.
pub fn pair(
    conn: &Connection,
    name: &str,
    role: Role,
    credential: &Credential,
    now: Millis,
) -> rusqlite::Result<Desk> {
    conn.execute(
        "INSERT INTO desks (name, role, credential_sha256, paired_at) VALUES (?1, ?2, ?3, ?4)",
        params![name, role.as_str(), digest(credential.as_str()), now],
    )?;
    Ok(Desk {
        id: conn.last_insert_rowid(),
        name: name.to_owned(),
        role,
        paired_at: now,
        revoked_at: None,
        last_seen_at: None,
    })
}

/// The desk whose credential is `presented`, revoked or not (the caller says which refusal
/// applies). The digest is what is looked up, so the lookup's timing tells nothing about a
/// credential.
pub fn by_credential(conn: &Connection, presented: &str) -> rusqlite::Result<Option<Desk>> {
    conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM desks WHERE credential_sha256 = ?1"
    ))?
    .query_row([digest(presented)], desk_of)
    .optional()
}

/// The desk with row id `id`, revoked or not.
pub fn by_id(conn: &Connection, id: i64) -> rusqlite::Result<Option<Desk>> {
    conn.prepare_cached(&format!("SELECT {COLUMNS} FROM desks WHERE id = ?1"))?
        .query_row([id], desk_of)
        .optional()
}

/// Gives a desk another role, from its next request; false when there is no such desk.
pub fn set_role(conn: &Connection, id: i64, role: Role) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "UPDATE desks SET role = ?2 WHERE id = ?1",
        params![id, role.as_str()],
    )? == 1)
}

/// The longest desk name kept.
pub const NAME_LIMIT: usize = 60;

/// A desk's name as it is kept: trimmed and at most [`NAME_LIMIT`] characters; `None` when
/// nothing is left.
pub fn kept_name(name: &str) -> Option<String> {
    let name: String = name.trim().chars().take(NAME_LIMIT).collect();
    let name = name.trim_end().to_owned();
    (!name.is_empty()).then_some(name)
}

/// Notes a desk's request (at most once a minute is worth a write; the caller decides).
pub fn seen(conn: &Connection, id: i64, now: Millis) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE desks SET last_seen_at = ?2 WHERE id = ?1",
        params![id, now],
    )?;
    Ok(())
}

/// Withdraws a desk's access from `now`; false when there is no such desk or it was already
/// revoked.
pub fn revoke(conn: &Connection, id: i64, now: Millis) -> rusqlite::Result<bool> {
    Ok(conn.execute(
        "UPDATE desks SET revoked_at = ?2 WHERE id = ?1 AND revoked_at IS NULL",
        params![id, now],
    )? == 1)
}

/// Every desk ever paired, newest first.
pub fn list(conn: &Connection) -> rusqlite::Result<Vec<Desk>> {
    let mut statement = conn.prepare(&format!("SELECT {COLUMNS} FROM desks ORDER BY id DESC"))?;
    let rows = statement.query_map([], desk_of)?;
    rows.collect()
}
