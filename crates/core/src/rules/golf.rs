//! Straight Golf: six dice, up to three rolls per hole to build 1-2-3-4-5-6, golf scoring.

use super::dice::{DiceSource, Face, Roll};
use super::event::{Event, Purpose, RollOffStage};
use super::options::{MAX_PLAYERS, OptionsError, StraightGolfOptions, validate_players};
pub use super::set_aside::{SetAside, SetAsideDice};
use super::step::{DiceGame, PlayError};
use serde::{Deserialize, Serialize};

/// Dice in a Straight Golf hole.
pub(crate) const GOLF_DICE: usize = 6;

/// Holes in each half of the golf card: OUT is holes 1 to `NINE`, IN the next `NINE`.
pub const NINE: usize = 9;

/// Points for a hole: −3/−1/0 for a straight on roll 1/2/3 (or later), else +1 per die
/// not part of the straight.
pub(crate) fn hole_points(set: SetAside, completed_on: Option<u32>) -> i32 {
    match completed_on {
        Some(1) => -3,
        Some(2) => -1,
        Some(_) => 0,
        None => (GOLF_DICE - set.len()) as i32,
    }
}

/// One player's hole in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hole {
    /// Whose hole.
    pub player: usize,
    /// The hole (round) number, 1-based.
    pub number: u32,
    /// The next roll, 1-based.
    pub roll: u32,
    /// The dice set aside so far.
    pub set_aside: SetAside,
}

/// A player's golf card: points per completed hole.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Scorecard {
    /// Points for each completed hole, in order.
    pub holes: Vec<i32>,
}

impl Scorecard {
    /// The running total.
    pub fn total(&self) -> i32 {
        self.holes.iter().sum()
    }

    /// OUT: holes 1–9 (the first [`NINE`]).
    pub fn out(&self) -> i32 {
        self.holes.iter().take(NINE).sum()
    }

    /// IN: holes 10–18.
    pub fn inward(&self) -> i32 {
        self.holes.iter().skip(NINE).take(NINE).sum()
    }
}

/// The roll-off in progress: who still has to roll in this round and what they rolled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct RollOff {
    stage: RollOffStage,
    /// Players rolling in this round, in seat order.
    rolling: Vec<usize>,
    /// Values rolled this round, parallel to the first `len` of `rolling`.
    values: Vec<Face>,
    /// Step 1's values, kept for the scorekeeper step.
    first_round: Vec<Face>,
}

/// What the next step of a Straight Golf game rolls.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum GolfStep {
    /// One die for this player in the roll-off.
    RollOff {
        /// Who rolls.
        player: usize,
        /// Which part of the roll-off.
        stage: RollOffStage,
    },
    /// The dice not set aside, for this hole.
    Hole(Hole),
    /// Nothing: the game is over.
    Over,
}

/// The roll-off lives in a box: the phase is then a plain tag and a [`Hole`], cheap
/// to test on every roll of the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
enum Phase {
    RollOff(Box<RollOff>),
    Hole(Hole),
    Over,
}

/// A game of Straight Golf in progress (or finished).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StraightGolf {
    players: Vec<String>,
    options: StraightGolfOptions,
    first_player: Option<usize>,
    scorekeeper: Option<usize>,
    cards: Vec<Scorecard>,
    /// Each seat's card total, kept up to date as holes are scored: every hole's event
    /// reports it, and summing the card each time would cost more than the hole.
    totals: [i32; MAX_PLAYERS],
    phase: Phase,
}

impl StraightGolf {
    /// A new game, starting with the roll-off.
    pub fn new(players: Vec<String>, options: StraightGolfOptions) -> Result<Self, OptionsError> {
        validate_players(&players)?;
        options.validate()?;
        let n = players.len();
        Ok(Self {
            players,
            options,
            first_player: None,
            scorekeeper: None,
            // Room for every hole up front: no reallocation while a game is played.
            cards: (0..n)
                .map(|_| Scorecard {
                    holes: Vec::with_capacity(options.rounds as usize),
                })
                .collect(),
            totals: [0; MAX_PLAYERS],
            phase: Phase::RollOff(Box::new(RollOff {
                stage: RollOffStage::Everyone,
                rolling: (0..n).collect(),
                values: Vec::new(),
                first_round: Vec::new(),
            })),
        })
    }

