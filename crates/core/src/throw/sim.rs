//! The rapier3d simulation of one throw, the retry policy around it, and the
//! no-physics rest layout.
//!
//! Every number that tunes the throw is a named constant at the top of this file (the
//! die and tray sizes are [`DIE_SIZE`] and [`TRAY`]). Changing any of them changes every
//! recording: seeded throws are only reproducible on the same constants.

use std::ops::Range;

use super::launch::Aim;
use super::recording::{Contact, DieTrack, Hit, Pose, Recording, Retries, rotate, up_face};
use super::{CubeRotation, DIE_SIZE, TRAY, face_normal};
use crate::rules::{Face, ThrowLaunch};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rapier3d::math::{Pose as RPose, Rotation, Vector};
use rapier3d::prelude::{
    CCDSolver, ColliderBuilder, ColliderHandle, ColliderSet, DefaultBroadPhase, ImpulseJointSet,
    IntegrationParameters, IslandManager, MultibodyJointSet, NarrowPhase, PhysicsPipeline,
    RigidBodyBuilder, RigidBodyHandle, RigidBodySet, SoftBodySet,
};

// Recording and time.

/// Most dice one throw simulates.
pub const MAX_DICE: usize = 6;
/// Frames per second of the recording.
pub const FPS: u32 = 60;
/// Physics steps per recorded frame.
const SUBSTEPS: usize = 1;
/// Physics steps per second.
pub(crate) const PHYSICS_HZ: u32 = FPS * SUBSTEPS as u32;
/// A throw that has not come to rest after this many simulated seconds is redone.
pub const MAX_SECONDS: f32 = 3.0;
const MAX_FRAMES: usize = (MAX_SECONDS as usize) * FPS as usize;
/// Rapier's solver iterations per step.
const SOLVER_ITERATIONS: usize = 2;
/// Gravity, in m/s², pulling toward −Y.
const GRAVITY: f32 = 9.81;

// Retry policy.

/// Normal throws tried (seeds `seed`, `seed + 1`, …) before the gentler one.
pub const MAX_TRIES: u32 = 8;
/// The gentler last throw's velocities, as a fraction of a normal throw's.
pub(crate) const LOW_ENERGY: f32 = 0.5;
/// Every die of a full-energy throw travels at least this many tray widths…
pub const MIN_TRAVEL: f32 = 0.5;
/// …and turns through at least this many full turns, or the throw is redone as dull.
pub const MIN_TURNS: f32 = 1.0;

// When a die is at rest, and whether it lies flat in the tray.

/// A die is still when it moves slower than this (m/s)…
const REST_LINEAR: f32 = 0.01;
/// …and turns slower than this (rad/s)…
const REST_ANGULAR: f32 = 0.3;
/// …and the throw is over when all dice have been still for this many frames.
const REST_FRAMES: usize = 10;
/// Rapier puts a die to sleep (stops simulating it) after this long still, in seconds.
const SLEEP_AFTER: f32 = 0.1;
/// The up face must be within 5° of vertical: cos 5°. A die tilted more is cocked.
const FLAT_COS: f32 = 0.996_194_7;
/// A die whose centre rests higher than this above the floor (m) lies on another die:
/// cocked. A die flat on the floor has its centre at half its size.
const MAX_REST_HEIGHT: f32 = 0.6 * DIE_SIZE;
/// A die counts as inside the tray when its centre is at least this far (m) inside
/// the walls on X and Z.
const INSIDE_MARGIN: f32 = 0.45 * DIE_SIZE;

// The throw: where the dice start and how fast they go.

