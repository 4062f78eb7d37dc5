//! While playing: the turn banner, the scoresheet, the game log and the announcements.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSystems;
use super::menu::SettingsStore;
use super::style::{Palette, palette};
use crate::game::{Announcement, GameAction, Screen, Session, Tone, TurnPhase, player_colour};
use crate::rules::{Game, SlamDice, StraightGolf, log};
use crate::table::ViewInsets;

/// Bevy colour → egui colour.
pub fn egui_colour(c: Color) -> egui::Color32 {
    let s = c.to_srgba();
    egui::Color32::from_rgb(
        (s.red * 255.0) as u8,
        (s.green * 255.0) as u8,
        (s.blue * 255.0) as u8,
    )
}

/// A filled circle in a player's colour, painted (the default fonts have no such glyph).
pub fn colour_dot(ui: &mut egui::Ui, colour: egui::Color32, size: f32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    ui.painter()
        .circle_filled(rect.center(), size * 0.42, colour);
}

/// A log or announcement line as the overlay's fonts can show it.
pub fn for_display(text: &str) -> String {
    text.replace(" → ", " to ")
}

/// The root `Ui` that panels are laid into (egui 0.36 shows panels inside a `Ui`).
pub fn root_ui(ctx: &egui::Context) -> egui::Ui {
    egui::Ui::new(
        ctx.clone(),
        "party-dice-root".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    )
}

/// Banner, sheet and log while a game is on or just over; the 3D view is framed into
/// the space they leave.
#[allow(clippy::too_many_arguments)]
fn draw_play_panels(
    mut contexts: EguiContexts,
    session: Option<Res<Session>>,
    store: Res<SettingsStore>,
    phase: Option<Res<State<TurnPhase>>>,
    screen: Res<State<Screen>>,
    mut insets: ResMut<ViewInsets>,
    mut actions: MessageWriter<GameAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(session) = session else {
        insets.set_if_neq(ViewInsets::default());
        return Ok(());
    };
    if *screen.get() == Screen::Setup {
        insets.set_if_neq(ViewInsets::default());
        return Ok(());
    }
    let p = palette(store.settings.display.theme);
    let mut root = root_ui(ctx);
    let screen_rect = ctx.viewport_rect();
    let top = egui::Panel::top("banner")
        .frame(
            egui::Frame::new()
                .fill(p.panel)
                .inner_margin(egui::Margin::symmetric(16, 8)),
        )
        .show(&mut root, |ui| {
            banner(
                ui,
                &session,
                phase.as_deref().map(|s| *s.get()),
                &p,
                &mut actions,
            )
        })
        .response
        .rect;
    let bottom = egui::Panel::bottom("scoresheet")
        .frame(
            egui::Frame::new()
                .fill(p.panel)
                .inner_margin(egui::Margin::symmetric(16, 10)),
        )
        .show(&mut root, |ui| match &session.shown {
            Game::Golf(g) => golf_card(ui, g, &p),
            Game::Slam(g) => slam_sheet(ui, g, &p),
        })
        .response
        .rect;
    let right = egui::Panel::right("log")
        .default_size(300.0)
        .frame(
            egui::Frame::new()
                .fill(p.panel)
                .inner_margin(egui::Margin::same(12)),
        )
        .show(&mut root, |ui| game_log(ui, &session.log, &p))
        .response
        .rect;
    let (w, h) = (screen_rect.width().max(1.0), screen_rect.height().max(1.0));
    insets.set_if_neq(ViewInsets {
        left: 0.0,
        right: right.width() / w,
        top: top.height() / h,
        bottom: bottom.height() / h,
    });
    Ok(())
}

