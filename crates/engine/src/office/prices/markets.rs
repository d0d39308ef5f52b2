//! Which countries make up each of Meta's markets, for a rate card file that does not list
//! them, and the country of a phone number.
//!
//! Meta's rate card has one row per market: 24 countries priced on their own and regions
//! ("Rest of Africa", "Rest of Asia Pacific" …) plus "Other" for every country not named. The
//! card itself names the markets, not the countries in each region; the lists below are the
//! regions as Meta's pricing pages have described them and are **not confirmed against the
//! current card** (`docs/prices.md#markets`). A file can list its own countries in a
//! `Countries` column, and then these lists are not used.
//!
//! Meta prices by the recipient's calling code (`docs/meta-cloud-api.md#pricing`). Pacer
//! uses the region the `phonenumber` crate gives the number; for codes several countries
//! share (+1, +7, +44 …) that is the number's own country (a Puerto Rico number is `PR`, a
//! Guernsey mobile `GG`). The places that share a code with a bigger country and have no
//! market of their own (Guernsey, Jersey and the Isle of Man with the UK, Vatican City with
//! Italy, Åland with Finland …) are listed in that country's market, as a calling code would
//! bill them; the `+1` countries of the Caribbean are in "Rest of Latin America" and
//! Kazakhstan (`+7`) falls to "Other". All of this is unconfirmed.

use phonenumber::metadata::DATABASE;

use crate::phone::E164;

/// The market for countries no other market names.
pub const OTHER: &str = "Other";

/// Market name (as Meta's card spells it) → the ISO 3166 codes of its countries.
pub const MARKETS: &[(&str, &[&str])] = &[
    ("Argentina", &["AR"]),
    ("Brazil", &["BR"]),
    ("Chile", &["CL"]),
    ("Colombia", &["CO"]),
    ("Egypt", &["EG"]),
    ("France", &["FR"]),
    ("Germany", &["DE"]),
    ("India", &["IN"]),
    ("Indonesia", &["ID"]),
    ("Israel", &["IL"]),
    ("Italy", &["IT", "VA"]),
    ("Malaysia", &["MY"]),
    ("Mexico", &["MX"]),
    ("Netherlands", &["NL"]),
    ("Nigeria", &["NG"]),
    ("Pakistan", &["PK"]),
    ("Peru", &["PE"]),
    ("Russia", &["RU"]),
    ("Saudi Arabia", &["SA"]),
    ("South Africa", &["ZA"]),
    ("Spain", &["ES"]),
    ("Turkey", &["TR"]),
    ("United Arab Emirates", &["AE"]),
    // Guernsey, Jersey and the Isle of Man share +44 with the UK.
    ("United Kingdom", &["GB", "GG", "JE", "IM"]),
    ("North America", &["US", "CA"]),
    (
        "Rest of Africa",
        &[
            "DZ", "AO", "BJ", "BW", "BF", "BI", "CM", "TD", "CG", "ER", "ET", "GA", "GM", "GH",
            "GW", "CI", "KE", "LS", "LR", "LY", "MG", "MW", "ML", "MR", "MA", "MZ", "NA", "NE",
            "RW", "SN", "SL", "SO", "SS", "SD", "SZ", "TZ", "TG", "TN", "UG", "ZM", "EH",
        ],
    ),
    (
        "Rest of Asia Pacific",
        &[
            "AF", "AU", "BD", "KH", "CN", "HK", "JP", "LA", "MN", "NP", "NZ", "PG", "PH", "SG",
            "LK", "TW", "TJ", "TH", "TM", "UZ", "VN", "CX", "CC",
        ],
    ),
    (
        "Rest of Central & Eastern Europe",
        &[
            "AL", "AM", "AZ", "BY", "BG", "HR", "CZ", "GE", "GR", "HU", "LV", "LT", "MK", "MD",
            "PL", "RO", "RS", "SK", "SI", "UA",
        ],
    ),
    (
        "Rest of Latin America",
        &[
            "BO", "CR", "DO", "EC", "SV", "GT", "HT", "HN", "JM", "NI", "PA", "PY", "PR", "UY",
            "VE",
        ],
    ),
    (
        "Rest of Middle East",
        &["BH", "IQ", "JO", "KW", "LB", "OM", "QA", "YE"],
    ),
    (
        "Rest of Western Europe",
        &[
            "AT", "BE", "DK", "FI", "IE", "NO", "PT", "SE", "CH", "AX", "SJ",
        ],
    ),
    (OTHER, &[]),
];

