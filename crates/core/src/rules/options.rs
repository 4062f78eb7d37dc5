//! The game chosen and its house-rule numbers, validated before a game starts.
//!
//! Field names here are the names used in game records and settings.

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

/// Fewest players a game can have.
pub const MIN_PLAYERS: usize = 2;
/// Most players a game can have.
pub const MAX_PLAYERS: usize = 8;
/// How many players a game can have: [`MIN_PLAYERS`] to [`MAX_PLAYERS`].
pub const PLAYERS: RangeInclusive<usize> = MIN_PLAYERS..=MAX_PLAYERS;
/// Allowed Straight Golf `rounds` (holes per player).
pub const ROUNDS: RangeInclusive<u32> = 1..=36;
/// Allowed Straight Golf `rolls_per_hole`.
pub const ROLLS_PER_HOLE: RangeInclusive<u32> = 1..=6;
/// Allowed Slam Dice `target` (the exact score that finishes a player).
pub const TARGET: RangeInclusive<u32> = 1..=1000;
/// Longest player name accepted, in characters.
pub const MAX_NAME_CHARS: usize = 24;

/// Which of the two games is played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum GameKind {
    /// Three dice, a slam number, race to exactly 15; one loser.
    #[default]
    SlamDice,
    /// Six dice, three rolls per hole to build 1-2-3-4-5-6; golf scoring.
    StraightGolf,
}

impl GameKind {
    /// Both games, in the order the setup screen offers them.
    pub const ALL: [GameKind; 2] = [GameKind::SlamDice, GameKind::StraightGolf];

    /// The snake-case name used in JSON output and file names.
    pub fn json_name(self) -> &'static str {
        match self {
            GameKind::SlamDice => "slam_dice",
            GameKind::StraightGolf => "straight_golf",
        }
    }

    /// The kebab-case name the command line takes (`--game slam-dice`).
    pub fn cli_name(self) -> &'static str {
        match self {
            GameKind::SlamDice => "slam-dice",
            GameKind::StraightGolf => "straight-golf",
        }
    }
}

/// A name that is not one of the games.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown game {0:?}; the games are slam-dice and straight-golf")]
pub struct UnknownGame(pub String);

impl std::str::FromStr for GameKind {
    type Err = UnknownGame;

    /// The command line's name (`slam-dice`), the JSON one (`slam_dice`) or the file
    /// format's (`SlamDice`).
    fn from_str(text: &str) -> Result<Self, UnknownGame> {
        GameKind::ALL
            .into_iter()
            .find(|k| text == k.cli_name() || text == k.json_name() || text == format!("{k:?}"))
            .ok_or_else(|| UnknownGame(text.to_string()))
    }
}

/// Whether the table shares one slam number or every player has their own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum SlamNumberMode {
    /// One die rolled at the start sets the slam number for everyone.
    #[default]
    Shared,
    /// Each player rolls their own slam number at the start, in seat order.
    PerPlayer,
}

/// Slam Dice house rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct SlamDiceOptions {
    /// The exact score that finishes a player (default 15; within [`TARGET`]).
    pub target: u32,
    /// Points for a Single Slam, one die showing the slam number (default 1).
    pub single: u32,
    /// Points for a Small Slam, two dice showing the slam number (default 5).
    pub small: u32,
    /// Shared or per-player slam number.
    pub slam_number: SlamNumberMode,
}

impl Default for SlamDiceOptions {
    fn default() -> Self {
        Self {
            target: 15,
            single: 1,
            small: 5,
            slam_number: SlamNumberMode::Shared,
        }
    }
}

/// Straight Golf house rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StraightGolfOptions {
    /// Rounds (holes per player): 9, or 18 for a longer game; within [`ROUNDS`].
    pub rounds: u32,
    /// Set dice aside only while they extend the run from 1 upward.
    pub ordered_straight: bool,
    /// Rolls allowed per hole (default 3; within [`ROLLS_PER_HOLE`]).
    pub rolls_per_hole: u32,
}

impl Default for StraightGolfOptions {
    fn default() -> Self {
        Self {
            rounds: 9,
            ordered_straight: false,
            rolls_per_hole: 3,
        }
    }
}

/// Why a set of options or players cannot start a game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum OptionsError {
    /// Too few or too many players.
    #[error("a game needs {lo} to {hi} players, not {0}", lo = PLAYERS.start(), hi = PLAYERS.end())]
    PlayerCount(usize),
    /// A blank player name.
    #[error("player {seat} has an empty name")]
    EmptyName {
        /// One-based seat.
        seat: usize,
    },
    /// A player name that is too long to show on the scoresheet.
    #[error("player {seat}'s name is longer than {MAX_NAME_CHARS} characters")]
    LongName {
        /// One-based seat.
        seat: usize,
    },
    /// Two players with the same name could not be told apart on the sheet.
    #[error("two players are called {0:?}; names must differ")]
    DuplicateName(String),
    /// `target` out of range.
    #[error("slam_dice.target must be {lo} to {hi}, not {0}", lo = TARGET.start(), hi = TARGET.end())]
    Target(u32),
    /// `single`/`small` not in `0 < single < small <= target`.
    #[error(
        "slam_dice needs 0 < single < small <= target (got single {single}, small {small}, target {target})"
    )]
    SlamPoints {
        /// Points for a Single Slam.
        single: u32,
        /// Points for a Small Slam.
        small: u32,
        /// The target.
        target: u32,
    },
    /// `rounds` out of range.
    #[error("straight_golf.rounds must be {lo} to {hi}, not {0}", lo = ROUNDS.start(), hi = ROUNDS.end())]
    Rounds(u32),
    /// `rolls_per_hole` out of range.
    #[error(
        "straight_golf.rolls_per_hole must be {lo} to {hi}, not {0}",
        lo = ROLLS_PER_HOLE.start(),
        hi = ROLLS_PER_HOLE.end()
    )]
    RollsPerHole(u32),
}

