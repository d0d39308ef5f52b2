//! The template cache, `templates`: what Meta last said of each template (status, category,
//! components, time-to-live). The one module that writes it: a sync with Meta's list
//! (`crate::templates::sync`, in the office layer) and Meta's template webhooks (the
//! dispatcher) both come here.

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
        event.reason,
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
