//! The odds report: exact odds against Monte-Carlo on states reached by seeded random play
//! of both games and both variants, and states checked by hand. The `odds` and `story`
//! commands that print it are tested in the game's `tests/cli/odds.rs`; the story itself
//! in `story.rs`.

mod common;

use common::names;
use party_dice_core::rules::odds::{self, GolfOdds, Method, OddsReport, SlamOdds};
use party_dice_core::rules::{
    DiceRng, Event, Face, Game, GameKind, GameSetup, SlamDiceOptions, SlamKind, SlamNumberMode,
    StraightGolfOptions,
};

/// A new game of `kind` for `players` named P1, P2, … with these house rules.
fn new_game(
    kind: GameKind,
    players: usize,
    slam: SlamDiceOptions,
    golf: StraightGolfOptions,
) -> Game {
    let setup = GameSetup {
        game: kind,
        players: names(players),
        slam_dice: slam,
        straight_golf: golf,
    };
    Game::new(&setup).unwrap_or_else(|e| panic!("{e}"))
}

/// A game of `kind` after `steps` seeded random steps (fewer if it ends first).
fn played(
    kind: GameKind,
    players: usize,
    slam: SlamDiceOptions,
    golf: StraightGolfOptions,
    seed: u64,
    steps: usize,
) -> Game {
    let mut g = new_game(kind, players, slam, golf);
    let mut rng = DiceRng::seeded(seed);
    for _ in 0..steps {
        if g.is_over() {
            break;
        }
        g.roll(&mut rng).unwrap_or_else(|e| panic!("{e}"));
    }
    g
}

/// A game of `kind` after the given dice, entered step by step.
fn entered(
    kind: GameKind,
    players: usize,
    slam: SlamDiceOptions,
    golf: StraightGolfOptions,
    dice: &[u8],
) -> Game {
    let mut g = new_game(kind, players, slam, golf);
    let all = Face::several(dice);
    let mut at = 0;
    while at < all.len() {
        let n = g.dice_needed();
        g.enter(&all[at..at + n]).unwrap_or_else(|e| panic!("{e}"));
        at += n;
    }
    g
}

fn golf(report: OddsReport) -> GolfOdds {
    match report {
        OddsReport::StraightGolf(o) => o,
        other => panic!("not a golf report: {other:?}"),
    }
}

fn slam(report: OddsReport) -> SlamOdds {
    match report {
        OddsReport::SlamDice(o) => o,
        other => panic!("not a slam report: {other:?}"),
    }
}

/// An observed share of `n` trials agrees with the exact chance `p` within 4 standard
/// errors (exactly, when `p` is 0 or 1).
fn agrees(observed: f64, p: f64, n: f64) -> bool {
    let se = (p * (1.0 - p) / n).sqrt();
    (observed - p).abs() <= 4.0 * se + 1e-12
}

const GOLF_VARIANTS: [bool; 2] = [false, true];

fn golf_options(ordered: bool, rounds: u32) -> StraightGolfOptions {
    StraightGolfOptions {
        rounds,
        ordered_straight: ordered,
        ..Default::default()
    }
}

fn slam_options(per_player: bool) -> SlamDiceOptions {
    SlamDiceOptions {
        slam_number: if per_player {
            SlamNumberMode::PerPlayer
        } else {
            SlamNumberMode::Shared
        },
        ..Default::default()
    }
}

#[test]
fn golf_win_chances_agree_with_monte_carlo_in_both_variants() {
    let samples = 3_000;
    for ordered in GOLF_VARIANTS {
        for (seed, players, rounds, steps) in [
            (1, 2, 2, 0),
            (2, 3, 3, 5),
            (3, 2, 4, 14),
            (4, 4, 2, 20),
            (5, 3, 2, 26),
        ] {
            let g = played(
                GameKind::StraightGolf,
                players,
                SlamDiceOptions::default(),
                golf_options(ordered, rounds),
                seed,
                steps,
            );
            let exact = golf(odds::report(&g));
            let mc = golf(odds::report_monte_carlo(&g, samples, seed + 100));
            assert_eq!(exact.method, Method::Exact);
            assert_eq!(mc.method, Method::MonteCarlo);
            let sum: f64 = exact.players.iter().map(|p| p.p_win).sum();
            assert!(sum >= 1.0 - 1e-9, "sum {sum}");
            for (e, m) in exact.players.iter().zip(&mc.players) {
                assert!((0.0..=1.0).contains(&e.p_win));
                assert!(
                    agrees(m.p_win, e.p_win, f64::from(samples)),
                    "ordered={ordered} seed={seed} {}: exact {} vs mc {}",
                    e.name,
                    e.p_win,
                    m.p_win
                );
            }
        }
    }
}

