//! Party Dice: Slam Dice and Straight Golf with physics-thrown 3D dice.
//!
//! The pure core (`rules`, `throw`) decides and simulates; `settings` reads and writes
//! files; the Bevy shell (behind the `gui` feature) shows and asks.

pub mod audio;
pub mod cli;
pub mod history;
pub mod present;
pub mod record;
pub mod rules;
pub mod settings;
pub mod sound;
pub mod throw;

#[cfg(feature = "gui")]
pub mod app;
#[cfg(feature = "gui")]
pub mod dice;
#[cfg(feature = "gui")]
pub mod game;
#[cfg(feature = "gui")]
pub mod shots;
#[cfg(feature = "gui")]
pub mod speaker;
#[cfg(feature = "gui")]
pub mod table;
#[cfg(feature = "gui")]
pub mod ui;
