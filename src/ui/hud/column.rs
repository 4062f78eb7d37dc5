//! The column of the card: the scoresheet under the table or beside it, with the odds
//! or the log under it, the game log itself, and the join badge at the bottom of a
//! column where there is room.

use bevy::prelude::*;
use bevy_egui::egui;

use super::super::access::announce_politely;
use super::super::audience_board::{calibration_chart, leaderboard};
use super::super::join_badge::{BadgeView, badge_height, badge_in_column, column_badges};
use super::super::layout::{
    BANNER_GUESS, BoardAt, HudPlan, LogPlace, SHEET_SHARE, UnderSheet, board_at, sheet_height,
    side_sheet_width,
};
use super::super::odds_panel;
use super::super::sheet::{golf_card, slam_sheet};
use super::super::theme::{Palette, noted, panel_frame, size};
use crate::game::StoryView;
use crate::rules::Game;
use crate::t;

use super::banner::result_row;
use super::{HudView, RESULT_DIE};

/// Where the sheet panel put things.
pub(super) struct SheetPlaces {
    /// The panel.
    pub(super) panel: egui::Rect,
    /// TOTAL (or the last score).
    pub(super) total: Option<egui::Rect>,
    /// What went under the sheet in its column beside the table.
    pub(super) below: Option<egui::Rect>,
    /// The card itself (its scroll area).
    pub(super) card: egui::Rect,
    /// The join badge, when it went at the bottom of the column.
    pub(super) badge: Option<egui::Rect>,
}

/// Where the join badge goes: at the bottom of a column beside the table where there is
/// one (the table keeps all its room), else on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum BadgeAt {
    /// Under the card and what is under it, beside the table.
    SheetColumn,
    /// At the bottom of the log's panel.
    LogPanel,
    /// In a corner of the table.
    Table,
}

pub(super) fn badge_at(plan: &HudPlan, odds: bool) -> BadgeAt {
    let under = match plan.under_sheet {
        UnderSheet::Log => true,
        UnderSheet::Odds => odds,
        UnderSheet::Nothing => false,
    };
    if plan.beside && under {
        BadgeAt::SheetColumn
    } else if plan.log == LogPlace::Panel {
        BadgeAt::LogPanel
    } else {
        BadgeAt::Table
    }
}

/// Draws `fill` in what is left of `ui` less the room of the join badge (when there is
/// one, `view`), then the badge under it: the rect `fill` took and the badge's.
pub(super) fn with_badge_under(
    ui: &mut egui::Ui,
    view: Option<&BadgeView>,
    p: &Palette,
    fill: impl FnOnce(&mut egui::Ui),
) -> (egui::Rect, Option<egui::Rect>) {
    let ppp = ui.ctx().pixels_per_point();
    let room = ui.available_height();
    // The largest badge that leaves what the column holds a few lines, or at least three.
    let fitting = |least: f32| {
        view.and_then(|b| {
            column_badges(ui.ctx(), b, ui.available_width(), ppp)
                .into_iter()
                .map(|l| (l, badge_height(ui.ctx(), b, l)))
                .find(|(_, reserve)| room - reserve >= least)
        })
    };
    let chosen = fitting(ROOMY_UNDER_BADGE).or_else(|| fitting(LEAST_UNDER_BADGE));
    // Too short a column keeps what it holds, and the badge goes on the table.
    let (view, look, reserve) = match (view, chosen) {
        (Some(b), Some((l, reserve))) => (Some(b), Some(l), reserve),
        _ => (None, None, 0.0),
    };
    // The badge's strip at the bottom, and what fills the column clipped above it, so
    // that nothing taller than its room pushes the badge out of the window.
    let whole = ui.available_rect_before_wrap();
    let split = whole.bottom() - reserve;
    let above = egui::Rect::from_min_max(whole.min, egui::pos2(whole.right(), split));
    let strip = egui::Rect::from_min_max(egui::pos2(whole.left(), split), whole.max);
    let filled = ui
        .scope_builder(egui::UiBuilder::new().max_rect(above), |ui| {
            ui.set_clip_rect(above.intersect(ui.clip_rect()));
            fill(ui);
        })
        .response
        .rect
        .intersect(above);
    let badge = view.zip(look).map(|(b, l)| {
        ui.scope_builder(egui::UiBuilder::new().max_rect(strip), |ui| {
            badge_in_column(ui, b, l, p)
        })
        .inner
    });
    (filled, badge)
}

