//! The table camera: a fixed downward tilt, placed so the tray, the set-aside row and the
//! slam-number die fill the part of the window the overlay leaves free.

use bevy::camera::{CameraOutputMode, Viewport};
use bevy::core_pipeline::prepass::DepthPrepass;
use bevy::light::{CascadeShadowConfig, CascadeShadowConfigBuilder};
use bevy::prelude::*;
use bevy::window::{PrimaryWindow, RequestRedraw};

use super::framing_points;
use super::smoothing::SmoothEdges;
use crate::throw::{DIE_SIZE, TRAY};

/// How far the camera looks down from the horizontal.
const PITCH_DEGREES: f32 = 64.0;
/// Vertical field of view: narrow enough that the dice at the back of the tray are not
/// much smaller than those at the front.
const FOV_DEGREES: f32 = 32.0;
/// Empty border kept around the framed points, in normalised device units (2 = the
/// whole window).
const MARGIN_NDC: f32 = 0.04;

/// Marks the camera that looks at the table.
#[derive(Component, Reflect, Debug, Clone, Copy, Default)]
#[reflect(Component)]
pub(crate) struct TableCamera;

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
    /// The uncovered part of the window as fractions of it (x right, y down, both
    /// `0..1`): its top-left and bottom-right corners, never narrower than a fifth of the
    /// window.
    fn free_fractions(self) -> (Vec2, Vec2) {
        let clamp = |f: f32| {
            if f.is_finite() {
                f.clamp(0.0, 0.8)
            } else {
                0.0
            }
        };
        let mut min = Vec2::new(clamp(self.left), clamp(self.top));
        let mut max = Vec2::new(1.0 - clamp(self.right), 1.0 - clamp(self.bottom));
        for axis in 0..2 {
            if max[axis] - min[axis] < 0.2 {
                let mid = ((max[axis] + min[axis]) * 0.5).clamp(0.1, 0.9);
                min[axis] = mid - 0.1;
                max[axis] = mid + 0.1;
            }
        }
        (min, max)
    }
}

/// Where the table camera stands as framed, before any push ([`super::drama`] moves it
/// in from here); `None` until first framed.
#[derive(Resource, Debug, Clone, Copy, Default, PartialEq)]
pub(crate) struct FramedEye(pub Option<Vec3>);

/// Where the table is drawn in a window: the camera renders only the part the overlay
/// leaves free (no pixels are shaded under the panels), and frames the table into it.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Framing {
    /// The viewport's top-left corner, in physical pixels.
    position: UVec2,
    /// The viewport's size, in physical pixels.
    size: UVec2,
    /// The part of the viewport the table may fill, in its normalised device coordinates
    /// (the viewport less a margin of [`MARGIN_NDC`] of the window).
    free: Rect,
}

impl Framing {
    fn new(window: UVec2, insets: ViewInsets) -> Self {
        let w = window.max(UVec2::ONE).as_vec2();
        let (min, max) = insets.free_fractions();
        // Both edges rounded (not the position and the size), so the viewport never
        // reaches past the window.
        let position = (min * w).round().as_uvec2().min(window);
        let end = (max * w).round().as_uvec2().min(window);
        let size = end.saturating_sub(position).max(UVec2::ONE);
        let margin = (Vec2::splat(MARGIN_NDC) * w / size.as_vec2()).min(Vec2::splat(0.2));
        Self {
            position,
            size,
            free: Rect::from_corners(Vec2::NEG_ONE + margin, Vec2::ONE - margin),
        }
    }

    fn aspect(self) -> f32 {
        self.size.x as f32 / self.size.y.max(1) as f32
    }
}

pub(super) fn plugin(app: &mut App) {
    app.register_type::<TableCamera>()
        .register_type::<ViewInsets>()
        .init_resource::<ViewInsets>()
        .init_resource::<FramedEye>()
        .add_systems(Startup, spawn_table_camera)
        .add_systems(
            PostUpdate,
            // After the overlay has laid out this frame's panels, so the first frame of
            // a game is already framed into the space they leave (no jump).
            // After Bevy's camera update: a viewport changed before it, in the frame a
            // window is resized, gave the table camera the new size while the overlay
            // camera kept the old one, and wgpu stopped on mismatched attachments. The
            // change is drawn in the next frame, which a redraw request brings at once.
            frame_table_camera
                .after(bevy_egui::EguiPostUpdateSet::EndPass)
                .after(bevy::camera::CameraUpdateSystems)
                .before(TransformSystems::Propagate),
        );
}

