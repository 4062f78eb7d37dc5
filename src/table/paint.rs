//! The surfaces of the table and the dice, painted in code: wood grain for the boards,
//! felt fibre (colour and a height field for its normal map), marble veins and a pearl
//! sheen for the dice finishes, and the room the dice reflect (radiance by direction).
//!
//! Everything here is plain arithmetic on pixel buffers, seeded and tileable, so it is
//! tested without a window and the textures are the same on every machine; the shell
//! ([`super::surfaces`]) turns the buffers into Bevy images.

/// A square or oblong grey-scale picture, row by row, each value in `0..=1`.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Gray {
    pub width: usize,
    pub height: usize,
    pub values: Vec<f32>,
}

impl Gray {
    pub(crate) fn paint(width: usize, height: usize, f: impl Fn(f32, f32) -> f32) -> Gray {
        let mut values = Vec::with_capacity(width * height);
        for y in 0..height {
            for x in 0..width {
                values.push(f(x as f32, y as f32).clamp(0.0, 1.0));
            }
        }
        Gray {
            width,
            height,
            values,
        }
    }

    /// The value at `(x, y)`, wrapping round the edges (the pictures tile).
    pub fn at(&self, x: isize, y: isize) -> f32 {
        let x = x.rem_euclid(self.width as isize) as usize;
        let y = y.rem_euclid(self.height as isize) as usize;
        self.values[y * self.width + x]
    }

    /// As 8-bit values, for an image's bytes.
    pub fn bytes(&self) -> impl Iterator<Item = u8> + '_ {
        self.values.iter().map(|v| (v * 255.0).round() as u8)
    }
}

/// A well-mixed hash of a lattice point and a seed, in `0..1`.
fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x8da6_b343)
        ^ (y as u32).wrapping_mul(0xd816_3841)
        ^ seed.wrapping_mul(0xcb1a_b31f);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h & 0x00ff_ffff) as f32 / 16_777_216.0
}

/// Smooth value noise in `0..1` with a lattice that repeats every `period` cells in each
/// direction, so a picture made of it tiles.
fn noise(x: f32, y: f32, period: (i32, i32), seed: u32) -> f32 {
    let (x0, y0) = (x.floor(), y.floor());
    let (fx, fy) = (x - x0, y - y0);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let (ix, iy) = (x0 as i32, y0 as i32);
    let at = |dx: i32, dy: i32| {
        hash(
            (ix + dx).rem_euclid(period.0),
            (iy + dy).rem_euclid(period.1),
            seed,
        )
    };
    let top = at(0, 0) + (at(1, 0) - at(0, 0)) * sx;
    let bottom = at(0, 1) + (at(1, 1) - at(0, 1)) * sx;
    top + (bottom - top) * sy
}

/// Noise summed over `octaves` octaves from `cells` lattice cells across a picture of
/// `size` pixels, in `0..1`.
fn fbm(x: f32, y: f32, size: (usize, usize), cells: (i32, i32), octaves: u32, seed: u32) -> f32 {
    let (mut sum, mut weight, mut total) = (0.0, 1.0, 0.0);
    for octave in 0..octaves {
        let scale = 1 << octave;
        let (cx, cy) = (cells.0 * scale, cells.1 * scale);
        let u = x / size.0 as f32 * cx as f32;
        let v = y / size.1 as f32 * cy as f32;
        sum += weight * noise(u, v, (cx, cy), seed + octave);
        total += weight;
        weight *= 0.5;
    }
    sum / total
}

/// Wood grain along the picture's width (a board's length): bands of early and late wood
/// that drift and swirl, fine pores, and a few darker streaks. Values near 1 are the pale
/// early wood; the board's colour multiplies them.
pub fn wood(width: usize, height: usize, seed: u32) -> Gray {
    let size = (width, height);
    Gray::paint(width, height, |x, y| {
        let drift = fbm(x, y, size, (3, 2), 3, seed) - 0.5;
        // Bands across the board's width, bent by the drift.
        let rings = (y / height as f32 * 7.0 + drift * 3.5).fract();
        let late = (1.0 - (rings * 2.0 - 1.0).abs()).powf(3.0);
        let pores = fbm(x, y, size, (96, 24), 2, seed + 17);
        // Fibres a texel or two long: what makes a board read as wood up close.
        let fibres = fbm(
            x,
            y,
            size,
            (width as i32 / 3, height as i32 / 2),
            1,
            seed + 23,
        );
        let streak = fbm(x, y, size, (2, 12), 2, seed + 31);
        1.0 - 0.26 * late - 0.1 * pores - 0.12 * fibres - 0.12 * (streak - 0.45).max(0.0)
    })
}

