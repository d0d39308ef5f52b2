//! Why an import stopped: [`ImportError`], each kind in words for the person importing the
//! file and what to do, with a stable code for the window and the local API.

use std::path::PathBuf;

use pacer_words::{Said, ids};

use super::{quote, source};
use crate::ledger::LedgerError;

/// Why a file could not be imported, in words for the person importing it: the catalogue's
/// (`engine-import-error-…` in `locales/*.ftl`), [`ImportError::said`] for the window in the
/// person's language, `Display` in English for `pacer import` and the local API.
#[derive(Debug)]
pub enum ImportError {
    /// The file could not be opened.
    Open {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The path is a folder, a device or a pipe, not a file.
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// Reading stopped half-way.
    Read {
        /// Why.
        source: std::io::Error,
    },
    /// Nothing in it.
    Empty,
    /// A header but no rows.
    NoData,
    /// Not a list at all.
    NotAList {
        /// What it seems to be, as a kind the catalogue words (`engine-import-error-not-a-list`):
        /// `pdf`, `image`, `gzip`, `rar`, `seven_zip`, `empty_zip`, `huge_sheet` or `binary`.
        looks_like: &'static str,
    },
    /// An encrypted workbook.
    PasswordProtected,
    /// A broken spreadsheet.
    Damaged {
        /// What the reader said (a reader's words can quote the file: the message shows
        /// their start).
        detail: String,
    },
    /// A spreadsheet that would unpack to more than any contact list when opened (a "ZIP
    /// bomb", or a damaged file): refused before anything in it is unpacked.
    ExpandsTooFar {
        /// Bytes its parts declare once unpacked.
        expanded: u64,
    },
    /// A spreadsheet with a part packed far more tightly than spreadsheet programs pack.
    PackedTooTightly {
        /// The part's bytes in the file.
        packed: u64,
        /// Its bytes once unpacked.
        unpacked: u64,
    },
    /// A spreadsheet made of more parts than any workbook has.
    TooManyParts {
        /// Its parts.
        parts: usize,
    },
    /// A quote that never closes swallows the rest of the file.
    UnclosedQuote {
        /// Where the quote opens.
        row: u64,
    },
    /// A binary file or a broken export.
    LineTooLong {
        /// The row.
        row: u64,
    },
    /// No phone column found.
    NoPhoneColumn {
        /// The header cells, for the message.
        columns: String,
    },
    /// A column named by the person is not in the file.
    ColumnNotFound {
        /// `phone` or `name`.
        role: &'static str,
        /// What was asked for.
        wanted: String,
        /// The header cells.
        columns: String,
    },
    /// A `--column` that is not `phone=` or `name=`.
    BadOverride {
        /// What was given.
        text: String,
    },
    /// The default country is not known.
    UnknownCountry {
        /// What was given.
        code: String,
    },
    /// No list name.
    NoListName,
    /// The contacts could not be saved.
    Save(LedgerError),
    /// The import was stopped before the end (the database side gave up).
    Stopped,
    /// The list of rows to fix could not be written beside the database.
    RowsToFix {
        /// The file or folder.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

impl ImportError {
    /// A stable code for the UI, which never matches on messages.
    pub fn code(&self) -> &'static str {
        match self {
            ImportError::Open { .. } => "cannot_open",
            ImportError::NotAFile { .. } => "not_a_file",
            ImportError::Read { .. } => "cannot_read",
            ImportError::Empty => "empty_file",
            ImportError::NoData => "no_rows",
            ImportError::NotAList { .. } => "not_a_list",
            ImportError::PasswordProtected => "password_protected",
            ImportError::Damaged { .. } => "damaged_file",
            ImportError::ExpandsTooFar { .. } => "expands_too_far",
            ImportError::PackedTooTightly { .. } => "packed_too_tightly",
            ImportError::TooManyParts { .. } => "too_many_parts",
            ImportError::UnclosedQuote { .. } => "unclosed_quote",
            ImportError::LineTooLong { .. } => "line_too_long",
            ImportError::NoPhoneColumn { .. } => "no_phone_column",
            ImportError::ColumnNotFound { .. } => "column_not_found",
            ImportError::BadOverride { .. } => "bad_column_option",
            ImportError::UnknownCountry { .. } => "unknown_country",
            ImportError::NoListName => "no_list_name",
            ImportError::Save(_) => "cannot_save",
            ImportError::Stopped => "stopped",
            ImportError::RowsToFix { .. } => "cannot_save_rows_to_fix",
        }
    }
}

/// The header cells a message lists, when there are any: `listed` says whether.
fn with_columns(said: Said, columns: &str) -> Said {
    said.with("listed", if columns.is_empty() { "no" } else { "yes" })
        .with("columns", columns)
}

impl ImportError {
    /// What to tell the person, as an id of the catalogue and its values. A file, a column,
    /// what the person typed and the computer's own words about a failure go in as they are;
    /// so do a row's number and a spreadsheet's parts, which Pacer has always written without
    /// thousands separators ("Row 1204"), as a spreadsheet program numbers its rows.
    pub fn said(&self) -> Said {
        match self {
            ImportError::Open { path, source } => Said::new(ids::ENGINE_IMPORT_ERROR_OPEN)
                .with("path", path.display().to_string())
                .with("reason", source.to_string()),
            ImportError::NotAFile { path } => Said::new(ids::ENGINE_IMPORT_ERROR_NOT_A_FILE)
                .with("path", path.display().to_string()),
            ImportError::Read { source } => {
                Said::new(ids::ENGINE_IMPORT_ERROR_READ).with("reason", source.to_string())
            }
            ImportError::Empty => Said::new(ids::ENGINE_IMPORT_ERROR_EMPTY),
            ImportError::NoData => Said::new(ids::ENGINE_IMPORT_ERROR_NO_DATA),
            ImportError::NotAList { looks_like } => {
                Said::new(ids::ENGINE_IMPORT_ERROR_NOT_A_LIST).with("looks_like", *looks_like)
            }
            ImportError::PasswordProtected => {
                Said::new(ids::ENGINE_IMPORT_ERROR_PASSWORD_PROTECTED)
            }
            ImportError::Damaged { detail } => {
                Said::new(ids::ENGINE_IMPORT_ERROR_DAMAGED).with("detail", quote::quote(detail))
            }
            ImportError::ExpandsTooFar { expanded } => {
                Said::new(ids::ENGINE_IMPORT_ERROR_EXPANDS_TOO_FAR)
                    .with("expanded", source::size_text(*expanded))
            }
            ImportError::PackedTooTightly { packed, unpacked } => {
                Said::new(ids::ENGINE_IMPORT_ERROR_PACKED_TOO_TIGHTLY)
                    .with("packed", source::size_text(*packed))
                    .with("unpacked", source::size_text(*unpacked))
            }
            ImportError::TooManyParts { parts } => {
                Said::new(ids::ENGINE_IMPORT_ERROR_TOO_MANY_PARTS).with("parts", parts.to_string())
            }
            ImportError::UnclosedQuote { row } => {
                Said::new(ids::ENGINE_IMPORT_ERROR_UNCLOSED_QUOTE).with("row", row.to_string())
            }
            ImportError::LineTooLong { row } => {
                Said::new(ids::ENGINE_IMPORT_ERROR_LINE_TOO_LONG).with("row", row.to_string())
            }
            ImportError::NoPhoneColumn { columns } => {
                with_columns(Said::new(ids::ENGINE_IMPORT_ERROR_NO_PHONE_COLUMN), columns)
            }
            ImportError::ColumnNotFound {
                role,
                wanted,
                columns,
            } => with_columns(
                Said::new(ids::ENGINE_IMPORT_ERROR_COLUMN_NOT_FOUND)
                    .with("role", *role)
                    .with("wanted", quote::quote(wanted)),
                columns,
            ),
            ImportError::BadOverride { text } => {
                Said::new(ids::ENGINE_IMPORT_ERROR_BAD_COLUMN_OPTION)
                    .with("text", quote::quote(text))
            }
            ImportError::UnknownCountry { code } => {
                Said::new(ids::ENGINE_IMPORT_ERROR_UNKNOWN_COUNTRY).with("code", quote::quote(code))
            }
            ImportError::NoListName => Said::new(ids::ENGINE_IMPORT_ERROR_NO_LIST_NAME),
            ImportError::Save(e) => {
                Said::new(ids::ENGINE_IMPORT_ERROR_SAVE).with("reason", e.to_string())
            }
            ImportError::Stopped => Said::new(ids::ENGINE_IMPORT_ERROR_STOPPED),
            ImportError::RowsToFix { path, source } => {
                Said::new(ids::ENGINE_IMPORT_ERROR_ROWS_TO_FIX)
                    .with("path", path.display().to_string())
                    .with("reason", source.to_string())
            }
        }
    }
}

impl std::fmt::Display for ImportError {
    /// In English, from the catalogue ([`ImportError::said`]).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for ImportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ImportError::Open { source, .. }
            | ImportError::Read { source }
            | ImportError::RowsToFix { source, .. } => Some(source),
            ImportError::Save(e) => Some(e),
            _ => None,
        }
    }
}

