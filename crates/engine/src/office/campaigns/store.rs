//! Campaigns in the ledger's `campaigns` table: creating, copying, reading back, and moving
//! from state to state. This module owns the table: every statement on it is here, and the
//! launcher, the controls and the reports call these functions.

use std::path::PathBuf;

use rusqlite::{Connection, OptionalExtension, params};

use super::check::{check_folder, validate_spec};
use super::{
    Campaign, CampaignError, CampaignSpec, CampaignState, HeaderFolder, Hours, Schedule,
    schedule_millis,
};
use crate::clock::Millis;
use crate::engine::Engine;

fn new_id() -> String {
    format!("cmp_{}", &uuid::Uuid::new_v4().simple().to_string()[..16])
}

fn store(conn: &Connection, campaign: &Campaign, now: Millis) -> rusqlite::Result<()> {
    let spec = &campaign.spec;
    conn.execute(
        "INSERT INTO campaigns (id, name, template_name, template_language, audience, mapping, pdf_folder, pdf_column,
                                schedule_at, time_zone, state, cloned_from, created_at, launched_at, updated_at, send_hours,
                                language_column, header_file)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?13, ?15, ?16, ?17)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, template_name = excluded.template_name,
             template_language = excluded.template_language, audience = excluded.audience, mapping = excluded.mapping,
             pdf_folder = excluded.pdf_folder, pdf_column = excluded.pdf_column, schedule_at = excluded.schedule_at,
             time_zone = excluded.time_zone, state = excluded.state, updated_at = ?13,
             send_hours = excluded.send_hours, language_column = excluded.language_column,
             header_file = excluded.header_file",
        params![
            campaign.id,
            spec.name,
            spec.template_name,
            spec.template_language,
            serde_json::to_string(&spec.audience).unwrap_or_default(),
            serde_json::to_string(&spec.mapping).unwrap_or_default(),
            spec.pdf.as_ref().map(|p| p.folder.to_string_lossy().into_owned()),
            spec.pdf.as_ref().map(|p| p.column.clone()),
            campaign.schedule_at,
            spec.schedule.as_ref().map(|s| format!("{}|{}", s.at, s.time_zone)),
            campaign.state.as_str(),
            campaign.cloned_from,
            now,
            campaign.launched_at,
            spec.send_hours
                .as_ref()
                .map(|h| format!(
                    "{}|{}|{}{}",
                    h.from,
                    h.until,
                    h.time_zone,
                    if h.customer_zone { "|customer" } else { "" }
                )),
            spec.language_column,
            spec.header_file.as_ref().map(|p| p.to_string_lossy().into_owned()),
        ],
    )?;
    Ok(())
}

pub(super) fn set_state(
    conn: &Connection,
    id: &str,
    state: CampaignState,
    now: Millis,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE campaigns SET state = ?1, updated_at = ?2, version = version + 1, launched_at = CASE WHEN ?1 = 'running' THEN COALESCE(launched_at, ?2) ELSE launched_at END WHERE id = ?3",
        params![state.as_str(), now, id],
    )?;
    Ok(())
}

/// The campaign's state as stored now (`None`: there is no such campaign).
pub(super) fn state_of(conn: &Connection, id: &str) -> rusqlite::Result<Option<CampaignState>> {
    conn.prepare_cached("SELECT state FROM campaigns WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()
}

/// Stamps when the campaign first launched, leaving its state as it is (a pause during the
/// launch keeps the campaign paused, but it did launch).
pub(super) fn mark_launched(conn: &Connection, id: &str, now: Millis) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE campaigns SET launched_at = COALESCE(launched_at, ?1),
             version = version + CASE WHEN launched_at IS NULL THEN 1 ELSE 0 END WHERE id = ?2",
        params![now, id],
    )?;
    Ok(())
}

/// Deletes a campaign that never sent anything (a draft or a scheduled one with no message in
/// the ledger). Returns whether it was deleted: checked inside the write, because a scheduled
/// campaign may have launched since the caller looked.
pub(super) fn delete_unsent(conn: &Connection, id: &str) -> rusqlite::Result<bool> {
    let deleted = conn.execute(
        "DELETE FROM campaigns WHERE id = ?1 AND state IN ('draft', 'scheduled')
           AND NOT EXISTS (SELECT 1 FROM messages WHERE batch = ?1)",
        params![id],
    )?;
    Ok(deleted > 0)
}

/// Campaigns the scheduler must start at `now`: scheduled ones that are due, and launches a
/// restart interrupted.
pub(super) fn due(
    conn: &Connection,
    now: Millis,
) -> rusqlite::Result<Vec<(String, CampaignState)>> {
    conn.prepare_cached(
        "SELECT id, state FROM campaigns WHERE (state = 'scheduled' AND schedule_at <= ?1) OR state = 'launching'",
    )?
    .query_map([now], |r| Ok((r.get(0)?, r.get(1)?)))?
    .collect()
}

/// A campaign's name, for a report's title.
/// Every file and folder a campaign names (header files, PDF folders): what the office keeps of
/// the files desks uploaded.
pub fn files_in_use(conn: &Connection) -> rusqlite::Result<Vec<PathBuf>> {
    let mut statement = conn.prepare(
        "SELECT pdf_folder FROM campaigns WHERE pdf_folder IS NOT NULL
         UNION SELECT header_file FROM campaigns WHERE header_file IS NOT NULL",
    )?;
    let paths = statement.query_map([], |row| row.get::<_, String>(0))?;
    paths.map(|p| p.map(PathBuf::from)).collect()
}

