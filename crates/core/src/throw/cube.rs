//! The 24 proper rotations of a cube, as exact signed permutation matrices, and the
//! correction that turns a die's mesh so the wanted face shows where another one landed.

use super::face_normal;
use crate::rules::Face;

/// Row-major 3×3 matrices with entries in {-1, 0, 1}.
type Mat = [[i8; 3]; 3];

/// The 24 rotations, in a fixed order: axis permutations in lexicographic order, and for
/// each the sign patterns in binary order, keeping those with determinant +1. Index 0 is
/// the identity.
const TABLE: [Mat; 24] = build_table();

const fn build_table() -> [Mat; 24] {
    const PERMS: [([usize; 3], i8); 6] = [
        ([0, 1, 2], 1),
        ([0, 2, 1], -1),
        ([1, 0, 2], -1),
        ([1, 2, 0], 1),
        ([2, 0, 1], 1),
        ([2, 1, 0], -1),
    ];
    let mut table = [[[0i8; 3]; 3]; 24];
    let mut n = 0;
    let mut p = 0;
    while p < 6 {
        let (perm, parity) = PERMS[p];
        let mut bits = 0;
        while bits < 8 {
            let s = [
                if bits & 1 == 0 { 1i8 } else { -1 },
                if bits & 2 == 0 { 1i8 } else { -1 },
                if bits & 4 == 0 { 1i8 } else { -1 },
            ];
            if parity * s[0] * s[1] * s[2] == 1 {
                let mut m = [[0i8; 3]; 3];
                let mut r = 0;
                while r < 3 {
                    m[r][perm[r]] = s[r];
                    r += 1;
                }
                table[n] = m;
                n += 1;
            }
            bits += 1;
        }
        p += 1;
    }
    table
}

/// One of the 24 proper rotations of the cube (the rotations that map the cube onto
/// itself without mirroring it), stored as an index into a fixed table.
///
/// Rotations act on column vectors: `a.compose(b).rotate(v) == a.rotate(b.rotate(v))`.
/// Being proper rotations they keep a die's handedness: a mesh turned by one still has
/// opposite faces summing to 7 and 1 → 2 → 3 running counter-clockwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CubeRotation(u8);

impl CubeRotation {
    /// All 24 rotations, in table order; `all()[0]` is the identity.
    pub fn all() -> [CubeRotation; 24] {
        let mut out = [CubeRotation(0); 24];
        for (i, r) in out.iter_mut().enumerate() {
            // i < 24, so the cast is lossless.
            *r = CubeRotation(i as u8);
        }
        out
    }

    /// The rotation that leaves everything where it is.
    pub fn identity() -> CubeRotation {
        CubeRotation(0)
    }

    /// The position of this rotation in [`CubeRotation::all`].
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    fn matrix(self) -> Mat {
        TABLE[self.index() % 24]
    }

    fn from_matrix(m: Mat) -> CubeRotation {
        let i = TABLE.iter().position(|t| *t == m).unwrap_or(0);
        // i < 24, so the cast is lossless.
        CubeRotation(i as u8)
    }

    /// The rotation as a unit quaternion `[x, y, z, w]` (the form Bevy's `Quat` takes),
    /// with `w >= 0`; for the half turns (`w == 0`) the first non-zero of `x, y, z` is
    /// positive.
    pub fn quaternion(self) -> [f32; 4] {
        let m = self.matrix().map(|row| row.map(f32::from));
        let trace = m[0][0] + m[1][1] + m[2][2];
        let q = if trace > -0.5 {
            // trace ∈ {-1, 0, 1, 3}: w is far enough from 0 to divide by.
            let w = (1.0 + trace).sqrt() * 0.5;
            let k = 0.25 / w;
            [
                (m[2][1] - m[1][2]) * k,
                (m[0][2] - m[2][0]) * k,
                (m[1][0] - m[0][1]) * k,
                w,
            ]
        } else {
            // A half turn: w = 0, and the axis comes from the diagonal.
            let x = ((1.0 + m[0][0] - m[1][1] - m[2][2]).max(0.0)).sqrt() * 0.5;
            let y = ((1.0 - m[0][0] + m[1][1] - m[2][2]).max(0.0)).sqrt() * 0.5;
            let z = ((1.0 - m[0][0] - m[1][1] + m[2][2]).max(0.0)).sqrt() * 0.5;
            // Signs between components come from the symmetric off-diagonal terms.
            if x > 0.0 {
                [
                    x,
                    y * (m[0][1] + m[1][0]).signum(),
                    z * (m[0][2] + m[2][0]).signum(),
                    0.0,
                ]
            } else if y > 0.0 {
                [0.0, y, z * (m[1][2] + m[2][1]).signum(), 0.0]
            } else {
                [0.0, 0.0, z, 0.0]
            }
        };
        // Remove the sign of zero so equal rotations give bit-equal quaternions.
        q.map(|c| if c == 0.0 { 0.0 } else { c })
    }

