//! The overlay for a screen reader. egui builds an AccessKit tree of every widget (names
//! come from the widgets' text, or from `present::spoken` where the text alone means
//! little, like "+1" in a card cell) and bevy_egui hands it to the window's adapter; this
//! plugin sends the screen reader's own actions (press, focus) back to egui, which
//! bevy_egui 0.42 does not do, and marks the news of each roll as a polite live region.

use bevy::a11y::ActionRequest;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiInput, EguiPrimaryContextPass, PrimaryEguiContext, egui};

use crate::frame::AppSystems;
use crate::game::OverlayFocus;

/// Marks `response` as a polite live region: a screen reader reads it out when it
/// changes, without interrupting (the result of each roll).
pub(crate) fn announce_politely(ctx: &egui::Context, response: &egui::Response) {
    ctx.accesskit_node_builder(response.id, |node| {
        node.set_live(egui::accesskit::Live::Polite);
    });
}

/// The screen reader's action requests (press a button, focus a field) become egui input
/// events for the overlay.
fn forward_actions(
    mut requests: MessageReader<ActionRequest>,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    for request in requests.read() {
        for mut input in &mut inputs {
            let event = egui::Event::AccessKitActionRequest(request.0.clone());
            input.0.events.push(event);
        }
    }
}

/// Tells the game's keys what has the overlay's focus after its pass: a button takes
/// Enter and Space, a text field every key.
fn track_focus(mut contexts: EguiContexts, mut focus: ResMut<OverlayFocus>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let now = OverlayFocus {
        widget: ctx.memory(|m| m.focused().is_some()),
        text: ctx.text_edit_focused(),
    };
    focus.set_if_neq(now);
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    // Registered here too so that a headless app (no window plugin) can run it.
    app.add_message::<ActionRequest>()
        .add_systems(
            PreUpdate,
            forward_actions
                .after(bevy_egui::EguiPreUpdateSet::ProcessInput)
                .before(bevy_egui::EguiPreUpdateSet::BeginPass),
        )
        .add_systems(
            EguiPrimaryContextPass,
            track_focus.after(AppSystems::UiWindows),
        );
}
