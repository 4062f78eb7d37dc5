//! The viewer's controls while a kept game is watched again: where it is, step by roll
//! or by turn (buttons and the arrow keys, Home, End), play and pause (P), back to the
//! list; in a short window, the game's story as a sparkline at the row's end.

use bevy_egui::egui;

use super::story_chart::{ChartLook, story_chart};
use super::theme::{Palette, fitted_text, size, spoken_as};
use crate::game::{GameAction, Session, ToldStory, WatchStep, Watching};
use crate::t;

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
    spark: Option<&ToldStory>,
    p: &Palette,
    actions: &mut Vec<GameAction>,
) {
    let shown = watching.shown(session);
    let wide = ui.available_width() >= WIDE;
    ui.horizontal_wrapped(|ui| {
        let rolls = watching.marks.len();
        let at = [
            t!(
                "watch-where-long",
                file = &watching.file,
                shown = shown,
                rolls = rolls
            ),
            t!("watch-where", shown = shown, rolls = rolls),
        ];
        fitted_text(ui, &at, &[size::CARD, size::BODY], p.accent);
        step_buttons(ui, watching.playing, wide, actions);
        let back = if wide {
            t!("watch-back-long")
        } else {
            t!("watch-back")
        };
        if ui
            .button(egui::RichText::new(back).size(size::BUTTON))
            .clicked()
        {
            actions.push(GameAction::BackToSetup);
        }
        if let Some(roll) = spark.and_then(|story| sparkline(ui, story, shown, p)) {
            actions.push(GameAction::Watch(WatchStep::ToRoll(roll)));
        }
    });
}

/// The story as a sparkline at the row's end (or on a row of its own where the row has
/// no room left), the roll `shown` marked: the roll clicked on it, if any.
fn sparkline(ui: &mut egui::Ui, story: &ToldStory, shown: usize, p: &Palette) -> Option<usize> {
    let height = ui.spacing().interact_size.y * 1.3;
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
    ui.allocate_ui(egui::vec2(width.max(SPARK_WIDTH), height), |ui| {
        story_chart(ui, story, look, p)
    })
    .inner
}

/// The buttons that step through the game, and Play or Pause (`playing`); on a `wide`
/// bar with their words and keys, else their icons.
fn step_buttons(ui: &mut egui::Ui, playing: bool, wide: bool, actions: &mut Vec<GameAction>) {
    let play = if playing {
        (
            t!("watch-pause"),
            t!("watch-pause-short"),
            WatchStep::PlayPause,
        )
    } else {
        (
            t!("watch-play"),
            t!("watch-play-short"),
            WatchStep::PlayPause,
        )
    };
    // The icons alone stand for the words on a narrow bar: not words.
    let icon = |s: &str| s.to_string();
    for (long, short, step) in [
        (t!("watch-to-start"), icon("⏮"), WatchStep::ToStart),
        (t!("watch-turn-back"), icon("⏪"), WatchStep::TurnBack),
        (t!("watch-roll-back"), icon("◀"), WatchStep::RollBack),
        play,
        (t!("watch-roll-forward"), icon("▶"), WatchStep::RollForward),
        (t!("watch-turn-forward"), icon("⏩"), WatchStep::TurnForward),
        (t!("watch-to-end"), icon("⏭"), WatchStep::ToEnd),
    ] {
        let shown = if wide { &long } else { &short };
        let text = egui::RichText::new(shown).size(size::BUTTON);
        let button = ui.button(text).on_hover_text(&long);
        // A narrow bar shows only the icon: a screen reader says the words.
        spoken_as(&button, egui::WidgetType::Button, &long);
        if button.clicked() {
            actions.push(GameAction::Watch(step));
        }
    }
}
