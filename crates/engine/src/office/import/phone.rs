//! Phone numbers as office staff type them, turned into E.164 (`docs/sending.md#import-and-dedupe`).
//!
//! The work is split in two so that a million rows stay fast:
//!
//! 1. [`compact`] (cheap, no metadata): strips what people put around a number — spaces,
//!    dashes, dots, brackets, a leading apostrophe, `tel:`, `(0)` after a country code, an
//!    extension — reads Excel's float forms (`9.23001234567E+11`, `923001234567.0`) and the
//!    digits of other scripts (Arabic-Indic, Devanagari, full-width), and catches the cases
//!    that need no metadata (empty cell, letters, two numbers in one cell, far too many digits).
//!    What is left is a [`Key`]: a `+` or not, and up to 17 digits, in 8 bytes. Different
//!    spellings of the same number share a key, and the importer parses each key once.
//! 2. [`Normaliser::normalise`] (≈ 8 µs with the `phonenumber` crate): parses and validates the
//!    key for the default country, falling back to reading it as international (WhatsApp's
//!    `wa_id` form, `919871234567`) when it is not a valid national number.
//!
//! The `phonenumber` crate keeps its compiled patterns in one cache behind one mutex, so two
//! threads sharing its global database run slower than one. Each thread here checks out its
//! own copy of the database ([`with_database`]), rebuilt once from the global one, which makes
//! the work scale with cores. A panic inside the crate (it has had some on odd input) is caught
//! and reported as "not a phone number"; the database it happened in is thrown away.

mod patterns;

use std::fmt;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;
use std::sync::Mutex;

use phonenumber::country::Id;
use phonenumber::metadata::{DATABASE, Database, Descriptor, Format, Metadata, loader};
use serde::{Deserialize, Serialize};

use crate::phone::E164;

/// Why a cell is not a usable phone number, in words for the person who typed it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(tag = "code", rename_all = "snake_case")]
pub enum InvalidReason {
    /// The phone cell is empty (the row has other data).
    Empty,
    /// Letters or signs that are not part of a phone number.
    NotANumber,
    /// Two or more numbers in one cell.
    SeveralNumbers,
    /// Excel showed the number in scientific notation with fewer digits than it has.
    ShortenedByExcel,
    /// Fewer digits than any number of the country has (or one digit short of a valid one).
    TooShort,
    /// More digits than any number of the country has (or one digit more than a valid one).
    TooLong,
    /// A `+` or `00` followed by digits that no country uses.
    UnknownCountryCode,
    /// The right length, but not a number the country gives out.
    NotValidFor {
        /// ISO 3166 code of the country the number was read for (`PK`), or `+<code>` for
        /// non-geographic codes.
        country: String,
    },
}

impl fmt::Display for InvalidReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InvalidReason::Empty => f.write_str("empty"),
            InvalidReason::NotANumber => f.write_str("not a phone number"),
            InvalidReason::SeveralNumbers => f.write_str("more than one number in the cell"),
            InvalidReason::ShortenedByExcel => {
                f.write_str("shortened by Excel (scientific notation lost digits)")
            }
            InvalidReason::TooShort => f.write_str("too short"),
            InvalidReason::TooLong => f.write_str("too long"),
            InvalidReason::UnknownCountryCode => f.write_str("unknown country code"),
            InvalidReason::NotValidFor { country } => {
                write!(f, "not a valid number for {country}")
            }
        }
    }
}

impl InvalidReason {
    /// The reason as said of many numbers: "most are {…}".
    pub(crate) fn of_many(&self) -> String {
        match self {
            InvalidReason::Empty => "are empty".into(),
            InvalidReason::NotANumber => "are not phone numbers".into(),
            InvalidReason::SeveralNumbers => "have more than one number in the cell".into(),
            InvalidReason::ShortenedByExcel => "were shortened by Excel".into(),
            InvalidReason::TooShort => "are missing a digit".into(),
            InvalidReason::TooLong => "have a digit too many".into(),
            InvalidReason::UnknownCountryCode => "have an unknown country code".into(),
            InvalidReason::NotValidFor { country } => {
                format!("are not valid numbers for {country}")
            }
        }
    }

