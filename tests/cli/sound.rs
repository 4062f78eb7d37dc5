//! The sound of a throw, checked on rendered WAV files: silence before the first contact,
//! an onset within one frame of every cue, no clipping, determinism, louder for harder
//! hits, silence when muted, and a header that parses back.

use party_dice::cli::sound::{RenderSound, render};
use party_dice::rules::Face;
use party_dice::sound::{
    self, Bank, CEILING, Cue, CueKind, CueOptions, SAMPLE_RATE, TableCue, wav,
};
use party_dice::throw::{Contact, FPS, Hit, Recording, rest_layout, throw};
use std::path::Path;
use std::process::Command;

/// Samples per recorded frame: the tolerance of an onset.
const FRAME: usize = (SAMPLE_RATE / FPS) as usize;

/// Runs `party-dice render-sound ARGS --out DIR/NAME`; the exit code, stdout, stderr and
/// the file's bytes (empty if none was written).
fn render_sound(dir: &Path, name: &str, args: &[&str]) -> (i32, String, String, Vec<u8>) {
    let path = dir.join(name);
    let out = Command::new(env!("CARGO_BIN_EXE_party-dice"))
        // English, whatever the machine speaks: the test reads its words.
        .env("LC_ALL", "C")
        .arg("render-sound")
        .args(args)
        .arg("--out")
        .arg(&path)
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        std::fs::read(&path).unwrap_or_default(),
    )
}

fn tempdir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"))
}

fn parse(bytes: &[u8]) -> wav::Wav {
    wav::parse(bytes).unwrap_or_else(|e| panic!("{e}"))
}

fn peak(samples: &[i16]) -> u16 {
    samples.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0)
}

fn le(bytes: &[u8], at: usize, n: usize) -> u32 {
    bytes[at..at + n]
        .iter()
        .rev()
        .fold(0, |acc, b| acc << 8 | u32::from(*b))
}

