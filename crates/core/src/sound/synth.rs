//! The synthesizer: renders every sound of [`super::voices`] into a [`Bank`] of buffers.

use super::voices::{
    BUST, DIE, FELT, GAME_OVER, GRAND_SLAM, HOLE_SCORED, Material, Mode, Noise, PHRASE_RELEASE,
    Phrase, SHAKE_CLICK_MIN, SHAKE_CLICKS, SHAKE_PEAK, SHAKE_STROKE, SHAKE_STROKES, SHAKE_THUD,
    SINGLE_SLAM, SMALL_SLAM, STRAIGHT, VARIANT_SPREAD, WALL,
};
use super::{CueKind, TableCue};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::f32::consts::{PI, TAU};

/// Variants synthesized of each contact sound.
pub(crate) const IMPACT_VARIANTS: usize = 4;
/// Seed of the synthesizer's noise and detuning: changing it changes every sound.
const BANK_SEED: u64 = 0x5EED_D1CE;
/// A sound is rendered until its slowest part has fallen this far: ln(1000), −60 dB.
const SILENCE_DECAYS: f32 = 6.907_755;
/// Every part of a sound fades in over this long (raised cosine), seconds, so no onset
/// clicks; short enough that a hit still starts within a millisecond.
const ATTACK: f32 = 0.0005;
/// The last this-many seconds of a sound fade out linearly, so truncation never clicks.
const FADE: f32 = 0.003;
/// Parts above this fraction of the sample rate are left out (they would alias).
const MAX_FREQ_FRACTION: f32 = 0.45;
/// The lowest sample rate [`Bank::synthesize`] renders at; lower requests use it.
const MIN_SAMPLE_RATE: u32 = 8000;

/// Every sound the mixer plays, rendered at one sample rate: [`IMPACT_VARIANTS`]
/// buffers per contact kind, one per table cue. Samples are `f32`, each buffer
/// normalised to its sound's peak (at most 0.5 of full scale).
#[derive(Clone, Debug, PartialEq)]
pub struct Bank {
    sample_rate: u32,
    /// Felt, wall, die; each with [`IMPACT_VARIANTS`] buffers.
    impacts: [Vec<Vec<f32>>; 3],
    /// In [`TableCue::ALL`] order.
    table: Vec<Vec<f32>>,
}

impl Bank {
    /// Synthesizes every sound at `sample_rate` Hz (at least 8 kHz). Deterministic:
    /// the same rate gives the same samples. Takes a few milliseconds.
    pub fn synthesize(sample_rate: u32) -> Bank {
        let sample_rate = sample_rate.max(MIN_SAMPLE_RATE);
        let sr = sample_rate as f32;
        let impacts = [(0, &FELT), (1, &WALL), (2, &DIE)].map(|(k, material)| {
            (0..IMPACT_VARIANTS)
                .map(|v| render_material(material, sr, BANK_SEED + 16 * k + v as u64))
                .collect()
        });
        let table = TableCue::ALL
            .iter()
            .map(|&cue| match phrase(cue) {
                Some(p) => render_phrase(p, sr),
                None => render_shake(sr),
            })
            .collect();
        Bank {
            sample_rate,
            impacts,
            table,
        }
    }

    /// The sample rate the sounds were rendered at, Hz.
    pub fn sample_rate(&self) -> u32 {
        self.sample_rate
    }

    /// How many variants of `kind` there are.
    pub fn variants(kind: CueKind) -> usize {
        match kind {
            CueKind::Table(_) => 1,
            _ => IMPACT_VARIANTS,
        }
    }

    /// The samples of `kind`, variant `variant` (taken modulo [`Bank::variants`]).
    pub fn buffer(&self, kind: CueKind, variant: usize) -> &[f32] {
        let list = match kind {
            CueKind::Felt => &self.impacts[0],
            CueKind::Wall => &self.impacts[1],
            CueKind::Die => &self.impacts[2],
            CueKind::Table(cue) => {
                let k = TableCue::ALL.iter().position(|c| *c == cue).unwrap_or(0);
                return self.table.get(k).map_or(&[], Vec::as_slice);
            }
        };
        list.get(variant % IMPACT_VARIANTS)
            .map_or(&[], Vec::as_slice)
    }

