//! Rendering quality from the settings (`display.graphics`). Both smooth edges after the
//! frame is drawn (FXAA: one pass, where multisampling would multiply the cost of every
//! pixel on a software renderer) and light the dice with the room's reflections. High
//! adds soft shadows from a shadow map twice as fine, the fill light, the lit wooden
//! table and filmic tone mapping, and smooths edges harder; Low keeps the cheapest shadow
//! filter and tone mapping, turns the fill light off and draws the wooden table around
//! the tray unlit (in the same tones), for weak GPUs, virtual machines and remote
//! desktops.
//! Auto picks Low when the adapter is a software renderer (wgpu device type `Cpu`, e.g.
//! Mesa's lavapipe) and High otherwise.

use bevy::anti_alias::fxaa::{Fxaa, Sensitivity};
use bevy::core_pipeline::tonemapping::Tonemapping;
use bevy::light::{DirectionalLightShadowMap, ShadowFilteringMethod};
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::render::view::Msaa;

use super::camera::{OverlayCamera, TableCamera};
use super::scene::{Backdrop, FillLight, lit};
use crate::settings::Graphics;
use crate::stores::SettingsStore;

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

/// What the table's camera draws with at `quality` (sampling, edge smoothing, shadow
/// filter, tone mapping), and the shadow map's side.
fn camera_look(quality: Graphics) -> ((Msaa, Fxaa, ShadowFilteringMethod, Tonemapping), usize) {
    let fxaa = |sensitivity| Fxaa {
        edge_threshold: sensitivity,
        edge_threshold_min: sensitivity,
        ..default()
    };
    // Multisampling would multiply the cost of every pixel on a software renderer; the
    // edges are smoothed after the frame is drawn instead, by one cheap pass.
    match quality {
        // No lookup-table texture to sample for every pixel at Low.
        Graphics::Low => (
            (
                Msaa::Off,
                fxaa(Sensitivity::Medium),
                ShadowFilteringMethod::Hardware2x2,
                Tonemapping::Reinhard,
            ),
            LOW_SHADOW_MAP,
        ),
        _ => (
            (
                Msaa::Off,
                fxaa(Sensitivity::Ultra),
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
    (backdrop, mut fill, materials): (
        Query<(&MeshMaterial3d<StandardMaterial>, &Backdrop)>,
        Query<&mut Visibility, With<FillLight>>,
        Option<ResMut<Assets<StandardMaterial>>>,
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
    for camera in &cameras {
        commands.entity(camera).insert(camera_look.clone());
    }
    // The overlay draws into the same frame: its sampling must match.
    for camera in &overlays {
        commands.entity(camera).insert(camera_look.0);
    }
    shadow_map.size = size;
    let low = quality == Graphics::Low;
    if let Some(mut materials) = materials {
        for (handle, board) in &backdrop {
            if let Some(mut material) = materials.get_mut(&handle.0) {
                material.unlit = low;
                material.base_color = if low { board.tone } else { lit(board.tone) };
            }
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

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, apply_graphics);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_is_low_only_on_a_software_renderer() {
        assert_eq!(resolve(Graphics::Auto, true), Graphics::Low);
        assert_eq!(resolve(Graphics::Auto, false), Graphics::High);
        assert_eq!(resolve(Graphics::High, true), Graphics::High);
        assert_eq!(resolve(Graphics::Low, false), Graphics::Low);
        assert!(!is_software(None));
    }
}
