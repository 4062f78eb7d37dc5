//! The mixer: cues and a bank in, samples out, never past full scale.

use super::{Bank, Cue};

/// The limiter's ceiling: no mixed sample reaches this (≈ −1 dBFS), at any number of
/// simultaneous cues.
pub const CEILING: f32 = 0.89;
/// Below this level (≈ −6 dBFS) the limiter leaves samples exactly as they are; above it
/// it bends them smoothly toward [`CEILING`].
pub(crate) const KNEE: f32 = 0.5;
/// Pitches are held within `[1 / PITCH_RANGE, PITCH_RANGE]` (two octaves either way).
const PITCH_RANGE: f32 = 4.0;

/// The limiter, sample by sample: the identity up to [`KNEE`], then a tanh curve with
/// the same slope at the knee that approaches but never reaches [`CEILING`]. Memoryless,
/// so a window of a mix is limited exactly as the whole. NaN gives 0.
pub fn limit(x: f32) -> f32 {
    let a = x.abs();
    if x.is_nan() {
        0.0
    } else if a <= KNEE {
        x
    } else {
        let room = CEILING - KNEE;
        x.signum() * (KNEE + room * ((a - KNEE) / room).tanh()).min(CEILING * (1.0 - f32::EPSILON))
    }
}

/// One in 32.32 fixed point: the read step of a cue at pitch 1.0.
const UNITY: u64 = 1 << 32;

/// The sample at which `cue` starts, the number of samples it lasts at its pitch, and
/// its read step through its buffer per output sample (32.32 fixed point, so every
/// position is an exact integer product and any window of a mix matches the whole).
/// `None` for a time or gain that is not a finite number, or a negative gain.
fn span(cue: &Cue, bank: &Bank) -> Option<(usize, usize, u64)> {
    if !cue.time.is_finite() || !cue.gain.is_finite() || cue.gain < 0.0 {
        return None;
    }
    let pitch = if cue.pitch.is_finite() {
        cue.pitch.clamp(1.0 / PITCH_RANGE, PITCH_RANGE)
    } else {
        1.0
    };
    let step = (f64::from(pitch) * UNITY as f64).round() as u64;
    let len = bank.buffer(cue.kind, cue.variant).len() as u64;
    let start = (cue.time.max(0.0) * bank.sample_rate() as f32).round() as usize;
    let samples = if len == 0 {
        0
    } else {
        ((len - 1) * UNITY / step + 1) as usize
    };
    Some((start, samples, step))
}

/// The sample after the last one any cue sounds in: the length of [`mix`]'s output.
pub fn end_sample(cues: &[Cue], bank: &Bank) -> usize {
    cues.iter()
        .filter_map(|c| span(c, bank))
        .map(|(start, len, _)| start + len)
        .max()
        .unwrap_or(0)
}

/// Mixes every cue, whole, at [`Bank::sample_rate`]: sample 0 is time 0. Each cue's
/// buffer is resampled by its pitch (linear interpolation), scaled by its gain, summed,
/// passed through [`limit`] and scaled by `volume` (clamped to `0..=1`). Muted, or at
/// volume 0, every sample is exactly 0.
pub fn mix(cues: &[Cue], bank: &Bank, volume: f32, muted: bool) -> Vec<f32> {
    let mut out = vec![0.0; end_sample(cues, bank)];
    mix_window(cues, bank, volume, muted, 0, &mut out);
    out
}

/// Like [`mix`], for the samples `first .. first + out.len()` only (overwriting `out`):
/// what a streaming player asks for, block after block. The blocks of a mix put end to
/// end equal [`mix`] of the same cues.
pub fn mix_window(
    cues: &[Cue],
    bank: &Bank,
    volume: f32,
    muted: bool,
    first: usize,
    out: &mut [f32],
) {
    out.fill(0.0);
    let volume = loudness(volume, muted);
    if volume == 0.0 {
        return;
    }
    sum_window(cues, bank, first, out);
    for s in out.iter_mut() {
        *s = limit(*s) * volume;
    }
}

