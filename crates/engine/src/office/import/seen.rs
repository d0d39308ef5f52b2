//! The numbers an import has met so far, each with the first row it was on: how a later row
//! with the same number is found and merged (the dedupe step of [`super`]).
//!
//! A 1 GB export holds about 13 million different numbers. In a `HashMap<u64, u64>` that is
//! 16 bytes an entry in a table at most 7/8 full that doubles by copying itself: close to
//! 400 MB at the moment it grows, more than the import's whole budget. Here a number and its
//! row take 8 bytes. An E.164 number has at most 15 digits, so it is below 2^50; scrambled
//! one-to-one, its top 18 bits pick one of 2^18 small buckets and the other 32 are kept in
//! the bucket beside the 32-bit row. A bucket holds a few dozen entries and is scanned; it
//! grows a few entries at a time, so no big table is ever copied.

use std::collections::HashMap;

/// Bits of the scrambled number that pick a bucket; the other 32 are stored.
const BUCKET_BITS: u32 = 18;
/// Numbers below this (every E.164 number) are stored in the buckets.
const NUMBER_LIMIT: u64 = 1 << (BUCKET_BITS + 32);

/// Every number met so far and its first row.
#[derive(Debug, Default)]
pub(crate) struct SeenNumbers {
    /// Empty until the first number; then 2^18 buckets of `tag << 32 | row`.
    buckets: Vec<Vec<u64>>,
    /// What does not fit in a bucket: a number of more than 15 digits or a row past
    /// 4,294,967,295 (neither comes from a real list).
    others: HashMap<u64, u64>,
}

/// A one-to-one scramble of the numbers below 2^50, so numbers that differ in their last
/// digits (a block of consecutive lines) land in different buckets.
fn scramble(number: u64) -> u64 {
    let mask = NUMBER_LIMIT - 1;
    // An odd multiplier is invertible modulo 2^50, and so is `x ^ (x >> k)`.
    let mut x = number.wrapping_mul(0x9E37_79B9_7F4A_7C15) & mask;
    x ^= x >> 23;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9) & mask;
    x ^ (x >> 27)
}

impl SeenNumbers {
    /// The first row seen with `number`; when there is none, `row` becomes it and `None` is
    /// returned.
    pub(crate) fn first_row_or_insert(&mut self, number: u64, row: u64) -> Option<u64> {
        let Ok(row32) = u32::try_from(row) else {
            return self.other(number, row);
        };
        if number >= NUMBER_LIMIT {
            return self.other(number, row);
        }
        if self.buckets.is_empty() {
            self.buckets = vec![Vec::new(); 1 << BUCKET_BITS];
        }
        let x = scramble(number);
        let tag = x & 0xFFFF_FFFF;
        let bucket = &mut self.buckets[(x >> 32) as usize];
        if let Some(found) = bucket.iter().find(|e| *e >> 32 == tag) {
            return Some(found & 0xFFFF_FFFF);
        }
        // A number whose row did not fit (a row past u32::MAX) may have been met before.
        if !self.others.is_empty()
            && let Some(&first) = self.others.get(&number)
        {
            return Some(first);
        }
        if bucket.len() == bucket.capacity() {
            // Small steps: a bucket's spare room stays a few entries.
            bucket.reserve_exact((bucket.len() / 8).max(4));
        }
        bucket.push((tag << 32) | u64::from(row32));
        None
    }

    fn other(&mut self, number: u64, row: u64) -> Option<u64> {
        if number < NUMBER_LIMIT && !self.buckets.is_empty() {
            let x = scramble(number);
            let tag = x & 0xFFFF_FFFF;
            if let Some(found) = self.buckets[(x >> 32) as usize]
                .iter()
                .find(|e| *e >> 32 == tag)
            {
                return Some(found & 0xFFFF_FFFF);
            }
        }
        match self.others.entry(number) {
            std::collections::hash_map::Entry::Occupied(o) => Some(*o.get()),
            std::collections::hash_map::Entry::Vacant(v) => {
                v.insert(row);
                None
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scramble_is_one_to_one() {
        // Consecutive numbers, and numbers that differ only in their top bits.
        let mut seen = std::collections::HashSet::new();
        for n in 0..200_000u64 {
            assert!(seen.insert(scramble(923_000_000_000 + n)));
            assert!(seen.insert(scramble((n << 32) | 7)));
        }
        assert!(scramble(NUMBER_LIMIT - 1) < NUMBER_LIMIT);
    }

    #[test]
    fn a_number_keeps_its_first_row() {
        let mut seen = SeenNumbers::default();
        assert_eq!(seen.first_row_or_insert(923_001_234_567, 2), None);
        assert_eq!(seen.first_row_or_insert(923_001_234_568, 3), None);
        assert_eq!(seen.first_row_or_insert(923_001_234_567, 9), Some(2));
        assert_eq!(seen.first_row_or_insert(923_001_234_568, 10), Some(3));
    }

    #[test]
    fn numbers_and_rows_too_big_for_a_bucket_still_count() {
        let mut seen = SeenNumbers::default();
        let huge_row = u64::from(u32::MAX) + 5;
        let long_number = NUMBER_LIMIT + 12;
        assert_eq!(seen.first_row_or_insert(long_number, 4), None);
        assert_eq!(seen.first_row_or_insert(long_number, 8), Some(4));
        assert_eq!(seen.first_row_or_insert(447_400_123_456, huge_row), None);
        assert_eq!(
            seen.first_row_or_insert(447_400_123_456, huge_row + 1),
            Some(huge_row)
        );
        assert_eq!(seen.first_row_or_insert(923_001_234_567, 7), None);
        assert_eq!(
            seen.first_row_or_insert(923_001_234_567, huge_row),
            Some(7),
            "a number met on a small row is found from a big one"
        );
    }

    #[test]
    fn many_numbers_are_each_found_once() {
        let mut seen = SeenNumbers::default();
        for i in 0..300_000u64 {
            assert_eq!(seen.first_row_or_insert(923_000_000_000 + i * 7, i), None);
        }
        for i in 0..300_000u64 {
            assert_eq!(
                seen.first_row_or_insert(923_000_000_000 + i * 7, 1_000_000),
                Some(i)
            );
        }
    }
}
