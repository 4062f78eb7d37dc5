//! Slam Dice odds: what the next roll does at a score, the chance of finishing within the
//! turn, the two-player race by its linear system, and the report, whose chance of each
//! player being the loser comes from [`super::race`] for any table.

pub(crate) use super::race::HITS;
use super::race::{self, Finishing};
use super::{Method, NextRoll, SlamOdds, SlamPlayerOdds};
use crate::rules::options::SlamDiceOptions;
use crate::rules::slam::{SlamDice, SlamStep};
use std::sync::Arc;

#[cfg(test)]
mod small_race;

/// Exact per-roll odds for a Slam Dice player at a given score.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SlamRollOdds {
    /// Chances of 0, 1, 2, 3 hits.
    pub hits: [f64; 4],
    /// Chance this roll busts (a slam that would pass the target).
    pub bust: f64,
    /// Chance this roll finishes the player.
    pub finish: f64,
    /// Chance the player finishes before this turn ends, rolling from this score.
    pub finish_this_turn: f64,
}

/// Per-roll and per-turn odds for a Slam Dice player on `score`.
pub fn slam_roll(options: &SlamDiceOptions, score: u32) -> SlamRollOdds {
    let t = options.target;
    let over = |pts: u32| score + pts > t;
    let lands = |pts: u32| score + pts == t;
    let bust = HITS[1] * f64::from(u8::from(over(options.single)))
        + HITS[2] * f64::from(u8::from(over(options.small)));
    let finish = HITS[3]
        + HITS[1] * f64::from(u8::from(lands(options.single)))
        + HITS[2] * f64::from(u8::from(lands(options.small)));
    SlamRollOdds {
        hits: HITS,
        bust,
        finish,
        finish_this_turn: finish_in_turn(options)[score.min(t) as usize],
    }
}

/// What the next roll does for a player on `score`: a Single or Small Slam that would
/// pass the target is a bust, not a slam. The five chances sum to 1.
pub fn next_roll(options: &SlamDiceOptions, score: u32) -> NextRoll {
    let fits = |pts: u32| score.saturating_add(pts) <= options.target;
    let (single, single_bust) = if fits(options.single) {
        (HITS[1], 0.0)
    } else {
        (0.0, HITS[1])
    };
    let (small, small_bust) = if fits(options.small) {
        (HITS[2], 0.0)
    } else {
        (0.0, HITS[2])
    };
    NextRoll {
        miss: HITS[0],
        single,
        small,
        grand: HITS[3],
        bust: single_bust + small_bust,
    }
}

/// For every score `0..=target`, the chance of finishing within the turn that starts
/// there. Scores only rise within a turn, so one pass from the top down is exact.
pub fn finish_in_turn(options: &SlamDiceOptions) -> Vec<f64> {
    let t = options.target as usize;
    let mut g = vec![0.0; t + 1];
    g[t] = 1.0;
    for x in (0..t).rev() {
        let step = |pts: u32| {
            let y = x + pts as usize;
            if y <= t { g[y] } else { 0.0 }
        };
        g[x] = HITS[3] + HITS[1] * step(options.single) + HITS[2] * step(options.small);
    }
    g
}

/// The distribution of where a turn starting at `x` ends: `(end score, probability)`,
/// with `target` meaning finished. Excludes nothing: probabilities sum to 1.
pub(super) fn turn_outcomes(options: &SlamDiceOptions, x: u32) -> Vec<(u32, f64)> {
    let t = options.target;
    // reach[y] = chance the turn is still going at score y (about to roll).
    let mut reach = vec![0.0; t as usize + 1];
    let mut end = vec![0.0; t as usize + 1];
    reach[x as usize] = 1.0;
    for y in x..t {
        let r = reach[y as usize];
        if r == 0.0 {
            continue;
        }
        end[y as usize] += r * HITS[0];
        end[t as usize] += r * HITS[3];
        for (hits, pts) in [(1, options.single), (2, options.small)] {
            let z = y + pts;
            if z > t {
                end[y as usize] += r * HITS[hits];
            } else if z == t {
                end[t as usize] += r * HITS[hits];
            } else {
                reach[z as usize] += r * HITS[hits];
            }
        }
    }
    end.into_iter()
        .enumerate()
        .filter(|(_, p)| *p > 0.0)
        .map(|(s, p)| (s as u32, p))
        .collect()
}

