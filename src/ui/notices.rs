//! Notices: what the player should know that is not part of the game (a broken settings
//! file, a save that failed), shown until dismissed.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSystems;
use super::theme::size;
use crate::services::Notices;

/// Width of the notice window.
const WIDTH: f32 = 720.0;

fn draw_notices(mut contexts: EguiContexts, mut notices: ResMut<Notices>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut dismiss = false;
    egui::Window::new(egui::RichText::new("⚠ Notice").size(size::CARD))
        .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -20.0])
        .collapsible(false)
        .resizable(false)
        .default_width(WIDTH)
        .show(ctx, |ui| {
            for n in &notices.0 {
                ui.label(egui::RichText::new(n).size(size::NOTE));
            }
            dismiss = ui.button("OK").clicked();
        });
    if dismiss {
        notices.0.clear();
    }
    Ok(())
}

fn have_notices(notices: Res<Notices>) -> bool {
    !notices.0.is_empty()
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        draw_notices.run_if(have_notices).in_set(UiSystems::Windows),
    );
}
