//! The material of every surface whose light is worked out beforehand: the table's wood
//! (its light in its boards' vertex colours, [`super::grounding`]), the felt floor at Low
//! (its light in its grid and its picture) and the dice's blots. It draws its picture
//! times its tint times the vertex colours, then ends as Bevy's own materials do (tone
//! mapping and dithering in the shader), so it looks exactly as the unlit
//! `StandardMaterial` it replaces.
//!
//! Why not that `StandardMaterial`: its shader decides at run time whether a surface is
//! lit, and a software renderer (Mesa's llvmpipe, which Auto's Low is for) runs both
//! sides of a branch on every pixel: an unlit surface paid for all the lighting it did
//! not use. This shader holds none (`baked.wgsl`). Measured with the frame bench:
//! docs/table/README.md.

use bevy::prelude::*;
use bevy::render::render_resource::AsBindGroup;
use bevy::shader::ShaderRef;

/// Where `embedded_asset!` puts `baked.wgsl`: the crate, then its path under `src/`.
pub(super) const SHADER: &str = "embedded://party_dice/table/baked.wgsl";

/// A surface drawn as `picture × tint × vertex colours`, without lighting.
#[derive(Asset, TypePath, AsBindGroup, Debug, Clone)]
pub(crate) struct Baked {
    /// Multiplies the picture (linear; its alpha is the surface's opacity).
    #[uniform(0)]
    pub tint: LinearRgba,
    /// The picture's scale (`x`, `y`) and offset (`z`, `w`) over the mesh's UVs.
    #[uniform(1)]
    pub placing: Vec4,
    /// White where there is none.
    #[texture(2)]
    #[sampler(3)]
    pub picture: Option<Handle<Image>>,
    pub alpha_mode: AlphaMode,
}

impl Baked {
    /// An opaque surface in `tint` (alpha ignored), its `picture` repeated `repeat` times
    /// across the mesh's UVs.
    pub(crate) fn opaque(tint: Color, picture: Option<Handle<Image>>, repeat: Vec2) -> Self {
        Self {
            tint: tint.to_linear().with_alpha(1.0),
            placing: repeat.extend(0.0).extend(0.0),
            picture,
            alpha_mode: AlphaMode::Opaque,
        }
    }

    /// A surface blended over what lies under it: `picture`'s alpha times `tint`'s.
    pub(crate) fn blended(tint: Color, picture: Option<Handle<Image>>) -> Self {
        Self {
            tint: tint.to_linear(),
            placing: Vec4::new(1.0, 1.0, 0.0, 0.0),
            picture,
            alpha_mode: AlphaMode::Blend,
        }
    }
}

impl Material for Baked {
    fn fragment_shader() -> ShaderRef {
        SHADER.into()
    }

    fn alpha_mode(&self) -> AlphaMode {
        self.alpha_mode
    }

    /// None of these surfaces casts a shadow: their shadows are baked too.
    fn enable_shadows() -> bool {
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_opaque_surface_is_opaque_whatever_its_tint() {
        let wood = Baked::opaque(Color::srgba(0.5, 0.3, 0.1, 0.2), None, Vec2::ONE);
        assert_eq!(wood.tint.alpha, 1.0);
        assert_eq!(wood.alpha_mode, AlphaMode::Opaque);
        let blot = Baked::blended(Color::BLACK.with_alpha(0.4), None);
        assert!((blot.tint.alpha - 0.4).abs() < 1e-6);
        assert_eq!(blot.alpha_mode, AlphaMode::Blend);
    }
}
