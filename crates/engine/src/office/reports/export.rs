//! Writing a report for a spreadsheet: CSV and XLSX, each with a summary and the
//! per-recipient table (`docs/sending.md#reports`).
//!
//! Contact names and reasons come from imported files and from Meta, so a cell may start with
//! `=`, `+`, `-` or `@` and a spreadsheet would run it as a formula (`=HYPERLINK(…)`). In CSV such
//! a cell gets a leading apostrophe, which spreadsheets read as "this is text"; in XLSX every
//! text is written as a string (never a formula), and such a cell also gets Excel's quote-prefix
//! style, so editing it later keeps it text. Phone numbers are always text, so `+92…` keeps its
//! `+` and its digits. Times are UTC.

use std::borrow::Cow;
use std::io::Write;
use std::path::Path;

use rust_xlsxwriter::{ExcelDateTime, Format, Workbook, Worksheet, XlsxError};

use super::{Report, state_word};
use crate::clock::Millis;

/// Why an export failed.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    /// Writing the CSV failed.
    #[error("the report could not be written as CSV: {0}")]
    Csv(#[from] csv::Error),
    /// Writing the file failed (disk full, no permission …).
    #[error("the report could not be written: {0}")]
    Io(#[from] std::io::Error),
    /// Writing the Excel file failed.
    #[error("the report could not be written as an Excel file: {0}")]
    Xlsx(#[from] XlsxError),
}

/// Whether a spreadsheet could take this text for a formula.
fn is_risky(text: &str) -> bool {
    text.starts_with(['=', '+', '-', '@', '\t', '\r'])
}

/// The text as a CSV cell: with a leading apostrophe when it starts with `=`, `+`, `-`, `@`, a
/// tab or a carriage return, so no spreadsheet runs it as a formula.
pub fn escape_formula(text: &str) -> Cow<'_, str> {
    if is_risky(text) {
        Cow::Owned(format!("'{text}"))
    } else {
        Cow::Borrowed(text)
    }
}

/// A summary value.
enum Value {
    Count(u64),
    Text(String),
}

fn summary_rows(report: &Report) -> Vec<(&'static str, Value)> {
    let f = &report.funnel;
    let mut rows = vec![
        (
            "Campaign",
            Value::Text(
                report
                    .campaign_name
                    .clone()
                    .unwrap_or_else(|| report.batch.clone()),
            ),
        ),
        ("Campaign id", Value::Text(report.batch.clone())),
        ("Summary", Value::Text(report.summary.clone())),
        ("Messages", Value::Count(f.total)),
        ("Sent (includes delivered and read)", Value::Count(f.sent)),
        ("Delivered (includes read)", Value::Count(f.delivered)),
        ("Read", Value::Count(f.read)),
        ("Failed", Value::Count(f.failed)),
        ("Skipped", Value::Count(f.skipped)),
        ("Cancelled", Value::Count(f.cancelled)),
        (
            "Expired (not sent within their time limit)",
            Value::Count(f.expired),
        ),
        ("Waiting to send", Value::Count(f.queued)),
        ("Sending", Value::Count(f.sending)),
        (
            "Waiting (pacing, daily limit, retry or pause)",
            Value::Count(f.deferred),
        ),
        (
            "Checking with Meta (no answer yet)",
            Value::Count(f.in_doubt),
        ),
        (
            "Sent again after no answer",
            Value::Count(report.resent_after_no_answer.len() as u64),
        ),
        (
            "Not sent: opted out of marketing",
            Value::Count(report.opt_outs.skipped),
        ),
        (
            "Opted out within 7 days after it reached them",
            Value::Count(report.opt_outs.caused),
        ),
        ("Estimated cost", Value::Text(report.cost.summary.clone())),
    ];
    if let Some(comparison) = &report.cost.comparison_said {
        rows.push((
            "Estimated at launch, and after delivery",
            Value::Text(comparison.to_string()),
        ));
    }
    rows
}

const FAILURE_HEADERS: [&str; 5] = [
    "Failure (Meta code)",
    "Messages",
    "What happened",
    "What to do",
    "Can be retried",
];
const SKIP_HEADERS: [&str; 2] = ["Skipped because", "Messages"];
const RECIPIENT_HEADERS: [&str; 13] = [
    "Recipient",
    "Name",
    "State",
    "Sent (UTC)",
    "Delivered (UTC)",
    "Read (UTC)",
    "Failed (UTC)",
    "Reason",
    "Meta code",
    "Attempts",
    "Sent again after no answer",
    "Message id",
    "WhatsApp message id",
];

fn time_text(at: Option<Millis>) -> String {
    at.and_then(chrono::DateTime::from_timestamp_millis)
        .map(|t| t.format("%Y-%m-%d %H:%M:%S").to_string())
        .unwrap_or_default()
}

fn yes(flag: bool) -> &'static str {
    if flag { "yes" } else { "no" }
}

