//! The dice following the table's lasting state, which the game keeps in resources:
//! dice glide to the [`SetAsideRow`], glow when [`Highlighted`], take the [`DiceColour`];
//! the slam-number die shows its [`SlamNumberDie`] face; rings and set-aside pads follow.

use bevy::prelude::*;
use bevy::window::RequestRedraw;

use super::finish::{body_material, pip_colour_on};
use super::mesh::{die_body, pips};
use super::spawn::{DiceAssets, Die, DieHalo, DieVisual, SetAsidePad, SlamDie, highlight_material};
use super::{DiceColour, DiceMotion, DicePlayback, Highlighted, SetAsideRow, SlamNumberDie};
use crate::frame::AppSystems;
use crate::rules::Face;
use crate::table::Surfaces;
use crate::table::{TABLE_TOP, set_aside_slot_position};
use crate::throw::{CubeRotation, DIE_SIZE, TRAY};

/// Seconds a die takes to glide to the set-aside row at speed 1.
const GLIDE_SECONDS: f32 = 0.3;
/// How high a gliding die arcs, at the middle of its path.
const GLIDE_LIFT: f32 = 0.8 * DIE_SIZE;
/// Height of the highlight ring above the surface the die rests on.
const HALO_LIFT: f32 = 0.0004;
/// Yaw of the slam-number die, so two of its sides catch the light.
const SLAM_DIE_YAW: f32 = 0.4;

