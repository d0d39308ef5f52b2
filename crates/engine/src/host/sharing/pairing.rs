//! The pairing code: the office Pacer shows eight digits (`4821-0937`) beside its
//! fingerprint; the person at a desk types them once. A code is good for one desk, for ten
//! minutes, and for five wrong tries: a guesser on the network has five chances in a hundred
//! million, then has to ask for a new code on the office Pacer's screen, where people see it.

use std::fmt;

use pacer_words::{Said, ids};
use rand::Rng;
use subtle::ConstantTimeEq;

use super::desks::Role;
use crate::clock::Millis;

/// How long a code is good for.
pub const CODE_LIFETIME_MS: Millis = 10 * 60 * 1000;
/// Wrong tries a code takes before it is closed.
pub const WRONG_TRIES: u32 = 5;
/// Digits in a code.
const DIGITS: usize = 8;

/// A pairing code, shown as two groups of four digits.
#[derive(Clone, PartialEq, Eq)]
pub struct PairingCode([u8; DIGITS]);

impl PairingCode {
    fn random() -> PairingCode {
        let mut rng = rand::rng();
        let mut digits = [0u8; DIGITS];
        for digit in &mut digits {
            *digit = b'0' + rng.random_range(0..10u8);
        }
        PairingCode(digits)
    }

    /// The digits of what a person typed ("4821 0937", "4821-0937"), if there are eight.
    fn typed(text: &str) -> Option<[u8; DIGITS]> {
        let digits: Vec<u8> = text.bytes().filter(|b| !matches!(b, b' ' | b'-')).collect();
        (digits.iter().all(u8::is_ascii_digit))
            .then_some(())
            .and(digits.try_into().ok())
    }
}

impl fmt::Display for PairingCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = String::from_utf8_lossy(&self.0);
        write!(f, "{}-{}", &text[..4], &text[4..])
    }
}

/// A code is a secret while it is open: `Debug` does not show it.
impl fmt::Debug for PairingCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PairingCode(hidden)")
    }
}

/// Why a typed code was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PairingRefused {
    /// No code is open: nobody asked the office Pacer for one, or it was used.
    #[error(
        "the office Pacer is not showing a pairing code: open Settings → Share with the office on it and choose Pair a desk"
    )]
    NoCode,
    /// The code is older than ten minutes.
    #[error("that pairing code has expired: ask the office Pacer for a new one")]
    Expired,
    /// Not the code; this many tries are left.
    #[error("that is not the pairing code the office Pacer shows ({left} tries left)")]
    Wrong {
        /// Tries left before the code is closed.
        left: u32,
    },
    /// Too many wrong tries: the code is closed.
    #[error(
        "too many wrong pairing codes: that code is closed; ask the office Pacer for a new one"
    )]
    TooManyTries,
    /// What was typed is not eight digits.
    #[error("a pairing code is eight digits, like 4821-0937")]
    NotACode,
}

impl PairingRefused {
    /// What happened and what to do, as a catalogue message.
    pub fn said(&self) -> Said {
        match self {
            PairingRefused::NoCode => Said::new(ids::SHARING_PAIRING_NO_CODE),
            PairingRefused::Expired => Said::new(ids::SHARING_PAIRING_EXPIRED),
            PairingRefused::Wrong { left } => {
                Said::new(ids::SHARING_PAIRING_WRONG).with("left", *left)
            }
            PairingRefused::TooManyTries => Said::new(ids::SHARING_PAIRING_TOO_MANY),
            PairingRefused::NotACode => Said::new(ids::SHARING_PAIRING_NOT_A_CODE),
        }
    }
}

/// The office Pacer's open pairing code, if any (one at a time: asking for a new one closes
/// the old).
#[derive(Debug, Default)]
pub struct Pairings {
    open: Option<Open>,
}

#[derive(Debug)]
struct Open {
    code: PairingCode,
    made_at: Millis,
    wrong: u32,
    /// What the desk paired with this code may do, as the owner chose when asking for it.
    role: Role,
}

impl Pairings {
    /// A new code to show, good from `now`, for a desk that will have `role`; any code shown
    /// before is closed.
    pub fn open(&mut self, now: Millis, role: Role) -> PairingCode {
        let code = PairingCode::random();
        self.open = Some(Open {
            code: code.clone(),
            made_at: now,
            wrong: 0,
            role,
        });
        code
    }

    /// Closes the open code (the person closed the pairing screen).
    pub fn close(&mut self) {
        self.open = None;
    }

    /// Whether a code is open and not expired at `now`.
    pub fn is_open(&self, now: Millis) -> bool {
        self.open
            .as_ref()
            .is_some_and(|open| now - open.made_at < CODE_LIFETIME_MS)
    }

