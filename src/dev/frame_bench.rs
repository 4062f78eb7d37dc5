//! The frame bench (`party-dice play --screenshot-dir DIR --script frame-bench
//! [--window WxH]`, the `shots` feature): the same seeded throws on the real table at Low,
//! then at High, then a bare lit scene (one cube, one light, the same window and overlay)
//! for as many frames, all in one run; then the table left idle for a few seconds. It
//! prints milliseconds per frame for each and the ratios between them, the share of a
//! core the idle table took, and leaves a screenshot of each scene in `DIR`, and one
//! close-up (not timed) of a die of every finish.
//!
//! Frame times are the wall time between one frame's update and the next's, over the
//! frames in which dice fly; the first throw of each quality only warms the pipelines up
//! (shaders compile on first use) and is not counted.

use std::f32::consts::FRAC_PI_2;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use bevy::camera::Viewport;
use bevy::light::{EnvironmentMapLight, NotShadowCaster};
use bevy::prelude::*;
use bevy::render::renderer::RenderAdapterInfo;
use bevy::render::view::screenshot::{Screenshot, save_to_disk};
use bevy::window::RequestRedraw;
use bevy::winit::{EventLoopProxyWrapper, WinitSettings};

use crate::dice::seat_colour;
use crate::dice::{
    DiceCommand, DicePlayback, blot_material, body_material, die_body, die_shadow, pip_colour_on,
    pips,
};
use crate::frame::{AppSystems, OffFrameJobs, Pool};
use crate::game::{GameAction, Screen, Session, StartSession, TurnPhase};
use crate::notices::Notices;
use crate::rules::{GameKind, GameSetup};
use crate::settings::{Finish, Graphics};
use crate::stores::SettingsStore;
use crate::table::{Baked, SmoothEdges, Surfaces, TableCamera, add_asset};

/// The seed of every measured game: the same throws at each quality.
const SEED: u64 = 4040;
/// Throws counted per quality (after one that warms up), unless
/// `PARTY_DICE_BENCH_THROWS` says how many (1 to 20: a large window on a software
/// renderer takes seconds a frame).
const COUNTED: usize = 3;

/// The throws to count.
fn counted() -> usize {
    std::env::var("PARTY_DICE_BENCH_THROWS")
        .ok()
        .and_then(|v| v.parse::<usize>().ok())
        .map_or(COUNTED, |n| n.clamp(1, 20))
}
/// Frames of the bare scene left to warm up before counting.
const BARE_WARM: u32 = 20;
/// Frames for the last screenshot to be written before the table is left idle.
const SETTLE: u32 = 12;
/// Seconds the idle table is watched.
const IDLE_SECONDS: f64 = 5.0;
/// Seconds left before the watch starts, for the last screenshot's picture to be
/// encoded and written (work the idle table itself does not do).
const IDLE_DELAY: f64 = 2.0;

/// Adds the frame bench.
#[derive(Debug, Clone)]
pub(crate) struct FrameBenchPlugin {
    /// Where the screenshots go.
    pub dir: PathBuf,
}

/// What the bench is doing.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Part {
    /// Throwing at a quality: a new game is started on the part's first frame.
    Throws(Graphics),
    /// Not timed: three dice of every finish in the tray, as the table's camera sees
    /// dice in play, a screenshot.
    FinishesInPlay,
    /// Not timed: a die of every finish in a row, the camera moved in, a screenshot.
    Finishes,
    /// The bare scene.
    Bare,
    /// The table left alone, the window back to its idle ways, until the watch of its CPU
    /// time (off the frame) wakes it.
    Idle,
}

/// The bench's progress and its measurements.
#[derive(Resource)]
struct Bench {
    dir: PathBuf,
    part: usize,
    /// Frames spent in the current part.
    frames: u32,
    /// Throws seen starting in the current part.
    throws: usize,
    /// Whether dice were flying last frame.
    flying: bool,
    last: Option<Instant>,
    /// Counted frame times (ms) per part.
    times: [Vec<f64>; 3],
    /// The watch of the idle table, off the frame: seconds of CPU over the seconds
    /// watched, where the OS says.
    watch: OffFrameJobs<Option<f64>>,
    /// When the watch ends, once it has started: until then no frame is asked for.
    watch_ends: Option<Instant>,
    /// Its answer, once collected.
    idle: Option<Option<f64>>,
}

const PARTS: [Part; 6] = [
    Part::Throws(Graphics::Low),
    Part::Throws(Graphics::High),
    Part::FinishesInPlay,
    Part::Finishes,
    Part::Bare,
    Part::Idle,
];

