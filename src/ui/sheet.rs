//! The scoresheets, drawn for the playing HUD and the game-over card: the golf card and
//! the Slam Dice sheet. Every number and word in them comes from `present` or the rules.

use bevy_egui::egui;

use super::layout::row_size;
use super::theme::{Palette, noted, player_mark, seat_colour, size, spoken_as, tone_colour};
use crate::present::{self, CardColumn, GolfBadge, spoken};
use crate::rules::golf::NINE;
use crate::rules::{SlamDice, StraightGolf};
use crate::t;

/// How a card's rows are drawn in the width they have.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Rows {
    /// Text size.
    text: f32,
    /// Narrow: fewer extras (badges, the slam-number column), a shorter bar.
    compact: bool,
    /// Names cut to at most this many characters.
    short_names: Option<usize>,
}

/// Rows no taller than their text: a grid row is otherwise at least a button high.
fn tight_rows(ui: &mut egui::Ui, text: f32) {
    ui.spacing_mut().interact_size.y = text * 1.2;
}

/// The golf card: the holes of the nine being played, the nines before it folded into
/// their sums, TOTAL last (never cut off: the card has at most nine hole columns); the
/// current hole and the leader highlighted.
pub fn golf_card(ui: &mut egui::Ui, g: &StraightGolf, p: &Palette) -> Option<egui::Rect> {
    let rounds = g.options().rounds as usize;
    let played = g.cards().iter().map(|c| c.holes.len()).max().unwrap_or(0);
    let hole = g.hole().map(|h| h.number as usize);
    let nine = present::nine_on_show(rounds, hole, played);
    // As many hole columns as the width allows beside the names, the sums and TOTAL;
    // a narrow card drops the badges, shortens long names and uses smaller text.
    let compact = ui.available_width() < row_size(g.players().len()) * 26.0;
    let text = if compact {
        size::LOG
    } else {
        row_size(g.players().len())
    };
    tight_rows(ui, text);
    let column = text * 2.3;
    let names = if compact { text * 6.5 } else { text * 9.0 };
    let fixed = names + sums_width(ui, rounds, nine, text, column);
    let room = ((ui.available_width() - fixed) / column).floor();
    // Too narrow even for one hole beside the sums: the hole in play and TOTAL only,
    // names cut to their first letters.
    let tiny = room < 1.0;
    let columns = if tiny {
        present::least_columns(hole)
    } else {
        present::fitted_columns(rounds, nine, hole, room as usize)
    };
    let rows = Rows {
        text,
        compact,
        short_names: match (tiny, compact) {
            (true, _) => Some(TINY_NAME),
            (false, true) => Some(SHORT_NAME),
            (false, false) => None,
        },
    };
    noted(
        &ui.ctx().clone(),
        egui::ScrollArea::horizontal().show(ui, |ui| {
            egui::Grid::new("golf-card")
                .striped(true)
                .min_col_width(text * 1.7)
                .spacing([text * 0.5, text * 0.15])
                .show(ui, |ui| {
                    let total = golf_header(ui, g, &columns, text, p);
                    for seat in 0..g.players().len() {
                        golf_row(ui, g, seat, &columns, rows, p);
                    }
                    total
                })
                .inner
        }),
    )
    .inner
}

/// The width the card's sums and TOTAL take (each at least `column`), measured from their
/// headings: "OUT" and "TOTAL" are longer words in some languages ("GESAMT", "TOTALE").
fn sums_width(ui: &egui::Ui, rounds: usize, nine: usize, text: f32, column: f32) -> f32 {
    let heading = |column: CardColumn, size: f32| {
        let font = egui::FontId::proportional(size);
        let title = column.title();
        ui.fonts_mut(|f| f.layout_no_wrap(title, font, egui::Color32::WHITE).size().x)
    };
    let spacing = text * 0.5;
    let this_nine = (rounds > NINE).then_some(CardColumn::Nine(nine));
    let sums: f32 = (0..nine)
        .map(CardColumn::Nine)
        .chain(this_nine)
        .map(|c| heading(c, text - 2.0).max(column) + spacing)
        .sum();
    // Half a column to spare, as the grid's spacing and rounding take a little.
    sums + heading(CardColumn::Total, text).max(column) + spacing + column * 0.5
}

