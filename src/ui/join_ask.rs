//! A phone asks to join as a new player: the shared screen asks the host, over whatever
//! it shows, "Zoë wants to join — Accept (Y) / Refuse (N)". Nothing is added until the
//! host accepts; the buttons send the same actions as the keys.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::access::announce_politely;
use super::theme::{call_button, current_palette, panel_frame, size, spoken_as};
use crate::game::{GameAction, Phones};
use crate::services::{AppSystems, SettingsStore};

/// The question for the oldest phone waiting, and how many wait after it.
pub fn join_question(name: &str, more: usize) -> String {
    match more {
        0 => format!("{name} wants to join"),
        1 => format!("{name} wants to join (1 more waits)"),
        n => format!("{name} wants to join ({n} more wait)"),
    }
}

fn draw_join_question(
    mut contexts: EguiContexts,
    phones: Option<Res<Phones>>,
    store: Res<SettingsStore>,
    mut actions: MessageWriter<GameAction>,
) -> Result {
    let Some(phones) = phones else {
        return Ok(());
    };
    let mut asking = phones.asking();
    let Some(name) = asking.next() else {
        return Ok(());
    };
    let question = join_question(name, asking.count());
    let ctx = contexts.ctx_mut()?;
    let p = current_palette(&store);
    let mut answer = None;
    egui::Area::new(egui::Id::new("join-question"))
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 12.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            panel_frame(&p, 16, 10).show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    let asked = ui.label(egui::RichText::new(&question).size(size::TITLE).strong());
                    announce_politely(ui.ctx(), &asked);
                    let yes = ui.add(call_button("Accept (Y)", size::CARD, &p));
                    spoken_as(&yes, egui::WidgetType::Button, &format!("Accept {name}"));
                    let no = ui.button(egui::RichText::new("Refuse (N)").size(size::CARD));
                    spoken_as(&no, egui::WidgetType::Button, &format!("Refuse {name}"));
                    if yes.clicked() {
                        answer = Some(true);
                    } else if no.clicked() {
                        answer = Some(false);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_question_names_the_phone_and_counts_the_others() {
        assert_eq!(join_question("Zoë", 0), "Zoë wants to join");
        assert_eq!(join_question("Zoë", 1), "Zoë wants to join (1 more waits)");
        assert_eq!(join_question("Zoë", 3), "Zoë wants to join (3 more wait)");
    }
}
