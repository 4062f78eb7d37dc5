//! The rules panel (F1): the rules of the game being played, or on the setup screen of
//! the game selected there, with its variants and every "Decided" point.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::theme::size;
use super::{Overlay, UiSystems};
use crate::game::Session;
use crate::present;
use crate::rules::{Game, GameKind};
use crate::services::SettingsStore;

/// Width of the panel when it opens.
const WIDTH: f32 = 640.0;
/// Share of the window's height the text may take before it scrolls.
const MAX_HEIGHT: f32 = 0.7;

fn draw_rules(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Overlay>>,
    store: Res<SettingsStore>,
    session: Option<Res<Session>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let chosen = &store.settings.setup;
    let (kind, slam, golf) = match session.as_deref().map(|s| &s.game) {
        Some(Game::Slam(g)) => (GameKind::SlamDice, *g.options(), chosen.straight_golf),
        Some(Game::Golf(g)) => (GameKind::StraightGolf, chosen.slam_dice, *g.options()),
        None => (chosen.game, chosen.slam_dice, chosen.straight_golf),
    };
    let mut open = true;
    let title = format!("Rules — {}", present::game_title(kind));
    egui::Window::new(egui::RichText::new(title).size(size::TITLE))
        .open(&mut open)
        .default_width(WIDTH)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(ctx.viewport_rect().height() * MAX_HEIGHT)
                .show(ui, |ui| {
                    for (heading, body) in present::rules_text(kind, &slam, &golf) {
                        ui.label(egui::RichText::new(heading).size(size::CARD).strong());
                        ui.label(egui::RichText::new(body).size(size::BODY));
                        ui.add_space(6.0);
                    }
                });
        });
    if !open {
        next.set(Overlay::Closed);
    }
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_rules
            .run_if(in_state(Overlay::Rules))
            .in_set(UiSystems::Windows),
    );
}