/// Start slots, `(row, column)`: a 2 × 3 grid above the −X end of the tray, taken in a
/// seeded random order.
const START_SLOTS: [(f32, f32); MAX_DICE] = [
    (0.0, -1.0),
    (0.0, 0.0),
    (0.0, 1.0),
    (1.0, -1.0),
    (1.0, 0.0),
    (1.0, 1.0),
];
/// Distance between neighbouring start slots, in die widths: with [`SLOT_JITTER`] more
/// than the 1.73 diagonal of a die, so no two dice overlap whatever their rotation.
const SLOT_PITCH: f32 = 2.0;
/// Distance of the first row of slots from the −X wall, in die widths.
const SLOT_INSET: f32 = 1.2;
/// A die starts up to this far from its slot, on X and on Z, in die widths.
const SLOT_JITTER: f32 = 0.1;
/// Height of release above the floor, in die widths: above the visible walls.
const RELEASE_HEIGHT: Range<f32> = 6.0..9.0;
/// Throw speed toward +X (the far wall), in m/s, before scaling by the energy.
const SPEED_FORWARD: Range<f32> = 1.0..1.8;
/// Throw speed upward, in m/s, before scaling by the energy.
const SPEED_UP: Range<f32> = 0.0..0.8;
/// Throw speed sideways (along Z), in m/s, before scaling by the energy.
const SPEED_SIDEWAYS: Range<f32> = -0.35..0.35;
/// Spin about a random axis, in rad/s, before scaling by the energy.
const SPIN: Range<f32> = 45.0..65.0;
/// A launched throw (see [`super::launch`]) starts its dice as far back against its
/// direction as the tray allows, each this far (die widths) inside the walls: a die's
/// half diagonal, its [`SLOT_JITTER`] and a little air.
const AIM_MARGIN: f32 = 1.05;
/// A launched die flies off its launch's direction by up to this much sideways, per unit
/// forward, so the dice do not fly in formation…
const AIM_SPREAD: Range<f32> = -0.12..0.12;
/// …at this share of the launch's speed and spin…
const AIM_JITTER: Range<f32> = 0.9..1.1;
/// …upward at this speed, in m/s, before scaling by the energy…
const AIM_UP: Range<f32> = 0.0..0.4;
/// …and spins about the axis it would roll about, tilted by a random unit vector of this
/// weight (so it tumbles rather than rolls like a wheel).
const AIM_WOBBLE: f32 = 0.8;
/// Rapier's linear damping of a flying die (air drag).
const LINEAR_DAMPING: f32 = 0.02;
/// Rapier's angular damping of a spinning die.
const ANGULAR_DAMPING: f32 = 0.1;

// Materials.

/// Die material: hard plastic, 1.2 g/cm³ (a 18 mm die weighs about 7 g).
const DIE_DENSITY: f32 = 1200.0;
/// Friction of a die's surface.
const DIE_FRICTION: f32 = 0.25;
/// Bounciness of a die.
const DIE_RESTITUTION: f32 = 0.7;
/// Radius of the rounded edges.
const DIE_ROUNDING: f32 = 0.1 * DIE_SIZE;
/// Friction of the tray's floor.
const FLOOR_FRICTION: f32 = 0.35;
/// Bounciness of the tray's floor.
const FLOOR_RESTITUTION: f32 = 0.6;
/// Friction of the tray's walls and lid.
const WALL_FRICTION: f32 = 0.1;
/// Bounciness of the tray's walls and lid.
const WALL_RESTITUTION: f32 = 0.7;

// The tray's colliders.

/// Height of the invisible walls and lid that keep every die in the tray.
const LID_HEIGHT: f32 = 0.25;
/// Thickness of the tray's colliders, thick enough that nothing tunnels through.
const SLAB: f32 = 0.05;
/// `user_data` of the tray's floor collider.
const FLOOR_TAG: u128 = 0;
/// `user_data` of the tray's walls and lid.
const WALL_TAG: u128 = 1;
/// `user_data` of die `i` is `DIE_TAG + i`.
const DIE_TAG: u128 = 2;

// Contacts (for sound).

/// The impulse (N·s) above which a contact counts as an impact worth recording…
const IMPACT_IMPULSE: f32 = 0.001;
/// …once the impulse on the same thing has dropped to this fraction of it since the
/// last impact (so a die resting on the floor is not an impact every step).
const IMPACT_REARM: f32 = 0.5;

// The rest layout (reduced motion, last resort).

/// Dice per row of the rest layout.
const REST_COLUMNS: usize = 3;
/// Distance between die centres in the rest layout, in metres: 2.2 die widths, so no
/// overlap whatever the yaw (the diagonal is about 1.42).
const REST_PITCH: f32 = 2.2 * DIE_SIZE;
/// A die of the rest layout lies up to this far from its place, on X and Z, in die widths.
const REST_JITTER: f32 = 0.2;

// Random sampling.

/// Rejection sampling drops points whose squared length is at most this, where rounding
/// would skew the direction.
const REJECT_BELOW: f32 = 0.01;

/// Why a throw could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ThrowError {
    /// More dice than the tray holds.
    #[error("a throw has at most {MAX_DICE} dice, not {0}")]
    TooManyDice(usize),
}

/// Simulates a throw of `values.len()` dice from `seed`, retrying as the module docs
/// describe, and returns a recording whose corrected dice show `values`.
///
/// Fails only for more than [`MAX_DICE`] values; an empty slice gives an empty
/// recording (no dice, no frames).
pub fn try_throw(values: &[Face], seed: u64) -> Result<Recording, ThrowError> {
    try_throw_launched(values, seed, None)
}