    /// Rotates `v`. Exact on axis vectors (and any vector): the matrix only permutes and
    /// negates components.
    pub fn rotate(self, v: [f32; 3]) -> [f32; 3] {
        let m = self.matrix();
        let mut out = [0.0f32; 3];
        for (o, row) in out.iter_mut().zip(m) {
            for (c, x) in row.iter().zip(v) {
                match c {
                    1 => *o += x,
                    -1 => *o -= x,
                    _ => {}
                }
            }
        }
        out
    }

    /// The rotation that applies `other` first, then `self`.
    pub fn compose(self, other: CubeRotation) -> CubeRotation {
        let (a, b) = (self.matrix(), other.matrix());
        let mut m = [[0i8; 3]; 3];
        for (r, row) in m.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().enumerate() {
                *cell = (0..3).map(|k| a[r][k] * b[k][c]).sum();
            }
        }
        CubeRotation::from_matrix(m)
    }

    /// The rotation that undoes this one.
    pub fn inverse(self) -> CubeRotation {
        let a = self.matrix();
        let mut m = [[0i8; 3]; 3];
        for (r, row) in m.iter_mut().enumerate() {
            for (c, cell) in row.iter_mut().enumerate() {
                *cell = a[c][r];
            }
        }
        CubeRotation::from_matrix(m)
    }

    /// The mesh correction for a die whose body-frame face `landed_up` ended up pointing
    /// up, when the rules want `wanted` to show.
    ///
    /// Contract: `C.rotate(face_normal(wanted)) == face_normal(landed_up)`. Rendering the
    /// mesh as a child of the body with local rotation `C` puts the mesh's `wanted` face
    /// where the body's `landed_up` direction is, so with the body at final rotation `R`,
    /// `R · C · face_normal(wanted)` points up. Four rotations satisfy this (they differ
    /// by a quarter turn about the up axis); the one with the smallest index in
    /// [`CubeRotation::all`] is returned, so `correction(f, f)` is the identity.
    pub fn correction(landed_up: Face, wanted: Face) -> CubeRotation {
        let from = face_normal(wanted);
        let to = face_normal(landed_up);
        CubeRotation::all()
            .into_iter()
            .find(|r| r.rotate(from) == to)
            .unwrap_or(CubeRotation::identity())
    }

    #[cfg(feature = "physics")]
    /// The smallest-index rotation that maps the body-frame normal of `face` onto +Y:
    /// the orientation in which a die shows `face` up.
    pub(crate) fn showing(face: Face) -> CubeRotation {
        let from = face_normal(face);
        CubeRotation::all()
            .into_iter()
            .find(|r| r.rotate(from) == [0.0, 1.0, 0.0])
            .unwrap_or(CubeRotation::identity())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_has_24_distinct_proper_rotations_starting_with_identity() {
        assert_eq!(TABLE[0], [[1, 0, 0], [0, 1, 0], [0, 0, 1]]);
        for (i, a) in TABLE.iter().enumerate() {
            for b in &TABLE[i + 1..] {
                assert_ne!(a, b);
            }
        }
    }

    #[test]
    fn quaternion_matches_matrix() {
        for r in CubeRotation::all() {
            let [x, y, z, w] = r.quaternion();
            assert!((x * x + y * y + z * z + w * w - 1.0).abs() < 1e-6);
            for v in [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]] {
                // q v q* for unit q.
                let u = [x, y, z];
                let cross = |a: [f32; 3], b: [f32; 3]| {
                    [
                        a[1] * b[2] - a[2] * b[1],
                        a[2] * b[0] - a[0] * b[2],
                        a[0] * b[1] - a[1] * b[0],
                    ]
                };
                let t = cross(u, v).map(|c| 2.0 * c);
                let ut = cross(u, t);
                let got = [0, 1, 2].map(|k| v[k] + w * t[k] + ut[k]);
                let want = r.rotate(v);
                for k in 0..3 {
                    assert!(
                        (got[k] - want[k]).abs() < 1e-6,
                        "{r:?} {v:?} {got:?} {want:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn showing_puts_the_face_up() {
        for f in Face::ALL {
            assert_eq!(
                CubeRotation::showing(f).rotate(face_normal(f)),
                [0.0, 1.0, 0.0]
            );
        }
    }
}
