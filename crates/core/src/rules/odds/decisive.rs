//! Which rolls can decide a game, and how likely they are to: the window's drama (a
//! slower last die, the camera moving in) is for these throws only, so the answer must
//! be exact and known before the dice are thrown — from the state alone, never from the
//! values about to land.
//!
//! A roll is *decisive* when some outcome of it ends the game, or makes the result
//! certain where it was not: Straight Golf's winners fixed whatever the remaining dice
//! show (a lead nobody can catch any more). In Slam Dice nothing but the end fixes the
//! loser (anyone still in can throw a Grand Slam on any roll), so there a roll is
//! decisive exactly when it can end the game: a turn roll with two players still in.
//!
//! The outcomes are enumerated up to what the rules look at: the set of faces shown for
//! Straight Golf (at most 63 for six dice), the multiset of faces for Slam Dice (56 for
//! three), each played through a copy of the game by the rules engine itself. Whether a
//! golf result is certain needs only each player's lowest and highest possible final
//! total, read off the exact hole tables' supports: no distribution is convolved.

use super::OddsTables;
use super::golf::{HoleTable, outcomes, shown_sets};
use crate::rules::dice::Face;
use crate::rules::game::Game;
use crate::rules::golf::StraightGolf;
use crate::rules::set_aside::SetAside;

/// The rolls worth playing through for the next step of `game`: one per outcome the
/// rules can tell apart, each exactly as many faces as the step needs, with its chance.
fn distinct_rolls(game: &Game) -> Vec<(Vec<Face>, f64)> {
    let k = game.dice_needed();
    match game {
        // Setting aside (and the roll-off's single die) looks only at which faces show.
        Game::Golf(_) => shown_sets(k)
            .into_iter()
            .map(|(set, p)| (padded(SetAside::from_bits(set).faces(), k), p))
            .collect(),
        Game::Slam(_) => outcomes(k)
            .into_iter()
            .map(|(counts, p)| {
                let faces = Face::ALL
                    .into_iter()
                    .zip(counts)
                    .flat_map(|(face, n)| std::iter::repeat_n(face, usize::from(n)))
                    .collect();
                (faces, p)
            })
            .collect(),
    }
}

/// `faces` (one of each face shown) filled up to `k` dice with copies of the first: the
/// same set of faces, as many dice as the roll needs.
fn padded(mut faces: Vec<Face>, k: usize) -> Vec<Face> {
    if let Some(first) = faces.first().copied() {
        faces.resize(k.max(faces.len()), first);
    }
    faces
}

/// The lowest and highest point counts a hole can still end on from `set` aside, about
/// to make roll `roll`.
fn hole_bounds(table: &HoleTable, set: SetAside, roll: u32) -> (i32, i32) {
    let points = table.at(set, roll);
    let reachable = || {
        points
            .iter()
            .enumerate()
            .filter(|(_, p)| **p > 0.0)
            .map(|(i, _)| super::golf::LOWEST + i as i32)
    };
    (
        reachable().min().unwrap_or(0),
        reachable().max().unwrap_or(0),
    )
}

/// Every seat's lowest and highest possible final total.
fn total_bounds(table: &HoleTable, g: &StraightGolf) -> Vec<(i32, i32)> {
    let fresh = hole_bounds(table, SetAside::EMPTY, 1);
    let rounds = g.options().rounds as usize;
    g.cards()
        .iter()
        .enumerate()
        .map(|(seat, card)| {
            let mut left = rounds.saturating_sub(card.holes.len());
            let (mut lo, mut hi) = (card.total(), card.total());
            if let Some(h) = g.hole().filter(|h| h.player == seat) {
                let (a, b) = hole_bounds(table, h.set_aside, h.roll);
                lo += a;
                hi += b;
                left = left.saturating_sub(1);
            }
            let left = i32::try_from(left).unwrap_or(i32::MAX);
            (lo + left * fresh.0, hi + left * fresh.1)
        })
        .collect()
}