/// [`try_throw`] with a launch: when given, it replaces the seeded direction, speed
/// and spin (clamped to what the tray holds, see [`super::launch`]); the seed still
/// turns and spreads the dice, and the retries are the same (each retry keeps the
/// launch, the gentle last one halves it). Without one, exactly [`try_throw`].
pub fn try_throw_launched(
    values: &[Face],
    seed: u64,
    launch: Option<ThrowLaunch>,
) -> Result<Recording, ThrowError> {
    if values.len() > MAX_DICE {
        return Err(ThrowError::TooManyDice(values.len()));
    }
    if values.is_empty() {
        return Ok(Recording::empty(FPS, seed));
    }
    let mut retries = Retries::default();
    for attempt in 0..=MAX_TRIES {
        let energy = if attempt < MAX_TRIES { 1.0 } else { LOW_ENERGY };
        let s = seed.wrapping_add(u64::from(attempt));
        match simulate(values, s, energy, launch.map(Aim::of)) {
            Ok((dice, contacts)) => {
                return Ok(Recording {
                    fps: FPS,
                    dice,
                    contacts,
                    attempts: attempt + 1,
                    seed_used: s,
                    retries,
                });
            }
            Err(Failure::Cocked) => retries.cocked += 1,
            Err(Failure::Outside) => retries.outside += 1,
            Err(Failure::Unsettled) => retries.unsettled += 1,
            Err(Failure::Dull) => retries.dull += 1,
        }
    }
    retries.fell_back = true;
    let mut rec = rest_layout(values, seed);
    rec.attempts = MAX_TRIES + 1;
    rec.retries = retries;
    Ok(rec)
}

/// Like [`try_throw`], for callers that never pass more than [`MAX_DICE`] values: extra
/// values are ignored (the recording then has [`MAX_DICE`] dice). Always returns a
/// recording whose corrected dice show the (first six) values.
pub fn throw(values: &[Face], seed: u64) -> Recording {
    throw_launched(values, seed, None)
}

/// [`throw`] with a launch, as [`try_throw_launched`] takes it.
pub fn throw_launched(values: &[Face], seed: u64, launch: Option<ThrowLaunch>) -> Recording {
    let values = &values[..values.len().min(MAX_DICE)];
    try_throw_launched(values, seed, launch).unwrap_or_else(|_| Recording::empty(FPS, seed))
}

/// A one-frame recording of the dice lying flat in the middle of the tray, apart from
/// each other, each showing its value with the identity correction (`landed == wanted`),
/// turned about the vertical by a seeded random angle. For reduced motion, and the
/// last resort of [`throw`]. More than [`MAX_DICE`] values are ignored.
pub fn rest_layout(values: &[Face], seed: u64) -> Recording {
    let values = &values[..values.len().min(MAX_DICE)];
    let mut rng = Rng::new(seed);
    let cols = values.len().min(REST_COLUMNS);
    let rows = values.len().div_ceil(REST_COLUMNS);
    let dice = values
        .iter()
        .enumerate()
        .map(|(i, &wanted)| {
            let (col, row) = ((i % REST_COLUMNS) as f32, (i / REST_COLUMNS) as f32);
            let jitter = |rng: &mut Rng| rng.range(-REST_JITTER, REST_JITTER) * DIE_SIZE;
            let x = (col - (cols as f32 - 1.0) / 2.0) * REST_PITCH + jitter(&mut rng);
            let z = (row - (rows as f32 - 1.0) / 2.0) * REST_PITCH + jitter(&mut rng);
            let yaw = rng.unit_complex();
            let upright = Rotation::from_array(CubeRotation::showing(wanted).quaternion());
            let yaw = Rotation::from_xyzw(0.0, yaw.1, 0.0, yaw.0);
            let rotation = (yaw * upright).normalize().to_array();
            DieTrack {
                poses: vec![Pose {
                    position: [x, DIE_SIZE / 2.0, z],
                    rotation,
                }],
                rest_frame: 0,
                landed: wanted,
                wanted,
                correction: CubeRotation::identity(),
            }
        })
        .collect();
    Recording {
        dice,
        ..Recording::empty(FPS, seed)
    }
}

/// Why a simulated throw was not kept.
enum Failure {
    Cocked,
    Outside,
    Unsettled,
    Dull,
}

/// The seeded source of the throw's random numbers, with its own float mappings so
/// throws do not change with `rand`'s sampling algorithms.
struct Rng(ChaCha8Rng);

impl Rng {
    fn new(seed: u64) -> Self {
        Rng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// Uniform in `[0, 1)`, from the top 24 bits of the next output.
    fn unit(&mut self) -> f32 {
        (self.0.next_u32() >> 8) as f32 * (1.0 / 16_777_216.0)
    }

    /// Uniform in `[lo, hi)`.
    fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.unit()
    }

