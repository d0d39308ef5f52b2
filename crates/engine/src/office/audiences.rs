//! Audiences (`docs/campaigns.md#audiences`): who a campaign is sent to, and how many that is
//! before it is launched.
//!
//! An audience brings people in by lists, tags (any or all of them) and an earlier campaign's
//! report (who did not read, whose message failed for a reason that can change, who replied,
//! who tapped a button), keeps those who pass every filter on the imported columns, and takes
//! out excluded lists and tags: `(lists ∪ tags ∪ report) ∩ filters − exclusions`.
//!
//! This module is the one place that turns an audience into contacts: [`Selection`] compiles
//! it to one SQL condition that the campaign check, preview and launch
//! (`contacts::audience_pages`), the count ([`count`]) and a report's opt-out line all use.
//! The parts: `model` (the types, as stored and sent), `read` (how text reads as a number or a
//! date), `select` (the SQL).

mod model;
mod read;
mod select;

use pacer_words::{Said, ids};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};

pub use model::{Audience, ColumnFilter, FilterOp, FromReport, TagMatch, Who};
pub use read::{read_date, read_number};
pub use select::Selection;

use crate::campaigns::CampaignError;
use crate::engine::Engine;

/// Why an audience cannot be used, in words a person can act on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AudienceProblem {
    /// A filter names no column.
    EmptyColumn,
    /// A filter's test is not one Pacer knows.
    UnknownOp {
        /// The filter's column.
        column: String,
    },
    /// A filter's test needs a value and has none.
    NoValue {
        /// The filter's column.
        column: String,
    },
    /// A number test's value is not a number.
    NotANumber {
        /// The filter's column.
        column: String,
        /// The value given.
        value: String,
    },
    /// A date test's value is not a date.
    NotADate {
        /// The filter's column.
        column: String,
        /// The value given.
        value: String,
    },
    /// The report's campaign is not there.
    UnknownCampaign(String),
    /// "Who tapped" names no button.
    NoButton,
}

impl AudienceProblem {
    /// The problem as a catalogue message.
    pub fn said(&self) -> Said {
        match self {
            Self::EmptyColumn => Said::new(ids::ENGINE_AUDIENCE_EMPTY_COLUMN),
            Self::UnknownOp { column } => {
                Said::new(ids::ENGINE_AUDIENCE_UNKNOWN_OP).with("column", column.as_str())
            }
            Self::NoValue { column } => {
                Said::new(ids::ENGINE_AUDIENCE_NO_VALUE).with("column", column.as_str())
            }
            Self::NotANumber { column, value } => Said::new(ids::ENGINE_AUDIENCE_NOT_A_NUMBER)
                .with("column", column.as_str())
                .with("value", value.as_str()),
            Self::NotADate { column, value } => Said::new(ids::ENGINE_AUDIENCE_NOT_A_DATE)
                .with("column", column.as_str())
                .with("value", value.as_str()),
            Self::UnknownCampaign(campaign) => {
                Said::new(ids::ENGINE_AUDIENCE_UNKNOWN_CAMPAIGN).with("campaign", campaign.as_str())
            }
            Self::NoButton => Said::new(ids::ENGINE_AUDIENCE_NO_BUTTON),
        }
    }
}

