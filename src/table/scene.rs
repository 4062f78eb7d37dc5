//! Lights, the wooden table and the felt-lined dice tray, all built from boxes.

use bevy::light::{DirectionalLightShadowMap, NotShadowCaster};
use bevy::prelude::*;

use super::{FLOOR_THICKNESS, TABLE_TOP, WALL_THICKNESS, add_asset as add};
use crate::throw::{DIE_SIZE, TRAY};

/// Half the extent of the table top: far larger than anything the camera frames.
const TABLE_HALF: f32 = 0.8;
/// Thickness of the table top.
const TABLE_THICKNESS: f32 = 0.03;
/// Width of one plank of the table top.
const PLANK_WIDTH: f32 = 0.075;
/// Gap between planks (the dark base board shows through).
const PLANK_GAP: f32 = 0.0012;
/// How far the rim cap overhangs the walls on each side.
const RIM_OVERHANG: f32 = 0.12 * DIE_SIZE;
/// Height of the rim cap on top of the walls.
const RIM_HEIGHT: f32 = 0.18 * DIE_SIZE;

/// Marks the entities that make up the table and tray.
#[derive(Component, Reflect, Debug, Clone, Copy, Default)]
#[reflect(Component)]
pub struct TableScenery;

/// The wooden table around the tray: drawn unlit at low graphics quality, where it is
/// most of the window's pixels and its lighting most of their cost.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Backdrop;

/// The second, shadowless light: off at low graphics quality.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct FillLight;

pub(super) fn plugin(app: &mut App) {
    app.register_type::<TableScenery>()
        .insert_resource(ClearColor(Color::srgb(0.08, 0.07, 0.06)))
        .insert_resource(GlobalAmbientLight {
            color: Color::srgb(1.0, 0.96, 0.9),
            brightness: 500.0,
            affects_lightmapped_meshes: true,
        })
        .insert_resource(DirectionalLightShadowMap { size: 2048 })
        .add_systems(Startup, (spawn_lights, spawn_table, spawn_tray));
}

fn spawn_lights(mut commands: Commands) {
    commands.spawn((
        Name::new("Key light"),
        DirectionalLight {
            color: Color::srgb(1.0, 0.95, 0.88),
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            // The defaults (2 cm) are as big as a die: shadows would float off the dice.
            shadow_depth_bias: 0.0004,
            shadow_normal_bias: 1.2,
            ..default()
        },
        // From the upper left and a little behind the tray, so shadows fall towards the
        // players and slightly right without hiding the faces.
        Transform::from_xyz(-0.35, 1.0, -0.45).looking_at(Vec3::ZERO, Vec3::Y),
    ));
    commands.spawn((
        Name::new("Fill light"),
        FillLight,
        DirectionalLight {
            color: Color::srgb(0.85, 0.9, 1.0),
            illuminance: 2_500.0,
            shadow_maps_enabled: false,
            ..default()
        },
        Transform::from_xyz(0.5, 0.6, 0.8).looking_at(Vec3::ZERO, Vec3::Y),
    ));
}

fn wood(color: Color) -> StandardMaterial {
    StandardMaterial {
        base_color: color,
        perceptual_roughness: 0.55,
        reflectance: 0.35,
        ..default()
    }
}

fn spawn_table(
    mut commands: Commands,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    mut materials: Option<ResMut<Assets<StandardMaterial>>>,
) {
    let base = add(&mut materials, wood(Color::srgb(0.09, 0.05, 0.03)));
    commands.spawn((
        Name::new("Table base"),
        TableScenery,
        Backdrop,
        Mesh3d(add(
            &mut meshes,
            Cuboid::new(TABLE_HALF * 2.0, TABLE_THICKNESS, TABLE_HALF * 2.0),
        )),
        MeshMaterial3d(base),
        Transform::from_xyz(0.0, TABLE_TOP - TABLE_THICKNESS * 0.5 - 0.0005, 0.0),
        // Nothing lies under the table to shade.
        NotShadowCaster,
    ));
    // Planks run left to right; their tones vary a little, as real boards do.
    let tones = [
        Color::srgb(0.46, 0.28, 0.15),
        Color::srgb(0.42, 0.25, 0.13),
        Color::srgb(0.49, 0.31, 0.17),
        Color::srgb(0.44, 0.27, 0.14),
        Color::srgb(0.40, 0.24, 0.12),
    ];
    let tones: Vec<_> = tones
        .into_iter()
        .map(|c| add(&mut materials, wood(c)))
        .collect();
    let plank = add(
        &mut meshes,
        Cuboid::new(TABLE_HALF * 2.0, TABLE_THICKNESS, PLANK_WIDTH - PLANK_GAP),
    );
    let count = (TABLE_HALF * 2.0 / PLANK_WIDTH) as i32;
    for i in 0..count {
        let z = -TABLE_HALF + (i as f32 + 0.5) * PLANK_WIDTH;
        let tone = tones[(i as usize * 3) % tones.len()].clone();
        commands.spawn((
            Name::new(format!("Table plank {i}")),
            TableScenery,
            Backdrop,
            Mesh3d(plank.clone()),
            MeshMaterial3d(tone),
            Transform::from_xyz(0.0, TABLE_TOP - TABLE_THICKNESS * 0.5, z),
            NotShadowCaster,
        ));
    }
}

