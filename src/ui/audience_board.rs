//! The audience on the shared screen: the leaderboard (the top five, how many play, the
//! odds' points, a star for whoever beat the odds; the host blocks a member from its
//! row's menu) beside the table, and the calibration chart after the game (when the
//! audience said about 30 %, how often it happened, beside what the odds said of the
//! same answers), on the game-over sheet and under the board of a kept game watched
//! again. Only draws: the scores are the core's ([`crate::audience`]).

use bevy_egui::egui;

use super::theme::{Palette, fitted_text, size};
use crate::audience::{BINS, Board, Calibration, Lesson, MemberId, Row};
use crate::i18n::{current, percent};
use crate::present::audience_points as points;
use crate::t;

/// The leaderboard, when someone plays: a heading, a row per member of the top five
/// (place, name, points, ★ above the odds), the odds' points; before anyone's answer is
/// settled, how many of `joined` wait. Where the host may block (`block`: a live game),
/// a right click on a row offers Block, which puts the member there.
pub fn leaderboard(
    ui: &mut egui::Ui,
    (board, joined): (&Board, usize),
    p: &Palette,
    mut block: Option<&mut Option<MemberId>>,
) {
    if board.playing == 0 {
        waiting(ui, joined, p);
        return;
    }
    let heading = t!("hud-audience-title", n = board.playing);
    ui.label(egui::RichText::new(heading).size(size::CARD).strong());
    // Rows as close as the log's lines, not a button's height apart.
    ui.spacing_mut().interact_size.y = size::LOG + 4.0;
    egui::Grid::new("audience-board")
        .num_columns(3)
        .spacing([8.0, 2.0])
        .show(ui, |ui| {
            for row in &board.top {
                ui.label(
                    egui::RichText::new(row.rank.to_string())
                        .size(size::LOG)
                        .color(p.weak),
                );
                let name = egui::RichText::new(row.name.as_str()).size(size::LOG);
                if let Some(block) = block.as_deref_mut() {
                    let name = ui.add(egui::Label::new(name).wrap().sense(egui::Sense::click()));
                    name.context_menu(|ui| {
                        if ui
                            .button(t!("hud-audience-block", name = row.name.as_str()))
                            .clicked()
                        {
                            *block = Some(row.member);
                            ui.close();
                        }
                    });
                } else {
                    ui.add(egui::Label::new(name).wrap());
                }
                ui.label(egui::RichText::new(score(row)).size(size::LOG).strong());
                ui.end_row();
            }
        });
    let odds = t!("hud-audience-odds", points = points(board.odds_points));
    ui.label(egui::RichText::new(odds).size(size::LOG).color(p.weak));
}

/// A row's points, with ★ before them where the member is above the odds.
fn score(row: &Row) -> String {
    let star = if row.beat_the_odds { "★ " } else { "" };
    format!("{star}{}", points(row.points))
}

/// Before anyone's answer is settled: how many of `joined` wait (nothing if none).
fn waiting(ui: &mut egui::Ui, joined: usize, p: &Palette) {
    if joined > 0 {
        let waiting = t!("hud-audience-joined", n = joined);
        ui.add(egui::Label::new(egui::RichText::new(waiting).size(size::LOG).color(p.weak)).wrap());
    }
}

/// The leaderboard folded to one line under the banner, for a window with no panel
/// beside the table to hold it (all folded away, or too short under the odds): how many
/// play, then place, name and points (★ above the odds) of as many of the top five as
/// the line holds whole, and the odds' points; before anyone's answer is settled, how
/// many of `joined` wait.
pub fn folded_leaderboard(ui: &mut egui::Ui, (board, joined): (&Board, usize), p: &Palette) {
    if board.playing == 0 {
        waiting(ui, joined, p);
        return;
    }
    let rows: Vec<String> = board
        .top
        .iter()
        .map(|row| format!("{} {} {}", row.rank, row.name, score(row)))
        .collect();
    let odds = t!("hud-audience-odds", points = points(board.odds_points));
    let title = t!("hud-audience-title", n = board.playing);
    // The whole top five first, then one row fewer at a time: rows are never cut.
    let forms: Vec<String> = (0..=rows.len())
        .rev()
        .map(|k| match k {
            0 => format!("{title} · {odds}"),
            _ => format!("{title}: {} · {odds}", rows[..k].join(" · ")),
        })
        .collect();
    fitted_text(ui, &forms, &[size::LOG], p.text);
}

/// Height of the calibration chart's plot, in points.
const CHART_HEIGHT: f32 = 150.0;

/// The audience's part of the game-over sheet: the final leaderboard and the
/// calibration chart of the game's `lesson`.
pub fn audience_part(ui: &mut egui::Ui, lesson: &Lesson, p: &Palette) {
    ui.add_space(6.0);
    let board = &lesson.board;
    leaderboard(ui, (board, board.playing as usize), p, None);
    ui.add_space(4.0);
    calibration_chart(ui, &lesson.calibration, p);
}

/// The calibration as a chart: a column per tenth of what the audience said, as high as
/// how often those answers came true, the diagonal where saying and happening agree,
/// and a dot for what the odds said of the same answers.
pub fn calibration_chart(ui: &mut egui::Ui, cal: &Calibration, p: &Palette) {
    let heading = t!("game-over-calibration");
    ui.label(egui::RichText::new(heading).size(size::CARD).strong());
    let width = ui.available_width().min(520.0);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, CHART_HEIGHT), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let label_h = size::NOTE + 4.0;
    let plot = egui::Rect::from_min_max(
        // Room above for the top line's label, which is centred on it.
        rect.min + egui::vec2(56.0, size::NOTE / 2.0 + 4.0),
        rect.max - egui::vec2(4.0, label_h),
    );
    let at = |x: f64, y: f64| {
        egui::pos2(
            plot.left() + plot.width() * x as f32,
            plot.bottom() - plot.height() * y as f32,
        )
    };
    let font = egui::FontId::proportional(size::NOTE);
    for y in [0.0, 0.5, 1.0] {
        painter.line_segment([at(0.0, y), at(1.0, y)], egui::Stroke::new(1.0, p.line));
        let text = percent(current(), y, 0);
        painter.text(
            at(0.0, y) - egui::vec2(4.0, 0.0),
            egui::Align2::RIGHT_CENTER,
            text,
            font.clone(),
            p.weak,
        );
    }
    painter.line_segment([at(0.0, 0.0), at(1.0, 1.0)], egui::Stroke::new(1.5, p.weak));
    let step = 1.0 / BINS as f64;
    for (i, bin) in cal.bins.iter().enumerate() {
        let (Some(happened), Some(odds)) = (bin.happened_share(), bin.odds_mean()) else {
            continue;
        };
        let left = i as f64 * step;
        let bar = egui::Rect::from_min_max(
            at(left + step * 0.15, happened),
            at(left + step * 0.85, 0.0),
        );
        painter.rect_filled(bar, 2.0, p.accent);
        let said = bin.said_mean().unwrap_or(left + step / 2.0);
        painter.circle_filled(at(said, odds), 4.0, p.text);
        let count = bin.count.to_string();
        painter.text(
            at(left + step / 2.0, 0.0) + egui::vec2(0.0, 2.0),
            egui::Align2::CENTER_TOP,
            count,
            font.clone(),
            p.weak,
        );
    }
    let legend = t!("game-over-calibration-legend");
    ui.add(egui::Label::new(egui::RichText::new(legend).size(size::NOTE).color(p.weak)).wrap());
}
