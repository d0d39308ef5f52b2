//! The SQLite file itself: the schema's migrations, and opening a connection that checks,
//! before anything could change it, that the file is one Pacer may use.

use std::path::Path;

use rusqlite::Connection;
use rusqlite::config::DbConfig;

use super::LedgerError;
/// The schema versions this build knows, in order. Never edit one that has shipped.
pub(super) const MIGRATIONS: &[&str] = &[
    include_str!("../../../../../migrations/0001_ledger.sql"),
    include_str!("../../../../../migrations/0002_tracking.sql"),
    include_str!("../../../../../migrations/0003_contacts_campaigns.sql"),
    include_str!("../../../../../migrations/0004_launch_speed.sql"),
    include_str!("../../../../../migrations/0005_inbox_once.sql"),
    include_str!("../../../../../migrations/0006_preferences_in_order.sql"),
    include_str!("../../../../../migrations/0007_failure_kinds.sql"),
    include_str!("../../../../../migrations/0008_expiry.sql"),
    include_str!("../../../../../migrations/0009_conversations.sql"),
    include_str!("../../../../../migrations/0010_shapes.sql"),
    include_str!("../../../../../migrations/0011_send_hours.sql"),
    include_str!("../../../../../migrations/0012_campaign_languages.sql"),
    include_str!("../../../../../migrations/0013_prices.sql"),
    include_str!("../../../../../migrations/0014_campaign_header_file.sql"),
    include_str!("../../../../../migrations/0015_launch_checks.sql"),
    include_str!("../../../../../migrations/0016_desks.sql"),
    include_str!("../../../../../migrations/0017_audit.sql"),
    include_str!("../../../../../migrations/0018_campaign_versions.sql"),
];

/// The size the write-ahead log is cut back to once a checkpoint has copied it into the
/// database (SQLite's `journal_size_limit`). A burst (a 100,000-message launch, a backlog of
/// webhooks after an outage) may grow the log past it while it lasts; without a limit the file
/// would keep that size for good.
pub const WAL_SIZE_LIMIT: u64 = 64 * 1024 * 1024;

/// Opens a connection. The first one (`check`) also makes sure the file is one Pacer may
/// use, before anything could change it: not from a newer Pacer, not someone else's, not
/// damaged.
pub(super) fn connect(path: &Path, check: bool) -> Result<Connection, LedgerError> {
    let open = |source| LedgerError::Open {
        path: path.to_owned(),
        source,
    };
    create_private(path);
    let conn = Connection::open(path).map_err(open)?;
    conn.busy_timeout(std::time::Duration::from_secs(5))
        .map_err(open)?;
    let unusable = |e: rusqlite::Error| match e.sqlite_error_code() {
        Some(rusqlite::ErrorCode::DatabaseCorrupt) => damaged(path, &e.to_string()),
        _ => LedgerError::Unusable {
            path: path.to_owned(),
            detail: e.to_string(),
        },
    };
    // A write-ahead log with content (a Pacer that crashed, or another program writing right
    // now) is part of the database. SQLite folds it into the file when the last connection
    // closes; after a refusal that would change the file Pacer promised to leave alone.
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    let live_wal = check && std::fs::metadata(&wal).is_ok_and(|m| m.len() > 0);
    if live_wal {
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, true)
            .map_err(unusable)?;
    }
    // Checked before any pragma: switching a newer database to WAL would already rewrite its
    // header, and a newer database must not be touched.
    let found: i64 = conn
        .pragma_query_value(None, "user_version", |row| row.get(0))
        .map_err(unusable)?;
    let supported = MIGRATIONS.len() as i64;
    if found > supported {
        return Err(LedgerError::NewerSchema {
            path: path.to_owned(),
            found,
            supported,
        });
    }
    if found == 0 {
        // A database without Pacer's schema version must be empty: anything else is someone
        // else's file, which Pacer must not change.
        let tables: i64 = conn
            .query_row("SELECT COUNT(*) FROM sqlite_master", [], |r| r.get(0))
            .map_err(unusable)?;
        if tables > 0 {
            return Err(LedgerError::Unusable {
                path: path.to_owned(),
                detail: "it is an SQLite database, but not Pacer's".into(),
            });
        }
    }
    if check {
        // Every page read once (a fifth of a second for 140 MB): a file with damaged pages is
        // refused now, not found out half way through a campaign, and is never written to.
        let problems: Vec<String> = conn
            .prepare("PRAGMA quick_check(3)")
            .and_then(|mut s| {
                s.query_map([], |r| r.get::<_, String>(0))?
                    .collect::<rusqlite::Result<_>>()
            })
            .map_err(|e| damaged(path, &e.to_string()))?;
        if problems.first().is_none_or(|p| p != "ok") {
            return Err(damaged(path, &problems.join("; ")));
        }
    }
    if live_wal {
        conn.set_db_config(DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, false)
            .map_err(unusable)?;
    }
    conn.pragma_update(None, "journal_mode", "WAL")
        .map_err(unusable)?;
    conn.pragma_update(None, "synchronous", "FULL")
        .map_err(unusable)?;
    conn.pragma_update(None, "foreign_keys", "ON")
        .map_err(unusable)?;
    // 32 MB of page cache (SQLite's default is 2 MB): a 100,000-message launch inserts into
    // indexes that outgrow 2 MB, and every miss is a read. The cache fills only as used.
    conn.pragma_update(None, "cache_size", -32_768)
        .map_err(unusable)?;
    // Savepoint sub-journals and sorts in memory, not in temp files.
    conn.pragma_update(None, "temp_store", "MEMORY")
        .map_err(unusable)?;
    Ok(conn)
}

