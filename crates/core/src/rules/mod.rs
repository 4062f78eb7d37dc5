//! The rules of both games, pure: no Bevy, no I/O, no global state.
//!
//! A game is driven step by step: [`Game::roll`] draws the dice it needs from a
//! [`DiceSource`] (the seeded [`DiceRng`], or [`GivenDice`] for physical dice and
//! replays), [`Game::enter`] takes faces directly; both return [`Event`]s.

pub mod dice;
pub mod event;
pub mod game;
pub mod golf;
pub mod launch;
pub mod odds;
pub mod options;
pub mod set_aside;
pub mod setup;
pub mod slam;
pub mod step;
#[cfg(test)]
pub(crate) mod testing;
pub mod timestamp;

pub use dice::{BadFace, DiceMask, DiceMode, DiceRng, DiceSource, Face, GivenDice, Roll};
pub use event::{BadSeat, Event, Purpose, RollOffStage, Seats, SlamKind};
pub use game::{Game, GameRecord, Replayed};
pub use golf::{GolfStep, Hole, Scorecard, StraightGolf};
pub use launch::ThrowLaunch;
pub use options::{
    GameKind, OptionsError, SlamDiceOptions, SlamNumberMode, StraightGolfOptions, UnknownGame,
};
pub use set_aside::{SetAside, SetAsideDice};
pub use setup::GameSetup;
pub use slam::{SlamDice, SlamNumber, SlamStep};
pub use step::{DiceGame, PlayError};
pub use timestamp::{BadTimestamp, Timestamp};
