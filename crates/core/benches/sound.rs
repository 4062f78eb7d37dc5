//! The sound mixer's cost per throw, against a baseline run in the same process: summing
//! the same cues' samples with no resampling, gain or limiting (the memory-bound floor).
//! The live mixer's cost per audio block (a throw and a table cue as two voices, with the
//! master gain), against the offline mixer's window of the same block and cues. Also the
//! cue model per throw and the bank's start-up synthesis.

use criterion::{Criterion, criterion_group, criterion_main};
use party_dice_core::rules::Face;
use party_dice_core::sound::live::{BLOCK, LiveMixer, VoiceId};
use party_dice_core::sound::{self, Bank, Cue, CueOptions, SAMPLE_RATE, TableCue};
use party_dice_core::throw::{Recording, throw};
use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Throws whose sound is mixed: enough seeds that the figure is a typical throw.
const THROWS: u64 = 24;

fn recordings() -> Vec<Recording> {
    let faces: Vec<Face> = (0..6).map(|i| Face::ALL[(i * 5 + 2) % 6]).collect();
    (0..THROWS).map(|seed| throw(&faces, seed)).collect()
}

fn all_cues(recordings: &[Recording]) -> Vec<Vec<Cue>> {
    recordings
        .iter()
        .map(|r| {
            let options = CueOptions {
                seed: r.seed_used,
                ..CueOptions::default()
            };
            sound::cues(r, &options)
        })
        .collect()
}

/// The baseline: every cue's buffer added at its start sample, nothing else.
fn plain_sum(cues: &[Cue], bank: &Bank) -> Vec<f32> {
    let mut out = vec![0.0f32; sound::end_sample(cues, bank) + 1];
    for cue in cues {
        let start = (cue.time * bank.sample_rate() as f32).round() as usize;
        let buf = bank.buffer(cue.kind, cue.variant);
        let len = ((buf.len() as f32 / cue.pitch) as usize).min(out.len() - start);
        for (o, s) in out[start..start + len].iter_mut().zip(buf) {
            *o += s;
        }
    }
    out
}

fn bench_mixer(c: &mut Criterion) {
    let bank = Bank::synthesize(SAMPLE_RATE);
    let recordings = recordings();
    let cues = all_cues(&recordings);
    let mut group = c.benchmark_group("sound per 6-die throw");
    group.measurement_time(Duration::from_secs(4));
    let mut k = 0;
    group.bench_function("mix", |b| {
        b.iter(|| {
            k = (k + 1) % cues.len();
            sound::mix(black_box(&cues[k]), &bank, 1.0, false)
        })
    });
    group.bench_function("baseline: plain sum", |b| {
        b.iter(|| {
            k = (k + 1) % cues.len();
            plain_sum(black_box(&cues[k]), &bank)
        })
    });
    group.bench_function("cues", |b| {
        b.iter(|| {
            k = (k + 1) % recordings.len();
            sound::cues(black_box(&recordings[k]), &CueOptions::default())
        })
    });
    group.finish();
    c.bench_function("Bank::synthesize 48 kHz", |b| {
        b.iter(|| Bank::synthesize(black_box(SAMPLE_RATE)))
    });
}

/// The table cue that plays beside each throw in the block benchmarks.
fn table_cue() -> Cue {
    Cue::table(TableCue::SmallSlam, 0.3)
}

/// A live mixer with a throw and a table cue playing as two voices, at volume 0.8.
fn live_mixer(bank: &Arc<Bank>, throw: &[Cue]) -> LiveMixer {
    let mut mixer = LiveMixer::new(Arc::clone(bank), 0.8, false);
    mixer.play(VoiceId(1), throw.to_vec());
    mixer.play(VoiceId(2), vec![table_cue()]);
    mixer
}

/// The same sounds as one cue list, for the offline mixer.
fn both(throw: &[Cue]) -> Vec<Cue> {
    throw.iter().copied().chain([table_cue()]).collect()
}

