//! The rules of both games, pure: no Bevy, no I/O, no global state.

pub mod dice;
pub mod options;

pub use dice::{BadFace, DiceRng, DiceSource, Face, GivenDice, Roll};
pub use options::{GameKind, OptionsError, SlamDiceOptions, SlamNumberMode, StraightGolfOptions};
