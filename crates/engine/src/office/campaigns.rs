//! Campaigns (`docs/sending.md#templates-and-campaigns`): a template, an audience (lists and tags), a mapping of each
//! template variable to a column or a fixed text, optionally a PDF per recipient — checked
//! before launch, previewed per recipient, test-sent to one number, planned against the tier,
//! scheduled in a time zone, and launched into the ledger as one batch whose id is the
//! campaign's id.
//!
//! Launch is idempotent: every recipient's message carries the idempotency key
//! `<campaign>:<contact>`, so launching twice, or again after a crash mid-launch, never queues
//! anyone twice.

pub mod pdf;
mod plan;

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures::StreamExt;
use pacer_cloud::{Media, MessageContent, TemplateContent};
use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};
use tokio_util::sync::CancellationToken;

use crate::clock::Millis;
use crate::contacts::{self, Contact};
use crate::engine::{Engine, EngineError, Submission};
use crate::ledger::LedgerError;
use crate::ledger::messages::{FailureCause, Lane, State};
use crate::numbers::thousands;
use crate::retry;
use crate::supervision::{self, Part};
use crate::templates::{self, Preview, TemplateInfo};

pub use pdf::{InvoicePdf, PdfError, PdfUploads};
pub use plan::TierPlan;

/// Where a variable's value comes from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// A column of the imported list (`name`, `phone` or any attribute).
    Column(String),
    /// The same text for everyone.
    Text(String),
}

/// Who receives a campaign.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Audience {
    /// Members of these lists…
    #[serde(default)]
    pub lists: Vec<String>,
    /// …and contacts with these tags.
    #[serde(default)]
    pub tags: Vec<String>,
}

/// A PDF per recipient (an invoice), found in a folder by a column's value.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct PdfSource {
    /// The folder holding the files.
    pub folder: PathBuf,
    /// The column whose value names each recipient's file (`INV-0042` or `INV-0042.pdf`).
    pub column: String,
}

/// When to launch: a local time in a time zone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Schedule {
    /// `2026-12-01 09:00` (local time in `time_zone`).
    pub at: String,
    /// IANA time zone, e.g. `Asia/Karachi`.
    pub time_zone: String,
}

/// What a campaign is made of.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct CampaignSpec {
    /// A name people recognise ("December invoices").
    pub name: String,
    /// The template's name.
    pub template_name: String,
    /// The template's language code.
    pub template_language: String,
    /// Who receives it.
    pub audience: Audience,
    /// Variable key (see `templates::Variable::key`) → where its value comes from.
    pub mapping: BTreeMap<String, Source>,
    /// A PDF per recipient for a document header.
    #[serde(default)]
    pub pdf: Option<PdfSource>,
    /// Launch later.
    #[serde(default)]
    pub schedule: Option<Schedule>,
}

/// Where a campaign is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum CampaignState {
    /// Being prepared.
    Draft,
    /// Launches by itself at its time.
    Scheduled,
    /// Its messages are being queued (a crash here resumes on the next start).
    Launching,
    /// Its messages are going out.
    Running,
    /// Paused by the person or because Meta refused its template.
    Paused,
    /// Stopped for good; what had not been sent was cancelled.
    Cancelled,
    /// Every message has its final status.
    Done,
}

impl CampaignState {
    fn as_str(self) -> &'static str {
        match self {
            CampaignState::Draft => "draft",
            CampaignState::Scheduled => "scheduled",
            CampaignState::Launching => "launching",
            CampaignState::Running => "running",
            CampaignState::Paused => "paused",
            CampaignState::Cancelled => "cancelled",
            CampaignState::Done => "done",
        }
    }

    fn parse(text: &str) -> Option<CampaignState> {
        Some(match text {
            "draft" => CampaignState::Draft,
            "scheduled" => CampaignState::Scheduled,
            "launching" => CampaignState::Launching,
            "running" => CampaignState::Running,
            "paused" => CampaignState::Paused,
            "cancelled" => CampaignState::Cancelled,
            "done" => CampaignState::Done,
            _ => return None,
        })
    }
}

impl rusqlite::types::FromSql for CampaignState {
    fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
        let text = value.as_str()?;
        CampaignState::parse(text)
            .ok_or_else(|| crate::ledger::messages::unknown_stored("campaign state", text))
    }
}

/// A campaign as stored.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Campaign {
    /// `cmp_…`; also the batch id of its messages in the ledger.
    pub id: String,
    /// What it is made of.
    pub spec: CampaignSpec,
    /// Where it is.
    pub state: CampaignState,
    /// When it launches (Pacer time, ms), if scheduled.
    pub schedule_at: Option<Millis>,
    /// The campaign it was copied from.
    pub cloned_from: Option<String>,
    /// When it was created.
    pub created_at: Millis,
    /// When it was launched.
    pub launched_at: Option<Millis>,
}

/// What can go wrong, in words a person can act on.
#[derive(Debug, thiserror::Error)]
pub enum CampaignError {
    /// No such campaign.
    #[error("There is no campaign \"{0}\". `pacer campaign list` shows them.")]
    NotFound(String),
    /// A number asked for (a preview) is not one of the campaign's recipients.
    #[error(
        "{0} is not among this campaign's customers (the members of its lists and tags). Give one of them, or no number for the first."
    )]
    NotInAudience(String),
    /// The template is not in the template list.
    #[error(
        "The template \"{name}\" ({language}) is not in Pacer's template list. Sync templates from Meta, then check the name and language."
    )]
    UnknownTemplate {
        /// Name.
        name: String,
        /// Language.
        language: String,
    },
    /// The template cannot be sent.
    #[error(
        "The template \"{name}\" is {status}, not approved: only templates Meta approved can be sent. Check it in WhatsApp Manager, then sync templates."
    )]
    NotApproved {
        /// Name.
        name: String,
        /// Meta's status.
        status: String,
    },
    /// A variable has no source.
    #[error(
        "{label} has no value: map it to a column or a fixed text ({key}=column:<header> or {key}=text:<words>)."
    )]
    Unmapped {
        /// Variable key.
        key: String,
        /// What the person calls it.
        label: String,
    },
    /// A mapping names a variable the template does not have.
    #[error("The template has no variable \"{key}\". Its variables are: {known}.")]
    UnknownVariable {
        /// The key given.
        key: String,
        /// The keys it has.
        known: String,
    },
    /// A list does not exist.
    #[error(
        "There is no list \"{0}\". Import contacts into it first (`pacer import FILE --list \"{0}\"`)."
    )]
    UnknownList(String),
    /// Nobody to send to.
    #[error("The campaign has no audience: choose at least one list or tag.")]
    NoAudience,
    /// The name is empty.
    #[error(
        "Give the campaign a name, such as \"December invoices\": it is how you find it in the campaign list and its report."
    )]
    NoName,
    /// The schedule cannot be read.
    #[error(
        "The schedule \"{0}\" cannot be read: write it like 2026-12-01 09:00 with a time zone such as Asia/Karachi."
    )]
    BadSchedule(String),
    /// The PDF folder is unusable.
    #[error(transparent)]
    Pdf(#[from] PdfError),
    /// The campaign is not in a state that allows this.
    #[error("The campaign \"{name}\" is {state}: {what}")]
    WrongState {
        /// Campaign name.
        name: String,
        /// Its state.
        state: &'static str,
        /// What cannot be done and why.
        what: String,
    },
    /// Some recipients cannot be sent to as the campaign stands.
    #[error("{} of the {} recipients cannot be sent to as the campaign stands (the list shows who and why). Fix them, or launch anyway to send to the other {}.", .0.problem_count, .0.audience, .0.ready)]
    HasProblems(Box<Check>),
    /// Nobody can be sent to.
    #[error("{0} There is nobody to send to.")]
    NobodyReady(String),
    /// The ledger failed.
    #[error(transparent)]
    Ledger(#[from] LedgerError),
    /// The engine failed.
    #[error(transparent)]
    Engine(#[from] EngineError),
}

impl From<rusqlite::Error> for CampaignError {
    fn from(error: rusqlite::Error) -> Self {
        CampaignError::Ledger(LedgerError::Sql(error))
    }
}

/// One recipient who cannot be sent to as the campaign stands, and why.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Problem {
    /// The recipient's number.
    pub phone: String,
    /// Their name, when known.
    pub name: Option<String>,
    /// The variable or file concerned.
    pub what: String,
    /// What is wrong, in plain words.
    pub problem: String,
}

/// The check before launch.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Check {
    /// Contacts in the audience.
    pub audience: usize,
    /// Who will be sent to.
    pub ready: usize,
    /// Who opted out of marketing (a marketing template is not sent to them).
    pub opted_out: usize,
    /// Who cannot be sent to, and why (at most 1,000 listed; `problem_count` has them all).
    pub problems: Vec<Problem>,
    /// How many recipients have a problem.
    pub problem_count: usize,
    /// The tier plan.
    pub tier: TierPlan,
    /// One paragraph for a person.
    pub summary: String,
}

