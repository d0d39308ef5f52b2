//! What a campaign has cost so far: delivered template messages by category, priced with
//! the person's [`RateCard`] (unknown without one).

use std::collections::BTreeMap;

use serde::Serialize;

use crate::numbers::thousands;
/// Prices per delivered template message, by category (Meta's rate card for the recipients'
/// market; only delivered template messages are charged, `docs/meta-cloud-api.md#templates` "Pricing").
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct RateCard {
    /// ISO 4217 code of the prices, e.g. `USD`.
    pub currency: String,
    /// `MARKETING`, `UTILITY`, `AUTHENTICATION` (any case) → price of one delivered message.
    pub per_category: BTreeMap<String, f64>,
}

impl RateCard {
    fn rate(&self, category: &str) -> Option<f64> {
        self.per_category
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(category))
            .map(|(_, rate)| *rate)
    }
}

/// The cost of one category.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CostLine {
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
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CostEstimate {
    /// The rate card's currency; `None` without a rate card.
    pub currency: Option<String>,
    /// Per category.
    pub lines: Vec<CostLine>,
    /// The total; `None` ("unknown") without a rate card or when a category has no price.
    pub total: Option<f64>,
    /// One line for a person.
    pub summary: String,
}

pub(super) fn estimate_cost(
    delivered: BTreeMap<String, u64>,
    rates: Option<&RateCard>,
) -> CostEstimate {
    let lines: Vec<CostLine> = delivered
        .into_iter()
        .map(|(category, delivered)| {
            let rate = rates.and_then(|card| card.rate(&category));
            CostLine {
                amount: rate.map(|rate| rate * delivered as f64),
                category,
                delivered,
                rate,
            }
        })
        .collect();
    let count: u64 = lines.iter().map(|line| line.delivered).sum();
    let currency = rates.map(|card| card.currency.clone());
    let breakdown = lines
        .iter()
        .map(|line| {
            format!(
                "{} {}",
                thousands(line.delivered),
                category_word(&line.category)
            )
        })
        .collect::<Vec<_>>()
        .join(", ");
    if count == 0 {
        return CostEstimate {
            currency,
            lines,
            total: Some(0.0),
            summary: "No cost so far: Meta charges only for delivered template messages, and none has been delivered yet.".to_owned(),
        };
    }
    let messages = if count == 1 { "message" } else { "messages" };
    let Some(card) = rates else {
        return CostEstimate {
            currency,
            lines,
            total: None,
            summary: format!(
                "Estimated cost unknown: no price list is set ({} delivered template {messages}: {breakdown}).",
                thousands(count)
            ),
        };
    };
    let known: f64 = lines.iter().filter_map(|line| line.amount).sum();
    let unpriced: Vec<&CostLine> = lines.iter().filter(|line| line.rate.is_none()).collect();
    let (total, summary) = if unpriced.is_empty() {
        let detail = lines
            .iter()
            .map(|line| {
                format!(
                    "{} {} × {}",
                    thousands(line.delivered),
                    category_word(&line.category),
                    line.rate.unwrap_or_default()
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        (
            Some(known),
            format!(
                "Estimated cost: {} {known:.2} for {} delivered template {messages} ({detail}). Utility messages delivered while the customer's 24-hour window was open are free, so the real cost may be lower.",
                card.currency,
                thousands(count)
            ),
        )
    } else {
        let missing = unpriced
            .iter()
            .map(|line| {
                format!(
                    "{} {}",
                    thousands(line.delivered),
                    category_word(&line.category)
                )
            })
            .collect::<Vec<_>>()
            .join(", ");
        let unpriced_count: u64 = unpriced.iter().map(|line| line.delivered).sum();
        let (noun, verb) = if unpriced_count == 1 {
            ("message", "has")
        } else {
            ("messages", "have")
        };
        (
            None,
            format!(
                "Estimated cost: at least {} {known:.2}; {} more delivered template {noun} ({missing}) {verb} no price in the list.",
                card.currency,
                thousands(unpriced_count)
            ),
        )
    };
    CostEstimate {
        currency,
        lines,
        total,
        summary,
    }
}

fn category_word(category: &str) -> String {
    match category {
        "UNKNOWN" => "uncategorised".to_owned(),
        other => other.to_ascii_lowercase(),
    }
}
