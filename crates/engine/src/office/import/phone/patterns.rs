//! Validity checks with the metadata's own number patterns, matched here instead of through
//! the `phonenumber` crate's regex cache.
//!
//! Profiling an import showed ≈ 80 % of the time in `is_valid`: each of the dozen patterns a
//! check tries goes through one mutex-guarded LRU cache keyed by the pattern's text (hashed
//! in full, often kilobytes) and a lazy DFA that keeps rebuilding states for patterns of
//! thousands of alternatives. The patterns themselves use a tiny part of regex syntax —
//! digits, `\d`, `[…]` classes, `(?:…)` groups, `|`, `?` and `{n}`/`{n,m}` (written with
//! insignificant whitespace) — over strings of at most 17 digits, so they are compiled here
//! into a tree and matched by carrying the set of reachable positions as a bitmask: no
//! backtracking, no cache, no lock, and shared by all threads.
//!
//! The rules are the crate's, step by step (`validator::is_valid_with`, `source_for`,
//! `number_type`, `Descriptor::is_match` — including its "a match starting at position 0"
//! reading of a pattern), so the answers are the same; a test compares both on many
//! numbers. A pattern this parser does not understand makes its country code fall back to
//! the crate.

use std::collections::HashMap;
use std::sync::LazyLock;

use phonenumber::PhoneNumber;
use phonenumber::metadata::{DATABASE, Descriptor, Metadata};

/// Alternatives, each a sequence.
type Alternation = Vec<Vec<Piece>>;

#[derive(Debug)]
enum Atom {
    /// One digit out of a set (bit d = digit d).
    Digits(u16),
    Group(Alternation),
}

#[derive(Debug)]
struct Piece {
    atom: Atom,
    min: u8,
    max: u8,
}

/// Parses a pattern in the subset the metadata uses; `None` for anything else.
fn parse(pattern: &str) -> Option<Alternation> {
    let bytes: Vec<u8> = pattern
        .bytes()
        .filter(|b| !b.is_ascii_whitespace())
        .collect();
    let mut at = 0;
    let alternation = parse_alternation(&bytes, &mut at)?;
    (at == bytes.len()).then_some(alternation)
}

fn parse_alternation(p: &[u8], at: &mut usize) -> Option<Alternation> {
    let mut alternatives = vec![parse_sequence(p, at)?];
    while p.get(*at) == Some(&b'|') {
        *at += 1;
        alternatives.push(parse_sequence(p, at)?);
    }
    Some(alternatives)
}

fn parse_sequence(p: &[u8], at: &mut usize) -> Option<Vec<Piece>> {
    let mut pieces = Vec::new();
    while let Some(&c) = p.get(*at) {
        if c == b'|' || c == b')' {
            break;
        }
        let atom = match c {
            b'0'..=b'9' => {
                *at += 1;
                Atom::Digits(1 << (c - b'0'))
            }
            b'\\' => {
                if p.get(*at + 1) != Some(&b'd') {
                    return None;
                }
                *at += 2;
                Atom::Digits(0x3FF)
            }
            b'[' => {
                *at += 1;
                let mut mask = 0u16;
                loop {
                    let c = *p.get(*at)?;
                    *at += 1;
                    match c {
                        b']' => break,
                        b'0'..=b'9' => {
                            if p.get(*at) == Some(&b'-') && p.get(*at + 1) != Some(&b']') {
                                let end = *p.get(*at + 1)?;
                                if !end.is_ascii_digit() || end < c {
                                    return None;
                                }
                                for d in c..=end {
                                    mask |= 1 << (d - b'0');
                                }
                                *at += 2;
                            } else {
                                mask |= 1 << (c - b'0');
                            }
                        }
                        b'\\' if p.get(*at) == Some(&b'd') => {
                            *at += 1;
                            mask |= 0x3FF;
                        }
                        _ => return None,
                    }
                }
                Atom::Digits(mask)
            }
            b'(' => {
                if p.get(*at + 1) != Some(&b'?') || p.get(*at + 2) != Some(&b':') {
                    return None;
                }
                *at += 3;
                let group = parse_alternation(p, at)?;
                if p.get(*at) != Some(&b')') {
                    return None;
                }
                *at += 1;
                Atom::Group(group)
            }
            _ => return None,
        };
        let (min, max) = match p.get(*at) {
            Some(b'?') => {
                *at += 1;
                (0, 1)
            }
            Some(b'{') => {
                let close = p[*at..].iter().position(|&b| b == b'}')? + *at;
                let inside = std::str::from_utf8(&p[*at + 1..close]).ok()?;
                *at = close + 1;
                match inside.split_once(',') {
                    Some((lo, hi)) => (lo.parse().ok()?, hi.parse().ok()?),
                    None => {
                        let n = inside.parse().ok()?;
                        (n, n)
                    }
                }
            }
            _ => (1, 1),
        };
        if min > max {
            return None;
        }
        pieces.push(Piece { atom, min, max });
    }
    Some(pieces)
}

