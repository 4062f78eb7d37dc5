//! Command-line tools that need no window: `replay` plays a recorded game, `sim` plays
//! many seeded games and compares them with the exact odds, `odds` prints the odds where
//! a recorded game stands, `story` its chance timeline roll by roll, `stats --dice` the
//! kept games' dice and luck, `print` the paper card and rules.

pub mod args;
pub mod dice;
pub mod history;
pub mod odds;
pub mod phone_page;
pub mod print;
pub mod replay;
pub mod sim;
pub mod sound;
pub mod story;

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
    pub fn bad_input(message: String) -> Self {
        Self {
            stdout: String::new(),
            stderr: message,
            code: 2,
        }
    }
}
