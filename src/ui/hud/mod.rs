//! While playing: the turn banner with the roll button, the scoresheet, the game log and
//! the odds, drawn where [`HudPlan`] puts them. The 3D view is framed into the space
//! they leave.

mod banner;
mod column;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::join_badge::{BadgeView, join_badge, place_badge};
use super::layout::{
    BoardAt, HudPlan, LOG_SHARE, LogPlace, ODDS_SHARE, ODDS_WIDTH, UnderSheet, board_at,
    screen_room, view_insets,
};
use super::odds_panel;
use super::theme::{Palette, current_palette, panel_frame, size};
use crate::audience::TOP_ROWS;
use crate::frame::AppSystems;
use crate::game::{
    AudienceHall, DiceEntry, GameAction, LastRoll, OddsView, Phones, Screen, Session, StoryView,
    TurnPhase, Watching, types_dice,
};
use crate::stores::SettingsStore;
use crate::table::ViewInsets;
use banner::top_panel;
use column::{
    BadgeAt, audience_board, badge_at, board_height, game_log, sheet_panel, sparkline,
    with_badge_under,
};

/// Side of a die in the result row.
const RESULT_DIE: f32 = 28.0;

/// The root `Ui` that panels are laid into (egui 0.36 shows panels inside a `Ui`): the
/// window under a notice line's strip.
fn root_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "party-dice-root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(screen_room(ctx)),
    )
}

/// What the banner's call button does now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Call {
    /// Throw the next roll.
    Roll,
    /// Confirm the real dice typed.
    Confirm,
    /// Throw the next roll of the game being watched.
    NextRoll,
}

/// Whether the game log is unfolded (L folds it to its last line).
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct LogOpen(pub bool);

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
    /// story in the odds panel and under the viewer's bar.
    pub story: Option<&'a StoryView>,
    /// The last roll, for the 2D result row.
    pub last_roll: &'a LastRoll,
    /// Whether the log is unfolded.
    pub log_open: bool,
    /// The theme's colours.
    pub palette: Palette,
    /// While phones are on: the join badge in a corner of the table.
    pub badge: Option<BadgeView<'a>>,
    /// The audience, while the host has it on: its leaderboard tops the log.
    pub audience: Option<AudienceShow<'a>>,
}

/// The audience as the HUD shows it: the live game's leaderboard (worked out once a
/// frame) and where a Block clicked on it goes, or a kept game's final board and its
/// lesson.
#[derive(Clone, Copy)]
pub struct AudienceShow<'a> {
    /// The leaderboard.
    pub board: &'a crate::audience::Board,
    /// How many joined (some may have no answer settled yet).
    pub joined: usize,
    /// A kept game's calibration, folded under its board.
    pub lesson: Option<&'a crate::audience::Calibration>,
    /// The member the host chose to block this frame; `None` for a kept game.
    pub block: Option<&'a std::cell::Cell<Option<crate::audience::MemberId>>>,
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
    let screen = screen_room(ctx);
    let mut root = root_ui(ctx);
    let players = view.session.game.players().len();
    let plan = HudPlan::new(
        screen.size(),
        view.session.game.kind(),
        players,
        view.log_open,
        view.odds.is_some(),
    );
    let (banner, call) = top_panel(&mut root, &mut view, &plan, actions);
    let sheet = sheet_panel(&mut root, &view, screen, &plan);
    let (log, in_log) = if plan.log == LogPlace::Panel {
        log_panel(&mut root, &view, screen, &plan)
    } else {
        (None, None)
    };
    let odds = view
        .odds
        .filter(|_| plan.under_sheet != UnderSheet::Odds)
        .map(|odds| odds_side_panel(&mut root, &view, (odds, &plan), screen));
    let (log_below, odds_below) = match plan.under_sheet {
        UnderSheet::Log => (sheet.below, None),
        UnderSheet::Odds => (None, sheet.below),
        UnderSheet::Nothing => (None, None),
    };
    let mut badge = sheet.badge.or(in_log);
    let table = root.available_rect_before_wrap();
    let dice_area = match view.badge.as_ref().filter(|_| badge.is_none()) {
        Some(b) => {
            let place = place_badge(ctx, b, ctx.viewport_rect(), table, ctx.pixels_per_point());
            join_badge(ctx, b, &place, &view.palette);
            badge = Some(place.rect);
            place.dice_area
        }
        None => table,
    };
    soften_view_edges(&root, dice_area, screen);
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

