//! Real dice: the row where the values rolled on the table are typed (digits 1–6) or
//! clicked on six face buttons, with Backspace and the confirm button.

use bevy_egui::egui;

use super::theme::{Palette, call_button, die_face, short_screen, size, spoken_as};
use crate::game::{DiceEntry, GameAction};
use crate::present::{entry_hint, entry_prompt};
use crate::rules::Face;

/// Side of a face button.
const FACE_BUTTON: f32 = 44.0;
/// Side of a typed value.
const TYPED: f32 = 36.0;

/// The entry row: what to type, the face buttons, the values so far, and the hint.
pub(super) fn dice_entry(
    ui: &mut egui::Ui,
    entry: &mut DiceEntry,
    needed: usize,
    p: &Palette,
    actions: &mut Vec<GameAction>,
) {
    // A short window keeps more of its height for the table.
    let (button_side, typed_side) = if short_screen(ui.ctx()) {
        (FACE_BUTTON * 0.75, TYPED * 0.75)
    } else {
        (FACE_BUTTON, TYPED)
    };
    ui.horizontal_wrapped(|ui| {
        let ask = entry_prompt(needed);
        ui.label(egui::RichText::new(ask).size(size::CARD).strong());
        for face in Face::ALL {
            let value = face.value();
            let button = die_face(
                ui,
                face,
                button_side,
                egui::Color32::WHITE,
                egui::Color32::BLACK,
                None,
            )
            .on_hover_text(format!("{value} (key {value})"));
            spoken_as(&button, egui::WidgetType::Button, &format!("Type {value}"));
            if button.clicked() {
                entry.push(face, needed);
            }
        }
        ui.add_space(12.0);
        for k in 0..needed {
            match entry.typed.get(k) {
                Some(face) => {
                    die_face(ui, *face, typed_side, p.accent, egui::Color32::BLACK, None);
                }
                None => {
                    let (rect, _) = ui.allocate_exact_size(
                        egui::vec2(typed_side, typed_side),
                        egui::Sense::hover(),
                    );
                    let stroke = egui::Stroke::new(2.0, p.weak);
                    ui.painter().rect_stroke(
                        rect.shrink(3.0),
                        6.0,
                        stroke,
                        egui::StrokeKind::Inside,
                    );
                }
            }
        }
        if ui.button("Backspace").clicked() {
            entry.pop();
        }
        // Enter, or the banner's call button, confirms; this one is beside the values.
        let complete = entry.typed.len() == needed;
        if ui
            .add_enabled(complete, call_button("✔ OK", size::NAME, p))
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