/// Plays the hole in progress to its end `n` times; the share of each point count.
fn sample_hole(g: &Game, n: u32, seed: u64) -> std::collections::BTreeMap<i32, f64> {
    let mut rng = DiceRng::seeded(seed);
    let mut counts = std::collections::BTreeMap::new();
    for _ in 0..n {
        let mut h = g.clone();
        'hole: loop {
            for e in h.roll(&mut rng).unwrap_or_else(|e| panic!("{e}")) {
                if let Event::HoleScored { points, .. } = e {
                    *counts.entry(points).or_insert(0.0) += 1.0 / f64::from(n);
                    break 'hole;
                }
            }
        }
    }
    counts
}

#[test]
fn golf_hole_odds_from_any_state_agree_with_monte_carlo() {
    let n = 6_000;
    let mut checked = 0;
    for ordered in GOLF_VARIANTS {
        for seed in 10..22 {
            let g = played(
                GameKind::StraightGolf,
                3,
                SlamDiceOptions::default(),
                golf_options(ordered, 3),
                seed,
                3 + seed as usize % 7,
            );
            let Some(hole) = golf(odds::report(&g)).hole else {
                continue;
            };
            checked += 1;
            let total: f64 = hole.distribution.values().sum();
            assert!((total - 1.0).abs() < 1e-12);
            let observed = sample_hole(&g, n, seed);
            for (points, p) in &hole.distribution {
                let seen = observed.get(points).copied().unwrap_or(0.0);
                assert!(
                    agrees(seen, *p, f64::from(n)),
                    "{points}: exact {p} vs {seen} ({hole:?})"
                );
            }
            assert!(
                observed.keys().all(|k| hole.distribution.contains_key(k)),
                "{observed:?}"
            );
            let straight: f64 = observed
                .iter()
                .filter(|(k, _)| **k <= 0)
                .map(|(_, p)| p)
                .sum();
            assert!(agrees(straight, hole.p_straight, f64::from(n)));
        }
    }
    assert!(
        checked >= 12,
        "only {checked} states had a hole in progress"
    );
}

/// Exact loss chances that sum to 1 (within the engine's stated bound) and agree with
/// `samples` played games, each within 4 standard errors.
fn agrees_with_sample(exact: &SlamOdds, mc: &SlamOdds, samples: u32, what: &str) {
    let sum: f64 = exact.players.iter().map(|p| p.p_loser).sum();
    assert!((sum - 1.0).abs() < 1e-12, "{what}: sum {sum}");
    for (e, m) in exact.players.iter().zip(&mc.players) {
        assert!(
            agrees(m.p_loser, e.p_loser, f64::from(samples)),
            "{what} {}: exact {} vs mc {}",
            e.name,
            e.p_loser,
            m.p_loser
        );
    }
}

#[test]
fn slam_loser_chances_agree_with_monte_carlo_shared_and_per_player() {
    let samples = 4_000;
    for per_player in [false, true] {
        for (seed, players, steps) in [
            (1, 2, 0),
            (2, 2, 9),
            (3, 3, 1),
            (4, 3, 12),
            (5, 4, 6),
            (6, 4, 30),
            (7, 3, 40),
        ] {
            let g = played(
                GameKind::SlamDice,
                players,
                slam_options(per_player),
                StraightGolfOptions::default(),
                seed,
                steps,
            );
            let exact = slam(odds::report(&g));
            assert_eq!(exact.method, Method::Exact);
            assert_eq!(exact.se, None);
            let mc = slam(odds::report_monte_carlo(&g, samples, seed + 7));
            assert!(mc.se.is_some_and(|se| se > 0.0 || g.is_over()));
            agrees_with_sample(
                &exact,
                &mc,
                samples,
                &format!("per_player={per_player} seed={seed}"),
            );
        }
    }
}

