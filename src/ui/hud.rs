//! While playing: the turn banner with the roll button, the scoresheet, the game log,
//! and the announcement after a roll. The 3D view is framed into the space they leave.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSystems;
use super::dice_entry::dice_entry;
use super::odds_panel;
use super::sheet::{golf_card, slam_sheet, tone_colour};
use super::style::{Palette, colour_dot, current_palette, for_display, player_mark, size};
use super::watch_bar::watch_bar;
use crate::game::{
    Announcement, DiceEntry, GameAction, OddsView, Screen, Session, SettingsStore, TurnPhase,
    Watching,
};
use crate::rules::Game;
use crate::settings::DiceMode;
use crate::table::ViewInsets;

/// Seconds an announcement stays fully visible before it fades.
const ANNOUNCEMENT_HOLD: f32 = 2.5;
/// Seconds the fade takes.
const ANNOUNCEMENT_FADE: f32 = 1.0;
/// How many of the newest log lines are drawn in full colour.
const RECENT_LINES: usize = 3;

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

fn panel_frame(p: &Palette, x: i8, y: i8) -> egui::Frame {
    egui::Frame::new()
        .fill(p.panel)
        .inner_margin(egui::Margin::symmetric(x, y))
}

/// What the banner's call button does now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Call {
    /// Throw the next roll.
    Roll,
    /// Confirm the real dice typed.
    Confirm,
    /// Throw the next roll of the game being watched.
    NextRoll,
}

/// Banner (with the viewer's controls or the real-dice entry under it), sheet, log and
/// odds while a game is on or just over.
fn draw_play_panels(
    mut contexts: EguiContexts,
    session: Res<Session>,
    store: Res<SettingsStore>,
    phase: Option<Res<State<TurnPhase>>>,
    watching: Option<Res<Watching>>,
    mut entry: ResMut<DiceEntry>,
    odds: Res<OddsView>,
    mut insets: ResMut<ViewInsets>,
    mut actions: MessageWriter<GameAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let p = current_palette(&store);
    let mut root = root_ui(ctx);
    let phase = phase.map(|s| *s.get());
    let typing = store.settings.dice == DiceMode::Real
        && watching.is_none()
        && phase == Some(TurnPhase::AwaitRoll)
        && !session.game.is_over();
    let call = match (&watching, typing) {
        (Some(_), _) => Call::NextRoll,
        (None, true) => Call::Confirm,
        (None, false) => Call::Roll,
    };
    let top = egui::Panel::top("banner")
        .frame(panel_frame(&p, 16, 8))
        .show(&mut root, |ui| {
            banner(ui, &session, phase, call, &p, &mut actions);
            if let Some(w) = &watching {
                watch_bar(ui, w, &session, &p, &mut actions);
            }
            if typing {
                dice_entry(ui, &mut entry, session.game.dice_needed(), &p, &mut actions);
            }
        })
        .response
        .rect;
    let bottom = egui::Panel::bottom("scoresheet")
        .frame(panel_frame(&p, 16, 10))
        .show(&mut root, |ui| match &session.game {
            Game::Golf(g) => golf_card(ui, g, &p),
            Game::Slam(g) => slam_sheet(ui, g, &p),
        })
        .response
        .rect;
    let right = egui::Panel::right("log")
        .default_size(size::LOG_WIDTH)
        .frame(panel_frame(&p, 12, 12))
        .show(&mut root, |ui| game_log(ui, &session.log, &p))
        .response
        .rect;
    let left = if store.settings.display.odds {
        egui::Panel::left("odds")
            .default_size(odds_panel::WIDTH)
            .frame(panel_frame(&p, 12, 12))
            .show(&mut root, |ui| odds_panel::odds_panel(ui, &odds, &p))
            .response
            .rect
            .width()
    } else {
        0.0
    };
    let screen = ctx.viewport_rect();
    let (w, h) = (screen.width().max(1.0), screen.height().max(1.0));
    insets.set_if_neq(ViewInsets {
        left: left / w,
        right: right.width() / w,
        top: top.height() / h,
        bottom: bottom.height() / h,
    });
    Ok(())
}

/// The whole view is the table's again.
fn release_view(mut insets: ResMut<ViewInsets>) {
    insets.set_if_neq(ViewInsets::default());
}