/// Felt: a fine, even mottle of fibres (for the colour), `0.8..1`.
pub fn felt(size: usize, seed: u32) -> Gray {
    let dims = (size, size);
    Gray::paint(size, size, |x, y| {
        let fibre = fbm(x, y, dims, (64, 64), 3, seed);
        let nap = fbm(x, y, dims, (size as i32 / 2, size as i32 / 2), 1, seed + 5);
        let cloud = fbm(x, y, dims, (4, 4), 2, seed + 7);
        0.76 + 0.1 * fibre + 0.08 * nap + 0.06 * cloud
    })
}

/// Felt's height field: fibres lying every way, for its normal map.
pub(crate) fn felt_height(size: usize, seed: u32) -> Gray {
    let dims = (size, size);
    Gray::paint(size, size, |x, y| {
        let along = fbm(x, y, dims, (96, 24), 2, seed + 3);
        let across = fbm(x, y, dims, (24, 96), 2, seed + 5);
        let nap = fbm(x, y, dims, (128, 128), 1, seed + 9);
        0.35 * along + 0.35 * across + 0.3 * nap
    })
}

/// The unit normal of the height field at `(x, y)` (x along its rows, y down its
/// columns, z out of it), its tallest step across a pixel being `strength` pixels.
fn normal_at(height: &Gray, (x, y): (isize, isize), strength: f32) -> [f32; 3] {
    let dx = (height.at(x + 1, y) - height.at(x - 1, y)) * strength;
    let dy = (height.at(x, y + 1) - height.at(x, y - 1)) * strength;
    let len = (dx * dx + dy * dy + 1.0).sqrt();
    [-dx / len, -dy / len, 1.0 / len]
}

/// A tangent-space normal map (RGBA, 8 bits, 0.5 = flat) from a height field whose
/// tallest step across a pixel is `strength` pixels.
pub(crate) fn normal_map(height: &Gray, strength: f32) -> Vec<u8> {
    let mut out = Vec::with_capacity(height.width * height.height * 4);
    for y in 0..height.height as isize {
        for x in 0..height.width as isize {
            for c in normal_at(height, (x, y), strength) {
                out.push(((c * 0.5 + 0.5) * 255.0).round() as u8);
            }
            out.push(255);
        }
    }
    out
}

/// The felt's picture as the key light shows it, for Low's unlit felt: each fibre
/// brightened or darkened as its slope in `height` (with `strength`, as
/// [`normal_map`]'s) turns it towards or away from the light coming from `light` (in the
/// picture's frame: x along its rows, y down its columns, z out of it), relative to flat
/// felt; `depth` (0 to 1) of that variation is kept, since the ambient light lights every
/// fibre alike.
pub(crate) fn lit_felt(
    felt: &Gray,
    height: &Gray,
    strength: f32,
    light: [f32; 3],
    depth: f32,
) -> Gray {
    let len = (light[0] * light[0] + light[1] * light[1] + light[2] * light[2]).sqrt();
    let [lx, ly, lz] = light.map(|c| c / len.max(f32::EPSILON));
    let flat = lz.max(0.05);
    Gray::paint(felt.width, felt.height, |x, y| {
        let at = (x as isize, y as isize);
        let [nx, ny, nz] = normal_at(height, at, strength);
        let facing = (nx * lx + ny * ly + nz * lz).max(0.0) / flat;
        felt.at(at.0, at.1) * (1.0 + depth * (facing - 1.0))
    })
}

/// Marble: the colour throughout, crossed by bold dark veins that branch and wander,
/// and finer ones between (bold enough to read on a die 60 pixels across). The picture
/// covers all six faces of a die (three across, two down).
pub fn marble(size: usize, seed: u32) -> Gray {
    let dims = (size, size);
    Gray::paint(size, size, |x, y| {
        let turbulence = fbm(x, y, dims, (4, 4), 4, seed);
        let along = (x + y) / size as f32 * 3.0 + turbulence * 4.0;
        let vein = (1.0 - (along * std::f32::consts::PI).sin().abs()).powf(6.0);
        let fine = fbm(x, y, dims, (8, 8), 3, seed + 11);
        let thin = (1.0
            - ((along * 3.0 + fine * 2.0) * std::f32::consts::PI)
                .sin()
                .abs())
        .powf(18.0);
        1.0 - 0.78 * vein - 0.35 * thin
    })
}