/// What a launch did.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LaunchReport {
    /// Messages queued now.
    pub queued: usize,
    /// Recipients already queued by an earlier launch (nothing sent twice).
    pub already_queued: usize,
    /// Opted out of marketing: not sent.
    pub opted_out: usize,
    /// Recipients left out because of a problem (see the check).
    pub problems: Vec<Problem>,
    /// PDFs uploaded now / re-used from earlier uploads.
    pub pdfs_uploaded: usize,
    /// PDFs re-used.
    pub pdfs_reused: usize,
    /// One line for a person.
    pub summary: String,
}

/// A campaign's progress.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Progress {
    /// The campaign.
    pub id: String,
    /// Its name.
    pub name: String,
    /// Where it is.
    pub state: CampaignState,
    /// Messages queued in all.
    pub total: u64,
    /// Messages by state.
    pub by_state: BTreeMap<String, u64>,
    /// Messages with their final status (delivered, read, failed, skipped, cancelled, expired).
    pub finished: u64,
    /// Messages sent so far (sent, delivered or read).
    pub sent: u64,
    /// Messages waiting for a later time (pacing, tier, retry, paused).
    pub waiting: u64,
    /// Why it is paused, if it is.
    pub paused_reason: Option<String>,
    /// The launch, while it runs (uploading PDFs, queueing).
    pub launch: Option<LaunchView>,
    /// One line for a person.
    pub summary: String,
}

fn new_id() -> String {
    format!("cmp_{}", &uuid::Uuid::new_v4().simple().to_string()[..16])
}

/// Reads a schedule into Pacer milliseconds (UTC).
pub fn schedule_millis(schedule: &Schedule) -> Result<Millis, CampaignError> {
    use chrono::TimeZone as _;
    let bad = || CampaignError::BadSchedule(format!("{} {}", schedule.at, schedule.time_zone));
    let zone: chrono_tz::Tz = schedule.time_zone.parse().map_err(|_| bad())?;
    let local = [
        "%Y-%m-%d %H:%M",
        "%Y-%m-%d %H:%M:%S",
        "%Y-%m-%dT%H:%M",
        "%Y-%m-%dT%H:%M:%S",
    ]
    .iter()
    .find_map(|format| chrono::NaiveDateTime::parse_from_str(schedule.at.trim(), format).ok())
    .ok_or_else(bad)?;
    let at = zone
        .from_local_datetime(&local)
        .earliest()
        .ok_or_else(bad)?;
    Ok(at.timestamp_millis())
}

fn template_for(conn: &Connection, spec: &CampaignSpec) -> Result<TemplateInfo, CampaignError> {
    let info =
        templates::get(conn, &spec.template_name, &spec.template_language)?.ok_or_else(|| {
            CampaignError::UnknownTemplate {
                name: spec.template_name.clone(),
                language: spec.template_language.clone(),
            }
        })?;
    if !info.usable {
        return Err(CampaignError::NotApproved {
            name: info.name.clone(),
            status: info.status.clone(),
        });
    }
    Ok(info)
}

/// Checks a campaign's parts fit together in the database (not yet its recipients: see
/// [`check`]; nor its invoice folder: that is file work, done off the read connection by
/// [`check_folder`]).
fn validate_spec(conn: &Connection, spec: &CampaignSpec) -> Result<TemplateInfo, CampaignError> {
    if spec.name.trim().is_empty() {
        return Err(CampaignError::NoName);
    }
    let info = template_for(conn, spec)?;
    if spec.audience.lists.is_empty() && spec.audience.tags.is_empty() {
        return Err(CampaignError::NoAudience);
    }
    let known: Vec<String> = contacts::lists(conn)?.into_iter().map(|l| l.name).collect();
    if let Some(missing) = spec.audience.lists.iter().find(|l| !known.contains(l)) {
        return Err(CampaignError::UnknownList(missing.clone()));
    }
    for key in spec.mapping.keys() {
        if !info.variables.iter().any(|v| &v.key == key) {
            return Err(CampaignError::UnknownVariable {
                key: key.clone(),
                known: info
                    .variables
                    .iter()
                    .map(|v| v.key.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            });
        }
    }
    for variable in &info.variables {
        let covered =
            spec.mapping.contains_key(&variable.key) || (variable.is_media() && spec.pdf.is_some());
        if !covered {
            return Err(CampaignError::Unmapped {
                key: variable.key.clone(),
                label: variable.label.clone(),
            });
        }
    }
    if let Some(schedule) = &spec.schedule {
        schedule_millis(schedule)?;
    }
    Ok(info)
}

/// Runs file system work on a blocking thread, off the async threads and off the ledger's read
/// connection: a folder on a slow disk or a network share, or a hundred thousand invoices, then
/// holds up nothing else (webhooks, the API, Home).
async fn off_the_engine<T: Send + 'static>(
    work: impl FnOnce() -> T + Send + 'static,
) -> Result<T, CampaignError> {
    match tokio::task::spawn_blocking(work).await {
        Ok(value) => Ok(value),
        // A panic stays a panic of the caller (a launch is supervised as one).
        Err(error) if error.is_panic() => std::panic::resume_unwind(error.into_panic()),
        Err(_) => Err(CampaignError::Engine(EngineError::Stopped)),
    }
}

/// Checks the campaign's invoice folder, if it has one (off the engine's threads).
async fn check_folder(spec: &CampaignSpec) -> Result<(), CampaignError> {
    let Some(pdf) = &spec.pdf else {
        return Ok(());
    };
    let folder = pdf.folder.clone();
    off_the_engine(move || pdf::check_folder(&folder)).await??;
    Ok(())
}