    /// Uniform in the range.
    fn within(&mut self, range: Range<f32>) -> f32 {
        self.range(range.start, range.end)
    }

    /// A uniformly random point of the unit circle, `(cos, sin)` of a half angle, by
    /// rejection (no trigonometry, so no libm differences).
    fn unit_complex(&mut self) -> (f32, f32) {
        loop {
            let (a, b) = (self.range(-1.0, 1.0), self.range(-1.0, 1.0));
            let n2 = a * a + b * b;
            if n2 > REJECT_BELOW && n2 <= 1.0 {
                let n = n2.sqrt();
                return (a / n, b / n);
            }
        }
    }

    /// A uniformly random unit vector, by rejection.
    fn direction(&mut self) -> Vector {
        loop {
            let v = Vector::new(
                self.range(-1.0, 1.0),
                self.range(-1.0, 1.0),
                self.range(-1.0, 1.0),
            );
            let n2 = v.length_squared();
            if n2 > REJECT_BELOW && n2 <= 1.0 {
                return v / n2.sqrt();
            }
        }
    }

    /// A uniformly random rotation: a uniform point of the unit 3-sphere, by rejection.
    fn rotation(&mut self) -> Rotation {
        loop {
            let q = [(); 4].map(|_| self.range(-1.0, 1.0));
            let n2: f32 = q.iter().map(|c| c * c).sum();
            if n2 > REJECT_BELOW && n2 <= 1.0 {
                let n = n2.sqrt();
                return Rotation::from_xyzw(q[0] / n, q[1] / n, q[2] / n, q[3] / n);
            }
        }
    }
}

/// Simulates one throw, seeded or launched; the tracks and contacts if every die ends
/// flat in the tray.
fn simulate(
    values: &[Face],
    seed: u64,
    energy: f32,
    aim: Option<Aim>,
) -> Result<(Vec<DieTrack>, Vec<Contact>), Failure> {
    let mut rng = Rng::new(seed);
    let mut world = World::with_tray();
    let slots = start_slots(&mut rng);
    let used = &slots[..values.len().min(MAX_DICE)];
    let centre = aim.map(|a| aimed_centre(a.direction, used));
    let dice: Vec<_> = slots
        .into_iter()
        .take(values.len())
        .enumerate()
        .map(|(i, slot)| {
            let start = match (aim, centre) {
                (Some(aim), Some(centre)) => aimed_start(slot, centre, aim, &mut rng, energy),
                _ => seeded_start(slot, &mut rng, energy),
            };
            world.add_die(i, start)
        })
        .collect();
    let run = world.run_until_still(&dice)?;
    let tracks = landed_tracks(run.poses, &run.still_since, values)?;
    // A full-energy throw must look thrown; the gentle last try may be dull.
    if energy >= 1.0 && tracks.iter().any(|t| !looks_thrown(&t.poses)) {
        return Err(Failure::Dull);
    }
    Ok((tracks, run.contacts))
}

/// The [`START_SLOTS`] in a seeded random order (a Fisher–Yates shuffle).
fn start_slots(rng: &mut Rng) -> [(f32, f32); MAX_DICE] {
    let mut slots = START_SLOTS;
    for i in (1..slots.len()).rev() {
        let j = (rng.0.next_u32() as usize) % (i + 1);
        slots.swap(i, j);
    }
    slots
}

/// A die of the world: its body, and the collider that gives it its shape.
type Die = (RigidBodyHandle, ColliderHandle);

/// How a die leaves the hand.
struct Start {
    position: Vector,
    rotation: Rotation,
    linvel: Vector,
    angvel: Vector,
}

/// A seeded throw's die at its start slot `(row, column)` above the −X end of the tray,
/// turned at random and thrown toward +X with seeded random velocity and spin, scaled
/// by `energy`. (The order of the random draws is part of every seeded recording.)
fn seeded_start((sx, sz): (f32, f32), rng: &mut Rng, energy: f32) -> Start {
    let x = -TRAY.half_width
        + DIE_SIZE * (SLOT_INSET + SLOT_PITCH * sx + rng.range(-SLOT_JITTER, SLOT_JITTER));
    let z = DIE_SIZE * (SLOT_PITCH * sz + rng.range(-SLOT_JITTER, SLOT_JITTER));
    let y = DIE_SIZE * rng.within(RELEASE_HEIGHT);
    let rotation = rng.rotation();
    let linvel = Vector::new(
        rng.within(SPEED_FORWARD) * energy,
        rng.within(SPEED_UP) * energy,
        rng.within(SPEED_SIDEWAYS) * energy,
    );
    let angvel = rng.direction() * (rng.within(SPIN) * energy);
    Start {
        position: Vector::new(x, y, z),
        rotation,
        linvel,
        angvel,
    }
}

