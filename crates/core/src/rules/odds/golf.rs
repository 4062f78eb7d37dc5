//! Straight Golf odds: a hole's points from any position (by enumerating what the dice
//! left can show), a player's final total (a convolution of hole distributions) and each
//! player's chance to end among the winners.

use super::{GolfOdds, GolfPlayerOdds, HoleOdds, Method, ScoreDistribution};
use crate::rules::dice::Face;
use crate::rules::golf::{GOLF_DICE, StraightGolf, hole_points};
use crate::rules::options::ROUNDS;
use crate::rules::set_aside::SetAside;

/// Fewest points a hole can score: a straight on the first roll.
pub(super) const LOWEST: i32 = -3;

/// How many point counts a hole can end on: −3 up to 6 (nothing set aside).
const SPAN: usize = (GOLF_DICE as i32 - LOWEST + 1) as usize;

/// Sets of faces a hole can have aside (bit `i` = face `i + 1`).
const SETS: usize = 1 << GOLF_DICE;

/// The chance of each point count of one hole: `[i]` is the chance of `LOWEST + i`.
pub(super) type HolePoints = [f64; SPAN];

/// Every multiset of `k` dice faces with its probability (multinomial / 6^k), as a count
/// per face. At most 462 outcomes for six dice instead of 46 656 ordered ones.
pub(super) fn outcomes(k: usize) -> Vec<([u8; 6], f64)> {
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

/// Which faces `k` dice show, as a set (the only thing setting aside looks at), with the
/// chance of each set: at most 63 entries.
pub(super) fn shown_sets(k: usize) -> Vec<(u8, f64)> {
    let mut by_set = [0.0; SETS];
    for (counts, p) in outcomes(k) {
        let set = (0..6)
            .filter(|i| counts[*i] > 0)
            .fold(0usize, |m, i| m | (1 << i));
        by_set[set] += p;
    }
    (0..SETS)
        .filter(|s| by_set[*s] > 0.0)
        .map(|s| (s as u8, by_set[s]))
        .collect()
}

/// One die of each face in `set`: a roll that shows exactly those faces.
fn faces_of(set: u8) -> Vec<Face> {
    Face::ALL
        .into_iter()
        .filter(|f| set & (1 << f.index()) != 0)
        .collect()
}

fn slot(points: i32) -> usize {
    usize::try_from(points - LOWEST).unwrap_or(0).min(SPAN - 1)
}

/// A distribution over whole-number totals: `p[i]` is the chance of `lo + i`.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Totals {
    lo: i32,
    p: Vec<f64>,
}

impl Totals {
    /// Certainly `x`.
    fn point(x: i32) -> Self {
        Self {
            lo: x,
            p: vec![1.0],
        }
    }

    /// The distribution of this total plus an independent one.
    fn plus(&self, other: &Totals) -> Totals {
        let mut p = vec![0.0; self.p.len() + other.p.len() - 1];
        for (i, a) in self.p.iter().enumerate() {
            if *a == 0.0 {
                continue;
            }
            for (j, b) in other.p.iter().enumerate() {
                p[i + j] += a * b;
            }
        }
        Totals {
            lo: self.lo + other.lo,
            p,
        }
    }

    /// One hole's points as a total.
    fn of_hole(h: &HolePoints) -> Totals {
        Totals {
            lo: LOWEST,
            p: h.to_vec(),
        }
    }

    /// The chance of exactly `x`.
    fn at(&self, x: i32) -> f64 {
        usize::try_from(x - self.lo)
            .ok()
            .and_then(|i| self.p.get(i))
            .copied()
            .unwrap_or(0.0)
    }

    fn hi(&self) -> i32 {
        self.lo + self.p.len() as i32 - 1
    }
}

/// The exact points distribution of a hole from every position, for one pair of house
/// rules (rolls per hole, ordered or not), and the sum of any number of fresh holes.
#[derive(Debug, Clone)]
pub(super) struct HoleTable {
    /// Rolls per hole.
    pub(super) rolls: u32,
    /// The ordered-straight variant.
    pub(super) ordered: bool,
    /// `[(roll - 1) * SETS + set]`: from `set` aside, about to make roll `roll`.
    from: Vec<HolePoints>,
    /// `[n]`: the total of `n` fresh holes, for every `n` a game can have left.
    fresh: Vec<Totals>,
}