/// What one roll did for the roller: which of the five next-roll outcomes.
fn outcome(events: &[Event]) -> usize {
    for e in events {
        match e {
            Event::NoHit { .. } => return 0,
            Event::Slam {
                kind: SlamKind::Single,
                ..
            } => return 1,
            Event::Slam {
                kind: SlamKind::Small,
                ..
            } => return 2,
            Event::Slam {
                kind: SlamKind::Grand,
                ..
            } => return 3,
            Event::Bust { .. } => return 4,
            _ => {}
        }
    }
    panic!("no outcome in {events:?}")
}

/// Plays the turn in progress to its end; whether the roller finished in it.
fn finishes_turn(g: &Game, rng: &mut DiceRng) -> bool {
    let mut t = g.clone();
    loop {
        for e in t.roll(rng).unwrap_or_else(|e| panic!("{e}")) {
            match e {
                Event::Finished { .. } => return true,
                Event::TurnPassed { .. } => return false,
                _ => {}
            }
        }
    }
}

#[test]
fn slam_next_roll_and_finishing_chances_agree_with_monte_carlo() {
    let n = 6_000;
    let mut checked = 0;
    for per_player in [false, true] {
        for seed in 20..34 {
            let g = played(
                GameKind::SlamDice,
                3,
                slam_options(per_player),
                StraightGolfOptions::default(),
                seed,
                4 + seed as usize * 3 % 40,
            );
            let o = slam(odds::report(&g));
            let (Some(next), Some(finish)) = (o.next_roll, o.p_finish_this_turn) else {
                continue;
            };
            checked += 1;
            let exact = [next.miss, next.single, next.small, next.grand, next.bust];
            assert!((exact.iter().sum::<f64>() - 1.0).abs() < 1e-12);
            let mut rng = DiceRng::seeded(seed);
            let mut seen = [0.0; 5];
            let mut finished = 0.0;
            for _ in 0..n {
                let mut once = g.clone();
                seen[outcome(&once.roll(&mut rng).unwrap_or_else(|e| panic!("{e}")))] +=
                    1.0 / f64::from(n);
                finished += f64::from(u8::from(finishes_turn(&g, &mut rng))) / f64::from(n);
            }
            for (s, e) in seen.iter().zip(exact) {
                assert!(
                    agrees(*s, e, f64::from(n)),
                    "seed {seed}: {seen:?} vs {exact:?}"
                );
            }
            assert!(
                agrees(finished, finish, f64::from(n)),
                "seed {seed}: {finished} vs {finish}"
            );
        }
    }
    assert!(checked >= 20, "only {checked} states were mid-turn");
}

#[test]
fn slam_loser_chances_are_exact_at_every_table_size_and_agree_with_a_big_sample() {
    let samples = 12_000;
    let house = SlamDiceOptions {
        target: 20,
        single: 2,
        small: 3,
        ..Default::default()
    };
    // Single 2, Small 5: a player on 14 can only finish with a Grand Slam (1 in 216 a
    // turn), the slowest race the engine has to sum.
    let stuck = SlamDiceOptions {
        single: 2,
        small: 5,
        slam_number: SlamNumberMode::PerPlayer,
        ..Default::default()
    };
    for (seed, players, options, steps) in [
        (31, 5, slam_options(false), 0),
        (32, 5, slam_options(true), 25),
        (33, 6, house, 40),
        (34, 6, slam_options(false), 12),
        (35, 7, stuck, 60),
        (36, 7, slam_options(false), 90),
        (37, 8, slam_options(false), 0),
        (38, 8, house, 70),
        (39, 8, slam_options(true), 150),
        (40, 8, stuck, 30),
    ] {
        let g = played(
            GameKind::SlamDice,
            players,
            options,
            StraightGolfOptions::default(),
            seed,
            steps,
        );
        let exact = slam(odds::report(&g));
        assert_eq!((exact.method, exact.se), (Method::Exact, None));
        assert_eq!(
            exact,
            slam(odds::report(&g)),
            "the same state, the same report"
        );
        let mc = slam(odds::report_monte_carlo(&g, samples, seed));
        assert_eq!(mc.method, Method::MonteCarlo);
        agrees_with_sample(
            &exact,
            &mc,
            samples,
            &format!("seed {seed}, {players} players {options:?}"),
        );
    }
}

