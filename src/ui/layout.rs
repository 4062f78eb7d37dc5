//! Where the playing screen's panels go, worked out before anything is drawn: the
//! scoresheet under the table or beside it, what shares its column, whether the log has
//! a panel of its own or folds to a line, and whether the window is short enough for a
//! one-row banner. Pure arithmetic on the window's size in points, so it is tested
//! without a window (and the whole screen is laid out headless in `src/tests/layout.rs`).
//! Also the strip a notice line takes along the top of the window: every screen lays
//! out in the room under it ([`screen_room`]).

use bevy_egui::egui;

use super::theme::size;
use crate::rules::GameKind;
use crate::table::ViewInsets;

/// Share of the window's height the scoresheet may take before it scrolls.
pub(crate) const SHEET_SHARE: f32 = 0.4;
/// Share of the window's width the scoresheet may take beside the table.
const SIDE_SHEET_SHARE: f32 = 0.48;
/// Width (points) of the Slam Dice sheet beside the table: a name, the score and its
/// bar to 15 ([`crate::ui::sheet`] shortens names under 14 card-sized letters), and the
/// log under it; the golf card's holes need the wider share.
const SLAM_SIDE_SHEET: f32 = 14.0 * size::CARD + 40.0;
/// Width (points) the smallest golf card (names cut short, the hole in play, TOTAL)
/// needs beside the table; a narrow window gives it up to [`NARROW_SIDE_SHARE`].
const LEAST_SIDE_SHEET: f32 = 205.0;
/// The most of a narrow window's width the sheet takes beside the table.
const NARROW_SIDE_SHARE: f32 = 0.66;
/// Height (points) the odds or the log need under the sheet beside the table: their
/// title and a few lines.
const LEAST_UNDER_SHEET: f32 = 130.0;
/// Share of the window's height the scoresheet may take beside the table when the odds
/// or the log share its column.
pub(crate) const STACKED_SHEET_SHARE: f32 = 0.55;
/// Width over height of what the camera frames (the tray with the set-aside row or the
/// slam-number die in front), as it appears from the camera's tilt.
const TABLE_ASPECT: f32 = 1.15;
/// How much bigger the dice must get for the golf card to move beside the table when it
/// would fit under it: under it, it shows more holes and leaves room for the log. The
/// Slam Dice sheet has nothing to show under the table that it does not beside it, and
/// beside it the log shares its column: it goes wherever the dice get more room.
const BESIDE_GAIN: f32 = 1.25;
/// The banner's usual height (points), for weighing the two layouts before it is drawn.
pub(crate) const BANNER_GUESS: f32 = 90.0;
/// Share of the window's width the log may take.
pub(crate) const LOG_SHARE: f32 = 0.24;
/// Width of the odds panel when it opens.
pub(crate) const ODDS_WIDTH: f32 = 330.0;
/// Share of the window's width the odds panel may take.
pub(crate) const ODDS_SHARE: f32 = 0.28;
/// Window width (points) below which the log is folded whatever L says.
const LOG_MIN_WIDTH: f32 = 700.0;
/// Window height (points) below which the banner is one short row.
const SHORT_WINDOW: f32 = 420.0;

/// The fewest points a window has across and down: a larger UI scale in a smaller window
/// is brought down to this (a 720×405 window at 250 % shows 400×225 points, at 180 %), so
/// every screen keeps room for its main action.
pub(crate) const MIN_POINTS: egui::Vec2 = egui::vec2(400.0, 225.0);

/// The zoom the overlay uses for the UI scale `ui_scale` in a window of `window` logical
/// pixels (physical pixels over the OS scale factor): the UI scale, within its range,
/// and no larger than leaves the window [`MIN_POINTS`].
pub fn fitted_zoom(ui_scale: f32, window: egui::Vec2) -> f32 {
    let (lo, hi) = (
        *crate::settings::UI_SCALE.start(),
        *crate::settings::UI_SCALE.end(),
    );
    let wanted = if ui_scale.is_finite() {
        ui_scale.clamp(lo, hi)
    } else {
        lo
    };
    let room = (window.x / MIN_POINTS.x).min(window.y / MIN_POINTS.y);
    if room.is_finite() && room > 0.0 {
        wanted.min(room.max(lo))
    } else {
        wanted
    }
}

