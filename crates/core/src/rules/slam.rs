//! Slam Dice: three dice, a slam number, race to exactly the target; one loser.

use super::dice::{DiceMask, DiceSource, Face, Roll};
use super::event::{Event, Purpose, Seats, SlamKind};
use super::options::{OptionsError, SlamDiceOptions, SlamNumberMode, validate_players};
use super::step::{DiceGame, PlayError};
use serde::{Deserialize, Serialize};

/// Dice rolled in each Slam Dice turn roll.
pub(crate) const SLAM_DICE: usize = 3;

/// The rule sheet's table of hits: which slam a roll is, and how many dice make it.
impl SlamKind {
    /// The slam for this many hits (dice showing the slam number); `None` for no hit.
    /// Every hit beyond two is a Grand Slam (all three dice).
    pub(crate) fn from_hits(hits: usize) -> Option<SlamKind> {
        match hits {
            0 => None,
            1 => Some(SlamKind::Single),
            2 => Some(SlamKind::Small),
            _ => Some(SlamKind::Grand),
        }
    }

    /// How many dice show the slam number in this slam: 1, 2, or all of them.
    pub fn hits(self) -> usize {
        match self {
            SlamKind::Single => 1,
            SlamKind::Small => 2,
            SlamKind::Grand => SLAM_DICE,
        }
    }
}

/// The face a player must roll to score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SlamNumber(pub Face);

/// What the next step of a Slam Dice game rolls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SlamStep {
    /// One die for the slam number: shared (`None`) or for this player.
    SlamNumber(Option<usize>),
    /// Three dice in this player's turn; `roll` counts rolls in the turn from 1.
    Turn {
        /// Whose turn.
        player: usize,
        /// The roll within the turn, 1-based.
        roll: u32,
    },
    /// Nothing: the game is over.
    Over,
}

/// A game of Slam Dice in progress (or finished).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SlamDice {
    players: Vec<String>,
    options: SlamDiceOptions,
    /// Per seat; all equal when shared. `None` until rolled.
    slam_numbers: Vec<Option<SlamNumber>>,
    scores: Vec<u32>,
    /// Seats in the order they finished.
    finish_order: Vec<usize>,
    step: SlamStep,
    rolls: u32,
    turns: u32,
}

impl SlamDice {
    /// A new game, before the slam number is rolled. Players sit in the given order.
    pub fn new(players: Vec<String>, options: SlamDiceOptions) -> Result<Self, OptionsError> {
        validate_players(&players)?;
        options.validate()?;
        let n = players.len();
        let first = match options.slam_number {
            SlamNumberMode::Shared => None,
            SlamNumberMode::PerPlayer => Some(0),
        };
        Ok(Self {
            players,
            options,
            slam_numbers: vec![None; n],
            scores: vec![0; n],
            finish_order: Vec::new(),
            step: SlamStep::SlamNumber(first),
            rolls: 0,
            turns: 0,
        })
    }

    /// The players' names, in seat order.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// The house rules in force.
    pub fn options(&self) -> &SlamDiceOptions {
        &self.options
    }

    /// What the next step rolls.
    pub fn step(&self) -> SlamStep {
        self.step
    }

    /// How many dice the next step rolls: 1 for a slam number, 3 in a turn, 0 when over.
    #[inline]
    pub fn dice_needed(&self) -> usize {
        match self.step {
            SlamStep::SlamNumber(_) => 1,
            SlamStep::Turn { .. } => SLAM_DICE,
            SlamStep::Over => 0,
        }
    }

    /// Whose turn it is (or who rolls their slam number next), if anyone's.
    pub fn current_player(&self) -> Option<usize> {
        match self.step {
            SlamStep::SlamNumber(p) => p,
            SlamStep::Turn { player, .. } => Some(player),
            SlamStep::Over => None,
        }
    }

    /// The slam number of a seat, once rolled.
    pub fn slam_number(&self, player: usize) -> Option<SlamNumber> {
        self.slam_numbers.get(player).copied().flatten()
    }

    /// Every seat's slam number (equal when shared).
    pub fn slam_numbers(&self) -> &[Option<SlamNumber>] {
        &self.slam_numbers
    }

    /// Scores in seat order.
    pub fn scores(&self) -> &[u32] {
        &self.scores
    }

    /// Seats in the order they finished.
    pub fn finish_order(&self) -> &[usize] {
        &self.finish_order
    }

    /// The 1-based place a seat finished in, if it has.
    pub fn finished_rank(&self, player: usize) -> Option<usize> {
        self.finish_order
            .iter()
            .position(|&p| p == player)
            .map(|i| i + 1)
    }

