//! Edge smoothing over the table's part of the window only ([`SmoothEdges`] on a camera).
//!
//! Bevy's FXAA pass runs over the whole frame, and the table camera's frame is the whole
//! window although it draws only the part the overlay leaves free: on a software renderer
//! at 1280×720 that pass cost 71 ms of a 227 ms High frame, mostly on pixels the overlay
//! then covers. This pass reads the frame as drawn and writes the smoothed picture inside
//! the camera's viewport alone (a scissor); the rest of the frame is cleared to the
//! camera's clear colour, which is what the table camera left there. Its shader
//! (`smooth_edges.wgsl`) finds edges with four reads and blends along them with four
//! more, leaving flat pixels (most of the felt and wood) after the first five.

use bevy::asset::{embedded_asset, load_embedded_asset};
use bevy::core_pipeline::tonemapping::tonemapping;
use bevy::core_pipeline::{Core3dSystems, FullscreenShader, schedule::Core3d};
use bevy::prelude::*;
use bevy::render::camera::ExtractedCamera;
use bevy::render::extract_component::{ExtractComponent, ExtractComponentPlugin};
use bevy::render::render_resource::binding_types::{sampler, texture_2d};
use bevy::render::render_resource::{
    BindGroup, BindGroupEntries, BindGroupLayoutDescriptor, BindGroupLayoutEntries,
    CachedRenderPipelineId, ColorTargetState, ColorWrites, FilterMode, FragmentState, LoadOp,
    Operations, PipelineCache, RenderPassColorAttachment, RenderPassDescriptor,
    RenderPipelineDescriptor, Sampler, SamplerBindingType, SamplerDescriptor, ShaderStages,
    SpecializedRenderPipeline, SpecializedRenderPipelines, StoreOp, TextureFormat,
    TextureSampleType, TextureViewId,
};
use bevy::render::renderer::{RenderContext, RenderDevice, ViewQuery};
use bevy::render::view::{ExtractedView, ViewTarget};
use bevy::render::{Render, RenderApp, RenderStartup, RenderSystems};
use bevy::shader::Shader;

/// Smooths the edges a camera draws, inside its viewport, after tone mapping.
#[derive(Component, Debug, Clone, Copy, Default, ExtractComponent)]
#[extract_component_filter(With<Camera>)]
pub(crate) struct SmoothEdges;

/// The pass's layout, sampler and shader, made once the renderer starts.
#[derive(Resource)]
struct SmoothPipeline {
    layout: BindGroupLayoutDescriptor,
    sampler: Sampler,
    fullscreen: FullscreenShader,
    shader: Handle<Shader>,
}

/// The pipeline a view smooths with (one per frame format).
#[derive(Component)]
struct ViewSmoothPipeline(CachedRenderPipelineId);

impl SpecializedRenderPipeline for SmoothPipeline {
    type Key = TextureFormat;

    fn specialize(&self, format: TextureFormat) -> RenderPipelineDescriptor {
        RenderPipelineDescriptor {
            label: Some("smooth_edges".into()),
            layout: vec![self.layout.clone()],
            vertex: self.fullscreen.to_vertex_state(),
            fragment: Some(FragmentState {
                shader: self.shader.clone(),
                targets: vec![Some(ColorTargetState {
                    format,
                    blend: None,
                    write_mask: ColorWrites::ALL,
                })],
                ..default()
            }),
            ..default()
        }
    }
}

fn init_pipeline(
    mut commands: Commands,
    device: Res<RenderDevice>,
    fullscreen: Res<FullscreenShader>,
    assets: Res<AssetServer>,
) {
    let layout = BindGroupLayoutDescriptor::new(
        "smooth_edges_layout",
        &BindGroupLayoutEntries::sequential(
            ShaderStages::FRAGMENT,
            (
                texture_2d(TextureSampleType::Float { filterable: true }),
                sampler(SamplerBindingType::Filtering),
            ),
        ),
    );
    // Bilinear: each of the shader's reads between pixels averages the four around it.
    let sampler = device.create_sampler(&SamplerDescriptor {
        mag_filter: FilterMode::Linear,
        min_filter: FilterMode::Linear,
        ..default()
    });
    commands.insert_resource(SmoothPipeline {
        layout,
        sampler,
        fullscreen: fullscreen.clone(),
        shader: load_embedded_asset!(assets.as_ref(), "smooth_edges.wgsl"),
    });
}

fn prepare_pipelines(
    mut commands: Commands,
    cache: Res<PipelineCache>,
    mut pipelines: ResMut<SpecializedRenderPipelines<SmoothPipeline>>,
    pipeline: Res<SmoothPipeline>,
    views: Query<(Entity, &ExtractedView), With<SmoothEdges>>,
) {
    for (entity, view) in &views {
        let id = pipelines.specialize(&cache, &pipeline, view.target_format);
        commands.entity(entity).insert(ViewSmoothPipeline(id));
    }
}

/// The bind group of the frame last read, kept while the same texture is read.
#[derive(Default)]
struct BindGroupCache(Option<(TextureViewId, BindGroup)>);