impl From<LedgerError> for ImportError {
    fn from(e: LedgerError) -> Self {
        ImportError::Save(e)
    }
}

#[cfg(test)]
mod tests {
    use std::io;

    use pacer_words::Arg;

    use super::*;

    fn io_error() -> io::Error {
        io::Error::new(io::ErrorKind::PermissionDenied, "permission denied")
    }

    #[test]
    fn in_english_the_refusals_read_as_pacer_import_has_always_said_them() {
        let path = PathBuf::from("/home/amina/customers.csv");
        let cases: Vec<(ImportError, &str)> = vec![
            (
                ImportError::Open {
                    path: path.clone(),
                    source: io_error(),
                },
                "Pacer couldn't open /home/amina/customers.csv: permission denied. Check that the file exists and is not open in another program.",
            ),
            (
                ImportError::NotAFile { path: path.clone() },
                "/home/amina/customers.csv is not a file Pacer can import (it is a folder, a device or a pipe). Choose the CSV or Excel file itself.",
            ),
            (
                ImportError::Read { source: io_error() },
                "Pacer couldn't read the whole file (permission denied). Copy it to this computer and import it again.",
            ),
            (
                ImportError::Empty,
                "The file is empty. Export the list again from your billing system and import the new file.",
            ),
            (
                ImportError::NoData,
                "The file has a header row but no contacts under it. Export the list again with its rows.",
            ),
            (
                ImportError::NotAList { looks_like: "pdf" },
                "This file is not a contact list Pacer can read (it looks like a PDF document). Save the list from Excel as .xlsx or .csv and import that.",
            ),
            (
                ImportError::NotAList {
                    looks_like: "seven_zip",
                },
                "This file is not a contact list Pacer can read (it looks like a compressed (7-Zip) file). Save the list from Excel as .xlsx or .csv and import that.",
            ),
            (
                ImportError::NotAList {
                    looks_like: "huge_sheet",
                },
                "This file is not a contact list Pacer can read (it looks like a spreadsheet of more than 10 million cells). Save the list from Excel as .xlsx or .csv and import that.",
            ),
            (
                ImportError::PasswordProtected,
                "This file is password-protected. Open it in Excel, remove the password (File → Info → Protect Workbook), save it and import it again.",
            ),
            (
                ImportError::Damaged {
                    detail: "invalid Zip archive".into(),
                },
                "This file is damaged or incomplete (invalid Zip archive). Open it in Excel and save it again, or export the list again.",
            ),
            (
                ImportError::ExpandsTooFar {
                    expanded: 3 * 1024 * 1024 * 1024,
                },
                "This spreadsheet would expand to 3 GB when opened, far more than any contact list: it may be damaged, or made to crash programs. Save it again from your spreadsheet program, or export the list as CSV.",
            ),
            (
                ImportError::PackedTooTightly {
                    packed: 2048,
                    unpacked: 500 * 1024 * 1024,
                },
                "This spreadsheet is packed far more tightly than spreadsheet programs pack (a part of 2 KB would expand to 500 MB when opened): it may be damaged, or made to crash programs. Save it again from your spreadsheet program, or export the list as CSV.",
            ),
            (
                ImportError::TooManyParts { parts: 12_000 },
                "This spreadsheet is made of 12000 parts, where a contact list has a few dozen: it may be damaged, or made to crash programs. Save it again from your spreadsheet program, or export the list as CSV.",
            ),
            (
                ImportError::UnclosedQuote { row: 2 },
                "Row 2 opens a quote (\") that is never closed, so the rest of the file would be read as one cell. Fix the quote in row 2 and import again.",
            ),
            (
                ImportError::LineTooLong { row: 1_204 },
                "Row 1204 is longer than 8 MB, so this is not a contact list Pacer can read. Check that you picked the right file.",
            ),
            (
                ImportError::NoPhoneColumn {
                    columns: String::new(),
                },
                "No column looks like phone numbers: name it with --column phone=<header>.",
            ),
            (
                ImportError::NoPhoneColumn {
                    columns: "\"Name\", \"City\"".into(),
                },
                "No column looks like phone numbers: name it with --column phone=<header> (the columns are: \"Name\", \"City\").",
            ),
            (
                ImportError::ColumnNotFound {
                    role: "phone",
                    wanted: "Mobil".into(),
                    columns: "\"Mobile\"".into(),
                },
                "There is no column \"Mobil\" in this file (the columns are: \"Mobile\"). Check the spelling in --column phone=<header>.",
            ),
            (
                ImportError::ColumnNotFound {
                    role: "name",
                    wanted: "Nmae".into(),
                    columns: String::new(),
                },
                "There is no column \"Nmae\" in this file. Check the spelling in --column name=<header>.",
            ),
            (
                ImportError::BadOverride {
                    text: "mobile".into(),
                },
                "--column takes phone=<header> or name=<header>, not \"mobile\".",
            ),
            (
                ImportError::UnknownCountry { code: "XX".into() },
                "\"XX\" is not a country Pacer knows. Use a two-letter country code such as PK, IN or GB.",
            ),
            (
                ImportError::NoListName,
                "Give the list a name, so a campaign can find these contacts later.",
            ),
            (
                ImportError::Stopped,
                "The import stopped before the end; nothing after the last saved row was saved.",
            ),
            (
                ImportError::RowsToFix {
                    path: PathBuf::from("/data/import-problems"),
                    source: io_error(),
                },
                "Pacer couldn't save the list of rows to fix in /data/import-problems (permission denied). Check that the disk has room, then import the file again.",
            ),
        ];
        for (error, english) in cases {
            assert_eq!(error.to_string(), english, "{:?}", error.code());
        }
    }

    #[test]
    fn a_refusal_is_said_with_what_the_person_typed_as_text() {
        let said = ImportError::UnclosedQuote { row: 1_204 }.said();
        assert_eq!(said.id, ids::ENGINE_IMPORT_ERROR_UNCLOSED_QUOTE);
        assert_eq!(said.args.get("row"), Some(&Arg::Text("1204".into())));
        let said = ImportError::ColumnNotFound {
            role: "phone",
            wanted: "Mobil".into(),
            columns: "\"Mobile\"".into(),
        }
        .said();
        assert_eq!(said.id, ids::ENGINE_IMPORT_ERROR_COLUMN_NOT_FOUND);
        assert_eq!(said.args.get("wanted"), Some(&Arg::Text("Mobil".into())));
        assert_eq!(said.args.get("listed"), Some(&Arg::Text("yes".into())));
        assert_eq!(ImportError::Empty.said().id, ids::ENGINE_IMPORT_ERROR_EMPTY);
    }
}
