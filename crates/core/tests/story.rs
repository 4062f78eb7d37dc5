//! The story: at every point it is the exact odds of the game as it stood, the
//! chances add up as the rules say, the ends name the start odds and the result, and the
//! swing is the biggest move; checked over random records of both games. The `story`
//! command is run in `odds.rs`, beside `odds`.

mod common;

use common::names;
use party_dice_core::record::parse_record;
use party_dice_core::rules::odds::{self, OddsReport, Story};
use party_dice_core::rules::{
    DiceRng, DiceSource, Game, GameKind, GameRecord, SlamDiceOptions, SlamNumberMode,
    StraightGolfOptions,
};
use proptest::prelude::*;
use std::path::Path;

/// A record as a game record file writes it (the one place these tests build a record).
fn record(
    kind: GameKind,
    players: usize,
    slam: SlamDiceOptions,
    golf: StraightGolfOptions,
    dice: &[u8],
) -> GameRecord {
    let text = format!(
        "(game: {kind:?}, players: {:?}, slam_dice: {}, straight_golf: {}, dice: {dice:?})",
        names(players),
        ron(&slam),
        ron(&golf),
    );
    parse_record(&text, Path::new("test.ron")).unwrap_or_else(|e| panic!("{e}"))
}

/// Options written as RON.
fn ron<T: serde::Serialize>(value: &T) -> String {
    ron::to_string(value).unwrap_or_else(|e| panic!("{e}"))
}

/// `count` seeded die values.
fn dice(seed: u64, count: usize) -> Vec<u8> {
    let mut rng = DiceRng::seeded(seed);
    (0..count)
        .filter_map(|_| rng.next_face())
        .map(|f| f.value())
        .collect()
}

/// The game-level chances of a report, per seat.
fn chances(report: &OddsReport) -> Vec<f64> {
    match report {
        OddsReport::StraightGolf(o) => o.players.iter().map(|p| p.p_win).collect(),
        OddsReport::SlamDice(o) => o.players.iter().map(|p| p.p_loser).collect(),
    }
}

/// The game after the first `used` values of `record`.
fn after(record: &GameRecord, used: usize) -> Game {
    let mut cut = record.clone();
    cut.dice.truncate(used);
    cut.replay().unwrap_or_else(|e| panic!("{e}")).game
}

/// What every story must satisfy; `Err` names the first thing wrong.
fn check(record: &GameRecord, t: &Story) -> Result<(), String> {
    let replayed = record.replay().map_err(|e| e.to_string())?;
    let n = replayed.game.players().len();
    if t.players != replayed.game.players() {
        return Err(format!("players {:?}", t.players));
    }
    let last = t.points.last().ok_or("no points")?;
    if last.dice_used != replayed.dice_used {
        return Err(format!(
            "ends at {} of {}",
            last.dice_used, replayed.dice_used
        ));
    }
    for (i, p) in t.points.iter().enumerate() {
        let at = format!("point {i}");
        if p.roll != i || (i == 0) != p.player.is_none() || p.player.is_some_and(|s| s >= n) {
            return Err(format!("{at}: roll {} player {:?}", p.roll, p.player));
        }
        if i > 0 && p.dice_used <= t.points[i - 1].dice_used {
            return Err(format!("{at}: no dice used"));
        }
        // The exact odds of the game as it stood, nothing else.
        if p.chances != chances(&odds::report(&after(record, p.dice_used))) {
            return Err(format!("{at}: not the report's chances"));
        }
        let sum: f64 = p.chances.iter().sum();
        let adds_up = match t.game {
            // One loser: the chances sum to 1 (within the engine's stated bound).
            GameKind::SlamDice => (sum - 1.0).abs() < 1e-12,
            // A shared win counts for each winner: at least 1, at most everyone.
            GameKind::StraightGolf => sum >= 1.0 - 1e-12 && sum <= n as f64 + 1e-12,
        };
        if !adds_up || p.chances.iter().any(|c| !(0.0..=1.0).contains(c)) {
            return Err(format!("{at}: {:?}", p.chances));
        }
    }
    if replayed.game.is_over() {
        let result: Vec<f64> = match &replayed.game {
            Game::Slam(g) => (0..n)
                .map(|s| f64::from(u8::from(g.loser() == Some(s))))
                .collect(),
            Game::Golf(g) => (0..n)
                .map(|s| f64::from(u8::from(g.winners().contains(&s))))
                .collect(),
        };
        if last.chances != result {
            return Err(format!("the end says {:?}, not {result:?}", last.chances));
        }
    }
    check_swing(t)
}

