//! When a kept game started and finished: a moment to the second in UTC, written and
//! read as RFC 3339, with the calendar arithmetic it needs (no date crate).

use serde::{Deserialize, Serialize};

/// A moment to the second, in UTC: when a kept game started and finished. Written in
/// files and JSON as RFC 3339 (`2025-01-02T20:15:00Z`); when read, an offset such as
/// `+02:00` is applied and a fraction of a second is dropped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Timestamp(i64);

/// Text that is not an RFC 3339 date and time between the years 0000 and 9999.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not an RFC 3339 date and time like \"2025-01-02T20:15:00Z\"")]
pub struct BadTimestamp(pub String);

const SECONDS_PER_DAY: i64 = 86_400;

impl Timestamp {
    /// `0000-01-01T00:00:00Z`, the earliest time RFC 3339 can write.
    pub const MIN: Timestamp = Timestamp(-62_167_219_200);
    /// `9999-12-31T23:59:59Z`, the latest.
    pub const MAX: Timestamp = Timestamp(253_402_300_799);

    /// The time `seconds` after 1970-01-01T00:00:00Z, clamped to [`Self::MIN`]..=[`Self::MAX`].
    pub fn from_unix_seconds(seconds: i64) -> Self {
        Timestamp(seconds.clamp(Self::MIN.0, Self::MAX.0))
    }

    #[cfg(test)]
    /// Seconds since 1970-01-01T00:00:00Z (negative before it).
    pub(crate) fn unix_seconds(self) -> i64 {
        self.0
    }

    /// The UTC calendar date `(year, month, day)` and time `(hour, minute, second)`.
    pub fn civil(self) -> ((i64, u32, u32), (u32, u32, u32)) {
        let (days, secs) = (
            self.0.div_euclid(SECONDS_PER_DAY),
            self.0.rem_euclid(SECONDS_PER_DAY),
        );
        // In range by construction: secs < 86 400.
        let part = |v: i64| u32::try_from(v).unwrap_or(0);
        (
            civil_from_days(days),
            (part(secs / 3600), part(secs / 60 % 60), part(secs % 60)),
        )
    }
}

impl From<std::time::SystemTime> for Timestamp {
    fn from(time: std::time::SystemTime) -> Self {
        let wide = |s: u64| i64::try_from(s).unwrap_or(i64::MAX);
        let seconds = match time.duration_since(std::time::UNIX_EPOCH) {
            Ok(after) => wide(after.as_secs()),
            // Before 1970: round down to the whole second.
            Err(e) => {
                let before = e.duration();
                -wide(before.as_secs()) - i64::from(before.subsec_nanos() > 0)
            }
        };
        Self::from_unix_seconds(seconds)
    }
}

impl std::fmt::Display for Timestamp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let ((y, mo, d), (h, mi, s)) = self.civil();
        write!(f, "{y:04}-{mo:02}-{d:02}T{h:02}:{mi:02}:{s:02}Z")
    }
}

impl std::str::FromStr for Timestamp {
    type Err = BadTimestamp;
    fn from_str(text: &str) -> Result<Self, BadTimestamp> {
        parse_rfc3339(text.as_bytes()).ok_or_else(|| BadTimestamp(text.to_string()))
    }
}

