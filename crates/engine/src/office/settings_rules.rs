//! The rules of the settings a person chooses — in the window's Settings, or as `pacer serve`'s
//! flags and `PACER_*` variables — each refusal in plain words that say what to type instead.
//!
//! They live here, once, so the window and `pacer serve` refuse the same values with the same
//! words: the window's `save_settings` (`src-tauri/src/commands/settings.rs`) and
//! `crates/cli/src/serve.rs` only call them. Each rule checks one setting, in the unit a person
//! types it in; the defaults both use are here too. The tunnel's setting has its own words in
//! `TunnelProvider`'s parser (`host/tunnel.rs`), which both already call.

use std::ops::RangeInclusive;

use pacer_words::{Said, ids};

use crate::expiry::MAX_LIMIT;

/// Messages per second a person may set: Meta's numbers send 80 by default, up to 1,000 once
/// upgraded (`docs/meta-cloud-api.md`).
pub const MESSAGES_PER_SECOND: RangeInclusive<f64> = 1.0..=1_000.0;

/// The share of the rate campaigns may use, in per cent: at least a tenth, so they still move.
pub const BULK_SHARE_PERCENT: RangeInclusive<f64> = 10.0..=100.0;

/// How long delivery updates stay in the inbox unless the person chooses otherwise.
pub const DEFAULT_INBOX_RETENTION_DAYS: u16 = 30;

/// The retention the person may choose, in days.
pub const INBOX_RETENTION_DAYS: RangeInclusive<u16> = 1..=365;

/// How long an OTP may wait to leave unless the person chooses otherwise: ten minutes, the
/// life of a typical login code.
pub const DEFAULT_EXPRESS_EXPIRES_AFTER_MINUTES: u32 = 10;

/// The time limits the person may choose, in minutes: 0 (never) up to 30 days
/// ([`MAX_LIMIT`]).
pub const EXPIRES_AFTER_MINUTES: RangeInclusive<u32> = 0..=(MAX_LIMIT.as_secs() / 60) as u32;

/// Invoice PDF uploads per second a person may set (Meta does not publish the media
/// endpoint's limit; 40 unless they change it).
pub const MEDIA_PER_SECOND: RangeInclusive<u32> = 1..=1_000;

/// Every price is below this, in the card's currency: no category costs a thousand per message,
/// so a bigger number is a typing slip.
pub const PRICE_BELOW: f64 = 1_000.0;

/// The categories Meta prices template messages by (`docs/meta-cloud-api.md#templates`
/// "Pricing").
pub const PRICED_CATEGORIES: [&str; 3] = ["MARKETING", "UTILITY", "AUTHENTICATION"];

/// Prices per delivered template message, one per category for every country: what Settings
/// held before rate cards had markets. Read from an older settings file only, and carried over
/// into the rate card ([`crate::prices::RateCard::one_market`]).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CategoryPrices {
    /// ISO 4217 code of the prices, e.g. `USD`.
    pub currency: String,
    /// `MARKETING`, `UTILITY`, `AUTHENTICATION` (any case) → price of one delivered message.
    pub per_category: std::collections::BTreeMap<String, f64>,
}

/// A setting refused, with what to type instead. Its words are the catalogue's
/// (`setting-refused-…` in `locales/*.ftl`): [`SettingRefused::said`] for the window, in the
/// person's language; `Display` in English, for `pacer serve`.
#[derive(Debug, Clone, PartialEq)]
pub enum SettingRefused {
    /// Outside [`MESSAGES_PER_SECOND`].
    MessagesPerSecond,
    /// Outside [`BULK_SHARE_PERCENT`].
    BulkShare,
    /// Outside [`MEDIA_PER_SECOND`].
    MediaRate,
    /// The local API and the webhook receiver on one port, or the API on none.
    Ports,
    /// Not a two-letter country code.
    DefaultCountry,
    /// Outside [`INBOX_RETENTION_DAYS`].
    InboxRetention,
    /// Outside [`EXPIRES_AFTER_MINUTES`].
    TimeLimit,
    /// Not three capital letters.
    Currency(String),
    /// A category Meta does not price.
    UnpricedCategory(String),
    /// A price that cannot be right.
    Price {
        /// The category, in lower case ("marketing").
        category: String,
        /// The card's currency.
        currency: String,
    },
}

