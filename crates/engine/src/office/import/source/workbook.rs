//! Spreadsheets, read with calamine: XLSX (a ZIP, streamed cell by cell), ODS (a ZIP whose
//! `mimetype` says so, checked first by [`ods`](super::ods)) and XLS (an OLE container), each
//! cell turned into the text a person sees in it. calamine's panics become a damaged file.

use std::fs::File;
use std::io::{BufReader, Read, Seek, SeekFrom};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;

use calamine::{Data, DataRef, Ods, OdsError, Reader, Xls, XlsError, Xlsx, XlsxError};

use super::ods::check_ods_content;
use super::{FileFormat, ImportError, OnRow, SourceInfo, archive};
/// Runs calamine code with its panics turned into a "damaged file" error: a broken file must
/// never take the app down.
fn guarded<T>(f: impl FnOnce() -> Result<T, ImportError>) -> Result<T, ImportError> {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or_else(|_| {
        Err(ImportError::Damaged {
            detail: "the spreadsheet reader could not make sense of it".into(),
        })
    })
}

pub(super) fn read_zip(
    path: &Path,
    file: File,
    on_row: &mut OnRow<'_>,
) -> Result<SourceInfo, ImportError> {
    let is_ods = zip_says_ods(path);
    guarded(|| {
        let mut file = BufReader::new(file);
        // A bomb is refused from the central directory, before any part is unpacked.
        archive::check(&mut file)?;
        if is_ods {
            check_ods_content(&mut file)?;
        }
        file.seek(SeekFrom::Start(0))
            .map_err(|source| ImportError::Read { source })?;
        if is_ods {
            let mut book = Ods::new(file).map_err(ods_error)?;
            return read_ranges(&mut book, FileFormat::Ods, on_row, ods_error);
        }
        let book = Xlsx::new(file).map_err(xlsx_error)?;
        read_xlsx(book, on_row)
    })
}

/// An ODS file starts with an uncompressed `mimetype` entry naming the OpenDocument type.
fn zip_says_ods(path: &Path) -> bool {
    let mut head = Vec::new();
    match File::open(path) {
        Ok(file) => {
            if file.take(200).read_to_end(&mut head).is_err() {
                return false;
            }
        }
        Err(_) => return false,
    }
    head.windows(38)
        .any(|w| w == b"application/vnd.oasis.opendocument.spr")
}

pub(super) fn read_ole(file: File, on_row: &mut OnRow<'_>) -> Result<SourceInfo, ImportError> {
    guarded(|| {
        let mut reader = BufReader::new(file);
        match Xls::new(&mut reader) {
            Ok(mut book) => read_ranges(&mut book, FileFormat::Xls, on_row, xls_error),
            Err(XlsError::Password) => Err(ImportError::PasswordProtected),
            Err(first) => {
                // A password-protected XLSX is an OLE container holding the encrypted package.
                if reader.seek(SeekFrom::Start(0)).is_ok()
                    && let Err(XlsxError::Password) = Xlsx::new(&mut reader)
                {
                    return Err(ImportError::PasswordProtected);
                }
                Err(xls_error(first))
            }
        }
    })
}

fn xlsx_error(e: XlsxError) -> ImportError {
    match e {
        XlsxError::Password => ImportError::PasswordProtected,
        other => ImportError::Damaged {
            detail: other.to_string(),
        },
    }
}

fn xls_error(e: XlsError) -> ImportError {
    match e {
        XlsError::Password => ImportError::PasswordProtected,
        other => ImportError::Damaged {
            detail: other.to_string(),
        },
    }
}

fn ods_error(e: OdsError) -> ImportError {
    match e {
        OdsError::Password => ImportError::PasswordProtected,
        other => ImportError::Damaged {
            detail: other.to_string(),
        },
    }
}