    /// The reason as said of one number: "it {…}".
    pub(crate) fn of_one(&self) -> String {
        match self {
            InvalidReason::Empty => "is empty".into(),
            InvalidReason::NotANumber => "is not a phone number".into(),
            InvalidReason::SeveralNumbers => "has more than one number in the cell".into(),
            InvalidReason::ShortenedByExcel => "was shortened by Excel".into(),
            InvalidReason::TooShort => "is missing a digit".into(),
            InvalidReason::TooLong => "has a digit too many".into(),
            InvalidReason::UnknownCountryCode => "has an unknown country code".into(),
            InvalidReason::NotValidFor { country } => {
                format!("is not a valid number for {country}")
            }
        }
    }
}

/// A number reduced to what matters for parsing: a leading `+` or not, and its digits
/// (at most [`MAX_DIGITS`]), packed in 8 bytes for the importer's cache: the value in the
/// low 57 bits, the digit count (leading zeros matter) above it, the `+` on top.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Key(u64);

impl Key {
    fn new(plus: bool, digits: &[u8]) -> Option<Key> {
        if digits.is_empty() || digits.len() > MAX_DIGITS {
            return None;
        }
        let mut value: u64 = 0;
        for d in digits {
            value = value * 10 + u64::from(d - b'0');
        }
        let len = digits.len() as u64;
        Some(Key(value | (len << 57) | (u64::from(plus) << 62)))
    }

    fn plus(self) -> bool {
        (self.0 >> 62) & 1 == 1
    }

    /// The digits, with their leading zeros.
    fn digits(self) -> String {
        let len = ((self.0 >> 57) & 0x1f) as usize;
        let value = self.0 & ((1 << 57) - 1);
        format!("{value:0len$}")
    }
}

/// What [`compact`] makes of a cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Compact {
    /// Needs the metadata: parse it (once per key).
    Key(Key),
    /// Already known to be unusable.
    Invalid(InvalidReason),
}

/// A digit of any script people type numbers in, as 0–9.
fn digit_value(c: char) -> Option<u8> {
    let base = match c {
        '0'..='9' => '0',
        '\u{0660}'..='\u{0669}' => '\u{0660}', // Arabic-Indic
        '\u{06F0}'..='\u{06F9}' => '\u{06F0}', // Extended Arabic-Indic (Urdu, Persian)
        '\u{0966}'..='\u{096F}' => '\u{0966}', // Devanagari
        '\u{09E6}'..='\u{09EF}' => '\u{09E6}', // Bengali
        '\u{FF10}'..='\u{FF19}' => '\u{FF10}', // full-width
        _ => return None,
    };
    Some((c as u32 - base as u32) as u8)
}

/// Reads Excel's renderings of a number stored as a float: `923001234567.0` and
/// `9.23001234567E+11`. `None` when the text is not one of them.
fn excel_float(text: &str) -> Option<Result<String, InvalidReason>> {
    let bytes = text.as_bytes();
    if bytes.is_empty() || !bytes[0].is_ascii_digit() {
        return None;
    }
    // `923001234567.0` (and `.00`): the digits before the point.
    if let Some((whole, fraction)) = text.split_once('.')
        && !whole.is_empty()
        && whole.bytes().all(|b| b.is_ascii_digit())
        && !fraction.is_empty()
        && fraction.bytes().all(|b| b == b'0')
    {
        return Some(Ok(whole.to_owned()));
    }
    // `9.23001234567E+11`, `9.23E+11`, `923001234567E0`.
    let (mantissa, exponent) = text.split_once(['e', 'E'])?;
    let exponent = exponent.strip_prefix('+').unwrap_or(exponent);
    if exponent.is_empty() || exponent.len() > 2 || !exponent.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let exponent: usize = exponent.parse().ok()?;
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if whole.is_empty()
        || !whole.bytes().all(|b| b.is_ascii_digit())
        || !fraction.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let fraction = fraction.trim_end_matches('0');
    if fraction.len() > exponent {
        // 1.5E+0 is not a phone number in any spelling.
        return Some(Err(InvalidReason::NotANumber));
    }
    let mut digits = String::with_capacity(whole.len() + exponent);
    digits.push_str(whole);
    digits.push_str(fraction);
    let missing = exponent - fraction.len();
    // Excel's general format keeps 15 significant digits; fewer means it shortened the
    // number on screen and the CSV kept the shortened form.
    let significant = digits.trim_start_matches('0').len();
    if missing > 0 && significant < 11 {
        return Some(Err(InvalidReason::ShortenedByExcel));
    }
    digits.extend(std::iter::repeat_n('0', missing));
    Some(Ok(digits))
}

