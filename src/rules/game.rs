//! Either game behind one interface, and the saved-game record that replays it.

use super::dice::{DiceSource, Face, GivenDice};
use super::event::Event;
use super::golf::StraightGolf;
use super::options::{GameKind, OptionsError, SlamDiceOptions, StraightGolfOptions};
use super::slam::SlamDice;
use super::step::DiceGame;
use serde::{Deserialize, Serialize};

/// Why a step could not be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayError {
    /// The game is over: nothing more to roll.
    #[error("the game is over")]
    GameOver,
    /// `enter` was given the wrong number of dice.
    #[error("this roll needs {needed} dice, {given} were given")]
    WrongDiceCount {
        /// Dice the step needs.
        needed: usize,
        /// Dice given.
        given: usize,
    },
    /// The dice source ran out before the step had its dice.
    #[error("ran out of dice values")]
    OutOfDice,
}

/// A game of either kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Game {
    /// Slam Dice.
    Slam(SlamDice),
    /// Straight Golf.
    Golf(StraightGolf),
}

impl Game {
    /// A new game of `kind`, using the options for that kind.
    pub fn new(
        kind: GameKind,
        players: Vec<String>,
        slam: SlamDiceOptions,
        golf: StraightGolfOptions,
    ) -> Result<Self, OptionsError> {
        Ok(match kind {
            GameKind::SlamDice => Game::Slam(SlamDice::new(players, slam)?),
            GameKind::StraightGolf => Game::Golf(StraightGolf::new(players, golf)?),
        })
    }

    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            Game::Slam(_) => GameKind::SlamDice,
            Game::Golf(_) => GameKind::StraightGolf,
        }
    }

    /// The players' names, in seat order.
    pub fn players(&self) -> &[String] {
        match self {
            Game::Slam(g) => g.players(),
            Game::Golf(g) => g.players(),
        }
    }

    /// How many dice the next step rolls (0 when over).
    pub fn dice_needed(&self) -> usize {
        match self {
            Game::Slam(g) => g.dice_needed(),
            Game::Golf(g) => g.dice_needed(),
        }
    }

    /// Who rolls next, if anyone.
    pub fn current_player(&self) -> Option<usize> {
        match self {
            Game::Slam(g) => g.current_player(),
            Game::Golf(g) => g.current_player(),
        }
    }

    /// Whether the game is over.
    pub fn is_over(&self) -> bool {
        match self {
            Game::Slam(g) => g.is_over(),
            Game::Golf(g) => g.is_over(),
        }
    }

    /// Seats from best placed to worst placed right now.
    pub fn ranking(&self) -> Vec<usize> {
        match self {
            Game::Slam(g) => g.ranking(),
            Game::Golf(g) => g.ranking(),
        }
    }

    /// Draws the dice for the next step from `source` and plays them.
    pub fn roll(&mut self, source: &mut impl DiceSource) -> Result<Vec<Event>, PlayError> {
        match self {
            Game::Slam(g) => g.roll(source),
            Game::Golf(g) => g.roll(source),
        }
    }

    /// [`Game::roll`], appending the events to a reused buffer.
    pub fn roll_into(
        &mut self,
        source: &mut impl DiceSource,
        events: &mut Vec<Event>,
    ) -> Result<(), PlayError> {
        match self {
            Game::Slam(g) => g.roll_into(source, events),
            Game::Golf(g) => g.roll_into(source, events),
        }
    }

    /// Plays the next step with the given faces.
    pub fn enter(&mut self, faces: &[Face]) -> Result<Vec<Event>, PlayError> {
        match self {
            Game::Slam(g) => g.enter(faces),
            Game::Golf(g) => g.enter(faces),
        }
    }
}

/// A game as data: settings plus every die it rolled, in order. This is the replay file,
/// the saved game (with `seed`) and a test fixture.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameRecord {
    /// Which game.
    pub game: GameKind,
    /// Names in seat order.
    pub players: Vec<String>,
    /// Straight Golf options (defaults when omitted).
    #[serde(default)]
    pub straight_golf: StraightGolfOptions,
    /// Slam Dice options (defaults when omitted).
    #[serde(default)]
    pub slam_dice: SlamDiceOptions,
    /// Every die the game rolled, in order.
    #[serde(default)]
    pub dice: Vec<Face>,
    /// The seed the game's generator was started from, for a saved game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

/// The result of replaying a record.
#[derive(Debug, Clone)]
pub struct Replayed {
    /// The game after every value it could use.
    pub game: Game,
    /// All events, in order.
    pub events: Vec<Event>,
    /// How many values of `dice` were consumed.
    pub dice_used: usize,
}

impl GameRecord {
    /// Replays the record: the game consumes dice in order until it is over or the list
    /// runs out (a step with too few values left is not played). Leftover values are not
    /// an error.
    pub fn replay(&self) -> Result<Replayed, OptionsError> {
        let mut game = Game::new(
            self.game,
            self.players.clone(),
            self.slam_dice,
            self.straight_golf,
        )?;
        let mut source = GivenDice::new(self.dice.clone());
        let mut events = Vec::new();
        let mut used = 0;
        while !game.is_over() && used + game.dice_needed() <= self.dice.len() {
            match game.roll(&mut source) {
                Ok(ev) => events.extend(ev),
                Err(_) => break,
            }
            used = source.used();
        }
        Ok(Replayed {
            game,
            events,
            dice_used: used,
        })
    }
}
