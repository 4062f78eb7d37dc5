//! The game-over screen: the verdict (the loser, or the winners) over the final sheet,
//! with "Play again" and "New setup" at the bottom, always in view.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSystems;
use super::sheet::{golf_card, slam_sheet};
use super::theme::{
    CardPlaces, CardSpec, Palette, call_button, current_palette, fitted_text, screen_card,
    short_screen, size, tone_colour,
};
use crate::game::{GameAction, Screen, Session};
use crate::rules::Game;
use crate::services::SettingsStore;

/// Width of the card where the window has room.
const WIDTH: f32 = 680.0;

/// The game-over card for `game`; the buttons clicked go to `actions`.
pub fn game_over_screen(
    ctx: &egui::Context,
    game: &Game,
    p: &Palette,
    actions: &mut Vec<GameAction>,
) -> CardPlaces {
    let verdict = crate::present::verdict(game).unwrap_or_default();
    let spec = CardSpec {
        id: "game-over",
        width: WIDTH,
        anchor: egui::Align2::CENTER_CENTER,
        scroll: true,
    };
    let short = short_screen(ctx);
    let header = |ui: &mut egui::Ui| {
        ui.vertical_centered(|ui| {
            // A short window leaves the verdict alone: it says the game is over.
            if !short {
                let over = egui::RichText::new("Game over")
                    .size(size::CALL)
                    .color(p.weak);
                ui.label(over);
            }
            let sizes: &[f32] = if short {
                &[size::BANNER, size::TITLE, size::NAME]
            } else {
                &[size::VERDICT, size::SPLASH, size::BANNER, size::CALL]
            };
            let colour = tone_colour(verdict.tone, p);
            fitted_text(ui, std::slice::from_ref(&verdict.title), sizes, colour);
        });
    };
    let body = |ui: &mut egui::Ui| {
        match game {
            Game::Golf(g) => golf_card(ui, g, p),
            Game::Slam(g) => slam_sheet(ui, g, p),
        };
    };
    let footer = |ui: &mut egui::Ui| {
        ui.horizontal_wrapped(|ui| {
            let again = if short {
                "Play again"
            } else {
                "Play again (Enter)"
            };
            if ui.add(call_button(again, size::TITLE, p)).clicked() {
                actions.push(GameAction::PlayAgain);
            }
            let setup = egui::RichText::new("New setup").size(size::CARD);
            if ui.button(setup).clicked() {
                actions.push(GameAction::BackToSetup);
            }
        });
    };
    screen_card(ctx, spec, p, header, body, footer)
}

fn draw_game_over(
    mut contexts: EguiContexts,
    session: Res<Session>,
    store: Res<SettingsStore>,
    mut actions: MessageWriter<GameAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut asked = Vec::new();
    game_over_screen(ctx, &session.game, &current_palette(&store), &mut asked);
    actions.write_batch(asked);
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_game_over
            .run_if(in_state(Screen::GameOver).and_then(resource_exists::<Session>))
            .in_set(UiSystems::Windows),
    );
}
