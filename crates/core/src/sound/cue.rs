//! The cue model: a throw recording's contacts become the cues a listener hears.

use super::synth::IMPACT_VARIANTS;
use super::{Cue, CueKind, TableCue};
use crate::throw::ANIMATION_SPEED;
use crate::throw::{Contact, Hit, Recording};
use rand::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The impulse (N·s) that sounds at full gain (0 dB); stronger ones are not louder. Hard
/// throws of the 18 mm dice reach about 0.01 N·s on the floor and walls.
pub(crate) const IMPULSE_FULL: f32 = 0.010;
/// Decibels of gain per tenfold impulse below [`IMPULSE_FULL`]: a little more than the
/// 20 dB of a sound whose pressure follows the impulse, so settling taps sit back.
pub(crate) const IMPULSE_DB_PER_DECADE: f32 = 24.0;
/// Contacts whose gain would be below this (dB) are dropped as inaudible. With the
/// recording's own threshold of 0.001 N·s the quietest contact sits at −24 dB.
pub(crate) const GAIN_FLOOR_DB: f32 = -30.0;
/// Hits of one die on one kind of thing closer than this (seconds of playback, from the
/// first hit of a group) are one sound: the strongest is kept, at its own time. About the
/// shortest gap at which an ear hears two taps rather than one.
pub(crate) const MERGE_WINDOW: f32 = 0.040;
/// At most this many impact cues start within any [`VOICE_SPAN`]; past it the quietest
/// is dropped (a sixth die's tap under five others is not heard anyway).
pub(crate) const MAX_VOICES: usize = 8;
/// How long an impact cue counts as sounding for [`MAX_VOICES`], in seconds: about the
/// audible length of a felt thud.
pub(crate) const VOICE_SPAN: f32 = 0.12;
/// Each impact cue's pitch is moved by a seeded amount up to this many cents either way,
/// so repeated hits do not sound mechanical.
pub(crate) const PITCH_JITTER_CENTS: f32 = 50.0;
/// Gain of the single landing cue of reduced motion (≈ −6 dB: dice set down, not thrown).
pub(crate) const LANDING_GAIN: f32 = 0.5;

/// How a recording is heard.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CueOptions {
    /// Seed of the pitch jitter and variant choice (the game passes the throw's seed).
    pub seed: u64,
    /// The animation speed the recording is played at (clamped to the settings' range;
    /// not finite: 1.0). Cue times are divided by it; pitches are not changed.
    pub speed: f32,
    /// Reduced motion: the dice appear at rest, so one short landing cue at time 0.
    pub reduced_motion: bool,
    /// The playback time (seconds) at which the player skipped to the end: cues from then
    /// on are dropped. `None`: played to the end.
    pub skip_at: Option<f32>,
}

impl Default for CueOptions {
    fn default() -> Self {
        CueOptions {
            seed: 0,
            speed: 1.0,
            reduced_motion: false,
            skip_at: None,
        }
    }
}

/// A contact on its way to becoming a cue.
#[derive(Clone, Copy, Debug)]
struct Impact {
    time: f32,
    die: usize,
    kind: CueKind,
    gain: f32,
}

/// The cues of a recording, sorted by time, deterministic for `(recording, options)`.
///
/// Every contact becomes an impact cue of its kind ([`CueKind::Felt`], [`CueKind::Wall`],
/// [`CueKind::Die`]) at `frame / fps / speed` seconds with [`impulse_gain`]; then cues
/// from [`CueOptions::skip_at`] on are dropped, hits of one die and kind within
/// [`MERGE_WINDOW`] merged (keeping the strongest), at most [`MAX_VOICES`] kept per
/// [`VOICE_SPAN`], and each given a seeded pitch jitter and variant. Under reduced
/// motion, or for dice laid at rest (a fallback throw, a one-frame [`rest_layout`]), the
/// result is one landing cue at time 0 instead (none without dice).
///
/// [`rest_layout`]: crate::throw::rest_layout
pub fn cues(recording: &Recording, options: &CueOptions) -> Vec<Cue> {
    let mut rng = ChaCha8Rng::seed_from_u64(options.seed);
    let laid = recording.frame_count() == 1 && recording.contacts.is_empty();
    if options.reduced_motion || recording.retries.fell_back || laid {
        if recording.dice.is_empty() {
            return Vec::new();
        }
        let landing = Impact {
            time: 0.0,
            die: 0,
            kind: CueKind::Felt,
            gain: LANDING_GAIN,
        };
        let mut out = vec![finish(landing, &mut rng)];
        drop_from(&mut out, options.skip_at.unwrap_or(f32::INFINITY));
        return out;
    }
    let speed = clamp_speed(options.speed);
    let fps = recording.fps.max(1) as f32;
    let mut impacts: Vec<Impact> = recording
        .contacts
        .iter()
        .filter_map(|c| impact(c, fps, speed))
        .filter(|i| options.skip_at.is_none_or(|t| i.time < t))
        .collect();
    impacts.sort_by(|a, b| a.time.total_cmp(&b.time));
    let merged = merge(&impacts);
    cap_voices(&merged)
        .into_iter()
        .map(|i| finish(i, &mut rng))
        .collect()
}