/// Most digits a cell may hold before it is "too long" without parsing (E.164 has 15; `00`
/// or a trunk prefix adds two at most). 10^17 fits the 57 bits a [`Key`] keeps for it.
const MAX_DIGITS: usize = 17;
/// A group of at least this many digits is a whole number (for "two numbers in one cell").
const WHOLE_NUMBER_DIGITS: usize = 7;

/// Step 1: reduce a cell to a [`Key`], or to a reason that needs no metadata.
pub(crate) fn compact(raw: &str) -> Compact {
    let mut text = raw.trim_matches(|c: char| c.is_whitespace() || c == '\'' || c == '"');
    if text.is_empty() {
        return Compact::Invalid(InvalidReason::Empty);
    }
    for prefix in [
        "tel:",
        "tel.",
        "tel ",
        "whatsapp:",
        "wa:",
        "ph:",
        "ph.",
        "mob:",
        "cell:",
    ] {
        if text.len() > prefix.len()
            && text.is_char_boundary(prefix.len())
            && text[..prefix.len()].eq_ignore_ascii_case(prefix)
        {
            text = text[prefix.len()..].trim_start();
            break;
        }
    }
    let owned;
    if let Some(float) = excel_float(text) {
        match float {
            Ok(digits) => {
                owned = digits;
                text = &owned;
            }
            Err(reason) => return Compact::Invalid(reason),
        }
    }

    // On the stack: this runs for every row, on the thread that reads the file.
    let mut digits = [0u8; MAX_DIGITS];
    let mut count = 0usize;
    let mut too_long = false;
    let mut plus = false;
    // Digits in the current group (reset by a list separator) and whether an earlier group
    // was a whole number.
    let mut group = 0usize;
    let mut whole_group_before = false;
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if let Some(d) = digit_value(c) {
            match digits.get_mut(count) {
                Some(slot) => *slot = b'0' + d,
                None => too_long = true,
            }
            count += 1;
            group += 1;
            continue;
        }
        match c {
            '+' | '\u{FF0B}' if count == 0 && !plus => plus = true,
            // "(0)" after a country code: the trunk prefix people write in international form.
            '(' if plus || digits[..count.min(MAX_DIGITS)].starts_with(b"00") => {
                let rest = &text[at..];
                if rest.starts_with("(0)") {
                    chars.next();
                    chars.next();
                }
            }
            ' ' | '-' | '.' | '(' | ')' | '\u{a0}' | '\u{2009}' | '\u{202f}' | '\u{2010}'
            | '\u{2011}' | '\u{2012}' | '\u{2013}' | '\u{2014}' | '\u{2212}' | '_' | '\t' => {}
            ',' | ';' | '/' | '|' | '&' | '\\' | '\n' | '\r' => {
                if group >= WHOLE_NUMBER_DIGITS {
                    whole_group_before = true;
                }
                group = 0;
            }
            '+' if whole_group_before || group >= WHOLE_NUMBER_DIGITS => {
                return Compact::Invalid(InvalidReason::SeveralNumbers);
            }
            _ => {
                // An extension ("ext 12", "x12", "#12") ends the number; WhatsApp has none.
                let rest = text[at..]
                    .trim_start_matches([' ', '.', ':'])
                    .to_ascii_lowercase();
                let is_extension = ["ext", "x", "#", "extension"].iter().any(|p| {
                    rest.strip_prefix(p).is_some_and(|after| {
                        let after = after.trim_start_matches([' ', '.', ':']);
                        !after.is_empty() && after.chars().all(|c| c.is_ascii_digit())
                    })
                });
                if is_extension && count >= WHOLE_NUMBER_DIGITS {
                    break;
                }
                if (c == 'o' || c == 'O')
                    && (whole_group_before || group >= WHOLE_NUMBER_DIGITS)
                    && text[at..].to_ascii_lowercase().starts_with("or ")
                {
                    // "0300 1234567 or 0321 7654321"
                    if group >= WHOLE_NUMBER_DIGITS {
                        whole_group_before = true;
                    }
                    group = 0;
                    chars.next();
                    continue;
                }
                return Compact::Invalid(InvalidReason::NotANumber);
            }
        }
        if whole_group_before && group >= WHOLE_NUMBER_DIGITS {
            return Compact::Invalid(InvalidReason::SeveralNumbers);
        }
    }
    if whole_group_before && group >= WHOLE_NUMBER_DIGITS {
        return Compact::Invalid(InvalidReason::SeveralNumbers);
    }
    if count == 0 {
        return Compact::Invalid(InvalidReason::NotANumber);
    }
    if too_long {
        return Compact::Invalid(InvalidReason::TooLong);
    }
    match Key::new(plus, &digits[..count]) {
        Some(key) => Compact::Key(key),
        None => Compact::Invalid(InvalidReason::NotANumber),
    }
}

