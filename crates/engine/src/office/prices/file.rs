//! Reading a rate card file: a CSV laid out like Meta's published rate card, one row per
//! market and one column per category (`docs/prices.md#the-file`), with the currency, the date
//! the prices take effect and their source in `name,value` rows above the table.
//!
//! ```text
//! Effective date,2026-10-01
//! Currency,USD
//! Source,"Meta rate card, USD, 2026-10-01"
//! Market,Marketing,Utility,Authentication,Authentication-International
//! India,0.0107,0.0014,0.0014,0.0280
//! Other,0.0604,0.0077,0.0077,
//! ```
//!
//! A `Countries` column (ISO 3166 codes split by spaces, `;` or `|`) says which countries
//! make up each market; without it Pacer uses the markets it knows ([`super::markets`]).
//! Everything wrong with a file is refused in plain words naming the row and what to change:
//! nothing is half-read.

use std::collections::HashMap;

use pacer_words::{Said, ids};

use super::card::{Market, RateCard};
use super::markets::{self, OTHER};

use crate::settings_rules::PRICE_BELOW;

/// Why a rate card file was not loaded. Each says what to change in the file.
/// `Display` is English, for the command line and the local API.
#[derive(Debug, Clone, PartialEq)]
pub enum CardRefused {
    /// The file is not CSV text (or not UTF-8).
    Unreadable(String),
    /// No row starts with `Market`.
    NoTable,
    /// The table lacks a column Pacer needs.
    MissingColumn(&'static str),
    /// No `Effective date` row.
    NoDate,
    /// An effective date that is not a `YYYY-MM-DD` day.
    BadDate(String),
    /// No `Currency` row or column.
    NoCurrency,
    /// A currency code ISO 4217 does not have.
    UnknownCurrency(String),
    /// A `Currency` column whose rows disagree.
    TwoCurrencies(String, String),
    /// A price cell that is not a number.
    NotANumber {
        /// The row's market.
        market: String,
        /// The column.
        category: String,
        /// What the cell holds.
        text: String,
    },
    /// A price below zero.
    Negative {
        /// The row's market.
        market: String,
        /// The column.
        category: String,
    },
    /// A price of a thousand or more.
    TooHigh {
        /// The row's market.
        market: String,
        /// The column.
        category: String,
    },
    /// A market named twice.
    DuplicateMarket(String),
    /// A market Pacer does not know the countries of, in a file without a `Countries` column.
    UnknownMarket(String),
    /// A `Countries` cell with something that is not a two-letter country code.
    BadCountry {
        /// The row's market.
        market: String,
        /// The code.
        country: String,
    },
    /// One country in two markets.
    CountryTwice {
        /// The country's code.
        country: String,
        /// The market named first.
        first: String,
        /// The market named second.
        second: String,
    },
    /// A table without a market.
    NoMarkets,
}

impl CardRefused {
    /// The refusal as a catalogue message.
    pub fn said(&self) -> Said {
        match self {
            Self::Unreadable(why) => {
                Said::new(ids::PRICES_REFUSED_UNREADABLE).with("why", why.as_str())
            }
            Self::NoTable => Said::new(ids::PRICES_REFUSED_NO_TABLE),
            Self::MissingColumn(column) => {
                Said::new(ids::PRICES_REFUSED_MISSING_COLUMN).with("column", *column)
            }
            Self::NoDate => Said::new(ids::PRICES_REFUSED_NO_DATE),
            Self::BadDate(text) => {
                Said::new(ids::PRICES_REFUSED_BAD_DATE).with("text", text.as_str())
            }
            Self::NoCurrency => Said::new(ids::PRICES_REFUSED_NO_CURRENCY),
            Self::UnknownCurrency(code) => {
                Said::new(ids::PRICES_REFUSED_UNKNOWN_CURRENCY).with("code", code.as_str())
            }
            Self::TwoCurrencies(first, second) => Said::new(ids::PRICES_REFUSED_TWO_CURRENCIES)
                .with("first", first.as_str())
                .with("second", second.as_str()),
            Self::NotANumber {
                market,
                category,
                text,
            } => Said::new(ids::PRICES_REFUSED_NOT_A_NUMBER)
                .with("market", market.as_str())
                .with("category", key(category))
                .with("text", text.as_str()),
            Self::Negative { market, category } => Said::new(ids::PRICES_REFUSED_NEGATIVE)
                .with("market", market.as_str())
                .with("category", key(category)),
            Self::TooHigh { market, category } => Said::new(ids::PRICES_REFUSED_TOO_HIGH)
                .with("market", market.as_str())
                .with("category", key(category))
                .with("below", PRICE_BELOW),
            Self::DuplicateMarket(market) => {
                Said::new(ids::PRICES_REFUSED_DUPLICATE_MARKET).with("market", market.as_str())
            }
            Self::UnknownMarket(market) => {
                Said::new(ids::PRICES_REFUSED_UNKNOWN_MARKET).with("market", market.as_str())
            }
            Self::BadCountry { market, country } => Said::new(ids::PRICES_REFUSED_BAD_COUNTRY)
                .with("market", market.as_str())
                .with("country", country.as_str()),
            Self::CountryTwice {
                country,
                first,
                second,
            } => Said::new(ids::PRICES_REFUSED_COUNTRY_TWICE)
                .with("country", country.as_str())
                .with("first", first.as_str())
                .with("second", second.as_str()),
            Self::NoMarkets => Said::new(ids::PRICES_REFUSED_NO_MARKETS),
        }
    }
}

impl std::fmt::Display for CardRefused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.said().fmt(f)
    }
}

