//! The announcement after a roll ("Small Slam! +5"): large, over the table, fading after
//! a few seconds.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::access::announce_politely;
use super::theme::{Palette, current_palette, fitted_text, size, tone_colour};
use crate::frame::AppSystems;
use crate::game::Announcement;
use crate::present::Headline;
use crate::stores::SettingsStore;
use crate::table::ViewInsets;

/// Seconds an announcement stays fully visible before it fades.
const ANNOUNCEMENT_HOLD: f32 = 2.5;
/// Seconds the fade takes.
const ANNOUNCEMENT_FADE: f32 = 1.0;

/// The announcement `news` over the middle of `area` (the part of the window the table
/// has), at most its width: the title steps down in size and wraps rather than run past
/// it. `alpha` fades it. Returns where it went.
pub fn announcement_box(
    ctx: &egui::Context,
    news: &Headline,
    area: egui::Rect,
    alpha: f32,
    p: &Palette,
) -> egui::Rect {
    let colour = tone_colour(news.tone, p).gamma_multiply(alpha);
    // Over a table squeezed between panels (a short window at a large UI scale) the box
    // may reach over the panels rather than break its words a letter a line.
    let screen = ctx.viewport_rect().width() - 2.0 * MARGIN;
    let width = (area.width() - 2.0 * MARGIN).max(LEAST_WIDTH).min(screen);
    let offset = area.center_top() - ctx.viewport_rect().center_top() + egui::vec2(0.0, MARGIN);
    egui::Area::new(egui::Id::new("announcement"))
        .anchor(egui::Align2::CENTER_TOP, offset)
        .interactable(false)
        .constrain(true)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_black_alpha((170.0 * alpha) as u8))
                .corner_radius(12)
                .inner_margin(egui::Margin::symmetric(24, 12))
                .show(ui, |ui| {
                    ui.set_max_width(width - 48.0);
                    ui.vertical_centered(|ui| {
                        let sizes = [size::HEADLINE, size::SPLASH, size::BANNER, size::TITLE];
                        let title =
                            fitted_text(ui, std::slice::from_ref(&news.title), &sizes, colour);
                        announce_politely(ui.ctx(), &title);
                        if !news.detail.is_empty() {
                            let detail = egui::RichText::new(&news.detail)
                                .size(size::TITLE)
                                .color(egui::Color32::WHITE.gamma_multiply(alpha));
                            ui.add(egui::Label::new(detail).wrap());
                        }
                    });
                });
        })
        .response
        .rect
}

/// Room kept between the announcement and the table's edges, in points.
const MARGIN: f32 = 10.0;
/// The narrowest the box gets where the screen allows (points): a short headline's
/// words whole at the smallest size tried.
const LEAST_WIDTH: f32 = 10.0 * size::TITLE;

/// The big news of the last roll, fading after a few seconds.
fn draw_announcement(
    mut contexts: EguiContexts,
    announcement: Res<Announcement>,
    store: Res<SettingsStore>,
    insets: Res<ViewInsets>,
) -> Result {
    let news = &announcement.headline;
    if news.title.is_empty() || announcement.age > ANNOUNCEMENT_HOLD + ANNOUNCEMENT_FADE {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let p = current_palette(&store);
    let alpha =
        (1.0 - (announcement.age - ANNOUNCEMENT_HOLD).max(0.0) / ANNOUNCEMENT_FADE).clamp(0.0, 1.0);
    let screen = ctx.viewport_rect();
    let area = egui::Rect::from_min_max(
        screen.min + egui::vec2(insets.left * screen.width(), insets.top * screen.height()),
        screen.max
            - egui::vec2(
                insets.right * screen.width(),
                insets.bottom * screen.height(),
            ),
    );
    announcement_box(ctx, news, area, alpha, &p);
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
            .in_set(AppSystems::UiWindows),
    );
}
