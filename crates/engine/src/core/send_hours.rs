//! Hours a batch may send in (a campaign's "quiet hours" seen from the other side): bulk
//! messages of a batch wait outside them, never express ones (`docs/sending.md`, "Send
//! hours"). The hours are a local time of day in a time zone, so 09:00–20:00 in Asia/Karachi
//! stays 09:00–20:00 there whatever the computer's zone, and across daylight-saving changes
//! where the zone has them.

use std::cell::RefCell;
use std::collections::HashMap;

use chrono::{LocalResult, NaiveDate, NaiveTime, TimeZone, Timelike};
use chrono_tz::Tz;

use crate::clock::Millis;

mod country_zones;

/// From `from` until `until` (minutes after local midnight) in `zone`; `from > until` spans
/// midnight (22:00–06:00). With `customer_zone`, each customer's hours are read in their own
/// country's time where the whole country keeps one time (Pakistan, Germany, India …), and in
/// `zone` where it keeps several (the United States, Brazil, Indonesia …) or the number's
/// country is unknown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SendHours {
    from: u16,
    until: u16,
    zone: Tz,
    customer_zone: bool,
}

/// Why hours cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HoursError {
    /// Not `HH:MM` on a 24-hour clock.
    #[error("\"{0}\" is not a time of day such as 09:00 or 20:30")]
    Time(String),
    /// Not an IANA time zone.
    #[error("\"{0}\" is not a time zone such as Asia/Karachi")]
    Zone(String),
    /// The hours open and close at the same minute: they would never open.
    #[error("the hours open and close at the same time ({0})")]
    Empty(String),
}

/// Whether sending is allowed at a moment, and until or from when.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HoursAt {
    /// Open until `closes_at`.
    Open {
        /// When they close next.
        closes_at: Millis,
    },
    /// Closed until `opens_at`.
    Closed {
        /// When they open next.
        opens_at: Millis,
    },
}

impl SendHours {
    /// Hours from `from` until `until` (`HH:MM`) in the IANA zone `zone`.
    pub fn parse(from: &str, until: &str, zone: &str) -> Result<SendHours, HoursError> {
        let minutes = |text: &str| {
            NaiveTime::parse_from_str(text.trim(), "%H:%M")
                .map(|t| (t.hour() * 60 + t.minute()) as u16)
                .map_err(|_| HoursError::Time(text.to_owned()))
        };
        let (from_min, until_min) = (minutes(from)?, minutes(until)?);
        let zone: Tz = zone
            .trim()
            .parse()
            .map_err(|_| HoursError::Zone(zone.to_owned()))?;
        if from_min == until_min {
            return Err(HoursError::Empty(format!("{from}–{until}")));
        }
        Ok(SendHours {
            from: from_min,
            until: until_min,
            zone,
            customer_zone: false,
        })
    }

    /// The same hours, read in each customer's own time where their country keeps one.
    pub fn in_customer_zone(self, yes: bool) -> SendHours {
        SendHours {
            customer_zone: yes,
            ..self
        }
    }

    /// Whether each customer's hours are read in their own time.
    pub fn customer_zone(&self) -> bool {
        self.customer_zone
    }

    /// The zone the hours are read in (the campaign's; see [`SendHours::zone_for`]).
    pub fn zone(&self) -> Tz {
        self.zone
    }

    /// The zone `recipient`'s hours are read in: their country's when the hours follow the
    /// customer and that country keeps one time, else the campaign's.
    pub fn zone_for(&self, recipient: &str) -> Tz {
        if self.customer_zone {
            country_zone(recipient).unwrap_or(self.zone)
        } else {
            self.zone
        }
    }

    /// Whether the hours are open at `at` in the campaign's zone, and the next change.
    pub fn at(&self, at: Millis) -> HoursAt {
        self.at_in(self.zone, at)
    }

    /// Whether the hours are open at `at` for `recipient` (in their own time when the hours
    /// follow the customer), and the next change.
    pub fn at_for(&self, recipient: &str, at: Millis) -> HoursAt {
        self.at_in(self.zone_for(recipient), at)
    }