/// A country for numbers written without a country code.
#[derive(Debug, Clone)]
pub(crate) struct Country {
    id: Id,
    iso: String,
}

impl Country {
    /// `None` when `iso` is not a two-letter code the metadata knows.
    pub(crate) fn parse(iso: &str) -> Option<Country> {
        let iso = iso.trim().to_ascii_uppercase();
        if iso.len() != 2 || !iso.bytes().all(|b| b.is_ascii_uppercase()) {
            return None;
        }
        let id = Id::from_str(&iso).ok()?;
        DATABASE.by_id(iso.as_str())?;
        Some(Country { id, iso })
    }

    /// The ISO code, upper case.
    pub(crate) fn iso(&self) -> &str {
        &self.iso
    }
}

/// The outcome of one key: E.164 digits (without the `+`) or why not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Outcome {
    Valid(u64),
    Invalid(InvalidReason),
}

const INVALID: u64 = 1 << 63;
const NON_GEOGRAPHIC: u64 = 1 << 24;

impl Outcome {
    /// The outcome in 8 bytes, never 0 (the importer's "still being parsed").
    pub(crate) fn pack(&self) -> u64 {
        let reason = match self {
            Outcome::Valid(digits) => return (*digits).max(1),
            Outcome::Invalid(reason) => reason,
        };
        let (code, payload) = match reason {
            InvalidReason::Empty => (1, 0),
            InvalidReason::NotANumber => (2, 0),
            InvalidReason::SeveralNumbers => (3, 0),
            InvalidReason::ShortenedByExcel => (4, 0),
            InvalidReason::TooShort => (5, 0),
            InvalidReason::TooLong => (6, 0),
            InvalidReason::UnknownCountryCode => (7, 0),
            InvalidReason::NotValidFor { country } => {
                let payload = match country.strip_prefix('+').map(str::parse::<u16>) {
                    Some(Ok(code)) => NON_GEOGRAPHIC | u64::from(code),
                    _ => match country.as_bytes() {
                        [a, b] => (u64::from(*a) << 8) | u64::from(*b),
                        _ => 0,
                    },
                };
                (8, payload)
            }
        };
        INVALID | (code << 32) | payload
    }

    /// The outcome [`Outcome::pack`] packed; `None` for 0.
    pub(crate) fn unpack(packed: u64) -> Option<Outcome> {
        if packed == 0 {
            return None;
        }
        if packed & INVALID == 0 {
            return Some(Outcome::Valid(packed));
        }
        let payload = packed & 0xFFFF_FFFF;
        let reason = match (packed >> 32) & 0xFF {
            1 => InvalidReason::Empty,
            3 => InvalidReason::SeveralNumbers,
            4 => InvalidReason::ShortenedByExcel,
            5 => InvalidReason::TooShort,
            6 => InvalidReason::TooLong,
            7 => InvalidReason::UnknownCountryCode,
            8 => InvalidReason::NotValidFor {
                country: if payload & NON_GEOGRAPHIC != 0 {
                    format!("+{}", payload & 0xFFFF)
                } else {
                    String::from_utf8_lossy(&[(payload >> 8) as u8, payload as u8]).into_owned()
                },
            },
            _ => InvalidReason::NotANumber,
        };
        Some(Outcome::Invalid(reason))
    }
}

/// E.164 text of the digits kept in an [`Outcome::Valid`].
pub(crate) fn e164(digits: u64) -> String {
    format!("+{digits}")
}

/// Step 2, with a database checked out for this thread.
#[derive(Debug)]
pub(crate) struct Normaliser<'a> {
    db: &'a Database,
    country: &'a Country,
}

impl<'a> Normaliser<'a> {
    pub(crate) fn new(db: &'a Database, country: &'a Country) -> Self {
        Normaliser { db, country }
    }

