//! A customer's phone number as Pacer keeps it: E.164 (`+923001234567`).
//!
//! Pair pacing, the tier's count of unique customers, contacts and conversations all key on the
//! number, so two spellings of one customer (`0300 1234567`, `+92 300 1234567`) must be one
//! value. An [`E164`] can only be made by the normaliser (`crate::import::normalise_phone`,
//! which the local API, the window and the importer all go through) or read back from the
//! ledger, where nothing else was ever written: `Engine::submit` cannot be handed a number
//! that was only trimmed.

use std::fmt;
use std::sync::Arc;

use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A phone number in E.164: `+`, then 8 to 15 digits, the first not 0.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct E164(Arc<str>);

impl E164 {
    /// Wraps a number the normaliser wrote. Crate-private: everything else goes through
    /// `crate::import::normalise_phone`.
    pub(crate) fn from_normalised(number: String) -> E164 {
        debug_assert!(is_e164(&number), "the normaliser wrote {number:?}");
        E164(Arc::from(number))
    }

    /// Takes text that is E.164 already, as Pacer writes a number in its own tables and as it
    /// writes a customer Meta names (`+` and the `wa_id`); `None` for anything else. Nothing is
    /// normalised here, so no spelling a person typed becomes a number this way. Crate-private,
    /// like [`E164::from_normalised`]: the dispatcher reads its saved pacing, tier counts and
    /// service windows back with it, where text of another shape can be no message's recipient.
    pub(crate) fn from_exact(text: &str) -> Option<E164> {
        is_e164(text).then(|| E164(Arc::from(text)))
    }

    /// The number, `+` and digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The digits without the `+`: how Meta writes a customer (`wa_id`, `recipient_id`).
    pub fn digits(&self) -> &str {
        &self.0[1..]
    }
}

/// Whether `text` has E.164's shape (not whether the number exists: that is the normaliser's).
fn is_e164(text: &str) -> bool {
    let Some(digits) = text.strip_prefix('+') else {
        return false;
    };
    (8..=15).contains(&digits.len())
        && digits.bytes().all(|b| b.is_ascii_digit())
        && !digits.starts_with('0')
}

impl fmt::Display for E164 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for E164 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "E164({})", self.0)
    }
}

/// Reads as the text it is (`&*number`, `.as_deref()` on a result), never the other way.
impl std::ops::Deref for E164 {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for E164 {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl PartialEq<str> for E164 {
    fn eq(&self, other: &str) -> bool {
        &*self.0 == other
    }
}

impl PartialEq<&str> for E164 {
    fn eq(&self, other: &&str) -> bool {
        &*self.0 == *other
    }
}

impl ToSql for E164 {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::Borrowed(ValueRef::Text(self.0.as_bytes())))
    }
}

/// Numbers in the ledger were normalised on the way in; one that is not E.164 there means the
/// file was changed by hand or damaged, and is an error rather than a second customer.
impl FromSql for E164 {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        let text = value.as_str()?;
        E164::from_exact(text).ok_or_else(|| {
            FromSqlError::Other(
                format!("{text:?} in the database is not a phone number in E.164").into(),
            )
        })
    }
}

/// Written as the text it is (`"+923001234567"`).
impl Serialize for E164 {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.0)
    }
}

/// Reads a number Pacer wrote (its own API's answers, a saved file): E.164's shape or an error.
/// A number a person typed goes through the normaliser instead.
impl<'de> Deserialize<'de> for E164 {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        E164::from_exact(&text).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "{text:?} is not a phone number in E.164 (+ and 8 to 15 digits)"
            ))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_e164_shapes_pass() {
        for good in ["+923001234567", "+447400123456", "+12025550123"] {
            assert!(is_e164(good), "{good}");
        }
        for bad in [
            "923001234567",
            "+92 300 1234567",
            "+0923001234567",
            "+1234567",
            "+1234567890123456",
            "",
            "+",
        ] {
            assert!(!is_e164(bad), "{bad:?}");
        }
    }

    #[test]
    fn json_carries_the_text_and_takes_back_only_e164() {
        let number = E164::from_normalised("+923001234567".into());
        let json = serde_json::to_string(&number).unwrap();
        assert_eq!(json, "\"+923001234567\"");
        assert_eq!(serde_json::from_str::<E164>(&json).unwrap(), number);
        let refused = serde_json::from_str::<E164>("\"0300 1234567\"").unwrap_err();
        assert!(
            refused.to_string().contains("not a phone number in E.164"),
            "{refused}"
        );
    }

    #[test]
    fn the_ledger_gives_back_only_e164() {
        let conn = rusqlite::Connection::open_in_memory().unwrap();
        let read = |text: &str| conn.query_row("SELECT ?1", [text], |r| r.get::<_, E164>(0));
        assert_eq!(read("+923001234567").unwrap().digits(), "923001234567");
        assert!(
            read("0300 1234567").is_err(),
            "a hand-edited number is an error"
        );
    }
}