fn store(conn: &Connection, campaign: &Campaign, now: Millis) -> rusqlite::Result<()> {
    let spec = &campaign.spec;
    conn.execute(
        "INSERT INTO campaigns (id, name, template_name, template_language, audience, mapping, pdf_folder, pdf_column,
                                schedule_at, time_zone, state, cloned_from, created_at, launched_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?13)
         ON CONFLICT (id) DO UPDATE SET name = excluded.name, template_name = excluded.template_name,
             template_language = excluded.template_language, audience = excluded.audience, mapping = excluded.mapping,
             pdf_folder = excluded.pdf_folder, pdf_column = excluded.pdf_column, schedule_at = excluded.schedule_at,
             time_zone = excluded.time_zone, state = excluded.state, updated_at = ?13",
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
        ],
    )?;
    Ok(())
}

fn set_state(
    conn: &Connection,
    id: &str,
    state: CampaignState,
    now: Millis,
) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE campaigns SET state = ?1, updated_at = ?2, launched_at = CASE WHEN ?1 = 'running' THEN COALESCE(launched_at, ?2) ELSE launched_at END WHERE id = ?3",
        params![state.as_str(), now, id],
    )?;
    Ok(())
}

/// Creates a campaign (a draft, or scheduled when it has a schedule).
pub async fn create(engine: &Engine, spec: CampaignSpec) -> Result<Campaign, CampaignError> {
    let checked = spec.clone();
    engine
        .ledger()
        .read(move |c| Ok(validate_spec(c, &checked)))
        .await??;
    check_folder(&spec).await?;
    let schedule_at = spec.schedule.as_ref().map(schedule_millis).transpose()?;
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
            pdf: folder.zip(column).map(|(folder, column)| PdfSource {
                folder: PathBuf::from(folder),
                column,
            }),
            schedule: schedule.and_then(|s| {
                s.split_once('|').map(|(at, tz)| Schedule {
                    at: at.into(),
                    time_zone: tz.into(),
                })
            }),
        },
        schedule_at: r.get(8)?,
        state: r.get(10)?,
        cloned_from: r.get(11)?,
        created_at: r.get(12)?,
        launched_at: r.get(13)?,
    })
}

const COLUMNS: &str = "id, name, template_name, template_language, audience, mapping, pdf_folder, pdf_column, schedule_at, time_zone, state, cloned_from, created_at, launched_at";

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

/// The headers imports used for the name and the phone ("Customer", "Mobile No"): a mapping
/// may name those columns as the file called them.
#[derive(Debug, Default)]
struct Headers {
    name: Vec<String>,
    phone: Vec<String>,
}

impl Headers {
    fn load(conn: &Connection) -> rusqlite::Result<Headers> {
        let mut headers = Headers::default();
        let mut statement = conn.prepare(
            "SELECT DISTINCT json_extract(report, '$.columns.phone'), json_extract(report, '$.columns.name') FROM imports",
        )?;
        let rows = statement.query_map([], |r| {
            Ok((
                r.get::<_, Option<String>>(0)?,
                r.get::<_, Option<String>>(1)?,
            ))
        })?;
        for row in rows {
            let (phone, names) = row?;
            headers.phone.extend(phone);
            let names: Vec<String> = names
                .and_then(|n| serde_json::from_str(&n).ok())
                .unwrap_or_default();
            // "First name" + "Last name" stay attributes; only a single name column is the name.
            if let [one] = names.as_slice() {
                headers.name.push(one.clone());
            }
        }
        Ok(headers)
    }
}

/// One recipient's values for every variable, from the mapping.
fn values_for(
    spec: &CampaignSpec,
    contact: &Contact,
    headers: &Headers,
) -> BTreeMap<String, String> {
    spec.mapping
        .iter()
        .map(|(key, source)| {
            let value = match source {
                Source::Text(text) => text.clone(),
                Source::Column(column) => {
                    column_value(contact, column, headers).unwrap_or_default()
                }
            };
            (key.clone(), value)
        })
        .collect()
}

/// A contact's value for a column: `name`, `phone`, an imported attribute (any case), or the
/// column an import took the name or phone from.
fn column_value(contact: &Contact, column: &str, headers: &Headers) -> Option<String> {
    let is = |list: &[String]| list.iter().any(|h| h.eq_ignore_ascii_case(column.trim()));
    match column.trim().to_ascii_lowercase().as_str() {
        "name" => contact.name.clone().or_else(|| attribute(contact, column)),
        "phone" => Some(contact.phone.clone()),
        _ => attribute(contact, column)
            .or_else(|| is(&headers.name).then(|| contact.name.clone()).flatten())
            .or_else(|| is(&headers.phone).then(|| contact.phone.clone())),
    }
    .filter(|v| !v.trim().is_empty())
}

fn attribute(contact: &Contact, column: &str) -> Option<String> {
    contact
        .attributes
        .get(column)
        .or_else(|| {
            contact
                .attributes
                .iter()
                .find(|(k, _)| k.eq_ignore_ascii_case(column))
                .map(|(_, v)| v)
        })
        .cloned()
}

/// A recipient's value for each template variable.
type Values = BTreeMap<String, String>;

struct Prepared {
    info: TemplateInfo,
    ready: Vec<(Contact, BTreeMap<String, String>, Option<InvoicePdf>)>,
    opted_out: usize,
    audience: usize,
    problems: Vec<Problem>,
}

/// What checking a campaign reads from the database, in one go on the read connection: its
/// template, its audience, and the headers imports used.
struct Gathered {
    info: TemplateInfo,
    people: Vec<Contact>,
    headers: Headers,
}

fn gather(conn: &Connection, campaign: &Campaign) -> Result<Gathered, CampaignError> {
    let spec = &campaign.spec;
    let info = validate_spec(conn, spec)?;
    let people = contacts::audience(conn, &spec.audience.lists, &spec.audience.tags)?;
    let headers = Headers::load(conn)?;
    Ok(Gathered {
        info,
        people,
        headers,
    })
}

/// Every recipient's values and invoice, checked: the rows are read first (a long read, on the
/// ledger's second reading connection), then the files are looked at on a blocking thread (one
/// look per recipient with a PDF), holding no connection.
async fn prepare(engine: &Engine, campaign: Campaign) -> Result<Prepared, CampaignError> {
    let snapshot = campaign.clone();
    let gathered = engine
        .ledger()
        .read_long(move |c| Ok(gather(c, &snapshot)))
        .await??;
    off_the_engine(move || sort_out(&campaign, gathered)).await?
}

