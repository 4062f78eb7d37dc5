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