    /// How long `kind`'s variant `variant` lasts at pitch 1.0, seconds.
    pub fn seconds(&self, kind: CueKind, variant: usize) -> f32 {
        self.buffer(kind, variant).len() as f32 / self.sample_rate as f32
    }
}

fn phrase(cue: TableCue) -> Option<&'static Phrase> {
    Some(match cue {
        TableCue::Shake => return None,
        TableCue::SingleSlam => &SINGLE_SLAM,
        TableCue::SmallSlam => &SMALL_SLAM,
        TableCue::GrandSlam => &GRAND_SLAM,
        TableCue::Bust => &BUST,
        TableCue::Straight => &STRAIGHT,
        TableCue::HoleScored => &HOLE_SCORED,
        TableCue::GameOver => &GAME_OVER,
    })
}

/// Uniform in `[-1, 1)` from the top 24 bits of the next output.
fn signed_unit(rng: &mut ChaCha8Rng) -> f32 {
    (rng.next_u32() >> 8) as f32 / (1u32 << 23) as f32 - 1.0
}

/// Seconds until the slowest part of these modes and noise has died away.
fn ring_time(modes: &[Mode], noise: &Noise) -> f32 {
    let slowest = modes.iter().map(|m| m.decay).fold(noise.decay, f32::max);
    SILENCE_DECAYS * slowest
}

/// One variant of a contact sound: the material's modes each detuned by up to
/// [`VARIANT_SPREAD`], its noise, normalised to its peak.
fn render_material(material: &Material, sr: f32, seed: u64) -> Vec<f32> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut out = vec![0.0; (ring_time(material.modes, &material.noise) * sr).ceil() as usize];
    for m in material.modes {
        let detuned = m.freq * (1.0 + VARIANT_SPREAD * signed_unit(&mut rng));
        add_mode(&mut out, sr, 0, detuned, m.decay, m.amp);
    }
    add_noise(&mut out, sr, 0, &material.noise, 1.0, &mut rng);
    finish(out, sr, FADE, material.peak)
}

/// A table cue's notes, each partial at its ratio of the note, normalised to its peak.
fn render_phrase(phrase: &Phrase, sr: f32) -> Vec<f32> {
    let mut out = vec![0.0; (phrase.length * sr).ceil() as usize];
    let mut rng = ChaCha8Rng::seed_from_u64(BANK_SEED);
    for n in phrase.notes {
        let start = (n.at * sr).round() as usize;
        for p in n.instrument.partials {
            add_mode(&mut out, sr, start, p.freq * n.freq, p.decay, p.amp * n.amp);
        }
        add_noise(&mut out, sr, start, &n.instrument.noise, n.amp, &mut rng);
    }
    finish(out, sr, PHRASE_RELEASE, phrase.peak)
}

/// Dice rattled in a cupped hand: [`SHAKE_STROKES`] strokes, each of [`SHAKE_CLICKS`]
/// die-on-die clicks at seeded times bunched toward its end, closed by a palm thud.
fn render_shake(sr: f32) -> Vec<f32> {
    let tail = ring_time(FELT.modes, &FELT.noise).max(ring_time(DIE.modes, &DIE.noise));
    let strokes = SHAKE_STROKES as f32 * SHAKE_STROKE;
    let mut out = vec![0.0; ((strokes + tail) * sr).ceil() as usize];
    let mut rng = ChaCha8Rng::seed_from_u64(BANK_SEED + 1);
    for stroke in 0..SHAKE_STROKES {
        let begin = stroke as f32 * SHAKE_STROKE;
        for _ in 0..SHAKE_CLICKS {
            // The square root of a uniform number bunches the clicks toward 1.
            let along = (0.5 + 0.5 * signed_unit(&mut rng)).sqrt();
            let start = ((begin + along * SHAKE_STROKE) * sr) as usize;
            let amp =
                SHAKE_CLICK_MIN + (1.0 - SHAKE_CLICK_MIN) * (0.5 + 0.5 * signed_unit(&mut rng));
            for m in DIE.modes {
                let detuned = m.freq * (1.0 + VARIANT_SPREAD * signed_unit(&mut rng));
                add_mode(&mut out, sr, start, detuned, m.decay, m.amp * amp);
            }
            add_noise(&mut out, sr, start, &DIE.noise, amp, &mut rng);
        }
        let end = ((begin + SHAKE_STROKE) * sr) as usize;
        for m in FELT.modes {
            add_mode(&mut out, sr, end, m.freq, m.decay, m.amp * SHAKE_THUD);
        }
    }
    finish(out, sr, FADE, SHAKE_PEAK)
}

