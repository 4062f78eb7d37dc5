//! A soft shadow under every die wherever it is: in the tray on the felt, set aside on
//! its pad, the slam-number die on the wood, and under a die in the air, where it grows
//! paler and wider the higher the die flies. At Low, where no shadow map is drawn, it is
//! the die's whole shadow, cast away from the key light; at High the shadow map casts
//! the shadow and the blot is only the darkening where the die touches the surface.
//!
//! Each blot is its own entity (a die tumbles; its shadow lies flat) with its own
//! material, whose opacity follows the die's height; a die five of its sizes up casts
//! none.

use bevy::light::{NotShadowCaster, NotShadowReceiver};
use bevy::prelude::*;

use super::spawn::{Die, SlamDie};
use crate::settings::Graphics;
use crate::table::{Baked, GraphicsInUse, Surfaces, TABLE_TOP, add_asset as add, shadow_reach};
use crate::throw::{DIE_SIZE, TRAY};

/// A die's soft shadow, following the die `of`.
#[derive(Component, Debug, Clone, Copy)]
pub(crate) struct DieShadow {
    of: Entity,
    /// The die's scale (the slam-number die is larger).
    scale: f32,
}

/// A blot's darkness under a die at rest: at Low it is the whole shadow; at High, only
/// the darkening where the die touches (the shadow map casts the rest).
const LOW_DARKNESS: f32 = 0.85;
const HIGH_DARKNESS: f32 = 0.5;
/// How high (in die sizes) a die flies before its blot has faded to half.
const HALF_FADE: f32 = 1.5;
/// How high (in die sizes) a die flies before its blot is gone: above it the blot, pale
/// and wide, would be blended over much of the tray for next to nothing (on a software
/// renderer the dice thrown in from high cost more than the rest of the table).
const GONE: f32 = 5.0;
/// The pads' top, over the table top, where set-aside dice stand.
const PAD_TOP: f32 = DIE_SIZE * 0.04;
/// A hair above the surface, against z-fighting.
const LIFT: f32 = 0.0002;

/// The height of the surface a die over `(x, z)` would rest on: the felt inside the
/// tray, the table (or a set-aside pad on it) outside.
pub(crate) fn surface_under(x: f32, z: f32) -> f32 {
    if x.abs() <= TRAY.half_width && z.abs() <= TRAY.half_depth {
        0.0
    } else {
        TABLE_TOP + PAD_TOP
    }
}

/// Where a die's blot lies and how it looks, for a die of edge `size` whose centre is at
/// `centre`: its centre on the surface, its side (the picture covers twice the die's
/// footprint) and its darkness. `cast`: at Low it lies where the light would cast it.
pub(crate) fn blot(centre: Vec3, size: f32, cast: bool) -> (Vec3, f32, f32) {
    let floor = surface_under(centre.x, centre.z);
    let above = (centre.y - floor).max(0.0);
    let flight = (above - size * 0.5).max(0.0) / size;
    let flight = flight.min(GONE);
    let fade = (1.0 - flight / GONE) / (1.0 + flight / HALF_FADE);
    let (darkness, offset) = if cast {
        (LOW_DARKNESS, shadow_reach() * above * 0.8)
    } else {
        (HIGH_DARKNESS, Vec2::ZERO)
    };
    let at = Vec3::new(centre.x + offset.x, floor + LIFT, centre.z + offset.y);
    (at, size * 2.0 * (1.0 + 0.35 * flight), darkness * fade)
}

/// The angle about the upright of a die's square foot: of whichever of its sides lies
/// most nearly flat.
fn yaw(rotation: Quat) -> f32 {
    let flattest = [Vec3::X, Vec3::Z, Vec3::Y]
        .map(|axis| rotation * axis)
        .into_iter()
        .max_by(|a, b| a.xz().length().total_cmp(&b.xz().length()))
        .unwrap_or(Vec3::X);
    (-flattest.z).atan2(flattest.x)
}

/// A blot's material: the soft square, black as opaque as its darkest step (for the
/// frame bench's own dice).
#[cfg(feature = "shots")]
pub(crate) fn blot_material(surfaces: Option<&Surfaces>) -> Baked {
    blot_shade(surfaces, LOW_DARKNESS)
}

/// The soft square, black as opaque as it is dark (`darkness`).
fn blot_shade(surfaces: Option<&Surfaces>, darkness: f32) -> Baked {
    Baked::blended(
        Color::BLACK.with_alpha(darkness),
        surfaces.map(|s| s.contact_shadow.clone()),
    )
}

/// A blot following the die `of` (of scale `scale`), drawn on the unit square `mesh`
/// (scaled to each blot's side) in a `material` of its own ([`blot_material`]).
pub(crate) fn die_shadow(
    of: Entity,
    scale: f32,
    mesh: Handle<Mesh>,
    material: Handle<Baked>,
) -> impl Bundle {
    (
        Name::new("Die's shadow"),
        DieShadow { of, scale },
        Mesh3d(mesh),
        MeshMaterial3d(material),
        Transform::default(),
        Visibility::Hidden,
        NotShadowCaster,
        NotShadowReceiver,
    )
}

/// Steps of a blot's darkness, from none to the darkest.
const SHADES: usize = 16;

/// The blots' materials, one for each step of darkness: a blot fading as its die flies
/// takes another, rather than changing its own (a changed material is prepared again
/// for the GPU, every frame a die is in the air).
#[derive(Resource, Debug, Clone)]
struct BlotShades(Vec<Handle<Baked>>);

/// The step of darkness a blot of `darkness` takes: 0 is too faint to draw at all.
fn shade_step(darkness: f32) -> usize {
    let step = (darkness.clamp(0.0, 1.0) / LOW_DARKNESS * (SHADES - 1) as f32).round();
    (step as usize).min(SHADES - 1)
}

