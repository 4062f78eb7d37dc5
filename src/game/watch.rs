//! Watching a kept game again: the same values with the same throws, stepped by roll or
//! by turn, played and paused. The game is an ordinary [`Session`] built from the kept
//! record up to the roll on show, so the card, the log and the dice are exactly as they
//! stood; nothing is saved while watching.

use bevy::prelude::*;

use super::input::WatchStep;
use super::session::Session;
use super::{GameAction, TurnPhase};
use crate::frame::AppSystems;
use crate::record::{RollMark, roll_marks, turn_around};
use crate::rules::{GameRecord, OptionsError};

/// The kept game being watched, and where the viewer is in it.
#[derive(Resource, Debug, Clone)]
pub struct Watching {
    /// The game watched, as kept, with every value it rolled.
    pub record: GameRecord,
    /// Its file name, as the history lists it.
    pub file: String,
    /// Its rolls, in order.
    pub marks: Vec<RollMark>,
    /// Rolls follow each other on their own until paused or the game ends.
    pub playing: bool,
    /// A jump's last roll is being put on the table (landed at once, not thrown): its
    /// landing is not celebrated. Cleared by that landing.
    pub placing: bool,
}

impl Watching {
    /// Starts watching `record` (paused, before its first roll).
    pub fn new(record: GameRecord, file: String) -> Result<Self, OptionsError> {
        let marks = roll_marks(&record)?;
        Ok(Self {
            record,
            file,
            marks,
            playing: false,
            placing: false,
        })
    }

    /// Rolls played so far in `session` (a roll in the air counts once it lands).
    pub fn shown(&self, session: &Session) -> usize {
        let used = session.landed_values();
        self.marks.iter().take_while(|m| m.end <= used).count()
    }

    /// Values of the kept record used by its first `rolls` rolls.
    pub fn values_after(&self, rolls: usize) -> usize {
        rolls
            .checked_sub(1)
            .and_then(|i| self.marks.get(i))
            .map_or(0, |m| m.end)
    }

    /// The number of rolls to show after `step`, from `shown` rolls on show; `None` for
    /// a step that is not a jump (one roll forward is thrown as usual, play/pause).
    pub fn target(&self, step: WatchStep, shown: usize) -> Option<usize> {
        match step {
            WatchStep::RollBack => Some(shown.saturating_sub(1)),
            WatchStep::TurnBack => Some(turn_around(&self.marks, shown.saturating_sub(1)).start),
            WatchStep::TurnForward => Some(turn_around(&self.marks, shown).end),
            WatchStep::ToStart => Some(0),
            WatchStep::ToEnd => Some(self.marks.len()),
            WatchStep::ToRoll(roll) => Some(roll.min(self.marks.len())),
            WatchStep::RollForward | WatchStep::PlayPause => None,
        }
    }
}

/// Asks to watch a kept game (from the history screen).
#[derive(Message, Debug, Clone)]
pub struct WatchGame {
    /// The game as kept.
    pub record: GameRecord,
    /// Its file name, as listed.
    pub file: String,
}

/// The viewer's keys, while watching.
fn record_watch_keys(keys: Res<ButtonInput<KeyCode>>, mut actions: MessageWriter<GameAction>) {
    for key in keys.get_just_pressed() {
        let step = match key {
            KeyCode::ArrowLeft => WatchStep::RollBack,
            KeyCode::ArrowRight => WatchStep::RollForward,
            KeyCode::ArrowUp | KeyCode::PageUp => WatchStep::TurnBack,
            KeyCode::ArrowDown | KeyCode::PageDown => WatchStep::TurnForward,
            KeyCode::Home => WatchStep::ToStart,
            KeyCode::End => WatchStep::ToEnd,
            KeyCode::KeyP => WatchStep::PlayPause,
            _ => continue,
        };
        actions.write(GameAction::Watch(step));
    }
}

/// While playing, the next roll is thrown as soon as the last one has been shown.
fn play_on(
    mut watching: ResMut<Watching>,
    session: Res<Session>,
    phase: Res<State<TurnPhase>>,
    mut actions: MessageWriter<GameAction>,
) {
    if !watching.playing || *phase.get() != TurnPhase::AwaitRoll {
        return;
    }
    if session.game.is_over() {
        watching.playing = false;
    } else {
        actions.write(GameAction::Watch(WatchStep::RollForward));
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_message::<WatchGame>().add_systems(
        Update,
        (
            record_watch_keys.run_if(
                resource_exists::<Watching>
                    .and_then(resource_exists::<ButtonInput<KeyCode>>)
                    .and_then(super::egui_not_typing),
            ),
            play_on.run_if(
                resource_exists::<Watching>
                    .and_then(resource_exists::<Session>)
                    .and_then(in_state(TurnPhase::AwaitRoll)),
            ),
        )
            .in_set(AppSystems::RecordInput),
    );
}
