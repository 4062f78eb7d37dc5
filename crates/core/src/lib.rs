//! Party Dice's pure core: what the games decide, simulate, say and keep, with no window
//! and no network. The game (`party-dice`, the Bevy shell) and the phones
//! (`party-dice-phones`) both stand on it.
//!
//! Words: one per idea, as the project's glossary (`docs/glossary.md`) sets them.
//!
//! Its modules, bottom first (a module imports only those of the layers below its own;
//! `tests/structure.rs` keeps it so):
//!
//! - [`i18n`]: the languages, every sentence's words.
//! - [`forecast`]: a chance given scored by the Brier rule, the calibration, the
//!   leaderboard (what a game's record keeps of its audience).
//! - [`rules`]: the two games, their setup, the odds; [`files`]: how the program's files
//!   are read and written.
//! - [`audience`]: the audience's questions, answers, points and calibration.
//! - [`throw`]: the physics of a throw; [`record`]: a game's record.
//! - [`sound`]: the table's sounds; [`history`]: kept games, statistics, dice fairness.
//! - [`seat_look`]: how each seat looks (mark, colour, pips, finish).
//! - [`present`]: every sentence shown about a game.
//! - [`print`]: the paper card and rules as a PDF.
//! - [`settings`]: the settings file.

pub mod audience;
pub mod files;
pub mod forecast;
pub mod history;
pub mod i18n;
pub mod present;
#[cfg(feature = "paper")]
pub mod print;
pub mod record;
pub mod rules;
pub mod seat_look;
pub mod settings;
pub mod sound;
pub mod throw;
