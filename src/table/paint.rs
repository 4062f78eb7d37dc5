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
    fn paint(width: usize, height: usize, f: impl Fn(f32, f32) -> f32) -> Gray {
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

/// A tangent-space normal map (RGBA, 8 bits, 0.5 = flat) from a height field whose
/// tallest step across a pixel is `strength` pixels.
pub(crate) fn normal_map(height: &Gray, strength: f32) -> Vec<u8> {
    let mut out = Vec::with_capacity(height.width * height.height * 4);
    for y in 0..height.height as isize {
        for x in 0..height.width as isize {
            let dx = (height.at(x + 1, y) - height.at(x - 1, y)) * strength;
            let dy = (height.at(x, y + 1) - height.at(x, y - 1)) * strength;
            let (nx, ny, nz) = (-dx, -dy, 1.0);
            let len = (nx * nx + ny * ny + nz * nz).sqrt();
            for c in [nx / len, ny / len, nz / len] {
                out.push(((c * 0.5 + 0.5) * 255.0).round() as u8);
            }
            out.push(255);
        }
    }
    out
}

/// Marble: the colour throughout, crossed by thin dark veins that branch and wander.
pub fn marble(size: usize, seed: u32) -> Gray {
    let dims = (size, size);
    Gray::paint(size, size, |x, y| {
        let turbulence = fbm(x, y, dims, (4, 4), 4, seed);
        let along = (x + y) / size as f32 * 2.0 + turbulence * 4.0;
        let vein = (1.0 - (along * std::f32::consts::PI).sin().abs()).powf(10.0);
        let fine = fbm(x, y, dims, (8, 8), 3, seed + 11);
        let thin = (1.0
            - ((along * 3.0 + fine * 2.0) * std::f32::consts::PI)
                .sin()
                .abs())
        .powf(24.0);
        1.0 - 0.6 * vein - 0.3 * thin
    })
}

/// Pearl: a soft, slow shimmer, brighter than the colour beneath.
pub fn pearl(size: usize, seed: u32) -> Gray {
    let dims = (size, size);
    Gray::paint(size, size, |x, y| {
        let swirl = fbm(x, y, dims, (3, 3), 3, seed);
        0.92 + 0.08 * (swirl * 9.0).sin().abs()
    })
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
/// up, the players at +Z): a warm lamp overhead a little behind the tray, a bright window
/// to the left, darker walls and the table's brown below. Linear, about 0..8.
pub fn room(dir: [f32; 3]) -> [f32; 3] {
    let [x, y, z] = dir;
    let wall = [0.32, 0.28, 0.24];
    let floor = [0.16, 0.09, 0.05];
    let ceiling = [0.55, 0.52, 0.48];
    let mut light = if y > 0.0 {
        mix(wall, ceiling, y.powf(0.7))
    } else {
        mix(wall, floor, (-y).powf(0.5))
    };
    // A soft box lamp above, slightly towards the far side (where the key light is).
    let lamp = soft_spot(dir, [-0.3, 0.85, -0.43], 0.93, 0.985);
    light = add(light, [7.0 * lamp, 6.4 * lamp, 5.6 * lamp]);
    // A tall window on the left wall: a cool, bright panel.
    let in_window = x < -0.55 && y > -0.05 && y < 0.6 && z.abs() < 0.45;
    if in_window {
        light = add(light, [2.2, 2.5, 2.9]);
    }
    light
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
        for g in [felt(64, 1), marble(64, 2), pearl(64, 3), wood(128, 32, 4)] {
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
