//! Which column holds the phone number, which the name, and what the others are called.
//!
//! Decided from the first rows of the file: a header row is found (skipping title lines
//! above it), the phone column is the one whose header says so (`Mobile No`, `WhatsApp`,
//! `Teléfono` …) and whose cells mostly look like numbers — or, without such a header, simply
//! the column whose cells mostly look like phone numbers. The name is a `Name`/`Customer`
//! column, or `First name` + `Last name`. Every other column is kept under its header text.
//! An explicit `phone=<header>` or `name=<header>` overrides the guess.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::phone::{self, Compact};
use super::quote;
use super::{ColumnOverrides, ImportError};

mod headers;

use headers::{NameHeader, fold, name_header, phone_header_score};

/// How the phone column was chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum FoundBy {
    /// Its header names it.
    Header,
    /// Its cells look like phone numbers.
    Content,
    /// The person named it.
    Override,
}

/// The columns as the import used them (for the report and the preview).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DetectedColumns {
    /// The phone column's header (or `column N` without a header row).
    pub phone: String,
    /// How it was chosen.
    pub phone_found_by: FoundBy,
    /// The column(s) the name was taken from: none, one, or first and last name.
    pub name: Vec<String>,
    /// The columns kept as attributes, in file order.
    pub attributes: Vec<String>,
}

/// Where a contact's name comes from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum NameFrom {
    None,
    /// One column, not kept as an attribute.
    Column(usize),
    /// First name and (optionally) last name, joined; both stay attributes too, since
    /// templates often greet by first name.
    FirstLast(usize, Option<usize>),
}

/// The decisions for one file.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    /// Row number of the header row, if the file has one.
    pub header_row: Option<u64>,
    /// Rows with a number at or below this are not data (header, title lines).
    pub data_after: u64,
    pub phone: usize,
    pub name: NameFrom,
    /// Attribute name of each column; `None` for columns that are not attributes.
    pub keys: Vec<Option<Arc<str>>>,
    pub detected: DetectedColumns,
}

impl Plan {
    /// The attribute name for column `index`, also past the header's width.
    pub(crate) fn key(&mut self, index: usize) -> Option<Arc<str>> {
        while self.keys.len() <= index {
            let n = self.keys.len();
            let skip = n == self.phone || self.name == NameFrom::Column(n);
            self.keys
                .push((!skip).then(|| Arc::from(format!("column {}", n + 1).as_str())));
        }
        self.keys[index].clone()
    }
}

/// Cheaply: does this cell look like a phone number (7 to 17 digits, phone punctuation)?
pub(crate) fn looks_like_phone(cell: &str) -> bool {
    let digits = cell.bytes().filter(u8::is_ascii_digit).count();
    if !(7..=20).contains(&digits) && !cell.chars().any(|c| !c.is_ascii() && c.is_numeric()) {
        return false;
    }
    matches!(phone::compact(cell), Compact::Key(_))
}

/// Does this cell look like a person's name (letters, a few words, no digits)?
fn looks_like_name(cell: &str) -> bool {
    let cell = cell.trim();
    !cell.is_empty()
        && cell.chars().any(char::is_alphabetic)
        && cell
            .chars()
            .all(|c| c.is_alphabetic() || matches!(c, ' ' | '.' | '\'' | '-' | ','))
        && cell.split_whitespace().count() <= 6
}

fn is_empty(row: &[String]) -> bool {
    row.iter().all(|c| c.trim().is_empty())
}

fn filled(row: &[String]) -> usize {
    row.iter().filter(|c| !c.trim().is_empty()).count()
}

/// Finds the header the person named: by text (any case), or by number (`3`, `column 3`).
fn find_named(row: &[String], wanted: &str) -> Option<usize> {
    let folded = fold(wanted);
    row.iter()
        .position(|c| c.trim().eq_ignore_ascii_case(wanted.trim()))
        .or_else(|| {
            row.iter()
                .position(|c| !folded.is_empty() && fold(c) == folded)
        })
}

/// A column asked for by number (`3`, `column 3`), if the file has it: `width` is the widest
/// row read. (A number past the file's last column is not there; it must never size
/// anything — `column 99999999999999` once made Pacer try to allocate terabytes.)
fn column_number(wanted: &str, width: usize) -> Option<usize> {
    let folded = fold(wanted);
    let digits = folded.strip_prefix("column ").unwrap_or(&folded);
    digits
        .parse::<usize>()
        .ok()
        .filter(|&n| n >= 1 && n <= width)
        .map(|n| n - 1)
}

