//! Rendering quality from the settings (`display.graphics`). Both draw the painted wood,
//! felt and dice, grounded: the lamp's pool on the table, the tray's shadow and the
//! darkening at its foot (baked, [`super::grounding`]) and a soft blot under every die.
//! High adds what costs on every pixel: shadows from a soft-filtered shadow map, the
//! room's image-based light (the dice's and the wood's reflections), the fill light, the
//! felt lit through its normal map (the felt and the tray's wood in a shader of their
//! own, [`super::matte`], with only the light they show), filmic tone mapping, the
//! textures' mip levels blended, the wood filtered anisotropically, and the table's edges smoothed
//! ([`super::smoothing`]: one pass over the table's part of the window, where
//! multisampling would multiply the cost of every pixel on a software renderer). Low,
//! for weak GPUs, virtual machines and remote desktops, draws no shadow map (the walls'
//! shadow on the felt is baked too, and the dice keep their soft blots: no stepped
//! shadow edges), draws the felt floor unlit with its light baked into its grid and its
//! picture, fills in with ambient light instead of the room's, keeps the cheapest tone
//! mapping, turns the fill light off, samples the textures' nearest mip level and leaves
//! the edges as drawn (the smoothing pass was a fifth of a Low frame on a software
//! renderer). (Measured with `--script frame-bench`: docs/table/README.md.) Auto picks
//! Low when the adapter is a software renderer (wgpu device type `Cpu`, e.g. Mesa's
//! lavapipe) and High otherwise.

use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::image::ImageFilterMode;
use bevy::light::{
    DirectionalLightShadowMap, EnvironmentMapLight, GeneratedEnvironmentMapLight,
    ShadowFilteringMethod,
};
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::render::view::Msaa;

use super::baked::Baked;
use super::camera::{OverlayCamera, TableCamera};
use super::matte::Matte;
use super::room::FilteredRoom;
use super::scene::{FeltGrids, FillLight, HIGH_AMBIENT, KeyLight, LOW_AMBIENT, TrayFelt};
use super::smoothing::SmoothEdges;
use super::surfaces::Surfaces;
use crate::settings::Graphics;
use crate::stores::SettingsStore;

/// The wood's anisotropic filtering at High: the table is seen at a slant, so its grain
/// stays sharp into the distance.
const WOOD_ANISOTROPY: u16 = 8;
/// Shadow map side (texels) at High.
const HIGH_SHADOW_MAP: usize = 2048;
/// Shadow map side (texels) at Low.
const LOW_SHADOW_MAP: usize = 1024;
/// The quality in use: Low or High, never Auto.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct GraphicsInUse(pub Graphics);

/// The quality `setting` gives on an adapter that is (or is not) a software renderer.
pub fn resolve(setting: Graphics, software: bool) -> Graphics {
    match setting {
        Graphics::Auto if software => Graphics::Low,
        Graphics::Auto => Graphics::High,
        chosen => chosen,
    }
}

/// Whether the adapter renders on the CPU. (wgpu's `DeviceType` is not re-exported by
/// Bevy; its name is stable.)
fn is_software(info: Option<&RenderAdapterInfo>) -> bool {
    info.is_some_and(|i| format!("{:?}", i.device_type) == "Cpu")
}

/// What the table's camera draws with at `quality` (sampling, shadow filter, tone
/// mapping), and the shadow map's side.
fn camera_look(quality: Graphics) -> ((Msaa, ShadowFilteringMethod, Tonemapping), usize) {
    // Multisampling would multiply the cost of every pixel on a software renderer; the
    // edges are smoothed after the frame is drawn instead, at both qualities
    // ([`super::smoothing`]).
    match quality {
        // No lookup-table texture to sample for every pixel at Low.
        Graphics::Low => (
            (
                Msaa::Off,
                ShadowFilteringMethod::Hardware2x2,
                Tonemapping::Reinhard,
            ),
            LOW_SHADOW_MAP,
        ),
        _ => (
            (
                Msaa::Off,
                ShadowFilteringMethod::Gaussian,
                Tonemapping::default(),
            ),
            HIGH_SHADOW_MAP,
        ),
    }
}

