//! WAV files: 16-bit PCM, one channel, written and read back (for tests and tools).

use std::path::{Path, PathBuf};

/// Bytes of the header [`encode`] writes before the samples.
pub const HEADER_BYTES: usize = 44;
/// The `fmt ` chunk's format code for integer PCM.
const PCM: u16 = 1;
/// Bits per sample [`encode`] writes and [`parse`] reads.
const BITS: u16 = 16;

/// Why a WAV file could not be written or read.
#[derive(Debug, thiserror::Error)]
pub enum WavError {
    /// The file could not be written or read.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// More samples than a WAV file's 32-bit sizes can hold.
    #[error("{}", crate::t!("sound-wav-too-long", samples = *.0))]
    TooLong(usize),
    /// Not a RIFF/WAVE file.
    #[error("not a WAV file (no RIFF/WAVE header)")]
    NotWav,
    /// A chunk the file needs is missing or cut short.
    #[error("the WAV file has no complete {0:?} chunk")]
    Missing(&'static str),
    /// A kind of WAV this reader does not read.
    #[error(
        "only 16-bit mono PCM is read, not format {format}, {channels} channel(s), {bits} bits"
    )]
    Unsupported {
        /// The format code (1 = PCM).
        format: u16,
        /// Channels.
        channels: u16,
        /// Bits per sample.
        bits: u16,
    },
    /// The header's sizes contradict each other.
    #[error("the WAV header is inconsistent: {0}")]
    Inconsistent(&'static str),
}

/// A WAV file read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wav {
    /// Samples per second.
    pub sample_rate: u32,
    /// The samples.
    pub samples: Vec<i16>,
}

/// The bytes of a mono 16-bit PCM WAV file of `samples` at `sample_rate` Hz: a 44-byte
/// header (`RIFF`, `WAVE`, `fmt `, `data`), then the samples little-endian.
pub fn encode(samples: &[i16], sample_rate: u32) -> Result<Vec<u8>, WavError> {
    let data = u32::try_from(samples.len() * 2)
        .ok()
        .filter(|d| *d <= u32::MAX - HEADER_BYTES as u32)
        .ok_or(WavError::TooLong(samples.len()))?;
    let mut out = Vec::with_capacity(HEADER_BYTES + samples.len() * 2);
    out.extend_from_slice(b"RIFF");
    out.extend_from_slice(&(data + HEADER_BYTES as u32 - 8).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt ");
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&PCM.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes());
    out.extend_from_slice(&sample_rate.to_le_bytes());
    out.extend_from_slice(&(sample_rate.saturating_mul(2)).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&BITS.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&s.to_le_bytes());
    }
    Ok(out)
}

/// Writes [`encode`]'s bytes to `path`.
pub fn write(path: &Path, samples: &[i16], sample_rate: u32) -> Result<(), WavError> {
    let bytes = encode(samples, sample_rate)?;
    std::fs::write(path, bytes).map_err(|source| WavError::Io {
        path: path.to_path_buf(),
        source,
    })
}

/// Reads a WAV file's bytes back: checks the RIFF header, reads the `fmt ` chunk (which
/// must say 16-bit mono PCM with consistent byte rate and block size) and the `data`
/// chunk, skipping any other chunk.
pub fn parse(bytes: &[u8]) -> Result<Wav, WavError> {
    if bytes.len() < 12 || &bytes[..4] != b"RIFF" || &bytes[8..12] != b"WAVE" {
        return Err(WavError::NotWav);
    }
    let riff = le32(bytes, 4).ok_or(WavError::NotWav)? as usize;
    if riff + 8 != bytes.len() {
        return Err(WavError::Inconsistent(
            "the RIFF size is not the file's size",
        ));
    }
    let fmt = chunk(bytes, b"fmt ").ok_or(WavError::Missing("fmt "))?;
    let field = |at| le16(fmt, at).ok_or(WavError::Missing("fmt "));
    let (format, channels, bits) = (field(0)?, field(2)?, field(14)?);
    if (format, channels, bits) != (PCM, 1, BITS) {
        return Err(WavError::Unsupported {
            format,
            channels,
            bits,
        });
    }
    let sample_rate = le32(fmt, 4).ok_or(WavError::Missing("fmt "))?;
    if le32(fmt, 8) != Some(sample_rate.saturating_mul(2)) || field(12)? != 2 {
        return Err(WavError::Inconsistent("byte rate or block size"));
    }
    let data = chunk(bytes, b"data").ok_or(WavError::Missing("data"))?;
    if data.len() % 2 != 0 {
        return Err(WavError::Inconsistent("odd number of data bytes"));
    }
    let samples = data
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect();
    Ok(Wav {
        sample_rate,
        samples,
    })
}

/// The body of the first chunk with this id after the RIFF header, if complete.
fn chunk<'a>(bytes: &'a [u8], id: &[u8; 4]) -> Option<&'a [u8]> {
    let mut at = 12;
    while at + 8 <= bytes.len() {
        let size = le32(bytes, at + 4)? as usize;
        let body = bytes.get(at + 8..at + 8 + size)?;
        if &bytes[at..at + 4] == id {
            return Some(body);
        }
        // Chunks are padded to an even length.
        at += 8 + size + size % 2;
    }
    None
}

fn le16(bytes: &[u8], at: usize) -> Option<u16> {
    Some(u16::from_le_bytes(bytes.get(at..at + 2)?.try_into().ok()?))
}

fn le32(bytes: &[u8], at: usize) -> Option<u32> {
    Some(u32::from_le_bytes(bytes.get(at..at + 4)?.try_into().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_encoded_parses_back() {
        let samples = [0, 1, -1, i16::MAX, i16::MIN, 1234];
        let bytes = encode(&samples, 48_000).unwrap_or_default();
        assert_eq!(bytes.len(), HEADER_BYTES + 12);
        let wav = parse(&bytes).ok();
        assert_eq!(
            wav.map(|w| (w.sample_rate, w.samples)),
            Some((48_000, samples.to_vec()))
        );
    }

    #[test]
    fn broken_files_are_refused() {
        let bytes = encode(&[1, 2, 3], 48_000).unwrap_or_default();
        assert!(matches!(
            parse(&bytes[..30]),
            Err(WavError::Inconsistent(_))
        ));
        assert!(matches!(parse(b"RIFX...."), Err(WavError::NotWav)));
        let mut stereo = bytes.clone();
        stereo[22] = 2;
        assert!(matches!(
            parse(&stereo),
            Err(WavError::Unsupported { channels: 2, .. })
        ));
    }
}
