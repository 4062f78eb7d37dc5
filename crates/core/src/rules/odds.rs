//! Odds, exact for every state of both games: by enumeration, convolution and each Slam
//! Dice player's own finishing-turn distribution. Monte-Carlo (seeded, deterministic)
//! stays available as [`report_monte_carlo`], a cross-check.
//!
//! [`report`] turns any game state into an [`OddsReport`]: for Straight Golf the hole in
//! progress (its points distribution from its state) and each player's chance to win;
//! for Slam Dice what the next roll does, the chance of finishing this turn and each
//! player's chance to be the loser. Exact tables are memoised ([`OddsTables`]), so asking
//! again after every roll costs microseconds. The lower-level pieces ([`golf_hole`],
//! [`next_roll`], [`finish_in_turn`], [`two_player_loser`]) stay available on their own.
//! [`decisive`] tells, before a throw, whether the roll can decide the game.

mod decisive;
mod golf;
mod luck;
mod race;
mod sample;
mod slam;
mod story;

pub use decisive::{deciding_chance, decisive};
pub use golf::golf_hole;
pub use luck::{Luck, luck};
pub use race::TAIL;
pub use slam::{SlamRollOdds, finish_in_turn, next_roll, slam_roll, two_player_loser};
pub use story::{RollAt, Story, StoryPoint, Swing, story};

use super::game::Game;
use super::golf::StraightGolf;
use super::options::{SlamDiceOptions, StraightGolfOptions};
use super::slam::SlamDice;
use golf::HoleTable;
use race::{Finishing, RaceRules, RaceTable};
use serde::{Deserialize, Serialize};
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
    /// How `p_loser` was found: exact in every report, sampled only from
    /// [`report_monte_carlo`].
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

/// Games a Monte-Carlo report plays by default (what [`report`] played for a Slam Dice
/// race of five or more, before every state was exact).
pub const DEFAULT_SAMPLES: u32 = 20_000;

/// The seed a Monte-Carlo report samples with by default.
pub const DEFAULT_SEED: u64 = 0x0DD5;

/// Exact tables computed so far, kept so that the next report is instant. A window can
/// hold its own; [`report`] shares one for the whole program.
#[derive(Debug, Clone, Default)]
pub struct OddsTables {
    holes: Vec<Arc<HoleTable>>,
    races: Vec<RaceTable>,
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

    /// The finishing distributions for these house rules.
    fn races(&mut self, options: &SlamDiceOptions) -> &mut RaceTable {
        let rules = RaceRules::new(options);
        let at = match self.races.iter().position(|t| t.is_for(rules)) {
            Some(at) => at,
            None => {
                self.races.push(RaceTable::new(rules));
                self.races.len() - 1
            }
        };
        &mut self.races[at]
    }

    /// The players still in `game`, in turn order, with the finishing distribution from
    /// each one's score (none once the game is over).
    fn finishing(&mut self, game: &SlamDice) -> Vec<(usize, Arc<Finishing>)> {
        if game.is_over() {
            return Vec::new();
        }
        let table = self.races(game.options());
        slam::turn_order(game)
            .into_iter()
            .map(|(seat, score)| (seat, table.at_score(score)))
            .collect()
    }

    /// `game` with the exact tables it needs: a hole table for Straight Golf, the
    /// finishing distributions of the players still in for Slam Dice.
    fn prepare<'a>(&mut self, game: &'a Game) -> Prepared<'a> {
        match game {
            Game::Golf(g) => Prepared::Golf(g, self.holes(g.options())),
            Game::Slam(g) => Prepared::Slam(g, self.finishing(g)),
        }
    }

    /// The odds for `game`, like [`report`] but with these tables instead of the
    /// program's shared ones.
    pub fn report(&mut self, game: &Game) -> OddsReport {
        self.prepare(game).report()
    }

    /// Only the game-level chances of [`OddsTables::report`], per seat: `p_win` for
    /// Straight Golf, `p_loser` for Slam Dice.
    pub fn chances(&mut self, game: &Game) -> Vec<f64> {
        self.prepare(game).chances()
    }
}

/// A game with the tables its report reads.
enum Prepared<'a> {
    Golf(&'a StraightGolf, Arc<HoleTable>),
    Slam(&'a SlamDice, Vec<(usize, Arc<Finishing>)>),
}

impl Prepared<'_> {
    /// The exact report.
    fn report(self) -> OddsReport {
        match self {
            Prepared::Golf(g, table) => {
                let p_win = golf::win_chances(&table, g);
                OddsReport::StraightGolf(golf::golf_odds(&table, g, p_win, Method::Exact, None))
            }
            Prepared::Slam(g, order) => {
                let p_loser = slam::loser_chances(g, &order);
                OddsReport::SlamDice(slam::slam_odds(g, p_loser, Method::Exact, None))
            }
        }
    }

    /// The report's game-level chances alone.
    fn chances(self) -> Vec<f64> {
        match self {
            Prepared::Golf(g, table) => golf::win_chances(&table, g),
            Prepared::Slam(g, order) => slam::loser_chances(g, &order),
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

/// The odds for `game` at this moment, exact, using tables shared by the whole program
/// (the first report for a set of house rules builds what it needs; later ones reuse it:
/// microseconds at the default rules, see the `odds` bench).
pub fn report(game: &Game) -> OddsReport {
    with_shared(|t| t.prepare(game)).report()
}

/// [`report`]'s game-level chances alone, per seat (`p_win` for Straight Golf, `p_loser`
/// for Slam Dice), from the same shared tables.
pub fn chances(game: &Game) -> Vec<f64> {
    with_shared(|t| t.prepare(game)).chances()
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
        Game::Slam(g) => {
            let (p_loser, se) = sample::losers(g, samples, seed);
            OddsReport::SlamDice(slam::slam_odds(g, p_loser, Method::MonteCarlo, Some(se)))
        }
    }
}

/// The exact chance of each seat being the loser from the start of a Slam Dice game of
/// `players` (seat 1 rolls first); nothing for fewer than two.
pub fn slam_start_losers(options: &SlamDiceOptions, players: usize) -> Vec<f64> {
    if players < 2 {
        return Vec::new();
    }
    let from_zero = with_shared(|t| t.races(options).at_score(0));
    race::losers(&vec![from_zero.as_ref(); players])
}
