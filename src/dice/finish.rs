//! The dice finishes ([`Finish`]) as materials: each differs from the others in gloss and
//! pattern, not only in tint, so a finish reads without colour (and the pips still carry
//! the seat's mark).

use bevy::math::Affine2;
use bevy::prelude::*;

use crate::settings::Finish;
use crate::table::Surfaces;

/// The material of a die's body in `colour` and `finish`, patterned from `surfaces` where
/// they exist (not in headless tests). Each reads at play size, in grey too: solid is
/// the colour under a clear coat; pearl paler, its sheen brightening towards each face's
/// edges; marble crossed by bold veins; metal mirror-bright, the room's reflection a
/// sharp horizon across every face (painted, so it reads at Low, where the room's light
/// is off, as well as at High).
pub(crate) fn body_material(
    colour: Color,
    finish: Finish,
    surfaces: Option<&Surfaces>,
) -> StandardMaterial {
    // Every finish but metal is resin under a clear coat: a sharp second highlight.
    let resin = StandardMaterial {
        base_color: finish_tint(colour, finish),
        perceptual_roughness: 0.42,
        reflectance: 0.35,
        clearcoat: 0.6,
        clearcoat_perceptual_roughness: 0.12,
        ..default()
    };
    match finish {
        Finish::Solid => resin,
        Finish::Pearl => StandardMaterial {
            base_color_texture: surfaces.map(|s| s.pearl.clone()),
            perceptual_roughness: 0.25,
            metallic: 0.15,
            clearcoat: 1.0,
            ..resin
        },
        // The picture covers all six faces (three across, two down): each face shows
        // its own veins.
        Finish::Marble => StandardMaterial {
            base_color_texture: surfaces.map(|s| s.marble.clone()),
            uv_transform: Affine2::from_scale(Vec2::new(1.0 / 3.0, 1.0 / 2.0)),
            perceptual_roughness: 0.18,
            clearcoat: 0.5,
            ..resin
        },
        Finish::Metal => StandardMaterial {
            base_color_texture: surfaces.map(|s| s.metal.clone()),
            perceptual_roughness: 0.2,
            metallic: 0.9,
            reflectance: 0.6,
            clearcoat: 0.0,
            ..resin
        },
    }
}

/// The colour a seat's `colour` takes in `finish`, under its pattern: pearl paler,
/// marble a little paler (its veins darken it), metal towards the grey of steel.
pub(crate) fn finish_tint(colour: Color, finish: Finish) -> Color {
    match finish {
        Finish::Solid => colour,
        Finish::Pearl => colour.mix(&Color::srgb(0.98, 0.96, 0.94), 0.5),
        Finish::Marble => colour.mix(&Color::WHITE, 0.15),
        Finish::Metal => colour.mix(&Color::srgb(0.92, 0.92, 0.92), 0.3),
    }
}

/// The pips' colour on a die of `body` colour and `finish`: the seat's pip colour
/// ([`crate::seat_look::pip_colour`]: white or near-black, whichever stands out), judged
/// on the colour the finish makes of the body: pearl is paler than the seat's colour.
pub(crate) fn pip_colour_on(body: [u8; 3], finish: Finish) -> [u8; 3] {
    let [r, g, b] = body;
    let seen = finish_tint(Color::srgb_u8(r, g, b), finish);
    crate::seat_look::pip_colour(seen.to_srgba().to_u8_array_no_alpha())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_finishes_share_gloss_and_metal() {
        let looks: Vec<_> = Finish::ALL
            .iter()
            .map(|f| {
                let m = body_material(Color::srgb(0.2, 0.4, 0.8), *f, None);
                (
                    (m.perceptual_roughness * 100.0) as i32,
                    (m.metallic * 100.0) as i32,
                    (m.clearcoat * 100.0) as i32,
                )
            })
            .collect();
        for (i, a) in looks.iter().enumerate() {
            for b in &looks[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }
}
