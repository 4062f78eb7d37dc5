//! `party-dice render-sound`: the sound of one throw, rendered offline to a WAV file
//! through the same cue model and mixer the game plays.

use super::Output;
use crate::rules::{BadFace, Face};
use crate::settings::{ANIMATION_SPEED, VOLUME};
use crate::sound::{self, Bank, Cue, CueOptions, SAMPLE_RATE, TableCue, UnknownCue, wav};
use crate::t;
use crate::throw::{MAX_DICE, rest_layout, throw};
use std::path::PathBuf;

/// Silence between the end of the throw and a table cue, and between table cues, seconds.
const TABLE_GAP: f32 = 0.15;
/// Silence after the last sound, seconds, so a player does not cut the tail.
const TAIL: f32 = 0.1;

/// What `render-sound` was asked for, as typed (checked by [`render`]).
#[derive(Clone, Debug, PartialEq)]
pub struct RenderSound {
    /// The throw's seed (also seeds the pitch jitter).
    pub seed: u64,
    /// The dice values, comma-separated (`3,5,6`); required.
    pub values: Option<String>,
    /// The WAV file to write; required.
    pub out: Option<PathBuf>,
    /// Render silence (the same length as the unmuted render).
    pub muted: bool,
    /// Master volume, in the settings' range.
    pub volume: f32,
    /// Animation speed, in the settings' range.
    pub speed: f32,
    /// Reduced motion: one landing cue instead of the throw.
    pub reduced_motion: bool,
    /// Skip to the end at this many seconds into the throw.
    pub skip_at: Option<f32>,
    /// Table cues by name: `shake` plays at the release (with the throw, as the game
    /// plays it), the others after the throw, in order.
    pub cues: Vec<String>,
}

impl Default for RenderSound {
    fn default() -> Self {
        RenderSound {
            seed: 1,
            values: None,
            out: None,
            muted: false,
            volume: 1.0,
            speed: 1.0,
            reduced_motion: false,
            skip_at: None,
            cues: Vec::new(),
        }
    }
}

/// Why `render-sound` could not render.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// No `--values`.
    MissingValues,
    /// No `--out`.
    MissingOut,
    /// A value that is not a whole number.
    NotANumber(String),
    /// A throw named as `SEED:VALUES` with no seed before the colon, or one that is not a
    /// whole number.
    Throw(String),
    /// A value outside 1..=6.
    Face(#[from] BadFace),
    /// No value, or more than a throw holds.
    DiceCount(usize),
    /// An unknown table cue.
    Cue(#[from] UnknownCue),
    /// A volume outside the settings' range.
    Volume(f32),
    /// An animation speed outside the settings' range.
    Speed(f32),
    /// A negative or not-a-number skip time.
    SkipAt(f32),
    /// The file could not be written.
    Wav(#[from] wav::WavError),
}

impl std::fmt::Display for RenderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let number = |v: f32| crate::settings::written_number(v, 0);
        let text = match self {
            RenderError::MissingValues => t!("cli-sound-needs-values"),
            RenderError::MissingOut => t!("cli-sound-needs-out"),
            RenderError::NotANumber(v) => {
                t!(
                    "cli-sound-not-a-value",
                    text = format!("{v:?}"),
                    most = MAX_DICE
                )
            }
            RenderError::Throw(v) => t!("cli-sound-not-a-throw", text = format!("{v:?}")),
            RenderError::Face(e) => t!("cli-sound-values-problem", problem = e.to_string()),
            RenderError::DiceCount(n) => t!("cli-sound-dice-count", most = MAX_DICE, n = *n),
            RenderError::Cue(e) => t!("cli-sound-cue-problem", problem = e.to_string()),
            RenderError::Volume(v) => t!(
                "cli-sound-bad-volume",
                value = number(*v),
                lo = number(*VOLUME.start()),
                hi = number(*VOLUME.end())
            ),
            RenderError::Speed(v) => t!(
                "cli-sound-bad-speed",
                value = number(*v),
                lo = number(*ANIMATION_SPEED.start()),
                hi = number(*ANIMATION_SPEED.end())
            ),
            RenderError::SkipAt(v) => t!("cli-sound-bad-skip", value = number(*v)),
            RenderError::Wav(e) => e.to_string(),
        };
        f.write_str(&text)
    }
}