/// The offset (m, `[x, z]`) of start slot `(row, column)` from the middle of the slots,
/// for a throw toward `direction`: rows one behind the other along it, columns across.
fn aimed_offset((row, col): (f32, f32), [dx, dz]: [f32; 2]) -> [f32; 2] {
    let along = (row - 0.5) * SLOT_PITCH * DIE_SIZE;
    let across = col * SLOT_PITCH * DIE_SIZE;
    // Across is the direction turned a quarter turn: (−dz, dx).
    [along * dx - across * dz, along * dz + across * dx]
}

/// Where the middle of the start slots goes for a throw toward `direction`: as far
/// back against it as keeps every `used` slot [`AIM_MARGIN`] inside the walls, so the
/// dice cross as much of the tray as they can.
fn aimed_centre(direction: [f32; 2], used: &[(f32, f32)]) -> [f32; 2] {
    let inner = [
        TRAY.half_width - AIM_MARGIN * DIE_SIZE,
        TRAY.half_depth - AIM_MARGIN * DIE_SIZE,
    ];
    // The slots move by −back · direction; each axis bounds `back` for each slot.
    let mut back = f32::INFINITY;
    for &slot in used {
        let offset = aimed_offset(slot, direction);
        for k in 0..2 {
            let d = direction[k];
            if d.abs() > 1e-6 {
                back = back.min((inner[k] + offset[k] * d.signum()) / d.abs());
            }
        }
    }
    let back = back.max(0.0);
    [-back * direction[0], -back * direction[1]]
}

/// A launched throw's die at its start slot, the slots set back from `centre` along the
/// launch; thrown along the launch (a little spread) at its speed and spin, scaled by
/// `energy`, spinning roughly about the axis it would roll about.
fn aimed_start(slot: (f32, f32), centre: [f32; 2], aim: Aim, rng: &mut Rng, energy: f32) -> Start {
    let [ox, oz] = aimed_offset(slot, aim.direction);
    let jitter = |rng: &mut Rng| rng.range(-SLOT_JITTER, SLOT_JITTER) * DIE_SIZE;
    let x = centre[0] + ox + jitter(rng);
    let z = centre[1] + oz + jitter(rng);
    let y = DIE_SIZE * rng.within(RELEASE_HEIGHT);
    let rotation = rng.rotation();
    let [dx, dz] = aim.direction;
    let side = rng.within(AIM_SPREAD);
    let heading = Vector::new(dx - side * dz, 0.0, dz + side * dx).normalize();
    let speed = aim.speed * rng.within(AIM_JITTER) * energy;
    let linvel = heading * speed + Vector::new(0.0, rng.within(AIM_UP) * energy, 0.0);
    // Rolling along `heading` turns a die about up × heading.
    let roll = Vector::new(heading.z, 0.0, -heading.x);
    let axis = (roll + rng.direction() * AIM_WOBBLE).normalize_or(roll);
    let angvel = axis * (aim.spin * rng.within(AIM_JITTER) * energy);
    Start {
        position: Vector::new(x, y, z),
        rotation,
        linvel,
        angvel,
    }
}

/// What a throw recorded until every die came to rest.
struct Run {
    /// Per die, its pose at every frame.
    poses: Vec<Vec<Pose>>,
    /// Per die, the frame from which it stayed still.
    still_since: Vec<Option<usize>>,
    /// The impacts, in order.
    contacts: Vec<Contact>,
}

/// The rapier world of one throw: the tray, the dice, and the pipeline that steps them.
struct World {
    bodies: RigidBodySet,
    colliders: ColliderSet,
    params: IntegrationParameters,
    pipeline: PhysicsPipeline,
    islands: IslandManager,
    broad_phase: DefaultBroadPhase,
    narrow_phase: NarrowPhase,
    impulse_joints: ImpulseJointSet,
    multibody_joints: MultibodyJointSet,
    soft_bodies: SoftBodySet,
    ccd: CCDSolver,
}

impl World {
    /// An empty tray, ready for dice.
    fn with_tray() -> Self {
        let mut colliders = ColliderSet::new();
        add_tray(&mut colliders);
        World {
            bodies: RigidBodySet::new(),
            colliders,
            params: IntegrationParameters {
                dt: 1.0 / PHYSICS_HZ as f32,
                length_unit: DIE_SIZE,
                num_solver_iterations: SOLVER_ITERATIONS,
                ..IntegrationParameters::default()
            },
            pipeline: PhysicsPipeline::new(),
            islands: IslandManager::new(),
            broad_phase: DefaultBroadPhase::default(),
            narrow_phase: NarrowPhase::new(),
            impulse_joints: ImpulseJointSet::new(),
            multibody_joints: MultibodyJointSet::new(),
            soft_bodies: SoftBodySet::new(),
            ccd: CCDSolver::new(),
        }
    }

