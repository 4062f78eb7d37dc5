//! The menu (Esc) with every setting, the rules panel (F1), the game-over sheet and the
//! notices; the settings resource that applies and saves changes.

use std::path::PathBuf;
use std::sync::Arc;

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::style::palette;
use super::{Overlay, UiSystems};
use crate::dice::DiceMotion;
use crate::game::{GameAction, GameSetup, GameSystems, Notices, Screen, Session};
use crate::rules::{Game, GameKind, SlamNumberMode};
use crate::settings::{self, Settings, SettingsError, Theme};

/// The settings in use, where they are saved, and what went wrong loading them.
#[derive(Resource, Debug, Clone)]
pub struct SettingsStore {
    /// The settings in use (defaults if the file was broken).
    pub settings: Settings,
    /// The file they are saved to; `None` never saves (tests).
    pub path: Option<PathBuf>,
    /// The error from loading the file, while the broken file is still there.
    pub load_error: Option<Arc<SettingsError>>,
    /// Seconds until a requested save happens (changes are saved shortly after the last
    /// one, so a dragged slider does not write the file every frame).
    save_in: Option<f32>,
}

impl SettingsStore {
    /// Settings that are not saved anywhere.
    pub fn unsaved(settings: Settings) -> Self {
        Self {
            settings,
            path: None,
            load_error: None,
            save_in: None,
        }
    }

    /// Settings loaded from `path` (with the error, if the file was broken).
    pub fn loaded(settings: Settings, path: PathBuf, load_error: Option<SettingsError>) -> Self {
        Self {
            settings,
            path: Some(path),
            load_error: load_error.map(Arc::new),
            save_in: None,
        }
    }

    /// Saves soon.
    pub fn request_save(&mut self) {
        self.save_in = Some(0.4);
    }
}

impl Default for SettingsStore {
    fn default() -> Self {
        Self::unsaved(Settings::default())
    }
}

/// Saves requested changes; a broken file is kept beside the new one, never lost.
fn save_settings(time: Res<Time>, mut store: ResMut<SettingsStore>, mut notices: ResMut<Notices>) {
    let Some(left) = store.save_in else { return };
    let left = left - time.delta_secs();
    if left > 0.0 {
        store.save_in = Some(left);
        return;
    }
    store.save_in = None;
    let Some(path) = store.path.clone() else {
        return;
    };
    match settings::save(&path, &store.settings, store.load_error.as_deref()) {
        Ok(outcome) => {
            if outcome.kept_broken.is_some() {
                notices.0.push(outcome.notice());
            }
            store.load_error = None;
        }
        Err(e) => notices.0.push(format!("Settings not saved: {e}")),
    }
}

/// Display settings take effect at once.
fn apply_display_settings(
    store: Res<SettingsStore>,
    mut motion: ResMut<DiceMotion>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    if !store.is_changed() {
        return;
    }
    let d = store.settings.display;
    motion.set_if_neq(DiceMotion {
        speed: d.animation_speed,
        reduced_motion: d.reduced_motion,
    });
    for mut window in &mut windows {
        let mode = if d.fullscreen {
            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
        } else {
            WindowMode::Windowed
        };
        if window.mode != mode {
            window.mode = mode;
        }
    }
}

