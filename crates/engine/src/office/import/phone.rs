//! Phone numbers as office staff type them, turned into E.164 (`docs/sending.md#import-and-dedupe`).
//!
//! The work is split in two so that a million rows stay fast:
//!
//! 1. [`compact()`] (cheap, no metadata): strips what people put around a number — spaces,
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
//!
//! The steps live in `compact` (step 1), `normaliser` (step 2) and `database` (the copies).

mod compact;
mod database;
mod normaliser;
mod patterns;

use std::fmt;

use pacer_words::{Said, ids};
use phonenumber::country::Id;
use serde::{Deserialize, Serialize};

use crate::phone::E164;

pub(crate) use compact::{Compact, Key, compact};
pub(crate) use database::{normalise_guarded, with_database};
pub(crate) use normaliser::{Country, Normaliser, Outcome, e164};

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
    /// In English ("too short"), from the catalogue ([`InvalidReason::said`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.said().fmt(f)
    }
}

impl InvalidReason {
    /// The reason's kind, as the catalogue's selectors name it (`too_short`): the same as its
    /// `code` in JSON.
    pub fn kind(&self) -> &'static str {
        match self {
            InvalidReason::Empty => "empty",
            InvalidReason::NotANumber => "not_a_number",
            InvalidReason::SeveralNumbers => "several_numbers",
            InvalidReason::ShortenedByExcel => "shortened_by_excel",
            InvalidReason::TooShort => "too_short",
            InvalidReason::TooLong => "too_long",
            InvalidReason::UnknownCountryCode => "unknown_country_code",
            InvalidReason::NotValidFor { .. } => "not_valid_for",
        }
    }

    /// `message` (the `reason` and `country` placeholders) filled in for this reason.
    pub(crate) fn fill(&self, said: Said) -> Said {
        let said = said.with("reason", self.kind());
        match self {
            InvalidReason::NotValidFor { country } => said.with("country", country.as_str()),
            _ => said,
        }
    }

    /// Why, as a catalogue message ("too short"): the window says it in the person's
    /// language; `Display` is its English.
    pub fn said(&self) -> Said {
        self.fill(Said::new(ids::ENGINE_IMPORT_REASON))
    }
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

#[cfg(test)]
mod tests {
    use phonenumber::metadata::DATABASE;

    use super::database::rebuild;
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