impl BlotShades {
    /// The material of a blot of `darkness`; `None` for one too faint to draw at all.
    fn for_darkness(&self, darkness: f32) -> Option<&Handle<Baked>> {
        Some(shade_step(darkness))
            .filter(|step| *step > 0)
            .and_then(|step| self.0.get(step))
    }
}

fn spawn_shadows(
    mut commands: Commands,
    mut meshes: Option<ResMut<Assets<Mesh>>>,
    mut materials: Option<ResMut<Assets<Baked>>>,
    surfaces: Option<Res<Surfaces>>,
    dice: Query<(Entity, &Transform), Or<(With<Die>, With<SlamDie>)>>,
) {
    let shades = BlotShades(
        (0..SHADES)
            .map(|k| {
                let darkness = LOW_DARKNESS * k as f32 / (SHADES - 1) as f32;
                add(&mut materials, blot_shade(surfaces.as_deref(), darkness))
            })
            .collect(),
    );
    // A unit square, scaled to each blot's side.
    let mesh = add(&mut meshes, Plane3d::new(Vec3::Y, Vec2::splat(0.5)));
    let darkest = shades.0.last().cloned().unwrap_or_default();
    for (die, transform) in &dice {
        commands.spawn(die_shadow(
            die,
            transform.scale.x,
            mesh.clone(),
            darkest.clone(),
        ));
    }
    commands.insert_resource(shades);
}

/// Lays each blot under its die, as the quality casts it, with the die's visibility.
fn follow_dice(
    dice: Query<(&Transform, &Visibility), Without<DieShadow>>,
    mut shadows: Query<(
        &DieShadow,
        &mut Transform,
        &mut Visibility,
        &mut MeshMaterial3d<Baked>,
    )>,
    quality: Option<Res<GraphicsInUse>>,
    shades: Option<Res<BlotShades>>,
) {
    let cast = quality.is_none_or(|q| q.0 == Graphics::Low);
    for (shadow, mut transform, mut visibility, mut material) in &mut shadows {
        let Ok((die, shown)) = dice.get(shadow.of) else {
            continue;
        };
        let (at, side, darkness) = blot(die.translation, DIE_SIZE * shadow.scale, cast);
        // A blot too faint to see is not drawn (nor blended over the felt).
        if *shown == Visibility::Hidden || shade_step(darkness) == 0 {
            visibility.set_if_neq(Visibility::Hidden);
            continue;
        }
        visibility.set_if_neq(*shown);
        let placed = Transform::from_translation(at)
            .with_rotation(Quat::from_rotation_y(yaw(die.rotation)))
            .with_scale(Vec3::new(side, 1.0, side));
        transform.set_if_neq(placed);
        if let Some(shade) = shades.as_ref().and_then(|s| s.for_darkness(darkness))
            && material.0 != *shade
        {
            material.0 = shade.clone();
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, spawn_shadows.after(super::spawn::spawn_dice))
        .add_systems(PostUpdate, follow_dice.before(TransformSystems::Propagate));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_resting_die_has_a_dark_blot_at_its_foot_on_felt_or_wood() {
        for centre in [
            Vec3::new(0.0, DIE_SIZE * 0.5, 0.0),
            Vec3::new(0.2, TABLE_TOP + PAD_TOP + DIE_SIZE * 0.5, 0.1),
        ] {
            let (at, side, dark) = blot(centre, DIE_SIZE, false);
            assert!((at.y - surface_under(centre.x, centre.z) - LIFT).abs() < 1e-6);
            assert_eq!((at.x, at.z), (centre.x, centre.z));
            assert!((side - 2.0 * DIE_SIZE).abs() < 1e-6);
            assert!((dark - HIGH_DARKNESS).abs() < 1e-6);
        }
    }

    #[test]
    fn at_low_the_blot_is_cast_away_from_the_light_and_fades_as_the_die_flies() {
        let resting = Vec3::new(0.0, DIE_SIZE * 0.5, 0.0);
        let (at, _, dark) = blot(resting, DIE_SIZE, true);
        // The light is at the upper left and behind: the shadow falls right and forward.
        assert!(at.x > 0.0 && at.z > 0.0);
        assert!((dark - LOW_DARKNESS).abs() < 1e-6);
        let (_, side, high) = blot(resting + Vec3::Y * DIE_SIZE * 3.0, DIE_SIZE, true);
        assert!(high < 0.5 * dark && side > 2.0 * DIE_SIZE, "{high} {side}");
        // High up it is gone, and no wider than it was on the way.
        let (_, widest, gone) = blot(resting + Vec3::Y * DIE_SIZE * 30.0, DIE_SIZE, true);
        assert_eq!(gone, 0.0);
        assert!(
            widest <= 2.0 * DIE_SIZE * (1.0 + 0.35 * GONE) + 1e-6,
            "{widest}"
        );
        let shades = BlotShades((0..SHADES).map(|_| Handle::default()).collect());
        assert!(shades.for_darkness(gone).is_none(), "not drawn");
        assert!(shades.for_darkness(dark).is_some());
    }

    #[test]
    fn the_foot_turns_with_the_die_about_the_upright() {
        // A square foot: its turn matters a quarter turn round.
        let quarter = |a: f32| a.rem_euclid(std::f32::consts::FRAC_PI_2);
        let turned = Quat::from_rotation_y(0.3);
        assert!((quarter(yaw(turned)) - 0.3).abs() < 1e-4);
        // Lying on another face, turned the same way about the upright.
        let on_side = turned * Quat::from_rotation_x(std::f32::consts::FRAC_PI_2);
        assert!(
            (quarter(yaw(on_side)) - 0.3).abs() < 1e-4,
            "{}",
            yaw(on_side)
        );
    }
}