    /// Whether the game is over.
    #[inline]
    pub fn is_over(&self) -> bool {
        matches!(self.step, SlamStep::Over)
    }

    /// The loser, once the game is over.
    pub fn loser(&self) -> Option<usize> {
        if !self.is_over() {
            return None;
        }
        (0..self.players.len()).find(|p| !self.finish_order.contains(p))
    }

    /// Rolls of three dice made so far (slam-number dice not counted).
    pub fn rolls(&self) -> u32 {
        self.rolls
    }

    /// Turns started so far.
    pub fn turns(&self) -> u32 {
        self.turns
    }

    fn set_slam_number(&mut self, who: Option<usize>, face: Face, events: &mut Vec<Event>) {
        let n = self.players.len();
        events.push(Event::Rolled {
            player: who.unwrap_or(0),
            roll: Roll::one(face),
            purpose: Purpose::SlamNumber,
        });
        events.push(Event::SlamNumberSet { player: who, face });
        match who {
            None => {
                self.slam_numbers = vec![Some(SlamNumber(face)); n];
                self.start_turn(0, events);
            }
            Some(p) => {
                self.slam_numbers[p] = Some(SlamNumber(face));
                if p + 1 < n {
                    self.step = SlamStep::SlamNumber(Some(p + 1));
                } else {
                    self.start_turn(0, events);
                }
            }
        }
    }

    fn start_turn(&mut self, player: usize, events: &mut Vec<Event>) {
        self.turns += 1;
        self.step = SlamStep::Turn { player, roll: 1 };
        events.push(Event::TurnPassed { player });
    }

    /// One roll of the three dice in a turn.
    fn play_turn_roll(&mut self, player: usize, roll: u32, dice: Roll, events: &mut Vec<Event>) {
        self.rolls += 1;
        events.push(Event::Rolled {
            player,
            roll: dice,
            purpose: Purpose::SlamTurn,
        });
        let Some(SlamNumber(slam)) = self.slam_numbers[player] else {
            return;
        };
        let hits = DiceMask::matching(dice.faces(), slam);
        let score = self.scores[player];
        let target = self.options.target;
        let Some(kind) = SlamKind::from_hits(hits.len()) else {
            events.push(Event::NoHit { player, score });
            self.pass_turn(player, events);
            return;
        };
        let points = match kind {
            SlamKind::Single => self.options.single,
            SlamKind::Small => self.options.small,
            SlamKind::Grand => target.saturating_sub(score),
        };
        if score + points > target {
            events.push(Event::Bust {
                player,
                kind,
                score,
                hits,
            });
            self.pass_turn(player, events);
            return;
        }
        let score = score + points;
        self.scores[player] = score;
        events.push(Event::Slam {
            player,
            kind,
            points,
            score,
            hits,
        });
        if score == target {
            self.finish(player, events);
        } else {
            self.step = SlamStep::Turn {
                player,
                roll: roll + 1,
            };
        }
    }

    /// `player` reached the target: they are safe; the game ends when one is left.
    fn finish(&mut self, player: usize, events: &mut Vec<Event>) {
        self.finish_order.push(player);
        events.push(Event::Finished {
            player,
            place: self.finish_order.len(),
        });
        if self.finish_order.len() + 1 == self.players.len() {
            self.step = SlamStep::Over;
            events.push(Event::GameOver {
                loser: self.loser(),
                winners: Seats::NONE,
            });
        } else {
            self.pass_turn(player, events);
        }
    }

    /// Passes the turn to the next seat that has not finished.
    #[inline]
    fn pass_turn(&mut self, from: usize, events: &mut Vec<Event>) {
        let n = self.players.len();
        let mut next = from;
        for k in 1..=n {
            let p = if from + k >= n {
                from + k - n
            } else {
                from + k
            };
            if !self.finish_order.contains(&p) {
                next = p;
                break;
            }
        }
        self.start_turn(next, events);
    }
}

impl DiceGame for SlamDice {
    #[inline]
    fn dice_needed(&self) -> usize {
        SlamDice::dice_needed(self)
    }

    /// The trait's `roll_into`, without its second look at the step: a turn's three dice
    /// are drawn straight into their roll.
    fn roll_into(
        &mut self,
        source: &mut impl DiceSource,
        events: &mut Vec<Event>,
    ) -> Result<(), PlayError> {
        match self.step {
            SlamStep::Turn { player, roll } => {
                let dice = source.draw_roll(SLAM_DICE).ok_or(PlayError::OutOfDice)?;
                self.play_turn_roll(player, roll, dice, events);
            }
            SlamStep::SlamNumber(who) => {
                let face = source.next_face().ok_or(PlayError::OutOfDice)?;
                self.set_slam_number(who, face, events);
            }
            SlamStep::Over => return Err(PlayError::GameOver),
        }
        Ok(())
    }

