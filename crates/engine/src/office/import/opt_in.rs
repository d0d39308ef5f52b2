//! Where and when a customer agreed to hear from the business, when a list says it: a column
//! headed "Opt-in date", "Consent", "Opt-in source", "Fecha de consentimiento", "Data do
//! opt-in", "Tanggal persetujuan" … (the languages whose headers the importer reads). The
//! column stays among the contact's attributes too; this reads it into `contacts.opt_in_*`
//! ([`super::store`] writes them).

use std::collections::BTreeMap;

use chrono::{NaiveDate, NaiveDateTime};

use crate::clock::Millis;

/// What a header says about opt-in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum OptInColumn {
    /// When they agreed ("Opt-in date").
    Date,
    /// Where or how ("Opt-in source", "Consent channel").
    Source,
    /// Both at once, or a yes/no ("Opt-in", "Consent", "Opted in"): a date in it is when, a
    /// yes only that they did, other text where.
    Either,
}

/// Lower case, accents off, words split on anything but letters and digits.
fn words(header: &str) -> Vec<String> {
    let folded: String = header
        .chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'á' | 'à' | 'â' | 'ã' => 'a',
            'é' | 'ê' => 'e',
            'í' => 'i',
            'ó' | 'ô' | 'õ' => 'o',
            'ú' => 'u',
            'ç' => 'c',
            c if c.is_alphanumeric() => c,
            _ => ' ',
        })
        .collect();
    folded.split_whitespace().map(str::to_owned).collect()
}

/// Whether `header` names an opt-in column, and which kind.
pub(crate) fn column_kind(header: &str) -> Option<OptInColumn> {
    let w = words(header);
    let has = |list: &[&str]| w.iter().any(|x| list.contains(&x.as_str()));
    let joined = w.concat();
    let about_opt_in = joined.contains("optin")
        || joined.contains("optedin")
        || has(&[
            "consent",
            "consented",
            "consentimiento",
            "consentimento",
            "persetujuan",
            "izin",
            "agreed",
            "subscribed",
            "suscrito",
            "inscrito",
        ]);
    if !about_opt_in || joined.contains("optout") {
        return None;
    }
    if has(&[
        "date", "fecha", "data", "tanggal", "when", "on", "at", "day", "dia", "time",
    ]) {
        Some(OptInColumn::Date)
    } else if has(&[
        "source", "fuente", "origen", "origem", "fonte", "sumber", "channel", "canal", "via",
        "how", "method", "where",
    ]) {
        Some(OptInColumn::Source)
    } else {
        Some(OptInColumn::Either)
    }
}

/// A date as lists write it: ISO (`2026-01-10`, with or without a time), or day first
/// (`10/01/2026`, `10-01-2026`, `10.01.2026`), as in the countries Pacer serves. Midnight UTC
/// when no time is given.
pub(crate) fn parse_date(text: &str) -> Option<Millis> {
    let text = text.trim();
    for format in [
        "%Y-%m-%d %H:%M:%S",
        "%Y-%m-%dT%H:%M:%S",
        "%Y-%m-%d %H:%M",
        "%d/%m/%Y %H:%M",
    ] {
        if let Ok(at) = NaiveDateTime::parse_from_str(text, format) {
            return Some(at.and_utc().timestamp_millis());
        }
    }
    for format in ["%Y-%m-%d", "%d/%m/%Y", "%d-%m-%Y", "%d.%m.%Y", "%Y/%m/%d"] {
        if let Ok(day) = NaiveDate::parse_from_str(text, format) {
            return day
                .and_hms_opt(0, 0, 0)
                .map(|at| at.and_utc().timestamp_millis());
        }
    }
    None
}

/// A yes, in the languages of the lists.
fn is_yes(text: &str) -> bool {
    matches!(
        text.trim().to_lowercase().as_str(),
        "yes" | "y" | "true" | "1" | "x" | "si" | "sí" | "sim" | "ya" | "ok" | "opted in"
    )
}

/// The opt-in a row's attributes say: (source, when). Both `None` when it says nothing (no
/// such column, empty cells, a "no").
pub(crate) fn opt_in_of(attributes: &BTreeMap<String, String>) -> (Option<String>, Option<Millis>) {
    let mut source = None;
    let mut at = None;
    for (header, value) in attributes {
        let value = value.trim();
        if value.is_empty() {
            continue;
        }
        match column_kind(header) {
            Some(OptInColumn::Date) => at = at.or(parse_date(value)),
            Some(OptInColumn::Source) => {
                source.get_or_insert_with(|| value.chars().take(200).collect());
            }
            Some(OptInColumn::Either) => match parse_date(value) {
                Some(when) => at = at.or(Some(when)),
                // A yes says they agreed, not where: the column's own name is the best word.
                None if is_yes(value) => {
                    source.get_or_insert_with(|| header.trim().chars().take(200).collect());
                }
                None => {}
            },
            None => {}
        }
    }
    (source, at)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opt_in_headers_are_found_in_the_languages_of_the_lists() {
        assert_eq!(column_kind("Opt-in date"), Some(OptInColumn::Date));
        assert_eq!(column_kind("Opted in on"), Some(OptInColumn::Date));
        assert_eq!(
            column_kind("Fecha de consentimiento"),
            Some(OptInColumn::Date)
        );
        assert_eq!(column_kind("Data do opt-in"), Some(OptInColumn::Date));
        assert_eq!(column_kind("Tanggal persetujuan"), Some(OptInColumn::Date));
        assert_eq!(column_kind("Opt-in source"), Some(OptInColumn::Source));
        assert_eq!(
            column_kind("Origem do consentimento"),
            Some(OptInColumn::Source)
        );
        assert_eq!(column_kind("Consent"), Some(OptInColumn::Either));
        assert_eq!(column_kind("OptIn"), Some(OptInColumn::Either));
        assert_eq!(column_kind("Opt-out date"), None);
        assert_eq!(column_kind("City"), None);
        assert_eq!(column_kind("Invoice date"), None);
    }

    #[test]
    fn dates_are_read_iso_or_day_first() {
        let jan_10 = Some(1_768_003_200_000);
        assert_eq!(parse_date("2026-01-10"), jan_10);
        assert_eq!(parse_date("10/01/2026"), jan_10);
        assert_eq!(parse_date("10.01.2026"), jan_10);
        assert_eq!(parse_date("2026-01-10 00:00:00"), jan_10);
        assert_eq!(parse_date("website"), None);
        assert_eq!(parse_date("31/02/2026"), None);
    }

    #[test]
    fn a_row_says_where_and_when() {
        let row = |pairs: &[(&str, &str)]| -> BTreeMap<String, String> {
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect()
        };
        assert_eq!(
            opt_in_of(&row(&[
                ("Opt-in source", "website form"),
                ("Opt-in date", "2026-01-10"),
                ("City", "Lahore")
            ])),
            (Some("website form".into()), Some(1_768_003_200_000))
        );
        assert_eq!(
            opt_in_of(&row(&[("Consent", "yes")])),
            (Some("Consent".into()), None)
        );
        assert_eq!(opt_in_of(&row(&[("Consent", "no")])), (None, None));
        assert_eq!(opt_in_of(&row(&[("City", "Lahore")])), (None, None));
    }
}
