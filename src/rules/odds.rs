//! Exact odds, by enumeration and Markov chains (never by sampling).
//!
//! Straight Golf: the distribution of a hole's score from any position. Slam Dice: the
//! per-roll chances of 0–3 hits, of a bust and of finishing, the chance of finishing
//! within a turn, and for two players the exact chance that each seat loses.

use super::dice::Face;
use super::golf::{GOLF_DICE, SetAside, hole_points};
use super::options::SlamDiceOptions;
use std::collections::BTreeMap;

/// A probability distribution over hole scores.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ScoreDistribution {
    /// Score → probability; probabilities sum to 1.
    pub probabilities: BTreeMap<i32, f64>,
}

impl ScoreDistribution {
    /// The expected score.
    pub fn mean(&self) -> f64 {
        self.probabilities
            .iter()
            .map(|(s, p)| f64::from(*s) * p)
            .sum()
    }

    /// The probability of `score` (0 when impossible).
    pub fn p(&self, score: i32) -> f64 {
        self.probabilities.get(&score).copied().unwrap_or(0.0)
    }

    fn add(&mut self, score: i32, p: f64) {
        *self.probabilities.entry(score).or_insert(0.0) += p;
    }
}

/// Every multiset of `k` dice faces with its probability (multinomial / 6^k), as a count
/// per face. At most 462 outcomes for six dice instead of 46 656 ordered ones.
fn outcomes(k: usize) -> Vec<([u8; 6], f64)> {
    fn fill(face: usize, left: usize, counts: &mut [u8; 6], out: &mut Vec<[u8; 6]>) {
        if face == 5 {
            counts[5] = left as u8;
            out.push(*counts);
            return;
        }
        for c in 0..=left {
            counts[face] = c as u8;
            fill(face + 1, left - c, counts, out);
        }
    }
    let fact = |n: usize| (1..=n).map(|x| x as f64).product::<f64>();
    let mut all = Vec::new();
    fill(0, k, &mut [0; 6], &mut all);
    let total = 6f64.powi(k as i32);
    all.into_iter()
        .map(|c| {
            let ways = fact(k) / c.iter().map(|x| fact(usize::from(*x))).product::<f64>();
            (c, ways / total)
        })
        .collect()
}

/// The exact distribution of a Straight Golf hole's score from a position: `set_aside`
/// already set aside, `next_roll` (1-based) about to be rolled, `rolls_per_hole` allowed.
pub fn golf_hole(
    set_aside: SetAside,
    next_roll: u32,
    rolls_per_hole: u32,
    ordered: bool,
) -> ScoreDistribution {
    let mut dist = ScoreDistribution::default();
    let mut cache: BTreeMap<(u8, u32), ScoreDistribution> = BTreeMap::new();
    let tables: Vec<Vec<([u8; 6], f64)>> = (0..=GOLF_DICE).map(outcomes).collect();
    for (score, p) in golf_rec(
        set_aside,
        next_roll,
        rolls_per_hole,
        ordered,
        &tables,
        &mut cache,
    )
    .probabilities
    {
        dist.add(score, p);
    }
    dist
}

fn golf_rec(
    set: SetAside,
    roll: u32,
    rolls: u32,
    ordered: bool,
    tables: &[Vec<([u8; 6], f64)>],
    cache: &mut BTreeMap<(u8, u32), ScoreDistribution>,
) -> ScoreDistribution {
    if let Some(d) = cache.get(&(set.bits(), roll)) {
        return d.clone();
    }
    let mut dist = ScoreDistribution::default();
    if set.is_full() || roll > rolls {
        // A finished position: nothing left to roll.
        dist.add(hole_points(set, None), 1.0);
        cache.insert((set.bits(), roll), dist.clone());
        return dist;
    }
    for (counts, p) in &tables[GOLF_DICE - set.len()] {
        let faces: Vec<Face> = Face::ALL
            .into_iter()
            .filter(|f| counts[f.index()] > 0)
            .collect();
        let (next, _) = set.apply(&faces, ordered);
        if next.is_full() {
            dist.add(hole_points(next, Some(roll)), *p);
        } else if roll == rolls {
            dist.add(hole_points(next, None), *p);
        } else {
            for (s, q) in golf_rec(next, roll + 1, rolls, ordered, tables, cache).probabilities {
                dist.add(s, p * q);
            }
        }
    }
    cache.insert((set.bits(), roll), dist.clone());
    dist
}

/// Chances of 0, 1, 2 and 3 dice showing the slam number in one roll of three.
pub const HITS: [f64; 4] = [125.0 / 216.0, 75.0 / 216.0, 15.0 / 216.0, 1.0 / 216.0];

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
fn turn_outcomes(options: &SlamDiceOptions, x: u32) -> Vec<(u32, f64)> {
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
/// loser, by solving the linear system of the game's Markov chain.
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

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    #[test]
    fn outcome_tables_sum_to_one_and_count_multisets() {
        for k in 0..=6 {
            let o = outcomes(k);
            assert!(close(o.iter().map(|(_, p)| p).sum(), 1.0));
        }
        assert_eq!(outcomes(6).len(), 462);
    }

    #[test]
    fn a_single_roll_straight_has_the_textbook_chance() {
        // P(six dice show 1..6) = 6!/6^6.
        let d = golf_hole(SetAside::EMPTY, 1, 1, false);
        assert!(close(d.p(-3), 720.0 / 46656.0));
        assert!(close(d.probabilities.values().sum(), 1.0));
    }

    #[test]
    fn one_die_left_on_the_last_roll() {
        // Five set aside, roll 3: one die, 1/6 to complete (0), else +1.
        let set = SetAside::from_bits(0b01_1111);
        let d = golf_hole(set, 3, 3, false);
        assert!(close(d.p(0), 1.0 / 6.0) && close(d.p(1), 5.0 / 6.0));
        // On roll 2 with one die: -1 with 1/6, then 0 with 5/36, else +1.
        let d = golf_hole(set, 2, 3, false);
        assert!(
            close(d.p(-1), 1.0 / 6.0) && close(d.p(0), 5.0 / 36.0) && close(d.p(1), 25.0 / 36.0)
        );
    }

    #[test]
    fn hole_scores_stay_in_range() {
        let std = golf_hole(SetAside::EMPTY, 1, 3, false);
        assert!(std.probabilities.keys().all(|s| (-3..=5).contains(s)));
        let ord = golf_hole(SetAside::EMPTY, 1, 3, true);
        assert!(ord.probabilities.keys().all(|s| (-3..=6).contains(s)));
        assert!(ord.mean() > std.mean(), "the ordered variant is harder");
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
        // target 2, single 1, small 2: from 0, a turn finishes with P(hit first) etc.
        // Check against a hand-built value iteration of the same chain.
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