/// The swing is a real move of the story and no move is bigger.
fn check_swing(t: &Story) -> Result<(), String> {
    let Some(s) = t.swing else {
        return if t.points.len() == 1 {
            Ok(())
        } else {
            Err("no swing".into())
        };
    };
    let (before, after) = (&t.points[s.roll - 1], &t.points[s.roll]);
    if before.chances[s.player] != s.from || after.chances[s.player] != s.to {
        return Err(format!("{s:?} is not in the story"));
    }
    let biggest = (s.to - s.from).abs();
    for w in t.points.windows(2) {
        for (a, b) in w[0].chances.iter().zip(&w[1].chances) {
            if (b - a).abs() > biggest {
                return Err(format!("roll {} moves more than {s:?}", w[1].roll));
            }
        }
    }
    Ok(())
}

/// House rules that exercise the race: the defaults, a short race, a slow one (Single 2,
/// Small 5: on 14 only a Grand Slam finishes), the shortest target, a wide one.
fn slam_options() -> impl Strategy<Value = SlamDiceOptions> {
    let rules = [(15, 1, 5), (7, 2, 3), (15, 2, 5), (2, 1, 2), (24, 4, 9)];
    (prop::sample::select(rules.to_vec()), any::<bool>()).prop_map(
        |((target, single, small), per)| SlamDiceOptions {
            target,
            single,
            small,
            slam_number: if per {
                SlamNumberMode::PerPlayer
            } else {
                SlamNumberMode::Shared
            },
        },
    )
}

fn golf_options() -> impl Strategy<Value = StraightGolfOptions> {
    (1u32..=3, any::<bool>(), 1u32..=4).prop_map(|(rounds, ordered, rolls)| StraightGolfOptions {
        rounds,
        ordered_straight: ordered,
        rolls_per_hole: rolls,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn every_story_is_the_exact_odds_roll_by_roll(
        golf in any::<bool>(),
        players in 2usize..=8,
        slam_rules in slam_options(),
        golf_rules in golf_options(),
        seed: u64,
        values in 0usize..900,
    ) {
        let kind = if golf { GameKind::StraightGolf } else { GameKind::SlamDice };
        let r = record(kind, players, slam_rules, golf_rules, &dice(seed, values));
        let t = odds::story(&r).unwrap_or_else(|e| panic!("{e}"));
        prop_assert_eq!(t.game, kind);
        if let Err(e) = check(&r, &t) {
            prop_assert!(false, "{}", e);
        }
    }
}

#[test]
fn the_first_point_is_the_start_odds() {
    let r = record(
        GameKind::SlamDice,
        8,
        SlamDiceOptions::default(),
        StraightGolfOptions::default(),
        &dice(5, 40),
    );
    let t = odds::story(&r).unwrap_or_else(|e| panic!("{e}"));
    let start = odds::slam_start_losers(&SlamDiceOptions::default(), 8);
    assert_eq!(t.points[0].chances, start);
    // The slam number changes nothing: every face scores as often.
    assert_eq!(t.points[1].chances, start);
    assert!(
        start.windows(2).all(|w| w[0] < w[1]),
        "later seats lose more: {start:?}"
    );
}

#[test]
fn the_kept_eight_player_games_end_on_their_result() {
    // An 18-hole golf game that Ben and Dee share, and a Slam game that Eve loses.
    for (file, result) in [
        (
            "golf_8_players_18_holes.ron",
            [0., 1., 0., 1., 0., 0., 0., 0.],
        ),
        ("slam_8_players.ron", [0., 0., 0., 0., 1., 0., 0., 0.]),
    ] {
        let path = common::top("tests/data/replay").join(file);
        let r = party_dice_core::record::load_record(&path).unwrap_or_else(|e| panic!("{e}"));
        assert!(
            r.replay()
                .is_ok_and(|p| p.game.is_over() && p.dice_used == r.dice.len())
        );
        let t = odds::story(&r).unwrap_or_else(|e| panic!("{e}"));
        if let Err(e) = check(&r, &t) {
            panic!("{file}: {e}");
        }
        assert_eq!(t.points[t.points.len() - 1].chances, result, "{file}");
    }
}