/// The part of a `size` frame a camera's `viewport` covers, as a scissor rectangle
/// (x, y, width, height); the whole frame without a viewport.
fn scissor(viewport: Option<&bevy::camera::Viewport>, size: UVec2) -> (u32, u32, u32, u32) {
    let Some(viewport) = viewport else {
        return (0, 0, size.x, size.y);
    };
    let start = viewport.physical_position.min(size);
    let end = (viewport.physical_position + viewport.physical_size).min(size);
    let extent = end.saturating_sub(start);
    (start.x, start.y, extent.x, extent.y)
}

/// The colour the frame holds outside the camera's viewport (its clear colour), if the
/// camera clears: the smoothed copy starts as that there.
fn outside(camera: &ExtractedCamera, clear: &ClearColor) -> Option<LinearRgba> {
    match camera.clear_color {
        ClearColorConfig::Default => Some(clear.0.into()),
        ClearColorConfig::Custom(colour) => Some(colour.into()),
        ClearColorConfig::None => None,
    }
}

fn smooth_edges(
    view: ViewQuery<(&ViewTarget, &ViewSmoothPipeline, &ExtractedCamera)>,
    smooth: Res<SmoothPipeline>,
    cache: Res<PipelineCache>,
    clear: Res<ClearColor>,
    mut bind_groups: Local<BindGroupCache>,
    mut ctx: RenderContext,
) {
    let (target, pipeline, camera) = view.into_inner();
    let Some(pipeline) = cache.get_render_pipeline(pipeline.0) else {
        return;
    };
    let load = outside(camera, &clear).map_or(LoadOp::Load, |c| LoadOp::Clear(c.into()));
    // Decided before the frame is swapped: once swapped, the pass must write it.
    let Some(size) = camera.physical_target_size else {
        return;
    };
    let (x, y, width, height) = scissor(camera.viewport.as_ref(), size);
    if width == 0 || height == 0 {
        return;
    }
    let frame = target.post_process_write();
    let bind_group = match &mut bind_groups.0 {
        Some((id, group)) if *id == frame.source.id() => group,
        cached => {
            let group = ctx.render_device().create_bind_group(
                "smooth_edges_bind_group",
                &cache.get_bind_group_layout(&smooth.layout),
                &BindGroupEntries::sequential((frame.source, &smooth.sampler)),
            );
            &mut cached.insert((frame.source.id(), group)).1
        }
    };
    let mut pass = ctx
        .command_encoder()
        .begin_render_pass(&RenderPassDescriptor {
            label: Some("smooth_edges"),
            color_attachments: &[Some(RenderPassColorAttachment {
                view: frame.destination,
                depth_slice: None,
                resolve_target: None,
                ops: Operations {
                    load,
                    store: StoreOp::Store,
                },
            })],
            depth_stencil_attachment: None,
            timestamp_writes: None,
            occlusion_query_set: None,
            multiview_mask: None,
        });
    pass.set_scissor_rect(x, y, width, height);
    pass.set_pipeline(pipeline);
    pass.set_bind_group(0, &*bind_group, &[]);
    pass.draw(0..3, 0..1);
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(ExtractComponentPlugin::<SmoothEdges>::default());
    // Headless apps (tests) have no renderer and no embedded assets.
    if app.get_sub_app(RenderApp).is_none() {
        return;
    }
    embedded_asset!(app, "smooth_edges.wgsl");
    let Some(render_app) = app.get_sub_app_mut(RenderApp) else {
        return;
    };
    render_app
        .init_resource::<SpecializedRenderPipelines<SmoothPipeline>>()
        .add_systems(RenderStartup, init_pipeline)
        .add_systems(Render, prepare_pipelines.in_set(RenderSystems::Prepare))
        .add_systems(
            Core3d,
            smooth_edges
                .after(tonemapping)
                .in_set(Core3dSystems::PostProcess),
        );
}

#[cfg(test)]
mod tests {
    use super::*;
    use bevy::camera::Viewport;

    #[test]
    fn the_scissor_is_the_viewport_kept_inside_the_frame() {
        let frame = UVec2::new(1280, 720);
        assert_eq!(scissor(None, frame), (0, 0, 1280, 720));
        let inside = Viewport {
            physical_position: UVec2::new(0, 108),
            physical_size: UVec2::new(667, 612),
            ..default()
        };
        assert_eq!(scissor(Some(&inside), frame), (0, 108, 667, 612));
        // A viewport left from a larger window (the frame shrank first) is cut to it.
        let over = Viewport {
            physical_position: UVec2::new(600, 700),
            physical_size: UVec2::new(900, 300),
            ..default()
        };
        assert_eq!(scissor(Some(&over), frame), (600, 700, 680, 20));
        let outside = Viewport {
            physical_position: UVec2::new(1300, 800),
            physical_size: UVec2::new(10, 10),
            ..default()
        };
        assert_eq!(scissor(Some(&outside), frame), (1280, 720, 0, 0));
    }
}
