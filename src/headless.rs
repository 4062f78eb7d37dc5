//! The game without a window: the game and dice plugins on `MinimalPlugins` with a fixed
//! time step, driven by simulated key presses. The shell's tests (`src/tests/`) and the
//! `phone-game-latency` example play through it; it is the one door into the shell's
//! game besides the window (`app::run`).

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;

pub use crate::dice::DicePlayback;
use crate::game::NextSeed;
pub use crate::game::{Phones, Screen, Session, TurnPhase};
use crate::rules::{GameKind, GameSetup};
use crate::settings::Settings;
use crate::stores::SettingsStore;

/// A headless app with the game and dice plugins playing with `settings` (never saved),
/// not yet updated (so a caller can add resources first).
pub fn app(settings: Settings, seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )))
        .insert_resource(ButtonInput::<KeyCode>::default())
        .add_plugins((
            crate::frame::plugin,
            crate::notices::plugin,
            crate::stores::plugin,
            crate::printing::plugin,
            crate::game::plugin,
            crate::dice::plugin,
        ))
        .insert_resource(SettingsStore::unsaved(settings))
        .insert_resource(NextSeed(Some(seed)));
    app
}

/// Settings for a game of `game` with players `P1`, `P2`, … (the rest default).
pub fn settings_for(game: GameKind, players: usize) -> Settings {
    let names = (1..=players).map(|i| format!("P{i}")).collect();
    Settings {
        setup: GameSetup::new(game, names),
        ..Settings::default()
    }
}

/// Presses and releases a key, one frame each.
pub fn press(app: &mut App, key: KeyCode) {
    app.world_mut()
        .resource_mut::<ButtonInput<KeyCode>>()
        .press(key);
    app.update();
    let mut input = app.world_mut().resource_mut::<ButtonInput<KeyCode>>();
    input.release(key);
    input.clear();
    app.update();
}

/// The turn phase, while a game is played.
pub fn phase(app: &App) -> Option<TurnPhase> {
    app.world()
        .get_resource::<State<TurnPhase>>()
        .map(|s| *s.get())
}

/// The game in progress.
pub fn session(app: &App) -> &Session {
    app.world().resource::<Session>()
}
