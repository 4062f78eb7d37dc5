//! Applying [`DiceCommand`]s, playing recordings back, gliding dice to and from the kept
//! row, and the highlight rings.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::spawn::{DiceAssets, Die, DieHalo, DieVisual, KeptPad, SlamDie, highlight_material};
use super::{DiceCommand, DiceMotion, DicePlayback, DiceSystems, ThrowFinished};
use crate::rules::Face;
use crate::table::{TABLE_TOP, kept_slot_position};
use crate::throw::{CubeRotation, DIE_SIZE, Pose, TRAY};

/// Seconds a die takes to glide to or from the kept row at speed 1.
const GLIDE_SECONDS: f32 = 0.3;
/// How high a gliding die arcs, at the middle of its path.
const GLIDE_LIFT: f32 = 0.8 * DIE_SIZE;
/// Height of the highlight ring above the surface the die rests on.
const HALO_LIFT: f32 = 0.0004;
/// Yaw of the slam-number die, so two of its sides catch the light.
const SLAM_DIE_YAW: f32 = 0.4;

/// A die moving smoothly between two placements (to or from the kept row).
#[derive(Component, Reflect, Debug, Clone)]
#[reflect(Component)]
pub struct Glide {
    from: Transform,
    to: Transform,
    /// Progress, `0..=1`.
    progress: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.register_type::<Glide>().add_systems(
        Update,
        (
            apply_dice_commands.in_set(DiceSystems::Commands),
            (advance_playback, glide_dice).in_set(DiceSystems::Animate),
            (
                place_highlight_rings,
                show_kept_pads,
                request_redraw_while_moving,
            )
                .in_set(DiceSystems::Decorate),
        ),
    );
}

fn pose_transform(pose: Pose) -> Transform {
    Transform::from_translation(Vec3::from_array(pose.position))
        .with_rotation(Quat::from_array(pose.rotation).normalize())
}

/// The axis-aligned orientation nearest to `rotation`: a die at rest, squared up, with
/// the same face on top.
fn squared_up(rotation: Quat) -> Quat {
    CubeRotation::all()
        .into_iter()
        .map(|c| Quat::from_array(c.quaternion()))
        .max_by(|a, b| a.dot(rotation).abs().total_cmp(&b.dot(rotation).abs()))
        .unwrap_or(Quat::IDENTITY)
}

/// The rotation of a die's mesh that puts `face` on top when the body is upright.
fn showing(face: Face) -> Quat {
    Quat::from_array(CubeRotation::correction(Face::ALL[0], face).quaternion())
}

type DieParts<'a> = (
    Entity,
    &'a mut Die,
    &'a mut Transform,
    &'a mut Visibility,
    &'a Children,
    Has<Glide>,
);