/// A throw as the game plays it, one voice: the [`TableCue::Shake`] at the release
/// (time 0, over the first contacts: the dice leave the hand as they are thrown), then
/// [`cues`] of the recording. `party-dice render-sound --cue shake` renders the same.
pub fn throw_cues(recording: &Recording, options: &CueOptions) -> Vec<Cue> {
    let mut out = cues(recording, options);
    out.insert(0, Cue::table(TableCue::Shake, 0.0));
    out
}

/// Drops every cue that starts at or after `at` seconds (the player skipped there).
pub(crate) fn drop_from(cues: &mut Vec<Cue>, at: f32) {
    cues.retain(|c| c.time < at);
}

/// The linear gain of an impulse (N·s): 0 dB at [`IMPULSE_FULL`] and above,
/// [`IMPULSE_DB_PER_DECADE`] less per tenfold weaker; `None` below [`GAIN_FLOOR_DB`]
/// (and for a zero, negative or NaN impulse).
pub(crate) fn impulse_gain(impulse: f32) -> Option<f32> {
    if impulse.is_nan() || impulse <= 0.0 {
        return None;
    }
    let db = (IMPULSE_DB_PER_DECADE * (impulse / IMPULSE_FULL).log10()).min(0.0);
    (db >= GAIN_FLOOR_DB).then(|| 10f32.powf(db / 20.0))
}

fn clamp_speed(speed: f32) -> f32 {
    if speed.is_finite() {
        speed.clamp(*ANIMATION_SPEED.start(), *ANIMATION_SPEED.end())
    } else {
        1.0
    }
}

fn impact(contact: &Contact, fps: f32, speed: f32) -> Option<Impact> {
    let kind = match contact.hit {
        Hit::Floor => CueKind::Felt,
        Hit::Wall => CueKind::Wall,
        Hit::Die(_) => CueKind::Die,
    };
    Some(Impact {
        time: contact.frame as f32 / fps / speed,
        die: contact.die,
        kind,
        gain: impulse_gain(contact.strength)?,
    })
}

/// Merges hits of one die and kind that start within [`MERGE_WINDOW`] of the first hit
/// of their group into the strongest of them. `impacts` are sorted by time; so is the
/// result.
fn merge(impacts: &[Impact]) -> Vec<Impact> {
    let mut out: Vec<Impact> = Vec::with_capacity(impacts.len());
    // Per open group: its first hit's time, and where its strongest hit is in `out`.
    let mut groups: Vec<(f32, usize)> = Vec::new();
    for &hit in impacts {
        let open = groups.iter().find(|&&(start, k)| {
            out[k].die == hit.die && out[k].kind == hit.kind && hit.time - start <= MERGE_WINDOW
        });
        match open {
            Some(&(_, k)) if hit.gain > out[k].gain => out[k] = hit,
            Some(_) => {}
            None => {
                groups.push((hit.time, out.len()));
                out.push(hit);
            }
        }
    }
    out.sort_by(|a, b| a.time.total_cmp(&b.time));
    out
}

/// Keeps at most [`MAX_VOICES`] cues starting within any [`VOICE_SPAN`]: a new cue past
/// the cap replaces the quietest sounding one if it is louder, else is dropped.
fn cap_voices(impacts: &[Impact]) -> Vec<Impact> {
    let mut kept: Vec<Option<Impact>> = Vec::with_capacity(impacts.len());
    for &hit in impacts {
        let sounding = kept
            .iter()
            .enumerate()
            .filter_map(|(k, c)| c.filter(|c| hit.time - c.time < VOICE_SPAN).map(|c| (k, c)));
        let count = sounding.clone().count();
        if count < MAX_VOICES {
            kept.push(Some(hit));
            continue;
        }
        let quietest = sounding.min_by(|a, b| a.1.gain.total_cmp(&b.1.gain));
        if let Some((k, c)) = quietest
            && hit.gain > c.gain
        {
            kept[k] = None;
            kept.push(Some(hit));
        }
    }
    kept.into_iter().flatten().collect()
}