impl Serialize for Timestamp {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Timestamp {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// `YYYY-MM-DD(T|t| )hh:mm:ss[.frac](Z|z|±hh:mm)`, or `None`.
fn parse_rfc3339(b: &[u8]) -> Option<Timestamp> {
    let at = |i: usize, allowed: &[u8]| b.get(i).is_some_and(|c| allowed.contains(c));
    if !(at(4, b"-") && at(7, b"-") && at(10, b"Tt ") && at(13, b":") && at(16, b":")) {
        return None;
    }
    let field = |i: usize, len: usize| digits(b.get(i..i + len)?);
    let (year, month, day) = (field(0, 4)?, field(5, 2)?, field(8, 2)?);
    let (hour, minute, second) = (field(11, 2)?, field(14, 2)?, field(17, 2)?);
    let month_days = match month {
        2 if year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        1..=12 => 31,
        _ => return None,
    };
    if !(1..=month_days).contains(&day) || hour > 23 || minute > 59 || second > 60 {
        return None;
    }
    let mut zone = b.get(19..)?;
    if let Some(fraction) = zone.strip_prefix(b".") {
        let n = fraction.iter().take_while(|c| c.is_ascii_digit()).count();
        zone = fraction.get(n..).filter(|_| n > 0)?;
    }
    let offset = match zone {
        b"Z" | b"z" => 0,
        [sign @ (b'+' | b'-'), h1, h2, b':', m1, m2] => {
            let (oh, om) = (digits(&[*h1, *h2])?, digits(&[*m1, *m2])?);
            if oh > 23 || om > 59 {
                return None;
            }
            (oh * 3600 + om * 60) * if *sign == b'-' { -1 } else { 1 }
        }
        _ => return None,
    };
    let seconds =
        days_from_civil(year, month, day) * SECONDS_PER_DAY + hour * 3600 + minute * 60 + second
            - offset;
    (Timestamp::MIN.0..=Timestamp::MAX.0)
        .contains(&seconds)
        .then_some(Timestamp(seconds))
}

/// The decimal number written with exactly these ASCII digits.
fn digits(text: &[u8]) -> Option<i64> {
    text.iter().try_fold(0i64, |n, c| {
        c.is_ascii_digit().then(|| n * 10 + i64::from(c - b'0'))
    })
}

/// Days from 1970-01-01 to a proleptic Gregorian date (H. Hinnant's algorithm).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * ((month + 9) % 12) + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The date `days` after 1970-01-01: the inverse of [`days_from_civil`].
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let small = |v: i64| u32::try_from(v).unwrap_or(0);
    (
        yoe + era * 400 + i64::from(month <= 2),
        small(month),
        small(day),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> Timestamp {
        text.parse().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn timestamps_write_and_read_rfc_3339() {
        assert_eq!(
            Timestamp::from_unix_seconds(0).to_string(),
            "1970-01-01T00:00:00Z"
        );
        assert_eq!(at("2000-02-29T00:00:00Z").unix_seconds(), 951_782_400);
        assert_eq!(at("1969-12-31T23:59:59Z").unix_seconds(), -1);
        assert_eq!(Timestamp::MIN.to_string(), "0000-01-01T00:00:00Z");
        assert_eq!(Timestamp::MAX.to_string(), "9999-12-31T23:59:59Z");
        assert_eq!(
            at("2025-01-02t21:15:00.75+01:00"),
            at("2025-01-02T20:15:00Z")
        );
        assert_eq!(at("2025-01-02 19:15:00-01:00"), at("2025-01-02T20:15:00Z"));
        for secs in [-62_167_219_200, -86_401, 0, 1_735_848_900, 4_107_542_399] {
            let t = Timestamp::from_unix_seconds(secs);
            assert_eq!(at(&t.to_string()), t);
        }
    }

    #[test]
    fn impossible_timestamps_are_refused() {
        for bad in [
            "",
            "2025-01-02",
            "2025-01-02T20:15:00",
            "2025-13-02T20:15:00Z",
            "2025-02-29T20:15:00Z",
            "1900-02-29T20:15:00Z",
            "2025-01-02T24:00:00Z",
            "2025-01-02T20:15:00.Z",
            "2025-01-02T20:15:00+2:00",
            "0000-01-01T00:00:00+01:00",
            "2025-01-02T20:15:00Z ",
            "२०२५-01-02T20:15:00Z",
        ] {
            assert!(bad.parse::<Timestamp>().is_err(), "{bad}");
        }
    }

    #[test]
    fn system_times_round_down_to_the_second() {
        use std::time::{Duration, UNIX_EPOCH};
        let t = |d: Duration| Timestamp::from(UNIX_EPOCH + d).unix_seconds();
        assert_eq!(t(Duration::from_millis(1_500)), 1);
        let before = Timestamp::from(UNIX_EPOCH - Duration::from_millis(1_500));
        assert_eq!(before.unix_seconds(), -2);
    }
}
