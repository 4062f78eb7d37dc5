//! Deterministic physics throws: dice simulated by rapier3d from a seed, recorded, and
//! turned so that each one shows the value the rules engine rolled.
//!
//! Pure: no Bevy, no I/O. Coordinates are Bevy's: right-handed, +Y up, lengths in metres.
//! The tray is centred on the origin with its floor at `y = 0`.
//!
//! # How the game plays a recording
//!
//! For die `i`, place a *body* entity at [`Recording::pose_at`]`(i, t)` and give it a
//! *child* mesh entity whose local rotation is `dice[i].correction.quaternion()`. The mesh
//! uses the layout of [`face_normal`]. At the end the mesh shows `dice[i].wanted` up:
//! with the body's final rotation `R` and the correction `C`,
//! `R · C · face_normal(wanted) == +Y` (see [`CubeRotation::correction`]).
//!
//! # The throw
//!
//! Dice start above the −X end of the tray, spread over a small grid without overlap,
//! turned at random, and are thrown toward +X with seeded random velocity and spin
//! ([`rand_chacha::ChaCha8Rng`] seeded from the seed). A throw given a launch
//! ([`throw_launched`]: a flick's direction, speed and spin, see [`launch`]) starts the
//! grid as far back against the launch's direction as the tray allows and throws along
//! it at the launch's speed and spin, clamped to [`LAUNCH_SPEED`] and [`LAUNCH_SPIN`];
//! the seed still turns and spreads the dice. The simulation runs at
//! [`PHYSICS_HZ`], recording a pose per die every frame at [`FPS`], until every die has
//! been still for a few frames (or rapier has put it to sleep), or [`MAX_SECONDS`] pass.
//! A throw whose dice end cocked, on top of each other, outside the tray or still moving
//! after [`MAX_SECONDS`], or in which a die hardly moved ([`MIN_TRAVEL`], [`MIN_TURNS`]),
//! is redone with seed `seed + 1`, `seed + 2`, … (wrapping) up to [`MAX_TRIES`] throws in
//! all; then one gentler throw ([`LOW_ENERGY`] of the energy) with seed `seed + MAX_TRIES`;
//! and if even that fails, [`rest_layout`], so [`throw`] always returns a usable recording.
//! A retry keeps the launch (the gentler throw halves it). The same `(values, seed,
//! launch)` always gives the bit-identical recording (rapier's enhanced determinism, one
//! thread, no hash-ordered output) on a given build and platform; without a launch, the
//! very recording a seed gave before launches existed.

mod cube;
pub mod launch;
mod recording;
#[cfg(feature = "physics")]
mod sim;

pub use cube::CubeRotation;
pub use launch::{SWIPE_FULL_SPEED, launch_from_swipe};
pub use recording::{Contact, DieTrack, Hit, Pose, Recording, Retries, rotate};
#[cfg(feature = "physics")]
pub use sim::{
    FPS, MAX_DICE, MAX_SECONDS, MAX_TRIES, MIN_TRAVEL, MIN_TURNS, ThrowError, rest_layout, throw,
    throw_launched, travel_and_turns, try_throw, try_throw_launched,
};

use crate::rules::Face;

/// The outward normal, in the die's own (mesh) frame, of the face with `face` pips.
///
/// The layout is the standard right-handed Western die: 1 on +Y, 6 on −Y, 2 on +Z,
/// 5 on −Z, 3 on +X, 4 on −X. Opposite faces sum to 7, and seen from outside the corner
/// they share, 1 → 2 → 3 run counter-clockwise.
pub fn face_normal(face: Face) -> [f32; 3] {
    match face.value() {
        1 => [0.0, 1.0, 0.0],
        6 => [0.0, -1.0, 0.0],
        2 => [0.0, 0.0, 1.0],
        5 => [0.0, 0.0, -1.0],
        3 => [1.0, 0.0, 0.0],
        _ => [-1.0, 0.0, 0.0],
    }
}

/// Edge length of a die, in metres (a large casino-style die; a small one is 0.016).
pub const DIE_SIZE: f32 = 0.018;

/// How fast a recording may be played back, as a factor of real time: the dice on the
/// table and the sounds of their contacts follow the same clock.
pub const ANIMATION_SPEED: std::ops::RangeInclusive<f32> = 0.25..=3.0;

/// The inside of the dice tray: a floor at `y = 0` spanning
/// `x ∈ [-half_width, half_width]`, `z ∈ [-half_depth, half_depth]`, with walls of
/// `wall_height` around it. (The simulation also closes the tray with invisible walls
/// and a lid well above the visible walls, so no die can escape.)
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tray {
    /// Half the inner extent along X, in metres.
    pub half_width: f32,
    /// Half the inner extent along Z, in metres.
    pub half_depth: f32,
    /// Height of the visible walls above the floor, in metres.
    pub wall_height: f32,
}

/// The tray every throw uses: 10 × 7.5 die widths inside, walls 1.5 dice high.
pub const TRAY: Tray = Tray {
    half_width: 5.0 * DIE_SIZE,
    half_depth: 3.75 * DIE_SIZE,
    wall_height: 1.5 * DIE_SIZE,
};