/// The [`ATTACK`] envelope at `t` seconds into a part.
fn attack(t: f32) -> f32 {
    if t >= ATTACK {
        1.0
    } else {
        0.5 - 0.5 * (PI * t / ATTACK).cos()
    }
}

/// Adds a damped sine starting at sample `start` (nothing above [`MAX_FREQ_FRACTION`]).
fn add_mode(out: &mut [f32], sr: f32, start: usize, freq: f32, decay: f32, amp: f32) {
    if freq >= MAX_FREQ_FRACTION * sr || decay <= 0.0 {
        return;
    }
    let step = (-1.0 / (decay * sr)).exp();
    let mut envelope = amp;
    for (n, s) in out.iter_mut().skip(start).enumerate() {
        let t = n as f32 / sr;
        *s += envelope * attack(t) * (TAU * freq * t).sin();
        envelope *= step;
    }
}

/// Adds a decaying burst of noise, low- and high-passed by one-pole filters.
fn add_noise(
    out: &mut [f32],
    sr: f32,
    start: usize,
    noise: &Noise,
    amp: f32,
    rng: &mut ChaCha8Rng,
) {
    if noise.decay <= 0.0 {
        return;
    }
    let pole = |fc: f32| 1.0 - (-TAU * fc.min(MAX_FREQ_FRACTION * sr) / sr).exp();
    let (low, high) = (pole(noise.lowpass), pole(noise.highpass));
    let step = (-1.0 / (noise.decay * sr)).exp();
    let length = (SILENCE_DECAYS * noise.decay * sr) as usize;
    let (mut envelope, mut lowpassed, mut floor) = (noise.amp * amp, 0.0, 0.0);
    for (n, s) in out.iter_mut().skip(start).take(length).enumerate() {
        lowpassed += low * (signed_unit(rng) - lowpassed);
        floor += high * (lowpassed - floor);
        let band = if noise.highpass > 0.0 {
            lowpassed - floor
        } else {
            lowpassed
        };
        *s += envelope * attack(n as f32 / sr) * band;
        envelope *= step;
    }
}

/// Fades the last `fade` seconds out and scales the whole to `peak`.
fn finish(mut out: Vec<f32>, sr: f32, fade: f32, peak: f32) -> Vec<f32> {
    let fade = ((fade * sr) as usize).min(out.len()).max(1);
    let len = out.len();
    for (k, s) in out.iter_mut().skip(len.saturating_sub(fade)).enumerate() {
        *s *= 1.0 - (k + 1) as f32 / fade as f32;
    }
    let loudest = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    if loudest > 0.0 {
        let scale = peak / loudest;
        out.iter_mut().for_each(|s| *s *= scale);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_is_there_normalised_and_deterministic() {
        let bank = Bank::synthesize(crate::sound::SAMPLE_RATE);
        let kinds = [CueKind::Felt, CueKind::Wall, CueKind::Die]
            .into_iter()
            .chain(TableCue::ALL.map(CueKind::Table));
        for kind in kinds {
            for v in 0..Bank::variants(kind) {
                let buf = bank.buffer(kind, v);
                assert!(!buf.is_empty(), "{kind:?}");
                let peak = buf.iter().fold(0.0f32, |m, s| m.max(s.abs()));
                assert!(peak > 0.2 && peak <= 0.5 + 1e-6, "{kind:?} {peak}");
                assert_eq!(buf[0], 0.0, "{kind:?} starts from silence");
            }
        }
        assert_ne!(bank.buffer(CueKind::Felt, 0), bank.buffer(CueKind::Felt, 1));
        assert_eq!(bank, Bank::synthesize(crate::sound::SAMPLE_RATE));
    }
}