impl std::error::Error for CardRefused {}

/// The price columns, as the header names them (any case, spaces or `-` or `_` between words).
const MARKETING: &str = "Marketing";
const UTILITY: &str = "Utility";
const AUTHENTICATION: &str = "Authentication";
const AUTHENTICATION_INTERNATIONAL: &str = "Authentication-International";

/// Reads a rate card file. `source` is used when the file has no `Source` row (Settings
/// passes the file's name).
pub fn read_card(bytes: &[u8], source: &str) -> Result<RateCard, CardRefused> {
    let text = std::str::from_utf8(bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes))
        .map_err(|_| CardRefused::Unreadable("the file is not text (UTF-8)".to_owned()))?;
    let mut reader = csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let mut rows = Vec::new();
    for row in reader.records() {
        let row = row.map_err(|e| CardRefused::Unreadable(e.to_string()))?;
        if row.iter().all(str::is_empty) {
            continue;
        }
        rows.push(row.iter().map(str::to_owned).collect::<Vec<String>>());
    }
    let table_at = rows
        .iter()
        .position(|row| key(&row[0]) == "market")
        .ok_or(CardRefused::NoTable)?;
    let (above, table) = rows.split_at(table_at);
    let value_of = |names: &[&str]| {
        above
            .iter()
            .find(|row| names.contains(&key(&row[0]).as_str()))
            .and_then(|row| row.get(1).filter(|v| !v.is_empty()).cloned())
    };
    let effective =
        value_of(&["effective date", "effective", "effective from"]).ok_or(CardRefused::NoDate)?;
    if chrono::NaiveDate::parse_from_str(&effective, "%Y-%m-%d").is_err() {
        return Err(CardRefused::BadDate(effective));
    }
    let source = value_of(&["source"]).unwrap_or_else(|| source.to_owned());

    let header: Vec<String> = table[0].iter().map(|h| key(h)).collect();
    let column = |name: &str| header.iter().position(|h| *h == key(name));
    let needed = |name: &'static str| column(name).ok_or(CardRefused::MissingColumn(name));
    let (marketing, utility, authentication) = (
        needed(MARKETING)?,
        needed(UTILITY)?,
        needed(AUTHENTICATION)?,
    );
    let international = column(AUTHENTICATION_INTERNATIONAL);
    let countries_column = column("Countries");
    let currency_column = column("Currency");

    let mut currency = value_of(&["currency"]).map(|c| c.to_ascii_uppercase());
    let mut markets: Vec<Market> = Vec::new();
    for row in &table[1..] {
        let cell = |i: usize| row.get(i).map(String::as_str).unwrap_or("");
        let name = cell(0).to_owned();
        if name.is_empty() {
            continue;
        }
        if markets.iter().any(|m| m.name.eq_ignore_ascii_case(&name)) {
            return Err(CardRefused::DuplicateMarket(name));
        }
        if let Some(i) = currency_column {
            let here = cell(i).to_ascii_uppercase();
            match &currency {
                Some(known) if !here.is_empty() && *known != here => {
                    return Err(CardRefused::TwoCurrencies(known.clone(), here));
                }
                None if !here.is_empty() => currency = Some(here),
                _ => {}
            }
        }
        let price = |i: usize, category: &str| price_in(cell(i), &name, category);
        let countries = match countries_column {
            Some(i) => {
                let mut countries = Vec::new();
                for code in
                    cell(i).split(|c: char| c.is_whitespace() || matches!(c, ';' | '|' | ','))
                {
                    let code = code.trim().to_ascii_uppercase();
                    if code.is_empty() {
                        continue;
                    }
                    if code.len() != 2 || !code.bytes().all(|b| b.is_ascii_uppercase()) {
                        return Err(CardRefused::BadCountry {
                            market: name.clone(),
                            country: code,
                        });
                    }
                    countries.push(code);
                }
                countries
            }
            None if name.eq_ignore_ascii_case(OTHER) => Vec::new(),
            None => markets::countries_of(&name)
                .ok_or_else(|| CardRefused::UnknownMarket(name.clone()))?
                .iter()
                .map(|c| (*c).to_owned())
                .collect(),
        };
        markets.push(Market {
            marketing: price(marketing, MARKETING)?,
            utility: price(utility, UTILITY)?,
            authentication: price(authentication, AUTHENTICATION)?,
            authentication_international: international
                .map(|i| price(i, AUTHENTICATION_INTERNATIONAL))
                .transpose()?
                .flatten(),
            name,
            countries,
        });
    }
    if markets.is_empty() {
        return Err(CardRefused::NoMarkets);
    }
    let mut seen: HashMap<&str, &str> = HashMap::new();
    for market in &markets {
        for country in &market.countries {
            if let Some(first) = seen.insert(country, &market.name) {
                return Err(CardRefused::CountryTwice {
                    country: country.clone(),
                    first: first.to_owned(),
                    second: market.name.clone(),
                });
            }
        }
    }
    let currency = currency.ok_or(CardRefused::NoCurrency)?;
    if !is_currency(&currency) {
        return Err(CardRefused::UnknownCurrency(currency));
    }
    Ok(RateCard {
        currency,
        effective,
        source,
        markets,
    })
}

