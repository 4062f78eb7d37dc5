//! The viewer's controls while a kept game is watched again: where it is, step by roll
//! or by turn (buttons and the arrow keys, Home, End), play and pause (P), back to the
//! list.

use bevy_egui::egui;

use super::theme::{Palette, size};
use crate::game::{GameAction, Session, WatchStep, Watching};

/// The controls, as one row under the banner.
pub(super) fn watch_bar(
    ui: &mut egui::Ui,
    watching: &Watching,
    session: &Session,
    p: &Palette,
    actions: &mut Vec<GameAction>,
) {
    let shown = watching.shown(session);
    ui.horizontal_wrapped(|ui| {
        let at = format!(
            "Watching {} — roll {shown} of {}",
            watching.file,
            watching.marks.len()
        );
        ui.label(egui::RichText::new(at).size(size::CARD).color(p.accent));
        let play = if watching.playing {
            ("Pause (P)", WatchStep::PlayPause)
        } else {
            ("▶ Play (P)", WatchStep::PlayPause)
        };
        for (text, step) in [
            ("|◀ Start (Home)", WatchStep::ToStart),
            ("◀◀ Turn (Up)", WatchStep::TurnBack),
            ("◀ Roll (Left)", WatchStep::RollBack),
            play,
            ("Roll ▶ (Right)", WatchStep::RollForward),
            ("Turn ▶▶ (Down)", WatchStep::TurnForward),
            ("End ▶| (End)", WatchStep::ToEnd),
        ] {
            if ui
                .button(egui::RichText::new(text).size(size::BUTTON))
                .clicked()
            {
                actions.push(GameAction::Watch(step));
            }
        }
        if ui
            .button(egui::RichText::new("Back to the list").size(size::BUTTON))
            .clicked()
        {
            actions.push(GameAction::BackToSetup);
        }
    });
}
