//! The scoresheets, drawn for the playing HUD and the game-over card: the golf card and
//! the Slam Dice sheet. Every number and word in them comes from `present` or the rules.

use bevy_egui::egui;

use super::style::{Palette, colour_dot, egui_colour, size};
use crate::game::player_colour;
use crate::present::{self, Tone};
use crate::rules::golf::NINE;
use crate::rules::{SlamDice, StraightGolf};

/// A tone's colour in a palette.
pub fn tone_colour(tone: Tone, p: &Palette) -> egui::Color32 {
    match tone {
        Tone::Good => p.good,
        Tone::Bad => p.bad,
        Tone::Info => p.accent,
    }
}

/// The golf card: a column per hole, OUT / IN / TOTAL, badges, the current hole and the
/// leader highlighted.
pub fn golf_card(ui: &mut egui::Ui, g: &StraightGolf, p: &Palette) {
    egui::ScrollArea::horizontal().show(ui, |ui| {
        egui::Grid::new("golf-card")
            .striped(true)
            .min_col_width(34.0)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                golf_header(ui, g, p);
                for seat in 0..g.players().len() {
                    golf_row(ui, g, seat, p);
                }
            });
    });
}

fn holes(g: &StraightGolf) -> usize {
    g.options().rounds as usize
}

fn golf_header(ui: &mut egui::Ui, g: &StraightGolf, p: &Palette) {
    let current = g.hole().map(|h| h.number as usize);
    let head = |text: &str| egui::RichText::new(text).size(size::CARD - 2.0).strong();
    ui.label(egui::RichText::new("Player").size(size::CARD).strong());
    for h in 1..=holes(g) {
        let mut t = egui::RichText::new(h.to_string())
            .size(size::CARD - 2.0)
            .color(p.weak);
        if current == Some(h) {
            t = t.color(p.accent).strong();
        }
        ui.label(t);
        if h == NINE && holes(g) > NINE {
            ui.label(head("OUT"));
        }
    }
    ui.label(head(if holes(g) <= NINE { "OUT" } else { "IN" }));
    ui.label(egui::RichText::new("TOTAL").size(size::CARD).strong());
    ui.end_row();
}

fn golf_name(ui: &mut egui::Ui, g: &StraightGolf, seat: usize, p: &Palette) {
    let current = g.hole().map(|h| h.player);
    ui.horizontal(|ui| {
        colour_dot(ui, egui_colour(player_colour(seat)), size::CARD);
        let name = g.players().get(seat).map(String::as_str).unwrap_or("?");
        let mut t = egui::RichText::new(name).size(size::CARD);
        if current == Some(seat) {
            t = t.color(p.accent).strong();
        }
        ui.label(t);
        if g.first_player() == Some(seat) {
            ui.label(egui::RichText::new("1st").size(size::SMALL).color(p.weak))
                .on_hover_text("First player");
        }
        if g.scorekeeper() == Some(seat) {
            ui.label(egui::RichText::new("📝").size(size::NOTE).color(p.weak))
                .on_hover_text("Scorekeeper");
        }
    });
}

fn golf_row(ui: &mut egui::Ui, g: &StraightGolf, seat: usize, p: &Palette) {
    let Some(card) = g.cards().get(seat) else {
        return;
    };
    let playing = g
        .hole()
        .filter(|h| h.player == seat)
        .map(|h| h.number as usize);
    let sum = |points: i32| {
        egui::RichText::new(present::signed(points))
            .size(size::CARD)
            .strong()
    };
    golf_name(ui, g, seat, p);
    for h in 0..holes(g) {
        let cell = match card.holes.get(h) {
            Some(pts) => {
                let colour = match pts {
                    x if *x < 0 => p.good,
                    x if *x > 1 => p.bad,
                    _ => p.text,
                };
                egui::RichText::new(present::signed(*pts)).color(colour)
            }
            None if playing == Some(h + 1) => egui::RichText::new("▶").color(p.accent),
            None => egui::RichText::new("·").color(p.weak),
        };
        ui.label(cell.size(size::CARD));
        if h + 1 == NINE && holes(g) > NINE {
            ui.label(sum(card.out()));
        }
    }
    ui.label(sum(if holes(g) <= NINE {
        card.out()
    } else {
        card.inward()
    }));
    let started = g.cards().iter().any(|c| !c.holes.is_empty());
    let leads = started && g.leaders().contains(&seat);
    let total = sum(card.total()).size(size::TITLE);
    ui.label(if leads { total.color(p.accent) } else { total });
    ui.end_row();
}

/// Slam Dice: each player's score with a bar to the target, finish order, whose turn.
pub fn slam_sheet(ui: &mut egui::Ui, g: &SlamDice, p: &Palette) {
    egui::Grid::new("slam-sheet")
        .striped(true)
        .spacing([14.0, 6.0])
        .show(ui, |ui| {
            for seat in 0..g.players().len() {
                slam_row(ui, g, seat, p);
            }
        });
}

fn slam_row(ui: &mut egui::Ui, g: &SlamDice, seat: usize, p: &Palette) {
    let target = g.options().target;
    let score = g.scores().get(seat).copied().unwrap_or(0);
    ui.horizontal(|ui| {
        colour_dot(ui, egui_colour(player_colour(seat)), size::NAME);
        let name = g.players().get(seat).map(String::as_str).unwrap_or("?");
        let mut t = egui::RichText::new(name).size(size::NAME);
        if g.current_player() == Some(seat) && !g.is_over() {
            t = t.color(p.accent).strong();
            ui.label(egui::RichText::new("▶").size(size::NAME).color(p.accent));
        }
        ui.label(t);
    });
    let number = g
        .slam_number(seat)
        .map(|n| n.0.to_string())
        .unwrap_or_else(|| "–".into());
    ui.label(
        egui::RichText::new(format!("slam {number}"))
            .size(size::NOTE)
            .color(p.weak),
    );
    let bar = egui::ProgressBar::new(score as f32 / target.max(1) as f32)
        .desired_width(ui.available_width().clamp(160.0, 420.0))
        .fill(egui_colour(player_colour(seat)))
        .text(
            egui::RichText::new(format!("{score} / {target}"))
                .size(size::BUTTON)
                .strong()
                .color(egui::Color32::WHITE),
        );
    ui.add(bar);
    let status = match present::slam_status(g, seat) {
        Some((text, tone)) => egui::RichText::new(text)
            .color(tone_colour(tone, p))
            .strong(),
        None => egui::RichText::new(""),
    };
    ui.label(status.size(size::CARD));
    ui.end_row();
}