#[test]
fn the_header_is_a_valid_48_khz_mono_16_bit_wav() {
    let dir = tempdir();
    let (code, stdout, stderr, bytes) =
        render_sound(dir.path(), "t.wav", &["--seed", "7", "--values", "3,5,6"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.starts_with("wrote ") && stdout.contains("48000 Hz"),
        "{stdout}"
    );
    assert_eq!(&bytes[0..4], b"RIFF");
    assert_eq!(le(&bytes, 4, 4) as usize, bytes.len() - 8);
    assert_eq!(&bytes[8..16], b"WAVEfmt ");
    // fmt size 16, PCM, mono, 48 kHz, 96000 bytes/s, 2-byte blocks, 16 bits.
    let fmt = [
        (16, 16, 4),
        (20, 1, 2),
        (22, 1, 2),
        (24, 48_000, 4),
        (28, 96_000, 4),
        (32, 2, 2),
        (34, 16, 2),
    ];
    for (at, want, n) in fmt {
        assert_eq!(le(&bytes, at, n), want, "header field at byte {at}");
    }
    assert_eq!(&bytes[36..40], b"data");
    assert_eq!(le(&bytes, 40, 4) as usize, bytes.len() - wav::HEADER_BYTES);
    let wav = parse(&bytes);
    assert_eq!(wav.sample_rate, SAMPLE_RATE);
    assert!(
        wav.samples.len() > SAMPLE_RATE as usize / 2,
        "{} samples",
        wav.samples.len()
    );
}

#[test]
fn the_same_seed_gives_identical_bytes() {
    let dir = tempdir();
    let args = ["--seed", "11", "--values", "1,2,3,4,5,6"];
    let (_, _, _, a) = render_sound(dir.path(), "a.wav", &args);
    let (_, _, _, b) = render_sound(dir.path(), "b.wav", &args);
    let (_, _, _, c) = render_sound(
        dir.path(),
        "c.wav",
        &["--seed", "12", "--values", "1,2,3,4,5,6"],
    );
    assert!(!a.is_empty());
    assert_eq!(a, b);
    assert_ne!(a, c);
}

#[test]
fn muted_renders_all_zeros_of_the_same_length() {
    let dir = tempdir();
    let (code, stdout, _, loud) =
        render_sound(dir.path(), "loud.wav", &["--seed", "3", "--values", "2,2"]);
    let (code_m, stdout_m, _, muted) = render_sound(
        dir.path(),
        "muted.wav",
        &["--seed", "3", "--values", "2,2", "--muted"],
    );
    assert_eq!((code, code_m), (0, 0));
    assert!(stdout_m.contains("silent"), "{stdout_m}");
    assert!(!stdout.contains("silent"), "{stdout}");
    let (loud, muted) = (parse(&loud), parse(&muted));
    assert_eq!(loud.samples.len(), muted.samples.len());
    assert!(peak(&loud.samples) > 0);
    assert!(muted.samples.iter().all(|s| *s == 0));
}

#[test]
fn bad_arguments_give_one_message_and_exit_2() {
    let dir = tempdir();
    let cases: [(&[&str], &str); 6] = [
        (&["--values", "3,5,7"], "1 to 6, not 7"),
        (&["--seed", "4"], "--values"),
        (&["--values", "3,x"], "\"x\""),
        (&["--values", "1,2,3,4,5,6,1"], "1 to 6 dice, not 7"),
        (&["--values", "3", "--cue", "fanfare"], "grand-slam"),
        (&["--values", "3", "--volume", "2"], "--volume"),
    ];
    for (k, (args, says)) in cases.iter().enumerate() {
        let name = format!("bad{k}.wav");
        let (code, stdout, stderr, bytes) = render_sound(dir.path(), &name, args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stderr.contains(says), "{args:?}: {stderr}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{args:?}: {stderr}");
        assert!(stdout.is_empty() && bytes.is_empty(), "{args:?}");
    }
}

#[test]
fn silence_until_the_first_contact_then_sound_within_a_frame() {
    let dir = tempdir();
    for seed in [1u64, 2, 5, 9, 23] {
        let values = [6, 1, 4, 4];
        let text = values.map(|v| v.to_string()).join(",");
        let (code, _, stderr, bytes) = render_sound(
            dir.path(),
            "s.wav",
            &["--seed", &seed.to_string(), "--values", &text],
        );
        assert_eq!(code, 0, "{stderr}");
        let samples = parse(&bytes).samples;
        let rec = throw(&Face::several(&values), seed);
        let first = rec.contacts.iter().map(|c| c.frame).min().unwrap_or(0);
        let at = first * FRAME;
        assert!(
            samples[..at].iter().all(|s| *s == 0),
            "seed {seed}: sound before frame {first}"
        );
        let onset = samples.iter().position(|s| *s != 0).unwrap_or(usize::MAX);
        assert!(
            onset >= at && onset - at < FRAME,
            "seed {seed}: onset {onset}, contact at {at}"
        );
    }
}

/// The render the CLI writes, made again through the library.
fn render_lib(seed: u64, values: &str) -> (Vec<Cue>, Vec<i16>) {
    let args = RenderSound {
        seed,
        values: Some(values.to_string()),
        ..RenderSound::default()
    };
    let r = render(&args).unwrap_or_else(|e| panic!("{e}"));
    (r.cues, r.samples)
}

#[test]
fn every_cue_starts_within_one_frame_of_its_time() {
    let bank = Bank::synthesize(SAMPLE_RATE);
    let dir = tempdir();
    for seed in [4u64, 8, 15] {
        let (cues, samples) = render_lib(seed, "1,2,3,4,5,6");
        let (_, _, _, bytes) = render_sound(
            dir.path(),
            "o.wav",
            &["--seed", &seed.to_string(), "--values", "1,2,3,4,5,6"],
        );
        assert_eq!(
            parse(&bytes).samples,
            samples,
            "the library renders what the CLI writes"
        );
        assert!(cues.len() >= 5, "seed {seed}: only {} cues", cues.len());
        for k in 0..cues.len() {
            let without: Vec<Cue> = cues
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != k)
                .map(|(_, c)| *c)
                .collect();
            let mut other = vec![0.0; samples.len()];
            sound::mix_window(&without, &bank, 1.0, false, 0, &mut other);
            let other = sound::to_i16(&other);
            let start = (cues[k].time * SAMPLE_RATE as f32).round() as usize;
            let first = samples.iter().zip(&other).position(|(a, b)| a != b);
            let first =
                first.unwrap_or_else(|| panic!("seed {seed}: cue {k} {:?} is not heard", cues[k]));
            assert!(
                first >= start && first - start < FRAME,
                "seed {seed}: cue {k} at {start}, onset {first}"
            );
        }
    }
}