/// The heading row; returns where TOTAL went.
fn golf_header(
    ui: &mut egui::Ui,
    g: &StraightGolf,
    columns: &[CardColumn],
    text: f32,
    p: &Palette,
) -> Option<egui::Rect> {
    let current = g.hole().map(|h| h.number as usize);
    ui.label(egui::RichText::new(t!("sheet-player")).size(text).strong());
    let mut total = None;
    for column in columns {
        let mut t = egui::RichText::new(column.title()).size(text - 2.0);
        t = match column {
            CardColumn::Hole(h) if current == Some(*h) => t.color(p.accent).strong(),
            CardColumn::Hole(_) => t.color(p.weak),
            CardColumn::Nine(_) => t.strong(),
            CardColumn::Total => t.size(text).strong(),
        };
        let cell = ui.label(t);
        if *column == CardColumn::Total {
            // Where the heading shows; nowhere when a scroll area clips any of it.
            let whole = ui.clip_rect().expand(0.5).contains_rect(cell.rect);
            total = Some(if whole {
                cell.rect
            } else {
                egui::Rect::NOTHING
            });
        }
    }
    ui.end_row();
    total
}

/// `name`, cut to at most `short` characters (the last an ellipsis) when given.
fn shortened(name: &str, short: Option<usize>) -> String {
    match short {
        Some(n) if name.chars().count() > n => {
            format!(
                "{}…",
                name.chars().take(n.saturating_sub(1)).collect::<String>()
            )
        }
        _ => name.to_string(),
    }
}

/// At most this many characters of a name on a narrow card.
const SHORT_NAME: usize = 8;
/// At most this many characters of a name on a card with only TOTAL beside it.
const TINY_NAME: usize = 3;

fn golf_name(ui: &mut egui::Ui, g: &StraightGolf, seat: usize, rows: Rows, p: &Palette) {
    let (text, short) = (rows.text, rows.short_names);
    let current = g.hole().map(|h| h.player);
    ui.horizontal(|ui| {
        let full = g.players().get(seat).map(String::as_str).unwrap_or("?");
        player_mark(ui, seat, full, text);
        let mut t = egui::RichText::new(shortened(full, short)).size(text);
        if current == Some(seat) {
            t = t.color(p.accent).strong();
        }
        spoken_as(&ui.label(t), egui::WidgetType::Label, full);
        if short.is_some() {
            return;
        }
        for badge in present::golf_badges(g, seat) {
            // The emoji reads smaller than letters at one size.
            let at = match badge {
                GolfBadge::First => size::SMALL,
                GolfBadge::Scorekeeper => size::NOTE,
            };
            let shown = ui
                .label(egui::RichText::new(badge.mark()).size(at).color(p.weak))
                .on_hover_text(badge.words());
            spoken_as(&shown, egui::WidgetType::Label, &badge.words());
        }
    });
}

fn golf_row(
    ui: &mut egui::Ui,
    g: &StraightGolf,
    seat: usize,
    columns: &[CardColumn],
    rows: Rows,
    p: &Palette,
) {
    let text = rows.text;
    let Some(card) = g.cards().get(seat) else {
        return;
    };
    let playing = g
        .hole()
        .filter(|h| h.player == seat)
        .map(|h| h.number as usize);
    let started = g.cards().iter().any(|c| !c.holes.is_empty());
    let leads = started && g.leaders().contains(&seat);
    golf_name(ui, g, seat, rows, p);
    let player = g.players().get(seat).map(String::as_str).unwrap_or("?");
    let total: i32 = card.holes.iter().sum();
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
        let shown = ui.label(if column == CardColumn::Total {
            cell
        } else {
            cell.size(text)
        });
        let now = matches!(column, CardColumn::Hole(h) if playing == Some(h));
        let name = spoken::golf_cell(player, column, value, total, now);
        spoken_as(&shown, egui::WidgetType::Label, &name);
    }
    ui.end_row();
}

