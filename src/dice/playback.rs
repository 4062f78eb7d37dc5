//! Applying [`DiceCommand`]s and playing throw recordings back.

use bevy::prelude::*;

use super::spawn::{DiceAssets, Die, DieVisual};
use super::{
    DRAMA_SLOW, DiceCommand, DiceDrama, DiceMotion, DicePlayback, SetAsideRow, ThrowFinished,
};
use crate::frame::AppSystems;
use crate::throw::{Pose, Recording};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            apply_dice_commands.in_set(AppSystems::DiceCommands),
            advance_playback.in_set(AppSystems::DiceAnimate),
        ),
    );
}

/// A recorded pose as a transform.
fn pose_transform(pose: Pose) -> Transform {
    Transform::from_translation(Vec3::from_array(pose.position))
        .with_rotation(Quat::from_array(pose.rotation).normalize())
}

type DieParts<'a> = (
    Entity,
    &'a mut Die,
    &'a mut Transform,
    &'a mut Visibility,
    &'a Children,
);

type VisualParts<'a> = (&'a mut Transform, &'a mut MeshMaterial3d<StandardMaterial>);

/// Applies the game's [`DiceCommand`]s to the dice.
fn apply_dice_commands(
    mut commands: Commands,
    mut orders: MessageReader<DiceCommand>,
    mut playback: ResMut<DicePlayback>,
    motion: Res<DiceMotion>,
    set_aside: Res<SetAsideRow>,
    assets: Option<Res<DiceAssets>>,
    mut dice: Query<DieParts, Without<DieVisual>>,
    mut visuals: Query<VisualParts, (With<DieVisual>, Without<Die>)>,
) {
    let Some(assets) = assets else {
        return;
    };
    for order in orders.read() {
        match order {
            DiceCommand::Throw {
                dice: chosen,
                recording,
                ..
            } => {
                playback.start(recording.clone(), motion.reduced_motion);
                for (entity, mut die, mut transform, mut visibility, children) in &mut dice {
                    commands.entity(entity).remove::<super::follow::Glide>();
                    die.track = chosen
                        .iter()
                        .position(|&d| d == die.index)
                        .filter(|&k| recording.dice.get(k).is_some_and(|t| !t.poses.is_empty()));
                    match die.track {
                        Some(k) => {
                            *visibility = Visibility::Visible;
                            *transform = pose_transform(recording.pose_at(k, playback.elapsed));
                            let correction = recording.dice[k].correction.quaternion();
                            set_visual(
                                &mut visuals,
                                children,
                                Quat::from_array(correction),
                                &assets,
                            );
                        }
                        None if set_aside.slot_of(die.index).is_some() => {}
                        None => *visibility = Visibility::Hidden,
                    }
                }
            }
            DiceCommand::Skip => {
                if playback.playing {
                    playback.elapsed = playback.duration;
                }
            }
            DiceCommand::Clear => {
                playback.playing = false;
                for (entity, mut die, _, mut visibility, _) in &mut dice {
                    commands.entity(entity).remove::<super::follow::Glide>();
                    *visibility = Visibility::Hidden;
                    die.track = None;
                }
            }
        }
    }
}

/// Turns a die's mesh by `rotation` (the face correction) with the plain body material.
fn set_visual(
    visuals: &mut Query<VisualParts, (With<DieVisual>, Without<Die>)>,
    children: &Children,
    rotation: Quat,
    assets: &DiceAssets,
) {
    for child in children.iter() {
        if let Ok((mut local, mut material)) = visuals.get_mut(child) {
            local.rotation = rotation;
            material.0 = assets.body.clone();
        }
    }
}

impl DicePlayback {
    /// Starts playing `recording` (at its end at once in reduced motion).
    fn start(&mut self, recording: std::sync::Arc<Recording>, at_rest: bool) {
        self.duration = recording.duration();
        self.elapsed = if at_rest { self.duration } else { 0.0 };
        self.recording = Some(recording);
        self.playing = true;
    }
}

/// Advances the playback by the frame's time (times the speed, slowed for the last die
/// of a deciding throw: [`DiceDrama`]) and places every die that follows a track; at the
/// end, leaves them at rest and sends [`ThrowFinished`].
fn advance_playback(
    time: Res<Time>,
    motion: Res<DiceMotion>,
    mut drama: ResMut<DiceDrama>,
    mut playback: ResMut<DicePlayback>,
    mut dice: Query<(&mut Die, &mut Transform)>,
    mut finished: MessageWriter<ThrowFinished>,
) {
    if !playback.playing {
        return;
    }
    let Some(recording) = playback.recording.clone() else {
        playback.playing = false;
        finished.write(ThrowFinished);
        return;
    };
    let slowing = drama.slow_from.is_some_and(|t| playback.elapsed >= t);
    let now = DiceDrama { slowing, ..*drama };
    drama.set_if_neq(now);
    let speed = motion.clamped_speed() * if slowing { DRAMA_SLOW } else { 1.0 };
    playback.elapsed = (playback.elapsed + time.delta_secs() * speed).min(playback.duration);
    let done = playback.elapsed >= playback.duration;
    for (mut die, mut transform) in &mut dice {
        let Some(k) = die.track else { continue };
        if recording.dice.get(k).is_none_or(|t| t.poses.is_empty()) {
            continue;
        }
        *transform = pose_transform(recording.pose_at(k, playback.elapsed));
        if done {
            die.track = None;
        }
    }
    if done {
        playback.playing = false;
        let rested = DiceDrama {
            slowing: false,
            ..*drama
        };
        drama.set_if_neq(rested);
        finished.write(ThrowFinished);
    }
}