/// A rendered throw: its cues and its 16-bit samples at [`SAMPLE_RATE`].
#[derive(Clone, Debug, PartialEq)]
pub struct Rendered {
    /// Every cue that plays, sorted by time (table cues included).
    pub cues: Vec<Cue>,
    /// The samples, mono.
    pub samples: Vec<i16>,
}

/// Parses `3,5,6` into faces: 1 to [`MAX_DICE`] whole numbers in `1..=6`.
pub(crate) fn parse_values(text: &str) -> Result<Vec<Face>, RenderError> {
    let faces = text
        .split(',')
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            let n: i64 = s
                .trim()
                .parse()
                .map_err(|_| RenderError::NotANumber(s.trim().to_string()))?;
            Ok(Face::try_from(n)?)
        })
        .collect::<Result<Vec<Face>, RenderError>>()?;
    if faces.is_empty() || faces.len() > MAX_DICE {
        return Err(RenderError::DiceCount(faces.len()));
    }
    Ok(faces)
}

/// Parses a throw named as `SEED:VALUES` (`7:3,5,6`): the throw that
/// `render-sound --seed 7 --values 3,5,6` renders (the scripted sound check throws it in
/// the window).
pub fn parse_throw(text: &str) -> Result<(u64, Vec<Face>), RenderError> {
    let bad = || RenderError::Throw(text.to_string());
    let (seed, values) = text.split_once(':').ok_or_else(bad)?;
    let seed = seed.trim().parse().map_err(|_| bad())?;
    Ok((seed, parse_values(values)?))
}

/// Checks the arguments, throws the dice and mixes the throw's cues (and any table cues)
/// with a freshly synthesized bank. Writes nothing.
pub fn render(args: &RenderSound) -> Result<Rendered, RenderError> {
    let faces = parse_values(args.values.as_deref().ok_or(RenderError::MissingValues)?)?;
    if !VOLUME.contains(&args.volume) {
        return Err(RenderError::Volume(args.volume));
    }
    if !ANIMATION_SPEED.contains(&args.speed) {
        return Err(RenderError::Speed(args.speed));
    }
    if let Some(t) = args.skip_at.filter(|t| t.is_nan() || *t < 0.0) {
        return Err(RenderError::SkipAt(t));
    }
    let table = args
        .cues
        .iter()
        .map(|name| TableCue::from_name(name))
        .collect::<Result<Vec<_>, _>>()?;
    let bank = Bank::synthesize(SAMPLE_RATE);
    // As the game does: under reduced motion the dice are laid at rest, not thrown.
    let recording = if args.reduced_motion {
        rest_layout(&faces, args.seed)
    } else {
        throw(&faces, args.seed)
    };
    let options = CueOptions {
        seed: args.seed,
        speed: args.speed,
        reduced_motion: args.reduced_motion,
        skip_at: args.skip_at,
    };
    let (cues, end) = arrange(&sound::cues(&recording, &options), &table, &bank, {
        let played = recording.duration() / args.speed;
        args.skip_at.map_or(played, |t| t.min(played))
    });
    let length = sound::end_sample(&cues, &bank).max((end * SAMPLE_RATE as f32) as usize);
    let mut mixed = vec![0.0; length + (TAIL * SAMPLE_RATE as f32) as usize];
    sound::mix_window(&cues, &bank, args.volume, args.muted, 0, &mut mixed);
    Ok(Rendered {
        cues,
        samples: sound::to_i16(&mixed),
    })
}

/// Places the table cues around the throw's, as the game plays them: a shake at the
/// release, over the throw's first contacts ([`sound::throw_cues`]; several shakes one
/// after another), the others one after another once the throw's sounds have ended or
/// the dice rest (`rest`, seconds after release), whichever is later. Returns the cues
/// and the time the last one starts or the dice rest, whichever is later.
fn arrange(throw: &[Cue], table: &[TableCue], bank: &Bank, rest: f32) -> (Vec<Cue>, f32) {
    let mut cues = Vec::new();
    let mut shake_at = 0.0;
    for &shake in table.iter().filter(|c| **c == TableCue::Shake) {
        cues.push(Cue::table(shake, shake_at));
        shake_at += bank.seconds(sound::CueKind::Table(shake), 0);
    }
    let throw_end = throw
        .iter()
        .chain(&cues)
        .map(|c| c.time + bank.seconds(c.kind, c.variant) / c.pitch)
        .fold(rest, f32::max);
    cues.extend_from_slice(throw);
    let mut at = throw_end + TABLE_GAP;
    let mut last = rest;
    for &cue in table.iter().filter(|c| **c != TableCue::Shake) {
        cues.push(Cue::table(cue, at));
        last = at;
        at += bank.seconds(sound::CueKind::Table(cue), 0) + TABLE_GAP;
    }
    cues.sort_by(|a, b| a.time.total_cmp(&b.time));
    (cues, last)
}