/// Positions (bit i = after i digits) where a match starting at any of `starts` can end.
fn ends(alternation: &Alternation, digits: &[u8], starts: u32) -> u32 {
    let mut out = 0;
    for sequence in alternation {
        let mut at = starts;
        for piece in sequence {
            at = piece_ends(piece, digits, at);
            if at == 0 {
                break;
            }
        }
        out |= at;
    }
    out
}

fn piece_ends(piece: &Piece, digits: &[u8], starts: u32) -> u32 {
    let mut current = starts;
    let mut out = if piece.min == 0 { starts } else { 0 };
    for i in 1..=piece.max {
        current = match &piece.atom {
            Atom::Digits(mask) => {
                let mut next = 0;
                let mut bits = current;
                while bits != 0 {
                    let p = bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    if let Some(&d) = digits.get(p)
                        && mask & (1 << d) != 0
                    {
                        next |= 1 << (p + 1);
                    }
                }
                next
            }
            Atom::Group(group) => ends(group, digits, current),
        };
        if current == 0 {
            break;
        }
        if i >= piece.min {
            out |= current;
        }
    }
    out
}

/// "Some match starts at position 0" — how the crate reads a pattern.
fn matches_from_start(pattern: &Alternation, digits: &[u8]) -> bool {
    ends(pattern, digits, 1) != 0
}

#[derive(Debug)]
struct Kind {
    lengths: Vec<u16>,
    pattern: Alternation,
}

impl Kind {
    fn new(d: &Descriptor) -> Option<Kind> {
        Some(Kind {
            lengths: d.possible_length().to_vec(),
            pattern: parse(d.national_number().as_str())?,
        })
    }

    /// `Descriptor::is_match`.
    fn is_match(&self, digits: &[u8]) -> bool {
        (self.lengths.is_empty() || self.lengths.contains(&(digits.len() as u16)))
            && matches_from_start(&self.pattern, digits)
    }
}

/// One region's patterns.
#[derive(Debug)]
struct Region {
    general: Kind,
    /// Every kind of number `number_type` knows (order does not matter for validity).
    kinds: Vec<Kind>,
    leading_digits: Option<Alternation>,
}

impl Region {
    fn new(m: &Metadata) -> Option<Region> {
        let d = m.descriptors();
        let mut kinds = Vec::new();
        for kind in [
            d.premium_rate(),
            d.toll_free(),
            d.shared_cost(),
            d.voip(),
            d.personal_number(),
            d.pager(),
            d.uan(),
            d.voicemail(),
            d.fixed_line(),
            d.mobile(),
        ]
        .into_iter()
        .flatten()
        {
            kinds.push(Kind::new(kind)?);
        }
        let leading_digits = match m.leading_digits() {
            Some(regex) => Some(parse(regex.as_str())?),
            None => None,
        };
        Some(Region {
            general: Kind::new(d.general())?,
            kinds,
            leading_digits,
        })
    }

    /// `number_type(..) != Unknown`.
    fn knows(&self, digits: &[u8]) -> bool {
        self.general.is_match(digits) && self.kinds.iter().any(|k| k.is_match(digits))
    }
}

/// The regions of every country code, in the crate's order (which decides the region of a
/// number when several share a code); `None` for a code with a pattern not understood here.
static REGIONS: LazyLock<HashMap<u16, Option<Vec<Region>>>> = LazyLock::new(|| {
    let mut all = HashMap::new();
    for code in 1..1000u16 {
        if let Some(metas) = DATABASE.by_code(&code) {
            let regions: Option<Vec<Region>> = metas.into_iter().map(Region::new).collect();
            all.insert(code, regions);
        }
    }
    all
});

