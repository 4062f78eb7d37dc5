//! Camera, lights, table and tray: the stage the dice are thrown on, and its drama (the
//! camera moving in, confetti).
//!
//! World units are the physics module's metres: the tray's inner floor is
//! `x ∈ [-half_width, half_width]`, `z ∈ [-half_depth, half_depth]` at `y = 0`, and a die
//! has edge [`DIE_SIZE`]. The camera looks from +Z (the players' side) towards −Z.

mod baked;
mod boards;
mod camera;
mod drama;
mod grounding;
mod matte;
mod paint;
mod quality;
mod room;
mod scene;
mod shaders;
mod smoothing;
mod surfaces;

use bevy::prelude::*;

use crate::throw::{DIE_SIZE, TRAY};

pub(crate) use baked::Baked;
#[cfg(feature = "shots")]
pub(crate) use camera::TableCamera;
pub use camera::{ViewInsets, die_face_pixels};
pub use drama::CameraPush;
#[cfg(test)]
pub use drama::Confetto;
pub(crate) use drama::{Celebrate, clear_confetti};
pub(crate) use grounding::shadow_reach;
pub(crate) use paint::finish_pattern;
pub(crate) use quality::GraphicsInUse;
#[cfg(feature = "shots")]
pub(crate) use smoothing::SmoothEdges;
pub(crate) use surfaces::Surfaces;

/// Thickness of the tray's walls.
pub(crate) const WALL_THICKNESS: f32 = 0.7 * DIE_SIZE;
/// Thickness of the tray's floor: the table top is this far below the felt.
pub(crate) const FLOOR_THICKNESS: f32 = 0.35 * DIE_SIZE;
/// How far the rim cap overhangs the walls on each side.
pub(crate) const RIM_OVERHANG: f32 = 0.12 * DIE_SIZE;
/// Height of the rim cap on top of the walls.
pub(crate) const RIM_HEIGHT: f32 = 0.18 * DIE_SIZE;
/// Height of the table top (outside the tray).
pub(crate) const TABLE_TOP: f32 = -FLOOR_THICKNESS;
/// Distance between neighbouring slots of the set-aside row.
pub(crate) const SET_ASIDE_PITCH: f32 = 1.6 * DIE_SIZE;
/// Scale of the slam-number die relative to a playing die.
pub(crate) const SLAM_DIE_SCALE: f32 = 1.35;

/// Depth (z) of the set-aside row's centre line, on the table along the near side of the tray.
fn set_aside_row_z() -> f32 {
    TRAY.half_depth + WALL_THICKNESS + 1.5 * DIE_SIZE
}

/// Where a die set aside rests: slot `1..=6`, left to right along the near side of the tray.
/// Slots outside that range are clamped to it.
pub(crate) fn set_aside_slot_position(slot: u8) -> Vec3 {
    let slot = f32::from(slot.clamp(1, 6));
    Vec3::new(
        (slot - 3.5) * SET_ASIDE_PITCH,
        TABLE_TOP + DIE_SIZE * 0.5,
        set_aside_row_z(),
    )
}

/// Where the slam-number die stands: on the table in front of the tray, to the right of
/// centre (the set-aside row, which it never shares the table with, is a Straight Golf thing).
pub(crate) fn slam_die_position() -> Vec3 {
    Vec3::new(
        TRAY.half_width * 0.55,
        TABLE_TOP + DIE_SIZE * SLAM_DIE_SCALE * 0.5,
        set_aside_row_z() + 0.25 * DIE_SIZE,
    )
}

/// The points the camera keeps in view: the tray's rim and floor corners, the set-aside row
/// and the slam-number die (each padded by a die).
pub(crate) fn framing_points() -> Vec<Vec3> {
    let hw = TRAY.half_width + WALL_THICKNESS;
    let hd = TRAY.half_depth + WALL_THICKNESS;
    let mut points = Vec::new();
    for sx in [-1.0, 1.0] {
        for sz in [-1.0, 1.0] {
            points.push(Vec3::new(sx * hw, TRAY.wall_height, sz * hd));
            points.push(Vec3::new(sx * hw, TABLE_TOP, sz * hd));
        }
    }
    let pad = DIE_SIZE * 0.8;
    for slot in [1, 6] {
        let p = set_aside_slot_position(slot);
        for offset in [
            Vec3::new(-pad, pad, pad),
            Vec3::new(pad, pad, pad),
            Vec3::new(0.0, 0.0, pad),
        ] {
            points.push(p + offset);
        }
    }
    // The slam-number die whole, however it is turned about the upright, with its
    // shadow: every corner of a box round it, a die's margin wider.
    let slam = slam_die_position();
    let half = DIE_SIZE * (SLAM_DIE_SCALE * std::f32::consts::FRAC_1_SQRT_2 + 0.5);
    for sx in [-1.0, 1.0] {
        for sz in [-1.0, 1.0] {
            for y in [TABLE_TOP, slam.y + DIE_SIZE * SLAM_DIE_SCALE * 0.5] {
                points.push(Vec3::new(slam.x + sx * half, y, slam.z + sz * half));
            }
        }
    }
    points
}

/// Adds `asset` where asset storage exists; headless apps (no render plugins) get the
/// default handle, so scene entities still exist without being drawn.
pub(crate) fn add_asset<A: Asset>(
    assets: &mut Option<ResMut<Assets<A>>>,
    asset: impl Into<A>,
) -> Handle<A> {
    assets
        .as_mut()
        .map_or_else(Handle::default, |assets| assets.add(asset.into()))
}

/// Adds the camera, lights, table and tray.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        shaders::plugin,
        camera::plugin,
        scene::plugin,
        room::plugin,
        quality::plugin,
        drama::plugin,
        smoothing::plugin,
    ));
}
