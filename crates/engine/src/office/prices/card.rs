//! The rate card: what Meta charges for one delivered template message, by market and
//! category, in one currency, from one date (`docs/prices.md`).

use serde::{Deserialize, Serialize};

use super::markets::OTHER;

/// The categories Meta prices template messages by (`docs/meta-cloud-api.md#pricing`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "snake_case")]
pub enum Category {
    /// Offers, announcements.
    Marketing,
    /// Follow-ups to what the customer did (free inside an open service window).
    Utility,
    /// One-time codes.
    Authentication,
}

impl Category {
    /// The category of a template as Meta names it (`MARKETING`, any case); `None` for one
    /// Meta does not price.
    pub fn of_template(category: &str) -> Option<Category> {
        match category.to_ascii_uppercase().as_str() {
            "MARKETING" => Some(Category::Marketing),
            "UTILITY" => Some(Category::Utility),
            "AUTHENTICATION" => Some(Category::Authentication),
            _ => None,
        }
    }

    /// `marketing`, `utility`, `authentication` (the catalogue's selector values).
    pub fn as_str(self) -> &'static str {
        match self {
            Category::Marketing => "marketing",
            Category::Utility => "utility",
            Category::Authentication => "authentication",
        }
    }
}

/// One market's prices (a country, or a region of several): `None` where the card has no
/// price for the category.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Market {
    /// As the card names it: `India`, `Rest of Asia Pacific`, `Other`.
    pub name: String,
    /// ISO 3166 codes of its countries (empty for `Other`, which takes every country no other
    /// market names).
    pub countries: Vec<String>,
    /// Price of one delivered marketing message.
    pub marketing: Option<f64>,
    /// Price of one delivered utility message (outside a service window).
    pub utility: Option<f64>,
    /// Price of one delivered authentication message.
    pub authentication: Option<f64>,
    /// The authentication-international rate, where the card has one. Kept, not used by the
    /// estimate: Meta bills it only to businesses it has found eligible and based in another
    /// country, which Pacer cannot know (`docs/prices.md#what-the-estimate-leaves-out`).
    pub authentication_international: Option<f64>,
}

impl Market {
    /// The price of one delivered message of `category`.
    pub fn price(&self, category: Category) -> Option<f64> {
        match category {
            Category::Marketing => self.marketing,
            Category::Utility => self.utility,
            Category::Authentication => self.authentication,
        }
    }
}

/// Meta's per-message prices in one currency from one date.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RateCard {
    /// ISO 4217 code of every price, e.g. `USD`.
    pub currency: String,
    /// The day the prices take effect, `YYYY-MM-DD` (Meta changes them on the first day of a
    /// quarter).
    pub effective: String,
    /// Where the prices come from, for a person: "Meta rate card, USD, 2026-10-01".
    pub source: String,
    /// One per market, in the file's order; at most one is named `Other`.
    pub markets: Vec<Market>,
}

impl RateCard {
    /// The market `country` (an ISO 3166 code) belongs to: the one that lists it, else
    /// `Other` when the card has it; `None` when the card prices the country nowhere.
    pub fn market_of(&self, country: Option<&str>) -> Option<&Market> {
        country
            .and_then(|country| {
                self.markets
                    .iter()
                    .find(|m| m.countries.iter().any(|c| c.eq_ignore_ascii_case(country)))
            })
            .or_else(|| {
                self.markets
                    .iter()
                    .find(|m| m.name.eq_ignore_ascii_case(OTHER))
            })
    }

    /// A card with one price per category for every country: what Settings held before
    /// cards had markets (`MARKETING` → price, any case), kept as the market `Other`.
    pub fn one_market(
        currency: &str,
        per_category: &std::collections::BTreeMap<String, f64>,
        effective: &str,
    ) -> RateCard {
        let price = |category: Category| {
            per_category
                .iter()
                .find(|(name, _)| Category::of_template(name) == Some(category))
                .map(|(_, price)| *price)
        };
        RateCard {
            currency: currency.to_ascii_uppercase(),
            effective: effective.to_owned(),
            source: "Prices typed in Settings (one price per category for every country)"
                .to_owned(),
            markets: vec![Market {
                name: OTHER.to_owned(),
                countries: Vec::new(),
                marketing: price(Category::Marketing),
                utility: price(Category::Utility),
                authentication: price(Category::Authentication),
                authentication_international: None,
            }],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_old_per_category_prices_become_a_card_for_every_country() {
        let old = [
            ("MARKETING".to_owned(), 0.0475),
            ("utility".to_owned(), 0.004),
        ]
        .into_iter()
        .collect();
        let card = RateCard::one_market("usd", &old, "2026-07-01");
        let market = card.market_of(Some("PK")).expect("every country is priced");
        assert_eq!(market.price(Category::Marketing), Some(0.0475));
        assert_eq!(market.price(Category::Utility), Some(0.004));
        assert_eq!(market.price(Category::Authentication), None);
        assert_eq!(card.currency, "USD");
        assert!(
            card.market_of(None).is_some(),
            "a number without a country is priced too"
        );
    }
}
