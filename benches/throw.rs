//! Simulating throws: a 6-die throw against a 1-die throw (the baseline, run in the same
//! process), the reduced-motion layout, and the cost of playing a recording back.

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use party_dice::rules::Face;
use party_dice::throw::{rest_layout, throw};
use std::hint::black_box;
use std::time::{Duration, Instant};

fn faces(n: usize) -> Vec<Face> {
    (0..n).map(|i| Face::ALL[(i * 5 + 2) % 6]).collect()
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

/// Medians of 1- and 6-die throws timed back to back over the same 400 seeds, and their
/// ratio: the number to watch, since a shared machine's absolute speed drifts.
fn print_ratio(_: &mut Criterion) {
    let median = |n: usize| {
        let values = faces(n);
        let mut times: Vec<Duration> = (0..400u64)
            .map(|seed| {
                let start = Instant::now();
                black_box(throw(&values, seed));
                start.elapsed()
            })
            .collect();
        times.sort();
        times[times.len() / 2]
    };
    let (one, six) = (median(1), median(6));
    println!(
        "throw medians over 400 seeds: 1 die {one:.2?}, 6 dice {six:.2?}, ratio 6/1 = {:.2}",
        six.as_secs_f64() / one.as_secs_f64()
    );
}

criterion_group!(benches, bench_throws, print_ratio);
criterion_main!(benches);
