//! How far a person has read each conversation. This module owns `conversation_reads`: a
//! conversation is read up to the newest customer message it held when it was opened, so a
//! message that arrives while the thread is open still counts as new.

use rusqlite::{Connection, params};

use crate::clock::Millis;

/// Marks `phone`'s conversation read up to its newest customer message. Answers how many
/// messages were unread before. Reading never moves backwards: an older mark never undoes a
/// newer one.
pub fn mark_read(conn: &Connection, phone: &str, now: Millis) -> rusqlite::Result<u32> {
    let (newest, unread): (Option<i64>, i64) = conn
        .prepare_cached(
            "SELECT MAX(id), COALESCE(SUM(id > COALESCE((SELECT read_up_to FROM conversation_reads WHERE phone = ?1), 0)), 0)
             FROM inbound_messages WHERE from_number = ?1",
        )?
        .query_row([phone], |r| Ok((r.get(0)?, r.get(1)?)))?;
    let Some(newest) = newest else {
        return Ok(0);
    };
    conn.prepare_cached(
        "INSERT INTO conversation_reads (phone, read_up_to, read_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (phone) DO UPDATE SET read_up_to = MAX(read_up_to, excluded.read_up_to), read_at = excluded.read_at",
    )?
    .execute(params![phone, newest, now])?;
    Ok(u32::try_from(unread).unwrap_or(u32::MAX))
}

/// Customer messages nobody has opened, in every conversation (the Inbox's badge).
pub fn unread_total(conn: &Connection) -> rusqlite::Result<u32> {
    let total: i64 = conn
        .prepare_cached(
            "SELECT COUNT(*) FROM inbound_messages i
             WHERE i.from_number IS NOT NULL
               AND i.id > COALESCE((SELECT r.read_up_to FROM conversation_reads r WHERE r.phone = i.from_number), 0)",
        )?
        .query_row([], |r| r.get(0))?;
    Ok(u32::try_from(total).unwrap_or(u32::MAX))
}