#[test]
fn finished_players_and_the_slam_number_roll_leave_the_race_exact() {
    // Two of six finish at once (Grand Slams): the four left race on, exactly.
    let g = entered(
        GameKind::SlamDice,
        6,
        SlamDiceOptions::default(),
        StraightGolfOptions::default(),
        &[2, 2, 2, 2, 2, 2, 2],
    );
    let o = slam(odds::report(&g));
    assert_eq!(
        (o.method, o.players[0].p_loser, o.players[1].p_loser),
        (Method::Exact, 0.0, 0.0)
    );
    // Per-player slam numbers, half rolled: nobody has a score, seat 1 will start, so the
    // chances are those of the start, whatever numbers were rolled.
    let start = odds::slam_start_losers(&slam_options(true), 7);
    for dice in [&[][..], &[3, 6, 1][..]] {
        let g = entered(
            GameKind::SlamDice,
            7,
            slam_options(true),
            StraightGolfOptions::default(),
            dice,
        );
        let p: Vec<f64> = slam(odds::report(&g))
            .players
            .iter()
            .map(|p| p.p_loser)
            .collect();
        assert_eq!(p, start);
    }
}

// ---- States checked by hand -------------------------------------------------------------

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-12
}

#[test]
fn a_fresh_slam_turn_grand_slams_one_time_in_216() {
    // Three dice all showing the slam number s: (1/6)³ = 1/216, whatever s is. One hit:
    // 3 · (1/6) · (5/6)² = 75/216; two: 3 · (1/6)² · (5/6) = 15/216; none: (5/6)³ = 125/216.
    for s in 1..=6 {
        let g = entered(
            GameKind::SlamDice,
            2,
            SlamDiceOptions::default(),
            StraightGolfOptions::default(),
            &[s],
        );
        let n = slam(odds::report(&g))
            .next_roll
            .unwrap_or_else(|| panic!("no next roll"));
        assert!(close(n.grand, 1.0 / 216.0));
        assert!(close(n.single, 75.0 / 216.0) && close(n.small, 15.0 / 216.0));
        assert!(close(n.miss, 125.0 / 216.0) && close(n.bust, 0.0));
    }
}

#[test]
fn at_fourteen_a_turn_finishes_76_times_in_216() {
    // Ann at 14 (two Small Slams and four Singles with slam number 6), Ben at 14 likewise.
    // At 14 a Single (75/216) lands on 15 and a Grand (1/216) finishes; a Small busts
    // (15/216), a miss ends the turn (125/216). The turn is one roll: f = 76/216.
    // Nobody's score can change except by finishing, so every turn is the same coin:
    // Ann (to roll) loses when she misses and Ben then finishes, or both miss and it
    // starts again: (1 − f)·f / (1 − (1 − f)²) = (1 − f)/(2 − f) = 140/356.
    let to_14 = [
        6, 6, 1, 6, 6, 1, 6, 1, 1, 6, 1, 1, 6, 1, 1, 6, 1, 1, 1, 1, 1,
    ];
    let mut dice = vec![6];
    dice.extend(to_14);
    dice.extend(to_14);
    let g = entered(
        GameKind::SlamDice,
        2,
        SlamDiceOptions::default(),
        StraightGolfOptions::default(),
        &dice,
    );
    let o = slam(odds::report(&g));
    assert_eq!(
        o.players.iter().map(|p| p.score).collect::<Vec<_>>(),
        vec![14, 14]
    );
    assert_eq!((o.to_roll.as_deref(), o.score), (Some("P1"), Some(14)));
    let n = o.next_roll.unwrap_or_else(|| panic!("no next roll"));
    assert!(close(n.single, 75.0 / 216.0) && close(n.small, 0.0) && close(n.bust, 15.0 / 216.0));
    let f = 76.0 / 216.0;
    assert!(close(o.p_finish_this_turn.unwrap_or(0.0), f));
    assert!(
        (o.players[0].p_loser - 140.0 / 356.0).abs() < 1e-12,
        "{}",
        o.players[0].p_loser
    );
    assert!((o.players[1].p_loser - 216.0 / 356.0).abs() < 1e-12);
}