/// Whether `number` is valid, as `phonenumber::is_valid` decides; `None` when this code's
/// patterns are not understood here (ask the crate).
pub(crate) fn is_valid(number: &PhoneNumber) -> Option<bool> {
    let code = number.code().value();
    let Some(regions) = REGIONS.get(&code) else {
        return Some(false);
    };
    let regions = regions.as_ref()?;
    let national = number.national().to_string();
    let digits: Vec<u8> = national.bytes().map(|b| b.wrapping_sub(b'0')).collect();
    if digits.iter().any(|&d| d > 9) || digits.len() > 30 {
        return Some(false);
    }
    // `source_for`: the only region of the code, or the first whose leading digits match
    // (or, without leading digits, that knows the number).
    let region = if regions.len() == 1 {
        regions.first()
    } else {
        regions.iter().find(|r| match &r.leading_digits {
            Some(leading) => matches_from_start(leading, &digits),
            None => r.knows(&digits),
        })
    };
    Some(region.is_some_and(|r| r.knows(&digits)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(s: &str) -> Vec<u8> {
        s.bytes().map(|b| b - b'0').collect()
    }

    #[test]
    fn the_subset_parses_and_matches_like_a_regex() {
        let p = parse("3(?:[0-24]\\d|3[0-7]|55|64)\\d{7}").expect("parses");
        assert!(matches_from_start(&p, &digits("3001234567")));
        assert!(matches_from_start(&p, &digits("3371234567")));
        assert!(!matches_from_start(&p, &digits("3381234567")));
        assert!(!matches_from_start(&p, &digits("300123456")));
        let q = parse("1(?:\n  2{2,3}\n)?4").expect("parses");
        assert!(matches_from_start(&q, &digits("14")));
        assert!(matches_from_start(&q, &digits("1224")));
        assert!(matches_from_start(&q, &digits("12224")));
        assert!(!matches_from_start(&q, &digits("124")));
        assert!(parse("a+").is_none());
        assert!(parse("(1").is_none());
    }

    #[test]
    fn every_pattern_of_the_metadata_is_understood() {
        let missing: Vec<u16> = REGIONS
            .iter()
            .filter(|(_, r)| r.is_none())
            .map(|(c, _)| *c)
            .collect();
        assert!(
            missing.is_empty(),
            "codes falling back to the crate: {missing:?}"
        );
    }

    /// The same answers as the crate, for numbers near every region's examples: the
    /// examples, each with its digits changed one at a time, shortened and lengthened.
    #[test]
    fn answers_agree_with_the_crate() {
        let mut checked = 0;
        let mut valid = 0;
        let mut noise: u64 = 0x1234_5678_9ABC_DEF1;
        for code in 1..1000u16 {
            let Some(metas) = DATABASE.by_code(&code) else {
                continue;
            };
            for meta in metas {
                let d = meta.descriptors();
                let examples = [d.mobile(), d.fixed_line(), d.toll_free(), d.voip(), d.uan()]
                    .into_iter()
                    .flatten()
                    .filter_map(|k| k.example());
                for example in examples {
                    let mut variants = vec![example.to_owned()];
                    for at in 0..example.len() {
                        noise ^= noise << 13;
                        noise ^= noise >> 7;
                        noise ^= noise << 17;
                        let mut v = example.as_bytes().to_vec();
                        v[at] = b'0' + (noise % 10) as u8;
                        variants.push(String::from_utf8(v).expect("digits"));
                    }
                    for _ in 0..6 {
                        // Two digits changed, past the first two (the likely region prefix).
                        let mut v = example.as_bytes().to_vec();
                        for _ in 0..2 {
                            noise ^= noise << 13;
                            noise ^= noise >> 7;
                            noise ^= noise << 17;
                            let at = 2.min(v.len() - 1)
                                + (noise as usize >> 8) % v.len().saturating_sub(2).max(1);
                            if let Some(b) = v.get_mut(at) {
                                *b = b'0' + (noise % 10) as u8;
                            }
                        }
                        variants.push(String::from_utf8(v).expect("digits"));
                    }
                    variants.push(example[..example.len() - 1].to_owned());
                    variants.push(format!("{example}{}", noise % 10));
                    for national in variants {
                        let text = format!("+{code}{national}");
                        let Ok(number) = phonenumber::parse(None, &text) else {
                            continue;
                        };
                        let theirs = phonenumber::is_valid(&number);
                        assert_eq!(is_valid(&number), Some(theirs), "{text}");
                        checked += 1;
                        valid += usize::from(theirs);
                    }
                }
            }
        }
        assert!(checked > 12_000, "only {checked} numbers compared");
        assert!(
            valid > 3_000 && checked - valid > 3_000,
            "valid and invalid numbers both compared ({valid} of {checked} valid)"
        );
    }
}