/// Distance from the middle of a face's square (the picture) towards its edge, `0` in
/// the middle to `1` at the edge, rounded at the corners as a die's face is.
fn from_face_middle(x: f32, y: f32, size: usize) -> f32 {
    let half = size as f32 * 0.5;
    let (u, v) = (((x + 0.5) - half) / half, ((y + 0.5) - half) / half);
    (u.abs().powi(4) + v.abs().powi(4)).powf(0.25).min(1.0)
}

/// Pearl, one face to the picture: a milky middle whose sheen brightens towards the
/// face's edges and round onto the next face (where a pearl catches the light at its
/// silhouette), with a slow shimmer.
pub fn pearl(size: usize, seed: u32) -> Gray {
    let dims = (size, size);
    Gray::paint(size, size, |x, y| {
        let edge = from_face_middle(x, y, size);
        let sheen = edge.powf(2.5);
        let swirl = fbm(x, y, dims, (3, 3), 3, seed);
        0.62 + 0.36 * sheen + 0.06 * (swirl * 9.0).sin().abs()
    })
}

/// Polished metal, one face to the picture: what a mirror-bright die shows at a glance,
/// at any quality and however it lies: a bright streak of the lamp across the face, a
/// dark band of the room beside it, lighter again past it, and fine lines of the
/// polish. (The room's own reflection comes on top at High.)
pub fn metal(size: usize, seed: u32) -> Gray {
    let dims = (size, size);
    Gray::paint(size, size, |x, y| {
        let (u, v) = ((x + 0.5) / size as f32, (y + 0.5) / size as f32);
        // Across the face's diagonal: 0 at one corner, 1 at the other.
        let d = (u + v) * 0.5;
        let streak = (-((d - 0.3) / 0.07).powi(2)).exp();
        let dark = (-((d - 0.55) / 0.1).powi(2)).exp();
        let band = 0.55 + 0.45 * streak - 0.4 * dark + 0.15 * (d - 0.5);
        let brushed = fbm(x, y, dims, (size as i32 / 2, 2), 1, seed);
        (band + 0.08 * (brushed - 0.5)).clamp(0.0, 1.0)
    })
}

/// The pattern `finish` paints on a die's face at `(u, v)` (`0..1` across the face;
/// marble's the first face's part of its picture), as the dice on the table are painted:
/// `1` where it leaves the colour as it is. Small copies of the pictures, painted once,
/// for the swatches that show a finish beside a player's name.
pub(crate) fn finish_pattern(finish: crate::settings::Finish, u: f32, v: f32) -> f32 {
    use crate::settings::Finish;
    use std::sync::OnceLock;
    static SMALL: OnceLock<[Gray; 3]> = OnceLock::new();
    let [marble_face, pearl_face, metal_face] =
        SMALL.get_or_init(|| [marble(96, 8), pearl(32, 12), metal(32, 14)]);
    let sample = |g: &Gray, u: f32, v: f32| {
        g.at(
            (u * g.width as f32) as isize,
            (v * g.height as f32) as isize,
        )
    };
    let (u, v) = (u.clamp(0.0, 0.999), v.clamp(0.0, 0.999));
    match finish {
        Finish::Solid => 1.0,
        Finish::Pearl => sample(pearl_face, u, v),
        Finish::Marble => sample(marble_face, u / 3.0, v / 2.0),
        Finish::Metal => sample(metal_face, u, v),
    }
}

/// How much of the light a die at rest on an unlit surface leaves, seen from above: a
/// picture `size` texels across covering twice the die's footprint (the footprint is the
/// middle half). Darkest under the die, lighter past its edges, no darkening at all (1)
/// from a little over half a die out, so the picture's border never shows.
pub(crate) fn contact_shadow(size: usize) -> Gray {
    // Darkening right at the die's foot.
    const DARKEST: f32 = 0.7;
    // The footprint's corner rounding and the shadow's reach past it, in picture
    // half-widths (the footprint's half side is 0.5).
    const ROUNDING: f32 = 0.12;
    const REACH: f32 = 0.45;
    let half = size as f32 * 0.5;
    Gray::paint(size, size, |x, y| {
        let (u, v) = ((x + 0.5 - half) / half, (y + 0.5 - half) / half);
        // Distance outside the footprint's rounded square.
        let (du, dv) = (
            (u.abs() - 0.5 + ROUNDING).max(0.0),
            (v.abs() - 0.5 + ROUNDING).max(0.0),
        );
        let outside = ((du * du + dv * dv).sqrt() - ROUNDING).max(0.0);
        let t = (outside / REACH).min(1.0);
        let fade = 1.0 - t * t * (3.0 - 2.0 * t);
        1.0 - DARKEST * fade
    })
}

