//! Procedural die geometry: a rounded cube and its pips, in the die's own frame.
//!
//! The pips follow the layout in [`crate::throw::face_normal`]: 1 on +Y, 6 on −Y, 2 on +Z,
//! 5 on −Z, 3 on +X, 4 on −X. Both meshes are centred on the origin with edge `size`.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use crate::rules::Face;
use crate::throw::face_normal;

/// Corner radius as a fraction of the edge. Small enough that every pip sits on the flat
/// part of its face (pips reach out to `PIP_SPACING + PIP_RADIUS` = 0.37 of the edge).
pub const CORNER_FRACTION: f32 = 0.12;
/// Distance of the off-centre pips from the face centre, as a fraction of the edge.
const PIP_SPACING: f32 = 0.265;
/// Pip radius as a fraction of the edge.
const PIP_RADIUS: f32 = 0.088;
/// The lone pip of the 1 face is drawn larger, as on most Western dice.
const ONE_PIP_SCALE: f32 = 1.45;
/// How far the pip discs float above the face, as a fraction of the edge: enough to never
/// z-fight at table distance, too little to be seen from the side.
const PIP_LIFT: f32 = 0.0035;
/// Segments on each rounded edge (a quarter circle is two faces' worth of these).
const EDGE_SEGMENTS: usize = 4;
/// Segments around each pip.
const PIP_SEGMENTS: usize = 20;

/// The tangent axes `(u, v)` of the face whose outward normal is `n`, with `u × v = n` so
/// that triangles wound `u → v` face outwards.
fn face_axes(n: Vec3) -> (Vec3, Vec3) {
    if n.x.abs() > 0.5 {
        if n.x > 0.0 {
            (Vec3::Y, Vec3::Z)
        } else {
            (Vec3::Z, Vec3::Y)
        }
    } else if n.y.abs() > 0.5 {
        if n.y > 0.0 {
            (Vec3::Z, Vec3::X)
        } else {
            (Vec3::X, Vec3::Z)
        }
    } else if n.z > 0.0 {
        (Vec3::X, Vec3::Y)
    } else {
        (Vec3::Y, Vec3::X)
    }
}

/// Sample positions along one face edge, dense near the rounded borders so that the
/// quarter-circle edges are evenly divided in angle.
fn edge_samples(half: f32, radius: f32) -> Vec<f32> {
    let inner = half - radius;
    let mut near: Vec<f32> = (0..=EDGE_SEGMENTS)
        .map(|k| {
            let phi = k as f32 / EDGE_SEGMENTS as f32 * std::f32::consts::FRAC_PI_4;
            inner + radius * phi.tan()
        })
        .collect();
    let mut samples: Vec<f32> = near.iter().rev().map(|s| -s).collect();
    samples.append(&mut near);
    samples
}

/// A cube of edge `size` with rounded edges and corners, smooth-shaded.
pub fn rounded_cube(size: f32) -> Mesh {
    let half = size * 0.5;
    let radius = size * CORNER_FRACTION;
    let inner = Vec3::splat(half - radius);
    let samples = edge_samples(half, radius);
    let n = samples.len();

    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut uvs = Vec::new();
    let mut indices: Vec<u32> = Vec::new();
    for face in Face::ALL {
        let normal = Vec3::from_array(face_normal(face));
        let (u, v) = face_axes(normal);
        let base = positions.len() as u32;
        for &a in &samples {
            for &b in &samples {
                let p = normal * half + u * a + v * b;
                let core = p.clamp(-inner, inner);
                let out = (p - core).normalize_or(normal);
                positions.push((core + out * radius).to_array());
                normals.push(out.to_array());
                uvs.push([a / size + 0.5, b / size + 0.5]);
            }
        }
        for i in 0..n - 1 {
            for j in 0..n - 1 {
                let at = |i: usize, j: usize| base + (i * n + j) as u32;
                indices.extend([at(i, j), at(i + 1, j), at(i + 1, j + 1)]);
                indices.extend([at(i, j), at(i + 1, j + 1), at(i, j + 1)]);
            }
        }
    }
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(indices))
}

