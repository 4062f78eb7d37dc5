//! The history: every finished game kept as a game record in `<data>/history/`, and the
//! list and per-player statistics read back from those files.
//!
//! Pure logic plus file I/O, no Bevy. A kept game is the autosave's format (a
//! [`GameRecord`] with its seed) plus `started` and `finished` times. Files are written
//! atomically under a name that cannot collide (finish time, game, seed) and are never
//! rewritten; reading never changes, moves or deletes a file, so a broken or foreign
//! file is only reported ([`Unreadable`]). Everything shown — winners, losers, stats —
//! comes from replaying the dice, so it cannot drift from the games.
//!
//! - [`keep`] writes a finished game; [`keep_with`] lets a test fail the write.
//! - [`list`] reads a folder: [`Entry`]s newest first, and unreadable files with reasons.
//! - [`stats`] adds the entries up per player name.
//!
//! ```no_run
//! # use party_dice_core::{history, rules::GameRecord};
//! # fn game_over(data: &std::path::Path, record: &GameRecord) -> Result<(), history::HistoryError> {
//! let folder = history::dir(data);
//! let kept = history::keep(&folder, record, None, history::now())?;
//! let listing = history::list(&folder);
//! let stats = history::stats(&listing.entries);
//! # Ok(()) }
//! ```

mod chi_square;
mod fairness;
mod list;
mod stats;
mod store;

pub use chi_square::p_value_5;
pub(crate) use fairness::MIN_EXPECTED;
pub use fairness::{DiceCounts, FaceCounts};
pub use list::{Entry, Listing, Unreadable, UnreadableReason, list};
pub use stats::{GolfStats, Outcome, PlayerStats, SlamStats, StatColumn, Stats, sort_players};
pub use store::{file_name, keep, keep_with, render};

pub use crate::rules::Timestamp;

use std::path::{Path, PathBuf};

use crate::rules::{GameRecord, OptionsError};

/// Adds the entries up per player name.
pub fn stats(entries: &[Entry]) -> Stats {
    stats::add_up(entries.iter().flat_map(|e| &e.tallies))
}

/// The history folder's name inside the data directory.
pub(crate) const HISTORY_DIR: &str = "history";

/// The history folder for the data directory `data` (`<data>/history`).
pub fn dir(data: &Path) -> PathBuf {
    data.join(HISTORY_DIR)
}

/// The current time, to the second, for [`keep`]'s `started` and `finished`.
pub fn now() -> Timestamp {
    Timestamp::from(std::time::SystemTime::now())
}

/// Why a game could not be kept. Whatever the error, the history already kept is as it
/// was and no partial or temporary file is left behind.
#[derive(Debug, thiserror::Error)]
pub enum HistoryError {
    /// The record's players or options cannot make a game.
    Invalid(#[from] OptionsError),
    /// Only a game that is over is kept.
    NotFinished {
        /// Values the replay used.
        used: usize,
        /// Values in the record.
        dice: usize,
    },
    /// The record could not be written as RON.
    Encode(#[from] ron::Error),
    /// The history folder could not be made.
    Directory {
        /// The folder.
        dir: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// Another game already has this file name; it is never overwritten.
    Exists {
        /// The file that is already there.
        file: PathBuf,
    },
    /// The file could not be written (a full disk, a read-only folder).
    Write {
        /// The file being written.
        file: PathBuf,
        /// Why.
        source: std::io::Error,
    },
}

impl std::fmt::Display for HistoryError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let shown = |p: &PathBuf| p.display().to_string();
        let text = match self {
            HistoryError::Invalid(e) => {
                crate::t!("history-error-cannot-keep", reason = e.to_string())
            }
            HistoryError::NotFinished { used, dice } => {
                crate::t!(
                    "history-error-keep-not-finished",
                    used = *used,
                    dice = *dice
                )
            }
            HistoryError::Encode(e) => {
                crate::t!("history-error-encode", reason = e.to_string())
            }
            HistoryError::Directory { dir, source } => crate::t!(
                "history-error-make-folder",
                dir = shown(dir),
                reason = source.to_string()
            ),
            HistoryError::Exists { file } => {
                crate::t!("history-error-exists", file = shown(file))
            }
            HistoryError::Write { file, source } => crate::t!(
                "history-error-write",
                file = shown(file),
                reason = source.to_string()
            ),
        };
        f.write_str(&text)
    }
}

/// A record as it is kept: `record` with its times set.
fn stamped(record: &GameRecord, started: Option<Timestamp>, finished: Timestamp) -> GameRecord {
    GameRecord {
        started: started.or(record.started),
        finished: Some(finished),
        ..record.clone()
    }
}