    /// The players' names, in seat order.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// The house rules in force.
    pub fn options(&self) -> &StraightGolfOptions {
        &self.options
    }

    /// Who goes first, once the roll-off has decided.
    pub fn first_player(&self) -> Option<usize> {
        self.first_player
    }

    /// Who keeps score, once the roll-off has decided.
    pub fn scorekeeper(&self) -> Option<usize> {
        self.scorekeeper
    }

    /// Every player's golf card, in seat order.
    pub fn cards(&self) -> &[Scorecard] {
        &self.cards
    }

    /// What the next step rolls.
    pub fn step(&self) -> GolfStep {
        match &self.phase {
            Phase::RollOff(r) => GolfStep::RollOff {
                player: r.rolling.get(r.values.len()).copied().unwrap_or(0),
                stage: r.stage,
            },
            Phase::Hole(h) => GolfStep::Hole(*h),
            Phase::Over => GolfStep::Over,
        }
    }

    /// The hole in progress, if any.
    pub fn hole(&self) -> Option<Hole> {
        match &self.phase {
            Phase::Hole(h) => Some(*h),
            _ => None,
        }
    }

    /// How many dice the next step rolls.
    #[inline]
    pub fn dice_needed(&self) -> usize {
        match &self.phase {
            Phase::RollOff(_) => 1,
            Phase::Hole(h) => GOLF_DICE - h.set_aside.len(),
            Phase::Over => 0,
        }
    }

    /// Who rolls next, if anyone.
    pub fn current_player(&self) -> Option<usize> {
        match self.step() {
            GolfStep::RollOff { player, .. } => Some(player),
            GolfStep::Hole(h) => Some(h.player),
            GolfStep::Over => None,
        }
    }

