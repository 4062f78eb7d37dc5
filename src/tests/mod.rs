//! The shell's tests that play through more than one of its modules: a whole game
//! headless (`common`: `crate::headless`), the window's layout and screens drawn by egui
//! without a window, sound handed to a fake sound server, settings broken on disk, phones
//! playing beside the window. Inside the crate, so the shell's modules stay private and
//! the compiler sees its dead code; the command line is tested as the real binary in
//! `tests/cli/`.

mod common;

mod audio;
mod autosave;
mod broken_settings;
mod drama;
mod flick;
mod fonts;
mod layout;
mod phones_game;
mod pulse;
mod referee;
mod screens;
mod window;
