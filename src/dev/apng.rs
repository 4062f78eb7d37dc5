//! A throw filmed as an animated PNG: the frames the scripted run captured, written as
//! one endlessly looping APNG.

use std::path::Path;

/// One captured frame: its order, width, height and RGBA pixels.
pub type Frame = (u32, u32, u32, Vec<u8>);

/// Writes `frames` (all the first one's size; others are skipped) as an endlessly
/// looping animated PNG, each frame shown for `delay_ms`.
pub(crate) fn write_apng(path: &Path, frames: &[Frame], delay_ms: u16) -> Result<(), String> {
    let Some(&(_, w, h, _)) = frames.first() else {
        return Err("no frames".into());
    };
    let same: Vec<&Vec<u8>> = frames
        .iter()
        .filter(|f| f.1 == w && f.2 == h)
        .map(|f| &f.3)
        .collect();
    let file = std::fs::File::create(path).map_err(|e| e.to_string())?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), w, h);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder
        .set_animated(same.len() as u32, 0)
        .map_err(|e| e.to_string())?;
    encoder
        .set_frame_delay(delay_ms, 1000)
        .map_err(|e| e.to_string())?;
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    for data in same {
        writer.write_image_data(data).map_err(|e| e.to_string())?;
    }
    writer.finish().map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_of_another_size_are_left_out_and_the_rest_loop() {
        let dir = std::env::temp_dir().join(format!("pd-apng-{}", std::process::id()));
        let _ = std::fs::create_dir_all(&dir);
        let path = dir.join("a.png");
        let frames = vec![
            (0, 2, 1, vec![255; 8]),
            (1, 1, 1, vec![0; 4]),
            (2, 2, 1, vec![0; 8]),
        ];
        assert_eq!(write_apng(&path, &frames, 100), Ok(()));
        let bytes = std::fs::read(&path).unwrap_or_default();
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let info = decoder.read_info().map(|r| r.info().animation_control);
        assert_eq!(info.ok().flatten().map(|a| a.num_frames), Some(2));
        assert!(write_apng(&path, &[], 100).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
