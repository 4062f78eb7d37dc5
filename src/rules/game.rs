//! Either game behind one interface, and the saved-game record that replays it.

use super::dice::{DiceMode, DiceSource, Face, GivenDice};
use super::event::Event;
use super::golf::StraightGolf;
use super::launch::ThrowLaunch;
use super::options::{GameKind, OptionsError, SlamDiceOptions, StraightGolfOptions};
use super::setup::GameSetup;
use super::slam::SlamDice;
use super::step::{DiceGame, PlayError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A game of either kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Game {
    /// Slam Dice.
    Slam(SlamDice),
    /// Straight Golf.
    Golf(StraightGolf),
}

impl Game {
    /// A new game as `setup` describes it (the house rules of the other game are not
    /// looked at).
    pub fn new(setup: &GameSetup) -> Result<Self, OptionsError> {
        let players = setup.players.clone();
        Ok(match setup.game {
            GameKind::SlamDice => Game::Slam(SlamDice::new(players, setup.slam_dice)?),
            GameKind::StraightGolf => Game::Golf(StraightGolf::new(players, setup.straight_golf)?),
        })
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            Game::Slam(_) => GameKind::SlamDice,
            Game::Golf(_) => GameKind::StraightGolf,
        }
    }

    /// The players' names, in seat order.
    pub fn players(&self) -> &[String] {
        match self {
            Game::Slam(g) => g.players(),
            Game::Golf(g) => g.players(),
        }
    }

    /// How many dice the next step rolls (0 when over).
    pub fn dice_needed(&self) -> usize {
        match self {
            Game::Slam(g) => g.dice_needed(),
            Game::Golf(g) => g.dice_needed(),
        }
    }

    /// Who rolls next, if anyone.
    pub fn current_player(&self) -> Option<usize> {
        match self {
            Game::Slam(g) => g.current_player(),
            Game::Golf(g) => g.current_player(),
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        match self {
            Game::Slam(g) => g.is_over(),
            Game::Golf(g) => g.is_over(),
        }
    }

    /// Seats from best placed to worst placed right now.
    pub fn ranking(&self) -> Vec<usize> {
        match self {
            Game::Slam(g) => g.ranking(),
            Game::Golf(g) => g.ranking(),
        }
    }

    /// Draws the dice for the next step from `source` and plays them.
    pub fn roll(&mut self, source: &mut impl DiceSource) -> Result<Vec<Event>, PlayError> {
        match self {
            Game::Slam(g) => g.roll(source),
            Game::Golf(g) => g.roll(source),
        }
    }

    /// [`Game::roll`], appending the events to a reused buffer.
    pub fn roll_into(
        &mut self,
        source: &mut impl DiceSource,
        events: &mut Vec<Event>,
    ) -> Result<(), PlayError> {
        match self {
            Game::Slam(g) => g.roll_into(source, events),
            Game::Golf(g) => g.roll_into(source, events),
        }
    }

    /// Plays the next step with the given faces.
    pub fn enter(&mut self, faces: &[Face]) -> Result<Vec<Event>, PlayError> {
        match self {
            Game::Slam(g) => g.enter(faces),
            Game::Golf(g) => g.enter(faces),
        }
    }
}

/// A game as data: its setup plus every die it rolled, in order. This is the replay file,
/// the saved game (with `seed`) and a test fixture.
///
/// In files the setup's fields stand at the top level beside the dice (`(game: SlamDice,
/// players: [..], slam_dice: (..), dice: [..])`), as they always have.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "RecordFile", into = "RecordFile")]
pub struct GameRecord {
    /// The game, the players and the house rules.
    pub setup: GameSetup,
    /// Every die the game rolled, in order.
    pub dice: Vec<Face>,
    /// The seed the game's generator was started from, for a saved game.
    pub seed: Option<u64>,
    /// When the game started, where known (a kept game in the history).
    pub started: Option<Timestamp>,
    /// When the game finished, where known (a kept game in the history).
    pub finished: Option<Timestamp>,
    /// Where the dice came from: thrown on screen (the default, and what a record that
    /// does not say means) or real dice typed in. The window's session sets it from the
    /// settings' `dice` when the game starts.
    pub dice_mode: DiceMode,
    /// The launch of each roll thrown with one (a flick), by roll: key `k` is the game's
    /// `k`-th roll (0-based, as [`crate::record::roll_marks`] counts them). Rolls not
    /// listed were thrown from their seed alone, or typed in; old records list none.
    pub launches: BTreeMap<usize, ThrowLaunch>,
}

impl GameRecord {
    /// A record of a game not yet rolled: no dice, no seed, no times.
    pub fn new(setup: GameSetup) -> Self {
        Self {
            setup,
            dice: Vec::new(),
            seed: None,
            started: None,
            finished: None,
            dice_mode: DiceMode::Thrown,
            launches: BTreeMap::new(),
        }
    }
}

/// A [`GameRecord`] as replay files, the autosave and the history write it: the setup's
/// fields at the top level. Named `GameRecord` so that a parse error names the record.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename = "GameRecord", deny_unknown_fields)]
struct RecordFile {
    game: GameKind,
    players: Vec<String>,
    /// Defaults when omitted.
    #[serde(default)]
    straight_golf: StraightGolfOptions,
    /// Defaults when omitted.
    #[serde(default)]
    slam_dice: SlamDiceOptions,
    #[serde(default)]
    dice: Vec<Face>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    seed: Option<u64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    started: Option<Timestamp>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    finished: Option<Timestamp>,
    /// `Thrown` when omitted, and then not written.
    #[serde(default, skip_serializing_if = "DiceMode::is_thrown")]
    dice_mode: DiceMode,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    launches: BTreeMap<usize, ThrowLaunch>,
}

impl From<RecordFile> for GameRecord {
    fn from(f: RecordFile) -> Self {
        Self {
            setup: GameSetup {
                game: f.game,
                players: f.players,
                slam_dice: f.slam_dice,
                straight_golf: f.straight_golf,
            },
            dice: f.dice,
            seed: f.seed,
            started: f.started,
            finished: f.finished,
            dice_mode: f.dice_mode,
            launches: f.launches,
        }
    }
}

impl From<GameRecord> for RecordFile {
    fn from(r: GameRecord) -> Self {
        Self {
            game: r.setup.game,
            players: r.setup.players,
            straight_golf: r.setup.straight_golf,
            slam_dice: r.setup.slam_dice,
            dice: r.dice,
            seed: r.seed,
            started: r.started,
            finished: r.finished,
            dice_mode: r.dice_mode,
            launches: r.launches,
        }
    }
}

/// The result of replaying a record.
#[derive(Debug, Clone)]
pub struct Replayed {
    /// The game after every value it could use.
    pub game: Game,
    /// All events, in order.
    pub events: Vec<Event>,
    /// How many values of `dice` were consumed.
    pub dice_used: usize,
}

impl GameRecord {
    /// Replays the record: the game consumes dice in order until it is over or the list
    /// runs out (a step with too few values left is not played). Leftover values are not
    /// an error.
    pub fn replay(&self) -> Result<Replayed, OptionsError> {
        let mut game = Game::new(&self.setup)?;
        let mut source = GivenDice::new(self.dice.clone());
        let mut events = Vec::new();
        let mut used = 0;
        while !game.is_over() && used + game.dice_needed() <= self.dice.len() {
            match game.roll(&mut source) {
                Ok(ev) => events.extend(ev),
                Err(_) => break,
            }
            used = source.used();
        }
        Ok(Replayed {
            game,
            events,
            dice_used: used,
        })
    }
}

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

    /// Seconds since 1970-01-01T00:00:00Z (negative before it).
    pub fn unix_seconds(self) -> i64 {
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

    /// The autosave's format, as `game::autosave::save` writes it.
    fn autosave_text(record: &GameRecord) -> String {
        let config = ron::ser::PrettyConfig::new().compact_arrays(true);
        ron::ser::to_string_pretty(record, config).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn records_without_times_save_as_before() {
        let old = "(game: SlamDice, players: [\"Ann\", \"Ben\"], dice: [2, 5, 5], seed: Some(7))";
        let record: GameRecord = ron::from_str(old).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!((record.started, record.finished), (None, None));
        let text = autosave_text(&record);
        assert!(
            !text.contains("started") && !text.contains("finished"),
            "{text}"
        );
        let again: GameRecord = ron::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(autosave_text(&again), text);
    }

    #[test]
    fn real_dice_are_recorded_and_thrown_ones_left_unwritten() {
        let old = "(game: SlamDice, players: [\"Ann\", \"Ben\"], dice: [2, 5, 5])";
        let record: GameRecord = ron::from_str(old).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(record.dice_mode, DiceMode::Thrown);
        assert!(!autosave_text(&record).contains("dice_mode"));
        let real = GameRecord {
            dice_mode: DiceMode::Real,
            ..record
        };
        let text = autosave_text(&real);
        assert!(text.contains("dice_mode: Real"), "{text}");
        let again: GameRecord = ron::from_str(&text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again, real);
    }

    #[test]
    fn records_with_times_round_trip() {
        let text = "(game: StraightGolf, players: [\"A\", \"B\"], \
                    started: Some(\"2025-01-02T20:00:00Z\"), finished: Some(\"2025-01-02T20:15:00+00:00\"))";
        let record: GameRecord = ron::from_str(text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(record.finished, Some(at("2025-01-02T20:15:00Z")));
        let saved = autosave_text(&record);
        assert!(
            saved.contains("finished: Some(\"2025-01-02T20:15:00Z\")"),
            "{saved}"
        );
        let again: GameRecord = ron::from_str(&saved).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(again, record);
        let bad = text.replace("20:15:00+00:00", "yesterday");
        let e = ron::from_str::<GameRecord>(&bad)
            .err()
            .map(|e| e.to_string());
        assert!(e.is_some_and(|e| e.contains("RFC 3339")));
    }
}
