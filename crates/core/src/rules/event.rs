//! What happened: the events a game step returns, for the table to animate and the log
//! to print.

use super::dice::{DiceMask, Face, Roll};
use super::options::MAX_PLAYERS;
use super::set_aside::SetAsideDice;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Why dice were rolled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Purpose {
    /// Slam Dice: the die that sets the slam number.
    SlamNumber,
    /// Slam Dice: a roll of the three dice in a player's turn.
    SlamTurn,
    /// Straight Golf: the roll-off for who goes first and who keeps score.
    RollOff(RollOffStage),
    /// Straight Golf: roll `roll` (1-based) of hole `hole` (1-based).
    Hole {
        /// The hole (round), 1-based.
        hole: u32,
        /// The roll within the hole, 1-based.
        roll: u32,
    },
}

/// The three steps of the Straight Golf roll-off (RULES.md, "Who starts").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum RollOffStage {
    /// Step 1: every player rolls one die, in seat order.
    Everyone,
    /// Step 2: players tied for highest roll again.
    FirstPlayerTie,
    /// Step 3: players tied for lowest (other than the first player) roll again.
    ScorekeeperTie,
}

/// The Slam Dice name for a roll with one, two or three hits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SlamKind {
    /// One die shows the slam number.
    Single,
    /// Two dice show the slam number.
    Small,
    /// All three dice show the slam number.
    Grand,
}

/// One thing that happened during a step. Players are seat indices (0-based).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// Dice were rolled by `player`.
    Rolled {
        /// Who rolled.
        player: usize,
        /// The faces, in draw order.
        roll: Roll,
        /// What the roll was for.
        purpose: Purpose,
    },
    /// A slam number was set: for everyone (`player == None`) or for one player.
    SlamNumberSet {
        /// The player it belongs to, or `None` when shared.
        player: Option<usize>,
        /// The slam number.
        face: Face,
    },
    /// No die showed the slam number: the turn ends, the score is unchanged.
    NoHit {
        /// Who rolled.
        player: usize,
        /// Their score, unchanged.
        score: u32,
    },
    /// A Single, Small or Grand Slam that counted.
    Slam {
        /// Who rolled.
        player: usize,
        /// Which slam.
        kind: SlamKind,
        /// Points added (for a Grand Slam, what it took to reach the target).
        points: u32,
        /// The new score.
        score: u32,
        /// The positions in the roll showing the roller's slam number.
        hits: DiceMask,
    },
    /// A Single or Small Slam that would have passed the target: nothing added, turn over.
    Bust {
        /// Who rolled.
        player: usize,
        /// The slam that did not count.
        kind: SlamKind,
        /// The score, unchanged.
        score: u32,
        /// The positions in the roll showing the roller's slam number.
        hits: DiceMask,
    },
    /// A player reached the target exactly and is safe.
    Finished {
        /// Who finished.
        player: usize,
        /// 1 for the first to finish, 2 for the next, …
        place: usize,
    },
    /// The turn passes to `player`.
    TurnPassed {
        /// Whose turn it is now.
        player: usize,
    },
    /// Straight Golf roll-off: these players tied and roll again.
    RollOffTie {
        /// The tie being broken.
        stage: RollOffStage,
        /// The players who roll again, in seat order.
        players: Seats,
    },
    /// Straight Golf: this player goes first.
    FirstPlayer {
        /// The first player.
        player: usize,
    },
    /// Straight Golf: this player keeps the score.
    Scorekeeper {
        /// The scorekeeper.
        player: usize,
    },
    /// Straight Golf: dice that were set aside by this roll.
    SetAside {
        /// Whose hole it is.
        player: usize,
        /// Which die of the roll went into which kept slot (may be none);
        /// `dice.faces()` is the set of faces newly set aside.
        dice: SetAsideDice,
        /// How many dice are set aside now, 0 to 6.
        total: usize,
    },
    /// Straight Golf: a hole is over and scored.
    HoleScored {
        /// Whose hole it was.
        player: usize,
        /// The hole number, 1-based.
        hole: u32,
        /// The roll the straight was completed on, if it was.
        completed_on: Option<u32>,
        /// The points for the hole (−3, −1, 0 or +n).
        points: i32,
        /// The player's total after it.
        total: i32,
    },
    /// The game is over.
    GameOver {
        /// Slam Dice: the one player left.
        loser: Option<usize>,
        /// Straight Golf: the lowest total(s).
        winners: Seats,
    },
}

