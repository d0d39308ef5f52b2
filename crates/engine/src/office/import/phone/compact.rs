//! A cell reduced to what matters for parsing a number: a leading `+` and its digits, packed
//! in a [`Key`] of 8 bytes so that each different spelling is parsed once. Excel's floats
//! (`9.23001E+11`) and thousands separators are read as the digits they stand for.

use super::InvalidReason;
/// A number reduced to what matters for parsing: a leading `+` or not, and its digits
/// (at most [`MAX_DIGITS`]), packed in 8 bytes for the importer's cache: the value in the
/// low 57 bits, the digit count (leading zeros matter) above it, the `+` on top.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Key(u64);

impl Key {
    pub(super) fn new(plus: bool, digits: &[u8]) -> Option<Key> {
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

    pub(super) fn plus(self) -> bool {
        (self.0 >> 62) & 1 == 1
    }

    /// The digits, with their leading zeros.
    pub(super) fn digits(self) -> String {
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