fn toggle_overlays(
    mut actions: MessageReader<GameAction>,
    mut overlay: ResMut<Overlay>,
    mut store: ResMut<SettingsStore>,
) {
    for action in actions.read() {
        match action {
            GameAction::ToggleMenu => overlay.menu = !overlay.menu,
            GameAction::ToggleRules => overlay.rules = !overlay.rules,
            GameAction::ToggleFullscreen => {
                store.settings.display.fullscreen = !store.settings.display.fullscreen;
                store.request_save();
            }
            _ => {}
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn draw_menu(
    mut contexts: EguiContexts,
    mut overlay: ResMut<Overlay>,
    mut store: ResMut<SettingsStore>,
    mut setup: ResMut<GameSetup>,
    screen: Res<State<Screen>>,
    mut actions: MessageWriter<GameAction>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    if !overlay.menu {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut s = store.settings.clone();
    let before_setup = setup.clone();
    egui::Window::new(egui::RichText::new("Menu & settings").size(24.0))
        .open(&mut open)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical().max_height(ctx.viewport_rect().height() * 0.75).show(ui, |ui| {
                ui.heading("Display");
                let mut pct = s.display.ui_scale * 100.0;
                ui.add(egui::Slider::new(&mut pct, 100.0..=250.0).step_by(5.0).suffix(" %").text("UI scale"));
                s.display.ui_scale = pct / 100.0;
                ui.add(egui::Slider::new(&mut s.display.animation_speed, 0.25..=3.0).step_by(0.25).suffix("×").text("Animation speed"));
                ui.checkbox(&mut s.display.reduced_motion, "Reduced motion (dice appear at rest, no tumbling)");
                ui.checkbox(&mut s.display.fullscreen, "Fullscreen (F11)");
                ui.horizontal(|ui| {
                    ui.label("Theme:");
                    ui.radio_value(&mut s.display.theme, Theme::Dark, "Dark");
                    ui.radio_value(&mut s.display.theme, Theme::Light, "Light");
                    ui.radio_value(&mut s.display.theme, Theme::HighContrast, "High contrast");
                });
                ui.separator();
                ui.heading("Sound");
                ui.add(egui::Slider::new(&mut s.audio.volume, 0.0..=1.0).text("Volume"));
                ui.checkbox(&mut s.audio.muted, "Muted");
                ui.label(egui::RichText::new("This version has no sound effects yet; the volume is kept for when it does.").small());
                ui.separator();
                ui.heading("Game and variants");
                ui.label(egui::RichText::new("Changes here apply to the next game.").strong());
                ui.horizontal(|ui| {
                    ui.radio_value(&mut setup.game, GameKind::SlamDice, "Slam Dice");
                    ui.radio_value(&mut setup.game, GameKind::StraightGolf, "Straight Golf");
                });
                ui.horizontal(|ui| {
                    ui.label("Slam Dice:");
                    ui.radio_value(&mut setup.slam_dice.slam_number, SlamNumberMode::Shared, "shared slam number");
                    ui.radio_value(&mut setup.slam_dice.slam_number, SlamNumberMode::PerPlayer, "per player");
                });
                ui.horizontal(|ui| {
                    ui.add(egui::DragValue::new(&mut setup.slam_dice.target).range(1..=1000).prefix("target "));
                    ui.add(egui::DragValue::new(&mut setup.slam_dice.single).range(1..=999).prefix("single +"));
                    ui.add(egui::DragValue::new(&mut setup.slam_dice.small).range(2..=1000).prefix("small +"));
                });
                ui.horizontal(|ui| {
                    ui.label("Straight Golf:");
                    ui.add(egui::DragValue::new(&mut setup.straight_golf.rounds).range(1..=36).suffix(" holes"));
                    ui.add(egui::DragValue::new(&mut setup.straight_golf.rolls_per_hole).range(1..=6).suffix(" rolls per hole"));
                    ui.checkbox(&mut setup.straight_golf.ordered_straight, "ordered straight");
                });
                if let Some(e) = setup.problem() {
                    ui.label(egui::RichText::new(format!("⚠ {e} — not saved until fixed")).color(egui::Color32::from_rgb(255, 110, 100)));
                }
                ui.label(egui::RichText::new("Players are named and seated on the setup screen.").small());
                if let Some(path) = &store.path {
                    ui.label(egui::RichText::new(format!("Saved to {}", path.display())).small());
                }
                ui.separator();
                ui.horizontal(|ui| {
                    if *screen.get() != Screen::Setup && ui.button("New game / setup").clicked() {
                        actions.write(GameAction::BackToSetup);
                        overlay.menu = false;
                    }
                    if ui.button("Rules (F1)").clicked() {
                        overlay.rules = true;
                    }
                    if ui.button("Quit").clicked() {
                        exit.write(AppExit::Success);
                    }
                });
            });
        });
    if !open {
        overlay.menu = false;
    }
    let setup_changed = *setup != before_setup;
    if setup_changed {
        s.game = setup.game;
        s.slam_dice = setup.slam_dice;
        s.straight_golf = setup.straight_golf;
    }
    if s != store.settings {
        store.settings = s;
        if setup.problem().is_none() {
            store.request_save();
        }
    }
    Ok(())
}

fn draw_rules(
    mut contexts: EguiContexts,
    mut overlay: ResMut<Overlay>,
    setup: Res<GameSetup>,
    session: Option<Res<Session>>,
) -> Result {
    if !overlay.rules {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let (kind, slam, golf) = match session.as_deref().map(|s| &s.game) {
        Some(Game::Slam(g)) => (GameKind::SlamDice, *g.options(), setup.straight_golf),
        Some(Game::Golf(g)) => (GameKind::StraightGolf, setup.slam_dice, *g.options()),
        None => (setup.game, setup.slam_dice, setup.straight_golf),
    };
    let mut open = true;
    egui::Window::new(egui::RichText::new(format!("Rules — {}", kind.title())).size(24.0))
        .open(&mut open)
        .default_width(640.0)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .show(ctx, |ui| {
            egui::ScrollArea::vertical()
                .max_height(ctx.viewport_rect().height() * 0.7)
                .show(ui, |ui| {
                    for (heading, body) in super::rules_text(kind, &slam, &golf) {
                        ui.label(egui::RichText::new(heading).size(20.0).strong());
                        ui.label(egui::RichText::new(body).size(17.0));
                        ui.add_space(6.0);
                    }
                });
        });
    if !open {
        overlay.rules = false;
    }
    Ok(())
}

fn draw_game_over(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    store: Res<SettingsStore>,
    mut actions: MessageWriter<GameAction>,
) -> Result {
    let Some(session) = session else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let p = palette(store.settings.display.theme);
    let names = session.game.players();
    let (title, colour) = match &session.game {
        Game::Slam(g) => (
            format!(
                "{} is the loser!",
                g.loser()
                    .and_then(|l| names.get(l))
                    .cloned()
                    .unwrap_or_default()
            ),
            p.bad,
        ),
        Game::Golf(g) => {
            let who: Vec<String> = g
                .winners()
                .iter()
                .filter_map(|w| names.get(*w).cloned())
                .collect();
            let verb = if who.len() == 1 {
                "wins"
            } else {
                "share the win"
            };
            (format!("{} {verb}!", who.join(" & ")), p.good)
        }
    };
    super::style::show_card(ctx, "Game over", 60.0, &p, |ui| {
        ui.vertical_centered(|ui| {
            ui.label(egui::RichText::new("Game over").size(26.0).color(p.weak));
            ui.label(egui::RichText::new(title).size(46.0).strong().color(colour));
        });
        ui.add_space(8.0);
        match &session.game {
            Game::Golf(g) => super::sheet::golf_card(ui, g, &p),
            Game::Slam(g) => super::sheet::slam_sheet(ui, g, &p),
        }
        ui.add_space(12.0);
        ui.horizontal(|ui| {
            let again = egui::Button::new(
                egui::RichText::new("Play again (Enter)")
                    .size(24.0)
                    .strong(),
            )
            .fill(p.accent.gamma_multiply(0.4));
            if ui.add(again).clicked() {
                actions.write(GameAction::PlayAgain);
            }
            if ui
                .button(egui::RichText::new("New setup").size(20.0))
                .clicked()
            {
                actions.write(GameAction::BackToSetup);
            }
        });
    });
    Ok(())
}

fn draw_notices(mut contexts: EguiContexts, mut notices: ResMut<Notices>) -> Result {
    if notices.0.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut dismiss = false;
    egui::Window::new(egui::RichText::new("⚠ Notice").size(20.0))
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -20.0])
        .collapsible(false)
        .resizable(false)
        .default_width(720.0)
        .show(ctx, |ui| {
            for n in &notices.0 {
                ui.label(egui::RichText::new(n).size(16.0));
            }
            if ui.button("OK").clicked() {
                dismiss = true;
            }
        });
    if dismiss {
        notices.0.clear();
    }
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SettingsStore>()
        .add_systems(
            Update,
            (
                toggle_overlays.in_set(GameSystems::Update),
                apply_display_settings,
                save_settings,
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                draw_game_over.run_if(in_state(Screen::GameOver)),
                draw_menu,
                draw_rules,
                draw_notices,
            )
                .chain()
                .in_set(UiSystems::Windows),
        );
}
