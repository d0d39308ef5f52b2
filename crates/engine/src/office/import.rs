//! Importing contact lists (`docs/sending.md#import-and-dedupe`): the first step of `docs/sending.md#the-flow-of-one-message`, from the
//! CSV or Excel file a billing system exported to contacts in a list that a campaign can
//! target.
//!
//! [`import_file`] reads the file ([`source`]: format, encoding and delimiter found on their
//! own), decides the columns ([`columns`]: phone, name, the rest kept as attributes),
//! normalises every number to E.164 ([`phone`]: default country for local numbers, each
//! different spelling parsed once, on every core), merges rows with the same number (later
//! cells win), and writes the contacts in batches through the ledger's writer ([`store`]):
//! known numbers are updated, not duplicated, and people who turned off marketing stay
//! opted out. The [`ImportReport`] says what happened to every row, and is kept in the
//! `imports` table so it can be downloaded later; it lists the first problem rows, and every
//! one of them goes to a CSV in the data folder as it is found ([`problems`]).
//!
//! Memory stays bounded however big the file: rows stream through in batches, the parse
//! cache starts again when full, and the numbers already met take 8 bytes each ([`seen`]).
//!
//! [`read_and_normalise`] is the same work without the database (the UI's preview: the
//! report and a page of contacts); [`check_file`] only reports (a dry run of any size).
//!
//! Nothing here panics on a file, however broken: each problem a person can meet is an
//! [`ImportError`] saying what happened and what to do.

pub mod columns;
mod error;
mod history;
mod opt_in;
pub mod phone;
mod pipeline;
mod preview;
mod problems;
pub mod quote;
pub mod report;
mod run;
mod seen;
pub mod source;
mod store;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

pub use columns::{DetectedColumns, FoundBy};
pub use error::ImportError;
pub use history::{ImportRecord, import_report, recent_imports};
pub use phone::{InvalidReason, normalise_phone};
pub(crate) use preview::read_numbers;
pub use preview::{check_file, read_and_normalise};
pub use report::{DuplicateRow, ImportReport, InvalidRow, MAX_LISTED, ReasonCount, Saved};
pub use run::{ImportProgress, import_file, import_file_reporting};
pub use source::FileFormat;
pub(crate) use store::record_consent;

use phone::Country;

/// Which columns to use when the guess is wrong: a header text (any case) or a column
/// number (`3`, `column 3`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct ColumnOverrides {
    /// The phone column.
    pub phone: Option<String>,
    /// The name column.
    pub name: Option<String>,
}

impl ColumnOverrides {
    /// Reads `phone=<header>` and `name=<header>` (the CLI's `--column`).
    ///
    /// ```
    /// use pacer_engine::import::ColumnOverrides;
    /// let o = ColumnOverrides::parse(["phone=Mobile No", "name = Customer"]).unwrap();
    /// assert_eq!(o.phone.as_deref(), Some("Mobile No"));
    /// assert_eq!(o.name.as_deref(), Some("Customer"));
    /// assert!(ColumnOverrides::parse(["city=Town"]).is_err());
    /// ```
    pub fn parse<S: AsRef<str>>(
        items: impl IntoIterator<Item = S>,
    ) -> Result<ColumnOverrides, ImportError> {
        let mut overrides = ColumnOverrides::default();
        for item in items {
            let item = item.as_ref();
            let Some((role, header)) = item.split_once('=') else {
                return Err(ImportError::BadOverride { text: item.into() });
            };
            let header = header.trim();
            if header.is_empty() {
                return Err(ImportError::BadOverride { text: item.into() });
            }
            match role.trim().to_ascii_lowercase().as_str() {
                "phone" | "number" | "mobile" => overrides.phone = Some(header.into()),
                "name" => overrides.name = Some(header.into()),
                _ => return Err(ImportError::BadOverride { text: item.into() }),
            }
        }
        Ok(overrides)
    }
}

/// How to import one file.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ImportOptions {
    /// The list the contacts go into (created if missing).
    pub list: String,
    /// ISO code of the country for numbers written without a country code (`PK`).
    pub default_country: String,
    /// Columns named by the person, over the guess.
    pub columns: ColumnOverrides,
    /// Tags given to every imported contact.
    pub tags: Vec<String>,
}

/// A contact as read from the file (after merging its duplicate rows), for a preview.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct NormalisedContact {
    /// The first row with this number.
    pub row: u64,
    /// E.164.
    pub phone: String,
    /// The name, if the file has one.
    pub name: Option<String>,
    /// Every other column (empty cells left out).
    pub attributes: BTreeMap<String, String>,
}

/// The result of [`read_and_normalise`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Normalised {
    /// The report, without `saved`.
    pub report: ImportReport,
    /// The first contacts (at most the number asked for), in the order of their first row,
    /// with their later duplicate rows merged in. `report.contacts` counts all of them.
    pub contacts: Vec<NormalisedContact>,
}

/// The options checked, with the list name and tags tidied.
fn checked(options: &ImportOptions) -> Result<(Country, String, Vec<String>), ImportError> {
    let country =
        Country::parse(&options.default_country).ok_or_else(|| ImportError::UnknownCountry {
            code: options.default_country.clone(),
        })?;
    let list = options.list.trim().to_owned();
    let mut tags: Vec<String> = Vec::new();
    for tag in &options.tags {
        let tag = tag.trim();
        if !tag.is_empty() && !tags.iter().any(|t| t == tag) {
            tags.push(tag.to_owned());
        }
    }
    Ok((country, list, tags))
}
