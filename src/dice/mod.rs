//! Die meshes and materials, playback of throw recordings, the kept-dice row.
//!
//! Six play dice and one slam-number die are spawned once and reused for the whole
//! session (hidden when unused), so the entity count never grows. The game drives them
//! only through [`DiceCommand`] messages and learns that a throw came to rest from
//! [`ThrowFinished`].

mod mesh;
mod playback;
mod spawn;

use std::sync::Arc;

use bevy::prelude::*;

use crate::rules::Face;
use crate::throw::Recording;

pub use mesh::{pip_pattern, pips, rounded_cube};
pub use spawn::{DiceAssets, Die, DieHalo, DieVisual, SlamDie};

/// The number of play dice (Straight Golf throws six; Slam Dice uses the first three).
pub const DICE: usize = 6;

/// What the game asks of the dice.
#[derive(Message, Debug, Clone)]
pub enum DiceCommand {
    /// Play `recording`: die `dice[k]` (a slot `0..6`) follows track `k`. Dice not listed
    /// are left as they are. Thrown dice leave the kept row and lose any highlight.
    Throw {
        /// Which die plays each track of the recording.
        dice: Vec<usize>,
        /// The pre-simulated throw.
        recording: Arc<Recording>,
    },
    /// Jump the current playback to its resting end.
    Skip,
    /// Move die `die` to the kept row, slot `1..=6`, keeping the face it shows on top.
    Keep {
        /// The die, `0..6`.
        die: usize,
        /// The kept-row slot, `1..=6`, left to right.
        slot: u8,
    },
    /// Return a kept die to where it lay in the tray.
    Unkeep {
        /// The die, `0..6`.
        die: usize,
    },
    /// Hide every play die (not the slam-number die) and clear highlights.
    HideAll,
    /// Hide one play die.
    Hide {
        /// The die, `0..6`.
        die: usize,
    },
    /// Highlight these dice (a warm glow and a gold ring on the felt); empty clears.
    Highlight {
        /// The dice to highlight, `0..6`.
        dice: Vec<usize>,
    },
    /// Colour every play die: body and pips (a per-player colour).
    SetColor {
        /// The die's body colour.
        body: Color,
        /// The pips' colour.
        pips: Color,
    },
    /// Show the slam-number die with this face up beside the tray; `None` hides it.
    ShowSlamNumber(Option<Face>),
}

/// Sent once when a playback reaches rest or is skipped to it.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThrowFinished;

/// The state of the current playback; the game reads it, the dice module writes it.
#[derive(Resource, Debug, Default)]
pub struct DicePlayback {
    /// True from a [`DiceCommand::Throw`] until the recording reaches rest.
    pub playing: bool,
    /// Seconds of recording played so far (already scaled by [`DiceMotion::speed`]).
    pub elapsed: f32,
    /// The recording's length in seconds.
    pub duration: f32,
    /// The recording being played, if any (kept after it ends, for its final poses).
    pub recording: Option<Arc<Recording>>,
    /// Which die plays each track: `dice[k]` follows track `k`.
    pub dice: Vec<usize>,
}

/// How dice move; set from the settings.
#[derive(Resource, Reflect, Debug, Clone, Copy, PartialEq)]
#[reflect(Resource)]
pub struct DiceMotion {
    /// Playback speed factor, `0.25..=3.0` (1 = real time).
    pub speed: f32,
    /// Skip the tumbling: throws appear at rest at once and glides are instant.
    pub reduced_motion: bool,
}

impl Default for DiceMotion {
    fn default() -> Self {
        DiceMotion {
            speed: 1.0,
            reduced_motion: false,
        }
    }
}

impl DiceMotion {
    /// The speed clamped to its allowed range.
    pub fn clamped_speed(&self) -> f32 {
        if self.speed.is_finite() {
            self.speed.clamp(0.25, 3.0)
        } else {
            1.0
        }
    }
}

/// The dice's systems, in the order they run each frame.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DiceSystems {
    /// Apply [`DiceCommand`]s.
    Commands,
    /// Advance the playback and glides, place dice.
    Animate,
    /// Follow-ups: highlight rings, redraw requests.
    Decorate,
}

