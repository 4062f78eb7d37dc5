//! The odds engine against its own baselines in the same run: one 8-player Slam Dice state
//! exactly (with the finishing distributions computed afresh, and from the shared tables)
//! against the sampler that used to answer it (20 000 games); and the story of a
//! finished 8-player Slam game and a finished 8-player 18-hole golf game against one
//! sampled Slam report and one exact golf report; and the deciding chance of every state
//! of those two games (what the window asks after each landing, for its drama) against
//! their whole stories.
//!
//! `cargo bench --no-default-features --bench odds`; besides criterion's lines it prints
//! one summary line per comparison with both medians and their ratio. The games are
//! `tests/data/replay/slam_8_players.ron` and `golf_8_players_18_holes.ron`; the one-off
//! timing of the command is `/usr/bin/time -v party-dice story FILE` on a release build.

use criterion::{Criterion, criterion_group, criterion_main};
use party_dice_core::record::load_record;
use party_dice_core::rules::odds::{self, OddsTables};
use party_dice_core::rules::{Game, GameRecord};
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

fn game_file(name: &str) -> GameRecord {
    let path = Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../tests/data/replay"
    ))
    .join(name);
    load_record(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// The game after the first `used` values of `record`.
fn after(record: &GameRecord, used: usize) -> Game {
    let mut cut = record.clone();
    cut.dice.truncate(used);
    cut.replay().unwrap_or_else(|e| panic!("{e}")).game
}

fn median(mut run: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..7)
        .map(|_| {
            let start = Instant::now();
            run();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

fn summary(what: &str, fast: (&str, Duration), slow: (&str, Duration)) {
    println!(
        "{what}: {} {:.1?}, {} {:.1?}, ratio {:.0}",
        fast.0,
        fast.1,
        slow.0,
        slow.1,
        slow.1.as_secs_f64() / fast.1.as_secs_f64()
    );
}

fn slam_state(c: &mut Criterion) {
    // Half-way through the 8-player game: everyone in, scores spread from 0 to 14.
    let game = after(&game_file("slam_8_players.ron"), 250);
    let cold = || black_box(OddsTables::default().report(&game));
    let shared = || black_box(odds::report(&game));
    let sampled = || {
        black_box(odds::report_monte_carlo(
            &game,
            odds::DEFAULT_SAMPLES,
            odds::DEFAULT_SEED,
        ))
    };
    let mut g = c.benchmark_group("slam_8_players_one_state");
    g.sample_size(10);
    g.bench_function("exact_fresh_tables", |b| b.iter(cold));
    g.bench_function("exact_shared_tables", |b| b.iter(shared));
    g.bench_function("baseline_sampler_20000_games", |b| b.iter(sampled));
    g.finish();
    let sampler = ("sampler (20 000 games)", median(|| drop(sampled())));
    summary(
        "8-player Slam state",
        ("exact, fresh tables", median(|| drop(cold()))),
        sampler,
    );
    summary(
        "8-player Slam state",
        ("exact, shared tables", median(|| drop(shared()))),
        sampler,
    );
}

fn stories(c: &mut Criterion) {
    let slam = game_file("slam_8_players.ron");
    let golf = game_file("golf_8_players_18_holes.ron");
    let slam_mid = after(&slam, 250);
    let golf_start = after(&golf, 0);
    let slam_story = || black_box(OddsTables::default().story(&slam));
    let golf_story = || black_box(OddsTables::default().story(&golf));
    let sampled = || {
        black_box(odds::report_monte_carlo(
            &slam_mid,
            odds::DEFAULT_SAMPLES,
            odds::DEFAULT_SEED,
        ))
    };
    let golf_report = || black_box(OddsTables::default().report(&golf_start));
    let mut g = c.benchmark_group("story_8_players");
    g.sample_size(10);
    g.bench_function("slam_story", |b| b.iter(slam_story));
    g.bench_function("baseline_one_sampled_slam_report", |b| b.iter(sampled));
    g.bench_function("golf_18_holes_story", |b| b.iter(golf_story));
    g.bench_function("baseline_one_golf_report", |b| b.iter(golf_report));
    g.finish();
    summary(
        "8-player Slam story",
        ("whole story", median(|| drop(slam_story()))),
        ("one sampled report", median(|| drop(sampled()))),
    );
    summary(
        "8-player 18-hole golf story (ratio: reports' worth)",
        ("one exact report", median(|| drop(golf_report()))),
        ("whole story", median(|| drop(golf_story()))),
    );
}

/// Every state of `record` at a roll boundary, before each roll.
fn states(record: &GameRecord) -> Vec<Game> {
    let marks = party_dice_core::record::roll_marks(record).unwrap_or_else(|e| panic!("{e}"));
    std::iter::once(0)
        .chain(marks.iter().map(|m| m.end))
        .map(|used| after(record, used))
        .filter(|g| !g.is_over())
        .collect()
}

fn deciding(c: &mut Criterion) {
    for (name, file) in [
        ("slam", "slam_8_players.ron"),
        ("golf_18_holes", "golf_8_players_18_holes.ron"),
    ] {
        let record = game_file(file);
        let games = states(&record);
        let every_state = || {
            let total: f64 = games.iter().map(odds::deciding_chance).sum();
            black_box(total)
        };
        let story = || black_box(odds::story(&record));
        let mut g = c.benchmark_group(format!("deciding_8_players_{name}"));
        g.sample_size(10);
        g.bench_function("every_state", |b| b.iter(every_state));
        g.bench_function("baseline_whole_story", |b| b.iter(story));
        g.finish();
        let all = median(|| {
            every_state();
        });
        println!(
            "8-player {name}: deciding chance of {} states {all:.1?} ({:.1?} a state)",
            games.len(),
            all / u32::try_from(games.len().max(1)).unwrap_or(u32::MAX)
        );
        summary(
            &format!("8-player {name} (ratio: every deciding chance over the story)"),
            ("whole story", median(|| drop(story()))),
            ("every deciding chance", all),
        );
    }
}

criterion_group!(odds_engine, slam_state, stories, deciding);
criterion_main!(odds_engine);
