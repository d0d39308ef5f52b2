//! Hours a batch may send in (a campaign's "quiet hours" seen from the other side): bulk
//! messages of a batch wait outside them, never express ones (`docs/sending.md`, "Send
//! hours"). The hours are a local time of day in a time zone, so 09:00–20:00 in Asia/Karachi
//! stays 09:00–20:00 there whatever the computer's zone, and across daylight-saving changes
//! where the zone has them.

use chrono::{LocalResult, NaiveDate, NaiveTime, TimeZone, Timelike};
use chrono_tz::Tz;

use crate::clock::Millis;

/// From `from` until `until` (minutes after local midnight) in `zone`; `from > until` spans
/// midnight (22:00–06:00).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SendHours {
    from: u16,
    until: u16,
    zone: Tz,
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
        })
    }

    /// The zone the hours are read in.
    pub fn zone(&self) -> Tz {
        self.zone
    }

    /// Whether the hours are open at `at`, and the next change.
    pub fn at(&self, at: Millis) -> HoursAt {
        // Only a moment beyond chrono's range (hundreds of thousands of years away) has no
        // local time: nothing is held then.
        let Some(local) = self.zone.timestamp_millis_opt(at).single() else {
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
                closes_at: self.instant(day, self.until).max(at + 1),
            }
        } else {
            let day = if minute < self.from {
                today
            } else {
                today.succ_opt().unwrap_or(today)
            };
            HoursAt::Closed {
                opens_at: self.instant(day, self.from).max(at + 1),
            }
        }
    }

    /// `minute` after midnight on `day` in the zone, as Pacer time. A time a daylight-saving
    /// change skips (02:30 on the night clocks go forward) is the first moment after the gap;
    /// a time it repeats is its first occurrence.
    fn instant(&self, day: NaiveDate, minute: u16) -> Millis {
        let time = NaiveTime::from_hms_opt(u32::from(minute / 60), u32::from(minute % 60), 0)
            .unwrap_or(NaiveTime::MIN);
        let naive = day.and_time(time);
        match self.zone.from_local_datetime(&naive) {
            LocalResult::Single(t) | LocalResult::Ambiguous(t, _) => t.timestamp_millis(),
            LocalResult::None => {
                // In a gap: walk forward a quarter of an hour at a time until the clock exists.
                let mut later = naive;
                for _ in 0..16 {
                    later += chrono::Duration::minutes(15);
                    if let LocalResult::Single(t) | LocalResult::Ambiguous(t, _) =
                        self.zone.from_local_datetime(&later)
                    {
                        return t.timestamp_millis();
                    }
                }
                naive.and_utc().timestamp_millis()
            }
        }
    }

    /// The hours as the ledger keeps them: `HH:MM|HH:MM|Zone`.
    pub fn to_stored(&self) -> String {
        format!(
            "{:02}:{:02}|{:02}:{:02}|{}",
            self.from / 60,
            self.from % 60,
            self.until / 60,
            self.until % 60,
            self.zone.name()
        )
    }

    /// Hours as [`SendHours::to_stored`] wrote them.
    pub fn from_stored(text: &str) -> Result<SendHours, HoursError> {
        let mut parts = text.splitn(3, '|');
        let (from, until, zone) = (
            parts.next().unwrap_or_default(),
            parts.next().unwrap_or_default(),
            parts.next().unwrap_or_default(),
        );
        SendHours::parse(from, until, zone)
    }

    /// The hours as `HH:MM–HH:MM` (for logs and stored text).
    pub fn describe(&self) -> String {
        format!(
            "{:02}:{:02}–{:02}:{:02} {}",
            self.from / 60,
            self.from % 60,
            self.until / 60,
            self.until % 60,
            self.zone.name()
        )
    }
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
}
