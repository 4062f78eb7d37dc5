//! Lights, the wooden table and the felt-lined dice tray, all built from boxes and
//! painted with the surfaces of [`super::surfaces`] (the room the dice reflect is
//! [`super::room`]).

use std::f32::consts::FRAC_PI_2;

use bevy::light::{DirectionalLightShadowMap, NotShadowCaster};
use bevy::prelude::*;

use super::baked::Baked;
use super::boards::{BOARD_WIDTH, GRAIN_LENGTH, Grids, breaks, lay_boards, outside};
use super::grounding;
use super::matte::{Matte, Sheen};
use super::surfaces::Surfaces;
use super::{
    FLOOR_THICKNESS, RIM_HEIGHT, RIM_OVERHANG, TABLE_TOP, WALL_THICKNESS, add_asset as add,
};
use crate::throw::TRAY;

/// Metres of felt one felt picture covers.
const FELT_TILE: f32 = 0.06;

/// Half the extent of the table top: far larger than anything the camera frames.
const TABLE_HALF: f32 = 0.8;
/// Thickness of the table's base, under the boards.
const TABLE_THICKNESS: f32 = 0.03;

/// Ambient light beside the room's image-based light (High), which does most of the
/// filling in; it lifts the shadowed sides of the dice a little more.
pub(super) const HIGH_AMBIENT: f32 = 200.0;
/// Ambient light where the room's light is off (Low): the shadowed sides of the dice
/// and the tray's walls still read.
pub(super) const LOW_AMBIENT: f32 = 500.0;
/// The ambient light's colour, a warm room's.
const AMBIENT_COLOUR: Color = Color::srgb(1.0, 0.96, 0.9);
// The room's light does the filling in at High.
const _: () = assert!(HIGH_AMBIENT < LOW_AMBIENT);

/// Marks the entities that make up the table and tray.
#[derive(Component, Reflect, Debug, Clone, Copy, Default)]
#[reflect(Component)]
pub(crate) struct TableScenery;

/// The key light, the one that casts shadows: from a shadow map at High; at Low its
/// shadows are baked ([`grounding`]) or soft blots under the dice.
#[derive(Component, Debug, Clone, Copy, Default)]
pub(crate) struct KeyLight;

/// The second, shadowless light: off at low graphics quality.
#[derive(Component, Debug, Clone, Copy, Default)]
pub(crate) struct FillLight;

pub(super) fn plugin(app: &mut App) {
    app.register_type::<TableScenery>()
        .insert_resource(ClearColor(Color::srgb(0.08, 0.07, 0.06)))
        // How bright it is depends on the quality (quality.rs): at High the room's
        // image-based light does most of the filling in.
        .insert_resource(GlobalAmbientLight {
            color: AMBIENT_COLOUR,
            brightness: HIGH_AMBIENT,
            affects_lightmapped_meshes: true,
        })
        .insert_resource(DirectionalLightShadowMap { size: 2048 })
        .add_systems(PreStartup, paint_surfaces)
        .add_systems(Startup, (spawn_lights, spawn_table, spawn_tray));
}

/// Paints the surfaces, where images can be made (not in headless tests).
fn paint_surfaces(mut commands: Commands, images: Option<ResMut<Assets<Image>>>) {
    if let Some(mut images) = images {
        commands.insert_resource(Surfaces::paint(&mut images));
    }
}