impl SettingRefused {
    /// What to tell the person, as an id of the catalogue and its values (the ranges come from
    /// the rules above, so the words can never disagree with them).
    pub fn said(&self) -> Said {
        match self {
            Self::MessagesPerSecond => Said::new(ids::SETTING_REFUSED_MESSAGES_PER_SECOND)
                .with("min", *MESSAGES_PER_SECOND.start())
                .with("max", *MESSAGES_PER_SECOND.end())
                .with("default", 80u32),
            Self::BulkShare => Said::new(ids::SETTING_REFUSED_BULK_SHARE)
                .with("min", *BULK_SHARE_PERCENT.start())
                .with("max", *BULK_SHARE_PERCENT.end()),
            Self::MediaRate => Said::new(ids::SETTING_REFUSED_MEDIA_RATE)
                .with("min", *MEDIA_PER_SECOND.start())
                .with("max", *MEDIA_PER_SECOND.end()),
            Self::Ports => Said::new(ids::SETTING_REFUSED_PORTS),
            Self::DefaultCountry => Said::new(ids::SETTING_REFUSED_DEFAULT_COUNTRY),
            Self::InboxRetention => Said::new(ids::SETTING_REFUSED_INBOX_RETENTION)
                .with("min", *INBOX_RETENTION_DAYS.start())
                .with("max", *INBOX_RETENTION_DAYS.end())
                .with("default", DEFAULT_INBOX_RETENTION_DAYS),
            Self::TimeLimit => Said::new(ids::SETTING_REFUSED_TIME_LIMIT)
                .with("max", *EXPIRES_AFTER_MINUTES.end())
                .with("days", *EXPIRES_AFTER_MINUTES.end() / (24 * 60)),
            Self::Currency(currency) => {
                Said::new(ids::SETTING_REFUSED_CURRENCY).with("currency", currency.as_str())
            }
            Self::UnpricedCategory(category) => Said::new(ids::SETTING_REFUSED_UNPRICED_CATEGORY)
                .with("category", category.as_str()),
            Self::Price { category, currency } => Said::new(ids::SETTING_REFUSED_PRICE)
                .with("category", category.as_str())
                .with("currency", currency.as_str())
                .with("below", PRICE_BELOW),
        }
    }
}

impl std::fmt::Display for SettingRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for SettingRefused {}

/// The rate Meta allows the number, in messages per second.
pub fn messages_per_second(rate: f64) -> Result<(), SettingRefused> {
    ok_if(
        MESSAGES_PER_SECOND.contains(&rate),
        SettingRefused::MessagesPerSecond,
    )
}

/// The share of that rate campaigns may use, in per cent (`pacer serve`'s `--bulk-cap` 0.9 is
/// 90 %).
pub fn bulk_share_percent(percent: f64) -> Result<(), SettingRefused> {
    ok_if(
        BULK_SHARE_PERCENT.contains(&percent),
        SettingRefused::BulkShare,
    )
}

/// Invoice PDF uploads per second.
pub fn media_per_second(rate: u32) -> Result<(), SettingRefused> {
    ok_if(MEDIA_PER_SECOND.contains(&rate), SettingRefused::MediaRate)
}

/// The ports of the local API and the webhook receiver: two, and the API's not 0.
pub fn ports(api: u16, webhook: u16) -> Result<(), SettingRefused> {
    ok_if(api != webhook && api != 0, SettingRefused::Ports)
}

/// The country for numbers written without a country code.
pub fn default_country(code: &str) -> Result<(), SettingRefused> {
    ok_if(code.len() == 2, SettingRefused::DefaultCountry)
}

/// Days delivery updates stay in the inbox after they were applied.
pub fn inbox_retention_days(days: u32) -> Result<(), SettingRefused> {
    ok_if(
        u16::try_from(days).is_ok_and(|days| INBOX_RETENTION_DAYS.contains(&days)),
        SettingRefused::InboxRetention,
    )
}

/// A lane's time limit, in minutes (0: none).
pub fn expires_after_minutes(minutes: u32) -> Result<(), SettingRefused> {
    ok_if(
        EXPIRES_AFTER_MINUTES.contains(&minutes),
        SettingRefused::TimeLimit,
    )
}

/// What Meta charges per delivered template message: a currency code, and a price from 0 up
/// to 1,000 for each category Meta prices.
pub fn prices(card: &CategoryPrices) -> Result<(), SettingRefused> {
    let currency = &card.currency;
    if currency.len() != 3 || !currency.bytes().all(|b| b.is_ascii_uppercase()) {
        return Err(SettingRefused::Currency(currency.clone()));
    }
    for (category, price) in &card.per_category {
        if !PRICED_CATEGORIES.contains(&category.as_str()) {
            return Err(SettingRefused::UnpricedCategory(category.clone()));
        }
        if !(price.is_finite() && *price >= 0.0 && *price < PRICE_BELOW) {
            return Err(SettingRefused::Price {
                category: category.to_lowercase(),
                currency: currency.clone(),
            });
        }
    }
    Ok(())
}

fn ok_if(allowed: bool, refused: SettingRefused) -> Result<(), SettingRefused> {
    if allowed { Ok(()) } else { Err(refused) }
}

