//! The room's light: the painted room ([`super::paint::room`]) filtered by Bevy into the
//! light the dice and the wood reflect and the soft light from every side, once.
//!
//! The room never changes, but Bevy's filter runs on every frame it is on the camera.
//! So the filter goes once it has run, and the light it made stays, kept as
//! [`FilteredRoom`] for the quality to put on the camera (High) or take off (Low).
//!
//! "Once it has run" is counted in the render world, where the filter is: Bevy's filter
//! does nothing on the frames before its compute pipelines are built (compiled in the
//! background, seconds on a slow machine or a cold shader cache). Counting the main
//! world's frames instead took the filter away too early on some runs, and High then
//! drew without the room's light.

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use bevy::light::{EnvironmentMapLight, GeneratedEnvironmentMapLight};
use bevy::pbr::generate::{GeneratorBindGroups, GeneratorPipelines, RenderEnvironmentMap};
use bevy::prelude::*;
use bevy::render::render_resource::PipelineCache;
use bevy::render::{Render, RenderApp, RenderSystems};

use super::camera::TableCamera;
use super::surfaces::Surfaces;

/// How bright the room's light is (cd/m² for a radiance of 1 in [`super::paint::room`]).
const ROOM_LIGHT: f32 = 700.0;

/// Frames the filter must have run on before it is taken away (once would do; the
/// second is for the frame in flight).
const FILTERED_FRAMES: u32 = 2;

/// The room's light as Bevy filtered it, kept while the quality leaves it off the camera.
#[derive(Resource, Clone)]
pub(crate) struct FilteredRoom(pub EnvironmentMapLight);

/// Frames on which Bevy's filter has run, counted in the render world and read in the
/// main one (both hold the same counter).
#[derive(Resource, Clone, Default, Debug)]
struct FilterRuns(Arc<AtomicU32>);

impl FilterRuns {
    fn count(&self) -> u32 {
        self.0.load(Ordering::Relaxed)
    }
}

pub(super) fn plugin(app: &mut App) {
    let runs = FilterRuns::default();
    app.insert_resource(runs.clone())
        .add_systems(Update, (light_the_room, settle_the_room));
    if let Some(render_app) = app.get_sub_app_mut(RenderApp) {
        render_app.insert_resource(runs).add_systems(
            Render,
            count_filter_runs
                .after(RenderSystems::PrepareBindGroups)
                .before(RenderSystems::Render),
        );
    }
}

/// Gives the table's camera the room to filter, until it has been filtered.
fn light_the_room(
    mut commands: Commands,
    surfaces: Option<Res<Surfaces>>,
    filtered: Option<Res<FilteredRoom>>,
    cameras: Query<
        Entity,
        (
            With<TableCamera>,
            Without<GeneratedEnvironmentMapLight>,
            Without<EnvironmentMapLight>,
        ),
    >,
) {
    // Filtered once: the quality puts the kept light on the camera or takes it off.
    let (Some(surfaces), None) = (surfaces, filtered) else {
        return;
    };
    for camera in &cameras {
        commands
            .entity(camera)
            .insert(GeneratedEnvironmentMapLight {
                environment_map: surfaces.room.clone(),
                intensity: ROOM_LIGHT,
                ..default()
            });
    }
}

/// Takes the filter away once it has run, keeping the light it made.
fn settle_the_room(
    mut commands: Commands,
    runs: Res<FilterRuns>,
    cameras: Query<(Entity, &EnvironmentMapLight), With<GeneratedEnvironmentMapLight>>,
) {
    if !filtered_enough(runs.count()) {
        return;
    }
    for (camera, light) in &cameras {
        commands
            .entity(camera)
            .remove::<GeneratedEnvironmentMapLight>();
        commands.insert_resource(FilteredRoom(light.clone()));
    }
}

/// Whether the filter has run on enough frames (`runs`) to be taken away.
fn filtered_enough(runs: u32) -> bool {
    runs >= FILTERED_FRAMES
}

/// Render world: counts a frame on which Bevy's filter runs, which is every frame on
/// which its pipelines are built and a room has its bind groups (what its systems wait
/// for).
fn count_filter_runs(
    runs: Res<FilterRuns>,
    pipelines: Option<Res<GeneratorPipelines>>,
    cache: Res<PipelineCache>,
    rooms: Query<(), (With<GeneratorBindGroups>, With<RenderEnvironmentMap>)>,
) {
    // Once the room is kept, no room is left to filter: nothing more to look at.
    let Some(p) = pipelines.filter(|_| !rooms.is_empty()) else {
        return;
    };
    let built = [
        p.downsample_first,
        p.downsample_second,
        p.copy,
        p.radiance,
        p.irradiance,
    ]
    .into_iter()
    .all(|id| cache.get_compute_pipeline(id).is_some());
    if built {
        runs.0.fetch_add(1, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_filter_stays_until_it_has_run() {
        assert!(!filtered_enough(0));
        assert!(!filtered_enough(FILTERED_FRAMES - 1));
        assert!(filtered_enough(FILTERED_FRAMES));
    }

    #[test]
    fn the_main_world_reads_what_the_render_world_counts() {
        let main = FilterRuns::default();
        let render = main.clone();
        render.0.fetch_add(3, Ordering::Relaxed);
        assert_eq!(main.count(), 3);
    }

    #[test]
    fn the_filter_stays_on_the_camera_while_it_has_not_run() {
        let mut app = App::new();
        app.insert_resource(FilterRuns::default())
            .add_systems(Update, settle_the_room);
        let camera = app
            .world_mut()
            .spawn((
                GeneratedEnvironmentMapLight::default(),
                EnvironmentMapLight::default(),
            ))
            .id();
        app.update();
        assert!(
            app.world()
                .get::<GeneratedEnvironmentMapLight>(camera)
                .is_some()
        );
        assert!(app.world().get_resource::<FilteredRoom>().is_none());
        app.world()
            .resource::<FilterRuns>()
            .0
            .store(FILTERED_FRAMES, Ordering::Relaxed);
        app.update();
        assert!(
            app.world()
                .get::<GeneratedEnvironmentMapLight>(camera)
                .is_none()
        );
        assert!(app.world().get::<EnvironmentMapLight>(camera).is_some());
        assert!(app.world().get_resource::<FilteredRoom>().is_some());
    }
}
