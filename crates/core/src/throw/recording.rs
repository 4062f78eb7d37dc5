//! What a throw produces: per-die poses at a fixed frame rate, contacts for sound, and
//! the mesh correction that makes each die show its wanted value.

use super::{CubeRotation, face_normal};
use crate::rules::Face;

/// Where a die's body is and how it is turned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pose {
    /// Centre of the die, in metres.
    pub position: [f32; 3],
    /// Unit quaternion `[x, y, z, w]` turning the die's body frame into the world.
    pub rotation: [f32; 4],
}

/// One die through a throw.
#[derive(Clone, Debug, PartialEq)]
pub struct DieTrack {
    /// The body's pose at every frame, frame 0 being the moment of release.
    pub poses: Vec<Pose>,
    /// The first frame from which the die stayed still until the end of the recording.
    pub rest_frame: usize,
    /// The body-frame face (in the [`face_normal`] layout) that points up at the end.
    pub landed: Face,
    /// The value the rules rolled, which the corrected mesh shows up at the end.
    pub wanted: Face,
    /// The mesh's rotation relative to the body: `CubeRotation::correction(landed, wanted)`.
    pub correction: CubeRotation,
}

/// What a die hit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Hit {
    /// The tray's floor.
    Floor,
    /// One of the tray's walls (or its invisible lid).
    Wall,
    /// Another die, by index; always greater than the hitting die's index, so each
    /// die-to-die impact is recorded once.
    Die(usize),
}

/// An impact worth a sound: a die started pressing on something with some force.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Contact {
    /// The frame at (or just before) which the impact happened.
    pub frame: usize,
    /// The die that hit something.
    pub die: usize,
    /// What it hit.
    pub hit: Hit,
    /// The normal impulse of the impact, in N·s (kg·m/s).
    pub strength: f32,
}

/// Why throws were redone before the recording that was returned.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Retries {
    /// Attempts in which some die ended not flat on the floor: tilted more than the
    /// tolerance (leaning on a wall or another die) or lying on top of another die.
    pub cocked: u32,
    /// Attempts in which some die ended outside the tray.
    pub outside: u32,
    /// Attempts that had not come to rest within the time limit.
    pub unsettled: u32,
    /// Attempts in which some die hardly moved or turned (see [`super::MIN_TRAVEL`] and
    /// [`super::MIN_TURNS`]): valid, but not a convincing throw.
    pub dull: u32,
    /// Whether every simulated attempt failed and the recording is a [`super::rest_layout`].
    pub fell_back: bool,
}

/// A pre-simulated throw, ready to be played back.
#[derive(Clone, Debug, PartialEq)]
pub struct Recording {
    /// Poses per second of simulated time.
    pub fps: u32,
    /// One track per die, in the order of the values asked for.
    pub dice: Vec<DieTrack>,
    /// Impacts, ordered by frame, then die, then the order rapier reports them in (which
    /// is deterministic).
    pub contacts: Vec<Contact>,
    /// How many throws were simulated (1 when the first one was good).
    pub attempts: u32,
    /// The seed of the throw that was kept (for a fallback rest layout, the seed given).
    pub seed_used: u64,
    /// Why earlier attempts were thrown away.
    pub retries: Retries,
}

impl Recording {
    /// A recording with no dice and no frames.
    pub fn empty(fps: u32, seed: u64) -> Recording {
        Recording {
            fps,
            dice: Vec::new(),
            contacts: Vec::new(),
            attempts: 0,
            seed_used: seed,
            retries: Retries::default(),
        }
    }

    /// Number of frames (every die has one pose per frame); 0 without dice.
    pub fn frame_count(&self) -> usize {
        self.dice.first().map_or(0, |d| d.poses.len())
    }

    /// Seconds from the first frame to the last.
    pub fn duration(&self) -> f32 {
        let frames = self.frame_count().saturating_sub(1);
        frames as f32 / self.fps.max(1) as f32
    }

    /// The body pose of die `die` at `t` seconds: positions interpolated linearly,
    /// rotations by normalised lerp along the shorter arc; before 0 (or NaN) the first
    /// pose, after [`Recording::duration`] the last; on a frame time, that frame's pose.
    ///
    /// # Panics
    /// If `die` is not a die of this recording.
    pub fn pose_at(&self, die: usize, t: f32) -> Pose {
        let poses = &self.dice[die].poses;
        let last = poses.len().saturating_sub(1);
        let f = t * self.fps as f32;
        // Also catches a NaN time.
        if f.is_nan() || f <= 0.0 {
            return poses[0];
        }
        // A time within rounding error of a frame gives that frame's pose exactly.
        let nearest = f.round();
        if (f - nearest).abs() < 1e-3 {
            return poses[(nearest as usize).min(last)];
        }
        let i = f.floor() as usize;
        if i >= last {
            return poses[last];
        }
        let s = f - i as f32;
        let (a, b) = (poses[i], poses[i + 1]);
        let position = [0, 1, 2].map(|k| a.position[k] + (b.position[k] - a.position[k]) * s);
        let dot: f32 = (0..4).map(|k| a.rotation[k] * b.rotation[k]).sum();
        let sign = if dot < 0.0 { -1.0 } else { 1.0 };
        let q = [0, 1, 2, 3].map(|k| a.rotation[k] + (sign * b.rotation[k] - a.rotation[k]) * s);
        Pose {
            position,
            rotation: normalize(q),
        }
    }

    /// The last pose of die `die`.
    ///
    /// # Panics
    /// If `die` is not a die of this recording.
    pub fn final_pose(&self, die: usize) -> Pose {
        let poses = &self.dice[die].poses;
        poses[poses.len() - 1]
    }

    /// The face a viewer sees on top of die `die` at the end, with the mesh turned by the
    /// die's correction: the face `f` whose `R · C · face_normal(f)` points most upward.
    ///
    /// # Panics
    /// If `die` is not a die of this recording.
    pub fn visible_up(&self, die: usize) -> Face {
        let r = self.final_pose(die).rotation;
        let c = self.dice[die].correction;
        up_face(r, |f| c.rotate(face_normal(f)))
    }
}

/// The face `f` for which `rotation · normal(f)` points most upward.
pub(crate) fn up_face(rotation: [f32; 4], normal: impl Fn(Face) -> [f32; 3]) -> Face {
    let mut best = (Face::ALL[0], f32::NEG_INFINITY);
    for f in Face::ALL {
        let y = rotate(rotation, normal(f))[1];
        if y > best.1 {
            best = (f, y);
        }
    }
    best.0
}

/// `q · v · q*` for a unit quaternion `q = [x, y, z, w]`.
pub fn rotate(q: [f32; 4], v: [f32; 3]) -> [f32; 3] {
    let u = [q[0], q[1], q[2]];
    let w = q[3];
    let t = cross(u, v).map(|c| 2.0 * c);
    let ut = cross(u, t);
    [0, 1, 2].map(|k| v[k] + w * t[k] + ut[k])
}

fn cross(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn normalize(q: [f32; 4]) -> [f32; 4] {
    let n = q.iter().map(|c| c * c).sum::<f32>().sqrt();
    if n > 0.0 {
        q.map(|c| c / n)
    } else {
        [0.0, 0.0, 0.0, 1.0]
    }
}
