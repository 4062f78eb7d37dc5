//! While playing: the turn banner with the roll button, the scoresheet, the game log and
//! the odds, drawn where [`HudPlan`] puts them. The 3D view is framed into the space
//! they leave.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSystems;
use super::access::announce_politely;
use super::dice_entry::dice_entry;
use super::join_badge::{
    BadgeView, badge_height, badge_in_column, column_badge, join_badge, place_badge,
};
use super::layout::{
    BANNER_GUESS, HudPlan, LOG_SHARE, LogPlace, ODDS_SHARE, ODDS_WIDTH, SHEET_SHARE, UnderSheet,
    sheet_height, side_sheet_width, view_insets,
};
use super::notices::TableArea;
use super::odds_panel;
use super::sheet::{golf_card, slam_sheet};
use super::theme::{
    Palette, colour_dot, current_palette, die_face, fitted_text, noted, panel_frame, player_mark,
    seat_colour, seat_pip_colour, size, spoken_as,
};
use super::timeline::{ChartLook, timeline_chart};
use super::watch_bar::watch_bar;
use crate::game::{
    DiceEntry, GameAction, GameSystems, LastRoll, OddsView, Phones, Screen, Session, StoryView,
    TurnPhase, WatchStep, Watching, types_dice,
};
use crate::present::spoken;
use crate::rules::Game;
use crate::services::SettingsStore;
use crate::table::ViewInsets;

/// How many of the newest log lines are drawn in full colour.
const RECENT_LINES: usize = 3;
/// Banner width (points) from which the buttons carry their keys.
const WIDE_BANNER: f32 = 960.0;
/// Banner width below which only the menu button is left beside the call button.
const NARROW_BANNER: f32 = 700.0;
/// The least height (points) the log or the odds keep above the join badge in their
/// column (about three lines; they scroll); a shorter column leaves the badge to the
/// table.
const LEAST_UNDER_BADGE: f32 = 72.0;
/// Side of a die in the result row.
const RESULT_DIE: f32 = 28.0;

/// The root `Ui` that panels are laid into (egui 0.36 shows panels inside a `Ui`).
fn root_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "party-dice-root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// What the banner's call button does now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Call {
    /// Throw the next roll.
    Roll,
    /// Confirm the real dice typed.
    Confirm,
    /// Throw the next roll of the game being watched.
    NextRoll,
}

/// Whether the game log is unfolded (L folds it to its last line).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub struct LogOpen(pub bool);

impl Default for LogOpen {
    fn default() -> Self {
        Self(true)
    }
}

/// Everything the playing HUD shows.
pub struct HudView<'a> {
    /// The game.
    pub session: &'a Session,
    /// Where the turn is.
    pub phase: Option<TurnPhase>,
    /// The kept game being watched, if any.
    pub watching: Option<&'a Watching>,
    /// Real dice: the values typed so far, when they are being typed.
    pub entry: Option<&'a mut DiceEntry>,
    /// The odds, when the panel is on.
    pub odds: Option<&'a OddsView>,
    /// The story of the game so far (of the whole game, for one watched): the chance
    /// timeline in the odds panel and under the viewer's bar.
    pub story: Option<&'a StoryView>,
    /// The last roll, for the 2D result row.
    pub last_roll: &'a LastRoll,
    /// Whether the log is unfolded.
    pub log_open: bool,
    /// The theme's colours.
    pub palette: Palette,
    /// While phones are on: the join badge in a corner of the table.
    pub badge: Option<BadgeView<'a>>,
}

