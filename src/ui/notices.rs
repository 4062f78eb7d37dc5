//! Notices: what the player should know that is not part of the game (a broken settings
//! file, a save that failed, a roll that could not be thrown), shown until dismissed.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSystems;
use super::theme::{
    CardPlaces, CardSpec, Palette, call_button, current_palette, screen_card, size,
};
use crate::game::Screen;
use crate::services::{Notices, SettingsStore};

/// Width of the notice card where the window has room.
const WIDTH: f32 = 720.0;

/// The notices, at the top of the screen or at its bottom (`at`: over the part that
/// does not hold the screen's main action); returns whether OK was clicked.
pub fn notices_card(
    ctx: &egui::Context,
    notices: &[String],
    at: egui::Align2,
    p: &Palette,
) -> (CardPlaces, bool) {
    let mut dismiss = false;
    let spec = CardSpec {
        id: "notices",
        width: WIDTH,
        anchor: at,
        scroll: true,
    };
    let header = |ui: &mut egui::Ui| {
        ui.label(egui::RichText::new("⚠ Notice").size(size::CARD).strong());
    };
    let body = |ui: &mut egui::Ui| {
        for n in notices {
            ui.add(egui::Label::new(egui::RichText::new(n).size(size::NOTE)).wrap());
        }
    };
    let footer = |ui: &mut egui::Ui| {
        dismiss = ui.add(call_button("OK", size::NAME, p)).clicked();
    };
    (screen_card(ctx, spec, p, header, body, footer), dismiss)
}

fn draw_notices(
    mut contexts: EguiContexts,
    mut notices: ResMut<Notices>,
    store: Res<SettingsStore>,
    screen: Res<State<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // While playing the banner's call button is at the top; elsewhere the cards keep
    // their main action at the bottom.
    let at = match screen.get() {
        Screen::Playing => egui::Align2::CENTER_BOTTOM,
        _ => egui::Align2::CENTER_TOP,
    };
    let (_, dismiss) = notices_card(ctx, &notices.0, at, &current_palette(&store));
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