    /// Adds die `index`, leaving the hand as `start` says.
    fn add_die(&mut self, index: usize, start: Start) -> Die {
        let mut body = RigidBodyBuilder::dynamic()
            .pose(RPose::from_parts(start.position, start.rotation))
            .linvel(start.linvel)
            .angvel(start.angvel)
            .linear_damping(LINEAR_DAMPING)
            .angular_damping(ANGULAR_DAMPING)
            .build();
        let act = body.activation_mut();
        act.normalized_linear_threshold = REST_LINEAR / DIE_SIZE;
        act.angular_threshold = REST_ANGULAR;
        act.time_until_sleep = SLEEP_AFTER;
        let h = self.bodies.insert(body);
        let half = DIE_SIZE / 2.0 - DIE_ROUNDING;
        let collider = ColliderBuilder::round_cuboid(half, half, half, DIE_ROUNDING)
            .density(DIE_DENSITY)
            .friction(DIE_FRICTION)
            .restitution(DIE_RESTITUTION)
            .user_data(DIE_TAG + index as u128)
            .build();
        let c = self
            .colliders
            .insert_with_parent(collider, h, &mut self.bodies);
        (h, c)
    }

    /// One physics step.
    fn step(&mut self) {
        self.pipeline.step(
            Vector::new(0.0, -GRAVITY, 0.0),
            &self.params,
            &mut self.islands,
            &mut self.broad_phase,
            &mut self.narrow_phase,
            &mut self.bodies,
            &mut self.colliders,
            &mut self.impulse_joints,
            &mut self.multibody_joints,
            &mut self.soft_bodies,
            &mut self.ccd,
            &(),
            &(),
        );
    }

    /// Where a body is now.
    fn pose(&self, h: RigidBodyHandle) -> Pose {
        let p = self.bodies[h].position();
        Pose {
            position: p.translation.to_array(),
            rotation: p.rotation.to_array(),
        }
    }

    /// Whether a body is asleep or slower than [`REST_LINEAR`] and [`REST_ANGULAR`].
    fn is_still(&self, h: RigidBodyHandle) -> bool {
        let b = &self.bodies[h];
        b.is_sleeping() || (b.linvel().length() < REST_LINEAR && b.angvel().length() < REST_ANGULAR)
    }

    /// Steps and records a frame at a time until every die has been still for
    /// [`REST_FRAMES`] frames; [`Failure::Unsettled`] after [`MAX_FRAMES`].
    fn run_until_still(&mut self, dice: &[Die]) -> Result<Run, Failure> {
        let mut poses: Vec<Vec<Pose>> = dice
            .iter()
            .map(|&(h, _)| {
                let mut v = Vec::with_capacity(MAX_FRAMES / 2);
                v.push(self.pose(h));
                v
            })
            .collect();
        let mut still_since: Vec<Option<usize>> = vec![None; dice.len()];
        let mut contacts = Vec::new();
        // Impulse per die on the floor, the walls and each other die, last step.
        let mut last_impulse = [[0.0f32; 2 + MAX_DICE]; MAX_DICE];
        for frame in 1..=MAX_FRAMES {
            for _ in 0..SUBSTEPS {
                self.step();
                record_impacts(
                    frame,
                    dice,
                    &self.narrow_phase,
                    &self.colliders,
                    &mut last_impulse,
                    &mut contacts,
                );
            }
            for (i, &(h, _)) in dice.iter().enumerate() {
                poses[i].push(self.pose(h));
                if !self.is_still(h) {
                    still_since[i] = None;
                } else if still_since[i].is_none() {
                    still_since[i] = Some(frame);
                }
            }
            if still_since
                .iter()
                .all(|s| s.is_some_and(|s| frame + 1 - s >= REST_FRAMES))
            {
                return Ok(Run {
                    poses,
                    still_since,
                    contacts,
                });
            }
        }
        Err(Failure::Unsettled)
    }
}

/// The tracks of a throw that came to rest, each die corrected to show its value; or
/// [`Failure::Outside`] if any die ended outside the tray, else [`Failure::Cocked`] if
/// any ended tilted or on top of another.
fn landed_tracks(
    poses: Vec<Vec<Pose>>,
    still_since: &[Option<usize>],
    values: &[Face],
) -> Result<Vec<DieTrack>, Failure> {
    let mut tracks = Vec::with_capacity(values.len());
    let mut cocked = false;
    for ((poses, &wanted), still_since) in poses.into_iter().zip(values).zip(still_since) {
        let last = poses[poses.len() - 1];
        if !inside_tray(last.position) {
            return Err(Failure::Outside);
        }
        let landed = up_face(last.rotation, face_normal);
        cocked |= is_cocked(last, landed);
        tracks.push(DieTrack {
            poses,
            rest_frame: still_since.unwrap_or(0),
            landed,
            wanted,
            correction: CubeRotation::correction(landed, wanted),
        });
    }
    if cocked {
        return Err(Failure::Cocked);
    }
    Ok(tracks)
}

