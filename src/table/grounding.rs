//! Where the lamp's light falls on the table and the felt: its pool round the tray, the
//! tray's shadow on the table and the darkening at its foot, the walls' shadow and the
//! darkening along them on the felt. The table's wood is drawn unlit (it is most of the
//! window's pixels), and Low draws no shadow map, so this light is worked out once here,
//! from positions in metres, and baked into the boards' and the felt's vertex colours
//! ([`super::scene`]). Pure arithmetic,
//! tested without a window.
//!
//! Every value is the share of the light left, `0..=1`, in linear terms (what a vertex
//! colour multiplies, and one minus what a black picture blended over takes away).

use bevy::math::{Rect, Vec2, Vec3};

use super::{FLOOR_THICKNESS, RIM_HEIGHT, RIM_OVERHANG, WALL_THICKNESS};
use crate::throw::TRAY;

/// Where the key light shines from, towards the tray's centre: the upper left and a
/// little behind the tray, so shadows fall towards the players and slightly right
/// without hiding the dice's faces.
pub(crate) const KEY_LIGHT_FROM: Vec3 = Vec3::new(-0.35, 1.0, -0.45);

/// The lamp's pool: where on the table it is brightest, how high the lamp hangs (the
/// pool's width) and the light left far from it (the room's).
const LAMP_AT: Vec2 = Vec2::new(-0.015, -0.02);
const LAMP_HEIGHT: f32 = 0.26;
const ROOM_LEFT: f32 = 0.3;
/// How much of the light the tray's shadow takes from the table, and the walls' from
/// the felt (the room's light still reaches into both).
const TRAY_SHADOW: f32 = 0.62;
const WALL_SHADOW: f32 = 0.6;
/// The darkening where the tray stands on the table: how much at its foot, and how far
/// out it reaches (metres, to about a third).
const FOOT_DARK: f32 = 0.55;
const FOOT_REACH: f32 = 0.006;
/// The darkening along the walls on the felt, and its reach.
const LINING_DARK: f32 = 0.32;
const LINING_REACH: f32 = 0.004;
/// How soft a shadow's edge is where it leaves its caster, and how much softer it gets
/// for each metre it travels (a lamp is not a point).
const PENUMBRA: f32 = 0.0012;
const PENUMBRA_GROWTH: f32 = 0.12;

/// How far a shadow falls across the table (x, z) for each metre of height of what
/// casts it.
pub(crate) fn shadow_reach() -> Vec2 {
    Vec2::new(-KEY_LIGHT_FROM.x, -KEY_LIGHT_FROM.z) / KEY_LIGHT_FROM.y
}

/// The tray's outline where it stands on the table (its walls' outer faces, with the
/// rim's overhang), centred on the origin.
pub(crate) fn tray_footprint() -> Rect {
    let half = Vec2::new(
        TRAY.half_width + WALL_THICKNESS + RIM_OVERHANG,
        TRAY.half_depth + WALL_THICKNESS + RIM_OVERHANG,
    );
    Rect::from_center_half_size(Vec2::ZERO, half)
}

/// Height of the tray's rim above the table top.
fn tray_height() -> f32 {
    FLOOR_THICKNESS + TRAY.wall_height + RIM_HEIGHT
}

/// Distance from `p` to `rect`, negative inside it.
fn signed_distance(p: Vec2, rect: Rect) -> f32 {
    let d = (p - rect.center()).abs() - rect.half_size();
    d.max(Vec2::ZERO).length() + d.x.max(d.y).min(0.0)
}

