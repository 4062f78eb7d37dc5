//! The odds panel (O): after every roll, the chances for the roll or hole at hand and
//! each player's chance to win (Straight Golf) or to be the loser (Slam Dice), each with
//! a plain reading, large enough to read from the back of a classroom; over them, the
//! game's story so far as a sparkline.

use crate::t;
use bevy_egui::egui;

use super::story_chart::{ChartLook, story_chart};
use super::theme::{Palette, noted, size};
use crate::game::{OddsView, ToldStory};
use crate::present::Reading;

/// Height of the sparkline (points).
const SPARKLINE: f32 = 52.0;

/// The panel's contents; `spark` is the story for the sparkline, with the roll on show
/// while a kept game is watched.
pub(super) fn odds_panel(
    ui: &mut egui::Ui,
    view: &OddsView,
    spark: Option<(&ToldStory, Option<usize>)>,
    p: &Palette,
) {
    ui.horizontal_wrapped(|ui| {
        let title = egui::RichText::new(t!("odds-panel-title")).size(size::CARD);
        ui.add(egui::Label::new(title.strong()).wrap());
        if view.is_stale() {
            ui.label(
                egui::RichText::new(t!("odds-panel-updating"))
                    .size(size::SMALL)
                    .color(p.weak),
            );
        }
    });
    ui.separator();
    if let Some((story, marker)) = spark.filter(|(s, _)| s.rolls() > 0) {
        let look = ChartLook {
            id: "odds-sparkline",
            height: SPARKLINE,
            marker,
            axes: false,
            legend: false,
        };
        story_chart(ui, story, look, p);
    }
    let Some(r) = &view.readings else {
        ui.label(egui::RichText::new(t!("odds-panel-working")).color(p.weak));
        return;
    };
    noted(
        &ui.ctx().clone(),
        egui::ScrollArea::vertical()
            .id_salt("odds")
            .auto_shrink([false, false])
            .show(ui, |ui| {
                if !r.now.is_empty() {
                    ui.label(
                        egui::RichText::new(&r.now_title)
                            .size(size::NAME)
                            .strong()
                            .color(p.accent),
                    );
                    readings(ui, &r.now, p);
                    ui.add_space(8.0);
                }
                ui.label(
                    egui::RichText::new(&r.game_title)
                        .size(size::NAME)
                        .strong()
                        .color(p.accent),
                );
                readings(ui, &r.game, p);
            }),
    );
}

fn readings(ui: &mut egui::Ui, lines: &[Reading], p: &Palette) {
    for line in lines {
        // Label and number side by side, the number wrapping under a long label in a
        // narrow panel rather than drawn over it.
        ui.horizontal_wrapped(|ui| {
            ui.label(egui::RichText::new(&line.label).size(size::CARD));
            ui.label(egui::RichText::new(&line.value).size(size::CARD).strong());
        });
        ui.label(
            egui::RichText::new(&line.says)
                .size(size::NOTE)
                .color(p.weak),
        );
    }
}
