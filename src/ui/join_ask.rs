//! A phone asks to join as a new player: the shared screen asks the host "Zoë wants to
//! join — Accept (Y) / Refuse (N)", in the join card's header while it is open (its body
//! in a short window), else at the top of whatever shows. Nothing is added until the
//! host accepts; the buttons send the same actions as the keys.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::access::announce_politely;
use super::join_card::{JoinAsk, JoinScreenOpen, answer_buttons, join_question};
use super::layout::screen_room;
use super::theme::{current_palette, size};
use crate::frame::AppSystems;
use crate::game::{GameAction, Phones};
use crate::stores::SettingsStore;

fn draw_join_question(
    mut contexts: EguiContexts,
    phones: Option<Res<Phones>>,
    card: Res<JoinScreenOpen>,
    store: Res<SettingsStore>,
    mut actions: MessageWriter<GameAction>,
) -> Result {
    let Some(phones) = phones else {
        return Ok(());
    };
    if card.open {
        // The card asks it.
        return Ok(());
    }
    let mut asking = phones.asking();
    let Some(name) = asking.next() else {
        return Ok(());
    };
    let question = join_question(name, asking.count());
    let ctx = contexts.ctx_mut()?;
    let p = current_palette(&store);
    let mut answer = None;
    // Under a notice line's strip, if one is kept.
    let top = screen_room(ctx).top() - ctx.viewport_rect().top();
    egui::Area::new(egui::Id::new("join-question"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top + 12.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            let frame = egui::Frame::new()
                .fill(p.panel.to_opaque())
                .stroke(egui::Stroke::new(2.0, p.accent))
                .corner_radius(6)
                .inner_margin(egui::Margin::symmetric(16, 10));
            frame.show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    let asked = ui.label(egui::RichText::new(&question).size(size::TITLE).strong());
                    announce_politely(ui.ctx(), &asked);
                    if let Some(JoinAsk::Answer(accept)) =
                        answer_buttons(ui, name, &crate::t!("join-accept"), &p)
                    {
                        answer = Some(accept);
                    }
                });
            });
        });
    if let Some(accept) = answer {
        actions.write(GameAction::AnswerJoin(accept));
    }
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_join_question.in_set(AppSystems::UiWindows),
    );
}
