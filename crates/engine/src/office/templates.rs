//! Message templates (`docs/sending.md#templates-and-campaigns`): synced from Meta, cached in the ledger, read for
//! their variables, previewed, and filled in for each recipient.
//!
//! In the flow of `docs/sending.md#the-flow-of-one-message` this is "template (synced from Meta) + list + column mapping
//! ─► campaign": [`sync`] pages through `GET /{WABA_ID}/message_templates` and stores every
//! template in the `templates` table (templates Meta no longer lists are marked `DELETED`, never
//! kept as usable); [`list`] and [`get`] read the cache with each template's [`Variable`]s;
//! [`render`] shows a recipient's message; [`build`] makes the exact `template` object of a send
//! and refuses, before anything leaves, every value Meta would refuse — with Meta's code, so a
//! campaign's check says the same thing Meta would have said.
//!
//! Each template's time-to-live (`message_send_ttl_seconds`) is kept too: an authentication
//! template's message never waits longer than it to leave (`crate::expiry`).
//!
//! Templates are also written in Pacer: a [`TemplateDraftSpec`] is checked as it is typed
//! ([`check_draft`]), then [`create`]d, [`edit`]ed or [`delete`]d with Meta (`manage`).
//!
//! Webhooks update a cached template's status in between syncs (`ledger::state`); such a row
//! has no components until the next sync, and is not usable until then.

mod definition;
mod draft;
mod manage;
mod sample;
mod send;

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;

use pacer_cloud::{GraphClient, GraphError, MessageTemplate, ParameterFormat, TemplateComponent};
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::clock::{Clock, Millis};
use crate::engine::Engine;
use crate::ledger::templates as cache;
use crate::ledger::{Ledger, LedgerError};
use crate::numbers::thousands;

pub use definition::{
    BODY_ONLY_VALUE_MAX_CHARS, BODY_VALUE_MAX_CHARS, CODE_MAX_CHARS, HEADER_TEXT_MAX_CHARS, Place,
    RENDERED_BODY_MAX_CHARS, URL_SUFFIX_MAX_CHARS, Variable, VariableKind,
};
pub use draft::{
    BODY_MAX_CHARS, BUTTON_TEXT_MAX_CHARS, BUTTONS_MAX, DraftButton, DraftCategory, DraftFormat,
    DraftHeader, DraftProblem, FOOTER_MAX_CHARS, NAME_MAX_CHARS, PHONE_BUTTONS_MAX,
    TemplateDraftSpec, URL_BUTTONS_MAX, WORDS_PER_VARIABLE, check_draft,
};
pub use manage::{EDITABLE, MetaRefusal, TemplateChangeError, create, delete, edit, reason_said};
pub use sample::{SampleUpload, upload_sample};
pub use send::{MediaRef, Preview, ProblemKind, TemplateShape, ValueProblem, build, render};

/// The status Pacer gives a cached template that Meta no longer lists.
pub const DELETED: &str = "DELETED";

/// Why templates could not be synced.
#[derive(Debug, thiserror::Error)]
pub enum TemplateError {
    /// Meta (or the way to it) failed; nothing in the cache changed.
    #[error(
        "Pacer could not read your templates from Meta, so the template list was not changed: {0}"
    )]
    Meta(#[from] GraphError),
    /// The templates could not be saved.
    #[error("Pacer read your templates from Meta but could not save them: {0}")]
    Ledger(#[from] LedgerError),
}

/// One template in one language, from the cache.
///
/// Read back from JSON (a desk reading the office's `GET /v1/templates`), it is rebuilt from
/// its definition, so its variables and whether it can be sent are worked out here, never
/// taken on trust.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(from = "TemplateAsSent")]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TemplateInfo {
    /// The name (the same name exists once per language).
    pub name: String,
    /// The language code, e.g. `en_US`.
    pub language: String,
    /// Meta's status as last synced or reported (`APPROVED`, `PAUSED`, …), or [`DELETED`]
    /// when Meta no longer lists it.
    pub status: String,
    /// `MARKETING`, `UTILITY` or `AUTHENTICATION` (what it costs); empty when Meta has not
    /// said.
    pub category: String,
    /// Meta's template id.
    pub template_id: Option<String>,
    /// Named or positional, as the definition's variables are written (`{{first_name}}` or
    /// `{{1}}`); positional when it has none.
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub parameter_format: ParameterFormat,
    /// The definition's components; empty when Pacer has only heard of the template from a
    /// webhook.
    pub components: Vec<TemplateComponent>,
    /// The values a send needs, in sending order: header, body, buttons.
    pub variables: Vec<Variable>,
    /// Only approved templates whose definition Pacer knows can be chosen.
    pub usable: bool,
    /// Meta's reason for the status (a rejection or pause reason), when it gave one.
    pub reason: Option<String>,
    /// When the cache row last changed (Pacer time).
    pub updated_at: Millis,
    /// The definition read once for [`render`] and [`build`]; `None` without components.
    #[serde(skip)]
    layout: Option<Arc<definition::Layout>>,
}