/// Applies the quality whenever the setting (or the adapter) calls for another one.
fn apply_graphics(
    mut commands: Commands,
    store: Option<Res<SettingsStore>>,
    info: Option<Res<RenderAdapterInfo>>,
    (cameras, overlays): (
        Query<Entity, With<TableCamera>>,
        Query<Entity, With<OverlayCamera>>,
    ),
    shadow_map: Option<ResMut<DirectionalLightShadowMap>>,
    in_use: Option<Res<GraphicsInUse>>,
    mut fill: Query<&mut Visibility, With<FillLight>>,
    (mut key, felt, grids): (
        Query<&mut DirectionalLight, With<KeyLight>>,
        Query<Entity, With<TrayFelt>>,
        Option<Res<FeltGrids>>,
    ),
) {
    // Headless tests run the table without settings or lights.
    let (Some(store), Some(mut shadow_map)) = (store, shadow_map) else {
        return;
    };
    let quality = resolve(
        store.settings.display.graphics,
        is_software(info.as_deref()),
    );
    if in_use.is_some_and(|q| q.0 == quality) || cameras.is_empty() {
        return;
    }
    let (camera_look, size) = camera_look(quality);
    let low = quality == Graphics::Low;
    for camera in &cameras {
        let mut camera = commands.entity(camera);
        camera.insert(camera_look);
        // The edges are smoothed at High; at Low the pass would be a fifth of the frame.
        if low {
            camera.remove::<SmoothEdges>();
        } else {
            camera.insert(SmoothEdges);
        }
    }
    // The overlay draws into the same frame: its sampling must match.
    for camera in &overlays {
        commands.entity(camera).insert(camera_look.0);
    }
    shadow_map.size = size;
    // Low draws no shadow map: the tray's and the walls' shadows are baked into the
    // table and the felt, and each die has a soft blot (no hard, stepped edges).
    for mut light in &mut key {
        light.shadow_maps_enabled = !low;
    }
    if let Some(grids) = grids {
        for felt in &felt {
            put_felt(commands.entity(felt), &grids, low);
        }
    }
    for mut visibility in &mut fill {
        *visibility = if low {
            Visibility::Hidden
        } else {
            Visibility::Inherited
        };
    }
    commands.insert_resource(GraphicsInUse(quality));
    info!("graphics quality: {quality:?}");
}

/// Gives the felt floor Low's grid and baked material, or High's lit ones.
fn put_felt(mut felt: EntityCommands, grids: &FeltGrids, low: bool) {
    if low {
        felt.remove::<MeshMaterial3d<Matte>>().insert((
            Mesh3d(grids.low.clone()),
            MeshMaterial3d(grids.low_material.clone()),
        ));
    } else {
        felt.remove::<MeshMaterial3d<Baked>>().insert((
            Mesh3d(grids.high.clone()),
            MeshMaterial3d(grids.high_material.clone()),
        ));
    }
}

/// Puts the room's light (once filtered) on the table's camera at High and takes it off
/// at Low, with the ambient light to match.
fn room_light(
    mut commands: Commands,
    in_use: Option<Res<GraphicsInUse>>,
    room: Option<Res<FilteredRoom>>,
    cameras: Query<
        (Entity, Has<EnvironmentMapLight>),
        (With<TableCamera>, Without<GeneratedEnvironmentMapLight>),
    >,
    ambient: Option<ResMut<GlobalAmbientLight>>,
) {
    let (Some(in_use), Some(room), Some(mut ambient)) = (in_use, room, ambient) else {
        return;
    };
    let high = in_use.0 != Graphics::Low;
    for (camera, lit) in &cameras {
        if high && !lit {
            commands.entity(camera).insert(room.0.clone());
        } else if !high && lit {
            commands.entity(camera).remove::<EnvironmentMapLight>();
        }
    }
    let brightness = if high { HIGH_AMBIENT } else { LOW_AMBIENT };
    if ambient.brightness != brightness {
        ambient.brightness = brightness;
    }
}

