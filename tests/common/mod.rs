//! Shared by the headless ECS tests: the game and dice plugins on `MinimalPlugins`,
//! with a fixed time step, driven by simulated key presses.

use std::time::Duration;

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use bevy::time::TimeUpdateStrategy;
use party_dice::game::{GameSetup, NextSeed};

/// A headless app with the game and dice plugins, not yet updated (so a test can add
/// resources first).
pub fn headless_app(setup: GameSetup, seed: u64) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin))
        .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
            50,
        )))
        .insert_resource(ButtonInput::<KeyCode>::default())
        .add_plugins((party_dice::game::plugin, party_dice::dice::plugin))
        .insert_resource(setup)
        .insert_resource(NextSeed(Some(seed)));
    app
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
