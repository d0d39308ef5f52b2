//! Numbers as people read them in Pacer's English sentences (the CLI, the local API's messages,
//! reports): `1234567` → `1,234,567`. The one place that groups digits, so a report and the plan
//! that preceded it never write one count two ways.

use std::fmt::Display;

/// A whole number of any of the widths Pacer counts in.
pub trait Whole: Display + Copy {}

impl Whole for u8 {}
impl Whole for u16 {}
impl Whole for u32 {}
impl Whole for u64 {}
impl Whole for usize {}
impl Whole for i32 {}
impl Whole for i64 {}

/// `1234567` → `1,234,567`; `-1250` → `-1,250`.
pub fn thousands(n: impl Whole) -> String {
    let text = n.to_string();
    let (sign, digits) = match text.strip_prefix('-') {
        Some(digits) => ("-", digits),
        None => ("", text.as_str()),
    };
    let mut out = String::with_capacity(text.len() + digits.len() / 3);
    out.push_str(sign);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::thousands;

    #[test]
    fn digits_are_grouped_in_threes_from_the_right() {
        assert_eq!(thousands(0u64), "0");
        assert_eq!(thousands(999usize), "999");
        assert_eq!(thousands(1_000u32), "1,000");
        assert_eq!(thousands(1_250u64), "1,250");
        assert_eq!(thousands(32_768usize), "32,768");
        assert_eq!(thousands(1_234_567u64), "1,234,567");
        assert_eq!(thousands(u64::MAX), "18,446,744,073,709,551,615");
    }

    #[test]
    fn a_negative_number_keeps_its_sign_outside_the_groups() {
        assert_eq!(thousands(-1_250i64), "-1,250");
        assert_eq!(thousands(-999i64), "-999");
        assert_eq!(thousands(-100_000i64), "-100,000");
    }
}