#[test]
fn five_aside_on_the_last_roll_completes_one_time_in_six() {
    // One round, two players. Roll-off 6, 1: P1 first. P1: 1,2,3,4,5,5 (five aside),
    // 5 (no 6), 6 (straight on roll 3): 0 points. P2: 1×6 (1 aside), 2,3,4,5,5 (five
    // aside), and now one die on roll 3: a 6 (1/6) completes for 0 points, anything else
    // (5/6) leaves one die out, +1. So P2 ties P1 at 0 (a shared win) with 1/6; P1 wins
    // for certain, P2 with 1/6; the chances sum to 7/6.
    let g = entered(
        GameKind::StraightGolf,
        2,
        SlamDiceOptions::default(),
        golf_options(false, 1),
        &[
            6, 1, 1, 2, 3, 4, 5, 5, 5, 6, 1, 1, 1, 1, 1, 1, 2, 3, 4, 5, 5,
        ],
    );
    let o = golf(odds::report(&g));
    let hole = o.hole.unwrap_or_else(|| panic!("no hole"));
    assert_eq!(
        (hole.roll, hole.set_aside.clone()),
        (3, vec![1, 2, 3, 4, 5])
    );
    assert!(close(hole.p_straight, 1.0 / 6.0));
    assert!(close(hole.distribution[&0], 1.0 / 6.0) && close(hole.distribution[&1], 5.0 / 6.0));
    assert_eq!(hole.distribution.len(), 2);
    assert!(close(hole.expected_points, 5.0 / 6.0));
    assert!(close(o.players[0].p_win, 1.0) && close(o.players[1].p_win, 1.0 / 6.0));
}

#[test]
fn five_aside_on_roll_two_scores_minus_one_zero_or_one() {
    // Same hole one roll earlier: −1 with 1/6; else 0 with (5/6)(1/6) = 5/36; else +1
    // with 25/36. The straight: 1/6 + 5/36 = 11/36.
    let g = entered(
        GameKind::StraightGolf,
        2,
        SlamDiceOptions::default(),
        golf_options(false, 1),
        &[6, 1, 1, 2, 3, 4, 5, 5],
    );
    let hole = golf(odds::report(&g))
        .hole
        .unwrap_or_else(|| panic!("no hole"));
    assert_eq!(hole.roll, 2);
    assert!(close(hole.distribution[&-1], 1.0 / 6.0));
    assert!(close(hole.distribution[&0], 5.0 / 36.0));
    assert!(close(hole.distribution[&1], 25.0 / 36.0));
    assert!(close(hole.p_straight, 11.0 / 36.0));
}

#[test]
fn the_roll_off_and_the_end_have_no_hole() {
    let g = entered(
        GameKind::StraightGolf,
        3,
        SlamDiceOptions::default(),
        golf_options(false, 9),
        &[4],
    );
    let o = golf(odds::report(&g));
    assert_eq!((o.hole, o.to_roll.as_deref()), (None, Some("P2")));
    // Nobody has rolled a hole: every seat has the same chance, and the sum is ≥ 1.
    assert!(o.players.iter().all(|p| close(p.p_win, o.players[0].p_win)));
    let g = played(
        GameKind::StraightGolf,
        3,
        SlamDiceOptions::default(),
        golf_options(true, 1),
        9,
        10_000,
    );
    assert!(g.is_over());
    let o = golf(odds::report(&g));
    assert_eq!((o.hole, o.to_roll), (None, None));
    let Game::Golf(gg) = &g else { unreachable!() };
    for (seat, p) in o.players.iter().enumerate() {
        assert_eq!(p.p_win, f64::from(u8::from(gg.winners().contains(&seat))));
    }
}
