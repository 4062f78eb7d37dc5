//! The table top's boards and the felt as meshes that carry the lamp's light: where each
//! board lies (rows of boards of different lengths, their ends staggered from row to row,
//! each in its own tone and cut from its own part of the grain), and a flat grid whose
//! vertex colours are the light [`super::grounding`] works out, so the unlit wood still
//! has the lamp's pool and the felt its darkening along the walls at no cost per pixel.

use bevy::asset::RenderAssetUsages;
use bevy::math::{Rect, Vec2};
use bevy::mesh::{Indices, Mesh, PrimitiveTopology};

/// Width of one row of boards.
pub(crate) const BOARD_WIDTH: f32 = 0.075;
/// The gap between boards, where the darker base shows: a fine line, not a groove.
pub(crate) const BOARD_GAP: f32 = 0.0005;
/// The shortest and longest board.
const SHORTEST: f32 = 0.16;
const LONGEST: f32 = 0.42;
/// The least distance between the ends of boards in neighbouring rows.
const STAGGER: f32 = 0.04;
/// Metres of board one grain picture covers along its length.
pub(crate) const GRAIN_LENGTH: f32 = 0.42;

/// One board of the table top.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Board {
    /// Its top face's corners on the table (x along the board, y for the world's z).
    pub area: Rect,
    /// Its tone, as a shade of the table's wood: `0..1` from the darkest to the palest.
    pub tone: f32,
    /// Which grain picture it is cut from.
    pub grain: usize,
    /// Where along the grain picture it starts (`0..1`).
    pub shift: f32,
}

/// A well-mixed hash of two numbers, in `0..1`.
fn hash(a: u32, b: u32) -> f32 {
    let mut h = a.wrapping_mul(0x9e37_79b1) ^ b.wrapping_mul(0x85eb_ca77) ^ 0x2545_f491;
    h ^= h >> 15;
    h = h.wrapping_mul(0x2c1b_3c6d);
    h ^= h >> 12;
    h = h.wrapping_mul(0x297a_2d39);
    h ^= h >> 15;
    (h & 0x00ff_ffff) as f32 / 16_777_216.0
}

/// The boards covering the square table top of half side `half`, from `grains` grain
/// pictures: rows along x, each row's ends staggered from its neighbours'.
pub(crate) fn lay_boards(half: f32, grains: usize) -> Vec<Board> {
    let rows = (2.0 * half / BOARD_WIDTH).ceil() as u32;
    let mut boards = Vec::new();
    let mut n = 0;
    let mut last_ends: Vec<f32> = Vec::new();
    for row in 0..rows {
        let z0 = -half + row as f32 * BOARD_WIDTH;
        let z1 = (z0 + BOARD_WIDTH - BOARD_GAP).min(half);
        // Each row starts part way into a board, and no board ends where one in the row
        // before does: the ends are staggered, as a carpenter lays them.
        let mut x = -half - hash(row, 0) * LONGEST;
        let mut ends = Vec::new();
        while x < half {
            let mut length = SHORTEST + (LONGEST - SHORTEST) * hash(row, n + 1);
            while last_ends.iter().any(|e| (e - (x + length)).abs() < STAGGER) {
                length += STAGGER;
            }
            let (x0, x1) = (x.max(-half), (x + length - BOARD_GAP).min(half));
            if x1 > x0 {
                boards.push(Board {
                    area: Rect::new(x0, z0, x1, z1),
                    tone: hash(n, 7),
                    grain: (hash(n, 11) * grains.max(1) as f32) as usize % grains.max(1),
                    shift: hash(n, 13),
                });
            }
            x += length;
            ends.push(x);
            n += 1;
        }
        last_ends = ends;
    }
    boards
}

/// `area` less `hole`: the parts of it outside `hole` (none where `hole` covers it, `area`
/// itself where they do not meet), as up to four rectangles.
pub(crate) fn outside(area: Rect, hole: Rect) -> Vec<Rect> {
    let inside = area.intersect(hole);
    if inside.is_empty() {
        return vec![area];
    }
    let bands = [
        Rect::new(area.min.x, area.min.y, area.max.x, inside.min.y),
        Rect::new(area.min.x, inside.max.y, area.max.x, area.max.y),
        Rect::new(area.min.x, inside.min.y, inside.min.x, inside.max.y),
        Rect::new(inside.max.x, inside.min.y, area.max.x, inside.max.y),
    ];
    bands
        .into_iter()
        .filter(|r| r.width() > 1e-6 && r.height() > 1e-6)
        .collect()
}

