//! The template cache, `templates`: what Meta last said of each template (status, category,
//! components, time-to-live). The one module that writes it: a sync with Meta's list
//! (`crate::templates::sync`, in the office layer), a template the person created, edited or
//! deleted in Pacer (`crate::templates::create` …), and Meta's template webhooks (the
//! dispatcher) all come here.

use rusqlite::{Connection, OptionalExtension, params};

use crate::clock::Millis;
use pacer_cloud::TemplateCategory;
use pacer_cloud::webhook::{TemplateEvent, TemplateEventKind};

/// A template as Meta's list gives it, to be cached.
#[derive(Debug, Clone, Copy)]
pub struct Listed<'a> {
    /// Name.
    pub name: &'a str,
    /// Language code.
    pub language: &'a str,
    /// `APPROVED`, `PAUSED`, …
    pub status: &'a str,
    /// `MARKETING`, `UTILITY` or `AUTHENTICATION`.
    pub category: &'a str,
    /// Meta's id of the template.
    pub template_id: &'a str,
    /// Its components, as JSON.
    pub components: &'a str,
    /// Why it is not approved, or a webhook's reason kept while the status is the same.
    pub reason: Option<&'a str>,
    /// Meta's time-to-live for sends of it, in seconds.
    pub ttl_seconds: Option<i64>,
}

/// Caches `template` as Meta lists it (a sync).
pub fn save_listed(conn: &Connection, template: &Listed<'_>, now: Millis) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO templates (name, language, status, category, template_id, components, reason, updated_at,
                                message_send_ttl_seconds)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
         ON CONFLICT (name, language) DO UPDATE SET status = excluded.status, category = excluded.category,
             template_id = excluded.template_id, components = excluded.components, reason = excluded.reason,
             updated_at = excluded.updated_at, message_send_ttl_seconds = excluded.message_send_ttl_seconds",
    )?
    .execute(params![
        template.name,
        template.language,
        template.status,
        template.category,
        template.template_id,
        template.components,
        template.reason,
        now,
        template.ttl_seconds
    ])?;
    Ok(())
}

/// Meta no longer lists template `name` in `language`: it is kept, marked `status`.
pub fn mark_unlisted(
    conn: &Connection,
    name: &str,
    language: &str,
    status: &str,
    now: Millis,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE templates SET status = ?1, reason = 'Meta no longer lists this template', updated_at = ?2
         WHERE name = ?3 AND language = ?4",
    )?
    .execute(params![status, now, name, language])?;
    Ok(())
}

/// A template Pacer has just sent to Meta (created or edited), to be shown at once as Meta
/// answered (`PENDING`, mostly) until Meta's review webhook says more.
#[derive(Debug, Clone, Copy)]
pub struct Submitted<'a> {
    /// Name.
    pub name: &'a str,
    /// Language code.
    pub language: &'a str,
    /// The status Meta answered with.
    pub status: &'a str,
    /// The category Meta filed it under.
    pub category: &'a str,
    /// Meta's id of the template.
    pub template_id: &'a str,
    /// The components sent, as JSON.
    pub components: &'a str,
}

/// Caches a template Pacer has just submitted. Its components replace the old ones and any
/// earlier reason is dropped (it went back to review). A review webhook for this very template
/// may have come in first (a fast review, while this write waited): then the row has its id
/// but no components yet, and its verdict is kept rather than set back to the answer's status.
pub fn save_submitted(
    conn: &Connection,
    template: &Submitted<'_>,
    now: Millis,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO templates (name, language, status, category, template_id, components, reason, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, NULL, ?7)
         ON CONFLICT (name, language) DO UPDATE SET
             status = CASE WHEN templates.template_id IS excluded.template_id AND templates.components IS NULL
                           THEN templates.status ELSE excluded.status END,
             reason = CASE WHEN templates.template_id IS excluded.template_id AND templates.components IS NULL
                           THEN templates.reason ELSE NULL END,
             category = excluded.category, template_id = excluded.template_id,
             components = excluded.components, updated_at = excluded.updated_at",
    )?
    .execute(params![
        template.name,
        template.language,
        template.status,
        template.category,
        template.template_id,
        template.components,
        now
    ])?;
    Ok(())
}

/// The person deleted template `name` (every language) in Pacer: it is kept, marked `status`,
/// so campaigns that used it still say what they sent.
pub fn mark_deleted(
    conn: &Connection,
    name: &str,
    status: &str,
    now: Millis,
) -> rusqlite::Result<usize> {
    conn.prepare_cached(
        "UPDATE templates SET status = ?1, reason = NULL, updated_at = ?2 WHERE name = ?3",
    )?
    .execute(params![status, now, name])
}

/// Records a template's status (and category, when known) after one of Meta's template
/// webhooks.
pub fn save_event(conn: &Connection, event: &TemplateEvent, now: Millis) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO templates (name, language, status, category, template_id, reason, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
         ON CONFLICT (name, language) DO UPDATE SET status = excluded.status,
             category = COALESCE(excluded.category, category), template_id = COALESCE(excluded.template_id, template_id),
             reason = excluded.reason, updated_at = excluded.updated_at",
    )?
    .execute(params![
        event.name,
        event.language,
        status_after(&event.event),
        event.category.as_ref().map(TemplateCategory::as_str),
        event.id,
        // Meta says NONE when there is no reason (an approval): nothing to keep.
        event
            .reason
            .as_deref()
            .filter(|reason| !reason.is_empty() && !reason.eq_ignore_ascii_case("NONE")),
        now
    ])?;
    Ok(())
}