/// Sorts the audience into who is ready (values and PDF found) and who has a problem. File
/// system work: runs on a blocking thread.
fn sort_out(campaign: &Campaign, gathered: Gathered) -> Result<Prepared, CampaignError> {
    let spec = &campaign.spec;
    let Gathered {
        info,
        people,
        headers,
    } = gathered;
    let marketing = info.category.eq_ignore_ascii_case("MARKETING");
    let folder = spec
        .pdf
        .as_ref()
        .map(|p| pdf::check_folder(&p.folder))
        .transpose()?;
    let audience = people.len();
    let mut ready = Vec::with_capacity(people.len());
    let mut problems = Vec::new();
    let mut opted_out = 0;
    for contact in people {
        if marketing && contact.opted_out {
            opted_out += 1;
            continue;
        }
        let values = values_for(spec, &contact, &headers);
        let mut bad = false;
        let mut file = None;
        if let (Some(source), Some(folder)) = (&spec.pdf, &folder) {
            match column_value(&contact, &source.column, &headers) {
                None => {
                    problems.push(Problem {
                        phone: contact.phone.clone(),
                        name: contact.name.clone(),
                        what: format!("PDF ({})", source.column),
                        problem: format!("the column \"{}\" is empty for this contact, so there is no invoice to attach", source.column),
                    });
                    bad = true;
                }
                Some(name) => match pdf::find(folder, &name) {
                    Ok(path) => file = Some(path),
                    Err(why) => {
                        problems.push(Problem {
                            phone: contact.phone.clone(),
                            name: contact.name.clone(),
                            what: format!("PDF \"{name}\""),
                            problem: why.to_string(),
                        });
                        bad = true;
                    }
                },
            }
        }
        // A PDF problem is reported once (above), not again as a missing header.
        let media = spec.pdf.as_ref().map(|_| Media::id("pending-upload"));
        if let Err(value_problems) = templates::build(&info, &values, media) {
            for p in value_problems {
                problems.push(Problem {
                    phone: contact.phone.clone(),
                    name: contact.name.clone(),
                    what: p.label,
                    problem: p.problem,
                });
            }
            bad = true;
        }
        if !bad {
            ready.push((contact, values, file));
        }
    }
    Ok(Prepared {
        info,
        ready,
        opted_out,
        audience,
        problems,
    })
}

/// Checks every recipient before launch: every variable has a value within Meta's rules, every
/// invoice PDF is found, and the tier plan.
pub async fn check(engine: &Engine, id: &str) -> Result<Check, CampaignError> {
    let campaign = get(engine, id).await?;
    let limit = engine.stats().tier_limit;
    let now = engine.clock().now_ms();
    let zone = campaign.spec.schedule.as_ref().map(|s| s.time_zone.clone());
    let prepared = prepare(engine, campaign).await?;
    let phones: Vec<String> = prepared
        .ready
        .iter()
        .map(|(c, _, _)| c.phone.clone())
        .collect();
    let tier = engine
        .ledger()
        .read_long(move |c| {
            let phones: Vec<&str> = phones.iter().map(String::as_str).collect();
            plan::plan(c, &phones, limit, now, zone.as_deref())
        })
        .await?;
    let problem_count = prepared
        .problems
        .iter()
        .map(|p| &p.phone)
        .collect::<std::collections::HashSet<_>>()
        .len();
    let mut summary = format!(
        "{} contacts in the audience: {} ready to send",
        thousands(prepared.audience),
        thousands(prepared.ready.len())
    );
    if prepared.opted_out > 0 {
        summary.push_str(&format!(
            ", {} opted out of marketing (not sent)",
            thousands(prepared.opted_out)
        ));
    }
    if problem_count > 0 {
        summary.push_str(&format!(
            ", {} with a problem to fix first (see the list)",
            thousands(problem_count)
        ));
    }
    summary.push_str(". ");
    summary.push_str(&tier.summary);
    let mut problems = prepared.problems;
    problems.truncate(1_000);
    Ok(Check {
        audience: prepared.audience,
        ready: prepared.ready.len(),
        opted_out: prepared.opted_out,
        problems,
        problem_count,
        tier,
        summary,
    })
}

/// What one recipient will see.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RecipientPreview {
    /// The recipient.
    pub phone: String,
    /// Their name.
    pub name: Option<String>,
    /// The message with their values.
    pub preview: Preview,
    /// Their PDF, if any.
    pub pdf: Option<String>,
    /// What is wrong for them, if anything.
    pub problems: Vec<Problem>,
}

/// The message as one recipient will see it (the first of the audience when none is named).
pub async fn preview(
    engine: &Engine,
    id: &str,
    phone: Option<&str>,
) -> Result<RecipientPreview, CampaignError> {
    let campaign = get(engine, id).await?;
    let wanted = phone.map(str::to_owned);
    // Reads the whole audience to find one recipient: a long read, beside the short ones.
    engine
        .ledger()
        .read_long(move |c| {
            let result = (|| {
                let info = template_for(c, &campaign.spec)?;
                let people = contacts::audience(
                    c,
                    &campaign.spec.audience.lists,
                    &campaign.spec.audience.tags,
                )?;
                let contact = match &wanted {
                    Some(phone) => people
                        .into_iter()
                        .find(|p| &p.phone == phone)
                        .ok_or_else(|| CampaignError::NotInAudience(phone.clone()))?,
                    None => people.into_iter().next().ok_or(CampaignError::NoAudience)?,
                };
                let headers = Headers::load(c)?;
                let values = values_for(&campaign.spec, &contact, &headers);
                let pdf = campaign
                    .spec
                    .pdf
                    .as_ref()
                    .and_then(|p| column_value(&contact, &p.column, &headers));
                let problems = match templates::build(
                    &info,
                    &values,
                    pdf.as_ref().map(|_| Media::id("pending-upload")),
                ) {
                    Ok(_) => Vec::new(),
                    Err(problems) => problems
                        .into_iter()
                        .map(|p| Problem {
                            phone: contact.phone.clone(),
                            name: contact.name.clone(),
                            what: p.label,
                            problem: p.problem,
                        })
                        .collect(),
                };
                Ok(RecipientPreview {
                    preview: templates::render(&info, &values),
                    phone: contact.phone,
                    name: contact.name,
                    pdf,
                    problems,
                })
            })();
            Ok(result)
        })
        .await?
}

/// Sends the campaign's message to one number now (express), with the values of an audience
/// member (the first, unless named), so the person sees exactly what customers will get.
pub async fn test_send(
    engine: &Engine,
    id: &str,
    to: &str,
    sample: Option<&str>,
) -> Result<String, CampaignError> {
    let campaign = get(engine, id).await?;
    let prepared = prepare(engine, campaign).await?;
    let (_, values, file) = match sample {
        Some(phone) => prepared
            .ready
            .iter()
            .find(|(c, _, _)| c.phone == phone)
            .cloned(),
        None => prepared.ready.first().cloned(),
    }
    .ok_or(CampaignError::NoAudience)?;
    let info = prepared.info;
    let media = match file {
        Some(path) => {
            let mut uploads = PdfUploads::upload_all(engine, vec![path.clone()]).await;
            Some(uploads.media.remove(&path).unwrap_or_else(|| {
                Err(PdfError::NotFound {
                    name: path.path().display().to_string(),
                })
            })?)
        }
        None => None,
    };
    let content =
        templates::build(&info, &values, media).map_err(|problems| CampaignError::Unmapped {
            key: problems.first().map(|p| p.key.clone()).unwrap_or_default(),
            label: problems
                .first()
                .map(|p| format!("{} ({})", p.label, p.problem))
                .unwrap_or_default(),
        })?;
    let submitted = engine
        .submit(vec![Submission {
            to: to.to_owned(),
            lane: Lane::Express,
            content: MessageContent::Template(content),
            idempotency_key: None,
            batch: None,
            expires_in: None,
        }])
        .await?;
    Ok(submitted
        .into_iter()
        .next()
        .map(|s| s.id)
        .unwrap_or_default())
}

