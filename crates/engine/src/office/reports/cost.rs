//! What a campaign has cost so far: its delivered template messages by recipient country and
//! category, priced with the rate card in use (unknown without one), beside the estimate made
//! at its launch (`docs/prices.md#after-delivery`).

use std::collections::BTreeMap;

use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};

use crate::numbers::thousands;
use crate::prices::{self, Category, Estimate, RateCard};

/// The cost of one category's delivered messages to one country.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CostLine {
    /// ISO 3166 code of the recipients' country; `None` when the number's calling code is
    /// unknown.
    pub country: Option<String>,
    /// The card's market for the country; `None` without a card or when it prices the country
    /// nowhere.
    pub market: Option<String>,
    /// `MARKETING`, `UTILITY`, `AUTHENTICATION`, or `UNKNOWN` when the template is not in the
    /// template list.
    pub category: String,
    /// Delivered template messages of this category (delivered or read).
    pub delivered: u64,
    /// Price of one, from the rate card.
    pub rate: Option<f64>,
    /// `delivered × rate`.
    pub amount: Option<f64>,
}

/// What the campaign has cost so far, estimated from delivered template messages.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CostEstimate {
    /// The rate card's currency; `None` without a rate card.
    pub currency: Option<String>,
    /// Per country and category.
    pub lines: Vec<CostLine>,
    /// The total; `None` ("unknown") without a rate card or when a line has no price.
    pub total: Option<f64>,
    /// One line for a person.
    pub summary: String,
    /// The estimate made when the campaign was launched (`None` when no card was loaded then,
    /// or for a campaign launched before Pacer made estimates).
    pub at_launch: Option<Estimate>,
    /// "Estimated at launch: USD 12.00. Cost of what was delivered: USD 9.50.", when both are
    /// known.
    pub comparison_said: Option<Said>,
}

/// Delivered template messages by (recipient country, category as Meta names it).
pub(super) type Delivered = BTreeMap<(Option<String>, String), u64>;

pub(super) fn estimate_cost(
    delivered: Delivered,
    rates: Option<&RateCard>,
    at_launch: Option<Estimate>,
) -> CostEstimate {
    let mut lines: Vec<CostLine> = delivered
        .into_iter()
        .map(|((country, category), delivered)| {
            let market = rates.and_then(|card| card.market_of(country.as_deref()));
            let rate = market
                .zip(Category::of_template(&category))
                .and_then(|(market, category)| market.price(category));
            CostLine {
                #[allow(clippy::cast_precision_loss)]
                amount: rate.map(|rate| rate * delivered as f64),
                market: market.map(|m| m.name.clone()),
                country,
                category,
                delivered,
                rate,
            }
        })
        .collect();
    // By category, then country: a category's countries read together.
    lines.sort_by(|a, b| (&a.category, &a.country).cmp(&(&b.category, &b.country)));
    let currency = rates.map(|card| card.currency.clone());
    let (total, summary) = total_and_summary(&lines, rates);
    let comparison_said = at_launch.as_ref().zip(total.zip(currency.as_deref())).map(
        |(launch, (total, currency))| {
            Said::new(ids::PRICES_COMPARISON)
                .with("estimated", prices::money(&launch.currency, launch.total))
                .with("actual", prices::money(currency, total))
        },
    );
    CostEstimate {
        currency,
        lines,
        total,
        summary,
        at_launch,
        comparison_said,
    }
}

/// Counts summed by a key, in the key's order: "1 marketing, 2 utility".
fn grouped<K: Ord>(lines: &[&CostLine], key: impl Fn(&CostLine) -> K) -> BTreeMap<K, u64> {
    let mut groups = BTreeMap::new();
    for line in lines {
        *groups.entry(key(line)).or_default() += line.delivered;
    }
    groups
}

fn total_and_summary(lines: &[CostLine], rates: Option<&RateCard>) -> (Option<f64>, String) {
    let all: Vec<&CostLine> = lines.iter().collect();
    let count: u64 = lines.iter().map(|line| line.delivered).sum();
    let by_category = |lines: &[&CostLine]| {
        grouped(lines, |line| line.category.clone())
            .into_iter()
            .map(|(category, n)| format!("{} {}", thousands(n), category_word(&category)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    if count == 0 {
        return (
            Some(0.0),
            "No cost so far: Meta charges only for delivered template messages, and none has been delivered yet.".to_owned(),
        );
    }
    let messages = if count == 1 { "message" } else { "messages" };
    let Some(card) = rates else {
        return (
            None,
            format!(
                "Estimated cost unknown: no price list is set ({} delivered template {messages}: {}).",
                thousands(count),
                by_category(&all)
            ),
        );
    };
    let known: f64 = lines.iter().filter_map(|line| line.amount).sum();
    let unpriced: Vec<&CostLine> = lines.iter().filter(|line| line.rate.is_none()).collect();
    if unpriced.is_empty() {
        // One entry per category and price: the countries of one market share it.
        let detail = grouped(&all, |line| {
            (
                line.category.clone(),
                line.rate.unwrap_or_default().to_bits(),
            )
        })
        .into_iter()
        .map(|((category, rate), n)| {
            format!(
                "{} {} × {}",
                thousands(n),
                category_word(&category),
                f64::from_bits(rate)
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
        return (
            Some(known),
            format!(
                "Estimated cost: {} {known:.2} for {} delivered template {messages} ({detail}). Utility messages delivered while the customer's 24-hour window was open are free, so the real cost may be lower.",
                card.currency,
                thousands(count)
            ),
        );
    }
    let unpriced_count: u64 = unpriced.iter().map(|line| line.delivered).sum();
    let (noun, verb) = if unpriced_count == 1 {
        ("message", "has")
    } else {
        ("messages", "have")
    };
    (
        None,
        format!(
            "Estimated cost: at least {} {known:.2}; {} more delivered template {noun} ({}) {verb} no price in the list.",
            card.currency,
            thousands(unpriced_count),
            by_category(&unpriced)
        ),
    )
}

fn category_word(category: &str) -> String {
    match category {
        "UNKNOWN" => "uncategorised".to_owned(),
        other => other.to_ascii_lowercase(),
    }
}