pub(crate) fn name_of(conn: &Connection, id: &str) -> rusqlite::Result<Option<String>> {
    conn.prepare_cached("SELECT name FROM campaigns WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()
}

/// A campaign's audience as stored (`None`: no such campaign).
pub(crate) fn audience_of(
    conn: &Connection,
    id: &str,
) -> rusqlite::Result<Option<crate::audiences::Audience>> {
    let stored: Option<String> = conn
        .prepare_cached("SELECT audience FROM campaigns WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?;
    Ok(stored.map(|json| serde_json::from_str(&json).unwrap_or_default()))
}

/// Creates a campaign (a draft, or scheduled when it has a schedule).
pub async fn create(engine: &Engine, spec: CampaignSpec) -> Result<Campaign, CampaignError> {
    let checked = spec.clone();
    let info = engine
        .ledger()
        .read(move |c| Ok(validate_spec(c, &checked)))
        .await??;
    check_folder(&spec, &info).await?;
    let schedule_at = spec.schedule.as_ref().map(schedule_millis).transpose()?;
    spec.send_hours.as_ref().map(Hours::read).transpose()?;
    let campaign = Campaign {
        id: new_id(),
        state: if schedule_at.is_some() {
            CampaignState::Scheduled
        } else {
            CampaignState::Draft
        },
        spec,
        schedule_at,
        cloned_from: None,
        created_at: engine.clock().now_ms(),
        launched_at: None,
        version: 1,
    };
    let stored = campaign.clone();
    let now = campaign.created_at;
    engine
        .ledger()
        .write(move |c| store(c, &stored, now))
        .await?;
    Ok(campaign)
}

/// A copy of a campaign as a new draft (same template, audience, mapping, PDFs; no schedule).
pub async fn clone_campaign(
    engine: &Engine,
    id: &str,
    name: Option<String>,
) -> Result<Campaign, CampaignError> {
    if name.as_deref().is_some_and(|n| n.trim().is_empty()) {
        // As when creating one: a campaign without a name cannot be found again.
        return Err(CampaignError::NoName);
    }
    let original = get(engine, id).await?;
    let mut spec = original.spec.clone();
    spec.name = name.unwrap_or_else(|| format!("{} (copy)", original.spec.name));
    spec.schedule = None;
    let campaign = Campaign {
        id: new_id(),
        spec,
        state: CampaignState::Draft,
        schedule_at: None,
        cloned_from: Some(original.id),
        created_at: engine.clock().now_ms(),
        launched_at: None,
        version: 1,
    };
    let stored = campaign.clone();
    let now = campaign.created_at;
    engine
        .ledger()
        .write(move |c| store(c, &stored, now))
        .await?;
    Ok(campaign)
}

fn row_to_campaign(r: &rusqlite::Row<'_>) -> rusqlite::Result<Campaign> {
    let audience: String = r.get(4)?;
    let mapping: String = r.get(5)?;
    let folder: Option<String> = r.get(6)?;
    let column: Option<String> = r.get(7)?;
    let schedule: Option<String> = r.get(9)?;
    Ok(Campaign {
        id: r.get(0)?,
        spec: CampaignSpec {
            name: r.get(1)?,
            template_name: r.get(2)?,
            template_language: r.get(3)?,
            audience: serde_json::from_str(&audience).unwrap_or_default(),
            mapping: serde_json::from_str(&mapping).unwrap_or_default(),
            pdf: folder.zip(column).map(|(folder, column)| HeaderFolder {
                folder: PathBuf::from(folder),
                column,
            }),
            schedule: schedule.and_then(|s| {
                s.split_once('|').map(|(at, tz)| Schedule {
                    at: at.into(),
                    time_zone: tz.into(),
                })
            }),
            send_hours: r.get::<_, Option<String>>(14)?.and_then(|s| {
                let mut parts = s.splitn(4, '|').map(str::to_owned);
                Some(Hours {
                    from: parts.next()?,
                    until: parts.next()?,
                    time_zone: parts.next()?,
                    customer_zone: parts.next().as_deref() == Some("customer"),
                })
            }),
            language_column: r.get(15)?,
            header_file: r.get::<_, Option<String>>(16)?.map(PathBuf::from),
        },
        schedule_at: r.get(8)?,
        state: r.get(10)?,
        cloned_from: r.get(11)?,
        created_at: r.get(12)?,
        launched_at: r.get(13)?,
        version: r.get(17)?,
    })
}

const COLUMNS: &str = "id, name, template_name, template_language, audience, mapping, pdf_folder, pdf_column, schedule_at, time_zone, state, cloned_from, created_at, launched_at, send_hours, language_column, header_file, version";

fn load(conn: &Connection, id: &str) -> rusqlite::Result<Option<Campaign>> {
    conn.prepare_cached(&format!("SELECT {COLUMNS} FROM campaigns WHERE id = ?1"))?
        .query_row([id], row_to_campaign)
        .optional()
}

/// A campaign by id.
pub async fn get(engine: &Engine, id: &str) -> Result<Campaign, CampaignError> {
    let key = id.to_owned();
    engine
        .ledger()
        .read(move |c| load(c, &key))
        .await?
        .ok_or_else(|| CampaignError::NotFound(id.to_owned()))
}

/// Every campaign, newest first.
pub async fn list(engine: &Engine) -> Result<Vec<Campaign>, CampaignError> {
    Ok(engine
        .ledger()
        .read(|c| {
            c.prepare(&format!(
                "SELECT {COLUMNS} FROM campaigns ORDER BY created_at DESC"
            ))?
            .query_map([], row_to_campaign)?
            .collect()
        })
        .await?)
}
