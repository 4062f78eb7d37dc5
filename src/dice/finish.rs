//! The dice finishes ([`Finish`]) as materials: each differs from the others in gloss and
//! pattern, not only in tint, so a finish reads without colour (and the pips still carry
//! the seat's mark).

use bevy::prelude::*;

use crate::settings::Finish;
use crate::table::Surfaces;

/// The material of a die's body in `colour` and `finish`, patterned from `surfaces` where
/// they exist (not in headless tests).
pub(crate) fn body_material(
    colour: Color,
    finish: Finish,
    surfaces: Option<&Surfaces>,
) -> StandardMaterial {
    // Every finish but metal is resin under a clear coat: a sharp second highlight.
    let resin = StandardMaterial {
        base_color: colour,
        perceptual_roughness: 0.38,
        reflectance: 0.5,
        clearcoat: 0.8,
        clearcoat_perceptual_roughness: 0.08,
        ..default()
    };
    match finish {
        Finish::Solid => resin,
        Finish::Pearl => StandardMaterial {
            base_color: colour.mix(&Color::srgb(0.97, 0.95, 0.93), 0.45),
            base_color_texture: surfaces.map(|s| s.pearl.clone()),
            perceptual_roughness: 0.22,
            metallic: 0.2,
            clearcoat: 1.0,
            ..resin
        },
        Finish::Marble => StandardMaterial {
            base_color_texture: surfaces.map(|s| s.marble.clone()),
            perceptual_roughness: 0.18,
            clearcoat: 0.5,
            ..resin
        },
        Finish::Metal => StandardMaterial {
            base_color: colour.mix(&Color::srgb(0.9, 0.9, 0.9), 0.25),
            perceptual_roughness: 0.3,
            metallic: 1.0,
            clearcoat: 0.0,
            ..resin
        },
    }
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