/// Samples the painted textures' mip levels blended (High) or the nearest one alone
/// (Low: half the texel reads), when the quality changes.
fn texture_filter(
    in_use: Res<GraphicsInUse>,
    surfaces: Option<Res<Surfaces>>,
    images: Option<ResMut<Assets<Image>>>,
) {
    let (Some(surfaces), Some(mut images)) = (surfaces, images) else {
        return;
    };
    let (between_mips, anisotropy) = match in_use.0 {
        Graphics::Low => (ImageFilterMode::Nearest, 1),
        _ => (ImageFilterMode::Linear, WOOD_ANISOTROPY),
    };
    surfaces.set_mip_filter(&mut images, between_mips, anisotropy);
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            apply_graphics,
            // When the quality changes, and once the room's light has been filtered.
            room_light.run_if(
                resource_exists_and_changed::<GraphicsInUse>
                    .or_else(resource_exists_and_changed::<FilteredRoom>),
            ),
            texture_filter.run_if(resource_exists_and_changed::<GraphicsInUse>),
        )
            .chain(),
    );
}

#[cfg(test)]
mod tests {
    use super::super::matte::Sheen;
    use super::*;

    #[test]
    fn auto_is_low_only_on_a_software_renderer() {
        assert_eq!(resolve(Graphics::Auto, true), Graphics::Low);
        assert_eq!(resolve(Graphics::Auto, false), Graphics::High);
        assert_eq!(resolve(Graphics::High, true), Graphics::High);
        assert_eq!(resolve(Graphics::Low, false), Graphics::Low);
        assert!(!is_software(None));
    }

    #[test]
    fn high_adds_the_per_pixel_costs_low_leaves_out() {
        let ((low_msaa, low_shadows, _), low_map) = camera_look(Graphics::Low);
        let ((high_msaa, high_shadows, _), high_map) = camera_look(Graphics::High);
        // Neither multisamples: on a software renderer it multiplies every pixel's cost.
        assert_eq!((low_msaa, high_msaa), (Msaa::Off, Msaa::Off));
        assert_eq!(low_shadows, ShadowFilteringMethod::Hardware2x2);
        assert_eq!(high_shadows, ShadowFilteringMethod::Gaussian);
        assert!(high_map > low_map);
    }

    #[test]
    fn the_felt_takes_lows_baked_material_or_highs_lit_one_never_both() {
        let mut meshes = Assets::<Mesh>::default();
        let mut lit = Assets::<Matte>::default();
        let mut baked = Assets::<Baked>::default();
        let grids = FeltGrids {
            low: meshes.add(Cuboid::default()),
            high: meshes.add(Sphere::default()),
            low_material: baked.add(Baked::opaque(Color::WHITE, None, Vec2::ONE)),
            high_material: lit.add(Matte::new(
                Color::WHITE,
                Sheen {
                    perceptual_roughness: 1.0,
                    reflectance: 0.0,
                },
                (None, None),
                Vec4::ONE,
            )),
        };
        let mut world = World::new();
        let felt = world
            .spawn((
                Mesh3d(grids.low.clone()),
                MeshMaterial3d(grids.low_material.clone()),
            ))
            .id();
        for low in [false, true, false] {
            put_felt(world.commands().entity(felt), &grids, low);
            world.flush();
            let entity = world.entity(felt);
            let mesh = entity.get::<Mesh3d>().map(|m| m.0.clone());
            let on_low = entity.get::<MeshMaterial3d<Baked>>().map(|m| m.0.clone());
            let on_high = entity.get::<MeshMaterial3d<Matte>>();
            if low {
                assert_eq!(mesh, Some(grids.low.clone()));
                assert_eq!(on_low, Some(grids.low_material.clone()));
                assert!(on_high.is_none());
            } else {
                assert_eq!(mesh, Some(grids.high.clone()));
                assert_eq!(
                    on_high.map(|m| m.0.clone()),
                    Some(grids.high_material.clone())
                );
                assert!(on_low.is_none());
            }
        }
    }
}
