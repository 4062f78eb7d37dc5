//! Why a settings file could not be read, parsed, validated or written.
//!
//! Every message starts with the file, then `line:col` where known, so it reads like a
//! compiler error and editors can jump to it.

use std::path::{Path, PathBuf};

use super::{InvalidSetting, MAX_FILE_BYTES};

/// A problem with a settings file. `Display` gives the full message for stderr and the
/// in-window notice, in the language in use.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// The file (or its directory) could not be read or written.
    Io {
        /// The file or directory concerned.
        path: PathBuf,
        /// What was being done: `"read"`, `"write"`, `"keep-copy"` (keep a copy of the
        /// broken file) or `"make-folder"` (make the settings folder).
        action: &'static str,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// The file is zero bytes or only whitespace.
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// The file is larger than [`MAX_FILE_BYTES`]; it is not read.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size in bytes (at least this many).
        bytes: u64,
    },
    /// The file is not UTF-8 text (binary garbage or a wrong encoding).
    NotUtf8 {
        /// The file.
        path: PathBuf,
        /// One-based line of the first bad byte.
        line: usize,
        /// One-based column (in characters) of the first bad byte.
        col: usize,
        /// Byte offset of the first bad byte.
        offset: usize,
        /// The first bad byte.
        byte: u8,
    },
    /// The text is not RON, or does not fit the settings' shape (wrong type, unknown field,
    /// unknown game...).
    Parse {
        /// The file.
        path: PathBuf,
        /// One-based line.
        line: usize,
        /// One-based column, in characters.
        col: usize,
        /// Dotted path of the field concerned, where known.
        field: Option<String>,
        /// What is wrong and what is allowed.
        message: String,
    },
    /// The file parses but a value is out of range.
    Invalid {
        /// The file.
        path: PathBuf,
        /// One-based (line, column) of the field's name in the file, where found.
        at: Option<(usize, usize)>,
        /// The field and what is allowed.
        problem: InvalidSetting,
    },
    /// The file was written by a newer Party Dice.
    Version {
        /// The file.
        path: PathBuf,
        /// One-based (line, column) of the `version` field, where found.
        at: Option<(usize, usize)>,
        /// The version in the file.
        found: u32,
        /// The newest version this build reads.
        supported: u32,
    },
}

impl std::fmt::Display for SettingsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let problem = match self {
            SettingsError::Io { action, source, .. } => crate::t!(
                "settings-error-io",
                action = *action,
                reason = source.to_string()
            ),
            SettingsError::Empty { .. } => crate::t!("settings-error-empty"),
            SettingsError::TooLarge { bytes, .. } => crate::t!(
                "settings-error-too-large",
                bytes = bytes.to_string(),
                most = MAX_FILE_BYTES.to_string()
            ),
            SettingsError::NotUtf8 { offset, byte, .. } => crate::t!(
                "settings-error-not-utf8",
                byte = format!("0x{byte:02X}"),
                offset = offset.to_string()
            ),
            SettingsError::Parse { message, .. } => message.clone(),
            SettingsError::Invalid { problem, .. } => problem.to_string(),
            SettingsError::Version {
                found, supported, ..
            } => crate::t!(
                "settings-error-version",
                found = *found,
                supported = *supported
            ),
        };
        f.write_str(&located(self.path(), self.position(), &problem))
    }
}

/// A problem as an editor reads it: "settings.ron:3:7: problem", or "settings.ron:
/// problem" where the line is not known.
fn located(path: &Path, at: Option<(usize, usize)>, problem: &str) -> String {
    let file = path.display().to_string();
    match at {
        Some((line, col)) => crate::t!(
            "settings-error-at",
            file = file,
            line = line.to_string(),
            col = col.to_string(),
            problem = problem
        ),
        None => crate::t!("settings-error-in", file = file, problem = problem),
    }
}

impl SettingsError {
    /// The file the error is about.
    pub fn path(&self) -> &Path {
        match self {
            SettingsError::Io { path, .. }
            | SettingsError::Empty { path }
            | SettingsError::TooLarge { path, .. }
            | SettingsError::NotUtf8 { path, .. }
            | SettingsError::Parse { path, .. }
            | SettingsError::Invalid { path, .. }
            | SettingsError::Version { path, .. } => path,
        }
    }

    /// One-based (line, column) in the file, where known.
    pub fn position(&self) -> Option<(usize, usize)> {
        match self {
            SettingsError::NotUtf8 { line, col, .. } | SettingsError::Parse { line, col, .. } => {
                Some((*line, *col))
            }
            SettingsError::Invalid { at, .. } | SettingsError::Version { at, .. } => *at,
            _ => None,
        }
    }

    /// Dotted path of the field concerned, where known.
    pub fn field(&self) -> Option<&str> {
        match self {
            SettingsError::Parse { field, .. } => field.as_deref(),
            SettingsError::Invalid { problem, .. } => Some(&problem.field),
            SettingsError::Version { .. } => Some("version"),
            _ => None,
        }
    }
}