/// How far a launch has got (shared with whoever watches it).
#[derive(Debug, Default)]
pub struct LaunchProgress {
    /// Distinct PDFs the launch needs.
    pub pdfs_total: AtomicUsize,
    /// PDFs uploaded or re-used so far.
    pub pdfs_done: AtomicUsize,
    /// Messages queued so far (including ones an earlier launch queued).
    pub queued: AtomicUsize,
    /// Recipients to queue.
    pub recipients: AtomicUsize,
}

/// A launch's progress as numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LaunchView {
    /// Distinct PDFs the launch needs.
    pub pdfs_total: usize,
    /// PDFs uploaded or re-used so far.
    pub pdfs_done: usize,
    /// Recipients to queue.
    pub recipients: usize,
    /// Queued so far.
    pub queued: usize,
}

impl LaunchProgress {
    /// The numbers now.
    pub fn view(&self) -> LaunchView {
        LaunchView {
            pdfs_total: self.pdfs_total.load(Ordering::Relaxed),
            pdfs_done: self.pdfs_done.load(Ordering::Relaxed),
            recipients: self.recipients.load(Ordering::Relaxed),
            queued: self.queued.load(Ordering::Relaxed),
        }
    }
}

/// Distinct PDFs uploaded per round: sending starts after the first round, not after the last.
const PDF_ROUND: usize = 64;
/// Messages queued per ledger write.
const QUEUE_CHUNK: usize = 10_000;

/// Queues every ready recipient's message. Recipients without a PDF are queued at once; those
/// with one are queued round by round as their PDFs are uploaded, so sending starts within
/// seconds even when thousands of invoices still have to go up. Idempotent: launching again
/// (or after a crash mid-launch) queues only who is not queued yet and re-uses every upload.
pub async fn launch(engine: &Engine, id: &str) -> Result<LaunchReport, CampaignError> {
    launch_with(engine, id, &LaunchProgress::default()).await
}

/// [`launch`], reporting progress as it goes.
pub async fn launch_with(
    engine: &Engine,
    id: &str,
    progress: &LaunchProgress,
) -> Result<LaunchReport, CampaignError> {
    let campaign = get(engine, id).await?;
    match campaign.state {
        CampaignState::Draft
        | CampaignState::Scheduled
        | CampaignState::Launching
        | CampaignState::Running
        | CampaignState::Paused => {}
        state @ (CampaignState::Cancelled | CampaignState::Done) => {
            return Err(CampaignError::WrongState {
                name: campaign.spec.name.clone(),
                state: state.as_str(),
                what: "it cannot be launched again; clone it to send it once more".into(),
            });
        }
    }
    let now = engine.clock().now_ms();
    let key = campaign.id.clone();
    let paused = campaign.state == CampaignState::Paused;
    if !paused {
        engine
            .ledger()
            .write(move |c| set_state(c, &key, CampaignState::Launching, now))
            .await?;
    }
    let started = std::time::Instant::now();
    let prepared = prepare(engine, campaign.clone()).await?;
    tracing::debug!(campaign = %campaign.id, recipients = prepared.ready.len(), elapsed = ?started.elapsed(), "launch: recipients checked");
    let Prepared {
        info,
        ready,
        opted_out,
        mut problems,
        ..
    } = prepared;
    progress.recipients.store(ready.len(), Ordering::Relaxed);

    let submission = |contact: &Contact, content: TemplateContent| Submission {
        to: contact.phone.clone(),
        lane: Lane::Bulk,
        content: MessageContent::Template(content),
        idempotency_key: Some(format!("{}:{}", campaign.id, contact.id)),
        batch: Some(campaign.id.clone()),
        expires_in: None,
    };
    let mut tally = Tally::default();
    let (plain, with_pdf): (Vec<_>, Vec<_>) =
        ready.into_iter().partition(|(_, _, file)| file.is_none());
    let mut submissions = Vec::with_capacity(plain.len());
    for (contact, values, _) in &plain {
        match templates::build(&info, values, None) {
            Ok(content) => submissions.push(submission(contact, content)),
            Err(value_problems) => problems.extend(problems_for(contact, value_problems)),
        }
    }
    tracing::debug!(campaign = %campaign.id, elapsed = ?started.elapsed(), "launch: messages built");
    tally
        .submit_all(engine, &campaign, submissions, progress)
        .await?;
    tracing::debug!(campaign = %campaign.id, elapsed = ?started.elapsed(), "launch: messages without a PDF queued");

    // Recipients by file, files in the order the audience first needs them.
    let mut files: Vec<InvoicePdf> = Vec::new();
    let mut by_file: HashMap<InvoicePdf, Vec<(Contact, Values)>> = HashMap::new();
    for (contact, values, file) in with_pdf {
        let Some(file) = file else { continue };
        let entry = by_file.entry(file.clone()).or_default();
        if entry.is_empty() {
            files.push(file);
        }
        entry.push((contact, values));
    }
    progress.pdfs_total.store(files.len(), Ordering::Relaxed);
    for round in files.chunks(PDF_ROUND) {
        let uploads = PdfUploads::upload_all(engine, round.to_vec()).await;
        tally.pdfs_uploaded += uploads.uploaded;
        tally.pdfs_reused += uploads.reused;
        progress.pdfs_done.fetch_add(round.len(), Ordering::Relaxed);
        let mut submissions = Vec::new();
        for file in round {
            let recipients = by_file.remove(file).unwrap_or_default();
            match uploads.media.get(file) {
                Some(Ok(media)) => {
                    for (contact, values) in recipients {
                        match templates::build(&info, &values, Some(media.clone())) {
                            Ok(content) => submissions.push(submission(&contact, content)),
                            Err(value_problems) => {
                                problems.extend(problems_for(&contact, value_problems))
                            }
                        }
                    }
                }
                failed => {
                    let why = match failed {
                        Some(Err(e)) => e.to_string(),
                        _ => "the upload did not finish".to_owned(),
                    };
                    problems.extend(recipients.into_iter().map(|(contact, _)| Problem {
                        phone: contact.phone.clone(),
                        name: contact.name.clone(),
                        what: "PDF".into(),
                        problem: why.clone(),
                    }));
                }
            }
        }
        tally
            .submit(engine, &campaign, submissions, progress)
            .await?;
    }

    let now = engine.clock().now_ms();
    let key = campaign.id.clone();
    // A pause during the launch wins over "running".
    let state = engine
        .ledger()
        .write(move |c| {
            let current: Option<String> = c
                .query_row("SELECT state FROM campaigns WHERE id = ?1", [&key], |r| {
                    r.get(0)
                })
                .optional()?;
            if current.as_deref() == Some("launching") {
                set_state(c, &key, CampaignState::Running, now)?;
            } else if current.as_deref() == Some("paused") {
                c.execute(
                    "UPDATE campaigns SET launched_at = COALESCE(launched_at, ?1) WHERE id = ?2",
                    params![now, key],
                )?;
            }
            Ok(current)
        })
        .await?;
    if state.as_deref() == Some("cancelled") {
        // Cancelled while the last round was being queued: what it queued is cancelled too.
        engine.cancel_batch(&campaign.id).await?;
    }
    let mut summary = format!("{} messages queued", thousands(tally.queued));
    if tally.already_queued > 0 {
        summary.push_str(&format!(
            ", {} already queued by an earlier launch (not sent twice)",
            thousands(tally.already_queued)
        ));
    }
    if opted_out > 0 {
        summary.push_str(&format!(
            ", {} opted out of marketing (not sent)",
            thousands(opted_out)
        ));
    }
    if !problems.is_empty() {
        summary.push_str(&format!(
            ", {} left out because of a problem (see the list)",
            thousands(problems.len())
        ));
    }
    if tally.pdfs_uploaded + tally.pdfs_reused > 0 {
        summary.push_str(&format!(
            "; {} PDFs uploaded, {} re-used from earlier uploads",
            thousands(tally.pdfs_uploaded),
            thousands(tally.pdfs_reused)
        ));
    }
    summary.push('.');
    Ok(LaunchReport {
        queued: tally.queued,
        already_queued: tally.already_queued,
        opted_out,
        problems,
        pdfs_uploaded: tally.pdfs_uploaded,
        pdfs_reused: tally.pdfs_reused,
        summary,
    })
}