/// Decides the plan from the first rows of the file (`sample`: row number and cells, in
/// order, empty rows included).
pub(crate) fn plan(
    sample: &[(u64, Vec<String>)],
    overrides: &ColumnOverrides,
) -> Result<Plan, ImportError> {
    let rows: Vec<&(u64, Vec<String>)> = sample.iter().filter(|(_, r)| !is_empty(r)).collect();
    let Some(first) = rows.first() else {
        return Err(ImportError::Empty);
    };
    let width = rows.iter().map(|(_, r)| r.len()).max().unwrap_or(0);

    // Title lines above the header ("Customer list — March") fill fewer cells than the rows
    // below and hold no phone number.
    let mut counts: Vec<usize> = rows.iter().map(|(_, r)| filled(r)).collect();
    counts.sort_unstable();
    let typical = counts[counts.len() / 2];
    let start = rows
        .iter()
        .position(|(_, r)| filled(r) * 2 >= typical || r.iter().any(|c| looks_like_phone(c)))
        .unwrap_or(0);
    let candidate = rows[start];
    let below: Vec<&Vec<String>> = rows[start + 1..].iter().map(|(_, r)| r).collect();

    // Share of rows below the candidate header whose cell in each column looks like a phone.
    let content: Vec<f64> = (0..width)
        .map(|i| {
            if below.is_empty() {
                return 0.0;
            }
            let hits = below
                .iter()
                .filter(|r| r.get(i).is_some_and(|c| looks_like_phone(c)))
                .count();
            hits as f64 / below.len() as f64
        })
        .collect();

    let header_scores: Vec<u32> = (0..width)
        .map(|i| candidate.1.get(i).map_or(0, |c| phone_header_score(c)))
        .collect();

    // Is the candidate a header row? Not when it holds a phone number; yes when a cell names
    // the phone or name column, or when it is all words above columns of numbers.
    let holds_phone = candidate.1.iter().any(|c| looks_like_phone(c));
    let names_something = header_scores.iter().any(|&s| s > 0)
        || candidate.1.iter().any(|c| name_header(c).is_some());
    let all_text = candidate
        .1
        .iter()
        .filter(|c| !c.trim().is_empty())
        .all(|c| !c.chars().any(|ch| ch.is_ascii_digit()));
    let mut has_header = !holds_phone && (names_something || (all_text && !below.is_empty()));

    // The phone column.
    let mut header_row_index = start;
    let (phone, found_by) = if let Some(wanted) = overrides.phone.as_deref() {
        // The named header, in the candidate row or in one of the first rows.
        let found = find_named(&candidate.1, wanted)
            .map(|i| (start, i))
            .or_else(|| {
                rows.iter()
                    .take(10)
                    .enumerate()
                    .find_map(|(ri, (_, r))| find_named(r, wanted).map(|i| (ri, i)))
            });
        match found {
            Some((ri, i)) => {
                header_row_index = ri;
                has_header = true;
                (i, FoundBy::Override)
            }
            None => match column_number(wanted, width) {
                Some(i) => (i, FoundBy::Override),
                None => {
                    return Err(ImportError::ColumnNotFound {
                        role: "phone",
                        wanted: wanted.to_owned(),
                        columns: header_list(&candidate.1),
                    });
                }
            },
        }
    } else {
        choose_phone(&header_scores, &content, has_header).ok_or_else(|| {
            ImportError::NoPhoneColumn {
                columns: if has_header {
                    header_list(&candidate.1)
                } else {
                    String::new()
                },
            }
        })?
    };
    if found_by == FoundBy::Content && has_header && header_scores.iter().all(|&s| s == 0) {
        // No header names a phone column: the candidate is a header only if its cell in the
        // phone column is not itself a number.
        has_header = !candidate.1.get(phone).is_some_and(|c| looks_like_phone(c));
    }

    let header: Option<&(u64, Vec<String>)> = has_header.then(|| rows[header_row_index]);
    let data_rows: Vec<&Vec<String>> = match header {
        Some(_) => rows[header_row_index + 1..]
            .iter()
            .map(|(_, r)| r)
            .collect(),
        None => rows[start..].iter().map(|(_, r)| r).collect(),
    };
    let width = width.max(phone + 1);

    // The name.
    let name = if let Some(wanted) = overrides.name.as_deref() {
        let found = header
            .and_then(|(_, h)| find_named(h, wanted))
            .or_else(|| column_number(wanted, width));
        match found {
            Some(i) if i != phone => NameFrom::Column(i),
            _ => {
                return Err(ImportError::ColumnNotFound {
                    role: "name",
                    wanted: wanted.to_owned(),
                    columns: header.map(|(_, h)| header_list(h)).unwrap_or_default(),
                });
            }
        }
    } else {
        match header {
            Some((_, h)) => name_from_header(h, phone),
            None => name_from_content(&data_rows, width, phone),
        }
    };

    // Attribute names.
    let mut keys: Vec<Option<Arc<str>>> = Vec::with_capacity(width);
    let mut seen: Vec<String> = Vec::new();
    let mut labels: Vec<String> = Vec::with_capacity(width);
    for i in 0..width {
        let text = header
            .and_then(|(_, h)| h.get(i))
            .map(|c| shortened(c.trim(), MAX_LABEL))
            .filter(|c| !c.is_empty())
            .unwrap_or_else(|| format!("column {}", i + 1));
        let mut label = text.clone();
        let mut n = 2;
        while seen.iter().any(|s| s.eq_ignore_ascii_case(&label)) {
            label = format!("{text} ({n})");
            n += 1;
        }
        seen.push(label.clone());
        labels.push(label.clone());
        let is_attribute = i != phone && name != NameFrom::Column(i);
        keys.push(is_attribute.then(|| Arc::from(label.as_str())));
    }
    // The report shows each header at most as long as any quote of the file.
    let detected = DetectedColumns {
        phone: quote::quote(&labels[phone]),
        phone_found_by: found_by,
        name: match name {
            NameFrom::None => vec![],
            NameFrom::Column(i) => vec![quote::quote(&labels[i])],
            NameFrom::FirstLast(f, l) => {
                let mut v = vec![quote::quote(&labels[f])];
                v.extend(l.map(|l| quote::quote(&labels[l])));
                v
            }
        },
        attributes: keys.iter().flatten().map(|k| quote::quote(k)).collect(),
    };
    let (header_row, data_after) = match header {
        Some((n, _)) => (Some(*n), *n),
        None => (None, first.0.max(rows[start].0) - 1),
    };
    Ok(Plan {
        header_row,
        data_after,
        phone,
        name,
        keys,
        detected,
    })
}

