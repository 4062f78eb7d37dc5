// A matte surface (the `Matte` material, `matte.rs`): the felt and the tray's wood. Its
// colour × picture × vertex colours, lit by every directional light (Burley's diffuse
// term and the lamp's glint, as Bevy's own materials work them out) with the key
// light's shadow from the shadow map (Bevy's filter, whichever the camera asks for), by
// the room (its diffuse light and blurred reflection from the camera's filtered maps,
// where it has them) and by the ambient light (the shares Bevy's materials take of it).
// Then the same exposure, tone mapping and dithering as Bevy's materials. No light
// clusters, light probes or decals: a software renderer runs both sides of every
// branch, so leaving them out of the shader is the only way not to pay for them.

#import bevy_pbr::{
    forward_io::VertexOutput,
    mesh_view_bindings as bindings,
    mesh_view_bindings::{view, lights},
    mesh_bindings::mesh,
    mesh_types::MESH_FLAGS_SHADOW_RECEIVER_BIT,
    mesh_view_types::DIRECTIONAL_LIGHT_FLAGS_SHADOWS_ENABLED_BIT,
    shadows::fetch_directional_shadow,
}
#import party_dice::finish::finish

const PI: f32 = 3.141592653589793;

struct Params {
    colour: vec4<f32>,
    // The pictures' scale (xy) and offset (zw) over the mesh's UVs.
    placing: vec4<f32>,
    // 1 where the normal map is used.
    bumpy: f32,
    // Bevy's roughness (the perceptual roughness squared) and the reflectance at normal
    // incidence (F0) of the faint glint the lamps leave.
    roughness: f32,
    f0: f32,
}

