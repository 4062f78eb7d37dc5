//! Shared by the tests: players' names and settings for a game; with the `gui` feature
//! also the headless ECS app (`ecs.rs`: the game and dice plugins on `MinimalPlugins`,
//! a fixed time step, simulated key presses).

use party_dice::rules::{GameKind, GameSetup};
use party_dice::settings::Settings;

#[cfg(feature = "gui")]
mod ecs;
#[cfg(feature = "gui")]
#[allow(unused_imports)]
pub use ecs::*;

/// `n` players named P1, P2, ….
#[allow(dead_code)]
pub fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("P{i}")).collect()
}

/// Settings for a game of `game` with players `P1`, `P2`, … (the rest default).
#[allow(dead_code)]
pub fn settings_for(game: GameKind, players: usize) -> Settings {
    Settings {
        setup: GameSetup::new(game, names(players)),
        ..Settings::default()
    }
}