/// `party-dice render-sound`: renders and writes the WAV file; prints what it wrote.
/// Bad arguments: one message, exit code 2; a file that cannot be written: exit code 1.
pub fn run(args: &RenderSound) -> Output {
    let rendered = match render(args) {
        Ok(r) => r,
        Err(e) => return Output::bad_input(e.to_string()),
    };
    let Some(out) = args.out.as_ref() else {
        return Output::bad_input(RenderError::MissingOut.to_string());
    };
    if let Err(e) = wav::write(out, &rendered.samples, SAMPLE_RATE) {
        return Output {
            stdout: String::new(),
            stderr: t!("cli-sound-failed", problem = e.to_string()),
            code: 1,
        };
    }
    Output::ok(summary(out, &rendered))
}

/// `wrote throw.wav: 1.23 s, 48000 Hz mono 16-bit, 14 cues, peak -7.1 dBFS`.
fn summary(out: &std::path::Path, rendered: &Rendered) -> String {
    let lang = crate::i18n::current();
    let peak = rendered
        .samples
        .iter()
        .map(|s| s.unsigned_abs())
        .max()
        .unwrap_or(0);
    let level = if peak == 0 {
        t!("cli-sound-silent")
    } else {
        let db = 20.0 * (f32::from(peak) / 32768.0).log10();
        t!(
            "cli-sound-peak",
            db = crate::i18n::decimal(lang, f64::from(db), 1)
        )
    };
    let seconds = rendered.samples.len() as f64 / f64::from(SAMPLE_RATE);
    let line = t!(
        "cli-sound-wrote",
        file = out.display().to_string(),
        seconds = crate::i18n::decimal(lang, seconds, 2),
        rate = SAMPLE_RATE.to_string(),
        cues = rendered.cues.len(),
        level = level
    );
    format!("{line}\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_checked() {
        assert_eq!(parse_values("3, 5,6").map(|v| v.len()).ok(), Some(3));
        let msg = |t: &str| {
            parse_values(t)
                .err()
                .map(|e| e.to_string())
                .unwrap_or_default()
        };
        assert!(msg("3,7").contains("1 to 6, not 7"));
        assert!(msg("3,x").contains("\"x\""));
        assert!(msg("").contains("not 0"));
        assert!(msg("1,2,3,4,5,6,1").contains("not 7"));
        let throw = |t: &str| parse_throw(t).map_err(|e| e.to_string());
        assert_eq!(throw("7:3,5").map(|(s, v)| (s, v.len())), Ok((7, 2)));
        for bad in ["3,5,6", ":3,5", "x:3", "-1:3", "7:"] {
            assert!(throw(bad).is_err(), "{bad}");
        }
        assert!(throw("7:9").err().unwrap_or_default().contains("not 9"));
    }

    #[test]
    fn a_shake_starts_with_the_throw_as_in_the_game_and_results_follow_it() {
        let args = RenderSound {
            values: Some("2,4".into()),
            cues: vec!["grand-slam".into(), "shake".into()],
            ..RenderSound::default()
        };
        let plain = render(&RenderSound {
            cues: Vec::new(),
            ..args.clone()
        });
        let (Ok(r), Ok(plain)) = (render(&args), plain) else {
            panic!("render failed")
        };
        let table = |k| sound::CueKind::Table(k);
        assert_eq!(r.cues[0], Cue::table(TableCue::Shake, 0.0));
        assert_eq!(
            r.cues.last().map(|c| c.kind),
            Some(table(TableCue::GrandSlam))
        );
        // The contacts keep their times: the throw the window plays, shake and all.
        let contacts: Vec<Cue> = r
            .cues
            .iter()
            .filter(|c| !matches!(c.kind, sound::CueKind::Table(_)))
            .copied()
            .collect();
        assert_eq!(contacts, plain.cues);
        let recording = throw(&parse_values("2,4").unwrap_or_default(), 1);
        let game = sound::throw_cues(
            &recording,
            &CueOptions {
                seed: 1,
                ..CueOptions::default()
            },
        );
        assert_eq!(r.cues[..game.len()], game[..]);
        assert!(r.samples.len() > plain.samples.len());
    }
}
