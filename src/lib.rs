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

// The command line is the binary's (`main.rs`) half of the crate and stays public; the
// shell's modules are the crate's own, so the compiler sees what none of them uses. Its
// doors: `app::run` (the window), `headless` (the game without one, for the shell's
// tests and the latency example), `audio::pulse` (the sound server's client, for the
// `pulse-throw` example).
pub mod cli;

pub use party_dice_core::{
    audience, files, history, i18n, present, print, record, rules, seat_look, settings, sound, t,
    throw, tl,
};
/// The phones as controllers: the `party-dice-phones` crate.
pub use party_dice_phones as phones;

mod audio;
#[cfg(target_os = "linux")]
pub use audio::pulse;

#[cfg(feature = "gui")]
mod app;
#[cfg(feature = "gui")]
pub use app::{Script, ScriptRun, run};
#[cfg(feature = "gui")]
pub use game::{OnlineAsked, PhonesAsked};
#[cfg(feature = "gui")]
pub mod headless;

#[cfg(feature = "gui")]
mod dev;
#[cfg(feature = "gui")]
mod dice;
#[cfg(feature = "gui")]
mod frame;
#[cfg(feature = "gui")]
mod game;
#[cfg(feature = "gui")]
mod notices;
#[cfg(feature = "gui")]
mod printing;
#[cfg(feature = "gui")]
mod stores;
#[cfg(feature = "gui")]
mod table;
#[cfg(feature = "gui")]
mod ui;

#[cfg(all(test, feature = "gui"))]
mod tests;
