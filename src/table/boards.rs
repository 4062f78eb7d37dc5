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

/// A flat, upward-facing grid over `area` at height `y`, in cells no larger than `step`:
/// UVs from `uv` and vertex colours from `light` (the same in red, green and blue), at
/// each corner. `area`'s y is the world's z.
pub(crate) fn lit_grid(
    area: Rect,
    y: f32,
    step: f32,
    uv: impl Fn(Vec2) -> [f32; 2],
    light: impl Fn(Vec2) -> f32,
) -> Mesh {
    let size = area.size();
    let cells = (size / step.max(1e-4)).ceil().max(Vec2::ONE);
    let (nx, nz) = (cells.x as u32, cells.y as u32);
    let mut positions = Vec::new();
    let mut uvs = Vec::new();
    let mut colours = Vec::new();
    for j in 0..=nz {
        for i in 0..=nx {
            let p = area.min + size * Vec2::new(i as f32 / nx as f32, j as f32 / nz as f32);
            positions.push([p.x, y, p.y]);
            uvs.push(uv(p));
            let l = light(p);
            colours.push([l, l, l, 1.0]);
        }
    }
    let mut indices = Vec::with_capacity((nx * nz * 6) as usize);
    for j in 0..nz {
        for i in 0..nx {
            let at = |i: u32, j: u32| j * (nx + 1) + i;
            // Counter-clockwise seen from above.
            indices.extend([at(i, j), at(i, j + 1), at(i + 1, j + 1)]);
            indices.extend([at(i, j), at(i + 1, j + 1), at(i + 1, j)]);
        }
    }
    let normals = vec![[0.0, 1.0, 0.0]; positions.len()];
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
    .with_inserted_indices(Indices::U32(indices))
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
    fn a_grid_carries_the_light_at_its_corners() {
        let area = Rect::new(0.0, 0.0, 0.1, 0.05);
        let mesh = lit_grid(area, 0.0, 0.02, |_| [0.0, 0.0], |p| p.x * 10.0);
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