/// The scoresheet, under the table or beside it, scrolling past its share of the
/// window. Beside the table, the odds or the log may go under it in the same column,
/// and in a short window (whose banner has no room for it) the last roll over it.
pub(super) fn sheet_panel(
    root: &mut egui::Ui,
    view: &HudView,
    screen: egui::Rect,
    plan: &HudPlan,
) -> SheetPlaces {
    let p = &view.palette;
    let mut places = SheetPlaces {
        panel: egui::Rect::NOTHING,
        total: None,
        below: None,
        card: egui::Rect::NOTHING,
        badge: None,
    };
    // Two ids: egui keeps a panel's size by id, and a sheet moving from beside the
    // table to under it must not start a column high.
    let panel = if plan.beside {
        egui::Panel::right("scoresheet-beside")
            .exact_size(side_sheet_width(screen.width(), view.session.game.kind()))
            .frame(panel_frame(p, 12, 8))
    } else {
        egui::Panel::bottom("scoresheet-under").frame(panel_frame(p, 16, 4))
    };
    let rect = panel
        .resizable(false)
        .show(root, |ui| column(ui, view, screen, plan, &mut places))
        .response
        .rect;
    places.panel = rect;
    places
}

/// The sheet's column: the last roll over the card where the banner has no room for it,
/// the card, and the odds or the log under it (with the join badge) where the plan puts
/// them there.
fn column(
    ui: &mut egui::Ui,
    view: &HudView,
    screen: egui::Rect,
    plan: &HudPlan,
    places: &mut SheetPlaces,
) {
    let p = &view.palette;
    // Only where it leaves every row of the sheet in view.
    let players = view.session.game.players().len();
    let fits = sheet_height(players) + RESULT_DIE * 1.3 <= screen.height() - BANNER_GUESS;
    if plan.beside && plan.short && fits && view.entry.is_none() {
        result_row(ui, view.last_roll, p, false);
    }
    (places.card, places.total) = sheet_card(ui, view, screen, plan);
    let under = plan.under_sheet;
    let odds = view.odds.filter(|_| under == UnderSheet::Odds);
    if under == UnderSheet::Nothing || (under == UnderSheet::Odds && odds.is_none()) {
        return;
    }
    ui.separator();
    let in_column = view
        .badge
        .as_ref()
        .filter(|_| badge_at(plan, view.odds.is_some()) == BadgeAt::SheetColumn);
    let board_here = board_at(plan, view.odds.is_some()) == BoardAt::UnderSheet;
    let (place, drawn) = with_badge_under(ui, in_column, p, |ui| {
        audience_board(ui, view, p, board_here);
        match odds {
            Some(odds) => odds_panel::odds_panel(ui, odds, sparkline(view), p),
            None => game_log(ui, &view.session.log, p),
        }
    });
    places.below = Some(place);
    places.badge = drawn;
}

