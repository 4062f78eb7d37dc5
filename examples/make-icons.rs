//! Draws the Party Dice app icon — a rounded white die showing five, on transparency —
//! at the sizes the desktops want, and writes them to `assets/icons/`:
//! `<n>x<n>.png` for 16, 32, 48, 64, 128, 256 and 512 pixels, `512x512@2x.png` (1024
//! pixels, the Retina size macOS reads by that name) and `party-dice.ico` (16–256, for
//! Windows). The installers are made from these files (`[package.metadata.packager]` in
//! `Cargo.toml`, `packaging/windows.toml`).
//!
//! ```sh
//! cargo run --no-default-features --example make-icons            # write the files
//! cargo run --no-default-features --example make-icons -- --check # compare, exit 1 if stale
//! ```
//!
//! `cargo test` runs the same comparison, so a change to the drawing that is not
//! followed by new files fails the tests.

use std::io;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Where the icons live, from the crate root.
const ICON_DIR: &str = "assets/icons";

/// The square sizes drawn, in pixels.
const SIZES: [u32; 8] = [16, 32, 48, 64, 128, 256, 512, 1024];

/// The sizes put into the Windows `.ico` (Windows picks one per place it shows it).
const ICO_SIZES: [u32; 6] = [16, 32, 48, 64, 128, 256];

/// An RGBA colour with straight (not premultiplied) components, 0–1.
#[derive(Clone, Copy)]
struct Colour([f32; 4]);

impl Colour {
    const fn rgb(r: u8, g: u8, b: u8) -> Self {
        Self([r as f32 / 255.0, g as f32 / 255.0, b as f32 / 255.0, 1.0])
    }

    fn mix(self, other: Self, t: f32) -> Self {
        let mut out = self.0;
        for (o, b) in out.iter_mut().zip(other.0) {
            *o += (b - *o) * t;
        }
        Self(out)
    }
}

/// The die face, lit from above: brighter at the top edge than at the bottom.
const FACE_TOP: Colour = Colour::rgb(252, 251, 247);
const FACE_BOTTOM: Colour = Colour::rgb(222, 219, 211);
/// The rim that keeps the white die visible on a white desktop.
const RIM: Colour = Colour::rgb(70, 72, 82);
const PIP: Colour = Colour::rgb(30, 32, 44);
const SHADOW: Colour = Colour([0.0, 0.0, 0.0, 0.32]);

/// An image being drawn: premultiplied RGBA, row by row from the top.
struct Canvas {
    size: u32,
    pixels: Vec<[f32; 4]>,
}

impl Canvas {
    fn new(size: u32) -> Self {
        Self {
            size,
            pixels: vec![[0.0; 4]; (size * size) as usize],
        }
    }

    /// Paints `colour` over every pixel with the coverage `cover(x, y)` gives for the
    /// pixel's centre (0: untouched, 1: fully covered).
    fn paint(&mut self, colour: impl Fn(f32, f32) -> Colour, cover: impl Fn(f32, f32) -> f32) {
        let size = self.size as usize;
        for (i, px) in self.pixels.iter_mut().enumerate() {
            let (x, y) = ((i % size) as f32 + 0.5, (i / size) as f32 + 0.5);
            let a = cover(x, y).clamp(0.0, 1.0);
            if a <= 0.0 {
                continue;
            }
            let Colour([r, g, b, ca]) = colour(x, y);
            let a = a * ca;
            for (p, c) in px.iter_mut().zip([r * a, g * a, b * a, a]) {
                *p = c + *p * (1.0 - a);
            }
        }
    }

    /// Straight-alpha RGBA bytes, as PNG stores them.
    fn rgba8(&self) -> Vec<u8> {
        let to_byte = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
        let mut out = Vec::with_capacity(self.pixels.len() * 4);
        for &[r, g, b, a] in &self.pixels {
            let un = |c: f32| if a > 0.0 { c / a } else { 0.0 };
            out.extend([to_byte(un(r)), to_byte(un(g)), to_byte(un(b)), to_byte(a)]);
        }
        out
    }
}

/// Signed distance from `(x, y)` to a rounded rectangle (negative inside).
fn rounded_rect(x: f32, y: f32, centre: (f32, f32), half: f32, radius: f32) -> f32 {
    let qx = (x - centre.0).abs() - (half - radius);
    let qy = (y - centre.1).abs() - (half - radius);
    let outside = qx.max(0.0).hypot(qy.max(0.0));
    outside + qx.max(qy).min(0.0) - radius
}

/// Coverage of a pixel by a shape from its signed distance in pixels: an edge one pixel
/// wide, which is the anti-aliasing.
fn coverage(distance: f32) -> f32 {
    (0.5 - distance).clamp(0.0, 1.0)
}

