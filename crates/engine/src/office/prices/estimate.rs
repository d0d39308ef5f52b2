//! The cost of a campaign before it is sent: its ready recipients by country, each priced
//! with the rate card for the template's category (`docs/prices.md#the-estimate`).
//!
//! The estimate is the most the campaign can cost: every message is counted as delivered, and
//! a utility message to a customer whose service window is open when it arrives, which Meta
//! does not charge, is counted at the full price (whether a window is open then cannot be
//! known before sending).

use std::collections::BTreeMap;

use pacer_words::{Said, ids};
use serde::{Deserialize, Serialize};

use super::card::{Category, RateCard};
use super::markets::Countries;
use crate::engine::Engine;
use crate::ledger::LedgerError;
use crate::phone::E164;

/// The price of the messages to one country in one category.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct EstimateLine {
    /// ISO 3166 code of the recipients' country; `None` when the number's calling code is
    /// unknown.
    pub country: Option<String>,
    /// The card's market the country belongs to; `None` when the card prices it nowhere.
    pub market: Option<String>,
    /// The template's category.
    pub category: Category,
    /// Messages.
    pub messages: u64,
    /// Price of one, from the card; `None` when the card has no price for it.
    pub price: Option<f64>,
    /// `messages × price`.
    pub amount: Option<f64>,
}

/// What a campaign will cost, by country and category, in the card's currency.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Estimate {
    /// The card's currency (ISO 4217).
    pub currency: String,
    /// The card's effective date.
    pub effective: String,
    /// The card's source.
    pub source: String,
    /// One per country and category, the most expensive first.
    pub lines: Vec<EstimateLine>,
    /// The sum of the priced lines.
    pub total: f64,
    /// Messages counted.
    pub messages: u64,
    /// Messages the card has no price for (not in `total`).
    pub unpriced: u64,
    /// One line for a person.
    pub summary: String,
    /// `summary` as a catalogue message.
    pub summary_said: Said,
}

/// Counts of messages by (country, category).
pub type Counts = BTreeMap<(Option<String>, Category), u64>;

/// Counts `phones`, all sent a template of `category`, by country.
pub fn count_by_country<'a>(
    phones: impl IntoIterator<Item = &'a E164>,
    category: Category,
) -> Counts {
    let mut counting = CountByCountry::new(category);
    for phone in phones {
        counting.add(phone);
    }
    counting.into_counts()
}

/// Messages of one category counted by country one at a time, as they are made: a launch
/// counts its recipients while it reads them, instead of reading back what it queued.
#[derive(Debug)]
pub struct CountByCountry {
    category: Category,
    countries: Countries,
    counts: Counts,
}

impl CountByCountry {
    /// Nothing counted yet, for a template of `category`.
    pub fn new(category: Category) -> Self {
        Self {
            category,
            countries: Countries::default(),
            counts: Counts::new(),
        }
    }

    /// The category every message counted is in.
    pub fn category(&self) -> Category {
        self.category
    }

    /// Counts one message to `phone`.
    pub fn add(&mut self, phone: &E164) {
        *self
            .counts
            .entry((self.countries.of(phone), self.category))
            .or_default() += 1;
    }

    /// Adds what `other` counted.
    pub fn merge(&mut self, other: Self) {
        for (key, messages) in other.counts {
            *self.counts.entry(key).or_default() += messages;
        }
    }

    /// What was counted.
    pub fn counts(&self) -> &Counts {
        &self.counts
    }

    /// What was counted, kept.
    pub fn into_counts(self) -> Counts {
        self.counts
    }
}

/// What sending a template of `category` to `phones` will cost with the card in use: the
/// campaign check's estimate. `None` without a card or for a category Meta does not price. The
/// numbers' countries are found on a blocking thread, off the engine's async threads.
pub async fn for_recipients(
    engine: &Engine,
    category: &str,
    phones: Vec<E164>,
) -> Result<Option<Estimate>, LedgerError> {
    let Some(category) = Category::of_template(category) else {
        return Ok(None);
    };
    let Some(card) = engine.ledger().read(super::card).await? else {
        return Ok(None);
    };
    match tokio::task::spawn_blocking(move || estimate(&card, &count_by_country(&phones, category)))
        .await
    {
        Ok(made) => Ok(Some(made)),
        // A panic stays a panic of the caller.
        Err(error) if error.is_panic() => std::panic::resume_unwind(error.into_panic()),
        // The runtime is shutting down: the check it belongs to is not read by anyone.
        Err(_) => Ok(None),
    }
}

/// Prices `counts` with `card`.
pub fn estimate(card: &RateCard, counts: &Counts) -> Estimate {
    let mut lines: Vec<EstimateLine> = counts
        .iter()
        .map(|((country, category), &messages)| {
            let market = card.market_of(country.as_deref());
            let price = market.and_then(|m| m.price(*category));
            EstimateLine {
                country: country.clone(),
                market: market.map(|m| m.name.clone()),
                category: *category,
                messages,
                price,
                #[allow(clippy::cast_precision_loss)]
                amount: price.map(|p| p * messages as f64),
            }
        })
        .collect();
    lines.sort_by(|a, b| {
        b.amount
            .unwrap_or(0.0)
            .total_cmp(&a.amount.unwrap_or(0.0))
            .then_with(|| a.country.cmp(&b.country))
            .then_with(|| a.category.cmp(&b.category))
    });
    let total: f64 = lines.iter().filter_map(|l| l.amount).sum();
    let messages: u64 = lines.iter().map(|l| l.messages).sum();
    let unpriced: u64 = lines
        .iter()
        .filter(|l| l.price.is_none())
        .map(|l| l.messages)
        .sum();
    let utility = lines.iter().any(|l| l.category == Category::Utility);
    let summary_said = Said::new(ids::PRICES_ESTIMATE_SUMMARY)
        .with("amount", money(&card.currency, total))
        .with("messages", messages)
        .with("unpriced", unpriced)
        .with("utility", if utility { "yes" } else { "no" })
        .with("source", card.source.as_str())
        .with("effective", card.effective.as_str());
    Estimate {
        currency: card.currency.clone(),
        effective: card.effective.clone(),
        source: card.source.clone(),
        lines,
        total,
        messages,
        unpriced,
        summary: summary_said.to_string(),
        summary_said,
    }
}

/// An amount for a person: `USD 12.35`; amounts under one cent keep four decimals
/// (`USD 0.0475`) so a single message's price does not read as nothing.
pub fn money(currency: &str, amount: f64) -> String {
    if amount != 0.0 && amount.abs() < 0.01 {
        format!("{currency} {amount:.4}")
    } else {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let cents = (amount.abs() * 100.0).round() as u64;
        let sign = if amount < 0.0 { "-" } else { "" };
        format!(
            "{currency} {sign}{}.{:02}",
            crate::numbers::thousands(cents / 100),
            cents % 100
        )
    }
}
