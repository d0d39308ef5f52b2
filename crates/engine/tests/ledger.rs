//! The ledger on real SQLite files (`docs/sending.md#ledger`): how a file is created, reopened and
//! refused, and the rules of a message's state that every later part relies on — one row per
//! idempotency key, `sending` committed before a request leaves, ranks that never go down, and
//! a history that only grows.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use anyhow::Context as _;
use pacer_engine::clock::Millis;
use pacer_engine::ledger::messages::{
    self, Claim, FailureCause, Inserted, Lane, NewMessage, OpenRow, Payload, StatusEffect,
    StatusUpdate, Transition,
};
use pacer_engine::ledger::{Ledger, LedgerError};
use proptest::prelude::*;
use rusqlite::Connection;
use rusqlite::types::Value as SqlValue;
use sha2::{Digest, Sha256};

/// The schema version this build ships: how many files `migrations/` holds.
const SCHEMA_VERSION: i64 = 18;

fn new_message(key: &str, recipient: &str, idempotency_key: Option<&str>) -> NewMessage {
    NewMessage {
        key: key.to_owned(),
        idempotency_key: idempotency_key.map(str::to_owned),
        lane: Lane::Express,
        batch: None,
        recipient: pacer_engine::import::normalise_phone(recipient, None)
            .expect("a valid test number"),
        kind: "template".into(),
        template: Some(("hello_world".into(), "en_US".into())),
        payload: Payload::Whole(format!(
            r#"{{"messaging_product":"whatsapp","to":"{recipient}","type":"template","template":{{"name":"hello_world","language":{{"code":"en_US"}}}}}}"#
        )),
        deadline: None,
    }
}

/// Inserts one message and returns what it became.
async fn insert(ledger: &Ledger, message: NewMessage, now: Millis) -> anyhow::Result<Inserted> {
    Ok(ledger
        .write(move |c| messages::insert(c, &message, now))
        .await?)
}

async fn apply(ledger: &Ledger, transition: Transition, now: Millis) -> anyhow::Result<()> {
    Ok(ledger
        .write(move |c| messages::apply(c, &[transition], now))
        .await?)
}

fn state_of(conn: &Connection, id: i64) -> rusqlite::Result<String> {
    conn.query_row("SELECT state FROM messages WHERE id = ?1", [id], |r| {
        r.get(0)
    })
}

/// The states in a message's history, oldest first.
fn event_states(conn: &Connection, id: i64) -> rusqlite::Result<Vec<String>> {
    let mut statement =
        conn.prepare("SELECT state FROM message_events WHERE message_id = ?1 ORDER BY id")?;
    let rows = statement.query_map([id], |r| r.get(0))?;
    rows.collect()
}

fn sha256(path: &Path) -> anyhow::Result<String> {
    let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
    Ok(hex::encode(Sha256::digest(&bytes)))
}

/// Every file in a folder with its hash: what "left untouched" compares. SQLite's
/// shared-memory index (`-shm`) is left out: any reader of a WAL database (re)builds it, and it
/// holds no data.
fn folder_state(dir: &Path) -> anyhow::Result<Vec<(PathBuf, String)>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.to_string_lossy().ends_with("-shm") {
            continue;
        }
        let hash = sha256(&path)?;
        files.push((path, hash));
    }
    files.sort();
    Ok(files)
}

#[cfg(unix)]
fn mode(path: &Path) -> anyhow::Result<u32> {
    use std::os::unix::fs::PermissionsExt;
    Ok(std::fs::metadata(path)
        .with_context(|| format!("reading the permissions of {}", path.display()))?
        .permissions()
        .mode()
        & 0o777)
}

#[tokio::test]
async fn a_new_file_gets_the_schema_and_only_its_owner_may_read_it() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("pacer.db");
    let ledger = Ledger::open(&path)?;
    let version: i64 =
        ledger.read_now(|c| c.pragma_query_value(None, "user_version", |r| r.get(0)))?;
    assert_eq!(
        version, SCHEMA_VERSION,
        "a new ledger is at the newest schema this build knows"
    );
    let tables: HashSet<String> = ledger.read_now(|c| {
        let mut statement = c.prepare("SELECT name FROM sqlite_master WHERE type = 'table'")?;
        let rows = statement.query_map([], |r| r.get(0))?;
        rows.collect()
    })?;
    for table in [
        "messages",
        "message_events",
        "pair_pacing",
        "tier_usage",
        "service_windows",
        "marketing_opt_outs",
        "batches",
        "circuit",
        "webhook_inbox",
        "foreign_statuses",
        "statuses_applied",
        "settings",
        "inbound_messages",
        "templates",
        "account_events",
    ] {
        assert!(
            tables.contains(table),
            "the schema has the {table} table the engine writes to: {tables:?}"
        );
    }
    let (journal, foreign_keys): (String, i64) = ledger.read_now(|c| {
        Ok((
            c.pragma_query_value(None, "journal_mode", |r| r.get(0))?,
            c.pragma_query_value(None, "foreign_keys", |r| r.get(0))?,
        ))
    })?;
    assert_eq!(
        journal, "wal",
        "WAL lets reads run beside the group-committing writer"
    );
    assert_eq!(
        foreign_keys, 1,
        "foreign keys are enforced on every connection"
    );

    // A write makes SQLite create the -wal file, which holds message contents too.
    insert(&ledger, new_message("msg_a", "+923001234567", None), 1_000).await?;
    #[cfg(unix)]
    {
        assert_eq!(
            mode(&path)?,
            0o600,
            "the ledger holds phone numbers and message texts: only its owner may read it"
        );
        let wal = dir.path().join("pacer.db-wal");
        assert_eq!(
            mode(&wal)?,
            0o600,
            "the write-ahead log holds the same data as the ledger: only its owner may read it"
        );
    }
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn reopening_changes_nothing_and_keeps_every_row() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("pacer.db");
    let first = Ledger::open(&path)?;
    let inserted = insert(
        &first,
        new_message("msg_kept", "+923001234567", Some("order-1")),
        1_000,
    )
    .await?;
    first.close();
    drop(first);

    for round in 1..=2 {
        let again = Ledger::open(&path)?;
        let (version, circuits, state): (i64, i64, String) = again.read_now(|c| {
            Ok((
                c.pragma_query_value(None, "user_version", |r| r.get(0))?,
                c.query_row("SELECT COUNT(*) FROM circuit", [], |r| r.get(0))?,
                state_of(c, inserted.id)?,
            ))
        })?;
        assert_eq!(
            version, SCHEMA_VERSION,
            "reopen {round}: an up-to-date ledger keeps its schema version"
        );
        assert_eq!(
            circuits, 1,
            "reopen {round}: migrations that already ran are not run again (the circuit row is seeded once)"
        );
        assert_eq!(
            state, "queued",
            "reopen {round}: a committed message survives closing and reopening"
        );
        let repeat = insert(
            &again,
            new_message("msg_other", "+923001234567", Some("order-1")),
            2_000,
        )
        .await?;
        assert_eq!(
            (repeat.id, repeat.existing),
            (inserted.id, true),
            "reopen {round}: idempotency keys hold across restarts"
        );
        again.close();
    }
    Ok(())
}