/// A set of seats, listed in seat order: the players tied in a roll-off, the winners.
/// Copy and allocation-free (a game has at most [`MAX_PLAYERS`] seats), so that no event
/// owns memory: a buffer of events is cleared without a look at each one. Written (and
/// shown by `{:?}`) as the list of seats.
///
/// The bits are a [`DiceMask`]'s (eight places, as a game has at most eight seats).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(into = "Vec<usize>", try_from = "Vec<usize>")]
pub struct Seats(DiceMask);

const _: () = assert!(MAX_PLAYERS <= 8, "Seats keeps a seat per bit of a byte");

/// A seat past [`MAX_PLAYERS`] in a list of seats.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a game has seats 0 to {last}, not {0}", last = MAX_PLAYERS - 1)]
pub struct BadSeat(pub usize);

impl Seats {
    /// No seat.
    pub const NONE: Seats = Seats(DiceMask::EMPTY);

    /// Whether `seat` is in the set.
    pub fn contains(self, seat: usize) -> bool {
        self.0.contains(seat)
    }

    /// Adds `seat`; seats past [`MAX_PLAYERS`] are ignored (no game has them).
    pub fn insert(&mut self, seat: usize) {
        if seat < MAX_PLAYERS {
            self.0.insert(seat);
        }
    }

    /// How many seats are in the set.
    pub fn len(self) -> usize {
        self.0.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0.is_empty()
    }

    /// The seats, ascending.
    pub fn iter(self) -> impl Iterator<Item = usize> {
        self.0.iter()
    }

    /// The seats, ascending, as a list.
    pub fn to_vec(self) -> Vec<usize> {
        self.iter().collect()
    }
}

impl FromIterator<usize> for Seats {
    /// The set of these seats (seats past [`MAX_PLAYERS`] are ignored).
    fn from_iter<I: IntoIterator<Item = usize>>(seats: I) -> Self {
        let mut set = Seats::NONE;
        for seat in seats {
            set.insert(seat);
        }
        set
    }
}

impl fmt::Debug for Seats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl From<Seats> for Vec<usize> {
    fn from(seats: Seats) -> Self {
        seats.to_vec()
    }
}

impl TryFrom<Vec<usize>> for Seats {
    type Error = BadSeat;
    fn try_from(seats: Vec<usize>) -> Result<Self, BadSeat> {
        match seats.iter().find(|p| **p >= MAX_PLAYERS) {
            Some(bad) => Err(BadSeat(*bad)),
            None => Ok(seats.into_iter().collect()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_list_in_seat_order_and_ignore_seats_past_the_table() {
        let seats: Seats = [5, 0, 2, 9].into_iter().collect();
        assert_eq!(seats.to_vec(), vec![0, 2, 5]);
        assert_eq!((seats.len(), seats.is_empty()), (3, false));
        assert!(seats.contains(2) && !seats.contains(1) && !seats.contains(9));
        assert_eq!(format!("{seats:?}"), "[0, 2, 5]");
        assert!(Seats::NONE.is_empty());
    }

    #[test]
    fn seats_are_written_as_a_list() {
        let seats: Seats = [1, 3].into_iter().collect();
        let text = ron::to_string(&seats).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(text, "[1,3]");
        assert_eq!(ron::from_str::<Seats>(&text), Ok(seats));
        assert!(ron::from_str::<Seats>("[8]").is_err());
    }
}