/// Points over which a panel's shadow fades into the table.
const PANEL_SHADOW: f32 = 16.0;

/// The panels lie over the table: each casts a soft shadow a little way onto it, so the
/// table's view has no hard, cut edge where it meets a panel (the window's own edges
/// stay as they are).
fn soften_view_edges(ui: &egui::Ui, table: egui::Rect, screen: egui::Rect) {
    let dark = egui::Color32::from_black_alpha(120);
    let clear = egui::Color32::TRANSPARENT;
    let reach = PANEL_SHADOW
        .min(table.width() * 0.1)
        .min(table.height() * 0.1);
    // Each edge that meets a panel: the strip along it, and which of its sides is the
    // panel's (the dark one).
    let edges = [
        (
            table.top() > screen.top() + 0.5,
            egui::Rect::from_min_max(table.min, egui::pos2(table.right(), table.top() + reach)),
            0,
        ),
        (
            table.bottom() < screen.bottom() - 0.5,
            egui::Rect::from_min_max(egui::pos2(table.left(), table.bottom() - reach), table.max),
            1,
        ),
        (
            table.left() > screen.left() + 0.5,
            egui::Rect::from_min_max(table.min, egui::pos2(table.left() + reach, table.bottom())),
            2,
        ),
        (
            table.right() < screen.right() - 0.5,
            egui::Rect::from_min_max(egui::pos2(table.right() - reach, table.top()), table.max),
            3,
        ),
    ];
    let painter = ui.painter().with_clip_rect(table);
    for (meets_panel, strip, side) in edges {
        if !meets_panel || reach <= 0.0 {
            continue;
        }
        let mut mesh = egui::Mesh::default();
        let [a, b, c, d] = [
            strip.left_top(),
            strip.right_top(),
            strip.right_bottom(),
            strip.left_bottom(),
        ];
        // Corners' colours by which side is dark: top, bottom, left or right.
        let colours = match side {
            0 => [dark, dark, clear, clear],
            1 => [clear, clear, dark, dark],
            2 => [dark, clear, clear, dark],
            _ => [clear, dark, dark, clear],
        };
        for (p, c) in [a, b, c, d].into_iter().zip(colours) {
            mesh.colored_vertex(p, c);
        }
        mesh.add_triangle(0, 1, 2);
        mesh.add_triangle(0, 2, 3);
        painter.add(mesh);
    }
}

/// The log's own panel at the right, with the join badge at its bottom where the plan
/// puts it there: the log's rect and the badge's.
fn log_panel(
    root: &mut egui::Ui,
    view: &HudView,
    screen: egui::Rect,
    plan: &HudPlan,
) -> (Option<egui::Rect>, Option<egui::Rect>) {
    let p = &view.palette;
    let at = badge_at(plan, view.odds.is_some());
    let in_log = view.badge.as_ref().filter(|_| at == BadgeAt::LogPanel);
    let (log, badge) = egui::Panel::right("log")
        .default_size(size::LOG_WIDTH.min(screen.width() * LOG_SHARE))
        .max_size(screen.width() * LOG_SHARE)
        .frame(panel_frame(p, 12, 12))
        .show(root, |ui| {
            with_badge_under(ui, in_log, p, |ui| {
                audience_board(ui, view, p, true);
                game_log(ui, &view.session.log, p);
            })
        })
        .inner;
    (Some(log), badge)
}

