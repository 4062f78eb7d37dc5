//! The overlay's colours for each theme, and the seats' colours as egui draws them.

use bevy_egui::egui;

use crate::present::Tone;

use crate::seat_look::{pip_colour, seat_mark};
use crate::settings::Theme;
use crate::stores::SettingsStore;

/// The overlay's colours for a theme.
#[derive(Debug, Clone, Copy)]
pub struct Palette {
    /// Panel backgrounds, beside the table.
    pub panel: egui::Color32,
    /// Cards and windows over the screen (setup, game over, menu, rules, notices): opaque,
    /// so nothing behind them reads through their text.
    pub opaque: egui::Color32,
    /// Ordinary text.
    pub text: egui::Color32,
    /// Secondary text.
    pub weak: egui::Color32,
    /// Highlights: the current hole, whose turn.
    pub accent: egui::Color32,
    /// Good news.
    pub good: egui::Color32,
    /// Bad news.
    pub bad: egui::Color32,
}

/// The palette of a theme.
pub fn palette(theme: Theme) -> Palette {
    match theme {
        Theme::Dark => Palette {
            panel: egui::Color32::from_rgba_unmultiplied(20, 24, 30, 235),
            opaque: egui::Color32::from_rgb(20, 24, 30),
            text: egui::Color32::from_rgb(235, 235, 235),
            weak: egui::Color32::from_rgb(160, 165, 175),
            accent: egui::Color32::from_rgb(255, 200, 60),
            good: egui::Color32::from_rgb(110, 220, 130),
            bad: egui::Color32::from_rgb(255, 110, 100),
        },
        Theme::Light => Palette {
            panel: egui::Color32::from_rgba_unmultiplied(245, 243, 238, 240),
            opaque: egui::Color32::from_rgb(245, 243, 238),
            text: egui::Color32::from_rgb(25, 25, 30),
            weak: egui::Color32::from_rgb(90, 90, 100),
            accent: egui::Color32::from_rgb(170, 90, 0),
            good: egui::Color32::from_rgb(0, 120, 50),
            bad: egui::Color32::from_rgb(190, 20, 20),
        },
        Theme::HighContrast => Palette {
            panel: egui::Color32::from_rgb(0, 0, 0),
            opaque: egui::Color32::from_rgb(0, 0, 0),
            text: egui::Color32::WHITE,
            weak: egui::Color32::from_rgb(220, 220, 220),
            accent: egui::Color32::from_rgb(255, 230, 0),
            good: egui::Color32::from_rgb(0, 255, 120),
            bad: egui::Color32::from_rgb(255, 80, 80),
        },
    }
}

/// The theme's palette, from the settings in use.
pub(crate) fn current_palette(store: &SettingsStore) -> Palette {
    palette(store.settings.display.theme)
}

/// A tone's colour in a palette.
pub(crate) fn tone_colour(tone: Tone, p: &Palette) -> egui::Color32 {
    match tone {
        Tone::Good => p.good,
        Tone::Bad => p.bad,
        Tone::Info => p.accent,
    }
}

/// Seat `seat`'s colour ([`seat_mark`]).
pub(crate) fn seat_colour(seat: usize) -> egui::Color32 {
    let [r, g, b] = seat_mark(seat).colour;
    egui::Color32::from_rgb(r, g, b)
}

/// The pips that stand out on seat `seat`'s dice ([`pip_colour`]).
pub(crate) fn seat_pip_colour(seat: usize) -> egui::Color32 {
    let [r, g, b] = pip_colour(seat_mark(seat).colour);
    egui::Color32::from_rgb(r, g, b)
}