impl Plugin for FrameBenchPlugin {
    fn build(&self, app: &mut App) {
        app.insert_resource(WinitSettings::continuous())
            // The same throws frame for frame at every quality, however long a frame takes.
            .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(
                Duration::from_secs_f64(1.0 / 30.0),
            ))
            .insert_resource(Bench {
                dir: self.dir.clone(),
                part: 0,
                frames: 0,
                throws: 0,
                flying: false,
                last: None,
                times: Default::default(),
                watch: OffFrameJobs::new(Pool::Io),
                watch_ends: None,
                idle: None,
            })
            .add_systems(Update, drive.in_set(AppSystems::RecordInput));
    }
}

/// One frame of the bench.
fn drive(
    mut commands: Commands,
    mut bench: ResMut<Bench>,
    mut store: ResMut<SettingsStore>,
    (screen, phase, playback): (
        Res<State<Screen>>,
        Option<Res<State<TurnPhase>>>,
        Res<DicePlayback>,
    ),
    (mut actions, mut sessions, mut notices, mut dice): (
        MessageWriter<GameAction>,
        MessageWriter<StartSession>,
        ResMut<Notices>,
        MessageWriter<DiceCommand>,
    ),
    scene: Scene,
    proxy: Option<Res<EventLoopProxyWrapper>>,
    info: Option<Res<RenderAdapterInfo>>,
    real: Res<Time<Real>>,
    (mut exit, mut redraw): (MessageWriter<AppExit>, MessageWriter<RequestRedraw>),
) {
    let now = Instant::now();
    let since = bench.last.map(|t| (now - t).as_secs_f64() * 1000.0);
    bench.last = Some(now);
    bench.frames += 1;
    notices.dismiss_all();
    let part = PARTS[bench.part];
    let done = match part {
        Part::Throws(quality) => {
            let at_rest = phase.as_deref().map(|p| *p.get()) == Some(TurnPhase::AwaitRoll);
            let on = Throwing {
                playing: playback.playing,
                at_rest: at_rest && *screen.get() == Screen::Playing,
            };
            throws(
                &mut bench,
                quality,
                on,
                since,
                &mut store,
                &mut actions,
                &mut sessions,
            )
        }
        Part::FinishesInPlay => finishes_in_play(&mut bench, scene, &mut commands, &mut dice),
        Part::Finishes => finishes(&mut bench, scene, &mut commands),
        Part::Bare => bare(&mut bench, since, scene, &mut store, &mut commands),
        Part::Idle => idle(
            &mut bench,
            idle_wait(&real),
            proxy.as_deref(),
            (&mut commands, &mut redraw),
        ),
    };
    if done {
        next_part(&mut bench, part, &mut commands, info.as_deref(), &mut exit);
    }
}

/// Ends `part` (its screenshot taken) and goes on to the next, or reports and ends the
/// run after the last.
fn next_part(
    bench: &mut Bench,
    part: Part,
    commands: &mut Commands,
    info: Option<&RenderAdapterInfo>,
    exit: &mut MessageWriter<AppExit>,
) {
    if part != Part::Idle {
        shoot(commands, &bench.dir, part);
    }
    bench.part += 1;
    bench.frames = 0;
    bench.throws = 0;
    if bench.part == PARTS.len() {
        report(bench, info);
        exit.write(AppExit::Success);
    }
}

/// What the throws part sees of the game this frame.
struct Throwing {
    playing: bool,
    /// The game waits for a roll.
    at_rest: bool,
}

/// Starts a game at `quality`, rolls whenever it waits, counts the frames of every throw
/// after the first; true once the counted throws are done.
fn throws(
    bench: &mut Bench,
    quality: Graphics,
    on: Throwing,
    since: Option<f64>,
    store: &mut SettingsStore,
    actions: &mut MessageWriter<GameAction>,
    sessions: &mut MessageWriter<StartSession>,
) -> bool {
    if bench.frames == 1 {
        store.settings.display.graphics = quality;
        let names = ["Ann", "Ben", "Cy"].map(String::from).to_vec();
        let setup = GameSetup::new(GameKind::SlamDice, names);
        if let Ok(session) = Session::new(&setup, SEED) {
            sessions.write(StartSession(session));
        }
        return false;
    }
    if on.playing && !bench.flying {
        bench.throws += 1;
    }
    bench.flying = on.playing;
    let index = if quality == Graphics::Low { 0 } else { 1 };
    if on.playing
        && bench.throws > 1
        && let Some(ms) = since
    {
        bench.times[index].push(ms);
    }
    if on.at_rest && !on.playing {
        if bench.throws > counted() {
            return true;
        }
        if bench.frames.is_multiple_of(3) {
            actions.write(GameAction::Primary);
        }
    }
    false
}