/// The odds in their own panel at the left: its rect.
fn odds_side_panel(
    root: &mut egui::Ui,
    view: &HudView,
    (odds, plan): (&OddsView, &HudPlan),
    screen: egui::Rect,
) -> egui::Rect {
    let p = &view.palette;
    let spark = sparkline(view);
    let board_here = board_at(plan, true) == BoardAt::OddsPanel;
    egui::Panel::left("odds")
        .default_size(ODDS_WIDTH.min(screen.width() * ODDS_SHARE))
        .max_size(screen.width() * ODDS_SHARE)
        .frame(panel_frame(p, 12, 12))
        .show(root, |ui| {
            odds_panel::odds_panel(ui, odds, spark, p);
            // Under the odds, where the panel has room left for it.
            if board_here && ui.available_height() >= board_height(view) {
                ui.separator();
                audience_board(ui, view, p, true);
            }
        })
        .response
        .rect
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
    mut insets: ResMut<ViewInsets>,
    (phones, hall): (Option<Res<Phones>>, Res<AudienceHall>),
    mut actions: MessageWriter<GameAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let phase = phase.map(|s| *s.get());
    let typing = types_dice(&store.settings, watching.is_some())
        && phase == Some(TurnPhase::AwaitRoll)
        && !session.game.is_over();
    let mut clicked = Vec::new();
    let block = std::cell::Cell::new(None);
    // The live board, sorted once a frame; a kept game's board as it ended.
    let live = (phones.is_some() && store.settings.phones.audience && watching.is_none())
        .then(|| hall.audience.board(TOP_ROWS));
    let kept = watching.as_deref().and_then(|w| w.record.audience.as_ref());
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
        audience: None,
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
            locked: ph.locked(),
            online: ph.online().is_some(),
        }),
        audience: audience_show(live.as_ref(), kept, hall.audience.len(), &block),
        ..view
    };
    let layout = draw_hud(ctx, view, &mut clicked);
    if let Some(member) = block.get() {
        clicked.push(GameAction::BlockMember(member));
    }
    actions.write_batch(clicked);
    insets.set_if_neq(view_insets(ctx.viewport_rect(), layout.dice_area));
    Ok(())
}

/// The audience the HUD shows: the `live` board of the game on the table, or the `kept`
/// lesson of a game watched again, or none.
pub fn audience_show<'a>(
    live: Option<&'a crate::audience::Board>,
    kept: Option<&'a crate::audience::Lesson>,
    joined: usize,
    block: &'a std::cell::Cell<Option<crate::audience::MemberId>>,
) -> Option<AudienceShow<'a>> {
    match (live, kept) {
        (Some(board), _) => Some(AudienceShow {
            board,
            joined,
            lesson: None,
            block: Some(block),
        }),
        (None, Some(lesson)) => Some(AudienceShow {
            board: &lesson.board,
            joined: lesson.board.playing as usize,
            lesson: Some(&lesson.calibration),
            block: None,
        }),
        (None, None) => None,
    }
}

/// The whole view is the table's again.
fn release_view(mut insets: ResMut<ViewInsets>) {
    insets.set_if_neq(ViewInsets::default());
}

/// L folds and unfolds the log.
fn toggle_log(mut actions: MessageReader<GameAction>, mut open: ResMut<LogOpen>) {
    for action in actions.read() {
        if *action == GameAction::ToggleLog {
            open.0 = !open.0;
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    let in_game = in_state(Screen::Playing).or_else(in_state(Screen::GameOver));
    app.init_resource::<LogOpen>()
        .add_systems(Update, toggle_log.in_set(AppSystems::Update))
        .add_systems(OnEnter(Screen::Setup), release_view)
        .add_systems(
            EguiPrimaryContextPass,
            draw_play_panels
                .run_if(in_game.and_then(resource_exists::<Session>))
                .in_set(AppSystems::UiPanels),
        );
}