    fn at_in(&self, zone: Tz, at: Millis) -> HoursAt {
        // Only a moment beyond chrono's range (hundreds of thousands of years away) has no
        // local time: nothing is held then.
        let Some(local) = zone.timestamp_millis_opt(at).single() else {
            return HoursAt::Open {
                closes_at: Millis::MAX,
            };
        };
        let minute = (local.hour() * 60 + local.minute()) as u16;
        let today = local.date_naive();
        let open = if self.from < self.until {
            (self.from..self.until).contains(&minute)
        } else {
            minute >= self.from || minute < self.until
        };
        if open {
            // The next closing: today's, or tomorrow's when it is past (overnight hours).
            let day = if minute < self.until {
                today
            } else {
                today.succ_opt().unwrap_or(today)
            };
            HoursAt::Open {
                closes_at: instant(zone, day, self.until).max(at + 1),
            }
        } else {
            let day = if minute < self.from {
                today
            } else {
                today.succ_opt().unwrap_or(today)
            };
            HoursAt::Closed {
                opens_at: instant(zone, day, self.from).max(at + 1),
            }
        }
    }

    /// The hours as the ledger keeps them: `HH:MM|HH:MM|Zone`, and `|customer` when they
    /// follow the customer's own time.
    pub fn to_stored(&self) -> String {
        format!(
            "{:02}:{:02}|{:02}:{:02}|{}{}",
            self.from / 60,
            self.from % 60,
            self.until / 60,
            self.until % 60,
            self.zone.name(),
            if self.customer_zone { "|customer" } else { "" }
        )
    }

    /// Hours as [`SendHours::to_stored`] wrote them (this version's or the previous one's).
    pub fn from_stored(text: &str) -> Result<SendHours, HoursError> {
        let mut parts = text.splitn(4, '|');
        let (from, until, zone, customer) = (
            parts.next().unwrap_or_default(),
            parts.next().unwrap_or_default(),
            parts.next().unwrap_or_default(),
            parts.next(),
        );
        Ok(SendHours::parse(from, until, zone)?.in_customer_zone(customer == Some("customer")))
    }

    /// The hours as `HH:MM–HH:MM Zone` (for logs and stored text), and "(customer's time)"
    /// when they follow the customer.
    pub fn describe(&self) -> String {
        format!(
            "{:02}:{:02}–{:02}:{:02} {}{}",
            self.from / 60,
            self.from % 60,
            self.until / 60,
            self.until % 60,
            self.zone.name(),
            if self.customer_zone {
                " (customer's time)"
            } else {
                ""
            }
        )
    }
}

/// `minute` after midnight on `day` in the zone, as Pacer time. A time a daylight-saving
/// change skips (02:30 on the night clocks go forward) is the first moment after the gap;
/// a time it repeats is its first occurrence.
fn instant(zone: Tz, day: NaiveDate, minute: u16) -> Millis {
    let time = NaiveTime::from_hms_opt(u32::from(minute / 60), u32::from(minute % 60), 0)
        .unwrap_or(NaiveTime::MIN);
    let naive = day.and_time(time);
    match zone.from_local_datetime(&naive) {
        LocalResult::Single(t) | LocalResult::Ambiguous(t, _) => t.timestamp_millis(),
        LocalResult::None => {
            // In a gap: walk forward a quarter of an hour at a time until the clock exists.
            let mut later = naive;
            for _ in 0..16 {
                later += chrono::Duration::minutes(15);
                if let LocalResult::Single(t) | LocalResult::Ambiguous(t, _) =
                    zone.from_local_datetime(&later)
                {
                    return t.timestamp_millis();
                }
            }
            naive.and_utc().timestamp_millis()
        }
    }
}

