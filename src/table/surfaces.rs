//! The painted surfaces ([`super::paint`]) as Bevy images, made once at start: wood for
//! the boards, felt and its normal map, the dice finishes' patterns, a die's contact
//! shadow, and the room as a cube map that Bevy filters into the image-based light the
//! dice and the wood reflect.

use bevy::asset::RenderAssetUsages;
use bevy::image::{ImageAddressMode, ImageFilterMode, ImageSampler, ImageSamplerDescriptor};
use bevy::prelude::*;
use bevy::render::render_resource::{
    Extent3d, TextureDimension, TextureFormat, TextureViewDescriptor, TextureViewDimension,
};

use super::paint::{self, Gray};

/// Boards of different grain, so neighbouring planks do not repeat.
const WOOD_KINDS: u32 = 4;
/// A grain picture's texels: along a board ([`super::boards::GRAIN_LENGTH`], some 3.7
/// a millimetre) and across it (a board's width, some 3.4 a millimetre), finer than a
/// 1920×1080 window shows the table, so the grain stays sharp up close.
const WOOD_TEXELS: (usize, usize) = (2048, 256);
/// The room's cube map: texels along a face's side (a power of two, as Bevy's filter
/// asks).
const ROOM_SIZE: usize = 128;
/// The felt's fibres: the tallest step of its height field across a texel, in texels.
const FELT_NAP: f32 = 2.5;

/// Where the key light comes from in the felt picture's frame (x along its rows, the
/// table's x; y down its columns, the table's z; z out of it, up), as the lit felt's
/// normal map is read.
fn key_light_on_felt() -> [f32; 3] {
    let from = super::grounding::KEY_LIGHT_FROM;
    [from.x, from.z, from.y]
}

/// The images the table and the dice are painted with.
#[derive(Resource, Debug, Clone)]
pub(crate) struct Surfaces {
    /// Wood grain along the image's width, one per kind of board.
    pub wood: Vec<Handle<Image>>,
    /// Felt's colour mottle.
    pub felt: Handle<Image>,
    /// Felt's fibres as a normal map.
    pub felt_normal: Handle<Image>,
    /// Felt's colour mottle with its fibres lit by the key light, for Low's unlit felt.
    pub felt_lit: Handle<Image>,
    /// Marble veins, for the marble finish.
    pub marble: Handle<Image>,
    /// Pearl's sheen, brighter towards each face's edges.
    pub pearl: Handle<Image>,
    /// Polished metal's reflection, the same on every face.
    pub metal: Handle<Image>,
    /// The room, a cube map of linear radiance.
    pub room: Handle<Image>,
    /// A die's shadow where it rests: black, as opaque as it is dark.
    pub contact_shadow: Handle<Image>,
}

impl Surfaces {
    /// Paints every surface into `images`.
    pub fn paint(images: &mut Assets<Image>) -> Surfaces {
        let height = paint::felt_height(256, 5);
        let felt = paint::felt(256, 3);
        // The grain is the most painting: each kind on its own thread.
        let grains: Vec<Gray> = std::thread::scope(|scope| {
            let kinds: Vec<_> = (0..WOOD_KINDS)
                .map(|seed| {
                    scope.spawn(move || paint::wood(WOOD_TEXELS.0, WOOD_TEXELS.1, 40 + seed))
                })
                .collect();
            kinds.into_iter().filter_map(|k| k.join().ok()).collect()
        });
        Surfaces {
            wood: grains
                .iter()
                .map(|grain| images.add(gray_image(grain, true)))
                .collect(),
            felt: images.add(gray_image(&felt, true)),
            felt_normal: images.add(rgba_image(
                256,
                256,
                paint::normal_map(&height, FELT_NAP),
                false,
            )),
            felt_lit: images.add(gray_image(
                &paint::lit_felt(&felt, &height, FELT_NAP, key_light_on_felt(), 0.7),
                true,
            )),
            marble: images.add(gray_image(&paint::marble(512, 8), true)),
            pearl: images.add(gray_image(&paint::pearl(128, 12), true)),
            metal: images.add(gray_image(&paint::metal(128, 14), true)),
            room: images.add(room_cube()),
            contact_shadow: images.add(shade_image(&paint::contact_shadow(64))),
        }
    }