#[derive(Default)]
struct Tally {
    queued: usize,
    already_queued: usize,
    pdfs_uploaded: usize,
    pdfs_reused: usize,
}

impl Tally {
    async fn submit(
        &mut self,
        engine: &Engine,
        campaign: &Campaign,
        items: Vec<Submission>,
        progress: &LaunchProgress,
    ) -> Result<(), CampaignError> {
        let (queued, already) = queue(engine, campaign, items, progress).await?;
        self.queued += queued;
        self.already_queued += already;
        Ok(())
    }

    /// Queues chunks two at a time: the next one is built while the ledger commits the last.
    async fn submit_all(
        &mut self,
        engine: &Engine,
        campaign: &Campaign,
        items: Vec<Submission>,
        progress: &LaunchProgress,
    ) -> Result<(), CampaignError> {
        let mut items = items.into_iter();
        let chunks = std::iter::from_fn(|| {
            let chunk: Vec<Submission> = items.by_ref().take(QUEUE_CHUNK).collect();
            (!chunk.is_empty()).then_some(chunk)
        });
        let results: Vec<Result<(usize, usize), CampaignError>> = futures::stream::iter(chunks)
            .map(|chunk| queue(engine, campaign, chunk, progress))
            .buffered(2)
            .collect()
            .await;
        for result in results {
            let (queued, already) = result?;
            self.queued += queued;
            self.already_queued += already;
        }
        Ok(())
    }
}

/// Queues one chunk unless the campaign was cancelled meanwhile; (new, already queued).
async fn queue(
    engine: &Engine,
    campaign: &Campaign,
    items: Vec<Submission>,
    progress: &LaunchProgress,
) -> Result<(usize, usize), CampaignError> {
    if items.is_empty() {
        return Ok((0, 0));
    }
    let key = campaign.id.clone();
    let state: Option<String> = engine
        .ledger()
        .read(move |c| {
            c.query_row("SELECT state FROM campaigns WHERE id = ?1", [&key], |r| {
                r.get(0)
            })
            .optional()
        })
        .await?;
    if state.as_deref() == Some("cancelled") {
        return Err(CampaignError::WrongState {
            name: campaign.spec.name.clone(),
            state: "cancelled",
            what: "the launch stopped; nothing more is queued".into(),
        });
    }
    let count = items.len();
    let submitted = engine.submit(items).await?;
    let already = submitted.iter().filter(|s| s.duplicate).count();
    progress.queued.fetch_add(count, Ordering::Relaxed);
    // A panic a test plants in a launch strikes here: mid-launch, after a chunk is queued.
    engine.planted_panic(Part::CampaignLaunch);
    Ok((count - already, already))
}

fn problems_for(
    contact: &Contact,
    problems: Vec<templates::ValueProblem>,
) -> impl Iterator<Item = Problem> + '_ {
    problems.into_iter().map(move |p| Problem {
        phone: contact.phone.clone(),
        name: contact.name.clone(),
        what: p.label,
        problem: p.problem,
    })
}

/// Pauses a running campaign.
pub async fn pause(engine: &Engine, id: &str) -> Result<Campaign, CampaignError> {
    let campaign = get(engine, id).await?;
    refuse_when_over(&campaign, "pause")?;
    engine
        .pause_batch(&campaign.id, "Paused by you. Press Resume to continue.")
        .await?;
    let (key, now) = (campaign.id.clone(), engine.clock().now_ms());
    engine
        .ledger()
        .write(move |c| set_state(c, &key, CampaignState::Paused, now))
        .await?;
    get(engine, id).await
}

/// Resumes a paused campaign.
pub async fn resume(engine: &Engine, id: &str) -> Result<Campaign, CampaignError> {
    let campaign = get(engine, id).await?;
    refuse_when_over(&campaign, "resume")?;
    engine.resume_batch(&campaign.id).await?;
    if campaign.state != CampaignState::Paused {
        return get(engine, id).await;
    }
    let batch = campaign.id.clone();
    let queued: i64 = engine
        .ledger()
        .read(move |c| {
            c.query_row(
                "SELECT COUNT(*) FROM messages WHERE batch = ?1",
                [&batch],
                |r| r.get(0),
            )
        })
        .await?;
    // Paused before its launch finished (even across a restart): the scheduler finishes it.
    let next = match (campaign.launched_at, queued) {
        (Some(_), _) => CampaignState::Running,
        (None, 0) if campaign.schedule_at.is_some() => CampaignState::Scheduled,
        (None, 0) => CampaignState::Draft,
        (None, _) => CampaignState::Launching,
    };
    let (key, now) = (campaign.id.clone(), engine.clock().now_ms());
    engine
        .ledger()
        .write(move |c| set_state(c, &key, next, now))
        .await?;
    get(engine, id).await
}

fn refuse_when_over(campaign: &Campaign, what: &str) -> Result<(), CampaignError> {
    match campaign.state {
        state @ (CampaignState::Cancelled | CampaignState::Done) => {
            Err(CampaignError::WrongState {
                name: campaign.spec.name.clone(),
                state: state.as_str(),
                what: format!("there is nothing left to {what}"),
            })
        }
        _ => Ok(()),
    }
}

/// Cancels a campaign: what has not been sent is cancelled; returns how many.
pub async fn cancel(engine: &Engine, id: &str) -> Result<u64, CampaignError> {
    let campaign = get(engine, id).await?;
    refuse_when_over(&campaign, "cancel")?;
    let cancelled = engine.cancel_batch(&campaign.id).await?;
    let (key, now) = (campaign.id.clone(), engine.clock().now_ms());
    engine
        .ledger()
        .write(move |c| set_state(c, &key, CampaignState::Cancelled, now))
        .await?;
    Ok(cancelled)
}

/// Deletes a campaign that never sent anything (a draft, or scheduled and not launched yet):
/// a wizard's earlier version, or one the person changed their mind about. A campaign with
/// messages is kept for its report; cancel it instead.
pub async fn discard(engine: &Engine, id: &str) -> Result<(), CampaignError> {
    let campaign = get(engine, id).await?;
    if !matches!(
        campaign.state,
        CampaignState::Draft | CampaignState::Scheduled
    ) {
        return Err(CampaignError::WrongState {
            name: campaign.spec.name.clone(),
            state: campaign.state.as_str(),
            what: "only a campaign that never sent anything can be deleted; cancel it instead, and its report stays".into(),
        });
    }
    let key = campaign.id.clone();
    let deleted = engine
        .ledger()
        .write(move |c| {
            // Checked again inside the write: a scheduled campaign may have launched since.
            c.execute(
                "DELETE FROM campaigns WHERE id = ?1 AND state IN ('draft', 'scheduled')
                   AND NOT EXISTS (SELECT 1 FROM messages WHERE batch = ?1)",
                params![key],
            )
        })
        .await?;
    if deleted == 0 {
        let now = get(engine, id).await?;
        return Err(CampaignError::WrongState {
            name: now.spec.name,
            state: now.state.as_str(),
            what: "it started sending, so it is kept for its report; cancel it instead".into(),
        });
    }
    Ok(())
}

