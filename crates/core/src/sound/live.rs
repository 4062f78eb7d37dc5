//! The live mixer: the sounds playing now, rendered block after block for an audio
//! output that asks for samples as it plays them (the PulseAudio output on Linux).
//!
//! A *voice* is one list of cues that starts together: a throw's contacts (with the
//! shake before them) are one voice, so a skip stops them all at once; each table cue
//! (a slam, a bust…) is another. Voices are summed with the same code as [`mix_window`],
//! limited once by [`limit`], and scaled by the master volume. Changes of volume and
//! mute glide over [`RAMP`] samples and a stopped voice fades over [`STOP_FADE`], so
//! neither clicks.
//!
//! The mixer is driven by [`Command`]s, so the thread that owns it (the audio thread)
//! can take them from a channel: the game never shares it, and the audio path takes no
//! lock.
//!
//! [`mix_window`]: super::mix_window

use super::mix::{loudness, sum_window};
use super::{Bank, Cue, end_sample, limit, sample_to_i16};
use std::sync::Arc;

/// Samples over which a change of volume or mute glides (10 ms at 48 kHz): short enough
/// to feel immediate, long enough not to click.
pub(crate) const RAMP: usize = 480;
/// Samples over which a stopped voice fades to silence (5 ms at 48 kHz): within one
/// [`BLOCK`], so a stop is silent from the next block on.
pub(crate) const STOP_FADE: usize = 240;
/// The block an output renders at a time (10 ms at 48 kHz). Commands take effect at the
/// start of the next block, so this is the mixer's share of the latency.
pub const BLOCK: usize = 480;
/// At most this many voices play at once; a new one past it replaces the oldest. A throw
/// and its table cues are a handful: the cap only bounds the audio thread's work if a
/// caller floods it.
pub const MAX_LIVE_VOICES: usize = 32;

/// Which voice a [`Command`] is about: chosen by the caller, unique per output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VoiceId(pub u64);

/// What the game asks of the mixer.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Start playing these cues now (their times count from the start of the next
    /// block). A voice already playing under `id` is replaced.
    Play {
        /// The voice's name, for a later [`Command::Stop`].
        id: VoiceId,
        /// The cues, times in seconds from the voice's start.
        cues: Vec<Cue>,
    },
    /// Fade this voice out (over [`STOP_FADE`] samples) and drop it. Unknown or ended
    /// voices are ignored.
    Stop(VoiceId),
    /// Fade every voice out and drop them.
    StopAll,
    /// The master volume (`0..=1`) and mute, applied to what is playing (over [`RAMP`]).
    Volume {
        /// Linear volume; clamped to `0..=1`, NaN is 0.
        volume: f32,
        /// Muted: silence, whatever the volume.
        muted: bool,
    },
}

/// One playing list of cues.
#[derive(Clone, Debug)]
struct Voice {
    id: VoiceId,
    cues: Vec<Cue>,
    /// The voice's next sample (0: its start).
    position: usize,
    /// The sample after its last sound.
    end: usize,
    /// Fading out: the samples left until silence.
    fading: Option<usize>,
}

impl Voice {
    fn done(&self) -> bool {
        self.position >= self.end || self.fading == Some(0)
    }
}

/// The master gain, gliding linearly toward its target.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Gain {
    now: f32,
    target: f32,
    step: f32,
    /// Samples left of the glide (0: `now == target`).
    left: usize,
}

impl Gain {
    fn at(level: f32) -> Gain {
        Gain {
            now: level,
            target: level,
            step: 0.0,
            left: 0,
        }
    }

    fn glide_to(&mut self, target: f32) {
        if target == self.target {
            return;
        }
        self.target = target;
        self.left = RAMP;
        self.step = (target - self.now) / RAMP as f32;
    }

    /// The gain for the next sample, advancing the glide.
    fn next(&mut self) -> f32 {
        if self.left > 0 {
            self.left -= 1;
            self.now = if self.left == 0 {
                self.target
            } else {
                self.now + self.step
            };
        }
        self.now
    }

