// Edge smoothing for the table's part of the frame (see smoothing.rs). Where brightness
// changes sharply across a pixel, the pixel is blended with the picture a little way
// along the edge (never across it), so a stair-stepped outline reads as a straight line;
// where it does not, the pixel is left as it is. Four bilinear reads find the edge (each
// averages a 2×2 block around a corner of the pixel), four more blend along it.

#import bevy_core_pipeline::fullscreen_vertex_shader::FullscreenVertexOutput

@group(0) @binding(0) var frame: texture_2d<f32>;
@group(0) @binding(1) var frame_sampler: sampler;

// A pixel is left alone unless the brightness around it varies by more than this share
// of the brightest value around it...
const RELATIVE_CONTRAST: f32 = 0.15;
// ...and by more than this, so the felt's fibres and the wood's grain keep their grain.
const LEAST_CONTRAST: f32 = 0.05;
// Longest reach along an edge, in pixels.
const REACH: f32 = 6.0;
// Keeps the reach finite where the edge is almost flat.
const LEAST_SLOPE: f32 = 1.0 / 128.0;

// Perceived brightness of a linear colour (roughly the sRGB curve).
fn brightness(colour: vec3<f32>) -> f32 {
    return sqrt(dot(colour, vec3<f32>(0.2126, 0.7152, 0.0722)));
}

fn colour_at(uv: vec2<f32>) -> vec3<f32> {
    return textureSampleLevel(frame, frame_sampler, uv, 0.0).rgb;
}

@fragment
fn fragment(in: FullscreenVertexOutput) -> @location(0) vec4<f32> {
    let texel = 1.0 / vec2<f32>(textureDimensions(frame));
    let centre = textureSampleLevel(frame, frame_sampler, in.uv, 0.0);
    let here = brightness(centre.rgb);
    // The 2×2 blocks at the pixel's four corners (y grows downwards).
    let up_left = brightness(colour_at(in.uv + vec2<f32>(-0.5, -0.5) * texel));
    let up_right = brightness(colour_at(in.uv + vec2<f32>(0.5, -0.5) * texel));
    let down_left = brightness(colour_at(in.uv + vec2<f32>(-0.5, 0.5) * texel));
    let down_right = brightness(colour_at(in.uv + vec2<f32>(0.5, 0.5) * texel));
    let darkest = min(here, min(min(up_left, up_right), min(down_left, down_right)));
    let brightest = max(here, max(max(up_left, up_right), max(down_left, down_right)));
    if brightest - darkest < max(LEAST_CONTRAST, brightest * RELATIVE_CONTRAST) {
        return centre;
    }
    // The brightness gradient, turned a quarter round: the direction the edge runs.
    let across = vec2<f32>(
        (up_right + down_right) - (up_left + down_left),
        (down_left + down_right) - (up_left + up_right),
    );
    let along = vec2<f32>(-across.y, across.x);
    // Scaled so its shorter side is one pixel: a shallow edge's steps are long, and the
    // blend must reach along them.
    let scale = 1.0 / (min(abs(along.x), abs(along.y)) + LEAST_SLOPE);
    let step = clamp(along * scale, vec2<f32>(-REACH), vec2<f32>(REACH)) * texel;
    // Near: a third of the step either side; far: half of it either side.
    let near = 0.5 * (colour_at(in.uv - step / 6.0) + colour_at(in.uv + step / 6.0));
    let wide = 0.5 * near + 0.25 * (colour_at(in.uv - step * 0.5) + colour_at(in.uv + step * 0.5));
    // The wide blend crossed into another surface if it left the local range of
    // brightness: keep the near one then.
    let wide_brightness = brightness(wide);
    if wide_brightness < darkest || wide_brightness > brightest {
        return vec4<f32>(near, centre.a);
    }
    return vec4<f32>(wide, centre.a);
}
