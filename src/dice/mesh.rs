//! Procedural die geometry: a rounded cube and its pips, in the die's own frame.
//!
//! The pips follow the layout in [`crate::throw::face_normal`]: 1 on +Y, 6 on −Y, 2 on +Z,
//! 5 on −Z, 3 on +X, 4 on −X. Both meshes are centred on the origin with edge `size`.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use crate::present::{Shape, pip_layout, seat_mark};
use crate::rules::Face;
use crate::throw::face_normal;

/// Corner radius as a fraction of the edge. Small enough that every pip sits on the flat
/// part of its face (pips reach out to `PIP_SPACING + PIP_RADIUS * MAX_REACH` = 0.38 of
/// the edge).
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

/// The outline of one pip, in pip radii around its centre, corners in turning order
/// ([`Shape::outline`]): `None` is a round pip, `Some(seat)` that seat's mark.
fn pip_outline(mark: Option<usize>) -> Vec<Vec2> {
    let shape = mark.map_or(Shape::Circle, |seat| seat_mark(seat).shape);
    shape.outline().into_iter().map(Vec2::from_array).collect()
}

/// All 21 pips of a die of edge `size` as one mesh of flat shapes just above the faces,
/// each of the outline of seat `mark`'s shape (round when `None`), laid out as
/// [`pip_layout`] says.
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
        for &(a, b) in pip_layout(face) {
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
    use crate::present::MAX_REACH;

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
    fn pips_lie_on_the_flat_part_of_the_face() {
        let flat = 0.5 - CORNER_FRACTION;
        assert!(PIP_SPACING + PIP_RADIUS * MAX_REACH < flat);
        assert!(PIP_RADIUS * ONE_PIP_SCALE * MAX_REACH < flat);
    }

    #[test]
    fn a_marked_pip_mesh_fans_every_corner_of_its_mark() {
        let marked = pips(1.0, Some(7));
        assert_eq!(
            marked.indices().map(|i| i.len()),
            Some(21 * 12 * 9),
            "a cross has 12 corners, three triangles each"
        );
    }
}