    /// The number of `key`, read for the default country first, then as international.
    pub(crate) fn normalise(&self, key: Key) -> Outcome {
        let digits = key.digits();
        if key.plus() {
            return self.international(&digits);
        }
        if let Some(rest) = digits.strip_prefix("00")
            && rest.len() >= 4
        {
            return self.international(rest);
        }
        if let Some(valid) = self.valid(Some(self.country.id), &digits) {
            return Outcome::Valid(valid);
        }
        // `919871234567`: a country code without the `+` (how WhatsApp writes wa_id).
        if !digits.starts_with('0')
            && digits.len() >= 8
            && let Some(valid) = self.valid(None, &format!("+{digits}"))
        {
            return Outcome::Valid(valid);
        }
        Outcome::Invalid(self.why_national(&digits))
    }

    fn international(&self, digits: &str) -> Outcome {
        let text = format!("+{digits}");
        if let Some(valid) = self.valid(None, &text) {
            return Outcome::Valid(valid);
        }
        // Which country code does it start with?
        let code = (1..=3).filter(|&n| n < digits.len()).find_map(|n| {
            let code: u16 = digits[..n].parse().ok()?;
            self.db.by_code(&code).map(|_| (n, code))
        });
        let Some((len, code)) = code else {
            return Outcome::Invalid(if digits.len() < 4 {
                InvalidReason::TooShort
            } else {
                InvalidReason::UnknownCountryCode
            });
        };
        let Some(meta) = self.db.by_code(&code).and_then(|m| m.into_iter().next()) else {
            return Outcome::Invalid(InvalidReason::UnknownCountryCode);
        };
        let national = &digits[len..];
        let country = if meta.id() == "001" {
            format!("+{code}")
        } else {
            meta.id().to_owned()
        };
        Outcome::Invalid(self.classify(meta, code, national, country))
    }

    /// Why digits typed without a country code are not a number of the default country.
    fn why_national(&self, digits: &str) -> InvalidReason {
        let Some(meta) = self.db.by_id(self.country.iso.as_str()) else {
            return InvalidReason::NotValidFor {
                country: self.country.iso.clone(),
            };
        };
        let code = meta.country_code();
        let code_text = code.to_string();
        let (min, max) = lengths(meta);
        let mut national = digits;
        if let Some(prefix) = meta.national_prefix()
            && !prefix.is_empty()
            && let Some(rest) = national.strip_prefix(prefix)
        {
            national = rest;
        } else if let Some(rest) = national.strip_prefix(code_text.as_str())
            && rest.len() + 1 >= min
            && national.len() > max
        {
            national = rest;
        }
        self.classify(meta, code, national, self.country.iso.clone())
    }

    /// Too short, too long, or not valid, for a national significant number of `meta`.
    fn classify(
        &self,
        meta: &Metadata,
        code: u16,
        national: &str,
        country: String,
    ) -> InvalidReason {
        let (min, max) = lengths(meta);
        let len = national.len();
        if len < min.saturating_sub(1) {
            return InvalidReason::TooShort;
        }
        if len > max + 1 {
            return InvalidReason::TooLong;
        }
        // One digit away from a valid number says which way it is wrong. Most patterns end in
        // "any digit", so trying one digit is enough.
        if len < max && self.valid(None, &format!("+{code}{national}0")).is_some() {
            return InvalidReason::TooShort;
        }
        if len > min
            && let Some(shorter) = national.get(..len - 1)
            && self.valid(None, &format!("+{code}{shorter}")).is_some()
        {
            return InvalidReason::TooLong;
        }
        if len < min {
            InvalidReason::TooShort
        } else if len > max {
            InvalidReason::TooLong
        } else {
            InvalidReason::NotValidFor { country }
        }
    }

    /// E.164 digits when `text` parses to a valid number.
    fn valid(&self, country: Option<Id>, text: &str) -> Option<u64> {
        let number = phonenumber::parse_with(self.db, country, text).ok()?;
        let valid = patterns::is_valid(&number)
            .unwrap_or_else(|| phonenumber::is_valid_with(self.db, &number));
        if !valid {
            return None;
        }
        let e164 = format!("{}{}", number.code().value(), number.national());
        if e164.len() > 15 {
            return None;
        }
        e164.parse().ok()
    }
}

/// Shortest and longest national significant number of a country, over the numbers people
/// have (mobile and fixed line; the general description often lists no lengths, and toll-free
/// or service numbers are not in contact lists).
fn lengths(meta: &Metadata) -> (usize, usize) {
    let d = meta.descriptors();
    let mut kinds = vec![d.mobile(), d.fixed_line()];
    if kinds
        .iter()
        .all(|k| k.is_none_or(|k| k.possible_length().is_empty()))
    {
        kinds.extend([Some(d.general()), d.voip(), d.personal_number(), d.uan()]);
    }
    let lengths = kinds.iter().flatten().flat_map(|k| k.possible_length());
    let (min, max) = lengths.fold((u16::MAX, 0), |(lo, hi), &n| (lo.min(n), hi.max(n)));
    if min > max {
        (4, 15)
    } else {
        (usize::from(min), usize::from(max))
    }
}