/// For two players (seat 1 starts, both at 0), the exact chance that each seat is the
/// loser, by solving the linear system of the game's turn-by-turn Markov chain.
pub fn two_player_loser(options: &SlamDiceOptions) -> [f64; 2] {
    let t = options.target as usize;
    // Unknowns: L(a, b, who) = P(seat 1 loses | scores a, b < t, `who` to roll).
    let idx = |a: usize, b: usize, who: usize| (a * t + b) * 2 + who;
    let n = t * t * 2;
    let mut m = vec![vec![0.0; n + 1]; n];
    let outcomes: Vec<Vec<(u32, f64)>> = (0..t as u32).map(|x| turn_outcomes(options, x)).collect();
    for a in 0..t {
        for b in 0..t {
            for who in 0..2 {
                let row = idx(a, b, who);
                m[row][row] += 1.0;
                let mine = if who == 0 { a } else { b };
                for &(end, p) in &outcomes[mine] {
                    let end = end as usize;
                    if end == t {
                        // The roller is safe: the other one loses.
                        m[row][n] += if who == 0 { 0.0 } else { p };
                    } else {
                        let next = if who == 0 {
                            idx(end, b, 1)
                        } else {
                            idx(a, end, 0)
                        };
                        m[row][next] -= p;
                    }
                }
            }
        }
    }
    let x = solve(m);
    let first = x.get(idx(0, 0, 0)).copied().unwrap_or(f64::NAN);
    [first, 1.0 - first]
}

/// Gaussian elimination with partial pivoting on an augmented matrix.
fn solve(mut m: Vec<Vec<f64>>) -> Vec<f64> {
    let n = m.len();
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&i, &j| m[i][col].abs().total_cmp(&m[j][col].abs()))
            .unwrap_or(col);
        m.swap(col, pivot);
        let p = m[col][col];
        if p == 0.0 {
            continue;
        }
        let (above, below) = m.split_at_mut(col + 1);
        let pivot_row = &above[col];
        for row in below.iter_mut() {
            let f = row[col] / p;
            if f != 0.0 {
                for (x, y) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                    *x -= f * y;
                }
            }
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let s: f64 = (row + 1..n).map(|k| m[row][k] * x[k]).sum();
        x[row] = (m[row][n] - s) / m[row][row];
    }
    x
}

/// The players still in, in turn order from the one about to roll (seat 1 while slam
/// numbers are still being rolled: nobody has a score yet), with their scores.
pub(super) fn turn_order(game: &SlamDice) -> Vec<(usize, u32)> {
    let n = game.players().len();
    let first = match game.step() {
        SlamStep::Turn { player, .. } => player,
        _ => 0,
    };
    (0..n)
        .map(|k| (first + k) % n)
        .filter(|p| game.finished_rank(*p).is_none())
        .map(|p| (p, game.scores()[p]))
        .collect()
}

/// Each seat's chance of being the loser: 1 for the loser once the game is over, else
/// from the finishing distributions of the players still in, given in [`turn_order`]
/// (0 for the finished).
pub(super) fn loser_chances(game: &SlamDice, order: &[(usize, Arc<Finishing>)]) -> Vec<f64> {
    let n = game.players().len();
    if game.is_over() {
        return (0..n)
            .map(|p| f64::from(u8::from(game.loser() == Some(p))))
            .collect();
    }
    let finishing: Vec<&Finishing> = order.iter().map(|(_, f)| f.as_ref()).collect();
    let mut out = vec![0.0; n];
    for ((seat, _), p) in order.iter().zip(race::losers(&finishing)) {
        out[*seat] = p;
    }
    out
}

