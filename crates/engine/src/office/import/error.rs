//! Why an import stopped: [`ImportError`], each kind in words for the person importing the
//! file and what to do, with a stable code for the window and the local API.

use std::path::PathBuf;

use super::{quote, source};
use crate::ledger::LedgerError;
/// Why a file could not be imported, in words for the person importing it.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file could not be opened.
    #[error(
        "Pacer couldn't open {path}: {source}. Check that the file exists and is not open in another program."
    )]
    Open {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The path is a folder, a device or a pipe, not a file.
    #[error(
        "{path} is not a file Pacer can import (it is a folder, a device or a pipe). Choose the CSV or Excel file itself."
    )]
    NotAFile {
        /// The path.
        path: PathBuf,
    },
    /// Reading stopped half-way.
    #[error(
        "Pacer couldn't read the whole file ({source}). Copy it to this computer and import it again."
    )]
    Read {
        /// Why.
        source: std::io::Error,
    },
    /// Nothing in it.
    #[error(
        "The file is empty. Export the list again from your billing system and import the new file."
    )]
    Empty,
    /// A header but no rows.
    #[error(
        "The file has a header row but no contacts under it. Export the list again with its rows."
    )]
    NoData,
    /// Not a list at all.
    #[error(
        "This file is not a contact list Pacer can read (it looks like {looks_like}). Save the list from Excel as .xlsx or .csv and import that."
    )]
    NotAList {
        /// What it seems to be.
        looks_like: &'static str,
    },
    /// An encrypted workbook.
    #[error(
        "This file is password-protected. Open it in Excel, remove the password (File → Info → Protect Workbook), save it and import it again."
    )]
    PasswordProtected,
    /// A broken spreadsheet.
    #[error(
        "This file is damaged or incomplete ({}). Open it in Excel and save it again, or export the list again.",
        quote::quote(detail)
    )]
    Damaged {
        /// What the reader said (a reader's words can quote the file: the message shows
        /// their start).
        detail: String,
    },
    /// A spreadsheet that would unpack to more than any contact list when opened (a "ZIP
    /// bomb", or a damaged file): refused before anything in it is unpacked.
    #[error(
        "This spreadsheet would expand to {} when opened, far more than any contact list: it may be damaged, or made to crash programs. Save it again from your spreadsheet program, or export the list as CSV.",
        source::size_text(*expanded)
    )]
    ExpandsTooFar {
        /// Bytes its parts declare once unpacked.
        expanded: u64,
    },
    /// A spreadsheet with a part packed far more tightly than spreadsheet programs pack.
    #[error(
        "This spreadsheet is packed far more tightly than spreadsheet programs pack (a part of {} would expand to {} when opened): it may be damaged, or made to crash programs. Save it again from your spreadsheet program, or export the list as CSV.",
        source::size_text(*packed),
        source::size_text(*unpacked)
    )]
    PackedTooTightly {
        /// The part's bytes in the file.
        packed: u64,
        /// Its bytes once unpacked.
        unpacked: u64,
    },
    /// A spreadsheet made of more parts than any workbook has.
    #[error(
        "This spreadsheet is made of {parts} parts, where a contact list has a few dozen: it may be damaged, or made to crash programs. Save it again from your spreadsheet program, or export the list as CSV."
    )]
    TooManyParts {
        /// Its parts.
        parts: usize,
    },
    /// A quote that never closes swallows the rest of the file.
    #[error(
        "Row {row} opens a quote (\") that is never closed, so the rest of the file would be read as one cell. Fix the quote in row {row} and import again."
    )]
    UnclosedQuote {
        /// Where the quote opens.
        row: u64,
    },
    /// A binary file or a broken export.
    #[error(
        "Row {row} is longer than 8 MB, so this is not a contact list Pacer can read. Check that you picked the right file."
    )]
    LineTooLong {
        /// The row.
        row: u64,
    },
    /// No phone column found.
    #[error(
        "No column looks like phone numbers: name it with --column phone=<header>{}.",
        if columns.is_empty() { String::new() } else { format!(" (the columns are: {columns})") }
    )]
    NoPhoneColumn {
        /// The header cells, for the message.
        columns: String,
    },
    /// A column named by the person is not in the file.
    #[error(
        "There is no column \"{}\" in this file{}. Check the spelling in --column {role}=<header>.",
        quote::quote(wanted),
        if columns.is_empty() { String::new() } else { format!(" (the columns are: {columns})") }
    )]
    ColumnNotFound {
        /// `phone` or `name`.
        role: &'static str,
        /// What was asked for.
        wanted: String,
        /// The header cells.
        columns: String,
    },
    /// A `--column` that is not `phone=` or `name=`.
    #[error(
        "--column takes phone=<header> or name=<header>, not \"{}\".",
        quote::quote(text)
    )]
    BadOverride {
        /// What was given.
        text: String,
    },
    /// The default country is not known.
    #[error(
        "\"{}\" is not a country Pacer knows. Use a two-letter country code such as PK, IN or GB.",
        quote::quote(code)
    )]
    UnknownCountry {
        /// What was given.
        code: String,
    },
    /// No list name.
    #[error("Give the list a name, so a campaign can find these contacts later.")]
    NoListName,
    /// The contacts could not be saved.
    #[error("The contacts could not be saved: {0}")]
    Save(#[from] LedgerError),
    /// The import was stopped before the end (the database side gave up).
    #[error("The import stopped before the end; nothing after the last saved row was saved.")]
    Stopped,
    /// The list of rows to fix could not be written beside the database.
    #[error(
        "Pacer couldn't save the list of rows to fix in {path} ({source}). Check that the disk has room, then import the file again."
    )]
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