/// The room the dice reflect, as light arriving from direction `dir` (a unit vector, +Y
/// up, the players at +Z): a warm lamp overhead a little behind the tray, a dim ceiling
/// crossed by beams, a window with its bars to the left, shelves of books behind, a
/// framed picture to the right, a door behind the players, and floorboards below.
/// Linear, about 0..8. What a mirror-bright die shows of it has shapes in it, not one
/// blur of grey; the ceiling is dim, so glossy tops are not washed out.
pub fn room(dir: [f32; 3]) -> [f32; 3] {
    let [x, y, z] = dir;
    let mut light = if y > 0.0 {
        ceiling(x, y, z)
    } else if y > -0.35 {
        walls(x, y, z)
    } else {
        floor(x)
    };
    if y > -0.35 && y <= 0.0 {
        light = mix(light, floor(x), ((-y - 0.2) / 0.15).clamp(0.0, 1.0));
    }
    // A soft box lamp above, slightly towards the far side (where the key light is).
    let lamp = soft_spot(dir, [-0.3, 0.85, -0.43], 0.93, 0.985);
    add(light, [7.0 * lamp, 6.4 * lamp, 5.6 * lamp])
}

/// The upper half: the walls' top, then a dim ceiling with dark beams across.
fn ceiling(x: f32, y: f32, z: f32) -> [f32; 3] {
    if y < 0.45 {
        return walls(x, y, z);
    }
    let plaster = [0.2, 0.19, 0.17];
    // Beams run left to right: bands along z as the ceiling is seen from below.
    let along = z / y;
    let beam = (along * 3.0).rem_euclid(1.0) < 0.28;
    let ceiling = if beam { [0.07, 0.045, 0.03] } else { plaster };
    mix(
        walls(x, 0.45, z),
        ceiling,
        ((y - 0.45) / 0.15).clamp(0.0, 1.0),
    )
}

/// The walls round the room at eye height and the things on them.
fn walls(x: f32, y: f32, z: f32) -> [f32; 3] {
    let wall = [0.24, 0.2, 0.16];
    // A tall window on the left wall: a cool, bright sky cut by dark bars.
    if x < -0.55 && y > -0.05 && y < 0.6 && z.abs() < 0.45 {
        let (across, up) = (z / -x, y / -x);
        let bar = (across * 3.2).rem_euclid(1.0) < 0.1 || (up * 3.0).rem_euclid(1.0) < 0.09;
        return if bar {
            [0.05, 0.04, 0.035]
        } else {
            [2.4, 2.7, 3.1]
        };
    }
    // Shelves of books behind the tray: spines of many colours, dark shelf boards.
    if z < -0.6 && x.abs() < 0.55 && y > -0.2 && y < 0.4 {
        let (across, up) = (x / -z, y / -z);
        if (up * 4.0).rem_euclid(1.0) < 0.16 {
            return [0.06, 0.035, 0.02];
        }
        let spine = (across * 22.0).floor();
        let shade = hash(spine as i32, (up * 4.0).floor() as i32, 5);
        let tints = [
            [0.5, 0.12, 0.1],
            [0.12, 0.25, 0.45],
            [0.55, 0.45, 0.2],
            [0.15, 0.3, 0.15],
        ];
        let tint = tints[(shade * 4.0) as usize % 4];
        return [tint[0] * 0.8, tint[1] * 0.8, tint[2] * 0.8];
    }
    // A framed picture on the right wall: a dark frame round a bright landscape.
    if x > 0.6 && y > 0.05 && y < 0.45 && z.abs() < 0.35 {
        let (across, up) = (z / x, y / x);
        let inner = across.abs() < 0.45 && up > 0.12 && up < 0.6;
        return if inner {
            mix(
                [0.9, 0.7, 0.35],
                [0.25, 0.45, 0.3],
                ((0.4 - up) / 0.2).clamp(0.0, 1.0),
            )
        } else {
            [0.05, 0.035, 0.02]
        };
    }
    // A dark door behind the players.
    if z > 0.7 && x.abs() < 0.25 && y < 0.35 {
        return [0.09, 0.06, 0.04];
    }
    wall
}