/// Whether a die's centre is within the tray, [`INSIDE_MARGIN`] from the walls, above
/// the floor.
fn inside_tray([x, y, z]: [f32; 3]) -> bool {
    x.abs() <= TRAY.half_width - INSIDE_MARGIN
        && z.abs() <= TRAY.half_depth - INSIDE_MARGIN
        && y > 0.0
}

/// Whether a die at rest with `landed` up is tilted more than [`FLAT_COS`] allows or
/// lies on something ([`MAX_REST_HEIGHT`]).
fn is_cocked(pose: Pose, landed: Face) -> bool {
    let up = rotate(pose.rotation, face_normal(landed))[1];
    up < FLAT_COS || pose.position[1] > MAX_REST_HEIGHT
}

/// Whether a die's track travels at least [`MIN_TRAVEL`] tray widths (horizontal path
/// length) and turns through at least [`MIN_TURNS`] full turns.
fn looks_thrown(poses: &[Pose]) -> bool {
    let (travel, turns) = travel_and_turns(poses);
    travel >= MIN_TRAVEL * 2.0 * TRAY.half_width && turns >= MIN_TURNS
}

/// The horizontal path length (m) and the total rotation (full turns) along a track,
/// frame to frame. Public for tests and tuning.
pub fn travel_and_turns(poses: &[Pose]) -> (f32, f32) {
    let mut travel = 0.0f32;
    let mut angle = 0.0f32;
    for w in poses.windows(2) {
        let (a, b) = (w[0], w[1]);
        let dx = b.position[0] - a.position[0];
        let dz = b.position[2] - a.position[2];
        travel += (dx * dx + dz * dz).sqrt();
        let dot: f32 = (0..4).map(|k| a.rotation[k] * b.rotation[k]).sum();
        angle += 2.0 * dot.abs().min(1.0).acos();
    }
    (travel, angle / std::f32::consts::TAU)
}

/// Records a contact for each die whose impulse on the floor, the walls or a
/// higher-numbered die rose above [`IMPACT_IMPULSE`] this step.
fn record_impacts(
    frame: usize,
    dice: &[Die],
    narrow_phase: &NarrowPhase,
    colliders: &ColliderSet,
    last: &mut [[f32; 2 + MAX_DICE]; MAX_DICE],
    contacts: &mut Vec<Contact>,
) {
    for (i, &(_, c)) in dice.iter().enumerate() {
        let mut now = [0.0f32; 2 + MAX_DICE];
        for pair in narrow_phase.contact_pairs_with(c) {
            let other = if pair.collider1 == c {
                pair.collider2
            } else {
                pair.collider1
            };
            let tag = colliders.get(other).map_or(WALL_TAG, |o| o.user_data);
            let slot = usize::try_from(tag).unwrap_or(1).min(1 + MAX_DICE);
            now[slot] += pair.total_impulse_magnitude();
        }
        for (slot, (&imp, prev)) in now.iter().zip(last[i].iter_mut()).enumerate() {
            let hit = match slot {
                0 => Hit::Floor,
                1 => Hit::Wall,
                s => Hit::Die(s - 2),
            };
            let counts = match hit {
                Hit::Die(j) => j > i,
                _ => true,
            };
            if counts && imp > IMPACT_IMPULSE && *prev <= IMPACT_IMPULSE * IMPACT_REARM {
                contacts.push(Contact {
                    frame,
                    die: i,
                    hit,
                    strength: imp,
                });
            }
            *prev = imp;
        }
    }
}

