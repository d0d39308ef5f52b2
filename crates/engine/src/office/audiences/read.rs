//! How a column's text is read as a number or a date for an audience's filters, in Rust (a
//! filter's own value) and in SQL (every contact's column, counted in SQLite): the two must
//! agree, and the tests below hold them to it.
//!
//! - A number: spaces and commas are dropped (`1,250.50` and `1 250` read as 1250.5 and
//!   1250; a comma is always a thousands separator, a dot the decimal point), then an optional
//!   `+` or `-`, digits, and at most one `.` followed by digits. `Rs 500`, `.5`, `5.` and
//!   `1.2.3` are not numbers.
//! - A date: `2026-12-01` (ISO; a time after it, `2026-12-01 09:30` or `2026-12-01T09:30`,
//!   is ignored) or `01/12/2026` (day first, as Pakistan, India and Latin America write it),
//!   and only a day that exists (`2026-02-30` is not a date).
//!
//! A column that cannot be read so does not match a number or date test.

/// The characters dropped from a number: spaces (also the no-break space) and commas.
const NUMBER_NOISE: [char; 3] = [' ', ',', '\u{a0}'];

/// `text` read as a number, or `None` ([module rules](self)).
pub fn read_number(text: &str) -> Option<f64> {
    let cleaned: String = text
        .trim()
        .chars()
        .filter(|c| !NUMBER_NOISE.contains(c))
        .collect();
    let unsigned = cleaned.strip_prefix(['+', '-']).unwrap_or(cleaned.as_str());
    let (whole, fraction) = match unsigned.split_once('.') {
        Some((whole, fraction)) => (whole, Some(fraction)),
        None => (unsigned, None),
    };
    let digits = |part: &str| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit());
    if !digits(whole) || fraction.is_some_and(|f| !digits(f)) {
        return None;
    }
    cleaned.parse().ok()
}

/// `text` read as a date, written `YYYY-MM-DD`, or `None` ([module rules](self)).
pub fn read_date(text: &str) -> Option<String> {
    let text = text.trim();
    let b = text.as_bytes();
    let digits = |range: std::ops::Range<usize>| b[range].iter().all(u8::is_ascii_digit);
    let (year, month, day) = if b.len() >= 10
        && digits(0..4)
        && b[4] == b'-'
        && digits(5..7)
        && b[7] == b'-'
        && digits(8..10)
        && (b.len() == 10 || matches!(b[10], b' ' | b'T'))
    {
        (&text[0..4], &text[5..7], &text[8..10])
    } else if b.len() == 10
        && digits(0..2)
        && b[2] == b'/'
        && digits(3..5)
        && b[5] == b'/'
        && digits(6..10)
    {
        (&text[6..10], &text[3..5], &text[0..2])
    } else {
        return None;
    };
    let (y, m, d) = (year.parse().ok()?, month.parse().ok()?, day.parse().ok()?);
    chrono::NaiveDate::from_ymd_opt(y, m, d)?;
    Some(format!("{year}-{month}-{day}"))
}

/// SQL reading the text expression `value` as [`read_number`] does: a REAL, or NULL.
pub(super) fn number_sql(value: &str) -> String {
    format!(
        "(SELECT CASE WHEN r <> '' AND r GLOB '[0-9]*' AND r NOT GLOB '*.'
                        AND r NOT GLOB '*[^0-9.]*' AND r NOT GLOB '*.*.*'
                        AND r NOT GLOB '*.[^0-9]*'
                   THEN CAST(s AS REAL) END
          FROM (SELECT s, CASE WHEN substr(s, 1, 1) IN ('+', '-') THEN substr(s, 2) ELSE s END AS r
                FROM (SELECT replace(replace(replace(trim(COALESCE({value}, '')), ' ', ''), ',', ''), char(160), '') AS s)))"
    )
}