fn banner(
    ui: &mut egui::Ui,
    session: &Session,
    phase: Option<TurnPhase>,
    p: &Palette,
    actions: &mut MessageWriter<GameAction>,
) {
    ui.horizontal(|ui| {
        let colour = session
            .shown
            .current_player()
            .map(|s| egui_colour(player_colour(s)))
            .unwrap_or(p.text);
        colour_dot(ui, colour, 30.0);
        let text = if session.shown.is_over() {
            "Game over".to_string()
        } else {
            session.banner()
        };
        ui.label(egui::RichText::new(text).size(34.0).strong());
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.button("☰ Menu (Esc)").clicked() {
                actions.write(GameAction::ToggleMenu);
            }
            if ui.button("Rules (F1)").clicked() {
                actions.write(GameAction::ToggleRules);
            }
            let (label, enabled) = match phase {
                Some(TurnPhase::AwaitRoll) => ("🎲 Roll (Space)", true),
                Some(TurnPhase::Rolling) => ("⏩ Skip (Space)", true),
                Some(TurnPhase::Showing) => ("Continue (Space)", true),
                None => ("", false),
            };
            if enabled {
                let button = egui::Button::new(egui::RichText::new(label).size(24.0).strong())
                    .fill(p.accent.gamma_multiply(0.35));
                if ui.add(button).clicked() {
                    actions.write(GameAction::Primary);
                }
            }
        });
    });
}

/// The golf card: a column per hole, OUT / IN / TOTAL, badges, the current hole and the
/// leader highlighted.
pub fn golf_card(ui: &mut egui::Ui, g: &StraightGolf, p: &Palette) {
    let holes = g.options().rounds as usize;
    let current = g.hole();
    let leaders = if g.cards().iter().any(|c| !c.holes.is_empty()) {
        g.leaders()
    } else {
        Vec::new()
    };
    let big = 20.0;
    egui::ScrollArea::horizontal().show(ui, |ui| {
        egui::Grid::new("golf-card")
            .striped(true)
            .min_col_width(34.0)
            .spacing([10.0, 6.0])
            .show(ui, |ui| {
                ui.label(egui::RichText::new("Player").size(big).strong());
                for h in 1..=holes {
                    let mut t = egui::RichText::new(h.to_string())
                        .size(big - 2.0)
                        .color(p.weak);
                    if current.is_some_and(|c| c.number as usize == h) {
                        t = t.color(p.accent).strong();
                    }
                    ui.label(t);
                    if h == 9 && holes > 9 {
                        ui.label(egui::RichText::new("OUT").size(big - 2.0).strong());
                    }
                }
                if holes <= 9 {
                    ui.label(egui::RichText::new("OUT").size(big - 2.0).strong());
                } else {
                    ui.label(egui::RichText::new("IN").size(big - 2.0).strong());
                }
                ui.label(egui::RichText::new("TOTAL").size(big).strong());
                ui.end_row();
                for (seat, (name, card)) in g.players().iter().zip(g.cards()).enumerate() {
                    ui.horizontal(|ui| {
                        colour_dot(ui, egui_colour(player_colour(seat)), big);
                        let mut t = egui::RichText::new(name).size(big);
                        if current.is_some_and(|c| c.player == seat) {
                            t = t.color(p.accent).strong();
                        }
                        ui.label(t);
                        if g.first_player() == Some(seat) {
                            ui.label(egui::RichText::new("1st").size(13.0).color(p.weak))
                                .on_hover_text("First player");
                        }
                        if g.scorekeeper() == Some(seat) {
                            ui.label(egui::RichText::new("📝").size(16.0).color(p.weak))
                                .on_hover_text("Scorekeeper");
                        }
                    });
                    for h in 0..holes {
                        let cell = match card.holes.get(h) {
                            Some(pts) => {
                                let colour = if *pts < 0 {
                                    p.good
                                } else if *pts > 1 {
                                    p.bad
                                } else {
                                    p.text
                                };
                                egui::RichText::new(log::signed(*pts))
                                    .size(big)
                                    .color(colour)
                            }
                            None if current.is_some_and(|c| {
                                c.player == seat && c.number as usize == h + 1
                            }) =>
                            {
                                egui::RichText::new("▶").size(big).color(p.accent)
                            }
                            None => egui::RichText::new("·").size(big).color(p.weak),
                        };
                        ui.label(cell);
                        if h == 8 && holes > 9 {
                            ui.label(
                                egui::RichText::new(log::signed(card.out()))
                                    .size(big)
                                    .strong(),
                            );
                        }
                    }
                    if holes <= 9 {
                        ui.label(
                            egui::RichText::new(log::signed(card.out()))
                                .size(big)
                                .strong(),
                        );
                    } else {
                        ui.label(
                            egui::RichText::new(log::signed(card.inward()))
                                .size(big)
                                .strong(),
                        );
                    }
                    let mut total = egui::RichText::new(log::signed(card.total()))
                        .size(big + 4.0)
                        .strong();
                    if leaders.contains(&seat) {
                        total = total.color(p.accent);
                    }
                    ui.label(total);
                    ui.end_row();
                }
            });
    });
}