    fn play_step(&mut self, faces: &[Face], events: &mut Vec<Event>) {
        match self.step {
            SlamStep::SlamNumber(who) => self.set_slam_number(who, faces[0], events),
            SlamStep::Turn { player, roll } => {
                let dice = Roll::new(faces).unwrap_or_default();
                self.play_turn_roll(player, roll, dice, events);
            }
            SlamStep::Over => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::PlayError;
    use crate::rules::dice::GivenDice;
    use crate::rules::step::DiceGame;
    use crate::rules::testing::{faces, players};

    fn game(n: usize, options: SlamDiceOptions) -> SlamDice {
        let names = players(n);
        match SlamDice::new(names, options) {
            Ok(g) => g,
            Err(e) => panic!("{e}"),
        }
    }

    fn play(g: &mut SlamDice, v: &[u8]) -> Vec<Event> {
        match g.enter(&faces(v)) {
            Ok(e) => e,
            Err(e) => panic!("{e}"),
        }
    }

    #[test]
    fn the_shared_slam_number_is_one_die_then_seat_one_starts() {
        let mut g = game(3, SlamDiceOptions::default());
        assert_eq!(g.dice_needed(), 1);
        play(&mut g, &[4]);
        assert!(
            g.slam_numbers()
                .iter()
                .all(|s| *s == Some(SlamNumber(Face::ALL[3])))
        );
        assert_eq!(g.step(), SlamStep::Turn { player: 0, roll: 1 });
        assert_eq!(g.dice_needed(), 3);
    }

    #[test]
    fn per_player_slam_numbers_are_rolled_in_seat_order() {
        let options = SlamDiceOptions {
            slam_number: SlamNumberMode::PerPlayer,
            ..Default::default()
        };
        let mut g = game(3, options);
        play(&mut g, &[2]);
        play(&mut g, &[5]);
        assert_eq!(g.step(), SlamStep::SlamNumber(Some(2)));
        play(&mut g, &[6]);
        let expected: Vec<_> = faces(&[2, 5, 6])
            .into_iter()
            .map(|f| Some(SlamNumber(f)))
            .collect();
        assert_eq!(g.slam_numbers(), expected.as_slice());
        // Seat 2's own number (5) scores for seat 2 only.
        play(&mut g, &[1, 1, 1]); // P1 misses
        let ev = play(&mut g, &[5, 3, 3]);
        assert!(ev.contains(&Event::Slam {
            player: 1,
            kind: SlamKind::Single,
            points: 1,
            score: 1,
            hits: DiceMask::from_bits(0b001),
        }));
    }

    #[test]
    fn hits_score_and_the_player_rolls_again_until_a_miss() {
        let mut g = game(2, SlamDiceOptions::default());
        play(&mut g, &[3]);
        play(&mut g, &[3, 1, 2]); // single
        assert_eq!(g.scores()[0], 1);
        assert_eq!(g.step(), SlamStep::Turn { player: 0, roll: 2 });
        play(&mut g, &[3, 3, 2]); // small
        assert_eq!(g.scores()[0], 6);
        let ev = play(&mut g, &[1, 2, 4]); // miss
        assert!(ev.contains(&Event::NoHit {
            player: 0,
            score: 6
        }));
        assert_eq!(g.step(), SlamStep::Turn { player: 1, roll: 1 });
    }

    #[test]
    fn a_slam_says_which_dice_showed_the_slam_number() {
        let mut g = game(2, SlamDiceOptions::default());
        play(&mut g, &[2]);
        let ev = play(&mut g, &[2, 5, 2]);
        let hits = ev.iter().find_map(|e| match e {
            Event::Slam { kind, hits, .. } => Some((*kind, *hits)),
            _ => None,
        });
        let Some((kind, hits)) = hits else {
            panic!("no slam in {ev:?}")
        };
        assert_eq!(kind, SlamKind::Small);
        assert_eq!(hits.iter().collect::<Vec<_>>(), vec![0, 2]);
    }

    #[test]
    fn a_bust_says_which_dice_showed_the_slam_number() {
        let options = SlamDiceOptions {
            target: 3,
            single: 1,
            small: 2,
            ..Default::default()
        };
        let mut g = game(2, options);
        play(&mut g, &[4]);
        play(&mut g, &[1, 4, 4]); // 2
        let ev = play(&mut g, &[6, 4, 4]); // +2 → 4 > 3: bust
        assert!(ev.contains(&Event::Bust {
            player: 0,
            kind: SlamKind::Small,
            score: 2,
            hits: DiceMask::from_bits(0b110),
        }));
    }

    #[test]
    fn a_slam_past_the_target_is_a_bust_and_ends_the_turn() {
        // RULES.md: at 14, a Small Slam ends the turn at 14; a Single Slam later finishes.
        let mut g = game(3, SlamDiceOptions::default());
        play(&mut g, &[6]);
        play(&mut g, &[6, 6, 1]); // 5
        play(&mut g, &[6, 6, 1]); // 10
        play(&mut g, &[6, 1, 1]); // 11
        play(&mut g, &[6, 1, 1]); // 12
        play(&mut g, &[6, 1, 1]); // 13
        play(&mut g, &[6, 1, 1]); // 14
        let ev = play(&mut g, &[6, 6, 1]);
        assert!(ev.contains(&Event::Bust {
            player: 0,
            kind: SlamKind::Small,
            score: 14,
            hits: DiceMask::from_bits(0b011),
        }));
        assert_eq!(g.scores()[0], 14);
        assert_eq!(g.current_player(), Some(1));
        play(&mut g, &[1, 1, 1]); // P2 misses
        play(&mut g, &[1, 1, 1]); // P3 misses
        let ev = play(&mut g, &[6, 2, 2]);
        assert!(ev.contains(&Event::Finished {
            player: 0,
            place: 1
        }));
        assert_eq!(g.scores()[0], 15);
    }

    #[test]
    fn a_grand_slam_sets_the_score_to_the_target() {
        let mut g = game(3, SlamDiceOptions::default());
        play(&mut g, &[2]);
        play(&mut g, &[2, 1, 1]);
        let ev = play(&mut g, &[2, 2, 2]);
        assert!(ev.contains(&Event::Slam {
            player: 0,
            kind: SlamKind::Grand,
            points: 14,
            score: 15,
            hits: DiceMask::from_bits(0b111),
        }));
        assert!(ev.contains(&Event::Finished {
            player: 0,
            place: 1
        }));
        assert_eq!(g.current_player(), Some(1));
    }

    #[test]
    fn finished_players_are_skipped_and_the_last_one_left_loses_at_once() {
        let mut g = game(3, SlamDiceOptions::default());
        play(&mut g, &[2]);
        play(&mut g, &[2, 2, 2]); // P1 safe
        play(&mut g, &[1, 1, 1]); // P2 misses
        assert_eq!(g.current_player(), Some(2));
        play(&mut g, &[1, 1, 1]); // P3 misses → back to P2, skipping P1
        assert_eq!(g.current_player(), Some(1));
        let ev = play(&mut g, &[2, 2, 2]); // P2 safe → P3 loses, never rolls again
        assert!(ev.contains(&Event::GameOver {
            loser: Some(2),
            winners: Seats::NONE
        }));
        assert!(g.is_over());
        assert_eq!(g.loser(), Some(2));
        assert_eq!(g.finish_order(), &[0, 1]);
        assert_eq!(g.finished_rank(2), None);
        assert_eq!(g.dice_needed(), 0);
        assert_eq!(g.enter(&faces(&[1, 1, 1])), Err(PlayError::GameOver));
    }

    #[test]
    fn landing_exactly_on_the_target_with_a_small_slam_finishes() {
        let mut g = game(2, SlamDiceOptions::default());
        play(&mut g, &[1]);
        play(&mut g, &[1, 1, 3]); // 5
        play(&mut g, &[1, 1, 3]); // 10
        let ev = play(&mut g, &[1, 1, 3]); // 15
        assert!(ev.contains(&Event::Finished {
            player: 0,
            place: 1
        }));
        assert_eq!(g.loser(), Some(1));
    }

    #[test]
    fn house_rule_numbers_are_used() {
        let options = SlamDiceOptions {
            target: 7,
            single: 2,
            small: 3,
            ..Default::default()
        };
        let mut g = game(2, options);
        play(&mut g, &[4]);
        play(&mut g, &[4, 4, 1]); // 3
        play(&mut g, &[4, 4, 1]); // 6
        let ev = play(&mut g, &[4, 1, 1]); // +2 → 8 > 7: bust
        assert!(ev.contains(&Event::Bust {
            player: 0,
            kind: SlamKind::Single,
            score: 6,
            hits: DiceMask::from_bits(0b001),
        }));
    }

    #[test]
    fn wrong_dice_counts_and_running_out_are_errors_not_panics() {
        let mut g = game(2, SlamDiceOptions::default());
        assert_eq!(
            g.enter(&[]),
            Err(PlayError::WrongDiceCount {
                needed: 1,
                given: 0
            })
        );
        play(&mut g, &[1]);
        let mut src = GivenDice::new(faces(&[1, 2]));
        assert_eq!(g.roll(&mut src), Err(PlayError::OutOfDice));
    }
}