/// At most `max` characters of `text`, with "…" when cut.
fn shortened(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}

/// The header cells for a message: the first ones, [`QUOTE_CHARS`](super::quote::QUOTE_CHARS)
/// characters in all (a binary file's "header" can be megabytes long, and an error must not
/// hand back a line of a file that is not a list).
fn header_list(row: &[String]) -> String {
    quote::quote_cells(row.iter().map(String::as_str))
}

/// Longest attribute name kept.
const MAX_LABEL: usize = 100;

/// The phone column: a header that names it over cells that look like numbers; otherwise
/// the column whose cells most look like numbers; otherwise the best header regardless.
fn choose_phone(scores: &[u32], content: &[f64], has_header: bool) -> Option<(usize, FoundBy)> {
    let best = |candidates: &mut dyn Iterator<Item = usize>| {
        candidates.max_by(|&a, &b| {
            scores[a]
                .cmp(&scores[b])
                .then(content[a].total_cmp(&content[b]))
                // leftmost on a tie
                .then(b.cmp(&a))
        })
    };
    if has_header
        && let Some(i) =
            best(&mut (0..scores.len()).filter(|&i| scores[i] > 0 && content[i] >= 0.3))
    {
        return Some((i, FoundBy::Header));
    }
    let by_content = (0..content.len())
        .filter(|&i| content[i] >= 0.5)
        .max_by(|&a, &b| content[a].total_cmp(&content[b]).then(b.cmp(&a)));
    if let Some(i) = by_content {
        return Some((i, FoundBy::Content));
    }
    if has_header && let Some(i) = best(&mut (0..scores.len()).filter(|&i| scores[i] > 0)) {
        return Some((i, FoundBy::Header));
    }
    None
}

fn name_from_header(header: &[String], phone: usize) -> NameFrom {
    let mut full: Option<(u32, usize)> = None;
    let mut first = None;
    let mut last = None;
    for (i, cell) in header.iter().enumerate() {
        if i == phone {
            continue;
        }
        match name_header(cell) {
            Some(NameHeader::Full(score)) if full.is_none_or(|(s, _)| score > s) => {
                full = Some((score, i));
            }
            Some(NameHeader::First) if first.is_none() => first = Some(i),
            Some(NameHeader::Last) if last.is_none() => last = Some(i),
            _ => {}
        }
    }
    match (full, first) {
        (Some((100, i)), _) => NameFrom::Column(i),
        (_, Some(f)) => NameFrom::FirstLast(f, last),
        (Some((_, i)), None) => NameFrom::Column(i),
        (None, None) => NameFrom::None,
    }
}

/// Without a header: the leftmost column whose cells mostly look like names.
fn name_from_content(rows: &[&Vec<String>], width: usize, phone: usize) -> NameFrom {
    if rows.is_empty() {
        return NameFrom::None;
    }
    (0..width)
        .filter(|&i| i != phone)
        .find(|&i| {
            let names = rows
                .iter()
                .filter(|r| r.get(i).is_some_and(|c| looks_like_name(c)))
                .count();
            names * 10 >= rows.len() * 6
        })
        .map_or(NameFrom::None, NameFrom::Column)
}

#[cfg(test)]
mod tests;
