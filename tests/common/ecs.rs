//! The window's half of the shared test helpers (the `gui` feature): a headless app with
//! the game and dice plugins, driven by simulated key presses.

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use party_dice::game::{NextSeed, Session, TurnPhase};
use party_dice::settings::Settings;
use party_dice::stores::SettingsStore;

/// A headless app with the game and dice plugins playing with `settings` (never saved),
/// not yet updated (so a test can add resources first).
#[allow(dead_code)]
pub fn headless_app(settings: Settings, seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )))
        .insert_resource(ButtonInput::<KeyCode>::default())
        .add_plugins((
            party_dice::frame::plugin,
            party_dice::notices::plugin,
            party_dice::stores::plugin,
            party_dice::printing::plugin,
            party_dice::game::plugin,
            party_dice::dice::plugin,
        ))
        .insert_resource(SettingsStore::unsaved(settings))
        .insert_resource(NextSeed(Some(seed)));
    app
}

/// Presses and releases a key, one frame each.
#[allow(dead_code)]
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
#[allow(dead_code)]
pub fn phase(app: &App) -> Option<TurnPhase> {
    app.world()
        .get_resource::<State<TurnPhase>>()
        .map(|s| *s.get())
}

/// The game in progress.
#[allow(dead_code)]
pub fn session(app: &App) -> &Session {
    app.world().resource::<Session>()
}