/// Writes a database as a newer Pacer would have: schema version `SCHEMA_VERSION + 1`.
fn write_newer_database(path: &Path, journal_mode: &str) -> anyhow::Result<()> {
    let conn = Connection::open(path)?;
    conn.pragma_update(None, "journal_mode", journal_mode)?;
    conn.execute_batch(
        "CREATE TABLE messages (id INTEGER PRIMARY KEY, key TEXT, future_column TEXT);
         INSERT INTO messages (key, future_column) VALUES ('msg_from_the_future', 'x');",
    )?;
    conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)?;
    conn.close().map_err(|(_, e)| e)?;
    Ok(())
}

/// What a newer Pacer killed mid-run leaves: the database and a write-ahead log whose
/// commits (the schema version among them) are not yet in the database file.
fn write_newer_database_then_crash(path: &Path) -> anyhow::Result<()> {
    let scratch = tempfile::tempdir()?;
    let live = scratch.path().join("pacer.db");
    let conn = Connection::open(&live)?;
    conn.pragma_update(None, "journal_mode", "wal")?;
    conn.pragma_update(None, "wal_autocheckpoint", 0)?;
    conn.execute_batch(
        "CREATE TABLE messages (id INTEGER PRIMARY KEY, key TEXT, future_column TEXT);
         INSERT INTO messages (key, future_column) VALUES ('msg_from_the_future', 'x');",
    )?;
    conn.pragma_update(None, "user_version", SCHEMA_VERSION + 1)?;
    // The files as they are at the moment of the crash (the connection is still open).
    std::fs::copy(&live, path)?;
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    std::fs::copy(scratch.path().join("pacer.db-wal"), &wal)?;
    drop(conn);
    Ok(())
}

#[tokio::test]
async fn a_database_from_a_newer_pacer_is_refused_and_left_untouched() -> anyhow::Result<()> {
    // A newer Pacer writes WAL; a copy restored by other tools may be in rollback mode; a
    // newer Pacer that crashed leaves its last commits in the WAL, which SQLite would fold
    // into the file when Pacer closed it after refusing.
    for journal_mode in ["wal", "delete", "wal, after a crash"] {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("pacer.db");
        if journal_mode == "wal, after a crash" {
            write_newer_database_then_crash(&path)?;
        } else {
            write_newer_database(&path, journal_mode)?;
        }
        let before = folder_state(dir.path())?;

        let error = Ledger::open(&path).expect_err("a newer schema must be refused");
        match &error {
            LedgerError::NewerSchema {
                found, supported, ..
            } => assert_eq!(
                (*found, *supported),
                (SCHEMA_VERSION + 1, SCHEMA_VERSION),
                "{journal_mode}: the refusal names both versions"
            ),
            other => panic!("{journal_mode}: a newer schema is refused as such, not as {other:?}"),
        }
        let message = error.to_string();
        assert!(
            message.contains("Update Pacer"),
            "{journal_mode}: the refusal tells the person what to do: {message}"
        );
        assert!(
            message.contains(&path.display().to_string()),
            "{journal_mode}: the refusal names the file: {message}"
        );
        assert_eq!(
            folder_state(dir.path())?,
            before,
            "{journal_mode}: a database from a newer Pacer is never touched, not even its journal mode"
        );
    }
    eprintln!(
        "proof: databases from a newer Pacer (WAL, rollback, crash-left WAL) refused, byte for byte unchanged"
    );
    Ok(())
}

