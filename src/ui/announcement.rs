//! The announcement after a roll ("Small Slam! +5"): large, over the table, fading after
//! a few seconds.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSystems;
use super::theme::{current_palette, size, tone_colour};
use crate::game::Announcement;
use crate::services::SettingsStore;

/// Seconds an announcement stays fully visible before it fades.
const ANNOUNCEMENT_HOLD: f32 = 2.5;
/// Seconds the fade takes.
const ANNOUNCEMENT_FADE: f32 = 1.0;

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
                            egui::RichText::new(&news.title)
                                .size(size::HEADLINE)
                                .strong()
                                .color(colour.gamma_multiply(alpha)),
                        );
                        if !news.detail.is_empty() {
                            ui.label(
                                egui::RichText::new(&news.detail)
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
    app.add_systems(
        EguiPrimaryContextPass,
        draw_announcement
            .run_if(resource_exists::<Announcement>)
            .in_set(UiSystems::Windows),
    );
}
