//! The autosave: after every roll the game in progress is written, atomically, as a
//! game record with its seed (`party-dice replay autosave.ron` works on it); a finished
//! game clears it; a corrupt one is reported and set aside, never fatal.

use std::path::{Path, PathBuf};

use bevy::prelude::*;

use crate::files::{Aside, set_aside as keep_aside, write_atomic};
use crate::rules::GameRecord;

/// File name of the autosave in the data directory.
pub const AUTOSAVE_FILE: &str = "autosave.ron";

/// Where the autosave lives; `None` turns autosaving off (tests).
#[derive(Resource, Debug, Clone, Default)]
pub struct AutosavePath(pub Option<PathBuf>);

impl AutosavePath {
    /// The autosave in `data_dir`.
    pub fn in_dir(data_dir: &Path) -> Self {
        Self(Some(data_dir.join(AUTOSAVE_FILE)))
    }

    /// The history folder beside the autosave (`<data>/history/`), where finished games
    /// are kept.
    pub fn history_dir(&self) -> Option<PathBuf> {
        let data = self.0.as_ref()?.parent()?;
        Some(crate::history::dir(data))
    }
}

/// What went wrong with the autosave; the text is what the player reads.
#[derive(Debug, thiserror::Error)]
pub enum AutosaveError {
    /// The record could not be written as RON.
    #[error("{}", crate::t!("autosave-encode", why = .0.to_string()))]
    Encode(#[from] ron::Error),
    /// The data directory could not be made.
    #[error("{}", crate::t!("autosave-directory", dir = .dir.display().to_string(), why = .source.to_string()))]
    Directory {
        /// The directory.
        dir: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The file could not be written.
    #[error("{}", crate::t!("autosave-write", file = .file.display().to_string(), why = .source.to_string()))]
    Write {
        /// The autosave file.
        file: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The saved game could not be read and was handled as [`set_aside`] says.
    #[error("{0}")]
    Unusable(String),
    /// The finished game could not be kept in the history; the autosave is kept instead.
    #[error("{}", crate::t!("autosave-history", why = .0.to_string()))]
    History(#[from] crate::history::HistoryError),
}

/// Writes the record.
pub fn save(path: &AutosavePath, record: &GameRecord) -> Result<(), AutosaveError> {
    let Some(path) = &path.0 else { return Ok(()) };
    let text =
        ron::ser::to_string_pretty(record, ron::ser::PrettyConfig::new().compact_arrays(true))?;
    let text = format!("// Party Dice autosave: a game record with its seed.\n{text}\n");
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|source| AutosaveError::Directory {
            dir: dir.to_path_buf(),
            source,
        })?;
    }
    write_atomic(path, text.as_bytes()).map_err(|source| AutosaveError::Write {
        file: path.clone(),
        source,
    })
}

/// The saved game, if there is an unfinished one. `Err` for a file that exists but is
/// unusable: it has then been set aside and the message says where.
pub fn load(path: &AutosavePath) -> Result<Option<GameRecord>, AutosaveError> {
    let Some(file) = &path.0 else { return Ok(None) };
    if !file.exists() {
        return Ok(None);
    }
    let unusable = |why: &str| AutosaveError::Unusable(set_aside(path, why));
    match crate::record::load_record(file) {
        Ok(record) => match record.replay() {
            Ok(r) if r.game.is_over() => {
                finish(path, &record)?;
                Ok(None)
            }
            Ok(_) if record.seed.is_none() => Err(unusable(&crate::t!("autosave-no-seed"))),
            Ok(_) => Ok(Some(record)),
            Err(e) => Err(unusable(&e.to_string())),
        },
        Err(e) => Err(unusable(&e.to_string())),
    }
}

/// Whether an unfinished saved game exists (for the setup screen's Resume button).
pub fn exists(path: &AutosavePath) -> bool {
    path.0.as_ref().is_some_and(|p| p.is_file())
}

/// Moves a corrupt autosave aside (as [`crate::files::set_aside`] names it) and says so.
pub fn set_aside(path: &AutosavePath, why: &str) -> String {
    let Some(file) = &path.0 else {
        return crate::t!("autosave-unusable", why = why);
    };
    match keep_aside(file, Aside::Move) {
        Ok(Some(aside)) => crate::t!(
            "autosave-set-aside",
            why = why,
            file = aside.display().to_string()
        ),
        Ok(None) => crate::t!("autosave-unusable", why = why),
        Err(e) => crate::t!("autosave-not-moved", why = why, error = e.to_string()),
    }
}

/// The game is over: it moves from the autosave into the history folder beside it
/// (`<data>/history/`). If it cannot be kept there, the autosave stays as it is.
pub fn finish(path: &AutosavePath, record: &GameRecord) -> Result<Option<PathBuf>, AutosaveError> {
    let Some(dir) = path.history_dir() else {
        return Ok(None);
    };
    let kept = crate::history::keep(&dir, record, None, crate::history::now())?;
    clear(path);
    Ok(Some(kept))
}

/// Removes the autosave.
pub fn clear(path: &AutosavePath) {
    if let Some(file) = &path.0 {
        let _ = std::fs::remove_file(file);
    }
}
