//! Reading a contact list file row by row, whatever program wrote it.
//!
//! The format is decided by the file's first bytes, not its name (people rename files):
//! a ZIP is XLSX or ODS, an OLE container is XLS (or a password-protected XLSX), anything else
//! is read as delimited text. Text is UTF-16 when it says so (a byte-order mark, or the NUL
//! bytes every other byte that Excel's "Unicode text" has), otherwise each cell is UTF-8 when
//! it is valid UTF-8 and Windows-1252 when not — exports that were glued together from two
//! systems mix both. The delimiter is the one of `,` `;` tab `|` that splits the first lines
//! into the same, largest number of cells.
//!
//! Rows are handed to a callback as they are read (a CSV file is never held in memory; an
//! XLSX sheet is streamed cell by cell), each with its row number as a spreadsheet program
//! shows it: blank lines count, a quoted cell spanning lines does not.

//!
//! The formats are read in their own modules: `text` (delimited text, with `encoding`),
//! `workbook` (XLSX, XLS, ODS through calamine, with `ods` and `archive` checking what a file
//! declares before calamine opens it).

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::ImportError;

mod archive;
mod encoding;
mod ods;
mod text;
mod workbook;

pub(crate) use archive::size_text;

use text::read_text;
use workbook::{read_ole, read_zip};

/// The kind of file a list came in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum FileFormat {
    /// Delimited text.
    Csv,
    /// Excel 2007 and later.
    Xlsx,
    /// Excel 97–2003.
    Xls,
    /// OpenDocument (LibreOffice, Google Sheets export).
    Ods,
}

/// What was found out about the file while reading it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct SourceInfo {
    pub format: FileFormat,
    /// Text files: "UTF-8", "UTF-8 with BOM", "UTF-16LE", "UTF-16BE", "Windows-1252", or
    /// "UTF-8 and Windows-1252" when cells of both were found.
    pub encoding: Option<String>,
    /// Text files: the delimiter.
    pub delimiter: Option<char>,
    /// Spreadsheets: the sheet read.
    pub sheet: Option<String>,
}

/// Receives each row: its number and its cells.
pub(crate) type OnRow<'a> = dyn FnMut(u64, &[String]) -> Result<(), ImportError> + 'a;

/// Reads `path`, calling `on_row` for every row in order.
pub(crate) fn read_rows(path: &Path, on_row: &mut OnRow<'_>) -> Result<SourceInfo, ImportError> {
    let io_error = |source: io::Error| ImportError::Open {
        path: path.to_owned(),
        source,
    };
    let mut file = File::open(path).map_err(io_error)?;
    let mut head = Vec::with_capacity(8);
    (&mut file)
        .take(8)
        .read_to_end(&mut head)
        .map_err(io_error)?;
    file.seek(SeekFrom::Start(0)).map_err(io_error)?;
    if head.is_empty() {
        return Err(ImportError::Empty);
    }
    if head.starts_with(b"PK\x03\x04") {
        return read_zip(path, file, on_row);
    }
    if head.starts_with(b"PK\x05\x06") {
        // An empty ZIP archive.
        return Err(ImportError::NotAList {
            looks_like: "empty_zip",
        });
    }
    if head.starts_with(&[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
        return read_ole(file, on_row);
    }
    if let Some(looks_like) = known_binary(&head) {
        return Err(ImportError::NotAList { looks_like });
    }
    read_text(file, on_row)
}

/// What a file that is not a list seems to be, by its first bytes (a kind of
/// [`ImportError::NotAList`]).
fn known_binary(head: &[u8]) -> Option<&'static str> {
    let signatures: [(&[u8], &'static str); 7] = [
        (b"%PDF", "pdf"),
        (b"\x89PNG", "image"),
        (b"\xFF\xD8\xFF", "image"),
        (b"GIF8", "image"),
        (b"\x1F\x8B", "gzip"),
        (b"Rar!", "rar"),
        (b"7z\xBC\xAF", "seven_zip"),
    ];
    signatures
        .iter()
        .find(|(sig, _)| head.starts_with(sig))
        .map(|(_, what)| *what)
}

/// Reading small files through [`read_rows`], for the tests of each format.
#[cfg(test)]
mod test_rows {
    use super::{ImportError, SourceInfo, read_rows};

    pub(super) type Rows = Vec<(u64, Vec<String>)>;

    pub(super) fn rows_of(bytes: &[u8]) -> Result<(SourceInfo, Rows), ImportError> {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("list.csv");
        std::fs::write(&path, bytes).expect("write");
        let mut rows = Vec::new();
        let info = read_rows(&path, &mut |n, cells| {
            rows.push((n, cells.to_vec()));
            Ok(())
        })?;
        Ok((info, rows))
    }
}
