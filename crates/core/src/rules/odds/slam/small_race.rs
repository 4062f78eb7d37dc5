//! The exact small-race loser table that the odds used before [`super::super::race`]: a
//! Markov chain over every position of the race (scores of the players still in, whose
//! roll it is), built from the highest scores down. Its size grows as the target to the
//! power of the players (it was used for 2 to 4 players at the default target), and it is
//! kept here, in the tests, as an independent check of the finishing-turn engine where
//! both are exact.

use super::HITS;
use crate::rules::options::{MAX_PLAYERS, SlamDiceOptions};

/// One player's chance of being the loser, per seat of the players still in.
type Chances = [f64; MAX_PLAYERS];

/// The key a loser table is computed for: the house-rule numbers and players still in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct TableRules {
    /// The target score.
    target: u32,
    /// Points for a Single Slam.
    single: u32,
    /// Points for a Small Slam.
    small: u32,
    /// Players still in the game.
    players: usize,
}

impl TableRules {
    /// The race among `players` players under `options`.
    fn new(options: &SlamDiceOptions, players: usize) -> Self {
        Self {
            target: options.target,
            single: options.single,
            small: options.small,
            players,
        }
    }

    /// Positions of the race: every score vector below the target.
    fn positions(&self) -> Option<usize> {
        (self.target as usize).checked_pow(u32::try_from(self.players).ok()?)
    }
}

/// The exact chance of each player being the loser from every position of a race among
/// `rules.players` players: their scores (each below the target, in seat order) and
/// whose roll it is. Seats here count the players still in, in seat order.
#[derive(Debug, Clone)]
struct LoserTable {
    rules: TableRules,
    /// `[((position * players) + roller) * players + seat]`; a position is the scores
    /// read as digits in base `target`, seat 1's the lowest.
    values: Vec<f64>,
}

impl LoserTable {
    /// The chances for `scores` (below the target) with `roller` to roll.
    fn chances(&self, scores: &[u32], roller: usize) -> Option<&[f64]> {
        let j = self.rules.players;
        let t = self.rules.target as usize;
        if scores.len() != j || roller >= j || scores.iter().any(|s| *s as usize >= t) {
            return None;
        }
        let pos = scores.iter().rev().fold(0, |acc, s| acc * t + *s as usize);
        let at = (pos * j + roller) * j;
        self.values.get(at..at + j)
    }

    /// Builds the table from the highest positions down: a roll either passes the turn
    /// with the scores unchanged (a miss or a bust), or raises the roller's score (a
    /// position already solved), or finishes the roller (a position of the race with one
    /// player fewer, `fewer`). Only the passes link the positions with the same scores,
    /// in a cycle of the rollers, which is solved directly.
    fn build(rules: TableRules, fewer: Option<&LoserTable>) -> Self {
        let j = rules.players;
        let t = rules.target as usize;
        let n = rules.positions().unwrap_or(0);
        let mut table = LoserTable {
            rules,
            values: vec![0.0; n * j * j],
        };
        let mut place = [1usize; MAX_PLAYERS];
        for w in 1..j {
            place[w] = place[w - 1] * t;
        }
        let mut scores = [0usize; MAX_PLAYERS];
        for pos in (0..n).rev() {
            for (w, s) in scores.iter_mut().enumerate().take(j) {
                *s = pos / place[w] % t;
            }
            let mut pass = [0.0; MAX_PLAYERS];
            let mut rest = [[0.0; MAX_PLAYERS]; MAX_PLAYERS];
            for w in 0..j {
                (pass[w], rest[w]) = table.one_roll(&scores[..j], w, pos, &place, fewer);
            }
            let solved = solve_cycle(&pass[..j], &rest[..j]);
            for (w, chances) in solved.iter().enumerate() {
                let at = (pos * j + w) * j;
                table.values[at..at + j].copy_from_slice(&chances[..j]);
            }
        }
        table
    }

    /// For `roller` about to roll at `scores` (position `pos`): the chance the roll passes
    /// the turn with nothing changed, and the loss chances summed over every other
    /// outcome, weighted by its chance.
    fn one_roll(
        &self,
        scores: &[usize],
        roller: usize,
        pos: usize,
        place: &[usize; MAX_PLAYERS],
        fewer: Option<&LoserTable>,
    ) -> (f64, Chances) {
        let t = self.rules.target as usize;
        let j = self.rules.players;
        let finished = finish_chances(scores, roller, t, fewer);
        let mut rest = [0.0; MAX_PLAYERS];
        let mut add = |p: f64, v: &[f64]| {
            for (x, y) in rest.iter_mut().zip(v) {
                *x += p * y;
            }
        };
        add(HITS[3], &finished);
        let mut pass = HITS[0];
        for (hits, pts) in [(1, self.rules.single), (2, self.rules.small)] {
            let to = scores[roller] + pts as usize;
            if to < t {
                let at = ((pos + pts as usize * place[roller]) * j + roller) * j;
                add(HITS[hits], &self.values[at..at + j]);
            } else if to == t {
                add(HITS[hits], &finished);
            } else {
                pass += HITS[hits];
            }
        }
        (pass, rest)
    }
}