    /// Advances the glide by `samples` without using it.
    fn skip(&mut self, samples: usize) {
        let n = samples.min(self.left);
        self.left -= n;
        self.now = if self.left == 0 {
            self.target
        } else {
            self.now + self.step * n as f32
        };
    }

    fn silent(&self) -> bool {
        self.now == 0.0 && self.left == 0
    }
}

/// The sounds playing now, mixed block by block. See the module docs.
#[derive(Clone, Debug)]
pub struct LiveMixer {
    bank: Arc<Bank>,
    voices: Vec<Voice>,
    gain: Gain,
    /// A fading voice's samples, before its fade is applied.
    scratch: Vec<f32>,
    /// A block in `f32`, for [`LiveMixer::render_i16`].
    wide: Vec<f32>,
}

impl LiveMixer {
    /// A mixer with nothing playing, at this volume and mute (no glide at the start).
    pub fn new(bank: Arc<Bank>, volume: f32, muted: bool) -> LiveMixer {
        LiveMixer {
            bank,
            voices: Vec::new(),
            gain: Gain::at(loudness(volume, muted)),
            scratch: Vec::new(),
            wide: Vec::new(),
        }
    }

    /// The sounds it plays.
    pub fn bank(&self) -> &Arc<Bank> {
        &self.bank
    }

    /// Carries out one command.
    pub fn apply(&mut self, command: Command) {
        match command {
            Command::Play { id, cues } => self.play(id, cues),
            Command::Stop(id) => self.stop(id),
            Command::StopAll => self.stop_all(),
            Command::Volume { volume, muted } => self.set_volume(volume, muted),
        }
    }

    /// Starts `cues` as voice `id` at the next sample rendered. Cues that would sound
    /// nothing (no cues, or none with a valid time and gain) add no voice.
    pub fn play(&mut self, id: VoiceId, cues: Vec<Cue>) {
        self.voices.retain(|v| v.id != id);
        let end = end_sample(&cues, &self.bank);
        if end == 0 {
            return;
        }
        if self.voices.len() >= MAX_LIVE_VOICES {
            self.voices.remove(0);
        }
        self.voices.push(Voice {
            id,
            cues,
            position: 0,
            end,
            fading: None,
        });
    }

    /// Fades voice `id` out over [`STOP_FADE`] samples; then it is dropped.
    pub fn stop(&mut self, id: VoiceId) {
        for v in self.voices.iter_mut().filter(|v| v.id == id) {
            v.fading = Some(v.fading.unwrap_or(STOP_FADE));
        }
    }

    /// Fades every voice out.
    pub fn stop_all(&mut self) {
        for v in &mut self.voices {
            v.fading = Some(v.fading.unwrap_or(STOP_FADE));
        }
    }

    /// Sets the master volume and mute; what plays glides there over [`RAMP`] samples.
    pub fn set_volume(&mut self, volume: f32, muted: bool) {
        self.gain.glide_to(loudness(volume, muted));
    }

    #[cfg(test)]
    /// Whether voice `id` is still sounding (or fading).
    pub(crate) fn is_playing(&self, id: VoiceId) -> bool {
        self.voices.iter().any(|v| v.id == id)
    }

    /// How many voices are sounding.
    pub fn voice_count(&self) -> usize {
        self.voices.len()
    }

    /// The master gain the next sample gets (it glides after a volume change).
    pub fn gain(&self) -> f32 {
        self.gain.now
    }

    /// Renders the next `out.len()` samples (overwriting `out`) and advances every
    /// voice; ended and faded voices are dropped. Muted (after the glide), every sample
    /// is exactly 0 and the voices still advance, as time passes for them.
    pub fn render(&mut self, out: &mut [f32]) {
        out.fill(0.0);
        if self.gain.silent() {
            self.skip(out.len());
            return;
        }
        for v in &mut self.voices {
            match v.fading {
                None => sum_window(&v.cues, &self.bank, v.position, out),
                Some(left) => {
                    self.scratch.clear();
                    self.scratch.resize(out.len(), 0.0);
                    sum_window(&v.cues, &self.bank, v.position, &mut self.scratch);
                    for (i, (o, s)) in out.iter_mut().zip(&self.scratch).enumerate() {
                        *o += s * (left.saturating_sub(i) as f32 / STOP_FADE as f32);
                    }
                    v.fading = Some(left.saturating_sub(out.len()));
                }
            }
            v.position += out.len();
        }
        self.voices.retain(|v| !v.done());
        for s in out.iter_mut() {
            *s = limit(*s) * self.gain.next();
        }
    }