impl HoleTable {
    /// Enumerates every position, from the last roll back to the first.
    pub(super) fn new(rolls: u32, ordered: bool) -> Self {
        let shown: Vec<Vec<(u8, f64)>> = (0..=GOLF_DICE).map(shown_sets).collect();
        let mut from = vec![[0.0; SPAN]; rolls as usize * SETS];
        for roll in (1..=rolls).rev() {
            for bits in 0..SETS as u8 {
                let set = SetAside::from_bits(bits);
                // An ordered hole only ever holds a run from 1 (`bits` = 2^k - 1).
                if set.is_full() || (ordered && bits & (bits + 1) != 0) {
                    continue;
                }
                let mut d = [0.0; SPAN];
                for &(faces, p) in &shown[GOLF_DICE - set.len()] {
                    let (next, _) = set.apply(&faces_of(faces), ordered);
                    if next.is_full() {
                        d[slot(hole_points(next, Some(roll)))] += p;
                    } else if roll == rolls {
                        d[slot(hole_points(next, None))] += p;
                    } else {
                        let later = &from[index(roll + 1, next)];
                        for (x, y) in d.iter_mut().zip(later) {
                            *x += p * y;
                        }
                    }
                }
                from[index(roll, set)] = d;
            }
        }
        let mut table = Self {
            rolls,
            ordered,
            from,
            fresh: Vec::new(),
        };
        table.fresh = fresh_sums(&Totals::of_hole(&table.at(SetAside::EMPTY, 1)));
        table
    }

    /// The points distribution of a hole with `set` aside, about to make roll `roll`
    /// (a finished position when the set is full or no roll is left).
    pub(super) fn at(&self, set: SetAside, roll: u32) -> HolePoints {
        let mut done = [0.0; SPAN];
        if set.is_full() || roll == 0 || roll > self.rolls {
            let completed = set.is_full().then_some(roll.saturating_sub(1).max(1));
            done[slot(hole_points(set, completed))] = 1.0;
            return done;
        }
        self.from.get(index(roll, set)).copied().unwrap_or(done)
    }

    /// The total of `n` fresh holes.
    fn fresh(&self, n: usize) -> Totals {
        match self.fresh.get(n) {
            Some(t) => t.clone(),
            None => {
                let one = Totals::of_hole(&self.at(SetAside::EMPTY, 1));
                (0..n).fold(Totals::point(0), |t, _| t.plus(&one))
            }
        }
    }
}

fn index(roll: u32, set: SetAside) -> usize {
    (roll as usize - 1) * SETS + usize::from(set.bits())
}

/// The totals of 0, 1, … fresh holes, up to the longest game.
fn fresh_sums(one: &Totals) -> Vec<Totals> {
    let mut sums = vec![Totals::point(0)];
    for n in 1..=*ROUNDS.end() as usize {
        let next = sums[n - 1].plus(one);
        sums.push(next);
    }
    sums
}

/// A hole's points as a [`ScoreDistribution`] (only the point counts it can reach).
pub(super) fn to_distribution(h: &HolePoints) -> ScoreDistribution {
    let mut d = ScoreDistribution::default();
    for (i, p) in h.iter().enumerate() {
        if *p > 0.0 {
            d.probabilities.insert(LOWEST + i as i32, *p);
        }
    }
    d
}

/// The exact distribution of a Straight Golf hole's score from a position: `set_aside`
/// already set aside, `next_roll` (1-based) about to be rolled, `rolls_per_hole` allowed.
pub fn golf_hole(
    set_aside: SetAside,
    next_roll: u32,
    rolls_per_hole: u32,
    ordered: bool,
) -> ScoreDistribution {
    to_distribution(&HoleTable::new(rolls_per_hole, ordered).at(set_aside, next_roll))
}

/// The distribution of `seat`'s final total: their card so far, the hole they are
/// playing (from its state) and every hole still to come.
fn final_total(table: &HoleTable, game: &StraightGolf, seat: usize) -> Totals {
    let card = &game.cards()[seat];
    let mut left = (game.options().rounds as usize).saturating_sub(card.holes.len());
    let mut total = Totals::point(card.total());
    if game.is_over() {
        return total;
    }
    if let Some(h) = game.hole()
        && h.player == seat
    {
        total = total.plus(&Totals::of_hole(&table.at(h.set_aside, h.roll)));
        left = left.saturating_sub(1);
    }
    total.plus(&table.fresh(left))
}

/// Every seat's [`final_total`].
fn final_totals(table: &HoleTable, game: &StraightGolf) -> Vec<Totals> {
    (0..game.players().len())
        .map(|seat| final_total(table, game, seat))
        .collect()
}

/// Each seat's expected share of the win (a win shared by `k` counts `1/k` for each), so
/// that the shares sum to 1: `Σ_x P(Tᵢ = x) · E[1/(1 + K) · 1{every other ≥ x}]`, `K` the
/// others on exactly `x`, from the coefficients of `Π_{j≠i} (P(Tⱼ > x) + P(Tⱼ = x)·z)`.
/// Only the tests need it: it checks [`win_chances`] and the story's ties.
#[cfg(test)]
pub(super) fn win_shares(table: &HoleTable, game: &StraightGolf) -> Vec<f64> {
    let finals = final_totals(table, game);
    let lo = finals.iter().map(|t| t.lo).min().unwrap_or(0);
    let hi = finals.iter().map(Totals::hi).max().unwrap_or(0);
    let above = |t: &Totals, x: i32| (x + 1..=t.hi()).map(|y| t.at(y)).sum::<f64>();
    (0..finals.len())
        .map(|i| {
            (lo..=hi)
                .map(|x| {
                    let mut poly = vec![1.0];
                    for (_, t) in finals.iter().enumerate().filter(|(j, _)| *j != i) {
                        let (gt, eq) = (above(t, x), t.at(x));
                        let mut next = vec![0.0; poly.len() + 1];
                        for (k, c) in poly.iter().enumerate() {
                            next[k] += c * gt;
                            next[k + 1] += c * eq;
                        }
                        poly = next;
                    }
                    let share: f64 = poly
                        .iter()
                        .enumerate()
                        .map(|(k, c)| c / (k as f64 + 1.0))
                        .sum();
                    finals[i].at(x) * share
                })
                .sum()
        })
        .collect()
}