fn banner(
    ui: &mut egui::Ui,
    session: &Session,
    phase: Option<TurnPhase>,
    call: Call,
    p: &Palette,
    actions: &mut MessageWriter<GameAction>,
) {
    ui.horizontal(|ui| {
        match session.game.current_player() {
            Some(seat) => {
                player_mark(ui, seat, size::BANNER - 4.0);
            }
            None => colour_dot(ui, p.text, size::BANNER - 4.0),
        };
        let text = crate::present::banner(&session.game);
        ui.label(egui::RichText::new(text).size(size::BANNER).strong());
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button("☰ Menu (Esc)").clicked() {
                actions.write(GameAction::ToggleMenu);
            }
            if ui.button("Rules (F1)").clicked() {
                actions.write(GameAction::ToggleRules);
            }
            if ui.button("Odds (O)").clicked() {
                actions.write(GameAction::ToggleOdds);
            }
            let label = match (phase, call) {
                (Some(TurnPhase::AwaitRoll), _) if session.game.is_over() => return,
                (Some(TurnPhase::AwaitRoll), Call::Roll) => "🎲 Roll (Space)",
                (Some(TurnPhase::AwaitRoll), Call::Confirm) => "✔ Confirm dice (Enter)",
                (Some(TurnPhase::AwaitRoll), Call::NextRoll) => "▶ Next roll (→)",
                (Some(TurnPhase::Rolling), _) => "⏩ Skip (Space)",
                (Some(TurnPhase::Showing), _) => "Continue (Space)",
                (None, _) => return,
            };
            if ui
                .add(super::style::call_button(label, size::TITLE, p))
                .clicked()
            {
                actions.write(GameAction::Primary);
            }
        });
    });
}

fn game_log(ui: &mut egui::Ui, lines: &[String], p: &Palette) {
    ui.label(egui::RichText::new("Game log").size(size::CARD).strong());
    ui.separator();
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (i, line) in lines.iter().enumerate() {
                let recent = i + RECENT_LINES >= lines.len();
                let text = egui::RichText::new(for_display(line))
                    .size(size::LOG)
                    .color(if recent { p.text } else { p.weak });
                ui.label(text);
            }
        });
}

/// The big news of the last roll, fading after a few seconds.
fn draw_announcement(
    mut contexts: EguiContexts,
    announcement: Res<Announcement>,
    store: Res<SettingsStore>,
) -> Result {
    let news = &announcement.headline;
    if news.title.is_empty() || announcement.age > ANNOUNCEMENT_HOLD + ANNOUNCEMENT_FADE {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let p = current_palette(&store);
    let alpha =
        (1.0 - (announcement.age - ANNOUNCEMENT_HOLD).max(0.0) / ANNOUNCEMENT_FADE).clamp(0.0, 1.0);
    let colour = tone_colour(news.tone, &p);
    egui::Area::new(egui::Id::new("announcement"))
        .anchor(egui::Align2::CENTER_TOP, [-120.0, 110.0])
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_black_alpha((170.0 * alpha) as u8))
                .corner_radius(12)
                .inner_margin(egui::Margin::symmetric(28, 14))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.label(
                            egui::RichText::new(for_display(&news.title))
                                .size(size::HEADLINE)
                                .strong()
                                .color(colour.gamma_multiply(alpha)),
                        );
                        if !news.detail.is_empty() {
                            ui.label(
                                egui::RichText::new(for_display(&news.detail))
                                    .size(size::TITLE)
                                    .color(egui::Color32::WHITE.gamma_multiply(alpha)),
                            );
                        }
                    });
                });
        });
    if alpha > 0.0 {
        ctx.request_repaint();
    }
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    let in_game = in_state(Screen::Playing).or_else(in_state(Screen::GameOver));
    app.add_systems(OnEnter(Screen::Setup), release_view)
        .add_systems(
            EguiPrimaryContextPass,
            draw_play_panels
                .run_if(in_game.and_then(resource_exists::<Session>))
                .in_set(UiSystems::Panels),
        )
        .add_systems(
            EguiPrimaryContextPass,
            draw_announcement
                .run_if(resource_exists::<Announcement>)
                .in_set(UiSystems::Windows),
        );
}
