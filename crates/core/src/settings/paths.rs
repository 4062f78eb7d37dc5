//! Where the settings file, the data directory (autosave) and the state file (what the
//! program remembers by itself) live.
//!
//! The OS locations come from the `directories` crate; on Linux that honours
//! `XDG_CONFIG_HOME`, `XDG_DATA_HOME` and `XDG_STATE_HOME`.

use std::path::{Path, PathBuf};

use directories::ProjectDirs;

/// The two locations in use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paths {
    /// The settings file (`--config FILE`, or `settings.ron` in the OS config directory).
    pub settings: PathBuf,
    /// The directory for the autosave and other data.
    pub data: PathBuf,
    /// The state file (the window's place): `state.ron` in the OS state folder
    /// (`XDG_STATE_HOME` on Linux, the local app-data folder on Windows, Application
    /// Support on macOS); `None` without a home directory (nothing is kept then).
    pub state: Option<PathBuf>,
    /// Why the current directory is used instead of the OS ones, when it is.
    pub fallback_reason: Option<String>,
}

/// Why the OS folders are unknown, in the terms of the OS in use (`directories` reads
/// `HOME` on Linux and macOS, and asks Windows for the user profile and the roaming
/// AppData folder), and what uses the current directory instead: `"all"` (settings and
/// data) or `"data"`.
fn no_home(instead: &str) -> String {
    let os = if cfg!(windows) { "windows" } else { "unix" };
    crate::t!("settings-no-home", os = os, instead = instead)
}

/// The settings file name inside the config directory.
pub(crate) const SETTINGS_FILE: &str = "settings.ron";

/// The locations in use: `config_override` (from `--config FILE`) or the OS config
/// directory for settings, and the OS data directory for data. Without a home directory
/// both fall back to the current directory, and `fallback_reason` says so.
pub fn paths(config_override: Option<&Path>) -> Paths {
    let dirs = ProjectDirs::from("", "", "party-dice");
    let (config_dir, data, fallback_reason) = match &dirs {
        Some(d) => (
            d.config_dir().to_path_buf(),
            d.data_dir().to_path_buf(),
            None,
        ),
        None => (PathBuf::from("."), PathBuf::from("."), Some(no_home("all"))),
    };
    let state = dirs.as_ref().map(|d| {
        d.state_dir()
            .unwrap_or_else(|| d.data_local_dir())
            .join(super::STATE_FILE)
    });
    let settings = match config_override {
        Some(file) => file.to_path_buf(),
        None => config_dir.join(SETTINGS_FILE),
    };
    // An explicit file needs no home directory; only the data directory falls back.
    let fallback_reason = match (config_override, fallback_reason) {
        (Some(_), Some(_)) => Some(no_home("data")),
        (_, reason) => reason,
    };
    Paths {
        settings,
        data,
        state,
        fallback_reason,
    }
}

/// The text `party-dice paths` prints: exactly `settings: <file>\ndata: <directory>`.
pub fn paths_report(paths: &Paths) -> String {
    format!(
        "settings: {}\ndata: {}",
        paths.settings.display(),
        paths.data.display()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_home_is_said_in_the_terms_of_the_os_in_use() {
        for instead in ["all", "data"] {
            let said = crate::i18n::with_lang(crate::i18n::Lang::En, || no_home(instead));
            let (ours, theirs) = if cfg!(windows) {
                ("%APPDATA%", "HOME")
            } else {
                ("HOME", "%APPDATA%")
            };
            assert!(said.contains(ours) && !said.contains(theirs), "{said}");
        }
    }
}
