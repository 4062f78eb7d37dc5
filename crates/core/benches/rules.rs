//! Engine speed against its own baseline: playing Straight Golf holes and Slam Dice rolls
//! versus only drawing the same number of die values from the same generator.
//!
//! `cargo bench --bench rules`; compare each `engine` line with its `baseline` line.

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use party_dice_core::rules::{
    DiceGame, DiceRng, Face, SlamDice, SlamDiceOptions, StraightGolf, StraightGolfOptions,
};
use std::hint::black_box;

fn names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("P{i}")).collect()
}

/// Plays `holes` holes of 4-player Straight Golf and returns how many dice were drawn.
/// (Never inlined, here and below, so that a profiler such as callgrind can count each
/// side on its own: `valgrind --tool=callgrind <bench binary> --test`.)
#[inline(never)]
fn play_golf(rng: &mut DiceRng, holes: usize) -> usize {
    let options = StraightGolfOptions {
        rounds: 36,
        ..Default::default()
    };
    let mut drawn = 0;
    let mut played = 0;
    let mut events = Vec::with_capacity(8);
    while played < holes {
        let Ok(mut g) = StraightGolf::new(names(4), options) else {
            return drawn;
        };
        while !g.is_over() && played < holes {
            drawn += g.dice_needed();
            events.clear();
            if g.roll_into(rng, &mut events).is_err() {
                break;
            }
            played += events
                .iter()
                .filter(|e| matches!(e, party_dice_core::rules::Event::HoleScored { .. }))
                .count();
        }
    }
    drawn
}

/// Plays `rolls` Slam Dice rolls (3 players) and returns how many dice were drawn.
#[inline(never)]
fn play_slam(rng: &mut DiceRng, rolls: u32) -> usize {
    let mut drawn = 0;
    let mut done = 0;
    let mut events = Vec::with_capacity(8);
    while done < rolls {
        let Ok(mut g) = SlamDice::new(names(3), SlamDiceOptions::default()) else {
            return drawn;
        };
        while !g.is_over() && done < rolls {
            drawn += g.dice_needed();
            events.clear();
            if g.roll_into(rng, &mut events).is_err() {
                break;
            }
            done += 1;
        }
    }
    drawn
}

/// The baseline: draws `n` die values and nothing else.
#[inline(never)]
fn draw(rng: &mut DiceRng, n: usize) -> u32 {
    let mut acc = 0u32;
    for _ in 0..n {
        acc = acc.wrapping_add(u32::from(black_box::<Face>(rng.face()).value()));
    }
    acc
}

fn benches(c: &mut Criterion) {
    const HOLES: usize = 1_000;
    const ROLLS: u32 = 1_000;
    // How many values the engine draws for that much play, measured once, so that the
    // baseline draws exactly as many.
    let golf_dice = play_golf(&mut DiceRng::seeded(1), HOLES);
    let slam_dice = play_slam(&mut DiceRng::seeded(1), ROLLS);

    let mut g = c.benchmark_group("straight_golf_1000_holes");
    g.throughput(Throughput::Elements(HOLES as u64));
    g.bench_function("engine", |b| {
        b.iter_batched(
            || DiceRng::seeded(1),
            |mut rng| play_golf(&mut rng, HOLES),
            BatchSize::SmallInput,
        )
    });
    g.bench_function("baseline_draw_same_dice", |b| {
        b.iter_batched(
            || DiceRng::seeded(1),
            |mut rng| draw(&mut rng, golf_dice),
            BatchSize::SmallInput,
        )
    });
    g.finish();

    let mut g = c.benchmark_group("slam_dice_1000_rolls");
    g.throughput(Throughput::Elements(u64::from(ROLLS)));
    g.bench_function("engine", |b| {
        b.iter_batched(
            || DiceRng::seeded(1),
            |mut rng| play_slam(&mut rng, ROLLS),
            BatchSize::SmallInput,
        )
    });
    g.bench_function("baseline_draw_same_dice", |b| {
        b.iter_batched(
            || DiceRng::seeded(1),
            |mut rng| draw(&mut rng, slam_dice),
            BatchSize::SmallInput,
        )
    });
    g.finish();
}

criterion_group!(rules, benches);
criterion_main!(rules);
