//! `pacer campaign create`'s audience flags: lists and tags (any or all), filters on the
//! imported columns (`--where`), lists and tags left out, and customers of an earlier
//! campaign chosen from its report (`--from-report … --who …`). How they combine is the
//! engine's (`docs/campaigns.md#audiences`).

use anyhow::bail;
use clap::Args;
use pacer_engine::audiences::{Audience, ColumnFilter, FilterOp, FromReport, TagMatch, Who};

/// Who receives the campaign.
#[derive(Debug, Args)]
pub struct AudienceArgs {
    /// Send to this list (repeatable).
    #[arg(long = "list")]
    pub lists: Vec<String>,
    /// Send to contacts with this tag (repeatable; any of them, or all with --all-tags).
    #[arg(long = "tag")]
    pub tags: Vec<String>,
    /// Contacts need every --tag, not just one.
    #[arg(long, requires = "tags")]
    pub all_tags: bool,
    /// Only contacts whose column passes (repeatable; all must pass): 'city=Lahore',
    /// 'city!=Lahore', 'city~hor' (contains), 'balance>1000', 'balance<1,000.50',
    /// 'joined before 2026-03-01', 'joined after 01/03/2026', 'city is empty',
    /// 'city is not empty'. Numbers drop commas; dates are 2026-03-01 or day first 01/03/2026.
    #[arg(long = "where", value_name = "FILTER")]
    pub filters: Vec<String>,
    /// Leave out the members of this list (repeatable).
    #[arg(long = "except-list")]
    pub except_lists: Vec<String>,
    /// Leave out contacts with this tag (repeatable).
    #[arg(long = "except-tag")]
    pub except_tags: Vec<String>,
    /// Also send to customers of this earlier campaign (its name or id), chosen by --who.
    #[arg(long, requires = "who", value_name = "CAMPAIGN")]
    pub from_report: Option<String>,
    /// Which customers of --from-report: not-read, failed (for a reason that can change),
    /// replied, or tapped:<button words>.
    #[arg(long, requires = "from_report", value_name = "WHO")]
    pub who: Option<String>,
}

impl AudienceArgs {
    /// The audience the flags describe, with the --from-report campaign's id `report_id`.
    pub fn audience(&self, report_id: Option<String>) -> anyhow::Result<Audience> {
        let from_report = match (report_id, &self.who) {
            (Some(campaign), Some(who)) => Some(FromReport {
                campaign,
                who: who_of(who)?,
            }),
            _ => None,
        };
        Ok(Audience {
            lists: self.lists.clone(),
            tags: self.tags.clone(),
            tags_match: self.all_tags.then_some(TagMatch::All),
            filters: self
                .filters
                .iter()
                .map(|f| filter_of(f))
                .collect::<anyhow::Result<_>>()?,
            except_lists: self.except_lists.clone(),
            except_tags: self.except_tags.clone(),
            from_report,
        })
    }
}

/// Reads `--who`.
fn who_of(text: &str) -> anyhow::Result<Who> {
    Ok(match text.trim() {
        "not-read" => Who::NotRead,
        "failed" => Who::FailedCanChange,
        "replied" => Who::Replied,
        other => match other.strip_prefix("tapped:") {
            Some(button) if !button.trim().is_empty() => Who::Tapped {
                button: button.trim().to_owned(),
            },
            _ => bail!(
                "--who takes not-read, failed, replied or tapped:<button words> (e.g. tapped:Pay now), not \"{text}\""
            ),
        },
    })
}

