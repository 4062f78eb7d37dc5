//! Die meshes and materials, playback of throw recordings, the set-aside row.
//!
//! Six play dice and one slam-number die are spawned once and reused for the whole
//! session (hidden when unused), so the entity count never grows. The game drives them
//! only through [`DiceCommand`] messages and learns that a throw came to rest from
//! [`ThrowFinished`].

mod colour;
mod finish;
mod follow;
mod mesh;
mod playback;
mod shadow;
mod spawn;

use std::sync::Arc;

use bevy::prelude::*;

use crate::settings::Finish;

use crate::rules::Face;
use crate::settings::ANIMATION_SPEED;
use crate::throw::Recording;

pub(crate) use colour::{seat_colour, seat_pip_colour};
#[cfg(feature = "shots")]
pub(crate) use finish::body_material;
pub(crate) use finish::{finish_tint, pip_colour_on};
#[cfg(feature = "shots")]
pub(crate) use mesh::die_body;
#[cfg(feature = "shots")]
pub use mesh::pips;
#[cfg(feature = "shots")]
pub(crate) use shadow::{blot_material, die_shadow};
#[cfg(test)]
pub use spawn::Die;
#[cfg(test)]
pub(crate) use spawn::DieVisual;

/// The number of play dice (Straight Golf throws six; Slam Dice uses the first three).
pub const DICE: usize = 6;

/// What the game asks of the dice that happens once (the table's lasting state —
/// set-aside row, highlights, colour, slam number — is in resources the game writes).
#[derive(Message, Debug, Clone)]
pub(crate) enum DiceCommand {
    /// Play `recording`: die `dice[k]` (`0..6`) follows track `k`. Dice in the
    /// [`SetAsideRow`] stay where they are; every other play die is hidden, so the table
    /// shows exactly the dice thrown and the dice set aside.
    Throw {
        /// Which die plays each track of the recording.
        dice: Vec<usize>,
        /// The pre-simulated throw.
        recording: Arc<Recording>,
        /// The seed it was thrown from, which also seeds its sound's pitch jitter (as
        /// `party-dice render-sound --seed` does).
        seed: u64,
    },
    /// Jump the current playback to its resting end.
    Skip,
    /// Hide every play die and stop any playback: an empty table for a new game.
    Clear,
}

/// The set-aside row of Straight Golf: for each slot (index 0 = face 1) the play die
/// set aside there. The only record of which die sits where: the game writes it when
/// dice land and clears it when a hole starts; the dice glide to follow it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SetAsideRow(pub [Option<usize>; DICE]);

impl SetAsideRow {
    /// The play dice not in the row, ascending: the ones free to throw.
    pub fn free(&self) -> impl Iterator<Item = usize> + '_ {
        (0..DICE).filter(|d| !self.0.contains(&Some(*d)))
    }

    /// The face (slot) die `die` sits in, if it is in the row.
    pub(crate) fn slot_of(&self, die: usize) -> Option<Face> {
        let index = self.0.iter().position(|d| *d == Some(die))?;
        Face::ALL.get(index).copied()
    }

    /// The faces in the row, ascending (for the window tests).
    #[cfg(test)]
    pub(crate) fn faces(&self) -> Vec<Face> {
        Face::ALL
            .into_iter()
            .filter(|f| self.0[f.index()].is_some())
            .collect()
    }

    /// Whether no die is set aside.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(Option::is_none)
    }
}

/// Play dice that glow (Slam Dice: the dice showing the slam number), `0..6`.
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct Highlighted(pub Vec<usize>);

/// The colours of every play die, and the shape of their pips: those of the player
/// whose turn it is, so the dice carry the player's mark as well as their colour.
#[derive(Resource, Debug, Clone, Copy, PartialEq)]
pub(crate) struct DiceColour {
    /// The body.
    pub body: Color,
    /// The pips.
    pub pips: Color,
    /// The seat whose mark the pips take ([`crate::seat_look::seat_mark`]); `None`: round
    /// pips.
    pub mark: Option<usize>,
    /// How the body is made (that seat's choice).
    pub finish: Finish,
}

impl Default for DiceColour {
    fn default() -> Self {
        Self {
            body: spawn::IVORY,
            pips: spawn::PIP_BLACK,
            mark: None,
            finish: Finish::Solid,
        }
    }
}

/// The face the slam-number die beside the tray shows; `None` hides it.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct SlamNumberDie(pub Option<Face>);

