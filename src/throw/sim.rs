//! The rapier3d simulation of one throw, the retry policy around it, and the
//! no-physics rest layout.

use super::recording::{Contact, DieTrack, Hit, Pose, Recording, Retries, rotate, up_face};
use super::{CubeRotation, DIE_SIZE, TRAY, face_normal};
use crate::rules::Face;
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rapier3d::math::{Pose as RPose, Rotation, Vector};
use rapier3d::prelude::{
    CCDSolver, ColliderBuilder, ColliderHandle, ColliderSet, DefaultBroadPhase, ImpulseJointSet,
    IntegrationParameters, IslandManager, MultibodyJointSet, NarrowPhase, PhysicsPipeline,
    RigidBodyBuilder, RigidBodyHandle, RigidBodySet, SoftBodySet,
};

/// Most dice one throw simulates.
pub const MAX_DICE: usize = 6;
/// Frames per second of the recording.
pub const FPS: u32 = 60;
/// Physics steps per recorded frame.
const SUBSTEPS: usize = 1;
/// Physics steps per second.
pub const PHYSICS_HZ: u32 = FPS * SUBSTEPS as u32;
/// A throw that has not come to rest after this many simulated seconds is redone.
pub const MAX_SECONDS: f32 = 3.0;
const MAX_FRAMES: usize = (MAX_SECONDS as usize) * FPS as usize;
/// Normal throws tried (seeds `seed`, `seed + 1`, …) before the gentler one.
pub const MAX_TRIES: u32 = 8;
/// The gentler last throw's velocities, as a fraction of a normal throw's.
pub const LOW_ENERGY: f32 = 0.5;

/// A die is still when it moves slower than this (m/s)…
const REST_LINEAR: f32 = 0.01;
/// …and turns slower than this (rad/s)…
const REST_ANGULAR: f32 = 0.3;
/// …and the throw is over when all dice have been still for this many frames.
const REST_FRAMES: usize = 10;
/// Rapier puts a die to sleep (stops simulating it) after this long still, in seconds.
const SLEEP_AFTER: f32 = 0.1;
/// The up face must be within 5° of vertical: cos 5°.
const FLAT_COS: f32 = 0.996_194_7;
/// Every die of a full-energy throw travels at least this many tray widths…
pub const MIN_TRAVEL: f32 = 0.5;
/// …and turns through at least this many full turns, or the throw is redone as dull.
pub const MIN_TURNS: f32 = 1.0;
/// The impulse (N·s) above which a contact counts as an impact worth recording.
const IMPACT_IMPULSE: f32 = 0.001;

/// Die material: hard plastic, 1.2 g/cm³ (a 18 mm die weighs about 7 g).
const DIE_DENSITY: f32 = 1200.0;
const DIE_FRICTION: f32 = 0.25;
const DIE_RESTITUTION: f32 = 0.7;
/// Radius of the rounded edges.
const DIE_ROUNDING: f32 = 0.1 * DIE_SIZE;
const FLOOR_FRICTION: f32 = 0.35;
const FLOOR_RESTITUTION: f32 = 0.6;
const WALL_FRICTION: f32 = 0.1;
const WALL_RESTITUTION: f32 = 0.7;
/// Height of the invisible walls and lid that keep every die in the tray.
const LID_HEIGHT: f32 = 0.25;
/// Thickness of the tray's colliders, thick enough that nothing tunnels through.
const SLAB: f32 = 0.05;

/// `user_data` of the tray's colliders; a die's is `DIE_TAG + index`.
const FLOOR_TAG: u128 = 0;
const WALL_TAG: u128 = 1;
const DIE_TAG: u128 = 2;

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
        match simulate(values, s, energy) {
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
    let values = &values[..values.len().min(MAX_DICE)];
    try_throw(values, seed).unwrap_or_else(|_| Recording::empty(FPS, seed))
}

