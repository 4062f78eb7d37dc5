//! Slam Dice's loser, exactly, for any table of 2 to 8: each player's finishing turn as a
//! distribution of its own, and the loser as the one who finishes last in turn order.
//!
//! A player's progress depends only on their own rolls, and their slam number does not
//! matter (every face is as likely as the next), so from a score the chance of finishing
//! in one's `k`-th turn from now is one distribution per score, shared by every player on
//! it ([`Finishing`]). Turns go round the players still in, in seat order, from the one
//! rolling now; skipping the finished leaves the others' order alone, so the `k`-th turn
//! of the `j`-th player from the roller comes at step `(k − 1)·m + j` of the round-robin
//! of the `m` still in. Imagine everyone rolling on after the end: the loser is the one
//! whose finishing step comes last (they are never asked to roll, but the game ends at
//! once when the others are done, which is the same event). With `Kᵢ` the turn in which
//! player `i` finishes and `Fᵢ(k) = P(Kᵢ ≤ k)`, and ties within a round going to the one
//! later in the order:
//!
//! `P(loser = j) = Σₖ P(Kⱼ = k) · Π_{i<j} Fᵢ(k) · Π_{i>j} Fᵢ(k − 1)`.
//!
//! The turn in progress is turn 1 of its roller: rolling again mid-turn at a score is the
//! same as starting a turn there. While slam numbers are still being rolled, everyone is
//! at 0 with seat 1 first.
//!
//! **Truncation.** Every roll is a Grand Slam with chance 1/216, so a player unfinished
//! after `k` turns has chance at most (215/216)ᵏ. A distribution is kept until the mass
//! still unfinished is at most [`TAIL`] (never more than [`MAX_TURNS`] turns, where
//! (215/216)ᵏ < 10⁻¹⁶). To keep long races cheap, the lowest score a distribution still
//! holds is dropped once its mass is below [`DROP`] (10⁻³⁰; counted as never finishing,
//! at most once per score). The sum above then counts exactly the games in which every
//! player finishes within the turns kept for them and by a path kept, so each chance is
//! short of the true one by at most the summed unfinished and dropped mass of the players
//! still in — below 8 · (10⁻¹⁴ + 1000 · 10⁻³⁰) — and the chances sum to 1 within that.

use crate::rules::options::{MAX_PLAYERS, SlamDiceOptions};
use std::sync::Arc;

/// Chances of 0, 1, 2 and 3 dice showing the slam number in one roll of three.
pub(crate) const HITS: [f64; 4] = [125.0 / 216.0, 75.0 / 216.0, 15.0 / 216.0, 1.0 / 216.0];

/// The unfinished mass at which a finishing distribution stops.
pub const TAIL: f64 = 1e-14;

/// The most turns a finishing distribution holds: (215/216)^8000 < 10⁻¹⁶, so no
/// distribution ever reaches it with mass above [`TAIL`] left.
pub(crate) const MAX_TURNS: usize = 8_000;

/// Mass below which the lowest score still held is dropped from a distribution, counted
/// as never finishing: at most one entry per score is ever dropped, so at most
/// `target · 10⁻³⁰` is lost, far inside [`TAIL`].
const DROP: f64 = 1e-30;

/// Numbers the finishing distributions of one set of house rules may hold together
/// (16 MiB of `f64`); past it the cache starts afresh.
const MAX_CACHED_NUMBERS: usize = 1 << 21;

/// The house-rule numbers a player's race depends on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct RaceRules {
    target: u32,
    single: u32,
    small: u32,
}

impl RaceRules {
    /// The numbers of `options`.
    pub(super) fn new(options: &SlamDiceOptions) -> Self {
        Self {
            target: options.target,
            single: options.single,
            small: options.small,
        }
    }
}

/// From one score: the chance of finishing in each of one's coming turns.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Finishing {
    /// `[k]`: the chance of finishing in turn `k + 1` from now.
    by_turn: Vec<f64>,
    /// The chance of not having finished after the last of them, besides what was
    /// dropped (at most [`TAIL`]).
    left: f64,
}

