//! The game as the window plays it: screens and turn phases as Bevy states, the rules
//! engine held as a resource, and the flow roll → throw → show.
//!
//! Bevy never decides an outcome here: `rules` rolls, `throw` simulates a throw that
//! lands on those values, the dice plugin plays it, and only then are the events shown.

mod audience;
mod display;
mod drama;
mod entry;
mod flow;
mod host_controls;
mod input;
mod odds;
mod online;
mod phone_bridge;
mod session;
mod story;
mod watch;

use bevy::prelude::*;

pub use audience::AudienceHall;
#[cfg(test)]
pub use drama::DRAMA_LEAST;
pub use entry::DiceEntry;
pub(crate) use entry::types_dice;
pub(crate) use flow::Announcement;
#[cfg(feature = "shots")]
pub(crate) use flow::StartSession;
pub use flow::{LastRoll, NextSeed};
pub use input::{GameAction, WatchStep};
pub(crate) use input::{OverlayFocus, egui_not_typing};
pub use odds::OddsView;
pub(crate) use online::OnlineSwitch;
pub use phone_bridge::{OnlineAsked, OnlineLink, Phones, PhonesAsked, PhonesSwitch};
pub use session::{Landed, Session};
pub use story::{StoryView, ToldStory};
pub use watch::{WatchGame, Watching};

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
    /// Past games and the players' statistics; a game opened here is watched again.
    History,
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

/// Adds the states, the display settings, the session flow and the input mapping.
pub fn plugin(app: &mut App) {
    app.init_state::<Screen>()
        .add_sub_state::<TurnPhase>()
        .register_type::<Screen>()
        .register_type::<TurnPhase>();
    app.add_plugins((
        display::plugin,
        drama::plugin,
        input::plugin,
        flow::plugin,
        entry::plugin,
        odds::plugin,
        story::plugin,
        watch::plugin,
        phone_bridge::plugin,
        online::plugin,
        host_controls::plugin,
        audience::plugin,
    ));
}
