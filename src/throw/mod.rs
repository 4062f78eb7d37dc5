//! Deterministic physics throws: dice simulated by rapier3d from a seed, recorded, and
//! turned so that each one shows the value the rules engine rolled.
//!
//! Pure: no Bevy, no I/O. Coordinates are Bevy's: right-handed, +Y up, lengths in metres.
//! The tray is centred on the origin with its floor at `y = 0`.





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
