//! What the program remembers by itself while the window runs (its place and size), and
//! saving it shortly after a change to the state file ([`crate::settings::State`]), never
//! to the player's settings file.

use std::path::PathBuf;

use bevy::prelude::*;

use super::save_delay::SaveDelay;
use crate::settings::{self, State};

/// The state in use and where it is saved.
#[derive(Resource, Debug, Clone, Default)]
pub struct StateStore {
    /// What is kept.
    pub state: State,
    /// The state file; `None` never saves (tests, scripted runs, no home directory).
    pub path: Option<PathBuf>,
    save_in: SaveDelay,
}

impl StateStore {
    /// The state loaded from `path` (the first run's if it is missing or broken).
    pub fn loaded(path: PathBuf) -> Self {
        Self {
            state: settings::load_state(&path),
            path: Some(path),
            save_in: SaveDelay::default(),
        }
    }

    /// A change to keep: saved soon.
    pub fn keep(&mut self) {
        self.save_in.ask();
    }
}

fn save_state(
    time: Res<Time>,
    mut store: ResMut<StateStore>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    if !store.save_in.tick(time.delta_secs(), &mut redraw) {
        return;
    }
    if let Some(path) = &store.path
        && let Err(e) = settings::save_state(path, &store.state)
    {
        // The program's own memory: a failure costs the window's place next time only.
        warn!("cannot keep the window's place in {}: {e}", path.display());
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<StateStore>()
        .add_systems(Update, save_state);
}