/// The entities the bare scene hides, and its own cube and light.
#[derive(bevy::ecs::system::SystemParam)]
struct Scene<'w, 's> {
    meshes: Query<'w, 's, &'static mut Visibility, (With<Mesh3d>, Without<BareScene>)>,
    lights: Query<
        'w,
        's,
        &'static mut Visibility,
        (
            Or<(With<DirectionalLight>, With<PointLight>)>,
            Without<Mesh3d>,
            Without<BareScene>,
        ),
    >,
    assets: Option<ResMut<'w, Assets<Mesh>>>,
    materials: Option<ResMut<'w, Assets<StandardMaterial>>>,
    baked: Option<ResMut<'w, Assets<Baked>>>,
    surfaces: Option<Res<'w, Surfaces>>,
    tables:
        Query<'w, 's, (&'static Camera, Option<&'static EnvironmentMapLight>), With<TableCamera>>,
    showcase: Query<'w, 's, Entity, With<BareShowcase>>,
}

/// A die of every finish, each in its seat's colour and mark, in a row across the tray,
/// turned to show three faces; the camera moved in on them for a close look.
/// What a die of the showcase is made with.
struct Showcase<'a> {
    surfaces: Option<&'a Surfaces>,
    /// The unit square its shadow is drawn on, and the shadow's material.
    blot: &'a Handle<Mesh>,
    shade: Handle<Baked>,
}

impl Showcase<'_> {
    /// A die of seat `seat`'s colour and mark in `finish`, placed `at`, resting as the
    /// game's dice do: with its shadow.
    fn die(
        &self,
        commands: &mut Commands,
        (meshes, materials): (&mut Assets<Mesh>, &mut Assets<StandardMaterial>),
        (seat, finish): (usize, Finish),
        at: Transform,
    ) {
        let size = crate::throw::DIE_SIZE;
        let body = body_material(seat_colour(seat), finish, self.surfaces);
        let [r, g, b] = pip_colour_on(crate::seat_look::seat_mark(seat).colour, finish);
        let paint = StandardMaterial {
            base_color: Color::srgb_u8(r, g, b),
            perceptual_roughness: 0.35,
            ..default()
        };
        let die = commands
            .spawn((
                BareShowcase,
                Mesh3d(meshes.add(die_body(size, Some(seat)))),
                MeshMaterial3d(materials.add(body)),
                at,
                children![(
                    Mesh3d(meshes.add(pips(size, Some(seat)))),
                    MeshMaterial3d(materials.add(paint)),
                )],
            ))
            .id();
        let shadow = die_shadow(die, 1.0, self.blot.clone(), self.shade.clone());
        commands.spawn((BareShowcase, shadow));
    }
}

/// Three dice of every finish in the tray, each finish in its own column and seat's
/// colour, turned every way, as the table's camera sees dice in play (about 60 pixels a
/// die at 1280×720): the game's dice cleared away first.
fn finishes_in_play(
    bench: &mut Bench,
    mut scene: Scene,
    commands: &mut Commands,
    dice: &mut MessageWriter<DiceCommand>,
) -> bool {
    if bench.frames > 1 {
        return bench.frames > 30;
    }
    dice.write(DiceCommand::Clear);
    let (Some(meshes), Some(materials)) = (scene.assets.as_mut(), scene.materials.as_mut()) else {
        return true;
    };
    let size = crate::throw::DIE_SIZE;
    let blot = meshes.add(Plane3d::new(Vec3::Y, Vec2::splat(0.5)));
    let surfaces = scene.surfaces.as_deref();
    let showcase = Showcase {
        surfaces,
        blot: &blot,
        shade: add_asset(&mut scene.baked, blot_material(surfaces)),
    };
    for (column, finish) in Finish::ALL.into_iter().enumerate() {
        for row in 0..3 {
            let at = Vec3::new(
                (column as f32 - 1.5) * size * 2.3,
                size * 0.5,
                (row as f32 - 1.0) * size * 2.0,
            );
            // Each die of a column turned another way, showing other faces.
            let turn = Quat::from_rotation_y(0.4 + row as f32 * 0.5 + column as f32 * 0.2)
                * [
                    Quat::IDENTITY,
                    Quat::from_rotation_x(FRAC_PI_2),
                    Quat::from_rotation_z(FRAC_PI_2),
                ][row];
            let at = Transform::from_translation(at).with_rotation(turn);
            showcase.die(commands, (meshes, materials), (column, finish), at);
        }
    }
    false
}

