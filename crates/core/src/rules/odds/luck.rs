//! Luck: what each player scored against what the exact odds expected at the start of
//! each Straight Golf hole or Slam Dice turn. Over many holes or turns fair dice make it
//! small; a player well ahead of the odds had the dice on their side.

use super::golf::to_distribution;
use super::slam::turn_outcomes;
use super::{OddsTables, with_shared};
use crate::rules::event::{Event, Purpose};
use crate::rules::game::{Game, Replayed};
use crate::rules::options::SlamDiceOptions;
use crate::rules::set_aside::SetAside;

/// A player's points over some holes or turns, beside the points the exact odds
/// expected for them, each from where the player stood when it started.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Luck {
    /// Holes (Straight Golf) or turns (Slam Dice) counted.
    pub steps: u32,
    /// Points scored in them: golf points (fewer is better) or Slam Dice points.
    pub points: i64,
    /// The points the exact odds expected, summed over the same holes or turns.
    pub expected: f64,
}

impl Luck {
    /// Adds other holes or turns to these.
    pub fn add(&mut self, other: &Luck) {
        self.steps += other.steps;
        self.points += other.points;
        self.expected += other.expected;
    }

    /// Points scored above what was expected (negative: below). In Straight Golf fewer
    /// points are better, so there a negative value is the lucky one.
    pub fn above(&self) -> f64 {
        self.points as f64 - self.expected
    }

    /// How lucky, more being luckier: points above the odds in Slam Dice (points are
    /// good), below them in Straight Golf (strokes are bad).
    pub fn margin(&self, kind: crate::rules::GameKind) -> f64 {
        match kind {
            crate::rules::GameKind::SlamDice => self.above(),
            crate::rules::GameKind::StraightGolf => -self.above(),
        }
    }

    fn step(&mut self, points: i64, expected: f64) {
        self.add(&Luck {
            steps: 1,
            points,
            expected,
        });
    }
}

/// Each seat's luck in a replayed game (seat order), over the holes or turns it
/// completed, from the tables shared by the whole program.
pub fn luck(replayed: &Replayed) -> Vec<Luck> {
    match &replayed.game {
        Game::Golf(g) => {
            let table = with_shared(|t| t.holes(g.options()));
            golf_luck(
                replayed,
                to_distribution(&table.at(SetAside::EMPTY, 1)).mean(),
            )
        }
        Game::Slam(g) => slam_luck(replayed, g.options()),
    }
}

impl OddsTables {
    /// [`luck`] with these tables instead of the shared ones.
    pub fn luck(&mut self, replayed: &Replayed) -> Vec<Luck> {
        match &replayed.game {
            Game::Golf(g) => {
                let table = self.holes(g.options());
                golf_luck(
                    replayed,
                    to_distribution(&table.at(SetAside::EMPTY, 1)).mean(),
                )
            }
            Game::Slam(g) => slam_luck(replayed, g.options()),
        }
    }
}

/// Every hole starts fresh, so every hole expects the same: `per_hole`.
fn golf_luck(replayed: &Replayed, per_hole: f64) -> Vec<Luck> {
    let mut seats = vec![Luck::default(); replayed.game.players().len()];
    for event in &replayed.events {
        if let Event::HoleScored { player, points, .. } = *event
            && let Some(s) = seats.get_mut(player)
        {
            s.step(i64::from(points), per_hole);
        }
    }
    seats
}

/// The points a Slam Dice turn adds on average, for every score it can start from.
fn turn_means(options: &SlamDiceOptions) -> Vec<f64> {
    (0..options.target)
        .map(|start| {
            turn_outcomes(options, start)
                .iter()
                .map(|&(end, p)| f64::from(end - start) * p)
                .sum()
        })
        .collect()
}

