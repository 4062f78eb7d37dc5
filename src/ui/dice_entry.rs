//! Real dice: the row where the values rolled on the table are typed (digits 1–6) or
//! clicked on six face buttons, with Backspace and the confirm button.

use bevy_egui::egui;

use super::theme::{Palette, call_button, die_face, short_screen, size, spoken_as};
use crate::game::{DiceEntry, GameAction};
use crate::present::{entry_hint, entry_prompt};
use crate::rules::Face;
use crate::t;

/// Side of a face button.
const FACE_BUTTON: f32 = 44.0;
/// Side of a typed value.
const TYPED: f32 = 36.0;

/// A white die showing `face`, `side` points across, that types its value.
fn face_button(ui: &mut egui::Ui, face: Face, side: f32) -> egui::Response {
    let value = face.value();
    let (white, black) = (egui::Color32::WHITE, egui::Color32::BLACK);
    let button = die_face(ui, face, side, white, black, None)
        .on_hover_text(t!("dice-entry-face-hint", value = value));
    let said = t!("dice-entry-type", value = value);
    spoken_as(&button, egui::WidgetType::Button, &said);
    button
}

/// The entry row: what to type, the face buttons, the values so far, and the hint.
pub(super) fn dice_entry(
    ui: &mut egui::Ui,
    entry: &mut DiceEntry,
    needed: usize,
    p: &Palette,
    actions: &mut Vec<GameAction>,
) {
    // A short window keeps more of its height for the table.
    let short = short_screen(ui.ctx());
    let (button_side, typed_side) = if short {
        (FACE_BUTTON * 0.75, TYPED * 0.75)
    } else {
        (FACE_BUTTON, TYPED)
    };
    ui.horizontal_wrapped(|ui| {
        // A short window leaves the prompt to the empty boxes after the buttons (and
        // to a pointer over them): in a long language it would take a row of its own.
        let ask = entry_prompt(needed);
        if !short {
            ui.label(egui::RichText::new(&ask).size(size::CARD).strong());
        }
        for face in Face::ALL {
            if face_button(ui, face, button_side).clicked() {
                entry.push(face, needed);
            }
        }
        ui.add_space(12.0);
        typed_slots(ui, entry, needed, typed_side, p, &ask);
        if ui.button(t!("dice-entry-backspace")).clicked() {
            entry.pop();
        }
        // Enter, or the banner's call button, confirms; this one is beside the values.
        let complete = entry.typed.len() == needed;
        if ui
            .add_enabled(complete, call_button(&t!("dice-entry-ok"), size::NAME, p))
            .clicked()
        {
            actions.push(GameAction::Primary);
        }
    });
    if let Some(hint) = entry.hint {
        ui.label(
            egui::RichText::new(entry_hint(hint))
                .size(size::BODY)
                .color(p.bad),
        );
    }
}

/// The values typed so far, then an empty box for each still to come (`ask` on hover).
fn typed_slots(
    ui: &mut egui::Ui,
    entry: &DiceEntry,
    needed: usize,
    typed_side: f32,
    p: &Palette,
    ask: &str,
) {
    for k in 0..needed {
        match entry.typed.get(k) {
            Some(face) => {
                die_face(ui, *face, typed_side, p.accent, egui::Color32::BLACK, None);
            }
            None => {
                let (rect, slot) = ui
                    .allocate_exact_size(egui::vec2(typed_side, typed_side), egui::Sense::hover());
                slot.on_hover_text(ask);
                let stroke = egui::Stroke::new(2.0, p.weak);
                ui.painter()
                    .rect_stroke(rect.shrink(3.0), 6.0, stroke, egui::StrokeKind::Inside);
            }
        }
    }
}
