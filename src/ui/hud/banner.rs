//! The playing screen's banner: whose turn with the call button and the others, and
//! under it the viewer's controls with their chart, the real-dice entry or the last
//! roll drawn flat, the folded log's last line, and the audience's leaderboard folded to
//! one line where no panel beside the table holds it.

use bevy::prelude::*;
use bevy_egui::egui;

use super::super::access::announce_politely;
use super::super::audience_board::folded_leaderboard;
use super::super::dice_entry::dice_entry;
use super::super::layout::{BoardAt, HudPlan, LogPlace, board_at};
use super::super::story_chart::{ChartLook, story_chart};
use super::super::theme::{
    Palette, button_width, colour_dot, die_face, fitted_text, panel_frame, player_mark,
    seat_colour, seat_pip_colour, size, spoken_as,
};
use super::super::watch_bar::watch_bar;
use crate::game::{GameAction, LastRoll, Session, StoryView, TurnPhase, WatchStep, Watching};
use crate::present::spoken;
use crate::t;

use super::{Call, HudView, RESULT_DIE};

/// The banner, and under it the viewer's controls, the real-dice entry or the last
/// roll, and the folded log's last line. Returns the panel's and the call button's rects.
pub(super) fn top_panel(
    root: &mut egui::Ui,
    view: &mut HudView,
    plan: &HudPlan,
    actions: &mut Vec<GameAction>,
) -> (egui::Rect, Option<egui::Rect>) {
    let call_kind = match (view.watching.is_some(), view.entry.is_some()) {
        (true, _) => Call::NextRoll,
        (false, true) => Call::Confirm,
        (false, false) => Call::Roll,
    };
    let (session, p) = (view.session, view.palette);
    let mut call = None;
    let rect = egui::Panel::top("banner")
        .resizable(false)
        .frame(panel_frame(&p, 16, 6))
        .show(root, |ui| {
            ui.spacing_mut().item_spacing.y = 4.0;
            let title: &[f32] = if plan.short {
                &[size::TITLE, size::NAME, size::CARD]
            } else {
                &[size::BANNER, size::CALL, size::NAME]
            };
            call = banner(ui, session, view.phase, call_kind, title, &p, actions);
            if let Some(w) = view.watching {
                let story = view.story.and_then(StoryView::story);
                // A short window ends the bar's row with the chart; a taller one has a
                // row for it under the bar.
                watch_bar(ui, w, session, story.filter(|_| plan.short), &p, actions);
                if !plan.short {
                    watch_chart(ui, view, w, actions);
                }
            }
            match &mut view.entry {
                Some(entry) => dice_entry(ui, entry, session.game.dice_needed(), &p, actions),
                None if plan.short => {}
                None => result_row(ui, view.last_roll, &p, true),
            }
            if plan.log == LogPlace::Folded && !plan.short {
                folded_log(ui, &session.log, &p);
            }
            // No panel beside the table holds the audience's leaderboard: one line here.
            if let Some(show) = view.audience
                && board_at(plan, view.odds.is_some()) == BoardAt::Nowhere
            {
                folded_leaderboard(ui, (show.board, show.joined), &p);
            }
        })
        .response
        .rect;
    (rect, call)
}

/// The story under the viewer's bar: the whole kept game, the roll on show
/// marked and the rolls to come faded; a click goes to the roll under the pointer.
pub(super) fn watch_chart(
    ui: &mut egui::Ui,
    view: &HudView,
    watching: &Watching,
    actions: &mut Vec<GameAction>,
) {
    let Some(story) = view.story.and_then(StoryView::story) else {
        return;
    };
    let look = ChartLook {
        id: "watch-chart",
        height: WATCH_CHART,
        marker: Some(watching.shown(view.session)),
        axes: true,
        legend: false,
    };
    if let Some(roll) = story_chart(ui, story, look, &view.palette) {
        actions.push(GameAction::Watch(WatchStep::ToRoll(roll)));
    }
}

