//! The history's Dice tab: for every tally (all kept games' dice thrown on screen, the
//! real dice typed in, then each player's), how often each face came up as bars against
//! the count fair dice give, each face's count, the chi-square test and its plain
//! sentence; then every player's luck against the exact odds. A class that types in its
//! real dice can test them here.

use crate::t;
use bevy_egui::egui;

use super::theme::{Palette, die_face, noted, size, spoken_as, tone_colour};
use crate::history::Stats;
use crate::present::{self, DiceRow};
use crate::rules::Face;

/// Width (points) from which a tally's bars stand beside its numbers.
const SIDE_BY_SIDE: f32 = 560.0;
/// Width of one face's bar, and the gap between bars (points).
const BAR: f32 = 16.0;
const BAR_GAP: f32 = 5.0;
/// Height of the bars' box (points).
const BARS_HEIGHT: f32 = 64.0;
/// Side of the die faces over the counts (points).
const FACE: f32 = 18.0;
/// The flat die faces' colours: ivory with black pips, as the table's own dice.
const IVORY: egui::Color32 = egui::Color32::from_rgb(240, 234, 220);
const PIP: egui::Color32 = egui::Color32::from_rgb(25, 25, 25);

/// What the Dice tab shows: a row per tally ([`present::dice_rows`]) and every
/// player's luck in each game.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct DiceTab {
    /// The tallies: every kept game's dice thrown, typed, then each player's.
    pub rows: Vec<DiceRow>,
    /// "Straight Golf: Ann scored …", a line per player and game.
    pub luck: Vec<String>,
}

impl DiceTab {
    /// The tab for these statistics.
    pub fn of(stats: &Stats) -> Self {
        Self {
            rows: present::dice_rows(stats),
            luck: present::stats_luck_lines(stats),
        }
    }
}

/// The Dice tab.
pub(super) fn dice_tab(ui: &mut egui::Ui, tab: &DiceTab, p: &Palette) {
    noted(
        &ui.ctx().clone(),
        egui::ScrollArea::vertical()
            .id_salt("dice")
            .auto_shrink([false, false])
            .min_scrolled_height(size::BODY * 2.0)
            .show(ui, |ui| {
                for row in &tab.rows {
                    tally(ui, row, p);
                    ui.separator();
                }
                ui.label(
                    egui::RichText::new(t!("dice-tab-luck"))
                        .size(size::CARD)
                        .strong(),
                );
                if tab.luck.is_empty() {
                    let none = t!("dice-tab-no-game");
                    ui.label(egui::RichText::new(none).size(size::NOTE).color(p.weak));
                }
                for line in &tab.luck {
                    let text = egui::RichText::new(line).size(size::NOTE);
                    ui.add(egui::Label::new(text).wrap());
                }
            }),
    );
}

/// One tally: its title, then its bars beside (or over) its counts, test and sentence.
fn tally(ui: &mut egui::Ui, row: &DiceRow, p: &Palette) {
    let title = t!(
        "dice-tab-tally",
        who = &row.who,
        source = &row.source,
        dice = t!("dice-count", n = row.counts.total())
    );
    ui.add(egui::Label::new(egui::RichText::new(title).size(size::CARD).strong()).wrap());
    let numbers = |ui: &mut egui::Ui| {
        ui.vertical(|ui| {
            counts(ui, row, p);
            let test = t!(
                "dice-tab-test",
                expected = &row.expected,
                chi2 = &row.chi2,
                p = &row.p_value
            );
            ui.label(egui::RichText::new(test).size(size::NOTE).color(p.weak));
            let says = egui::RichText::new(&row.says)
                .size(size::NOTE)
                .color(tone_colour(row.tone, p));
            ui.add(egui::Label::new(says).wrap());
        });
    };
    if ui.available_width() >= SIDE_BY_SIDE {
        ui.horizontal_top(|ui| {
            bars(ui, row, p);
            numbers(ui);
        });
    } else {
        bars(ui, row, p);
        numbers(ui);
    }
}

/// Each face beside its count, in a row that wraps in a narrow window.
fn counts(ui: &mut egui::Ui, row: &DiceRow, p: &Palette) {
    ui.horizontal_wrapped(|ui| {
        for (face, count) in Face::ALL.into_iter().zip(&row.faces) {
            let die = die_face(ui, face, FACE, IVORY, PIP, None);
            spoken_as(
                &die,
                egui::WidgetType::Image,
                &t!("dice-tab-face", face = face.to_string()),
            );
            ui.label(egui::RichText::new(count).size(size::NOTE).color(p.text));
            ui.add_space(8.0);
        }
    });
}

/// Each face's count as a bar, the count fair dice give as a line across them: an even
/// row of bars reads fair at a glance, one tall bar loaded.
fn bars(ui: &mut egui::Ui, row: &DiceRow, p: &Palette) {
    let width = 6.0 * BAR + 5.0 * BAR_GAP;
    let (rect, response) =
        ui.allocate_exact_size(egui::vec2(width, BARS_HEIGHT), egui::Sense::hover());
    let counts = row.counts.counts;
    let expected = row.counts.expected();
    let most = counts
        .iter()
        .map(|&c| c as f64)
        .fold(expected, f64::max)
        .max(1.0);
    let painter = ui.painter_at(rect);
    let y = |value: f64| rect.bottom() - (value / most) as f32 * rect.height();
    for (k, &c) in counts.iter().enumerate() {
        let left = rect.left() + k as f32 * (BAR + BAR_GAP);
        let bar = egui::Rect::from_min_max(
            egui::pos2(left, y(c as f64)),
            egui::pos2(left + BAR, rect.bottom()),
        );
        painter.rect_filled(bar, 2.0, p.weak);
    }
    if row.counts.total() > 0 {
        let line = egui::Stroke::new(2.0, p.accent);
        painter.hline(rect.x_range(), y(expected), line);
    }
    let spoken = t!(
        "dice-tab-spoken",
        counts = row.faces.join(&t!("list-separator")),
        expected = &row.expected
    );
    spoken_as(&response, egui::WidgetType::Image, &spoken);
}