#[test]
fn no_render_reaches_full_scale() {
    // What the limiter allows, in 16-bit units: below full scale (32767).
    let ceiling = (CEILING * 32767.0).round() as u16 + 1;
    for seed in 0..12u64 {
        let (_, samples) = render_lib(seed, "6,6,6,6,6,6");
        assert!(
            peak(&samples) < ceiling,
            "seed {seed}: peak {}",
            peak(&samples)
        );
    }
    // The worst case: every sound of the bank, many times over, at once and at gain 1.
    let bank = Bank::synthesize(SAMPLE_RATE);
    let kinds = [CueKind::Felt, CueKind::Wall, CueKind::Die]
        .into_iter()
        .chain(TableCue::ALL.map(CueKind::Table));
    let pile: Vec<Cue> = kinds
        .flat_map(|kind| {
            (0..16).map(move |v| Cue {
                time: 0.1,
                kind,
                gain: 1.0,
                pitch: 1.0,
                variant: v,
            })
        })
        .collect();
    let samples = sound::to_i16(&sound::mix(&pile, &bank, 1.0, false));
    assert!(
        peak(&samples) < ceiling && peak(&samples) > 16_000,
        "peak {}",
        peak(&samples)
    );
    // Each table cue alone is well inside full scale, unlimited.
    for cue in TableCue::ALL {
        let samples = sound::to_i16(&sound::mix(&[Cue::table(cue, 0.0)], &bank, 1.0, false));
        assert!(peak(&samples) < 16_384, "{cue}: {}", peak(&samples));
    }
}

/// A recording of dice that have one contact of this kind and strength at frame 6.
fn one_contact(hit: Hit, strength: f32) -> Recording {
    let mut rec = rest_layout(&Face::several(&[3, 4]), 1);
    rec.contacts = vec![Contact {
        frame: 6,
        die: 0,
        hit,
        strength,
    }];
    rec
}

#[test]
fn a_stronger_impulse_gives_a_louder_cue() {
    let bank = Bank::synthesize(SAMPLE_RATE);
    for hit in [Hit::Floor, Hit::Wall, Hit::Die(1)] {
        let peaks: Vec<u16> = [0.0012, 0.0025, 0.005, 0.009]
            .iter()
            .map(|s| {
                let cues = sound::cues(&one_contact(hit, *s), &CueOptions::default());
                assert_eq!(cues.len(), 1);
                peak(&sound::to_i16(&sound::mix(&cues, &bank, 1.0, false)))
            })
            .collect();
        assert!(peaks.windows(2).all(|w| w[0] < w[1]), "{hit:?}: {peaks:?}");
    }
}

#[test]
fn reduced_motion_speed_and_skip_change_what_is_heard() {
    let base = RenderSound {
        seed: 5,
        values: Some("2,3,4,5".into()),
        ..RenderSound::default()
    };
    let run = |args: RenderSound| render(&args).unwrap_or_else(|e| panic!("{e}"));
    let normal = run(base.clone());
    let calm = run(RenderSound {
        reduced_motion: true,
        ..base.clone()
    });
    assert_eq!(calm.cues.len(), 1);
    assert_eq!(calm.cues[0].time, 0.0);
    assert!(calm.samples.len() < normal.samples.len());
    let fast = run(RenderSound {
        speed: 2.0,
        ..base.clone()
    });
    assert!(fast.samples.len() < normal.samples.len());
    let skip = normal.cues[normal.cues.len() / 2].time;
    let skipped = run(RenderSound {
        skip_at: Some(skip),
        ..base.clone()
    });
    assert!(skipped.cues.len() < normal.cues.len());
    assert!(skipped.cues.iter().all(|c| c.time < skip));
}

#[test]
fn table_cues_render_by_name() {
    let dir = tempdir();
    let (code, stdout, stderr, bytes) = render_sound(
        dir.path(),
        "all.wav",
        &[
            "--values",
            "3",
            "--cue",
            "shake",
            "--cue",
            "Grand_Slam",
            "--cue",
            "game-over",
        ],
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.contains("cues"), "{stdout}");
    assert!(peak(&parse(&bytes).samples) > 0);
}
