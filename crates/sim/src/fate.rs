//! Seeded, order-independent random draws.
//!
//! Fault injection and webhook behaviour must be reproducible from `--seed`, even when many
//! requests arrive concurrently in a different order each run. So a draw is not taken from a
//! shared random stream; it is a hash of the seed, a label naming the decision, and the
//! identity of what is being decided (a request's bytes and how many times they were seen, a
//! wamid and a status). The same request meets the same fate in every run.

use sha2::{Digest, Sha256};

/// The simulator's source of reproducible randomness.
#[derive(Debug, Clone, Copy)]
pub struct Fate {
    seed: u64,
}

impl Fate {
    /// Draws made from `seed`.
    pub fn new(seed: u64) -> Self {
        Self { seed }
    }

    /// A number in `[0, 1)` for the decision `label` about the thing identified by `parts`.
    pub fn unit(&self, label: &str, parts: &[&[u8]]) -> f64 {
        // 53 random bits make every f64 in [0, 1) with that spacing equally likely.
        (self.bits(label, parts) >> 11) as f64 / (1u64 << 53) as f64
    }

    /// True with probability `rate` (clamped to [0, 1]).
    pub fn chance(&self, rate: f64, label: &str, parts: &[&[u8]]) -> bool {
        rate > 0.0 && self.unit(label, parts) < rate
    }

    /// 64 random bits for the decision `label` about `parts`.
    pub fn bits(&self, label: &str, parts: &[&[u8]]) -> u64 {
        let mut hash = Sha256::new();
        hash.update(self.seed.to_le_bytes());
        hash.update((label.len() as u64).to_le_bytes());
        hash.update(label.as_bytes());
        for part in parts {
            hash.update((part.len() as u64).to_le_bytes());
            hash.update(part);
        }
        let digest = hash.finalize();
        let mut first = [0u8; 8];
        first.copy_from_slice(&digest[..8]);
        u64::from_le_bytes(first)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_decision_is_drawn_the_same_way_every_time() {
        let fate = Fate::new(7);
        assert_eq!(
            fate.unit("fault", &[b"body", b"1"]),
            fate.unit("fault", &[b"body", b"1"]),
            "a seeded simulator must repeat its decisions"
        );
        assert_ne!(
            fate.unit("fault", &[b"body", b"1"]),
            fate.unit("fault", &[b"body", b"2"]),
            "a retry of the same request is a new decision"
        );
        assert_ne!(
            Fate::new(8).unit("fault", &[b"body", b"1"]),
            fate.unit("fault", &[b"body", b"1"]),
            "another seed gives another run"
        );
    }

    #[test]
    fn chance_follows_the_rate() {
        let fate = Fate::new(1);
        let hits = (0..10_000u32)
            .filter(|i| fate.chance(0.25, "x", &[&i.to_le_bytes()]))
            .count();
        assert!(
            (2_250..2_750).contains(&hits),
            "a 25 % fault rate must inject about 2,500 of 10,000, got {hits}"
        );
        assert!(
            !(0..1000u32).any(|i| fate.chance(0.0, "x", &[&i.to_le_bytes()])),
            "a zero rate never fires"
        );
        assert!(
            (0..1000u32).all(|i| fate.chance(1.0, "x", &[&i.to_le_bytes()])),
            "a rate of one always fires"
        );
    }
}
