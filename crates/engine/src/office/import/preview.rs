//! Reading a file without saving it: [`check_file`] (a dry run of any size) and
//! [`read_and_normalise`] (the window's preview: the report and a page of contacts), and the
//! report every reading ends in.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use pacer_words::{Said, ids};

use super::phone::Country;
use super::pipeline::{FileOutcome, read_file};
use super::report::{ImportReport, Saved};
use super::store::{self, Entry};
use super::{ImportError, ImportOptions, Normalised, NormalisedContact, checked, quote};
pub(super) fn report_of(
    path: &Path,
    list: &str,
    country: &Country,
    file: FileOutcome,
    saved: Option<Saved>,
) -> ImportReport {
    let mut report = ImportReport {
        file_name: path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        list: list.to_owned(),
        format: file.info.format,
        encoding: file.info.encoding,
        delimiter: file.info.delimiter,
        sheet: file.info.sheet.as_deref().map(quote::quote),
        header_row: file.plan.header_row,
        columns: file.plan.detected,
        default_country: country.iso().to_owned(),
        rows_read: file.rows_read,
        contacts: file.contacts,
        duplicate_count: file.duplicate_count,
        duplicates: file.duplicates,
        invalid_count: file.invalid_count,
        invalid: file.invalid,
        invalid_reasons: ImportReport::reasons_of(file.reasons),
        empty_rows: file.empty_rows,
        saved,
        summary: String::new(),
        summary_said: Said::new(ids::ENGINE_IMPORT_SUMMARY),
        truncated: false,
        problems_file: None,
    };
    report.truncated = (report.invalid.len() as u64) < report.invalid_count
        || (report.duplicates.len() as u64) < report.duplicate_count;
    report.summary_said = report.summary_said();
    report.summary = report.summary_said.to_string();
    report
}

/// Reads, normalises and dedupes a file without saving or keeping anything: the report an
/// import would give (without `saved`). Memory stays flat however long the file is.
pub fn check_file(path: &Path, options: &ImportOptions) -> Result<ImportReport, ImportError> {
    let (country, list, _) = checked(options)?;
    let country = Arc::new(country);
    let file = read_file(path, &country, &options.columns, None, &mut |_batch| Ok(()))?;
    Ok(report_of(path, &list, &country, file, None))
}

/// Reads and normalises a file without saving anything, for a preview: the report on every
/// row, and the first `keep` contacts it would make (a preview shows a page, and a million
/// contacts as maps would not fit the memory budget; [`check_file`] keeps none).
pub fn read_and_normalise(
    path: &Path,
    options: &ImportOptions,
    keep: usize,
) -> Result<Normalised, ImportError> {
    let (country, list, _) = checked(options)?;
    let country = Arc::new(country);
    let mut contacts: Vec<NormalisedContact> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    let mut collect = |batch: Vec<Entry>| {
        for entry in batch {
            if contacts.len() >= keep && !index.contains_key(&entry.phone) {
                continue;
            }
            let attributes = store::parse_attributes(&entry.attributes).into_iter();
            match index.get(&entry.phone) {
                Some(&i) => {
                    let contact = &mut contacts[i];
                    contact.attributes.extend(attributes);
                    if entry.name.is_some() {
                        contact.name = entry.name;
                    }
                }
                None => {
                    index.insert(entry.phone.clone(), contacts.len());
                    contacts.push(NormalisedContact {
                        row: entry.row,
                        phone: entry.phone,
                        name: entry.name,
                        attributes: attributes.collect(),
                    });
                }
            }
        }
        Ok(())
    };
    let file = read_file(path, &country, &options.columns, None, &mut collect)?;
    Ok(Normalised {
        report: report_of(path, &list, &country, file, None),
        contacts,
    })
}

/// Reads a file for its phone numbers only (a do-not-contact list): the same reading, column
/// detection and normalisation as an import, every valid number handed to `each` once (the
/// first row that has it), and the report on every row. Nothing is saved.
pub(crate) fn read_numbers(
    path: &Path,
    options: &ImportOptions,
    each: &mut dyn FnMut(crate::phone::E164),
) -> Result<ImportReport, ImportError> {
    let (country, list, _) = checked(options)?;
    let country = Arc::new(country);
    let mut collect = |batch: Vec<Entry>| {
        for entry in batch.into_iter().filter(|e| e.first) {
            // The pipeline wrote it: E.164 by construction.
            each(crate::phone::E164::from_normalised(entry.phone));
        }
        Ok(())
    };
    let file = read_file(path, &country, &options.columns, None, &mut collect)?;
    Ok(report_of(path, &list, &country, file, None))
}