/// Whether the winners of `g` are already fixed, whatever the dice still to come show.
///
/// A seat can win in some finish exactly when its lowest total is no more than every
/// other seat's highest (it ends low, they end high). The winners are fixed when one
/// seat alone can win, or when every seat that can win has its total fixed already, all
/// equal (a certain shared win). Otherwise two finishes give different winners: each
/// candidate at its lowest with the others at their highest wins, alone unless totals
/// are fixed and tied.
fn golf_result_certain(table: &HoleTable, g: &StraightGolf) -> bool {
    if g.is_over() {
        return true;
    }
    let bounds = total_bounds(table, g);
    let others_best_worst = |seat: usize| {
        bounds
            .iter()
            .enumerate()
            .filter(|(q, _)| *q != seat)
            .map(|(_, b)| b.1)
            .min()
            .unwrap_or(i32::MAX)
    };
    let candidates: Vec<(i32, i32)> = (0..bounds.len())
        .filter(|&p| bounds[p].0 <= others_best_worst(p))
        .map(|p| bounds[p])
        .collect();
    match candidates.as_slice() {
        [_] => true,
        [first, ..] => candidates.iter().all(|&(lo, hi)| lo == hi && lo == first.0),
        [] => false,
    }
}

impl OddsTables {
    /// Whether the next roll of `game` is decisive (see the module's words), with these
    /// tables; false once the game is over.
    pub fn decisive(&mut self, game: &Game) -> bool {
        self.deciding_chance(game) > 0.0
    }

    /// The chance that the next roll of `game` decides it (ends it, or fixes its result
    /// where it was open), with these tables: 0 for a roll that cannot, 1 for one that
    /// must (the last roll of the last hole), 1/216 for a Grand Slam from nowhere.
    pub fn deciding_chance(&mut self, game: &Game) -> f64 {
        if game.is_over() {
            return 0.0;
        }
        let certain = |table: Option<&HoleTable>, state: &Game| match (state, table) {
            (Game::Golf(g), Some(t)) => golf_result_certain(t, g),
            // Only the end fixes Slam Dice's loser.
            _ => state.is_over(),
        };
        let table = match game {
            Game::Golf(g) if g.hole().is_some() => Some(self.holes(g.options())),
            // The roll-off changes no total: it can neither end a game nor fix a result.
            Game::Golf(_) => return 0.0,
            Game::Slam(_) => None,
        };
        let table = table.as_deref();
        let already = certain(table, game);
        distinct_rolls(game)
            .iter()
            .filter(|(faces, _)| {
                let mut next = game.clone();
                next.enter(faces).is_ok() && (next.is_over() || (!already && certain(table, &next)))
            })
            .map(|(_, p)| p)
            .sum()
    }
}

/// Tables for `game` with the shared hole table in them: the lock is held only while
/// the table is fetched, and the rolls are played outside it.
fn tables_for(game: &Game) -> OddsTables {
    let golf_table = match game {
        Game::Golf(g) if g.hole().is_some() => Some(super::with_shared(|t| t.holes(g.options()))),
        _ => None,
    };
    let mut tables = OddsTables::default();
    if let Some(t) = golf_table {
        tables.holes.push(t);
    }
    tables
}

/// Whether the next roll of `game` can decide it: some outcome ends the game or fixes
/// its result (see the module's words). Known before the throw, from the state alone;
/// false once the game is over. From the tables shared by the whole program.
pub fn decisive(game: &Game) -> bool {
    tables_for(game).decisive(game)
}