/// The Slam Dice report with the given loss chances.
pub(super) fn slam_odds(
    game: &SlamDice,
    p_loser: Vec<f64>,
    method: Method,
    se: Option<f64>,
) -> SlamOdds {
    let names = game.players();
    let options = game.options();
    let to_roll = game.current_player();
    let turn = match game.step() {
        SlamStep::Turn { player, .. } => Some(game.scores()[player]),
        _ => None,
    };
    SlamOdds {
        to_roll: to_roll.map(|p| names[p].clone()),
        score: to_roll.map(|p| game.scores()[p]),
        next_roll: turn.map(|s| next_roll(options, s)),
        p_finish_this_turn: turn.map(|s| finish_in_turn(options)[s.min(options.target) as usize]),
        players: names
            .iter()
            .zip(game.scores())
            .zip(p_loser)
            .map(|((name, score), p_loser)| SlamPlayerOdds {
                name: name.clone(),
                score: *score,
                p_loser,
            })
            .collect(),
        method,
        se,
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    #[test]
    fn slam_roll_odds_follow_the_binomial() {
        let o = SlamDiceOptions::default();
        assert!(close(HITS.iter().sum(), 1.0));
        let at14 = slam_roll(&o, 14);
        assert!(close(at14.bust, HITS[2]));
        assert!(close(at14.finish, HITS[1] + HITS[3]));
        let at0 = slam_roll(&o, 0);
        assert!(close(at0.bust, 0.0) && close(at0.finish, HITS[3]));
        assert!(at0.finish_this_turn > at0.finish);
    }

    #[test]
    fn next_roll_counts_a_slam_past_the_target_as_a_bust() {
        let o = SlamDiceOptions::default();
        let at0 = next_roll(&o, 0);
        assert!(close(at0.single, 75.0 / 216.0) && close(at0.bust, 0.0));
        // At 14: a Single lands on 15, a Small (+5) would pass it.
        let at14 = next_roll(&o, 14);
        assert!(close(at14.single, 75.0 / 216.0) && close(at14.small, 0.0));
        assert!(close(at14.bust, 15.0 / 216.0));
        for s in 0..15 {
            let r = next_roll(&o, s);
            assert!(close(r.miss + r.single + r.small + r.grand + r.bust, 1.0));
        }
    }

    #[test]
    fn turn_outcomes_sum_to_one() {
        let o = SlamDiceOptions::default();
        for x in 0..15 {
            assert!(close(
                turn_outcomes(&o, x).iter().map(|(_, p)| p).sum(),
                1.0
            ));
        }
        let g = finish_in_turn(&o);
        for x in 0..15 {
            let t = turn_outcomes(&o, x);
            let fin: f64 = t.iter().filter(|(s, _)| *s == 15).map(|(_, p)| p).sum();
            assert!(close(fin, g[x as usize]));
        }
    }

    #[test]
    fn two_player_loser_odds_favour_the_first_seat() {
        let [a, b] = two_player_loser(&SlamDiceOptions::default());
        assert!(close(a + b, 1.0));
        assert!(
            a > 0.0 && a < 0.5,
            "seat 1 rolls first, so loses less often: {a}"
        );
    }

    #[test]
    #[allow(clippy::needless_range_loop)]
    fn a_trivially_short_race_is_solved_exactly() {
        // target 2, single 1, small 2: check against a hand-built value iteration of the
        // same chain, turn by turn.
        let o = SlamDiceOptions {
            target: 2,
            single: 1,
            small: 2,
            ..Default::default()
        };
        let [a, _] = two_player_loser(&o);
        let mut l = [[[0.5f64; 2]; 2]; 2];
        for _ in 0..10_000 {
            let mut next = l;
            for x in 0..2 {
                for y in 0..2 {
                    for who in 0..2 {
                        let mine = if who == 0 { x } else { y };
                        let mut v = 0.0;
                        for (end, p) in turn_outcomes(&o, mine as u32) {
                            let end = end as usize;
                            v += p * if end == 2 {
                                if who == 0 { 0.0 } else { 1.0 }
                            } else if who == 0 {
                                l[end][y][1]
                            } else {
                                l[x][end][0]
                            };
                        }
                        next[x][y][who] = v;
                    }
                }
            }
            l = next;
        }
        assert!((a - l[0][0][0]).abs() < 1e-9, "{a} vs {}", l[0][0][0]);
    }
}