#[tokio::test]
async fn a_file_that_is_not_a_database_is_refused_and_left_untouched() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("pacer.db");
    let garbage: Vec<u8> = (0..8192_u32)
        .map(|i| u8::try_from(i.wrapping_mul(2_654_435_761) >> 24).unwrap_or(0))
        .collect();
    std::fs::write(&path, &garbage)?;
    let before = folder_state(dir.path())?;

    let error = Ledger::open(&path).expect_err("garbage must not be opened as a ledger");
    assert!(
        matches!(error, LedgerError::Unusable { .. }),
        "a file that is not a database is reported as unusable: {error:?}"
    );
    let message = error.to_string();
    assert!(
        message.contains(&path.display().to_string()) && message.contains("cannot be used"),
        "the refusal names the file and says it cannot be used: {message}"
    );
    assert_eq!(
        folder_state(dir.path())?,
        before,
        "a file Pacer cannot use is left exactly as it was, so it can still be recovered"
    );
    Ok(())
}

#[tokio::test]
async fn the_same_idempotency_key_twice_is_one_row() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = Ledger::open(&dir.path().join("pacer.db"))?;
    let first = insert(
        &ledger,
        new_message("msg_first", "+923001234567", Some("otp-7")),
        1_000,
    )
    .await?;
    assert!(!first.existing, "a new idempotency key makes a new row");
    let second = insert(
        &ledger,
        new_message("msg_second", "+923001234567", Some("otp-7")),
        2_000,
    )
    .await?;
    assert_eq!(
        second,
        Inserted {
            id: first.id,
            key: "msg_first".into(),
            existing: true,
        },
        "a repeated idempotency key returns the first message, flagged as existing"
    );
    // Without a key nothing is deduplicated: two posts are two messages.
    let a = insert(&ledger, new_message("msg_a", "+923001234567", None), 3_000).await?;
    let b = insert(&ledger, new_message("msg_b", "+923001234567", None), 3_000).await?;
    assert_ne!(
        a.id, b.id,
        "messages without an idempotency key are never merged"
    );

    let (rows, history) = ledger.read_now(|c| {
        Ok((
            c.query_row(
                "SELECT COUNT(*) FROM messages WHERE idempotency_key = 'otp-7'",
                [],
                |r| r.get::<_, i64>(0),
            )?,
            event_states(c, first.id)?,
        ))
    })?;
    assert_eq!(rows, 1, "one idempotency key is one row");
    assert_eq!(
        history,
        ["queued"],
        "a repeated key adds nothing to the first message's history"
    );
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn a_claim_commits_sending_with_pacing_and_tier_before_the_request() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("pacer.db");
    let ledger = Ledger::open(&path)?;
    let queued = insert(&ledger, new_message("msg_q", "+923001234567", None), 1_000).await?;
    let no_tier = insert(&ledger, new_message("msg_n", "+923001234568", None), 1_000).await?;
    let cancelled = insert(&ledger, new_message("msg_c", "+923001234569", None), 1_000).await?;
    let sent = insert(&ledger, new_message("msg_s", "+923001234570", None), 1_000).await?;
    let cancelled_id = cancelled.id;
    ledger
        .write(move |c| {
            c.execute(
                "UPDATE messages SET state = 'cancelled' WHERE id = ?1",
                [cancelled_id],
            )
        })
        .await?;
    apply(
        &ledger,
        Transition::Sent {
            id: sent.id,
            wamid: "wamid.S".into(),
            wa_id: None,
        },
        1_500,
    )
    .await?;

    let claim = |id: i64, recipient: &str, tier: bool| Claim {
        id,
        recipient: recipient.to_owned(),
        tat: 8_000,
        tier,
    };
    let claims = vec![
        claim(queued.id, "+923001234567", true),
        claim(no_tier.id, "+923001234568", false),
        claim(cancelled.id, "+923001234569", true),
        claim(sent.id, "+923001234570", true),
    ];
    let again = claims.clone();
    let claimed = ledger
        .write(move |c| messages::claim(c, &claims, 2_000))
        .await?;
    assert_eq!(
        claimed,
        vec![queued.id, no_tier.id],
        "only messages still waiting are claimed: a cancelled or sent one must not be sent"
    );

    // Read from a connection of its own: what it sees is committed, not just written.
    let outside = Connection::open(&path)?;
    let row = |id: i64| -> rusqlite::Result<(String, Option<Millis>)> {
        outside.query_row(
            "SELECT state, sending_at FROM messages WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
    };
    assert_eq!(
        row(queued.id)?,
        ("sending".into(), Some(2_000)),
        "sending is committed before the request leaves, so a crash never sends twice"
    );
    assert_eq!(
        row(no_tier.id)?.0,
        "sending",
        "every waiting claim is committed"
    );
    assert_eq!(
        row(cancelled.id)?.0,
        "cancelled",
        "a cancelled message stays cancelled"
    );
    assert_eq!(row(sent.id)?.0, "sent", "a sent message stays sent");
    let pacing: Vec<(String, Millis)> = {
        let mut statement =
            outside.prepare("SELECT recipient, tat FROM pair_pacing ORDER BY recipient")?;
        let rows = statement.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    assert_eq!(
        pacing,
        vec![
            ("+923001234567".to_owned(), 8_000),
            ("+923001234568".to_owned(), 8_000)
        ],
        "pair pacing is written with the claim (and only for claimed messages), so a restart paces on"
    );
    let tier: Vec<(String, Millis)> = {
        let mut statement = outside.prepare("SELECT recipient, counted_at FROM tier_usage")?;
        let rows = statement.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    assert_eq!(
        tier,
        vec![("+923001234567".to_owned(), 2_000)],
        "only a claim that counts against the tier is written to tier_usage"
    );
    assert_eq!(
        ledger.read_now(|c| event_states(c, queued.id))?,
        ["queued", "sending"],
        "the claim is in the message's history"
    );

    let twice = ledger
        .write(move |c| messages::claim(c, &again, 3_000))
        .await?;
    assert!(
        twice.is_empty(),
        "a message already sending cannot be claimed again: one claim, one request: {twice:?}"
    );
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn after_a_crash_every_sending_message_is_in_doubt() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = Ledger::open(&dir.path().join("pacer.db"))?;
    let mut ids = Vec::new();
    for i in 0..3 {
        let to = format!("+92300123456{i}");
        let inserted = insert(&ledger, new_message(&format!("msg_{i}"), &to, None), 1_000).await?;
        ids.push((inserted.id, to));
    }
    let claims: Vec<Claim> = ids[..2]
        .iter()
        .map(|(id, to)| Claim {
            id: *id,
            recipient: to.clone(),
            tat: 7_000,
            tier: true,
        })
        .collect();
    ledger
        .write(move |c| messages::claim(c, &claims, 2_000))
        .await?;

    let moved = ledger
        .write(|c| messages::sending_to_in_doubt(c, 5_000))
        .await?;
    assert_eq!(moved, 2, "every sending message is moved, and only those");
    for (id, _) in &ids[..2] {
        let id = *id;
        let (state, in_doubt_at, history) = ledger.read_now(move |c| {
            Ok((
                state_of(c, id)?,
                c.query_row(
                    "SELECT in_doubt_at FROM messages WHERE id = ?1",
                    [id],
                    |r| r.get::<_, Option<Millis>>(0),
                )?,
                event_states(c, id)?,
            ))
        })?;
        assert_eq!(
            state, "in_doubt",
            "a request that may have reached Meta is in doubt, never blindly re-sent"
        );
        assert_eq!(in_doubt_at, Some(5_000), "the doubt window starts now");
        assert_eq!(
            history,
            ["queued", "sending", "in_doubt"],
            "the history says why the message is in doubt"
        );
    }
    let untouched = ids[2].0;
    assert_eq!(
        ledger.read_now(move |c| state_of(c, untouched))?,
        "queued",
        "a message that never left stays queued"
    );
    let again = ledger
        .write(|c| messages::sending_to_in_doubt(c, 6_000))
        .await?;
    assert_eq!(again, 0, "running it twice moves nothing more");
    ledger.close();
    Ok(())
}

fn status(wamid: &str, status: &str) -> StatusUpdate {
    StatusUpdate {
        wamid: wamid.to_owned(),
        status: status.into(),
        callback: None,
        recipient_id: Some("923001234567".into()),
        user_id: None,
        timestamp: None,
        error: None,
    }
}

async fn apply_status(
    ledger: &Ledger,
    update: StatusUpdate,
    now: Millis,
) -> anyhow::Result<StatusEffect> {
    Ok(ledger
        .write(move |c| messages::apply_status(c, &update, 1, now))
        .await?)
}

#[tokio::test]
async fn a_failure_waits_for_its_decision_but_a_late_one_is_applied_once() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let ledger = Ledger::open(&dir.path().join("pacer.db"))?;
    ledger
        .write(|c| {
            c.execute(
                "INSERT INTO webhook_inbox (id, received_at, body) VALUES (1, 0, x'7b7d')",
                [],
            )
        })
        .await?;
    let failing = insert(&ledger, new_message("msg_f", "+923001234567", None), 0).await?;
    let delivered = insert(&ledger, new_message("msg_d", "+923001234568", None), 0).await?;
    for (id, wamid) in [(failing.id, "wamid.F"), (delivered.id, "wamid.D")] {
        apply(
            &ledger,
            Transition::Sent {
                id,
                wamid: wamid.into(),
                wa_id: None,
            },
            1_000,
        )
        .await?;
    }

    // Failed after being sent: the dispatcher decides what follows and marks the status
    // applied in that same commit, so until then a redelivery must be applied again.
    for round in ["first", "redelivered before the decision"] {
        let effect = apply_status(&ledger, status("wamid.F", "failed"), 2_000).await?;
        assert!(
            matches!(effect, StatusEffect::Failed { id, .. } if id == failing.id),
            "{round}: a failure of a sent message goes to the retry policy: {effect:?}"
        );
    }

    // Failed after delivery: nothing follows, so a redelivery is a duplicate at once.
    assert_eq!(
        apply_status(&ledger, status("wamid.D", "delivered"), 2_000).await?,
        StatusEffect::Applied {
            id: delivered.id,
            key: "msg_d".into()
        },
        "a delivered status moves the message on"
    );
    let late = apply_status(&ledger, status("wamid.D", "failed"), 3_000).await?;
    assert_eq!(
        late,
        StatusEffect::Applied {
            id: delivered.id,
            key: "msg_d".into()
        },
        "a failure after delivery is recorded in the history, not acted on"
    );
    let id = delivered.id;
    let history = ledger.read_now(move |c| event_states(c, id))?;
    for repeated in ["failed", "delivered"] {
        assert_eq!(
            apply_status(&ledger, status("wamid.D", repeated), 4_000).await?,
            StatusEffect::Duplicate,
            "a redelivered {repeated} status is a duplicate (idempotent per wamid and status)"
        );
    }
    assert_eq!(
        ledger.read_now(move |c| Ok((state_of(c, id)?, event_states(c, id)?)))?,
        ("delivered".to_owned(), history),
        "redelivered statuses change neither the state nor the history"
    );
    ledger.close();
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// The status state machine, under random sequences of sends, webhooks and retries.

/// Webhook statuses.
const STATUSES: [&str; 4] = ["sent", "delivered", "read", "failed"];
/// The wamids a case draws from: few, so repeats are common.
const WAMIDS: usize = 2;

#[derive(Debug, Clone)]
enum Callback {
    /// Meta echoed this message's key.
    Mine,
    /// Meta echoed another message's key.
    Other,
    /// No callback data.
    Absent,
}

#[derive(Debug, Clone)]
enum Step {
    /// A status webhook. For `failed`, `retry` picks what the dispatcher decides next.
    Status {
        status: usize,
        wamid: usize,
        callback: Callback,
        retry: bool,
    },
    /// The exact same webhook as an earlier one (Meta redelivers).
    Repeat(usize),
    Claim,
    Sent(usize),
    Deferred,
    Failed,
    Requeued,
    InDoubt,
    Expired,
}

fn callback() -> impl Strategy<Value = Callback> {
    prop_oneof![
        Just(Callback::Mine),
        Just(Callback::Other),
        Just(Callback::Absent)
    ]
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        5 => (0..STATUSES.len(), 0..WAMIDS, callback(), any::<bool>()).prop_map(
            |(status, wamid, callback, retry)| Step::Status { status, wamid, callback, retry }
        ),
        3 => any::<usize>().prop_map(Step::Repeat),
        2 => Just(Step::Claim),
        2 => (0..WAMIDS).prop_map(Step::Sent),
        1 => Just(Step::Deferred),
        1 => Just(Step::Failed),
        1 => Just(Step::Requeued),
        1 => Just(Step::InDoubt),
        1 => Just(Step::Expired),
    ]
}

/// Everything stored about the message: its state, every column of its row, and the history.
#[derive(Debug, Clone, PartialEq)]
struct Snapshot {
    state: String,
    row: Vec<SqlValue>,
    events: Vec<Vec<SqlValue>>,
}

fn snapshot(conn: &Connection, id: i64) -> rusqlite::Result<Snapshot> {
    let mut statement = conn.prepare("SELECT * FROM messages WHERE id = ?1")?;
    let width = statement.column_count();
    let row = statement.query_row([id], |r| (0..width).map(|i| r.get(i)).collect())?;
    let mut statement = conn.prepare("SELECT * FROM message_events ORDER BY id")?;
    let width = statement.column_count();
    let events = statement
        .query_map([], |r| (0..width).map(|i| r.get(i)).collect())?
        .collect::<rusqlite::Result<_>>()?;
    Ok(Snapshot {
        state: state_of(conn, id)?,
        row,
        events,
    })
}

fn messages_open(state: &str) -> bool {
    matches!(state, "queued" | "sending" | "deferred" | "in_doubt")
}

fn rank(state: &str) -> u8 {
    match state {
        "sent" => 1,
        "delivered" => 2,
        "read" => 3,
        _ => 0,
    }
}

/// One step's write; it may answer what a status did.
type Job = Box<dyn FnOnce(&Connection) -> rusqlite::Result<Option<StatusEffect>> + Send>;

/// Runs one random sequence against a fresh ledger and checks the invariants after every step.
fn run_sequence(steps: &[Step]) -> Result<(), TestCaseError> {
    let fail = |e: &dyn std::fmt::Display| TestCaseError::fail(e.to_string());
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .map_err(|e| fail(&e))?;
    let dir = tempfile::tempdir().map_err(|e| fail(&e))?;
    let ledger = Ledger::open(&dir.path().join("pacer.db")).map_err(|e| fail(&e))?;
    let write = |job: Job| runtime.block_on(ledger.write(job)).map_err(|e| fail(&e));
    // Foreign statuses point at the webhook body they came in.
    runtime
        .block_on(ledger.write(|c| {
            c.execute(
                "INSERT INTO webhook_inbox (id, received_at, body) VALUES (1, 0, x'7b7d')",
                [],
            )
        }))
        .map_err(|e| fail(&e))?;
    let key = "msg_under_test";
    let id = runtime
        .block_on(insert(&ledger, new_message(key, "+923001234567", None), 0))
        .map_err(|e| fail(&e))?
        .id;
    let wamid = |i: usize| format!("wamid.{i}");

    let mut sent_webhooks: Vec<StatusUpdate> = Vec::new();
    // (wamid, status) pairs that are applied: a repeat of one must change nothing.
    let mut applied: HashSet<(String, String)> = HashSet::new();
    let mut highest_rank = 0;
    let mut retried;
    let mut before = ledger.read_now(|c| snapshot(c, id)).map_err(|e| fail(&e))?;

    for (n, step) in steps.iter().enumerate() {
        retried = false;
        let now: Millis = 1_000 * (i64::try_from(n).unwrap_or(0) + 1);
        let update = match step {
            Step::Status {
                status,
                wamid: w,
                callback,
                ..
            } => Some(StatusUpdate {
                wamid: wamid(*w),
                status: STATUSES[*status].into(),
                callback: match callback {
                    Callback::Mine => Some(key.to_owned()),
                    Callback::Other => Some("msg_someone_else".to_owned()),
                    Callback::Absent => None,
                },
                recipient_id: Some("923001234567".into()),
                user_id: None,
                timestamp: Some(now / 1000),
                error: None,
            }),
            Step::Repeat(i) if !sent_webhooks.is_empty() => {
                Some(sent_webhooks[i % sent_webhooks.len()].clone())
            }
            _ => None,
        };
        let retry = matches!(step, Step::Status { retry: true, .. });
        let effect = match (step, update) {
            (_, Some(update)) => {
                sent_webhooks.push(update.clone());
                let pair = (update.wamid.clone(), update.status.to_string());
                let was_applied = applied.contains(&pair);
                let effect = write(Box::new(move |c| {
                    messages::apply_status(c, &update, 1, now).map(Some)
                }))?;
                if let Some(StatusEffect::Failed { wamid, .. }) = &effect {
                    // What the dispatcher does with a failure: marks it applied in the same
                    // commit as its decision (retry later, or failed for good).
                    let wamid = wamid.clone();
                    let decision = if retry {
                        Transition::Deferred {
                            id,
                            until: now + 60_000,
                            reason: "retry",
                            attempt: true,
                            pair_failure: false,
                            error: Some((Some(131_000), "Something went wrong".into())),
                        }
                    } else {
                        Transition::Failed {
                            id,
                            cause: FailureCause::Meta(131_026),
                            text: "Message undeliverable".into(),
                            attempt: false,
                        }
                    };
                    let reopen = Transition::Reopened {
                        id,
                        wamid: wamid.clone(),
                    };
                    write(Box::new(move |c| {
                        c.execute(
                            "INSERT OR IGNORE INTO statuses_applied (wamid, status) VALUES (?1, 'failed')",
                            [&wamid],
                        )?;
                        messages::apply(c, &[reopen, decision], now)?;
                        Ok(None)
                    }))?;
                    if retry {
                        // A retry after Meta failed the accepted message is a new send: ranks
                        // start again.
                        retried = true;
                    }
                    applied.insert(pair.clone());
                } else if pair.1 != "failed" || matches!(effect, Some(StatusEffect::Applied { .. }))
                {
                    // Every other status is applied by `apply_status` itself; so is a failure
                    // that changes nothing (the message is past it).
                    applied.insert(pair.clone());
                }
                if was_applied {
                    prop_assert_eq!(
                        &effect,
                        &Some(StatusEffect::Duplicate),
                        "step {}: a repeated (wamid, status) {:?} is a duplicate",
                        n,
                        pair
                    );
                }
                effect
            }
            (Step::Claim, None) => write(Box::new(move |c| {
                let claim = Claim {
                    id,
                    recipient: "+923001234567".into(),
                    tat: now + 6_000,
                    tier: true,
                };
                messages::claim(c, &[claim], now)?;
                Ok(None)
            }))?,
            (step, None) => {
                let transition = match step {
                    Step::Sent(w) => Some(Transition::Sent {
                        id,
                        wamid: wamid(*w),
                        wa_id: Some("923001234567".into()),
                    }),
                    Step::Deferred => Some(Transition::Deferred {
                        id,
                        until: now + 6_000,
                        reason: "pacing",
                        attempt: false,
                        pair_failure: false,
                        error: None,
                    }),
                    Step::Failed => Some(Transition::Failed {
                        id,
                        cause: FailureCause::Meta(131_026),
                        text: "Message undeliverable".into(),
                        attempt: true,
                    }),
                    Step::Requeued => Some(Transition::Requeued {
                        id,
                        reason: "throttled".into(),
                    }),
                    Step::InDoubt => Some(Transition::InDoubt {
                        id,
                        detail: "timeout".into(),
                    }),
                    Step::Expired => Some(Transition::Expired {
                        id,
                        reason: "Not sent: it could not leave within 1 minute.".into(),
                    }),
                    // A repeat before any webhook: nothing to repeat.
                    _ => None,
                };
                match transition {
                    Some(t) => write(Box::new(move |c| {
                        messages::apply(c, &[t], now)?;
                        Ok(None)
                    }))?,
                    None => None,
                }
            }
        };

        let after = ledger.read_now(|c| snapshot(c, id)).map_err(|e| fail(&e))?;
        let (was, is) = (before.state.clone(), after.state.clone());
        if matches!(
            effect,
            Some(StatusEffect::Duplicate | StatusEffect::Foreign)
        ) {
            prop_assert_eq!(
                &after,
                &before,
                "step {} {:?}: a duplicate or foreign status changes nothing about the message",
                n,
                step
            );
        }
        prop_assert!(
            after.events.starts_with(&before.events),
            "step {} {:?}: the history only grows; no event is changed or removed",
            n,
            step
        );
        if retried && messages_open(&is) {
            highest_rank = 0;
        }
        if highest_rank > 0 {
            prop_assert!(
                is == "failed" || rank(&is) >= highest_rank,
                "step {} {:?}: once {} was reached a message never goes back (now {})",
                n,
                step,
                ["", "sent", "delivered", "read"][usize::from(highest_rank)],
                is
            );
        }
        if is == "failed" && was != "failed" {
            prop_assert!(
                rank(&was) < 2,
                "step {} {:?}: failed is entered only before delivery, not from {}",
                n,
                step,
                was
            );
        }
        if was == "failed" {
            prop_assert_eq!(&is, "failed", "step {} {:?}: failed is terminal", n, step);
        }
        if is == "expired" && was != "expired" {
            prop_assert!(
                matches!(was.as_str(), "queued" | "deferred" | "sending"),
                "step {} {:?}: only a message that has not left expires, never one {}",
                n,
                step,
                was
            );
        }
        if was == "expired" {
            prop_assert_eq!(
                &is,
                "expired",
                "step {} {:?}: expired is terminal: no late status or decision sends it",
                n,
                step
            );
        }
        highest_rank = highest_rank.max(rank(&is));
        before = after;
    }
    ledger.close();
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn statuses_and_transitions_never_move_a_message_back(
        steps in proptest::collection::vec(step(), 1..=12)
    ) {
        run_sequence(&steps)?;
    }
}

#[tokio::test]
async fn a_ledger_made_by_the_first_version_is_upgraded_and_keeps_its_messages()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("pacer.db");
    {
        // The database exactly as the first release left it: schema 1, with a message.
        let conn = rusqlite::Connection::open(&path)?;
        conn.execute_batch(include_str!("../../../migrations/0001_ledger.sql"))?;
        conn.pragma_update(None, "user_version", 1)?;
        conn.execute(
            "INSERT INTO messages (key, lane, recipient, kind, payload, state, created_at, updated_at)
             VALUES ('msg_old', 'bulk', '+923001234567', 'text', '{}', 'delivered', 1, 1)",
            [],
        )?;
    }
    let ledger = Ledger::open(&path)?;
    let (version, state, inbound): (i64, String, i64) = ledger.read_now(|c| {
        Ok((
            c.pragma_query_value(None, "user_version", |r| r.get(0))?,
            c.query_row(
                "SELECT state FROM messages WHERE key = 'msg_old'",
                [],
                |r| r.get(0),
            )?,
            c.query_row("SELECT COUNT(*) FROM inbound_messages", [], |r| r.get(0))?,
        ))
    })?;
    assert_eq!(
        version, SCHEMA_VERSION,
        "an old ledger is brought up to the newest schema"
    );
    assert_eq!(state, "delivered", "and keeps every message as it was");
    assert_eq!(inbound, 0, "with the new tables empty and ready");
    ledger.close();
    Ok(())
}