fn camera_rotation() -> Quat {
    Quat::from_rotation_x(-PITCH_DEGREES.to_radians())
}

/// Marks the camera that draws the overlay (egui) over the whole window, after the table
/// camera has drawn the part the overlay leaves free.
#[derive(Component, Debug, Clone, Copy, Default)]
pub(crate) struct OverlayCamera;

fn spawn_table_camera(mut commands: Commands) {
    // The overlay has its own camera: egui lays out in its camera's viewport, and the
    // table camera's viewport is only the free part of the window.
    commands.spawn((
        Name::new("Overlay camera"),
        OverlayCamera,
        Camera2d,
        Camera {
            order: 1,
            clear_color: ClearColorConfig::None,
            output_mode: CameraOutputMode::Write {
                blend_state: None,
                clear_color: ClearColorConfig::None,
            },
            ..default()
        },
        bevy_egui::PrimaryEguiContext,
    ));
    commands.spawn((
        Name::new("Table camera"),
        TableCamera,
        Camera3d::default(),
        Camera {
            output_mode: CameraOutputMode::Skip,
            ..default()
        },
        // Depth first, then each pixel is shaded once: the table, the tray's felt and
        // boards and the dice overlap on screen, and without it a software renderer shaded
        // every layer (the Low frame at 1280x720 took 157 ms with it off, 103 with it on).
        DepthPrepass,
        // Its own edge smoothing, over the viewport alone (High; Low takes it off).
        SmoothEdges,
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
pub(crate) fn fit_camera(
    points: &[Vec3],
    rotation: Quat,
    fov_y: f32,
    aspect: f32,
    free: Rect,
) -> Vec3 {
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

/// How large the top face of a die appears, in pixels (across, front to back), in a
/// window of `window` pixels whose uncovered part is `insets`: for a die lying at the
/// back of the tray, where the dice look smallest.
pub fn die_face_pixels(window: UVec2, insets: ViewInsets) -> Vec2 {
    let rotation = camera_rotation();
    let fov = FOV_DEGREES.to_radians();
    let framing = Framing::new(window, insets);
    let aspect = framing.aspect();
    let eye = fit_camera(&framing_points(), rotation, fov, aspect, framing.free);
    let ty = (fov * 0.5).tan();
    let half = framing.size.as_vec2() * 0.5;
    let to_pixels = |p: Vec3| {
        let d = p - eye;
        let z = d.dot(rotation * Vec3::NEG_Z).max(1e-4);
        Vec2::new(
            d.dot(rotation * Vec3::X) / (z * ty * aspect) * half.x,
            d.dot(rotation * Vec3::Y) / (z * ty) * half.y,
        )
    };
    let h = DIE_SIZE * 0.5;
    let centre = Vec3::new(0.0, DIE_SIZE, -TRAY.half_depth + h);
    let corner = |x: f32, z: f32| to_pixels(centre + Vec3::new(x * h, 0.0, z * h));
    let across = corner(1.0, 0.0).x - corner(-1.0, 0.0).x;
    let deep = corner(0.0, -1.0).y - corner(0.0, 1.0).y;
    Vec2::new(across, deep)
}

/// Re-frames the camera (and sizes the shadow cascade to match) when the window's size
/// or the overlay's insets change.
pub(super) fn frame_table_camera(
    windows: Query<&Window, With<PrimaryWindow>>,
    insets: Res<ViewInsets>,
    mut framed: ResMut<FramedEye>,
    mut cameras: Query<(&mut Transform, &mut Camera, &Projection), With<TableCamera>>,
    mut cascades: Query<&mut CascadeShadowConfig, With<DirectionalLight>>,
    mut last: Local<Option<(UVec2, ViewInsets)>>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    let Ok(window) = windows.single() else {
        return;
    };
    let size = window.physical_size();
    if size.x == 0 || size.y == 0 {
        // Minimised: Bevy shrinks the viewport to nothing; frame afresh on restore.
        *last = None;
        return;
    }
    let framing = Framing::new(size, *insets);
    let viewport = Viewport {
        physical_position: framing.position,
        physical_size: framing.size,
        depth: 0.0..1.0,
    };
    // The viewport is checked every frame: Bevy rescales it when the window moves to a
    // screen with another scale factor.
    for (_, mut camera, _) in &mut cameras {
        if set_viewport(&mut camera, &viewport) {
            redraw.write(RequestRedraw);
        }
    }
    if *last == Some((size, *insets)) {
        return;
    }
    *last = Some((size, *insets));
    redraw.write(RequestRedraw);
    let points = framing_points();
    let rotation = camera_rotation();
    for (mut transform, _, projection) in &mut cameras {
        let fov = match projection {
            Projection::Perspective(p) => p.fov,
            _ => FOV_DEGREES.to_radians(),
        };
        let eye = fit_camera(&points, rotation, fov, framing.aspect(), framing.free);
        *transform = Transform::from_translation(eye).with_rotation(rotation);
        framed.0 = Some(eye);
        let farthest = points.iter().map(|p| p.distance(eye)).fold(0.0, f32::max);
        for mut cascade in &mut cascades {
            *cascade = shadow_reach(farthest);
        }
    }
}

/// Gives `camera` `viewport` unless it has it already: whether it changed.
fn set_viewport(camera: &mut Camera, viewport: &Viewport) -> bool {
    let same = camera.viewport.as_ref().is_some_and(|v| {
        (v.physical_position, v.physical_size)
            == (viewport.physical_position, viewport.physical_size)
    });
    if !same {
        camera.viewport = Some(viewport.clone());
    }
    !same
}

/// One shadow cascade reaching a little past the farthest framed point (`farthest`
/// metres from the eye), so the shadow map's texels are spent on the table alone.
fn shadow_reach(farthest: f32) -> CascadeShadowConfig {
    CascadeShadowConfigBuilder {
        num_cascades: 1,
        minimum_distance: 0.01,
        maximum_distance: farthest * 1.15,
        first_cascade_far_bound: farthest * 1.15,
        overlap_proportion: 0.2,
    }
    .build()
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
    fn the_viewport_is_the_part_of_the_window_the_overlay_leaves_free() {
        let insets = ViewInsets {
            left: 0.3,
            top: 0.1,
            ..default()
        };
        let framing = Framing::new(UVec2::new(1000, 500), insets);
        assert_eq!(
            (framing.position, framing.size),
            (UVec2::new(300, 50), UVec2::new(700, 450))
        );
        // A window almost covered keeps a fifth of it for the table.
        let covered = ViewInsets {
            right: 0.95,
            ..default()
        };
        let framing = Framing::new(UVec2::new(1000, 500), covered);
        assert_eq!(
            (framing.position, framing.size),
            (UVec2::new(0, 0), UVec2::new(200, 500))
        );
        // Edges on half pixels never push the viewport past the window.
        for k in 0..200 {
            let f = k as f32 / 400.0;
            let insets = ViewInsets {
                left: f,
                right: 0.5 - f,
                top: f * 0.7,
                bottom: 0.3 - f * 0.5,
            };
            let window = UVec2::new(1001 + k, 501 + k / 3);
            let framing = Framing::new(window, insets);
            let end = framing.position + framing.size;
            assert!(
                end.x <= window.x && end.y <= window.y,
                "{insets:?} {window}: {framing:?}"
            );
        }
        let full = Framing::new(UVec2::new(1280, 720), ViewInsets::default());
        assert_eq!(
            (full.position, full.size),
            (UVec2::ZERO, UVec2::new(1280, 720))
        );
    }

    #[test]
    fn fitted_points_stay_inside_the_free_rect_and_touch_it() {
        let points = framing_points();
        let rotation = camera_rotation();
        let fov = FOV_DEGREES.to_radians();
        for (window, insets) in [
            (UVec2::new(1280, 720), ViewInsets::default()),
            (UVec2::new(800, 600), ViewInsets::default()),
            (
                UVec2::new(1280, 720),
                ViewInsets {
                    left: 0.3,
                    top: 0.1,
                    ..default()
                },
            ),
            // The sheet and odds beside the table, the banner over it.
            (
                UVec2::new(1280, 720),
                ViewInsets {
                    right: 0.48,
                    top: 0.19,
                    ..default()
                },
            ),
        ] {
            let framing = Framing::new(window, insets);
            let (free, aspect) = (framing.free, framing.aspect());
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
