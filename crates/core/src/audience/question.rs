//! What the audience is asked before a throw, with the exact chance of every answer, and
//! how the game's events settle it.

use crate::rules::odds::{OddsReport, OddsTables};
use crate::rules::{Event, Game, GolfStep, SlamStep};
use serde::{Deserialize, Serialize};

/// What a question asks. Seats are 0-based. A yes-or-no question has two answers, 0 for
/// yes and 1 for no; [`Ask::Last`] has one answer per seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "ask", rename_all = "snake_case")]
pub enum Ask {
    /// Slam Dice: does this player reach the target before their turn ends?
    FinishesTurn {
        /// The player whose turn it is.
        seat: usize,
    },
    /// Slam Dice: who ends up last?
    Last,
    /// Straight Golf: does this player complete the straight this hole?
    StraightThisHole {
        /// The player whose hole it is.
        seat: usize,
    },
    /// Straight Golf: does this player win (a shared win counts)?
    Wins {
        /// The player most likely to win when it is asked.
        seat: usize,
    },
}

/// The answer a yes-or-no question's "yes" is.
pub const YES: usize = 0;
/// The answer a yes-or-no question's "no" is.
pub const NO: usize = 1;

/// A question put to the audience before a throw.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Question {
    /// Its number in the game, from 1.
    pub id: u32,
    /// What it asks.
    pub ask: Ask,
    /// The exact chance of each answer, as the odds know it when it is asked (sums to 1).
    pub odds: Vec<f64>,
    /// The throw that locks it: answers count while fewer throws than this have been made.
    pub locks_at: u32,
}

impl Question {
    /// How many answers it has.
    pub fn answers(&self) -> usize {
        self.odds.len()
    }
}

/// What to ask before the next throw of `game`, each with the exact chance of its
/// answers: the question about this turn or hole before every throw of it, and once a
/// round (the first seat still playing starts a turn or a hole) the question about the
/// whole game. Nothing while slam numbers are rolled, during the roll-off, or once over.
pub fn asks(game: &Game, tables: &mut OddsTables) -> Vec<(Ask, Vec<f64>)> {
    asks_in(game, &tables.report(game))
}

/// [`asks`] from the odds `report` of `game` worked out already (by the window, off its
/// frames); a report of another game asks nothing.
pub fn asks_in(game: &Game, report: &OddsReport) -> Vec<(Ask, Vec<f64>)> {
    let mut asks = Vec::new();
    match (game, report) {
        (Game::Slam(g), OddsReport::SlamDice(odds)) => {
            let SlamStep::Turn { player, roll } = g.step() else {
                return asks;
            };
            if let Some(p) = odds.p_finish_this_turn {
                asks.push((Ask::FinishesTurn { seat: player }, yes_no(p)));
            }
            let first_playing = (0..g.players().len()).find(|&s| g.finished_rank(s).is_none());
            if roll == 1 && first_playing == Some(player) {
                let chances: Vec<f64> = odds.players.iter().map(|p| p.p_loser).collect();
                if let Some(chances) = normalised(chances) {
                    asks.push((Ask::Last, chances));
                }
            }
        }
        (Game::Golf(g), OddsReport::StraightGolf(odds)) => {
            let GolfStep::Hole(hole) = g.step() else {
                return asks;
            };
            if let Some(h) = &odds.hole {
                asks.push((
                    Ask::StraightThisHole { seat: hole.player },
                    yes_no(h.p_straight),
                ));
            }
            if hole.roll == 1 && g.first_player() == Some(hole.player) {
                let best = (0..odds.players.len())
                    .max_by(|&a, &b| odds.players[a].p_win.total_cmp(&odds.players[b].p_win));
                if let Some(seat) = best {
                    asks.push((Ask::Wins { seat }, yes_no(odds.players[seat].p_win)));
                }
            }
        }
        _ => {}
    }
    asks
}

/// The chances of yes and no, `p` kept within 0 and 1.
fn yes_no(p: f64) -> Vec<f64> {
    let p = p.clamp(0.0, 1.0);
    vec![p, 1.0 - p]
}

/// `chances` scaled to sum to 1 (they do, up to rounding); `None` if they sum to nothing.
fn normalised(chances: Vec<f64>) -> Option<Vec<f64>> {
    let sum: f64 = chances.iter().map(|c| c.max(0.0)).sum();
    (sum > 0.0).then(|| chances.iter().map(|c| c.max(0.0) / sum).collect())
}

/// The answer that turned out true, once `events` (one throw's) and the game after them
/// decide it; `None` while it is still open. Only for a question locked by an earlier
/// throw or by this one.
pub fn settle(ask: Ask, after: &Game, events: &[Event]) -> Option<usize> {
    match ask {
        Ask::FinishesTurn { seat } => {
            if events
                .iter()
                .any(|e| matches!(e, Event::Finished { player, .. } if *player == seat))
            {
                return Some(YES);
            }
            let turn_goes_on = matches!(after, Game::Slam(g)
                if matches!(g.step(), SlamStep::Turn { player, roll } if player == seat && roll > 1));
            (!turn_goes_on).then_some(NO)
        }
        Ask::Last => events.iter().find_map(|e| match e {
            Event::GameOver {
                loser: Some(loser), ..
            } => Some(*loser),
            _ => None,
        }),
        Ask::StraightThisHole { seat } => events.iter().find_map(|e| match e {
            Event::HoleScored {
                player,
                completed_on,
                ..
            } if *player == seat => Some(if completed_on.is_some() { YES } else { NO }),
            _ => None,
        }),
        Ask::Wins { seat } => events.iter().find_map(|e| match e {
            Event::GameOver { winners, .. } => Some(if winners.contains(seat) { YES } else { NO }),
            _ => None,
        }),
    }
}