    /// Whether the game is over.
    #[inline]
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Over)
    }

    /// The lowest total(s) once the game is over (equal lowest totals share the win).
    pub fn winners(&self) -> Vec<usize> {
        if !self.is_over() {
            return Vec::new();
        }
        self.leaders()
    }

    /// The seats with the lowest total so far.
    pub fn leaders(&self) -> Vec<usize> {
        let best = self.cards.iter().map(Scorecard::total).min().unwrap_or(0);
        (0..self.players.len())
            .filter(|p| self.cards[*p].total() == best)
            .collect()
    }

    fn roll_off(&mut self, mut r: Box<RollOff>, face: Face, events: &mut Vec<Event>) -> Phase {
        let player = r.rolling[r.values.len()];
        events.push(Event::Rolled {
            player,
            roll: Roll::one(face),
            purpose: Purpose::RollOff(r.stage),
        });
        r.values.push(face);
        if r.values.len() < r.rolling.len() {
            return Phase::RollOff(r);
        }
        // The round is complete: resolve it.
        if r.stage == RollOffStage::Everyone {
            r.first_round = r.values.clone();
        }
        match r.stage {
            RollOffStage::Everyone | RollOffStage::FirstPlayerTie
                if self.first_player.is_none() =>
            {
                let Some(high) = r.values.iter().max().copied() else {
                    return Phase::Over;
                };
                let tied = select(&r.rolling, &r.values, high);
                if tied.len() > 1 {
                    return self.tie(r, RollOffStage::FirstPlayerTie, tied, events);
                }
                self.first_player = Some(tied[0]);
                events.push(Event::FirstPlayer { player: tied[0] });
                self.scorekeeper_round(r, events)
            }
            _ => {
                let Some(low) = r.values.iter().min().copied() else {
                    return Phase::Over;
                };
                let tied = select(&r.rolling, &r.values, low);
                if tied.len() > 1 {
                    return self.tie(r, RollOffStage::ScorekeeperTie, tied, events);
                }
                self.keeper_found(tied[0], events)
            }
        }
    }

    /// Step 3 begins: the lowest of step 1 among everyone but the first player.
    fn scorekeeper_round(&mut self, r: Box<RollOff>, events: &mut Vec<Event>) -> Phase {
        let first = self.first_player.unwrap_or(0);
        let others: Vec<usize> = (0..self.players.len()).filter(|p| *p != first).collect();
        let values: Vec<Face> = others.iter().map(|p| r.first_round[*p]).collect();
        let Some(low) = values.iter().min().copied() else {
            return Phase::Over;
        };
        let tied = select(&others, &values, low);
        if tied.len() > 1 {
            self.tie(r, RollOffStage::ScorekeeperTie, tied, events)
        } else {
            self.keeper_found(tied[0], events)
        }
    }

    fn tie(
        &mut self,
        mut r: Box<RollOff>,
        stage: RollOffStage,
        tied: Vec<usize>,
        events: &mut Vec<Event>,
    ) -> Phase {
        events.push(Event::RollOffTie {
            stage,
            players: tied.iter().copied().collect(),
        });
        r.stage = stage;
        r.rolling = tied;
        r.values.clear();
        Phase::RollOff(r)
    }

    fn keeper_found(&mut self, keeper: usize, events: &mut Vec<Event>) -> Phase {
        self.scorekeeper = Some(keeper);
        events.push(Event::Scorekeeper { player: keeper });
        let first = self.first_player.unwrap_or(0);
        events.push(Event::TurnPassed { player: first });
        Phase::Hole(Hole {
            player: first,
            number: 1,
            roll: 1,
            set_aside: SetAside::EMPTY,
        })
    }

    /// A step outside a hole: one die of the roll-off, or nothing once the game is over.
    #[cold]
    fn roll_one(
        &mut self,
        source: &mut impl DiceSource,
        events: &mut Vec<Event>,
    ) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        let mut face = [Face::ALL[0]];
        if !source.fill(&mut face) {
            return Err(PlayError::OutOfDice);
        }
        self.play_step(&face, events);
        Ok(())
    }

    /// One roll of a hole. The hot path of the engine: a roll that leaves the hole open
    /// updates it in place (no move of the phase, no allocation).
    fn play_hole(&mut self, roll: Roll, events: &mut Vec<Event>) {
        // Read from the phase in place, field by field: a copy of the whole hole made
        // right after the last roll's narrow writes to it would stall store forwarding.
        let Phase::Hole(hole) = self.phase else {
            return;
        };
        let player = hole.player;
        events.push(Event::Rolled {
            player,
            roll,
            purpose: Purpose::Hole {
                hole: hole.number,
                roll: hole.roll,
            },
        });
        let (set, dice) = hole
            .set_aside
            .apply(roll.faces(), self.options.ordered_straight);
        events.push(Event::SetAside {
            player,
            dice,
            total: set.len(),
        });
        let completed_on = set.is_full().then_some(hole.roll);
        if completed_on.is_none() && hole.roll < self.options.rolls_per_hole {
            if let Phase::Hole(h) = &mut self.phase {
                h.roll = hole.roll + 1;
                h.set_aside = set;
            }
            return;
        }
        let points = hole_points(set, completed_on);
        self.cards[player].holes.push(points);
        let total = self.totals[player] + points;
        self.totals[player] = total;
        events.push(Event::HoleScored {
            player,
            hole: hole.number,
            completed_on,
            points,
            total,
        });
        self.phase = self.next_hole(hole, events);
    }

    /// Play passes to the left (seat order from the first player); a round ends when
    /// play comes back to the first player.
    fn next_hole(&mut self, hole: Hole, events: &mut Vec<Event>) -> Phase {
        let next = match hole.player + 1 {
            n if n == self.players.len() => 0,
            n => n,
        };
        let number = if Some(next) == self.first_player {
            hole.number + 1
        } else {
            hole.number
        };
        if number > self.options.rounds {
            events.push(Event::GameOver {
                loser: None,
                winners: self.leaders().into_iter().collect(),
            });
            return Phase::Over;
        }
        events.push(Event::TurnPassed { player: next });
        Phase::Hole(Hole {
            player: next,
            number,
            roll: 1,
            set_aside: SetAside::EMPTY,
        })
    }
}