/// The card in its scroll area: the part of it in view, and where TOTAL (or the last
/// score) went.
fn sheet_card(
    ui: &mut egui::Ui,
    view: &HudView,
    screen: egui::Rect,
    plan: &HudPlan,
) -> (egui::Rect, Option<egui::Rect>) {
    let p = &view.palette;
    let mut total = None;
    // A scroll bar beside the rows, not over the TOTAL column.
    ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
    let shown = noted(
        &ui.ctx().clone(),
        egui::ScrollArea::vertical()
            .max_height(screen.height() * plan.sheet_share())
            .min_scrolled_height(screen.height() * SHEET_SHARE)
            .show(ui, |ui| {
                total = match &view.session.game {
                    Game::Golf(g) => golf_card(ui, g, p),
                    Game::Slam(g) => slam_sheet(ui, g, p),
                };
            }),
    );
    // What the card takes: its rows, as far as its scroll area shows them.
    let seen = shown.inner_rect.size().min(shown.content_size);
    let card = egui::Rect::from_min_size(shown.inner_rect.min, seen).intersect(ui.clip_rect());
    (card, total)
}

/// What the odds panel's sparkline shows: the story so far, the roll on show marked
/// while a kept game is watched.
pub(super) fn sparkline<'a>(
    view: &HudView<'a>,
) -> Option<(&'a crate::game::ToldStory, Option<usize>)> {
    let story = view.story.and_then(StoryView::story)?;
    Some((story, view.watching.map(|w| w.shown(view.session))))
}

/// The height (points) the log or the odds keep above the join badge in their column
/// where the column is tall enough: the badge's QR code is as large as leaves them this.
pub(super) const ROOMY_UNDER_BADGE: f32 = 120.0;
/// The least height (points) the log or the odds keep above the join badge in their
/// column (about three lines; they scroll); a shorter column leaves the badge to the
/// table.
pub(super) const LEAST_UNDER_BADGE: f32 = 72.0;

/// The height the leaderboard takes, about: its heading, its rows, the odds' line (and
/// a kept game's folded lesson).
pub(super) fn board_height(view: &HudView) -> f32 {
    let Some(show) = view.audience else {
        return 0.0;
    };
    let rows = show.board.top.len() + usize::from(show.lesson.is_some());
    size::CARD + 8.0 + (rows as f32 + 1.0) * (size::LOG + 6.0)
}

/// The audience's leaderboard, while someone plays along (or a kept game's, its lesson
/// folded under it), where `here` is where the plan puts it; a Block chosen on it goes to
/// the view.
pub(super) fn audience_board(ui: &mut egui::Ui, view: &HudView, p: &Palette, here: bool) {
    let Some(show) = view
        .audience
        .filter(|a| here && (a.joined > 0 || a.board.playing > 0))
    else {
        return;
    };
    let mut block = None;
    let may_block = show.block.is_some().then_some(&mut block);
    leaderboard(ui, (show.board, show.joined), p, may_block);
    if let (Some(chosen), Some(cell)) = (block, show.block) {
        cell.set(Some(chosen));
    }
    if let Some(calibration) = show.lesson {
        egui::CollapsingHeader::new(t!("hud-audience-lesson"))
            .id_salt("audience-lesson")
            .show(ui, |ui| calibration_chart(ui, calibration, p));
    }
    ui.separator();
}

pub(super) fn game_log(ui: &mut egui::Ui, lines: &[String], p: &Palette) {
    ui.label(
        egui::RichText::new(t!("hud-game-log"))
            .size(size::CARD)
            .strong(),
    );
    ui.separator();
    noted(
        &ui.ctx().clone(),
        egui::ScrollArea::vertical()
            .id_salt("game-log")
            .stick_to_bottom(true)
            .auto_shrink([false, false])
            .show(ui, |ui| {
                for (i, line) in lines.iter().enumerate() {
                    let recent = i + RECENT_LINES >= lines.len();
                    let text = egui::RichText::new(line).size(size::LOG).color(if recent {
                        p.text
                    } else {
                        p.weak
                    });
                    let shown = ui.label(text);
                    if i + 1 == lines.len() {
                        announce_politely(ui.ctx(), &shown);
                    }
                }
            }),
    );
}

/// How many of the newest log lines are drawn in full colour.
pub(super) const RECENT_LINES: usize = 3;
