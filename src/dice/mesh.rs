//! Procedural die geometry: a rounded cube and its pips, in the die's own frame.
//!
//! The pips follow the layout in [`crate::throw::face_normal`]: 1 on +Y, 6 on −Y, 2 on +Z,
//! 5 on −Z, 3 on +X, 4 on −X. Both meshes are centred on the origin with edge `size`.

use bevy::asset::RenderAssetUsages;
use bevy::mesh::{Indices, PrimitiveTopology};
use bevy::prelude::*;

use crate::rules::Face;
use crate::seat_look::{Shape, pip_layout, seat_mark};
use crate::throw::face_normal;

/// Corner radius as a fraction of the edge. Small enough that every pip sits on the flat
/// part of its face (pips reach out to `PIP_SPACING + PIP_RADIUS * MAX_REACH` = 0.38 of
/// the edge).
pub(crate) const CORNER_FRACTION: f32 = 0.12;
/// Distance of the off-centre pips from the face centre, as a fraction of the edge.
const PIP_SPACING: f32 = 0.265;
/// Pip radius as a fraction of the edge.
const PIP_RADIUS: f32 = 0.088;
/// The lone pip of the 1 face is drawn larger, as on most Western dice.
const ONE_PIP_SCALE: f32 = 1.45;
/// How far the pip discs float above the face, as a fraction of the edge: enough to never
/// z-fight at table distance, too little to be seen from the side.
const PIP_LIFT: f32 = 0.0035;
/// Where a pip's lip begins, in pip radii from its centre (it ends at the outline).
const RIM_FROM: f32 = 0.8;
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
pub(crate) fn rounded_cube(size: f32) -> Mesh {
    let half = size * 0.5;
    let radius = size * CORNER_FRACTION;
    let inner = Vec3::splat(half - radius);
    let samples = edge_samples(half, radius);
    let n = samples.len();

    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut uvs = Vec::new();
    let mut indices: Vec<u32> = Vec::new();
    for (k, face) in Face::ALL.into_iter().enumerate() {
        let normal = Vec3::from_array(face_normal(face));
        let (u, v) = face_axes(normal);
        let base = positions.len() as u32;
        // Each face its own whole square of UV space, three across and two down: a
        // pattern that repeats every square (pearl's sheen, metal's reflection) sits the
        // same on every face, and one scaled to cover all six (marble's veins) differs.
        let shift = [(k % 3) as f32, (k / 3) as f32];
        for &a in &samples {
            for &b in &samples {
                let p = normal * half + u * a + v * b;
                let core = p.clamp(-inner, inner);
                let out = (p - core).normalize_or(normal);
                positions.push((core + out * radius).to_array());
                normals.push(out.to_array());
                uvs.push([a / size + 0.5 + shift[0], b / size + 0.5 + shift[1]]);
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

/// Where one pip sits: its face's outward normal and tangent axes, its centre `lift`
/// above the face, and its radius.
struct PipSpot {
    normal: Vec3,
    u: Vec3,
    v: Vec3,
    centre: Vec3,
    radius: f32,
}

impl PipSpot {
    /// The corners of `outline` scaled to `r` pip radii round the centre, each with a
    /// normal tilted `tilt` towards the centre (into the hole).
    fn ring<'a>(
        &'a self,
        outline: &'a [Vec2],
        r: f32,
        tilt: f32,
    ) -> impl Iterator<Item = ([f32; 3], [f32; 3])> + 'a {
        outline.iter().map(move |corner| {
            let out = self.u * corner.x + self.v * corner.y;
            let radial = out.normalize_or_zero();
            let position = self.centre + out * self.radius * r;
            (
                position.to_array(),
                (self.normal - radial * tilt).normalize().to_array(),
            )
        })
    }
}

/// All 21 pips of a die of edge `size`, laid out as [`pip_layout`] says, `lift` (a
/// fraction of the edge) above the faces.
fn pip_spots(size: f32, lift: f32) -> Vec<PipSpot> {
    let half = size * 0.5;
    let mut spots = Vec::new();
    for face in Face::ALL {
        let normal = Vec3::from_array(face_normal(face));
        let (u, v) = face_axes(normal);
        let scale = if face.value() == 1 {
            ONE_PIP_SCALE
        } else {
            1.0
        };
        for &(a, b) in pip_layout(face) {
            spots.push(PipSpot {
                normal,
                u,
                v,
                centre: normal * (half + size * lift) + (u * a + v * b) * size * PIP_SPACING,
                radius: size * PIP_RADIUS * scale,
            });
        }
    }
    spots
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
    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut colours = Vec::new();
    let mut indices: Vec<u32> = Vec::new();
    for spot in pip_spots(size, PIP_LIFT) {
        let base = positions.len() as u32;
        positions.push(spot.centre.to_array());
        normals.push(spot.normal.to_array());
        colours.push([1.0; 4]);
        // Two rings: a mid ring with a gentle tilt and the rim with a steep one, as the
        // wall of a drilled hole; the wall is in its own shade.
        for (r, tilt, shade) in [(0.55_f32, 0.35_f32, 0.9_f32), (1.0, 1.1, 0.5)] {
            for (position, normal) in spot.ring(&outline, r, tilt) {
                positions.push(position);
                normals.push(normal);
                colours.push([shade, shade, shade, 1.0]);
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
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_COLOR, colours)
    .with_inserted_indices(Indices::U32(indices))
}

/// The lips of all 21 pips of a die of edge `size`: a thin band along the inside of each
/// pip's outline whose normals turn down into the hole, as the rounded edge of a drilled
/// pip does, so the far side of each pip catches the key light and the near side falls
/// dark. Drawn in the body's material, a hair above the pips.
pub(crate) fn pip_rims(size: f32, mark: Option<usize>) -> Mesh {
    let outline = pip_outline(mark);
    let corners = outline.len();
    let mut positions = Vec::new();
    let mut normals = Vec::new();
    let mut indices: Vec<u32> = Vec::new();
    for spot in pip_spots(size, PIP_LIFT * 1.6) {
        let base = positions.len() as u32;
        for (r, lean) in [(RIM_FROM, 1.2_f32), (1.0, 0.0)] {
            for (position, normal) in spot.ring(&outline, r, lean) {
                positions.push(position);
                normals.push(normal);
            }
        }
        let inner = |k: usize| base + (k % corners) as u32;
        let outer = |k: usize| base + (corners + k % corners) as u32;
        for k in 0..corners {
            indices.extend([inner(k), outer(k), outer(k + 1)]);
            indices.extend([inner(k), outer(k + 1), inner(k + 1)]);
        }
    }
    let uvs = vec![[0.5_f32, 0.5]; positions.len()];
    Mesh::new(
        PrimitiveTopology::TriangleList,
        RenderAssetUsages::default(),
    )
    .with_inserted_attribute(Mesh::ATTRIBUTE_POSITION, positions)
    .with_inserted_attribute(Mesh::ATTRIBUTE_NORMAL, normals)
    .with_inserted_attribute(Mesh::ATTRIBUTE_UV_0, uvs)
    .with_inserted_indices(Indices::U32(indices))
}

/// A die's body: the rounded cube with the lips of seat `mark`'s pips (round when
/// `None`), one mesh in the body's material.
pub(crate) fn die_body(size: f32, mark: Option<usize>) -> Mesh {
    let mut body = rounded_cube(size);
    // Both meshes have positions, normals and UVs and nothing else: merging cannot fail.
    let _ = body.merge(&pip_rims(size, mark));
    body
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat_look::MAX_REACH;

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
        let rims = pip_rims(1.0, Some(7));
        assert_eq!(rims.indices().map(|i| i.len()), Some(21 * 12 * 6));
    }

    #[test]
    fn a_body_carries_the_lips_of_its_pips() {
        let plain = rounded_cube(1.0).count_vertices();
        let body = die_body(1.0, None);
        assert_eq!(
            body.count_vertices(),
            plain + pip_rims(1.0, None).count_vertices()
        );
        // Every lip's normal is a unit vector.
        let Some(normals) = pip_rims(1.0, None)
            .attribute(Mesh::ATTRIBUTE_NORMAL)
            .and_then(|n| n.as_float3().map(<[[f32; 3]]>::to_vec))
        else {
            panic!("no normals");
        };
        assert!(normals.iter().all(|n| Vec3::from_array(*n).is_normalized()));
    }
}