/// Applies the game's [`DiceCommand`]s to the dice.
fn apply_dice_commands(
    mut commands: Commands,
    mut orders: MessageReader<DiceCommand>,
    mut playback: ResMut<DicePlayback>,
    motion: Res<DiceMotion>,
    assets: Option<Res<DiceAssets>>,
    mut materials: Option<ResMut<Assets<StandardMaterial>>>,
    mut dice: Query<DieParts, (Without<DieVisual>, Without<SlamDie>)>,
    mut visuals: Query<
        (&mut Transform, &mut MeshMaterial3d<StandardMaterial>),
        (With<DieVisual>, Without<Die>, Without<SlamDie>),
    >,
    mut slam: Query<
        (&mut Transform, &mut Visibility, &Children),
        (With<SlamDie>, Without<Die>, Without<DieVisual>),
    >,
) {
    let Some(assets) = assets else {
        return;
    };
    for order in orders.read() {
        match order {
            DiceCommand::Throw {
                dice: chosen,
                recording,
            } => {
                playback.recording = Some(recording.clone());
                playback.dice = chosen.clone();
                playback.duration = recording.duration();
                playback.elapsed = if motion.reduced_motion {
                    playback.duration
                } else {
                    0.0
                };
                playback.playing = true;
                for (entity, mut die, mut transform, mut visibility, children, gliding) in &mut dice
                {
                    let track = chosen
                        .iter()
                        .position(|&d| d == die.index)
                        .filter(|&k| recording.dice.get(k).is_some_and(|t| !t.poses.is_empty()));
                    die.track = track;
                    let Some(k) = track else { continue };
                    if gliding {
                        commands.entity(entity).remove::<Glide>();
                    }
                    die.kept = None;
                    die.highlighted = false;
                    *visibility = Visibility::Visible;
                    *transform = pose_transform(recording.pose_at(k, playback.elapsed));
                    let correction = Quat::from_array(recording.dice[k].correction.quaternion());
                    for child in children.iter() {
                        if let Ok((mut local, mut material)) = visuals.get_mut(child) {
                            local.rotation = correction;
                            material.0 = assets.body.clone();
                        }
                    }
                }
            }
            DiceCommand::Skip => {
                if playback.playing {
                    playback.elapsed = playback.duration;
                }
            }
            DiceCommand::Keep { die: which, slot } => {
                for (entity, mut die, mut transform, ..) in &mut dice {
                    if die.index != *which {
                        continue;
                    }
                    if die.kept.is_none() {
                        die.tray_pose = *transform;
                    }
                    die.kept = Some((*slot).clamp(1, 6));
                    die.track = None;
                    let to = Transform::from_translation(kept_slot_position(*slot))
                        .with_rotation(squared_up(transform.rotation));
                    glide(&mut commands, entity, &motion, &mut transform, to);
                }
            }
            DiceCommand::Unkeep { die: which } => {
                for (entity, mut die, mut transform, ..) in &mut dice {
                    if die.index != *which || die.kept.is_none() {
                        continue;
                    }
                    die.kept = None;
                    let to = die.tray_pose;
                    glide(&mut commands, entity, &motion, &mut transform, to);
                }
            }
            DiceCommand::HideAll | DiceCommand::Hide { .. } => {
                let only = match order {
                    DiceCommand::Hide { die } => Some(*die),
                    _ => None,
                };
                if only.is_none() {
                    playback.playing = false;
                }
                for (entity, mut die, _, mut visibility, children, gliding) in &mut dice {
                    if only.is_some_and(|d| d != die.index) {
                        continue;
                    }
                    if gliding {
                        commands.entity(entity).remove::<Glide>();
                    }
                    *visibility = Visibility::Hidden;
                    die.kept = None;
                    die.track = None;
                    die.highlighted = false;
                    for child in children.iter() {
                        if let Ok((_, mut material)) = visuals.get_mut(child) {
                            material.0 = assets.body.clone();
                        }
                    }
                }
            }
            DiceCommand::Highlight { dice: lit } => {
                for (_, mut die, _, _, children, _) in &mut dice {
                    die.highlighted = lit.contains(&die.index);
                    let handle = if die.highlighted {
                        &assets.body_highlight
                    } else {
                        &assets.body
                    };
                    for child in children.iter() {
                        if let Ok((_, mut material)) = visuals.get_mut(child) {
                            material.0 = handle.clone();
                        }
                    }
                }
            }
            DiceCommand::SetColor { body, pips } => {
                let Some(materials) = materials.as_mut() else {
                    continue;
                };
                if let Some(mut material) = materials.get_mut(&assets.body) {
                    material.base_color = *body;
                }
                if let Some(mut material) = materials.get_mut(&assets.body_highlight) {
                    *material = highlight_material(*body);
                }
                if let Some(mut material) = materials.get_mut(&assets.pips) {
                    material.base_color = *pips;
                }
            }
            DiceCommand::ShowSlamNumber(face) => {
                for (mut transform, mut visibility, children) in &mut slam {
                    let Some(face) = face else {
                        *visibility = Visibility::Hidden;
                        continue;
                    };
                    *visibility = Visibility::Visible;
                    transform.rotation = Quat::from_rotation_y(SLAM_DIE_YAW);
                    for child in children.iter() {
                        if let Ok((mut local, _)) = visuals.get_mut(child) {
                            local.rotation = showing(*face);
                        }
                    }
                }
            }
        }
    }
}

