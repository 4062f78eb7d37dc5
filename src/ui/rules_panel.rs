//! The rules panel (F1): the rules of the game being played, or on the setup screen of
//! the game selected there, with its variants and every "Decided" point.

use crate::t;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Overlay;
use super::theme::{
    CardPlaces, CardSpec, Palette, call_button, current_palette, fitted_text, screen_card, size,
};
use crate::frame::AppSystems;
use crate::game::Session;
use crate::present;
use crate::rules::{Game, GameKind, GameSetup};
use crate::stores::SettingsStore;

/// Width of the panel where the window has room.
const WIDTH: f32 = 640.0;

/// The rules of `setup`'s game with its house rules; returns whether Close was clicked.
pub fn rules_screen(ctx: &egui::Context, setup: &GameSetup, p: &Palette) -> (CardPlaces, bool) {
    let kind = setup.game;
    let mut close = false;
    let spec = CardSpec::centred("rules", WIDTH);
    let title = [
        t!("rules-panel-title", game = present::game_title(kind)),
        present::game_title(kind).to_string(),
    ];
    let header = |ui: &mut egui::Ui| {
        fitted_text(ui, &title, &[size::TITLE, size::NAME], p.text);
    };
    let body = |ui: &mut egui::Ui| {
        for (heading, text) in present::rules_text(kind, &setup.slam_dice, &setup.straight_golf) {
            ui.add(egui::Label::new(egui::RichText::new(heading).size(size::CARD).strong()).wrap());
            ui.add(egui::Label::new(egui::RichText::new(text).size(size::BODY)).wrap());
            ui.add_space(6.0);
        }
    };
    let footer = |ui: &mut egui::Ui| {
        close = ui
            .add(call_button(&t!("rules-panel-close"), size::NAME, p))
            .clicked();
    };
    (screen_card(ctx, spec, p, header, body, footer), close)
}

/// The game whose rules are shown: the one being played, else the one chosen for the
/// next game.
fn shown_setup(chosen: &GameSetup, session: Option<&Session>) -> GameSetup {
    let mut setup = chosen.clone();
    match session.map(|s| &s.game) {
        Some(Game::Slam(g)) => {
            setup.game = GameKind::SlamDice;
            setup.slam_dice = *g.options();
        }
        Some(Game::Golf(g)) => {
            setup.game = GameKind::StraightGolf;
            setup.straight_golf = *g.options();
        }
        None => {}
    }
    setup
}

fn draw_rules(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Overlay>>,
    store: Res<SettingsStore>,
    session: Option<Res<Session>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let setup = shown_setup(&store.settings.setup, session.as_deref());
    let (_, close) = rules_screen(ctx, &setup, &current_palette(&store));
    if close {
        next.set(Overlay::Closed);
    }
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_rules
            .run_if(in_state(Overlay::Rules))
            .in_set(AppSystems::UiWindows),
    );
}
