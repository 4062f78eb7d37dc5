//! The overlay's colours for each theme, and the seats' colours as egui draws them.

use bevy_egui::egui;

use crate::present::Tone;

use crate::seat_look::{pip_colour, seat_mark};
use crate::settings::Theme;
use crate::stores::SettingsStore;

/// The overlay's colours for a theme. Dark and Light are chosen with the table: the
/// walnut of its wood, the cream of ivory dice, the brass of a lamp, the felt's green;
/// High contrast is black and white. Every text colour reads at 4.5:1 or more on the
/// panels and cards it is drawn on (tested).
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
    /// The main button's face (Roll, Start): brass.
    pub call: egui::Color32,
    /// The main button's words.
    pub on_call: egui::Color32,
    /// An ordinary button's face.
    pub button: egui::Color32,
    /// An ordinary button as it is pointed at.
    pub button_hover: egui::Color32,
    /// Edges and rules between parts of a panel.
    pub line: egui::Color32,
    /// What is picked (a selected choice, a text selection): the felt's green.
    pub picked: egui::Color32,
}

/// The palette of a theme.
pub fn palette(theme: Theme) -> Palette {
    use egui::Color32 as C;
    match theme {
        // Walnut and brass.
        Theme::Dark => Palette {
            panel: C::from_rgba_unmultiplied(34, 25, 19, 240),
            opaque: C::from_rgb(34, 25, 19),
            text: C::from_rgb(246, 236, 220),
            weak: C::from_rgb(201, 181, 156),
            accent: C::from_rgb(240, 188, 84),
            good: C::from_rgb(134, 214, 140),
            bad: C::from_rgb(255, 138, 117),
            call: C::from_rgb(232, 176, 74),
            on_call: C::from_rgb(36, 23, 12),
            button: C::from_rgb(70, 51, 39),
            button_hover: C::from_rgb(92, 67, 50),
            line: C::from_rgb(96, 72, 55),
            picked: C::from_rgb(47, 107, 74),
        },
        // A score card on paper: parchment, ink and brass.
        Theme::Light => Palette {
            panel: C::from_rgba_unmultiplied(246, 238, 222, 242),
            opaque: C::from_rgb(246, 238, 222),
            text: C::from_rgb(40, 28, 18),
            weak: C::from_rgb(98, 78, 60),
            accent: C::from_rgb(150, 78, 0),
            good: C::from_rgb(0, 110, 45),
            bad: C::from_rgb(180, 25, 20),
            call: C::from_rgb(214, 150, 50),
            on_call: C::from_rgb(33, 21, 10),
            button: C::from_rgb(232, 218, 194),
            button_hover: C::from_rgb(221, 203, 172),
            line: C::from_rgb(200, 180, 150),
            picked: C::from_rgb(160, 205, 175),
        },
        Theme::HighContrast => Palette {
            panel: C::from_rgb(0, 0, 0),
            opaque: C::from_rgb(0, 0, 0),
            text: C::WHITE,
            weak: C::from_rgb(220, 220, 220),
            accent: C::from_rgb(255, 230, 0),
            good: C::from_rgb(0, 255, 120),
            bad: C::from_rgb(255, 80, 80),
            call: C::from_rgb(255, 230, 0),
            on_call: C::BLACK,
            button: C::from_rgb(0, 0, 0),
            button_hover: C::from_rgb(40, 40, 40),
            line: C::WHITE,
            picked: C::from_rgb(0, 90, 200),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// WCAG's contrast ratio of two opaque colours ([`crate::seat_look::contrast_ratio`]).
    fn contrast(a: egui::Color32, b: egui::Color32) -> f32 {
        crate::seat_look::contrast_ratio([a.r(), a.g(), a.b()], [b.r(), b.g(), b.b()])
    }

    #[test]
    fn every_text_reads_at_four_and_a_half_to_one_in_every_theme() {
        for theme in [Theme::Dark, Theme::Light, Theme::HighContrast] {
            let p = palette(theme);
            // The panels are nearly opaque over the table: judged as their own colour.
            let grounds = [("panel", p.panel.to_opaque()), ("card", p.opaque)];
            for (ground, under) in grounds {
                for (what, colour) in [
                    ("text", p.text),
                    ("weak", p.weak),
                    ("accent", p.accent),
                    ("good", p.good),
                    ("bad", p.bad),
                ] {
                    let ratio = contrast(colour, under);
                    assert!(ratio >= 4.5, "{theme:?}: {what} on {ground}: {ratio:.2}");
                }
            }
            for (what, colour, under) in [
                ("main button", p.on_call, p.call),
                ("button", p.text, p.button),
                ("button pointed at", p.text, p.button_hover),
                ("picked", p.text, p.picked),
            ] {
                let ratio = contrast(colour, under);
                assert!(ratio >= 4.5, "{theme:?}: {what}: {ratio:.2}");
            }
        }
    }
}
