//! `party-dice-launcher`: starts the game from a shortcut without a console window.
//!
//! `party-dice` is a console program on every OS, so that its subcommands print into the
//! terminal and return exit codes. Started from a Windows shortcut it would open an
//! empty console window beside the game. This launcher is a Windows GUI program (it
//! opens no console itself): it runs the `party-dice` executable in its own folder with
//! `CREATE_NO_WINDOW`, forwarding its arguments (none: the game window, the default
//! command), waits for it and exits with its exit code. The Windows installer's
//! shortcuts point here. On other OSes it runs the same program in its place.
#![cfg_attr(windows, windows_subsystem = "windows")]

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Windows' `CREATE_NO_WINDOW` process creation flag: a console program started with it
/// runs without a console window.
#[cfg(windows)]
const CREATE_NO_WINDOW: u32 = 0x0800_0000;

/// The `party-dice` executable in the same folder as `launcher`.
fn game_beside(launcher: &Path) -> Option<PathBuf> {
    let name = format!("party-dice{}", std::env::consts::EXE_SUFFIX);
    Some(launcher.parent()?.join(name))
}

/// The command that runs `game` with `args`, without a console window on Windows.
fn game_command(game: &Path, args: impl IntoIterator<Item = OsString>) -> Command {
    let mut command = Command::new(game);
    command.args(args);
    #[cfg(windows)]
    {
        use std::os::windows::process::CommandExt;
        command.creation_flags(CREATE_NO_WINDOW);
    }
    command
}

/// Unix: the game replaces the launcher (same process, so signals and the exit code
/// reach whoever started it). `exec` returns only when it failed.
#[cfg(unix)]
fn start(mut command: Command, game: &Path) -> Result<i32, String> {
    use std::os::unix::process::CommandExt;
    let error = command.exec();
    Err(format!("cannot start {}: {error}", game.display()))
}

/// Elsewhere: run the game, wait for it, and pass on its exit code.
#[cfg(not(unix))]
fn start(mut command: Command, game: &Path) -> Result<i32, String> {
    let status = command
        .status()
        .map_err(|e| format!("cannot start {}: {e}", game.display()))?;
    Ok(status.code().unwrap_or(1))
}

fn run() -> Result<i32, String> {
    let launcher =
        std::env::current_exe().map_err(|e| format!("cannot tell where this launcher is: {e}"))?;
    let game = game_beside(&launcher)
        .ok_or_else(|| format!("{} has no parent folder", launcher.display()))?;
    start(game_command(&game, std::env::args_os().skip(1)), &game)
}

fn main() {
    let code = run().unwrap_or_else(|message| {
        // Seen when started from a terminal; a shortcut has nowhere to show it.
        eprintln!("party-dice-launcher: {message}");
        1
    });
    std::process::exit(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_game_is_looked_for_beside_the_launcher() {
        let launcher = Path::new("/opt/party-dice/party-dice-launcher");
        let expected = format!("/opt/party-dice/party-dice{}", std::env::consts::EXE_SUFFIX);
        assert_eq!(game_beside(launcher), Some(PathBuf::from(expected)));
        assert_eq!(game_beside(Path::new("/")), None);
    }

    #[test]
    fn arguments_are_forwarded_as_given() {
        let args = ["--config", "my settings.ron", "play"].map(OsString::from);
        let command = game_command(Path::new("party-dice"), args.clone());
        assert_eq!(command.get_program(), "party-dice");
        assert!(command.get_args().eq(args.iter().map(OsString::as_os_str)));
    }
}