    /// [`LiveMixer::render`] into 16-bit samples (as [`sample_to_i16`] converts them).
    pub fn render_i16(&mut self, out: &mut [i16]) {
        let mut wide = std::mem::take(&mut self.wide);
        wide.resize(out.len(), 0.0);
        self.render(&mut wide);
        for (o, s) in out.iter_mut().zip(&wide) {
            *o = sample_to_i16(*s);
        }
        self.wide = wide;
    }

    /// Lets `samples` pass with nothing heard: voices advance (and end, or finish their
    /// fade), the volume's glide completes as far as it would have. What an output does
    /// while it has no server, so sounds started then do not play late.
    pub fn skip(&mut self, samples: usize) {
        for v in &mut self.voices {
            v.position = v.position.saturating_add(samples);
            v.fading = v.fading.map(|left| left.saturating_sub(samples));
        }
        self.voices.retain(|v| !v.done());
        self.gain.skip(samples);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sound::{CEILING, CueKind, SAMPLE_RATE, TableCue, mix};
    use std::sync::OnceLock;

    fn bank() -> Arc<Bank> {
        static BANK: OnceLock<Arc<Bank>> = OnceLock::new();
        BANK.get_or_init(|| Arc::new(Bank::synthesize(SAMPLE_RATE)))
            .clone()
    }

    fn hit(time: f32, kind: CueKind, gain: f32, pitch: f32, variant: usize) -> Cue {
        Cue {
            time,
            kind,
            gain,
            pitch,
            variant,
        }
    }

    /// A throw-like voice: a few contacts of each kind, one resampled.
    fn throw_cues() -> Vec<Cue> {
        vec![
            hit(0.0, CueKind::Felt, 0.9, 1.0, 0),
            hit(0.013, CueKind::Wall, 0.6, 1.02, 1),
            hit(0.05, CueKind::Die, 0.4, 0.97, 2),
            hit(0.2, CueKind::Felt, 0.3, 1.0, 3),
        ]
    }

    /// Renders `blocks` blocks of `BLOCK` samples.
    fn run(mixer: &mut LiveMixer, blocks: usize) -> Vec<f32> {
        let mut out = vec![0.0; blocks * BLOCK];
        for block in out.chunks_mut(BLOCK) {
            mixer.render(block);
        }
        out
    }

    fn rms(samples: &[f32]) -> f32 {
        (samples.iter().map(|s| s * s).sum::<f32>() / samples.len().max(1) as f32).sqrt()
    }

    #[test]
    fn two_voices_sum_to_the_offline_mix_of_both_cue_lists() {
        let table = vec![Cue::table(TableCue::SmallSlam, 0.03)];
        let mut mixer = LiveMixer::new(bank(), 1.0, false);
        mixer.play(VoiceId(1), throw_cues());
        mixer.play(VoiceId(2), table.clone());
        let both: Vec<Cue> = throw_cues().into_iter().chain(table).collect();
        let offline = mix(&both, &bank(), 1.0, false);
        let live = run(&mut mixer, offline.len().div_ceil(BLOCK));
        assert_eq!(&live[..offline.len()], &offline[..]);
        assert!(live[offline.len()..].iter().all(|s| *s == 0.0));
        assert_eq!(mixer.voice_count(), 0, "both voices ended");
    }

    #[test]
    fn a_voice_started_later_is_the_offline_mix_shifted_by_its_start() {
        let mut mixer = LiveMixer::new(bank(), 1.0, false);
        mixer.play(VoiceId(1), throw_cues());
        let mut live = run(&mut mixer, 4);
        let late = vec![Cue::table(TableCue::Bust, 0.0)];
        mixer.play(VoiceId(2), late.clone());
        live.extend(run(&mut mixer, 200));
        // 4 blocks = 40 ms: exactly representable shifts of the cue times.
        let shifted = late.iter().map(|c| Cue {
            time: c.time + (4 * BLOCK) as f32 / SAMPLE_RATE as f32,
            ..*c
        });
        let both: Vec<Cue> = throw_cues().into_iter().chain(shifted).collect();
        let offline = mix(&both, &bank(), 1.0, false);
        assert!(live.len() >= offline.len());
        assert_eq!(&live[..offline.len()], &offline[..]);
    }

    #[test]
    fn half_volume_halves_the_amplitude_after_the_glide() {
        let mut full = LiveMixer::new(bank(), 1.0, false);
        let mut half = LiveMixer::new(bank(), 1.0, false);
        half.set_volume(0.5, false);
        for m in [&mut full, &mut half] {
            m.play(VoiceId(7), throw_cues());
        }
        let (a, b) = (run(&mut full, 30), run(&mut half, 30));
        // Past the glide every sample is exactly half.
        for (x, y) in a[RAMP..].iter().zip(&b[RAMP..]) {
            assert_eq!(*y, x * 0.5);
        }
        let db = 20.0 * (rms(&b[RAMP..]) / rms(&a[RAMP..])).log10();
        assert!((db + 6.02).abs() < 0.01, "{db} dB");
        // During the glide the gain falls steadily from 1 to 0.5: no jump.
        let gains: Vec<f32> = a[..RAMP]
            .iter()
            .zip(&b[..RAMP])
            .filter(|(x, _)| x.abs() > 1e-3)
            .map(|(x, y)| y / x)
            .collect();
        assert!(gains.windows(2).all(|w| w[1] <= w[0] + 1e-4));
        assert!(gains.iter().all(|g| (0.5..=1.0).contains(g)));
    }

    #[test]
    fn mute_gives_exact_zeros_after_the_glide_and_unmute_brings_the_sound_back() {
        let mut mixer = LiveMixer::new(bank(), 0.8, false);
        mixer.play(VoiceId(1), vec![Cue::table(TableCue::GameOver, 0.0)]);
        let before = run(&mut mixer, 2);
        assert!(rms(&before) > 0.01);
        mixer.apply(Command::Volume {
            volume: 0.8,
            muted: true,
        });
        let muted = run(&mut mixer, 10);
        assert!(muted[..RAMP].iter().any(|s| *s != 0.0), "it glides down");
        assert!(muted[RAMP..].iter().all(|s| *s == 0.0));
        assert!(mixer.is_playing(VoiceId(1)), "muted voices go on");
        mixer.set_volume(0.8, false);
        let back = run(&mut mixer, 10);
        assert!(rms(&back[RAMP..]) > 0.001);
    }

    #[test]
    fn a_loud_pile_of_voices_never_passes_the_ceiling() {
        let mut mixer = LiveMixer::new(bank(), 1.0, false);
        for id in 0..MAX_LIVE_VOICES as u64 {
            let cues = (0..8)
                .map(|k| hit(0.0, CueKind::Wall, 1.0, 1.0, k))
                .collect();
            mixer.play(VoiceId(id), cues);
        }
        let out = run(&mut mixer, 20);
        let peak = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
        assert!(peak > 0.8 && peak < CEILING, "{peak}");
    }

    #[test]
    fn a_stop_silences_the_voice_within_one_block() {
        let mut mixer = LiveMixer::new(bank(), 1.0, false);
        let long = vec![Cue::table(TableCue::GameOver, 0.0)];
        mixer.play(VoiceId(3), long);
        mixer.play(VoiceId(4), vec![Cue::table(TableCue::Shake, 0.0)]);
        run(&mut mixer, 3);
        mixer.apply(Command::Stop(VoiceId(3)));
        mixer.stop(VoiceId(99));
        let mut alone = LiveMixer::new(bank(), 1.0, false);
        alone.play(VoiceId(4), vec![Cue::table(TableCue::Shake, 0.0)]);
        run(&mut alone, 3);
        let (with, without) = (run(&mut mixer, 1), run(&mut alone, 1));
        assert_ne!(with[..STOP_FADE], without[..STOP_FADE], "it fades");
        assert_eq!(with[STOP_FADE..], without[STOP_FADE..], "then is silent");
        assert!(!mixer.is_playing(VoiceId(3)));
        assert!(mixer.is_playing(VoiceId(4)));
        // The fade starts where the voice was, with no jump, and only falls.
        let mut going_on = LiveMixer::new(bank(), 1.0, false);
        going_on.play(VoiceId(3), vec![Cue::table(TableCue::GameOver, 0.0)]);
        going_on.play(VoiceId(4), vec![Cue::table(TableCue::Shake, 0.0)]);
        run(&mut going_on, 3);
        let full = run(&mut going_on, 1);
        assert_eq!(with[0], full[0]);
        let share = |i: usize| (with[i] - without[i]) / (full[i] - without[i]);
        let shares: Vec<f32> = (0..STOP_FADE)
            .filter(|i| (full[*i] - without[*i]).abs() > 1e-3)
            .map(share)
            .collect();
        assert!(shares.windows(2).all(|w| w[1] <= w[0] + 1e-3), "{shares:?}");
        mixer.apply(Command::StopAll);
        run(&mut mixer, 1);
        assert_eq!(mixer.voice_count(), 0);
        assert!(run(&mut mixer, 1).iter().all(|s| *s == 0.0));
    }

    #[test]
    fn a_voice_ends_and_is_removed() {
        let mut mixer = LiveMixer::new(bank(), 1.0, false);
        let cue = Cue::table(TableCue::SingleSlam, 0.0);
        mixer.play(VoiceId(5), vec![cue]);
        let len = end_sample(&[cue], &bank());
        run(&mut mixer, len.div_ceil(BLOCK) - 1);
        assert!(mixer.is_playing(VoiceId(5)));
        run(&mut mixer, 1);
        assert!(!mixer.is_playing(VoiceId(5)));
        assert_eq!(mixer.voice_count(), 0);
        // Nothing to sound adds no voice at all.
        mixer.play(VoiceId(6), Vec::new());
        mixer.play(VoiceId(7), vec![hit(f32::NAN, CueKind::Felt, 1.0, 1.0, 0)]);
        assert_eq!(mixer.voice_count(), 0);
    }

    #[test]
    fn skipping_time_ends_voices_as_playing_would_and_completes_the_glide() {
        let mut played = LiveMixer::new(bank(), 1.0, false);
        let mut skipped = played.clone();
        for m in [&mut played, &mut skipped] {
            m.play(VoiceId(1), throw_cues());
            m.play(VoiceId(2), vec![Cue::table(TableCue::GameOver, 0.0)]);
            m.set_volume(0.25, false);
        }
        run(&mut played, 12);
        skipped.skip(12 * BLOCK);
        assert_eq!(played.voice_count(), skipped.voice_count());
        assert_eq!(played.gain(), skipped.gain());
        assert_eq!(run(&mut played, 5), run(&mut skipped, 5));
    }

    #[test]
    fn too_many_voices_replace_the_oldest_and_an_id_replaces_its_voice() {
        let mut mixer = LiveMixer::new(bank(), 1.0, false);
        for id in 0..=MAX_LIVE_VOICES as u64 {
            mixer.play(VoiceId(id), throw_cues());
        }
        assert_eq!(mixer.voice_count(), MAX_LIVE_VOICES);
        assert!(!mixer.is_playing(VoiceId(0)));
        mixer.play(VoiceId(1), throw_cues());
        assert_eq!(mixer.voice_count(), MAX_LIVE_VOICES);
    }

    #[test]
    fn sixteen_bit_blocks_are_the_float_blocks_converted() {
        let mut a = LiveMixer::new(bank(), 0.7, false);
        let mut b = a.clone();
        a.play(VoiceId(1), throw_cues());
        b.play(VoiceId(1), throw_cues());
        let wide = run(&mut a, 3);
        let mut narrow = vec![0i16; 3 * BLOCK];
        for block in narrow.chunks_mut(BLOCK) {
            b.render_i16(block);
        }
        assert_eq!(narrow, crate::sound::to_i16(&wide));
        assert!(narrow.iter().any(|s| *s != 0));
    }
}