#[tokio::test]
async fn a_ledger_of_schema_6_gains_the_expired_state_and_keeps_every_message_and_its_history()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("pacer.db");
    {
        // The database as the release before time limits left it: schema 6, with messages
        // in several states and their histories.
        let conn = rusqlite::Connection::open(&path)?;
        for sql in [
            include_str!("../../../migrations/0001_ledger.sql"),
            include_str!("../../../migrations/0002_tracking.sql"),
            include_str!("../../../migrations/0003_contacts_campaigns.sql"),
            include_str!("../../../migrations/0004_launch_speed.sql"),
            include_str!("../../../migrations/0005_inbox_once.sql"),
            include_str!("../../../migrations/0006_preferences_in_order.sql"),
        ] {
            conn.execute_batch(sql)?;
        }
        conn.pragma_update(None, "user_version", 6)?;
        conn.execute_batch(
            "INSERT INTO messages (id, key, idempotency_key, lane, batch, recipient, kind, payload, state, wamid,
                                   created_at, updated_at, sent_at, delivered_at)
             VALUES (7, 'msg_done', 'login-1', 'express', NULL, '+923001234567', 'template', '{}', 'delivered',
                     'wamid.A', 1, 3, 2, 3),
                    (9, 'msg_queued', NULL, 'bulk', 'spring', '+923001234568', 'text', '{}', 'queued',
                     NULL, 4, 4, NULL, NULL);
             INSERT INTO message_events (message_id, at, state) VALUES (7, 1, 'queued'), (7, 2, 'sent'),
                                                                     (7, 3, 'delivered'), (9, 4, 'queued');
             INSERT INTO templates (name, language, status, category, updated_at)
             VALUES ('login_code', 'en_US', 'APPROVED', 'AUTHENTICATION', 1);",
        )?;
    }
    let ledger = Ledger::open(&path)?;
    /// A message as kept: id, key, state, Meta's id.
    type Kept = (i64, String, String, Option<String>);
    let (version, rows, events, ttl_column): (i64, Vec<Kept>, i64, i64) =
        ledger.read_now(|c| {
            let rows = c
                .prepare("SELECT id, key, state, wamid FROM messages ORDER BY id")?
                .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
                .collect::<rusqlite::Result<_>>()?;
            Ok((
                c.pragma_query_value(None, "user_version", |r| r.get(0))?,
                rows,
                c.query_row(
                    "SELECT COUNT(*) FROM message_events e JOIN messages m ON m.id = e.message_id",
                    [],
                    |r| r.get(0),
                )?,
                c.query_row(
                    "SELECT COUNT(*) FROM pragma_table_info('templates') WHERE name = 'message_send_ttl_seconds'",
                    [],
                    |r| r.get(0),
                )?,
            ))
        })?;
    assert_eq!(
        version, SCHEMA_VERSION,
        "the ledger is brought up to the newest schema"
    );
    assert_eq!(
        rows,
        [
            (
                7,
                "msg_done".to_owned(),
                "delivered".to_owned(),
                Some("wamid.A".to_owned())
            ),
            (9, "msg_queued".to_owned(), "queued".to_owned(), None)
        ],
        "rebuilding the messages table keeps every message with its id, state and Meta's id"
    );
    assert_eq!(
        events, 4,
        "and every line of their histories still points at them"
    );
    assert_eq!(ttl_column, 1, "templates can keep Meta's time-to-live");

    // The new state is accepted, only for a message that has not left.
    let expire = |id| Transition::Expired {
        id,
        reason: "Not sent: it could not leave within 1 minute.".into(),
    };
    ledger
        .write(move |c| messages::apply(c, &[expire(7), expire(9)], 10))
        .await?;
    let states: Vec<String> = ledger.read_now(|c| {
        c.prepare("SELECT state FROM messages ORDER BY id")?
            .query_map([], |r| r.get(0))?
            .collect()
    })?;
    assert_eq!(
        states,
        ["delivered", "expired"],
        "a delivered message never expires; a queued one does"
    );
    // Foreign keys are on again once the ledger is open.
    let orphan = ledger
        .write(|c| {
            c.execute(
                "INSERT INTO message_events (message_id, at, state) VALUES (12345, 1, 'queued')",
                [],
            )
        })
        .await;
    assert!(
        orphan.is_err(),
        "a history line for a message that does not exist is refused after the migration"
    );
    ledger.close();
    Ok(())
}