/// What [`TemplateInfo`] is rebuilt from when read back: the facts, not what follows from them.
#[derive(Deserialize)]
struct TemplateAsSent {
    name: String,
    language: String,
    status: String,
    category: String,
    template_id: Option<String>,
    components: Vec<TemplateComponent>,
    reason: Option<String>,
    updated_at: Millis,
}

impl From<TemplateAsSent> for TemplateInfo {
    fn from(sent: TemplateAsSent) -> TemplateInfo {
        // No components: Pacer only heard of it from a webhook, as where it was read.
        let components = Some(sent.components).filter(|c| !c.is_empty());
        TemplateInfo::new(
            sent.name,
            sent.language,
            sent.status,
            sent.category,
            sent.template_id,
            components,
            sent.reason,
            sent.updated_at,
        )
    }
}

impl TemplateInfo {
    /// Reads a template as Meta lists it (its variables are detected here).
    pub fn from_template(template: &MessageTemplate) -> TemplateInfo {
        TemplateInfo::new(
            template.name.clone(),
            template.language.clone(),
            template.status.as_str().to_owned(),
            template.category.as_str().to_owned(),
            Some(template.id.clone()),
            Some(template.components.clone()),
            rejected_reason(template),
            0,
        )
    }

    #[allow(clippy::too_many_arguments)] // one private constructor for both sources
    fn new(
        name: String,
        language: String,
        status: String,
        category: String,
        template_id: Option<String>,
        components: Option<Vec<TemplateComponent>>,
        reason: Option<String>,
        updated_at: Millis,
    ) -> TemplateInfo {
        let (components, layout, variables) = match components {
            Some(components) => {
                let (layout, variables) = definition::read(&components, &category);
                (components, Some(Arc::new(layout)), variables)
            }
            None => (Vec::new(), None, Vec::new()),
        };
        let parameter_format = if variables
            .iter()
            .filter(|v| {
                matches!(v.place, Place::Header | Place::Body) && v.kind == VariableKind::Text
            })
            .any(|v| !v.name.bytes().all(|b| b.is_ascii_digit()))
        {
            ParameterFormat::Named
        } else {
            ParameterFormat::Positional
        };
        TemplateInfo {
            usable: status == "APPROVED" && layout.is_some(),
            name,
            language,
            status,
            category,
            template_id,
            parameter_format,
            components,
            variables,
            reason,
            updated_at,
            layout,
        }
    }

    /// The variable with this key.
    pub fn variable(&self, key: &str) -> Option<&Variable> {
        self.variables.iter().find(|variable| variable.key == key)
    }

    /// The definition read for sending, when Pacer knows it.
    fn layout(&self) -> Option<&definition::Layout> {
        self.layout.as_deref()
    }
}

/// A template by name and language.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TemplateRef {
    /// Name.
    pub name: String,
    /// Language code.
    pub language: String,
}

/// What a sync changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SyncReport {
    /// Templates Meta lists (each name in each language once).
    pub listed: usize,
    /// Templates Pacer had not seen.
    pub added: Vec<TemplateRef>,
    /// Templates whose status, category, id or content changed (or whose content Pacer
    /// learns now, after only hearing of them by webhook).
    pub updated: Vec<TemplateRef>,
    /// Templates Meta no longer lists: now marked [`DELETED`] and not usable.
    pub removed: Vec<TemplateRef>,
    /// Templates exactly as they were.
    pub unchanged: usize,
    /// How many of the listed templates have each status.
    pub by_status: BTreeMap<String, usize>,
    /// One line for a person.
    pub summary: String,
}