/// Sent once when a playback reaches rest or is skipped to it.
#[derive(Message, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct ThrowFinished;

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
}

/// A throw that can decide the game, played for drama: once every die but the last is
/// at rest, the playback slows to [`DRAMA_SLOW`] of its speed while the last die rolls
/// to rest. The game sets it with each throw ([`DiceDrama::for_recording`], or the
/// default for an ordinary throw); skipping still jumps to the end, and reduced motion
/// never plays a throw at all.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub struct DiceDrama {
    /// Seconds into the recording from which it plays slowed; `None` plays it as usual.
    pub slow_from: Option<f32>,
    /// Where the last die to settle comes to rest (the camera moves in on it).
    pub focus: Vec3,
    /// Whether the playback is in its slowed part now (the dice module says).
    pub slowing: bool,
}

/// The share of the playback speed the last die of a deciding throw rolls at.
pub(crate) const DRAMA_SLOW: f32 = 0.4;
/// The most recorded seconds that are slowed: the last die's final tumbles.
const DRAMA_TAIL: f32 = 0.9;
/// The least: the last die's final moments are slowed even where every die stops at
/// once.
const DRAMA_LEAST_TAIL: f32 = 0.35;

impl DiceDrama {
    /// Drama for `recording`: slowed from the moment every other die is at rest (no
    /// more than the last die's final [`DRAMA_TAIL`] seconds, no fewer than its final
    /// [`DRAMA_LEAST_TAIL`]), in on where it rests.
    pub(crate) fn for_recording(recording: &Recording) -> Self {
        let fps = recording.fps.max(1) as f32;
        let mut rests: Vec<(f32, usize)> = recording
            .dice
            .iter()
            .enumerate()
            .map(|(k, t)| (t.rest_frame as f32 / fps, k))
            .collect();
        rests.sort_by(|a, b| a.0.total_cmp(&b.0));
        let Some(&(last, die)) = rests.last() else {
            return Self::default();
        };
        let others = rests.len().checked_sub(2).map_or(0.0, |i| rests[i].0);
        let focus = recording.dice[die]
            .poses
            .last()
            .map_or(Vec3::ZERO, |p| Vec3::from_array(p.position));
        Self {
            slow_from: Some(
                others
                    .max(last - DRAMA_TAIL)
                    .min(last - DRAMA_LEAST_TAIL)
                    .max(0.0),
            ),
            focus,
            slowing: false,
        }
    }
}

/// How dice move; set from the settings. The speed range is the settings' one.
#[derive(Resource, Reflect, Debug, Clone, Copy, PartialEq)]
#[reflect(Resource)]
pub(crate) struct DiceMotion {
    /// Playback speed factor, within [`ANIMATION_SPEED`] (1 = real time).
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
    pub(crate) fn clamped_speed(&self) -> f32 {
        if self.speed.is_finite() {
            self.speed
                .clamp(*ANIMATION_SPEED.start(), *ANIMATION_SPEED.end())
        } else {
            1.0
        }
    }
}

/// Adds the dice: assets, the seven entities, commands and playback.
pub fn plugin(app: &mut App) {
    // Registered here too (WindowPlugin also does) so headless apps can run the dice.
    app.add_message::<bevy::window::RequestRedraw>()
        .add_message::<DiceCommand>()
        .add_message::<ThrowFinished>()
        .init_resource::<DicePlayback>()
        .init_resource::<DiceMotion>()
        .init_resource::<DiceDrama>()
        .init_resource::<SetAsideRow>()
        .init_resource::<Highlighted>()
        .init_resource::<DiceColour>()
        .init_resource::<SlamNumberDie>()
        .register_type::<DiceMotion>()
        .add_plugins((
            spawn::plugin,
            playback::plugin,
            follow::plugin,
            shadow::plugin,
        ));
}

/// The face a viewer sees on top of play die `index`: its body's rotation turned by its
/// mesh's correction. For checks that the table shows what the rules say.
#[cfg(test)]
pub(crate) fn face_on_top(world: &mut World, index: usize) -> Option<Face> {
    let mut dice = world.query::<(&Die, &Transform, &Children)>();
    let mut visuals = world.query_filtered::<&Transform, With<DieVisual>>();
    let (_, body, children) = dice.iter(world).find(|(d, ..)| d.index == index)?;
    let mesh = children.iter().find_map(|c| visuals.get(world, c).ok())?;
    let rotation = body.rotation * mesh.rotation;
    Face::ALL.into_iter().max_by(|a, b| {
        let up = |f: Face| (rotation * Vec3::from_array(crate::throw::face_normal(f))).y;
        up(*a).total_cmp(&up(*b))
    })
}