impl Finishing {
    /// The distribution for a player on `score` (below the target) about to roll, turn
    /// by turn: the unfinished mass over scores at the start of each turn, pushed through
    /// one turn at a time.
    pub(super) fn new(rules: RaceRules, score: u32) -> Self {
        let span = rules.target.saturating_sub(score).max(1) as usize;
        // at[i]: the chance of starting the coming turn unfinished at `score + i`; none
        // below `low`, where it was dropped.
        let mut at = vec![0.0; span];
        at[0] = 1.0;
        let mut next = vec![0.0; span];
        let mut low = 0;
        let mut by_turn = Vec::new();
        let mut left = 1.0;
        while left > TAIL && by_turn.len() < MAX_TURNS {
            by_turn.push(one_turn(
                rules,
                score + low as u32,
                &mut at[low..],
                &mut next[low..],
            ));
            std::mem::swap(&mut at, &mut next);
            // Scores never fall, so the lowest entry only shrinks; once it is negligible
            // it is dropped (counted as never finishing) and the band starts higher.
            while low + 1 < span && at[low] < DROP {
                at[low] = 0.0;
                low += 1;
            }
            left = at[low..].iter().sum();
        }
        Self { by_turn, left }
    }

    /// How many turns it holds.
    fn turns(&self) -> usize {
        self.by_turn.len()
    }

    /// The chance of finishing in turn `k + 1` (0 past the turns held).
    fn at(&self, k: usize) -> f64 {
        self.by_turn.get(k).copied().unwrap_or(0.0)
    }

    /// The chance of not having finished after the turns held.
    #[cfg(test)]
    pub(super) fn left(&self) -> f64 {
        self.left
    }
}

/// One turn for the unfinished mass `at` (scores from `base` up): returns the chance of
/// finishing in it, leaves where the rest starts the next turn in `next`. Scores only rise
/// within a turn, so one pass upward sees every score after all that reaches it.
fn one_turn(rules: RaceRules, base: u32, at: &mut [f64], next: &mut [f64]) -> f64 {
    next.fill(0.0);
    let span = at.len();
    let mut done = 0.0;
    for i in 0..span {
        let m = at[i];
        if m == 0.0 {
            continue;
        }
        let score = base + i as u32;
        let mut stay = HITS[0];
        done += m * HITS[3];
        for (p, points) in [(HITS[1], rules.single), (HITS[2], rules.small)] {
            let to = score + points;
            if to == rules.target {
                done += m * p;
            } else if to > rules.target {
                stay += p;
            } else {
                // Still rolling this turn, higher up.
                at[i + points as usize] += m * p;
            }
        }
        next[i] += m * stay;
    }
    done
}

/// Each player's chance of being the loser, `order[0]` rolling now and the rest after in
/// turn order, from their finishing distributions (see the module's formula).
pub(super) fn losers(order: &[&Finishing]) -> Vec<f64> {
    let m = order.len();
    let mut p = vec![0.0; m];
    if m < 2 {
        p.fill(1.0);
        return p;
    }
    let turns = order.iter().map(|f| f.turns()).max().unwrap_or(0);
    // by[i] = Fᵢ(k − 1) before turn k is added, then Fᵢ(k).
    let mut by = [0.0; MAX_PLAYERS];
    let mut before = [0.0; MAX_PLAYERS];
    let mut after = [0.0; MAX_PLAYERS];
    for k in 0..turns {
        before[..m].copy_from_slice(&by[..m]);
        for (b, f) in by.iter_mut().zip(order) {
            *b += f.at(k);
        }
        // after[j] = Π_{i>j} Fᵢ(k − 1), built from the back.
        let mut carry = 1.0;
        for j in (0..m).rev() {
            after[j] = carry;
            carry *= before[j];
        }
        let mut ahead = 1.0;
        for (j, f) in order.iter().enumerate() {
            p[j] += f.at(k) * ahead * after[j];
            ahead *= by[j];
        }
    }
    p
}

/// The finishing distributions of one set of house rules, per score, computed on first
/// use.
#[derive(Debug, Clone)]
pub(super) struct RaceTable {
    rules: RaceRules,
    by_score: Vec<Option<Arc<Finishing>>>,
    numbers: usize,
}

impl RaceTable {
    /// An empty table for `rules`.
    pub(super) fn new(rules: RaceRules) -> Self {
        Self {
            rules,
            by_score: vec![None; rules.target as usize],
            numbers: 0,
        }
    }