#[test]
fn a_ledger_of_schema_8_keeps_its_customers_messages_and_choices_and_gains_conversations()
-> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("pacer.db");
    {
        let conn = rusqlite::Connection::open(&path)?;
        for sql in [
            include_str!("../../../migrations/0001_ledger.sql"),
            include_str!("../../../migrations/0002_tracking.sql"),
            include_str!("../../../migrations/0003_contacts_campaigns.sql"),
            include_str!("../../../migrations/0004_launch_speed.sql"),
            include_str!("../../../migrations/0005_inbox_once.sql"),
            include_str!("../../../migrations/0006_preferences_in_order.sql"),
            include_str!("../../../migrations/0007_failure_kinds.sql"),
        ] {
            conn.execute_batch(sql)?;
        }
        conn.execute_batch("PRAGMA foreign_keys = OFF;")?;
        conn.execute_batch(include_str!("../../../migrations/0008_expiry.sql"))?;
        conn.pragma_update(None, "user_version", 8)?;
        conn.execute_batch(
            "INSERT INTO webhook_inbox (id, received_at, body, state) VALUES (1, 1, x'7b7d', 'applied');
             INSERT INTO inbound_messages (wamid, from_number, kind, text, received_at, inbox_id)
             VALUES ('wamid.in1', '+923001234567', 'text', 'Paid', 5, 1);
             INSERT INTO marketing_preferences (recipient, value, at, source)
             VALUES ('+923001234568', 'stop', 7, 'reply');",
        )?;
    }
    let ledger = Ledger::open(&path)?;
    let (version, text, choices, unread): (i64, String, i64, u32) = ledger.read_now(|c| {
        Ok((
            c.pragma_query_value(None, "user_version", |r| r.get(0))?,
            c.query_row("SELECT text FROM inbound_messages WHERE wamid = 'wamid.in1'", [], |r| r.get(0))?,
            c.query_row(
                "SELECT COUNT(*) FROM marketing_choices WHERE recipient = '+923001234568' AND value = 'stop' AND at = 7",
                [],
                |r| r.get(0),
            )?,
            pacer_engine::inbox::unread_total(c)?,
        ))
    })?;
    assert_eq!(version, SCHEMA_VERSION);
    assert_eq!(text, "Paid", "a customer's message from before is kept");
    assert_eq!(choices, 1, "an earlier choice starts the history");
    assert_eq!(unread, 1, "what nobody read before is unread now");
    Ok(())
}