fn spawn_tray(
    mut commands: Commands,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    mut materials: Option<ResMut<Assets<StandardMaterial>>>,
) {
    let felt = add(
        &mut materials,
        StandardMaterial {
            base_color: Color::srgb(0.06, 0.30, 0.16),
            perceptual_roughness: 1.0,
            reflectance: 0.15,
            ..default()
        },
    );
    let wall = add(&mut materials, wood(Color::srgb(0.20, 0.10, 0.05)));
    let rim = add(
        &mut materials,
        StandardMaterial {
            base_color: Color::srgb(0.28, 0.15, 0.07),
            perceptual_roughness: 0.35,
            reflectance: 0.45,
            ..default()
        },
    );
    let (hw, hd) = (TRAY.half_width, TRAY.half_depth);
    commands.spawn((
        Name::new("Tray felt"),
        TableScenery,
        Mesh3d(add(
            &mut meshes,
            Cuboid::new(hw * 2.0, FLOOR_THICKNESS, hd * 2.0),
        )),
        MeshMaterial3d(felt.clone()),
        Transform::from_xyz(0.0, -FLOOR_THICKNESS * 0.5, 0.0),
        NotShadowCaster,
    ));
    spawn_walls(&mut commands, &mut meshes, &wall, &rim);
    spawn_lining(&mut commands, &mut meshes, &felt);
}

/// Walls with a rim cap: the long ones (along X) run the full outer width, the short
/// ones fit between them. They stand on the table, outside the physics tray's inner edge.
fn spawn_walls(
    commands: &mut Commands,
    meshes: &mut Option<ResMut<Assets<Mesh>>>,
    wall: &Handle<StandardMaterial>,
    rim: &Handle<StandardMaterial>,
) {
    let (hw, hd, t) = (TRAY.half_width, TRAY.half_depth, WALL_THICKNESS);
    let height = TRAY.wall_height + FLOOR_THICKNESS;
    let y = TABLE_TOP + height * 0.5;
    let long = add(meshes, Cuboid::new(2.0 * (hw + t), height, t));
    let short = add(meshes, Cuboid::new(t, height, 2.0 * hd));
    let long_rim = add(
        meshes,
        Cuboid::new(
            2.0 * (hw + t) + 2.0 * RIM_OVERHANG,
            RIM_HEIGHT,
            t + 2.0 * RIM_OVERHANG,
        ),
    );
    let short_rim = add(
        meshes,
        Cuboid::new(
            t + 2.0 * RIM_OVERHANG,
            RIM_HEIGHT,
            2.0 * hd - 2.0 * RIM_OVERHANG,
        ),
    );
    let rim_y = TRAY.wall_height + RIM_HEIGHT * 0.5;
    for (name, mesh, rim_mesh, x, z) in [
        ("far", &long, &long_rim, 0.0, -(hd + t * 0.5)),
        ("near", &long, &long_rim, 0.0, hd + t * 0.5),
        ("left", &short, &short_rim, -(hw + t * 0.5), 0.0),
        ("right", &short, &short_rim, hw + t * 0.5, 0.0),
    ] {
        commands.spawn((
            Name::new(format!("Tray wall ({name})")),
            TableScenery,
            Mesh3d(mesh.clone()),
            MeshMaterial3d(wall.clone()),
            Transform::from_xyz(x, y, z),
        ));
        commands.spawn((
            Name::new(format!("Tray rim ({name})")),
            TableScenery,
            Mesh3d(rim_mesh.clone()),
            MeshMaterial3d(rim.clone()),
            Transform::from_xyz(x, rim_y, z),
        ));
    }
}

/// A felt lining on the inner faces of the walls, as on a real dice tray (a hair inside
/// the physics walls: a die touching a wall sinks into it by under a millimetre).
fn spawn_lining(
    commands: &mut Commands,
    meshes: &mut Option<ResMut<Assets<Mesh>>>,
    felt: &Handle<StandardMaterial>,
) {
    let (hw, hd) = (TRAY.half_width, TRAY.half_depth);
    let lining = 0.0008;
    let lining_long = add(meshes, Cuboid::new(2.0 * hw, TRAY.wall_height, lining));
    let lining_short = add(meshes, Cuboid::new(lining, TRAY.wall_height, 2.0 * hd));
    for (mesh, x, z) in [
        (&lining_long, 0.0, -(hd - lining * 0.5)),
        (&lining_long, 0.0, hd - lining * 0.5),
        (&lining_short, -(hw - lining * 0.5), 0.0),
        (&lining_short, hw - lining * 0.5, 0.0),
    ] {
        commands.spawn((
            Name::new("Tray lining"),
            TableScenery,
            Mesh3d(mesh.clone()),
            MeshMaterial3d(felt.clone()),
            Transform::from_xyz(x, TRAY.wall_height * 0.5, z),
            NotShadowCaster,
        ));
    }
}