/// Where the HUD put things, in points: for the 3D view's framing and the layout tests.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HudLayout {
    /// The top panel (banner and its second row).
    pub banner: egui::Rect,
    /// The call button (Roll, Skip, Continue, Confirm), when there is one.
    pub call: Option<egui::Rect>,
    /// The scoresheet panel (with what is under the card in its column).
    pub sheet: egui::Rect,
    /// The card itself, as its scroll area shows it.
    pub card: egui::Rect,
    /// Golf: the TOTAL heading, or `Rect::NOTHING` when a scroll area clips any of it;
    /// Slam Dice: the last player's score as laid out (it may lie outside `sheet` if it
    /// had to scroll away).
    pub total: Option<egui::Rect>,
    /// The log panel, when unfolded.
    pub log: Option<egui::Rect>,
    /// The odds panel, when on.
    pub odds: Option<egui::Rect>,
    /// What is left for the 3D dice.
    pub dice_area: egui::Rect,
    /// The join badge, while phones are on.
    pub badge: Option<egui::Rect>,
}

/// Lays out and draws the playing HUD; the buttons clicked are added to `actions`.
pub fn draw_hud(
    ctx: &egui::Context,
    mut view: HudView,
    actions: &mut Vec<GameAction>,
) -> HudLayout {
    let screen = ctx.viewport_rect();
    let mut root = root_ui(ctx);
    let players = view.session.game.players().len();
    let plan = HudPlan::new(screen.size(), players, view.log_open, view.odds.is_some());
    let (banner, call) = top_panel(&mut root, &mut view, &plan, actions);
    let sheet = sheet_panel(&mut root, &view, screen, &plan);
    let p = &view.palette;
    let at = badge_at(&plan, view.odds.is_some());
    let in_log = view.badge.as_ref().filter(|_| at == BadgeAt::LogPanel);
    let mut badge = sheet.badge;
    let log = (plan.log == LogPlace::Panel).then(|| {
        egui::Panel::right("log")
            .default_size(size::LOG_WIDTH.min(screen.width() * LOG_SHARE))
            .max_size(screen.width() * LOG_SHARE)
            .frame(panel_frame(p, 12, 12))
            .show(&mut root, |ui| {
                let (log, drawn) =
                    with_badge_under(ui, in_log, p, |ui| game_log(ui, &view.session.log, p));
                badge = badge.or(drawn);
                log
            })
            .inner
    });
    let spark = sparkline(&view);
    let odds = view
        .odds
        .filter(|_| plan.under_sheet != UnderSheet::Odds)
        .map(|odds| {
            egui::Panel::left("odds")
                .default_size(ODDS_WIDTH.min(screen.width() * ODDS_SHARE))
                .max_size(screen.width() * ODDS_SHARE)
                .frame(panel_frame(p, 12, 12))
                .show(&mut root, |ui| odds_panel::odds_panel(ui, odds, spark, p))
                .response
                .rect
        });
    let (log_below, odds_below) = match plan.under_sheet {
        UnderSheet::Log => (sheet.below, None),
        UnderSheet::Odds => (None, sheet.below),
        UnderSheet::Nothing => (None, None),
    };
    let table = root.available_rect_before_wrap();
    let on_table = view.badge.as_ref().filter(|_| badge.is_none());
    let dice_area = match on_table {
        Some(b) => {
            let place = place_badge(ctx, b, screen, table, ctx.pixels_per_point());
            join_badge(ctx, b, &place, p);
            badge = Some(place.rect);
            place.dice_area
        }
        None => table,
    };
    HudLayout {
        banner,
        call,
        sheet: sheet.panel,
        card: sheet.card,
        total: sheet.total,
        log: log.or(log_below),
        odds: odds.or(odds_below),
        dice_area,
        badge,
    }
}

/// The banner, and under it the viewer's controls, the real-dice entry or the last
/// roll, and the folded log's last line. Returns the panel's and the call button's rects.
fn top_panel(
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
        })
        .response
        .rect;
    (rect, call)
}

/// The chance timeline under the viewer's bar: the whole kept game, the roll on show
/// marked and the rolls to come faded; a click goes to the roll under the pointer.
fn watch_chart(
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
    if let Some(roll) = timeline_chart(ui, story, look, &view.palette) {
        actions.push(GameAction::Watch(WatchStep::ToRoll(roll)));
    }
}

/// Height of the chart under the viewer's bar (points).
const WATCH_CHART: f32 = 96.0;

