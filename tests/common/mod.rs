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

#[path = "../../crates/core/tests/common/mod.rs"]
mod core;
#[allow(unused_imports)]
pub use core::{names, top};

/// Settings for a game of `game` with players `P1`, `P2`, … (the rest default).
#[allow(dead_code)]
pub fn settings_for(game: GameKind, players: usize) -> Settings {
    Settings {
        setup: GameSetup::new(game, names(players)),
        ..Settings::default()
    }
}