/// The icon at `size` × `size` pixels, as straight-alpha RGBA bytes.
fn draw(size: u32) -> Vec<u8> {
    let s = size as f32;
    let mut canvas = Canvas::new(size);
    // The die sits a little high, leaving room below for its shadow.
    let centre = (0.5 * s, 0.47 * s);
    let half = 0.42 * s;
    let radius = 0.19 * s;
    // At least one pixel of rim, so the small sizes keep an outline.
    let rim = (s / 40.0).max(1.0);

    let blur = (0.05 * s).max(1.0);
    let shadow_centre = (centre.0, centre.1 + 0.035 * s);
    canvas.paint(
        |_, _| SHADOW,
        |x, y| 0.5 - rounded_rect(x, y, shadow_centre, half, radius) / (2.0 * blur),
    );
    canvas.paint(
        |_, _| RIM,
        |x, y| coverage(rounded_rect(x, y, centre, half, radius)),
    );
    let (top, bottom) = (centre.1 - half, centre.1 + half);
    canvas.paint(
        |_, y| FACE_TOP.mix(FACE_BOTTOM, ((y - top) / (bottom - top)).clamp(0.0, 1.0)),
        |x, y| coverage(rounded_rect(x, y, centre, half - rim, radius - rim)),
    );
    // Five: the four corners and the middle.
    let pip_radius = 0.085 * s;
    let off = 0.215 * s;
    for (dx, dy) in [
        (-1.0, -1.0),
        (1.0, -1.0),
        (0.0, 0.0),
        (-1.0, 1.0),
        (1.0, 1.0),
    ] {
        let (px, py) = (centre.0 + dx * off, centre.1 + dy * off);
        canvas.paint(
            |_, _| PIP,
            |x, y| coverage((x - px).hypot(y - py) - pip_radius),
        );
    }
    canvas.rgba8()
}

/// The PNG file for RGBA bytes of a `size` × `size` image.
fn encode_png(size: u32, rgba: &[u8]) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, size, size);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::High);
    let mut writer = encoder.write_header().map_err(io::Error::other)?;
    writer.write_image_data(rgba).map_err(io::Error::other)?;
    writer.finish().map_err(io::Error::other)?;
    Ok(bytes)
}

/// The size and RGBA bytes of a PNG file.
fn decode_png(bytes: &[u8]) -> io::Result<(u32, u32, Vec<u8>)> {
    let mut decoder = png::Decoder::new(io::Cursor::new(bytes));
    decoder.set_transformations(png::Transformations::EXPAND);
    let mut reader = decoder.read_info().map_err(io::Error::other)?;
    let mut buf = vec![0; reader.output_buffer_size().unwrap_or(0)];
    let frame = reader.next_frame(&mut buf).map_err(io::Error::other)?;
    if frame.color_type != png::ColorType::Rgba || frame.bit_depth != png::BitDepth::Eight {
        return Err(io::Error::other("not 8-bit RGBA"));
    }
    buf.truncate(frame.buffer_size());
    Ok((frame.width, frame.height, buf))
}

/// A Windows icon file holding `images` (size, RGBA). Sizes under 256 are stored as
/// 32-bit bitmaps, which every Windows version and resource tool reads; 256 as PNG, as
/// Windows expects at that size.
fn encode_ico(images: &[(u32, Vec<u8>)]) -> io::Result<Vec<u8>> {
    let mut entries = Vec::new();
    for (size, rgba) in images {
        entries.push(if *size >= 256 {
            encode_png(*size, rgba)?
        } else {
            ico_bitmap(*size, rgba)
        });
    }
    let count = u16::try_from(images.len()).map_err(io::Error::other)?;
    let mut out = Vec::new();
    out.extend(0u16.to_le_bytes()); // reserved
    out.extend(1u16.to_le_bytes()); // 1: an icon (2 would be a cursor)
    out.extend(count.to_le_bytes());
    let mut offset = 6 + 16 * images.len();
    for ((size, _), data) in images.iter().zip(&entries) {
        // A dimension of 256 is written as 0.
        let side = u8::try_from(*size).unwrap_or(0);
        out.extend([side, side, 0, 0]); // width, height, palette size, reserved
        out.extend(1u16.to_le_bytes()); // colour planes
        out.extend(32u16.to_le_bytes()); // bits per pixel
        out.extend(
            u32::try_from(data.len())
                .map_err(io::Error::other)?
                .to_le_bytes(),
        );
        out.extend(
            u32::try_from(offset)
                .map_err(io::Error::other)?
                .to_le_bytes(),
        );
        offset += data.len();
    }
    for data in entries {
        out.extend(data);
    }
    Ok(out)
}