fn finishes(bench: &mut Bench, mut scene: Scene, commands: &mut Commands) -> bool {
    if bench.frames > 1 {
        // The camera's move in takes its time.
        return bench.frames > 45;
    }
    // On the table in front of the tray, where no die of the game ever lies.
    let spot = crate::table::set_aside_slot_position(1).with_x(0.0)
        + Vec3::Z * crate::throw::DIE_SIZE * 4.0;
    let (Some(meshes), Some(materials)) = (scene.assets.as_mut(), scene.materials.as_mut()) else {
        return true;
    };
    // Turned about the upright only, so each rests on a face and shows two more.
    let turn = Quat::from_rotation_y(0.65);
    let blot = meshes.add(Plane3d::new(Vec3::Y, Vec2::splat(0.5)));
    let size = crate::throw::DIE_SIZE;
    let surfaces = scene.surfaces.as_deref();
    let showcase = Showcase {
        surfaces,
        blot: &blot,
        shade: add_asset(&mut scene.baked, blot_material(surfaces)),
    };
    for (seat, finish) in Finish::ALL.into_iter().enumerate() {
        let x = (seat as f32 - 1.5) * size * 1.5;
        let at = Transform::from_translation(spot + Vec3::X * x).with_rotation(turn);
        showcase.die(commands, (meshes, materials), (seat, finish), at);
    }
    // A camera of its own, low and close, in the table camera's place on the window.
    let lens = scene
        .tables
        .iter()
        .last()
        .map(|(camera, room)| (camera.viewport.clone(), room.cloned()));
    let Some((viewport, room)) = lens else {
        return true;
    };
    close_camera(commands, viewport, room, spot);
    false
}

/// A camera low and close on `spot`, lit by the `room`, drawn after the table's camera
/// and the overlay, over the table's part of the window only (`viewport`).
fn close_camera(
    commands: &mut Commands,
    viewport: Option<Viewport>,
    room: Option<EnvironmentMapLight>,
    spot: Vec3,
) {
    let size = crate::throw::DIE_SIZE;
    let mut close = commands.spawn((
        BareShowcase,
        Camera3d::default(),
        Camera {
            viewport,
            order: 2,
            ..default()
        },
        Projection::Perspective(PerspectiveProjection {
            fov: 30_f32.to_radians(),
            near: 0.005,
            ..default()
        }),
        // The table's own edge pass, over this camera's viewport.
        SmoothEdges,
        Transform::from_translation(spot + Vec3::new(0.0, size * 2.7, size * 7.0))
            .looking_at(spot, Vec3::Y),
    ));
    if let Some(room) = room {
        close.insert(room);
    }
}

/// Marks the showcase's dice and camera.
#[derive(Component)]
struct BareShowcase;

/// Marks the bare scene's cube and light.
#[derive(Component)]
struct BareScene;

/// Hides the table and shows one cube under one light on the first frame, drawn as Low
/// draws (no pass over the whole picture after it), then counts as many frames as the
/// Low throws did.
fn bare(
    bench: &mut Bench,
    since: Option<f64>,
    mut scene: Scene,
    store: &mut SettingsStore,
    commands: &mut Commands,
) -> bool {
    if bench.frames == 1 {
        store.settings.display.graphics = Graphics::Low;
        for entity in &scene.showcase {
            commands.entity(entity).despawn();
        }
        for mut v in scene.meshes.iter_mut().chain(scene.lights.iter_mut()) {
            *v = Visibility::Hidden;
        }
        let (Some(meshes), Some(materials)) = (scene.assets.as_mut(), scene.materials.as_mut())
        else {
            return true;
        };
        let size = crate::throw::DIE_SIZE;
        commands.spawn((
            BareScene,
            Mesh3d(meshes.add(Cuboid::new(size, size, size))),
            MeshMaterial3d(materials.add(StandardMaterial::default())),
            Transform::from_xyz(0.0, size * 0.5, 0.0),
            NotShadowCaster,
        ));
        commands.spawn((
            BareScene,
            DirectionalLight::default(),
            Transform::from_xyz(-0.3, 1.0, -0.4).looking_at(Vec3::ZERO, Vec3::Y),
        ));
        return false;
    }
    if bench.frames > BARE_WARM
        && let Some(ms) = since
    {
        bench.times[2].push(ms);
    }
    bench.times[2].len() >= bench.times[0].len().max(30)
}

