//! The table camera: a fixed downward tilt, placed so the tray, the kept row and the
//! slam-number die fill the part of the window the overlay leaves free.

use bevy::light::{CascadeShadowConfig, CascadeShadowConfigBuilder};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::framing_points;

/// How far the camera looks down from the horizontal.
const PITCH_DEGREES: f32 = 64.0;
/// Vertical field of view: narrow enough that the dice at the back of the tray are not
/// much smaller than those at the front.
const FOV_DEGREES: f32 = 32.0;
/// Empty border kept around the framed points, in normalised device units (2 = the
/// whole window).
const MARGIN_NDC: f32 = 0.025;

/// Marks the camera that looks at the table.
#[derive(Component, Reflect, Debug, Clone, Copy, Default)]
#[reflect(Component)]
pub struct TableCamera;

/// The fractions of the window (each `0.0..1.0`) covered by the overlay on each side.
/// The UI sets it; the camera re-frames so the tray stays in the uncovered part.
#[derive(Resource, Reflect, Debug, Clone, Copy, PartialEq, Default)]
#[reflect(Resource)]
pub struct ViewInsets {
    /// Covered fraction of the window's width on the left.
    pub left: f32,
    /// Covered fraction of the window's width on the right.
    pub right: f32,
    /// Covered fraction of the window's height at the top.
    pub top: f32,
    /// Covered fraction of the window's height at the bottom.
    pub bottom: f32,
}