/// Adds the dice: assets, the seven entities, commands and playback.
pub fn plugin(app: &mut App) {
    // Registered here too (WindowPlugin also does) so headless apps can run the dice.
    app.add_message::<bevy::window::RequestRedraw>()
        .add_message::<DiceCommand>()
        .add_message::<ThrowFinished>()
        .init_resource::<DicePlayback>()
        .init_resource::<DiceMotion>()
        .register_type::<DiceMotion>()
        .configure_sets(
            Update,
            (
                DiceSystems::Commands,
                DiceSystems::Animate,
                DiceSystems::Decorate,
            )
                .chain(),
        )
        .add_plugins((spawn::plugin, playback::plugin));
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use bevy::time::TimeUpdateStrategy;

    use super::*;
    use crate::throw::{face_normal, throw};

    fn headless(reduced_motion: bool) -> App {
        let mut app = App::new();
        app.add_plugins((MinimalPlugins, crate::table::plugin, plugin))
            .insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
                20,
            )))
            .insert_resource(DiceMotion {
                speed: 1.0,
                reduced_motion,
            });
        app.update();
        app
    }

    fn count<C: Component>(app: &mut App) -> usize {
        app.world_mut().query::<&C>().iter(app.world()).count()
    }

    fn finished(app: &mut App) -> usize {
        let messages = app.world().resource::<Messages<ThrowFinished>>();
        messages.iter_current_update_messages().count()
    }

    fn faces(values: &[u8]) -> Vec<Face> {
        values.iter().filter_map(|v| Face::new(*v).ok()).collect()
    }

    /// The face a viewer sees on top of die `index`: body rotation times mesh rotation.
    fn face_up(app: &mut App, index: usize) -> Option<Face> {
        let world = app.world_mut();
        let mut dice = world.query::<(&Die, &Transform, &Children)>();
        let mut visuals = world.query_filtered::<&Transform, With<DieVisual>>();
        let (_, body, children) = dice.iter(world).find(|(d, ..)| d.index == index)?;
        let mesh = children.iter().find_map(|c| visuals.get(world, c).ok())?;
        let rotation = body.rotation * mesh.rotation;
        Face::ALL.into_iter().max_by(|a, b| {
            let up = |f: Face| (rotation * Vec3::from_array(face_normal(f))).y;
            up(*a).total_cmp(&up(*b))
        })
    }

    #[test]
    fn throws_play_to_rest_showing_the_wanted_faces_and_finish_once() {
        let mut app = headless(false);
        let values = faces(&[6, 1, 3]);
        let recording = Arc::new(throw(&values, 11));
        let frames = (recording.duration() / 0.02).ceil() as usize + 5;
        app.world_mut().write_message(DiceCommand::Throw {
            dice: vec![3, 0, 5],
            recording,
        });
        let mut done = 0;
        for _ in 0..frames {
            app.update();
            done += finished(&mut app);
        }
        assert_eq!(done, 1);
        assert!(!app.world().resource::<DicePlayback>().playing);
        assert_eq!(face_up(&mut app, 3), Some(values[0]));
        assert_eq!(face_up(&mut app, 0), Some(values[1]));
        assert_eq!(face_up(&mut app, 5), Some(values[2]));
    }

    #[test]
    fn reduced_motion_lands_at_once_and_entity_count_never_changes() {
        let mut app = headless(true);
        let before = app.world().entities().count_spawned();
        for turn in 0..20_u64 {
            let values = faces(&[1 + (turn % 6) as u8, 2, 5, 4, 3, 6]);
            let recording = Arc::new(throw(&values, turn));
            app.world_mut().write_message(DiceCommand::Throw {
                dice: (0..6).collect(),
                recording,
            });
            app.world_mut()
                .write_message(DiceCommand::Highlight { dice: vec![0] });
            app.update();
            assert_eq!(finished(&mut app), 1, "turn {turn}");
            assert_eq!(face_up(&mut app, 0), Some(values[0]));
            app.world_mut()
                .write_message(DiceCommand::Keep { die: 1, slot: 2 });
            app.world_mut()
                .write_message(DiceCommand::ShowSlamNumber(Face::new(3).ok()));
            app.update();
            assert_eq!(
                face_up(&mut app, 1),
                Some(values[1]),
                "a kept die keeps its face"
            );
            app.world_mut().write_message(DiceCommand::HideAll);
            app.update();
        }
        assert_eq!(count::<Die>(&mut app), DICE);
        assert_eq!(count::<SlamDie>(&mut app), 1);
        assert_eq!(app.world().entities().count_spawned(), before);
    }
}
