//! The game as the window plays it: screens and turn phases as Bevy states, the rules
//! engine held as a resource, and the flow roll → throw → show.
//!
//! Bevy never decides an outcome here: `rules` rolls, `throw` simulates a throw that
//! lands on those values, the dice plugin plays it, and only then are the events shown.

pub mod autosave;
mod entry;
mod flow;
mod input;
mod odds;
mod session;
mod settings;
mod watch;

use bevy::prelude::*;

pub use autosave::{AutosaveError, AutosavePath, exists as autosave_exists};
pub use entry::{DiceEntry, dice_word, types_dice, typing_dice};
pub use flow::{Announcement, LastRoll, NextSeed, Notices, ShowTimer, StartSession};
pub use input::{GameAction, egui_not_typing, pointer_on_table};
pub use odds::OddsView;
pub use session::{GameSetup, Landed, ResumeError, RollError, RollPlan, Session};
pub use settings::SettingsStore;
pub use watch::{WatchGame, WatchStep, Watching};

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

/// The order of the game's systems each frame, around the dice's:
/// `RecordInput` → `Update` → dice commands and animation → `Land` → dice follow-ups.
/// New input readers go in `RecordInput`; anything that reacts to actions goes in
/// `Update`; anything that reacts to a throw coming to rest goes in `Land`.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GameSystems {
    /// Keyboard and pointer input turned into [`GameAction`]s.
    RecordInput,
    /// Actions applied to the session and the states.
    Update,
    /// A throw that came to rest this frame is played through the rules and shown.
    Land,
}

/// A colour per seat, for the dice and the scoresheet; distinct under common colour
/// blindness (the Okabe–Ito palette, then two extra).
pub fn player_colour(seat: usize) -> Color {
    const PALETTE: [(u8, u8, u8); 8] = [
        (0, 114, 178),   // blue
        (230, 159, 0),   // orange
        (0, 158, 115),   // green
        (204, 121, 167), // pink
        (86, 180, 233),  // sky
        (213, 94, 0),    // vermilion
        (240, 228, 66),  // yellow
        (120, 120, 120), // grey
    ];
    let (r, g, b) = PALETTE[seat % PALETTE.len()];
    Color::srgb_u8(r, g, b)
}

/// The pip colour that stands out best on a die of colour `body`: white or near-black,
/// by their contrast ratios (WCAG relative luminance). White must win clearly, since
/// the lit die looks lighter than its colour.
pub fn pip_colour(body: Color) -> Color {
    let l = body.to_linear();
    let luminance = 0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue;
    // (1 + 0.05) / (L + 0.05) against white, (L + 0.05) / (dark + 0.05) against the dark.
    let dark = Color::srgb(0.07, 0.07, 0.08);
    let d = dark.to_linear();
    let dark_luminance = 0.2126 * d.red + 0.7152 * d.green + 0.0722 * d.blue;
    if 1.05 / (luminance + 0.05) >= 1.3 * (luminance + 0.05) / (dark_luminance + 0.05) {
        Color::WHITE
    } else {
        dark
    }
}

/// Adds the states, the settings, the session flow and the input mapping.
pub fn plugin(app: &mut App) {
    use crate::dice::DiceSystems;
    app.init_state::<Screen>()
        .add_sub_state::<TurnPhase>()
        .init_resource::<AutosavePath>()
        .register_type::<Screen>()
        .register_type::<TurnPhase>()
        .configure_sets(
            Update,
            (
                GameSystems::RecordInput,
                GameSystems::Update,
                // Commands to the dice take effect in the frame they are given, and a
                // throw that comes to rest is shown in the frame it does.
                DiceSystems::Commands,
                DiceSystems::Animate,
                GameSystems::Land,
                DiceSystems::Decorate,
            )
                .chain(),
        );
    app.add_plugins((
        settings::plugin,
        input::plugin,
        flow::plugin,
        entry::plugin,
        odds::plugin,
        watch::plugin,
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn luminance(c: Color) -> f32 {
        let l = c.to_linear();
        0.2126 * l.red + 0.7152 * l.green + 0.0722 * l.blue
    }

    #[test]
    fn every_players_pips_stand_out_from_their_dice() {
        assert_eq!(pip_colour(player_colour(0)), Color::WHITE, "blue dice");
        assert_ne!(pip_colour(player_colour(6)), Color::WHITE, "yellow dice");
        assert_ne!(pip_colour(player_colour(7)), Color::WHITE, "grey dice");
        for seat in 0..8 {
            let (body, pips) = (
                luminance(player_colour(seat)),
                luminance(pip_colour(player_colour(seat))),
            );
            let contrast = (body.max(pips) + 0.05) / (body.min(pips) + 0.05);
            assert!(contrast >= 3.0, "seat {seat}: contrast {contrast}");
        }
    }
}