impl DiceGame for StraightGolf {
    #[inline]
    fn dice_needed(&self) -> usize {
        StraightGolf::dice_needed(self)
    }

    /// The trait's `roll_into` with a hole's dice drawn straight into the roll (no
    /// copy, no second look at the phase).
    #[inline]
    fn roll_into(
        &mut self,
        source: &mut impl DiceSource,
        events: &mut Vec<Event>,
    ) -> Result<(), PlayError> {
        let Phase::Hole(hole) = &self.phase else {
            return self.roll_one(source, events);
        };
        let roll = source.draw_roll(GOLF_DICE - hole.set_aside.len());
        self.play_hole(roll.ok_or(PlayError::OutOfDice)?, events);
        Ok(())
    }

    fn play_step(&mut self, faces: &[Face], events: &mut Vec<Event>) {
        match self.phase {
            Phase::Hole(_) => self.play_hole(Roll::new(faces).unwrap_or_default(), events),
            Phase::RollOff(_) => {
                if let Phase::RollOff(r) = std::mem::replace(&mut self.phase, Phase::Over) {
                    self.phase = self.roll_off(r, faces[0], events);
                }
            }
            Phase::Over => {}
        }
    }
}

/// The players in `seats` whose value equals `target`, in seat order.
fn select(seats: &[usize], values: &[Face], target: Face) -> Vec<usize> {
    seats
        .iter()
        .zip(values)
        .filter(|(_, v)| **v == target)
        .map(|(p, _)| *p)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::step::DiceGame;
    use crate::rules::testing::{faces, players};

    fn game(n: usize, options: StraightGolfOptions) -> StraightGolf {
        let names = players(n);
        match StraightGolf::new(names, options) {
            Ok(g) => g,
            Err(e) => panic!("{e}"),
        }
    }

    fn play(g: &mut StraightGolf, v: &[u8]) -> Vec<Event> {
        match g.enter(&faces(v)) {
            Ok(e) => e,
            Err(e) => panic!("{e}"),
        }
    }

    fn roll_off(g: &mut StraightGolf, v: &[u8]) {
        for x in v {
            play(g, &[*x]);
        }
    }

    #[test]
    fn the_set_aside_event_says_which_die_went_into_which_slot() {
        let mut g = game(2, StraightGolfOptions::default());
        roll_off(&mut g, &[5, 2]); // seat 1 first
        let ev = play(&mut g, &[1, 3, 3, 4, 4, 6]);
        let Some(Event::SetAside {
            player,
            dice,
            total,
        }) = ev.into_iter().find(|e| matches!(e, Event::SetAside { .. }))
        else {
            panic!("no SetAside event")
        };
        assert_eq!((player, total), (0, 4));
        let slots: Vec<(usize, u8)> = dice.iter().map(|(pos, f)| (pos, f.value())).collect();
        assert_eq!(slots, vec![(0, 1), (1, 3), (3, 4), (5, 6)]);
        assert_eq!(dice.faces().faces(), faces(&[1, 3, 4, 6]));
    }

    #[test]
    fn ordered_set_aside_events_keep_only_the_run() {
        let options = StraightGolfOptions {
            ordered_straight: true,
            ..Default::default()
        };
        let mut g = game(2, options);
        roll_off(&mut g, &[5, 2]);
        let ev = play(&mut g, &[3, 5, 1, 2, 5, 6]);
        let kept = ev.iter().find_map(|e| match e {
            Event::SetAside { dice, .. } => Some(dice.iter().collect::<Vec<_>>()),
            _ => None,
        });
        let want: Vec<(usize, Face)> =
            vec![(2, Face::ALL[0]), (3, Face::ALL[1]), (0, Face::ALL[2])];
        assert_eq!(kept, Some(want));
    }

    #[test]
    fn holes_score_minus_three_minus_one_zero_or_plus_missing() {
        assert_eq!(hole_points(SetAside::FULL, Some(1)), -3);
        assert_eq!(hole_points(SetAside::FULL, Some(2)), -1);
        assert_eq!(hole_points(SetAside::FULL, Some(3)), 0);
        assert_eq!(hole_points(SetAside::from_bits(0b1011), None), 3);
        assert_eq!(hole_points(SetAside::EMPTY, None), 6);
    }

    #[test]
    fn highest_goes_first_and_lowest_other_keeps_score() {
        let mut g = game(3, StraightGolfOptions::default());
        roll_off(&mut g, &[2, 6, 4]);
        assert_eq!(g.first_player(), Some(1));
        assert_eq!(g.scorekeeper(), Some(0));
        assert_eq!(g.hole().map(|h| h.player), Some(1));
        assert_eq!(g.dice_needed(), 6);
    }

    #[test]
    fn ties_for_first_roll_again_among_the_tied_only() {
        let mut g = game(4, StraightGolfOptions::default());
        roll_off(&mut g, &[6, 3, 6, 1]);
        assert_eq!(
            g.step(),
            GolfStep::RollOff {
                player: 0,
                stage: RollOffStage::FirstPlayerTie
            }
        );
        roll_off(&mut g, &[4, 4]); // tie again
        roll_off(&mut g, &[2, 5]); // seat 3 wins the re-roll
        assert_eq!(g.first_player(), Some(2));
        // Lowest of step 1 among the others is seat 4 (1): no roll needed.
        assert_eq!(g.scorekeeper(), Some(3));
        assert_eq!(g.hole().map(|h| h.player), Some(2));
    }

    #[test]
    fn the_scorekeeper_tie_excludes_the_first_player_and_uses_step_one_values() {
        // Seat 1 is both lowest-tied and... no: seat 2 is first; seats 1 and 3 tie low.
        let mut g = game(3, StraightGolfOptions::default());
        roll_off(&mut g, &[2, 5, 2]);
        assert_eq!(g.first_player(), Some(1));
        assert_eq!(
            g.step(),
            GolfStep::RollOff {
                player: 0,
                stage: RollOffStage::ScorekeeperTie
            }
        );
        roll_off(&mut g, &[3, 3]); // tie again
        roll_off(&mut g, &[4, 1]); // the lowest of the re-roll keeps score
        assert_eq!(g.scorekeeper(), Some(2));
    }

    #[test]
    fn when_everyone_ties_the_first_player_is_settled_before_the_keeper() {
        let mut g = game(3, StraightGolfOptions::default());
        roll_off(&mut g, &[3, 3, 3]);
        roll_off(&mut g, &[1, 6, 2]); // seat 2 first
        // Keeper: among seats 1 and 3 (step 1 values 3 and 3) → tie → re-roll.
        assert_eq!(
            g.step(),
            GolfStep::RollOff {
                player: 0,
                stage: RollOffStage::ScorekeeperTie
            }
        );
        roll_off(&mut g, &[5, 2]);
        assert_eq!(g.scorekeeper(), Some(2));
    }

    #[test]
    fn two_players_the_loser_of_the_roll_off_keeps_score_without_a_roll() {
        let mut g = game(2, StraightGolfOptions::default());
        roll_off(&mut g, &[1, 4]);
        assert_eq!((g.first_player(), g.scorekeeper()), (Some(1), Some(0)));
    }

    #[test]
    fn a_hole_ends_on_the_straight_or_after_the_third_roll() {
        let mut g = game(2, StraightGolfOptions::default());
        roll_off(&mut g, &[5, 2]); // seat 1 first
        play(&mut g, &[1, 3, 3, 4, 4, 6]);
        assert_eq!(g.dice_needed(), 2);
        let ev = play(&mut g, &[2, 5]);
        assert!(ev.contains(&Event::HoleScored {
            player: 0,
            hole: 1,
            completed_on: Some(2),
            points: -1,
            total: -1
        }));
        // Seat 2, hole 1: three rolls, two values missing.
        play(&mut g, &[1, 1, 1, 1, 1, 1]);
        play(&mut g, &[2, 2, 2, 2, 2]);
        let ev = play(&mut g, &[3, 3, 4, 4]);
        assert!(ev.contains(&Event::HoleScored {
            player: 1,
            hole: 1,
            completed_on: None,
            points: 2,
            total: 2
        }));
        assert_eq!(g.hole().map(|h| (h.player, h.number)), Some((0, 2)));
    }

    #[test]
    fn play_passes_to_the_left_from_the_first_player() {
        let mut g = game(
            3,
            StraightGolfOptions {
                rounds: 1,
                ..Default::default()
            },
        );
        roll_off(&mut g, &[1, 2, 6]); // seat 3 first, seat 1 keeper
        let mut order = Vec::new();
        while let Some(h) = g.hole() {
            order.push(h.player);
            for _ in 0..3 {
                let ones = vec![1; g.dice_needed()];
                play(&mut g, &ones);
            }
        }
        assert_eq!(order, vec![2, 0, 1]);
        assert!(g.is_over());
        assert!(g.cards().iter().all(|c| c.holes == vec![5]));
        assert_eq!(g.winners(), vec![0, 1, 2]); // equal lowest totals share the win
    }

    #[test]
    fn the_game_lasts_the_set_number_of_rounds_and_the_lowest_total_wins() {
        for rounds in [1, 9, 18] {
            let mut g = game(
                2,
                StraightGolfOptions {
                    rounds,
                    ..Default::default()
                },
            );
            roll_off(&mut g, &[6, 1]);
            let mut holes = 0;
            while let Some(h) = g.hole() {
                // Seat 1 always rolls a straight; seat 2 always misses everything but 1s.
                if h.player == 0 {
                    play(&mut g, &[6, 5, 4, 3, 2, 1]);
                } else {
                    for _ in 0..3 {
                        let ones = vec![1; g.dice_needed()];
                        play(&mut g, &ones);
                    }
                }
                holes += 1;
            }
            assert_eq!(holes, 2 * rounds);
            assert_eq!(g.cards()[0].total(), -3 * rounds as i32);
            assert_eq!(g.cards()[1].total(), 5 * rounds as i32);
            assert_eq!(g.winners(), vec![0]);
        }
    }

    #[test]
    fn ordered_holes_can_score_six() {
        let mut g = game(
            2,
            StraightGolfOptions {
                ordered_straight: true,
                rounds: 1,
                ..Default::default()
            },
        );
        roll_off(&mut g, &[6, 1]);
        for _ in 0..3 {
            play(&mut g, &[2, 2, 3, 4, 5, 6]);
        }
        assert_eq!(g.cards()[0].holes, vec![6]);
    }

    #[test]
    fn out_in_and_total_split_the_card() {
        let card = Scorecard {
            holes: (1..=18).map(|h| if h <= 9 { 1 } else { -1 }).collect(),
        };
        assert_eq!((card.out(), card.inward(), card.total()), (9, -9, 0));
    }

    #[test]
    fn each_hole_reports_the_running_total_of_the_card() {
        for seed in 0..20 {
            let mut g = game(5, StraightGolfOptions::default());
            let mut rng = crate::rules::DiceRng::seeded(seed);
            let mut sums = [0; 5];
            while !g.is_over() {
                let events = g.roll(&mut rng).unwrap_or_else(|e| panic!("{e}"));
                for e in events {
                    if let Event::HoleScored {
                        player,
                        points,
                        total,
                        ..
                    } = e
                    {
                        sums[player] += points;
                        assert_eq!(total, sums[player]);
                    }
                }
            }
            let cards: Vec<i32> = g.cards().iter().map(Scorecard::total).collect();
            assert_eq!(cards, sums);
        }
    }
}