/// Moves a die to `to`: at once in reduced motion, else by a short arcing glide.
fn glide(
    commands: &mut Commands,
    entity: Entity,
    motion: &DiceMotion,
    transform: &mut Transform,
    to: Transform,
) {
    if motion.reduced_motion {
        *transform = to;
        commands.entity(entity).remove::<Glide>();
    } else {
        commands.entity(entity).insert(Glide {
            from: *transform,
            to,
            progress: 0.0,
        });
    }
}

/// Advances the playback by the frame's time (times the speed) and places every die that
/// follows a track; at the end, leaves them at rest and sends [`ThrowFinished`].
fn advance_playback(
    time: Res<Time>,
    motion: Res<DiceMotion>,
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
    playback.elapsed =
        (playback.elapsed + time.delta_secs() * motion.clamped_speed()).min(playback.duration);
    let done = playback.elapsed >= playback.duration;
    for (mut die, mut transform) in &mut dice {
        let Some(k) = die.track else { continue };
        if recording.dice.get(k).is_none_or(|t| t.poses.is_empty()) {
            continue;
        }
        *transform = pose_transform(recording.pose_at(k, playback.elapsed));
        if done {
            die.tray_pose = *transform;
            die.track = None;
        }
    }
    if done {
        playback.playing = false;
        finished.write(ThrowFinished);
    }
}

/// Moves gliding dice along a low arc, then drops the [`Glide`].
fn glide_dice(
    mut commands: Commands,
    time: Res<Time>,
    motion: Res<DiceMotion>,
    mut dice: Query<(Entity, &mut Transform, &mut Glide)>,
) {
    let step = time.delta_secs() * motion.clamped_speed() / GLIDE_SECONDS;
    for (entity, mut transform, mut glide) in &mut dice {
        glide.progress = if motion.reduced_motion {
            1.0
        } else {
            (glide.progress + step).min(1.0)
        };
        let s = glide.progress;
        let eased = s * s * (3.0 - 2.0 * s);
        let mut translation = glide.from.translation.lerp(glide.to.translation, eased);
        translation.y += GLIDE_LIFT * (std::f32::consts::PI * s).sin();
        *transform = Transform::from_translation(translation)
            .with_rotation(glide.from.rotation.slerp(glide.to.rotation, eased));
        if s >= 1.0 {
            *transform = glide.to;
            commands.entity(entity).remove::<Glide>();
        }
    }
}

/// Puts each highlighted die's ring on the surface under it.
fn place_highlight_rings(
    dice: Query<(&Die, &Transform, &InheritedVisibility), Without<DieHalo>>,
    mut halos: Query<(&DieHalo, &mut Transform, &mut Visibility)>,
) {
    for (halo, mut transform, mut visibility) in &mut halos {
        let die = dice.iter().find(|(die, ..)| die.index == halo.die);
        let shown = die.is_some_and(|(die, _, seen)| die.highlighted && seen.get());
        let wanted = if shown {
            Visibility::Visible
        } else {
            Visibility::Hidden
        };
        visibility.set_if_neq(wanted);
        let Some((_, at, _)) = die.filter(|_| shown) else {
            continue;
        };
        let inside =
            at.translation.x.abs() <= TRAY.half_width && at.translation.z.abs() <= TRAY.half_depth;
        let floor = if inside { 0.0 } else { TABLE_TOP };
        let place = Vec3::new(at.translation.x, floor + HALO_LIFT, at.translation.z);
        if transform.translation != place {
            transform.translation = place;
        }
    }
}

/// Shows the kept-row pads while any die is kept.
fn show_kept_pads(dice: Query<&Die>, mut pads: Query<&mut Visibility, With<KeptPad>>) {
    let any_kept = dice.iter().any(|die| die.kept.is_some());
    let wanted = if any_kept {
        Visibility::Visible
    } else {
        Visibility::Hidden
    };
    for mut visibility in &mut pads {
        visibility.set_if_neq(wanted);
    }
}

/// Keeps a reactive (low-power) window redrawing while anything moves.
fn request_redraw_while_moving(
    playback: Res<DicePlayback>,
    gliding: Query<(), With<Glide>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if playback.playing || !gliding.is_empty() {
        redraw.write(RequestRedraw);
    }
}
