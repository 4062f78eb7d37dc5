//! Party Dice: Slam Dice and Straight Golf with physics-thrown 3D dice. This crate is
//! the game itself: the command line (`cli`), and behind the `gui` feature the Bevy
//! shell that shows and asks.
//!
//! Words: one per idea, as the project's glossary (`docs/glossary.md`) sets them.
//!
//! It stands on two crates and hands their modules on under the same names: the pure
//! core, `party-dice-core` (`rules`, `throw`, `record`, `files`, `i18n`, `seat_look`,
//! `present`, `sound`, `history`, `print`, `settings`), and the phones,
//! `party-dice-phones` (as `phones`). The shell's layers, top to bottom: `app`; `dev`
//! (the `shots` feature; the requests for it in every windowed build); `ui`; `audio`
//! (its PulseAudio client is pure); `game`; `dice`; `table`; `printing`; `stores`;
//! `frame` and `notices`; `cli` under them all.

pub mod audio;
pub mod cli;

pub use party_dice_core::{
    files, history, i18n, present, print, record, rules, seat_look, settings, sound, t, throw, tl,
};
/// The phones as controllers: the `party-dice-phones` crate.
pub use party_dice_phones as phones;

#[cfg(feature = "gui")]
pub mod app;
#[cfg(feature = "gui")]
pub mod dev;
#[cfg(feature = "gui")]
pub mod dice;
#[cfg(feature = "gui")]
pub mod frame;
#[cfg(feature = "gui")]
pub mod game;
#[cfg(feature = "gui")]
pub mod notices;
#[cfg(feature = "gui")]
pub mod printing;
#[cfg(feature = "gui")]
pub mod stores;
#[cfg(feature = "gui")]
pub mod table;
#[cfg(feature = "gui")]
pub mod ui;
