//! The table's own shaders, compiled into the program: the baked surfaces' ([`Baked`]),
//! the felt's ([`Matte`]) and the ending both share (`finish.wgsl`: tone mapping and
//! dithering as Bevy's materials do them).

use bevy::asset::embedded_asset;
use bevy::prelude::*;
use bevy::render::RenderApp;
use bevy::shader::load_shader_library;

use super::baked::Baked;
use super::matte::Matte;

pub(super) fn plugin(app: &mut App) {
    // Headless apps (tests) have no renderer: the surfaces are spawned without it.
    if app.get_sub_app(RenderApp).is_none() {
        return;
    }
    // Imported by the others (`party_dice::finish`): loaded for good.
    load_shader_library!(app, "finish.wgsl");
    embedded_asset!(app, "baked.wgsl");
    embedded_asset!(app, "matte.wgsl");
    app.add_plugins((
        MaterialPlugin::<Baked>::default(),
        MaterialPlugin::<Matte>::default(),
    ));
}

#[cfg(test)]
mod tests {
    use bevy::asset::embedded_path;

    use super::super::{baked, matte};

    #[test]
    fn the_materials_name_their_shaders_where_embedded_asset_puts_them() {
        for (named, file) in [
            (baked::SHADER, embedded_path!("baked.wgsl")),
            (matte::SHADER, embedded_path!("matte.wgsl")),
        ] {
            let named = named.trim_start_matches("embedded://");
            assert_eq!(std::path::Path::new(named), file);
        }
    }
}