fn bench_blocks(c: &mut Criterion) {
    let bank = Arc::new(Bank::synthesize(SAMPLE_RATE));
    let cues = all_cues(&recordings());
    let mut group = c.benchmark_group("sound per 480-sample block");
    group.measurement_time(Duration::from_secs(4));
    let mut block = [0.0f32; BLOCK];
    let (mut k, mut mixer) = (0, live_mixer(&bank, &cues[0]));
    group.bench_function("live mixer (throw + table cue)", |b| {
        b.iter(|| {
            if mixer.voice_count() == 0 {
                k = (k + 1) % cues.len();
                mixer = live_mixer(&bank, &cues[k]);
            }
            mixer.render(black_box(&mut block));
        })
    });
    let lists: Vec<Vec<Cue>> = cues.iter().map(|c| both(c)).collect();
    let (mut k, mut first) = (0, 0);
    group.bench_function("baseline: mix_window of the same block", |b| {
        b.iter(|| {
            if first >= sound::end_sample(&lists[k], &bank) {
                (k, first) = ((k + 1) % lists.len(), 0);
            }
            sound::mix_window(black_box(&lists[k]), &bank, 0.8, false, first, &mut block);
            first += BLOCK;
        })
    });
    group.finish();
}

/// Medians of one block rendered live and by the offline window, over every block of
/// every throw: their ratio and the share of a block's 10 ms that the live mixer takes.
fn print_block_ratio(_: &mut Criterion) {
    let bank = Arc::new(Bank::synthesize(SAMPLE_RATE));
    let cues = all_cues(&recordings());
    let mut block = [0.0f32; BLOCK];
    let (mut live, mut window) = (Vec::new(), Vec::new());
    for _ in 0..20 {
        for throw in &cues {
            let mut mixer = live_mixer(&bank, throw);
            while mixer.voice_count() > 0 {
                let start = Instant::now();
                mixer.render(black_box(&mut block));
                live.push(start.elapsed());
            }
            let list = both(throw);
            for first in (0..sound::end_sample(&list, &bank)).step_by(BLOCK) {
                let start = Instant::now();
                sound::mix_window(black_box(&list), &bank, 0.8, false, first, &mut block);
                window.push(start.elapsed());
            }
        }
    }
    live.sort();
    window.sort();
    let (live, window) = (live[live.len() / 2], window[window.len() / 2]);
    let real_time = Duration::from_secs_f64(BLOCK as f64 / f64::from(SAMPLE_RATE));
    println!(
        "sound per {BLOCK}-sample block (a throw and a table cue): live mixer {live:.2?}, \
         mix_window {window:.2?}, ratio live/window = {:.2}, {:.3}% of the block's {real_time:.0?}",
        live.as_secs_f64() / window.as_secs_f64(),
        100.0 * live.as_secs_f64() / real_time.as_secs_f64(),
    );
}

/// Medians of the mixer and the baseline timed back to back over the same throws, their
/// ratio, and the mixer's speed against real time: the numbers to watch.
fn print_ratio(_: &mut Criterion) {
    let bank = Bank::synthesize(SAMPLE_RATE);
    let cues = all_cues(&recordings());
    let median = |f: &dyn Fn(&[Cue]) -> Vec<f32>| {
        let mut times: Vec<Duration> = (0..20)
            .flat_map(|_| cues.iter())
            .map(|c| {
                let start = Instant::now();
                black_box(f(c));
                start.elapsed()
            })
            .collect();
        times.sort();
        times[times.len() / 2]
    };
    let mix = median(&|c| sound::mix(c, &bank, 1.0, false));
    let base = median(&|c| plain_sum(c, &bank));
    let count: usize = cues.iter().map(Vec::len).sum();
    let audio: f32 = cues
        .iter()
        .map(|c| sound::end_sample(c, &bank) as f32 / SAMPLE_RATE as f32)
        .sum::<f32>()
        / cues.len() as f32;
    println!(
        "sound per 6-die throw ({:.1} cues, {audio:.2} s of audio on average): mix {mix:.2?}, \
         plain sum {base:.2?}, ratio mix/sum = {:.2}, {:.0}x faster than real time",
        count as f32 / cues.len() as f32,
        mix.as_secs_f64() / base.as_secs_f64(),
        f64::from(audio) / mix.as_secs_f64(),
    );
}

criterion_group!(
    benches,
    bench_mixer,
    bench_blocks,
    print_ratio,
    print_block_ratio
);
criterion_main!(benches);