/// Databases not in use, one per thread that has normalised before.
static POOL: Mutex<Vec<Database>> = Mutex::new(Vec::new());

/// Runs `f` with a database of its own (taken from the pool, or rebuilt from the global one),
/// so threads never share the crate's pattern cache. `f` says whether the database may go
/// back to the pool: not after the crate panicked in it (its cache's mutex may be poisoned).
/// `None` when no database could be made.
pub(crate) fn with_database<R>(f: impl FnOnce(&Database) -> (R, bool)) -> Option<R> {
    let taken = POOL.lock().unwrap_or_else(|p| p.into_inner()).pop();
    let db = match taken {
        Some(db) => db,
        None => catch_unwind(rebuild).ok()??,
    };
    let (result, keep) = catch_unwind(AssertUnwindSafe(|| f(&db))).ok()?;
    if keep {
        POOL.lock().unwrap_or_else(|p| p.into_inner()).push(db);
    }
    Some(result)
}

/// Normalises one key with panics caught (a panic reads as "not a phone number").
pub(crate) fn normalise_guarded(normaliser: &Normaliser<'_>, key: Key) -> Result<Outcome, ()> {
    catch_unwind(AssertUnwindSafe(|| normaliser.normalise(key))).map_err(|_| ())
}

/// One number, for callers outside the importer (the local API, the window, a search box): `raw` read
/// for `default_country` (an ISO code such as `PK`; `None` accepts international forms only).
///
/// ```
/// use pacer_engine::import::{normalise_phone, InvalidReason};
/// assert_eq!(normalise_phone("0300 1234567", Some("PK")).as_deref(), Ok("+923001234567"));
/// assert_eq!(normalise_phone("+44 (0) 7400 123456", None).as_deref(), Ok("+447400123456"));
/// assert_eq!(normalise_phone("919871234567", Some("PK")).as_deref(), Ok("+919871234567"));
/// assert_eq!(normalise_phone("0300 123456", Some("PK")), Err(InvalidReason::TooShort));
/// ```
pub fn normalise_phone(raw: &str, default_country: Option<&str>) -> Result<E164, InvalidReason> {
    let key = match compact(raw) {
        Compact::Key(key) => key,
        Compact::Invalid(reason) => return Err(reason),
    };
    // Without a default country, digits are read as international (a country that accepts
    // no national form: the international fallback decides).
    let country = match default_country {
        Some(iso) => Country::parse(iso).ok_or(InvalidReason::NotValidFor {
            country: iso.trim().to_ascii_uppercase(),
        })?,
        None => {
            let key = if key.plus() {
                key
            } else {
                let digits = key.digits();
                let digits = digits.strip_prefix("00").unwrap_or(&digits);
                Key::new(true, digits.as_bytes()).ok_or(InvalidReason::NotANumber)?
            };
            return finish(with_database(|db| {
                // Any country will do: a `+` number never uses it.
                let none = Country {
                    id: Id::US,
                    iso: "US".into(),
                };
                let outcome = normalise_guarded(&Normaliser::new(db, &none), key);
                let keep = outcome.is_ok();
                (outcome, keep)
            }));
        }
    };
    finish(with_database(|db| {
        let outcome = normalise_guarded(&Normaliser::new(db, &country), key);
        let keep = outcome.is_ok();
        (outcome, keep)
    }))
}

fn finish(outcome: Option<Result<Outcome, ()>>) -> Result<E164, InvalidReason> {
    match outcome {
        Some(Ok(Outcome::Valid(digits))) => Ok(E164::from_normalised(e164(digits))),
        Some(Ok(Outcome::Invalid(reason))) => Err(reason),
        _ => Err(InvalidReason::NotANumber),
    }
}

/// A copy of the global metadata with its own pattern cache. Built from the global
/// database's public fields, so it holds exactly the same data; regions sharing a code keep
/// their order (which decides the region of a number).
fn rebuild() -> Option<Database> {
    let mut all = Vec::new();
    for code in 1..1000u16 {
        if let Some(metas) = DATABASE.by_code(&code) {
            all.extend(metas.into_iter().map(loader_metadata));
        }
    }
    let db = Database::from(all).ok()?;
    // The crate's cache holds 100 compiled patterns (parsing uses a few per country); a list
    // with numbers of many countries would evict and recompile them over and over.
    db.cache()
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .set_capacity(PATTERN_CACHE);
    Some(db)
}

