//! The material of the felt and the tray's wood: a matte surface lit by the lamps (the
//! key light with its soft shadow map at High), the room's diffuse light (the camera's
//! filtered room, at High) and the ambient light, through the felt's normal map, with
//! the lamps' faint glint, and nothing else.
//!
//! Bevy's `StandardMaterial` drew them before. On a software renderer (Mesa's llvmpipe,
//! which runs both sides of a branch on every pixel) that shader paid on every pixel of
//! the felt for what neither felt nor satin wood shows: the room's reflections (a 1–4 %
//! reflectance), the light clusters, the clustered decals. This shader (`matte.wgsl`)
//! has the diffuse light and the lamps' glint, worked out as Bevy's materials work them
//! out (Burley's diffuse term, GGX, the room's light from the same filtered map, the
//! same share of the ambient light), and the shadow map read through Bevy's own filter.
//! Measured with the frame bench: docs/table/README.md.

use bevy::prelude::*;
use bevy::render::render_resource::{AsBindGroup, ShaderType};
use bevy::shader::ShaderRef;

/// Where `embedded_asset!` puts `matte.wgsl`: the crate, then its path under `src/`.
pub(super) const SHADER: &str = "embedded://party_dice/table/matte.wgsl";

/// A matte surface: `colour × picture × vertex colours`, lit diffusely.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub(crate) struct Matte {
    #[uniform(0)]
    pub params: MatteParams,
    /// The colour picture (white where there is none).
    #[texture(1)]
    #[sampler(2)]
    pub picture: Option<Handle<Image>>,
    /// The normal map, in the mesh's tangent space (used where the mesh has tangents).
    #[texture(3)]
    #[sampler(4)]
    pub normal_map: Option<Handle<Image>>,
}

/// [`Matte`]'s numbers, as the shader reads them.
#[derive(ShaderType, Debug, Clone, Copy, PartialEq)]
pub(crate) struct MatteParams {
    /// The surface's colour (linear), multiplying its picture.
    pub colour: Vec4,
    /// The pictures' scale (`x`, `y`) and offset (`z`, `w`) over the mesh's UVs.
    pub placing: Vec4,
    /// 1 where the normal map is to be used, 0 where there is none (an absent texture
    /// reads white, which is no normal).
    pub bumpy: f32,
    /// Bevy's roughness: the perceptual roughness squared (clamped as Bevy clamps it).
    pub roughness: f32,
    /// The reflectance at normal incidence, from the material's reflectance as Bevy
    /// works it out (`0.16 × reflectance²`).
    pub f0: f32,
}

/// How a matte surface takes the lamp's light: its perceptual roughness and reflectance,
/// as `StandardMaterial` has them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Sheen {
    pub perceptual_roughness: f32,
    pub reflectance: f32,
}

impl Matte {
    /// A matte surface in `colour` with `sheen`, its `picture` and `normal_map` placed over
    /// the mesh's UVs by `placing` (scale `x`, `y`, offset `z`, `w`).
    pub(crate) fn new(
        colour: Color,
        sheen: Sheen,
        (picture, normal_map): (Option<Handle<Image>>, Option<Handle<Image>>),
        placing: Vec4,
    ) -> Self {
        let perceptual = sheen.perceptual_roughness.clamp(0.089, 1.0);
        Self {
            params: MatteParams {
                colour: colour.to_linear().to_vec4().with_w(1.0),
                placing,
                bumpy: if normal_map.is_some() { 1.0 } else { 0.0 },
                roughness: perceptual * perceptual,
                f0: 0.16 * sheen.reflectance * sheen.reflectance,
            },
            picture,
            normal_map,
        }
    }
}

impl Material for Matte {
    fn fragment_shader() -> ShaderRef {
        SHADER.into()
    }

    /// Not in the depth prepass: on a software renderer the prepass's vertex shader and
    /// this material's place an edge a hair apart, and where the prepass put a wall's
    /// edge over a pixel that the wall itself then missed, that pixel kept the clear
    /// colour (single-pixel holes along the tray's inner edges). These surfaces are
    /// rarely hidden, so the prepass saved them little.
    fn enable_prepass() -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SATIN: Sheen = Sheen {
        perceptual_roughness: 0.5,
        reflectance: 0.5,
    };

    #[test]
    fn a_surface_without_a_normal_map_says_so_and_is_opaque() {
        let translucent = Color::srgba(0.5, 0.5, 0.5, 0.3);
        let plain = Matte::new(translucent, SATIN, (None, None), Vec4::ONE);
        assert_eq!(plain.params.bumpy, 0.0);
        assert_eq!(plain.params.colour.w, 1.0);
        let placing = Vec4::new(4.0, 4.0, 0.5, 0.0);
        let normals = Some(Handle::default());
        let bumpy = Matte::new(Color::WHITE, SATIN, (None, normals), placing);
        assert_eq!(bumpy.params.bumpy, 1.0);
        assert_eq!(bumpy.params.placing, placing);
    }

    #[test]
    fn the_sheen_is_worked_out_as_bevy_works_it_out() {
        // Bevy's default reflectance, 0.5, is 4 % at normal incidence.
        let m = Matte::new(Color::WHITE, SATIN, (None, None), Vec4::ONE);
        assert!((m.params.f0 - 0.04).abs() < 1e-6);
        assert!((m.params.roughness - 0.25).abs() < 1e-6);
        // A mirror is clamped as Bevy clamps it (no infinitely sharp glint).
        let mirror = Sheen {
            perceptual_roughness: 0.0,
            reflectance: 1.0,
        };
        let m = Matte::new(Color::WHITE, mirror, (None, None), Vec4::ONE);
        assert!(m.params.roughness > 0.0079 && m.params.roughness < 0.008);
    }
}