impl ViewInsets {
    /// The uncovered part of the window in normalised device coordinates (x right, y up,
    /// both `-1..1`), shrunk by the margin; never narrower than a fifth of the window.
    fn free_ndc(self) -> Rect {
        let clamp = |f: f32| {
            if f.is_finite() {
                f.clamp(0.0, 0.8)
            } else {
                0.0
            }
        };
        let mut min = Vec2::new(
            -1.0 + 2.0 * clamp(self.left),
            -1.0 + 2.0 * clamp(self.bottom),
        );
        let mut max = Vec2::new(1.0 - 2.0 * clamp(self.right), 1.0 - 2.0 * clamp(self.top));
        for axis in 0..2 {
            if max[axis] - min[axis] < 0.4 {
                let mid = (max[axis] + min[axis]) * 0.5;
                min[axis] = mid - 0.2;
                max[axis] = mid + 0.2;
            }
        }
        Rect::from_corners(min + MARGIN_NDC, max - MARGIN_NDC)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.register_type::<TableCamera>()
        .register_type::<ViewInsets>()
        .init_resource::<ViewInsets>()
        .add_systems(Startup, spawn_table_camera)
        .add_systems(
            PostUpdate,
            // After the overlay has laid out this frame's panels, so the first frame of
            // a game is already framed into the space they leave (no jump).
            frame_table_camera
                .after(bevy_egui::EguiPostUpdateSet::EndPass)
                .before(TransformSystems::Propagate),
        );
}

fn camera_rotation() -> Quat {
    Quat::from_rotation_x(-PITCH_DEGREES.to_radians())
}

fn spawn_table_camera(mut commands: Commands) {
    commands.spawn((
        Name::new("Table camera"),
        TableCamera,
        Camera3d::default(),
        Projection::Perspective(PerspectiveProjection {
            fov: FOV_DEGREES.to_radians(),
            // The scene is a few decimetres across: the default 0.1 m near plane would cut it.
            near: 0.01,
            ..default()
        }),
        Transform::from_xyz(0.0, 0.4, 0.3).with_rotation(camera_rotation()),
    ));
}

/// Where a camera with `rotation` must stand so that every point of `points` projects
/// inside `free` (normalised device coordinates) for the given field of view and aspect.
///
/// Dollying changes the size of the projected bounding box and sliding sideways moves its
/// centre; a few dozen alternating corrections converge to a snug fit.
pub fn fit_camera(points: &[Vec3], rotation: Quat, fov_y: f32, aspect: f32, free: Rect) -> Vec3 {
    let right = rotation * Vec3::X;
    let up = rotation * Vec3::Y;
    let forward = rotation * Vec3::NEG_Z;
    let ty = (fov_y * 0.5).tan();
    let tx = ty * aspect.max(0.1);
    let centre = points.iter().copied().sum::<Vec3>() / points.len().max(1) as f32;
    let mut eye = centre - forward * 1.0;
    for _ in 0..60 {
        let mut min = Vec2::splat(f32::INFINITY);
        let mut max = Vec2::splat(f32::NEG_INFINITY);
        for p in points {
            let d = *p - eye;
            let z = d.dot(forward).max(1e-4);
            let ndc = Vec2::new(d.dot(right) / (z * tx), d.dot(up) / (z * ty));
            min = min.min(ndc);
            max = max.max(ndc);
        }
        let distance = (centre - eye).dot(forward);
        let size = max - min;
        let scale = (size.x / free.width()).max(size.y / free.height());
        let shift = (min + max) * 0.5 - free.center();
        eye += right * shift.x * tx * distance + up * shift.y * ty * distance;
        eye -= forward * distance * (scale - 1.0);
    }
    eye
}

/// Re-frames the camera (and sizes the shadow cascade to match) when the window's shape
/// or the overlay's insets change.
fn frame_table_camera(
    windows: Query<&Window, With<PrimaryWindow>>,
    insets: Res<ViewInsets>,
    mut cameras: Query<(&mut Transform, &Projection), With<TableCamera>>,
    mut cascades: Query<&mut CascadeShadowConfig, With<DirectionalLight>>,
    mut last: Local<Option<(Vec2, ViewInsets)>>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let size = window.size();
    if size.x < 1.0 || size.y < 1.0 || *last == Some((size, *insets)) {
        return;
    }
    *last = Some((size, *insets));
    let points = framing_points();
    let rotation = camera_rotation();
    for (mut transform, projection) in &mut cameras {
        let fov = match projection {
            Projection::Perspective(p) => p.fov,
            _ => FOV_DEGREES.to_radians(),
        };
        let eye = fit_camera(&points, rotation, fov, size.x / size.y, insets.free_ndc());
        *transform = Transform::from_translation(eye).with_rotation(rotation);
        let farthest = points.iter().map(|p| p.distance(eye)).fold(0.0, f32::max);
        for mut cascade in &mut cascades {
            *cascade = CascadeShadowConfigBuilder {
                num_cascades: 1,
                minimum_distance: 0.01,
                maximum_distance: farthest * 1.15,
                first_cascade_far_bound: farthest * 1.15,
                overlap_proportion: 0.2,
            }
            .build();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn project(p: Vec3, eye: Vec3, rotation: Quat, fov: f32, aspect: f32) -> Vec2 {
        let d = p - eye;
        let z = d.dot(rotation * Vec3::NEG_Z);
        let ty = (fov * 0.5).tan();
        Vec2::new(
            d.dot(rotation * Vec3::X) / (z * ty * aspect),
            d.dot(rotation * Vec3::Y) / (z * ty),
        )
    }

    #[test]
    fn fitted_points_stay_inside_the_free_rect_and_touch_it() {
        let points = framing_points();
        let rotation = camera_rotation();
        let fov = FOV_DEGREES.to_radians();
        for (aspect, insets) in [
            (16.0 / 9.0, ViewInsets::default()),
            (4.0 / 3.0, ViewInsets::default()),
            (
                16.0 / 9.0,
                ViewInsets {
                    left: 0.3,
                    top: 0.1,
                    ..default()
                },
            ),
        ] {
            let free = insets.free_ndc();
            let eye = fit_camera(&points, rotation, fov, aspect, free);
            let mut min = Vec2::splat(f32::INFINITY);
            let mut max = Vec2::splat(f32::NEG_INFINITY);
            for p in &points {
                let ndc = project(*p, eye, rotation, fov, aspect);
                min = min.min(ndc);
                max = max.max(ndc);
            }
            assert!(
                min.x >= free.min.x - 1e-3 && min.y >= free.min.y - 1e-3,
                "{min} {free:?}"
            );
            assert!(
                max.x <= free.max.x + 1e-3 && max.y <= free.max.y + 1e-3,
                "{max} {free:?}"
            );
            let snug = (max.x - min.x - free.width()).abs() < 1e-2
                || (max.y - min.y - free.height()).abs() < 1e-2;
            assert!(snug, "{min} {max} {free:?}");
        }
    }
}