/// Reads one `--where`: a symbol (`=`, `!=`, `~`, `>`, `<`, the first in the text) or the
/// words `before`, `after`, `is empty`, `is not empty`.
fn filter_of(text: &str) -> anyhow::Result<ColumnFilter> {
    let filter = |column: &str, op, value: &str| -> anyhow::Result<ColumnFilter> {
        let column = column.trim();
        if column.is_empty() {
            bail!("--where \"{text}\" names no column: write it like 'city=Lahore'");
        }
        Ok(ColumnFilter {
            column: column.to_owned(),
            op,
            value: value.trim().to_owned(),
        })
    };
    let symbol = text
        .char_indices()
        .find(|(_, c)| matches!(c, '=' | '~' | '>' | '<' | '!'))
        .and_then(|(at, c)| match (c, &text[at..]) {
            ('!', rest) if rest.starts_with("!=") => Some((at, 2, FilterOp::NotEquals)),
            ('!', _) => None,
            ('=', _) => Some((at, 1, FilterOp::Equals)),
            ('~', _) => Some((at, 1, FilterOp::Contains)),
            ('>', _) => Some((at, 1, FilterOp::GreaterThan)),
            _ => Some((at, 1, FilterOp::LessThan)),
        });
    if let Some((at, width, op)) = symbol {
        return filter(&text[..at], op, &text[at + width..]);
    }
    let lower = text.to_lowercase();
    for (ending, op) in [
        (" is not empty", FilterOp::IsNotEmpty),
        (" is empty", FilterOp::IsEmpty),
    ] {
        if lower.trim_end().ends_with(ending) {
            let column = &text[..lower.trim_end().len() - ending.len()];
            return filter(column, op, "");
        }
    }
    for (word, op) in [(" before ", FilterOp::Before), (" after ", FilterOp::After)] {
        if let Some(at) = lower.find(word) {
            return filter(&text[..at], op, &text[at + word.len()..]);
        }
    }
    bail!(
        "--where \"{text}\" has no test: write 'city=Lahore', 'city!=Lahore', 'city~hor', 'balance>1000', 'balance<1000', 'joined before 2026-03-01', 'joined after 2026-03-01', 'city is empty' or 'city is not empty'"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> (String, FilterOp, String) {
        let f = filter_of(text).unwrap();
        (f.column, f.op, f.value)
    }

    fn is(column: &str, op: FilterOp, value: &str) -> (String, FilterOp, String) {
        (column.into(), op, value.into())
    }

    #[test]
    fn a_symbol_splits_the_column_from_the_value() {
        assert_eq!(read("city=Lahore"), is("city", FilterOp::Equals, "Lahore"));
        assert_eq!(
            read("city != Lahore"),
            is("city", FilterOp::NotEquals, "Lahore")
        );
        assert_eq!(read("city~hor"), is("city", FilterOp::Contains, "hor"));
        assert_eq!(
            read("Amount Due>1,000"),
            is("Amount Due", FilterOp::GreaterThan, "1,000")
        );
        assert_eq!(
            read("balance<50.5"),
            is("balance", FilterOp::LessThan, "50.5")
        );
    }

    #[test]
    fn the_first_symbol_wins_so_a_value_may_hold_one() {
        assert_eq!(read("note=a=b"), is("note", FilterOp::Equals, "a=b"));
    }

    #[test]
    fn words_say_dates_and_emptiness() {
        assert_eq!(
            read("joined before 2026-03-01"),
            is("joined", FilterOp::Before, "2026-03-01")
        );
        assert_eq!(
            read("Joined After 01/03/2026"),
            is("Joined", FilterOp::After, "01/03/2026")
        );
        assert_eq!(read("city is empty"), is("city", FilterOp::IsEmpty, ""));
        assert_eq!(
            read("City Is Not Empty "),
            is("City", FilterOp::IsNotEmpty, "")
        );
    }

    #[test]
    fn a_filter_without_a_column_or_a_test_is_refused_with_an_example() {
        assert!(
            filter_of("=Lahore")
                .unwrap_err()
                .to_string()
                .contains("names no column")
        );
        assert!(
            filter_of("Lahore")
                .unwrap_err()
                .to_string()
                .contains("has no test")
        );
    }

    #[test]
    fn who_reads_each_kind() {
        assert_eq!(who_of("not-read").unwrap(), Who::NotRead);
        assert_eq!(who_of("failed").unwrap(), Who::FailedCanChange);
        assert_eq!(who_of("replied").unwrap(), Who::Replied);
        assert_eq!(
            who_of("tapped:Pay now").unwrap(),
            Who::Tapped {
                button: "Pay now".into()
            }
        );
        assert!(who_of("tapped:").is_err());
        assert!(who_of("read").is_err());
    }
}