impl OptionsError {
    /// The dotted path of the setting or record field the error is about, as the settings
    /// and game records name it: `players`, `slam_dice`, `slam_dice.target`,
    /// `straight_golf.rounds`, `straight_golf.rolls_per_hole`.
    pub fn field(&self) -> &'static str {
        match self {
            OptionsError::PlayerCount(_)
            | OptionsError::EmptyName { .. }
            | OptionsError::LongName { .. }
            | OptionsError::DuplicateName(_) => "players",
            OptionsError::Target(_) => "slam_dice.target",
            OptionsError::SlamPoints { .. } => "slam_dice",
            OptionsError::Rounds(_) => "straight_golf.rounds",
            OptionsError::RollsPerHole(_) => "straight_golf.rolls_per_hole",
        }
    }
}

impl SlamDiceOptions {
    /// Checks `target` is within [`TARGET`] and `0 < single < small <= target`.
    pub fn validate(&self) -> Result<(), OptionsError> {
        if !TARGET.contains(&self.target) {
            return Err(OptionsError::Target(self.target));
        }
        if self.single == 0 || self.small <= self.single || self.small > self.target {
            return Err(OptionsError::SlamPoints {
                single: self.single,
                small: self.small,
                target: self.target,
            });
        }
        Ok(())
    }
}

impl StraightGolfOptions {
    /// Checks `rounds` is within [`ROUNDS`] and `rolls_per_hole` within [`ROLLS_PER_HOLE`].
    pub fn validate(&self) -> Result<(), OptionsError> {
        if !ROUNDS.contains(&self.rounds) {
            return Err(OptionsError::Rounds(self.rounds));
        }
        if !ROLLS_PER_HOLE.contains(&self.rolls_per_hole) {
            return Err(OptionsError::RollsPerHole(self.rolls_per_hole));
        }
        Ok(())
    }
}

/// Checks the number of players is within [`PLAYERS`] and their names are distinct,
/// not blank, and at most [`MAX_NAME_CHARS`] characters long.
pub(crate) fn validate_players(players: &[String]) -> Result<(), OptionsError> {
    if !PLAYERS.contains(&players.len()) {
        return Err(OptionsError::PlayerCount(players.len()));
    }
    for (i, name) in players.iter().enumerate() {
        if name.trim().is_empty() {
            return Err(OptionsError::EmptyName { seat: i + 1 });
        }
        if name.chars().count() > MAX_NAME_CHARS {
            return Err(OptionsError::LongName { seat: i + 1 });
        }
        if players[..i].iter().any(|other| other.trim() == name.trim()) {
            return Err(OptionsError::DuplicateName(name.trim().to_string()));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::testing::players;

    #[test]
    fn defaults_are_the_rule_sheet_numbers() {
        let s = SlamDiceOptions::default();
        assert_eq!((s.target, s.single, s.small), (15, 1, 5));
        assert_eq!(s.slam_number, SlamNumberMode::Shared);
        let g = StraightGolfOptions::default();
        assert_eq!(
            (g.rounds, g.ordered_straight, g.rolls_per_hole),
            (9, false, 3)
        );
        assert!(s.validate().is_ok() && g.validate().is_ok());
    }

    #[test]
    fn bad_house_rules_are_refused() {
        let bad = |single, small, target| {
            SlamDiceOptions {
                single,
                small,
                target,
                ..Default::default()
            }
            .validate()
        };
        assert!(bad(0, 5, 15).is_err());
        assert!(bad(5, 5, 15).is_err());
        assert!(bad(6, 5, 15).is_err());
        assert!(bad(1, 16, 15).is_err());
        assert_eq!(bad(1, 5, 0), Err(OptionsError::Target(0)));
        let rounds = |rounds| {
            StraightGolfOptions {
                rounds,
                ..Default::default()
            }
            .validate()
        };
        assert_eq!(rounds(0), Err(OptionsError::Rounds(0)));
        assert_eq!(rounds(37), Err(OptionsError::Rounds(37)));
        assert!(rounds(1).is_ok() && rounds(36).is_ok() && rounds(18).is_ok());
    }

    #[test]
    fn games_are_named_as_the_command_line_json_and_files_write_them() {
        for kind in GameKind::ALL {
            for name in [kind.cli_name(), kind.json_name(), &format!("{kind:?}")] {
                assert_eq!(name.parse::<GameKind>(), Ok(kind));
            }
        }
        assert!("golf".parse::<GameKind>().is_err());
    }

    #[test]
    fn player_lists_are_checked() {
        assert_eq!(
            validate_players(&players(1)),
            Err(OptionsError::PlayerCount(1))
        );
        assert_eq!(
            validate_players(&players(9)),
            Err(OptionsError::PlayerCount(9))
        );
        assert!(validate_players(&players(2)).is_ok() && validate_players(&players(8)).is_ok());
        let dup = vec!["Ann".to_string(), "Ann".to_string()];
        assert!(matches!(
            validate_players(&dup),
            Err(OptionsError::DuplicateName(_))
        ));
        assert_eq!(OptionsError::PlayerCount(1).field(), "players");
        let blank = vec!["Ann".to_string(), "  ".to_string()];
        assert_eq!(
            validate_players(&blank),
            Err(OptionsError::EmptyName { seat: 2 })
        );
    }
}
