//! The setup screen: choose the game, the players (2–8, renamed, reordered) and the
//! variants; Enter starts with what is shown, R resumes a saved game. What is chosen
//! here is the settings' game setup, saved as it changes.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSystems;
use super::theme::{Palette, call_button, current_palette, player_mark, show_card, size};
use crate::game::{GameAction, Screen};
use crate::present::{self, game_title, seat_mark};
use crate::rules::options::{MAX_NAME_CHARS, MAX_PLAYERS, MIN_PLAYERS, ROUNDS};
use crate::rules::{GameKind, SlamNumberMode};
use crate::services::{AutosavePath, SettingsStore, autosave};
use crate::settings::{DiceMode, Settings};

/// Width of a name field.
const NAME_WIDTH: f32 = 220.0;

fn draw_setup(
    mut contexts: EguiContexts,
    mut store: ResMut<SettingsStore>,
    autosave: Res<AutosavePath>,
    mut actions: MessageWriter<GameAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let p = current_palette(&store);
    let mut s = store.settings.clone();
    show_card(ctx, "Party Dice", 0.0, &p, |ui| {
        ui.vertical_centered(|ui| {
            let title = egui::RichText::new("🎲 Party Dice").size(size::SPLASH);
            ui.label(title.strong().color(p.accent));
        });
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            ui.label(egui::RichText::new("Game").size(size::CARD).strong());
            for kind in GameKind::ALL {
                let text = egui::RichText::new(game_title(kind)).size(size::NAME);
                ui.selectable_value(&mut s.setup.game, kind, text);
            }
        });
        ui.separator();
        players(ui, &mut s.setup.players);
        ui.separator();
        variants(ui, &mut s, &p);
        ui.horizontal(|ui| {
            ui.label("Dice:");
            ui.radio_value(&mut s.dice, DiceMode::Thrown, "thrown on screen");
            ui.radio_value(&mut s.dice, DiceMode::Real, "real dice (type them in)");
        });
        ui.add_space(10.0);
        let problem = s.setup.problem();
        if let Some(e) = &problem {
            ui.label(egui::RichText::new(format!("⚠ {e}")).color(p.bad));
        }
        ui.horizontal(|ui| {
            let start = call_button("Start (Enter)", size::CALL, &p);
            if ui.add_enabled(problem.is_none(), start).clicked() {
                actions.write(GameAction::Start);
            }
            let resume = egui::RichText::new("Resume saved game (R)").size(size::NAME);
            if autosave::exists(&autosave) && ui.button(resume).clicked() {
                actions.write(GameAction::Resume);
            }
            let history = egui::RichText::new("History (H)").size(size::NAME);
            if autosave.history_dir().is_some() && ui.button(history).clicked() {
                actions.write(GameAction::OpenHistory);
            }
        });
    });
    if s != store.settings {
        store.settings = s;
        store.request_save();
    }
    Ok(())
}

fn variants(ui: &mut egui::Ui, s: &mut Settings, p: &Palette) {
    match s.setup.game {
        GameKind::SlamDice => {
            let slam = &mut s.setup.slam_dice;
            ui.horizontal(|ui| {
                ui.label("Slam number:");
                ui.radio_value(
                    &mut slam.slam_number,
                    SlamNumberMode::Shared,
                    "one for everyone",
                );
                let own = "each player their own";
                ui.radio_value(&mut slam.slam_number, SlamNumberMode::PerPlayer, own);
            });
            let rule = present::slam_summary(slam);
            ui.label(egui::RichText::new(rule).color(p.weak));
        }
        GameKind::StraightGolf => {
            let golf = &mut s.setup.straight_golf;
            ui.horizontal(|ui| {
                ui.label("Holes:");
                ui.radio_value(&mut golf.rounds, 9, "9");
                ui.radio_value(&mut golf.rounds, 18, "18");
                ui.add(
                    egui::DragValue::new(&mut golf.rounds)
                        .range(ROUNDS)
                        .suffix(" holes"),
                );
            });
            ui.checkbox(
                &mut golf.ordered_straight,
                "Ordered straight (set dice aside only in order 1, 2, 3…)",
            );
        }
    }
}

/// What the player list editor was asked to do this frame.
enum Edit {
    Swap(usize, usize),
    Remove(usize),
}

fn players(ui: &mut egui::Ui, names: &mut Vec<String>) {
    let heading = format!("Players ({MIN_PLAYERS}–{MAX_PLAYERS}), in seat order");
    ui.label(egui::RichText::new(heading).size(size::CARD).strong());
    let n = names.len();
    let mut edit = None;
    for (i, name) in names.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            player_mark(ui, i, size::NAME).on_hover_text(format!("Mark: {}", seat_mark(i).name));
            ui.label(format!("{}.", i + 1));
            let field = egui::TextEdit::singleline(name)
                .char_limit(MAX_NAME_CHARS)
                .desired_width(NAME_WIDTH)
                .font(egui::TextStyle::Heading);
            ui.add(field);
            let button = |ui: &mut egui::Ui, on: bool, text: &str, hint: &str| {
                ui.add_enabled(on, egui::Button::new(text))
                    .on_hover_text(hint)
                    .clicked()
            };
            if button(ui, i > 0, "⬆", "Move up a seat") {
                edit = Some(Edit::Swap(i, i - 1));
            }
            if button(ui, i + 1 < n, "⬇", "Move down a seat") {
                edit = Some(Edit::Swap(i, i + 1));
            }
            if button(ui, n > MIN_PLAYERS, "✖", "Remove") {
                edit = Some(Edit::Remove(i));
            }
        });
    }
    match edit {
        Some(Edit::Swap(a, b)) => names.swap(a, b),
        Some(Edit::Remove(i)) => {
            names.remove(i);
        }
        None => {}
    }
    if n < MAX_PLAYERS && ui.button("+ Add player").clicked() {
        let free = (n + 1..).map(|k| format!("Player {k}"));
        if let Some(name) = free.into_iter().find(|c| !names.contains(c)) {
            names.push(name);
        }
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