/// The height of the strip along the top of the window kept for a notice line in the
/// pass under way, as [`reserve_top_strip`] noted it.
#[derive(Debug, Clone, Copy, Default)]
struct TopStrip {
    pass: u64,
    height: f32,
}

fn top_strip_id() -> egui::Id {
    egui::Id::new("notice-strip")
}

/// Keeps a strip `height` points high along the top of the window for the pass under
/// way (a notice line's): the screens drawn after it lay out under it. At most half the
/// window's height is kept.
pub(crate) fn reserve_top_strip(ctx: &egui::Context, height: f32) {
    let strip = TopStrip {
        pass: ctx.cumulative_pass_nr(),
        height: height.clamp(0.0, ctx.viewport_rect().height() / 2.0),
    };
    ctx.data_mut(|d| d.insert_temp(top_strip_id(), strip));
}

/// The strip kept along the top of the window in the pass under way, if any.
pub(crate) fn top_strip(ctx: &egui::Context) -> Option<egui::Rect> {
    let pass = ctx.cumulative_pass_nr();
    let strip = ctx
        .data(|d| d.get_temp::<TopStrip>(top_strip_id()))
        .filter(|s| s.pass == pass && s.height > 0.0)?;
    let window = ctx.viewport_rect();
    Some(egui::Rect::from_min_size(
        window.min,
        egui::vec2(window.width(), strip.height),
    ))
}

/// Where the screens lay out: the window, less the strip a notice line takes.
pub(crate) fn screen_room(ctx: &egui::Context) -> egui::Rect {
    let window = ctx.viewport_rect();
    match top_strip(ctx) {
        Some(strip) => {
            egui::Rect::from_min_max(egui::pos2(window.left(), strip.bottom()), window.max)
        }
        None => window,
    }
}

/// Text size of the card's rows for a table of `players`: smaller rows from five
/// players on, so that eight players and the dice both fit.
pub(crate) fn row_size(players: usize) -> f32 {
    if players > 4 { size::LOG } else { size::CARD }
}

/// About how tall the sheet of `players` is, in points (a heading row and a row each).
pub(crate) fn sheet_height(players: usize) -> f32 {
    (players + 1) as f32 * row_size(players) * 1.45 + 24.0
}

/// What shares the column beside the table, under the scoresheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UnderSheet {
    /// The sheet is under the table, or alone beside it.
    Nothing,
    /// The odds panel.
    Odds,
    /// The game log.
    Log,
}

/// Where the game log is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LogPlace {
    /// A panel of its own at the right.
    Panel,
    /// Under the scoresheet beside the table.
    UnderSheet,
    /// Folded to its last line under the banner (L, or no room for it).
    Folded,
}

/// Where everything goes on the playing screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct HudPlan {
    /// The sheet is beside the table (else under it).
    pub beside: bool,
    /// What shares the sheet's column beside the table.
    pub under_sheet: UnderSheet,
    /// Where the log is.
    pub log: LogPlace,
    /// The window is short: a one-row banner with a smaller title, no result row in it.
    pub short: bool,
}

impl HudPlan {
    /// The plan for a window of `screen` points, a table of `players`, with the log
    /// unfolded (`log_open`) or not and the odds panel on or not.
    pub fn new(
        screen: egui::Vec2,
        kind: GameKind,
        players: usize,
        log_open: bool,
        odds: bool,
    ) -> Self {
        let log_wanted = log_open && screen.x >= LOG_MIN_WIDTH;
        let side = |open: bool, width: f32, share: f32| {
            if open {
                width.min(screen.x * share)
            } else {
                0.0
            }
        };
        let sheet = sheet_height(players);
        // A panel goes under the sheet only where it keeps a useful height.
        let card = sheet.min(screen.y * STACKED_SHEET_SHARE);
        let stack = screen.y - BANNER_GUESS - card >= LEAST_UNDER_SHEET;
        let odds_width = side(odds, ODDS_WIDTH, ODDS_SHARE);
        let under_panels = side(log_wanted, size::LOG_WIDTH, LOG_SHARE) + odds_width;
        let beside_odds = if stack { 0.0 } else { odds_width };
        let beside = sheet_beside(screen, kind, sheet, under_panels, beside_odds);
        let under_sheet = match (beside && stack, odds, log_wanted) {
            (false, _, _) | (true, false, false) => UnderSheet::Nothing,
            (true, true, _) => UnderSheet::Odds,
            (true, false, true) => UnderSheet::Log,
        };
        let log = match (log_wanted, beside, under_sheet) {
            (false, _, _) => LogPlace::Folded,
            (true, false, _) => LogPlace::Panel,
            (true, true, UnderSheet::Log) => LogPlace::UnderSheet,
            (true, true, _) => LogPlace::Folded,
        };
        Self {
            beside,
            under_sheet,
            log,
            short: screen.y < SHORT_WINDOW,
        }
    }