/// The ranges above as TypeScript constants, for the window's form to check as the person
/// types (`ui/src/bindings/SettingRules.ts`, written by `src-tauri/tests/bindings.rs`). The
/// window's check is a convenience: saving is checked here again.
#[cfg(feature = "ts")]
pub fn typescript() -> String {
    let range = |name: &str, what: &str, low: f64, high: f64| {
        format!("/** {what}. */\nexport const {name} = {{ min: {low}, max: {high} }} as const;\n")
    };
    [
        "// Generated from crates/engine/src/office/settings_rules.rs by src-tauri/tests/bindings.rs: do not edit.\n".to_owned(),
        range(
            "MESSAGES_PER_SECOND",
            "Messages per second a person may set",
            *MESSAGES_PER_SECOND.start(),
            *MESSAGES_PER_SECOND.end(),
        ),
        range(
            "BULK_SHARE_PERCENT",
            "The share of the rate campaigns may use, in per cent",
            *BULK_SHARE_PERCENT.start(),
            *BULK_SHARE_PERCENT.end(),
        ),
        range(
            "MEDIA_PER_SECOND",
            "Invoice PDF uploads per second",
            f64::from(*MEDIA_PER_SECOND.start()),
            f64::from(*MEDIA_PER_SECOND.end()),
        ),
        range(
            "INBOX_RETENTION_DAYS",
            "Days delivery updates stay in the inbox",
            f64::from(*INBOX_RETENTION_DAYS.start()),
            f64::from(*INBOX_RETENTION_DAYS.end()),
        ),
        range(
            "EXPIRES_AFTER_MINUTES",
            "A lane's time limit in minutes (0: none)",
            f64::from(*EXPIRES_AFTER_MINUTES.start()),
            f64::from(*EXPIRES_AFTER_MINUTES.end()),
        ),
        format!("/** Every price is below this, in the card's currency. */\nexport const PRICE_BELOW = {PRICE_BELOW};\n"),
    ]
    .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(currency: &str, prices: &[(&str, f64)]) -> CategoryPrices {
        CategoryPrices {
            currency: currency.into(),
            per_category: prices.iter().map(|(c, p)| ((*c).into(), *p)).collect(),
        }
    }

    #[test]
    fn prices_in_a_currency_by_category_are_accepted() {
        assert!(prices(&card("USD", &[("MARKETING", 0.0475), ("UTILITY", 0.0)])).is_ok());
    }

    #[test]
    fn prices_that_cannot_be_right_are_refused_with_what_to_type() {
        let message =
            |c: CategoryPrices| prices(&c).err().map(|e| e.to_string()).unwrap_or_default();
        assert!(message(card("dollars", &[])).contains("three capital letters"));
        assert!(message(card("USD", &[("SERVICE", 0.01)])).contains("\"SERVICE\" is none"));
        assert!(message(card("USD", &[("MARKETING", -1.0)])).contains("marketing message"));
        assert!(message(card("USD", &[("UTILITY", f64::NAN)])).contains("from 0 up to"));
    }

    #[test]
    fn in_english_the_refusals_read_as_pacer_serve_has_always_said_them() {
        let cases = [
            (
                SettingRefused::MessagesPerSecond,
                "Messages per second must be between 1 and 1,000 (Meta's default is 80).",
            ),
            (
                SettingRefused::BulkShare,
                "The share campaigns may use must be between 10 % and 100 %.",
            ),
            (
                SettingRefused::MediaRate,
                "PDF uploads per second must be a whole number between 1 and 1,000.",
            ),
            (
                SettingRefused::InboxRetention,
                "Delivery updates are kept between 1 and 365 days (30 unless you change it).",
            ),
            (
                SettingRefused::TimeLimit,
                "A time limit is a number of minutes from 1 to 43,200 (30 days), or 0 for no limit.",
            ),
            (
                SettingRefused::Price {
                    category: "marketing".into(),
                    currency: "USD".into(),
                },
                "The price of a marketing message must be a number from 0 up to 1,000 USD.",
            ),
        ];
        for (refused, words) in cases {
            assert_eq!(refused.to_string(), words);
        }
    }

    #[test]
    fn each_range_takes_its_ends_and_refuses_what_lies_beyond() {
        assert!(
            messages_per_second(1.0).is_ok() && messages_per_second(1_000.0).is_ok(),
            "1 to 1,000 messages per second"
        );
        for refused in [0.5, 1_000.5, f64::NAN] {
            assert_eq!(
                messages_per_second(refused),
                Err(SettingRefused::MessagesPerSecond)
            );
        }
        assert!(bulk_share_percent(10.0).is_ok() && bulk_share_percent(100.0).is_ok());
        assert!(bulk_share_percent(9.0).is_err() && bulk_share_percent(100.5).is_err());
        assert!(media_per_second(1).is_ok() && media_per_second(1_000).is_ok());
        assert_eq!(media_per_second(0), Err(SettingRefused::MediaRate));
        assert_eq!(media_per_second(1_001), Err(SettingRefused::MediaRate));
        assert!(ports(8091, 8092).is_ok());
        assert!(
            ports(8091, 8091).is_err() && ports(0, 8092).is_err(),
            "two ports, the API's a real one"
        );
        assert!(default_country("PK").is_ok() && default_country("PAK").is_err());
        assert!(inbox_retention_days(1).is_ok() && inbox_retention_days(365).is_ok());
        for days in [0, 366, 70_000] {
            assert_eq!(
                inbox_retention_days(days),
                Err(SettingRefused::InboxRetention)
            );
        }
        assert!(expires_after_minutes(0).is_ok() && expires_after_minutes(43_200).is_ok());
        assert_eq!(
            expires_after_minutes(43_201),
            Err(SettingRefused::TimeLimit),
            "30 days at most"
        );
    }
}
