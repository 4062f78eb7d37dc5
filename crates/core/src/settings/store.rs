//! Reading and writing settings files safely, through [`crate::files`].
//!
//! Loading only ever opens the file for reading. Saving writes atomically, so a crash or
//! a full disk leaves the old file whole; a file that failed to load is first kept
//! beside the new one.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use super::{MAX_FILE_BYTES, Settings, SettingsError, parse, to_ron};
use crate::files::{
    Aside, ReadError, decode_text, parent_dir, read_capped, set_aside, write_atomic,
};

/// Where the settings in [`Loaded`] came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Read from the file.
    File,
    /// No file yet (first run): defaults, and no error.
    DefaultsMissingFile,
    /// The file could not be used: defaults, and `Loaded::error` says why.
    DefaultsAfterError,
}

/// The result of [`load`]: always usable settings, plus what went wrong if anything.
#[derive(Debug)]
pub struct Loaded {
    /// The file's settings, or the defaults.
    pub settings: Settings,
    /// Why the file was not used; `None` when it was, or when there was no file.
    pub error: Option<SettingsError>,
    /// Where `settings` came from.
    pub source: Source,
}

/// What the program does with a settings file it could not load, in the words the
/// player reads (the window's notice and the terminal), in the language in use: true of
/// [`save`] and of the window, which writes the file only for a change the player makes.
pub fn broken_file_kept() -> String {
    crate::t!("settings-broken-file-kept")
}

/// What [`save`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveOutcome {
    /// The file written.
    pub path: PathBuf,
    /// Where the broken file that was there before is kept, if one was.
    pub kept_broken: Option<PathBuf>,
}

impl SaveOutcome {
    /// A line for the player: where settings went, and where the broken file is kept.
    pub fn notice(&self) -> String {
        let file = self.path.display().to_string();
        match &self.kept_broken {
            Some(kept) => crate::t!(
                "settings-saved-kept-broken",
                file = file,
                kept = kept.display().to_string()
            ),
            None => crate::t!("settings-saved", file = file),
        }
    }
}

/// Reads the file's bytes, refusing anything over [`MAX_FILE_BYTES`] without reading it;
/// `Ok(None)` when there is no file.
fn read_settings(path: &Path) -> Result<Option<Vec<u8>>, SettingsError> {
    let io = |source: io::Error| SettingsError::Io {
        path: path.to_path_buf(),
        action: "read",
        source,
    };
    match read_capped(path, MAX_FILE_BYTES) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(ReadError::Missing) => Ok(None),
        Err(e @ ReadError::NotAFile(_)) => Err(io(io::Error::new(
            io::ErrorKind::InvalidInput,
            e.to_string(),
        ))),
        Err(ReadError::TooLarge { bytes, .. }) => Err(SettingsError::TooLarge {
            path: path.to_path_buf(),
            bytes,
        }),
        Err(ReadError::Io(e)) => Err(io(e)),
    }
}

/// Turns bytes into settings: UTF-8 check (with the position of the first bad byte),
/// then [`parse`].
fn decode(bytes: &[u8], path: &Path) -> Result<Settings, SettingsError> {
    let text = decode_text(bytes).map_err(|e| SettingsError::NotUtf8 {
        path: path.to_path_buf(),
        line: e.line,
        col: e.col,
        offset: e.offset,
        byte: e.byte,
    })?;
    parse(text, path)
}

/// Loads settings from `path`. Never panics and never writes to the file.
///
/// A missing file is the first run: defaults and no error. Any other problem gives the
/// defaults plus the error to show the player.
pub fn load(path: &Path) -> Loaded {
    let result = match read_settings(path) {
        Ok(None) => {
            return Loaded {
                settings: Settings::default(),
                error: None,
                source: Source::DefaultsMissingFile,
            };
        }
        Err(e) => Err(e),
        Ok(Some(bytes)) => decode(&bytes, path),
    };
    match result {
        Ok(settings) => Loaded {
            settings,
            error: None,
            source: Source::File,
        },
        Err(e) => Loaded {
            settings: Settings::default(),
            error: Some(e),
            source: Source::DefaultsAfterError,
        },
    }
}

/// Checks a settings file for `party-dice check-config`: the text to print and the exit
/// code. `("ok", 0)` when the file loads; otherwise the error message and 2. A missing
/// file is reported (exit 2): there is nothing to check.
pub fn check_config(path: &Path) -> (String, i32) {
    match read_settings(path) {
        Ok(None) => (
            crate::t!("settings-check-missing", file = path.display().to_string()),
            2,
        ),
        Err(e) => (e.to_string(), 2),
        Ok(Some(bytes)) => match decode(&bytes, path) {
            Ok(_) => (crate::t!("settings-check-ok"), 0),
            Err(e) => (e.to_string(), 2),
        },
    }
}

/// What [`in_place`] made of the player's file.
enum InPlace {
    /// It already says `settings`.
    Unchanged,
    /// It with the changed values written in.
    Edited(String),
}

/// The player's good file at `path` with `settings` written into it in place; `None`
/// when there is no such file or the change cannot be made in place for certain.
fn in_place(path: &Path, settings: &Settings) -> Option<InPlace> {
    let bytes = read_settings(path).ok()??;
    let text = decode_text(&bytes).ok()?;
    let old = parse(text, path).ok()?;
    let edited = super::edit::edit_in_place(text, &old, settings)?;
    Some(if edited == text {
        InPlace::Unchanged
    } else {
        InPlace::Edited(edited)
    })
}

/// Saves settings to `path` atomically, creating its directory. A good file already
/// there keeps its layout and comments: only the values that changed are written in.
///
/// Invalid settings are refused (the file would not load). When `broken` is the error
/// from loading this file, the file as it is now is first kept beside it as
/// `<name>.broken-<unix seconds>` (never overwritten); if that copy cannot be made
/// nothing is written.
pub fn save(
    path: &Path,
    settings: &Settings,
    broken: Option<&SettingsError>,
) -> Result<SaveOutcome, SettingsError> {
    settings
        .validate()
        .map_err(|problem| SettingsError::Invalid {
            path: path.to_path_buf(),
            at: None,
            problem,
        })?;
    let dir = parent_dir(path);
    fs::create_dir_all(dir).map_err(|source| SettingsError::Io {
        path: dir.to_path_buf(),
        action: "make-folder",
        source,
    })?;
    let kept_broken = match broken {
        Some(_) => set_aside(path, Aside::Copy).map_err(|source| SettingsError::Io {
            path: path.to_path_buf(),
            action: "keep-copy",
            source,
        })?,
        None => None,
    };
    // A good file the player has: only what changed is written into it, in place, so it
    // keeps its layout and comments; nothing changed, nothing written.
    let text = match (broken, in_place(path, settings)) {
        (None, Some(InPlace::Unchanged)) => {
            return Ok(SaveOutcome {
                path: path.to_path_buf(),
                kept_broken,
            });
        }
        (None, Some(InPlace::Edited(text))) => text,
        _ => to_ron(settings),
    };
    write_atomic(path, text.as_bytes()).map_err(|source| SettingsError::Io {
        path: path.to_path_buf(),
        action: "write",
        source,
    })?;
    Ok(SaveOutcome {
        path: path.to_path_buf(),
        kept_broken,
    })
}