/// The one time `recipient`'s country keeps (`None`: several, or a number no country claims).
/// The country comes from the number's leading digits; those are cached, since the dispatcher
/// asks once per message picked and a campaign's customers share a few prefixes.
pub fn country_zone(recipient: &str) -> Option<Tz> {
    thread_local! {
        static BY_PREFIX: RefCell<HashMap<String, Option<Tz>>> = RefCell::new(HashMap::new());
    }
    // `+` and seven digits name the country of every number (`+441481…` is Guernsey, not the
    // United Kingdom; `+1876…` Jamaica, not the United States).
    let prefix: String = recipient.chars().take(8).collect();
    if let Some(known) = BY_PREFIX.with(|cache| cache.borrow().get(&prefix).copied()) {
        return known;
    }
    let zone = phonenumber::parse(None, recipient)
        .ok()
        .and_then(|number| number.country().id())
        .and_then(|country| {
            let code = country.as_ref();
            country_zones::COUNTRY_ZONES
                .binary_search_by(|(c, _)| c.cmp(&code))
                .ok()
                .and_then(|i| country_zones::COUNTRY_ZONES[i].1.parse().ok())
        });
    BY_PREFIX.with(|cache| {
        let mut cache = cache.borrow_mut();
        // A bound, whatever numbers arrive: the cache is only a shortcut.
        if cache.len() >= 10_000 {
            cache.clear();
        }
        cache.insert(prefix, zone);
    });
    zone
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(zone: &str, local: &str) -> Millis {
        let zone: Tz = zone.parse().unwrap();
        let naive = chrono::NaiveDateTime::parse_from_str(local, "%Y-%m-%d %H:%M").unwrap();
        zone.from_local_datetime(&naive)
            .earliest()
            .unwrap()
            .timestamp_millis()
    }

    #[test]
    fn open_in_the_day_closed_at_night_in_the_hours_own_zone() {
        let hours = SendHours::parse("09:00", "20:00", "Asia/Karachi").unwrap();
        assert_eq!(
            hours.at(at("Asia/Karachi", "2026-12-03 19:58")),
            HoursAt::Open {
                closes_at: at("Asia/Karachi", "2026-12-03 20:00")
            }
        );
        assert_eq!(
            hours.at(at("Asia/Karachi", "2026-12-03 20:00")),
            HoursAt::Closed {
                opens_at: at("Asia/Karachi", "2026-12-04 09:00")
            }
        );
        assert_eq!(
            hours.at(at("Asia/Karachi", "2026-12-04 03:00")),
            HoursAt::Closed {
                opens_at: at("Asia/Karachi", "2026-12-04 09:00")
            }
        );
        // The same moment read in another zone changes nothing.
        assert_eq!(
            hours.at(at("America/Sao_Paulo", "2026-12-03 11:58")),
            HoursAt::Open {
                closes_at: at("Asia/Karachi", "2026-12-03 20:00")
            }
        );
    }

    #[test]
    fn hours_over_midnight_close_in_the_morning() {
        let hours = SendHours::parse("22:00", "06:00", "Europe/Madrid").unwrap();
        assert_eq!(
            hours.at(at("Europe/Madrid", "2026-12-03 23:30")),
            HoursAt::Open {
                closes_at: at("Europe/Madrid", "2026-12-04 06:00")
            }
        );
        assert_eq!(
            hours.at(at("Europe/Madrid", "2026-12-04 05:00")),
            HoursAt::Open {
                closes_at: at("Europe/Madrid", "2026-12-04 06:00")
            }
        );
        assert_eq!(
            hours.at(at("Europe/Madrid", "2026-12-04 12:00")),
            HoursAt::Closed {
                opens_at: at("Europe/Madrid", "2026-12-04 22:00")
            }
        );
    }

    #[test]
    fn an_opening_skipped_by_the_clocks_going_forward_is_just_after_the_gap() {
        // Europe/Madrid skips 02:00–03:00 on 2027-03-28.
        let hours = SendHours::parse("02:30", "05:00", "Europe/Madrid").unwrap();
        assert_eq!(
            hours.at(at("Europe/Madrid", "2027-03-28 01:00")),
            HoursAt::Closed {
                opens_at: at("Europe/Madrid", "2027-03-28 03:00")
            }
        );
    }

    #[test]
    fn stored_hours_read_back_as_they_were() {
        let hours = SendHours::parse("9:05", "20:00", "Asia/Karachi").unwrap();
        assert_eq!(hours.to_stored(), "09:05|20:00|Asia/Karachi");
        assert_eq!(SendHours::from_stored(&hours.to_stored()), Ok(hours));
        assert!(SendHours::from_stored("09:00|20:00").is_err());
    }

    #[test]
    fn hours_that_cannot_be_read_say_why() {
        assert_eq!(
            SendHours::parse("9am", "20:00", "Asia/Karachi"),
            Err(HoursError::Time("9am".into()))
        );
        assert_eq!(
            SendHours::parse("09:00", "24:00", "Asia/Karachi"),
            Err(HoursError::Time("24:00".into()))
        );
        assert_eq!(
            SendHours::parse("09:00", "20:00", "Karachi"),
            Err(HoursError::Zone("Karachi".into()))
        );
        assert!(matches!(
            SendHours::parse("09:00", "09:00", "Asia/Karachi"),
            Err(HoursError::Empty(_))
        ));
    }

    #[test]
    fn hours_that_follow_the_customer_read_back_as_they_were() {
        let hours = SendHours::parse("09:00", "20:00", "Asia/Karachi")
            .unwrap()
            .in_customer_zone(true);
        assert_eq!(hours.to_stored(), "09:00|20:00|Asia/Karachi|customer");
        assert_eq!(SendHours::from_stored(&hours.to_stored()), Ok(hours));
        assert!(
            !SendHours::from_stored("09:00|20:00|Asia/Karachi")
                .unwrap()
                .customer_zone()
        );
    }

    #[test]
    fn a_country_with_one_time_has_its_zone_and_one_with_several_has_none() {
        let zone = |n: &str| country_zone(n).map(|z| z.name());
        assert_eq!(zone("+923001234567"), Some("Asia/Karachi"));
        assert_eq!(zone("+4915112345678"), Some("Europe/Berlin"));
        assert_eq!(zone("+919812345678"), Some("Asia/Kolkata"));
        assert_eq!(zone("+447400123456"), Some("Europe/London"));
        // Several times: the campaign's zone is used.
        assert_eq!(zone("+12025550123"), None);
        assert_eq!(zone("+5511987654321"), None);
        assert_eq!(zone("+6281234567890"), None);
        // Shares +1 with the United States, keeps one time of its own.
        assert_eq!(zone("+18765550123"), Some("America/Jamaica"));
        // Asked twice (the second time from the cache): the same answer.
        assert_eq!(zone("+923001234567"), Some("Asia/Karachi"));
    }

    #[test]
    fn every_zone_in_the_country_table_is_one_chrono_knows_and_the_table_is_sorted() {
        for (country, zone) in country_zones::COUNTRY_ZONES {
            assert!(zone.parse::<Tz>().is_ok(), "{country}: {zone}");
        }
        assert!(
            country_zones::COUNTRY_ZONES
                .windows(2)
                .all(|w| w[0].0 < w[1].0)
        );
    }

    #[test]
    fn each_customer_is_held_to_their_own_hours_when_the_hours_follow_them() {
        let hours = SendHours::parse("09:00", "20:00", "Asia/Karachi")
            .unwrap()
            .in_customer_zone(true);
        // 19:30 in Karachi is 15:30 in Berlin and 20:00 in Delhi.
        let now = at("Asia/Karachi", "2026-12-03 19:30");
        assert!(matches!(
            hours.at_for("+923001234567", now),
            HoursAt::Open { .. }
        ));
        assert_eq!(
            hours.at_for("+4915112345678", now),
            HoursAt::Open {
                closes_at: at("Europe/Berlin", "2026-12-03 20:00")
            }
        );
        assert_eq!(
            hours.at_for("+919812345678", now),
            HoursAt::Closed {
                opens_at: at("Asia/Kolkata", "2026-12-04 09:00")
            }
        );
        // A country with several times keeps the campaign's zone.
        assert!(matches!(
            hours.at_for("+12025550123", now),
            HoursAt::Open { .. }
        ));
        // Without the choice, everyone is read in the campaign's zone.
        let plain = SendHours::parse("09:00", "20:00", "Asia/Karachi").unwrap();
        assert!(matches!(
            plain.at_for("+919812345678", now),
            HoursAt::Open { .. }
        ));
    }
}
