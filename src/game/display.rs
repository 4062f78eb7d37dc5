//! The display settings applied while the window runs: the dice's speed and reduced
//! motion, and the window mode, follow the settings at once; F11 and O flip their
//! setting, which is saved like any other.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

use super::GameAction;
use crate::dice::DiceMotion;
use crate::services::{AppSystems, SettingsStore};

/// Dice motion and the window mode follow the settings at once.
fn apply_display_settings(
    store: Res<SettingsStore>,
    mut motion: ResMut<DiceMotion>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
) {
    if !store.is_changed() {
        return;
    }
    let d = store.settings.display;
    crate::i18n::set_current(d.language.resolve());
    motion.set_if_neq(DiceMotion {
        speed: d.animation_speed,
        reduced_motion: d.reduced_motion,
    });
    let mode = if d.fullscreen {
        WindowMode::BorderlessFullscreen(MonitorSelection::Current)
    } else {
        WindowMode::Windowed
    };
    for mut window in &mut windows {
        if window.mode != mode {
            window.mode = mode;
        }
    }
}

/// F11 and O flip their setting, which is saved like any other.
fn toggle_display(mut actions: MessageReader<GameAction>, mut store: ResMut<SettingsStore>) {
    for action in actions.read() {
        let display = &mut store.settings.display;
        match action {
            GameAction::ToggleFullscreen => display.fullscreen = !display.fullscreen,
            GameAction::ToggleOdds => display.odds = !display.odds,
            _ => continue,
        }
        store.keep();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            toggle_display.in_set(AppSystems::Update),
            apply_display_settings,
        ),
    );
}