#[test]
fn a_ledger_of_schema_9_keeps_its_whole_bodies_and_its_open_messages_index() -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let path = dir.path().join("pacer.db");
    let body = r#"{"messaging_product":"whatsapp","to":"+923001234568","type":"text","text":{"body":"Hi"}}"#;
    {
        let conn = rusqlite::Connection::open(&path)?;
        conn.execute_batch("PRAGMA foreign_keys = OFF;")?;
        for sql in [
            include_str!("../../../migrations/0001_ledger.sql"),
            include_str!("../../../migrations/0002_tracking.sql"),
            include_str!("../../../migrations/0003_contacts_campaigns.sql"),
            include_str!("../../../migrations/0004_launch_speed.sql"),
            include_str!("../../../migrations/0005_inbox_once.sql"),
            include_str!("../../../migrations/0006_preferences_in_order.sql"),
            include_str!("../../../migrations/0007_failure_kinds.sql"),
            include_str!("../../../migrations/0008_expiry.sql"),
            include_str!("../../../migrations/0009_conversations.sql"),
        ] {
            conn.execute_batch(sql)?;
        }
        conn.pragma_update(None, "user_version", 9)?;
        conn.execute(
            "INSERT INTO messages (id, key, lane, recipient, kind, payload, state, created_at, updated_at)
             VALUES (3, 'msg_waiting', 'bulk', '+923001234568', 'text', ?1, 'queued', 1, 1)",
            [body],
        )?;
        conn.execute(
            "INSERT INTO message_events (message_id, at, state) VALUES (3, 1, 'queued')",
            [],
        )?;
    }
    let ledger = Ledger::open(&path)?;
    let (open, history, plan): (Vec<OpenRow>, Vec<messages::Event>, String) =
        ledger.read_now(|c| {
            let plan = c.query_row(
                &format!(
                    "EXPLAIN QUERY PLAN SELECT id FROM messages WHERE {}",
                    "(state = 'queued' OR state = 'sending' OR state = 'deferred' OR state = 'in_doubt')"
                ),
                [],
                |r| r.get::<_, String>(3),
            )?;
            Ok((
                messages::open_rows(c)?,
                messages::events_of(c, "msg_waiting")?,
                plan,
            ))
        })?;
    assert_eq!(open.len(), 1);
    assert_eq!(
        open[0].payload.json().as_deref(),
        Some(body),
        "a body stored whole before 0010 is sent as it was"
    );
    assert_eq!(
        history.iter().map(|e| e.state.as_str()).collect::<Vec<_>>(),
        ["queued"],
        "its queued line is its own row, not implied a second time"
    );
    assert!(
        plan.contains("messages_open"),
        "the open messages are found through the index: {plan}"
    );
    ledger.close();
    Ok(())
}
