//! How a thrown roll left the hand, as a game record keeps it: the data of a launch,
//! in whole numbers so that a record compares, saves and replays exactly.
//!
//! The rules never look at a launch (the values are drawn either way); the record keeps
//! it beside the dice so that a replay, a resumed game and *Watch* throw the very same
//! dice. `crate::throw` turns it into velocities, and clamps whatever a file says to
//! what the tray holds.

use serde::{Deserialize, Serialize};

/// The launch of one thrown roll: a direction across the table, a speed and a spin.
///
/// Directions are in the table's plane, seen from above as the players see it: `x` to
/// the right, `z` toward the players (so a throw away from them has `z < 0`). Only the
/// direction of `(x, z)` counts, not its length. Speeds and spins are thousandths of the
/// hardest throw the tray holds. In files: `(direction: (0, -1000), speed: 550,
/// spin: 550)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ThrowLaunch {
    /// Where the dice fly, `(x, z)` in any unit (thousandths, when made from a swipe);
    /// `(0, 0)` means straight away from the players.
    pub direction: (i16, i16),
    /// How fast: `0` a gentle push, [`ThrowLaunch::FULL`] (or more) the hardest throw.
    pub speed: u16,
    /// How much the dice spin, on the same scale as `speed`.
    pub spin: u16,
}

impl ThrowLaunch {
    /// Speed or spin of the hardest throw; larger values count as this.
    pub const FULL: u16 = 1000;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameRecord;

    /// The autosave's format.
    fn saved(record: &GameRecord) -> String {
        let config = ron::ser::PrettyConfig::new().compact_arrays(true);
        ron::ser::to_string_pretty(record, config).unwrap_or_else(|e| panic!("{e}"))
    }

    fn read(text: &str) -> Result<GameRecord, String> {
        ron::from_str(text).map_err(|e| e.to_string())
    }

    const OLD: &str =
        "(game: SlamDice, players: [\"Ann\", \"Ben\"], dice: [2, 5, 5], seed: Some(7))";

    #[test]
    fn records_keep_their_launches_by_roll_and_old_ones_have_none() {
        let old = read(OLD).unwrap_or_else(|e| panic!("{e}"));
        assert!(old.launches.is_empty());
        assert!(!saved(&old).contains("launches"));

        let text = OLD.replace(
            "seed: Some(7))",
            "seed: Some(7), launches: {1: (direction: (0, -1000), speed: 550, spin: 600)})",
        );
        let record = read(&text).unwrap_or_else(|e| panic!("{e}"));
        let want = ThrowLaunch {
            direction: (0, -1000),
            speed: 550,
            spin: 600,
        };
        assert_eq!(record.launches.iter().collect::<Vec<_>>(), [(&1, &want)]);
        let written = saved(&record);
        assert!(written.contains("launches: {"), "{written}");
        assert_eq!(read(&written), Ok(record));
    }

    #[test]
    fn launches_a_file_cannot_hold_are_refused_with_the_record() {
        let with = |launches: &str| {
            read(&OLD.replace("seed: Some(7))", &format!("launches: {launches})")))
        };
        // Whatever the numbers, if they fit they load: the throw clamps them.
        assert!(with("{0: (direction: (0, 0), speed: 65535, spin: 0)}").is_ok());
        assert!(with("{}").is_ok());
        for bad in [
            "{0: (direction: (0, -1000), speed: -1, spin: 0)}",
            "{0: (direction: (0, -1000), speed: 70000, spin: 0)}",
            "{0: (direction: (40000, 0), speed: 1, spin: 0)}",
            "{0: (direction: (0.5, 0), speed: 1, spin: 0)}",
            "{0: (direction: (0, -1000), speed: 1)}",
            "{0: (direction: (0, -1000), speed: 1, spin: 0, twist: 3)}",
            "{-1: (direction: (0, -1000), speed: 1, spin: 0)}",
            "{\"one\": (direction: (0, -1000), speed: 1, spin: 0)}",
            "[(direction: (0, -1000), speed: 1, spin: 0)]",
        ] {
            assert!(with(bad).is_err(), "{bad}");
        }
    }
}