    /// Samples the painted pictures' mip levels with `between`: blended (trilinear) or
    /// the nearest level alone (half the texel reads, for Low).
    /// The wood is also filtered anisotropically at `anisotropy` (1: not at all; more
    /// needs blended mip levels): the table is seen at a slant, and its grain runs
    /// along the slant.
    pub fn set_mip_filter(
        &self,
        images: &mut Assets<Image>,
        between: ImageFilterMode,
        anisotropy: u16,
    ) {
        let painted = [
            &self.felt,
            &self.felt_normal,
            &self.felt_lit,
            &self.marble,
            &self.pearl,
            &self.metal,
        ];
        let wood = self.wood.iter().map(|h| (h, true));
        for (handle, is_wood) in wood.chain(painted.into_iter().map(|h| (h, false))) {
            if let Some(mut image) = images.get_mut(handle)
                && let ImageSampler::Descriptor(sampler) = &mut image.sampler
            {
                sampler.mipmap_filter = between;
                let blended = between == ImageFilterMode::Linear;
                sampler.anisotropy_clamp = if is_wood && blended { anisotropy } else { 1 };
            }
        }
    }
}

/// A grey picture as a repeating, mipmapped RGBA image (sRGB when it is a colour).
fn gray_image(gray: &Gray, srgb: bool) -> Image {
    let rgba = gray.bytes().flat_map(|v| [v, v, v, 255]).collect();
    rgba_image(gray.width, gray.height, rgba, srgb)
}

/// Light left (a grey picture) as black whose opacity is the light taken away: blended
/// over a surface, it darkens it by that much.
fn shade_image(left: &Gray) -> Image {
    let rgba = left.bytes().flat_map(|v| [0, 0, 0, 255 - v]).collect();
    rgba_image(left.width, left.height, rgba, false)
}

/// RGBA bytes as a repeating image with every mip level down to 1×1, each the average of
/// the one above, so fine grain far away blurs instead of shimmering.
fn rgba_image(width: usize, height: usize, rgba: Vec<u8>, srgb: bool) -> Image {
    let format = if srgb {
        TextureFormat::Rgba8UnormSrgb
    } else {
        TextureFormat::Rgba8Unorm
    };
    let mut data = rgba.clone();
    let (mut level, mut w, mut h, mut levels) = (rgba, width, height, 1);
    while w > 1 || h > 1 {
        let (nw, nh) = ((w / 2).max(1), (h / 2).max(1));
        let mut next = Vec::with_capacity(nw * nh * 4);
        for y in 0..nh {
            for x in 0..nw {
                for c in 0..4 {
                    let at = |dx: usize, dy: usize| {
                        let (sx, sy) = ((2 * x + dx).min(w - 1), (2 * y + dy).min(h - 1));
                        u32::from(level[(sy * w + sx) * 4 + c])
                    };
                    next.push(((at(0, 0) + at(1, 0) + at(0, 1) + at(1, 1) + 2) / 4) as u8);
                }
            }
        }
        data.extend_from_slice(&next);
        (level, w, h, levels) = (next, nw, nh, levels + 1);
    }
    let size = Extent3d {
        width: width as u32,
        height: height as u32,
        depth_or_array_layers: 1,
    };
    // Kept in the main world too (under 4 MB in all), so the quality can change how
    // the mip levels are sampled.
    let mut image = Image::new_uninit(
        size,
        TextureDimension::D2,
        format,
        RenderAssetUsages::default(),
    );
    image.texture_descriptor.mip_level_count = levels;
    image.data = Some(data);
    image.sampler = ImageSampler::Descriptor(ImageSamplerDescriptor {
        address_mode_u: ImageAddressMode::Repeat,
        address_mode_v: ImageAddressMode::Repeat,
        mag_filter: ImageFilterMode::Linear,
        min_filter: ImageFilterMode::Linear,
        mipmap_filter: ImageFilterMode::Linear,
        ..ImageSamplerDescriptor::default()
    });
    image
}

/// The room ([`paint::room`]) as a cube map of half floats.
fn room_cube() -> Image {
    let mut data = Vec::with_capacity(ROOM_SIZE * ROOM_SIZE * 6 * 8);
    for face in 0..6 {
        for y in 0..ROOM_SIZE {
            for x in 0..ROOM_SIZE {
                let u = (x as f32 + 0.5) / ROOM_SIZE as f32;
                let v = (y as f32 + 0.5) / ROOM_SIZE as f32;
                let [r, g, b] = paint::room(paint::cube_direction(face, u, v));
                for c in [r, g, b, 1.0] {
                    data.extend_from_slice(&paint::half_bits(c).to_le_bytes());
                }
            }
        }
    }
    let size = Extent3d {
        width: ROOM_SIZE as u32,
        height: ROOM_SIZE as u32,
        depth_or_array_layers: 6,
    };
    // Kept in the main world too: Bevy's filter reads the source's size there.
    let mut image = Image::new(
        size,
        TextureDimension::D2,
        data,
        TextureFormat::Rgba16Float,
        RenderAssetUsages::all(),
    );
    image.texture_view_descriptor = Some(TextureViewDescriptor {
        dimension: Some(TextureViewDimension::Cube),
        ..default()
    });
    image
}
