//! An [`Audience`] turned into one SQL condition over the contacts (`c`), with its values
//! bound, so counting 100,000 contacts is one query, and the check, the preview, the launch,
//! the count and a report's opt-out line all read the same people.

use rusqlite::Connection;
use rusqlite::types::Value;

use super::model::{Audience, ColumnFilter, FilterOp};
use super::read::{date_sql, number_sql, read_date, read_number};
use crate::campaigns::Headers;

/// Who an audience selects, as a condition on the contact `c` (`WHERE {sql}`) and the values
/// of its `?1`, `?2` … in order. A query adding its own values numbers them from
/// [`Selection::next`].
#[derive(Debug, Clone)]
pub struct Selection {
    sql: String,
    values: Vec<Value>,
}

impl Selection {
    /// The condition, for `WHERE`.
    pub fn sql(&self) -> &str {
        &self.sql
    }

    /// The values of its parameters, in order.
    pub fn values(&self) -> &[Value] {
        &self.values
    }

    /// The number of the first parameter after the selection's own.
    pub fn next(&self) -> usize {
        self.values.len() + 1
    }

    /// The selection of `audience`, with what it needs read from `conn` (the headers imports
    /// used, and a report's customers). A part that cannot be read (a filter's value that is
    /// not a number, a campaign that is not there) selects nobody: [`super::refuse`] says why
    /// before anyone asks for the people.
    pub fn of(conn: &Connection, audience: &Audience) -> rusqlite::Result<Selection> {
        let mut b = Builder::default();
        let mut bring = Vec::new();
        if !audience.lists.is_empty() {
            let p = b.json(&audience.lists);
            bring.push(in_lists(p));
        }
        if !audience.tags.is_empty() {
            let p = b.json(&audience.tags);
            bring.push(if audience.all_tags() {
                format!(
                    "c.id IN (SELECT t.contact_id FROM contact_tags t
                              WHERE t.tag IN (SELECT value FROM json_each({p}))
                              GROUP BY t.contact_id
                              HAVING COUNT(DISTINCT t.tag) = (SELECT COUNT(DISTINCT value) FROM json_each({p})))"
                )
            } else {
                in_tags(p)
            });
        }
        if let Some(from) = &audience.from_report {
            let phones = crate::reports::chosen(conn, &from.campaign, &from.who)?;
            let p = b.json(&phones);
            bring.push(format!("c.phone IN (SELECT value FROM json_each({p}))"));
        }
        let mut all = vec![if bring.is_empty() {
            "0".to_owned()
        } else {
            format!("({})", bring.join(" OR "))
        }];
        if !audience.filters.is_empty() {
            let headers = Headers::load(conn)?;
            for filter in &audience.filters {
                all.push(b.filter(filter, &headers));
            }
        }
        if !audience.except_lists.is_empty() {
            let p = b.json(&audience.except_lists);
            all.push(format!("NOT {}", in_lists(p)));
        }
        if !audience.except_tags.is_empty() {
            let p = b.json(&audience.except_tags);
            all.push(format!("NOT {}", in_tags(p)));
        }
        Ok(Selection {
            sql: all.join(" AND "),
            values: b.values,
        })
    }
}

fn in_lists(p: String) -> String {
    format!(
        "c.id IN (SELECT m.contact_id FROM list_members m JOIN lists l ON l.id = m.list_id
                  WHERE l.name IN (SELECT value FROM json_each({p})))"
    )
}

fn in_tags(p: String) -> String {
    format!(
        "c.id IN (SELECT t.contact_id FROM contact_tags t
                  WHERE t.tag IN (SELECT value FROM json_each({p})))"
    )
}

/// Numbers parameters as they are added.
#[derive(Default)]
struct Builder {
    values: Vec<Value>,
}

impl Builder {
    fn bind(&mut self, value: Value) -> String {
        self.values.push(value);
        format!("?{}", self.values.len())
    }

    fn text(&mut self, text: &str) -> String {
        self.bind(Value::Text(text.to_owned()))
    }

    fn json(&mut self, items: &[String]) -> String {
        self.bind(Value::Text(
            serde_json::to_string(items).unwrap_or_else(|_| "[]".into()),
        ))
    }

    /// A contact's value for `column`, as text or NULL: `name`, `phone`, an imported column
    /// (exactly, or in any case of A–Z), or the column an import took the name or phone from
    /// — as a campaign's mapping reads it (`campaigns/values.rs`).
    fn column(&mut self, column: &str, headers: &Headers) -> String {
        let column = column.trim();
        let key = self.text(column);
        let attribute = format!(
            "(SELECT CAST(a.value AS TEXT) FROM json_each(c.attributes) a
              WHERE a.key = {key} OR lower(a.key) = lower({key})
              ORDER BY a.key = {key} DESC LIMIT 1)"
        );
        match column.to_ascii_lowercase().as_str() {
            "name" => format!("COALESCE(c.name, {attribute})"),
            "phone" => "c.phone".to_owned(),
            _ => {
                let mut either = vec![attribute];
                if headers.is_name(column) {
                    either.push("c.name".into());
                }
                if headers.is_phone(column) {
                    either.push("c.phone".into());
                }
                if either.len() == 1 {
                    either.remove(0)
                } else {
                    format!("COALESCE({})", either.join(", "))
                }
            }
        }
    }

    fn filter(&mut self, filter: &ColumnFilter, headers: &Headers) -> String {
        let v = self.column(&filter.column, headers);
        let text = format!("trim(COALESCE({v}, ''))");
        match filter.op {
            FilterOp::Equals | FilterOp::NotEquals => {
                let p = self.text(filter.value.trim());
                let same = if filter.op == FilterOp::Equals {
                    "="
                } else {
                    "<>"
                };
                format!("lower({text}) {same} lower({p})")
            }
            FilterOp::Contains => {
                let p = self.text(&filter.value);
                format!("instr(lower(COALESCE({v}, '')), lower({p})) > 0")
            }
            FilterOp::IsEmpty => format!("{text} = ''"),
            FilterOp::IsNotEmpty => format!("{text} <> ''"),
            FilterOp::GreaterThan | FilterOp::LessThan => match read_number(&filter.value) {
                Some(n) => {
                    let p = self.bind(Value::Real(n));
                    let than = if filter.op == FilterOp::GreaterThan {
                        ">"
                    } else {
                        "<"
                    };
                    format!("{} {than} {p}", number_sql(&v))
                }
                None => "0".into(),
            },
            FilterOp::Before | FilterOp::After => match read_date(&filter.value) {
                Some(day) => {
                    let p = self.bind(Value::Text(day));
                    let than = if filter.op == FilterOp::After {
                        ">"
                    } else {
                        "<"
                    };
                    format!("{} {than} {p}", date_sql(&v))
                }
                None => "0".into(),
            },
            FilterOp::Unknown => "0".into(),
        }
    }
}
