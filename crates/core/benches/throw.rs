//! Simulating throws: a 6-die throw against a 1-die throw (the baseline, run in the same
//! process), a 6-die throw with a launch (a flick) against a seeded one, the
//! reduced-motion layout, and the cost of playing a recording back.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use party_dice_core::rules::{Face, ThrowLaunch};
use party_dice_core::throw::{rest_layout, throw, throw_launched};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn faces(n: usize) -> Vec<Face> {
    (0..n).map(|i| Face::ALL[(i * 5 + 2) % 6]).collect()
}

/// A flick for seed `seed`: the direction turns and the speed changes from seed to seed.
fn flick(seed: u64) -> ThrowLaunch {
    let k = (seed % 16) as i16;
    ThrowLaunch {
        direction: (k * 120 - 900, 1000 - k * 130),
        speed: (seed % 11 * 100) as u16,
        spin: (seed % 7 * 150) as u16,
    }
}

/// Throws over many seeds, so the figure is a typical throw rather than one lucky seed.
fn bench_throws(c: &mut Criterion) {
    let mut group = c.benchmark_group("throw");
    group.sample_size(60);
    group.measurement_time(Duration::from_secs(6));
    for n in [1, 6] {
        let values = faces(n);
        let mut seed = 0u64;
        group.bench_with_input(BenchmarkId::new("dice", n), &values, |b, values| {
            b.iter(|| {
                seed += 1;
                throw(black_box(values), seed)
            })
        });
    }
    let values = faces(6);
    let mut seed = 0u64;
    group.bench_function("launched/6", |b| {
        b.iter(|| {
            seed += 1;
            throw_launched(black_box(&values), seed, Some(flick(seed)))
        })
    });
    group.finish();

    c.bench_function("rest_layout/6", |b| {
        let values = faces(6);
        b.iter(|| rest_layout(black_box(&values), 7))
    });
    c.bench_function("pose_at/6 dice, whole recording", |b| {
        let rec = throw(&faces(6), 11);
        let frames = rec.frame_count();
        b.iter(|| {
            for f in 0..frames {
                let t = (f as f32 + 0.5) / rec.fps as f32;
                for d in 0..rec.dice.len() {
                    black_box(rec.pose_at(d, t));
                }
            }
        })
    });
}

/// Medians of 1- and 6-die seeded throws and of 6-die launched throws, timed back to
/// back over the same 400 seeds, and their ratios: the numbers to watch, since a shared
/// machine's absolute speed drifts.
fn print_ratio(_: &mut Criterion) {
    let median = |n: usize, launched: bool| {
        let values = faces(n);
        let mut times: Vec<Duration> = (0..400u64)
            .map(|seed| {
                let launch = launched.then(|| flick(seed));
                let start = Instant::now();
                black_box(throw_launched(&values, seed, launch));
                start.elapsed()
            })
            .collect();
        times.sort();
        times[times.len() / 2]
    };
    let (one, six, launched) = (median(1, false), median(6, false), median(6, true));
    let ratio = |a: Duration, b: Duration| a.as_secs_f64() / b.as_secs_f64();
    println!(
        "throw medians over 400 seeds: 1 die {one:.2?}, 6 dice {six:.2?}, ratio 6/1 = {:.2}; \
         6 dice launched {launched:.2?}, ratio launched/seeded = {:.2}",
        ratio(six, one),
        ratio(launched, six)
    );
}

criterion_group!(benches, bench_throws, print_ratio);
criterion_main!(benches);