/// XLSX, streamed cell by cell from the first sheet that has any.
fn read_xlsx<RS: Read + Seek>(
    mut book: Xlsx<RS>,
    on_row: &mut OnRow<'_>,
) -> Result<SourceInfo, ImportError> {
    let names = book.sheet_names();
    for name in names {
        let mut cells = book.worksheet_cells_reader(&name).map_err(xlsx_error)?;
        let mut row: Vec<String> = Vec::new();
        let mut current: Option<u32> = None;
        let mut any = false;
        while let Some(cell) = cells.next_cell().map_err(xlsx_error)? {
            let (r, c) = cell.get_position();
            let text = data_ref_text(cell.get_value());
            if text.is_empty() {
                continue;
            }
            if current != Some(r) {
                if let Some(done) = current {
                    on_row(u64::from(done) + 1, &row)?;
                }
                row.clear();
                current = Some(r);
            }
            let c = c as usize;
            if c >= row.len() {
                if c > 16_384 {
                    return Err(ImportError::Damaged {
                        detail: "a cell lies beyond Excel's last column".into(),
                    });
                }
                row.resize(c + 1, String::new());
            }
            row[c] = text;
            any = true;
        }
        if let Some(done) = current {
            on_row(u64::from(done) + 1, &row)?;
        }
        if any {
            return Ok(SourceInfo {
                format: FileFormat::Xlsx,
                encoding: None,
                delimiter: None,
                sheet: Some(name),
            });
        }
    }
    Err(ImportError::Empty)
}

/// XLS and ODS: the first sheet with data, as one range.
fn read_ranges<RS: Read + Seek, R: Reader<RS>>(
    book: &mut R,
    format: FileFormat,
    on_row: &mut OnRow<'_>,
    error: fn(R::Error) -> ImportError,
) -> Result<SourceInfo, ImportError> {
    for name in book.sheet_names() {
        let range = book.worksheet_range(&name).map_err(error)?;
        let Some((top, left)) = range.start() else {
            continue;
        };
        let mut any = false;
        let mut row: Vec<String> = Vec::new();
        for (i, cells) in range.rows().enumerate() {
            row.clear();
            row.resize(left as usize, String::new());
            row.extend(cells.iter().map(data_text));
            while row.last().is_some_and(String::is_empty) {
                row.pop();
            }
            if row.is_empty() {
                continue;
            }
            any = true;
            on_row(u64::from(top) + i as u64 + 1, &row)?;
        }
        if any {
            return Ok(SourceInfo {
                format,
                encoding: None,
                delimiter: None,
                sheet: Some(name),
            });
        }
    }
    Err(ImportError::Empty)
}

/// A float as the digits a person typed: integral values never get `.0` or an exponent.
pub(crate) fn float_text(f: f64) -> String {
    if f.is_finite() && f.fract() == 0.0 && f.abs() < 1e18 {
        format!("{}", f as i64)
    } else {
        format!("{f}")
    }
}

fn date_text(dt: &calamine::ExcelDateTime) -> String {
    if dt.is_datetime() && (0.0..2_958_466.0).contains(&dt.as_f64()) {
        let (y, mo, d, h, mi, s, _) = dt.to_ymd_hms_milli();
        if h == 0 && mi == 0 && s == 0 {
            format!("{y:04}-{mo:02}-{d:02}")
        } else {
            format!("{y:04}-{mo:02}-{d:02} {h:02}:{mi:02}:{s:02}")
        }
    } else {
        float_text(dt.as_f64())
    }
}

fn data_text(cell: &Data) -> String {
    match cell {
        Data::Int(i) => i.to_string(),
        Data::Float(f) => float_text(*f),
        Data::String(s) | Data::DateTimeIso(s) | Data::DurationIso(s) => s.trim().to_owned(),
        Data::Bool(b) => if *b { "TRUE" } else { "FALSE" }.to_owned(),
        Data::DateTime(dt) => date_text(dt),
        Data::Error(e) => e.to_string(),
        Data::Empty => String::new(),
    }
}

fn data_ref_text(cell: &DataRef<'_>) -> String {
    match cell {
        DataRef::Int(i) => i.to_string(),
        DataRef::Float(f) => float_text(*f),
        DataRef::String(s) | DataRef::DateTimeIso(s) | DataRef::DurationIso(s) => {
            s.trim().to_owned()
        }
        DataRef::SharedString(s) => s.trim().to_owned(),
        DataRef::Bool(b) => if *b { "TRUE" } else { "FALSE" }.to_owned(),
        DataRef::DateTime(dt) => date_text(dt),
        DataRef::Error(e) => e.to_string(),
        DataRef::Empty => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::float_text;

    #[test]
    fn floats_become_digits() {
        assert_eq!(float_text(923001234567.0), "923001234567");
        assert_eq!(float_text(9.23001234567E+11), "923001234567");
        assert_eq!(float_text(1500.5), "1500.5");
    }
}