/// Pip centres on one face, in units of [`PIP_SPACING`] along the face's `(u, v)` axes.
pub fn pip_pattern(face: Face) -> &'static [(f32, f32)] {
    match face.value() {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (-1.0, 1.0), (1.0, -1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (-1.0, 1.0),
            (0.0, 0.0),
            (1.0, -1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (0.0, -1.0),
            (1.0, -1.0),
            (-1.0, 1.0),
            (0.0, 1.0),
            (1.0, 1.0),
        ],
    }
}

/// The most a pip outline reaches from its centre, in pip radii: the corners of the
/// pips beside the 5 or 6 face's centre then stay on the flat part of the face and clear
/// of each other.
const PIP_REACH: f32 = 1.3;

/// The outline of one pip, in pip radii around its centre, corners in turning order
/// (star-shaped around the centre, so a fan from it fills the pip). `None` is a round
/// pip; `Some(seat)` is that player's mark, in the same order as the scoresheet's marks:
/// circle, square, triangle, star, bar, hexagon, pentagon, cross. A die comes to rest
/// at any angle, so no two marks are the same shape turned (the card's marks once had a
/// diamond and a down triangle). The shapes cover about the area of the round pip, up to
/// [`PIP_REACH`]; at a distance the hexagon and the pentagon read as round, and colour
/// tells those two apart.
pub fn pip_outline(mark: Option<usize>) -> Vec<Vec2> {
    let polygon = |corners: usize, turn: f32, reach: f32| -> Vec<Vec2> {
        (0..corners)
            .map(|k| {
                Vec2::from_angle(turn + std::f32::consts::TAU * k as f32 / corners as f32) * reach
            })
            .collect()
    };
    let up = std::f32::consts::FRAC_PI_2;
    let quarter = std::f32::consts::FRAC_PI_4;
    match mark.map(|seat| seat % 8) {
        None | Some(0) => polygon(PIP_SEGMENTS, 0.0, 1.0),
        // Corners at (±0.886, ±0.886): the area of the unit circle.
        Some(1) => polygon(4, quarter, 1.25),
        Some(2) => polygon(3, up, PIP_REACH),
        Some(3) => {
            // A five-pointed star: points at the reach, notches at 0.6 of it.
            let points = polygon(5, up, PIP_REACH);
            let notches = polygon(5, up + std::f32::consts::PI / 5.0, PIP_REACH * 0.6);
            points
                .into_iter()
                .zip(notches)
                .flat_map(|(p, n)| [p, n])
                .collect()
        }
        // A bar along the face's second axis, where even the 6 face has room.
        Some(4) => [(0.5, -1.2), (0.5, 1.2), (-0.5, 1.2), (-0.5, -1.2)]
            .into_iter()
            .map(|(x, y)| Vec2::new(x, y))
            .collect(),
        Some(5) => polygon(6, 0.0, 1.1),
        Some(6) => polygon(5, up, 1.15),
        _ => {
            // A plus sign: arms 0.84 wide reaching 1.2 out.
            let (a, b) = (0.42, 1.2);
            [
                (b, -a),
                (b, a),
                (a, a),
                (a, b),
                (-a, b),
                (-a, a),
                (-b, a),
                (-b, -a),
                (-a, -a),
                (-a, -b),
                (a, -b),
                (a, -a),
            ]
            .into_iter()
            .map(|(x, y)| Vec2::new(x, y))
            .collect()
        }
    }
}