/// The floor: boards of a darker wood.
fn floor(x: f32) -> [f32; 3] {
    let board = (x * 6.0).floor();
    let shade = 0.8 + 0.4 * hash(board as i32, 0, 9);
    [0.14 * shade, 0.08 * shade, 0.045 * shade]
}

fn mix(a: [f32; 3], b: [f32; 3], t: f32) -> [f32; 3] {
    [
        a[0] + (b[0] - a[0]) * t,
        a[1] + (b[1] - a[1]) * t,
        a[2] + (b[2] - a[2]) * t,
    ]
}

fn add(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

/// 1 inside a cone round `centre` whose cosine is above `full`, fading to 0 at `edge`.
fn soft_spot(dir: [f32; 3], centre: [f32; 3], edge: f32, full: f32) -> f32 {
    let len = (centre[0].powi(2) + centre[1].powi(2) + centre[2].powi(2)).sqrt();
    let cos = (dir[0] * centre[0] + dir[1] * centre[1] + dir[2] * centre[2]) / len;
    ((cos - edge) / (full - edge)).clamp(0.0, 1.0)
}

/// The direction through texel `(u, v)` (`0..1` across the face) of cube face `face`,
/// in the order +X, −X, +Y, −Y, +Z, −Z that GPUs use for cube maps.
pub(crate) fn cube_direction(face: usize, u: f32, v: f32) -> [f32; 3] {
    let (s, t) = (2.0 * u - 1.0, 2.0 * v - 1.0);
    let d = match face {
        0 => [1.0, -t, -s],
        1 => [-1.0, -t, s],
        2 => [s, 1.0, t],
        3 => [s, -1.0, -t],
        4 => [s, -t, 1.0],
        _ => [-s, -t, -1.0],
    };
    let len = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).sqrt();
    [d[0] / len, d[1] / len, d[2] / len]
}