/// The play dice on the table (not hidden), ascending.
#[cfg(test)]
pub(crate) fn dice_on_table(world: &mut World) -> Vec<usize> {
    let mut dice = world.query::<(&Die, &Visibility)>();
    let mut shown: Vec<usize> = dice
        .iter(world)
        .filter(|(_, v)| **v != Visibility::Hidden)
        .map(|(d, _)| d.index)
        .collect();
    shown.sort_unstable();
    shown
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use bevy::time::TimeUpdateStrategy;

    use super::spawn::SlamDie;
    use super::*;

    fn faces(values: &[u8]) -> Vec<crate::rules::Face> {
        crate::rules::Face::several(values)
    }
    use crate::throw::throw;

    fn headless(reduced_motion: bool) -> App {
        let mut app = App::new();
        app.add_plugins((
            MinimalPlugins,
            crate::frame::plugin,
            crate::table::plugin,
            plugin,
        ))
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

    fn face_up(app: &mut App, index: usize) -> Option<Face> {
        face_on_top(app.world_mut(), index)
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
            seed: 11,
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
                seed: turn,
            });
            app.world_mut().resource_mut::<Highlighted>().0 = vec![0];
            app.update();
            assert_eq!(finished(&mut app), 1, "turn {turn}");
            assert_eq!(face_up(&mut app, 0), Some(values[0]));
            app.world_mut().resource_mut::<SetAsideRow>().0[1] = Some(1);
            app.world_mut().resource_mut::<SlamNumberDie>().0 = Face::new(3).ok();
            app.update();
            assert_eq!(
                face_up(&mut app, 1),
                Some(values[1]),
                "a die set aside keeps its face"
            );
            *app.world_mut().resource_mut::<SetAsideRow>() = SetAsideRow::default();
            app.world_mut().write_message(DiceCommand::Clear);
            app.update();
        }
        assert_eq!(count::<Die>(&mut app), DICE);
        assert_eq!(count::<SlamDie>(&mut app), 1);
        assert_eq!(app.world().entities().count_spawned(), before);
    }

    fn visible(app: &mut App) -> Vec<usize> {
        dice_on_table(app.world_mut())
    }

    #[test]
    fn a_throw_of_one_die_leaves_the_set_aside_row_on_the_table() {
        let mut app = headless(true);
        let values = faces(&[1, 2, 3, 4, 5, 6]);
        app.world_mut().write_message(DiceCommand::Throw {
            dice: (0..6).collect(),
            recording: Arc::new(throw(&values, 1)),
            seed: 1,
        });
        app.update();
        // Five dice set aside (faces 1..=5 in slots 1..=5), the last one thrown again.
        app.world_mut().resource_mut::<SetAsideRow>().0 =
            [Some(0), Some(1), Some(2), Some(3), Some(4), None];
        app.update();
        app.world_mut().write_message(DiceCommand::Throw {
            dice: vec![5],
            recording: Arc::new(throw(&faces(&[6]), 2)),
            seed: 2,
        });
        app.update();
        assert_eq!(visible(&mut app), vec![0, 1, 2, 3, 4, 5]);
        for (die, value) in values.iter().enumerate().take(5) {
            assert_eq!(face_up(&mut app, die), Some(*value), "die {die}");
        }
        // A one-die throw with an empty row (a roll-off) shows only that die.
        *app.world_mut().resource_mut::<SetAsideRow>() = SetAsideRow::default();
        app.world_mut().write_message(DiceCommand::Throw {
            dice: vec![2],
            recording: Arc::new(throw(&faces(&[4]), 3)),
            seed: 3,
        });
        app.update();
        assert_eq!(visible(&mut app), vec![2]);
    }

    #[test]
    fn a_set_aside_row_restored_on_hidden_dice_shows_its_faces() {
        let mut app = headless(false);
        app.world_mut().write_message(DiceCommand::Clear);
        app.update();
        app.world_mut().resource_mut::<SetAsideRow>().0 =
            [None, Some(4), Some(0), None, None, Some(2)];
        app.update();
        assert_eq!(visible(&mut app), vec![0, 2, 4]);
        assert_eq!(face_up(&mut app, 4), Face::new(2).ok());
        assert_eq!(face_up(&mut app, 0), Face::new(3).ok());
        assert_eq!(face_up(&mut app, 2), Face::new(6).ok());
    }
}
