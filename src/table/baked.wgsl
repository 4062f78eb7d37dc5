// A surface whose light is already in it (the `Baked` material, `baked.rs`): its picture
// times its tint times its vertex colours, then the same tone mapping and dithering
// Bevy's own materials end with, so it sits beside them unchanged. No lighting code is
// compiled in: a software renderer runs both sides of a branch on every pixel, so an
// unlit StandardMaterial still pays for the lighting it skips.

#import bevy_pbr::{forward_io::VertexOutput, mesh_view_bindings::view}
#import party_dice::finish::finish

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> tint: vec4<f32>;
// The picture's scale (xy) and offset (zw) over the mesh's UVs.
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var<uniform> placing: vec4<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var picture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(3) var picture_sampler: sampler;

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    var colour = tint;
#ifdef VERTEX_UVS_A
    colour *= textureSampleBias(
        picture,
        picture_sampler,
        in.uv * placing.xy + placing.zw,
        view.mip_bias,
    );
#endif
#ifdef VERTEX_COLORS
    colour *= in.color;
#endif
    return finish(colour, in.position.xy);
}
