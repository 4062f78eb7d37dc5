//! What a scripted run was asked for on the command line: which script, where its
//! screenshots go, the window's size. Built in every windowed build, so that the command
//! line reads the same everywhere; only a `shots` build can play one.

use std::path::PathBuf;

/// Which scripted session to play (the `shots` feature).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Script {
    /// The tour CI checks: setup, throws, game over, real dice, eight players, a small
    /// window, a throw filmed.
    #[default]
    Tour,
    /// Every screen and overlay once, in the window's size: setup, menu, rules, a notice,
    /// history (games and stats), watching, real dice, eight players, game over.
    Screens,
    /// The setup screen alone, then quit: for reading its words back (OCR) in a language.
    Setup,
    /// The frame bench: the same throws at Low and High and a bare scene, timed.
    FrameBench,
}

/// A scripted session: where its screenshots go, which script, and the window's size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScriptRun {
    /// Where the PNGs go.
    pub dir: PathBuf,
    /// The script.
    pub script: Script,
    /// The window's size in logical pixels (default 1280×720).
    pub window: Option<(u32, u32)>,
}