/// `0` below `edge0`, `1` above `edge1`, smooth between.
fn smoothstep(edge0: f32, edge1: f32, x: f32) -> f32 {
    let t = ((x - edge0) / (edge1 - edge0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

/// The lamp's light at `p` on the table: a pool round the tray fading to the room's.
pub(crate) fn lamp(p: Vec2) -> f32 {
    let d2 = (p - LAMP_AT).length_squared() / (LAMP_HEIGHT * LAMP_HEIGHT);
    // A lamp hanging over a plane lights it as the cube of the cosine of its angle.
    let pool = (1.0 + d2).powf(-1.5);
    ROOM_LEFT + (1.0 - ROOM_LEFT) * pool
}

/// How much of the key light the tray hides from `p` on the table (`0..=1`): the ray
/// from `p` towards the light meets the tray's box if, at some height under its rim,
/// it is over the tray's footprint. Soft at the edge, softer the farther it falls.
pub(crate) fn tray_shadow(p: Vec2) -> f32 {
    let foot = tray_footprint();
    let height = tray_height();
    let towards_light = -shadow_reach();
    const STEPS: usize = 24;
    let (mut nearest, mut at_height) = (f32::INFINITY, 0.0);
    for k in 0..=STEPS {
        let y = height * k as f32 / STEPS as f32;
        let d = signed_distance(p + towards_light * y, foot);
        if d < nearest {
            (nearest, at_height) = (d, y);
        }
    }
    let soft = PENUMBRA + PENUMBRA_GROWTH * at_height;
    1.0 - smoothstep(-soft, soft, nearest)
}

/// The light left at `p` on the table by the tray: its shadow and the darkening at its
/// foot (`1` far from it).
pub(crate) fn by_the_tray(p: Vec2) -> f32 {
    let out = signed_distance(p, tray_footprint()).max(0.0);
    let foot = 1.0 - FOOT_DARK * (-out / FOOT_REACH).exp();
    (1.0 - TRAY_SHADOW * tray_shadow(p)) * foot
}

/// The light left at `p` on the felt: darker along the walls (most in the corners), and
/// where `walls_shadow`, in the far and left walls' shadow (Low, where no shadow map
/// draws it).
pub(crate) fn on_the_felt(p: Vec2, walls_shadow: bool) -> f32 {
    let (hw, hd) = (TRAY.half_width, TRAY.half_depth);
    let lining = |gap: f32| 1.0 - LINING_DARK * (-gap.max(0.0) / LINING_REACH).exp();
    let along = lining(hw - p.x.abs()) * lining(hd - p.y.abs());
    if !walls_shadow {
        return along;
    }
    // The rim overhangs the felt a little: it casts from there.
    let height = TRAY.wall_height + RIM_HEIGHT;
    let reach = shadow_reach() * height;
    let edge = Vec2::new(-hw + RIM_OVERHANG, -hd + RIM_OVERHANG) + reach;
    let soft = PENUMBRA + PENUMBRA_GROWTH * height * 0.5;
    let shade = (1.0 - smoothstep(edge.x - soft, edge.x + soft, p.x))
        .max(1.0 - smoothstep(edge.y - soft, edge.y + soft, p.y));
    along * (1.0 - WALL_SHADOW * shade)
}

/// How far round the tray's footprint its shadow and foot reach: past it,
/// [`by_the_tray`] leaves all the light.
const FOOT_MARGIN: f32 = 0.05;

/// The part of the table round the tray's foot where it shades the table.
pub(crate) fn foot_area() -> Rect {
    tray_footprint().inflate(FOOT_MARGIN)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn just_outside(dir: Vec2, by: f32) -> Vec2 {
        let foot = tray_footprint();
        Vec2::new(
            dir.x * (foot.half_size().x + by),
            dir.y * (foot.half_size().y + by),
        )
    }

    #[test]
    fn the_tray_shades_the_table_on_the_side_away_from_the_light() {
        // The light comes from the left and behind: the shadow lies in front and right.
        let front = just_outside(Vec2::Y, 0.005);
        let behind = just_outside(Vec2::NEG_Y, 0.005);
        let right = just_outside(Vec2::X, 0.004);
        let left = just_outside(Vec2::NEG_X, 0.004);
        assert!(tray_shadow(front) > 0.9, "{}", tray_shadow(front));
        assert!(tray_shadow(right) > 0.9, "{}", tray_shadow(right));
        assert_eq!(tray_shadow(behind), 0.0);
        assert_eq!(tray_shadow(left), 0.0);
        // It ends about where the rim's height carries it, softly.
        let reach = shadow_reach().y * tray_height();
        assert!(tray_shadow(just_outside(Vec2::Y, reach * 0.5)) > 0.8);
        assert!(tray_shadow(just_outside(Vec2::Y, reach * 1.5)) < 0.05);
    }

    #[test]
    fn the_foot_darkens_the_table_next_to_the_tray_and_nothing_far_off() {
        let near = by_the_tray(just_outside(Vec2::NEG_Y, 0.001));
        let far = by_the_tray(just_outside(Vec2::NEG_Y, 0.03));
        assert!(near < 0.6, "{near}");
        assert!(far > 0.99, "{far}");
        // Past the ring round the foot, all the light is left: no edge shows.
        let area = foot_area();
        for p in [area.min, area.max, Vec2::new(area.min.x, area.max.y)] {
            assert!(by_the_tray(p) > 0.999, "{p}: {}", by_the_tray(p));
        }
    }

    #[test]
    fn the_lamp_is_brightest_over_the_tray_and_falls_off_across_the_table() {
        let centre = lamp(LAMP_AT);
        assert!((centre - 1.0).abs() < 1e-6);
        let edge_of_view = lamp(Vec2::new(0.25, 0.15));
        assert!(
            edge_of_view < 0.8 && edge_of_view > ROOM_LEFT,
            "{edge_of_view}"
        );
        let samples: Vec<f32> = (0..10)
            .map(|k| lamp(Vec2::new(k as f32 * 0.05, 0.0)))
            .collect();
        assert!(samples.windows(2).all(|w| w[1] <= w[0]));
    }

    #[test]
    fn the_felt_darkens_along_the_walls_and_most_in_a_corner() {
        let (hw, hd) = (TRAY.half_width, TRAY.half_depth);
        let middle = on_the_felt(Vec2::ZERO, false);
        let wall = on_the_felt(Vec2::new(hw - 0.0005, 0.0), false);
        let corner = on_the_felt(Vec2::new(hw - 0.0005, hd - 0.0005), false);
        assert!(middle > 0.999);
        assert!(wall < 0.8 && corner < wall, "{wall} {corner}");
    }

    #[test]
    fn at_low_the_far_and_left_walls_shade_the_felt_beside_them() {
        let (hw, hd) = (TRAY.half_width, TRAY.half_depth);
        let by_far = Vec2::new(0.0, -hd + 0.004);
        let by_near = Vec2::new(0.0, hd - 0.004);
        let by_left = Vec2::new(-hw + 0.004, 0.0);
        assert!(on_the_felt(by_far, true) < 0.5 * on_the_felt(by_far, false));
        assert!(on_the_felt(by_left, true) < 0.5 * on_the_felt(by_left, false));
        assert_eq!(on_the_felt(by_near, true), on_the_felt(by_near, false));
        assert_eq!(
            on_the_felt(Vec2::ZERO, true),
            on_the_felt(Vec2::ZERO, false)
        );
    }
}