/// A turn starts with its player's first roll and ends with no slam, a bust or a finish;
/// the score it started from sets what it expected.
fn slam_luck(replayed: &Replayed, options: &SlamDiceOptions) -> Vec<Luck> {
    let means = turn_means(options);
    let n = replayed.game.players().len();
    let (mut seats, mut scores) = (vec![Luck::default(); n], vec![0u32; n]);
    let mut turn: Option<(usize, u32)> = None;
    for event in &replayed.events {
        match *event {
            Event::Rolled {
                player,
                purpose: Purpose::SlamTurn,
                ..
            } if turn.is_none() => {
                turn = scores.get(player).map(|&s| (player, s));
            }
            Event::Slam { player, score, .. } => {
                if let Some(s) = scores.get_mut(player) {
                    *s = score;
                }
            }
            Event::NoHit { player, .. }
            | Event::Bust { player, .. }
            | Event::Finished { player, .. } => {
                if let Some((who, start)) = turn.take_if(|(who, _)| *who == player)
                    && let (Some(s), Some(end)) = (seats.get_mut(who), scores.get(who))
                {
                    let expected = means.get(start as usize).copied().unwrap_or(0.0);
                    s.step(i64::from(*end) - i64::from(start), expected);
                }
            }
            _ => {}
        }
    }
    seats
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::golf::GOLF_DICE;
    use crate::rules::{DiceRng, GameKind, GameRecord, GameSetup};

    fn played(kind: GameKind, players: usize, seed: u64) -> Replayed {
        let names = crate::rules::testing::players(players);
        let mut rng = DiceRng::seeded(seed);
        let record = GameRecord {
            dice: (0..20_000).map(|_| rng.face()).collect(),
            ..GameRecord::new(GameSetup::new(kind, names))
        };
        record.replay().unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn a_golf_hole_expects_the_exact_mean_and_every_hole_counts() {
        let r = played(GameKind::StraightGolf, 3, 5);
        let Game::Golf(g) = &r.game else {
            panic!("not golf")
        };
        let mean = super::super::golf_hole(SetAside::EMPTY, 1, 3, false).mean();
        assert!(mean > -3.0 && mean < GOLF_DICE as f64);
        for (seat, l) in luck(&r).iter().enumerate() {
            assert_eq!(l.steps, g.options().rounds);
            assert_eq!(l.points, i64::from(g.cards()[seat].total()));
            assert!((l.expected - mean * f64::from(l.steps)).abs() < 1e-9);
        }
    }

    #[test]
    fn slam_turns_add_up_to_the_final_scores() {
        for seed in 0..20 {
            let r = played(GameKind::SlamDice, 2 + (seed % 7) as usize, seed);
            let Game::Slam(g) = &r.game else {
                panic!("not slam")
            };
            assert!(g.is_over());
            let l = OddsTables::default().luck(&r);
            for (seat, l) in l.iter().enumerate() {
                assert_eq!(l.points, i64::from(g.scores()[seat]), "seed {seed}");
                assert!(l.steps > 0 && l.expected > 0.0);
            }
            let turns: u32 = l.iter().map(|l| l.steps).sum();
            assert_eq!(turns, g.turns(), "seed {seed}");
        }
    }

    #[test]
    fn fair_dice_are_as_lucky_as_the_odds_on_average() {
        // Over many turns and holes, points minus expectation averages out near 0: within
        // four standard errors, the spread measured from the same steps.
        for kind in [GameKind::SlamDice, GameKind::StraightGolf] {
            let (mut sum, mut squares, mut steps, mut samples) = (0.0, 0.0, 0u32, 0.0);
            for seed in 0..150 {
                let r = played(kind, 4, 1000 + seed);
                for l in luck(&r) {
                    // A seat's game is one sample of a sum of `steps` independent-ish
                    // increments: above² / steps estimates one step's variance.
                    sum += l.above();
                    squares += l.above().powi(2) / f64::from(l.steps.max(1));
                    steps += l.steps;
                    samples += 1.0;
                }
            }
            let n = f64::from(steps);
            let se = (squares / samples).sqrt() / n.sqrt();
            assert!(steps > 1000, "{kind:?}: {steps}");
            assert!(
                (sum / n).abs() < 4.0 * se,
                "{kind:?}: mean {} se {se}",
                sum / n
            );
        }
    }

    #[test]
    fn a_turn_at_the_last_point_expects_little() {
        let o = SlamDiceOptions::default();
        let means = turn_means(&o);
        assert_eq!(means.len(), o.target as usize);
        // One short: only a Single (1 point) or a Grand Slam (1 point) helps, and either
        // finishes: 1 × P(finish this turn).
        let last = super::super::finish_in_turn(&o)[o.target as usize - 1];
        assert!((means[o.target as usize - 1] - last).abs() < 1e-12);
        assert!(means[0] > means[o.target as usize - 1]);
    }
}
