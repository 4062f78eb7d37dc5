//! Why a settings file could not be read, parsed, validated or written.
//!
//! Every message starts with the file, then `line:col` where known, so it reads like a
//! compiler error and editors can jump to it.

use std::path::{Path, PathBuf};

use super::{InvalidSetting, MAX_FILE_BYTES};

/// A problem with a settings file. `Display` gives the full message for stderr and the
/// in-window notice.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// The file (or its directory) could not be read or written.
    #[error("{}: cannot {action}: {source}", path.display())]
    Io {
        /// The file or directory concerned.
        path: PathBuf,
        /// What was being done, e.g. "read", "write", "keep a copy".
        action: &'static str,
        /// The operating system's reason.
        source: std::io::Error,
    },
    /// The file is zero bytes or only whitespace.
    #[error("{}: file is empty; write settings in it or delete it to use the defaults", path.display())]
    Empty {
        /// The file.
        path: PathBuf,
    },
    /// The file is larger than [`MAX_FILE_BYTES`]; it is not read.
    #[error(
        "{}: file is {bytes} bytes; a settings file over {MAX_FILE_BYTES} bytes (1 MiB) is refused unread",
        path.display()
    )]
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size in bytes (at least this many).
        bytes: u64,
    },
    /// The file is not UTF-8 text (binary garbage or a wrong encoding).
    #[error(
        "{}:{line}:{col}: not UTF-8 text (byte 0x{byte:02X} at offset {offset}); a settings file is plain RON text",
        path.display()
    )]
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
    #[error("{}:{line}:{col}: {message}", path.display())]
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
    #[error("{}{}: {problem}", path.display(), at_suffix(*at))]
    Invalid {
        /// The file.
        path: PathBuf,
        /// One-based (line, column) of the field's name in the file, where found.
        at: Option<(usize, usize)>,
        /// The field and what is allowed.
        problem: InvalidSetting,
    },
    /// The file was written by a newer Party Dice.
    #[error(
        "{}{}: version {found} is newer than this Party Dice understands (up to {supported}); \
         update Party Dice or remove the version line",
        path.display(),
        at_suffix(*at)
    )]
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

fn at_suffix(at: Option<(usize, usize)>) -> String {
    match at {
        Some((line, col)) => format!(":{line}:{col}"),
        None => String::new(),
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