/// Flat, upward-facing grids gathered into one mesh: one draw for many boards (on a
/// software renderer each draw has a cost of its own, and a table is a hundred boards).
#[derive(Debug, Default)]
pub(crate) struct Grids {
    positions: Vec<[f32; 3]>,
    uvs: Vec<[f32; 2]>,
    colours: Vec<[f32; 4]>,
    indices: Vec<u32>,
}

impl Grids {
    /// Adds a grid over `area` at height `y`, in cells no larger than `step`, with UVs
    /// from `uv` and vertex colours from `colour` (linear RGB) at each corner. `area`'s y
    /// is the world's z.
    pub(crate) fn add(
        &mut self,
        area: Rect,
        y: f32,
        step: f32,
        uv: impl Fn(Vec2) -> [f32; 2],
        colour: impl Fn(Vec2) -> [f32; 3],
    ) {
        let xs = breaks(area.min.x, area.max.x, &[], step, step);
        let zs = breaks(area.min.y, area.max.y, &[], step, step);
        self.add_lines(&xs, &zs, y, uv, colour);
    }

    /// Adds a grid at height `y` whose corners lie on the lines `xs` across and `zs`
    /// down (each ascending), with UVs from `uv` and vertex colours from `colour`.
    pub(crate) fn add_lines(
        &mut self,
        xs: &[f32],
        zs: &[f32],
        y: f32,
        uv: impl Fn(Vec2) -> [f32; 2],
        colour: impl Fn(Vec2) -> [f32; 3],
    ) {
        if xs.len() < 2 || zs.len() < 2 {
            return;
        }
        let (nx, nz) = (xs.len() as u32 - 1, zs.len() as u32 - 1);
        let base = self.positions.len() as u32;
        for &z in zs {
            for &x in xs {
                let p = Vec2::new(x, z);
                self.positions.push([p.x, y, p.y]);
                self.uvs.push(uv(p));
                let [r, g, b] = colour(p);
                self.colours.push([r, g, b, 1.0]);
            }
        }
        for j in 0..nz {
            for i in 0..nx {
                let at = |i: u32, j: u32| base + j * (nx + 1) + i;
                // Counter-clockwise seen from above.
                self.indices
                    .extend([at(i, j), at(i, j + 1), at(i + 1, j + 1)]);
                self.indices
                    .extend([at(i, j), at(i + 1, j + 1), at(i + 1, j)]);
            }
        }
    }

    /// The grids as one mesh.
    pub(crate) fn mesh(self) -> Mesh {
        let normals = vec![[0.0, 1.0, 0.0]; self.positions.len()];
        Mesh::new(
            PrimitiveTopology::TriangleList,
            RenderAssetUsages::default(),
        )
        .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, self.positions)
        .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
        .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, self.uvs)
        .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, self.colours)
        .with_inserted_indices(Indices::U32(self.indices))
    }
}