/// The factor a mix is scaled by after limiting: `volume` clamped to `0..=1` (NaN: 0),
/// or 0 when muted.
pub fn loudness(volume: f32, muted: bool) -> f32 {
    if muted || volume.is_nan() {
        0.0
    } else {
        volume.clamp(0.0, 1.0)
    }
}

/// Adds every cue's part of the window starting at sample `first` to `out`, unlimited
/// and at full scale: the summing step of [`mix_window`], shared with the live mixer,
/// which sums several voices (each at its own position) before limiting once.
pub(super) fn sum_window(cues: &[Cue], bank: &Bank, first: usize, out: &mut [f32]) {
    for cue in cues {
        add_cue(cue, bank, first, out);
    }
}

/// Adds the part of `cue` that falls in the window starting at sample `first`.
fn add_cue(cue: &Cue, bank: &Bank, first: usize, out: &mut [f32]) {
    let Some((start, len, step)) = span(cue, bank) else {
        return;
    };
    let buf = bank.buffer(cue.kind, cue.variant);
    let from = start.max(first);
    let to = (start + len).min(first + out.len());
    if from >= to {
        return;
    }
    let target = &mut out[from - first..to - first];
    if step == UNITY {
        let source = &buf[from - start..to - start];
        for (o, s) in target.iter_mut().zip(source) {
            *o += cue.gain * s;
        }
        return;
    }
    let mut position = (from - start) as u64 * step;
    for o in target.iter_mut() {
        let i = (position >> 32) as usize;
        let frac = (position & (UNITY - 1)) as f32 * (1.0 / UNITY as f32);
        let a = buf.get(i).copied().unwrap_or(0.0);
        let b = buf.get(i + 1).copied().unwrap_or(0.0);
        *o += cue.gain * (a + (b - a) * frac);
        position += step;
    }
}

/// 16-bit samples: each clamped to `[-1, 1]`, scaled by 32767 and rounded.
pub fn to_i16(samples: &[f32]) -> Vec<i16> {
    samples.iter().map(|s| sample_to_i16(*s)).collect()
}

/// One sample as [`to_i16`] converts it (NaN gives 0).
pub(crate) fn sample_to_i16(sample: f32) -> i16 {
    (sample.clamp(-1.0, 1.0) * 32767.0).round() as i16
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sound::{CueKind, SAMPLE_RATE, TableCue};

    #[test]
    fn the_limiter_is_transparent_below_the_knee_and_bounded_above() {
        assert_eq!(limit(0.3), 0.3);
        assert_eq!(limit(-KNEE), -KNEE);
        for x in [0.6, 1.0, 10.0, 1e30, f32::INFINITY] {
            assert!(limit(x) < CEILING && limit(x) > KNEE, "{x}");
            assert_eq!(limit(-x), -limit(x));
        }
        assert!(limit(0.7) < limit(0.8));
        assert_eq!(limit(f32::NAN), 0.0);
    }

    #[test]
    fn windows_put_end_to_end_equal_the_whole_mix() {
        let bank = Bank::synthesize(SAMPLE_RATE);
        let cues = [
            Cue {
                time: 0.01,
                kind: CueKind::Felt,
                gain: 0.9,
                pitch: 1.03,
                variant: 1,
            },
            Cue {
                time: 0.02,
                kind: CueKind::Die,
                gain: 0.5,
                pitch: 1.0,
                variant: 2,
            },
            Cue::table(TableCue::Bust, 0.05),
        ];
        let whole = mix(&cues, &bank, 0.7, false);
        let mut pieces = Vec::new();
        let mut block = [0.0f32; 1000];
        while pieces.len() < whole.len() {
            mix_window(&cues, &bank, 0.7, false, pieces.len(), &mut block);
            pieces.extend_from_slice(&block);
        }
        assert_eq!(&pieces[..whole.len()], &whole[..]);
        assert!(pieces[whole.len()..].iter().all(|s| *s == 0.0));
    }
}