/// Slam Dice: each player's score with a bar to the target, finish order, whose turn;
/// from five players on, two players to a line. Returns where the last score bar went.
pub(crate) fn slam_sheet(ui: &mut egui::Ui, g: &SlamDice, p: &Palette) -> Option<egui::Rect> {
    let players = g.players().len();
    let width = ui.available_width();
    // Narrow: no separate slam-number column, a shorter bar, smaller text.
    let compact = width < row_size(players) * 30.0;
    // Only a few letters of each name when the sheet is a narrow strip.
    let short_names = (width < row_size(players) * 14.0).then_some(TINY_NAME);
    let text = if compact {
        size::LOG
    } else {
        row_size(players)
    };
    let rows = Rows {
        text,
        compact,
        short_names,
    };
    tight_rows(ui, text);
    let two_fit = width >= text * 52.0;
    let per_line = if players > 4 && two_fit { 2 } else { 1 };
    egui::Grid::new("slam-sheet")
        .striped(true)
        .spacing([if compact { 8.0 } else { 14.0 }, text * 0.2])
        .show(ui, |ui| {
            let mut last = None;
            for seat in 0..players {
                last = Some(slam_row(ui, g, seat, rows, p));
                if (seat + 1) % per_line == 0 || seat + 1 == players {
                    ui.end_row();
                }
            }
            last
        })
        .inner
}

/// One player's line (compact: the slam number only in the bar's tooltip); returns
/// where the score bar went.
fn slam_row(ui: &mut egui::Ui, g: &SlamDice, seat: usize, rows: Rows, p: &Palette) -> egui::Rect {
    let Rows {
        text,
        compact,
        short_names: short,
    } = rows;
    let name = g.players().get(seat).map(String::as_str).unwrap_or("?");
    ui.horizontal(|ui| {
        player_mark(ui, seat, name, text + 2.0);
        let mut t = egui::RichText::new(shortened(name, short)).size(text + 2.0);
        if g.current_player() == Some(seat) && !g.is_over() {
            t = t.color(p.accent).strong();
            if !compact {
                ui.label(egui::RichText::new("▶").size(text + 2.0).color(p.accent));
            }
        }
        spoken_as(&ui.label(t), egui::WidgetType::Label, name);
    });
    let number = g
        .slam_number(seat)
        .map(|n| n.0.to_string())
        .unwrap_or_else(|| "–".into());
    let slam = t!("sheet-slam-number", number = number);
    // Narrow: the slam number is left to the banner and the tooltip.
    if !compact {
        ui.label(egui::RichText::new(&slam).size(size::NOTE).color(p.weak));
    }
    let bar = score_bar(ui, g, seat, rows, p).on_hover_text(slam);
    spoken_as(
        &bar,
        egui::WidgetType::ProgressIndicator,
        &spoken::slam_row(g, seat),
    );
    let status = if compact {
        present::slam_status_short(g, seat)
    } else {
        present::slam_status(g, seat)
    };
    let status = match status {
        Some((text, tone)) => egui::RichText::new(text)
            .color(tone_colour(tone, p))
            .strong(),
        None => egui::RichText::new(""),
    };
    ui.label(status.size(text));
    bar.rect
}

/// A player's score as a bar in their seat's colour, filled towards the target, the
/// score and the target written on it.
fn score_bar(
    ui: &mut egui::Ui,
    g: &SlamDice,
    seat: usize,
    rows: Rows,
    p: &Palette,
) -> egui::Response {
    let target = g.options().target;
    let score = g.scores().get(seat).copied().unwrap_or(0);
    let in_bar = t!("sheet-score-of", score = score, target = target);
    let bar = egui::ProgressBar::new(score as f32 / target.max(1) as f32)
        .desired_width(rows.text * if rows.compact { 3.6 } else { 9.0 })
        .desired_height(rows.text * 1.35)
        .fill(seat_colour(seat))
        .text(
            egui::RichText::new(in_bar)
                .size(rows.text)
                .strong()
                // Mostly over the empty part of the bar, which follows the theme (white
                // text vanished on the light theme's bar).
                .color(p.text),
        );
    ui.add(bar)
}