/// Syncs the running engine's templates: reads every template from Meta into the cache
/// ([`sync`]) with the engine's client and WABA, then tells its dispatcher their categories
/// (marketing messages are skipped for opted-out customers). The office starts the sync; the
/// core only keeps the cache and the categories.
pub async fn sync_into(engine: &Engine) -> Result<SyncReport, TemplateError> {
    let report = sync(&engine.client(), &engine.config().waba_id, engine.ledger()).await?;
    engine.reload_template_categories().await?;
    Ok(report)
}

/// Fetches every template from Meta (all pages) and stores them; templates Meta no longer
/// lists are marked [`DELETED`]. Nothing is changed when Meta cannot be read. The cache's
/// `updated_at` is real time (it is only shown).
pub async fn sync(
    client: &GraphClient,
    waba_id: &str,
    ledger: &Ledger,
) -> Result<SyncReport, TemplateError> {
    let listed = client.list_templates(waba_id).await?;
    let now = Clock::real_time().now_ms();
    let report = ledger.write(move |c| store(c, &listed, now)).await?;
    tracing::info!("template sync: {}", report.summary);
    Ok(report)
}

/// Stores the templates Meta listed, at `now`, and marks the ones it no longer lists
/// [`DELETED`]. Run inside one transaction (a ledger write), so the cache never shows half a
/// sync.
pub fn store(
    conn: &Connection,
    listed: &[MessageTemplate],
    now: Millis,
) -> rusqlite::Result<SyncReport> {
    struct Cached {
        status: String,
        category: Option<String>,
        template_id: Option<String>,
        components: Option<String>,
        reason: Option<String>,
        ttl: Option<i64>,
    }
    let mut cached: HashMap<(String, String), Cached> = HashMap::new();
    {
        let mut statement = conn.prepare(
            "SELECT name, language, status, category, template_id, components, reason, message_send_ttl_seconds
             FROM templates",
        )?;
        let rows = statement.query_map([], |r| {
            Ok((
                (r.get::<_, String>(0)?, r.get::<_, String>(1)?),
                Cached {
                    status: r.get(2)?,
                    category: r.get(3)?,
                    template_id: r.get(4)?,
                    components: r.get(5)?,
                    reason: r.get(6)?,
                    ttl: r.get(7)?,
                },
            ))
        })?;
        for row in rows {
            let (key, row) = row?;
            cached.insert(key, row);
        }
    }

    // Meta lists each (name, language) once; should it repeat one, the last listing wins.
    let mut latest: BTreeMap<(&str, &str), &MessageTemplate> = BTreeMap::new();
    for template in listed {
        latest.insert((&template.name, &template.language), template);
    }
    let mut report = SyncReport {
        listed: latest.len(),
        added: Vec::new(),
        updated: Vec::new(),
        removed: Vec::new(),
        unchanged: 0,
        by_status: BTreeMap::new(),
        summary: String::new(),
    };
    for ((name, language), template) in &latest {
        let status = template.status.as_str();
        let category = template.category.as_str();
        let components = serde_json::to_string(&template.components)
            .map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))?;
        *report.by_status.entry(status.to_owned()).or_default() += 1;
        let key = TemplateRef {
            name: (*name).to_owned(),
            language: (*language).to_owned(),
        };
        let previous = cached.remove(&(key.name.clone(), key.language.clone()));
        let reason = match (&previous, rejected_reason(template)) {
            (_, Some(reason)) => Some(reason),
            // A webhook's reason (a pause, say) stays while the status does.
            (Some(previous), None) if previous.status == status => previous.reason.clone(),
            _ => None,
        };
        match &previous {
            None => report.added.push(key),
            Some(previous)
                if previous.status == status
                    && previous.category.as_deref() == Some(category)
                    && previous.template_id.as_deref() == Some(template.id.as_str())
                    && previous.components.as_deref() == Some(components.as_str())
                    && previous.reason == reason
                    && previous.ttl == template.message_send_ttl_seconds =>
            {
                report.unchanged += 1;
                continue;
            }
            Some(_) => report.updated.push(key),
        }
        cache::save_listed(
            conn,
            &cache::Listed {
                name,
                language,
                status,
                category,
                template_id: &template.id,
                components: &components,
                reason: reason.as_deref(),
                ttl_seconds: template.message_send_ttl_seconds,
            },
            now,
        )?;
    }

    let mut gone: Vec<TemplateRef> = cached
        .into_iter()
        .filter(|(_, row)| row.status != DELETED)
        .map(|((name, language), _)| TemplateRef { name, language })
        .collect();
    gone.sort();
    for template in &gone {
        cache::mark_unlisted(conn, &template.name, &template.language, DELETED, now)?;
    }
    report.removed = gone;
    report.summary = sync_summary(&report);
    Ok(report)
}

