//! The game as the window plays it: screens and turn phases as Bevy states, the rules
//! engine held as a resource, and the flow roll → throw → show.
//!
//! Bevy never decides an outcome here: `rules` rolls, `throw` simulates a throw that
//! lands on those values, the dice plugin plays it, and only then are the events shown.

pub mod autosave;
mod flow;
mod input;
mod session;

use bevy::prelude::*;

pub use autosave::{AutosavePath, exists as autosave_exists};
pub use flow::{Announcement, NextSeed, Notices, ShowTimer, Tone, announce};
pub use input::{GameAction, egui_not_typing, pointer_on_table};
pub use session::{GameSetup, Session, TableDice, player_colour};

/// Which screen the window shows.
#[derive(States, Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Reflect)]
pub enum Screen {
    /// Choose the game, the players and the variants.
    #[default]
    Setup,
    /// A game in progress.
    Playing,
    /// The final sheet: the loser or the winners, and "play again".
    GameOver,
}

/// Where a turn is, while playing.
#[derive(SubStates, Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Reflect)]
#[source(Screen = Screen::Playing)]
pub enum TurnPhase {
    /// Waiting for the player to roll (Space, Enter, a click or the Roll button).
    #[default]
    AwaitRoll,
    /// Dice are in the air; roll input is ignored, skip jumps to the result.
    Rolling,
    /// The result is being announced; any roll input continues at once.
    Showing,
}

/// The order of the game's systems each frame. New input readers go in `RecordInput`;
/// anything that reacts to actions goes in `Update`.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSystems {
    /// Keyboard and pointer input turned into [`GameAction`]s.
    RecordInput,
    /// Actions applied to the session and the states.
    Update,
}

/// Adds the states, the session flow and the input mapping.
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_sub_state::<TurnPhase>()
        .init_resource::<AutosavePath>()
        .register_type::<Screen>()
        .register_type::<TurnPhase>()
        .configure_sets(
            Update,
            (GameSystems::RecordInput, GameSystems::Update).chain(),
        )
        // Commands to the dice take effect in the frame they are given.
        .configure_sets(
            Update,
            GameSystems::Update.before(crate::dice::DiceSystems::Commands),
        );
    app.add_plugins((session::plugin, input::plugin, flow::plugin));
}