/// The finished cue: a seeded pitch within ±[`PITCH_JITTER_CENTS`] and a seeded variant.
fn finish(impact: Impact, rng: &mut ChaCha8Rng) -> Cue {
    let unit = (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32;
    let cents = (2.0 * unit - 1.0) * PITCH_JITTER_CENTS;
    let variant = rng.next_u32() as usize % IMPACT_VARIANTS;
    Cue {
        time: impact.time,
        kind: impact.kind,
        gain: impact.gain,
        pitch: 2f32.powf(cents / 1200.0),
        variant,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn contact(frame: usize, die: usize, hit: Hit, strength: f32) -> Contact {
        Contact {
            frame,
            die,
            hit,
            strength,
        }
    }

    fn recording(contacts: Vec<Contact>) -> Recording {
        let mut rec = crate::throw::rest_layout(&crate::rules::Face::ALL[..3], 1);
        rec.contacts = contacts;
        rec
    }

    #[test]
    fn a_throw_is_its_shake_at_the_release_then_its_contacts() {
        let rec = recording(vec![
            contact(12, 0, Hit::Floor, 1.0),
            contact(30, 1, Hit::Wall, 0.5),
        ]);
        let options = CueOptions {
            seed: 9,
            ..CueOptions::default()
        };
        let thrown = throw_cues(&rec, &options);
        assert_eq!(thrown[0], Cue::table(TableCue::Shake, 0.0));
        assert_eq!(thrown[1..], cues(&rec, &options)[..]);
        assert_eq!(thrown.len(), 3);
    }

    #[test]
    fn gain_is_logarithmic_with_a_floor() {
        assert_eq!(impulse_gain(IMPULSE_FULL), Some(1.0));
        assert_eq!(impulse_gain(1.0), Some(1.0));
        let tenth = impulse_gain(IMPULSE_FULL / 10.0).unwrap_or(0.0);
        assert!((20.0 * tenth.log10() + IMPULSE_DB_PER_DECADE).abs() < 1e-3);
        assert_eq!(impulse_gain(IMPULSE_FULL / 1e3), None);
        assert_eq!(impulse_gain(f32::NAN), None);
        assert_eq!(impulse_gain(0.0), None);
    }

    #[test]
    fn close_hits_of_one_die_and_kind_merge_into_the_strongest() {
        let rec = recording(vec![
            contact(10, 0, Hit::Floor, 0.002),
            contact(11, 0, Hit::Floor, 0.006),
            contact(11, 1, Hit::Floor, 0.0015),
            contact(11, 0, Hit::Wall, 0.003),
            contact(20, 0, Hit::Floor, 0.002),
        ]);
        let out = cues(&rec, &CueOptions::default());
        let felt0: Vec<&Cue> = out
            .iter()
            .filter(|c| c.kind == CueKind::Felt && c.gain > impulse_gain(0.0025).unwrap_or(1.0))
            .collect();
        assert_eq!(out.len(), 4, "{out:?}");
        assert_eq!(felt0.len(), 1);
        assert_eq!(felt0[0].time, 11.0 / 60.0);
    }

    #[test]
    fn the_voice_cap_keeps_the_loudest() {
        let many = (0..20)
            .map(|k| contact(5, k, Hit::Die(30), 0.001 + 0.0004 * k as f32))
            .collect();
        let out = cues(&recording(many), &CueOptions::default());
        assert_eq!(out.len(), MAX_VOICES);
        let quietest = out.iter().map(|c| c.gain).fold(f32::INFINITY, f32::min);
        assert!(quietest >= impulse_gain(0.001 + 0.0004 * 12.0).unwrap_or(1.0));
    }

    #[test]
    fn speed_skip_and_reduced_motion() {
        let rec = recording(vec![
            contact(30, 0, Hit::Floor, 0.005),
            contact(60, 1, Hit::Wall, 0.005),
        ]);
        let fast = cues(
            &rec,
            &CueOptions {
                speed: 2.0,
                ..CueOptions::default()
            },
        );
        assert_eq!(fast[0].time, 0.25);
        let skipped = cues(
            &rec,
            &CueOptions {
                skip_at: Some(0.75),
                ..CueOptions::default()
            },
        );
        assert_eq!(skipped.len(), 1);
        let calm = cues(
            &rec,
            &CueOptions {
                reduced_motion: true,
                ..CueOptions::default()
            },
        );
        assert_eq!(calm.len(), 1);
        assert_eq!((calm[0].time, calm[0].gain), (0.0, LANDING_GAIN));
    }

    #[test]
    fn jitter_is_seeded_and_bounded() {
        let rec = recording(
            (0..10)
                .map(|f| contact(f * 5, 0, Hit::Floor, 0.004))
                .collect(),
        );
        let a = cues(
            &rec,
            &CueOptions {
                seed: 3,
                ..CueOptions::default()
            },
        );
        let b = cues(
            &rec,
            &CueOptions {
                seed: 3,
                ..CueOptions::default()
            },
        );
        let c = cues(
            &rec,
            &CueOptions {
                seed: 4,
                ..CueOptions::default()
            },
        );
        assert_eq!(a, b);
        assert_ne!(a, c);
        let bound = 2f32.powf(PITCH_JITTER_CENTS / 1200.0);
        assert!(a.iter().all(|c| c.pitch <= bound && c.pitch >= 1.0 / bound));
    }
}