/// What "retry failed" did.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RetryReport {
    /// Messages sent again.
    pub retried: usize,
    /// Failed messages left as they are, by reason (retrying cannot change them).
    pub not_retried: BTreeMap<String, u64>,
    /// One line for a person.
    pub summary: String,
}

/// Sends the campaign's failed messages again, only those whose reason can change.
pub async fn retry_failed(engine: &Engine, id: &str) -> Result<RetryReport, CampaignError> {
    let campaign = get(engine, id).await?;
    let batch = campaign.id.clone();
    let failed: Vec<(i64, Option<FailureCause>, Option<String>)> = engine
        .ledger()
        .read(move |c| {
            c.prepare("SELECT id, failure_kind, error_code, error_text FROM messages WHERE batch = ?1 AND state = 'failed'")?
                .query_map([&batch], |r| {
                    let cause = FailureCause::from_stored(r.get::<_, Option<String>>(1)?.as_deref(), r.get(2)?);
                    Ok((r.get(0)?, cause, r.get(3)?))
                })?
                .collect()
        })
        .await?;
    let mut ids = Vec::new();
    let mut not_retried: BTreeMap<String, u64> = BTreeMap::new();
    for (id, cause, text) in failed {
        if retry::worth_retrying(cause) {
            ids.push(id);
        } else {
            let reason = text.unwrap_or_else(|| "No reason was recorded.".to_owned());
            *not_retried.entry(reason).or_default() += 1;
        }
    }
    let retried = engine.retry_failed(ids).await?;
    let left: u64 = not_retried.values().sum();
    let summary = format!(
        "{} failed messages sent again; {} left as they are because trying again cannot change their reason.",
        thousands(retried),
        thousands(left as usize)
    );
    Ok(RetryReport {
        retried,
        not_retried,
        summary,
    })
}

/// Where a campaign stands, with counts. A running campaign whose every message has its final
/// status becomes done.
pub async fn progress(engine: &Engine, id: &str) -> Result<Progress, CampaignError> {
    let campaign = get(engine, id).await?;
    let batch = campaign.id.clone();
    let counts: Vec<(String, u64)> = engine
        .ledger()
        .read(move |c| {
            c.prepare("SELECT state, COUNT(*) FROM messages WHERE batch = ?1 GROUP BY state")?
                .query_map([&batch], |r| Ok((r.get(0)?, r.get::<_, i64>(1)? as u64)))?
                .collect()
        })
        .await?;
    let by_state: BTreeMap<String, u64> = counts.into_iter().collect();
    let count = |states: &[State]| {
        states
            .iter()
            .map(|s| by_state.get(s.as_str()).copied().unwrap_or(0))
            .sum::<u64>()
    };
    let total: u64 = by_state.values().sum();
    let finished = count(&[
        State::Delivered,
        State::Read,
        State::Failed,
        State::Skipped,
        State::Cancelled,
        State::Expired,
    ]);
    let sent = count(&[State::Sent, State::Delivered, State::Read]);
    let waiting = count(&[State::Deferred]);
    let mut state = campaign.state;
    if state == CampaignState::Running
        && total > 0
        && count(&[
            State::Queued,
            State::Sending,
            State::Deferred,
            State::InDoubt,
        ]) == 0
    {
        // Sent messages may still get delivered or read; the campaign is done sending.
        state = CampaignState::Done;
        let (key, now) = (campaign.id.clone(), engine.clock().now_ms());
        engine
            .ledger()
            .write(move |c| set_state(c, &key, CampaignState::Done, now))
            .await?;
    }
    let paused_reason = engine
        .stats()
        .paused_batches
        .into_iter()
        .find(|p| p.batch == campaign.id)
        .map(|p| p.reason);
    if paused_reason.is_some() && state == CampaignState::Running {
        // Meta paused its template (or the person paused it before a restart): it is paused.
        state = CampaignState::Paused;
    }
    let delivered = count(&[State::Delivered, State::Read]);
    let read = count(&[State::Read]);
    let failed = count(&[State::Failed]);
    let expired = count(&[State::Expired]);
    let summary = format!(
        "{} of {} delivered, {} read so far, {} failed{}{}.",
        thousands(delivered as usize),
        thousands(total as usize),
        thousands(read as usize),
        thousands(failed as usize),
        if expired > 0 {
            format!(
                ", {} expired (not sent in time)",
                thousands(expired as usize)
            )
        } else {
            String::new()
        },
        if waiting > 0 {
            format!(", {} waiting for their time", thousands(waiting as usize))
        } else {
            String::new()
        }
    );
    Ok(Progress {
        id: campaign.id,
        name: campaign.spec.name,
        state,
        total,
        by_state,
        finished,
        sent,
        waiting,
        paused_reason,
        launch: None,
        summary,
    })
}

/// Runs launches in the background — one at a time per campaign, watched while they run — and
/// the scheduler that launches scheduled campaigns at their time and finishes launches a crash
/// interrupted.
///
/// A launch that panics (a bug) is recorded as failed and shown (`crate::supervision`); the
/// scheduler leaves it alone for the rest of this run — a bug that panics once would panic
/// every second — until the person launches it again, which is safe: a launch never queues
/// anyone twice. The next start of Pacer finishes it as after a crash.
#[derive(Debug, Clone)]
pub struct Launcher {
    engine: Arc<Engine>,
    running: Arc<Mutex<HashMap<String, Arc<LaunchProgress>>>>,
    finished: Arc<Mutex<HashMap<String, Result<LaunchReport, String>>>>,
    /// Campaigns whose launch panicked in this run: launched again only by the person.
    panicked: Arc<Mutex<std::collections::HashSet<String>>>,
}

impl Launcher {
    /// A launcher for the engine's campaigns.
    pub fn new(engine: Arc<Engine>) -> Launcher {
        Launcher {
            engine,
            running: Arc::default(),
            finished: Arc::default(),
            panicked: Arc::default(),
        }
    }

    /// The engine.
    pub fn engine(&self) -> &Arc<Engine> {
        &self.engine
    }

