//! Kept games for the history's tests, shared by the core's (`crates/core/tests/
//! history.rs`) and the command line's (`tests/cli/history.rs`): finished seeded games,
//! a fixed clock, keeping a game, and a folder's files with their bytes.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use party_dice_core::history::{self, Timestamp};
use party_dice_core::rules::{
    DiceRng, Face, Game, GameKind, GameRecord, GameSetup, StraightGolfOptions,
};

#[allow(dead_code)]
pub const NAMES: [&str; 6] = ["Ann", "Ben", "Cy", "Dee", "Eve", "Fox"];

/// A finished seeded game of `kind` for `players` players.
#[allow(dead_code)]
pub fn finished(kind: GameKind, players: usize, seed: u64) -> GameRecord {
    finished_with(kind, players, seed, |f| f)
}

/// [`finished`] with every die passed through `die` (a loaded one, say).
#[allow(dead_code)]
pub fn finished_with(
    kind: GameKind,
    players: usize,
    seed: u64,
    die: impl Fn(Face) -> Face,
) -> GameRecord {
    let setup = GameSetup {
        straight_golf: StraightGolfOptions {
            rounds: 3,
            ..Default::default()
        },
        ..GameSetup::new(
            kind,
            NAMES[..players].iter().map(|n| n.to_string()).collect(),
        )
    };
    let mut record = GameRecord {
        seed: Some(seed),
        ..GameRecord::new(setup)
    };
    let mut game = Game::new(&record.setup).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = DiceRng::seeded(seed);
    while !game.is_over() {
        let faces: Vec<_> = (0..game.dice_needed()).map(|_| die(rng.face())).collect();
        game.enter(&faces).unwrap_or_else(|e| panic!("{e}"));
        record.dice.extend(faces);
    }
    record
}

#[allow(dead_code)]
pub fn at(minutes: i64) -> Timestamp {
    // 2025-01-02T20:00:00Z plus some minutes.
    Timestamp::from_unix_seconds(1_735_848_000 + minutes * 60)
}

#[allow(dead_code)]
pub fn tempdir() -> tempfile::TempDir {
    tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"))
}

#[allow(dead_code)]
pub fn keep(dir: &Path, record: &GameRecord, finished_at: i64) -> PathBuf {
    history::keep(dir, record, Some(at(finished_at - 20)), at(finished_at))
        .unwrap_or_else(|e| panic!("{e}"))
}

/// Every file in `dir` (hidden ones too) with its bytes; folders as `None`.
#[allow(dead_code)]
pub fn snapshot(dir: &Path) -> BTreeMap<String, Option<Vec<u8>>> {
    fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{e}"))
        .map(|item| {
            let path = item.unwrap_or_else(|e| panic!("{e}")).path();
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
            (name.unwrap_or_default(), fs::read(&path).ok())
        })
        .collect()
}
