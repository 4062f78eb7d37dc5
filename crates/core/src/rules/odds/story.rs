//! The story of a recorded game: each player's chance to win (Straight Golf,
//! `p_win`) or to be the loser (Slam Dice, `p_loser`) before the first roll and after
//! every roll, as the game actually stood, from the exact odds engine; and the roll that
//! moved one player's chance the most.
//!
//! A "roll" is one step of the game: a slam-number die, a roll-off die, a turn's three
//! dice, a hole's roll. The story plays what [`GameRecord::replay`] plays (a step with
//! too few values left is not played).

use super::OddsTables;
use crate::rules::event::Event;
use crate::rules::golf::GolfStep;
use crate::rules::options::GameKind;
use crate::rules::slam::SlamStep;
use crate::rules::{Game, GameRecord, OptionsError};
use serde::{Serialize, Serializer};

/// Where in the game a roll came.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RollAt {
    /// Slam Dice: a slam-number die (shared, or a player's own).
    SlamNumber,
    /// Slam Dice: roll `roll` of turn `turn`, both 1-based, turns counted over the game.
    Turn {
        /// The turn, counted from the first of the game.
        turn: u32,
        /// The roll within the turn.
        roll: u32,
    },
    /// Straight Golf: a die of the roll-off.
    RollOff,
    /// Straight Golf: roll `roll` of hole `hole`, both 1-based.
    Hole {
        /// The hole (round).
        hole: u32,
        /// The roll within the hole.
        roll: u32,
    },
}

/// One point of the story. In JSON `{"roll", "dice_used", "player", "chances"}`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct StoryPoint {
    /// 0 for the start, else which roll of the game this point follows (1-based).
    pub roll: usize,
    /// Values of the record's `dice` used once this roll is played.
    pub dice_used: usize,
    /// The seat that rolled (`None` for the start).
    pub player: Option<usize>,
    /// Per seat: the chance to win (Straight Golf) or to be the loser (Slam Dice).
    pub chances: Vec<f64>,
    /// Where in the game the roll came (`None` for the start).
    #[serde(skip)]
    pub at: Option<RollAt>,
    /// What the roll did (none for the start): the words of a hover text come from here.
    #[serde(skip)]
    pub events: Vec<Event>,
}

/// The biggest swing: the roll that moved one player's chance the most. In JSON
/// `{"roll", "player", "from", "to"}`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Swing {
    /// The roll (as in [`StoryPoint::roll`]).
    pub roll: usize,
    /// The seat whose chance moved (not always the one who rolled).
    pub player: usize,
    /// Their chance before the roll.
    pub from: f64,
    /// Their chance after it.
    pub to: f64,
}

/// A game's story. In JSON `{"game", "points", "swing"}`, `game` being
/// `"slam_dice"` or `"straight_golf"` and `swing` `null` when nothing was rolled.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Story {
    /// Which game: the chances are `p_loser` for Slam Dice, `p_win` for Straight Golf.
    #[serde(serialize_with = "json_name")]
    pub game: GameKind,
    /// The players' names, in seat order (not in the JSON: the record has them).
    #[serde(skip)]
    pub players: Vec<String>,
    /// The start, then one point per roll.
    pub points: Vec<StoryPoint>,
    /// The biggest swing, if anything was rolled.
    pub swing: Option<Swing>,
}

fn json_name<S: Serializer>(kind: &GameKind, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(kind.json_name())
}

impl Story {
    /// The point after roll `roll` (the start for 0).
    pub fn point(&self, roll: usize) -> Option<&StoryPoint> {
        self.points.get(roll)
    }

    /// Where each hole (Straight Golf) or turn (Slam Dice) starts: `(roll, number)`, the
    /// roll being the point that follows the section's first roll. The charts number
    /// their roll axis by these.
    pub fn section_starts(&self) -> Vec<(usize, u32)> {
        let mut marks: Vec<(usize, u32)> = Vec::new();
        for p in &self.points {
            let n = match p.at {
                Some(RollAt::Hole { hole, roll: 1 }) => hole,
                Some(RollAt::Turn { turn, roll: 1 }) => turn,
                _ => continue,
            };
            // A hole is played by every player in turn: keep its first roll only.
            if marks.last().is_none_or(|(_, last)| *last != n) {
                marks.push((p.roll, n));
            }
        }
        marks
    }
}

/// The fresh game a record starts from: the one place the story builds a game.
fn start_of(record: &GameRecord) -> Result<Game, OptionsError> {
    Game::new(&record.setup)
}

/// Where the next roll of `game` comes.
fn next_at(game: &Game) -> Option<RollAt> {
    match game {
        Game::Slam(g) => match g.step() {
            SlamStep::SlamNumber(_) => Some(RollAt::SlamNumber),
            SlamStep::Turn { roll, .. } => Some(RollAt::Turn {
                turn: g.turns(),
                roll,
            }),
            SlamStep::Over => None,
        },
        Game::Golf(g) => match g.step() {
            GolfStep::RollOff { .. } => Some(RollAt::RollOff),
            GolfStep::Hole(h) => Some(RollAt::Hole {
                hole: h.number,
                roll: h.roll,
            }),
            GolfStep::Over => None,
        },
    }
}

/// The seat that made the roll these events report.
fn roller(events: &[Event]) -> Option<usize> {
    events.iter().find_map(|e| match e {
        Event::Rolled { player, .. } => Some(*player),
        _ => None,
    })
}

