//! The command line, run as the real binary, in one test program: the `replay`, `sim`
//! and `print` commands and the language they speak (`commands.rs`), the `odds` and
//! `story` commands (`odds.rs`), `history` and `stats` (`history.rs`), `render-sound` and
//! the sound it writes (`sound.rs`). The rules, odds, history and sound these commands
//! print are tested in the core (`crates/core/tests/`).

#[path = "../../crates/core/tests/common/kept.rs"]
mod kept;
#[path = "../../crates/core/tests/pdf_reader/mod.rs"]
mod pdf_reader;

mod commands;
mod history;
mod odds;
mod sound;