/// A header or name compared loosely: `Authentication - International`, `authentication_international`.
fn key(text: &str) -> String {
    text.trim()
        .to_lowercase()
        .split(|c: char| c.is_whitespace() || c == '-' || c == '_')
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A price cell: empty, `n/a` or a dash is "no price" (Meta's card leaves the
/// authentication-international rate empty where there is none).
fn price_in(text: &str, market: &str, category: &str) -> Result<Option<f64>, CardRefused> {
    let text = text.trim();
    if text.is_empty() || text.eq_ignore_ascii_case("n/a") || matches!(text, "-" | "–" | "—") {
        return Ok(None);
    }
    let price: f64 = text
        .parse()
        .ok()
        .filter(|p: &f64| p.is_finite())
        .ok_or_else(|| CardRefused::NotANumber {
            market: market.to_owned(),
            category: category.to_owned(),
            text: text.to_owned(),
        })?;
    if price < 0.0 {
        return Err(CardRefused::Negative {
            market: market.to_owned(),
            category: category.to_owned(),
        });
    }
    if price >= PRICE_BELOW {
        return Err(CardRefused::TooHigh {
            market: market.to_owned(),
            category: category.to_owned(),
        });
    }
    Ok(Some(price))
}

/// Whether `code` is an active ISO 4217 currency code.
pub fn is_currency(code: &str) -> bool {
    code.len() == 3 && ISO_4217.split_whitespace().any(|c| c == code)
}

/// Active ISO 4217 codes (2026).
const ISO_4217: &str = "AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND \
BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB \
EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY \
KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR \
MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF \
SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS \
UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG";
