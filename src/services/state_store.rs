//! What the program remembers by itself while the window runs (its place and size), and
//! saving it shortly after a change to the state file ([`crate::settings::State`]), never
//! to the player's settings file.

use std::path::PathBuf;

use bevy::prelude::*;

use crate::settings::{self, State};

/// Seconds between the last change and the save, so a dragged window does not write the
/// file every frame.
const SAVE_DELAY: f32 = 0.4;

/// The state in use and where it is saved.
#[derive(Resource, Debug, Clone, Default)]
pub struct StateStore {
    /// What is kept.
    pub state: State,
    /// The state file; `None` never saves (tests, scripted runs, no home directory).
    pub path: Option<PathBuf>,
    save_in: Option<f32>,
}

impl StateStore {
    /// The state loaded from `path` (the first run's if it is missing or broken).
    pub fn loaded(path: PathBuf) -> Self {
        Self {
            state: settings::load_state(&path),
            path: Some(path),
            save_in: None,
        }
    }

    /// A change to keep: saved soon.
    pub fn keep(&mut self) {
        self.save_in = Some(SAVE_DELAY);
    }
}

fn save_state(
    time: Res<Time>,
    mut store: ResMut<StateStore>,
    mut redraw: MessageWriter<bevy::window::RequestRedraw>,
) {
    let Some(left) = store.save_in else { return };
    redraw.write(bevy::window::RequestRedraw);
    let left = left - time.delta_secs();
    if left > 0.0 {
        store.save_in = Some(left);
        return;
    }
    store.save_in = None;
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