/// SQL reading the text expression `value` as [`read_date`] does: `YYYY-MM-DD`, or NULL.
pub(super) fn date_sql(value: &str) -> String {
    format!(
        "(SELECT CASE WHEN d IS NOT NULL AND date(d) = d THEN d END
          FROM (SELECT CASE
                  WHEN substr(s, 1, 10) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'
                       AND (length(s) = 10 OR substr(s, 11, 1) IN (' ', 'T'))
                    THEN substr(s, 1, 10)
                  WHEN length(s) = 10 AND s GLOB '[0-9][0-9]/[0-9][0-9]/[0-9][0-9][0-9][0-9]'
                    THEN substr(s, 7, 4) || '-' || substr(s, 4, 2) || '-' || substr(s, 1, 2)
                END AS d
                FROM (SELECT trim(COALESCE({value}, '')) AS s)))"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_drops_thousands_commas_and_spaces() {
        assert_eq!(read_number("1,250.50"), Some(1250.5));
        assert_eq!(read_number(" 1 250 "), Some(1250.0));
        assert_eq!(read_number("1\u{a0}000"), Some(1000.0));
    }

    #[test]
    fn a_number_may_carry_a_sign() {
        assert_eq!(read_number("-3"), Some(-3.0));
        assert_eq!(read_number("+7.25"), Some(7.25));
    }

    #[test]
    fn a_comma_is_never_a_decimal_point() {
        assert_eq!(read_number("1,5"), Some(15.0));
    }

    #[test]
    fn text_around_a_number_is_not_a_number() {
        for text in [
            "Rs 500", "500 PKR", "", "  ", "-", ".5", "5.", "1.2.3", "1e5", "abc", "5-",
        ] {
            assert_eq!(read_number(text), None, "{text:?} is not a number");
        }
    }

    #[test]
    fn an_iso_date_reads_with_or_without_a_time() {
        assert_eq!(read_date("2026-12-01"), Some("2026-12-01".into()));
        assert_eq!(read_date(" 2026-12-01 09:30 "), Some("2026-12-01".into()));
        assert_eq!(read_date("2026-12-01T09:30:00Z"), Some("2026-12-01".into()));
    }

    #[test]
    fn a_slashed_date_is_day_first() {
        assert_eq!(read_date("01/12/2026"), Some("2026-12-01".into()));
        assert_eq!(read_date("31/01/2026"), Some("2026-01-31".into()));
    }

    #[test]
    fn a_day_that_does_not_exist_is_not_a_date() {
        for text in [
            "2026-02-30",
            "2026-13-01",
            "31/04/2026",
            "2026-12-1",
            "1/12/2026",
            "2026/12/01",
            "tomorrow",
            "2026-12-01x",
        ] {
            assert_eq!(read_date(text), None, "{text:?} is not a date");
        }
    }

    #[test]
    fn sqlite_reads_numbers_and_dates_as_rust_does() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let samples = [
            "1,250.50",
            " 1 250 ",
            "1\u{a0}000",
            "-3",
            "+7.25",
            "1,5",
            "Rs 500",
            "500 PKR",
            "",
            "  ",
            "-",
            ".5",
            "5.",
            "1.2.3",
            "1e5",
            "abc",
            "5-",
            "007",
            "2026-12-01",
            " 2026-12-01 09:30 ",
            "2026-12-01T09:30:00Z",
            "01/12/2026",
            "31/01/2026",
            "2026-02-30",
            "2026-13-01",
            "31/04/2026",
            "2026-12-1",
            "1/12/2026",
            "2026/12/01",
            "2026-12-01x",
            "2024-02-29",
            "2026-02-29",
            "0x10",
            "١٢",
        ];
        for text in samples {
            let (number, date): (Option<f64>, Option<String>) = conn
                .query_row(
                    &format!("SELECT {}, {}", number_sql("?1"), date_sql("?1")),
                    [text],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .unwrap();
            assert_eq!(
                number,
                read_number(text),
                "SQL reads {text:?} as the same number"
            );
            assert_eq!(date, read_date(text), "SQL reads {text:?} as the same date");
        }
        let nothing: (Option<f64>, Option<String>) = conn
            .query_row(
                &format!("SELECT {}, {}", number_sql("NULL"), date_sql("NULL")),
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        assert_eq!(nothing, (None, None), "a missing column is neither");
    }
}