fn damaged(path: &Path, detail: &str) -> LedgerError {
    LedgerError::Damaged {
        path: path.to_owned(),
        detail: detail.to_owned(),
    }
}

/// Creates the database file readable by its owner only, before SQLite creates it with the
/// default permissions. (SQLite gives the -wal and -shm files the same permissions.)
fn create_private(path: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        if !path.exists() {
            // If this fails SQLite reports the real problem when it opens the path.
            let _ = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .open(path);
        }
    }
}

#[cfg(test)]
mod migration_tests {
    #![allow(clippy::unwrap_used)]

    use rusqlite::Connection;
    use rusqlite_migration::{M, Migrations};

    use super::MIGRATIONS;

    /// A failed message as an older Pacer stored it.
    fn failed(c: &Connection, key: &str, state: &str, code: i64, text: &str) {
        c.execute(
            "INSERT INTO messages (key, lane, recipient, kind, payload, state, error_code, error_text, created_at, updated_at)
             VALUES (?1, 'bulk', '+923001234567', 'template', '{}', ?2, ?3, ?4, 0, 0)",
            rusqlite::params![key, state, code, text],
        )
        .unwrap();
    }

    #[test]
    fn pacers_own_failures_stored_under_code_0_lose_the_code_and_gain_their_kind() {
        let mut c = Connection::open_in_memory().unwrap();
        let upto =
            |n: usize| Migrations::new(MIGRATIONS[..n].iter().map(|sql| M::up(sql)).collect());
        upto(6).to_latest(&mut c).unwrap();
        failed(
            &c,
            "network",
            "failed",
            0,
            "Meta could not take the message after 8 tries. Your Meta access token has expired or was revoked. Paste a new one in Settings → Meta account, then press Resume. Sending is paused until then; nothing is lost. (Meta code 0: no answer from Meta)",
        );
        failed(
            &c,
            "twice",
            "failed",
            0,
            "Meta never answered, twice, and sent no status: Pacer cannot tell whether this message was delivered, so it will not send it a third time.",
        );
        failed(
            &c,
            "unreadable",
            "failed",
            0,
            "Pacer could not read this message back from its database.",
        );
        failed(
            &c,
            "meta",
            "failed",
            131026,
            "This number can't receive WhatsApp messages. (Meta code 131026: Message undeliverable)",
        );
        failed(
            &c,
            "waiting",
            "deferred",
            0,
            "the request did not reach Meta: could not connect: connection refused",
        );
        upto(7).to_latest(&mut c).unwrap();

        let row = |c: &Connection, key: &str| -> (Option<i64>, Option<String>) {
            c.query_row(
                "SELECT error_code, failure_kind FROM messages WHERE key = ?1",
                [key],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap()
        };
        assert_eq!(row(&c, "network"), (None, Some("network".into())));
        assert_eq!(row(&c, "twice"), (None, Some("no_answer".into())));
        assert_eq!(row(&c, "unreadable"), (None, Some("internal".into())));
        assert_eq!(row(&c, "meta"), (Some(131026), Some("meta".into())));
        assert_eq!(
            row(&c, "waiting"),
            (None, None),
            "a waiting message keeps no code"
        );
        // Later migrations that rebuild the table keep the kinds.
        upto(MIGRATIONS.len()).to_latest(&mut c).unwrap();
        assert_eq!(row(&c, "network"), (None, Some("network".into())));
        assert_eq!(row(&c, "meta"), (Some(131026), Some("meta".into())));
    }

    /// 0015 wrote the table's rules in a cheaper form; they are the same rules: a state or a
    /// lane Pacer does not know is refused, a wamid Meta gave belongs to one message only, and
    /// any number of messages wait without one.
    #[test]
    fn the_rebuilt_messages_table_keeps_its_rules() {
        let mut c = Connection::open_in_memory().unwrap();
        Migrations::new(MIGRATIONS.iter().map(|sql| M::up(sql)).collect())
            .to_latest(&mut c)
            .unwrap();
        let add = |key: &str, lane: &str, state: &str, wamid: Option<&str>| {
            c.execute(
                "INSERT INTO messages (key, lane, recipient, kind, payload, state, wamid, created_at, updated_at)
                 VALUES (?1, ?2, '+923001234567', 'template', '{}', ?3, ?4, 0, 0)",
                rusqlite::params![key, lane, state, wamid],
            )
        };
        for (i, state) in [
            "queued",
            "sending",
            "sent",
            "delivered",
            "read",
            "failed",
            "in_doubt",
            "deferred",
            "cancelled",
            "skipped",
            "expired",
        ]
        .into_iter()
        .enumerate()
        {
            add(&format!("ok-{i}"), "bulk", state, None).unwrap();
        }
        add("express", "express", "queued", None).unwrap();
        assert!(add("bad-state", "bulk", "lost", None).is_err());
        assert!(add("bad-lane", "slow", "queued", None).is_err());
        add("first", "bulk", "sent", Some("wamid.1")).unwrap();
        assert!(add("second", "bulk", "sent", Some("wamid.1")).is_err());
    }
}
