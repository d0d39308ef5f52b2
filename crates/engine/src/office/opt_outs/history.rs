//! A customer's marketing status and the history behind it, read from the ledger
//! (`marketing_opt_outs`, `marketing_preferences`, `marketing_choices`), and where they agreed
//! to hear from the business (`contacts.opt_in_*`, or their own first message).

use pacer_words::{Said, ids};
use rusqlite::{Connection, OptionalExtension};
use serde::{Deserialize, Serialize};

use super::{Marketing, SOURCE_LOCAL_API, SOURCE_STAFF, is_customers_own};
use crate::clock::Millis;
use crate::phone::E164;

/// The newest choices a status carries: a contact's dialog, not an audit dump.
const HISTORY_SHOWN: usize = 100;

/// The source a customer who wrote to the business first is recorded as opted in by.
pub const OPT_IN_BY_REPLY: &str = "reply";

/// One marketing choice that took effect.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ChoiceEntry {
    /// Stopped or allowed again.
    pub choice: Marketing,
    /// When (Unix milliseconds).
    pub at: Millis,
    /// Where it came from, as stored (`reply`, `user_preferences stop`, `meta 131050`,
    /// `staff`, `local_api`).
    pub source: String,
    /// `source` in plain words.
    pub source_said: Said,
    /// The person who made it, when a person did.
    pub by: Option<String>,
    /// Why, when a person said.
    pub reason: Option<String>,
    /// `reason` as a catalogue message when Pacer wrote it (a do-not-contact list), else
    /// `None` and `reason` is shown as the person wrote it.
    pub reason_said: Option<Said>,
}

/// Where and when a customer agreed to hear from the business.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct OptIn {
    /// What the import said (`website form`), or `reply`: they wrote to the business first.
    pub source: String,
    /// When, if known (Unix milliseconds).
    pub at: Option<Millis>,
    /// True when nothing was imported and the customer's first message is the record.
    pub by_reply: bool,
}

/// A customer's marketing status.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MarketingStatus {
    /// The customer (E.164).
    pub phone: String,
    /// Their name, when a contact list has them.
    pub name: Option<String>,
    /// No marketing messages go to them.
    pub opted_out: bool,
    /// Since when they are opted out.
    pub since: Option<Millis>,
    /// Where the latest choice came from, as stored.
    pub source: Option<String>,
    /// `source` in plain words.
    pub source_said: Option<Said>,
    /// Who made the latest choice, when a person did.
    pub by: Option<String>,
    /// Why, when a person said.
    pub reason: Option<String>,
    /// `reason` as a catalogue message when Pacer wrote it.
    pub reason_said: Option<Said>,
    /// The latest stop was the customer's own (a reply, WhatsApp's setting, Meta's 131050):
    /// allowing them again needs their request, and a reason.
    pub customers_own: bool,
    /// "Marketing messages: allowed / stopped".
    pub status_said: Said,
    /// Where and when they agreed to hear from the business, when known.
    pub opt_in: Option<OptIn>,
    /// Every choice that took effect, newest first (at most 100).
    pub history: Vec<ChoiceEntry>,
}

/// A stored source in plain words.
pub fn source_said(source: &str) -> Said {
    match source {
        "reply" => Said::new(ids::OPT_OUTS_SOURCE_REPLY),
        "user_preferences stop" => Said::new(ids::OPT_OUTS_SOURCE_WHATSAPP_STOP),
        "user_preferences resume" => Said::new(ids::OPT_OUTS_SOURCE_WHATSAPP_RESUME),
        "meta 131050" => Said::new(ids::OPT_OUTS_SOURCE_META),
        SOURCE_STAFF => Said::new(ids::OPT_OUTS_SOURCE_STAFF),
        SOURCE_LOCAL_API => Said::new(ids::OPT_OUTS_SOURCE_LOCAL_API),
        other => Said::new(ids::OPT_OUTS_SOURCE_OTHER).with("source", other),
    }
}

/// The reason Pacer gives every number of a do-not-contact list, as stored (English).
pub(super) fn list_reason(file: &str) -> Said {
    Said::new(ids::OPT_OUTS_REASON_LIST).with("file", file)
}

/// The reason Pacer gives a customer allowed again because they agreed somewhere, as stored
/// (English).
pub(super) fn consent_reason(source: &str) -> Said {
    Said::new(ids::OPT_OUTS_REASON_CONSENT).with("source", source)
}

/// A stored reason said again when Pacer wrote it.
pub(super) fn reason_said(reason: Option<&str>) -> Option<Said> {
    let reason = reason?;
    let said = if let Some(file) = reason.strip_prefix("do-not-contact list ") {
        list_reason(file)
    } else {
        consent_reason(reason.strip_prefix("agreed again through ")?)
    };
    (said.to_string() == reason).then_some(said)
}