/// Writes the report as CSV (UTF-8 with a byte-order mark, so Excel reads names in any
/// script): the summary, the failure and skip reasons, then one row per recipient, with blank
/// rows between the parts.
pub fn export_csv<W: Write>(report: &Report, mut writer: W) -> Result<(), ExportError> {
    writer.write_all("\u{feff}".as_bytes())?;
    let mut csv = csv::WriterBuilder::new().flexible(true).from_writer(writer);
    let mut record = |cells: &[&str]| -> Result<(), csv::Error> {
        csv.write_record(
            cells
                .iter()
                .map(|cell| escape_formula(cell))
                .map(|cell| cell.into_owned()),
        )
    };
    for (label, value) in summary_rows(report) {
        let value = match value {
            Value::Count(n) => n.to_string(),
            Value::Text(text) => text,
        };
        record(&[label, &value])?;
    }
    if !report.failures.is_empty() {
        record(&[""])?;
        record(&FAILURE_HEADERS)?;
        for group in &report.failures {
            let code = group.code.map(|c| c.to_string()).unwrap_or_default();
            record(&[
                &code,
                &group.count.to_string(),
                &group.meaning,
                &group.what_to_do,
                yes(group.retryable),
            ])?;
        }
    }
    if !report.skipped.is_empty() {
        record(&[""])?;
        record(&SKIP_HEADERS)?;
        for group in &report.skipped {
            record(&[&group.reason, &group.count.to_string()])?;
        }
    }
    record(&[""])?;
    record(&RECIPIENT_HEADERS)?;
    for row in &report.recipients {
        record(&[
            &row.recipient,
            row.name.as_deref().unwrap_or_default(),
            state_word(row.state),
            &time_text(row.sent_at),
            &time_text(row.delivered_at),
            &time_text(row.read_at),
            &time_text(row.failed_at),
            row.reason.as_deref().unwrap_or_default(),
            &row.error_code.map(|c| c.to_string()).unwrap_or_default(),
            &row.attempts.to_string(),
            yes(row.resent_after_no_answer),
            &row.key,
            row.wamid.as_deref().unwrap_or_default(),
        ])?;
    }
    csv.flush()?;
    Ok(())
}

struct Formats {
    bold: Format,
    guarded: Format,
    time: Format,
}

/// Writes text as a string cell, quote-prefixed when a spreadsheet could read it as a formula.
fn text(
    sheet: &mut Worksheet,
    row: u32,
    col: u16,
    value: &str,
    formats: &Formats,
) -> Result<(), XlsxError> {
    if value.is_empty() {
        return Ok(());
    }
    if is_risky(value) {
        sheet.write_string_with_format(row, col, value, &formats.guarded)?;
    } else {
        sheet.write_string(row, col, value)?;
    }
    Ok(())
}

