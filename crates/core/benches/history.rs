//! Loading a history of 10 000 kept games (list + stats, every game parsed and replayed)
//! against its own baseline: only reading the same files' bytes.
//!
//! `cargo bench --bench history`; besides criterion's lines it prints one summary line
//! with both medians and their ratio.

use criterion::{Criterion, criterion_group, criterion_main};
use party_dice_core::history::{self, Timestamp};
use party_dice_core::rules::{DiceRng, Game, GameKind, GameRecord, GameSetup};
use std::hint::black_box;
use std::path::Path;
use std::time::{Duration, Instant};

const GAMES: u64 = 10_000;
const NAMES: [&str; 12] = [
    "Ann", "Ben", "Cy", "Dee", "Eve", "Fox", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou",
];

/// A finished seeded game: golf (9 holes) or slam, 2 to 8 of the twelve names.
fn finished(i: u64) -> GameRecord {
    let kind = if i.is_multiple_of(2) {
        GameKind::StraightGolf
    } else {
        GameKind::SlamDice
    };
    let players = 2 + (i % 7) as usize;
    let first = (i % 12) as usize;
    let names: Vec<String> = (0..players)
        .map(|k| NAMES[(first + k) % 12].to_string())
        .collect();
    let setup = GameSetup::new(kind, names);
    let Ok(mut game) = Game::new(&setup) else {
        panic!("bad setup")
    };
    let mut rng = DiceRng::seeded(i);
    let mut dice = Vec::new();
    while !game.is_over() {
        let faces: Vec<_> = (0..game.dice_needed()).map(|_| rng.face()).collect();
        if let Err(e) = game.enter(&faces) {
            panic!("{e}");
        }
        dice.extend(faces);
    }
    GameRecord {
        dice,
        seed: Some(i),
        ..GameRecord::new(setup)
    }
}

/// Writes `GAMES` kept games into `dir`, one a minute: the first through the real
/// `history::keep`, the rest with the very bytes it writes but without its per-file
/// `fsync` (which would make generating take minutes; loading is what is measured).
fn generate(dir: &Path) {
    let start = Instant::now();
    let base = 1_735_848_000;
    for i in 0..GAMES {
        let when = |m: i64| Timestamp::from_unix_seconds(base + (i as i64) * 60 + m);
        let mut record = finished(i);
        if i == 0 {
            if let Err(e) = history::keep(dir, &record, Some(when(-30)), when(0)) {
                panic!("{e}");
            }
            continue;
        }
        (record.started, record.finished) = (Some(when(-30)), Some(when(0)));
        let written = history::render(&record)
            .map_err(|e| e.to_string())
            .and_then(|text| {
                let file = dir.join(history::file_name(&record));
                std::fs::write(file, text).map_err(|e| e.to_string())
            });
        if let Err(e) = written {
            panic!("{e}");
        }
    }
    eprintln!("generated {GAMES} kept games in {:.1?}", start.elapsed());
}

fn list_and_stats(dir: &Path) -> usize {
    let listing = history::list(dir);
    assert!(listing.unreadable.is_empty() && listing.entries.len() == GAMES as usize);
    history::stats(&listing.entries).players.len()
}

/// The floor: find the same files and read their bytes, nothing else.
fn read_bytes(dir: &Path) -> usize {
    let Ok(read) = std::fs::read_dir(dir) else {
        panic!("cannot read {}", dir.display())
    };
    read.filter_map(Result::ok)
        .filter_map(|item| std::fs::read(item.path()).ok())
        .map(|bytes| bytes.len())
        .sum()
}

fn median(mut run: impl FnMut() -> usize) -> Duration {
    let mut times: Vec<Duration> = (0..7)
        .map(|_| {
            let start = Instant::now();
            black_box(run());
            start.elapsed()
        })
        .collect();
    times.sort();
    times[times.len() / 2]
}

fn benches(c: &mut Criterion) {
    let Ok(dir) = tempfile::tempdir() else {
        panic!("no temporary folder")
    };
    generate(dir.path());
    let mut g = c.benchmark_group("history_10000_games");
    g.sample_size(10);
    g.bench_function("list_and_stats", |b| b.iter(|| list_and_stats(dir.path())));
    g.bench_function("baseline_read_bytes", |b| b.iter(|| read_bytes(dir.path())));
    g.finish();

    let load = median(|| list_and_stats(dir.path()));
    let floor = median(|| read_bytes(dir.path()));
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    println!(
        "history of {GAMES} games ({cores} cores): list + stats {load:.1?}, reading the bytes \
         {floor:.1?}, ratio {:.1}",
        load.as_secs_f64() / floor.as_secs_f64()
    );
}

criterion_group!(history_load, benches);
criterion_main!(history_load);
