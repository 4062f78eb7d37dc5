//! The game-over screen: the verdict (the loser, or the winners) over the final sheet,
//! with "Play again" and "New setup".

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSystems;
use super::sheet::{golf_card, slam_sheet};
use super::theme::{call_button, current_palette, show_card, size, tone_colour};
use crate::game::{GameAction, Screen, Session};
use crate::rules::Game;
use crate::services::SettingsStore;

/// How far above the centre the card sits, so the table shows below it.
const LIFT: f32 = 60.0;

fn draw_game_over(
    mut contexts: EguiContexts,
    session: Res<Session>,
    store: Res<SettingsStore>,
    mut actions: MessageWriter<GameAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let p = current_palette(&store);
    let verdict = crate::present::verdict(&session.game).unwrap_or_default();
    show_card(ctx, "Game over", LIFT, &p, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(
                egui::RichText::new("Game over")
                    .size(size::CALL)
                    .color(p.weak),
            );
            ui.label(
                egui::RichText::new(&verdict.title)
                    .size(size::VERDICT)
                    .strong()
                    .color(tone_colour(verdict.tone, &p)),
            );
        });
        ui.add_space(8.0);
        match &session.game {
            Game::Golf(g) => golf_card(ui, g, &p),
            Game::Slam(g) => slam_sheet(ui, g, &p),
        };
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            if ui
                .add(call_button("Play again (Enter)", size::TITLE, &p))
                .clicked()
            {
                actions.write(GameAction::PlayAgain);
            }
            let setup = egui::RichText::new("New setup").size(size::CARD);
            if ui.button(setup).clicked() {
                actions.write(GameAction::BackToSetup);
            }
        });
    });
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