fn choice_of(value: &str) -> Marketing {
    if value == "resume" {
        Marketing::Resume
    } else {
        Marketing::Stop
    }
}

/// The customer's marketing status, with their history.
pub fn marketing_status(conn: &Connection, phone: &E164) -> rusqlite::Result<MarketingStatus> {
    let phone = phone.as_str();
    let name: Option<String> = conn
        .prepare_cached("SELECT name FROM contacts WHERE phone = ?1")?
        .query_row([phone], |r| r.get(0))
        .optional()?
        .flatten();
    let opted_out_since: Option<(Millis, String)> = conn
        .prepare_cached("SELECT at, source FROM marketing_opt_outs WHERE recipient = ?1")?
        .query_row([phone], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    type Latest = (String, String, Option<String>, Option<String>);
    let latest: Option<Latest> = conn
        .prepare_cached(
            "SELECT value, source, by_person, reason FROM marketing_preferences WHERE recipient = ?1",
        )?
        .query_row([phone], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .optional()?;
    let opted_out = opted_out_since.is_some();
    // The latest choice explains the status when it agrees with it; an opt-out recorded
    // before choices were kept has only its own source.
    let (source, by, reason) = match (&latest, &opted_out_since) {
        (Some((value, source, by, reason)), _) if (value == "stop") == opted_out => {
            (Some(source.clone()), by.clone(), reason.clone())
        }
        (_, Some((_, source))) => (Some(source.clone()), None, None),
        _ => (None, None, None),
    };
    let mut history = Vec::new();
    let mut statement = conn.prepare_cached(
        "SELECT value, at, source, by_person, reason FROM marketing_choices
         WHERE recipient = ?1 ORDER BY at DESC, id DESC LIMIT ?2",
    )?;
    let mut rows = statement.query(rusqlite::params![phone, HISTORY_SHOWN as i64])?;
    while let Some(r) = rows.next()? {
        let source: String = r.get(2)?;
        let reason: Option<String> = r.get(4)?;
        history.push(ChoiceEntry {
            choice: choice_of(&r.get::<_, String>(0)?),
            at: r.get(1)?,
            source_said: source_said(&source),
            source,
            by: r.get(3)?,
            reason_said: reason_said(reason.as_deref()),
            reason,
        });
    }
    Ok(MarketingStatus {
        phone: phone.to_owned(),
        name,
        opted_out,
        since: opted_out_since.map(|(at, _)| at),
        customers_own: opted_out && source.as_deref().is_some_and(is_customers_own),
        source_said: source.as_deref().map(source_said),
        source,
        by,
        reason_said: reason_said(reason.as_deref()),
        reason,
        status_said: Said::new(if opted_out {
            ids::OPT_OUTS_STATUS_STOPPED
        } else {
            ids::OPT_OUTS_STATUS_ALLOWED
        }),
        opt_in: opt_in(conn, phone)?,
        history,
    })
}

/// Where the customer agreed to hear from the business: what an import said, or else — when
/// they wrote to the business before it ever wrote to them — their first message, as `reply`.
/// Read, not stored: the contact keeps only what an import said (`import/store.rs` owns it),
/// and a customer's first message is already in the ledger.
fn opt_in(conn: &Connection, phone: &str) -> rusqlite::Result<Option<OptIn>> {
    let imported: Option<(Option<String>, Option<Millis>)> = conn
        .prepare_cached("SELECT opt_in_source, opt_in_at FROM contacts WHERE phone = ?1")?
        .query_row([phone], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()?;
    if let Some((source, at)) = imported
        && (source.is_some() || at.is_some())
    {
        return Ok(Some(OptIn {
            source: source.unwrap_or_default(),
            at,
            by_reply: false,
        }));
    }
    let first_written: Option<Millis> = conn
        .prepare_cached("SELECT MIN(received_at) FROM inbound_messages WHERE from_number = ?1")?
        .query_row([phone], |r| r.get(0))?;
    let Some(first_written) = first_written else {
        return Ok(None);
    };
    let first_sent: Option<Millis> = conn
        .prepare_cached("SELECT MIN(created_at) FROM messages WHERE recipient = ?1")?
        .query_row([phone], |r| r.get(0))?;
    Ok(first_sent
        .is_none_or(|sent| first_written < sent)
        .then(|| OptIn {
            source: OPT_IN_BY_REPLY.to_owned(),
            at: Some(first_written),
            by_reply: true,
        }))
}