/// The loss chances once `roller` finishes from `scores`: the one left loses when two
/// were in; otherwise the race goes on without the roller, with the next player in
/// seat order to roll.
fn finish_chances(
    scores: &[usize],
    roller: usize,
    target: usize,
    fewer: Option<&LoserTable>,
) -> Chances {
    let j = scores.len();
    let mut out = [0.0; MAX_PLAYERS];
    if j == 2 {
        out[1 - roller] = 1.0;
        return out;
    }
    let rest: Vec<u32> = (0..j)
        .filter(|w| *w != roller)
        .map(|w| scores[w].min(target) as u32)
        .collect();
    let next = if roller + 1 < j { roller } else { 0 };
    if let Some(v) = fewer.and_then(|f| f.chances(&rest, next)) {
        for (seat, p) in (0..j).filter(|w| *w != roller).zip(v) {
            out[seat] = *p;
        }
    }
    out
}

/// Solves `L[w] = pass[w] · L[w + 1] + rest[w]` (indices cyclic) for every roller `w`:
/// `L[0] = Σₘ (Π_{l<m} pass[l]) · rest[m] / (1 − Π pass)`, then back round the cycle.
fn solve_cycle(pass: &[f64], rest: &[Chances]) -> Vec<Chances> {
    let j = pass.len();
    let mut first = [0.0; MAX_PLAYERS];
    let mut carry = 1.0;
    for (p, r) in pass.iter().zip(rest) {
        for (x, y) in first.iter_mut().zip(r) {
            *x += carry * y;
        }
        carry *= p;
    }
    let scale = 1.0 / (1.0 - carry);
    for x in &mut first {
        *x *= scale;
    }
    let mut solved = vec![[0.0; MAX_PLAYERS]; j];
    solved[0] = first;
    for w in (1..j).rev() {
        let next = if w + 1 < j { solved[w + 1] } else { first };
        for (k, x) in solved[w].iter_mut().enumerate() {
            *x = pass[w] * next[k] + rest[w][k];
        }
    }
    solved
}

#[cfg(test)]
mod tests {
    use super::super::super::race::{self, Finishing, RaceTable};
    use super::super::two_player_loser;
    use super::*;

    /// The largest difference between the table and the finishing-turn engine over every
    /// position of a race of `players` (every `stride`-th one), for every roller.
    fn largest_difference(options: &SlamDiceOptions, players: usize, stride: usize) -> f64 {
        let table = tables(options, players);
        let mut races = RaceTable::new(race::RaceRules::new(options));
        let t = options.target as usize;
        let positions = t.pow(players as u32);
        let mut worst: f64 = 0.0;
        for pos in (0..positions).step_by(stride) {
            let scores: Vec<u32> = (0..players)
                .map(|w| (pos / t.pow(w as u32) % t) as u32)
                .collect();
            let from: Vec<_> = scores.iter().map(|s| races.at_score(*s)).collect();
            for roller in 0..players {
                let order: Vec<&Finishing> = (0..players)
                    .map(|k| from[(roller + k) % players].as_ref())
                    .collect();
                let p = race::losers(&order);
                let want = table.chances(&scores, roller).unwrap_or_default();
                for (k, pk) in p.iter().enumerate() {
                    let seat = (roller + k) % players;
                    worst = worst.max((pk - want[seat]).abs());
                }
            }
        }
        worst
    }

    #[test]
    fn the_finishing_turn_engine_agrees_with_the_table_where_both_are_exact() {
        let default = SlamDiceOptions::default();
        let short = SlamDiceOptions {
            target: 7,
            single: 2,
            small: 3,
            ..Default::default()
        };
        let busty = SlamDiceOptions {
            target: 12,
            single: 2,
            small: 5,
            ..Default::default()
        };
        for (options, players, stride) in [
            (default, 2, 1),
            (default, 3, 1),
            (default, 4, 7),
            (short, 4, 1),
            (busty, 3, 1),
            (busty, 4, 5),
        ] {
            let d = largest_difference(&options, players, stride);
            assert!(d < 1e-9, "{options:?}, {players} players: {d}");
        }
    }

    fn tables(options: &SlamDiceOptions, players: usize) -> LoserTable {
        let mut table: Option<LoserTable> = None;
        for j in 2..=players {
            table = Some(LoserTable::build(
                TableRules::new(options, j),
                table.as_ref(),
            ));
        }
        match table {
            Some(t) => t,
            None => panic!("no table for {players} players"),
        }
    }

    #[test]
    fn loss_chances_sum_to_one_everywhere() {
        let o = SlamDiceOptions::default();
        let t = tables(&o, 3);
        for scores in [[0, 0, 0], [14, 0, 7], [3, 9, 14], [14, 14, 14]] {
            for roller in 0..3 {
                let v = t.chances(&scores, roller).unwrap_or_default();
                assert!((v.iter().sum::<f64>() - 1.0).abs() < 1e-12, "{v:?}");
                assert!(v.iter().all(|p| (0.0..=1.0).contains(p)));
            }
        }
        // Symmetry: rotating the seats and the roller together rotates the chances.
        let a = t.chances(&[2, 5, 11], 1).unwrap_or_default().to_vec();
        let b = t.chances(&[5, 11, 2], 0).unwrap_or_default();
        assert!((a[1] - b[0]).abs() < 1e-12 && (a[2] - b[1]).abs() < 1e-12);
    }

    #[test]
    fn the_roll_by_roll_chain_agrees_with_the_turn_by_turn_system() {
        for options in [
            SlamDiceOptions::default(),
            SlamDiceOptions {
                target: 7,
                single: 2,
                small: 3,
                ..Default::default()
            },
        ] {
            let [a, b] = two_player_loser(&options);
            let t = tables(&options, 2);
            let v = t.chances(&[0, 0], 0).unwrap_or_default();
            assert!(
                (v[0] - a).abs() < 1e-10 && (v[1] - b).abs() < 1e-10,
                "{v:?}"
            );
        }
    }
}