/// What the odds panel's sparkline shows: the story so far, the roll on show marked
/// while a kept game is watched.
fn sparkline<'a>(view: &HudView<'a>) -> Option<(&'a crate::game::Story, Option<usize>)> {
    let story = view.story.and_then(StoryView::story)?;
    Some((story, view.watching.map(|w| w.shown(view.session))))
}

/// Where the sheet panel put things.
struct SheetPlaces {
    /// The panel.
    panel: egui::Rect,
    /// TOTAL (or the last score).
    total: Option<egui::Rect>,
    /// What went under the sheet in its column beside the table.
    below: Option<egui::Rect>,
    /// The card itself (its scroll area).
    card: egui::Rect,
    /// The join badge, when it went at the bottom of the column.
    badge: Option<egui::Rect>,
}

/// Where the join badge goes: at the bottom of a column beside the table where there is
/// one (the table keeps all its room), else on the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum BadgeAt {
    /// Under the card and what is under it, beside the table.
    SheetColumn,
    /// At the bottom of the log's panel.
    LogPanel,
    /// In a corner of the table.
    Table,
}

fn badge_at(plan: &HudPlan, odds: bool) -> BadgeAt {
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
fn with_badge_under(
    ui: &mut egui::Ui,
    view: Option<&BadgeView>,
    p: &Palette,
    fill: impl FnOnce(&mut egui::Ui),
) -> (egui::Rect, Option<egui::Rect>) {
    let ppp = ui.ctx().pixels_per_point();
    let look = view.map(|b| column_badge(ui.ctx(), b, ui.available_width(), ppp));
    let reserve = view
        .zip(look)
        .map_or(0.0, |(b, l)| badge_height(ui.ctx(), b, l));
    // Too short a column keeps what it holds, and the badge goes on the table.
    let (view, reserve) = if ui.available_height() >= reserve + LEAST_UNDER_BADGE {
        (view, reserve)
    } else {
        (None, 0.0)
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
fn sheet_panel(
    root: &mut egui::Ui,
    view: &HudView,
    screen: egui::Rect,
    plan: &HudPlan,
) -> SheetPlaces {
    let p = &view.palette;
    let mut total = None;
    let mut below = None;
    let mut badge = None;
    let mut card = egui::Rect::NOTHING;
    let contents = |ui: &mut egui::Ui, total: &mut Option<egui::Rect>| {
        // A scroll bar beside the rows, not over the TOTAL column.
        ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
        let shown = noted(
            &ui.ctx().clone(),
            egui::ScrollArea::vertical()
                .max_height(screen.height() * plan.sheet_share())
                .min_scrolled_height(screen.height() * SHEET_SHARE)
                .show(ui, |ui| {
                    *total = match &view.session.game {
                        Game::Golf(g) => golf_card(ui, g, p),
                        Game::Slam(g) => slam_sheet(ui, g, p),
                    };
                }),
        );
        // What the card takes: its rows, as far as its scroll area shows them.
        let seen = shown.inner_rect.size().min(shown.content_size);
        egui::Rect::from_min_size(shown.inner_rect.min, seen).intersect(ui.clip_rect())
    };
    // Two ids: egui keeps a panel's size by id, and a sheet moving from beside the
    // table to under it must not start a column high.
    let panel = if plan.beside {
        egui::Panel::right("scoresheet-beside")
            .exact_size(side_sheet_width(screen.width()))
            .frame(panel_frame(p, 12, 8))
    } else {
        egui::Panel::bottom("scoresheet-under").frame(panel_frame(p, 16, 4))
    };
    let rect = panel
        .resizable(false)
        .show(root, |ui| {
            // Only where it leaves every row of the sheet in view.
            let players = view.session.game.players().len();
            let fits = sheet_height(players) + RESULT_DIE * 1.3 <= screen.height() - BANNER_GUESS;
            if plan.beside && plan.short && fits && view.entry.is_none() {
                result_row(ui, view.last_roll, p, false);
            }
            card = contents(ui, &mut total);
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
            let (place, drawn) = with_badge_under(ui, in_column, p, |ui| match odds {
                Some(odds) => odds_panel::odds_panel(ui, odds, sparkline(view), p),
                None => game_log(ui, &view.session.log, p),
            });
            below = Some(place);
            badge = drawn;
        })
        .response
        .rect;
    SheetPlaces {
        panel: rect,
        total,
        below,
        card,
        badge,
    }
}

/// Banner, sheet, log and odds while a game is on or just over; the 3D view is framed
/// into what they leave.
fn draw_play_panels(
    mut contexts: EguiContexts,
    session: Res<Session>,
    store: Res<SettingsStore>,
    phase: Option<Res<State<TurnPhase>>>,
    watching: Option<Res<Watching>>,
    mut entry: ResMut<DiceEntry>,
    (odds, story, last_roll, log_open): (
        Res<OddsView>,
        Res<StoryView>,
        Res<LastRoll>,
        Res<LogOpen>,
    ),
    (mut insets, mut table): (ResMut<ViewInsets>, ResMut<TableArea>),
    phones: Option<Res<Phones>>,
    mut actions: MessageWriter<GameAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let phase = phase.map(|s| *s.get());
    let typing = types_dice(&store.settings, watching.is_some())
        && phase == Some(TurnPhase::AwaitRoll)
        && !session.game.is_over();
    let mut clicked = Vec::new();
    let view = HudView {
        session: &session,
        phase,
        watching: watching.as_deref(),
        entry: typing.then_some(&mut *entry),
        odds: store.settings.display.odds.then_some(&*odds),
        story: Some(&*story),
        last_roll: &last_roll,
        log_open: log_open.0,
        palette: current_palette(&store),
        badge: None,
    };
    let (url, code) = phones
        .as_deref()
        .map(|ph| (ph.url(), ph.code()))
        .unwrap_or_default();
    let view = HudView {
        badge: phones.as_deref().map(|ph| BadgeView {
            url: &url,
            code: &code,
            qr: ph.qr(),
        }),
        ..view
    };
    let layout = draw_hud(ctx, view, &mut clicked);
    actions.write_batch(clicked);
    insets.set_if_neq(view_insets(ctx.viewport_rect(), layout.dice_area));
    table.set_if_neq(TableArea(Some(layout.dice_area)));
    Ok(())
}

/// The whole view is the table's again.
fn release_view(mut insets: ResMut<ViewInsets>, mut table: ResMut<TableArea>) {
    insets.set_if_neq(ViewInsets::default());
    table.set_if_neq(TableArea(None));
}

/// L folds and unfolds the log.
fn toggle_log(mut actions: MessageReader<GameAction>, mut open: ResMut<LogOpen>) {
    for action in actions.read() {
        if *action == GameAction::ToggleLog {
            open.0 = !open.0;
        }
    }
}

/// The label of the call button for the phase: with its key in a wide banner, without
/// in a narrow one; `None` when there is nothing to call for.
fn call_label(
    phase: Option<TurnPhase>,
    call: Call,
    over: bool,
    wide: bool,
) -> Option<&'static str> {
    let (long, short) = match (phase?, call) {
        (TurnPhase::AwaitRoll, _) if over => return None,
        (TurnPhase::AwaitRoll, Call::Roll) => ("🎲 Roll (Space)", "🎲 Roll"),
        (TurnPhase::AwaitRoll, Call::Confirm) => ("✔ Confirm dice (Enter)", "✔ Confirm"),
        (TurnPhase::AwaitRoll, Call::NextRoll) => ("▶ Next roll (Right)", "▶ Next"),
        (TurnPhase::Rolling, _) => ("⏩ Skip (Space)", "⏩ Skip"),
        (TurnPhase::Showing, _) => ("Continue (Space)", "Continue"),
    };
    Some(if wide { long } else { short })
}

/// The banner's first row: whose turn (at the first of `title_sizes` it fits at), and the
/// buttons. Returns the call button's rect.
fn banner(
    ui: &mut egui::Ui,
    session: &Session,
    phase: Option<TurnPhase>,
    call: Call,
    title_sizes: &[f32],
    p: &Palette,
    actions: &mut Vec<GameAction>,
) -> Option<egui::Rect> {
    let mut call_rect = None;
    // Narrow windows (or large UI scales) get shorter buttons, then only the menu: the
    // other panels stay on their keys (F1 or I, O, L).
    let width = ui.available_width();
    let (wide, narrow) = (width >= WIDE_BANNER, width < NARROW_BANNER);
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            let buttons = [
                ("☰ Menu (Esc)", "☰ Menu", GameAction::ToggleMenu),
                ("Rules (F1)", "Rules", GameAction::ToggleRules),
                ("Odds (O)", "Odds", GameAction::ToggleOdds),
                ("Log (L)", "Log", GameAction::ToggleLog),
            ];
            for (long, short, action) in buttons.into_iter().take(if narrow { 1 } else { 4 }) {
                if ui.button(if wide { long } else { short }).clicked() {
                    actions.push(action);
                }
            }
            if let Some(text) = call_label(phase, call, session.game.is_over(), wide) {
                let button = ui.add(super::theme::call_button(text, size::TITLE, p));
                if button.clicked() {
                    actions.push(GameAction::Primary);
                }
                call_rect = Some(button.rect);
            }
            // Whose turn takes what is left, cut short rather than run under the buttons.
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                let mark = title_sizes.first().copied().unwrap_or(size::BANNER) - 4.0;
                let players = session.game.players();
                match session.game.current_player() {
                    Some(seat) => {
                        let name = players.get(seat).map_or("", String::as_str);
                        player_mark(ui, seat, name, mark);
                    }
                    None => colour_dot(ui, p.text, mark),
                };
                // Steps down in size, then to a short form; wraps rather than cut.
                let forms = crate::present::banner_forms(&session.game);
                fitted_text(ui, &forms, title_sizes, p.text);
            });
        });
    });
    call_rect
}

