// How every material of the table ends, as Bevy's own materials end: tone mapping and
// dithering in the shader, where the camera asks for them there. (Exposure is the
// caller's: a baked surface's light is already exposed.)

#define_import_path party_dice::finish

#ifdef TONEMAP_IN_SHADER
#import bevy_pbr::mesh_view_bindings::view
#import bevy_core_pipeline::tonemapping::{tone_mapping, screen_space_dither}
#import bevy_render::maths::powsafe
#endif

// `colour` (linear) as it goes to the frame, for the pixel at `frag_xy`.
fn finish(colour: vec4<f32>, frag_xy: vec2<f32>) -> vec4<f32> {
    var out = colour;
#ifdef TONEMAP_IN_SHADER
    out = tone_mapping(out, view.color_grading);
#ifdef DEBAND_DITHER
    var rgb = powsafe(out.rgb, 1.0 / 2.2);
    rgb += screen_space_dither(frag_xy);
    out = vec4(powsafe(rgb, 2.2), out.a);
#endif
#endif
    return out;
}