fn spawn_lights(mut commands: Commands) {
    commands.spawn((
        Name::new("Key light"),
        KeyLight,
        DirectionalLight {
            color: Color::srgb(1.0, 0.95, 0.88),
            illuminance: 9_000.0,
            shadow_maps_enabled: true,
            // The defaults (2 cm) are as big as a die: shadows would float off the dice.
            shadow_depth_bias: 0.0004,
            shadow_normal_bias: 1.2,
            ..default()
        },
        Transform::from_translation(grounding::KEY_LIGHT_FROM).looking_at(Vec3::ZERO, Vec3::Y),
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

/// The tray's satin wood: the lamp leaves a soft glint on it.
const SATIN: Sheen = Sheen {
    perceptual_roughness: 0.62,
    reflectance: 0.3,
};

/// The tray's wood in `tone`, its grain from `grain` (shifted by `shift` along the board,
/// so boards cut from the same picture differ) where the surfaces exist: lit, with the
/// lamp's glint ([`Matte`]).
fn wood(tone: Color, grain: Option<&Handle<Image>>, shift: f32) -> Matte {
    Matte::new(
        tone,
        SATIN,
        (grain.cloned(), None),
        Vec4::new(1.0, 1.0, shift, 0.0),
    )
}

/// The table's wood in `tone`, drawn unlit at every quality: it is most of the window's
/// pixels and, lit, most of their cost (on a software renderer a lit table cost as much
/// as High's soft shadows), while the light that matters falls on the tray and the dice.
/// Its light is in its boards' vertex colours ([`Baked`]).
fn table_wood(tone: Color, grain: Option<&Handle<Image>>) -> Baked {
    Baked::opaque(tone, grain.cloned(), Vec2::ONE)
}

/// Board `i`'s grain picture.
fn grain(surfaces: Option<&Surfaces>, i: usize) -> Option<&Handle<Image>> {
    surfaces.and_then(|s| s.wood.get(i % s.wood.len().max(1)))
}

/// The tone of a board whose shade of the table's wood is `shade` (`0..1`, darkest to
/// palest): walnut to a paler oak. The grain picture darkens it, so the tones are paler
/// than the wood looks.
fn board_tone(shade: f32) -> Color {
    let dark = Color::srgb(0.50, 0.30, 0.16);
    let pale = Color::srgb(0.68, 0.45, 0.26);
    dark.mix(&pale, shade)
}

/// Metres between the corners of the table's light grid: the lamp's pool is smooth.
const TABLE_LIGHT_STEP: f32 = 0.04;
/// Metres between the corners of the table's light grid round the tray's foot, where
/// its shadow has an edge.
const FOOT_LIGHT_STEP: f32 = 0.0035;
/// Metres between the corners of the felt's light grid along the walls (within
/// `FELT_DENSE` of them: the walls' shadow has an edge, the lining darkens the felt),
/// and in the middle, where the light is even.
const FELT_LIGHT_STEP: f32 = 0.003;
const FELT_DENSE: f32 = 0.024;
const FELT_COARSE_STEP: f32 = 0.03;
/// How far out from the tray's far and left sides, and from its near and right sides
/// (where its shadow falls), the grid round its foot is fine; its cells elsewhere.
const FOOT_DENSE: (f32, f32) = (0.015, 0.026);
const FOOT_COARSE_STEP: f32 = 0.012;

/// The boards cut from each of `grains` grain pictures as one mesh each (one draw):
/// each board's tone and the lamp's light are its vertex colours, its place along the
/// grain its UVs.
fn board_grids(grains: usize) -> Vec<Grids> {
    let mut kinds: Vec<Grids> = (0..grains).map(|_| Grids::default()).collect();
    // Under the tray nothing shows: no board is drawn there. Round its foot, where its
    // shadow falls and it darkens the table, the grid is fine enough to carry both.
    let ring = grounding::foot_area();
    for board in lay_boards(TABLE_HALF, grains) {
        let tone = board_tone(board.tone).to_linear();
        let (start, shift) = (board.area.min, board.shift);
        let Some(kind) = kinds.get_mut(board.grain) else {
            continue;
        };
        let uv = |p: Vec2| {
            [
                (p.x - start.x) / GRAIN_LENGTH + shift,
                (p.y - start.y) / BOARD_WIDTH,
            ]
        };
        let lit = |l: f32| [tone.red * l, tone.green * l, tone.blue * l];
        for far in outside(board.area, ring) {
            kind.add(far, TABLE_TOP, TABLE_LIGHT_STEP, uv, |p| {
                lit(grounding::lamp(p))
            });
        }
        let near = board.area.intersect(ring);
        if !near.is_empty() {
            by_the_foot(kind, near, uv, lit);
        }
    }
    kinds
}

/// The part `near` of a board round the tray's foot (less what lies under the tray), its
/// light the lamp's and the tray's: small cells only where the shadow's edge and the
/// foot's darkening are.
fn by_the_foot(
    kind: &mut Grids,
    near: Rect,
    uv: impl Fn(Vec2) -> [f32; 2] + Copy,
    lit: impl Fn(f32) -> [f32; 3] + Copy,
) {
    let foot = grounding::tray_footprint();
    let (x_edges, z_edges) = (
        [
            (foot.min.x - FOOT_DENSE.0, foot.min.x),
            (foot.max.x, foot.max.x + FOOT_DENSE.1),
        ],
        [
            (foot.min.y - FOOT_DENSE.0, foot.min.y),
            (foot.max.y, foot.max.y + FOOT_DENSE.1),
        ],
    );
    for part in outside(near, foot.inflate(-0.001)) {
        let xs = breaks(
            part.min.x,
            part.max.x,
            &x_edges,
            FOOT_LIGHT_STEP,
            FOOT_COARSE_STEP,
        );
        let zs = breaks(
            part.min.y,
            part.max.y,
            &z_edges,
            FOOT_LIGHT_STEP,
            FOOT_COARSE_STEP,
        );
        kind.add_lines(&xs, &zs, TABLE_TOP, uv, |p| {
            lit(grounding::lamp(p) * grounding::by_the_tray(p))
        });
    }
}

fn spawn_table(
    mut commands: Commands,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    mut materials: Option<ResMut<Assets<Baked>>>,
    surfaces: Option<Res<Surfaces>>,
) {
    let surfaces = surfaces.as_deref();
    // What shows in the fine gaps between the boards.
    let seam = Color::srgb(0.15, 0.085, 0.045);
    let base = add(&mut materials, table_wood(seam, None));
    commands.spawn((
        Name::new("Table base"),
        TableScenery,
        Mesh3d(add(
            &mut meshes,
            Cuboid::new(TABLE_HALF * 2.0, TABLE_THICKNESS, TABLE_HALF * 2.0),
        )),
        MeshMaterial3d(base),
        Transform::from_xyz(0.0, TABLE_TOP - TABLE_THICKNESS * 0.5 - 0.0005, 0.0),
        // Nothing lies under the table to shade.
        NotShadowCaster,
    ));
    let grains = surfaces.map_or(1, |s| s.wood.len());
    let kinds = board_grids(grains);
    for (i, kind) in kinds.into_iter().enumerate() {
        let material = add(&mut materials, table_wood(Color::WHITE, grain(surfaces, i)));
        commands.spawn((
            Name::new(format!("Table boards ({i})")),
            TableScenery,
            Mesh3d(add(&mut meshes, kind.mesh())),
            MeshMaterial3d(material),
            Transform::IDENTITY,
            NotShadowCaster,
        ));
    }
}

/// How many times the felt's picture repeats across the tray's floor (once every
/// `FELT_TILE` metres).
fn felt_repeat() -> Vec2 {
    Vec2::new(TRAY.half_width, TRAY.half_depth) * 2.0 / FELT_TILE
}

/// The felt's colour: its picture (the fibres) multiplies it.
const FELT_COLOUR: Color = Color::srgb(0.07, 0.37, 0.20);

/// The tray's felt at High (and its lining at both qualities): its fibres in the colour
/// and as a normal map, so the key light falls across it; one picture repeats every
/// `FELT_TILE` metres. Matte ([`Matte`]).
fn felt(surfaces: Option<&Surfaces>) -> Matte {
    let sheen = Sheen {
        perceptual_roughness: 1.0,
        reflectance: 0.12,
    };
    Matte::new(
        FELT_COLOUR,
        sheen,
        (
            surfaces.map(|s| s.felt.clone()),
            surfaces.map(|s| s.felt_normal.clone()),
        ),
        felt_repeat().extend(0.0).extend(0.0),
    )
}

/// The lit felt's linear colour over the unlit felt's, red, green and blue, at Low (the
/// key light, Low's ambient, Reinhard tone mapping), measured on the frame bench's
/// picture of the felt's middle: the light's warmth and the felt's faint sheen lift red
/// most.
const LOW_FELT_GAIN: [f32; 3] = [3.09, 2.38, 2.05];

/// The felt floor at Low: unlit, its light in its grid's vertex colours and its fibres
/// lit in its picture ([`Surfaces::felt_lit`]), so a software renderer shades the
/// tray's largest surface with a texture read and a multiply ([`Baked`]). Its colour is
/// the lit felt's at Low ([`LOW_FELT_GAIN`]).
fn felt_at_low(surfaces: Option<&Surfaces>) -> Baked {
    let [r, g, b, _] = FELT_COLOUR.to_linear().to_f32_array();
    let [gain_r, gain_g, gain_b] = LOW_FELT_GAIN;
    Baked::opaque(
        Color::LinearRgba(LinearRgba::rgb(r * gain_r, g * gain_g, b * gain_b)),
        surfaces.map(|s| s.felt_lit.clone()),
        felt_repeat(),
    )
}

/// A box mesh with tangents, for a normal-mapped material.
fn with_tangents(cuboid: Cuboid) -> Mesh {
    let mesh = Mesh::from(cuboid);
    mesh.clone().with_generated_tangents().unwrap_or(mesh)
}

/// The felt floor's two grids and materials: at Low unlit, the walls' shadow baked in
/// (no shadow map draws it); at High lit, only the darkening along the walls in its
/// grid. The quality picks one of each.
#[derive(Resource, Debug, Clone)]
pub(crate) struct FeltGrids {
    pub low: Handle<Mesh>,
    pub high: Handle<Mesh>,
    pub low_material: Handle<Baked>,
    pub high_material: Handle<Matte>,
}

/// Marks the tray's felt floor, whose grid the quality picks.
#[derive(Component, Debug, Clone, Copy, Default)]
pub(crate) struct TrayFelt;

/// The felt's floor as a grid carrying its light (UVs `0..1` across it; the material
/// repeats the felt picture), with tangents for the felt's normal map.
fn felt_grid(walls_shadow: bool) -> Mesh {
    let (hw, hd) = (TRAY.half_width, TRAY.half_depth);
    let area = Rect::new(-hw, -hd, hw, hd);
    // Small cells only along the walls, where the light changes.
    let along = |lo: f32, hi: f32| {
        breaks(
            lo,
            hi,
            &[(lo, lo + FELT_DENSE), (hi - FELT_DENSE, hi)],
            FELT_LIGHT_STEP,
            FELT_COARSE_STEP,
        )
    };
    let mut grids = Grids::default();
    grids.add_lines(
        &along(area.min.x, area.max.x),
        &along(area.min.y, area.max.y),
        0.0,
        |p| [(p.x + hw) / (2.0 * hw), (p.y + hd) / (2.0 * hd)],
        |p| [grounding::on_the_felt(p, walls_shadow); 3],
    );
    let grid = grids.mesh();
    grid.clone().with_generated_tangents().unwrap_or(grid)
}

fn spawn_tray(
    mut commands: Commands,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    (mut baked, mut matte): (Option<ResMut<Assets<Baked>>>, Option<ResMut<Assets<Matte>>>),
    surfaces: Option<Res<Surfaces>>,
) {
    let surfaces = surfaces.as_deref();
    let felt = add(&mut matte, felt(surfaces));
    let grids = FeltGrids {
        low: add(&mut meshes, felt_grid(true)),
        high: add(&mut meshes, felt_grid(false)),
        low_material: add(&mut baked, felt_at_low(surfaces)),
        high_material: felt.clone(),
    };
    commands.spawn((
        Name::new("Tray felt"),
        TableScenery,
        TrayFelt,
        Mesh3d(grids.low.clone()),
        MeshMaterial3d(grids.low_material.clone()),
        Transform::IDENTITY,
        NotShadowCaster,
    ));
    commands.insert_resource(grids);
    spawn_walls(&mut commands, &mut meshes, &mut matte, surfaces);
    spawn_lining(&mut commands, &mut meshes, &felt);
}

/// The frame: four boards, each a wall with a rim cap, the grain running along each
/// board. Every board is built along X and the short ones turned a quarter round, so the
/// grain and the light treat all four alike. The long boards run the full outer width,
/// the short ones fit between them; they stand on the table, outside the physics tray's
/// inner edge.
fn spawn_walls(
    commands: &mut Commands,
    meshes: &mut Option<ResMut<Assets<Mesh>>>,
    materials: &mut Option<ResMut<Assets<Matte>>>,
    surfaces: Option<&Surfaces>,
) {
    let (hw, hd, t) = (TRAY.half_width, TRAY.half_depth, WALL_THICKNESS);
    let height = TRAY.wall_height + FLOOR_THICKNESS;
    let y = TABLE_TOP + height * 0.5;
    let rim_y = TRAY.wall_height + RIM_HEIGHT * 0.5;
    let long = 2.0 * (hw + t);
    let short = 2.0 * hd;
    let boards = [
        ("far", long, 0.0, -(hd + t * 0.5), 0.0),
        ("near", long, 0.0, hd + t * 0.5, 0.0),
        ("left", short, -(hw + t * 0.5), 0.0, FRAC_PI_2),
        ("right", short, hw + t * 0.5, 0.0, FRAC_PI_2),
    ];
    for (i, (name, length, x, z, turn)) in boards.into_iter().enumerate() {
        let rim_length = if turn == 0.0 {
            length + 2.0 * RIM_OVERHANG
        } else {
            length - 2.0 * RIM_OVERHANG
        };
        let wall = wood(
            Color::srgb(0.36, 0.19, 0.09),
            grain(surfaces, i + 1),
            0.3 * i as f32,
        );
        let rim = wood(
            Color::srgb(0.50, 0.28, 0.13),
            grain(surfaces, i),
            0.5 * i as f32,
        );
        let turned = Quat::from_rotation_y(turn);
        commands.spawn((
            Name::new(format!("Tray wall ({name})")),
            TableScenery,
            Mesh3d(add(meshes, Cuboid::new(length, height, t))),
            MeshMaterial3d(add(materials, wall)),
            Transform::from_xyz(x, y, z).with_rotation(turned),
        ));
        commands.spawn((
            Name::new(format!("Tray rim ({name})")),
            TableScenery,
            Mesh3d(add(
                meshes,
                Cuboid::new(rim_length, RIM_HEIGHT, t + 2.0 * RIM_OVERHANG),
            )),
            MeshMaterial3d(add(materials, rim)),
            Transform::from_xyz(x, rim_y, z).with_rotation(turned),
        ));
    }
}

/// A felt lining on the inner faces of the walls, as on a real dice tray (a hair inside
/// the physics walls: a die touching a wall sinks into it by under a millimetre).
fn spawn_lining(
    commands: &mut Commands,
    meshes: &mut Option<ResMut<Assets<Mesh>>>,
    felt: &Handle<Matte>,
) {
    let (hw, hd) = (TRAY.half_width, TRAY.half_depth);
    let lining = 0.0008;
    let lining_long = add(
        meshes,
        with_tangents(Cuboid::new(2.0 * hw, TRAY.wall_height, lining)),
    );
    let lining_short = add(
        meshes,
        with_tangents(Cuboid::new(lining, TRAY.wall_height, 2.0 * hd)),
    );
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