/// A half-precision float's bits for a finite, non-negative `value` (what an HDR
/// texture stores); values past half's range are clamped to its largest.
pub(crate) fn half_bits(value: f32) -> u16 {
    let value = value.clamp(0.0, 65_504.0);
    if value < 6.103_515_6e-5 {
        // Subnormal halves: multiples of 2^-24.
        return (value * 16_777_216.0).round() as u16;
    }
    let bits = value.to_bits();
    let exponent = ((bits >> 23) & 0xff) as i32 - 127 + 15;
    let mantissa = (bits >> 13) & 0x3ff;
    // Round to nearest by the first bit dropped.
    let round = (bits >> 12) & 1;
    ((exponent as u32) << 10 | mantissa).saturating_add(round) as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Share of pixels that differ from their right-hand neighbour by at least `step`.
    fn varied(g: &Gray, step: f32) -> f32 {
        let mut n = 0;
        for y in 0..g.height as isize {
            for x in 0..g.width as isize {
                if (g.at(x, y) - g.at(x + 1, y)).abs() >= step {
                    n += 1;
                }
            }
        }
        n as f32 / (g.width * g.height) as f32
    }

    #[test]
    fn pictures_tile_without_a_seam() {
        for g in [felt(64, 1), marble(64, 2), wood(128, 32, 4)] {
            // The step across the wrap is no larger than the steps inside.
            let inside = (0..g.height as isize)
                .map(|y| (g.at(1, y) - g.at(0, y)).abs())
                .fold(0.0, f32::max);
            let seam = (0..g.height as isize)
                .map(|y| (g.at(0, y) - g.at(-1, y)).abs())
                .fold(0.0, f32::max);
            assert!(seam <= inside * 2.5 + 0.02, "seam {seam} vs {inside}");
        }
    }

    #[test]
    fn surfaces_are_not_flat_paint() {
        // A flat colour is what the prototype's table was; grain and fibre vary from
        // pixel to pixel.
        assert!(varied(&felt(128, 1), 1.0 / 255.0) > 0.5);
        assert!(varied(&wood(256, 64, 1), 1.0 / 255.0) > 0.5);
        let m = marble(128, 1);
        let dark = m.values.iter().filter(|v| **v < 0.6).count();
        assert!(dark > 100 && dark < m.values.len() / 3, "veins: {dark}");
    }

    #[test]
    fn a_contact_shadow_is_darkest_under_the_die_and_gone_at_its_border() {
        let shadow = contact_shadow(64);
        let middle = shadow.at(32, 32);
        assert!(middle < 0.5, "{middle}");
        // Lighter step by step from the foot outwards, and nothing at the border.
        let row: Vec<f32> = (48..64).map(|x| shadow.at(x, 32)).collect();
        assert!(row.windows(2).all(|w| w[0] <= w[1]));
        assert!(row[0] < 0.6);
        for i in 0..64 {
            for edge in [
                shadow.at(i, 0),
                shadow.at(0, i),
                shadow.at(i, 63),
                shadow.at(63, i),
            ] {
                assert_eq!(edge, 1.0);
            }
        }
    }

    #[test]
    fn pearl_brightens_towards_the_face_edges_and_metal_has_a_dark_horizon() {
        let p = pearl(64, 3);
        assert!(
            p.at(32, 32) + 0.12 < p.at(1, 32),
            "{} {}",
            p.at(32, 32),
            p.at(1, 32)
        );
        let m = metal(64, 4);
        let diagonal: Vec<f32> = (0..64).map(|k| m.at(k, k)).collect();
        let (lamp, room) = (diagonal[19], diagonal[35]);
        assert!(lamp > 0.8 && room < 0.3, "{lamp} {room}");
    }

    #[test]
    fn the_room_has_shapes_a_mirror_shows() {
        // Across the window: bright panes and dark bars; along the shelves: books.
        let across_window: Vec<f32> = (0..40)
            .map(|k| room(norm([-1.0, 0.3, -0.4 + k as f32 * 0.02]))[1])
            .collect();
        let bright = across_window.iter().filter(|v| **v > 1.0).count();
        let dark = across_window.iter().filter(|v| **v < 0.2).count();
        assert!(bright > 10 && dark > 1, "{bright} {dark}");
        let shelf: Vec<[f32; 3]> = (0..40)
            .map(|k| room(norm([-0.4 + k as f32 * 0.02, 0.1, -1.0])))
            .collect();
        let kinds = shelf
            .iter()
            .map(|c| (c[0] * 10.0) as i32 * 100 + (c[2] * 10.0) as i32)
            .collect::<std::collections::BTreeSet<_>>();
        assert!(kinds.len() >= 3, "{kinds:?}");
        // The ceiling is dim: glossy tops don't wash out.
        assert!(room([0.0, 1.0, 0.3])[1] < 0.25);
    }

    fn norm(v: [f32; 3]) -> [f32; 3] {
        let l = (v[0] * v[0] + v[1] * v[1] + v[2] * v[2]).sqrt();
        [v[0] / l, v[1] / l, v[2] / l]
    }

    #[test]
    fn the_same_seed_paints_the_same_picture() {
        assert_eq!(wood(64, 16, 9), wood(64, 16, 9));
        assert_ne!(wood(64, 16, 9), wood(64, 16, 10));
    }

    #[test]
    fn a_flat_height_gives_flat_normals() {
        let flat = Gray::paint(4, 4, |_, _| 0.5);
        let map = normal_map(&flat, 3.0);
        assert!(map.chunks(4).all(|p| p == [128, 128, 255, 255]));
    }

    #[test]
    fn the_room_is_brightest_at_the_lamp_and_cube_faces_point_out() {
        let lamp = room([-0.3 / 1.03, 0.85 / 1.03, -0.43 / 1.03]);
        let wall = room([0.0, 0.0, 1.0]);
        assert!(lamp[0] > 4.0 * wall[0]);
        for (face, axis, sign) in [(0, 0, 1.0), (1, 0, -1.0), (2, 1, 1.0), (3, 1, -1.0)] {
            assert_eq!(cube_direction(face, 0.5, 0.5)[axis], sign);
        }
    }

    #[test]
    fn half_floats_round_trip_common_values() {
        assert_eq!(half_bits(0.0), 0);
        assert_eq!(half_bits(1.0), 0x3c00);
        assert_eq!(half_bits(2.0), 0x4000);
        assert_eq!(half_bits(0.5), 0x3800);
        assert_eq!(half_bits(1e9), 0x7bff);
    }
}
