//! What the program remembers by itself between runs (the window's place and size), in a
//! state file of its own: `state.ron` in the OS's state folder (`XDG_STATE_HOME` on
//! Linux, the local app-data folder on Windows, Application Support on macOS). The
//! settings file is the player's: it changes only when the player changes a setting.
//!
//! The state file is the program's own: a missing, unreadable or broken one is simply
//! the first run (the window fills most of the monitor), and the next save replaces it.

use std::path::Path;

use serde::{Deserialize, Serialize};

use super::WindowPlace;
use crate::files::{read_capped, write_atomic};

/// The state file's name inside the state folder.
pub(crate) const STATE_FILE: &str = "state.ron";
/// A state file over this is not read (it holds a few numbers).
const MAX_STATE_BYTES: u64 = 16 * 1024;

/// What the program keeps by itself.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct State {
    /// Where the window was when the game last ran (kept when it is moved, resized or
    /// maximised); `None` until then: the first window fills most of the monitor.
    pub window: Option<WindowPlace>,
}

/// The state in `path`; the first run's (nothing kept) when it is missing, unreadable,
/// broken or out of range. Never writes.
pub fn load_state(path: &Path) -> State {
    let Ok(bytes) = read_capped(path, MAX_STATE_BYTES) else {
        return State::default();
    };
    let state: State = std::str::from_utf8(&bytes)
        .ok()
        .and_then(|text| ron::from_str(text).ok())
        .unwrap_or_default();
    State {
        window: state.window.filter(|w| w.fits()),
    }
}

/// Writes `state` to `path` atomically, making its folder.
pub fn save_state(path: &Path, state: &State) -> std::io::Result<()> {
    std::fs::create_dir_all(crate::files::parent_dir(path))?;
    let text = ron::ser::to_string_pretty(state, ron::ser::PrettyConfig::default())
        .map_err(std::io::Error::other)?;
    let text = format!(
        "// What Party Dice keeps by itself between runs (the window's place). Not \
         settings: those are in settings.ron.\n{text}\n"
    );
    write_atomic(path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_state_goes_through_its_file_and_a_broken_one_is_the_first_run() {
        let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
        let path = dir.path().join("deep/state.ron");
        assert_eq!(load_state(&path), State::default(), "missing");
        let state = State {
            window: Some(WindowPlace {
                width: 1280,
                height: 720,
                x: -5,
                y: 40,
                maximized: true,
            }),
        };
        save_state(&path, &state).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(load_state(&path), state);
        std::fs::write(&path, "(window: Some((width: 1").unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(load_state(&path), State::default(), "broken");
        std::fs::write(
            &path,
            "(window: Some((width: 9, height: 9, x: 0, y: 0, maximized: false)))",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(load_state(&path), State::default(), "out of range");
    }
}
