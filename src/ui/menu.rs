//! The menu (Esc): every setting, saved at once, plus new game, rules and quit.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::theme::{palette, size};
use super::{Overlay, UiSystems};
use crate::audio::Sound;
use crate::game::{GameAction, Screen};
use crate::present::{game_title, sound_line};
use crate::rules::options::{ROLLS_PER_HOLE, ROUNDS, TARGET};
use crate::rules::{GameKind, SlamNumberMode};
use crate::services::SettingsStore;
use crate::settings::{ANIMATION_SPEED, Graphics, Settings, Theme, UI_SCALE, VOLUME};
use crate::sound::SoundStatus;

/// Share of the window's height the menu may take before it scrolls.
const MAX_HEIGHT: f32 = 0.75;

fn draw_menu(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Overlay>>,
    mut store: ResMut<SettingsStore>,
    screen: Res<State<Screen>>,
    mut actions: MessageWriter<GameAction>,
    mut exit: MessageWriter<AppExit>,
    sound: Option<Res<Sound>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let sound = sound.map_or(SoundStatus::NotBuilt, |s| s.0);
    let mut open = true;
    let mut s = store.settings.clone();
    let in_game = matches!(screen.get(), Screen::Playing | Screen::GameOver);
    egui::Window::new(egui::RichText::new("Menu & settings").size(size::TITLE))
        .open(&mut open)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(ctx.viewport_rect().height() * MAX_HEIGHT)
                .show(ui, |ui| {
                    display_settings(ui, &mut s);
                    ui.separator();
                    sound_settings(ui, &mut s, sound);
                    ui.separator();
                    game_settings(ui, &mut s);
                    if let Some(path) = &store.path {
                        ui.label(
                            egui::RichText::new(format!("Saved to {}", path.display())).small(),
                        );
                    }
                    ui.separator();
                    ui.horizontal(|ui| {
                        if in_game && ui.button("New game / setup").clicked() {
                            actions.write(GameAction::BackToSetup);
                            next.set(Overlay::Closed);
                        }
                        if ui.button("Rules (F1)").clicked() {
                            next.set(Overlay::Rules);
                        }
                        if ui.button("Quit").clicked() {
                            exit.write(AppExit::Success);
                        }
                    });
                });
        });
    if !open {
        next.set(Overlay::Closed);
    }
    if s != store.settings {
        store.settings = s;
        store.request_save();
    }
    Ok(())
}

fn display_settings(ui: &mut egui::Ui, s: &mut Settings) {
    ui.heading("Display");
    let d = &mut s.display;
    let mut pct = d.ui_scale * 100.0;
    let percent = UI_SCALE.start() * 100.0..=UI_SCALE.end() * 100.0;
    let scale = egui::Slider::new(&mut pct, percent)
        .step_by(5.0)
        .suffix(" %");
    ui.add(scale.text("UI scale"));
    d.ui_scale = pct / 100.0;
    let speed = egui::Slider::new(&mut d.animation_speed, ANIMATION_SPEED).step_by(0.25);
    ui.add(speed.suffix("×").text("Animation speed"));
    ui.checkbox(
        &mut d.reduced_motion,
        "Reduced motion (dice appear at rest, no tumbling)",
    );
    ui.checkbox(&mut d.fullscreen, "Fullscreen (F11)");
    ui.horizontal(|ui| {
        ui.label("Theme:");
        ui.radio_value(&mut d.theme, Theme::Dark, "Dark");
        ui.radio_value(&mut d.theme, Theme::Light, "Light");
        ui.radio_value(&mut d.theme, Theme::HighContrast, "High contrast");
    });
    ui.horizontal(|ui| {
        ui.label("Graphics:");
        ui.radio_value(&mut d.graphics, Graphics::Auto, "Auto")
            .on_hover_text("Low without a GPU, else High");
        ui.radio_value(&mut d.graphics, Graphics::Low, "Low");
        ui.radio_value(&mut d.graphics, Graphics::High, "High");
    });
    ui.checkbox(&mut d.odds, "Odds panel (O)");
}

fn sound_settings(ui: &mut egui::Ui, s: &mut Settings, status: SoundStatus) {
    ui.heading("Sound");
    ui.add(egui::Slider::new(&mut s.audio.volume, VOLUME).text("Volume"));
    ui.checkbox(&mut s.audio.muted, "Muted");
    if let Some(why) = sound_line(status) {
        ui.label(egui::RichText::new(why).small());
    }
}

fn game_settings(ui: &mut egui::Ui, s: &mut Settings) {
    ui.heading("Game and variants");
    ui.label(egui::RichText::new("Changes here apply to the next game.").strong());
    ui.horizontal(|ui| {
        for kind in GameKind::ALL {
            ui.radio_value(&mut s.setup.game, kind, game_title(kind));
        }
    });
    let slam = &mut s.setup.slam_dice;
    ui.horizontal(|ui| {
        ui.label("Slam Dice:");
        ui.radio_value(
            &mut slam.slam_number,
            SlamNumberMode::Shared,
            "shared slam number",
        );
        ui.radio_value(
            &mut slam.slam_number,
            SlamNumberMode::PerPlayer,
            "per player",
        );
    });
    ui.horizontal(|ui| {
        ui.add(
            egui::DragValue::new(&mut slam.target)
                .range(TARGET)
                .prefix("target "),
        );
        ui.add(
            egui::DragValue::new(&mut slam.single)
                .range(TARGET)
                .prefix("single +"),
        );
        ui.add(
            egui::DragValue::new(&mut slam.small)
                .range(TARGET)
                .prefix("small +"),
        );
    });
    let golf = &mut s.setup.straight_golf;
    ui.horizontal(|ui| {
        ui.label("Straight Golf:");
        ui.add(
            egui::DragValue::new(&mut golf.rounds)
                .range(ROUNDS)
                .suffix(" holes"),
        );
        let rolls = egui::DragValue::new(&mut golf.rolls_per_hole).range(ROLLS_PER_HOLE);
        ui.add(rolls.suffix(" rolls per hole"));
        ui.checkbox(&mut golf.ordered_straight, "ordered straight");
    });
    if let Some(e) = s.setup.problem() {
        let bad = palette(s.display.theme).bad;
        ui.label(egui::RichText::new(format!("⚠ {e} — not saved until fixed")).color(bad));
    }
    ui.label(egui::RichText::new("Players are named and seated on the setup screen.").small());
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_menu
            .run_if(in_state(Overlay::Menu))
            .in_set(UiSystems::Windows),
    );
}