/// Lines from `lo` to `hi` (both included): `fine` apart inside the ranges of `dense`,
/// `coarse` apart elsewhere. Light that changes fast only near an edge (a wall's shadow,
/// the tray's foot) needs small cells only there: a software renderer pays for every
/// small triangle.
pub(crate) fn breaks(lo: f32, hi: f32, dense: &[(f32, f32)], fine: f32, coarse: f32) -> Vec<f32> {
    let (fine, coarse) = (fine.max(1e-4), coarse.max(fine.max(1e-4)));
    let mut lines = vec![lo];
    let mut x = lo;
    while x < hi - 1e-6 {
        let inside = dense.iter().any(|(a, b)| x >= a - 1e-6 && x < b - 1e-6);
        let mut next = x + if inside { fine } else { coarse };
        // A coarse step stops where a dense range starts.
        if !inside
            && let Some((a, _)) = dense
                .iter()
                .filter(|(a, _)| *a > x + 1e-6)
                .min_by(|p, q| p.0.total_cmp(&q.0))
        {
            next = next.min(*a);
        }
        x = next.min(hi);
        lines.push(x);
    }
    // The last line is the range's end, whatever the steps summed to.
    let n = lines.len();
    if n > 1 {
        lines[n - 1] = hi;
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_cover_the_table_with_fine_gaps_and_staggered_ends() {
        let half = 0.8;
        let boards = lay_boards(half, 4);
        let covered: f32 = boards
            .iter()
            .map(|b| b.area.width() * b.area.height())
            .sum();
        let table = (2.0 * half) * (2.0 * half);
        // Only the gaps are left: under 2 % of the table.
        assert!(
            covered > 0.98 * table && covered <= table,
            "{covered} of {table}"
        );
        for b in &boards {
            assert!(b.area.width() > 0.0 && b.area.width() <= LONGEST + 3.0 * STAGGER);
            assert!(b.area.height() <= BOARD_WIDTH);
            assert!(b.grain < 4 && (0.0..1.0).contains(&b.tone));
        }
        // No two neighbouring rows end a board at the same place.
        let ends = |z: f32| -> Vec<f32> {
            boards
                .iter()
                .filter(|b| (b.area.min.y - z).abs() < 1e-4 && b.area.max.x < half - 1e-4)
                .map(|b| b.area.max.x)
                .collect()
        };
        let rows = (2.0 * half / BOARD_WIDTH).ceil() as usize;
        for row in 1..rows {
            let z = -half + row as f32 * BOARD_WIDTH;
            let (a, b) = (ends(z - BOARD_WIDTH), ends(z));
            assert!(!a.is_empty() && !b.is_empty());
            for x in &a {
                assert!(
                    b.iter().all(|y| (x - y).abs() > 0.03),
                    "row {row}: {a:?} {b:?}"
                );
            }
        }
        // The boards' tones differ.
        let tones: Vec<f32> = boards.iter().take(8).map(|b| b.tone).collect();
        let spread =
            tones.iter().cloned().fold(0.0, f32::max) - tones.iter().cloned().fold(1.0, f32::min);
        assert!(spread > 0.3, "{tones:?}");
    }

    #[test]
    fn lines_are_close_only_where_asked() {
        let lines = breaks(0.0, 1.0, &[(0.0, 0.1), (0.9, 1.0)], 0.02, 0.25);
        assert_eq!(lines.first(), Some(&0.0));
        assert_eq!(lines.last(), Some(&1.0));
        assert!(lines.windows(2).all(|w| w[1] > w[0]));
        let fine = lines.windows(2).filter(|w| w[1] - w[0] < 0.021).count();
        let coarse = lines.windows(2).filter(|w| w[1] - w[0] > 0.2).count();
        assert!(fine >= 10 && coarse >= 2, "{lines:?}");
        assert!(lines.len() < 20, "{lines:?}");
    }

    #[test]
    fn a_rect_less_a_hole_keeps_what_is_outside_it() {
        let area = Rect::new(0.0, 0.0, 1.0, 1.0);
        let parts = outside(area, Rect::new(0.25, 0.25, 0.5, 0.5));
        let kept: f32 = parts.iter().map(|r| r.width() * r.height()).sum();
        assert!((kept - (1.0 - 0.0625)).abs() < 1e-6, "{parts:?}");
        assert_eq!(outside(area, Rect::new(2.0, 2.0, 3.0, 3.0)), vec![area]);
        assert!(outside(area, Rect::new(-1.0, -1.0, 2.0, 2.0)).is_empty());
    }

    #[test]
    fn a_grid_carries_the_light_at_its_corners() {
        let area = Rect::new(0.0, 0.0, 0.1, 0.05);
        let mut grids = Grids::default();
        grids.add(area, 0.0, 0.02, |_| [0.0, 0.0], |p| [p.x * 10.0; 3]);
        let mesh = grids.mesh();
        let colours = match mesh.attribute(Mesh::ATTRIBUTE_COLOR) {
            Some(bevy::mesh::VertexAttributeValues::Float32x4(c)) => c.clone(),
            other => panic!("{other:?}"),
        };
        // 5 by 3 cells: 6 by 4 corners.
        assert_eq!(colours.len(), 24);
        assert_eq!(colours[0][0], 0.0);
        assert!((colours[5][0] - 1.0).abs() < 1e-5);
        assert_eq!(mesh.indices().map(|i| i.len()), Some(5 * 3 * 6));
    }
}
