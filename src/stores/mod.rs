//! What the window keeps on disk while it runs: the settings in use and their saving
//! ([`SettingsStore`]), what the program remembers by itself between runs
//! ([`StateStore`]: the window's place, the last folder), both written a moment after
//! the last change ([`save_delay`]), and the game in progress after every roll
//! ([`autosave`], [`AutosavePath`]). Each reads and writes through the core's files and
//! settings, and tells the player of a failure in a notice.

pub mod autosave;
mod save_delay;
mod settings_store;
mod state_store;

use bevy::prelude::*;

pub use autosave::AutosavePath;
pub use settings_store::SettingsStore;
pub use state_store::StateStore;

/// Adds the stores' resources and their saving.
pub fn plugin(app: &mut App) {
    app.init_resource::<AutosavePath>()
        .add_plugins((settings_store::plugin, state_store::plugin));
}