/// Meta's `rejected_reason`, unless it is `NONE`.
fn rejected_reason(template: &MessageTemplate) -> Option<String> {
    template
        .extra
        .get("rejected_reason")
        .and_then(Value::as_str)
        .filter(|reason| !reason.is_empty() && !reason.eq_ignore_ascii_case("NONE"))
        .map(str::to_owned)
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{} {}", thousands(n), if n == 1 { one } else { many })
}

fn sync_summary(report: &SyncReport) -> String {
    let approved = report.by_status.get("APPROVED").copied().unwrap_or(0);
    let mut summary = format!(
        "Meta lists {}, {approved} of them approved and ready to use",
        plural(report.listed, "template", "templates")
    );
    let others: Vec<String> = report
        .by_status
        .iter()
        .filter(|(status, _)| status.as_str() != "APPROVED")
        .map(|(status, n)| {
            let word = match status.as_str() {
                "PENDING" => "waiting for Meta's review".to_owned(),
                other => other.to_ascii_lowercase().replace('_', " "),
            };
            format!("{} {word}", thousands(*n))
        })
        .collect();
    if !others.is_empty() {
        summary.push_str(&format!(" ({})", others.join(", ")));
    }
    if report.added.is_empty() && report.updated.is_empty() && report.removed.is_empty() {
        summary.push_str("; nothing changed since the last sync.");
    } else {
        summary.push_str(&format!(
            "; {} new, {} changed, {} no longer listed by Meta (marked deleted).",
            thousands(report.added.len()),
            thousands(report.updated.len()),
            thousands(report.removed.len())
        ));
    }
    summary
}

const COLUMNS: &str =
    "name, language, status, category, template_id, components, reason, updated_at";

fn info_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<TemplateInfo> {
    let name: String = r.get(0)?;
    let language: String = r.get(1)?;
    let components: Option<String> = r.get(5)?;
    let components = components.and_then(|json| {
        match serde_json::from_str::<Vec<TemplateComponent>>(&json) {
            Ok(components) => Some(components),
            Err(error) => {
                // A damaged row is shown as not usable (sync repairs it), not as an error that
                // hides every other template.
                tracing::warn!(%name, %language, "cached template components cannot be read: {error}");
                None
            }
        }
    });
    Ok(TemplateInfo::new(
        name,
        language,
        r.get(2)?,
        r.get::<_, Option<String>>(3)?.unwrap_or_default(),
        r.get(4)?,
        components,
        r.get(6)?,
        r.get(7)?,
    ))
}

/// Every cached template, by name and language (deleted ones too: check
/// [`TemplateInfo::usable`]).
pub fn list(conn: &Connection) -> rusqlite::Result<Vec<TemplateInfo>> {
    let mut statement = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM templates ORDER BY name, language"
    ))?;
    let rows = statement.query_map([], info_from_row)?;
    rows.collect()
}

/// A short text that changes whenever the cached templates do (see
/// [`crate::ledger::templates::fingerprint`]).
pub use crate::ledger::templates::fingerprint;

/// One cached template.
pub fn get(
    conn: &Connection,
    name: &str,
    language: &str,
) -> rusqlite::Result<Option<TemplateInfo>> {
    conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM templates WHERE name = ?1 AND language = ?2"
    ))?
    .query_row(params![name, language], info_from_row)
    .optional()
}