/// The last roll drawn flat and large, set-aside dice and slam hits ringed, so a viewer
/// on a small or compressed screen reads it at a glance; `note` says what the rings mean.
fn result_row(ui: &mut egui::Ui, last: &LastRoll, p: &Palette, note: bool) {
    let Some(seat) = last.seat.filter(|_| !last.faces.is_empty()) else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        player_mark(ui, seat, &last.player, size::CARD);
        let (body, pip) = (seat_colour(seat), seat_pip_colour(seat));
        let marked_as = last.marked_as;
        for (face, marked) in &last.faces {
            let ring = marked.then_some(p.accent);
            let die = die_face(ui, *face, RESULT_DIE, body, pip, ring);
            let name = spoken::spoken_die(*face, *marked, marked_as);
            spoken_as(&die, egui::WidgetType::Image, &name);
        }
        if note && last.faces.iter().any(|(_, marked)| *marked) {
            let note = egui::RichText::new("ringed: set aside or slam hits")
                .size(size::NOTE)
                .color(p.weak);
            ui.label(note);
        }
    });
}

/// The log folded away: only its last line, under the banner (wrapped, never cut).
fn folded_log(ui: &mut egui::Ui, lines: &[String], p: &Palette) {
    if let Some(last) = lines.last() {
        let text = egui::RichText::new(last).size(size::LOG).color(p.weak);
        let line = ui.add(egui::Label::new(text).wrap());
        announce_politely(ui.ctx(), &line);
    }
}

fn game_log(ui: &mut egui::Ui, lines: &[String], p: &Palette) {
    ui.label(
        egui::RichText::new("Game log (L)")
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

pub(super) fn plugin(app: &mut App) {
    let in_game = in_state(Screen::Playing).or_else(in_state(Screen::GameOver));
    app.init_resource::<LogOpen>()
        .add_systems(Update, toggle_log.in_set(GameSystems::Update))
        .add_systems(OnEnter(Screen::Setup), release_view)
        .add_systems(
            EguiPrimaryContextPass,
            draw_play_panels
                .run_if(in_game.and_then(resource_exists::<Session>))
                .in_set(UiSystems::Panels),
        );
}
