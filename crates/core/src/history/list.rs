//! Reading a history folder back: every kept game replayed, newest first, and every
//! file that is not a kept game listed with the reason, untouched.

use std::fs;
use std::path::{Path, PathBuf};

use super::Timestamp;
use super::stats::{Outcome, PlayerStats, tally};
use crate::record::load_record;
use crate::rules::{GameRecord, OptionsError};

/// What a history folder holds.
#[derive(Debug, Clone, Default)]
pub struct Listing {
    /// The folder that was read.
    pub dir: PathBuf,
    /// The kept games, newest first.
    pub entries: Vec<Entry>,
    /// Files that are not kept games, by file name, each with the reason.
    pub unreadable: Vec<Unreadable>,
    /// Why the folder itself could not be read (a missing folder is simply empty).
    pub folder_error: Option<String>,
}

/// One kept game, replayed.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// The file it was read from.
    pub path: PathBuf,
    /// The file's name, as shown.
    pub file: String,
    /// The game as kept: settings, players, dice, seed, times. Replaying it shows the
    /// game again with the same throws.
    pub record: GameRecord,
    /// When the file was last written, to order a game whose record has no finish time.
    pub modified: Option<Timestamp>,
    /// Who won or lost, from the replay.
    pub outcome: Outcome,
    /// What this game adds to each seat's statistics, in seat order.
    pub tallies: Vec<PlayerStats>,
}

impl Entry {
    /// When the game started, if the record says.
    pub fn started(&self) -> Option<Timestamp> {
        self.record.started
    }

    /// When the game finished, if the record says.
    pub fn finished(&self) -> Option<Timestamp> {
        self.record.finished
    }

    /// The time the list is ordered by: the finish time, else the file's.
    pub fn when(&self) -> Option<Timestamp> {
        self.record.finished.or(self.modified)
    }

    /// The winners' names (Straight Golf; empty for Slam Dice).
    pub fn winners(&self) -> Vec<&str> {
        match &self.outcome {
            Outcome::Golf { winners } => winners.iter().map(|w| self.name(*w)).collect(),
            Outcome::Slam { .. } => Vec::new(),
        }
    }

    /// The loser's name (Slam Dice).
    pub fn loser(&self) -> Option<&str> {
        match self.outcome {
            Outcome::Slam { loser } => Some(self.name(loser)),
            Outcome::Golf { .. } => None,
        }
    }

    fn name(&self, seat: usize) -> &str {
        self.record
            .setup
            .players
            .get(seat)
            .map_or("?", String::as_str)
    }
}

/// A file in the history folder that is not a kept game. It is only reported: never
/// changed, moved or deleted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable {
    /// The file.
    pub path: PathBuf,
    /// Its name, as shown.
    pub file: String,
    /// Why it is not a kept game.
    pub reason: UnreadableReason,
}

/// Why a file in the history folder is not a kept game.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum UnreadableReason {
    /// A folder, not a file.
    Folder,
    /// A device, socket or pipe: not read, as reading one could block.
    NotAFile,
    /// The file could not be read or is not a game record: the reader's message, with
    /// the line and column where the parser knows them.
    Load(String),
    /// A record whose players or options cannot make a game.
    Invalid(OptionsError),
    /// A record of a game that is not over.
    NotFinished {
        /// Values the replay used.
        used: usize,
        /// Values in the record.
        dice: usize,
    },
}

impl std::fmt::Display for UnreadableReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            UnreadableReason::Folder => crate::t!("history-error-folder-not-game"),
            UnreadableReason::NotAFile => crate::t!("history-error-not-regular"),
            UnreadableReason::Load(why) => why.clone(),
            UnreadableReason::Invalid(e) => e.to_string(),
            UnreadableReason::NotFinished { used, dice } => {
                crate::t!("history-error-not-finished", used = *used, dice = *dice)
            }
        };
        f.write_str(&text)
    }
}

/// Why the history folder `dir` cannot be read, for the player.
fn folder_error(dir: &Path, e: &std::io::Error) -> String {
    crate::t!(
        "history-error-cannot-read-folder",
        dir = dir.display().to_string(),
        reason = e.to_string()
    )
}

/// Reads the history folder `dir`: every file replayed, in parallel. Names that start
/// with a dot (an atomic write in progress) are skipped; nothing is ever written.
pub fn list(dir: &Path) -> Listing {
    let mut listing = Listing {
        dir: dir.to_path_buf(),
        ..Listing::default()
    };
    let read = match fs::read_dir(dir) {
        Ok(read) => read,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return listing,
        Err(e) => {
            listing.folder_error = Some(folder_error(dir, &e));
            return listing;
        }
    };
    let mut paths = Vec::new();
    for item in read {
        match item {
            Ok(item) if item.file_name().as_encoded_bytes().starts_with(b".") => {}
            Ok(item) => paths.push(item.path()),
            Err(e) => listing.folder_error = Some(folder_error(dir, &e)),
        }
    }
    for result in read_all(&paths) {
        match result {
            Ok(entry) => listing.entries.push(entry),
            Err(bad) => listing.unreadable.push(bad),
        }
    }
    listing
        .entries
        .sort_by(|a, b| (b.when(), &b.file).cmp(&(a.when(), &a.file)));
    listing.unreadable.sort_by(|a, b| a.file.cmp(&b.file));
    listing
}

/// [`read_entry`] for every path, spread over the machine's cores.
fn read_all(paths: &[PathBuf]) -> Vec<Result<Entry, Unreadable>> {
    const PER_THREAD_AT_LEAST: usize = 64;
    let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
    let threads = cores.min(paths.len().div_ceil(PER_THREAD_AT_LEAST)).max(1);
    let read_one = |path: &PathBuf| {
        read_entry(path).map_err(|reason| Unreadable {
            path: path.clone(),
            file: shown_name(path),
            reason,
        })
    };
    if threads == 1 {
        return paths.iter().map(read_one).collect();
    }
    std::thread::scope(|scope| {
        let workers: Vec<_> = paths
            .chunks(paths.len().div_ceil(threads))
            .map(|chunk| scope.spawn(move || chunk.iter().map(read_one).collect::<Vec<_>>()))
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    })
}

/// Reads and replays one kept game, or says why the file is not one.
pub(crate) fn read_entry(path: &Path) -> Result<Entry, UnreadableReason> {
    let meta = fs::metadata(path).map_err(|e| {
        UnreadableReason::Load(crate::t!(
            "history-error-cannot-read",
            reason = e.to_string()
        ))
    })?;
    if meta.is_dir() {
        return Err(UnreadableReason::Folder);
    }
    if !meta.is_file() {
        return Err(UnreadableReason::NotAFile);
    }
    let record = load_record(path).map_err(|e| UnreadableReason::Load(e.detail()))?;
    let replayed = record.replay().map_err(UnreadableReason::Invalid)?;
    let not_finished = UnreadableReason::NotFinished {
        used: replayed.dice_used,
        dice: record.dice.len(),
    };
    let (outcome, tallies) = tally(&replayed, record.dice_mode).ok_or(not_finished)?;
    Ok(Entry {
        path: path.to_path_buf(),
        file: shown_name(path),
        record,
        modified: meta.modified().ok().map(Timestamp::from),
        outcome,
        tallies,
    })
}

fn shown_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}