/// Seconds to wait before watching the idle table: the last screenshot's writing, and
/// the window's first seconds, which it draws on its own (pipelines compiling), for a
/// short run.
fn idle_wait(real: &Time<Real>) -> f64 {
    let starting = (crate::frame::STARTING_SECONDS - real.elapsed_secs()).max(0.0);
    f64::from(starting) + IDLE_DELAY
}

/// Lets the window go idle as a player's does, and watches the process's CPU time off
/// the frame for a few seconds (after `wait` seconds: the last screenshot written, the
/// window's start-up frames over), which then wakes the window; true once the answer is
/// collected.
fn idle(
    bench: &mut Bench,
    wait: f64,
    proxy: Option<&EventLoopProxyWrapper>,
    (commands, redraw): (&mut Commands, &mut MessageWriter<RequestRedraw>),
) -> bool {
    // The last screenshot is being written for the first frames: not idle yet.
    if bench.frames < SETTLE {
        return false;
    }
    let Some(ends) = bench.watch_ends else {
        bench.watch_ends = Some(Instant::now() + Duration::from_secs_f64(wait + IDLE_SECONDS));
        commands.insert_resource(crate::frame::idle_ways());
        let wake = proxy.map(|p| (**p).clone());
        bench.watch.start_then_wake(
            move || {
                std::thread::sleep(Duration::from_secs_f64(wait));
                let before = cpu_seconds();
                std::thread::sleep(Duration::from_secs_f64(IDLE_SECONDS));
                let after = cpu_seconds();
                before.zip(after).map(|(b, a)| (a - b) / IDLE_SECONDS)
            },
            wake,
        );
        return false;
    };
    // The window is idle: only the watch's wake brings a frame here, and from it on the
    // frames come until its answer (stored a moment after the wake) is collected. A frame
    // asked for before the watch ends would be a busy window, the very thing watched.
    if let Some(share) = bench.watch.poll().into_iter().next() {
        bench.idle = Some(share);
        return true;
    }
    if Instant::now() >= ends {
        bench.watch.keep_frames_coming(redraw);
    }
    false
}

/// The process's CPU time so far (user and system), where the OS says (Linux).
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command's name, which is in parentheses and may hold spaces.
    let rest = stat.rsplit_once(')')?.1;
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    // Linux reports in clock ticks of 1/100 s on every architecture it runs on.
    Some(ticks / 100.0)
}

/// A screenshot of the part just measured.
fn shoot(commands: &mut Commands, dir: &std::path::Path, part: Part) {
    let name = match part {
        Part::Throws(Graphics::High) => "bench-high.png",
        Part::Throws(_) => "bench-low.png",
        Part::Finishes => "bench-finishes.png",
        Part::FinishesInPlay => "bench-finishes-in-play.png",
        _ => "bench-bare.png",
    };
    commands
        .spawn(Screenshot::primary_window())
        .observe(save_to_disk(dir.join(name)));
}

/// The mean and the median of some frame times.
fn summary(times: &[f64]) -> (f64, f64) {
    if times.is_empty() {
        return (f64::NAN, f64::NAN);
    }
    let mut sorted = times.to_vec();
    sorted.sort_by(f64::total_cmp);
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    (mean, sorted[sorted.len() / 2])
}

/// Prints the figures.
fn report(bench: &Bench, info: Option<&RenderAdapterInfo>) {
    let adapter = info.map_or_else(|| "unknown adapter".to_string(), |i| i.name.clone());
    let throws = counted();
    println!("frame bench on {adapter}: {throws} throws per quality, seed {SEED}");
    let [low, high, bare] = &bench.times;
    let (low_mean, low_median) = summary(low);
    let (high_mean, high_median) = summary(high);
    let (bare_mean, bare_median) = summary(bare);
    for (name, n, mean, median) in [
        (
            "bare scene (one cube, one light)",
            bare.len(),
            bare_mean,
            bare_median,
        ),
        ("Low", low.len(), low_mean, low_median),
        ("High", high.len(), high_mean, high_median),
    ] {
        println!(
            "  {name:<34} {n:>4} frames  mean {mean:7.1} ms/frame  median {median:7.1}  \
             {:.2}× bare",
            mean / bare_mean
        );
    }
    println!("  High / Low: {:.2}× (mean)", high_mean / low_mean);
    match bench.idle {
        Some(Some(share)) => println!(
            "  idle table: {:.1} % of a core over {IDLE_SECONDS} s",
            share * 100.0
        ),
        _ => println!("  idle table: not measured (no /proc/self/stat)"),
    }
}
