//! The scoresheets, drawn for the playing HUD and the game-over card: the golf card and
//! the Slam Dice sheet. Every number and word in them comes from `present` or the rules.

use bevy_egui::egui;

use super::style::{Palette, egui_colour, player_mark, size};
use crate::game::player_colour;
use crate::present::{self, CardColumn, Tone};
use crate::rules::{SlamDice, StraightGolf};

/// A tone's colour in a palette.
pub fn tone_colour(tone: Tone, p: &Palette) -> egui::Color32 {
    match tone {
        Tone::Good => p.good,
        Tone::Bad => p.bad,
        Tone::Info => p.accent,
    }
}

/// Text size of the card's rows for a table of `players`: smaller rows from five
/// players on, so that eight players and the dice both fit.
fn row_size(players: usize) -> f32 {
    if players > 4 { size::BODY } else { size::CARD }
}

/// The golf card: the holes of the nine being played, the nines before it folded into
/// their sums, TOTAL last (never cut off: the card has at most nine hole columns); the
/// current hole and the leader highlighted.
pub fn golf_card(ui: &mut egui::Ui, g: &StraightGolf, p: &Palette) {
    let rounds = g.options().rounds as usize;
    let played = g.cards().iter().map(|c| c.holes.len()).max().unwrap_or(0);
    let nine = present::nine_on_show(rounds, g.hole().map(|h| h.number as usize), played);
    let columns = present::card_columns(rounds, nine);
    let text = row_size(g.players().len());
    egui::ScrollArea::both().show(ui, |ui| {
        egui::Grid::new("golf-card")
            .striped(true)
            .min_col_width(text * 1.7)
            .spacing([text * 0.5, text * 0.2])
            .show(ui, |ui| {
                golf_header(ui, g, &columns, text, p);
                for seat in 0..g.players().len() {
                    golf_row(ui, g, seat, &columns, text, p);
                }
            });
    });
}

fn golf_header(
    ui: &mut egui::Ui,
    g: &StraightGolf,
    columns: &[CardColumn],
    text: f32,
    p: &Palette,
) {
    let current = g.hole().map(|h| h.number as usize);
    ui.label(egui::RichText::new("Player").size(text).strong());
    for column in columns {
        let mut t = egui::RichText::new(column.title()).size(text - 2.0);
        t = match column {
            CardColumn::Hole(h) if current == Some(*h) => t.color(p.accent).strong(),
            CardColumn::Hole(_) => t.color(p.weak),
            CardColumn::Nine(_) => t.strong(),
            CardColumn::Total => t.size(text).strong(),
        };
        ui.label(t);
    }
    ui.end_row();
}

fn golf_name(ui: &mut egui::Ui, g: &StraightGolf, seat: usize, text: f32, p: &Palette) {
    let current = g.hole().map(|h| h.player);
    ui.horizontal(|ui| {
        player_mark(ui, seat, text);
        let name = g.players().get(seat).map(String::as_str).unwrap_or("?");
        let mut t = egui::RichText::new(name).size(text);
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

fn golf_row(
    ui: &mut egui::Ui,
    g: &StraightGolf,
    seat: usize,
    columns: &[CardColumn],
    text: f32,
    p: &Palette,
) {
    let Some(card) = g.cards().get(seat) else {
        return;
    };
    let playing = g
        .hole()
        .filter(|h| h.player == seat)
        .map(|h| h.number as usize);
    let started = g.cards().iter().any(|c| !c.holes.is_empty());
    let leads = started && g.leaders().contains(&seat);
    golf_name(ui, g, seat, text, p);
    for &column in columns {
        let value = column.value(&card.holes);
        let cell = match (column, value) {
            (CardColumn::Hole(_), Some(pts)) => {
                let colour = match pts {
                    x if x < 0 => p.good,
                    x if x > 1 => p.bad,
                    _ => p.text,
                };
                egui::RichText::new(present::signed(pts)).color(colour)
            }
            (CardColumn::Hole(h), None) if playing == Some(h) => {
                egui::RichText::new("▶").color(p.accent)
            }
            (CardColumn::Total, Some(pts)) => {
                let t = egui::RichText::new(present::signed(pts))
                    .size(text + 4.0)
                    .strong();
                if leads { t.color(p.accent) } else { t }
            }
            (_, Some(pts)) => egui::RichText::new(present::signed(pts)).strong(),
            (_, None) => egui::RichText::new("·").color(p.weak),
        };
        ui.label(if column == CardColumn::Total {
            cell
        } else {
            cell.size(text)
        });
    }
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
        player_mark(ui, seat, size::NAME);
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