/// The template's status after one of Meta's template events: REINSTATED means approved again,
/// FLAGGED means still approved but at risk of a pause; the others are statuses already.
fn status_after(event: &TemplateEventKind) -> &str {
    match event {
        TemplateEventKind::Reinstated | TemplateEventKind::Flagged => {
            TemplateEventKind::Approved.as_str()
        }
        other => other.as_str(),
    }
}

/// Every cached template's category, by (name, language), as Meta wrote it.
pub fn categories(conn: &Connection) -> rusqlite::Result<Vec<((String, String), String)>> {
    conn.prepare_cached(
        "SELECT name, language, category FROM templates WHERE category IS NOT NULL",
    )?
    .query_map([], |r| Ok(((r.get(0)?, r.get(1)?), r.get(2)?)))?
    .collect()
}

/// A template's category and Meta's time-to-live (seconds) for its sends, when cached.
pub fn category_and_ttl(
    conn: &Connection,
    name: &str,
    language: &str,
) -> rusqlite::Result<(Option<String>, Option<i64>)> {
    Ok(conn
        .prepare_cached(
            "SELECT category, message_send_ttl_seconds FROM templates WHERE name = ?1 AND language = ?2",
        )?
        .query_row(params![name, language], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?
        .unwrap_or_default())
}

/// A short text that changes whenever the cached templates do (one added, removed, reviewed,
/// paused): the window is told to read the list again when it changes, instead of asking every
/// few seconds while Meta reviews a template.
pub fn fingerprint(conn: &Connection) -> rusqlite::Result<String> {
    conn.prepare_cached(
        "SELECT COUNT(*) || '|' || COALESCE(MAX(updated_at), 0) || '|' ||
                COALESCE(group_concat(name || ':' || language || ':' || status || ':' || COALESCE(reason, ''), ','), '')
         FROM (SELECT * FROM templates ORDER BY name, language)",
    )?
    .query_row([], |r| r.get(0))
}

#[cfg(test)]
mod tests {
    use rusqlite_migration::{M, Migrations};

    use super::*;
    use crate::ledger::file::MIGRATIONS;

    fn ledger() -> Connection {
        let mut conn = Connection::open_in_memory().unwrap_or_else(|e| panic!("{e}"));
        Migrations::new(MIGRATIONS.iter().map(|sql| M::up(sql)).collect())
            .to_latest(&mut conn)
            .unwrap_or_else(|e| panic!("{e}"));
        conn
    }

    fn row(conn: &Connection) -> (String, Option<String>, Option<String>) {
        conn.query_row(
            "SELECT status, reason, components FROM templates WHERE name = 'sale'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap_or_else(|e| panic!("{e}"))
    }

    fn submitted<'a>(id: &'a str, components: &'a str) -> Submitted<'a> {
        Submitted {
            name: "sale",
            language: "en_US",
            status: "PENDING",
            category: "UTILITY",
            template_id: id,
            components,
        }
    }

    #[test]
    fn the_fingerprint_changes_with_each_change_the_window_must_see() {
        let conn = ledger();
        let print = || fingerprint(&conn).unwrap_or_else(|e| panic!("{e}"));
        let empty = print();
        save_submitted(&conn, &submitted("1", "[1]"), 1).unwrap_or_else(|e| panic!("{e}"));
        let pending = print();
        assert_ne!(empty, pending);
        assert_eq!(print(), pending, "nothing changed, nothing said");
        // Meta's verdict in the same millisecond as the submission: still a change.
        conn.execute(
            "UPDATE templates SET status = 'APPROVED' WHERE name = 'sale'",
            [],
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_ne!(print(), pending);
    }

    #[test]
    fn a_resubmitted_template_is_pending_again_without_its_old_reason() {
        let conn = ledger();
        save_submitted(&conn, &submitted("1", "[1]"), 1).unwrap_or_else(|e| panic!("{e}"));
        conn.execute(
            "UPDATE templates SET status = 'REJECTED', reason = 'PROMOTIONAL' WHERE name = 'sale'",
            [],
        )
        .unwrap_or_else(|e| panic!("{e}"));
        save_submitted(&conn, &submitted("1", "[2]"), 2).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(row(&conn), ("PENDING".into(), None, Some("[2]".into())));
    }

    #[test]
    fn a_review_heard_before_the_submission_was_saved_is_kept() {
        let conn = ledger();
        // The webhook row: Meta's verdict for template 7, no components yet.
        conn.execute(
            "INSERT INTO templates (name, language, status, template_id, reason, updated_at)
             VALUES ('sale', 'en_US', 'REJECTED', '7', 'PROMOTIONAL', 1)",
            [],
        )
        .unwrap_or_else(|e| panic!("{e}"));
        save_submitted(&conn, &submitted("7", "[1]"), 2).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            row(&conn),
            (
                "REJECTED".into(),
                Some("PROMOTIONAL".into()),
                Some("[1]".into())
            )
        );
        // Another template of the same name (deleted and made again) starts pending.
        save_submitted(&conn, &submitted("8", "[2]"), 3).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(row(&conn), ("PENDING".into(), None, Some("[2]".into())));
    }
}
