//! Turning a [`Key`] into E.164 with Google's metadata (the `phonenumber` crate) for a default
//! [`Country`]: the [`Outcome`] is the number's digits or why it is not one, packed in 8 bytes.

use std::str::FromStr;

use phonenumber::country::Id;
use phonenumber::metadata::{DATABASE, Database, Metadata};

use super::InvalidReason;
use super::compact::Key;
use super::patterns;
/// A country for numbers written without a country code.
#[derive(Debug, Clone)]
pub(crate) struct Country {
    pub(super) id: Id,
    pub(super) iso: String,
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
