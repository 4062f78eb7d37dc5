//! The dice's shared meshes and materials, and the entities spawned once per session:
//! six play dice, their highlight rings, the set-aside pads and the slam-number die.

use bevy::light::NotShadowCaster;
use bevy::prelude::*;

use super::DICE;
use super::finish::body_material;
use super::mesh::{die_body, pips};
use crate::settings::Finish;
use crate::table::{
    Baked, SLAM_DIE_SCALE, TABLE_TOP, add_asset as add, set_aside_slot_position, slam_die_position,
};
use crate::throw::DIE_SIZE;

/// Ivory: the classic die body.
pub(crate) const IVORY: Color = Color::srgb(0.93, 0.91, 0.84);
/// Near-black pips.
pub(crate) const PIP_BLACK: Color = Color::srgb(0.04, 0.04, 0.055);
/// The slam-number die's deep red body.
const SLAM_RED: Color = Color::srgb(0.70, 0.06, 0.08);
/// The slam-number die's off-white pips.
const SLAM_PIPS: Color = Color::srgb(0.97, 0.96, 0.92);

/// Mesh and material handles shared by all dice. Materials are edited in place (a new
/// player colour changes every die at once) and never re-created.
#[derive(Resource, Debug, Clone)]
pub(crate) struct DiceAssets {
    /// The rounded cube, edge [`DIE_SIZE`].
    pub body_mesh: Handle<Mesh>,
    /// All 21 pips of a play die as one mesh, shaped as the roller's mark (rebuilt in
    /// place when the roller changes).
    pub pip_mesh: Handle<Mesh>,
    /// The slam-number die's body, with the lips of round pips.
    pub slam_body_mesh: Handle<Mesh>,
    /// The slam-number die's round pips.
    pub slam_pip_mesh: Handle<Mesh>,
    /// The play dice's body.
    pub body: Handle<StandardMaterial>,
    /// The play dice's body while highlighted: same colour, glowing.
    pub body_highlight: Handle<StandardMaterial>,
    /// The play dice's pips.
    pub pips: Handle<StandardMaterial>,
    /// The slam-number die's body.
    pub slam_body: Handle<StandardMaterial>,
    /// The slam-number die's pips.
    pub slam_pips: Handle<StandardMaterial>,
}

/// A play die: the body that follows a recorded pose. Its child [`DieVisual`] carries
/// the mesh, turned by the track's correction.
#[derive(Component, Reflect, Debug, Clone)]
#[reflect(Component)]
pub struct Die {
    /// The die's number, `0..6`.
    pub index: usize,
    /// The track of the current recording it follows, if any.
    pub track: Option<usize>,
}

/// The child of a [`Die`] (or the [`SlamDie`]) that holds the body mesh; its rotation is
/// the correction that makes the wanted face come up.
#[derive(Component, Reflect, Debug, Clone, Copy, Default)]
#[reflect(Component)]
pub(crate) struct DieVisual;

/// The die that shows the slam number beside the tray.
#[derive(Component, Reflect, Debug, Clone, Copy, Default)]
#[reflect(Component)]
pub(crate) struct SlamDie;

/// The gold ring drawn on the felt under a highlighted die.
#[derive(Component, Reflect, Debug, Clone, Copy)]
#[reflect(Component)]
pub(crate) struct DieHalo {
    /// The die it belongs to, `0..6`.
    pub die: usize,
}

/// A marked place in the set-aside row, shown while any die is set aside.
#[derive(Component, Reflect, Debug, Clone, Copy)]
#[reflect(Component)]
pub(crate) struct SetAsidePad {
    /// The slot, `1..=6`.
    pub slot: u8,
}

/// Bundle of a die's visual child: the body mesh, with the pips as its own child.
fn die_visual(
    body_mesh: Handle<Mesh>,
    body: Handle<StandardMaterial>,
    (pip_mesh, pips): (Handle<Mesh>, Handle<StandardMaterial>),
) -> impl Bundle {
    (
        Name::new("Die mesh"),
        DieVisual,
        Mesh3d(body_mesh),
        MeshMaterial3d(body),
        Transform::default(),
        Visibility::Inherited,
        children![(
            Name::new("Pips"),
            Mesh3d(pip_mesh),
            MeshMaterial3d(pips),
            Transform::default(),
            // Pips sit in the die's own shadow: a second shadow pass for nothing.
            NotShadowCaster,
        )],
    )
}

pub(super) fn plugin(app: &mut App) {
    app.register_type::<Die>()
        .register_type::<DieVisual>()
        .register_type::<SlamDie>()
        .register_type::<DieHalo>()
        .register_type::<SetAsidePad>()
        .add_systems(Startup, spawn_dice);
}