/// All 21 pips of a die of edge `size` as one mesh of flat shapes just above the faces,
/// each of the outline [`pip_outline`]`(mark)`.
///
/// The normals tilt towards each pip's centre near its rim, so under light the flat shape
/// shades like the shallow dimple of a drilled pip.
pub fn pips(size: f32, mark: Option<usize>) -> Mesh {
    let outline = pip_outline(mark);
    let corners = outline.len();
    let half = size * 0.5;
    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut indices: Vec<u32> = Vec::new();
    for face in Face::ALL {
        let normal = Vec3::from_array(face_normal(face));
        let (u, v) = face_axes(normal);
        let radius = size
            * PIP_RADIUS
            * if face.value() == 1 {
                ONE_PIP_SCALE
            } else {
                1.0
            };
        for &(a, b) in pip_pattern(face) {
            let centre = normal * (half + size * PIP_LIFT) + (u * a + v * b) * size * PIP_SPACING;
            let base = positions.len() as u32;
            positions.push(centre.to_array());
            normals.push(normal.to_array());
            // Two rings: a mid ring with a gentle tilt and the rim with a steeper one.
            for (r, tilt) in [(0.55_f32, 0.25_f32), (1.0, 0.6)] {
                for corner in &outline {
                    let out = u * corner.x + v * corner.y;
                    let radial = out.normalize_or_zero();
                    positions.push((centre + out * radius * r).to_array());
                    normals.push((normal - radial * tilt).normalize().to_array());
                }
            }
            let mid = |k: usize| base + 1 + (k % corners) as u32;
            let rim = |k: usize| base + 1 + (corners + k % corners) as u32;
            for k in 0..corners {
                indices.extend([base, mid(k), mid(k + 1)]);
                indices.extend([mid(k), rim(k), rim(k + 1)]);
                indices.extend([mid(k), rim(k + 1), mid(k + 1)]);
            }
        }
    }
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_indices(Indices::U32(indices))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn face_axes_are_right_handed() {
        for face in Face::ALL {
            let n = Vec3::from_array(face_normal(face));
            let (u, v) = face_axes(n);
            assert!((u.cross(v) - n).length() < 1e-6, "face {face}");
        }
    }

    #[test]
    fn rounded_cube_stays_inside_its_box_and_touches_each_face() {
        let mesh = rounded_cube(1.0);
        let Some(positions) = mesh.attribute(Mesh::ATTRIBUTE_POSITION) else {
            panic!("no positions");
        };
        let Some(points) = positions.as_float3() else {
            panic!("positions are not float3");
        };
        let max = points.iter().fold(0.0_f32, |m, p| {
            m.max(p[0].abs()).max(p[1].abs()).max(p[2].abs())
        });
        assert!((max - 0.5).abs() < 1e-5);
    }

    #[test]
    fn pip_counts_match_face_values() {
        let total: usize = Face::ALL.iter().map(|f| pip_pattern(*f).len()).sum();
        assert_eq!(total, 21);
        for face in Face::ALL {
            assert_eq!(pip_pattern(face).len(), usize::from(face.value()));
        }
    }

    #[test]
    fn pips_lie_on_the_flat_part_of_the_face() {
        let flat = 0.5 - CORNER_FRACTION;
        assert!(PIP_SPACING + PIP_RADIUS * PIP_REACH < flat);
        assert!(PIP_RADIUS * ONE_PIP_SCALE * PIP_REACH < flat);
    }

    /// Twice the signed area of a polygon (positive when its corners turn anticlockwise).
    fn twice_area(outline: &[Vec2]) -> f32 {
        (0..outline.len())
            .map(|k| outline[k].perp_dot(outline[(k + 1) % outline.len()]))
            .sum()
    }

    #[test]
    fn every_mark_makes_a_pip_of_about_a_round_pips_size_that_a_fan_fills() {
        let round = twice_area(&pip_outline(None)) * 0.5;
        for seat in 0..8 {
            let outline = pip_outline(Some(seat));
            let area = twice_area(&outline) * 0.5;
            // Triangles are held back by the reach: 70 % of the round pip.
            assert!(
                (0.65..1.1).contains(&(area / round)),
                "seat {seat}: {area} vs {round}"
            );
            for (k, corner) in outline.iter().enumerate() {
                assert!(corner.length() <= PIP_REACH + 1e-5, "seat {seat}");
                // Each fan triangle (centre, corner, next corner) turns anticlockwise:
                // the fan covers the shape once, with the faces' winding.
                let next = outline[(k + 1) % outline.len()];
                assert!(corner.perp_dot(next) > 0.0, "seat {seat} corner {k}");
            }
        }
        // No mark is another turned (dice rest at any angle): corner counts and reaches
        // differ, which turning keeps.
        let signature = |seat: usize| {
            let mut reaches: Vec<i32> = pip_outline(Some(seat))
                .iter()
                .map(|c| (c.length() * 100.0).round() as i32)
                .collect();
            reaches.sort_unstable();
            reaches
        };
        for a in 0..8 {
            for b in a + 1..8 {
                assert_ne!(signature(a), signature(b), "seats {a} and {b}");
            }
        }
        let marked = pips(1.0, Some(7));
        assert_eq!(
            marked.indices().map(|i| i.len()),
            Some(21 * 12 * 9),
            "a cross has 12 corners, three triangles each"
        );
    }
}
