//! The setup screen: choose the game, the players (2–8, renamed, reordered) and the
//! variants; Enter starts with what is shown, R resumes a saved game.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSystems;
use super::menu::SettingsStore;
use super::style::palette;
use crate::game::{AutosavePath, GameAction, GameSetup, Screen, player_colour};
use crate::rules::options::{MAX_NAME_CHARS, MAX_PLAYERS, MIN_PLAYERS};
use crate::rules::{GameKind, SlamNumberMode};

fn draw_setup(
    mut contexts: EguiContexts,
    mut setup: ResMut<GameSetup>,
    mut store: ResMut<SettingsStore>,
    autosave: Res<AutosavePath>,
    mut actions: MessageWriter<GameAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let p = palette(store.settings.display.theme);
    let before = setup.clone();
    super::style::show_card(ctx, "Party Dice", 0.0, &p, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(
                egui::RichText::new("🎲 Party Dice")
                    .size(40.0)
                    .strong()
                    .color(p.accent),
            );
        });
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new("Game").size(20.0).strong());
            for kind in [GameKind::SlamDice, GameKind::StraightGolf] {
                ui.selectable_value(
                    &mut setup.game,
                    kind,
                    egui::RichText::new(kind.title()).size(22.0),
                );
            }
        });
        ui.separator();
        players(ui, &mut setup);
        ui.separator();
        match setup.game {
            GameKind::SlamDice => {
                ui.horizontal(|ui| {
                    ui.label("Slam number:");
                    ui.radio_value(
                        &mut setup.slam_dice.slam_number,
                        SlamNumberMode::Shared,
                        "one for everyone",
                    );
                    ui.radio_value(
                        &mut setup.slam_dice.slam_number,
                        SlamNumberMode::PerPlayer,
                        "each player their own",
                    );
                });
                ui.label(
                    egui::RichText::new(format!(
                        "Race to exactly {}: Single +{}, Small +{}, Grand Slam finishes.",
                        setup.slam_dice.target, setup.slam_dice.single, setup.slam_dice.small
                    ))
                    .color(p.weak),
                );
            }
            GameKind::StraightGolf => {
                ui.horizontal(|ui| {
                    ui.label("Holes:");
                    ui.radio_value(&mut setup.straight_golf.rounds, 9, "9");
                    ui.radio_value(&mut setup.straight_golf.rounds, 18, "18");
                    ui.add(
                        egui::DragValue::new(&mut setup.straight_golf.rounds)
                            .range(1..=36)
                            .suffix(" holes"),
                    );
                });
                ui.checkbox(
                    &mut setup.straight_golf.ordered_straight,
                    "Ordered straight (set dice aside only in order 1, 2, 3…)",
                );
            }
        }
        ui.add_space(10.0);
        let problem = setup.problem();
        if let Some(e) = &problem {
            ui.label(egui::RichText::new(format!("⚠ {e}")).color(p.bad));
        }
        ui.horizontal(|ui| {
            let start = egui::Button::new(egui::RichText::new("Start (Enter)").size(26.0).strong())
                .fill(p.accent.gamma_multiply(0.4));
            if ui.add_enabled(problem.is_none(), start).clicked() {
                actions.write(GameAction::Start);
            }
            if crate::game::autosave_exists(&autosave)
                && ui
                    .button(egui::RichText::new("Resume saved game (R)").size(22.0))
                    .clicked()
            {
                actions.write(GameAction::Resume);
            }
        });
    });
    if *setup != before {
        // The setup is what the next game uses and what the settings file remembers.
        store.settings.game = setup.game;
        store.settings.players = setup.players.clone();
        store.settings.slam_dice = setup.slam_dice;
        store.settings.straight_golf = setup.straight_golf;
        if setup.problem().is_none() {
            store.request_save();
        }
    }
    Ok(())
}

fn players(ui: &mut egui::Ui, setup: &mut GameSetup) {
    ui.label(
        egui::RichText::new(format!(
            "Players ({MIN_PLAYERS}–{MAX_PLAYERS}), in seat order"
        ))
        .size(20.0)
        .strong(),
    );
    let n = setup.players.len();
    let mut swap: Option<(usize, usize)> = None;
    let mut remove: Option<usize> = None;
    for i in 0..n {
        ui.horizontal(|ui| {
            super::sheet::colour_dot(ui, super::sheet::egui_colour(player_colour(i)), 22.0);
            ui.label(format!("{}.", i + 1));
            let edit = egui::TextEdit::singleline(&mut setup.players[i])
                .char_limit(MAX_NAME_CHARS)
                .desired_width(220.0)
                .font(egui::TextStyle::Heading);
            ui.add(edit);
            if ui
                .add_enabled(i > 0, egui::Button::new("⬆"))
                .on_hover_text("Move up a seat")
                .clicked()
            {
                swap = Some((i, i - 1));
            }
            if ui
                .add_enabled(i + 1 < n, egui::Button::new("⬇"))
                .on_hover_text("Move down a seat")
                .clicked()
            {
                swap = Some((i, i + 1));
            }
            if ui
                .add_enabled(n > MIN_PLAYERS, egui::Button::new("✖"))
                .on_hover_text("Remove")
                .clicked()
            {
                remove = Some(i);
            }
        });
    }
    if let Some((a, b)) = swap {
        setup.players.swap(a, b);
    }
    if let Some(i) = remove {
        setup.players.remove(i);
    }
    if n < MAX_PLAYERS && ui.button("+ Add player").clicked() {
        let mut k = n + 1;
        while setup.players.iter().any(|p| *p == format!("Player {k}")) {
            k += 1;
        }
        setup.players.push(format!("Player {k}"));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_setup
            .in_set(UiSystems::Windows)
            .run_if(in_state(Screen::Setup)),
    );
}