/// The floor, four walls up to [`LID_HEIGHT`] and a lid, as fixed thick slabs.
fn add_tray(colliders: &mut ColliderSet) {
    let (w, d, h) = (TRAY.half_width, TRAY.half_depth, LID_HEIGHT);
    let (ww, dd, hh) = (w + 2.0 * SLAB, d + 2.0 * SLAB, h / 2.0 + SLAB);
    // Half extents, centre and tag of each slab: floor, lid, walls at +X, −X, +Z, −Z.
    let slabs = [
        ([ww, SLAB, dd], [0.0, -SLAB, 0.0], FLOOR_TAG),
        ([ww, SLAB, dd], [0.0, h + SLAB, 0.0], WALL_TAG),
        ([SLAB, hh, dd], [w + SLAB, h / 2.0, 0.0], WALL_TAG),
        ([SLAB, hh, dd], [-w - SLAB, h / 2.0, 0.0], WALL_TAG),
        ([ww, hh, SLAB], [0.0, h / 2.0, d + SLAB], WALL_TAG),
        ([ww, hh, SLAB], [0.0, h / 2.0, -d - SLAB], WALL_TAG),
    ];
    for ([hx, hy, hz], [x, y, z], tag) in slabs {
        let (friction, restitution) = if tag == FLOOR_TAG {
            (FLOOR_FRICTION, FLOOR_RESTITUTION)
        } else {
            (WALL_FRICTION, WALL_RESTITUTION)
        };
        colliders.insert(
            ColliderBuilder::cuboid(hx, hy, hz)
                .translation(Vector::new(x, y, z))
                .friction(friction)
                .restitution(restitution)
                .user_data(tag)
                .build(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_rotations_and_directions_are_unit() {
        let mut rng = Rng::new(9);
        for _ in 0..1000 {
            assert!((rng.rotation().length() - 1.0).abs() < 1e-5);
            assert!((rng.direction().length() - 1.0).abs() < 1e-5);
            let (c, s) = rng.unit_complex();
            assert!((c * c + s * s - 1.0).abs() < 1e-5);
            let u = rng.unit();
            assert!((0.0..1.0).contains(&u));
        }
    }

    #[test]
    fn a_still_track_is_dull_and_a_tumbling_one_is_not() {
        let still = vec![
            Pose {
                position: [0.0, DIE_SIZE / 2.0, 0.0],
                rotation: [0.0, 0.0, 0.0, 1.0],
            };
            30
        ];
        assert_eq!(travel_and_turns(&still), (0.0, 0.0));
        assert!(!looks_thrown(&still));
        // A quarter turn about Y and a tenth of the tray per frame, for 8 frames.
        let h = std::f32::consts::FRAC_PI_8;
        let tumbling: Vec<Pose> = (0..9)
            .map(|i| {
                let a = h * i as f32;
                Pose {
                    position: [i as f32 * 0.2 * TRAY.half_width, 0.0, 0.0],
                    rotation: [0.0, a.sin(), 0.0, a.cos()],
                }
            })
            .collect();
        let (travel, turns) = travel_and_turns(&tumbling);
        assert!((travel - 1.6 * TRAY.half_width).abs() < 1e-5);
        assert!((turns - 1.0).abs() < 1e-4, "{turns}");
        assert!(looks_thrown(&tumbling));
    }

    #[test]
    fn launched_dice_start_inside_the_tray_as_far_back_as_it_allows() {
        for step in 0..360 {
            let a = (step as f32).to_radians();
            let direction = [a.cos(), a.sin()];
            // Behind the middle, against the direction: one die further than six.
            let back = |used: &[(f32, f32)]| {
                let centre = aimed_centre(direction, used);
                -(centre[0] * direction[0] + centre[1] * direction[1])
            };
            let (six, one) = (back(&START_SLOTS), back(&START_SLOTS[4..5]));
            assert!(
                six > 0.5 * DIE_SIZE && one > six + DIE_SIZE,
                "{step}°: {six} {one}"
            );
            let centre = aimed_centre(direction, &START_SLOTS);
            let mut tight = f32::INFINITY;
            for slot in START_SLOTS {
                let [ox, oz] = aimed_offset(slot, direction);
                let (x, z) = (centre[0] + ox, centre[1] + oz);
                let room_x = TRAY.half_width - x.abs();
                let room_z = TRAY.half_depth - z.abs();
                assert!(
                    room_x.min(room_z) >= AIM_MARGIN * DIE_SIZE - 1e-6,
                    "{step}°"
                );
                tight = tight.min(room_x.min(room_z));
            }
            // And no further forward than it must: some slot touches the margin.
            assert!(tight - AIM_MARGIN * DIE_SIZE < 1e-6, "{step}°: {tight}");
        }
    }

    #[test]
    fn a_throw_keeps_every_die_apart_at_release() {
        for seed in 0..200 {
            let rec = throw(&[Face::ALL[0]; MAX_DICE], seed);
            let first: Vec<[f32; 3]> = rec.dice.iter().map(|d| d.poses[0].position).collect();
            for (i, a) in first.iter().enumerate() {
                for b in &first[i + 1..] {
                    let d2: f32 = (0..3).map(|k| (a[k] - b[k]).powi(2)).sum();
                    assert!(d2.sqrt() > DIE_SIZE * 3f32.sqrt(), "seed {seed}");
                }
            }
        }
    }
}