/// The chance that the next roll of `game` decides it ([`OddsTables::deciding_chance`]),
/// from the tables shared by the whole program: the window dramatises a throw only
/// where it is more than a long shot.
pub fn deciding_chance(game: &Game) -> f64 {
    tables_for(game).deciding_chance(game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{DiceRng, GameKind, GameSetup};

    fn setup(kind: GameKind, players: usize) -> GameSetup {
        GameSetup::new(kind, (0..players).map(|i| format!("P{i}")).collect())
    }

    fn face(v: u8) -> Face {
        Face::new(v).unwrap_or_else(|e| panic!("{e}"))
    }

    fn enter(game: &mut Game, values: &[u8]) {
        let faces: Vec<Face> = values.iter().map(|v| face(*v)).collect();
        game.enter(&faces).unwrap_or_else(|e| panic!("{e}"));
    }

    /// Every ordered roll of `k` dice (6^k of them).
    fn every_roll(k: usize) -> Vec<Vec<Face>> {
        let mut all = vec![Vec::new()];
        for _ in 0..k {
            all = all
                .into_iter()
                .flat_map(|r| {
                    Face::ALL.into_iter().map(move |f| {
                        let mut r = r.clone();
                        r.push(f);
                        r
                    })
                })
                .collect();
        }
        all
    }

    #[test]
    fn slam_dice_is_decisive_exactly_when_a_roll_can_end_it() {
        let mut game = Game::new(&setup(GameKind::SlamDice, 3)).unwrap_or_else(|e| panic!("{e}"));
        assert!(!decisive(&game), "the slam-number die decides nothing");
        enter(&mut game, &[4]);
        assert!(!decisive(&game), "three players in: no roll ends the game");
        // P0 throws a Grand Slam and is safe: two are left, any roll may end it.
        enter(&mut game, &[4, 4, 4]);
        assert!(decisive(&game));
        enter(&mut game, &[4, 4, 4]);
        assert!(game.is_over());
        assert!(!decisive(&game), "nothing is decisive once over");
    }

    #[test]
    fn a_golf_roll_off_and_an_open_game_are_not_decisive_but_the_last_hole_is() {
        let mut s = setup(GameKind::StraightGolf, 2);
        s.straight_golf.rounds = 2;
        let mut game = Game::new(&s).unwrap_or_else(|e| panic!("{e}"));
        assert!(!decisive(&game));
        enter(&mut game, &[6]);
        enter(&mut game, &[1]);
        // P0 starts: hole 1 of 2 decides nothing yet.
        assert!(!decisive(&game));
        enter(&mut game, &[1, 2, 3, 4, 5, 6]);
        assert!(!decisive(&game), "P1's first hole");
        enter(&mut game, &[1, 1, 1, 1, 1, 1]);
        enter(&mut game, &[1, 1, 1, 1, 1]);
        enter(&mut game, &[1, 1, 1, 1, 1]);
        // P0 leads by 8 (-3 to +5) with one hole each to play: P0 can still lose
        // (+5 against -3 is 2 against 2, a shared win), so the result is open and a
        // straight on P0's first roll fixes it.
        assert!(decisive(&game));
        enter(&mut game, &[1, 2, 3, 4, 5, 6]);
        // P1 needs the impossible: the result is fixed, but P1's last hole can end it.
        assert!(decisive(&game));
    }

    /// The reference for "the result is fixed": every seat's exact chance to win is 0 or
    /// 1 (in these short games no possible finish is rarer than the tolerance).
    fn fixed_by_chances(tables: &mut OddsTables, game: &Game) -> bool {
        game.is_over()
            || tables
                .chances(game)
                .iter()
                .all(|p| *p < 1e-12 || *p > 1.0 - 1e-12)
    }

    #[test]
    fn decisive_agrees_with_every_roll_played_and_the_exact_chances() {
        let mut tables = OddsTables::default();
        let mut states = 0;
        let mut decisive_states = 0;
        for seed in 0..24_u64 {
            let kind = if seed % 3 == 0 {
                GameKind::SlamDice
            } else {
                GameKind::StraightGolf
            };
            let mut s = setup(kind, 2 + (seed % 3) as usize);
            s.straight_golf.rounds = 1 + (seed % 2) as u32;
            s.straight_golf.ordered_straight = seed % 4 == 1;
            s.slam_dice.target = 6;
            let mut game = Game::new(&s).unwrap_or_else(|e| panic!("{e}"));
            let mut rng = DiceRng::seeded(seed);
            while !game.is_over() && states < 20_000 {
                let k = game.dice_needed();
                // Three dice or fewer: every ordered roll; six: the distinct ones.
                let rolls = if k <= 3 {
                    every_roll(k)
                } else {
                    distinct_rolls(&game).into_iter().map(|(r, _)| r).collect()
                };
                let open = !fixed_by_chances(&mut tables, &game);
                let expected = rolls.iter().any(|faces| {
                    let mut next = game.clone();
                    next.enter(faces).is_ok()
                        && (next.is_over() || (open && fixed_by_chances(&mut tables, &next)))
                });
                assert_eq!(tables.decisive(&game), expected, "seed {seed}: {game:?}");
                states += 1;
                decisive_states += usize::from(expected);
                game.roll(&mut rng).unwrap_or_else(|e| panic!("{e}"));
            }
        }
        assert!(
            states > 200 && decisive_states > 20,
            "{states} {decisive_states}"
        );
    }

    #[test]
    fn the_distinct_rolls_are_what_the_rules_tell_apart() {
        let mut s = setup(GameKind::StraightGolf, 2);
        s.straight_golf.rounds = 1;
        let mut game = Game::new(&s).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(distinct_rolls(&game).len(), 6, "a roll-off die");
        enter(&mut game, &[6]);
        enter(&mut game, &[1]);
        let rolls = distinct_rolls(&game);
        assert_eq!(rolls.len(), 63, "every non-empty set of faces");
        assert!(rolls.iter().all(|(r, _)| r.len() == 6));
        let total: f64 = rolls.iter().map(|(_, p)| p).sum();
        assert!((total - 1.0).abs() < 1e-12, "{total}");
        // Every ordered roll of the six dice leaves the game as its set's stand-in does.
        for faces in every_roll(6) {
            let mut shown = SetAside::EMPTY;
            for f in &faces {
                shown = SetAside::from_bits(shown.bits() | 1 << f.index());
            }
            let (mut a, mut b) = (game.clone(), game.clone());
            a.enter(&faces).unwrap_or_else(|e| panic!("{e}"));
            b.enter(&padded(shown.faces(), 6))
                .unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(a, b, "{faces:?}");
        }
        let slam = Game::new(&setup(GameKind::SlamDice, 2)).unwrap_or_else(|e| panic!("{e}"));
        let mut slam_turn = slam;
        enter(&mut slam_turn, &[2]);
        assert_eq!(distinct_rolls(&slam_turn).len(), 56);
    }

    #[test]
    fn the_deciding_chance_is_the_chance_of_the_deciding_rolls() {
        let mut tables = OddsTables::default();
        // Two players at 0: only a Grand Slam ends it, 1 in 216.
        let mut slam = Game::new(&setup(GameKind::SlamDice, 2)).unwrap_or_else(|e| panic!("{e}"));
        enter(&mut slam, &[4]);
        let grand = tables.deciding_chance(&slam);
        assert!((grand - 1.0 / 216.0).abs() < 1e-12, "{grand}");
        assert_eq!(deciding_chance(&slam), grand);
        // At 14 of 15, one hit (75 in 216) or a Grand Slam (1) finishes.
        let mut s = setup(GameKind::SlamDice, 2);
        s.slam_dice.target = 15;
        let mut near = Game::new(&s).unwrap_or_else(|e| panic!("{e}"));
        enter(&mut near, &[4]);
        for roll in [
            [4, 4, 1],
            [4, 4, 1],
            [4, 1, 1],
            [4, 1, 1],
            [4, 1, 1],
            [4, 1, 1],
        ] {
            enter(&mut near, &roll);
        }
        // Ann's turn ends at 14, Ben's at 0.
        enter(&mut near, &[1, 1, 1]);
        enter(&mut near, &[1, 1, 1]);
        assert_eq!(near.current_player(), Some(0));
        let score = match &near {
            Game::Slam(g) => g.scores()[0],
            Game::Golf(_) => 0,
        };
        assert_eq!(score, 14, "{near:?}");
        let finish = tables.deciding_chance(&near);
        assert!((finish - 76.0 / 216.0).abs() < 1e-12, "{finish}");
        // The last roll of the last hole always ends the game.
        let mut g = setup(GameKind::StraightGolf, 2);
        g.straight_golf.rounds = 1;
        let mut golf = Game::new(&g).unwrap_or_else(|e| panic!("{e}"));
        // The roll-off, Ann's hole (+5), then Ben's first two rolls.
        let ones = |n: usize| vec![1; n];
        for roll in [
            vec![6],
            vec![1],
            ones(6),
            ones(5),
            ones(5),
            ones(6),
            ones(5),
        ] {
            enter(&mut golf, &roll);
        }
        assert!(!golf.is_over());
        assert!(
            (tables.deciding_chance(&golf) - 1.0).abs() < 1e-12,
            "{golf:?}"
        );
        assert!(!decisive(&Game::new(&g).unwrap_or_else(|e| panic!("{e}"))));
    }
}