fn time(
    sheet: &mut Worksheet,
    row: u32,
    col: u16,
    at: Option<Millis>,
    formats: &Formats,
) -> Result<(), XlsxError> {
    if let Some(at) = at {
        let when = ExcelDateTime::from_timestamp(at.div_euclid(1000))?;
        sheet.write_datetime_with_format(row, col, when, &formats.time)?;
    }
    Ok(())
}

fn headers(
    sheet: &mut Worksheet,
    row: u32,
    names: &[&str],
    formats: &Formats,
) -> Result<(), XlsxError> {
    for (col, name) in (0u16..).zip(names) {
        sheet.write_string_with_format(row, col, *name, &formats.bold)?;
    }
    Ok(())
}

/// Row numbers past Excel's limit make the write fail with its own message.
fn row_number(index: usize) -> u32 {
    u32::try_from(index).unwrap_or(u32::MAX)
}

/// Writes the report as an Excel workbook at `path`: a "Summary" sheet (counts, cost, failure
/// and skip reasons) and a "Recipients" sheet with one row per recipient. Numbers are numbers,
/// times are Excel dates (UTC), every other cell is text.
pub fn export_xlsx(report: &Report, path: &Path) -> Result<(), ExportError> {
    workbook(report)?.save(path)?;
    Ok(())
}

/// The report as an Excel file in memory (for a download), as [`export_xlsx`] writes it.
pub fn to_xlsx(report: &Report) -> Result<Vec<u8>, ExportError> {
    Ok(workbook(report)?.save_to_buffer()?)
}

/// The report as CSV in memory (for a download), as [`export_csv`] writes it.
pub fn to_csv(report: &Report) -> Result<Vec<u8>, ExportError> {
    let mut bytes = Vec::new();
    export_csv(report, &mut bytes)?;
    Ok(bytes)
}