/// A die moving smoothly to its place in the set-aside row.
#[derive(Component, Reflect, Debug, Clone)]
#[reflect(Component)]
pub(crate) struct Glide {
    from: Transform,
    to: Transform,
    /// Progress, `0..=1`.
    progress: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.register_type::<Glide>()
        .add_systems(Update, glide_dice.in_set(AppSystems::DiceAnimate))
        .add_systems(
            Update,
            (
                follow_set_aside_row,
                show_highlights.run_if(resource_changed::<Highlighted>),
                paint_dice.run_if(resource_changed::<DiceColour>),
                show_slam_number.run_if(resource_changed::<SlamNumberDie>),
                place_highlight_rings,
                show_set_aside_pads.run_if(resource_changed::<SetAsideRow>),
                request_redraw_while_moving,
            )
                .chain()
                .in_set(AppSystems::DiceDecorate),
        );
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

/// Sends every die in the set-aside row to its slot: a die on the table glides there (at
/// once in reduced motion); a hidden one (a resumed game) appears there showing its face.
fn follow_set_aside_row(
    mut commands: Commands,
    row: Res<SetAsideRow>,
    motion: Res<DiceMotion>,
    mut dice: Query<(
        Entity,
        &Die,
        &mut Transform,
        &mut Visibility,
        &Children,
        Option<&Glide>,
    )>,
    mut visuals: Query<&mut Transform, (With<DieVisual>, Without<Die>)>,
) {
    for (entity, die, mut transform, mut visibility, children, glide) in &mut dice {
        let Some(face) = row.slot_of(die.index) else {
            continue;
        };
        let target = set_aside_slot_position(face.value());
        if *visibility == Visibility::Hidden {
            *visibility = Visibility::Visible;
            *transform = Transform::from_translation(target);
            for child in children.iter() {
                if let Ok(mut local) = visuals.get_mut(child) {
                    local.rotation = showing(face);
                }
            }
            continue;
        }
        let arriving = glide.is_some_and(|g| g.to.translation == target);
        if arriving || transform.translation == target {
            continue;
        }
        let to = Transform::from_translation(target).with_rotation(squared_up(transform.rotation));
        if motion.reduced_motion {
            *transform = to;
        } else {
            commands.entity(entity).insert(Glide {
                from: *transform,
                to,
                progress: 0.0,
            });
        }
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

/// Highlighted dice get the glowing body material, the others the plain one.
fn show_highlights(
    lit: Res<Highlighted>,
    assets: Option<Res<DiceAssets>>,
    dice: Query<(&Die, &Children)>,
    mut visuals: Query<&mut MeshMaterial3d<StandardMaterial>, With<DieVisual>>,
) {
    let Some(assets) = assets else { return };
    for (die, children) in &dice {
        let handle = if lit.0.contains(&die.index) {
            &assets.body_highlight
        } else {
            &assets.body
        };
        for child in children.iter() {
            if let Ok(mut material) = visuals.get_mut(child) {
                material.0 = handle.clone();
            }
        }
    }
}

/// Every play die takes the colour and the pips the mark (the shared materials and pip
/// mesh are edited in place).
fn paint_dice(
    colour: Res<DiceColour>,
    assets: Option<Res<DiceAssets>>,
    materials: Option<ResMut<Assets<StandardMaterial>>>,
    meshes: Option<ResMut<Assets<Mesh>>>,
    surfaces: Option<Res<Surfaces>>,
    mut mark: Local<Option<usize>>,
) {
    let (Some(assets), Some(mut materials)) = (assets, materials) else {
        return;
    };
    if !colour.is_changed() {
        return;
    }
    if let Some(mut meshes) = meshes
        && *mark != colour.mark
    {
        if let Some(mut mesh) = meshes.get_mut(&assets.pip_mesh) {
            *mesh = pips(DIE_SIZE, colour.mark);
        }
        if let Some(mut mesh) = meshes.get_mut(&assets.body_mesh) {
            *mesh = die_body(DIE_SIZE, colour.mark);
        }
        *mark = colour.mark;
    }
    let body = body_material(colour.body, colour.finish, surfaces.as_deref());
    if let Some(mut material) = materials.get_mut(&assets.body_highlight) {
        *material = highlight_material(body.clone());
    }
    if let Some(mut material) = materials.get_mut(&assets.body) {
        *material = body;
    }
    if let Some(mut material) = materials.get_mut(&assets.pips) {
        material.base_color = pips_on(&colour);
    }
}

/// The pips' paint on the dice as `colour` has them: the seat's pip colour, judged on
/// the colour the finish makes of the body ([`pip_colour_on`]).
fn pips_on(colour: &DiceColour) -> Color {
    if colour.mark.is_none() {
        return colour.pips;
    }
    let body = colour.body.to_srgba().to_u8_array_no_alpha();
    let [r, g, b] = pip_colour_on(body, colour.finish);
    Color::srgb_u8(r, g, b)
}

/// The slam-number die shows its face, or hides.
fn show_slam_number(
    number: Res<SlamNumberDie>,
    mut slam: Query<(&mut Transform, &mut Visibility, &Children), With<SlamDie>>,
    mut visuals: Query<&mut Transform, (With<DieVisual>, Without<SlamDie>)>,
) {
    for (mut transform, mut visibility, children) in &mut slam {
        let Some(face) = number.0 else {
            *visibility = Visibility::Hidden;
            continue;
        };
        *visibility = Visibility::Visible;
        transform.rotation = Quat::from_rotation_y(SLAM_DIE_YAW);
        for child in children.iter() {
            if let Ok(mut local) = visuals.get_mut(child) {
                local.rotation = showing(face);
            }
        }
    }
}

/// Puts each highlighted die's ring on the surface under it.
fn place_highlight_rings(
    lit: Res<Highlighted>,
    dice: Query<(&Die, &Transform, &Visibility), Without<DieHalo>>,
    mut halos: Query<(&DieHalo, &mut Transform, &mut Visibility)>,
) {
    for (halo, mut transform, mut visibility) in &mut halos {
        let die = dice
            .iter()
            .find(|(die, _, seen)| die.index == halo.die && **seen != Visibility::Hidden)
            .filter(|_| lit.0.contains(&halo.die));
        let wanted = if die.is_some() {
            Visibility::Visible
        } else {
            Visibility::Hidden
        };
        visibility.set_if_neq(wanted);
        let Some((_, at, _)) = die else {
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

/// Shows the set-aside pads while any die is set aside.
fn show_set_aside_pads(row: Res<SetAsideRow>, mut pads: Query<&mut Visibility, With<SetAsidePad>>) {
    let wanted = if row.is_empty() {
        Visibility::Hidden
    } else {
        Visibility::Visible
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