    /// Starts launching (unless it is already launching) and returns at once. Refuses a campaign
    /// with problems unless `skip_problems`: a person decides to leave recipients out.
    pub async fn start(&self, id: &str, skip_problems: bool) -> Result<Check, CampaignError> {
        let checked = check(&self.engine, id).await?;
        let campaign = get(&self.engine, id).await?;
        if matches!(
            campaign.state,
            CampaignState::Cancelled | CampaignState::Done
        ) {
            return Err(CampaignError::WrongState {
                name: campaign.spec.name,
                state: campaign.state.as_str(),
                what: "it cannot be launched again; clone it to send it once more".into(),
            });
        }
        if checked.problem_count > 0 && !skip_problems {
            return Err(CampaignError::HasProblems(Box::new(checked)));
        }
        if checked.ready == 0 {
            return Err(CampaignError::NobodyReady(checked.summary.clone()));
        }
        let (key, now) = (campaign.id.clone(), self.engine.clock().now_ms());
        if campaign.state != CampaignState::Paused {
            self.engine
                .ledger()
                .write(move |c| set_state(c, &key, CampaignState::Launching, now))
                .await?;
        }
        // The person launches it: a launch that panicked earlier may go again.
        self.panicked
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&campaign.id);
        self.spawn(&campaign.id);
        Ok(checked)
    }

    fn spawn(&self, id: &str) {
        let progress = {
            let mut running = self
                .running
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner);
            if running.contains_key(id) {
                return;
            }
            let progress = Arc::new(LaunchProgress::default());
            running.insert(id.to_owned(), Arc::clone(&progress));
            progress
        };
        let launcher = self.clone();
        let id = id.to_owned();
        tokio::spawn(async move {
            let launch = {
                let (engine, id) = (Arc::clone(&launcher.engine), id.clone());
                async move { launch_with(&engine, &id, &progress).await }
            };
            let result = match supervision::caught(launch).await {
                Ok(Ok(report)) => {
                    tracing::info!(campaign = %id, "{}", report.summary);
                    Ok(report)
                }
                Ok(Err(e)) => {
                    tracing::error!(campaign = %id, "the campaign could not be launched: {e}");
                    Err(e.to_string())
                }
                Err(panic) => Err(launcher.launch_panicked(&id, panic).await),
            };
            launcher
                .finished
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .insert(id.clone(), result);
            launcher
                .running
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .remove(&id);
        });
    }

    /// Records a launch that panicked; returns what the person reads.
    async fn launch_panicked(&self, id: &str, message: String) -> String {
        let name = match get(&self.engine, id).await {
            Ok(campaign) => campaign.spec.name,
            Err(_) => id.to_owned(),
        };
        self.panicked
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(id.to_owned());
        self.engine
            .supervisor()
            .record(Part::CampaignLaunch, Some(name), message)
            .text
    }

    /// How far a running launch has got.
    pub fn launching(&self, id: &str) -> Option<LaunchView> {
        self.running
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(id)
            .map(|p| p.view())
    }

    /// What the last launch of this campaign (in this run of Pacer) did.
    pub fn last_launch(&self, id: &str) -> Option<Result<LaunchReport, String>> {
        self.finished
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .get(id)
            .cloned()
    }

    /// The campaign's progress, with the launch's while it runs.
    pub async fn progress(&self, id: &str) -> Result<Progress, CampaignError> {
        let mut progress = progress(&self.engine, id).await?;
        progress.launch = self.launching(&progress.id);
        if let Some(launch) = progress.launch
            && launch.pdfs_total > 0
        {
            progress.summary = format!(
                "Uploading invoices: {} of {} PDFs, {} of {} messages queued. {}",
                thousands(launch.pdfs_done),
                thousands(launch.pdfs_total),
                thousands(launch.queued),
                thousands(launch.recipients),
                progress.summary
            );
        }
        Ok(progress)
    }

    /// Launches scheduled campaigns when their time comes and finishes launches a crash
    /// interrupted, every second until `shutdown`. Supervised: started again after a panic
    /// ([`Launcher::keep_scheduling`]).
    pub async fn run_scheduler(self, shutdown: CancellationToken) {
        loop {
            self.engine.planted_panic(Part::CampaignScheduler);
            let now = self.engine.clock().now_ms();
            let due: Result<Vec<(String, String)>, LedgerError> = self
                .engine
                .ledger()
                .read(move |c| {
                    c.prepare("SELECT id, state FROM campaigns WHERE (state = 'scheduled' AND schedule_at <= ?1) OR state = 'launching'")?
                        .query_map([now], |r| Ok((r.get(0)?, r.get(1)?)))?
                        .collect()
                })
                .await;
            match due {
                Ok(due) => {
                    for (id, state) in due {
                        if state == "scheduled" {
                            let (key, now) = (id.clone(), now);
                            if let Err(e) = self
                                .engine
                                .ledger()
                                .write(move |c| set_state(c, &key, CampaignState::Launching, now))
                                .await
                            {
                                tracing::error!(campaign = %id, "cannot start the scheduled campaign: {e}");
                                continue;
                            }
                            tracing::info!(campaign = %id, "the scheduled campaign's time has come: launching");
                        }
                        let panicked = self
                            .panicked
                            .lock()
                            .unwrap_or_else(std::sync::PoisonError::into_inner)
                            .contains(&id);
                        if !panicked {
                            self.spawn(&id);
                        }
                    }
                }
                Err(e) => tracing::error!("cannot read scheduled campaigns: {e}"),
            }
            tokio::select! {
                () = shutdown.cancelled() => return,
                () = tokio::time::sleep(self.engine.clock().real(Duration::from_secs(1))) => {}
            }
        }
    }

    /// The scheduler until `shutdown`, started again after a pause whenever it panics.
    pub async fn keep_scheduling(self, shutdown: CancellationToken) {
        let supervisor = self.engine.supervisor().clone();
        supervisor
            .keep_running(Part::CampaignScheduler, shutdown.clone(), move || {
                self.clone().run_scheduler(shutdown.clone())
            })
            .await;
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn a_stored_campaign_state_reads_back_and_an_unknown_one_is_an_error() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let read = |stored: &str| -> rusqlite::Result<CampaignState> {
            conn.query_row("SELECT ?1", [stored], |r| r.get(0))
        };
        for state in [
            CampaignState::Draft,
            CampaignState::Scheduled,
            CampaignState::Launching,
            CampaignState::Running,
            CampaignState::Paused,
            CampaignState::Cancelled,
            CampaignState::Done,
        ] {
            assert_eq!(read(state.as_str()).ok(), Some(state));
        }
        let error = read("sending").expect_err("not a campaign state");
        assert!(
            error.to_string().contains("unknown campaign state"),
            "{error}"
        );
    }

    fn at(at: &str, zone: &str) -> Result<Millis, CampaignError> {
        schedule_millis(&Schedule {
            at: at.into(),
            time_zone: zone.into(),
        })
    }

    #[test]
    fn a_schedule_is_a_local_time_in_its_time_zone() {
        // 09:00 in Karachi is 04:00 UTC.
        assert_eq!(
            at("2026-12-01 09:00", "Asia/Karachi").unwrap(),
            1_796_097_600_000
        );
        assert_eq!(
            at("2026-12-01T09:00:00", "Asia/Karachi").unwrap(),
            1_796_097_600_000
        );
        assert_eq!(at("2026-12-01 04:00", "UTC").unwrap(), 1_796_097_600_000);
        for (text, zone) in [
            ("tomorrow 9am", "Asia/Karachi"),
            ("2026-12-01 09:00", "Karachi"),
            ("2026-13-01 09:00", "UTC"),
        ] {
            let error = at(text, zone).unwrap_err();
            assert!(
                matches!(error, CampaignError::BadSchedule(_)),
                "{text} {zone}"
            );
            assert!(
                error.to_string().contains("2026-12-01 09:00"),
                "the error shows the form: {error}"
            );
        }
    }
}