/// A one-frame recording of the dice lying flat in the middle of the tray, apart from
/// each other, each showing its value with the identity correction (`landed == wanted`),
/// turned about the vertical by a seeded random angle. For reduced motion, and the
/// last resort of [`throw`]. More than [`MAX_DICE`] values are ignored.
pub fn rest_layout(values: &[Face], seed: u64) -> Recording {
    let values = &values[..values.len().min(MAX_DICE)];
    let mut rng = Rng::new(seed);
    let cols = values.len().min(3);
    let rows = values.len().div_ceil(3);
    // 2.2 die widths between centres: no overlap whatever the yaw (diagonal ≈ 1.42).
    let pitch = 2.2 * DIE_SIZE;
    let dice = values
        .iter()
        .enumerate()
        .map(|(i, &wanted)| {
            let (col, row) = ((i % 3) as f32, (i / 3) as f32);
            let x = (col - (cols as f32 - 1.0) / 2.0) * pitch + rng.range(-0.2, 0.2) * DIE_SIZE;
            let z = (row - (rows as f32 - 1.0) / 2.0) * pitch + rng.range(-0.2, 0.2) * DIE_SIZE;
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
        fps: FPS,
        dice,
        contacts: Vec::new(),
        attempts: 0,
        seed_used: seed,
        retries: Retries::default(),
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

    fn range(&mut self, lo: f32, hi: f32) -> f32 {
        lo + (hi - lo) * self.unit()
    }

    /// A uniformly random point of the unit circle, `(cos, sin)` of a half angle, by
    /// rejection (no trigonometry, so no libm differences).
    fn unit_complex(&mut self) -> (f32, f32) {
        loop {
            let (a, b) = (self.range(-1.0, 1.0), self.range(-1.0, 1.0));
            let n2 = a * a + b * b;
            if n2 > 0.01 && n2 <= 1.0 {
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
            if n2 > 0.01 && n2 <= 1.0 {
                return v / n2.sqrt();
            }
        }
    }

    /// A uniformly random rotation: a uniform point of the unit 3-sphere, by rejection.
    fn rotation(&mut self) -> Rotation {
        loop {
            let q = [(); 4].map(|_| self.range(-1.0, 1.0));
            let n2: f32 = q.iter().map(|c| c * c).sum();
            if n2 > 0.01 && n2 <= 1.0 {
                let n = n2.sqrt();
                return Rotation::from_xyzw(q[0] / n, q[1] / n, q[2] / n, q[3] / n);
            }
        }
    }
}

/// Simulates one throw; the tracks and contacts if every die ends flat in the tray.
fn simulate(
    values: &[Face],
    seed: u64,
    energy: f32,
) -> Result<(Vec<DieTrack>, Vec<Contact>), Failure> {
    let mut rng = Rng::new(seed);
    let mut bodies = RigidBodySet::new();
    let mut colliders = ColliderSet::new();
    add_tray(&mut colliders);

    // Start slots: a 2 × 3 grid above the −X end, 2 ± 0.2 die widths apart (more than
    // the 1.73 diagonal, so no two dice overlap whatever their rotation), taken in a
    // seeded random order. Heights 6–9 die widths, above the visible walls.
    let mut slots: [(f32, f32); MAX_DICE] = [
        (0.0, -1.0),
        (0.0, 0.0),
        (0.0, 1.0),
        (1.0, -1.0),
        (1.0, 0.0),
        (1.0, 1.0),
    ];
    for i in (1..slots.len()).rev() {
        let j = (rng.0.next_u32() as usize) % (i + 1);
        slots.swap(i, j);
    }
    let mut dice: Vec<(RigidBodyHandle, ColliderHandle)> = Vec::with_capacity(values.len());
    for (i, &(sx, sz)) in slots.iter().take(values.len()).enumerate() {
        let x = -TRAY.half_width + DIE_SIZE * (1.2 + 2.0 * sx + rng.range(-0.1, 0.1));
        let z = DIE_SIZE * (2.0 * sz + rng.range(-0.1, 0.1));
        let y = DIE_SIZE * rng.range(6.0, 9.0);
        let rotation = rng.rotation();
        let linvel = Vector::new(
            rng.range(1.0, 1.8) * energy,
            rng.range(0.0, 0.8) * energy,
            rng.range(-0.35, 0.35) * energy,
        );
        let angvel = rng.direction() * (rng.range(45.0, 65.0) * energy);
        let mut body = RigidBodyBuilder::dynamic()
            .pose(RPose::from_parts(Vector::new(x, y, z), rotation))
            .linvel(linvel)
            .angvel(angvel)
            .linear_damping(0.02)
            .angular_damping(0.1)
            .build();
        let act = body.activation_mut();
        act.normalized_linear_threshold = REST_LINEAR / DIE_SIZE;
        act.angular_threshold = REST_ANGULAR;
        act.time_until_sleep = SLEEP_AFTER;
        let h = bodies.insert(body);
        let half = DIE_SIZE / 2.0 - DIE_ROUNDING;
        let collider = ColliderBuilder::round_cuboid(half, half, half, DIE_ROUNDING)
            .density(DIE_DENSITY)
            .friction(DIE_FRICTION)
            .restitution(DIE_RESTITUTION)
            .user_data(DIE_TAG + i as u128)
            .build();
        let c = colliders.insert_with_parent(collider, h, &mut bodies);
        dice.push((h, c));
    }

    let params = IntegrationParameters {
        dt: 1.0 / PHYSICS_HZ as f32,
        length_unit: DIE_SIZE,
        num_solver_iterations: 2,
        ..IntegrationParameters::default()
    };
    let gravity = Vector::new(0.0, -9.81, 0.0);
    let mut pipeline = PhysicsPipeline::new();
    let mut islands = IslandManager::new();
    let mut broad_phase = DefaultBroadPhase::default();
    let mut narrow_phase = NarrowPhase::new();
    let mut impulse_joints = ImpulseJointSet::new();
    let mut multibody_joints = MultibodyJointSet::new();
    let mut soft_bodies = SoftBodySet::new();
    let mut ccd = CCDSolver::new();

    let n = dice.len();
    let pose_of = |bodies: &RigidBodySet, h: RigidBodyHandle| {
        let p = bodies[h].position();
        Pose {
            position: p.translation.to_array(),
            rotation: p.rotation.to_array(),
        }
    };
    let mut poses: Vec<Vec<Pose>> = dice
        .iter()
        .map(|&(h, _)| {
            let mut v = Vec::with_capacity(MAX_FRAMES / 2);
            v.push(pose_of(&bodies, h));
            v
        })
        .collect();
    let mut still_since: Vec<Option<usize>> = vec![None; n];
    let mut contacts = Vec::new();
    // Impulse per die on the floor, the walls and each other die, last step.
    let mut last_impulse = [[0.0f32; 2 + MAX_DICE]; MAX_DICE];
    let mut settled = false;

    for frame in 1..=MAX_FRAMES {
        for _ in 0..SUBSTEPS {
            pipeline.step(
                gravity,
                &params,
                &mut islands,
                &mut broad_phase,
                &mut narrow_phase,
                &mut bodies,
                &mut colliders,
                &mut impulse_joints,
                &mut multibody_joints,
                &mut soft_bodies,
                &mut ccd,
                &(),
                &(),
            );
            record_impacts(
                frame,
                &dice,
                &narrow_phase,
                &colliders,
                &mut last_impulse,
                &mut contacts,
            );
        }
        for (i, &(h, _)) in dice.iter().enumerate() {
            let b = &bodies[h];
            poses[i].push(pose_of(&bodies, h));
            let still = b.is_sleeping()
                || (b.linvel().length() < REST_LINEAR && b.angvel().length() < REST_ANGULAR);
            if !still {
                still_since[i] = None;
            } else if still_since[i].is_none() {
                still_since[i] = Some(frame);
            }
        }
        if still_since
            .iter()
            .all(|s| s.is_some_and(|s| frame + 1 - s >= REST_FRAMES))
        {
            settled = true;
            break;
        }
    }
    if !settled {
        return Err(Failure::Unsettled);
    }

    let mut tracks = Vec::with_capacity(n);
    let mut cocked = false;
    for (i, (p, &wanted)) in poses.into_iter().zip(values).enumerate() {
        let last = p[p.len() - 1];
        let [x, y, z] = last.position;
        let reach = TRAY.half_width - DIE_SIZE * 0.45;
        let reach_z = TRAY.half_depth - DIE_SIZE * 0.45;
        if !(x.abs() <= reach && z.abs() <= reach_z && y > 0.0) {
            return Err(Failure::Outside);
        }
        let landed = up_face(last.rotation, face_normal);
        let up = rotate(last.rotation, face_normal(landed))[1];
        if up < FLAT_COS || y > DIE_SIZE * 0.6 {
            cocked = true;
        }
        tracks.push(DieTrack {
            poses: p,
            rest_frame: still_since[i].unwrap_or(0),
            landed,
            wanted,
            correction: CubeRotation::correction(landed, wanted),
        });
    }
    if cocked {
        return Err(Failure::Cocked);
    }
    // A full-energy throw must look thrown; the gentle last try may be dull.
    if energy >= 1.0 && tracks.iter().any(|t| !looks_thrown(&t.poses)) {
        return Err(Failure::Dull);
    }
    Ok((tracks, contacts))
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
    dice: &[(RigidBodyHandle, ColliderHandle)],
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
            if counts && imp > IMPACT_IMPULSE && *prev <= IMPACT_IMPULSE * 0.5 {
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
    let slab = |hx: f32, hy: f32, hz: f32, at: Vector, tag: u128, floor: bool| {
        let (friction, restitution) = if floor {
            (FLOOR_FRICTION, FLOOR_RESTITUTION)
        } else {
            (WALL_FRICTION, WALL_RESTITUTION)
        };
        ColliderBuilder::cuboid(hx, hy, hz)
            .translation(at)
            .friction(friction)
            .restitution(restitution)
            .user_data(tag)
            .build()
    };
    let (ww, dd, hh) = (w + 2.0 * SLAB, d + 2.0 * SLAB, h / 2.0 + SLAB);
    let slabs = [
        slab(ww, SLAB, dd, Vector::new(0.0, -SLAB, 0.0), FLOOR_TAG, true),
        slab(
            ww,
            SLAB,
            dd,
            Vector::new(0.0, h + SLAB, 0.0),
            WALL_TAG,
            false,
        ),
        slab(
            SLAB,
            hh,
            dd,
            Vector::new(w + SLAB, h / 2.0, 0.0),
            WALL_TAG,
            false,
        ),
        slab(
            SLAB,
            hh,
            dd,
            Vector::new(-w - SLAB, h / 2.0, 0.0),
            WALL_TAG,
            false,
        ),
        slab(
            ww,
            hh,
            SLAB,
            Vector::new(0.0, h / 2.0, d + SLAB),
            WALL_TAG,
            false,
        ),
        slab(
            ww,
            hh,
            SLAB,
            Vector::new(0.0, h / 2.0, -d - SLAB),
            WALL_TAG,
            false,
        ),
    ];
    for s in slabs {
        colliders.insert(s);
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
