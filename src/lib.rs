//! Party Dice: Slam Dice and Straight Golf with physics-thrown 3D dice.
//!
//! The pure core decides, simulates and words: `rules` (the games, their setup, the
//! odds), `throw` (the physics of a throw), `present` (every sentence and mark shown),
//! `sound` (the table's sounds), `history` (kept games, statistics, dice fairness),
//! `print` (the paper card and rules as a PDF), `files` (how the program's files are read
//! and written, used by `settings`, `record` and `history`),
//! `cli` (the commands), `remote` (the phones' protocol, room and server), `audio`'s
//! PulseAudio client. The Bevy shell, behind the `gui` feature, shows and asks; its
//! layers, top to bottom: `app`, `ui` and `audio`'s window plugin, `game`, `dice` and
//! `table`, `services`. `dev` (the `shots` feature; the requests for it in every windowed
//! build) is the scripted screenshot run and sound check.

pub mod audio;
pub mod cli;

pub use party_dice_core::{
    files, history, i18n, present, print, record, rules, seat_look, settings, sound, t, throw, tl,
};
/// The phones as controllers: the `party-dice-phones` crate.
pub use party_dice_phones as remote;

#[cfg(feature = "gui")]
pub mod app;
#[cfg(feature = "gui")]
pub mod dev;
#[cfg(feature = "gui")]
pub mod dice;
#[cfg(feature = "gui")]
pub mod game;
#[cfg(feature = "gui")]
pub mod services;
#[cfg(feature = "gui")]
pub mod table;
#[cfg(feature = "gui")]
pub mod ui;