/// The shared die meshes and materials.
fn dice_assets(
    meshes: &mut Option<ResMut<Assets<Mesh>>>,
    materials: &mut Option<ResMut<Assets<StandardMaterial>>>,
    surfaces: Option<&crate::table::Surfaces>,
) -> DiceAssets {
    // The pips are engraved (the body's lips round each) and painted: a glossy enamel,
    // not a dull hole.
    let pip_material = |color: Color| StandardMaterial {
        base_color: color,
        perceptual_roughness: 0.35,
        reflectance: 0.4,
        ..default()
    };
    let solid = |color| body_material(color, Finish::Solid, surfaces);
    DiceAssets {
        body_mesh: add(meshes, die_body(DIE_SIZE, None)),
        slam_body_mesh: add(meshes, die_body(DIE_SIZE, None)),
        pip_mesh: add(meshes, pips(DIE_SIZE, None)),
        slam_pip_mesh: add(meshes, pips(DIE_SIZE, None)),
        body: add(materials, solid(IVORY)),
        body_highlight: add(materials, highlight_material(solid(IVORY))),
        pips: add(materials, pip_material(PIP_BLACK)),
        slam_body: add(materials, solid(SLAM_RED)),
        slam_pips: add(materials, pip_material(SLAM_PIPS)),
    }
}

/// Where die `index` lies before its first throw (it is hidden until then).
fn first_place(index: usize) -> Transform {
    Transform::from_translation(Vec3::new(
        (index as f32 - 2.5) * DIE_SIZE * 1.6,
        DIE_SIZE * 0.5,
        0.0,
    ))
}

/// Creates the shared assets and spawns every die-related entity, hidden.
pub(super) fn spawn_dice(
    mut commands: Commands,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    (mut materials, mut baked): (
        Option<ResMut<Assets<StandardMaterial>>>,
        Option<ResMut<Assets<Baked>>>,
    ),
    surfaces: Option<Res<crate::table::Surfaces>>,
) {
    let assets = dice_assets(&mut meshes, &mut materials, surfaces.as_deref());
    for index in 0..DICE {
        commands.spawn((
            Name::new(format!("Die {}", index + 1)),
            Die { index, track: None },
            first_place(index),
            Visibility::Hidden,
            children![die_visual(
                assets.body_mesh.clone(),
                assets.body.clone(),
                (assets.pip_mesh.clone(), assets.pips.clone())
            )],
        ));
    }
    commands.spawn((
        Name::new("Slam number die"),
        SlamDie,
        Transform::from_translation(slam_die_position()).with_scale(Vec3::splat(SLAM_DIE_SCALE)),
        Visibility::Hidden,
        children![die_visual(
            assets.slam_body_mesh.clone(),
            assets.slam_body.clone(),
            (assets.slam_pip_mesh.clone(), assets.slam_pips.clone())
        )],
    ));
    spawn_rings(&mut commands, &mut meshes, &mut baked);
    spawn_pads(&mut commands, &mut meshes, &mut materials);
    commands.insert_resource(assets);
}

/// One highlight ring per die, hidden until its die glows.
fn spawn_rings(
    commands: &mut Commands,
    meshes: &mut Option<ResMut<Assets<Mesh>>>,
    materials: &mut Option<ResMut<Assets<Baked>>>,
) {
    let ring = Annulus::new(DIE_SIZE * 0.78, DIE_SIZE * 0.92)
        .mesh()
        .resolution(48)
        .build()
        .rotated_by(Quat::from_rotation_x(-std::f32::consts::FRAC_PI_2));
    let mesh = add(meshes, ring);
    // Unlit: it glows the same under any light.
    let gold = Baked::opaque(Color::srgb(1.0, 0.78, 0.25), None, Vec2::ONE);
    let material = add(materials, gold);
    for index in 0..DICE {
        commands.spawn((
            Name::new(format!("Highlight ring {}", index + 1)),
            DieHalo { die: index },
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(first_place(index).translation.with_y(0.0004)),
            Visibility::Hidden,
            NotShadowCaster,
        ));
    }
}

/// The set-aside row's six pads, hidden while no die is set aside.
fn spawn_pads(
    commands: &mut Commands,
    meshes: &mut Option<ResMut<Assets<Mesh>>>,
    materials: &mut Option<ResMut<Assets<StandardMaterial>>>,
) {
    let mesh = add(
        meshes,
        Cuboid::new(DIE_SIZE * 1.3, DIE_SIZE * 0.04, DIE_SIZE * 1.3),
    );
    let baize = StandardMaterial {
        base_color: Color::srgb(0.10, 0.22, 0.14),
        perceptual_roughness: 1.0,
        reflectance: 0.2,
        ..default()
    };
    let material = add(materials, baize);
    for slot in 1..=DICE as u8 {
        let at = set_aside_slot_position(slot).with_y(TABLE_TOP + DIE_SIZE * 0.02);
        commands.spawn((
            Name::new(format!("Set-aside pad {slot}")),
            SetAsidePad { slot },
            Mesh3d(mesh.clone()),
            MeshMaterial3d(material.clone()),
            Transform::from_translation(at),
            Visibility::Hidden,
            NotShadowCaster,
        ));
    }
}

/// A die body material that glows warmly: for dice showing the slam number.
/// A glowing die: its body's material, warmed and lit from within.
pub(super) fn highlight_material(body: StandardMaterial) -> StandardMaterial {
    let glow = LinearRgba::rgb(1.0, 0.62, 0.12);
    StandardMaterial {
        base_color: body.base_color.mix(&Color::srgb(1.0, 0.85, 0.45), 0.25),
        emissive: glow * 0.35,
        ..body
    }
}
