//! The settings while the window runs: the store (what is in use, where it is saved,
//! what went wrong loading it) and saving shortly after a change. The setup screen and
//! the menu edit the store; nothing else keeps a copy.

use std::path::PathBuf;
use std::sync::Arc;

use bevy::prelude::*;

use super::save_delay::SaveDelay;
use crate::notices::Notices;
use crate::settings::{self, Settings, SettingsError};

/// The settings in use, where they are saved, and what went wrong loading them.
#[derive(Resource, Debug, Clone)]
pub struct SettingsStore {
    /// The settings in use (defaults if the file was broken).
    pub settings: Settings,
    /// The file they are saved to; `None` never saves (tests, the screenshot run).
    pub path: Option<PathBuf>,
    /// The error from loading the file, while the broken file is still there.
    pub load_error: Option<Arc<SettingsError>>,
    /// The countdown to a requested save.
    save_in: SaveDelay,
    /// Whether a change the player made is waiting to be saved (the program's own
    /// changes, such as the window's place, never replace a broken file).
    player_asked: bool,
}

impl SettingsStore {
    /// Settings that are not saved anywhere.
    pub fn unsaved(settings: Settings) -> Self {
        Self {
            settings,
            path: None,
            load_error: None,
            save_in: SaveDelay::default(),
            player_asked: false,
        }
    }

    /// Settings loaded from `path` (with the error, if the file was broken).
    pub fn loaded(settings: Settings, path: PathBuf, load_error: Option<SettingsError>) -> Self {
        Self {
            settings,
            path: Some(path),
            load_error: load_error.map(Arc::new),
            save_in: SaveDelay::default(),
            player_asked: false,
        }
    }

    /// A change the player made in the settings (the setup screen, the menu, the
    /// phones' switch): saved soon, if the game setup in the settings can start a game (a
    /// half-typed player list is not written to the file). A broken file is then set
    /// aside beside the new one, and a notice names both.
    pub fn request_save(&mut self) {
        if self.settings.setup.problem().is_none() {
            self.save_in.ask();
            self.player_asked = true;
        }
    }

    /// A change the program made by itself (the window's place and size, a key that
    /// flips a display setting, a player added from a phone): saved soon while the file
    /// is good; while it is broken the change is kept in memory only, and written with
    /// the player's next change, so that nothing the program does by itself touches a
    /// broken file.
    pub fn keep(&mut self) {
        if self.settings.setup.problem().is_none() {
            self.save_in.ask();
        }
    }
}

impl Default for SettingsStore {
    fn default() -> Self {
        Self::unsaved(Settings::default())
    }
}

/// Saves requested changes; a broken file is kept beside the new one, never lost.
fn save_settings(
    time: Res<Time>,
    mut store: ResMut<SettingsStore>,
    mut notices: ResMut<Notices>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if !store.save_in.tick(time.delta_secs(), &mut redraw) {
        return;
    }
    let Some(path) = store.path.clone() else {
        return;
    };
    if store.load_error.is_some() && !store.player_asked {
        // The broken file stays exactly as it is; the change waits in memory.
        return;
    }
    store.player_asked = false;
    match settings::save(&path, &store.settings, store.load_error.as_deref()) {
        Ok(outcome) => {
            // Once a broken file has been set aside, the player is told where both are.
            if outcome.kept_broken.is_some() || store.load_error.is_some() {
                notices.push(outcome.notice());
            }
            store.load_error = None;
        }
        Err(e) => notices.push(crate::t!("notice-settings-not-saved", why = e.to_string())),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SettingsStore>()
        .add_systems(Update, save_settings);
}
