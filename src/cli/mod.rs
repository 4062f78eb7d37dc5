//! Command-line tools that need no window: `replay` plays a recorded game, `sim` plays
//! many seeded games and compares them with the exact odds, `odds` prints the odds where
//! a recorded game stands, `story` its story roll by roll, `stats --dice` the
//! kept games' dice and luck, `print` the paper card and rules.

pub mod args;
pub mod columns;
pub mod dice;
pub mod history;
pub mod odds;
pub mod phone_page;
pub mod print;
pub mod replay;
pub mod sim;
pub mod sound;
pub mod story;

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use crate::i18n::Lang;

/// The language the commands speak: the `language` setting of the settings file in use
/// (`config`, from `--config FILE`, else the one in the OS config directory), or the
/// OS's language (`LC_ALL`, `LC_MESSAGES`, `LANG`; the user's languages on Windows and
/// macOS) where the setting is `Auto`, missing or unreadable; English where the OS's is
/// one the program does not speak.
pub fn language(config: Option<&Path>) -> Lang {
    let settings = crate::settings::paths(config).settings;
    crate::settings::load(&settings)
        .settings
        .display
        .language
        .resolve()
}

/// Makes the process speak [`language`]; every command calls it before it prints.
pub fn set_language(config: Option<&Path>) -> Lang {
    let lang = language(config);
    crate::i18n::set_current(lang);
    lang
}

/// The `--config FILE` (or `--config=FILE`) among the command line's arguments, as clap
/// reads it, found before clap parses them: so that the messages of clap's value checks
/// speak the settings' language too. Arguments after `--` are not options.
pub fn config_arg(args: impl IntoIterator<Item = OsString>) -> Option<PathBuf> {
    let mut args = args.into_iter();
    let mut found = None;
    while let Some(arg) = args.next() {
        if arg == "--" {
            break;
        }
        if arg == "--config" {
            found = args.next().map(PathBuf::from);
        } else if let Some(file) = arg.to_str().and_then(|a| a.strip_prefix("--config=")) {
            found = Some(PathBuf::from(file));
        }
    }
    found
}

/// A problem with a file, for stderr: "game.ron: the game is not over".
pub fn about(path: &Path, problem: &dyn std::fmt::Display) -> String {
    crate::t!(
        "cli-file-problem",
        file = path.display().to_string(),
        problem = problem.to_string()
    )
}

/// Names (or any words) as a list in the language in use: "Ann, Ben, Cy".
pub fn joined(items: &[String]) -> String {
    items.join(&crate::t!("list-separator"))
}

/// What a command prints and how it exits: the binary writes `stdout` and `stderr` and
/// exits with `code`, so the commands stay testable without spawning a process.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Output {
    /// Text for standard output.
    pub stdout: String,
    /// Text for standard error.
    pub stderr: String,
    /// The process exit code.
    pub code: i32,
}

impl Output {
    /// Success with this text on stdout.
    pub fn ok(stdout: String) -> Self {
        Self {
            stdout,
            stderr: String::new(),
            code: 0,
        }
    }

    /// Bad input: one message on stderr, nothing on stdout, exit code 2.
    pub(crate) fn bad_input(message: String) -> Self {
        Self {
            stdout: String::new(),
            stderr: message,
            code: 2,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<OsString> {
        list.iter().map(OsString::from).collect()
    }

    #[test]
    fn the_settings_file_is_found_before_clap_parses_the_arguments() {
        let config = |list: &[&str]| config_arg(args(list));
        assert_eq!(config(&["replay", "x.ron"]), None);
        assert_eq!(
            config(&["--config", "my.ron", "replay", "x.ron"]),
            Some(PathBuf::from("my.ron"))
        );
        assert_eq!(
            config(&["replay", "x.ron", "--config=a b.ron"]),
            Some(PathBuf::from("a b.ron"))
        );
        assert_eq!(config(&["replay", "--", "--config", "x.ron"]), None);
        assert_eq!(config(&["--config"]), None);
    }

    #[test]
    fn the_language_setting_wins_over_the_os() {
        let Ok(dir) = tempfile::tempdir() else {
            return;
        };
        let file = dir.path().join("settings.ron");
        let written = std::fs::write(&file, "(display: (language: \"fr\"))");
        assert!(written.is_ok());
        assert_eq!(language(Some(&file)), Lang::Fr);
    }
}
