//! What Meta charges per delivered template message, and what a campaign will cost before it
//! is sent (`docs/prices.md`).
//!
//! Meta charges per delivered template message, by the template's category and the
//! recipient's market (`docs/meta-cloud-api.md#pricing`). Pacer keeps one rate card, loaded
//! from a CSV laid out like Meta's (`file`), in the ledger (`store`); the campaign check and
//! the launch price the ready recipients with it (`estimate`), and the report compares that
//! estimate with the cost of what was delivered. `markets` knows which countries make up
//! Meta's regional markets and the country of a number; `card` is the card itself.

mod card;
mod estimate;
mod file;
pub mod markets;
mod store;

pub use card::{Category, Market, RateCard};
pub use estimate::{
    CountByCountry, Counts, Estimate, EstimateLine, count_by_country, estimate, for_recipients,
    money,
};
pub use file::{CardRefused, is_currency, read_card};
pub use store::{adopt_card, card, estimate_at_launch, keep_estimate, put_card};

/// The demo rate card's file: made-up prices, clearly labelled as not Meta's, for demo mode
/// and tests.
pub const DEMO_CARD: &str = include_str!("prices/demo-rate-card.csv");

/// The demo rate card.
pub fn demo_card() -> RateCard {
    // The demo file is part of the build and read by this crate's tests: it always reads.
    read_card(DEMO_CARD.as_bytes(), "demo").unwrap_or_else(|_| RateCard {
        currency: "USD".to_owned(),
        effective: "2026-10-01".to_owned(),
        source: "demo".to_owned(),
        markets: Vec::new(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_demo_card_reads_and_says_it_is_not_meta_s() {
        let card = read_card(DEMO_CARD.as_bytes(), "demo").expect("the demo card reads");
        assert!(
            card.source.starts_with("Demo prices, not Meta's"),
            "the demo card is labelled"
        );
        assert_eq!(
            card.markets.len(),
            markets::MARKETS.len(),
            "every market Pacer knows is priced"
        );
    }
}