/// The countries of a market Pacer knows by name (any case, `&` or `and`), `None` for a
/// market it does not know.
pub fn countries_of(market: &str) -> Option<&'static [&'static str]> {
    let wanted = simple(market);
    MARKETS
        .iter()
        .find(|(name, _)| simple(name) == wanted)
        .map(|(_, countries)| *countries)
}

fn simple(name: &str) -> String {
    name.to_lowercase()
        .replace('&', " and ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The ISO 3166 code of the country of `phone` (`PK` for `+923001234567`), `None` when the
/// number's calling code is not one `phonenumber` knows.
pub fn country_of(phone: &E164) -> Option<String> {
    let digits = phone.digits();
    // Calling codes are prefix-free and one to three digits long: the first prefix that is a
    // code is the code. Most codes have one country, found without parsing the number.
    for len in 1..=3.min(digits.len()) {
        let Ok(code) = digits[..len].parse::<u16>() else {
            continue;
        };
        let Some(regions) = DATABASE.region(&code) else {
            continue;
        };
        if let [only] = regions.as_slice() {
            return Some((*only).to_owned());
        }
        // A shared code (+1, +7, +44 …): the number's own country, else the code's main one.
        let parsed = phonenumber::parse(None, phone.as_str())
            .ok()
            .and_then(|number| number.country().id())
            .map(|id| id.as_ref().to_owned());
        return parsed.or_else(|| regions.first().map(|r| (*r).to_owned()));
    }
    None
}

/// [`country_of`] for many numbers, remembered by their first eight digits: a number of a
/// shared calling code (+1 above all) is parsed in full, about 9 µs, and a report of 100,000
/// US customers is read at every refresh. Which country of a shared code a number is in is
/// decided by its first digits (an area code, a Guernsey mobile range), which eight digits
/// hold for every range the `phonenumber` metadata has as far as Pacer knows (unconfirmed for
/// all of them).
#[derive(Debug, Default)]
pub struct Countries {
    seen: std::collections::HashMap<String, Option<String>>,
}

impl Countries {
    /// The country of `phone`, as [`country_of`] says.
    pub fn of(&mut self, phone: &E164) -> Option<String> {
        let digits = phone.digits();
        let key = &digits[..digits.len().min(8)];
        if let Some(country) = self.seen.get(key) {
            return country.clone();
        }
        let country = country_of(phone);
        self.seen.insert(key.to_owned(), country.clone());
        country
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_country_is_in_two_markets() {
        let mut seen = std::collections::HashMap::new();
        for (market, countries) in MARKETS {
            for country in *countries {
                assert_eq!(seen.insert(*country, *market), None, "{country} twice");
            }
        }
    }

    #[test]
    fn market_names_are_found_however_they_are_written() {
        assert_eq!(
            countries_of("rest of central and eastern europe").map(<[_]>::len),
            Some(20)
        );
        assert_eq!(countries_of("PAKISTAN"), Some(&["PK"][..]));
        assert_eq!(countries_of("Atlantis"), None);
    }

    #[test]
    fn a_number_s_country_comes_from_its_calling_code() {
        let country = |n: &str| country_of(&E164::from_normalised(n.to_owned()));
        assert_eq!(country("+923001234567").as_deref(), Some("PK"));
        assert_eq!(country("+919871234567").as_deref(), Some("IN"));
        assert_eq!(country("+447700900123").as_deref(), Some("GB"));
        // 07911 numbers are Guernsey's: still the UK's market (see `MARKETS`).
        assert_eq!(country("+447911123456").as_deref(), Some("GG"));
        let mut remembered = Countries::default();
        for number in [
            "+12025550143",
            "+14165550143",
            "+18765550143",
            "+447911123456",
            "+447700900123",
            "+923001234567",
        ] {
            assert_eq!(
                remembered.of(&E164::from_normalised(number.to_owned())),
                country(number),
                "remembering by the first digits gives the same country: {number}"
            );
        }
        assert_eq!(country("+12025550143").as_deref(), Some("US"));
        assert_eq!(country("+14165550143").as_deref(), Some("CA"));
    }
}