@group(#{MATERIAL_BIND_GROUP}) @binding(0) var<uniform> params: Params;
@group(#{MATERIAL_BIND_GROUP}) @binding(1) var picture: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(2) var picture_sampler: sampler;
@group(#{MATERIAL_BIND_GROUP}) @binding(3) var normal_map: texture_2d<f32>;
@group(#{MATERIAL_BIND_GROUP}) @binding(4) var normal_map_sampler: sampler;

// Bevy's ambient term for a fully rough surface takes this share of the ambient light
// (its `EnvBRDFApprox` at perceptual roughness 1: `F_ab.x`).
const AMBIENT_SHARE: f32 = 0.452;

fn schlick(f90: f32, cosine: f32) -> f32 {
    return 1.0 + (f90 - 1.0) * pow(1.0 - cosine, 5.0);
}

// Reflectances under 2 % are taken for occlusion, as Bevy takes them: its
// `saturate(dot(F0, vec3(50.0 * 0.33)))`, for a grey F0.
fn occlusion() -> f32 {
    return saturate(params.f0 * 3.0 * 50.0 * 0.33);
}

// What a lamp shining along `L` gives a surface facing `N` seen from `V`, both times
// N·L: Burley's diffuse term (x, as Bevy's `Fd_Burley`) and the glint (y, Bevy's
// specular term: GGX distribution, correlated Smith visibility, Schlick's Fresnel with
// its occlusion-aware f90).
fn lamp_light(N: vec3<f32>, V: vec3<f32>, NdotV: f32, L: vec3<f32>) -> vec2<f32> {
    let H = normalize(L + V);
    let NdotL = saturate(dot(N, L));
    let NdotH = saturate(dot(N, H));
    let LdotH = saturate(dot(L, H));
    let r = params.roughness;
    let f90 = 0.5 + 2.0 * r * LdotH * LdotH;
    let scattered = schlick(f90, NdotL) * schlick(f90, NdotV) / PI;
    let k = r / (1.0 - NdotH * NdotH + NdotH * NdotH * r * r);
    let distribution = k * k / PI;
    let a2 = r * r;
    let towards_view = NdotL * sqrt((NdotV - a2 * NdotV) * NdotV + a2);
    let towards_light = NdotV * sqrt((NdotL - a2 * NdotL) * NdotL + a2);
    let visibility = 0.5 / (towards_view + towards_light);
    let fresnel = params.f0 + (occlusion() - params.f0) * pow(1.0 - LdotH, 5.0);
    return vec2(scattered, distribution * visibility * fresnel) * NdotL;
}

// Bevy's `F_AB` (its polynomial fit, Karis 2014) at this surface's roughness.
fn f_ab(NdotV: f32) -> vec2<f32> {
    let c0 = vec4<f32>(-1.0, -0.0275, -0.572, 0.022);
    let c1 = vec4<f32>(1.0, 0.0425, 1.04, -0.04);
    let r = sqrt(params.roughness) * c0 + c1;
    let a004 = min(r.x * r.x, exp2(-9.28 * NdotV)) * r.x + r.y;
    return max(vec2<f32>(-1.04, 1.04) * a004 + r.zw, vec2<f32>(0.00005));
}

// The room's and the ambient light on a surface facing `N` seen from `V`: what it
// scatters (times its colour) and what it reflects, as Bevy's materials take them (the
// room from the camera's filtered maps where it has them: High).
struct Room {
    diffuse: vec3<f32>,
    specular: vec3<f32>,
}

fn room_light(N: vec3<f32>, V: vec3<f32>, NdotV: f32) -> Room {
    let fab = f_ab(NdotV);
    let reflected = (params.f0 * fab.x + fab.y) * occlusion();
    var room: Room;
    room.diffuse = lights.ambient_color.rgb * AMBIENT_SHARE;
    room.specular = lights.ambient_color.rgb * reflected;
#ifdef ENVIRONMENT_MAP
    // Cube maps are left-handed: z turns round.
    let facing = vec3(N.xy, -N.z);
    // Bevy's `radiance_sample_direction`: the rougher, the nearer the normal.
    let smoothness = 1.0 - params.roughness;
    let R = mix(N, reflect(-V, N), smoothness * (sqrt(smoothness) + params.roughness));
    let mirrored = vec3(R.xy, -R.z);
    let blur = sqrt(params.roughness) * f32(bindings::light_probes.smallest_specular_mip_level_for_view);
#ifdef MULTIPLE_LIGHT_PROBES_IN_ARRAY
    let map = max(bindings::light_probes.view_cubemap_index, 0);
    let scattered = textureSampleLevel(
        bindings::diffuse_environment_maps[map], bindings::environment_map_sampler, facing, 0.0);
    let shone = textureSampleLevel(
        bindings::specular_environment_maps[map], bindings::environment_map_sampler, mirrored, blur);
#else
    let scattered = textureSampleLevel(
        bindings::diffuse_environment_map, bindings::environment_map_sampler, facing, 0.0);
    let shone = textureSampleLevel(
        bindings::specular_environment_map, bindings::environment_map_sampler, mirrored, blur);
#endif
    let intensity = bindings::light_probes.intensity_for_view;
    room.diffuse += scattered.rgb * intensity;
    room.specular += shone.rgb * intensity * reflected;
#endif
    return room;
}

@fragment
fn fragment(in: VertexOutput) -> @location(0) vec4<f32> {
    var albedo = params.colour.rgb;
    let geometric = normalize(in.world_normal);
    var N = geometric;
#ifdef VERTEX_UVS_A
    let uv = in.uv * params.placing.xy + params.placing.zw;
    albedo *= textureSampleBias(picture, picture_sampler, uv, view.mip_bias).rgb;
#ifdef VERTEX_TANGENTS
    // Mikktspace, as Bevy's materials: neither the tangent nor the normal renormalised.
    let T = in.world_tangent.xyz;
    let B = in.world_tangent.w * cross(in.world_normal, T);
    let bump = textureSampleBias(normal_map, normal_map_sampler, uv, view.mip_bias).rgb * 2.0 - 1.0;
    let bumped = normalize(bump.x * T + bump.y * B + bump.z * in.world_normal);
    N = normalize(mix(geometric, bumped, params.bumpy));
#endif
#endif
#ifdef VERTEX_COLORS
    albedo *= in.color.rgb;
#endif
    let V = normalize(view.world_position - in.world_position.xyz);
    let NdotV = clamp(dot(N, V), 0.0001, 1.0);

    // The key light is the only one with shadows: found first, so that its shadow map is
    // read once (on a software renderer, a read inside the loop would cost every light).
    let lamps = lights.n_directional_lights;
    var key = lamps;
    for (var i = 0u; i < lamps; i = i + 1u) {
        let shadowed = (lights.directional_lights[i].flags & DIRECTIONAL_LIGHT_FLAGS_SHADOWS_ENABLED_BIT) != 0u;
        key = select(key, i, shadowed && key == lamps);
    }
    // A mesh marked `NotShadowReceiver` takes no shadow.
    let receives = (mesh[in.instance_index].flags & MESH_FLAGS_SHADOW_RECEIVER_BIT) != 0u;
    var key_shadow = 1.0;
    if (key < lamps && receives) {
        let view_z = dot(vec4<f32>(
            view.view_from_world[0].z,
            view.view_from_world[1].z,
            view.view_from_world[2].z,
            view.view_from_world[3].z
        ), in.world_position);
        key_shadow = fetch_directional_shadow(key, in.world_position, geometric, view_z, in.position.xy);
    }
    var light = vec3(0.0);
    var glints = vec3(0.0);
    for (var i = 0u; i < lamps; i = i + 1u) {
        let shadow = select(1.0, key_shadow, i == key);
        let L = lights.directional_lights[i].direction_to_light;
        let lamp = lights.directional_lights[i].color.rgb * shadow;
        let given = lamp_light(N, V, NdotV, L);
        light += lamp * given.x;
        glints += lamp * given.y;
    }
    let room = room_light(N, V, NdotV);

    let lit = albedo * (light + room.diffuse) + glints + room.specular;
    return finish(vec4(lit * view.exposure, 1.0), in.position.xy);
}