/// The roll that moved one seat's chance the most (the first such, on a tie).
fn biggest_swing(points: &[StoryPoint]) -> Option<Swing> {
    let mut best: Option<Swing> = None;
    for pair in points.windows(2) {
        let [before, after] = pair else { continue };
        for (seat, (from, to)) in before.chances.iter().zip(&after.chances).enumerate() {
            let moved = (to - from).abs();
            if best.is_none_or(|b| moved > (b.to - b.from).abs()) {
                best = Some(Swing {
                    roll: after.roll,
                    player: seat,
                    from: *from,
                    to: *to,
                });
            }
        }
    }
    best
}

/// The story of `record`, with `chances` giving a state's chances.
fn build(
    record: &GameRecord,
    mut chances: impl FnMut(&Game) -> Vec<f64>,
) -> Result<Story, OptionsError> {
    let mut game = start_of(record)?;
    let mut points = vec![StoryPoint {
        roll: 0,
        dice_used: 0,
        player: None,
        chances: chances(&game),
        at: None,
        events: Vec::new(),
    }];
    let mut used = 0;
    while !game.is_over() {
        let end = used + game.dice_needed();
        let Some(faces) = record.dice.get(used..end) else {
            break;
        };
        let at = next_at(&game);
        let to_roll = game.current_player();
        let Ok(events) = game.enter(faces) else {
            break;
        };
        used = end;
        points.push(StoryPoint {
            roll: points.len(),
            dice_used: used,
            player: roller(&events).or(to_roll),
            chances: chances(&game),
            at,
            events,
        });
    }
    let swing = biggest_swing(&points);
    Ok(Story {
        game: game.kind(),
        players: game.players().to_vec(),
        points,
        swing,
    })
}

/// The story of `record`, from the odds tables shared by the whole program
/// (each point is one exact report's chances, [`super::chances`]).
pub fn story(record: &GameRecord) -> Result<Story, OptionsError> {
    build(record, super::chances)
}

impl OddsTables {
    /// [`story`] with these tables instead of the shared ones.
    pub fn story(&mut self, record: &GameRecord) -> Result<Story, OptionsError> {
        build(record, |g| self.chances(g))
    }
}

#[cfg(test)]
mod tests {
    use super::super::golf::{HoleTable, win_shares};
    use super::*;
    use crate::record::parse_record;
    use crate::rules::{DiceRng, DiceSource, StraightGolfOptions};

    #[test]
    fn golf_chances_count_a_shared_win_for_each_and_the_shares_sum_to_one() {
        for seed in 0..7 {
            let options = StraightGolfOptions {
                rounds: 2,
                ordered_straight: seed % 2 == 1,
                ..Default::default()
            };
            let mut rng = DiceRng::seeded(seed);
            let dice: Vec<u8> = (0..900)
                .filter_map(|_| rng.next_face())
                .map(|f| f.value())
                .collect();
            let names = crate::rules::testing::players(2 + seed as usize);
            let text = format!(
                "(game: StraightGolf, players: {names:?}, straight_golf: (rounds: 2, \
                 ordered_straight: {}), dice: {dice:?})",
                options.ordered_straight
            );
            let record = parse_record(&text, std::path::Path::new("test.ron"))
                .unwrap_or_else(|e| panic!("{e}"));
            let t = story(&record).unwrap_or_else(|e| panic!("{e}"));
            let table = HoleTable::new(options.rolls_per_hole, options.ordered_straight);
            let mut game = start_of(&record).unwrap_or_else(|e| panic!("{e}"));
            let mut used = 0;
            let mut ties = 0;
            for point in &t.points {
                if let Some(faces) = record
                    .dice
                    .get(used..point.dice_used)
                    .filter(|f| !f.is_empty())
                {
                    game.enter(faces).unwrap_or_else(|e| panic!("{e}"));
                }
                used = point.dice_used;
                let Game::Golf(g) = &game else {
                    panic!("not golf")
                };
                let shares = win_shares(&table, g);
                let sum: f64 = shares.iter().sum();
                assert!(
                    (sum - 1.0).abs() < 1e-9,
                    "seed {seed}, roll {}: {sum}",
                    point.roll
                );
                for (share, p_win) in shares.iter().zip(&point.chances) {
                    assert!(*share <= p_win + 1e-12, "{shares:?} {:?}", point.chances);
                    ties += usize::from(*share < p_win - 1e-6);
                }
            }
            assert!(game.is_over(), "seed {seed}");
            assert!(
                ties > 0,
                "seed {seed}: no chance of a shared win was ever seen"
            );
        }
    }

    fn point(roll: usize, chances: Vec<f64>) -> StoryPoint {
        StoryPoint {
            roll,
            dice_used: roll,
            player: Some(0),
            chances,
            at: None,
            events: Vec::new(),
        }
    }

    #[test]
    fn the_biggest_swing_is_the_largest_move_of_any_seat() {
        let points = [
            point(0, vec![0.5, 0.5]),
            point(1, vec![0.75, 0.25]),
            point(2, vec![0.25, 0.75]),
            point(3, vec![0.75, 0.25]),
        ];
        // Rolls 2 and 3 both move by 0.5: the first wins, and of its two seats the first.
        let s = biggest_swing(&points);
        assert_eq!(s.map(|s| (s.roll, s.player)), Some((2, 0)), "{s:?}");
        assert!(s.is_some_and(|s| s.from == 0.75 && s.to == 0.25));
        assert_eq!(biggest_swing(&points[..1]), None);
    }
}