/// Each seat's exact chance to end with the lowest total (equal lowest totals share the
/// win, and a shared win counts for each): `Σ_x P(Tᵢ = x) · Π_{j≠i} P(Tⱼ ≥ x)`, the
/// players' totals being independent.
pub(super) fn win_chances(table: &HoleTable, game: &StraightGolf) -> Vec<f64> {
    let finals = final_totals(table, game);
    let lo = finals.iter().map(|t| t.lo).min().unwrap_or(0);
    let hi = finals.iter().map(Totals::hi).max().unwrap_or(0);
    // at_least[j][x - lo] = P(Tⱼ ≥ x).
    let at_least: Vec<Vec<f64>> = finals
        .iter()
        .map(|t| {
            let mut s: Vec<f64> = (lo..=hi).map(|x| t.at(x)).collect();
            for i in (0..s.len().saturating_sub(1)).rev() {
                s[i] += s[i + 1];
            }
            s
        })
        .collect();
    finals
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let p: f64 = (lo..=hi)
                .map(|x| {
                    let k = (x - lo) as usize;
                    let others: f64 = (0..finals.len())
                        .filter(|j| *j != i)
                        .map(|j| at_least[j][k])
                        .product();
                    t.at(x) * others
                })
                .sum();
            p.clamp(0.0, 1.0)
        })
        .collect()
}

/// The odds of the hole in progress, if a hole is being played.
pub(super) fn hole_odds(table: &HoleTable, game: &StraightGolf) -> Option<HoleOdds> {
    let h = game.hole()?;
    let points = table.at(h.set_aside, h.roll);
    let distribution = to_distribution(&points);
    Some(HoleOdds {
        roll: h.roll,
        set_aside: h.set_aside.faces().into_iter().map(Face::value).collect(),
        p_straight: points[..slot(0) + 1].iter().sum(),
        expected_points: distribution.mean(),
        distribution: distribution.probabilities,
    })
}

/// The Straight Golf report with the given chances to win.
pub(super) fn golf_odds(
    table: &HoleTable,
    game: &StraightGolf,
    p_win: Vec<f64>,
    method: Method,
    se: Option<f64>,
) -> GolfOdds {
    let names = game.players();
    GolfOdds {
        to_roll: game.current_player().map(|p| names[p].clone()),
        hole: hole_odds(table, game),
        players: names
            .iter()
            .zip(game.cards())
            .zip(p_win)
            .map(|((name, card), p_win)| GolfPlayerOdds {
                name: name.clone(),
                total: card.total(),
                p_win,
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
    fn outcome_tables_sum_to_one_and_count_multisets() {
        for k in 0..=6 {
            let o = outcomes(k);
            assert!(close(o.iter().map(|(_, p)| p).sum(), 1.0));
            assert!(close(shown_sets(k).iter().map(|(_, p)| p).sum(), 1.0));
        }
        assert_eq!(outcomes(6).len(), 462);
        assert_eq!(shown_sets(6).len(), 63);
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
    fn fresh_sums_are_convolutions_that_keep_their_mass() {
        let t = HoleTable::new(3, false);
        let one = to_distribution(&t.at(SetAside::EMPTY, 1));
        for n in [0, 1, 2, 9, 36] {
            let s = t.fresh(n);
            assert!((s.p.iter().sum::<f64>() - 1.0).abs() < 1e-9, "n = {n}");
            let mean: f64 =
                s.p.iter()
                    .enumerate()
                    .map(|(i, p)| (s.lo + i as i32) as f64 * p)
                    .sum();
            assert!((mean - n as f64 * one.mean()).abs() < 1e-9, "n = {n}");
        }
        // Two holes: P(total = -6) = P(-3)².
        assert!(close(t.fresh(2).at(-6), one.p(-3) * one.p(-3)));
    }

    #[test]
    fn finished_positions_score_what_they_hold() {
        let t = HoleTable::new(3, false);
        assert!(close(t.at(SetAside::from_bits(0b1), 4)[slot(5)], 1.0));
        assert!(close(t.at(SetAside::FULL, 3)[slot(-1)], 1.0));
    }
}