/// Height of the chart under the viewer's bar (points).
pub(super) const WATCH_CHART: f32 = 96.0;

/// The label of the call button for the phase: with its key in a wide banner, without
/// in a narrow one; `None` when there is nothing to call for.
pub(super) fn call_label(
    phase: Option<TurnPhase>,
    call: Call,
    over: bool,
    wide: bool,
) -> Option<String> {
    let text = match (phase?, call, wide) {
        (TurnPhase::AwaitRoll, _, _) if over => return None,
        (TurnPhase::AwaitRoll, Call::Roll, true) => t!("hud-roll-keyed"),
        (TurnPhase::AwaitRoll, Call::Roll, false) => t!("hud-roll"),
        (TurnPhase::AwaitRoll, Call::Confirm, true) => t!("hud-confirm-keyed"),
        (TurnPhase::AwaitRoll, Call::Confirm, false) => t!("hud-confirm"),
        (TurnPhase::AwaitRoll, Call::NextRoll, true) => t!("hud-next-roll-keyed"),
        (TurnPhase::AwaitRoll, Call::NextRoll, false) => t!("hud-next-roll"),
        (TurnPhase::Rolling, _, true) => t!("hud-skip-keyed"),
        (TurnPhase::Rolling, _, false) => t!("hud-skip"),
        (TurnPhase::Showing, _, true) => t!("hud-continue-keyed"),
        (TurnPhase::Showing, _, false) => t!("hud-continue"),
    };
    Some(text)
}

/// The banner's buttons beside the call button: (with its key, without, what it does).
fn side_buttons() -> [(String, String, GameAction); 4] {
    [
        (t!("hud-menu-keyed"), t!("hud-menu"), GameAction::ToggleMenu),
        (
            t!("hud-rules-keyed"),
            t!("hud-rules"),
            GameAction::ToggleRules,
        ),
        (t!("hud-odds-keyed"), t!("hud-odds"), GameAction::ToggleOdds),
        (t!("hud-log-keyed"), t!("hud-log"), GameAction::ToggleLog),
    ]
}

/// How much of the banner's buttons the row has room for.
#[derive(Debug, Clone, Copy)]
struct BannerFit {
    /// Each button carries its key ("Menu (M)").
    wide: bool,
    /// Only the menu button beside the call.
    narrow: bool,
    /// The menu button is its icon alone (a screen reader says its name).
    icon_only: bool,
}

/// What fits beside whose turn in `ui`'s width. Narrow windows (or large UI scales) get
/// shorter buttons, then only the menu: the other panels stay on their keys (F1 or I,
/// O, L). A language with longer words steps down sooner: the buttons must leave whose
/// turn its room.
fn banner_fit(ui: &egui::Ui, call_text: impl Fn(bool) -> Option<String>) -> BannerFit {
    let width = ui.available_width();
    let fits = |wide: bool, sides: usize| {
        let call = call_text(wide).map_or(0.0, |t| button_width(ui, &t, Some(size::TITLE)));
        let sides: f32 = side_buttons()
            .iter()
            .take(sides)
            .map(|(long, short, _)| button_width(ui, if wide { long } else { short }, None))
            .sum();
        width - call - sides >= TITLE_ROOM
    };
    let wide = width >= WIDE_BANNER && fits(true, 4);
    let narrow = width < NARROW_BANNER || (!wide && !fits(false, 4));
    BannerFit {
        wide,
        narrow,
        icon_only: narrow && !fits(false, 1),
    }
}

