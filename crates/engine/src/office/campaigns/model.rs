//! What a campaign is made of (template, audience, mapping, header files, schedule), where it is in its
//! life, and how a schedule reads into Pacer time.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::CampaignError;
use crate::audiences::Audience;
use crate::clock::Millis;

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

/// A header file per recipient — an invoice PDF, a picture, a video — found in a folder by a
/// column's value (the spec's `pdf`, the name it had when it held only invoices).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct HeaderFolder {
    /// The folder holding the files.
    pub folder: PathBuf,
    /// The column whose value names each recipient's file (`INV-0042` or `INV-0042.pdf`;
    /// `poster` or `poster.jpg` for a picture).
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
    /// A column naming each customer's language (`ur`, `en_US`, `Urdu`, `اردو` …): they get
    /// the template in that language where Meta approved it, everyone else `template_language`.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub language_column: Option<String>,
    /// A file per recipient for the template's media header (a document, image or video
    /// header), from a folder by a column.
    #[serde(default)]
    pub pdf: Option<HeaderFolder>,
    /// One file for everyone in the template's media header: a poster, a video, a price list.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub header_file: Option<PathBuf>,
    /// Launch later.
    #[serde(default)]
    pub schedule: Option<Schedule>,
    /// Send only between these times of day; outside them its messages wait for the next
    /// opening (`None`: any time).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub send_hours: Option<Hours>,
}

/// Times of day a campaign may send in, in a time zone (`09:00`–`20:00` in `Asia/Karachi`;
/// `22:00`–`06:00` spans midnight).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Hours {
    /// When sending may start, `HH:MM`.
    pub from: String,
    /// When it stops, `HH:MM`.
    pub until: String,
    /// IANA time zone, e.g. `Asia/Karachi`.
    pub time_zone: String,
    /// Read each customer's hours in their own time where their country keeps one time
    /// (`time_zone` for the others).
    #[serde(default)]
    pub customer_zone: bool,
}

impl Hours {
    /// The hours as the engine keeps them, or why they cannot be read.
    pub fn read(&self) -> Result<crate::send_hours::SendHours, CampaignError> {
        crate::send_hours::SendHours::parse(&self.from, &self.until, &self.time_zone)
            .map(|hours| hours.in_customer_zone(self.customer_zone))
            .map_err(|_| {
                CampaignError::BadHours(format!("{}–{} {}", self.from, self.until, self.time_zone))
            })
    }
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
    /// The state as the API writes it: `draft`, `running` …
    pub fn as_str(self) -> &'static str {
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
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
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
    /// Goes up by one at every change (its state, its launch): a desk that says which version
    /// it saw is refused when someone changed the campaign since (`If-Match`).
    pub version: i64,
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
