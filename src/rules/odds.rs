//! Odds, exact wherever that is quick: by enumeration and Markov chains, with Monte-Carlo
//! (seeded, deterministic) only for Slam Dice races too large to solve at once.
//!
//! [`report`] turns any game state into an [`OddsReport`]: for Straight Golf the hole in
//! progress (its points distribution from its state) and each player's chance to win;
//! for Slam Dice what the next roll does, the chance of finishing this turn and each
//! player's chance to be the loser. Exact tables are memoised ([`OddsTables`]), so asking
//! again after every roll costs microseconds. The lower-level pieces ([`golf_hole`],
//! [`next_roll`], [`finish_in_turn`], [`two_player_loser`]) stay available on their own.

mod golf;
mod sample;
mod slam;

pub use golf::golf_hole;
pub use slam::{
    HITS, MAX_TABLE_NUMBERS, SlamRollOdds, finish_in_turn, next_roll, slam_roll, two_player_loser,
};

use super::game::Game;
use super::golf::StraightGolf;
use super::options::{SlamDiceOptions, StraightGolfOptions};
use super::slam::SlamDice;
use golf::HoleTable;
use serde::{Deserialize, Serialize};
use slam::{LoserTable, RaceRules};
use std::collections::BTreeMap;
use std::sync::{Arc, LazyLock, Mutex};

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
}

/// How the game-level chances were found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Method {
    /// Computed exactly (up to floating-point rounding).
    Exact,
    /// Estimated by playing the rest of the game many times; see the standard error.
    MonteCarlo,
}

/// The odds at one moment of a game: `{"game": "straight_golf", …}` or
/// `{"game": "slam_dice", …}` in JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "snake_case")]
pub enum OddsReport {
    /// Straight Golf.
    StraightGolf(GolfOdds),
    /// Slam Dice.
    SlamDice(SlamOdds),
}

/// Straight Golf odds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GolfOdds {
    /// Who rolls next (the roll-off die or the hole), `None` once the game is over.
    pub to_roll: Option<String>,
    /// The hole of the player to roll, from its state; `None` during the roll-off and
    /// once the game is over.
    pub hole: Option<HoleOdds>,
    /// Every player, in seat order.
    pub players: Vec<GolfPlayerOdds>,
    /// How `p_win` was found.
    pub method: Method,
    /// The largest standard error of a `p_win`, when sampled (absent when exact).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub se: Option<f64>,
}

/// The hole in progress.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HoleOdds {
    /// The number of the next roll (1 = a fresh hole).
    pub roll: u32,
    /// The faces already set aside, ascending.
    pub set_aside: Vec<u8>,
    /// The chance of completing the straight within the hole.
    pub p_straight: f64,
    /// The expected points for the hole.
    pub expected_points: f64,
    /// The chance of each final point count (only those that can happen).
    pub distribution: BTreeMap<i32, f64>,
}

/// One Straight Golf player's standing and chance to win.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GolfPlayerOdds {
    /// The player's name.
    pub name: String,
    /// Their total so far.
    pub total: i32,
    /// The chance they end among the winners (a shared win counts).
    pub p_win: f64,
}

/// Slam Dice odds.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SlamOdds {
    /// Who rolls next (their turn, or their own slam number); `None` while the shared
    /// slam number is rolled and once the game is over.
    pub to_roll: Option<String>,
    /// The score of the player to roll.
    pub score: Option<u32>,
    /// What the next roll does for them; `None` while slam numbers are still to be rolled.
    pub next_roll: Option<NextRoll>,
    /// The chance they reach the target before this turn ends; `None` while slam numbers
    /// are still to be rolled.
    pub p_finish_this_turn: Option<f64>,
    /// Every player, in seat order.
    pub players: Vec<SlamPlayerOdds>,
    /// How `p_loser` was found.
    pub method: Method,
    /// The largest standard error of a `p_loser` when sampled; `None` when exact.
    pub se: Option<f64>,
}

/// The outcomes of one Slam Dice roll at a score; they sum to 1.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct NextRoll {
    /// No die shows the slam number.
    pub miss: f64,
    /// A Single Slam that counts.
    pub single: f64,
    /// A Small Slam that counts.
    pub small: f64,
    /// A Grand Slam.
    pub grand: f64,
    /// A Single or Small Slam that would pass the target.
    pub bust: f64,
}

/// One Slam Dice player's standing and chance to lose.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SlamPlayerOdds {
    /// The player's name.
    pub name: String,
    /// Their score.
    pub score: u32,
    /// The chance they end as the loser (0 once finished).
    pub p_loser: f64,
}

/// Games [`report`] plays when a race is too large to solve exactly.
pub const DEFAULT_SAMPLES: u32 = 20_000;

/// The seed [`report`] samples with, so that the same state always gives the same
/// report.
pub const DEFAULT_SEED: u64 = 0x0DD5;

/// Exact tables computed so far, kept so that the next report is instant. A window can
/// hold its own; [`report`] shares one for the whole program.
#[derive(Debug, Clone, Default)]
pub struct OddsTables {
    holes: Vec<Arc<HoleTable>>,
    losers: Vec<Arc<LoserTable>>,
}

impl OddsTables {
    /// The hole table for these house rules, computed on first use.
    fn holes(&mut self, options: &StraightGolfOptions) -> Arc<HoleTable> {
        let (rolls, ordered) = (options.rolls_per_hole, options.ordered_straight);
        if let Some(t) = self
            .holes
            .iter()
            .find(|t| t.rolls == rolls && t.ordered == ordered)
        {
            return Arc::clone(t);
        }
        let t = Arc::new(HoleTable::new(rolls, ordered));
        self.holes.push(Arc::clone(&t));
        t
    }