    /// Takes a code a desk sent: the role the code was opened for. The right one is used up
    /// (one desk per code); a wrong one counts against the code, which closes after
    /// [`WRONG_TRIES`].
    pub fn take(&mut self, typed: &str, now: Millis) -> Result<Role, PairingRefused> {
        let Some(open) = self.open.as_mut() else {
            return Err(PairingRefused::NoCode);
        };
        if now - open.made_at >= CODE_LIFETIME_MS {
            self.open = None;
            return Err(PairingRefused::Expired);
        }
        // Eight digits or not, a try is a try: a guesser learns nothing for free.
        let matches =
            PairingCode::typed(typed).is_some_and(|digits| bool::from(digits.ct_eq(&open.code.0)));
        if matches {
            let role = open.role;
            self.open = None;
            return Ok(role);
        }
        open.wrong += 1;
        if open.wrong >= WRONG_TRIES {
            self.open = None;
            return Err(PairingRefused::TooManyTries);
        }
        if PairingCode::typed(typed).is_none() {
            return Err(PairingRefused::NotACode);
        }
        Err(PairingRefused::Wrong {
            left: WRONG_TRIES - open.wrong,
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    fn digits(code: &PairingCode) -> String {
        code.to_string()
    }

    /// A code that is surely not `code`: each digit moved by one.
    fn other_than(code: &PairingCode) -> String {
        code.0
            .iter()
            .map(|d| char::from(b'0' + (d - b'0' + 1) % 10))
            .collect()
    }

    #[test]
    fn the_right_code_pairs_once_in_any_spacing() {
        let mut pairings = Pairings::default();
        let code = pairings.open(0, Role::Staff);
        let shown = digits(&code);
        assert_eq!(shown.len(), 9);
        assert_eq!(&shown[4..5], "-");
        assert_eq!(
            pairings.take(&shown.replace('-', " "), 1_000),
            Ok(Role::Staff)
        );
        // Used up: the next desk needs a code of its own.
        assert_eq!(pairings.take(&shown, 2_000), Err(PairingRefused::NoCode));
    }

    #[test]
    fn a_wrong_code_is_refused_and_the_fifth_closes_it() {
        let mut pairings = Pairings::default();
        let code = pairings.open(0, Role::Staff);
        let wrong = other_than(&code);
        for left in (1..WRONG_TRIES).rev() {
            assert_eq!(
                pairings.take(&wrong, 10),
                Err(PairingRefused::Wrong { left })
            );
        }
        assert_eq!(pairings.take(&wrong, 10), Err(PairingRefused::TooManyTries));
        // Closed: not even the right code opens it now.
        assert_eq!(
            pairings.take(&digits(&code), 20),
            Err(PairingRefused::NoCode)
        );
    }

    #[test]
    fn anything_but_eight_digits_is_a_try_too() {
        let mut pairings = Pairings::default();
        let code = pairings.open(0, Role::Staff);
        assert_eq!(pairings.take("1234", 1), Err(PairingRefused::NotACode));
        assert_eq!(pairings.take("abcd-efgh", 1), Err(PairingRefused::NotACode));
        assert_eq!(
            pairings.take(&other_than(&code), 1),
            Err(PairingRefused::Wrong {
                left: WRONG_TRIES - 3
            })
        );
        assert_eq!(pairings.take(&digits(&code), 1), Ok(Role::Staff));
    }

    #[test]
    fn a_code_expires_after_ten_minutes_and_a_new_one_replaces_it() {
        let mut pairings = Pairings::default();
        let old = pairings.open(0, Role::Staff);
        assert!(pairings.is_open(CODE_LIFETIME_MS - 1));
        assert!(!pairings.is_open(CODE_LIFETIME_MS));
        assert_eq!(
            pairings.take(&digits(&old), CODE_LIFETIME_MS),
            Err(PairingRefused::Expired)
        );
        let first = pairings.open(0, Role::Staff);
        let second = pairings.open(1, Role::Staff);
        if first != second {
            assert!(matches!(
                pairings.take(&digits(&first), 2),
                Err(PairingRefused::Wrong { .. })
            ));
        }
        assert_eq!(pairings.take(&digits(&second), 3), Ok(Role::Staff));
    }

    #[test]
    fn debug_hides_an_open_code() {
        let mut pairings = Pairings::default();
        let code = pairings.open(0, Role::Staff);
        assert!(!format!("{pairings:?}").contains(&digits(&code)[..4]));
        assert!(!format!("{code:?}").contains(&digits(&code)[..4]));
    }

    #[test]
    fn the_code_gives_the_role_the_owner_chose_for_it() {
        let mut pairings = Pairings::default();
        let code = pairings.open(0, Role::Viewer);
        assert_eq!(pairings.take(&digits(&code), 1), Ok(Role::Viewer));
        // A new code asked for another role replaces the old code and its role.
        let _ = pairings.open(2, Role::Owner);
        let code = pairings.open(3, Role::Staff);
        assert_eq!(pairings.take(&digits(&code), 4), Ok(Role::Staff));
    }
}