/// One icon image as an ICO bitmap: a BITMAPINFOHEADER, the BGRA rows from the bottom
/// up, then the 1-bit AND mask (all zero: the alpha channel decides).
fn ico_bitmap(size: u32, rgba: &[u8]) -> Vec<u8> {
    let side = size as usize;
    let mask_row = side.div_ceil(32) * 4;
    let mut out = Vec::new();
    out.extend(40u32.to_le_bytes()); // header size
    out.extend((size as i32).to_le_bytes()); // width
    out.extend((2 * size as i32).to_le_bytes()); // height: image and mask together
    out.extend(1u16.to_le_bytes()); // planes
    out.extend(32u16.to_le_bytes()); // bits per pixel
    out.extend([0u8; 24]); // no compression; sizes and palette unused
    for row in rgba.chunks_exact(side * 4).rev() {
        for px in row.chunks_exact(4) {
            out.extend([px[2], px[1], px[0], px[3]]);
        }
    }
    out.extend(std::iter::repeat_n(0u8, mask_row * side));
    out
}

/// Every file this tool writes: path and bytes.
fn icon_files(dir: &Path) -> io::Result<Vec<(PathBuf, Vec<u8>)>> {
    let mut files = Vec::new();
    let mut ico_images = Vec::new();
    for size in SIZES {
        let rgba = draw(size);
        let name = match size {
            1024 => "512x512@2x.png".to_string(),
            _ => format!("{size}x{size}.png"),
        };
        files.push((dir.join(name), encode_png(size, &rgba)?));
        if ICO_SIZES.contains(&size) {
            ico_images.push((size, rgba));
        }
    }
    files.push((dir.join("party-dice.ico"), encode_ico(&ico_images)?));
    Ok(files)
}

/// Which files on disk differ from what the drawing gives now. PNGs are compared by their
/// pixels, so a newer PNG encoder that compresses differently does not count.
fn stale_files(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut stale = Vec::new();
    for (path, bytes) in icon_files(dir)? {
        let same = match std::fs::read(&path) {
            Ok(on_disk) if path.extension().is_some_and(|e| e == "png") => {
                decode_png(&on_disk).ok() == decode_png(&bytes).ok()
            }
            Ok(on_disk) => on_disk == bytes,
            Err(_) => false,
        };
        if !same {
            stale.push(path);
        }
    }
    Ok(stale)
}

fn main() -> ExitCode {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(ICON_DIR);
    let check = std::env::args().skip(1).any(|a| a == "--check");
    let result = if check {
        stale_files(&dir).map(|stale| {
            for path in &stale {
                eprintln!("{} is not what make-icons draws", path.display());
            }
            stale.is_empty()
        })
    } else {
        std::fs::create_dir_all(&dir)
            .and_then(|()| icon_files(&dir))
            .and_then(|files| {
                for (path, bytes) in files {
                    std::fs::write(&path, bytes)?;
                    println!("{}", path.display());
                }
                Ok(true)
            })
    };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("make-icons: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_committed_icons_are_what_the_code_draws() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join(ICON_DIR);
        let stale = stale_files(&dir).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            stale.is_empty(),
            "run `cargo run --no-default-features --example make-icons`: {stale:?}"
        );
    }

    #[test]
    fn the_corners_are_transparent_and_the_middle_is_a_dark_pip() {
        for size in SIZES {
            let rgba = draw(size);
            let px = |x: u32, y: u32| {
                let i = 4 * (y * size + x) as usize;
                [rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]]
            };
            assert_eq!(px(0, 0)[3], 0, "{size}: top-left corner");
            assert_eq!(px(size - 1, 0)[3], 0, "{size}: top-right corner");
            let middle = px(size / 2, (size as f32 * 0.47) as u32);
            assert_eq!(middle[3], 255, "{size}: middle pip is opaque");
            assert!(middle[0] < 80, "{size}: middle pip is dark: {middle:?}");
        }
    }

    #[test]
    fn the_ico_directory_points_at_each_image() {
        let images: Vec<_> = ICO_SIZES.iter().map(|&s| (s, draw(s))).collect();
        let ico = encode_ico(&images).unwrap_or_else(|e| panic!("{e}"));
        let u32_at = |i: usize| u32::from_le_bytes([ico[i], ico[i + 1], ico[i + 2], ico[i + 3]]);
        assert_eq!(&ico[..6], &[0, 0, 1, 0, ICO_SIZES.len() as u8, 0]);
        let mut end = 6 + 16 * ICO_SIZES.len();
        for (n, size) in ICO_SIZES.iter().enumerate() {
            let entry = 6 + 16 * n;
            assert_eq!(u32::from(ico[entry]), size % 256);
            let (len, offset) = (u32_at(entry + 8) as usize, u32_at(entry + 12) as usize);
            assert_eq!(offset, end, "images follow each other");
            end += len;
            if *size < 256 {
                // A bitmap: header, 4 bytes a pixel, then the mask.
                assert_eq!(u32_at(offset), 40);
                let mask = (*size as usize).div_ceil(32) * 4 * *size as usize;
                assert_eq!(len, 40 + 4 * (size * size) as usize + mask);
            } else {
                assert_eq!(&ico[offset + 1..offset + 4], b"PNG");
            }
        }
        assert_eq!(end, ico.len());
    }
}
