//! The display settings applied while the window runs: the dice's speed and reduced
//! motion, the roller's dice finish and the window mode follow the settings at once; F11 and O flip their
//! setting, which is saved like any other.

use bevy::prelude::*;
use bevy::window::{MonitorSelection, PrimaryWindow, WindowMode};

use super::GameAction;
use crate::dice::{DiceColour, DiceMotion};
use crate::frame::AppSystems;
use crate::settings::Finish;
use crate::stores::SettingsStore;

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

/// The dice take the finish the roller's seat has in the settings (at once when a player
/// picks another, on the setup screen or from a phone).
fn apply_finish(store: Res<SettingsStore>, mut colour: ResMut<DiceColour>) {
    let finish = colour
        .mark
        .map_or(Finish::Solid, |seat| store.settings.finish(seat));
    if colour.finish != finish {
        colour.finish = finish;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            toggle_display.in_set(AppSystems::Update),
            apply_display_settings,
            apply_finish.after(AppSystems::Update),
        ),
    );
}
