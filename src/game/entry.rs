//! Real dice: the table rolls its own dice and types the values in, digit by digit (or
//! on the overlay's face buttons). Backspace fixes a typo until Enter confirms; a roll
//! can't be confirmed with too few values, and a confirmed roll is on the record.

use bevy::prelude::*;

use super::TurnPhase;
use super::session::Session;
use super::watch::Watching;
use crate::frame::AppSystems;
use crate::present::EntryHint;
use crate::rules::Face;
use crate::settings::{DiceMode, Settings};
use crate::stores::SettingsStore;

/// The values typed so far for the next roll, and a hint when a key was not a die.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct DiceEntry {
    /// Values typed, in order.
    pub typed: Vec<Face>,
    /// What to tell the player about the last key, if it was not taken
    /// ([`crate::present::entry_hint`] words it).
    pub hint: Option<EntryHint>,
}

impl DiceEntry {
    /// Adds a value, unless the roll already has the `needed` values it takes.
    pub fn push(&mut self, face: Face, needed: usize) {
        if self.typed.len() < needed {
            self.typed.push(face);
            self.hint = None;
        } else {
            self.hint = Some(EntryHint::Full { needed });
        }
    }

    /// Removes the last value typed.
    pub fn pop(&mut self) {
        self.typed.pop();
        self.hint = None;
    }

    /// Forgets everything typed.
    pub fn clear(&mut self) {
        *self = Self::default();
    }

    /// The values, if exactly `needed` were typed (and the entry starts again); else a
    /// hint saying how many are missing.
    pub(crate) fn take_complete(&mut self, needed: usize) -> Option<Vec<Face>> {
        if needed > 0 && self.typed.len() == needed {
            self.hint = None;
            return Some(std::mem::take(&mut self.typed));
        }
        let missing = needed.saturating_sub(self.typed.len());
        self.hint = Some(EntryHint::Missing { missing });
        None
    }
}

/// Whether rolls take typed values: real dice, in a game played (not one watched).
pub(crate) fn types_dice(settings: &Settings, watching: bool) -> bool {
    settings.dice == DiceMode::Real && !watching
}

/// Whether the values for the next roll are typed now: [`types_dice`], waiting for a
/// roll.
pub(crate) fn typing_dice(
    store: Res<SettingsStore>,
    watching: Option<Res<Watching>>,
    phase: Option<Res<State<TurnPhase>>>,
) -> bool {
    types_dice(&store.settings, watching.is_some())
        && phase.is_some_and(|p| *p.get() == TurnPhase::AwaitRoll)
}

/// The face a key types: 1 to 6 on the main row or the keypad.
fn face_of(key: KeyCode) -> Option<u8> {
    Some(match key {
        KeyCode::Digit1 | KeyCode::Numpad1 => 1,
        KeyCode::Digit2 | KeyCode::Numpad2 => 2,
        KeyCode::Digit3 | KeyCode::Numpad3 => 3,
        KeyCode::Digit4 | KeyCode::Numpad4 => 4,
        KeyCode::Digit5 | KeyCode::Numpad5 => 5,
        KeyCode::Digit6 | KeyCode::Numpad6 => 6,
        _ => return None,
    })
}

/// Whether a key looks like an attempt to type a die that can't be one (0, 7, 8, 9).
fn is_other_digit(key: KeyCode) -> bool {
    matches!(
        key,
        KeyCode::Digit0
            | KeyCode::Digit7
            | KeyCode::Digit8
            | KeyCode::Digit9
            | KeyCode::Numpad0
            | KeyCode::Numpad7
            | KeyCode::Numpad8
            | KeyCode::Numpad9
    )
}

/// Digits type dice, Backspace takes the last one back; other digits get a hint.
fn record_dice_keys(
    keys: Res<ButtonInput<KeyCode>>,
    session: Res<Session>,
    mut entry: ResMut<DiceEntry>,
) {
    let needed = session.game.dice_needed();
    for key in keys.get_just_pressed() {
        if let Some(face) = face_of(*key).and_then(|v| Face::new(v).ok()) {
            entry.push(face, needed);
        } else if *key == KeyCode::Backspace {
            entry.pop();
        } else if is_other_digit(*key) {
            entry.hint = Some(EntryHint::NotAFace);
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<DiceEntry>().add_systems(
        Update,
        record_dice_keys
            .run_if(
                resource_exists::<Session>
                    .and_then(resource_exists::<ButtonInput<KeyCode>>)
                    .and_then(typing_dice)
                    .and_then(super::egui_not_typing),
            )
            .in_set(AppSystems::RecordInput),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn face(v: u8) -> Face {
        Face::new(v).unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn an_entry_takes_exactly_the_values_a_roll_needs() {
        let mut e = DiceEntry::default();
        e.push(face(3), 2);
        assert_eq!(e.take_complete(2), None);
        assert_eq!(e.hint, Some(EntryHint::Missing { missing: 1 }));
        e.push(face(5), 2);
        e.push(face(6), 2);
        assert_eq!(e.typed, [face(3), face(5)]);
        assert_eq!(e.hint, Some(EntryHint::Full { needed: 2 }));
        e.pop();
        e.push(face(1), 2);
        assert_eq!(e.take_complete(2), Some(vec![face(3), face(1)]));
        assert!(e.typed.is_empty());
        assert_eq!(e.take_complete(0), None);
    }
}
