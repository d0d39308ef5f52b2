//! What an audience is made of, as a campaign stores it (JSON in `campaigns.audience`) and the
//! local API, the command line and the window send it.
//!
//! An audience written before filters existed (`{"lists": [...], "tags": [...]}`) reads as it
//! always did: every new part defaults to "nothing".

use serde::{Deserialize, Serialize};

/// Who receives a campaign: `(lists ∪ tags ∪ from_report) ∩ every filter − exclusions`
/// (`docs/campaigns.md#audiences`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Audience {
    /// Members of these lists…
    #[serde(default)]
    pub lists: Vec<String>,
    /// …and contacts with these tags (any of them, or all of them: `tags_match`).
    #[serde(default)]
    pub tags: Vec<String>,
    /// Whether a contact needs any of `tags` (the default) or all of them.
    #[serde(default, skip_serializing_if = "TagMatch::is_any")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub tags_match: Option<TagMatch>,
    /// Only those whose columns pass every one of these filters.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<ColumnFilter>>", optional))]
    pub filters: Vec<ColumnFilter>,
    /// Never members of these lists…
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<String>>", optional))]
    pub except_lists: Vec<String>,
    /// …nor contacts with any of these tags.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(feature = "ts", ts(as = "Option<Vec<String>>", optional))]
    pub except_tags: Vec<String>,
    /// Also the customers of an earlier campaign chosen from its report.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub from_report: Option<FromReport>,
}

impl Audience {
    /// Members of `lists` or contacts with any of `tags`: an audience as it was before filters.
    pub fn of(lists: &[&str], tags: &[&str]) -> Audience {
        Audience {
            lists: lists.iter().map(|l| (*l).to_owned()).collect(),
            tags: tags.iter().map(|t| (*t).to_owned()).collect(),
            ..Audience::default()
        }
    }

    /// Whether a contact must have every one of `tags`.
    pub fn all_tags(&self) -> bool {
        self.tags_match == Some(TagMatch::All)
    }

    /// Whether anything brings people in (lists, tags or a report): filters and exclusions
    /// only take people out.
    pub fn brings_anyone(&self) -> bool {
        !self.lists.is_empty() || !self.tags.is_empty() || self.from_report.is_some()
    }
}

/// How a contact matches the audience's tags.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum TagMatch {
    /// Any one of the tags is enough.
    #[default]
    Any,
    /// Every tag is needed.
    All,
}

impl TagMatch {
    // `Option<TagMatch>` is skipped when it says nothing new, so an old audience writes back
    // as it was read.
    fn is_any(value: &Option<TagMatch>) -> bool {
        matches!(value, None | Some(TagMatch::Any))
    }
}

/// A test on one column of the imported list: `city equals Lahore`, `balance greater_than 1000`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ColumnFilter {
    /// The column: `name`, `phone`, or any column an import kept (any case).
    pub column: String,
    /// The test.
    pub op: FilterOp,
    /// What the column is compared with (unused by `is_empty` and `is_not_empty`).
    #[serde(default)]
    pub value: String,
}

/// The test a [`ColumnFilter`] makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum FilterOp {
    /// The same text, ignoring surrounding spaces and the case of A–Z.
    Equals,
    /// Not the same text (a contact without the column passes).
    NotEquals,
    /// The text appears in the column, ignoring the case of A–Z.
    Contains,
    /// No value, or only spaces.
    IsEmpty,
    /// Some value.
    IsNotEmpty,
    /// A number greater than the value (`1,250.50` reads as 1250.5).
    GreaterThan,
    /// A number less than the value.
    LessThan,
    /// A date before the value's day (`2026-12-01` or `01/12/2026`).
    Before,
    /// A date after the value's day.
    After,
    /// A test this Pacer does not know (an audience written by something else): refused.
    #[serde(other)]
    #[cfg_attr(feature = "ts", ts(skip))]
    Unknown,
}

impl FilterOp {
    /// Whether the test reads the column as a number.
    pub fn is_number(self) -> bool {
        matches!(self, FilterOp::GreaterThan | FilterOp::LessThan)
    }

    /// Whether the test reads the column as a date.
    pub fn is_date(self) -> bool {
        matches!(self, FilterOp::Before | FilterOp::After)
    }

    /// Whether the test needs a value.
    pub fn needs_value(self) -> bool {
        !matches!(
            self,
            FilterOp::IsEmpty | FilterOp::IsNotEmpty | FilterOp::Unknown
        )
    }
}

/// Customers of an earlier campaign, chosen from its report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct FromReport {
    /// The earlier campaign's id.
    pub campaign: String,
    /// Which of its customers.
    pub who: Who,
}

/// Which customers of a campaign a report selects (`docs/campaigns.md#audiences`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Who {
    /// Their message went out (sent or delivered) and was not read.
    NotRead,
    /// Their message failed for a reason that can change (the report's "retry" groups).
    FailedCanChange,
    /// They replied (the report's replies: to the message, or within 7 days of it).
    Replied,
    /// They tapped this quick-reply button (its words, as the report lists them).
    Tapped {
        /// The button's words.
        button: String,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_audience_from_before_filters_still_reads_and_writes_back_the_same() {
        let old = r#"{"lists":["March"],"tags":["vip"]}"#;
        let audience: Audience = serde_json::from_str(old).unwrap();
        assert_eq!(audience, Audience::of(&["March"], &["vip"]));
        assert_eq!(serde_json::to_string(&audience).unwrap(), old);
    }

    #[test]
    fn an_unknown_field_is_still_refused() {
        assert!(serde_json::from_str::<Audience>(r#"{"lists":[],"cities":["x"]}"#).is_err());
    }

    #[test]
    fn every_new_part_reads_from_json() {
        let audience: Audience = serde_json::from_str(
            r#"{"tags":["a","b"],"tags_match":"all",
                "filters":[{"column":"city","op":"equals","value":"Lahore"},{"column":"x","op":"is_empty"}],
                "except_lists":["Staff"],"except_tags":["stop"],
                "from_report":{"campaign":"cmp_1","who":{"tapped":{"button":"Yes"}}}}"#,
        )
        .unwrap();
        assert!(audience.all_tags());
        assert_eq!(audience.filters[1].op, FilterOp::IsEmpty);
        assert_eq!(
            audience.from_report.unwrap().who,
            Who::Tapped {
                button: "Yes".into()
            }
        );
        let not_read: FromReport =
            serde_json::from_str(r#"{"campaign":"c","who":"not_read"}"#).unwrap();
        assert_eq!(not_read.who, Who::NotRead);
    }

    #[test]
    fn an_unknown_test_reads_as_unknown_so_it_can_be_refused_in_plain_words() {
        let filter: ColumnFilter =
            serde_json::from_str(r#"{"column":"city","op":"sounds_like","value":"x"}"#).unwrap();
        assert_eq!(filter.op, FilterOp::Unknown);
    }
}