    /// The loser table for this race, with those for fewer players it builds on;
    /// `None` when it is too large to be exact.
    fn losers(&mut self, rules: RaceRules) -> Option<Arc<LoserTable>> {
        if !rules.is_exact() {
            return None;
        }
        if let Some(t) = self.losers.iter().find(|t| t.rules == rules) {
            return Some(Arc::clone(t));
        }
        let fewer = if rules.players > 2 {
            Some(self.losers(rules.one_fewer())?)
        } else {
            None
        };
        let t = Arc::new(LoserTable::build(rules, fewer.as_deref()));
        self.losers.push(Arc::clone(&t));
        Some(t)
    }

    /// The loser table for the players still in `game`, if exact.
    fn losers_for(&mut self, game: &SlamDice) -> Option<Arc<LoserTable>> {
        let players = slam::race_position(game).0.len();
        if players < 2 {
            return None;
        }
        self.losers(RaceRules::new(game.options(), players))
    }

    /// `game` with the exact tables it needs: a hole table for Straight Golf, a loser
    /// table for Slam Dice (none when the race is too large, or the game is over).
    fn prepare<'a>(&mut self, game: &'a Game) -> Prepared<'a> {
        match game {
            Game::Golf(g) => Prepared::Golf(g, self.holes(g.options())),
            Game::Slam(g) => Prepared::Slam(g, self.losers_for(g)),
        }
    }

    /// The odds for `game`, like [`report`] but with these tables instead of the
    /// program's shared ones.
    pub fn report(&mut self, game: &Game) -> OddsReport {
        self.prepare(game).report()
    }
}

/// A game with the tables its report reads.
enum Prepared<'a> {
    Golf(&'a StraightGolf, Arc<HoleTable>),
    Slam(&'a SlamDice, Option<Arc<LoserTable>>),
}

impl Prepared<'_> {
    /// The report: exact, or with the loss chances sampled ([`DEFAULT_SAMPLES`] games
    /// from [`DEFAULT_SEED`]) when there is no loser table.
    fn report(self) -> OddsReport {
        match self {
            Prepared::Golf(g, table) => {
                let p_win = golf::win_chances(&table, g);
                OddsReport::StraightGolf(golf::golf_odds(&table, g, p_win, Method::Exact, None))
            }
            Prepared::Slam(g, table) => match slam::loser_chances(g, table.as_deref()) {
                Some(p) => OddsReport::SlamDice(slam::slam_odds(g, p, Method::Exact, None)),
                None => sampled_slam(g, DEFAULT_SAMPLES, DEFAULT_SEED),
            },
        }
    }
}

/// The shared tables behind [`report`].
static SHARED: LazyLock<Mutex<OddsTables>> = LazyLock::new(Mutex::default);

/// Runs `f` on the shared tables (a panic elsewhere never makes them unusable: they only
/// ever hold finished tables).
fn with_shared<R>(f: impl FnOnce(&mut OddsTables) -> R) -> R {
    match SHARED.lock() {
        Ok(mut t) => f(&mut t),
        Err(poisoned) => f(&mut poisoned.into_inner()),
    }
}

/// The odds for `game` at this moment, exact where [`is_exact`] says so, using tables
/// shared by the whole program (the first report for a set of house rules builds them;
/// the rest are instant).
pub fn report(game: &Game) -> OddsReport {
    with_shared(|t| t.prepare(game)).report()
}

/// Whether [`report`] is exact for `game` (and so, once its tables are built, instant):
/// always for Straight Golf and for a finished game; for Slam Dice while the race of the
/// players still in fits [`MAX_TABLE_NUMBERS`] (2 to 4 players at the default target).
/// Otherwise `report` plays [`DEFAULT_SAMPLES`] games: run it off the frame loop.
pub fn is_exact(game: &Game) -> bool {
    match game {
        Game::Golf(_) => true,
        Game::Slam(g) => {
            let players = slam::race_position(g).0.len();
            g.is_over() || RaceRules::new(g.options(), players).is_exact()
        }
    }
}

/// The odds for `game` with the game-level chances (`p_win`, `p_loser`) estimated by
/// playing the rest of the game `samples` times with the real engine, dice drawn from
/// `seed`; the per-roll and per-hole odds stay exact. Deterministic for a seed.
pub fn report_monte_carlo(game: &Game, samples: u32, seed: u64) -> OddsReport {
    match game {
        Game::Golf(g) => {
            let table = with_shared(|t| t.holes(g.options()));
            let (p_win, se) = sample::winners(g, samples, seed);
            OddsReport::StraightGolf(golf::golf_odds(
                &table,
                g,
                p_win,
                Method::MonteCarlo,
                Some(se),
            ))
        }
        Game::Slam(g) => sampled_slam(g, samples, seed),
    }
}

fn sampled_slam(game: &SlamDice, samples: u32, seed: u64) -> OddsReport {
    let (p_loser, se) = sample::losers(game, samples, seed);
    OddsReport::SlamDice(slam::slam_odds(game, p_loser, Method::MonteCarlo, Some(se)))
}

/// The exact chance of each seat being the loser from the start of a Slam Dice game of
/// `players` (seat 1 rolls first), or `None` when that race is too large to be exact.
pub fn slam_start_losers(options: &SlamDiceOptions, players: usize) -> Option<Vec<f64>> {
    let table = with_shared(|t| t.losers(RaceRules::new(options, players)))?;
    table.chances(&vec![0; players], 0).map(<[f64]>::to_vec)
}