    /// The share of the window's height the sheet's scroll area may take.
    pub(crate) fn sheet_share(&self) -> f32 {
        match (self.beside, self.under_sheet) {
            (false, _) => SHEET_SHARE,
            (true, UnderSheet::Nothing) => 1.0,
            (true, _) => STACKED_SHEET_SHARE,
        }
    }
}

/// Whether the scoresheet (`sheet` points high under the table) goes beside the table in
/// a window of `screen` points, with side panels `under_panels` wide when it is under it
/// (the log and the odds), and a panel `beside_odds` wide left of the table when it is
/// beside it (the odds, when they do not fit under the sheet): when under it would take
/// more than its share of the height, or beside it the dice get [`BESIDE_GAIN`] times
/// the room. The room is the largest table of [`TABLE_ASPECT`] that fits what is left.
fn sheet_beside(
    screen: egui::Vec2,
    kind: GameKind,
    sheet: f32,
    under_panels: f32,
    beside_odds: f32,
) -> bool {
    if sheet > screen.y * SHEET_SHARE {
        return true;
    }
    let room = |w: f32, h: f32| (w / TABLE_ASPECT).min(h).max(0.0);
    let under = room(screen.x - under_panels, screen.y - BANNER_GUESS - sheet);
    let beside = room(
        screen.x - side_sheet_width(screen.x, kind) - beside_odds,
        screen.y - BANNER_GUESS,
    );
    let gain = match kind {
        GameKind::StraightGolf => BESIDE_GAIN,
        GameKind::SlamDice => 1.0,
    };
    beside > under * gain
}

/// The width of `kind`'s sheet beside the table in a window `width` points wide: the
/// golf card's share of the window, the Slam Dice sheet what it holds (never wider than
/// the golf card would be).
pub(crate) fn side_sheet_width(width: f32, kind: GameKind) -> f32 {
    let golf = (width * SIDE_SHEET_SHARE).max(LEAST_SIDE_SHEET.min(width * NARROW_SIDE_SHARE));
    match kind {
        GameKind::StraightGolf => golf,
        GameKind::SlamDice => golf.min(SLAM_SIDE_SHEET),
    }
}

/// The fractions of `screen` that the overlay covers around `free`, for the camera.
pub fn view_insets(screen: egui::Rect, free: egui::Rect) -> ViewInsets {
    let (w, h) = (screen.width().max(1.0), screen.height().max(1.0));
    ViewInsets {
        left: (free.left() - screen.left()) / w,
        right: (screen.right() - free.right()) / w,
        top: (free.top() - screen.top()) / h,
        bottom: (screen.bottom() - free.bottom()) / h,
    }
}

/// Where the audience's leaderboard goes: atop the first of the log's panel, what is
/// under the sheet, the odds' own panel; none when all are folded away (the banner then
/// holds it folded to one line).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum BoardAt {
    /// Atop the log's own panel.
    LogPanel,
    /// Atop the odds or the log under the sheet.
    UnderSheet,
    /// Under the odds in their own panel, where the window is not short.
    OddsPanel,
    /// In no panel: none beside the table has room (one line under the banner).
    Nowhere,
}