/// Compiled patterns kept per metadata copy (compiled on first use).
const PATTERN_CACHE: usize = 512;

fn loader_descriptor(d: &Descriptor) -> loader::Descriptor {
    loader::Descriptor {
        national_number: Some(d.national_number().as_str().to_owned()),
        possible_length: d.possible_length().to_vec(),
        possible_local_length: d.possible_local_length().to_vec(),
        example: d.example().map(str::to_owned),
    }
}

fn loader_format(f: &Format) -> loader::Format {
    loader::Format {
        pattern: Some(f.pattern().as_str().to_owned()),
        format: Some(f.format().to_owned()),
        leading_digits: f
            .leading_digits()
            .iter()
            .map(|r| r.as_str().to_owned())
            .collect(),
        national_prefix_formatting_rule: f.national_prefix().map(str::to_owned),
        national_prefix_optional_when_formatting: f.is_national_prefix_optional(),
        domestic_carrier: f.domestic_carrier().map(str::to_owned),
    }
}

fn loader_metadata(m: &Metadata) -> loader::Metadata {
    let d = m.descriptors();
    loader::Metadata {
        general: Some(loader_descriptor(d.general())),
        fixed_line: d.fixed_line().map(loader_descriptor),
        mobile: d.mobile().map(loader_descriptor),
        toll_free: d.toll_free().map(loader_descriptor),
        premium_rate: d.premium_rate().map(loader_descriptor),
        shared_cost: d.shared_cost().map(loader_descriptor),
        personal_number: d.personal_number().map(loader_descriptor),
        voip: d.voip().map(loader_descriptor),
        pager: d.pager().map(loader_descriptor),
        uan: d.uan().map(loader_descriptor),
        emergency: d.emergency().map(loader_descriptor),
        voicemail: d.voicemail().map(loader_descriptor),
        short_code: d.short_code().map(loader_descriptor),
        standard_rate: d.standard_rate().map(loader_descriptor),
        carrier: d.carrier().map(loader_descriptor),
        no_international: d.no_international().map(loader_descriptor),
        id: Some(m.id().to_owned()),
        country_code: Some(m.country_code()),
        international_prefix: m.international_prefix().map(|r| r.as_str().to_owned()),
        preferred_international_prefix: m.preferred_international_prefix().map(str::to_owned),
        national_prefix: m.national_prefix().map(str::to_owned),
        preferred_extension_prefix: m.preferred_extension_prefix().map(str::to_owned),
        national_prefix_for_parsing: m
            .national_prefix_for_parsing()
            .map(|r| r.as_str().to_owned()),
        national_prefix_transform_rule: m.national_prefix_transform_rule().map(str::to_owned),
        formats: m.formats().iter().map(loader_format).collect(),
        international_formats: m
            .international_formats()
            .iter()
            .map(loader_format)
            .collect(),
        main_country_for_code: m.is_main_country_for_code(),
        leading_digits: m.leading_digits().map(|r| r.as_str().to_owned()),
        mobile_number_portable: m.is_mobile_number_portable(),
        defaults: loader::Defaults::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pk(raw: &str) -> Result<String, InvalidReason> {
        normalise_phone(raw, Some("PK")).map(|number| number.to_string())
    }

    #[test]
    fn local_and_international_forms_of_one_number_agree() {
        for raw in [
            "0300 1234567",
            "0300-1234567",
            "(0300) 123-4567",
            "0300.123.4567",
            "+92 300 1234567",
            "+92 (0) 300 1234567",
            "0092 300 1234567",
            "923001234567",
            "3001234567",
            "'03001234567",
            "923001234567.0",
            "9.23001234567E+11",
            "tel:+92-300-1234567",
            "۰۳۰۰۱۲۳۴۵۶۷",
            "٠٣٠٠١٢٣٤٥٦٧",
            "+92 300 1234567 ext 12",
        ] {
            assert_eq!(pk(raw).as_deref(), Ok("+923001234567"), "{raw}");
        }
    }

    #[test]
    fn wa_id_of_another_country_is_read_as_international() {
        assert_eq!(pk("919871234567").as_deref(), Ok("+919871234567"));
        assert_eq!(pk("447400123456").as_deref(), Ok("+447400123456"));
    }

    #[test]
    fn reasons_say_what_is_wrong() {
        assert_eq!(pk(""), Err(InvalidReason::Empty));
        assert_eq!(pk("   "), Err(InvalidReason::Empty));
        assert_eq!(pk("n/a"), Err(InvalidReason::NotANumber));
        assert_eq!(pk("call me"), Err(InvalidReason::NotANumber));
        assert_eq!(pk("0300 123456"), Err(InvalidReason::TooShort));
        assert_eq!(pk("12345"), Err(InvalidReason::TooShort));
        assert_eq!(pk("0300 12345678"), Err(InvalidReason::TooLong));
        assert_eq!(
            pk("0300-1111111 / 0321-2222222"),
            Err(InvalidReason::SeveralNumbers)
        );
        assert_eq!(
            pk("0300 1111111, 0321 2222222"),
            Err(InvalidReason::SeveralNumbers)
        );
        assert_eq!(
            pk("0300 1111111 or 0321 2222222"),
            Err(InvalidReason::SeveralNumbers)
        );
        assert_eq!(pk("9.23E+11"), Err(InvalidReason::ShortenedByExcel));
        assert_eq!(pk("+999 1234 5678"), Err(InvalidReason::UnknownCountryCode));
        assert_eq!(pk("12345678901234567890123"), Err(InvalidReason::TooLong));
        assert_eq!(pk("0300 1234"), Err(InvalidReason::TooShort));
        assert_eq!(
            pk("0100 1234567"),
            Err(InvalidReason::NotValidFor {
                country: "PK".into()
            })
        );
        assert_eq!(
            normalise_phone("+44 1234", None),
            Err(InvalidReason::TooShort)
        );
        assert_eq!(
            normalise_phone("+44 0000 000000", None),
            Err(InvalidReason::NotValidFor {
                country: "GB".into()
            })
        );
    }

    #[test]
    fn thousands_separators_are_not_two_numbers() {
        assert_eq!(pk("923,001,234,567").as_deref(), Ok("+923001234567"));
    }

    #[test]
    fn keys_keep_leading_zeros() {
        let key = Key::new(false, b"003001234567").expect("12 digits fit");
        assert_eq!(key.digits(), "003001234567");
        assert!(!key.plus());
        assert_eq!(Key::new(true, b"0").map(|k| k.digits()), Some("0".into()));
        let longest = Key::new(true, b"99999999999999999").expect("17 digits fit");
        assert_eq!(longest.digits(), "99999999999999999");
        assert!(longest.plus());
        assert!(Key::new(false, b"123456789012345678").is_none());
    }

    #[test]
    fn outcomes_pack_into_eight_bytes() {
        for outcome in [
            Outcome::Valid(923001234567),
            Outcome::Invalid(InvalidReason::Empty),
            Outcome::Invalid(InvalidReason::NotANumber),
            Outcome::Invalid(InvalidReason::SeveralNumbers),
            Outcome::Invalid(InvalidReason::ShortenedByExcel),
            Outcome::Invalid(InvalidReason::TooShort),
            Outcome::Invalid(InvalidReason::TooLong),
            Outcome::Invalid(InvalidReason::UnknownCountryCode),
            Outcome::Invalid(InvalidReason::NotValidFor {
                country: "PK".into(),
            }),
            Outcome::Invalid(InvalidReason::NotValidFor {
                country: "+800".into(),
            }),
        ] {
            let packed = outcome.pack();
            assert_ne!(packed, 0);
            assert_eq!(Outcome::unpack(packed), Some(outcome));
        }
        assert_eq!(Outcome::unpack(0), None);
    }

    #[test]
    fn a_rebuilt_database_agrees_with_the_global_one() {
        let copy = rebuild().expect("the global metadata rebuilds");
        let country = Country::parse("GB").expect("GB is a country");
        for raw in [
            "+1 415 555 2671",
            "+44 20 7946 0958",
            "+7 912 345 6789",
            "+39 06 1234 5678",
            "+262 269 61 23 45",
            "+800 1234 5678",
            "07400 123456",
            "+1 684 733 1234",
        ] {
            let Compact::Key(key) = compact(raw) else {
                panic!("{raw} compacts to a key")
            };
            let global = Normaliser::new(&DATABASE, &country).normalise(key);
            let own = Normaliser::new(&copy, &country).normalise(key);
            assert_eq!(global, own, "{raw}");
        }
    }
}