    /// Whether this table is for `rules`.
    pub(super) fn is_for(&self, rules: RaceRules) -> bool {
        self.rules == rules
    }

    /// The distribution from `score` (clamped below the target).
    pub(super) fn at_score(&mut self, score: u32) -> Arc<Finishing> {
        let s = score.min(self.rules.target.saturating_sub(1));
        if let Some(Some(f)) = self.by_score.get(s as usize) {
            return Arc::clone(f);
        }
        let f = Arc::new(Finishing::new(self.rules, s));
        if self.numbers + f.turns() > MAX_CACHED_NUMBERS {
            self.by_score.fill(None);
            self.numbers = 0;
        }
        self.numbers += f.turns();
        if let Some(slot) = self.by_score.get_mut(s as usize) {
            *slot = Some(Arc::clone(&f));
        }
        f
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::odds::finish_in_turn;

    fn rules(target: u32, single: u32, small: u32) -> RaceRules {
        RaceRules {
            target,
            single,
            small,
        }
    }

    #[test]
    fn the_first_turn_finishes_as_often_as_finish_in_turn_says() {
        let options = SlamDiceOptions::default();
        let g = finish_in_turn(&options);
        for s in 0..15 {
            let f = Finishing::new(RaceRules::new(&options), s);
            assert!((f.at(0) - g[s as usize]).abs() < 1e-15, "score {s}");
            let total: f64 = f.by_turn.iter().sum();
            assert!((total + f.left - 1.0).abs() < 1e-13, "score {s}");
            assert!(f.left <= TAIL && f.turns() < MAX_TURNS);
        }
    }

    #[test]
    fn a_player_who_can_only_finish_by_a_grand_slam_is_geometric() {
        // Target 15, Single 2, Small 5, at 14: both slams bust, only a Grand finishes,
        // and every turn is one roll: P(K = k) = (215/216)^(k−1) / 216.
        let f = Finishing::new(rules(15, 2, 5), 14);
        let q: f64 = 215.0 / 216.0;
        for k in [0, 1, 10, 500, 3000] {
            let want = q.powi(k as i32) / 216.0;
            assert!((f.at(k) - want).abs() < 1e-15 * want.max(1.0), "turn {k}");
        }
        assert!(f.left <= TAIL && f.turns() > 6_000 && f.turns() < MAX_TURNS);
    }

    #[test]
    fn a_long_race_loses_no_more_than_the_stated_mass() {
        // Target 1000 with Single 2 and Small 5: a thousand scores, and stuck near the top.
        for score in [0, 500, 997, 999] {
            let f = Finishing::new(rules(1000, 2, 5), score);
            let total: f64 = f.by_turn.iter().sum();
            assert!(
                (total + f.left - 1.0).abs() < 1e-12,
                "score {score}: {total}"
            );
            assert!(f.left <= TAIL && f.turns() < MAX_TURNS);
        }
    }

    #[test]
    fn two_coins_give_the_textbook_answer() {
        // Both at 14 under the default rules: every turn is one roll, finishing with
        // f = 76/216. The first to roll loses with (1 − f)·f / (1 − (1 − f)²).
        let f = Finishing::new(RaceRules::new(&SlamDiceOptions::default()), 14);
        let p = losers(&[&f, &f]);
        let c = 76.0 / 216.0;
        let first = (1.0 - c) * c / (1.0 - (1.0 - c) * (1.0 - c));
        assert!((p[0] - first).abs() < 1e-14 && (p[1] - (1.0 - first)).abs() < 1e-14);
    }

    #[test]
    fn chances_sum_to_one_within_the_stated_bound() {
        let mut table = RaceTable::new(RaceRules::new(&SlamDiceOptions::default()));
        let scores = [0, 3, 14, 9, 0, 11, 5, 13];
        for m in 2..=8 {
            let fs: Vec<Arc<Finishing>> = scores[..m].iter().map(|s| table.at_score(*s)).collect();
            let order: Vec<&Finishing> = fs.iter().map(Arc::as_ref).collect();
            let p = losers(&order);
            let sum: f64 = p.iter().sum();
            let bound: f64 = order.iter().map(|f| f.left()).sum();
            assert!((sum - 1.0).abs() <= bound + 1e-13, "{m}: {sum}");
            assert!(p.iter().all(|x| (0.0..=1.0).contains(x)));
        }
    }
}