/// Where `plan` puts the audience's leaderboard, `odds` being whether the odds are shown.
pub(crate) fn board_at(plan: &HudPlan, odds: bool) -> BoardAt {
    if plan.log == LogPlace::Panel {
        BoardAt::LogPanel
    } else if plan.under_sheet == UnderSheet::Log || (plan.under_sheet == UnderSheet::Odds && odds)
    {
        BoardAt::UnderSheet
    } else if odds && !plan.short {
        BoardAt::OddsPanel
    } else {
        // In a short window the odds' panel has no room under the odds for it.
        BoardAt::Nowhere
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(w: f32, h: f32, players: usize, odds: bool) -> HudPlan {
        HudPlan::new(
            egui::vec2(w, h),
            GameKind::StraightGolf,
            players,
            true,
            odds,
        )
    }

    #[test]
    fn eight_players_put_the_card_beside_the_table_two_keep_it_under() {
        let eight = plan(1024.0, 576.0, 8, false);
        assert!(eight.beside);
        assert_eq!(eight.log, LogPlace::UnderSheet);
        let two = plan(1024.0, 576.0, 2, false);
        assert!(!two.beside);
        assert_eq!(
            (two.under_sheet, two.log),
            (UnderSheet::Nothing, LogPlace::Panel)
        );
    }

    #[test]
    fn the_odds_take_the_place_under_the_card_and_the_log_folds() {
        let p = plan(1024.0, 576.0, 8, true);
        assert_eq!((p.under_sheet, p.log), (UnderSheet::Odds, LogPlace::Folded));
    }

    #[test]
    fn narrow_and_short_windows_fold_the_log_and_shorten_the_banner() {
        let p = plan(640.0, 360.0, 3, false);
        assert_eq!(p.log, LogPlace::Folded);
        assert!(p.short);
        assert!(!plan(1280.0, 720.0, 3, false).short);
        let closed = HudPlan::new(
            egui::vec2(1280.0, 720.0),
            GameKind::SlamDice,
            3,
            false,
            false,
        );
        assert_eq!(closed.log, LogPlace::Folded);
    }

    #[test]
    fn the_side_sheet_keeps_its_least_width_in_narrow_windows() {
        let golf = GameKind::StraightGolf;
        assert_eq!(side_sheet_width(1000.0, golf), 480.0);
        assert_eq!(side_sheet_width(320.0, golf), 205.0);
        assert!((side_sheet_width(200.0, golf) - 132.0).abs() < 1e-3);
        // The Slam Dice sheet is as wide as it needs, never wider than the card.
        let slam = GameKind::SlamDice;
        assert_eq!(side_sheet_width(1000.0, slam), SLAM_SIDE_SHEET);
        assert_eq!(side_sheet_width(320.0, slam), 205.0);
    }

    #[test]
    fn three_at_slam_dice_in_1280_by_720_leave_the_table_most_of_the_window() {
        // 1280×720 at the default UI scale of 125 %.
        let screen = egui::vec2(1024.0, 576.0);
        let p = HudPlan::new(screen, GameKind::SlamDice, 3, true, false);
        assert!(p.beside);
        assert_eq!(p.log, LogPlace::UnderSheet);
        let table =
            (screen.x - side_sheet_width(screen.x, GameKind::SlamDice)) * (screen.y - BANNER_GUESS);
        assert!(
            table / (screen.x * screen.y) >= 0.58,
            "{}",
            table / (screen.x * screen.y)
        );
    }

    #[test]
    fn the_ui_scale_is_fitted_to_small_windows() {
        assert_eq!(fitted_zoom(2.5, egui::vec2(1280.0, 720.0)), 2.5);
        assert_eq!(fitted_zoom(2.5, egui::vec2(720.0, 405.0)), 1.8);
        assert_eq!(fitted_zoom(1.25, egui::vec2(720.0, 405.0)), 1.25);
        assert_eq!(fitted_zoom(2.5, egui::vec2(320.0, 180.0)), 1.0);
        assert_eq!(fitted_zoom(f32::NAN, egui::vec2(800.0, 600.0)), 1.0);
        assert_eq!(fitted_zoom(9.0, egui::vec2(3840.0, 2160.0)), 2.5);
    }

    #[test]
    fn insets_are_the_covered_fractions() {
        let screen = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(100.0, 50.0));
        let free = egui::Rect::from_min_max(egui::pos2(10.0, 5.0), egui::pos2(80.0, 40.0));
        let i = view_insets(screen, free);
        assert_eq!((i.left, i.right, i.top, i.bottom), (0.1, 0.2, 0.1, 0.2));
    }
}