/// A file name (without extension) for a campaign's report: its name with anything a file
/// system or a download header could choke on replaced by `-`, at most 80 characters.
pub fn file_stem(campaign_name: &str) -> String {
    let mut stem = String::with_capacity(campaign_name.len().min(80));
    for c in campaign_name.chars() {
        let keep = c.is_alphanumeric() || c == '_' || c == '.';
        if keep {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
        if stem.chars().count() >= 80 {
            break;
        }
    }
    let stem = stem.trim_matches(['-', '.']);
    if stem.is_empty() {
        "campaign-report".to_owned()
    } else {
        stem.to_owned()
    }
}

fn workbook(report: &Report) -> Result<Workbook, XlsxError> {
    let formats = Formats {
        bold: Format::new().set_bold(),
        guarded: Format::new().set_quote_prefix(),
        time: Format::new().set_num_format("yyyy-mm-dd hh:mm:ss"),
    };
    let mut workbook = Workbook::new();

    let sheet = workbook.add_worksheet();
    sheet.set_name("Summary")?;
    sheet.set_column_width(0, 44)?;
    sheet.set_column_width(1, 12)?;
    sheet.set_column_width(2, 60)?;
    sheet.set_column_width(3, 60)?;
    let mut row = 0u32;
    for (label, value) in summary_rows(report) {
        sheet.write_string_with_format(row, 0, label, &formats.bold)?;
        match value {
            Value::Count(n) => {
                sheet.write_number(row, 1, n as f64)?;
            }
            Value::Text(value) => text(sheet, row, 1, &value, &formats)?,
        }
        row += 1;
    }
    if !report.cost.lines.is_empty() {
        row += 1;
        headers(
            sheet,
            row,
            &[
                "Cost by category",
                "Delivered",
                "Price each",
                "Amount",
                "Country",
            ],
            &formats,
        )?;
        for line in &report.cost.lines {
            row += 1;
            text(sheet, row, 0, &line.category.to_ascii_lowercase(), &formats)?;
            sheet.write_number(row, 1, line.delivered as f64)?;
            match (line.rate, line.amount) {
                (Some(rate), Some(amount)) => {
                    sheet.write_number(row, 2, rate)?;
                    sheet.write_number(row, 3, amount)?;
                }
                _ => {
                    sheet.write_string(row, 2, "unknown")?;
                }
            }
            // The recipients' country (ISO 3166), priced by its market.
            text(
                sheet,
                row,
                4,
                line.country.as_deref().unwrap_or(""),
                &formats,
            )?;
        }
        row += 1;
    }
    if !report.failures.is_empty() {
        row += 1;
        headers(sheet, row, &FAILURE_HEADERS, &formats)?;
        for group in &report.failures {
            row += 1;
            if let Some(code) = group.code {
                sheet.write_number(row, 0, code as f64)?;
            } else {
                sheet.write_string(row, 0, "none")?;
            }
            sheet.write_number(row, 1, group.count as f64)?;
            text(sheet, row, 2, &group.meaning, &formats)?;
            text(sheet, row, 3, &group.what_to_do, &formats)?;
            sheet.write_string(row, 4, yes(group.retryable))?;
        }
        row += 1;
    }
    if !report.skipped.is_empty() {
        row += 1;
        headers(sheet, row, &SKIP_HEADERS, &formats)?;
        for group in &report.skipped {
            row += 1;
            text(sheet, row, 0, &group.reason, &formats)?;
            sheet.write_number(row, 1, group.count as f64)?;
        }
    }

    let sheet = workbook.add_worksheet();
    sheet.set_name("Recipients")?;
    for (col, width) in (0u16..).zip([18, 24, 18, 20, 20, 20, 20, 60, 10, 9, 12, 38, 40]) {
        sheet.set_column_width(col, width)?;
    }
    headers(sheet, 0, &RECIPIENT_HEADERS, &formats)?;
    sheet.set_freeze_panes(1, 0)?;
    for (index, recipient) in report.recipients.iter().enumerate() {
        let row = row_number(index + 1);
        // The number is text: a number cell would drop the `+` and may round the digits.
        text(sheet, row, 0, &recipient.recipient, &formats)?;
        text(
            sheet,
            row,
            1,
            recipient.name.as_deref().unwrap_or_default(),
            &formats,
        )?;
        sheet.write_string(row, 2, state_word(recipient.state))?;
        time(sheet, row, 3, recipient.sent_at, &formats)?;
        time(sheet, row, 4, recipient.delivered_at, &formats)?;
        time(sheet, row, 5, recipient.read_at, &formats)?;
        time(sheet, row, 6, recipient.failed_at, &formats)?;
        text(
            sheet,
            row,
            7,
            recipient.reason.as_deref().unwrap_or_default(),
            &formats,
        )?;
        if let Some(code) = recipient.error_code {
            sheet.write_number(row, 8, code as f64)?;
        }
        sheet.write_number(row, 9, recipient.attempts)?;
        sheet.write_string(row, 10, yes(recipient.resent_after_no_answer))?;
        text(sheet, row, 11, &recipient.key, &formats)?;
        text(
            sheet,
            row,
            12,
            recipient.wamid.as_deref().unwrap_or_default(),
            &formats,
        )?;
    }
    Ok(workbook)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_a_spreadsheet_would_run_get_an_apostrophe() {
        for risky in ["=1+1", "+1 650 555 1234", "-2", "@SUM(A1)", "\tx", "\rx"] {
            assert_eq!(escape_formula(risky), format!("'{risky}"));
        }
        for safe in ["Ayesha", "1 650", " =x", "", "'already"] {
            assert_eq!(escape_formula(safe), safe);
        }
    }

    #[test]
    fn file_stems_keep_letters_and_digits_only() {
        assert_eq!(file_stem("January invoices 2026"), "January-invoices-2026");
        assert_eq!(file_stem("../../etc/passwd"), "etc-passwd");
        assert_eq!(file_stem("فروری / بل"), "فروری-بل");
        assert_eq!(file_stem("\"\r\n"), "campaign-report");
        assert_eq!(file_stem(&"a".repeat(200)).len(), 80);
    }
}