/// Refuses an audience whose parts cannot be read: a filter without a column, with a test
/// Pacer does not know, without a value it needs, or whose value is not the number or date its
/// test compares with; a list or a report's campaign that is not there; "who tapped" without
/// a button. An audience that brings nobody in is not refused here (the count is 0; a
/// campaign refuses it as [`CampaignError::NoAudience`]).
pub fn refuse(conn: &Connection, audience: &Audience) -> Result<(), CampaignError> {
    for filter in &audience.filters {
        let column = filter.column.trim().to_owned();
        let problem = if column.is_empty() {
            Some(AudienceProblem::EmptyColumn)
        } else if filter.op == FilterOp::Unknown {
            Some(AudienceProblem::UnknownOp { column })
        } else if filter.op.needs_value() && filter.value.trim().is_empty() {
            Some(AudienceProblem::NoValue { column })
        } else if filter.op.is_number() && read_number(&filter.value).is_none() {
            Some(AudienceProblem::NotANumber {
                column,
                value: filter.value.clone(),
            })
        } else if filter.op.is_date() && read_date(&filter.value).is_none() {
            Some(AudienceProblem::NotADate {
                column,
                value: filter.value.clone(),
            })
        } else {
            None
        };
        if let Some(problem) = problem {
            return Err(CampaignError::BadAudience(problem));
        }
    }
    let lists = audience.lists.iter().chain(&audience.except_lists);
    let known: Vec<String> = crate::contacts::lists(conn)?
        .into_iter()
        .map(|l| l.name)
        .collect();
    if let Some(missing) = lists.into_iter().find(|l| !known.contains(l)) {
        return Err(CampaignError::UnknownList(missing.clone()));
    }
    if let Some(from) = &audience.from_report {
        if crate::campaigns::name_of(conn, &from.campaign)?.is_none() {
            return Err(CampaignError::BadAudience(
                AudienceProblem::UnknownCampaign(from.campaign.clone()),
            ));
        }
        if matches!(&from.who, Who::Tapped { button } if button.trim().is_empty()) {
            return Err(CampaignError::BadAudience(AudienceProblem::NoButton));
        }
    }
    Ok(())
}

/// How many contacts an audience selects, before a campaign is launched.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct AudienceCount {
    /// Contacts in the audience.
    pub total: u64,
    /// Of those, how many turned off marketing (a marketing template is not sent to them).
    pub opted_out: u64,
}

/// Counts `selection`'s contacts and those of them who opted out of marketing, in one query.
pub fn count_now(conn: &Connection, selection: &Selection) -> rusqlite::Result<AudienceCount> {
    let sql = format!(
        "SELECT COUNT(*),
                COALESCE(SUM(EXISTS (SELECT 1 FROM marketing_opt_outs o WHERE o.recipient = c.phone)), 0)
         FROM contacts c WHERE {}",
        selection.sql()
    );
    conn.query_row(&sql, rusqlite::params_from_iter(selection.values()), |r| {
        Ok(AudienceCount {
            total: u64::try_from(r.get::<_, i64>(0)?).unwrap_or(0),
            opted_out: u64::try_from(r.get::<_, i64>(1)?).unwrap_or(0),
        })
    })
}

/// Counts an audience without launching anything (the window's count as a filter changes,
/// `POST /v1/audiences/count`), or says why it cannot be used ([`refuse`]).
pub async fn count(engine: &Engine, audience: Audience) -> Result<AudienceCount, CampaignError> {
    engine
        .ledger()
        .read_long(move |c| {
            Ok(match refuse(c, &audience) {
                Ok(()) => Ok(count_now(c, &Selection::of(c, &audience)?)?),
                Err(problem) => Err(problem),
            })
        })
        .await?
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_problem_says_what_to_fix_in_english_with_its_values() {
        let column = || "Balance".to_owned();
        let cases = [
            (AudienceProblem::EmptyColumn, "Choose the column to test"),
            (
                AudienceProblem::UnknownOp { column: column() },
                "\"Balance\" uses a test Pacer does not know",
            ),
            (
                AudienceProblem::NoValue { column: column() },
                "has nothing to compare with",
            ),
            (
                AudienceProblem::NotANumber {
                    column: column(),
                    value: "lots".into(),
                },
                "\"lots\" is not a number. Write it in digits",
            ),
            (
                AudienceProblem::NotADate {
                    column: column(),
                    value: "May".into(),
                },
                "\"May\" is not a date. Write it like 2026-12-01",
            ),
            (
                AudienceProblem::UnknownCampaign("cmp_x".into()),
                "There is no campaign \"cmp_x\"",
            ),
            (AudienceProblem::NoButton, "Say which button"),
        ];
        for (problem, words) in cases {
            let said = CampaignError::BadAudience(problem).to_string();
            assert!(said.contains(words), "{said}");
            assert!(!said.contains('{'), "every value is filled in: {said}");
        }
    }
}