/// Slam Dice: each player's score with a bar to the target, finish order, whose turn.
pub fn slam_sheet(ui: &mut egui::Ui, g: &SlamDice, p: &Palette) {
    let target = g.options().target;
    let current = g.current_player();
    egui::Grid::new("slam-sheet")
        .striped(true)
        .spacing([14.0, 6.0])
        .show(ui, |ui| {
            for (seat, name) in g.players().iter().enumerate() {
                let score = g.scores()[seat];
                ui.horizontal(|ui| {
                    colour_dot(ui, egui_colour(player_colour(seat)), 22.0);
                    let mut t = egui::RichText::new(name).size(22.0);
                    if current == Some(seat) && !g.is_over() {
                        t = t.color(p.accent).strong();
                        ui.label(egui::RichText::new("▶").size(22.0).color(p.accent));
                    }
                    ui.label(t);
                });
                let number = g
                    .slam_number(seat)
                    .map(|n| n.0.to_string())
                    .unwrap_or_else(|| "–".into());
                ui.label(
                    egui::RichText::new(format!("slam {number}"))
                        .size(16.0)
                        .color(p.weak),
                );
                let bar = egui::ProgressBar::new(score as f32 / target.max(1) as f32)
                    .desired_width(ui.available_width().clamp(160.0, 420.0))
                    .fill(egui_colour(player_colour(seat)))
                    .text(
                        egui::RichText::new(format!("{score} / {target}"))
                            .size(18.0)
                            .strong()
                            .color(egui::Color32::WHITE),
                    );
                ui.add(bar);
                let status = match (g.finished_rank(seat), g.loser() == Some(seat)) {
                    (Some(r), _) => {
                        egui::RichText::new(format!("safe — {}", log::ordinal(r))).color(p.good)
                    }
                    (None, true) => egui::RichText::new("LOSER").color(p.bad).strong(),
                    _ => egui::RichText::new(""),
                };
                ui.label(status.size(20.0));
                ui.end_row();
            }
        });
}

fn game_log(ui: &mut egui::Ui, lines: &[String], p: &Palette) {
    ui.label(egui::RichText::new("Game log").size(20.0).strong());
    ui.separator();
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (i, line) in lines.iter().enumerate() {
                let recent = i + 3 >= lines.len();
                let text = egui::RichText::new(for_display(line))
                    .size(15.0)
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
    session: Option<Res<Session>>,
) -> Result {
    if announcement.title.is_empty() || announcement.age > 3.5 || session.is_none() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let p = palette(store.settings.display.theme);
    let alpha = (1.0 - (announcement.age - 2.5).max(0.0)).clamp(0.0, 1.0);
    let colour = match announcement.tone {
        Tone::Good => p.good,
        Tone::Bad => p.bad,
        Tone::Info => p.accent,
    };
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
                            egui::RichText::new(&announcement.title)
                                .size(52.0)
                                .strong()
                                .color(colour.gamma_multiply(alpha)),
                        );
                        if !announcement.detail.is_empty() {
                            ui.label(
                                egui::RichText::new(for_display(&announcement.detail))
                                    .size(24.0)
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
    app.add_systems(
        EguiPrimaryContextPass,
        draw_play_panels.in_set(UiSystems::Panels),
    )
    .add_systems(
        EguiPrimaryContextPass,
        draw_announcement
            .in_set(UiSystems::Windows)
            .run_if(in_state(Screen::Playing)),
    );
}
