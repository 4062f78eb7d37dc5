//! The viewer's controls while a kept game is watched again: where it is, step by roll
//! or by turn (buttons and the arrow keys, Home, End), play and pause (P), back to the
//! list; in a short window, the game's chance timeline as a sparkline at the row's end.

use bevy_egui::egui;

use super::theme::{Palette, fitted_text, size, spoken_as};
use super::timeline::{ChartLook, timeline_chart};
use crate::game::{GameAction, Session, Story, WatchStep, Watching};

/// Bar width (points) from which the buttons carry their words and keys.
const WIDE: f32 = 1000.0;

/// The least width (points) of the sparkline at the end of the row.
const SPARK_WIDTH: f32 = 160.0;

/// The controls, as one row under the banner; `spark`, the story to end the row with
/// as a sparkline (a short window, where the chart has no row of its own).
pub(super) fn watch_bar(
    ui: &mut egui::Ui,
    watching: &Watching,
    session: &Session,
    spark: Option<&Story>,
    p: &Palette,
    actions: &mut Vec<GameAction>,
) {
    let shown = watching.shown(session);
    let wide = ui.available_width() >= WIDE;
    ui.horizontal_wrapped(|ui| {
        let rolls = watching.marks.len();
        let at = [
            format!("Watching {} — roll {shown} of {rolls}", watching.file),
            format!("Roll {shown} of {rolls}"),
        ];
        fitted_text(ui, &at, &[size::CARD, size::BODY], p.accent);
        let play = if watching.playing {
            ("⏸ Pause (P)", "Pause", WatchStep::PlayPause)
        } else {
            ("▶ Play (P)", "Play", WatchStep::PlayPause)
        };
        for (long, short, step) in [
            ("⏮ Start (Home)", "⏮", WatchStep::ToStart),
            ("⏪ Turn (Up)", "⏪", WatchStep::TurnBack),
            ("◀ Roll (Left)", "◀", WatchStep::RollBack),
            play,
            ("Roll ▶ (Right)", "▶", WatchStep::RollForward),
            ("Turn ⏩ (Down)", "⏩", WatchStep::TurnForward),
            ("End ⏭ (End)", "⏭", WatchStep::ToEnd),
        ] {
            let text = egui::RichText::new(if wide { long } else { short }).size(size::BUTTON);
            let button = ui.button(text).on_hover_text(long);
            // A narrow bar shows only the icon: a screen reader says the words.
            spoken_as(&button, egui::WidgetType::Button, long);
            if button.clicked() {
                actions.push(GameAction::Watch(step));
            }
        }
        let back = if wide { "Back to the list" } else { "Back" };
        if ui
            .button(egui::RichText::new(back).size(size::BUTTON))
            .clicked()
        {
            actions.push(GameAction::BackToSetup);
        }
        if let Some(story) = spark {
            let height = ui.spacing().interact_size.y * 1.3;
            // What is left of the row, or a row of its own.
            let left = ui.available_size_before_wrap().x;
            let width = if left >= SPARK_WIDTH {
                left
            } else {
                ui.available_width()
            };
            let look = ChartLook {
                id: "watch-sparkline",
                height,
                marker: Some(shown),
                axes: false,
                legend: false,
            };
            let clicked = ui
                .allocate_ui(egui::vec2(width.max(SPARK_WIDTH), height), |ui| {
                    timeline_chart(ui, story, look, p)
                })
                .inner;
            if let Some(roll) = clicked {
                actions.push(GameAction::Watch(WatchStep::ToRoll(roll)));
            }
        }
    });
}