/// The banner's first row: whose turn (at the first of `title_sizes` it fits at), and the
/// buttons. Returns the call button's rect.
pub(super) fn banner(
    ui: &mut egui::Ui,
    session: &Session,
    phase: Option<TurnPhase>,
    call: Call,
    title_sizes: &[f32],
    p: &Palette,
    actions: &mut Vec<GameAction>,
) -> Option<egui::Rect> {
    let mut call_rect = None;
    let over = session.game.is_over();
    let call_text = |wide| call_label(phase, call, over, wide);
    let fit = banner_fit(ui, call_text);
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            side_button_row(ui, fit, actions);
            if let Some(text) = call_text(fit.wide) {
                let button = ui.add(super::super::theme::call_button(&text, size::TITLE, p));
                if button.clicked() {
                    actions.push(GameAction::Primary);
                }
                call_rect = Some(button.rect);
            }
            // Whose turn takes what is left, cut short rather than run under the buttons.
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                whose_turn(ui, session, title_sizes, p);
            });
        });
    });
    call_rect
}

/// The menu, rules, odds and log buttons (laid out right to left), as many and as long
/// as `fit` says.
fn side_button_row(ui: &mut egui::Ui, fit: BannerFit, actions: &mut Vec<GameAction>) {
    let shown = if fit.narrow { 1 } else { 4 };
    for (long, short, action) in side_buttons().into_iter().take(shown) {
        let button = match (fit.icon_only, fit.wide) {
            (true, _) => {
                let icon = ui.button(MENU_ICON);
                spoken_as(&icon, egui::WidgetType::Button, &short);
                icon
            }
            (false, true) => ui.button(long),
            (false, false) => ui.button(short),
        };
        if button.clicked() {
            actions.push(action);
        }
    }
}

/// Whose turn: the player's mark and the banner's words, stepping down in size, then
/// to a short form, and wrapping rather than cut.
fn whose_turn(ui: &mut egui::Ui, session: &Session, title_sizes: &[f32], p: &Palette) {
    let mark = title_sizes.first().copied().unwrap_or(size::BANNER) - 4.0;
    let players = session.game.players();
    match session.game.current_player() {
        Some(seat) => {
            let name = players.get(seat).map_or("", String::as_str);
            player_mark(ui, seat, name, mark);
        }
        None => colour_dot(ui, p.text, mark),
    };
    let forms = crate::present::banner_forms(&session.game);
    fitted_text(ui, &forms, title_sizes, p.text);
}

/// The last roll drawn flat and large, set-aside dice and slam hits ringed, so a viewer
/// on a small or compressed screen reads it at a glance; `note` says what the rings mean.
pub(super) fn result_row(ui: &mut egui::Ui, last: &LastRoll, p: &Palette, note: bool) {
    let Some(seat) = last.seat.filter(|_| !last.faces.is_empty()) else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        player_mark(ui, seat, &last.player, size::CARD);
        let (body, pip) = (seat_colour(seat), seat_pip_colour(seat));
        let marked_as = &last.marked_as;
        for (face, marked) in &last.faces {
            let ring = marked.then_some(p.accent);
            let die = die_face(ui, *face, RESULT_DIE, body, pip, ring);
            let name = spoken::spoken_die(*face, *marked, marked_as);
            spoken_as(&die, egui::WidgetType::Image, &name);
        }
        if note && last.faces.iter().any(|(_, marked)| *marked) {
            let note = egui::RichText::new(t!("hud-ringed-note"))
                .size(size::NOTE)
                .color(p.weak);
            ui.label(note);
        }
    });
}

/// The log folded away: only its last line, under the banner (wrapped, never cut).
pub(super) fn folded_log(ui: &mut egui::Ui, lines: &[String], p: &Palette) {
    if let Some(last) = lines.last() {
        let text = egui::RichText::new(last).size(size::LOG).color(p.weak);
        let line = ui.add(egui::Label::new(text).wrap());
        announce_politely(ui.ctx(), &line);
    }
}

/// The menu button's icon, where the window has no room for its word.
const MENU_ICON: &str = "☰";

/// The room (points) the banner's buttons leave at least for whose turn it is.
const TITLE_ROOM: f32 = 160.0;

/// Banner width (points) from which the buttons carry their keys.
pub(super) const WIDE_BANNER: f32 = 960.0;

/// Banner width below which only the menu button is left beside the call button.
pub(super) const NARROW_BANNER: f32 = 700.0;
