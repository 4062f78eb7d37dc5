//! Development tools, built with the `shots` feature (what the command line asks of
//! them, in every windowed build): the scripted sessions for visual
//! checks (`party-dice play --screenshot-dir DIR [--script tour|screens] [--window WxH]`).
//! The tour plays a few Slam Dice turns, a one-hole Straight Golf game, a real-dice game
//! and an eight-player party by itself, saves screenshots at each moment worth looking
//! at, films a throw as an animated PNG, then exits; the screens script shows every
//! screen and overlay once. And the scripted sound check (`party-dice play
//! --sound-check-throw SEED:VALUES`): one throw in the real window, heard through the
//! game's sound output. And the frame bench (`--script frame-bench`): the same throws
//! timed at Low and High and beside a bare scene.

#[cfg(feature = "shots")]
mod apng;
mod asked;
#[cfg(feature = "shots")]
mod fake_phones;
#[cfg(feature = "shots")]
mod frame_bench;
#[cfg(feature = "shots")]
mod screens;
#[cfg(feature = "shots")]
mod script;
#[cfg(feature = "shots")]
mod shots;
#[cfg(feature = "shots")]
mod sound_check;
#[cfg(feature = "shots")]
mod transitions;

pub use asked::{Script, ScriptRun};
#[cfg(feature = "shots")]
pub(crate) use frame_bench::FrameBenchPlugin;
#[cfg(feature = "shots")]
pub(crate) use shots::ShotsPlugin;
#[cfg(feature = "shots")]
pub(crate) use sound_check::SoundCheckPlugin;
#[cfg(feature = "shots")]
pub(crate) use transitions::log_transitions;
